//! The Sheng Ji rule AI ("Normal"): it decides from its own [`SeatView`] only and always the
//! same way for the same view.
//!
//! - Bidding ([`bid`](super::bid)): shows trump-rank cards for a strong suit (with fixed
//!   teams as soon as the hand is average for the trump, [`boldness`]), reinforces its own
//!   bid, overrides an opponent for a clearly better trump, no-trump with a joker pair when
//!   strong, never over its partner; otherwise draws or passes.
//! - Kitty ([`bury`](super::bury)): buries to make voids and keeps trumps, points, aces,
//!   pairs and tractors; in Zhao Pengyou calls cards another seat surely holds.
//! - Play ([`lead`](super::lead), [`follow`](super::follow)): leads sure winners and throws
//!   nobody can beat given the cards seen, draws trumps when strong, leads towards a partner's
//!   voids; follows by the chance its side takes the trick and the points on it: points for a
//!   partner who wins, a cheap win or a ruff against an opponent, low cards otherwise. It
//!   remembers every card played and each seat's voids ([`memory`](super::memory)), and
//!   orders its best few plays again by a measure fitted to the search's values of such
//!   plays, and with fixed teams by a small network fitted to them
//!   ([`learned`](super::learned); not the frozen `baseline`).
//!
//! Whatever the heuristics say, only legal actions leave [`ranked`]: plays pass
//! [`SeatView::check_play`], bids come from `view.bid_options`, and every legal action of
//! [`TableGame::legal_actions`] follows the AI's own choices.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::agents::{Agent, TableGame};
use crate::cards::Card;
use crate::shengji::kitty::check_calls;
use crate::shengji::order::Order;
use crate::shengji::rules::Teams;
use crate::shengji::{Action, Game, Phase, SeatView};

use super::bid::{BOLD, Boldness, FIRST_ROUND, NORMAL, choose_bid_with};
use super::bury::{burials, friend_calls_by};
use super::follow::follows;
use super::lead::leads;
use super::learned::{Scored, second_look};
use super::memory::{Memory, Seen};
use super::network::network_look;
pub use super::table::Rulebook;
use super::table::Table;

/// The "Normal" computer player.
pub struct RuleAgent {
    pub seed: u64,
}

impl Agent<Game> for RuleAgent {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        ranked(view)
    }
}

/// The frozen rule player (see [`Rulebook::Baseline`]).
pub struct BaselineAgent;

impl Agent<Game> for BaselineAgent {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        self.ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        ranked_by(view, &NORMAL, Rulebook::Baseline)
    }
}

/// The legal actions of the view's seat, best first (empty when it has none).
pub fn ranked(view: &SeatView) -> Vec<Action> {
    ranked_with(view, boldness(view))
}

/// How boldly today's player bids: with fixed teams as soon as the hand is average for the
/// trump (the declarers hold more often than not), and bolder still in the first round, where
/// the bid decides which team declares; in Zhao Pengyou, where the dealer plays alone until
/// the friends show, only with a strong hand.
///
/// Natively, `CARDTABLE_SHENGJI_BOLD=D/O` bids in the first round with fixed teams at other
/// thresholds (while drawing, and over an opponent): the league's way to judge them (issue
/// 66; the league plays first rounds).
pub fn boldness(view: &SeatView) -> &'static Boldness {
    match view.rules.teams {
        Teams::Fixed if view.dealer.is_none() => first_bold(),
        Teams::Fixed => &BOLD,
        Teams::FindFriends => &NORMAL,
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn first_bold() -> &'static Boldness {
    static SET: std::sync::OnceLock<Boldness> = std::sync::OnceLock::new();
    SET.get_or_init(|| {
        let set = std::env::var("CARDTABLE_SHENGJI_BOLD").ok();
        let values: Vec<f64> = set
            .iter()
            .flat_map(|v| v.split('/').filter_map(|x| x.trim().parse().ok()))
            .collect();
        match values[..] {
            [drawing, over] => Boldness {
                drawing,
                over,
                ..FIRST_ROUND
            },
            _ => FIRST_ROUND,
        }
    })
}

#[cfg(target_arch = "wasm32")]
fn first_bold() -> &'static Boldness {
    &FIRST_ROUND
}

/// [`ranked`] with another boldness in the bidding.
pub fn ranked_with(view: &SeatView, bold: &Boldness) -> Vec<Action> {
    ranked_by(view, bold, Rulebook::Current)
}

/// The legal actions, best first, as `book`'s player ranks them.
pub fn ranked_by(view: &SeatView, bold: &Boldness, book: Rulebook) -> Vec<Action> {
    let legal = <Game as TableGame>::legal_actions(view);
    if legal.is_empty() {
        return legal;
    }
    let mine: Vec<Action> = match view.phase {
        Phase::Drawing | Phase::Declaring => bidding(view, bold),
        Phase::Burying if view.my_turn() => burials(view).into_iter().map(Action::Bury).collect(),
        Phase::CallingFriends if view.my_turn() => friend_calls_by(view, book)
            .into_iter()
            .map(Action::CallFriends)
            .collect(),
        Phase::Playing if view.my_turn() => {
            plays(view, book).into_iter().map(Action::Play).collect()
        }
        _ => Vec::new(),
    };
    let mut out: Vec<Action> = Vec::with_capacity(mine.len() + legal.len());
    let mut seen: Vec<Action> = Vec::with_capacity(out.capacity());
    for a in mine.into_iter().filter(|a| is_legal(view, a)).chain(legal) {
        let key = same_cards(&a);
        if !seen.contains(&key) {
            seen.push(key);
            out.push(a);
        }
    }
    out
}

