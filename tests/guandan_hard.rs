//! The Guan Dan search player ("Hard"): its plays are legal, cover every legal play and depend
//! only on its seed and the view; its sampler of the hidden cards gives every seat
//! as many cards as it holds, never a card already played, and leaves tribute cards with the
//! seats everybody saw receive them, over seeded matches.

use cardtable::agents::guandan::HardAgent;
use cardtable::agents::guandan::hard::sample_hands;
use cardtable::agents::{Agent, AgentKind, AgentSpec, TableGame};
use cardtable::cards::{Card, rng};
use cardtable::guandan::game::Turn;
use cardtable::guandan::{Action, Game, Pending, Rules, SeatView};

/// Plays the first hands of `seed`'s match with the rule AI on every seat, calling `at` at
/// every decision.
fn match_start(seed: u64, hands: u32, mut at: impl FnMut(&Game, usize)) {
    let mut g = Game::new(Rules::default(), seed).unwrap();
    let mut rule = <Game as TableGame>::agent(&AgentSpec::new(AgentKind::Normal, seed));
    let mut ended = 0;
    for _ in 0..5_000 {
        let Some(seat) = <Game as TableGame>::to_act(&g) else {
            return;
        };
        at(&g, seat);
        let action = rule.act(&g.view(seat)).unwrap();
        let events = <Game as TableGame>::apply(&mut g, seat, action).unwrap();
        ended += events
            .iter()
            .filter(|e| <Game as TableGame>::ends_hand(e))
            .count() as u32;
        if ended >= hands {
            return;
        }
    }
}

fn playing(view: &SeatView) -> bool {
    matches!(view.pending, Pending::Play { seat, .. } if seat == view.seat)
}

#[test]
fn hard_plays_are_legal_and_depend_only_on_seed_and_view() {
    let mut searched = 0;
    for seed in 0..3u64 {
        let mut k = 0;
        match_start(seed, 1, |g, seat| {
            let view = g.view(seat);
            if !playing(&view) {
                return;
            }
            k += 1;
            if k % 3 != 0 {
                return;
            }
            let ranked = HardAgent::with_budget_ms(seed, 1).ranked(&view);
            let legal = view.legal_actions();
            for a in &ranked {
                assert!(
                    view.check_action(a).is_ok(),
                    "seed {seed}: {a:?} is not legal"
                );
            }
            for a in &legal {
                assert!(ranked.contains(a), "seed {seed}: {a:?} is missing");
            }
            let again = HardAgent::with_budget_ms(seed, 1).act(&view);
            assert_eq!(again.as_ref(), ranked.first(), "seed {seed}");
            searched += 1;
        });
    }
    assert!(searched > 20, "{searched} decisions");
}

#[test]
fn sampled_hands_respect_what_the_seat_knows() {
    let mut checked = 0;
    // Two hands, so that the second one has tribute cards with known holders.
    for seed in 0..4u64 {
        match_start(seed, 2, |g, seat| {
            let view = g.view(seat);
            if !playing(&view) || view.hand_number < 2 && checked % 5 != 0 {
                checked += 1;
                return;
            }
            let played: Vec<Card> = view
                .history
                .iter()
                .flat_map(|t| match t {
                    Turn::Play(p) => p.cards.to_vec(),
                    _ => Vec::new(),
                })
                .collect();
            let mut r = rng(seed ^ checked as u64);
            // Every other deal with the experiment's tribute limits too.
            let hands = sample_hands(&view, &mut r, checked % 2 == 0);
            assert_eq!(hands[seat], view.hand, "seed {seed}: own hand kept");
            for (s, hand) in hands.iter().enumerate() {
                assert_eq!(hand.len(), view.card_counts[s], "seed {seed} seat {s}");
                for c in hand {
                    assert!(!played.contains(c), "seed {seed}: {c} was played");
                }
            }
            let all: Vec<&Card> = hands.iter().flatten().collect();
            for (i, c) in all.iter().enumerate() {
                assert!(!all[..i].contains(c), "seed {seed}: {c} dealt twice");
            }
            let t = &view.tribute;
            for x in t.paid.iter().chain(&t.returned) {
                let to = x.to % 4;
                if to != seat && !played.contains(&x.card) {
                    assert!(
                        hands[to].contains(&x.card),
                        "seed {seed}: {} with {to}",
                        x.card
                    );
                }
            }
            checked += 1;
        });
    }
    assert!(checked > 200, "{checked} decisions");
}

#[test]
fn the_hard_player_sits_at_a_whole_match_through_the_agent_interface() {
    let mut g = Game::new(Rules::default(), 9).unwrap();
    let spec = AgentSpec::new(AgentKind::Hard, 9).with_budget(1);
    let mut seats: Vec<Box<dyn cardtable::agents::Agent<Game>>> = (0..4)
        .map(|s| {
            if s % 2 == 0 {
                <Game as TableGame>::agent(&spec)
            } else {
                <Game as TableGame>::agent(&AgentSpec::new(AgentKind::Normal, 9))
            }
        })
        .collect();
    let mut hands = 0;
    for _ in 0..3_000 {
        let Some(seat) = <Game as TableGame>::to_act(&g) else {
            break;
        };
        let action: Action = seats[seat].act(&g.view(seat)).expect("an action");
        let events = <Game as TableGame>::apply(&mut g, seat, action).expect("a legal action");
        hands += events
            .iter()
            .filter(|e| <Game as TableGame>::ends_hand(e))
            .count();
        if hands >= 3 {
            break;
        }
    }
    assert_eq!(
        hands, 3,
        "three hands, tributes included, are played to their end"
    );
}
