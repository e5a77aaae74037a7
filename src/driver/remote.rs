//! Decisions made away from the table: the browser asks a Web Worker, which holds no match,
//! only the question. A [`Question`] carries one seat's view and the agent's spec; the
//! [`Answer`] carries the agent's choice (or, for a hint, its ranking and the reason for the
//! first). Agents are pure functions of their spec and the view, so the answer is the one the
//! driver would have computed itself.
//!
//! Views and actions travel as JSON text so that one message type serves both games.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::agents::{AgentKind, AgentSpec, Seat, TableGame, Why};
use crate::{guandan, shengji};

/// An engine whose decisions can be asked for remotely.
pub trait Remote: TableGame
where
    Self::View: Serialize + DeserializeOwned,
    Self::Action: Serialize + DeserializeOwned,
{
    /// The game's name in a [`Question`].
    const NAME: &'static str;
    /// The hint's reason for `action`.
    fn why(view: &Self::View, action: &Self::Action) -> Option<Why>;
}

impl Remote for guandan::Game {
    const NAME: &'static str = "guandan";
    fn why(view: &guandan::SeatView, action: &guandan::Action) -> Option<Why> {
        crate::agents::guandan::why::why(view, action)
    }
}

impl Remote for shengji::Game {
    const NAME: &'static str = "shengji";
    fn why(view: &shengji::SeatView, action: &shengji::Action) -> Option<Why> {
        crate::agents::shengji::why::why(view, action)
    }
}

/// What is asked: the action of the AI seat `seat` (or, with `hint`, a ranking for the human).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Question {
    pub game: String,
    pub seat: Seat,
    /// The seat's view, as JSON.
    pub view: String,
    pub spec: AgentSpec,
    pub hint: bool,
    /// Chosen by the asker to match the answer with its question.
    pub ticket: u64,
}

/// The reply to a [`Question`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    pub ticket: u64,
    pub seat: Seat,
    pub hint: bool,
    /// The chosen action (or the ranking, best first), as a JSON list; or what went wrong.
    pub actions: Result<String, String>,
    pub why: Option<Why>,
}

/// The spec the Hint asks: the strongest player.
pub fn hint_spec(seat: Seat) -> AgentSpec {
    AgentSpec::new(AgentKind::Hard, seat as u64)
}

pub fn question<G: Remote>(
    seat: Seat,
    view: &G::View,
    spec: AgentSpec,
    hint: bool,
    ticket: u64,
) -> Question
where
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    Question {
        game: G::NAME.to_string(),
        seat,
        view: serde_json::to_string(view).unwrap_or_default(),
        spec,
        hint,
        ticket,
    }
}

/// Answers a question (in the worker, or on the page if the worker is missing).
pub fn answer(q: &Question) -> Answer {
    let (actions, why) = match q.game.as_str() {
        guandan::Game::NAME => decide::<guandan::Game>(q),
        shengji::Game::NAME => decide::<shengji::Game>(q),
        other => (Err(format!("unknown game {other:?}")), None),
    };
    Answer {
        ticket: q.ticket,
        seat: q.seat,
        hint: q.hint,
        actions,
        why,
    }
}

fn decide<G: Remote>(q: &Question) -> (Result<String, String>, Option<Why>)
where
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    let view: G::View = match serde_json::from_str(&q.view) {
        Ok(v) => v,
        Err(e) => return (Err(format!("unreadable view: {e}")), None),
    };
    let mut agent = G::agent(&q.spec);
    let actions = if q.hint {
        agent.ranked(&view)
    } else {
        agent.act(&view).into_iter().collect()
    };
    let why = actions.first().and_then(|a| G::why(&view, a));
    let text = serde_json::to_string(&actions).map_err(|e| e.to_string());
    (text, why)
}

/// The actions of an answer, for game `G`.
pub fn actions<G: Remote>(a: &Answer) -> Result<Vec<G::Action>, String>
where
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    let text = a.actions.as_ref().map_err(Clone::clone)?;
    serde_json::from_str(text).map_err(|e| format!("unreadable answer: {e}"))
}
