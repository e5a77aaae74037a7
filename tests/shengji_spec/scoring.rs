//! The scoring bands for every number of decks, the kitty multiplier in play, the end of a match, and one deck.

use super::*;

#[test]
fn scoring_bands_at_every_boundary_for_every_number_of_decks() {
    use Outcome::*;
    for decks in 1..=4u8 {
        let rules = Rules::multi_deck(decks).unwrap();
        let s = 20 * decks as u32;
        assert_eq!((rules.step(), rules.threshold()), (s, 2 * s));
        let table = [
            (0, Hold { levels: 3 }),
            (5, Hold { levels: 2 }),
            (s - 5, Hold { levels: 2 }),
            (s, Hold { levels: 1 }),
            (2 * s - 5, Hold { levels: 1 }),
            (2 * s, TakeOver { levels: 0 }),
            (3 * s - 5, TakeOver { levels: 0 }),
            (3 * s, TakeOver { levels: 1 }),
            (4 * s - 5, TakeOver { levels: 1 }),
            (4 * s, TakeOver { levels: 2 }),
            (5 * s - 5, TakeOver { levels: 2 }),
            (5 * s, TakeOver { levels: 3 }),
            (6 * s - 5, TakeOver { levels: 3 }),
            (6 * s, TakeOver { levels: 4 }),
            (8 * s, TakeOver { levels: 6 }),
        ];
        for (points, want) in table {
            assert_eq!(outcome(points, &rules), want, "{decks} decks, {points}");
        }
    }
    // Zhao Pengyou thresholds follow the decks too.
    let zp8 = Rules::zhao_pengyou(8).unwrap();
    assert_eq!(outcome(115, &zp8), Outcome::Hold { levels: 1 });
    assert_eq!(outcome(120, &zp8), Outcome::TakeOver { levels: 0 });
    assert_eq!(Rules::zhao_pengyou(12).unwrap().threshold(), 160);
}

/// Dealer 0 leads a single, pair or tractor as the last trick, which seat 1 (an opponent)
/// wins. Returns the result.
fn last_trick_won_by_the_opponents(rules: Rules, hands: &[&str; 4], kitty: &str) -> RoundResult {
    let mut g = arranged(
        rules,
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands,
        kitty,
    );
    let plays: Vec<&str> = hands.to_vec();
    round_over(trick(&mut g, 0, &plays))
}

#[test]
fn kitty_multiplier_variants_in_play() {
    let single = ["S3", "SA", "S4", "S6"];
    let pair = ["S3 S3", "SA SA", "S4 S4", "S6 S8"];
    let t2 = ["S3 S3 S2 S2", "SA SA SK SK", "H9 HJ HQ HA", "D2 D3 D4 D6"];
    let t3 = [
        "S4 S4 S3 S3 S2 S2",
        "SA SA SK SK SQ SQ",
        "H9 HJ HQ HA H3 H4",
        "D2 D3 D4 D6 D8 D9",
    ];
    // (hands, Power, Linear, Double)
    let table: [(&[&str; 4], u32, u32, u32); 4] = [
        (&single, 2, 2, 2),
        (&pair, 4, 4, 2),
        (&t2, 8, 8, 2),
        (&t3, 16, 12, 2),
    ];
    for (hands, power, linear, double) in table {
        for (kind, want) in [
            (KittyMultiplier::Power, power),
            (KittyMultiplier::Linear, linear),
            (KittyMultiplier::Double, double),
        ] {
            let mut rules = Rules::classic();
            rules.kitty_multiplier = kind;
            let r = last_trick_won_by_the_opponents(rules, hands, KITTY25);
            assert_eq!(r.kitty_multiplier, want, "{hands:?} {kind:?}");
            let in_trick: u32 = hands
                .iter()
                .flat_map(|p| h(p))
                .map(|c| cardtable::shengji::order::points(c.face))
                .sum();
            assert_eq!(
                r.opponents_points,
                in_trick + 25 * want,
                "{hands:?} {kind:?}"
            );
        }
    }
}

