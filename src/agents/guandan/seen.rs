//! What a seat knows about the cards it cannot see: every card not in its hand and not yet
//! played this hand is held by one of the three others. From that it can tell whether a play
//! could still be beaten by anything short of a bomb.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Face, Joker, Rank, Suit};
use crate::guandan::game::Turn;
use crate::guandan::{Combination, ComboType, SeatView, level_value};

/// Copies of each face in the two decks.
const COPIES: u8 = 2;

/// The cards held by the other three seats, as counts.
#[derive(Clone, Debug)]
pub struct Unseen {
    pub face: [u8; 54],
    level: Rank,
}

impl Unseen {
    pub fn new(view: &SeatView) -> Unseen {
        let mut face = [COPIES; 54];
        let mut take = |f: Face| {
            if let Some(n) = face.get_mut(f.index()) {
                *n = n.saturating_sub(1);
            }
        };
        for c in &view.hand {
            take(c.face);
        }
        for turn in &view.history {
            if let Turn::Play(p) = turn {
                for c in &p.cards {
                    take(c.face);
                }
            }
        }
        Unseen {
            face,
            level: view.level,
        }
    }

    /// Unseen copies of a face.
    fn count(&self, f: Face) -> u8 {
        self.face.get(f.index()).copied().unwrap_or(0)
    }

    fn wilds(&self) -> u8 {
        self.count(Face::Suited(Suit::Hearts, self.level))
    }

    /// Natural (non-wild) copies of a rank.
    fn naturals(&self, r: Rank) -> u8 {
        Suit::ALL
            .into_iter()
            .filter(|&s| !(s == Suit::Hearts && r == self.level))
            .map(|s| self.count(Face::Suited(s, r)))
            .sum()
    }

    fn at(&self, v: u8) -> u8 {
        self.naturals(Rank::from_value(if v == 1 { 14 } else { v }).unwrap_or(Rank::Ace))
    }

    fn joker(&self, j: Joker) -> u8 {
        self.count(Face::Joker(j))
    }

    /// Whether the other seats, pooling their cards, could beat `combo` without a bomb.
    /// Pooling over-counts what one seat can do, so `false` means "certainly not".
    pub fn can_beat(&self, combo: &Combination) -> bool {
        let level = self.level;
        let key = combo.key(level);
        let w = self.wilds();
        let of_a_kind = |n: u8| -> bool {
            let ranks = Rank::ALL.into_iter().any(|r| {
                level_value(Face::Suited(Suit::Spades, r), level) > key
                    && self.naturals(r) + w.min(n - 1) >= n
                    && (self.naturals(r) > 0 || r == level)
            });
            let wild_rank = key < 15 && self.naturals(level) + w >= n;
            let jokers = n <= 2
                && [Joker::Small, Joker::Big]
                    .into_iter()
                    .any(|j| level_value(Face::Joker(j), level) > key && self.joker(j) >= n);
            ranks || wild_rank || jokers
        };
        let sequence = |groups: u8, per: u8| -> bool {
            (key + 1..=14).any(|top| {
                top >= groups
                    && (top + 1 - groups..=top)
                        .map(|v| per.saturating_sub(self.at(v)))
                        .sum::<u8>()
                        <= w
            })
        };
        match combo.kind {
            ComboType::Single => of_a_kind(1),
            ComboType::Pair => of_a_kind(2),
            ComboType::Triple | ComboType::FullHouse => of_a_kind(3),
            ComboType::Straight => sequence(5, 1),
            ComboType::Tube => sequence(3, 2),
            ComboType::Plate => sequence(2, 3),
            // Only bombs beat bombs; whether a bigger one is out is a guess (see `bombs_out`).
            ComboType::Bomb | ComboType::StraightFlush | ComboType::FourJokers => false,
        }
    }

    /// A rough count of the bombs the others could hold: ranks with four or more natural
    /// copies out, and the four jokers.
    pub fn bombs_out(&self) -> usize {
        let four_jokers = self.joker(Joker::Small) == 2 && self.joker(Joker::Big) == 2;
        Rank::ALL
            .into_iter()
            .filter(|&r| self.naturals(r) >= 4)
            .count()
            + four_jokers as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;
    use crate::guandan::{Action, Game, Rules, Top};

    fn game(mine: &str, level: Rank) -> Game {
        let hands = [mine, "S4 C4 D4", "S5 C5 D5", "S6 C6 D6"].map(|h| parse_hand(h).unwrap());
        Game::from_hands(Rules::pagat(), hands, [level; 2], Some(0), 0).unwrap()
    }

    fn single(top: Top) -> Combination {
        Combination::new(ComboType::Single, 1, top)
    }

    fn r(rank: Rank) -> Top {
        Top::Rank(rank)
    }

    #[test]
    fn what_the_others_could_beat() {
        use ComboType::*;
        let jokers = Top::Joker(Joker::Small);
        // (own hand at level 2, the play, whether the others could beat it short of a bomb)
        let cases: [(&str, Combination, bool); 12] = [
            // Level cards and jokers are out: an ace can be beaten.
            ("S3", single(r(Rank::Ace)), true),
            // Both big jokers held: nothing beats a small joker, equal never beats.
            ("RJ RJ S3", single(jokers), false),
            ("RJ S3", single(jokers), true),
            ("RJ RJ S3", Combination::new(Pair, 2, jokers), false),
            ("S3", Combination::new(Pair, 2, jokers), true),
            // Nothing is above the top sequences.
            ("S3", Combination::new(Straight, 5, r(Rank::Ace)), false),
            ("S3", Combination::new(Straight, 5, r(Rank::King)), true),
            ("S3", Combination::new(Tube, 6, r(Rank::Ace)), false),
            ("S3", Combination::new(Plate, 6, r(Rank::Ace)), false),
            ("S3", Combination::new(Plate, 6, r(Rank::King)), true),
            // Every natural level card and joker held: only the wilds (as level cards) beat an
            // ace; holding them too, nothing does.
            ("S2 C2 D2 S2 C2 D2 BJ BJ RJ RJ", single(r(Rank::Ace)), true),
            (
                "S2 C2 D2 S2 C2 D2 BJ BJ RJ RJ H2 H2",
                single(r(Rank::Ace)),
                false,
            ),
        ];
        for (mine, combo, expected) in cases {
            let g = game(mine, Rank::Two);
            let unseen = Unseen::new(&g.view(0));
            assert_eq!(unseen.can_beat(&combo), expected, "{mine}: {combo}");
        }
    }

    #[test]
    fn played_cards_are_remembered() {
        // Seat 0 holds one big joker; the other is played by seat 1 over seat 0's lead.
        let hands =
            ["RJ S3 S9", "RJ S4 C4", "S5 C5 D5", "S6 C6 D6"].map(|h| parse_hand(h).unwrap());
        let mut g = Game::from_hands(Rules::pagat(), hands, [Rank::Two; 2], Some(0), 0).unwrap();
        let small = single(Top::Joker(Joker::Small));
        assert!(Unseen::new(&g.view(0)).can_beat(&small));
        let play = |cards: &str| Action::Play {
            cards: parse_hand(cards).unwrap(),
            as_combo: None,
        };
        g.apply(0, play("S3")).unwrap();
        g.apply(1, play("RJ")).unwrap();
        let view = g.view(0);
        assert!(!Unseen::new(&view).can_beat(&small));
        // Counts never go below zero, whatever a hand-made position holds.
        let u = Unseen::new(&view);
        assert_eq!(u.face[Face::BIG_JOKER.index()], 0);
        assert_eq!(u.face[Face::Suited(Suit::Spades, Rank::Three).index()], 1);
    }
}
