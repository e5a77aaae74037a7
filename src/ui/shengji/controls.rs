//! The buttons of the Sheng Ji table for the moment of the round: bids and pass while drawing,
//! bury while burying, play while playing; and the line beside them.

use yew::prelude::*;

use super::super::core::Note;
use super::super::core::Panel;
use super::super::form::{button, note_line, tracker_button};
use super::super::strings::shengji as sj;
use super::state::Msg;
use crate::cards::Card;
use crate::shengji::Phase;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub phase: Phase,
    /// The human must decide now (the draw or the last bids wait for a bid or a pass).
    pub my_turn: bool,
    /// Bids the human may make now.
    pub bids: Vec<Vec<Card>>,
    /// Cards selected and cards to bury, while burying.
    pub selected: usize,
    /// The selection is a play the engine accepts now (Play is enabled only then).
    pub can_play: bool,
    pub kitty: usize,
    /// The misdeal variant is on.
    pub misdeal: bool,
    pub prompt: String,
    pub note: Option<Note>,
    pub dispatch: Callback<Msg>,
    /// The 托管 toggle, at the end of the button row.
    #[prop_or_default]
    pub auto: Html,
}

#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let d = &props.dispatch;
    let mine = props.my_turn;
    let bid_buttons = props.bids.iter().map(|cards| {
        let code = cards
            .iter()
            .map(|c| c.full_code())
            .collect::<Vec<_>>()
            .join(" ");
        let msg = Msg::Bid(cards.clone());
        let dd = d.clone();
        html! {
            <button type="button" class="btn primary" data-action="bid" data-bid={code}
                onclick={Callback::from(move |_| dd.emit(msg.clone()))}>
                { sj::bid_button(cards) }
            </button>
        }
    });
    let buttons = match props.phase {
        // The draw deals on: the bids light up as they become possible and may be pressed at
        // any moment; a dimmed button holds their place until then.
        Phase::Drawing => html! { <>
            if props.bids.is_empty() {
                <button type="button" class="btn" data-action="bid" disabled=true>{ t!("bid-none-yet") }</button>
            }
            { for bid_buttons }
        </> },
        Phase::Declaring => html! { <>
            { for bid_buttons }
            if mine || !props.bids.is_empty() {
                { button(&t!("sj-decline"), "pass", mine, false, Msg::Decline, d) }
            }
        </> },
        Phase::Burying => html! { <>
            if mine {
                { button(&sj::bury_button(props.selected, props.kitty), "bury", props.selected == props.kitty, true, Msg::Bury, d) }
                { button(&t!("hint"), "hint", true, false, Msg::Hint, d) }
                { button(&t!("clear"), "clear", true, false, Msg::Clear, d) }
            }
            if props.misdeal {
                { button(&t!("sj-misdeal-button"), "misdeal", true, false, Msg::Misdeal, d) }
            }
        </> },
        Phase::Playing => html! { <>
            { button(&t!("play"), "play", mine && props.can_play, true, Msg::Play, d) }
            { button(&t!("hint"), "hint", mine, false, Msg::Hint, d) }
            { button(&t!("clear"), "clear", mine, false, Msg::Clear, d) }
        </> },
        _ => html! {},
    };
    let note = note_line(props.note.as_ref(), &props.prompt);
    // The tracker counts from the trick play on.
    let shown = !super::super::look::use_look().hide_tracker && props.phase == Phase::Playing;
    let tracker = tracker_button(shown, Msg::Open(Panel::Tracker), d);
    html! {
        <div class="controls">
            <div class="buttons">{ buttons }</div>
            { note }
            <div class="auto-slot">{ props.auto.clone() }</div>
            <div class="tools">{ tracker }</div>
        </div>
    }
}
