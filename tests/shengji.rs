//! Sheng Ji engine: every example of the spec, rule tables, and property tests over seeded
//! random matches of every variant.

#[path = "common/shengji.rs"]
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

// ---------------------------------------------------------------- order

#[test]
fn order_seven_of_clubs() {
    let o = o7c();
    let seq = [
        "RJ", "BJ", "C7", "S7", "CA", "CK", "CQ", "CJ", "C10", "C9", "C8", "C6", "C5", "C4", "C3",
        "C2",
    ];
    for w in seq.windows(2) {
        assert!(o.is_trump(f(w[0])) && o.is_trump(f(w[1])));
        assert!(o.level(f(w[0])) > o.level(f(w[1])), "{} > {}", w[0], w[1]);
    }
    // Off-suit sevens are equal.
    assert_eq!(o.level(f("S7")), o.level(f("H7")));
    assert_eq!(o.level(f("S7")), o.level(f("D7")));
    let trumps = cardtable::cards::deck(2)
        .unwrap()
        .iter()
        .filter(|c| o.is_trump(c.face))
        .count();
    assert_eq!(trumps, 36);
    // Plain suits: A..2 without the 7, not trumps.
    for s in ["S", "H", "D"] {
        let codes = ["A", "K", "Q", "J", "10", "9", "8", "6", "5", "4", "3", "2"];
        for w in codes.windows(2) {
            let (a, b) = (f(&format!("{s}{}", w[0])), f(&format!("{s}{}", w[1])));
            assert!(!o.is_trump(a));
            assert_eq!(o.level(a), o.level(b) + 1, "{a} just above {b}");
        }
    }
}

#[test]
fn no_trump_order() {
    let o = order(Rank::Seven, None);
    assert!(o.level(f("RJ")) > o.level(f("BJ")));
    assert!(o.level(f("BJ")) > o.level(f("S7")));
    for s in ["S7", "H7", "C7", "D7"] {
        assert!(o.is_trump(f(s)));
        assert_eq!(o.level(f(s)), o.level(f("H7")));
    }
    for s in ["SA", "HA", "CA", "DA", "C2"] {
        assert!(!o.is_trump(f(s)), "{s} is plain without a trump suit");
    }
    let trumps = cardtable::cards::deck(2)
        .unwrap()
        .iter()
        .filter(|c| o.is_trump(c.face))
        .count();
    assert_eq!(trumps, 12);
}

#[test]
fn eight_and_six_adjacent_in_every_suit() {
    for o in [
        o7c(),
        order(Rank::Seven, None),
        order(Rank::Seven, Some(Suit::Hearts)),
    ] {
        for s in ["S", "H", "C", "D"] {
            let (e, x) = (f(&format!("{s}8")), f(&format!("{s}6")));
            assert_eq!(o.esuit(e), o.esuit(x));
            assert_eq!(o.level(e), o.level(x) + 1, "{s}: 8 just above 6");
        }
    }
}

#[test]
fn points_total_100_per_deck() {
    for decks in 1..=4u8 {
        let total: u32 = cardtable::cards::deck(decks)
            .unwrap()
            .iter()
            .map(|c| points(c.face))
            .sum();
        assert_eq!(total, 100 * decks as u32);
    }
    assert_eq!(points(f("H5")), 5);
    assert_eq!(points(f("H10")), 10);
    assert_eq!(points(f("HK")), 10);
    assert_eq!(points(f("HQ")), 0);
    assert_eq!(points(f("RJ")), 0);
}

// ---------------------------------------------------------------- units

fn is_tractor(cards: &str, o: &Order) -> bool {
    let cards = h(cards);
    let es = o.esuit(cards[0].face);
    if cards.iter().any(|c| o.esuit(c.face) != es) {
        return false;
    }
    let u = units(&cards, o, 2);
    u.len() == 1 && u[0].length >= 2
}

#[test]
fn tractor_table() {
    let o = o7c();
    let table = [
        ("S5 S5 S4 S4", true),
        ("H5 H5 H4 H4", true),
        ("SJ SJ S10 S10 S9 S9 S8 S8", true),
        ("C5 C5 C4 C4 C3 C3", true),
        ("S8 S8 S6 S6", true),
        ("C8 C8 C6 C6", true),
        ("C7 C7 H7 H7 CA CA", true),
        ("RJ RJ BJ BJ C7 C7", true),
        ("S10 S10 S8 S8", false),
        ("S9 S9 H8 H8", false),
        ("S7 S7 S6 S6", false),
        ("C7 C7 C6 C6", false),
        ("S7 S7 H7 H7", false),
        ("C2 C2 SA SA", false),
    ];
    for (cards, want) in table {
        assert_eq!(is_tractor(cards, &o), want, "{cards}");
    }
    let long = units(&h("SJ SJ S10 S10 S9 S9 S8 S8"), &o, 2);
    assert_eq!(long[0].length, 4);
    let top = units(&h("RJ RJ BJ BJ C7 C7"), &o, 2);
    assert_eq!(
        (top[0].length, top[0].top),
        (3, 15),
        "strongest 3-pair tractor"
    );
}

#[test]
fn pairs_need_identical_cards() {
    let o = o7c();
    for cards in ["S7 H7", "SQ DQ", "RJ BJ"] {
        let u = units(&h(cards), &o, 2);
        assert!(u.iter().all(|u| u.width == 1), "{cards} is no pair");
    }
    assert_eq!(units(&h("SQ SQ"), &o, 2)[0].width, 2);
    assert_eq!(units(&h("RJ RJ"), &o, 2)[0].width, 2);
}

#[test]
fn decompose_throws_and_triples() {
    let o = o7c();
    let u = units(&h("SA SA SK SQ SQ SJ SJ S2"), &o, 2);
    let shapes: Vec<(u8, u8)> = u.iter().map(|u| (u.width, u.length)).collect();
    assert_eq!(shapes, vec![(2, 2), (2, 1), (1, 1), (1, 1)]);
    // Three decks: triples and tractors of triples.
    let u = units(&h("S5 S5 S5 S4 S4 S4"), &o, 3);
    assert_eq!((u.len(), u[0].width, u[0].length), (1, 3, 2));
    let u = units(&h("S9 S9 S9"), &o, 3);
    assert_eq!((u.len(), u[0].width, u[0].length), (1, 3, 1));
    // One deck: only singles.
    let u = units(&h("S5 S4 S3"), &o, 1);
    assert!(u.iter().all(|u| u.width == 1 && u.length == 1));
}

#[test]
fn lead_units_lists_every_shape() {
    let o = o7c();
    let hand = h("SQ SQ SJ SJ S10 S10 H3");
    let all = lead_units(&hand, &o, 2);
    let tractors: Vec<(u8, u8)> = all
        .iter()
        .filter(|u| u.length >= 2)
        .map(|u| (u.top, u.length))
        .collect();
    // QQJJ, JJ1010, QQJJ1010.
    assert_eq!(tractors.len(), 3, "{tractors:?}");
    assert_eq!(
        all.iter().filter(|u| u.width == 2 && u.length == 1).count(),
        3
    );
    assert_eq!(all.iter().filter(|u| u.width == 1).count(), 4);
}

// ---------------------------------------------------------------- following

#[test]
fn follow_single_lead() {
    assert!(follow("S4", "S9 SQ H2", "SQ", 2).is_ok());
    assert!(follow("S4", "S9 SQ H2", "S9", 2).is_ok());
    assert!(matches!(
        follow("S4", "S9 SQ H2", "H2", 2),
        Err(ActionError::MustFollowSuit { .. })
    ));
    assert!(follow("S4", "H2 C5", "C5", 2).is_ok(), "void: ruff");
    assert!(follow("S4", "H2 C5", "H2", 2).is_ok(), "void: discard");
    // Trump lead: the off-suit 7 is a trump and must follow.
    assert!(matches!(
        follow("C4", "S7 H2", "H2", 2),
        Err(ActionError::MustFollowSuit { .. })
    ));
    assert!(follow("C4", "S7 H2", "S7", 2).is_ok());
}

#[test]
fn follow_pair_lead() {
    let table: &[(&str, &str, bool)] = &[
        ("S9 S9 SQ H2 H3", "S9 S9", true),
        ("S9 S9 SQ H2 H3", "S9 SQ", false),
        ("S9 S9 SQ H2 H3", "SQ H2", false),
        ("S9 SQ SK H2", "S9 SQ", true),
        ("S9 SQ SK H2", "S9 H2", false),
        ("S9 H2 H3", "S9 H2", true),
        ("S9 H2 H3", "H2 H3", false),
        ("H2 H3 C5 C5", "C5 C5", true),
        ("H2 H3 C5 C5", "H2 H3", true),
        ("H2 H3 C5 C5", "H2 C5", true),
    ];
    follow_table("S4 S4", 2, table);
    let err = follow("S4 S4", "S9 S9 SQ H2 H3", "S9 SQ", 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "you must play a pair of ♠: your hand has one"
    );
}

