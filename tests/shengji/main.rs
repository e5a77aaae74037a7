//! Sheng Ji engine: every example of the spec, rule tables, and property tests over seeded
//! random matches of every variant.

mod bidding;
mod errors;
mod follow;
mod friends;
mod property;
mod scoring;
mod units;

#[path = "../common/shengji.rs"]
mod common;
use common::*;

use cardtable::cards::{Card, Face, Rank, Suit};
use cardtable::shengji::combination::{Unit, groups, lead_units};
use cardtable::shengji::follow::{check_follow, legal_follows, random_follow};
use cardtable::shengji::order::points;
use cardtable::shengji::rules::{KittyMultiplier, NoBid, Teams, ThrowBeat};
use cardtable::shengji::scoring::{Outcome, kitty_multiplier, outcome, promote};
use cardtable::shengji::trick::{Trick, check_throw};
use cardtable::shengji::*;

/// Classic, trump 7♣, dealer 0 at level 7; the dealer buries the given kitty at once.
fn arranged(rules: Rules, hands: &[&str], kitty: &str, suit: Option<Suit>) -> Game {
    let (hands, kitty) = deal(hands, kitty);
    let n = rules.players as usize;
    let mut g = Game::arranged(
        rules,
        vec![Rank::Seven; n],
        0,
        Trump::new(Rank::Seven, suit),
        hands,
        kitty.clone(),
    )
    .unwrap();
    g.apply(0, Action::Bury(kitty)).unwrap();
    g
}
