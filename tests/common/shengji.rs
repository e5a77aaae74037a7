//! Helpers shared by the Sheng Ji test files: parsing, the R = 7, S = ♣ order, consistent deals
//! and playing named cards.
#![allow(dead_code)] // each test file uses its own subset

use cardtable::cards::{Card, Face, Rank, Suit, parse_hand};
use cardtable::shengji::combination::{Unit, decompose, groups};
use cardtable::shengji::follow::check_follow;
use cardtable::shengji::{Action, ActionError, Event, Game, Order, Phase, Rules, Trump};

pub fn h(s: &str) -> Vec<Card> {
    parse_hand(s).unwrap()
}

pub fn f(code: &str) -> Face {
    code.parse().unwrap()
}

pub fn order(rank: Rank, suit: Option<Suit>) -> Order {
    Order::new(Trump::new(rank, suit))
}

/// The spec's example order: trump rank 7, trump suit ♣.
pub fn o7c() -> Order {
    order(Rank::Seven, Some(Suit::Clubs))
}

/// The units of a lead (all in the effective suit of its first card).
pub fn units(cards: &[Card], o: &Order, max_width: u8) -> Vec<Unit> {
    let es = o.esuit(cards[0].face);
    decompose(&groups(cards, es, o), max_width, es)
}

/// Takes the named faces out of `hand` (first copies not yet taken).
pub fn pick(hand: &[Card], codes: &str) -> Vec<Card> {
    let mut out: Vec<Card> = Vec::new();
    for code in codes.split_whitespace() {
        let face = f(code);
        let c = hand
            .iter()
            .find(|c| c.face == face && !out.contains(c))
            .unwrap_or_else(|| panic!("{code} not in {hand:?}"));
        out.push(*c);
    }
    out
}

/// Parses several hands and a kitty with copies numbered across all of them (a consistent deal).
pub fn deal(hands: &[&str], kitty: &str) -> (Vec<Vec<Card>>, Vec<Card>) {
    let all = h(&format!("{} {}", hands.join(" "), kitty));
    let mut out = Vec::new();
    let mut at = 0;
    for s in hands {
        let n = s.split_whitespace().count();
        out.push(all[at..at + n].to_vec());
        at += n;
    }
    (out, all[at..].to_vec())
}

/// Checks `play` (faces taken from `hand`) against a lead, R = 7, S = ♣, `w` decks.
pub fn follow(lead: &str, hand: &str, play: &str, w: u8) -> Result<(), ActionError> {
    let o = o7c();
    let lead = h(lead);
    let u = units(&lead, &o, w);
    let hand = h(hand);
    let play = pick(&hand, play);
    check_follow(&hand, o.esuit(lead[0].face), &u, &play, &o, w)
}

/// A kitty worth 25 points.
pub const KITTY25: &str = "D5 D10 DK H2 H3 H4 H6 H8";

/// `seat` plays the named cards of its hand.
pub fn play(g: &mut Game, seat: usize, codes: &str) -> Result<Event, ActionError> {
    let cards = pick(g.hand(seat), codes);
    g.apply(seat, Action::Play(cards))
}

/// Draws one card for the seat whose turn it is.
pub fn draw_once(g: &mut Game) {
    let s = g.to_act().unwrap();
    g.apply(s, Action::Draw).unwrap();
}

/// Draws until the drawing phase ends.
pub fn draw_all(g: &mut Game) {
    while g.phase() == Phase::Drawing {
        draw_once(g);
    }
}

/// Every seat passes while the declaring phase lasts; the last event.
pub fn pass_all(g: &mut Game) -> Event {
    let mut last = Event::Done;
    for s in 0..g.rules().players as usize {
        if g.phase() == Phase::Declaring {
            last = g.apply(s, Action::Pass).unwrap();
        }
    }
    last
}

/// Checks rows of (hand, play, legal?) against one lead with [`follow`].
pub fn follow_table(lead: &str, w: u8, table: &[(&str, &str, bool)]) {
    for (hand, p, ok) in table {
        assert_eq!(
            follow(lead, hand, p, w).is_ok(),
            *ok,
            "{lead} led, {hand} held, {p} played"
        );
    }
}

/// Every preset, by its name: classic, one deck, three and four decks, Zhao Pengyou 5 to 12.
pub fn presets() -> Vec<(String, Rules)> {
    Rules::variant_names()
        .into_iter()
        .filter_map(|n| Rules::named(&n).map(|r| (n, r)))
        .collect()
}
