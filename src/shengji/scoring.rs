//! Scoring a round: kitty multiplier, the result band of the opponents' points, promotion of
//! levels (with the `must_defend_a` and `defend_levels` variants).

use serde::{Deserialize, Serialize};

use crate::cards::Rank;

use super::combination::Unit;
use super::rules::{KittyMultiplier, Rules};

/// Result of a round for the declaring side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// The declarers keep the deal and go up `levels`.
    Hold { levels: u8 },
    /// The opponents become declarers and go up `levels` (maybe 0).
    TakeOver { levels: u8 },
}

/// The band of the opponents' points: with step = 20 × decks, 0 → +3, below one step → +2,
/// below two steps → +1; from two steps the opponents take over, +1 per further step.
pub fn outcome(points: u32, rules: &Rules) -> Outcome {
    let step = rules.step();
    let threshold = rules.threshold();
    if points == 0 {
        Outcome::Hold { levels: 3 }
    } else if points < step {
        Outcome::Hold { levels: 2 }
    } else if points < threshold {
        Outcome::Hold { levels: 1 }
    } else {
        let extra = (points - threshold) / step;
        Outcome::TakeOver {
            levels: extra.min(200) as u8,
        }
    }
}

/// Kitty multiplier when the opponents win the last trick, from its lead's largest unit.
pub fn kitty_multiplier(largest: &Unit, kind: KittyMultiplier) -> u32 {
    match kind {
        KittyMultiplier::Power if largest.width < 2 => 2,
        // Pair (or triple) ×4, tractor of L tuples ×2^(L+1).
        KittyMultiplier::Power => 1u32 << (largest.length.min(30) as u32 + 1),
        KittyMultiplier::Linear => 2 * largest.size() as u32,
        KittyMultiplier::Double => 2,
    }
}

/// Promotes a level by `steps`. `defended` is true for a seat that has just held as declarer at
/// this very level: only such a seat may pass a defended level (and, with `must_defend_a`, win
/// at A). Returns the new level and whether the match is won (promoted past A).
pub fn promote(level: Rank, steps: u8, defended: bool, rules: &Rules) -> (Rank, bool) {
    let mut cur = level;
    for _ in 0..steps {
        let may_pass = defended && cur == level;
        if rules.defend_levels.contains(&cur) && !may_pass {
            return (cur, false);
        }
        match cur.succ() {
            Some(next) => cur = next,
            None => {
                // At A: past it wins, unless A must be defended first.
                let won = !rules.must_defend_a || may_pass;
                return (cur, won);
            }
        }
    }
    (cur, false)
}
