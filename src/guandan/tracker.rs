//! The card tracker (记牌器): what one seat can count from its own view — the copies of each
//! rank not in its hand and not yet played, the jokers and the wild heart level cards still
//! out, every seat's cards left, and who passed on what in this trick. It reads the
//! [`SeatView`] only, so it never knows more than the seat does.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use super::Seat;
use super::combination::Combination;
use super::game::Turn;
use super::view::SeatView;
use crate::cards::{Face, Joker, Rank, Suit};

/// Copies of each card in the two packs.
const PACKS: u8 = 2;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tracker {
    /// Unseen copies of each rank, in [`Rank::ALL`] order (2 … A), out of 8.
    pub unseen: [u8; 13],
    /// Unseen small and big jokers, out of 2 each.
    pub small_jokers: u8,
    pub big_jokers: u8,
    /// The level being played and its unseen copies (out of 8), wild hearts included.
    pub level: Rank,
    /// Unseen wild cards (the heart level cards), out of 2.
    pub wilds: u8,
    /// Cards left in each seat's hand.
    pub left: [usize; 4],
    /// This trick's passes in order: who passed, and on which play.
    pub passes: Vec<(Seat, Option<Combination>)>,
}

impl Tracker {
    /// Unseen copies of `rank`.
    pub fn unseen_of(&self, rank: Rank) -> u8 {
        self.unseen.get(rank_index(rank)).copied().unwrap_or(0)
    }

    /// Every unseen card: the cards in the other three hands.
    pub fn total(&self) -> usize {
        self.unseen.iter().map(|&n| n as usize).sum::<usize>()
            + (self.small_jokers + self.big_jokers) as usize
    }
}

fn rank_index(rank: Rank) -> usize {
    (rank.value() - 2) as usize
}

/// What `view`'s seat can count.
pub fn tracker(view: &SeatView) -> Tracker {
    let mut unseen = [4 * PACKS; 13];
    let mut jokers = [PACKS; 2];
    let mut wilds = PACKS;
    let wild = Face::Suited(Suit::Hearts, view.level);
    let played = view.history.iter().filter_map(|t| match t {
        Turn::Play(p) => Some(p.cards.iter()),
        Turn::Pass(_) => None,
    });
    for card in view.hand.iter().chain(played.flatten()) {
        match card.face {
            Face::Suited(_, rank) => {
                if let Some(n) = unseen.get_mut(rank_index(rank)) {
                    *n = n.saturating_sub(1);
                }
            }
            Face::Joker(Joker::Small) => jokers[0] = jokers[0].saturating_sub(1),
            Face::Joker(Joker::Big) => jokers[1] = jokers[1].saturating_sub(1),
        }
        if card.face == wild {
            wilds = wilds.saturating_sub(1);
        }
    }
    let mut on_table: Option<Combination> = None;
    let mut passes = Vec::new();
    for turn in &view.trick.turns {
        match turn {
            Turn::Play(p) => on_table = Some(p.reading.combo),
            Turn::Pass(s) => passes.push((*s, on_table)),
        }
    }
    Tracker {
        unseen,
        small_jokers: jokers[0],
        big_jokers: jokers[1],
        level: view.level,
        wilds,
        left: view.card_counts,
        passes,
    }
}
