//! What the player chose in a table's settings (the rules of the next match, the computer's
//! speed, for Sheng Ji whether to deal at once), kept between visits, and the settings
//! dialog's two callbacks.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use super::storage;
use crate::launch::Speed;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prefs<R> {
    pub rules: R,
    /// "instant", "fast", "normal" or "slow".
    pub speed: String,
    #[serde(default)]
    pub deal_at_once: bool,
}

impl<R: Clone + Serialize + DeserializeOwned> Prefs<R> {
    pub fn new(rules: R) -> Prefs<R> {
        Prefs {
            rules,
            speed: Speed::Normal.slug().to_string(),
            deal_at_once: false,
        }
    }

    pub fn speed(&self) -> Speed {
        Speed::from_slug(&self.speed).unwrap_or(Speed::Normal)
    }

    /// The saved choices under `key`, or `default` (a damaged entry, or rules that fail
    /// `valid`, are ignored).
    pub fn load(key: &str, default: R, valid: impl Fn(&R) -> bool) -> Prefs<R> {
        storage::load_json::<Prefs<R>>(key)
            .filter(|p| valid(&p.rules))
            .unwrap_or_else(|| Prefs::new(default))
    }

    pub fn store(&self, key: &str) {
        storage::store_json(key, self);
    }
}

/// Keeps changed preferences (speed, dealing) and applies them at once.
pub fn on_change<R>(key: &'static str, prefs: UseStateHandle<Prefs<R>>) -> Callback<Prefs<R>>
where
    R: Clone + Serialize + DeserializeOwned + 'static,
{
    Callback::from(move |p: Prefs<R>| {
        p.store(key);
        prefs.set(p);
    })
}

/// Keeps new rules and starts a match with them: `start(seed, rules)` is the table's message.
pub fn on_start<R, M>(
    key: &'static str,
    prefs: UseStateHandle<Prefs<R>>,
    dispatch: Callback<M>,
    start: fn(u64, R) -> M,
) -> Callback<R>
where
    R: Clone + Serialize + DeserializeOwned + 'static,
    M: 'static,
{
    Callback::from(move |rules: R| {
        let next = Prefs {
            rules: rules.clone(),
            ..(*prefs).clone()
        };
        next.store(key);
        prefs.set(next);
        dispatch.emit(start(super::fresh_seed(), rules));
    })
}
