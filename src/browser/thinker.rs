//! Asking the computer's decisions of the Web Worker ([`super::worker::Thinker`]) and pacing
//! their arrival: an answer is shown no sooner than the speed setting allows after the
//! question, so quick decisions still read at a human pace and slow ones add nothing.
//!
//! The page never thinks itself (it does not even contain the computer players): if the
//! worker does not answer within [`WATCHDOG_MS`], a fresh worker is asked once more, and if
//! that one is silent too the table says so (the match is saved; a reload tries again).
//!
//! A Sheng Ji Hard player's decision, and every Sheng Ji Hint (the Hard player's), is shared
//! by a pool of workers ([`pool_size`]): each searches its share of the sampled deals
//! (`Task::Shard`), and the first worker ranks them all together (`Task::Merge`), which gives
//! the same choice (and the same ranking) as one worker alone.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use gloo::worker::{Spawnable, WorkerBridge};
use yew::Callback;

use super::worker::Thinker;
use crate::driver::remote::{self, Answer, NO_WORKER, Question, Shard, Task};

/// How long an answer may take before the worker is taken for dead.
const WATCHDOG_MS: u32 = 15_000;

/// The wall clock in milliseconds, as the workers read it too (see `browser::worker`).
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.time_origin() + p.now())
}

#[derive(Default)]
struct Pending {
    question: Option<Question>,
    asked_at: f64,
    pace: u32,
    watchdog: Option<Timeout>,
    delay: Option<Timeout>,
    /// Workers started again after a silence (one retry per question).
    retried: bool,
    /// The first question waits for the page's first paint (see [`send`]).
    first: Option<super::pacing::AfterPaint>,
    /// The worker started ahead of the first question (see [`Asker::warm`]); a slot of its
    /// own, so that warming never cancels a first question's sending.
    warming: Option<super::pacing::AfterPaint>,
    /// A pooled search: the shares answered so far, out of `sharing`.
    shares: Vec<remote::Packed>,
    sharing: u32,
}

/// The workers of one table: one for the computer seats, and one started at the first Hint,
/// so that a long think over a hint never holds up the computer's turns.
struct Workers {
    /// `None` where the page may not start workers (see [`workers_allowed`]).
    play: RefCell<Option<WorkerBridge<Thinker>>>,
    hint: RefCell<Option<WorkerBridge<Thinker>>>,
    /// The other workers of the pool that shares a search with `play`.
    helpers: RefCell<Vec<WorkerBridge<Thinker>>>,
}

thread_local! {
    static POOL: std::cell::OnceCell<u32> = const { std::cell::OnceCell::new() };
}

/// Workers that share a search: `?workers=N` (1 to 4), else one per hardware thread but one,
/// at most 4, and two on a machine of two threads (the page waits on the search anyway: a Sheng
/// Ji Hard play's p95 there fell from 1,086 to 657 ms, README). Read once, at the page's start
/// (the address is tidied afterwards).
pub fn pool_size() -> u32 {
    POOL.with(|p| {
        *p.get_or_init(|| {
            let window = web_sys::window();
            let asked = window
                .as_ref()
                .and_then(|w| w.location().search().ok())
                .and_then(|s| web_sys::UrlSearchParams::new_with_str(&s).ok())
                .and_then(|p| p.get("workers"))
                .and_then(|v| v.parse::<u32>().ok());
            let threads = window.map_or(1.0, |w| w.navigator().hardware_concurrency());
            let spare = match threads as u32 {
                t @ 0..=2 => t,
                t => t - 1,
            };
            asked.unwrap_or(spare).clamp(1, 4)
        })
    })
}

/// Whether `q` is searched by the pool: a Sheng Ji Hard decision, a player's or a hint's,
/// when the pool has more than one worker. Not Guan Dan's: its search is not shared (more
/// deals searched in the same time won it no more hands, README "The computer players").
fn pooled(q: &Question) -> bool {
    q.game == <crate::shengji::Game as crate::driver::remote::Remote>::NAME
        && q.spec.kind == crate::agents::AgentKind::Hard
        && q.task == Task::Decide
        && pool_size() > 1
}

