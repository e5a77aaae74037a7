//! The Hint's one-line reason for a Guan Dan action, read from the seat's view. A reason is
//! said only when it is true of that action (issue 46): "keeps your bomb" only for a follow
//! that leaves every bomb of the hand whole, "the cheapest play" only when no smaller play of
//! that kind beats the trick, "weak cards" only for a low lead.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::agents::Why;
use crate::cards::Card;
use crate::guandan::combination::readings;
use crate::guandan::{Action, Combination, ComboType, Pending, SeatView};

use super::plan::{plan, value};
use super::seen::Unseen;

/// Cards left at which a seat counts as close to going out.
const CLOSE: usize = 4;

/// Why `action` is a good choice for the view's seat (`None` when there is nothing true and
/// useful to say).
pub fn why(view: &SeatView, action: &Action) -> Option<Why> {
    match action {
        Action::PayTribute { .. } => Some(Why::Forced),
        Action::ReturnTribute { .. } => Some(Why::LeastUseful),
        Action::Pass => pass(view),
        Action::Play { cards, as_combo } => {
            if cards.len() == view.hand.len() {
                return Some(Why::GoesOut);
            }
            let combo = as_combo.or_else(|| {
                readings(cards, view.level, &view.rules)
                    .first()
                    .map(|r| r.combo)
            })?;
            play(view, cards, &combo)
        }
        _ => None,
    }
}

/// A pass: the partner holds the trick, or it keeps what could have beaten it.
fn pass(view: &SeatView) -> Option<Why> {
    let last = view.trick.last.as_ref()?;
    if last.seat == (view.seat + 2) % 4 {
        return Some(Why::PartnerWinning);
    }
    let beaters = view.legal_moves();
    if beaters.iter().any(|m| !m.combo.is_bomb()) {
        Some(Why::SavesStrength)
    } else if beaters.iter().any(|m| m.combo.is_bomb()) {
        Some(Why::KeepsBomb)
    } else {
        None
    }
}

fn play(view: &SeatView, cards: &[Card], combo: &Combination) -> Option<Why> {
    let me = view.seat;
    let opponent_close = [(me + 1) % 4, (me + 3) % 4].iter().any(|&s| {
        !view.finished.contains(&s) && view.card_counts.get(s).is_some_and(|&n| n <= CLOSE)
    });
    let leading = matches!(view.pending, Pending::Play { leading: true, .. });
    if combo.is_bomb() {
        return match (opponent_close, leading) {
            (true, _) => Some(Why::StopsOpponent),
            (false, false) => Some(Why::TakesControl),
            (false, true) => None,
        };
    }
    let unbeatable = !Unseen::new(view).can_beat(combo);
    if leading {
        let partner = (me + 2) % 4;
        let partner_close = !view.finished.contains(&partner)
            && view
                .card_counts
                .get(partner)
                .is_some_and(|&n| n <= CLOSE && n > 0);
        if partner_close && matches!(combo.kind, ComboType::Single | ComboType::Pair) {
            return Some(Why::FeedsPartner);
        }
        if unbeatable {
            return Some(Why::OnlyBombs);
        }
        // A single 10 or lower, a pair of 10s or lower… (see `value`).
        return (value(combo, view.level) <= 0).then_some(Why::LeadsWeak);
    }
    if opponent_close && unbeatable {
        return Some(Why::StopsOpponent);
    }
    if keeps_bombs(view, cards) {
        return Some(Why::KeepsBomb);
    }
    cheapest(view, combo).then_some(Why::Cheapest)
}

/// The hand holds a bomb, and every bomb of it is still whole without `cards`.
fn keeps_bombs(view: &SeatView, cards: &[Card]) -> bool {
    let bombs = |hand: &[Card]| -> Vec<Combination> {
        plan(hand, view.level, &view.rules)
            .bombs()
            .map(|g| g.combo)
            .collect()
    };
    let before = bombs(&view.hand);
    if before.is_empty() {
        return false;
    }
    let rest: Vec<Card> = view
        .hand
        .iter()
        .filter(|c| !cards.contains(c))
        .copied()
        .collect();
    let after = bombs(&rest);
    before.iter().all(|b| after.contains(b))
}

/// No play of the same kind and length beats the trick with a lower top.
fn cheapest(view: &SeatView, combo: &Combination) -> bool {
    let key = combo.key(view.level);
    !view.legal_moves().iter().any(|m| {
        m.combo.kind == combo.kind && m.combo.len == combo.len && m.combo.key(view.level) < key
    })
}
