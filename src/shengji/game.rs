//! The state machine of a match: drawing with bidding, the kitty, friend calls, trick play and
//! scoring. [`Game::apply`] is the single entry point for a seat's action; [`Game::view`] is what
//! one seat may see.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Rank, deck, remove_cards, rng};

use super::bidding::{Bid, check_bid};
use super::combination::{decompose, groups};
use super::error::ActionError;
use super::follow::check_follow;
use super::hand::{card_places, check_cards, remove_places};
pub use super::kitty::FriendCall;
use super::kitty::{check_burial, check_calls, may_show_misdeal, trump_from_kitty};
use super::order::{Order, Trump, points_of};
use super::rules::Rules;
use super::scoring::{Outcome, kitty_multiplier, outcome, promote};
use super::ser;
use super::trick::{Blocked, Trick, check_throw};

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Cards are drawn one at a time (`Action::Draw` by the seat to draw); anyone may bid.
    Drawing,
    /// All cards are drawn: last chance to bid; every seat passes to close the bidding.
    Declaring,
    /// The dealer has taken the kitty and buries as many cards.
    Burying,
    /// Zhao Pengyou: the dealer calls the friend cards.
    CallingFriends,
    /// Trick play.
    Playing,
    /// The round is scored; any seat starts the next one with `Action::NextRound`.
    RoundOver,
    MatchOver,
}

impl Phase {
    pub fn describe(self) -> &'static str {
        match self {
            Phase::Drawing => "the cards are being drawn",
            Phase::Declaring => "the last bids are being made",
            Phase::Burying => "the dealer is burying the kitty",
            Phase::CallingFriends => "the dealer is calling friends",
            Phase::Playing => "tricks are being played",
            Phase::RoundOver => "the round is over",
            Phase::MatchOver => "the match is over",
        }
    }
}

/// Everything a seat can do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Draw the next card (the seat whose turn it is to draw).
    Draw,
    /// Show trump-rank cards (or a joker pair) from the hand as a bid.
    Bid(Vec<Card>),
    /// Done bidding (after the drawing).
    Pass,
    /// Show a hand with no trumps or no point cards to force a redeal (variant `misdeal`).
    Misdeal,
    /// The dealer buries this many cards as the kitty.
    Bury(Vec<Card>),
    /// Zhao Pengyou: the dealer's friend calls.
    CallFriends(Vec<FriendCall>),
    /// Lead or follow with these cards.
    Play(Vec<Card>),
    /// Start the next round once a round is over.
    NextRound,
}

/// The kinds of [`Action`], for telling a seat what it may do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionKind {
    Draw,
    Bid,
    Pass,
    Misdeal,
    Bury,
    CallFriends,
    Play,
    NextRound,
}

/// A throw that another hand could beat: the thrower played only `forced`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FailedThrow {
    pub seat: usize,
    pub attempted: Vec<Card>,
    pub blocked: Blocked,
    pub forced: Vec<Card>,
    /// Change to the opponents' points (variant `failed_throw_penalty`).
    pub penalty: i32,
}

impl fmt::Display for FailedThrow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "The throw failed: seat {} holds a {} that beats the {}, so seat {} plays only the {}.",
            self.blocked.blocker,
            self.blocked.by.describe(),
            self.blocked.unit.describe(),
            self.seat,
            self.blocked.unit.describe()
        )?;
        if self.penalty != 0 {
            write!(f, " Penalty: {:+} points to the opponents.", self.penalty)?;
        }
        Ok(())
    }
}

/// The scoring of a finished round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u32,
    pub dealer: usize,
    pub trump: Trump,
    /// Final declaring side (dealer, partner or revealed friends).
    pub declarers: Vec<bool>,
    pub kitty: Vec<Card>,
    pub kitty_points: u32,
    /// 0 when the declarers won the last trick.
    pub kitty_multiplier: u32,
    /// Opponents' points after kitty and penalties: what the result is based on.
    pub opponents_points: u32,
    pub outcome: Outcome,
    /// Seats promoted, and the levels of every seat afterwards.
    pub promoted: Vec<usize>,
    #[serde(with = "ser::ranks")]
    pub levels: Vec<Rank>,
    pub next_dealer: usize,
    /// Seats that won the match with this round (empty if it goes on).
    pub winners: Vec<usize>,
}

