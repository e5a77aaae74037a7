//! The browser UI (Yew). It holds no rule of its own: deals, card order and every legality
//! question come from the engines through the match driver; this layer only draws them and
//! forwards clicks.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

mod card;
mod coach;
mod core;
mod embed;
mod form;
mod friends;
pub mod guandan;
mod guide;
mod hand;
mod history;
mod home;
mod keys;
mod ladder;
pub mod language;
mod lesson;
mod look;
mod moment;
mod motion;
mod msg;
mod offline;
mod pause;
mod piece;
mod prefs;
mod record_screen;
mod records;
mod replay;
mod resume;
mod review;
mod saved;
mod seat;
pub mod shengji;
use crate::words as strings;
// The browser's services the table uses (see `crate::browser`), by their short names.
use crate::browser::{crash, deflate, pacing, sound, storage, thinker, worker};
mod study;
mod table;
mod toolbar;

use yew::prelude::*;

use crate::launch::{GameKind, Launch};
use home::Home;

/// Mounts the app on the page body. A panic does not leave a dead page: it is reported on the
/// console, the friends at the table are told, and the page says to reload (see [`crash`]).
pub fn start() {
    crash::install();
    yew::Renderer::<App>::new().render();
}

/// What the page shows: the game chooser, or a table (with the Sheng Ji variant asked for).
/// Opens the table with friends for the game of the solo table shown (its settings offer it).
#[derive(Clone, PartialEq)]
pub struct OpenFriends(pub Callback<()>);

#[derive(Clone, Debug, PartialEq)]
enum Screen {
    Home,
    /// A record opened from a link or a file, in the replay.
    Record(String),
    Table {
        game: GameKind,
        seed: Option<u64>,
        variant: Option<String>,
        /// The game's lesson rather than a match.
        learn: bool,
    },
    /// The host's lobby of a table with friends.
    Friends {
        game: GameKind,
        variant: Option<String>,
    },
    /// A friend's page, opened from an invite.
    Join(String),
    /// A reply link opened in the host's browser.
    Handoff(String),
}