/// The action with its cards in a fixed order: two plays of the same cards are one choice.
pub fn same_cards(a: &Action) -> Action {
    let sorted = |cards: &[Card]| {
        let mut c = cards.to_vec();
        crate::cards::sort::sort(&mut c);
        c
    };
    match a {
        Action::Play(c) => Action::Play(sorted(c)),
        Action::Bury(c) => Action::Bury(sorted(c)),
        Action::Bid(c) => Action::Bid(sorted(c)),
        other => other.clone(),
    }
}

/// What the rule AI, and so every tier at the table (Easy, Normal and Hard do not search or
/// slip here), does in the bidding phases: the first of [`ranked`] there, without the rest of
/// the player. The page answers the computers' draws and bids with it, so that a table's draw
/// never waits for its worker (issue 69). `None` outside the bidding phases.
pub fn bid_or_draw(view: &SeatView) -> Option<Action> {
    if !matches!(view.phase, Phase::Drawing | Phase::Declaring) {
        return None;
    }
    bidding(view, boldness(view))
        .into_iter()
        .find(|a| is_legal(view, a))
        // What the legal actions list first when the rule AI wants nothing legal.
        .or_else(|| view.bid_options.first().cloned().map(Action::Bid))
}

/// Bidding phases: the bid we want first, then drawing or passing, then the other bids.
fn bidding(view: &SeatView, bold: &Boldness) -> Vec<Action> {
    let mut out = Vec::new();
    if let Some(bid) = choose_bid_with(view, bold) {
        out.push(Action::Bid(bid));
    }
    match view.phase {
        Phase::Drawing if view.my_turn() => out.push(Action::Draw),
        Phase::Declaring if !view.passed.get(view.seat).copied().unwrap_or(true) => {
            out.push(Action::Pass)
        }
        _ => {}
    }
    out
}

/// The rule AI's play, straight from its scoring (the first play of [`ranked`] in trick play,
/// without listing every legal action): the search player's rollouts use it. `seen` is what
/// every seat has seen of the finished tricks, kept by the caller from one decision to the
/// next, and `order` the round's order of cards (the view's, kept by the caller too).
pub fn best_play(view: &SeatView, seen: &mut Seen, order: &Order) -> Option<Vec<Card>> {
    seen.catch_up(view, order);
    let table = Table::with_memory(view, Memory::with_seen(view, order.clone(), seen.clone()));
    let plays = if net_rollouts() {
        network_plays(&table)
    } else {
        scored_plays(&table)
    };
    let best = plays.into_iter().next();
    best.or_else(|| view.legal_plays(1).into_iter().next())
}

/// Experiment (issue 49), natively only: `CARDTABLE_SHENGJI_NET_ROLLOUTS=1` has the rollouts
/// play the network's choice too (no stronger at the same budget or time, README).
fn net_rollouts() -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    {
        static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *ON.get_or_init(|| std::env::var_os("CARDTABLE_SHENGJI_NET_ROLLOUTS").is_some())
    }
    #[cfg(target_arch = "wasm32")]
    false
}

/// Plays, best first: today's player orders its best few by the network (issue 49).
fn plays(view: &SeatView, book: Rulebook) -> Vec<Vec<Card>> {
    network_plays(&Table::new(view).by(book))
}

/// The second look's plays with its best few ordered by the network.
fn network_plays(table: &Table) -> Vec<Vec<Card>> {
    network_look(table, looked_scored(table))
        .into_iter()
        .map(|(_, c)| c)
        .collect()
}

/// The rule AI's plays, best first, as the rollouts play them: the rule measures' order and
/// today's second look, without the network (too slow for every rollout step).
fn scored_plays(table: &Table) -> Vec<Vec<Card>> {
    looked_scored(table).into_iter().map(|(_, c)| c).collect()
}

/// The plays with the rule measures' scores, best first after today's second look (the
/// order the network's candidates are ranked in).
pub fn looked_scored(table: &Table) -> Vec<Scored> {
    let scored = rule_scored(table);
    if table.current() {
        second_look(table, scored)
    } else {
        scored
    }
}

/// The plays as the rule measures score them, best first, with their scores.
pub fn rule_scored(table: &Table) -> Vec<(f64, Vec<Card>)> {
    if table.view.trick.is_some() {
        follows(table)
    } else {
        leads(table)
    }
}

/// Whether the engine accepts `action` from this view (as far as the view can tell: a throw
/// may still fail against the hidden hands, which is legal).
pub fn is_legal(view: &SeatView, action: &Action) -> bool {
    match action {
        Action::Draw => view.phase == Phase::Drawing && view.my_turn(),
        Action::Bid(cards) => view.bid_options.contains(cards),
        Action::Pass => {
            view.phase == Phase::Declaring && !view.passed.get(view.seat).copied().unwrap_or(true)
        }
        Action::Bury(cards) => {
            view.phase == Phase::Burying
                && view.my_turn()
                && cards.len() == view.rules.kitty_size as usize
                && distinct_in_hand(&view.hand, cards)
        }
        Action::CallFriends(calls) => {
            view.phase == Phase::CallingFriends
                && view.my_turn()
                && check_calls(calls, &view.rules).is_ok()
        }
        Action::Play(cards) => {
            view.phase == Phase::Playing && view.my_turn() && view.check_play(cards).is_ok()
        }
        Action::NextRound => view.phase == Phase::RoundOver,
        Action::Misdeal => false,
    }
}

fn distinct_in_hand(hand: &[Card], cards: &[Card]) -> bool {
    cards
        .iter()
        .enumerate()
        .all(|(i, c)| hand.contains(c) && !cards.iter().take(i).any(|d| d == c))
}
