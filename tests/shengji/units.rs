//! The trump order, card points and the units of a play: pairs, tractors, triples and throws.

use super::*;

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
