//! The hand planner of the rule AI: few plays, bombs kept, wilds used, better hands scored
//! higher.

use cardtable::agents::guandan::plan::{Plan, plan};
use cardtable::cards::{Rank, parse_hand};
use cardtable::guandan::{Combination, ComboType, Rules, Top};

fn plan_of(hand: &str, level: Rank) -> Plan {
    plan(&parse_hand(hand).unwrap(), level, &Rules::pagat())
}

fn kinds(p: &Plan) -> Vec<ComboType> {
    p.groups.iter().map(|g| g.combo.kind).collect()
}

fn shown(p: &Plan) -> Vec<String> {
    p.groups.iter().map(|g| g.combo.to_string()).collect()
}

fn rank_top(r: Rank) -> Top {
    Top::Rank(r)
}

#[test]
fn a_hand_is_split_into_few_plays() {
    use ComboType::*;
    // (hand, level, most groups, a combination the plan must contain)
    let cases: [(&str, Rank, usize, Combination); 6] = [
        // 3-4-5-6-7 + 9-9 + K-K-K: a straight and a full house (or a pair and a triple).
        (
            "S3 C4 D5 S6 C7 S9 C9 DK SK HK",
            Rank::Two,
            3,
            Combination::new(Straight, 5, rank_top(Rank::Seven)),
        ),
        // Three consecutive pairs are one tube, not three pairs.
        (
            "S5 C5 D6 S6 C7 H7 SQ",
            Rank::Two,
            2,
            Combination::new(Tube, 6, rank_top(Rank::Seven)),
        ),
        // Two consecutive triples are a plate.
        (
            "S9 C9 D9 S10 C10 H10 D3",
            Rank::Two,
            2,
            Combination::new(Plate, 6, rank_top(Rank::Ten)),
        ),
        // A triple takes a low pair into a full house.
        (
            "S8 C8 D8 S4 C4 SK",
            Rank::Two,
            2,
            Combination::new(FullHouse, 5, rank_top(Rank::Eight)),
        ),
        // A-2-3-4-5 with the ace low (level 7: the 2 is a plain card).
        (
            "SA C2 D3 S4 C5 D9 S9",
            Rank::Seven,
            2,
            Combination::new(Straight, 5, rank_top(Rank::Five)),
        ),
        // Level cards sit at their natural place in a straight (level 8: 6-7-8-9-10).
        (
            "S6 C7 D8 S9 C10 DK SK",
            Rank::Eight,
            2,
            Combination::new(Straight, 5, rank_top(Rank::Ten)),
        ),
    ];
    for (hand, level, most, must) in cases {
        let p = plan_of(hand, level);
        assert!(
            p.groups.len() <= most,
            "{hand}: {} groups {:?}",
            p.groups.len(),
            shown(&p)
        );
        assert!(
            p.groups.iter().any(|g| g.combo == must),
            "{hand}: no {must} in {:?}",
            shown(&p)
        );
    }
}

#[test]
fn bombs_stay_bombs() {
    use ComboType::*;
    let cases: [(&str, Rank, Combination); 5] = [
        (
            "S8 C8 D8 H8 S4 C6",
            Rank::Two,
            Combination::new(Bomb, 4, rank_top(Rank::Eight)),
        ),
        // Five 8s: one goes into the straight 6-7-8-9-10, four stay a bomb.
        (
            "S8 C8 D8 H8 S8 S6 C7 D9 S10 SK",
            Rank::Two,
            Combination::new(Bomb, 4, rank_top(Rank::Eight)),
        ),
        (
            "S5 C5 D5 H5 S5 CK",
            Rank::Two,
            Combination::new(Bomb, 5, rank_top(Rank::Five)),
        ),
        // A straight flush in hand is kept whole.
        (
            "S5 S6 S7 S8 S9 CJ D9",
            Rank::Two,
            Combination::new(StraightFlush, 5, rank_top(Rank::Nine)),
        ),
        // ... even when the 5s could make a bomb with the 5 of spades.
        (
            "S5 S6 S7 S8 S9 C5 D5 H5",
            Rank::Two,
            Combination::new(StraightFlush, 5, rank_top(Rank::Nine)),
        ),
    ];
    for (hand, level, must) in cases {
        let p = plan_of(hand, level);
        assert!(
            p.groups.iter().any(|g| g.combo == must),
            "{hand}: no {must} in {:?}",
            shown(&p)
        );
        assert!(p.bombs().count() >= 1, "{hand}");
    }
    // Four jokers are one bomb, never two joker pairs.
    let p = plan_of("BJ BJ RJ RJ S3 C3", Rank::Two);
    assert!(kinds(&p).contains(&FourJokers), "{:?}", shown(&p));
    assert_eq!(p.groups.len(), 2, "{:?}", shown(&p));
}

