//! A match played with friends, on both sides of the wire. The host's table is the solo table
//! with [`Hosting`]: its friends' messages go through [`crate::friends::mirror::take`] into the
//! match, and after every change each friend is sent its position. A friend's table is the
//! solo table over a [`Guest`]: the host's messages kept in a mirror, its actions sent back.

use yew::prelude::*;

use super::lines::{Guesting, HostState, Hosting, Plain, Wire};
use super::now;
use crate::agents::{Seat, TableGame};
use crate::driver::{Match, Waiting};
use crate::friends::message::{self, SeatInfo, SeatKind, Turn};
use crate::friends::mirror::{Heard, Mirror, Taken, take};
use crate::friends::room::{HEARTBEAT_TIMEOUT_MS, position_of};
use crate::ui::core::{CardTable, Core, Note, Source};
use crate::ui::strings::{self, Seating};

/// How often the host pings its friends (they answer; silence past the timeout is a loss).
const PING_MS: u32 = 4_000;

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
    /// Nothing the table shows; this is the answer to send (a pong, a request to resend).
    Answer(String),
    /// The seats changed, or the host closed the table.
    Changed,
    /// The match moved on.
    Moved,
    /// The action was refused (`Some`: the action), or came late (`None`).
    Again(Option<G::Action>),
}

impl<G: TableGame> Guest<G> {
    /// The seat, from the messages that came so far (a welcome, then a position); `None`
    /// until both came.
    pub fn from(line: &Guesting) -> Option<Guest<G>> {
        let texts = line.read(|l| l.buffer.clone());
        let mut texts = texts.iter();
        let mut mirror = texts.find_map(|t| Mirror::<G>::welcomed(t).ok().flatten())?;
        for t in texts {
            if let Heard::Answer(a) = mirror.hear(t) {
                line.send(&a);
            }
        }
        let view = mirror.view.take()?;
        line.with(|l| l.buffer.clear());
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

    /// The line to the host.
    pub fn line(&self) -> Guesting {
        self.line.clone()
    }

    /// Takes `action` for the position shown: the message to send the host (by the caller,
    /// once the seat is let go of); `None` if one was sent already.
    pub fn send_action(&mut self, action: G::Action) -> Option<String> {
        if self.sent || !self.mirror.my_turn() || self.mirror.closed {
            return None;
        }
        let text = self.mirror.act(action.clone());
        self.sent = true;
        self.last = Some(action);
        Some(text)
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
            Heard::Answer(a) => News::Answer(a),
            Heard::Refused(e) => {
                web_sys::console::warn_1(&format!("host: {e}").into());
                News::Nothing
            }
        }
    }
}

/// What a message did at the host's table.
enum Outcome {
    /// Nothing the table shows.
    Still,
    /// A friend acted: the match moved on.
    Moved,
    /// The seats changed: the line for the host says how.
    Told(String),
}

/// The friend at `seat` is gone: their invite is spent, the computer plays for them (托管),
/// and the others are told.
fn lost<G: TableGame>(h: &mut HostState, m: &mut Match<G>, seat: Seat, seed: u64) -> Outcome {
    h.forget_link(seat);
    h.room.seat_players(m, seed);
    h.send_seats();
    Outcome::Told(t!("friends-lost", name = h.name(seat)))
}

