//! Card order of one round: which cards are trumps (one effective suit), the rank of every card
//! inside its effective suit, and point values.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Joker, Rank, Suit};

use super::ser;

/// Effective suit of the trumps; plain suits are `0..4` (their [`Suit::index`]).
pub const TRUMP: u8 = 4;

/// The trump of a round: the trump rank (the declarers' level) and the trump suit, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trump {
    #[serde(with = "ser::rank")]
    pub rank: Rank,
    /// `None` is a no-trump round: only jokers and trump-rank cards are trumps.
    #[serde(with = "ser::opt_suit")]
    pub suit: Option<Suit>,
}

impl Trump {
    pub fn new(rank: Rank, suit: Option<Suit>) -> Trump {
        Trump { rank, suit }
    }
}

/// Lookup tables for one trump. Levels are numbered so that adjacent cards (for tractors)
/// differ by exactly 1: plain ranks without the trump rank are 0..=11, then (with a trump suit)
/// off-suit trump rank 12, trump-suit trump rank 13, small joker 14, big joker 15; without a
/// trump suit every trump-rank card is 12, small joker 13, big joker 14.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Order {
    trump: Trump,
    esuit: [u8; Face::COUNT],
    level: [u8; Face::COUNT],
    /// The faces of each effective suit, highest level first (then by face index), and each
    /// face's place in its list: counting a hand by suit needs no search and no sort.
    faces: [[Face; SUIT_FACES]; 5],
    levels: [[u8; SUIT_FACES]; 5],
    face_count: [u8; 5],
    slot: [u8; Face::COUNT],
}

/// Most faces one effective suit can have: a suited trump holds its 12 plain ranks, the 4
/// trump-rank cards and the 2 jokers.
pub const SUIT_FACES: usize = 18;

impl Order {
    pub fn new(trump: Trump) -> Order {
        let r = trump.rank;
        let suited = trump.suit.is_some() as u8;
        let mut esuit = [0; Face::COUNT];
        let mut level = [0; Face::COUNT];
        for face in Face::all() {
            let (e, l) = match face {
                Face::Joker(Joker::Big) => (TRUMP, 14 + suited),
                Face::Joker(Joker::Small) => (TRUMP, 13 + suited),
                Face::Suited(s, rank) if rank == r => (TRUMP, 12 + (trump.suit == Some(s)) as u8),
                Face::Suited(s, rank) => {
                    // Removing the trump rank makes its neighbours adjacent.
                    let v = rank.value();
                    let l = v - 2 - (v > r.value()) as u8;
                    let e = if trump.suit == Some(s) {
                        TRUMP
                    } else {
                        s.index() as u8
                    };
                    (e, l)
                }
            };
            if let (Some(se), Some(sl)) = (esuit.get_mut(face.index()), level.get_mut(face.index()))
            {
                (*se, *sl) = (e, l);
            }
        }
        let mut faces = [[Face::BIG_JOKER; SUIT_FACES]; 5];
        let mut levels = [[0u8; SUIT_FACES]; 5];
        let mut face_count = [0u8; 5];
        let mut slot = [0u8; Face::COUNT];
        // Keys (highest level first, then face index) packed in a u16 sort without a comparator.
        let mut keys = [0u16; Face::COUNT];
        for (i, (k, l)) in keys.iter_mut().zip(&level).enumerate() {
            *k = (u16::from(255 - *l) << 8) | i as u16;
        }
        crate::cards::sort::sort(&mut keys);
        for k in keys {
            let i = (k & 0xff) as usize;
            let f = Face::from_index(i as u8);
            let e = esuit.get(i).copied().unwrap_or(0) as usize;
            if let (Some(list), Some(ls), Some(n), Some(at)) = (
                faces.get_mut(e),
                levels.get_mut(e),
                face_count.get_mut(e),
                slot.get_mut(i),
            ) && let (Some(place), Some(l)) =
                (list.get_mut(*n as usize), ls.get_mut(*n as usize))
            {
                *place = f;
                *l = level.get(i).copied().unwrap_or(0);
                *at = *n;
                *n += 1;
            }
        }
        Order {
            trump,
            esuit,
            level,
            faces,
            levels,
            face_count,
            slot,
        }
    }

    /// The faces of effective suit `es` and their levels, highest level first (equal levels by
    /// face index).
    pub fn suit_faces(&self, es: u8) -> (&[Face], &[u8]) {
        let e = es as usize;
        let n = self.face_count.get(e).copied().unwrap_or(0) as usize;
        let faces = self.faces.get(e).and_then(|l| l.get(..n));
        let levels = self.levels.get(e).and_then(|l| l.get(..n));
        (faces.unwrap_or(&[]), levels.unwrap_or(&[]))
    }

    /// A face's effective suit and its place in [`Order::suit_faces`].
    pub fn suit_slot(&self, face: Face) -> (u8, usize) {
        let i = face.index();
        (
            self.esuit.get(i).copied().unwrap_or(0),
            self.slot.get(i).copied().unwrap_or(0) as usize,
        )
    }

    pub fn trump(&self) -> Trump {
        self.trump
    }

    /// Effective suit: [`TRUMP`] or the plain suit's index.
    #[inline]
    pub fn esuit(&self, face: Face) -> u8 {
        // Every face has its slot (`Face::index` < `Face::COUNT`).
        self.esuit.get(face.index()).copied().unwrap_or(0)
    }

    /// Rank inside the effective suit (higher is stronger; see the type's doc).
    #[inline]
    pub fn level(&self, face: Face) -> u8 {
        self.level.get(face.index()).copied().unwrap_or(0)
    }

    #[inline]
    pub fn is_trump(&self, face: Face) -> bool {
        self.esuit(face) == TRUMP
    }

    /// Display order: trumps first, then the plain suits ♠ ♥ ♣ ♦, each high to low; equal
    /// cards (off-suit trump-rank cards) by suit, then copies by pack.
    pub fn display_key(&self, card: Card) -> (u8, u8, u8, u8) {
        let e = self.esuit(card.face);
        let group = if e == TRUMP { 0 } else { 1 + e };
        let suit = card.face.suit().map_or(0, |s| s.index() as u8);
        (group, 255 - self.level(card.face), suit, card.pack)
    }

    /// Sorts cards for display (see [`Order::display_key`]).
    pub fn sort(&self, cards: &mut [Card]) {
        crate::cards::sort::sort_by_key(cards, |c| self.display_key(*c));
    }

    /// All faces of effective suit `es`, strongest first (equal cards by suit).
    pub fn faces_of(&self, es: u8) -> Vec<Face> {
        // The lists are kept in this order already (equal levels by face index, i.e. by suit).
        self.suit_faces(es).0.to_vec()
    }
}

/// An order is saved as its trump; the tables are rebuilt on loading.
impl Serialize for Order {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.trump.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Order {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Order, D::Error> {
        Trump::deserialize(d).map(Order::new)
    }
}

/// Name of an effective suit for messages: "trumps", "♠".
pub fn suit_label(es: u8) -> String {
    match Suit::ALL.get(es as usize) {
        Some(s) => format!("{}", s.symbol()),
        None => "trumps".to_string(),
    }
}

/// Card points: 5s are worth 5, 10s and kings 10.
pub fn points(face: Face) -> u32 {
    match face.rank() {
        Some(Rank::Five) => 5,
        Some(Rank::Ten) | Some(Rank::King) => 10,
        _ => 0,
    }
}

/// Total points of some cards.
pub fn points_of(cards: &[Card]) -> u32 {
    cards.iter().map(|c| points(c.face)).sum()
}
