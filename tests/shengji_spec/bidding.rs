//! Bidding card by card through a stacked deal; no bid, redeals and misdeals.

use super::*;

#[test]
fn bidding_moment_by_moment_override_then_no_trump() {
    // Round 1 (rank 2), seat 0 draws first. Seat 0: 2♥ first; seat 1: 2♣ at its 1st and 2nd
    // draws; seat 2 (seat 0's partner): the other 2♥; seat 3: two small jokers; seat 2 later
    // gets both big jokers.
    let rules = Rules::classic();
    let cards = stack(
        &rules,
        0,
        &["H2", "C2 C2", "H2 S3 RJ RJ", "BJ BJ"],
        "",
        rank_or_joker(Rank::Two),
    );
    let mut g = Game::stacked(rules, 1, vec![Rank::Two; 4], None, cards).unwrap();
    for s in 0..4 {
        assert!(g.bid_options(s).is_empty(), "nothing drawn yet");
    }
    draw_once(&mut g); // seat 0: 2♥
    assert_eq!(options(&g, 0), vec!["H2"]);
    g.apply(0, Action::Bid(pick(g.hand(0), "H2"))).unwrap();
    assert_eq!(g.trump_or_bid(), Trump::new(Rank::Two, Some(Suit::Hearts)));
    assert!(
        g.bid_options(0).is_empty(),
        "one 2♥: nothing to reinforce with"
    );
    draw_once(&mut g); // seat 1: 2♣
    assert!(g.bid_options(1).is_empty(), "a single never beats a single");
    let err = g.apply(1, Action::Bid(pick(g.hand(1), "C2"))).unwrap_err();
    assert!(
        matches!(&err, ActionError::BidTooWeak { current } if current.seat == 0 && current.describe() == "2♥"),
        "{err:?}"
    );
    assert!(err.to_string().contains("stronger than 2♥"), "{err}");
    draw_once(&mut g); // seat 2: the other 2♥
    assert!(
        g.bid_options(2).is_empty(),
        "the partner may not reinforce the 2♥"
    );
    assert_eq!(
        g.apply(2, Action::Bid(pick(g.hand(2), "H2"))),
        Err(ActionError::CannotReinforcePartner)
    );
    draw_once(&mut g); // seat 3: small joker
    assert!(g.bid_options(3).is_empty());
    assert_eq!(
        g.apply(3, Action::Bid(pick(g.hand(3), "BJ"))),
        Err(ActionError::SingleJoker)
    );
    draw_once(&mut g); // seat 0: a filler
    draw_once(&mut g); // seat 1: the second 2♣
    assert_eq!(options(&g, 1), vec!["C2 C2"], "a pair overrides a single");
    g.apply(1, Action::Bid(pick(g.hand(1), "C2 C2"))).unwrap();
    assert_eq!(g.trump_or_bid().suit, Some(Suit::Clubs));
    assert_eq!(
        g.order().trump().suit,
        Some(Suit::Clubs),
        "order follows the bid"
    );
    draw_once(&mut g); // seat 2: 3♠
    draw_once(&mut g); // seat 3: second small joker
    assert_eq!(
        options(&g, 3),
        vec!["BJ BJ"],
        "small jokers beat any trump-rank pair"
    );
    g.apply(3, Action::Bid(pick(g.hand(3), "BJ BJ"))).unwrap();
    assert_eq!(g.trump_or_bid().suit, None, "no-trump");
    // Seat 2 draws the big jokers at its 3rd and 4th draws.
    for _ in 0..4 {
        draw_once(&mut g);
    }
    assert!(g.bid_options(2).is_empty(), "one big joker is no bid");
    for _ in 0..4 {
        draw_once(&mut g);
    }
    assert_eq!(
        options(&g, 2),
        vec!["RJ RJ"],
        "big jokers beat small jokers"
    );
    assert!(g.bid_options(1).is_empty(), "the 2♣ pair no longer bids");
    draw_all(&mut g);
    assert_eq!(g.phase(), Phase::Declaring);
    // Last bids: after the drawing, until the dealer takes the kitty.
    g.apply(0, Action::Pass).unwrap();
    g.apply(2, Action::Bid(pick(g.hand(2), "RJ RJ"))).unwrap();
    assert_eq!(g.passed(), &[false; 4], "a bid reopens the bidding");
    assert_eq!(pass_all(&mut g), Event::Done);
    assert_eq!(g.dealer(), Some(2), "round 1: the standing bidder deals");
    assert_eq!(g.declarers(), &[true, false, true, false]);
    assert_eq!(g.trump_or_bid(), Trump::new(Rank::Two, None));
    assert_eq!(g.phase(), Phase::Burying);
    assert_eq!(g.to_act(), Some(2));
    assert!(matches!(
        g.apply(3, Action::Bid(pick(g.hand(3), "BJ BJ"))),
        Err(ActionError::WrongPhase { .. })
    ));
    assert!(
        g.bid_options(1).is_empty(),
        "no bids once the kitty is taken"
    );
}

