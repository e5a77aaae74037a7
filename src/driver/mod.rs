//! The match driver: a game engine, who sits where (a human or an agent), and the log of what
//! happened. It advances the AI seats one action at a time ([`Match::step`]), takes the human's
//! actions ([`Match::act`]) and pauses between hands when a human plays. It is pure Rust: the
//! same driver runs the browser table, the native tests, the soak and the tournaments.
//!
//! The driver decides no rule: every action goes through the engine, whose refusal comes back
//! unchanged.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;

pub mod record;
pub mod remote;
pub mod save;
pub mod study;

use serde::{Deserialize, Serialize};

use crate::agents::{Agent, AgentKind, AgentSpec, Seat, TableGame};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Human,
    Ai(AgentSpec),
}

/// One line of the match log: an event, and the seat whose action caused it (the events that
/// follow from an action, such as a new deal, carry the same seat; the first deal has none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry<E> {
    pub seat: Option<Seat>,
    pub event: E,
}

/// What the match waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// A human seat must act.
    Human(Seat),
    /// An AI seat acts at the next [`Match::step`].
    Ai(Seat),
    /// A hand is over and a human is at the table: [`Match::next_hand`] goes on.
    NextHand,
    Over,
}

/// Why the driver could not do what it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DriverError<E> {
    /// The engine refused a human's action (its message is for the player).
    Refused(E),
    /// That seat is not a human's.
    NotHuman { seat: Seat },
    /// Nothing to do now (e.g. a human action between hands).
    NotNow,
    /// An agent had no action, or the engine refused it: a bug, reported rather than hidden.
    Agent { seat: Seat, detail: String },
}

impl<E: fmt::Display> fmt::Display for DriverError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DriverError::Refused(e) => e.fmt(f),
            DriverError::NotHuman { seat } => write!(f, "seat {seat} is played by the computer"),
            DriverError::NotNow => f.write_str("not now: the table is between two hands"),
            DriverError::Agent { seat, detail } => {
                write!(f, "the computer player at seat {seat} failed: {detail}")
            }
        }
    }
}

/// What one AI step did: the seat that acted and the events, or `None` when no AI was to act.
pub type Stepped<E> = Option<(Seat, Vec<E>)>;

/// A match in progress.
pub struct Match<G: TableGame> {
    game: G,
    players: Vec<Player>,
    /// Each AI seat's agent, built at its first [`Match::step`]: a table whose decisions are
    /// made elsewhere (the browser's worker) never builds one, so the page's code does not
    /// even contain the agents.
    agents: Vec<Option<Box<dyn Agent<G>>>>,
    log: Vec<Entry<G::Event>>,
    between_hands: bool,
    /// The game as it started, and every action since: the match's record.
    start: Option<G>,
    actions: Vec<record::Played<G::Action>>,
}

impl<G: TableGame> Match<G> {
    /// A match of `game` with one player per seat (missing seats are played by the rule AI).
    pub fn new(game: G, mut players: Vec<Player>) -> Match<G> {
        let seats = game.seats();
        players.truncate(seats);
        while players.len() < seats {
            let seat = players.len() as u64;
            players.push(Player::Ai(AgentSpec::new(AgentKind::Normal, seat)));
        }
        let log = game
            .opening()
            .into_iter()
            .map(|event| Entry { seat: None, event })
            .collect();
        Match {
            agents: players.iter().map(|_| None).collect(),
            start: Some(game.clone()),
            game,
            players,
            log,
            between_hands: false,
            actions: Vec::new(),
        }
    }

