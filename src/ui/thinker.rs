//! Asking the computer's decisions of the Web Worker ([`super::worker::Thinker`]) and pacing
//! their arrival: an answer is shown no sooner than the speed setting allows after the
//! question, so quick decisions still read at a human pace and slow ones add nothing.
//!
//! If the worker cannot be started or does not answer within [`WATCHDOG_MS`] (a missing file,
//! a browser without workers), the page answers itself from then on and says so on the console.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use gloo::worker::{Spawnable, WorkerBridge};
use serde::Serialize;
use serde::de::DeserializeOwned;
use yew::Callback;

use super::core::{CardTable, Core};
use super::pacing::{AfterPaint, after_paint};
use super::worker::Thinker;
use crate::driver::remote::{self, Answer, Question};

/// The worker script, next to the page (relative: the site works under any sub-path).
pub(super) const WORKER_PATH: &str = "./worker.js";
/// How long an answer may take before the page stops counting on the worker.
const WATCHDOG_MS: u32 = 15_000;

/// Milliseconds since the page loaded.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

#[derive(Default)]
struct Pending {
    question: Option<Question>,
    asked_at: f64,
    pace: u32,
    watchdog: Option<Timeout>,
    delay: Option<Timeout>,
    local: Option<AfterPaint>,
    /// The worker failed once: the page answers itself.
    dead: bool,
}

/// One table's line to its workers: one for the computer seats, and one started at the first
/// Hint, so that a long think over a hint never holds up the computer's turns.
pub struct Asker {
    play: WorkerBridge<Thinker>,
    hint: RefCell<Option<WorkerBridge<Thinker>>>,
    pending: Rc<RefCell<Pending>>,
    deliver: Callback<Answer>,
}

impl Asker {
    /// Starts the worker; `deliver` gets every answer, paced.
    pub fn new(deliver: Callback<Answer>) -> Asker {
        let pending: Rc<RefCell<Pending>> = Rc::default();
        Asker {
            play: spawn(&pending, &deliver),
            hint: RefCell::new(None),
            pending,
            deliver,
        }
    }

    /// Asks `q`; its answer is delivered `pace` ms after this call at the earliest. A newer
    /// question replaces an unanswered one.
    pub fn ask(&self, q: Question, pace: u32) {
        let mut p = self.pending.borrow_mut();
        p.question = Some(q.clone());
        p.asked_at = now();
        p.pace = pace;
        p.delay = None;
        p.local = None;
        if !p.dead {
            if q.hint {
                self.hint
                    .borrow_mut()
                    .get_or_insert_with(|| spawn(&self.pending, &self.deliver))
                    .send(q.clone());
            } else {
                self.play.send(q.clone());
            }
            let pending = self.pending.clone();
            let deliver = self.deliver.clone();
            p.watchdog = Some(Timeout::new(WATCHDOG_MS, move || {
                web_sys::console::warn_1(
                    &"the AI worker did not answer: thinking on the page instead".into(),
                );
                pending.borrow_mut().dead = true;
                answer_here(&pending, &deliver, q);
            }));
        } else {
            drop(p);
            answer_here(&self.pending, &self.deliver, q);
        }
    }

    /// Forgets the question awaited (the table moved on).
    pub fn cancel(&self) {
        let mut p = self.pending.borrow_mut();
        p.question = None;
        p.watchdog = None;
        p.delay = None;
        p.local = None;
    }
}

fn spawn(pending: &Rc<RefCell<Pending>>, deliver: &Callback<Answer>) -> WorkerBridge<Thinker> {
    let pending = pending.clone();
    let deliver = deliver.clone();
    Thinker::spawner()
        .callback(move |a: Answer| arrived(&pending, &deliver, a, "worker"))
        .spawn(WORKER_PATH)
}

/// Answers on the page, once the current frame has been painted.
fn answer_here(pending: &Rc<RefCell<Pending>>, deliver: &Callback<Answer>, q: Question) {
    let slot = pending.clone();
    let deliver = deliver.clone();
    let call = after_paint(0, move || {
        let a = remote::answer(&q);
        arrived(&slot, &deliver, a, "page");
    });
    pending.borrow_mut().local = Some(call);
}

/// An answer came: if it is the one awaited, record the think time and deliver it when the
/// pace allows.
fn arrived(pending: &Rc<RefCell<Pending>>, deliver: &Callback<Answer>, a: Answer, by: &str) {
    let mut p = pending.borrow_mut();
    let Some(q) = p.question.as_ref().filter(|q| q.ticket == a.ticket) else {
        return;
    };
    let took = now() - p.asked_at;
    // Read by the end-to-end test that reports think times.
    web_sys::console::debug_1(
        &format!(
            "think {} {} {} {took:.1} ms ({by})",
            q.game,
            q.spec.kind.name(),
            if q.hint { "hint" } else { "play" },
        )
        .into(),
    );
    p.question = None;
    p.watchdog = None;
    let wait = (p.pace as f64 - took).max(0.0) as u32;
    let deliver = deliver.clone();
    p.delay = Some(Timeout::new(wait, move || deliver.emit(a)));
}

/// Asks a table's pending decision (an AI seat's action or the human's hint) whenever the
/// match moves on or a hint is wanted; answers go to `deliver`. `pace` is the least time
/// before an AI's action shows. `hold` keeps the question back (the page is dealing on its
/// own).
#[yew::hook]
pub fn use_thinking<G>(core: &Core<G>, pace: u32, hold: bool, deliver: Callback<Answer>)
where
    G: CardTable,
    G::Event: Serialize + DeserializeOwned,
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    let asker = yew::use_mut_ref(|| Asker::new(deliver));
    let question = if hold { None } else { core.question() };
    yew::use_effect_with(
        (core.progress, core.hint_asked, pace, hold),
        move |_| match question {
            Some(q) => {
                let pace = if q.hint { 0 } else { pace };
                asker.borrow().ask(q, pace);
            }
            None => asker.borrow().cancel(),
        },
    );
}
