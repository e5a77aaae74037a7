//! The saved match: the text the page keeps in localStorage to resume a match after a reload.
//! A save is the match's record (rules, seed and every action) with who sits where: reading
//! replays the actions through the engine, so whatever bytes storage holds (damaged, edited,
//! from an older version) give either a match that plays on from a legal position or a typed
//! reason, never a panic. (Keeping the record, not the game's state, also keeps the page from
//! carrying a reader for every type of the engines' state.)

use std::fmt;

use serde::{Deserialize, Serialize};

use super::record::{Played, RecordError, Recordable};
use super::{Match, Player};

/// Bumped whenever the saved shape changes (1: the game's state and its log; 2: the record).
pub const FORMAT: u32 = 2;

#[derive(Serialize, Deserialize)]
struct SaveFile<R, A> {
    format: u32,
    seed: u64,
    players: Vec<Player>,
    between_hands: bool,
    rules: R,
    /// The engine's seed: with the rules, the first deal.
    deal_seed: u64,
    actions: Vec<Played<A>>,
}

/// Why a save cannot be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not a save this page can read (damaged, or not a save at all).
    Damaged(String),
    /// A save of another format version.
    Version(u32),
    /// The engine refused the saved play (its detail, for the console).
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

/// The save of match `m` (dealt from `seed`), as text; `None` for a match without a record.
pub fn write<G>(seed: u64, m: &Match<G>) -> Option<String>
where
    G: Recordable,
{
    let (start, actions) = m.history()?;
    let file = SaveFile {
        format: FORMAT,
        seed,
        players: m.players().to_vec(),
        between_hands: m.waiting() == super::Waiting::NextHand,
        rules: start.rules(),
        deal_seed: start.seed(),
        actions: actions.to_vec(),
    };
    crate::json::to_string(&file).ok()
}

/// The match a save holds and its seed, or why it cannot be resumed.
pub fn read<G>(text: &str) -> Result<(u64, Match<G>), SaveError>
where
    G: Recordable,
{
    let damaged = |e: crate::json::Error| SaveError::Damaged(e.to_string());
    // The format first (any other field skipped): a save of another format is told so. Typed
    // reads only, no untyped value: the page carries one reader per type.
    #[derive(Deserialize)]
    struct Format {
        format: Option<u64>,
    }
    let Format { format } = crate::json::from_str(text).map_err(damaged)?;
    if let Some(v) = format.filter(|&v| v != FORMAT as u64) {
        return Err(SaveError::Version(v.min(u32::MAX as u64) as u32));
    }
    let file: SaveFile<G::Rules, G::Action> = crate::json::from_str(text).map_err(damaged)?;
    let start = G::start(&file.rules, file.deal_seed).map_err(SaveError::Inconsistent)?;
    let (players, seats) = (file.players.len(), start.seats());
    if players != seats {
        return Err(SaveError::Seats { players, seats });
    }
    let mut m = Match::replayed(start, file.players, &file.actions).map_err(|e| match e {
        RecordError::Refused { .. } => SaveError::Inconsistent(e.to_string()),
        other => SaveError::Damaged(other.to_string()),
    })?;
    // The replay pauses after a hand where a human plays; the save says whether it was left.
    if !file.between_hands {
        m.next_hand();
    }
    Ok((file.seed, m))
}
