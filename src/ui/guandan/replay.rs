//! How a Guan Dan position looks in the replay: the table, every seat's cards (only yours while
//! the hand is being played), each seat's play of the trick in front of it (in the order its
//! combination reads, each wild where it stands in), and the action that led there.

use yew::prelude::*;

use super::super::replay::{SeatAt, table_html};
use super::super::seat::Shown;
use super::super::strings;
use super::super::strings::card_labels;
use super::log::play_text;
use crate::driver::record::HandReplay;
use crate::guandan::game::{TrickPlay, Turn};
use crate::guandan::{Action, Event, Game, sort_for_display};

/// What a seat did, in a line (`played`: the play as the engine read it).
fn action_line(seat: usize, action: &Action, played: Option<&TrickPlay>) -> String {
    match (action, played) {
        (Action::Play { .. }, Some(p)) => strings::log_play(seat, &play_text(p)),
        (Action::Play { cards, .. }, None) => {
            format!("{}: {}", strings::seat_name(seat), card_labels(cards))
        }
        (Action::Pass, _) => strings::log_pass(seat),
        (Action::PayTribute { card }, _) => strings::paid_waiting(seat, card.face),
        (Action::ReturnTribute { card }, _) => {
            t!(
                "replay-gives",
                seat = seat % 4,
                name = strings::seat_name(seat),
                card = strings::face_label(card.face)
            )
        }
        _ => t!(
            "replay-chooses",
            seat = seat % 4,
            name = strings::seat_name(seat)
        ),
    }
}

/// The position after `k` actions of `hand`; `live` is the game now (the position after the
/// last action of a hand still being played).
pub fn position(hand: &HandReplay<Game>, live: &Game, k: usize) -> Html {
    // After a hand's last action the next hand is dealt: its end is drawn from the position
    // before that action, with the last play taken out of the player's hand.
    let (state, last) = match (hand.positions.get(k), hand.positions.last()) {
        (Some(g), _) => (g, None),
        (None, Some(g)) if hand.over => (g, hand.actions.last()),
        (None, _) => (live, None),
    };
    let view = state.view(0);
    // The action that led here, applied again to the position before it: its events give the
    // play as read and tell whether it ended the trick.
    let before = k
        .checked_sub(1)
        .and_then(|i| Some((hand.positions.get(i)?, hand.actions.get(i)?)));
    let events = before
        .and_then(|(g, p)| g.clone().apply(p.seat, p.action.clone()).ok())
        .unwrap_or_default();
    let played = events.iter().find_map(|e| match e {
        Event::Played(p) => Some(p),
        _ => None,
    });
    let ended = events
        .iter()
        .any(|e| matches!(e, Event::TrickWon { .. } | Event::HandEnded(_)));
    // The trick on the table and who is taking it; at the step that ends a trick, that trick
    // whole with its winner (the table clears it only with the next lead).
    let (turns, winner) = match before {
        Some((g, p)) if ended => {
            let mut turns = g.view(0).trick.turns;
            turns.push(match played {
                Some(tp) => Turn::Play(tp.clone()),
                None => Turn::Pass(p.seat),
            });
            let won = events.iter().find_map(|e| match e {
                Event::TrickWon { seat, .. } => Some(*seat),
                _ => None,
            });
            (turns, won.or(played.map(|tp| tp.seat)))
        }
        _ => (
            view.trick.turns.clone(),
            view.trick.last.as_ref().map(|p| p.seat),
        ),
    };
    let seats: Vec<SeatAt> = state
        .hands()
        .iter()
        .enumerate()
        .map(|(s, cards)| {
            let mut cards = cards.clone();
            if let Some(p) = last.filter(|p| p.seat == s)
                && let Action::Play { cards: played, .. } = &p.action
            {
                cards.retain(|c| !played.contains(c));
            }
            sort_for_display(&mut cards, view.level);
            let shown = super::shown(&turns, s);
            SeatAt {
                seat: s,
                name: strings::seat_name(s),
                hand: cards,
                open: hand.over || s == 0,
                winning: winner == Some(s) && matches!(shown, Shown::Play { .. }),
                shown,
                acted: before.is_some_and(|(_, p)| p.seat == s),
            }
        })
        .collect();
    let did = before.map(|(_, p)| action_line(p.seat, &p.action, played));
    table_html(did, &seats)
}
