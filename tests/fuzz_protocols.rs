//! Fuzzing what the engines read from other programs (issue 22):
//! - the worker's questions: real questions of both games (a decision, a hint, a review, a hand
//!   played again, a shard of a search) with their views damaged at random (as JSON, then
//!   packed) and the questions too (their JSON, the packed bytes within as numbers), and
//!   arbitrary seats and games. `answer` never panics; an answer to an undamaged question is legal.
//! - the exec-bot protocol: arbitrary reply lines, indexes, and real actions with their JSON
//!   damaged. A reply is taken only if the engine then accepts it.
//!
//! `PROPTEST_CASES` sets the cases (256 by default); `make fuzz` runs many more.

use cardtable::agents::{AgentKind, AgentSpec, TableGame};
use cardtable::arena::external::reply;
use cardtable::driver::remote::{Question, Remote, Task, actions, answer, pack, question};
use cardtable::driver::{Match, Player};
use cardtable::{guandan, shengji};
use proptest::prelude::*;
use serde::Serialize;

#[path = "common/damage.rs"]
mod damage;
use damage::{Damage, damage, damaged};

/// A game of `G` after `steps` actions of the Easy player, and the seat to act (if any).
fn position<G>(game: G, steps: usize) -> (G, Option<usize>)
where
    G: TableGame + Clone,
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
    let g = m.game().clone();
    let seat = g.to_act();
    (g, seat)
}

/// Who is asked: every tier, the search on a tiny budget.
fn spec(kind: u8, seed: u64) -> AgentSpec {
    let kind = [
        AgentKind::Random,
        AgentKind::Easy,
        AgentKind::Normal,
        AgentKind::Hard,
        AgentKind::Baseline,
    ][kind as usize % 5];
    AgentSpec::new(kind, seed).with_budget(1)
}

/// The task of a question about `game` (before damage).
fn task<G>(which: u8, game: &G) -> Task
where
    G: TableGame + Serialize,
{
    let view = G::view(game, game.to_act().unwrap_or(0));
    match which % 4 {
        0 => Task::Decide,
        1 => Task::Review {
            played: G::legal_actions(&view)
                .first()
                .map(pack)
                .unwrap_or_default(),
        },
        2 => Task::PlayHand {
            start: pack(game),
            seats: (0..game.seats()).map(|s| spec(1, s as u64)).collect(),
        },
        _ => Task::Merge { deals: Vec::new() },
    }
}

/// Asks a question about `game` at `seat`, damaged by `view_damage` (in the view's JSON) and
/// `question_damage` (in the question's JSON); answers it if it still reads as a question.
fn ask<G>(
    game: &G,
    seat: usize,
    kind: u8,
    which: u8,
    view_damage: &[Damage],
    question_damage: &[Damage],
) -> Result<(), TestCaseError>
where
    G: Remote + Serialize + Clone,
{
    let view = G::view(game, seat);
    let mut q: Question = question::<G>(seat, &view, spec(kind, 9), which % 2 == 1, 7);
    q.task = task(which, game);
    let clean = view_damage.is_empty() && question_damage.is_empty();
    // The view damaged as JSON, then packed as the page packs it; a view the damage left
    // unreadable goes as the damaged text's bytes (which do not read as a view either).
    let text = damaged(&serde_json::to_string(&view).unwrap(), view_damage);
    q.view = match serde_json::from_str::<G::View>(&text) {
        Ok(v) => pack(&v),
        Err(_) => text.into_bytes(),
    };
    let text = damaged(&serde_json::to_string(&q).unwrap(), question_damage);
    let Ok(q) = serde_json::from_str::<Question>(&text) else {
        return Ok(());
    };
    let a = answer(&q);
    if clean && matches!(q.task, Task::Decide) {
        let chosen = actions::<G>(&a).map_err(TestCaseError::fail)?;
        for c in chosen.iter().take(1) {
            prop_assert!(
                G::check_action(&view, c).is_ok(),
                "an illegal answer {:?}",
                a
            );
        }
    }
    Ok(())
}

/// A bot's reply `line` for the seat to act in `game`: taken only if the engine accepts it.
fn bot_reply<G>(game: &G, seat: usize, line: &str) -> Result<(), TestCaseError>
where
    G: TableGame + Clone,
{
    let view = G::view(game, seat);
    let legal = G::legal_actions(&view);
    if let Some(a) = reply::<G>(line, &view, &legal) {
        let mut g = game.clone();
        prop_assert!(
            g.apply(seat, a).is_ok(),
            "a reply taken and refused: {line}"
        );
    }
    Ok(())
}

/// Reply lines: arbitrary text, an index, or a legal action's JSON damaged.
fn lines<G>(game: &G, seat: usize, text: &str, index: u64, damages: &[Damage]) -> Vec<String>
where
    G: TableGame,
{
    let legal = G::legal_actions(&G::view(game, seat));
    let mut out = vec![text.to_string(), format!("{{\"index\":{index}}}")];
    if !legal.is_empty() {
        let a = &legal[(index as usize) % legal.len()];
        let line = serde_json::json!({ "action": a }).to_string();
        out.push(damaged(&line, damages));
        out.push(line);
    }
    out
}

proptest! {
    #[test]
    fn guandan_questions_and_replies_never_panic(
        seed in 0u64..500,
        steps in 0usize..300,
        kind in any::<u8>(),
        which in any::<u8>(),
        view_damage in prop::collection::vec(damage(), 0..2),
        question_damage in prop::collection::vec(damage(), 0..2),
        text in ".{0,40}",
        index in prop_oneof![0u64..64, any::<u64>()],
        reply_damage in prop::collection::vec(damage(), 1..2),
    ) {
        let (g, seat) = position(guandan::Game::new(guandan::Rules::default(), seed).unwrap(), steps);
        let Some(seat) = seat else { return Ok(()); };
        ask(&g, seat, kind, which, &view_damage, &question_damage)?;
        for line in lines(&g, seat, &text, index, &reply_damage) {
            bot_reply(&g, seat, &line)?;
        }
    }

    #[test]
    fn shengji_questions_and_replies_never_panic(
        seed in 0u64..500,
        steps in 0usize..300,
        variant in prop::sample::select(vec!["classic", "one-deck", "zhao-pengyou-5"]),
        kind in any::<u8>(),
        which in any::<u8>(),
        view_damage in prop::collection::vec(damage(), 0..2),
        question_damage in prop::collection::vec(damage(), 0..2),
        text in ".{0,40}",
        index in prop_oneof![0u64..64, any::<u64>()],
        reply_damage in prop::collection::vec(damage(), 1..2),
    ) {
        let rules = shengji::Rules::named(variant).unwrap();
        let (g, seat) = position(shengji::Game::new(rules, seed).unwrap(), steps);
        let Some(seat) = seat else { return Ok(()); };
        ask(&g, seat, kind, which, &view_damage, &question_damage)?;
        for line in lines(&g, seat, &text, index, &reply_damage) {
            bot_reply(&g, seat, &line)?;
        }
    }
}
