//! Recording the Hard search's verdicts, what a learned evaluation will be fitted to (issue 49,
//! step 1): the Hard player sits at every seat; at each decision it searches (a play, and in
//! Sheng Ji a burial or friend calls, with more than one candidate) one JSON line gives the
//! seat's view, each candidate with its mean outcome over the sampled deals (value, levels,
//! card points, the value's standard error, the deal count) and the candidate played. Each
//! seed ends with a line `{"seed":S,"done":true,...}`.
//!
//! A run appends to its file and is resumable: the seeds already done are skipped, and what a
//! stopped run left after its last finished seed is cut off. `--minutes` stops it from
//! starting a new seed after that long (the sessions' 45-minute chunks).
//!
//! ```text
//! cargo run --release --bin record -- guandan --seeds 1-400 --ms 100 --out target/record/gd-1.jsonl
//! cargo run --release --bin record -- shengji --variant zhao-pengyou-5 --seeds 1-200 --out ...
//! ```

use std::collections::BTreeSet;
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::time::Instant;

use serde::Serialize;
use serde_json::json;

use super::{count, flags};
use crate::agents::review::Score;
use crate::agents::{Searched, Searching, TableGame, mix};
use crate::{guandan, shengji};

const USAGE: &str = "usage: record <guandan|shengji> [--variant NAME] --seeds A-B [--ms 100] \
[--hands 1] [--minutes 40] --out FILE.jsonl";

/// What one run records.
#[derive(Clone, Debug)]
pub struct Recording {
    pub out: String,
    /// The first seed and one past the last.
    pub seeds: (u64, u64),
    /// The Hard player's budget per decision.
    pub ms: u64,
    /// Hands played from each seed (the first hand of a match, then on).
    pub hands: u32,
    /// No new seed is started after this long.
    pub minutes: f64,
}

/// What a run did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Done {
    pub seeds: u64,
    pub skipped: u64,
    pub decisions: u64,
}

