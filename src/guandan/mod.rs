//! Guan Dan (掼蛋) rules engine. Specification: shared/rules/guandan.md.

use crate::cards::{Card, Face, Rank, shuffled_deck};

pub mod sim;

/// Cards per player.
pub const HAND_SIZE: usize = 27;

/// The four hands of hand 1 for `seed`, each sorted for display (strongest first, at level 2).
pub fn opening_hands(seed: u64) -> [Vec<Card>; 4] {
    let cards = shuffled_deck(2, seed).expect("two packs");
    let mut hands: [Vec<Card>; 4] = Default::default();
    for (i, c) in cards.into_iter().enumerate() {
        hands[i % 4].push(c);
    }
    for h in &mut hands {
        h.sort_by_key(|c| std::cmp::Reverse(display_key(c.face, Rank::Two)));
    }
    hands
}

fn display_key(face: Face, level: Rank) -> (u8, u8) {
    match face {
        Face::Joker(j) => (20 + j as u8, 0),
        Face::Suited(s, r) if r == level => (15, 4 - s as u8),
        Face::Suited(s, r) => (r.value(), 4 - s as u8),
    }
}
