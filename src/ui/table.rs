//! What both games' tables do alike: how the core takes the messages every table takes
//! ([`TableMsg`], carried by each game's own `Msg`), and the hooks every table runs (the
//! worker's answers, the friends' news, the pause on a finished trick, the keys, Back closing
//! a panel, looking back over a hand).

use yew::prelude::*;

use super::core::{CardTable, Core, Note, Panel};
use super::msg::TableMsg;
use super::review::LookBackProps;
use super::study::{Studied, Study};
use super::thinker;
use crate::driver::remote::{Answer, Remote};
use std::cell::RefCell;
use std::rc::Rc;

impl<G: CardTable> Core<G> {
    /// Takes `msg`. `moved` is set where a friend's news moved the match. Returns whether the
    /// position or the selection changed (a chooser open over the old one closes).
    pub fn take(&mut self, msg: TableMsg, moved: &mut bool) -> bool {
        match msg {
            TableMsg::Answer(a) => self.answered(&a),
            TableMsg::Toggle(card) => {
                self.toggle(card);
                true
            }
            TableMsg::Clear => {
                self.clear();
                true
            }
            TableMsg::Hint => {
                self.hint();
                true
            }
            TableMsg::Open(panel) => {
                self.panel = panel;
                false
            }
            TableMsg::Release => {
                self.release();
                false
            }
            TableMsg::Wire(w) => {
                *moved = self.wire(w);
                *moved
            }
            TableMsg::Lesson(m) => {
                self.lesson_msg(m);
                true
            }
            TableMsg::PlayAgain => {
                self.play_again();
                true
            }
            TableMsg::Autoplay(on) => {
                // Not saved (托管 lasts the visit), but the table asks anew.
                self.auto = on;
                self.moved_on();
                self.progress += 1;
                true
            }
        }
    }

    /// The end of every message: the table draws anew; a match that moved is asked anew and
    /// saved under `key`.
    pub fn settle_msg(&mut self, moved: bool, key: &'static str) {
        self.version += 1;
        if moved {
            self.progress += 1;
            self.store(key);
        }
    }
}

/// What a table's pause on a finished trick waits on (see `ui::pause`).
pub struct Pause {
    pub millis: u32,
    /// The trick's winner, whose seat the cards go to.
    pub winner: Option<usize>,
    /// Whether the cards stay drawn until the release (Guan Dan's finished round of plays).
    pub keep: bool,
}

/// The hand looked back on (see `study::use_look_back`): the match (its replay is worked out
/// in the look-back piece), its review and the review's start.
pub struct LookBack<G: Studied> {
    pub m: Option<Rc<RefCell<crate::driver::Match<G>>>>,
    pub progress: u64,
    pub study: UseReducerHandle<Study<G>>,
    pub start: Callback<()>,
}

impl<G: Studied> LookBack<G> {
    /// The replay or the review panel, closed back to the table; `split` is the game's
    /// look-back piece (`review::LookBackProps`).
    pub fn panel<M, F>(
        &self,
        panel: Panel,
        split: fn(LookBackProps<G>) -> F,
        dispatch: &Callback<M>,
    ) -> Option<Html>
    where
        M: From<TableMsg> + 'static,
        F: std::future::Future<Output = Result<Html, super::piece::Missing>> + 'static,
    {
        let props = LookBackProps {
            panel,
            m: self.m.clone(),
            progress: self.progress,
            study: self.study.clone(),
            start: self.start.clone(),
            on_close: dispatch.reform(|_| M::from(TableMsg::Open(Panel::Table))),
        };
        matches!(panel, Panel::Replay | Panel::Review)
            .then(|| super::piece::lazy("look-back".to_string(), split, props))
    }

    /// The human's result beside the Hard player's (see `review::comparison`).
    pub fn comparison(&self, first: Option<&(G, G::Event)>) -> Html {
        super::review::comparison(&self.study, first)
    }
}

/// The hooks every table runs, in one order: the worker answers at `pace` (held while a
/// finished trick is shown), a friend's news comes in, the finished trick goes after its pause,
/// keys, Back closes a panel; returns the hand looked back on.
#[hook]
pub fn use_table<G>(
    core: &Core<G>,
    pace: u32,
    pause: Pause,
    send: Callback<TableMsg>,
) -> LookBack<G>
where
    G: CardTable + Studied,
{
    let holding = core.holding();
    use_thinking(core, pace, holding, send.reform(TableMsg::Answer));
    super::friends::use_friends(core, send.reform(TableMsg::Wire));
    super::pause::use_pause(
        holding.then_some(core.settled),
        pause.millis,
        pause.winner,
        pause.keep,
        send.reform(|()| TableMsg::Release),
    );
    super::keys::use_keys();
    super::history::use_panel_history(
        core.panel != Panel::Table,
        send.reform(|()| TableMsg::Open(Panel::Table)),
    );
    let (study, start) = super::study::use_look_back(core);
    LookBack {
        m: core.local().cloned(),
        progress: core.progress,
        study,
        start,
    }
}

