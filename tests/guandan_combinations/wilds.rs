//! What each wild stands for in every reading and move, more reading tables, the wild-must-be-natural variant, and comparison.

use super::*;

/// Whether `faces` (the natural cards plus what each wild stands for) are literally the
/// combination `combo`, with no wild left to interpret.
fn literally(faces: &[Face], combo: &Combination) -> bool {
    use cardtable::cards::Suit;
    if faces.len() != combo.len as usize {
        return false;
    }
    let of_rank = |r: Rank| faces.iter().filter(|f| f.rank() == Some(r)).count();
    match (combo.kind, combo.top) {
        (FourJokers, _) => {
            faces.iter().filter(|f| **f == Face::BIG_JOKER).count() == 2
                && faces.iter().filter(|f| **f == Face::SMALL_JOKER).count() == 2
        }
        (Single | Pair, Top::Joker(j)) => faces.iter().all(|f| *f == Face::Joker(j)),
        (Single | Pair | Triple | Bomb, Top::Rank(r)) => of_rank(r) == faces.len(),
        (FullHouse, Top::Rank(t)) => {
            let rest: Vec<Face> = faces
                .iter()
                .copied()
                .filter(|f| f.rank() != Some(t))
                .collect();
            of_rank(t) == 3
                && rest.len() == 2
                && (rest[0] == rest[1] && rest[0].is_joker()
                    || rest[0].rank().is_some() && rest[0].rank() == rest[1].rank())
        }
        (Straight | StraightFlush | Tube | Plate, Top::Rank(top)) => {
            let per = match combo.kind {
                Tube => 2,
                Plate => 3,
                _ => 1,
            };
            let groups = faces.len() / per;
            let top = top.value() as usize;
            // An A-low sequence is ranked by its top card 2..5 and uses the ace as 1.
            let ace_low = top == groups;
            let mut at = [0usize; 15];
            for f in faces {
                match f.rank() {
                    Some(Rank::Ace) if ace_low => at[1] += 1,
                    Some(r) => at[r.value() as usize] += 1,
                    None => return false,
                }
            }
            let suits: std::collections::BTreeSet<Suit> =
                faces.iter().filter_map(|f| f.suit()).collect();
            top >= groups
                && (top + 1 - groups..=top).all(|v| at[v] == per)
                && match combo.kind {
                    Straight => suits.len() > 1,
                    StraightFlush => suits.len() == 1,
                    _ => true,
                }
        }
        _ => false,
    }
}

#[test]
fn every_reading_says_literally_what_each_wild_stands_for() {
    use cardtable::cards::{Suit, deck, rng};
    use rand::Rng;
    use rand::seq::SliceRandom;
    let full = deck(2).unwrap();
    let mut r = rng(2024);
    let mut checked = 0;
    let mut with_wilds = 0;
    for _ in 0..20_000 {
        let level = Rank::ALL[r.random_range(0..13)];
        let wild = Face::Suited(Suit::Hearts, level);
        // Cards of a few neighbouring ranks, aces, sometimes jokers, always the wilds: sets
        // that often form combinations.
        let lo = r.random_range(2..=12u8);
        let jokers = r.random_bool(0.3);
        let mut pool: Vec<_> = full
            .iter()
            .copied()
            .filter(|c| {
                c.face == wild
                    || (jokers && c.face.is_joker())
                    || c.rank()
                        .is_some_and(|x| x == Rank::Ace || (lo..lo + 4).contains(&x.value()))
            })
            .collect();
        pool.shuffle(&mut r);
        let n = r.random_range(1..=10);
        let cards = &pool[..n];
        for rules in [
            Rules::default(),
            Rules {
                wild_must_be_natural_if_possible: true,
                ..Rules::default()
            },
        ] {
            let all = readings(cards, level, &rules);
            for reading in &all {
                let wilds = cards.iter().filter(|c| c.face == wild).count();
                assert_eq!(reading.wilds.len(), wilds, "one entry per wild");
                let mut faces: Vec<Face> = cards
                    .iter()
                    .filter(|c| c.face != wild)
                    .map(|c| c.face)
                    .collect();
                for w in &reading.wilds {
                    assert_eq!(w.card.face, wild);
                    assert!(!w.stands_for.is_joker(), "a wild never stands for a joker");
                    faces.push(w.stands_for);
                }
                assert!(
                    literally(&faces, &reading.combo),
                    "{cards:?} at {level:?}: {reading:?}"
                );
                checked += 1;
                with_wilds += (wilds > 0) as usize;
            }
            // Readings are distinct combinations.
            for (i, a) in all.iter().enumerate() {
                assert!(all[i + 1..].iter().all(|b| b.combo != a.combo));
            }
        }
    }
    assert!(
        checked > 5_000 && with_wilds > 1_000,
        "{checked} {with_wilds}"
    );
}

