//! A panic in the page, for real, in headless Chromium (wasm-bindgen-test; `make test-wasm`).
//! A file of its own: the wasm build aborts on a panic, and the page's module stays a
//! "panicking thread" from then on, which no other test should share.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use cardtable::ui::App;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Waits `ms` milliseconds of the page's clock (the browser runs its timers meanwhile).
async fn sleep(ms: i32) {
    let done = js_sys::Promise::new(&mut |resolve, _| {
        gloo::utils::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(done).await.unwrap();
}

/// A line to another page, as the panic hook sees it: it keeps what it was told.
struct Line(RefCell<Vec<String>>);

impl cardtable::browser::crash::Farewell for Line {
    fn say(&self, text: &str) {
        self.0.borrow_mut().push(text.to_string());
    }
}

/// A panic anywhere in the page (here in a timer's callback, as in a data channel's event)
/// leaves no dead page: the page says the match is saved and offers to reload, and says its
/// farewells on its open lines (a host's friends are told it stopped). The hook is the page's
/// once the app is drawn (Yew puts its own, which only logs, in place of a hook set otherwise).
#[wasm_bindgen_test]
async fn a_panic_says_to_reload_and_tells_the_friends() {
    let line = Rc::new(Line(RefCell::new(Vec::new())));
    cardtable::browser::crash::on_stop(&line, "bye".to_string());
    cardtable::browser::crash::install();
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root).render();
    yew::scheduler::flush().await;
    gloo::timers::callback::Timeout::new(0, || panic!("a deliberate panic")).forget();
    for _ in 0..200 {
        if document.get_element_by_id("crash").is_some() {
            break;
        }
        sleep(10).await;
    }
    let crash = document
        .get_element_by_id("crash")
        .expect("the message after a panic");
    let text = crash.text_content().unwrap();
    assert!(
        text.contains("Your match is saved: reload to go on"),
        "{text}"
    );
    assert_eq!(crash.get_attribute("role").as_deref(), Some("alertdialog"));
    let reload = crash
        .query_selector("button[data-action='reload']")
        .unwrap();
    assert_eq!(
        reload.and_then(|b| b.text_content()).as_deref(),
        Some("Reload")
    );
    assert_eq!(*line.0.borrow(), vec!["bye".to_string()]);
}
