//! Sheng Ji (升级 / Tractor) rules engine. Specification: shared/rules/shengji.md.

use crate::cards::{Card, Face, Rank, shuffled_deck};

pub mod sim;

/// The four hands of round 1 of the Classic game for `seed` once drawing is over (25 each; the
/// other 8 cards are the kitty), each sorted for display with the trump rank 2 and no trump suit.
pub fn opening_hands(seed: u64) -> Vec<Vec<Card>> {
    let cards = shuffled_deck(2, seed).expect("two packs");
    let mut hands = vec![Vec::new(); 4];
    for (i, c) in cards.into_iter().take(100).enumerate() {
        hands[i % 4].push(c);
    }
    for h in &mut hands {
        h.sort_by_key(|c| std::cmp::Reverse(display_key(c.face, Rank::Two)));
    }
    hands
}

fn display_key(face: Face, level: Rank) -> (u8, u8, u8) {
    match face {
        Face::Joker(j) => (3, j as u8, 0),
        Face::Suited(s, r) if r == level => (2, 4 - s as u8, 0),
        Face::Suited(s, r) => (0, 4 - s as u8, r.value()),
    }
}
