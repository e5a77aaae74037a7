//! The Sheng Ji "Hard" player: a search over the cards it cannot see, in trick play. For each
//! lead or follow it deals the unseen cards many times in ways consistent with what its seat
//! knows ([`sample`](super::sample)), plays each of the rule AI's best few plays out to the end
//! of the round in every such deal (the rule AI playing every seat), and scores each by the
//! level result its side gets. It departs from the rule AI's choice (the Normal's: with fixed
//! teams the learned network's among those plays) only when another play does clearly better
//! on the same deals. It only ever reads its own view.
//!
//! With four players in fixed teams (one to four decks) a rollout stops three tricks past the
//! decision's own and takes a learned value of the whole deal there instead of playing the
//! round out ([`value`], issue 49): shorter rollouts, so more deals in the same time, and a
//! value less noisy than one deal's result.
//!
//! The dealer's kitty and friend calls are searched the same way: each of the rule AI's best
//! burials (or sets of calls) played out from the first lead, always to the round's end (the
//! kitty's points and multiplier are decided by the last trick, which a cut rollout never
//! reaches; issue 66). The best burial without points is the one to beat, so that points go
//! into the kitty only where the played-out deals find them clearly better. It bids as the rule
//! AI does (bold where the teams are fixed, see [`rule::boldness`]).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::sync::OnceLock;

use rand::RngCore;
use rand::rngs::StdRng;

use crate::agents::net::Mlp;
use crate::agents::review::{Assessment, Score, judge, values};
use crate::agents::{
    Agent, Searched, Searching, decision_rng, face_key, first_distinct, mix, paired_advantage,
};
use crate::cards::Face;
use crate::shengji::order::points_of;
use crate::shengji::rules::Teams;
use crate::shengji::scoring::{Outcome, outcome};
use crate::shengji::{Action, Event, Game, Phase, RoundResult, Rules, SeatView};
use serde::{Deserialize, Serialize};

use super::bury::friend_calls;
use super::lead;
use super::memory::Seen;
use super::rule;
use super::sample::Knowledge;
use super::table::Table;
use super::value;

/// Candidate plays searched (the rule AI's best, in its order, one per choice of faces).
const CANDIDATES: usize = 5;
/// Deals sampled at least and at most per decision.
const MIN_SAMPLES: u32 = 4;
const MAX_SAMPLES: u32 = 400;
/// Standard errors a candidate must beat the rule AI's choice by.
pub(super) const Z: f64 = 2.0;
/// Weight of the raw points against the levels: one step of points (40 with two decks) is
/// worth this fraction of a level, so that rollouts inside one band still differ.
const RAW_POINTS: f64 = 0.15;
/// What a match won (or lost) in the round is worth, in levels.
const MATCH_BALL: f64 = 6.0;

/// Work units per millisecond of budget natively (a unit is one rollout action of a
/// four-player two-deck round; the browser's wasm is about half as fast).
pub const STEPS_PER_MS: u64 = 90;

/// The search player. `budget` is the work per decision, in rollout actions weighted by how
/// expensive an action of the variant is (see [`step_cost`]). `cut`: its rollouts stop a few
/// tricks on and take the learned value of the position there, where [`value::cut`] has a
/// network for the variant (not in reviews: see [`HardAgent::assess`]).
#[derive(Clone, Copy, Debug)]
pub struct HardAgent {
    pub seed: u64,
    pub budget: u64,
    pub cut: bool,
}

impl HardAgent {
    pub fn with_budget_ms(seed: u64, ms: u64) -> HardAgent {
        HardAgent {
            seed,
            budget: ms.saturating_mul(STEPS_PER_MS),
            cut: true,
        }
    }

    /// The cut in force for a round of `rules`: the tricks played before it and the network.
    fn depth(&self, rules: &Rules) -> Option<(u32, &'static Mlp)> {
        value::cut(rules).filter(|_| self.cut)
    }
}

impl Agent<Game> for HardAgent {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        self.ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        self.ranked_searched(view).0
    }
}

