//! Sheng Ji series: duplicate matches or single deals between two agents, and soak runs
//! through the driver.
//!
//! **Seating.** Every deal (match seed) is played twice: agent A on the even seats and B on the
//! odd ones, then the other way round. In fixed partnerships that is A as one team, then as the
//! other. In Zhao Pengyou, where teams form anew every round, it puts A on every other seat and
//! then on the seats in between, so over the pair of plays each agent plays every seat of the
//! deal once (with an odd number of players A has one seat more in the first play and one
//! fewer in the second).
//!
//! **Deals or matches.** In deal mode ([`series`] with one round) each play is round 1 of the
//! seed's match, to its end; in match mode ([`duplicate`]) it is the whole match.
//!
//! **What is counted for A.** Fixed partnerships: per round, whether A's team won it as
//! declarers (held) or as defenders (took over), the levels it gained, and per finished match
//! whether it won. Zhao Pengyou: the same per seat A played in a round (a seat on the final
//! declaring side wins with a hold, any other with a take-over), and per match the share of the
//! winning seats that A played. A match still going after [`MAX_ROUNDS`] rounds is unfinished:
//! it counts for the rounds it played and not for the matches.
//!
//! **Level exchanges.** Every round is an exchange between A's seats and B's seats: the levels
//! A's team gained against those B's team gained (in Zhao Pengyou, where teams change every
//! round, the levels gained by all the seats A plays, in total, against all of B's seats). The
//! side that gained more wins the exchange; a round in which both gained as much (a take-over
//! with no promotion, or in Zhao Pengyou levels shared equally) is a tie and is not counted in
//! the share of exchanges won, only reported. Over a duplicate pair both agents sit on every
//! seat set once, so equal agents win half of the exchanges.

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

use crate::agents::{AgentKind, AgentSpec, TableGame, mix};
use crate::cards::{Card, Face, Rank, Suit};
use crate::driver::{Match, Player};
use crate::shengji::rules::Teams;
use crate::shengji::scoring::Outcome as RoundOutcome;
use crate::shengji::{Action, Event, FriendCall, Game, Phase, RoundResult, Rules, SeatView};

use super::Contender;
use super::external::seat_bots;
use super::soak::{Soak, Soakable};
use super::{Mean, Share, Times};

/// Rounds after which a match counts as unfinished.
pub const MAX_ROUNDS: u32 = 100;

/// What one match gave agent A (and B).
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub rounds: u64,
    pub unfinished: u64,
    pub as_declarers: Share,
    pub as_defenders: Share,
    pub levels_a: Mean,
    pub levels_b: Mean,
    pub matches: Share,
    /// Level exchanges won by A, out of those somebody won (see the module doc).
    pub exchanges: Share,
    pub exchange_ties: u64,
    /// Levels gained in total by A's seats and by B's seats (fixed partnerships: by the team).
    pub gained_a: f64,
    pub gained_b: f64,
    pub times_a: Times,
    pub times_b: Times,
    /// Decision times of trick play alone (leads and follows), where the thinking is.
    pub play_times_a: Times,
    pub play_times_b: Times,
    /// Wall time of each match.
    pub match_times: Times,
    /// Rounds A (or B) dealt: the points it buried, and the points the attackers took from
    /// its kitty (multiplied; 0 when the declarers won the last trick).
    pub kitty_buried_a: Mean,
    pub kitty_lost_a: Mean,
    pub kitty_buried_b: Mean,
    pub kitty_lost_b: Mean,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.rounds += o.rounds;
        self.unfinished += o.unfinished;
        add_share(&mut self.as_declarers, &o.as_declarers);
        add_share(&mut self.as_defenders, &o.as_defenders);
        self.levels_a.extend(&o.levels_a);
        self.levels_b.extend(&o.levels_b);
        add_share(&mut self.matches, &o.matches);
        add_share(&mut self.exchanges, &o.exchanges);
        self.exchange_ties += o.exchange_ties;
        self.gained_a += o.gained_a;
        self.gained_b += o.gained_b;
        self.times_a.extend(&o.times_a);
        self.times_b.extend(&o.times_b);
        self.play_times_a.extend(&o.play_times_a);
        self.play_times_b.extend(&o.play_times_b);
        self.match_times.extend(&o.match_times);
        self.kitty_buried_a.extend(&o.kitty_buried_a);
        self.kitty_lost_a.extend(&o.kitty_lost_a);
        self.kitty_buried_b.extend(&o.kitty_buried_b);
        self.kitty_lost_b.extend(&o.kitty_lost_b);
    }
}

