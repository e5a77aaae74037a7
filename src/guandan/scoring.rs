//! End of a hand: finishing order, promotion, and the rules of the top level (A).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::Rank;

use super::Seat;
use super::combination::{Combination, ComboType, Top};
use super::level::levels_code;
use super::rules::Rules;

/// Where the 1st finisher's partner finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Finish {
    OneTwo,
    OneThree,
    OneFour,
}

impl Finish {
    /// Levels gained by the winners.
    pub fn promotion(self, rules: &Rules) -> u8 {
        match self {
            Finish::OneTwo => rules.promotion_1_2,
            Finish::OneThree => 2,
            Finish::OneFour => 1,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Finish::OneTwo => "1-2",
            Finish::OneThree => "1-3",
            Finish::OneFour => "1-4",
        }
    }
}

/// The result of a finished hand and what it did to the teams.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    /// Finishing order, 1st first (after a 1-2 the last two are in seat order: both lost).
    pub order: [Seat; 4],
    pub finish: Finish,
    /// Team (0: seats 0 and 2, 1: seats 1 and 3) of the 1st finisher.
    pub winners: usize,
    /// Levels after the hand.
    #[serde(with = "levels_code")]
    pub levels: [Rank; 2],
    /// Declarers of the next hand.
    pub declarers: usize,
    /// Team dropped back to level 2 (three failures at A, or the aces rule).
    pub demoted: Option<usize>,
    /// Team that won the match with this hand.
    pub match_winner: Option<usize>,
}

/// Team state carried from hand to hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    #[serde(with = "levels_code")]
    pub levels: [Rank; 2],
    /// Declarers of the current hand (`None` in hand 1).
    pub declarers: Option<usize>,
    /// Failed hands as declarers at the top level, per team.
    pub top_failures: [u8; 2],
}

impl Standing {
    pub fn new(rules: &Rules) -> Standing {
        Standing {
            levels: [rules.start_level; 2],
            declarers: None,
            top_failures: [0; 2],
        }
    }

    /// The level the current hand is played at (before any declarers, in hand 1, both teams
    /// are at the start level).
    pub fn hand_level(&self) -> Rank {
        let [first, second] = self.levels;
        if self.declarers.unwrap_or(0).is_multiple_of(2) {
            first
        } else {
            second
        }
    }
}

/// Whether a play consists only of aces (single, pair, triple or bomb of aces).
pub fn only_aces(combo: &Combination) -> bool {
    combo.top == Top::Rank(Rank::Ace)
        && matches!(
            combo.kind,
            ComboType::Single | ComboType::Pair | ComboType::Triple | ComboType::Bomb
        )
}

fn promote(level: Rank, by: u8, target: Rank) -> Rank {
    Rank::from_value(level.value().saturating_add(by).min(target.value())).unwrap_or(target)
}

/// Applies a finished hand to the standing. `winners_last_play` is the last play of the 1st
/// finisher (for the aces rule).
pub fn settle(
    standing: &mut Standing,
    order: [Seat; 4],
    finish: Finish,
    winners_last_play: Option<&Combination>,
    rules: &Rules,
) -> HandResult {
    let winners = order[0] % 2;
    let target = rules.target_level;
    let mut demoted = None;
    let mut match_winner = None;
    let at_top = standing
        .declarers
        .map(|d| d % 2)
        .filter(|&d| standing.levels.get(d) == Some(&target));
    if let Some(d) = at_top {
        let wins_match = d == winners
            && match finish {
                Finish::OneTwo => true,
                Finish::OneThree => !rules.a_win_requires_1_2,
                Finish::OneFour => false,
            };
        if wins_match {
            match_winner = Some(d);
        } else if let Some(failures) = standing.top_failures.get_mut(d)
            && let Some(level) = standing.levels.get_mut(d)
        {
            // A hand as declarers at the top without winning the match is a failure.
            *failures += 1;
            let aces = d != winners
                && rules.aces_finish_demotion
                && winners_last_play.is_some_and(only_aces);
            let too_many = rules.a_fail_limit.is_some_and(|limit| *failures >= limit);
            if aces || too_many {
                *level = Rank::Two;
                *failures = 0;
                demoted = Some(d);
            }
        }
    }
    if match_winner.is_none()
        && at_top != Some(winners)
        && let Some(level) = standing.levels.get_mut(winners)
    {
        *level = promote(*level, finish.promotion(rules), target);
    }
    standing.declarers = Some(winners);
    HandResult {
        order,
        finish,
        winners,
        levels: standing.levels,
        declarers: winners,
        demoted,
        match_winner,
    }
}
