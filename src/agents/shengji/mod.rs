//! Sheng Ji seats: the engine seen as a [`TableGame`].
//!
//! The engine lets any seat bid while the cards are drawn and asks every seat to pass in the
//! last-bids phase; the driver asks one seat at a time: the drawer while drawing (who may bid
//! before drawing), each seat that has not passed yet in turn during the last bids, and the next
//! dealer to start the next round.
//!
//! The rule AI ([`RuleAgent`], the "Normal" kind) is in [`rule`]; [`memory`] tracks the cards,
//! [`table`] scores plays, [`bid`], [`bury`], [`lead`] and [`follow`] make the decisions.
//! The search player ([`HardAgent`], the "Hard" kind) is in [`hard`], with its sampler of the
//! hidden cards in [`sample`].

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod bid;
pub mod bury;
#[cfg(test)]
mod distill;
pub mod features;
pub mod follow;
pub mod hard;
pub mod infer;
pub mod lead;
pub mod learned;
pub mod memory;
pub mod network;
#[cfg(test)]
mod probe;
pub mod rule;
pub mod sample;
pub mod table;
pub mod value;
pub mod why;

pub use hard::HardAgent;
pub use rule::{BaselineAgent, RuleAgent};

use crate::cards::{Card, Face, Rank, Suit};
use crate::shengji::order::points;
use crate::shengji::{Action, ActionError, Event, FriendCall, Game, Phase, SeatView};

use super::{Agent, AgentKind, AgentSpec, EasyAgent, RandomAgent, TableGame};

/// Most plays listed for a seat (follows can be very many with three or four decks).
const PLAYS_LISTED: usize = 64;

impl TableGame for Game {
    type View = SeatView;
    type Action = Action;
    type Event = Event;
    type Error = ActionError;

    fn seats(&self) -> usize {
        self.rules().players as usize
    }

    fn to_act(&self) -> Option<usize> {
        match self.phase() {
            Phase::Declaring => self.passed().iter().position(|p| !p),
            Phase::RoundOver => self.results().last().map(|r| r.next_dealer),
            Phase::MatchOver => None,
            _ => Game::to_act(self),
        }
    }

    fn view(&self, seat: usize) -> SeatView {
        Game::view(self, seat)
    }

    fn apply(&mut self, seat: usize, action: Action) -> Result<Vec<Event>, ActionError> {
        Game::apply(self, seat, action).map(|e| vec![e])
    }

    /// Every legal action where there are few (draw, bids, pass, next round, follows up to a
    /// cap, the units a leader may lead); for burying and calling friends, whose choices are
    /// too many to list, a few sensible ones.
    fn legal_actions(view: &SeatView) -> Vec<Action> {
        let bids = view.bid_options.iter().cloned().map(Action::Bid);
        match view.phase {
            Phase::Drawing if view.my_turn() => std::iter::once(Action::Draw).chain(bids).collect(),
            Phase::Drawing => bids.collect(),
            Phase::Declaring => {
                let mut out: Vec<Action> = bids.collect();
                if !view.passed.get(view.seat).copied().unwrap_or(true) {
                    out.push(Action::Pass);
                }
                out
            }
            Phase::Burying if view.my_turn() => {
                burials(view).into_iter().map(Action::Bury).collect()
            }
            Phase::CallingFriends if view.my_turn() => friend_calls(view)
                .into_iter()
                .map(Action::CallFriends)
                .collect(),
            Phase::Playing if view.my_turn() => view
                .legal_plays(PLAYS_LISTED)
                .into_iter()
                .map(Action::Play)
                .collect(),
            Phase::RoundOver => vec![Action::NextRound],
            _ => Vec::new(),
        }
    }

    fn check_action(view: &SeatView, action: &Action) -> Result<(), String> {
        view.check_action(action).map_err(|e| e.to_string())
    }

    fn deal_number(&self) -> u64 {
        (self.round_number() as u64) << 32 | self.redeals() as u64
    }

    fn decision_key(view: &SeatView) -> u64 {
        let trick = view.trick.as_ref().map_or(0, |t| t.plays.len()) as u64;
        (view.round as u64) << 40
            | (view.phase as u64) << 36
            | (view.cards_to_draw as u64) << 24
            | (view.tricks.len() as u64) << 12
            | (view.bids.len() as u64) << 6
            | trick
    }

    fn ends_hand(event: &Event) -> bool {
        matches!(event, Event::RoundOver(_))
    }

    fn in_play(view: &SeatView) -> bool {
        view.phase == Phase::Playing && view.my_turn()
    }

    fn opening(&self) -> Vec<Event> {
        Vec::new()
    }

    fn public_action(action: &Action) -> Action {
        match action {
            // The kitty is buried face down.
            Action::Bury(_) => Action::Bury(Vec::new()),
            other => other.clone(),
        }
    }

    fn integrity(&self) -> Result<(), String> {
        self.check_integrity()
    }

    fn agent(spec: &AgentSpec) -> Box<dyn Agent<Game>> {
        match spec.kind {
            AgentKind::Random => Box::new(RandomAgent { seed: spec.seed }),
            AgentKind::Easy => Box::new(EasyAgent {
                inner: Box::new(RuleAgent { seed: spec.seed }),
                seed: spec.seed,
            }),
            AgentKind::Normal => Box::new(RuleAgent { seed: spec.seed }),
            AgentKind::Hard => Box::new(HardAgent::with_budget_ms(spec.seed, spec.budget() as u64)),
            AgentKind::Baseline => Box::new(BaselineAgent),
        }
    }
}

/// A few ways to bury: the weakest cards that are neither trumps nor points, and the kitty as
/// it was dealt.
pub fn burials(view: &SeatView) -> Vec<Vec<Card>> {
    let k = view.rules.kitty_size as usize;
    let order = view.order();
    let mut cards = view.hand.clone();
    crate::cards::sort::sort_by_key(&mut cards, |c| {
        (order.is_trump(c.face), points(c.face), order.level(c.face))
    });
    cards.truncate(k);
    let mut out = vec![cards];
    if let Some(kitty) = view.kitty.as_ref().filter(|k| !out.contains(k)) {
        out.push(kitty.clone());
    }
    out
}

/// A few sets of friend calls: the first copy of aces (then kings) of plain suits the dealer
/// does not hold, then the same with the second copy.
pub fn friend_calls(view: &SeatView) -> Vec<Vec<FriendCall>> {
    let k = view.rules.friend_calls();
    let order = view.order();
    let held = |f: Face| view.hand.iter().filter(|c| c.face == f).count();
    let mut faces: Vec<Face> = [Rank::Ace, Rank::King, Rank::Queen]
        .into_iter()
        .flat_map(|r| Suit::ALL.map(|s| Face::Suited(s, r)))
        .filter(|f| !order.is_trump(*f))
        .collect();
    crate::cards::sort::sort_by_key(&mut faces, |&f| held(f));
    let mut out = Vec::new();
    for nth in 1..=view.rules.decks.min(2) {
        let calls: Vec<FriendCall> = faces
            .iter()
            .take(k)
            .map(|&face| FriendCall { face, nth })
            .collect();
        if calls.len() == k {
            out.push(calls);
        }
    }
    out
}
