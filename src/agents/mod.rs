//! AI seats. One interface for both games: an engine is seen through [`TableGame`] and a seat is
//! played by an [`Agent`], which decides from that seat's view only, the same view the human
//! gets. Rule AI, random play and scripted test seats are all agents.
//!
//! Agents are pure functions of their seed and the view: the same view always gets the same
//! answer, so a match replays exactly from its seed and a saved match resumes by rebuilding its
//! agents from their [`AgentSpec`]s.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;

use rand::Rng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

use crate::cards::{Card, rng};

pub mod guandan;
pub mod net;
pub mod review;
pub mod shengji;
pub mod why;

pub use why::Why;

/// A seat number.
pub type Seat = usize;

/// What the match driver and the agents need from a rules engine.
pub trait TableGame: Clone {
    /// What one seat may see. Views, actions and events travel (to a worker, a friend's page, a
    /// save, a record), hence serde on each.
    type View: Clone + Serialize + serde::de::DeserializeOwned;
    type Action: Clone + fmt::Debug + PartialEq + Serialize + serde::de::DeserializeOwned;
    type Event: Clone + fmt::Debug + Serialize + serde::de::DeserializeOwned;
    /// Why the engine refused an action; it travels to a friend's page, which words it.
    type Error: fmt::Display + fmt::Debug + Clone + Serialize + serde::de::DeserializeOwned;

    fn seats(&self) -> usize;
    /// The seat whose decision the game waits for (`None` once the match is over).
    fn to_act(&self) -> Option<Seat>;
    fn view(&self, seat: Seat) -> Self::View;
    /// Applies a seat's action; on error nothing changes.
    fn apply(&mut self, seat: Seat, action: Self::Action) -> Result<Vec<Self::Event>, Self::Error>;
    fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    /// Every legal action of the view's seat now (empty when it is not its turn).
    fn legal_actions(view: &Self::View) -> Vec<Self::Action>;
    /// Whether the view's seat may take `action` now, and if not why (the engine's words): for
    /// actions written out by a player in another process, which may be legal without being
    /// among the listed ones (Sheng Ji lists only a few burials, for one).
    fn check_action(view: &Self::View, action: &Self::Action) -> Result<(), String> {
        if Self::legal_actions(view).contains(action) {
            Ok(())
        } else {
            Err(format!("{action:?} is not a legal action now"))
        }
    }
    /// A number that changes when new cards are dealt (a new hand, round or redeal).
    fn deal_number(&self) -> u64;
    /// A number that differs between the decisions of one match (hand and turn), so that a
    /// seeded agent draws fresh randomness for each decision without keeping state.
    fn decision_key(view: &Self::View) -> u64;
    /// Whether this event ends a hand (a round): a table with a human pauses there.
    fn ends_hand(event: &Self::Event) -> bool;
    /// Whether the view's seat is deciding a play of the cards (not a bid, a tribute, ...).
    fn in_play(view: &Self::View) -> bool;
    /// Whether the easy player may take `action` by a slip instead of its first choice: a
    /// misjudged trick, not a deliberate act such as a Guan Dan bomb.
    fn slip_allowed(_view: &Self::View, _action: &Self::Action) -> bool {
        true
    }
    /// The events of the deal the game was created with (the first hand's start), which no
    /// action produced.
    fn opening(&self) -> Vec<Self::Event>;
    /// Builds the agent a spec names.
    fn agent(spec: &AgentSpec) -> Box<dyn Agent<Self>>;
    /// The action as the other seats see it (e.g. cards buried face down are not shown).
    fn public_action(action: &Self::Action) -> Self::Action {
        action.clone()
    }
    /// Whether a state read back from outside (a save) is one the engine could have reached;
    /// if not, what is wrong.
    fn integrity(&self) -> Result<(), String>;
}

/// A computer player.
pub trait Agent<G: TableGame> {
    /// The action to take, one of `G::legal_actions(view)`; `None` only when there is none
    /// (the view's seat is not to act).
    fn act(&mut self, view: &G::View) -> Option<G::Action>;

