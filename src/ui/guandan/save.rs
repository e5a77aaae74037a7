//! The Guan Dan table's settings, kept between visits (the match itself is saved through
//! [`core`](super::super::core)).

use serde::{Deserialize, Serialize};

use super::super::storage;
use crate::guandan::Rules;
use crate::launch::Speed;

const SETTINGS_KEY: &str = "cardtable.guandan.settings";

/// What the player chose in the settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub rules: Rules,
    /// "instant", "fast", "normal" or "slow".
    pub speed: String,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: Rules::default(),
            speed: Speed::Normal.slug().to_string(),
        }
    }
}

impl Settings {
    pub fn speed(&self) -> Speed {
        Speed::from_slug(&self.speed).unwrap_or(Speed::Normal)
    }

    /// The saved settings, or the defaults (a damaged entry is ignored).
    pub fn load() -> Settings {
        storage::load_json::<Settings>(SETTINGS_KEY)
            .filter(|s| s.rules.validate().is_ok())
            .unwrap_or_default()
    }

    pub fn store(&self) {
        storage::store_json(SETTINGS_KEY, self);
    }
}