/// What an accepted action led to, for the UI to announce.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Done,
    /// Cards were shuffled and are drawn again (no bid in round 1, misdeal, `NoBid::Redeal`).
    Redeal,
    /// The throw was blocked; the forced unit was played instead.
    ThrowFailed(FailedThrow),
    TrickWon {
        winner: usize,
        points: u32,
    },
    RoundOver(Box<RoundResult>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Round {
    #[serde(with = "ser::rank")]
    pub(super) trump_rank: Rank,
    /// Cards still to draw (drawn from the end).
    pub(super) stock: Vec<Card>,
    pub(super) next_drawer: usize,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) bid: Option<Bid>,
    pub(super) bids: Vec<Bid>,
    pub(super) passed: Vec<bool>,
    pub(super) trump: Option<Trump>,
    pub(super) kitty: Vec<Card>,
    pub(super) kitty_flips: Vec<Card>,
    pub(super) buried: Vec<Card>,
    pub(super) calls: Vec<FriendCall>,
    pub(super) friends: Vec<Option<usize>>,
    pub(super) copies_played: Vec<u8>,
    pub(super) declarers: Vec<bool>,
    pub(super) trick: Option<Trick>,
    pub(super) tricks: Vec<Trick>,
    pub(super) captured: Vec<u32>,
    pub(super) penalty: i32,
    pub(super) failed_throws: Vec<FailedThrow>,
    pub(super) to_act: usize,
    /// Card order for the trump (or the standing bid): kept up to date, it is used by every play.
    pub(super) order: Order,
}

/// A whole match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(super) rules: Rules,
    pub(super) seed: u64,
    pub(super) deals: u64,
    #[serde(with = "ser::ranks")]
    pub(super) levels: Vec<Rank>,
    pub(super) round_no: u32,
    pub(super) dealer: Option<usize>,
    pub(super) phase: Phase,
    pub(super) round: Round,
    pub(super) results: Vec<RoundResult>,
    pub(super) winners: Vec<usize>,
    pub(super) redeals: u32,
}

pub(super) fn empty_round(n: usize, rank: Rank) -> Round {
    Round {
        trump_rank: rank,
        stock: Vec::new(),
        next_drawer: 0,
        hands: vec![Vec::new(); n],
        bid: None,
        bids: Vec::new(),
        passed: vec![false; n],
        trump: None,
        kitty: Vec::new(),
        kitty_flips: Vec::new(),
        buried: Vec::new(),
        calls: Vec::new(),
        friends: Vec::new(),
        copies_played: vec![0; Face::COUNT],
        declarers: vec![false; n],
        trick: None,
        tricks: Vec::new(),
        captured: vec![0; n],
        penalty: 0,
        failed_throws: Vec::new(),
        to_act: 0,
        order: Order::new(Trump::new(rank, None)),
    }
}

impl Game {
    /// A new match; round 1 starts drawing at once (a random seat draws first).
    pub fn new(rules: Rules, seed: u64) -> Result<Game, String> {
        rules.validate()?;
        let n = rules.players as usize;
        let mut game = Game {
            levels: vec![rules.start_level; n],
            round: empty_round(n, rules.start_level),
            rules,
            seed,
            deals: 0,
            round_no: 1,
            dealer: None,
            phase: Phase::Drawing,
            results: Vec::new(),
            winners: Vec::new(),
            redeals: 0,
        };
        game.start_round();
        Ok(game)
    }