/// What both tables draw alike around the game: the notices under the bar (the lesson's
/// coach, what the table's start said), a tap on the felt that ends the pause on a finished
/// trick, and the 托管 toggle (at the end of the action bar, always in reach).
pub struct Around {
    pub notices: Html,
    pub on_felt: Callback<MouseEvent>,
    pub auto: Html,
}

pub fn around<G, M>(
    core: &Core<G>,
    dispatch: &Callback<M>,
    on_easy: Callback<()>,
    said: Option<String>,
    on_home: &Callback<()>,
) -> Around
where
    G: CardTable,
    M: From<TableMsg> + 'static,
{
    let send = dispatch.reform(M::from);
    let coach = super::lesson::coach(
        core,
        send.reform(TableMsg::Lesson),
        on_easy,
        on_home.clone(),
    );
    let holding = core.holding();
    let release = send.clone();
    Around {
        notices: super::toolbar::notices(core, coach, said, on_home),
        on_felt: Callback::from(move |_| {
            if holding {
                release.emit(TableMsg::Release)
            }
        }),
        auto: html! {
            <super::toolbar::AutoToggle on={core.auto} toggle={send.reform(TableMsg::Autoplay)} />
        },
    }
}

/// The line beside a table's buttons and what sits at the end of their row.
#[derive(Clone, PartialEq)]
pub struct Line {
    /// Whose turn it is, or what to do (the lesson's and a lost host's word first).
    pub prompt: String,
    /// A refusal or a hint's reason, over the prompt.
    pub note: Option<Note>,
    /// The 托管 toggle.
    pub auto: Html,
}

impl<G: CardTable> Core<G> {
    /// The line under the table: a lesson waiting on its explanation says so, a friend's page
    /// whose host left says that, else the game's `prompt`.
    pub fn line(&self, auto: Html, prompt: impl FnOnce() -> String) -> Line {
        let prompt = super::lesson::prompt(self).unwrap_or_else(|| {
            if self.host_gone() {
                t!("friends-host-left")
            } else {
                prompt()
            }
        });
        Line {
            prompt,
            note: self.note.clone(),
            auto,
        }
    }
}

/// The row under the table: the game's `buttons`, the line, the 托管 toggle and the `tools`.
pub fn controls_row(buttons: Html, line: &Line, tools: Html) -> Html {
    html! {
        <div class="controls">
            <div class="buttons">{ buttons }</div>
            { super::form::note_line(line.note.as_ref(), &line.prompt) }
            <div class="auto-slot">{ line.auto.clone() }</div>
            <div class="tools">{ tools }</div>
        </div>
    }
}

/// Hint and Clear, enabled when `on`.
pub fn hint_and_clear<M: From<TableMsg> + Clone + 'static>(on: bool, d: &Callback<M>) -> Html {
    html! { <>
        { super::form::button(&t!("hint"), "hint", on, false, M::from(TableMsg::Hint), d) }
        { super::form::button(&t!("clear"), "clear", on, false, M::from(TableMsg::Clear), d) }
    </> }
}

/// Where a table starts: a match of this page, or a core made otherwise (a friend's seat, the
/// host's match with friends).
pub enum Booted<G: CardTable> {
    Match(u64, crate::driver::Match<G>),
    Core(Core<G>),
}

/// The match to show first: with friends, the host's new match or a friend's seat; a match
/// carried over from a frame ("open full screen"); the saved one if it `fits` the rules chosen
/// (a match of other rules is not resumed: Play starts one with the rules just picked) and the
/// address asks for no other seed; else a new one, saved at once (Back, then Play, finds it
/// again before any move). With what to say, if a save had to be discarded.
pub fn boot<G: CardTable>(
    seed: Option<u64>,
    company: Option<&super::friends::Company>,
    save_key: &str,
    new_match: impl Fn(u64) -> crate::driver::Match<G>,
    players: impl FnOnce(&G, u64) -> Vec<crate::driver::Player>,
    fits: impl FnOnce(&G) -> bool,
) -> (Booted<G>, Option<String>) {
    use super::saved::{self, Loaded};
    if let Some(c) = company {
        let core = super::friends::table_core::<G>(c, || {
            let seed = super::fresh_seed();
            (seed, new_match(seed))
        });
        return (Booted::Core(core), None);
    }
    let fresh = |seed: Option<u64>| {
        let seed = seed.unwrap_or_else(super::fresh_seed);
        let m = new_match(seed);
        saved::store(save_key, seed, &m);
        Booted::Match(seed, m)
    };
    if let Some((seed, m)) = super::records::resume_in_address::<G>(players) {
        return (Booted::Match(seed, m), None);
    }
    match saved::load::<G>(save_key) {
        Loaded::Match(saved, m) if seed.is_none_or(|s| s == saved) && fits(m.game()) => {
            (Booted::Match(saved, m), None)
        }
        Loaded::Discarded(reason) => (fresh(seed), Some(super::strings::save_discarded(&reason))),
        _ => (fresh(seed), None),
    }
}

