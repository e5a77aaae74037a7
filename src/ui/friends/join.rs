//! A friend's page, opened from an invite: the name, the reply link to send back, and then the
//! table's seats as the host's page tells them.

use std::cell::Cell;
use std::rc::Rc;

use serde::de::IgnoredAny;
use yew::prelude::*;

use super::channel::{self, Events};
use super::lines::Guesting;
use super::lines::Wire;
use super::play::Company;
use super::{LinkBox, LinkHook, NAME_KEY, link_error, link_to, now};
use crate::friends::invite::{self, Reply};
use crate::friends::message::{self, SeatInfo, SeatKind, ToFriend, ToHost, VERSION, clean_name};
use crate::launch::GameKind;
use crate::ui::strings;

/// How long the page waits for the channel to open once the reply is made.
const OPEN_WAIT_MS: u32 = 120_000;

/// How often the hello is said again until the host's welcome comes, and how many times at
/// most. Why: once, under load, a hello sent on an open channel never reached the host's page
/// (both channels open, nothing received), and the seat stayed "connecting" for good. The host
/// welcomes a second hello like the first.
const HELLO_AGAIN_MS: u32 = 2_000;
const HELLOS: u32 = 20;

/// Says `hello` to the host, and again every [`HELLO_AGAIN_MS`] until `welcomed` is set.
fn say_hello(line: Guesting, hello: Rc<str>, welcomed: Rc<Cell<Option<usize>>>, left: u32) {
    if welcomed.get().is_some() || left == 0 {
        return;
    }
    line.send(&hello);
    gloo::timers::callback::Timeout::new(HELLO_AGAIN_MS, move || {
        say_hello(line, hello, welcomed, left - 1);
    })
    .forget();
}

/// What the friend's page decodes: the lobby's messages name no game type yet.
type Plain = ToFriend<IgnoredAny, IgnoredAny, IgnoredAny, IgnoredAny>;

#[derive(Properties, PartialEq, Clone)]
pub struct JoinProps {
    /// The invite's packed text (from the address).
    pub packed: String,
    /// `?speed=`: the table's pace for this visit.
    pub speed: Option<crate::launch::Speed>,
    pub on_home: Callback<()>,
}

#[derive(Clone, Debug, PartialEq)]
enum Stage {
    /// The name is asked.
    Name,
    /// The answer is being made.
    Making,
    /// The reply link is shown; the channel is not open yet.
    Reply(String),
    /// The host's table answered.
    Seated { seat: usize, seats: Vec<SeatInfo> },
    /// The match started: the table is drawn.
    Playing,
    /// The host's page closed the channel.
    Closed,
    /// Something went wrong (the reason, in the friend's language).
    Failed(String),
}

