//! Browser tests (wasm-bindgen-test in headless Chromium): what a player sees and clicks.
//! Run by `make test` (target `test-wasm`).
#![cfg(target_arch = "wasm32")]

use cardtable::cards::shuffled_deck;
use cardtable::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "common/texts.rs"]
mod texts;

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
    // One card per game, each with its Play button (named by the game and what it starts).
    let games: Vec<String> = all(&root, ".games button.play")
        .iter()
        .filter_map(|b| b.get_attribute("data-game"))
        .collect();
    assert_eq!(games, ["guandan", "shengji"]);
    let names: Vec<String> = all(&root, ".games button.play")
        .iter()
        .filter_map(|b| b.get_attribute("aria-label"))
        .collect();
    assert!(
        names[0].contains("Guan Dan") && names[1].contains("Sheng Ji"),
        "{names:?}"
    );
    assert!(
        all(&root, "[data-card]").is_empty(),
        "no cards before a game is chosen"
    );
}

#[wasm_bindgen_test]
async fn choosing_guan_dan_deals_27_named_cards() {
    let root = mount().await;
    click(&root, "button.play[data-game='guandan']").await;
    let cards = all(&root, ".hand [data-card]");
    assert_eq!(cards.len(), 27);
    for card in &cards {
        let code = card.get_attribute("data-card").unwrap();
        let face: cardtable::cards::Face = code.parse().unwrap();
        // The deal is random: the level-2 heart, when dealt, is a wild and says so.
        let name = face.name();
        let wild = face.to_string() == "H2";
        let expected = if wild { format!("{name}, wild") } else { name };
        assert_eq!(card.get_attribute("aria-label").unwrap(), expected);
    }
    // Four seats, each showing its 27 cards as a count; the table says whose turn it is.
    let counts: Vec<String> = all(&root, "[data-seat] .count")
        .iter()
        .filter_map(|c| c.get_attribute("data-count"))
        .collect();
    assert_eq!(counts, ["27", "27", "27", "27"]);
    let table = root.query_selector("[data-phase]").unwrap().unwrap();
    assert_eq!(table.get_attribute("data-phase").as_deref(), Some("play"));
    assert!(table.get_attribute("data-turn").is_some());
}

#[wasm_bindgen_test]
async fn choosing_sheng_ji_starts_the_draw_at_a_table_of_four() {
    let root = mount().await;
    click(&root, "button.play[data-game='shengji']").await;
    let table = root.query_selector("[data-phase]").unwrap().unwrap();
    assert_eq!(
        table.get_attribute("data-phase").as_deref(),
        Some("drawing")
    );
    assert_eq!(all(&root, "[data-seat]").len(), 4);
    // A variant picked on the home page: Zhao Pengyou, five seats at the least.
    click(&root, "[data-action='home']").await;
    click(&root, "label[data-variant='zhao-pengyou']").await;
    click(&root, "button.play[data-game='shengji']").await;
    assert!(all(&root, "[data-seat]").len() >= 5);
}

#[wasm_bindgen_test]
async fn clicking_a_card_selects_it_and_back_returns_home() {
    let root = mount().await;
    click(&root, "button.play[data-game='guandan']").await;
    click(&root, ".hand [data-card]").await;
    let selected = all(&root, ".hand [aria-pressed='true']");
    assert_eq!(selected.len(), 1);
    click(&root, ".hand [aria-pressed='true']").await;
    assert!(all(&root, ".hand [aria-pressed='true']").is_empty());
    click(&root, "[data-action='home']").await;
    assert_eq!(all(&root, ".games button.play").len(), 2);
}

