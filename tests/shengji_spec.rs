//! Sheng Ji: the spec's rules checked one by one through the engine's public entry points —
//! bidding at every moment of a stacked deal, the no-bid and misdeal variants, follow and win
//! tables for throws, failed-throw penalties, scoring bands for every number of decks, kitty
//! multiplier variants in play, match end, one deck, Zhao Pengyou teams, error messages and
//! views — and a property test that every move applied in random matches was legal.

#[path = "common/shengji.rs"]
mod common;
use common::*;

use cardtable::cards::{Card, Face, Rank, Suit, deck};
use cardtable::shengji::combination::{Group, Unit, best_matching, decompose, groups, lead_units};
use cardtable::shengji::error::{BidFault, FriendFault};
use cardtable::shengji::follow::legal_follows;
use cardtable::shengji::kitty::trump_from_kitty;
use cardtable::shengji::rules::{KittyMultiplier, NoBid, Teams, ThrowBeat};
use cardtable::shengji::scoring::{Outcome, outcome};
use cardtable::shengji::trick::Trick;
use cardtable::shengji::*;

/// A round already set up (dealer has taken and buried the kitty): trump `rank`/`suit`.
fn arranged(
    rules: Rules,
    levels: Vec<Rank>,
    dealer: usize,
    trump: Trump,
    hands: &[&str],
    kitty: &str,
) -> Game {
    let (hands, kitty) = deal(hands, kitty);
    let mut g = Game::arranged(rules, levels, dealer, trump, hands, kitty.clone()).unwrap();
    g.apply(dealer, Action::Bury(kitty)).unwrap();
    g
}

