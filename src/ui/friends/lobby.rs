//! The host's lobby: the table's seats, an invite for each open seat, and the friends' replies
//! (pasted, or handed over by a reply link opened in another tab of this browser).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use super::channel::{self, Events};
use super::lines::Wire;
use super::lines::{HostState, Hosting, Plain};
use super::play::Company;
use super::{LinkBox, LinkHook, NAME_KEY, join_error, link_error, link_to, now};
use crate::agents::{AgentKind, Seat};
use crate::friends::invite::{self, Invite};
use crate::friends::message::{self, SeatInfo, SeatKind, ToHost, VERSION};
use crate::friends::room::{Place, Room};
use crate::launch::GameKind;
use crate::ui::{storage, strings};

/// The turn timer's choices, in seconds.
const TURN_LIMITS: [u32; 4] = [15, 30, 60, 120];

/// Where the "connect over the internet" choice is kept.
const INTERNET_KEY: &str = "cardtable.friends.internet";
/// How long a friend's connection may take to open before their seat offers a new invite.
const STUCK_MS: u32 = 8_000;

#[derive(Properties, PartialEq, Clone)]
pub struct LobbyProps {
    pub game: GameKind,
    pub variant: Option<String>,
    /// `?speed=`: the table's pace for this visit.
    pub speed: Option<crate::launch::Speed>,
    pub on_home: Callback<()>,
}

fn seats_of(game: GameKind, variant: Option<&str>) -> usize {
    match game {
        GameKind::GuanDan => 4,
        GameKind::ShengJi => variant
            .and_then(crate::shengji::Rules::named)
            .map(|r| r.players as usize)
            .unwrap_or(4),
    }
}

/// What the friend at `seat` said before the match started (then the table takes it).
fn heard(shared: &Hosting, seat: Seat, text: &str) {
    let now = now();
    shared.with(|state| {
        state.room.heard(seat, now);
        match message::decode::<ToHost<serde::de::IgnoredAny>>(text) {
            Ok(ToHost::Hello { token, name, face }) => {
                match state.room.hello(seat, token, (&name, face), now) {
                    Ok(()) => {
                        state.welcome(seat);
                        state.status = None;
                    }
                    Err(e) => state.status = Some(join_error(e)),
                }
            }
            // A friend's page that closes says bye as it goes: told as a lost connection is.
            Ok(ToHost::Bye) => {
                if state.room.lost(seat) {
                    state.status = Some(t!("friends-lost", name = state.name(seat)));
                }
                state.send_seats();
            }
            Ok(_) => {}
            Err(e) => web_sys::console::warn_1(&format!("friend {seat}: {e}").into()),
        }
    });
}

/// Takes a friend's reply (a link or its text).
fn take_reply(shared: &Hosting, text: &str, redraw: Callback<()>) {
    let now = now();
    let accepted = invite::read_reply(text)
        .map_err(|e| link_error(&e))
        .and_then(|reply| {
            shared
                .with(|s| {
                    let taken =
                        s.room
                            .accept(reply.table, reply.seat, reply.token, &reply.name, now);
                    // The invite is answered: its link is spent (the seat offers a new one if
                    // the connection never opens).
                    if taken.is_ok()
                        && let Some(link) = s.links.get_mut(reply.seat)
                    {
                        *link = None;
                    }
                    taken
                })
                .map(|_| reply)
                .map_err(join_error)
        });
    let reply = match accepted {
        Ok(reply) => reply,
        Err(why) => {
            shared.with(|s| s.status = Some(why));
            redraw.emit(());
            return;
        }
    };
    let shared = shared.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let pc = shared.read(|s| {
            s.peers
                .get(reply.seat)
                .and_then(|p| p.as_ref())
                .map(|p| p.connection())
        });
        let outcome = match pc {
            Some(pc) => channel::accept(pc, reply.answer.clone()).await,
            None => Err("no invite".to_string()),
        };
        let status = if let Err(e) = outcome {
            web_sys::console::warn_1(&format!("reply for seat {}: {e}", reply.seat).into());
            t!("friends-err-reply")
        } else {
            t!("friends-reply-taken", name = reply.name.clone())
        };
        shared.with(|s| s.status = Some(status));
        redraw.emit(());
    });
}

