//! The "Hard" player: a search over the cards it cannot see. For each decision it deals the
//! unseen cards many times in ways consistent with what its seat knows (its own hand, every
//! card played this hand, the tribute cards whose holders are public, the red jokers shown to
//! resist, the number of cards each seat holds; as an experiment, natively, also that a payer
//! held nothing above its tribute but wilds and who got hand 1's card turned face up), plays
//! each of the rule AI's best candidate plays a few tricks on in every such deal with fast
//! rule-based rollouts, takes a learned value of the deal there (see [`value::cut`]), and
//! picks the candidate with the best average result. The Normal is the same search on the
//! smallest budget. It only ever reads its own view.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rand::RngCore;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use crate::agents::net::Mlp;
use crate::agents::review::{Assessment, Score, judge, values};
use crate::agents::{
    Agent, Searched, Searching, TableGame, decision_rng, mix, paired_advantage, paired_difference,
};
use crate::cards::{Card, Face, deck};
use crate::guandan::game::Turn;
use crate::guandan::scoring::{Finish, HandResult};
use crate::guandan::tribute::payer_could_hold;
use crate::guandan::{Action, Event, Game, SeatView, level_value};

use super::learned::{self, candidates, play_key};
use super::rollout::{End, play_out};
use super::{rule, value};

/// Deals sampled at least and at most per decision.
const MIN_SAMPLES: u32 = 4;
const MAX_SAMPLES: u32 = 200;

/// The search player. `budget` is the work per decision, counted in simulated actions (a
/// rollout step is one rule-AI decision and its application: about 30 µs natively). `cut`:
/// its rollouts stop a few tricks on and take the learned value of the position there (see
/// [`value::cut`]). `limits`: its deals keep what tributes told of their payers' hands and
/// where hand 1's card turned face up went (see [`payer_could_hold`]; an experiment, off but
/// natively).
#[derive(Clone, Copy)]
pub struct HardAgent {
    pub seed: u64,
    pub budget: u64,
    pub cut: bool,
    pub limits: bool,
}

/// Simulated actions per millisecond of budget, natively (measured on the development
/// machine; the browser's wasm is about half as fast).
pub const STEPS_PER_MS: u64 = 200;

impl HardAgent {
    pub fn with_budget_ms(seed: u64, ms: u64) -> HardAgent {
        HardAgent {
            seed,
            budget: ms.saturating_mul(STEPS_PER_MS),
            cut: true,
            limits: limited(ms),
        }
    }
}

/// Natively, `CARDTABLE_GUANDAN_LIMITS=MS`: a Hard on a budget of MS milliseconds deals with
/// the tributes' limits ([`payer_could_hold`]), so that a duplicate run (`--a hard:50 --b
/// hard:51`) measures them.
/// Off otherwise: they won nothing measurable (49.3% of 4,706 hands against the same Hard
/// without them, whole matches, stop 63; see the README).
#[cfg(not(target_arch = "wasm32"))]
fn limited(ms: u64) -> bool {
    std::env::var("CARDTABLE_GUANDAN_LIMITS").is_ok_and(|v| v.parse() == Ok(ms))
}

#[cfg(target_arch = "wasm32")]
fn limited(_: u64) -> bool {
    false
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
        let base = rule::ranked(view);
        let Some(candidates) = candidates(view, &base) else {
            return (base, None);
        };
        let results = self.search(view, &candidates);
        // The network's choice is the one to beat (the rule AI's without a network).
        let learned = learned::scores(view, &candidates);
        let reference = learned::best(&learned).unwrap_or(0);
        let mut values = values(&results);
        values.swap(0, reference);
        let mut scores = paired_advantage(&values, Z, MIN_GAIN);
        scores.swap(0, reference);
        // One score per candidate; a missing one ranks last.
        let score = |i: usize| scores.get(i).copied().unwrap_or(f64::NEG_INFINITY);
        let prior = |i: usize| learned.get(i).copied().unwrap_or(0.0);
        let mut order: Vec<usize> = (0..candidates.len()).collect();
        // Clearly better than the network's choice first; otherwise the network's order (the
        // rule AI's without one).
        crate::cards::sort::sort_by(&mut order, |&a, &b| {
            score(b)
                .total_cmp(&score(a))
                .then(prior(b).total_cmp(&prior(a)))
                .then(a.cmp(&b))
                .is_lt()
        });
        // A bomb the rule AI would not play over the partner's winning play stands only if it
        // still does clearly better when the rule AI plays every seat out; else the
        // reference comes first.
        if let (Some(&top), Some(choice)) = (order.first(), candidates.get(reference))
            && let Some(bomb) = candidates.get(top)
            && top != reference
            && needs_check(view, choice, bomb)
            && (self.budget < CHECK_FROM || !self.bomb_holds(view, choice, bomb))
        {
            crate::cards::sort::sort_by_key(&mut order, |&i| i != reference);
        }
        let mut out: Vec<Action> = order
            .into_iter()
            .filter_map(|i| candidates.get(i).cloned())
            .collect();
        let rest: Vec<Action> = base.into_iter().filter(|a| !out.contains(a)).collect();
        out.extend(rest);
        (
            out,
            Some(Searched {
                candidates,
                results,
            }),
        )
    }
}

