//! A match played with friends, on both sides of the wire. The host's table is the solo table
//! with [`Hosting`]: its friends' messages go through [`crate::friends::mirror::take`] into the
//! match, and after every change each friend is sent its position. A friend's table is the
//! solo table over a [`Guest`]: the host's messages kept in a mirror, its actions sent back.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use serde::Serialize;
use serde::de::DeserializeOwned;
use yew::prelude::*;

use super::channel::Peer;
use super::now;
use crate::agents::{Seat, TableGame};
use crate::driver::{Match, Waiting};
use crate::friends::message::{self, SeatInfo, SeatKind, ToFriend, Turn};
use crate::friends::mirror::{Heard, Mirror, Taken, take};
use crate::friends::room::{HEARTBEAT_TIMEOUT_MS, Room, position_of};
use crate::launch::GameKind;
use crate::ui::core::{CardTable, Core, Note, Source};
use crate::ui::strings::{self, Seating};

/// How often the host pings its friends (they answer; silence past the timeout is a loss).
const PING_MS: u32 = 4_000;

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
    pub peers: Vec<Option<Peer>>,
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
}

impl HostState {
    pub fn send(&self, seat: Seat, text: &str) {
        if let Some(Some(peer)) = self.peers.get(seat) {
            peer.send(text);
        }
    }

    /// Tells every friend who sits where.
    pub fn send_seats(&self) {
        let text = message::encode(&Plain::Seats {
            seats: self.room.seats(),
        });
        for peer in self.peers.iter().flatten() {
            peer.send(&text);
        }
    }

