//! Every rule variant of the spec, as one [`Rules`] value with presets.

use serde::{Deserialize, Serialize};

use crate::cards::{Face, Rank};

use super::ser;

/// What happens when nobody bids in a round after the first (round 1 always redeals).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoBid {
    /// The dealer turns kitty cards up until a trump-rank card fixes the suit; failing that the
    /// suit of the highest card turned (jokers ignored, ties: the first turned).
    FlipKitty,
    /// The suit of the first kitty card; a joker means no-trump.
    FirstKittyCard,
    /// The cards are shuffled and drawn again.
    Redeal,
}

/// How a throw is beaten.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThrowBeat {
    /// Compare the largest unit only (tractor > triple > pair > single, then rank).
    LargestUnit,
    /// Every unit of the new play must beat the matching unit of the current winner.
    EveryUnit,
}

/// Multiplier for the kitty's points when the opponents win the last trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KittyMultiplier {
    /// Single ×2, pair (or triple) ×4, tractor of L tuples ×2^(L+1).
    Power,
    /// 2 × the number of cards of the largest unit.
    Linear,
    /// Always ×2.
    Double,
}

/// How the declaring side is formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Teams {
    /// Fixed partnerships: seats of equal parity play together (4 players: i and i+2).
    Fixed,
    /// Zhao Pengyou: the dealer calls friend cards; whoever plays a called copy joins the dealer.
    FindFriends,
}

/// One complete rule set. `Rules::classic()` is the default game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub players: u8,
    /// Packs of 54 shuffled together; also the widest identical tuple (pair, triple, ...).
    pub decks: u8,
    pub hand_size: u8,
    pub kitty_size: u8,
    pub teams: Teams,
    /// Level every player starts at (variant "start level").
    #[serde(with = "ser::rank")]
    pub start_level: Rank,
    /// Levels stop at A; a side must hold a round as declarers at A to win the match.
    pub must_defend_a: bool,
    /// Levels a side cannot be promoted past without having held as declarers at them.
    #[serde(with = "ser::ranks")]
    pub defend_levels: Vec<Rank>,
    /// Jokers may be added to trump-rank cards for bids of 3 or more cards.
    pub bid_jokers_with_rank: bool,
    pub no_bid: NoBid,
    /// A player holding no trumps, or no point cards, may show the hand and force a redeal.
    pub misdeal: bool,
    /// Points per failed throw: to the opponents if the thrower declares, else taken off them.
    pub failed_throw_penalty: u32,
    pub throw_beat: ThrowBeat,
    pub kitty_multiplier: KittyMultiplier,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::classic()
    }
}

impl Rules {
    /// Classic with every variant point away from its default (throws beaten unit by unit,
    /// linear kitty multiplier, a failed-throw penalty of 10, the first kitty card as trump
    /// when nobody bids, A and other levels that must be defended): for property tests and
    /// checked random play.
    pub fn classic_variants() -> Rules {
        Rules {
            throw_beat: ThrowBeat::EveryUnit,
            kitty_multiplier: KittyMultiplier::Linear,
            failed_throw_penalty: 10,
            no_bid: NoBid::FirstKittyCard,
            must_defend_a: true,
            defend_levels: vec![Rank::Five, Rank::Ten, Rank::King],
            ..Rules::classic()
        }
    }

    /// 4 players, 2 decks, fixed partnerships, 25 cards each and a kitty of 8.
    pub fn classic() -> Rules {
        Rules {
            players: 4,
            decks: 2,
            hand_size: 25,
            kitty_size: 8,
            teams: Teams::Fixed,
            start_level: Rank::Two,
            must_defend_a: false,
            defend_levels: Vec::new(),
            bid_jokers_with_rank: false,
            no_bid: NoBid::FlipKitty,
            misdeal: false,
            failed_throw_penalty: 0,
            throw_beat: ThrowBeat::LargestUnit,
            kitty_multiplier: KittyMultiplier::Power,
        }
    }

    /// One deck (四十分): 12 cards each, kitty 6, 100 points, threshold 40.
    pub fn one_deck() -> Rules {
        Rules::multi_deck(1).unwrap_or_else(Rules::classic)
    }

    /// Three decks, 4 players: 39 cards each, kitty 6, threshold 120; triples exist.
    pub fn three_decks() -> Rules {
        Rules::multi_deck(3).unwrap_or_else(Rules::classic)
    }

