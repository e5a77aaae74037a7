//! Learn to play: a lesson is a few scenes played at the real table with the real engine. Each
//! scene starts from a fixed position, and a script says what each seat does: the learner's
//! moves with the coach's line (`Do`), lines that only explain (`Say`), and the other seats'
//! actions (`By`). Seats the script says nothing of take their routine action (a draw, a
//! forced tribute). The engine still judges every move; the lesson only refuses a legal move
//! that is not the one it teaches. Pure Rust: the native tests play every lesson through.
//!
//! The coach's lines are message ids of the `lesson-<game>` catalog file, fetched with the
//! lesson (they cost the page nothing until then).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::rc::Rc;

use crate::agents::{Seat, TableGame};
use crate::cards::Card;

#[cfg(test)]
mod facts;
pub mod guandan;
pub mod shengji;
#[cfg(test)]
mod tests;

/// What a game adds to its engine for lessons.
pub trait Taught: TableGame {
    /// The lesson of this game.
    fn lesson() -> Lesson<Self>;
    /// What a seat the script says nothing of does now (a draw, a forced tribute, the last
    /// bids passed); `None` where a choice is wanted.
    fn routine(view: &Self::View) -> Option<Self::Action>;
    /// A legal move of the learner's where any will do (the hint of a `Want::Any` step).
    fn any(view: &Self::View) -> Option<Self::Action>;
    /// A move the learner makes without being asked (Sheng Ji's draws): it never counts as a
    /// step, and is never refused.
    fn free(action: &Self::Action) -> bool;
    /// Whether two actions are the same move as the coach's words name it (the same cards in
    /// any order; in Guan Dan the same ranks in any suits: "your pair of 10s" is either pair).
    fn same(a: &Self::Action, b: &Self::Action) -> bool;
    /// The taught move made from the cards in `view`'s hand now (the hint after the learner
    /// chose other cards of the same ranks at an earlier step).
    fn adapt(taught: &Self::Action, _view: &Self::View) -> Self::Action {
        taught.clone()
    }
}

/// What the learner's step accepts.
#[derive(Clone, Debug, PartialEq)]
pub enum Want<A> {
    /// This move (its cards in any order).
    Exactly(A),
    /// Any legal move (the engine's rule is the lesson: a tribute given back).
    Any,
}

/// One line of a scene's script.
#[derive(Clone, Debug, PartialEq)]
pub enum Step<A> {
    /// A line that only explains: the learner goes on with Continue.
    Say(&'static str),
    /// The learner's move, and the coach's line that asks for it.
    Do(&'static str, Want<A>),
    /// Another seat's move.
    By(Seat, A),
}

/// A fixed position and what happens from it.
#[derive(Clone)]
pub struct Scene<G: TableGame> {
    pub start: G,
    pub steps: Vec<Step<G::Action>>,
    /// Once the script is done, the routine moves go on until the learner must choose (a draw
    /// finished after the bid); otherwise the scene ends with its script.
    pub settle: bool,
}

/// A game's lesson: its scenes in order.
#[derive(Clone)]
pub struct Lesson<G: TableGame> {
    pub scenes: Vec<Scene<G>>,
}

/// How the lesson takes the learner's move.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The step asked for: it is played and the lesson goes on.
    Step,
    /// A move outside the script (a draw): it is played, the lesson waits as it was.
    Free,
    /// Not the move this step teaches (the engine may still refuse it first).
    Off,
}

/// Where a learner is in a lesson.
#[derive(Clone)]
pub struct Coach<G: Taught> {
    lesson: Rc<Lesson<G>>,
    scene: usize,
    step: usize,
}

impl<G: Taught> Coach<G> {
    /// The lesson from scene `scene` (a remembered one; past the end, its first).
    pub fn new(scene: usize) -> Coach<G> {
        let lesson = G::lesson();
        let scene = if scene < lesson.scenes.len() {
            scene
        } else {
            0
        };
        Coach {
            lesson: Rc::new(lesson),
            scene,
            step: 0,
        }
    }

    pub fn scene(&self) -> usize {
        self.scene
    }

    /// The position the current scene starts from (`None` once the lesson is done).
    pub fn start(&self) -> Option<G> {
        self.lesson.scenes.get(self.scene).map(|s| s.start.clone())
    }

    pub fn done(&self) -> bool {
        self.scene >= self.lesson.scenes.len()
    }

    fn steps(&self) -> &[Step<G::Action>] {
        self.lesson
            .scenes
            .get(self.scene)
            .map_or(&[], |s| s.steps.as_slice())
    }

    pub fn current(&self) -> Option<&Step<G::Action>> {
        self.steps().get(self.step)
    }

