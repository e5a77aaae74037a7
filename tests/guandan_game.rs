//! The Guan Dan match state machine: errors, trick play, 接风, tribute, levels, and property
//! tests over many seeded random matches.

use cardtable::cards::{Card, Rank, deck, parse_hand, rng};
use cardtable::guandan::game::{FaceUp, Turn};
use cardtable::guandan::scoring::{Finish, Standing, settle};
use cardtable::guandan::{
    Action, Combination, ComboType, EqualTribute, Event, Game, GuandanError, Pending, Rules, Top,
    level_value, opening_hands, readings,
};
use rand::Rng;

fn rank(code: &str) -> Rank {
    Rank::from_code(code).unwrap()
}

fn cards(list: &str) -> Vec<Card> {
    parse_hand(list).unwrap()
}

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn play(list: &str) -> Action {
    Action::Play {
        cards: cards(list),
        as_combo: None,
    }
}

fn hands(h: [&str; 4]) -> [Vec<Card>; 4] {
    h.map(cards)
}

#[test]
fn opening_hands_are_the_games_first_deal() {
    for seed in [0u64, 1, 7, 123_456] {
        let game = Game::new(Rules::default(), seed).unwrap();
        let opening = opening_hands(seed);
        let mut all = Vec::new();
        for (s, hand) in opening.iter().enumerate() {
            assert_eq!(*hand, game.view(s).hand);
            assert_eq!(hand.len(), cardtable::guandan::HAND_SIZE);
            let values: Vec<u8> = hand
                .iter()
                .map(|c| level_value(c.face, rank("2")))
                .collect();
            assert!(values.windows(2).all(|w| w[0] >= w[1]), "strongest first");
            all.extend(hand.iter().copied());
        }
        all.sort();
        let mut full = deck(2).unwrap();
        full.sort();
        assert_eq!(all, full);
        // Hand 1: the face-up card's receiver leads.
        let FaceUp { card, seat } = game.view(0).face_up.unwrap();
        assert!(game.hands()[seat].contains(&card));
        assert_eq!(
            game.pending(),
            &Pending::Play {
                seat,
                leading: true
            }
        );
    }
    assert_ne!(opening_hands(1), opening_hands(2));
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut game = Game::from_hands(
        Rules::default(),
        hands(["S3 C3 S9 H2 H2 SK", "S4 C4 SQ", "S5 C5 SJ", "S6 C6 S10"]),
        [rank("2"); 2],
        None,
        0,
    )
    .unwrap();
    let before = game.clone();
    let cases: Vec<(usize, Action, GuandanError)> = vec![
        (
            1,
            play("S4"),
            GuandanError::NotYourTurn {
                seat: 1,
                waiting_for: 0,
            },
        ),
        (9, play("S4"), GuandanError::NoSuchSeat { seat: 9 }),
        (0, Action::Pass, GuandanError::LeaderCannotPass),
        (0, play(""), GuandanError::EmptyPlay),
        (0, play("SA"), GuandanError::NotInHand { card: card("SA") }),
        (
            0,
            Action::Play {
                cards: vec![card("S3"), card("S3")],
                as_combo: None,
            },
            GuandanError::DuplicateCard { card: card("S3") },
        ),
        (0, play("S3 S9"), GuandanError::NotACombination { count: 2 }),
        (
            0,
            Action::PayTribute { card: card("S3") },
            GuandanError::WrongAction {
                expected: "lead a combination".into(),
            },
        ),
        (
            0,
            Action::Play {
                cards: cards("S3 C3"),
                as_combo: Some(Combination::new(ComboType::Pair, 2, Top::Rank(rank("9")))),
            },
            GuandanError::NotAReading {
                asked: Combination::new(ComboType::Pair, 2, Top::Rank(rank("9"))),
            },
        ),
    ];
    for (seat, action, err) in cases {
        let got = game.apply(seat, action.clone());
        assert_eq!(got, Err(err.clone()), "{action:?}");
        assert!(!err.to_string().is_empty());
        assert_eq!(game, before, "{action:?} changed the game");
    }
    // Two wilds with a 9 and a 3: several readings are possible only with more cards; a pair
    // with a wild is unambiguous.
    let events = game.apply(0, play("S9 H2")).unwrap();
    assert!(
        matches!(&events[0], Event::Played(p) if p.reading.combo == Combination::new(ComboType::Pair, 2, Top::Rank(rank("9"))))
    );
    let before = game.clone();
    let err = game.apply(1, play("S4 C4")).unwrap_err();
    assert_eq!(err.to_string(), "a pair of 4s does not beat the pair of 9s");
    assert_eq!(game, before);
}