impl Searching<Game> for HardAgent {
    fn ranked_searched(&mut self, view: &SeatView) -> (Vec<Action>, Option<Searched<Action>>) {
        match candidates(view) {
            Some(candidates) => {
                let results = self.results(view, &candidates);
                let ranked = rank_results(view, &candidates, &results);
                let searched = Searched {
                    candidates,
                    results,
                };
                (ranked, Some(searched))
            }
            None => (base(view), None),
        }
    }
}

/// The plays, burials or friend calls the search compares (the rule AI's best distinct
/// ones, its choice first); `None` when there is nothing to search.
pub fn candidates(view: &SeatView) -> Option<Vec<Action>> {
    if !searched(view) {
        return None;
    }
    let ranked = base(view);
    let mut candidates = distinct(&ranked, CANDIDATES);
    if view.phase == Phase::Burying
        && let Some(safe) = ranked.iter().find(|a| buries_points(a) == Some(false))
    {
        candidates.retain(|c| key(c) != key(safe));
        candidates.insert(0, safe.clone());
        candidates.truncate(CANDIDATES);
    }
    if view.phase == Phase::Playing && bold_throws() {
        for cards in lead::bold_throws(&Table::new(view), BOLD_THROWS) {
            let throw = Action::Play(cards);
            if !candidates.iter().any(|c| key(c) == key(&throw)) {
                candidates.push(throw);
            }
        }
    }
    (candidates.len() > 1).then_some(candidates)
}

/// Throws the seat cannot be sure of searched besides the rule AI's leads, at most.
const BOLD_THROWS: usize = 2;

/// Whether the search also judges throws the seat cannot be sure of ([`lead::bold_throws`]):
/// natively `CARDTABLE_SHENGJI_THROWS=on`, for the league to judge first (issue 66).
fn bold_throws() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    native_setting(&ON, "CARDTABLE_SHENGJI_THROWS", "on")
}

/// Whether the environment sets `name` to `value`, read once into `cell`: a native switch for
/// the league to judge a change by (never set in the browser).
fn native_setting(cell: &OnceLock<bool>, name: &str, value: &str) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    {
        *cell.get_or_init(|| std::env::var(name).is_ok_and(|v| v == value))
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = (cell, name, value);
        false
    }
}

/// Whether a burial puts point cards into the kitty (`None` for other actions).
fn buries_points(action: &Action) -> Option<bool> {
    match action {
        Action::Bury(cards) => Some(points_of(cards) > 0),
        _ => None,
    }
}

/// The ranking from every shard's deals put together (in any order): the candidates that
/// did clearly better than the rule AI's choice on the same deals first, then the rule AI's
/// own order.
pub fn rank_merged(view: &SeatView, candidates: &[Action], deals: Vec<Sampled>) -> Vec<Action> {
    rank_results(view, candidates, &by_candidate(candidates.len(), deals))
}

/// [`rank_merged`] from each candidate's outcomes.
fn rank_results(view: &SeatView, candidates: &[Action], results: &[Vec<Score>]) -> Vec<Action> {
    let scores = paired_advantage(&values(results), Z, min_gain());
    let mut order: Vec<usize> = (0..candidates.len()).collect();
    let score = |i: usize| scores.get(i).copied().unwrap_or(0.0);
    crate::cards::sort::sort_by(&mut order, |&a, &b| {
        score(b).total_cmp(&score(a)).then(a.cmp(&b)).is_lt()
    });
    let mut out: Vec<Action> = order
        .into_iter()
        .filter_map(|i| candidates.get(i).cloned())
        .collect();
    let rest: Vec<Action> = base(view)
        .into_iter()
        .filter(|a| !out.contains(a))
        .collect();
    out.extend(rest);
    out
}

/// Which of a decision's sampled deals one search plays: those numbered `index`,
/// `index + of`, `index + 2 * of`, ... below the decision's count (see [`HardAgent::planned`]).
/// Every deal is dealt from its own number, so the shards of a decision (one per worker)
/// together play each deal once and, put together, give the same choice as one search alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: u32,
    pub of: u32,
}

