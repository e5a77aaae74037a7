//! The Web Workers that make the computer's decisions, so that a long think never blocks the
//! page. One per game (`src/bin/worker_<game>.rs`, `worker-<game>-<hash>.js`), so that a Guan
//! Dan hand never fetches Sheng Ji's players. A worker holds no match: each message is a
//! [`Question`] (one seat's view and the agent's spec) and it answers with
//! [`remote::answer_in`].

use std::cell::Cell;

use gloo::worker::{HandlerId, Registrable, Worker, WorkerScope};

use crate::driver::remote::{self, Answer, Question, Remote};

thread_local! {
    /// What this worker answers with, set by its entry point ([`serve`]).
    static ANSWER: Cell<Option<fn(&Question) -> Answer>> = const { Cell::new(None) };
}

/// The worker's script for `game`, next to the page (relative: the site works under any
/// sub-path). Its name carries a hash of its contents, which the build writes into the page
/// (`<meta name="worker-<game>">`, scripts/service-worker.sh), so that this page never starts
/// another build's worker; the plain name where the page has none. An unknown game gets Guan
/// Dan's, whose answer then says the game is unknown.
pub fn script(game: &str) -> String {
    let name = match game {
        <crate::shengji::Game as Remote>::NAME => "worker-shengji",
        _ => "worker-guandan",
    };
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("meta[name={name}]"))
                .ok()
                .flatten()
        })
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| format!("./{name}.js"))
}

/// Starts a worker of `game` with `spawner`, from a loader of our own: a blob (as gloo's own,
/// so that it starts in a sandboxed frame too) that loads the worker's script, then its wasm
/// with the call of today's wasm-bindgen. Gloo's loader passes the wasm's address alone, which
/// wasm-bindgen warns of in the console at every start. Gloo's loader if no blob can be made.
pub fn spawn_thinker(
    spawner: &gloo::worker::WorkerSpawner<Thinker>,
    game: &str,
) -> gloo::worker::WorkerBridge<Thinker> {
    let script = script(game);
    match loader(&script) {
        Some(url) => spawner.spawn_with_loader(&url),
        None => spawner.spawn(&script),
    }
}

fn loader(script: &str) -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    let js = web_sys::Url::new_with_base(script, &href).ok()?.href();
    let wasm = js.strip_suffix(".js")?.to_string() + "_bg.wasm";
    let text = format!("importScripts({js:?});wasm_bindgen({{module_or_path:{wasm:?}}});");
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// The entry point of game `G`'s worker.
pub fn serve<G: Remote>() {
    ANSWER.with(|a| a.set(Some(remote::answer_in::<G>)));
    Thinker::registrar().register();
}

/// The wall clock in milliseconds as the worker reads it (`performance` of its global scope):
/// the page's clock of the same name agrees with it.
fn now() -> Option<f64> {
    use wasm_bindgen::JsCast;
    js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()?
        .dyn_into::<web_sys::Performance>()
        .ok()
        .map(|p| p.time_origin() + p.now())
}

/// The worker, as the page's bridges name it (the same type for both games: only the script
/// differs).
pub struct Thinker;

impl Worker for Thinker {
    type Message = ();
    type Input = Question;
    type Output = Answer;

    fn create(_scope: &WorkerScope<Self>) -> Thinker {
        Thinker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, question: Question, id: HandlerId) {
        // (Not `remote::answer` when unset: that would link both games into each worker.)
        let started = now();
        let mut answer = match ANSWER.with(Cell::get) {
            Some(answer) => answer(&question),
            None => remote::unanswered(&question, "no game set".to_string()),
        };
        answer.worked = started.map(|t| (t, now().unwrap_or(t)));
        scope.respond(id, answer);
    }
}
