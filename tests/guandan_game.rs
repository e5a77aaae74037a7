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
            Err(GuandanError::ReturnNotAllowed {
                card: card(bad),
                max: rank("10")
            }),
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
                // Levels stay within the start level (or 2 after a demotion) and the target,
                // and the hand is played at the declarers' level.
                for l in game.levels() {
                    assert!(Rank::Two <= l && l <= game.rules().target_level);
                }
                if let Some(d) = game.view(seat).declarers {
                    assert_eq!(level, game.levels()[d]);
                }
                if let Pending::Play { leading, .. } = game.pending() {
                    // Pass is offered exactly when following; every offered play is accepted.
                    assert_eq!(legal.contains(&Action::Pass), !leading);
                    if r.random_range(0..8) == 0 {
                        for a in &legal {
                            if let Action::Play { cards, as_combo } = a {
                                assert!(game.check_play(seat, cards, *as_combo).is_ok());
                            }
                        }
                    }
                }
                let action = legal[r.random_range(0..legal.len())].clone();
                let levels_before = game.levels();
                let events = game.apply(seat, action).expect("legal action applies");
                for e in &events {
                    if let Event::HandEnded(res) = e {
                        let mut seats = res.order;
                        seats.sort();
                        assert_eq!(seats, [0, 1, 2, 3], "finishing order of four seats");
                        assert_eq!(res.winners, res.order[0] % 2);
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

fn hand_result(events: &[Event]) -> Option<cardtable::guandan::scoring::HandResult> {
    events.iter().find_map(|e| match e {
        Event::HandEnded(r) => Some(r.clone()),
        _ => None,
    })
}

#[test]
fn views_show_only_what_the_seat_may_see() {
    for (seed, rules) in [(3u64, Rules::pagat()), (8, Rules::china())] {
        let mut game = Game::new(rules, seed).unwrap();
        let mut r = rng(seed);
        let mut checks = 0;
        while let Some(seat) = game.to_act() {
            if game.hand_number() > 3 {
                break;
            }
            if r.random_range(0..25) == 0 {
                for viewer in 0..4 {
                    let v = game.view(viewer);
                    let mut own = game.hands()[viewer].clone();
                    own.sort();
                    let mut shown = v.hand.clone();
                    shown.sort();
                    assert_eq!(shown, own, "a view holds its own hand");
                    assert_eq!(v.card_counts, [0, 1, 2, 3].map(|s| game.hands()[s].len()));
                    // Cards others hold appear nowhere in the view unless they were shown to
                    // everyone (face-up card, tributes, returns, resistance jokers).
                    let mut public: Vec<Card> = v.face_up.iter().map(|f| f.card).collect();
                    public.extend(v.tribute.paid.iter().map(|t| t.card));
                    public.extend(v.tribute.returned.iter().map(|t| t.card));
                    public.extend(v.tribute.resisted.iter().map(|(_, c)| *c));
                    let json = serde_json::to_string(&v).unwrap();
                    for other in (0..4).filter(|&o| o != viewer) {
                        for c in &game.hands()[other] {
                            if !public.contains(c) {
                                assert!(
                                    !json.contains(&format!("\"{}\"", c.full_code())),
                                    "seat {viewer} sees {c:?} of seat {other}"
                                );
                            }
                        }
                    }
                    checks += 1;
                }
            }
            let legal = game.legal_actions(seat);
            let action = legal[r.random_range(0..legal.len())].clone();
            game.apply(seat, action).unwrap();
        }
        assert!(checks > 20, "{checks}");
    }
}

#[test]
fn spec_example_opponents_at_3_win_one_four_in_play() {
    // Declarers (team 0) at 5, opponents at 3. Seat 1 goes out first; seats 2 and 0 finish
    // 2nd and 3rd: team 1 wins 1-4 and declares at 4.
    let mut game = Game::from_hands(
        Rules::default(),
        hands(["S4", "S3", "S5", "S6 S7"]),
        [rank("5"), rank("3")],
        Some(0),
        1,
    )
    .unwrap();
    assert_eq!(game.level(), rank("5"));
    game.apply(1, play("S3")).unwrap();
    // ♠5 is a level card at 5: it beats the 3 and seat 2 is out.
    let e = game.apply(2, play("S5")).unwrap();
    assert!(e.contains(&Event::Finished { seat: 2, place: 2 }));
    game.apply(3, Action::Pass).unwrap();
    let e = game.apply(0, Action::Pass).unwrap();
    // Seat 2 is out: its partner leads (接风).
    assert!(e.contains(&Event::TrickWon {
        seat: 2,
        next_leader: 0
    }));
    let e = game.apply(0, play("S4")).unwrap();
    let r = hand_result(&e).expect("team 0 is out: the hand ends");
    assert_eq!(r.order, [1, 2, 0, 3]);
    assert_eq!(r.finish, Finish::OneFour);
    assert_eq!(r.winners, 1);
    assert_eq!(r.levels, [rank("5"), rank("4")]);
    assert_eq!(r.declarers, 1);
    assert_eq!(game.level(), rank("4"));
    // Next hand: the last finisher (seat 3) owes the 1st (seat 1) a tribute.
    let v = game.view(0);
    assert_eq!(v.hand_number, 2);
    assert_eq!(v.declarers, Some(1));
    assert_eq!(v.tribute.payers, vec![3]);
    assert_eq!(v.tribute.receivers, vec![1]);
}

/// Team 0 declares at A against team 1 at 9; seat 0 goes out first, seat 1 second, seat 2
/// third: a 1-3 win for the declarers at A.
fn one_three_at_a(rules: Rules) -> (Game, Vec<Event>) {
    let mut game = Game::from_hands(
        rules,
        hands(["SK", "SA", "S7", "S5 S6"]),
        [rank("A"), rank("9")],
        Some(0),
        0,
    )
    .unwrap();
    game.apply(0, play("SK")).unwrap();
    // At level A the ace is a level card: it beats the king.
    game.apply(1, play("SA")).unwrap();
    game.apply(2, Action::Pass).unwrap();
    game.apply(3, Action::Pass).unwrap();
    assert_eq!(
        game.pending(),
        &Pending::Play {
            seat: 3,
            leading: true
        },
        "接风 to seat 1's partner"
    );
    game.apply(3, play("S5")).unwrap();
    let events = game.apply(2, play("S7")).unwrap();
    (game, events)
}

#[test]
fn level_a_declarers_win_the_match_in_play() {
    let (mut game, events) = one_three_at_a(Rules::pagat());
    let r = hand_result(&events).unwrap();
    assert_eq!(r.finish, Finish::OneThree);
    assert_eq!(r.match_winner, Some(0));
    assert!(events.contains(&Event::MatchOver { winners: 0 }));
    assert!(game.is_over());
    assert_eq!(game.pending(), &Pending::MatchOver { winners: 0 });
    assert_eq!(game.to_act(), None);
    let before = game.clone();
    for seat in 0..4 {
        assert!(game.legal_actions(seat).is_empty());
        assert!(game.view(seat).legal_actions().is_empty());
        assert_eq!(game.apply(seat, Action::Pass), Err(GuandanError::MatchOver));
    }
    assert_eq!(game, before);
    assert_eq!(GuandanError::MatchOver.to_string(), "the match is over");

    // Variant: only a 1-2 wins at A. The 1-3 keeps team 0 declaring at A (one failure).
    let (game, events) = one_three_at_a(Rules {
        a_win_requires_1_2: true,
        ..Rules::pagat()
    });
    let r = hand_result(&events).unwrap();
    assert_eq!(r.match_winner, None);
    assert_eq!(r.levels, [rank("A"), rank("9")]);
    assert_eq!(r.declarers, 0);
    assert!(!game.is_over());
    assert_eq!(game.view(0).top_failures, [1, 0]);
    assert_eq!(game.level(), rank("A"));
}

#[test]
fn pass_is_offered_only_when_following() {
    let mut game = Game::from_hands(
        Rules::default(),
        hands(["S3 S4", "S5 S6", "S7 S8", "S9 S10"]),
        [rank("2"); 2],
        None,
        0,
    )
    .unwrap();
    let leads = game.legal_actions(0);
    assert!(!leads.contains(&Action::Pass));
    assert_eq!(leads.len(), 2, "{leads:?}");
    game.apply(0, play("S3")).unwrap();
    let follows = game.legal_actions(1);
    assert!(follows.contains(&Action::Pass));
    assert_eq!(follows.len(), 3, "two singles that beat the 3, and pass");
    assert!(game.legal_actions(0).is_empty(), "not seat 0's turn");
}

#[test]
fn tribute_card_rules() {
    // Level 5 (hand 2), previous 1-3: seat 3 pays seat 0.
    let prev = [0, 1, 2, 3];
    // Wilds (♥5) are exempt: the ace is forced and paid at once.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "H5 H5 SA SK"], prev);
    assert_eq!(g.view(0).tribute.paid[0].card, card("SA"));
    // A joker is not exempt: the big joker goes before the small one.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "BJ RJ H5 SA"], prev);
    assert_eq!(g.view(0).tribute.paid[0].card, card("RJ"));
    // Non-heart level cards are not exempt; the payer picks the suit.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "H5 C5 D5 SA"], prev);
    let mut offered: Vec<Action> = g.legal_actions(3);
    offered.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        offered,
        vec![
            Action::PayTribute { card: card("C5") },
            Action::PayTribute { card: card("D5") },
        ]
    );
    // Both copies of one face are one choice: paid automatically.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "SK SK SQ"], prev);
    assert_eq!(g.view(0).tribute.paid.len(), 1);
    assert_eq!(g.view(0).tribute.paid[0].card.face, card("SK").face);
    // Two black jokers and one red joker do not resist; the red joker is paid.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "BJ BJ RJ S2"], prev);
    assert!(g.view(0).tribute.resisted.is_empty());
    assert_eq!(g.view(0).tribute.paid[0].card, card("RJ"));
}

#[test]
fn resistance_after_one_four_and_who_leads() {
    // Previous 1-4: seat 2 (the 1st's partner) finished last and holds both red jokers.
    let g = tribute_game(
        Rules::default(),
        ["S3", "S4", "RJ RJ S5", "S6"],
        [0, 1, 3, 2],
    );
    let v = g.view(1);
    assert_eq!(v.tribute.payers, vec![2]);
    assert_eq!(v.tribute.resisted.len(), 2);
    assert!(
        v.tribute
            .resisted
            .iter()
            .all(|(s, c)| *s == 2 && c.face == card("RJ").face)
    );
    assert!(v.tribute.paid.is_empty());
    // No tribute: the previous 1st finisher leads.
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 0,
            leading: true
        }
    );
    assert_eq!(v.tribute.leader, Some(0));
    // Resistance after a 1-2 with the jokers in one payer's hand: previous 1st (seat 1) leads.
    let g = tribute_game(Rules::china(), ["S3", "S4", "RJ RJ S5", "S6"], [1, 3, 0, 2]);
    assert_eq!(g.view(0).tribute.payers, vec![2, 0]);
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );
}

