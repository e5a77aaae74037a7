//! The catalogs are complete and consistent: every message in every language, the same
//! placeholders everywhere, nothing unused, nothing missing.

use std::collections::{BTreeMap, BTreeSet};

use super::*;

/// Message id → the `$variables` it uses, for one language.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (_, source) in lang.sources() {
        let mut current: Option<String> = None;
        for line in source.lines() {
            let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_lowercase());
            if starts_message && let Some((id, _)) = line.split_once(" =") {
                current = Some(id.trim().to_string());
                out.entry(id.trim().to_string())
                    .or_insert_with(BTreeSet::new);
            } else if !line.starts_with([' ', '\t', '}']) {
                current = None;
            }
            if let Some(id) = &current {
                let vars = out.get_mut(id).unwrap();
                let mut rest = line;
                while let Some(i) = rest.find('$') {
                    rest = &rest[i + 1..];
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    vars.insert(name);
                }
            }
        }
    }
    out
}

#[test]
fn every_catalog_parses() {
    for lang in Lang::ALL {
        for (file, source) in lang.sources() {
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(source.to_string()) {
                panic!("{} {file}: {errors:?}", lang.code());
            }
            let junk = Catalog::default().add(source);
            assert!(
                junk.is_empty(),
                "{} {file}: unread at {junk:?}",
                lang.code()
            );
        }
    }
}

/// The page's reader (`ftl`) writes every message of every language as `fluent-bundle` does:
/// with no values, and with many seeded mixes of numbers and the words the selectors name.
#[test]
fn the_reader_formats_every_message_as_fluent_does() {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
    let words = [
        "one", "other", "us", "them", "yes", "no", "pair", "East", "",
    ];
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut compared = 0;
    for lang in Lang::ALL {
        let mut fluent = FluentBundle::new(vec![lang.code().parse().unwrap()]);
        fluent.set_use_isolating(false);
        let mut ours = Catalog::default();
        for (_, source) in lang.sources() {
            fluent
                .add_resource(FluentResource::try_new(source.to_string()).unwrap())
                .unwrap();
            ours.add(source);
        }
        for (id, vars) in messages(lang) {
            for round in 0..40 {
                let (mut theirs, mut mine) = (FluentArgs::new(), Args::new());
                for var in vars.iter().filter(|_| round > 0) {
                    let pick = next();
                    if pick % 3 == 0 {
                        let w = words[(pick / 3) as usize % words.len()];
                        theirs.set(var.as_str(), FluentValue::from(w));
                        mine.set(var.as_str(), w);
                    } else {
                        let n = (pick / 3 % 14) as i64 - 1;
                        theirs.set(var.as_str(), n);
                        mine.set(var.as_str(), n);
                    }
                }
                let pattern = fluent.get_message(&id).unwrap().value().unwrap();
                let expected = fluent.format_pattern(pattern, Some(&theirs), &mut Vec::new());
                let got = ours.format(lang, &id, Some(&mine));
                assert_eq!(got.as_deref(), Some(&*expected), "{} {id}", lang.code());
                compared += 1;
            }
        }
    }
    assert!(compared > 5 * 40 * 100, "{compared} messages formatted");
}

#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    let en = messages(Lang::En);
    assert!(en.len() > 100, "the English catalog is read");
    for lang in Lang::ALL {
        let other = messages(lang);
        let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(extra.is_empty(), "{} has unknown {extra:?}", lang.code());
        for (id, vars) in &en {
            assert_eq!(&other[id], vars, "{}: placeholders of {id}", lang.code());
        }
    }
}

