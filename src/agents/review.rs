//! A second look at a decision a player made: the Hard player searches the position with the
//! player's own action among its candidates and says whether it would have done otherwise,
//! and by how much, in levels of the hand's outcome for the player's side. The review after
//! a hand runs this over each of the human's decisions.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use super::paired_advantage;

/// What a rollout found: the value the search player steers by, the levels the hand
/// brought the player's side (negative when the other side went up) and, in Sheng Ji, the
/// card points that went the side's way (taken as defenders, kept from the defenders as
/// declarers).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Score {
    pub value: f64,
    pub levels: f64,
    pub points: f64,
}

impl Score {
    /// What an illegal candidate is worth: never chosen.
    pub const ILLEGAL: Score = Score {
        value: -100.0,
        levels: -100.0,
        points: -100.0,
    };
}

/// The Hard player's verdict on a decision it would have made otherwise.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Assessment<A> {
    /// What it would have done.
    pub better: A,
    /// How many more levels the player's side gets with it, on average over the same
    /// sampled deals.
    pub gain: f64,
    /// How many more card points go the side's way (Sheng Ji; 0 in Guan Dan).
    pub points: f64,
}

impl<A> Assessment<A> {
    /// The same verdict with the levels and points of `whole`: the played action's and the
    /// better one's results played out to the end on the same deals (a cut search's own
    /// results know no levels).
    pub fn played_out(self, whole: &[Vec<Score>]) -> Option<Assessment<A>> {
        let (gain, points) = gains(whole.first()?, whole.get(1)?)?;
        Some(Assessment {
            gain,
            points,
            ..self
        })
    }
}

/// The values of each candidate on each deal, for the search players' ordering.
pub fn values(results: &[Vec<Score>]) -> Vec<Vec<f64>> {
    results
        .iter()
        .map(|r| r.iter().map(|o| o.value).collect())
        .collect()
}

/// The search's pick among `candidates` (the rule AI's choice first, the action played at
/// index `played`), judged as the search player decides: a candidate clearly better than
/// the rule AI's choice, else the rule AI's. `None` when the pick is the action played.
pub fn judge<A: Clone>(
    candidates: &[A],
    results: &[Vec<Score>],
    played: usize,
    z: f64,
    min_gain: f64,
) -> Option<Assessment<A>> {
    let scores = paired_advantage(&values(results), z, min_gain);
    let (best, _) = scores
        .iter()
        .enumerate()
        .max_by(|&(a, x), &(b, y)| x.total_cmp(y).then(b.cmp(&a)))?;
    if best == played {
        return None;
    }
    let (gain, points) = gains(results.get(played)?, results.get(best)?)?;
    Some(Assessment {
        better: candidates.get(best)?.clone(),
        gain,
        points,
    })
}

/// How many more levels and card points `theirs` brought than `mine` on the same deals, on
/// average (`None` without a deal).
pub fn gains(mine: &[Score], theirs: &[Score]) -> Option<(f64, f64)> {
    let n = mine.len().min(theirs.len());
    if n == 0 {
        return None;
    }
    let mean = |f: fn(&Score) -> f64| {
        theirs
            .iter()
            .zip(mine)
            .map(|(b, p)| f(b) - f(p))
            .sum::<f64>()
            / n as f64
    };
    Some((mean(|s| s.levels), mean(|s| s.points)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcomes(levels: &[f64]) -> Vec<Score> {
        levels
            .iter()
            .map(|&l| Score {
                value: l,
                levels: l,
                points: 0.0,
            })
            .collect()
    }

    #[test]
    fn a_clearly_better_candidate_is_the_verdict_with_its_mean_gain() {
        let results = vec![
            outcomes(&[1.0, 1.0, 1.0, 1.0]),
            outcomes(&[-1.0, -1.0, 0.0, -1.0]),
            outcomes(&[3.0, 3.0, 3.0, 3.0]),
        ];
        let a = judge(&["rule", "played", "best"], &results, 1, 2.0, 0.05).unwrap();
        assert_eq!(a.better, "best");
        assert!((a.gain - 3.75).abs() < 1e-9);
    }

    #[test]
    fn no_verdict_when_the_play_made_is_the_pick() {
        let results = vec![outcomes(&[0.0, 0.0, 0.0]), outcomes(&[2.0, 2.0, 2.0])];
        assert_eq!(judge(&["rule", "played"], &results, 1, 2.0, 0.05), None);
        // The rule AI's choice played, nothing clearly better.
        let results = vec![outcomes(&[0.0, 1.0, 0.0]), outcomes(&[0.0, 0.0, 1.0])];
        assert_eq!(judge(&["played", "other"], &results, 0, 2.0, 0.05), None);
    }

    #[test]
    fn a_play_that_is_not_clearly_worse_gets_the_rule_choice_and_a_small_gain() {
        let results = vec![outcomes(&[1.0, 0.0, 1.0]), outcomes(&[0.0, 1.0, 1.0])];
        let a = judge(&["rule", "played"], &results, 1, 2.0, 0.05).unwrap();
        assert_eq!(a.better, "rule");
        assert!(a.gain.abs() < 1e-9);
    }
}
