//! The Guan Dan Hard's depth cut's value (issue 49 §3): matches played by the rule AI at every
//! seat, and at every trick's end of their hands two seats' encodings of the deal
//! ([`value::encode`], one of each team, turn about) with the value the hand brought that
//! seat's team. A network is then fitted to those values (`train guandan-positions`, squared
//! error): `make train-value VALUE_GAME=guandan` writes the shipped weights,
//! `src/agents/guandan/value.bin`, that the Normal's and the Hard's rollouts cut with (see
//! `value`).
//!
//! ```text
//! cargo run --release --bin train -- guandan-positions --hands 60000 --epochs 4 --hidden 64 --out src/agents/guandan/value.bin
//! ```

use super::positions::fitted;
use super::train::{Decision, Fit, Target};
use super::{count, flags};
use crate::agents::guandan::hard::scored;
use crate::agents::guandan::{rule, value};
use crate::guandan::rules::{Preset, Rules};
use crate::guandan::{Event, Game};

const USAGE: &str = "usage: train guandan-positions [--rules pagat|china] [--hands 20000] \
[--per-match 8] [--seed 1] [--epochs 20] [--hidden 32] [--out FILE.bin]";

/// `train guandan-positions` on the command line.
pub fn command(args: &[String]) -> Result<String, String> {
    let mut fit = Fit {
        hidden: vec![32],
        epochs: 20,
        target: Target::Value,
        ..Fit::default()
    };
    let (mut hands, mut per_match, mut seed, mut out) = (20000, 8, 1, None);
    let mut rules = Rules::preset(Preset::Pagat);
    for (flag, v) in flags(args, &[])? {
        match flag {
            "--rules" => {
                rules = match v.unwrap_or_default() {
                    "pagat" => Rules::preset(Preset::Pagat),
                    "china" => Rules::preset(Preset::China),
                    other => return Err(format!("unknown rules {other}\n{USAGE}")),
                }
            }
            "--hands" => hands = count(flag, v)?,
            "--per-match" => per_match = count(flag, v)?.max(1),
            "--seed" => seed = count(flag, v)?,
            "--epochs" => fit.epochs = count(flag, v)? as usize,
            "--hidden" => fit.hidden = vec![count(flag, v)? as usize],
            "--out" => out = v.map(str::to_string),
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    let decisions = positions(&rules, hands, per_match, seed)?;
    fitted(&decisions, &fit, out)
}

/// The positions of `hands` hands of `rules`, `per_match` from each match (seeds `seed` on),
/// every seat played by the rule AI: at every trick's end, two seats' encodings with the value
/// (divided by [`value::SCALE`]) the hand brought each.
pub fn positions(
    rules: &Rules,
    hands: u64,
    per_match: u64,
    seed: u64,
) -> Result<Vec<Decision>, String> {
    let mut out = Vec::new();
    let mut played = 0;
    let mut k = 0;
    while played < hands {
        let seed = seed + k;
        k += 1;
        let mut g = Game::new(rules.clone(), seed).map_err(|e| e.to_string())?;
        let mut seen: Vec<(Vec<f32>, usize)> = Vec::new();
        let mut tricks = 0;
        let mut in_match = 0;
        while in_match < per_match && played < hands {
            let Some(seat) = g.to_act() else { break };
            let action = rule::ranked(&g.view(seat)).into_iter().next();
            let events = action
                .and_then(|a| g.apply(seat, a).ok())
                .ok_or_else(|| format!("seed {seed}: the rule AI found no legal action"))?;
            let ended = events.iter().find_map(|e| match e {
                Event::HandEnded(r) => Some(r),
                _ => None,
            });
            if let Some(r) = ended {
                for (x, s) in seen.drain(..) {
                    let v = scored(r, s % 2, &g).value;
                    out.push(Decision::position(seed, x, v as f32 / value::SCALE));
                }
                played += 1;
                in_match += 1;
            } else if events.iter().any(|e| matches!(e, Event::TrickWon { .. })) {
                tricks += 1;
                let s = tricks % 2;
                seen.extend([s, s + 1].map(|s| (value::encode(&g, s), s)));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two seats of either team at each trick's end, each with its team's value of the hand.
    #[test]
    fn positions_are_two_teams_views_of_a_trick_end_with_their_values() {
        let rules = Rules::preset(Preset::Pagat);
        let decisions = positions(&rules, 3, 2, 7).unwrap();
        assert!(decisions.len() >= 3 * 2 * 5, "{}", decisions.len());
        assert_eq!(decisions.len() % 2, 0);
        for two in decisions.chunks(2) {
            let t: Vec<f32> = two.iter().map(|d| d.targets[0]).collect();
            assert!(two.iter().all(|d| d.xs[0].len() == value::INPUTS));
            assert!((t[0] + t[1]).abs() < 1e-6, "{t:?}");
            assert!(t[0].abs() * value::SCALE >= 5.0, "{t:?}");
        }
        assert!(decisions.iter().any(|d| d.seed == 8));
    }
}
