//! The Sheng Ji rule AI on hand-made positions (bidding, burying, friend calls, following,
//! leading), the legality and determinism of its actions over many seeded matches of several
//! variants, and the native measurement tools (duplicate series against random play, soak).

#[path = "common/shengji.rs"]
mod common;
use common::*;

use cardtable::agents::shengji::rule::ranked;
use cardtable::agents::shengji::{BaselineAgent, RuleAgent};
use cardtable::agents::{Agent, AgentKind, AgentSpec, TableGame};
use cardtable::arena::shengji::duplicate;
use cardtable::cards::{Card, Face, Rank, Suit, deck};
use cardtable::driver::{Match, Player};
use cardtable::shengji::combination::{decompose, groups};
use cardtable::shengji::order::points_of;
use cardtable::shengji::trick::check_throw;
use cardtable::shengji::{Action, Event, FriendCall, Game, Phase, Rules, SeatView, Trump};

fn best(view: &SeatView) -> Action {
    ranked(view).into_iter().next().expect("an action")
}

fn played(view: &SeatView) -> Vec<Card> {
    match best(view) {
        Action::Play(cards) => cards,
        other => panic!("a play was expected, not {other:?}"),
    }
}

fn codes(cards: &[Card]) -> String {
    let mut v: Vec<String> = cards.iter().map(|c| c.face.to_string()).collect();
    v.sort();
    v.join(" ")
}

// ---------------------------------------------------------------------------- bidding

/// A stacked round-1 deal (rank 2, seat 0 draws first): each seat gets its `wanted` cards
/// first, in that order, then the rest of the deck.
fn stacked(wanted: &[&str]) -> Game {
    let rules = Rules::classic();
    let (want, _) = deal(wanted, "");
    let used: Vec<Card> = want.iter().flatten().copied().collect();
    let mut rest: Vec<Card> = deck(2)
        .unwrap()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    let mut hands = want;
    hands.resize(4, Vec::new());
    for hand in hands.iter_mut() {
        while hand.len() < 25 {
            hand.push(rest.pop().unwrap());
        }
    }
    let mut order: Vec<Card> = (0..25)
        .flat_map(|k| (0..4).map(move |s| (k, s)))
        .map(|(k, s)| hands[s][k])
        .collect();
    order.extend(rest);
    Game::stacked(rules, 1, vec![Rank::Two; 4], None, order).unwrap()
}

const STRONG: &str = "H2 H2 RJ BJ HA HK HQ HJ H10 H9 H8 H7 H6 H5 SA CA DA S3 S4 C3 C4 D3 D4 D5 S5";
const WEAK: &str = "S2 S3 S4 H3 H4 H5 H6 H7 H8 H9 C3 C4 C5 C6 C7 C8 C9 D3 D4 D5 D6 D7 D8 D9 D10";

/// Draws (nobody bidding) until `seat` is to draw with `cards` in hand, or the drawing ends.
fn draw_until(g: &mut Game, seat: usize, cards: usize) {
    while g.phase() == Phase::Drawing && !(g.to_act() == Some(seat) && g.hand(seat).len() == cards)
    {
        draw_once(g);
    }
}

#[test]
fn bids_with_a_strong_suit_and_not_with_a_weak_one() {
    // Last bids, whole hand: the heart pair for the strong hand, a pass for the weak one.
    for (hand, bids) in [(STRONG, true), (WEAK, false)] {
        let mut g = stacked(&[hand]);
        draw_all(&mut g);
        let view = g.view(0);
        assert!(!view.bid_options.is_empty(), "{hand}: a bid is possible");
        match best(&view) {
            Action::Bid(cards) if bids => assert_eq!(codes(&cards), "H2 H2"),
            Action::Pass if !bids => {}
            other => panic!("{hand}: {other:?}"),
        }
    }
    // While drawing, on a partial hand: twelve cards strong in hearts already bid; the weak
    // hand keeps drawing.
    for (hand, bids) in [(STRONG, true), (WEAK, false)] {
        let mut g = stacked(&[hand]);
        draw_until(&mut g, 0, 12);
        let view = g.view(0);
        assert!(!view.bid_options.is_empty());
        let a = best(&view);
        assert_eq!(matches!(a, Action::Bid(_)), bids, "{hand}: {a:?}");
        if !bids {
            assert_eq!(a, Action::Draw);
        }
    }
    // Jokers, trump-rank cards and aces in every suit, no long suit: no-trump with the big
    // joker pair.
    let mut g =
        stacked(&["RJ RJ BJ S2 H2 C2 D2 SA SA HA HA CA CA DA DA SK HK CK DK S3 H4 C5 D6 S7 H8"]);
    draw_all(&mut g);
    match best(&g.view(0)) {
        Action::Bid(cards) => assert_eq!(codes(&cards), "RJ RJ"),
        other => panic!("{other:?}"),
    }
    // Too early to judge: three cards, one of them a 2♥, is no bid.
    let mut g = stacked(&[STRONG]);
    draw_until(&mut g, 0, 3);
    assert_eq!(best(&g.view(0)), Action::Draw);
}