#[function_component(Lobby)]
pub fn lobby(props: &LobbyProps) -> Html {
    let game = props.game;
    let variant = props.variant.clone().unwrap_or_else(|| match game {
        GameKind::GuanDan => "guandan".to_string(),
        GameKind::ShengJi => "classic".to_string(),
    });
    let seats = seats_of(game, props.variant.as_deref());
    let variant_name = variant.clone();
    let face = crate::ui::look::use_look().face;
    let shared: Hosting = (*use_memo((), move |_| {
        let mut room = Room::new(
            crate::ui::fresh_seed(),
            &storage::get(NAME_KEY).unwrap_or_else(|| t!("friends-host-default")),
            seats,
        );
        room.host_face = face;
        Hosting::new(HostState::new(room, game, variant_name.clone()))
    }))
    .clone();
    let update = use_force_update();
    let redraw = Callback::from(move |_| update.force_update());
    let internet = use_state(|| storage::get(INTERNET_KEY).as_deref() == Some("1"));
    let reply_text = use_state(String::new);

    // While a friend's connection is opening, the seats are drawn again now and then: one
    // that has not opened after STUCK_MS offers a new invite.
    {
        let connecting = shared.read(|s| {
            s.room
                .places()
                .iter()
                .any(|p| matches!(p, Place::Friend(f) if !f.connected))
        });
        let redraw = redraw.clone();
        use_effect_with(connecting, move |&connecting| {
            let timer = connecting.then(|| {
                gloo::timers::callback::Interval::new(STUCK_MS / 2, move || redraw.emit(()))
            });
            move || drop(timer)
        });
    }

    // Reply links opened in another tab of this browser.
    {
        let (shared, redraw) = (shared.clone(), redraw.clone());
        use_effect_with((), move |_| {
            let channel = web_sys::BroadcastChannel::new(super::HANDOFF).ok();
            let listener = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
                move |e: web_sys::MessageEvent| {
                    if let Some(text) = e.data().as_string() {
                        take_reply(&shared, &text, redraw.clone());
                    }
                },
            );
            if let Some(c) = &channel {
                c.set_onmessage(Some(listener.as_ref().unchecked_ref()));
            }
            move || {
                if let Some(c) = channel {
                    c.set_onmessage(None);
                    c.close();
                }
                drop(listener);
            }
        });
    }

    let make_invite = {
        let (shared, redraw, internet, variant) =
            (shared.clone(), redraw.clone(), *internet, variant.clone());
        Callback::from(move |seat: Seat| {
            let (shared, redraw, variant) = (shared.clone(), redraw.clone(), variant.clone());
            let events = {
                let (s2, s3) = (shared.clone(), shared.clone());
                let (r1, r2) = (redraw.clone(), redraw.clone());
                Events {
                    // The friend speaks first (its hello).
                    open: Callback::noop(),
                    message: Callback::from(move |text: String| {
                        // Once the match is on, its table takes the news.
                        let sink = s2.read(|s| s.sink.clone());
                        match sink {
                            Some(sink) => sink.emit(Wire::Friend(seat, text)),
                            None => heard(&s2, seat, &text),
                        }
                        // The seats show what the message changed (the table's reducer ran).
                        r1.emit(());
                    }),
                    closed: Callback::from(move |_| {
                        let sink = s3.read(|s| s.sink.clone());
                        if let Some(sink) = sink {
                            sink.emit(Wire::Gone(seat));
                            return r2.emit(());
                        }
                        s3.with(|state| {
                            if state.room.lost(seat) {
                                state.status = Some(t!("friends-lost", name = state.name(seat)));
                                state.send_seats();
                            }
                        });
                        r2.emit(());
                    }),
                }
            };
            wasm_bindgen_futures::spawn_local(async move {
                match channel::offer(internet, events).await {
                    Ok((peer, offer)) => shared.with(|state| {
                        match state.room.invite(seat) {
                            Ok(token) => {
                                let invite = Invite {
                                    v: VERSION,
                                    table: state.room.table,
                                    seat,
                                    token,
                                    game: game.slug().to_string(),
                                    variant: variant.clone(),
                                    host: state.room.host.clone(),
                                    offer,
                                };
                                let Some(link) = link_to(invite::JOIN, invite.pack()) else {
                                    state.status = Some(t!("friends-err-webrtc"));
                                    return;
                                };
                                if let Some(slot) = state.links.get_mut(seat) {
                                    *slot = Some(link);
                                }
                                if let Some(slot) = state.peers.get_mut(seat) {
                                    let peer = Rc::new(peer);
                                    // Should this page stop, the friend is told.
                                    crate::browser::crash::on_stop(
                                        &peer,
                                        message::encode(&Plain::Bye),
                                    );
                                    *slot = Some(peer);
                                }
                            }
                            Err(e) => state.status = Some(super::join_error(e)),
                        }
                    }),
                    Err(e) => {
                        web_sys::console::warn_1(&format!("invite: {e}").into());
                        shared.with(|s| s.status = Some(t!("friends-err-webrtc")));
                    }
                }
                redraw.emit(());
            });
        })
    };

    let toggle_computer = {
        let (shared, redraw) = (shared.clone(), redraw.clone());
        Callback::from(move |(seat, computer): (Seat, bool)| {
            let dropped = shared.with(|state| {
                state
                    .room
                    .set_computer(seat, computer.then_some(AgentKind::Normal));
                if !computer {
                    return None;
                }
                state.forget_link(seat);
                // The invite's connection is closed once the state is let go of.
                state.peers.get_mut(seat).and_then(Option::take)
            });
            drop(dropped);
            redraw.emit(());
        })
    };

    let on_reply_input = {
        let reply_text = reply_text.clone();
        Callback::from(move |e: InputEvent| {
            reply_text.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            );
        })
    };
    let on_accept = {
        let (shared, redraw, reply_text) = (shared.clone(), redraw.clone(), reply_text.clone());
        Callback::from(move |_: MouseEvent| {
            take_reply(&shared, &reply_text, redraw.clone());
            reply_text.set(String::new());
        })
    };
    let on_name = {
        let (shared, redraw) = (shared.clone(), redraw.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Some(name) = message::clean_name(&value) {
                storage::set(NAME_KEY, &name);
                shared.with(|state| {
                    state.room.host = name;
                    state.send_seats();
                });
            }
            redraw.emit(());
        })
    };
    let on_timer = {
        let (shared, redraw) = (shared.clone(), redraw.clone());
        Callback::from(move |v: String| {
            shared.with(|s| s.room.turn_limit = v.parse().ok().filter(|&s: &u32| s > 0));
            redraw.emit(());
        })
    };
    let on_internet = {
        let internet = internet.clone();
        Callback::from(move |e: Event| {
            let on = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked();
            storage::set(INTERNET_KEY, if on { "1" } else { "0" });
            internet.set(on);
        })
    };
    let started = use_state(|| false);
    // During the match: the seats over the table (to invite a friend back).
    let seats_open = use_state(|| false);
    let on_start = {
        let (shared, started) = (shared.clone(), started.clone());
        Callback::from(move |_: MouseEvent| {
            shared.with(|state| {
                state.room.start(AgentKind::Normal, now());
                state.send_seats();
                state.status = None;
            });
            started.set(true);
        })
    };
    let home = if *started {
        let seats_open = seats_open.clone();
        Callback::from(move |_: MouseEvent| seats_open.set(false))
    } else {
        props.on_home.reform(|_: MouseEvent| ())
    };

    let title = t!("friends-title", game = strings::game_title(game));
    let (back_action, back_label) = if *started {
        ("close", t!("close"))
    } else {
        ("home", t!("friends-home"))
    };
    let lobby = shared.read(|state| {
    let infos = state.room.seats();
    // The host's seat is the first: the rows go round the table in play order.
    let plates = infos.iter().enumerate().map(|(seat, info)| {
        seat_row(
            seat,
            info,
            state,
            make_invite.clone(),
            toggle_computer.clone(),
        )
    });
    html! {
        <section class="friends lobby dialog fit" data-panel="friends" data-game={game.slug()}
            aria-labelledby="friends-title">
            <header class="dialog-head">
                <button type="button" class="btn" data-action={back_action} onclick={home}
                    aria-label={back_label}>{ "←" }</button>
                <h2 id="friends-title">{ title }</h2>
            </header>
            <div class="dialog-body">
                // Two columns where the screen is wide (friends.css): who sits where, and how
                // to connect them.
                <div class="lobby-seats">
                    <p class="small">{ t!("friends-how") }</p>
                    if !*started {
                        <label class="host-name">
                            { t!("friends-name") }
                            <input type="text" data-field="host-name" value={state.room.host.clone()}
                                onchange={on_name} maxlength="24" autocomplete="nickname" />
                        </label>
                    }
                    <ol class="seats">{ for plates }</ol>
                </div>
                <div class="lobby-links">
                    <div class="reply">
                        <label for="friends-reply">{ t!("friends-reply-label") }</label>
                        <input id="friends-reply" type="text" data-field="reply" value={(*reply_text).clone()}
                            oninput={on_reply_input} autocomplete="off" />
                        <button type="button" class="btn primary" data-action="accept-reply" onclick={on_accept}
                            disabled={reply_text.trim().is_empty()}>{ t!("friends-accept") }</button>
                    </div>
                    if !*started {
                        { timer_choice(state.room.turn_limit, on_timer) }
                    }
                    if let Some(status) = &state.status {
                        <p class="notice" role="status">{ status.clone() }</p>
                    }
                    <label class="internet">
                        <input type="checkbox" data-field="internet" checked={*internet} onchange={on_internet} />
                        { t!("friends-internet") }
                        <span class="small">{ t!("friends-internet-help", server = channel::STUN) }</span>
                    </label>
                </div>
            </div>
            if !*started {
                <footer class="dialog-foot">
                    <button type="button" class="btn primary" data-action="start-match" onclick={on_start}>
                        { t!("friends-start") }
                    </button>
                </footer>
            }
        </section>
    }
    });
    if !*started {
        return lobby;
    }
    let open_seats = {
        let seats_open = seats_open.clone();
        Callback::from(move |()| seats_open.set(true))
    };
    let company = Some(Company::Host {
        hosting: shared.clone(),
        open_seats,
    });
    let table = super::play::table(game, variant, props.speed, props.on_home.clone(), company);
    html! {
        <>
            { table }
            if *seats_open { <div class="seats-over">{ lobby }</div> }
        </>
    }
}

