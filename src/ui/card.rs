//! Card elements: a face-up card is an element with `data-card="<code>"` (and `data-id`, the
//! code with its pack, where one of two copies must be told apart) and an accessible name; a
//! face-down card is decoration (its seat carries the count). Wild cards carry a mark, and in
//! a play what they stand for.

use yew::prelude::*;

use super::strings;
use crate::cards::{Card, Face};

/// Where the generated art lives, relative to the page (works under any sub-path): the face's
/// view of the deck's one file (`art::deck`); a four-colour deck has a file of its own.
fn face_url(face: Face, four_colour: bool) -> String {
    let deck = crate::art::deck::DECK_FILE;
    if four_colour {
        format!("assets/cards/{}/{deck}#{face}", crate::art::FOUR_COLOUR_DIR)
    } else {
        format!("assets/cards/{deck}#{face}")
    }
}

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub face: Face,
    /// The card with its pack ("H7#1"): motion follows a card by it.
    #[prop_or_default]
    pub id: Option<String>,
    #[prop_or_default]
    pub selected: bool,
    /// Shown but not choosable now (e.g. a card that may not be given back).
    #[prop_or_default]
    pub disabled: bool,
    /// A wild card (Guan Dan's heart level cards).
    #[prop_or_default]
    pub wild: bool,
    /// In a play: the card a wild stands for.
    #[prop_or_default]
    pub stands_for: Option<Face>,
    #[prop_or_default]
    pub class: Classes,
    /// Inline style (a hand card's place in its fan, as CSS variables).
    #[prop_or_default]
    pub style: Option<String>,
    /// Clicking toggles selection; without a handler the card is not interactive.
    #[prop_or_default]
    pub on_click: Option<Callback<()>>,
}

#[function_component(CardFace)]
pub fn card_face(props: &CardFaceProps) -> Html {
    let _lang = super::language::use_lang();
    let look = super::look::use_look();
    let code = props.face.to_string();
    let name = strings::card_name(props.face, props.wild, props.stands_for);
    let class = classes!(
        "card",
        props.face.is_red().then_some("red"),
        props.selected.then_some("selected"),
        props.disabled.then_some("unavailable"),
        props.wild.then_some("wild"),
        props.class.clone()
    );
    let marks = html! {
        <>
            <img src={face_url(props.face, look.four_colour)} alt="" draggable="false" />
            if props.wild { <span class="wild-mark" aria-hidden="true">{ "配" }</span> }
            if let Some(f) = props.stands_for.filter(|f| *f != props.face) {
                <span class="stands-for" aria-hidden="true">{ format!("={}", f.label()) }</span>
            }
        </>
    };
    match &props.on_click {
        Some(cb) => {
            let cb = cb.clone();
            let disabled = props.disabled;
            html! {
                <button type="button" {class} style={props.style.clone()} data-card={code} data-id={props.id.clone()} aria-label={name}
                    aria-pressed={props.selected.to_string()}
                    aria-disabled={disabled.then_some("true")}
                    onclick={Callback::from(move |_| if !disabled { cb.emit(()) })}>
                    { marks }
                </button>
            }
        }
        None => html! {
            <div {class} data-card={code} data-id={props.id.clone()} role="img" aria-label={name}>{ marks }</div>
        },
    }
}

#[function_component(CardBack)]
pub fn card_back() -> Html {
    let _lang = super::language::use_lang();
    html! {
        <div class="card back" aria-hidden="true">
            <img src="assets/cards/back.svg" alt="" draggable="false" />
        </div>
    }
}

/// The cards of a play on the table, each wild with what it stands for.
pub fn played_cards(cards: &[Card], stands: &[(Card, Face)]) -> Html {
    html! {
        <div class="played-cards" style={format!("--n: {}", cards.len())}>
            { for cards.iter().map(|c| {
                let stands_for = stands.iter().find(|(w, _)| w == c).map(|(_, f)| *f);
                html! {
                    <CardFace key={c.full_code()} id={c.full_code()} face={c.face} class="small"
                        wild={stands_for.is_some()} {stands_for} />
                }
            }) }
        </div>
    }
}
