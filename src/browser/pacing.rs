//! Computer turns are taken after the page has painted, paced by the speed setting, so the page
//! never freezes and the human can read every play.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::render::{AnimationFrame, request_animation_frame};
use gloo::timers::callback::Timeout;

/// How long a call waits for a frame that does not come. A page paints nothing while it is out
/// of view (a frame further down a blog post, a tab in the background: the browser pauses its
/// animation frames), and a table that waited for a paint there stood still until the reader
/// scrolled to it (issue 69).
const FRAMELESS_MS: u32 = 400;

/// The call, taken out by whichever of the frame and the fallback comes first.
type Once = Rc<RefCell<Option<Box<dyn FnOnce()>>>>;

/// A pending call; dropping it cancels the call.
pub struct AfterPaint {
    _frame: AnimationFrame,
    _timeout: Rc<RefCell<Option<Timeout>>>,
    _frameless: Timeout,
}

/// Calls `f` once the next frame has been painted and `millis` more have passed, or after
/// `millis` and [`FRAMELESS_MS`] if no frame is painted before then.
pub fn after_paint(millis: u32, f: impl FnOnce() + 'static) -> AfterPaint {
    let call: Once = Rc::new(RefCell::new(Some(Box::new(f))));
    let once = |call: &Once| {
        let call = call.clone();
        move || {
            // Taken out before it runs: `f` may drop this very AfterPaint.
            let f = call.borrow_mut().take();
            if let Some(f) = f {
                f();
            }
        }
    };
    let timeout = Rc::new(RefCell::new(None));
    let slot = timeout.clone();
    let painted = once(&call);
    let frame = request_animation_frame(move |_| {
        // The frame callback runs before that frame's paint: the timeout runs after it.
        *slot.borrow_mut() = Some(Timeout::new(millis, painted));
    });
    AfterPaint {
        _frame: frame,
        _timeout: timeout,
        _frameless: Timeout::new(millis.saturating_add(FRAMELESS_MS), once(&call)),
    }
}