#[test]
fn more_readings_table() {
    let rules = Rules::default();
    type Case<'a> = (&'a str, &'a str, &'a [(ComboType, u8, &'a str)]);
    let table: &[Case] = &[
        // Level cards sit at their natural place in plates and tubes, whatever the level.
        ("SA CA DA S2 C2 D2", "2", &[(Plate, 6, "2")]),
        ("SA CA DA S2 C2 D2", "A", &[(Plate, 6, "2")]),
        ("SK CK DK SA CA DA", "A", &[(Plate, 6, "A")]),
        ("SQ CQ SK CK SA CA", "A", &[(Tube, 6, "A")]),
        ("S6 C6 S7 C7 S8 C8", "7", &[(Tube, 6, "8")]),
        // ♥7 is wild at 7: the only tube is with it standing for a 7.
        ("S6 C6 S7 H7 S8 C8", "7", &[(Tube, 6, "8")]),
        // At level A the ♥A is wild and may stand for the low ace.
        (
            "HA S2 S3 S4 S5",
            "A",
            &[
                (StraightFlush, 5, "5"),
                (StraightFlush, 5, "6"),
                (Straight, 5, "5"),
                (Straight, 5, "6"),
            ],
        ),
        ("S10 CJ DQ SK CA", "A", &[(Straight, 5, "A")]),
        // Two wilds in a straight: three windows, each a straight or a straight flush.
        (
            "S3 S4 S5 H2 H2",
            "2",
            &[
                (StraightFlush, 5, "5"),
                (StraightFlush, 5, "6"),
                (StraightFlush, 5, "7"),
                (Straight, 5, "5"),
                (Straight, 5, "6"),
                (Straight, 5, "7"),
            ],
        ),
        // Wilds fill pairs, triples and both parts of a full house; never jokers.
        ("H2 SK", "2", &[(Pair, 2, "K")]),
        ("H2 H2 SK", "2", &[(Triple, 3, "K")]),
        ("H2 H2 BJ", "2", &[]),
        ("H2 H2 BJ BJ", "2", &[]),
        ("BJ BJ RJ H2", "2", &[]),
        ("S5 C5 D5 H5 BJ", "2", &[]),
        (
            "S5 C5 H2 SK CK",
            "2",
            &[(FullHouse, 5, "5"), (FullHouse, 5, "K")],
        ),
        // Three 5s and both wilds: a 5-bomb, or a full house with the wilds as a level pair.
        (
            "S5 C5 D5 H2 H2",
            "2",
            &[(Bomb, 5, "5"), (FullHouse, 5, "5")],
        ),
        // Full house whose triple is level cards, pair of jokers.
        ("S2 C2 D2 BJ BJ", "2", &[(FullHouse, 5, "2")]),
        // Three natural level cards and both wilds: a 5-bomb, or a full house of level cards
        // with the two wilds standing for a pair of another rank (at every level).
        (
            "S2 D2 C2 H2 H2",
            "2",
            &[(Bomb, 5, "2"), (FullHouse, 5, "2")],
        ),
        (
            "S7 D7 C7 H7 H7",
            "7",
            &[(Bomb, 5, "7"), (FullHouse, 5, "7")],
        ),
        (
            "SA DA CA HA HA",
            "A",
            &[(Bomb, 5, "A"), (FullHouse, 5, "A")],
        ),
        // Two natural level cards, a wild and a pair: the wild completes either part.
        (
            "S7 D7 H7 SK CK",
            "7",
            &[(FullHouse, 5, "7"), (FullHouse, 5, "K")],
        ),
        // Bombs with wilds; the 10-card bomb needs both wilds; a level bomb stops at 8.
        ("S9 C9 H2", "2", &[(Triple, 3, "9")]),
        ("S9 C9 H2 H2", "2", &[(Bomb, 4, "9")]),
        ("S2 C2 H2 H2", "2", &[(Bomb, 4, "2")]),
        ("S2 C2 D2 H2 S2 C2 D2 H2 H3 H3", "3", &[(Bomb, 10, "2")]),
        ("S3 C3 D3 S3 C3 D3 H3 H3", "3", &[(Bomb, 8, "3")]),
        ("S3 C3 D3 S3 C3 D3 H3", "3", &[(Bomb, 7, "3")]),
        // Sequences need exact lengths.
        ("S3 C4 D5 S6", "2", &[]),
        ("S3 C3 S4 C4", "2", &[]),
        ("S3 C3 D3 S4 C4 D4 S5 C5 D5", "2", &[]),
        ("S3 C3 S4 C4 S5 C5 S6 C6", "2", &[]),
    ];
    for (cards, level, want) in table {
        let mut got = read_with(cards, level, &rules);
        got.sort();
        let mut want: Vec<_> = want.iter().map(|(k, n, t)| r(*k, *n, t)).collect();
        want.sort();
        assert_eq!(got, want, "{cards} at level {level}");
    }
}

#[test]
fn wild_must_be_natural_variant_table() {
    let strict = Rules {
        wild_must_be_natural_if_possible: true,
        ..Rules::default()
    };
    type Case<'a> = (&'a str, &'a str, &'a [(ComboType, u8, &'a str)]);
    let table: &[Case] = &[
        // ♥2 ♠K is no combination with the wild as itself: the wild reading stays.
        ("H2 SK", "2", &[(Pair, 2, "K")]),
        ("H2 H2", "2", &[(Pair, 2, "2")]),
        // ♥5 ♠5 ♣5 at level 5 are three level cards.
        ("H5 S5 C5", "5", &[(Triple, 3, "5")]),
        // A heart run through the wild is a straight flush only.
        ("H3 H4 H5 H6 H7", "5", &[(StraightFlush, 5, "7")]),
        // 2-3-4-5-6 with ♥2 as itself is a straight; no other window is read.
        ("H2 S3 C4 D5 S6", "2", &[(Straight, 5, "6")]),
        // ♥4 ♥4 ♣8 ♦8 ♠9 ♣9 is nothing naturally: all three wild readings remain.
        (
            "H4 H4 C8 D8 S9 C9",
            "4",
            &[(Tube, 6, "9"), (Tube, 6, "10"), (Plate, 6, "9")],
        ),
        // Five level cards with the wilds as themselves are a bomb: the full house goes.
        ("S2 D2 C2 H2 H2", "2", &[(Bomb, 5, "2")]),
        ("S7 D7 C7 H7 H7", "7", &[(Bomb, 5, "7")]),
    ];
    for (cards, level, want) in table {
        let mut got = read_with(cards, level, &strict);
        got.sort();
        let mut want: Vec<_> = want.iter().map(|(k, n, t)| r(*k, *n, t)).collect();
        want.sort();
        assert_eq!(got, want, "{cards} at level {level}");
    }
    // Without the variant the same sets have more readings.
    assert_eq!(read("H3 H4 H5 H6 H7", "5").len(), 2);
    assert_eq!(read("H2 S3 C4 D5 S6", "2").len(), 2);
}

#[test]
fn comparison_table() {
    // (play, table, level, play beats table, table beats play)
    let table: &[(&str, &str, &str, bool, bool)] = &[
        // Singles and pairs in level order; a wild alone or two wilds rank as level cards.
        ("H2", "S2", "2", false, false),
        ("H2", "SA", "2", true, false),
        ("BJ", "H2", "2", true, false),
        ("RJ", "BJ", "2", true, false),
        ("H2 H2", "S2 C2", "2", false, false),
        ("H2 SA", "SK CK", "2", true, false),
        ("BJ BJ", "H2 H2", "2", true, false),
        ("RJ RJ", "BJ BJ", "2", true, false),
        ("S7 C7", "SA CA", "7", true, false),
        // Triples and full houses by the triple in level order; the pair never counts.
        ("S7 C7 D7", "SA CA DA", "7", true, false),
        ("S8 C8 D8 SK CK", "S8 D8 C8 S5 C5", "2", false, false),
        ("S8 C8 D8 RJ RJ", "S8 D8 C8 S5 C5", "2", false, false),
        ("S9 C9 D9 S3 C3", "S8 C8 D8 RJ RJ", "2", true, false),
        ("S2 C2 D2 S3 C3", "SA CA DA SK CK", "2", true, false),
        ("S2 C2 D2 BJ BJ", "S2 D2 C2 SK CK", "2", false, false),
        // Straights by their top in natural order; A-low lowest, 10-A highest.
        ("S2 C3 D4 S5 C6", "SA C2 D3 S4 C5", "2", true, false),
        ("S10 CJ DQ SK CA", "S9 C10 DJ SQ CK", "A", true, false),
        ("S6 C7 D8 S9 C10", "S5 C6 D7 S8 C9", "7", true, false),
        ("S3 C4 H7 S6 C7", "D3 D4 D5 D6 S7", "7", false, false),
        // Tubes and plates in natural order, whatever the level.
        ("S2 C2 S3 C3 S4 C4", "SA CA S2 C2 S3 C3", "2", true, false),
        ("SQ CQ SK CK SA CA", "SJ CJ SQ CQ SK CK", "Q", true, false),
        ("S2 C2 D2 S3 C3 D3", "SA CA DA S2 C2 D2", "2", true, false),
        ("SK CK DK SA CA DA", "SQ CQ DQ SK CK DK", "A", true, false),
        ("S3 C3 D3 S4 C4 D4", "SK CK DK SA CA DA", "3", false, true),
        // Different types or lengths never beat each other.
        ("SA CA", "SK", "2", false, false),
        ("S3 C4 D5 S6 C7", "S3 C3 S4 C4 S5 C5", "2", false, false),
        ("S3 C3 S4 C4 S5 C5", "S3 C3 D3 S4 C4 D4", "2", false, false),
        ("S3 C3 D3 S4 C4", "S3 C4 D5 S6 C7", "2", false, false),
        // Bombs: a bomb beats any ordinary play; higher type, or same type and higher rank.
        ("S3 C3 D3 H3", "RJ RJ", "2", true, false),
        ("S3 C3 D3 H3", "SK CK DK SA CA DA", "2", true, false),
        ("S2 C2 H2 H2", "SA CA DA HA", "2", true, false),
        ("S2 C2 H2 H2", "S2 C2 D2 S2", "2", false, false),
        ("S9 C9 H2 H2", "S9 C9 D9 S9", "2", false, false),
        ("S3 C3 D3 H3 H2", "SA CA DA HA SA", "2", false, true),
        ("S3 C3 D3 H3 S3", "S2 C2 D2 S2", "2", true, false),
        ("S3 S4 S5 S6 S7", "S2 C2 D2 S2 C2", "2", true, false),
        ("S3 S4 S5 S6 S7", "D3 D4 D5 D6 D7", "2", false, false),
        ("S3 C3 D3 H3 S3 C3", "S10 SJ SQ SK SA", "2", true, false),
        ("S2 C2 D2 S2 C2 D2", "SA CA DA HA SA CA", "2", true, false),
        (
            "S2 C2 D2 S2 C2 D2 H2 H2",
            "SA CA DA HA SA CA DA HA",
            "2",
            true,
            false,
        ),
        (
            "S3 C3 D3 H3 S3 C3 D3 H3 H2",
            "SA CA DA HA SA CA DA HA",
            "2",
            true,
            false,
        ),
        (
            "SA CA DA HA SA CA DA HA H3 H3",
            "S2 C2 D2 H2 S2 C2 D2 H2 H3 H3",
            "3",
            true,
            false,
        ),
        (
            "BJ BJ RJ RJ",
            "SA CA DA HA SA CA DA HA H3 H3",
            "3",
            true,
            false,
        ),
        ("BJ BJ RJ RJ", "S3 C3 D3 H3", "2", true, false),
    ];
    for (a, b, level, ab, ba) in table {
        assert_eq!(beats(a, b, level), *ab, "{a} over {b} at {level}");
        assert_eq!(beats(b, a, level), *ba, "{b} over {a} at {level}");
    }
}

#[test]
fn spec_example_straight_flush_between_five_and_six_bombs_at_every_level() {
    // A straight flush beats any 5-of-a-kind and loses to any 6-of-a-kind, at every level.
    let suits = ["S", "C", "D", "H", "S", "C"];
    for level in Rank::ALL {
        let lowest_flush = "SA S2 S3 S4 S5";
        let highest_flush = "D10 DJ DQ DK DA";
        for r in Rank::ALL {
            let bomb = |n: usize| {
                suits[..n]
                    .iter()
                    .map(|s| format!("{s}{}", r.code()))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            // Hearts of the level rank would be wilds: still a bomb of that rank.
            let (five, six) = (bomb(5), bomb(6));
            assert!(
                beats(lowest_flush, &five, level.code()),
                "{five} at {level:?}"
            );
            assert!(!beats(&five, lowest_flush, level.code()));
            assert!(
                beats(&six, highest_flush, level.code()),
                "{six} at {level:?}"
            );
            assert!(!beats(highest_flush, &six, level.code()));
        }
    }
}

#[test]
fn every_move_says_literally_what_each_wild_stands_for() {
    use cardtable::cards::{Suit, shuffled_deck};
    use cardtable::guandan::{alternatives, legal_moves};
    let mut moves_with_wilds = 0;
    for seed in 0..60u64 {
        let deck = shuffled_deck(2, seed).unwrap();
        let level = Rank::ALL[(seed % 13) as usize];
        let wild = Face::Suited(Suit::Hearts, level);
        // Give every hand both wilds so that many moves use them.
        let mut hand: Vec<_> = deck.iter().copied().filter(|c| c.face == wild).collect();
        hand.extend(deck.iter().copied().filter(|c| c.face != wild).take(25));
        let rules = Rules {
            wild_must_be_natural_if_possible: seed % 3 == 0,
            ..Rules::default()
        };
        for m in legal_moves(&hand, None, level, &rules) {
            let mut all = alternatives(&hand, &m.combo, level, &rules);
            all.push(m);
            for m in all {
                let in_cards = m.cards.iter().filter(|c| c.face == wild).count();
                assert_eq!(m.wilds.len(), in_cards, "{m:?}");
                let mut faces: Vec<Face> = m
                    .cards
                    .iter()
                    .filter(|c| c.face != wild)
                    .map(|c| c.face)
                    .collect();
                for w in &m.wilds {
                    assert!(m.cards.contains(&w.card));
                    faces.push(w.stands_for);
                }
                assert!(literally(&faces, &m.combo), "{m:?} at {level:?}");
                moves_with_wilds += (in_cards > 0) as usize;
            }
        }
    }
    assert!(moves_with_wilds > 1_000, "{moves_with_wilds}");
}

/// Completeness of the wild readings: whatever the wilds could literally stand for (any card
/// but a joker), the combination so formed is among the readings, except that one wild alone
/// or two wilds together only ever rank as level cards (the spec's rule).
#[test]
fn every_literal_meaning_of_the_wilds_is_a_reading() {
    use cardtable::cards::{Suit, deck, rng};
    use rand::Rng;
    use rand::seq::SliceRandom;
    let full = deck(2).unwrap();
    let mut r = rng(77);
    let kinds = [
        Single,
        Pair,
        Triple,
        FullHouse,
        Straight,
        Tube,
        Plate,
        Bomb,
        StraightFlush,
        FourJokers,
    ];
    let tops: Vec<Top> = Rank::ALL
        .into_iter()
        .map(Top::Rank)
        .chain([Top::Joker(Joker::Small), Top::Joker(Joker::Big)])
        .collect();
    let mut checked = 0;
    for _ in 0..1500 {
        let level = Rank::ALL[r.random_range(0..13)];
        let wild = Face::Suited(Suit::Hearts, level);
        // Few ranks, so that sets of one or two ranks (level cards among them) are common.
        let lo = r.random_range(2..=12u8);
        let span = r.random_range(1..=5u8);
        let with_level = r.random_bool(0.5);
        let with_ace = r.random_bool(0.3);
        let wilds: Vec<_> = full.iter().copied().filter(|c| c.face == wild).collect();
        let mut pool: Vec<_> = full
            .iter()
            .copied()
            .filter(|c| {
                c.face != wild
                    && c.rank().is_some_and(|x| {
                        (with_level && x == level)
                            || (with_ace && x == Rank::Ace)
                            || (lo..lo + span).contains(&x.value())
                    })
            })
            .collect();
        pool.shuffle(&mut r);
        let w = r.random_range(1..=2usize);
        let n = r.random_range(1..=6usize);
        let mut cards: Vec<_> = wilds[..w].to_vec();
        cards.extend_from_slice(&pool[..n]);
        let got: Vec<Combination> = readings(&cards, level, &Rules::default())
            .into_iter()
            .map(|x| x.combo)
            .collect();
        let naturals: Vec<Face> = cards
            .iter()
            .filter(|c| c.face != wild)
            .map(|c| c.face)
            .collect();
        let faces: Vec<Face> = Face::all().filter(|f| !f.is_joker()).collect();
        let mut stand = vec![0usize; w];
        loop {
            let mut literal = naturals.clone();
            literal.extend(stand.iter().map(|&i| faces[i]));
            for kind in kinds {
                for &top in &tops {
                    let combo = Combination::new(kind, literal.len() as u8, top);
                    let length_ok = match kind {
                        Single => combo.len == 1,
                        Pair => combo.len == 2,
                        Triple => combo.len == 3,
                        FullHouse | Straight | StraightFlush => combo.len == 5,
                        Tube | Plate => combo.len == 6,
                        Bomb => combo.len >= 4,
                        FourJokers => combo.len == 4,
                    };
                    let only_wilds = naturals.is_empty();
                    if length_ok && !only_wilds && literally(&literal, &combo) {
                        checked += 1;
                        assert!(
                            got.contains(&combo),
                            "{cards:?} at level {level:?}: wilds as {:?} make {combo}, readings {got:?}",
                            &literal[naturals.len()..]
                        );
                    }
                }
            }
            // Next substitution (odometer over the faces).
            let mut k = 0;
            while k < w {
                stand[k] += 1;
                if stand[k] < faces.len() {
                    break;
                }
                stand[k] = 0;
                k += 1;
            }
            if k == w {
                break;
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}
