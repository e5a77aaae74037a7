//! Decisions made away from the table: the browser asks a Web Worker, which holds no match,
//! only the question. A [`Question`] carries one seat's view and the agent's spec; the
//! [`Answer`] carries the agent's choice (or, for a hint, its ranking and the reason for the
//! first). Agents are pure functions of their spec and the view, so the answer is the one the
//! driver would have computed itself.
//!
//! Views, actions and games travel packed ([`pack`]: bincode, the format the worker's
//! messages already use) so that one message type serves both games and a worker holds no
//! JSON reader or writer.

use bincode::Options;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::study;
use crate::agents::review::Assessment;
pub use crate::agents::shengji::hard::Shard;
use crate::agents::{AgentKind, AgentSpec, Seat, TableGame, Why};
use crate::{guandan, shengji};

/// An engine whose decisions can be asked for remotely.
pub trait Remote: TableGame + Serialize + DeserializeOwned {
    /// The game's name in a [`Question`].
    const NAME: &'static str;
    /// The hint's reason for `action`.
    fn why(view: &Self::View, action: &Self::Action) -> Option<Why>;
    /// The Hard player's second look at `played` (see [`crate::agents::review`]).
    fn assess(
        view: &Self::View,
        played: &Self::Action,
        spec: &AgentSpec,
    ) -> Option<Assessment<Self::Action>>;
    /// A search shared by several workers: this worker's share of the sampled deals (packed),
    /// or `None` when the decision is not searched that way (then it is simply decided).
    fn shard(_view: &Self::View, _spec: &AgentSpec, _shard: Shard) -> Option<Packed> {
        None
    }
    /// The ranking from every worker's share (`deals`: the shares, each packed).
    fn merged(
        _view: &Self::View,
        _spec: &AgentSpec,
        _deals: &[Packed],
    ) -> Result<Vec<Self::Action>, String> {
        Err("this game's search is not shared".to_string())
    }
}

impl Remote for guandan::Game {
    const NAME: &'static str = "guandan";
    fn why(view: &guandan::SeatView, action: &guandan::Action) -> Option<Why> {
        crate::agents::guandan::why::why(view, action)
    }
    fn assess(
        view: &guandan::SeatView,
        played: &guandan::Action,
        spec: &AgentSpec,
    ) -> Option<Assessment<guandan::Action>> {
        let hard =
            crate::agents::guandan::HardAgent::with_budget_ms(spec.seed, spec.budget().into());
        hard.assess(view, played)
    }
}

impl Remote for shengji::Game {
    const NAME: &'static str = "shengji";
    fn why(view: &shengji::SeatView, action: &shengji::Action) -> Option<Why> {
        crate::agents::shengji::why::why(view, action)
    }
    fn assess(
        view: &shengji::SeatView,
        played: &shengji::Action,
        spec: &AgentSpec,
    ) -> Option<Assessment<shengji::Action>> {
        let hard =
            crate::agents::shengji::HardAgent::with_budget_ms(spec.seed, spec.budget().into());
        hard.assess(view, played)
    }
    fn shard(view: &shengji::SeatView, spec: &AgentSpec, shard: Shard) -> Option<Packed> {
        use crate::agents::shengji::hard::{HardAgent, candidates};
        if spec.kind != AgentKind::Hard {
            return None;
        }
        let candidates = candidates(view)?;
        let hard = HardAgent::with_budget_ms(spec.seed, spec.budget().into());
        Some(pack(&hard.shard(view, &candidates, shard)))
    }
    fn merged(
        view: &shengji::SeatView,
        _spec: &AgentSpec,
        deals: &[Packed],
    ) -> Result<Vec<shengji::Action>, String> {
        use crate::agents::shengji::hard::{Sampled, candidates, rank_merged};
        let mut sampled = Vec::new();
        for share in deals {
            sampled.extend(unpack::<Vec<Sampled>>(share, "deals")?);
        }
        let candidates = candidates(view).ok_or("nothing to search")?;
        Ok(rank_merged(view, &candidates, sampled))
    }
}

