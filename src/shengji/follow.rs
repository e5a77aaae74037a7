//! Following a lead: the obligations (suit first, then the lead's structure as far as the hand
//! allows), a fast legality check, a bounded enumeration of legal follows and a random legal
//! follow for simulations and AI.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

use crate::cards::{Card, Face};

use super::combination::{Unit, best_matching, groups, singles_only};
use super::error::ActionError;
use super::order::Order;

/// Checks that `play` (already known to be distinct cards of `hand`) follows the lead `units`
/// (effective suit `suit`). Returns the error a player should see otherwise.
pub fn check_follow(
    hand: &[Card],
    suit: u8,
    units: &[Unit],
    play: &[Card],
    order: &Order,
    max_width: u8,
) -> Result<(), ActionError> {
    let n: usize = units.iter().map(Unit::size).sum();
    if play.len() != n {
        return Err(ActionError::WrongCount {
            expected: n,
            got: play.len(),
        });
    }
    let held = hand.iter().filter(|c| order.esuit(c.face) == suit).count();
    let in_play = play.iter().filter(|c| order.esuit(c.face) == suit).count();
    if held >= n && in_play < n {
        return Err(ActionError::MustFollowSuit { suit, count: n });
    }
    if held < n {
        if in_play < held {
            return Err(ActionError::MustPlayAllOfSuit { suit, held });
        }
        return Ok(());
    }
    if held == n || singles_only(units) {
        // Every choice of n suit cards is legal (no structure to show).
        return Ok(());
    }
    let have = best_matching(units, &groups(hand, suit, order), max_width);
    let shown = best_matching(units, &groups(play, suit, order), max_width);
    // `>=` rather than `==`: the play is part of the hand, so it can never show more than the
    // hand; this only matters if the bounded search of a huge hand stopped early.
    if shown.profile >= have.profile {
        return Ok(());
    }
    let k = have
        .profile
        .iter()
        .zip(&shown.profile)
        .position(|(a, b)| a != b)
        .unwrap_or(0);
    let count = have.profile.get(k).copied().unwrap_or(1);
    Err(ActionError::MustMatchStructure {
        suit,
        needed: have.needed_entry(units, max_width, k, count),
    })
}

/// Whether `play` is a legal follow (see [`check_follow`]).
pub fn is_legal_follow(
    hand: &[Card],
    suit: u8,
    units: &[Unit],
    play: &[Card],
    order: &Order,
    max_width: u8,
) -> bool {
    check_follow(hand, suit, units, play, order, max_width).is_ok()
}

fn take_faces(pool: &mut Vec<Card>, face: Face, k: u8, out: &mut Vec<Card>) {
    for _ in 0..k {
        if let Some(pos) = pool.iter().position(|c| c.face == face) {
            out.push(pool.swap_remove(pos));
        }
    }
}

/// A random legal follow. The matched structure is chosen first (ties broken at random), then
/// the remaining cards are drawn uniformly from the allowed ones.
pub fn random_follow<R: Rng>(
    hand: &[Card],
    suit: u8,
    units: &[Unit],
    order: &Order,
    max_width: u8,
    rng: &mut R,
) -> Vec<Card> {
    let n: usize = units.iter().map(Unit::size).sum();
    let mut same = Vec::with_capacity(hand.len());
    let mut other = Vec::with_capacity(hand.len());
    for c in hand {
        if order.esuit(c.face) == suit {
            same.push(*c);
        } else {
            other.push(*c);
        }
    }
    if same.len() <= n {
        other.shuffle(rng);
        same.extend(other.into_iter().take(n - same.len().min(n)));
        return same;
    }
    if singles_only(units) {
        return same.choose_multiple(rng, n).copied().collect();
    }
    // A random subset is often legal already: try a few.
    let have = best_matching(units, &groups(&same, suit, order), max_width);
    for _ in 0..3 {
        let pick: Vec<Card> = same.choose_multiple(rng, n).copied().collect();
        let got = best_matching(units, &groups(&pick, suit, order), max_width);
        if got.profile >= have.profile {
            return pick;
        }
    }
    let mut g = groups(&same, suit, order);
    g.shuffle(rng);
    let m = best_matching(units, &g, max_width);
    let mut out = Vec::with_capacity(n);
    same.shuffle(rng);
    for &(face, k) in &m.used {
        take_faces(&mut same, face, k, &mut out);
    }
    let missing = n.saturating_sub(out.len());
    out.extend(same.into_iter().take(missing));
    out
}

