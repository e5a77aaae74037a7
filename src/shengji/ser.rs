//! Serde helpers for the shared card types that have no serde derive (`Rank`, `Suit`).

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{Rank, Suit};

fn rank_of<E: Error>(v: u8) -> Result<Rank, E> {
    Rank::from_value(v).ok_or_else(|| E::custom(format!("{v} is not a rank (2..=14)")))
}

fn suit_of<E: Error>(c: char) -> Result<Suit, E> {
    Suit::from_code(c).ok_or_else(|| E::custom(format!("'{c}' is not a suit code")))
}

/// A rank as its natural value 2..=14.
pub mod rank {
    use super::*;
    pub fn serialize<S: Serializer>(r: &Rank, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(r.value())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Rank, D::Error> {
        rank_of(u8::deserialize(d)?)
    }
}

/// A list of ranks as natural values.
pub mod ranks {
    use super::*;
    pub fn serialize<S: Serializer>(r: &[Rank], s: S) -> Result<S::Ok, S::Error> {
        r.iter()
            .map(|r| r.value())
            .collect::<Vec<u8>>()
            .serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Rank>, D::Error> {
        Vec::<u8>::deserialize(d)?
            .into_iter()
            .map(rank_of)
            .collect()
    }
}

/// An optional suit as its one-letter code.
pub mod opt_suit {
    use super::*;
    pub fn serialize<S: Serializer>(v: &Option<Suit>, s: S) -> Result<S::Ok, S::Error> {
        v.map(|s| s.code()).serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Suit>, D::Error> {
        Option::<char>::deserialize(d)?.map(suit_of).transpose()
    }
}