    /// The learner's place among the lesson's lines (1-based) and their number: the coach's
    /// `k/n`. Done: `n/n`.
    pub fn progress(&self) -> (usize, usize) {
        let lines =
            |steps: &[Step<G::Action>]| steps.iter().filter(|s| !matches!(s, Step::By(..))).count();
        let n: usize = self.lesson.scenes.iter().map(|s| lines(&s.steps)).sum();
        if self.done() {
            return (n, n);
        }
        let before: usize = self
            .lesson
            .scenes
            .iter()
            .take(self.scene)
            .map(|s| lines(&s.steps))
            .sum();
        // The line on show: the current step's, or while the others move, the last one said.
        let upto = match self.current() {
            Some(Step::By(..)) | None => self.step,
            Some(_) => self.step + 1,
        };
        let here = lines(self.steps().get(..upto).unwrap_or(&[]));
        ((before + here).clamp(1, n.max(1)), n)
    }

    /// The coach's line now: the id of the step's message, or of the last one said (while the
    /// others move between two of the learner's steps).
    pub fn line(&self) -> Option<&'static str> {
        let said = |s: &Step<G::Action>| match s {
            Step::Say(id) | Step::Do(id, _) => Some(*id),
            Step::By(..) => None,
        };
        let upto = (self.step + 1).min(self.steps().len());
        self.steps()
            .get(..upto)
            .and_then(|s| s.iter().rev().find_map(said))
    }

    /// Whether the table waits for the learner's Continue.
    pub fn explaining(&self) -> bool {
        matches!(self.current(), Some(Step::Say(_)))
    }

    /// The move `seat` makes now, seen from `view`: a computer seat's, or the learner's
    /// (their hint). `None` while the coach explains or the lesson is done: the table waits.
    pub fn answer(&self, seat: Seat, me: Seat, view: &G::View) -> Option<G::Action> {
        if self.done() {
            return None;
        }
        match self.current() {
            Some(Step::Say(_)) => None,
            Some(Step::Do(_, want)) if seat == me => match want {
                Want::Exactly(a) => Some(G::adapt(a, view)),
                Want::Any => G::any(view),
            },
            Some(Step::By(s, a)) if *s == seat => Some(a.clone()),
            // A seat the script says nothing of now (a mistake in a script leaves it without a
            // move, which the native tests catch).
            _ => G::routine(view),
        }
    }

    /// How the lesson takes the learner's `action`.
    pub fn judge(&self, action: &G::Action) -> Verdict {
        if self.done() || G::free(action) {
            return Verdict::Free;
        }
        match self.current() {
            Some(Step::Do(_, Want::Any)) => Verdict::Step,
            Some(Step::Do(_, Want::Exactly(a))) if G::same(a, action) => Verdict::Step,
            // Past the script of a settling scene, the learner's routine moves go through.
            None => Verdict::Free,
            _ => Verdict::Off,
        }
    }

    /// `seat` made `action`: the script moves past it if it was the step due.
    pub fn taken(&mut self, seat: Seat, me: Seat, action: &G::Action) {
        let due = match self.current() {
            Some(Step::Do(_, want)) if seat == me => match want {
                Want::Any => !G::free(action),
                Want::Exactly(a) => G::same(a, action),
            },
            Some(Step::By(s, a)) => *s == seat && G::same(a, action),
            _ => false,
        };
        if due {
            self.step += 1;
        }
    }

    /// Continue, after a line that only explains.
    pub fn next(&mut self) {
        if self.explaining() {
            self.step += 1;
        }
    }

    /// Whether the scene is over, given the match `waiting` for the learner (`Some(view)`:
    /// it is the learner's move) or not: the script is done and, in a settling scene, the
    /// learner must choose or the hand is over.
    pub fn scene_over(&self, learner: Option<&G::View>, hand_over: bool) -> bool {
        let Some(scene) = self.lesson.scenes.get(self.scene) else {
            return false;
        };
        if self.step < scene.steps.len() {
            return false;
        }
        !scene.settle || hand_over || learner.is_some_and(|v| G::routine(v).is_none())
    }

    /// On to the next scene: its start, or `None` when the lesson is done.
    pub fn next_scene(&mut self) -> Option<G> {
        self.scene += 1;
        self.step = 0;
        self.start()
    }
}

/// The cards of `faces` (codes, copies in order) taken from `hand`.
pub(crate) fn pick(hand: &[Card], faces: &str) -> Vec<Card> {
    let mut left = hand.to_vec();
    let mut picked = Vec::new();
    for code in faces.split_whitespace() {
        let Ok(face) = code.parse() else { continue };
        if let Some(i) = left.iter().position(|c| c.face == face) {
            picked.push(left.remove(i));
        }
    }
    picked
}
