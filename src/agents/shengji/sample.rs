//! Deals of the cards one seat cannot see, consistent with what that seat knows, for the search
//! player. Everything comes from the [`SeatView`]:
//!
//! - the unseen cards are the decks minus the own hand, every card played this round, and the
//!   buried cards if this seat is the dealer who buried them;
//! - every other seat gets exactly as many cards as it holds, and the hidden kitty (for every
//!   seat but the dealer) as many as were buried;
//! - a seat that has shown a void in an effective suit (it did not follow) gets none of it;
//! - a seat that followed a lead holding tuples without any tuple of the suit gets no two
//!   identical cards of that suit (a soft rule: dropped if no deal satisfies it);
//! - cards shown in bids, and the kitty cards turned up to fix the trump, stay with the bidder
//!   (or, for the dealer, in the dealer's hand or the buried kitty) until played;
//! - the seat that blocked a failed throw still holds the unit it blocked with, less the copies
//!   it has played since.
//!
//! In Zhao Pengyou the revealed friends are in the view's declaring side, which the rebuilt game
//! keeps; an unrevealed friend is simply whoever is dealt the called copy. Of how the other
//! seats chose their plays it reads only what [`infer`] finds in their follows (points given to
//! a partner, points shed to an opponent), and of how the dealer chose what to bury what it
//! keeps (trumps, points and aces stay in the hand), each kept where a deal can and only where
//! asked (natively `CARDTABLE_SHENGJI_INFER`, under the league's judgment); else the hidden
//! kitty is dealt like any hand. (That prior for the kitty was tried before and did not play
//! better against the rule AI; nor against 3dc7b2e's Hard in the league: 51.6% of 300 deals,
//! where the Hard without it has 49.5%, issue 66.)

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use crate::cards::{Card, Face, deck};
use crate::shengji::{Phase, SeatView};

use super::infer::{self, Leanings};
use super::memory::Memory;

/// Holders are the seats (by number) and, last, the hidden kitty; masks are bit sets of them.
type Mask = u32;

/// Fresh shuffles tried before a soft rule is dropped.
const TRIES: usize = 4;

/// What the seat knows of the hidden cards, prepared once per decision.
pub struct Knowledge {
    seat: usize,
    n: usize,
    /// The cards to deal, each with the holders it may go to.
    cards: Vec<(Card, Mask)>,
    /// The holders each card probably goes to, from the other seats' follows and the dealer's
    /// burial (see [`infer`]), aligned with `cards`.
    likely: Vec<Mask>,
    /// Cards each holder receives (0 for the seat itself and a known kitty).
    capacity: Vec<usize>,
    /// `pairless[holder]`: effective suits in which the holder has no two identical cards.
    pairless: Vec<[bool; 5]>,
    /// Effective suit of each unseen card, aligned with `cards`.
    suits: Vec<u8>,
    /// The buried cards when this seat knows them.
    buried: Option<Vec<Card>>,
}

/// A sampled deal: every seat's hand (the own hand as it is) and the buried cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    pub hands: Vec<Vec<Card>>,
    pub buried: Vec<Card>,
}

impl Knowledge {
    /// `None` outside trick play or when the view does not add up.
    pub fn new(view: &SeatView) -> Option<Knowledge> {
        Knowledge::with_leanings(view, Leanings::asked())
    }

