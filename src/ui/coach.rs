//! A table that is a lesson (Learn to play): the [`Coach`] of `crate::lesson` answers for
//! every seat from its script, judges the learner's moves before the engine takes them, and
//! moves the table from scene to scene. Progress is remembered per game (the scene reached,
//! or done), so a lesson left half-way starts again at its scene.

use std::cell::RefCell;
use std::rc::Rc;

use super::core::{CardTable, Core, Note, Source, Tiers, players, settle_mark};
use super::storage;
use crate::agents::AgentKind;
use crate::driver::remote::{Answer, Remote};
use crate::driver::{Match, Waiting};
use crate::lesson::{Coach, Verdict};

/// Where a game's lesson progress is kept: the scene reached, or `done`.
fn progress_key<G: Remote>() -> String {
    format!("cardtable.lesson.{}", <G as Remote>::NAME)
}

/// How far the player got in a game's lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    NotStarted,
    /// Left in this scene.
    At(usize),
    Done,
}

/// The lesson progress of the game named `name` (`guandan`, `shengji`).
pub fn progress_of(name: &str) -> Progress {
    match storage::get(&format!("cardtable.lesson.{name}")).as_deref() {
        None => Progress::NotStarted,
        Some("done") => Progress::Done,
        Some(n) => n.parse().map_or(Progress::NotStarted, Progress::At),
    }
}

/// The players at a lesson's table: the learner, and computer seats the script speaks for.
fn lesson_players<G: CardTable>(game: &G) -> Vec<crate::driver::Player> {
    let easy = Tiers {
        partners: AgentKind::Easy,
        opponents: AgentKind::Easy,
    };
    players(game.seats(), 0, easy, true)
}

impl<G: CardTable> Core<G> {
    /// A lesson's table, at the scene the player reached (a finished lesson starts over);
    /// `None` if the lesson has no scene (the native tests make sure it has).
    pub fn lesson() -> Option<Core<G>> {
        let scene = match progress_of(<G as Remote>::NAME) {
            Progress::At(s) => s,
            _ => 0,
        };
        let coach = Coach::<G>::new(scene);
        let start = coach.start()?;
        let players = lesson_players(&start);
        let mut core = Core::new(0, Match::new(start, players));
        core.lesson = Some(coach);
        core.remember_lesson();
        Some(core)
    }

    /// Whether the lesson lets the learner's `action` through; if not, the line beside the
    /// buttons says why: the engine's refusal when the move is illegal, else the coach's.
    pub(super) fn lesson_allows(&mut self, action: &G::Action) -> bool {
        let (Some(coach), Source::Match(m)) = (&self.lesson, &self.source) else {
            return true;
        };
        if coach.explaining() {
            return false;
        }
        if coach.judge(action) != Verdict::Off {
            return true;
        }
        let mut trial = m.borrow().game().clone();
        let reason = match trial.apply(self.me, action.clone()) {
            Err(e) => G::refusal(&e),
            Ok(_) => t!("lesson-off"),
        };
        self.note = Some(Note::Refused(reason));
        false
    }

    /// `seat` made `action`: the script moves on, and the scene may be over.
    pub(super) fn lesson_moved(&mut self, seat: usize, action: &G::Action) {
        let me = self.me;
        if let Some(coach) = self.lesson.as_mut() {
            coach.taken(seat, me, action);
        }
        self.next_scene_if_over();
    }

    /// Continue, after a line that only explains.
    pub fn lesson_next(&mut self) {
        if let Some(coach) = self.lesson.as_mut() {
            coach.next();
        }
        self.next_scene_if_over();
    }

    fn next_scene_if_over(&mut self) {
        let waiting = self.waiting();
        let learner = (waiting == Waiting::Human(self.me)).then(|| self.view());
        let hand_over = matches!(waiting, Waiting::NextHand | Waiting::Over);
        let Some(coach) = self.lesson.as_mut() else {
            return;
        };
        if !coach.scene_over(learner.as_ref(), hand_over) {
            return;
        }
        if let Some(start) = coach.next_scene() {
            let players = lesson_players(&start);
            let m = Match::new(start, players);
            self.settled = settle_mark::<G>(m.log());
            self.source = Source::Match(Rc::new(RefCell::new(m)));
            self.ended = None;
            self.moved_on();
            self.note = None;
        }
        self.remember_lesson();
    }

    fn remember_lesson(&self) {
        if let Some(coach) = &self.lesson {
            let value = if coach.done() {
                "done".to_string()
            } else {
                coach.scene().to_string()
            };
            storage::set(&progress_key::<G>(), &value);
        }
    }

    /// The answer the lesson gives now, in place of the worker's: a computer seat's scripted
    /// move, or the learner's hint (the move the step asks for). `None`: the table waits.
    pub fn scripted(&self) -> Option<Answer> {
        let coach = self.lesson.as_ref()?;
        let m = self.local()?;
        // 托管 plays the learner's steps as the hint would show them.
        let (seat, hint) = match self.waiting() {
            Waiting::Ai(seat) => (seat, false),
            Waiting::Human(me) if self.auto => (me, false),
            Waiting::Human(me) if self.hint_asked => (me, true),
            _ => return None,
        };
        let view = m.borrow().view(seat);
        let action = coach.answer(seat, self.me, &view)?;
        Some(crate::driver::remote::answer_of(
            self.progress,
            seat,
            hint,
            &action,
        ))
    }
}

/// What the coach's strip and the done dialog do.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonMsg {
    /// Continue, after a line that only explains.
    Next,
    /// The lesson from its start.
    Again,
}

impl<G: CardTable> Core<G> {
    /// A message of the coach's strip (the reducer bumps the progress after it).
    pub fn lesson_msg(&mut self, msg: LessonMsg) {
        match msg {
            LessonMsg::Next => self.lesson_next(),
            LessonMsg::Again => {
                storage::remove(&format!(
                    "cardtable.lesson.{}",
                    <G as crate::driver::remote::Remote>::NAME
                ));
                if let Some(fresh) = Core::lesson() {
                    *self = Core {
                        version: self.version,
                        progress: self.progress,
                        ..fresh
                    };
                }
            }
        }
    }
}
