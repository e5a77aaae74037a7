//! A record opened from a link or a file, shown in the replay (above both games: it draws
//! either game's positions).

use yew::prelude::*;

use super::records::{Opened, error_text, open};
use super::replay::replay_panel;

#[derive(Properties, PartialEq, Clone)]
pub struct RecordScreenProps {
    /// The record's text: a file's JSON or a link's compact form.
    pub text: String,
    pub on_close: Callback<()>,
}

/// A record opened from a link or a file: its latest hand in the replay, or why it could not
/// be read. Nothing else changes (the saved match stays as it was).
#[function_component(RecordScreen)]
pub fn record_screen(props: &RecordScreenProps) -> Html {
    let _lang = super::language::use_lang();
    let opened = use_memo(props.text.clone(), |text| open(text));
    let on_close = props.on_close.clone();
    let body = match opened.as_ref() {
        Ok(Opened::GuanDan(r)) => {
            replay_panel(r, super::guandan::replay_position, true, 0, on_close)
        }
        Ok(Opened::ShengJi(r)) => {
            replay_panel(r, super::shengji::replay_position, true, 0, on_close)
        }
        Err(e) => html! {
            <div class="dialog record-error" role="alertdialog" data-panel="record-error">
                <p>{ error_text(e) }</p>
                <button type="button" class="btn primary" data-action="home"
                    onclick={on_close.reform(|_: MouseEvent| ())}>{ t!("back-to-games") }</button>
            </div>
        },
    };
    html! { <section class="record-screen">{ body }</section> }
}

// A record's page, in a piece of its own (issue 48).
super::piece::piece!(record: fn record_page(p: RecordScreenProps) => html! { <RecordScreen ..p /> });
