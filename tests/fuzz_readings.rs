//! Fuzzing Guan Dan's readings (issue 22): arbitrary small card multisets at arbitrary levels
//! and rule variants are read by the engine and by a brute-force reference written from the
//! specification alone (every way the wilds could stand for a card, each natural set classified
//! type by type). The two must name the same combinations, and every wild the engine reads must
//! stand for a card that makes that combination.
//!
//! Checking one named combination (`reading_as`, how a play is checked) finds the reading
//! `readings` lists for it, and none for a combination it does not list.
//!
//! The move generator's counting (`count_legal_moves`, random play's first step) and building
//! one move alone (`nth_legal_move`) must agree with the full list (`legal_moves`) on hands of
//! up to 27 cards, leading or following any play.
//!
//! `PROPTEST_CASES` sets the cases (256 by default); `make fuzz` runs many more.

use std::collections::BTreeSet;

use cardtable::cards::{Card, Face, Joker, Rank, Suit};
use cardtable::guandan::combination::reading_as;
use cardtable::guandan::{
    Combination, ComboType, Rules, Top, count_legal_moves, legal_moves, nth_legal_move, readings,
};
use proptest::prelude::*;

/// A combination as an ordered key (kind, cards, top).
type Key = (ComboType, u8, Top);

fn key(c: &Combination) -> Key {
    (c.kind, c.len, c.top)
}

/// Natural value of a rank (2..=14, the ace high).
fn value(r: Rank) -> u8 {
    r.value()
}

fn rank(v: u8) -> Rank {
    Rank::from_value(if v == 1 { 14 } else { v }).unwrap()
}

fn top_rank(v: u8) -> Top {
    Top::Rank(rank(v))
}

/// Runs of `len` consecutive natural values in which `count(v)` holds `per` cards each, top
/// value first: `[top]` for every fit, with the ace low (value 1) when the rules allow.
fn sequences(count: &dyn Fn(u8) -> u8, per: u8, len: u8, ace_low: bool) -> Vec<u8> {
    let low = if ace_low { 1 } else { 2 };
    let at = |v: u8| count(if v == 1 { 14 } else { v });
    (low + len - 1..=14)
        .filter(|&top| (top + 1 - len..=top).all(|v| at(v) == per))
        .collect()
}

/// The combinations a set of natural faces (no wild left) forms, from the specification.
fn natural(faces: &[Face], rules: &Rules) -> Vec<Combination> {
    let n = faces.len() as u8;
    let mut out = Vec::new();
    let small = faces
        .iter()
        .filter(|f| **f == Face::Joker(Joker::Small))
        .count() as u8;
    let big = faces
        .iter()
        .filter(|f| **f == Face::Joker(Joker::Big))
        .count() as u8;
    let jokers = small + big;
    let count = |v: u8| {
        faces
            .iter()
            .filter(|f| f.rank().is_some_and(|r| value(r) == v))
            .count() as u8
    };
    let ranks: BTreeSet<u8> = faces.iter().filter_map(|f| f.rank()).map(value).collect();
    let combo = |kind, top| Combination::new(kind, n, top);
    // Singles, pairs, triples: one rank (or one joker kind; no joker triple).
    if jokers == 0 && ranks.len() == 1 {
        let v = *ranks.iter().next().unwrap();
        match n {
            1 => out.push(combo(ComboType::Single, top_rank(v))),
            2 => out.push(combo(ComboType::Pair, top_rank(v))),
            3 => out.push(combo(ComboType::Triple, top_rank(v))),
            _ if n >= 4 && n <= rules.max_bomb_size => {
                out.push(combo(ComboType::Bomb, top_rank(v)))
            }
            _ => {}
        }
    }
    for (k, joker) in [(small, Joker::Small), (big, Joker::Big)] {
        if k == n && n <= 2 {
            let kind = if n == 1 {
                ComboType::Single
            } else {
                ComboType::Pair
            };
            out.push(combo(kind, Top::Joker(joker)));
        }
    }
    if n == 4 && small == 2 && big == 2 {
        out.push(combo(ComboType::FourJokers, Top::Joker(Joker::Big)));
    }
    // Full house: a triple of one rank and a pair of another rank or of one joker kind.
    if n == 5 {
        for &t in &ranks {
            if count(t) != 3 {
                continue;
            }
            let rest: Vec<Face> = faces
                .iter()
                .copied()
                .filter(|f| f.rank().is_none_or(|r| value(r) != t))
                .collect();
            let pair = rest.len() == 2 && rest[0].rank().map(value) == rest[1].rank().map(value);
            let same_joker = rest.len() == 2 && rest[0] == rest[1];
            if pair && (rest[0].rank().is_some() || same_joker) {
                out.push(combo(ComboType::FullHouse, top_rank(t)));
            }
        }
    }
    if jokers == 0 {
        let suits: BTreeSet<Suit> = faces.iter().filter_map(|f| f.suit()).collect();
        if n == 5 {
            for top in sequences(&count, 1, 5, rules.ace_low_sequences) {
                let kind = if suits.len() == 1 {
                    ComboType::StraightFlush
                } else {
                    ComboType::Straight
                };
                out.push(combo(kind, top_rank(top)));
            }
        }
        if n == 6 {
            for top in sequences(&count, 2, 3, rules.ace_low_sequences) {
                out.push(combo(ComboType::Tube, top_rank(top)));
            }
            for top in sequences(&count, 3, 2, rules.ace_low_sequences) {
                out.push(combo(ComboType::Plate, top_rank(top)));
            }
        }
    }
    out
}

