//! The match driver natively: whole matches with a scripted human, refused actions that change
//! nothing, saves that resume identically, and the pause between hands.

#[path = "common/guandan.rs"]
mod common;

use cardtable::agents::guandan::RuleAgent;
use cardtable::agents::{Agent, AgentKind, AgentSpec};
use cardtable::cards::{Card, rng};
use cardtable::driver::{DriverError, Match, Player, Waiting, save};
use cardtable::guandan::{Action, Event, Game, Pending, Rules};
use common::position;
use rand::Rng;
use rand::seq::IndexedRandom;

/// Safety net: no test match is this long.
const MAX_STEPS: usize = 100_000;

// The rule AI at the computer's seats: these are the driver's tests, and the Normal searches
// (a hundred times the rule AI's cost).
fn human_match(rules: Rules, seed: u64) -> Match<Game> {
    let mut players = vec![Player::Human];
    players.extend((1..4).map(|s| Player::Ai(AgentSpec::new(AgentKind::Baseline, seed * 10 + s))));
    Match::new(Game::new(rules, seed).unwrap(), players)
}

fn ai_match(rules: Rules, seed: u64) -> Match<Game> {
    let players = (0..4)
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Baseline, seed * 10 + s)))
        .collect();
    Match::new(Game::new(rules, seed).unwrap(), players)
}

fn hands_ended(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::HandEnded(_)))
        .count()
}

/// What the scripted human does: the hint's first choice, or (with `random`) sometimes a
/// random legal action.
fn human_action(m: &Match<Game>, seat: usize, random: Option<&mut impl Rng>) -> Action {
    if let Some(r) = random
        && r.random_bool(0.5)
    {
        return m
            .view(seat)
            .legal_actions()
            .choose(r)
            .cloned()
            .expect("a legal action");
    }
    m.hint(seat).into_iter().next().expect("a hint")
}

/// How a driven match went.
#[derive(Debug, Default)]
struct Run {
    hands: usize,
    pauses: usize,
    human_actions: usize,
}

/// Drives `m` to its end: the AI steps, the human (seat 0, if any) follows its script, and the
/// table goes on after each pause. Checks the pause after every hand but the last.
fn drive(m: &mut Match<Game>, mut random: Option<&mut rand::rngs::StdRng>) -> Run {
    let mut run = Run::default();
    for _ in 0..MAX_STEPS {
        let events = match m.waiting() {
            Waiting::Over => return run,
            Waiting::NextHand => {
                // Paused: nothing moves until the table goes on.
                let before = m.game().clone();
                assert_eq!(m.step().unwrap(), None);
                assert_eq!(m.run(10).unwrap(), 0);
                let any = m.view(0).legal_actions();
                if let (Some(h), Some(a)) = (m.human(), any.first()) {
                    assert_eq!(m.act(h, a.clone()), Err(DriverError::NotNow));
                }
                assert_eq!(m.game(), &before);
                assert!(m.next_hand());
                assert!(!m.next_hand(), "the pause is left once");
                run.pauses += 1;
                continue;
            }
            Waiting::Ai(seat) => {
                let (who, events) = m.step().unwrap().expect("the AI acts");
                assert_eq!(who, seat);
                events
            }
            Waiting::Human(seat) => {
                assert_eq!(m.step().unwrap(), None, "step never plays for the human");
                let action = human_action(m, seat, random.as_deref_mut());
                run.human_actions += 1;
                m.act(seat, action).unwrap()
            }
        };
        let ended = hands_ended(&events);
        run.hands += ended;
        if ended > 0 && !m.game().is_over() {
            let expected = if m.human().is_some() {
                Waiting::NextHand
            } else {
                assert!(!matches!(m.waiting(), Waiting::NextHand));
                m.waiting()
            };
            assert_eq!(m.waiting(), expected, "after hand {}", run.hands);
        }
    }
    panic!("the match did not end in {MAX_STEPS} steps");
}

