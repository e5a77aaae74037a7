//! A position's value for a depth cut of the Guan Dan search's rollouts (issue 49 §3), the
//! Normal's and the Hard's. A rollout that has played a few tricks past the decision's own
//! ([`cut`]) stops at the trick's end and takes, instead of playing the hand out with its quick
//! policy, what a network says the rule AI's playing-out would bring the searching seat's
//! team. The network reads the whole sampled deal (every hand is known in a rollout): for each
//! seat, counted from the searcher, its cards as "at least 1..4" of every strength, the rule
//! AI's plan of them (plays and bombs left), whether and where it finished and whether it
//! leads next; the levels and who declares. It is fitted (`make train-value VALUE_GAME=guandan`,
//! `arena::hand_positions`) to the value of hands the rule AI played out at every seat, at
//! every trick's end of 60,000 hands (310 inputs, 64 hidden units, 20,186 bytes of int8
//! weights; on the test tenth its squared error is 0.267 where the values' variance is 0.895).
//!
//! What it measured (`benches/results/issue49-gd-cut.txt`, `issue49-gd-cut-by-budget.txt`):
//! the cut trades the rollouts' noise for the network's errors, so how far a rollout plays
//! before it depends on how many deals the budget buys. The Normal (the floor of four deals a
//! candidate) cuts after 2 tricks: 60.4% of hands against `baseline` where the network's choice
//! alone won 52.8%. The Hard (400 ms) cuts after 4: 68.3% of hands where whole rollouts won
//! 63.3% on the same deals (after 2 it had played worse than whole rollouts).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::sync::OnceLock;

use crate::agents::net::{Mlp, shipped};
use crate::cards::Rank;
use crate::guandan::Game;

use super::features::{SET, bit, set};
use super::plan::plan;

/// Per seat: its cards, its plan (plays, bombs, score, one play left, two), out of cards and
/// its place, whether it leads next.
const SEAT: usize = SET + 5 + 4 + 1;
/// Everything: four seats, the levels and who declares.
pub const INPUTS: usize = 4 * SEAT + 6;
/// The network's output is the value divided by this.
pub const SCALE: f32 = 8.0;

/// The encoding of `g` (every hand known) from `seat`'s team's side.
pub fn encode(g: &Game, seat: usize) -> Vec<f32> {
    let level = g.level();
    let mut x = Vec::with_capacity(INPUTS);
    let leader = g.to_act();
    let finished = g.finished();
    for r in 0..4 {
        let s = (seat + r) % 4;
        let hand = g.hands().get(s).map_or(&[][..], Vec::as_slice);
        set(&mut x, hand.iter().map(|c| c.face), level);
        let p = plan(hand, level, g.rules());
        let plays = p.plays().count();
        x.extend([
            plays as f32 / 10.0,
            p.bombs().count() as f32 / 4.0,
            p.score as f32 / 100.0,
            bit(plays <= 1),
            bit(plays <= 2),
        ]);
        let place = finished.iter().position(|&f| f == s);
        x.push(bit(hand.is_empty()));
        x.extend((0..3).map(|k| bit(place == Some(k))));
        x.push(bit(leader == Some(s)));
    }
    let mine = seat % 2;
    let lv = |team: usize| g.levels().get(team).map_or(2, |r| r.value());
    let (ours, theirs) = (lv(mine), lv(1 - mine));
    let top = Rank::Ace.value();
    x.extend([
        (ours as f32 - 2.0) / 12.0,
        (theirs as f32 - 2.0) / 12.0,
        bit(g.declarers() == Some(mine)),
        bit(g.declarers().is_some_and(|d| d != mine)),
        bit(ours == top),
        bit(theirs == top),
    ]);
    debug_assert_eq!(x.len(), INPUTS);
    x
}

/// The weights, int8 (`make train-value VALUE_GAME=guandan`).
const WEIGHTS: &[u8] = include_bytes!("value.bin");

