//! Property tests over seeded random matches of every variant, and enumeration against brute force.

use super::*;

fn all_variants() -> Vec<(String, Rules)> {
    let mut v = presets();
    v.push(("classic-variants".to_string(), Rules::classic_variants()));
    v
}

/// Every card is somewhere exactly once.
fn check_conservation(g: &Game, name: &str) {
    let rules = g.rules();
    let total = 54 * rules.decks as usize;
    let mut ids: Vec<usize> = Vec::new();
    for s in 0..rules.players as usize {
        ids.extend(g.hand(s).iter().map(|c| c.id()));
    }
    match g.phase() {
        Phase::Drawing | Phase::Declaring => {
            ids.extend(g.kitty().iter().map(|c| c.id()));
            assert_eq!(ids.len() + g.cards_to_draw(), total, "{name}");
        }
        Phase::Burying => assert_eq!(ids.len(), total, "{name}"),
        _ => {
            ids.extend(g.buried().iter().map(|c| c.id()));
            for t in g.tricks().iter().chain(g.trick()) {
                for p in &t.plays {
                    ids.extend(p.cards.iter().map(|c| c.id()));
                }
            }
            assert_eq!(ids.len(), total, "{name} {:?}", g.phase());
        }
    }
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "{name}: a card is in two places");
}

#[test]
fn random_matches_of_every_variant() {
    for (name, rules) in all_variants() {
        let matches = if rules.decks >= 3 { 2 } else { 4 };
        let mut r = cardtable::cards::rng(99);
        for m in 0..matches {
            let mut g = Game::new(rules.clone(), 1000 + m).unwrap();
            let mut steps = 0u32;
            let mut rounds = 0;
            while g.phase() != Phase::MatchOver {
                let phase = g.phase();
                let hand_sizes: Vec<usize> = (0..rules.players as usize)
                    .map(|s| g.hand(s).len())
                    .collect();
                let ev = cardtable::shengji::sim::random_step(&mut g, &mut r);
                assert!(
                    ev.is_some(),
                    "{name}: a random legal action was refused in {phase:?}"
                );
                steps += 1;
                if phase == Phase::Playing {
                    // Exactly one seat played, as many cards as the trick needs.
                    let after: Vec<usize> = (0..rules.players as usize)
                        .map(|s| g.hand(s).len())
                        .collect();
                    let changed = hand_sizes
                        .iter()
                        .zip(&after)
                        .filter(|(a, b)| a != b)
                        .count();
                    assert_eq!(changed, 1, "{name}");
                }
                if steps.is_multiple_of(7) || g.phase() != phase {
                    check_conservation(&g, &name);
                }
                if let Some(Event::RoundOver(res)) = ev {
                    rounds += 1;
                    // Points: tricks + kitty = 100 per deck.
                    let in_tricks: u32 = g.tricks().iter().map(|t| t.points()).sum();
                    assert_eq!(in_tricks + res.kitty_points, rules.total_points(), "{name}");
                    let leads = g.tricks().iter().map(|t| t.plays.len()).collect::<Vec<_>>();
                    assert!(leads.iter().all(|&p| p == rules.players as usize));
                    // Declarers switching and next dealer.
                    match res.outcome {
                        Outcome::Hold { .. } => assert!(res.declarers[res.next_dealer], "{name}"),
                        Outcome::TakeOver { .. } => {
                            assert!(!res.declarers[res.next_dealer], "{name}")
                        }
                    }
                    if rules.teams == Teams::Fixed {
                        let want = match res.outcome {
                            Outcome::Hold { .. } => (res.dealer + 2) % 4,
                            Outcome::TakeOver { .. } => (res.dealer + 1) % 4,
                        };
                        assert_eq!(res.next_dealer, want, "{name}");
                    }
                }
                assert!(rounds < 400, "{name}: match does not end");
            }
            assert!(!g.winners().is_empty(), "{name}");
            assert_eq!(g.apply(0, Action::NextRound), Err(ActionError::MatchOver));
        }
    }
}

#[test]
fn random_plays_agree_with_the_legality_check() {
    // Random selections from the hand: apply accepts exactly those the check accepts, and a
    // refused play leaves the game untouched.
    for (name, rules) in all_variants().into_iter().take(4) {
        let mut r = cardtable::cards::rng(7);
        let mut g = Game::new(rules.clone(), 5).unwrap();
        let mut tried = 0;
        while g.phase() != Phase::MatchOver && g.results().len() < 3 {
            if g.phase() == Phase::Playing {
                let s = g.to_act().unwrap();
                let view = g.view(s);
                if let Some(t) = g.trick() {
                    use rand::seq::IndexedRandom;
                    let n = t.size();
                    let cards: Vec<Card> = g.hand(s).choose_multiple(&mut r, n).copied().collect();
                    let ok = view.check_play(&cards).is_ok();
                    let before = g.clone();
                    let res = g.apply(s, Action::Play(cards));
                    assert_eq!(res.is_ok(), ok, "{name}");
                    if res.is_err() {
                        assert_eq!(g, before);
                    }
                    tried += 1;
                    continue;
                }
            }
            cardtable::shengji::sim::random_step(&mut g, &mut r).unwrap();
        }
        assert!(tried > 50, "{name}");
    }
}