#[test]
fn a_scripted_human_plays_whole_matches() {
    for (rules, seed) in [(Rules::pagat(), 1u64), (Rules::china(), 2)] {
        let mut m = human_match(rules, seed);
        assert_eq!(m.human(), Some(0));
        assert_eq!(m.players().len(), 4);
        assert!(matches!(m.players()[3], Player::Ai(_)));
        let mut script = rng(seed);
        let run = drive(&mut m, Some(&mut script));
        assert!(m.game().is_over());
        assert_eq!(m.waiting(), Waiting::Over);
        assert!(run.human_actions > 0);
        // The log holds every hand's end, each hand's start, and the match's end last.
        let log: Vec<Event> = m.log().iter().map(|e| e.event.clone()).collect();
        assert_eq!(hands_ended(&log), run.hands);
        assert_eq!(run.hands as u32, m.game().hand_number());
        assert_eq!(
            run.pauses,
            run.hands - 1,
            "a pause after every hand but the last"
        );
        let started: Vec<u32> = log
            .iter()
            .filter_map(|e| match e {
                Event::HandStarted { hand_number, .. } => Some(*hand_number),
                _ => None,
            })
            .collect();
        // Hand 1 was dealt by `Game::new`: the driver logs its opening without a seat.
        assert_eq!(started, (1..=run.hands as u32).collect::<Vec<_>>());
        assert_eq!(m.log()[0].seat, None);
        assert!(matches!(m.log()[1].event, Event::FaceUp(_)));
        assert!(matches!(log.last(), Some(Event::MatchOver { .. })));
        // The human's own plays are logged with its seat.
        assert!(
            m.log()
                .iter()
                .any(|e| e.seat == Some(0) && matches!(&e.event, Event::Played(p) if p.seat == 0))
        );
    }
}

#[test]
fn without_a_human_the_driver_never_pauses() {
    let mut m = ai_match(Rules::pagat(), 3);
    assert_eq!(m.human(), None);
    let mut steps = 0;
    while let Some((seat, _)) = m.step().unwrap() {
        assert!(seat < 4);
        assert!(!matches!(
            m.waiting(),
            Waiting::NextHand | Waiting::Human(_)
        ));
        steps += 1;
        assert!(steps < MAX_STEPS);
    }
    assert_eq!(m.waiting(), Waiting::Over);
    assert!(m.game().is_over());
    assert!(hands_ended(&m.log().iter().map(|e| e.event.clone()).collect::<Vec<_>>()) >= 2);
    assert!(!m.next_hand());
    assert_eq!(m.run(5).unwrap(), 0);

    // `run` stops at its limit, and at the end.
    let mut m = ai_match(Rules::china(), 4);
    assert_eq!(m.run(7).unwrap(), 7);
    let rest = m.run(MAX_STEPS).unwrap();
    assert!(rest > 0 && rest < MAX_STEPS);
    assert!(m.game().is_over());
}

#[test]
fn with_a_human_the_table_pauses_after_each_hand() {
    let mut m = human_match(Rules::pagat(), 5);
    let run = drive(&mut m, None);
    assert!(run.hands >= 2);
    assert_eq!(run.pauses, run.hands - 1);
}

