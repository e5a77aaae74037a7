//! [`Reading::display_order`]: the cards of a play in the order its combination reads, each
//! wild where the card it stands for would be.

use super::*;
use crate::cards::parse_hand;

/// The play `cards` at `level`, read as its reading of `kind`, in display order: each card's
/// code, a wild followed by "=" and what it stands for.
fn shown(cards: &str, level: &str, kind: ComboType) -> String {
    let cards = parse_hand(cards).unwrap();
    let level = Rank::from_code(level).unwrap();
    let all = readings(&cards, level, &Rules::default());
    let reading = all
        .iter()
        .find(|r| r.combo.kind == kind)
        .unwrap_or_else(|| panic!("no {kind:?} in {all:?}"));
    reading
        .display_order(&cards)
        .iter()
        .map(|c| match reading.wilds.iter().find(|w| w.card == *c) {
            Some(w) if w.stands_for != c.face => format!("{}={}", c.face, w.stands_for),
            _ => c.face.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn plays_read_in_combination_order() {
    use ComboType::*;
    let table = [
        // (cards as played, level, kind, as shown)
        ("H6 D2 H3 D5 C6", "6", Straight, "D2 H3 H6=H4 D5 C6"),
        ("H2 S3 D4 C5 S6", "2", Straight, "S3 D4 C5 S6 H2=H7"),
        ("H7 S3 D4 C5 S6", "7", Straight, "S3 D4 C5 S6 H7"),
        ("H9 S10 DJ CQ SK", "9", Straight, "S10 DJ CQ SK H9=HA"),
        ("D5 SA C3 H4 S2", "7", Straight, "SA S2 C3 H4 D5"),
        ("H5 SA C3 D4 S2", "5", Straight, "SA S2 C3 D4 H5"),
        ("SA SK SQ SJ S10", "2", StraightFlush, "S10 SJ SQ SK SA"),
        ("H8 S9 S7 S6 S5", "8", StraightFlush, "S5 S6 S7 H8=S8 S9"),
        ("S4 D3 H4 S3 C2 H2", "9", Tube, "C2 H2 D3 S3 S4 H4"),
        ("H9 S3 D3 C4 S4 D4", "9", Plate, "S3 D3 H9=H3 C4 S4 D4"),
        ("S5 D9 C5 H9 S9", "2", FullHouse, "D9 H9 S9 S5 C5"),
        ("S5 H2 D9 C9 S9", "2", FullHouse, "D9 C9 S9 S5 H2=H5"),
        ("H2 SK CK DK H2", "2", FullHouse, "SK CK DK H2 H2"),
        ("RJ S7 RJ C7 D7", "3", FullHouse, "S7 C7 D7 RJ RJ"),
        ("H3 D8 S8 C8", "3", Bomb, "D8 S8 C8 H3=H8"),
        ("RJ BJ RJ BJ", "2", FourJokers, "RJ RJ BJ BJ"),
    ];
    for (cards, level, kind, want) in table {
        assert_eq!(shown(cards, level, kind), want, "{cards} at {level}");
    }
}

#[test]
fn every_card_once_and_a_reading_of_a_wild_only_once() {
    // Two copies of the wild in one play: each is placed once.
    let cards = parse_hand("H4 H4 S5 S6 S7").unwrap();
    let level = Rank::Four;
    let reading = readings(&cards, level, &Rules::default())
        .into_iter()
        .find(|r| r.combo.kind == ComboType::Straight)
        .unwrap();
    let mut shown = reading.display_order(&cards);
    assert_eq!(shown.len(), 5);
    shown.sort();
    let mut played = cards.clone();
    played.sort();
    assert_eq!(shown, played);
}
