//! Every error reads as a sentence, and each seat sees only its own cards.

use super::*;

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
