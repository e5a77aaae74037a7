//! The invite and the reply: what two pages exchange, by any messenger, to open a direct
//! channel without a server. The host's invite carries what its WebRTC offer says that the
//! friend's browser needs (every ICE candidate already gathered, see [`super::sdp`]); the
//! friend's reply carries the same of the answer. Each is a few bytes in a fixed layout,
//! written in URL-safe base64 after the site's address (`#join=…`, `#reply=…`), so that opening
//! it is enough and it stays short enough for a chat message and a QR code; pasting the text
//! itself works as well.
//!
//! The layout, after a first byte that is the protocol's version ([`VERSION`]):
//! - invite: table (4 bytes), token (4), seat and game (1: the game's index in [`GAMES`] times
//!   32, plus the seat), variant (its index in [`VARIANTS`], or 255, a length byte and the
//!   name), host's name (a length byte and UTF-8), then the offer's session;
//! - reply: table (4), token (4), seat (1), friend's name (a length byte and UTF-8), then the
//!   answer's session;
//! - session: the ICE username fragment and password (each a length byte and its characters
//!   in six bits each), the SHA-256 fingerprint (32 bytes), one byte of the setup role (times
//!   64) and the number of candidates, then each candidate: its kind (bit 0: reflexive; bits
//!   1-2: IPv4, IPv6 or an mDNS name), address (4 or 16 bytes) and port (2 bytes, big-endian).
//!
//! Numbers are little-endian. Links of the first layout (JSON, deflated) are recognised, to
//! tell the player to ask for a new one.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use super::message::VERSION;
use super::sdp::{self, Address, Candidate, Kind, SdpError, Session, Setup};
use crate::agents::Seat;

/// An invite's fragment key.
pub const JOIN: &str = "join";
/// A reply's fragment key.
pub const REPLY: &str = "reply";
/// The games a link names, by their index.
pub const GAMES: [&str; 2] = ["guandan", "shengji"];
/// Variants named by their index; any other name follows a byte of 255 as a length byte and
/// UTF-8.
const VARIANTS: [&str; 16] = [
    "guandan",
    "pagat",
    "china",
    "custom",
    "classic",
    "one-deck",
    "three-decks",
    "four-decks",
    "zhao-pengyou-5",
    "zhao-pengyou-6",
    "zhao-pengyou-7",
    "zhao-pengyou-8",
    "zhao-pengyou-9",
    "zhao-pengyou-10",
    "zhao-pengyou-11",
    "zhao-pengyou-12",
];
/// The most bytes of a name a link carries (cut at a character): twelve Latin letters, four
/// hanzi. With it a link stays within 200 characters however long the name (the whole name
/// follows on the channel, in the friend's hello).
pub const LINK_NAME_BYTES: usize = 12;
/// The longest packed text read (a link of the first layout was some 800 characters).
const MAX_PACKED: usize = 4 * 1024;
/// The most a packed text of the first layout may inflate to.
const MAX_INFLATED: usize = 64 * 1024;

/// One open seat's invite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    pub v: u32,
    /// The host's table (a random number of the host's page, below 2^32).
    pub table: u64,
    pub seat: Seat,
    /// Names this invite among the seat's: a newer invite to the seat voids it (below 2^32).
    pub token: u64,
    /// "guandan" or "shengji".
    pub game: String,
    /// The variant's name for the friend's page ("classic", "zhao-pengyou-6", "china", …).
    pub variant: String,
    /// The host's name (a link carries its first [`LINK_NAME_BYTES`] bytes).
    pub host: String,
    /// The host's session description (SDP): read from the browser's, or rebuilt from a link.
    pub offer: String,
}

/// A friend's reply to an invite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub v: u32,
    pub table: u64,
    pub seat: Seat,
    pub token: u64,
    /// The friend's name (a link carries its first [`LINK_NAME_BYTES`] bytes).
    pub name: String,
    /// The friend's session description (SDP).
    pub answer: String,
}

/// Why a link (or pasted text) is not an invite or a reply this page can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// No `#join=` / `#reply=` part, or its text is not one (what is wrong, for the console).
    Unreadable(&'static str),
    /// Made by a page of another version.
    Version(u32),
    /// A link of the first, long layout: made by an older page.
    Old,
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::Unreadable(e) => write!(f, "not a readable link: {e}"),
            LinkError::Version(v) => {
                write!(f, "a link of version {v} (this page reads {VERSION})")
            }
            LinkError::Old => f.write_str("a link of an older layout"),
        }
    }
}

/// Why a description or a field cannot be written in a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    Sdp(SdpError),
    /// A field out of the layout's range (its name).
    Field(&'static str),
}

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PackError::Sdp(e) => e.fmt(f),
            PackError::Field(name) => write!(f, "the {name} does not fit a link"),
        }
    }
}

impl From<SdpError> for PackError {
    fn from(e: SdpError) -> PackError {
        PackError::Sdp(e)
    }
}