/// Every control of the table has a name a screen reader can read and a `data-action`.
#[wasm_bindgen_test]
async fn every_control_is_named() {
    let root = mount_with("?game=guandan&seed=5&speed=slow").await;
    let buttons = all(&root, ".table button");
    assert!(buttons.len() > 27, "{}", buttons.len());
    for b in &buttons {
        let name = b
            .get_attribute("aria-label")
            .or_else(|| b.text_content())
            .unwrap_or_default();
        assert!(!name.trim().is_empty(), "a button without a name");
        assert!(
            b.has_attribute("data-card") || b.has_attribute("data-action"),
            "{name}: no data-action"
        );
    }
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

/// A finished match, saved, opens on the end-of-match screen; New match starts another.
#[wasm_bindgen_test]
async fn a_finished_match_shows_the_winners_and_a_new_match_button() {
    use cardtable::driver::{Match, Waiting};
    use cardtable::guandan::{Game, Rules};
    use cardtable::ui::guandan::state;
    let seed = 31;
    let mut m = Match::new(
        Game::new(Rules::default(), seed).unwrap(),
        state::players(4, seed, state::Tiers::default(), true),
    );
    loop {
        match m.waiting() {
            Waiting::Human(s) => {
                let best = m.hint(s).into_iter().next().unwrap();
                m.act(s, best).unwrap();
            }
            Waiting::Ai(_) => {
                m.step().unwrap();
            }
            Waiting::NextHand => {
                m.next_hand();
            }
            Waiting::Over => break,
        }
    }
    let hands = m.game().hand_number();
    let winners = m
        .log()
        .iter()
        .find_map(|e| match e.event {
            cardtable::guandan::Event::MatchOver { winners } => Some(winners),
            _ => None,
        })
        .unwrap();
    state::save_match(seed, &m);
    let root = mount_with(&format!("?game=guandan&seed={seed}")).await;
    let table = root.query_selector("[data-phase]").unwrap().unwrap();
    assert_eq!(
        table.get_attribute("data-phase").as_deref(),
        Some("match-over")
    );
    let dialog = root.query_selector("[role=dialog]").unwrap().unwrap();
    let text = dialog.text_content().unwrap();
    assert!(text.contains("win the match"), "{text}");
    assert!(text.contains(&format!("{hands} hand")), "{text}");
    // The player's side's win is celebrated, the other side's is not.
    let won = (winners == 0).to_string();
    assert_eq!(
        dialog.get_attribute("data-won").as_deref(),
        Some(won.as_str())
    );
    click(&root, "[data-action='new-match']").await;
    let table = root.query_selector("[data-phase]").unwrap().unwrap();
    assert_eq!(table.get_attribute("data-hand").as_deref(), Some("1"));
    assert_eq!(all(&root, ".hand [data-card]").len(), 27);
}

/// A finished Sheng Ji match, saved, opens on the end-of-match screen; New match starts another.
#[wasm_bindgen_test]
async fn a_finished_sheng_ji_match_shows_the_winners() {
    use cardtable::agents::TableGame;
    use cardtable::driver::{Match, Waiting};
    use cardtable::shengji::{Game, Rules};
    use cardtable::ui::shengji::state;
    let seed = 5;
    let rules = Rules::one_deck();
    let mut m = Match::new(
        Game::new(rules, seed).unwrap(),
        state::players(4, seed, state::Tiers::default(), true),
    );
    for _ in 0..200_000 {
        match m.waiting() {
            Waiting::Human(s) => {
                let view = m.view(s);
                let action = m
                    .hint(s)
                    .into_iter()
                    .next()
                    .or_else(|| Game::legal_actions(&view).into_iter().next())
                    .unwrap();
                m.act(s, action).unwrap();
            }
            Waiting::Ai(_) => {
                m.step().unwrap();
            }
            Waiting::NextHand => {
                m.next_hand();
            }
            Waiting::Over => break,
        }
    }
    assert_eq!(m.waiting(), Waiting::Over);
    state::save_match(seed, &m);
    let root = mount_with(&format!("?game=shengji&variant=one-deck&seed={seed}")).await;
    let table = root.query_selector("[data-phase]").unwrap().unwrap();
    assert_eq!(
        table.get_attribute("data-phase").as_deref(),
        Some("match-over")
    );
    let text = root
        .query_selector("[role=dialog]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(text.contains("win the match"), "{text}");
    click(&root, "[data-action='new-match']").await;
    let table = root.query_selector("[data-phase]").unwrap().unwrap();
    assert_eq!(table.get_attribute("data-round").as_deref(), Some("1"));
}

/// The page reads and writes JSON with the browser's own parser (`cardtable::json`): the saves,
/// records and friends' messages that serde_json wrote (tests/fixtures/json/) read, and write
/// back to the very same text, so a save or a friend's page of either version understands it.
#[wasm_bindgen_test]
fn the_browsers_json_reads_and_writes_the_texts_pages_wrote() {
    for (name, text) in texts::FILES {
        assert_eq!(texts::again(name, text).as_deref(), Ok(*text), "{name}");
    }
    // Damaged text is refused with a reason, never a panic.
    for (name, text) in texts::FILES {
        let cut = &text[..text.len() / 2];
        assert!(texts::again(name, cut).is_err(), "{name}");
        assert!(texts::again(name, "[]").is_err(), "{name}");
    }
    // Whole numbers beyond a JavaScript number's 2^53 (the computers' seeds) to the last digit.
    use cardtable::json::{from_str, to_string};
    for n in [u64::MAX, (1 << 53) + 1, 1 << 53, (1 << 53) - 1, 0] {
        assert_eq!(to_string(&n), Ok(n.to_string()));
        assert_eq!(from_str::<u64>(&n.to_string()), Ok(n));
    }
    assert_eq!(to_string(&i64::MIN), Ok(i64::MIN.to_string()));
    assert_eq!(from_str::<i64>("-9223372036854775808"), Ok(i64::MIN));
    let text = r#"[18446744073709551615,"18446744073709551615",-9007199254740993,"1\"2",1.5e300]"#;
    let read: (u64, String, i64, String, f64) = from_str(text).unwrap();
    assert_eq!(
        read,
        (
            u64::MAX,
            "18446744073709551615".into(),
            -9007199254740993,
            "1\"2".into(),
            1.5e300
        )
    );
    // A NUL of the text's own never becomes a number.
    assert_eq!(from_str::<String>(r#""\u0000n1""#), Ok("\0n1".to_string()));
    assert!(from_str::<u64>("18446744073709551616").is_err());
    assert_eq!(cardtable::json::from_str::<Option<u8>>("null"), Ok(None));
    assert_eq!(
        cardtable::json::to_string(&(1.5f64, None::<u8>, "é\"")).as_deref(),
        Ok(r#"[1.5,null,"é\""]"#)
    );
}

/// Record links made and read by the browser's own deflate (`browser::deflate`, the first table's
/// way, issue 69) and by the driver's miniz (the record page's, natively): each reads the
/// other's, for both games, and damaged links are refused with a reason.
#[wasm_bindgen_test]
async fn the_browsers_deflate_and_miniz_read_each_others_links() {
    use cardtable::browser::deflate::{compact_in, link_of};
    use cardtable::driver::record::{self, from_json, from_link, to_compact, to_link};
    let gd =
        from_json::<cardtable::guandan::Game>(include_str!("fixtures/json/guandan-record.json"))
            .unwrap();
    let sj =
        from_json::<cardtable::shengji::Game>(include_str!("fixtures/json/shengji-record.json"))
            .unwrap();
    let pairs = [
        (
            to_compact::<cardtable::guandan::Game>(&gd).unwrap(),
            to_link::<cardtable::guandan::Game>(&gd).unwrap(),
        ),
        (
            to_compact::<cardtable::shengji::Game>(&sj).unwrap(),
            to_link::<cardtable::shengji::Game>(&sj).unwrap(),
        ),
    ];
    for (json, miniz) in &pairs {
        // miniz's link, inflated by the browser.
        assert_eq!(compact_in(miniz).await.as_ref(), Ok(json));
        // The browser's link, inflated by miniz (and by the browser).
        let browsers = link_of(json).await.unwrap();
        assert!(
            !browsers.contains(['+', '/', '=']),
            "URL-safe, unpadded: {browsers}"
        );
        assert_eq!(compact_in(&browsers).await.as_ref(), Ok(json));
        let packed = record::deflated_in(&browsers).unwrap();
        let inflated = miniz_oxide::inflate::decompress_to_vec(&packed).unwrap();
        assert_eq!(String::from_utf8(inflated).as_ref(), Ok(json));
        // Damaged: cut short, not base64, not deflate.
        assert!(compact_in(&browsers[..browsers.len() / 2]).await.is_err());
        assert!(compact_in("%%%").await.is_err());
        assert!(compact_in("aGVsbG8").await.is_err());
    }
    assert_eq!(
        from_link::<cardtable::guandan::Game>(&pairs[0].1).unwrap(),
        gd
    );
}
