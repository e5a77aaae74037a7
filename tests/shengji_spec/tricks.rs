//! Who wins a trick, and throws in play: failed, standing, blocked by the partner.

use super::*;

fn trick_of(lead: &str, o: &Order, w: u8) -> Trick {
    let lead = h(lead);
    let u = units(&lead, o, w);
    Trick::new(0, lead.clone(), o.esuit(lead[0].face), u)
}

#[test]
fn winner_table() {
    let o = o7c();
    use ThrowBeat::*;
    // (lead, follows, rule, winner)
    let table: &[(&str, &[&str], ThrowBeat, usize)] = &[
        // The spec's pair example.
        ("D9 D9", &["DJ DQ", "CJ CQ", "C5 C5"], LargestUnit, 3),
        ("D9 D9", &["DJ DQ", "CJ CQ", "D2 D2"], LargestUnit, 0),
        // A higher pair of the led suit, then a trump pair, then a higher trump pair.
        ("D9 D9", &["DA DA", "C2 C2", "S7 S7"], LargestUnit, 3),
        // Mixed trump and led suit never wins.
        ("D9", &["C2", "DA", "CA"], LargestUnit, 3),
        ("D9 D9", &["DA C2", "DK DK", "D2 D3"], LargestUnit, 2),
        // Off-suit discards never win even if "higher".
        ("D9", &["SA", "HA", "D10"], LargestUnit, 3),
        // Equal trumps: the earlier wins; the trump-suit 7 is above the others.
        ("D9", &["H7", "S7", "D7"], LargestUnit, 1),
        ("D9", &["H7", "C7", "BJ"], LargestUnit, 3),
        ("D9", &["BJ", "RJ", "RJ"], LargestUnit, 2),
        // Tractors: only a tractor of the same length beats a tractor.
        (
            "D5 D5 D4 D4",
            &["DA DA DK DK", "C2 C2 C3 C3", "C9 C9 CJ CJ"],
            LargestUnit,
            2,
        ),
        (
            "D5 D5 D4 D4",
            &["DA DA DQ DQ", "C9 C9 CJ CJ", "CA CA CQ CQ"],
            LargestUnit,
            0,
        ),
        // Throw pair + single: the ruff must have a pair and a single.
        (
            "DA DA DK",
            &["C2 C3 C4", "C2 C2 C3", "CA CA C9"],
            LargestUnit,
            3,
        ),
        // Largest unit decides (pair), or every unit must be higher.
        (
            "DA DA DK",
            &["C3 C3 CA", "C4 C4 C2", "H2 H3 H4"],
            LargestUnit,
            2,
        ),
        (
            "DA DA DK",
            &["C3 C3 CA", "C4 C4 C2", "H2 H3 H4"],
            EveryUnit,
            1,
        ),
        (
            "DA DA DK",
            &["C3 C3 C2", "C4 C4 C5", "H2 H3 H4"],
            EveryUnit,
            2,
        ),
        // Throw of two pairs, ruffed by a tractor read as two pairs.
        (
            "DA DA DQ DQ",
            &["C3 C3 C4 C4", "S7 S7 C2 C2", "H2 H3 H4 H5"],
            LargestUnit,
            2,
        ),
    ];
    for (lead, follows, rule, want) in table {
        let mut t = trick_of(lead, &o, 2);
        for (k, p) in follows.iter().enumerate() {
            t.add(k + 1, h(p), &o, *rule);
        }
        assert_eq!(t.winner, *want, "{lead} / {follows:?} / {rule:?}");
    }
}

