//! Playing cards shared by both games: suits, ranks, jokers, the physical identity of each copy
//! when several packs are shuffled together, short codes (`H10`, `SA`, `D2`, `BJ`, `RJ`) and
//! seeded decks.
//!
//! Card *order* is not defined here: it depends on the game, its level and trump, so each engine
//! owns its own ordering. The derived `Ord` of [`Face`] is only a stable, rule-free order (by suit,
//! then rank, jokers last) for maps and tests.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;
use std::str::FromStr;

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

mod inline;
pub use inline::Inline;
pub mod sort;

/// The four suits, in the order used for codes and art.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Spades,
    Hearts,
    Clubs,
    Diamonds,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];

    /// One-letter code: `S`, `H`, `C`, `D`.
    pub fn code(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
        }
    }

    pub fn from_code(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'S' => Some(Suit::Spades),
            'H' => Some(Suit::Hearts),
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            _ => None,
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
        }
    }

    /// Plural English name, as in "10 of hearts".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// Position in [`Suit::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Ranks 2..A; the discriminant is the natural value (2..=14, ace high).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// 2 up to A.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// Natural value: 2..=10, J 11, Q 12, K 13, A 14.
    pub fn value(self) -> u8 {
        self as u8
    }

    pub fn from_value(v: u8) -> Option<Rank> {
        v.checked_sub(2)
            .and_then(|i| Rank::ALL.get(i as usize))
            .copied()
    }

    /// The next rank up (A has none: there is no wrap-around).
    pub fn succ(self) -> Option<Rank> {
        Rank::from_value(self.value() + 1)
    }

    /// The next rank down (2 has none).
    pub fn pred(self) -> Option<Rank> {
        Rank::from_value(self.value() - 1)
    }

    /// Code as printed on the card index: `2`..`10`, `J`, `Q`, `K`, `A`.
    pub fn code(self) -> &'static str {
        const CODES: [&str; 13] = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        // Every rank has a code: the fallback is never taken.
        CODES
            .get(self.value().saturating_sub(2) as usize)
            .copied()
            .unwrap_or("?")
    }

    /// Accepts the printed code, case-insensitively, and `T` for ten.
    pub fn from_code(s: &str) -> Option<Rank> {
        let upper = s.to_ascii_uppercase();
        let rank = match upper.as_str() {
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            "A" => Rank::Ace,
            "T" => Rank::Ten,
            digits => {
                // Only canonical numbers: "02" or "+2" are not card codes.
                if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                match digits.parse::<u8>() {
                    Ok(v @ 2..=10) => Rank::from_value(v)?,
                    _ => return None,
                }
            }
        };
        Some(rank)
    }

    /// English name used in accessible labels: "2".."10", "jack", "queen", "king", "ace".
    pub fn name(self) -> &'static str {
        match self {
            Rank::Jack => "jack",
            Rank::Queen => "queen",
            Rank::King => "king",
            Rank::Ace => "ace",
            other => other.code(),
        }
    }
}

/// The two jokers of a pack. The big (red) joker outranks the small (black) one in both games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Joker {
    Small,
    Big,
}

/// What is printed on a card: its value, independent of which pack it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Face {
    Suited(Suit, Rank),
    Joker(Joker),
}

impl Face {
    /// Number of distinct faces in one pack (52 suited + 2 jokers).
    pub const COUNT: usize = 54;

    pub const SMALL_JOKER: Face = Face::Joker(Joker::Small);
    pub const BIG_JOKER: Face = Face::Joker(Joker::Big);

    /// All 54 faces of one pack: by suit (S, H, C, D), each 2..A, then small and big joker.
    pub fn all() -> impl Iterator<Item = Face> {
        (0..Face::COUNT as u8).map(Face::from_index)
    }

    /// A dense index 0..54, handy for count tables.
    pub fn index(self) -> usize {
        match self {
            Face::Suited(s, r) => s.index() * 13 + (r.value() - 2) as usize,
            Face::Joker(Joker::Small) => 52,
            Face::Joker(Joker::Big) => 53,
        }
    }