#[test]
fn refused_human_actions_change_nothing() {
    let hands = [
        "S3 C3 S9 H2 H2 SK",
        "S4 C4 SQ D8",
        "S5 C5 SJ D9",
        "S6 C6 S10 D10",
    ];
    let game = position(hands, "2", 0);
    let mut m = Match::new(game, vec![Player::Human]);
    assert_eq!(m.waiting(), Waiting::Human(0));
    let foreign: Card = "RJ".parse().unwrap();
    let own = m.view(0).hand;
    let tries = [
        // A card not in hand.
        Action::Play {
            cards: vec![foreign],
            as_combo: None,
        },
        // Passing when leading.
        Action::Pass,
        // The wrong kind of action for the phase.
        Action::ReturnTribute { card: own[0] },
        Action::PayTribute { card: own[0] },
        // Two cards that are no combination (a 3 and a 9).
        Action::Play {
            cards: common::cards("S3 S9"),
            as_combo: None,
        },
        // The same card twice.
        Action::Play {
            cards: vec![own[0], own[0]],
            as_combo: None,
        },
        Action::Play {
            cards: Vec::new(),
            as_combo: None,
        },
    ];
    for action in tries {
        let before = m.game().clone();
        let log = m.log().len();
        match m.act(0, action.clone()) {
            Err(DriverError::Refused(e)) => assert!(!e.to_string().is_empty()),
            other => panic!("{action:?}: {other:?}"),
        }
        assert_eq!(m.game(), &before, "{action:?} changed the game");
        assert_eq!(m.log().len(), log);
        assert_eq!(m.waiting(), Waiting::Human(0));
    }

    // An AI seat is not the human's to play, whatever the action.
    let before = m.game().clone();
    let lead = m.hint(0)[0].clone();
    for seat in [1, 2, 3, 9] {
        assert_eq!(
            m.act(seat, lead.clone()),
            Err(DriverError::NotHuman { seat })
        );
    }
    assert_eq!(m.game(), &before);

    // A legal lead goes through; then a play that does not beat the table is refused.
    m.act(0, lead).unwrap();
    assert!(matches!(m.waiting(), Waiting::Ai(1)));
    m.step().unwrap().unwrap();
    m.run(10).unwrap();
    if let Waiting::Human(0) = m.waiting() {
        let table = m.view(0).table().copied();
        let low = Action::Play {
            cards: common::cards("S3"),
            as_combo: None,
        };
        if table.is_some() && !m.view(0).legal_actions().contains(&low) {
            let before = m.game().clone();
            assert!(matches!(m.act(0, low), Err(DriverError::Refused(_))));
            assert_eq!(m.game(), &before);
        }
    }
}

#[test]
fn a_saved_match_resumes_identically() {
    // AI only: save at several points, round-trip through JSON, run both to the end.
    for cut in [0usize, 1, 60, 400] {
        let mut original = ai_match(Rules::pagat(), 6);
        original.run(cut).unwrap();
        let text = save::write(3, &original).unwrap();
        let (seed, mut restored) = save::read::<Game>(&text).unwrap();
        assert_eq!(seed, 3);
        assert_eq!(restored.game(), original.game());
        assert_eq!(restored.log(), original.log());
        assert_eq!(restored.players(), original.players());
        assert_eq!(restored.waiting(), original.waiting());
        original.run(MAX_STEPS).unwrap();
        restored.run(MAX_STEPS).unwrap();
        assert!(original.game().is_over(), "cut {cut}");
        assert_eq!(restored.game(), original.game(), "cut {cut}");
        assert_eq!(restored.log(), original.log(), "cut {cut}");
    }

    // With a human following the hint: saved mid-hand and during a pause.
    let mut original = human_match(Rules::china(), 7);
    let mut saves = Vec::new();
    for _ in 0..MAX_STEPS {
        match original.waiting() {
            Waiting::Over => break,
            Waiting::NextHand => {
                if saves.len() < 4 {
                    saves.push((save::write(1, &original).unwrap(), true));
                }
                original.next_hand();
            }
            Waiting::Ai(_) => {
                original.step().unwrap();
            }
            Waiting::Human(s) => {
                if saves.len() < 2 {
                    saves.push((save::write(1, &original).unwrap(), false));
                }
                let a = original.hint(s)[0].clone();
                original.act(s, a).unwrap();
            }
        }
    }
    assert!(original.game().is_over());
    assert!(saves.len() >= 3);
    for (text, paused) in saves {
        let (_, mut m) = save::read::<Game>(&text).unwrap();
        assert_eq!(m.waiting() == Waiting::NextHand, paused);
        let run = drive(&mut m, None);
        assert!(run.hands >= 1);
        assert_eq!(m.game(), original.game());
        assert_eq!(m.log(), original.log());
    }
}

