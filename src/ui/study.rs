//! Looking back at a finished hand, in workers of their own so that the table never waits:
//! the same deal played again by the Hard player from the human's seat (started as soon as
//! the hand ends, shown beside the human's result) and, on request, the review of each of the
//! human's decisions (`data-action="review"`). Both are dropped when the next hand starts.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::worker::{Spawnable, WorkerBridge};
use yew::prelude::*;

use super::core::{CardTable, HUMAN};
use super::worker::Thinker;
use crate::agents::{AgentSpec, Why};
use crate::driver::record::{Recordable, last_hand};
use crate::driver::remote::{self, Answer, Question, Task};
use crate::driver::{Match, Player, study};

/// What each game says about a finished hand, for the comparison and the review.
pub trait Studied: CardTable + Recordable {
    /// The hand that started as `start` and ended with `end`, for `seat`'s side.
    fn summary(start: &Self, end: &Self::Event, seat: usize) -> Option<Summary>;
    /// An action in a few words (its cards, or what it is).
    fn short(start: &Self, action: &Self::Action) -> String;
    /// The position after `k` actions of a replayed hand (the game now beside it), drawn in
    /// the look-back piece only (see `review::LookBackPanel`).
    fn position(hand: &crate::driver::record::HandReplay<Self>, live: &Self, k: usize)
    -> yew::Html;
}

/// A hand's result for one side, in lines, with what decides which of two is better: the
/// levels the side went up (negative: the other side's climb), then `tie` (a finishing place
/// or card points, higher is better).
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub lines: Vec<String>,
    pub levels: i32,
    pub tie: i32,
}

/// One decision the Hard player would have made otherwise.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict<A> {
    /// The decision's step in the hand's replay (the position the player saw).
    pub step: usize,
    pub played: A,
    pub better: A,
    /// Levels (and, in Sheng Ji, card points) the Hard player's choice gains on average.
    pub gain: f64,
    pub points: f64,
    pub why: Option<Why>,
}

impl<A> Verdict<A> {
    /// Worth listing: more than noise.
    pub fn matters(&self) -> bool {
        self.gain >= 0.1 || self.points >= 5.0
    }
}

/// The review's progress and findings.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<A> {
    pub asked: usize,
    pub answered: usize,
    pub verdicts: Vec<Verdict<A>>,
    pub started_ms: f64,
    /// How long it took, once every answer is in.
    pub took_ms: Option<f64>,
    pub failed: bool,
    /// The decisions asked about: step and action.
    plan: Vec<(usize, A)>,
}

/// Everything looked at for one finished hand.
#[derive(Clone)]
pub struct Study<G: Studied> {
    /// The hand: the match's action count at its end (`None`: no hand is finished).
    pub hand: Option<usize>,
    /// The hand's start and the human's own result.
    pub start: Option<G>,
    pub mine: Option<G::Event>,
    /// The Hard player's result from the human's seat (`Err`: it could not be played).
    pub hard: Option<Result<G::Event, String>>,
    pub review: Option<Review<G::Action>>,
}

pub enum StudyMsg<G: Studied> {
    /// A hand finished (its key, start and the human's result), or none is.
    Hand(Option<(usize, G, G::Event)>),
    Reviewing(Vec<(usize, G::Action)>, f64),
    Answer(Answer, f64),
}

/// The ticket of the comparison; review questions carry their index.
const COMPARE: u64 = u64::MAX;

impl<G: Studied> Reducible for Study<G> {
    type Action = StudyMsg<G>;

    fn reduce(self: Rc<Self>, msg: StudyMsg<G>) -> Rc<Self> {
        let mut s = (*self).clone();
        match msg {
            StudyMsg::Hand(found) => {
                s = Study::default();
                if let Some((key, start, mine)) = found {
                    (s.hand, s.start, s.mine) = (Some(key), Some(start), Some(mine));
                }
            }
            StudyMsg::Reviewing(plan, now) => {
                s.review = Some(Review {
                    asked: plan.len(),
                    answered: 0,
                    verdicts: Vec::new(),
                    started_ms: now,
                    took_ms: plan.is_empty().then_some(0.0),
                    failed: false,
                    plan,
                });
            }
            StudyMsg::Answer(a, _) if a.ticket == COMPARE => {
                let ended = match (&a.ended, &a.actions) {
                    (Some(e), _) => remote::unpack(e, "end of the hand"),
                    (None, Err(e)) => Err(e.clone()),
                    (None, Ok(_)) => Err("no result".to_string()),
                };
                if let Err(e) = &ended {
                    web_sys::console::warn_1(&format!("replaying the hand failed: {e}").into());
                }
                s.hard = Some(ended);
            }
            StudyMsg::Answer(a, now) => {
                let Some(r) = s.review.as_mut() else {
                    return self;
                };
                let Some((step, played)) = r.plan.get(a.ticket as usize).cloned() else {
                    return self;
                };
                r.answered += 1;
                match remote::actions::<G>(&a) {
                    Ok(better) => {
                        if let (Some(better), Some(gain)) = (better.into_iter().next(), a.gain) {
                            r.verdicts.push(Verdict {
                                step,
                                played,
                                better,
                                gain,
                                points: a.points.unwrap_or(0.0),
                                why: a.why,
                            });
                        }
                    }
                    Err(e) => {
                        web_sys::console::warn_1(&format!("review: {e}").into());
                        r.failed = true;
                    }
                }
                if r.answered >= r.asked {
                    r.took_ms = Some(now - r.started_ms);
                    // Best first: the most levels, then the most points.
                    crate::cards::sort::sort_by(&mut r.verdicts, |a, b| {
                        b.gain
                            .total_cmp(&a.gain)
                            .then(b.points.total_cmp(&a.points))
                            .then(a.step.cmp(&b.step))
                            .is_lt()
                    });
                }
            }
        }
        Rc::new(s)
    }
}

