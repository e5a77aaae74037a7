//! Tables with friends, in the browser: the host's lobby (its seats, an invite per open seat,
//! the friends' replies), the friend's page opened from an invite, and the tab a reply link
//! opens in the host's browser, which hands the reply to the host's table. The seats and the
//! links are [`crate::friends`]'; this module draws them (the data channels are
//! [`crate::browser::channel`]'s).

use crate::browser::channel;
mod join;
mod lines;
mod lobby;
mod play;

pub use join::{Join, JoinProps};
pub use lines::{Hosting, Wire};
pub use lobby::{Lobby, LobbyProps};
pub use play::{
    Company, Guest, guest_notice, seat_clock, seats_button, table_core, turn_clock, use_friends,
};

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::friends::invite::{self, JOIN, REPLY};
use crate::friends::room::JoinError;

/// Where the player's name at tables with friends is kept (as a friend and as a host).
const NAME_KEY: &str = "cardtable.friends.name";

/// The channel between tabs of one browser: a reply link opened in a new tab reaches the
/// host's table by it.
const HANDOFF: &str = "cardtable-friends";

/// What the address's fragment opens: an invite (`#join=…`) or a reply (`#reply=…`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fragment {
    Join(String),
    Reply(String),
}

/// The invite or reply the page was opened with, if any.
pub fn in_address() -> Option<Fragment> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let hash = hash.strip_prefix('#')?;
    if let Some(p) = hash.strip_prefix(JOIN).and_then(|h| h.strip_prefix('=')) {
        return Some(Fragment::Join(p.to_string()));
    }
    if let Some(p) = hash.strip_prefix(REPLY).and_then(|h| h.strip_prefix('=')) {
        return Some(Fragment::Reply(p.to_string()));
    }
    None
}

/// The base of every link the page makes: its address with only the query's language, speed
/// and friends switch. Never the match's seed, which the host's address carries once the
/// match is on: every deal follows from it.
fn base() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let page = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    let kept: Vec<String> =
        web_sys::UrlSearchParams::new_with_str(&location.search().unwrap_or_default())
            .map(|p| {
                ["lang", "speed", "friends"]
                    .iter()
                    .filter_map(|k| p.get(k).map(|v| format!("{k}={v}")))
                    .collect()
            })
            .unwrap_or_default();
    if kept.is_empty() {
        page
    } else {
        format!("{page}?{}", kept.join("&"))
    }
}

/// Milliseconds on the page's clock.
fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// Why a reply or a hello was refused, in the player's language.
/// A seat's face in the seats' lists (an open seat keeps the room of one, empty).
fn face(face: Option<u8>) -> Html {
    match face {
        Some(f) => html! {
            <img class="face" src={crate::art::avatar::data_url(f)} alt="" data-face={f.to_string()} />
        },
        None => html! { <span class="face" aria-hidden="true"></span> },
    }
}

fn join_error(e: JoinError) -> String {
    match e {
        JoinError::OtherTable => t!("friends-err-other-table"),
        JoinError::NoSeat => t!("friends-err-no-seat"),
        JoinError::Taken => t!("friends-err-taken"),
        JoinError::Replaced => t!("friends-err-replaced"),
        JoinError::Started => t!("friends-err-started"),
    }
}

/// Why a link could not be read, in the player's language.
fn link_error(e: &invite::LinkError) -> String {
    match e {
        invite::LinkError::Unreadable(_) => t!("friends-err-link"),
        invite::LinkError::Version(_) => t!("friends-err-version"),
        invite::LinkError::Old => t!("friends-err-old"),
    }
}

/// The link of a packed invite or reply under `key`; `None` when the browser's description
/// could not be packed (`tests/links.rs` tells why for each kind of description).
fn link_to(key: &str, packed: Result<String, invite::PackError>) -> Option<String> {
    packed.ok().map(|p| invite::link(&base(), key, &p))
}

/// Copies `text`; fails quietly where the page may not write the clipboard (an iframe): the
/// text is in the field beside it.
fn copy(text: &str) {
    if let Some(w) = web_sys::window() {
        let written = w.navigator().clipboard().write_text(text);
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_| {});
        let _ = written.catch(&ignore);
        ignore.forget();
    }
}

/// Whether the browser can share (the Web Share API).
fn can_share() -> bool {
    web_sys::window()
        .map(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false))
        .unwrap_or(false)
}

