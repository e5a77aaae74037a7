//! Sheng Ji through the match driver: the table asks one seat at a time (the drawer, each seat
//! in the last bids, the next dealer between rounds), and whole matches finish.

use std::cell::RefCell;
use std::rc::Rc;

use cardtable::agents::{Agent, AgentKind, AgentSpec, TableGame};
use cardtable::driver::{Match, Player, Waiting};
use cardtable::shengji::{Action, Event, Game, Phase, Rules};

fn players(n: usize, kind: AgentKind, human: bool) -> Vec<Player> {
    (0..n)
        .map(|s| match s {
            0 if human => Player::Human,
            s => Player::Ai(AgentSpec::new(kind, s as u64)),
        })
        .collect()
}

/// Plays to the end; the human (if any) takes the first legal action. Returns the rounds.
fn play_out(rules: Rules, seed: u64, human: bool) -> u32 {
    let n = rules.players as usize;
    let mut m = Match::new(
        Game::new(rules, seed).unwrap(),
        players(n, AgentKind::Random, human),
    );
    for _ in 0..2_000_000 {
        match m.waiting() {
            Waiting::Over => return m.game().round_number(),
            Waiting::NextHand => assert!(m.next_hand()),
            Waiting::Ai(_) => {
                m.step().unwrap().unwrap();
            }
            Waiting::Human(seat) => {
                let view = m.view(seat);
                let actions = Game::legal_actions(&view);
                assert!(!actions.is_empty(), "{:?}", view.phase);
                m.act(seat, actions[0].clone()).unwrap();
            }
        }
        if m.game().round_number() > 300 {
            break;
        }
    }
    panic!("seed {seed}: no end");
}

#[test]
fn random_matches_finish_through_the_driver() {
    for (name, seeds) in [
        ("classic", 3),
        ("one-deck", 2),
        ("zhao-pengyou-5", 2),
        ("zhao-pengyou-6", 2),
    ] {
        for seed in 0..seeds {
            for human in [false, true] {
                let rounds = play_out(Rules::named(name).unwrap(), seed, human);
                assert!(rounds >= 1, "{name}");
            }
        }
    }
}

#[test]
fn the_last_bids_ask_each_seat_that_has_not_passed() {
    let mut g = Game::new(Rules::classic(), 4).unwrap();
    while g.phase() == Phase::Drawing {
        let s = TableGame::to_act(&g).unwrap();
        TableGame::apply(&mut g, s, cardtable::shengji::Action::Draw).unwrap();
    }
    assert_eq!(g.phase(), Phase::Declaring);
    let mut asked = Vec::new();
    while g.phase() == Phase::Declaring {
        let s = TableGame::to_act(&g).unwrap();
        asked.push(s);
        TableGame::apply(&mut g, s, cardtable::shengji::Action::Pass).unwrap();
    }
    // Nobody bid in round 1: everyone passed once, then the cards were drawn again.
    assert_eq!(asked, [0, 1, 2, 3]);
    assert_eq!(g.phase(), Phase::Drawing);
}

/// Every reachable state passes the integrity check a save loader applies; damaged ones fail.
#[test]
fn reachable_states_are_consistent_and_damaged_ones_are_not() {
    use rand::Rng;
    for name in ["classic", "one-deck", "three-decks", "zhao-pengyou-6"] {
        let mut g = Game::new(Rules::named(name).unwrap(), 11).unwrap();
        let mut r = cardtable::cards::rng(5);
        for step in 0..3000 {
            assert_eq!(
                g.check_integrity(),
                Ok(()),
                "{name} step {step} {:?}",
                g.phase()
            );
            let Some(seat) = TableGame::to_act(&g) else {
                break;
            };
            let actions = Game::legal_actions(&TableGame::view(&g, seat));
            let a = actions[r.random_range(0..actions.len())].clone();
            TableGame::apply(&mut g, seat, a).unwrap();
        }
        // Mid-play, duplicate a card of one hand into another.
        let mut g = Game::new(Rules::named(name).unwrap(), 12).unwrap();
        while !(g.phase() == Phase::Playing && g.tricks().len() >= 2) {
            let seat = TableGame::to_act(&g).unwrap();
            let actions = Game::legal_actions(&TableGame::view(&g, seat));
            TableGame::apply(&mut g, seat, actions[0].clone()).unwrap();
        }
        let mut v = serde_json::to_value(&g).unwrap();
        let card = v["round"]["hands"][0][0].clone();
        v["round"]["hands"][1].as_array_mut().unwrap().push(card);
        let damaged: Game = serde_json::from_value(v).unwrap();
        assert!(damaged.check_integrity().is_err(), "{name}");
    }
}

