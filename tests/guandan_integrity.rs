//! A game read back from a save is checked before play goes on: consistent states pass at every
//! step of random matches, damaged ones are refused with a reason.

use cardtable::cards::rng;
use cardtable::guandan::{Game, Rules};
use rand::Rng;

#[test]
fn every_reachable_state_is_consistent_and_round_trips() {
    for seed in 0..12u64 {
        let rules = if seed % 2 == 0 {
            Rules::pagat()
        } else {
            Rules::china()
        };
        let mut game = Game::new(rules, seed).unwrap();
        let mut r = rng(seed);
        let mut steps = 0;
        while let Some(seat) = game.to_act() {
            let actions = game.legal_actions(seat);
            let action = actions[r.random_range(0..actions.len())].clone();
            game.apply(seat, action).unwrap();
            assert_eq!(game.check_integrity(), Ok(()), "seed {seed} step {steps}");
            if steps % 50 == 0 {
                let text = serde_json::to_string(&game).unwrap();
                let back: Game = serde_json::from_str(&text).unwrap();
                assert_eq!(back, game);
            }
            steps += 1;
            if game.hand_number() > 6 {
                break;
            }
        }
    }
}

/// Edits the JSON of a fresh game and returns the integrity verdict.
fn edited(edit: impl Fn(&mut serde_json::Value)) -> Result<(), String> {
    let game = Game::new(Rules::default(), 7).unwrap();
    let mut value = serde_json::to_value(&game).unwrap();
    edit(&mut value);
    let game: Game = serde_json::from_value(value).map_err(|e| format!("unreadable: {e}"))?;
    game.check_integrity()
}

#[test]
fn damaged_states_are_refused_with_a_reason() {
    assert_eq!(edited(|_| {}), Ok(()));
    type Edit = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: Vec<(&str, Edit)> = vec![
        (
            "twice",
            Box::new(|v| {
                let first = v["hands"][0][0].clone();
                v["hands"][1][0] = first;
            }),
        ),
        (
            "missing",
            Box::new(|v| {
                v["hands"][2].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "does not exist",
            Box::new(|v| {
                v["pending"] = serde_json::json!({"Play": {"seat": 9, "leading": true}});
            }),
        ),
        (
            "outside",
            Box::new(|v| {
                v["standing"]["levels"] = serde_json::json!(["2", "A"]);
                v["rules"]["target_level"] = serde_json::json!("10");
            }),
        ),
        (
            "not a team",
            Box::new(|v| {
                v["standing"]["declarers"] = serde_json::json!(5);
            }),
        ),
        (
            "no hand",
            Box::new(|v| {
                v["hand_number"] = serde_json::json!(0);
            }),
        ),
        (
            "bomb",
            Box::new(|v| {
                v["rules"]["max_bomb_size"] = serde_json::json!(7);
            }),
        ),
    ];
    for (needle, edit) in cases {
        let err = edited(edit).unwrap_err();
        assert!(err.contains(needle), "{needle}: {err}");
    }
}

#[test]
fn a_new_hand_starts_with_an_empty_table() {
    // Whatever the last trick of a hand was, the next hand shows none until its first lead.
    for seed in 0..6u64 {
        let mut game = Game::new(Rules::default(), seed).unwrap();
        let mut r = rng(seed);
        while game.hand_number() < 3 {
            let Some(seat) = game.to_act() else { break };
            let actions = game.legal_actions(seat);
            let action = actions[r.random_range(0..actions.len())].clone();
            let events = game.apply(seat, action).unwrap();
            if events
                .iter()
                .any(|e| matches!(e, cardtable::guandan::Event::HandStarted { .. }))
            {
                let view = game.view(0);
                assert!(
                    view.trick.last.is_none() && view.trick.turns.is_empty(),
                    "seed {seed}"
                );
            }
        }
    }
}
