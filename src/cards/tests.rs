//! The cards' codes, parsing, decks and seeds.

use super::*;

#[test]
fn codes_round_trip_for_every_face() {
    for face in Face::all() {
        let code = face.to_string();
        assert_eq!(code.parse::<Face>(), Ok(face), "{code}");
        assert_eq!(Face::from_index(face.index() as u8), face);
    }
    assert_eq!(Face::all().count(), 54);
}

#[test]
fn codes_from_the_spec() {
    let table = [
        ("H10", Face::Suited(Suit::Hearts, Rank::Ten)),
        ("SA", Face::Suited(Suit::Spades, Rank::Ace)),
        ("D2", Face::Suited(Suit::Diamonds, Rank::Two)),
        ("CQ", Face::Suited(Suit::Clubs, Rank::Queen)),
        ("BJ", Face::SMALL_JOKER),
        ("RJ", Face::BIG_JOKER),
        ("ht", Face::Suited(Suit::Hearts, Rank::Ten)),
    ];
    for (code, face) in table {
        assert_eq!(code.parse::<Face>(), Ok(face), "{code}");
    }
    assert_eq!(Face::Suited(Suit::Hearts, Rank::Ten).to_string(), "H10");
}

#[test]
fn bad_codes_are_clear_errors() {
    let table = [
        ("", ParseCardError::Empty),
        ("X10", ParseCardError::UnknownSuit { code: "X10".into() }),
        ("H1", ParseCardError::UnknownRank { code: "H1".into() }),
        ("H11", ParseCardError::UnknownRank { code: "H11".into() }),
        ("H02", ParseCardError::UnknownRank { code: "H02".into() }),
        ("H", ParseCardError::UnknownRank { code: "H".into() }),
        (
            "H10#4",
            ParseCardError::BadCopy {
                code: "H10#4".into(),
            },
        ),
        (
            "H10#x",
            ParseCardError::BadCopy {
                code: "H10#x".into(),
            },
        ),
    ];
    for (code, err) in table {
        assert_eq!(code.parse::<Card>(), Err(err), "{code}");
    }
    let msg = "Z9".parse::<Face>().unwrap_err().to_string();
    assert!(msg.contains("'Z9'") && msg.contains("suit"), "{msg}");
}

#[test]
fn accessible_names() {
    assert_eq!("H10".parse::<Face>().unwrap().name(), "10 of hearts");
    assert_eq!("SA".parse::<Face>().unwrap().name(), "ace of spades");
    assert_eq!(Face::BIG_JOKER.name(), "big red joker");
    assert_eq!(Face::SMALL_JOKER.name(), "small black joker");
}

#[test]
fn full_codes_built_on_the_stack_read_back() {
    for i in 0..Face::COUNT {
        let face = Face::from_index(i as u8);
        for pack in 0..=255u8 {
            let card = Card::new(face, pack);
            assert_eq!(card.full_code(), format!("{face}#{pack}"));
            if pack < MAX_PACKS {
                assert_eq!(card.full_code().parse::<Card>(), Ok(card));
                assert_eq!(face.to_string().to_lowercase().parse::<Face>(), Ok(face));
            }
        }
    }
}

#[test]
fn physical_copies_are_distinct_and_serialise_compactly() {
    let a: Card = "H10#0".parse().unwrap();
    let b: Card = "H10#1".parse().unwrap();
    assert_ne!(a, b);
    assert_eq!(a.face, b.face);
    assert_eq!(a.to_string(), "H10");
    assert_eq!(b.full_code(), "H10#1");
    assert_eq!(Card::from_id(b.id()), b);
    assert_eq!(
        parse_hand("H10 H10 RJ").unwrap(),
        vec![a, b, Card::new(Face::BIG_JOKER, 0)]
    );
}