fn add_share(a: &mut Share, b: &Share) {
    a.wins += b.wins;
    a.total += b.total;
}

/// Seats agent A plays in run 0 (even seats) or run 1 (odd seats).
pub fn a_seats(players: usize, run: usize) -> Vec<usize> {
    (0..players).filter(|s| s % 2 == run % 2).collect()
}

/// Levels a seat gained in a round (passing A to win the match counts as one).
fn gained(before: &[Rank], r: &RoundResult, seat: usize) -> f64 {
    let from = before.get(seat).map_or(2, |l| l.value());
    let to = r.levels.get(seat).map_or(from, |l| l.value());
    to.saturating_sub(from) as f64 + r.winners.contains(&seat) as u8 as f64
}

/// Plays one match: A on `a_seats`, B elsewhere, stopping after `max_rounds` rounds (1: a
/// single deal). Replies of external bots that could not be used are counted in `faults`.
pub fn play(
    rules: &Rules,
    seed: u64,
    [a, b]: [&Contender; 2],
    run: usize,
    max_rounds: u32,
    faults: &Arc<AtomicU64>,
) -> Result<Tally, String> {
    let n = rules.players as usize;
    let mine = a_seats(n, run);
    let game = Game::new(rules.clone(), seed).map_err(|e| e.to_string())?;
    let who = |s: usize| if mine.contains(&s) { a } else { b };
    let players = (0..n)
        .map(|s| {
            Player::Ai(AgentSpec {
                seed: mix(seed, s as u64),
                ..who(s).spec()
            })
        })
        .collect();
    let mut m = Match::new(game, players);
    seat_bots(&mut m, "shengji", who, faults)?;
    let fixed = rules.teams == Teams::Fixed;
    let mut t = Tally::default();
    let mut levels: Vec<Rank> = vec![rules.start_level; n];
    let begun = Instant::now();
    loop {
        let playing = m.game().phase() == Phase::Playing;
        let start = Instant::now();
        let Some((seat, events)) = m.step().map_err(|e| format!("seed {seed}: {e}"))? else {
            break;
        };
        let took = start.elapsed();
        let (all, plays) = if mine.contains(&seat) {
            (&mut t.times_a, &mut t.play_times_a)
        } else {
            (&mut t.times_b, &mut t.play_times_b)
        };
        all.push(took);
        if playing {
            plays.push(took);
        }
        for e in &events {
            if let Event::RoundOver(r) = e {
                t.rounds += 1;
                count_round(&mut t, r, &levels, &mine, fixed);
                levels = r.levels.clone();
                if !r.winners.is_empty() {
                    let a_won = r.winners.iter().filter(|s| mine.contains(s)).count() as u64;
                    if fixed {
                        t.matches.total += 1;
                        t.matches.wins += (a_won > 0) as u64;
                    } else {
                        t.matches.total += r.winners.len() as u64;
                        t.matches.wins += a_won;
                    }
                }
            }
        }
        if t.rounds >= max_rounds as u64 {
            if max_rounds >= MAX_ROUNDS && !m.game().is_over() {
                t.unfinished = 1;
            }
            break;
        }
    }
    t.match_times.push(begun.elapsed());
    Ok(t)
}