#[test]
fn ambiguous_readings_ask_the_player() {
    let mut game = Game::from_hands(
        Rules::default(),
        hands(["H4 H4 C8 D8 S9 C9 S3", "S5", "S6", "S7"]),
        [rank("4"); 2],
        None,
        0,
    )
    .unwrap();
    let before = game.clone();
    match game.apply(0, play("H4 H4 C8 D8 S9 C9")) {
        Err(GuandanError::AmbiguousReading { options }) => assert_eq!(options.len(), 3),
        other => panic!("{other:?}"),
    }
    assert_eq!(game, before);
    let plate = Combination::new(ComboType::Plate, 6, Top::Rank(rank("9")));
    let events = game
        .apply(
            0,
            Action::Play {
                cards: cards("H4 H4 C8 D8 S9 C9"),
                as_combo: Some(plate),
            },
        )
        .unwrap();
    assert!(
        matches!(&events[0], Event::Played(p) if p.reading.combo == plate && p.reading.wilds.len() == 2)
    );
    // The view offers only readings that can be played.
    assert!(game.view(1).playable_readings(&cards("S5")).is_empty());
}

#[test]
fn passes_trick_win_jie_feng_and_one_two_finish() {
    // Level 5, team 0 declares. Seat 1 goes out first with a 5 (not an ace), seat 3 follows.
    let mut game = Game::from_hands(
        Rules::default(),
        hands(["S3 S4", "S5", "S6 S7", "SK"]),
        [rank("5"), rank("3")],
        Some(0),
        1,
    )
    .unwrap();
    let e = game.apply(1, play("S5")).unwrap();
    assert!(e.contains(&Event::Finished { seat: 1, place: 1 }));
    assert_eq!(game.to_act(), Some(2));
    game.apply(2, Action::Pass).unwrap();
    // Seat 3 passes although it holds cards; passing does not stop later plays.
    game.apply(3, Action::Pass).unwrap();
    let e = game.apply(0, Action::Pass).unwrap();
    // The winner is out: the lead goes to the partner (接风).
    assert!(
        e.contains(&Event::TrickWon {
            seat: 1,
            next_leader: 3
        }),
        "{e:?}"
    );
    assert_eq!(
        game.pending(),
        &Pending::Play {
            seat: 3,
            leading: true
        }
    );
    let e = game.apply(3, play("SK")).unwrap();
    // 1-2 ends the hand at once: opponents at 3 gain 4 levels and declare at 7.
    let result = e.iter().find_map(|e| match e {
        Event::HandEnded(r) => Some(r.clone()),
        _ => None,
    });
    let result = result.expect("hand over");
    assert_eq!(result.finish, Finish::OneTwo);
    assert_eq!(result.winners, 1);
    assert_eq!(result.levels, [rank("5"), rank("7")]);
    assert_eq!(game.levels(), [rank("5"), rank("7")]);
    assert_eq!(game.level(), rank("7"));
    assert_eq!(game.hand_number(), 2);
}

#[test]
fn finished_players_pass_automatically() {
    let mut game = Game::from_hands(
        Rules::default(),
        hands(["S3", "S4 S9", "S6 S8", "SK SQ"]),
        [rank("2"); 2],
        None,
        0,
    )
    .unwrap();
    game.apply(0, play("S3")).unwrap(); // seat 0 out
    game.apply(1, play("S4")).unwrap();
    game.apply(2, Action::Pass).unwrap();
    game.apply(3, Action::Pass).unwrap();
    // Seat 0 has no cards: its pass is automatic and seat 1 wins the trick.
    assert_eq!(
        game.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );
    game.apply(1, play("S9")).unwrap();
    assert_eq!(game.to_act(), Some(2));
    game.apply(2, Action::Pass).unwrap();
    assert_eq!(game.to_act(), Some(3), "seat 0 is skipped");
}