/// `record` on the command line (`src/bin/record.rs`).
pub fn command(args: &[String]) -> Result<String, String> {
    let game = args.first().map(String::as_str).ok_or(USAGE)?;
    let mut variant = None;
    let mut rec = Recording {
        out: String::new(),
        seeds: (0, 0),
        ms: 100,
        hands: 1,
        minutes: 40.0,
    };
    for (flag, value) in flags(&args[1..], &[])? {
        match flag {
            "--variant" => variant = value.map(str::to_string),
            "--seeds" => rec.seeds = seed_range(value.unwrap_or(""))?,
            "--ms" => rec.ms = count(flag, value)?,
            "--hands" => rec.hands = count(flag, value)?.min(1000) as u32,
            "--minutes" => rec.minutes = count(flag, value)? as f64,
            "--out" => rec.out = value.unwrap_or("").to_string(),
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    if rec.out.is_empty() || rec.seeds.0 >= rec.seeds.1 {
        return Err(USAGE.to_string());
    }
    let done = match game {
        "guandan" => {
            let rules = match variant.as_deref() {
                None | Some("pagat") => guandan::Rules::pagat(),
                Some("china") => guandan::Rules::china(),
                Some(other) => return Err(format!("unknown Guan Dan rules '{other}'")),
            };
            record(
                &rec,
                |s| guandan::Game::new(rules.clone(), s).map_err(|e| e.to_string()),
                |s| {
                    Box::new(crate::agents::guandan::hard::HardAgent::with_budget_ms(
                        s, rec.ms,
                    ))
                },
            )?
        }
        "shengji" => {
            let name = variant.unwrap_or_else(|| "classic".to_string());
            let rules = shengji::Rules::named(&name)
                .ok_or_else(|| format!("unknown Sheng Ji variant '{name}'"))?;
            record(
                &rec,
                |s| shengji::Game::new(rules.clone(), s).map_err(|e| e.to_string()),
                |s| {
                    Box::new(crate::agents::shengji::hard::HardAgent::with_budget_ms(
                        s, rec.ms,
                    ))
                },
            )?
        }
        other => {
            return Err(format!(
                "unknown game '{other}' (guandan or shengji)\n{USAGE}"
            ));
        }
    };
    Ok(format!(
        "{}: {} seeds recorded ({} decisions), {} already there\n",
        rec.out, done.seeds, done.decisions, done.skipped
    ))
}

/// "A-B" (both included).
fn seed_range(text: &str) -> Result<(u64, u64), String> {
    let (a, b) = text
        .split_once('-')
        .ok_or_else(|| format!("--seeds wants A-B, not '{text}'"))?;
    let parse = |t: &str| {
        t.trim()
            .parse::<u64>()
            .map_err(|_| format!("bad seed '{t}'"))
    };
    let (a, b) = (parse(a)?, parse(b)?);
    if b < a {
        return Err(format!("--seeds {a}-{b}: the last is before the first"));
    }
    Ok((a, b + 1))
}

/// Plays and records the seeds of `rec` not yet in its file.
pub fn record<G>(
    rec: &Recording,
    new_game: impl Fn(u64) -> Result<G, String>,
    hard: impl Fn(u64) -> Box<dyn Searching<G>>,
) -> Result<Done, String>
where
    G: TableGame,
{
    let kept = resume(&rec.out)?;
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&rec.out)
        .map_err(|e| format!("{}: {e}", rec.out))?;
    let begun = Instant::now();
    let mut done = Done::default();
    for seed in rec.seeds.0..rec.seeds.1 {
        if kept.contains(&seed) {
            done.skipped += 1;
            continue;
        }
        if begun.elapsed().as_secs_f64() > rec.minutes * 60.0 {
            break;
        }
        let (block, decisions) = play_seed(seed, rec.hands, &new_game, &hard)?;
        // One write per seed: a run stopped meanwhile leaves at most a broken tail.
        file.write_all(block.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| format!("{}: {e}", rec.out))?;
        done.seeds += 1;
        done.decisions += decisions;
    }
    Ok(done)
}

/// The lines of one seed and how many decisions they hold.
fn play_seed<G>(
    seed: u64,
    hands: u32,
    new_game: &impl Fn(u64) -> Result<G, String>,
    hard: &impl Fn(u64) -> Box<dyn Searching<G>>,
) -> Result<(String, u64), String>
where
    G: TableGame,
{
    let mut game = new_game(seed)?;
    let mut players: Vec<Box<dyn Searching<G>>> = (0..game.seats())
        .map(|s| hard(mix(seed, s as u64)))
        .collect();
    let (mut block, mut decisions, mut step, mut ended) = (String::new(), 0u64, 0u64, 0u32);
    while ended < hands && !game.is_over() {
        let Some(seat) = game.to_act() else { break };
        let view = game.view(seat);
        let player = players
            .get_mut(seat)
            .ok_or_else(|| format!("seed {seed}: no player at seat {seat}"))?;
        let (ranked, searched) = player.ranked_searched(&view);
        let action = ranked
            .into_iter()
            .next()
            .ok_or_else(|| format!("seed {seed}: no action at step {step}"))?;
        if let Some(searched) = searched {
            block.push_str(&decision_line(seed, step, seat, &view, &searched, &action));
            block.push('\n');
            decisions += 1;
        }
        let events = game
            .apply(seat, action)
            .map_err(|e| format!("seed {seed}, step {step}: {e}"))?;
        ended += events.iter().filter(|e| G::ends_hand(e)).count() as u32;
        step += 1;
    }
    let end = json!({ "seed": seed, "done": true, "decisions": decisions, "steps": step });
    block.push_str(&end.to_string());
    block.push('\n');
    Ok((block, decisions))
}

/// One decision's line.
fn decision_line<V: Serialize, A: Serialize + PartialEq>(
    seed: u64,
    step: u64,
    seat: usize,
    view: &V,
    searched: &Searched<A>,
    played: &A,
) -> String {
    let candidates: Vec<_> = searched
        .candidates
        .iter()
        .zip(&searched.results)
        .map(|(action, outcomes)| {
            let (value, se) = mean_se(outcomes.iter().map(|o| o.value));
            json!({
                "action": action,
                "value": value,
                "se": se,
                "levels": mean_se(outcomes.iter().map(|o| o.levels)).0,
                "points": mean_se(outcomes.iter().map(|o| o.points)).0,
                "deals": outcomes.len(),
                "legal": outcomes.first() != Some(&Score::ILLEGAL),
            })
        })
        .collect();
    let played = searched.candidates.iter().position(|c| c == played);
    json!({
        "seed": seed, "step": step, "seat": seat, "view": view,
        "candidates": candidates, "played": played,
    })
    .to_string()
}

/// The mean of `xs` and its standard error (0 for fewer than two).
fn mean_se(xs: impl Iterator<Item = f64>) -> (f64, f64) {
    let xs: Vec<f64> = xs.collect();
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// The seeds already done in the file at `path` (none if there is no file), after cutting off
/// whatever follows the last finished seed.
fn resume(path: &str) -> Result<BTreeSet<u64>, String> {
    let mut text = String::new();
    match File::open(path) {
        Ok(mut f) => f
            .read_to_string(&mut text)
            .map_err(|e| format!("{path}: {e}"))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeSet::new()),
        Err(e) => return Err(format!("{path}: {e}")),
    };
    let mut seeds = BTreeSet::new();
    let mut keep = 0;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        at += line.len();
        if !line.ends_with('\n') {
            break;
        }
        if let Ok(v) = serde_json::from_str::<serde_json::Value>(line)
            && v["done"] == true
            && let Some(seed) = v["seed"].as_u64()
        {
            seeds.insert(seed);
            keep = at;
        }
    }
    if keep < text.len() {
        let f = OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("{path}: {e}"))?;
        f.set_len(keep as u64).map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(seeds)
}

#[cfg(test)]
mod tests;
