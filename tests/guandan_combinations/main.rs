//! Readings and comparison of Guan Dan combinations: the spec's examples and edge cases.

mod examples;
mod wilds;

use cardtable::cards::{Face, Joker, Rank, parse_hand};
use cardtable::guandan::{Combination, ComboType, Rules, Top, readings};

use ComboType::*;

fn rank(code: &str) -> Rank {
    Rank::from_code(code).unwrap()
}

/// Every reading of `cards` at `level`, as (type, length, top code).
fn read_with(cards: &str, level: &str, rules: &Rules) -> Vec<(ComboType, u8, String)> {
    readings(&parse_hand(cards).unwrap(), rank(level), rules)
        .into_iter()
        .map(|r| (r.combo.kind, r.combo.len, r.combo.top.code().to_string()))
        .collect()
}

fn read(cards: &str, level: &str) -> Vec<(ComboType, u8, String)> {
    read_with(cards, level, &Rules::default())
}

/// The only reading of `cards` (panics if there is not exactly one).
fn only(cards: &str, level: &str) -> Combination {
    let all = readings(&parse_hand(cards).unwrap(), rank(level), &Rules::default());
    assert_eq!(all.len(), 1, "{cards} at {level}: {all:?}");
    all[0].combo
}

fn beats(a: &str, b: &str, level: &str) -> bool {
    only(a, level).beats(&only(b, level), rank(level))
}

fn r(kind: ComboType, len: u8, top: &str) -> (ComboType, u8, String) {
    (kind, len, top.to_string())
}
