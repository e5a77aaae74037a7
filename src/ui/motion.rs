//! Cards that move, with the Web Animations API on the `[data-card]` elements (transform and
//! opacity only, so the compositor does the work and layout stays in CSS). After every render
//! the table compares what it shows with the render before (the FLIP idea: the last positions
//! are known, the first ones are remembered) and animates what is new:
//! - a card in the hand that was not there (the deal, a draw, the kitty, a tribute) comes from
//!   the centre of the table;
//! - a play comes from where it was: the human's cards from their place in the hand, another
//!   seat's from its name plate; a bomb gets a short emphasis;
//! - a finished trick is gathered toward its winner ([`gather`]).
//!
//! Motion is off when the system asks for reduced motion or the player turned it off.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};

use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

thread_local! {
    /// Centres of the hand's cards at the last render, by `data-id`.
    static HAND_AT: RefCell<HashMap<String, (f64, f64)>> = RefCell::new(HashMap::new());
    static HAND_SEEN: RefCell<Option<HashSet<String>>> = const { RefCell::new(None) };
    /// Cards and passes on the table at the last render ("seat|id", "seat|pass").
    static TABLE_SEEN: RefCell<HashSet<String>> = RefCell::new(HashSet::new());
    /// The player's setting (the system's reduced-motion wish is read each time).
    static ALLOWED: Cell<bool> = const { Cell::new(true) };
}

/// Names the animations that gather a trick, so that the next render can drop their end state.
const GATHER: &str = "gather";

/// What the last render put on the table that was not there before.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// Seats whose play appeared.
    pub plays: usize,
    /// Seats whose "Pass" appeared.
    pub passes: usize,
    /// One of the new plays is a bomb (or a straight flush, four jokers, a failed throw).
    pub emphasis: bool,
    /// Cards that arrived in the hand.
    pub dealt: usize,
}

/// The player's motion setting.
pub fn set_allowed(on: bool) {
    ALLOWED.with(|a| a.set(on));
}

/// Whether cards move: the setting is on and the system does not ask for reduced motion.
pub fn enabled() -> bool {
    ALLOWED.with(Cell::get) && !reduced_motion()
}

fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// Forgets what was shown (a new table): its first render deals the hand.
pub fn reset() {
    HAND_SEEN.with(|h| *h.borrow_mut() = None);
    TABLE_SEEN.with(|t| t.borrow_mut().clear());
    HAND_AT.with(|h| h.borrow_mut().clear());
}

fn all(selector: &str) -> Vec<Element> {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return Vec::new();
    };
    let Ok(list) = doc.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .collect()
}

