//! The home page's Continue: a saved match of each game, with where it stands (the levels,
//! the hand, when it was saved); a tap opens its table, which resumes it.

use yew::prelude::*;

use super::core::About;
use super::prefs::Prefs;
use super::saved;
use super::strings;
use crate::launch::GameKind;

#[derive(Properties, PartialEq)]
pub struct ContinueProps {
    pub on_choose: Callback<(GameKind, Option<String>)>,
}

/// The Guan Dan and Sheng Ji tables' saved matches and settings.
const GAMES: [(GameKind, &str, &str); 2] = [
    (
        GameKind::GuanDan,
        super::guandan::state::SAVE_KEY,
        "cardtable.guandan.settings",
    ),
    (
        GameKind::ShengJi,
        super::shengji::state::SAVE_KEY,
        super::shengji::settings::PREFS_KEY,
    ),
];

#[function_component(Continue)]
pub fn resume(props: &ContinueProps) -> Html {
    let _lang = super::language::use_lang();
    let now = js_sys::Date::now();
    let rows: Vec<Html> = GAMES
        .iter()
        .filter_map(|&(game, key, settings)| {
            let about = saved::about(key)?;
            let open = open(game, settings, &about, props.on_choose.clone())?;
            Some(row(game, &about, now, open))
        })
        .collect();
    if rows.is_empty() {
        return html! {};
    }
    html! { <section class="continue" aria-label={t!("home-continue")}>{ for rows }</section> }
}

/// What opening the table takes: the saved match's rules made the table's (a table resumes a
/// match of the rules it would start), then the game (and Sheng Ji's variant).
fn open(
    game: GameKind,
    settings: &'static str,
    about: &About,
    choose: Callback<(GameKind, Option<String>)>,
) -> Option<Callback<MouseEvent>> {
    Some(match game {
        GameKind::GuanDan => {
            let rules: crate::guandan::Rules = crate::json::from_str(&about.rules).ok()?;
            Callback::from(move |_| {
                let kept = Prefs::load(settings, rules.clone(), |r| r.validate().is_ok());
                Prefs {
                    rules: rules.clone(),
                    ..kept
                }
                .store(settings);
                choose.emit((game, None));
            })
        }
        GameKind::ShengJi => {
            let rules: crate::shengji::Rules = crate::json::from_str(&about.rules).ok()?;
            let variant = rules.variant();
            choose.reform(move |_| (game, Some(variant.clone())))
        }
    })
}

fn row(game: GameKind, about: &About, now: f64, open: Callback<MouseEvent>) -> Html {
    let level = match about.other {
        Some(other) => t!(
            "home-continue-levels",
            level = about.level.code(),
            other = other.code()
        ),
        None => t!("home-continue-level", level = about.level.code()),
    };
    let minutes = ((now - about.at) / 60_000.0).max(0.0) as u64;
    let ago = match minutes {
        0 => t!("saved-now"),
        m if m < 60 => t!("saved-minutes", n = m),
        m if m < 48 * 60 => t!("saved-hours", n = m / 60),
        m => t!("saved-days", n = m / (24 * 60)),
    };
    let number = match game {
        GameKind::ShengJi => t!("home-continue-round", round = about.hand),
        _ => t!("home-continue-hand", hand = about.hand),
    };
    let detail = [level, number, ago].join(" · ");
    html! {
        <button type="button" class="continue-row" data-action="continue" data-game={game.slug()} onclick={open}>
            <span class="hanzi" lang="zh" aria-hidden="true">{ strings::game_hanzi(game) }</span>
            <span class="continue-text">
                <span class="continue-title">{ format!("{} · {}", t!("home-continue"), strings::game_title(game)) }</span>
                <span class="continue-detail">{ detail }</span>
            </span>
            <span class="continue-go" aria-hidden="true">{ "›" }</span>
        </button>
    }
}
