//! One WebRTC data channel between the host's page and a friend's, signalled by hand: the
//! offer and the answer travel in links ([`crate::friends::invite`]), so each side gathers all
//! its ICE candidates before its description is written. No server is contacted unless the
//! player chose "connect over the internet", which adds one public STUN server.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};
use yew::Callback;

/// The public STUN server of the internet setting (it learns the player's public address).
pub const STUN: &str = "stun:stun.l.google.com:19302";
/// The longest wait for candidates: what was gathered by then is used.
const GATHER_MS: u32 = 6_000;
/// How long a disconnected connection may take to come back before the page takes it for
/// closed.
const DISCONNECTED_MS: u32 = 6_000;

/// What a channel tells its page.
#[derive(Clone)]
pub struct Events {
    pub open: Callback<()>,
    pub message: Callback<String>,
    pub closed: Callback<()>,
}

/// A connection to one other page and its data channel (once it exists).
pub struct Peer {
    pc: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    // Kept alive as long as the connection.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Peer {
    fn drop(&mut self) {
        if let Some(c) = self.channel.borrow().as_ref() {
            c.set_onopen(None);
            c.set_onmessage(None);
            c.set_onclose(None);
            c.close();
        }
        self.pc.set_ondatachannel(None);
        self.pc.set_onconnectionstatechange(None);
        self.pc.close();
    }
}

impl Peer {
    /// Sends `text`; false when the channel is not open.
    pub fn send(&self, text: &str) -> bool {
        match self.channel.borrow().as_ref() {
            Some(c) if c.ready_state() == RtcDataChannelState::Open => {
                c.send_with_str(text).is_ok()
            }
            _ => false,
        }
    }

    /// The connection, to give it the friend's answer.
    pub fn connection(&self) -> RtcPeerConnection {
        self.pc.clone()
    }

    pub fn is_open(&self) -> bool {
        matches!(self.channel.borrow().as_ref(), Some(c) if c.ready_state() == RtcDataChannelState::Open)
    }
}

fn connection(internet: bool) -> Result<RtcPeerConnection, String> {
    let config = RtcConfiguration::new();
    let servers = js_sys::Array::new();
    if internet {
        let server = RtcIceServer::new();
        server.set_urls_str(STUN);
        servers.push(&server);
    }
    config.set_ice_servers(&servers);
    RtcPeerConnection::new_with_configuration(&config).map_err(text)
}

fn text(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}

/// Wires a data channel's events to the page.
fn wire(
    channel: &RtcDataChannel,
    events: &Events,
    handlers: &mut Vec<Closure<dyn FnMut(JsValue)>>,
) {
    let open = events.open.clone();
    let on_open = Closure::<dyn FnMut(JsValue)>::new(move |_| open.emit(()));
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    let message = events.message.clone();
    let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        if let Some(text) = e
            .dyn_ref::<MessageEvent>()
            .and_then(|e| e.data().as_string())
        {
            message.emit(text);
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let closed = events.closed.clone();
    let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| closed.emit(()));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    handlers.extend([on_open, on_message, on_close]);
}

/// Sets the local description and waits until every candidate is in it (or the wait is
/// over); returns it.
async fn described(
    pc: &RtcPeerConnection,
    kind: RtcSdpType,
    made: js_sys::Promise,
) -> Result<String, String> {
    let made = JsFuture::from(made).await.map_err(text)?;
    let sdp = js_sys::Reflect::get(&made, &"sdp".into())
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(&sdp);
    JsFuture::from(pc.set_local_description(&init))
        .await
        .map_err(text)?;
    if pc.ice_gathering_state() != RtcIceGatheringState::Complete {
        let pc2 = pc.clone();
        let gathered = js_sys::Promise::new(&mut |resolve, _| {
            let resolve2 = resolve.clone();
            let pc3 = pc2.clone();
            let on_change = Closure::<dyn FnMut()>::new(move || {
                if pc3.ice_gathering_state() == RtcIceGatheringState::Complete {
                    let _ = resolve2.call0(&JsValue::NULL);
                }
            });
            pc2.set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
            on_change.forget();
            let timeout = gloo::timers::callback::Timeout::new(GATHER_MS, move || {
                let _ = resolve.call0(&JsValue::NULL);
            });
            timeout.forget();
        });
        let _ = JsFuture::from(gathered).await;
        pc.set_onicegatheringstatechange(None);
    }
    pc.local_description()
        .map(|d| d.sdp())
        .ok_or_else(|| "no local description".to_string())
}