#[test]
fn bids_boldest_in_the_first_round_with_fixed_teams() {
    use cardtable::agents::shengji::bid::{BOLD, FIRST_ROUND, NORMAL};
    use cardtable::agents::shengji::rule::boldness;
    let mut view = stacked(&[STRONG]).view(0);
    // The first round (no dealer yet): the bid decides which team declares.
    assert_eq!(view.dealer, None);
    assert_eq!(boldness(&view).drawing, FIRST_ROUND.drawing);
    // Later rounds: the dealer is set and a bid only names the trump.
    view.dealer = Some(2);
    assert_eq!(boldness(&view).drawing, BOLD.drawing);
    // Zhao Pengyou: the dealer plays alone until the friends show, in every round.
    let zp = Game::new(Rules::named("zhao-pengyou-5").unwrap(), 1).unwrap();
    let mut view = zp.view(0);
    assert_eq!(boldness(&view).drawing, NORMAL.drawing);
    view.dealer = Some(1);
    assert_eq!(boldness(&view).drawing, NORMAL.drawing);
}

#[test]
fn never_overrides_its_partner_but_overrides_an_opponent() {
    // Seat 2 (the partner) or seat 1 (an opponent) bid 2♠ with their first card; seat 0 then
    // has a strong heart hand with the 2♥ pair.
    for (bidder, overrides) in [(2, false), (1, true)] {
        let mut wanted = vec![STRONG, "", "", ""];
        wanted[bidder] = "S2";
        let mut g = stacked(&wanted);
        draw_until(&mut g, bidder, 0);
        draw_once(&mut g);
        let s2 = pick(g.hand(bidder), "S2");
        g.apply(bidder, Action::Bid(s2)).unwrap();
        draw_all(&mut g);
        let view = g.view(0);
        let mut h2 = pick(&view.hand, "H2 H2");
        h2.sort();
        assert!(
            view.bid_options.iter().any(|b| {
                let mut b = b.clone();
                b.sort();
                b == h2
            }),
            "the engine allows the heart pair: {:?}",
            view.bid_options
        );
        let a = best(&view);
        if overrides {
            assert!(
                matches!(a, Action::Bid(ref c) if codes(c) == "H2 H2"),
                "{a:?}"
            );
        } else {
            assert_eq!(a, Action::Pass, "never over the partner");
            assert!(ranked(&view).contains(&Action::Pass));
        }
    }
}

// ---------------------------------------------------------------------------- the kitty

/// Round with rank 2 and `suit` trump, dealer 0 holding the kitty (not buried yet).
fn dealt(rules: Rules, hands: &[&str], kitty: &str, suit: Suit) -> Game {
    let (hands, kitty) = deal(hands, kitty);
    let n = rules.players as usize;
    Game::arranged(
        rules,
        vec![Rank::Two; n],
        0,
        Trump::new(Rank::Two, Some(suit)),
        hands,
        kitty,
    )
    .unwrap()
}

/// As [`dealt`], the dealer having buried the kitty as dealt: the dealer leads.
fn position(hands: &[&str], kitty: &str, suit: Suit) -> Game {
    let mut g = dealt(Rules::classic(), hands, kitty, suit);
    let k = g.kitty().to_vec();
    g.apply(0, Action::Bury(k)).unwrap();
    g
}

const KITTY: &str = "D7 D8 D9 DJ DQ C6 C7 H7";

