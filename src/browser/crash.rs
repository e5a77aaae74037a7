//! What the page does when it panics: a panic stops the page's code for good (the wasm build
//! aborts), so the hook says so on the page, with a way to reload, and tells the other pages of
//! a table with friends that this one stopped (as a page that closes does). A page must never
//! freeze silently.
//!
//! The hook runs wherever the panic happened, perhaps while some state was borrowed: it
//! borrows nothing without `try_`, and writes into the page with the DOM alone, not Yew.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// A line to another page that can carry a last word.
pub trait Farewell {
    fn say(&self, text: &str);
}

thread_local! {
    /// The open lines of this page and what to say on each should it stop (the host's "bye"
    /// to a friend, a friend's "bye" to the host).
    static FAREWELLS: RefCell<Vec<(Weak<dyn Farewell>, String)>> = const { RefCell::new(Vec::new()) };
    /// The page stopped: the farewells were said.
    static STOPPED: Cell<bool> = const { Cell::new(false) };
}

/// Should the page stop, `text` is said on `line` (while the line is alive).
pub fn on_stop<L: Farewell + 'static>(line: &Rc<L>, text: String) {
    let line: Weak<dyn Farewell> = Rc::<L>::downgrade(line);
    let _ = FAREWELLS.try_with(|f| {
        if let Ok(mut f) = f.try_borrow_mut() {
            f.retain(|(l, _)| l.strong_count() > 0);
            f.push((line, text));
        }
    });
}

/// Says every farewell (once).
fn farewell() {
    if STOPPED.try_with(|s| s.replace(true)).unwrap_or(true) {
        return;
    }
    let _ = FAREWELLS.try_with(|f| {
        if let Ok(f) = f.try_borrow() {
            for (line, text) in f.iter() {
                if let Some(line) = line.upgrade() {
                    line.say(text);
                }
            }
        }
    });
}

/// Installs the hook: every panic is logged on the console; the first one also says the
/// farewells and shows the message. (Through Yew: a hook set otherwise is replaced by Yew's,
/// which only logs, when the app is first drawn.)
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("cardtable panicked: {info}").into());
        farewell();
        show_crash();
    }));
    // A page closed (its tab, a reload) says its farewells too: the host shows a friend gone
    // at once, rather than once the connection or the pings find it out.
    if let Some(w) = web_sys::window() {
        let bye = Closure::<dyn FnMut()>::new(farewell);
        let _ = w.add_event_listener_with_callback("pagehide", bye.as_ref().unchecked_ref());
        bye.forget();
    }
}

/// The message in plain English, for the one case the catalogs cannot be read: the panic
/// came from a lookup, which holds them (a second panic would show nothing at all).
const FALLBACK: (&str, &str) = ("Something went wrong. Reload the page to go on.", "Reload");

/// Draws the message straight into the page, over the table (the app itself is stopped).
pub fn show_crash() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    if document.get_element_by_id("crash").is_some() {
        return;
    }
    // A friend's page keeps the invite in its address: reloading it makes a new reply for
    // the host, whose match went on.
    let friend = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .is_some_and(|h| h.starts_with("#join="));
    let (message, reload_label) = crate::i18n::if_free(|| {
        let message = if friend {
            t!("crash-friend")
        } else {
            t!("crash-saved")
        };
        (message, t!("crash-reload"))
    })
    .unwrap_or_else(|| (FALLBACK.0.to_string(), FALLBACK.1.to_string()));
    let (Ok(panel), Ok(line), Ok(button)) = (
        document.create_element("div"),
        document.create_element("p"),
        document.create_element("button"),
    ) else {
        return;
    };
    panel.set_id("crash");
    panel.set_class_name("dialog crash");
    let _ = panel.set_attribute("role", "alertdialog");
    let _ = panel.set_attribute("aria-modal", "true");
    line.set_text_content(Some(&message));
    let _ = button.set_attribute("type", "button");
    let _ = button.set_attribute("data-action", "reload");
    button.set_class_name("btn primary");
    button.set_text_content(Some(&reload_label));
    let reload = Closure::<dyn FnMut()>::new(|| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    let _ = button.add_event_listener_with_callback("click", reload.as_ref().unchecked_ref());
    reload.forget();
    let _ = panel.append_child(&line);
    let _ = panel.append_child(&button);
    // The stopped page under it takes no click (its buttons would look alive and do nothing).
    if let Ok(under) = body.query_selector_all(":scope > *") {
        for i in 0..under.length() {
            if let Some(e) = under
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = e.set_attribute("inert", "");
            }
        }
    }
    let _ = body.append_child(&panel);
    if let Some(button) = button.dyn_ref::<web_sys::HtmlElement>() {
        let _ = button.focus();
    }
}
