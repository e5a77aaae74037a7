//! Offline play after the first visit: the page registers the service worker (`sw.js`, written
//! into each build by `scripts/service-worker.sh`), which keeps this build's files; when a new
//! build is ready, a line says so and **Reload** switches to it (`data-action="update"`).

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};
use yew::prelude::*;

thread_local! {
    /// The registration, once made (for the update).
    static REGISTRATION: RefCell<Option<ServiceWorkerRegistration>> = const { RefCell::new(None) };
}

/// The service worker container, where the page may have one (a secure context, not an
/// opaque origin).
fn container() -> Option<ServiceWorkerContainer> {
    let w = web_sys::window()?;
    if w.origin() == "null" {
        return None;
    }
    let navigator = w.navigator();
    let present = js_sys::Reflect::get(&navigator, &"serviceWorker".into()).ok()?;
    if present.is_undefined() {
        return None;
    }
    Some(navigator.service_worker())
}

/// Registers the service worker; `on_update` is called when a newer build waits.
pub fn register(on_update: Callback<()>) {
    let Some(c) = container() else { return };
    let promise = c.register("./sw.js");
    let done = Closure::once(move |reg: wasm_bindgen::JsValue| {
        let Ok(reg) = reg.dyn_into::<ServiceWorkerRegistration>() else {
            return;
        };
        let controlled = || container().and_then(|c| c.controller()).is_some();
        if reg.waiting().is_some() && controlled() {
            on_update.emit(());
        }
        let r = reg.clone();
        let found = Closure::<dyn FnMut()>::new(move || {
            let Some(installing) = r.installing() else {
                return;
            };
            let watched = installing.clone();
            let on_update = on_update.clone();
            let changed = Closure::<dyn FnMut()>::new(move || {
                // A new build is ready; the first one, installed under no controller, is not news.
                if watched.state() == ServiceWorkerState::Installed && controlled() {
                    on_update.emit(());
                }
            });
            installing.set_onstatechange(Some(changed.as_ref().unchecked_ref()));
            changed.forget();
        });
        reg.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
        found.forget();
        REGISTRATION.with(|slot| *slot.borrow_mut() = Some(reg));
    });
    let failed = Closure::once(|e: wasm_bindgen::JsValue| {
        web_sys::console::warn_2(
            &"no offline copy: the service worker was refused".into(),
            &e,
        );
    });
    let _ = promise.then2(&done, &failed);
    done.forget();
    failed.forget();
}

/// Switches to the waiting build: it takes over, and the page reloads under it.
fn apply_update() {
    let Some(c) = container() else { return };
    let reload = Closure::once(|| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    c.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
    reload.forget();
    let waiting = REGISTRATION.with(|slot| slot.borrow().as_ref().and_then(|r| r.waiting()));
    match waiting {
        Some(w) => {
            let message = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&message, &"type".into(), &"skip-waiting".into());
            let _ = w.post_message(&message);
        }
        None => {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    }
}

/// How long after the page starts the service worker is registered.
const REGISTER_AFTER_MS: u32 = 3_000;

/// The line that offers a newer build.
#[function_component(UpdateNotice)]
pub fn update_notice() -> Html {
    let _lang = super::language::use_lang();
    let ready = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            // Not at once: the install fetches every file of the build (both games, both
            // workers, the friends' pages), which on a first visit would compete with the
            // first table's own pieces for a slow connection.
            let later = gloo::timers::callback::Timeout::new(REGISTER_AFTER_MS, move || {
                register(Callback::from(move |()| ready.set(true)))
            });
            move || drop(later)
        });
    }
    if !*ready {
        return Html::default();
    }
    html! {
        <p class="notice quiet update" role="status" data-update="ready">
            { t!("update-ready") }{ " " }
            <button type="button" class="link" data-action="update"
                onclick={Callback::from(|_| apply_update())}>{ t!("update-reload") }</button>
        </p>
    }
}