#[test]
fn bidding_reinforced_pair_stands_against_a_pair() {
    // Seat 0 draws both 2♥ (1st and 2nd draw), seat 1 both 2♣, seat 3 one small joker and
    // one big joker.
    let rules = Rules::classic();
    let cards = stack(
        &rules,
        0,
        &["H2 H2", "C2 C2", "S3", "BJ RJ"],
        "",
        rank_or_joker(Rank::Two),
    );
    let mut g = Game::stacked(rules, 2, vec![Rank::Two; 4], None, cards).unwrap();
    draw_once(&mut g);
    g.apply(0, Action::Bid(pick(g.hand(0), "H2"))).unwrap();
    for _ in 0..4 {
        draw_once(&mut g);
    }
    // Seat 0 reinforces before seat 1 holds its pair.
    assert_eq!(options(&g, 0), vec!["H2 H2"]);
    let shown = g.bid().unwrap().cards.clone();
    let mut wrong_copy = pick(g.hand(0), "H2 H2");
    wrong_copy.retain(|c| !shown.contains(c));
    assert!(
        g.apply(0, Action::Bid(wrong_copy)).is_err(),
        "the shown 2♥ stays in the bid"
    );
    g.apply(0, Action::Bid(pick(g.hand(0), "H2 H2"))).unwrap();
    draw_once(&mut g); // seat 1: the second 2♣
    assert!(g.bid_options(1).is_empty());
    let err = g
        .apply(1, Action::Bid(pick(g.hand(1), "C2 C2")))
        .unwrap_err();
    assert!(
        matches!(&err, ActionError::BidTooWeak { current } if current.describe() == "2♥2♥"),
        "{err:?}"
    );
    assert_eq!(g.bid().unwrap().seat, 0);
    draw_once(&mut g);
    draw_once(&mut g); // seat 3 now holds a small and a big joker
    assert_eq!(
        g.apply(3, Action::Bid(pick(g.hand(3), "BJ RJ"))),
        Err(ActionError::NotABid {
            fault: BidFault::MixedJokers
        })
    );
    // The bidder can only add copies: showing the same single again is refused.
    assert!(matches!(
        g.apply(0, Action::Bid(pick(g.hand(0), "H2"))),
        Err(ActionError::OnlyReinforce { .. })
    ));
    draw_all(&mut g);
    pass_all(&mut g);
    assert_eq!(g.dealer(), Some(0));
    assert_eq!(g.trump_or_bid(), Trump::new(Rank::Two, Some(Suit::Hearts)));
}

#[test]
fn bids_need_trump_rank_cards_of_the_round() {
    // A later round: the dealer (seat 1) is at level 9, so 9s bid and 2s do not.
    let rules = Rules::classic();
    let cards = stack(&rules, 1, &["S3", "H9", "C2", "S4"], "", |face| {
        face.is_joker() || matches!(face.rank(), Some(Rank::Nine | Rank::Two))
    });
    let levels = vec![Rank::Four, Rank::Nine, Rank::Four, Rank::Nine];
    let mut g = Game::stacked(rules, 3, levels, Some(1), cards).unwrap();
    assert_eq!(g.to_act(), Some(1), "the dealer draws first");
    draw_once(&mut g);
    draw_once(&mut g);
    assert_eq!(options(&g, 1), vec!["H9"]);
    assert!(g.bid_options(2).is_empty());
    assert!(matches!(
        g.apply(2, Action::Bid(pick(g.hand(2), "C2"))),
        Err(ActionError::NotABid { .. })
    ));
    // Seat 3 bids 9♥? It does not hold it.
    assert_eq!(
        g.apply(3, Action::Bid(pick(g.hand(1), "H9"))),
        Err(ActionError::NotInHand {
            card: pick(g.hand(1), "H9")[0]
        })
    );
    g.apply(1, Action::Bid(pick(g.hand(1), "H9"))).unwrap();
    draw_all(&mut g);
    pass_all(&mut g);
    assert_eq!(g.dealer(), Some(1), "a later round keeps its dealer");
    assert_eq!(g.trump_or_bid(), Trump::new(Rank::Nine, Some(Suit::Hearts)));
}

