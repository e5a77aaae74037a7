//! What one seat may see ([`SeatView`]) and the legal-move helpers that work from it alone.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::cards::{Card, Rank};

use super::bidding::Bid;
use super::bidding::check_bid;
use super::combination::{LeadUnits, lead_units};
use super::error::ActionError;
use super::follow::{check_follow, legal_follows, random_follow};
use super::game::{Action, ActionKind, FailedThrow, FriendCall, Phase, RoundResult};
use super::hand::check_cards;
use super::kitty::{check_burial, check_calls, may_show_misdeal};
use super::order::{Order, Trump};
use super::rules::Rules;
use super::ser;
use super::trick::Trick;

/// One seat's view: own hand, public table, nothing hidden from that player. The legal-move
/// helpers work from it alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: usize,
    pub rules: Rules,
    pub phase: Phase,
    pub round: u32,
    pub to_act: Option<usize>,
    /// Own hand, sorted by the round's order (trumps first).
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<usize>,
    #[serde(with = "ser::ranks")]
    pub levels: Vec<Rank>,
    pub dealer: Option<usize>,
    #[serde(with = "ser::rank")]
    pub trump_rank: Rank,
    /// Final trump, once bidding is over.
    pub trump: Option<Trump>,
    pub bid: Option<Bid>,
    pub bids: Vec<Bid>,
    pub passed: Vec<bool>,
    /// Bids this seat may make now.
    pub bid_options: Vec<Vec<Card>>,
    pub cards_to_draw: usize,
    /// The kitty cards, for the dealer while burying.
    pub kitty: Option<Vec<Card>>,
    /// Kitty cards turned up to fix the trump when nobody bid.
    pub kitty_flips: Vec<Card>,
    /// The buried cards: the dealer knows them; everyone sees them after the round.
    pub buried: Option<Vec<Card>>,
    pub calls: Vec<FriendCall>,
    /// Seat revealed by each call (the dealer if they played the copy themselves).
    pub friends: Vec<Option<usize>>,
    /// Known declaring side (dealer, partner, revealed friends).
    pub declarers: Vec<bool>,
    pub trick: Option<Trick>,
    /// Finished tricks of this round.
    pub tricks: Vec<Trick>,
    pub captured: Vec<u32>,
    pub opponents_points: i32,
    pub failed_throws: Vec<FailedThrow>,
    pub results: Vec<RoundResult>,
    pub winners: Vec<usize>,
}

impl SeatView {
    /// Card order of the round as far as this seat knows it.
    pub fn order(&self) -> Order {
        Order::new(self.trump.unwrap_or_else(|| {
            Trump::new(self.trump_rank, self.bid.as_ref().and_then(|b| b.suit()))
        }))
    }

    /// Whether it is this seat's turn to play.
    pub fn my_turn(&self) -> bool {
        self.to_act == Some(self.seat)
    }

    /// The kinds of action this seat may take now (the cards still have to be legal).
    pub fn action_kinds(&self) -> Vec<ActionKind> {
        let mine = self.my_turn();
        let can_bid = !self.bid_options.is_empty();
        let mut out = Vec::new();
        match self.phase {
            Phase::Drawing => {
                if mine {
                    out.push(ActionKind::Draw);
                }
                if can_bid {
                    out.push(ActionKind::Bid);
                }
            }
            Phase::Declaring => {
                if can_bid {
                    out.push(ActionKind::Bid);
                }
                if !self.passed.get(self.seat).copied().unwrap_or(true) {
                    out.push(ActionKind::Pass);
                }
            }
            Phase::Burying => {
                if mine {
                    out.push(ActionKind::Bury);
                }
                if self.rules.misdeal {
                    out.push(ActionKind::Misdeal);
                }
            }
            Phase::CallingFriends if mine => out.push(ActionKind::CallFriends),
            Phase::Playing if mine => out.push(ActionKind::Play),
            Phase::RoundOver => out.push(ActionKind::NextRound),
            _ => {}
        }
        out
    }

    /// The action this seat takes now because it has no other: drawing its card with no bid
    /// to make, or passing the last bids (where any seat may act) with none. `None` where there
    /// is a choice: only such a step needs a player to decide it.
    pub fn only_action(&self) -> Option<Action> {
        match (self.phase, self.action_kinds().as_slice()) {
            (Phase::Drawing, [ActionKind::Draw]) => Some(Action::Draw),
            (Phase::Declaring, [ActionKind::Pass]) => Some(Action::Pass),
            _ => None,
        }
    }

    /// Checks a play against everything visible: own cards, one suit for a lead, following
    /// obligations. (A throw may still fail against hands this seat cannot see.)
    pub fn check_play(&self, cards: &[Card]) -> Result<(), ActionError> {
        check_cards(&self.hand, cards)?;
        let order = self.order();
        match &self.trick {
            None => {
                let suit = cards.first().map_or(0, |c| order.esuit(c.face));
                if cards.iter().any(|c| order.esuit(c.face) != suit) {
                    return Err(ActionError::MixedSuits);
                }
                Ok(())
            }
            Some(t) => check_follow(
                &self.hand,
                t.suit,
                &t.units,
                cards,
                &order,
                self.rules.max_width(),
            ),
        }
    }

