//! The Sheng Ji Hard's depth cut's value (issue 49 §3): rounds of four players in fixed teams
//! (Classic, one, three or four decks) bid and buried by the Normal, played out from the first
//! lead by the rule AI as the Hard's rollouts play them ([`play_out`]), and at every trick's
//! end but the last each seat's encoding of the deal ([`value::encode`]) with the value the
//! round brought that seat's side. A network is then
//! fitted to those values (`train shengji-positions`, squared error): `make train-value`
//! writes the shipped weights, the same bytes each time.
//!
//! ```text
//! cargo run --release --bin train -- shengji-positions --rounds 8000 --out src/agents/shengji/value.bin
//! ```

use std::fmt::Write as _;

use super::train::{Decision, Fit, Measure, Target, train};
use super::{count, flags};
use crate::agents::net::Mlp;
use crate::agents::shengji::hard::play_out;
use crate::agents::shengji::value;
use crate::agents::{AgentKind, AgentSpec, mix};
use crate::driver::{Match, Player};
use crate::shengji::{Event, Game, Phase, Rules};

const USAGE: &str = "usage: train shengji-positions \
[--variant classic|one-deck|three-decks|four-decks] [--rounds 8000] [--seed 1] [--epochs 30] \
[--hidden 32] [--players rule|league] [--out FILE.bin]";

/// Who plays the rounds out from the first lead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Players {
    /// The rule AI at every seat, as the Hard's rollouts play (the shipped weights).
    Rule,
    /// The league's players of different styles, a different one at each seat of a round
    /// (the Normal, `baseline`, `trumper`, `thrower`; issue 66's "values that generalize").
    League,
}

/// `train shengji-positions` on the command line.
pub fn command(args: &[String]) -> Result<String, String> {
    let mut fit = Fit {
        hidden: vec![32],
        target: Target::Value,
        ..Fit::default()
    };
    let (mut rounds, mut seed, mut out, mut players) = (8000, 1, None, Players::Rule);
    let mut rules = Rules::classic();
    for (flag, v) in flags(args, &[])? {
        match flag {
            "--variant" => {
                let name = v.unwrap_or_default();
                rules = Rules::named(name).ok_or_else(|| format!("unknown variant {name}"))?;
                if !value::fits(&rules) {
                    return Err(format!("{name}: no cut for this variant\n{USAGE}"));
                }
            }
            "--rounds" => rounds = count(flag, v)?,
            "--seed" => seed = count(flag, v)?,
            "--epochs" => fit.epochs = count(flag, v)? as usize,
            "--hidden" => fit.hidden = vec![count(flag, v)? as usize],
            "--out" => out = v.map(str::to_string),
            "--players" => {
                players = match v.unwrap_or_default() {
                    "rule" => Players::Rule,
                    "league" => Players::League,
                    other => return Err(format!("unknown players {other}\n{USAGE}")),
                }
            }
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    let decisions = positions(&rules, rounds, seed, players)?;
    fitted(&decisions, &fit, out)
}

/// Fits a position's value to `decisions` (one position each), reports the squared error on
/// the test tenth against the values' variance, and writes the int8 weights to `out`.
pub fn fitted(decisions: &[Decision], fit: &Fit, out: Option<String>) -> Result<String, String> {
    let (net, mut report) = train(decisions, fit)?;
    let bytes = net.to_bytes();
    let test: Vec<&Decision> = decisions.iter().filter(|d| d.seed % 10 == 0).collect();
    // What guessing the mean would lose, to read the fit's loss against.
    let values: Vec<f64> = test
        .iter()
        .filter_map(|d| d.targets.first())
        .map(|&t| t as f64)
        .collect();
    let mean = values.iter().sum::<f64>() / values.len().max(1) as f64;
    let spread =
        values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len().max(1) as f64;
    let _ = writeln!(
        report,
        "test: {} positions, the values' variance {spread:.4}",
        values.len()
    );
    let _ = writeln!(
        report,
        "test, int8 weights: {}",
        Measure::of(&Mlp::from_bytes(&bytes)?, &test)
    );
    if let Some(path) = out {
        std::fs::write(&path, &bytes).map_err(|e| format!("{path}: {e}"))?;
        let _ = writeln!(report, "{path}: {} bytes", bytes.len());
    }
    Ok(report)
}

/// Round `seed` of `rules` bid and buried by the Normal, at its first lead (`None`: it never
/// got there).
fn first_lead(rules: &Rules, seed: u64) -> Result<Option<Game>, String> {
    let game = Game::new(rules.clone(), seed)?;
    let players = (0..rules.players as u64)
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Normal, mix(seed, s))))
        .collect();
    let mut m = Match::new(game, players);
    while m.game().phase() != Phase::Playing {
        if m.step().map_err(|e| e.to_string())?.is_none() {
            break;
        }
    }
    Ok(Some(m.game().clone()).filter(|g| g.phase() == Phase::Playing))
}

