//! Damage done to JSON text at random, for the fuzz targets: bytes replaced, the text cut, one
//! value replaced, an array entry dropped or doubled.
#![allow(dead_code)] // each fuzz file uses its own subset

use proptest::prelude::*;
use serde_json::Value;

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
pub enum Damage {
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
pub enum Replacement {
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

pub fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        1 => (any::<usize>(), any::<u8>()).prop_map(|(at, with)| Damage::Byte { at, with }),
        1 => any::<usize>().prop_map(|at| Damage::Cut { at }),
        3 => (any::<usize>(), replacement()).prop_map(|(which, with)| Damage::Value { which, with }),
        3 => (any::<usize>(), any::<usize>(), any::<bool>())
            .prop_map(|(which, index, double)| Damage::Entry { which, index, double }),
    ]
}

pub fn damaged(text: &str, damages: &[Damage]) -> String {
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
