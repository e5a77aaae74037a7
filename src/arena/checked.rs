//! Checked random play (issue 22): seeded matches where every seat takes a random legal action,
//! with the engine's invariants checked after every action, over a mix of every rule preset and
//! variant, until a given number of deals (Guan Dan hands, Sheng Ji rounds) has been played.
//! The first broken invariant stops the run with the seed that reproduces it.
//!
//! After every action:
//! - the engine's integrity check holds (every card exactly once across hands, trick, kitty and
//!   tribute; seats, counts and levels in range);
//! - no seat's view holds a card of another seat's hand that is not public (seen in every
//!   seat's view, as bids and tribute are);
//! - at the end of a deal, levels moved exactly as the scoring says ([`Checked::levels_moved`]);
//! - now and then, an illegal attempt on a copy is refused with the game unchanged (every
//!   field compared, which is what its saved bytes hold).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Serialize;

use super::soak::Soakable;
use super::spotter::{SLOTS, slot, spot};
use crate::agents::{Seat, mix};
use crate::cards::{Card, Rank};

/// What checked random play needs of an engine beyond [`Soakable`].
pub trait Checked: Soakable + Clone + PartialEq {
    /// A new match for seed `seed`, its rules picked from the mix by the seed.
    fn mixed(seed: u64) -> Result<Self, String>;
    /// Cards in `seat`'s hand.
    fn hand_of(&self, seat: Seat) -> Vec<Card>;
    /// Plays one random legal action; its events, or why none could be played.
    fn random_action(&mut self, rng: &mut StdRng) -> Result<Vec<Self::Event>, String>;
    /// Every level now, by seat or team.
    fn level_list(&self) -> Vec<Rank>;
    /// Whether the levels after the deal that `events` ended (`self` is the game after it)
    /// moved from `before` as the scoring says.
    fn levels_moved(&self, before: &[Rank], events: &[Self::Event]) -> Result<(), String>;
}

/// What a run found.
#[derive(Clone, Debug, Default)]
pub struct Checks {
    pub matches: u64,
    pub deals: u64,
    pub actions: u64,
    pub refusals: u64,
    /// The first broken invariant and the seed of its match, if any.
    pub failure: Option<String>,
}

/// Plays matches from `seed` on, `threads` at a time, until `deals` deals are played or an
/// invariant breaks. `max_deals` bounds one match.
pub fn run<G: Checked>(deals: u64, seed: u64, threads: usize, max_deals: u64) -> Checks {
    let threads = threads.max(1) as u64;
    let per_thread = deals.div_ceil(threads);
    let parts = super::parallel(threads, threads as usize, |t| {
        let mut out = Checks::default();
        let mut next = seed.wrapping_add(t);
        while out.deals < per_thread && out.failure.is_none() {
            one::<G>(next, max_deals.min(per_thread - out.deals), &mut out);
            next = next.wrapping_add(threads);
        }
        out
    });
    let mut all = Checks::default();
    for p in parts {
        all.matches += p.matches;
        all.deals += p.deals;
        all.actions += p.actions;
        all.refusals += p.refusals;
        if all.failure.is_none() {
            all.failure = p.failure;
        }
    }
    all
}

/// One match of seed `seed`, up to `max_deals` deals.
fn one<G: Checked>(seed: u64, max_deals: u64, out: &mut Checks) {
    let fail = |out: &mut Checks, what: String| {
        out.failure = Some(format!("seed {seed}: {what}"));
    };
    let mut game = match G::mixed(seed) {
        Ok(g) => g,
        Err(e) => return fail(out, e),
    };
    out.matches += 1;
    let mut rng = StdRng::seed_from_u64(mix(seed, 0xC4EC));
    let mut deals = 0;
    while deals < max_deals && !game.is_over() {
        if rng.random_range(0..8) == 0
            && let Err(e) = refusals_change_nothing(&game, &mut rng, out)
        {
            return fail(out, e);
        }
        // Only the levels of before: a clone of the game each action cost more than the play.
        let before = game.level_list();
        let events = match game.random_action(&mut rng) {
            Ok(e) => e,
            Err(e) => return fail(out, e),
        };
        out.actions += 1;
        if let Err(e) = game.integrity() {
            return fail(out, format!("after action {}: {e}", out.actions));
        }
        // One seat's view a step, in turn: every view is read every few actions.
        if let Err(e) = private(&game, out.actions as usize % game.seats()) {
            return fail(out, e);
        }
        if events.iter().any(G::ends_hand) {
            deals += 1;
            out.deals += 1;
            if let Err(e) = game.levels_moved(&before, &events) {
                return fail(out, e);
            }
        }
    }
}

/// Illegal attempts by the seat to act, on a copy: each is refused with the JSON unchanged.
fn refusals_change_nothing<G: Checked>(
    game: &G,
    rng: &mut StdRng,
    out: &mut Checks,
) -> Result<(), String> {
    let Some(seat) = game.to_act() else {
        return Ok(());
    };
    // One copy serves every try: a refusal must leave it equal to the game (every field
    // compared, the same as comparing the saved bytes at a fraction of the cost).
    let mut g = game.clone();
    for a in G::illegal_tries(&game.view(seat), rng) {
        if g.apply(seat, a.clone()).is_err() {
            out.refusals += 1;
            if g != *game {
                return Err(format!("refusing {a:?} from seat {seat} changed the game"));
            }
        } else {
            // The try happened to be legal: start again from the game.
            g = game.clone();
        }
    }
    Ok(())
}

/// The cards a view names, by slot.
fn shown<V: Serialize>(view: &V) -> Result<Vec<bool>, String> {
    let mut seen = vec![false; SLOTS];
    spot(view, &mut seen)?;
    Ok(seen)
}

/// `seat`'s view holds no card of another seat's hand unless every other view does too (a
/// public card: a bid, a tribute).
fn private<G: Checked>(game: &G, seat: Seat) -> Result<(), String> {
    let n = game.seats();
    let mut owner = vec![None; SLOTS];
    for o in (0..n).filter(|&o| o != seat) {
        for c in game.hand_of(o) {
            if let Some(x) = slot(c).and_then(|i| owner.get_mut(i)) {
                *x = Some((o, c));
            }
        }
    }
    let mine = shown(&game.view(seat))?;
    let mut others: Vec<Option<Vec<bool>>> = vec![None; n];
    for (i, (&here, owned)) in mine.iter().zip(&owner).enumerate() {
        let (true, Some((owner, card))) = (here, *owned) else {
            continue;
        };
        // Seen here: it must be seen by every seat but its owner.
        for s in (0..n).filter(|&s| s != owner && s != seat) {
            let view = match others.get_mut(s) {
                Some(Some(v)) => v,
                Some(slot) => slot.insert(shown(&game.view(s))?),
                None => continue,
            };
            if !view.get(i).copied().unwrap_or(false) {
                return Err(format!(
                    "{} in seat {owner}'s hand shows in seat {seat}'s view, not in seat {s}'s",
                    card.full_code()
                ));
            }
        }
    }
    Ok(())
}