impl<G: CardTable> Core<G> {
    /// Takes what came over a channel; returns whether the match may have moved on.
    pub fn wire(&mut self, wire: Wire) -> bool {
        let seed = self.seed;
        let outcome = match (&self.source, wire) {
            (Source::Match(m), Wire::Friend(seat, text)) => {
                let Some(host) = self.host.clone() else {
                    return false;
                };
                let (m, now) = (m.clone(), now());
                host.with(|h| {
                    let at = position_of(&m.borrow());
                    let taken = take(&mut h.room, &mut m.borrow_mut(), seat, &text, at, now);
                    match taken {
                        Taken::Nothing => Outcome::Still,
                        Taken::Moved(_) => Outcome::Moved,
                        Taken::Answer(answer) => {
                            h.send(seat, message::encode(&answer));
                            Outcome::Still
                        }
                        Taken::Joined => {
                            h.room.seat_players(&mut m.borrow_mut(), seed);
                            h.welcome(seat);
                            Outcome::Told(t!("friends-back", name = h.name(seat)))
                        }
                        Taken::Left => lost(h, &mut m.borrow_mut(), seat, seed),
                        Taken::Refused(e) => {
                            web_sys::console::warn_1(&format!("friend {seat}: {e}").into());
                            Outcome::Still
                        }
                    }
                })
            }
            (Source::Match(m), Wire::Gone(seat)) => {
                let Some(host) = self.host.clone() else {
                    return false;
                };
                let m = m.clone();
                host.with(|h| {
                    if h.room.lost(seat) {
                        lost(h, &mut m.borrow_mut(), seat, seed)
                    } else {
                        Outcome::Still
                    }
                })
            }
            (Source::Match(m), Wire::TimeUp(seat, at)) => {
                let Some(host) = self.host.clone() else {
                    return false;
                };
                let m = m.clone();
                host.with(|h| {
                    let mut m = m.borrow_mut();
                    if position_of(&m) != at || !h.room.time_up(&mut m, seat, seed) {
                        return Outcome::Still;
                    }
                    h.timed_out = Some(seat);
                    h.clock = None;
                    Outcome::Told(t!("friends-time-up", name = h.name(seat)))
                })
            }
            (Source::Guest(g), Wire::Host(text)) => {
                let news = g.borrow_mut().hear(&text);
                match news {
                    News::Nothing | News::Changed => Outcome::Still,
                    News::Answer(answer) => {
                        let line = g.borrow().line();
                        line.send(&answer);
                        Outcome::Still
                    }
                    News::Moved => {
                        self.note = None;
                        Outcome::Moved
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
                        return true;
                    }
                }
            }
            (Source::Guest(g), Wire::HostGone) => {
                g.borrow_mut().mirror.closed = true;
                return true;
            }
            _ => Outcome::Still,
        };
        match outcome {
            Outcome::Still => false,
            Outcome::Moved => {
                self.moved_on();
                true
            }
            Outcome::Told(line) => {
                self.note = Some(Note::Info(line));
                true
            }
        }
    }

    /// Who sits where, as the host's room has it (none at a solo table).
    fn seat_infos(&self) -> Vec<SeatInfo> {
        match (&self.source, &self.host) {
            (Source::Guest(g), _) => g.borrow().mirror.seats.clone(),
            (Source::Match(_), Some(h)) => h.read(|h| h.room.seats()),
            _ => Vec::new(),
        }
    }