/// What a [`Question`] asks besides a decision.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub enum Task {
    /// The seat's action (or, with `hint`, a ranking).
    #[default]
    Decide,
    /// Whether the Hard player would have done otherwise than `played` (packed): the answer's
    /// `actions` hold its choice (none when it agrees) and `gain` the levels it is worth.
    Review { played: Packed },
    /// The hand from `start` (a game, packed) played to its end by `seats`: the answer's
    /// `ended` holds the event that ends it (packed).
    PlayHand {
        start: Packed,
        seats: Vec<AgentSpec>,
    },
    /// The decision's share `shard` of a search spread over several workers: the answer's
    /// `deals` hold it (packed), or, for a decision not searched that way, `actions` hold the
    /// decision itself.
    Shard { shard: Shard },
    /// The decision from every worker's share (`deals`: the `deals` answered).
    Merge { deals: Vec<Packed> },
}

/// What is asked: the action of the AI seat `seat` (or, with `hint`, a ranking for the human).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Question {
    pub game: String,
    pub seat: Seat,
    /// The seat's view, packed.
    pub view: Packed,
    pub spec: AgentSpec,
    pub hint: bool,
    /// Chosen by the asker to match the answer with its question.
    pub ticket: u64,
    #[serde(default)]
    pub task: Task,
}

/// The reply to a [`Question`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    pub ticket: u64,
    pub seat: Seat,
    pub hint: bool,
    /// The chosen action (or the ranking, best first), a packed list; or what went wrong.
    pub actions: Result<Packed, String>,
    pub why: Option<Why>,
    /// A review: the levels the Hard player's choice is worth over the action played.
    #[serde(default)]
    pub gain: Option<f64>,
    /// ... and the card points (Sheng Ji).
    #[serde(default)]
    pub points: Option<f64>,
    /// A hand played again: the event that ended it (packed).
    #[serde(default)]
    pub ended: Option<Packed>,
    /// A [`Task::Shard`]'s deals (packed).
    #[serde(default)]
    pub deals: Option<Packed>,
    /// When the worker took the question and when it answered, in milliseconds of the wall
    /// clock (its `performance.timeOrigin + now()`, which the page's clock shares): the page's
    /// think time splits into the way there, the worker's own part and the way back.
    #[serde(default)]
    pub worked: Option<(f64, f64)>,
}

/// What an answer's `actions` say when no worker could answer (the page makes that answer
/// itself, after waiting; the table then says the computer players cannot run).
pub const NO_WORKER: &str = "no-worker";

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
) -> Question {
    Question {
        game: G::NAME.to_string(),
        seat,
        view: pack(view),
        spec,
        hint,
        ticket,
        task: Task::Decide,
    }
}

/// Answers a question of either game (natively: tools and tests; each game's worker answers
/// with [`answer_in`] and so holds only its own game's code).
pub fn answer(q: &Question) -> Answer {
    match q.game.as_str() {
        shengji::Game::NAME => answer_in::<shengji::Game>(q),
        _ => answer_in::<guandan::Game>(q),
    }
}

/// Answers a question of game `G` (a question of another game gets an error).
pub fn answer_in<G: Remote>(q: &Question) -> Answer {
    if q.game != G::NAME {
        return unanswered(q, format!("unknown game {:?}", q.game));
    }
    let mut a = unanswered(q, String::new());
    a.actions = Ok(pack::<[G::Action]>(&[]));
    work::<G>(q, &mut a);
    a
}

/// The answer to `q` that says `error`.
pub fn unanswered(q: &Question, error: String) -> Answer {
    given(q.ticket, q.seat, q.hint, Err(error))
}

/// An answer made without a worker (a lesson's script, a seat's only action): `action` for
/// `seat` at `ticket`, nothing else said.
pub fn answer_of<A: Serialize>(ticket: u64, seat: Seat, hint: bool, action: &A) -> Answer {
    given(ticket, seat, hint, Ok(pack(std::slice::from_ref(action))))
}

fn given(ticket: u64, seat: Seat, hint: bool, actions: Result<Packed, String>) -> Answer {
    Answer {
        ticket,
        seat,
        hint,
        actions,
        why: None,
        gain: None,
        points: None,
        ended: None,
        deals: None,
        worked: None,
    }
}

