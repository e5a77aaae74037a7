//! The Sheng Ji table's texts.

use crate::cards::{Card, Face, Rank};
use crate::shengji::order::suit_label;
use crate::shengji::scoring::Outcome;
use crate::shengji::{Bid, FailedThrow, FriendCall, Rules, Trump};

/// Seat names: compass points with four players, first names at larger tables.
pub fn seat_name(seat: usize, players: usize) -> String {
    const NAMES: [&str; 12] = [
        "", "Ana", "Bo", "Chen", "Dee", "Eli", "Fei", "Gus", "Hui", "Ivo", "Jun", "Kai",
    ];
    if players == 4 || seat.is_multiple_of(12) {
        super::seat_name(seat)
    } else {
        NAMES[seat % 12].to_string()
    }
}

/// A seat's part in the round, for screen readers: dealer, the dealer's partner or friend, an
/// opponent (seen from the human's side), or not known yet (Zhao Pengyou before the friends
/// show themselves).
pub fn seat_role(seat: usize, view: &crate::shengji::SeatView) -> String {
    use crate::shengji::rules::Teams;
    let mut parts: Vec<&str> = Vec::new();
    if seat == 0 {
        parts.push("you");
    }
    let declarer = view.declarers.get(seat).copied().unwrap_or(false);
    let known = view.dealer.is_some();
    if view.dealer == Some(seat) {
        parts.push("dealer");
    } else if view.rules.teams == Teams::FindFriends {
        if view.friends.contains(&Some(seat)) {
            parts.push("the dealer's friend");
        } else if seat != 0 && known {
            parts.push("side not known yet");
        }
    } else if known && declarer {
        parts.push("with the dealer");
    } else if known {
        parts.push("defending");
    }
    if view.rules.teams == Teams::Fixed && seat != 0 {
        parts.push(if seat.is_multiple_of(2) {
            "your partner"
        } else {
            "opponent"
        });
    }
    parts.join(", ")
}

fn verb(seat: usize, you: &'static str, other: &'static str) -> &'static str {
    if seat == 0 { you } else { other }
}

pub fn variant_name(name: &str) -> String {
    match name {
        "classic" => "Classic".to_string(),
        "one-deck" => "One deck".to_string(),
        "three-decks" => "Three decks".to_string(),
        "four-decks" => "Four decks".to_string(),
        other => match other.strip_prefix("zhao-pengyou-") {
            Some(n) => format!("Zhao Pengyou, {n} players"),
            None => other.to_string(),
        },
    }
}

// ---------------------------------------------------------------- scoreboard

pub fn trump_line(trump: Trump, bid: Option<&Bid>, players: usize, settled: bool) -> String {
    let what = match trump.suit {
        Some(s) => format!("{}{}", trump.rank.code(), s.symbol()),
        None => format!("{}, no trump suit", trump.rank.code()),
    };
    match (bid, settled) {
        (Some(b), _) => format!("Trump {what} (bid by {})", seat_name(b.seat, players)),
        (None, true) => format!("Trump {what}"),
        (None, false) => format!("Trump rank {}: no bid yet", trump.rank.code()),
    }
}

pub fn dealer_line(dealer: Option<usize>, players: usize) -> String {
    match dealer {
        Some(d) => format!("Dealer: {}", seat_name(d, players)),
        None => "Dealer: the first to bid".to_string(),
    }
}

pub fn level_of(name: &str, level: Rank) -> String {
    format!("{name} {}", level.code())
}

pub fn points_line(points: i32, threshold: u32) -> String {
    format!("Opponents' points: {points} (need {threshold})")
}

// ---------------------------------------------------------------- drawing and bidding

pub fn to_draw(n: usize) -> String {
    format!("{n} cards left to draw")
}

pub fn bid_made(b: &Bid, players: usize) -> String {
    format!(
        "{} {} {}",
        seat_name(b.seat, players),
        verb(b.seat, "bid", "bids"),
        b.describe()
    )
}

pub fn bid_button(cards: &[Card]) -> String {
    format!(
        "Bid {}",
        Bid {
            seat: 0,
            cards: cards.to_vec()
        }
        .describe()
    )
}

pub fn kitty_flips(cards: &[Card]) -> String {
    let labels: Vec<String> = cards.iter().map(|c| c.face.label()).collect();
    format!("Nobody bid: kitty cards turned up: {}", labels.join(" "))
}

// ---------------------------------------------------------------- kitty and friends

pub fn bury_prompt(k: usize) -> String {
    format!("You picked up the kitty: choose {k} cards to bury (the new cards are marked).")
}

pub fn bury_button(chosen: usize, k: usize) -> String {
    format!("Bury {chosen}/{k}")
}

pub fn buries(seat: usize, players: usize) -> String {
    format!(
        "{} {} the kitty…",
        seat_name(seat, players),
        verb(seat, "bury", "buries")
    )
}

