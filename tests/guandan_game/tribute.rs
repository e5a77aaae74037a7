//! Tribute: single and double, paid and returned, equal cards, resistance, who leads after it and the return limit.

use super::*;

/// Hand-2 position at level 5 (both teams at 5) with given hands.
fn tribute_game(rules: Rules, h: [&str; 4], previous: [usize; 4]) -> Game {
    Game::with_tribute(
        rules,
        hands(h),
        [rank("5"), rank("5")],
        previous[0] % 2,
        previous,
    )
    .unwrap()
}

#[test]
fn single_tribute_pay_and_return() {
    // Previous 1-3: seat 0 first, seat 3 last pays seat 0.
    let mut g = tribute_game(
        Rules::default(),
        ["S3 S4 S5", "S6", "S7", "H5 SA S5 D5 S2"],
        [0, 1, 2, 3],
    );
    // The wild ♥5 is exempt; ♠5 / ♦5 outrank the ace at level 5.
    assert_eq!(
        g.pending(),
        &Pending::PayTribute {
            seat: 3,
            to: Some(0)
        }
    );
    let before = g.clone();
    for bad in ["SA", "H5", "S2"] {
        assert!(
            matches!(
                g.apply(3, Action::PayTribute { card: card(bad) }),
                Err(GuandanError::WrongTributeCard { .. })
            ),
            "{bad}"
        );
    }
    assert_eq!(
        g.apply(0, Action::Pass),
        Err(GuandanError::NotYourTurn {
            seat: 0,
            waiting_for: 3
        })
    );
    assert_eq!(g, before);
    g.apply(3, Action::PayTribute { card: card("D5") }).unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 3,
            received: card("D5")
        }
    );
    assert_eq!(
        g.apply(0, Action::ReturnTribute { card: card("D5") }),
        Err(GuandanError::ReturnSameAsTribute { card: card("D5") })
    );
    g.apply(0, Action::ReturnTribute { card: card("S3") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 3,
            leading: true
        }
    );
    let v = g.view(1);
    assert_eq!(v.tribute.paid.len(), 1);
    assert_eq!(v.tribute.returned[0].card, card("S3"));
    assert_eq!(v.tribute.leader, Some(3));
    assert_eq!(g.hands()[3].len(), 5);
    assert!(g.hands()[0].contains(&card("D5")));
}

#[test]
fn single_tribute_after_one_four_is_paid_by_the_partner() {
    // 1-4: seat 2 (partner of the 1st) finished last and pays seat 0. A single face: paid
    // automatically.
    let g = tribute_game(
        Rules::default(),
        ["S3 S4", "S6", "RJ S2 S3", "S7"],
        [0, 1, 3, 2],
    );
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 2,
            received: card("RJ")
        }
    );
    assert_eq!(g.view(0).tribute.payers, vec![2]);
    // After a 1-3, the last finisher is an opponent (seat 3 here).
    let g = tribute_game(
        Rules::default(),
        ["S3 S4", "S6", "S7", "RJ S2 S3"],
        [0, 1, 2, 3],
    );
    assert_eq!(g.view(0).tribute.payers, vec![3]);
    assert_eq!(g.view(0).tribute.paid[0].card, card("RJ"));
}

#[test]
fn double_tribute_higher_card_to_first() {
    // Previous 1-2 (seats 1 and 3 first and second): seats 0 and 2 pay.
    let mut g = tribute_game(
        Rules::default(),
        ["SK S3", "S4 S6", "BJ S7", "S8 S9"],
        [1, 3, 0, 2],
    );
    // Single faces: both paid automatically; the small joker goes to seat 1 (1st).
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 1,
            to: 2,
            received: card("BJ")
        }
    );
    g.apply(1, Action::ReturnTribute { card: card("S4") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 3,
            to: 0,
            received: card("SK")
        }
    );
    g.apply(3, Action::ReturnTribute { card: card("S8") })
        .unwrap();
    // The payer of the higher tribute leads.
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 2,
            leading: true
        }
    );
}

