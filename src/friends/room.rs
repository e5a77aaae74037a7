//! The host's side of a table with friends: who sits where, the invites, and what each friend's
//! page is sent. The host's page runs the match with the driver as for one player; a friend's
//! seat is a human seat of the driver whose actions come over the wire, and while the friend is
//! away the Normal computer player takes it (托管) until they come back.
//!
//! Each friend is sent only their own seat's view and what every seat may know: the public log
//! and the actions as the other seats see them ([`TableGame::public_action`]).

use std::fmt;

use crate::art::avatar::{FACES, computer_face};

use super::message::{HostMessage, SeatInfo, SeatKind, ToFriend, Turn, clean_name};
use crate::agents::{AgentKind, AgentSpec, Seat, TableGame, mix};
use crate::driver::record::Played;
use crate::driver::{Match, Player, Waiting};

/// Silence after which a friend is taken as gone (the host pings every 4 s). A friend whose
/// page closes says bye as it goes (`browser::crash`); the silence is for a page that froze or lost
/// its network. (10 s took busy pages for gone at a match's start, under test load.)
pub const HEARTBEAT_TIMEOUT_MS: u64 = 15_000;

/// One seat of the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Host,
    /// Waiting for a friend; `token` names its latest invite, if one was made.
    Open {
        token: Option<u64>,
    },
    Friend(Friend),
    Computer(AgentKind),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Friend {
    pub name: String,
    /// The face the friend chose, once their hello said it.
    pub face: Option<u8>,
    /// The invite the friend came with (a new one, to come back, replaces it).
    pub token: u64,
    /// Whether the channel is open and the friend answers.
    pub connected: bool,
    /// When the friend was last heard from (the host's clock, milliseconds).
    pub heard: u64,
    /// Log entries and actions already sent.
    sent: (usize, usize),
    /// The position last sent.
    shown: Option<(u64, Turn)>,
}

/// Why a reply (or a friend's hello) is not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// The invite was made by another table.
    OtherTable,
    /// No such seat at this table.
    NoSeat,
    /// The seat was given to someone else.
    Taken,
    /// A newer invite to the seat replaced this one.
    Replaced,
    /// The match started without this seat waiting for a friend.
    Started,
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JoinError::OtherTable => "the invite is for another table",
            JoinError::NoSeat => "the table has no such seat",
            JoinError::Taken => "the seat was taken",
            JoinError::Replaced => "a newer invite to the seat replaced this one",
            JoinError::Started => "the match started without this seat",
        })
    }
}

/// The table's number and an invite's token fit the four bytes a link gives each (a token is
/// still one of four billion).
const LINK_NUMBER: u64 = 0xFFFF_FFFF;

/// The host's seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The table's number: below 2^32, as links carry it in four bytes.
    pub table: u64,
    pub host: String,
    /// The host's face; the computers' faces are chosen apart from it.
    pub host_face: u8,
    /// The turn timer (seconds), if the host turned it on: a friend's turn not taken in time
    /// is played by the computer.
    pub turn_limit: Option<u32>,
    places: Vec<Place>,
    started: bool,
    invites: u64,
}

impl Room {
    /// A room of `seats` seats: the host at seat 0, every other seat open. The table's number
    /// is `table`'s last 32 bits.
    pub fn new(table: u64, host: &str, seats: usize) -> Room {
        let places = (0..seats)
            .map(|s| match s {
                0 => Place::Host,
                _ => Place::Open { token: None },
            })
            .collect();
        Room {
            table: table & LINK_NUMBER,
            host: clean_name(host).unwrap_or_else(|| "Host".to_string()),
            host_face: 0,
            turn_limit: None,
            places,
            started: false,
            invites: 0,
        }
    }

    pub fn places(&self) -> &[Place] {
        &self.places
    }

    pub fn started(&self) -> bool {
        self.started
    }

