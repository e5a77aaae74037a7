//! The browser UI (Yew). It holds no rule of its own: deals, card order and every legality
//! question come from the engines; this layer only draws them and forwards clicks.

mod card;
mod home;
mod table;

use yew::prelude::*;

use crate::launch::{GameKind, Launch, query_for};
use home::Home;
use table::Table;

/// Mounts the app on the page body. Panics are reported on the console instead of vanishing.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("cardtable panicked: {info}").into());
    }));
    yew::Renderer::<App>::new().render();
}

/// What the page shows: the game chooser, or a table with a seeded deal.
#[derive(Clone, Debug, PartialEq)]
enum Screen {
    Home,
    Table { game: GameKind, seed: u64 },
}

#[function_component(App)]
pub fn app() -> Html {
    // The URL is read once: `?game=…` opens that table directly, `?seed=N` fixes the deal.
    let launch = use_memo((), |_| read_launch());
    let screen = {
        let launch = launch.clone();
        use_state(move || match launch.game {
            Some(game) => Screen::Table {
                game,
                seed: launch.seed.unwrap_or_else(fresh_seed),
            },
            None => Screen::Home,
        })
    };
    // The URL's seed applies to the first deal only; "New deal" always draws a fresh one.
    let pending_seed = use_mut_ref(|| launch.seed);

    {
        let screen = (*screen).clone();
        use_effect_with(screen, |screen| {
            let query = match screen {
                Screen::Table { game, seed } => query_for(*game, *seed),
                Screen::Home => String::new(),
            };
            remember_in_url(&query);
        });
    }

    let on_choose = {
        let screen = screen.clone();
        let pending_seed = pending_seed.clone();
        Callback::from(move |game: GameKind| {
            let seed = pending_seed.borrow_mut().take().unwrap_or_else(fresh_seed);
            screen.set(Screen::Table { game, seed });
        })
    };
    let on_home = {
        let screen = screen.clone();
        Callback::from(move |_| screen.set(Screen::Home))
    };
    let on_new_deal = {
        let screen = screen.clone();
        Callback::from(move |game: GameKind| {
            screen.set(Screen::Table {
                game,
                seed: fresh_seed(),
            })
        })
    };

    let notices = launch.notices.iter().map(|n| {
        html! { <p class="notice" role="status">{ n.clone() }</p> }
    });

    html! {
        <main class="app">
            { for notices }
            {
                match &*screen {
                    Screen::Home => html! { <Home on_choose={on_choose} /> },
                    Screen::Table { game, seed } => html! {
                        <Table game={*game} seed={*seed} on_home={on_home} on_new_deal={on_new_deal} />
                    },
                }
            }
        </main>
    }
}

/// Reads `game` and `seed` from the page's query string.
fn read_launch() -> Launch {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return Launch::default();
    };
    let pairs: Vec<(&str, String)> = ["game", "seed"]
        .into_iter()
        .filter_map(|k| params.get(k).map(|v| (k, v)))
        .collect();
    Launch::from_pairs(pairs.iter().map(|(k, v)| (*k, v.as_str())))
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

/// Puts the deal in the address bar (replaceState: no history entry), so reloading or sharing the
/// link reproduces it. Some embeddings forbid it; that only loses the convenience.
fn remember_in_url(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(history) = window.history() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let url = format!("{path}{query}");
    let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
}
