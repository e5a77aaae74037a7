//! The hand as the move generator reads it ([`HandIndex`]: counts, physical copies, the order
//! cards are taken in), a legal play ([`Move`]) and the same built on the stack ([`Candidate`]).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Inline, Rank, Suit};

use super::combination::{Combination, Counts, WildUse, seq_rank};
use super::level::wild_face;
use super::rules::Rules;
use super::tally::{any_bombs, bombs_after, five_in_a_row};

/// One legal play: the combination, the cards of the default choice and what their wilds
/// stand for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub combo: Combination,
    pub cards: Vec<Card>,
    pub wilds: Vec<WildUse>,
}

/// The cards of one play (a combination has at most 10).
pub type PlayCards = Inline<Card, 10>;
/// What the wilds of one play stand for.
pub(super) type Fill = Inline<Face, 10>;
pub type WildUses = Inline<WildUse, 10>;

const NO_CARD: Card = Card {
    face: Face::BIG_JOKER,
    pack: 0,
};
const NO_WILD: WildUse = WildUse {
    card: NO_CARD,
    stands_for: Face::BIG_JOKER,
};

/// Each seat's [`HandIndex`] as the game keeps it between turns (random play reads a hand far
/// more often than it changes), with the count of its bombs of each kind ([`any_bombs`]: every
/// follow of a plain play counts them). Derived from the hands, the level and the rules, so
/// never saved and never compared: `None` where a hand changed without being indexed again,
/// read from the hand then.
#[derive(Clone, Debug, Default)]
pub(super) struct HandIndexes([Option<Kept>; 4]);

/// What the game keeps of one hand: its index and its bombs of each kind.
pub(super) type Kept = (HandIndex, [usize; 3]);

impl PartialEq for HandIndexes {
    fn eq(&self, _: &HandIndexes) -> bool {
        true
    }
}

impl Eq for HandIndexes {}

impl HandIndexes {
    /// `seat`'s index and bomb counts, if kept.
    pub(super) fn of(&self, seat: usize) -> Option<&Kept> {
        self.0.get(seat).and_then(Option::as_ref)
    }

    /// What is kept of `hand`.
    pub(super) fn read(hand: &[Card], level: Rank, rules: &Rules) -> Kept {
        let index = HandIndex::new(hand, level);
        let bombs = any_bombs(&index.c, level, rules);
        (index, bombs)
    }

    pub(super) fn index(&mut self, seat: usize, hand: &[Card], level: Rank, rules: &Rules) {
        if let Some(slot) = self.0.get_mut(seat) {
            *slot = Some(HandIndexes::read(hand, level, rules));
        }
    }

    /// `seat`'s kept index after it played `cards` (they were checked to be held), or a new
    /// one read from `hand` (the hand after the play) when none was kept.
    pub(super) fn played(
        &mut self,
        seat: usize,
        cards: &[Card],
        hand: &[Card],
        level: Rank,
        rules: &Rules,
    ) {
        let Some(slot) = self.0.get_mut(seat) else {
            return;
        };
        match slot {
            Some((index, bombs)) => {
                let mut faces = Fill::new(Face::BIG_JOKER);
                for &card in cards {
                    // Only cards the index holds come out of its counts.
                    if index.take_out(card) {
                        faces.push(card.face);
                    }
                }
                *bombs = bombs_after(&mut index.c, faces.as_slice(), *bombs, level, rules);
            }
            None => *slot = Some(HandIndexes::read(hand, level, rules)),
        }
    }

    /// `seat`'s kept index after `card` came into its hand (a tribute or a return), or a new
    /// one read from `hand` (the hand after it) when none was kept.
    pub(super) fn received(
        &mut self,
        seat: usize,
        card: Card,
        hand: &[Card],
        level: Rank,
        rules: &Rules,
    ) {
        let Some(slot) = self.0.get_mut(seat) else {
            return;
        };
        if let Some((index, bombs)) = slot
            && index.take_in(card)
        {
            index.c.add(card.face, level);
            *bombs = any_bombs(&index.c, level, rules);
        } else {
            *slot = Some(HandIndexes::read(hand, level, rules));
        }
    }

    pub(super) fn forget(&mut self) {
        self.0 = Default::default();
    }
}

/// The cards of one play from a slice; `None` when there are more than any play has.
pub fn play_cards(cards: &[Card]) -> Option<PlayCards> {
    (cards.len() <= PlayCards::CAPACITY).then(|| {
        let mut out = PlayCards::new(NO_CARD);
        cards.iter().for_each(|&c| out.push(c));
        out
    })
}

/// Serde for [`PlayCards`] written as a list of cards, as a `Vec` is (saves keep their shape).
pub(super) mod play_cards_serde {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use super::{Card, PlayCards, play_cards};

    pub fn serialize<S: Serializer>(cards: &PlayCards, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(cards.as_slice())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<PlayCards, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        play_cards(&cards).ok_or_else(|| D::Error::custom("a play of more than 10 cards"))
    }
}

/// A [`Move`] held on the stack.
#[derive(Clone, Copy, Debug)]
pub struct Candidate {
    pub combo: Combination,
    pub cards: PlayCards,
    pub wilds: WildUses,
}

impl Candidate {
    pub(super) fn empty(combo: Combination) -> Candidate {
        Candidate {
            combo,
            cards: PlayCards::new(NO_CARD),
            wilds: WildUses::new(NO_WILD),
        }
    }

    pub(super) fn of(m: &Move) -> Candidate {
        let mut c = Candidate::empty(m.combo);
        m.cards.iter().for_each(|&x| c.cards.push(x));
        m.wilds.iter().for_each(|&w| c.wilds.push(w));
        c
    }

