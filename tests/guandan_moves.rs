//! Legal move enumeration: complete and exact against a brute force over all subsets, one move
//! per (type, length, rank), sensible default cards, and every alternative reachable.

use std::collections::BTreeSet;

use cardtable::cards::{Card, Face, Rank, deck, parse_hand, shuffled_deck};
use cardtable::guandan::{Combination, ComboType, Rules, alternatives, legal_moves, readings};

fn rank(code: &str) -> Rank {
    Rank::from_code(code).unwrap()
}

fn key(c: &Combination) -> (ComboType, u8, String) {
    (c.kind, c.len, c.top.code().to_string())
}

/// Every combination some subset of `hand` can be read as and that beats `table`.
fn brute_force(
    hand: &[Card],
    table: Option<&Combination>,
    level: Rank,
    rules: &Rules,
) -> BTreeSet<(ComboType, u8, String)> {
    let n = hand.len();
    assert!(n <= 16);
    let mut out = BTreeSet::new();
    for mask in 1u32..(1 << n) {
        if mask.count_ones() > 10 {
            continue;
        }
        let subset: Vec<Card> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| hand[i])
            .collect();
        for r in readings(&subset, level, rules) {
            if table.is_none_or(|t| r.combo.beats(t, level)) {
                out.insert(key(&r.combo));
            }
        }
    }
    out
}

fn check_moves(hand: &[Card], table: Option<&Combination>, level: Rank, rules: &Rules) {
    let moves = legal_moves(hand, table, level, rules);
    let mut seen = BTreeSet::new();
    for m in &moves {
        assert!(
            seen.insert(key(&m.combo)),
            "one move per combination: {:?}",
            m.combo
        );
        let mut left = hand.to_vec();
        for c in &m.cards {
            let i = left
                .iter()
                .position(|h| h == c)
                .unwrap_or_else(|| panic!("{c} not in hand"));
            left.remove(i);
        }
        let r = readings(&m.cards, level, rules);
        let reading = r.iter().find(|r| r.combo == m.combo).unwrap_or_else(|| {
            panic!(
                "{:?} cannot be read as {:?} (readings {r:?})",
                m.cards, m.combo
            )
        });
        assert_eq!(reading.wilds.len(), m.wilds.len());
        if let Some(t) = table {
            assert!(m.combo.beats(t, level));
        }
    }
    assert_eq!(
        seen,
        brute_force(hand, table, level, rules),
        "hand {hand:?} level {level:?} table {table:?}"
    );
}

#[test]
fn moves_match_brute_force_on_random_hands() {
    for seed in 0..40u64 {
        let rules = Rules {
            wild_must_be_natural_if_possible: seed % 2 == 1,
            ..Rules::default()
        };
        let deck = shuffled_deck(2, seed).unwrap();
        let hand = &deck[..13];
        let level = Rank::ALL[(seed % 13) as usize];
        check_moves(hand, None, level, &rules);
        // Follow a play taken from another hand.
        let other = &deck[13..40];
        for m in legal_moves(other, None, level, &rules).iter().step_by(7) {
            check_moves(hand, Some(&m.combo), level, &rules);
        }
    }
}

#[test]
fn moves_match_brute_force_on_rich_hands() {
    let hands = [
        ("H2 H2 S3 S4 S5 S6 S7 C7 D7 H7 BJ BJ RJ RJ", "2"),
        ("H7 H7 S7 C7 D7 S7 C7 D7 S8 S8 C8 BJ BJ", "7"),
        ("HA HA SA CA S2 C2 S3 C3 D3 SK CK DK RJ", "A"),
        ("H5 S4 S6 S7 S8 D9 D10 CJ CQ CK SA", "5"),
        ("H9 H9 S10 C10 SJ CJ DQ SQ SK SA S9 C9", "9"),
        ("H3 H3 S2 C2 D2 S2 C2 D2 H2 H2 BJ RJ", "3"),
    ];
    for rules in [
        Rules::default(),
        Rules::china(),
        Rules {
            ace_low_sequences: false,
            max_bomb_size: 6,
            ..Rules::default()
        },
        Rules {
            wild_must_be_natural_if_possible: true,
            ..Rules::default()
        },
    ] {
        for (cards, level) in hands {
            let hand = parse_hand(cards).unwrap();
            check_moves(&hand, None, rank(level), &rules);
            for m in legal_moves(&hand, None, rank(level), &rules) {
                check_moves(&hand, Some(&m.combo), rank(level), &rules);
            }
        }
    }
}