#[test]
fn arbitrary_actions_never_panic() {
    use rand::Rng;
    let mut r = cardtable::cards::rng(3);
    for (_, rules) in all_variants().into_iter().take(5) {
        let mut g = Game::new(rules.clone(), 9).unwrap();
        let n = rules.players as usize;
        for _ in 0..3000 {
            let seat = r.random_range(0..n + 1);
            let k = r.random_range(0..4);
            let cards: Vec<Card> = (0..k)
                .map(|_| Card::from_id(r.random_range(0..54 * rules.decks as usize)))
                .collect();
            let action = match r.random_range(0..8) {
                0 => Action::Draw,
                1 => Action::Bid(cards),
                2 => Action::Pass,
                3 => Action::Misdeal,
                4 => Action::Bury(cards),
                5 => Action::CallFriends(vec![FriendCall {
                    face: Face::from_index(r.random_range(0..54)),
                    nth: r.random_range(0..5),
                }]),
                6 => Action::Play(cards),
                _ => Action::NextRound,
            };
            let before = g.clone();
            if g.apply(seat, action).is_err() {
                assert_eq!(g, before);
            }
            // Keep the game moving.
            cardtable::shengji::sim::random_step(&mut g, &mut r);
            let _ = g.view(seat.min(n - 1));
            if g.phase() == Phase::MatchOver {
                g = Game::new(rules.clone(), r.random_range(0..1000)).unwrap();
            }
        }
    }
}

