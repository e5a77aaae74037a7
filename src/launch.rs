//! What the page was opened with: the game, the seed and the AI speed from the URL query
//! (`?game=guandan&seed=42&speed=fast`). Odd values never stop the page: each gets a clear
//! notice and a safe default (the home page, a fresh seed, the saved speed).

use crate::cards::parse_seed;
use crate::i18n::Lang;

/// The games the table offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    GuanDan,
    ShengJi,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::GuanDan, GameKind::ShengJi];

    /// The value used in URLs.
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::GuanDan => "guandan",
            GameKind::ShengJi => "shengji",
        }
    }

    pub fn from_slug(s: &str) -> Option<GameKind> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.slug().eq_ignore_ascii_case(s.trim()))
    }
}

/// How long the table pauses before each computer action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speed {
    Instant,
    Fast,
    Normal,
    Slow,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// The value used in URLs.
    pub fn slug(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }

    pub fn from_slug(s: &str) -> Option<Speed> {
        Speed::ALL
            .into_iter()
            .find(|v| v.slug().eq_ignore_ascii_case(s.trim()))
    }

    /// How long a finished trick stays on the table before it is gathered, in milliseconds.
    pub fn trick_pause(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 550,
            Speed::Normal => 1100,
            Speed::Slow => 1800,
        }
    }

    /// How long a card takes to move, in milliseconds (none at instant speed).
    pub fn move_millis(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 160,
            Speed::Normal => 260,
            Speed::Slow => 360,
        }
    }

    /// The pause before each computer action, in milliseconds (0 to 2000).
    pub fn millis(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 350,
            Speed::Normal => 900,
            Speed::Slow => 2000,
        }
    }
}

/// A value of the address that was refused (the page says so, in the strings module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    UnknownGame(String),
    BadSeed(String),
    UnknownSpeed(String),
    UnknownVariant(String),
    UnknownLang(String),
}

/// The launch settings read from a query string, plus a notice for every value that was refused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Launch {
    pub game: Option<GameKind>,
    pub seed: Option<u64>,
    pub speed: Option<Speed>,
    /// A Sheng Ji preset name (`classic`, `one-deck`, `three-decks`, `four-decks`,
    /// `zhao-pengyou-N`), checked against the engine's presets.
    pub variant: Option<String>,
    /// `?lang=`: the language asked for (it overrides the saved one).
    pub lang: Option<Lang>,
    /// `?daily`: the deal of the day (the page turns the date into the seed).
    pub daily: bool,
    /// `?embed=1` (or `true`): the compact page for a frame in another page (the page also
    /// takes it when it finds itself framed).
    pub embed: bool,
    /// `?learn`: the game's lesson (Learn to play).
    pub learn: bool,
    pub notices: Vec<Notice>,
}

impl Launch {
    /// Reads `game` and `seed` from pairs already split out of a query string (percent-decoding is
    /// the caller's job). Unknown keys are ignored: embedding pages add their own.
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Launch {
        let mut launch = Launch::default();
        for (key, value) in pairs {
            match key {
                "game" => match GameKind::from_slug(value) {
                    Some(game) => launch.game = Some(game),
                    None => launch.notices.push(Notice::UnknownGame(value.to_string())),
                },
                "lang" => match Lang::from_tag(value) {
                    Some(lang) => launch.lang = Some(lang),
                    None => launch.notices.push(Notice::UnknownLang(value.to_string())),
                },
                "seed" => match parse_seed(value) {
                    Ok(seed) => launch.seed = Some(seed),
                    Err(_) => launch.notices.push(Notice::BadSeed(value.to_string())),
                },
                "speed" => match Speed::from_slug(value) {
                    Some(speed) => launch.speed = Some(speed),
                    None => launch.notices.push(Notice::UnknownSpeed(value.to_string())),
                },
                "daily" => launch.daily = true,
                "learn" => launch.learn = true,
                "embed" => launch.embed = !matches!(value.trim(), "0" | "false"),
                "variant" => {
                    let name = value.trim().to_ascii_lowercase();
                    match crate::shengji::Rules::named(&name) {
                        Some(_) => launch.variant = Some(name),
                        None => launch
                            .notices
                            .push(Notice::UnknownVariant(value.to_string())),
                    }
                }
                _ => {}
            }
        }
        launch
    }

    /// Convenience for a raw query string such as `?game=guandan&seed=7` (no percent-decoding;
    /// the browser side uses `URLSearchParams`).
    pub fn from_query(query: &str) -> Launch {
        Launch::from_pairs(
            query
                .trim_start_matches('?')
                .split('&')
                .filter(|p| !p.is_empty())
                .map(|p| p.split_once('=').unwrap_or((p, ""))),
        )
    }
}

/// The seed of the deal of the day: the same for everyone on the same (UTC) date, from the
/// date alone. 53 bits, like every seed the page makes (exact in JavaScript numbers).
pub fn daily_seed(year: u32, month: u32, day: u32) -> u64 {
    // SplitMix64 of the date as a number: neighbouring days get unrelated deals.
    let mut z = (year as u64 * 10_000 + month as u64 * 100 + day as u64)
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) >> 11
}