#[test]
fn aces_rule_demotes_declarers_at_a() {
    for (rules, demoted) in [(Rules::pagat(), true), (Rules::china(), false)] {
        let mut game = Game::from_hands(
            rules,
            hands(["S3 S4", "SA", "S6 S7", "SK"]),
            [rank("A"), rank("6")],
            Some(0),
            1,
        )
        .unwrap();
        game.apply(1, play("SA")).unwrap();
        game.apply(2, Action::Pass).unwrap();
        game.apply(3, Action::Pass).unwrap();
        game.apply(0, Action::Pass).unwrap();
        let e = game.apply(3, play("SK")).unwrap();
        let r = e
            .iter()
            .find_map(|e| {
                if let Event::HandEnded(r) = e {
                    Some(r.clone())
                } else {
                    None
                }
            })
            .unwrap();
        if demoted {
            assert_eq!(r.demoted, Some(0));
            assert_eq!(r.levels, [rank("2"), rank("10")]);
        } else {
            assert_eq!(r.demoted, None);
            assert_eq!(r.levels[0], rank("A"));
            assert_eq!(r.levels[1], rank("9")); // China: 1-2 is +3
        }
        assert_eq!(r.declarers, 1);
    }
}

fn standing(levels: [&str; 2], declarers: Option<usize>, failures: [u8; 2]) -> Standing {
    Standing {
        levels: levels.map(rank),
        declarers,
        top_failures: failures,
    }
}

/// Finishing orders giving a win to team `team` with `finish`.
fn order(team: usize, finish: Finish) -> [usize; 4] {
    let (a, b) = (team, 1 - team);
    match finish {
        Finish::OneTwo => [a, a + 2, b, b + 2],
        Finish::OneThree => [a, b, a + 2, b + 2],
        Finish::OneFour => [a, b, b + 2, a + 2],
    }
}

