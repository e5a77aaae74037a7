//! Decisions asked away from the table (the browser's Web Worker): the answer to a question
//! is exactly the choice the driver's own agent makes, for both games and every tier, and a
//! bad question gets an error rather than a panic.

use cardtable::agents::{AgentKind, AgentSpec, TableGame};
use cardtable::driver::remote::{self, Answer, Question, Remote, Task};
use cardtable::driver::{DriverError, Match, Player};
use cardtable::{guandan, shengji};

/// Plays `steps` AI actions of `m`, each through a question and its answer, checking that
/// the answer is the seat's own agent's choice.
fn play_remotely<G: Remote>(mut m: Match<G>, steps: usize) -> usize {
    let mut asked = 0;
    for ticket in 0..steps as u64 {
        let Some((seat, spec)) = m.asking() else {
            break;
        };
        let view = m.view(seat);
        let q = remote::question::<G>(seat, &view, spec, false, ticket);
        let a = remote::answer(&q);
        assert_eq!((a.ticket, a.seat, a.hint), (ticket, seat, false));
        let chosen = remote::actions::<G>(&a).unwrap();
        assert_eq!(chosen.len(), 1);
        let own = G::agent(&spec).act(&view).unwrap();
        assert_eq!(chosen[0], own, "the worker's choice is the agent's own");
        m.decided(seat, chosen[0].clone()).unwrap();
        asked += 1;
    }
    asked
}

fn players(n: usize, kinds: &[AgentKind]) -> Vec<Player> {
    (0..n)
        .map(|s| {
            let spec = AgentSpec::new(kinds[s % kinds.len()], 40 + s as u64).with_budget(5);
            Player::Ai(spec)
        })
        .collect()
}

#[test]
fn answers_are_the_agents_own_choices_in_both_games() {
    let kinds = [
        AgentKind::Hard,
        AgentKind::Normal,
        AgentKind::Easy,
        AgentKind::Random,
    ];
    let g = guandan::Game::new(guandan::Rules::default(), 4).unwrap();
    assert_eq!(play_remotely(Match::new(g, players(4, &kinds)), 300), 300);
    let rules = shengji::Rules::named("classic").unwrap();
    let g = shengji::Game::new(rules, 4).unwrap();
    assert_eq!(play_remotely(Match::new(g, players(4, &kinds)), 300), 300);
}

#[test]
fn a_hint_ranks_the_legal_actions_and_says_why() {
    let mut m = Match::new(
        guandan::Game::new(guandan::Rules::default(), 8).unwrap(),
        vec![Player::Human],
    );
    m.run(100).unwrap();
    let view = m.view(0);
    let q =
        remote::question::<guandan::Game>(0, &view, remote::hint_spec(0).with_budget(5), true, 1);
    let a = remote::answer(&q);
    let ranked = remote::actions::<guandan::Game>(&a).unwrap();
    assert!(ranked.len() > 1);
    assert!(ranked.iter().all(|r| view.check_action(r).is_ok()));
    assert!(a.why.is_some(), "a play comes with its reason");
}

#[test]
fn a_late_answer_or_a_bad_question_changes_nothing() {
    let mut m = Match::new(
        guandan::Game::new(guandan::Rules::default(), 3).unwrap(),
        players(4, &[AgentKind::Normal]),
    );
    let (seat, _) = m.asking().unwrap();
    let other = (seat + 1) % 4;
    let before = m.view(other);
    let action = <guandan::Game as TableGame>::legal_actions(&before)
        .into_iter()
        .next();
    if let Some(action) = action {
        assert_eq!(m.decided(other, action), Err(DriverError::NotNow));
    }
    assert_eq!(m.asking().unwrap().0, seat, "still the same seat's turn");

    let ask = |game: &str, view: &str, task: Task| -> Answer {
        remote::answer(&Question {
            game: game.to_string(),
            seat: 0,
            view: view.to_string(),
            spec: AgentSpec::new(AgentKind::Normal, 1),
            hint: false,
            ticket: 9,
            task,
        })
    };
    let bad = |game: &str, view: &str| ask(game, view, Task::Decide);
    assert!(
        bad("chess", "{}")
            .actions
            .unwrap_err()
            .contains("unknown game")
    );
    assert!(
        bad("guandan", "{not json")
            .actions
            .unwrap_err()
            .contains("unreadable view")
    );
    assert!(bad("shengji", "[]").actions.is_err());
    // Each game's worker answers its own game only (a Guan Dan worker holds no Sheng Ji code).
    let q = Question {
        game: "shengji".to_string(),
        seat: 0,
        view: "{}".to_string(),
        spec: AgentSpec::new(AgentKind::Normal, 1),
        hint: false,
        ticket: 9,
        task: Task::Decide,
    };
    let other = remote::answer_in::<cardtable::guandan::Game>(&q);
    assert_eq!((other.ticket, other.seat), (9, 0));
    assert!(other.actions.unwrap_err().contains("unknown game"));
    // A review or a replayed hand of something unreadable says so.
    let view = serde_json::to_string(&m.view(seat)).unwrap();
    let review = |played: &str| Task::Review {
        played: played.to_string(),
    };
    let a = ask("guandan", &view, review("{not json"));
    assert!(a.actions.unwrap_err().contains("unreadable action"));
    let a = ask("guandan", "[]", review("null"));
    assert!(a.actions.unwrap_err().contains("unreadable view"));
    let replay = Task::PlayHand {
        start: "{}".to_string(),
        seats: Vec::new(),
    };
    let a = ask("guandan", "", replay);
    assert!(a.actions.unwrap_err().contains("unreadable game"));
    assert_eq!(a.ended, None);
}