fn centre_of(el: &Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// The centre of a seat's name plate.
fn seat_point(seat: &str) -> Option<(f64, f64)> {
    let doc = web_sys::window()?.document()?;
    let plate = doc
        .query_selector(&format!("[data-seat=\"{seat}\"] .seat-name"))
        .ok()??;
    Some(centre_of(&plate))
}

fn table_centre() -> Option<(f64, f64)> {
    let doc = web_sys::window()?.document()?;
    let el = doc.query_selector(".game-table .centre").ok()??;
    Some(centre_of(&el))
}

/// Calls a method of `el` by name (the Web Animations methods are not in web-sys's stable
/// API); `None` where the browser lacks it.
fn call(el: &JsValue, method: &str, args: &[JsValue]) -> Option<JsValue> {
    let f = js_sys::Reflect::get(el, &method.into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    let args: js_sys::Array = args.iter().collect();
    f.apply(el, &args).ok()
}

/// The animations running on `el`.
fn animations(el: &Element) -> Vec<JsValue> {
    call(el, "getAnimations", &[])
        .and_then(|a| a.dyn_into::<js_sys::Array>().ok())
        .map_or(Vec::new(), |a| a.iter().collect())
}

/// Runs one animation; `frames` is a JSON array of keyframes. With an `id` it keeps its end
/// state (a gathered trick stays gone until the table redraws it).
fn animate(el: &Element, frames: &str, millis: f64, delay: f64, id: Option<&str>) {
    let options = format!(
        r#"{{"duration":{millis:.0},"delay":{delay:.0},"easing":"cubic-bezier(0.2, 0.7, 0.3, 1)","fill":"{}","id":"{}"}}"#,
        if id.is_some() {
            "forwards"
        } else {
            "backwards"
        },
        id.unwrap_or("")
    );
    let (Ok(frames), Ok(options)) = (js_sys::JSON::parse(frames), js_sys::JSON::parse(&options))
    else {
        return;
    };
    let _ = call(el, "animate", &[frames, options]);
}

/// Animates `el` in from the point `from` (its own centre is where it lands).
fn fly_in(el: &Element, from: (f64, f64), scale: f64, millis: f64, delay: f64) {
    let (x, y) = centre_of(el);
    let (dx, dy) = (from.0 - x, from.1 - y);
    let frames = format!(
        r#"[{{"transform":"translate({dx:.1}px, {dy:.1}px) scale({scale})","opacity":0.35}},{{"transform":"none","opacity":1}}]"#
    );
    animate(el, &frames, millis, delay, None);
}

/// The key of a table element: its seat and its card (or "pass").
fn table_key(el: &Element, what: &str) -> Option<String> {
    let seat = el
        .closest("[data-seat]")
        .ok()??
        .get_attribute("data-seat")?;
    Some(format!("{seat}|{what}"))
}

/// After a render: animates what is new and remembers what is shown. `millis` is the length of
/// a move (it follows the speed setting).
pub fn after_render(millis: f64) -> Seen {
    let moving = enabled() && millis > 0.0;
    let mut seen = Seen::default();

    // The table: plays and passes.
    let mut now = HashSet::new();
    let mut seats_played = HashSet::new();
    let known = TABLE_SEEN.with(|t| t.borrow().clone());
    for el in all(".trick-slot [data-id]") {
        let Some(id) = el.get_attribute("data-id") else {
            continue;
        };
        let Some(key) = table_key(&el, &id) else {
            continue;
        };
        if known.contains(&key) {
            // A gathered trick's end state must not stay on a card shown again.
            for a in animations(&el) {
                let id = js_sys::Reflect::get(&a, &"id".into())
                    .ok()
                    .and_then(|i| i.as_string());
                if id.as_deref() == Some(GATHER) {
                    let _ = call(&a, "cancel", &[]);
                }
            }
        } else {
            let seat = key.split('|').next().unwrap_or_default().to_string();
            let from = HAND_AT
                .with(|h| h.borrow().get(&id).copied())
                .filter(|_| seat == "0")
                .or_else(|| seat_point(&seat));
            if moving && let Some(from) = from {
                fly_in(&el, from, 0.7, millis, 0.0);
            }
            if seats_played.insert(seat)
                && let Ok(Some(group)) = el.closest(".played.emphasis")
            {
                seen.emphasis = true;
                if moving {
                    let frames = r#"[{"transform":"scale(1)"},{"transform":"scale(1.28) rotate(-3deg)"},{"transform":"scale(0.96) rotate(2deg)"},{"transform":"scale(1)"}]"#;
                    animate(&group, frames, millis * 2.2, millis, None);
                }
            }
        }
        now.insert(key);
    }
    seen.plays = seats_played.len();
    for el in all(".trick-slot .pass-chip, .failed-throw") {
        let Some(key) = table_key(&el, "pass").or_else(|| Some("throw".to_string())) else {
            continue;
        };
        if !known.contains(&key) {
            if key == "throw" {
                seen.emphasis = true;
                if moving {
                    let frames = r#"[{"transform":"translateX(0)"},{"transform":"translateX(-8px)"},{"transform":"translateX(8px)"},{"transform":"translateX(-5px)"},{"transform":"translateX(0)"}]"#;
                    animate(&el, frames, millis * 1.6, 0.0, None);
                }
            } else {
                seen.passes += 1;
                if moving {
                    let frames = r#"[{"transform":"translateY(-8px)","opacity":0},{"transform":"none","opacity":1}]"#;
                    animate(&el, frames, millis, 0.0, None);
                }
            }
        }
        now.insert(key);
    }
    // Tribute cards travel from the giver's seat to the taker's, then rest in the centre.
    for el in all("[data-travel] [data-id]") {
        let Some(route) = el
            .closest("[data-travel]")
            .ok()
            .flatten()
            .and_then(|t| t.get_attribute("data-travel"))
        else {
            continue;
        };
        let key = format!(
            "{route}|{}",
            el.get_attribute("data-id").unwrap_or_default()
        );
        if !known.contains(&key) && moving {
            let mut ends = route.split('>');
            let from = ends.next().and_then(seat_point);
            let to = ends
                .next()
                .and_then(seat_point)
                .or_else(|| Some(centre_of(&el)));
            if let (Some(a), Some(b)) = (from, to) {
                let (x, y) = centre_of(&el);
                let frames = format!(
                    r#"[{{"transform":"translate({:.1}px, {:.1}px) scale(1.3)"}},{{"transform":"translate({:.1}px, {:.1}px) scale(1.3)","offset":0.75}},{{"transform":"none"}}]"#,
                    a.0 - x,
                    a.1 - y,
                    b.0 - x,
                    b.1 - y
                );
                animate(&el, &frames, millis * 4.0, 0.0, None);
            }
        }
        now.insert(key);
    }
    TABLE_SEEN.with(|t| *t.borrow_mut() = now);

    // The hand: new cards come from the centre; every card's place is remembered.
    let cards = all(".hand [data-id]");
    let previous = HAND_SEEN.with(|h| h.borrow().clone());
    // Read only when a card arrives: a layout read on every render would force a layout.
    let mut centre: Option<Option<(f64, f64)>> = None;
    let mut ids = HashSet::new();
    for el in &cards {
        let Some(id) = el.get_attribute("data-id") else {
            continue;
        };
        let new = previous.as_ref().is_none_or(|p| !p.contains(&id));
        if new {
            if moving && let Some(c) = *centre.get_or_insert_with(table_centre) {
                let delay = (seen.dealt as f64 * 18.0).min(500.0);
                fly_in(el, c, 0.5, millis * 1.2, delay);
            }
            seen.dealt += 1;
        }
        ids.insert(id);
    }
    HAND_SEEN.with(|h| *h.borrow_mut() = Some(ids));
    seen
}

/// Remembers where the hand's selected cards are, just before the human acts (a pointer
/// press or a key): a play then leaves from there. Reading positions only then keeps every
/// other render free of forced layouts.
fn remember_selected() {
    let positions: HashMap<String, (f64, f64)> = all(".hand [data-id][aria-pressed=true]")
        .iter()
        .filter_map(|el| Some((el.get_attribute("data-id")?, centre_of(el))))
        .collect();
    HAND_AT.with(|h| *h.borrow_mut() = positions);
}

/// Listens (once per page) for the human's presses, to remember the selection's place.
fn listen_for_presses() {
    thread_local! {
        static LISTENING: Cell<bool> = const { Cell::new(false) };
    }
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let press = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(remember_selected);
    for event in ["pointerdown", "keydown"] {
        let _ = doc.add_event_listener_with_callback_and_bool(
            event,
            press.as_ref().unchecked_ref(),
            true,
        );
    }
    press.forget();
}

/// Gathers the cards on the table toward the winner's seat (`keep`: that seat's own play
/// stays where it is). Returns whether anything moves.
pub fn gather(winner: usize, keep: bool, millis: f64) -> bool {
    if !enabled() || millis <= 0.0 {
        return false;
    }
    let Some(to) = seat_point(&winner.to_string()) else {
        return false;
    };
    let mut moved = false;
    for el in all(".trick-slot [data-id], .trick-slot .pass-chip") {
        let seat = el
            .closest("[data-seat]")
            .ok()
            .flatten()
            .and_then(|s| s.get_attribute("data-seat"));
        if keep && seat.as_deref() == Some(winner.to_string().as_str()) {
            continue;
        }
        let (x, y) = centre_of(&el);
        let (dx, dy) = (to.0 - x, to.1 - y);
        let frames = format!(
            r#"[{{"transform":"none","opacity":1}},{{"transform":"translate({dx:.1}px, {dy:.1}px) scale(0.35)","opacity":0}}]"#
        );
        animate(&el, &frames, millis, 0.0, Some(GATHER));
        moved = true;
    }
    moved
}

/// After every render of a table: moves what is new ([`after_render`]) and sounds it; `my_turn`
/// and `over` sound when they become true (the human's turn, a hand's end).
#[yew::hook]
pub fn use_motion(millis: u32, my_turn: bool, over: bool) {
    use super::sound::{self, Sound};
    yew::use_effect_with((), |_| {
        reset();
        listen_for_presses();
    });
    yew::use_effect(move || {
        let seen = after_render(millis as f64);
        if seen.emphasis {
            sound::play(Sound::Bomb);
        } else if seen.plays > 0 {
            sound::play(Sound::Play);
        } else if seen.passes > 0 {
            sound::play(Sound::Pass);
        }
    });
    yew::use_effect_with(my_turn, |&t| {
        if t {
            sound::play(Sound::YourTurn);
        }
    });
    yew::use_effect_with(over, |&o| {
        if o {
            sound::play(Sound::HandOver);
        }
    });
}