/// Legal follows, at most `cap`, as distinct choices of faces (which copy is played does not
/// matter). Void hands may have astronomically many; `cap` bounds the work.
pub fn legal_follows(
    hand: &[Card],
    suit: u8,
    units: &[Unit],
    order: &Order,
    max_width: u8,
    cap: usize,
) -> Vec<Vec<Card>> {
    let n: usize = units.iter().map(Unit::size).sum();
    let (same, other): (Vec<Card>, Vec<Card>) =
        hand.iter().partition(|c| order.esuit(c.face) == suit);
    let mut out = Vec::new();
    if same.len() <= n {
        let rest = n - same.len();
        let pools = face_pools(&other);
        let mut cur = same.clone();
        let search = Search {
            pools: &pools,
            cap,
            free_from: 0,
            ok: &|_| true,
            reachable: &|_, _| true,
        };
        search.combos(0, rest, false, &mut cur, &mut out);
        return out;
    }
    let profile =
        |cards: &[Card]| best_matching(units, &groups(cards, suit, order), max_width).profile;
    let have = profile(&same);
    let ok = |play: &[Card]| profile(play) >= have;
    // Prune: after leaving copies of a face out, can the chosen cards plus everything still
    // undecided reach the hand's structure? (A superset shows at least what a subset shows.)
    let reachable = |chosen: &[Card], rest: &[Vec<Card>]| {
        let mut sup = chosen.to_vec();
        sup.extend(rest.iter().flatten());
        profile(&sup) >= have
    };
    // Faces held once can never be part of a pair, triple or tractor: whatever is taken of
    // them leaves the structure unchanged. Decide the other faces first; once they are
    // settled, legality is known and the single faces are free choices.
    let mut pools = face_pools(&same);
    crate::cards::sort::sort_by_key(&mut pools, |p| p.len() < 2);
    let free_from = if have.iter().all(|x| *x == 0) {
        // Nothing to match (a single lead, or no structure in the hand): any n suit cards.
        0
    } else {
        pools
            .iter()
            .position(|p| p.len() < 2)
            .unwrap_or(pools.len())
    };
    let search = Search {
        pools: &pools,
        cap,
        free_from,
        ok: &ok,
        reachable: &reachable,
    };
    search.combos(0, n, false, &mut Vec::new(), &mut out);
    out
}

fn face_pools(cards: &[Card]) -> Vec<Vec<Card>> {
    let mut pools: Vec<Vec<Card>> = Vec::new();
    for c in cards {
        match pools
            .iter_mut()
            .find(|p| p.first().is_some_and(|x| x.face == c.face))
        {
            Some(p) => p.push(*c),
            None => pools.push(vec![*c]),
        }
    }
    pools
}

/// Whether chosen cards plus the undecided face pools can still make a legal follow.
type Reachable<'a> = dyn Fn(&[Card], &[Vec<Card>]) -> bool + 'a;

/// Enumeration of selections: 0..=all copies of each face pool in turn.
struct Search<'a> {
    pools: &'a [Vec<Card>],
    cap: usize,
    /// Pools from here on cannot change whether a selection is legal.
    free_from: usize,
    ok: &'a dyn Fn(&[Card]) -> bool,
    reachable: &'a Reachable<'a>,
}

impl Search<'_> {
    /// Chooses `left` more cards from pools `i..`; `free` once legality is settled.
    fn combos(
        &self,
        i: usize,
        left: usize,
        mut free: bool,
        cur: &mut Vec<Card>,
        out: &mut Vec<Vec<Card>>,
    ) {
        if out.len() >= self.cap {
            return;
        }
        if left == 0 {
            if free || (self.ok)(cur) {
                out.push(cur.clone());
            }
            return;
        }
        if !free && i >= self.free_from {
            if !(self.ok)(cur) {
                return;
            }
            free = true;
        }
        let Some(tail) = self.pools.get(i..) else {
            return;
        };
        let Some((pool, rest)) = tail.split_first() else {
            return;
        };
        let remaining: usize = tail.iter().map(Vec::len).sum();
        if remaining < left {
            return;
        }
        for k in (0..=pool.len().min(left)).rev() {
            let before = cur.len();
            cur.extend_from_slice(pool.get(..k).unwrap_or_default());
            // Only a face split or dropped with 2+ copies can lose structure.
            let prune = !free && k < pool.len() && pool.len() >= 2 && !(self.reachable)(cur, rest);
            if !prune {
                self.combos(i + 1, left - k, free, cur, out);
            }
            cur.truncate(before);
        }
    }
}
