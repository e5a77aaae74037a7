//! What every table shares, whatever the game: the match driver, the human's selection, the
//! hints, the line beside the buttons, the open panel (the saves are in `saved`). Each game's reducer wraps
//! a [`Core`] and adds only what is its own (Guan Dan's reading chooser, Sheng Ji's bids).

use std::cell::{Ref, RefCell};
use std::rc::Rc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::friends::{Guest, Hosting};
use super::storage;
use super::strings;
use crate::agents::{AgentKind, AgentSpec, TableGame, Why, mix};
use crate::cards::{Card, Rank};
use crate::driver::remote::{self, Answer, Question, Remote};
use crate::driver::{DriverError, Entry, Match, Player, Waiting};

/// The human's seat at every table.
pub const HUMAN: usize = 0;

/// The computer players' tiers the human chose for a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tiers {
    /// The human's partners (a fixed team); in Zhao Pengyou, where nobody's side is known at
    /// the start, every computer seat plays at the opponents' tier.
    pub partners: AgentKind,
    pub opponents: AgentKind,
}

impl Default for Tiers {
    fn default() -> Tiers {
        Tiers {
            partners: AgentKind::Normal,
            opponents: AgentKind::Normal,
        }
    }
}

/// The players of a new match of `n` seats: the human at seat 0, the computer elsewhere at
/// the chosen tiers (`partners`: whether the seats of the human's parity are partners).
pub fn players(n: usize, seed: u64, tiers: Tiers, partners: bool) -> Vec<Player> {
    (0..n)
        .map(|s| match s {
            HUMAN => Player::Human,
            s => {
                let kind = if partners && s % 2 == HUMAN % 2 {
                    tiers.partners
                } else {
                    tiers.opponents
                };
                Player::Ai(AgentSpec::new(kind, mix(seed, s as u64)))
            }
        })
        .collect()
}

/// What the UI needs to know about a game's actions, beyond the engine.
pub trait CardTable:
    Remote
    + crate::driver::record::Recordable
    + crate::lesson::Taught
    + Serialize
    + DeserializeOwned
    + 'static
{
    /// The cards an action puts forward (a play, a tribute card, a burial): a hint selects
    /// them. `None` for actions that choose no cards.
    fn chosen_cards(action: &Self::Action) -> Option<Vec<Card>>;
    /// Whether the action is a pass.
    fn is_pass(action: &Self::Action) -> bool;
    /// The hint's line for ranked action `i` of `n`.
    fn hint_line(i: usize, n: usize, action: &Self::Action) -> Option<String>;
    /// Why the engine would refuse to play `cards` now, for the line beside the buttons while
    /// the human picks cards (Play is enabled only when this is `None`). `None` too when it is
    /// not the human's turn to play or nothing is selected.
    fn why_not(view: &Self::View, cards: &[Card]) -> Option<String>;
    /// Whether the event closes something the table pauses on: a trick won, a hand ended.
    fn settles(event: &Self::Event) -> bool;
    /// Why the engine refused an action, in the player's language.
    fn refusal(error: &Self::Error) -> String;
    /// The hand that starts here with each seat given the next seat's cards and situation
    /// (see the engines' `turned`); `None` once it is under way.
    fn turned(&self) -> Option<Self>;
    /// The action a computer seat of `kind` takes here, without asking the worker: one it has
    /// no choice but to take (see the engines' `only_action`), or one its tier decides without
    /// searching (Sheng Ji's draws and bids), so a table can begin before its worker is in.
    fn forced(_view: &Self::View, _kind: AgentKind) -> Option<Self::Action> {
        None
    }
    /// Whether the table will soon need its worker, which then starts loading: at once where
    /// computers think from the first turn; Sheng Ji's draw answers its computers here, so its
    /// worker waits for the draw's second half and leaves the connection to the table's first
    /// cards (issue 69). A question asked before then (a Hint) starts it anyway.
    fn needs_worker_soon(_view: &Self::View) -> bool {
        true
    }
    /// Where a match stands, for the home page's Continue: its rules, the hand's number, the
    /// level of the player's side and (in fixed partnerships) the other side's.
    fn standing(&self) -> About;
}