type Shared<T> = Rc<RefCell<Vec<T>>>;

/// Records what an AI seat is shown: the others' actions, and its own view at each new deal.
struct Watcher {
    inner: Box<dyn Agent<Game>>,
    seen: Shared<(usize, Action)>,
    views: Shared<cardtable::shengji::SeatView>,
}

impl Agent<Game> for Watcher {
    fn act(&mut self, view: &<Game as TableGame>::View) -> Option<Action> {
        self.inner.act(view)
    }
    fn observe(&mut self, seat: usize, action: &Action, _events: &[Event]) {
        self.seen.borrow_mut().push((seat, action.clone()));
    }
    fn dealt(&mut self, view: &<Game as TableGame>::View) {
        self.views.borrow_mut().push(view.clone());
    }
}

/// A classic match of `kind` players with a watcher (also playing as `kind`) at `seat`; what
/// the watcher sees.
fn watched(
    kind: AgentKind,
    seat: usize,
) -> (
    Match<Game>,
    Shared<(usize, Action)>,
    Shared<cardtable::shengji::SeatView>,
) {
    let mut m = Match::new(
        Game::new(Rules::classic(), 3).unwrap(),
        players(4, kind, false),
    );
    let (seen, views) = (Shared::default(), Shared::default());
    let watcher = Watcher {
        inner: Game::agent(&AgentSpec::new(kind, 9)),
        seen: Rc::clone(&seen),
        views: Rc::clone(&views),
    };
    m.set_agent(seat, Box::new(watcher));
    (m, seen, views)
}

#[test]
fn seats_are_shown_every_action_but_never_the_buried_cards() {
    let (mut m, seen, _) = watched(AgentKind::Random, 2);
    let mut steps = 0;
    // One round (all seats are computers: the table does not pause between rounds).
    while m.game().round_number() == 1 {
        m.step().unwrap().unwrap();
        steps += 1;
        assert!(steps < 100_000);
    }
    let seen = seen.borrow();
    assert_eq!(seen.len(), steps, "one observation per action");
    let burials: Vec<_> = seen
        .iter()
        .filter(|(_, a)| matches!(a, Action::Bury(_)))
        .collect();
    assert_eq!(burials.len(), 1);
    assert_eq!(burials[0].1, Action::Bury(Vec::new()));
    assert!(
        seen.iter()
            .any(|(_, a)| matches!(a, Action::Play(c) if !c.is_empty()))
    );
}

#[test]
fn a_seat_is_shown_its_own_view_when_it_sits_down_and_at_every_new_deal() {
    let (mut m, _, views) = watched(AgentKind::Normal, 1);
    assert_eq!(views.borrow().len(), 1, "shown on sitting down");
    let mut deals = 1;
    while m.game().round_number() <= 3 {
        let before = (m.game().round_number(), m.game().redeals());
        m.step().unwrap().unwrap();
        deals += usize::from((m.game().round_number(), m.game().redeals()) != before);
    }
    let views = views.borrow();
    assert_eq!(views.len(), deals);
    for v in views.iter() {
        assert_eq!(v.seat, 1);
        assert_eq!(v.phase, Phase::Drawing);
        assert!(
            v.hand.is_empty(),
            "a new deal starts with the cards to draw"
        );
    }
    assert_eq!(views.last().unwrap().round, 4);
}

