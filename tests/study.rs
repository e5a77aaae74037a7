//! Looking back at a hand: the review asks the Hard player about each decision a seat made,
//! and the end of a hand plays the same deal again with the Hard player in that seat.

use cardtable::agents::{AgentKind, AgentSpec};
use cardtable::driver::record::{Recordable, last_hand};
use cardtable::driver::remote::Remote;
use cardtable::driver::study::{decisions, play_hand};
use cardtable::driver::{Match, Player};
use cardtable::{guandan, shengji};

/// The search budget of these tests (small: they check behaviour, not strength).
const BUDGET_MS: u32 = 60;

fn specs(seats: usize, first: AgentKind) -> Vec<AgentSpec> {
    (0..seats)
        .map(|s| {
            let kind = if s == 0 { first } else { AgentKind::Normal };
            AgentSpec::new(kind, 31 + s as u64).with_budget(BUDGET_MS)
        })
        .collect()
}

/// The first hand of a match of `seats`, played out: the match and the event that ended it.
fn first_hand<G: Recordable>(game: G, seats: &[AgentSpec]) -> (Match<G>, G::Event) {
    let players = seats.iter().map(|&s| Player::Ai(s)).collect();
    let mut m = Match::new(game, players);
    for _ in 0..5_000 {
        let (_, events) = m.step().unwrap().expect("an AI to act");
        if let Some(end) = events.into_iter().find(G::ends_hand) {
            return (m, end);
        }
    }
    panic!("the hand did not end");
}

/// Playing the hand again from its deal with the same players ends it the same way.
fn replays_the_same<G>(game: G)
where
    G: Recordable + Remote,
    G::Event: PartialEq + serde::Serialize + serde::de::DeserializeOwned,
    G::View: serde::Serialize + serde::de::DeserializeOwned,
    G::Action: serde::Serialize + serde::de::DeserializeOwned,
{
    let seats = specs(game.seats(), AgentKind::Normal);
    let (m, end) = first_hand(game, &seats);
    let (start, actions) = m.history().unwrap();
    let hand = last_hand(start, actions).unwrap();
    assert_eq!(play_hand(&hand.positions[0], &seats).unwrap(), end);
    // Another player in seat 0 plays its own hand to an end.
    let hard = specs(seats.len(), AgentKind::Hard);
    assert!(play_hand(&hand.positions[0], &hard).is_ok());
    assert!(play_hand(&hand.positions[0], &hard[1..]).is_err());
}

#[test]
fn a_hand_played_again_with_the_same_players_ends_the_same() {
    replays_the_same(guandan::Game::new(guandan::Rules::default(), 5).unwrap());
    replays_the_same(shengji::Game::new(shengji::Rules::classic(), 5).unwrap());
}

/// Reviews seat 0's decisions in the first hand, where seat 0 was played by `kind`: the
/// number of decisions, of verdicts, and of verdicts worth over a tenth of a level or five
/// points.
fn review<G>(game: G, kind: AgentKind) -> (usize, usize, usize)
where
    G: Recordable + Remote,
    G::Event: serde::Serialize + serde::de::DeserializeOwned,
    G::View: serde::Serialize + serde::de::DeserializeOwned,
    G::Action: serde::Serialize + serde::de::DeserializeOwned,
{
    let seats = specs(game.seats(), kind);
    let (m, _) = first_hand(game, &seats);
    let (start, actions) = m.history().unwrap();
    let hand = last_hand(start, actions).unwrap();
    let mine = decisions(&hand, 0);
    assert!(mine.len() > 5);
    let (mut verdicts, mut flagged) = (0, 0);
    for d in &mine {
        assert_eq!(d.action, hand.actions[d.step].action);
        if let Some(a) = G::assess(&d.view, &d.action, &seats[0]) {
            assert!(G::check_action(&d.view, &a.better).is_ok());
            assert_ne!(a.better, d.action);
            assert!(a.gain.is_finite());
            verdicts += 1;
            if a.gain > 0.1 || a.points >= 5.0 {
                flagged += 1;
            }
        }
    }
    (mine.len(), verdicts, flagged)
}

#[test]
fn the_hard_player_finds_nothing_to_change_in_its_own_hand() {
    let gd = review(
        guandan::Game::new(guandan::Rules::default(), 9).unwrap(),
        AgentKind::Hard,
    );
    assert_eq!(gd.1, 0, "{gd:?}");
    assert!(gd.0 > 10, "{gd:?}");
    let sj = review(
        shengji::Game::new(shengji::Rules::classic(), 9).unwrap(),
        AgentKind::Hard,
    );
    assert_eq!(sj.1, 0, "{sj:?}");
}

#[test]
fn the_review_flags_a_random_players_mistakes() {
    let gd = review(
        guandan::Game::new(guandan::Rules::default(), 9).unwrap(),
        AgentKind::Random,
    );
    assert!(gd.2 >= 2, "Guan Dan {gd:?}");
    let sj = review(
        shengji::Game::new(shengji::Rules::classic(), 9).unwrap(),
        AgentKind::Random,
    );
    assert!(sj.2 >= 2, "Sheng Ji {sj:?}");
}
