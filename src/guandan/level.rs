//! Card order at a level: the level order (singles, pairs, triples, full houses, n-of-a-kind
//! bombs), the natural order (sequences), wilds, and the display order.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Joker, MAX_PACKS, Rank, Suit};

/// Strength of a face in level order: 2..=14 for non-level ranks (natural value), 15 for the
/// level rank, 16 small joker, 17 big joker.
pub fn level_value(face: Face, level: Rank) -> u8 {
    match face {
        Face::Joker(Joker::Small) => 16,
        Face::Joker(Joker::Big) => 17,
        Face::Suited(_, r) => rank_level_value(r, level),
    }
}

/// [`level_value`] of a rank.
pub fn rank_level_value(rank: Rank, level: Rank) -> u8 {
    if rank == level { 15 } else { rank.value() }
}

/// The two heart level cards are wild (逢人配).
pub fn is_wild(face: Face, level: Rank) -> bool {
    face == Face::Suited(Suit::Hearts, level)
}

/// The face of the wild cards at `level`.
pub fn wild_face(level: Rank) -> Face {
    Face::Suited(Suit::Hearts, level)
}

/// Sort key for display, strongest first when sorted descending: jokers, then level cards
/// (wilds first among them), then A K Q ... in level order, suits in a fixed order.
pub fn display_key(card: Card, level: Rank) -> (u8, u8, u8) {
    let suit = match card.face {
        Face::Suited(s, _) if s == Suit::Hearts && card.face.rank() == Some(level) => 5,
        Face::Suited(s, _) => 4 - s.index() as u8,
        Face::Joker(_) => 0,
    };
    (level_value(card.face, level), suit, u8::MAX - card.pack)
}

/// Sorts cards for display, strongest first.
pub fn sort_for_display(cards: &mut [Card], level: Rank) {
    crate::cards::sort::sort_by_key(cards, |c| std::cmp::Reverse(display_key(*c, level)));
}

/// [`sort_for_display`] for a dealt hand: placed face by face ([`place_for_display`] reads
/// every face, which beats comparing only for a full hand in any order).
pub(super) fn sort_dealt(cards: &mut [Card], level: Rank) {
    if !place_for_display(cards, level) {
        sort_for_display(cards, level);
    }
}

/// [`sort_for_display`] without comparisons (a hand is sorted at every deal): the copies of
/// each face are marked, then read back face by face in display order, lower packs first.
/// `false` (cards untouched) for cards it cannot place: a pack past the fourth, or the same
/// card twice.
fn place_for_display(cards: &mut [Card], level: Rank) -> bool {
    let mut packs = [0u8; Face::COUNT];
    for card in cards.iter() {
        let bit = 1u8 << card.pack.min(7);
        match packs.get_mut(card.face.index()) {
            Some(p) if card.pack < MAX_PACKS && *p & bit == 0 => *p |= bit,
            _ => return false,
        }
    }
    let mut out = cards.iter_mut();
    let mut emit = |face: Face| {
        let mut bits = packs.get(face.index()).copied().unwrap_or(0);
        while bits != 0 {
            let pack = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            if let Some(dst) = out.next() {
                *dst = Card::new(face, pack);
            }
        }
    };
    // Jokers, the wilds, the other level cards, then A down to 2; suits in display order
    // (the order of `display_key`).
    emit(Face::BIG_JOKER);
    emit(Face::SMALL_JOKER);
    emit(wild_face(level));
    for s in [Suit::Spades, Suit::Clubs, Suit::Diamonds] {
        emit(Face::Suited(s, level));
    }
    for r in Rank::ALL.into_iter().rev().filter(|&r| r != level) {
        for s in Suit::ALL {
            emit(Face::Suited(s, r));
        }
    }
    true
}

/// Serde helpers: a rank as its printed code ("2".."10", "J", "Q", "K", "A").
pub mod rank_code {
    use crate::cards::Rank;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rank: &Rank, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(rank.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Rank, D::Error> {
        let code = String::deserialize(d)?;
        Rank::from_code(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("'{code}' is not a rank")))
    }
}

/// Serde helpers for an optional rank.
pub mod opt_rank_code {
    use crate::cards::Rank;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rank: &Option<Rank>, s: S) -> Result<S::Ok, S::Error> {
        match rank {
            Some(r) => s.serialize_some(r.code()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Rank>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(code) => Rank::from_code(&code)
                .map(Some)
                .ok_or_else(|| serde::de::Error::custom(format!("'{code}' is not a rank"))),
        }
    }
}

/// Serde helpers for the two teams' levels.
pub mod levels_code {
    use crate::cards::Rank;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(levels: &[Rank; 2], s: S) -> Result<S::Ok, S::Error> {
        [levels[0].code(), levels[1].code()].serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Rank; 2], D::Error> {
        let codes = <[String; 2]>::deserialize(d)?;
        let parse = |c: &str| {
            Rank::from_code(c)
                .ok_or_else(|| serde::de::Error::custom(format!("'{c}' is not a rank")))
        };
        Ok([parse(&codes[0])?, parse(&codes[1])?])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::shuffled_deck;

    #[test]
    fn placing_for_display_is_the_sort_by_display_key() {
        for seed in 0..200u64 {
            let deck = shuffled_deck(2, seed).unwrap_or_default();
            let level = Rank::ALL[(seed % 13) as usize];
            let mut hand: Vec<Card> = deck
                .iter()
                .take(27 + (seed % 30) as usize)
                .copied()
                .collect();
            let mut sorted = hand.clone();
            crate::cards::sort::sort_by_key(&mut sorted, |c| {
                std::cmp::Reverse(display_key(*c, level))
            });
            assert!(place_for_display(&mut hand, level));
            assert_eq!(hand, sorted, "seed {seed}");
        }
        // The same card twice is left to the sort.
        let mut twice = vec![Card::new(Face::BIG_JOKER, 1); 2];
        assert!(!place_for_display(&mut twice, Rank::Two));
        sort_dealt(&mut twice, Rank::Two);
        assert_eq!(twice.len(), 2);
    }
}
