//! One playing decision: the view, the card order, the seat's [`Memory`], who plays with whom as
//! far as this seat knows, what a card is worth keeping, and how likely a winning play is to
//! stay winning once the seats still to play have played. Leads and follows are scored with the
//! same measure (see [`Table::score`]).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, face_counts};
use crate::shengji::combination::Unit;
use crate::shengji::order::{Order, TRUMP, points_of};
use crate::shengji::rules::Teams;
use crate::shengji::{FriendCall, SeatView};

use super::memory::Memory;

/// Who a seat plays with, as this seat knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Me,
    Ally,
    Opponent,
    /// Zhao Pengyou before every friend is known: maybe a hidden friend.
    Unknown,
}

/// Which rule player decides: today's, or the one frozen as the yardstick of issue 21.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rulebook {
    /// The "Normal" player.
    #[default]
    Current,
    /// The rule player as it was before issue 21 (`baseline` in tournaments; never offered to
    /// a player). Its decisions must not change: `tests/shengji_baseline.rs` holds a digest of
    /// its games.
    Baseline,
}

/// The measures of a rule player's play, in points.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Points a seat still to play is expected to add to a trick, per card of the lead.
    pub added_per_card: f64,
    /// What winning the lead is worth.
    pub lead_value: f64,
    /// Keeping a plain card no unseen card beats; one that one or two unseen cards beat.
    pub keep_top: f64,
    pub keep_near_top: f64,
    /// Keeping a trump: this plus its level.
    pub keep_trump: f64,
    /// A lead's bonus per card beyond the first, times its chance to win.
    pub per_card_led: f64,
    /// A low lead into a suit a partner can ruff.
    pub to_ruffing_partner: f64,
    /// Drawing trumps when holding this share of those out (declaring, defending).
    pub draw_share_declaring: f64,
    pub draw_share_defending: f64,
}

/// The frozen baseline's measures (see `Rulebook::Baseline`): never change them.
pub const BASELINE_WEIGHTS: Weights = Weights {
    added_per_card: 2.0,
    lead_value: 3.0,
    keep_top: 7.0,
    keep_near_top: 3.5,
    keep_trump: 6.0,
    per_card_led: 3.0,
    to_ruffing_partner: 6.0,
    draw_share_declaring: 0.4,
    draw_share_defending: 1.0,
};

/// Today's measures: the baseline's. Each was moved alone (halved, doubled, beyond) over 2,000
/// duplicate Classic deals against the baseline and none changed the share of level exchanges
/// by more than the run's noise (±2%): the next gains are in what the player does, not in these.
pub const WEIGHTS: Weights = BASELINE_WEIGHTS;

/// The seat's situation for one playing decision.
pub struct Table<'a> {
    pub view: &'a SeatView,
    pub order: Order,
    pub mem: Memory,
    pub me: usize,
    pub n: usize,
    pub width: u8,
    pub sides: Vec<Side>,
    /// This seat is on the declaring side, or holds the copy that will make it a friend.
    pub declaring: bool,
    /// Zhao Pengyou: calls still open and the copies this seat must play to answer one
    /// (`(call, copies)`; `copies` of the called face played by this seat from now on reveal it).
    pub reveal: Option<(FriendCall, u8)>,
    /// Cards held of each face.
    held: [u8; Face::COUNT],
    /// Cards each seat holds in total plus the hidden kitty, for the chance that a seat holds
    /// a given unseen card.
    hidden: usize,
    /// Which rule player decides (the frozen baseline keeps its old heuristics).
    pub book: Rulebook,
    pub w: Weights,
    /// What a card point is worth now against an average point (see [`point_weight`]).
    pub point_weight: f64,
}