fn seat_row(
    seat: Seat,
    info: &SeatInfo,
    state: &HostState,
    make_invite: Callback<Seat>,
    toggle: Callback<(Seat, bool)>,
) -> Html {
    let (kind, connected) = match info.kind {
        SeatKind::Host => ("you", None),
        SeatKind::Friend { connected } => ("friend", Some(connected)),
        SeatKind::Computer => ("computer", None),
        SeatKind::Open => ("open", None),
    };
    let label = match info.kind {
        SeatKind::Host => host_label(&info.name),
        SeatKind::Friend { connected: true } => {
            t!("friends-seat-connected", name = info.name.clone())
        }
        SeatKind::Friend { connected: false } if state.room.started() => {
            t!("friends-seat-away", name = info.name.clone())
        }
        SeatKind::Friend { connected: false } => {
            t!("friends-seat-connecting", name = info.name.clone())
        }
        SeatKind::Computer => t!("friends-seat-computer"),
        SeatKind::Open => t!("friends-seat-open"),
    };
    // An open seat, a friend's the computer plays for now, or one whose connection has not
    // opened in STUCK_MS (a new invite brings them in).
    let open = match state.room.places().get(seat) {
        Some(Place::Open { .. }) => true,
        Some(Place::Friend(f)) => {
            !f.connected
                && (state.room.started() || now().saturating_sub(f.heard) > STUCK_MS as u64)
        }
        _ => false,
    };
    let link = state.links.get(seat).cloned().flatten();
    let invite = {
        let make = make_invite.clone();
        Callback::from(move |_: MouseEvent| make.emit(seat))
    };
    let to_computer = {
        let toggle = toggle.clone();
        Callback::from(move |_: MouseEvent| toggle.emit((seat, true)))
    };
    let to_open = Callback::from(move |_: MouseEvent| toggle.emit((seat, false)));
    html! {
        <li class="seat-row" data-seat={seat.to_string()} data-seat-kind={kind}
            data-connected={connected.map(|c| c.to_string())}>
            { super::face(info.face) }
            <span class="seat-who">
                <span class="seat-place">{ place(seat, 0, state.room.places().len()) }</span>
                <span class="seat-label">{ label }</span>
            </span>
            // The row's buttons in one column at its end, the same place on every row; an
            // invite made shows its link on a line of its own below.
            <span class="seat-actions">
                if open && link.is_none() {
                    <button type="button" class="btn" data-action="invite" onclick={invite}>{ t!("friends-invite") }</button>
                }
                if open && !state.room.started() {
                    <button type="button" class="btn quiet" data-action="seat-computer" onclick={to_computer}>{ t!("friends-to-computer") }</button>
                }
                if matches!(info.kind, SeatKind::Computer) && !state.room.started() {
                    <button type="button" class="btn quiet" data-action="seat-open" onclick={to_open}>{ t!("friends-to-open") }</button>
                }
            </span>
            if let (true, Some(url)) = (open, link) {
                <LinkBox url={url} hook={LinkHook::Invite}
                    label={t!("friends-invite-for", place = place(seat, 0, state.room.places().len()))} />
            }
        </li>
    }
}

