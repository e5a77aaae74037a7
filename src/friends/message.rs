//! What the host's page and a friend's page say to each other over their data channel: versioned
//! serde values as JSON text, `[version, message]` with the message externally tagged
//! (`{"act":{…}}`, or `"pong"` for a kind with no fields). Reading one checks its size, its
//! version and its kind before its shape, so that whatever arrives (another version, a
//! truncated or forged message) is refused with a typed reason and never panics; the caller
//! drops it and the match goes on. (The array and the outer tag let serde read the message
//! straight from the text: an inner tag would buffer every message first, and the page would
//! carry a second reader of every view and event.)

use std::fmt;

use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

use crate::agents::{Seat, TableGame};
use crate::driver::Entry;
use crate::driver::record::Played;

/// The protocol's version: both pages must speak the same (a friend opening an invite from a
/// host of another version is told so before anything is dealt).
pub const VERSION: u32 = 2;
/// The largest message either side reads: a whole log of a long Sheng Ji round of twelve
/// players stays far below it.
pub const MAX_BYTES: usize = 512 * 1024;
/// The longest name a friend may give (in characters): longer ones are cut.
pub const MAX_NAME: usize = 24;

/// Who sits at a seat, as every page of the table is told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    pub kind: SeatKind,
    /// The face on the seat's plate ([`crate::art::avatar`]); none at an open seat (and from
    /// a host of an earlier version).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatKind {
    /// The host's own seat.
    Host,
    /// A friend; `connected` is false while the computer plays for them (托管).
    Friend {
        connected: bool,
    },
    /// An open seat waiting for a friend (before the start).
    Open,
    Computer,
}

/// What the match waits for, as a friend's page needs to know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Turn {
    /// The seat must act.
    Seat(Seat),
    /// A hand is over: the host goes on.
    NextHand,
    Over,
}

/// From the host to one friend. `V`, `E`, `A`, `R`: the game's seat view, event, action and
/// refusal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToFriend<V, E, A, R> {
    /// The seat is yours: the table, your seat and the game (its name and rules as JSON).
    Welcome {
        table: u64,
        seat: Seat,
        game: String,
        rules: String,
        seats: Vec<SeatInfo>,
    },
    /// The position now: your seat's view, the public log from entry `from` on, the actions
    /// from action `from_action` on (as you saw them: a burial is face down), and whose turn
    /// it is. `progress` names the position: an action must carry it. `start`: the page starts
    /// its log and actions here (a first position, a rejoin, a resync): the log from the start
    /// of the hand being played, the actions from now, so that it stays one data channel
    /// message however long the match.
    Position {
        progress: u64,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        start: bool,
        view: V,
        from: usize,
        entries: Vec<Entry<E>>,
        from_action: usize,
        plays: Vec<Played<A>>,
        turn: Turn,
        /// Your turn is timed: the seconds you have from now before the computer plays it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<u32>,
    },
    /// Your action was refused by the engine (the page words the reason in its language).
    Refused {
        refusal: R,
    },
    /// Your action came for a position that is gone (another action, or the computer's).
    Late,
    /// Who sits where changed.
    Seats {
        seats: Vec<SeatInfo>,
    },
    /// The hand just ended: its record, as a link's fragment.
    Record {
        link: String,
    },
    Ping,
    /// The host closed the table.
    Bye,
}

/// What the host sends a friend at a table of `G`.
pub type HostMessage<G> = ToFriend<
    <G as TableGame>::View,
    <G as TableGame>::Event,
    <G as TableGame>::Action,
    <G as TableGame>::Error,
>;

/// From a friend to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToHost<A> {
    /// The first message on a new channel: the invite's token, the friend's name and face.
    Hello {
        token: u64,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        face: Option<u8>,
    },
    /// An action at the position `progress`.
    Act {
        progress: u64,
        action: A,
    },
    /// The page missed part of the log: send it all again.
    Resync,
    Pong,
    /// The friend left the table.
    Bye,
}