#[test]
fn promotion_and_level_a_rules() {
    let pagat = Rules::pagat();
    let single = Combination::new(ComboType::Single, 1, Top::Rank(rank("K")));
    let aces = Combination::new(ComboType::Pair, 2, Top::Rank(rank("A")));
    // (rules, standing, winning team, finish, winners' last play, levels after, declarers,
    // demoted team, match winner)
    type Case = (
        Rules,
        Standing,
        usize,
        Finish,
        Combination,
        [&'static str; 2],
        usize,
        Option<usize>,
        Option<usize>,
    );
    let cases: Vec<Case> = vec![
        // Spec example: declarers at 5, opponents at 3 win 1-4 → opponents declare at 4.
        (
            pagat.clone(),
            standing(["5", "3"], Some(0), [0, 0]),
            1,
            Finish::OneFour,
            single,
            ["5", "4"],
            1,
            None,
            None,
        ),
        (
            pagat.clone(),
            standing(["5", "3"], Some(0), [0, 0]),
            0,
            Finish::OneThree,
            single,
            ["7", "3"],
            0,
            None,
            None,
        ),
        (
            pagat.clone(),
            standing(["5", "3"], Some(0), [0, 0]),
            0,
            Finish::OneTwo,
            single,
            ["9", "3"],
            0,
            None,
            None,
        ),
        (
            Rules::china(),
            standing(["5", "3"], Some(0), [0, 0]),
            0,
            Finish::OneTwo,
            single,
            ["8", "3"],
            0,
            None,
            None,
        ),
        // Promotion stops at A.
        (
            pagat.clone(),
            standing(["Q", "3"], Some(0), [0, 0]),
            0,
            Finish::OneTwo,
            single,
            ["A", "3"],
            0,
            None,
            None,
        ),
        // Declarers at A win 1-2 or 1-3: match won; 1-4 keeps them at A (a failure).
        (
            pagat.clone(),
            standing(["A", "3"], Some(0), [0, 0]),
            0,
            Finish::OneTwo,
            single,
            ["A", "3"],
            0,
            None,
            Some(0),
        ),
        (
            pagat.clone(),
            standing(["A", "3"], Some(0), [0, 0]),
            0,
            Finish::OneThree,
            single,
            ["A", "3"],
            0,
            None,
            Some(0),
        ),
        (
            pagat.clone(),
            standing(["A", "3"], Some(0), [0, 0]),
            0,
            Finish::OneFour,
            single,
            ["A", "3"],
            0,
            None,
            None,
        ),
        (
            Rules {
                a_win_requires_1_2: true,
                ..pagat.clone()
            },
            standing(["A", "3"], Some(0), [0, 0]),
            0,
            Finish::OneThree,
            single,
            ["A", "3"],
            0,
            None,
            None,
        ),
        // Opponents at A who win do not win the match: they declare at A.
        (
            pagat.clone(),
            standing(["5", "A"], Some(0), [0, 0]),
            1,
            Finish::OneTwo,
            single,
            ["5", "A"],
            1,
            None,
            None,
        ),
        // Third failure at A: back to 2 (as opponents, or as declarers after a 1-4 win).
        (
            pagat.clone(),
            standing(["A", "3"], Some(0), [2, 0]),
            1,
            Finish::OneFour,
            single,
            ["2", "4"],
            1,
            Some(0),
            None,
        ),
        (
            pagat.clone(),
            standing(["A", "3"], Some(0), [2, 0]),
            0,
            Finish::OneFour,
            single,
            ["2", "3"],
            0,
            Some(0),
            None,
        ),
        (
            pagat.clone(),
            standing(["A", "3"], Some(0), [1, 0]),
            1,
            Finish::OneFour,
            single,
            ["A", "4"],
            1,
            None,
            None,
        ),
        (
            Rules::china(),
            standing(["A", "3"], Some(0), [5, 0]),
            1,
            Finish::OneFour,
            aces,
            ["A", "4"],
            1,
            None,
            None,
        ),
        // Aces rule: beaten by a last play of aces.
        (
            pagat.clone(),
            standing(["A", "3"], Some(0), [0, 0]),
            1,
            Finish::OneThree,
            aces,
            ["2", "5"],
            1,
            Some(0),
            None,
        ),
        // Hand 1 (no declarers): nobody is at A as declarers.
        (
            pagat.clone(),
            standing(["2", "2"], None, [0, 0]),
            1,
            Finish::OneTwo,
            single,
            ["2", "6"],
            1,
            None,
            None,
        ),
    ];
    for (i, (rules, mut st, team, finish, last, levels, declarers, demoted, winner)) in
        cases.into_iter().enumerate()
    {
        let r = settle(&mut st, order(team, finish), finish, Some(&last), &rules);
        assert_eq!(r.levels, levels.map(rank), "case {i}");
        assert_eq!(r.declarers, declarers, "case {i}");
        assert_eq!(r.demoted, demoted, "case {i}");
        assert_eq!(r.match_winner, winner, "case {i}");
        assert_eq!(r.finish, finish);
    }
    // Three failures count across hands.
    let mut st = standing(["A", "3"], Some(0), [0, 0]);
    for expected in [1, 2] {
        settle(
            &mut st,
            order(0, Finish::OneFour),
            Finish::OneFour,
            Some(&single),
            &pagat,
        );
        assert_eq!(st.top_failures[0], expected);
    }
    let r = settle(
        &mut st,
        order(0, Finish::OneFour),
        Finish::OneFour,
        Some(&single),
        &pagat,
    );
    assert_eq!(r.demoted, Some(0));
    assert_eq!(st.levels[0], rank("2"));
}

/// Hand-2 position at level 5 (both teams at 5) with given hands.
fn tribute_game(rules: Rules, h: [&str; 4], previous: [usize; 4]) -> Game {
    Game::with_tribute(
        rules,
        hands(h),
        [rank("5"), rank("5")],
        previous[0] % 2,
        previous,
    )
    .unwrap()
}

#[test]
fn single_tribute_pay_and_return() {
    // Previous 1-3: seat 0 first, seat 3 last pays seat 0.
    let mut g = tribute_game(
        Rules::default(),
        ["S3 S4 S5", "S6", "S7", "H5 SA S5 D5 S2"],
        [0, 1, 2, 3],
    );
    // The wild ♥5 is exempt; ♠5 / ♦5 outrank the ace at level 5.
    assert_eq!(
        g.pending(),
        &Pending::PayTribute {
            seat: 3,
            to: Some(0)
        }
    );
    let before = g.clone();
    for bad in ["SA", "H5", "S2"] {
        assert!(
            matches!(
                g.apply(3, Action::PayTribute { card: card(bad) }),
                Err(GuandanError::WrongTributeCard { .. })
            ),
            "{bad}"
        );
    }
    assert_eq!(
        g.apply(0, Action::Pass),
        Err(GuandanError::NotYourTurn {
            seat: 0,
            waiting_for: 3
        })
    );
    assert_eq!(g, before);
    g.apply(3, Action::PayTribute { card: card("D5") }).unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 3,
            received: card("D5")
        }
    );
    assert_eq!(
        g.apply(0, Action::ReturnTribute { card: card("D5") }),
        Err(GuandanError::ReturnSameAsTribute { card: card("D5") })
    );
    g.apply(0, Action::ReturnTribute { card: card("S3") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 3,
            leading: true
        }
    );
    let v = g.view(1);
    assert_eq!(v.tribute.paid.len(), 1);
    assert_eq!(v.tribute.returned[0].card, card("S3"));
    assert_eq!(v.tribute.leader, Some(3));
    assert_eq!(g.hands()[3].len(), 5);
    assert!(g.hands()[0].contains(&card("D5")));
}