/// Standard errors a candidate must beat the rule AI's choice by, and by at least
/// [`MIN_GAIN`].
///
/// Why the same for every alternative, though noise alone then lets one of eight through about
/// one decision in six: raising it with the count searched (a Bonferroni correction, 2.77 for
/// eight) was meant to stop bombs over the partner that only noise preferred, but it cost
/// strength (59.9% of hands against Normal on seeds 1001–2000 where the plain gate had 61.5%),
/// and the bombs are now caught by [`HardAgent::bomb_holds`] instead: with the check, the
/// plain gate won 60.3% of hands on seeds 1001–1300 (5.0 bombs over the partner per 1,000)
/// where the corrected one won 58.8% (8.3).
const Z: f64 = 2.0;
const MIN_GAIN: f64 = 0.05;

impl HardAgent {
    /// Whether the search would have played otherwise than `played` (a play or a pass), and
    /// with how many more levels for the seat's side (see [`judge`]).
    pub fn assess(&self, view: &SeatView, played: &Action) -> Option<Assessment<Action>> {
        let base = rule::ranked(view);
        let mut candidates = candidates(view, &base)?;
        let at = match candidates.iter().position(|c| same_play(c, played)) {
            Some(i) => i,
            None => {
                candidates.push(played.clone());
                candidates.len() - 1
            }
        };
        // The same search as in play chooses (the Hard finds nothing to change in its own
        // plays); the levels it names come from the two plays' hands played out to the end
        // on the same deals, which a cut rollout does not know.
        let results = self.search(view, &candidates);
        let verdict = judge(&candidates, &results, at, Z, MIN_GAIN)?;
        // The same check of a bomb as in play (see [`HardAgent::bomb_holds`]).
        if needs_check(view, played, &verdict.better)
            && !self.bomb_holds(view, played, &verdict.better)
        {
            return None;
        }
        if self.depth().is_none() {
            return Some(verdict);
        }
        let pair = [candidates.get(at)?.clone(), verdict.better.clone()];
        let whole = HardAgent {
            cut: false,
            ..*self
        }
        .search(view, &pair);
        verdict.played_out(&whole)
    }

    /// The cut in force: the tricks played before it and the network.
    fn depth(&self) -> Option<(u32, &'static Mlp)> {
        value::cut(self.budget / STEPS_PER_MS).filter(|_| self.cut)
    }
}

/// The same cards by their faces, read the same way (a play that names no reading reads as
/// the engine's first).
fn same_play(a: &Action, b: &Action) -> bool {
    let ((ca, fa), (cb, fb)) = (play_key(a), play_key(b));
    fa == fb && (ca == cb || ca.is_none() || cb.is_none())
}

impl HardAgent {
    /// The result of each candidate on each sampled deal (the same deals for all).
    fn search(&self, view: &SeatView, candidates: &[Action]) -> Vec<Vec<Score>> {
        let mut rng = decision_rng::<Game>(self.seed, view);
        let mut totals = vec![Vec::new(); candidates.len()];
        let mut spent = 0u64;
        let mut samples = 0u32;
        let cut = self.depth();
        while samples < MIN_SAMPLES || (spent < self.budget && samples < MAX_SAMPLES) {
            let hands = sample_hands(view, &mut rng, self.limits);
            let Ok(game) = Game::from_view(view, hands, rng.next_u64()) else {
                break;
            };
            for (action, total) in candidates.iter().zip(totals.iter_mut()) {
                let mut g = game.clone();
                match g.apply(view.seat, action.clone()) {
                    Ok(events) => {
                        let (outcome, steps) = rollout(&mut g, events, view.seat, cut);
                        total.push(outcome);
                        spent += steps;
                    }
                    Err(_) => total.push(Score::ILLEGAL),
                }
            }
            samples += 1;
        }
        totals
    }
}