/// The host's side: a new connection with its data channel, and its offer.
pub async fn offer(internet: bool, events: Events) -> Result<(Peer, String), String> {
    let pc = connection(internet)?;
    let channel = pc.create_data_channel("table");
    let mut handlers = Vec::new();
    wire(&channel, &events, &mut handlers);
    watch_state(&pc, &events, &mut handlers);
    let sdp = described(&pc, RtcSdpType::Offer, pc.create_offer()).await?;
    Ok((
        Peer {
            pc,
            channel: Rc::new(RefCell::new(Some(channel))),
            _handlers: handlers,
        },
        sdp,
    ))
}

/// The host's side: the friend's answer to the offer.
pub async fn accept(pc: RtcPeerConnection, answer: String) -> Result<(), String> {
    let init = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
    init.set_sdp(&answer);
    JsFuture::from(pc.set_remote_description(&init))
        .await
        .map(|_| ())
        .map_err(text)
}

/// The friend's side: answers the host's offer; the channel opens by itself.
pub async fn answer(offer: &str, internet: bool, events: Events) -> Result<(Peer, String), String> {
    let pc = connection(internet)?;
    let slot: Rc<RefCell<Option<RtcDataChannel>>> = Rc::new(RefCell::new(None));
    let mut handlers = Vec::new();
    let (slot2, events2) = (slot.clone(), events.clone());
    let arrived = Rc::new(RefCell::new(Vec::new()));
    let kept = arrived.clone();
    let on_channel = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        if let Some(channel) = e.dyn_ref::<RtcDataChannelEvent>().map(|e| e.channel()) {
            let mut more = Vec::new();
            wire(&channel, &events2, &mut more);
            kept.borrow_mut().extend(more);
            // It may already be open when it arrives (a busy page): then the page is told at
            // once, and only once the channel is in its slot, since the page answers the news
            // by sending (the hello) and a send finds the channel there. Telling it first lost
            // the hello, and the seat never connected.
            let open = channel.ready_state() == RtcDataChannelState::Open;
            *slot2.borrow_mut() = Some(channel);
            if open {
                events2.open.emit(());
            }
        }
    });
    pc.set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
    handlers.push(on_channel);
    watch_state(&pc, &events, &mut handlers);
    let init = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
    init.set_sdp(offer);
    JsFuture::from(pc.set_remote_description(&init))
        .await
        .map_err(text)?;
    let sdp = described(&pc, RtcSdpType::Answer, pc.create_answer()).await?;
    // The channel's handlers live as long as the connection.
    std::mem::forget(arrived);
    Ok((
        Peer {
            pc,
            channel: slot,
            _handlers: handlers,
        },
        sdp,
    ))
}

/// A connection that fails or closes is a closed channel for the page. One that is only
/// disconnected may come back by itself (a busy machine misses the connection's checks for a
/// moment): it is closed for the page once it has stayed so for [`DISCONNECTED_MS`]. Taking
/// the first moment for a close lost friends whose channel then carried on.
fn watch_state(
    pc: &RtcPeerConnection,
    events: &Events,
    handlers: &mut Vec<Closure<dyn FnMut(JsValue)>>,
) {
    let closed = events.closed.clone();
    let pc2 = pc.clone();
    let wait: Rc<RefCell<Option<gloo::timers::callback::Timeout>>> = Rc::default();
    let on_state = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        use web_sys::RtcPeerConnectionState as S;
        match pc2.connection_state() {
            S::Failed | S::Closed => {
                wait.borrow_mut().take();
                closed.emit(());
            }
            S::Disconnected => {
                let (closed, pc3) = (closed.clone(), pc2.clone());
                let timeout = gloo::timers::callback::Timeout::new(DISCONNECTED_MS, move || {
                    // Failed or closed meanwhile was told already.
                    if pc3.connection_state() == S::Disconnected {
                        closed.emit(());
                    }
                });
                *wait.borrow_mut() = Some(timeout);
            }
            _ => drop(wait.borrow_mut().take()),
        }
    });
    pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
    handlers.push(on_state);
}
