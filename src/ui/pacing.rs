//! Computer turns are taken after the page has painted, paced by the speed setting, so the page
//! never freezes and the human can read every play.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::render::{AnimationFrame, request_animation_frame};
use gloo::timers::callback::Timeout;

/// A pending call; dropping it cancels the call.
pub struct AfterPaint {
    _frame: AnimationFrame,
    _timeout: Rc<RefCell<Option<Timeout>>>,
}

/// Calls `f` once the next frame has been painted and `millis` more have passed.
pub fn after_paint(millis: u32, f: impl FnOnce() + 'static) -> AfterPaint {
    let timeout = Rc::new(RefCell::new(None));
    let slot = timeout.clone();
    let frame = request_animation_frame(move |_| {
        // The frame callback runs before that frame's paint: the timeout runs after it.
        *slot.borrow_mut() = Some(Timeout::new(millis, f));
    });
    AfterPaint {
        _frame: frame,
        _timeout: timeout,
    }
}
