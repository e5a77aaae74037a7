//! How a Sheng Ji position looks in the replay: the table, every seat's cards (only yours while
//! the round is being played), each seat's play of the trick in front of it, and the action
//! that led there.

use yew::prelude::*;

use super::super::replay::{SeatAt, table_html};
use super::super::seat::Shown;
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
    // Between two tricks, the one just finished.
    let trick = state
        .trick()
        .filter(|t| !t.plays.is_empty())
        .or(state.tricks().last());
    let acted = k.checked_sub(1).and_then(|i| hand.actions.get(i));
    let seats: Vec<SeatAt> = (0..n)
        .map(|s| {
            let mut cards = state.hand(s).to_vec();
            state.order().sort(&mut cards);
            let shown = trick
                .and_then(|t| t.plays.iter().find(|p| p.seat == s))
                .map_or(Shown::Nothing, |p| Shown::cards(p.cards.clone()));
            SeatAt {
                seat: s,
                name: sj::seat_name(s, n),
                hand: cards,
                open: hand.over || s == 0,
                shown,
                winning: trick.is_some_and(|t| t.winner == s && t.plays.len() > 1),
                acted: acted.is_some_and(|p| p.seat == s),
            }
        })
        .collect();
    let did = acted.map(|p| action_line(p.seat, &p.action, n));
    table_html(did, &seats)
}
