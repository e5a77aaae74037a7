//! The kitty and its multiplier, the scoring table, promotion and the end of a match.

use super::*;

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
