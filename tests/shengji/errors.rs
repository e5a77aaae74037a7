//! Refused actions and their messages, what each seat sees, the opening hands and the simulate command.

use super::*;

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut g = arranged(
        Rules::classic(),
        &["S3 S3 H2", "SA SA D2", "S4 S9 SQ", "S5 S6 HK"],
        KITTY25,
        Some(Suit::Clubs),
    );
    let before = g.clone();
    let hand0 = g.hand(0).to_vec();
    let not_held = h("DA")[0];
    let cases: Vec<(usize, Action, ActionError)> = vec![
        (
            7,
            Action::Draw,
            ActionError::NoSuchSeat {
                seat: 7,
                players: 4,
            },
        ),
        (
            1,
            Action::Play(g.hand(1)[..1].to_vec()),
            ActionError::NotYourTurn { to_act: 0 },
        ),
        (0, Action::Play(vec![]), ActionError::NoCards),
        (
            0,
            Action::Play(vec![hand0[0], hand0[0]]),
            ActionError::DuplicateCard { card: hand0[0] },
        ),
        (
            0,
            Action::Play(vec![not_held]),
            ActionError::NotInHand { card: not_held },
        ),
        (
            0,
            Action::Play(pick(&hand0, "S3 H2")),
            ActionError::MixedSuits,
        ),
        (
            0,
            Action::Draw,
            ActionError::WrongPhase {
                action: "draw a card".into(),
                phase: Phase::Playing,
            },
        ),
        (
            0,
            Action::Pass,
            ActionError::WrongPhase {
                action: "pass".into(),
                phase: Phase::Playing,
            },
        ),
        (
            0,
            Action::NextRound,
            ActionError::WrongPhase {
                action: "start the next round".into(),
                phase: Phase::Playing,
            },
        ),
    ];
    for (seat, action, err) in cases {
        assert_eq!(
            g.apply(seat, action.clone()),
            Err(err.clone()),
            "{action:?}"
        );
        assert!(!err.to_string().is_empty());
        assert_eq!(g, before, "{action:?} changed the state");
    }
    play(&mut g, 0, "S3 S3").unwrap();
    let before = g.clone();
    let h1 = g.hand(1).to_vec();
    assert_eq!(
        g.apply(1, Action::Play(pick(&h1, "SA"))),
        Err(ActionError::WrongCount {
            expected: 2,
            got: 1
        })
    );
    assert_eq!(
        g.apply(1, Action::Play(pick(&h1, "SA D2")))
            .unwrap_err()
            .to_string(),
        "you must follow suit: play 2 cards of ♠"
    );
    assert_eq!(g, before);
    play(&mut g, 1, "SA SA").unwrap();
    let h2 = g.hand(2).to_vec();
    let held_by_other = g.hand(3)[0];
    assert_eq!(
        g.apply(2, Action::Play(vec![h2[0], held_by_other]))
            .map_err(|e| e.to_string()),
        Err(format!(
            "you do not hold that {}",
            held_by_other.face.label()
        ))
    );
    assert_eq!(
        g.apply(2, Action::Play(vec![h2[0], not_held])).unwrap_err(),
        ActionError::NotInHand { card: not_held }
    );
}

#[test]
fn error_messages_read_well() {
    assert_eq!(
        ActionError::MustFollowSuit { suit: 1, count: 2 }.to_string(),
        "you must follow suit: play 2 cards of ♥"
    );
    assert_eq!(
        ActionError::MustPlayAllOfSuit { suit: 4, held: 3 }.to_string(),
        "you must play all 3 of your trumps before adding cards of other suits"
    );
    assert!(
        ActionError::BidTooWeak {
            current: Bid {
                seat: 0,
                cards: vec!["H9".parse().unwrap(), "H9".parse().unwrap()]
            }
        }
        .to_string()
        .contains("9♥9♥")
    );
}

#[test]
fn views_hide_other_hands_and_the_kitty() {
    let mut g = arranged(
        Rules::classic(),
        &["S3 S3", "SA SA", "S4 S4", "S5 S6"],
        KITTY25,
        Some(Suit::Clubs),
    );
    let v1 = g.view(1);
    assert_eq!(v1.hand, g.hand(1).to_vec());
    assert_eq!(v1.hand_sizes, vec![2, 2, 2, 2]);
    assert_eq!(v1.buried, None, "only the dealer knows the buried cards");
    assert_eq!(g.view(0).buried.as_ref().map(Vec::len), Some(8));
    assert!(g.view(0).my_turn());
    assert_eq!(g.view(0).action_kinds(), vec![ActionKind::Play]);
    assert_eq!(g.view(1).action_kinds(), vec![]);
    play(&mut g, 0, "S3 S3").unwrap();
    let v1 = g.view(1);
    assert_eq!(v1.trick.as_ref().unwrap().plays.len(), 1);
    assert_eq!(v1.legal_plays(10), vec![pick(g.hand(1), "SA SA")]);
    assert!(v1.check_play(&pick(g.hand(1), "SA SA")).is_ok());
    let mut r = cardtable::cards::rng(1);
    assert_eq!(v1.random_play(&mut r).len(), 2);
    for (s, c) in [(1, "SA SA"), (2, "S4 S4"), (3, "S5 S6")] {
        play(&mut g, s, c).unwrap();
    }
    assert_eq!(
        g.view(3).buried.as_ref().map(Vec::len),
        Some(8),
        "shown after the round"
    );
}

#[test]
fn opening_hands_are_the_drawn_hands_sorted() {
    let hands = opening_hands(42);
    assert_eq!(hands.len(), 4);
    let o = order(Rank::Two, None);
    let mut ids: Vec<usize> = Vec::new();
    for hand in &hands {
        assert_eq!(hand.len(), 25);
        let keys: Vec<_> = hand.iter().map(|c| o.display_key(*c)).collect();
        assert!(keys.windows(2).all(|w| w[0] <= w[1]), "sorted for display");
        ids.extend(hand.iter().map(|c| c.id()));
    }
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 100);
    assert_eq!(opening_hands(42), hands, "deterministic");
    assert_ne!(opening_hands(43), hands);
    // Jokers first, then 2s, then suits.
    let first_plain = hands[0]
        .iter()
        .position(|c| !o.is_trump(c.face))
        .unwrap_or(25);
    assert!(
        hands[0][..first_plain]
            .iter()
            .all(|c| c.face.is_joker() || c.rank() == Some(Rank::Two))
    );
}

#[test]
fn simulate_command_arguments() {
    let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    assert!(cardtable::shengji::sim::main(&args("--games 1 --variant classic --seed 7")).is_ok());
    for bad in [
        "--games",
        "--games x",
        "--variant nope",
        "--bogus 1",
        "--variant zhao-pengyou-13",
    ] {
        let err = cardtable::shengji::sim::main(&args(bad)).unwrap_err();
        assert!(err.contains("usage"), "{bad}: {err}");
    }
}
