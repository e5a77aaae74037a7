//! The end of a hand (finishing order, promotion, new levels, the tribute that follows, Next
//! hand) and the end of the match (the winners, the number of hands, New match). Each leads
//! with its headline and buttons; the details scroll below them.

use yew::prelude::*;

use super::super::review::{MatchOver, play_again_note};
use super::super::strings;
use super::state::Msg;
use crate::cards::Rank;
use crate::guandan::scoring::{Finish, HandResult};
use crate::guandan::tribute::TributeInfo;
use crate::guandan::{Pending, SeatView};

#[derive(Properties, PartialEq)]
pub struct HandOverProps {
    pub result: HandResult,
    /// The hand that just ended.
    pub hand: u32,
    /// Levels before that hand.
    pub before: [Rank; 2],
    /// The next hand's tribute, as already known.
    pub next_tribute: TributeInfo,
    pub dispatch: Callback<Msg>,
    /// The same deal played by the Hard player from the human's seat.
    pub compare: Html,
    /// This hand was a deal played again.
    pub challenge: bool,
    /// 托管 plays the human's seat (the dialog offers to take it back).
    #[prop_or_default]
    pub auto: bool,
}

fn order_list(result: &HandResult) -> Html {
    let one_two = result.finish == Finish::OneTwo;
    let items = result.order.iter().enumerate().map(|(i, &seat)| {
        if one_two && i >= 2 {
            return html! { <li>{ strings::seat_name(seat) }{ ": " }{ t!("not-out") }</li> };
        }
        let (zh, en) = strings::place_badge(i);
        html! {
            <li>
                <span class={classes!("badge", format!("place-{}", i + 1))}>
                    { for zh.map(|zh| html! { <><span lang="zh">{ zh }</span>{ " " }</> }) }{ en }
                </span>
                { " " }{ strings::seat_name(seat) }
            </li>
        }
    });
    html! { <ol class="finish-order">{ for items }</ol> }
}

#[function_component(HandOver)]
pub fn hand_over(props: &HandOverProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let r = &props.result;
    let team = r.winners;
    let gain = match (r.levels.get(team), props.before.get(team)) {
        (Some(now), Some(before)) => now.value() as i32 - before.value() as i32,
        _ => 0,
    };
    let headline = strings::finish(team, r.finish.label(), gain);
    let tribute = &props.next_tribute;
    let next = if !tribute.resisted.is_empty() {
        vec![strings::resisted(&tribute.resisted)]
    } else if let [payer] = tribute.payers.as_slice() {
        vec![strings::owes(*payer, tribute.receivers.first().copied())]
    } else {
        tribute
            .payers
            .iter()
            .map(|&p| strings::owes(p, None))
            .collect()
    };
    super::super::review::hand_over_dialog(super::super::review::HandOver {
        title: ("result-title", strings::hand_over_title(props.hand)),
        lines: html! { <>
            <p class="headline">{ headline }</p>
            { for r.demoted.map(|t| html! { <p>{ strings::demoted(t) }</p> }) }
            <p data-levels={r.levels.map(|l| l.code()).join(",")}>{ strings::levels_now(r.levels) }</p>
        </> },
        go_on: ("next-hand", t!("next-hand"), Msg::NextHand),
        auto: props.auto,
        challenge: props.challenge,
        dispatch: props.dispatch.clone(),
        body: html! { <>
            { order_list(r) }
            { for r.levels.get(r.declarers).map(|&l| html! { <p>{ strings::next_declarers(r.declarers, l) }</p> }) }
            if !next.is_empty() {
                <p>{ t!("next-tribute") }</p>
                <ul class="tribute-next">{ for next.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ul>
            }
            { play_again_note(props.challenge) }
            { props.compare.clone() }
        </> },
    })
}

/// The match's end in Guan Dan's words: who won, after how many hands, the last hand's order
/// and the levels.
pub fn match_over(view: &SeatView) -> MatchOver {
    let winners = match view.pending {
        Pending::MatchOver { winners } => winners,
        _ => 0,
    };
    let result = view.last_result.as_ref();
    MatchOver {
        // A match the player's side won is celebrated.
        won: strings::side(winners) == 0,
        title: strings::match_over_title(winners),
        lines: html! { <>
            <p>{ strings::match_over_line(view.hand_number) }</p>
            { for result.map(|r| html! { <p>{ strings::levels_now(r.levels) }</p> }) }
        </> },
        body: html! { <>{ for result.map(order_list) }</> },
    }
}