#[test]
fn double_tribute_equal_cards_variants() {
    let h = ["S3 S4", "SK S6", "S7 S8", "DK S9"];
    // Pagat: the 1st finisher (seat 0) chooses, then the payers choose the leader.
    let mut g = tribute_game(Rules::default(), h, [0, 2, 1, 3]);
    assert_eq!(
        g.pending(),
        &Pending::TakeTribute {
            seat: 0,
            from: [1, 3]
        }
    );
    assert_eq!(
        g.apply(0, Action::TakeTribute { from: 2 }),
        Err(GuandanError::NotAPayer { seat: 2 })
    );
    g.apply(0, Action::TakeTribute { from: 3 }).unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 3,
            received: card("DK")
        }
    );
    g.apply(0, Action::ReturnTribute { card: card("S3") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 2,
            to: 1,
            received: card("SK")
        }
    );
    g.apply(2, Action::ReturnTribute { card: card("S8") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::ChooseLeader {
            seat: 3,
            among: [1, 3]
        }
    );
    g.apply(3, Action::ChooseLeader { leader: 1 }).unwrap();
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );

    // China: the 1st finisher's next player pays the 1st finisher and leads.
    let mut g = tribute_game(Rules::china(), h, [0, 2, 1, 3]);
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 1,
            received: card("SK")
        }
    );
    g.apply(0, Action::ReturnTribute { card: card("S3") })
        .unwrap();
    g.apply(2, Action::ReturnTribute { card: card("S7") })
        .unwrap();
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );

    // Random: decided by the seeded generator, reproducibly.
    let rules = Rules {
        equal_tribute: EqualTribute::Random,
        ..Rules::default()
    };
    let a = tribute_game(rules.clone(), h, [0, 2, 1, 3]);
    assert_eq!(a, tribute_game(rules, h, [0, 2, 1, 3]));
    assert!(matches!(
        a.pending(),
        Pending::ReturnTribute { seat: 0, .. }
    ));
}

#[test]
fn resistance_cancels_tribute() {
    // Single: the payer holds both red jokers; the previous 1st leads.
    let g = tribute_game(
        Rules::default(),
        ["S3", "S4", "S5", "RJ RJ S6"],
        [0, 1, 2, 3],
    );
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 0,
            leading: true
        }
    );
    assert_eq!(g.view(2).tribute.resisted.len(), 2);
    // One red joker is not enough.
    let g = tribute_game(
        Rules::default(),
        ["S3 RJ", "S4", "S5", "RJ S6"],
        [0, 1, 2, 3],
    );
    assert!(g.view(0).tribute.resisted.is_empty());
    assert_eq!(g.view(0).tribute.paid.len(), 1);
    // Double: one each, or both in one hand.
    for h in [
        ["S3", "RJ S4", "S5", "RJ S6"],
        ["S3", "RJ RJ S4", "S5", "S6"],
    ] {
        let g = tribute_game(Rules::default(), h, [0, 2, 1, 3]);
        assert_eq!(
            g.pending(),
            &Pending::Play {
                seat: 0,
                leading: true
            },
            "{h:?}"
        );
        assert_eq!(g.view(0).tribute.resisted.len(), 2);
        assert!(g.view(0).tribute.paid.is_empty());
    }
}

#[test]
fn return_limit_variant() {
    // China: the return must be 10 or lower and not a level card (level 5 here).
    let mut g = tribute_game(
        Rules::china(),
        ["SQ S5 C9 D8 RJ", "S4", "S6", "SA S2"],
        [0, 1, 2, 3],
    );
    assert_eq!(
        g.pending(),
        &Pending::ReturnTribute {
            seat: 0,
            to: 3,
            received: card("SA")
        }
    );
    let before = g.clone();
    for bad in ["SQ", "S5", "RJ"] {
        assert_eq!(
            g.apply(0, Action::ReturnTribute { card: card(bad) }),
            Err(GuandanError::ReturnNotAllowed {
                card: card(bad),
                max: rank("10")
            }),
            "{bad}"
        );
    }
    assert_eq!(g, before);
    g.apply(0, Action::ReturnTribute { card: card("C9") })
        .unwrap();
    // No card of 10 or lower: the lowest card, here forced (returned automatically).
    let g = tribute_game(
        Rules::china(),
        ["SQ SJ RJ", "S4", "S6", "SA S2"],
        [0, 1, 2, 3],
    );
    assert_eq!(g.view(0).tribute.returned[0].card, card("SJ"));
    // Pagat: any card but the tribute.
    let mut g = tribute_game(
        Rules::pagat(),
        ["SQ S5 C9 RJ", "S4", "S6", "SA S2"],
        [0, 1, 2, 3],
    );
    g.apply(0, Action::ReturnTribute { card: card("RJ") })
        .unwrap();
}

