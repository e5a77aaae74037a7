//! Sheng Ji speed: a follower's legal plays (check, enumeration, random choice), trick
//! resolution and whole random rounds.
//!
//!     cargo bench --bench shengji

use criterion::{Criterion, black_box, criterion_group, criterion_main};

use cardtable::cards::{Card, Rank, Suit, parse_hand};
use cardtable::shengji::combination::{Unit, decompose, groups};
use cardtable::shengji::follow::{check_follow, legal_follows, random_follow};
use cardtable::shengji::rules::ThrowBeat;
use cardtable::shengji::sim::simulate;
use cardtable::shengji::trick::Trick;
use cardtable::shengji::{Order, Rules, Trump};

fn units(cards: &[Card], o: &Order) -> Vec<Unit> {
    let es = o.esuit(cards[0].face);
    decompose(&groups(cards, es, o), 2, es)
}

fn bench(c: &mut Criterion) {
    let o = Order::new(Trump::new(Rank::Seven, Some(Suit::Clubs)));
    // A 25-card hand facing a tractor + pair throw in spades.
    let hand =
        parse_hand("SA SK SK SQ SQ SJ S10 S10 S9 S8 S8 S6 S5 S4 S3 H2 H3 H4 HK D5 D6 C3 C3 C7 RJ")
            .unwrap();
    let lead = parse_hand("S2 S2 S3 S3 S4 S4").unwrap();
    let lead_units = units(&lead, &o);
    let play = parse_hand("SK SK SQ SQ S10 S10").unwrap();
    let play: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| play.iter().any(|p| p.face == c.face))
        .take(6)
        .collect();

    c.bench_function("follow/check tractor lead", |b| {
        b.iter(|| check_follow(black_box(&hand), 0, &lead_units, black_box(&play), &o, 2))
    });
    c.bench_function("follow/enumerate tractor lead (cap 1000)", |b| {
        b.iter(|| legal_follows(black_box(&hand), 0, &lead_units, &o, 2, 1000).len())
    });
    let single = units(&parse_hand("S2").unwrap(), &o);
    c.bench_function("follow/enumerate single lead", |b| {
        b.iter(|| legal_follows(black_box(&hand), 0, &single, &o, 2, 1000).len())
    });
    // Three decks: a 39-card hand facing a triple + pair throw in hearts.
    let hand3 = parse_hand(
        "HA HA HA HK HK HQ HQ HQ HJ H10 H10 H9 H9 H9 H8 H6 H5 H5 H4 H3 H2 H2 \
         SA SK SQ S2 D3 D4 D5 D6 C2 C3 C4 C5 C6 C8 C9 RJ",
    )
    .unwrap();
    let throw3 = parse_hand("H4 H4 H4 H3 H3").unwrap();
    let throw3_units = {
        let es = o.esuit(throw3[0].face);
        decompose(&groups(&throw3, es, &o), 3, es)
    };
    c.bench_function(
        "follow/enumerate triple + pair throw, 3 decks (cap 1000)",
        |b| b.iter(|| legal_follows(black_box(&hand3), 1, &throw3_units, &o, 3, 1000).len()),
    );
    let mut r = cardtable::cards::rng(1);
    c.bench_function("follow/random tractor lead", |b| {
        b.iter(|| random_follow(black_box(&hand), 0, &lead_units, &o, 2, &mut r).len())
    });

    // Trick resolution: a 4-player pair trick and a throw ruffed and over-ruffed.
    let pair_lead = parse_hand("D9 D9").unwrap();
    let follows = [
        parse_hand("DJ DQ").unwrap(),
        parse_hand("C5 C5").unwrap(),
        parse_hand("S7 S7").unwrap(),
    ];
    c.bench_function("trick/resolve pair trick", |b| {
        b.iter(|| {
            let mut t = Trick::new(0, pair_lead.clone(), 3, units(&pair_lead, &o));
            for (i, p) in follows.iter().enumerate() {
                t.add(i + 1, p.clone(), &o, ThrowBeat::LargestUnit);
            }
            t.winner
        })
    });
    let throw = parse_hand("SA SA SK SK SQ S9 S9").unwrap();
    let ruffs = [
        parse_hand("S2 S3 S4 S5 S6 S8 S10").unwrap(),
        parse_hand("C2 C2 C3 C3 C4 C5 C5").unwrap(),
        parse_hand("CA CA CK CK C6 C9 C9").unwrap(),
    ];
    c.bench_function("trick/resolve throw with ruffs", |b| {
        b.iter(|| {
            let mut t = Trick::new(0, throw.clone(), 0, units(&throw, &o));
            for (i, p) in ruffs.iter().enumerate() {
                t.add(i + 1, p.clone(), &o, ThrowBeat::LargestUnit);
            }
            t.winner
        })
    });

    let mut g = c.benchmark_group("rounds");
    g.sample_size(10);
    g.bench_function("random classic match", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            simulate(&Rules::classic(), 1, seed, 2000).map(|s| s.rounds)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