#[test]
fn wilds_are_used_not_wasted() {
    use ComboType::*;
    // (hand at level 2 where H2 is wild, the combination the wilds must help make)
    let cases: [(&str, Combination); 4] = [
        // Three 3s and a wild: a 4-card bomb.
        (
            "S3 C3 D3 H2 S9 CJ",
            Combination::new(Bomb, 4, rank_top(Rank::Three)),
        ),
        // Two wilds: a 5-card bomb.
        (
            "S3 C3 D3 H2 H2 S9 CJ",
            Combination::new(Bomb, 5, rank_top(Rank::Three)),
        ),
        // Four spades in a row and a wild: a straight flush.
        (
            "S5 S6 S7 S8 H2 CJ D9",
            Combination::new(StraightFlush, 5, rank_top(Rank::Nine)),
        ),
        // A wild fills the gap of a straight rather than staying a lone single.
        (
            "S4 C5 D7 S8 H2 SK CK DK",
            Combination::new(Straight, 5, rank_top(Rank::Eight)),
        ),
    ];
    for (hand, must) in cases {
        let p = plan_of(hand, Rank::Two);
        let g = p
            .groups
            .iter()
            .find(|g| g.combo == must)
            .unwrap_or_else(|| panic!("{hand}: no {must} in {:?}", shown(&p)));
        assert!(g.wilds >= 1, "{hand}: {must} without the wild");
        // No wild is left as a lone level card.
        assert!(
            !p.groups
                .iter()
                .any(|g| g.wilds > 0 && g.combo.kind == Single),
            "{hand}: {:?}",
            shown(&p)
        );
    }
}

#[test]
fn better_hands_score_higher() {
    // (better, worse) at level 2
    let cases = [
        // A bomb beats a triple with a spare card.
        ("SA CA DA HA S3", "SA CA DA S4 S3"),
        // A straight beats five unconnected singles.
        ("S3 C4 D5 S6 C7", "S3 C4 D5 S6 C9"),
        // Higher cards of the same shape.
        ("SK CK", "S3 C3"),
        ("SA S9", "S6 S9"),
        ("RJ S5", "BJ S5"),
        // A wild that makes a bomb beats a plain card.
        ("S3 C3 D3 H2", "S3 C3 D3 S4"),
        // Fewer plays for the same cards.
        ("S8 C8 D8 S4 C4", "S8 C8 D8 S4 CK"),
        // A straight flush beats the same straight in mixed suits.
        ("S5 S6 S7 S8 S9", "S5 S6 C7 S8 S9"),
    ];
    for (better, worse) in cases {
        let (b, w) = (plan_of(better, Rank::Two), plan_of(worse, Rank::Two));
        assert!(
            b.score > w.score,
            "{better} ({}: {:?}) should beat {worse} ({}: {:?})",
            b.score,
            shown(&b),
            w.score,
            shown(&w)
        );
    }
}

#[test]
fn the_empty_hand_has_an_empty_plan() {
    let p = plan(&[], Rank::Two, &Rules::pagat());
    assert!(p.groups.is_empty());
    assert_eq!(p.score, 0);
}