/// What the home page's Continue says of a saved match, kept beside it (reading the match
/// itself would play it through the engine again).
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct About {
    /// The match's rules, as JSON (as the table's settings keep them).
    pub rules: String,
    pub hand: u32,
    pub level: Rank,
    /// The other side's level, in fixed partnerships.
    pub other: Option<Rank>,
    /// When it was saved (milliseconds since 1970).
    pub at: f64,
}

/// "Play this deal again": the finished hand's deal turned, played as an interlude; the
/// match waits, at its hand's end, until the human goes on.
#[derive(Clone)]
pub struct Challenge<G: TableGame> {
    pub back: Rc<RefCell<Match<G>>>,
    /// The hand as first played: its start and the event that ended it.
    pub first: (G, G::Event),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    Table,
    Log,
    Settings,
    /// The card tracker (记牌器).
    Tracker,
    /// The replay of the latest hand.
    Replay,
    /// The review of the human's decisions in the hand just finished.
    Review,
}

/// A line next to the buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The engine refused the human's action (its reason).
    Refused(String),
    /// The engine would refuse the selection as it stands (its reason, shown quietly while
    /// the human picks cards).
    WhyNot(String),
    Info(String),
}

/// Where the table's position comes from.
#[derive(Clone)]
pub enum Source<G: TableGame> {
    /// This page runs the match (alone, or hosting friends).
    Match(Rc<RefCell<Match<G>>>),
    /// A friend's seat at a match another page runs: what that page sent.
    Guest(Rc<RefCell<Guest<G>>>),
}

