//! Guan Dan series between two agents, and soak runs through the driver. A series plays every
//! seed twice, A on either team: as single deals (hand 1 of the seed, to the end of the hand)
//! or as whole matches.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use rand::Rng;
use rand::rngs::StdRng;

use crate::agents::{AgentSpec, mix};
use crate::cards::{Card, Rank};
use crate::driver::{Match, Player};
use crate::guandan::{Action, Event, Game, Rules, SeatView};

use super::Contender;
use super::external::seat_bots;
use super::soak::{Soak, Soakable};
use super::{Share, Times};

/// Hands after which a match counts as unfinished.
pub const MAX_HANDS: u32 = 400;

/// How one match (or single deal) went.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Team that won the match (0: seats 0 and 2); `None` if it stopped first.
    pub winner: Option<usize>,
    pub hands: u32,
    pub hands_won: [u32; 2],
    /// Levels each team went up, hand by hand (the promotions of the hands it won).
    pub levels: [u32; 2],
    /// Decision times of each team's agents.
    pub times: [Times; 2],
    /// Wall time of the whole match.
    pub seconds: f64,
    /// Bombs each team's agents played over their own partner's winning play while holding
    /// 15 cards or more (see [`bombs_partner`]).
    pub partner_bombs: [u32; 2],
}

/// Whether `seat`, about to act in `view`, bombs its partner with `events`: the play to beat
/// is the partner's, the seat still holds 15 cards or more (early in the hand, where a bomb
/// over one's own side is hardest to excuse), and it answers with a bomb.
pub fn bombs_partner(view: &SeatView, events: &[Event]) -> bool {
    view.partner_winning()
        && view.hand.len() >= 15
        && events.iter().any(
            |e| matches!(e, Event::Played(p) if p.seat == view.seat && p.reading.combo.is_bomb()),
        )
}

/// Plays one match with `teams[t]` on the seats of team `t` (each seat seeded on its own),
/// stopping after `max_hands` hands.
pub fn play(
    rules: &Rules,
    seed: u64,
    teams: [&Contender; 2],
    max_hands: u32,
    faults: &Arc<AtomicU64>,
) -> Result<Outcome, String> {
    let game = Game::new(rules.clone(), seed).map_err(|e| e.to_string())?;
    let [even, odd] = teams;
    let team = |s: usize| if s.is_multiple_of(2) { even } else { odd };
    let players = (0..4)
        .map(|s| {
            Player::Ai(AgentSpec {
                seed: mix(seed, s as u64),
                ..team(s).spec()
            })
        })
        .collect();
    let mut m = Match::new(game, players);
    seat_bots(&mut m, "guandan", team, faults)?;
    let mut out = Outcome::default();
    let begun = Instant::now();
    loop {
        let before = m.asking().map(|(seat, _)| m.view(seat));
        let start = Instant::now();
        let Some((seat, events)) = m.step().map_err(|e| format!("seed {seed}: {e}"))? else {
            break;
        };
        sides_mut(&mut out.times, seat % 2).0.push(start.elapsed());
        if before.is_some_and(|v| v.seat == seat && bombs_partner(&v, &events)) {
            *sides_mut(&mut out.partner_bombs, seat % 2).0 += 1;
        }
        for e in &events {
            if let Event::HandEnded(r) = e {
                out.hands += 1;
                if let Some(won) = out.hands_won.get_mut(r.winners) {
                    *won += 1;
                }
                if let Some(levels) = out.levels.get_mut(r.winners) {
                    *levels += r.finish.promotion(rules) as u32;
                }
                if let Some(w) = r.match_winner {
                    out.winner = Some(w);
                }
            }
        }
        if out.hands >= max_hands {
            break;
        }
    }
    out.seconds = begun.elapsed().as_secs_f64();
    Ok(out)
}

/// The result of a duplicate series between agents A and B.
#[derive(Clone, Debug, Default)]
pub struct Series {
    /// Seeds: each is played twice, A on either team.
    pub deals: u64,
    /// A's levels minus B's per seed, over both plays.
    pub levels: super::Mean,
    pub matches: Share,
    pub hands: Share,
    pub unfinished: u64,
    pub total_hands: u64,
    pub times_a: Times,
    pub times_b: Times,
    pub seconds: f64,
    /// Wall time of each match.
    pub match_times: Times,
    /// Replies of external bots that could not be used.
    pub faults: u64,
    /// Bombs over the partner's winning play with 15 cards or more in hand, by A and by B.
    pub partner_bombs_a: u64,
    pub partner_bombs_b: u64,
}

/// Plays `deals` seeds twice each, A at team 0 then at team 1, on `threads` threads; each play
/// stops after `max_hands` hands (1: single deals; [`MAX_HANDS`]: whole matches).
pub fn duplicate(
    rules: &Rules,
    a: &Contender,
    b: &Contender,
    deals: u64,
    seed: u64,
    threads: usize,
    max_hands: u32,
) -> Result<Series, String> {
    let start = Instant::now();
    let faults = Arc::new(AtomicU64::new(0));
    let pairs = super::parallel(deals, threads, |i| {
        let s = seed.wrapping_add(i);
        Ok::<_, String>([
            play(rules, s, [a, b], max_hands, &faults)?,
            play(rules, s, [b, a], max_hands, &faults)?,
        ])
    });
    let mut series = Series {
        deals,
        ..Series::default()
    };
    for pair in pairs {
        let pair = pair?;
        // A is team 0 in the first run, team 1 in the second.
        let net: i64 = pair
            .iter()
            .enumerate()
            .map(|(run, o)| {
                let (a, b) = sides(&o.levels, run);
                *a as i64 - *b as i64
            })
            .sum();
        series.levels.push(net as f64);
        for (run, outcome) in pair.iter().enumerate() {
            let ta = run;
            series.total_hands += outcome.hands as u64;
            series.hands.wins += *sides(&outcome.hands_won, ta).0 as u64;
            series.hands.total += outcome.hands as u64;
            match outcome.winner {
                Some(w) => {
                    series.matches.total += 1;
                    series.matches.wins += (w == ta) as u64;
                }
                None => series.unfinished += 1,
            }
            series
                .match_times
                .push(std::time::Duration::from_secs_f64(outcome.seconds));
            let (bombs_a, bombs_b) = sides(&outcome.partner_bombs, ta);
            series.partner_bombs_a += *bombs_a as u64;
            series.partner_bombs_b += *bombs_b as u64;
            let (times_a, times_b) = sides(&outcome.times, ta);
            series.times_a.extend(times_a);
            series.times_b.extend(times_b);
        }
    }
    series.seconds = start.elapsed().as_secs_f64();
    series.faults = faults.load(Ordering::Relaxed);
    Ok(series)
}