#[test]
fn tribute_card_rules() {
    // Level 5 (hand 2), previous 1-3: seat 3 pays seat 0.
    let prev = [0, 1, 2, 3];
    // Wilds (♥5) are exempt: the ace is forced and paid at once.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "H5 H5 SA SK"], prev);
    assert_eq!(g.view(0).tribute.paid[0].card, card("SA"));
    // A joker is not exempt: the big joker goes before the small one.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "BJ RJ H5 SA"], prev);
    assert_eq!(g.view(0).tribute.paid[0].card, card("RJ"));
    // Non-heart level cards are not exempt; the payer picks the suit.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "H5 C5 D5 SA"], prev);
    let mut offered: Vec<Action> = g.legal_actions(3);
    offered.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        offered,
        vec![
            Action::PayTribute { card: card("C5") },
            Action::PayTribute { card: card("D5") },
        ]
    );
    // Both copies of one face are one choice: paid automatically.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "SK SK SQ"], prev);
    assert_eq!(g.view(0).tribute.paid.len(), 1);
    assert_eq!(g.view(0).tribute.paid[0].card.face, card("SK").face);
    // Two black jokers and one red joker do not resist; the red joker is paid.
    let g = tribute_game(Rules::default(), ["S3 S4", "S6", "S7", "BJ BJ RJ S2"], prev);
    assert!(g.view(0).tribute.resisted.is_empty());
    assert_eq!(g.view(0).tribute.paid[0].card, card("RJ"));
}

#[test]
fn resistance_after_one_four_and_who_leads() {
    // Previous 1-4: seat 2 (the 1st's partner) finished last and holds both red jokers.
    let g = tribute_game(
        Rules::default(),
        ["S3", "S4", "RJ RJ S5", "S6"],
        [0, 1, 3, 2],
    );
    let v = g.view(1);
    assert_eq!(v.tribute.payers, vec![2]);
    assert_eq!(v.tribute.resisted.len(), 2);
    assert!(
        v.tribute
            .resisted
            .iter()
            .all(|(s, c)| *s == 2 && c.face == card("RJ").face)
    );
    assert!(v.tribute.paid.is_empty());
    // No tribute: the previous 1st finisher leads.
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 0,
            leading: true
        }
    );
    assert_eq!(v.tribute.leader, Some(0));
    // Resistance after a 1-2 with the jokers in one payer's hand: previous 1st (seat 1) leads.
    let g = tribute_game(Rules::china(), ["S3", "S4", "RJ RJ S5", "S6"], [1, 3, 0, 2]);
    assert_eq!(g.view(0).tribute.payers, vec![2, 0]);
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );
}