    /// Inverse of [`Face::index`]; indices past 53 wrap, so callers pass `0..54`.
    pub fn from_index(i: u8) -> Face {
        match i % 54 {
            52 => Face::SMALL_JOKER,
            53 => Face::BIG_JOKER,
            i => match (
                Suit::ALL.get((i / 13) as usize),
                Rank::ALL.get((i % 13) as usize),
            ) {
                (Some(&s), Some(&r)) => Face::Suited(s, r),
                // i < 52 here: never taken.
                _ => Face::BIG_JOKER,
            },
        }
    }

    pub fn suit(self) -> Option<Suit> {
        match self {
            Face::Suited(s, _) => Some(s),
            Face::Joker(_) => None,
        }
    }

    pub fn rank(self) -> Option<Rank> {
        match self {
            Face::Suited(_, r) => Some(r),
            Face::Joker(_) => None,
        }
    }

    pub fn is_joker(self) -> bool {
        matches!(self, Face::Joker(_))
    }

    /// Red suits and the big joker are printed red.
    pub fn is_red(self) -> bool {
        match self {
            Face::Suited(s, _) => s.is_red(),
            Face::Joker(j) => j == Joker::Big,
        }
    }

    /// Short code: `H10`, `SA`, `D2`, `BJ` (small/black joker), `RJ` (big/red joker).
    pub fn code(self) -> String {
        self.to_string()
    }

    /// Accessible name: "10 of hearts", "ace of spades", "big red joker", "small black joker".
    pub fn name(self) -> String {
        match self {
            Face::Suited(s, r) => format!("{} of {}", r.name(), s.name()),
            Face::Joker(Joker::Big) => "big red joker".to_string(),
            Face::Joker(Joker::Small) => "small black joker".to_string(),
        }
    }

    /// Compact label with a suit symbol, for messages: "10♥", "A♠", "big joker".
    pub fn label(self) -> String {
        match self {
            Face::Suited(s, r) => format!("{}{}", r.code(), s.symbol()),
            Face::Joker(Joker::Big) => "big joker".to_string(),
            Face::Joker(Joker::Small) => "small joker".to_string(),
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Suited(s, r) => write!(f, "{}{}", s.code(), r.code()),
            Face::Joker(Joker::Small) => f.write_str("BJ"),
            Face::Joker(Joker::Big) => f.write_str("RJ"),
        }
    }
}

/// Why a card code could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCardError {
    Empty,
    UnknownSuit { code: String },
    UnknownRank { code: String },
    BadCopy { code: String },
}

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCardError::Empty => f.write_str("empty card code"),
            ParseCardError::UnknownSuit { code } => write!(
                f,
                "'{code}' is not a card: it must start with a suit S, H, C or D (or be BJ / RJ for a joker)"
            ),
            ParseCardError::UnknownRank { code } => write!(
                f,
                "'{code}' is not a card: the rank must be 2-10, J, Q, K or A"
            ),
            ParseCardError::BadCopy { code } => write!(
                f,
                "'{code}' is not a card: the copy after '#' must be a pack number 0-3"
            ),
        }
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Face {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Face, ParseCardError> {
        let code = s.trim();
        if code.is_empty() {
            return Err(ParseCardError::Empty);
        }
        if code.eq_ignore_ascii_case("BJ") {
            return Ok(Face::SMALL_JOKER);
        }
        if code.eq_ignore_ascii_case("RJ") {
            return Ok(Face::BIG_JOKER);
        }
        let mut chars = code.chars();
        let first = chars.next().unwrap_or(' ');
        let suit = Suit::from_code(first).ok_or_else(|| ParseCardError::UnknownSuit {
            code: code.to_string(),
        })?;
        let rank = Rank::from_code(chars.as_str()).ok_or_else(|| ParseCardError::UnknownRank {
            code: code.to_string(),
        })?;
        Ok(Face::Suited(suit, rank))
    }
}

/// Most packs shuffled together in any variant (Zhao Pengyou with 12 players).
pub const MAX_PACKS: u8 = 4;

/// One physical card: a face and the pack (0..4) it belongs to. Two copies of the same face are
/// different cards of equal value; the pack index only tells them apart (e.g. "the 2nd A♥").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub face: Face,
    pub pack: u8,
}

