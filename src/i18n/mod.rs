//! The words the table shows, in every language it speaks: one Fluent catalog per language
//! (`locales/<lang>/*.ftl`, compiled into the binary) and the [`t!`](crate::t) macro that
//! looks a message up in the current language.
//!
//! The engines keep typed errors with English `Display` for logs and tools; everything a
//! player reads is rendered here from those typed values. Pure Rust, so the catalogs are
//! checked natively (every key in every language, the same placeholders, no unused key).

use std::cell::{Cell, RefCell};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};

pub use fluent_bundle::FluentArgs as Args;

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

    /// The catalog's files, in the order they are added.
    fn sources(self) -> &'static [&'static str] {
        macro_rules! catalog {
            ($dir:literal) => {
                &[
                    include_str!(concat!("locales/", $dir, "/app.ftl")),
                    include_str!(concat!("locales/", $dir, "/guandan.ftl")),
                    include_str!(concat!("locales/", $dir, "/shengji.ftl")),
                    include_str!(concat!("locales/", $dir, "/rules-guandan.ftl")),
                    include_str!(concat!("locales/", $dir, "/rules-shengji.ftl")),
                ]
            };
        }
        match self {
            Lang::Zh => catalog!("zh"),
            Lang::ZhHant => catalog!("zh-Hant"),
            Lang::En => catalog!("en"),
            Lang::Es => catalog!("es"),
            Lang::Fr => catalog!("fr"),
        }
    }

    fn bundle(self) -> FluentBundle<FluentResource> {
        let id = self
            .code()
            .parse()
            .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
        let mut bundle = FluentBundle::new(vec![id]);
        // Isolation marks only matter for right-to-left text; they would show up in tests.
        bundle.set_use_isolating(false);
        for source in self.sources() {
            // A catalog that does not parse is caught by the native tests; what parses is kept.
            let resource =
                FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        bundle
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    static BUNDLES: RefCell<Vec<(Lang, FluentBundle<FluentResource>)>> = const { RefCell::new(Vec::new()) };
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
fn format_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    BUNDLES.with(|b| {
        let mut bundles = b.borrow_mut();
        if !bundles.iter().any(|(l, _)| *l == lang) {
            bundles.push((lang, lang.bundle()));
        }
        let (_, bundle) = bundles.iter().find(|(l, _)| *l == lang)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    })
}

/// Message `id` in the current language (English if that catalog lacks it, the id itself if
/// no catalog has it: the native tests make sure neither happens).
pub fn tr(id: &str, args: Option<&FluentArgs>) -> String {
    format_in(lang(), id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
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
