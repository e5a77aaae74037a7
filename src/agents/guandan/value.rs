//! A position's value for a depth cut of the Guan Dan Hard's rollouts (issue 49 §3), an
//! experiment run natively. A rollout that has played [`TRICKS`] tricks past the decision's
//! own stops at the next trick's end and takes, instead of playing the hand out with its quick
//! policy, what a network says the rule AI's playing-out would bring the searching seat's
//! team. The network reads the whole sampled deal (every hand is known in a rollout): for each
//! seat, counted from the searcher, its cards as "at least 1..4" of every strength, the rule
//! AI's plan of them (plays and bombs left), whether and where it finished and whether it
//! leads next; the levels and who declares. It is fitted (`make train-value VALUE_GAME=guandan`,
//! `arena::hand_positions`) to the value of hands the rule AI played out at every seat, at
//! every trick's end (310 inputs, 32 hidden units, 10,106 bytes of int8 weights).
//!
//! What it measured (`benches/results/issue49-gd-cut.txt`): at a small budget (`hard:50`) and
//! about equal time it won five points more of the hands against `baseline` (61.4% against
//! 56.5% on 1,000 deals) with the same levels a deal; at the browser's budget it played worse
//! (58.7% of hands and +0.70 levels a deal on seeds 1001–1300, where whole rollouts won 64.8%
//! and +2.16): the network's errors do not average out over many deals as the rollouts'
//! noise does. So no network ships and the browser's Hard plays its hands out.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

#[cfg(not(target_arch = "wasm32"))]
use std::sync::OnceLock;

use crate::agents::net::Mlp;
#[cfg(not(target_arch = "wasm32"))]
use crate::agents::net::shipped;
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

/// Tricks a rollout plays past the decision's own before it is cut.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
const TRICKS: u32 = 2;

/// The cut: the tricks a rollout plays before it, and the network (`None`: rollouts play the
/// hand out). No network ships (at the browser's budget the cut played worse: see the
/// module's doc), so only natively, with `CARDTABLE_GUANDAN_VALUE=FILE` (`make train-value
/// VALUE_GAME=guandan` writes one); `CARDTABLE_GUANDAN_CUT=N` cuts after N tricks instead of
/// [`TRICKS`] (`off`: never).
#[cfg(not(target_arch = "wasm32"))]
pub fn cut() -> Option<(u32, &'static Mlp)> {
    static NET: OnceLock<Option<Mlp>> = OnceLock::new();
    let net = NET
        .get_or_init(|| shipped(&[], INPUTS, "CARDTABLE_GUANDAN_VALUE"))
        .as_ref()?;
    Some((tricks()?, net))
}

/// The cut: none in the browser (no network ships).
#[cfg(target_arch = "wasm32")]
pub fn cut() -> Option<(u32, &'static Mlp)> {
    None
}

/// [`TRICKS`], or `CARDTABLE_GUANDAN_CUT`.
#[cfg(not(target_arch = "wasm32"))]
fn tricks() -> Option<u32> {
    match std::env::var("CARDTABLE_GUANDAN_CUT") {
        Ok(v) => v.parse().ok(),
        Err(_) => Some(TRICKS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::guandan::rollout::{End, play_out};
    use crate::guandan::Event;
    use crate::guandan::rules::{Preset, Rules};

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
