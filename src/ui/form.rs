//! Form fields of the settings dialogs: a labelled select and a labelled checkbox.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::cards::Rank;

/// A labelled `<select>`; `options` are (value, label).
pub fn select(
    label: &str,
    id: &str,
    options: Vec<(String, String)>,
    current: String,
    on: Callback<String>,
) -> Html {
    select_help(label, None, id, options, current, on)
}

/// A labelled `<select>` with a line under it that explains the choice.
pub fn select_help(
    label: &str,
    help: Option<String>,
    id: &str,
    options: Vec<(String, String)>,
    current: String,
    on: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(e.target_unchecked_into::<HtmlSelectElement>().value())
    });
    let help_id = help.as_ref().map(|_| format!("{id}-help"));
    html! {
        <label class="field" for={id.to_string()}>
            <span>{ label }</span>
            <select id={id.to_string()} aria-describedby={help_id.clone()} {onchange}>
                { for options.into_iter().map(|(v, l)| html! { <option value={v.clone()} selected={v == current}>{ l }</option> }) }
            </select>
            { help_line(help_id, help) }
        </label>
    }
}

/// A labelled checkbox.
pub fn check(label: &str, id: &str, checked: bool, on: Callback<bool>) -> Html {
    check_help(label, None, id, checked, on)
}

/// A labelled checkbox with a line under it that explains it.
pub fn check_help(
    label: &str,
    help: Option<String>,
    id: &str,
    checked: bool,
    on: Callback<bool>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    let help_id = help.as_ref().map(|_| format!("{id}-help"));
    html! {
        <label class="field check" for={id.to_string()}>
            <input type="checkbox" id={id.to_string()} aria-describedby={help_id.clone()} {checked} {onchange} />
            <span>{ label }</span>
            { help_line(help_id, help) }
        </label>
    }
}

fn help_line(id: Option<String>, help: Option<String>) -> Html {
    match help {
        Some(text) => html! { <small class="help" {id}>{ text }</small> },
        None => Html::default(),
    }
}

/// Numbers as options.
pub fn numbers(values: &[u32]) -> Vec<(String, String)> {
    values
        .iter()
        .map(|v| (v.to_string(), v.to_string()))
        .collect()
}

/// The ranks 2..A as options.
pub fn ranks() -> Vec<(String, String)> {
    Rank::ALL
        .iter()
        .map(|r| (r.code().to_string(), r.code().to_string()))
        .collect()
}

/// A table button that sends `msg`; `action` names it for tests and tools.
pub fn button<M: Clone + 'static>(
    label: &str,
    action: &'static str,
    enabled: bool,
    primary: bool,
    msg: M,
    dispatch: &Callback<M>,
) -> Html {
    let d = dispatch.clone();
    html! {
        <button type="button" class={classes!("btn", primary.then_some("primary"))}
            data-action={action} disabled={!enabled}
            onclick={Callback::from(move |_| d.emit(msg.clone()))}>
            { label.to_string() }
        </button>
    }
}

/// The button that opens the replay of the latest hand.
pub fn replay_button<M: Clone + 'static>(msg: M, dispatch: &Callback<M>) -> Html {
    let d = dispatch.clone();
    html! {
        <button type="button" class="btn" data-action="replay"
            onclick={Callback::from(move |_| d.emit(msg.clone()))}>{ t!("replay") }</button>
    }
}

/// The small button that opens the card tracker (hidden when the player turned it off).
pub fn tracker_button<M: Clone + 'static>(shown: bool, msg: M, dispatch: &Callback<M>) -> Html {
    if !shown {
        return Html::default();
    }
    let d = dispatch.clone();
    // A grid of counted cards: the icon a narrow table shows in place of the word.
    let icon = tool_icon("M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z");
    tool(
        "tracker",
        &t!("tracker"),
        icon,
        Callback::from(move |_| d.emit(msg.clone())),
    )
}

/// A tool's line drawing (`d` of one stroked path on a 20-unit square).
pub fn tool_icon(d: &'static str) -> Html {
    html! {
        <svg class="tool-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path {d} fill="none" stroke="currentColor" stroke-width="1.8" />
        </svg>
    }
}

/// A small button at the end of the prompt line: its word, or on a narrow table its icon alone
/// (the word stays its name for screen readers), so that the prompt keeps the line's width.
pub fn tool(action: &'static str, label: &str, icon: Html, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <button type="button" class={classes!("link", action)} data-action={action}
            aria-label={label.to_string()} title={label.to_string()} {onclick}>
            { icon }<span class="tool-word">{ label.to_string() }</span>
        </button>
    }
}