    /// The legal actions, best first (the first is [`Agent::act`]'s choice). The UI's Hint
    /// walks this list.
    fn ranked(&mut self, view: &G::View) -> Vec<G::Action> {
        self.act(view).into_iter().collect()
    }

    /// Sees an action of any seat (as the table shows it) and the events that followed. The
    /// built-in agents read the view instead; an agent in another process follows the game
    /// this way.
    fn observe(&mut self, _seat: Seat, _action: &G::Action, _events: &[G::Event]) {}

    /// Sees its own seat's view when new cards are dealt (and when it takes the seat), for an
    /// agent that follows the game through [`Agent::observe`].
    fn dealt(&mut self, _view: &G::View) {}
}

/// What a search found at one decision: the candidates it played out and each one's outcome on
/// every sampled deal (the same deals, in the same order, for all).
#[derive(Clone, Debug, PartialEq)]
pub struct Searched<A> {
    pub candidates: Vec<A>,
    pub results: Vec<Vec<review::Score>>,
}

/// A player that searches: its ranking ([`Agent::ranked`]) together with what the search found
/// (`None` where it does not search), from one search; what `make record` writes down.
pub trait Searching<G: TableGame>: Agent<G> {
    fn ranked_searched(&mut self, view: &G::View) -> (Vec<G::Action>, Option<Searched<G::Action>>);
}

/// The kinds of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AgentKind {
    /// A uniformly random legal action (the baseline of the measurements).
    Random,
    /// The rule AI with human-like slips: now and then its second or third choice of play.
    Easy,
    /// The rule AI: plans its hand and plays it like a sensible person.
    Normal,
    /// A search over the hidden cards, with the rule AI playing the deals out.
    Hard,
    /// Sheng Ji's rule AI as it was before issue 21, frozen: the yardstick of the new Normal
    /// in tournaments and tests, never offered to a player (in Guan Dan: the rule AI without
    /// the learned evaluation).
    Baseline,
}

impl AgentKind {
    /// The tiers a player chooses from.
    pub const TIERS: [AgentKind; 3] = [AgentKind::Easy, AgentKind::Normal, AgentKind::Hard];

    pub fn name(self) -> &'static str {
        match self {
            AgentKind::Random => "random",
            AgentKind::Easy => "easy",
            AgentKind::Normal => "normal",
            AgentKind::Hard => "hard",
            AgentKind::Baseline => "baseline",
        }
    }

    pub fn from_name(name: &str) -> Option<AgentKind> {
        match name.trim().to_ascii_lowercase().as_str() {
            "random" => Some(AgentKind::Random),
            "easy" => Some(AgentKind::Easy),
            "normal" | "rule" => Some(AgentKind::Normal),
            "hard" => Some(AgentKind::Hard),
            "baseline" => Some(AgentKind::Baseline),
            _ => None,
        }
    }
}

/// The Hard player's think time per decision by default: what the browser affords.
pub const HARD_BUDGET_MS: u32 = 400;

/// Which agent sits at a seat, its seed, and (for the search player) its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AgentSpec {
    pub kind: AgentKind,
    pub seed: u64,
    /// Work per decision of the search player, in milliseconds of native compute (0: the
    /// default, [`HARD_BUDGET_MS`]).
    #[serde(default)]
    pub budget_ms: u32,
}

impl AgentSpec {
    pub fn new(kind: AgentKind, seed: u64) -> AgentSpec {
        AgentSpec {
            kind,
            seed,
            budget_ms: 0,
        }
    }

    pub fn with_budget(self, ms: u32) -> AgentSpec {
        AgentSpec {
            budget_ms: ms,
            ..self
        }
    }

    /// The search budget in force.
    pub fn budget(&self) -> u32 {
        if self.budget_ms == 0 {
            HARD_BUDGET_MS
        } else {
            self.budget_ms
        }
    }
}