    /// Before the start: an open seat becomes a computer player's, or a computer's seat opens.
    pub fn set_computer(&mut self, seat: Seat, kind: Option<AgentKind>) {
        if self.started {
            return;
        }
        if let Some(p @ (Place::Open { .. } | Place::Computer(_))) = self.places.get_mut(seat) {
            *p = match kind {
                Some(kind) => Place::Computer(kind),
                None => Place::Open { token: None },
            };
        }
    }

    /// A new invite's token for `seat`: an open seat before the start, or a friend's seat
    /// while the computer plays it (to come back). Any earlier invite to the seat is void.
    pub fn invite(&mut self, seat: Seat) -> Result<u64, JoinError> {
        self.invites += 1;
        let token = mix(self.table, self.invites << 8 | seat as u64) & LINK_NUMBER;
        match self.places.get_mut(seat) {
            None | Some(Place::Host) => Err(JoinError::NoSeat),
            Some(Place::Open { token: t }) if !self.started => {
                *t = Some(token);
                Ok(token)
            }
            Some(Place::Friend(f)) if !f.connected => {
                f.token = token;
                Ok(token)
            }
            Some(Place::Friend(_)) => Err(JoinError::Taken),
            Some(_) => Err(JoinError::Started),
        }
    }

    /// Takes a friend's reply to an invite: the seat is theirs, waiting for the channel to
    /// open. `now`: the host's clock.
    pub fn accept(
        &mut self,
        table: u64,
        seat: Seat,
        token: u64,
        name: &str,
        now: u64,
    ) -> Result<Seat, JoinError> {
        if table != self.table {
            return Err(JoinError::OtherTable);
        }
        let name = clean_name(name).unwrap_or_else(|| format!("{}", seat + 1));
        let started = self.started;
        match self.places.get_mut(seat) {
            None | Some(Place::Host) => Err(JoinError::NoSeat),
            Some(Place::Computer(_)) => Err(if started {
                JoinError::Started
            } else {
                JoinError::Taken
            }),
            Some(p @ Place::Open { .. }) => match p {
                Place::Open { token: Some(t) } if *t == token => {
                    *p = Place::Friend(Friend {
                        name,
                        face: None,
                        token,
                        connected: false,
                        heard: now,
                        sent: (0, 0),
                        shown: None,
                    });
                    Ok(seat)
                }
                _ => Err(JoinError::Replaced),
            },
            Some(Place::Friend(f)) if f.token == token && !f.connected => {
                f.name = name;
                f.heard = now;
                f.sent = (0, 0);
                f.shown = None;
                Ok(seat)
            }
            Some(Place::Friend(f)) if f.token == token => Err(JoinError::Taken),
            Some(Place::Friend(_)) => Err(JoinError::Replaced),
        }
    }

    /// The friend's first message on the open channel: checks its token. The seat is then
    /// connected and is sent everything from the start of the log. The name said here is
    /// whole (the reply's link may have cut it).
    pub fn hello(
        &mut self,
        seat: Seat,
        token: u64,
        (name, face): (&str, Option<u8>),
        now: u64,
    ) -> Result<(), JoinError> {
        match self.places.get_mut(seat) {
            Some(Place::Friend(f)) if f.token == token => {
                if let Some(name) = clean_name(name) {
                    f.name = name;
                }
                if let Some(face) = face {
                    f.face = Some(face % FACES);
                }
                f.connected = true;
                f.heard = now;
                f.sent = (0, 0);
                f.shown = None;
                Ok(())
            }
            Some(Place::Friend(_)) => Err(JoinError::Replaced),
            _ => Err(JoinError::NoSeat),
        }
    }

    /// A message from the friend at `seat` arrived.
    pub fn heard(&mut self, seat: Seat, now: u64) {
        if let Some(Place::Friend(f)) = self.places.get_mut(seat) {
            f.heard = now;
        }
    }

    /// The connected friends not heard from for [`HEARTBEAT_TIMEOUT_MS`].
    pub fn silent(&self, now: u64) -> Vec<Seat> {
        self.friends()
            .filter(|(_, f)| f.connected && now.saturating_sub(f.heard) > HEARTBEAT_TIMEOUT_MS)
            .map(|(s, _)| s)
            .collect()
    }