#[test]
fn the_start_level_is_round_one_trump_rank() {
    let mut rules = Rules::classic();
    rules.start_level = Rank::Five;
    let cards = stack(&rules, 0, &["S5", "H2"], "", rank_or_joker(Rank::Five));
    let mut g = Game::stacked(rules.clone(), 4, vec![Rank::Five; 4], None, cards).unwrap();
    draw_once(&mut g);
    draw_once(&mut g);
    assert_eq!(options(&g, 0), vec!["S5"]);
    assert!(g.bid_options(1).is_empty(), "2s are not trumps at level 5");
    let fresh = Game::new(rules, 4).unwrap();
    assert_eq!(fresh.levels(), &[Rank::Five; 4]);
    assert_eq!(fresh.trump_or_bid().rank, Rank::Five);
}

#[test]
fn stacked_deals_are_checked() {
    let rules = Rules::classic();
    let mut cards = deck(2).unwrap();
    assert!(Game::stacked(rules.clone(), 0, vec![Rank::Two; 4], None, cards.clone()).is_ok());
    assert!(Game::stacked(rules.clone(), 0, vec![Rank::Two; 3], None, cards.clone()).is_err());
    assert!(Game::stacked(rules.clone(), 0, vec![Rank::Two; 4], Some(4), cards.clone()).is_err());
    cards[0] = cards[1];
    assert!(Game::stacked(rules, 0, vec![Rank::Two; 4], None, cards).is_err());
}

#[test]
fn joker_bids_with_rank_cards_need_three_decks() {
    let mut two = Rules::classic();
    two.bid_jokers_with_rank = true;
    assert!(two.validate().is_err());
    let mut three = Rules::three_decks();
    three.bid_jokers_with_rank = true;
    assert!(three.validate().is_ok());
    let hand = h("H9 H9 BJ BJ RJ");
    let opts = cardtable::shengji::bidding::bid_options(None, 0, &hand, Rank::Nine, &three);
    let codes = codes(&opts);
    for want in [
        "H9",
        "H9 H9",
        "BJ BJ",
        "H9 H9 BJ",
        "H9 BJ BJ",
        "H9 H9 BJ BJ",
        "H9 H9 RJ",
    ] {
        assert!(codes.contains(&want.to_string()), "{want} in {codes:?}");
    }
    assert!(
        !codes.contains(&"H9 BJ".to_string()),
        "two-card bids are plain"
    );
    let bid = Bid {
        seat: 1,
        cards: h("C9 C9 BJ"),
    };
    assert_eq!(bid.describe(), "9♣9♣ + small joker");
    assert_eq!((bid.suit(), bid.strength()), (Some(Suit::Clubs), (3, 0)));
}

#[test]
fn trump_from_the_kitty_when_nobody_bids() {
    use Suit::*;
    let r = Rank::Seven;
    // (kitty, rule, cards turned, suit)
    let table: &[(&str, NoBid, usize, Option<Suit>)] = &[
        // The first 7 fixes the suit.
        ("S3 HK C7 DA SA D7 H2 H3", NoBid::FlipKitty, 3, Some(Clubs)),
        (
            "D7 HK C7 DA SA S7 H2 H3",
            NoBid::FlipKitty,
            1,
            Some(Diamonds),
        ),
        // No 7: the highest card, jokers ignored, ties to the first turned.
        (
            "S3 RJ HK DA SA BJ H2 H3",
            NoBid::FlipKitty,
            8,
            Some(Diamonds),
        ),
        ("SQ RJ HJ CQ S2 BJ H2 H3", NoBid::FlipKitty, 8, Some(Spades)),
        ("H3 S2 D4 C5 RJ BJ H6 D6", NoBid::FlipKitty, 8, Some(Hearts)),
        // First kitty card: its suit; a joker means no-trump.
        (
            "HK C7 DA SA S3 D7 H2 H3",
            NoBid::FirstKittyCard,
            1,
            Some(Hearts),
        ),
        ("BJ C7 DA SA S3 D7 H2 H3", NoBid::FirstKittyCard, 1, None),
        ("RJ C7 DA SA S3 D7 H2 H3", NoBid::FirstKittyCard, 1, None),
    ];
    for (kitty, rule, turned, suit) in table {
        let k = h(kitty);
        let (flips, got) = trump_from_kitty(&k, r, *rule).unwrap();
        assert_eq!((flips.len(), got), (*turned, *suit), "{kitty} {rule:?}");
        assert_eq!(flips, k[..*turned].to_vec());
    }
    assert_eq!(
        trump_from_kitty(&h("S3 HK"), r, NoBid::Redeal),
        None,
        "redeal"
    );
}