impl Invite {
    /// The invite packed for a link.
    pub fn pack(&self) -> Result<String, PackError> {
        let game = GAMES.iter().position(|g| *g == self.game);
        let game = game.ok_or(PackError::Field("game"))?;
        if self.seat >= 32 {
            return Err(PackError::Field("seat"));
        }
        let seat = (game as u8) << 5 | self.seat as u8;
        let mut out = head(self.v, self.table, self.token, seat)?;
        variant_code(&self.variant, &mut out)?;
        packed(out, &self.host, &self.offer)
    }
}

impl Reply {
    /// The reply packed for a link.
    pub fn pack(&self) -> Result<String, PackError> {
        let seat = u8::try_from(self.seat).map_err(|_| PackError::Field("seat"))?;
        let out = head(self.v, self.table, self.token, seat)?;
        packed(out, &self.name, &self.answer)
    }
}

/// The version, table, token and seat byte.
fn head(v: u32, table: u64, token: u64, seat: u8) -> Result<Vec<u8>, PackError> {
    if v > 255 || table > u32::MAX as u64 || token > u32::MAX as u64 {
        return Err(PackError::Field("version, table or token"));
    }
    let mut out = Vec::with_capacity(128);
    out.push(v as u8);
    out.extend_from_slice(&(table as u32).to_le_bytes());
    out.extend_from_slice(&(token as u32).to_le_bytes());
    out.push(seat);
    Ok(out)
}

/// `out` with the name and the session of `sdp` after it, in base64.
fn packed(mut out: Vec<u8>, name: &str, sdp: &str) -> Result<String, PackError> {
    let session = sdp::parse(sdp)?;
    let mut end = name.len().min(LINK_NAME_BYTES);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    out.push(end as u8);
    out.extend_from_slice(&name.as_bytes()[..end]);
    write_session(&session, &mut out);
    Ok(URL_SAFE_NO_PAD.encode(out))
}

/// A variant's byte (and its name, when it is none of the known ones).
fn variant_code(variant: &str, out: &mut Vec<u8>) -> Result<(), PackError> {
    if let Some(i) = VARIANTS.iter().position(|v| *v == variant) {
        out.push(i as u8);
    } else {
        let len = u8::try_from(variant.len()).map_err(|_| PackError::Field("variant"))?;
        out.extend_from_slice(&[255, len]);
        out.extend_from_slice(variant.as_bytes());
    }
    Ok(())
}

/// ICE characters, six bits each, after their count.
fn write_ice(text: &str, out: &mut Vec<u8>) {
    out.push(text.len() as u8);
    let (mut acc, mut bits) = (0u32, 0);
    for v in text.bytes().filter_map(sdp::ice_value) {
        acc = acc << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
}

fn write_session(s: &Session, out: &mut Vec<u8>) {
    write_ice(&s.ufrag, out);
    write_ice(&s.pwd, out);
    out.extend_from_slice(&s.fingerprint);
    out.push(s.setup.code() << 6 | s.candidates.len() as u8);
    for c in &s.candidates {
        let reflexive = (c.kind == Kind::Srflx) as u8;
        let (family, bytes): (u8, &[u8]) = match &c.address {
            Address::V4(a) => (0, a),
            Address::V6(a) => (1, a),
            Address::Mdns(a) => (2, a),
        };
        out.push(family << 1 | reflexive);
        out.extend_from_slice(bytes);
        out.extend_from_slice(&c.port.to_be_bytes());
    }
}

/// Reads a layout's bytes in order; `None` when they run out or hold a value out of range.
struct Bytes<'a>(&'a [u8]);

impl<'a> Bytes<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let (taken, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(taken)
    }

    fn byte(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }

    fn u32(&mut self) -> Option<u64> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?) as u64)
    }

    fn text(&mut self) -> Option<String> {
        let n = self.byte()? as usize;
        String::from_utf8(self.take(n)?.to_vec()).ok()
    }

    fn ice(&mut self) -> Option<String> {
        let n = self.byte()? as usize;
        if !(1..=sdp::MAX_ICE).contains(&n) {
            return None;
        }
        let mut text = String::with_capacity(n);
        let (mut acc, mut bits) = (0u32, 0);
        for &b in self.take((n * 6).div_ceil(8))? {
            acc = acc << 8 | b as u32;
            bits += 8;
            while bits >= 6 && text.len() < n {
                bits -= 6;
                text.push(sdp::ice_char((acc >> bits) as u8));
            }
        }
        Some(text)
    }

    fn session(&mut self) -> Option<Session> {
        let (ufrag, pwd) = (self.ice()?, self.ice()?);
        let fingerprint = self.take(32)?.try_into().ok()?;
        let byte = self.byte()?;
        let setup = Setup::from_code(byte >> 6)?;
        let count = (byte & 63) as usize;
        if count > sdp::MAX_CANDIDATES {
            return None;
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let kind = self.byte()?;
            let len = *[4, 16, 16].get(kind as usize >> 1)?;
            let mut a = [0u8; 16];
            a[..len].copy_from_slice(self.take(len)?);
            let port = self.take(2)?;
            candidates.push(Candidate {
                kind: [Kind::Host, Kind::Srflx][kind as usize & 1],
                address: match kind >> 1 {
                    0 => Address::V4([a[0], a[1], a[2], a[3]]),
                    1 => Address::V6(a),
                    _ => Address::Mdns(a),
                },
                port: u16::from_be_bytes([port[0], port[1]]),
            });
        }
        Some(Session {
            ufrag,
            pwd,
            fingerprint,
            setup,
            candidates,
        })
    }

    fn variant(&mut self) -> Option<String> {
        match self.byte()? {
            255 => self.text(),
            n => VARIANTS.get(n as usize).map(|v| v.to_string()),
        }
    }

    /// The name and the session that end a link, its offer (`actpass`) or its answer: nothing
    /// may follow.
    fn tail(&mut self, offer: bool) -> Option<(String, String)> {
        let name = self.text()?;
        let session = self.session()?;
        let fits = self.0.is_empty() && (session.setup == Setup::ActPass) == offer;
        fits.then(|| (name, session.sdp()))
    }
}