    /// A round set up by hand (tests, puzzles, saved positions): the dealer has already taken
    /// `kitty` into the hand and must bury; `hands` must be of equal size.
    pub fn arranged(
        rules: Rules,
        levels: Vec<Rank>,
        dealer: usize,
        trump: Trump,
        hands: Vec<Vec<Card>>,
        kitty: Vec<Card>,
    ) -> Result<Game, String> {
        rules.validate()?;
        let n = rules.players as usize;
        if levels.len() != n || hands.len() != n || dealer >= n {
            return Err("one level and one hand per seat, and a dealer among them".into());
        }
        if kitty.len() != rules.kitty_size as usize {
            return Err(format!("the kitty must have {} cards", rules.kitty_size));
        }
        let size = hands.first().map_or(0, Vec::len);
        if hands.iter().any(|h| h.len() != size || h.is_empty()) {
            return Err("all hands must have the same, non-zero size".into());
        }
        let mut seen = vec![false; Face::COUNT * 4];
        for c in hands.iter().flatten().chain(&kitty) {
            match seen.get_mut(c.id()) {
                Some(s) if c.pack < rules.decks && !*s => *s = true,
                _ => {
                    let c = c.full_code();
                    return Err(format!("card {c} is repeated or not in the decks"));
                }
            }
        }
        let mut game = Game::new(rules, 0)?;
        game.levels = levels;
        game.dealer = Some(dealer);
        let mut round = empty_round(n, trump.rank);
        round.hands = hands;
        round.kitty = kitty;
        round.trump = Some(trump);
        round.order = Order::new(trump);
        game.round = round;
        game.pick_up_kitty(dealer);
        Ok(game)
    }

    /// A match whose first deal uses `cards` in this order instead of a shuffle (tests,
    /// puzzles, replays): the first card goes to the first drawer (the dealer if one is given,
    /// else seat 0), the next to the following seat, and so on; the last `kitty_size` cards are
    /// the kitty. With a dealer the deal is a later round (trump rank: the dealer's level, and
    /// the `no_bid` rule applies if nobody bids); without one it is round 1. Later deals are
    /// shuffled from `seed`.
    pub fn stacked(
        rules: Rules,
        seed: u64,
        levels: Vec<Rank>,
        dealer: Option<usize>,
        cards: Vec<Card>,
    ) -> Result<Game, String> {
        rules.validate()?;
        let n = rules.players as usize;
        if levels.len() != n || dealer.is_some_and(|d| d >= n) {
            return Err("one level per seat, and a dealer among the seats".into());
        }
        let full = deck(rules.decks).map_err(|e| e.to_string())?;
        if !crate::cards::same_cards(&cards, &full) {
            return Err(format!(
                "the cards must be the {} decks, each card once",
                rules.decks
            ));
        }
        let mut game = Game::new(rules, seed)?;
        game.levels = levels;
        game.dealer = dealer;
        if dealer.is_some() {
            game.round_no = 2;
        }
        game.begin_drawing(cards, dealer.unwrap_or(0));
        Ok(game)
    }

    pub(super) fn n(&self) -> usize {
        self.rules.players as usize
    }