#[test]
fn single_tribute_after_one_four_is_paid_by_the_partner() {
    // 1-4: seat 2 (partner of the 1st) finished last and pays seat 0. A single face: paid
    // automatically.
    let g = tribute_game(
        Rules::default(),
        ["S3 S4", "S6", "RJ S2 S3", "S7"],
        [0, 1, 3, 2],
    );
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 2,
            received: card("RJ")
        }
    );
    assert_eq!(g.view(0).tribute.payers, vec![2]);
    // After a 1-3, the last finisher is an opponent (seat 3 here).
    let g = tribute_game(
        Rules::default(),
        ["S3 S4", "S6", "S7", "RJ S2 S3"],
        [0, 1, 2, 3],
    );
    assert_eq!(g.view(0).tribute.payers, vec![3]);
    assert_eq!(g.view(0).tribute.paid[0].card, card("RJ"));
}

#[test]
fn double_tribute_higher_card_to_first() {
    // Previous 1-2 (seats 1 and 3 first and second): seats 0 and 2 pay.
    let mut g = tribute_game(
        Rules::default(),
        ["SK S3", "S4 S6", "BJ S7", "S8 S9"],
        [1, 3, 0, 2],
    );
    // Single faces: both paid automatically; the small joker goes to seat 1 (1st).
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 1,
            to: 2,
            received: card("BJ")
        }
    );
    g.apply(1, Action::ReturnTribute { card: card("S4") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 3,
            to: 0,
            received: card("SK")
        }
    );
    g.apply(3, Action::ReturnTribute { card: card("S8") })
        .unwrap();
    // The payer of the higher tribute leads.
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 2,
            leading: true
        }
    );
}

#[test]
fn double_tribute_equal_cards_variants() {
    let h = ["S3 S4", "SK S6", "S7 S8", "DK S9"];
    // Pagat: the 1st finisher (seat 0) chooses, then the payers choose the leader.
    let mut g = tribute_game(Rules::default(), h, [0, 2, 1, 3]);
    assert_eq!(
        g.pending(),
        &Pending::TakeTribute {
            seat: 0,
            from: [1, 3]
        }
    );
    assert_eq!(
        g.apply(0, Action::TakeTribute { from: 2 }),
        Err(GuandanError::NotAPayer { seat: 2 })
    );
    g.apply(0, Action::TakeTribute { from: 3 }).unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 3,
            received: card("DK")
        }
    );
    g.apply(0, Action::ReturnTribute { card: card("S3") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 2,
            to: 1,
            received: card("SK")
        }
    );
    g.apply(2, Action::ReturnTribute { card: card("S8") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ChooseLeader {
            seat: 3,
            among: [1, 3]
        }
    );
    g.apply(3, Action::ChooseLeader { leader: 1 }).unwrap();
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );

    // China: the 1st finisher's next player pays the 1st finisher and leads.
    let mut g = tribute_game(Rules::china(), h, [0, 2, 1, 3]);
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 1,
            received: card("SK")
        }
    );
    g.apply(0, Action::ReturnTribute { card: card("S3") })
        .unwrap();
    g.apply(2, Action::ReturnTribute { card: card("S7") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );

    // Random: decided by the seeded generator, reproducibly.
    let rules = Rules {
        equal_tribute: EqualTribute::Random,
        ..Rules::default()
    };
    let a = tribute_game(rules.clone(), h, [0, 2, 1, 3]);
    assert_eq!(a, tribute_game(rules, h, [0, 2, 1, 3]));
    assert!(matches!(
        a.pending(),
        Pending::ReturnTribute { seat: 0, .. }
    ));
}