/// What every flaw of a link in the current layout is.
const FLAWED: LinkError = LinkError::Unreadable("cut short, or a value out of range");

/// The bytes of a packed text, its version checked (a link of the first layout is told
/// apart).
fn unpack(packed: &str) -> Result<Vec<u8>, LinkError> {
    let packed = packed.trim();
    if packed.len() > MAX_PACKED {
        return Err(LinkError::Unreadable("too long"));
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(packed)
        .map_err(|_| LinkError::Unreadable("not base64"))?;
    match bytes.first() {
        Some(&v) if v as u32 == VERSION => Ok(bytes),
        _ if first_layout(&bytes) => Err(LinkError::Old),
        Some(&v) if v as u32 > VERSION && v < 64 => Err(LinkError::Version(v as u32)),
        _ => Err(LinkError::Unreadable("no version")),
    }
}

/// Whether `bytes` are a link of the first layout: deflated JSON with a version.
fn first_layout(bytes: &[u8]) -> bool {
    miniz_oxide::inflate::decompress_to_vec_with_limit(bytes, MAX_INFLATED)
        .is_ok_and(|json| json.starts_with(b"{\"v\":"))
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

/// The invite in a link (or its pasted text), its offer rebuilt.
pub fn read_invite(text: &str) -> Result<Invite, LinkError> {
    let bytes = unpack(packed_in(text, JOIN))?;
    let mut b = Bytes(&bytes[1..]);
    let mut invite = || {
        let (table, token, seat) = (b.u32()?, b.u32()?, b.byte()?);
        let game = GAMES.get(seat as usize >> 5)?;
        let variant = b.variant()?;
        let (host, offer) = b.tail(true)?;
        Some(Invite {
            v: VERSION,
            table,
            seat: (seat & 31) as Seat,
            token,
            game: game.to_string(),
            variant,
            host,
            offer,
        })
    };
    invite().ok_or(FLAWED)
}

/// The reply in a link (or its pasted text), its answer rebuilt.
pub fn read_reply(text: &str) -> Result<Reply, LinkError> {
    let bytes = unpack(packed_in(text, REPLY))?;
    let mut b = Bytes(&bytes[1..]);
    let mut reply = || {
        let (table, token, seat) = (b.u32()?, b.u32()?, b.byte()?);
        let (name, answer) = b.tail(false)?;
        Some(Reply {
            v: VERSION,
            table,
            seat: seat as Seat,
            token,
            name,
            answer,
        })
    };
    reply().ok_or(FLAWED)
}

/// The QR code of `text` (a link), as an SVG element: one path of dark modules on white (a
/// rectangle per run of them in a row), with the quiet zone of four modules readers need;
/// `None` when the text is too long for a code. Error correction at the lowest level (raised
/// where the code's size allows) keeps the modules few and large: a link of 200 characters is
/// a code of 57 modules a side at most.
pub fn qr_svg(text: &str, label: &str) -> Option<String> {
    use qrcodegen::{QrCode, QrCodeEcc};
    // In bytes: a link is no text of digits or capitals, which other modes would pack.
    let code = QrCode::encode_binary(text.as_bytes(), QrCodeEcc::Low).ok()?;
    let n = code.size();
    let side = n + 8;
    let mut path = String::new();
    for y in 0..n {
        let mut x = 0;
        while x < n {
            let start = x;
            while x < n && code.get_module(x, y) {
                x += 1;
            }
            if x > start {
                let run = (x - start) as u32;
                for (lead, n) in [('M', start + 4), (',', y + 4)] {
                    path.push(lead);
                    sdp::decimal(&mut path, n as u32);
                }
                path.push('h');
                sdp::decimal(&mut path, run);
                path.push_str("v1h-");
                sdp::decimal(&mut path, run);
                path.push('z');
            }
            x += 1;
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