    /// Whether `action` would be accepted now, judged from this seat's view alone: the checks of
    /// [`Game::apply`](super::Game::apply) without playing it. (A throw that another hand can
    /// beat is not refused: it fails as the table plays it.)
    pub fn check_action(&self, action: &Action) -> Result<(), ActionError> {
        let phase = |ok: bool, what: &str| {
            if ok {
                Ok(())
            } else {
                Err(ActionError::WrongPhase {
                    action: what.to_string(),
                    phase: self.phase,
                })
            }
        };
        let my_turn = || match self.to_act {
            Some(s) if s != self.seat => Err(ActionError::NotYourTurn { to_act: s }),
            _ => Ok(()),
        };
        match action {
            Action::Draw => {
                phase(self.phase == Phase::Drawing, "draw a card")?;
                my_turn()
            }
            Action::Bid(cards) => {
                phase(
                    matches!(self.phase, Phase::Drawing | Phase::Declaring),
                    "bid",
                )?;
                check_cards(&self.hand, cards)?;
                check_bid(
                    self.bid.as_ref(),
                    self.seat,
                    cards,
                    self.trump_rank,
                    &self.rules,
                )
            }
            Action::Pass => {
                phase(self.phase == Phase::Declaring, "pass")?;
                if self.passed.get(self.seat).copied().unwrap_or(false) {
                    return Err(ActionError::AlreadyPassed);
                }
                Ok(())
            }
            Action::Misdeal => {
                if !self.rules.misdeal {
                    return Err(ActionError::MisdealNotAllowed);
                }
                phase(self.phase == Phase::Burying, "call a misdeal")?;
                // The dealer shows the hand as dealt, without the kitty.
                let kitty = self.kitty.as_deref().unwrap_or_default();
                let hand: Vec<Card> = self
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| !kitty.contains(c))
                    .collect();
                if !may_show_misdeal(&hand, &self.order()) {
                    return Err(ActionError::NoMisdeal);
                }
                Ok(())
            }
            Action::Bury(cards) => {
                phase(self.phase == Phase::Burying, "bury cards")?;
                self.dealer_only()?;
                check_burial(&self.hand, cards, &self.rules)
            }
            Action::CallFriends(calls) => {
                phase(self.phase == Phase::CallingFriends, "call friends")?;
                self.dealer_only()?;
                check_calls(calls, &self.rules)
            }
            Action::Play(cards) => {
                phase(self.phase == Phase::Playing, "play cards")?;
                my_turn()?;
                self.check_play(cards)
            }
            Action::NextRound => phase(self.phase == Phase::RoundOver, "start the next round"),
        }
    }

    fn dealer_only(&self) -> Result<(), ActionError> {
        match self.dealer {
            Some(d) if d != self.seat => Err(ActionError::NotYourTurn { to_act: d }),
            _ => Ok(()),
        }
    }

    /// Legal follows (at most `cap`, distinct faces), or every unit that could be led.
    pub fn legal_plays(&self, cap: usize) -> Vec<Vec<Card>> {
        let order = self.order();
        let w = self.rules.max_width();
        match &self.trick {
            Some(t) => legal_follows(&self.hand, t.suit, &t.units, &order, w, cap),
            None => lead_units(&self.hand, &order, w)
                .iter()
                .take(cap)
                .map(|u| u.cards_from(&self.hand))
                .collect(),
        }
    }

    /// A legal play chosen at random (a random unit when leading).
    pub fn random_play<R: Rng>(&self, rng: &mut R) -> Vec<Card> {
        random_play(
            &self.hand,
            self.trick.as_ref(),
            &self.order(),
            self.rules.max_width(),
            rng,
        )
    }
}

/// A random legal play for `hand`: a follow of `trick`, or a random lead (mostly single units,
/// sometimes a throw of two units of one suit).
pub fn random_play<R: Rng>(
    hand: &[Card],
    trick: Option<&Trick>,
    order: &Order,
    max_width: u8,
    rng: &mut R,
) -> Vec<Card> {
    if let Some(t) = trick {
        return random_follow(hand, t.suit, &t.units, order, max_width, rng);
    }
    // Counted, not built: only the units picked are made.
    let units = LeadUnits::new(hand, order, max_width);
    if units.is_empty() {
        return Vec::new();
    }
    let pick = |rng: &mut R| units.get(rng.random_range(0..units.len()));
    let Some(first) = pick(rng) else {
        return Vec::new();
    };
    let mut cards = first.cards_from(hand);
    if rng.random_range(0..6) == 0 {
        // Try a throw: add a disjoint unit of the same suit.
        if let Some(other) = pick(rng)
            && other.suit == first.suit
        {
            let rest: Vec<Card> = hand
                .iter()
                .copied()
                .filter(|c| !cards.contains(c))
                .collect();
            if other
                .faces
                .iter()
                .all(|f| rest.iter().filter(|c| c.face == *f).count() >= other.width as usize)
            {
                cards.extend(other.cards_from(&rest));
            }
        }
    }
    cards
}