#[function_component(App)]
pub fn app() -> Html {
    // The URL is read once: `?game=…` opens that table directly, `?seed=N` fixes the deal,
    // `?speed=` the computer's pace.
    let launch = use_memo((), |_| read_launch());
    let screen = {
        let launch = launch.clone();
        use_state(move || match (records::in_address(), launch.game) {
            _ if let Some(f) = friends::in_address() => match f {
                friends::Fragment::Join(p) => Screen::Join(p),
                friends::Fragment::Reply(p) => Screen::Handoff(p),
            },
            (Some(text), _) => Screen::Record(text),
            (None, Some(game)) => Screen::Table {
                game,
                seed: launch.seed,
                variant: launch.variant.clone(),
                learn: launch.learn,
            },
            (None, None) => Screen::Home,
        })
    };
    // The language: set before any child renders, so that every lookup below uses it.
    let lang = {
        let from_url = launch.lang;
        use_state(move || language::initial(from_url, prefs::Display::load().lang))
    };
    language::apply(*lang);
    if launch.lang.is_some() {
        language::keep_in_address();
    }
    // The address follows a change of language (when it names one).
    use_effect_with(*lang, |_| history::retag_address());
    let lang_choice = {
        let setter = lang.clone();
        language::LangChoice {
            lang: *lang,
            choose: Callback::from(move |l| {
                // Kept with the other display preferences.
                prefs::Display {
                    lang: Some(l),
                    ..prefs::Display::load()
                }
                .store();
                // The table goes on in the old language until the new one's words are here.
                let setter = setter.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    language::load(l, crate::i18n::Part::Table).await;
                    setter.set(l);
                });
            }),
        }
    };
    let look = use_state(|| prefs::Display::load().look());
    look::apply(*look);
    if launch.embed {
        embed::start();
    }
    let look_choice = {
        let setter = look.clone();
        look::LookChoice {
            look: *look,
            choose: Callback::from(move |l: look::Look| {
                prefs::Display {
                    four_colour: l.four_colour,
                    large_cards: l.large_cards,
                    hide_tracker: l.hide_tracker,
                    muted: l.muted,
                    face: l.face,
                    ..prefs::Display::load()
                }
                .store();
                setter.set(l);
            }),
        }
    };
    // The URL's seed applies to the first table only.
    let pending_seed = use_mut_ref(|| launch.seed);
    use_effect_with((), |_| {
        prefs::Display::load().apply();
        sound::arm();
        // Opened straight on a table: Back leads to the chooser, not off the site.
        if let Some(w) = web_sys::window()
            && read_launch().game.is_some()
        {
            history::chooser_below(&w.location().search().unwrap_or_default());
        }
    });
    {
        // Back and Forward: the address says which screen (the match itself is saved).
        let setter = screen.clone();
        // The listener is made once: it reads the screen shown now from here.
        let shown = use_mut_ref(|| Screen::Home);
        *shown.borrow_mut() = (*screen).clone();
        history::use_popstate(Callback::from(move |search: String| {
            // A table with friends stays as it is: going back (a panel closed) must not put a
            // solo table in its place, and leaving it is the Back button's.
            if matches!(&*shown.borrow(), Screen::Friends { .. } | Screen::Join(_)) {
                return;
            }
            let l = Launch::from_query(&search);
            let next = match l.game {
                Some(game) => Screen::Table {
                    game,
                    seed: l.seed,
                    variant: l.variant.clone(),
                    learn: l.learn,
                },
                None => Screen::Home,
            };
            let same_game = matches!((&*shown.borrow(), &next), (Screen::Table { game: a, learn: x, .. }, Screen::Table { game: b, learn: y, .. }) if a == b && x == y);
            if !same_game && *shown.borrow() != next {
                setter.set(next);
            }
        }));
    }

    {
        let screen = (*screen).clone();
        // The tables keep their own match in the address.
        use_effect_with(screen, |screen| {
            if *screen == Screen::Home {
                remember_in_url("");
            }
        });
    }

    let on_choose = {
        let screen = screen.clone();
        let pending_seed = pending_seed.clone();
        Callback::from(move |(game, variant): (GameKind, Option<String>)| {
            let seed = pending_seed.borrow_mut().take();
            history::push(&format!("?game={}", game.slug()));
            screen.set(Screen::Table {
                game,
                seed,
                variant,
                learn: false,
            });
        })
    };
    // Each Learn opens a lesson afresh, even over the table it turned into (its key changes).
    let lessons = use_mut_ref(|| 0u32);
    let learn = {
        let screen = screen.clone();
        let lessons = lessons.clone();
        lesson::Learn(Callback::from(move |game: GameKind| {
            *lessons.borrow_mut() += 1;
            history::push(&format!("?game={}&learn", game.slug()));
            screen.set(Screen::Table {
                game,
                seed: None,
                variant: None,
                learn: true,
            });
        }))
    };
    let on_home = {
        let screen = screen.clone();
        Callback::from(move |_| {
            history::push("");
            screen.set(Screen::Home)
        })
    };
    let on_friends = {
        let screen = screen.clone();
        Callback::from(move |(game, variant): (GameKind, Option<String>)| {
            screen.set(Screen::Friends { game, variant })
        })
    };
    let open_friends = {
        let screen = screen.clone();
        OpenFriends(Callback::from(move |()| {
            if let Screen::Table { game, variant, .. } = (*screen).clone() {
                history::push("");
                screen.set(Screen::Friends { game, variant });
            }
        }))
    };
    let on_daily = {
        let screen = screen.clone();
        Callback::from(move |()| {
            history::push("?game=guandan&daily");
            screen.set(Screen::Table {
                game: GameKind::GuanDan,
                seed: Some(todays_seed()),
                variant: None,
                learn: false,
            });
        })
    };
    let on_open_record = {
        let screen = screen.clone();
        Callback::from(move |text: String| screen.set(Screen::Record(text)))
    };
    // The chosen language's words, fetched unless they are English (a later change of
    // language waits for them before it takes effect, so only the first screen waits).
    let ready = language::use_catalog(*lang, crate::i18n::Part::Table);
    let notices = launch.notices.iter().map(|n| {
        html! { <p class="notice" role="status">{ strings::launch_notice(n, *lang) }</p> }
    });

    html! {
        <ContextProvider<language::LangChoice> context={lang_choice}>
        <ContextProvider<look::LookChoice> context={look_choice}>
        <ContextProvider<lesson::Learn> context={learn}>
        <main class="app" aria-busy={(!ready).then_some("true")}>
            <offline::UpdateNotice />
            { for notices }
            {
                match &*screen {
                    _ if !ready => html! { <p class="loading" role="status"><span class="spinner"></span></p> },
                    Screen::Home => html! { <Home on_choose={on_choose} on_open_record={on_open_record} on_friends={on_friends} on_daily={on_daily} /> },
                    // Screens in pieces of their own (ui::piece), keyed so a new screen loads anew.
                    Screen::Friends { game, variant } => piece::lazy(
                        format!("friends{game:?}{variant:?}"),
                        friends::lobby_screen, friends::LobbyProps { game: *game, variant: variant.clone(), speed: launch.speed, on_home: on_home.clone() }),
                    Screen::Join(packed) => piece::lazy(
                        format!("join{packed}"),
                        friends::join_screen, friends::JoinProps { packed: packed.clone(), speed: launch.speed, on_home: on_home.clone() }),
                    Screen::Handoff(packed) => piece::lazy(
                        format!("reply{packed}"),
                        friends::handoff_screen, friends::HandoffProps { packed: packed.clone(), on_home: on_home.clone() }),
                    Screen::Record(text) => piece::lazy(
                        format!("record{text}"),
                        record_screen::record_page, record_screen::RecordScreenProps { text: text.clone(), on_close: on_home.clone() }),
                    // A lesson is a table of its own (keyed: a match and a lesson do not share one).
                    Screen::Table { game: GameKind::GuanDan, seed, learn, .. } => html! {
                        <ContextProvider<OpenFriends> context={open_friends}>{
                            piece::lazy(format!("{learn}{}", lessons.borrow()), guandan_table, guandan::GuandanProps {
                                seed: *seed, variant: None, speed: launch.speed, on_home, company: None, lesson: *learn,
                            })
                        }</ContextProvider<OpenFriends>>
                    },
                    Screen::Table { game: GameKind::ShengJi, seed, variant, learn } => html! {
                        <ContextProvider<OpenFriends> context={open_friends}>{
                            piece::lazy(format!("{learn}{}", lessons.borrow()), shengji_table, shengji::ShengjiProps {
                                seed: *seed, variant: variant.clone(), speed: launch.speed, on_home, company: None, lesson: *learn,
                            })
                        }</ContextProvider<OpenFriends>>
                    },
                }
            }
        </main>
        </ContextProvider<lesson::Learn>>
        </ContextProvider<look::LookChoice>>
        </ContextProvider<language::LangChoice>>
    }
}

