//! Why an action was refused. `Display` is a sentence the UI shows verbatim.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Rank};

use super::bidding::Bid;
use super::combination::Needed;
use super::game::Phase;
use super::kitty::FriendCall;
use super::order::suit_label;

/// An illegal action; the game state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    NoSuchSeat {
        seat: usize,
        players: usize,
    },
    /// The action does not belong to the current phase.
    WrongPhase {
        action: String,
        phase: Phase,
    },
    NotYourTurn {
        to_act: usize,
    },
    NoCards,
    DuplicateCard {
        card: Card,
    },
    NotInHand {
        card: Card,
    },
    WrongCount {
        expected: usize,
        got: usize,
    },
    /// A lead must be in one effective suit.
    MixedSuits,
    /// You hold at least `count` cards of the led suit and must play only them.
    MustFollowSuit {
        /// The effective suit (`order::suit_label`): 0–3 a plain suit, 4 trumps.
        suit: u8,
        count: usize,
    },
    /// You hold fewer cards of the led suit than were led and must play all of them.
    MustPlayAllOfSuit {
        suit: u8,
        held: usize,
    },
    /// You must reproduce the lead's structure as far as your hand allows.
    MustMatchStructure {
        suit: u8,
        needed: Needed,
    },
    // Bidding.
    NotABid {
        fault: BidFault,
    },
    SingleJoker,
    BidTooWeak {
        current: Bid,
    },
    /// The current bidder may only add copies of the same card to their bid.
    OnlyReinforce {
        current: Bid,
    },
    CannotReinforcePartner,
    AlreadyPassed,
    // Kitty and friends.
    MisdealNotAllowed,
    NoMisdeal,
    WrongFriendCount {
        expected: usize,
    },
    BadFriendCall {
        fault: FriendFault,
    },
    MatchOver,
}

/// Why the cards shown are not a bid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BidFault {
    /// Trump-rank cards of different suits.
    MixedRankCards,
    /// A card that is neither of the trump rank nor a joker.
    OffRank { rank: Rank, card: Face },
    /// Jokers beside trump-rank cards, which these rules do not allow.
    JokersWithRank,
    /// A big and a small joker.
    MixedJokers,
}

impl fmt::Display for BidFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BidFault::MixedRankCards => {
                f.write_str("all trump-rank cards of a bid must be copies of the same card")
            }
            BidFault::OffRank { rank, card } => write!(
                f,
                "only cards of the trump rank ({}) or identical jokers can be shown, not the {}",
                rank.code(),
                card.label()
            ),
            BidFault::JokersWithRank => {
                f.write_str("jokers cannot be mixed with trump-rank cards in these rules")
            }
            BidFault::MixedJokers => f.write_str("a big and a small joker are not a pair"),
        }
    }
}

/// Why a friend call is not valid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FriendFault {
    /// The copy called does not exist: there are `decks` copies of each card.
    NoSuchCopy {
        decks: usize,
    },
    CalledTwice {
        call: FriendCall,
    },
}

impl fmt::Display for FriendFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FriendFault::NoSuchCopy { decks } => write!(
                f,
                "there are only {decks} copies of each card: call the 1st to the {decks}"
            ),
            FriendFault::CalledTwice { call } => write!(f, "{} is called twice", call.describe()),
        }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ActionError::*;
        match self {
            NoSuchSeat { seat, players } => {
                write!(
                    f,
                    "there is no seat {seat}: seats are 0 to {}",
                    players.saturating_sub(1)
                )
            }
            WrongPhase { action, phase } => {
                write!(f, "you cannot {action} now: {}", phase.describe())
            }
            NotYourTurn { to_act } => write!(f, "it is not your turn: seat {to_act} is to act"),
            NoCards => f.write_str("choose at least one card"),
            DuplicateCard { card } => write!(f, "the {} was chosen twice", card.face.label()),
            NotInHand { card } => write!(f, "you do not hold that {}", card.face.label()),
            WrongCount { expected, got } => {
                write!(
                    f,
                    "you must play {expected} card{}, not {got}",
                    plural(*expected)
                )
            }
            MixedSuits => {
                f.write_str("a lead must be all in one suit (all trumps, or all of one plain suit)")
            }
            MustFollowSuit { suit, count } => {
                write!(
                    f,
                    "you must follow suit: play {}",
                    cards_of(&suit_label(*suit), *count)
                )
            }
            MustPlayAllOfSuit { suit, held } => write!(
                f,
                "you must play {} before adding cards of other suits",
                your_cards(&suit_label(*suit), *held)
            ),
            MustMatchStructure { suit, needed } => {
                let needed = needed.to_string();
                let held = if needed.starts_with("a ") {
                    "one"
                } else {
                    "them"
                };
                let suit = suit_label(*suit);
                write!(f, "you must play {needed} of {suit}: your hand has {held}")
            }
            NotABid { fault } => write!(f, "that is not a bid: {fault}"),
            SingleJoker => f.write_str(
                "a single joker is not a bid: show a pair of identical jokers to bid no-trump",
            ),
            BidTooWeak { current } => write!(
                f,
                "your bid must be stronger than {}: more cards, or at equal count jokers over suits and big over small",
                current.describe()
            ),
            OnlyReinforce { current } => write!(
                f,
                "you already bid {}: you may only reinforce it with more copies of the same card",
                current.describe()
            ),
            CannotReinforcePartner => f.write_str("you cannot reinforce your partner's bid"),
            AlreadyPassed => f.write_str("you have already passed; bid to take part again"),
            MisdealNotAllowed => f.write_str("misdeals are not allowed in these rules"),
            NoMisdeal => f.write_str(
                "you can only call a misdeal with no trumps or no point cards in your hand",
            ),
            WrongFriendCount { expected } => {
                write!(
                    f,
                    "call exactly {expected} friend card{}",
                    plural(*expected)
                )
            }
            BadFriendCall { fault } => write!(f, "that friend call is not valid: {fault}"),
            MatchOver => f.write_str("the match is over"),
        }
    }
}

impl std::error::Error for ActionError {}

/// "2 cards of ♠", "1 trump".
fn cards_of(suit: &str, n: usize) -> String {
    if suit == "trumps" {
        format!("{n} trump{}", plural(n))
    } else {
        format!("{n} card{} of {suit}", plural(n))
    }
}

/// "all 3 of your ♠ cards", "your only trump".
fn your_cards(suit: &str, n: usize) -> String {
    match (suit == "trumps", n) {
        (true, 1) => "your only trump".to_string(),
        (true, _) => format!("all {n} of your trumps"),
        (false, 1) => format!("your only {suit} card"),
        (false, _) => format!("all {n} of your {suit} cards"),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
