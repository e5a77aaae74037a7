//! The soak check of `make test`: seeded matches through the match driver, with the AI on every
//! seat and with a scripted human seat (hints, random legal actions and illegal attempts that
//! must be refused, changing nothing), to the end, with no engine error, no illegal AI action
//! and no panic. The full runs are commands:
//!
//!     cargo run --release --bin soak -- guandan --matches 10000
//!     cargo run --release --bin soak -- shengji --variant classic --matches 1000
//!
//! Here `SOAK_SEEDS` Guan Dan seeds per rule set (default 90: the rule AI at every seat) and a
//! few Sheng Ji seeds per variant: under a minute in the test profile.

use cardtable::arena::{default_threads, guandan, shengji};

/// Guan Dan seeds per rule set unless `SOAK_SEEDS` says otherwise; the other counts follow.
const SEEDS: u64 = 90;

fn seeds(default: u64) -> u64 {
    std::env::var("SOAK_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn guandan_matches_play_to_the_end_through_the_driver() {
    let n = seeds(SEEDS);
    for (rules, first) in [
        (cardtable::guandan::Rules::pagat(), 10_000),
        (cardtable::guandan::Rules::china(), 20_000),
    ] {
        let s = guandan::soak(&rules, n, first, default_threads());
        assert!(s.failures.is_empty(), "{:#?}", s.failures);
        // Both kinds of match were played for every seed, each to a winner.
        assert_eq!(s.matches, 2 * n);
        assert_eq!(s.unfinished, 0);
        assert!(s.hands >= s.matches, "{} hands", s.hands);
        assert!(s.refused > 0, "the scripted human tried illegal actions");
    }
}

#[test]
fn shengji_matches_play_to_the_end_through_the_driver() {
    let n = seeds(SEEDS).div_ceil(30);
    for variant in [
        "classic",
        "one-deck",
        "three-decks",
        "zhao-pengyou-5",
        "zhao-pengyou-6",
    ] {
        let rules = cardtable::shengji::Rules::named(variant).unwrap();
        let s = shengji::soak(&rules, n, 30_000, default_threads());
        assert!(s.failures.is_empty(), "{variant}: {:#?}", s.failures);
        assert_eq!(s.matches, 2 * n, "{variant}");
        assert_eq!(s.unfinished, 0, "{variant}");
        assert!(s.hands >= s.matches, "{variant}: {} rounds", s.hands);
        assert!(
            s.refused > 0,
            "{variant}: the scripted human tried illegal actions"
        );
    }
}

/// Checked random play (issue 22) on a small count: every invariant after every action, over
/// the mix of presets and variants. The long runs: `soak guandan --deals 1000000` and
/// `soak shengji --deals 1000000`.
#[test]
fn checked_random_play_keeps_every_invariant() {
    use cardtable::arena::checked::run;
    let gd = run::<cardtable::guandan::Game>(seeds(SEEDS) * 2 / 3, 1, default_threads(), 200);
    assert_eq!(gd.failure, None);
    assert!(gd.deals >= seeds(SEEDS) * 2 / 3 && gd.refusals > 0 && gd.matches >= 2);
    let sj = run::<cardtable::shengji::Game>(seeds(SEEDS) / 3, 1, default_threads(), 200);
    assert_eq!(sj.failure, None);
    assert!(sj.deals >= seeds(SEEDS) / 3 && sj.refusals > 0);
}
