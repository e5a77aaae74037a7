//! Random-play simulation (the `simulate` binary): plays matches where every seat picks a
//! uniformly random legal action, and prints throughput and a summary.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::time::Instant;

use rand::Rng;

use crate::cards::{parse_seed, rng};

use super::error::GuandanError;
use super::game::{Event, Game};
use super::rules::{Preset, Rules};
use super::scoring::Finish;

const USAGE: &str =
    "usage: simulate guandan --games N [--seed N] [--rules pagat|china] [--max-hands N]";

/// Counters over the simulated matches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub matches: u64,
    /// Matches stopped at the hand limit without a winner.
    pub unfinished: u64,
    pub hands: u64,
    pub finishes: [u64; 3],
    pub bombs: u64,
    pub plays: u64,
    /// Every action applied: plays, passes and tribute moves.
    pub actions: u64,
    pub single_tributes: u64,
    pub double_tributes: u64,
    pub resistances: u64,
    pub demotions: u64,
    pub wins: [u64; 2],
}

/// Plays one match with random legal actions; `max_hands` bounds its length.
pub fn random_match(
    rules: &Rules,
    seed: u64,
    max_hands: u32,
    summary: &mut Summary,
) -> Result<Game, GuandanError> {
    let mut game = Game::new(rules.clone(), seed)?;
    let mut chooser = rng(seed ^ 0x5EED);
    summary.matches += 1;
    count_hand_start(&game, summary);
    let mut events = Vec::new();
    while let Some(seat) = game.to_act() {
        if game.hand_number() > max_hands {
            summary.unfinished += 1;
            break;
        }
        let Some(action) = game.choose_action(seat, |n| chooser.random_range(0..n)) else {
            break;
        };
        events.clear();
        if game.apply_into(seat, action, &mut events).is_err() {
            break;
        }
        summary.actions += 1;
        for e in &events {
            match e {
                Event::Played(p) => {
                    summary.plays += 1;
                    if p.reading.combo.is_bomb() {
                        summary.bombs += 1;
                    }
                }
                Event::HandEnded(r) => {
                    summary.hands += 1;
                    *match r.finish {
                        Finish::OneTwo => &mut summary.finishes[0],
                        Finish::OneThree => &mut summary.finishes[1],
                        Finish::OneFour => &mut summary.finishes[2],
                    } += 1;
                    if r.demoted.is_some() {
                        summary.demotions += 1;
                    }
                    if let Some(w) = r.match_winner
                        && let Some(wins) = summary.wins.get_mut(w)
                    {
                        *wins += 1;
                    }
                }
                _ => {}
            }
        }
        if events
            .iter()
            .any(|e| matches!(e, Event::HandStarted { .. }))
        {
            count_hand_start(&game, summary);
        }
    }
    Ok(game)
}

fn count_hand_start(game: &Game, summary: &mut Summary) {
    let t = &game.view(0).tribute;
    if !t.resisted.is_empty() {
        summary.resistances += 1;
    } else if t.payers.len() == 2 {
        summary.double_tributes += 1;
    } else if t.payers.len() == 1 {
        summary.single_tributes += 1;
    }
}

fn parse_args(args: &[String]) -> Result<(u64, u64, Rules, u32), String> {
    let mut games = None;
    let mut seed = 0;
    let mut rules = Rules::preset(Preset::Pagat);
    let mut max_hands = 2000;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match flag.as_str() {
            "--games" => {
                let v = value()?;
                games = Some(
                    v.parse::<u64>()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| format!("'{v}' is not a number of games\n{USAGE}"))?,
                );
            }
            "--seed" => seed = parse_seed(value()?).map_err(|e| format!("{e}\n{USAGE}"))?,
            "--rules" => {
                rules = match value()?.as_str() {
                    "pagat" => Rules::pagat(),
                    "china" => Rules::china(),
                    other => return Err(format!("unknown rules '{other}'\n{USAGE}")),
                }
            }
            "--max-hands" => {
                let v = value()?;
                max_hands = v
                    .parse::<u32>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("'{v}' is not a number of hands\n{USAGE}"))?;
            }
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    let games = games.ok_or_else(|| USAGE.to_string())?;
    Ok((games, seed, rules, max_hands))
}

pub fn main(args: &[String]) -> Result<(), String> {
    let (games, seed, rules, max_hands) = parse_args(args)?;
    let mut s = Summary::default();
    let start = Instant::now();
    for g in 0..games {
        random_match(&rules, seed.wrapping_add(g), max_hands, &mut s).map_err(|e| e.to_string())?;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let hands = s.hands.max(1) as f64;
    println!(
        "guandan: {} matches, {} hands in {:.2} s",
        s.matches, s.hands, secs
    );
    println!(
        "hands per second: {:.0} ({:.0} actions per second)",
        s.hands as f64 / secs,
        s.actions as f64 / secs
    );
    println!(
        "mean hands per match: {:.1} (unfinished at {} hands: {})",
        s.hands as f64 / s.matches.max(1) as f64,
        max_hands,
        s.unfinished
    );
    println!(
        "finishes: 1-2 {:.1}%, 1-3 {:.1}%, 1-4 {:.1}%",
        100.0 * s.finishes[0] as f64 / hands,
        100.0 * s.finishes[1] as f64 / hands,
        100.0 * s.finishes[2] as f64 / hands
    );
    println!(
        "plays: {} ({:.1} per hand), bombs: {} ({:.2} per hand)",
        s.plays,
        s.plays as f64 / hands,
        s.bombs,
        s.bombs as f64 / hands
    );
    println!(
        "tributes: single {}, double {}, resisted {}; demotions to 2: {}; wins team0/team1: {}/{}",
        s.single_tributes, s.double_tributes, s.resistances, s.demotions, s.wins[0], s.wins[1]
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn bad_arguments_give_the_usage() {
        for bad in [
            &[][..],
            &["--games"],
            &["--games", "0"],
            &["--games", "x"],
            &["--games", "3", "--seed", "-1"],
            &["--games", "3", "--rules", "martian"],
            &["--games", "3", "--frobnicate"],
        ] {
            let err = main(&args(bad)).unwrap_err();
            assert!(err.contains("usage"), "{bad:?}: {err}");
        }
    }

    #[test]
    fn random_matches_are_counted_and_reproducible() {
        let mut a = Summary::default();
        let game = random_match(&Rules::pagat(), 5, 500, &mut a).unwrap();
        assert!(game.is_over());
        assert_eq!(a.matches, 1);
        assert_eq!(a.unfinished, 0);
        assert_eq!(a.finishes.iter().sum::<u64>(), a.hands);
        assert_eq!(a.wins.iter().sum::<u64>(), 1);
        // Every hand after the first has a tribute or a resistance.
        assert_eq!(
            a.single_tributes + a.double_tributes + a.resistances,
            a.hands - 1
        );
        let mut b = Summary::default();
        assert_eq!(random_match(&Rules::pagat(), 5, 500, &mut b).unwrap(), game);
        assert_eq!(a, b);
        assert!(main(&args(&["--games", "2", "--seed", "3", "--rules", "china"])).is_ok());
    }
}
