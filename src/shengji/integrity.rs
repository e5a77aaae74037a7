//! Whether a game read back from outside (a saved match) is one the engine could have reached:
//! every card of the decks exactly once (in hands, the stock, the kitty, buried or played),
//! seats and levels within the rules. A loader checks this before playing on, so that a damaged
//! save gets a message, not a panic.

use crate::cards::{Card, Face};

use super::game::{Game, Phase};

impl Game {
    /// `Ok` if the state is consistent; otherwise what is wrong, in words.
    pub fn check_integrity(&self) -> Result<(), String> {
        let rules = self.rules();
        rules.validate()?;
        let n = rules.players as usize;
        if self.levels().len() != n || self.passed().len() != n || self.declarers().len() != n {
            return Err(format!("the table does not have {n} seats throughout"));
        }
        let r = &self.round;
        let per_seat = [r.hands.len(), r.captured.len()];
        if per_seat.iter().any(|&k| k != n) || r.copies_played.len() != Face::COUNT {
            return Err(format!("the round does not have {n} seats throughout"));
        }
        if r.friends.len() > r.calls.len() {
            return Err("more friends than calls".to_string());
        }
        let tricks = r.tricks.iter().chain(&r.trick);
        let seats_of_tricks = tricks.flat_map(|t| {
            [t.leader, t.winner]
                .into_iter()
                .chain(t.plays.iter().map(|p| p.seat))
        });
        let friends = r.friends.iter().flatten().copied();
        if self.dealer().is_some_and(|d| d >= n)
            || self.to_act().is_some_and(|s| s >= n)
            || r.next_drawer >= n
            || seats_of_tricks.chain(friends).any(|s| s >= n)
        {
            return Err("a seat out of range".to_string());
        }
        if self.levels().iter().any(|&l| l < rules.start_level) && rules.start_level.value() > 2 {
            return Err("a level below the start level".to_string());
        }
        let mut seen = vec![0u8; Face::COUNT * rules.decks as usize];
        let mut count = |c: &Card| -> Result<(), String> {
            let slot = seen
                .get_mut(if c.pack < rules.decks {
                    c.id()
                } else {
                    usize::MAX
                })
                .ok_or_else(|| format!("{} is not a card of these decks", c.full_code()))?;
            *slot += 1;
            if *slot > 1 {
                return Err(format!("{} appears twice", c.full_code()));
            }
            Ok(())
        };
        let hands = (0..n).flat_map(|s| self.hand(s).iter());
        let played = self
            .tricks()
            .iter()
            .chain(self.trick())
            .flat_map(|t| t.plays.iter().flat_map(|p| p.cards.iter()));
        // Every card once: the stock and the kitty are apart while the cards are drawn, the
        // dealer holds the kitty while burying, then it is buried and cards are played.
        let everywhere: Vec<&Card> = match self.phase() {
            Phase::Drawing | Phase::Declaring => {
                hands.chain(self.kitty()).chain(&self.round.stock).collect()
            }
            Phase::Burying => hands.collect(),
            _ => hands.chain(self.buried()).chain(played).collect(),
        };
        for c in everywhere {
            count(c)?;
        }
        let missing = seen.iter().filter(|&&k| k == 0).count();
        if missing > 0 {
            return Err(format!("{missing} cards are missing"));
        }
        Ok(())
    }
}
