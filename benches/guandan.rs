//! Guan Dan move enumeration speed: all leads of a 27-card hand, and follows against a
//! typical trick.

use std::hint::black_box;

use cardtable::cards::{Rank, shuffled_deck};
use cardtable::guandan::sim::{Summary, random_match};
use cardtable::guandan::{ComboType, Rules, count_legal_moves, legal_moves, nth_legal_move};
use criterion::{Criterion, criterion_group, criterion_main};

fn hands() -> Vec<(Vec<cardtable::cards::Card>, Rank)> {
    (0..16u64)
        .map(|seed| {
            let deck = shuffled_deck(2, seed).expect("two packs");
            (deck[..27].to_vec(), Rank::ALL[(seed % 13) as usize])
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let rules = Rules::default();
    let hands = hands();
    c.bench_function("guandan lead enumeration (27 cards)", |b| {
        let mut i = 0;
        b.iter(|| {
            let (hand, level) = &hands[i % hands.len()];
            i += 1;
            black_box(legal_moves(black_box(hand), None, *level, &rules))
        })
    });
    // Random play's path: count the leads, then build one of them.
    c.bench_function("guandan lead count (27 cards)", |b| {
        let mut i = 0;
        b.iter(|| {
            let (hand, level) = &hands[i % hands.len()];
            i += 1;
            black_box(count_legal_moves(black_box(hand), None, *level, &rules))
        })
    });
    c.bench_function("guandan lead, the 40th built alone (27 cards)", |b| {
        let mut i = 0;
        b.iter(|| {
            let (hand, level) = &hands[i % hands.len()];
            i += 1;
            black_box(nth_legal_move(black_box(hand), None, *level, &rules, 40))
        })
    });
    // A typical trick: a mid pair led by another player.
    let tricks: Vec<_> = hands
        .iter()
        .map(|(hand, level)| {
            let other = shuffled_deck(2, 99).expect("two packs");
            let pair = legal_moves(&other[27..54], None, *level, &rules)
                .into_iter()
                .find(|m| m.combo.kind == ComboType::Pair)
                .map(|m| m.combo);
            (hand.clone(), *level, pair)
        })
        .collect();
    c.bench_function(
        "guandan follow enumeration (27 cards, pair on table)",
        |b| {
            let mut i = 0;
            b.iter(|| {
                let (hand, level, table) = &tricks[i % tricks.len()];
                i += 1;
                black_box(legal_moves(black_box(hand), table.as_ref(), *level, &rules))
            })
        },
    );
    c.bench_function("guandan follow count (27 cards, pair on table)", |b| {
        let mut i = 0;
        b.iter(|| {
            let (hand, level, table) = &tricks[i % tricks.len()];
            i += 1;
            black_box(count_legal_moves(
                black_box(hand),
                table.as_ref(),
                *level,
                &rules,
            ))
        })
    });
}

/// Random play's whole path (`simulate`): one seeded match of uniformly random legal actions,
/// every hand dealt, counted, built, checked and applied.
fn random(c: &mut Criterion) {
    let rules = Rules::default();
    c.bench_function("guandan random match (seed 77)", |b| {
        b.iter(|| {
            let mut summary = Summary::default();
            black_box(
                random_match(&rules, black_box(77), 2000, &mut summary).map(|g| g.hand_number()),
            )
        })
    });
}

criterion_group!(benches, bench, random);
criterion_main!(benches);
