//! A player's hand as actions touch it: checking the cards an action names, and taking them out.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, find_card};

use super::error::ActionError;

/// Checks a selection: not empty, no card twice, all in `hand`.
pub(crate) fn check_cards(hand: &[Card], cards: &[Card]) -> Result<(), ActionError> {
    card_places(hand, cards).map(|_| ())
}

/// Where each of `cards` is in `hand`, once they are checked: some cards, distinct, all held.
/// (Playing needs both the check and the places: one search per card does both.)
pub(super) fn card_places(hand: &[Card], cards: &[Card]) -> Result<Vec<usize>, ActionError> {
    if cards.is_empty() {
        return Err(ActionError::NoCards);
    }
    let mut places = Vec::with_capacity(cards.len());
    for (i, c) in cards.iter().enumerate() {
        if cards.iter().take(i).any(|x| x == c) {
            return Err(ActionError::DuplicateCard { card: *c });
        }
        let Some(at) = find_card(hand, *c) else {
            return Err(ActionError::NotInHand { card: *c });
        };
        places.push(at);
    }
    Ok(places)
}

/// Removes the cards at `places` (distinct places in `hand`), keeping the hand's order.
pub(super) fn remove_places(hand: &mut Vec<Card>, mut places: Vec<usize>) {
    crate::cards::sort::sort_by(&mut places, |a, b| a > b);
    for at in places {
        if at < hand.len() {
            hand.remove(at);
        }
    }
}
