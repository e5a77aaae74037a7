//! The words the table shows, in every language it speaks: one Fluent catalog per language
//! (`locales/<lang>/*.ftl`, English's compiled into the binary, read by [`ftl`]) and the
//! [`t!`](crate::t) macro that looks a message up in the current language.
//!
//! The engines keep typed errors with English `Display` for logs and tools; everything a
//! player reads is rendered here from those typed values. Pure Rust, so the catalogs are
//! checked natively (every key in every language, the same placeholders, no unused key).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::cell::{Cell, RefCell};

mod ftl;

pub use ftl::Args;
use ftl::Catalog;

/// A language the table speaks (saved as its code).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// 简体中文
    Zh,
    /// 繁體中文
    #[serde(rename = "zh-Hant")]
    ZhHant,
    #[default]
    En,
    Es,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::Zh, Lang::ZhHant, Lang::En, Lang::Es, Lang::Fr];

    /// The BCP 47 tag: `?lang=`, the saved choice and `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Zh => "zh",
            Lang::ZhHant => "zh-Hant",
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name for itself, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Zh => "简体中文",
            Lang::ZhHant => "繁體中文",
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Fr => "Français",
        }
    }

    /// A tag as browsers give them ("fr-CA", "zh-Hans-CN", "EN"): matched on its language;
    /// Chinese on its script, or the regions that write traditional characters (zh-TW, zh-HK,
    /// zh-MO).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let lower = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = lower.split('-');
        let primary = parts.next()?;
        if primary == "zh" {
            let traditional = parts.any(|p| matches!(p, "hant" | "tw" | "hk" | "mo"));
            let simplified = lower.contains("-hans");
            return Some(if traditional && !simplified {
                Lang::ZhHant
            } else {
                Lang::Zh
            });
        }
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that the table speaks.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        tags.into_iter().find_map(Lang::from_tag)
    }

    /// Whether the language is written in hanzi (it needs the CJK font).
    pub fn is_chinese(self) -> bool {
        matches!(self, Lang::Zh | Lang::ZhHant)
    }

    /// The catalog's files compiled into the binary: natively every one (the tests read
    /// them all); in the browser only English's game files, the fallback of every lookup,
    /// while the others are fetched when needed (see [`FILES`], [`add`]).
    fn sources(self) -> Vec<(&'static str, &'static str)> {
        macro_rules! catalog {
            ($dir:literal, $($file:literal),+) => {
                vec![$(($file, include_str!(concat!("locales/", $dir, "/", $file, ".ftl")))),+]
            };
        }
        #[cfg(not(target_arch = "wasm32"))]
        macro_rules! all {
            ($dir:literal) => {
                catalog!(
                    $dir,
                    "app",
                    "guandan",
                    "shengji",
                    "rules-guandan",
                    "rules-shengji",
                    "lesson-guandan",
                    "lesson-shengji"
                )
            };
        }
        #[cfg(not(target_arch = "wasm32"))]
        return match self {
            Lang::Zh => all!("zh"),
            Lang::ZhHant => all!("zh-Hant"),
            Lang::En => all!("en"),
            Lang::Es => all!("es"),
            Lang::Fr => all!("fr"),
        };
        #[cfg(target_arch = "wasm32")]
        match self {
            Lang::En => catalog!("en", "app", "guandan", "shengji"),
            _ => Vec::new(),
        }
    }

    fn bundle(self) -> Catalog {
        let mut bundle = Catalog::default();
        for (file, source) in self.sources() {
            bundle.add(source);
            LOADED.with(|l| l.borrow_mut().push((self, file)));
        }
        bundle
    }
}

/// A catalog's files: the table's words, then the rules pages' (fetched only when a rules
/// page opens), then the lessons' (fetched when a lesson starts).
pub const FILES: [&str; 7] = [
    "app",
    "guandan",
    "shengji",
    "rules-guandan",
    "rules-shengji",
    "lesson-guandan",
    "lesson-shengji",
];