fn count_round(t: &mut Tally, r: &RoundResult, before: &[Rank], mine: &[usize], fixed: bool) {
    let held = matches!(r.outcome, RoundOutcome::Hold { .. });
    let n = r.levels.len();
    let (buried, lost) = if mine.contains(&r.dealer) {
        (&mut t.kitty_buried_a, &mut t.kitty_lost_a)
    } else {
        (&mut t.kitty_buried_b, &mut t.kitty_lost_b)
    };
    buried.push(r.kitty_points as f64);
    lost.push((r.kitty_points * r.kitty_multiplier) as f64);
    // Fixed partnerships: one count per round for A's team (its seats share everything).
    let counted: Vec<usize> = if fixed {
        mine.iter().copied().take(1).collect()
    } else {
        mine.to_vec()
    };
    let mut ga = 0.0;
    for &s in &counted {
        let declaring = r.declarers.get(s).copied().unwrap_or(false);
        let share = if declaring {
            &mut t.as_declarers
        } else {
            &mut t.as_defenders
        };
        share.total += 1;
        share.wins += (declaring == held) as u64;
        let g = gained(before, r, s);
        ga += g;
        t.levels_a.push(g);
    }
    let theirs: Vec<usize> = (0..n).filter(|s| !mine.contains(s)).collect();
    let counted_b: Vec<usize> = if fixed {
        theirs.into_iter().take(1).collect()
    } else {
        theirs
    };
    let mut gb = 0.0;
    for s in counted_b {
        let g = gained(before, r, s);
        gb += g;
        t.levels_b.push(g);
    }
    t.gained_a += ga;
    t.gained_b += gb;
    if ga == gb {
        t.exchange_ties += 1;
    } else {
        t.exchanges.total += 1;
        t.exchanges.wins += (ga > gb) as u64;
    }
}

/// The result of a duplicate series between agents A and B.
#[derive(Clone, Debug, Default)]
pub struct Series {
    pub deals: u64,
    pub tally: Tally,
    /// Per seed, over both plays: levels gained by A, by B, and A's minus B's.
    pub levels_a: Mean,
    pub levels_b: Mean,
    pub levels_diff: Mean,
    pub seconds: f64,
    /// Replies of external bots that could not be used.
    pub faults: u64,
}

/// Plays `deals` match seeds twice each, as whole matches (see the module doc), on `threads`
/// threads.
pub fn duplicate(
    rules: &Rules,
    a: AgentKind,
    b: AgentKind,
    deals: u64,
    seed: u64,
    threads: usize,
) -> Result<Series, String> {
    let contender = |k| Contender::Builtin(AgentSpec::new(k, 0));
    series(
        rules,
        &contender(a),
        &contender(b),
        deals,
        seed,
        threads,
        MAX_ROUNDS,
    )
}

/// Plays `count` seeds twice each, as single deals (round 1 of each seed's match, to its end)
/// or whole matches (`max_rounds` [`MAX_ROUNDS`]), on `threads` threads. The specs' seeds are
/// replaced by one per seat of each seed.
pub fn series(
    rules: &Rules,
    a: &Contender,
    b: &Contender,
    count: u64,
    seed: u64,
    threads: usize,
    max_rounds: u32,
) -> Result<Series, String> {
    let start = Instant::now();
    let faults = Arc::new(AtomicU64::new(0));
    let pairs = super::parallel(count, threads, |i| {
        let s = seed.wrapping_add(i);
        Ok::<_, String>([
            play(rules, s, [a, b], 0, max_rounds, &faults)?,
            play(rules, s, [a, b], 1, max_rounds, &faults)?,
        ])
    });
    let mut series = Series {
        deals: count,
        ..Series::default()
    };
    for pair in pairs {
        let (mut la, mut lb) = (0.0, 0.0);
        for t in pair? {
            la += t.gained_a;
            lb += t.gained_b;
            series.tally.add(&t);
        }
        series.levels_a.push(la);
        series.levels_b.push(lb);
        series.levels_diff.push(la - lb);
    }
    series.seconds = start.elapsed().as_secs_f64();
    series.faults = faults.load(Ordering::Relaxed);
    Ok(series)
}