#[test]
fn equal_double_tribute_leader_variants() {
    use cardtable::guandan::EqualTributeLead;
    // Previous 1-2 by seats 0 and 2: seats 1 and 3 pay equal kings.
    let h = ["S3 S4", "SK S6", "S7 S8", "DK S9"];
    let returns = |g: &mut Game| {
        if let Pending::TakeTribute { seat, from } = g.pending().clone() {
            g.apply(seat, Action::TakeTribute { from: from[0] })
                .unwrap();
        }
        while let Pending::ReturnTribute { seat, received, .. } = g.pending().clone() {
            let back = g.hands()[seat]
                .iter()
                .copied()
                .find(|c| c.face != received.face)
                .unwrap();
            g.apply(seat, Action::ReturnTribute { card: back }).unwrap();
        }
    };
    // The 1st finisher's next player leads (China's rule), even with the Pagat assignment.
    let mut g = tribute_game(
        Rules {
            equal_tribute_lead: EqualTributeLead::FirstFinisherNext,
            ..Rules::pagat()
        },
        h,
        [0, 2, 1, 3],
    );
    returns(&mut g);
    assert_eq!(
        g.pending(),
        &Pending::Play {
            seat: 1,
            leading: true
        }
    );
    // Random: one of the payers, the same for the same seed.
    let rules = Rules {
        equal_tribute_lead: EqualTributeLead::Random,
        ..Rules::pagat()
    };
    let mut a = tribute_game(rules.clone(), h, [0, 2, 1, 3]);
    let mut b = tribute_game(rules, h, [0, 2, 1, 3]);
    returns(&mut a);
    returns(&mut b);
    assert_eq!(a, b);
    match a.pending() {
        Pending::Play {
            seat,
            leading: true,
        } => assert!([1, 3].contains(seat)),
        other => panic!("{other:?}"),
    }
    // Unequal tributes: the payer of the higher card leads whatever the variant.
    for rules in [Rules::pagat(), Rules::china()] {
        let mut g = tribute_game(rules, ["S3 S4", "SQ S6", "S7 S8", "DK S9"], [0, 2, 1, 3]);
        assert_eq!(
            g.view(0).tribute.paid[0].card,
            card("DK"),
            "higher card to the 1st"
        );
        assert_eq!(g.view(0).tribute.paid[0].to, 0);
        assert_eq!(g.view(0).tribute.paid[1].to, 2);
        returns(&mut g);
        assert_eq!(
            g.pending(),
            &Pending::Play {
                seat: 3,
                leading: true
            }
        );
    }
}

#[test]
fn china_return_limit_cases() {
    let prev = [0, 1, 2, 3];
    // Level 5. The wild ♥5 and the level card ♠5 may not be returned; nothing else is 10 or
    // lower, so the lowest card (the jack) is forced and returned at once.
    let g = tribute_game(
        Rules::china(),
        ["H5 S5 SJ SQ RJ", "S4", "S6", "SA S2"],
        prev,
    );
    assert_eq!(g.view(0).tribute.returned[0].card, card("SJ"));
    // ♥5 excluded; the 3 is the only card of 10 or lower.
    let g = tribute_game(Rules::china(), ["H5 S3 SQ", "S4", "S6", "SA S2"], prev);
    assert_eq!(g.view(0).tribute.returned[0].card, card("S3"));
    // Two tens: the receiver chooses; a queen is refused with the limit in the message.
    let mut g = tribute_game(Rules::china(), ["S10 C10 SQ", "S4", "S6", "SA S2"], prev);
    let offered = g.legal_actions(0);
    assert_eq!(offered.len(), 2, "{offered:?}");
    let err = g
        .apply(0, Action::ReturnTribute { card: card("SQ") })
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the Q♠ may not be returned: return a card of rank 10 or lower that is not a level card (or your lowest card if you have none)"
    );
    // A stricter limit is honoured and named.
    let mut g = tribute_game(
        Rules {
            return_max_rank: Some(rank("8")),
            ..Rules::china()
        },
        ["S9 C7 D6 SQ", "S4", "S6", "SA S2"],
        prev,
    );
    assert_eq!(
        g.apply(0, Action::ReturnTribute { card: card("S9") }),
        Err(GuandanError::ReturnNotAllowed {
            card: card("S9"),
            max: rank("8")
        })
    );
    // Returning the very card received is refused in every rule set, even a second copy.
    let mut h = hands(["S3 S4", "S4", "S6", "SA S2"]);
    let copy = card("SA#1");
    h[0].push(copy);
    let mut g = Game::with_tribute(Rules::pagat(), h, [rank("5"); 2], 0, prev).unwrap();
    assert!(matches!(
        g.pending(),
        Pending::ReturnTribute { received, .. } if *received == card("SA")
    ));
    assert_eq!(
        g.apply(0, Action::ReturnTribute { card: copy }),
        Err(GuandanError::ReturnSameAsTribute { card: copy })
    );
}