impl<G: TableGame> PartialEq for Source<G> {
    fn eq(&self, other: &Source<G>) -> bool {
        match (self, other) {
            (Source::Match(a), Source::Match(b)) => Rc::ptr_eq(a, b),
            (Source::Guest(a), Source::Guest(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// What a table screen is given, in either game.
#[derive(yew::Properties, PartialEq, Clone)]
pub struct TableProps {
    /// `?seed=N`: start (or resume) that match.
    pub seed: Option<u64>,
    /// `?variant=`: play this preset (Sheng Ji's variants; Guan Dan's come from Settings).
    #[prop_or_default]
    pub variant: Option<String>,
    /// `?speed=`: overrides the saved speed for this visit.
    pub speed: Option<crate::launch::Speed>,
    pub on_home: yew::Callback<()>,
    /// Friends at the table: this page hosts them, or is a friend's seat.
    #[prop_or_default]
    pub company: Option<super::friends::Company>,
    /// Learn to play: the lesson's table.
    #[prop_or_default]
    pub lesson: bool,
}

/// A match and the human's state around it.
#[derive(Clone)]
pub struct Core<G: CardTable> {
    pub seed: u64,
    pub source: Source<G>,
    /// The page's player's seat ([`HUMAN`] but at a friend's table).
    pub me: usize,
    /// The friends this page hosts, if any.
    pub host: Option<Hosting>,
    /// Bumped at every change (the match is shared, not copied).
    pub version: u64,
    /// Bumped only when the match itself may have moved on: the computer's pacing follows
    /// this, so selecting cards while it thinks does not hold it up.
    pub progress: u64,
    pub selected: Vec<Card>,
    pub hints: Vec<G::Action>,
    pub hint_at: Option<usize>,
    /// The AI's first choice was to pass.
    pub hint_pass: bool,
    /// The Hint was pressed and its answer is awaited.
    pub hint_asked: bool,
    /// The reason for the first hint.
    pub hint_why: Option<Why>,
    pub note: Option<Note>,
    pub panel: Panel,
    /// An agent failed (a bug): the table stops with this message.
    pub failure: Option<String>,
    /// The log length up to the last finished trick (or hand) the table has shown long
    /// enough: a later one is still on the table (see [`Core::holding`]).
    pub settled: usize,
    /// 托管: the computer plays the human's seat (at the Normal tier) until switched off.
    pub auto: bool,
    /// A deal played again; the match it came from.
    pub challenge: Option<Challenge<G>>,
    /// The hand that just ended, until the player goes on, where its last action also dealt
    /// the next one (Guan Dan): the player's view before that action and where its events
    /// start in the log, so the table can still draw the hand's end (see [`Core::track_end`]).
    pub ended: Option<(G::View, usize)>,
    /// Learn to play: the lesson's coach, when this table is a lesson (see `coach`).
    pub lesson: Option<crate::lesson::Coach<G>>,
}

impl<G: CardTable> PartialEq for Core<G> {
    fn eq(&self, other: &Core<G>) -> bool {
        self.source == other.source
            && self.version == other.version
            && self.progress == other.progress
            && self.selected == other.selected
            && self.hint_at == other.hint_at
            && self.hint_asked == other.hint_asked
            && self.note == other.note
            && self.panel == other.panel
            && self.failure == other.failure
            && self.settled == other.settled
            && self.auto == other.auto
            && self.challenge.is_some() == other.challenge.is_some()
            && self.lesson.as_ref().map(|c| c.progress())
                == other.lesson.as_ref().map(|c| c.progress())
    }
}

impl<G: CardTable> Core<G> {
    pub fn new(seed: u64, m: Match<G>) -> Core<G> {
        // A resumed match does not pause again on the trick it ended on.
        let settled = settle_mark::<G>(m.log());
        Core::of(
            seed,
            Source::Match(Rc::new(RefCell::new(m))),
            HUMAN,
            settled,
        )
    }

    fn of(seed: u64, source: Source<G>, me: usize, settled: usize) -> Core<G> {
        Core {
            seed,
            source,
            me,
            host: None,
            version: 0,
            progress: 0,
            selected: Vec::new(),
            hints: Vec::new(),
            hint_at: None,
            hint_pass: false,
            hint_asked: false,
            hint_why: None,
            note: None,
            panel: Panel::Table,
            failure: None,
            settled,
            auto: false,
            challenge: None,
            ended: None,
            lesson: None,
        }
    }

    /// A new match in place of this one; the counters go on, so that effects keyed on them
    /// run again.
    pub fn replace(&mut self, seed: u64, mut m: Match<G>) {
        // A friend's seat follows the host's match: it starts none of its own.
        if matches!(self.source, Source::Guest(_)) {
            return;
        }
        // With friends: they keep their seats, and are sent the new match from its start.
        if let Some(h) = &self.host {
            h.with(|h| {
                h.room.seat_players(&mut m, seed);
                for seat in 0..m.players().len() {
                    h.room.resync(seat);
                }
                h.record_sent = false;
            });
        }
        *self = Core {
            version: self.version,
            progress: self.progress,
            auto: self.auto,
            host: self.host.clone(),
            ..Core::new(seed, m)
        };
    }

    /// A friend's seat at another page's match (`seed`: this page's, for its 托管).
    pub fn guest(seed: u64, guest: Guest<G>) -> Core<G> {
        let me = guest.mirror.seat;
        let settled = settle_mark::<G>(&guest.mirror.log);
        Core::of(
            seed,
            Source::Guest(Rc::new(RefCell::new(guest))),
            me,
            settled,
        )
    }

    /// The match, where this page runs it.
    pub fn local(&self) -> Option<&Rc<RefCell<Match<G>>>> {
        match &self.source {
            Source::Match(m) => Some(m),
            Source::Guest(_) => None,
        }
    }

    /// The public log of the match.
    pub fn log(&self) -> Ref<'_, [Entry<G::Event>]> {
        match &self.source {
            Source::Match(m) => Ref::map(m.borrow(), |m| m.log()),
            Source::Guest(g) => Ref::map(g.borrow(), |g| g.mirror.log.as_slice()),
        }
    }

    /// The seat the match waits for, if any (for `data-turn`).
    pub fn turn(&self) -> Option<usize> {
        match &self.source {
            Source::Match(m) => m.borrow().game().to_act(),
            Source::Guest(g) => match g.borrow().mirror.turn {
                _ if self.host_gone() => None,
                crate::friends::message::Turn::Seat(s) => Some(s),
                _ => None,
            },
        }
    }

    /// At a friend's table whose host has left: nobody's turn any more.
    pub fn host_gone(&self) -> bool {
        matches!(&self.source, Source::Guest(g) if g.borrow().mirror.closed)
    }

    /// Whether the page's player must act now.
    pub fn mine(&self) -> bool {
        self.waiting() == Waiting::Human(self.me)
    }

    /// A trick (or hand) has just finished and stays on the table for the pause: the computer
    /// waits, and the table shows every play of it.
    pub fn holding(&self) -> bool {
        settle_mark::<G>(&self.log()) > self.settled
    }

    /// Ends the pause on the finished trick (its time is up, or the human went on).
    pub fn release(&mut self) {
        let mark = settle_mark::<G>(&self.log());
        self.settled = mark;
    }

    pub fn view(&self) -> G::View {
        match &self.source {
            Source::Match(m) => m.borrow().view(self.me),
            Source::Guest(g) => g.borrow().view.clone(),
        }
    }

    /// What the match waits for. Only the page's player is `Human`: a friend's turn at the
    /// host's table reads as another player's, like a computer's.
    pub fn waiting(&self) -> Waiting {
        let waiting = match &self.source {
            Source::Match(m) => m.borrow().waiting(),
            Source::Guest(g) => g.borrow().waiting(),
        };
        match waiting {
            Waiting::Human(s) if s != self.me => Waiting::Ai(s),
            w => w,
        }
    }

    /// Forgets what belonged to the previous position.
    pub fn moved_on(&mut self) {
        self.selected.clear();
        self.hints.clear();
        self.hint_at = None;
        self.hint_asked = false;
    }

    /// A human action through the driver; a refusal keeps everything and shows the reason.
    /// Returns whether it was accepted.
    pub fn act(&mut self, action: G::Action) -> bool {
        if !self.lesson_allows(&action) {
            return false;
        }
        let taken = action.clone();
        let result = match &self.source {
            Source::Match(m) => m.borrow_mut().act(self.me, action),
            // The host's engine decides; its answer comes as a message.
            Source::Guest(g) => {
                let sent = g.borrow_mut().send_action(action);
                let Some(text) = sent else {
                    return false;
                };
                // Sent once the seat is let go of.
                let line = g.borrow().line();
                line.send(&text);
                self.moved_on();
                self.note = None;
                self.release();
                return true;
            }
        };
        match result {
            Ok(_) => {
                self.moved_on();
                self.note = None;
                self.release();
                self.lesson_moved(self.me, &taken);
                true
            }
            Err(e) => {
                let reason = match &e {
                    crate::driver::DriverError::Refused(e) => G::refusal(e),
                    crate::driver::DriverError::Agent { detail, .. } => {
                        strings::agent_failed(detail)
                    }
                    // Not the human's turn or seat: the table waits for something else.
                    _ => t!("err-wrong-action"),
                };
                self.note = Some(Note::Refused(reason));
                false
            }
        }
    }

    /// The decision the table waits for, to ask away from the page: the AI seat to act, or
    /// the hint the human asked for. Its ticket is the progress counter, so an answer that
    /// comes after the table has moved on is recognised and dropped.
    pub fn question(&self) -> Option<Question> {
        // A lesson's moves come from its script (see `scripted`).
        if self.failure.is_some() || self.lesson.is_some() {
            return None;
        }
        let me = self.me;
        let human = self.mine();
        // An AI seat to act; 托管: the human's own seat, played by the Normal tier; a hint.
        let asking = self.local().and_then(|m| m.borrow().asking());
        let (seat, spec, hint) = if let Some((seat, spec)) = asking {
            (seat, spec, false)
        } else if self.auto && human {
            let spec = AgentSpec::new(AgentKind::Normal, mix(self.seed, me as u64));
            (me, spec, false)
        } else if self.hint_asked && human {
            (me, remote::hint_spec(me), true)
        } else {
            return None;
        };
        let view = match self.local() {
            Some(m) => m.borrow().view(seat),
            None => self.view(),
        };
        Some(remote::question::<G>(
            seat,
            &view,
            spec,
            hint,
            self.progress,
        ))
    }

    /// The answer of a computer seat that has one action only (drawing with nothing to bid):
    /// taken on the page, so the draw begins while the worker is still loading.
    pub fn forced(&self) -> Option<Answer> {
        if self.failure.is_some() || self.lesson.is_some() {
            return None;
        }
        let m = self.local()?.borrow();
        let (seat, spec) = m.asking()?;
        let action = G::forced(&m.view(seat), spec.kind)?;
        Some(remote::answer_of(self.progress, seat, false, &action))
    }

    /// Takes an answer to [`Core::question`]: the AI's action is played, a hint is shown.
    /// Returns whether the match moved on.
    pub fn answered(&mut self, a: &Answer) -> bool {
        if a.ticket != self.progress || self.failure.is_some() {
            return false;
        }
        if matches!(&a.actions, Err(e) if e == remote::NO_WORKER) {
            // Where nothing is saved (a frame), reloading would not help: the way out is a
            // page of its own.
            let next = if storage::trouble().is_some() {
                t!("worker-failed-open")
            } else {
                t!("worker-failed-reload")
            };
            self.failure = Some(format!("{} {next}", t!("worker-failed")));
            return false;
        }
        let actions = remote::actions::<G>(a);
        if a.hint {
            if self.hint_asked {
                self.hint_asked = false;
                self.ranked_hints(actions.unwrap_or_default(), a.why);
            }
            return false;
        }
        let Some(action) = actions.ok().and_then(|v| v.into_iter().next()) else {
            let detail = a.actions.clone().err().unwrap_or_default();
            self.failure = Some(strings::agent_failed(&format!(
                "seat {} found no action {detail}",
                a.seat
            )));
            return false;
        };
        // 托管: the computer's choice for the human's own seat.
        let result = if a.seat == self.me {
            if !self.auto {
                return false;
            }
            return self.act(action);
        } else if let Some(m) = self.local() {
            m.borrow_mut().decided(a.seat, action.clone())
        } else {
            return false;
        };
        match result {
            Ok(_) => {
                self.moved_on();
                self.lesson_moved(a.seat, &action);
                true
            }
            Err(DriverError::NotNow) => false,
            Err(e) => {
                self.failure = Some(strings::agent_failed(&e.to_string()));
                false
            }
        }
    }

    pub fn next_hand(&mut self) {
        // After a deal played again, the match goes on where it waited.
        if let Some(c) = self.challenge.take() {
            self.source = Source::Match(c.back);
        }
        // At a friend's table the host goes on.
        let Some(m) = self.local() else { return };
        m.borrow_mut().next_hand();
        self.ended = None;
        let mark = settle_mark::<G>(&self.log());
        self.settled = mark;
        self.moved_on();
        self.note = None;
    }

    /// The hand just finished, started again with the teams' cards swapped (each seat gets
    /// the next seat's); `false` when there is none to play again.
    pub fn play_again(&mut self) -> bool {
        // Not with friends: their pages follow the host's match.
        if self.challenge.is_some() || self.waiting() != Waiting::NextHand || self.host.is_some() {
            return false;
        }
        let Some(m) = self.local() else { return false };
        let m = m.borrow();
        let Some((start, actions)) = m.history() else {
            return false;
        };
        let Ok(hand) = crate::driver::record::last_hand(start, actions) else {
            return false;
        };
        let end = m.log().iter().rev().find(|e| G::ends_hand(&e.event));
        let (Some(first), Some(end)) = (hand.positions.first(), end) else {
            return false;
        };
        let Some(turned) = first.turned() else {
            return false;
        };
        let again = Match::new(turned, m.players().to_vec());
        let Some(back) = self.local().cloned() else {
            return false;
        };
        let challenge = Challenge {
            back,
            first: (first.clone(), end.event.clone()),
        };
        drop(m);
        self.replace(self.seed, again);
        self.challenge = Some(challenge);
        // The player asked to play it: 托管 hands the seat back.
        self.auto = false;
        true
    }

    /// After a move taken from `before` (the player's view when the log was `from` long):
    /// keeps it as the view of the hand that ended, if that move ended one.
    pub fn track_end(&mut self, from: usize, before: G::View) {
        if self.waiting() != Waiting::NextHand {
            self.ended = None;
        } else if self
            .log()
            .get(from..)
            .is_some_and(|new| new.iter().any(|e| G::ends_hand(&e.event)))
        {
            self.ended = Some((before, from));
        }
    }

    pub fn toggle(&mut self, card: Card) {
        self.release();
        if let Some(i) = self.selected.iter().position(|c| *c == card) {
            self.selected.remove(i);
        } else {
            self.selected.push(card);
        }
        self.selection_changed();
    }

    /// After a change of the selection: the engine's reason it cannot be played, if any, in
    /// place of an earlier refusal.
    fn selection_changed(&mut self) {
        if matches!(self.note, Some(Note::Refused(_) | Note::WhyNot(_))) {
            self.note = None;
        }
        if self.mine()
            && let Some(why) = G::why_not(&self.view(), &self.selected)
        {
            self.note = Some(Note::WhyNot(why));
        }
    }

    /// A tap on `card` of a same-rank column taken as one target (phones): an unselected card
    /// is selected; on a selected one the next unselected copy of `column` is; on a full column
    /// every copy is let go.
    pub fn tap_column(&mut self, card: Card, column: &[Card]) {
        if !self.selected.contains(&card) {
            return self.toggle(card);
        }
        match column.iter().find(|c| !self.selected.contains(c)) {
            Some(&more) => self.toggle(more),
            None => {
                self.release();
                self.selected.retain(|c| !column.contains(c));
                self.selection_changed();
            }
        }
    }

    pub fn clear(&mut self) {
        self.selected.clear();
        self.hint_at = None;
        self.note = None;
    }

    /// The action the hint currently shows, if the selection is still its cards.
    pub fn hinted(&self) -> Option<G::Action> {
        let action = self.hints.get(self.hint_at?)?;
        let cards = G::chosen_cards(action)?;
        same_cards(&cards, &self.selected).then(|| action.clone())
    }

    /// The next hint: the Hard player's ranking of the actions that choose cards, best first,
    /// one per press; it selects the cards. The first press asks for the ranking (see
    /// [`Core::question`]) and shows that the computer is thinking.
    pub fn hint(&mut self) {
        self.release();
        if !self.hints.is_empty() {
            self.next_hint();
        } else if !self.hint_asked {
            self.hint_asked = true;
            self.note = Some(Note::Info(t!("hint-thinking")));
        }
    }

    fn ranked_hints(&mut self, ranked: Vec<G::Action>, why: Option<Why>) {
        self.hint_pass = ranked.first().is_some_and(G::is_pass);
        self.hint_why = why;
        // The plays that choose cards, after the top choice when it is to pass: that hint
        // selects nothing, so that Pass is the main button (see `pass_hinted`).
        self.hints = ranked
            .into_iter()
            .enumerate()
            .filter(|(k, a)| G::chosen_cards(a).is_some() || (*k == 0 && G::is_pass(a)))
            .map(|(_, a)| a)
            .collect();
        // A lesson's pass step: its hint is to pass.
        let lesson_pass = self.lesson.is_some() && self.hint_pass;
        if !lesson_pass && !self.hints.iter().any(|a| G::chosen_cards(a).is_some()) {
            self.hints.clear();
            self.note = Some(Note::Info(t!("hint-none")));
            return;
        }
        self.next_hint();
    }

    /// The hint shown advises passing, and nothing is selected since.
    pub fn pass_hinted(&self) -> bool {
        self.selected.is_empty()
            && self
                .hint_at
                .and_then(|i| self.hints.get(i))
                .is_some_and(G::is_pass)
    }

    fn next_hint(&mut self) {
        let i = self
            .hint_at
            .map_or(0, |i| (i + 1) % self.hints.len().max(1));
        let Some(action) = self.hints.get(i) else {
            return;
        };
        self.hint_at = Some(i);
        self.selected = G::chosen_cards(action).unwrap_or_default();
        let n = self.hints.len();
        // The reason is the top choice's.
        let why = self.hint_why.filter(|_| i == 0);
        self.note = if G::is_pass(action) {
            Some(Note::Info(strings::hint_would_pass(i, n, why)))
        } else {
            G::hint_line(i, n, action).map(|l| Note::Info(strings::hint_with_why(l, why)))
        };
    }
}

/// The log length up to its last event that [`CardTable::settles`].
pub fn settle_mark<G: CardTable>(log: &[Entry<G::Event>]) -> usize {
    log.iter()
        .rposition(|e| G::settles(&e.event))
        .map_or(0, |i| i + 1)
}

pub use crate::cards::same_cards;
