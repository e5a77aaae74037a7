//! Random-play simulation (the `simulate` binary): whole matches of random legal actions, with
//! throughput and a summary.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::time::Instant;

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

use crate::cards::{Face, rng};

use super::game::{Action, Event, FriendCall, Game, Phase};
use super::rules::Rules;
use super::view::random_play;

const USAGE: &str = "usage: simulate shengji [--games N] [--variant classic|one-deck|three-decks|four-decks|zhao-pengyou-5..12] [--seed N]";

/// Totals over the simulated matches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub matches: u32,
    pub finished: u32,
    pub rounds: u32,
    pub tricks: u32,
    pub holds: u32,
    pub opponents_points: u64,
    pub failed_throws: u32,
    pub redeals: u32,
    pub actions: u64,
}

/// Plays one random action for whoever may act. Returns the event, or `None` if nobody could
/// act (which would be an engine bug).
pub fn random_step(game: &mut Game, r: &mut StdRng) -> Option<Event> {
    let n = game.rules().players as usize;
    let (seat, action) = match game.phase() {
        Phase::Drawing => {
            let seat = game.to_act()?;
            // Now and then someone bids between two draws.
            if r.random_range(0..8) == 0 {
                let bidder = r.random_range(0..n);
                if let Some(bid) = game.bid_options(bidder).choose(r)
                    && game.apply(bidder, Action::Bid(bid.clone())).is_ok()
                {
                    return Some(Event::Done);
                }
            }
            (seat, Action::Draw)
        }
        Phase::Declaring => {
            let seat = (0..n).find(|s| game.passed().get(*s) == Some(&false))?;
            match game.bid_options(seat).choose(r) {
                Some(bid) if r.random_range(0..4) == 0 => (seat, Action::Bid(bid.clone())),
                _ => (seat, Action::Pass),
            }
        }
        Phase::Burying => {
            let seat = game.to_act()?;
            let k = game.rules().kitty_size as usize;
            let bury: Vec<_> = game.hand(seat).choose_multiple(r, k).copied().collect();
            (seat, Action::Bury(bury))
        }
        Phase::CallingFriends => {
            let seat = game.to_act()?;
            let decks = game.rules().decks;
            let mut calls: Vec<FriendCall> = Vec::new();
            while calls.len() < game.rules().friend_calls() {
                let call = FriendCall {
                    face: Face::from_index(r.random_range(0..52)),
                    nth: r.random_range(1..=decks),
                };
                if !calls.contains(&call) {
                    calls.push(call);
                }
            }
            (seat, Action::CallFriends(calls))
        }
        Phase::Playing => {
            let seat = game.to_act()?;
            let play = random_play(
                game.hand(seat),
                game.trick(),
                game.order(),
                game.rules().max_width(),
                r,
            );
            (seat, Action::Play(play))
        }
        Phase::RoundOver => (0, Action::NextRound),
        Phase::MatchOver => return None,
    };
    game.apply(seat, action).ok()
}

/// Plays `matches` random matches (at most `max_rounds` rounds each).
pub fn simulate(
    rules: &Rules,
    matches: u32,
    seed: u64,
    max_rounds: u32,
) -> Result<Summary, String> {
    let mut s = Summary::default();
    let mut r = rng(seed);
    for m in 0..matches {
        let mut game = Game::new(rules.clone(), seed.wrapping_add(m as u64))?;
        let mut seen_results = 0;
        while game.phase() != Phase::MatchOver && game.results().len() < max_rounds as usize {
            let event = random_step(&mut game, &mut r).ok_or_else(|| {
                format!(
                    "match {m}: a random legal action was refused in {:?}",
                    game.phase()
                )
            })?;
            s.actions += 1;
            match event {
                Event::ThrowFailed(_) => s.failed_throws += 1,
                Event::TrickWon { .. } => s.tricks += 1,
                Event::RoundOver(_) => s.tricks += 1,
                _ => {}
            }
            for res in game.results().iter().skip(seen_results) {
                s.rounds += 1;
                s.opponents_points += res.opponents_points as u64;
                if matches!(res.outcome, super::scoring::Outcome::Hold { .. }) {
                    s.holds += 1;
                }
            }
            seen_results = game.results().len();
        }
        s.matches += 1;
        s.redeals += game.redeals();
        if game.phase() == Phase::MatchOver {
            s.finished += 1;
        }
    }
    Ok(s)
}

/// `simulate shengji --games N --variant NAME --seed N`.
pub fn main(args: &[String]) -> Result<(), String> {
    let mut games = 100u32;
    let mut name = "classic".to_string();
    let mut seed = 0u64;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        match flag.as_str() {
            "--games" => {
                games = value
                    .parse()
                    .map_err(|_| format!("bad --games '{value}'\n{USAGE}"))?
            }
            "--seed" => {
                seed = value
                    .parse()
                    .map_err(|_| format!("bad --seed '{value}'\n{USAGE}"))?
            }
            "--variant" => name = value.clone(),
            _ => return Err(format!("unknown option '{flag}'\n{USAGE}")),
        }
    }
    let rules = Rules::named(&name).ok_or_else(|| format!("unknown variant '{name}'\n{USAGE}"))?;
    let start = Instant::now();
    let s = simulate(&rules, games, seed, 2000)?;
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!("Sheng Ji simulation: variant {name}, seed {seed}");
    println!(
        "{} matches ({} finished), {} rounds, {} tricks, {} actions in {:.2} s",
        s.matches, s.finished, s.rounds, s.tricks, s.actions, secs
    );
    println!(
        "{:.0} rounds/s, {:.0} tricks/s",
        s.rounds as f64 / secs,
        s.tricks as f64 / secs
    );
    let rounds = s.rounds.max(1) as f64;
    println!(
        "rounds per match {:.1}, declarers held {:.1}%, opponents' points {:.1} on average, failed throws {}, redeals {}",
        s.rounds as f64 / s.matches.max(1) as f64,
        100.0 * s.holds as f64 / rounds,
        s.opponents_points as f64 / rounds,
        s.failed_throws,
        s.redeals
    );
    Ok(())
}