    /// The game as the match started and every action since (`None` for a match resumed
    /// from a save made before records were kept).
    pub fn history(&self) -> Option<(&G, &[record::Played<G::Action>])> {
        self.start.as_ref().map(|s| (s, self.actions.as_slice()))
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn log(&self) -> &[Entry<G::Event>] {
        &self.log
    }

    pub fn view(&self, seat: Seat) -> G::View {
        self.game.view(seat)
    }

    fn has_human(&self) -> bool {
        self.players.contains(&Player::Human)
    }

    /// The first human seat, if any.
    pub fn human(&self) -> Option<Seat> {
        self.players.iter().position(|p| *p == Player::Human)
    }

    pub fn waiting(&self) -> Waiting {
        if self.between_hands {
            return Waiting::NextHand;
        }
        match self.game.to_act() {
            None => Waiting::Over,
            Some(seat) if self.players.get(seat) == Some(&Player::Human) => Waiting::Human(seat),
            Some(seat) => Waiting::Ai(seat),
        }
    }

    /// Lets the AI seat whose turn it is act once. Returns its seat and the events, or `None`
    /// when no AI is to act (a human's turn, between hands, or the match is over).
    pub fn step(&mut self) -> Result<Stepped<G::Event>, DriverError<G::Error>> {
        let Waiting::Ai(seat) = self.waiting() else {
            return Ok(None);
        };
        let view = self.game.view(seat);
        let (Some(Player::Ai(spec)), Some(slot)) =
            (self.players.get(seat), self.agents.get_mut(seat))
        else {
            return Err(DriverError::Agent {
                seat,
                detail: "no agent".to_string(),
            });
        };
        let agent = slot.get_or_insert_with(|| G::agent(spec));
        let action = agent.act(&view).ok_or_else(|| DriverError::Agent {
            seat,
            detail: "it found no action".to_string(),
        })?;
        self.decided(seat, action)
            .map(|events| Some((seat, events)))
    }

    /// A match of `start` taken through `actions` (a record), as the table would have taken
    /// them: paused between hands where a human plays. Refused at the first action that is
    /// not legal at its point.
    pub fn replayed(
        start: G,
        players: Vec<Player>,
        actions: &[record::Played<G::Action>],
    ) -> Result<Match<G>, record::RecordError> {
        let mut m = Match::new(start, players);
        for (index, p) in actions.iter().enumerate() {
            m.next_hand();
            m.apply(p.seat, p.action.clone())
                .map_err(|e| record::RecordError::Refused {
                    index,
                    detail: e.to_string(),
                })?;
        }
        Ok(m)
    }

    /// The AI seat to act and its agent's spec, for a decision made elsewhere (a Web Worker,
    /// see [`remote`]); `None` when no AI is to act.
    pub fn asking(&self) -> Option<(Seat, AgentSpec)> {
        let Waiting::Ai(seat) = self.waiting() else {
            return None;
        };
        match self.players.get(seat) {
            Some(Player::Ai(spec)) => Some((seat, *spec)),
            _ => None,
        }
    }

    /// The action an AI seat's agent chose (here or elsewhere). Refused when that seat is not
    /// the one to act (a late answer) or when the engine refuses it (a bug); nothing changes
    /// then.
    pub fn decided(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<Vec<G::Event>, DriverError<G::Error>> {
        if self.waiting() != Waiting::Ai(seat) {
            return Err(DriverError::NotNow);
        }
        let shown = format!("{action:?}");
        self.apply(seat, action).map_err(|e| DriverError::Agent {
            seat,
            detail: format!("{shown} was refused: {e}"),
        })
    }

    /// A human seat's action. On error nothing changes.
    pub fn act(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<Vec<G::Event>, DriverError<G::Error>> {
        if self.players.get(seat) != Some(&Player::Human) {
            return Err(DriverError::NotHuman { seat });
        }
        if self.between_hands {
            return Err(DriverError::NotNow);
        }
        self.apply(seat, action).map_err(DriverError::Refused)
    }

    fn apply(&mut self, seat: Seat, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        let shown = G::public_action(&action);
        let deal = self.game.deal_number();
        let events = self.game.apply(seat, action.clone())?;
        self.actions.push(record::Played { seat, action });
        for agent in self.agents.iter_mut().flatten() {
            agent.observe(seat, &shown, &events);
        }
        if self.game.deal_number() != deal {
            for (s, agent) in self.agents.iter_mut().enumerate() {
                if let Some(agent) = agent {
                    agent.dealt(&self.game.view(s));
                }
            }
        }
        for e in &events {
            self.log.push(Entry {
                seat: Some(seat),
                event: e.clone(),
            });
            if G::ends_hand(e) && self.has_human() && !self.game.is_over() {
                self.between_hands = true;
            }
        }
        Ok(events)
    }

    /// Puts another agent on an AI seat (tools: e.g. a program in another process), showing it
    /// the seat's cards. A save still names the seat's spec.
    pub fn set_agent(&mut self, seat: Seat, mut agent: Box<dyn Agent<G>>) {
        if let (Some(Player::Ai(_)), Some(slot)) =
            (self.players.get(seat), self.agents.get_mut(seat))
        {
            agent.dealt(&self.game.view(seat));
            *slot = Some(agent);
        }
    }

    /// Seats `player` at `seat` (a friend's seat the computer takes over, or gives back); a
    /// computer's agent is built from its spec at its next decision.
    pub fn set_player(&mut self, seat: Seat, player: Player) {
        if let (Some(p), Some(slot)) = (self.players.get_mut(seat), self.agents.get_mut(seat)) {
            *p = player;
            *slot = None;
        }
    }

    /// Leaves the end-of-hand pause. Returns whether the table was paused.
    pub fn next_hand(&mut self) -> bool {
        std::mem::take(&mut self.between_hands)
    }

    /// Runs AI seats until a human must act, the table pauses or the match ends; at most
    /// `limit` actions. Returns how many were taken.
    pub fn run(&mut self, limit: usize) -> Result<usize, DriverError<G::Error>> {
        let mut n = 0;
        while n < limit && self.step()?.is_some() {
            n += 1;
        }
        Ok(n)
    }

    /// The legal actions of `seat` now, best first according to the rule AI (the Hint here;
    /// the page asks the Hard in its worker).
    pub fn hint(&self, seat: Seat) -> Vec<G::Action> {
        let mut advisor = G::agent(&AgentSpec::new(AgentKind::Baseline, seat as u64));
        advisor.ranked(&self.game.view(seat))
    }
}
