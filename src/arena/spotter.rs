//! Which cards a value names, found by walking its serde form: every field a view would send
//! is visited (a new field cannot escape the privacy check), without writing any JSON, which
//! made the check a hundred times slower than the play it checked.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;

use serde::Serialize;
use serde::ser::{self, Serializer};

use crate::cards::Card;

/// Cards by slot (face, pack).
pub const SLOTS: usize = 54 * 8;

pub fn slot(c: Card) -> Option<usize> {
    (c.pack < 8).then(|| c.face.index() * 8 + c.pack as usize)
}

/// Marks in `seen` (by [`slot`]) every card `value` names. A card serialises as its code with
/// the pack ("H7#1"); no other string that short holds a '#'.
pub fn spot<T: Serialize + ?Sized>(value: &T, seen: &mut [bool]) -> Result<(), String> {
    value.serialize(&mut Spotter { seen }).map_err(|e| e.0)
}

/// The slot of a card code with its pack, as [`Card`] serialises it ("H10#1", "RJ#0"); `None`
/// for any other string. (`str::parse` is general and was most of the check's time.)
fn code_slot(v: &[u8]) -> Option<usize> {
    let (&pack, rest) = v.split_last()?;
    let (&b'#', face) = rest.split_last()? else {
        return None;
    };
    let pack = pack.checked_sub(b'0').filter(|&p| p < 8)?;
    let face: usize = match face {
        b"BJ" => 52,
        b"RJ" => 53,
        [suit, rank @ ..] => {
            let suit = match suit {
                b'S' => 0,
                b'H' => 1,
                b'C' => 2,
                b'D' => 3,
                _ => return None,
            };
            let rank = match rank {
                [d @ b'2'..=b'9'] => (d - b'2') as usize,
                b"10" => 8,
                b"J" => 9,
                b"Q" => 10,
                b"K" => 11,
                b"A" => 12,
                _ => return None,
            };
            suit * 13 + rank
        }
        _ => return None,
    };
    Some(face * 8 + pack as usize)
}

struct Spotter<'a> {
    seen: &'a mut [bool],
}

#[derive(Debug)]
pub struct SpotError(String);

impl fmt::Display for SpotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SpotError {}

impl ser::Error for SpotError {
    fn custom<M: fmt::Display>(msg: M) -> Self {
        SpotError(msg.to_string())
    }
}

type R = Result<(), SpotError>;

/// Scalars name no card.
macro_rules! ignore {
    ($($f:ident: $t:ty),*) => {
        $(fn $f(self, _: $t) -> R { Ok(()) })*
    };
}

impl<'a, 'b> Serializer for &'a mut Spotter<'b> {
    type Ok = ();
    type Error = SpotError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    ignore!(serialize_bool: bool, serialize_i8: i8, serialize_i16: i16, serialize_i32: i32,
        serialize_i64: i64, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
        serialize_u64: u64, serialize_f32: f32, serialize_f64: f64, serialize_char: char,
        serialize_bytes: &[u8], serialize_unit_struct: &'static str);

    fn serialize_str(self, v: &str) -> R {
        if let Some(i) = code_slot(v.as_bytes())
            && let Some(s) = self.seen.get_mut(i)
        {
            *s = true;
        }
        Ok(())
    }
    fn serialize_none(self) -> R {
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_unit(self) -> R {
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> R {
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        v: &T,
    ) -> R {
        v.serialize(self)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, SpotError> {
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, SpotError> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, SpotError> {
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, SpotError> {
        Ok(self)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self, SpotError> {
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, SpotError> {
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, SpotError> {
        Ok(self)
    }
}

/// Every element, key and field is walked the same way.
macro_rules! walk {
    ($($tr:ident :: $f:ident),*) => {
        $(impl ser::$tr for &mut Spotter<'_> {
            type Ok = ();
            type Error = SpotError;
            fn $f<T: Serialize + ?Sized>(&mut self, v: &T) -> R {
                v.serialize(&mut **self)
            }
            fn end(self) -> R {
                Ok(())
            }
        })*
    };
}

walk!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for &mut Spotter<'_> {
    type Ok = ();
    type Error = SpotError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> R {
        k.serialize(&mut **self)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> R {
        v.serialize(&mut **self)
    }
    fn end(self) -> R {
        Ok(())
    }
}

macro_rules! walk_fields {
    ($($tr:ident),*) => {
        $(impl ser::$tr for &mut Spotter<'_> {
            type Ok = ();
            type Error = SpotError;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, _: &'static str, v: &T) -> R {
                v.serialize(&mut **self)
            }
            fn end(self) -> R {
                Ok(())
            }
        })*
    };
}

walk_fields!(SerializeStruct, SerializeStructVariant);

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn every_card_code_reads_as_its_slot() {
        for id in 0..54 * 8 {
            let card = Card::new(
                crate::cards::Face::from_index((id % 54) as u8),
                (id / 54) as u8,
            );
            assert_eq!(
                code_slot(card.full_code().as_bytes()),
                slot(card),
                "{card:?}"
            );
        }
        for other in [
            "", "#1", "H#1", "H11#1", "X7#1", "H7#8", "H7#", "H71", "h7#1", "BJ#12",
        ] {
            assert_eq!(code_slot(other.as_bytes()), None, "{other}");
        }
    }

    #[test]
    fn spots_cards_in_every_shape_and_nothing_else() {
        #[derive(Serialize)]
        enum Shape {
            Tuple(u8, Card),
            Named { card: Option<Card> },
        }
        #[derive(Serialize)]
        struct View {
            hand: Vec<Card>,
            by_seat: BTreeMap<String, Vec<Card>>,
            shapes: Vec<Shape>,
            note: &'static str,
        }
        let c = |s: &str| s.parse::<Card>().unwrap();
        let view = View {
            hand: vec![c("H7#1")],
            by_seat: BTreeMap::from([("SA#0".to_string(), vec![c("RJ#1")])]),
            shapes: vec![
                Shape::Tuple(3, c("D10#0")),
                Shape::Named {
                    card: Some(c("C2#1")),
                },
            ],
            note: "a #tag",
        };
        let mut seen = vec![false; SLOTS];
        spot(&view, &mut seen).unwrap();
        let found: Vec<usize> = (0..SLOTS).filter(|&i| seen[i]).collect();
        let mut want: Vec<usize> = ["H7#1", "SA#0", "RJ#1", "D10#0", "C2#1"]
            .iter()
            .filter_map(|s| slot(c(s)))
            .collect();
        want.sort();
        assert_eq!(found, want);
    }
}
