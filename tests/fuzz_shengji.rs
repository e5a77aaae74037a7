//! Fuzzing Sheng Ji's follow validation and throw judgement (issue 22) with arbitrary hands,
//! leads and trumps of two or three decks:
//! - a follow is accepted by `check_follow` exactly when it is among the engine's enumeration
//!   of legal follows (compared against every choice of cards of a small hand), and the random
//!   follow of the simulations is always accepted;
//! - a throw is blocked exactly when another hand holds a higher unit of the same shape in the
//!   suit (a reference written here from the specification), and the unit blocked is the
//!   smallest beatable one;
//! - counting a suit's cards (`groups`, `suit_groups`) agrees with a plain count and sort, and
//!   the random lead's counted units (`LeadUnits`) are exactly `lead_units`, in its order.
//!
//! `PROPTEST_CASES` sets the cases (256 by default); `make fuzz` runs many more.

use std::collections::BTreeSet;

use cardtable::cards::{Card, Face, Joker, Rank, Suit};
use cardtable::shengji::combination::{
    Group, LeadUnits, Unit, decompose, groups, lead_units, suit_groups,
};
use cardtable::shengji::follow::{check_follow, legal_follows, random_follow};
use cardtable::shengji::trick::check_throw;
use cardtable::shengji::{Order, Trump};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// An order: a trump rank and a trump suit (or no-trump).
fn order_strategy() -> impl Strategy<Value = Order> {
    (2u8..=14, prop::option::of(0usize..4)).prop_map(|(r, s)| {
        Order::new(Trump::new(
            Rank::from_value(r).unwrap(),
            s.map(|i| Suit::ALL[i]),
        ))
    })
}

/// Cards of `decks` packs drawn from a few faces (so that tuples and tractors are common): the
/// faces `base..base+span` of one suit, the trump rank and the jokers now and then.
fn cards_strategy(
    decks: u8,
    len: std::ops::RangeInclusive<usize>,
) -> impl Strategy<Value = Vec<Face>> {
    (
        0usize..4,
        2u8..=14,
        2u8..=6,
        prop::collection::vec((0u8..12, 0usize..4), len),
    )
        .prop_map(move |(suit, base, span, picks)| {
            let mut out: Vec<Face> = Vec::new();
            for (p, other) in picks {
                let face = match p {
                    0 => Face::Joker(Joker::Small),
                    1 => Face::Joker(Joker::Big),
                    2 => Face::Suited(Suit::ALL[other], Rank::from_value(base).unwrap()),
                    p => {
                        let v = (base + (p - 3) % span).min(14);
                        Face::Suited(Suit::ALL[suit], Rank::from_value(v).unwrap())
                    }
                };
                if out.iter().filter(|f| **f == face).count() < decks as usize {
                    out.push(face);
                }
            }
            out
        })
}

/// Numbers the copies of each face so that the cards of several hands are distinct.
fn cards(faces: &[Face], taken: &mut Vec<Card>) -> Vec<Card> {
    let mut out = Vec::new();
    for &face in faces {
        let pack = taken.iter().filter(|c| c.face == face).count() as u8;
        let c = Card::new(face, pack);
        taken.push(c);
        out.push(c);
    }
    out
}

fn faces_of(cards: &[Card]) -> Vec<Face> {
    let mut f: Vec<Face> = cards.iter().map(|c| c.face).collect();
    f.sort();
    f
}

/// Every choice of `n` cards of `hand`, as sorted faces (copies of a face are the same choice).
fn choices(hand: &[Card], n: usize) -> BTreeSet<Vec<Face>> {
    let mut counts: Vec<(Face, usize)> = Vec::new();
    for c in hand {
        match counts.iter_mut().find(|(f, _)| *f == c.face) {
            Some((_, k)) => *k += 1,
            None => counts.push((c.face, 1)),
        }
    }
    let mut out = BTreeSet::new();
    let mut pick = Vec::new();
    fn go(
        counts: &[(Face, usize)],
        i: usize,
        n: usize,
        pick: &mut Vec<Face>,
        out: &mut BTreeSet<Vec<Face>>,
    ) {
        if pick.len() == n {
            let mut p = pick.clone();
            p.sort();
            out.insert(p);
            return;
        }
        let Some(&(face, k)) = counts.get(i) else {
            return;
        };
        for take in 0..=k.min(n - pick.len()) {
            for _ in 0..take {
                pick.push(face);
            }
            go(counts, i + 1, n, pick, out);
            for _ in 0..take {
                pick.pop();
            }
        }
    }
    go(&counts, 0, n, &mut pick, &mut out);
    out
}

/// Cards of `hand` with the given faces (first copies).
fn take(hand: &[Card], faces: &[Face]) -> Vec<Card> {
    let mut out: Vec<Card> = Vec::new();
    for f in faces {
        if let Some(c) = hand.iter().find(|c| c.face == *f && !out.contains(c)) {
            out.push(*c);
        }
    }
    out
}

/// From the specification: a hand beats a unit of `width` × `length` in its suit when it holds
/// `length` consecutive levels of the suit above the unit's top, each with `width` copies of
/// one face.
fn beats(hand_groups: &[Group], u: &Unit) -> bool {
    let levels: BTreeSet<u8> = hand_groups
        .iter()
        .filter(|g| g.count >= u.width)
        .map(|g| g.level)
        .collect();
    levels
        .iter()
        .any(|&top| top > u.top && (0..u.length).all(|k| top >= k && levels.contains(&(top - k))))
}

