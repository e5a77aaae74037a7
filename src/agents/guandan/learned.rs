//! The learned evaluation in play (issue 49, step 3): a network fitted by `make train` to the
//! Hard player's choices among the rule AI's best plays in self-play ([`features`](super::features)
//! says what it reads). The Normal and the Hard search the same candidates (the Normal with
//! the floor of four deals each) and leave the network's choice only for one the search finds
//! clearly better.
//!
//! Why the Hard's choices and not the search's values of every candidate: the rollouts
//! overrate bombs (see `hard::HardAgent::bomb_holds`), and a network fitted to their values
//! learnt that. Over 300 duplicate deals against the rule AI (`tournament guandan --a normal
//! --b baseline --deals 300 --seed 1`, when the Normal played the network's choice alone),
//! fitted to the same 17,161 decisions, the network of the values won 39.8% of hands (215
//! bombs over the partner per 1,000 hands; 44.8% with no bomb it could choose), the network of
//! the choices 51.3% (+0.27 levels a deal).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::sync::OnceLock;

pub use crate::agents::net::best;
use crate::agents::net::{Mlp, shipped};
use crate::agents::{face_key, first_distinct};
use crate::guandan::{Action, Combination, Pending, SeatView};

use super::features::{INPUTS, encode};

/// The weights, int8 (`arena::train`).
const WEIGHTS: &[u8] = include_bytes!("net.bin");

/// Candidate plays: the rule AI's best distinct ones (and a pass when it may pass).
pub const CANDIDATES: usize = 8;

/// The network, read once (`None` if the weights do not fit the encoding: then the rule AI's
/// order stands). Natively, `CARDTABLE_GUANDAN_NET=FILE` plays other weights (to measure a
/// fit before it is shipped).
pub fn net() -> Option<&'static Mlp> {
    static NET: OnceLock<Option<Mlp>> = OnceLock::new();
    NET.get_or_init(|| shipped(WEIGHTS, INPUTS, "CARDTABLE_GUANDAN_NET"))
        .as_ref()
}

/// The plays weighed: the rule AI's best distinct ones and a pass if it may pass; `None`
/// when there is nothing to weigh (not a play, or a single choice).
pub fn candidates(view: &SeatView, base: &[Action]) -> Option<Vec<Action>> {
    let playing = matches!(view.pending, Pending::Play { seat, .. } if seat == view.seat);
    if !playing || base.len() <= 1 {
        return None;
    }
    let mut candidates = first_distinct(base, CANDIDATES, |a| Some(play_key(a)));
    if base.contains(&Action::Pass) && !candidates.contains(&Action::Pass) {
        candidates.push(Action::Pass);
    }
    Some(candidates)
}

/// A play's combination and faces (a pass: none).
pub fn play_key(a: &Action) -> (Option<Combination>, Vec<usize>) {
    match a {
        Action::Play { cards, as_combo } => (*as_combo, face_key(cards)),
        _ => (None, Vec::new()),
    }
}

/// The network's score of each candidate (given in the rule AI's order); empty without a
/// network.
pub fn scores(view: &SeatView, candidates: &[Action]) -> Vec<f32> {
    let Some(net) = net() else {
        return Vec::new();
    };
    candidates
        .iter()
        .enumerate()
        .map(|(rank, a)| net.value(&encode(view, a, rank)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::TableGame;
    use crate::agents::guandan::rule;
    use crate::guandan::Game;
    use crate::guandan::Rules;

    #[test]
    fn the_shipped_weights_fit_the_encoding() {
        assert_eq!(net().map(Mlp::inputs), Some(INPUTS));
    }

    /// Over seeded hands played by the network's choices: every action is legal, and where it
    /// leaves the rule AI's choice it takes another of the rule AI's candidates.
    #[test]
    fn the_network_chooses_one_of_the_rule_ais_candidates() {
        let mut changed = 0;
        for seed in 0..6u64 {
            let mut g = Game::new(Rules::pagat(), seed).expect("game");
            for _ in 0..400 {
                let Some(seat) = g.to_act() else { break };
                if g.is_over() {
                    break;
                }
                let view = g.view(seat);
                let base = rule::ranked(&view);
                let c = candidates(&view, &base);
                let choice = c
                    .as_ref()
                    .and_then(|c| best(&scores(&view, c)).and_then(|i| c.get(i)));
                let action = choice.or(base.first()).cloned().expect("an action");
                assert!(
                    view.check_action(&action).is_ok(),
                    "seed {seed}: {action:?}"
                );
                if Some(&action) != base.first() {
                    changed += 1;
                    let c = c.expect("candidates");
                    assert!(c.contains(&action), "seed {seed}: {action:?}");
                }
                TableGame::apply(&mut g, seat, action).expect("legal");
            }
        }
        assert!(
            changed > 0,
            "the network never changed the rule AI's choice"
        );
    }
}
