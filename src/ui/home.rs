//! The first screen, a card-game lobby: one card per game with what its Play button starts
//! (Guan Dan's rules preset, Sheng Ji's variant), the rules link, the language and records.

use yew::prelude::*;

use super::prefs::Prefs;
use super::storage;
use super::strings::{self, shengji as sj};
use crate::guandan::{Preset, Rules as GdRules};
use crate::launch::GameKind;
use crate::shengji::Rules as SjRules;

/// The Guan Dan table's settings (src/ui/guandan/mod.rs): the preset chosen here is its rules.
const GD_SETTINGS: &str = "cardtable.guandan.settings";
/// The Sheng Ji table's settings (src/ui/shengji/settings.rs): their variant is the first pick.
const SJ_SETTINGS: &str = "cardtable.shengji.settings";
/// The Sheng Ji variant last picked here.
const SJ_PICK: &str = "cardtable.home.shengji-variant";
/// The picker's Zhao Pengyou option (a variant once it has a player count).
const ZP: &str = "zhao-pengyou";

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// A game, with a Sheng Ji variant when one was picked.
    pub on_choose: Callback<(GameKind, Option<String>)>,
    /// A record file was chosen (its text).
    pub on_open_record: Callback<String>,
    /// A table with friends of a game (and variant).
    pub on_friends: Callback<(GameKind, Option<String>)>,
    /// The deal of the day (Guan Dan).
    pub on_daily: Callback<()>,
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let _lang = super::language::use_lang();
    html! {
        <section class="home">
            <header class="home-head">
                <div class="brand">
                    <h1>{ t!("home-title") }</h1>
                    <p class="tagline">{ t!("home-tagline") }</p>
                </div>
                <super::language::LangMenu />
            </header>
            <super::resume::Continue on_choose={props.on_choose.clone()} />
            <super::lesson::Offer />
            <ul class="games">
                <GuandanCard on_choose={props.on_choose.clone()} on_friends={props.on_friends.clone()} />
                <ShengjiCard on_choose={props.on_choose.clone()} on_friends={props.on_friends.clone()} />
            </ul>
            <p class="home-tools">
                <button type="button" class="link" data-action="daily" title={t!("home-daily-note")}
                    onclick={props.on_daily.reform(|_: MouseEvent| ())}>{ t!("home-daily") }</button>
                <super::records::OpenRecord on_open={props.on_open_record.clone()} />
            </p>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct CardProps {
    on_choose: Callback<(GameKind, Option<String>)>,
    on_friends: Callback<(GameKind, Option<String>)>,
}

/// The rules the Guan Dan table will start its next match with (read as the table reads them).
fn gd_prefs() -> Prefs<GdRules> {
    Prefs::load(GD_SETTINGS, GdRules::default(), |r| r.validate().is_ok())
}

/// The preset these rules are, if they are one (else the player made their own in Settings).
fn gd_preset(rules: &GdRules) -> Option<Preset> {
    [Preset::Pagat, Preset::China]
        .into_iter()
        .find(|p| GdRules::preset(*p) == *rules)
}

fn preset_name(preset: Preset) -> String {
    match preset {
        Preset::Pagat => t!("home-pagat"),
        Preset::China => t!("home-china"),
    }
}

#[function_component(GuandanCard)]
fn guandan_card(props: &CardProps) -> Html {
    let game = GameKind::GuanDan;
    let preset = use_state(|| gd_preset(&gd_prefs().rules));
    let radios = [(Preset::Pagat, "pagat"), (Preset::China, "china")]
        .into_iter()
        .map(|(choice, slug)| {
            let onchange = {
                let preset = preset.clone();
                Callback::from(move |_: Event| {
                    // Kept in the table's own settings: its next match is played with them.
                    let next = Prefs {
                        rules: GdRules::preset(choice),
                        ..gd_prefs()
                    };
                    next.store(GD_SETTINGS);
                    preset.set(gd_preset(&next.rules));
                })
            };
            let checked = *preset == Some(choice);
            let line = match choice {
                Preset::Pagat => t!("home-pagat-line"),
                Preset::China => t!("home-china-line"),
            };
            segment(
                "home-gd-preset",
                slug,
                html! { <>{ preset_name(choice) }<small class="seg-line">{ line }</small></> },
                checked,
                onchange,
                Hook::Preset,
            )
        });
    // The Play button says it short: "International rules".
    let what = match *preset {
        Some(Preset::Pagat) => t!("rules-in-force-pagat"),
        Some(Preset::China) => t!("rules-in-force-china"),
        None => t!("preset-custom"),
    };
    let picker = html! {
        <div class="pick">
            <span class="pick-label" id="home-gd-preset-label">{ t!("home-rules") }</span>
            <div class="seg" role="radiogroup" aria-labelledby="home-gd-preset-label">{ for radios }</div>
        </div>
    };
    let play = props.on_choose.reform(move |_: MouseEvent| (game, None));
    let friends = props.on_friends.reform(move |_: MouseEvent| (game, None));
    game_card(
        game,
        picker,
        what,
        (play, friends),
        None,
        html! { <super::guide::RulesButton {game} class="rules-link" /> },
    )
}

/// The player count of a Zhao Pengyou variant name.
fn zp_players(variant: &str) -> Option<u8> {
    variant.strip_prefix("zhao-pengyou-")?.parse().ok()
}

/// The variant shown first: the one picked here last, else the table's settings' variant.
fn first_pick() -> String {
    storage::get(SJ_PICK)
        .filter(|v| SjRules::named(v).is_some())
        .unwrap_or_else(|| {
            Prefs::load(SJ_SETTINGS, SjRules::classic(), |r| r.validate().is_ok())
                .rules
                .variant()
        })
}

#[function_component(ShengjiCard)]
fn shengji_card(props: &CardProps) -> Html {
    let game = GameKind::ShengJi;
    let picked = use_state(first_pick);
    // The player count Zhao Pengyou comes back to after another variant was picked.
    let players = use_state(|| zp_players(&picked).unwrap_or(5));
    let pick = {
        let picked = picked.clone();
        let players = players.clone();
        Callback::from(move |v: String| {
            if let Some(n) = zp_players(&v) {
                players.set(n);
            }
            storage::set(SJ_PICK, &v);
            picked.set(v);
        })
    };
    let names = SjRules::variant_names();
    let counts: Vec<u8> = names.iter().filter_map(|v| zp_players(v)).collect();
    let is_zp = zp_players(&picked).is_some();
    // One option per fixed variant, and one for Zhao Pengyou whatever its count.
    let radios = names
        .iter()
        .filter(|v| zp_players(v).is_none())
        .map(|v| {
            let v = v.clone();
            let label = sj::variant_name(&v);
            let checked = *picked == v;
            let pick = pick.clone();
            let slug = v.clone();
            segment(
                "home-sj-variant",
                &v,
                html! { label },
                checked,
                Callback::from(move |_: Event| pick.emit(slug.clone())),
                Hook::Variant,
            )
        })
        .chain(std::iter::once({
            let pick = pick.clone();
            let n = *players;
            segment(
                "home-sj-variant",
                ZP,
                html! { t!("home-zhao-pengyou") },
                is_zp,
                Callback::from(move |_: Event| pick.emit(format!("{ZP}-{n}"))),
                Hook::Variant,
            )
        }));
    let count_options = counts.iter().map(|n| {
        html! { <option value={n.to_string()} selected={*n == *players}>{ n.to_string() }</option> }
    });
    let on_count = {
        let pick = pick.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse::<u8>() {
                pick.emit(format!("{ZP}-{n}"));
            }
        })
    };
    let picker = html! {
        <div class="pick">
            <span class="pick-label" id="home-sj-variant-label">{ t!("home-variant") }</span>
            <div class="seg wide" role="radiogroup" aria-labelledby="home-sj-variant-label">{ for radios }</div>
            if is_zp {
                <label class="players" for="home-sj-players">
                    <span>{ t!("home-players") }</span>
                    <select id="home-sj-players" data-action="sj-players" onchange={on_count}>{ for count_options }</select>
                </label>
            }
        </div>
    };
    let variant = (*picked).clone();
    let play = {
        let variant = variant.clone();
        props
            .on_choose
            .reform(move |_: MouseEvent| (game, Some(variant.clone())))
    };
    let friends = {
        let variant = variant.clone();
        props
            .on_friends
            .reform(move |_: MouseEvent| (game, Some(variant.clone())))
    };
    let rules = html! {
        <super::guide::RulesButton {game} sj_rules={SjRules::named(&variant)} class="rules-link" />
    };
    game_card(
        game,
        picker,
        sj::variant_name(&variant),
        (play, friends),
        Some(variant),
        rules,
    )
}