#[test]
fn everything_serialises_as_codes() {
    assert_eq!(serde_json::to_string(&Suit::Hearts).unwrap(), r#""H""#);
    assert_eq!(serde_json::to_string(&Rank::Ten).unwrap(), r#""10""#);
    assert_eq!(serde_json::to_string(&Joker::Big).unwrap(), r#""RJ""#);
    assert_eq!(
        serde_json::to_string(&Face::SMALL_JOKER).unwrap(),
        r#""BJ""#
    );
    assert_eq!(
        serde_json::to_string(&"SA#1".parse::<Card>().unwrap()).unwrap(),
        r#""SA#1""#
    );
    assert_eq!(serde_json::from_str::<Rank>(r#""Q""#).unwrap(), Rank::Queen);
    assert_eq!(
        serde_json::from_str::<Suit>(r#""d""#).unwrap(),
        Suit::Diamonds
    );
    assert_eq!(
        serde_json::from_str::<Joker>(r#""BJ""#).unwrap(),
        Joker::Small
    );
    assert_eq!(
        serde_json::from_str::<Vec<Card>>(r#"["H10#1","RJ"]"#).unwrap(),
        vec![
            Card::new("H10".parse().unwrap(), 1),
            Card::new(Face::BIG_JOKER, 0)
        ]
    );
    let err = serde_json::from_str::<Rank>(r#""1""#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("'1' is not a rank"), "{err}");
    assert!(serde_json::from_str::<Suit>(r#""HH""#).is_err());
    assert!(serde_json::from_str::<Card>(r#""H10#9""#).is_err());
}

#[test]
fn decks_of_one_to_four_packs() {
    for packs in 1..=4u8 {
        let cards = deck(packs).unwrap();
        assert_eq!(cards.len(), 54 * packs as usize);
        let mut ids: Vec<usize> = cards.iter().map(|c| c.id()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), cards.len(), "every physical card once");
    }
    assert_eq!(deck(0), Err(DeckError { packs: 0 }));
    assert_eq!(
        deck(5).unwrap_err().to_string(),
        "a deck has 1 to 4 packs, not 5"
    );
}

#[test]
fn a_seed_reproduces_a_shuffle() {
    let a = shuffled_deck(2, 42).unwrap();
    assert_eq!(a, shuffled_deck(2, 42).unwrap());
    assert_ne!(a, shuffled_deck(2, 43).unwrap());
    let mut sorted = a.clone();
    sorted.sort();
    let mut fresh = deck(2).unwrap();
    fresh.sort();
    assert_eq!(sorted, fresh, "a shuffle is a permutation");
}

#[test]
fn seeds_from_text() {
    assert_eq!(parse_seed("123"), Ok(123));
    assert_eq!(parse_seed(" 7 "), Ok(7));
    for bad in ["", "-1", "abc", "1e5", "99999999999999999999999"] {
        assert!(parse_seed(bad).is_err(), "{bad}");
    }
}

#[test]
fn same_cards_counts_each_copy() {
    let c = |code: &str, pack| Card::new(code.parse().unwrap(), pack);
    let table: [(Vec<Card>, Vec<Card>, bool); 6] = [
        (
            vec![c("SA", 0), c("SA", 1), c("BJ", 0)],
            vec![c("BJ", 0), c("SA", 1), c("SA", 0)],
            true,
        ),
        (
            vec![c("SA", 0), c("SA", 0)],
            vec![c("SA", 0), c("SA", 1)],
            false,
        ),
        (vec![c("SA", 0)], vec![c("SA", 0), c("SA", 0)], false),
        (
            vec![c("H10", 3), c("D2", 2)],
            vec![c("D2", 2), c("H10", 3)],
            true,
        ),
        (vec![], vec![], true),
        // A pack no game deals is never the same as anything.
        (vec![c("H10", 9)], vec![c("H10", 9)], false),
    ];
    for (a, b, same) in table {
        assert_eq!(same_cards(&a, &b), same, "{a:?} / {b:?}");
    }
    let four = deck(4).unwrap();
    let mut shuffled = shuffled_deck(4, 5).unwrap();
    assert!(same_cards(&four, &shuffled));
    shuffled.pop();
    assert!(!same_cards(&four, &shuffled));
}
