//! localStorage, tolerant of pages where it is blocked (sandboxed iframes, some private modes):
//! there a save is simply not kept. (gloo-storage throws in that case, so this uses web-sys.)

fn store() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

pub fn get(key: &str) -> Option<String> {
    flush();
    store()?.get_item(key).ok()?
}

pub fn set(key: &str, value: &str) {
    if let Some(s) = store() {
        let _ = s.set_item(key, value);
    }
}

pub fn remove(key: &str) {
    if let Some(s) = store() {
        let _ = s.remove_item(key);
    }
}

/// A value kept as JSON; `None` when absent or unreadable.
pub fn load_json<T: serde::de::DeserializeOwned>(key: &str) -> Option<T> {
    serde_json::from_str(&get(key)?).ok()
}

pub fn store_json<T: serde::Serialize>(key: &str, value: &T) {
    if let Ok(text) = serde_json::to_string(value) {
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
