//! The spec's examples, the table of ordinary types, variants, bomb order and readings that do not exist.

use super::*;

#[test]
fn spec_example_wild_single_equals_level_card() {
    // Level 6: ♥6 as a single equals ♠6; neither beats the other.
    assert_eq!(read("H6", "6"), vec![r(Single, 1, "6")]);
    assert!(!beats("H6", "S6", "6"));
    assert!(!beats("S6", "H6", "6"));
    assert!(beats("S6", "SA", "6"));
    assert!(beats("BJ", "H6", "6"));
}

#[test]
fn spec_example_full_house_ranked_by_triple() {
    assert_eq!(read("S8 H8 C8 SK HK", "2"), vec![r(FullHouse, 5, "8")]);
    assert!(!beats("S8 H8 C8 SK HK", "D8 D8 C8 S5 H5", "2"));
    assert!(beats("S9 H9 C9 S3 H3", "S8 H8 C8 SK HK", "2"));
}

#[test]
fn spec_example_level_cards_in_straights() {
    // Level 7: 6-7-8-9-10 is a straight; 6-8-9-10-J never is.
    assert_eq!(read("S6 C7 D8 S9 H10", "7"), vec![r(Straight, 5, "10")]);
    assert_eq!(read("S6 C8 D9 S10 HJ", "7"), vec![]);
}

#[test]
fn spec_example_wild_in_straight() {
    // Level 7: ♣3 ♠4 ♥7 ♣6 ♠7 is a straight ranked 7 (♥7 as 5); 4-5-6-7-8 beats it.
    let cards = parse_hand("C3 S4 H7 C6 S7").unwrap();
    let all = readings(&cards, rank("7"), &Rules::default());
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(
        all[0].combo,
        Combination::new(Straight, 5, Top::Rank(rank("7")))
    );
    assert_eq!(all[0].wilds.len(), 1);
    assert_eq!(all[0].wilds[0].stands_for.rank(), Some(rank("5")));
    assert!(beats("S4 C5 D6 S7 H8", "C3 S4 H7 C6 S7", "7"));
}

#[test]
fn spec_example_bombs_at_level_4() {
    // A-A-A-A < 4-4-4-4 < 2-2-2-2-2 (lowest 5-bomb); 4-4-4-4-4 < A-2-3-4-5 straight flush.
    assert!(beats("S4 C4 D4 S4", "SA CA DA HA", "4"));
    assert!(beats("S2 C2 D2 H2 S2", "S4 C4 D4 S4", "4"));
    assert!(beats("SA CA DA HA SA", "S2 C2 D2 H2 S2", "4"));
    assert!(beats("S4 C4 D4 S4 C4", "SA CA DA HA SA", "4"));
    assert!(beats("SA S2 S3 S4 S5", "S4 C4 D4 S4 C4", "4"));
    assert_eq!(only("SA S2 S3 S4 S5", "4").kind, StraightFlush);
}

#[test]
fn spec_example_five_bombs_at_level_9() {
    let nines = "S9 C9 D9 S9 C9";
    let aces = "SA CA DA HA SA";
    let twos = "S2 C2 D2 H2 S2";
    assert!(beats(nines, aces, "9"));
    assert!(beats(aces, "SK CK DK HK SK", "9"));
    for low in ["S3 C3 D3 H3 S3", aces, "S10 C10 D10 H10 S10"] {
        assert!(beats(low, twos, "9"), "{low}");
    }
}

#[test]
fn spec_example_three_readings_with_two_wilds() {
    // Level 4: ♥4 ♥4 ♣8 ♦8 ♠9 ♣9: tubes 7-7-8-8-9-9, 8-8-9-9-10-10, plate 8-8-8-9-9-9.
    let mut got = read("H4 H4 C8 D8 S9 C9", "4");
    got.sort();
    let mut want = vec![r(Tube, 6, "9"), r(Tube, 6, "10"), r(Plate, 6, "9")];
    want.sort();
    assert_eq!(got, want);
    // 4-4-8-8-9-9 is no combination, so the variant keeps all three.
    let strict = Rules {
        wild_must_be_natural_if_possible: true,
        ..Rules::default()
    };
    let mut got = read_with("H4 H4 C8 D8 S9 C9", "4", &strict);
    got.sort();
    assert_eq!(got, want);
    // The source's example: ♥4 ♥4 ♣5 ♦5 ♠6 ♣6 is only 4-4-5-5-6-6 under the variant.
    assert_eq!(
        read_with("H4 H4 C5 D5 S6 C6", "4", &strict),
        vec![r(Tube, 6, "6")]
    );
    assert_eq!(read("H4 H4 C5 D5 S6 C6", "4").len(), 3);
}

