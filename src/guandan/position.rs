//! A game rebuilt in one seat's position from what that seat sees and a guess at the other
//! hands: the search AI plays its candidates out in such games. The guess is the caller's (a
//! sampler working from the view alone); nothing here looks at real hidden cards.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::Card;

use super::error::GuandanError;
use super::game::{Game, Pending, Turn};
use super::scoring::Standing;
use super::view::SeatView;

impl Game {
    /// The game of `view`'s position with these four hands (the view's own hand at its seat).
    /// The hands must have the sizes the view shows.
    pub fn from_view(
        view: &SeatView,
        hands: [Vec<Card>; 4],
        seed: u64,
    ) -> Result<Game, GuandanError> {
        let sizes = hands.each_ref().map(Vec::len);
        if hands.get(view.seat % 4) != Some(&view.hand) || sizes != view.card_counts {
            return Err(GuandanError::InvalidRules {
                reason: "the hands do not match the position".to_string(),
            });
        }
        let mut game = Game::new(view.rules.clone(), seed)?;
        game.hand_number = view.hand_number;
        game.standing = Standing {
            levels: view.levels,
            declarers: view.declarers,
            top_failures: view.top_failures,
        };
        game.hands = hands;
        game.indexes.forget();
        game.pending = view.pending.clone();
        game.trick = view.trick.clone();
        game.finished = view.finished.clone();
        game.history = view.history.clone();
        game.last_plays = [None; 4];
        for turn in &view.history {
            if let Turn::Play(p) = turn
                && let Some(last) = game.last_plays.get_mut(p.seat % 4)
            {
                *last = Some(p.reading.combo);
            }
        }
        game.tribute = view.tribute.clone();
        game.face_up = view.face_up.clone();
        game.last_result = view.last_result.clone();
        if matches!(game.pending, Pending::MatchOver { .. }) {
            return Err(GuandanError::MatchOver);
        }
        Ok(game)
    }
}