/// Every combination `cards` may be read as, by brute force over what the wilds stand for.
fn reference(cards: &[Card], level: Rank, rules: &Rules) -> BTreeSet<Key> {
    let wild = Face::Suited(Suit::Hearts, level);
    let naturals: Vec<Face> = cards
        .iter()
        .map(|c| c.face)
        .filter(|f| *f != wild)
        .collect();
    let wilds = cards.len() - naturals.len();
    let as_themselves: Vec<Face> = cards.iter().map(|c| c.face).collect();
    // Wilds alone (one, or a pair) rank as level cards.
    if naturals.is_empty() {
        return natural(&as_themselves, rules).iter().map(key).collect();
    }
    if rules.wild_must_be_natural_if_possible && wilds > 0 {
        let own = natural(&as_themselves, rules);
        if !own.is_empty() {
            return own.iter().map(key).collect();
        }
    }
    let suited: Vec<Face> = Face::all().filter(|f| !f.is_joker()).collect();
    let mut out = BTreeSet::new();
    let mut stand = vec![0usize; wilds];
    loop {
        let mut faces = naturals.clone();
        faces.extend(stand.iter().map(|&i| suited[i]));
        out.extend(natural(&faces, rules).iter().map(key));
        // Next assignment (an odometer over the 52 suited faces).
        let mut k = 0;
        loop {
            if k == wilds {
                return out;
            }
            stand[k] += 1;
            if stand[k] < suited.len() {
                break;
            }
            stand[k] = 0;
            k += 1;
        }
    }
}

/// Cards of two packs from `(pick, suit)` draws: 0 and 1 a joker, 2 a wild, any other the
/// suited card of value `value(pick)` (a third copy of a face is left out).
fn two_packs(level: Rank, picks: Vec<(u8, usize)>, value: impl Fn(u8) -> u8) -> Vec<Card> {
    let mut cards: Vec<Card> = Vec::new();
    for (pick, suit) in picks {
        let face = match pick {
            0 => Face::Joker(Joker::Small),
            1 => Face::Joker(Joker::Big),
            2 => Face::Suited(Suit::Hearts, level),
            p => Face::Suited(Suit::ALL[suit], rank(value(p))),
        };
        let pack = cards.iter().filter(|c| c.face == face).count() as u8;
        if pack < 2 {
            cards.push(Card::new(face, pack));
        }
    }
    cards
}

/// A small set of cards of two packs, drawn near one rank so that combinations are common:
/// ranks `base..base+span`, some jokers, some wilds.
fn cards_near(level: Rank) -> impl Strategy<Value = Vec<Card>> {
    (
        1u8..=14,
        1u8..=4,
        prop::collection::vec((0u8..16, 0usize..4), 1..=8),
    )
        .prop_map(move |(base, span, picks)| {
            two_packs(level, picks, |p| (base + (p - 3) % span).clamp(1, 14))
        })
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    (
        prop::sample::select(vec![6u8, 8, 10]),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(max_bomb_size, natural_first, ace_low)| Rules {
            max_bomb_size,
            wild_must_be_natural_if_possible: natural_first,
            ace_low_sequences: ace_low,
            ..Rules::default()
        })
}

