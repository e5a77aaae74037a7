//! The bids study (issue 66): what a Sheng Ji bid brought its side, by how strong the bidder's
//! hand was. Matches of one player at every seat; at the end of each round's bidding the
//! standing bid is read with its bidder's whole hand (before the kitty), scored as the bid
//! judged it (`agents::shengji::bid::relative`: 1.0 is an average hand for that trump), and
//! set against the round's outcome for the bidder's side. Rounds without a bid are counted
//! apart (the first round is then dealt again; in later rounds the kitty is turned up to fix
//! the suit).
//! `league bids [--variant classic] [--member normal] [--matches 200] [--seed 1] [--threads N]`.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::agents::shengji::bid::relative;
use crate::agents::{TableGame, mix};
use crate::driver::{Match, Player};
use crate::shengji::scoring::Outcome;
use crate::shengji::{Event, Game, Phase, Rules};

use super::{Contender, count, default_threads, flags, parallel};

pub const USAGE: &str = "usage: league bids [--variant classic|...] [--member normal] \
[--matches N] [--seed N] [--threads N]";

/// The strength bands of the table, by their lower ends.
const BANDS: [f64; 8] = [0.0, 0.8, 0.9, 1.0, 1.1, 1.2, 1.4, 1.7];

/// One round's bid and what it brought.
#[derive(Clone, Copy, Debug)]
struct Bidded {
    /// The bidder's hand as its bid judged it, the whole hand drawn.
    strength: f64,
    /// The bid stood in the first round (it chose the dealer too), or a later one.
    first_round: bool,
    /// The bidder sat with the declarers.
    declaring: bool,
    /// The bidder's side won the round (declarers kept the deal, or attackers took it over).
    won: bool,
    /// Levels the bidder's side gained, less those the other side gained.
    levels: f64,
}

/// Sums of one band.
#[derive(Clone, Copy, Debug, Default)]
struct Band {
    rounds: u64,
    won: u64,
    levels: f64,
}

impl Band {
    fn add(&mut self, b: &Bidded) {
        self.rounds += 1;
        self.won += b.won as u64;
        self.levels += b.levels;
    }

    fn cells(&self) -> String {
        if self.rounds == 0 {
            return " | |".to_string();
        }
        let share = super::Share {
            wins: self.won,
            total: self.rounds,
        };
        let (lo, hi) = share.ci95();
        format!(
            " {} | {:.0}% ({:.0}–{:.0}), {:+.2} |",
            self.rounds,
            share.rate() * 100.0,
            lo * 100.0,
            hi * 100.0,
            self.levels / self.rounds as f64
        )
    }
}

/// The rounds of one match: each bid that stood, and the rounds played without one.
fn one_match(rules: &Rules, seed: u64, player: &Contender) -> Result<(Vec<Bidded>, u64), String> {
    let n = rules.players as usize;
    let game = Game::new(rules.clone(), seed).map_err(|e| e.to_string())?;
    let players = (0..n)
        .map(|s| {
            Player::Ai(crate::agents::AgentSpec {
                seed: mix(seed, s as u64),
                ..player.spec()
            })
        })
        .collect();
    let mut m = Match::new(game, players);
    let (mut out, mut unbid) = (Vec::new(), 0);
    // The standing bid at the end of the bidding: (bidder, strength, first round).
    let mut standing: Option<(usize, f64, bool)> = None;
    let bidding = |g: &Game| matches!(g.phase(), Phase::Drawing | Phase::Declaring);
    for _ in 0..20_000 {
        // Each seat's hand before the step: when the bidding ends, the whole hand drawn and
        // no kitty yet (the dealer takes it up as the bidding ends).
        let before = bidding(m.game()).then(|| {
            let g = m.game();
            let views: Vec<_> = (0..n).map(|s| g.view(s)).collect();
            (views, g.dealer().is_none())
        });
        let Some((_, events)) = m.step().map_err(|e| format!("seed {seed}: {e}"))? else {
            break;
        };
        let g = m.game();
        if let Some((views, first_round)) = before.filter(|_| !bidding(g)) {
            standing = g.bid().and_then(|bid| {
                let view = views.get(bid.seat)?;
                Some((bid.seat, relative(view, bid.suit()), first_round))
            });
        }
        for e in &events {
            let Event::RoundOver(r) = e else { continue };
            let (held, steps) = match r.outcome {
                Outcome::Hold { levels } => (true, levels),
                Outcome::TakeOver { levels } => (false, levels),
            };
            match standing.take() {
                Some((seat, strength, first_round)) => {
                    let declaring = r.declarers.get(seat).copied().unwrap_or(false);
                    let for_declarers = if held { steps as f64 } else { -(steps as f64) };
                    out.push(Bidded {
                        strength,
                        first_round,
                        declaring,
                        won: declaring == held,
                        levels: if declaring {
                            for_declarers
                        } else {
                            -for_declarers
                        },
                    });
                }
                None => unbid += 1,
            }
        }
        if m.game().is_over() {
            break;
        }
    }
    Ok((out, unbid))
}

