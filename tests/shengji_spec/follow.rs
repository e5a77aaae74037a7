//! The kitty buried, and what a follower may play to every kind of lead, against an exhaustive search.

use super::*;

#[test]
fn burying_takes_exactly_the_kitty_size_and_stays_hidden() {
    let (hands, kitty) = deal(&["S3 S4", "S5 S6", "S8 S9", "SJ SQ"], KITTY25);
    let mut g = Game::arranged(
        Rules::classic(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands,
        kitty,
    )
    .unwrap();
    assert_eq!(g.hand(0).len(), 10, "the kitty is in the dealer's hand");
    let hand = g.hand(0).to_vec();
    let before = g.clone();
    for k in [0, 7, 9] {
        let res = g.apply(0, Action::Bury(hand[..k].to_vec()));
        assert!(res.is_err(), "{k} cards");
        assert_eq!(g, before);
    }
    // Point cards may be buried; any 8 cards will do.
    let bury = pick(&hand, "S3 S4 D5 D10 DK H2 H3 H4");
    g.apply(0, Action::Bury(bury.clone())).unwrap();
    assert_eq!(g.buried(), bury.as_slice());
    for s in 1..4 {
        assert_eq!(g.view(s).buried, None, "seat {s}");
        assert_eq!(g.view(s).kitty, None, "seat {s}");
    }
    assert_eq!(g.view(0).buried, Some(bury));
    assert_eq!(
        g.apply(0, Action::Bury(hand[..8].to_vec())),
        Err(ActionError::WrongPhase {
            action: "bury cards".into(),
            phase: Phase::Playing
        })
    );
}

#[test]
fn follow_table_throw_leads() {
    // ♠ throw: tractor A-K + pair 9 + single 3 (7 cards); trump 7♣.
    let lead = "SA SA SK SK S9 S9 S3";
    let table: &[(&str, &str, bool)] = &[
        // A tractor and a pair held: both, then any ♠.
        ("SQ SQ SJ SJ S5 S5 S2 S4", "SQ SQ SJ SJ S5 S5 S2", true),
        ("SQ SQ SJ SJ S5 S5 S2 S4", "SQ SQ SJ SJ S5 S2 S4", false),
        ("SQ SQ SJ SJ S5 S5 S2 S4", "SQ SQ SJ S5 S5 S2 S4", false),
        // A 3-pair tractor: a 2-pair tractor of it and its third pair.
        ("SQ SQ SJ SJ S10 S10 S2 S4", "SQ SQ SJ SJ S10 S10 S2", true),
        ("SQ SQ SJ SJ S10 S10 S2 S4", "SQ SQ SJ SJ S10 S2 S4", false),
        // Pairs but no tractor: as many pairs as the throw has (3).
        ("SQ SQ S10 S10 S5 S5 S2 S4", "SQ SQ S10 S10 S5 S5 S2", true),
        ("SQ SQ S10 S10 S5 S5 S2 S4", "SQ SQ S10 S10 S5 S2 S4", false),
        // Two pairs only: both, filled with singles.
        ("SQ SQ S10 S10 S8 S2 S4 S5", "SQ SQ S10 S10 S8 S2 S4", true),
        ("SQ SQ S10 S10 S8 S2 S4 S5", "SQ SQ S10 S8 S2 S4 S5", false),
        // Fewer ♠ than led: all of them, then anything.
        ("SQ SQ S2 H3 H4 H5 C5 D2", "SQ SQ S2 H3 H4 H5 C5", true),
        ("SQ SQ S2 H3 H4 H5 C5 D2", "SQ S2 H3 H4 H5 C5 D2", false),
        // Exactly as many ♠ as led: all of them.
        ("SQ SQ S2 S4 S5 S6 S8 H3", "SQ SQ S2 S4 S5 S6 S8", true),
        ("SQ SQ S2 S4 S5 S6 S8 H3", "SQ SQ S2 S4 S5 S6 H3", false),
        // Void: ruff or discard freely.
        ("C2 C2 C3 C3 C5 C5 C6 H3", "C2 C2 C3 C3 C5 C5 C6", true),
        ("C2 C2 C3 C3 C5 C5 C6 H3", "C2 C3 C5 C6 H3 C2 C3", true),
    ];
    follow_table(lead, 2, table);
    let err = follow(lead, "SQ SQ SJ SJ S5 S5 S2 S4", "SQ SQ SJ S5 S5 S2 S4", 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "you must play a tractor of 2 pairs of ♠: your hand has one"
    );
    let err = follow(lead, "SQ SQ S2 H3 H4 H5 C5 D2", "SQ S2 H3 H4 H5 C5 D2", 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "you must play all 3 of your ♠ cards before adding cards of other suits"
    );
}

#[test]
fn follow_table_pair_and_tractor_leads_in_trumps() {
    // Trump lead (7♣ trump): the off-suit 7s and jokers are trumps too.
    let pair = "C4 C4";
    let table: &[(&str, &str, bool)] = &[
        ("S7 S7 C9 H2", "S7 S7", true),
        ("S7 S7 C9 H2", "S7 C9", false),
        ("S7 H7 C9 H2", "S7 H7", true),
        ("S7 H7 C9 H2", "S7 C9", true),
        ("S7 H7 C9 H2", "S7 H2", false),
        ("BJ RJ H2 H3", "BJ RJ", true),
        ("BJ H2 H3", "BJ H2", true),
        ("BJ H2 H3", "H2 H3", false),
    ];
    follow_table(pair, 2, table);
    let tractor = "C4 C4 C3 C3";
    let table: &[(&str, &str, bool)] = &[
        // A♣A♣ and the off-suit 7 pair are a tractor.
        ("CA CA H7 H7 C9 C9 S2", "CA CA H7 H7", true),
        ("CA CA H7 H7 C9 C9 S2", "CA CA C9 C9", false),
        // Two off-suit 7 pairs are equal, not a tractor: any two pairs.
        ("S7 S7 H7 H7 C9 C9 S2", "S7 S7 C9 C9", true),
        ("S7 S7 H7 H7 C9 C9 S2", "S7 S7 H7 H7", true),
        ("S7 S7 H7 H7 C9 C9 S2", "S7 S7 C9 H7", false),
    ];
    follow_table(tractor, 2, table);
}

#[test]
fn follow_table_three_decks() {
    // Triple lead: a triple, else a pair and a single, else singles.
    let triple = "S4 S4 S4";
    let table: &[(&str, &str, bool)] = &[
        ("SQ SQ SQ S9 S9 S2", "SQ SQ SQ", true),
        ("SQ SQ SQ S9 S9 S2", "S9 S9 S2", false),
        ("SQ SQ S9 S9 S2", "S9 S9 S2", true),
        ("SQ SQ S9 S9 S2", "SQ SQ S9", true),
        ("SQ SQ S9 S9 S2", "SQ S9 S2", false),
        ("SQ S9 S2 H3", "SQ S9 S2", true),
        ("SQ S9 H3 H4", "SQ S9 H3", true),
        ("SQ S9 H3 H4", "SQ H3 H4", false),
    ];
    follow_table(triple, 3, table);
    // Tractor of pairs led, triples held: pairs of the triples make the tractor.
    let tractor = "S4 S4 S3 S3";
    assert!(follow(tractor, "SQ SQ SQ SJ SJ SJ S2", "SQ SQ SJ SJ", 3).is_ok());
    assert!(follow(tractor, "SQ SQ SQ SJ SJ SJ S2", "SQ SQ SQ SJ", 3).is_err());
    // Tractor of triples led: a triple tractor, else as many triples, then pairs.
    let tt = "S4 S4 S4 S3 S3 S3";
    let table: &[(&str, &str, bool)] = &[
        ("SQ SQ SQ SJ SJ SJ S2", "SQ SQ SQ SJ SJ SJ", true),
        ("SQ SQ SQ S9 S9 S9 S2", "SQ SQ SQ S9 S9 S9", true),
        ("SQ SQ SQ S9 S9 S9 S2", "SQ SQ SQ S9 S9 S2", false),
        ("SQ SQ SQ S9 S9 S5 S5 S2", "SQ SQ SQ S9 S9 S2", true),
        ("SQ SQ SQ S9 S9 S5 S5 S2", "SQ SQ SQ S9 S5 S2", false),
    ];
    follow_table(tt, 3, table);
}

#[test]
fn legal_plays_of_a_follower_are_exactly_the_legal_selections() {
    let o = o7c();
    let lead = h("SA SA SK SK S3");
    let u = units(&lead, &o, 2);
    // Pairs Q and 9 (no tractor): both pairs + one more ♠.
    let hand = h("SQ SQ S9 S9 S5 S2 H4");
    let plays = legal_follows(&hand, 0, &u, &o, 2, 100);
    let mut got: Vec<String> = plays
        .iter()
        .map(|p| {
            let mut faces: Vec<String> = p.iter().map(|c| c.to_string()).collect();
            faces.sort();
            faces.join(" ")
        })
        .collect();
    got.sort();
    assert_eq!(
        got,
        vec!["S2 S9 S9 SQ SQ", "S5 S9 S9 SQ SQ"],
        "the two pairs, and one of the two singles"
    );
    // Void in ♠: any 5 of the 6 cards, copies not distinguished.
    let void = h("C2 C2 H3 H4 D5 D6");
    assert_eq!(legal_follows(&void, 0, &u, &o, 2, 100).len(), 5);
}

/// The structure profile (see `combination::Matching`) found by trying everything: every
/// placement of every tractor of the lead, then every way of taking tuples, widest first. An
/// independent oracle for the engine's bounded, greedy search.
fn exhaustive_profile(lead: &[Unit], g: &[Group], max_width: u8) -> Vec<u8> {
    let tractors: Vec<(u8, u8)> = lead
        .iter()
        .filter(|u| u.length >= 2)
        .map(|u| (u.width, u.length))
        .collect();
    let mut req = [0u8; 5];
    for u in lead.iter().filter(|u| u.length == 1 && u.width >= 2) {
        req[u.width as usize] += 1;
    }
    let mut counts: Vec<(u8, u8)> = g.iter().map(|x| (x.level, x.count)).collect();
    let mut best = Vec::new();
    place_tractors(
        &tractors,
        &mut counts,
        &mut req,
        &mut Vec::new(),
        max_width,
        &mut best,
    );
    best
}

fn place_tractors(
    t: &[(u8, u8)],
    c: &mut Vec<(u8, u8)>,
    req: &mut [u8; 5],
    score: &mut Vec<u8>,
    max_width: u8,
    best: &mut Vec<u8>,
) {
    let Some(&(w, len)) = t.first() else {
        take_tuples(c, req, max_width, score, best);
        return;
    };
    let mut placed = false;
    for top in len - 1..16u8 {
        // The groups usable at each level of a tractor from `top` down.
        let choice: Vec<Vec<usize>> = (top + 1 - len..=top)
            .rev()
            .map(|l| {
                (0..c.len())
                    .filter(|&k| c[k].0 == l && c[k].1 >= w)
                    .collect()
            })
            .collect();
        if choice.iter().any(Vec::is_empty) {
            continue;
        }
        let combos: usize = choice.iter().map(Vec::len).product();
        for mut code in 0..combos {
            let pick: Vec<usize> = choice
                .iter()
                .map(|v| {
                    let k = v[code % v.len()];
                    code /= v.len();
                    k
                })
                .collect();
            placed = true;
            pick.iter().for_each(|&k| c[k].1 -= w);
            score.push(1);
            place_tractors(&t[1..], c, req, score, max_width, best);
            score.pop();
            pick.iter().for_each(|&k| c[k].1 += w);
        }
    }
    if !placed {
        req[w as usize] += len;
        score.push(0);
        place_tractors(&t[1..], c, req, score, max_width, best);
        score.pop();
        req[w as usize] -= len;
    }
}

fn take_tuples(
    c: &mut [(u8, u8)],
    req: &mut [u8; 5],
    w: u8,
    score: &mut Vec<u8>,
    best: &mut Vec<u8>,
) {
    if w < 2 {
        if *score > *best {
            *best = score.clone();
        }
        return;
    }
    // Every way to take up to req[w] tuples of width w, group by group.
    fn ways(c: &[(u8, u8)], w: u8, left: u8, cur: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        let Some(&(_, count)) = c.get(cur.len()) else {
            out.push(cur.clone());
            return;
        };
        for m in 0..=(count / w).min(left) {
            cur.push(m);
            ways(c, w, left - m, cur, out);
            cur.pop();
        }
    }
    let need = req[w as usize];
    let mut all = Vec::new();
    ways(c, w, need, &mut Vec::new(), &mut all);
    for way in all {
        let matched: u8 = way.iter().sum();
        way.iter().enumerate().for_each(|(k, m)| c[k].1 -= m * w);
        let saved = *req;
        if w > 2 {
            // An unmatched triple is asked for as a pair (and a single).
            req[w as usize - 1] += need - matched;
        }
        score.push(matched);
        take_tuples(c, req, w - 1, score, best);
        score.pop();
        *req = saved;
        way.iter().enumerate().for_each(|(k, m)| c[k].1 += m * w);
    }
}

#[test]
fn structure_matching_agrees_with_exhaustive_search() {
    use rand::Rng;
    let mut r = cardtable::cards::rng(4);
    let mut compared = 0;
    let mut multi = 0;
    for round in 0..2500u64 {
        let decks = [2u8, 3, 4][round as usize % 3];
        let pack = cardtable::cards::shuffled_deck(decks, round).unwrap();
        let suit = if r.random_bool(0.8) {
            Some(Suit::ALL[r.random_range(0..4)])
        } else {
            None
        };
        let o = Order::new(Trump::new(Rank::ALL[r.random_range(0..13)], suit));
        let es = r.random_range(0..5u8);
        let cards: Vec<Card> = pack
            .iter()
            .copied()
            .filter(|c| o.esuit(c.face) == es)
            .collect();
        let (leader, rest) = cards.split_at(cards.len() / 2);
        // A lead of 1 to 6 units of the leader's cards.
        let options = lead_units(leader, &o, decks);
        if options.is_empty() {
            continue;
        }
        let mut lead: Vec<Card> = Vec::new();
        for _ in 0..r.random_range(1..7) {
            let u = &options[r.random_range(0..options.len())];
            let left: Vec<Card> = leader
                .iter()
                .copied()
                .filter(|c| !lead.contains(c))
                .collect();
            let fits = u
                .faces
                .iter()
                .all(|f| left.iter().filter(|c| c.face == *f).count() >= u.width as usize);
            if fits {
                lead.extend(u.cards_from(&left));
            }
        }
        let lead_units = decompose(&groups(&lead, es, &o), decks, es);
        let take = if round % 2 == 0 {
            rest.len()
        } else {
            r.random_range(4..rest.len().clamp(5, 26))
        };
        let g = groups(&rest[..take.min(rest.len())], es, &o);
        let engine = best_matching(&lead_units, &g, decks).profile;
        assert_eq!(
            engine,
            exhaustive_profile(&lead_units, &g, decks),
            "round {round}: {lead_units:?} / {g:?}"
        );
        compared += 1;
        if lead_units.iter().filter(|u| u.width >= 2).count() >= 2 {
            multi += 1;
        }
    }
    assert!(compared > 2000 && multi > 500, "{compared} {multi}");
}
