//! What the learned evaluation reads of a Sheng Ji play (issue 49): one play in one seat's
//! view at its turn in trick play, as numbers in about 0..1: the rule AI's own measures of the
//! play ([`learned::measures`](super::learned::measures): its score, the chance to take the
//! trick, the points won and risked, what the hand keeps) and its order, each other seat's
//! side, voids (the suits in a fixed order relative to the decision: the trumps, the suit led
//! or played, the other plain suits longest first in the hand) and place in the trick, the
//! trick's points and whether a ruff holds it, the points taken, still out and buried, the
//! stage and the levels.
//!
//! Per-card inputs as Guan Dan's (the hand left, the play, the cards unseen and the trick's
//! winning play, two count bits per level of each suit: 660 more inputs) fitted no better on
//! 18,000 recorded decisions: the Normal with them won 55.7–59.4% of level exchanges against
//! `baseline` (seeds 1–2000), the linear second look 58.3%.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face};
use crate::shengji::order::{TRUMP, points, points_of};

use super::learned::{BASE, measures};
use super::table::{Side, Table};

/// Suit slots: the trumps and four plain suits (three when a suit is trump).
const SUITS: usize = 5;
/// Other seats described (Zhao Pengyou with six players has five).
const OTHERS: usize = 5;
/// Per other seat: its side (ally, opponent, unknown), whether it plays after this seat in
/// the trick, whether it holds the trick, its voids.
const SEAT: usize = 3 + 2 + SUITS;
/// The rule AI's order of the play among the candidates: 0..4, and later.
pub const RANKS: usize = 6;
/// Everything.
pub const INPUTS: usize = OTHERS * SEAT + 6 + 8 + 6 + BASE + RANKS;

/// The encoding of playing `cards` in `t` (the seat's table at its turn to play), the rule
/// AI's `rank`-th distinct choice, which it scored `rule`.
pub fn encode(t: &Table, cards: &[Card], rule: f64, rank: usize) -> Vec<f32> {
    let view = t.view;
    let mut x = Vec::with_capacity(INPUTS);
    let slots = suit_slots(t, cards);
    let trick = view.trick.as_ref();
    // The other seats, counted from this one.
    let played: Vec<usize> =
        trick.map_or(Vec::new(), |tr| tr.plays.iter().map(|p| p.seat).collect());
    for k in 1..=OTHERS {
        if k >= t.n {
            x.extend(std::iter::repeat_n(0.0, SEAT));
            continue;
        }
        let s = (t.me + k) % t.n;
        let side = t.side(s);
        x.extend([
            bit(side == Side::Ally),
            bit(side == Side::Opponent),
            bit(side == Side::Unknown),
            bit(!played.contains(&s)),
            bit(trick.is_some_and(|tr| tr.winner == s)),
        ]);
        let mut voids = [0.0; SUITS];
        for es in 0..SUITS as u8 {
            if t.mem.is_void(s, es)
                && let Some(v) = voids.get_mut(slots.get(es as usize).copied().unwrap_or(0))
            {
                *v = 1.0;
            }
        }
        x.extend(voids);
    }
    // The trick: its points, how many have played, a ruff holding it.
    let on_trick = trick.map_or(0, |tr| tr.points()) as f32;
    x.extend([
        on_trick / 25.0,
        points_of(cards) as f32 / 25.0,
        bit(trick.is_none()),
        played.len() as f32 / t.n as f32,
        bit(trick.is_some_and(|tr| tr.suit != TRUMP && tr.winning_suit == TRUMP)),
        bit(trick.is_some_and(|tr| tr.suit == TRUMP)),
    ]);
    // The points: the attackers' so far and their thresholds, those still out, the kitty's.
    let attackers = view.opponents_points.max(0) as f32;
    let band = (view.rules.decks as f32 * 20.0).max(1.0);
    let unseen: u32 = Face::all()
        .map(|f| points(f) * t.mem.unseen.get(f.index()).copied().unwrap_or(0) as u32)
        .sum();
    let out = unseen + points_of(&view.hand);
    let kitty = view.buried.as_ref().map_or(0, |b| points_of(b));
    x.extend([
        attackers / (band * 4.0),
        bit(attackers >= band * 2.0),
        bit(attackers >= band * 4.0),
        bit(attackers >= band * 6.0),
        out as f32 / (band * 5.0),
        kitty as f32 / 25.0,
        bit(t.declaring),
        bit(view.buried.is_some()),
    ]);
    // The stage and the levels.
    let size = view.rules.hand_size.max(1) as f32;
    let level = |seat: usize| view.levels.get(seat).map_or(2, |r| r.value()) as f32;
    let theirs = (0..t.n)
        .filter(|&s| t.side(s) == Side::Opponent)
        .map(level)
        .fold(0.0, f32::max);
    x.extend([
        view.hand.len().saturating_sub(cards.len()) as f32 / size,
        view.tricks.len() as f32 / size,
        (level(t.me) - 2.0) / 12.0,
        (theirs - 2.0).max(0.0) / 12.0,
        bit(view.trump.is_some_and(|tr| tr.suit.is_none())),
        (view.rules.decks as f32 - 2.0) / 2.0,
    ]);
    x.extend(measures(t, cards, rule, rank).iter().map(|&m| m as f32));
    x.extend((0..RANKS).map(|r| bit(rank.min(RANKS - 1) == r)));
    debug_assert_eq!(x.len(), INPUTS);
    x
}

/// Where each effective suit goes: the trumps in slot 0, the suit led (or, leading, the
/// suit played) in slot 1 when it is plain, the other plain suits after it, longest in the
/// hand first.
fn suit_slots(t: &Table, cards: &[Card]) -> [usize; SUITS] {
    let focus = t
        .view
        .trick
        .as_ref()
        .map(|tr| tr.suit)
        .or_else(|| cards.first().map(|c| t.esuit(c)))
        .filter(|&s| s != TRUMP);
    let mut plain: Vec<u8> = (0..TRUMP).collect();
    crate::cards::sort::sort_by_key(&mut plain, |&s| {
        (
            Some(s) != focus,
            std::cmp::Reverse(t.suit_cards(s).len()),
            s,
        )
    });
    let mut slots = [0; SUITS];
    for (k, s) in plain.into_iter().enumerate() {
        if let Some(slot) = slots.get_mut(s as usize) {
            *slot = k + 1;
        }
    }
    slots
}

pub(super) fn bit(b: bool) -> f32 {
    if b { 1.0 } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::mix;
    use crate::agents::shengji::probe::each_normal_play;
    use crate::agents::shengji::rule::rule_scored;
    use crate::shengji::Rules;

    /// Every play of seeded rounds encodes to [`INPUTS`] finite numbers, and different plays
    /// of one decision to different encodings.
    #[test]
    fn plays_encode_to_finite_distinct_inputs() {
        let mut decisions = 0;
        for rules in [
            Rules::classic(),
            Rules::named("zhao-pengyou-6").expect("variant"),
        ] {
            each_normal_play(&rules, mix(4, 1), |v| {
                let t = Table::new(v);
                let scored = rule_scored(&t);
                let xs: Vec<Vec<f32>> = scored
                    .iter()
                    .take(3)
                    .enumerate()
                    .map(|(rank, (s, c))| encode(&t, c, *s, rank))
                    .collect();
                for x in &xs {
                    assert_eq!(x.len(), INPUTS);
                    assert!(x.iter().all(|v| v.is_finite()), "{x:?}");
                }
                if let [a, b, ..] = xs.as_slice() {
                    assert_ne!(a, b);
                }
                decisions += 1;
            });
        }
        assert!(decisions > 40, "{decisions}");
    }
}
