//! Combinations: the 7 ordinary types and the bombs, every legal reading of a set of cards at a
//! level (with what each wild stands for), and the comparison of two plays.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;
use std::ops::RangeInclusive;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{Card, Face, Joker, Rank, Suit};

use super::level::{is_wild, level_value, rank_level_value, wild_face};
use super::rules::Rules;

pub(crate) use super::counts::{Counts, seq_rank};

/// The card that ranks a combination: the common rank of singles, pairs, triples, full houses
/// (the triple) and n-of-a-kind bombs; the highest natural card of sequences (an A-low straight
/// is ranked by its 5); a joker for joker singles and pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Top {
    Rank(Rank),
    Joker(Joker),
}

impl Top {
    /// Short code: "2".."10", "J", "Q", "K", "A", "BJ" (small joker), "RJ" (big joker).
    pub fn code(self) -> &'static str {
        match self {
            Top::Rank(r) => r.code(),
            Top::Joker(Joker::Small) => "BJ",
            Top::Joker(Joker::Big) => "RJ",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Top::Rank(r) => r.code(),
            Top::Joker(Joker::Small) => "small joker",
            Top::Joker(Joker::Big) => "big joker",
        }
    }

    /// "8s", "As", "small jokers": for "pair of 8s".
    fn plural(self) -> String {
        match self {
            Top::Rank(r) => format!("{}s", r.code()),
            Top::Joker(_) => format!("{}s", self.label()),
        }
    }

    fn from_code(code: &str) -> Option<Top> {
        match code {
            "BJ" => Some(Top::Joker(Joker::Small)),
            "RJ" => Some(Top::Joker(Joker::Big)),
            other => Rank::from_code(other).map(Top::Rank),
        }
    }
}

impl Serialize for Top {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Top {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Top, D::Error> {
        let code = String::deserialize(d)?;
        Top::from_code(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("'{code}' is not a rank or joker")))
    }
}

/// The type of a combination. Bombs are the last three kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ComboType {
    Single,
    Pair,
    Triple,
    FullHouse,
    Straight,
    /// Three consecutive pairs (三连对).
    Tube,
    /// Two consecutive triples (钢板).
    Plate,
    /// n cards of one rank, 4 <= n <= 10.
    Bomb,
    StraightFlush,
    FourJokers,
}

/// What a play is: type, number of cards and rank. Two plays compare only through
/// [`Combination::beats`], which needs the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Combination {
    pub kind: ComboType,
    pub len: u8,
    pub top: Top,
}

impl Combination {
    pub fn new(kind: ComboType, len: u8, top: Top) -> Combination {
        Combination { kind, len, top }
    }

    pub fn is_bomb(&self) -> bool {
        matches!(
            self.kind,
            ComboType::Bomb | ComboType::StraightFlush | ComboType::FourJokers
        )
    }

    /// Order of bomb types: 4 < 5 < straight flush < 6 < 7 < 8 < 9 < 10 < four jokers.
    pub fn bomb_class(&self) -> Option<u8> {
        match self.kind {
            // (A hand-made bomb of fewer than 4 cards counts as a 4-card bomb, never panics.)
            ComboType::Bomb if self.len <= 5 => Some(self.len.saturating_sub(4)),
            ComboType::Bomb => Some(self.len.saturating_sub(3)),
            ComboType::StraightFlush => Some(2),
            ComboType::FourJokers => Some(8),
            _ => None,
        }
    }

    /// Sequences are ranked in natural order, everything else in level order.
    pub fn is_sequence(&self) -> bool {
        matches!(
            self.kind,
            ComboType::Straight | ComboType::Tube | ComboType::Plate | ComboType::StraightFlush
        )
    }

    /// Rank within the type: natural value of the top card for sequences, level value
    /// otherwise.
    pub fn key(&self, level: Rank) -> u8 {
        match self.top {
            Top::Rank(r) if self.is_sequence() => r.value(),
            Top::Rank(r) => rank_level_value(r, level),
            Top::Joker(j) => level_value(Face::Joker(j), level),
        }
    }

