//! The card tracker (记牌器) of one seat: the trumps still out, each plain suit's cards still
//! out, the points still out, and the voids each seat has shown by not following. It reads the
//! [`SeatView`] only: the kitty counts as out except for the dealer, who buried it.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use super::order::{TRUMP, points};
use super::view::SeatView;
use crate::cards::Face;

/// Faces of one effective suit still out, strongest first, with their unseen copies.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuitOut {
    pub faces: Vec<(Face, u8)>,
}

impl SuitOut {
    /// Unseen cards of the suit.
    pub fn count(&self) -> usize {
        self.faces.iter().map(|(_, n)| *n as usize).sum()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tracker {
    /// The trumps still out (jokers, level cards, the trump suit), strongest first.
    pub trumps: SuitOut,
    /// The plain suits ♠ ♥ ♣ ♦ (by effective suit index; a no-trump round has all four,
    /// a trump suit's entry is empty).
    pub plain: [SuitOut; 4],
    /// Points (5s, 10s, Ks) in the cards still out.
    pub points_out: u32,
    /// For each seat, the effective suits it has shown void in (`TRUMP` for trumps).
    pub voids: Vec<Vec<u8>>,
}

impl Tracker {
    /// Unseen copies of one face.
    pub fn unseen_of(&self, face: Face) -> u8 {
        self.trumps
            .faces
            .iter()
            .chain(self.plain.iter().flat_map(|s| s.faces.iter()))
            .find(|(f, _)| *f == face)
            .map_or(0, |(_, n)| *n)
    }
}

/// What `view`'s seat can count.
pub fn tracker(view: &SeatView) -> Tracker {
    let order = view.order();
    let mut unseen = [view.rules.decks; 54];
    let played = view
        .tricks
        .iter()
        .chain(view.trick.iter())
        .flat_map(|t| t.plays.iter().flat_map(|p| p.cards.iter()));
    // The dealer buried the kitty: those cards are known too.
    let buried = view
        .buried
        .iter()
        .flatten()
        .filter(|_| view.dealer == Some(view.seat));
    for card in view.hand.iter().chain(played).chain(buried) {
        if let Some(n) = unseen.get_mut(card.face.index()) {
            *n = n.saturating_sub(1);
        }
    }
    let out = |es: u8| SuitOut {
        faces: order
            .faces_of(es)
            .into_iter()
            .map(|f| (f, unseen.get(f.index()).copied().unwrap_or(0)))
            .filter(|(_, n)| *n > 0)
            .collect(),
    };
    let points_out = Face::all()
        .map(|f| points(f) * unseen.get(f.index()).copied().unwrap_or(0) as u32)
        .sum();
    let mut voids = vec![Vec::new(); view.rules.players as usize];
    for trick in view.tricks.iter().chain(view.trick.iter()) {
        for play in trick.plays.iter().skip(1) {
            let off = play.cards.iter().any(|c| order.esuit(c.face) != trick.suit);
            if let Some(v) = voids.get_mut(play.seat)
                && off
                && !v.contains(&trick.suit)
            {
                v.push(trick.suit);
            }
        }
    }
    Tracker {
        trumps: out(TRUMP),
        plain: [out(0), out(1), out(2), out(3)],
        points_out,
        voids,
    }
}