pub fn call_prompt(k: usize) -> String {
    format!(
        "Name {k} card{}: whoever plays that copy becomes your friend.",
        if k == 1 { "" } else { "s" }
    )
}

pub fn ordinal(n: u8) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub fn calls_line(calls: &[FriendCall], friends: &[Option<usize>], players: usize) -> String {
    let parts: Vec<String> = calls
        .iter()
        .enumerate()
        .map(|(i, c)| match friends.get(i).copied().flatten() {
            Some(s) => format!("{}: {}", c.describe(), seat_name(s, players)),
            None => c.describe(),
        })
        .collect();
    format!("Friends: {}", parts.join("; "))
}

pub fn calling(seat: usize, players: usize) -> String {
    format!(
        "{} {} friends…",
        seat_name(seat, players),
        verb(seat, "call", "calls")
    )
}

// ---------------------------------------------------------------- play

pub fn lead_prompt() -> String {
    "Your lead: a single, pair, tractor, or a throw of several units of one suit.".to_string()
}

pub fn follow_prompt(n: usize, suit: u8) -> String {
    format!(
        "Follow with {n} card{}: {} if you can.",
        if n == 1 { "" } else { "s" },
        suit_label(suit)
    )
}

pub fn thinking(seat: usize, players: usize) -> String {
    format!("{}: {}", seat_name(seat, players), t!("thinking"))
}

pub fn failed_throw(f: &FailedThrow, players: usize) -> String {
    format!(
        "{}'s throw failed: {} {} a {} that beats the {}, so only the {} is played.",
        seat_name(f.seat, players),
        seat_name(f.blocked.blocker, players),
        verb(f.blocked.blocker, "hold", "holds"),
        f.blocked.by.describe(),
        f.blocked.unit.describe(),
        f.blocked.unit.describe()
    )
}

pub fn trick_to(seat: usize, players: usize, points: u32) -> String {
    format!(
        "{} {} the trick{}",
        seat_name(seat, players),
        verb(seat, "win", "wins"),
        if points > 0 {
            format!(" (+{points} points)")
        } else {
            String::new()
        }
    )
}

// ---------------------------------------------------------------- round over

pub fn round_over_title(round: u32) -> String {
    format!("Round {round} is over")
}

pub fn outcome_line(outcome: Outcome) -> String {
    match outcome {
        Outcome::Hold { levels } => format!(
            "The declarers hold: up {levels} level{}",
            if levels == 1 { "" } else { "s" }
        ),
        Outcome::TakeOver { levels: 0 } => "The opponents take over the deal".to_string(),
        Outcome::TakeOver { levels } => format!(
            "The opponents take over and go up {levels} level{}",
            if levels == 1 { "" } else { "s" }
        ),
    }
}

pub fn kitty_line(points: u32, multiplier: u32) -> String {
    if multiplier == 0 {
        format!("Kitty: {points} points, kept by the declarers (they won the last trick)")
    } else {
        format!(
            "Kitty: {points} points × {multiplier} = {} to the opponents",
            points * multiplier
        )
    }
}

pub fn opponents_total(points: u32) -> String {
    format!("Opponents' points: {points}")
}

pub fn next_dealer(seat: usize, players: usize) -> String {
    format!("Next dealer: {}", seat_name(seat, players))
}

pub fn levels_line(names: &[String]) -> String {
    format!("Levels: {}", names.join(" · "))
}

/// The scoring table of the rules: (low, high or `None` for open-ended, result words).
pub fn bands(rules: &Rules) -> Vec<(u32, Option<u32>, String)> {
    let step = rules.step();
    let t = rules.threshold();
    vec![
        (0, Some(0), "declarers +3".to_string()),
        (5, Some(step - 5), "declarers +2".to_string()),
        (step, Some(t - 5), "declarers +1".to_string()),
        (t, Some(t + step - 5), "opponents take over".to_string()),
        (t + step, Some(t + 2 * step - 5), "opponents +1".to_string()),
        (
            t + 2 * step,
            Some(t + 3 * step - 5),
            "opponents +2".to_string(),
        ),
        (t + 3 * step, None, "opponents +3 and more".to_string()),
    ]
}

pub fn match_over_title(winners: &[usize], players: usize) -> String {
    let names: Vec<String> = winners.iter().map(|&s| seat_name(s, players)).collect();
    format!("{} win the match!", names.join(" and "))
}

pub fn rounds_played(n: u32) -> String {
    format!("The match took {n} round{}.", if n == 1 { "" } else { "s" })
}

/// Point cards as chips: "5♠ 10♥ K♦".
pub fn point_cards(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| f.label())
        .collect::<Vec<_>>()
        .join(" ")
}

// ---------------------------------------------------------------- settings