impl Soakable for Game {
    fn illegal_tries(view: &SeatView, script: &mut StdRng) -> Vec<Action> {
        let foreign: Option<Card> = crate::cards::deck(view.rules.decks)
            .unwrap_or_default()
            .into_iter()
            .find(|c| !view.hand.contains(c));
        let plain = view
            .hand
            .iter()
            .copied()
            .find(|c| c.face.rank().is_some_and(|r| r != view.trump_rank));
        let some: Vec<Card> = view
            .hand
            .iter()
            .copied()
            .take(script.random_range(2..=4))
            .collect();
        [
            foreign.map(|c| Action::Play(vec![c])),
            foreign.map(|c| Action::Bid(vec![c])),
            plain.map(|c| Action::Bid(vec![c])),
            Some(Action::Play(Vec::new())),
            Some(Action::Play(some.clone())),
            Some(Action::Bury(some)),
            Some(Action::CallFriends(vec![FriendCall {
                face: Face::Suited(Suit::Spades, Rank::Ace),
                nth: 9,
            }])),
            (view.phase != Phase::Declaring).then_some(Action::Pass),
            (view.phase != Phase::RoundOver).then_some(Action::NextRound),
            (view.phase != Phase::Drawing).then_some(Action::Draw),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

/// Soak: `matches` seeds, each played with AI on all seats and with a scripted human.
pub fn soak(rules: &Rules, matches: u64, seed: u64, threads: usize) -> Soak {
    super::soak::run(
        |s| Game::new(rules.clone(), s),
        matches,
        seed,
        threads,
        MAX_ROUNDS as u64,
    )
}

/// The rules of checked random play: every preset in turn, and the Classic rules with every
/// other variant point.
fn mixed_rules(seed: u64) -> Rules {
    let names = Rules::variant_names();
    let k = (seed as usize) % (names.len() + 1);
    names
        .get(k)
        .and_then(|n| Rules::named(n))
        .unwrap_or_else(Rules::classic_variants)
}

impl super::checked::Checked for Game {
    fn mixed(seed: u64) -> Result<Game, String> {
        Game::new(mixed_rules(seed), seed)
    }

    fn hand_of(&self, seat: usize) -> Vec<Card> {
        self.hand(seat).to_vec()
    }

    fn random_action(&mut self, rng: &mut StdRng) -> Result<Vec<Event>, String> {
        let phase = self.phase();
        crate::shengji::sim::random_step(self, rng)
            .map(|e| vec![e])
            .ok_or_else(|| format!("a random legal action was refused in {phase:?}"))
    }

    fn level_list(&self) -> Vec<Rank> {
        self.levels().to_vec()
    }

    fn levels_moved(&self, before: &[Rank], events: &[Event]) -> Result<(), String> {
        use crate::shengji::scoring::{outcome, promote};
        let rules = self.rules();
        for e in events {
            let Event::RoundOver(r) = e else { continue };
            if outcome(r.opponents_points, rules) != r.outcome {
                return Err(format!(
                    "{} points scored as {:?}",
                    r.opponents_points, r.outcome
                ));
            }
            let (hold, steps) = match r.outcome {
                RoundOutcome::Hold { levels } => (true, levels),
                RoundOutcome::TakeOver { levels } => (false, levels),
            };
            for (s, &was) in before.iter().enumerate() {
                let moves = r.declarers.get(s).copied().unwrap_or(false) == hold;
                let expected = if moves {
                    promote(was, steps, hold && was == r.trump.rank, rules).0
                } else {
                    was
                };
                if r.levels.get(s) != Some(&expected) {
                    return Err(format!(
                        "seat {s} went from {was:?} to {:?} after {r:?}",
                        r.levels.get(s)
                    ));
                }
            }
        }
        Ok(())
    }
}