    /// Welcomes the friend at `seat` (its hello was right).
    pub fn welcome(&self, seat: Seat) {
        let welcome = Plain::Welcome {
            table: self.room.table,
            seat,
            game: self.game.slug().to_string(),
            rules: self.variant.clone(),
            seats: self.room.seats(),
        };
        self.send(seat, &message::encode(&welcome));
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
}

/// The host's side, shared: equal only to itself.
#[derive(Clone)]
pub struct Hosting(pub Rc<RefCell<HostState>>);

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

/// Who else is at the table: nobody (a solo table, `None`), the friends this page hosts, or
/// the host whose match this page's player joined.
#[derive(Clone, PartialEq)]
pub enum Company {
    Host {
        hosting: Hosting,
        /// Opens the seats (to invite a friend back).
        open_seats: Callback<()>,
    },
    Guest(Guesting),
}

/// A friend's channel to the host, shared by the join page and then the table: what came
/// before the table was drawn waits in `buffer`.
pub struct GuestLine {
    pub peer: Option<Peer>,
    pub buffer: Vec<String>,
    pub sink: Option<Callback<Wire>>,
    /// When the host was last heard from (the page's clock).
    pub heard: u64,
}

#[derive(Clone)]
pub struct Guesting(pub Rc<RefCell<GuestLine>>);

impl PartialEq for Guesting {
    fn eq(&self, other: &Guesting) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Guesting {
    pub fn send(&self, text: &str) {
        if let Some(p) = self.0.borrow().peer.as_ref() {
            p.send(text);
        }
    }
}

/// A friend's seat: the host's messages kept, the seat's view, and whether an action was sent
/// for the position shown (the page then waits for the host's answer).
pub struct Guest<G: TableGame> {
    pub mirror: Mirror<G>,
    pub view: G::View,
    line: Guesting,
    sent: bool,
    /// When this seat's timed turn ends (the page's clock, ms).
    pub deadline: Option<u64>,
    /// The action last sent: a refusal is worded from it.
    last: Option<G::Action>,
}

/// What a host's message did to a friend's seat.
pub enum News<G: TableGame> {
    /// Nothing the table shows.
    Nothing,
    /// The seats changed, or the host closed the table.
    Changed,
    /// The match moved on.
    Moved,
    /// The action was refused (`Some`: the action), or came late (`None`).
    Again(Option<G::Action>),
}

impl<G: TableGame> Guest<G>
where
    G::View: DeserializeOwned,
    G::Event: DeserializeOwned,
    G::Action: DeserializeOwned + Serialize,
{
    /// The seat, from the messages that came so far (a welcome, then a position); `None`
    /// until both came.
    pub fn from(line: &Guesting) -> Option<Guest<G>> {
        let texts = line.0.borrow().buffer.clone();
        let mut texts = texts.iter();
        let mut mirror = texts.find_map(|t| Mirror::<G>::welcomed(t).ok().flatten())?;
        for t in texts {
            if let Heard::Answer(a) = mirror.hear(t) {
                line.send(&a);
            }
        }
        let view = mirror.view.take()?;
        line.0.borrow_mut().buffer.clear();
        let deadline = mirror.clock.map(|s| now() + u64::from(s) * 1000);
        Some(Guest {
            mirror,
            view,
            line: line.clone(),
            sent: false,
            deadline,
            last: None,
        })
    }

    pub fn waiting(&self) -> Waiting {
        match self.mirror.turn {
            Turn::Seat(s) if s == self.mirror.seat && !self.sent && !self.mirror.closed => {
                Waiting::Human(s)
            }
            Turn::Seat(s) => Waiting::Ai(s),
            Turn::NextHand => Waiting::NextHand,
            Turn::Over => Waiting::Over,
        }
    }

    /// Sends `action` for the position shown; false if one was sent already.
    pub fn send_action(&mut self, action: G::Action) -> bool {
        if self.sent || !self.mirror.my_turn() || self.mirror.closed {
            return false;
        }
        self.line.send(&self.mirror.act(action.clone()));
        self.sent = true;
        self.last = Some(action);
        true
    }

    fn hear(&mut self, text: &str) -> News<G> {
        let before = (
            self.mirror.progress,
            self.mirror.log.len(),
            self.mirror.turn,
        );
        match self.mirror.hear(text) {
            Heard::Changed => {
                if let Some(v) = self.mirror.view.take() {
                    self.view = v;
                }
                let after = (
                    self.mirror.progress,
                    self.mirror.log.len(),
                    self.mirror.turn,
                );
                if after != before {
                    self.sent = false;
                    self.deadline = self.mirror.clock.map(|s| now() + u64::from(s) * 1000);
                    News::Moved
                } else {
                    News::Changed
                }
            }
            Heard::Again => {
                self.sent = false;
                let refused = std::mem::take(&mut self.mirror.refused);
                News::Again(self.last.take().filter(|_| refused))
            }
            Heard::Answer(a) => {
                self.line.send(&a);
                News::Nothing
            }
            Heard::Refused(e) => {
                web_sys::console::warn_1(&format!("host: {e}").into());
                News::Nothing
            }
        }
    }
}

/// A friend's seat was lost: its invite is spent (the seats offer a new one).
fn forget_link(h: &mut HostState, seat: Seat) {
    if let Some(l) = h.links.get_mut(seat) {
        *l = None;
    }
}

impl<G: CardTable> Core<G>
where
    G::Event: Serialize + DeserializeOwned,
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    /// Takes what came over a channel; returns whether the match may have moved on.
    pub fn wire(&mut self, wire: Wire) -> bool {
        match (&self.source, wire) {
            (Source::Match(m), Wire::Friend(seat, text)) => {
                let Some(host) = self.host.clone() else {
                    return false;
                };
                let m = m.clone();
                let mut h = host.0.borrow_mut();
                let at = position_of(&m.borrow());
                let taken = take(&mut h.room, &mut m.borrow_mut(), seat, &text, at, now());
                match taken {
                    Taken::Nothing => false,
                    Taken::Moved(_) => {
                        self.moved_on();
                        true
                    }
                    Taken::Answer(answer) => {
                        h.send(seat, &message::encode(&answer));
                        false
                    }
                    Taken::Joined => {
                        h.room.seat_players(&mut m.borrow_mut(), self.seed);
                        h.welcome(seat);
                        self.note = Some(Note::Info(t!("friends-back", name = h.name(seat))));
                        true
                    }
                    Taken::Left => {
                        forget_link(&mut h, seat);
                        h.room.seat_players(&mut m.borrow_mut(), self.seed);
                        h.send_seats();
                        self.note = Some(Note::Info(t!("friends-lost", name = h.name(seat))));
                        true
                    }
                    Taken::Refused(e) => {
                        web_sys::console::warn_1(&format!("friend {seat}: {e}").into());
                        false
                    }
                }
            }
            (Source::Match(m), Wire::Gone(seat)) => {
                let Some(host) = self.host.clone() else {
                    return false;
                };
                let mut h = host.0.borrow_mut();
                if !h.room.lost(seat) {
                    return false;
                }
                forget_link(&mut h, seat);
                h.room.seat_players(&mut m.borrow_mut(), self.seed);
                h.send_seats();
                self.note = Some(Note::Info(t!("friends-lost", name = h.name(seat))));
                true
            }
            (Source::Guest(g), Wire::Host(text)) => {
                let news = g.borrow_mut().hear(&text);
                match news {
                    News::Nothing | News::Changed => false,
                    News::Moved => {
                        self.moved_on();
                        self.note = None;
                        true
                    }
                    News::Again(refused) => {
                        // The engine's reason, from this seat's view, in this page's language.
                        let view = self.view();
                        let why = refused.map(|action| {
                            G::chosen_cards(&action)
                                .and_then(|cards| G::why_not(&view, &cards))
                                .unwrap_or_else(|| t!("friends-refused"))
                        });
                        self.note = Some(Note::Refused(why.unwrap_or_else(|| t!("friends-late"))));
                        true
                    }
                }
            }
            (Source::Match(m), Wire::TimeUp(seat, at)) => {
                let Some(host) = self.host.clone() else {
                    return false;
                };
                let mut h = host.0.borrow_mut();
                if position_of(&m.borrow()) != at
                    || !h.room.time_up(&mut m.borrow_mut(), seat, self.seed)
                {
                    return false;
                }
                h.timed_out = Some(seat);
                h.clock = None;
                self.note = Some(Note::Info(t!("friends-time-up", name = h.name(seat))));
                true
            }
            (Source::Guest(g), Wire::HostGone) => {
                g.borrow_mut().mirror.closed = true;
                true
            }
            _ => false,
        }
    }