#[test]
fn resistance_cancels_tribute() {
    // Single: the payer holds both red jokers; the previous 1st leads.
    let g = tribute_game(
        Rules::default(),
        ["S3", "S4", "S5", "RJ RJ S6"],
        [0, 1, 2, 3],
    );
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 0,
            leading: true
        }
    );
    assert_eq!(g.view(2).tribute.resisted.len(), 2);
    // One red joker is not enough.
    let g = tribute_game(
        Rules::default(),
        ["S3 RJ", "S4", "S5", "RJ S6"],
        [0, 1, 2, 3],
    );
    assert!(g.view(0).tribute.resisted.is_empty());
    assert_eq!(g.view(0).tribute.paid.len(), 1);
    // Double: one each, or both in one hand.
    for h in [
        ["S3", "RJ S4", "S5", "RJ S6"],
        ["S3", "RJ RJ S4", "S5", "S6"],
    ] {
        let g = tribute_game(Rules::default(), h, [0, 2, 1, 3]);
        assert_eq!(
            g.pending(),
            &Pending::Play {
                seat: 0,
                leading: true
            },
            "{h:?}"
        );
        assert_eq!(g.view(0).tribute.resisted.len(), 2);
        assert!(g.view(0).tribute.paid.is_empty());
    }
}

#[test]
fn return_limit_variant() {
    // China: the return must be 10 or lower and not a level card (level 5 here).
    let mut g = tribute_game(
        Rules::china(),
        ["SQ S5 C9 D8 RJ", "S4", "S6", "SA S2"],
        [0, 1, 2, 3],
    );
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 3,
            received: card("SA")
        }
    );
    let before = g.clone();
    for bad in ["SQ", "S5", "RJ"] {
        assert_eq!(
            g.apply(0, Action::ReturnTribute { card: card(bad) }),
            Err(GuandanError::ReturnNotAllowed { card: card(bad) }),
            "{bad}"
        );
    }
    assert_eq!(g, before);
    g.apply(0, Action::ReturnTribute { card: card("C9") })
        .unwrap();
    // No card of 10 or lower: the lowest card, here forced (returned automatically).
    let g = tribute_game(
        Rules::china(),
        ["SQ SJ RJ", "S4", "S6", "SA S2"],
        [0, 1, 2, 3],
    );
    assert_eq!(g.view(0).tribute.returned[0].card, card("SJ"));
    // Pagat: any card but the tribute.
    let mut g = tribute_game(
        Rules::pagat(),
        ["SQ S5 C9 RJ", "S4", "S6", "SA S2"],
        [0, 1, 2, 3],
    );
    g.apply(0, Action::ReturnTribute { card: card("RJ") })
        .unwrap();
}

/// Cards of the deck: hands plus cards played this hand.
fn conserved(game: &Game) -> bool {
    let mut all: Vec<Card> = game.hands().iter().flatten().copied().collect();
    all.extend(game.view(0).tribute.unassigned.iter().map(|(_, c)| *c));
    for t in &game.view(0).history {
        if let Turn::Play(p) = t {
            all.extend(p.cards.iter().copied());
        }
    }
    all.sort();
    let mut full = deck(2).unwrap();
    full.sort();
    all == full
}

fn random_action(r: &mut impl Rng, game: &Game) -> Action {
    let mine = &game.hands()[r.random_range(0..4)];
    let pick = |r: &mut dyn rand::RngCore| {
        if mine.is_empty() {
            card("S3")
        } else {
            mine[(r.next_u32() as usize) % mine.len()]
        }
    };
    match r.random_range(0..6) {
        0 => Action::Pass,
        1 => Action::Play {
            cards: (0..r.random_range(0..6)).map(|_| pick(r)).collect(),
            as_combo: None,
        },
        2 => Action::PayTribute { card: pick(r) },
        3 => Action::ReturnTribute { card: pick(r) },
        4 => Action::TakeTribute {
            from: r.random_range(0..6),
        },
        _ => Action::ChooseLeader {
            leader: r.random_range(0..6),
        },
    }
}