    /// Shuffles and prepares drawing. Round 1 (no dealer yet): a random seat draws first.
    fn start_round(&mut self) {
        let n = self.n();
        let mut r = rng(self.seed ^ self.deals.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        self.deals += 1;
        let mut cards = deck(self.rules.decks).unwrap_or_default();
        cards.shuffle(&mut r);
        let first = match self.dealer {
            Some(d) => d,
            None => r.random_range(0..n),
        };
        self.begin_drawing(cards, first);
    }

    /// A new round drawn from `cards` in this order, `first` drawing first: the last
    /// `kitty_size` cards are the kitty; the trump rank is the dealer's level (the start level
    /// before there is a dealer).
    fn begin_drawing(&mut self, mut cards: Vec<Card>, first: usize) {
        let dealer_level = self.dealer.and_then(|d| self.levels.get(d).copied());
        let rank = dealer_level.unwrap_or(self.rules.start_level);
        let mut round = empty_round(self.n(), rank);
        let kitty_at = cards.len().saturating_sub(self.rules.kitty_size as usize);
        round.kitty = cards.split_off(kitty_at);
        cards.reverse();
        round.stock = cards;
        round.next_drawer = first;
        round.to_act = first;
        self.round = round;
        self.phase = Phase::Drawing;
    }

    fn redeal(&mut self) -> Event {
        if self.round_no == 1 {
            self.dealer = None;
        }
        self.redeals += 1;
        self.start_round();
        Event::Redeal
    }

    /// Applies `seat`'s action. On error nothing changes.
    pub fn apply(&mut self, seat: usize, action: Action) -> Result<Event, ActionError> {
        let n = self.n();
        if seat >= n {
            return Err(ActionError::NoSuchSeat { seat, players: n });
        }
        if self.phase == Phase::MatchOver {
            return Err(ActionError::MatchOver);
        }
        match action {
            Action::Draw => self.draw(seat),
            Action::Bid(cards) => self.make_bid(seat, cards),
            Action::Pass => self.pass(seat),
            Action::Misdeal => self.misdeal(seat),
            Action::Bury(cards) => self.bury(seat, cards),
            Action::CallFriends(calls) => self.call_friends(seat, calls),
            Action::Play(cards) => self.play(seat, cards),
            Action::NextRound => self.next_round(),
        }
    }

    fn wrong_phase(&self, action: &str) -> ActionError {
        ActionError::WrongPhase {
            action: action.to_string(),
            phase: self.phase,
        }
    }

    fn draw(&mut self, seat: usize) -> Result<Event, ActionError> {
        if self.phase != Phase::Drawing {
            return Err(self.wrong_phase("draw a card"));
        }
        if seat != self.round.next_drawer {
            return Err(ActionError::NotYourTurn {
                to_act: self.round.next_drawer,
            });
        }
        let (Some(hand), Some(&card)) = (self.round.hands.get_mut(seat), self.round.stock.last())
        else {
            return Err(self.wrong_phase("draw a card"));
        };
        hand.push(card);
        self.round.stock.pop();
        self.round.next_drawer = (seat + 1) % self.n();
        self.round.to_act = self.round.next_drawer;
        if self.round.stock.is_empty() {
            self.phase = Phase::Declaring;
            self.round.passed = vec![false; self.n()];
        }
        Ok(Event::Done)
    }

    fn make_bid(&mut self, seat: usize, cards: Vec<Card>) -> Result<Event, ActionError> {
        if !matches!(self.phase, Phase::Drawing | Phase::Declaring) {
            return Err(self.wrong_phase("bid"));
        }
        check_cards(self.hand(seat), &cards)?;
        check_bid(
            self.round.bid.as_ref(),
            seat,
            &cards,
            self.round.trump_rank,
            &self.rules,
        )?;
        let bid = Bid { seat, cards };
        self.round.bids.push(bid.clone());
        self.round.bid = Some(bid);
        self.round.order = Order::new(self.trump_or_bid());
        self.round.passed = vec![false; self.n()];
        Ok(Event::Done)
    }

    fn pass(&mut self, seat: usize) -> Result<Event, ActionError> {
        if self.phase != Phase::Declaring {
            return Err(self.wrong_phase("pass"));
        }
        match self.round.passed.get_mut(seat) {
            Some(p) if !*p => *p = true,
            _ => return Err(ActionError::AlreadyPassed),
        }
        if self.round.passed.iter().all(|p| *p) {
            return Ok(self.finish_declaring());
        }
        Ok(Event::Done)
    }

    /// Bidding is over: fix the trump (and the round-1 dealer), or redeal.
    fn finish_declaring(&mut self) -> Event {
        let rank = self.round.trump_rank;
        let suit = match (&self.round.bid, self.dealer) {
            (Some(b), _) => {
                if self.dealer.is_none() {
                    self.dealer = Some(b.seat);
                }
                b.suit()
            }
            (None, None) => return self.redeal(),
            (None, Some(_)) => match trump_from_kitty(&self.round.kitty, rank, self.rules.no_bid) {
                None => return self.redeal(),
                Some((flips, suit)) => {
                    self.round.kitty_flips = flips;
                    suit
                }
            },
        };
        let dealer = self.dealer.unwrap_or(0);
        self.round.trump = Some(Trump::new(rank, suit));
        self.round.order = Order::new(Trump::new(rank, suit));
        self.pick_up_kitty(dealer);
        Event::Done
    }

    fn pick_up_kitty(&mut self, dealer: usize) {
        if let Some(hand) = self.round.hands.get_mut(dealer) {
            hand.extend_from_slice(&self.round.kitty);
        }
        let n = self.n();
        self.round.declarers = (0..n)
            .map(|s| match self.rules.teams {
                super::rules::Teams::Fixed => s % 2 == dealer % 2,
                super::rules::Teams::FindFriends => s == dealer,
            })
            .collect();
        self.round.to_act = dealer;
        self.phase = Phase::Burying;
    }

    fn misdeal(&mut self, seat: usize) -> Result<Event, ActionError> {
        if !self.rules.misdeal {
            return Err(ActionError::MisdealNotAllowed);
        }
        if self.phase != Phase::Burying {
            return Err(self.wrong_phase("call a misdeal"));
        }
        let order = &self.round.order;
        let mut hand = self.hand(seat).to_vec();
        if Some(seat) == self.dealer {
            let kitty = self.round.kitty.clone();
            remove_cards(&mut hand, &kitty);
        }
        if !may_show_misdeal(&hand, order) {
            return Err(ActionError::NoMisdeal);
        }
        Ok(self.redeal())
    }

    fn bury(&mut self, seat: usize, cards: Vec<Card>) -> Result<Event, ActionError> {
        if self.phase != Phase::Burying {
            return Err(self.wrong_phase("bury cards"));
        }
        let dealer = self.dealer.unwrap_or(0);
        if seat != dealer {
            return Err(ActionError::NotYourTurn { to_act: dealer });
        }
        check_burial(self.hand(seat), &cards, &self.rules)?;
        if let Some(hand) = self.round.hands.get_mut(seat) {
            remove_cards(hand, &cards);
        }
        self.round.buried = cards;
        self.phase = if self.rules.friend_calls() > 0 {
            Phase::CallingFriends
        } else {
            Phase::Playing
        };
        Ok(Event::Done)
    }

    fn call_friends(&mut self, seat: usize, calls: Vec<FriendCall>) -> Result<Event, ActionError> {
        if self.phase != Phase::CallingFriends {
            return Err(self.wrong_phase("call friends"));
        }
        let dealer = self.dealer.unwrap_or(0);
        if seat != dealer {
            return Err(ActionError::NotYourTurn { to_act: dealer });
        }
        check_calls(&calls, &self.rules)?;
        self.round.friends = vec![None; calls.len()];
        self.round.calls = calls;
        self.phase = Phase::Playing;
        Ok(Event::Done)
    }

    fn play(&mut self, seat: usize, cards: Vec<Card>) -> Result<Event, ActionError> {
        if self.phase != Phase::Playing {
            return Err(self.wrong_phase("play cards"));
        }
        if seat != self.round.to_act {
            return Err(ActionError::NotYourTurn {
                to_act: self.round.to_act,
            });
        }
        let hand = self.hand(seat);
        let places = card_places(hand, &cards)?;
        let order = &self.round.order;
        let max_width = self.rules.max_width();
        let mut event = Event::Done;
        let played = match &self.round.trick {
            None => {
                let suit = cards.first().map_or(0, |c| order.esuit(c.face));
                if cards.iter().any(|c| order.esuit(c.face) != suit) {
                    return Err(ActionError::MixedSuits);
                }
                let units = decompose(&groups(&cards, suit, order), max_width, suit);
                let others: Vec<(usize, &[Card])> = (0..self.n())
                    .filter(|s| *s != seat)
                    .map(|s| (s, self.hand(s)))
                    .collect();
                let (cards, units) = match check_throw(&units, suit, &others, order) {
                    None => (cards, units),
                    Some(blocked) => {
                        let forced = blocked.unit.cards_from(&cards);
                        let p = self.rules.failed_throw_penalty as i32;
                        let declarer = self.round.declarers.get(seat) == Some(&true);
                        let penalty = if declarer { p } else { -p };
                        let failed = FailedThrow {
                            seat,
                            attempted: cards,
                            forced: forced.clone(),
                            penalty,
                            blocked: blocked.clone(),
                        };
                        self.round.penalty += penalty;
                        self.round.failed_throws.push(failed.clone());
                        event = Event::ThrowFailed(failed);
                        (forced, vec![blocked.unit])
                    }
                };
                self.round.trick = Some(Trick::new(seat, cards.clone(), suit, units));
                cards
            }
            Some(trick) => {
                check_follow(hand, trick.suit, &trick.units, &cards, order, max_width)?;
                let beat = self.rules.throw_beat;
                if let Some(t) = self.round.trick.as_mut() {
                    t.add(seat, cards.clone(), order, beat);
                }
                cards
            }
        };
        if let Some(hand) = self.round.hands.get_mut(seat) {
            if matches!(event, Event::ThrowFailed(_)) {
                // Only the forced unit leaves the hand.
                remove_cards(hand, &played);
            } else {
                remove_places(hand, places);
            }
        }
        self.reveal_friends(seat, &played);
        let n = self.n();
        let complete = self
            .round
            .trick
            .as_ref()
            .is_some_and(|t| t.plays.len() == n);
        if !complete {
            self.round.to_act = (seat + 1) % n;
            return Ok(event);
        }
        let Some(trick) = self.round.trick.take() else {
            return Ok(event);
        };
        let (winner, pts) = (trick.winner, trick.points());
        if let Some(c) = self.round.captured.get_mut(winner) {
            *c += pts;
        }
        self.round.tricks.push(trick);
        self.round.to_act = winner;
        if self.round.hands.iter().all(|h| h.is_empty()) {
            let result = self.end_round();
            return Ok(Event::RoundOver(Box::new(result)));
        }
        if matches!(event, Event::Done) {
            event = Event::TrickWon {
                winner,
                points: pts,
            };
        }
        Ok(event)
    }

    /// A called copy joins its player to the declarers at once (even mid-trick).
    fn reveal_friends(&mut self, seat: usize, played: &[Card]) {
        let r = &mut self.round;
        for c in played {
            let Some(count) = r.copies_played.get_mut(c.face.index()) else {
                continue;
            };
            *count = count.saturating_add(1);
            let count = *count;
            for (call, friend) in r.calls.iter().zip(r.friends.iter_mut()) {
                if friend.is_none() && call.face == c.face && call.nth == count {
                    *friend = Some(seat);
                    if let Some(d) = r.declarers.get_mut(seat) {
                        *d = true;
                    }
                }
            }
        }
    }

    fn end_round(&mut self) -> RoundResult {
        let n = self.n();
        let dealer = self.dealer.unwrap_or(0);
        let trump = self.trump_or_bid();
        let r = &mut self.round;
        let declarer = |s: usize| r.declarers.get(s) == Some(&true);
        let kitty_points = points_of(&r.buried);
        let mut mult = 0;
        // Opponents taking the last trick take the kitty, multiplied by its lead's largest unit.
        if let Some(last) = r.tricks.last()
            && !declarer(last.winner)
        {
            if let Some(largest) = last.units.first() {
                mult = kitty_multiplier(largest, self.rules.kitty_multiplier);
            }
            if let Some(c) = r.captured.get_mut(last.winner) {
                *c += kitty_points * mult;
            }
        }
        let card_points: u32 = (0..n)
            .filter(|s| !declarer(*s))
            .map(|s| r.captured.get(s).copied().unwrap_or(0))
            .sum();
        let opp = (card_points as i64 + r.penalty as i64).max(0) as u32;
        let result = outcome(opp, &self.rules);
        let (side, steps) = match result {
            Outcome::Hold { levels } => (true, levels),
            Outcome::TakeOver { levels } => (false, levels),
        };
        let mut promoted = Vec::new();
        let mut winners = Vec::new();
        for (s, old) in self.levels.iter_mut().enumerate() {
            if declarer(s) != side {
                continue;
            }
            let defended = side && *old == r.trump_rank;
            let (level, won) = promote(*old, steps, defended, &self.rules);
            if level != *old || won {
                promoted.push(s);
            }
            *old = level;
            if won {
                winners.push(s);
            }
        }
        // Hold: the next declarer after the dealer (the partner in Classic); take-over: the next
        // opponent after the dealer.
        let next_dealer = (1..=n)
            .map(|k| (dealer + k) % n)
            .find(|s| declarer(*s) == side)
            .unwrap_or(dealer);
        let result = RoundResult {
            round: self.round_no,
            dealer,
            trump,
            declarers: r.declarers.clone(),
            kitty: r.buried.clone(),
            kitty_points,
            kitty_multiplier: mult,
            opponents_points: opp,
            outcome: result,
            promoted,
            levels: self.levels.clone(),
            next_dealer,
            winners: winners.clone(),
        };
        self.results.push(result.clone());
        if winners.is_empty() {
            self.phase = Phase::RoundOver;
        } else {
            self.winners = winners;
            self.phase = Phase::MatchOver;
        }
        result
    }

    fn next_round(&mut self) -> Result<Event, ActionError> {
        if self.phase != Phase::RoundOver {
            return Err(self.wrong_phase("start the next round"));
        }
        self.dealer = self.results.last().map(|r| r.next_dealer);
        self.round_no += 1;
        self.start_round();
        Ok(Event::Done)
    }
}