/// Whether this page can start a worker (gloo panics where the browser has none).
///
/// A frame sandboxed without `allow-same-origin` (an opaque origin) can: the browser refuses
/// `new Worker("./worker.js")` there, but gloo never asks for that. It starts each worker from
/// a `blob:` script of the page's own making, which the page may always run, and that script
/// loads `worker.js` and its wasm by absolute URLs (resolved against the page's address, as a
/// relative one would not resolve inside a `blob:`): `importScripts` needs no CORS, the wasm's
/// fetch is answered with `Access-Control-Allow-Origin: *` (GitHub Pages sends it on every
/// file), and in the CSP `'self'` still means the site's origin (tests/e2e/embed.test.mjs).
pub fn workers_allowed() -> bool {
    web_sys::window().is_some()
        && js_sys::Reflect::has(&js_sys::global(), &"Worker".into()).unwrap_or(false)
}

/// One table's line to its workers.
pub struct Asker {
    workers: Rc<Workers>,
    pending: Rc<RefCell<Pending>>,
    deliver: Callback<Answer>,
}

impl Asker {
    /// Starts the worker; `deliver` gets every answer, paced.
    pub fn new(deliver: Callback<Answer>) -> Asker {
        let pending: Rc<RefCell<Pending>> = Rc::default();
        Asker {
            workers: Rc::new(Workers {
                // Started with the first question, after the first paint (see `send`).
                play: RefCell::new(None),
                hint: RefCell::new(None),
                helpers: RefCell::new(Vec::new()),
            }),
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
        p.retried = false;
        drop(p);
        send(&self.workers, &self.pending, &self.deliver, q);
    }

    /// Starts the play worker of `game` after the next paint, if it is not running yet.
    pub fn warm(&self, game: &'static str) {
        if !workers_allowed() || self.workers.play.borrow().is_some() {
            return;
        }
        let (w, p, d) = (
            self.workers.clone(),
            self.pending.clone(),
            self.deliver.clone(),
        );
        let start = super::pacing::after_paint(0, move || {
            if w.play.borrow().is_none() {
                *w.play.borrow_mut() = Some(spawn(&w, &p, &d, game));
            }
        });
        self.pending.borrow_mut().warming = Some(start);
    }

    /// Delivers `a`, made on the page (a lesson's script), `pace` ms from now.
    pub fn answer_here(&self, a: Answer, pace: u32) {
        let mut p = self.pending.borrow_mut();
        p.question = None;
        p.watchdog = None;
        let deliver = self.deliver.clone();
        p.delay = Some(Timeout::new(pace, move || deliver.emit(a)));
    }

    /// Forgets the question awaited (the table moved on).
    pub fn cancel(&self) {
        let mut p = self.pending.borrow_mut();
        p.question = None;
        p.watchdog = None;
        p.delay = None;
    }
}

/// Sends `q` to its worker and watches for the answer.
fn send(
    workers: &Rc<Workers>,
    pending: &Rc<RefCell<Pending>>,
    deliver: &Callback<Answer>,
    q: Question,
) {
    if !workers_allowed() {
        pending.borrow_mut().retried = true;
        return silent(workers, pending, deliver, q);
    }
    if !q.hint && workers.play.borrow().is_none() {
        // The worker's code is fetched only once the table is on screen: the first paint
        // does not wait for it.
        let (w, p, d) = (workers.clone(), pending.clone(), deliver.clone());
        let start = super::pacing::after_paint(0, move || {
            if w.play.borrow().is_none() {
                *w.play.borrow_mut() = Some(spawn(&w, &p, &d, &q.game));
            }
            send(&w, &p, &d, q);
        });
        pending.borrow_mut().first = Some(start);
        return;
    }
    if pooled(&q) {
        share(workers, pending, deliver, &q);
    } else if let Some(w) = first(workers, pending, deliver, &q).borrow().as_ref() {
        w.send(q.clone());
    }
    let (w, p, d) = (workers.clone(), pending.clone(), deliver.clone());
    pending.borrow_mut().watchdog = Some(Timeout::new(WATCHDOG_MS, move || silent(&w, &p, &d, q)));
}

/// No answer in time: one retry with fresh workers, then an answer that says no worker
/// answered (the table shows it).
fn silent(
    workers: &Rc<Workers>,
    pending: &Rc<RefCell<Pending>>,
    deliver: &Callback<Answer>,
    q: Question,
) {
    let retry = !pending.borrow().retried;
    web_sys::console::warn_1(&format!("the AI worker did not answer (retry: {retry})").into());
    if retry {
        pending.borrow_mut().retried = true;
        *workers.play.borrow_mut() = Some(spawn(workers, pending, deliver, &q.game));
        *workers.hint.borrow_mut() = None;
        workers.helpers.borrow_mut().clear();
        send(workers, pending, deliver, q);
        return;
    }
    pending.borrow_mut().question = None;
    deliver.emit(crate::driver::remote::unanswered(&q, NO_WORKER.to_string()));
}

/// The worker that answers `q` (or ranks its pool's shares): the hint worker for a hint
/// (started here the first time), else the play worker.
fn first<'w>(
    workers: &'w Rc<Workers>,
    pending: &Rc<RefCell<Pending>>,
    deliver: &Callback<Answer>,
    q: &Question,
) -> &'w RefCell<Option<WorkerBridge<Thinker>>> {
    if !q.hint {
        return &workers.play;
    }
    let mut hint = workers.hint.borrow_mut();
    if hint.is_none() {
        *hint = Some(spawn(workers, pending, deliver, &q.game));
    }
    &workers.hint
}