#[test]
fn buries_no_points_keeps_pairs_and_makes_a_void() {
    let g = dealt(
        Rules::classic(),
        &[
            "H5 H9 HK S5 S10 SK SK CA C9 C9",
            "S4 S7 S8 S9 SJ SQ HA H3 H4 H6",
            "C2 C3 C5 CJ CQ CK D2 D5 D10 DK",
            "DA DA D9 DJ DQ HQ HJ H10 H8 S2",
        ],
        "D3 D4 S3 S6 C4 C6 C7 D8",
        Suit::Hearts,
    );
    let view = g.view(0);
    let Action::Bury(buried) = best(&view) else {
        panic!("a burial")
    };
    assert_eq!(codes(&buried), "C4 C6 C7 D3 D4 D8 S3 S6");
    assert_eq!(points_of(&buried), 0);
    // Every burial offered is legal, and the first one buries no point card.
    for a in ranked(&view) {
        let mut g2 = g.clone();
        g2.apply(0, a.clone())
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    // Five plain cards without points: low trumps go before any point card.
    let g = dealt(
        Rules::classic(),
        &[
            "H3 H4 H9 HK S5 S10 SK CK C10 C5",
            "S4 S7 S8 S9 SJ SQ HA H5 H6 H8",
            "C2 C3 CJ CQ CK D2 D5 D10 DK HJ",
            "DA DA D9 DJ DQ HQ H10 S2 SA SA",
        ],
        "D3 D4 S3 S6 C6 D5 D10 DK",
        Suit::Hearts,
    );
    let Action::Bury(buried) = best(&g.view(0)) else {
        panic!("a burial")
    };
    assert_eq!(codes(&buried), "C6 D3 D4 H3 H4 H9 S3 S6");
    // Pairs and tractors stay in the hand even when they are low.
    let g = dealt(
        Rules::classic(),
        &[
            "S3 S3 S4 S4 C8 C8 H9 HK HA CA",
            "S7 S8 S9 SJ SQ S5 H3 H5 H6 H8",
            "C2 C3 CJ CQ CK D2 D5 D10 DK HJ",
            "DA DA D9 DJ DQ HQ H10 S2 SA SA",
        ],
        "D3 D4 S6 C4 C6 C7 D8 C9",
        Suit::Hearts,
    );
    let Action::Bury(buried) = best(&g.view(0)) else {
        panic!("a burial")
    };
    for kept in ["S3", "S4", "C8"] {
        assert!(!codes(&buried).contains(kept), "{kept}: {}", codes(&buried));
    }
}

/// The dealer (seat 0) buries as the Normal would; the dealer's view after it.
fn buried(g: &mut Game) -> SeatView {
    let Action::Bury(b) = best(&g.view(0)) else {
        panic!("a burial")
    };
    g.apply(0, Action::Bury(b)).unwrap();
    g.view(0)
}

#[test]
fn calls_an_ace_it_does_not_hold_in_zhao_pengyou() {
    let rules = Rules::zhao_pengyou(5).unwrap();
    // (dealer's hand, the call expected): no diamond ace → the 1st A♦; one copy of every
    // plain ace → the 2nd copy of one of them.
    let others = [
        "S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ",
        "H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ",
        "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ",
        "D6 D7 D8 D9 D10 DJ DQ DK RJ RJ",
    ];
    for (dealer, face, nth) in [
        ("SA SK HA HK CA CK C2 D3 D4 D5", Some("DA"), 1),
        ("SA HA CA DA HK CK DK D3 D4 D5", None, 2),
    ] {
        let mut hands = vec![dealer];
        hands.extend(others);
        let mut g = dealt(
            rules.clone(),
            &hands,
            "S3 H3 C3 H4 C4 H6 C6 D6",
            Suit::Spades,
        );
        let view = buried(&mut g);
        assert_eq!(view.phase, Phase::CallingFriends);
        let Action::CallFriends(calls) = best(&view) else {
            panic!("friend calls")
        };
        assert_eq!(calls.len(), 1);
        let FriendCall {
            face: called,
            nth: k,
        } = calls[0];
        assert_eq!(called.rank(), Some(Rank::Ace), "{calls:?}");
        assert_ne!(called.suit(), Some(Suit::Spades), "a plain ace");
        if let Some(f) = face {
            assert_eq!(called, f.parse::<Face>().unwrap());
            assert!(!view.hand.iter().any(|c| c.face == called));
        }
        assert_eq!(k, nth, "{calls:?}");
        g.apply(0, Action::CallFriends(calls)).unwrap();
    }
}

#[test]
fn calls_in_its_short_suit_where_the_baseline_called_in_its_long_one() {
    use cardtable::agents::shengji::bury::friend_calls_by;
    use cardtable::agents::shengji::rule::Rulebook;
    let rules = Rules::zhao_pengyou(5).unwrap();
    // One copy of each plain ace, long hearts, one club: every call is a 2nd ace.
    let hands = [
        "SA HA CA DA H5 H6 H7 H8 H9 H10",
        "S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ",
        "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ",
        "D6 D7 D8 D9 D10 DJ DQ DK RJ RJ",
        "HJ HQ HK D3 D4 D5 C3 C4 C5 C6",
    ];
    let mut g = dealt(rules, &hands, "S3 H3 C7 H4 D4 D8 C8 D6", Suit::Spades);
    let view = buried(&mut g);
    let length = |f: Face| {
        let suit = f.suit();
        view.hand.iter().filter(|c| c.face.suit() == suit).count()
    };
    let first = |book| friend_calls_by(&view, book)[0][0].face;
    let (short, long) = (first(Rulebook::Current), first(Rulebook::Baseline));
    assert!(length(short) < length(long), "{short} {long}");
    assert_eq!(long.suit(), Some(Suit::Hearts));
    // The Normal's own choice is the short-suit call.
    let Action::CallFriends(calls) = best(&view) else {
        panic!("friend calls")
    };
    assert_eq!(calls[0].face, short);
}

// ---------------------------------------------------------------------------- following

/// Plays the named cards for the seats in turn from the dealer's lead.
fn trick(g: &mut Game, plays: &[&str]) {
    for p in plays {
        let seat = g.to_act().unwrap();
        play(g, seat, p).unwrap();
    }
}

#[test]
fn adds_points_to_a_partner_winning_the_trick() {
    // Seat 1 (the partner of seat 3) wins with an ace whose twin it holds; seat 3 plays last.
    let mut g = position(
        &[
            "S3 C8 C9 C10 CJ",
            "SA SA D3 D4 D5",
            "S4 CQ CK CA D6",
            "SK S10 S6 C3 C4",
        ],
        KITTY,
        Suit::Hearts,
    );
    trick(&mut g, &["S3", "SA", "S4"]);
    let cards = played(&g.view(3));
    assert_eq!(points_of(&cards), 10, "{}", codes(&cards));
}

#[test]
fn plays_low_when_it_cannot_win() {
    // An opponent leads the top spade: follow with the lowest card, no points.
    let mut g = position(
        &[
            "SA SA C8 C9 C10",
            "S5 SK S3 C4 C5",
            "S4 CQ CK CA D6",
            "S6 S8 C3 D3 D4",
        ],
        KITTY,
        Suit::Hearts,
    );
    trick(&mut g, &["SA"]);
    assert_eq!(codes(&played(&g.view(1))), "S3");
    // Void in spades and without trumps: the cheapest card without points.
    let mut g = position(
        &[
            "SA SA C8 C9 C10",
            "C3 C5 CK D4 D10",
            "S4 CQ CK CA D6",
            "S6 S8 C4 D3 D5",
        ],
        KITTY,
        Suit::Hearts,
    );
    trick(&mut g, &["SA"]);
    let cards = played(&g.view(1));
    // Either lowest card of a plain suit (the Normal's second look prefers D4 here, keeping
    // C3 C5 under CK), never a point or the king.
    assert!(
        ["C3", "D4"].contains(&codes(&cards).as_str()),
        "{}",
        codes(&cards)
    );
}

#[test]
fn ruffs_a_trick_rich_in_points_but_not_an_empty_one() {
    let hands = [
        "SK S3 C8 C9 C10",
        "S4 S5 D3 D4 D5",
        "S10 S6 CK CA D6",
        "H3 H9 C4 C6 DA",
    ];
    // K♠ and 10♠ for the opponents: seat 3, void in spades, ruffs with its lowest trump.
    let mut g = position(&hands, KITTY, Suit::Hearts);
    trick(&mut g, &["SK", "S4", "S10"]);
    assert_eq!(codes(&played(&g.view(3))), "H3");
    // Nothing on the trick: a small plain card, no trump.
    let mut g = position(&hands, KITTY, Suit::Hearts);
    trick(&mut g, &["S3", "S4", "S6"]);
    let cards = played(&g.view(3));
    assert!(
        cards.iter().all(|c| c.suit() != Some(Suit::Hearts)) && points_of(&cards) == 0,
        "{}",
        codes(&cards)
    );
}

#[test]
fn beats_an_opponent_cheaply_when_it_can() {
    let mut g = position(
        &[
            "S9 C8 C9 C10 CJ",
            "S3 D3 D4 D5 D6",
            "S4 CQ CK CA D8",
            "SJ SA S6 C3 C4",
        ],
        KITTY,
        Suit::Hearts,
    );
    trick(&mut g, &["S9", "S3", "S4"]);
    assert_eq!(codes(&played(&g.view(3))), "SJ");
}

#[test]
fn adds_points_to_a_revealed_friend_in_zhao_pengyou() {
    // Trump clubs; the dealer (seat 0) calls the 1st A♥, which seat 2 plays at once.
    let mut g = dealt(
        Rules::zhao_pengyou(5).unwrap(),
        &[
            "H3 DK D10 D3 S3 S4",
            "H4 D4 D5 S5 S6 S7",
            "HA DA DA S8 S9 S10",
            "H5 D6 D7 SJ SQ SK",
            "H6 D8 D9 SA H7 H8",
        ],
        KITTY,
        Suit::Clubs,
    );
    let k = g.kitty().to_vec();
    g.apply(0, Action::Bury(k)).unwrap();
    let call = FriendCall {
        face: "HA".parse().unwrap(),
        nth: 1,
    };
    g.apply(0, Action::CallFriends(vec![call])).unwrap();
    trick(&mut g, &["H3", "H4", "HA", "H5", "H6"]);
    assert_eq!(g.declarers(), &[true, false, true, false, false]);
    // The friend leads the A♦ it holds twice; the dealer adds points.
    trick(&mut g, &["DA", "D6", "D8"]);
    let cards = played(&g.view(0));
    assert_eq!(points_of(&cards), 10, "{}", codes(&cards));
    // Zhao Pengyou has no partner across the table: the Hint's reason names a teammate this
    // seat has come to know, or the caller (issue 67).
    use cardtable::agents::Why;
    use cardtable::agents::shengji::why::why;
    let low = Action::Play(vec![
        g.hand(0)
            .iter()
            .copied()
            .find(|c| c.face == "D3".parse().unwrap())
            .unwrap(),
    ]);
    assert_eq!(why(&g.view(0), &low), Some(Why::TeammateWinning));
}

#[test]
fn remembers_played_cards_and_voids() {
    use cardtable::agents::shengji::memory::Memory;
    let mut g = position(
        &[
            "SA S3 C8 C9 C10",
            "S4 D3 D4 D5 D6",
            "C3 CQ CK CA D8",
            "SJ SA S6 C4 C5",
        ],
        KITTY,
        Suit::Hearts,
    );
    trick(&mut g, &["SA", "S4", "C3", "S6"]);
    let m = Memory::new(&g.view(0));
    let spades = Suit::Spades.index() as u8;
    assert!(m.is_void(2, spades), "seat 2 did not follow spades");
    assert!(!m.is_void(1, spades) && !m.is_void(3, spades));
    // One ace of spades was led; the other, in seat 3's hand, is still unseen.
    let sa: Face = "SA".parse().unwrap();
    assert_eq!(m.played(sa), 1);
    assert_eq!(m.unseen[sa.index()], 1);
    assert_eq!(m.unseen["S4".parse::<Face>().unwrap().index()], 1);
}

// ---------------------------------------------------------------------------- leading

/// Every multi-unit lead the AI offers stands against the real hands.
fn throws_hold(g: &Game, seat: usize) {
    let view = g.view(seat);
    let order = view.order();
    let others: Vec<(usize, &[Card])> = (0..g.rules().players as usize)
        .filter(|s| *s != seat)
        .map(|s| (s, g.hand(s)))
        .collect();
    for a in ranked(&view) {
        let Action::Play(cards) = a else { continue };
        let es = order.esuit(cards[0].face);
        let units = decompose(&groups(&cards, es, &order), g.rules().max_width(), es);
        if units.len() > 1 {
            assert_eq!(
                check_throw(&units, es, &others, &order),
                None,
                "seat {seat} offers the beatable throw {}",
                codes(&cards)
            );
        }
    }
}

#[test]
fn throws_only_what_nobody_can_beat() {
    // The other A♠ is out: A♠ K♠ Q♠ is no throw; A♠ alone is.
    let g = position(
        &[
            "SA SK SQ C3 C4",
            "SA D3 D4 D5 D6",
            "S4 CQ CK CA D8",
            "SJ S5 S6 C5 C9",
        ],
        KITTY,
        Suit::Hearts,
    );
    throws_hold(&g, 0);
    let lead = played(&g.view(0));
    assert_eq!(codes(&lead), "SA", "the sure winner first");
    // Both aces held and no higher king out: A♠ A♠ K♠ is thrown at once.
    let g = position(
        &[
            "SA SA SK C3 C4",
            "SK D3 D4 D5 D6",
            "S4 CQ CK CA D8",
            "SJ S5 S6 C5 C9",
        ],
        KITTY,
        Suit::Hearts,
    );
    throws_hold(&g, 0);
    assert_eq!(codes(&played(&g.view(0))), "SA SA SK");
}

#[test]
fn never_throws_into_a_seat_that_showed_the_void() {
    // The other A♣ and K♣ are in seat 0's own kitty, so A♣ K♣ is a throw nobody can beat in
    // clubs; but seat 1 showed it has no club (it discarded on the first trick) and holds
    // trumps: it would ruff the throw and take the K's 10 points.
    let mut g = dealt(
        Rules::classic(),
        &[
            "C10 CA CK S3 S4 D3",
            "H3 H4 D5 D6 S5 S6",
            "C4 C8 S7 S8 D9 D10",
            "C5 C9 SJ SQ D4 D5",
        ],
        "CA CK D7 DJ DQ S9 S10 C6",
        Suit::Hearts,
    );
    let k = g.kitty().to_vec();
    g.apply(0, Action::Bury(k)).unwrap();
    trick(&mut g, &["C10", "D5", "C4", "C5"]);
    assert_eq!(g.to_act(), Some(0));
    let view = g.view(0);
    assert_ne!(codes(&played(&view)), "CA CK", "today's player");
    // The baseline did throw it: the test would catch the old behaviour.
    let Some(Action::Play(old)) = BaselineAgent.act(&view) else {
        panic!("the baseline plays");
    };
    assert_eq!(codes(&old), "CA CK", "the baseline");
}

#[test]
fn points_count_most_near_a_line_of_the_scoring_table() {
    use cardtable::agents::shengji::table::point_weight;
    let g = Game::new(Rules::classic(), 1).unwrap();
    // (defenders' points, points taken by everybody so far) -> weight of a point
    let at = |opponents: i32, taken: u32| {
        let mut v = g.view(0);
        v.opponents_points = opponents;
        v.captured = vec![taken, 0, 0, 0];
        point_weight(&v)
    };
    let start = at(0, 0);
    assert!(
        (0.6..1.6).contains(&start),
        "an average point at the start: {start}"
    );
    // 75 points and 10 still out: the take-over line (80) is right there.
    assert!(at(75, 190) > 2.0, "{}", at(75, 190));
    // 130 and 10 out: no line can be crossed any more.
    assert_eq!(at(130, 190), 0.4);
    // Nothing taken by the defenders and 20 out: the first point costs the declarers a level.
    assert!(at(0, 180) > 1.0, "{}", at(0, 180));
}

// ---------------------------------------------------------------------------- properties

fn normal_players(n: usize, seed: u64) -> Vec<Player> {
    (0..n)
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Normal, seed * 10 + s as u64)))
        .collect()
}

