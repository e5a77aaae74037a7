//! How the table looks and sounds: four-colour suits (♦ blue, ♣ green), larger cards, whether the
//! card tracker's button shows, and the sound. All are saved with the display preferences; the
//! cards and the bar's sound button read them from a context, so that a change made in Settings
//! or on the bar shows everywhere at once.

use yew::prelude::*;

use super::form::check;
use crate::art::avatar::{FACES, data_url};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    pub four_colour: bool,
    pub large_cards: bool,
    /// No card tracker button, for players who count themselves.
    pub hide_tracker: bool,
    pub muted: bool,
    /// The player's face ([`crate::art::avatar`]).
    pub face: u8,
}

/// The look in force and how to change it (provided by the app).
#[derive(Clone, PartialEq)]
pub struct LookChoice {
    pub look: Look,
    pub choose: Callback<Look>,
}

/// The look in force; plain cards outside the app (tests mount components alone).
#[hook]
pub fn use_look() -> Look {
    use_context::<LookChoice>()
        .map(|c| c.look)
        .unwrap_or_default()
}

/// Larger cards are an attribute of the page (`data-cards="large"`): the card sizes in the
/// style sheets scale with it.
pub fn apply(look: Look) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = if look.large_cards {
        root.set_attribute("data-cards", "large")
    } else {
        root.remove_attribute("data-cards")
    };
}

/// The display boxes of the settings dialogs.
#[function_component(LookFields)]
pub fn look_fields() -> Html {
    let _lang = super::language::use_lang();
    let Some(choice) = use_context::<LookChoice>() else {
        return html! {};
    };
    let look = choice.look;
    let set = |f: fn(&mut Look, bool)| {
        let choose = choice.choose.clone();
        Callback::from(move |on: bool| {
            let mut next = look;
            f(&mut next, on);
            choose.emit(next);
        })
    };
    html! {
        <>
            <FacePicker />
            { check(&t!("four-colour"), "set-four-colour", look.four_colour, set(|l, on| l.four_colour = on)) }
            { check(&t!("large-cards"), "set-large-cards", look.large_cards, set(|l, on| l.large_cards = on)) }
            { check(&t!("show-tracker"), "set-tracker", !look.hide_tracker, set(|l, on| l.hide_tracker = !on)) }
            { check(&t!("sound"), "set-sound", !look.muted, set(|l, on| l.muted = !on)) }
        </>
    }
}

/// The player's face: the faces to choose from, as a group of radio buttons drawn as the faces
/// themselves (in Settings, and on a friend's join page).
#[function_component(FacePicker)]
pub fn face_picker() -> Html {
    let _lang = super::language::use_lang();
    let Some(choice) = use_context::<LookChoice>() else {
        return html! {};
    };
    let look = choice.look;
    let current = look.face;
    let choose = choice.choose.reform(move |face: u8| Look { face, ..look });
    let options = (0..FACES).map(|face| {
        let choose = choose.clone();
        let onchange = Callback::from(move |_: Event| choose.emit(face));
        let on = face == current;
        html! {
            <label class={classes!("face-opt", on.then_some("on"))} data-face={face.to_string()}>
                <input type="radio" class="sr-only" name="face" checked={on} {onchange} />
                <img src={data_url(face)} alt={t!("face-n", n = face + 1)} width="40" height="40" />
            </label>
        }
    });
    html! {
        <div class="field faces">
            <span id="set-face-label">{ t!("your-face") }</span>
            <div class="face-grid" role="radiogroup" aria-labelledby="set-face-label">{ for options }</div>
        </div>
    }
}
