//! Sheng Ji through the match driver: the table asks one seat at a time (the drawer, each seat
//! in the last bids, the next dealer between rounds), and whole matches finish.

use cardtable::agents::{AgentKind, AgentSpec, TableGame};
use cardtable::driver::{Match, Player, Waiting};
use cardtable::shengji::{Game, Phase, Rules};

fn players(n: usize, kind: AgentKind, human: bool) -> Vec<Player> {
    (0..n)
        .map(|s| match s {
            0 if human => Player::Human,
            s => Player::Ai(AgentSpec::new(kind, s as u64)),
        })
        .collect()
}

/// Plays to the end; the human (if any) takes the first legal action. Returns the rounds.
fn play_out(rules: Rules, seed: u64, human: bool) -> u32 {
    let n = rules.players as usize;
    let mut m = Match::new(
        Game::new(rules, seed).unwrap(),
        players(n, AgentKind::Random, human),
    );
    for _ in 0..2_000_000 {
        match m.waiting() {
            Waiting::Over => return m.game().round_number(),
            Waiting::NextHand => assert!(m.next_hand()),
            Waiting::Ai(_) => {
                m.step().unwrap().unwrap();
            }
            Waiting::Human(seat) => {
                let view = m.view(seat);
                let actions = Game::legal_actions(&view);
                assert!(!actions.is_empty(), "{:?}", view.phase);
                m.act(seat, actions[0].clone()).unwrap();
            }
        }
        if m.game().round_number() > 300 {
            break;
        }
    }
    panic!("seed {seed}: no end");
}

#[test]
fn random_matches_finish_through_the_driver() {
    for (name, seeds) in [
        ("classic", 3),
        ("one-deck", 2),
        ("zhao-pengyou-5", 2),
        ("zhao-pengyou-6", 2),
    ] {
        for seed in 0..seeds {
            for human in [false, true] {
                let rounds = play_out(Rules::named(name).unwrap(), seed, human);
                assert!(rounds >= 1, "{name}");
            }
        }
    }
}

#[test]
fn the_last_bids_ask_each_seat_that_has_not_passed() {
    let mut g = Game::new(Rules::classic(), 4).unwrap();
    while g.phase() == Phase::Drawing {
        let s = TableGame::to_act(&g).unwrap();
        TableGame::apply(&mut g, s, cardtable::shengji::Action::Draw).unwrap();
    }
    assert_eq!(g.phase(), Phase::Declaring);
    let mut asked = Vec::new();
    while g.phase() == Phase::Declaring {
        let s = TableGame::to_act(&g).unwrap();
        asked.push(s);
        TableGame::apply(&mut g, s, cardtable::shengji::Action::Pass).unwrap();
    }
    // Nobody bid in round 1: everyone passed once, then the cards were drawn again.
    assert_eq!(asked, [0, 1, 2, 3]);
    assert_eq!(g.phase(), Phase::Drawing);
}

/// Every reachable state passes the integrity check a save loader applies; damaged ones fail.
#[test]
fn reachable_states_are_consistent_and_damaged_ones_are_not() {
    use rand::Rng;
    for name in ["classic", "one-deck", "three-decks", "zhao-pengyou-6"] {
        let mut g = Game::new(Rules::named(name).unwrap(), 11).unwrap();
        let mut r = cardtable::cards::rng(5);
        for step in 0..3000 {
            assert_eq!(
                g.check_integrity(),
                Ok(()),
                "{name} step {step} {:?}",
                g.phase()
            );
            let Some(seat) = TableGame::to_act(&g) else {
                break;
            };
            let actions = Game::legal_actions(&TableGame::view(&g, seat));
            let a = actions[r.random_range(0..actions.len())].clone();
            TableGame::apply(&mut g, seat, a).unwrap();
        }
        // Mid-play, duplicate a card of one hand into another.
        let mut g = Game::new(Rules::named(name).unwrap(), 12).unwrap();
        while !(g.phase() == Phase::Playing && g.tricks().len() >= 2) {
            let seat = TableGame::to_act(&g).unwrap();
            let actions = Game::legal_actions(&TableGame::view(&g, seat));
            TableGame::apply(&mut g, seat, actions[0].clone()).unwrap();
        }
        let mut v = serde_json::to_value(&g).unwrap();
        let card = v["round"]["hands"][0][0].clone();
        v["round"]["hands"][1].as_array_mut().unwrap().push(card);
        let damaged: Game = serde_json::from_value(v).unwrap();
        assert!(damaged.check_integrity().is_err(), "{name}");
    }
}