fn default_cards(hand: &str, level: &str, kind: ComboType, top: &str) -> Vec<String> {
    let hand = parse_hand(hand).unwrap();
    let m = legal_moves(&hand, None, rank(level), &Rules::default())
        .into_iter()
        .find(|m| m.combo.kind == kind && m.combo.top.code() == top)
        .unwrap_or_else(|| panic!("no {kind:?} {top}"));
    let mut codes: Vec<String> = m.cards.iter().map(|c| c.to_string()).collect();
    codes.sort();
    codes
}

#[test]
fn default_choices_spare_wilds_and_straight_flushes() {
    // Naturals before wilds.
    assert_eq!(
        default_cards("SK CK H2 S3", "2", ComboType::Pair, "K"),
        ["CK", "SK"]
    );
    assert_eq!(
        default_cards("SK H2 S3", "2", ComboType::Pair, "K"),
        ["H2", "SK"]
    );
    assert_eq!(
        default_cards("S3 C4 D5 S6 H7 H2", "2", ComboType::Straight, "7"),
        ["C4", "D5", "H7", "S3", "S6"]
    );
    // A single taken from outside a straight flush when possible.
    assert_eq!(
        default_cards("S3 S4 S5 S6 S7 C5", "2", ComboType::Single, "5"),
        ["C5"]
    );
    assert_eq!(
        default_cards("S3 S4 S5 S6 S7 C5 D9", "2", ComboType::Straight, "7"),
        ["C5", "S3", "S4", "S6", "S7"]
    );
    // A full house takes a plain pair rather than breaking a bomb or using jokers.
    assert_eq!(
        default_cards(
            "S8 C8 D8 SK CK DK HK S4 C4 RJ RJ",
            "2",
            ComboType::FullHouse,
            "8"
        ),
        ["C4", "C8", "D8", "S4", "S8"]
    );
    // A wild is spent only for what naturals cannot make.
    assert_eq!(
        default_cards("S9 C9 D9 H9 H2", "2", ComboType::Bomb, "9").len(),
        4
    );
    assert!(
        default_cards("S9 C9 D9 H9 H2", "2", ComboType::Triple, "9")
            .iter()
            .all(|c| c != "H2")
    );
}

#[test]
fn alternatives_list_every_choice() {
    let rules = Rules::default();
    let hand = parse_hand("SK CK DK H2 S3").unwrap();
    let pair = legal_moves(&hand, None, rank("2"), &rules)
        .into_iter()
        .find(|m| m.combo.kind == ComboType::Pair && m.combo.top.code() == "K")
        .unwrap();
    let alts = alternatives(&hand, &pair.combo, rank("2"), &rules);
    // K pairs from three suits (3) plus each K with the wild (3).
    assert_eq!(alts.len(), 6, "{alts:?}");
    let mut default = pair.cards.clone();
    default.sort();
    assert!(alts.iter().any(|a| a.cards == default));
    // Full houses: every triple of 8s with every pair.
    let hand = parse_hand("S8 C8 D8 SK CK S4 C4 RJ RJ").unwrap();
    let fh = Combination::new(
        ComboType::FullHouse,
        5,
        cardtable::guandan::Top::Rank(rank("8")),
    );
    let alts = alternatives(&hand, &fh, rank("2"), &rules);
    assert_eq!(alts.len(), 3, "{alts:?}");
    // Every alternative of every move of random hands is a valid reading, and distinct.
    for seed in 0..10u64 {
        let deck = shuffled_deck(2, seed).unwrap();
        let hand = &deck[..27];
        let level = Rank::ALL[(seed % 13) as usize];
        for m in legal_moves(hand, None, level, &rules) {
            let alts = alternatives(hand, &m.combo, level, &rules);
            assert!(!alts.is_empty(), "{:?}", m.combo);
            let mut faces: Vec<Vec<_>> = alts
                .iter()
                .map(|a| a.cards.iter().map(|c| c.face).collect())
                .collect();
            let before = faces.len();
            faces.sort();
            faces.dedup();
            assert_eq!(faces.len(), before);
            for a in &alts {
                assert!(
                    readings(&a.cards, level, &rules)
                        .iter()
                        .any(|r| r.combo == m.combo)
                );
            }
        }
    }
}

