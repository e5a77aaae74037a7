//! The browser's Back button: choosing a game and opening a panel add a history entry, so Back
//! closes the panel or returns to the game chooser; the match is saved, so it resumes when the
//! game is chosen again (or on Forward).

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

/// The state of a history entry that has a panel open.
const PANEL: &str = "panel";

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

fn state_is_panel() -> bool {
    history()
        .and_then(|h| h.state().ok())
        .and_then(|s| s.as_string())
        .is_some_and(|s| s == PANEL)
}

/// Adds an entry for `query` (a new screen).
pub fn push(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Some(h) = history() {
        let query = super::language::tag_query(query);
        let _ = h.push_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{query}")));
    }
}

/// Puts `query` in the address without an entry (replaceState), dropping any fragment. Some
/// embeddings forbid it; that only loses the convenience.
pub fn replace(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Some(h) = history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{query}")));
    }
}

/// After a change of language: the address, when it carries one, names the new one.
pub fn retag_address() {
    if super::language::in_address() {
        let search = web_sys::window().and_then(|w| w.location().search().ok());
        replace(&super::language::tag_query(&search.unwrap_or_default()));
    }
}

/// Whether the page is inside a frame (a blog post): there Back belongs to the host page
/// first, so a direct link does not get an extra chooser entry.
pub fn framed() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    match window.top() {
        Ok(Some(top)) => !js_sys::Object::is(&top, &window),
        _ => true,
    }
}

/// A page opened straight on a table gets the chooser's entry under it, so that Back leads
/// to the chooser rather than off the site.
pub fn chooser_below(query: &str) {
    if framed() {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Some(h) = history() {
        let home = super::language::tag_query("");
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{home}")));
        let query = super::language::tag_query(query);
        let _ = h.push_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{query}")));
    }
}

/// Calls `on_pop` with the page's query string whenever the history moves (Back, Forward).
#[hook]
pub fn use_popstate(on_pop: Callback<String>) {
    use_effect_with((), move |_| {
        let listener = Closure::<dyn FnMut()>::new(move || {
            let search = web_sys::window()
                .and_then(|w| w.location().search().ok())
                .unwrap_or_default();
            on_pop.emit(search);
        });
        let window = web_sys::window();
        if let Some(w) = &window {
            let _ =
                w.add_event_listener_with_callback("popstate", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(w) = &window {
                let _ = w.remove_event_listener_with_callback(
                    "popstate",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

/// Gives an open panel its own history entry: Back closes it (`close`), and closing it by its
/// button takes the entry away again.
#[hook]
pub fn use_panel_history(open: bool, close: Callback<()>) {
    // What the popstate listener (made once) reads: whether a panel is open now.
    let shared = use_memo((), |_| Rc::new(Cell::new(false)));
    shared.set(open);
    // Whether this panel added the entry: only then does closing it take the entry away (a
    // closed panel drawn inside an open one, How to play in Settings, must not close that one).
    let pushed = use_memo((), |_| Rc::new(Cell::new(false)));
    {
        let pushed = (*pushed).clone();
        use_effect_with(open, move |&open| {
            let Some(h) = history() else {
                return;
            };
            if open && !state_is_panel() {
                let _ = h.push_state(&JsValue::from_str(PANEL), "");
                pushed.set(true);
            } else if !open && pushed.replace(false) && state_is_panel() {
                let _ = h.back();
            }
        });
    }
    let shared = (*shared).clone();
    use_popstate(Callback::from(move |_| {
        if shared.get() && !state_is_panel() {
            close.emit(());
        }
    }));
}