/// The line beside the buttons: the engine's refusal, a hint, or what the table waits for.
pub fn note_line(note: Option<&super::core::Note>, prompt: &str) -> Html {
    use super::core::Note;
    // The words sit in a span keyed by them: a new line replaces the old one instead of
    // moving its text (no layout shift), while the live region itself stays.
    let words = |text: &str| html! { <span key={text.to_string()}>{ text.to_string() }</span> };
    match note {
        Some(Note::Refused(text)) => {
            html! { <p class="note refused" role="alert" data-note="refused">{ words(text) }</p> }
        }
        Some(Note::WhyNot(text)) => {
            html! { <p class="note why-not" role="status" data-note="refused">{ words(text) }</p> }
        }
        Some(Note::Info(text)) => {
            html! { <p class="note info" role="status" data-note="info">{ words(text) }</p> }
        }
        None => html! { <p class="note prompt" role="status">{ words(prompt) }</p> },
    }
}

/// A callback that edits a copy of `state` with `f` and stores it (a settings field).
pub fn edit<T: Clone + 'static, V: 'static>(
    state: &UseStateHandle<T>,
    f: fn(&mut T, V),
) -> Callback<V> {
    let state = state.clone();
    Callback::from(move |v: V| {
        let mut next = (*state).clone();
        f(&mut next, v);
        state.set(next);
    })
}

/// A quiet line when this page cannot keep the match: storage blocked (a frame), full, or the
/// match saved meanwhile by another tab (`data-save-off` says which). It shows as soon as a
/// save fails, whenever that is.
#[function_component(SaveNotice)]
pub fn save_notice() -> Html {
    use super::storage::{Trouble, trouble, unwatch, watch};
    let _lang = super::language::use_lang();
    let refresh = use_force_update();
    use_effect_with((), move |_| {
        let id = watch(move || refresh.force_update());
        move || unwatch(id)
    });
    let Some(t) = trouble() else {
        return Html::default();
    };
    let (kind, text) = match t {
        Trouble::Blocked => ("blocked", t!("save-off-blocked")),
        Trouble::Full => ("full", t!("save-off-full")),
        Trouble::OtherTab => ("other-tab", t!("save-off-other-tab")),
    };
    html! { <p class="notice quiet" role="status" data-save-off={kind}>{ text }</p> }
}

/// The table stopped (a computer player failed or could not run): why, New match, and in a
/// frame the way to a page of its own carrying the match (`resume`).
pub fn failure_dialog(
    failure: Option<String>,
    on_new_match: &Callback<()>,
    resume: &Callback<(), Option<String>>,
) -> Option<Html> {
    let cb = on_new_match.clone();
    failure.map(|f| html! {
        <div class="dialog failure" role="alertdialog">
            <p>{ f }</p>
            <button type="button" class="btn primary" data-action="new-match"
                onclick={Callback::from(move |_| cb.emit(()))}>{ t!("new-match") }</button>
            if super::embed::active() { <super::embed::FullScreenLink resume={resume.clone()} /> }
        </div>
    })
}

/// A dialog over the table: its `title` (the id its heading is named by, and the words), more
/// under the heading in `head`, then `body` and the buttons of `foot`. `panel` names it for
/// the tests where a screen is known by it.
pub fn dialog(
    class: &'static str,
    panel: Option<&'static str>,
    (id, title): (&'static str, String),
    head: Html,
    body: Html,
    foot: Html,
) -> Html {
    html! {
        <div class={classes!("dialog", class, "fit")} data-panel={panel} role="dialog" aria-modal="true" aria-labelledby={id}>
            <div class="dialog-head">
                <h2 {id}>{ title }</h2>
                { head }
            </div>
            <div class="dialog-body">{ body }</div>
            <div class="buttons dialog-foot">{ foot }</div>
        </div>
    }
}

/// The card tracker's dialog (记牌器) around a game's `body`; Close sends `close`.
pub fn tracker_dialog<M: Clone + 'static>(body: Html, close: M, dispatch: &Callback<M>) -> Html {
    let d = dispatch.clone();
    let onclick = Callback::from(move |_| d.emit(close.clone()));
    let note = html! { <p class="small">{ t!("tracker-note") }</p> };
    let close = html! {
        <button type="button" class="btn primary" data-action="close" {onclick}>{ t!("close") }</button>
    };
    dialog(
        "tracker",
        Some("tracker"),
        ("tracker-title", t!("tracker")),
        note,
        body,
        close,
    )
}

/// The lines of `items` as a list of `class`, or `empty` in small type where there are none.
pub fn lines_or(items: Vec<String>, class: &'static str, empty: String) -> Html {
    if items.is_empty() {
        html! { <p class="small">{ empty }</p> }
    } else {
        html! { <ul {class}>{ for items.into_iter().map(|p| html! { <li>{ p }</li> }) }</ul> }
    }
}