    /// Whether this play may be played over `other` at `level`: same type and length and
    /// strictly higher, or a bomb over a non-bomb, or a higher bomb. Equal never beats.
    pub fn beats(&self, other: &Combination, level: Rank) -> bool {
        match (self.bomb_class(), other.bomb_class()) {
            (Some(a), Some(b)) => (a, self.key(level)) > (b, other.key(level)),
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => {
                self.kind == other.kind
                    && self.len == other.len
                    && self.key(level) > other.key(level)
            }
        }
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.top.label();
        let ts = self.top.plural();
        match self.kind {
            ComboType::Single => write!(f, "single {t}"),
            ComboType::Pair => write!(f, "pair of {ts}"),
            ComboType::Triple => write!(f, "triple of {ts}"),
            ComboType::FullHouse => write!(f, "full house with three {ts}"),
            ComboType::Straight => write!(f, "straight up to {t}"),
            ComboType::Tube => write!(f, "three pairs up to {t}"),
            ComboType::Plate => write!(f, "two triples up to {t}"),
            ComboType::Bomb => write!(f, "{}-card bomb of {ts}", self.len),
            ComboType::StraightFlush => write!(f, "straight flush up to {t}"),
            ComboType::FourJokers => f.write_str("four jokers"),
        }
    }
}

/// What one wild card of a play stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WildUse {
    pub card: Card,
    /// The card it replaces; a wild keeps hearts as its suit unless the play needs another
    /// (straight flush of another suit, or a straight that would otherwise be all hearts).
    pub stands_for: Face,
}

/// One legal reading of a set of cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reading {
    pub combo: Combination,
    /// One entry per wild card in the set (standing for itself where that is what it does).
    pub wilds: Vec<WildUse>,
}

impl Reading {
    /// `cards` (the play read) in the order the combination reads, for display: a sequence
    /// from its low end (the ace first in an A-low one), a full house's triple then its pair,
    /// other kinds naturals first; each wild where the card it stands for would be.
    pub fn display_order(&self, cards: &[Card]) -> Vec<Card> {
        let mut wilds: Vec<&WildUse> = self.wilds.iter().collect();
        let mut keyed: Vec<((u8, bool), Card)> = cards
            .iter()
            .map(|&card| {
                // (Two copies of one wild each take one use.)
                let stands = wilds
                    .iter()
                    .position(|w| w.card == card)
                    .map(|i| wilds.swap_remove(i).stands_for);
                let place = self.place_of(stands.unwrap_or(card.face));
                ((place, stands.is_some()), card)
            })
            .collect();
        // Stable: cards in the same place keep the order they came in.
        crate::cards::sort::sort_by_key(&mut keyed, |(key, _)| *key);
        keyed.into_iter().map(|(_, card)| card).collect()
    }

    /// Where a card counting as `face` goes: its position in a sequence (1 for an A-low ace),
    /// else 0 for the ranking group (a full house's triple) and 1 for the rest (its pair).
    fn place_of(&self, face: Face) -> u8 {
        match (face, self.combo.top) {
            (Face::Suited(_, r), Top::Rank(top)) if self.combo.is_sequence() => {
                if r == Rank::Ace && top != Rank::Ace {
                    1
                } else {
                    r.value()
                }
            }
            (Face::Suited(_, r), Top::Rank(top)) => u8::from(r != top),
            (Face::Joker(j), Top::Joker(top)) => u8::from(j != top),
            _ => 1,
        }
    }
}

#[cfg(test)]
#[path = "display_order_tests.rs"]
mod display_order_tests;

/// Lowest top card of a sequence of `len` groups.
pub(crate) fn lowest_top(len: u8, rules: &Rules) -> u8 {
    if rules.ace_low_sequences {
        len
    } else {
        len + 1
    }
}

/// Every legal reading of `cards` at `level`, strongest first. Empty when the cards form no
/// combination. Several readings exist only with wilds; the player then chooses.
pub fn readings(cards: &[Card], level: Rank, rules: &Rules) -> Vec<Reading> {
    let mut found = found_readings(cards, level, rules, None).all;
    crate::cards::sort::sort_by_key(&mut found, |(c, _)| {
        std::cmp::Reverse((c.bomb_class(), c.key(level), c.kind))
    });
    found.dedup_by_key(|(c, _)| *c);
    found
        .into_iter()
        .map(|(combo, fill)| reading(cards, level, combo, fill))
        .collect()
}

/// The reading of `cards` as `combo`, if it is one of [`readings`] (the same wilds): what a
/// play that names its combination is checked with, without listing every other reading.
pub fn reading_as(
    cards: &[Card],
    combo: &Combination,
    level: Rank,
    rules: &Rules,
) -> Option<Reading> {
    if usize::from(combo.len) != cards.len() {
        return None;
    }
    if let [a] = cards {
        return Some(lone_reading(*a, level))
            .filter(|(c, _)| c == combo)
            .map(|(combo, fill)| reading(cards, level, combo, fill));
    }
    if let [a, b] = cards {
        return pair_reading(*a, *b, level)
            .filter(|(c, _)| c == combo)
            .map(|(combo, fill)| reading(cards, level, combo, fill));
    }
    found_readings(cards, level, rules, Some(combo))
        .first
        .map(|(combo, fill)| reading(cards, level, combo, fill))
}