impl Card {
    pub fn new(face: Face, pack: u8) -> Card {
        Card { face, pack }
    }

    /// Dense id `pack * 54 + face index`, unique among all cards of up to four packs.
    pub fn id(self) -> usize {
        self.pack as usize * Face::COUNT + self.face.index()
    }

    pub fn from_id(id: usize) -> Card {
        Card {
            face: Face::from_index((id % Face::COUNT) as u8),
            pack: (id / Face::COUNT) as u8,
        }
    }

    pub fn suit(self) -> Option<Suit> {
        self.face.suit()
    }

    pub fn rank(self) -> Option<Rank> {
        self.face.rank()
    }

    /// Code with the copy: `H10#0`, `RJ#1`. [`Display`](fmt::Display) prints the face only.
    pub fn full_code(self) -> String {
        self.with_full_code(str::to_string)
    }

    /// Calls `f` with [`full_code`](Card::full_code) built on the stack (saves and views hold
    /// hundreds of cards: no allocation each).
    pub fn with_full_code<R>(self, f: impl FnOnce(&str) -> R) -> R {
        let mut buf = [0u8; 8];
        let mut len = 0;
        let mut put = |bytes: &[u8]| {
            for &b in bytes {
                if let Some(slot) = buf.get_mut(len) {
                    *slot = b;
                    len += 1;
                }
            }
        };
        match self.face {
            Face::Suited(s, r) => {
                put(&[s.code() as u8]);
                put(r.code().as_bytes());
            }
            Face::Joker(Joker::Small) => put(b"BJ"),
            Face::Joker(Joker::Big) => put(b"RJ"),
        }
        put(b"#");
        if self.pack >= 100 {
            put(&[b'0' + self.pack / 100]);
        }
        if self.pack >= 10 {
            put(&[b'0' + self.pack / 10 % 10]);
        }
        put(&[b'0' + self.pack % 10]);
        // Every byte above is ASCII.
        f(std::str::from_utf8(buf.get(..len).unwrap_or(&[])).unwrap_or("?"))
    }
}

/// Where `card` is in `cards`. Compared by id (one number per card), which is cheaper than the
/// derived comparison of faces: the engines look up every card played this way.
pub fn find_card(cards: &[Card], card: Card) -> Option<usize> {
    let id = card.id();
    cards.iter().position(|c| c.id() == id)
}

/// Whether two lists hold the same cards, in any order (counted by id, without a sort; a card
/// of a pack beyond [`MAX_PACKS`] is the same as no card).
pub fn same_cards(a: &[Card], b: &[Card]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut count = [0i32; Face::COUNT * MAX_PACKS as usize];
    for (card, n) in a.iter().map(|c| (c, 1)).chain(b.iter().map(|c| (c, -1))) {
        match count.get_mut(card.id()) {
            Some(c) => *c += n,
            None => return false,
        }
    }
    count.iter().all(|&c| c == 0)
}

/// Removes each of `cards` once from `hand`, keeping the hand's order (the caller has checked
/// they are there).
pub fn remove_cards(hand: &mut Vec<Card>, cards: &[Card]) {
    for c in cards {
        if let Some(i) = find_card(hand, *c) {
            hand.remove(i);
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.face.fmt(f)
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// `H10` (pack 0) or `H10#1` (pack 1).
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let s = s.trim();
        let (face, pack) = match s.split_once('#') {
            None => (s, 0),
            Some((face, pack)) => {
                let pack = pack
                    .parse::<u8>()
                    .ok()
                    .filter(|p| *p < MAX_PACKS && !pack.starts_with('+'))
                    .ok_or_else(|| ParseCardError::BadCopy {
                        code: s.to_string(),
                    })?;
                (face, pack)
            }
        };
        Ok(Card::new(face.parse()?, pack))
    }
}

/// Suits, ranks and jokers serialise as their codes (`"H"`, `"10"`, `"BJ"`), like cards.
macro_rules! serde_as_code {
    ($ty:ty, $print:expr, $parse:expr, $what:literal) => {
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(&$print(*self))
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                let code = String::deserialize(deserializer)?;
                $parse(code.as_str()).ok_or_else(|| {
                    serde::de::Error::custom(format!(concat!("'{}' is not a ", $what), code))
                })
            }
        }
    };
}

