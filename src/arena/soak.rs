//! Soak runs for any game: seeded matches through the match driver, with the rule AI on every
//! seat or with a scripted human at seat 0 who mixes hints, random legal actions and illegal
//! attempts (which must be refused, changing nothing), to the end, catching panics.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::panic::{AssertUnwindSafe, catch_unwind};

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use serde::Serialize;

use crate::agents::{AgentKind, AgentSpec, TableGame, mix};
use crate::cards::rng;
use crate::driver::{DriverError, Match, Player, Waiting};

/// What a soak run needs beyond [`TableGame`]: actions to try that the engine should refuse.
pub trait Soakable: TableGame + Serialize {
    /// Guesses at illegal actions for the view's seat (a card it does not hold, the wrong kind
    /// of action for the phase...). Some may turn out legal; that is fine.
    fn illegal_tries(view: &Self::View, script: &mut StdRng) -> Vec<Self::Action>;
}

/// Counters of a soak run.
#[derive(Clone, Debug, Default)]
pub struct Soak {
    pub matches: u64,
    /// Hands (Guan Dan) or rounds (Sheng Ji) played.
    pub hands: u64,
    pub actions: u64,
    /// Matches stopped at the hand limit without a winner.
    pub unfinished: u64,
    /// Illegal actions tried by the scripted human, each refused with the state unchanged.
    pub refused: u64,
    /// Whatever went wrong, with the seed to reproduce it.
    pub failures: Vec<String>,
}

impl Soak {
    fn add(&mut self, s: Soak) {
        self.matches += s.matches;
        self.hands += s.hands;
        self.actions += s.actions;
        self.unfinished += s.unfinished;
        self.refused += s.refused;
        self.failures.extend(s.failures);
    }
}

/// Soak: `matches` seeds from `seed` on, each played with the AI on all seats and with a
/// scripted human; a match stops (unfinished) after `max_hands` hands.
pub fn run<G: Soakable>(
    new_game: impl Fn(u64) -> Result<G, String> + Sync,
    matches: u64,
    seed: u64,
    threads: usize,
    max_hands: u64,
) -> Soak {
    let parts = super::parallel(matches, threads, |i| {
        let s = seed.wrapping_add(i);
        [false, true].map(|human| one(&new_game, s, human, max_hands))
    });
    let mut total = Soak::default();
    for s in parts.into_iter().flatten() {
        total.add(s);
    }
    total
}

/// One soak match; a panic or an error becomes a failure naming the seed.
fn one<G: Soakable>(
    new_game: &impl Fn(u64) -> Result<G, String>,
    seed: u64,
    human: bool,
    max_hands: u64,
) -> Soak {
    let mut soak = Soak::default();
    let run = catch_unwind(AssertUnwindSafe(|| {
        play(new_game(seed)?, seed, human, max_hands, &mut soak)
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

fn play<G: Soakable>(
    game: G,
    seed: u64,
    human: bool,
    max_hands: u64,
    soak: &mut Soak,
) -> Result<(), String> {
    let mut players: Vec<Player> = (0..game.seats())
        // The rule AI: the soak is the engine's and the driver's (the Guan Dan Normal searches,
        // a hundred times its cost).
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Baseline, mix(seed, s as u64))))
        .collect();
    if human && let Some(first) = players.first_mut() {
        *first = Player::Human;
    }
    let mut m = Match::new(game, players);
    let mut script = rng(mix(seed, 0x50AC));
    soak.matches = 1;
    loop {
        let events = match m.waiting() {
            Waiting::Over => break,
            Waiting::NextHand => {
                m.next_hand();
                continue;
            }
            Waiting::Ai(_) => {
                m.step()
                    .map_err(|e| e.to_string())?
                    .ok_or("an AI seat was waiting but did not act")?
                    .1
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
                    G::legal_actions(&view).choose(&mut script).cloned()
                }
                .ok_or("the human seat had no legal action")?;
                m.act(seat, action).map_err(|e| e.to_string())?
            }
        };
        soak.actions += 1;
        soak.hands += events.iter().filter(|e| G::ends_hand(e)).count() as u64;
        if soak.hands >= max_hands {
            soak.unfinished = 1;
            return Ok(());
        }
    }
    if !m.game().is_over() {
        return Err("the match stopped before its end".to_string());
    }
    Ok(())
}

/// Tries the game's illegal guesses: each must be refused with the game unchanged (a guess
/// that turns out legal is played, and the check ends there).
fn try_illegal<G: Soakable>(
    m: &mut Match<G>,
    seat: usize,
    script: &mut StdRng,
) -> Result<(), String> {
    let view = m.view(seat);
    let legal = G::legal_actions(&view);
    let before = serde_json::to_string(m.game()).map_err(|e| e.to_string())?;
    for action in G::illegal_tries(&view, script) {
        if legal.contains(&action) {
            continue;
        }
        match m.act(seat, action.clone()) {
            Err(DriverError::Refused(_)) => {}
            Ok(_) => return Ok(()),
            Err(e) => return Err(format!("{action:?}: unexpected {e}")),
        }
        let after = serde_json::to_string(m.game()).map_err(|e| e.to_string())?;
        if after != before {
            return Err(format!("a refused {action:?} changed the game"));
        }
    }
    Ok(())
}
