//! When the selected cards can be played in several ways (wilds), the player picks one reading,
//! shown in words and cards: "tube 7-7-8-8-9-9: ♥4 as 7, ♥4 as 9".

use yew::prelude::*;

use super::super::strings;
use super::state::Msg;
use crate::cards::{Card, Rank};
use crate::guandan::Reading;

#[derive(Properties, PartialEq)]
pub struct ChooserProps {
    pub readings: Vec<Reading>,
    pub cards: Vec<Card>,
    pub level: Rank,
    pub dispatch: Callback<Msg>,
}

#[function_component(Chooser)]
pub fn chooser(props: &ChooserProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let options = props.readings.iter().enumerate().map(|(i, r)| {
        let d = props.dispatch.clone();
        html! {
            <li>
                <button type="button" class="btn option" data-action="reading" data-index={i.to_string()}
                    onclick={Callback::from(move |_| d.emit(Msg::Choose(i)))}>
                    { strings::reading(r, &props.cards, props.level) }
                </button>
            </li>
        }
    });
    let close = props.dispatch.reform(|_| Msg::CloseChooser);
    let options = html! { <ul class="options">{ for options }</ul> };
    let close = html! {
        <button type="button" class="btn" data-action="close" onclick={close}>{ t!("close") }</button>
    };
    let title = ("chooser-title", t!("choose-reading"));
    super::super::form::dialog("chooser", None, title, Html::default(), options, close)
}
