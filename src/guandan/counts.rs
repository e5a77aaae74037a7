//! A hand or a play counted at a level: how many of each face, of each natural rank, wilds,
//! jokers, suits and sequence positions. Every reading and count of combinations starts here
//! (split from `combination.rs`, which reads plays from it).

use crate::cards::{Card, Face, Rank, Suit};

use super::level::is_wild;

/// Compact multiset of cards at a level: natural faces (wilds excluded), naturals per rank,
/// wilds, jokers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Counts {
    pub face: [u8; 54],
    /// Natural suited cards per natural value (index 2..=14).
    pub rank: [u8; 15],
    pub wilds: u8,
    pub jokers: u8,
    /// Suits present among natural suited cards (bit = suit index).
    pub suits: u8,
    /// Per suit, the sequence positions of its natural cards (bit v; an ace sets 14 and 1).
    pub runs: [u16; 4],
    pub total: u16,
    /// Bit v (2..=14) of `ge[k]`: at least k + 1 natural suited cards of natural value v
    /// (counting plays from masks, not rank by rank).
    pub ge: [u16; 8],
}

impl Counts {
    pub fn new<'a>(cards: impl IntoIterator<Item = &'a Card>, level: Rank) -> Counts {
        let mut c = Counts {
            face: [0; 54],
            rank: [0; 15],
            wilds: 0,
            jokers: 0,
            suits: 0,
            runs: [0; 4],
            total: 0,
            ge: [0; 8],
        };
        for card in cards {
            c.add(card.face, level);
        }
        c
    }

    pub fn add(&mut self, face: Face, level: Rank) {
        self.total = self.total.saturating_add(1);
        if is_wild(face, level) {
            self.wilds = self.wilds.saturating_add(1);
            return;
        }
        self.add_natural(face);
    }

    /// Counts `face` as a natural card (not in `total`).
    pub(crate) fn add_natural(&mut self, face: Face) {
        if let Some(n) = self.face.get_mut(face.index()) {
            *n = n.saturating_add(1);
        }
        match face {
            Face::Joker(_) => self.jokers = self.jokers.saturating_add(1),
            Face::Suited(s, r) => {
                let v = r.value();
                if let Some(n) = self.rank.get_mut(v as usize) {
                    *n = n.saturating_add(1);
                    if let Some(g) = self.ge.get_mut(usize::from(*n) - 1) {
                        *g |= 1 << v;
                    }
                }
                self.mark(s, r);
            }
        }
    }

    /// Takes one card of `face` out (it must be counted: a hand's cards as they are played).
    pub fn remove(&mut self, face: Face, level: Rank) {
        self.total = self.total.saturating_sub(1);
        if is_wild(face, level) {
            self.wilds = self.wilds.saturating_sub(1);
            return;
        }
        let Some(n) = self.face.get_mut(face.index()) else {
            return;
        };
        *n = n.saturating_sub(1);
        let gone = *n == 0;
        match face {
            Face::Joker(_) => self.jokers = self.jokers.saturating_sub(1),
            Face::Suited(s, r) => {
                let v = r.value();
                if let Some(n) = self.rank.get_mut(v as usize) {
                    if let Some(g) = self.ge.get_mut(usize::from(*n).wrapping_sub(1)) {
                        *g &= !(1 << v);
                    }
                    *n = n.saturating_sub(1);
                }
                if gone && let Some(run) = self.runs.get_mut(s.index()) {
                    let ace_low = if r == Rank::Ace { 1 << 1 } else { 0 };
                    *run &= !(1 << v | ace_low);
                    if *run == 0 {
                        self.suits &= !(1 << s.index());
                    }
                }
            }
        }
    }

    /// Ranks (bits v, 2..=14) holding at least `n` natural suited cards (`n` from 1 to 8; none
    /// past 8).
    pub fn ranks_with(&self, n: u8) -> u16 {
        self.ge.get(usize::from(n.max(1)) - 1).copied().unwrap_or(0)
    }

    /// Sequence positions (bits v; 1 is the low ace) holding at least `n` naturals (1 to 8).
    pub fn positions_with(&self, n: u8) -> u16 {
        let m = self.ranks_with(n);
        m | (m >> 13 & 0b10)
    }

    pub(crate) fn mark(&mut self, s: Suit, r: Rank) {
        self.suits |= 1 << s.index();
        let ace_low = if r == Rank::Ace { 1 << 1 } else { 0 };
        if let Some(run) = self.runs.get_mut(s.index()) {
            *run |= 1 << r.value() | ace_low;
        }
    }

    /// Natural cards of `face` (wilds are not counted under their face).
    pub fn of(&self, face: Face) -> u8 {
        self.face.get(face.index()).copied().unwrap_or(0)
    }

    /// Natural suited cards of `rank`.
    pub fn of_rank(&self, rank: Rank) -> u8 {
        self.rank.get(rank.value() as usize).copied().unwrap_or(0)
    }

    pub fn naturals(&self) -> u16 {
        self.total - self.wilds as u16 - self.jokers as u16
    }

    /// Natural count at a sequence position (1 is the low ace).
    pub fn at(&self, v: u8) -> u8 {
        let i = if v == 1 { 14 } else { v as usize };
        self.rank.get(i).copied().unwrap_or(0)
    }

    pub fn at_suit(&self, suit: Suit, v: u8) -> u8 {
        self.of(Face::Suited(suit, seq_rank(v)))
    }

    /// The only rank of the natural suited cards, if there is exactly one.
    pub(crate) fn single_rank(&self) -> Option<Rank> {
        let mut found = None;
        for r in Rank::ALL {
            if self.of_rank(r) > 0 {
                if found.is_some() {
                    return None;
                }
                found = Some(r);
            }
        }
        found
    }
}

/// The rank at a sequence position (1 is the low ace).
pub(crate) fn seq_rank(v: u8) -> Rank {
    Rank::from_value(if v <= 1 { 14 } else { v.min(14) }).unwrap_or(Rank::Ace)
}