    /// At a friend's table: the host closed it (or fell silent).
    pub fn host_left(&self) -> bool {
        match &self.source {
            Source::Guest(g) => g.borrow().mirror.closed,
            Source::Match(_) => false,
        }
    }

    /// Who sits where, as the host's room has it (none at a solo table).
    fn seat_infos(&self) -> Vec<SeatInfo> {
        match (&self.source, &self.host) {
            (Source::Guest(g), _) => g.borrow().mirror.seats.clone(),
            (Source::Match(_), Some(h)) => h.0.borrow().room.seats(),
            _ => Vec::new(),
        }
    }

    /// Who sits where, for the seats' names: the friends' names and the page's own seat.
    pub fn seating(&self, seats: usize) -> Seating {
        let names = self
            .seat_infos()
            .into_iter()
            .map(|i| match i.kind {
                SeatKind::Host | SeatKind::Friend { .. } => i.name,
                SeatKind::Open | SeatKind::Computer => String::new(),
            })
            .collect();
        let host = match &self.source {
            Source::Guest(g) => g
                .borrow()
                .mirror
                .seats
                .iter()
                .find_map(|i| (i.kind == SeatKind::Host).then(|| i.name.clone())),
            Source::Match(_) => None,
        };
        Seating {
            me: self.me,
            seats,
            names,
            friends: host.is_some() || self.host.is_some(),
            host,
        }
    }

