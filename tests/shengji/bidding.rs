//! Bidding from the spec, the dealer of round one, redeals and misdeals.

use super::*;

fn bid_check(
    current: Option<(usize, &str)>,
    seat: usize,
    cards: &str,
    rules: &Rules,
) -> Result<(), ActionError> {
    let cur = current.map(|(s, c)| Bid {
        seat: s,
        cards: h(c),
    });
    cardtable::shengji::bidding::check_bid(cur.as_ref(), seat, &h(cards), Rank::Nine, rules)
}

#[test]
fn bids_from_the_spec() {
    let r = Rules::classic();
    assert!(bid_check(None, 0, "H9", &r).is_ok());
    assert!(
        bid_check(Some((0, "H9")), 1, "C9 C9", &r).is_ok(),
        "a pair overrides a single"
    );
    assert!(
        bid_check(Some((0, "H9")), 0, "H9 H9", &r).is_ok(),
        "reinforcing"
    );
    assert!(matches!(
        bid_check(Some((0, "H9 H9")), 1, "C9 C9", &r),
        Err(ActionError::BidTooWeak { .. })
    ));
    assert!(
        bid_check(Some((0, "H9 H9")), 1, "BJ BJ", &r).is_ok(),
        "small jokers beat any pair"
    );
    assert!(
        bid_check(Some((1, "BJ BJ")), 2, "RJ RJ", &r).is_ok(),
        "big jokers beat small"
    );
    assert!(bid_check(Some((1, "RJ RJ")), 2, "BJ BJ", &r).is_err());
    assert_eq!(bid_check(None, 0, "BJ", &r), Err(ActionError::SingleJoker));
    assert!(
        bid_check(None, 0, "BJ RJ", &r).is_err(),
        "mixed jokers are no pair"
    );
    assert!(bid_check(None, 0, "H8", &r).is_err(), "not the trump rank");
    assert!(bid_check(None, 0, "H9 C9", &r).is_err(), "not identical");
    assert!(matches!(
        bid_check(Some((0, "H9")), 1, "C9", &r),
        Err(ActionError::BidTooWeak { .. })
    ));
    assert!(matches!(
        bid_check(Some((0, "H9")), 0, "C9 C9", &r),
        Err(ActionError::OnlyReinforce { .. })
    ));
    // Three decks: the partner may not reinforce; a stronger triple is fine.
    let three = Rules::three_decks();
    assert_eq!(
        bid_check(Some((0, "H9")), 2, "H9 H9", &three),
        Err(ActionError::CannotReinforcePartner)
    );
    assert!(bid_check(Some((0, "H9 H9")), 1, "C9 C9 C9", &three).is_ok());
    assert!(bid_check(Some((0, "H9 H9")), 1, "C9 C9 BJ", &three).is_err());
    let mut with_jokers = Rules::three_decks();
    with_jokers.bid_jokers_with_rank = true;
    assert!(bid_check(Some((0, "H9 H9")), 1, "C9 C9 BJ", &with_jokers).is_ok());
    assert!(
        bid_check(None, 1, "C9 BJ", &with_jokers).is_err(),
        "jokers only in 3+ card bids"
    );
}

#[test]
fn bids_name_the_trump_suit() {
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("H9 H9")
        }
        .suit(),
        Some(Suit::Hearts)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("BJ BJ")
        }
        .suit(),
        None,
        "no-trump"
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("RJ RJ")
        }
        .strength(),
        (2, 2)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("BJ BJ")
        }
        .strength(),
        (2, 1)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("C9 C9")
        }
        .strength(),
        (2, 0)
    );
    assert_eq!(
        Bid {
            seat: 0,
            cards: h("C9 C9")
        }
        .describe(),
        "9♣9♣"
    );
}

