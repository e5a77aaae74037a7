//! How a Guan Dan position looks in the replay: every seat's cards (only yours while the hand
//! is being played), the trick on the table, and the action that led there.

use yew::prelude::*;

use super::super::replay::{position_html, seat_html};
use super::super::strings;
use super::super::strings::card_labels;
use crate::driver::record::HandReplay;
use crate::guandan::game::Turn;
use crate::guandan::{Action, Game, sort_for_display};

/// What a seat did, in a line.
fn action_line(seat: usize, action: &Action) -> String {
    match action {
        Action::Play { cards, .. } => {
            format!("{}: {}", strings::seat_name(seat), card_labels(cards))
        }
        Action::Pass => strings::log_pass(seat),
        Action::PayTribute { card } => strings::paid_waiting(seat, card.face),
        Action::ReturnTribute { card } => {
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
    // before that action, with the last play taken from the hand and put on the table.
    let (state, last) = match (hand.positions.get(k), hand.positions.last()) {
        (Some(g), _) => (g, None),
        (None, Some(g)) if hand.over => (g, hand.actions.last()),
        (None, _) => (live, None),
    };
    let view = state.view(0);
    let seats = state.hands().iter().enumerate().map(|(s, cards)| {
        let mut cards = cards.clone();
        if let Some(p) = last.filter(|p| p.seat == s)
            && let Action::Play { cards: played, .. } = &p.action
        {
            cards.retain(|c| !played.contains(c));
        }
        sort_for_display(&mut cards, view.level);
        seat_html(s, strings::seat_name(s), &cards, hand.over || s == 0)
    });
    let mut trick: Vec<String> = view
        .trick
        .turns
        .iter()
        .map(|t| match t {
            Turn::Play(p) => format!(
                "{}: {}",
                strings::seat_name(p.seat),
                strings::play_line(&p.reading.combo, &p.cards)
            ),
            Turn::Pass(s) => strings::log_pass(*s),
        })
        .collect();
    if let Some(p) = last {
        trick.push(action_line(p.seat, &p.action));
    }
    let did = k
        .checked_sub(1)
        .and_then(|i| hand.actions.get(i))
        .map(|p| action_line(p.seat, &p.action));
    position_html(did, html! { { for seats } }, trick)
}