#[test]
fn spec_example_four_jokers_and_straight_flush() {
    let ten = "S7 C7 D7 H7 S7 C7 D7 H7 H2 H2"; // level 2: both wilds
    assert_eq!(
        only(ten, "2"),
        Combination::new(Bomb, 10, Top::Rank(rank("7")))
    );
    assert!(beats("BJ BJ RJ RJ", ten, "2"));
    assert!(!beats(ten, "BJ BJ RJ RJ", "2"));
    let flush = "S5 S6 S7 S8 S9";
    assert!(beats(flush, "SA CA DA HA SA", "2"));
    assert!(beats(flush, "H2 C2 D2 S2 C2", "2")); // level-card 5-bomb too
    assert!(beats("S3 C3 D3 H3 S3 C3", flush, "2"));
    assert!(beats("S10 SJ SQ SK SA", flush, "2"));
}

#[test]
fn straight_flush_ties_never_beat() {
    assert!(!beats("S5 S6 S7 S8 S9", "D5 D6 D7 D8 D9", "2"));
    assert!(!beats("D5 D6 D7 D8 D9", "S5 S6 S7 S8 S9", "2"));
    // Natural order regardless of level: at level 9 the 9 sits in place.
    assert!(beats("S6 S7 S8 S9 S10", "C5 C6 C7 C8 C9", "9"));
}