impl<G: Studied> Default for Study<G> {
    fn default() -> Study<G> {
        Study {
            hand: None,
            start: None,
            mine: None,
            hard: None,
            review: None,
        }
    }
}

/// A study changes only by its hand, the Hard player's result arriving, or the review.
impl<G: Studied> PartialEq for Study<G> {
    fn eq(&self, other: &Study<G>) -> bool {
        self.hand == other.hand
            && self.hard.is_some() == other.hard.is_some()
            && self.review == other.review
    }
}

/// Milliseconds since the page loaded.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The study of the hand just finished and a callback that starts its review. `finished`:
/// the table shows a hand's (or round's) end.
#[hook]
pub fn use_study<G: Studied>(
    m: Option<&Rc<RefCell<Match<G>>>>,
    finished: bool,
    progress: u64,
) -> (UseReducerHandle<Study<G>>, Callback<()>) {
    let study = use_reducer(Study::<G>::default);
    // One worker for the comparison and one for the review, made when first needed and
    // dropped (ending their work) when the next hand starts.
    let workers = use_mut_ref(|| [None::<WorkerBridge<Thinker>>, None]);
    // At a friend's table the page holds no hands but its own: nothing to study.
    let m = m.cloned();
    {
        let m = m.clone();
        let study = study.clone();
        let workers = workers.clone();
        use_effect_with((finished, progress), move |(finished, _)| {
            let found = match &m {
                Some(m) if *finished => hand_end(&m.borrow()),
                _ => None,
            };
            if found.as_ref().map(|f| f.0) != study.hand {
                *workers.borrow_mut() = [None, None];
                let ask = found
                    .as_ref()
                    .zip(m.as_ref())
                    .map(|((_, start, _), m)| compare_question(&m.borrow(), start));
                study.dispatch(StudyMsg::Hand(found));
                if let Some(q) = ask {
                    send(&workers, 0, &study, q);
                }
            }
        });
    }
    let start_review = {
        let m = m.clone();
        let study = study.clone();
        let workers = workers.clone();
        Callback::from(move |()| {
            if study.review.is_some() || study.hand.is_none() {
                return;
            }
            let Some(m) = &m else { return };
            let m = m.borrow();
            let Some((start, actions)) = m.history() else {
                return;
            };
            let Ok(hand) = last_hand(start, actions) else {
                return;
            };
            // Only real choices: a forced action (a card drawn, a lone legal play) is not one.
            let decisions: Vec<_> = study::decisions(&hand, HUMAN)
                .into_iter()
                .filter(|d| G::legal_actions(&d.view).len() > 1)
                .collect();
            let plan: Vec<(usize, G::Action)> = decisions
                .iter()
                .map(|d| (d.step, d.action.clone()))
                .collect();
            study.dispatch(StudyMsg::Reviewing(plan, now()));
            for (i, d) in decisions.iter().enumerate() {
                let mut q = remote::question::<G>(HUMAN, &d.view, review_spec(), false, i as u64);
                q.task = Task::Review {
                    played: remote::pack(&d.action),
                };
                send(&workers, 1, &study, q);
            }
        })
    };
    (study, start_review)
}

/// The Hard player of the review and the comparison.
fn review_spec() -> AgentSpec {
    remote::hint_spec(HUMAN)
}

/// The hand just finished: its key, its start, and the event that ended it.
fn hand_end<G: Studied>(m: &Match<G>) -> Option<(usize, G, G::Event)> {
    let (start, actions) = m.history()?;
    let hand = last_hand(start, actions).ok()?;
    let first = hand.positions.first()?.clone();
    let end = m.log().iter().rev().find(|e| G::ends_hand(&e.event))?;
    Some((actions.len(), first, end.event.clone()))
}

/// The question that plays the hand from `start` again with the Hard player in the human's
/// seat and every other seat's own player.
fn compare_question<G: Studied>(m: &Match<G>, start: &G) -> Question {
    let seats = m
        .players()
        .iter()
        .map(|p| match p {
            Player::Ai(spec) => *spec,
            Player::Human => review_spec(),
        })
        .collect();
    let mut q = remote::question::<G>(HUMAN, &m.view(HUMAN), review_spec(), false, COMPARE);
    q.view = Vec::new();
    q.task = Task::PlayHand {
        start: remote::pack(start),
        seats,
    };
    q
}

fn send<G: Studied>(
    workers: &Rc<RefCell<[Option<WorkerBridge<Thinker>>; 2]>>,
    which: usize,
    study: &UseReducerHandle<Study<G>>,
    q: Question,
) {
    if !super::thinker::workers_allowed() {
        return;
    }
    let mut w = workers.borrow_mut();
    let Some(slot) = w.get_mut(which) else { return };
    let bridge = slot.get_or_insert_with(|| {
        let d = study.dispatcher();
        super::worker::spawn_thinker(
            Thinker::spawner().callback(move |a: Answer| d.dispatch(StudyMsg::Answer(a, now()))),
            <G as remote::Remote>::NAME,
        )
    });
    bridge.send(q);
}

/// What a table needs to look back at its latest hand besides the match (whose replay the
/// look-back piece works out): the study of the hand just finished and the callback that
/// starts its review.
#[hook]
pub fn use_look_back<G: Studied>(
    core: &super::core::Core<G>,
) -> (UseReducerHandle<Study<G>>, Callback<()>) {
    use crate::driver::Waiting;
    let finished = matches!(core.waiting(), Waiting::NextHand | Waiting::Over);
    use_study(core.local(), finished, core.progress)
}