#[test]
fn follow_tractor_lead() {
    let lead = "S4 S4 S3 S3";
    let table: &[(&str, &str, bool)] = &[
        // Pairs but no tractor: both pairs.
        ("S9 S9 SQ SQ S2 H2", "S9 S9 SQ SQ", true),
        ("S9 S9 SQ SQ S2 H2", "S9 S9 SQ S2", false),
        // One pair only: the pair plus singles.
        ("S9 S9 SQ SK S2", "S9 S9 SQ S2", true),
        ("S9 S9 SQ SK S2", "SQ SK S2 S9", false),
        // A longer tractor: any two consecutive pairs of it.
        ("SQ SQ SJ SJ S10 S10 S2", "SQ SQ SJ SJ", true),
        ("SQ SQ SJ SJ S10 S10 S2", "SJ SJ S10 S10", true),
        ("SQ SQ SJ SJ S10 S10 S2", "SQ SQ S10 S10", false),
        ("SQ SQ SJ SJ S5 S5", "SQ SQ S5 S5", false),
        // Fewer suit cards than led: all of them, then anything.
        ("S9 SQ H2 H3 H4", "S9 SQ H2 H3", true),
        ("S9 SQ H2 H3 H4", "S9 H2 H3 H4", false),
        // Void: ruff or discard.
        ("C5 C5 C6 C6 H2", "C5 C5 C6 C6", true),
        ("C5 C5 C6 C6 H2", "H2 C5 C6 C6", true),
    ];
    follow_table(lead, 2, table);
    let err = follow(lead, "SQ SQ SJ SJ S5 S5", "SQ SQ S5 S5", 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "you must play a tractor of 2 pairs of ♠: your hand has one"
    );
    let err = follow(lead, "S9 S9 SQ SQ S2 H2", "S9 S9 SQ S2", 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "you must play 2 pairs of ♠: your hand has them"
    );
    // A 3-pair tractor led, a 2-pair tractor and a pair held: all three pairs.
    let lead3 = "S6 S6 S5 S5 S4 S4";
    assert!(follow(lead3, "SQ SQ SJ SJ S9 S9 S2 S3", "SQ SQ SJ SJ S9 S9", 2).is_ok());
    assert!(follow(lead3, "SQ SQ SJ SJ S9 S9 S2 S3", "SQ SQ SJ SJ S2 S3", 2).is_err());
}

#[test]
fn follow_throw_lead() {
    // Pair + single.
    assert!(follow("SA SA SK", "S9 S9 SQ S2", "S9 S9 S2", 2).is_ok());
    assert!(follow("SA SA SK", "S9 S9 SQ S2", "S9 SQ S2", 2).is_err());
    // Tractor + single: the tractor first.
    assert!(follow("SA SA SK SK SQ", "S9 S9 S8 S8 S2 S3", "S9 S9 S8 S8 S2", 2).is_ok());
    assert!(follow("SA SA SK SK SQ", "S9 S9 S8 S8 S2 S3", "S9 S9 S2 S3 S8", 2).is_err());
    // Tractor + pair with pairs but no tractor: as many pairs as the throw has (3).
    assert!(
        follow(
            "SA SA SK SK SJ SJ",
            "S9 S9 S5 S5 S2 S2 S3",
            "S9 S9 S5 S5 S2 S2",
            2
        )
        .is_ok()
    );
    assert!(
        follow(
            "SA SA SK SK SJ SJ",
            "S9 S9 S5 S5 S2 S2 S3",
            "S9 S9 S5 S5 S2 S3",
            2
        )
        .is_err()
    );
    // Two pairs + single, one pair held.
    assert!(follow("SA SA SQ SQ S2", "S9 S9 S4 S5 S6 S8", "S9 S9 S4 S5 S6", 2).is_ok());
    assert!(follow("SA SA SQ SQ S2", "S9 S9 S4 S5 S6 S8", "S4 S5 S6 S8 S9", 2).is_err());
}

#[test]
fn follow_triples_with_three_decks() {
    let lead = "S4 S4 S4";
    assert!(follow(lead, "S9 S9 S9 SQ SQ S2", "S9 S9 S9", 3).is_ok());
    assert!(follow(lead, "S9 S9 S9 SQ SQ S2", "SQ SQ S2", 3).is_err());
    assert!(follow(lead, "SQ SQ S2 S3", "SQ SQ S2", 3).is_ok());
    assert!(follow(lead, "SQ SQ S2 S3", "S2 S3 SQ", 3).is_err());
    assert!(follow(lead, "S2 S3 S5 S6", "S2 S3 S6", 3).is_ok());
    // A pair lead may be matched from a triple.
    assert!(follow("S4 S4", "S9 S9 S9 S2", "S9 S9", 3).is_ok());
    assert!(follow("S4 S4", "S9 S9 S9 S2", "S9 S2", 3).is_err());
    // Tractor of triples.
    let lead = "S4 S4 S4 S3 S3 S3";
    assert!(follow(lead, "S9 S9 S9 S8 S8 S8 S2", "S9 S9 S9 S8 S8 S8", 3).is_ok());
    assert!(follow(lead, "S9 S9 S9 SJ SJ SJ S2 S3", "S9 S9 S9 SJ SJ SJ", 3).is_ok());
    assert!(follow(lead, "S9 S9 S9 SJ SJ SJ S2 S3", "S9 S9 S9 SJ S2 S3", 3).is_err());
}

#[test]
fn legal_follow_enumeration_and_random_follow() {
    let o = o7c();
    let lead = h("S4 S4 S3 S3");
    let u = units(&lead, &o, 2);
    let hand = h("SQ SQ SJ SJ S10 S10 S2 H5 H6");
    let all = legal_follows(&hand, 0, &u, &o, 2, 100);
    // QQJJ or JJ1010.
    assert_eq!(all.len(), 2, "{all:?}");
    for play in &all {
        assert!(check_follow(&hand, 0, &u, play, &o, 2).is_ok());
    }
    // Void: any 4 of 5 distinct cards (no copies) = 5 ways.
    let void = h("H2 H3 H4 H5 C9");
    assert_eq!(legal_follows(&void, 0, &u, &o, 2, 100).len(), 5);
    // Capped enumeration.
    assert_eq!(legal_follows(&void, 0, &u, &o, 2, 3).len(), 3);
    let mut r = cardtable::cards::rng(5);
    for _ in 0..200 {
        let play = random_follow(&hand, 0, &u, &o, 2, &mut r);
        assert!(check_follow(&hand, 0, &u, &play, &o, 2).is_ok(), "{play:?}");
    }
}

// ---------------------------------------------------------------- winning tricks

fn trick_of(lead: &str, o: &Order) -> Trick {
    let lead = h(lead);
    let u = units(&lead, o, 2);
    Trick::new(0, lead.clone(), o.esuit(lead[0].face), u)
}