impl<'a> Table<'a> {
    pub fn new(view: &'a SeatView) -> Table<'a> {
        Table::with_memory(view, Memory::new(view))
    }

    /// The table with the seat's memory already worked out.
    pub fn with_memory(view: &'a SeatView, mem: Memory) -> Table<'a> {
        let order = mem.order.clone();
        let me = view.seat;
        let n = view.rules.players as usize;
        let held = face_counts(&view.hand);
        let open: Vec<FriendCall> = view
            .calls
            .iter()
            .zip(view.friends.iter().chain(std::iter::repeat(&None)))
            .filter(|(c, f)| f.is_none() && mem.played(c.face) < c.nth)
            .map(|(c, _)| *c)
            .collect();
        let is_dealer = view.dealer == Some(me);
        let reveal = if is_dealer || view.declarers.get(me).copied().unwrap_or(false) {
            None
        } else {
            open.iter()
                .find(|c| {
                    let mine = held.get(c.face.index()).copied().unwrap_or(0);
                    mem.played(c.face) + mine >= c.nth
                })
                .map(|c| (*c, c.nth - mem.played(c.face)))
        };
        let declaring = view.declarers.get(me).copied().unwrap_or(false) || reveal.is_some();
        let sides = (0..n)
            .map(|s| {
                if s == me {
                    return Side::Me;
                }
                match view.rules.teams {
                    Teams::Fixed if s % 2 == me % 2 => Side::Ally,
                    Teams::Fixed => Side::Opponent,
                    Teams::FindFriends => {
                        let decl = view.declarers.get(s).copied().unwrap_or(false);
                        if decl && declaring {
                            Side::Ally
                        } else if decl {
                            Side::Opponent
                        } else if !open.is_empty() {
                            Side::Unknown
                        } else if declaring {
                            Side::Opponent
                        } else {
                            Side::Ally
                        }
                    }
                }
            })
            .collect();
        let kitty_hidden = if view.buried.is_some() || view.kitty.is_some() {
            0
        } else {
            view.rules.kitty_size as usize
        };
        let hidden = (0..n)
            .filter(|&s| s != me)
            .map(|s| view.hand_sizes.get(s).copied().unwrap_or(0))
            .sum::<usize>()
            + kitty_hidden;
        Table {
            view,
            order,
            mem,
            me,
            n,
            width: view.rules.max_width(),
            sides,
            declaring,
            reveal,
            held,
            hidden: hidden.max(1),
            book: Rulebook::Current,
            w: WEIGHTS,
            point_weight: point_weight(view),
        }
    }

    /// The same table, decided by `book`'s player.
    pub fn by(mut self, book: Rulebook) -> Table<'a> {
        self.book = book;
        self.w = match book {
            Rulebook::Current => WEIGHTS,
            Rulebook::Baseline => BASELINE_WEIGHTS,
        };
        if book == Rulebook::Baseline {
            self.point_weight = 1.0;
        }
        self
    }

    /// Whether today's player decides (not the frozen baseline).
    pub fn current(&self) -> bool {
        self.book == Rulebook::Current
    }

    pub fn side(&self, seat: usize) -> Side {
        self.sides.get(seat).copied().unwrap_or(Side::Unknown)
    }

    pub fn friendly(&self, seat: usize) -> bool {
        matches!(self.side(seat), Side::Me | Side::Ally)
    }

    /// Every other seat.
    pub fn others(&self) -> Vec<usize> {
        (1..self.n).map(|k| (self.me + k) % self.n).collect()
    }

    /// Copies of `face` in the hand.
    pub fn held(&self, face: Face) -> u8 {
        self.held.get(face.index()).copied().unwrap_or(0)
    }

    pub fn esuit(&self, c: &Card) -> u8 {
        self.order.esuit(c.face)
    }

    pub fn is_trump(&self, c: &Card) -> bool {
        self.esuit(c) == TRUMP
    }

    /// Cards of effective suit `es` in the hand.
    pub fn suit_cards(&self, es: u8) -> Vec<Card> {
        self.view
            .hand
            .iter()
            .copied()
            .filter(|c| self.esuit(c) == es)
            .collect()
    }

    /// What keeping a card is worth, in points: trumps by rank; plain cards by how many unseen
    /// cards of their suit are higher (the top card left is a likely winner).
    pub fn keep(&self, c: &Card) -> f64 {
        let level = self.order.level(c.face);
        let es = self.esuit(c);
        if es == TRUMP {
            return self.w.keep_trump + level as f64;
        }
        let higher: usize = self
            .mem
            .pool(es)
            .iter()
            .filter(|g| g.level > level)
            .map(|g| g.count as usize)
            .sum();
        match higher {
            0 => self.w.keep_top,
            1..=2 => self.w.keep_near_top,
            _ => 0.5 + level as f64 * 0.15,
        }
    }

    /// What spending `cards` costs: their keep values, plus pairs spent or broken.
    pub fn cost(&self, cards: &[Card]) -> f64 {
        let mut total: f64 = cards.iter().map(|c| self.keep(c)).sum();
        let mut seen: Vec<Face> = Vec::with_capacity(cards.len());
        for c in cards {
            if seen.contains(&c.face) {
                continue;
            }
            seen.push(c.face);
            let used = cards.iter().filter(|x| x.face == c.face).count() as u8;
            let held = self.held(c.face);
            if held >= 2 {
                total += if used < held { 2.0 } else { 1.5 };
            }
        }
        total
    }

    fn hand_size(&self, seat: usize) -> usize {
        self.view.hand_sizes.get(seat).copied().unwrap_or(0)
    }

    /// Probability that a seat's hand holds one given unseen card of effective suit `es`: its
    /// share of the cards that may hold it (the hands not void in `es`, and the hidden kitty).
    fn share(&self, seat: usize, es: u8) -> f64 {
        let others = self.others();
        let in_hands: usize = others.iter().map(|&s| self.hand_size(s)).sum();
        let holders: usize = others
            .iter()
            .filter(|&&s| !self.mem.is_void(s, es))
            .map(|&s| self.hand_size(s))
            .sum::<usize>()
            + self.hidden.saturating_sub(in_hands);
        (self.hand_size(seat) as f64 / holders.max(1) as f64).min(1.0)
    }

    /// Probability that `seat` holds no card of plain suit `es`.
    pub fn p_void(&self, seat: usize, es: u8) -> f64 {
        if self.mem.is_void(seat, es) {
            return 1.0;
        }
        let size = self.hand_size(seat) as f64;
        let expected = self.mem.unseen_in(es) as f64 * size / self.hidden as f64;
        (-expected).exp()
    }

    /// Probability that the play now winning a trick (effective suit `ws`, unit tops `tops`
    /// aligned with the lead's `units`, led in `lead_suit`) still wins after `later` have
    /// played. Friendly seats never take it.
    pub fn p_hold(
        &self,
        lead_suit: u8,
        units: &[Unit],
        ws: u8,
        tops: &[u8],
        later: &[usize],
    ) -> f64 {
        let Some(first) = units.first() else {
            return 1.0;
        };
        let shape = first.shape();
        let key = units
            .iter()
            .zip(tops)
            .filter(|(u, _)| u.shape() == shape)
            .map(|(_, t)| *t)
            .max()
            .unwrap_or(0);
        let (w, len) = (first.width, first.length);
        let multi = if units.len() > 1 { 0.3 } else { 1.0 };
        let cards = (w as i32) * (len as i32);
        let chance = |h: usize, share: f64| 1.0 - (1.0 - share.powi(cards)).powi(h as i32);
        let mut p = 1.0;
        for &s in later {
            if self.friendly(s) {
                continue;
            }
            let q = if ws == lead_suit {
                let follow = if self.mem.is_void(s, lead_suit)
                    || (w >= 2 && !self.mem.may_hold_tuples(s, lead_suit))
                {
                    0.0
                } else {
                    let h = self.mem.higher_units(lead_suit, w, len, Some(key));
                    chance(h, self.share(s, lead_suit)) * multi
                };
                let ruff = if lead_suit == TRUMP || self.mem.is_void(s, TRUMP) {
                    0.0
                } else {
                    let pv = self.p_void(s, lead_suit);
                    let h = self.mem.higher_units(TRUMP, w, len, None);
                    let with = match (w, len) {
                        _ if h == 0 => 0.0,
                        (1, _) => 0.9,
                        (_, 1) => (0.15 * h as f64).min(0.6),
                        _ => (0.05 * h as f64).min(0.3),
                    };
                    // Today's player knows a ruff beats a throw as surely as one unit: the
                    // baseline discounted it like a follow, and threw into known voids.
                    pv * with * if self.current() { 1.0 } else { multi }
                };
                1.0 - (1.0 - follow) * (1.0 - ruff)
            } else if ws == TRUMP {
                let pv = self.p_void(s, lead_suit);
                if pv == 0.0 || self.mem.is_void(s, TRUMP) {
                    0.0
                } else {
                    let h = self.mem.higher_units(TRUMP, w, len, Some(key));
                    pv * chance(h, self.share(s, TRUMP)).max(if h > 0 && w == 1 {
                        0.5
                    } else {
                        0.0
                    }) * multi
                }
            } else {
                0.0
            };
            p *= 1.0 - q.clamp(0.0, 1.0);
        }
        p
    }

    /// The common measure of a play: the points it is likely to win or lose for this seat's
    /// side, the lead, and what the cards spent were worth. `p` is the chance this side takes
    /// the trick, `mine` whether this seat's own play would be the winning one, `table` the
    /// points already on the trick and `later` the seats still to play.
    pub fn score(&self, cards: &[Card], p: f64, mine: bool, table: u32, later: usize) -> f64 {
        let points = (table + points_of(cards)) as f64
            + self.w.added_per_card * (later * cards.len()) as f64;
        self.score_points(cards, p, mine, points)
    }

    /// [`Table::score`] with the points the trick will hold already estimated.
    pub fn score_points(&self, cards: &[Card], p: f64, mine: bool, points: f64) -> f64 {
        let realised = if mine { p } else { 0.0 };
        let spent: f64 = cards
            .iter()
            .map(|c| {
                let r = if self.is_trump(c) { 0.15 } else { 0.6 };
                self.keep(c) * (1.0 - r * realised)
            })
            .sum::<f64>()
            + (self.cost(cards) - cards.iter().map(|c| self.keep(c)).sum::<f64>());
        (2.0 * p - 1.0) * points * self.point_weight + self.w.lead_value * p - spent
            + self.friend_bonus(cards)
    }

    /// Zhao Pengyou: playing the called copy that makes this seat a friend is worth a lot; the
    /// dealer answering its own call (and so playing alone) costs as much.
    pub fn friend_bonus(&self, cards: &[Card]) -> f64 {
        if let Some((call, need)) = self.reveal {
            let k = cards.iter().filter(|c| c.face == call.face).count() as u8;
            if k >= need {
                return 10.0;
            }
        }
        if self.view.dealer == Some(self.me) {
            for (i, call) in self.view.calls.iter().enumerate() {
                let open = self.view.friends.get(i).is_none_or(|f| f.is_none());
                let k = cards.iter().filter(|c| c.face == call.face).count() as u8;
                let played = self.mem.played(call.face);
                if open && k > 0 && played < call.nth && played + k >= call.nth {
                    return -15.0;
                }
            }
        }
        0.0
    }
}

/// What a card point is worth now, against its worth on average over a round: points count
/// where the defenders' final total may cross a line of the scoring table (any point at all,
/// one step, the take-over threshold, each step beyond) and little where it surely will not.
/// The final total is guessed from the points taken so far and those still out (the defenders
/// take some 40% of them, give or take a third of what is left); the weight is the expected
/// levels a point moves, as a share of one level a step, between 0.4 and 2.5.
pub fn point_weight(view: &SeatView) -> f64 {
    let rules = &view.rules;
    let step = rules.step().max(1) as f64;
    let taken: u32 = view.captured.iter().sum();
    let out = rules.total_points().saturating_sub(taken) as f64;
    let now = view.opponents_points.max(0) as f64;
    let mean = now + 0.4 * out;
    let sd = (0.33 * out).max(step / 4.0);
    let density = |x: f64| {
        let z = (x - mean) / sd;
        (-0.5 * z * z).exp() / (sd * (2.0 * std::f64::consts::PI).sqrt())
    };
    let threshold = rules.threshold() as f64;
    // (where the line is, levels it moves for the declarers)
    let mut lines = vec![(0.5, 1.0), (step, 1.0), (threshold, 1.5)];
    let mut at = threshold + step;
    while at <= rules.total_points() as f64 {
        lines.push((at, 1.0));
        at += step;
    }
    let levels_per_point: f64 = lines
        .iter()
        .filter(|(x, _)| *x > now)
        .map(|(x, drop)| drop * density(*x))
        .sum();
    (levels_per_point * step).clamp(0.4, 2.5)
}