    /// [`Knowledge::new`], with the leanings `lean` (see [`infer`]).
    pub fn with_leanings(view: &SeatView, lean: Leanings) -> Option<Knowledge> {
        // None in the browser until the league ships them (the worker still carries the code).
        let lean = if cfg!(target_arch = "wasm32") {
            Leanings::NONE
        } else {
            lean
        };
        if view.phase != Phase::Playing {
            return None;
        }
        let rules = &view.rules;
        let n = rules.players as usize;
        let me = view.seat;
        if me >= n || view.hand_sizes.len() != n || n >= Mask::BITS as usize {
            return None;
        }
        let mem = Memory::new(view);
        let kitty = n;
        let known_kitty = view.buried.clone();
        let mut capacity: Vec<usize> = view
            .hand_sizes
            .iter()
            .enumerate()
            .map(|(s, &k)| if s == me { 0 } else { k })
            .collect();
        capacity.push(if known_kitty.is_some() {
            0
        } else {
            rules.kitty_size as usize
        });
        let open: Mask = capacity
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k > 0)
            .fold(0, |m, (h, _)| m | 1 << h);
        let mut gone = vec![false; Face::COUNT * rules.decks as usize];
        let played = view
            .tricks
            .iter()
            .chain(view.trick.as_ref())
            .flat_map(|t| t.plays.iter().flat_map(|p| p.cards.iter()));
        for c in view
            .hand
            .iter()
            .chain(played)
            .chain(known_kitty.iter().flatten())
        {
            if let Some(g) = gone.get_mut(c.id()) {
                *g = true;
            }
        }
        let order = &mem.order;
        let mut cards: Vec<(Card, Mask)> = deck(rules.decks)
            .ok()?
            .into_iter()
            .filter(|c| !gone.get(c.id()).is_some_and(|&g| g))
            .map(|c| {
                let es = order.esuit(c.face) as usize;
                let void: Mask = (0..n)
                    .filter(|&s| mem.void.get(s).is_some_and(|v| v.get(es) == Some(&true)))
                    .fold(0, |m, s| m | 1 << s);
                (c, open & !void)
            })
            .collect();
        if cards.len() != capacity.iter().sum::<usize>() {
            return None;
        }
        // Cards whose holder is public: bids and the turned-up kitty cards.
        let dealer_side = |s: usize| {
            let mut m: Mask = 1 << s;
            if view.dealer == Some(s) {
                m |= 1 << kitty;
            }
            m
        };
        let shown = view
            .bids
            .iter()
            .flat_map(|b| b.cards.iter().map(|c| (*c, b.seat)));
        let flipped = view
            .dealer
            .into_iter()
            .flat_map(|d| view.kitty_flips.iter().map(move |c| (*c, d)));
        for (card, holder) in shown.chain(flipped) {
            if let Some(entry) = cards.iter_mut().find(|(c, _)| *c == card) {
                restrict(&mut entry.1, dealer_side(holder));
            }
        }
        for (holder, face, copies) in blockers(view) {
            let mut left = copies;
            for entry in cards.iter_mut() {
                if left > 0 && entry.0.face == face && entry.1 & (1 << holder) != 0 {
                    entry.1 = 1 << holder;
                    left -= 1;
                }
            }
        }
        let mut pairless = vec![[false; 5]; n + 1];
        for (s, p) in pairless.iter_mut().enumerate().take(n) {
            for (es, lacks) in (0u8..).zip(p.iter_mut()) {
                *lacks = !mem.may_hold_tuples(s, es);
            }
        }
        let suits = cards.iter().map(|(c, _)| order.esuit(c.face)).collect();
        let leaning = if lean.follows {
            infer::unlikely(view, order)
        } else {
            Vec::new()
        };
        let likely = cards
            .iter()
            .map(|&(c, mask)| {
                let seats = leaning.iter().enumerate();
                let mut doubt: Mask = seats
                    .filter(|(_, row)| row.get(c.face.index()).is_some_and(Option::is_some))
                    .fold(0, |m, (s, _)| m | 1 << s);
                if lean.kitty && infer::kept_from_kitty(c.face, order) {
                    doubt |= 1 << kitty;
                }
                let mut m = mask;
                restrict(&mut m, !doubt);
                m
            })
            .collect();
        Some(Knowledge {
            seat: me,
            n,
            cards,
            likely,
            capacity,
            pairless,
            suits,
            buried: known_kitty,
        })
    }

    /// A random deal satisfying every rule and leaning (or, failing that, every rule; or every
    /// rule but the soft one); `None` if even that cannot be found.
    pub fn sample(&self, view: &SeatView, rng: &mut StdRng) -> Option<Deal> {
        for strict in [Strict::Leanings, Strict::Rules, Strict::Loose] {
            if strict == Strict::Leanings
                && self.likely.iter().zip(&self.cards).all(|(l, c)| *l == c.1)
            {
                continue;
            }
            for _ in 0..TRIES {
                if let Some(holders) = self.assign(rng, strict) {
                    return Some(self.deal(view, &holders));
                }
            }
        }
        None
    }

    /// The holder of each unseen card (aligned with `cards`).
    fn assign(&self, rng: &mut StdRng, strict: Strict) -> Option<Vec<usize>> {
        // Each card with its number (the shuffle draws the same whatever the items are).
        let mut idx: Vec<(usize, Card, Mask)> = (0..)
            .zip(&self.cards)
            .map(|(i, &(c, _))| (i, c, self.holders(i, strict)))
            .collect();
        idx.shuffle(rng);
        // Most constrained first, so that the free cards fill what is left.
        crate::cards::sort::sort_by_key(&mut idx, |&(_, _, mask)| mask.count_ones());
        let mut st = State {
            at: vec![usize::MAX; self.cards.len()],
            left: self.capacity.clone(),
            count: vec![[0; Face::COUNT]; self.n + 1],
        };
        for &(i, card, mask) in &idx {
            let room = |h: usize, st: &State| {
                if mask & (1 << h) != 0 && self.fits(i, h, st, strict) {
                    st.left.get(h).copied().unwrap_or(0)
                } else {
                    0
                }
            };
            let total: usize = (0..=self.n).map(|h| room(h, &st)).sum();
            let h = if total > 0 {
                // A holder with room, in proportion to its room.
                let mut r = rng.random_range(0..total);
                let mut pick = None;
                for h in 0..=self.n {
                    let k = room(h, &st);
                    if r < k {
                        pick = Some(h);
                        break;
                    }
                    r -= k;
                }
                pick?
            } else {
                self.make_room(i, mask, &mut st, strict)?
            };
            st.place(i, h, card.face);
        }
        Some(st.at)
    }

    /// The holders card `i` may go to (its likely ones under [`Strict::Leanings`]).
    fn holders(&self, i: usize, strict: Strict) -> Mask {
        let all = self.cards.get(i).map_or(0, |c| c.1);
        match strict {
            Strict::Leanings => self.likely.get(i).copied().unwrap_or(all),
            _ => all,
        }
    }

    /// Whether card `i` may join holder `h` without breaking the no-tuples rule.
    fn fits(&self, i: usize, h: usize, st: &State, strict: Strict) -> bool {
        let pairless =
            |&es: &u8| self.pairless.get(h).and_then(|p| p.get(es as usize)) == Some(&true);
        let held = |(c, _): &(Card, Mask)| {
            let k = st.count.get(h).and_then(|k| k.get(c.face.index()));
            k.copied().unwrap_or(0)
        };
        strict == Strict::Loose
            || !self.suits.get(i).is_some_and(pairless)
            || self.cards.get(i).is_none_or(|c| held(c) == 0)
    }

    /// Moves already placed cards along a chain of holders so that one of card `i`'s holders
    /// (`mask`) has room (an augmenting path); that holder, or `None` if there is no such chain.
    fn make_room(&self, i: usize, mask: Mask, st: &mut State, strict: Strict) -> Option<usize> {
        let holders = self.n + 1;
        // parent[h] = (previous holder, card moved from it into h, that card's face)
        let mut parent: Vec<Option<(usize, usize, Face)>> = vec![None; holders];
        let mut queue: Vec<usize> = (0..holders)
            .filter(|&h| mask & (1 << h) != 0 && self.fits(i, h, st, strict))
            .collect();
        let mut visited: Vec<bool> = (0..holders).map(|h| queue.contains(&h)).collect();
        let mut q = 0;
        while let Some(&h) = queue.get(q) {
            q += 1;
            for (j, &(cj, _)) in self.cards.iter().enumerate() {
                if st.at.get(j) != Some(&h) {
                    continue;
                }
                let mj = self.holders(j, strict);
                for (h2, seen) in visited.iter_mut().enumerate() {
                    if *seen || mj & (1 << h2) == 0 || !self.fits(j, h2, st, strict) {
                        continue;
                    }
                    *seen = true;
                    if let Some(p) = parent.get_mut(h2) {
                        *p = Some((h, j, cj.face));
                    }
                    if st.left.get(h2).is_some_and(|&k| k > 0) {
                        // Shift the cards along the chain; the first holder frees a place.
                        let mut cur = h2;
                        while let Some(&Some((prev, card, face))) = parent.get(cur) {
                            st.unplace(card, face);
                            st.place(card, cur, face);
                            cur = prev;
                        }
                        return Some(cur);
                    }
                    queue.push(h2);
                }
            }
        }
        None
    }

    fn deal(&self, view: &SeatView, holders: &[usize]) -> Deal {
        let mut hands: Vec<Vec<Card>> = vec![Vec::new(); self.n];
        if let Some(own) = hands.get_mut(self.seat) {
            own.clone_from(&view.hand);
        }
        let mut buried = self.buried.clone().unwrap_or_default();
        for (&(c, _), &h) in self.cards.iter().zip(holders) {
            match hands.get_mut(h) {
                Some(hand) => hand.push(c),
                None => buried.push(c),
            }
        }
        Deal { hands, buried }
    }
}