impl Shard {
    /// Every deal.
    pub const WHOLE: Shard = Shard { index: 0, of: 1 };
}

/// One sampled deal: its number and each candidate's outcome on it.
pub type Sampled = (u32, Vec<Score>);

/// Each candidate's outcomes, deal by deal in the deals' order.
fn by_candidate(candidates: usize, mut deals: Vec<Sampled>) -> Vec<Vec<Score>> {
    crate::cards::sort::sort_by_key(&mut deals, |(i, _)| *i);
    let mut out = vec![Vec::with_capacity(deals.len()); candidates];
    for (_, scores) in deals {
        for (column, score) in out.iter_mut().zip(scores) {
            column.push(score);
        }
    }
    out
}

/// The rule AI's ranking (which bids boldly where the teams are fixed, see
/// [`rule::boldness`]).
fn base(view: &SeatView) -> Vec<Action> {
    rule::ranked(view)
}

/// Whether the search decides this: the seat's play, burial or friend calls.
fn searched(view: &SeatView) -> bool {
    let opening = matches!(view.phase, Phase::Burying | Phase::CallingFriends);
    view.my_turn() && (opening || view.phase == Phase::Playing)
}

/// The rule AI's time for a rollout action is about `ACTION_BASE + h` for a hand of `h`
/// cards (fitted to native and wasm times of Classic decisions, issue 49).
const ACTION_BASE: u64 = 10;

/// Whether a cut rollout is charged by its own length (see [`HardAgent::planned_charged`]).
fn charged() -> bool {
    static WHOLE: OnceLock<bool> = OnceLock::new();
    !native_setting(&WHOLE, "CARDTABLE_SHENGJI_CHARGE", "whole")
}

/// The least gain in value a candidate must show besides its standard errors.
pub(super) const MIN_GAIN: f64 = 0.02;

/// [`MIN_GAIN`], or natively `CARDTABLE_SHENGJI_GAIN=X` (levels), for the league to judge a
/// surer search: with the cut, the Hard leaves the rule AI's play about twice as often as with
/// whole rollouts, and is no stronger for it (issue 66).
fn min_gain() -> f64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        static GAIN: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
        *GAIN.get_or_init(|| {
            std::env::var("CARDTABLE_SHENGJI_GAIN")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(MIN_GAIN)
        })
    }
    #[cfg(target_arch = "wasm32")]
    MIN_GAIN
}

impl HardAgent {
    /// Each candidate's outcome on each sampled deal.
    pub fn results(&self, view: &SeatView, candidates: &[Action]) -> Vec<Vec<Score>> {
        by_candidate(candidates.len(), self.shard(view, candidates, Shard::WHOLE))
    }

    /// The deals of `shard`, each with every candidate's outcome.
    pub fn shard(&self, view: &SeatView, candidates: &[Action], shard: Shard) -> Vec<Sampled> {
        if view.phase == Phase::Playing {
            self.search(view, candidates, shard)
        } else {
            self.search_openings(view, candidates, shard)
        }
    }

    /// How many deals a decision samples: as many as the budget pays for, each candidate
    /// played out to the round's end on each (about one rollout action per card still held,
    /// less the plays of several cards), between [`MIN_SAMPLES`] and [`MAX_SAMPLES`]. It is
    /// fixed before any deal is played, so that shards can share the work.
    pub fn planned(&self, view: &SeatView, candidates: usize) -> u32 {
        self.planned_charged(view, candidates, charged())
    }