    /// The seats whose friend is away (the computer plays for them: 托管).
    pub fn away(&self) -> Vec<Seat> {
        self.seat_infos()
            .iter()
            .enumerate()
            .filter(|(_, i)| i.kind == SeatKind::Friend { connected: false })
            .map(|(s, _)| s)
            .collect()
    }
}

/// The table's side of playing with friends: the channels' news go to `deliver`; the host
/// sends each friend its position after every change, pings them, and sends the match's
/// record when it is over; a friend's page notices a silent host. Nothing at a solo table.
#[yew::hook]
pub fn use_friends<G>(core: &Core<G>, deliver: Callback<Wire>)
where
    G: CardTable,
    G::Event: Serialize + DeserializeOwned,
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    strings::seat_as(core.seating(seats_of(core)));
    let host = core.host.clone();
    let line = match &core.source {
        Source::Guest(g) => Some(g.borrow().line.clone()),
        Source::Match(_) => None,
    };
    // The channels' news come to this table from now on.
    {
        let (host, line, deliver) = (host.clone(), line.clone(), deliver.clone());
        use_effect_with((), move |_| {
            if let Some(h) = &host {
                h.0.borrow_mut().sink = Some(deliver.clone());
            }
            if let Some(l) = &line {
                l.0.borrow_mut().sink = Some(deliver.clone());
            }
            // Pings out, and the silent found out.
            let timer = gloo::timers::callback::Interval::new(PING_MS, move || {
                if let Some(h) = &host {
                    let h = h.0.borrow();
                    let ping = message::encode(&Plain::Ping);
                    for peer in h.peers.iter().flatten() {
                        peer.send(&ping);
                    }
                    for seat in h.room.silent(now()) {
                        deliver.emit(Wire::Gone(seat));
                    }
                }
                if let Some(l) = &line {
                    let heard = l.0.borrow().heard;
                    if now().saturating_sub(heard) > HEARTBEAT_TIMEOUT_MS {
                        deliver.emit(Wire::HostGone);
                    }
                }
            });
            move || drop(timer)
        });
    }
    // The turn timer: it starts when a connected friend is to act at a new position.
    let m = core.local().cloned();
    let timed = match (&host, &m) {
        (Some(h), Some(m)) => {
            let h = h.0.borrow();
            let m = m.borrow();
            h.room
                .turn_limit
                .zip(h.room.friend_to_act(&m))
                .map(|(limit, seat)| (seat, position_of(&m), limit))
        }
        _ => None,
    };
    let timer = use_mut_ref(|| None::<gloo::timers::callback::Timeout>);
    // The clock shows from the render after the timer started.
    let redraw = use_force_update();
    {
        let (host, deliver) = (host.clone(), deliver.clone());
        use_effect_with(timed, move |timed| {
            *timer.borrow_mut() = timed.map(|(seat, at, limit)| {
                let ms = limit.saturating_mul(1000);
                if let Some(h) = &host {
                    h.0.borrow_mut().clock = Some((seat, now() + u64::from(ms)));
                }
                gloo::timers::callback::Timeout::new(ms, move || {
                    deliver.emit(Wire::TimeUp(seat, at))
                })
            });
            if timed.is_none()
                && let Some(h) = &host
            {
                h.0.borrow_mut().clock = None;
            }
            if timed.is_some() {
                redraw.force_update();
            }
        });
    }
    // After every change, each friend's position (the host's table).
    let seed = core.seed;
    use_effect_with(core.version, move |_| {
        let (Some(h), Some(m)) = (host, m) else {
            return;
        };
        let mut h = h.0.borrow_mut();
        // A turn the computer played for a friend out of time: the seat is theirs again.
        if let Some(seat) = h.timed_out
            && m.borrow().game().to_act() != Some(seat)
        {
            h.room.seat_players(&mut m.borrow_mut(), seed);
            h.timed_out = None;
        }
        let m = m.borrow();
        let at = position_of(&m);
        for (seat, message) in h.room.positions(&m, at) {
            h.send(seat, &message::encode(&message));
        }
        // The record only once the match is over: its seed tells every deal to come.
        if m.waiting() == Waiting::Over && !h.record_sent {
            if let Some((start, actions)) = m.history()
                && let Ok(link) = crate::driver::record::to_link::<G>(
                    &crate::driver::record::record(start, actions),
                )
            {
                let record = message::encode(&ToFriend::<(), (), (), ()>::Record {
                    link: format!(
                        "?game={}#record={link}",
                        <G as crate::driver::record::Recordable>::NAME
                    ),
                });
                for seat in 0..h.peers.len() {
                    h.send(seat, &record);
                }
            }
            h.record_sent = true;
        }
    });
}

fn seats_of<G: CardTable>(core: &Core<G>) -> usize
where
    G::Event: Serialize + DeserializeOwned,
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    match &core.source {
        Source::Match(m) => m.borrow().players().len(),
        Source::Guest(g) => g.borrow().mirror.seats.len(),
    }
}

