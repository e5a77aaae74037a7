//! Tribute (进贡), return (还贡) and resistance (抗贡): who pays whom, which cards qualify.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Joker, Rank};

use super::Seat;
use super::error::GuandanError;
use super::level::{is_wild, level_value};
use super::rules::Rules;
use super::scoring::{Finish, HandResult};

/// One card passed between two players (a tribute or a return). Both are public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transfer {
    pub from: Seat,
    pub to: Seat,
    pub card: Card,
}

/// The tribute of a hand, as everyone sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TributeInfo {
    /// Who must pay (empty in hand 1).
    pub payers: Vec<Seat>,
    /// Who receives, in the same order as the previous finishing order (1st, then 2nd).
    pub receivers: Vec<Seat>,
    /// Resistance: the red jokers shown, with their holders. The tribute is then cancelled.
    pub resisted: Vec<(Seat, Card)>,
    /// Tributes paid but not yet assigned (double tribute of equal cards).
    pub unassigned: Vec<(Seat, Card)>,
    pub paid: Vec<Transfer>,
    pub returned: Vec<Transfer>,
    /// Who leads the first trick, once known.
    pub leader: Option<Seat>,
}

/// Payers and receivers from the previous hand's result: after a 1-2 both losers pay (the
/// 1st finisher's next player first); after a 1-3 or 1-4 the last finisher pays the 1st.
pub fn payers_and_receivers(prev: &HandResult) -> (Vec<Seat>, Vec<Seat>) {
    let first = prev.order[0];
    match prev.finish {
        Finish::OneTwo => (
            vec![(first + 1) % 4, (first + 3) % 4],
            vec![first, prev.order[1]],
        ),
        _ => (vec![prev.order[3]], vec![first]),
    }
}

/// The red jokers the payers show to resist, if they hold both between them.
pub fn resistance(hands: &[Vec<Card>; 4], payers: &[Seat]) -> Vec<(Seat, Card)> {
    let shown: Vec<(Seat, Card)> = payers
        .iter()
        .flat_map(|&s| {
            hands
                .get(s % 4)
                .into_iter()
                .flatten()
                .filter(|c| c.face == Face::Joker(Joker::Big))
                .map(move |&c| (s, c))
        })
        .collect();
    if shown.len() >= 2 { shown } else { Vec::new() }
}

/// What a paid tribute tells of its payer's hand when it paid: whether it could have held
/// `face` besides the `tribute`. The tribute is the highest card but a wild, and a payer holding
/// both big jokers would have resisted (with a big joker paid, no other).
pub fn payer_could_hold(tribute: Face, face: Face, level: Rank) -> bool {
    let (v, top) = (level_value(face, level), level_value(tribute, level));
    is_wild(face, level) || v < top || (v == top && tribute != Face::BIG_JOKER)
}

/// The level value every tribute card of this hand must have: the highest card other than a
/// wild. `None` for a hand of wilds only.
pub fn tribute_value(hand: &[Card], level: Rank) -> Option<u8> {
    hand.iter()
        .filter(|c| !is_wild(c.face, level))
        .map(|c| level_value(c.face, level))
        .max()
}

/// The cards of `hand` that may be paid as tribute (every copy of the forced rank).
pub fn tribute_choices(hand: &[Card], level: Rank) -> Vec<Card> {
    let Some(v) = tribute_value(hand, level) else {
        return Vec::new();
    };
    hand.iter()
        .copied()
        .filter(|c| !is_wild(c.face, level) && level_value(c.face, level) == v)
        .collect()
}

/// The cards of `hand` that may be returned for the tribute `received`.
pub fn return_choices(hand: &[Card], received: Face, level: Rank, rules: &Rules) -> Vec<Card> {
    let others = || hand.iter().copied().filter(move |c| c.face != received);
    let Some(max) = rules.return_max_rank else {
        return others().collect();
    };
    let low: Vec<Card> = others()
        .filter(|c| matches!(c.face, Face::Suited(_, r) if r <= max && r != level))
        .collect();
    if !low.is_empty() {
        return low;
    }
    // No card qualifies: the lowest card(s) by level order.
    let lowest = others().map(|c| level_value(c.face, level)).min();
    others()
        .filter(|c| Some(level_value(c.face, level)) == lowest)
        .collect()
}

/// Whether `card` may be paid as tribute from `hand`.
pub fn check_payment(hand: &[Card], card: Card, level: Rank) -> Result<(), GuandanError> {
    if !hand.contains(&card) {
        return Err(GuandanError::NotInHand { card });
    }
    let choices = tribute_choices(hand, level);
    if !choices.contains(&card) {
        let highest = choices.first().map_or(card.face, |c| c.face);
        return Err(GuandanError::WrongTributeCard { card, highest });
    }
    Ok(())
}

/// Whether `card` may be returned from `hand` for the tribute `received`.
pub fn check_return(
    hand: &[Card],
    card: Card,
    received: Card,
    level: Rank,
    rules: &Rules,
) -> Result<(), GuandanError> {
    if !hand.contains(&card) {
        return Err(GuandanError::NotInHand { card });
    }
    if card.face == received.face {
        return Err(GuandanError::ReturnSameAsTribute { card });
    }
    if !return_choices(hand, received.face, level, rules).contains(&card) {
        return Err(GuandanError::ReturnNotAllowed {
            card,
            max: rules.return_max_rank.unwrap_or(Rank::Ace),
        });
    }
    Ok(())
}