/// One option of a segmented control: a radio button drawn as a segment (the label carries
/// the test hook, being what a pointer clicks).
fn segment(
    name: &'static str,
    value: &str,
    label: Html,
    checked: bool,
    onchange: Callback<Event>,
    hook: Hook,
) -> Html {
    let (preset, variant) = match hook {
        Hook::Preset => (Some(value.to_string()), None),
        Hook::Variant => (None, Some(value.to_string())),
    };
    html! {
        <label class={classes!("seg-opt", checked.then_some("on"))} data-preset={preset} data-variant={variant}>
            <input type="radio" class="sr-only" {name} value={value.to_string()} {checked} {onchange} />
            <span>{ label }</span>
        </label>
    }
}

/// Which test hook a segment carries: `data-preset` (Guan Dan) or `data-variant` (Sheng Ji).
#[derive(Clone, Copy)]
enum Hook {
    Preset,
    Variant,
}

/// A game's card: its name and rules link, a line about it, its picker, and Play (saying what
/// it starts).
fn game_card(
    game: GameKind,
    picker: Html,
    what: String,
    (play, friends): (Callback<MouseEvent>, Callback<MouseEvent>),
    variant: Option<String>,
    rules: Html,
) -> Html {
    let lang = crate::i18n::lang();
    let title = strings::game_title(game);
    let title_id = format!("home-{}-title", game.slug());
    let name = t!("home-play-aria", game = title.clone(), what = what.clone());
    let line = match game {
        GameKind::GuanDan => t!("home-line-guandan"),
        GameKind::ShengJi => t!("home-line-shengji"),
    };
    html! {
        <li class="game-tile" data-game={game.slug()}>
            <article class="game-card" aria-labelledby={title_id.clone()}>
                <div class="card-head">
                    <h2 class="game-name" id={title_id}>
                        <span class="hanzi" lang={if lang.is_chinese() { lang.code() } else { "zh" }}
                            aria-hidden={(!lang.is_chinese()).then_some("true")}>{ strings::game_hanzi(game) }</span>
                        // In Chinese the hanzi above is the title.
                        if !lang.is_chinese() {
                            <span class="title">{ title }</span>
                        }
                    </h2>
                    { rules }
                </div>
                // One line on small screens, the longer description where there is room.
                <p class="blurb">{ fan(game) }<span class="line">{ line }</span><span class="more">{ strings::game_blurb(game) }</span></p>
                { picker }
                <div class="card-foot">
                    <button type="button" class="play" aria-label={name}
                        data-action="choose-game" data-game={game.slug()} data-variant={variant}
                        onclick={play}>
                        <span class="cta">{ t!("home-play") }</span>
                        <span class="what">{ what }</span>
                    </button>
                    <button type="button" class="btn friends-play" data-action="friends"
                        data-game={game.slug()} onclick={friends}>{ t!("friends-play") }</button>
                </div>
            </article>
        </li>
    }
}

/// The game's card art: a fan of its cards (Guan Dan's four-of-a-kind bomb under the red
/// joker; Sheng Ji's point cards, 5, 10 and K, under a trump joker).
fn fan(game: GameKind) -> Html {
    let faces: &[&str] = match game {
        GameKind::GuanDan => &["SK", "HK", "CK", "DK", "RJ"],
        GameKind::ShengJi => &["C5", "D10", "SK", "H5", "BJ"],
    };
    let mid = (faces.len() as i32 - 1) * 5;
    html! {
        <div class="fan" aria-hidden="true">
            { for faces.iter().enumerate().map(|(i, f)| html! {
                <img src={format!("assets/cards/{}#{f}", crate::art::deck::DECK_FILE)} alt="" width="240" height="336"
                    style={format!("--turn: {}deg", i as i32 * 10 - mid)} />
            }) }
        </div>
    }
}
