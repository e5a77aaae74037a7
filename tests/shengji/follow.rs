//! Following a lead, who wins a trick, and throws that stand or fail.

use super::*;

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
