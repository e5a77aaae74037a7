//! Zhao Pengyou: friends called and revealed, teams promoted.

use super::*;

fn zp(players: u8, levels: Vec<Rank>, hands: &[&str], kitty: &str) -> Game {
    let rules = Rules::zhao_pengyou(players).unwrap();
    let (hands, kitty) = deal(hands, kitty);
    let mut g = Game::arranged(
        rules,
        levels,
        0,
        Trump::new(Rank::Two, Some(Suit::Spades)),
        hands,
        kitty.clone(),
    )
    .unwrap();
    g.apply(0, Action::Bury(kitty)).unwrap();
    g
}

#[test]
fn zhao_pengyou_six_players_two_friends_and_a_take_over() {
    let mut g = zp(
        6,
        vec![Rank::Two; 6],
        &["HA H3", "DA DQ", "HK H5", "H6 DK", "H8 D10", "H9 DJ"],
        "D3 D4 D6 D7 D8 D9",
    );
    assert_eq!(g.rules().friend_calls(), 2);
    let calls = vec![
        FriendCall {
            face: f("DA"),
            nth: 1,
        },
        FriendCall {
            face: f("HK"),
            nth: 1,
        },
    ];
    assert_eq!(
        g.apply(0, Action::CallFriends(vec![calls[0], calls[0]])),
        Err(ActionError::BadFriendCall {
            fault: FriendFault::CalledTwice { call: calls[0] }
        })
    );
    assert_eq!(
        g.apply(0, Action::CallFriends(calls[..1].to_vec())),
        Err(ActionError::WrongFriendCount { expected: 2 })
    );
    assert!(matches!(
        g.apply(1, Action::CallFriends(calls.clone())),
        Err(ActionError::NotYourTurn { to_act: 0 })
    ));
    g.apply(0, Action::CallFriends(calls)).unwrap();
    assert_eq!(g.view(3).calls.len(), 2, "calls are public");
    // Trick 1: seat 0 leads A♥; seat 1 discards A♦ (a friend), seat 2 plays K♥ (a friend).
    trick(&mut g, 0, &["HA", "DA", "HK", "H6", "H8", "H9"]);
    assert_eq!(g.declarers(), &[true, true, true, false, false, false]);
    assert_eq!(g.friends().1, &[Some(1), Some(2)]);
    // Trick 2: seat 0 leads 3♥, the friend at seat 2 wins it with 5♥ (25 points).
    let r = round_over(trick(&mut g, 0, &["H3", "DQ", "H5", "DK", "D10", "DJ"]));
    assert_eq!(g.tricks()[1].winner, 2);
    assert_eq!(g.captured()[2], 25);
    assert_eq!(r.opponents_points, 0);
    assert_eq!(r.outcome, Outcome::Hold { levels: 3 });
    assert_eq!(r.promoted, vec![0, 1, 2], "only the dealer's team goes up");
    assert_eq!(r.next_dealer, 1, "the next declarer after the dealer");
}

#[test]
fn zhao_pengyou_opponents_taking_over_are_promoted_as_a_team() {
    let mut g = zp(
        5,
        vec![Rank::Two, Rank::Three, Rank::Four, Rank::Two, Rank::Two],
        &["H3 H4", "HA H6", "H5 H8", "HK H9", "H10 HJ"],
        "DK D10 CK C10 SK S10 D5 H2",
    );
    g.apply(
        0,
        Action::CallFriends(vec![FriendCall {
            face: f("CA"),
            nth: 2,
        }]),
    )
    .unwrap();
    trick(&mut g, 0, &["H3", "HA", "H5", "HK", "H10"]);
    assert_eq!(g.opponents_points(), 25);
    let r = round_over(trick(&mut g, 1, &["H6", "H8", "H9", "HJ", "H4"]));
    assert_eq!(
        r.declarers,
        vec![true, false, false, false, false],
        "the dealer alone"
    );
    // Seat 4's J♥ wins the last trick: kitty 65 × 2.
    assert_eq!(r.kitty_multiplier, 2);
    assert_eq!(r.opponents_points, 25 + 130);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 1 });
    assert_eq!(r.promoted, vec![1, 2, 3, 4]);
    assert_eq!(
        r.levels,
        vec![Rank::Two, Rank::Four, Rank::Five, Rank::Three, Rank::Three]
    );
    assert_eq!(r.next_dealer, 1, "the next opponent after the dealer");
    g.apply(0, Action::NextRound).unwrap();
    assert_eq!(g.trump_or_bid().rank, Rank::Four, "the new dealer's level");
}