#[test]
fn the_hint_is_the_rule_ais_choice() {
    let mut m = human_match(Rules::pagat(), 8);
    let mut checked = 0;
    while checked < 15 {
        match m.waiting() {
            Waiting::Human(s) => {
                let view = m.view(s);
                let hint = m.hint(s);
                assert_eq!(hint.first().cloned(), RuleAgent { seed: 0 }.act(&view));
                for a in &hint {
                    assert_eq!(view.check_action(a), Ok(()));
                }
                // Not the human's turn: no hint for the others.
                assert!(m.hint((s + 1) % 4).is_empty());
                m.act(s, hint[0].clone()).unwrap();
                checked += 1;
            }
            Waiting::Ai(_) => {
                m.step().unwrap();
            }
            Waiting::NextHand => {
                m.next_hand();
            }
            Waiting::Over => break,
        }
    }
    assert_eq!(checked, 15);
}

#[test]
fn seats_and_agent_kinds() {
    // Extra players are dropped, missing ones are the rule AI; random agents play too.
    let players = vec![
        Player::Ai(AgentSpec::new(AgentKind::Random, 1)),
        Player::Ai(AgentSpec::new(AgentKind::Random, 2)),
        Player::Ai(AgentSpec::new(AgentKind::Random, 3)),
        Player::Ai(AgentSpec::new(AgentKind::Random, 4)),
        Player::Human,
    ];
    let mut m = Match::new(Game::new(Rules::pagat(), 9).unwrap(), players);
    assert_eq!(m.players().len(), 4);
    assert_eq!(m.human(), None);
    let mut steps = 0;
    while !matches!(m.game().pending(), Pending::MatchOver { .. }) && steps < 400 {
        m.step().unwrap().unwrap();
        steps += 1;
    }
    assert!(steps > 0);
    let short = Match::new(Game::new(Rules::pagat(), 9).unwrap(), Vec::new());
    assert_eq!(
        short.players(),
        &(0..4)
            .map(|s| Player::Ai(AgentSpec::new(AgentKind::Normal, s)))
            .collect::<Vec<_>>()[..]
    );
}

/// Records the hands a seat is dealt.
struct Dealt {
    inner: RuleAgent,
    hands: std::rc::Rc<std::cell::RefCell<Vec<(u32, usize)>>>,
}

impl Agent<Game> for Dealt {
    fn act(&mut self, view: &cardtable::guandan::SeatView) -> Option<Action> {
        self.inner.act(view)
    }
    fn dealt(&mut self, view: &cardtable::guandan::SeatView) {
        self.hands
            .borrow_mut()
            .push((view.hand_number, view.hand.len()));
    }
}

#[test]
fn a_seat_is_shown_its_cards_when_it_sits_down_and_at_every_new_hand() {
    let mut m = ai_match(Rules::default(), 4);
    let hands = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    m.set_agent(
        3,
        Box::new(Dealt {
            inner: RuleAgent { seed: 3 },
            hands: hands.clone(),
        }),
    );
    let mut ended = 0;
    while ended < 3 {
        let (_, events) = m.step().unwrap().unwrap();
        ended += hands_ended(&events);
    }
    let hands = hands.borrow();
    // Hand 1 on sitting down, then hands 2, 3 and 4 as they are dealt: 27 cards each, give or
    // take a tribute the engine settled in the same step (one choice only).
    let numbers: Vec<u32> = hands.iter().map(|h| h.0).collect();
    assert_eq!(numbers, [1, 2, 3, 4]);
    assert_eq!(hands[0].1, 27);
    assert!(hands.iter().all(|h| (26..=28).contains(&h.1)), "{hands:?}");
}
