//! What one seat knows of the cards it cannot see, from its own view only: every card played
//! this round, the copies still out (in other hands or the hidden kitty), and what each seat has
//! shown it lacks — a suit (it did not follow), or pairs in a suit (it followed a pair lead with
//! odd cards). From that: whether a unit could still be beaten, and by whom.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face};
use crate::shengji::SeatView;
use crate::shengji::combination::{Group, Unit, groups, higher_unit, runs};
use crate::shengji::order::Order;
use crate::shengji::trick::Trick;

/// Effective suits: the four plain suits and the trumps.
pub const SUITS: usize = 5;

/// The seat's memory of the round.
#[derive(Clone, Debug, PartialEq)]
pub struct Memory {
    pub order: Order,
    /// Copies of each face this seat has not seen: held by another seat or in the hidden kitty.
    pub unseen: [u8; Face::COUNT],
    /// Copies of each face played so far this round (the current trick included).
    pub played: [u8; Face::COUNT],
    /// `void[seat][suit]`: the seat showed it holds no card of that effective suit.
    pub void: Vec<[bool; SUITS]>,
    /// `no_tuples[seat][suit]`: the seat showed it holds no pair (or wider tuple) of that suit.
    pub no_tuples: Vec<[bool; SUITS]>,
    /// The unseen cards of each effective suit, counted by face, highest first.
    pools: [Vec<Group>; SUITS],
}

/// What every seat has seen of the round's finished tricks: the cards played and what the
/// followers showed they lack. It is the same for every seat, so a rollout keeps one and
/// brings it up to date trick by trick instead of reading the whole round at each decision.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    /// Finished tricks read so far.
    tricks: usize,
    round: u32,
    played: Vec<u8>,
    void: Vec<[bool; SUITS]>,
    no_tuples: Vec<[bool; SUITS]>,
}

impl Seen {
    /// Reads the view's finished tricks it has not read yet (all of them after a new round).
    pub fn catch_up(&mut self, view: &SeatView, order: &Order) {
        let n = view.hand_sizes.len().max(view.rules.players as usize);
        if self.round != view.round || self.tricks > view.tricks.len() || self.void.len() != n {
            *self = Seen {
                tricks: 0,
                round: view.round,
                played: vec![0; Face::COUNT],
                void: vec![[false; SUITS]; n],
                no_tuples: vec![[false; SUITS]; n],
            };
        }
        for t in view.tricks.iter().skip(self.tricks) {
            self.read(t, order);
        }
        self.tricks = view.tricks.len();
    }

    fn read(&mut self, t: &Trick, order: &Order) {
        for p in &t.plays {
            for c in &p.cards {
                if let Some(k) = self.played.get_mut(c.face.index()) {
                    *k = k.saturating_add(1);
                }
            }
        }
        learn(t, order, &mut self.void, &mut self.no_tuples);
    }
}

impl Memory {
    pub fn new(view: &SeatView) -> Memory {
        let order = view.order();
        let mut seen = Seen::default();
        seen.catch_up(view, &order);
        Memory::with_seen(view, order, seen)
    }

    /// The memory of the view's seat from what everybody has seen of the finished tricks
    /// (`seen`, up to date with the view) and the view's own hand, kitty and current trick.
    pub fn with_seen(view: &SeatView, order: Order, mut seen: Seen) -> Memory {
        if let Some(t) = &view.trick {
            seen.read(t, &order);
        }
        let decks = view.rules.decks;
        let mut unseen = [decks; Face::COUNT];
        let mut played = [0u8; Face::COUNT];
        for ((p, u), &k) in played.iter_mut().zip(&mut unseen).zip(&seen.played) {
            *p = k;
            *u = u.saturating_sub(k);
        }
        let take = |unseen: &mut [u8; Face::COUNT], c: &Card| {
            if let Some(u) = unseen.get_mut(c.face.index()) {
                *u = u.saturating_sub(1);
            }
        };
        for c in &view.hand {
            take(&mut unseen, c);
        }
        // The dealer knows the buried cards (while burying they are still in the hand).
        if let Some(buried) = &view.buried {
            for c in buried {
                take(&mut unseen, c);
            }
        }
        let pools = pools(&unseen, &order);
        Memory {
            order,
            unseen,
            played,
            void: seen.void,
            no_tuples: seen.no_tuples,
            pools,
        }
    }