    /// The friend at `seat` is gone (closed, lost or silent): the computer plays for them.
    /// Returns whether they were connected.
    pub fn lost(&mut self, seat: Seat) -> bool {
        match self.places.get_mut(seat) {
            Some(Place::Friend(f)) if f.connected => {
                f.connected = false;
                true
            }
            _ => false,
        }
    }

    /// The match starts at `now`: seats still open are the computer's (at `tier`), and their
    /// invites are void. A friend who replied but never connected keeps the seat, played by the
    /// computer until they do. Silence counts from here: the lobby sends no pings, so a friend
    /// seated early has said nothing for as long as the others took to join.
    pub fn start(&mut self, tier: AgentKind, now: u64) {
        self.started = true;
        for p in &mut self.places {
            match p {
                Place::Open { .. } => *p = Place::Computer(tier),
                Place::Friend(f) => f.heard = f.heard.max(now),
                _ => {}
            }
        }
    }

    /// The driver's player for each seat: the host and connected friends act as humans.
    pub fn players(&self, seed: u64) -> Vec<Player> {
        (0..self.places.len())
            .map(|s| self.player(s, seed))
            .collect()
    }

    /// The driver's player for `seat` now (`seed`: the match's, for the computers' specs).
    pub fn player(&self, seat: Seat, seed: u64) -> Player {
        let spec = |kind| Player::Ai(AgentSpec::new(kind, mix(seed, seat as u64)));
        match self.places.get(seat) {
            Some(Place::Host) => Player::Human,
            Some(Place::Friend(f)) if f.connected => Player::Human,
            Some(Place::Computer(kind)) => spec(*kind),
            _ => spec(AgentKind::Normal),
        }
    }

    /// Brings the friends' seats of the match in line with the room (after a friend came or
    /// went); the computers' seats keep the players the match was made with.
    pub fn seat_players<G: TableGame>(&self, m: &mut Match<G>, seed: u64) {
        for (seat, _) in self.friends() {
            let player = self.player(seat, seed);
            if m.players().get(seat) != Some(&player) {
                m.set_player(seat, player);
            }
        }
    }

    /// Who sits where, as every page is told. No two seats show the same face: a face already
    /// shown (two friends who kept the first face, say) gives way to the next free one.
    pub fn seats(&self) -> Vec<SeatInfo> {
        let mut shown: Vec<u8> = Vec::new();
        let mut free = |want: Option<u8>| {
            want.map(|w| {
                let mut face = w % FACES;
                while shown.contains(&face) && shown.len() < FACES as usize {
                    face = (face + 1) % FACES;
                }
                shown.push(face);
                face
            })
        };
        self.places
            .iter()
            .enumerate()
            .map(|(s, p)| match p {
                Place::Host => SeatInfo {
                    name: self.host.clone(),
                    kind: SeatKind::Host,
                    face: free(Some(self.host_face)),
                },
                Place::Open { .. } => SeatInfo {
                    name: String::new(),
                    kind: SeatKind::Open,
                    face: None,
                },
                Place::Friend(f) => SeatInfo {
                    name: f.name.clone(),
                    kind: SeatKind::Friend {
                        connected: f.connected,
                    },
                    face: free(f.face.or(Some(computer_face(s, self.host_face)))),
                },
                Place::Computer(_) => SeatInfo {
                    name: format!("{}", s + 1),
                    kind: SeatKind::Computer,
                    face: free(Some(computer_face(s, self.host_face))),
                },
            })
            .collect()
    }

    fn friends(&self) -> impl Iterator<Item = (Seat, &Friend)> {
        self.places.iter().enumerate().filter_map(|(s, p)| match p {
            Place::Friend(f) => Some((s, f)),
            _ => None,
        })
    }

