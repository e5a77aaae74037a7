//! Both ends of a friend's seat: the host taking a friend's message ([`take`]), and the
//! friend's page keeping what the host sent ([`Mirror`]): its seat's view, the public log and
//! actions, whose turn it is. The friend's page never holds the deal, only what its seat sees.

use serde::de::IgnoredAny;

use super::message::{HostMessage, ProtocolError, SeatInfo, ToFriend, ToHost, Turn, decode};

/// A host's message as a friend's page reads it: the refusal's reason skipped.
type FriendMessage<G> =
    ToFriend<<G as TableGame>::View, <G as TableGame>::Event, <G as TableGame>::Action, IgnoredAny>;
use super::room::Room;
use crate::agents::{Seat, TableGame};
use crate::driver::record::Played;
use crate::driver::{DriverError, Entry, Match};

/// What the host's page does after a friend's message.
pub enum Taken<G: TableGame> {
    /// Nothing changed (a pong, a hello already answered).
    Nothing,
    /// The friend acted and the match moved on (its events).
    Moved(Vec<G::Event>),
    /// Send this to the friend (a refusal, a late action).
    Answer(HostMessage<G>),
    /// The friend said hello with its invite's token: the seat is connected; send it the
    /// seats and the position.
    Joined,
    /// The friend left, or its hello was for another invite (then the answer says why).
    Left,
    /// The message was refused (it is dropped; the reason is for the console).
    Refused(ProtocolError),
}

/// Takes the text `text` that came from the friend at `seat`; `progress`: the host's
/// position counter, `now`: its clock.
pub fn take<G>(
    room: &mut Room,
    m: &mut Match<G>,
    seat: Seat,
    text: &str,
    progress: u64,
    now: u64,
) -> Taken<G>
where
    G: TableGame,
{
    let message = match decode::<ToHost<G::Action>>(text) {
        Ok(message) => message,
        Err(e) => return Taken::Refused(e),
    };
    room.heard(seat, now);
    match message {
        ToHost::Hello { token, name, face } => match room.hello(seat, token, (&name, face), now) {
            Ok(()) => Taken::Joined,
            Err(_) => Taken::Left,
        },
        ToHost::Act {
            progress: at,
            action,
        } => {
            if at != progress {
                return Taken::Answer(ToFriend::Late);
            }
            match m.act(seat, action) {
                Ok(events) => Taken::Moved(events),
                Err(DriverError::Refused(refusal)) => Taken::Answer(ToFriend::Refused { refusal }),
                Err(_) => Taken::Answer(ToFriend::Late),
            }
        }
        ToHost::Resync => {
            room.resync(seat);
            Taken::Nothing
        }
        ToHost::Pong => Taken::Nothing,
        ToHost::Bye => {
            room.lost(seat);
            Taken::Left
        }
    }
}

/// What a friend's page knows of the table.
pub struct Mirror<G: TableGame> {
    pub table: u64,
    pub seat: Seat,
    pub game: String,
    pub rules: String,
    pub seats: Vec<SeatInfo>,
    pub view: Option<G::View>,
    /// The public log from entry `log_from` of the host's (the start of the hand the page
    /// joined in) on.
    pub log: Vec<Entry<G::Event>>,
    pub log_from: usize,
    /// The actions from action `plays_from` of the host's (the page's first position) on.
    pub plays: Vec<Played<G::Action>>,
    pub plays_from: usize,
    pub turn: Turn,
    /// The position the host last sent: an action carries it.
    pub progress: u64,
    /// The host refused the last action. Its reason is not read here: the friend's page words
    /// it from its own view by the same engine's check, so the page carries no reader of the
    /// engine's errors.
    pub refused: bool,
    /// The hand records the host sent (links' fragments).
    pub records: Vec<String>,
    /// The host closed the table.
    pub closed: bool,
    /// The seconds this seat had for its turn when the position came (the turn timer).
    pub clock: Option<u32>,
}

/// What a friend's page does after the host's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Show the change.
    Changed,
    /// Answer with this text (a pong, a request to resend the log).
    Answer(String),
    /// The host refused the action (the reason is in [`Mirror::refused`]), or it came for a
    /// position that is gone: the seat may act again.
    Again,
    /// Not taken (the reason is for the console).
    Refused(ProtocolError),
}

impl<G: TableGame> Mirror<G> {
    /// The mirror of a seat, from the host's welcome; `None` for any other message.
    pub fn welcomed(text: &str) -> Result<Option<Mirror<G>>, ProtocolError> {
        Ok(match decode::<FriendMessage<G>>(text)? {
            ToFriend::Welcome {
                table,
                seat,
                game,
                rules,
                seats,
            } => Some(Mirror {
                table,
                seat,
                game,
                rules,
                seats,
                view: None,
                log: Vec::new(),
                log_from: 0,
                plays: Vec::new(),
                plays_from: 0,
                turn: Turn::NextHand,
                progress: 0,
                refused: false,
                records: Vec::new(),
                closed: false,
                clock: None,
            }),
            _ => None,
        })
    }

    /// Takes the host's message `text`.
    pub fn hear(&mut self, text: &str) -> Heard {
        let message = match decode::<FriendMessage<G>>(text) {
            Ok(m) => m,
            Err(e) => return Heard::Refused(e),
        };
        match message {
            ToFriend::Position {
                progress,
                start,
                view,
                from,
                entries,
                from_action,
                plays,
                turn,
                clock,
            } => {
                if start {
                    (self.log_from, self.plays_from) = (from, from_action);
                    self.log.clear();
                    self.plays.clear();
                }
                let at = from.checked_sub(self.log_from);
                let at_action = from_action.checked_sub(self.plays_from);
                let (Some(at), Some(at_action)) = (at, at_action) else {
                    return Heard::Answer(super::message::encode(&ToHost::<G::Action>::Resync));
                };
                if at > self.log.len() || at_action > self.plays.len() {
                    return Heard::Answer(super::message::encode(&ToHost::<G::Action>::Resync));
                }
                self.log.truncate(at);
                self.log.extend(entries);
                self.plays.truncate(at_action);
                self.plays.extend(plays);
                self.view = Some(view);
                self.turn = turn;
                self.clock = clock;
                self.progress = progress;
                self.refused = false;
            }
            ToFriend::Refused { .. } => {
                self.refused = true;
                return Heard::Again;
            }
            ToFriend::Late => return Heard::Again,
            ToFriend::Seats { seats } => self.seats = seats,
            ToFriend::Record { link } => self.records.push(link),
            ToFriend::Ping => {
                return Heard::Answer(super::message::encode(&ToHost::<G::Action>::Pong));
            }
            ToFriend::Bye => self.closed = true,
            ToFriend::Welcome { seats, .. } => self.seats = seats,
        }
        Heard::Changed
    }

    /// Whether this seat must act now.
    pub fn my_turn(&self) -> bool {
        self.turn == Turn::Seat(self.seat)
    }

    /// The message that sends `action` for the position shown.
    pub fn act(&self, action: G::Action) -> String {
        super::message::encode(&ToHost::Act {
            progress: self.progress,
            action,
        })
    }
}