/// How much of what the seat believes a deal must keep: every rule and leaning, every rule,
/// or every rule but the soft one (no tuples where a seat showed none).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strict {
    Leanings,
    Rules,
    Loose,
}

/// A deal in the making: each card's holder, the room left, the copies of each face held.
struct State {
    at: Vec<usize>,
    left: Vec<usize>,
    count: Vec<[u8; Face::COUNT]>,
}

impl State {
    fn place(&mut self, i: usize, h: usize, face: Face) {
        if let Some(at) = self.at.get_mut(i) {
            *at = h;
        }
        if let Some(left) = self.left.get_mut(h) {
            *left -= 1;
        }
        if let Some(k) = self.count.get_mut(h).and_then(|k| k.get_mut(face.index())) {
            *k += 1;
        }
    }

    fn unplace(&mut self, i: usize, face: Face) {
        let Some(at) = self.at.get_mut(i) else {
            return;
        };
        let h = std::mem::replace(at, usize::MAX);
        if let Some(left) = self.left.get_mut(h) {
            *left += 1;
        }
        if let Some(k) = self.count.get_mut(h).and_then(|k| k.get_mut(face.index())) {
            *k -= 1;
        }
    }
}

/// Narrows a card's holders to `to`, unless that leaves none (then the view contradicts
/// itself and the card stays free).
fn restrict(mask: &mut Mask, to: Mask) {
    if *mask & to != 0 {
        *mask &= to;
    }
}