/// Plays a match of Normal agents through the driver (every action must be accepted) for at
/// most `rounds` rounds; every `check`-th decision, every action of the ranked list is also
/// tried on a copy of the game, and every throw offered must stand against the real hands.
fn checked_match(rules: &Rules, seed: u64, rounds: usize, check: usize) -> usize {
    let n = rules.players as usize;
    let mut m = Match::new(
        Game::new(rules.clone(), seed).unwrap(),
        normal_players(n, seed),
    );
    let mut step = 0;
    loop {
        let game = m.game().clone();
        let Some(seat) = TableGame::to_act(&game) else {
            break;
        };
        step += 1;
        if step % check == 0 {
            let view = game.view(seat);
            for a in ranked(&view) {
                let mut g2 = game.clone();
                if let Err(e) = g2.apply(seat, a.clone()) {
                    panic!("seed {seed}: ranked {a:?} refused: {e}");
                }
            }
            if view.phase == Phase::Playing && view.trick.is_none() {
                throws_hold(&game, seat);
            }
        }
        let (_, events) = m
            .step()
            .unwrap_or_else(|e| panic!("{rules:?} seed {seed}: {e}"))
            .expect("an AI acts");
        for e in &events {
            if let Event::ThrowFailed(f) = e {
                panic!("seed {seed}: the rule AI threw and failed: {f}");
            }
        }
        if game.results().len() >= rounds {
            break;
        }
    }
    m.game().results().len()
}