fn case() -> impl Strategy<Value = (Rank, Rules, Vec<Card>)> {
    (2u8..=14, rules_strategy()).prop_flat_map(|(l, rules)| {
        let level = rank(l);
        (Just(level), Just(rules), cards_near(level))
    })
}

proptest! {
    #[test]
    fn readings_agree_with_a_brute_force_reference((level, rules, cards) in case()) {
        let engine = readings(&cards, level, &rules);
        let found: BTreeSet<Key> = engine.iter().map(|r| key(&r.combo)).collect();
        prop_assert_eq!(found.len(), engine.len(), "a combination read twice");
        let expected = reference(&cards, level, &rules);
        prop_assert_eq!(&found, &expected, "cards {:?} at level {:?}", cards, level);
        // Checking one named combination finds the same reading, and nothing else.
        for r in &engine {
            let alone = reading_as(&cards, &r.combo, level, &rules);
            prop_assert_eq!(alone.as_ref(), Some(r), "{:?} read as {:?}", cards, r.combo);
        }
        for kind in [ComboType::Single, ComboType::Pair, ComboType::Straight, ComboType::StraightFlush, ComboType::Tube, ComboType::Plate, ComboType::FullHouse, ComboType::Bomb] {
            for v in 2..=14 {
                let other = Combination::new(kind, cards.len() as u8, top_rank(v));
                if !engine.iter().any(|r| r.combo == other) {
                    prop_assert!(reading_as(&cards, &other, level, &rules).is_none(), "{:?} as {:?}", cards, other);
                }
            }
        }
        // What each wild stands for makes the combination.
        for r in &engine {
            let mut faces: Vec<Face> = cards.iter().map(|c| c.face).collect();
            for w in &r.wilds {
                let at = faces.iter().position(|f| *f == w.card.face).unwrap();
                faces.remove(at);
                faces.push(w.stands_for);
            }
            let wilds_alone = r.wilds.len() == cards.len();
            prop_assert!(
                wilds_alone || natural(&faces, &rules).contains(&r.combo),
                "{:?}: the wilds {:?} do not make {:?}", cards, r.wilds, r.combo
            );
        }
    }
}

/// A hand of up to 27 cards of two packs, its ranks in a window of `span` values so that
/// bombs, sequences and flushes are common.
fn hand_near(
    level: Rank,
    size: std::ops::RangeInclusive<usize>,
) -> impl Strategy<Value = Vec<Card>> {
    (
        2u8..=14,
        3u8..=13,
        prop::collection::vec((0u8..24, 0usize..4), size),
    )
        .prop_map(move |(base, span, picks)| {
            two_packs(level, picks, |p| 2 + (base + (p - 3) % span - 2) % 13)
        })
}

fn moves_case() -> impl Strategy<Value = (Rank, Rules, Vec<Card>, Vec<Card>, usize)> {
    (2u8..=14, rules_strategy()).prop_flat_map(|(l, rules)| {
        let level = rank(l);
        (
            Just(level),
            Just(rules),
            hand_near(level, 1..=27),
            hand_near(level, 1..=12),
            any::<usize>(),
        )
    })
}

proptest! {
    #[test]
    fn counting_and_building_one_agree_with_the_list(
        (level, rules, hand, other, pick) in moves_case()
    ) {
        // The trick: one of the other hand's leads, or none (a lead).
        let leads = legal_moves(&other, None, level, &rules);
        let trick = (pick % 4 != 0)
            .then(|| leads.get(pick / 4 % leads.len().max(1)).map(|m| m.combo))
            .flatten();
        let all = legal_moves(&hand, trick.as_ref(), level, &rules);
        prop_assert_eq!(
            count_legal_moves(&hand, trick.as_ref(), level, &rules),
            all.len(),
            "hand {:?} over {:?} at {:?}", hand, trick, level
        );
        for (i, m) in all.iter().enumerate() {
            let alone = nth_legal_move(&hand, trick.as_ref(), level, &rules, i).map(|c| c.to_move());
            prop_assert_eq!(alone.as_ref(), Some(m), "move {} of {:?} over {:?}", i, hand, trick);
        }
        prop_assert!(nth_legal_move(&hand, trick.as_ref(), level, &rules, all.len()).is_none());
    }
}
