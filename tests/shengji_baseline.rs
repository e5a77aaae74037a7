//! The frozen `baseline` rule player (issue 21's yardstick) must keep deciding exactly as it
//! did: a digest of every action of a few seeded games it plays against itself, in three
//! variants, is pinned here. A change to shared code (the memory, the table's measures) that
//! moves it fails this test; keep the old behaviour behind `Rulebook::Baseline` instead.

use cardtable::agents::{AgentKind, AgentSpec};
use cardtable::driver::{Match, Player, Waiting};
use cardtable::shengji::{Game, Rules};

/// FNV-1a: a digest that is the same on every machine and build.
fn digest(text: &str, mut h: u64) -> u64 {
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// Every action (seat and cards) of the first `rounds` rounds of a match of four (or five) baseline players.
fn games_digest(variant: &str, seed: u64, rounds: u32) -> u64 {
    let rules = Rules::named(variant).unwrap();
    let n = rules.players as usize;
    let players = (0..n)
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Baseline, s as u64)))
        .collect();
    let mut m = Match::new(Game::new(rules, seed).unwrap(), players);
    for _ in 0..200_000 {
        match m.waiting() {
            Waiting::Over => break,
            Waiting::NextHand if m.game().round_number() > rounds => break,
            Waiting::NextHand => assert!(m.next_hand()),
            Waiting::Ai(_) => {
                m.step().unwrap().unwrap();
            }
            Waiting::Human(_) => unreachable!("no human seat"),
        }
    }
    let (_, actions) = m.history().expect("a new match keeps its record");
    actions.iter().fold(0xcbf2_9ce4_8422_2325, |h, p| {
        digest(&format!("{} {:?}", p.seat, p.action), h)
    })
}

#[test]
fn the_baseline_decides_as_it_always_did() {
    let mut found = Vec::new();
    for variant in ["classic", "one-deck", "zhao-pengyou-5"] {
        for seed in [3, 11] {
            found.push(format!(
                "{variant} {seed} {:016x}",
                games_digest(variant, seed, 2)
            ));
        }
    }
    let expected = [
        "classic 3 14e43ff863d2671a",
        "classic 11 072e6e8de908af0c",
        "one-deck 3 4f12e5a72e102fec",
        "one-deck 11 d43ba63be166f854",
        "zhao-pengyou-5 3 e924dae990f2aa35",
        "zhao-pengyou-5 11 f81b618cfe342414",
    ];
    assert_eq!(found, expected);
}