    /// [`HardAgent::planned`], a cut rollout charged by its own length (`charge`, as played)
    /// or as a whole rollout's actions (before issue 49's charge; natively
    /// `CARDTABLE_SHENGJI_CHARGE=whole`, for the league to judge the charge, issue 66).
    pub fn planned_charged(&self, view: &SeatView, candidates: usize, charge: bool) -> u32 {
        let held: usize = view.hand_sizes.iter().sum();
        let mut actions = (held as u64 * 4 / 5).max(1);
        // A cut rollout plays the trick and the tricks before the cut, and a network's look
        // (counted as a trick's worth), all with hands about as full as now: an action then
        // costs more than the average action of a whole rollout, which it is counted in.
        if let Some((tricks, _)) = self
            .depth(&view.rules)
            .filter(|_| charge && view.phase == Phase::Playing)
        {
            let hand = held as u64 / view.hand_sizes.len().max(1) as u64;
            let average = view.rules.hand_size as u64 / 2;
            let cut = (tricks as u64 + 2) * 4 * (ACTION_BASE + hand) / (ACTION_BASE + average);
            actions = actions.min(cut.max(1));
        }
        let per_deal = candidates as u64 * actions * step_cost(&view.rules);
        (self.budget / per_deal.max(1)).clamp(MIN_SAMPLES as u64, MAX_SAMPLES as u64) as u32
    }

    /// Whether the search would have played, buried or called otherwise than `played`, and
    /// with how many more levels for the seat's side (see [`judge`]).
    pub fn assess(&self, view: &SeatView, played: &Action) -> Option<Assessment<Action>> {
        if !searched(view) {
            return None;
        }
        let mut candidates = distinct(&base(view), CANDIDATES);
        let at = match candidates.iter().position(|c| key(c) == key(played)) {
            Some(i) => i,
            None => {
                candidates.push(played.clone());
                candidates.len() - 1
            }
        };
        if candidates.len() <= 1 {
            return None;
        }
        // The same search as in play chooses (the Hard finds nothing to change in its own
        // plays); the levels and card points it names come from the two plays' rounds played
        // out to the end on the same deals, which a cut rollout does not know.
        let results = self.results(view, &candidates);
        let verdict = judge(&candidates, &results, at, Z, MIN_GAIN)?;
        if self.depth(&view.rules).is_none() {
            return Some(verdict);
        }
        let pair = [candidates.get(at)?.clone(), verdict.better.clone()];
        let whole = HardAgent {
            cut: false,
            ..*self
        }
        .results(view, &pair);
        verdict.played_out(&whole)
    }
}

/// The first `k` plays, burials or friend calls of `ranked` that differ in their faces (which
/// copy of a card is played or buried makes no difference).
pub(super) fn distinct(ranked: &[Action], k: usize) -> Vec<Action> {
    first_distinct(ranked, k, key)
}

/// A play's, burial's or friend call's faces (none for other actions).
fn key(a: &Action) -> Option<Vec<(usize, u8)>> {
    match a {
        Action::Play(cards) | Action::Bury(cards) => {
            Some(face_key(cards).into_iter().map(|f| (f, 0)).collect())
        }
        Action::CallFriends(calls) => Some(calls.iter().map(|c| (c.face.index(), c.nth)).collect()),
        _ => None,
    }
}

/// What one rollout action costs in work units: the rule AI's time grows with the cards in
/// a hand and with the width of the tuples.
fn step_cost(rules: &Rules) -> u64 {
    let hand = rules.hand_size as u64;
    (hand * rules.decks as u64).div_ceil(50).max(1)
}

impl HardAgent {
    /// Plays the deals of `shard`: `deal` plays every candidate out on the deal it is given
    /// the random numbers of and gives each one's outcome (`None`: no deal could be made).
    fn sampled(
        &self,
        view: &SeatView,
        candidates: usize,
        shard: Shard,
        mut deal: impl FnMut(&mut StdRng) -> Option<Vec<Score>>,
    ) -> Vec<Sampled> {
        let planned = self.planned(view, candidates);
        let mut out = Vec::new();
        let mut number = shard.index;
        while number < planned {
            let mut rng = decision_rng::<Game>(mix(self.seed, number as u64), view);
            if let Some(scores) = deal(&mut rng) {
                out.push((number, scores));
            }
            number += shard.of.max(1);
        }
        out
    }