/// The table's core when friends are at it: the host's new match (`fresh`) with the friends
/// in their seats, or a friend's seat from what the host sent. Should the host's messages not
/// make a seat (they always do, unless broken), the table says so over a match of its own.
pub fn table_core<G>(company: &Company, fresh: impl FnOnce() -> (u64, Match<G>)) -> Core<G>
where
    G: CardTable,
    G::Event: Serialize + DeserializeOwned,
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    match company {
        Company::Host { hosting, .. } => {
            let (seed, mut m) = fresh();
            hosting.0.borrow().room.seat_players(&mut m, seed);
            let mut core = Core::new(seed, m);
            core.host = Some(hosting.clone());
            core
        }
        Company::Guest(line) => match Guest::from(line) {
            Some(guest) => Core::guest(crate::ui::fresh_seed(), guest),
            None => {
                let (seed, m) = fresh();
                let mut core = Core::new(seed, m);
                core.failure = Some(t!("friends-err-link"));
                core
            }
        },
    }
}

/// The host's button on the table's bar that opens the seats (to invite a friend back).
pub fn seats_button(company: Option<&Company>) -> Html {
    let Some(Company::Host { open_seats, .. }) = company else {
        return Html::default();
    };
    let open = open_seats.reform(|_: MouseEvent| ());
    html! {
        <button type="button" class="link" data-action="friends-seats" onclick={open}
            aria-label={t!("friends-seats")} title={t!("friends-seats")}>
            <span class="icon" aria-hidden="true">{ "☺\u{FE0E}" }</span><span class="label">{ t!("friends-seats") }</span>
        </button>
    }
}

/// At a friend's table: that the host left (and a way to a table of one's own), and the
/// match's record once the host sent it.
pub fn guest_notice<G>(core: &Core<G>, on_home: &Callback<()>) -> Html
where
    G: CardTable,
    G::Event: Serialize + DeserializeOwned,
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    let Source::Guest(g) = &core.source else {
        return Html::default();
    };
    let g = g.borrow();
    let record = g.mirror.records.last().map(|link| {
        let href = format!("{}{link}", super::base().split('?').next().unwrap_or_default());
        html! { <a class="record-link" href={href} target="_blank" rel="noopener" data-record-link="true">{ t!("friends-record") }</a> }
    });
    if !g.mirror.closed {
        return html! { { for record.map(|r| html! { <p class="notice" role="status">{ r }</p> }) } };
    }
    let home = on_home.reform(|_: MouseEvent| ());
    html! {
        <div class="notice host-left" role="alert" data-closed="true">
            <p>{ t!("friends-host-left") }</p>
            { for record }
            <button type="button" class="btn primary" data-action="own-table" onclick={home}>{ t!("friends-own-table") }</button>
        </div>
    }
}

/// The running turn timer, as a chip on the felt: a friend's on the host's table, this seat's
/// on a friend's page.
pub fn turn_clock<G>(core: &Core<G>) -> Html
where
    G: CardTable,
    G::Event: Serialize + DeserializeOwned,
    G::View: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    let clock = match (&core.source, &core.host) {
        (Source::Guest(g), _) => {
            let g = g.borrow();
            g.deadline.filter(|_| g.mirror.my_turn()).map(|d| (None, d))
        }
        (Source::Match(_), Some(h)) => {
            let h = h.0.borrow();
            h.clock.map(|(seat, d)| (Some(h.name(seat)), d))
        }
        _ => None,
    };
    match clock {
        Some((name, deadline)) => html! { <TurnClock {name} {deadline} /> },
        None => Html::default(),
    }
}

#[derive(Properties, PartialEq)]
struct TurnClockProps {
    /// The friend whose time runs (`None`: this page's player).
    name: Option<String>,
    deadline: u64,
}

#[function_component(TurnClock)]
fn turn_clock_view(props: &TurnClockProps) -> Html {
    let tick = use_force_update();
    use_effect_with(props.deadline, move |_| {
        let timer = gloo::timers::callback::Interval::new(500, move || tick.force_update());
        move || drop(timer)
    });
    let seconds = props.deadline.saturating_sub(now()).div_ceil(1000);
    let text = match &props.name {
        Some(name) => t!("friends-clock", name = name.clone(), seconds = seconds),
        None => t!("friends-clock-you", seconds = seconds),
    };
    html! {
        <p class={classes!("turn-clock", (seconds <= 5).then_some("short"))} role="timer"
            data-clock={seconds.to_string()}>{ text }</p>
    }
}
