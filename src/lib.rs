//! Guan Dan and Sheng Ji: rules engines, AI seats and the browser table.
//!
//! Dependencies point one way: [`cards`] ← each game's engine ([`guandan`], [`shengji`]) ← AI ←
//! UI. Everything but `ui` is pure Rust, deterministic given a seed, and builds natively; the UI
//! module only exists in the wasm build.

// First, so that `t!` is in scope in every module after it.
#[macro_use]
pub mod i18n;

pub mod agents;
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod art;
pub mod cards;
pub mod driver;
pub mod friends;
pub mod guandan;
pub mod json;
pub mod launch;
pub mod lesson;
pub mod shengji;
/// Every text the table shows, made from the catalogs (the UI names them `ui::strings`): no
/// browser API, so native tests read every text a page shows, in every language.
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod ui;
