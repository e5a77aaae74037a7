//! Trick play: the opening deal, refused actions and their messages, readings to choose, passes, 接风, finished players, card counts and the end of a hand.

use super::*;

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

#[test]
fn a_play_on_the_table_is_saved_as_a_list_of_cards() {
    let mut game = Game::new(Rules::default(), 3).unwrap();
    let seat = game.to_act().unwrap();
    let lead = game.view(seat).hand[0];
    game.apply(
        seat,
        Action::Play {
            cards: vec![lead],
            as_combo: None,
        },
    )
    .unwrap();
    let played = game.trick().last.clone().unwrap();
    let json = serde_json::to_value(&played).unwrap();
    // The shape saves have always had: the cards as a list.
    assert_eq!(json["cards"], serde_json::to_value(vec![lead]).unwrap());
    let back: cardtable::guandan::game::TrickPlay = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, played);
    // No play has more than 10 cards: a longer list is refused, not cut.
    let mut long = json;
    long["cards"] = serde_json::to_value(cards("S2 S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ")).unwrap();
    let err = serde_json::from_value::<cardtable::guandan::game::TrickPlay>(long).unwrap_err();
    assert!(err.to_string().contains("more than 10 cards"), "{err}");
}