/// Deals on which a bomb the rollouts prefer to the rule AI's play is played out again.
const CHECK_DEALS: u32 = 24;

/// The smallest budget that checks such a bomb; a smaller search (the Normal's) keeps the
/// network's choice instead: the check's 48 rule-AI hands take up to a second, over a hundred
/// times the Normal's think time.
const CHECK_FROM: u64 = 50 * STEPS_PER_MS;

impl HardAgent {
    /// Whether `bomb` still does clearly better than the rule AI's `choice` (by [`Z`] standard
    /// errors and [`MIN_GAIN`]) when the rule AI plays every seat to the end of the hand.
    ///
    /// Why: the rollouts' quick policy misjudges what a bomb is worth. Asked at the bombs the
    /// search played over its partner's winning play, early in a hand, the same deals played out
    /// by the rule AI rated most of them worse than letting the partner's play stand, where the
    /// rollouts had rated them clearly better (`hard/probe.rs`). A bomb spent is a lead lost
    /// for later, which the rule AI's play of the rest of the hand values and the rollouts do
    /// not. The check costs 48 rule-AI hands (24 deals, two plays), only where a bomb would be
    /// played over the partner (see [`needs_check`]).
    fn bomb_holds(&self, view: &SeatView, choice: &Action, bomb: &Action) -> bool {
        let mut rng = decision_rng::<Game>(mix(self.seed, 0xB0B), view);
        let mine = view.seat % 2;
        let mut values: [Vec<f64>; 2] = Default::default();
        for _ in 0..CHECK_DEALS {
            let hands = sample_hands(view, &mut rng, self.limits);
            let Ok(game) = Game::from_view(view, hands, rng.next_u64()) else {
                return false;
            };
            for (action, out) in [choice, bomb].into_iter().zip(values.iter_mut()) {
                let mut g = game.clone();
                let score = match g.apply(view.seat, action.clone()) {
                    Ok(events) => rule_out(&mut g, events, mine),
                    Err(_) => Score::ILLEGAL,
                };
                out.push(score.value);
            }
        }
        let [choice, bomb] = &values;
        paired_difference(bomb, choice).is_some_and(|(mean, se)| mean > Z * se && mean > MIN_GAIN)
    }
}

/// Whether the search's `bomb` must pass [`HardAgent::bomb_holds`] before it replaces
/// `choice`: a bomb where `choice` is not one, over the partner's winning play.
///
/// Why only there: over the partner's play a bomb takes a trick the team already holds, for
/// the lead it wins, which is what the rollouts overrate. Elsewhere the check costs time and
/// gains nothing: against Normal on seeds 1001–2000, checking only these won 61.7% of hands
/// (+1.73 levels a deal, 7.0 bombs over the partner per 1,000 hands), checking every bomb
/// 61.2% (+1.79, 11.5).
fn needs_check(view: &SeatView, choice: &Action, bomb: &Action) -> bool {
    view.partner_winning() && is_bomb(view, bomb) && !is_bomb(view, choice)
}

/// Whether a play is a bomb (some reading of it the seat may play is one).
fn is_bomb(view: &SeatView, a: &Action) -> bool {
    !<Game as TableGame>::slip_allowed(view, a)
}

/// The hand played out by the rule AI at every seat; the result for team `mine` (a hand that
/// cannot finish scores nothing).
fn rule_out(g: &mut Game, mut events: Vec<Event>, mine: usize) -> Score {
    for _ in 0..1000 {
        let ended = events.iter().find_map(|e| match e {
            Event::HandEnded(r) => Some(r),
            _ => None,
        });
        if let Some(r) = ended {
            return scored(r, mine, g);
        }
        let Some(seat) = g.to_act() else {
            break;
        };
        let Some(action) = rule::ranked(&g.view(seat)).into_iter().next() else {
            break;
        };
        events = match g.apply(seat, action) {
            Ok(e) => e,
            Err(_) => break,
        };
    }
    Score::default()
}