fn work<G: Remote>(q: &Question, a: &mut Answer) {
    match &q.task {
        Task::Decide => (a.actions, a.why) = decide::<G>(q),
        Task::Review { played } => match review::<G>(q, played) {
            Ok(Some((better, found, why))) => {
                (a.actions, a.why) = (Ok(better), why);
                (a.gain, a.points) = (Some(found.gain), Some(found.points));
            }
            Ok(None) => {}
            Err(e) => a.actions = Err(e),
        },
        Task::PlayHand { start, seats } => {
            let ended = unpack::<G>(start, "game")
                .and_then(|g| study::play_hand(&g, seats))
                .map(|e| pack(&e));
            match ended {
                Ok(e) => a.ended = Some(e),
                Err(e) => a.actions = Err(e),
            }
        }
        Task::Shard { shard } => {
            let share = unpack::<G::View>(&q.view, "view")
                .ok()
                .and_then(|view| G::shard(&view, &q.spec, *shard));
            match share {
                Some(deals) => a.deals = Some(deals),
                None => (a.actions, a.why) = decide::<G>(q),
            }
        }
        Task::Merge { deals } => {
            let ranked = unpack::<G::View>(&q.view, "view").and_then(|view| {
                let ranked = G::merged(&view, &q.spec, deals)?;
                let why = ranked.first().and_then(|x| G::why(&view, x));
                Ok((ranked, why))
            });
            match ranked {
                Ok((ranked, why)) => {
                    let kept = if q.hint {
                        &ranked[..]
                    } else {
                        ranked.get(..1).unwrap_or_default()
                    };
                    a.actions = Ok(pack(kept));
                    a.why = why;
                }
                Err(e) => a.actions = Err(e),
            }
        }
    }
}

/// The Hard player's choice instead of `played` (a packed list of one action), its verdict
/// and its reason.
type Reviewed<A> = (Packed, Assessment<A>, Option<Why>);

/// [`Reviewed`], or `None` when the Hard player agrees or does not search such a decision.
fn review<G: Remote>(q: &Question, played: &[u8]) -> Result<Option<Reviewed<G::Action>>, String> {
    let view: G::View = unpack(&q.view, "view")?;
    let played: G::Action = unpack(played, "action")?;
    let Some(found) = G::assess(&view, &played, &q.spec) else {
        return Ok(None);
    };
    let why = G::why(&view, &found.better);
    Ok(Some((
        pack(std::slice::from_ref(&found.better)),
        found,
        why,
    )))
}

fn decide<G: Remote>(q: &Question) -> (Result<Packed, String>, Option<Why>) {
    let view: G::View = match unpack(&q.view, "view") {
        Ok(v) => v,
        Err(e) => return (Err(e), None),
    };
    let mut agent = G::agent(&q.spec);
    let actions = if q.hint {
        agent.ranked(&view)
    } else {
        agent.act(&view).into_iter().collect()
    };
    let why = actions.first().and_then(|a| G::why(&view, a));
    (Ok(pack(&actions)), why)
}

/// The actions of an answer, for game `G`.
pub fn actions<G: Remote>(a: &Answer) -> Result<Vec<G::Action>, String> {
    let packed = a.actions.as_ref().map_err(Clone::clone)?;
    unpack(packed, "answer")
}

/// A value as a worker's message carries it.
pub type Packed = Vec<u8>;

/// Packs `value` (bincode: every field written, none named; the page and its workers are one
/// build, so they always agree on the types). A list goes as a slice or a `Vec`, which carry
/// their length: an array (`[x]`) goes without it and does not read back as a list.
pub fn pack<T: Serialize + ?Sized>(value: &T) -> Packed {
    // Writing to memory fails only for a length unknown in advance, which serde's derives and
    // our types never give: then nothing is sent, and reading it says so.
    packing().serialize(value).unwrap_or_default()
}

/// Reads a packed value, or says it cannot read the `what`.
pub fn unpack<T: DeserializeOwned>(packed: &[u8], what: &str) -> Result<T, String> {
    // A length read from damaged bytes is not trusted past what the bytes can hold.
    packing()
        .with_limit(packed.len() as u64)
        .deserialize(packed)
        .map_err(|e| format!("unreadable {what}: {e}"))
}

/// The one bincode format of [`pack`] and [`unpack`]: integers at their full width.
fn packing() -> impl Options {
    bincode::DefaultOptions::new().with_fixint_encoding()
}
