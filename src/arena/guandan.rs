//! Guan Dan series: duplicate matches between two agents, and soak runs through the driver.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::agents::{AgentKind, AgentSpec, mix};
use crate::cards::{Card, rng};
use crate::driver::{DriverError, Match, Player, Waiting};
use crate::guandan::{Action, Event, Game, Rules};

use super::{Share, Times};

/// Hands after which a match counts as unfinished.
pub const MAX_HANDS: u32 = 400;

/// How one match went.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Team that won the match (0: seats 0 and 2); `None` if stopped at [`MAX_HANDS`].
    pub winner: Option<usize>,
    pub hands: u32,
    pub hands_won: [u32; 2],
    /// Decision times of each team's agents.
    pub times: [Times; 2],
    /// Wall time of the whole match.
    pub seconds: f64,
}

/// Plays one match with `teams[t]` on the seats of team `t`.
pub fn play(rules: &Rules, seed: u64, teams: [AgentKind; 2]) -> Result<Outcome, String> {
    let game = Game::new(rules.clone(), seed).map_err(|e| e.to_string())?;
    let players = (0..4)
        .map(|s| Player::Ai(AgentSpec::new(teams[s % 2], mix(seed, s as u64))))
        .collect();
    let mut m = Match::new(game, players);
    let mut out = Outcome::default();
    let begun = Instant::now();
    loop {
        let start = Instant::now();
        let Some((seat, events)) = m.step().map_err(|e| format!("seed {seed}: {e}"))? else {
            break;
        };
        out.times[seat % 2].push(start.elapsed());
        for e in &events {
            if let Event::HandEnded(r) = e {
                out.hands += 1;
                out.hands_won[r.winners] += 1;
                if let Some(w) = r.match_winner {
                    out.winner = Some(w);
                }
            }
        }
        if out.hands >= MAX_HANDS {
            break;
        }
    }
    out.seconds = begun.elapsed().as_secs_f64();
    Ok(out)
}

/// The result of a duplicate series between agents A and B.
#[derive(Clone, Debug, Default)]
pub struct Series {
    /// Deals: each is played twice, A on either team.
    pub deals: u64,
    pub matches: Share,
    pub hands: Share,
    pub unfinished: u64,
    pub total_hands: u64,
    pub times_a: Times,
    pub times_b: Times,
    pub seconds: f64,
    /// Wall time of each match.
    pub match_times: Times,
}

/// Plays `deals` match seeds twice each, A at team 0 then at team 1, on `threads` threads.
pub fn duplicate(
    rules: &Rules,
    a: AgentKind,
    b: AgentKind,
    deals: u64,
    seed: u64,
    threads: usize,
) -> Result<Series, String> {
    let start = Instant::now();
    let pairs = super::parallel(deals, threads, |i| {
        let s = seed.wrapping_add(i);
        Ok::<_, String>([play(rules, s, [a, b])?, play(rules, s, [b, a])?])
    });
    let mut series = Series {
        deals,
        ..Series::default()
    };
    for pair in pairs {
        let pair = pair?;
        for (run, outcome) in pair.iter().enumerate() {
            // A is team 0 in the first run, team 1 in the second.
            let ta = run;
            let tb = 1 - run;
            series.total_hands += outcome.hands as u64;
            series.hands.wins += outcome.hands_won[ta] as u64;
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
            series.times_a.extend(&outcome.times[ta]);
            series.times_b.extend(&outcome.times[tb]);
        }
    }
    series.seconds = start.elapsed().as_secs_f64();
    Ok(series)
}

/// Counters of a soak run.
#[derive(Clone, Debug, Default)]
pub struct Soak {
    pub matches: u64,
    pub hands: u64,
    pub actions: u64,
    /// Illegal actions tried by the scripted human, each refused with the state unchanged.
    pub refused: u64,
    /// Whatever went wrong, with the seed to reproduce it.
    pub failures: Vec<String>,
}

/// Plays one soak match: AI on every seat, or a scripted human at seat 0 who mixes hints,
/// random legal actions and illegal attempts (which must be refused, changing nothing).
pub fn soak_match(rules: &Rules, seed: u64, human: bool) -> Soak {
    let mut soak = Soak::default();
    let run = catch_unwind(AssertUnwindSafe(|| {
        soak_inner(rules, seed, human, &mut soak)
    }));
    let result = match run {
        Ok(r) => r,
        Err(p) => Err(format!(
            "panic: {}",
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        )),
    };
    if let Err(e) = result {
        soak.failures
            .push(format!("seed {seed} (human: {human}): {e}"));
    }
    soak
}