#[test]
fn weird_input_never_panics() {
    let rules = Rules::default();
    let dup = parse_hand("SK SK SK SK H2 H2 H2").unwrap(); // four copies of a face (packs 0..3)
    let mut hand: Vec<Card> = "SK#0 SK#0 SK#0 H2#3"
        .split(' ')
        .map(|c| c.parse().unwrap())
        .collect();
    hand.extend(dup.iter().take(4));
    for level in Rank::ALL {
        let _ = legal_moves(&hand, None, level, &rules);
        let _ = legal_moves(&[], None, level, &rules);
        for m in legal_moves(&hand, None, level, &rules) {
            let _ = alternatives(&hand, &m.combo, level, &rules);
        }
    }
}

#[test]
fn level_card_bombs_stop_at_eight() {
    // All eight level cards (six naturals + both wilds): bombs of 4..=8 level cards, no more.
    let rules = Rules::default();
    let hand = parse_hand("S2 C2 D2 S2 C2 D2 H2 H2 S9 C9 D9 H9 S9 C9 D9 H9").unwrap();
    let sizes = |r: Rank| -> Vec<u8> {
        legal_moves(&hand, None, rank("2"), &rules)
            .into_iter()
            .filter(|m| m.combo.kind == ComboType::Bomb && m.combo.top.code() == r.code())
            .map(|m| m.combo.len)
            .collect()
    };
    assert_eq!(sizes(rank("2")), vec![4, 5, 6, 7, 8]);
    // Eight natural 9s with the two wilds make 9- and 10-card bombs.
    assert_eq!(sizes(rank("9")), vec![4, 5, 6, 7, 8, 9, 10]);
    // The 6-natural-level-card bomb needs no wild by default.
    let six = legal_moves(&hand, None, rank("2"), &rules)
        .into_iter()
        .find(|m| m.combo.kind == ComboType::Bomb && m.combo.len == 6 && m.combo.top.code() == "2")
        .unwrap();
    assert!(six.wilds.is_empty());
}

#[test]
fn follows_are_the_leads_that_beat_the_table() {
    let rules = Rules::default();
    for seed in 0..12u64 {
        let deck = shuffled_deck(2, seed + 100).unwrap();
        let level = Rank::ALL[(seed * 5 % 13) as usize];
        let (a, b) = (&deck[..27], &deck[27..54]);
        let leads_b = legal_moves(b, None, level, &rules);
        for table in legal_moves(a, None, level, &rules) {
            let want: Vec<_> = leads_b
                .iter()
                .filter(|m| m.combo.beats(&table.combo, level))
                .map(|m| key(&m.combo))
                .collect();
            let got: Vec<_> = legal_moves(b, Some(&table.combo), level, &rules)
                .iter()
                .map(|m| key(&m.combo))
                .collect();
            assert_eq!(got, want, "over {:?}", table.combo);
        }
    }
}

/// A hand of `size` cards: `wilds` copies of the wild, then random cards of the two decks
/// whose faces `keep` accepts.
fn wild_rich_hand(
    r: &mut rand::rngs::StdRng,
    wild: Face,
    wilds: usize,
    size: usize,
    keep: impl Fn(Face) -> bool,
) -> Vec<Card> {
    use rand::seq::SliceRandom;
    let full = deck(2).unwrap();
    let mut hand: Vec<Card> = full
        .iter()
        .copied()
        .filter(|c| c.face == wild)
        .take(wilds)
        .collect();
    let mut pool: Vec<Card> = full
        .iter()
        .copied()
        .filter(|c| c.face != wild && keep(c.face))
        .collect();
    pool.shuffle(r);
    hand.extend(pool.into_iter().take(size - hand.len()));
    hand
}

