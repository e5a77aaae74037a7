//! Browser tests (wasm-bindgen-test in headless Chromium): what a player sees and clicks.
//! Run by `make test` (target `test-wasm`).
#![cfg(target_arch = "wasm32")]

use cardtable::cards::shuffled_deck;
use cardtable::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a fresh app, opened with `query`, in its own element and lets Yew render.
async fn mount_with(query: &str) -> Element {
    // The app keeps the deal in the address bar: give each test its own address.
    let window = gloo::utils::window();
    let path = window.location().pathname().unwrap();
    window
        .history()
        .unwrap()
        .replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        )
        .unwrap();
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

async fn mount() -> Element {
    mount_with("").await
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

async fn click(root: &Element, selector: &str) {
    let el = root
        .query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn home_offers_both_games() {
    let root = mount().await;
    let names: Vec<String> = all(&root, ".games button")
        .iter()
        .filter_map(|b| b.get_attribute("aria-label"))
        .collect();
    assert_eq!(names, ["Guan Dan", "Sheng Ji"]);
    assert!(
        all(&root, "[data-card]").is_empty(),
        "no cards before a game is chosen"
    );
}

#[wasm_bindgen_test]
async fn choosing_guan_dan_deals_27_named_cards() {
    let root = mount().await;
    click(&root, "button[aria-label='Guan Dan']").await;
    let cards = all(&root, ".hand [data-card]");
    assert_eq!(cards.len(), 27);
    for card in &cards {
        let code = card.get_attribute("data-card").unwrap();
        let face: cardtable::cards::Face = code.parse().unwrap();
        assert_eq!(card.get_attribute("aria-label").unwrap(), face.name());
    }
    // Three other seats, each showing 27 backs and the count.
    let counts: Vec<String> = all(&root, ".seat .count")
        .iter()
        .map(|c| c.text_content().unwrap_or_default())
        .collect();
    assert_eq!(counts, ["27", "27", "27"]);
    assert_eq!(all(&root, ".seat .backs .card").len(), 81);
}

#[wasm_bindgen_test]
async fn choosing_sheng_ji_deals_25_cards() {
    let root = mount().await;
    click(&root, "button[aria-label='Sheng Ji']").await;
    assert_eq!(all(&root, ".hand [data-card]").len(), 25);
}

#[wasm_bindgen_test]
async fn clicking_a_card_selects_it_and_back_returns_home() {
    let root = mount().await;
    click(&root, "button[aria-label='Guan Dan']").await;
    click(&root, ".hand [data-card]").await;
    let selected = all(&root, ".hand [aria-pressed='true']");
    assert_eq!(selected.len(), 1);
    click(&root, ".hand [aria-pressed='true']").await;
    assert!(all(&root, ".hand [aria-pressed='true']").is_empty());
    click(&root, ".table-bar button").await;
    assert_eq!(all(&root, ".games button").len(), 2);
}

#[wasm_bindgen_test]
async fn a_url_with_game_and_seed_opens_that_deal() {
    let codes = |root: &Element| -> Vec<String> {
        all(root, ".hand [data-card]")
            .iter()
            .filter_map(|c| c.get_attribute("data-card"))
            .collect()
    };
    let a = mount_with("?game=guandan&seed=99").await;
    let b = mount_with("?game=guandan&seed=99").await;
    assert_eq!(codes(&a).len(), 27);
    assert_eq!(codes(&a), codes(&b));
    let expected: Vec<String> = cardtable::guandan::opening_hands(99)[0]
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(
        codes(&a),
        expected,
        "the hand shown is seat 0's, in the engine's order"
    );
    let bad = mount_with("?game=guandan&seed=x1").await;
    assert_eq!(codes(&bad).len(), 27, "a bad seed still deals");
    let notice = all(&bad, ".notice")[0].text_content().unwrap();
    assert!(notice.contains("'x1' is not a valid seed"), "{notice}");
}

/// The same seed gives the same deal natively and in the browser (the generator is portable).
/// The expected codes are asserted natively too, in tests/deal.rs.
#[wasm_bindgen_test]
fn seeded_shuffle_matches_native() {
    let first: Vec<String> = shuffled_deck(2, 42).unwrap()[..8]
        .iter()
        .map(|c| c.full_code())
        .collect();
    assert_eq!(first, cardtable_expected::SEED_42_FIRST_EIGHT);
}

#[path = "common/expected.rs"]
mod cardtable_expected;
