//! Guan Dan (掼蛋) rules engine. Specification: shared/rules/guandan.md.
//!
//! - [`rules`]: the [`Rules`] value with every variant and the presets.
//! - [`level`]: level order, natural order, wilds, display order.
//! - [`combination`]: readings of a set of cards and the comparison of plays.
//! - [`moves`]: fast enumeration of legal plays, grouped by type and rank; `tally` counts
//!   them without building any (random play).
//! - [`tribute`], [`scoring`]: tribute rules and promotion / level-A rules.
//! - [`game`]: the whole match as a state machine with one entry point, [`Game::apply`].

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::Card;

mod alternatives;
pub mod combination;
mod counts;
pub mod error;
pub mod game;
mod hand_index;
mod integrity;
pub mod level;
pub mod moves;
mod position;
pub mod rules;
pub mod scoring;
pub mod sim;
mod tally;
pub mod tracker;
pub mod tribute;
mod tribute_phase;
mod turned;
pub mod view;

pub use alternatives::alternatives;
pub use combination::{Combination, ComboType, Reading, Top, WildUse, readings};
pub use error::GuandanError;
pub use game::{Action, Event, Game, Pending};
pub use level::{level_value, sort_for_display};
pub use moves::{
    Candidate, Move, count_legal_moves, legal_moves, legal_moves_into, nth_legal_move,
    pick_legal_move,
};
pub use rules::{EqualTribute, EqualTributeLead, Preset, Rules};
pub use view::{SeatView, check_play};

/// Cards per player.
pub const HAND_SIZE: usize = 27;

/// A seat 0..4; partners are `s` and `s + 2`, the next player is `(s + 1) % 4`.
pub type Seat = usize;

/// The four hands of hand 1 dealt by [`Game::new`] with the default rules and `seed`, each
/// sorted for display (strongest first, at level 2).
pub fn opening_hands(seed: u64) -> [Vec<Card>; 4] {
    match Game::new(Rules::default(), seed) {
        Ok(game) => [0, 1, 2, 3].map(|s| game.view(s).hand),
        // The default rules always validate.
        Err(_) => Default::default(),
    }
}
