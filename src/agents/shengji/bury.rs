//! The dealer's kitty and, in Zhao Pengyou, its friend calls.
//!
//! Burying keeps trumps, point cards, aces, pairs and tractors in the hand, and empties short
//! plain suits when it can (a void lets the dealer ruff later). Point cards go into the kitty
//! only when there are not enough other cards — trumps included — to bury.
//!
//! Calling friends names a card another seat holds for certain (the dealer has seen the kitty):
//! an ace the dealer lacks (the 1st copy played), else the next copy of an ace it holds, else
//! kings; calls in the dealer's short suits come first (the friend's ace then wins a trick the
//! dealer could not, and the dealer ruffs the suit once void; the frozen baseline called in its
//! long suits, to lead towards the friend).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Rank, Suit};
use crate::shengji::combination::{decompose, groups};
use crate::shengji::order::{Order, TRUMP, points};
use crate::shengji::{FriendCall, SeatView};

use super::table::Rulebook;

/// What keeping a card in the hand is worth to the dealer (higher stays).
fn keep_value(c: &Card, order: &Order, in_tuple: &[Face], in_tractor: &[Face]) -> i32 {
    let level = order.level(c.face) as i32;
    let pts = points(c.face) as i32;
    let trump = order.is_trump(c.face);
    let mut v = match (trump, pts > 0) {
        (false, false) => level,
        (true, false) => 40 + level,
        (false, true) => 100 + level,
        (true, true) => 140 + level,
    };
    if !trump && c.face.rank() == Some(Rank::Ace) {
        v += 15;
    }
    if in_tuple.contains(&c.face) {
        v += 20;
    }
    if in_tractor.contains(&c.face) {
        v += 15;
    }
    v
}

/// Faces of the hand that are part of a tuple, and of a tractor.
fn structure(hand: &[Card], order: &Order, width: u8) -> (Vec<Face>, Vec<Face>) {
    let mut tuples = Vec::new();
    let mut tractors = Vec::new();
    for es in 0..=TRUMP {
        for u in decompose(&groups(hand, es, order), width, es) {
            if u.width >= 2 {
                tuples.extend(u.faces.iter().copied());
                if u.length >= 2 {
                    tractors.extend(u.faces.iter().copied());
                }
            }
        }
    }
    (tuples, tractors)
}

/// Burials, best first: for every set of plain suits that can be emptied, those suits and then
/// the least valuable cards; scored by the value buried less a bonus per suit emptied.
pub fn burials(view: &SeatView) -> Vec<Vec<Card>> {
    let k = view.rules.kitty_size as usize;
    let hand = &view.hand;
    if hand.len() < k {
        return Vec::new();
    }
    let order = view.order();
    let (tuples, tractors) = structure(hand, &order, view.rules.max_width());
    let value = |c: &Card| keep_value(c, &order, &tuples, &tractors);
    let mut by_value: Vec<Card> = hand.clone();
    crate::cards::sort::sort_by_key(&mut by_value, |c| (value(c), order.display_key(*c)));
    let plain: Vec<u8> = (0..4u8)
        .filter(|&es| hand.iter().any(|c| order.esuit(c.face) == es))
        .collect();
    let mut scored: Vec<(i32, Vec<Card>)> = Vec::new();
    for mask in 0u32..(1 << plain.len()) {
        let emptied: Vec<u8> = plain
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, &es)| es)
            .collect();
        let mut chosen: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| emptied.contains(&order.esuit(c.face)))
            .collect();
        if chosen.len() > k {
            continue;
        }
        for c in &by_value {
            if chosen.len() >= k {
                break;
            }
            if !chosen.contains(c) {
                chosen.push(*c);
            }
        }
        // A suit left with no card is a void, whichever way it was emptied.
        let voids = plain
            .iter()
            .filter(|&&es| {
                hand.iter()
                    .filter(|c| order.esuit(c.face) == es)
                    .all(|c| chosen.contains(c))
            })
            .count() as i32;
        let cost: i32 = chosen.iter().map(value).sum::<i32>() - 12 * voids;
        order.sort(&mut chosen);
        if !scored.iter().any(|(_, c)| *c == chosen) {
            scored.push((cost, chosen));
        }
    }
    crate::cards::sort::sort_by_key(&mut scored, |(cost, _)| *cost);
    scored.into_iter().map(|(_, c)| c).collect()
}

/// Friend calls, best first (as many calls each as the rules ask for).
pub fn friend_calls(view: &SeatView) -> Vec<Vec<FriendCall>> {
    friend_calls_by(view, Rulebook::Current)
}

/// [`friend_calls`] as `book`'s player makes them.
///
/// Why short suits: in Zhao Pengyou for 5 against `baseline`, calling in the dealer's short
/// suits rather than its long ones raised the share of seat-rounds won as declarers from 37.9%
/// to 40.8% and of level exchanges from 49.6% to 51.6% (3,000 duplicate deals, seeds 1-3000;
/// 50.0% to 51.6% on seeds 50001-53000); for 6 players it made no difference.
pub fn friend_calls_by(view: &SeatView, book: Rulebook) -> Vec<Vec<FriendCall>> {
    let k = view.rules.friend_calls();
    if k == 0 {
        return Vec::new();
    }
    let order = view.order();
    let decks = view.rules.decks;
    let count = |cards: &[Card], f: Face| cards.iter().filter(|c| c.face == f).count() as u8;
    let buried = view.buried.clone().unwrap_or_default();
    let mut options: Vec<(i32, FriendCall)> = Vec::new();
    for rank in [Rank::Ace, Rank::King, Rank::Queen] {
        for suit in Suit::ALL {
            let face = Face::Suited(suit, rank);
            if order.is_trump(face) {
                continue;
            }
            let mine = count(&view.hand, face);
            let out = decks.saturating_sub(mine + count(&buried, face));
            if out == 0 {
                continue;
            }
            let length = view
                .hand
                .iter()
                .filter(|c| order.esuit(c.face) == suit.index() as u8)
                .count() as i32;
            let rank_bonus = match rank {
                Rank::Ace => 30,
                Rank::King => 15,
                _ => 0,
            };
            // Our own copies are played first (we lead or follow them before the friend's).
            let nth = mine + 1;
            let shape = match book {
                Rulebook::Current => -2 * length.min(4),
                Rulebook::Baseline => 2 * length.min(4),
            };
            let score = rank_bonus + if mine == 0 { 20 } else { 0 } + shape;
            options.push((score, FriendCall { face, nth }));
        }
    }
    crate::cards::sort::sort_by_key(&mut options, |(s, c)| {
        (std::cmp::Reverse(*s), c.face.index())
    });
    let calls: Vec<FriendCall> = options.iter().map(|(_, c)| *c).collect();
    let mut out: Vec<Vec<FriendCall>> = Vec::new();
    // The best k different faces, then the next best sets.
    for start in 0..calls.len().min(4) {
        let set: Vec<FriendCall> = calls.iter().skip(start).copied().take(k).collect();
        if set.len() == k && !out.contains(&set) {
            out.push(set);
        }
    }
    out
}
