//! Learn to play, on screen: the coach's strip above a lesson's felt (its line, its step,
//! Continue), the dialog of a finished lesson, the Learn buttons (home page and the table's
//! bar), and the home page's offer on a first visit. The lesson itself is `crate::lesson`;
//! the table's side of it is `coach`.

use yew::prelude::*;

use super::coach::{LessonMsg, Progress, progress_of};
use super::core::{CardTable, Core};
use crate::i18n::Part;
use crate::launch::GameKind;

/// Opens a game's lesson (the app provides it to every screen).
#[derive(Clone, PartialEq)]
pub struct Learn(pub Callback<GameKind>);

/// The coach's strip, or the finished lesson's dialog, for a lesson's table (nothing for
/// another table). `on_easy` starts a real match at the Easy tier.
pub fn coach<G: CardTable>(
    core: &Core<G>,
    send: Callback<LessonMsg>,
    on_easy: Callback<()>,
    on_home: Callback<()>,
) -> Html {
    let Some(coach) = &core.lesson else {
        return html! {};
    };
    let state = (
        coach.progress(),
        coach.line(),
        coach.explaining(),
        coach.done(),
    );
    coach_view(state, send, on_easy, on_home)
}

/// The strip or the dialog, drawn once for both games: the step `(k, n)`, the line's id,
/// whether the coach explains, whether the lesson is done.
#[inline(never)]
fn coach_view(
    ((k, n), line, explaining, done): ((usize, usize), Option<&'static str>, bool, bool),
    send: Callback<LessonMsg>,
    on_easy: Callback<()>,
    on_home: Callback<()>,
) -> Html {
    if done {
        let send = send.clone();
        return html! {
            <div class="dialog lesson-done fit" data-lesson-done="true" role="dialog" aria-modal="true"
                aria-labelledby="lesson-done-title">
                <div class="dialog-head">
                    <h2 id="lesson-done-title">{ t!("lesson-done-title") }</h2>
                    <p>{ t!("lesson-done-text") }</p>
                    <div class="buttons">
                        <button type="button" class="btn primary" data-action="lesson-easy" autofocus=true
                            onclick={on_easy.reform(|_| ())}>{ t!("lesson-play-easy") }</button>
                        <button type="button" class="btn" data-action="lesson-again"
                            onclick={send.reform(|_| LessonMsg::Again)}>{ t!("lesson-again") }</button>
                        <button type="button" class="btn" data-action="home"
                            onclick={on_home.reform(|_| ())}>{ t!("back-to-games") }</button>
                    </div>
                </div>
            </div>
        };
    }
    // The lessons' lines are fetched with the first lesson (see `use_lesson_words`).
    let ready = crate::i18n::missing(crate::i18n::lang(), Part::Lessons).is_empty();
    let line = match line {
        Some(id) if ready => html! { crate::i18n::tr(id, None) },
        _ => html! { <span class="spinner"></span> },
    };
    html! {
        <aside class="coach" data-lesson-step={format!("{k}/{n}")} aria-label={t!("learn")}>
            <p class="coach-step">{ t!("lesson-step", k = k, n = n) }</p>
            <p class="coach-line" role="status" aria-live="polite">{ line }</p>
            if explaining {
                <button type="button" class="btn primary" data-action="lesson-next"
                    onclick={send.reform(|_| LessonMsg::Next)}>{ t!("lesson-next") }</button>
            }
        </aside>
    }
}

/// The line beside the buttons while the coach explains (the table waits for Continue).
pub fn prompt<G: CardTable>(core: &Core<G>) -> Option<String> {
    core.lesson
        .as_ref()
        .filter(|c| c.explaining())
        .map(|_| t!("lesson-wait"))
}

/// Fetches the lessons' lines in the table's language when the table is a lesson (a hook:
/// the table calls it every time).
#[hook]
pub fn use_lesson_words(learning: bool) {
    let lang = super::language::use_lang();
    super::language::use_catalog(lang, if learning { Part::Lessons } else { Part::Table });
}

/// "Learn to play" for one game: "Continue the lesson" when one was left half-way, a mark
/// when it is done; `named`: a button named after its game (the home page's offer).
pub fn learn_button(learn: Option<&Learn>, game: GameKind, named: bool, button: bool) -> Html {
    let Some(Learn(open)) = learn else {
        return html! {};
    };
    let progress = progress_of(game.slug());
    let label = match progress {
        _ if named => super::strings::game_title(game),
        Progress::At(_) => t!("learn-resume"),
        _ => t!("learn"),
    };
    let done = progress == Progress::Done;
    html! {
        <button type="button" class={classes!(if named || button { "btn" } else { "link" }, "learn")} data-action="learn"
            data-game={game.slug()} data-learned={done.then_some("true")}
            title={done.then(|| t!("learn-done"))}
            onclick={open.reform(move |_| game)}>
            { label }
            if done { <span class="learned" aria-label={t!("learn-done")}>{ " ✓" }</span> }
        </button>
    }
}

/// Where the home page's welcome is marked as put away.
const OFFER_KEY: &str = "cardtable.lesson.offer";

/// The home page's welcome on a first visit (no lesson begun, no match saved, not put away):
/// a sheet over the foot of the page (it takes no room from the games) with a lesson for each
/// game. Later the lessons are in each game's How to play and the table's settings.
#[function_component(Offer)]
pub fn offer() -> Html {
    let learn = use_context::<Learn>();
    // Not in a blog's frame: the sheet would cover most of it.
    let shown = use_state(|| {
        !super::embed::active()
            && [GameKind::GuanDan, GameKind::ShengJi]
                .iter()
                .all(|g| progress_of(g.slug()) == Progress::NotStarted)
            && super::storage::get(OFFER_KEY).is_none()
            && !super::saved::has_about(super::guandan::state::SAVE_KEY)
            && !super::saved::has_about(super::shengji::state::SAVE_KEY)
    });
    if !*shown {
        return html! {};
    }
    let close = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| {
            super::storage::set(OFFER_KEY, "no");
            shown.set(false);
        })
    };
    html! {
        <section class="learn-offer" data-offer="learn" aria-label={t!("learn")}>
            <p>{ t!("learn-offer") }</p>
            <div class="buttons">
                { for [GameKind::GuanDan, GameKind::ShengJi].map(|game| learn_button(learn.as_ref(), game, true, true)) }
                <button type="button" class="btn close" data-action="learn-dismiss" aria-label={t!("close")}
                    title={t!("close")} onclick={close}>{ "×" }</button>
            </div>
        </section>
    }
}