/// What the blockers of failed throws still hold for certain: `(seat, face, copies)` for each
/// face of each blocking unit, less the copies that seat has played since the throw.
fn blockers(view: &SeatView) -> Vec<(usize, Face, u8)> {
    let tricks: Vec<_> = view.tricks.iter().chain(view.trick.as_ref()).collect();
    let mut out = Vec::new();
    let mut from = 0;
    for f in &view.failed_throws {
        // The trick the forced unit was led to (failed throws are in the order they happened).
        let Some(k) = (from..).zip(tricks.iter().skip(from)).find_map(|(k, t)| {
            t.plays
                .first()
                .is_some_and(|p| p.seat == f.seat && same_cards(&p.cards, &f.forced))
                .then_some(k)
        }) else {
            continue;
        };
        from = k + 1;
        let by = &f.blocked.by;
        for face in &by.faces {
            let since = tricks
                .iter()
                .skip(k)
                .flat_map(|t| t.plays.iter())
                .filter(|p| p.seat == f.blocked.blocker)
                .flat_map(|p| p.cards.iter())
                .filter(|c| c.face == *face)
                .count();
            let still = (by.width as usize).saturating_sub(since) as u8;
            if still > 0 {
                out.push((f.blocked.blocker, *face, still));
            }
        }
    }
    out
}

fn same_cards(a: &[Card], b: &[Card]) -> bool {
    a.len() == b.len() && a.iter().all(|c| b.contains(c))
}
