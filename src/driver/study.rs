//! Looking back at a hand: the human's decisions for the review, and the same hand played
//! again from its deal with another player in one seat (the Hard player from the human's seat,
//! for the comparison at the end of every hand).

use super::record::HandReplay;
use crate::agents::{AgentSpec, Seat, TableGame};

/// One decision of `seat` in a hand: its step in the replay, what the seat saw and what it did.
pub struct Decision<G: TableGame> {
    pub step: usize,
    pub view: G::View,
    pub action: G::Action,
}

/// Every decision `seat` made in the hand, in order.
pub fn decisions<G: TableGame>(hand: &HandReplay<G>, seat: Seat) -> Vec<Decision<G>> {
    hand.positions
        .iter()
        .zip(&hand.actions)
        .enumerate()
        .filter(|(_, (_, played))| played.seat == seat)
        .map(|(step, (position, played))| Decision {
            step,
            view: position.view(seat),
            action: played.action.clone(),
        })
        .collect()
}

/// Plays the hand that starts at `start` to its end with the agents `seats` name (one per
/// seat); the event that ends it. Agents are pure functions of their seed and view, so seats
/// given the same specs as in the match decide as they did wherever the play is the same.
pub fn play_hand<G: TableGame>(start: &G, seats: &[AgentSpec]) -> Result<G::Event, String> {
    let mut game = start.clone();
    let mut agents: Vec<_> = seats.iter().map(G::agent).collect();
    if agents.len() != game.seats() {
        return Err(format!(
            "{} players for {} seats",
            agents.len(),
            game.seats()
        ));
    }
    // A hand never takes more actions than this (a Sheng Ji round of 12 players with six
    // decks is under 2,000).
    for _ in 0..10_000 {
        let Some(seat) = game.to_act() else {
            return Err("the match is over".to_string());
        };
        let view = game.view(seat);
        let agent = agents.get_mut(seat).ok_or("no agent")?;
        let action = agent
            .act(&view)
            .ok_or_else(|| format!("seat {seat} had no action"))?;
        let events = game
            .apply(seat, action)
            .map_err(|e| format!("seat {seat}: {e}"))?;
        if let Some(end) = events.into_iter().find(G::ends_hand) {
            return Ok(end);
        }
    }
    Err("the hand did not end".to_string())
}