    /// The unseen cards of effective suit `es`, by face, highest first.
    pub fn pool(&self, es: u8) -> &[Group] {
        self.pools.get(es as usize).map_or(&[], Vec::as_slice)
    }

    /// Unseen cards of effective suit `es`.
    pub fn unseen_in(&self, es: u8) -> usize {
        self.pool(es).iter().map(|g| g.count as usize).sum()
    }

    pub fn is_void(&self, seat: usize, es: u8) -> bool {
        self.void
            .get(seat)
            .and_then(|v| v.get(es as usize))
            .copied()
            .unwrap_or(false)
    }

    fn lacks_tuples(&self, seat: usize, es: u8) -> bool {
        self.is_void(seat, es)
            || self
                .no_tuples
                .get(seat)
                .and_then(|v| v.get(es as usize))
                .copied()
                .unwrap_or(false)
    }

    /// Whether any of `seats` could hold a unit of `unit`'s shape, in its suit, higher than it
    /// (the engine's test for a throw, with the other hands pooled: `false` is certain).
    pub fn could_beat(&self, unit: &Unit, seats: &[usize]) -> bool {
        let holders = seats
            .iter()
            .filter(|&&s| {
                if unit.width >= 2 {
                    !self.lacks_tuples(s, unit.suit)
                } else {
                    !self.is_void(s, unit.suit)
                }
            })
            .count();
        holders > 0 && higher_unit(self.pool(unit.suit), unit).is_some()
    }

    /// How many units of `unit`'s shape above `top` the unseen cards of `es` hold (overlapping
    /// runs counted once per top): a measure of how likely one hand holds one.
    pub fn higher_units(&self, es: u8, width: u8, length: u8, top: Option<u8>) -> usize {
        let pool = self.pool(es);
        let above = |level: u8| top.is_none_or(|t| level > t);
        if length <= 1 {
            pool.iter()
                .filter(|g| g.count >= width && above(g.level))
                .map(|g| (g.count / width) as usize)
                .sum()
        } else {
            runs(pool, width)
                .into_iter()
                .filter(|&(_, len)| len >= length)
                .map(|(t, len)| (0..=(len - length)).filter(|k| above(t - k)).count())
                .sum()
        }
    }

    /// Whether `seat` could still hold a tuple of `es` (it has not shown otherwise).
    pub fn may_hold_tuples(&self, seat: usize, es: u8) -> bool {
        !self.lacks_tuples(seat, es)
    }

    /// Copies of `face` played so far this round.
    pub fn played(&self, face: Face) -> u8 {
        self.played.get(face.index()).copied().unwrap_or(0)
    }
}

/// The unseen faces of each effective suit as groups, highest first (as `groups` sorts them).
fn pools(unseen: &[u8; Face::COUNT], order: &Order) -> [Vec<Group>; SUITS] {
    let mut out: [Vec<Group>; SUITS] = Default::default();
    for (i, &count) in unseen.iter().enumerate() {
        let face = Face::from_index(i as u8);
        if count > 0
            && let Some(p) = out.get_mut(order.esuit(face) as usize)
        {
            p.push(Group {
                level: order.level(face),
                face,
                count,
            });
        }
    }
    for p in &mut out {
        crate::cards::sort::sort_by_key(p, |g| (std::cmp::Reverse(g.level), g.face.index()));
    }
    out
}

/// What a trick shows about the followers: a seat that played fewer cards of the led suit than
/// were led has none left; one that followed a lead holding tuples with no tuple of the suit,
/// while holding enough cards of it, has no tuple of that suit.
fn learn(t: &Trick, order: &Order, void: &mut [[bool; SUITS]], no_tuples: &mut [[bool; SUITS]]) {
    let n = t.size();
    let es = t.suit as usize;
    if es >= SUITS {
        return;
    }
    let tuples_led = t.units.iter().any(|u| u.width >= 2);
    for p in t.plays.iter().skip(1) {
        let Some(v) = void.get_mut(p.seat) else {
            continue;
        };
        let in_suit = p
            .cards
            .iter()
            .filter(|c| order.esuit(c.face) == t.suit)
            .count();
        if in_suit < n {
            if let Some(v) = v.get_mut(es) {
                *v = true;
            }
        } else if tuples_led
            && groups(&p.cards, t.suit, order).iter().all(|g| g.count < 2)
            && let Some(nt) = no_tuples.get_mut(p.seat).and_then(|nt| nt.get_mut(es))
        {
            *nt = true;
        }
    }
}
