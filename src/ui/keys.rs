//! The keyboard at a table: arrow keys move between the cards of the hand, Space selects,
//! Enter confirms (the primary button: play, bury, pay...), letters press the table's buttons
//! (listed in the help overlay, `?`). Keys press the same `data-action` buttons a pointer
//! would, so they can do nothing the buttons cannot. After each action focus goes back to the
//! hand (or into an open dialog) instead of falling to the page.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Element, HtmlElement, KeyboardEvent};
use yew::prelude::*;

use super::strings;

/// Letter keys and the `data-action` they press (the first one present and enabled).
const SHORTCUTS: [(&str, &[&str]); 9] = [
    ("p", &["pass"]),
    ("h", &["hint"]),
    ("c", &["clear"]),
    ("l", &["log", "last-trick"]),
    ("s", &["settings"]),
    ("a", &["auto"]),
    ("m", &["sound"]),
    ("?", &["help"]),
    ("n", &["next-hand", "next-round"]),
];

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// Clicks the first enabled element matching one of `selectors`; whether one was found.
fn press(selectors: &[&str]) -> bool {
    let Some(doc) = document() else {
        return false;
    };
    for sel in selectors {
        let Ok(list) = doc.query_selector_all(sel) else {
            continue;
        };
        for i in 0..list.length() {
            let Some(el) = list.item(i).and_then(|n| n.dyn_into::<HtmlElement>().ok()) else {
                continue;
            };
            if !el.has_attribute("disabled") {
                el.click();
                return true;
            }
        }
    }
    false
}

fn cards() -> Vec<HtmlElement> {
    let Some(list) = document().and_then(|d| d.query_selector_all(".hand [data-card]").ok()) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok())
        .collect()
}

/// The card `step` places away from `from` (left, right), or in the next group (up, down).
fn move_focus(from: Option<&Element>, key: &str) {
    let all = cards();
    if all.is_empty() {
        return;
    }
    let at = from.and_then(|f| all.iter().position(|c| c.is_same_node(Some(f))));
    let target = match (at, key) {
        (None, _) => Some(0),
        (Some(i), "ArrowLeft") => Some(i.saturating_sub(1)),
        (Some(i), "ArrowRight") => Some((i + 1).min(all.len() - 1)),
        (Some(i), _) => {
            // The nearest card of the neighbouring group.
            let group = |el: &HtmlElement| el.parent_element();
            let here = all.get(i).and_then(group);
            let pos = all.iter().take(i).filter(|c| group(c) == here).count();
            let groups: Vec<Option<Element>> = all.iter().fold(Vec::new(), |mut acc, c| {
                let g = group(c);
                if acc.last() != Some(&g) {
                    acc.push(g);
                }
                acc
            });
            let gi = groups.iter().position(|g| *g == here).unwrap_or(0);
            let next = if key == "ArrowUp" {
                gi.checked_sub(1)
            } else {
                Some(gi + 1).filter(|&g| g < groups.len())
            };
            next.and_then(|n| {
                let wanted = groups.get(n)?;
                let members: Vec<usize> = all
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| group(c) == *wanted)
                    .map(|(k, _)| k)
                    .collect();
                members
                    .get(pos.min(members.len().saturating_sub(1)))
                    .copied()
            })
        }
    };
    if let Some(t) = target.and_then(|t| all.get(t)) {
        let _ = t.focus();
    }
}

thread_local! {
    /// The player is using the keyboard (a key since the last pointer press): only then does
    /// focus come back to the table by itself, so no focus ring sits on a card unasked.
    static KEYBOARD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn on_key(e: KeyboardEvent) {
    KEYBOARD.set(true);
    if e.ctrl_key() || e.meta_key() || e.alt_key() || e.default_prevented() {
        return;
    }
    let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    let tag = target.as_ref().map(|t| t.tag_name()).unwrap_or_default();
    if matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
        return;
    }
    let on_card = target.as_ref().is_some_and(|t| {
        t.closest(".hand").ok().flatten().is_some() && t.has_attribute("data-card")
    });
    let key = e.key();
    let handled = match key.as_str() {
        "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" => {
            if document()
                .and_then(|d| d.query_selector(".dialog").ok().flatten())
                .is_some()
            {
                false
            } else {
                move_focus(target.as_ref().filter(|_| on_card), &key);
                true
            }
        }
        // Enter on a card confirms; on a button it presses that button (the browser does).
        "Enter" if on_card => press(&[".controls .btn.primary"]),
        "Escape" => press(&[".dialog [data-action=close]", "[data-action=clear]"]),
        k => SHORTCUTS
            .iter()
            .find(|(c, _)| c.eq_ignore_ascii_case(k))
            .is_some_and(|(_, actions)| {
                let selectors: Vec<String> = actions
                    .iter()
                    .map(|a| format!("[data-action={a}]"))
                    .collect();
                let refs: Vec<&str> = selectors.iter().map(String::as_str).collect();
                press(&refs)
            }),
    };
    if handled {
        e.prevent_default();
    }
}

/// Listens to the keyboard while the table is shown, and after every render gives focus back
/// to the table when the last action took it away (the focused card or button is gone).
#[hook]
pub fn use_keys() {
    use_effect_with((), |_| {
        let listener = Closure::<dyn FnMut(KeyboardEvent)>::new(on_key);
        let pointer = Closure::<dyn FnMut()>::new(|| KEYBOARD.set(false));
        if let Some(doc) = document() {
            let _ =
                doc.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
            let _ = doc
                .add_event_listener_with_callback("pointerdown", pointer.as_ref().unchecked_ref());
        }
        move || {
            if let Some(doc) = document() {
                let _ = doc.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
                let _ = doc.remove_event_listener_with_callback(
                    "pointerdown",
                    pointer.as_ref().unchecked_ref(),
                );
            }
        }
    });
    use_effect(|| {
        let Some(doc) = document() else {
            return;
        };
        if !KEYBOARD.get() {
            return;
        }
        let lost = doc
            .active_element()
            .is_none_or(|a| doc.body().is_some_and(|b| b.is_same_node(Some(&a))));
        if !lost {
            return;
        }
        // A dialog first, then the selected (or first) card of the hand when it is the
        // human's turn, then the primary button.
        let target = [
            ".dialog .btn",
            ".dialog button",
            "[data-turn=\"0\"] .hand [data-card][aria-pressed=true]",
            "[data-turn=\"0\"] .hand [data-card]:not([aria-disabled])",
            ".controls .btn.primary:not([disabled])",
        ]
        .iter()
        .find_map(|s| doc.query_selector(s).ok().flatten());
        if let Some(t) = target.and_then(|t| t.dyn_into::<HtmlElement>().ok()) {
            let _ = t.focus();
        }
    });
}

/// The "?" button and the list of keys it opens.
#[function_component(KeysHelp)]
pub fn keys_help() -> Html {
    let _lang = super::language::use_lang();
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    html! {
        <>
            <button type="button" class="link icon" data-action="help" aria-label={t!("help-title")}
                aria-expanded={open.to_string()} onclick={toggle.clone()}>{ "?" }</button>
            if *open {
                <div class="dialog keys" role="dialog" aria-modal="true" aria-labelledby="keys-title">
                    <h2 id="keys-title">{ t!("help-title") }</h2>
                    <dl class="key-list">
                        { for strings::keys().into_iter().map(|(k, what)| html! {
                            <><dt><kbd>{ k }</kbd></dt><dd>{ what }</dd></>
                        }) }
                    </dl>
                    <button type="button" class="btn primary" data-action="close" onclick={toggle}>{ t!("close") }</button>
                </div>
            }
        </>
    }
}
