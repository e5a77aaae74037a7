//! Helpers shared by the Guan Dan AI and driver tests: hand-made positions, playing named cards
//! and asking the rule AI.
#![allow(dead_code)] // each test file uses its own subset

use cardtable::agents::guandan::rule::ranked;
use cardtable::cards::{Card, Face, Rank, parse_hand};
use cardtable::guandan::{Action, Combination, ComboType, Game, Rules};

pub fn cards(list: &str) -> Vec<Card> {
    parse_hand(list).unwrap()
}

pub fn rank(code: &str) -> Rank {
    Rank::from_code(code).unwrap()
}

/// A hand-1 position: these hands, both teams at `level` (team 0 declaring), `leader` to lead.
pub fn position(hands: [&str; 4], level: &str, leader: usize) -> Game {
    Game::from_hands(
        Rules::pagat(),
        hands.map(cards),
        [rank(level); 2],
        Some(0),
        leader,
    )
    .unwrap()
}

/// The seat to act plays the named faces from its hand ("pass" passes).
pub fn act(game: &mut Game, what: &str) {
    let seat = game.to_act().expect("someone is to act");
    let action = if what == "pass" {
        Action::Pass
    } else {
        let mut pool = game.hands()[seat].clone();
        let mut chosen = Vec::new();
        for face in cards(what).iter().map(|c| c.face) {
            let i = pool
                .iter()
                .position(|c| c.face == face)
                .unwrap_or_else(|| panic!("seat {seat} has no {face} for {what}"));
            chosen.push(pool.remove(i));
        }
        Action::Play {
            cards: chosen,
            as_combo: None,
        }
    };
    game.apply(seat, action.clone())
        .unwrap_or_else(|e| panic!("seat {seat} cannot {action:?}: {e}"));
}

/// Plays a sequence of turns (see [`act`]).
pub fn script(game: &mut Game, turns: &[&str]) {
    for t in turns {
        act(game, t);
    }
}

/// The rule AI's choice for the seat to act.
pub fn decide(game: &Game) -> Action {
    let seat = game.to_act().expect("someone is to act");
    ranked(&game.view(seat))
        .into_iter()
        .next()
        .expect("the AI has an action")
}

/// The faces of a play (empty for anything else).
pub fn faces(action: &Action) -> Vec<Face> {
    match action {
        Action::Play { cards, .. } => cards.iter().map(|c| c.face).collect(),
        _ => Vec::new(),
    }
}

/// The faces of a play as codes, sorted ("" for a pass).
pub fn shown(action: &Action) -> String {
    let mut codes: Vec<String> = faces(action).iter().map(|f| f.to_string()).collect();
    codes.sort();
    codes.join(" ")
}

/// The combination an AI play names.
pub fn combo(action: &Action) -> Option<Combination> {
    match action {
        Action::Play { as_combo, .. } => *as_combo,
        _ => None,
    }
}

pub fn is_bomb(action: &Action) -> bool {
    combo(action).is_some_and(|c| c.is_bomb())
}

pub fn kind(action: &Action) -> Option<ComboType> {
    combo(action).map(|c| c.kind)
}