#[test]
fn every_normal_action_is_accepted_in_every_variant() {
    for (name, seeds, rounds, check) in [
        ("classic", 8, 12, 5),
        ("one-deck", 8, 12, 5),
        ("three-decks", 3, 4, 9),
        ("four-decks", 2, 3, 13),
        ("zhao-pengyou-5", 6, 10, 7),
        ("zhao-pengyou-6", 6, 10, 7),
        ("zhao-pengyou-8", 2, 4, 11),
    ] {
        let rules = Rules::named(name).unwrap();
        for seed in 0..seeds {
            let played = checked_match(&rules, seed, rounds, check);
            assert!(played >= 1, "{name} seed {seed}: no round finished");
        }
    }
}

#[test]
fn decisions_are_deterministic() {
    for name in ["classic", "zhao-pengyou-5"] {
        let rules = Rules::named(name).unwrap();
        let n = rules.players as usize;
        let mut g = Game::new(rules, 7).unwrap();
        let mut a: Box<dyn Agent<Game>> = Box::new(RuleAgent { seed: 1 });
        let mut b: Box<dyn Agent<Game>> = Box::new(RuleAgent { seed: 99 });
        for _ in 0..1500 {
            let Some(seat) = TableGame::to_act(&g) else {
                break;
            };
            let view = g.view(seat);
            let first = a.act(&view).unwrap();
            assert_eq!(a.act(&view).unwrap(), first, "same view, same action");
            assert_eq!(b.act(&view).unwrap(), first, "the seed does not matter");
            assert_eq!(a.ranked(&view), b.ranked(&view));
            assert_eq!(a.ranked(&view)[0], first);
            g.apply(seat % n, first).unwrap();
        }
    }
}

