//! A trick: its lead (split into units), the plays that followed, and who is winning. Also the
//! throw check: a throw stands only if no other hand can beat any of its units.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::Card;

use super::combination::{Unit, groups, higher_unit, partitions};
use super::order::{Order, TRUMP, points_of};
use super::rules::ThrowBeat;

/// The cards one seat put on a trick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub seat: usize,
    pub cards: Vec<Card>,
}

/// A trick in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: usize,
    /// Effective suit of the lead (`order::TRUMP` for trumps).
    pub suit: u8,
    /// The lead's units, largest first.
    pub units: Vec<Unit>,
    /// Plays in order; the first is the lead.
    pub plays: Vec<Play>,
    /// Seat currently winning.
    pub winner: usize,
    /// Effective suit of the winning play.
    pub winning_suit: u8,
    /// Top levels of the winning play's units, aligned with `units`.
    pub winning_tops: Vec<u8>,
}

/// Most ways of reading a play's structure examined when deciding whether it wins.
const PARTITION_CAP: usize = 64;

impl Trick {
    /// A trick led by `leader` with `cards` (one effective suit `suit`, already split into
    /// `units`).
    pub fn new(leader: usize, cards: Vec<Card>, suit: u8, units: Vec<Unit>) -> Trick {
        let tops = units.iter().map(|u| u.top).collect();
        // Room for every play of up to eight players: following never reallocates.
        let mut plays = Vec::with_capacity(8);
        plays.push(Play {
            seat: leader,
            cards,
        });
        Trick {
            leader,
            suit,
            units,
            plays,
            winner: leader,
            winning_suit: suit,
            winning_tops: tops,
        }
    }

    /// Cards every play must have.
    pub fn size(&self) -> usize {
        self.units.iter().map(Unit::size).sum()
    }

    /// Points on the trick.
    pub fn points(&self) -> u32 {
        self.plays.iter().map(|p| points_of(&p.cards)).sum()
    }

    /// Adds a follow (already checked legal) and updates the winner: only a play with exactly
    /// the lead's structure, all in the led suit or all trumps, can win; equal plays lose to the
    /// earlier one.
    pub fn add(&mut self, seat: usize, cards: Vec<Card>, order: &Order, beat: ThrowBeat) {
        if let Some((suit, tops)) = self.beating(&cards, order, beat) {
            self.winner = seat;
            self.winning_suit = suit;
            self.winning_tops = tops;
        }
        self.plays.push(Play { seat, cards });
    }

    /// If `cards` would take the lead: its effective suit and unit tops.
    pub fn beating(&self, cards: &[Card], order: &Order, beat: ThrowBeat) -> Option<(u8, Vec<u8>)> {
        let first = order.esuit(cards.first()?.face);
        if !(first == self.suit || first == TRUMP)
            || cards.iter().any(|c| order.esuit(c.face) != first)
        {
            return None;
        }
        if first != self.winning_suit && first != TRUMP {
            return None;
        }
        let ruff = first == TRUMP && self.winning_suit != TRUMP;
        if let ([u], [c]) = (self.units.as_slice(), cards)
            && u.width == 1
            && u.length == 1
        {
            // A single against a single lead: its level is the only way to read it.
            let tops = [order.level(c.face)];
            return (ruff || self.beats(&tops, &self.winning_tops, beat))
                .then(|| (first, tops.to_vec()));
        }
        let ways = partitions(&self.units, &groups(cards, first, order), PARTITION_CAP);
        ways.into_iter()
            .filter(|tops| ruff || self.beats(tops, &self.winning_tops, beat))
            .max_by_key(|tops| self.key(tops))
            .map(|tops| (first, tops))
    }

    /// Top of the largest unit (the highest among units of the lead's largest shape).
    fn key(&self, tops: &[u8]) -> u8 {
        let Some(first) = self.units.first() else {
            return 0;
        };
        self.units
            .iter()
            .zip(tops)
            .filter(|(u, _)| u.shape() == first.shape())
            .map(|(_, t)| *t)
            .max()
            .unwrap_or(0)
    }

    fn beats(&self, new: &[u8], cur: &[u8], beat: ThrowBeat) -> bool {
        match beat {
            ThrowBeat::LargestUnit => self.key(new) > self.key(cur),
            ThrowBeat::EveryUnit => {
                // Within each shape, strongest against strongest.
                let mut i = 0;
                for run in self.units.chunk_by(|x, y| x.shape() == y.shape()) {
                    let j = i + run.len();
                    let (Some(a), Some(b)) = (new.get(i..j), cur.get(i..j)) else {
                        return false;
                    };
                    let (mut a, mut b) = (a.to_vec(), b.to_vec());
                    crate::cards::sort::sort_by(&mut a, |x, y| x > y);
                    crate::cards::sort::sort_by(&mut b, |x, y| x > y);
                    if a.iter().zip(&b).any(|(x, y)| x <= y) {
                        return false;
                    }
                    i = j;
                }
                true
            }
        }
    }
}

/// Why a throw failed: the smallest unit another hand can beat, who blocks it and with what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blocked {
    /// The unit the thrower must play instead of the throw.
    pub unit: Unit,
    pub blocker: usize,
    /// A unit of the blocker that beats it.
    pub by: Unit,
}

/// Checks a throw (`units.len() > 1`) against the other hands `(seat, hand)`. Returns the
/// smallest beatable unit (fewest cards, then lowest) if any unit can be beaten.
pub fn check_throw(
    units: &[Unit],
    suit: u8,
    others: &[(usize, &[Card])],
    order: &Order,
) -> Option<Blocked> {
    if units.len() < 2 {
        return None;
    }
    let other_groups: Vec<(usize, _)> = others
        .iter()
        .map(|(s, h)| (*s, groups(h, suit, order)))
        .collect();
    units
        .iter()
        .filter_map(|u| {
            other_groups
                .iter()
                .find_map(|(s, g)| higher_unit(g, u).map(|by| (u, *s, by)))
        })
        .min_by_key(|(u, _, _)| (u.size(), u.top))
        .map(|(u, blocker, by)| Blocked {
            unit: u.clone(),
            blocker,
            by,
        })
}