#[function_component(Join)]
pub fn join(props: &JoinProps) -> Html {
    let invite = use_memo(props.packed.clone(), |p| invite::read_invite(p));
    let name = use_state(|| {
        crate::browser::storage::get(NAME_KEY).unwrap_or_else(|| t!("friends-name-default"))
    });
    let stage = use_state(|| Stage::Name);
    let line = (*use_memo((), |_| Guesting::new(now()))).clone();
    // The seat the host gave, for the callbacks (made before it is known).
    let my_seat: Rc<Cell<Option<usize>>> = (*use_memo((), |_| Rc::new(Cell::new(None)))).clone();
    let home = props.on_home.reform(|_: MouseEvent| ());
    let face = crate::ui::look::use_look().face;
    let invite = match &*invite {
        Ok(i) => i.clone(),
        Err(e) => {
            return html! {
                <section class="friends join dialog fit" data-panel="join">
                    <div class="dialog-body"><p class="notice" role="alert">{ link_error(e) }</p></div>
                    <footer class="dialog-foot"><button type="button" class="btn primary" onclick={home}>{ t!("friends-home") }</button></footer>
                </section>
            };
        }
    };
    let game = GameKind::from_slug(&invite.game).unwrap_or(GameKind::GuanDan);

    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            name.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            );
        })
    };
    let on_join = {
        let (stage, line, invite, my_seat) =
            (stage.clone(), line.clone(), invite.clone(), my_seat.clone());
        let name = clean_name(&name).unwrap_or_else(|| t!("friends-name-default"));
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            crate::browser::storage::set(NAME_KEY, &name);
            stage.set(Stage::Making);
            let (stage, line, invite, name) =
                (stage.clone(), line.clone(), invite.clone(), name.clone());
            let token = invite.token;
            let my_seat = my_seat.clone();
            let events = {
                let (l1, l2, l3) = (line.clone(), line.clone(), line.clone());
                let (s2, s3) = (stage.clone(), stage.clone());
                let hello = ToHost::<()>::Hello {
                    token,
                    name: name.clone(),
                    face: Some(face),
                };
                let hello: Rc<str> = message::encode(&hello).into();
                let welcomed = my_seat.clone();
                Events {
                    open: Callback::from(move |_| {
                        say_hello(l1.clone(), hello.clone(), welcomed.clone(), HELLOS);
                    }),
                    message: Callback::from(move |text: String| {
                        // Once the table is drawn, it takes the news.
                        let now = now();
                        let sink = l2.with(|l| {
                            l.heard = now;
                            if l.sink.is_none() {
                                l.buffer.push(text.clone());
                            }
                            l.sink.clone()
                        });
                        if let Some(sink) = sink {
                            return sink.emit(Wire::Host(text));
                        }
                        match message::decode::<Plain>(&text) {
                            Ok(ToFriend::Welcome { seat, seats, .. }) => {
                                my_seat.set(Some(seat));
                                s2.set(Stage::Seated { seat, seats });
                            }
                            Ok(ToFriend::Seats { seats }) => {
                                if let Some(seat) = my_seat.get() {
                                    s2.set(Stage::Seated { seat, seats });
                                }
                            }
                            Ok(ToFriend::Position { .. }) => s2.set(Stage::Playing),
                            Ok(ToFriend::Ping) => l2.send(&message::encode(&ToHost::<()>::Pong)),
                            Ok(ToFriend::Bye) => s2.set(Stage::Closed),
                            Ok(_) => {}
                            Err(e) => web_sys::console::warn_1(&format!("host: {e}").into()),
                        }
                    }),
                    closed: Callback::from(move |_| {
                        let sink = l3.read(|l| l.sink.clone());
                        match sink {
                            Some(sink) => sink.emit(Wire::HostGone),
                            None => s3.set(Stage::Closed),
                        }
                    }),
                }
            };
            wasm_bindgen_futures::spawn_local(async move {
                let internet = crate::browser::storage::get("cardtable.friends.internet")
                    .as_deref()
                    == Some("1");
                match channel::answer(&invite.offer, internet, events).await {
                    Ok((p, answer)) => {
                        let p = Rc::new(p);
                        // Should this page stop, the host is told this seat left.
                        crate::browser::crash::on_stop(&p, message::encode(&ToHost::<()>::Bye));
                        line.with(|l| l.peer = Some(p));
                        let reply = Reply {
                            v: VERSION,
                            table: invite.table,
                            seat: invite.seat,
                            token: invite.token,
                            name,
                            answer,
                        };
                        let Some(link) = link_to(invite::REPLY, reply.pack()) else {
                            stage.set(Stage::Failed(t!("friends-err-webrtc")));
                            return;
                        };
                        stage.set(Stage::Reply(link));
                        // No route at all: say so rather than wait for ever.
                        let (stage, line) = (stage.clone(), line.clone());
                        gloo::timers::callback::Timeout::new(OPEN_WAIT_MS, move || {
                            if !line.read(|l| l.peer.as_ref().is_some_and(|p| p.is_open())) {
                                stage.set(Stage::Failed(t!("friends-err-no-route")));
                            }
                        })
                        .forget();
                    }
                    Err(e) => {
                        web_sys::console::warn_1(&format!("answer: {e}").into());
                        stage.set(Stage::Failed(t!("friends-err-webrtc")));
                    }
                }
            });
        })
    };

    let title = t!(
        "friends-join-title",
        host = invite.host.clone(),
        game = strings::game_title(game)
    );
    let body = match &*stage {
        Stage::Name | Stage::Making => html! {
            <form class="join-form" onsubmit={on_join}>
                <label for="friends-name">{ t!("friends-name") }</label>
                <input id="friends-name" type="text" data-field="name" value={(*name).clone()}
                    oninput={on_name} maxlength="24" autocomplete="nickname" />
                <crate::ui::look::FacePicker />
                <button type="submit" class="btn primary" data-action="join"
                    disabled={*stage == Stage::Making}>{ t!("friends-join") }</button>
            </form>
        },
        Stage::Reply(link) => html! {
            <>
                <p>{ t!("friends-reply-help", host = invite.host.clone()) }</p>
                <LinkBox url={link.clone()} hook={LinkHook::Reply} label={t!("friends-reply-link")} />
                <p class="small" role="status"><span class="spinner"></span>{ t!("friends-waiting-channel") }</p>
            </>
        },
        Stage::Seated { seat, seats } => {
            // Round the table in play order from this page's seat, as its table will show it.
            let n = seats.len();
            let rows = (0..n).map(|i| (seat + i) % n.max(1)).map(|s| {
                let info = seats.get(s).cloned().unwrap_or(SeatInfo {
                    name: String::new(),
                    kind: SeatKind::Open,
                    face: None,
                });
                let you = s == *seat;
                let (kind, connected) = match info.kind {
                    SeatKind::Host => ("friend", Some(true)),
                    _ if you => ("you", None),
                    SeatKind::Friend { connected } => ("friend", Some(connected)),
                    SeatKind::Computer => ("computer", None),
                    SeatKind::Open => ("open", None),
                };
                let label = match info.kind {
                    _ if you => info.name.clone(),
                    SeatKind::Host => super::lobby::host_label(&info.name),
                    SeatKind::Friend { connected: true } => {
                        t!("friends-seat-connected", name = info.name.clone())
                    }
                    SeatKind::Friend { connected: false } => {
                        t!("friends-seat-connecting", name = info.name.clone())
                    }
                    SeatKind::Computer => t!("friends-seat-computer"),
                    SeatKind::Open => t!("friends-seat-open"),
                };
                html! {
                    <li class="seat-row" data-seat={s.to_string()} data-seat-kind={kind}
                        data-connected={connected.map(|c| c.to_string())}>
                        { super::face(info.face) }
                        <span class="seat-place">{ super::lobby::place(s, *seat, n) }</span>
                        <span class="seat-label">{ label }</span>
                    </li>
                }
            });
            html! {
                <>
                    <p role="status" data-joined="true">{ t!("friends-seated", host = invite.host.clone()) }</p>
                    <ol class="seats">{ for rows }</ol>
                </>
            }
        }
        Stage::Playing => {
            let company = Some(Company::Guest(line.clone()));
            let variant = invite.variant.clone();
            return super::play::table(game, variant, props.speed, props.on_home.clone(), company);
        }
        Stage::Closed => {
            html! { <p class="notice" role="alert" data-closed="true">{ t!("friends-host-left") }</p> }
        }
        Stage::Failed(why) => html! { <p class="notice" role="alert">{ why.clone() }</p> },
    };
    html! {
        <section class="friends join dialog fit" data-panel="join" data-game={game.slug()} aria-labelledby="join-title">
            <header class="dialog-head"><h2 id="join-title">{ title }</h2></header>
            <div class="dialog-body">{ body }</div>
            <footer class="dialog-foot"><button type="button" class="btn" onclick={home}>{ t!("friends-home") }</button></footer>
        </section>
    }
}