#[test]
fn normal_beats_random_in_a_duplicate_series() {
    let s = duplicate(
        &Rules::classic(),
        AgentKind::Normal,
        AgentKind::Random,
        3,
        1,
        2,
    )
    .unwrap();
    let t = &s.tally;
    assert_eq!(t.unfinished, 0);
    assert_eq!(t.matches.total, 6, "both sides of every deal finished");
    assert!(t.matches.rate() >= 0.8, "{}", t.matches);
    assert!(
        t.levels_a.mean() > t.levels_b.mean() + 0.5,
        "{} against {}",
        t.levels_a,
        t.levels_b
    );
    assert!(t.as_declarers.total + t.as_defenders.total == t.rounds);
    assert!(t.play_times_a.micros.len() > 100);
    // Zhao Pengyou: the same agents, seats alternating.
    let zp = Rules::zhao_pengyou(5).unwrap();
    let s = duplicate(&zp, AgentKind::Normal, AgentKind::Random, 1, 3, 2).unwrap();
    assert!(
        s.tally.levels_a.mean() > s.tally.levels_b.mean(),
        "{} against {}",
        s.tally.levels_a,
        s.tally.levels_b
    );
}

#[test]
fn the_ranked_list_offers_each_choice_once() {
    let rules = Rules::classic();
    let mut g = Game::new(rules, 21).unwrap();
    let mut agent = RuleAgent { seed: 0 };
    let mut checked = 0;
    while let Some(seat) = TableGame::to_act(&g) {
        let view = g.view(seat);
        let list = ranked(&view);
        let mut keys: Vec<Vec<Card>> = list
            .iter()
            .filter_map(|a| match a {
                Action::Play(c) | Action::Bury(c) | Action::Bid(c) => {
                    let mut c = c.clone();
                    c.sort();
                    Some(c)
                }
                _ => None,
            })
            .collect();
        let before = keys.len();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), before, "{:?}", view.phase);
        checked += 1;
        let a = agent.act(&view).unwrap();
        g.apply(seat, a).unwrap();
        if g.results().len() >= 2 {
            break;
        }
    }
    assert!(checked > 100);
}