#[test]
fn ordinary_types_table() {
    let rules = Rules::default();
    type Case<'a> = (&'a str, &'a str, &'a [(ComboType, u8, &'a str)]);
    let table: &[Case] = &[
        ("SA", "2", &[(Single, 1, "A")]),
        ("RJ", "2", &[(Single, 1, "RJ")]),
        ("H2", "2", &[(Single, 1, "2")]),
        ("SK DK", "2", &[(Pair, 2, "K")]),
        ("BJ BJ", "2", &[(Pair, 2, "BJ")]),
        ("RJ RJ", "2", &[(Pair, 2, "RJ")]),
        ("BJ RJ", "2", &[]),
        ("H2 BJ", "2", &[]), // wilds never stand for jokers
        ("H2 SK", "2", &[(Pair, 2, "K")]),
        ("H2 H2", "2", &[(Pair, 2, "2")]),
        ("H2 S2", "2", &[(Pair, 2, "2")]),
        ("SK DQ", "2", &[]),
        ("S5 C5 D5", "2", &[(Triple, 3, "5")]),
        ("S5 H2 H2", "2", &[(Triple, 3, "5")]),
        ("BJ BJ RJ", "2", &[]),
        ("S5 C5 D5 SK", "2", &[]),
        // Full house with a joker pair.
        ("S5 C5 D5 RJ RJ", "2", &[(FullHouse, 5, "5")]),
        ("S5 C5 H2 BJ BJ", "2", &[(FullHouse, 5, "5")]),
        ("S5 C5 D5 RJ BJ", "2", &[]),
        // Five natural cards of a kind are a bomb, never a full house (with wilds they may
        // also be one: see `more_readings_table`).
        ("S5 C5 D5 H5 S5", "2", &[(Bomb, 5, "5")]),
        ("S2 C2 D2 S2 C2", "2", &[(Bomb, 5, "2")]),
        // Wild completes either part of a full house.
        (
            "S5 C5 SK CK H2",
            "2",
            &[(FullHouse, 5, "K"), (FullHouse, 5, "5")],
        ),
        // Straights: A high or low, no wrap-around, no jokers.
        ("S10 CJ DQ SK HA", "2", &[(Straight, 5, "A")]),
        ("SA C2 D3 S4 H5", "7", &[(Straight, 5, "5")]),
        ("SK CA D2 S3 H4", "7", &[]),
        ("SQ CK DA S2 H3", "7", &[]),
        ("SJ CQ DK SA H2", "7", &[]),
        ("S9 C10 DJ SQ RJ", "7", &[]),
        ("S3 S4 S5 S6 S7", "2", &[(StraightFlush, 5, "7")]),
        // A wild may turn an all-hearts run into a plain straight or a flush.
        (
            "H3 H4 H5 H6 H2",
            "2",
            &[
                (StraightFlush, 5, "7"),
                (StraightFlush, 5, "6"),
                (Straight, 5, "7"),
                (Straight, 5, "6"),
            ],
        ),
        // Tubes: A-A-2-2-3-3 legal, K-K-A-A-2-2 not.
        ("SA CA S2 C2 S3 C3", "7", &[(Tube, 6, "3")]),
        ("SQ CQ SK CK SA CA", "7", &[(Tube, 6, "A")]),
        ("SK CK SA CA S2 C2", "7", &[]),
        ("S4 C4 S5 C5 S7 C7", "9", &[]),
        // Plates: A-A-A-2-2-2 to K-K-K-A-A-A.
        ("SA CA DA S2 C2 D2", "7", &[(Plate, 6, "2")]),
        ("SK CK DK SA CA DA", "7", &[(Plate, 6, "A")]),
        ("SK CK DK S2 C2 D2", "7", &[]),
        // Bombs of 4..10, four jokers.
        ("S9 C9 D9 H9", "2", &[(Bomb, 4, "9")]),
        ("S9 C9 D9 H9 S9 C9", "2", &[(Bomb, 6, "9")]),
        ("S9 C9 D9 H9 S9 C9 D9 H9 H2", "2", &[(Bomb, 9, "9")]),
        ("BJ BJ RJ RJ", "2", &[(FourJokers, 4, "RJ")]),
        ("BJ BJ RJ H2", "2", &[]),
        // Level-card bomb: at most 8 (6 naturals + 2 wilds).
        ("S2 C2 D2 S2 C2 D2 H2 H2", "2", &[(Bomb, 8, "2")]),
        ("S2 C2 D2 S2 C2 D2", "2", &[(Bomb, 6, "2")]),
    ];
    for (cards, level, want) in table {
        let got = read_with(cards, level, &rules);
        let mut got_sorted = got.clone();
        got_sorted.sort();
        let mut want: Vec<_> = want.iter().map(|(k, n, t)| r(*k, *n, t)).collect();
        want.sort();
        assert_eq!(got_sorted, want, "{cards} at level {level}");
    }
}

#[test]
fn variants_ace_low_and_bomb_size() {
    let high_only = Rules {
        ace_low_sequences: false,
        ..Rules::default()
    };
    for cards in [
        "SA C2 D3 S4 H5",
        "SA CA S2 C2 S3 C3",
        "SA CA DA S2 C2 D2",
        "SA S2 S3 S4 S5",
    ] {
        assert!(!read(cards, "7").is_empty(), "{cards}");
        assert_eq!(read_with(cards, "7", &high_only), vec![], "{cards}");
    }
    assert_eq!(read_with("S10 CJ DQ SK HA", "2", &high_only).len(), 1);
    let seven = "S9 C9 D9 H9 S9 C9 D9";
    for (max, ok) in [(10, true), (8, true), (6, false)] {
        let rules = Rules {
            max_bomb_size: max,
            ..Rules::default()
        };
        assert_eq!(!read_with(seven, "2", &rules).is_empty(), ok, "max {max}");
    }
    let nine = "S9 C9 D9 H9 S9 C9 D9 H9 H2";
    let eight = Rules {
        max_bomb_size: 8,
        ..Rules::default()
    };
    assert_eq!(read_with(nine, "2", &eight), vec![]);
}

#[test]
fn bomb_order_across_types() {
    let level = "2";
    let chain = [
        "S3 C3 D3 H3",
        "SA CA DA HA",
        "H2 S2 C2 D2",
        "S3 C3 D3 H3 S3",
        "S2 C2 D2 S2 C2",
        "SA S2 S3 S4 S5",
        "S10 SJ SQ SK SA",
        "S3 C3 D3 H3 S3 C3",
        "S3 C3 D3 H3 S3 C3 D3",
        "S3 C3 D3 H3 S3 C3 D3 H3",
        "S3 C3 D3 H3 S3 C3 D3 H3 H2",
        "S3 C3 D3 H3 S3 C3 D3 H3 H2 H2",
        "BJ BJ RJ RJ",
    ];
    for (i, low) in chain.iter().enumerate() {
        for high in &chain[i + 1..] {
            assert!(beats(high, low, level), "{high} over {low}");
            assert!(!beats(low, high, level), "{low} under {high}");
        }
        assert!(!beats(low, low, level), "{low} equal");
        // Any bomb beats ordinary plays, which never beat a bomb.
        for plain in ["RJ", "RJ RJ", "S10 CJ DQ SK HA", "SQ CQ SK CK SA CA"] {
            assert!(beats(low, plain, level));
            assert!(!beats(plain, low, level));
        }
    }
}

#[test]
fn ordinary_plays_need_same_type() {
    assert!(!beats("SA CA", "SK", "2"));
    assert!(!beats("SA", "SK DK", "2"));
    assert!(beats("S2", "SA", "2"));
    assert!(beats("BJ", "S2", "2"));
    assert!(beats("RJ", "BJ", "2"));
    assert!(beats("RJ RJ", "BJ BJ", "2"));
    assert!(beats("BJ BJ", "H2 H2", "2"));
    assert!(beats("S4 C4 S5 C5 S6 C6", "SA CA S2 C2 S3 C3", "7"));
    // Plates compare in natural order, not level order: at level K, K-K-K-A-A-A is highest.
    assert!(beats("SK CK DK SA CA DA", "SQ CQ DQ SK CK DK", "K"));
    assert!(beats("S3 C3 D3 S4 C4 D4", "SA CA DA S2 C2 D2", "3"));
    // Triples in level order.
    assert!(beats("S3 C3 D3", "SA CA DA", "3"));
    assert!(!beats("SA CA DA", "S3 C3 D3", "3"));
}

#[test]
fn wild_readings_say_what_each_wild_stands_for() {
    let cards = parse_hand("S5 S6 S8 S9 H2").unwrap();
    let all = readings(&cards, rank("2"), &Rules::default());
    let kinds: Vec<_> = all.iter().map(|r| r.combo.kind).collect();
    assert_eq!(kinds, vec![StraightFlush, Straight]);
    assert_eq!(all[0].wilds[0].stands_for, "S7".parse::<Face>().unwrap());
    let plain = all[1].wilds[0].stands_for;
    assert_eq!(plain.rank(), Some(rank("7")));
    assert_ne!(plain.suit(), "S7".parse::<Face>().unwrap().suit());
    // Wilds never stand for jokers.
    assert!(readings(&parse_hand("RJ H2").unwrap(), rank("2"), &Rules::default()).is_empty());
    assert_eq!(Top::Joker(Joker::Big).code(), "RJ");
}

#[test]
fn wilds_as_the_pair_of_a_level_full_house() {
    // The wilds cannot stand for themselves (that would be five of a kind): they name another
    // rank, and the engine and the move list agree on the play.
    for (cards, level, pair) in [("S2 D2 C2 H2 H2", "2", "3"), ("S9 D9 C9 H9 H9", "9", "2")] {
        let hand = parse_hand(cards).unwrap();
        let all = readings(&hand, rank(level), &Rules::default());
        let full = all
            .iter()
            .find(|r| r.combo.kind == FullHouse)
            .unwrap_or_else(|| panic!("{cards}: {all:?}"));
        assert_eq!(full.combo.top, Top::Rank(rank(level)));
        assert_eq!(full.wilds.len(), 2);
        for w in &full.wilds {
            assert_eq!(w.stands_for.rank(), Some(rank(pair)), "{cards}");
        }
        let moves = cardtable::guandan::legal_moves(&hand, None, rank(level), &Rules::default());
        assert!(
            moves
                .iter()
                .any(|m| m.combo == full.combo && m.cards.len() == 5),
            "{cards}: {moves:?}"
        );
        // It is an ordinary full house: it beats lower full houses and loses to any bomb.
        let lower = readings(
            &parse_hand("SK CK DK S4 C4").unwrap(),
            rank(level),
            &Rules::default(),
        );
        assert!(full.combo.beats(&lower[0].combo, rank(level)));
        assert!(!full.combo.is_bomb());
    }
}

#[test]
fn no_reading_for_odd_sets() {
    for cards in [
        "",
        "S3 C3 D3 H3 S3 C3 D3 H3 H2 H2 SA",
        "S3 S4",
        "S3 S4 S5 S6",
        "S3 S4 S5 S6 S7 S8",
    ] {
        assert_eq!(read(cards, "2"), vec![], "{cards}");
    }
}
