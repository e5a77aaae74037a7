//! Fuzzing the saved match (issue 22): arbitrary text, and real saves of both games damaged at
//! random (bytes flipped, cut, or one value of the JSON replaced, an array entry dropped or
//! doubled). Reading never panics and a refusal is typed; a save that is accepted passes the
//! engine's integrity check and plays on: its computer seats act, and every state they reach
//! is consistent.
//!
//! `PROPTEST_CASES` sets the cases (256 by default); `make fuzz` runs many more.

use cardtable::agents::{AgentKind, AgentSpec, TableGame};
use cardtable::driver::save::{SaveError, read, write};
use cardtable::driver::{Match, Player};
use cardtable::{guandan, shengji};
use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

#[path = "common/damage.rs"]
mod damage;
use damage::{damage, damaged};

/// A real save of a match of `G` after `steps` computer actions.
fn real_save<G>(game: G, steps: usize) -> String
where
    G: TableGame + Serialize,
    G::Event: Serialize,
    G::Action: Serialize,
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
    G: TableGame + DeserializeOwned,
    G::Event: DeserializeOwned,
    G::Action: DeserializeOwned,
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
    G: TableGame + DeserializeOwned,
    G::Event: DeserializeOwned,
    G::Action: DeserializeOwned,
{
    let mut v: Value = serde_json::from_str(text).unwrap();
    edit(&mut v["saved"]["game"]);
    read::<G>(&v.to_string()).map(|_| ())
}

fn inconsistent(r: Result<(), SaveError>) -> bool {
    matches!(r, Err(SaveError::Inconsistent(_)))
}

/// What the fuzzing found: saves the integrity check let through, on which the next action
/// panicked or left the game inconsistent.
#[test]
fn the_saves_fuzzing_found_are_refused() {
    // Sheng Ji: the captured points of a seat missing (the view then indexed past the end).
    let sj = real_save(
        shengji::Game::new(shengji::Rules::classic(), 297).unwrap(),
        365,
    );
    assert!(inconsistent(edited::<shengji::Game>(&sj, |g| {
        g["round"]["captured"].as_array_mut().unwrap().pop();
    })));
    // Sheng Ji: a card of the stock doubled and another dropped (the count still added up).
    let drawing = real_save(
        shengji::Game::new(shengji::Rules::one_deck(), 795).unwrap(),
        3,
    );
    assert!(inconsistent(edited::<shengji::Game>(&drawing, |g| {
        let stock = g["round"]["stock"].as_array_mut().unwrap();
        let first = stock[0].clone();
        stock.pop();
        stock.push(first);
    })));
    // Guan Dan: a player out of cards no longer ranked; a tribute receiver twice.
    let gd = real_save(
        guandan::Game::new(guandan::Rules::default(), 939).unwrap(),
        189,
    );
    let v: Value = serde_json::from_str(&gd).unwrap();
    assert!(
        !v["saved"]["game"]["finished"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert!(inconsistent(edited::<guandan::Game>(&gd, |g| {
        g["finished"] = Value::Array(Vec::new());
    })));
    assert!(
        !v["saved"]["game"]["tribute"]["receivers"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert!(inconsistent(edited::<guandan::Game>(&gd, |g| {
        let r = g["tribute"]["receivers"].as_array_mut().unwrap();
        let first = r[0].clone();
        r.push(first);
    })));
}
