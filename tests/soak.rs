//! The soak check of `make test`: seeded Guan Dan matches through the match driver, with the AI
//! on every seat and with a scripted human seat, to the end, with no engine error, no illegal
//! AI action and no panic. The full run is a command:
//!
//!     cargo run --release --bin soak -- guandan --matches 10000
//!
//! Here `SOAK_SEEDS` seeds (default 500: about a minute in the test profile) per rule set.

use cardtable::arena::{default_threads, guandan::soak};
use cardtable::guandan::Rules;

#[test]
fn seeded_matches_play_to_the_end_through_the_driver() {
    let seeds: u64 = std::env::var("SOAK_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500);
    for (rules, first) in [(Rules::pagat(), 10_000), (Rules::china(), 20_000)] {
        let start = std::time::Instant::now();
        let s = soak(&rules, seeds, first, default_threads());
        assert!(s.failures.is_empty(), "{:#?}", s.failures);
        // Both kinds of match were played for every seed, each to a winner.
        assert_eq!(s.matches, 2 * seeds);
        assert!(s.hands >= s.matches, "{} hands", s.hands);
        assert!(s.refused > 0, "the scripted human tried illegal actions");
        eprintln!(
            "soak: {} matches, {} hands, {} actions in {:.1} s",
            s.matches,
            s.hands,
            s.actions,
            start.elapsed().as_secs_f64()
        );
    }
}
