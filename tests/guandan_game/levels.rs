//! Levels: promotion by finish, level A and its failures, the aces rule, and the spec example played through.

use super::*;

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
