//! Which language the table speaks: `?lang=`, else the saved choice, else the browser's
//! preferred languages, else English. A change re-renders every component that shows text
//! (each reads the [`LangChoice`] context through [`use_lang`]).

use std::cell::Cell;

use yew::prelude::*;

use crate::i18n::{self, Lang};

thread_local! {
    /// The page was opened with `?lang=`: the address keeps naming the language shown.
    static IN_ADDRESS: Cell<bool> = const { Cell::new(false) };
}

/// From now on the addresses the page writes carry the language, so that a reload or a shared
/// link of a page opened with `?lang=` shows the same language (the address beats the saved
/// choice, so it must follow a change made in the menu too).
pub fn keep_in_address() {
    IN_ADDRESS.set(true);
}

/// `query` ("", or "?game=…") with the language shown, when the address carries it.
pub fn tag_query(query: &str) -> String {
    if !IN_ADDRESS.get() {
        return query.to_string();
    }
    let kept: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .collect();
    let lang = format!("lang={}", i18n::lang().code());
    format!(
        "?{}",
        kept.into_iter()
            .chain([lang.as_str()])
            .collect::<Vec<_>>()
            .join("&")
    )
}

/// Whether the page was opened with `?lang=` (see [`keep_in_address`]).
pub fn in_address() -> bool {
    IN_ADDRESS.get()
}

/// The language shown and the way to change it, shared with every component.
#[derive(Clone, PartialEq)]
pub struct LangChoice {
    pub lang: Lang,
    pub choose: Callback<Lang>,
}

/// The current language; calling it makes the component re-render when the language changes.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<LangChoice>().map_or_else(i18n::lang, |c| c.lang)
}

/// Whether `lang`'s catalog holds the table's words (and, with `rules`, the rules pages' and
/// the settings' help lines): the files it lacks are fetched (`locales/<code>/<file>.ftl`,
/// next to the page) and the component renders again as they arrive. A file that cannot be
/// fetched is taken as empty: its messages fall back to English.
#[hook]
pub fn use_catalog(lang: Lang, part: i18n::Part) -> bool {
    let refresh = use_force_update();
    let ready = i18n::missing(lang, part).is_empty();
    use_effect_with((lang, part), move |&(lang, part)| {
        if !i18n::missing(lang, part).is_empty() {
            wasm_bindgen_futures::spawn_local(async move {
                load(lang, part).await;
                refresh.force_update();
            });
        }
    });
    ready
}

/// Fetches the files `lang`'s catalog lacks (see [`use_catalog`]).
pub async fn load(lang: Lang, part: i18n::Part) {
    for file in i18n::missing(lang, part) {
        let url = format!("./locales/{}/{file}.ftl", lang.code());
        let text = fetch_text(&url).await.unwrap_or_else(|| {
            web_sys::console::warn_1(&format!("could not fetch {url}").into());
            String::new()
        });
        i18n::add(lang, file, text);
    }
}

/// The text at `url`, or `None` if it cannot be fetched.
async fn fetch_text(url: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let response = JsFuture::from(web_sys::window()?.fetch_with_str(url))
        .await
        .ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// The language to start in: the address's, the saved one, the browser's, or English.
pub fn initial(from_url: Option<Lang>, saved: Option<Lang>) -> Lang {
    from_url
        .or(saved)
        .or_else(browser_preference)
        .unwrap_or_default()
}

fn browser_preference() -> Option<Lang> {
    let languages = web_sys::window()?.navigator().languages();
    let tags: Vec<String> = languages.iter().filter_map(|v| v.as_string()).collect();
    Lang::preferred(tags.iter().map(String::as_str))
}

/// Looks every message up in `lang` from now on and tells the page (`<html lang>`).
pub fn apply(lang: Lang) {
    i18n::set_lang(lang);
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(&t!("page-title"));
    }
}

/// The language menu (home page and settings): each language in its own name.
#[function_component(LangMenu)]
pub fn lang_menu() -> Html {
    let Some(choice) = use_context::<LangChoice>() else {
        return Html::default();
    };
    let onchange = {
        let choose = choice.choose.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(lang) = Lang::from_tag(&value) {
                choose.emit(lang);
            }
        })
    };
    let options = Lang::ALL.into_iter().map(|l| {
        html! {
            <option value={l.code()} lang={l.code()} selected={l == choice.lang}>{ l.native_name() }</option>
        }
    });
    html! {
        <label class="field lang-menu" for="lang">
            <span>{ t!("language") }</span>
            <select id="lang" data-action="lang" {onchange}>{ for options }</select>
        </label>
    }
}
