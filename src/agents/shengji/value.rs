//! A position's value for the depth cut of the Sheng Ji Hard's rollouts (issue 49 §3). A
//! rollout that has played [`TRICKS`] tricks past the decision's own stops at the next trick's
//! end and takes, instead of playing the round out, what a network says the rule AI's
//! playing-out would bring the searching seat's side. The network reads the whole sampled deal
//! (every hand is known in a rollout): for each seat, counted from the searcher, the points,
//! trumps, high trumps, pairs, voids and top cards it holds and whether it leads next; the
//! points taken so far, still in the hands and buried; the stage. It is fitted
//! (`make train-value`, `arena::positions`) to the value of rounds played out by the rule AI
//! from their first lead, at every trick's end: a network for each number of decks with four
//! players in fixed teams, 1,626 bytes of int8 weights each.
//!
//! What it buys: a rollout of a few tricks instead of a whole round, so more deals a decision,
//! and a value averaged over many similar deals rather than one deal's result.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::sync::OnceLock;

use crate::agents::net::{Mlp, shipped};
use crate::cards::{Card, Face, face_counts};
use crate::shengji::order::{TRUMP, points_of};
use crate::shengji::rules::Teams;
use crate::shengji::{Game, Rules};

use super::features::bit;

/// Seats described.
const SEATS: usize = 4;
/// Per seat: points, trumps, high trumps, trump pairs, plain pairs, plain voids, top cards
/// of a suit, plain top cards, whether it leads next.
const SEAT: usize = 9;
/// Everything.
pub const INPUTS: usize = SEATS * SEAT + 9;
/// The network's output is the value divided by this.
pub const SCALE: f32 = 4.0;

/// Whether a round of these rules can be cut: four players in two fixed teams (Classic, one,
/// three or four decks), each number of decks with a network of its own.
pub fn fits(rules: &Rules) -> bool {
    network_of(rules).is_some()
}

/// Which of [`WEIGHTS`] plays a round of `rules`.
fn network_of(rules: &Rules) -> Option<usize> {
    let fixed = rules.players as usize == SEATS && rules.teams == Teams::Fixed;
    let i = (rules.decks as usize).checked_sub(1)?;
    (fixed && i < WEIGHTS.len()).then_some(i)
}

/// The encoding of `g` (between tricks, every hand known) from `seat`'s side.
pub fn encode(g: &Game, seat: usize) -> Vec<f32> {
    let rules = g.rules();
    let order = g.order();
    let n = SEATS;
    let mut x = Vec::with_capacity(INPUTS);
    // The strongest card still held in each effective suit.
    let mut top = [None::<u8>; 5];
    for s in 0..n {
        for c in g.hand(s) {
            let (e, l) = (order.esuit(c.face) as usize, order.level(c.face));
            if let Some(t) = top.get_mut(e) {
                *t = Some(t.map_or(l, |t| t.max(l)));
            }
        }
    }
    let leader = g.to_act();
    for k in 0..n {
        let s = (seat + k) % n;
        let hand = g.hand(s);
        let counts = face_counts(hand);
        let trumps = hand.iter().filter(|c| order.is_trump(c.face)).count();
        let high = hand
            .iter()
            .filter(|c| order.is_trump(c.face) && order.level(c.face) >= 12)
            .count();
        let (mut trump_pairs, mut plain_pairs) = (0, 0);
        for (i, &m) in counts.iter().enumerate() {
            if m >= 2 {
                if order.is_trump(Face::from_index(i as u8)) {
                    trump_pairs += 1;
                } else {
                    plain_pairs += 1;
                }
            }
        }
        let voids = (0..TRUMP)
            .filter(|&e| !hand.iter().any(|c| order.esuit(c.face) == e))
            .count();
        let at_top = |c: &&Card| {
            let (e, l) = (order.esuit(c.face) as usize, order.level(c.face));
            top.get(e).copied().flatten() == Some(l)
        };
        let tops = (0..=TRUMP)
            .filter(|&e| hand.iter().filter(at_top).any(|c| order.esuit(c.face) == e))
            .count();
        let plain_tops = hand
            .iter()
            .filter(at_top)
            .filter(|c| !order.is_trump(c.face))
            .count();
        x.extend([
            points_of(hand) as f32 / 50.0,
            trumps as f32 / 12.0,
            high as f32 / 6.0,
            trump_pairs as f32 / 4.0,
            plain_pairs as f32 / 6.0,
            voids as f32 / 3.0,
            tops as f32 / 3.0,
            plain_tops as f32 / 4.0,
            bit(leader == Some(s)),
        ]);
    }
    let band = (rules.decks as f32 * 20.0).max(1.0);
    let attackers = g.opponents_points().max(0) as f32;
    let held: u32 = (0..n).map(|s| points_of(g.hand(s))).sum();
    let trumps_left = (0..n)
        .flat_map(|s| g.hand(s))
        .filter(|c| order.is_trump(c.face))
        .count();
    let size = rules.hand_size.max(1) as f32;
    x.extend([
        bit(g.declarers().get(seat).copied().unwrap_or(false)),
        attackers / (band * 4.0),
        bit(attackers >= band * 2.0),
        bit(attackers >= band * 4.0),
        bit(attackers >= band * 6.0),
        held as f32 / (band * 5.0),
        points_of(g.buried()) as f32 / 25.0,
        g.hand(seat).len() as f32 / size,
        trumps_left as f32 / 24.0,
    ]);
    debug_assert_eq!(x.len(), INPUTS);
    x
}