#[test]
fn moves_match_brute_force_on_wild_rich_hands() {
    use cardtable::cards::{Suit, rng};
    use rand::Rng;
    // Hands of neighbouring ranks with one or two wilds (and sometimes jokers): many readings
    // with wilds, straight flushes, tubes, plates, full houses and bombs.
    let mut r = rng(99);
    for i in 0..32 {
        let level = Rank::ALL[r.random_range(0..13)];
        let wild = Face::Suited(Suit::Hearts, level);
        let lo = r.random_range(2..=11u8);
        let jokers = r.random_bool(0.4);
        let hand = wild_rich_hand(&mut r, wild, 1 + i % 2, 13, |f| {
            (jokers && f.is_joker())
                || f.rank().is_some_and(|x| {
                    x == Rank::Ace || x == level || (lo..lo + 5).contains(&x.value())
                })
        });
        let rules = match i % 4 {
            0 => Rules::default(),
            1 => Rules {
                wild_must_be_natural_if_possible: true,
                ..Rules::default()
            },
            2 => Rules {
                ace_low_sequences: false,
                max_bomb_size: 8,
                ..Rules::default()
            },
            _ => Rules::china(),
        };
        check_moves(&hand, None, level, &rules);
        let leads = legal_moves(&hand, None, level, &rules);
        for m in leads.iter().step_by(leads.len() / 3 + 1) {
            check_moves(&hand, Some(&m.combo), level, &rules);
        }
    }
}

#[test]
fn default_choices_table() {
    use ComboType::*;
    // (hand, level, type, top, default cards)
    let table: &[(&str, &str, ComboType, &str, &[&str])] = &[
        // A level single: a plain level card before a wild.
        ("S2 H2 SA", "2", Single, "2", &["S2"]),
        ("H2 SA", "2", Single, "2", &["H2"]),
        // A level pair of two wilds only when nothing else makes it.
        ("S2 C2 H2 H2", "2", Pair, "2", &["C2", "S2"]),
        ("H2 H2 SA", "2", Pair, "2", &["H2", "H2"]),
        // Tubes and plates take naturals; the wild fills the gap only.
        (
            "S3 C3 S4 C4 S5 H2",
            "2",
            Tube,
            "5",
            &["C3", "C4", "H2", "S3", "S4", "S5"],
        ),
        (
            "S3 C3 D3 S4 C4 D4 H2",
            "2",
            Plate,
            "4",
            &["C3", "C4", "D3", "D4", "S3", "S4"],
        ),
        // A straight takes a card outside a held straight flush.
        (
            "S9 S10 SJ SQ SK CK",
            "2",
            Straight,
            "K",
            &["CK", "S10", "S9", "SJ", "SQ"],
        ),
        // A 4-bomb of naturals, not three naturals and a wild.
        ("S9 C9 D9 H9 H2", "2", Bomb, "9", &["C9", "D9", "H9", "S9"]),
        // A full house with a plain pair before a joker pair or a wild.
        (
            "S8 C8 D8 RJ RJ S4 C4 H2",
            "2",
            FullHouse,
            "8",
            &["C4", "C8", "D8", "S4", "S8"],
        ),
        (
            "S8 C8 D8 RJ RJ S4 H2",
            "2",
            FullHouse,
            "8",
            &["D8", "RJ", "RJ", "S8", "C8"],
        ),
        // A straight flush without wilds when a suit has all five.
        (
            "H3 H4 H5 H6 H2 D3 D4 D5 D6 D7",
            "2",
            StraightFlush,
            "7",
            &["D3", "D4", "D5", "D6", "D7"],
        ),
    ];
    for (hand, level, kind, top, want) in table {
        let mut want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
        want.sort();
        assert_eq!(
            default_cards(hand, level, *kind, top),
            want,
            "{kind:?} {top} from {hand} at {level}"
        );
    }
}

