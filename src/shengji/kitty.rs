//! The kitty and what the dealer does around it: fixing the trump from the kitty when nobody bid,
//! the misdeal check, and the Zhao Pengyou friend calls made after burying.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Rank, Suit};

use super::error::{ActionError, FriendFault};
use super::order::{Order, points_of};
use super::rules::{NoBid, Rules};

/// Zhao Pengyou friend call: "the `nth` `face` played". Copies are counted in the order they are
/// played, the dealer's own included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FriendCall {
    pub face: Face,
    pub nth: u8,
}

impl FriendCall {
    /// "the 2nd A♥ played".
    pub fn describe(&self) -> String {
        let suffix = match self.nth {
            1 => "st",
            2 => "nd",
            3 => "rd",
            _ => "th",
        };
        format!("the {}{} {} played", self.nth, suffix, self.face.label())
    }
}

/// Checks the dealer's calls: as many as the rules ask, each for an existing copy, no repeats.
/// Whether the dealer may bury `cards` from `hand`: exactly as many as the kitty, all held.
pub fn check_burial(hand: &[Card], cards: &[Card], rules: &Rules) -> Result<(), ActionError> {
    let k = rules.kitty_size as usize;
    if cards.len() != k {
        return Err(ActionError::WrongCount {
            expected: k,
            got: cards.len(),
        });
    }
    super::hand::check_cards(hand, cards)
}

pub fn check_calls(calls: &[FriendCall], rules: &Rules) -> Result<(), ActionError> {
    let expected = rules.friend_calls();
    if calls.len() != expected {
        return Err(ActionError::WrongFriendCount { expected });
    }
    for (i, c) in calls.iter().enumerate() {
        if c.nth == 0 || c.nth > rules.decks {
            return Err(ActionError::BadFriendCall {
                fault: FriendFault::NoSuchCopy {
                    decks: rules.decks as usize,
                },
            });
        }
        if calls.iter().take(i).any(|x| x == c) {
            return Err(ActionError::BadFriendCall {
                fault: FriendFault::CalledTwice { call: *c },
            });
        }
    }
    Ok(())
}

/// Trump suit when nobody bid in a later round: the kitty cards turned up and the suit
/// (`None` = no-trump), or `None` when the rule is to redeal.
pub fn trump_from_kitty(
    kitty: &[Card],
    rank: Rank,
    rule: NoBid,
) -> Option<(Vec<Card>, Option<Suit>)> {
    match rule {
        NoBid::Redeal => None,
        // A joker means no-trump.
        NoBid::FirstKittyCard => {
            let first = kitty.first().copied();
            Some((first.into_iter().collect(), first.and_then(|c| c.suit())))
        }
        // Turn cards up to the first trump-rank card; failing that, the suit of the highest
        // card turned (jokers ignored, ties: the first turned).
        NoBid::FlipKitty => {
            let mut flips = Vec::new();
            let mut best: Option<Card> = None;
            for &c in kitty {
                flips.push(c);
                if c.rank() == Some(rank) {
                    return Some((flips, c.suit()));
                }
                if c.rank().is_some() && best.is_none_or(|b| c.rank() > b.rank()) {
                    best = Some(c);
                }
            }
            Some((flips, best.and_then(|c| c.suit())))
        }
    }
}

/// A hand with no trumps, or no point cards, may be shown to force a redeal (variant `misdeal`).
pub fn may_show_misdeal(hand: &[Card], order: &Order) -> bool {
    hand.iter().all(|c| !order.is_trump(c.face)) || points_of(hand) == 0
}
