//! Sheng Ji: the spec's rules checked one by one through the engine's public entry points —
//! bidding at every moment of a stacked deal, the no-bid and misdeal variants, follow and win
//! tables for throws, failed-throw penalties, scoring bands for every number of decks, kitty
//! multiplier variants in play, match end, one deck, Zhao Pengyou teams, error messages and
//! views — and a property test that every move applied in random matches was legal.

mod bidding;
mod errors;
mod follow;
mod friends;
mod property;
mod scoring;
mod tricks;

#[path = "../common/shengji.rs"]
mod common;
use common::*;

use cardtable::cards::{Card, Face, Rank, Suit, deck};
use cardtable::shengji::combination::{Group, Unit, best_matching, decompose, groups, lead_units};
use cardtable::shengji::error::{BidFault, FriendFault};
use cardtable::shengji::follow::legal_follows;
use cardtable::shengji::kitty::trump_from_kitty;
use cardtable::shengji::rules::{KittyMultiplier, NoBid, Teams, ThrowBeat};
use cardtable::shengji::scoring::{Outcome, outcome};
use cardtable::shengji::trick::Trick;
use cardtable::shengji::*;

/// A round already set up (dealer has taken and buried the kitty): trump `rank`/`suit`.
fn arranged(
    rules: Rules,
    levels: Vec<Rank>,
    dealer: usize,
    trump: Trump,
    hands: &[&str],
    kitty: &str,
) -> Game {
    let (hands, kitty) = deal(hands, kitty);
    let mut g = Game::arranged(rules, levels, dealer, trump, hands, kitty.clone()).unwrap();
    g.apply(dealer, Action::Bury(kitty)).unwrap();
    g
}

fn classic7(hands: &[&str], kitty: &str) -> Game {
    arranged(
        Rules::classic(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands,
        kitty,
    )
}

const KITTY70: &str = "DK D10 HK H10 SK S10 D5 H5";

/// Plays a whole trick of the given plays, seat by seat from `from`.
fn trick(g: &mut Game, from: usize, plays: &[&str]) -> Event {
    let n = g.rules().players as usize;
    let mut last = Event::Done;
    for (k, p) in plays.iter().enumerate() {
        last = play(g, (from + k) % n, p).unwrap_or_else(|e| panic!("{p}: {e}"));
    }
    last
}

fn round_over(ev: Event) -> RoundResult {
    match ev {
        Event::RoundOver(r) => *r,
        other => panic!("the round should be over: {other:?}"),
    }
}

/// A deal in drawing order for [`Game::stacked`]: each seat first gets its `wanted` cards (in
/// that order), then cards that `risky` does not flag; the kitty is `kitty` filled up with risky
/// cards; risky cards left over come last in the hands.
fn stack(
    rules: &Rules,
    first: usize,
    wanted: &[&str],
    kitty: &str,
    risky: impl Fn(Face) -> bool,
) -> Vec<Card> {
    let n = rules.players as usize;
    let size = rules.hand_size as usize;
    let (want, kitty) = deal(wanted, kitty);
    let used: Vec<Card> = want.iter().flatten().chain(&kitty).copied().collect();
    let rest: Vec<Card> = deck(rules.decks)
        .unwrap()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    let (mut bad, mut safe): (Vec<Card>, Vec<Card>) = rest.into_iter().partition(|c| risky(c.face));
    let mut kitty = kitty;
    while kitty.len() < rules.kitty_size as usize {
        kitty.push(bad.pop().or_else(|| safe.pop()).unwrap());
    }
    let mut hands = want;
    hands.resize(n, Vec::new());
    for hand in hands.iter_mut() {
        while hand.len() < size
            && let Some(c) = safe.pop()
        {
            hand.push(c);
        }
    }
    for hand in hands.iter_mut() {
        while hand.len() < size {
            hand.push(bad.pop().unwrap());
        }
    }
    // Draw k of every seat, starting from the first drawer, then the kitty.
    let mut out: Vec<Card> = (0..size)
        .flat_map(|k| (0..n).map(move |j| (k, (first + j) % n)))
        .map(|(k, s)| hands[s][k])
        .collect();
    out.extend(kitty);
    out
}

fn rank_or_joker(r: Rank) -> impl Fn(Face) -> bool {
    move |face| face.is_joker() || face.rank() == Some(r)
}

fn options(g: &Game, seat: usize) -> Vec<String> {
    codes(&g.bid_options(seat))
}

/// Each bid's cards, as codes separated by spaces.
fn codes(bids: &[Vec<Card>]) -> Vec<String> {
    bids.iter()
        .map(|b| {
            b.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}