#[test]
fn hand_made_combinations_never_panic() {
    use cardtable::cards::Joker;
    use cardtable::guandan::Top;
    let rules = Rules::default();
    let hand = parse_hand("S2 C2 D2 H2 H2 S9 C9 D9 H9 BJ BJ RJ RJ S3 S4 S5 S6 S7").unwrap();
    let kinds = [
        ComboType::Single,
        ComboType::Pair,
        ComboType::Triple,
        ComboType::FullHouse,
        ComboType::Straight,
        ComboType::Tube,
        ComboType::Plate,
        ComboType::Bomb,
        ComboType::StraightFlush,
        ComboType::FourJokers,
    ];
    let tops = [
        Top::Rank(rank("2")),
        Top::Rank(rank("A")),
        Top::Joker(Joker::Big),
    ];
    for kind in kinds {
        for len in [0u8, 1, 3, 5, 11, 255] {
            for top in tops {
                let odd = Combination::new(kind, len, top);
                let _ = legal_moves(&hand, Some(&odd), rank("2"), &rules);
                let _ = alternatives(&hand, &odd, rank("2"), &rules);
                let _ = odd.to_string();
                for other in kinds {
                    let _ = odd.beats(&Combination::new(other, 4, top), rank("2"));
                }
            }
        }
    }
}

#[test]
fn alternatives_match_brute_force() {
    use cardtable::cards::{Suit, rng};
    use rand::Rng;
    use std::collections::BTreeMap;
    let mut r = rng(5);
    for i in 0..40 {
        let level = Rank::ALL[r.random_range(0..13)];
        let wild = Face::Suited(Suit::Hearts, level);
        let lo = r.random_range(2..=11u8);
        let hand = wild_rich_hand(&mut r, wild, 1 + i % 2, 12, |f| {
            f.is_joker()
                || f.rank()
                    .is_some_and(|x| x == Rank::Ace || (lo..lo + 4).contains(&x.value()))
        });
        let rules = Rules {
            wild_must_be_natural_if_possible: i % 3 == 0,
            ..Rules::default()
        };
        // Every combination with the distinct face multisets that play it.
        let mut want: BTreeMap<(ComboType, u8, String), BTreeSet<Vec<Face>>> = BTreeMap::new();
        let n = hand.len();
        for mask in 1u32..(1 << n) {
            let subset: Vec<Card> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| hand[i])
                .collect();
            for reading in readings(&subset, level, &rules) {
                let mut faces: Vec<Face> = subset.iter().map(|c| c.face).collect();
                faces.sort();
                want.entry(key(&reading.combo)).or_default().insert(faces);
            }
        }
        let moves = legal_moves(&hand, None, level, &rules);
        assert_eq!(moves.len(), want.len());
        for m in moves {
            let got: BTreeSet<Vec<Face>> = alternatives(&hand, &m.combo, level, &rules)
                .iter()
                .map(|a| {
                    let mut faces: Vec<Face> = a.cards.iter().map(|c| c.face).collect();
                    faces.sort();
                    faces
                })
                .collect();
            assert_eq!(
                Some(&got),
                want.get(&key(&m.combo)),
                "{:?} from {hand:?} at {level:?}",
                m.combo
            );
        }
    }
}

/// Random play builds one action alone (`Game::choose_action`): it must be the action the full
/// list holds at that index, for every index, in positions of random games under varied rules.
#[test]
fn an_action_chosen_alone_is_the_one_the_list_holds() {
    use cardtable::guandan::Game;
    let mut variants = vec![Rules::pagat(), Rules::china()];
    let mut natural = Rules::pagat();
    natural.wild_must_be_natural_if_possible = true;
    natural.ace_low_sequences = false;
    variants.push(natural);
    let mut small_bombs = Rules::china();
    small_bombs.max_bomb_size = 6;
    variants.push(small_bombs);
    let mut positions = 0;
    for (v, rules) in variants.into_iter().enumerate() {
        let mut game = Game::new(rules, 700 + v as u64).unwrap();
        let mut step = 0usize;
        while let Some(seat) = game.to_act() {
            if game.hand_number() > 3 {
                break;
            }
            let all = game.legal_actions(seat);
            let mut count = 0;
            for (i, action) in all.iter().enumerate() {
                let alone = game.choose_action(seat, |n| {
                    count = n;
                    i
                });
                assert_eq!(
                    alone.as_ref(),
                    Some(action),
                    "variant {v}, step {step}, index {i}"
                );
            }
            assert_eq!(count, all.len());
            assert_eq!(game.choose_action(seat, |n| n), None, "past the end");
            positions += 1;
            step += 1;
            let pick = all[(step * 7919) % all.len()].clone();
            game.apply(seat, pick).unwrap();
        }
    }
    assert!(positions > 500, "{positions}");
}