/// Plays the hand out (see [`rollout`](super::rollout)), or with a `cut` up to it; the result
/// for `seat`'s team, and the number of actions simulated.
fn rollout(
    g: &mut Game,
    events: Vec<Event>,
    seat: usize,
    cut: Option<(u32, &Mlp)>,
) -> (Score, u64) {
    let mine = seat % 2;
    let (end, steps) = play_out(g, events, |g, tricks| {
        let (at, net) = cut?;
        (tricks >= at).then(|| (net.value(&value::encode(g, seat)) * value::SCALE) as f64)
    });
    match end {
        End::Hand(events) => {
            let result = events.into_iter().find_map(|e| match e {
                Event::HandEnded(r) => Some(scored(&r, mine, g)),
                _ => None,
            });
            (result.unwrap_or_default(), steps)
        }
        // A cut knows the hand's value, not its levels; its look plans all four hands again.
        End::Cut(v) => (
            Score {
                value: v,
                levels: 0.0,
                points: 0.0,
            },
            steps + CUT_STEPS,
        ),
        End::Failed => (Score::default(), steps),
    }
}

/// What a cut's look costs, in rollout actions (natively: four plans of a hand, about 0.5 ms
/// with full hands, where an action is 5 µs of budget).
const CUT_STEPS: u64 = 64;

/// A finished hand's score for team `mine` (Guan Dan counts no points).
pub fn scored(r: &HandResult, mine: usize, g: &Game) -> Score {
    Score {
        value: value(r, mine, g),
        levels: levels(r, mine, g),
        points: 0.0,
    }
}

/// What winning a hand is worth besides its levels: a hand won at all matters more than by
/// how much (it decides who deals the tribute and whose level is played next).
///
/// Why 4: against Normal on seeds 1001–2000, 4 won 62.95% of hands (+1.86 levels a deal) where
/// 2 won 61.7% (+1.73), ahead in each of the three chunks measured; 0 (levels only) had won
/// 57.0% on seeds 1001–1300.
const WIN: f64 = 4.0;

/// What a finished hand is worth to team `mine`: the hand won or lost, the levels the winners
/// go up, and a match won or lost counts as much as a whole climb.
fn value(r: &HandResult, mine: usize, g: &Game) -> f64 {
    let matchball = if r.match_winner.is_some() { 12.0 } else { 0.0 };
    let v = WIN + climb(r, g) + matchball;
    if r.winners == mine { v } else { -v }
}

/// The levels the winners of a hand go up.
fn climb(r: &HandResult, g: &Game) -> f64 {
    match r.finish {
        Finish::OneTwo => g.rules().promotion_1_2 as f64,
        Finish::OneThree => 2.0,
        Finish::OneFour => 1.0,
    }
}

/// The levels a hand brings team `mine`: up if it won, the other side's climb if it lost.
fn levels(r: &HandResult, mine: usize, g: &Game) -> f64 {
    let up = climb(r, g);
    if r.winners == mine { up } else { -up }
}

/// A deal of the cards `view`'s seat cannot see, consistent with what it knows: the cards
/// played are gone, tribute cards, shown red jokers and hand 1's card turned face up stay
/// with their known holders until played, a payer holds nothing above its tribute but wilds
/// (see [`payer_could_hold`]), and every seat gets as many cards as it holds. (`limits`
/// false, the default: the payers' limits and the card turned face up are left out.)
pub fn sample_hands(view: &SeatView, rng: &mut StdRng, limits: bool) -> [Vec<Card>; 4] {
    let me = view.seat % 4;
    let mut unseen: Vec<Card> = deck(2).unwrap_or_default();
    let remove = |c: &Card, pool: &mut Vec<Card>| {
        if let Some(i) = pool.iter().position(|x| x == c) {
            pool.swap_remove(i);
        }
    };
    for c in &view.hand {
        remove(c, &mut unseen);
    }
    for turn in &view.history {
        if let Turn::Play(p) = turn {
            for c in &p.cards {
                remove(c, &mut unseen);
            }
        }
    }
    let mut hands: [Vec<Card>; 4] = Default::default();
    if let Some(mine) = hands.get_mut(me) {
        *mine = view.hand.clone();
    }
    // Cards whose holder everybody knows.
    let t = &view.tribute;
    let face_up = view.face_up.iter().filter(|_| limits);
    let known = t
        .paid
        .iter()
        .chain(&t.returned)
        .map(|x| (x.card, x.to))
        .chain(t.resisted.iter().map(|&(s, c)| (c, s)))
        .chain(face_up.map(|f| (f.card, f.seat)));
    for (card, seat) in known {
        let seat = seat % 4;
        let (Some(hand), Some(&count)) = (hands.get_mut(seat), view.card_counts.get(seat)) else {
            continue;
        };
        if seat != me && hand.len() < count && unseen.contains(&card) {
            remove(&card, &mut unseen);
            hand.push(card);
        }
    }
    unseen.shuffle(rng);
    // A payer's cards, the tightest limit first: each is a uniform draw of what its limit
    // allows, and every later payer's limit is the wider (a lower tribute allows fewer cards).
    let payers = if limits {
        payer_limits(view, me)
    } else {
        Vec::new()
    };
    for (seat, limit) in payers {
        let (Some(hand), Some(&count)) = (hands.get_mut(seat), view.card_counts.get(seat)) else {
            continue;
        };
        let mut need = count.saturating_sub(hand.len());
        let (taken, kept): (Vec<Card>, Vec<Card>) = unseen.into_iter().partition(|c| {
            let take = need > 0 && payer_could_hold(limit, c.face, view.level);
            need -= usize::from(take);
            take
        });
        hand.extend(taken);
        unseen = kept;
    }
    for ((s, hand), &count) in hands.iter_mut().enumerate().zip(&view.card_counts) {
        if s == me {
            continue;
        }
        let need = count.saturating_sub(hand.len());
        let take = need.min(unseen.len());
        hand.extend(unseen.drain(..take));
    }
    hands
}