#[test]
fn match_ends_past_ace() {
    // Dealer 0 at K holds with no points: +3, past A: the match is won.
    let mut g = arranged(
        Rules::classic(),
        vec![Rank::King, Rank::Four, Rank::King, Rank::Four],
        0,
        Trump::new(Rank::King, Some(Suit::Clubs)),
        &["SA", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SA", "S3", "S4", "S6"]));
    assert_eq!(r.outcome, Outcome::Hold { levels: 3 });
    assert_eq!(r.winners, vec![0, 2]);
    assert_eq!(g.phase(), Phase::MatchOver);
    assert_eq!(g.winners(), &[0, 2]);
    assert_eq!(g.apply(1, Action::NextRound), Err(ActionError::MatchOver));
    assert_eq!(g.view(3).winners, vec![0, 2]);
}

#[test]
fn must_defend_a_and_defend_levels_in_play() {
    let mut rules = Rules::classic();
    rules.must_defend_a = true;
    // At K, +3 stops at A.
    let mut g = arranged(
        rules.clone(),
        vec![Rank::King, Rank::Four, Rank::King, Rank::Four],
        0,
        Trump::new(Rank::King, Some(Suit::Clubs)),
        &["SA", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SA", "S3", "S4", "S6"]));
    assert_eq!(r.levels, vec![Rank::Ace, Rank::Four, Rank::Ace, Rank::Four]);
    assert!(r.winners.is_empty());
    assert_eq!((g.phase(), r.next_dealer), (Phase::RoundOver, 2));
    g.apply(0, Action::NextRound).unwrap();
    assert_eq!(g.trump_or_bid().rank, Rank::Ace, "the partner deals at A");
    // Holding at A wins.
    let mut g = arranged(
        rules.clone(),
        vec![Rank::Ace, Rank::Four, Rank::Ace, Rank::Four],
        0,
        Trump::new(Rank::Ace, Some(Suit::Clubs)),
        &["SK", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SK", "S3", "S4", "S6"]));
    assert_eq!(
        r.outcome,
        Outcome::Hold { levels: 3 },
        "K♠ is the top plain ♠ at A"
    );
    assert_eq!(r.winners, vec![0, 2]);
    // Opponents at A taking over do not win: they must defend A first.
    let mut g = arranged(
        rules,
        vec![Rank::Five, Rank::Ace, Rank::Five, Rank::Ace],
        0,
        Trump::new(Rank::Five, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        KITTY70,
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!(r.opponents_points, 140);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 1 });
    assert!(r.winners.is_empty());
    assert_eq!(r.levels, vec![Rank::Five, Rank::Ace, Rank::Five, Rank::Ace]);
    assert_eq!(r.next_dealer, 1);
    // Classic: the same take-over at A wins the match.
    let mut g = arranged(
        Rules::classic(),
        vec![Rank::Five, Rank::Ace, Rank::Five, Rank::Ace],
        0,
        Trump::new(Rank::Five, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        KITTY70,
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!(r.winners, vec![1, 3]);
    // defend_levels: opponents at 4 taking over +1... stop at 5 only when passing it.
    let mut rules = Rules::classic();
    rules.defend_levels = vec![Rank::Five];
    let mut g = arranged(
        rules.clone(),
        vec![Rank::Seven, Rank::Five, Rank::Seven, Rank::Five],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        KITTY70,
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!(
        r.levels,
        vec![Rank::Seven, Rank::Five, Rank::Seven, Rank::Five],
        "not declared at 5: cannot pass it"
    );
    let mut g = arranged(
        rules,
        vec![Rank::Five, Rank::Two, Rank::Five, Rank::Two],
        0,
        Trump::new(Rank::Five, Some(Suit::Clubs)),
        &["SA", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SA", "S3", "S4", "S6"]));
    assert_eq!(
        r.levels,
        vec![Rank::Eight, Rank::Two, Rank::Eight, Rank::Two],
        "held at 5: passes it"
    );
}

#[test]
fn one_deck_round() {
    let rules = Rules::one_deck();
    assert_eq!(
        (rules.hand_size, rules.kitty_size, rules.max_width()),
        (12, 6, 1)
    );
    assert_eq!(rules.total_points(), 100);
    let mut g = arranged(
        rules,
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["SA SK H2", "SQ SJ H3", "S10 S9 H4", "S8 S6 H5"],
        "D5 D10 DK D2 D3 D4",
    );
    // A throw of singles nobody can beat stands.
    assert_eq!(play(&mut g, 0, "SA SK").unwrap(), Event::Done);
    assert_eq!(g.trick().unwrap().units.len(), 2);
    trick(&mut g, 1, &["SQ SJ", "S10 S9", "S8 S6"]);
    assert_eq!(g.tricks()[0].winner, 0);
    // A throw of singles beaten by a higher single fails.
    let mut g = arranged(
        Rules::one_deck(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["SA SQ H2", "SK SJ H3", "S10 S9 H4", "S8 S6 H5"],
        "D5 D10 DK D2 D3 D4",
    );
    let Event::ThrowFailed(ft) = play(&mut g, 0, "SA SQ").unwrap() else {
        panic!()
    };
    assert_eq!(ft.forced, pick(&h("SQ"), "SQ"));
    // Opponents win the last trick with a single: kitty ×2; threshold 40 with one deck.
    let mut g = arranged(
        Rules::one_deck(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        "D5 D10 DK D2 D3 D4",
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!((r.kitty_points, r.kitty_multiplier), (25, 2));
    assert_eq!(r.opponents_points, 50);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 0 });
}