#[test]
fn nobody_bids_in_a_later_round_the_kitty_is_turned() {
    for (rule, want) in [
        (
            NoBid::FlipKitty,
            Some(Trump::new(Rank::Seven, Some(Suit::Clubs))),
        ),
        (
            NoBid::FirstKittyCard,
            Some(Trump::new(Rank::Seven, Some(Suit::Spades))),
        ),
        (NoBid::Redeal, None),
    ] {
        let mut rules = Rules::classic();
        rules.no_bid = rule;
        let cards = stack(
            &rules,
            3,
            &[],
            "S3 HK C7 DA SA D7 H2 H3",
            rank_or_joker(Rank::Seven),
        );
        let mut g = Game::stacked(rules, 5, vec![Rank::Seven; 4], Some(3), cards).unwrap();
        draw_all(&mut g);
        // Some seats could bid with their 7s; nobody does.
        let ev = pass_all(&mut g);
        match want {
            Some(trump) => {
                assert_eq!(ev, Event::Done);
                assert_eq!(g.trump_or_bid(), trump, "{rule:?}");
                assert_eq!(g.dealer(), Some(3));
                assert_eq!(g.phase(), Phase::Burying);
                let v = g.view(1);
                assert!(!v.kitty_flips.is_empty(), "everyone sees the turned cards");
                assert_eq!(v.kitty, None, "but not the kitty itself");
            }
            None => {
                assert_eq!(ev, Event::Redeal);
                assert_eq!(
                    (g.phase(), g.dealer(), g.to_act()),
                    (Phase::Drawing, Some(3), Some(3))
                );
            }
        }
    }
}

#[test]
fn round_one_without_a_bid_is_redealt() {
    let rules = Rules::classic();
    let cards = stack(&rules, 0, &[], "", rank_or_joker(Rank::Two));
    let mut g = Game::stacked(rules, 8, vec![Rank::Two; 4], None, cards).unwrap();
    // With every 2 and joker in the kitty and the last draws, nobody bids.
    draw_all(&mut g);
    assert_eq!(pass_all(&mut g), Event::Redeal);
    assert_eq!(
        (g.phase(), g.dealer(), g.redeals()),
        (Phase::Drawing, None, 1)
    );
    assert_eq!(g.cards_to_draw(), 100);
    assert!(g.hand(0).is_empty());
}

#[test]
fn misdeal_with_no_trumps_or_no_points() {
    let mut rules = Rules::classic();
    rules.misdeal = true;
    let trump = Trump::new(Rank::Seven, Some(Suit::Clubs));
    // Seat 1: no trump (but points); seat 2: no points (but trumps); seat 3: both.
    let (hands, kitty) = deal(&["S5 C3", "S5 H10", "C2 C3", "H7 SK"], KITTY25);
    let g = Game::arranged(rules, vec![Rank::Seven; 4], 0, trump, hands, kitty).unwrap();
    for (seat, ok) in [(1, true), (2, true), (3, false), (0, false)] {
        let mut g2 = g.clone();
        let res = g2.apply(seat, Action::Misdeal);
        assert_eq!(res.is_ok(), ok, "seat {seat}: {res:?}");
        if ok {
            assert_eq!(res, Ok(Event::Redeal));
            assert_eq!((g2.phase(), g2.redeals()), (Phase::Drawing, 1));
            assert_eq!(g2.cards_to_draw(), 100, "a fresh deal");
        } else {
            assert_eq!(res, Err(ActionError::NoMisdeal));
            assert_eq!(g2, g);
        }
    }
    assert!(g.view(2).action_kinds().contains(&ActionKind::Misdeal));
    // Only before play starts.
    let mut playing = g.clone();
    let kitty = playing.kitty().to_vec();
    playing.apply(0, Action::Bury(kitty)).unwrap();
    let before = playing.clone();
    assert!(matches!(
        playing.apply(1, Action::Misdeal),
        Err(ActionError::WrongPhase { .. })
    ));
    assert_eq!(playing, before);
}