/// The query string that reproduces a match: `?game=guandan&seed=42`, with the Sheng Ji
/// variant, and the speed when the address asked for one (so a reload keeps it).
pub fn query_for(game: GameKind, seed: u64, variant: Option<&str>, speed: Option<Speed>) -> String {
    let mut q = format!("?game={}", game.slug());
    if let Some(v) = variant {
        q += &format!("&variant={v}");
    }
    q += &format!("&seed={seed}");
    if let Some(s) = speed {
        q += &format!("&speed={}", s.slug());
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_game_and_seed() {
        let l = Launch::from_query("?game=guandan&seed=42");
        assert_eq!(l.game, Some(GameKind::GuanDan));
        assert_eq!(l.seed, Some(42));
        assert!(l.notices.is_empty());
        assert_eq!(
            Launch::from_query("game=ShengJi").game,
            Some(GameKind::ShengJi)
        );
    }

    #[test]
    fn odd_values_get_a_notice_and_a_safe_default() {
        let l = Launch::from_query("?game=poker&seed=-3&utm_source=blog");
        assert_eq!(l.game, None);
        assert_eq!(l.seed, None);
        assert_eq!(
            l.notices,
            [
                Notice::UnknownGame("poker".into()),
                Notice::BadSeed("-3".into())
            ]
        );
        assert_eq!(Launch::from_query(""), Launch::default());
        assert_eq!(Launch::from_query("seed").notices.len(), 1);
    }

    #[test]
    fn query_round_trips() {
        let q = query_for(GameKind::ShengJi, 9, None, None);
        assert_eq!(q, "?game=shengji&seed=9");
        let l = Launch::from_query(&q);
        assert_eq!((l.game, l.seed), (Some(GameKind::ShengJi), Some(9)));
        let q = query_for(GameKind::ShengJi, 9, Some("zhao-pengyou-6"), None);
        assert_eq!(q, "?game=shengji&variant=zhao-pengyou-6&seed=9");
        assert_eq!(
            Launch::from_query(&q).variant.as_deref(),
            Some("zhao-pengyou-6")
        );
        let q = query_for(GameKind::GuanDan, 3, None, Some(Speed::Instant));
        assert_eq!(q, "?game=guandan&seed=3&speed=instant");
        assert_eq!(Launch::from_query(&q).speed, Some(Speed::Instant));
    }

    #[test]
    fn speeds_from_the_address() {
        for (slug, ms) in [
            ("instant", 0),
            ("fast", 350),
            ("Normal", 900),
            ("slow", 2000),
        ] {
            let l = Launch::from_query(&format!("?speed={slug}"));
            assert_eq!(l.speed.map(Speed::millis), Some(ms), "{slug}");
            assert!(l.notices.is_empty());
        }
        let odd = Launch::from_query("?variant=zhao-pengyou-13");
        assert_eq!(odd.variant, None);
        assert_eq!(
            odd.notices,
            [Notice::UnknownVariant("zhao-pengyou-13".into())]
        );
        assert_eq!(
            Launch::from_query("?variant=Classic").variant.as_deref(),
            Some("classic")
        );
        let odd = Launch::from_query("?speed=warp");
        assert_eq!(odd.speed, None);
        assert_eq!(odd.notices, [Notice::UnknownSpeed("warp".into())]);
    }

    #[test]
    fn the_deal_of_the_day_comes_from_the_date() {
        assert!(Launch::from_query("?game=guandan&daily").daily);
        assert!(!Launch::from_query("?game=guandan").daily);
        assert!(Launch::from_query("?game=guandan&embed=1").embed);
        assert!(!Launch::from_query("?embed=0").embed);
        assert!(!Launch::from_query("?game=guandan").embed);
        assert_eq!(daily_seed(2026, 11, 25), daily_seed(2026, 11, 25));
        let days: std::collections::BTreeSet<u64> = (1..=31)
            .map(|d| daily_seed(2026, 12, d))
            .chain((1..=12).map(|m| daily_seed(2027, m, 1)))
            .collect();
        assert_eq!(days.len(), 31 + 12, "every day its own deal");
        assert!(days.iter().all(|s| *s < 1 << 53));
    }

    #[test]
    fn languages_from_the_address() {
        assert_eq!(Launch::from_query("?lang=fr").lang, Some(Lang::Fr));
        assert_eq!(
            Launch::from_query("?game=guandan&lang=zh-CN").lang,
            Some(Lang::Zh)
        );
        assert_eq!(Launch::from_query("?lang=zh-Hant").lang, Some(Lang::ZhHant));
        let odd = Launch::from_query("?lang=klingon");
        assert_eq!(odd.lang, None);
        assert_eq!(odd.notices, [Notice::UnknownLang("klingon".into())]);
    }
}