/// The one reading of a single card, as [`combos_of`] finds it (checking a play of one or two
/// cards, the most common, needs no counts): a wild stands for a level card.
fn lone_reading(card: Card, level: Rank) -> (Combination, Vec<Face>) {
    let own = wild_face(level);
    let (top, fill) = match card.face {
        f if f == own => (Top::Rank(level), vec![own]),
        Face::Joker(j) => (Top::Joker(j), vec![]),
        Face::Suited(_, r) => (Top::Rank(r), vec![]),
    };
    (Combination::new(ComboType::Single, 1, top), fill)
}

/// The reading of two cards, as [`combos_of`] finds it: two equal jokers, two wilds (a pair of
/// level cards), or one rank with a wild standing for its heart. Reading the wilds as naturals
/// first gives the same pair.
fn pair_reading(a: Card, b: Card, level: Rank) -> Option<(Combination, Vec<Face>)> {
    let own = wild_face(level);
    let pair = |top| Combination::new(ComboType::Pair, 2, top);
    match (a.face, b.face) {
        (Face::Joker(x), Face::Joker(y)) => (x == y).then(|| (pair(Top::Joker(x)), vec![])),
        (Face::Joker(_), _) | (_, Face::Joker(_)) => None,
        (x, y) if x == own && y == own => Some((pair(Top::Rank(level)), vec![own; 2])),
        (x, Face::Suited(_, r)) | (Face::Suited(_, r), x) if x == own => {
            Some((pair(Top::Rank(r)), vec![Face::Suited(Suit::Hearts, r)]))
        }
        (Face::Suited(_, r), Face::Suited(_, q)) => (r == q).then(|| (pair(Top::Rank(r)), vec![])),
    }
}

/// The combinations `cards` form, each with what its wilds stand for, unsorted; with `want`,
/// only the first equal to it is kept (and the variant that reads wilds as naturals first still
/// reads them all, as it must know whether any natural reading exists).
fn found_readings(cards: &[Card], level: Rank, rules: &Rules, want: Option<&Combination>) -> Found {
    let mut found = Found::new(want.copied());
    if cards.is_empty() || cards.len() > 10 {
        return found;
    }
    let counts = Counts::new(cards, level);
    if rules.wild_must_be_natural_if_possible && counts.wilds > 0 {
        // Read the wilds as plain heart level cards first.
        let mut natural = counts.clone();
        natural.wilds = 0;
        for _ in 0..counts.wilds {
            natural.add_natural(wild_face(level));
        }
        let mut as_naturals = Found::new(None);
        combos_of(&natural, level, rules, None, &mut as_naturals);
        if !as_naturals.all.is_empty() {
            for (combo, _) in as_naturals.all {
                found.push((combo, vec![wild_face(level); counts.wilds as usize]));
            }
            return found;
        }
    }
    combos_of(&counts, level, rules, want, &mut found);
    found
}

/// A reading: the wild cards of `cards`, in order, stand for `fill`.
fn reading(cards: &[Card], level: Rank, combo: Combination, fill: Vec<Face>) -> Reading {
    let wild_cards = cards.iter().filter(|c| is_wild(c.face, level));
    Reading {
        combo,
        wilds: wild_cards
            .zip(fill)
            .map(|(&card, stands_for)| WildUse { card, stands_for })
            .collect(),
    }
}

/// The combinations found, each with the faces its wilds stand for: all of them, or only the
/// first equal to the one wanted (checking a play needs no list, so no heap memory).
struct Found {
    want: Option<Combination>,
    all: Vec<(Combination, Vec<Face>)>,
    first: Option<(Combination, Vec<Face>)>,
}

impl Found {
    fn new(want: Option<Combination>) -> Found {
        Found {
            want,
            all: Vec::new(),
            first: None,
        }
    }

    fn push(&mut self, found: (Combination, Vec<Face>)) {
        match self.want {
            None => self.all.push(found),
            Some(want) if self.first.is_none() && found.0 == want => self.first = Some(found),
            Some(_) => {}
        }
    }
}

