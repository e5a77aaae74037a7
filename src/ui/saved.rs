//! A match saved in the browser: written after every action as its record, read back through
//! the engine, and the view before the action that ended a hand (for a match read between two
//! hands).

use super::core::{About, CardTable, Core, HUMAN};
use super::storage;
use crate::agents::{AgentKind, AgentSpec, TableGame, mix};
use crate::driver::save::{self, SaveError};
use crate::driver::{Match, Player, Waiting};

/// For a match read between two hands: the player's view before the action that ended the
/// last hand, and where its events start in the log (see [`Core::ended`]); replayed from the
/// match's record.
pub fn hand_end<G: CardTable>(m: &Match<G>, me: usize) -> Option<(G::View, usize)> {
    if m.waiting() != Waiting::NextHand {
        return None;
    }
    let (start, actions) = m.history()?;
    let hand = crate::driver::record::last_hand(start, actions).ok()?;
    let mut before = hand.positions.last()?.clone();
    let last = hand.actions.last()?;
    let view = before.view(me);
    let events = before.apply(last.seat, last.action.clone()).ok()?;
    Some((view, m.log().len().checked_sub(events.len())?))
}

impl<G: CardTable> Core<G> {
    /// Saves the match under `key` (the table's game), when the page is next idle.
    pub fn store(&self, key: &'static str) {
        // A deal played again is not saved, nor a lesson: a reload finds the match at that hand's end.
        if self.challenge.is_some() || self.lesson.is_some() {
            return;
        }
        let Some(m) = self.local().cloned() else {
            return;
        };
        let seed = self.seed;
        storage::set_soon(key, move || store(key, seed, &m.borrow()));
    }
}

/// Saves a match of seed `seed` under `key` as the one to resume, and what the home page says
/// of it. A match that is over is not one to go on with.
pub fn store<G: CardTable>(key: &str, seed: u64, m: &Match<G>) {
    if let Some(text) = save::write(seed, m) {
        storage::set_guarded(key, &text);
    }
    if m.waiting() == Waiting::Over {
        storage::remove(&about_key(key));
    } else {
        let about = About {
            at: js_sys::Date::now(),
            ..m.game().standing()
        };
        storage::store_json(&about_key(key), &about);
    }
}

fn about_key(key: &str) -> String {
    format!("{key}.about")
}

/// What the home page says of the match saved under `key`, if there is one to go on with.
/// Whether a match saved under `key` has its Continue line (cheaper than [`about`]).
pub fn has_about(key: &str) -> bool {
    storage::get(&about_key(key)).is_some()
}

pub fn about(key: &str) -> Option<About> {
    storage::get_guarded(key)?;
    storage::load_json(&about_key(key))
}

/// What was found in storage.
pub enum Loaded<G: TableGame> {
    Nothing,
    Match(u64, Match<G>),
    /// A save was there but could not be used (the reason, for the player).
    Discarded(String),
}

/// The match saved under `key`; a save that cannot be read, comes from another format, or
/// fails the engine's integrity check is removed, with the reason.
pub fn load<G: CardTable>(key: &str) -> Loaded<G> {
    let Some(text) = storage::get_guarded(key) else {
        return Loaded::Nothing;
    };
    match save::read::<G>(&text) {
        Ok((seed, mut m)) => {
            // A match hosted for friends resumes with the computer in their seats.
            for seat in 0..m.players().len() {
                if seat != HUMAN && m.players().get(seat) == Some(&Player::Human) {
                    let spec = AgentSpec::new(AgentKind::Normal, mix(seed, seat as u64));
                    m.set_player(seat, Player::Ai(spec));
                }
            }
            Loaded::Match(seed, m)
        }
        Err(e) => {
            storage::remove(key);
            storage::remove(&about_key(key));
            // The engine's detail is for the console; the player reads why in their language.
            web_sys::console::warn_1(&format!("saved match discarded: {e}").into());
            Loaded::Discarded(match e {
                SaveError::Damaged(_) => t!("save-why-damaged"),
                SaveError::Version(_) => t!("save-why-version"),
                SaveError::Inconsistent(_) => t!("save-why-inconsistent"),
                SaveError::Seats { .. } => t!("save-why-seats"),
            })
        }
    }
}