/// What a screen needs of a catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The table's words.
    Table,
    /// ... and the rules pages'.
    Rules,
    /// ... and the lessons'.
    Lessons,
}

/// The files of `lang` not yet in its catalog that `part` needs: where each is, relative to
/// the page, is `locales/<code>/<file>.ftl`.
pub fn missing(lang: Lang, part: Part) -> Vec<&'static str> {
    with_bundle(lang, |_| ());
    let wanted: Vec<&str> = match part {
        Part::Table => FILES[..3].to_vec(),
        Part::Rules => FILES[..5].to_vec(),
        Part::Lessons => FILES[..3].iter().chain(&FILES[5..]).copied().collect(),
    };
    LOADED.with(|l| {
        let l = l.borrow();
        wanted
            .iter()
            .copied()
            .filter(|f| !l.contains(&(lang, *f)))
            .collect()
    })
}

/// Adds file `file` of `lang`'s catalog, fetched as `text`.
pub fn add(lang: Lang, file: &'static str, text: String) {
    if LOADED.with(|l| l.borrow().contains(&(lang, file))) {
        return;
    }
    // A catalog that does not parse is caught by the native tests; what parses is kept.
    with_bundle(lang, |b| b.add(&text));
    LOADED.with(|l| l.borrow_mut().push((lang, file)));
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    static BUNDLES: RefCell<Vec<(Lang, Catalog)>> = const { RefCell::new(Vec::new()) };
    /// The files in each language's catalog.
    static LOADED: RefCell<Vec<(Lang, &'static str)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` on `lang`'s catalog (made from the compiled-in files the first time).
fn with_bundle<T>(lang: Lang, f: impl FnOnce(&mut Catalog) -> T) -> T {
    BUNDLES.with(|b| {
        let mut bundles = b.borrow_mut();
        let i = match bundles.iter().position(|(l, _)| *l == lang) {
            Some(i) => i,
            None => {
                bundles.push((lang, lang.bundle()));
                bundles.len() - 1
            }
        };
        match bundles.get_mut(i) {
            Some((_, bundle)) => f(bundle),
            // Cannot happen (`i` was just found or pushed): a fresh catalog then.
            None => f(&mut lang.bundle()),
        }
    })
}

/// The language every message is looked up in from now on.
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// A Chinese game term to show beside its translation ("托管 Auto"): none when the table
/// already speaks Chinese.
pub fn beside(zh: &'static str) -> Option<&'static str> {
    (!lang().is_chinese()).then_some(zh)
}

/// Runs `f` with English as the language: for the few messages that must be read whatever
/// the language (a refused `?lang=` value).
pub fn in_english<T>(f: impl FnOnce() -> T) -> T {
    let was = lang();
    set_lang(Lang::En);
    let out = f();
    set_lang(was);
    out
}

/// Formats message `id` in `lang`; `None` when the catalog lacks it.
fn format_in(lang: Lang, id: &str, args: Option<&Args>) -> Option<String> {
    with_bundle(lang, |bundle| bundle.format(lang, id, args))
}

/// Message `id` in the current language (English if that catalog lacks it, the id itself if
/// no catalog has it: the native tests make sure neither happens).
pub fn tr(id: &str, args: Option<&Args>) -> String {
    format_in(lang(), id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// Runs `f` (which looks messages up) only if no lookup is under way, else `None`: for the
/// panic hook, which may run in the middle of a lookup and must not panic again.
pub fn if_free<T>(f: impl FnOnce() -> T) -> Option<T> {
    let free = BUNDLES
        .try_with(|b| b.try_borrow_mut().is_ok())
        .unwrap_or(false)
        && LOADED
            .try_with(|l| l.try_borrow_mut().is_ok())
            .unwrap_or(false);
    free.then(f)
}

/// `t!(ID)` or `t!(ID, name = value, …)`: the message `ID` (a string literal) in the current
/// language.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id, None)
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($key), $value); )+
        $crate::i18n::tr($id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
