//! What a seat's follows suggest about its hand beyond what it has shown for certain (issue 66).
//! Players give points to a partner who keeps the trick and keep them from an opponent who
//! takes it, so, on a lead of one card, with fixed partnerships:
//!
//! - the last seat to follow, its partner winning, that plays a card of the suit without points
//!   probably holds no 5 or 10 of the suit ([`Lean::Feeds`]);
//! - a seat that follows an opponent's winning card with a point card of the suit that does not
//!   win probably holds no card of the suit without points that would not win either
//!   ([`Lean::Sheds`]).
//!
//! And a dealer buries low plain cards: the hidden kitty probably holds no trump, point card or
//! ace ([`kept_from_kitty`]).
//!
//! They are leanings, not facts: the sampler keeps them where a deal can (see
//! [`super::sample`]), those [`Leanings::asked`] for.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Rank};
use crate::shengji::order::{Order, points};
use crate::shengji::rules::Teams;
use crate::shengji::trick::Trick;
use crate::shengji::{Phase, SeatView};

/// Which leaning a follow showed (for tests and the accuracy report).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lean {
    Feeds,
    Sheds,
}

/// `unlikely[seat][face]`: the seat's follows suggest it holds no copy of the face, and why.
pub type Unlikely = Vec<[Option<Lean>; Face::COUNT]>;

/// Which leanings the sampler keeps: natively `CARDTABLE_SHENGJI_INFER=on` (or `follows`) the
/// follows', `kitty` the kitty's, `all` both, for the league to judge them before they ship
/// (issue 66's shipping rule); none yet in the browser.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Leanings {
    pub follows: bool,
    pub kitty: bool,
}

impl Leanings {
    pub const NONE: Leanings = Leanings {
        follows: false,
        kitty: false,
    };
    pub const ALL: Leanings = Leanings {
        follows: true,
        kitty: true,
    };

    /// The leanings asked for (see [`Leanings`]).
    pub fn asked() -> Leanings {
        #[cfg(not(target_arch = "wasm32"))]
        {
            static ASKED: std::sync::OnceLock<Leanings> = std::sync::OnceLock::new();
            *ASKED.get_or_init(|| {
                let v = std::env::var("CARDTABLE_SHENGJI_INFER").unwrap_or_default();
                Leanings {
                    follows: matches!(v.as_str(), "on" | "follows" | "all"),
                    kitty: matches!(v.as_str(), "kitty" | "all"),
                }
            })
        }
        #[cfg(target_arch = "wasm32")]
        Leanings::NONE
    }
}

/// Whether the hidden kitty probably lacks `face`: a dealer keeps trumps, point cards and aces
/// in the hand and buries low plain cards (see [`super::bury`]).
pub fn kept_from_kitty(face: Face, order: &Order) -> bool {
    order.is_trump(face) || points(face) > 0 || face.rank() == Some(Rank::Ace)
}

/// The faces each seat's follows this round suggest it does not hold (none for the view's own
/// seat; none at all without fixed partnerships, where a follower's side may be unknown).
pub fn unlikely(view: &SeatView, order: &Order) -> Unlikely {
    let n = view.hand_sizes.len();
    let mut out: Unlikely = vec![[None; Face::COUNT]; n];
    if view.rules.teams != Teams::Fixed || view.phase != Phase::Playing || !n.is_multiple_of(2) {
        return out;
    }
    for t in view.tricks.iter().chain(view.trick.as_ref()) {
        read(t, view, order, &mut out);
    }
    out
}

fn read(t: &Trick, view: &SeatView, order: &Order, out: &mut Unlikely) {
    let ([u], Some(first)) = (t.units.as_slice(), t.plays.first()) else {
        return;
    };
    if u.width != 1 || u.length != 1 {
        return;
    }
    let n = view.hand_sizes.len();
    let beat = view.rules.throw_beat;
    let mut before = Trick::new(t.leader, first.cards.clone(), t.suit, t.units.clone());
    for (k, p) in t.plays.iter().enumerate().skip(1) {
        if let ([c], true) = (p.cards.as_slice(), p.seat != view.seat)
            && order.esuit(c.face) == t.suit
            && before.beating(&p.cards, order, beat).is_none()
        {
            let partner_wins = before.winner % 2 == p.seat % 2;
            let last = k + 1 == n;
            let lean = match (partner_wins, points(c.face) > 0) {
                (true, false) if last => Some(Lean::Feeds),
                (false, true) => Some(Lean::Sheds),
                _ => None,
            };
            if let (Some(lean), Some(row)) = (lean, out.get_mut(p.seat)) {
                for face in order.faces_of(t.suit) {
                    let likely_not = match lean {
                        Lean::Feeds => matches!(points(face), 5 | 10),
                        Lean::Sheds => {
                            points(face) == 0
                                && before.beating(&[Card::new(face, 0)], order, beat).is_none()
                        }
                    };
                    if let (true, Some(slot)) = (likely_not, row.get_mut(face.index())) {
                        slot.get_or_insert(lean);
                    }
                }
            }
        }
        before.add(p.seat, p.cards.clone(), order, beat);
    }
}
