//! Whether a game read back from outside (a saved match) is one the engine could have reached:
//! every card of the two decks exactly once, seats and teams in range, levels within the rules.
//! A loader checks this before playing on, so that a damaged save gets a message, not a panic.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Rank};

use super::game::{Game, Pending, Turn};
use super::hand_index::HandIndexes;

impl Game {
    /// `Ok` if the state is consistent; otherwise what is wrong, in words.
    pub fn check_integrity(&self) -> Result<(), String> {
        self.rules.validate()?;
        if self.hand_number == 0 {
            return Err("no hand has been dealt".to_string());
        }
        let (lo, hi) = (self.rules.start_level, self.rules.target_level);
        if self
            .standing
            .levels
            .iter()
            .any(|&l| l < Rank::Two || l > hi)
        {
            return Err(format!(
                "a team level is outside {}..{}",
                lo.code(),
                hi.code()
            ));
        }
        if self.standing.declarers.is_some_and(|d| d > 1) {
            return Err("the declarers are not a team".to_string());
        }
        if let Some(seat) = self.pending.seat()
            && seat > 3
        {
            return Err(format!("seat {seat} does not exist"));
        }
        if let Pending::Play { seat, .. } = self.pending
            && self.hands.get(seat).is_some_and(Vec::is_empty)
        {
            return Err("the player to act has no cards".to_string());
        }
        if self
            .finished
            .iter()
            .any(|&s| self.hands.get(s).is_none_or(|h| !h.is_empty()))
        {
            return Err("a finished player still holds cards".to_string());
        }
        let unranked = |(s, h): (usize, &Vec<Card>)| h.is_empty() && !self.finished.contains(&s);
        if self.hands.iter().enumerate().any(unranked) || repeats(&self.finished) {
            return Err("the players out of cards are not ranked once each".to_string());
        }
        self.tribute_integrity()?;
        // Every card once: in a hand, played this hand, or paid and not yet handed over.
        let mut seen = [0u8; 2 * Face::COUNT];
        let played = self.history.iter().flat_map(|t| match t {
            Turn::Play(p) => p.cards.as_slice(),
            Turn::Pass(_) => &[],
        });
        let held = self.hands.iter().flatten();
        let unassigned = self.tribute.unassigned.iter().map(|(_, c)| c);
        for card in held.chain(played).chain(unassigned) {
            let slot = seen
                .get_mut(card_slot(*card))
                .ok_or_else(|| format!("{} is not a card of two decks", card.full_code()))?;
            *slot += 1;
            if *slot > 1 {
                return Err(format!("{} appears twice", card.full_code()));
            }
        }
        if seen.contains(&0) {
            return Err("some cards are missing".to_string());
        }
        // The indexes kept between turns must read the hands as they are now.
        for (seat, hand) in self.hands.iter().enumerate() {
            if self
                .indexes
                .of(seat)
                .is_some_and(|kept| *kept != HandIndexes::read(hand, self.level(), &self.rules))
            {
                return Err(format!("seat {seat}'s hand index is out of date"));
            }
        }
        Ok(())
    }
}

impl Game {
    /// The tribute's seats: at most two payers and two receivers, each once, the payers of a
    /// double tribute partners and so its receivers (after a 1-4 the single tribute stays
    /// within a team); every transfer between seats of the table.
    fn tribute_integrity(&self) -> Result<(), String> {
        let t = &self.tribute;
        let seats = t
            .payers
            .iter()
            .chain(&t.receivers)
            .chain(t.resisted.iter().map(|(s, _)| s))
            .chain(t.unassigned.iter().map(|(s, _)| s))
            .chain(
                t.paid
                    .iter()
                    .chain(&t.returned)
                    .flat_map(|x| [&x.from, &x.to]),
            )
            .chain(&t.leader);
        let sides = |v: &[usize]| v.windows(2).all(|w| matches!(w, [a, b] if a % 2 == b % 2));
        if seats.copied().any(|s| s > 3)
            || t.payers.len() > 2
            || t.receivers.len() > 2
            || repeats(&t.payers)
            || repeats(&t.receivers)
            || !sides(&t.payers)
            || !sides(&t.receivers)
        {
            return Err("the tribute's seats do not add up".to_string());
        }
        Ok(())
    }
}

/// Whether some value of `v` appears more than once.
fn repeats(v: &[usize]) -> bool {
    v.iter()
        .enumerate()
        .any(|(i, x)| v.iter().take(i).any(|y| y == x))
}

fn card_slot(card: Card) -> usize {
    if card.pack > 1 { usize::MAX } else { card.id() }
}

#[cfg(test)]
mod tests {
    use super::super::game::Action;
    use super::*;

    #[test]
    fn a_hand_index_left_behind_is_caught() {
        let mut game = Game::new(super::super::rules::Rules::default(), 9).unwrap();
        let seat = game.to_act().unwrap();
        let card = game.hands[seat][0];
        let before = game.clone();
        game.apply(
            seat,
            Action::Play {
                cards: vec![card],
                as_combo: None,
            },
        )
        .unwrap();
        // Kept up to date by the play.
        assert_eq!(game.check_integrity(), Ok(()));
        // The index of before the play, with the hand of after it: stale.
        game.indexes = before.indexes.clone();
        assert!(game.check_integrity().unwrap_err().contains("out of date"));
        // Forgotten, it is read from the hand again.
        game.indexes.forget();
        assert_eq!(game.check_integrity(), Ok(()));
    }
}
