//! The Hint's one-line reasons say only what is true of the play (issue 46): "keeps your bomb"
//! only when the hand holds a bomb that the play leaves whole, "the cheapest play" only when no
//! smaller play of the kind beats the trick, "weak cards" only for a low lead.

#[path = "common/guandan.rs"]
mod common;

use cardtable::agents::Why;
use cardtable::agents::guandan::why::why;
use cardtable::guandan::Action;
use common::{cards, position, script};

/// Hands of the other seats, nothing in them that matters here.
const FILL_1: &str = "D3 D4 C7 D7 D10 DJ DQ HQ";
const FILL_2: &str = "H3 H4 H7 H9 H10 HJ CJ HK";
/// Seat 3 leads a full house of 5s when we follow.
const SEAT_3: &str = "C5 D5 S5 C6 D6 S4 C10 H8 S8 H6";
const FULL_HOUSE_OF_5S: &str = "C5 D5 S5 C6 D6";

/// The reason for `play` ("pass" or the cards) by seat 0 holding `hand`, leading or following
/// seat 3's full house of 5s.
fn reason(hand: &str, follow: bool, play: &str) -> Option<Why> {
    let leader = if follow { 3 } else { 0 };
    let mut game = position([hand, FILL_1, FILL_2, SEAT_3], "2", leader);
    if follow {
        script(&mut game, &[FULL_HOUSE_OF_5S]);
    }
    assert_eq!(game.to_act(), Some(0), "{hand}");
    let action = if play == "pass" {
        Action::Pass
    } else {
        // The very cards of the hand (the second copy of a face is the hand's second one).
        let mut pool = game.hands()[0].clone();
        let chosen = cards(play)
            .into_iter()
            .map(|c| {
                let i = pool.iter().position(|h| h.face == c.face).unwrap();
                pool.remove(i)
            })
            .collect();
        Action::Play {
            cards: chosen,
            as_combo: None,
        }
    };
    why(&game.view(0), &action)
}

#[test]
fn keeps_your_bomb_only_when_the_play_leaves_a_bomb_whole() {
    // (hand, following?, play, reason)
    let cases: [(&str, bool, &str, Option<Why>); 9] = [
        // Three of the four aces in a full house: the only bomb is broken.
        (
            "SA HA CA DA SK CK S7 C8 D9 S10",
            true,
            "SA HA CA SK CK",
            Some(Why::Cheapest),
        ),
        // A full house of 9s beside four aces: the bomb stays whole.
        (
            "S9 C9 D9 SK CK SA HA CA DA S7",
            true,
            "S9 C9 D9 SK CK",
            Some(Why::KeepsBomb),
        ),
        // No bomb, and a smaller full house (9s) would have beaten the 5s too.
        (
            "S9 C9 D9 SK CK SQ CQ SQ S7 C8",
            true,
            "SQ CQ SQ SK CK",
            None,
        ),
        // No bomb, the smallest full house that beats it.
        (
            "S9 C9 D9 SK CK S7 C8 D4 S10 SJ",
            true,
            "S9 C9 D9 SK CK",
            Some(Why::Cheapest),
        ),
        // Passing: only the bomb beats the 5s; something else does; nothing does.
        (
            "SA HA CA DA S7 C8 D9 S10 SJ S3",
            true,
            "pass",
            Some(Why::KeepsBomb),
        ),
        (
            "S9 C9 D9 SK CK S7 C8 D4 S10 SJ",
            true,
            "pass",
            Some(Why::SavesStrength),
        ),
        ("S7 C8 D9 S10 SJ S3 C4 D6 SK CQ", true, "pass", None),
        // Leading: a low single beside a bomb is a weak lead, not a kept bomb; a pair of kings
        // is no weak lead.
        (
            "S3 SA HA CA DA S7 C8 D9 S10 SJ",
            false,
            "S3",
            Some(Why::LeadsWeak),
        ),
        ("SK CK S7 C8 D9 S10 SJ S3 C4 D6", false, "SK CK", None),
    ];
    for (hand, follow, play, expected) in cases {
        assert_eq!(
            reason(hand, follow, play),
            expected,
            "{hand}: {play} (following: {follow})"
        );
    }
}