/// How a game makes its table's state: from a match of this page, from a core made otherwise.
pub type Makers<G, T> = (fn(u64, crate::driver::Match<G>) -> T, fn(Core<G>) -> T);

/// The table's state, made once: the lesson's when `lesson` asks for one, else `boot`'s (a
/// saved match, a friend's seat or a new match, with what to say of it, if anything), made a
/// table by `new` (a match of this page) or `of` (a core).
#[hook]
pub fn use_booted<G, T, F>(
    lesson: bool,
    makers: Makers<G, T>,
    boot: F,
) -> (UseReducerHandle<T>, Option<String>)
where
    G: CardTable,
    T: Reducible + PartialEq + Clone + 'static,
    F: FnOnce() -> (Booted<G>, Option<String>) + 'static,
{
    let booted = use_memo((), move |_| {
        let (new, of) = makers;
        let (start, said) = match lesson.then(Core::<G>::lesson).flatten() {
            Some(core) => (Booted::Core(core), None),
            None => boot(),
        };
        let table = match start {
            Booted::Match(seed, m) => new(seed, m),
            Booted::Core(core) => of(core),
        };
        (table, said)
    });
    let table = use_reducer_eq({
        let first = booted.0.clone();
        move || first
    });
    (table, booted.1.clone())
}

/// The match in the address, so that a reload or a shared link finds it again: a lesson's own
/// address, none at a friend's seat (the match is the host's).
#[hook]
pub fn use_address<G: CardTable>(
    core: &Core<G>,
    game: crate::launch::GameKind,
    variant: Option<String>,
    speed: Option<crate::launch::Speed>,
) {
    let guest = core.local().is_none();
    let learning = core.lesson.is_some();
    use_effect_with(
        (core.seed, variant, speed, learning),
        move |(seed, variant, speed, learning)| {
            if *learning {
                super::remember_in_url(&format!("?game={}&learn", game.slug()));
            } else if !guest {
                let query = crate::launch::query_for(game, *seed, variant.as_deref(), *speed);
                super::remember_in_url(&query);
            }
        },
    );
}

/// The middle of the felt: what just happened, for the eye and for a screen reader.
pub fn centre(lines: Vec<Html>) -> Html {
    html! { <div class="centre" aria-live="polite">{ for lines }</div> }
}

/// Asks a table's pending decision (an AI seat's action or the human's hint) whenever the
/// match moves on or a hint is wanted; answers go to `deliver`. `pace` is the least time
/// before an AI's action shows. `hold` keeps the question back (the page is dealing on its
/// own).
#[yew::hook]
fn use_thinking<G>(core: &Core<G>, pace: u32, hold: bool, deliver: Callback<Answer>)
where
    G: CardTable,
{
    let asker = yew::use_mut_ref(|| thinker::Asker::new(deliver));
    // A lesson answers from its script, at the same pace; a seat with one action only (a
    // draw with nothing to bid) is answered here too, the worker never asked.
    let here = if hold {
        None
    } else {
        core.scripted().or_else(|| core.forced())
    };
    let question = if hold || here.is_some() {
        None
    } else {
        core.question()
    };
    // The worker loads before the table's first question, as soon as the game says it will
    // be needed (see `CardTable::needs_worker_soon`): a table that begins with answers made
    // here (Sheng Ji's draw) has it ready when a choice comes.
    let warm =
        core.local().is_some() && core.lesson.is_none() && G::needs_worker_soon(&core.view());
    yew::use_effect_with(warm, {
        let asker = asker.clone();
        move |warm| {
            if *warm {
                asker.borrow().warm(<G as Remote>::NAME);
            }
        }
    });
    yew::use_effect_with(
        (core.progress, core.hint_asked, pace, hold),
        move |_| match (question, here) {
            (Some(q), _) => {
                let pace = if q.hint { 0 } else { pace };
                asker.borrow().ask(q, pace);
            }
            (None, Some(a)) => {
                let pace = if a.hint { 0 } else { pace };
                asker.borrow().answer_here(a, pace);
            }
            (None, None) => asker.borrow().cancel(),
        },
    );
}