/// The page answers the computers' draws and bids itself (issue 69): its one function must
/// choose what every tier at the table would, at every bidding decision of several rounds of
/// each kind of table (the first round, where the bid decides the declarers, and later ones).
#[test]
fn the_pages_bid_or_draw_is_what_every_tier_chooses() {
    use cardtable::agents::EasyAgent;
    use cardtable::agents::shengji::HardAgent;
    use cardtable::agents::shengji::rule::bid_or_draw;
    let mut compared = 0;
    for (name, seeds, rounds) in [
        ("classic", 5, 3),
        ("one-deck", 3, 3),
        ("three-decks", 2, 2),
        ("zhao-pengyou-5", 4, 3),
        ("zhao-pengyou-6", 2, 2),
    ] {
        let rules = Rules::named(name).unwrap();
        for seed in 0..seeds {
            let mut g = Game::new(rules.clone(), seed).unwrap();
            let mut normal = RuleAgent { seed };
            let mut hard = HardAgent::with_budget_ms(seed, 1);
            let mut easy = EasyAgent::<Game> {
                inner: Box::new(RuleAgent { seed }),
                seed,
            };
            while g.results().len() < rounds {
                let Some(seat) = TableGame::to_act(&g) else {
                    break;
                };
                let view = g.view(seat);
                let here = bid_or_draw(&view);
                let chosen = normal.act(&view).unwrap();
                if matches!(view.phase, Phase::Drawing | Phase::Declaring) {
                    assert_eq!(here.as_ref(), Some(&chosen), "{name} seed {seed}: {view:?}");
                    assert_eq!(hard.act(&view), here, "{name} seed {seed}: the Hard");
                    assert_eq!(easy.act(&view), here, "{name} seed {seed}: the Easy");
                    compared += 1;
                } else {
                    assert_eq!(here, None);
                }
                TableGame::apply(&mut g, seat, chosen).unwrap();
            }
        }
    }
    assert!(compared > 1000, "{compared} decisions compared");
}

