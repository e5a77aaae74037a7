//! Browser tests (wasm-bindgen-test in headless Chromium): what a player sees and clicks.
//! Run by `make test` (target `test-wasm`).
#![cfg(target_arch = "wasm32")]

use cardtable::cards::shuffled_deck;
use cardtable::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a fresh app in its own element and lets Yew render.
fn mount() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush();
    root
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

fn click(root: &Element, selector: &str) {
    let el = root
        .query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush();
}

#[wasm_bindgen_test]
fn home_offers_both_games() {
    let root = mount();
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
fn choosing_guan_dan_deals_27_named_cards() {
    let root = mount();
    click(&root, "button[aria-label='Guan Dan']");
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
fn choosing_sheng_ji_deals_25_cards() {
    let root = mount();
    click(&root, "button[aria-label='Sheng Ji']");
    assert_eq!(all(&root, ".hand [data-card]").len(), 25);
}

#[wasm_bindgen_test]
fn clicking_a_card_selects_it_and_back_returns_home() {
    let root = mount();
    click(&root, "button[aria-label='Guan Dan']");
    click(&root, ".hand [data-card]");
    let selected = all(&root, ".hand [aria-pressed='true']");
    assert_eq!(selected.len(), 1);
    click(&root, ".hand [aria-pressed='true']");
    assert!(all(&root, ".hand [aria-pressed='true']").is_empty());
    click(&root, ".table-bar button");
    assert_eq!(all(&root, ".games button").len(), 2);
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
