//! The state each side of a table with friends shares between its lobby, its table and its
//! channels' events: the host's room and its lines to the friends ([`Hosting`]), a friend's
//! line to the host ([`Guesting`]).
//!
//! Both sit in a `RefCell` that only [`Hosting::with`] / [`Guesting::with`] and their `read`
//! borrow, for the length of a closure that gets the plain state: whatever can call back into
//! the page (a callback's emit, a reducer's dispatch, a redraw) is done by the caller with the
//! closure's result, after the borrow ends. A message for a friend is queued in the state and
//! sent once the borrow is over. (A borrow held across an emit is how a table of five froze:
//! the ping held the host's state while telling the table a friend was gone, and the table's
//! reducer borrowed it again.)

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use yew::Callback;

use super::channel::Peer;
use crate::agents::Seat;
use crate::friends::message::{self, ToFriend};
use crate::friends::room::Room;
use crate::launch::GameKind;

/// What came over a data channel, for the table's reducer.
#[derive(Clone, Debug, PartialEq)]
pub enum Wire {
    /// The friend at the seat said this (at the host's table).
    Friend(Seat, String),
    /// The friend's channel closed, or the friend fell silent.
    Gone(Seat),
    /// The host said this (at a friend's table).
    Host(String),
    /// The host's channel closed, or the host fell silent.
    HostGone,
    /// The turn timer of the friend at the seat ran out at the position.
    TimeUp(Seat, u64),
}

/// A message that names no game type (pings, seats, farewells).
pub type Plain = ToFriend<(), (), (), ()>;

/// The host's room and its channels, shared by the lobby and then the table.
pub struct HostState {
    pub room: Room,
    pub game: GameKind,
    /// The variant (Sheng Ji) or "guandan", as friends' pages are told.
    pub variant: String,
    pub peers: Vec<Option<Rc<Peer>>>,
    pub links: Vec<Option<String>>,
    /// The last word for the host (a refused reply, a lost friend).
    pub status: Option<String>,
    /// Where the channels' news go once the match is on.
    pub sink: Option<Callback<Wire>>,
    /// The match record was sent (at its end).
    pub record_sent: bool,
    /// The friend whose turn the computer plays (their time ran out).
    pub timed_out: Option<Seat>,
    /// The running turn timer: whose, and when it ends (the page's clock, ms).
    pub clock: Option<(Seat, u64)>,
    /// What is to be sent to whom once the state is let go of.
    outbox: Vec<(Seat, String)>,
}

impl HostState {
    pub fn new(room: Room, game: GameKind, variant: String) -> HostState {
        let seats = room.places().len();
        HostState {
            room,
            game,
            variant,
            peers: (0..seats).map(|_| None).collect(),
            links: vec![None; seats],
            status: None,
            sink: None,
            record_sent: false,
            timed_out: None,
            clock: None,
            outbox: Vec::new(),
        }
    }

    /// Queues `text` for the friend at `seat` (sent when [`Hosting::with`] lets go).
    pub fn send(&mut self, seat: Seat, text: String) {
        self.outbox.push((seat, text));
    }

    /// Queues `text` for every friend.
    pub fn send_all(&mut self, text: &str) {
        for seat in 0..self.peers.len() {
            if self.peers.get(seat).is_some_and(Option::is_some) {
                self.send(seat, text.to_string());
            }
        }
    }

    /// Tells every friend who sits where.
    pub fn send_seats(&mut self) {
        let text = message::encode(&Plain::Seats {
            seats: self.room.seats(),
        });
        self.send_all(&text);
    }

    /// Welcomes the friend at `seat` (its hello was right).
    pub fn welcome(&mut self, seat: Seat) {
        let welcome = Plain::Welcome {
            table: self.room.table,
            seat,
            game: self.game.slug().to_string(),
            rules: self.variant.clone(),
            seats: self.room.seats(),
        };
        self.send(seat, message::encode(&welcome));
        self.send_seats();
    }

    /// The name at `seat`, as the room has it.
    pub fn name(&self, seat: Seat) -> String {
        self.room
            .seats()
            .get(seat)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    }

    /// A friend's seat was lost: its invite is spent (the seats offer a new one).
    pub fn forget_link(&mut self, seat: Seat) {
        if let Some(l) = self.links.get_mut(seat) {
            *l = None;
        }
    }
}

/// The host's side, shared: equal only to itself.
#[derive(Clone)]
pub struct Hosting(Rc<RefCell<HostState>>);

impl PartialEq for Hosting {
    fn eq(&self, other: &Hosting) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for Hosting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Hosting")
    }
}

impl Hosting {
    pub fn new(state: HostState) -> Hosting {
        Hosting(Rc::new(RefCell::new(state)))
    }

    /// Runs `f` on the state, then sends what it queued. `f` must not call back into the page
    /// (emit, dispatch, redraw): it returns what the caller then does.
    pub fn with<R>(&self, f: impl FnOnce(&mut HostState) -> R) -> R {
        let out = f(&mut self.0.borrow_mut());
        self.flush();
        out
    }

    /// Sends what was queued (one copy of this for every [`Hosting::with`]).
    fn flush(&self) {
        let mail: Vec<(Rc<Peer>, String)> = {
            let mut h = self.0.borrow_mut();
            let outbox = std::mem::take(&mut h.outbox);
            outbox
                .into_iter()
                .filter_map(|(seat, text)| Some((h.peers.get(seat)?.clone()?, text)))
                .collect()
        };
        for (peer, text) in mail {
            peer.send(&text);
        }
    }

    /// Reads the state (for drawing, or a value to act on after).
    pub fn read<R>(&self, f: impl FnOnce(&HostState) -> R) -> R {
        f(&self.0.borrow())
    }
}

/// A friend's channel to the host, shared by the join page and then the table: what came
/// before the table was drawn waits in `buffer`.
pub struct GuestLine {
    pub peer: Option<Rc<Peer>>,
    pub buffer: Vec<String>,
    pub sink: Option<Callback<Wire>>,
    /// When the host was last heard from (the page's clock).
    pub heard: u64,
}

/// A friend's side, shared: equal only to itself.
#[derive(Clone)]
pub struct Guesting(Rc<RefCell<GuestLine>>);

impl PartialEq for Guesting {
    fn eq(&self, other: &Guesting) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Guesting {
    pub fn new(heard: u64) -> Guesting {
        Guesting(Rc::new(RefCell::new(GuestLine {
            peer: None,
            buffer: Vec::new(),
            sink: None,
            heard,
        })))
    }

    /// Runs `f` on the line; as [`Hosting::with`], `f` must not call back into the page.
    pub fn with<R>(&self, f: impl FnOnce(&mut GuestLine) -> R) -> R {
        f(&mut self.0.borrow_mut())
    }

    pub fn read<R>(&self, f: impl FnOnce(&GuestLine) -> R) -> R {
        f(&self.0.borrow())
    }

    /// Sends `text` to the host (the line let go of first).
    pub fn send(&self, text: &str) {
        if let Some(peer) = self.read(|l| l.peer.clone()) {
            peer.send(text);
        }
    }
}

// The panic hook says its farewell through this: `Peer::send` only reads the channel's slot,
// which is written once, when the channel arrives, by code that cannot panic midway.
impl crate::browser::crash::Farewell for Peer {
    fn say(&self, text: &str) {
        self.send(text);
    }
}
