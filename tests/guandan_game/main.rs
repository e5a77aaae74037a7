//! The Guan Dan match state machine: errors, trick play, 接风, tribute, levels, and property
//! tests over many seeded random matches.

mod levels;
mod play;
mod property;
mod tribute;

use cardtable::cards::{Card, Rank, deck, parse_hand, rng};
use cardtable::guandan::game::{FaceUp, Turn};
use cardtable::guandan::scoring::{Finish, Standing, settle};
use cardtable::guandan::{
    Action, Combination, ComboType, EqualTribute, Event, Game, GuandanError, Pending, Rules, Top,
    level_value, opening_hands, readings,
};
use rand::Rng;

fn rank(code: &str) -> Rank {
    Rank::from_code(code).unwrap()
}

fn cards(list: &str) -> Vec<Card> {
    parse_hand(list).unwrap()
}

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn play(list: &str) -> Action {
    Action::Play {
        cards: cards(list),
        as_combo: None,
    }
}

fn hands(h: [&str; 4]) -> [Vec<Card>; 4] {
    h.map(cards)
}

fn hand_result(events: &[Event]) -> Option<cardtable::guandan::scoring::HandResult> {
    events.iter().find_map(|e| match e {
        Event::HandEnded(r) => Some(r.clone()),
        _ => None,
    })
}