/// splitmix64 of a seed and a key: independent streams for independent purposes.
pub fn mix(seed: u64, key: u64) -> u64 {
    let mut z = seed ^ key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The generator of one decision of a seeded agent.
pub fn decision_rng<G: TableGame>(seed: u64, view: &G::View) -> StdRng {
    rng(mix(seed, G::decision_key(view)))
}

/// Plays a uniformly random legal action.
pub struct RandomAgent {
    pub seed: u64,
}

impl<G: TableGame> Agent<G> for RandomAgent {
    fn act(&mut self, view: &G::View) -> Option<G::Action> {
        let mut actions = G::legal_actions(view);
        if actions.is_empty() {
            return None;
        }
        let i = decision_rng::<G>(self.seed, view).random_range(0..actions.len());
        Some(actions.swap_remove(i))
    }
}

/// The easy player: the rule AI (`inner`), except that when playing cards it now and then
/// takes its second or third choice, as a person who misjudges a trick would (among the
/// choices [`TableGame::slip_allowed`] lets it slip into: a Guan Dan bomb is never a slip, or
/// it would bomb its own partner's winning play in one hand out of two).
pub struct EasyAgent<G: TableGame> {
    pub inner: Box<dyn Agent<G>>,
    pub seed: u64,
}

/// How often the easy player slips: its second choice, its third choice.
const SLIPS: (f64, f64) = (0.22, 0.08);

impl<G: TableGame> Agent<G> for EasyAgent<G> {
    fn act(&mut self, view: &G::View) -> Option<G::Action> {
        let mut ranked = self.inner.ranked(view);
        if !G::in_play(view) {
            return ranked.into_iter().next();
        }
        let first = ranked.first().cloned();
        ranked.retain(|a| Some(a) == first.as_ref() || G::slip_allowed(view, a));
        if ranked.len() > 1 {
            let r: f64 = decision_rng::<G>(mix(self.seed, 0xEA5E), view).random();
            let pick = if r < SLIPS.1 {
                2
            } else if r < SLIPS.0 + SLIPS.1 {
                1
            } else {
                0
            };
            let i = pick.min(ranked.len() - 1);
            return Some(ranked.swap_remove(i));
        }
        ranked.into_iter().next()
    }

    fn ranked(&mut self, view: &G::View) -> Vec<G::Action> {
        self.inner.ranked(view)
    }
}

/// The first `k` of `items` whose keys differ (an item without a key is skipped): the search
/// players' candidates, one per distinct play.
pub fn first_distinct<T: Clone, K: PartialEq>(
    items: &[T],
    k: usize,
    key: impl Fn(&T) -> Option<K>,
) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    let mut keys: Vec<K> = Vec::new();
    for item in items {
        let Some(key) = key(item) else { continue };
        if !keys.contains(&key) {
            keys.push(key);
            out.push(item.clone());
            if out.len() == k {
                break;
            }
        }
    }
    out
}

/// The face indices of `cards`, sorted: which copy of a card is played makes no difference.
pub fn face_key(cards: &[Card]) -> Vec<usize> {
    let mut faces: Vec<usize> = cards.iter().map(|c| c.face.index()).collect();
    crate::cards::sort::sort(&mut faces);
    faces
}

/// The mean of `r - base` over the same deals and its standard error (`None` with fewer than
/// two deals).
pub fn paired_difference(r: &[f64], base: &[f64]) -> Option<(f64, f64)> {
    let d: Vec<f64> = r.iter().zip(base).map(|(a, b)| a - b).collect();
    let n = d.len() as f64;
    if n < 2.0 {
        return None;
    }
    let mean = d.iter().sum::<f64>() / n;
    let var = d.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    Some((mean, (var / n).sqrt()))
}

/// How much better than candidate 0 (the rule AI's choice) each candidate did on the same
/// deals (`results[c][deal]`), counted only where the difference stands out of the noise: the
/// mean paired difference when it exceeds `z` standard errors and `min_gain`, else 0 (and 0
/// for candidate 0 itself). Worse counts as measured. The search players order their
/// candidates by it.
pub fn paired_advantage(results: &[Vec<f64>], z: f64, min_gain: f64) -> Vec<f64> {
    let Some(base) = results.first() else {
        return Vec::new();
    };
    results
        .iter()
        .map(|r| {
            let Some((mean, se)) = paired_difference(r, base) else {
                return 0.0;
            };
            let clearly_better = mean > z * se && mean > min_gain;
            if clearly_better || mean < 0.0 {
                mean
            } else {
                0.0
            }
        })
        .collect()
}
