//! Pip layouts of the number cards and the ace, as on a French-suited deck.

use super::{CX, CY, suits};
use crate::cards::{Rank, Suit};

/// Pip columns and rows. Rows are symmetric about the centre line; pips below it are drawn
/// upside down.
const LEFT: f64 = 80.0;
const MID: f64 = CX as f64;
const RIGHT: f64 = 160.0;
const TOP: f64 = 64.0;
const BOTTOM: f64 = 2.0 * CY as f64 - TOP;
const CENTRE: f64 = CY as f64;
/// Inner rows of the four-row layouts (8 and 10 pips per column pair) split the span in thirds.
const UPPER: f64 = TOP + (BOTTOM - TOP) / 3.0;
const LOWER: f64 = BOTTOM - (BOTTOM - TOP) / 3.0;
/// Halfway between the top and the centre (7, 8) or the top two rows (10).
const HIGH: f64 = (TOP + CENTRE) / 2.0;
const LOW: f64 = (BOTTOM + CENTRE) / 2.0;
const HIGH_10: f64 = (TOP + UPPER) / 2.0;
const LOW_10: f64 = (BOTTOM + LOWER) / 2.0;

const PIP: f64 = 0.4;
const ACE_PIP: f64 = 0.95;
const ACE_OF_SPADES_PIP: f64 = 1.25;

/// Centres of the pips of a number card 2..=10 (an ace has one, a court none).
pub fn positions(rank: Rank) -> Vec<(f64, f64)> {
    let columns = |rows: &[f64]| -> Vec<(f64, f64)> {
        rows.iter().flat_map(|&y| [(LEFT, y), (RIGHT, y)]).collect()
    };
    let three = [TOP, CENTRE, BOTTOM];
    let four = [TOP, UPPER, LOWER, BOTTOM];
    let mut pips = match rank {
        Rank::Ace => vec![(MID, CENTRE)],
        Rank::Two => vec![(MID, TOP), (MID, BOTTOM)],
        Rank::Three => vec![(MID, TOP), (MID, CENTRE), (MID, BOTTOM)],
        Rank::Four | Rank::Five => columns(&[TOP, BOTTOM]),
        Rank::Six | Rank::Seven | Rank::Eight => columns(&three),
        Rank::Nine | Rank::Ten => columns(&four),
        Rank::Jack | Rank::Queen | Rank::King => Vec::new(),
    };
    match rank {
        Rank::Five | Rank::Nine => pips.push((MID, CENTRE)),
        Rank::Seven => pips.push((MID, HIGH)),
        Rank::Eight => pips.extend([(MID, HIGH), (MID, LOW)]),
        Rank::Ten => pips.extend([(MID, HIGH_10), (MID, LOW_10)]),
        _ => {}
    }
    pips
}

/// The pips of a number card or an ace, in the card's colour.
pub fn body(suit: Suit, rank: Rank, colour: &str) -> String {
    let mut out = format!("<g fill=\"{colour}\">");
    if rank == Rank::Ace {
        out.push_str(&ace(suit, colour));
    } else {
        for (x, y) in positions(rank) {
            // Pips on the centre line stay upright, as on printed cards.
            out.push_str(&suits::place(x, y, PIP, y > CENTRE, " class=\"pip\""));
        }
    }
    out.push_str("</g>");
    out
}

/// One large centre pip; the ace of spades gets the traditional bigger, ornate spade.
fn ace(suit: Suit, colour: &str) -> String {
    if suit != Suit::Spades {
        return suits::place(MID, CENTRE, ACE_PIP, false, " class=\"pip\"");
    }
    let mut out = String::new();
    // An outline halo, the spade, then a white inner line and a small gold jewel.
    out.push_str(&suits::place(
        MID,
        CENTRE,
        ACE_OF_SPADES_PIP * 1.16,
        false,
        &format!(" fill=\"none\" stroke=\"{colour}\" stroke-width=\"1.6\""),
    ));
    out.push_str(&suits::place(
        MID,
        CENTRE,
        ACE_OF_SPADES_PIP,
        false,
        " class=\"pip\"",
    ));
    out.push_str(&suits::place(
        MID,
        CENTRE - 4.0,
        ACE_OF_SPADES_PIP * 0.78,
        false,
        " fill=\"none\" stroke=\"#fff\" stroke-width=\"2.5\"",
    ));
    out.push_str(&format!(
        "<circle cx=\"{CX}\" cy=\"{}\" r=\"7\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"2\"/>",
        CY - 2,
        super::GOLD
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_number_card_has_as_many_pips_as_its_rank() {
        for rank in Rank::ALL {
            let expected = match rank.value() {
                2..=10 => rank.value() as usize,
                14 => 1,
                _ => 0,
            };
            assert_eq!(positions(rank).len(), expected, "{rank:?}");
        }
    }

    #[test]
    fn layouts_match_a_french_deck() {
        // (rank, pips in the centre column, above the middle line, on it, below it)
        let table = [
            (Rank::Ace, 1, 0, 1, 0),
            (Rank::Two, 2, 1, 0, 1),
            (Rank::Three, 3, 1, 1, 1),
            (Rank::Four, 0, 2, 0, 2),
            (Rank::Five, 1, 2, 1, 2),
            (Rank::Six, 0, 2, 2, 2),
            (Rank::Seven, 1, 3, 2, 2),
            (Rank::Eight, 2, 3, 2, 3),
            (Rank::Nine, 1, 4, 1, 4),
            (Rank::Ten, 2, 5, 0, 5),
        ];
        for (rank, centre, above, on, below) in table {
            let pips = positions(rank);
            let count = |f: &dyn Fn(f64, f64) -> bool| pips.iter().filter(|p| f(p.0, p.1)).count();
            assert_eq!(count(&|x, _| x == MID), centre, "{rank:?} centre column");
            assert_eq!(count(&|_, y| y < CENTRE), above, "{rank:?} above");
            assert_eq!(count(&|_, y| y == CENTRE), on, "{rank:?} on the middle");
            assert_eq!(count(&|_, y| y > CENTRE), below, "{rank:?} below");
        }
    }

    #[test]
    fn pips_do_not_overlap() {
        for rank in Rank::ALL {
            let pips = positions(rank);
            for (i, a) in pips.iter().enumerate() {
                for b in &pips[i + 1..] {
                    // A pip is about 40 units square; allow its curved corners to nest.
                    let apart = (a.0 - b.0).abs() >= 38.0 || (a.1 - b.1).abs() >= 38.0;
                    assert!(apart, "{rank:?}: {a:?} and {b:?} overlap");
                }
            }
        }
    }

    #[test]
    fn layouts_are_symmetric_left_to_right() {
        for rank in Rank::ALL {
            let pips = positions(rank);
            for &(x, y) in &pips {
                let mirrored = (2.0 * MID - x, y);
                assert!(pips.contains(&mirrored), "{rank:?} {x},{y}");
            }
        }
    }
}
