//! The page inside another page's frame (`?embed=1`, or found framed): a compact layout
//! (`html[data-embed]`), an "open full screen" link to the same table, and the page's height
//! posted to the parent (`{type: "cardtable:height", height}`) whenever it changes, so a
//! host script can size the frame. The page never reads the parent: it only posts to it.

use std::cell::Cell;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

/// Whether the page is shown in a frame (its window is not the top one).
pub fn framed() -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    match w.parent() {
        Ok(Some(parent)) => !js_sys::Object::is(&parent, &w),
        _ => false,
    }
}

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
}

/// Whether the page is in its embedded form.
pub fn active() -> bool {
    ACTIVE.get()
}

/// Marks the page embedded (the styles compact it) and starts posting its height.
pub fn start() {
    ACTIVE.set(true);
    let Some(w) = web_sys::window() else { return };
    if let Some(root) = w.document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-embed", "");
    }
    thread_local! {
        static LAST: Cell<i32> = const { Cell::new(-1) };
        static STARTED: Cell<bool> = const { Cell::new(false) };
    }
    if STARTED.replace(true) || !framed() {
        return;
    }
    // The content's height, posted when it changes (checked on every layout change).
    let post = Closure::<dyn FnMut()>::new(move || {
        let Some(w) = web_sys::window() else { return };
        let Some(body) = w.document().and_then(|d| d.body()) else {
            return;
        };
        let height = body.scroll_height();
        if LAST.replace(height) == height {
            return;
        }
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"type".into(), &"cardtable:height".into());
        let _ = js_sys::Reflect::set(&message, &"height".into(), &height.into());
        if let Ok(Some(parent)) = w.parent() {
            let _ = parent.post_message(&message, "*");
        }
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(post.as_ref().unchecked_ref())
        && let Some(body) = w.document().and_then(|d| d.body())
    {
        observer.observe(&body);
    }
    post.forget();
}

#[derive(Properties, PartialEq)]
pub struct FullScreenProps {
    /// The match as a link's record (see `records::resume_link`), made when the link is
    /// followed: the new page goes on with it.
    pub resume: Callback<(), Option<String>>,
}

/// The link that opens the same table in a page of its own (the address without `embed`,
/// carrying the match in `#resume=`).
#[function_component(FullScreenLink)]
pub fn full_screen_link(props: &FullScreenProps) -> Html {
    let _lang = super::language::use_lang();
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return Html::default();
    };
    let href = location.href().unwrap_or_default();
    let Ok(url) = web_sys::Url::new(&href) else {
        return Html::default();
    };
    url.search_params().delete("embed");
    url.set_hash("");
    let base = url.href();
    // The record is made only when the link is followed (the whole match, deflated by the
    // browser: a moment's wait, so the page is opened once it is made).
    let onclick = {
        let base = base.clone();
        let resume = props.resume.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(json) = resume.emit(()) else {
                return;
            };
            e.prevent_default();
            let base = base.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let href = match super::deflate::link_of(&json).await {
                    Ok(link) => format!("{base}#resume={link}"),
                    Err(e) => {
                        web_sys::console::warn_1(&format!("#resume: {e}").into());
                        base
                    }
                };
                if let Some(w) = web_sys::window() {
                    let _ = w.open_with_url_and_target_and_features(&href, "_blank", "noopener");
                }
            });
        })
    };
    html! {
        <a class="link full-screen" data-action="full-screen" href={base} target="_blank" rel="noopener"
            title={t!("embed-full")} aria-label={t!("embed-full")} {onclick}>
            <span aria-hidden="true">{ "⤢" }</span>
            <span class="label" aria-hidden="true">{ t!("embed-full") }</span>
        </a>
    }
}