/// Sequence tops (positions) to try from `lowest` up: all of them, or with `want` only its own
/// when it is of one of `kinds` (none when it is of another kind).
fn tops(want: Option<&Combination>, kinds: &[ComboType], lowest: u8) -> RangeInclusive<u8> {
    match want {
        None => lowest..=14,
        Some(Combination {
            kind,
            top: Top::Rank(r),
            ..
        }) if kinds.contains(kind) => r.value().max(lowest)..=r.value(),
        // (An empty range: nothing of another kind is looked for.)
        Some(_) => RangeInclusive::new(1, 0),
    }
}

/// All combinations of a multiset, each with the faces its wilds stand for (unsorted, may
/// repeat); with `want`, only the ones that may equal it.
fn combos_of(c: &Counts, level: Rank, rules: &Rules, want: Option<&Combination>, out: &mut Found) {
    let wants = |kind: ComboType| want.is_none_or(|w| w.kind == kind);
    let n = c.total;
    let w = c.wilds;
    let own = wild_face(level);
    match n {
        1 => {
            let top = if w == 1 {
                Top::Rank(level)
            } else {
                match lowest_top_card(c) {
                    Some(top) => top,
                    None => return,
                }
            };
            out.push((
                Combination::new(ComboType::Single, 1, top),
                vec![own; w as usize],
            ));
        }
        2 => {
            if c.jokers == 2 {
                for j in [Joker::Small, Joker::Big] {
                    if c.of(Face::Joker(j)) == 2 {
                        out.push((Combination::new(ComboType::Pair, 2, Top::Joker(j)), vec![]));
                    }
                }
            } else if c.jokers == 0 {
                if w == 2 {
                    out.push((
                        Combination::new(ComboType::Pair, 2, Top::Rank(level)),
                        vec![own; 2],
                    ));
                } else if let Some(r) = c.single_rank() {
                    out.push((
                        Combination::new(ComboType::Pair, 2, Top::Rank(r)),
                        vec![Face::Suited(Suit::Hearts, r); w as usize],
                    ));
                }
            }
        }
        3 => of_a_kind(c, ComboType::Triple, out),
        4 => {
            if c.face[52] == 2 && c.face[53] == 2 {
                out.push((
                    Combination::new(ComboType::FourJokers, 4, Top::Joker(Joker::Big)),
                    vec![],
                ));
            }
            of_a_kind(c, ComboType::Bomb, out);
        }
        5 => {
            if wants(ComboType::Bomb) {
                of_a_kind(c, ComboType::Bomb, out);
            }
            if wants(ComboType::FullHouse) {
                full_houses(c, level, out);
            }
            let kinds = [ComboType::Straight, ComboType::StraightFlush];
            straights(c, tops(want, &kinds, lowest_top(5, rules)), out);
        }
        6 => {
            if wants(ComboType::Bomb) {
                of_a_kind(c, ComboType::Bomb, out);
            }
            for top in tops(want, &[ComboType::Tube], lowest_top(3, rules)) {
                if let Some(fill) = sequence_fill(c, top, 3, 2, None) {
                    out.push((
                        Combination::new(ComboType::Tube, 6, Top::Rank(seq_rank(top))),
                        fill,
                    ));
                }
            }
            for top in tops(want, &[ComboType::Plate], lowest_top(2, rules)) {
                if let Some(fill) = sequence_fill(c, top, 2, 3, None) {
                    out.push((
                        Combination::new(ComboType::Plate, 6, Top::Rank(seq_rank(top))),
                        fill,
                    ));
                }
            }
        }
        7..=10 if n as u8 <= rules.max_bomb_size => of_a_kind(c, ComboType::Bomb, out),
        _ => {}
    }
}

/// The top of the lowest natural card counted: its rank, or a joker.
fn lowest_top_card(c: &Counts) -> Option<Top> {
    let low = c.ranks_with(1).trailing_zeros() as u8;
    let joker = |j: Joker| (c.of(Face::Joker(j)) > 0).then_some(Top::Joker(j));
    Rank::from_value(low)
        .map(Top::Rank)
        .or_else(|| joker(Joker::Small))
        .or_else(|| joker(Joker::Big))
}

/// Triples and n-of-a-kind bombs: all naturals of one rank, wilds fill up.
fn of_a_kind(c: &Counts, kind: ComboType, out: &mut Found) {
    if c.jokers > 0 {
        return;
    }
    if let Some(r) = c.single_rank() {
        out.push((
            Combination::new(kind, c.total as u8, Top::Rank(r)),
            vec![Face::Suited(Suit::Hearts, r); c.wilds as usize],
        ));
    }
}