    /// Who sits where, for the seats' names: the friends' names and the page's own seat.
    pub fn seating(&self, seats: usize) -> Seating {
        let infos = self.seat_infos();
        let names = infos
            .iter()
            .map(|i| match i.kind {
                SeatKind::Host | SeatKind::Friend { .. } => i.name.clone(),
                SeatKind::Open | SeatKind::Computer => String::new(),
            })
            .collect();
        // At a friend's page the host is one more friend, there while the table is open.
        let closed = self.host_gone();
        let kinds = infos
            .iter()
            .map(|i| match i.kind {
                SeatKind::Host if matches!(self.source, Source::Guest(_)) => {
                    SeatKind::Friend { connected: !closed }
                }
                kind => kind,
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
            kinds,
            faces: infos.iter().map(|i| i.face).collect(),
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

    /// 托管 at `seat`: the page's player asked the computer to play, or the seat's friend is away.
    pub fn auto_mark(&self, seat: Seat) -> Option<crate::ui::seat::Mark> {
        ((seat == self.me && self.auto) || self.away().contains(&seat))
            .then(crate::ui::seat::Mark::auto)
    }
}

/// The table's side of playing with friends: the channels' news go to `deliver`; the host
/// sends each friend its position after every change, pings them, and sends the match's
/// record when it is over; a friend's page notices a silent host. Nothing at a solo table.
#[yew::hook]
pub fn use_friends<G>(core: &Core<G>, deliver: Callback<Wire>)
where
    G: CardTable,
{
    strings::seat_as(core.seating(seats_of(core)));
    let host = core.host.clone();
    let line = match &core.source {
        Source::Guest(g) => Some(g.borrow().line()),
        Source::Match(_) => None,
    };
    // The channels' news come to this table from now on.
    {
        let (host, line, deliver) = (host.clone(), line.clone(), deliver.clone());
        use_effect_with((), move |_| {
            if let Some(h) = &host {
                h.with(|h| h.sink = Some(deliver.clone()));
            }
            if let Some(l) = &line {
                // What came after the table read the buffer (`Guest::from`, in its first
                // render) and before this effect was kept there: delivered now, or a position
                // (a friend's turn to draw) was lost and the table stalled.
                let kept = l.with(|l| {
                    l.sink = Some(deliver.clone());
                    std::mem::take(&mut l.buffer)
                });
                for text in kept {
                    deliver.emit(Wire::Host(text));
                }
            }
            // Pings out, and the silent found out (told to the table once the state is let go).
            let timer = gloo::timers::callback::Interval::new(PING_MS, move || {
                if let Some(h) = &host {
                    let silent = h.with(|h| {
                        h.send_all(&message::encode(&Plain::Ping));
                        h.room.silent(now())
                    });
                    for seat in silent {
                        deliver.emit(Wire::Gone(seat));
                    }
                }
                if let Some(l) = &line {
                    let heard = l.read(|l| l.heard);
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
        (Some(h), Some(m)) => h.read(|h| {
            let m = m.borrow();
            h.room
                .turn_limit
                .zip(h.room.friend_to_act(&m))
                .map(|(limit, seat)| (seat, position_of(&m), limit))
        }),
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
                    h.with(|h| h.clock = Some((seat, now() + u64::from(ms))));
                }
                gloo::timers::callback::Timeout::new(ms, move || {
                    deliver.emit(Wire::TimeUp(seat, at))
                })
            });
            if timed.is_none()
                && let Some(h) = &host
            {
                h.with(|h| h.clock = None);
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
        let record = h.with(|h| {
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
                h.send(seat, message::encode(&message));
            }
            // The record only once the match is over: its seed tells every deal to come.
            if m.waiting() != Waiting::Over || h.record_sent {
                return None;
            }
            h.record_sent = true;
            let (start, actions) = m.history()?;
            crate::driver::record::to_compact::<G>(&crate::driver::record::record(start, actions))
                .ok()
        });
        // Deflated by the browser (browser::deflate), then sent to every friend.
        if let Some(json) = record {
            wasm_bindgen_futures::spawn_local(async move {
                if let Ok(link) = crate::browser::deflate::link_of(&json).await {
                    let name = <G as crate::driver::record::Recordable>::NAME;
                    h.with(|h| {
                        h.send_all(&message::encode(&Plain::Record {
                            link: format!("?game={name}#record={link}"),
                        }))
                    });
                }
            });
        }
    });
}

fn seats_of<G: CardTable>(core: &Core<G>) -> usize {
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
{
    match company {
        Company::Host { hosting, .. } => {
            let (seed, mut m) = fresh();
            hosting.read(|h| h.room.seat_players(&mut m, seed));
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
/// The table of `game` at a match with friends (`company`: the host's or a friend's seat).
pub fn table(
    game: crate::launch::GameKind,
    variant: String,
    speed: Option<crate::launch::Speed>,
    on_home: Callback<()>,
    company: Option<Company>,
) -> Html {
    match game {
        crate::launch::GameKind::GuanDan => html! {
            <crate::ui::guandan::GuandanTable seed={None::<u64>} {speed} {on_home} {company} />
        },
        crate::launch::GameKind::ShengJi => html! {
            <crate::ui::shengji::ShengjiTable seed={None::<u64>} variant={Some(variant)} {speed}
                {on_home} {company} />
        },
    }
}

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
{
    let Source::Guest(g) = &core.source else {
        return Html::default();
    };
    let g = g.borrow();
    let record = g.mirror.records.last().map(|link| {
        let href = format!("{}{link}", super::base().split('?').next().unwrap_or_default());
        html! { <a class="btn record-link" href={href} target="_blank" rel="noopener" data-record-link="true">{ t!("friends-record") }</a> }
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

/// A turn timer that runs: whose turn, when it ends, its seconds, and the friend's name (`None`
/// on a friend's page, where it is this page's player).
struct Running {
    seat: usize,
    deadline: u64,
    limit: Option<u32>,
    name: Option<String>,
}

/// The table's running turn timer: a friend's on the host's table, this seat's on a friend's
/// page.
fn running<G>(core: &Core<G>) -> Option<Running>
where
    G: CardTable,
{
    match (&core.source, &core.host) {
        (Source::Guest(g), _) => {
            let g = g.borrow();
            g.deadline
                .filter(|_| g.mirror.my_turn())
                .map(|deadline| Running {
                    seat: g.mirror.seat,
                    deadline,
                    limit: g.mirror.clock,
                    name: None,
                })
        }
        (Source::Match(_), Some(h)) => h.read(|h| {
            h.clock.map(|(seat, deadline)| Running {
                seat,
                deadline,
                limit: h.room.turn_limit,
                name: Some(h.name(seat)),
            })
        }),
        _ => None,
    }
}

/// The running turn timer, as a chip on the felt.
pub fn turn_clock<G>(core: &Core<G>) -> Html
where
    G: CardTable,
{
    match running(core) {
        Some(Running { name, deadline, .. }) => html! { <TurnClock {name} {deadline} /> },
        None => Html::default(),
    }
}

/// The seconds of `seat`'s turn while its timer runs: its portrait's ring runs down as a clock
/// (issue 68).
pub fn seat_clock<G>(core: &Core<G>, seat: usize) -> Option<u32>
where
    G: CardTable,
{
    running(core)
        .filter(|r| r.seat == seat)
        .and_then(|r| r.limit)
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