#[test]
fn one_deck_throws_of_singles() {
    let o = o7c();
    let throw = h("SA SK SQ");
    let u = units(&throw, &o, 1);
    assert_eq!(u.len(), 3);
    let (hands, _) = deal(&["SA SK SQ", "SJ H2", "S10 S9", "H3"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    assert_eq!(check_throw(&u, 0, &others, &o), None);
    let throw = h("SA SQ");
    let u = units(&throw, &o, 1);
    let (hands, _) = deal(&["SA SQ", "SK H2", "S10 S9", "H3"], "");
    let others: Vec<(usize, &[Card])> = (1..4).map(|s| (s, hands[s].as_slice())).collect();
    let b = check_throw(&u, 0, &others, &o).unwrap();
    assert_eq!((b.unit.faces[0], b.blocker), (f("SQ"), 1));
    // Following a one-deck "pair" of singles: any two suit cards.
    assert!(follow("S4 S3", "S9 SQ H2", "S9 SQ", 1).is_ok());
}

#[test]
fn bid_options_follow_the_table() {
    let r = Rules::classic();
    let hand = h("H9 H9 C9 BJ BJ RJ S3");
    let opts = |cur: Option<Bid>, seat| {
        cardtable::shengji::bidding::bid_options(cur.as_ref(), seat, &hand, Rank::Nine, &r)
    };
    assert_eq!(
        opts(None, 0).len(),
        4,
        "H9, C9, H9H9, BJBJ and nothing with one RJ"
    );
    let cur = Bid {
        seat: 1,
        cards: h("S9 S9"),
    };
    assert_eq!(opts(Some(cur), 0), vec![pick(&hand, "BJ BJ")]);
    let own = Bid {
        seat: 0,
        cards: pick(&hand, "H9"),
    };
    assert_eq!(
        opts(Some(own), 0),
        vec![pick(&hand, "H9 H9")],
        "only the reinforcement"
    );
}

#[test]
fn round_one_dealer_is_the_winning_bidder() {
    let mut g = Game::new(Rules::classic(), 11).unwrap();
    let mut bidder = None;
    while g.phase() == Phase::Drawing {
        let s = g.to_act().unwrap();
        g.apply(s, Action::Draw).unwrap();
        if bidder.is_none()
            && let Some(b) = g.bid_options(s).first().cloned()
        {
            let before = g.clone();
            assert!(
                g.apply((s + 1) % 4, Action::Bid(b.clone())).is_err(),
                "not their cards"
            );
            assert_eq!(g, before);
            g.apply(s, Action::Bid(b.clone())).unwrap();
            bidder = Some((s, b[0].suit()));
        }
    }
    assert_eq!(g.hand(0).len(), 25);
    assert_eq!(pass_all(&mut g), Event::Done);
    let (s, suit) = bidder.expect("someone held a 2");
    assert_eq!(g.dealer(), Some(s));
    assert_eq!(g.phase(), Phase::Burying);
    assert_eq!(g.trump_or_bid(), Trump::new(Rank::Two, suit));
    assert_eq!(g.hand(s).len(), 33, "the dealer took the kitty");
    assert_eq!(g.view(s).kitty.as_ref().map(Vec::len), Some(8));
    assert_eq!(
        g.view((s + 1) % 4).kitty,
        None,
        "others never see the kitty"
    );
}

#[test]
fn round_one_without_bids_is_redealt() {
    let mut g = Game::new(Rules::classic(), 3).unwrap();
    draw_all(&mut g);
    assert_eq!(pass_all(&mut g), Event::Redeal);
    assert_eq!(
        (g.phase(), g.redeals(), g.dealer()),
        (Phase::Drawing, 1, None)
    );
    assert_eq!(g.cards_to_draw(), 100);
}

/// A finished tiny round 1 (dealer 0 held at 7), so that round 2 is dealt normally.
fn into_round_two(rules: Rules) -> Game {
    let mut g = arranged(rules, &["SA", "S3", "S4", "S6"], KITTY25, Some(Suit::Clubs));
    for (s, c) in [(0, "SA"), (1, "S3"), (2, "S4"), (3, "S6")] {
        play(&mut g, s, c).unwrap();
    }
    g.apply(3, Action::NextRound).unwrap();
    g
}

#[test]
fn later_rounds_without_bids() {
    // Flip the kitty: the first 10 (trump rank of the new dealer: 7 + 3) fixes the suit.
    let mut g = into_round_two(Rules::classic());
    assert_eq!((g.dealer(), g.round_number()), (Some(2), 2));
    assert_eq!(g.to_act(), Some(2), "the dealer draws first");
    draw_all(&mut g);
    pass_all(&mut g);
    let v = g.view(0);
    let flips = v.kitty_flips.clone();
    assert!(!flips.is_empty());
    let trump = g.trump_or_bid();
    assert_eq!(trump.rank, Rank::Ten);
    let last = *flips.last().unwrap();
    if last.rank() == Some(Rank::Ten) {
        assert_eq!(trump.suit, last.suit());
    } else {
        assert_eq!(flips.len(), 8);
        let best = flips
            .iter()
            .filter(|c| !c.face.is_joker())
            .max_by(|a, b| a.rank().cmp(&b.rank()).then(std::cmp::Ordering::Greater));
        assert_eq!(trump.suit, best.and_then(|c| c.suit()));
    }
    assert_eq!(g.phase(), Phase::Burying);

    let mut rules = Rules::classic();
    rules.no_bid = NoBid::FirstKittyCard;
    let mut g = into_round_two(rules);
    draw_all(&mut g);
    pass_all(&mut g);
    let first = g.kitty()[0];
    assert_eq!(g.view(1).kitty_flips, vec![first]);
    assert_eq!(g.trump_or_bid().suit, first.suit());

    let mut rules = Rules::classic();
    rules.no_bid = NoBid::Redeal;
    let mut g = into_round_two(rules);
    draw_all(&mut g);
    assert_eq!(pass_all(&mut g), Event::Redeal);
    assert_eq!(
        (g.phase(), g.dealer(), g.round_number()),
        (Phase::Drawing, Some(2), 2)
    );
}

#[test]
fn misdeal_variant() {
    // Seat 1 holds no point cards.
    let mut rules = Rules::classic();
    let (hands, kitty) = deal(&["S5", "S3", "CK", "S10"], KITTY25);
    let base = Game::arranged(
        rules.clone(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands.clone(),
        kitty.clone(),
    )
    .unwrap();
    let mut g = base.clone();
    assert_eq!(
        g.apply(1, Action::Misdeal),
        Err(ActionError::MisdealNotAllowed)
    );
    rules.misdeal = true;
    let mut g2 = Game::arranged(
        rules,
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands,
        kitty,
    )
    .unwrap();
    assert_eq!(g2.apply(2, Action::Misdeal), Err(ActionError::NoMisdeal));
    assert_eq!(g2.apply(1, Action::Misdeal), Ok(Event::Redeal));
    assert_eq!(g2.phase(), Phase::Drawing);
    assert!(g.apply(0, Action::Bury(vec![])).is_err());
}
