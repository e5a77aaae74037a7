//! Fuzzing the saved match (issue 22): arbitrary text, and real saves of both games damaged at
//! random (bytes flipped, cut, or one value of the JSON replaced, an array entry dropped or
//! doubled). Reading never panics and a refusal is typed; a save that is accepted replays
//! through the engine and plays on: its computer seats act, and every state they reach is
//! consistent.
//!
//! `PROPTEST_CASES` sets the cases (256 by default); `make fuzz` runs many more.

use cardtable::agents::{AgentKind, AgentSpec};
use cardtable::driver::record::Recordable;
use cardtable::driver::save::{SaveError, read, write};
use cardtable::driver::{Match, Player};
use cardtable::{guandan, shengji};
use proptest::prelude::*;
use serde_json::Value;

#[path = "common/damage.rs"]
mod damage;
use damage::{damage, damaged};

/// A real save of a match of `G` after `steps` computer actions.
fn real_save<G>(game: G, steps: usize) -> String
where
    G: Recordable,
{
    let players = (0..game.seats())
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Easy, s as u64)))
        .collect();
    let mut m = Match::new(game, players);
    for _ in 0..steps {
        if !matches!(m.step(), Ok(Some(_))) {
            break;
        }
    }
    write(7, &m).expect("a match can be saved")
}

/// Reads `text` as a save of `G`; if accepted, plays on a few computer actions checking the
/// engine's integrity at each.
fn read_and_play<G>(text: &str) -> Result<(), TestCaseError>
where
    G: Recordable,
{
    match read::<G>(text) {
        Err(SaveError::Damaged(_) | SaveError::Version(_) | SaveError::Seats { .. }) => Ok(()),
        Err(SaveError::Inconsistent(e)) => {
            prop_assert!(!e.is_empty(), "an inconsistency without a reason");
            Ok(())
        }
        Ok((_, mut m)) => {
            prop_assert_eq!(m.game().integrity(), Ok(()));
            for _ in 0..40 {
                match m.step() {
                    Ok(Some(_)) => prop_assert_eq!(m.game().integrity(), Ok(())),
                    Ok(None) | Err(_) => break,
                }
            }
            Ok(())
        }
    }
}

proptest! {
    #[test]
    fn arbitrary_text_is_refused_with_a_reason(text in ".{0,200}", bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let lossy = String::from_utf8_lossy(&bytes);
        for t in [text.as_str(), &lossy] {
            prop_assert!(read::<guandan::Game>(t).is_err());
            prop_assert!(read::<shengji::Game>(t).is_err());
        }
    }

    #[test]
    fn damaged_guandan_saves_are_refused_or_play_on(
        seed in 0u64..1000,
        steps in 0usize..400,
        damages in prop::collection::vec(damage(), 1..3),
    ) {
        let game = guandan::Game::new(guandan::Rules::default(), seed).unwrap();
        let text = real_save(game, steps);
        prop_assert!(read::<guandan::Game>(&text).is_ok(), "the real save is refused");
        read_and_play::<guandan::Game>(&damaged(&text, &damages))?;
    }

    #[test]
    fn damaged_shengji_saves_are_refused_or_play_on(
        seed in 0u64..1000,
        steps in 0usize..400,
        variant in prop::sample::select(vec!["classic", "one-deck", "zhao-pengyou-5"]),
        damages in prop::collection::vec(damage(), 1..3),
    ) {
        let game = shengji::Game::new(shengji::Rules::named(variant).unwrap(), seed).unwrap();
        let text = real_save(game, steps);
        prop_assert!(read::<shengji::Game>(&text).is_ok(), "the real save is refused");
        read_and_play::<shengji::Game>(&damaged(&text, &damages))?;
    }
}

/// A real save of `G` edited as JSON, read back.
fn edited<G>(text: &str, edit: impl Fn(&mut Value)) -> Result<(), SaveError>
where
    G: Recordable,
{
    let mut v: Value = serde_json::from_str(text).unwrap();
    edit(&mut v);
    read::<G>(&v.to_string()).map(|_| ())
}

/// Edits that still parse are refused by the engine replaying the save: an action dropped,
/// one given to another seat, a seat too many, rules the engine refuses.
#[test]
fn edited_saves_are_refused_with_a_reason() {
    let gd = real_save(
        guandan::Game::new(guandan::Rules::default(), 939).unwrap(),
        189,
    );
    let sj = real_save(
        shengji::Game::new(shengji::Rules::classic(), 297).unwrap(),
        365,
    );
    let inconsistent = |r: Result<(), SaveError>| matches!(r, Err(SaveError::Inconsistent(_)));
    assert!(inconsistent(edited::<guandan::Game>(&gd, |v| {
        v["actions"].as_array_mut().unwrap().remove(5);
    })));
    assert!(inconsistent(edited::<shengji::Game>(&sj, |v| {
        let seat = &mut v["actions"][40]["seat"];
        *seat = Value::from((seat.as_u64().unwrap() + 1) % 4);
    })));
    assert!(matches!(
        edited::<guandan::Game>(&gd, |v| {
            v["players"].as_array_mut().unwrap().pop();
        }),
        Err(SaveError::Seats {
            players: 3,
            seats: 4
        })
    ));
    assert!(inconsistent(edited::<shengji::Game>(&sj, |v| {
        v["rules"]["decks"] = Value::from(0);
    })));
    assert!(matches!(
        edited::<guandan::Game>(&gd, |v| v["format"] = Value::from(1)),
        Err(SaveError::Version(1))
    ));
}
