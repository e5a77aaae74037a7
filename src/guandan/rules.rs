//! Every rule variant of the specification, gathered in one [`Rules`] value with two presets.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::Rank;

use super::level::{opt_rank_code, rank_code};

/// Who takes which card when the two tributes of a double tribute are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EqualTribute {
    /// The 1st finisher of the previous hand chooses whose tribute to take (Pagat).
    WinnersChoose,
    /// The 1st finisher's next player in turn order pays the 1st finisher (China).
    Clockwise,
    /// Decided by the game's seeded generator.
    Random,
}

/// Who leads after a double tribute of two equal cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EqualTributeLead {
    /// The payers agree; the engine asks the payer who paid the 1st finisher (Pagat).
    PayersChoose,
    /// Decided by the game's seeded generator.
    Random,
    /// The 1st finisher's next player in turn order (China).
    FirstFinisherNext,
}

/// The named rule sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Preset {
    /// The pagat.com rules of the source text (default).
    Pagat,
    /// The official Chinese competition rules.
    China,
}

/// All variant points of the specification (each field names the spec's **variant**).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// Largest n-of-a-kind bomb: 10, 8 (no 9/10 bombs) or 6 (no 7..10 bombs).
    pub max_bomb_size: u8,
    /// If the cards form a combination with the wilds standing for themselves, that is the only
    /// reading.
    pub wild_must_be_natural_if_possible: bool,
    /// A-2-3-4-5, A-A-2-2-3-3, A-A-A-2-2-2 and the A-low straight flush are allowed.
    pub ace_low_sequences: bool,
    /// A player with this many cards or fewer must state the count.
    pub announce_at: u8,
    /// The UI always shows every player's card count.
    pub show_counts: bool,
    /// Levels gained by a 1-2 win (4 Pagat, 3 China). 1-3 gives 2, 1-4 gives 1.
    pub promotion_1_2: u8,
    /// Declarers at the target level win the match only with a 1-2 (otherwise 1-2 or 1-3).
    pub a_win_requires_1_2: bool,
    /// Failed attempts as declarers at the target level before falling back to level 2.
    pub a_fail_limit: Option<u8>,
    /// Declarers at the target level drop to 2 if beaten by an opponent whose last play was
    /// only aces.
    pub aces_finish_demotion: bool,
    pub equal_tribute: EqualTribute,
    pub equal_tribute_lead: EqualTributeLead,
    /// Highest natural rank a returned card may have (China: 10; level cards excluded; if no
    /// card qualifies, the lowest card). `None`: any card but the tribute received.
    #[serde(with = "opt_rank_code")]
    pub return_max_rank: Option<Rank>,
    /// Level of both teams at the start.
    #[serde(with = "rank_code")]
    pub start_level: Rank,
    /// The top level (A): promotion stops there and the match is won there.
    #[serde(with = "rank_code")]
    pub target_level: Rank,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::pagat()
    }
}

impl Rules {
    /// The source text's rules.
    pub fn pagat() -> Rules {
        Rules {
            max_bomb_size: 10,
            wild_must_be_natural_if_possible: false,
            ace_low_sequences: true,
            announce_at: 10,
            show_counts: true,
            promotion_1_2: 4,
            a_win_requires_1_2: false,
            a_fail_limit: Some(3),
            aces_finish_demotion: true,
            equal_tribute: EqualTribute::WinnersChoose,
            equal_tribute_lead: EqualTributeLead::PayersChoose,
            return_max_rank: None,
            start_level: Rank::Two,
            target_level: Rank::Ace,
        }
    }

    /// The official Chinese competition rules.
    pub fn china() -> Rules {
        Rules {
            promotion_1_2: 3,
            a_fail_limit: None,
            aces_finish_demotion: false,
            equal_tribute: EqualTribute::Clockwise,
            equal_tribute_lead: EqualTributeLead::FirstFinisherNext,
            return_max_rank: Some(Rank::Ten),
            ..Rules::pagat()
        }
    }

    pub fn preset(preset: Preset) -> Rules {
        match preset {
            Preset::Pagat => Rules::pagat(),
            Preset::China => Rules::china(),
        }
    }

    /// Checks the values a game cannot be played with; the message says what is wrong.
    pub fn validate(&self) -> Result<(), String> {
        if !matches!(self.max_bomb_size, 6 | 8 | 10) {
            return Err(format!(
                "the largest bomb must have 6, 8 or 10 cards, not {}",
                self.max_bomb_size
            ));
        }
        if !(1..=8).contains(&self.promotion_1_2) {
            return Err("a 1-2 win must promote by 1 to 8 levels".to_string());
        }
        if self.start_level > self.target_level {
            return Err(format!(
                "the start level {} is above the target level {}",
                self.start_level.code(),
                self.target_level.code()
            ));
        }
        if self.a_fail_limit == Some(0) {
            return Err("the limit of failures at the top level must be at least 1".to_string());
        }
        Ok(())
    }
}
