//! The Hint's one-line reason for a Guan Dan action, read from the seat's view.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::agents::Why;
use crate::guandan::combination::readings;
use crate::guandan::{Action, Combination, ComboType, Pending, SeatView};

use super::plan::plan;
use super::seen::Unseen;

/// Cards left at which a seat counts as close to going out.
const CLOSE: usize = 4;

/// Why `action` is a good choice for the view's seat (`None` when there is nothing useful
/// to say).
pub fn why(view: &SeatView, action: &Action) -> Option<Why> {
    let me = view.seat;
    let partner = (me + 2) % 4;
    let opponent_close = [(me + 1) % 4, (me + 3) % 4].iter().any(|&s| {
        !view.finished.contains(&s) && view.card_counts.get(s).is_some_and(|&n| n <= CLOSE)
    });
    let holds_bomb = plan(&view.hand, view.level, &view.rules)
        .bombs()
        .next()
        .is_some();
    let beating = view.trick.last.as_ref();
    match action {
        Action::PayTribute { .. } => Some(Why::Forced),
        Action::ReturnTribute { .. } => Some(Why::LeastUseful),
        Action::Pass => match beating {
            Some(last) if last.seat == partner => Some(Why::PartnerWinning),
            _ if holds_bomb => Some(Why::KeepsBomb),
            _ => Some(Why::SavesStrength),
        },
        Action::Play { cards, as_combo } => {
            if cards.len() == view.hand.len() {
                return Some(Why::GoesOut);
            }
            let combo = as_combo.or_else(|| {
                readings(cards, view.level, &view.rules)
                    .first()
                    .map(|r| r.combo)
            })?;
            let leading = matches!(view.pending, Pending::Play { leading: true, .. });
            if combo.is_bomb() {
                return Some(if opponent_close {
                    Why::StopsOpponent
                } else {
                    Why::TakesControl
                });
            }
            if !leading && opponent_close && !Unseen::new(view).can_beat(&combo) {
                return Some(Why::StopsOpponent);
            }
            if leading {
                let partner_close = !view.finished.contains(&partner)
                    && view
                        .card_counts
                        .get(partner)
                        .is_some_and(|&n| n <= CLOSE && n > 0);
                if partner_close && small(&combo) {
                    return Some(Why::FeedsPartner);
                }
                if !Unseen::new(view).can_beat(&combo) {
                    return Some(Why::SureWinner);
                }
                return Some(if holds_bomb {
                    Why::KeepsBomb
                } else {
                    Why::LeadsWeak
                });
            }
            Some(if holds_bomb {
                Why::KeepsBomb
            } else {
                Why::Cheapest
            })
        }
        _ => None,
    }
}

/// A single or a pair: the plays a partner on a few cards can most often follow.
fn small(combo: &Combination) -> bool {
    matches!(combo.kind, ComboType::Single | ComboType::Pair)
}
