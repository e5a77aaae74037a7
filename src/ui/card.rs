//! Card elements: a face-up card is an element with `data-card="<code>"` and an accessible name;
//! a face-down card is decoration (its seat carries the count).

use yew::prelude::*;

use crate::cards::Face;

/// Where the generated art lives, relative to the page (works under any sub-path).
fn face_url(face: Face) -> String {
    format!("assets/cards/{face}.svg")
}

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub face: Face,
    #[prop_or_default]
    pub selected: bool,
    /// Shown but not choosable now (e.g. a card that may not be given back).
    #[prop_or_default]
    pub disabled: bool,
    #[prop_or_default]
    pub class: Classes,
    /// Clicking toggles selection; without a handler the card is not interactive.
    #[prop_or_default]
    pub on_click: Option<Callback<()>>,
}

#[function_component(CardFace)]
pub fn card_face(props: &CardFaceProps) -> Html {
    let code = props.face.to_string();
    let name = props.face.name();
    let class = classes!(
        "card",
        props.face.is_red().then_some("red"),
        props.selected.then_some("selected"),
        props.disabled.then_some("unavailable"),
        props.class.clone()
    );
    let img = html! { <img src={face_url(props.face)} alt="" draggable="false" /> };
    match &props.on_click {
        Some(cb) => {
            let cb = cb.clone();
            let disabled = props.disabled;
            html! {
                <button type="button" {class} data-card={code} aria-label={name}
                    aria-pressed={props.selected.to_string()}
                    aria-disabled={disabled.then_some("true")}
                    onclick={Callback::from(move |_| if !disabled { cb.emit(()) })}>
                    { img }
                </button>
            }
        }
        None => html! {
            <div {class} data-card={code} role="img" aria-label={name}>{ img }</div>
        },
    }
}

#[function_component(CardBack)]
pub fn card_back() -> Html {
    html! {
        <div class="card back" aria-hidden="true">
            <img src="assets/cards/back.svg" alt="" draggable="false" />
        </div>
    }
}