/// Each game's table piece, once a match carried in the address (`#resume=`) is inflated.
async fn guandan_table(p: guandan::GuandanProps) -> Result<Html, piece::Missing> {
    records::inflate_resume().await;
    guandan::table_screen(p).await
}

async fn shengji_table(p: shengji::ShengjiProps) -> Result<Html, piece::Missing> {
    records::inflate_resume().await;
    shengji::table_screen(p).await
}

/// Reads `game`, `seed`, `speed` and `variant` from the page's query string.
fn read_launch() -> Launch {
    // The pool of workers and a match carried in the address are read now, before the address
    // is tidied.
    thinker::pool_size();
    records::keep_resume();
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return Launch::default();
    };
    let pairs: Vec<(&str, String)> = [
        "game", "seed", "speed", "variant", "lang", "daily", "embed", "learn",
    ]
    .into_iter()
    .filter_map(|k| params.get(k).map(|v| (k, v)))
    .collect();
    let mut launch = Launch::from_pairs(pairs.iter().map(|(k, v)| (*k, v.as_str())));
    launch.embed |= embed::framed();
    if launch.daily {
        launch.seed = Some(todays_seed());
    }
    launch
}

/// The deal of the day's seed, from today's date in UTC: the same deal for every reader,
/// wherever they are.
fn todays_seed() -> u64 {
    let now = js_sys::Date::new_0();
    crate::launch::daily_seed(
        now.get_utc_full_year(),
        now.get_utc_month() + 1,
        now.get_utc_date(),
    )
}

/// A fresh seed from the browser's crypto source.
fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes) >> 11, // 53 bits: exact in JS numbers and short URLs
        Err(err) => {
            web_sys::console::warn_1(&format!("no random source ({err}); using seed 1").into());
            1
        }
    }
}

/// Puts the deal in the address bar (no history entry), so reloading or sharing the link
/// reproduces it.
fn remember_in_url(query: &str) {
    history::replace(&language::tag_query(query));
}
