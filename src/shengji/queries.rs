//! What the match shows: the rules, the phase, whose turn, hands, bids, tricks and results, and
//! [`Game::view`], all a seat may see. Read-only; [`Game::apply`] is in [`super::game`].

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Rank};

use super::bidding::{Bid, bid_options};
use super::game::{FailedThrow, FriendCall, Game, Phase, RoundResult};
use super::order::{Order, Trump};
use super::rules::Rules;
use super::trick::Trick;
use super::view::SeatView;

impl Game {
    /// The rules the match is played with.
    /// The seed the match was created with (every deal follows from it).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Where the round is.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Round number, from 1.
    pub fn round_number(&self) -> u32 {
        self.round_no
    }

    /// Whose turn it is; `None` when any seat may act (last bids, between rounds).
    pub fn to_act(&self) -> Option<usize> {
        match self.phase {
            Phase::Drawing | Phase::Burying | Phase::CallingFriends | Phase::Playing => {
                Some(self.round.to_act)
            }
            _ => None,
        }
    }

    /// A seat's hand (all hands: this is the authority, not a view).
    pub fn hand(&self, seat: usize) -> &[Card] {
        self.round.hands.get(seat).map_or(&[], |h| h.as_slice())
    }

    /// Every seat's level (partners share theirs in fixed partnerships).
    pub fn levels(&self) -> &[Rank] {
        &self.levels
    }

    /// The dealer; `None` in round 1 until the bidding is over.
    pub fn dealer(&self) -> Option<usize> {
        self.dealer
    }

    /// The trump once bidding is over, else the one the standing bid names.
    pub fn trump_or_bid(&self) -> Trump {
        self.round.trump.unwrap_or_else(|| {
            Trump::new(
                self.round.trump_rank,
                self.round.bid.as_ref().and_then(|b| b.suit()),
            )
        })
    }

    /// Card order of the round (see [`Game::trump_or_bid`]).
    pub fn order(&self) -> &Order {
        &self.round.order
    }

    /// The kitty as dealt (the dealer takes it before burying).
    /// The cards still to be drawn, in drawing order.
    pub fn stock(&self) -> &[Card] {
        &self.round.stock
    }

    pub fn kitty(&self) -> &[Card] {
        &self.round.kitty
    }

    /// The cards buried by the dealer this round.
    pub fn buried(&self) -> &[Card] {
        &self.round.buried
    }

    /// Cards not drawn yet.
    pub fn cards_to_draw(&self) -> usize {
        self.round.stock.len()
    }

    /// Friend calls of the round and the seat each one revealed.
    pub fn friends(&self) -> (&[FriendCall], &[Option<usize>]) {
        (&self.round.calls, &self.round.friends)
    }

    /// Failed throws of the round.
    pub fn failed_throws(&self) -> &[FailedThrow] {
        &self.round.failed_throws
    }

    /// The trick being played, if one has been led.
    pub fn trick(&self) -> Option<&Trick> {
        self.round.trick.as_ref()
    }

    /// Finished tricks of the round, in order.
    pub fn tricks(&self) -> &[Trick] {
        &self.round.tricks
    }

    /// The standing bid.
    pub fn bid(&self) -> Option<&Bid> {
        self.round.bid.as_ref()
    }

    /// Seats that have passed in the last-bids phase.
    pub fn passed(&self) -> &[bool] {
        &self.round.passed
    }

    /// The declaring side as known now (dealer, partner, revealed friends).
    pub fn declarers(&self) -> &[bool] {
        &self.round.declarers
    }

    /// Points taken in tricks by each seat this round.
    pub fn captured(&self) -> &[u32] {
        &self.round.captured
    }

    /// Results of the finished rounds.
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }

    /// Seats that won the match (empty while it goes on).
    pub fn winners(&self) -> &[usize] {
        &self.winners
    }

    /// Redeals so far in the match.
    pub fn redeals(&self) -> u32 {
        self.redeals
    }

    /// Points the opponents hold now (captured by seats not on the declaring side, with
    /// failed-throw penalties), as the UI shows them live.
    pub fn opponents_points(&self) -> i32 {
        let r = &self.round;
        let sum: u32 = (0..self.n())
            .filter(|s| !r.declarers.get(*s).copied().unwrap_or(false))
            .map(|s| r.captured.get(s).copied().unwrap_or(0))
            .sum();
        sum as i32 + r.penalty
    }

    /// Bids `seat` may make now (empty outside the bidding phases).
    pub fn bid_options(&self, seat: usize) -> Vec<Vec<Card>> {
        if !matches!(self.phase, Phase::Drawing | Phase::Declaring) || seat >= self.n() {
            return Vec::new();
        }
        bid_options(
            self.round.bid.as_ref(),
            seat,
            self.round.hands.get(seat).map_or(&[][..], Vec::as_slice),
            self.round.trump_rank,
            &self.rules,
        )
    }

    /// What `seat` may see. A seat number outside the table gets a spectator's view: no hand,
    /// no bids, nothing hidden shown.
    pub fn view(&self, seat: usize) -> SeatView {
        let mut hand = self.round.hands.get(seat).cloned().unwrap_or_default();
        self.round.order.sort(&mut hand);
        let r = &self.round;
        let over = matches!(self.phase, Phase::RoundOver | Phase::MatchOver);
        let is_dealer = Some(seat) == self.dealer;
        SeatView {
            seat,
            rules: self.rules.clone(),
            phase: self.phase,
            round: self.round_no,
            to_act: self.to_act(),
            hand,
            hand_sizes: r.hands.iter().map(Vec::len).collect(),
            levels: self.levels.clone(),
            dealer: self.dealer,
            trump_rank: r.trump_rank,
            trump: r.trump,
            bid: r.bid.clone(),
            bids: r.bids.clone(),
            passed: r.passed.clone(),
            bid_options: self.bid_options(seat),
            cards_to_draw: r.stock.len(),
            kitty: (is_dealer && self.phase == Phase::Burying).then(|| r.kitty.clone()),
            kitty_flips: r.kitty_flips.clone(),
            buried: ((is_dealer || over) && !r.buried.is_empty()).then(|| r.buried.clone()),
            calls: r.calls.clone(),
            friends: r.friends.clone(),
            declarers: r.declarers.clone(),
            trick: r.trick.clone(),
            tricks: r.tricks.clone(),
            captured: r.captured.clone(),
            opponents_points: self.opponents_points(),
            failed_throws: r.failed_throws.clone(),
            results: self.results.clone(),
            winners: self.winners.clone(),
        }
    }
}