#[test]
fn equal_double_tribute_leader_variants() {
    use cardtable::guandan::EqualTributeLead;
    // Previous 1-2 by seats 0 and 2: seats 1 and 3 pay equal kings.
    let h = ["S3 S4", "SK S6", "S7 S8", "DK S9"];
    let returns = |g: &mut Game| {
        if let Pending::TakeTribute { seat, from } = g.pending().clone() {
            g.apply(seat, Action::TakeTribute { from: from[0] })
                .unwrap();
        }
        while let Pending::ReturnTribute { seat, received, .. } = g.pending().clone() {
            let back = g.hands()[seat]
                .iter()
                .copied()
                .find(|c| c.face != received.face)
                .unwrap();
            g.apply(seat, Action::ReturnTribute { card: back }).unwrap();
        }
    };
    // The 1st finisher's next player leads (China's rule), even with the Pagat assignment.
    let mut g = tribute_game(
        Rules {
            equal_tribute_lead: EqualTributeLead::FirstFinisherNext,
            ..Rules::pagat()
        },
        h,
        [0, 2, 1, 3],
    );
    returns(&mut g);
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );
    // Random: one of the payers, the same for the same seed.
    let rules = Rules {
        equal_tribute_lead: EqualTributeLead::Random,
        ..Rules::pagat()
    };
    let mut a = tribute_game(rules.clone(), h, [0, 2, 1, 3]);
    let mut b = tribute_game(rules, h, [0, 2, 1, 3]);
    returns(&mut a);
    returns(&mut b);
    assert_eq!(a, b);
    match a.pending() {
        Pending::Play {
            seat,
            leading: true,
        } => assert!([1, 3].contains(seat)),
        other => panic!("{other:?}"),
    }
    // Unequal tributes: the payer of the higher card leads whatever the variant.
    for rules in [Rules::pagat(), Rules::china()] {
        let mut g = tribute_game(rules, ["S3 S4", "SQ S6", "S7 S8", "DK S9"], [0, 2, 1, 3]);
        assert_eq!(
            g.view(0).tribute.paid[0].card,
            card("DK"),
            "higher card to the 1st"
        );
        assert_eq!(g.view(0).tribute.paid[0].to, 0);
        assert_eq!(g.view(0).tribute.paid[1].to, 2);
        returns(&mut g);
        assert_eq!(
            g.pending(),
            &Pending::Play {
                seat: 3,
                leading: true
            }
        );
    }
}

