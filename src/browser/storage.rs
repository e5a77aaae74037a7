//! localStorage, tolerant of pages where it is blocked (cross-site or sandboxed iframes, some
//! private modes) or full: there a save is simply not kept, and [`trouble`] says why, for a
//! quiet note on the table. (gloo-storage throws in that case, so this uses web-sys.)
//!
//! A match's save is written only over the save this page read or wrote last
//! ([`set_guarded`]): a save written meanwhile by another tab (or frame) of the site is
//! detected, and this page stops saving rather than overwrite it.

use std::cell::Cell;

/// Why saves are not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The browser gives this page no storage (blocked in a frame, private mode...).
    Blocked,
    /// The storage refused the write (full).
    Full,
    /// Another tab of the site saved the match since this one did.
    OtherTab,
}

type Watcher = Box<dyn Fn()>;

thread_local! {
    static TROUBLE: Cell<Option<Trouble>> = const { Cell::new(None) };
    /// Told when [`TROUBLE`] changes (the tables' notes).
    static WATCHERS: std::cell::RefCell<Vec<(u32, Watcher)>> = std::cell::RefCell::new(Vec::new());
    /// Per guarded key, the text this page last read or wrote there.
    static KNOWN: std::cell::RefCell<Vec<(String, Option<String>)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Why the last save could not be kept, if it could not.
pub fn trouble() -> Option<Trouble> {
    TROUBLE.get()
}

fn set_trouble(t: Trouble) {
    if TROUBLE.replace(Some(t)) != Some(t) {
        WATCHERS.with(|w| w.borrow().iter().for_each(|(_, f)| f()));
    }
}

/// Calls `f` whenever the trouble changes, until [`unwatch`] with the id returned.
pub fn watch(f: impl Fn() + 'static) -> u32 {
    thread_local! {
        static NEXT: Cell<u32> = const { Cell::new(0) };
    }
    let id = NEXT.get();
    NEXT.set(id + 1);
    WATCHERS.with(|w| w.borrow_mut().push((id, Box::new(f))));
    id
}

pub fn unwatch(id: u32) {
    WATCHERS.with(|w| w.borrow_mut().retain(|(i, _)| *i != id));
}

fn store() -> Option<web_sys::Storage> {
    let s = web_sys::window()?.local_storage().ok().flatten();
    if s.is_none() {
        set_trouble(Trouble::Blocked);
    }
    s
}

pub fn get(key: &str) -> Option<String> {
    flush();
    store()?.get_item(key).ok()?
}

pub fn set(key: &str, value: &str) {
    if let Some(s) = store()
        && s.set_item(key, value).is_err()
    {
        set_trouble(Trouble::Full);
    }
}

/// Reads a match's save and remembers it as the one this page goes on from.
pub fn get_guarded(key: &str) -> Option<String> {
    let text = get(key);
    known(key, text.clone());
    text
}

/// Writes a match's save unless another tab changed it since this page read or wrote it
/// (then this page stops saving: [`Trouble::OtherTab`]).
pub fn set_guarded(key: &str, value: &str) {
    if trouble() == Some(Trouble::OtherTab) {
        return;
    }
    let Some(s) = store() else { return };
    let now = s.get_item(key).ok().flatten();
    let expected = KNOWN.with(|k| {
        k.borrow()
            .iter()
            .find(|(x, _)| x == key)
            .map(|(_, t)| t.clone())
    });
    if let Some(expected) = expected
        && expected != now
    {
        set_trouble(Trouble::OtherTab);
        return;
    }
    if s.set_item(key, value).is_err() {
        set_trouble(Trouble::Full);
        return;
    }
    known(key, Some(value.to_string()));
}

fn known(key: &str, text: Option<String>) {
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        k.retain(|(x, _)| x != key);
        k.push((key.to_string(), text));
    });
}

pub fn remove(key: &str) {
    if let Some(s) = store() {
        let _ = s.remove_item(key);
    }
    KNOWN.with(|k| {
        for (x, text) in k.borrow_mut().iter_mut() {
            if x == key {
                *text = None;
            }
        }
    });
}

/// A value kept as JSON; `None` when absent or unreadable.
pub fn load_json<T: serde::de::DeserializeOwned>(key: &str) -> Option<T> {
    crate::json::from_str(&get(key)?).ok()
}

pub fn store_json<T: serde::Serialize>(key: &str, value: &T) {
    if let Ok(text) = crate::json::to_string(value) {
        set(key, &text);
    }
}

// ---------------------------------------------------------------- saves written when idle

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

type Write = Box<dyn FnOnce()>;

thread_local! {
    /// The write waiting for each key (a later one replaces an earlier one).
    static PENDING: RefCell<Vec<(&'static str, Write)>> = RefCell::new(Vec::new());
    static HOOKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `write` (which saves under `key`) when the page is next idle, within 150 ms, so that a
/// save never lengthens the frame that shows a move; a newer write for the key replaces it.
/// Leaving the page, or reading the key, writes at once.
pub fn set_soon(key: &'static str, write: impl FnOnce() + 'static) {
    let first = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        p.retain(|(k, _)| *k != key);
        p.push((key, Box::new(write)));
        p.len() == 1
    });
    hook_page_leave();
    if !first {
        return;
    }
    let Some(w) = web_sys::window() else {
        return flush();
    };
    let run = Closure::once_into_js(flush);
    let idle = js_sys::Reflect::get(&w, &"requestIdleCallback".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let options = js_sys::JSON::parse(r#"{"timeout":150}"#).unwrap_or(wasm_bindgen::JsValue::NULL);
    let queued = match idle {
        Some(f) => f.call2(&w, &run, &options).is_ok(),
        None => w
            .set_timeout_with_callback_and_timeout_and_arguments_0(run.unchecked_ref(), 0)
            .is_ok(),
    };
    if !queued {
        flush();
    }
}

/// Writes every waiting save now.
pub fn flush() {
    let writes = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
    for (_, write) in writes {
        write();
    }
}

/// Writes waiting saves when the page is hidden or left (a reload, a closed tab).
fn hook_page_leave() {
    if HOOKED.with(|h| h.replace(true)) {
        return;
    }
    let Some(w) = web_sys::window() else {
        return;
    };
    let leave = Closure::<dyn FnMut()>::new(flush);
    let _ = w.add_event_listener_with_callback("pagehide", leave.as_ref().unchecked_ref());
    if let Some(d) = w.document() {
        let _ =
            d.add_event_listener_with_callback("visibilitychange", leave.as_ref().unchecked_ref());
    }
    leave.forget();
}
