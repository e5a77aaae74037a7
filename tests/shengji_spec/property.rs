//! Property: every move applied in random matches of every variant was legal.

use super::*;

fn variants() -> Vec<(String, Rules)> {
    let mut v = presets();
    let mut odd = Rules::three_decks();
    odd.throw_beat = ThrowBeat::EveryUnit;
    odd.kitty_multiplier = KittyMultiplier::Double;
    odd.failed_throw_penalty = 10;
    odd.no_bid = NoBid::Redeal;
    odd.misdeal = true;
    odd.bid_jokers_with_rank = true;
    odd.start_level = Rank::Ten;
    v.push(("three-decks-variants".to_string(), odd));
    v
}

#[test]
fn every_move_applied_in_random_matches_is_legal() {
    use rand::Rng;
    use rand::seq::IndexedRandom;
    for ((name, rules), seed) in variants()
        .into_iter()
        .flat_map(|v| [(v.clone(), 77), (v, 78)])
    {
        let mut r = cardtable::cards::rng(seed + 1);
        let mut g = Game::new(rules.clone(), seed).unwrap();
        let n = rules.players as usize;
        let mut rounds = 0;
        let mut plays = 0;
        let mut steps = 0u32;
        while g.phase() != Phase::MatchOver && rounds < 4 {
            steps += 1;
            assert!(steps < 200_000, "{name}: stuck");
            if g.phase() == Phase::Playing {
                let s = g.to_act().unwrap();
                let v = g.view(s);
                let cards = v.random_play(&mut r);
                // The seat's own view accepts it; a follow is one of the listed legal plays.
                assert!(v.check_play(&cards).is_ok(), "{name}: {cards:?}");
                if g.trick().is_some() {
                    let listed = v.legal_plays(5000);
                    if listed.len() < 5000 {
                        let key = |p: &[Card]| {
                            let mut k: Vec<Face> = p.iter().map(|c| c.face).collect();
                            k.sort();
                            k
                        };
                        assert!(
                            listed.iter().any(|p| key(p) == key(&cards)),
                            "{name}: {cards:?} not listed"
                        );
                    }
                    for p in listed.iter().take(20) {
                        assert!(v.check_play(p).is_ok(), "{name}: listed {p:?}");
                    }
                }
                let before = g.clone();
                let ev = g.apply(s, Action::Play(cards.clone()));
                assert!(ev.is_ok(), "{name}: {ev:?}");
                plays += 1;
                // A wrong-sized or foreign selection is refused and changes nothing.
                if let Some(t) = before.trick() {
                    let mut g2 = before.clone();
                    let k = (t.size() + 1).min(before.hand(s).len());
                    if k != t.size() {
                        let sel: Vec<Card> = before.hand(s)[..k].to_vec();
                        assert!(g2.apply(s, Action::Play(sel)).is_err());
                        assert_eq!(g2, before);
                    }
                }
                if let Ok(Event::RoundOver(_)) = ev {
                    rounds += 1;
                }
                continue;
            }
            if g.phase() == Phase::Burying && r.random_range(0..3) == 0 {
                // Anyone's misdeal is accepted exactly when the hand qualifies.
                let s = r.random_range(0..n);
                let before = g.clone();
                if g.apply(s, Action::Misdeal).is_err() {
                    assert_eq!(g, before);
                }
                continue;
            }
            if r.random_range(0..20) == 0 {
                let bidder = r.random_range(0..n);
                if let Some(bid) = g.bid_options(bidder).choose(&mut r).cloned() {
                    // Every listed bid is accepted.
                    g.apply(bidder, Action::Bid(bid)).unwrap();
                    continue;
                }
            }
            let ev = cardtable::shengji::sim::random_step(&mut g, &mut r);
            assert!(ev.is_some(), "{name}: refused in {:?}", g.phase());
            if let Some(Event::RoundOver(_)) = ev {
                rounds += 1;
            }
        }
        assert!(plays > 20, "{name}: {plays}");
        if rules.teams == Teams::FindFriends {
            assert!(g.results().iter().all(|r| r.declarers.iter().any(|d| *d)));
        }
    }
}