#[test]
fn china_return_limit_cases() {
    let prev = [0, 1, 2, 3];
    // Level 5. The wild ♥5 and the level card ♠5 may not be returned; nothing else is 10 or
    // lower, so the lowest card (the jack) is forced and returned at once.
    let g = tribute_game(
        Rules::china(),
        ["H5 S5 SJ SQ RJ", "S4", "S6", "SA S2"],
        prev,
    );
    assert_eq!(g.view(0).tribute.returned[0].card, card("SJ"));
    // ♥5 excluded; the 3 is the only card of 10 or lower.
    let g = tribute_game(Rules::china(), ["H5 S3 SQ", "S4", "S6", "SA S2"], prev);
    assert_eq!(g.view(0).tribute.returned[0].card, card("S3"));
    // Two tens: the receiver chooses; a queen is refused with the limit in the message.
    let mut g = tribute_game(Rules::china(), ["S10 C10 SQ", "S4", "S6", "SA S2"], prev);
    let offered = g.legal_actions(0);
    assert_eq!(offered.len(), 2, "{offered:?}");
    let err = g
        .apply(0, Action::ReturnTribute { card: card("SQ") })
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the Q♠ may not be returned: return a card of rank 10 or lower that is not a level card (or your lowest card if you have none)"
    );
    // A stricter limit is honoured and named.
    let mut g = tribute_game(
        Rules {
            return_max_rank: Some(rank("8")),
            ..Rules::china()
        },
        ["S9 C7 D6 SQ", "S4", "S6", "SA S2"],
        prev,
    );
    assert_eq!(
        g.apply(0, Action::ReturnTribute { card: card("S9") }),
        Err(GuandanError::ReturnNotAllowed {
            card: card("S9"),
            max: rank("8")
        })
    );
    // Returning the very card received is refused in every rule set, even a second copy.
    let mut h = hands(["S3 S4", "S4", "S6", "SA S2"]);
    let copy = card("SA#1");
    h[0].push(copy);
    let mut g = Game::with_tribute(Rules::pagat(), h, [rank("5"); 2], 0, prev).unwrap();
    assert!(matches!(
        g.pending(),
        Pending::ReturnTribute { received, .. } if *received == card("SA")
    ));
    assert_eq!(
        g.apply(0, Action::ReturnTribute { card: copy }),
        Err(GuandanError::ReturnSameAsTribute { card: copy })
    );
}