/// Every Rust source file of the crate, as text.
fn sources() -> String {
    fn walk(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = String::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// Every lookup is a `t!` with the id written out, so that this test can see it.
#[test]
fn every_message_is_used_and_every_used_message_exists() {
    let code = sources();
    let mut used = BTreeSet::new();
    for (i, _) in code.match_indices("t!(") {
        // `format!(` ends the same way: only a `t!` that starts a word is a lookup.
        let word_start = code[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let rest = code[i + 3..].trim_start();
        if word_start && let Some(rest) = rest.strip_prefix('"') {
            let id = &rest[..rest.find('"').unwrap()];
            // Message ids are lower-case words joined by hyphens.
            if id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                used.insert(id.to_string());
            }
        }
    }
    // The lessons' lines are named in their scripts (src/lesson) and looked up by id.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lesson");
    for script in ["guandan.rs", "shengji.rs"] {
        let code = std::fs::read_to_string(root.join(script)).unwrap();
        for (i, _) in code.match_indices("\"lesson-") {
            let rest = &code[i + 1..];
            used.insert(rest[..rest.find('"').unwrap()].to_string());
        }
    }
    let en = messages(Lang::En);
    let unused: Vec<_> = en.keys().filter(|id| !used.contains(*id)).collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    let missing: Vec<_> = used.iter().filter(|id| !en.contains_key(*id)).collect();
    assert!(missing.is_empty(), "lookups with no message: {missing:?}");
}
#[test]
fn plurals_follow_each_language() {
    set_lang(Lang::Fr);
    assert_eq!(crate::t!("cards-left", count = 1), "1 carte");
    assert_eq!(crate::t!("cards-left", count = 0), "0 carte");
    assert_eq!(crate::t!("cards-left", count = 2), "2 cartes");
    set_lang(Lang::Es);
    assert_eq!(crate::t!("cards-left", count = 1), "1 carta");
    assert_eq!(crate::t!("cards-left", count = 0), "0 cartas");
    set_lang(Lang::En);
    assert_eq!(crate::t!("cards-left", count = 1), "1 card");
    assert_eq!(crate::t!("cards-left", count = 27), "27 cards");
    set_lang(Lang::Zh);
    assert_eq!(crate::t!("cards-left", count = 27), "27 张");
    set_lang(Lang::En);
}

/// A seat name is never the subject of a verb that does not agree with it: "You's throw",
/// "You wins", "Vous et Nord gagnent" (issue 39).
#[test]
fn the_human_seat_takes_its_own_verb_forms() {
    let throw = |thrower: usize, name: &str| {
        t!(
            "sj-failed-throw",
            thrower = thrower,
            thrower_name = name,
            seat = 1,
            name = "East",
            by = "pair",
            unit = "single"
        )
    };
    set_lang(Lang::En);
    assert!(throw(0, "You").starts_with("Your throw failed: East holds"));
    assert!(throw(3, "West").starts_with("West's throw failed"));
    let over = |count: usize, seat: usize, names: &str| {
        t!("sj-match-over", count = count, seat = seat, names = names)
    };
    assert_eq!(over(1, 0, "You"), "You win the match!");
    assert_eq!(over(1, 3, "Dee"), "Dee wins the match!");
    assert_eq!(over(2, 0, "You and Dee"), "You and Dee win the match!");
    let paid = t!(
        "paid",
        from_seat = 1,
        from = "East",
        to_seat = 0,
        to = "You",
        card = "A♠"
    );
    assert_eq!(paid, "East paid A♠ to you");
    set_lang(Lang::Fr);
    assert_eq!(over(2, 0, "Vous et Dee"), "Vous et Dee gagnez la partie !");
    let won = t!("match-over-title", side = 0, team = "Vous et Nord");
    assert_eq!(won, "Vous et Nord gagnez la partie !");
    set_lang(Lang::Es);
    let paid = t!(
        "paid",
        from_seat = 0,
        from = "Tú",
        to_seat = 1,
        to = "Este",
        card = "A♠"
    );
    assert_eq!(paid, "Pagaste A♠ a Este");
    // A caller that does not give the seat yet still reads as before.
    assert_eq!(t!("replay-draws", name = "Este"), "Este roba una carta");
    set_lang(Lang::En);
}

#[test]
fn browser_tags_pick_a_language() {
    assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::Zh));
    assert_eq!(Lang::from_tag("zh-CN"), Some(Lang::Zh));
    assert_eq!(Lang::from_tag("zh"), Some(Lang::Zh));
    assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
    assert_eq!(Lang::from_tag("zh_HK"), Some(Lang::ZhHant));
    assert_eq!(Lang::from_tag("zh-Hant"), Some(Lang::ZhHant));
    assert_eq!(Lang::from_tag("zh-Hans-HK"), Some(Lang::Zh));
    assert_eq!(Lang::from_tag("EN"), Some(Lang::En));
    assert_eq!(Lang::from_tag("de"), None);
    assert_eq!(Lang::preferred(["de-DE", "es-MX", "en"]), Some(Lang::Es));
    assert_eq!(Lang::preferred(["de-DE"]), None);
}

