//! The invite and the reply: what two pages exchange, by any messenger, to open a direct
//! channel without a server. The host's invite carries its WebRTC offer (every ICE candidate
//! already gathered); the friend's reply carries the answer. Each is JSON, deflated and written
//! in URL-safe base64 after the site's address (`#join=…`, `#reply=…`), so that opening it is
//! enough; pasting the text itself works as well.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::message::VERSION;
use crate::agents::Seat;

/// An invite's fragment key.
pub const JOIN: &str = "join";
/// A reply's fragment key.
pub const REPLY: &str = "reply";
/// The longest packed text read (a session description with many candidates stays far below).
const MAX_PACKED: usize = 16 * 1024;
/// The most a packed text may inflate to.
const MAX_INFLATED: usize = 64 * 1024;

/// One open seat's invite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invite {
    pub v: u32,
    /// The host's table (a random number of the host's page).
    pub table: u64,
    pub seat: Seat,
    /// Names this invite among the seat's: a newer invite to the seat voids it.
    pub token: u64,
    /// "guandan" or "shengji".
    pub game: String,
    /// The variant's name for the friend's page ("classic", "zhao-pengyou-6", "china", …).
    pub variant: String,
    pub host: String,
    /// The host's session description (SDP).
    pub offer: String,
}

/// A friend's reply to an invite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    pub v: u32,
    pub table: u64,
    pub seat: Seat,
    pub token: u64,
    pub name: String,
    /// The friend's session description (SDP).
    pub answer: String,
}

/// Why a link (or pasted text) is not an invite or a reply this page can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// No `#join=` / `#reply=` part, or its text is not one (the detail, for the console).
    Unreadable(String),
    /// Made by a page of another version.
    Version(u32),
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::Unreadable(e) => write!(f, "not a readable link: {e}"),
            LinkError::Version(v) => {
                write!(f, "a link of version {v} (this page reads {VERSION})")
            }
        }
    }
}

/// `value` packed for a link: JSON, deflated, URL-safe base64.
pub fn pack<T: Serialize>(value: &T) -> String {
    let json = serde_json::to_vec(value).unwrap_or_default();
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&json, 9))
}

/// A packed value back; the version is checked before the shape.
pub fn unpack<T: DeserializeOwned>(packed: &str) -> Result<T, LinkError> {
    let unreadable = |e: String| LinkError::Unreadable(e);
    let packed = packed.trim();
    if packed.len() > MAX_PACKED {
        return Err(unreadable(format!("{} characters", packed.len())));
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(packed)
        .map_err(|e| unreadable(e.to_string()))?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, MAX_INFLATED)
        .map_err(|e| unreadable(format!("{:?}", e.status)))?;
    let value: serde_json::Value =
        serde_json::from_slice(&json).map_err(|e| unreadable(e.to_string()))?;
    match value.get("v").and_then(|v| v.as_u64()) {
        Some(v) if v == VERSION as u64 => {}
        Some(v) => return Err(LinkError::Version(v.min(u32::MAX as u64) as u32)),
        None => return Err(unreadable("no version".to_string())),
    }
    serde_json::from_value(value).map_err(|e| unreadable(e.to_string()))
}

/// The link for `packed` under `key` on the site at `base` (the page's address without its
/// fragment).
pub fn link(base: &str, key: &str, packed: &str) -> String {
    let base = base.split('#').next().unwrap_or_default();
    format!("{base}#{key}={packed}")
}

/// The packed text under `key` in a link, a fragment or the text alone (as pasted).
pub fn packed_in<'a>(text: &'a str, key: &str) -> &'a str {
    let text = text.trim();
    let fragment = text.rsplit('#').next().unwrap_or(text);
    fragment
        .split('&')
        .find_map(|part| part.strip_prefix(key)?.strip_prefix('='))
        .unwrap_or(fragment)
}

/// The invite in a link (or its pasted text).
pub fn read_invite(text: &str) -> Result<Invite, LinkError> {
    unpack(packed_in(text, JOIN))
}

/// The reply in a link (or its pasted text).
pub fn read_reply(text: &str) -> Result<Reply, LinkError> {
    unpack(packed_in(text, REPLY))
}

/// The QR code of `text` (a link), as an SVG element: one path of dark modules on white, with
/// the quiet zone of four modules readers need; `None` when the text is too long for a code.
/// Error correction at the lowest level keeps a link of some 800 characters readable by a
/// phone's camera.
pub fn qr_svg(text: &str, label: &str) -> Option<String> {
    use qrcodegen::{QrCode, QrCodeEcc};
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let n = code.size();
    let side = n + 8;
    let mut path = String::new();
    for y in 0..n {
        for x in 0..n {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + 4, y + 4));
            }
        }
    }
    let label: String = label
        .chars()
        .filter(|c| !matches!(c, '<' | '>' | '&' | '"'))
        .collect();
    Some(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" role="img" aria-label="{label}" shape-rendering="crispEdges"><rect width="{side}" height="{side}" fill="#fff"/><path d="{path}" fill="#000"/></svg>"##
    ))
}