/// Sends each worker of the pool its share of `q`'s search (starting the helpers the first
/// time). A hint's pool is the hint worker and the helpers: should the player move before
/// the hint comes, a helper may still be searching its share when the next play's share
/// comes, which then waits for it.
fn share(
    workers: &Rc<Workers>,
    pending: &Rc<RefCell<Pending>>,
    deliver: &Callback<Answer>,
    q: &Question,
) {
    let of = pool_size();
    {
        let mut helpers = workers.helpers.borrow_mut();
        while helpers.len() + 1 < of as usize {
            helpers.push(spawn(workers, pending, deliver, &q.game));
        }
    }
    {
        let mut p = pending.borrow_mut();
        p.shares.clear();
        p.sharing = of;
    }
    let part = |index: u32| Question {
        task: Task::Shard {
            shard: Shard { index, of },
        },
        ..q.clone()
    };
    if let Some(w) = first(workers, pending, deliver, q).borrow().as_ref() {
        w.send(part(0));
    }
    for (k, w) in workers.helpers.borrow().iter().enumerate() {
        w.send(part(k as u32 + 1));
    }
}

/// Starts a worker of `game`.
fn spawn(
    workers: &Rc<Workers>,
    pending: &Rc<RefCell<Pending>>,
    deliver: &Callback<Answer>,
    game: &str,
) -> WorkerBridge<Thinker> {
    let (workers, pending, deliver) = (Rc::downgrade(workers), pending.clone(), deliver.clone());
    super::worker::spawn_thinker(
        Thinker::spawner().callback(move |a: Answer| {
            if let Some(w) = workers.upgrade() {
                arrived(&w, &pending, &deliver, a)
            }
        }),
        game,
    )
}

/// An answer came: a share of a pooled search is kept until all are in, then the first
/// worker ranks them; the answer awaited has its think time recorded and is delivered when
/// the pace allows.
fn arrived(
    workers: &Rc<Workers>,
    pending: &Rc<RefCell<Pending>>,
    deliver: &Callback<Answer>,
    a: Answer,
) {
    let mut p = pending.borrow_mut();
    let Some(q) = p.question.clone().filter(|q| q.ticket == a.ticket) else {
        return;
    };
    let q = &q;
    if let Some(deals) = a.deals {
        web_sys::console::debug_1(
            &format!("share {} of {} (worker)", p.shares.len() + 1, p.sharing).into(),
        );
        p.shares.push(deals);
        if p.shares.len() as u32 == p.sharing {
            let merge = Question {
                task: Task::Merge {
                    deals: std::mem::take(&mut p.shares),
                },
                ..q.clone()
            };
            drop(p);
            if let Some(w) = first(workers, pending, deliver, q).borrow().as_ref() {
                w.send(merge);
            }
        }
        return;
    }
    let at = now();
    let took = at - p.asked_at;
    // The way to the worker, its own part and the way back, of the worker that answered: for
    // a pooled search that is the first worker's ranking, so the shares' search shows as the
    // way there.
    let (there, inside, back) = a.worked.map_or((0.0, 0.0, 0.0), |(start, end)| {
        (start - p.asked_at, end - start, at - end)
    });
    // Read by the end-to-end test that reports think times.
    web_sys::console::debug_1(
        &format!(
            "think {} {} {} {took:.1} ms (worker{}) {inside:.1} ms inside {there:.1} there {back:.1} back",
            q.game,
            q.spec.kind.name(),
            if q.hint { "hint" } else { "play" },
            if pooled(q) {
                format!("s:{}", pool_size())
            } else {
                String::new()
            },
        )
        .into(),
    );
    p.question = None;
    p.watchdog = None;
    let wait = (p.pace as f64 - took).max(0.0) as u32;
    let deliver = deliver.clone();
    p.delay = Some(Timeout::new(wait, move || deliver.emit(a)));
}