fn share(url: &str) {
    let Some(w) = web_sys::window() else { return };
    let navigator = w.navigator();
    let Ok(f) = js_sys::Reflect::get(&navigator, &"share".into()) else {
        return;
    };
    let Some(f) = f.dyn_ref::<js_sys::Function>() else {
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    if let Ok(p) = f.call1(&navigator, &data)
        && let Ok(p) = p.dyn_into::<js_sys::Promise>()
    {
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_| {});
        let _ = p.catch(&ignore);
        ignore.forget();
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkHook {
    Invite,
    Reply,
}

#[derive(Properties, PartialEq)]
pub struct LinkBoxProps {
    pub url: String,
    /// The hook the tests read the link by (`data-invite-link`, `data-reply-link`).
    pub hook: LinkHook,
    pub label: String,
}

/// A link to send: the field (selected on focus), Copy, Share where the browser can, and the
/// QR code for a phone in the same room.
#[function_component(LinkBox)]
pub fn link_box(props: &LinkBoxProps) -> Html {
    let copied = use_state(|| false);
    let qr_shown = use_state(|| false);
    let on_qr = {
        let qr_shown = qr_shown.clone();
        Callback::from(move |_: MouseEvent| qr_shown.set(!*qr_shown))
    };
    let qr = qr_shown
        .then(|| invite::qr_svg(&props.url, &t!("friends-qr-label")))
        .flatten()
        .map(|svg| Html::from_html_unchecked(svg.into()));
    let on_copy = {
        let (url, copied) = (props.url.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            copy(&url);
            copied.set(true);
        })
    };
    let on_share = {
        let url = props.url.clone();
        Callback::from(move |_: MouseEvent| share(&url))
    };
    let select = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .select();
    });
    let (url, label) = (props.url.clone(), props.label.clone());
    let hook = |h: LinkHook| (props.hook == h).then(|| url.clone());
    let field = html! {
        <input type="text" readonly=true class="link-field" value={url.clone()} aria-label={label}
            data-invite-link={hook(LinkHook::Invite)} data-reply-link={hook(LinkHook::Reply)} onfocus={select} />
    };
    html! {
        <div class="link-box">
            { field }
            <div class="link-actions">
                <button type="button" class="btn" data-action="copy-link" onclick={on_copy}>
                    { if *copied { t!("friends-copied") } else { t!("friends-copy") } }
                </button>
                if can_share() {
                    <button type="button" class="btn" data-action="share-link" onclick={on_share}>{ t!("friends-share") }</button>
                }
                <button type="button" class="btn" data-action="show-qr" aria-pressed={qr_shown.to_string()}
                    onclick={on_qr}>{ t!("friends-qr") }</button>
            </div>
            if let Some(qr) = qr {
                <div class="qr" data-qr="true">{ qr }</div>
            }
        </div>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct HandoffProps {
    pub packed: String,
    pub on_home: Callback<()>,
}

/// A reply link opened in the host's browser: the reply goes to the host's table in another
/// tab, and this tab says so.
#[function_component(Handoff)]
pub fn handoff(props: &HandoffProps) -> Html {
    let sent = use_state(|| None::<bool>);
    {
        let (packed, sent) = (props.packed.clone(), sent.clone());
        use_effect_with((), move |_| {
            let ok = invite::read_reply(&packed).is_ok()
                && web_sys::BroadcastChannel::new(HANDOFF)
                    .and_then(|c| {
                        let r = c.post_message(&packed.clone().into());
                        c.close();
                        r
                    })
                    .is_ok();
            sent.set(Some(ok));
        });
    }
    let home = props.on_home.reform(|_: MouseEvent| ());
    html! {
        <section class="friends handoff dialog fit" data-panel="handoff">
            <header class="dialog-head"><h2>{ t!("friends-title-plain") }</h2></header>
            <div class="dialog-body">
                <p role="status" data-handoff={sent.map(|s| s.to_string())}>{
                    match *sent {
                        Some(true) => t!("friends-handoff"),
                        Some(false) => t!("friends-err-link"),
                        None => String::new(),
                    }
                }</p>
            </div>
            <footer class="dialog-foot">
                <button type="button" class="btn" onclick={home}>{ t!("friends-home") }</button>
            </footer>
        </section>
    }
}

// The friends' pages, in a piece of their own: few visits open them (issue 48).
crate::ui::piece::piece!(friends: fn lobby_screen(p: LobbyProps) => html! { <Lobby ..p /> });
crate::ui::piece::piece!(friends: fn join_screen(p: JoinProps) => html! { <Join ..p /> });
crate::ui::piece::piece!(friends: fn handoff_screen(p: HandoffProps) => html! { <Handoff ..p /> });
