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
//! - now and then, an illegal attempt on a copy is refused with the game unchanged, byte for
//!   byte (its JSON).

use std::collections::{HashMap, HashSet};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Serialize;

use super::soak::Soakable;
use crate::agents::{Seat, mix};
use crate::cards::Card;

/// What checked random play needs of an engine beyond [`Soakable`].
pub trait Checked: Soakable + Clone + PartialEq
where
    Self::View: Serialize,
{
    /// A new match for seed `seed`, its rules picked from the mix by the seed.
    fn mixed(seed: u64) -> Result<Self, String>;
    /// Cards in `seat`'s hand.
    fn hand_of(&self, seat: Seat) -> Vec<Card>;
    /// Plays one random legal action; its events, or why none could be played.
    fn random_action(&mut self, rng: &mut StdRng) -> Result<Vec<Self::Event>, String>;
    /// Whether the levels after the deal that `events` ended moved as the scoring says
    /// (`before`: the game before the action).
    fn levels_moved(before: &Self, events: &[Self::Event]) -> Result<(), String>;
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
pub fn run<G: Checked>(deals: u64, seed: u64, threads: usize, max_deals: u64) -> Checks
where
    G::View: Serialize,
{
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
fn one<G: Checked>(seed: u64, max_deals: u64, out: &mut Checks)
where
    G::View: Serialize,
{
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
        let before = game.clone();
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
            if let Err(e) = G::levels_moved(&before, &events) {
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
) -> Result<(), String>
where
    G::View: Serialize,
{
    let Some(seat) = game.to_act() else {
        return Ok(());
    };
    for a in G::illegal_tries(&game.view(seat), rng) {
        let mut g = game.clone();
        // Every field compared: the same as comparing the saved bytes, at a fraction of the
        // cost.
        if g.apply(seat, a.clone()).is_err() {
            out.refusals += 1;
            if g != *game {
                return Err(format!("refusing {a:?} from seat {seat} changed the game"));
            }
        }
    }
    Ok(())
}

fn json<T: Serialize>(x: &T) -> Result<String, String> {
    serde_json::to_string(x).map_err(|e| e.to_string())
}

/// `seat`'s view holds no card of another seat's hand unless every other view does too (a
/// public card: a bid, a tribute).
fn private<G: Checked>(game: &G, seat: Seat) -> Result<(), String>
where
    G::View: Serialize,
{
    let n = game.seats();
    let owners: HashMap<String, Seat> = (0..n)
        .filter(|&o| o != seat)
        .flat_map(|o| game.hand_of(o).into_iter().map(move |c| (c.full_code(), o)))
        .collect();
    let mine = json(&game.view(seat))?;
    let mut others: Vec<Option<HashSet<String>>> = vec![None; n];
    for code in card_codes(&mine) {
        let Some(&owner) = owners.get(code) else {
            continue;
        };
        // Seen here: it must be seen by every seat but its owner.
        for s in (0..n).filter(|&s| s != owner && s != seat) {
            let view = match &mut others[s] {
                Some(v) => v,
                slot => slot.insert(
                    card_codes(&json(&game.view(s))?)
                        .map(str::to_string)
                        .collect(),
                ),
            };
            if !view.contains(code) {
                return Err(format!(
                    "{code} in seat {owner}'s hand shows in seat {seat}'s view, not in seat {s}'s"
                ));
            }
        }
    }
    Ok(())
}

/// The JSON strings of a view that name a card with its pack ("H7#1").
fn card_codes(json: &str) -> impl Iterator<Item = &str> {
    json.split('"').filter(|s| s.len() <= 6 && s.contains('#'))
}