/// Tricks a rollout plays past the decision's own before it is cut.
const TRICKS: u32 = 3;

/// The networks' weights, int8, by the number of decks less one (`make train-value`,
/// `VALUE_VARIANT=one-deck` and so on).
const WEIGHTS: [&[u8]; 4] = [
    include_bytes!("value-one-deck.bin"),
    include_bytes!("value.bin"),
    include_bytes!("value-three-decks.bin"),
    include_bytes!("value-four-decks.bin"),
];

/// The cut for a round of `rules`: the tricks a rollout plays before it, and the network
/// (`None`: rollouts play the round out). Natively `CARDTABLE_SHENGJI_CUT=N` cuts after N
/// tricks instead (`off`: never), and `CARDTABLE_SHENGJI_VALUE=FILE` plays other weights.
pub fn cut(rules: &Rules) -> Option<(u32, &'static Mlp)> {
    static NETS: [OnceLock<Option<Mlp>>; WEIGHTS.len()] = [const { OnceLock::new() }; 4];
    let i = network_of(rules)?;
    let bytes = WEIGHTS.get(i)?;
    let net = NETS
        .get(i)?
        .get_or_init(|| shipped(bytes, INPUTS, "CARDTABLE_SHENGJI_VALUE"))
        .as_ref()?;
    Some((tricks()?, net))
}

/// [`TRICKS`], or natively `CARDTABLE_SHENGJI_CUT`.
fn tricks() -> Option<u32> {
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(v) = std::env::var("CARDTABLE_SHENGJI_CUT") {
        return v.parse().ok();
    }
    Some(TRICKS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shengji::{Phase, Rules};

    /// A dealt round's encoding from each seat: finite, of [`INPUTS`] numbers, its points
    /// the deal's; in every variant that has a network, and only those.
    #[test]
    fn a_round_encodes_from_every_seat() {
        let fixed = ["classic", "one-deck", "three-decks", "four-decks"];
        for rules in fixed.map(|name| Rules::named(name).unwrap()) {
            assert!(fits(&rules) && cut(&rules).is_some());
            let mut g = Game::new(rules, 5).unwrap();
            // Draw and bid as the engine allows until the first lead.
            let mut steps = 0;
            while g.phase() != Phase::Playing && steps < 500 {
                steps += 1;
                let mut r = rand::SeedableRng::seed_from_u64(steps);
                if crate::shengji::sim::random_step(&mut g, &mut r).is_none() {
                    break;
                }
            }
            assert_eq!(g.phase(), Phase::Playing);
            let held: u32 = (0..4).map(|s| points_of(g.hand(s))).sum();
            for s in 0..4 {
                let x = encode(&g, s);
                assert_eq!(x.len(), INPUTS);
                assert!(x.iter().all(|v| v.is_finite()));
                let sum: f32 = (0..4).map(|k| x[k * SEAT]).sum::<f32>() * 50.0;
                assert!((sum - held as f32).abs() < 0.5, "{sum} {held}");
            }
        }
        for players in 5..=8 {
            let name = format!("zhao-pengyou-{players}");
            assert!(!fits(&Rules::named(&name).unwrap()), "{name}");
        }
    }
}