/// Triple + pair of another rank (the pair may be two equal jokers), ranked by the triple.
fn full_houses(c: &Counts, level: Rank, out: &mut Found) {
    let w = c.wilds;
    // Joker pair: the other three cards must be a triple.
    if c.jokers == 2 && (c.face[52] == 2 || c.face[53] == 2) {
        if let Some(t) = c.single_rank() {
            out.push((
                Combination::new(ComboType::FullHouse, 5, Top::Rank(t)),
                vec![Face::Suited(Suit::Hearts, t); w as usize],
            ));
        }
        return;
    }
    if c.jokers > 0 {
        return;
    }
    for t in Rank::ALL {
        let nt = c.of_rank(t);
        if nt == 0 || nt > 3 {
            continue;
        }
        let need_t = 3 - nt;
        if need_t > w {
            continue;
        }
        let left = w - need_t;
        // Naturals other than t must be exactly one pair rank, completed by the wilds left.
        let others: Vec<Rank> = Rank::ALL
            .into_iter()
            .filter(|&r| r != t && c.of_rank(r) > 0)
            .collect();
        let p = match others.as_slice() {
            [p] => *p,
            // Two wilds make the pair on their own.
            [] if left == 2 => wild_pair_rank(t, level),
            _ => continue,
        };
        let np = c.of_rank(p);
        if np > 2 || np + left != 2 {
            continue;
        }
        let mut fill = vec![Face::Suited(Suit::Hearts, t); need_t as usize];
        fill.extend(std::iter::repeat_n(
            Face::Suited(Suit::Hearts, p),
            left as usize,
        ));
        out.push((
            Combination::new(ComboType::FullHouse, 5, Top::Rank(t)),
            fill,
        ));
    }
}

/// What two wilds stand for when they alone make the pair of a full house whose triple is `t`:
/// themselves (a pair of level cards), unless the triple is of level cards, where they must be
/// another rank (five level cards would also read as a bomb, but a wild may stand for any
/// non-joker card). Any rank gives the same full house; the lowest one is named.
pub(crate) fn wild_pair_rank(t: Rank, level: Rank) -> Rank {
    match (t == level, level) {
        (false, _) => level,
        (true, Rank::Two) => Rank::Three,
        (true, _) => Rank::Two,
    }
}

/// Straights and straight flushes of 5 cards with their top in `tops`.
fn straights(c: &Counts, tops: RangeInclusive<u8>, out: &mut Found) {
    if c.jokers > 0 {
        return;
    }
    for top in tops {
        let one_suit = Suit::ALL
            .get(c.suits.trailing_zeros() as usize)
            .copied()
            .filter(|_| c.suits.count_ones() == 1);
        if let Some(suit) = one_suit
            && let Some(fill) = sequence_fill(c, top, 5, 1, Some(suit))
        {
            out.push((
                Combination::new(ComboType::StraightFlush, 5, Top::Rank(seq_rank(top))),
                fill,
            ));
        }
        // A plain straight must not be all one suit: with a wild the wild takes another suit.
        let plain_suit = if one_suit == Some(Suit::Hearts) {
            Suit::Spades
        } else {
            Suit::Hearts
        };
        if one_suit.is_some() && c.wilds == 0 {
            continue;
        }
        if let Some(fill) = sequence_fill(c, top, 5, 1, None) {
            let fill = fill
                .into_iter()
                .map(|f| Face::Suited(plain_suit, f.rank().unwrap_or(Rank::Ace)))
                .collect();
            out.push((
                Combination::new(ComboType::Straight, 5, Top::Rank(seq_rank(top))),
                fill,
            ));
        }
    }
}

/// If the naturals fit `len` consecutive groups of `per` cards ending at `top` (1 = low ace),
/// the faces the wilds stand for. With `suit`, the sequence must be of that suit.
fn sequence_fill(c: &Counts, top: u8, len: u8, per: u8, suit: Option<Suit>) -> Option<Vec<Face>> {
    if c.jokers > 0 || top < len {
        return None;
    }
    let mut inside = 0u16;
    let mut fill = Vec::new();
    for v in top + 1 - len..=top {
        let have = match suit {
            Some(s) => c.at_suit(s, v),
            None => c.at(v),
        };
        if have > per {
            return None;
        }
        inside += have as u16;
        let face = Face::Suited(suit.unwrap_or(Suit::Hearts), seq_rank(v));
        fill.extend(std::iter::repeat_n(face, (per - have) as usize));
    }
    (inside == c.naturals() && fill.len() == c.wilds as usize).then_some(fill)
}