#[test]
fn pair_lead_examples() {
    let o = o7c();
    let mut t = trick_of("D9 D9", &o);
    t.add(1, h("DJ DQ"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 0, "two higher singles never beat a pair");
    t.add(2, h("CJ CQ"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 0, "two trump singles never beat a pair");
    t.add(3, h("C5 C5"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 3, "a trump pair ruffs");
}

#[test]
fn equal_plays_the_earlier_wins() {
    let o = o7c();
    let mut t = trick_of("SA", &o);
    t.add(1, h("H7"), &o, ThrowBeat::LargestUnit);
    t.add(2, h("D7"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 1);
    t.add(3, h("C7"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 3, "the trump-suit 7 is above the other 7s");
    let mut t = trick_of("S9", &o);
    t.add(1, h("S9"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 0);
    t.add(2, h("H2"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 0, "off-suit discards never win");
}

#[test]
fn tractor_ruffs_need_a_tractor() {
    let o = o7c();
    let mut t = trick_of("S4 S4 S3 S3", &o);
    t.add(1, h("C9 C9 C5 C5"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 0, "two trump pairs are not a tractor");
    t.add(2, h("C6 C6 C5 C5"), &o, ThrowBeat::LargestUnit);
    assert_eq!(
        t.winner, 2,
        "6-5 is a tractor with 7 trump? no: 8-6 are adjacent, 6-5 too"
    );
    t.add(3, h("S7 S7 CA CA"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 3, "off-suit 7 pair over A♣ pair");
}

#[test]
fn throw_beaten_by_largest_unit_or_every_unit() {
    let o = o7c();
    // ♠ throw: pair A + single K; ruffs with trumps.
    let lead = "SA SA SK";
    for (beat, ruff, wins) in [
        (ThrowBeat::LargestUnit, "C2 C2 C3", true),
        (ThrowBeat::EveryUnit, "C2 C2 C3", true),
        (ThrowBeat::LargestUnit, "C2 C3 C4", false),
    ] {
        let mut t = trick_of(lead, &o);
        t.add(1, h(ruff), &o, beat);
        assert_eq!(t.winner == 1, wins, "{beat:?} {ruff}");
    }
    // Over-ruff: largest unit decides, or every unit must be higher.
    let mut t = trick_of(lead, &o);
    t.add(1, h("C3 C3 CA"), &o, ThrowBeat::LargestUnit);
    t.add(2, h("C4 C4 C2"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 2, "largest unit: 4♣4♣ > 3♣3♣");
    let mut t = trick_of(lead, &o);
    t.add(1, h("C3 C3 CA"), &o, ThrowBeat::EveryUnit);
    t.add(2, h("C4 C4 C2"), &o, ThrowBeat::EveryUnit);
    assert_eq!(t.winner, 1, "every unit: 2♣ does not beat A♣");
}

// ---------------------------------------------------------------- throws

#[test]
fn throw_validation_against_other_hands() {
    let o = o7c();
    let throw = h("SA SK SK");
    let u = units(&throw, &o, 2);
    let (hands, _) = deal(&["SA SK SK", "SA S2", "SQ SQ", "H3"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    assert_eq!(
        check_throw(&u, 0, &others, &o),
        None,
        "an equal A is not higher"
    );

    let throw = h("SK SQ SQ");
    let u = units(&throw, &o, 2);
    let (hands, _) = deal(&["SK SQ SQ", "SA H2", "H3", "SJ SJ"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    let b = check_throw(&u, 0, &others, &o).expect("K is beaten by A");
    assert_eq!((b.unit.width, b.blocker), (1, 1));
    assert_eq!(b.by.faces[..], [f("SA")]);

    // Both units beatable: the smallest (fewest cards) is forced.
    let (hands, _) = deal(&["SK SQ SQ", "SA SA", "H3", "H4"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    let b = check_throw(&u, 0, &others, &o).unwrap();
    assert_eq!(b.unit.describe(), "single of K♠");
    // Tractor units: a longer higher tractor blocks, a shorter one does not.
    let throw = h("S5 S5 S4 S4 SA");
    let u = units(&throw, &o, 2);
    let (hands, _) = deal(&["S5 S5 S4 S4 SA", "S9 S9 H2", "S10 S10 S8 S8", "H3"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    assert_eq!(
        check_throw(&u, 0, &others, &o),
        None,
        "10-10-8-8 is no tractor; 9-9 no tractor"
    );
    let (hands, _) = deal(&["S5 S5 S4 S4 SA", "S9 S9 S8 S8", "H2", "H3"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    let b = check_throw(&u, 0, &others, &o).unwrap();
    assert_eq!((b.unit.length, b.blocker), (2, 1));
}

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

#[test]
fn failed_throw_forces_the_smallest_unit_with_penalty() {
    let mut rules = Rules::classic();
    rules.failed_throw_penalty = 10;
    let mut g = arranged(
        rules,
        &["SK SQ SQ", "SA H9 H10", "SJ SJ S2", "S3 S4 S6"],
        KITTY25,
        Some(Suit::Clubs),
    );
    let ev = play(&mut g, 0, "SK SQ SQ").unwrap();
    let Event::ThrowFailed(ft) = ev else {
        panic!("{ev:?}")
    };
    assert_eq!(ft.forced, pick(&h("SK SQ SQ"), "SK"));
    assert_eq!(ft.penalty, 10, "the thrower declares: 10 to the opponents");
    assert_eq!(
        ft.to_string(),
        "The throw failed: seat 1 holds a single of A♠ that beats the single of K♠, so seat 0 plays only the single of K♠. Penalty: +10 points to the opponents."
    );
    assert_eq!(g.hand(0).len(), 2, "the other cards go back to the hand");
    assert_eq!(g.trick().unwrap().size(), 1);
    assert_eq!(g.opponents_points(), 10);
}

// ---------------------------------------------------------------- kitty and scoring

#[test]
fn kitty_times_four_after_a_pair() {
    let mut g = arranged(
        Rules::classic(),
        &["S3 S3", "SA SA", "S4 S4", "S5 S6"],
        KITTY25,
        Some(Suit::Clubs),
    );
    play(&mut g, 0, "S3 S3").unwrap();
    play(&mut g, 1, "SA SA").unwrap();
    play(&mut g, 2, "S4 S4").unwrap();
    let Event::RoundOver(r) = play(&mut g, 3, "S5 S6").unwrap() else {
        panic!()
    };
    assert_eq!((r.kitty_points, r.kitty_multiplier), (25, 4));
    assert_eq!(r.opponents_points, 5 + 100);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 0 });
    assert_eq!(r.next_dealer, 1, "the player after the dealer deals next");
    assert_eq!(g.phase(), Phase::RoundOver);
}

#[test]
fn kitty_times_eight_after_a_tractor() {
    let mut g = arranged(
        Rules::classic(),
        &["S3 S3 S2 S2", "SA SA SK SK", "H9 HJ HQ HA", "D2 D3 D4 D6"],
        KITTY25,
        Some(Suit::Clubs),
    );
    play(&mut g, 0, "S3 S3 S2 S2").unwrap();
    play(&mut g, 1, "SA SA SK SK").unwrap();
    play(&mut g, 2, "H9 HJ HQ HA").unwrap();
    let Event::RoundOver(r) = play(&mut g, 3, "D2 D3 D4 D6").unwrap() else {
        panic!()
    };
    assert_eq!(r.kitty_multiplier, 8);
    assert_eq!(r.opponents_points, 20 + 200);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 3 });
    assert_eq!(
        r.levels,
        vec![Rank::Seven, Rank::Ten, Rank::Seven, Rank::Ten]
    );
}

#[test]
fn declarers_winning_the_last_trick_keep_the_kitty() {
    let mut g = arranged(
        Rules::classic(),
        &["SA", "S3", "S4", "S6"],
        KITTY25,
        Some(Suit::Clubs),
    );
    for (s, c) in [(0, "SA"), (1, "S3"), (2, "S4")] {
        play(&mut g, s, c).unwrap();
    }
    let Event::RoundOver(r) = play(&mut g, 3, "S6").unwrap() else {
        panic!()
    };
    assert_eq!((r.kitty_multiplier, r.opponents_points), (0, 0));
    assert_eq!(r.outcome, Outcome::Hold { levels: 3 });
    assert_eq!(r.next_dealer, 2, "the dealer's partner deals next");
    assert_eq!(r.promoted, vec![0, 2]);
}

#[test]
fn kitty_multiplier_variants() {
    let o = o7c();
    let single = &units(&h("SA"), &o, 2)[0];
    let pair = &units(&h("SA SA"), &o, 2)[0];
    let t2 = &units(&h("SA SA SK SK"), &o, 2)[0];
    let t3 = &units(&h("SA SA SK SK SQ SQ"), &o, 2)[0];
    let t4 = &units(&h("SA SA SK SK SQ SQ SJ SJ"), &o, 2)[0];
    let table = [
        (single, [2, 2, 2]),
        (pair, [4, 4, 2]),
        (t2, [8, 8, 2]),
        (t3, [16, 12, 2]),
        (t4, [32, 16, 2]),
    ];
    for (u, [power, linear, double]) in table {
        assert_eq!(kitty_multiplier(u, KittyMultiplier::Power), power);
        assert_eq!(kitty_multiplier(u, KittyMultiplier::Linear), linear);
        assert_eq!(kitty_multiplier(u, KittyMultiplier::Double), double);
    }
}

#[test]
fn scoring_table_at_its_boundaries() {
    let rules = Rules::classic();
    use Outcome::*;
    let table = [
        (0, Hold { levels: 3 }),
        (5, Hold { levels: 2 }),
        (35, Hold { levels: 2 }),
        (40, Hold { levels: 1 }),
        (75, Hold { levels: 1 }),
        (80, TakeOver { levels: 0 }),
        (115, TakeOver { levels: 0 }),
        (120, TakeOver { levels: 1 }),
        (155, TakeOver { levels: 1 }),
        (160, TakeOver { levels: 2 }),
        (195, TakeOver { levels: 2 }),
        (200, TakeOver { levels: 3 }),
        (235, TakeOver { levels: 3 }),
        (240, TakeOver { levels: 4 }),
    ];
    for (points, want) in table {
        assert_eq!(outcome(points, &rules), want, "{points}");
    }
    // One deck: step 20, threshold 40.
    let one = Rules::one_deck();
    for (points, want) in [
        (0, Hold { levels: 3 }),
        (5, Hold { levels: 2 }),
        (15, Hold { levels: 2 }),
        (20, Hold { levels: 1 }),
        (35, Hold { levels: 1 }),
        (40, TakeOver { levels: 0 }),
        (60, TakeOver { levels: 1 }),
        (100, TakeOver { levels: 3 }),
    ] {
        assert_eq!(outcome(points, &one), want, "one deck {points}");
    }
    // Three decks: step 60, threshold 120.
    let three = Rules::three_decks();
    for (points, want) in [
        (55, Hold { levels: 2 }),
        (60, Hold { levels: 1 }),
        (115, Hold { levels: 1 }),
        (120, TakeOver { levels: 0 }),
        (180, TakeOver { levels: 1 }),
    ] {
        assert_eq!(outcome(points, &three), want, "three decks {points}");
    }
}

#[test]
fn promotion_and_match_end() {
    let classic = Rules::classic();
    assert_eq!(promote(Rank::Two, 3, true, &classic), (Rank::Five, false));
    assert_eq!(promote(Rank::King, 1, true, &classic), (Rank::Ace, false));
    assert_eq!(
        promote(Rank::King, 2, true, &classic),
        (Rank::Ace, true),
        "past A wins"
    );
    assert_eq!(promote(Rank::Ace, 1, false, &classic), (Rank::Ace, true));
    let mut defend_a = Rules::classic();
    defend_a.must_defend_a = true;
    assert_eq!(
        promote(Rank::King, 3, true, &defend_a),
        (Rank::Ace, false),
        "stops at A"
    );
    assert_eq!(
        promote(Rank::Ace, 2, false, &defend_a),
        (Rank::Ace, false),
        "taking over at A"
    );
    assert_eq!(
        promote(Rank::Ace, 1, true, &defend_a),
        (Rank::Ace, true),
        "held at A"
    );
    let mut defend = Rules::classic();
    defend.defend_levels = vec![Rank::Five, Rank::Ten, Rank::King];
    assert_eq!(
        promote(Rank::Three, 3, true, &defend),
        (Rank::Five, false),
        "stops at 5"
    );
    assert_eq!(
        promote(Rank::Five, 3, true, &defend),
        (Rank::Eight, false),
        "held at 5: passes"
    );
    assert_eq!(
        promote(Rank::Five, 2, false, &defend),
        (Rank::Five, false),
        "not declared at 5"
    );
    assert_eq!(promote(Rank::Nine, 3, true, &defend), (Rank::Ten, false));
}

// ---------------------------------------------------------------- bidding

fn bid_check(
    current: Option<(usize, &str)>,
    seat: usize,
    cards: &str,
    rules: &Rules,
) -> Result<(), ActionError> {
    let cur = current.map(|(s, c)| Bid {
        seat: s,
        cards: h(c),
    });
    cardtable::shengji::bidding::check_bid(cur.as_ref(), seat, &h(cards), Rank::Nine, rules)
}

#[test]
fn bids_from_the_spec() {
    let r = Rules::classic();
    assert!(bid_check(None, 0, "H9", &r).is_ok());
    assert!(
        bid_check(Some((0, "H9")), 1, "C9 C9", &r).is_ok(),
        "a pair overrides a single"
    );
    assert!(
        bid_check(Some((0, "H9")), 0, "H9 H9", &r).is_ok(),
        "reinforcing"
    );
    assert!(matches!(
        bid_check(Some((0, "H9 H9")), 1, "C9 C9", &r),
        Err(ActionError::BidTooWeak { .. })
    ));
    assert!(
        bid_check(Some((0, "H9 H9")), 1, "BJ BJ", &r).is_ok(),
        "small jokers beat any pair"
    );
    assert!(
        bid_check(Some((1, "BJ BJ")), 2, "RJ RJ", &r).is_ok(),
        "big jokers beat small"
    );
    assert!(bid_check(Some((1, "RJ RJ")), 2, "BJ BJ", &r).is_err());
    assert_eq!(bid_check(None, 0, "BJ", &r), Err(ActionError::SingleJoker));
    assert!(
        bid_check(None, 0, "BJ RJ", &r).is_err(),
        "mixed jokers are no pair"
    );
    assert!(bid_check(None, 0, "H8", &r).is_err(), "not the trump rank");
    assert!(bid_check(None, 0, "H9 C9", &r).is_err(), "not identical");
    assert!(matches!(
        bid_check(Some((0, "H9")), 1, "C9", &r),
        Err(ActionError::BidTooWeak { .. })
    ));
    assert!(matches!(
        bid_check(Some((0, "H9")), 0, "C9 C9", &r),
        Err(ActionError::OnlyReinforce { .. })
    ));
    // Three decks: the partner may not reinforce; a stronger triple is fine.
    let three = Rules::three_decks();
    assert_eq!(
        bid_check(Some((0, "H9")), 2, "H9 H9", &three),
        Err(ActionError::CannotReinforcePartner)
    );
    assert!(bid_check(Some((0, "H9 H9")), 1, "C9 C9 C9", &three).is_ok());
    assert!(bid_check(Some((0, "H9 H9")), 1, "C9 C9 BJ", &three).is_err());
    let mut with_jokers = Rules::three_decks();
    with_jokers.bid_jokers_with_rank = true;
    assert!(bid_check(Some((0, "H9 H9")), 1, "C9 C9 BJ", &with_jokers).is_ok());
    assert!(
        bid_check(None, 1, "C9 BJ", &with_jokers).is_err(),
        "jokers only in 3+ card bids"
    );
}

#[test]
fn bids_name_the_trump_suit() {
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("H9 H9")
        }
        .suit(),
        Some(Suit::Hearts)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("BJ BJ")
        }
        .suit(),
        None,
        "no-trump"
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("RJ RJ")
        }
        .strength(),
        (2, 2)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("BJ BJ")
        }
        .strength(),
        (2, 1)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("C9 C9")
        }
        .strength(),
        (2, 0)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("C9 C9")
        }
        .describe(),
        "9♣9♣"
    );
}

#[test]
fn one_deck_throws_of_singles() {
    let o = o7c();
    let throw = h("SA SK SQ");
    let u = units(&throw, &o, 1);
    assert_eq!(u.len(), 3);
    let (hands, _) = deal(&["SA SK SQ", "SJ H2", "S10 S9", "H3"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    assert_eq!(check_throw(&u, 0, &others, &o), None);
    let throw = h("SA SQ");
    let u = units(&throw, &o, 1);
    let (hands, _) = deal(&["SA SQ", "SK H2", "S10 S9", "H3"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    let b = check_throw(&u, 0, &others, &o).unwrap();
    assert_eq!((b.unit.faces[0], b.blocker), (f("SQ"), 1));
    // Following a one-deck "pair" of singles: any two suit cards.
    assert!(follow("S4 S3", "S9 SQ H2", "S9 SQ", 1).is_ok());
}

#[test]
fn bid_options_follow_the_table() {
    let r = Rules::classic();
    let hand = h("H9 H9 C9 BJ BJ RJ S3");
    let opts = |cur: Option<Bid>, seat| {
        cardtable::shengji::bidding::bid_options(cur.as_ref(), seat, &hand, Rank::Nine, &r)
    };
    assert_eq!(
        opts(None, 0).len(),
        4,
        "H9, C9, H9H9, BJBJ and nothing with one RJ"
    );
    let cur = Bid {
        seat: 1,
        cards: h("S9 S9"),
    };
    assert_eq!(opts(Some(cur), 0), vec![pick(&hand, "BJ BJ")]);
    let own = Bid {
        seat: 0,
        cards: pick(&hand, "H9"),
    };
    assert_eq!(
        opts(Some(own), 0),
        vec![pick(&hand, "H9 H9")],
        "only the reinforcement"
    );
}

#[test]
fn round_one_dealer_is_the_winning_bidder() {
    let mut g = Game::new(Rules::classic(), 11).unwrap();
    let mut bidder = None;
    while g.phase() == Phase::Drawing {
        let s = g.to_act().unwrap();
        g.apply(s, Action::Draw).unwrap();
        if bidder.is_none()
            && let Some(b) = g.bid_options(s).first().cloned()
        {
            let before = g.clone();
            assert!(
                g.apply((s + 1) % 4, Action::Bid(b.clone())).is_err(),
                "not their cards"
            );
            assert_eq!(g, before);
            g.apply(s, Action::Bid(b.clone())).unwrap();
            bidder = Some((s, b[0].suit()));
        }
    }
    assert_eq!(g.hand(0).len(), 25);
    assert_eq!(pass_all(&mut g), Event::Done);
    let (s, suit) = bidder.expect("someone held a 2");
    assert_eq!(g.dealer(), Some(s));
    assert_eq!(g.phase(), Phase::Burying);
    assert_eq!(g.trump_or_bid(), Trump::new(Rank::Two, suit));
    assert_eq!(g.hand(s).len(), 33, "the dealer took the kitty");
    assert_eq!(g.view(s).kitty.as_ref().map(Vec::len), Some(8));
    assert_eq!(
        g.view((s + 1) % 4).kitty,
        None,
        "others never see the kitty"
    );
}

#[test]
fn round_one_without_bids_is_redealt() {
    let mut g = Game::new(Rules::classic(), 3).unwrap();
    draw_all(&mut g);
    assert_eq!(pass_all(&mut g), Event::Redeal);
    assert_eq!(
        (g.phase(), g.redeals(), g.dealer()),
        (Phase::Drawing, 1, None)
    );
    assert_eq!(g.cards_to_draw(), 100);
}

/// A finished tiny round 1 (dealer 0 held at 7), so that round 2 is dealt normally.
fn into_round_two(rules: Rules) -> Game {
    let mut g = arranged(rules, &["SA", "S3", "S4", "S6"], KITTY25, Some(Suit::Clubs));
    for (s, c) in [(0, "SA"), (1, "S3"), (2, "S4"), (3, "S6")] {
        play(&mut g, s, c).unwrap();
    }
    g.apply(3, Action::NextRound).unwrap();
    g
}

#[test]
fn later_rounds_without_bids() {
    // Flip the kitty: the first 10 (trump rank of the new dealer: 7 + 3) fixes the suit.
    let mut g = into_round_two(Rules::classic());
    assert_eq!((g.dealer(), g.round_number()), (Some(2), 2));
    assert_eq!(g.to_act(), Some(2), "the dealer draws first");
    draw_all(&mut g);
    pass_all(&mut g);
    let v = g.view(0);
    let flips = v.kitty_flips.clone();
    assert!(!flips.is_empty());
    let trump = g.trump_or_bid();
    assert_eq!(trump.rank, Rank::Ten);
    let last = *flips.last().unwrap();
    if last.rank() == Some(Rank::Ten) {
        assert_eq!(trump.suit, last.suit());
    } else {
        assert_eq!(flips.len(), 8);
        let best = flips
            .iter()
            .filter(|c| !c.face.is_joker())
            .max_by(|a, b| a.rank().cmp(&b.rank()).then(std::cmp::Ordering::Greater));
        assert_eq!(trump.suit, best.and_then(|c| c.suit()));
    }
    assert_eq!(g.phase(), Phase::Burying);

    let mut rules = Rules::classic();
    rules.no_bid = NoBid::FirstKittyCard;
    let mut g = into_round_two(rules);
    draw_all(&mut g);
    pass_all(&mut g);
    let first = g.kitty()[0];
    assert_eq!(g.view(1).kitty_flips, vec![first]);
    assert_eq!(g.trump_or_bid().suit, first.suit());

    let mut rules = Rules::classic();
    rules.no_bid = NoBid::Redeal;
    let mut g = into_round_two(rules);
    draw_all(&mut g);
    assert_eq!(pass_all(&mut g), Event::Redeal);
    assert_eq!(
        (g.phase(), g.dealer(), g.round_number()),
        (Phase::Drawing, Some(2), 2)
    );
}

#[test]
fn misdeal_variant() {
    // Seat 1 holds no point cards.
    let mut rules = Rules::classic();
    let (hands, kitty) = deal(&["S5", "S3", "CK", "S10"], KITTY25);
    let base = Game::arranged(
        rules.clone(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands.clone(),
        kitty.clone(),
    )
    .unwrap();
    let mut g = base.clone();
    assert_eq!(
        g.apply(1, Action::Misdeal),
        Err(ActionError::MisdealNotAllowed)
    );
    rules.misdeal = true;
    let mut g2 = Game::arranged(
        rules,
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands,
        kitty,
    )
    .unwrap();
    assert_eq!(g2.apply(2, Action::Misdeal), Err(ActionError::NoMisdeal));
    assert_eq!(g2.apply(1, Action::Misdeal), Ok(Event::Redeal));
    assert_eq!(g2.phase(), Phase::Drawing);
    assert!(g.apply(0, Action::Bury(vec![])).is_err());
}

// ---------------------------------------------------------------- Zhao Pengyou

#[test]
fn zhao_pengyou_table() {
    let table = [
        (5, 2, 20, 8),
        (6, 2, 17, 6),
        (7, 2, 14, 10),
        (8, 3, 19, 10),
        (9, 3, 17, 9),
        (10, 3, 15, 12),
        (11, 3, 14, 8),
        (12, 4, 17, 12),
    ];
    for (p, d, hand, kitty) in table {
        let r = Rules::zhao_pengyou(p).unwrap();
        assert_eq!(
            (r.decks, r.hand_size, r.kitty_size, r.teams),
            (d, hand, kitty, Teams::FindFriends)
        );
        assert!(r.validate().is_ok());
        assert_eq!(r.friend_calls(), (p as usize / 2 - 1).max(1));
    }
    assert_eq!(Rules::zhao_pengyou(4), None);
    assert_eq!(Rules::zhao_pengyou(13), None);
}

fn zp_game(hands: &[&str], call: FriendCall) -> Game {
    let rules = Rules::zhao_pengyou(5).unwrap();
    let (hands, kitty) = deal(hands, KITTY25);
    let mut g = Game::arranged(
        rules,
        vec![Rank::Two; 5],
        0,
        Trump::new(Rank::Two, Some(Suit::Spades)),
        hands,
        kitty.clone(),
    )
    .unwrap();
    g.apply(0, Action::Bury(kitty)).unwrap();
    assert_eq!(g.phase(), Phase::CallingFriends);
    let before = g.clone();
    assert_eq!(
        g.apply(0, Action::CallFriends(vec![])),
        Err(ActionError::WrongFriendCount { expected: 1 })
    );
    assert!(
        g.apply(
            0,
            Action::CallFriends(vec![FriendCall {
                face: call.face,
                nth: 3
            }])
        )
        .is_err()
    );
    assert_eq!(g, before);
    g.apply(0, Action::CallFriends(vec![call])).unwrap();
    g
}

#[test]
fn friend_joins_when_the_called_copy_is_played() {
    let call = FriendCall {
        face: f("HA"),
        nth: 2,
    };
    assert_eq!(call.describe(), "the 2nd A♥ played");
    let mut g = zp_game(&["HA H3", "H4 H5", "HA H6", "H8 H9", "HJ HQ"], call);
    play(&mut g, 0, "HA").unwrap();
    play(&mut g, 1, "H4").unwrap();
    assert!(!g.declarers()[2]);
    play(&mut g, 2, "HA").unwrap();
    assert!(g.declarers()[2], "revealed at once, mid-trick");
    assert_eq!(g.friends().1, &[Some(2)]);
    assert_eq!(g.trick().unwrap().winner, 0, "equal A♥: the earlier wins");
}

#[test]
fn friend_points_stop_counting_and_the_team_is_promoted() {
    let call = FriendCall {
        face: f("HA"),
        nth: 1,
    };
    let mut g = zp_game(&["H3 HA", "H5 H4", "HK HA", "H6 H8", "H9 H10"], call);
    for (s, c) in [(0, "H3"), (1, "H5"), (2, "HK"), (3, "H6"), (4, "H9")] {
        play(&mut g, s, c).unwrap();
    }
    assert_eq!(
        g.opponents_points(),
        15,
        "seat 2 is not known as a friend yet"
    );
    play(&mut g, 2, "HA").unwrap();
    assert_eq!(g.opponents_points(), 0, "the friend's points stop counting");
    for (s, c) in [(3, "H8"), (4, "H10"), (0, "HA")] {
        play(&mut g, s, c).unwrap();
    }
    let Event::RoundOver(r) = play(&mut g, 1, "H4").unwrap() else {
        panic!()
    };
    assert_eq!(r.opponents_points, 0);
    assert_eq!(r.outcome, Outcome::Hold { levels: 3 });
    assert_eq!(r.promoted, vec![0, 2]);
    assert_eq!(
        r.levels,
        vec![Rank::Five, Rank::Two, Rank::Five, Rank::Two, Rank::Two]
    );
    assert_eq!(r.next_dealer, 2, "the next declarer after the dealer");
}

#[test]
fn dealer_playing_the_called_copy_stays_alone() {
    let call = FriendCall {
        face: f("HA"),
        nth: 1,
    };
    let mut g = zp_game(&["HA H3", "H4 H5", "HA H6", "H8 H9", "HJ HQ"], call);
    play(&mut g, 0, "HA").unwrap();
    play(&mut g, 1, "H4").unwrap();
    play(&mut g, 2, "HA").unwrap();
    assert_eq!(g.friends().1, &[Some(0)]);
    assert_eq!(g.declarers(), &[true, false, false, false, false]);
}

// ---------------------------------------------------------------- errors and views

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut g = arranged(
        Rules::classic(),
        &["S3 S3 H2", "SA SA D2", "S4 S9 SQ", "S5 S6 HK"],
        KITTY25,
        Some(Suit::Clubs),
    );
    let before = g.clone();
    let hand0 = g.hand(0).to_vec();
    let not_held = h("DA")[0];
    let cases: Vec<(usize, Action, ActionError)> = vec![
        (
            7,
            Action::Draw,
            ActionError::NoSuchSeat {
                seat: 7,
                players: 4,
            },
        ),
        (
            1,
            Action::Play(g.hand(1)[..1].to_vec()),
            ActionError::NotYourTurn { to_act: 0 },
        ),
        (0, Action::Play(vec![]), ActionError::NoCards),
        (
            0,
            Action::Play(vec![hand0[0], hand0[0]]),
            ActionError::DuplicateCard { card: hand0[0] },
        ),
        (
            0,
            Action::Play(vec![not_held]),
            ActionError::NotInHand { card: not_held },
        ),
        (
            0,
            Action::Play(pick(&hand0, "S3 H2")),
            ActionError::MixedSuits,
        ),
        (
            0,
            Action::Draw,
            ActionError::WrongPhase {
                action: "draw a card".into(),
                phase: Phase::Playing,
            },
        ),
        (
            0,
            Action::Pass,
            ActionError::WrongPhase {
                action: "pass".into(),
                phase: Phase::Playing,
            },
        ),
        (
            0,
            Action::NextRound,
            ActionError::WrongPhase {
                action: "start the next round".into(),
                phase: Phase::Playing,
            },
        ),
    ];
    for (seat, action, err) in cases {
        assert_eq!(
            g.apply(seat, action.clone()),
            Err(err.clone()),
            "{action:?}"
        );
        assert!(!err.to_string().is_empty());
        assert_eq!(g, before, "{action:?} changed the state");
    }
    play(&mut g, 0, "S3 S3").unwrap();
    let before = g.clone();
    let h1 = g.hand(1).to_vec();
    assert_eq!(
        g.apply(1, Action::Play(pick(&h1, "SA"))),
        Err(ActionError::WrongCount {
            expected: 2,
            got: 1
        })
    );
    assert_eq!(
        g.apply(1, Action::Play(pick(&h1, "SA D2")))
            .unwrap_err()
            .to_string(),
        "you must follow suit: play 2 cards of ♠"
    );
    assert_eq!(g, before);
    play(&mut g, 1, "SA SA").unwrap();
    let h2 = g.hand(2).to_vec();
    let held_by_other = g.hand(3)[0];
    assert_eq!(
        g.apply(2, Action::Play(vec![h2[0], held_by_other]))
            .map_err(|e| e.to_string()),
        Err(format!(
            "you do not hold that {}",
            held_by_other.face.label()
        ))
    );
    assert_eq!(
        g.apply(2, Action::Play(vec![h2[0], not_held])).unwrap_err(),
        ActionError::NotInHand { card: not_held }
    );
}

#[test]
fn error_messages_read_well() {
    assert_eq!(
        ActionError::MustFollowSuit { suit: 1, count: 2 }.to_string(),
        "you must follow suit: play 2 cards of ♥"
    );
    assert_eq!(
        ActionError::MustPlayAllOfSuit { suit: 4, held: 3 }.to_string(),
        "you must play all 3 of your trumps before adding cards of other suits"
    );
    assert!(
        ActionError::BidTooWeak {
            current: Bid {
                seat: 0,
                cards: vec!["H9".parse().unwrap(), "H9".parse().unwrap()]
            }
        }
        .to_string()
        .contains("9♥9♥")
    );
}

#[test]
fn views_hide_other_hands_and_the_kitty() {
    let mut g = arranged(
        Rules::classic(),
        &["S3 S3", "SA SA", "S4 S4", "S5 S6"],
        KITTY25,
        Some(Suit::Clubs),
    );
    let v1 = g.view(1);
    assert_eq!(v1.hand, g.hand(1).to_vec());
    assert_eq!(v1.hand_sizes, vec![2, 2, 2, 2]);
    assert_eq!(v1.buried, None, "only the dealer knows the buried cards");
    assert_eq!(g.view(0).buried.as_ref().map(Vec::len), Some(8));
    assert!(g.view(0).my_turn());
    assert_eq!(g.view(0).action_kinds(), vec![ActionKind::Play]);
    assert_eq!(g.view(1).action_kinds(), vec![]);
    play(&mut g, 0, "S3 S3").unwrap();
    let v1 = g.view(1);
    assert_eq!(v1.trick.as_ref().unwrap().plays.len(), 1);
    assert_eq!(v1.legal_plays(10), vec![pick(g.hand(1), "SA SA")]);
    assert!(v1.check_play(&pick(g.hand(1), "SA SA")).is_ok());
    let mut r = cardtable::cards::rng(1);
    assert_eq!(v1.random_play(&mut r).len(), 2);
    for (s, c) in [(1, "SA SA"), (2, "S4 S4"), (3, "S5 S6")] {
        play(&mut g, s, c).unwrap();
    }
    assert_eq!(
        g.view(3).buried.as_ref().map(Vec::len),
        Some(8),
        "shown after the round"
    );
}

// ---------------------------------------------------------------- opening hands, sim

#[test]
fn opening_hands_are_the_drawn_hands_sorted() {
    let hands = opening_hands(42);
    assert_eq!(hands.len(), 4);
    let o = order(Rank::Two, None);
    let mut ids: Vec<usize> = Vec::new();
    for hand in &hands {
        assert_eq!(hand.len(), 25);
        let keys: Vec<_> = hand.iter().map(|c| o.display_key(*c)).collect();
        assert!(keys.windows(2).all(|w| w[0] <= w[1]), "sorted for display");
        ids.extend(hand.iter().map(|c| c.id()));
    }
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 100);
    assert_eq!(opening_hands(42), hands, "deterministic");
    assert_ne!(opening_hands(43), hands);
    // Jokers first, then 2s, then suits.
    let first_plain = hands[0]
        .iter()
        .position(|c| !o.is_trump(c.face))
        .unwrap_or(25);
    assert!(
        hands[0][..first_plain]
            .iter()
            .all(|c| c.face.is_joker() || c.rank() == Some(Rank::Two))
    );
}

#[test]
fn simulate_command_arguments() {
    let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    assert!(cardtable::shengji::sim::main(&args("--games 1 --variant classic --seed 7")).is_ok());
    for bad in [
        "--games",
        "--games x",
        "--variant nope",
        "--bogus 1",
        "--variant zhao-pengyou-13",
    ] {
        let err = cardtable::shengji::sim::main(&args(bad)).unwrap_err();
        assert!(err.contains("usage"), "{bad}: {err}");
    }
}

// ---------------------------------------------------------------- property tests

fn all_variants() -> Vec<(String, Rules)> {
    let mut v = vec![
        ("classic".to_string(), Rules::classic()),
        ("one-deck".to_string(), Rules::one_deck()),
        ("three-decks".to_string(), Rules::three_decks()),
        ("four-decks".to_string(), Rules::multi_deck(4).unwrap()),
    ];
    for p in 5..=12 {
        v.push((format!("zhao-pengyou-{p}"), Rules::zhao_pengyou(p).unwrap()));
    }
    v.push(("classic-variants".to_string(), Rules::classic_variants()));
    v
}

/// Every card is somewhere exactly once.
fn check_conservation(g: &Game, name: &str) {
    let rules = g.rules();
    let total = 54 * rules.decks as usize;
    let mut ids: Vec<usize> = Vec::new();
    for s in 0..rules.players as usize {
        ids.extend(g.hand(s).iter().map(|c| c.id()));
    }
    match g.phase() {
        Phase::Drawing | Phase::Declaring => {
            ids.extend(g.kitty().iter().map(|c| c.id()));
            assert_eq!(ids.len() + g.cards_to_draw(), total, "{name}");
        }
        Phase::Burying => assert_eq!(ids.len(), total, "{name}"),
        _ => {
            ids.extend(g.buried().iter().map(|c| c.id()));
            for t in g.tricks().iter().chain(g.trick()) {
                for p in &t.plays {
                    ids.extend(p.cards.iter().map(|c| c.id()));
                }
            }
            assert_eq!(ids.len(), total, "{name} {:?}", g.phase());
        }
    }
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "{name}: a card is in two places");
}

#[test]
fn random_matches_of_every_variant() {
    for (name, rules) in all_variants() {
        let matches = if rules.decks >= 3 { 2 } else { 4 };
        let mut r = cardtable::cards::rng(99);
        for m in 0..matches {
            let mut g = Game::new(rules.clone(), 1000 + m).unwrap();
            let mut steps = 0u32;
            let mut rounds = 0;
            while g.phase() != Phase::MatchOver {
                let phase = g.phase();
                let hand_sizes: Vec<usize> = (0..rules.players as usize)
                    .map(|s| g.hand(s).len())
                    .collect();
                let ev = cardtable::shengji::sim::random_step(&mut g, &mut r);
                assert!(
                    ev.is_some(),
                    "{name}: a random legal action was refused in {phase:?}"
                );
                steps += 1;
                if phase == Phase::Playing {
                    // Exactly one seat played, as many cards as the trick needs.
                    let after: Vec<usize> = (0..rules.players as usize)
                        .map(|s| g.hand(s).len())
                        .collect();
                    let changed = hand_sizes
                        .iter()
                        .zip(&after)
                        .filter(|(a, b)| a != b)
                        .count();
                    assert_eq!(changed, 1, "{name}");
                }
                if steps.is_multiple_of(7) || g.phase() != phase {
                    check_conservation(&g, &name);
                }
                if let Some(Event::RoundOver(res)) = ev {
                    rounds += 1;
                    // Points: tricks + kitty = 100 per deck.
                    let in_tricks: u32 = g.tricks().iter().map(|t| t.points()).sum();
                    assert_eq!(in_tricks + res.kitty_points, rules.total_points(), "{name}");
                    let leads = g.tricks().iter().map(|t| t.plays.len()).collect::<Vec<_>>();
                    assert!(leads.iter().all(|&p| p == rules.players as usize));
                    // Declarers switching and next dealer.
                    match res.outcome {
                        Outcome::Hold { .. } => assert!(res.declarers[res.next_dealer], "{name}"),
                        Outcome::TakeOver { .. } => {
                            assert!(!res.declarers[res.next_dealer], "{name}")
                        }
                    }
                    if rules.teams == Teams::Fixed {
                        let want = match res.outcome {
                            Outcome::Hold { .. } => (res.dealer + 2) % 4,
                            Outcome::TakeOver { .. } => (res.dealer + 1) % 4,
                        };
                        assert_eq!(res.next_dealer, want, "{name}");
                    }
                }
                assert!(rounds < 400, "{name}: match does not end");
            }
            assert!(!g.winners().is_empty(), "{name}");
            assert_eq!(g.apply(0, Action::NextRound), Err(ActionError::MatchOver));
        }
    }
}

#[test]
fn random_plays_agree_with_the_legality_check() {
    // Random selections from the hand: apply accepts exactly those the check accepts, and a
    // refused play leaves the game untouched.
    for (name, rules) in all_variants().into_iter().take(4) {
        let mut r = cardtable::cards::rng(7);
        let mut g = Game::new(rules.clone(), 5).unwrap();
        let mut tried = 0;
        while g.phase() != Phase::MatchOver && g.results().len() < 3 {
            if g.phase() == Phase::Playing {
                let s = g.to_act().unwrap();
                let view = g.view(s);
                if let Some(t) = g.trick() {
                    use rand::seq::IndexedRandom;
                    let n = t.size();
                    let cards: Vec<Card> = g.hand(s).choose_multiple(&mut r, n).copied().collect();
                    let ok = view.check_play(&cards).is_ok();
                    let before = g.clone();
                    let res = g.apply(s, Action::Play(cards));
                    assert_eq!(res.is_ok(), ok, "{name}");
                    if res.is_err() {
                        assert_eq!(g, before);
                    }
                    tried += 1;
                    continue;
                }
            }
            cardtable::shengji::sim::random_step(&mut g, &mut r).unwrap();
        }
        assert!(tried > 50, "{name}");
    }
}

#[test]
fn arbitrary_actions_never_panic() {
    use rand::Rng;
    let mut r = cardtable::cards::rng(3);
    for (_, rules) in all_variants().into_iter().take(5) {
        let mut g = Game::new(rules.clone(), 9).unwrap();
        let n = rules.players as usize;
        for _ in 0..3000 {
            let seat = r.random_range(0..n + 1);
            let k = r.random_range(0..4);
            let cards: Vec<Card> = (0..k)
                .map(|_| Card::from_id(r.random_range(0..54 * rules.decks as usize)))
                .collect();
            let action = match r.random_range(0..8) {
                0 => Action::Draw,
                1 => Action::Bid(cards),
                2 => Action::Pass,
                3 => Action::Misdeal,
                4 => Action::Bury(cards),
                5 => Action::CallFriends(vec![FriendCall {
                    face: Face::from_index(r.random_range(0..54)),
                    nth: r.random_range(0..5),
                }]),
                6 => Action::Play(cards),
                _ => Action::NextRound,
            };
            let before = g.clone();
            if g.apply(seat, action).is_err() {
                assert_eq!(g, before);
            }
            // Keep the game moving.
            cardtable::shengji::sim::random_step(&mut g, &mut r);
            let _ = g.view(seat.min(n - 1));
            if g.phase() == Phase::MatchOver {
                g = Game::new(rules.clone(), r.random_range(0..1000)).unwrap();
            }
        }
    }
}

#[test]
fn triple_tricks_with_three_decks() {
    let o = o7c();
    let lead = h("S4 S4 S4");
    let u = units(&lead, &o, 3);
    let mut t = Trick::new(0, lead, 0, u);
    t.add(1, h("S9 S9 S8"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 0, "pair + single never beats a triple");
    t.add(2, h("S5 S5 S5"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 2);
    t.add(3, h("C2 C2 C2"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 3, "a trump triple ruffs");
    let lead = h("S4 S4 S4 S3 S3 S3");
    let u = units(&lead, &o, 3);
    let mut t = Trick::new(0, lead, 0, u);
    t.add(1, h("C2 C2 C2 C3 C3 C3"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 1, "tractor of trump triples");
}

/// All `k`-subsets of `cards`, as sorted face lists (copies do not matter).
fn face_subsets(cards: &[Card], k: usize) -> Vec<Vec<Face>> {
    let n = cards.len();
    let mut out = Vec::new();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != k {
            continue;
        }
        let mut faces: Vec<Face> = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| cards[i].face)
            .collect();
        faces.sort();
        out.push(faces);
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn enumeration_matches_brute_force_on_random_hands() {
    use rand::Rng;
    use rand::seq::IndexedRandom;
    let mut r = cardtable::cards::rng(17);
    let mut checked = 0;
    let mut structured = 0;
    for round in 0..150 {
        let decks = if round % 3 == 0 { 3 } else { 2 };
        let deck = cardtable::cards::shuffled_deck(decks, round).unwrap();
        let suit = Suit::ALL[r.random_range(0..4)];
        let rank = Rank::ALL[r.random_range(0..13)];
        let o = order(rank, if r.random_bool(0.8) { Some(suit) } else { None });
        // Hands biased towards one suit so that structure matters.
        let es = r.random_range(0..5u8);
        let mut pool: Vec<Card> = deck
            .iter()
            .copied()
            .filter(|c| o.esuit(c.face) == es)
            .collect();
        pool.truncate(24);
        let (leader, rest) = pool.split_at(pool.len() / 2);
        let mut hand: Vec<Card> = rest.iter().copied().take(10).collect();
        hand.extend(
            deck.iter()
                .copied()
                .filter(|c| o.esuit(c.face) != es)
                .take(3),
        );
        let units_led = lead_units(leader, &o, decks);
        let Some(first) = units_led.choose(&mut r) else {
            continue;
        };
        let mut lead = first.cards_from(leader);
        if r.random_bool(0.4)
            && let Some(second) = units_led.choose(&mut r)
        {
            let left: Vec<Card> = leader
                .iter()
                .copied()
                .filter(|c| !lead.contains(c))
                .collect();
            if second
                .faces
                .iter()
                .all(|f| left.iter().filter(|c| c.face == *f).count() >= second.width as usize)
            {
                lead.extend(second.cards_from(&left));
            }
        }
        let u = units(&lead, &o, decks);
        let n = lead.len();
        if n > hand.len() {
            continue;
        }
        let legal: Vec<Vec<Face>> = face_subsets(&hand, n)
            .into_iter()
            .filter(|faces| {
                let play = pick(
                    &hand,
                    &faces
                        .iter()
                        .map(|f| f.to_string())
                        .collect::<Vec<_>>()
                        .join(" "),
                );
                check_follow(&hand, es, &u, &play, &o, decks).is_ok()
            })
            .collect();
        assert!(!legal.is_empty(), "some follow is always legal");
        checked += 1;
        if u.iter().any(|u| u.width >= 2) && legal.len() < face_subsets(&hand, n).len() {
            structured += 1;
        }
        let mut listed: Vec<Vec<Face>> = legal_follows(&hand, es, &u, &o, decks, 100_000)
            .iter()
            .map(|p| {
                let mut f: Vec<Face> = p.iter().map(|c| c.face).collect();
                f.sort();
                f
            })
            .collect();
        listed.sort();
        assert_eq!(listed, legal, "round {round}");
        for _ in 0..5 {
            let play = random_follow(&hand, es, &u, &o, decks, &mut r);
            assert!(
                check_follow(&hand, es, &u, &play, &o, decks).is_ok(),
                "round {round}"
            );
        }
    }
    assert!(checked > 100 && structured > 20, "{checked} {structured}");
}

#[test]
fn drawing_and_last_bids() {
    let mut g = Game::new(Rules::classic(), 21).unwrap();
    let first = g.to_act().unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply((first + 1) % 4, Action::Draw),
        Err(ActionError::NotYourTurn { to_act: first })
    );
    assert!(matches!(
        g.apply(first, Action::Pass),
        Err(ActionError::WrongPhase { .. })
    ));
    assert_eq!(g, before);
    g.apply(first, Action::Draw).unwrap();
    assert_eq!(
        g.to_act(),
        Some((first + 1) % 4),
        "drawing runs to the next seat"
    );
    assert!(!g.view(first).action_kinds().contains(&ActionKind::Draw));
    draw_all(&mut g);
    assert_eq!(g.phase(), Phase::Declaring);
    assert_eq!(g.to_act(), None);
    // Find a seat with a bid; everyone else passes first.
    let bidder = (0..4)
        .find(|s| !g.bid_options(*s).is_empty())
        .expect("a 2 somewhere");
    for s in (0..4).filter(|s| *s != bidder) {
        g.apply(s, Action::Pass).unwrap();
    }
    assert_eq!(
        g.apply((bidder + 1) % 4, Action::Pass),
        Err(ActionError::AlreadyPassed)
    );
    let bid = g.bid_options(bidder)[0].clone();
    assert!(g.view(bidder).action_kinds().contains(&ActionKind::Bid));
    g.apply(bidder, Action::Bid(bid.clone())).unwrap();
    assert_eq!(g.passed(), &[false; 4], "a bid reopens the bidding");
    assert_eq!(
        g.view((bidder + 2) % 4).bid,
        Some(Bid {
            seat: bidder,
            cards: bid.clone()
        })
    );
    assert_eq!(pass_all(&mut g), Event::Done);
    assert_eq!(g.dealer(), Some(bidder));
    assert_eq!(g.to_act(), Some(bidder));
    // Burying: wrong seat, wrong count, then the kitty is hidden again.
    let hand = g.hand(bidder).to_vec();
    assert_eq!(
        g.apply((bidder + 1) % 4, Action::Bury(hand[..8].to_vec())),
        Err(ActionError::NotYourTurn { to_act: bidder })
    );
    assert_eq!(
        g.apply(bidder, Action::Bury(hand[..7].to_vec())),
        Err(ActionError::WrongCount {
            expected: 8,
            got: 7
        })
    );
    g.apply(bidder, Action::Bury(hand[..8].to_vec())).unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.hand(bidder).len(), 25);
    assert_eq!(g.view(bidder).kitty, None);
    assert_eq!(g.view(bidder).buried, Some(hand[..8].to_vec()));
    // The view sorts the hand by the round's order: trumps first.
    let v = g.view(bidder);
    let o = v.order();
    let keys: Vec<_> = v.hand.iter().map(|c| o.display_key(*c)).collect();
    assert!(keys.windows(2).all(|w| w[0] <= w[1]));
}

/// The spec's rule for a pair or tractor lead (2 decks), written out literally: an independent
/// oracle for the engine's structure matching.
fn oracle_follow(hand: &[Card], play: &[Card], es: u8, lead: &Unit, o: &Order) -> bool {
    let n = lead.size();
    let held: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| o.esuit(c.face) == es)
        .collect();
    let in_play = play.iter().filter(|c| o.esuit(c.face) == es).count();
    if held.len() <= n {
        return in_play == held.len();
    }
    if in_play != n {
        return false;
    }
    let pairs =
        |cards: &[Card]| -> usize { groups(cards, es, o).iter().filter(|g| g.count >= 2).count() };
    let has_tractor = |cards: &[Card], len: u8| -> bool {
        cardtable::shengji::combination::runs(&groups(cards, es, o), 2)
            .iter()
            .any(|r| r.1 >= len)
    };
    if lead.length >= 2 && has_tractor(&held, lead.length) {
        return has_tractor(play, lead.length);
    }
    let need = pairs(&held).min(lead.length as usize);
    pairs(play) >= need
}

#[test]
fn structure_matching_agrees_with_a_literal_oracle() {
    use rand::Rng;
    let mut r = cardtable::cards::rng(23);
    let mut compared = 0;
    for round in 0..300u64 {
        let deck = cardtable::cards::shuffled_deck(2, round).unwrap();
        let o = order(
            Rank::ALL[r.random_range(0..13)],
            Some(Suit::ALL[r.random_range(0..4)]),
        );
        let es = r.random_range(0..5u8);
        let suit_cards: Vec<Card> = deck
            .iter()
            .copied()
            .filter(|c| o.esuit(c.face) == es)
            .collect();
        let (leader, rest) = suit_cards.split_at(suit_cards.len() / 2);
        let lead_options: Vec<Unit> = lead_units(leader, &o, 2)
            .into_iter()
            .filter(|u| u.width == 2)
            .collect();
        if lead_options.is_empty() {
            continue;
        }
        let lead = &lead_options[r.random_range(0..lead_options.len())];
        let mut hand: Vec<Card> = rest.iter().copied().take(r.random_range(2..11)).collect();
        hand.extend(
            deck.iter()
                .copied()
                .filter(|c| o.esuit(c.face) != es)
                .take(3),
        );
        let n = lead.size();
        if n > hand.len() {
            continue;
        }
        for faces in face_subsets(&hand, n) {
            let play = pick(
                &hand,
                &faces
                    .iter()
                    .map(|f| f.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            let engine = check_follow(&hand, es, std::slice::from_ref(lead), &play, &o, 2).is_ok();
            assert_eq!(
                engine,
                oracle_follow(&hand, &play, es, lead, &o),
                "{hand:?} / {play:?} / {lead:?}"
            );
            compared += 1;
        }
    }
    assert!(compared > 1000, "{compared}");
}

#[test]
fn presets_by_name_add_up() {
    assert_eq!(Rules::named("classic"), Some(Rules::classic()));
    assert_eq!(Rules::named("zhao-pengyou-6"), Rules::zhao_pengyou(6));
    assert_eq!(
        Rules::named("one-deck").map(|r| (r.hand_size, r.kitty_size)),
        Some((12, 6))
    );
    assert_eq!(
        Rules::named("three-decks").map(|r| (r.hand_size, r.kitty_size)),
        Some((39, 6))
    );
    assert_eq!(
        Rules::named("four-decks").map(|r| (r.hand_size, r.kitty_size)),
        Some((52, 8))
    );
    assert_eq!(Rules::named("zhao-pengyou-13"), None);
    assert_eq!(Rules::named("nope"), None);
    for d in 1..=4 {
        assert!(Rules::multi_deck(d).unwrap().validate().is_ok());
    }
    assert_eq!(Rules::multi_deck(5), None);
    let mut bad = Rules::classic();
    bad.hand_size = 24;
    assert!(bad.validate().is_err());
    assert!(Game::new(bad, 1).is_err());
    assert_eq!(Rules::default(), Rules::classic());
    // Every preset knows its own name back, and a changed option keeps the variant's name.
    for name in Rules::variant_names() {
        let rules = Rules::named(&name).unwrap();
        assert_eq!(rules.variant(), name);
        let tweaked = Rules {
            failed_throw_penalty: 10,
            ..rules
        };
        assert_eq!(tweaked.variant(), name);
    }
    assert_eq!(Rules::variant_names().len(), 12);
}

/// A unit's faces are held inline but saved as a list, as before; a list longer than any unit
/// can be is refused, not cut short.
#[test]
fn a_units_faces_save_as_a_list() {
    let o = Order::new(Trump::new(Rank::Two, Some(Suit::Hearts)));
    let hand = cardtable::cards::parse_hand("S9 S9 S8 S8 S7 S7").unwrap();
    let tractor = lead_units(&hand, &o, 2)
        .into_iter()
        .find(|u| u.length == 3)
        .unwrap();
    let json = serde_json::to_value(&tractor).unwrap();
    assert_eq!(json["faces"], serde_json::json!(["S9", "S8", "S7"]));
    let back: Unit = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, tractor);
    let mut long = json;
    long["faces"] = serde_json::json!(vec!["S9"; 17]);
    assert!(serde_json::from_value::<Unit>(long).is_err());
}
