//! The saved match: the text the page keeps in localStorage to resume a match after a reload.
//! Writing trims the log; reading checks the format, the engine's integrity and the seats, so
//! that whatever bytes storage holds (damaged, edited, from an older version) give either a
//! match that plays on or a typed reason, never a panic.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::{Match, Saved};
use crate::agents::TableGame;

/// Bumped whenever the saved shape changes.
pub const FORMAT: u32 = 1;
/// Hands (rounds) of the log kept in a save: the current one and the two before (the end of
/// the one before last gives the levels a result panel compares with).
const LOG_HANDS: usize = 3;

#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "G: Serialize, E: Serialize, A: Serialize"))]
#[serde(bound(deserialize = "G: DeserializeOwned, E: DeserializeOwned, A: DeserializeOwned"))]
struct SaveFile<G, E, A> {
    format: u32,
    seed: u64,
    saved: Saved<G, E, A>,
}

/// Why a save cannot be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not a save this page can read (damaged, or not a save at all).
    Damaged(String),
    /// A save of another format version.
    Version(u32),
    /// The engine found the saved game inconsistent (its detail, for the console).
    Inconsistent(String),
    /// The players do not match the game's seats.
    Seats { players: usize, seats: usize },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Damaged(e) => write!(f, "the save cannot be read: {e}"),
            SaveError::Version(v) => write!(f, "a save of format {v}, this page reads {FORMAT}"),
            SaveError::Inconsistent(e) => write!(f, "the saved game is inconsistent: {e}"),
            SaveError::Seats { players, seats } => {
                write!(f, "{players} players saved for {seats} seats")
            }
        }
    }
}

/// The save of match `m` (dealt from `seed`), as text.
pub fn write<G>(seed: u64, m: &Match<G>) -> Option<String>
where
    G: TableGame + Serialize,
    G::Event: Serialize,
    G::Action: Serialize,
{
    let mut saved = m.save();
    // Older hands are not shown anywhere: keep the save small.
    let ends: Vec<usize> = saved
        .log
        .iter()
        .enumerate()
        .filter(|(_, e)| G::ends_hand(&e.event))
        .map(|(i, _)| i + 1)
        .collect();
    if let Some(&cut) = ends.len().checked_sub(LOG_HANDS).and_then(|i| ends.get(i)) {
        saved.log.drain(..cut);
    }
    let file = SaveFile {
        format: FORMAT,
        seed,
        saved,
    };
    serde_json::to_string(&file).ok()
}

/// The match a save holds and its seed, or why it cannot be resumed.
pub fn read<G>(text: &str) -> Result<(u64, Match<G>), SaveError>
where
    G: TableGame + DeserializeOwned,
    G::Event: DeserializeOwned,
    G::Action: DeserializeOwned,
{
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
    let format = value.get("format").and_then(|f| f.as_u64());
    if let Some(v) = format.filter(|&v| v != FORMAT as u64) {
        return Err(SaveError::Version(v.min(u32::MAX as u64) as u32));
    }
    let file: SaveFile<G, G::Event, G::Action> =
        serde_json::from_value(value).map_err(|e| SaveError::Damaged(e.to_string()))?;
    file.saved
        .game
        .integrity()
        .map_err(SaveError::Inconsistent)?;
    if let Some(g) = &file.saved.start {
        g.integrity().map_err(SaveError::Inconsistent)?;
    }
    let (players, seats) = (file.saved.players.len(), file.saved.game.seats());
    if players != seats {
        return Err(SaveError::Seats { players, seats });
    }
    Ok((file.seed, Match::restore(file.saved)))
}