    /// What each connected friend must be sent now that the match is at `progress`: their
    /// view, the log and the actions they have not seen, and whose turn it is (nothing when
    /// nothing changed for them).
    pub fn positions<G: TableGame>(
        &mut self,
        m: &Match<G>,
        progress: u64,
    ) -> Vec<(Seat, HostMessage<G>)> {
        let turn = turn_of(m);
        let log = m.log();
        let actions = m.history().map(|(_, a)| a).unwrap_or_default();
        let mut out = Vec::new();
        for (seat, place) in self.places.iter_mut().enumerate() {
            let Place::Friend(f) = place else { continue };
            if !f.connected {
                continue;
            }
            let start = f.shown.is_none();
            let (from, from_action) = if start {
                (hand_start::<G>(log, turn), actions.len())
            } else {
                f.sent
            };
            if f.shown == Some((progress, turn)) && from == log.len() {
                continue;
            }
            let entries = log.get(from..).unwrap_or_default().to_vec();
            let plays = actions
                .get(from_action..)
                .unwrap_or_default()
                .iter()
                .map(|p| Played {
                    seat: p.seat,
                    action: if p.seat == seat {
                        p.action.clone()
                    } else {
                        G::public_action(&p.action)
                    },
                })
                .collect();
            f.sent = (log.len(), actions.len());
            f.shown = Some((progress, turn));
            out.push((
                seat,
                ToFriend::Position {
                    progress,
                    start,
                    view: m.view(seat),
                    from,
                    entries,
                    from_action,
                    plays,
                    turn,
                    clock: self.turn_limit.filter(|_| turn == Turn::Seat(seat)),
                },
            ));
        }
        out
    }

    /// A friend asked for everything again.
    pub fn resync(&mut self, seat: Seat) {
        if let Some(Place::Friend(f)) = self.places.get_mut(seat) {
            f.sent = (0, 0);
            f.shown = None;
        }
    }
}

impl Room {
    /// The connected friend whose turn it is, if any (the turn timer runs for them).
    pub fn friend_to_act<G: TableGame>(&self, m: &Match<G>) -> Option<Seat> {
        let Turn::Seat(seat) = turn_of(m) else {
            return None;
        };
        match self.places.get(seat) {
            Some(Place::Friend(f)) if f.connected && m.waiting() == Waiting::Human(seat) => {
                Some(seat)
            }
            _ => None,
        }
    }

    /// A friend's time ran out: the Normal computer player takes this turn (the seat is
    /// the friend's again once the turn has passed, by [`Room::seat_players`]).
    pub fn time_up<G: TableGame>(&self, m: &mut Match<G>, seat: Seat, seed: u64) -> bool {
        if self.friend_to_act(m) != Some(seat) {
            return false;
        }
        m.set_player(
            seat,
            Player::Ai(AgentSpec::new(AgentKind::Normal, mix(seed, seat as u64))),
        );
        true
    }
}

/// Where the hand being played starts in the log (between hands: the hand just ended).
fn hand_start<G: TableGame>(log: &[crate::driver::Entry<G::Event>], turn: Turn) -> usize {
    let mut ends = log
        .iter()
        .enumerate()
        .filter(|(_, e)| G::ends_hand(&e.event))
        .map(|(i, _)| i + 1);
    let last = ends.next_back();
    if turn == Turn::NextHand {
        ends.next_back().unwrap_or(0)
    } else {
        last.unwrap_or(0)
    }
}

/// Where the match stands, as friends' actions name it: it grows with every action and every
/// new hand, and not otherwise.
pub fn position_of<G: TableGame>(m: &Match<G>) -> u64 {
    let actions = m.history().map_or(0, |(_, a)| a.len());
    (m.log().len() + actions) as u64
}

/// Whose turn it is, as a friend's page is told.
pub fn turn_of<G: TableGame>(m: &Match<G>) -> Turn {
    match m.waiting() {
        Waiting::Human(s) | Waiting::Ai(s) => Turn::Seat(s),
        Waiting::NextHand => Turn::NextHand,
        Waiting::Over => Turn::Over,
    }
}
