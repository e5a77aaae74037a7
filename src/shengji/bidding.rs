//! Bidding for trump while the cards are drawn: showing trump-rank cards names the trump suit,
//! a pair of identical jokers names no-trump. A new bid must be strictly stronger.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Joker, Rank, Suit};

use super::error::{ActionError, BidFault};
use super::rules::{Rules, Teams};

/// A bid on the table: the cards a seat showed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bid {
    pub seat: usize,
    pub cards: Vec<Card>,
}

/// The kind of a valid bid: a trump-rank face (perhaps with jokers added), or a joker pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Rank(Face),
    Jokers(Joker),
}

fn classify(cards: &[Card], rank: Rank, rules: &Rules) -> Result<Kind, ActionError> {
    if cards.is_empty() {
        return Err(ActionError::NoCards);
    }
    let mut rank_face: Option<Face> = None;
    let mut joker: Option<Joker> = None;
    let mut mixed_jokers = false;
    for c in cards {
        match c.face {
            Face::Joker(j) => {
                if joker.is_some_and(|k| k != j) {
                    mixed_jokers = true;
                }
                joker = Some(j);
            }
            Face::Suited(_, r) if r == rank => {
                if rank_face.is_some_and(|f| f != c.face) {
                    return Err(ActionError::NotABid {
                        fault: BidFault::MixedRankCards,
                    });
                }
                rank_face = Some(c.face);
            }
            Face::Suited(..) => {
                return Err(ActionError::NotABid {
                    fault: BidFault::OffRank { rank, card: c.face },
                });
            }
        }
    }
    match (rank_face, joker) {
        (Some(f), None) => Ok(Kind::Rank(f)),
        (Some(f), Some(_)) => {
            if rules.bid_jokers_with_rank && cards.len() >= 3 {
                Ok(Kind::Rank(f))
            } else {
                Err(ActionError::NotABid {
                    fault: BidFault::JokersWithRank,
                })
            }
        }
        (None, Some(_)) if mixed_jokers => Err(ActionError::NotABid {
            fault: BidFault::MixedJokers,
        }),
        (None, Some(_)) if cards.len() < 2 => Err(ActionError::SingleJoker),
        (None, Some(j)) => Ok(Kind::Jokers(j)),
        (None, None) => Err(ActionError::NoCards),
    }
}

impl Bid {
    /// Trump suit named by the bid; `None` for a no-trump bid (or an invalid one).
    pub fn suit(&self) -> Option<Suit> {
        self.cards.iter().find_map(|c| c.suit())
    }

    /// (cards shown, 0 suit / 1 small jokers / 2 big jokers): compared lexicographically.
    pub fn strength(&self) -> (usize, u8) {
        let kind = if self.suit().is_some() {
            0
        } else if self.cards.iter().all(|c| c.face == Face::BIG_JOKER) {
            2
        } else {
            1
        };
        (self.cards.len(), kind)
    }

    /// "9♥", "9♣9♣", "no-trump (small joker ×2)", "9♣9♣ + small joker".
    pub fn describe(&self) -> String {
        if self.suit().is_none() {
            let j = self.cards.first().map_or(String::new(), |c| c.face.label());
            return format!("no-trump ({j} ×{})", self.cards.len());
        }
        let (jokers, rank): (Vec<&Card>, Vec<&Card>) =
            self.cards.iter().partition(|c| c.face.is_joker());
        let mut out: String = rank.iter().map(|c| c.face.label()).collect();
        for j in jokers {
            out.push_str(" + ");
            out.push_str(&j.face.label());
        }
        out
    }
}

fn partners(a: usize, b: usize, rules: &Rules) -> bool {
    rules.teams == Teams::Fixed && a != b && a % 2 == b % 2
}

/// Whether `seat` may show `cards` as a bid over `current` (the cards being in the hand is the
/// caller's check). Trump rank is `rank`.
pub fn check_bid(
    current: Option<&Bid>,
    seat: usize,
    cards: &[Card],
    rank: Rank,
    rules: &Rules,
) -> Result<(), ActionError> {
    let kind = classify(cards, rank, rules)?;
    let new = Bid {
        seat,
        cards: cards.to_vec(),
    };
    let Some(cur) = current else {
        return Ok(());
    };
    let cur_kind = classify(&cur.cards, rank, rules).ok();
    if cur.seat == seat {
        // Reinforcing: more copies of the same card, the shown cards kept.
        let keeps = cur.cards.iter().all(|c| cards.contains(c));
        if cur_kind != Some(kind) || cards.len() <= cur.cards.len() || !keeps {
            return Err(ActionError::OnlyReinforce {
                current: cur.clone(),
            });
        }
        return Ok(());
    }
    if partners(cur.seat, seat, rules) && cur_kind == Some(kind) {
        return Err(ActionError::CannotReinforcePartner);
    }
    if new.strength() <= cur.strength() {
        return Err(ActionError::BidTooWeak {
            current: cur.clone(),
        });
    }
    Ok(())
}

/// Every bid `seat` could make now from `hand`, weakest first.
pub fn bid_options(
    current: Option<&Bid>,
    seat: usize,
    hand: &[Card],
    rank: Rank,
    rules: &Rules,
) -> Vec<Vec<Card>> {
    // The copies of each trump-rank card and of each joker, in the hand's order (one pass: this
    // runs between draws).
    let mut ranks: [Vec<Card>; 4] = Default::default();
    let mut jokers: [Vec<Card>; 2] = Default::default();
    for c in hand {
        let list = match c.face {
            Face::Suited(s, r) if r == rank => ranks.get_mut(s.index()),
            Face::Joker(Joker::Small) => jokers.get_mut(0),
            Face::Joker(Joker::Big) => jokers.get_mut(1),
            Face::Suited(..) => None,
        };
        if let Some(list) = list {
            list.push(*c);
        }
    }
    let mut candidates: Vec<Vec<Card>> = Vec::new();
    if ranks.iter().chain(&jokers).all(Vec::is_empty) {
        return candidates;
    }
    for copies in &ranks {
        for k in 1..=copies.len() {
            let shown = copies.get(..k).unwrap_or_default();
            candidates.push(shown.to_vec());
            if rules.bid_jokers_with_rank {
                for js in &jokers {
                    for m in 1..=js.len() {
                        if k + m >= 3 {
                            let mut c = shown.to_vec();
                            c.extend_from_slice(js.get(..m).unwrap_or_default());
                            candidates.push(c);
                        }
                    }
                }
            }
        }
    }
    for js in &jokers {
        for m in 2..=js.len() {
            candidates.push(js.get(..m).unwrap_or_default().to_vec());
        }
    }
    // A reinforcement must keep the shown cards: rebuild it from them.
    if let Some(cur) = current.filter(|c| c.seat == seat) {
        candidates = candidates
            .into_iter()
            .map(|mut c| {
                for shown in &cur.cards {
                    if !c.contains(shown)
                        && let Some(x) = c
                            .iter_mut()
                            .find(|x| x.face == shown.face && !cur.cards.contains(x))
                    {
                        *x = *shown;
                    }
                }
                c
            })
            .collect();
    }
    candidates.retain(|c| check_bid(current, seat, c, rank, rules).is_ok());
    crate::cards::sort::sort_by_key(&mut candidates, |c| {
        Bid {
            seat,
            cards: c.clone(),
        }
        .strength()
    });
    candidates.dedup();
    candidates
}