#[test]
fn error_messages_read_well() {
    let c = card("SA");
    let pair9 = Combination::new(ComboType::Pair, 2, Top::Rank(rank("9")));
    let bomb = Combination::new(ComboType::Bomb, 4, Top::Rank(rank("3")));
    let cases: Vec<(GuandanError, &str)> = vec![
        (
            GuandanError::NotYourTurn {
                seat: 1,
                waiting_for: 0,
            },
            "it is not your turn (seat 1): the game is waiting for seat 0",
        ),
        (
            GuandanError::NoSuchSeat { seat: 9 },
            "there is no seat 9: seats are 0 to 3",
        ),
        (GuandanError::EmptyPlay, "select at least one card to play"),
        (
            GuandanError::NotInHand { card: c },
            "the A♠ is not in your hand",
        ),
        (
            GuandanError::DuplicateCard { card: c },
            "the A♠ was selected twice",
        ),
        (
            GuandanError::NotACombination { count: 2 },
            "these 2 cards do not form any Guan Dan combination",
        ),
        (
            GuandanError::DoesNotBeat {
                play: pair9,
                table: bomb,
            },
            "a pair of 9s does not beat the 4-card bomb of 3s",
        ),
        (
            GuandanError::LeaderCannotPass,
            "you lead this trick: you must play, not pass",
        ),
        (
            GuandanError::WrongTributeCard {
                card: card("SK"),
                highest: card("SA").face,
            },
            "the tribute must be your highest card other than a wild: a card like the A♠, not the K♠",
        ),
        (
            GuandanError::ReturnSameAsTribute { card: c },
            "you cannot give back the same card as the tribute you received (A♠)",
        ),
        (
            GuandanError::NotAPayer { seat: 2 },
            "seat 2 did not pay a tribute",
        ),
        (
            GuandanError::NotAReading { asked: pair9 },
            "these cards cannot be played as a pair of 9s",
        ),
    ];
    for (err, text) in cases {
        assert_eq!(err.to_string(), text);
    }
    let amb = GuandanError::AmbiguousReading {
        options: vec![pair9, bomb],
    };
    assert_eq!(
        amb.to_string(),
        "these cards can be played in several ways, choose one: pair of 9s, 4-card bomb of 3s"
    );
}