#[test]
fn random_matches_keep_every_invariant() {
    let mut finished = 0;
    for (i, rules) in [
        Rules::pagat(),
        Rules::china(),
        Rules {
            equal_tribute: EqualTribute::Random,
            equal_tribute_lead: cardtable::guandan::EqualTributeLead::Random,
            wild_must_be_natural_if_possible: true,
            ace_low_sequences: false,
            max_bomb_size: 8,
            a_win_requires_1_2: true,
            ..Rules::pagat()
        },
    ]
    .into_iter()
    .enumerate()
    {
        for seed in 0..12u64 {
            let mut game = Game::new(rules.clone(), seed * 31 + i as u64).unwrap();
            let mut r = rng(seed);
            let mut actions_this_hand = 0;
            let mut hand = game.hand_number();
            while let Some(seat) = game.to_act() {
                assert!(game.hand_number() < 400, "match does not end");
                let legal = game.legal_actions(seat);
                assert!(!legal.is_empty());
                assert_eq!(legal, game.view(seat).legal_actions());
                for other in 0..4 {
                    if other != seat {
                        assert!(game.legal_actions(other).is_empty());
                    }
                }
                if let Pending::Play { seat, .. } = game.pending() {
                    assert!(
                        !game.hands()[*seat].is_empty(),
                        "a seat without cards never plays"
                    );
                }
                // Random garbage is either legal or refused without any change.
                if r.random_range(0..4) == 0 {
                    let before = game.clone();
                    let junk = random_action(&mut r, &game);
                    let who = r.random_range(0..5);
                    if game.apply(who, junk).is_err() {
                        assert_eq!(game, before);
                    }
                    continue;
                }
                let table = game.view(seat).table().copied();
                let level = game.level();
                let action = legal[r.random_range(0..legal.len())].clone();
                let levels_before = game.levels();
                let events = game.apply(seat, action).expect("legal action applies");
                for e in &events {
                    if let Event::HandEnded(res) = e {
                        // Winners gain their promotion (capped at A) unless demoted; losers
                        // keep their level unless demoted to 2.
                        let w = res.winners;
                        let promo = res.finish.promotion(game.rules());
                        for team in 0..2 {
                            let expected = if res.demoted == Some(team) {
                                Rank::Two
                            } else if team == w && res.match_winner.is_none() {
                                Rank::from_value((levels_before[w].value() + promo).min(14))
                                    .unwrap()
                            } else {
                                levels_before[team]
                            };
                            assert_eq!(
                                res.levels[team], expected,
                                "{res:?} from {levels_before:?}"
                            );
                        }
                    }
                    if let Event::Played(p) = e {
                        let rs = readings(&p.cards, level, game.rules());
                        assert!(rs.contains(&p.reading));
                        if let Some(t) = table {
                            assert!(p.reading.combo.beats(&t, level));
                        }
                    }
                }
                assert!(conserved(&game), "108 cards conserved");
                if game.hand_number() != hand {
                    hand = game.hand_number();
                    actions_this_hand = 0;
                }
                actions_this_hand += 1;
                assert!(actions_this_hand < 3000, "hand does not end");
            }
            assert!(game.is_over());
            assert!(game.last_result().unwrap().match_winner.is_some());
            finished += 1;
        }
    }
    assert_eq!(finished, 36);
}

#[test]
fn counts_are_announced_at_ten_or_six() {
    for (announce_at, expect) in [(10, [true, false]), (6, [false, false])] {
        let rules = Rules {
            announce_at,
            ..Rules::default()
        };
        let g = Game::from_hands(
            rules,
            hands([
                "S3 S4 S5 S6 S7 S8 S9 S10",
                "S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK",
                "S2",
                "",
            ]),
            [rank("2"); 2],
            None,
            0,
        )
        .unwrap();
        let v = g.view(2);
        assert_eq!([v.must_announce(0), v.must_announce(1)], expect);
        assert!(v.must_announce(2) || announce_at < 1);
        assert!(
            !v.must_announce(3),
            "a player out of cards announces nothing"
        );
        assert_eq!(v.card_counts, [8, 11, 1, 0]);
    }
}
