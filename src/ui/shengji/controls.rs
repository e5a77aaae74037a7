//! The buttons of the Sheng Ji table for the moment of the round: bids and pass while drawing,
//! bury while burying, play while playing; and the line beside them.

use crate::ui::msg::TableMsg;
use crate::ui::table::{Line, controls_row, hint_and_clear};
use yew::prelude::*;

use super::super::core::Panel;
use super::super::form::{button, tracker_button};
use super::super::strings::shengji as sj;
use super::state::Msg;
use crate::cards::Card;
use crate::shengji::Phase;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub line: Line,
    pub dispatch: Callback<Msg>,
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
}

#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let (d, mine) = (&props.dispatch, props.my_turn);
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
                { hint_and_clear(true, d) }
            }
            if props.misdeal {
                { button(&t!("sj-misdeal-button"), "misdeal", true, false, Msg::Misdeal, d) }
            }
        </> },
        Phase::Playing => html! { <>
            { button(&t!("play"), "play", mine && props.can_play, true, Msg::Play, d) }
            { hint_and_clear(mine, d) }
        </> },
        _ => html! {},
    };
    // The tracker counts from the trick play on.
    let shown = !super::super::look::use_look().hide_tracker && props.phase == Phase::Playing;
    let tracker = tracker_button(shown, Msg::Table(TableMsg::Open(Panel::Tracker)), d);
    controls_row(buttons, &props.line, tracker)
}