#[test]
fn one_two_ends_the_hand_before_the_others_finish() {
    // Seats 0 and 2 go out first and second: seats 1 and 3 still hold cards, the hand ends.
    let mut game = Game::from_hands(
        Rules::default(),
        hands(["RJ", "S3 S4 S5", "BJ", "S6 S7 S8"]),
        [rank("2"); 2],
        None,
        0,
    )
    .unwrap();
    game.apply(0, play("RJ")).unwrap();
    game.apply(1, Action::Pass).unwrap();
    game.apply(2, Action::Pass).unwrap();
    game.apply(3, Action::Pass).unwrap();
    let e = game.apply(2, play("BJ")).unwrap();
    let r = hand_result(&e).unwrap();
    assert_eq!(r.finish, Finish::OneTwo);
    assert_eq!(r.order[..2], [0, 2]);
    assert_eq!(r.levels, [rank("6"), rank("2")]);
    assert_eq!(game.hand_number(), 2);
    // Hand 2: both losers pay, a fresh deal of 27 each (plus or minus tribute transfers).
    let total: usize = game.hands().iter().map(Vec::len).sum();
    let unassigned = game.view(0).tribute.unassigned.len();
    assert_eq!(total + unassigned, 108);
    assert_eq!(game.view(0).tribute.payers, vec![1, 3]);
}
