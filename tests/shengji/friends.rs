//! Zhao Pengyou: the friend call, friends joining, and their points and promotion.

use super::*;

#[test]
fn zhao_pengyou_table() {
    let table = [
        (5, 2, 20, 8),
        (6, 2, 17, 6),
        (7, 2, 14, 10),
        (8, 3, 19, 10),
        (9, 3, 17, 9),
        (10, 3, 15, 12),
        (11, 3, 14, 8),
        (12, 4, 17, 12),
    ];
    for (p, d, hand, kitty) in table {
        let r = Rules::zhao_pengyou(p).unwrap();
        assert_eq!(
            (r.decks, r.hand_size, r.kitty_size, r.teams),
            (d, hand, kitty, Teams::FindFriends)
        );
        assert!(r.validate().is_ok());
        assert_eq!(r.friend_calls(), (p as usize / 2 - 1).max(1));
    }
    assert_eq!(Rules::zhao_pengyou(4), None);
    assert_eq!(Rules::zhao_pengyou(13), None);
}

fn zp_game(hands: &[&str], call: FriendCall) -> Game {
    let rules = Rules::zhao_pengyou(5).unwrap();
    let (hands, kitty) = deal(hands, KITTY25);
    let mut g = Game::arranged(
        rules,
        vec![Rank::Two; 5],
        0,
        Trump::new(Rank::Two, Some(Suit::Spades)),
        hands,
        kitty.clone(),
    )
    .unwrap();
    g.apply(0, Action::Bury(kitty)).unwrap();
    assert_eq!(g.phase(), Phase::CallingFriends);
    let before = g.clone();
    assert_eq!(
        g.apply(0, Action::CallFriends(vec![])),
        Err(ActionError::WrongFriendCount { expected: 1 })
    );
    assert!(
        g.apply(
            0,
            Action::CallFriends(vec![FriendCall {
                face: call.face,
                nth: 3
            }])
        )
        .is_err()
    );
    assert_eq!(g, before);
    g.apply(0, Action::CallFriends(vec![call])).unwrap();
    g
}

#[test]
fn friend_joins_when_the_called_copy_is_played() {
    let call = FriendCall {
        face: f("HA"),
        nth: 2,
    };
    assert_eq!(call.describe(), "the 2nd A♥ played");
    let mut g = zp_game(&["HA H3", "H4 H5", "HA H6", "H8 H9", "HJ HQ"], call);
    play(&mut g, 0, "HA").unwrap();
    play(&mut g, 1, "H4").unwrap();
    assert!(!g.declarers()[2]);
    play(&mut g, 2, "HA").unwrap();
    assert!(g.declarers()[2], "revealed at once, mid-trick");
    assert_eq!(g.friends().1, &[Some(2)]);
    assert_eq!(g.trick().unwrap().winner, 0, "equal A♥: the earlier wins");
}

#[test]
fn friend_points_stop_counting_and_the_team_is_promoted() {
    let call = FriendCall {
        face: f("HA"),
        nth: 1,
    };
    let mut g = zp_game(&["H3 HA", "H5 H4", "HK HA", "H6 H8", "H9 H10"], call);
    for (s, c) in [(0, "H3"), (1, "H5"), (2, "HK"), (3, "H6"), (4, "H9")] {
        play(&mut g, s, c).unwrap();
    }
    assert_eq!(
        g.opponents_points(),
        15,
        "seat 2 is not known as a friend yet"
    );
    play(&mut g, 2, "HA").unwrap();
    assert_eq!(g.opponents_points(), 0, "the friend's points stop counting");
    for (s, c) in [(3, "H8"), (4, "H10"), (0, "HA")] {
        play(&mut g, s, c).unwrap();
    }
    let Event::RoundOver(r) = play(&mut g, 1, "H4").unwrap() else {
        panic!()
    };
    assert_eq!(r.opponents_points, 0);
    assert_eq!(r.outcome, Outcome::Hold { levels: 3 });
    assert_eq!(r.promoted, vec![0, 2]);
    assert_eq!(
        r.levels,
        vec![Rank::Five, Rank::Two, Rank::Five, Rank::Two, Rank::Two]
    );
    assert_eq!(r.next_dealer, 2, "the next declarer after the dealer");
}

#[test]
fn dealer_playing_the_called_copy_stays_alone() {
    let call = FriendCall {
        face: f("HA"),
        nth: 1,
    };
    let mut g = zp_game(&["HA H3", "H4 H5", "HA H6", "H8 H9", "HJ HQ"], call);
    play(&mut g, 0, "HA").unwrap();
    play(&mut g, 1, "H4").unwrap();
    play(&mut g, 2, "HA").unwrap();
    assert_eq!(g.friends().1, &[Some(0)]);
    assert_eq!(g.declarers(), &[true, false, false, false, false]);
}