    pub fn to_move(&self) -> Move {
        Move {
            combo: self.combo,
            cards: self.cards.as_slice().to_vec(),
            wilds: self.wilds.as_slice().to_vec(),
        }
    }
}

/// The hand as counts, physical copies per face, and a preferred suit order per rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct HandIndex {
    pub(super) c: Counts,
    /// Bit p set: the copy of pack p (0..8) is in the hand.
    packs: [u8; 54],
    pub(super) wild: Face,
}

impl HandIndex {
    pub(super) fn new(hand: &[Card], level: Rank) -> HandIndex {
        let mut packs = [0u8; 54];
        let mut c = Counts::new(std::iter::empty(), level);
        for card in hand {
            let bit = 1u8.checked_shl(card.pack as u32).unwrap_or(0);
            let Some(p) = packs.get_mut(card.face.index()) else {
                continue;
            };
            // Each physical card counts once (a repeated card, or a pack index past 7 that no
            // deck has, is ignored).
            if bit != 0 && *p & bit == 0 {
                *p |= bit;
                c.add(card.face, level);
            }
        }
        let wild = wild_face(level);
        HandIndex { c, packs, wild }
    }

    /// Takes `card`'s copy out of the index's physical cards: whether it was there (its
    /// counts are the caller's to change).
    fn take_out(&mut self, card: Card) -> bool {
        let bit = 1u8.checked_shl(u32::from(card.pack)).unwrap_or(0);
        match self.packs.get_mut(card.face.index()) {
            Some(p) if bit != 0 && *p & bit != 0 => {
                *p &= !bit;
                true
            }
            _ => false,
        }
    }

    /// Adds `card`'s copy to the index's physical cards: whether it was not there yet (its
    /// counts are the caller's to change).
    fn take_in(&mut self, card: Card) -> bool {
        let bit = 1u8.checked_shl(u32::from(card.pack)).unwrap_or(0);
        match self.packs.get_mut(card.face.index()) {
            Some(p) if bit != 0 && *p & bit == 0 => {
                *p |= bit;
                true
            }
            _ => false,
        }
    }

    /// The sequence positions (bits v; 1 and 14 for the ace) of the natural `suit` cards that
    /// are in a straight flush the hand holds without wilds (any top from 5 to the ace).
    fn in_flush(&self, suit: Suit) -> u16 {
        let r = self.c.runs.get(suit.index()).copied().unwrap_or(0);
        // Bit lo: positions lo..=lo+4 all held; lo from 1 to 10 (10-A).
        let full = five_in_a_row(r) & 0b111_1111_1110;
        full | full << 1 | full << 2 | full << 3 | full << 4
    }

    /// The suits (bit per suit index) whose natural cards at sequence position `v` (2..=14)
    /// are in a straight flush the hand holds without wilds: their cards are taken last, so
    /// flushes are broken last.
    fn flushed_suits(&self, v: u8) -> u8 {
        let mask: u16 = if v == 14 { 1 << 14 | 1 << 1 } else { 1 << v };
        // Usually no suit holds five in a row.
        if self.c.runs.iter().all(|&r| five_in_a_row(r) == 0) {
            return 0;
        }
        Suit::ALL.iter().fold(0, |bits, &s| {
            bits | u8::from(self.in_flush(s) & mask != 0) << s.index()
        })
    }

    /// Bit p set: pack p's copy of `face` is in the hand.
    pub(super) fn packs_of(&self, face: Face) -> u8 {
        self.packs.get(face.index()).copied().unwrap_or(0)
    }

    pub(super) fn take_face(&self, face: Face, n: u8, out: &mut PlayCards) -> u8 {
        let mut taken = 0;
        let mut bits = self.packs_of(face);
        while bits != 0 && taken < n {
            let p = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            out.push(Card::new(face, p));
            taken += 1;
        }
        taken
    }

    /// `n` natural cards at sequence position `v`, preferred suits first: suits outside a
    /// straight flush held without wilds, then those inside, each in suit order.
    pub(super) fn take_rank(&self, v: u8, n: u8, out: &mut PlayCards) {
        let mut left = n;
        let v = if v <= 1 { 14 } else { v.min(14) };
        let r = seq_rank(v);
        let flushed = self.flushed_suits(v);
        for last in [false, true] {
            for s in Suit::ALL {
                let face = Face::Suited(s, r);
                if left == 0 {
                    return;
                }
                if (flushed >> s.index() & 1 == 1) == last && face != self.wild {
                    left -= self.take_face(face, left, out);
                }
            }
            if flushed == 0 {
                return;
            }
        }
    }

    pub(super) fn take_wilds(
        &self,
        stands_for: &[Face],
        cards: &mut PlayCards,
        wilds: &mut WildUses,
    ) {
        let mut bits = self.packs_of(self.wild);
        for &f in stands_for {
            if bits == 0 {
                break;
            }
            let p = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let card = Card::new(self.wild, p);
            cards.push(card);
            wilds.push(WildUse {
                card,
                stands_for: f,
            });
        }
    }

    /// Physical cards for a multiset of natural faces plus `wilds` wild cards.
    pub(super) fn materialise(&self, faces: &[Face], wilds: u8) -> Vec<Card> {
        let mut out = PlayCards::new(NO_CARD);
        let mut used = [0u8; 54];
        for &f in faces {
            let Some(k) = used.get_mut(f.index()) else {
                continue;
            };
            let mut bits = self.packs_of(f);
            for _ in 0..*k {
                bits &= bits.wrapping_sub(1);
            }
            if bits != 0 {
                out.push(Card::new(f, bits.trailing_zeros() as u8));
                *k += 1;
            }
        }
        self.take_face(self.wild, wilds, &mut out);
        out.as_slice().to_vec()
    }
}
