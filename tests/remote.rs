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

/// The human's view of a Guan Dan hand when first asked to play (seed 8).
fn human_to_play() -> guandan::SeatView {
    let mut m = Match::new(
        guandan::Game::new(guandan::Rules::default(), 8).unwrap(),
        vec![Player::Human],
    );
    m.run(100).unwrap();
    m.view(0)
}

#[test]
fn a_hint_ranks_the_legal_actions_and_says_why() {
    let view = human_to_play();
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

    // Bytes that do not read as what they should be: the answer says so.
    let ask = |game: &str, view: &[u8], task: Task| -> Answer {
        remote::answer(&Question {
            game: game.to_string(),
            seat: 0,
            view: view.to_vec(),
            spec: AgentSpec::new(AgentKind::Normal, 1),
            hint: false,
            ticket: 9,
            task,
        })
    };
    let bad = |game: &str, view: &[u8]| ask(game, view, Task::Decide);
    assert!(
        bad("chess", b"{}")
            .actions
            .unwrap_err()
            .contains("unknown game")
    );
    assert!(
        bad("guandan", b"{not a view")
            .actions
            .unwrap_err()
            .contains("unreadable view")
    );
    assert!(bad("shengji", b"[]").actions.is_err());
    // Each game's worker answers its own game only (a Guan Dan worker holds no Sheng Ji code).
    let q = Question {
        game: "shengji".to_string(),
        seat: 0,
        view: b"{}".to_vec(),
        spec: AgentSpec::new(AgentKind::Normal, 1),
        hint: false,
        ticket: 9,
        task: Task::Decide,
    };
    let other = remote::answer_in::<cardtable::guandan::Game>(&q);
    assert_eq!((other.ticket, other.seat), (9, 0));
    assert!(other.actions.unwrap_err().contains("unknown game"));
    // A review or a replayed hand of something unreadable says so.
    let view = remote::pack(&m.view(seat));
    let review = |played: &[u8]| Task::Review {
        played: played.to_vec(),
    };
    let a = ask("guandan", &view, review(b"{not an action"));
    assert!(a.actions.unwrap_err().contains("unreadable action"));
    let a = ask("guandan", b"[]", review(b"null"));
    assert!(a.actions.unwrap_err().contains("unreadable view"));
    let replay = Task::PlayHand {
        start: b"{}".to_vec(),
        seats: Vec::new(),
    };
    let a = ask("guandan", b"", replay);
    assert!(a.actions.unwrap_err().contains("unreadable game"));
    assert_eq!(a.ended, None);
}

/// A Sheng Ji Hard decision shared by two or three workers (`Task::Shard`, then `Task::Merge`
/// with every share) ranks as the question asked whole, its shares carried packed.
#[test]
fn shares_of_a_search_asked_apart_rank_as_the_whole_question() {
    use cardtable::agents::shengji::hard::{Shard, candidates};
    use cardtable::agents::{Agent, shengji::RuleAgent};
    let mut g = shengji::Game::new(shengji::Rules::named("classic").unwrap(), 5).unwrap();
    let mut rule = RuleAgent { seed: 5 };
    let mut compared = 0;
    for step in 0..2000 {
        let Some(seat) = <shengji::Game as TableGame>::to_act(&g) else {
            break;
        };
        let view = <shengji::Game as TableGame>::view(&g, seat);
        if step % 9 == 0 && candidates(&view).is_some() && compared < 3 {
            let spec = AgentSpec::new(AgentKind::Hard, 5).with_budget(60);
            let whole = remote::question::<shengji::Game>(seat, &view, spec, true, 1);
            let ranked = remote::actions::<shengji::Game>(&remote::answer(&whole)).unwrap();
            for of in [2u32, 3] {
                let deals: Vec<_> = (0..of)
                    .map(|index| {
                        let mut q = whole.clone();
                        q.task = Task::Shard {
                            shard: Shard { index, of },
                        };
                        remote::answer(&q).deals.expect("a share of the deals")
                    })
                    .collect();
                let mut merge = whole.clone();
                merge.task = Task::Merge { deals };
                let merged = remote::actions::<shengji::Game>(&remote::answer(&merge)).unwrap();
                assert_eq!(merged, ranked, "step {step}, {of} workers");
            }
            compared += 1;
        }
        let a = rule.act(&view).unwrap();
        <shengji::Game as TableGame>::apply(&mut g, seat, a).unwrap();
    }
    assert_eq!(compared, 3, "decisions compared");
}

/// An answer made on the page (a seat's only action) and a review's better play read back as
/// lists of one action (a packed array would not: it carries no length).
#[test]
fn an_answer_made_on_the_page_and_a_reviews_choice_read_back() {
    let view = human_to_play();
    let legal = <guandan::Game as TableGame>::legal_actions(&view);
    let a = remote::answer_of(3, 0, false, &legal[0]);
    assert_eq!(
        remote::actions::<guandan::Game>(&a).unwrap(),
        vec![legal[0].clone()]
    );
    // The worst-looking plays of the hand, reviewed: the Hard player's choice reads back.
    let mut better = 0;
    for played in legal.iter().rev().take(6) {
        let mut q = remote::question::<guandan::Game>(0, &view, remote::hint_spec(0), false, 1);
        q.task = Task::Review {
            played: remote::pack(played),
        };
        let a = remote::answer(&q);
        let choice = remote::actions::<guandan::Game>(&a).unwrap();
        assert!(choice.len() <= 1);
        if let Some(c) = choice.first() {
            assert!(view.check_action(c).is_ok() && c != played && a.gain.is_some());
            better += 1;
        }
    }
    assert!(better > 0, "some play of six was worth changing");
}