/// Counting without building (`count_legal_moves`, `nth_legal_move`) agrees with the list on
/// hands made for the awkward cases: a flush that is no straight, wilds, jokers, bombs.
#[test]
fn counting_and_building_one_agree_with_the_list() {
    use cardtable::guandan::{count_legal_moves, nth_legal_move};
    let hands = [
        // Five spades 5-9 and nothing else at those ranks, no wild (level 2): no straight.
        ("S5 S6 S7 S8 S9 DK", "2"),
        ("S5 S6 S7 S8 S9 H5 DK", "2"),
        ("S5 S6 S7 S8 S9 H2", "2"),
        ("H5 H6 H7 H8 H9 HA SA CA DA RJ RJ BJ BJ", "A"),
        ("S3 S3 S3 H3 H3 D4 D4 C4 C5 C5 C6 HK HK", "K"),
        // A triple whose only pair is the two wilds (standing for level cards).
        ("S9 C9 D9 H2 H2", "2"),
        ("S2 C2 D2 H2 H2 BJ", "2"),
    ];
    for (hand, level) in hands {
        let cards = parse_hand(hand).unwrap();
        for rules in [Rules::pagat(), Rules::china()] {
            let level = rank(level);
            let all = legal_moves(&cards, None, level, &rules);
            assert_eq!(
                count_legal_moves(&cards, None, level, &rules),
                all.len(),
                "{hand}"
            );
            for (i, m) in all.iter().enumerate() {
                let alone = nth_legal_move(&cards, None, level, &rules, i).map(|c| c.to_move());
                assert_eq!(alone.as_ref(), Some(m), "{hand}: move {i}");
            }
            assert!(nth_legal_move(&cards, None, level, &rules, all.len()).is_none());
        }
    }
}

/// `SeatView::can_beat` (the table's 要不起): a seat to follow can beat the trick exactly when
/// one of its legal actions is a play; leading, or waiting for another seat, it is never told
/// that nothing beats. Checked at every step of random matches under both presets.
#[test]
fn can_beat_says_whether_a_play_is_legal() {
    use cardtable::guandan::{Action, Game, Pending, Rules};
    use rand::Rng;
    let (mut beaten, mut beating) = (0, 0);
    for seed in 0..8u64 {
        let rules = if seed % 2 == 0 {
            Rules::pagat()
        } else {
            Rules::china()
        };
        let mut game = Game::new(rules, seed).unwrap();
        let mut r = cardtable::cards::rng(seed);
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let plays = view
                .legal_actions()
                .iter()
                .any(|a| matches!(a, Action::Play { .. }));
            let following = matches!(view.pending, Pending::Play { leading: false, .. });
            assert_eq!(view.can_beat(), plays || !following, "seed {seed}");
            // Another seat's view is never told it cannot beat.
            assert!(game.view((seat + 1) % 4).can_beat());
            match (following, plays) {
                (true, false) => beaten += 1,
                (true, true) => beating += 1,
                _ => {}
            }
            let actions = game.legal_actions(seat);
            let action = actions[r.random_range(0..actions.len())].clone();
            game.apply(seat, action).unwrap();
            if game.hand_number() > 2 {
                break;
            }
        }
    }
    assert!(
        beaten > 20 && beating > 20,
        "both cases met: {beaten} / {beating}"
    );
}
