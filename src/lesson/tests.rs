//! Every lesson played through by its expected moves, as the table plays it: the coach answers
//! for every seat, the learner takes the coach's hint (drawing on while a bid cannot be made
//! yet), and each scene must end exactly where its script does.

use super::*;

const ME: Seat = 0;

/// Plays `G`'s lesson through; returns each scene's last position and the learner's moves.
fn play_through<G: Taught>() -> (Vec<G>, usize) {
    play_looking::<G>(|_, _| {})
}

/// [`play_through`], showing `look` the position each time a coach line comes up (a line
/// that explains, or one that asks for the learner's move), as the learner reads it.
pub(super) fn play_looking<G: Taught>(mut look: impl FnMut(&G, &'static str)) -> (Vec<G>, usize) {
    let mut seen = None;
    let mut coach = Coach::<G>::new(0);
    let mut game = coach.start().expect("a first scene");
    let mut ends = Vec::new();
    let mut moves = 0;
    let mut hand_over = false;
    for _ in 0..5000 {
        if coach.done() {
            return (ends, moves);
        }
        let learner = (game.to_act() == Some(ME)).then(|| game.view(ME));
        if coach.scene_over(learner.as_ref(), hand_over) {
            ends.push(game.clone());
            hand_over = false;
            match coach.next_scene() {
                Some(g) => game = g,
                None => continue,
            }
            continue;
        }
        if let Some(Step::Say(id) | Step::Do(id, _)) = coach.current() {
            let here = (coach.scene(), coach.progress());
            if seen != Some(here) {
                seen = Some(here);
                look(&game, id);
            }
        }
        if coach.explaining() {
            coach.next();
            continue;
        }
        let seat = game
            .to_act()
            .unwrap_or_else(|| panic!("the game waits for nobody at {:?}", coach.line()));
        let view = game.view(seat);
        let mut action = coach
            .answer(seat, ME, &view)
            .unwrap_or_else(|| panic!("no move for seat {seat} at {:?}", coach.line()));
        if seat == ME {
            // A bid not yet possible: the learner draws on.
            let mut trial = game.clone();
            if let Err(e) = trial.apply(seat, action.clone()) {
                action = G::routine(&view).unwrap_or_else(|| {
                    panic!(
                        "{action:?} refused at {:?} ({e}), and no routine move",
                        coach.line()
                    )
                });
            }
            assert_ne!(coach.judge(&action), Verdict::Off, "{:?}", coach.line());
            if coach.judge(&action) == Verdict::Step {
                moves += 1;
            }
        }
        let events = game.apply(seat, action.clone()).unwrap_or_else(|e| {
            panic!("seat {seat} {action:?} refused at {:?}: {e}", coach.line())
        });
        hand_over |= events.iter().any(G::ends_hand);
        coach.taken(seat, ME, &action);
    }
    panic!("the lesson never ended (at {:?})", coach.line());
}

#[test]
fn the_guan_dan_lesson_plays_through_and_the_learner_goes_out_first() {
    let (ends, moves) = play_through::<crate::guandan::Game>();
    assert_eq!(ends.len(), 2);
    assert_eq!(
        moves, 9,
        "eight plays and a pass, then the tribute given back"
    );
    assert!(
        ends[0].hands()[0].is_empty(),
        "the learner played every card"
    );
    assert_eq!(
        ends[0].hands().iter().filter(|h| h.is_empty()).count(),
        1,
        "only the learner is out"
    );
    // The tribute was paid and given back: the new hand is in play.
    assert!(matches!(
        ends[1].pending(),
        crate::guandan::Pending::Play { .. }
    ));
}

#[test]
fn the_sheng_ji_lesson_plays_through_to_the_score() {
    use crate::shengji::Phase;
    let (ends, moves) = play_through::<crate::shengji::Game>();
    assert_eq!(ends.len(), 2);
    assert_eq!(moves, 8, "the bid, the burial and six leads or follows");
    let drawn = ends[0].view(ME);
    assert_eq!(
        drawn.phase,
        Phase::Burying,
        "the learner's bid made them the dealer"
    );
    assert_eq!(drawn.dealer, Some(ME));
    let last = ends[1].view(ME);
    assert_eq!(last.phase, Phase::RoundOver);
    assert_eq!(last.opponents_points, 15, "West's trick of ♦5 and ♦10");
}

#[test]
fn a_legal_move_off_the_script_is_refused_by_the_lesson_and_an_illegal_one_by_the_engine() {
    use crate::guandan::{Action, Game};
    let mut coach = Coach::<Game>::new(0);
    let mut game = coach.start().expect("scene 1");
    coach.next();
    coach.next();
    let west = coach.answer(3, ME, &game.view(3)).expect("West leads");
    game.apply(3, west.clone()).expect("legal");
    coach.taken(3, ME, &west);
    assert_eq!(coach.line(), Some("lesson-gd-pair"));
    let hand = game.view(ME).hand;
    let jacks = Action::Play {
        cards: pick(&hand, "SJ HJ"),
        as_combo: None,
    };
    // The jacks beat the sixes too: legal, but not this step's move.
    assert!(game.clone().apply(ME, jacks.clone()).is_ok());
    assert_eq!(coach.judge(&jacks), Verdict::Off);
    // One ten does not answer a pair: the engine says so.
    let one = Action::Play {
        cards: pick(&hand, "S10"),
        as_combo: None,
    };
    assert!(game.clone().apply(ME, one).is_err());
    let tens = coach.answer(ME, ME, &game.view(ME)).expect("the hint");
    assert_eq!(coach.judge(&tens), Verdict::Step);
    assert_eq!(coach.progress(), (3, 14));
}

#[test]
fn a_remembered_scene_starts_the_lesson_there_and_an_unknown_one_at_the_start() {
    let coach = Coach::<crate::shengji::Game>::new(1);
    assert_eq!(coach.scene(), 1);
    assert_eq!(coach.line(), Some("lesson-sj-dealer"));
    assert_eq!(Coach::<crate::shengji::Game>::new(9).scene(), 0);
}

/// Plays the coach's moves for every seat until `line` shows on the learner's turn.
fn follow_to(coach: &mut Coach<crate::guandan::Game>, game: &mut crate::guandan::Game, line: &str) {
    for _ in 0..60 {
        if coach.line() == Some(line) && game.to_act() == Some(ME) {
            return;
        }
        if coach.explaining() {
            coach.next();
            continue;
        }
        let seat = game.to_act().expect("a seat to act");
        let action = coach.answer(seat, ME, &game.view(seat)).expect("a move");
        game.apply(seat, action.clone()).expect("legal");
        coach.taken(seat, ME, &action);
    }
    panic!("{line} never showed on the learner's turn");
}

#[test]
fn any_play_the_coach_line_allows_is_taken_and_the_next_hint_uses_the_cards_left() {
    use crate::guandan::{Action, Game};
    let mut coach = Coach::<Game>::new(0);
    let mut game = coach.start().expect("scene 1");
    // Up to the single: the learner leads "a single 3", and holds three.
    follow_to(&mut coach, &mut game, "lesson-gd-single");
    let hand = game.view(ME).hand;
    let other_three = Action::Play {
        cards: pick(&hand, "D3"),
        as_combo: None,
    };
    assert_eq!(
        coach.judge(&other_three),
        Verdict::Step,
        "any 3 is a single 3"
    );
    game.apply(ME, other_three.clone()).expect("legal");
    coach.taken(ME, ME, &other_three);
    // On to the tube: its hint takes the 3s the learner kept.
    follow_to(&mut coach, &mut game, "lesson-gd-tube");
    let hint = coach.answer(ME, ME, &game.view(ME)).expect("the hint");
    assert!(game.clone().apply(ME, hint.clone()).is_ok(), "{hint:?}");
    assert_eq!(coach.judge(&hint), Verdict::Step);
}