/// The kinds each direction knows, to tell a newer page's message from a broken one.
pub trait Kinds {
    const KINDS: &'static [&'static str];
}

impl<V, E, A, R> Kinds for ToFriend<V, E, A, R> {
    const KINDS: &'static [&'static str] = &[
        "welcome", "position", "refused", "late", "seats", "record", "ping", "bye",
    ];
}

impl<A> Kinds for ToHost<A> {
    const KINDS: &'static [&'static str] = &["hello", "act", "resync", "pong", "bye"];
}

/// Why a message was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// Larger than [`MAX_BYTES`].
    TooLarge(usize),
    /// Not JSON, or not the shape its kind has (serde's words).
    Malformed(String),
    /// Another version of the protocol.
    Version(u32),
    /// A kind this page does not know.
    Unknown(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::TooLarge(n) => write!(f, "a message of {n} bytes (at most {MAX_BYTES})"),
            ProtocolError::Malformed(e) => write!(f, "a malformed message: {e}"),
            ProtocolError::Version(v) => {
                write!(f, "a message of protocol {v} (this page speaks {VERSION})")
            }
            ProtocolError::Unknown(k) => write!(f, "a message of unknown kind {k:?}"),
        }
    }
}

/// The message as the text sent on the channel.
pub fn encode<M: Serialize>(message: &M) -> String {
    crate::json::to_string(&(VERSION, message)).unwrap_or_default()
}

/// A message's kind: its outer tag (the one key of an object, or the string of a kind with no
/// fields), read without reading the rest.
struct KindOf(String);

impl<'de> Deserialize<'de> for KindOf {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<KindOf, D::Error> {
        struct Kind;
        impl<'de> Visitor<'de> for Kind {
            type Value = KindOf;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a message")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<KindOf, E> {
                Ok(KindOf(v.to_string()))
            }
            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<KindOf, M::Error> {
                let kind: String = map
                    .next_key()?
                    .ok_or_else(|| de::Error::custom("a message with no kind"))?;
                map.next_value::<IgnoredAny>()?;
                if map.next_key::<IgnoredAny>()?.is_some() {
                    return Err(de::Error::custom("a message of two kinds"));
                }
                Ok(KindOf(kind))
            }
        }
        d.deserialize_any(Kind)
    }
}

/// The message `text` holds, or why it is refused.
pub fn decode<M: DeserializeOwned + Kinds>(text: &str) -> Result<M, ProtocolError> {
    check(text, M::KINDS)?;
    let (_, message): (IgnoredAny, M) = crate::json::from_str(text).map_err(malformed)?;
    Ok(message)
}

fn malformed(e: crate::json::Error) -> ProtocolError {
    ProtocolError::Malformed(e.to_string())
}

/// The size, the version and the kind (one of `kinds`) of a message, checked before its shape
/// (one function for every message type).
fn check(text: &str, kinds: &[&str]) -> Result<(), ProtocolError> {
    if text.len() > MAX_BYTES {
        return Err(ProtocolError::TooLarge(text.len()));
    }
    let (v, _): (u64, IgnoredAny) = crate::json::from_str(text).map_err(malformed)?;
    if v != VERSION as u64 {
        return Err(ProtocolError::Version(v.min(u32::MAX as u64) as u32));
    }
    let (_, KindOf(kind)): (IgnoredAny, KindOf) = crate::json::from_str(text).map_err(malformed)?;
    if !kinds.contains(&kind.as_str()) {
        let shown: String = kind.chars().take(40).collect();
        return Err(ProtocolError::Unknown(shown));
    }
    Ok(())
}

/// A name as given, trimmed, without control characters and cut to [`MAX_NAME`]; `None` when
/// nothing is left.
pub fn clean_name(name: &str) -> Option<String> {
    let name: String = name
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .chars()
        .take(MAX_NAME)
        .collect();
    (!name.is_empty()).then_some(name)
}
