//! Every choice of cards for one combination (the player may pick which copies and which wilds
//! to spend): a depth-first search over the combination's slots on the hand's counts.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Joker, Rank, Suit};

use super::combination::{Combination, ComboType, Top, readings, seq_rank};
use super::hand_index::{HandIndex, Move};
use super::rules::Rules;

/// Every distinct choice of cards from `hand` that plays `combo` (by faces: the two copies of a
/// face are interchangeable), the default choice of [`legal_moves`] among them.
pub fn alternatives(hand: &[Card], combo: &Combination, level: Rank, rules: &Rules) -> Vec<Move> {
    let index = HandIndex::new(hand, level);
    let mut found: Vec<Move> = Vec::new();
    let mut seen: Vec<Vec<Card>> = Vec::new();
    for slots in slot_lists(combo, rules) {
        let mut picked = Vec::new();
        enumerate_slots(
            &index,
            &slots,
            0,
            index.c.wilds,
            &mut picked,
            &mut |faces, wilds| {
                let mut cards = index.materialise(faces, wilds);
                crate::cards::sort::sort(&mut cards);
                if seen.contains(&cards) || cards.len() != combo.len as usize {
                    return;
                }
                if let Some(r) = readings(&cards, level, rules)
                    .into_iter()
                    .find(|r| r.combo == *combo)
                {
                    seen.push(cards.clone());
                    found.push(Move {
                        combo: *combo,
                        cards,
                        wilds: r.wilds,
                    });
                }
            },
        );
    }
    found
}

/// A group of equal cards a combination needs: `need` cards at sequence position `v` (or a
/// joker), optionally of one suit.
#[derive(Clone, Copy)]
struct Slot {
    v: u8,
    joker: Option<Joker>,
    suit: Option<Suit>,
    need: u8,
}

fn rank_slot(v: u8, need: u8, suit: Option<Suit>) -> Slot {
    Slot {
        v,
        joker: None,
        suit,
        need,
    }
}

/// The possible shapes of a combination as lists of slots.
fn slot_lists(combo: &Combination, rules: &Rules) -> Vec<Vec<Slot>> {
    let seq = |groups: u8, per: u8, suit: Option<Suit>| -> Vec<Slot> {
        match combo.top {
            Top::Rank(r)
                if r.value() >= groups && (rules.ace_low_sequences || r.value() > groups) =>
            {
                let top = if r == Rank::Ace { 14 } else { r.value() };
                (top + 1 - groups..=top)
                    .map(|v| rank_slot(v, per, suit))
                    .collect()
            }
            _ => Vec::new(),
        }
    };
    match (combo.kind, combo.top) {
        (ComboType::FourJokers, _) => vec![vec![
            Slot {
                v: 0,
                joker: Some(Joker::Small),
                suit: None,
                need: 2,
            },
            Slot {
                v: 0,
                joker: Some(Joker::Big),
                suit: None,
                need: 2,
            },
        ]],
        (_, Top::Joker(j)) => vec![vec![Slot {
            v: 0,
            joker: Some(j),
            suit: None,
            need: combo.len,
        }]],
        (ComboType::FullHouse, Top::Rank(t)) => {
            let mut lists: Vec<Vec<Slot>> = Rank::ALL
                .into_iter()
                .filter(|&p| p != t)
                .map(|p| vec![rank_slot(t.value(), 3, None), rank_slot(p.value(), 2, None)])
                .collect();
            for j in [Joker::Small, Joker::Big] {
                lists.push(vec![
                    rank_slot(t.value(), 3, None),
                    Slot {
                        v: 0,
                        joker: Some(j),
                        suit: None,
                        need: 2,
                    },
                ]);
            }
            lists
        }
        (ComboType::Straight, _) => vec![seq(5, 1, None)],
        (ComboType::Tube, _) => vec![seq(3, 2, None)],
        (ComboType::Plate, _) => vec![seq(2, 3, None)],
        (ComboType::StraightFlush, _) => {
            Suit::ALL.into_iter().map(|s| seq(5, 1, Some(s))).collect()
        }
        (_, Top::Rank(r)) => vec![vec![rank_slot(r.value(), combo.len, None)]],
    }
    .into_iter()
    .filter(|l| !l.is_empty())
    .collect()
}

/// Depth-first over the slots: each slot takes some wilds and some natural faces.
fn enumerate_slots(
    h: &HandIndex,
    slots: &[Slot],
    i: usize,
    wilds_left: u8,
    picked: &mut Vec<Face>,
    found: &mut dyn FnMut(&[Face], u8),
) {
    let Some(slot) = slots.get(i) else {
        found(picked, h.c.wilds - wilds_left);
        return;
    };
    if let Some(j) = slot.joker {
        if h.c.of(Face::Joker(j)) >= slot.need {
            let len = picked.len();
            picked.extend(std::iter::repeat_n(Face::Joker(j), slot.need as usize));
            enumerate_slots(h, slots, i + 1, wilds_left, picked, found);
            picked.truncate(len);
        }
        return;
    }
    let faces: Vec<Face> = Suit::ALL
        .into_iter()
        .filter(|&s| slot.suit.is_none_or(|t| t == s))
        .map(|s| Face::Suited(s, seq_rank(slot.v)))
        .filter(|&f| f != h.wild && h.c.of(f) > 0)
        .collect();
    for use_wilds in 0..=wilds_left.min(slot.need) {
        let naturals = slot.need - use_wilds;
        distribute(h, &faces, 0, naturals, picked, &mut |picked| {
            enumerate_slots(h, slots, i + 1, wilds_left - use_wilds, picked, found)
        });
    }
}

/// Every way to take `n` cards from `faces[k..]` within the counts held.
fn distribute(
    h: &HandIndex,
    faces: &[Face],
    k: usize,
    n: u8,
    picked: &mut Vec<Face>,
    next: &mut dyn FnMut(&mut Vec<Face>),
) {
    if n == 0 {
        next(picked);
        return;
    }
    let Some(&face) = faces.get(k) else { return };
    let have = h.c.of(face);
    for take in (0..=have.min(n)).rev() {
        let len = picked.len();
        picked.extend(std::iter::repeat_n(face, take as usize));
        distribute(h, faces, k + 1, n - take, picked, next);
        picked.truncate(len);
    }
}