/// The host's seat in the seats' list: its name, "(host)" unless the name says it already.
pub(super) fn host_label(name: &str) -> String {
    if name == t!("friends-host-default") {
        name.to_string()
    } else {
        t!("friends-seat-host", name = name.to_string())
    }
}

/// Where `seat` sits seen from `me` at a table of `seats`, as the table will show it: you,
/// then round the table in play order, on your right, across (your partner, at four), on
/// your left.
pub(super) fn place(seat: Seat, me: Seat, seats: usize) -> String {
    let n = seats.max(1);
    match (seat % n + n - me % n) % n {
        0 => t!("friends-place-you"),
        1 => t!("friends-place-right"),
        r if r + 1 == n => t!("friends-place-left"),
        2 if n == 4 => t!("friends-place-partner"),
        r if 2 * r == n => t!("friends-place-across"),
        r if 2 * r < n => t!("friends-place-across-right"),
        _ => t!("friends-place-across-left"),
    }
}

/// The turn timer's choice (before the start): off, or seconds per turn.
fn timer_choice(limit: Option<u32>, on_change: Callback<String>) -> Html {
    let mut options = vec![("0".to_string(), t!("friends-timer-off"))];
    options.extend(
        TURN_LIMITS
            .iter()
            .map(|s| (s.to_string(), t!("friends-seconds", seconds = *s))),
    );
    crate::ui::form::select_help(
        &t!("friends-timer"),
        Some(t!("friends-timer-help")),
        "turn-timer",
        options,
        limit.unwrap_or(0).to_string(),
        on_change,
    )
}