/// The Hard's charge (issue 49): a cut rollout is counted by its own length, so a decision in
/// trick play samples at least as many deals as when it is counted as a whole rollout
/// (`CARDTABLE_SHENGJI_CHARGE=whole`), more while the hands are full; outside trick play, and
/// with the cut off, the charge changes nothing.
#[test]
fn a_cut_rollout_is_charged_by_its_length() {
    use cardtable::agents::shengji::HardAgent;
    let rules = Rules::named("classic").unwrap();
    let (mut more, mut compared) = (0, 0);
    for seed in 0..3 {
        let mut g = Game::new(rules.clone(), seed).unwrap();
        let mut normal = RuleAgent { seed };
        let hard = HardAgent::with_budget_ms(seed, 400);
        let whole_rollouts = HardAgent { cut: false, ..hard };
        while g.results().is_empty() {
            let Some(seat) = TableGame::to_act(&g) else {
                break;
            };
            let view = g.view(seat);
            let (charged, whole) = (
                hard.planned_charged(&view, 5, true),
                hard.planned_charged(&view, 5, false),
            );
            if view.phase == Phase::Playing {
                assert!(charged >= whole, "seed {seed}: {charged} < {whole}");
                more += usize::from(charged > whole);
                compared += 1;
            } else {
                assert_eq!(charged, whole, "seed {seed}: {:?}", view.phase);
            }
            assert_eq!(
                whole_rollouts.planned_charged(&view, 5, true),
                whole_rollouts.planned_charged(&view, 5, false)
            );
            let chosen = normal.act(&view).unwrap();
            TableGame::apply(&mut g, seat, chosen).unwrap();
        }
    }
    assert!(
        compared > 100 && more > compared / 4,
        "{more} of {compared}"
    );
}