/// The positions of `rounds` rounds of `rules` (four players, fixed teams) from seed `seed`
/// on, played out by `players`: each seat's encoding at every trick's end, with the value
/// (divided by [`value::SCALE`]) the round brought it.
pub fn positions(
    rules: &Rules,
    rounds: u64,
    seed: u64,
    players: Players,
) -> Result<Vec<Decision>, String> {
    let mut out = Vec::new();
    for k in 0..rounds {
        let seed = seed + k;
        let Some(mut g) = first_lead(rules, seed)? else {
            continue;
        };
        let mut seen = Vec::new();
        let mut look = |g: &Game| {
            if !g.hand(0).is_empty() {
                seen.extend((0..4).map(|s| (value::encode(g, s), s)));
            }
        };
        let value = match players {
            Players::Rule => {
                play_out(&mut g, Event::Done, 0, |g, _| {
                    look(g);
                    None
                })
                .value
            }
            Players::League => match league_out(&mut g, seed, &mut look) {
                Some(v) => v,
                None => continue,
            },
        };
        let ours = |s: usize| g.declarers().get(s) == g.declarers().first();
        for (x, s) in seen {
            let v = if ours(s) { value } else { -value };
            out.push(Decision::position(seed, x, v as f32 / value::SCALE));
        }
    }
    Ok(out)
}

/// Round `g` played out from its first lead by four of the league's players, each seat a
/// different one (turned by `seed`); `look` sees every trick's end. The round's value for
/// seat 0, as the Hard's play-outs score it (`None`: it did not end).
fn league_out(g: &mut Game, seed: u64, look: &mut impl FnMut(&Game)) -> Option<f64> {
    use super::sparring::{Sparring, shengji as sparring};
    use crate::agents::TableGame;
    let names = ["normal", "baseline", sparring::TRUMPER, sparring::THROWER];
    let mut agents: Vec<Box<dyn crate::agents::Agent<Game>>> = (0..4u64)
        .map(|s| {
            let name = names
                .get(((seed + s) % 4) as usize)
                .copied()
                .unwrap_or("normal");
            Game::sparring(name).unwrap_or_else(|| {
                let kind = AgentKind::from_name(name).unwrap_or(AgentKind::Normal);
                Game::agent(&AgentSpec::new(kind, mix(seed, s)))
            })
        })
        .collect();
    let limit = g.rules().decks as usize * crate::cards::Face::COUNT + 8;
    for _ in 0..limit {
        let s = g.to_act()?;
        let action = agents.get_mut(s)?.act(&g.view(s))?;
        match g.apply(s, action).ok()? {
            Event::RoundOver(r) => {
                return Some(crate::agents::shengji::hard::value(&r, 0, g.rules()));
            }
            Event::TrickWon { .. } => look(g),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::review::Score;

    /// Each trick's end but the last gives the four seats' encodings, and their values are the
    /// two sides' (one side's loss the other's gain).
    #[test]
    fn positions_are_each_seats_view_of_a_trick_end_with_its_sides_value() {
        let decisions = positions(&Rules::classic(), 2, 7, Players::Rule).unwrap();
        assert!(decisions.len() >= 2 * 8 * 4, "{}", decisions.len());
        assert_eq!(decisions.len() % 4, 0);
        for four in decisions.chunks(4) {
            let t: Vec<f32> = four.iter().map(|d| d.targets[0]).collect();
            assert!(
                four.iter()
                    .all(|d| d.xs.len() == 1 && d.xs[0].len() == value::INPUTS)
            );
            assert!(
                (t[0] - t[2]).abs() < 1e-6 && (t[0] + t[1]).abs() < 1e-6,
                "{t:?}"
            );
            assert!(t[0].abs() > 0.0 && t[0].abs() < 3.0, "{t:?}");
        }
    }

    /// The league's players give positions of the same shape: the four seats' encodings at
    /// each trick's end, the two sides' values opposite, and other values than the rule AI's.
    #[test]
    fn league_players_play_the_rounds_out_too() {
        let league = positions(&Rules::classic(), 3, 7, Players::League).unwrap();
        let rule = positions(&Rules::classic(), 3, 7, Players::Rule).unwrap();
        assert!(
            league.len() >= 3 * 8 * 4 && league.len().is_multiple_of(4),
            "{}",
            league.len()
        );
        for four in league.chunks(4) {
            let t: Vec<f32> = four.iter().map(|d| d.targets[0]).collect();
            assert!(
                (t[0] - t[2]).abs() < 1e-6 && (t[0] + t[1]).abs() < 1e-6,
                "{t:?}"
            );
        }
        let values = |d: &[Decision]| d.iter().map(|d| d.targets[0]).collect::<Vec<_>>();
        assert_ne!(values(&league), values(&rule));
    }

    /// A play-out ends where the hook gives a value, and otherwise at the round's end.
    #[test]
    fn a_play_out_stops_where_it_is_cut() {
        let g = first_lead(&Rules::one_deck(), 7).unwrap().unwrap();
        let mut ends = Vec::new();
        let cut = play_out(&mut g.clone(), Event::Done, 0, |g, done| {
            ends.push(g.hand(0).len());
            (done == 2).then_some(Score {
                value: 9.0,
                levels: 9.0,
                points: 0.0,
            })
        });
        assert_eq!(cut.value, 9.0);
        assert_eq!(ends.len(), 2);
        assert!(ends[1] < ends[0]);
        let mut whole = g.clone();
        let full = play_out(&mut whole, Event::Done, 0, |_, _| None);
        assert_ne!(full.value, 9.0);
        assert!(whole.hand(0).is_empty());
    }
}