fn soak_inner(rules: &Rules, seed: u64, human: bool, soak: &mut Soak) -> Result<(), String> {
    let game = Game::new(rules.clone(), seed).map_err(|e| e.to_string())?;
    let mut players: Vec<Player> = (0..4)
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Normal, mix(seed, s))))
        .collect();
    if human {
        players[0] = Player::Human;
    }
    let mut m = Match::new(game, players);
    let mut script = rng(mix(seed, 0x50AC));
    soak.matches = 1;
    loop {
        match m.waiting() {
            Waiting::Over => break,
            Waiting::NextHand => {
                m.next_hand();
            }
            Waiting::Ai(_) => {
                let (_, events) = m
                    .step()
                    .map_err(|e| e.to_string())?
                    .ok_or("an AI seat was waiting but did not act")?;
                soak.actions += 1;
                count_hands(&events, soak);
            }
            Waiting::Human(seat) => {
                if script.random_bool(0.1) {
                    try_illegal(&mut m, seat, &mut script)?;
                    soak.refused += 1;
                    continue;
                }
                let view = m.view(seat);
                let action = if script.random_bool(0.5) {
                    m.hint(seat).into_iter().next()
                } else {
                    view.legal_actions().choose(&mut script).cloned()
                }
                .ok_or("the human seat had no legal action")?;
                let events = m.act(seat, action).map_err(|e| e.to_string())?;
                soak.actions += 1;
                count_hands(&events, soak);
            }
        }
        if soak.hands >= MAX_HANDS as u64 {
            return Err(format!("no winner after {MAX_HANDS} hands"));
        }
    }
    if !m.game().is_over() {
        return Err("the match stopped before its end".to_string());
    }
    Ok(())
}

fn count_hands(events: &[Event], soak: &mut Soak) {
    soak.hands += events
        .iter()
        .filter(|e| matches!(e, Event::HandEnded(_)))
        .count() as u64;
}

/// An action the engine must refuse: a card the seat does not hold, a pass when leading, the
/// wrong kind of action for the phase. The game must come back unchanged.
fn try_illegal(m: &mut Match<Game>, seat: usize, script: &mut impl Rng) -> Result<(), String> {
    let view = m.view(seat);
    let legal = view.legal_actions();
    let foreign: Option<Card> = crate::cards::deck(2)
        .unwrap_or_default()
        .into_iter()
        .find(|c| !view.hand.contains(c));
    let tries = [
        foreign.map(|c| Action::Play {
            cards: vec![c],
            as_combo: None,
        }),
        Some(Action::Pass),
        Some(Action::ReturnTribute {
            card: view
                .hand
                .first()
                .copied()
                .unwrap_or(Card::new(crate::cards::Face::BIG_JOKER, 0)),
        }),
        Some(Action::Play {
            cards: view
                .hand
                .iter()
                .copied()
                .take(script.random_range(2..=4))
                .collect(),
            as_combo: None,
        }),
    ];
    let before = serde_json::to_string(m.game()).map_err(|e| e.to_string())?;
    for action in tries.into_iter().flatten() {
        if legal.contains(&action) {
            continue;
        }
        match m.act(seat, action.clone()) {
            Err(DriverError::Refused(_)) => {}
            Ok(_) => {
                // Not every guess is illegal (four cards may form a play); that is fine, but
                // then the state moved on and the check ends here.
                return Ok(());
            }
            Err(e) => return Err(format!("{action:?}: unexpected {e}")),
        }
        let after = serde_json::to_string(m.game()).map_err(|e| e.to_string())?;
        if after != before {
            return Err(format!("a refused {action:?} changed the game"));
        }
    }
    Ok(())
}

/// Soak: `matches` seeds, each played with AI on all seats and with a scripted human.
pub fn soak(rules: &Rules, matches: u64, seed: u64, threads: usize) -> Soak {
    let parts = super::parallel(matches, threads, |i| {
        let s = seed.wrapping_add(i);
        [soak_match(rules, s, false), soak_match(rules, s, true)]
    });
    let mut total = Soak::default();
    for s in parts.into_iter().flatten() {
        total.matches += s.matches;
        total.hands += s.hands;
        total.actions += s.actions;
        total.refused += s.refused;
        total.failures.extend(s.failures);
    }
    total
}