/// The seat's dry run of an action ([`SeatView::check_action`], what an external bot's written
/// out action is judged by) gives exactly the engine's answer, over seeded games in several
/// variants, for every seat and for legal, unlisted and illegal actions alike.
#[test]
fn the_views_check_of_an_action_is_the_engines_answer() {
    use rand::Rng;
    use rand::seq::SliceRandom;
    let mut unlisted_burials = 0;
    for (name, misdeal) in [
        ("classic", false),
        ("one-deck", true),
        ("zhao-pengyou-5", false),
    ] {
        for seed in 0..2 {
            let mut rules = Rules::named(name).unwrap();
            rules.misdeal = misdeal;
            let n = rules.players as usize;
            let mut g = Game::new(rules.clone(), seed).unwrap();
            let mut r = cardtable::cards::rng(seed + 40);
            for _ in 0..1500 {
                let Some(to_act) = TableGame::to_act(&g) else {
                    break;
                };
                for seat in 0..n {
                    let view = TableGame::view(&g, seat);
                    let mut tries = Game::legal_actions(&view);
                    let mut hand = view.hand.clone();
                    hand.shuffle(&mut r);
                    let k = rules.kitty_size as usize;
                    let some = hand.iter().copied().take(r.random_range(1..=3)).collect();
                    tries.extend([
                        Action::Draw,
                        Action::Pass,
                        Action::Misdeal,
                        Action::NextRound,
                        Action::Play(Vec::new()),
                        Action::Play(some),
                        Action::Bury(hand.iter().copied().take(k).collect()),
                        Action::Bury(hand.iter().copied().take(k.saturating_sub(1)).collect()),
                        Action::Bid(hand.iter().copied().take(1).collect()),
                        Action::CallFriends(Vec::new()),
                    ]);
                    for a in tries {
                        let engine = g.clone().apply(seat, a.clone()).map(|_| ());
                        assert_eq!(
                            view.check_action(&a),
                            engine,
                            "{name} seed {seed} seat {seat} {:?}: {a:?}",
                            view.phase
                        );
                        if matches!(a, Action::Bury(_))
                            && engine.is_ok()
                            && !Game::legal_actions(&view).contains(&a)
                        {
                            unlisted_burials += 1;
                        }
                    }
                }
                let view = TableGame::view(&g, to_act);
                let actions = Game::legal_actions(&view);
                let a = actions[r.random_range(0..actions.len())].clone();
                TableGame::apply(&mut g, to_act, a).unwrap();
            }
        }
    }
    assert!(
        unlisted_burials > 0,
        "a burial the list does not show is accepted"
    );
}

/// A seat's `only_action` (which the page takes without asking the worker) is exactly its one
/// legal action while drawing and in the last bids, and the agents choose it too.
#[test]
fn the_only_action_is_the_one_legal_action_and_what_the_agents_choose() {
    let (mut forced, mut chosen) = (0, 0);
    for (name, seed) in [("classic", 1), ("zhao-pengyou-5", 2), ("one-deck", 3)] {
        let rules = Rules::named(name).unwrap();
        let n = rules.players as usize;
        let mut m = Match::new(
            Game::new(rules, seed).unwrap(),
            players(n, AgentKind::Normal, false),
        );
        while m.game().round_number() < 3 && m.waiting() != Waiting::Over {
            if m.waiting() == Waiting::NextHand {
                assert!(m.next_hand());
                continue;
            }
            let Some((seat, spec)) = m.asking() else {
                panic!("only computers here")
            };
            let view = m.view(seat);
            let legal = Game::legal_actions(&view);
            let only = view.only_action();
            if let Some(a) = &only {
                forced += 1;
                assert_eq!(legal, vec![a.clone()], "{name} {:?}", view.phase);
                assert_eq!(Game::agent(&spec).act(&view).as_ref(), Some(a));
            } else if matches!(view.phase, Phase::Drawing | Phase::Declaring) {
                chosen += 1;
                assert!(legal.len() > 1, "{name}: {legal:?}");
            } else {
                // Past the bids the page always asks (a burial, a call, a play).
                assert!(!legal.is_empty());
            }
            m.step().unwrap().unwrap();
        }
    }
    assert!(
        forced > 100 && chosen > 10,
        "forced {forced}, chosen {chosen}"
    );
}
