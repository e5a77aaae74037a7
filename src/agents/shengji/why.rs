//! The Hint's one-line reason for a Sheng Ji action, read from the seat's view.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::agents::Why;
use crate::cards::{Card, Rank};
use crate::shengji::combination::{decompose, groups};
use crate::shengji::order::{TRUMP, points_of};
use crate::shengji::{Action, SeatView};

use super::table::Table;

/// Why `action` is a good choice for the view's seat (`None` when there is nothing useful
/// to say).
pub fn why(view: &SeatView, action: &Action) -> Option<Why> {
    match action {
        Action::Bid(_) => Some(Why::StrongestTrump),
        Action::Bury(cards) => burial(view, cards),
        Action::CallFriends(_) => Some(Why::CallsFriends),
        Action::Play(cards) if !cards.is_empty() => play(view, cards),
        _ => None,
    }
}

/// A burial that empties a plain suit makes a void; one without points keeps them safe.
fn burial(view: &SeatView, cards: &[Card]) -> Option<Why> {
    let order = view.order();
    let void = (0..TRUMP).any(|es| {
        let mut in_suit = view.hand.iter().filter(|c| order.esuit(c.face) == es);
        in_suit.clone().next().is_some() && in_suit.all(|c| cards.contains(c))
    });
    if void {
        Some(Why::MakesVoids)
    } else {
        (points_of(cards) == 0).then_some(Why::BuriesWeak)
    }
}

fn play(view: &SeatView, cards: &[Card]) -> Option<Why> {
    let t = Table::new(view);
    let trick = view.trick.as_ref().filter(|tr| !tr.plays.is_empty());
    let points = points_of(cards);
    let Some(trick) = trick else {
        // Leading: a lead of one effective suit nobody else can beat, or a cheap one.
        let es = t.esuit(cards.first()?);
        if cards.iter().all(|c| t.esuit(c) == es) {
            let units = decompose(&groups(cards, es, &t.order), t.width, es);
            if !units.iter().any(|u| t.mem.could_beat(u, &t.others())) {
                return Some(Why::SureWinner);
            }
        }
        // Weak: plain cards below the 10, so no points either.
        let weak = cards.iter().all(|c| {
            !t.is_trump(c) && c.face.rank().is_some_and(|r| r.value() < Rank::Ten.value())
        });
        return weak.then_some(Why::LeadsWeak);
    };
    if trick.winner != view.seat && t.friendly(trick.winner) {
        // With friends called there is no partner across the table: the caller, or a
        // teammate this seat has come to know.
        let winning = if view.rules.friend_calls() == 0 {
            Why::PartnerWinning
        } else if view.dealer == Some(trick.winner) {
            Why::CallerWinning
        } else {
            Why::TeammateWinning
        };
        return Some(if points > 0 { Why::AddsPoints } else { winning });
    }
    // Trumps on a plain suit: "to take the points" only when the trick holds some.
    let ruff = trick.suit != TRUMP && cards.iter().all(|c| t.is_trump(c));
    if ruff {
        return (trick.points() + points > 0).then_some(Why::Ruffs);
    }
    (points == 0).then_some(Why::KeepsPoints)
}