#[test]
fn winner_in_a_no_trump_round() {
    let o = Order::new(Trump::new(Rank::Seven, None));
    let mut t = trick_of("CA", &o, 2);
    t.add(1, h("C2"), &o, ThrowBeat::LargestUnit);
    t.add(2, h("D7"), &o, ThrowBeat::LargestUnit);
    t.add(3, h("C7"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 2, "all 7s equal: the first one played");
    let mut t = trick_of("C5 C5 C4 C4", &o, 2);
    t.add(1, h("BJ BJ S7 S7"), &o, ThrowBeat::LargestUnit);
    t.add(2, h("RJ RJ BJ BJ"), &o, ThrowBeat::LargestUnit);
    t.add(3, h("CA CA CK CK"), &o, ThrowBeat::LargestUnit);
    assert_eq!(t.winner, 2, "jokers and 7s make trump tractors");
}

#[test]
fn failed_throw_by_an_opponent_takes_points_off_and_everyone_sees_it() {
    let mut rules = Rules::classic();
    rules.failed_throw_penalty = 10;
    // Seat 0 (dealer) leads a K♥ that seat 1 wins; seat 1 then throws A♠ + 10♠10♠ while seat 3
    // holds J♠J♠.
    let mut g = arranged(
        rules,
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["HK H2 H3 H4", "HA SA S10 S10", "H5 H6 H8 H9", "D2 SJ SJ D3"],
        KITTY25,
    );
    trick(&mut g, 0, &["HK", "HA", "H5", "D2"]);
    assert_eq!(g.opponents_points(), 15);
    let before = g.hand(1).to_vec();
    let Event::ThrowFailed(ft) = play(&mut g, 1, "SA S10 S10").unwrap() else {
        panic!("the throw must fail")
    };
    assert_eq!(ft.penalty, -10, "an opponent's failure costs the opponents");
    assert_eq!(ft.blocked.blocker, 3);
    assert_eq!(ft.blocked.unit.describe(), "pair of 10♠");
    assert_eq!(ft.blocked.by.describe(), "pair of J♠");
    assert_eq!(
        ft.to_string(),
        "The throw failed: seat 3 holds a pair of J♠ that beats the pair of 10♠, so seat 1 plays only the pair of 10♠. Penalty: -10 points to the opponents."
    );
    assert_eq!(g.opponents_points(), 5);
    assert_eq!(g.hand(1).len(), before.len() - 2);
    assert!(g.hand(1).contains(&pick(&before, "SA")[0]));
    for s in 0..4 {
        let v = g.view(s);
        assert_eq!(v.failed_throws.len(), 1, "seat {s} sees the failure");
        assert_eq!(v.trick.as_ref().unwrap().size(), 2);
    }
    // The trick goes on as a pair lead.
    assert_eq!(
        play(&mut g, 2, "H6"),
        Err(ActionError::WrongCount {
            expected: 2,
            got: 1
        })
    );
    play(&mut g, 2, "H6 H8").unwrap();
}

#[test]
fn a_throw_nobody_can_beat_stands() {
    let mut g = classic7(
        &["SA SA SK S5", "SQ SQ S2 S3", "S4 S6 S8 S9", "H2 H3 H4 H5"],
        KITTY25,
    );
    assert_eq!(play(&mut g, 0, "SA SA SK").unwrap(), Event::Done);
    assert_eq!(g.trick().unwrap().units.len(), 2);
    assert!(matches!(
        play(&mut g, 1, "SQ S2 S3"),
        Err(ActionError::MustMatchStructure { .. })
    ));
    play(&mut g, 1, "SQ SQ S2").unwrap();
    play(&mut g, 2, "S4 S6 S8").unwrap();
    play(&mut g, 3, "H2 H3 H4").unwrap();
    assert_eq!(g.tricks()[0].winner, 0);
}

#[test]
fn the_partner_can_block_a_throw_too() {
    let mut g = classic7(
        &["SK SQ H2 H3", "S2 S3 H4 H5", "SA S4 H6 H8", "S5 S6 H9 HJ"],
        KITTY25,
    );
    let Event::ThrowFailed(ft) = play(&mut g, 0, "SK SQ").unwrap() else {
        panic!()
    };
    assert_eq!(ft.blocked.blocker, 2);
    assert_eq!(ft.blocked.unit.describe(), "single of Q♠", "lowest single");
    assert_eq!(ft.penalty, 0, "no penalty by default");
}
