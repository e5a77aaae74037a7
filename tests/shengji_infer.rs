//! The Sheng Ji sampler's leanings (`agents::shengji::infer`): over seeded Classic rounds played
//! by the rule AI, what a seat's follows suggest it does not hold is mostly true, the kitty holds
//! what a dealer does not keep, and the sampler, asked to, deals by them.

use cardtable::agents::shengji::infer::{Lean, Leanings, kept_from_kitty, unlikely};
use cardtable::agents::shengji::memory::Memory;
use cardtable::agents::shengji::sample::Knowledge;
use cardtable::agents::shengji::{BaselineAgent, RuleAgent};
use cardtable::agents::{Agent, TableGame};
use cardtable::cards::{Face, rng};
use cardtable::shengji::{Game, Phase, Rules, SeatView};

/// Plays the first round of Classic on each seed with `make(seed)` at every seat, calling `at`
/// with the game and the view of the seat to act before each trick play.
fn rounds(
    seeds: std::ops::Range<u64>,
    make: impl Fn(u64) -> Box<dyn Agent<Game>>,
    mut at: impl FnMut(&Game, &SeatView),
) {
    for seed in seeds {
        let mut g = Game::new(Rules::classic(), seed).unwrap();
        let mut agent = make(seed);
        for _ in 0..10_000 {
            if !g.results().is_empty() {
                break;
            }
            let Some(seat) = <Game as TableGame>::to_act(&g) else {
                break;
            };
            let view = g.view(seat);
            if g.phase() == Phase::Playing {
                at(&g, &view);
            }
            let action = agent.act(&view).unwrap();
            <Game as TableGame>::apply(&mut g, seat, action).unwrap();
        }
    }
}

/// The leanings of `view` that say more than its seat's memory (another seat, a face with
/// copies unseen, a suit that seat has not shown void): `(seat, face index, leaning)`.
fn informative(view: &SeatView) -> Vec<(usize, usize, Lean)> {
    let mem = Memory::new(view);
    let mut out = Vec::new();
    for (s, row) in unlikely(view, &mem.order).iter().enumerate() {
        for (f, lean) in row.iter().enumerate() {
            let es = mem.order.esuit(Face::from_index(f as u8)) as usize;
            if let Some(lean) = lean
                && s != view.seat
                && mem.unseen[f] > 0
                && !mem.void[s][es]
            {
                out.push((s, f, *lean));
            }
        }
    }
    out
}

#[test]
fn leanings_from_the_rule_ais_follows_mostly_hold() {
    let normal = |s| Box::new(RuleAgent { seed: s }) as Box<dyn Agent<Game>>;
    let baseline = |_| Box::new(BaselineAgent) as Box<dyn Agent<Game>>;
    for (name, make) in [
        ("normal", &normal as &dyn Fn(u64) -> _),
        ("baseline", &baseline),
    ] {
        // (true, false) per leaning: feeds, sheds.
        let mut t = [(0u32, 0u32); 2];
        rounds(0..30, make, |g, view| {
            for (s, f, lean) in informative(view) {
                let held = g.hand(s).iter().any(|c| c.face.index() == f);
                let slot = &mut t[(lean == Lean::Sheds) as usize];
                if held {
                    slot.1 += 1;
                } else {
                    slot.0 += 1;
                }
            }
        });
        for (lean, (yes, no)) in ["feeds", "sheds"].iter().zip(t) {
            // Seen (30 rounds): normal feeds 110 of 110, sheds 1,737 of 1,829; baseline
            // 99 of 99, 1,487 of 1,527.
            assert!(yes >= 50, "{name} {lean}: only {yes} leanings");
            assert!(yes >= 9 * no, "{name} {lean}: {yes} true, {no} false");
        }
    }
}

#[test]
fn the_sampler_deals_by_the_leanings_where_asked() {
    let normal = |s| Box::new(RuleAgent { seed: s }) as Box<dyn Agent<Game>>;
    // Leanings a sampled deal breaks, with and without them, and views with one.
    let (mut with, mut without, mut views) = (0, 0, 0);
    let mut step = 0;
    rounds(0..8, normal, |_, view| {
        step += 1;
        let lean = informative(view);
        if lean.is_empty() || step % 4 != 0 {
            return;
        }
        views += 1;
        let mut r = rng(step);
        let follows = Leanings {
            follows: true,
            kitty: false,
        };
        for (on, broken) in [(follows, &mut with), (Leanings::NONE, &mut without)] {
            let know = Knowledge::with_leanings(view, on).expect("trick play");
            for _ in 0..10 {
                let deal = know.sample(view, &mut r).expect("a deal");
                assert_eq!(deal.hands[view.seat], view.hand);
                for &(s, f, _) in &lean {
                    if deal.hands[s].iter().any(|c| c.face.index() == f) {
                        *broken += 1;
                    }
                }
            }
        }
    });
    eprintln!("{views} views, broken {with} with, {without} without");
    assert!(views >= 20, "{views} views with leanings");
    assert!(without >= 50, "without the leanings {without} broken");
    assert!(
        with * 10 <= without,
        "{with} broken with the leanings, {without} without"
    );
}

#[test]
fn the_kitty_holds_what_a_dealer_does_not_keep_and_the_sampler_deals_it_so_where_asked() {
    let normal = |s| Box::new(RuleAgent { seed: s }) as Box<dyn Agent<Game>>;
    // Buried cards a dealer would have kept; sampled kitty cards so, with and without the
    // leaning (for the seats that did not bury).
    let (mut kept, mut buried) = (0, 0);
    let (mut with, mut without, mut dealt) = (0, 0, 0);
    let mut first = true;
    let mut round_seen = None;
    rounds(0..20, normal, |g, view| {
        let order = view.order();
        let key = (view.round, g.buried().to_vec());
        if round_seen.as_ref() != Some(&key) {
            buried += g.buried().len();
            kept += g
                .buried()
                .iter()
                .filter(|c| kept_from_kitty(c.face, &order))
                .count();
            round_seen = Some(key);
            first = true;
        }
        if !first || view.dealer == Some(view.seat) {
            return;
        }
        first = false;
        let mut r = rng(buried as u64);
        for (on, n) in [(Leanings::ALL, &mut with), (Leanings::NONE, &mut without)] {
            let know = Knowledge::with_leanings(view, on).expect("trick play");
            for _ in 0..10 {
                let deal = know.sample(view, &mut r).expect("a deal");
                assert_eq!(deal.buried.len(), g.buried().len());
                *n += deal
                    .buried
                    .iter()
                    .filter(|c| kept_from_kitty(c.face, &order))
                    .count();
            }
        }
        dealt += 10 * g.buried().len();
    });
    eprintln!("kept {kept} of {buried} buried; sampled {with} with, {without} without, of {dealt}");
    assert!(buried >= 100, "{buried} cards buried");
    assert!(
        kept * 10 <= buried,
        "the dealers kept {kept} of {buried} buried cards"
    );
    assert!(
        without * 2 >= dealt,
        "{without} of {dealt} sampled kitty cards kept"
    );
    assert!(
        with * 20 <= dealt,
        "{with} of {dealt} sampled kitty cards kept with the leaning"
    );
}
