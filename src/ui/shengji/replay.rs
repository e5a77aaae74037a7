//! How a Sheng Ji position looks in the replay: every seat's cards (only yours while the round
//! is being played), the trick on the table, and the action that led there.

use yew::prelude::*;

use super::super::replay::{position_html, seat_html};
use super::super::strings::card_labels;
use super::super::strings::shengji as sj;
use crate::driver::record::HandReplay;
use crate::shengji::{Action, Bid, Game};

/// What a seat did, in a line (a drawn card stays hidden: only the drawer saw it).
fn action_line(seat: usize, action: &Action, n: usize) -> String {
    let name = sj::seat_name(seat, n);
    match action {
        Action::Draw => t!("replay-draws", seat = seat, name = name),
        Action::Bid(cards) => sj::bid_made(
            &Bid {
                seat,
                cards: cards.clone(),
            },
            n,
        ),
        Action::Play(cards) => format!("{name}: {}", card_labels(cards)),
        Action::Bury(_) => sj::buries(seat, n),
        Action::CallFriends(calls) => {
            let called: Vec<String> = calls.iter().map(sj::call_text).collect();
            format!("{name}: {}", called.join("; "))
        }
        Action::NextRound => t!("sj-next-round"),
        Action::Pass | Action::Misdeal => t!("replay-chooses", seat = seat, name = name),
    }
}

/// The position after `k` actions of `hand`; `live` is the game now.
pub fn position(hand: &HandReplay<Game>, live: &Game, k: usize) -> Html {
    // A round ends with Next round, which deals the next one: its end is the position
    // before that action.
    let state = match (hand.positions.get(k), hand.positions.last()) {
        (Some(g), _) => g,
        (None, Some(g)) if hand.over => g,
        (None, _) => live,
    };
    let n = state.rules().players as usize;
    let seats =
        (0..n).map(|s| seat_html(s, sj::seat_name(s, n), state.hand(s), hand.over || s == 0));
    // Between two tricks, the one just finished.
    let trick: Vec<String> = state
        .trick()
        .filter(|t| !t.plays.is_empty())
        .or(state.tricks().last())
        .map(|t| {
            t.plays
                .iter()
                .map(|p| format!("{}: {}", sj::seat_name(p.seat, n), card_labels(&p.cards)))
                .collect()
        })
        .unwrap_or_default();
    let did = k
        .checked_sub(1)
        .and_then(|i| hand.actions.get(i))
        .map(|p| action_line(p.seat, &p.action, n));
    position_html(did, html! { { for seats } }, trick)
}