/// `league bids …`: the table of what bids brought, by the bidder's strength.
pub fn bids(args: &[String]) -> Result<String, String> {
    let (mut matches, mut seed, mut threads) = (200, 1, default_threads());
    let mut rules = Rules::classic();
    let mut variant = "classic".to_string();
    let mut player = super::cli::agent(Some("normal"))?;
    for (flag, value) in flags(args, &[])? {
        let v = value.unwrap_or("");
        match flag {
            "--matches" => matches = count(flag, value)?,
            "--seed" => seed = crate::cards::parse_seed(v)?,
            "--threads" => threads = count(flag, value)? as usize,
            "--member" => player = super::cli::agent(Some(v))?,
            "--variant" => {
                rules = Rules::named(v).ok_or_else(|| format!("unknown variant '{v}'"))?;
                variant = v.to_string();
            }
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if !matches!(player, Contender::Builtin(_)) {
        return Err("the bids study seats a built-in player (easy, normal, hard…)".into());
    }
    let results = parallel(matches, threads, |i| {
        one_match(&rules, seed.wrapping_add(i), &player)
    });
    let mut rounds = Vec::new();
    let mut unbid = 0;
    for r in results {
        let (b, u) = r?;
        rounds.extend(b);
        unbid += u;
    }
    Ok(table(&rounds, unbid, &variant, &player.name(), matches))
}

fn table(rounds: &[Bidded], unbid: u64, variant: &str, player: &str, matches: u64) -> String {
    let mut out = format!(
        "Sheng Ji {variant}, {player} at every seat, {matches} matches: what the standing bid \
brought the bidder's side (rounds | won (95% CI), levels a round against the other side), by \
the bidder's whole hand for its trump (1.0: an average hand); rounds without a bid: {unbid}\n\n\
| hand | first round, bidder deals | | later, bidder declares | | later, bidder attacks | |\n\
|---|---|---|---|---|---|---|\n"
    );
    for (i, lo) in BANDS.iter().enumerate() {
        let hi = BANDS.get(i + 1).copied().unwrap_or(f64::INFINITY);
        let mut cols = [Band::default(); 3];
        for b in rounds
            .iter()
            .filter(|b| b.strength >= *lo && b.strength < hi)
        {
            let col = match (b.first_round, b.declaring) {
                (true, _) => 0,
                (false, true) => 1,
                (false, false) => 2,
            };
            if let Some(c) = cols.get_mut(col) {
                c.add(b);
            }
        }
        let label = if hi.is_finite() {
            format!("{lo:.1}–{hi:.1}")
        } else {
            format!("{lo:.1}+")
        };
        out += &format!("| {label} |");
        for c in &cols {
            out += &c.cells();
        }
        out += "\n";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every round of a few Normal matches is counted once: with its bid, or as unbid.
    #[test]
    fn every_round_is_counted_once() {
        let player = super::super::cli::agent(Some("normal")).unwrap();
        let (bids, unbid) = one_match(&Rules::classic(), 7, &player).unwrap();
        assert!(!bids.is_empty(), "a match has bids");
        assert!(
            bids.iter()
                .all(|b| b.strength > 0.0 && b.levels.abs() <= 6.0)
        );
        assert!(bids.iter().any(|b| b.first_round), "round one's bid");
        assert!(unbid < bids.len() as u64);
        let t = table(&bids, unbid, "classic", "normal", 1);
        assert_eq!(
            t.lines().filter(|l| l.starts_with("| ")).count(),
            1 + BANDS.len()
        );
    }
}
