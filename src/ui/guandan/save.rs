//! The saved match (localStorage) and the table's settings. A save that cannot be read, comes
//! from another format, or fails the engine's integrity check is discarded with a message.

use serde::{Deserialize, Serialize};

use crate::driver::{Match, Saved};
use crate::guandan::{Event, Game, Rules};
use crate::launch::Speed;

use super::super::storage;
use super::state::Table;

const MATCH_KEY: &str = "cardtable.guandan.match";
const SETTINGS_KEY: &str = "cardtable.guandan.settings";
/// Bumped whenever the saved shape changes.
const FORMAT: u32 = 1;
/// Hands of the log kept in a save (the current and the previous one).
const LOG_HANDS: usize = 2;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: u32,
    seed: u64,
    saved: Saved<Game, Event>,
}

pub fn store(t: &Table) {
    store_match(t.seed, &t.m.borrow());
}

/// Saves a match of seed `seed` as the one to resume.
pub fn store_match(seed: u64, m: &Match<Game>) {
    let mut saved = m.save();
    // Older hands are not shown anywhere: keep the save small.
    let starts: Vec<usize> = saved
        .log
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.event, Event::HandStarted { .. }))
        .map(|(i, _)| i)
        .collect();
    if starts.len() > LOG_HANDS {
        saved.log.drain(..starts[starts.len() - LOG_HANDS]);
    }
    let file = SaveFile {
        format: FORMAT,
        seed,
        saved,
    };
    if let Ok(text) = serde_json::to_string(&file) {
        storage::set(MATCH_KEY, &text);
    }
}

/// What was found in storage.
pub enum Loaded {
    Nothing,
    Match(Table),
    /// A save was there but could not be used (the reason, for the player).
    Discarded(String),
}

pub fn load() -> Loaded {
    let Some(text) = storage::get(MATCH_KEY) else {
        return Loaded::Nothing;
    };
    let file = match serde_json::from_str::<SaveFile>(&text) {
        Ok(f) if f.format == FORMAT => f,
        Ok(_) => return discard("it was saved by another version of the table".to_string()),
        Err(e) => return discard(format!("it is damaged: {e}")),
    };
    if let Err(reason) = file.saved.game.check_integrity() {
        return discard(format!("it is inconsistent: {reason}"));
    }
    if file.saved.players.len() != 4 {
        return discard("it does not have four players".to_string());
    }
    Loaded::Match(Table::new(file.seed, Match::restore(file.saved)))
}

fn discard(reason: String) -> Loaded {
    storage::remove(MATCH_KEY);
    Loaded::Discarded(reason)
}

pub fn clear() {
    storage::remove(MATCH_KEY);
}

/// What the player chose in the settings, kept between visits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub rules: Rules,
    /// "instant", "fast", "normal" or "slow".
    pub speed: String,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: Rules::default(),
            speed: Speed::Normal.slug().to_string(),
        }
    }
}

impl Settings {
    pub fn speed(&self) -> Speed {
        Speed::from_slug(&self.speed).unwrap_or(Speed::Normal)
    }

    /// The saved settings, or the defaults (a damaged entry is ignored).
    pub fn load() -> Settings {
        storage::get(SETTINGS_KEY)
            .and_then(|t| serde_json::from_str::<Settings>(&t).ok())
            .filter(|s| s.rules.validate().is_ok())
            .unwrap_or_default()
    }

    pub fn store(&self) {
        if let Ok(text) = serde_json::to_string(self) {
            storage::set(SETTINGS_KEY, &text);
        }
    }
}