    /// 4 players in fixed partnerships with 1..=4 decks: the hands are equal and the kitty is
    /// what is left, 5 to 8 cards (1 deck: 6, 2: 8, 3: 6, 4: 8).
    pub fn multi_deck(decks: u8) -> Option<Rules> {
        if !(1..=4).contains(&decks) {
            return None;
        }
        let total = 54 * decks as u32;
        let kitty = match total % 4 {
            0 => 8,
            r => r + 4,
        };
        Some(Rules {
            decks,
            hand_size: ((total - kitty) / 4) as u8,
            kitty_size: kitty as u8,
            ..Rules::classic()
        })
    }

    /// Zhao Pengyou (Finding Friends) for 5..=12 players, decks and kitty from the spec's table.
    pub fn zhao_pengyou(players: u8) -> Option<Rules> {
        let (decks, hand, kitty) = match players {
            5 => (2, 20, 8),
            6 => (2, 17, 6),
            7 => (2, 14, 10),
            8 => (3, 19, 10),
            9 => (3, 17, 9),
            10 => (3, 15, 12),
            11 => (3, 14, 8),
            12 => (4, 17, 12),
            _ => return None,
        };
        Some(Rules {
            players,
            decks,
            hand_size: hand,
            kitty_size: kitty,
            teams: Teams::FindFriends,
            ..Rules::classic()
        })
    }

    /// Preset by name: `classic`, `one-deck`, `three-decks`, `four-decks`,
    /// `zhao-pengyou-5` .. `zhao-pengyou-12`.
    pub fn named(name: &str) -> Option<Rules> {
        match name {
            "classic" => Some(Rules::classic()),
            "one-deck" => Some(Rules::one_deck()),
            "three-decks" => Some(Rules::three_decks()),
            "four-decks" => Rules::multi_deck(4),
            _ => Rules::zhao_pengyou(name.strip_prefix("zhao-pengyou-")?.parse().ok()?),
        }
    }

    /// The name of the preset these rules are a variant of (by players, decks and teams):
    /// the inverse of [`Rules::named`] for the presets themselves.
    pub fn variant(&self) -> String {
        match (self.teams, self.decks) {
            (Teams::FindFriends, _) => format!("zhao-pengyou-{}", self.players),
            (Teams::Fixed, 1) => "one-deck".to_string(),
            (Teams::Fixed, 3) => "three-decks".to_string(),
            (Teams::Fixed, 4) => "four-decks".to_string(),
            (Teams::Fixed, _) => "classic".to_string(),
        }
    }

    /// Every preset name, in the order a menu lists them.
    pub fn variant_names() -> Vec<String> {
        let mut names: Vec<String> = ["classic", "one-deck", "three-decks", "four-decks"]
            .map(String::from)
            .to_vec();
        names.extend((5..=12).map(|n| format!("zhao-pengyou-{n}")));
        names
    }

    /// Checks that the numbers add up, so a game built from these rules cannot go wrong.
    pub fn validate(&self) -> Result<(), String> {
        if !(1..=4).contains(&self.decks) {
            return Err(format!("{} decks: use 1 to 4", self.decks));
        }
        if !(4..=12).contains(&self.players) {
            return Err(format!("{} players: use 4 to 12", self.players));
        }
        if self.teams == Teams::Fixed && !self.players.is_multiple_of(2) {
            return Err("fixed partnerships need an even number of players".into());
        }
        if self.bid_jokers_with_rank && self.decks < 3 {
            return Err("jokers can be added to bids only with 3 or more decks".into());
        }
        if self.hand_size == 0 || self.kitty_size == 0 {
            return Err("hands and kitty must not be empty".into());
        }
        let dealt = self.players as u32 * self.hand_size as u32 + self.kitty_size as u32;
        if dealt != Face::COUNT as u32 * self.decks as u32 {
            return Err(format!(
                "{} players × {} cards + kitty {} is not {} decks",
                self.players, self.hand_size, self.kitty_size, self.decks
            ));
        }
        Ok(())
    }

    /// Widest unit of identical cards: 1 (one deck, singles only), 2 (pairs), 3 (triples), ...
    pub fn max_width(&self) -> u8 {
        self.decks
    }

    /// Friends the dealer calls in Zhao Pengyou (players/2 − 1, at least 1); 0 otherwise.
    pub fn friend_calls(&self) -> usize {
        match self.teams {
            Teams::Fixed => 0,
            Teams::FindFriends => (self.players as usize / 2).saturating_sub(1).max(1),
        }
    }

    /// Score band width: 20 points per deck (40 with two decks).
    pub fn step(&self) -> u32 {
        20 * self.decks as u32
    }

    /// Points the opponents need to take over: two steps (80 with two decks).
    pub fn threshold(&self) -> u32 {
        2 * self.step()
    }

    /// Total card points in the decks (100 per deck).
    pub fn total_points(&self) -> u32 {
        100 * self.decks as u32
    }
}