fn classic7(hands: &[&str], kitty: &str) -> Game {
    arranged(
        Rules::classic(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands,
        kitty,
    )
}

const KITTY70: &str = "DK D10 HK H10 SK S10 D5 H5";

/// Plays a whole trick of the given plays, seat by seat from `from`.
fn trick(g: &mut Game, from: usize, plays: &[&str]) -> Event {
    let n = g.rules().players as usize;
    let mut last = Event::Done;
    for (k, p) in plays.iter().enumerate() {
        last = play(g, (from + k) % n, p).unwrap_or_else(|e| panic!("{p}: {e}"));
    }
    last
}

fn round_over(ev: Event) -> RoundResult {
    match ev {
        Event::RoundOver(r) => *r,
        other => panic!("the round should be over: {other:?}"),
    }
}

/// A deal in drawing order for [`Game::stacked`]: each seat first gets its `wanted` cards (in
/// that order), then cards that `risky` does not flag; the kitty is `kitty` filled up with risky
/// cards; risky cards left over come last in the hands.
fn stack(
    rules: &Rules,
    first: usize,
    wanted: &[&str],
    kitty: &str,
    risky: impl Fn(Face) -> bool,
) -> Vec<Card> {
    let n = rules.players as usize;
    let size = rules.hand_size as usize;
    let (want, kitty) = deal(wanted, kitty);
    let used: Vec<Card> = want.iter().flatten().chain(&kitty).copied().collect();
    let rest: Vec<Card> = deck(rules.decks)
        .unwrap()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    let (mut bad, mut safe): (Vec<Card>, Vec<Card>) = rest.into_iter().partition(|c| risky(c.face));
    let mut kitty = kitty;
    while kitty.len() < rules.kitty_size as usize {
        kitty.push(bad.pop().or_else(|| safe.pop()).unwrap());
    }
    let mut hands = want;
    hands.resize(n, Vec::new());
    for hand in hands.iter_mut() {
        while hand.len() < size
            && let Some(c) = safe.pop()
        {
            hand.push(c);
        }
    }
    for hand in hands.iter_mut() {
        while hand.len() < size {
            hand.push(bad.pop().unwrap());
        }
    }
    // Draw k of every seat, starting from the first drawer, then the kitty.
    let mut out: Vec<Card> = (0..size)
        .flat_map(|k| (0..n).map(move |j| (k, (first + j) % n)))
        .map(|(k, s)| hands[s][k])
        .collect();
    out.extend(kitty);
    out
}

fn rank_or_joker(r: Rank) -> impl Fn(Face) -> bool {
    move |face| face.is_joker() || face.rank() == Some(r)
}

fn options(g: &Game, seat: usize) -> Vec<String> {
    g.bid_options(seat)
        .iter()
        .map(|b| {
            b.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

// ------------------------------------------------------------------ bidding, card by card

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
    let codes: Vec<String> = opts
        .iter()
        .map(|b| {
            b.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
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

// ------------------------------------------------------------------ no bid, redeal, misdeal

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

// ------------------------------------------------------------------ kitty

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

// ------------------------------------------------------------------ following

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

// ------------------------------------------------------------------ who wins

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

// ------------------------------------------------------------------ throws in play

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

// ------------------------------------------------------------------ scoring

#[test]
fn scoring_bands_at_every_boundary_for_every_number_of_decks() {
    use Outcome::*;
    for decks in 1..=4u8 {
        let rules = Rules::multi_deck(decks).unwrap();
        let s = 20 * decks as u32;
        assert_eq!((rules.step(), rules.threshold()), (s, 2 * s));
        let table = [
            (0, Hold { levels: 3 }),
            (5, Hold { levels: 2 }),
            (s - 5, Hold { levels: 2 }),
            (s, Hold { levels: 1 }),
            (2 * s - 5, Hold { levels: 1 }),
            (2 * s, TakeOver { levels: 0 }),
            (3 * s - 5, TakeOver { levels: 0 }),
            (3 * s, TakeOver { levels: 1 }),
            (4 * s - 5, TakeOver { levels: 1 }),
            (4 * s, TakeOver { levels: 2 }),
            (5 * s - 5, TakeOver { levels: 2 }),
            (5 * s, TakeOver { levels: 3 }),
            (6 * s - 5, TakeOver { levels: 3 }),
            (6 * s, TakeOver { levels: 4 }),
            (8 * s, TakeOver { levels: 6 }),
        ];
        for (points, want) in table {
            assert_eq!(outcome(points, &rules), want, "{decks} decks, {points}");
        }
    }
    // Zhao Pengyou thresholds follow the decks too.
    let zp8 = Rules::zhao_pengyou(8).unwrap();
    assert_eq!(outcome(115, &zp8), Outcome::Hold { levels: 1 });
    assert_eq!(outcome(120, &zp8), Outcome::TakeOver { levels: 0 });
    assert_eq!(Rules::zhao_pengyou(12).unwrap().threshold(), 160);
}

/// Dealer 0 leads a single, pair or tractor as the last trick, which seat 1 (an opponent)
/// wins. Returns the result.
fn last_trick_won_by_the_opponents(rules: Rules, hands: &[&str; 4], kitty: &str) -> RoundResult {
    let mut g = arranged(
        rules,
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        hands,
        kitty,
    );
    let plays: Vec<&str> = hands.to_vec();
    round_over(trick(&mut g, 0, &plays))
}

#[test]
fn kitty_multiplier_variants_in_play() {
    let single = ["S3", "SA", "S4", "S6"];
    let pair = ["S3 S3", "SA SA", "S4 S4", "S6 S8"];
    let t2 = ["S3 S3 S2 S2", "SA SA SK SK", "H9 HJ HQ HA", "D2 D3 D4 D6"];
    let t3 = [
        "S4 S4 S3 S3 S2 S2",
        "SA SA SK SK SQ SQ",
        "H9 HJ HQ HA H3 H4",
        "D2 D3 D4 D6 D8 D9",
    ];
    // (hands, Power, Linear, Double)
    let table: [(&[&str; 4], u32, u32, u32); 4] = [
        (&single, 2, 2, 2),
        (&pair, 4, 4, 2),
        (&t2, 8, 8, 2),
        (&t3, 16, 12, 2),
    ];
    for (hands, power, linear, double) in table {
        for (kind, want) in [
            (KittyMultiplier::Power, power),
            (KittyMultiplier::Linear, linear),
            (KittyMultiplier::Double, double),
        ] {
            let mut rules = Rules::classic();
            rules.kitty_multiplier = kind;
            let r = last_trick_won_by_the_opponents(rules, hands, KITTY25);
            assert_eq!(r.kitty_multiplier, want, "{hands:?} {kind:?}");
            let in_trick: u32 = hands
                .iter()
                .flat_map(|p| h(p))
                .map(|c| cardtable::shengji::order::points(c.face))
                .sum();
            assert_eq!(
                r.opponents_points,
                in_trick + 25 * want,
                "{hands:?} {kind:?}"
            );
        }
    }
}

#[test]
fn match_ends_past_ace() {
    // Dealer 0 at K holds with no points: +3, past A: the match is won.
    let mut g = arranged(
        Rules::classic(),
        vec![Rank::King, Rank::Four, Rank::King, Rank::Four],
        0,
        Trump::new(Rank::King, Some(Suit::Clubs)),
        &["SA", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SA", "S3", "S4", "S6"]));
    assert_eq!(r.outcome, Outcome::Hold { levels: 3 });
    assert_eq!(r.winners, vec![0, 2]);
    assert_eq!(g.phase(), Phase::MatchOver);
    assert_eq!(g.winners(), &[0, 2]);
    assert_eq!(g.apply(1, Action::NextRound), Err(ActionError::MatchOver));
    assert_eq!(g.view(3).winners, vec![0, 2]);
}

#[test]
fn must_defend_a_and_defend_levels_in_play() {
    let mut rules = Rules::classic();
    rules.must_defend_a = true;
    // At K, +3 stops at A.
    let mut g = arranged(
        rules.clone(),
        vec![Rank::King, Rank::Four, Rank::King, Rank::Four],
        0,
        Trump::new(Rank::King, Some(Suit::Clubs)),
        &["SA", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SA", "S3", "S4", "S6"]));
    assert_eq!(r.levels, vec![Rank::Ace, Rank::Four, Rank::Ace, Rank::Four]);
    assert!(r.winners.is_empty());
    assert_eq!((g.phase(), r.next_dealer), (Phase::RoundOver, 2));
    g.apply(0, Action::NextRound).unwrap();
    assert_eq!(g.trump_or_bid().rank, Rank::Ace, "the partner deals at A");
    // Holding at A wins.
    let mut g = arranged(
        rules.clone(),
        vec![Rank::Ace, Rank::Four, Rank::Ace, Rank::Four],
        0,
        Trump::new(Rank::Ace, Some(Suit::Clubs)),
        &["SK", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SK", "S3", "S4", "S6"]));
    assert_eq!(
        r.outcome,
        Outcome::Hold { levels: 3 },
        "K♠ is the top plain ♠ at A"
    );
    assert_eq!(r.winners, vec![0, 2]);
    // Opponents at A taking over do not win: they must defend A first.
    let mut g = arranged(
        rules,
        vec![Rank::Five, Rank::Ace, Rank::Five, Rank::Ace],
        0,
        Trump::new(Rank::Five, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        KITTY70,
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!(r.opponents_points, 140);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 1 });
    assert!(r.winners.is_empty());
    assert_eq!(r.levels, vec![Rank::Five, Rank::Ace, Rank::Five, Rank::Ace]);
    assert_eq!(r.next_dealer, 1);
    // Classic: the same take-over at A wins the match.
    let mut g = arranged(
        Rules::classic(),
        vec![Rank::Five, Rank::Ace, Rank::Five, Rank::Ace],
        0,
        Trump::new(Rank::Five, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        KITTY70,
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!(r.winners, vec![1, 3]);
    // defend_levels: opponents at 4 taking over +1... stop at 5 only when passing it.
    let mut rules = Rules::classic();
    rules.defend_levels = vec![Rank::Five];
    let mut g = arranged(
        rules.clone(),
        vec![Rank::Seven, Rank::Five, Rank::Seven, Rank::Five],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        KITTY70,
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!(
        r.levels,
        vec![Rank::Seven, Rank::Five, Rank::Seven, Rank::Five],
        "not declared at 5: cannot pass it"
    );
    let mut g = arranged(
        rules,
        vec![Rank::Five, Rank::Two, Rank::Five, Rank::Two],
        0,
        Trump::new(Rank::Five, Some(Suit::Clubs)),
        &["SA", "S3", "S4", "S6"],
        "D2 D3 D4 D6 H2 H3 H4 H6",
    );
    let r = round_over(trick(&mut g, 0, &["SA", "S3", "S4", "S6"]));
    assert_eq!(
        r.levels,
        vec![Rank::Eight, Rank::Two, Rank::Eight, Rank::Two],
        "held at 5: passes it"
    );
}

// ------------------------------------------------------------------ one deck

#[test]
fn one_deck_round() {
    let rules = Rules::one_deck();
    assert_eq!(
        (rules.hand_size, rules.kitty_size, rules.max_width()),
        (12, 6, 1)
    );
    assert_eq!(rules.total_points(), 100);
    let mut g = arranged(
        rules,
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["SA SK H2", "SQ SJ H3", "S10 S9 H4", "S8 S6 H5"],
        "D5 D10 DK D2 D3 D4",
    );
    // A throw of singles nobody can beat stands.
    assert_eq!(play(&mut g, 0, "SA SK").unwrap(), Event::Done);
    assert_eq!(g.trick().unwrap().units.len(), 2);
    trick(&mut g, 1, &["SQ SJ", "S10 S9", "S8 S6"]);
    assert_eq!(g.tricks()[0].winner, 0);
    // A throw of singles beaten by a higher single fails.
    let mut g = arranged(
        Rules::one_deck(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["SA SQ H2", "SK SJ H3", "S10 S9 H4", "S8 S6 H5"],
        "D5 D10 DK D2 D3 D4",
    );
    let Event::ThrowFailed(ft) = play(&mut g, 0, "SA SQ").unwrap() else {
        panic!()
    };
    assert_eq!(ft.forced, pick(&h("SQ"), "SQ"));
    // Opponents win the last trick with a single: kitty ×2; threshold 40 with one deck.
    let mut g = arranged(
        Rules::one_deck(),
        vec![Rank::Seven; 4],
        0,
        Trump::new(Rank::Seven, Some(Suit::Clubs)),
        &["S3", "SA", "S4", "S6"],
        "D5 D10 DK D2 D3 D4",
    );
    let r = round_over(trick(&mut g, 0, &["S3", "SA", "S4", "S6"]));
    assert_eq!((r.kitty_points, r.kitty_multiplier), (25, 2));
    assert_eq!(r.opponents_points, 50);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 0 });
}

// ------------------------------------------------------------------ Zhao Pengyou

fn zp(players: u8, levels: Vec<Rank>, hands: &[&str], kitty: &str) -> Game {
    let rules = Rules::zhao_pengyou(players).unwrap();
    let (hands, kitty) = deal(hands, kitty);
    let mut g = Game::arranged(
        rules,
        levels,
        0,
        Trump::new(Rank::Two, Some(Suit::Spades)),
        hands,
        kitty.clone(),
    )
    .unwrap();
    g.apply(0, Action::Bury(kitty)).unwrap();
    g
}

#[test]
fn zhao_pengyou_six_players_two_friends_and_a_take_over() {
    let mut g = zp(
        6,
        vec![Rank::Two; 6],
        &["HA H3", "DA DQ", "HK H5", "H6 DK", "H8 D10", "H9 DJ"],
        "D3 D4 D6 D7 D8 D9",
    );
    assert_eq!(g.rules().friend_calls(), 2);
    let calls = vec![
        FriendCall {
            face: f("DA"),
            nth: 1,
        },
        FriendCall {
            face: f("HK"),
            nth: 1,
        },
    ];
    assert_eq!(
        g.apply(0, Action::CallFriends(vec![calls[0], calls[0]])),
        Err(ActionError::BadFriendCall {
            fault: FriendFault::CalledTwice { call: calls[0] }
        })
    );
    assert_eq!(
        g.apply(0, Action::CallFriends(calls[..1].to_vec())),
        Err(ActionError::WrongFriendCount { expected: 2 })
    );
    assert!(matches!(
        g.apply(1, Action::CallFriends(calls.clone())),
        Err(ActionError::NotYourTurn { to_act: 0 })
    ));
    g.apply(0, Action::CallFriends(calls)).unwrap();
    assert_eq!(g.view(3).calls.len(), 2, "calls are public");
    // Trick 1: seat 0 leads A♥; seat 1 discards A♦ (a friend), seat 2 plays K♥ (a friend).
    trick(&mut g, 0, &["HA", "DA", "HK", "H6", "H8", "H9"]);
    assert_eq!(g.declarers(), &[true, true, true, false, false, false]);
    assert_eq!(g.friends().1, &[Some(1), Some(2)]);
    // Trick 2: seat 0 leads 3♥, the friend at seat 2 wins it with 5♥ (25 points).
    let r = round_over(trick(&mut g, 0, &["H3", "DQ", "H5", "DK", "D10", "DJ"]));
    assert_eq!(g.tricks()[1].winner, 2);
    assert_eq!(g.captured()[2], 25);
    assert_eq!(r.opponents_points, 0);
    assert_eq!(r.outcome, Outcome::Hold { levels: 3 });
    assert_eq!(r.promoted, vec![0, 1, 2], "only the dealer's team goes up");
    assert_eq!(r.next_dealer, 1, "the next declarer after the dealer");
}

#[test]
fn zhao_pengyou_opponents_taking_over_are_promoted_as_a_team() {
    let mut g = zp(
        5,
        vec![Rank::Two, Rank::Three, Rank::Four, Rank::Two, Rank::Two],
        &["H3 H4", "HA H6", "H5 H8", "HK H9", "H10 HJ"],
        "DK D10 CK C10 SK S10 D5 H2",
    );
    g.apply(
        0,
        Action::CallFriends(vec![FriendCall {
            face: f("CA"),
            nth: 2,
        }]),
    )
    .unwrap();
    trick(&mut g, 0, &["H3", "HA", "H5", "HK", "H10"]);
    assert_eq!(g.opponents_points(), 25);
    let r = round_over(trick(&mut g, 1, &["H6", "H8", "H9", "HJ", "H4"]));
    assert_eq!(
        r.declarers,
        vec![true, false, false, false, false],
        "the dealer alone"
    );
    // Seat 4's J♥ wins the last trick: kitty 65 × 2.
    assert_eq!(r.kitty_multiplier, 2);
    assert_eq!(r.opponents_points, 25 + 130);
    assert_eq!(r.outcome, Outcome::TakeOver { levels: 1 });
    assert_eq!(r.promoted, vec![1, 2, 3, 4]);
    assert_eq!(
        r.levels,
        vec![Rank::Two, Rank::Four, Rank::Five, Rank::Three, Rank::Three]
    );
    assert_eq!(r.next_dealer, 1, "the next opponent after the dealer");
    g.apply(0, Action::NextRound).unwrap();
    assert_eq!(g.trump_or_bid().rank, Rank::Four, "the new dealer's level");
}

// ------------------------------------------------------------------ errors and views

#[test]
fn every_error_reads_as_a_sentence() {
    let card = h("H10")[0];
    let errors = vec![
        ActionError::NoSuchSeat {
            seat: 9,
            players: 4,
        },
        ActionError::WrongPhase {
            action: "bid".into(),
            phase: Phase::Playing,
        },
        ActionError::NotYourTurn { to_act: 2 },
        ActionError::NoCards,
        ActionError::DuplicateCard { card },
        ActionError::NotInHand { card },
        ActionError::WrongCount {
            expected: 2,
            got: 1,
        },
        ActionError::MixedSuits,
        ActionError::MustFollowSuit { suit: 4, count: 1 },
        ActionError::MustPlayAllOfSuit { suit: 0, held: 1 },
        ActionError::MustMatchStructure {
            suit: 1,
            needed: cardtable::shengji::combination::Needed::Tuples { width: 2, count: 1 },
        },
        ActionError::NotABid {
            fault: BidFault::MixedJokers,
        },
        ActionError::SingleJoker,
        ActionError::BidTooWeak {
            current: Bid {
                seat: 1,
                cards: vec!["H9".parse().unwrap()],
            },
        },
        ActionError::OnlyReinforce {
            current: Bid {
                seat: 1,
                cards: vec!["H9".parse().unwrap()],
            },
        },
        ActionError::CannotReinforcePartner,
        ActionError::AlreadyPassed,
        ActionError::MisdealNotAllowed,
        ActionError::NoMisdeal,
        ActionError::WrongFriendCount { expected: 1 },
        ActionError::BadFriendCall {
            fault: FriendFault::NoSuchCopy { decks: 2 },
        },
        ActionError::MatchOver,
    ];
    let want = [
        "there is no seat 9: seats are 0 to 3",
        "you cannot bid now: tricks are being played",
        "it is not your turn: seat 2 is to act",
        "choose at least one card",
        "the 10♥ was chosen twice",
        "you do not hold that 10♥",
        "you must play 2 cards, not 1",
        "a lead must be all in one suit (all trumps, or all of one plain suit)",
        "you must follow suit: play 1 trump",
        "you must play your only ♠ card before adding cards of other suits",
        "you must play a pair of ♥: your hand has one",
        "that is not a bid: a big and a small joker are not a pair",
        "a single joker is not a bid: show a pair of identical jokers to bid no-trump",
        "your bid must be stronger than 9♥: more cards, or at equal count jokers over suits and big over small",
        "you already bid 9♥: you may only reinforce it with more copies of the same card",
        "you cannot reinforce your partner's bid",
        "you have already passed; bid to take part again",
        "misdeals are not allowed in these rules",
        "you can only call a misdeal with no trumps or no point cards in your hand",
        "call exactly 1 friend card",
        "that friend call is not valid: there are only 2 copies of each card: call the 1st to the 2",
        "the match is over",
    ];
    assert_eq!(errors.len(), want.len());
    for (e, w) in errors.iter().zip(want) {
        assert_eq!(e.to_string(), w);
    }
}

#[test]
fn follow_errors_in_play_name_the_suit_and_structure() {
    let mut g = classic7(&["C4 C4 H2", "C9 C9 C3", "S7 C2 H3", "H4 H5 H6"], KITTY25);
    play(&mut g, 0, "C4 C4").unwrap();
    assert_eq!(
        play(&mut g, 1, "C9 C3").unwrap_err().to_string(),
        "you must play a pair of trumps: your hand has one"
    );
    play(&mut g, 1, "C9 C9").unwrap();
    assert_eq!(
        play(&mut g, 2, "S7 H3").unwrap_err().to_string(),
        "you must follow suit: play 2 trumps"
    );
    play(&mut g, 2, "S7 C2").unwrap();
    play(&mut g, 3, "H4 H5").unwrap();
    assert_eq!(g.tricks()[0].winner, 1);
}

#[test]
fn views_show_each_seat_only_its_own_cards() {
    let g = classic7(&["S3 S3", "SA SA", "S4 S4", "S5 S6"], KITTY25);
    for s in 0..4 {
        let v = g.view(s);
        assert_eq!(v.seat, s);
        let mut mine = g.hand(s).to_vec();
        mine.sort();
        let mut shown = v.hand.clone();
        shown.sort();
        assert_eq!(shown, mine);
        assert_eq!(v.hand_sizes, vec![2; 4]);
        let json = serde_json::to_string(&v).unwrap();
        for other in (0..4).filter(|o| *o != s) {
            for c in g.hand(other) {
                if !g.hand(s).iter().any(|m| m.face == c.face) {
                    assert!(
                        !json.contains(&format!("\"{}\"", c.full_code())),
                        "seat {s} sees {c:?}"
                    );
                }
            }
        }
    }
    // A seat number off the table sees only the public table.
    let v = g.view(17);
    assert!(v.hand.is_empty() && v.buried.is_none() && v.bid_options.is_empty());
    assert!(!v.my_turn());
}

// ------------------------------------------------------------------ property: every move legal

fn variants() -> Vec<(String, Rules)> {
    let mut v = vec![
        ("classic".to_string(), Rules::classic()),
        ("one-deck".to_string(), Rules::one_deck()),
        ("three-decks".to_string(), Rules::three_decks()),
        ("four-decks".to_string(), Rules::multi_deck(4).unwrap()),
    ];
    for p in 5..=12 {
        v.push((format!("zhao-pengyou-{p}"), Rules::zhao_pengyou(p).unwrap()));
    }
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
