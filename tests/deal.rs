//! Seeded deals are reproducible and identical on every platform (see tests/web.rs).

#[path = "common/expected.rs"]
mod expected;

use cardtable::cards::shuffled_deck;

#[test]
fn seed_42_gives_the_recorded_deck_order() {
    let first: Vec<String> = shuffled_deck(2, 42).unwrap()[..8]
        .iter()
        .map(|c| c.full_code())
        .collect();
    assert_eq!(first, expected::SEED_42_FIRST_EIGHT);
}

#[test]
fn opening_hands_have_the_right_sizes_and_are_reproducible() {
    let gd = cardtable::guandan::opening_hands(7);
    assert!(gd.iter().all(|h| h.len() == 27));
    assert_eq!(gd, cardtable::guandan::opening_hands(7));
    let sj = cardtable::shengji::opening_hands(7);
    assert_eq!(sj.len(), 4);
    assert!(sj.iter().all(|h| h.len() == 25));
    assert_eq!(sj, cardtable::shengji::opening_hands(7));
}