    /// The result of each candidate on each sampled deal (the same deals for all).
    fn search(&self, view: &SeatView, candidates: &[Action], shard: Shard) -> Vec<Sampled> {
        let Some(know) = Knowledge::new(view) else {
            return Vec::new();
        };
        let cut = self.depth(&view.rules);
        self.sampled(view, candidates.len(), shard, |rng| {
            let deal = know.sample(view, rng)?;
            let game = Game::from_view(view, deal.hands, deal.buried, rng.next_u64()).ok()?;
            let results = candidates.iter().map(|action| {
                let mut g = game.clone();
                match g.apply(view.seat, action.clone()) {
                    Ok(event) => rollout(&mut g, event, view.seat, cut),
                    Err(_) => Score::ILLEGAL,
                }
            });
            Some(results.collect())
        })
    }

    /// The result of each burial (or friend call) on each sampled deal: the round played out
    /// from the first lead, as if the dealer had buried those cards (and, in Zhao Pengyou,
    /// then made the rule AI's calls) or made those calls.
    fn search_openings(
        &self,
        view: &SeatView,
        candidates: &[Action],
        shard: Shard,
    ) -> Vec<Sampled> {
        let positions: Option<Vec<SeatView>> =
            candidates.iter().map(|a| opening(view, a)).collect();
        // The dealer has seen the kitty: the unseen cards are the same whatever it buries.
        let Some((positions, know)) =
            positions.and_then(|p| Knowledge::new(p.first()?).map(|k| (p, k)))
        else {
            return Vec::new();
        };
        self.sampled(view, candidates.len(), shard, |rng| {
            let deal = know.sample(positions.first()?, rng)?;
            let seed = rng.next_u64();
            let results = positions.iter().zip(candidates).map(|(pos, action)| {
                let mut hands = deal.hands.clone();
                if let Some(own) = hands.get_mut(view.seat) {
                    own.clone_from(&pos.hand);
                }
                let buried = pos.buried.clone().unwrap_or_default();
                match Game::from_view(pos, hands, buried, seed) {
                    // Played to the end: the last trick decides the kitty.
                    Ok(mut g) => {
                        let score = rollout(&mut g, Event::Done, view.seat, None);
                        match (action, g.results().last()) {
                            (Action::Bury(cards), Some(r)) if points_of(cards) > 0 => {
                                kitty_lost(r, points_of(cards), view.seat, &view.rules)
                            }
                            _ => score,
                        }
                    }
                    Err(_) => Score::ILLEGAL,
                }
            });
            Some(results.collect())
        })
    }
}

/// The dealer's view after `action` (a burial or friend calls), at the first lead: with
/// friends to find, a burial is followed by the rule AI's calls.
fn opening(view: &SeatView, action: &Action) -> Option<SeatView> {
    let mut pos = view.clone();
    match action {
        Action::Bury(cards) => {
            for c in cards {
                let i = pos.hand.iter().position(|h| h == c)?;
                pos.hand.remove(i);
            }
            *pos.hand_sizes.get_mut(view.seat)? = pos.hand.len();
            pos.buried = Some(cards.clone());
            if view.rules.teams == Teams::FindFriends {
                pos.calls = friend_calls(&pos).into_iter().next()?;
            }
        }
        Action::CallFriends(calls) => pos.calls.clone_from(calls),
        _ => return None,
    }
    pos.kitty = None;
    pos.friends = vec![None; pos.calls.len()];
    pos.phase = Phase::Playing;
    pos.to_act = Some(view.seat);
    pos.bid_options.clear();
    Some(pos)
}

/// Plays the round out with the rule AI on every seat; its value for `seat`. With a `cut`
/// (the tricks to play, and the network) it stops at the end of the first trick after them
/// with the network's value of the position instead.
fn rollout(g: &mut Game, event: Event, seat: usize, cut: Option<(u32, &Mlp)>) -> Score {
    let Some((tricks, net)) = cut else {
        return play_out(g, event, seat, |_, _| None);
    };
    play_out(g, event, seat, |g, done| {
        if done <= tricks {
            return None;
        }
        let v = (net.value(&value::encode(g, seat)) * value::SCALE) as f64;
        Some(Score {
            value: v,
            levels: v,
            points: 0.0,
        })
    })
}