/// The bundled CJK fonts (scripts/cjk-font.py) hold every hanzi the page can show: the SC
/// subset for the sources and the catalogs, the TC subset for the 繁體中文 catalog.
#[test]
fn the_bundled_font_has_every_hanzi_in_use() {
    let is_cjk = |c: char| matches!(c as u32, 0x3000..=0x303F | 0x4E00..=0x9FFF | 0xFF00..=0xFFEF);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let glyphs = |name: &str| {
        std::fs::read_to_string(root.join("assets/fonts").join(name)).unwrap_or_default()
    };
    let (sc, tc) = (glyphs("cjk-glyphs.txt"), glyphs("cjk-tc-glyphs.txt"));
    let mut simplified = sources();
    let mut traditional = String::new();
    for lang in Lang::ALL {
        let text = if lang == Lang::ZhHant {
            &mut traditional
        } else {
            &mut simplified
        };
        text.extend(lang.sources().iter().map(|(_, s)| *s));
    }
    for (text, font, name) in [(simplified, sc, "cjk"), (traditional, tc, "cjk-tc")] {
        let missing: BTreeSet<char> = text
            .chars()
            .filter(|c| is_cjk(*c) && !font.contains(*c))
            .collect();
        assert!(
            missing.is_empty(),
            "run `make font`: {name}.woff2 lacks {missing:?}"
        );
    }
}

/// One name for one thing (issue 67): the messages that name the same result or side use the
/// same words in each language (Zh, ZhHant, En, Es, Fr).
#[test]
fn one_thing_has_one_name_in_each_language() {
    let names: [(&[&str], [&str; 5]); 2] = [
        // Partners finishing first and second (hanzi escaped: this file's hanzi go in the font).
        (
            &[
                "moment-double-win",
                "promotion-1-2",
                "a-win-1-2",
                "home-pagat-line",
                "home-china-line",
            ],
            [
                "\u{53cc}\u{4e0a}",
                "\u{96d9}\u{4e0a}",
                "1st and 2nd",
                "1.º y 2.º",
                "1er et 2e",
            ],
        ),
        // The dealer's side in Sheng Ji.
        (
            &["lesson-sj-intro", "sj-band-declarers"],
            [
                "\u{5e84}\u{5bb6}",
                "\u{838a}\u{5bb6}",
                "declarers",
                "declarantes",
                "déclarants",
            ],
        ),
    ];
    for (ids, words) in names {
        for (lang, word) in Lang::ALL.into_iter().zip(words) {
            let mut found = 0;
            for (_, source) in lang.sources() {
                for line in source.lines() {
                    let Some((id, text)) = line.split_once(" = ") else {
                        continue;
                    };
                    if ids.contains(&id) {
                        found += 1;
                        assert!(
                            text.contains(word),
                            "{} {id} does not say {word}: {text}",
                            lang.code()
                        );
                    }
                }
            }
            assert_eq!(found, ids.len(), "{}: every message found", lang.code());
        }
    }
}