/// The tributes paid this hand by the seats other than `me`, with their payers, the tightest
/// limit first (see [`payer_could_hold`]; a payer's return is a known card, dealt to it with the
/// others known).
fn payer_limits(view: &SeatView, me: usize) -> Vec<(usize, Face)> {
    let t = &view.tribute;
    let paid = t.paid.iter().map(|x| (x.from, x.card));
    let mut limits: Vec<(usize, Face)> = paid
        .chain(t.unassigned.iter().copied())
        .filter(|&(seat, _)| seat % 4 != me)
        .map(|(seat, card)| (seat % 4, card.face))
        .collect();
    crate::cards::sort::sort_by_key(&mut limits, |&(_, f)| {
        (level_value(f, view.level), f == Face::BIG_JOKER)
    });
    limits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;

    fn play(list: &str) -> Action {
        Action::Play {
            cards: parse_hand(list).unwrap(),
            as_combo: None,
        }
    }

    /// Hand 1 at level 2 from the given hands, `leader` to lead, then `plays` in turn.
    fn position(hands: [&str; 4], leader: usize, plays: &[&str]) -> SeatView {
        use crate::cards::Rank;
        use crate::guandan::rules::{Preset, Rules};
        let hands = hands.map(|h| parse_hand(h).unwrap());
        let rules = Rules::preset(Preset::Pagat);
        let levels = [Rank::Two, Rank::Two];
        let mut g = Game::from_hands(rules, hands, levels, None, leader).unwrap();
        for p in plays {
            let seat = g.to_act().unwrap();
            let a = if *p == "pass" { Action::Pass } else { play(p) };
            g.apply(seat, a).unwrap();
        }
        g.view(g.to_act().unwrap())
    }

    #[test]
    fn a_bomb_stands_when_played_out_by_the_rule_ai_it_still_wins() {
        let hard = HardAgent::with_budget_ms(7, 100);
        let bomb = play("S9 H9 C9 D9");
        // An opponent about to go out with its last card: passing lets it, the bomb stops it.
        let view = position(
            [
                "S9 H9 C9 D9 SK SK",
                "SA D3",
                "H4 H5 H6 HQ HK",
                "C4 C6 C7 CJ CQ D8 D10",
            ],
            1,
            &["SA", "pass", "pass"],
        );
        assert_eq!(view.seat, 0);
        assert!(hard.bomb_holds(&view, &Action::Pass, &bomb));
        // Over an opponent's play the search's verdict stands unchecked.
        assert!(!needs_check(&view, &Action::Pass, &bomb));
        // The partner's winning straight, and its last card a big joker: the partner goes out
        // first if the seat lets its play stand.
        let view = position(
            [
                "S9 H9 C9 D9 S4 S4 C5 C5 D6 D6 S7 C8 DJ",
                "H4 H5 H6 HQ HK D8 D10",
                "S10 HJ CQ DK SA RJ",
                "C4 C6 C7 CJ CQ CK D3",
            ],
            2,
            &["S10 HJ CQ DK SA", "pass"],
        );
        assert_eq!(view.seat, 0);
        assert!(needs_check(&view, &Action::Pass, &bomb));
        assert!(!hard.bomb_holds(&view, &Action::Pass, &bomb));
        // And the search lets it stand.
        assert_eq!(
            HardAgent::with_budget_ms(7, 100).act(&view),
            Some(Action::Pass)
        );
    }

    #[test]
    fn a_deal_keeps_what_tributes_and_the_face_up_card_told() {
        use crate::guandan::level::wild_face;
        use crate::guandan::tribute::Transfer;
        let mut view = position(
            [
                "S3 S4 S5",
                "D3 D4 D5 D6 D7 D8 D9 D10",
                "C3 C4 C5 C6 C7 C8 C9 C10",
                "H3 H4 HJ HQ HK HA BJ RJ",
            ],
            0,
            &[],
        );
        let card = |c: &str| parse_hand(c).unwrap()[0];
        // Seat 1 paid a small joker, seat 3 a jack, both to seat 2.
        view.tribute.paid = [(1, "BJ"), (3, "CJ")]
            .map(|(from, c)| Transfer {
                from,
                to: 2,
                card: card(c),
            })
            .to_vec();
        let value = |c: &Card| level_value(c.face, view.level);
        let mut rng = decision_rng::<Game>(5, &view);
        let mut high_with_1 = false;
        for _ in 0..300 {
            let hands = sample_hands(&view, &mut rng, true);
            assert_eq!(hands.each_ref().map(Vec::len), [3, 8, 8, 8]);
            assert!(hands[2].contains(&card("BJ")) && hands[2].contains(&card("CJ")));
            // Nothing above a jack with seat 3 but the wild ♥2.
            let wild = wild_face(view.level);
            assert!(hands[3].iter().all(|c| value(c) <= 11 || c.face == wild));
            // No big joker with seat 1; the other small joker, an ace or a 2 may be.
            assert!(hands[1].iter().all(|c| value(c) <= 16));
            high_with_1 |= hands[1].iter().any(|c| value(c) > 11);
        }
        assert!(high_with_1);
        // Hand 1's card turned face up stays with its receiver.
        view.tribute = Default::default();
        view.face_up = Some(crate::guandan::game::FaceUp {
            card: card("DK"),
            seat: 3,
        });
        for _ in 0..20 {
            assert!(sample_hands(&view, &mut rng, true)[3].contains(&card("DK")));
        }
    }

    /// The limits hold of the hands the engine dealt: over seeded matches the rule AI plays,
    /// every payer's cards at every turn of a hand with tribute (its known return aside).
    #[test]
    fn the_limits_hold_of_real_hands() {
        use crate::guandan::rules::{Preset, Rules};
        let mut checked = 0;
        for seed in 0..6 {
            let mut g = Game::new(Rules::preset(Preset::China), seed).unwrap();
            for _ in 0..4000 {
                let Some(seat) = g.to_act() else { break };
                let view = g.view(seat);
                for (payer, limit) in payer_limits(&view, 4) {
                    let returned: Vec<Card> =
                        view.tribute.returned.iter().map(|r| r.card).collect();
                    for c in &g.hands()[payer] {
                        assert!(
                            returned.contains(c) || payer_could_hold(limit, c.face, view.level),
                            "seed {seed}: {c} with payer {payer} ({limit:?})"
                        );
                    }
                    checked += 1;
                }
                let action = rule::ranked(&view).into_iter().next().unwrap();
                g.apply(seat, action).unwrap();
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn candidates_skip_the_same_faces_from_the_other_pack() {
        let mut other_pack = parse_hand("S5 H5").unwrap();
        for c in &mut other_pack {
            c.pack = 1;
        }
        let ranked = vec![
            play("S5 H5"),
            Action::Play {
                cards: other_pack,
                as_combo: None,
            },
            play("S5 C5"),
            Action::Pass,
            play("S9"),
        ];
        let got = crate::agents::first_distinct(&ranked, 3, |a| Some(play_key(a)));
        assert_eq!(got, vec![play("S5 H5"), play("S5 C5"), Action::Pass]);
    }
}

/// Issue 21 §3's probe of the bombs over the partner (run by hand, see the module).
#[cfg(test)]
mod probe;
