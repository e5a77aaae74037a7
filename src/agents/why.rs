//! Why a suggested action is good, in one line: the Hint shows it next to the cards.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;

use serde::{Deserialize, Serialize};

/// The main reason for an action, as a player would put it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    GoesOut,
    PartnerWinning,
    /// Zhao Pengyou: the caller (the dealer) is winning, and this seat is on its side.
    CallerWinning,
    /// Zhao Pengyou: a seat this one knows is on its side is winning.
    TeammateWinning,
    KeepsBomb,
    /// A bomb (or the top play) against an opponent close to going out.
    StopsOpponent,
    /// A lead a partner close to going out can take over.
    FeedsPartner,
    /// The smallest play that takes the trick.
    Cheapest,
    /// A lead of the weakest cards, keeping the strong ones for later.
    LeadsWeak,
    /// Nobody can beat it.
    SureWinner,
    /// Nothing but a bomb can beat it (Guan Dan).
    OnlyBombs,
    /// Strong cards kept for later rather than spent on this trick.
    SavesStrength,
    /// A bomb to take the lead back.
    TakesControl,
    /// Points given to a trick the partner (or a friend) is winning.
    AddsPoints,
    /// Trumps to take a trick with points.
    Ruffs,
    /// No points given to a trick the other side is winning.
    KeepsPoints,
    /// The card the rules make you pay.
    Forced,
    /// The least useful card.
    LeastUseful,
    /// Short suits emptied, points kept out of reach.
    MakesVoids,
    /// The trump this hand is strongest in.
    StrongestTrump,
    /// A burial of cards the hand needs least, without points.
    BuriesWeak,
    /// Friend calls naming cards somebody else holds.
    CallsFriends,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Why::GoesOut => "it goes out",
            Why::PartnerWinning => "your partner is winning",
            Why::CallerWinning => "the caller is winning",
            Why::TeammateWinning => "a teammate is winning",
            Why::KeepsBomb => "keeps your bomb",
            Why::StopsOpponent => "an opponent is about to go out",
            Why::FeedsPartner => "your partner is close to going out",
            Why::Cheapest => "the cheapest play that wins the trick",
            Why::LeadsWeak => "gets rid of weak cards first",
            Why::SureWinner => "nobody can beat it",
            Why::OnlyBombs => "only a bomb can beat it",
            Why::SavesStrength => "saves your strong cards for later",
            Why::TakesControl => "takes the lead back",
            Why::AddsPoints => "your side is winning: add points",
            Why::Ruffs => "trumps in to take the points",
            Why::KeepsPoints => "gives no points to the other side",
            Why::Forced => "the rules make you pay it",
            Why::LeastUseful => "your least useful card",
            Why::MakesVoids => "empties a short suit, so you can trump it later",
            Why::StrongestTrump => "the trump your hand is strongest in",
            Why::BuriesWeak => "buries the cards you need least, no points",
            Why::CallsFriends => "cards another player surely holds",
        })
    }
}
