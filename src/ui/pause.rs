//! The pause on a finished trick: every seat's play stays on the table for a moment that
//! follows the speed setting (a tap skips it), then the cards are gathered toward the winner
//! and the table goes on. While it lasts the computer waits (see [`super::core::Core::holding`]).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::Callback;

use super::motion;
use super::sound::{self, Sound};

/// How long a gathering takes, in ms.
const GATHER_MS: u32 = 260;

/// While `pause` is `Some` (the finished trick's mark), waits `millis`, gathers the trick to
/// `winner` (`keep`: the winner's own play stays) and calls `release`.
#[yew::hook]
pub fn use_pause(
    pause: Option<usize>,
    millis: u32,
    winner: Option<usize>,
    keep: bool,
    release: Callback<()>,
) {
    let timer: Rc<RefCell<Option<Timeout>>> = yew::use_mut_ref(|| None);
    yew::use_effect_with(pause, move |pause| {
        let slot = timer.clone();
        *timer.borrow_mut() = pause.map(|_| {
            Timeout::new(millis, move || {
                sound::play(Sound::TrickWon);
                let gathered =
                    millis > 0 && winner.is_some_and(|w| motion::gather(w, keep, GATHER_MS as f64));
                if gathered {
                    *slot.borrow_mut() = Some(Timeout::new(GATHER_MS, move || release.emit(())));
                } else {
                    release.emit(());
                }
            })
        });
        move || {
            timer.borrow_mut().take();
        }
    });
}
