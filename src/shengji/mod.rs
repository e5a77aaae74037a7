//! Sheng Ji (升级 / Tractor / Bashi Fen) rules engine. Specification: shared/rules/shengji.md.
//!
//! - [`rules`]: every variant as one [`Rules`] value with presets (classic, one deck, three
//!   decks, Zhao Pengyou for 5..=12 players).
//! - [`order`]: trumps, effective suits, card levels and points for a round.
//! - [`bidding`]: which bids are legal while the cards are drawn.
//! - [`kitty`]: trump from the kitty when nobody bid, misdeals, Zhao Pengyou friend calls.
//! - [`combination`]: units (single, pair, triple, tractor), splitting a lead, structure matching.
//! - [`follow`]: following obligations, legality check, enumeration, random legal follow.
//! - [`trick`]: trick winner and throw validation.
//! - [`scoring`]: result bands, kitty multiplier, promotion.
//! - [`game`]: the state machine ([`Game::apply`]); `queries`: what it shows ([`Game::view`]).
//! - [`hand`]: checking the cards an action names, and taking them out of the hand.
//! - [`view`]: what one seat sees ([`SeatView`]) and legal moves from it.
//! - [`position`]: a round rebuilt from a seat's view and a guess at the hidden cards (search).
//!
//! A round, as the UI drives it: `Game::new(rules, seed)` starts drawing. In
//! [`Phase::Drawing`] the seat [`Game::to_act`] applies [`Action::Draw`], and any seat may apply
//! [`Action::Bid`] with one of its [`SeatView::bid_options`]. In [`Phase::Declaring`] every
//! seat passes ([`Action::Pass`]); a bid reopens it. The dealer then buries
//! ([`Action::Bury`]), calls friends in Zhao Pengyou ([`Action::CallFriends`]), and leads;
//! [`Action::Play`] leads or follows. After [`Phase::RoundOver`] any seat applies
//! [`Action::NextRound`]. Every refusal is an [`ActionError`] and leaves the game unchanged; a
//! blocked throw is not a refusal but a rule with consequences: the forced unit is played and
//! [`Event::ThrowFailed`] tells everyone why.
//!
//! Positions for tests, puzzles and replays: [`Game::arranged`] (hands dealt, the dealer about
//! to bury) and [`Game::stacked`] (a deal drawn card by card from a given order).

use crate::cards::{Card, Rank};

pub mod bidding;
pub mod combination;
pub mod error;
pub mod follow;
pub mod game;
pub mod hand;
mod integrity;
pub mod kitty;
pub mod order;
pub mod position;
mod queries;
pub mod rules;
pub mod scoring;
mod ser;
pub mod sim;
pub mod tracker;
pub mod trick;
mod turned;
pub mod view;

pub use bidding::Bid;
pub use error::ActionError;
pub use game::{Action, ActionKind, Event, FailedThrow, FriendCall, Game, Phase, RoundResult};
pub use order::{Order, Trump};
pub use rules::Rules;
pub use view::SeatView;

/// The four hands of round 1 of the Classic game for `seed` once drawing is over (25 each; the
/// other 8 cards are the kitty), each sorted for display with the trump rank 2 and no trump suit.
pub fn opening_hands(seed: u64) -> Vec<Vec<Card>> {
    let Ok(mut game) = Game::new(Rules::classic(), seed) else {
        return vec![Vec::new(); 4];
    };
    while game.phase() == Phase::Drawing {
        let Some(seat) = game.to_act() else { break };
        if game.apply(seat, Action::Draw).is_err() {
            break;
        }
    }
    let order = Order::new(Trump::new(Rank::Two, None));
    (0..4)
        .map(|s| {
            let mut hand = game.hand(s).to_vec();
            order.sort(&mut hand);
            hand
        })
        .collect()
}