#[test]
fn triple_tricks_with_three_decks() {
    let o = o7c();
    let lead = h("S4 S4 S4");
    let u = units(&lead, &o, 3);
    let mut t = Trick::new(0, lead, 0, u);
    t.add(1, h("S9 S9 S8"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 0, "pair + single never beats a triple");
    t.add(2, h("S5 S5 S5"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 2);
    t.add(3, h("C2 C2 C2"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 3, "a trump triple ruffs");
    let lead = h("S4 S4 S4 S3 S3 S3");
    let u = units(&lead, &o, 3);
    let mut t = Trick::new(0, lead, 0, u);
    t.add(1, h("C2 C2 C2 C3 C3 C3"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 1, "tractor of trump triples");
}

/// All `k`-subsets of `cards`, as sorted face lists (copies do not matter).
/// The cards of `hand` with these faces.
fn pick_faces(hand: &[Card], faces: &[Face]) -> Vec<Card> {
    let codes: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
    pick(hand, &codes.join(" "))
}

fn face_subsets(cards: &[Card], k: usize) -> Vec<Vec<Face>> {
    let n = cards.len();
    let mut out = Vec::new();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != k {
            continue;
        }
        let mut faces: Vec<Face> = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| cards[i].face)
            .collect();
        faces.sort();
        out.push(faces);
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn enumeration_matches_brute_force_on_random_hands() {
    use rand::Rng;
    use rand::seq::IndexedRandom;
    let mut r = cardtable::cards::rng(17);
    let mut checked = 0;
    let mut structured = 0;
    for round in 0..150 {
        let decks = if round % 3 == 0 { 3 } else { 2 };
        let deck = cardtable::cards::shuffled_deck(decks, round).unwrap();
        let suit = Suit::ALL[r.random_range(0..4)];
        let rank = Rank::ALL[r.random_range(0..13)];
        let o = order(rank, if r.random_bool(0.8) { Some(suit) } else { None });
        // Hands biased towards one suit so that structure matters.
        let es = r.random_range(0..5u8);
        let mut pool: Vec<Card> = deck
            .iter()
            .copied()
            .filter(|c| o.esuit(c.face) == es)
            .collect();
        pool.truncate(24);
        let (leader, rest) = pool.split_at(pool.len() / 2);
        let mut hand: Vec<Card> = rest.iter().copied().take(10).collect();
        hand.extend(
            deck.iter()
                .copied()
                .filter(|c| o.esuit(c.face) != es)
                .take(3),
        );
        let units_led = lead_units(leader, &o, decks);
        let Some(first) = units_led.choose(&mut r) else {
            continue;
        };
        let mut lead = first.cards_from(leader);
        if r.random_bool(0.4)
            && let Some(second) = units_led.choose(&mut r)
        {
            let left: Vec<Card> = leader
                .iter()
                .copied()
                .filter(|c| !lead.contains(c))
                .collect();
            if second
                .faces
                .iter()
                .all(|f| left.iter().filter(|c| c.face == *f).count() >= second.width as usize)
            {
                lead.extend(second.cards_from(&left));
            }
        }
        let u = units(&lead, &o, decks);
        let n = lead.len();
        if n > hand.len() {
            continue;
        }
        let legal: Vec<Vec<Face>> = face_subsets(&hand, n)
            .into_iter()
            .filter(|faces| {
                let play = pick_faces(&hand, faces);
                check_follow(&hand, es, &u, &play, &o, decks).is_ok()
            })
            .collect();
        assert!(!legal.is_empty(), "some follow is always legal");
        checked += 1;
        if u.iter().any(|u| u.width >= 2) && legal.len() < face_subsets(&hand, n).len() {
            structured += 1;
        }
        let mut listed: Vec<Vec<Face>> = legal_follows(&hand, es, &u, &o, decks, 100_000)
            .iter()
            .map(|p| {
                let mut f: Vec<Face> = p.iter().map(|c| c.face).collect();
                f.sort();
                f
            })
            .collect();
        listed.sort();
        assert_eq!(listed, legal, "round {round}");
        for _ in 0..5 {
            let play = random_follow(&hand, es, &u, &o, decks, &mut r);
            assert!(
                check_follow(&hand, es, &u, &play, &o, decks).is_ok(),
                "round {round}"
            );
        }
    }
    assert!(checked > 100 && structured > 20, "{checked} {structured}");
}

#[test]
fn drawing_and_last_bids() {
    let mut g = Game::new(Rules::classic(), 21).unwrap();
    let first = g.to_act().unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply((first + 1) % 4, Action::Draw),
        Err(ActionError::NotYourTurn { to_act: first })
    );
    assert!(matches!(
        g.apply(first, Action::Pass),
        Err(ActionError::WrongPhase { .. })
    ));
    assert_eq!(g, before);
    g.apply(first, Action::Draw).unwrap();
    assert_eq!(
        g.to_act(),
        Some((first + 1) % 4),
        "drawing runs to the next seat"
    );
    assert!(!g.view(first).action_kinds().contains(&ActionKind::Draw));
    draw_all(&mut g);
    assert_eq!(g.phase(), Phase::Declaring);
    assert_eq!(g.to_act(), None);
    // Find a seat with a bid; everyone else passes first.
    let bidder = (0..4)
        .find(|s| !g.bid_options(*s).is_empty())
        .expect("a 2 somewhere");
    for s in (0..4).filter(|s| *s != bidder) {
        g.apply(s, Action::Pass).unwrap();
    }
    assert_eq!(
        g.apply((bidder + 1) % 4, Action::Pass),
        Err(ActionError::AlreadyPassed)
    );
    let bid = g.bid_options(bidder)[0].clone();
    assert!(g.view(bidder).action_kinds().contains(&ActionKind::Bid));
    g.apply(bidder, Action::Bid(bid.clone())).unwrap();
    assert_eq!(g.passed(), &[false; 4], "a bid reopens the bidding");
    assert_eq!(
        g.view((bidder + 2) % 4).bid,
        Some(Bid {
            seat: bidder,
            cards: bid.clone()
        })
    );
    assert_eq!(pass_all(&mut g), Event::Done);
    assert_eq!(g.dealer(), Some(bidder));
    assert_eq!(g.to_act(), Some(bidder));
    // Burying: wrong seat, wrong count, then the kitty is hidden again.
    let hand = g.hand(bidder).to_vec();
    assert_eq!(
        g.apply((bidder + 1) % 4, Action::Bury(hand[..8].to_vec())),
        Err(ActionError::NotYourTurn { to_act: bidder })
    );
    assert_eq!(
        g.apply(bidder, Action::Bury(hand[..7].to_vec())),
        Err(ActionError::WrongCount {
            expected: 8,
            got: 7
        })
    );
    g.apply(bidder, Action::Bury(hand[..8].to_vec())).unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.hand(bidder).len(), 25);
    assert_eq!(g.view(bidder).kitty, None);
    assert_eq!(g.view(bidder).buried, Some(hand[..8].to_vec()));
    // The view sorts the hand by the round's order: trumps first.
    let v = g.view(bidder);
    let o = v.order();
    let keys: Vec<_> = v.hand.iter().map(|c| o.display_key(*c)).collect();
    assert!(keys.windows(2).all(|w| w[0] <= w[1]));
}

/// The spec's rule for a pair or tractor lead (2 decks), written out literally: an independent
/// oracle for the engine's structure matching.
fn oracle_follow(hand: &[Card], play: &[Card], es: u8, lead: &Unit, o: &Order) -> bool {
    let n = lead.size();
    let held: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| o.esuit(c.face) == es)
        .collect();
    let in_play = play.iter().filter(|c| o.esuit(c.face) == es).count();
    if held.len() <= n {
        return in_play == held.len();
    }
    if in_play != n {
        return false;
    }
    let pairs =
        |cards: &[Card]| -> usize { groups(cards, es, o).iter().filter(|g| g.count >= 2).count() };
    let has_tractor = |cards: &[Card], len: u8| -> bool {
        cardtable::shengji::combination::runs(&groups(cards, es, o), 2)
            .iter()
            .any(|r| r.1 >= len)
    };
    if lead.length >= 2 && has_tractor(&held, lead.length) {
        return has_tractor(play, lead.length);
    }
    let need = pairs(&held).min(lead.length as usize);
    pairs(play) >= need
}

#[test]
fn structure_matching_agrees_with_a_literal_oracle() {
    use rand::Rng;
    let mut r = cardtable::cards::rng(23);
    let mut compared = 0;
    for round in 0..300u64 {
        let deck = cardtable::cards::shuffled_deck(2, round).unwrap();
        let o = order(
            Rank::ALL[r.random_range(0..13)],
            Some(Suit::ALL[r.random_range(0..4)]),
        );
        let es = r.random_range(0..5u8);
        let suit_cards: Vec<Card> = deck
            .iter()
            .copied()
            .filter(|c| o.esuit(c.face) == es)
            .collect();
        let (leader, rest) = suit_cards.split_at(suit_cards.len() / 2);
        let lead_options: Vec<Unit> = lead_units(leader, &o, 2)
            .into_iter()
            .filter(|u| u.width == 2)
            .collect();
        if lead_options.is_empty() {
            continue;
        }
        let lead = &lead_options[r.random_range(0..lead_options.len())];
        let mut hand: Vec<Card> = rest.iter().copied().take(r.random_range(2..11)).collect();
        hand.extend(
            deck.iter()
                .copied()
                .filter(|c| o.esuit(c.face) != es)
                .take(3),
        );
        let n = lead.size();
        if n > hand.len() {
            continue;
        }
        for faces in face_subsets(&hand, n) {
            let play = pick_faces(&hand, &faces);
            let engine = check_follow(&hand, es, std::slice::from_ref(lead), &play, &o, 2).is_ok();
            assert_eq!(
                engine,
                oracle_follow(&hand, &play, es, lead, &o),
                "{hand:?} / {play:?} / {lead:?}"
            );
            compared += 1;
        }
    }
    assert!(compared > 1000, "{compared}");
}

#[test]
fn presets_by_name_add_up() {
    assert_eq!(Rules::named("classic"), Some(Rules::classic()));
    assert_eq!(Rules::named("zhao-pengyou-6"), Rules::zhao_pengyou(6));
    assert_eq!(
        Rules::named("one-deck").map(|r| (r.hand_size, r.kitty_size)),
        Some((12, 6))
    );
    assert_eq!(
        Rules::named("three-decks").map(|r| (r.hand_size, r.kitty_size)),
        Some((39, 6))
    );
    assert_eq!(
        Rules::named("four-decks").map(|r| (r.hand_size, r.kitty_size)),
        Some((52, 8))
    );
    assert_eq!(Rules::named("zhao-pengyou-13"), None);
    assert_eq!(Rules::named("nope"), None);
    for d in 1..=4 {
        assert!(Rules::multi_deck(d).unwrap().validate().is_ok());
    }
    assert_eq!(Rules::multi_deck(5), None);
    let mut bad = Rules::classic();
    bad.hand_size = 24;
    assert!(bad.validate().is_err());
    assert!(Game::new(bad, 1).is_err());
    assert_eq!(Rules::default(), Rules::classic());
    // Every preset knows its own name back, and a changed option keeps the variant's name.
    for name in Rules::variant_names() {
        let rules = Rules::named(&name).unwrap();
        assert_eq!(rules.variant(), name);
        let tweaked = Rules {
            failed_throw_penalty: 10,
            ..rules
        };
        assert_eq!(tweaked.variant(), name);
    }
    assert_eq!(Rules::variant_names().len(), 12);
}

/// A unit's faces are held inline but saved as a list, as before; a list longer than any unit
/// can be is refused, not cut short.
#[test]
fn a_units_faces_save_as_a_list() {
    let o = Order::new(Trump::new(Rank::Two, Some(Suit::Hearts)));
    let hand = cardtable::cards::parse_hand("S9 S9 S8 S8 S7 S7").unwrap();
    let tractor = lead_units(&hand, &o, 2)
        .into_iter()
        .find(|u| u.length == 3)
        .unwrap();
    let json = serde_json::to_value(&tractor).unwrap();
    assert_eq!(json["faces"], serde_json::json!(["S9", "S8", "S7"]));
    let back: Unit = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, tractor);
    let mut long = json;
    long["faces"] = serde_json::json!(vec!["S9"; 17]);
    assert!(serde_json::from_value::<Unit>(long).is_err());
}
