//! The buttons under the table and the line beside them (whose turn, a hint, or the engine's
//! reason for refusing a play). Every control carries a `data-action` for tests and tools.

use crate::ui::msg::TableMsg;
use crate::ui::table::{Line, controls_row, hint_and_clear};
use yew::prelude::*;

use super::super::core::Panel;
use super::super::form::{button, tool, tool_icon, tracker_button};
use super::super::strings;
use super::state::{Msg, Sort};
use crate::guandan::Pending;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub pending: Pending,
    /// The human must act now.
    pub my_turn: bool,
    /// The selection is a play the engine accepts now (Play is enabled only then).
    pub can_play: bool,
    /// Following, the hand holds something that beats the trick; when not, Pass is the
    /// primary button (要不起).
    pub beatable: bool,
    /// The selection is one card the engine takes as the tribute or return asked for: Pay or
    /// Give back is enabled (and the main button) only then.
    pub can_give: bool,
    pub sort: Sort,
    pub line: Line,
    pub dispatch: Callback<Msg>,
}

#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let d = &props.dispatch;
    let mine = props.my_turn;
    let buttons = match &props.pending {
        Pending::PayTribute { .. } if mine => html! { <>
            { button(&t!("pay"), "pay", props.can_give, props.can_give, Msg::Give, d) }
            { hint_and_clear(true, d) }
        </> },
        Pending::ReturnTribute { .. } if mine => html! { <>
            { button(&t!("return"), "return", props.can_give, props.can_give, Msg::Give, d) }
            { hint_and_clear(true, d) }
        </> },
        Pending::TakeTribute { from, .. } if mine => html! { <>
            { for from.iter().map(|&s| html! {
                <button type="button" class="btn primary" data-action="take" data-seat={s.to_string()}
                    onclick={{ let d = d.clone(); Callback::from(move |_| d.emit(Msg::Take(s))) }}>
                    { strings::take_from(s) }
                </button>
            }) }
        </> },
        Pending::ChooseLeader { among, .. } if mine => html! { <>
            { for among.iter().map(|&s| html! {
                <button type="button" class="btn primary" data-action="choose-leader" data-seat={s.to_string()}
                    onclick={{ let d = d.clone(); Callback::from(move |_| d.emit(Msg::Lead(s))) }}>
                    { strings::lead_by(s) }
                </button>
            }) }
        </> },
        Pending::MatchOver { .. } => html! {},
        pending => {
            let leading = matches!(pending, Pending::Play { leading: true, .. });
            let play = mine && matches!(pending, Pending::Play { .. });
            let beaten = play && !leading && !props.beatable;
            html! { <>
                { button(&t!("play"), "play", play && props.can_play, !beaten, Msg::Play, d) }
                { button(&t!("pass"), "pass", play && !leading, beaten, Msg::Pass, d) }
                { hint_and_clear(play, d) }
            </> }
        }
    };
    let sort = {
        let (next, label) = match props.sort {
            Sort::Rank => (Sort::Suit, t!("sort-by-rank")),
            Sort::Suit => (Sort::Rank, t!("sort-by-suit")),
        };
        let d = d.clone();
        // Arrows up and down: the order of the hand.
        let icon = tool_icon("M6 16V4M2.5 7.5 6 4l3.5 3.5M14 4v12M10.5 12.5 14 16l3.5-3.5");
        tool(
            "sort",
            &label,
            icon,
            Callback::from(move |_| d.emit(Msg::Sort(next))),
        )
    };
    let tracker = tracker_button(
        !super::super::look::use_look().hide_tracker,
        Msg::Table(TableMsg::Open(Panel::Tracker)),
        d,
    );
    controls_row(buttons, &props.line, html! { <>{ tracker }{ sort }</> })
}
