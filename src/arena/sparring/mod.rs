//! Sparring players: computer players of the league (`make league`) whose habits differ from
//! the rule AI's, written from published strategy of each game. They judge our tiers from
//! outside the rule AI's way of playing; they are never offered at the table (native only).
//!
//! Guan Dan: [`guandan::BombKeeper`] keeps its bombs to the end, [`guandan::Splitter`] splits
//! its groups to take control. Sheng Ji: [`shengji::Trumper`] pulls trumps early and never
//! buries points, [`shengji::Thrower`] throws and ruffs eagerly.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod guandan;
pub mod shengji;

use crate::agents::{Agent, TableGame};

/// A game's sparring players.
pub trait Sparring: TableGame {
    /// Their names.
    const SPARRING: &'static [&'static str];
    /// The player called `name`, if the game has one (each decides from the view alone).
    fn sparring(name: &str) -> Option<Box<dyn Agent<Self>>>;
}

/// Every sparring player's name, in both games.
pub const NAMES: [&str; 4] = [
    guandan::BOMB_KEEPER,
    guandan::SPLITTER,
    shengji::TRUMPER,
    shengji::THROWER,
];