/// The groups of suit `es`, counted and sorted plainly (highest level first, then by face).
fn reference_groups(hand: &[Card], es: u8, order: &Order) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for c in hand.iter().filter(|c| order.esuit(c.face) == es) {
        match out.iter_mut().find(|g| g.face == c.face) {
            Some(g) => g.count += 1,
            None => out.push(Group {
                level: order.level(c.face),
                face: c.face,
                count: 1,
            }),
        }
    }
    out.sort_by_key(|g| (std::cmp::Reverse(g.level), g.face.index()));
    out
}

fn follow_case() -> impl Strategy<Value = (Order, u8, Vec<Face>, Vec<Face>, u64)> {
    (order_strategy(), 2u8..=3).prop_flat_map(|(order, decks)| {
        (
            Just(order),
            Just(decks),
            cards_strategy(decks, 1..=4),
            cards_strategy(decks, 1..=10),
            any::<u64>(),
        )
    })
}

fn throw_case() -> impl Strategy<Value = (Order, u8, Vec<Face>, Vec<Vec<Face>>)> {
    (order_strategy(), 2u8..=3).prop_flat_map(|(order, decks)| {
        (
            Just(order),
            Just(decks),
            cards_strategy(decks, 2..=8),
            prop::collection::vec(cards_strategy(decks, 0..=10), 1..=3),
        )
    })
}

proptest! {
    // Throws of a single unit are set aside (a few percent of the cases).
    #![proptest_config(ProptestConfig {
        max_global_rejects: u32::MAX,
        ..ProptestConfig::default()
    })]

    #[test]
    fn follows_accepted_are_the_follows_enumerated(
        (order, decks, lead, hand, seed) in follow_case()
    ) {
        let mut taken = Vec::new();
        let lead = cards(&lead, &mut taken);
        let hand = cards(&hand, &mut taken);
        let suit = order.esuit(lead[0].face);
        let lead: Vec<Card> = lead
            .into_iter()
            .filter(|c| order.esuit(c.face) == suit)
            .take(hand.len())
            .collect();
        let units = decompose(&groups(&lead, suit, &order), decks, suit);
        let n = lead.len();
        let enumerated: BTreeSet<Vec<Face>> =
            legal_follows(&hand, suit, &units, &order, decks, 100_000)
                .iter()
                .map(|p| faces_of(p))
                .collect();
        let accepted: BTreeSet<Vec<Face>> = choices(&hand, n)
            .into_iter()
            .filter(|f| check_follow(&hand, suit, &units, &take(&hand, f), &order, decks).is_ok())
            .collect();
        prop_assert!(!accepted.is_empty(), "no follow at all");
        prop_assert_eq!(&enumerated, &accepted);
        let mut rng = StdRng::seed_from_u64(seed);
        let random = random_follow(&hand, suit, &units, &order, decks, &mut rng);
        prop_assert!(check_follow(&hand, suit, &units, &random, &order, decks).is_ok());
    }

    #[test]
    fn a_throw_is_blocked_exactly_when_another_hand_beats_a_unit(
        (order, decks, throw, others) in throw_case()
    ) {
        let mut taken = Vec::new();
        let throw = cards(&throw, &mut taken);
        let suit = order.esuit(throw[0].face);
        let throw: Vec<Card> = throw.into_iter().filter(|c| order.esuit(c.face) == suit).collect();
        let units = decompose(&groups(&throw, suit, &order), decks, suit);
        prop_assume!(units.len() >= 2);
        let hands: Vec<Vec<Card>> = others.iter().map(|f| cards(f, &mut taken)).collect();
        let refs: Vec<(usize, &[Card])> =
            hands.iter().enumerate().map(|(s, h)| (s + 1, h.as_slice())).collect();
        let beatable: Vec<&Unit> = units
            .iter()
            .filter(|u| hands.iter().any(|h| beats(&groups(h, suit, &order), u)))
            .collect();
        match check_throw(&units, suit, &refs, &order) {
            None => prop_assert!(beatable.is_empty(), "{:?} not blocked", beatable),
            Some(b) => {
                prop_assert!(beatable.contains(&&b.unit));
                let smallest = beatable.iter().map(|u| (u.size(), u.top)).min();
                prop_assert_eq!(Some((b.unit.size(), b.unit.top)), smallest);
                prop_assert_eq!(b.by.shape(), b.unit.shape());
                prop_assert!(b.by.top > b.unit.top);
                let hand = &hands[b.blocker - 1];
                let by = b.by.cards_from(hand);
                prop_assert_eq!(by.len(), b.by.size(), "{:?} not in the blocker's hand", b.by);
            }
        }
    }

    #[test]
    fn suits_are_counted_and_lead_units_picked_as_listed(
        (order, decks, a, b) in (order_strategy(), 2u8..=3).prop_flat_map(|(order, decks)| {
            (Just(order), Just(decks), cards_strategy(decks, 0..=16), cards_strategy(decks, 0..=16))
        })
    ) {
        let mut taken = Vec::new();
        let mut hand = cards(&a, &mut taken);
        hand.extend(cards(&b, &mut taken));
        let all = suit_groups(&hand, &order);
        for es in 0..=4u8 {
            let reference = reference_groups(&hand, es, &order);
            let counted = groups(&hand, es, &order);
            prop_assert_eq!(&counted[..], &reference[..]);
            prop_assert_eq!(&all[es as usize][..], &reference[..]);
        }
        let listed = lead_units(&hand, &order, decks);
        let counted = LeadUnits::new(&hand, &order, decks);
        prop_assert_eq!(counted.len(), listed.len());
        for (k, u) in listed.iter().enumerate() {
            prop_assert_eq!(counted.get(k), Some(u.clone()));
        }
        prop_assert!(counted.get(listed.len()).is_none());
    }
}