serde_as_code!(
    Suit,
    Suit::code,
    |s: &str| {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_code(c),
            _ => None,
        }
    },
    "suit"
);
serde_as_code!(Rank, Rank::code, Rank::from_code, "rank");
serde_as_code!(
    Joker,
    |j: Joker| Face::Joker(j).code(),
    |s: &str| match s.parse() {
        Ok(Face::Joker(j)) => Some(j),
        _ => None,
    },
    "joker"
);

impl Serialize for Face {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Face {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Face, D::Error> {
        let code = String::deserialize(deserializer)?;
        code.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.with_full_code(|code| serializer.serialize_str(code))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let code = String::deserialize(deserializer)?;
        code.parse().map_err(serde::de::Error::custom)
    }
}

/// Parses a space- or comma-separated list of codes, e.g. `"H10 SA BJ"` (all pack 0 unless a
/// copy is given). Convenient for tests and saved positions.
pub fn parse_cards(list: &str) -> Result<Vec<Card>, ParseCardError> {
    list.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect()
}

/// How many of each face `cards` holds, by [`Face::index`].
pub fn face_counts(cards: &[Card]) -> [u8; Face::COUNT] {
    let mut counts = [0u8; Face::COUNT];
    for c in cards {
        if let Some(k) = counts.get_mut(c.face.index()) {
            *k += 1;
        }
    }
    counts
}

/// Like [`parse_cards`], but repeated faces get successive packs (`"H10 H10"` is both copies),
/// which is what a hand written by hand means.
pub fn parse_hand(list: &str) -> Result<Vec<Card>, ParseCardError> {
    let mut seen = [0u8; Face::COUNT];
    list.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(|code| {
            let face: Face = code.parse()?;
            let bad = || ParseCardError::BadCopy {
                code: code.to_string(),
            };
            let slot = seen.get_mut(face.index()).ok_or_else(bad)?;
            let pack = *slot;
            if pack >= MAX_PACKS {
                return Err(bad());
            }
            *slot += 1;
            Ok(Card::new(face, pack))
        })
        .collect()
}

/// A deck made of 1..=4 packs of 54 cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckError {
    pub packs: u8,
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a deck has 1 to {MAX_PACKS} packs, not {}", self.packs)
    }
}

impl std::error::Error for DeckError {}

/// Every card of `packs` packs, in pack order then [`Face::all`] order.
pub fn deck(packs: u8) -> Result<Vec<Card>, DeckError> {
    if !(1..=MAX_PACKS).contains(&packs) {
        return Err(DeckError { packs });
    }
    // Face order (Face::index): suits, each from 2 to the ace, then the two jokers.
    let mut cards = Vec::with_capacity(usize::from(packs) * Face::COUNT);
    for p in 0..packs {
        for s in Suit::ALL {
            cards.extend(Rank::ALL.map(|r| Card::new(Face::Suited(s, r), p)));
        }
        cards.extend([Face::SMALL_JOKER, Face::BIG_JOKER].map(|f| Card::new(f, p)));
    }
    Ok(cards)
}

/// The deterministic generator every engine uses: the same seed gives the same game on every
/// platform (StdRng is a ChaCha generator, so native and wasm32 agree).
pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

/// A deck of `packs` packs shuffled by `seed`: the same seed always gives the same order.
pub fn shuffled_deck(packs: u8, seed: u64) -> Result<Vec<Card>, DeckError> {
    let mut cards = deck(packs)?;
    cards.shuffle(&mut rng(seed));
    Ok(cards)
}

/// Reads a seed given by a person (a URL's `?seed=N`): a decimal `u64`. Anything else is refused
/// with a message, and the caller falls back to a fresh seed.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    let t = text.trim();
    if !t.is_empty()
        && t.bytes().all(|b| b.is_ascii_digit())
        && let Ok(seed) = t.parse::<u64>()
    {
        return Ok(seed);
    }
    Err(format!(
        "'{text}' is not a valid seed: use a whole number from 0 to {}",
        u64::MAX
    ))
}

#[cfg(test)]
mod tests;
