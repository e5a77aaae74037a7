//! Short sounds made with Web Audio (no files): a play, a pass, a bomb, a trick won, your
//! turn, a hand's end. Silent until the player's first tap or key (browsers allow audio only
//! after one, and a page should not start making noise on its own), silent when muted, and
//! never an error where audio is unavailable.

use std::cell::{Cell, RefCell};

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{AudioContext, OscillatorType};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Play,
    Pass,
    Bomb,
    TrickWon,
    YourTurn,
    HandOver,
    /// A big moment of the game (头游, a level won…).
    Fanfare,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    static MUTED: Cell<bool> = const { Cell::new(false) };
    static ARMED: Cell<bool> = const { Cell::new(false) };
    static ACTIVATED: Cell<bool> = const { Cell::new(false) };
}

pub fn set_muted(muted: bool) {
    MUTED.with(|m| m.set(muted));
}

/// Waits for the player's first interaction, then makes the audio context (once per page).
pub fn arm() {
    if ARMED.with(|a| a.replace(true)) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    // Making the audio context takes the browser a while (tens of ms): it is made when the page
    // is next idle after the first interaction, not inside the tap that starts a move.
    let start = Closure::<dyn FnMut()>::new(|| {
        if ACTIVATED.with(|a| a.replace(true)) || MUTED.with(Cell::get) {
            return;
        }
        when_still(make_context);
    });
    for event in ["pointerdown", "keydown"] {
        let _ = window.add_event_listener_with_callback(event, start.as_ref().unchecked_ref());
    }
    start.forget();
}

/// Runs `f` when the page is next idle with nothing moving: a long task while cards move
/// would show as a stutter.
fn when_still(f: fn()) {
    let Some(w) = web_sys::window() else {
        return;
    };
    let idle = js_sys::Reflect::get(&w, &"requestIdleCallback".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(idle) = idle else {
        f();
        return;
    };
    let attempt = Closure::once_into_js(move || {
        let moving = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| {
                js_sys::Reflect::get(&d, &"getAnimations".into())
                    .ok()
                    .map(|g| (d, g))
            })
            .and_then(|(d, g)| g.dyn_into::<js_sys::Function>().ok()?.call0(&d).ok())
            .and_then(|a| a.dyn_into::<js_sys::Array>().ok())
            .is_some_and(|a| a.length() > 0);
        if moving {
            gloo::timers::callback::Timeout::new(120, move || when_still(f)).forget();
        } else {
            f();
        }
    });
    let _ = idle.call1(&w, &attempt);
}

/// The audio context, made once (after the player's first interaction).
fn make_context() {
    CONTEXT.with(|c| {
        if c.borrow().is_none() {
            *c.borrow_mut() = AudioContext::new().ok();
        }
    });
}

/// One tone: frequency from `from` to `to` Hz over `length` seconds, starting `at` seconds
/// from now.
fn tone(
    ctx: &AudioContext,
    kind: OscillatorType,
    from: f32,
    to: f32,
    at: f64,
    length: f64,
    volume: f32,
) {
    let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
        return;
    };
    let t0 = ctx.current_time() + at;
    osc.set_type(kind);
    let _ = osc.frequency().set_value_at_time(from, t0);
    let _ = osc
        .frequency()
        .exponential_ramp_to_value_at_time(to.max(1.0), t0 + length);
    let g = gain.gain();
    let _ = g.set_value_at_time(0.0001, t0);
    let _ = g.exponential_ramp_to_value_at_time(volume, t0 + 0.01);
    let _ = g.exponential_ramp_to_value_at_time(0.0001, t0 + length);
    if osc.connect_with_audio_node(&gain).is_err()
        || gain.connect_with_audio_node(&ctx.destination()).is_err()
    {
        return;
    }
    let _ = osc.start_with_when(t0);
    let _ = osc.stop_with_when(t0 + length + 0.02);
}

/// Plays `sound`, if the player has interacted, audio exists and sound is on.
pub fn play(sound: Sound) {
    if MUTED.with(Cell::get) || !ACTIVATED.with(Cell::get) {
        return;
    }
    make_context();
    CONTEXT.with(|c| {
        let c = c.borrow();
        let Some(ctx) = c.as_ref() else {
            return;
        };
        use OscillatorType::{Sawtooth, Sine, Square, Triangle};
        match sound {
            Sound::Play => tone(ctx, Triangle, 520.0, 380.0, 0.0, 0.07, 0.18),
            Sound::Pass => tone(ctx, Sine, 240.0, 200.0, 0.0, 0.09, 0.12),
            Sound::Bomb => {
                tone(ctx, Sawtooth, 140.0, 45.0, 0.0, 0.45, 0.3);
                tone(ctx, Square, 90.0, 40.0, 0.02, 0.4, 0.15);
            }
            Sound::TrickWon => {
                tone(ctx, Sine, 660.0, 660.0, 0.0, 0.08, 0.14);
                tone(ctx, Sine, 880.0, 880.0, 0.08, 0.12, 0.14);
            }
            Sound::YourTurn => tone(ctx, Sine, 990.0, 990.0, 0.0, 0.12, 0.1),
            Sound::HandOver => {
                for (i, f) in [523.0, 659.0, 784.0, 1046.0].into_iter().enumerate() {
                    tone(ctx, Triangle, f, f, i as f64 * 0.11, 0.16, 0.14);
                }
            }
            Sound::Fanfare => {
                for (i, f) in [392.0, 523.0, 659.0, 784.0].into_iter().enumerate() {
                    tone(ctx, Square, f, f, i as f64 * 0.07, 0.1, 0.06);
                }
                tone(ctx, Triangle, 1046.0, 1046.0, 0.28, 0.4, 0.16);
            }
        }
    });
}
