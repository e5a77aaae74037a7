//! Following a lead. The candidates are the engine's legal follows plus plays built for a
//! purpose — every unit of the lead's shape (to beat it cheaply), the lowest and the
//! highest copy of the lead's structure in the suit or in trumps (to ruff), the cheapest
//! discards and the richest ones (to give points to a partner who wins). Each is scored by
//! [`Table::score`]: the chance this side takes the trick, the points on it, and the cards spent.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::Card;
use crate::shengji::combination::{Unit, lead_units};
use crate::shengji::follow::{check_follow, legal_follows};
use crate::shengji::hand::check_cards;
use crate::shengji::order::{TRUMP, points};
use crate::shengji::trick::Trick;

use super::table::Table;

/// Legal follows taken from the engine's enumeration.
const ENUMERATED: usize = 40;

/// Follows, best first, with their scores.
pub fn follows(t: &Table) -> Vec<(f64, Vec<Card>)> {
    let Some(trick) = t.view.trick.as_ref() else {
        return Vec::new();
    };
    let mut cands = candidates(t, trick);
    // `SeatView::check_play` for a follow, with the order already built.
    cands.retain(|c| {
        check_cards(&t.view.hand, c).is_ok()
            && check_follow(&t.view.hand, trick.suit, &trick.units, c, &t.order, t.width).is_ok()
    });
    let later = later_seats(t, trick);
    let mut out: Vec<(f64, Vec<Card>)> = Vec::with_capacity(cands.len());
    for c in cands {
        let s = score(t, trick, &c, &later);
        out.push((s, c));
    }
    crate::cards::sort::sort_by(&mut out, |a, b| b.0.total_cmp(&a.0).is_lt());
    out
}

/// Seats still to play after this one.
pub fn later_seats(t: &Table, trick: &Trick) -> Vec<usize> {
    let left = t.n.saturating_sub(trick.plays.len() + 1);
    (1..=left).map(|k| (t.me + k) % t.n).collect()
}

fn score(t: &Table, trick: &Trick, cards: &[Card], later: &[usize]) -> f64 {
    let (p, mine) = chance(t, trick, cards, later);
    t.score(cards, p, mine, trick.points(), later.len())
}

/// The chance this seat's side takes the trick when it plays `cards` (before `later` play),
/// and whether its own play would be the one winning.
pub fn chance(t: &Table, trick: &Trick, cards: &[Card], later: &[usize]) -> (f64, bool) {
    match trick.beating(cards, &t.order, t.view.rules.throw_beat) {
        Some((ws, tops)) => (t.p_hold(trick.suit, &trick.units, ws, &tops, later), true),
        None if t.friendly(trick.winner) => {
            let p = t.p_hold(
                trick.suit,
                &trick.units,
                trick.winning_suit,
                &trick.winning_tops,
                later,
            );
            (p, false)
        }
        None => (0.0, false),
    }
}

/// Plays worth considering (not yet checked for legality; duplicates removed).
fn candidates(t: &Table, trick: &Trick) -> Vec<Vec<Card>> {
    let v = t.view;
    let n = trick.size();
    let mut out: Vec<Vec<Card>> = legal_follows(
        &v.hand,
        trick.suit,
        &trick.units,
        &t.order,
        t.width,
        ENUMERATED,
    );
    let in_suit = t.suit_cards(trick.suit);
    if in_suit.len() >= n {
        out.extend(shaped(t, &in_suit, &trick.units));
    } else {
        let others: Vec<Card> = v
            .hand
            .iter()
            .copied()
            .filter(|c| t.esuit(c) != trick.suit)
            .collect();
        let need = n - in_suit.len();
        // The cheapest cards (no points), and the richest cards worth least to keep.
        for key in [
            &|c: &Card| t.keep(c) + 2.0 * points(c.face) as f64,
            &|c: &Card| t.keep(c) - points(c.face) as f64,
        ] as [&dyn Fn(&Card) -> f64; 2]
        {
            let mut pool = others.clone();
            crate::cards::sort::sort_by(&mut pool, |a, b| key(a).total_cmp(&key(b)).is_lt());
            let mut play = in_suit.clone();
            play.extend(pool.into_iter().take(need));
            out.push(play);
        }
        if in_suit.is_empty() && trick.suit != TRUMP {
            let trumps = t.suit_cards(TRUMP);
            if trumps.len() >= n {
                out.extend(shaped(t, &trumps, &trick.units));
            }
        }
    }
    for c in out.iter_mut() {
        crate::cards::sort::sort(c);
    }
    let mut unique: Vec<Vec<Card>> = Vec::with_capacity(out.len());
    for c in out {
        if !unique.contains(&c) {
            unique.push(c);
        }
    }
    unique
}

/// Plays of exactly the lead's structure from `pool` (cards of one effective suit): for a
/// lead of one unit, every unit of its shape; for a throw, the lowest and the highest fill.
fn shaped(t: &Table, pool: &[Card], lead: &[Unit]) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    if let [only] = lead {
        for u in lead_units(pool, &t.order, t.width) {
            if u.shape() == only.shape() {
                out.push(u.cards_from(pool));
            }
        }
        return out;
    }
    for highest in [false, true] {
        if let Some(play) = fill(t, pool, lead, highest) {
            out.push(play);
        }
    }
    out
}

/// Cards of `pool` with one unit per lead unit, each the lowest (or highest) of its shape.
fn fill(t: &Table, pool: &[Card], lead: &[Unit], highest: bool) -> Option<Vec<Card>> {
    let mut left = pool.to_vec();
    let mut play = Vec::new();
    for u in lead {
        let units: Vec<Unit> = lead_units(&left, &t.order, t.width)
            .into_iter()
            .filter(|x| x.shape() == u.shape())
            .collect();
        let pick = if highest {
            units.into_iter().max_by_key(|x| x.top)
        } else {
            units.into_iter().min_by_key(|x| x.top)
        }?;
        let cards = pick.cards_from(&left);
        left.retain(|c| !cards.contains(c));
        play.extend(cards);
    }
    Some(play)
}
