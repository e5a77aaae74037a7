//! Why an action was refused: one error type for the whole engine, whose `Display` is a
//! message for the player. It depends on nothing but the combinations it names.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Rank};

use super::Seat;
use super::combination::Combination;

/// Why an action was refused. `Display` is a message for the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GuandanError {
    InvalidRules {
        reason: String,
    },
    NoSuchSeat {
        seat: usize,
    },
    MatchOver,
    NotYourTurn {
        seat: Seat,
        waiting_for: Seat,
    },
    WrongAction {
        expected: String,
    },
    EmptyPlay,
    DuplicateCard {
        card: Card,
    },
    NotInHand {
        card: Card,
    },
    NotACombination {
        count: usize,
    },
    AmbiguousReading {
        options: Vec<Combination>,
    },
    NotAReading {
        asked: Combination,
    },
    DoesNotBeat {
        play: Combination,
        table: Combination,
    },
    LeaderCannotPass,
    WrongTributeCard {
        card: Card,
        highest: Face,
    },
    NotAPayer {
        seat: Seat,
    },
    ReturnSameAsTribute {
        card: Card,
    },
    /// Under the return limit (`Rules::return_max_rank`): the card is above `max`, or a level
    /// card, while the hand holds a card that may be returned.
    ReturnNotAllowed {
        card: Card,
        max: Rank,
    },
}

fn list(combos: &[Combination]) -> String {
    combos
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for GuandanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use GuandanError::*;
        match self {
            InvalidRules { reason } => write!(f, "these rules cannot be played: {reason}"),
            NoSuchSeat { seat } => write!(f, "there is no seat {seat}: seats are 0 to 3"),
            MatchOver => f.write_str("the match is over"),
            NotYourTurn { seat, waiting_for } => write!(
                f,
                "it is not your turn (seat {seat}): the game is waiting for seat {waiting_for}"
            ),
            WrongAction { expected } => write!(f, "not now: {expected}"),
            EmptyPlay => f.write_str("select at least one card to play"),
            DuplicateCard { card } => write!(f, "the {} was selected twice", card.face.label()),
            NotInHand { card } => write!(f, "the {} is not in your hand", card.face.label()),
            NotACombination { count } => {
                write!(
                    f,
                    "these {count} cards do not form any Guan Dan combination"
                )
            }
            AmbiguousReading { options } => write!(
                f,
                "these cards can be played in several ways, choose one: {}",
                list(options)
            ),
            NotAReading { asked } => write!(f, "these cards cannot be played as a {asked}"),
            DoesNotBeat { play, table } => write!(f, "a {play} does not beat the {table}"),
            LeaderCannotPass => f.write_str("you lead this trick: you must play, not pass"),
            WrongTributeCard { card, highest } => write!(
                f,
                "the tribute must be your highest card other than a wild: a card like the {}, not the {}",
                highest.label(),
                card.face.label()
            ),
            NotAPayer { seat } => write!(f, "seat {seat} did not pay a tribute"),
            ReturnSameAsTribute { card } => write!(
                f,
                "you cannot give back the same card as the tribute you received ({})",
                card.face.label()
            ),
            ReturnNotAllowed { card, max } => write!(
                f,
                "the {} may not be returned: return a card of rank {} or lower that is not a level card (or your lowest card if you have none)",
                card.face.label(),
                max.code()
            ),
        }
    }
}

impl std::error::Error for GuandanError {}