/// Plays the round out with the rule AI on every seat; its value for `seat`. At each trick's
/// end (but the last) `at_trick` is shown the round and the tricks finished so far, and may
/// end the play-out with a value of its own.
pub fn play_out(
    g: &mut Game,
    mut event: Event,
    seat: usize,
    mut at_trick: impl FnMut(&Game, u32) -> Option<Score>,
) -> Score {
    // A round never takes more plays than there are cards.
    let limit = g.rules().decks as usize * Face::COUNT + 8;
    let mut view: Option<SeatView> = None;
    let mut seen = Seen::default();
    let mut tricks = 0;
    for _ in 0..limit {
        match &event {
            Event::RoundOver(r) => return score(r, seat, g.rules()),
            Event::TrickWon { .. } => {
                tricks += 1;
                if let Some(score) = at_trick(g, tricks) {
                    return score;
                }
            }
            _ => {}
        }
        let Some(s) = g.to_act() else { break };
        // One view, brought up to date for each seat in turn.
        let view = match view.as_mut() {
            Some(v) => {
                g.update_view(v, s);
                v
            }
            None => view.insert(g.view(s)),
        };
        let Some(cards) = rule::best_play(view, &mut seen, g.order()) else {
            break;
        };
        event = match g.apply(s, Action::Play(cards)) {
            Ok(e) => e,
            Err(_) => break,
        };
    }
    Score::default()
}

/// A burial's round as if the attackers had won the last trick (×2, the least multiplier)
/// where the rollout's declarers kept it: the rule AI's rollouts seldom play for the kitty as
/// people do, so a burial's points count as lost, and points go into the kitty only where the
/// burial is clearly better even so (issue 66). A burial without points is scored as played.
fn kitty_lost(r: &RoundResult, buried: u32, seat: usize, rules: &Rules) -> Score {
    let mut r = r.clone();
    if r.kitty_multiplier == 0 {
        r.opponents_points += 2 * buried;
        r.outcome = outcome(r.opponents_points, rules);
    }
    score(&r, seat, rules)
}

/// What a finished round is worth to `seat`'s side, in the search's three measures.
fn score(r: &RoundResult, seat: usize, rules: &Rules) -> Score {
    let declaring = r.declarers.get(seat).copied().unwrap_or(false);
    let taken = r.opponents_points as f64;
    Score {
        value: value(r, seat, rules),
        levels: levels(r, seat),
        points: if declaring { -taken } else { taken },
    }
}

/// The levels a round brings `seat`'s side: up if it won, the other side's climb if it lost.
fn levels(r: &RoundResult, seat: usize) -> f64 {
    let declaring = r.declarers.get(seat).copied().unwrap_or(false);
    match r.outcome {
        Outcome::Hold { levels } if declaring => levels as f64,
        Outcome::Hold { levels } => -(levels as f64),
        Outcome::TakeOver { levels } if declaring => -(levels as f64),
        Outcome::TakeOver { levels } => levels as f64,
    }
}

/// What a finished round is worth to `seat`'s side: the levels the declarers go up (holding)
/// or the defenders go up (taking over, which is worth half a level more for winning the
/// deal), a small term for the points themselves, and a match won or lost.
pub fn value(r: &RoundResult, seat: usize, rules: &Rules) -> f64 {
    let levels = match r.outcome {
        Outcome::Hold { levels } => levels as f64,
        Outcome::TakeOver { levels } => -(levels as f64) - 0.5,
    };
    let step = rules.step().max(1) as f64;
    let raw = RAW_POINTS * (rules.threshold() as f64 - r.opponents_points as f64) / step;
    let declaring = r.declarers.get(seat).copied().unwrap_or(false);
    let mut v = if declaring {
        levels + raw
    } else {
        -(levels + raw)
    };
    if !r.winners.is_empty() {
        let ours = r
            .winners
            .iter()
            .any(|&w| r.declarers.get(w).copied().unwrap_or(false) == declaring);
        v += if ours { MATCH_BALL } else { -MATCH_BALL };
    }
    v
}
