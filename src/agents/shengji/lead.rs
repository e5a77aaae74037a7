//! Leading. Every unit the hand can lead is a candidate, and per suit a throw of the units
//! nobody else can beat given the cards not yet seen (a throw with a unit this seat can see is
//! beatable is never offered). Each is scored by [`Table::score`] with the chance it holds
//! against every other seat, plus:
//! - sure winners and larger units are worth more (they take more of the others' cards);
//! - trumps are drawn when this seat holds many of those still out;
//! - a low lead in a suit a partner is void in (and can ruff) is worth more, as is one that
//!   empties a short suit of a seat that holds trumps;
//! - in Zhao Pengyou the dealer leads towards its friend's called card.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::Card;
use crate::shengji::combination::{Unit, decompose, groups, lead_units};
use crate::shengji::order::TRUMP;

use super::table::{Side, Table};

/// Leads, best first, with their scores.
pub fn leads(t: &Table) -> Vec<(f64, Vec<Card>)> {
    let hand = &t.view.hand;
    let others = t.others();
    let draw = drawing_trumps(t, &others);
    let mut out: Vec<(f64, Vec<Card>)> = Vec::new();
    for u in lead_units(hand, &t.order, t.width) {
        let cards = u.cards_from(hand);
        let s = score(t, &cards, std::slice::from_ref(&u), &others, draw);
        out.push((s, cards));
    }
    for es in 0..=TRUMP {
        if let Some((cards, units)) = sure_throw(t, es, &others) {
            let s = score(t, &cards, &units, &others, draw);
            out.push((s, cards));
        }
    }
    for (_, c) in out.iter_mut() {
        crate::cards::sort::sort(c);
    }
    crate::cards::sort::sort_by(&mut out, |a, b| b.0.total_cmp(&a.0).is_lt());
    let mut unique: Vec<(f64, Vec<Card>)> = Vec::with_capacity(out.len());
    for (s, c) in out {
        if !unique.iter().any(|(_, u)| *u == c) {
            unique.push((s, c));
        }
    }
    unique
}

/// The units of suit `es` that no other seat can beat, thrown together (two units at least),
/// checked again as the engine will split the throw.
pub fn sure_throw(t: &Table, es: u8, others: &[usize]) -> Option<(Vec<Card>, Vec<Unit>)> {
    let mut cards = t.suit_cards(es);
    loop {
        if cards.len() < 2 {
            return None;
        }
        let units = decompose(&groups(&cards, es, &t.order), t.width, es);
        let beatable: Vec<&Unit> = units
            .iter()
            .filter(|u| t.mem.could_beat(u, others))
            .collect();
        if beatable.is_empty() {
            return (units.len() >= 2).then_some((cards, units));
        }
        // Drop the beatable units and look again (what is left may split differently).
        let mut pool = cards.clone();
        for u in beatable {
            for c in u.cards_from(&pool) {
                if let Some(i) = pool.iter().position(|x| *x == c) {
                    pool.swap_remove(i);
                }
            }
        }
        if pool.len() == cards.len() {
            return None;
        }
        cards = pool;
    }
}

/// Whether this seat should pull trumps: it holds many of those still out, and some opponent
/// may still have one.
fn drawing_trumps(t: &Table, others: &[usize]) -> bool {
    let mine = t.suit_cards(TRUMP).len();
    let out = t.mem.unseen_in(TRUMP);
    let opponents_may = others
        .iter()
        .any(|&s| !t.friendly(s) && !t.mem.is_void(s, TRUMP));
    if !opponents_may || out == 0 || mine < 3 {
        return false;
    }
    let need = if t.declaring {
        t.w.draw_share_declaring
    } else {
        t.w.draw_share_defending
    };
    mine as f64 >= need * out as f64
}

fn score(t: &Table, cards: &[Card], units: &[Unit], others: &[usize], draw: bool) -> f64 {
    let Some(first) = units.first() else {
        return f64::MIN;
    };
    let es = first.suit;
    let tops: Vec<u8> = units.iter().map(|u| u.top).collect();
    let p = t.p_hold(es, units, es, &tops, others);
    let mut s = t.score(cards, p, true, 0, others.len());
    // Larger winning units take more of the others' cards.
    s += t.w.per_card_led * cards.len().saturating_sub(1) as f64 * p;
    if es == TRUMP {
        if draw {
            s += 0.5 * t.cost(cards) + 4.0 * p;
        }
        return s;
    }
    let length = t.suit_cards(es).len();
    let trumps = t.suit_cards(TRUMP).len();
    // A partner void in the suit ruffs a low lead.
    let ruffing_partner = others
        .iter()
        .any(|&o| t.side(o) == Side::Ally && t.mem.is_void(o, es) && !t.mem.is_void(o, TRUMP));
    if ruffing_partner && p < 0.5 {
        s += t.w.to_ruffing_partner;
    }
    // Emptying a short suit makes a void to ruff in.
    if length == cards.len() && length <= 2 && trumps >= 2 && p < 0.5 {
        s += 1.5;
    }
    // Zhao Pengyou dealer: lead low towards an open call in this suit.
    if t.view.dealer == Some(t.me) && p < 0.5 {
        let toward = t.view.calls.iter().enumerate().any(|(i, c)| {
            let open = t.view.friends.get(i).is_none_or(|f| f.is_none());
            open && t.order.esuit(c.face) == es && t.held(c.face) == 0
        });
        if toward {
            s += 4.0;
        }
    }
    s
}

/// Throws the seat cannot be sure of, for the search to judge on its sampled deals (issue 66,
/// natively only for now): late in the hand, each suit's whole holding and the same without its
/// lowest unit, where that is two units or more and not a sure throw. A failed throw costs
/// little by default (the smallest unit is led instead, no penalty), and at the end a throw
/// that holds can take the last trick with a larger unit; the rule AI offers only sure throws.
/// At most `k`, those with the fewest units another seat could beat first.
pub fn bold_throws(t: &Table, k: usize) -> Vec<Vec<Card>> {
    if t.view.trick.is_some() || t.view.hand.len() * 2 > t.view.rules.hand_size as usize {
        return Vec::new();
    }
    let others = t.others();
    let mut out: Vec<(usize, Vec<Card>)> = Vec::new();
    for es in 0..=TRUMP {
        let mut cards = t.suit_cards(es);
        for _ in 0..2 {
            let units = decompose(&groups(&cards, es, &t.order), t.width, es);
            if units.len() < 2 {
                break;
            }
            let beatable = units
                .iter()
                .filter(|u| t.mem.could_beat(u, &others))
                .count();
            if beatable > 0 {
                crate::cards::sort::sort(&mut cards);
                out.push((beatable, cards.clone()));
            }
            // The same without its lowest unit.
            let Some(low) = units.iter().min_by_key(|u| u.top) else {
                break;
            };
            for c in low.cards_from(&cards) {
                if let Some(i) = cards.iter().position(|x| *x == c) {
                    cards.remove(i);
                }
            }
        }
    }
    crate::cards::sort::sort_by_key(&mut out, |(b, _)| *b);
    out.into_iter().take(k).map(|(_, c)| c).collect()
}