/// Team `t`'s entry of a per-team pair, then the other team's (`t` is 0 or 1; any other
/// number counts as 1).
fn sides<T>(pair: &[T; 2], t: usize) -> (&T, &T) {
    let [t0, t1] = pair;
    if t == 0 { (t0, t1) } else { (t1, t0) }
}

/// [`sides`], mutable.
fn sides_mut<T>(pair: &mut [T; 2], t: usize) -> (&mut T, &mut T) {
    let [t0, t1] = pair;
    if t == 0 { (t0, t1) } else { (t1, t0) }
}

impl Soakable for Game {
    fn illegal_tries(view: &SeatView, script: &mut StdRng) -> Vec<Action> {
        let foreign: Option<Card> = crate::cards::deck(2)
            .unwrap_or_default()
            .into_iter()
            .find(|c| !view.hand.contains(c));
        let some: Vec<Card> = view
            .hand
            .iter()
            .copied()
            .take(script.random_range(2..=4))
            .collect();
        [
            foreign.map(|c| Action::Play {
                cards: vec![c],
                as_combo: None,
            }),
            Some(Action::Pass),
            view.hand
                .first()
                .map(|&card| Action::ReturnTribute { card }),
            Some(Action::Play {
                cards: some,
                as_combo: None,
            }),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

/// Soak: `matches` seeds, each played with AI on all seats and with a scripted human.
pub fn soak(rules: &Rules, matches: u64, seed: u64, threads: usize) -> Soak {
    super::soak::run(
        |s| Game::new(rules.clone(), s).map_err(|e| e.to_string()),
        matches,
        seed,
        threads,
        MAX_HANDS as u64,
    )
}

/// The rules of checked random play: both presets and, between them, every variant flag.
fn mixed_rules(seed: u64) -> Rules {
    use crate::guandan::{EqualTribute, EqualTributeLead};
    let mut rules = if seed.is_multiple_of(2) {
        Rules::pagat()
    } else {
        Rules::china()
    };
    let k = seed / 2;
    rules.wild_must_be_natural_if_possible = k & 1 != 0;
    rules.ace_low_sequences = k & 2 == 0;
    rules.max_bomb_size = match (k as usize >> 2) % 3 {
        0 => 10,
        1 => 8,
        _ => 6,
    };
    rules.a_win_requires_1_2 = k & 8 != 0;
    rules.aces_finish_demotion = k & 16 != 0;
    rules.equal_tribute = match (k as usize >> 5) % 3 {
        0 => EqualTribute::WinnersChoose,
        1 => EqualTribute::Clockwise,
        _ => EqualTribute::Random,
    };
    rules.equal_tribute_lead = match (k as usize >> 7) % 3 {
        0 => EqualTributeLead::PayersChoose,
        1 => EqualTributeLead::FirstFinisherNext,
        _ => EqualTributeLead::Random,
    };
    rules.show_counts = k & 512 != 0;
    if k & 1024 != 0 {
        rules.a_fail_limit = None;
    }
    rules
}

impl super::checked::Checked for Game {
    fn mixed(seed: u64) -> Result<Game, String> {
        Game::new(mixed_rules(seed), seed).map_err(|e| e.to_string())
    }

    fn hand_of(&self, seat: usize) -> Vec<Card> {
        self.hands().get(seat).cloned().unwrap_or_default()
    }

    fn random_action(&mut self, rng: &mut StdRng) -> Result<Vec<Event>, String> {
        let seat = self.to_act().ok_or("nobody to act")?;
        let a = self
            .choose_action(seat, |n| rng.random_range(0..n))
            .ok_or_else(|| format!("seat {seat} to act has no legal action"))?;
        self.apply(seat, a.clone())
            .map_err(|e| format!("legal {a:?} refused: {e}"))
    }

    fn level_list(&self) -> Vec<Rank> {
        self.levels().to_vec()
    }

    fn levels_moved(&self, levels: &[Rank], events: &[Event]) -> Result<(), String> {
        for e in events {
            let Event::HandEnded(r) = e else { continue };
            let promo = r.finish.promotion(self.rules());
            for team in 0..2 {
                let expected = if r.demoted == Some(team) {
                    Rank::Two
                } else if team == r.winners && r.match_winner.is_none() {
                    let was = levels.get(team).copied().unwrap_or(Rank::Two);
                    Rank::from_value((was.value() + promo).min(14)).unwrap_or(Rank::Ace)
                } else {
                    levels.get(team).copied().unwrap_or(Rank::Two)
                };
                if r.levels.get(team) != Some(&expected) {
                    return Err(format!(
                        "team {team} went from {levels:?} to {:?} after {r:?}",
                        r.levels
                    ));
                }
            }
        }
        Ok(())
    }
}
