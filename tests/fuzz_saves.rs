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

/// Every leaf of a JSON value, and every array (marked `true`), by path.
fn paths(v: &Value, at: &mut Vec<PathStep>, out: &mut Vec<(Vec<PathStep>, bool)>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                at.push(PathStep::Key(k.clone()));
                paths(x, at, out);
                at.pop();
            }
        }
        Value::Array(items) => {
            out.push((at.clone(), true));
            for (i, x) in items.iter().enumerate() {
                at.push(PathStep::Index(i));
                paths(x, at, out);
                at.pop();
            }
        }
        _ => out.push((at.clone(), false)),
    }
}

#[derive(Clone, Debug)]
enum PathStep {
    Key(String),
    Index(usize),
}

fn at_path<'a>(v: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    let mut cur = v;
    for step in path {
        cur = match step {
            PathStep::Key(k) => cur.get_mut(k.as_str())?,
            PathStep::Index(i) => cur.get_mut(*i)?,
        };
    }
    Some(cur)
}

/// A damage done to a save's text.
#[derive(Clone, Debug)]
enum Damage {
    /// Replace byte `at` (modulo the length) by `with`.
    Byte { at: usize, with: u8 },
    /// Cut the text at `at`.
    Cut { at: usize },
    /// Replace the `which`-th leaf (or array) of the JSON by `with`.
    Value { which: usize, with: Replacement },
    /// Drop or double an entry of the `which`-th array.
    Entry {
        which: usize,
        index: usize,
        double: bool,
    },
}

#[derive(Clone, Debug)]
enum Replacement {
    Number(i64),
    Text(String),
    Null,
    Bool(bool),
    Empty,
}

fn replacement() -> impl Strategy<Value = Replacement> {
    prop_oneof![
        prop_oneof![
            Just(-1i64),
            Just(0),
            Just(1),
            Just(3),
            Just(4),
            Just(13),
            Just(255),
            Just(i64::MAX),
            -1000i64..1000
        ]
        .prop_map(Replacement::Number),
        prop_oneof![
            Just("".to_string()),
            Just("RJ".to_string()),
            Just("H2".to_string()),
            Just("A".to_string()),
            "[A-Z0-9]{1,4}"
        ]
        .prop_map(Replacement::Text),
        Just(Replacement::Null),
        any::<bool>().prop_map(Replacement::Bool),
        Just(Replacement::Empty),
    ]
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        1 => (any::<usize>(), any::<u8>()).prop_map(|(at, with)| Damage::Byte { at, with }),
        1 => any::<usize>().prop_map(|at| Damage::Cut { at }),
        3 => (any::<usize>(), replacement()).prop_map(|(which, with)| Damage::Value { which, with }),
        3 => (any::<usize>(), any::<usize>(), any::<bool>())
            .prop_map(|(which, index, double)| Damage::Entry { which, index, double }),
    ]
}

fn damaged(text: &str, damages: &[Damage]) -> String {
    let mut text = text.to_string();
    for d in damages {
        match d {
            Damage::Byte { at, with } => {
                let mut bytes = text.into_bytes();
                if !bytes.is_empty() {
                    let i = at % bytes.len();
                    bytes[i] = *with;
                }
                text = String::from_utf8_lossy(&bytes).into_owned();
            }
            Damage::Cut { at } => {
                let i = at % (text.len() + 1);
                text = String::from_utf8_lossy(&text.as_bytes()[..i]).into_owned();
            }
            Damage::Value { which, with } => {
                let Ok(mut v) = serde_json::from_str::<Value>(&text) else {
                    continue;
                };
                let mut all = Vec::new();
                paths(&v, &mut Vec::new(), &mut all);
                if all.is_empty() {
                    continue;
                }
                let (path, _) = &all[which % all.len()];
                if let Some(slot) = at_path(&mut v, path) {
                    *slot = match with {
                        Replacement::Number(n) => Value::from(*n),
                        Replacement::Text(s) => Value::from(s.clone()),
                        Replacement::Null => Value::Null,
                        Replacement::Bool(b) => Value::from(*b),
                        Replacement::Empty => Value::Array(Vec::new()),
                    };
                }
                text = v.to_string();
            }
            Damage::Entry {
                which,
                index,
                double,
            } => {
                let Ok(mut v) = serde_json::from_str::<Value>(&text) else {
                    continue;
                };
                let mut all = Vec::new();
                paths(&v, &mut Vec::new(), &mut all);
                let arrays: Vec<&Vec<PathStep>> = all
                    .iter()
                    .filter(|(_, array)| *array)
                    .map(|(p, _)| p)
                    .collect();
                if arrays.is_empty() {
                    continue;
                }
                let path = arrays[which % arrays.len()].clone();
                if let Some(Value::Array(items)) = at_path(&mut v, &path)
                    && !items.is_empty()
                {
                    let i = index % items.len();
                    if *double {
                        let x = items[i].clone();
                        items.insert(i, x);
                    } else {
                        items.remove(i);
                    }
                }
                text = v.to_string();
            }
        }
    }
    text
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