/// Tricks a rollout plays past the decision's own before it is cut: few where the budget
/// affords few deals, more where it affords many.
///
/// Why (against `baseline`, `benches/results/issue49-gd-cut-by-budget.txt`): with the floor of
/// four deals a candidate (`hard:10`, seeds 1001–1500) a cut after 2 tricks won 60.0% of hands,
/// after 4 tricks 53.2% (whole rollouts 52.0%); at the browser's 400 ms, after 2 tricks 58.7%
/// (seeds 1001–1300), after 4 tricks 68.3% of 900 hands where whole rollouts won 63.3% of the
/// same deals, after 6 tricks 64.3% on seeds 1001–1150 where 4 won 71.0%.
const SHORT: u32 = 2;
const LONG: u32 = 4;
/// Budgets below this many milliseconds cut [`SHORT`].
const SHORT_BELOW_MS: u64 = 100;

/// The cut for a search of `ms` milliseconds: the tricks played before it and the network
/// (`None`: rollouts play the hand out, when the weights do not fit the encoding). Natively
/// `CARDTABLE_GUANDAN_VALUE=FILE` plays other weights and `CARDTABLE_GUANDAN_CUT=N` cuts after
/// N tricks (`off`: never).
pub fn cut(ms: u64) -> Option<(u32, &'static Mlp)> {
    static NET: OnceLock<Option<Mlp>> = OnceLock::new();
    let net = NET
        .get_or_init(|| shipped(WEIGHTS, INPUTS, "CARDTABLE_GUANDAN_VALUE"))
        .as_ref()?;
    Some((tricks(ms)?, net))
}

/// [`SHORT`] or [`LONG`] by the budget, or natively `CARDTABLE_GUANDAN_CUT`.
fn tricks(ms: u64) -> Option<u32> {
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(v) = std::env::var("CARDTABLE_GUANDAN_CUT") {
        return v.parse().ok();
    }
    Some(if ms < SHORT_BELOW_MS { SHORT } else { LONG })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::guandan::rollout::{End, play_out};
    use crate::guandan::Event;
    use crate::guandan::rules::{Preset, Rules};

    /// The weights ship and fit the encoding; a small budget cuts sooner than the Hard's.
    #[test]
    fn the_cut_ships_and_follows_the_budget() {
        assert_eq!(cut(10).map(|c| c.0), Some(SHORT));
        assert_eq!(cut(400).map(|c| c.0), Some(LONG));
        assert_eq!(cut(400).map(|c| c.1.inputs()), Some(INPUTS));
    }

    /// A dealt hand's encoding from each seat: finite, of [`INPUTS`] numbers, its own 27
    /// cards, one seat leading.
    #[test]
    fn a_hand_encodes_from_every_seat() {
        let g = Game::new(Rules::preset(Preset::Pagat), 5).unwrap();
        for s in 0..4 {
            let x = encode(&g, s);
            assert_eq!(x.len(), INPUTS);
            assert!(x.iter().all(|v| v.is_finite()));
            // The seat's own size: 27 cards.
            assert!((x[SET - 1] * 27.0 - 27.0).abs() < 1e-4, "{}", x[SET - 1]);
            let leads = x.iter().skip(SEAT - 1).step_by(SEAT).take(4).sum::<f32>();
            assert_eq!(leads, 1.0);
        }
    }

    /// A play-out stops at the trick's end its hook values, and otherwise at the hand's end.
    #[test]
    fn a_play_out_stops_where_it_is_cut() {
        let g = Game::new(Rules::preset(Preset::Pagat), 9).unwrap();
        let mut cut = g.clone();
        let mut seen = Vec::new();
        let (end, _) = play_out(&mut cut, Vec::new(), |_g, tricks| {
            seen.push(tricks);
            (tricks == 2).then_some(9.0)
        });
        assert!(matches!(end, End::Cut(v) if v == 9.0));
        assert_eq!(seen, [1, 2]);
        assert!(cut.hands().iter().all(|h| !h.is_empty()));
        let mut whole = g.clone();
        let (end, _) = play_out(&mut whole, Vec::new(), |_, _| None);
        let End::Hand(events) = end else {
            panic!("the hand was not played out");
        };
        assert!(events.iter().any(|e| matches!(e, Event::HandEnded(_))));
    }
}
