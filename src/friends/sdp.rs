//! The part of a WebRTC session description that a data channel needs, and the description
//! rebuilt from it. A browser's offer or answer is some 600 characters, most of them the same
//! in every description; a link carries only what differs: the ICE username fragment and
//! password, the DTLS certificate's SHA-256 fingerprint, the setup role and the candidates (UDP
//! host and server-reflexive ones, an mDNS name as its UUID). The other side gets back a minimal
//! description of one `application` section (SCTP port 5000, as every browser offers) that the
//! browsers accept.

/// The most candidates a link carries (see [`Chosen`]).
pub const MAX_CANDIDATES: usize = 3;
/// libwebrtc's (Chrome's, Safari's) precedence of an IPv4 address, the low byte of the local
/// preference in a candidate's priority (IPv6 has 40): it tells which of two hidden (mDNS)
/// addresses is the IPv4 one.
const IPV4_PRECEDENCE: u32 = 30;
/// The longest ICE username fragment or password carried (RFC 8839 allows 256; browsers use
/// 4 to 32).
pub const MAX_ICE: usize = 64;

/// Who starts the DTLS handshake (RFC 4145 `a=setup`): an offer says `actpass`, an answer
/// `active` or `passive`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

/// The roles' words, by their code.
const SETUPS: [&str; 3] = ["actpass", "active", "passive"];

impl Setup {
    fn word(self) -> &'static str {
        SETUPS[self as usize]
    }

    pub(crate) fn from_code(code: u8) -> Option<Setup> {
        [Setup::ActPass, Setup::Active, Setup::Passive]
            .get(code as usize)
            .copied()
    }

    pub(crate) fn code(self) -> u8 {
        self as u8
    }
}

/// Where a candidate is reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    /// A browser's hidden local address: `<uuid>.local`, resolved by multicast DNS.
    Mdns([u8; 16]),
}

/// A host candidate is the page's own address; a server-reflexive one its address as a STUN
/// server saw it (the internet setting).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Host,
    Srflx,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub kind: Kind,
    pub address: Address,
    pub port: u16,
}

/// What a connection needs from a description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub ufrag: String,
    pub pwd: String,
    /// The SHA-256 fingerprint of the page's DTLS certificate.
    pub fingerprint: [u8; 32],
    pub setup: Setup,
    /// Best first, as the browser ranked them.
    pub candidates: Vec<Candidate>,
}

/// Why a description cannot travel in a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SdpError {
    /// The description lacks this attribute.
    Missing(&'static str),
    /// This attribute's value is not one a link can carry (another hash, an odd role, a
    /// second media section…).
    Unsupported(&'static str),
}

impl std::fmt::Display for SdpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SdpError::Missing(what) => write!(f, "the description has no {what}"),
            SdpError::Unsupported(what) => write!(f, "the description's {what} cannot be carried"),
        }
    }
}

/// Whether `s` is made of ICE characters (RFC 8839 `ice-char`: letters, digits, `+`, `/`),
/// which a link packs in six bits each.
pub fn is_ice(s: &str) -> bool {
    (1..=MAX_ICE).contains(&s.len()) && s.bytes().all(|b| ice_value(b).is_some())
}

/// An ICE character's six bits (the standard base64 alphabet's order).
pub(crate) fn ice_value(b: u8) -> Option<u8> {
    match b {
        b'A'..=b'Z' => Some(b - b'A'),
        b'a'..=b'z' => Some(b - b'a' + 26),
        b'0'..=b'9' => Some(b - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// The ICE character of six bits.
pub(crate) fn ice_char(v: u8) -> char {
    let v = v & 63;
    char::from(match v {
        0..=25 => b'A' + v,
        26..=51 => b'a' + v - 26,
        52..=61 => b'0' + v - 52,
        62 => b'+',
        _ => b'/',
    })
}

/// A hex digit's value.
fn nibble(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// The 16 bytes of `<uuid>.local` (8-4-4-4-12 hex digits), as browsers name hidden addresses.
fn mdns_uuid(name: &str) -> Option<[u8; 16]> {
    let uuid = name.strip_suffix(".local")?.as_bytes();
    if uuid.len() != 36 {
        return None;
    }
    let mut out = [0u8; 16];
    let mut digits = 0;
    for (i, &c) in uuid.iter().enumerate() {
        if matches!(i, 8 | 13 | 18 | 23) {
            if c != b'-' {
                return None;
            }
        } else {
            out[digits / 2] |= nibble(c)? << (4 - 4 * (digits % 2));
            digits += 1;
        }
    }
    Some(out)
}

/// Writes `bytes` in hex (two digits each, `upper` case), `sep` before those `at` says.
fn hex(out: &mut String, bytes: &[u8], upper: bool, sep: char, at: fn(usize) -> bool) {
    let digits = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    for (i, b) in bytes.iter().enumerate() {
        if at(i) {
            out.push(sep);
        }
        out.push(digits[(b >> 4) as usize] as char);
        out.push(digits[(b & 15) as usize] as char);
    }
}

/// Writes `n` in decimal.
pub(crate) fn decimal(out: &mut String, n: u32) {
    if n >= 10 {
        decimal(out, n / 10);
    }
    out.push((b'0' + (n % 10) as u8) as char);
}

/// A number of at most `max` in decimal digits (nothing else: no sign, no space).
fn number(text: &str, max: u32) -> Option<u32> {
    let mut n = 0u32;
    for c in text.bytes() {
        n = n.checked_mul(10)?.checked_add((c as char).to_digit(10)?)?;
    }
    (!text.is_empty() && n <= max).then_some(n)
}

/// An IPv4 address's four numbers.
fn ipv4(text: &str) -> Option<[u8; 4]> {
    let mut parts = text.split('.');
    let mut out = [0u8; 4];
    for b in &mut out {
        *b = number(parts.next()?, 255)? as u8;
    }
    parts.next().is_none().then_some(out)
}

/// An IPv6 address's sixteen bytes (groups of hex digits, `::` for a run of zeros; a zone
/// or an embedded IPv4 address is none a browser writes in a candidate).
fn ipv6(text: &str) -> Option<[u8; 16]> {
    let b = text.as_bytes();
    let mut groups = [0u16; 8];
    let (mut n, mut gap) = (0, None);
    let mut i = 0;
    if b.starts_with(b"::") {
        gap = Some(0);
        i = 2;
    }
    while i < b.len() {
        let (mut v, start) = (0u16, i);
        while i < b.len() && b[i] != b':' {
            if i - start == 4 {
                return None;
            }
            v = v << 4 | nibble(b[i])? as u16;
            i += 1;
        }
        if i == start || n == 8 {
            return None;
        }
        groups[n] = v;
        n += 1;
        if i < b.len() {
            i += 1;
            if b.get(i) == Some(&b':') {
                if gap.is_some() {
                    return None;
                }
                gap = Some(n);
                i += 1;
            } else if i == b.len() {
                return None;
            }
        }
    }
    match gap {
        None if n == 8 => {}
        // The groups after the gap move to the end.
        Some(g) if n < 8 => {
            groups.copy_within(g..n, 8 - (n - g));
            groups[g..8 - (n - g)].fill(0);
        }
        _ => return None,
    }
    let mut out = [0u8; 16];
    for (pair, g) in out.chunks_mut(2).zip(groups) {
        pair.copy_from_slice(&g.to_be_bytes());
    }
    Some(out)
}

/// A candidate line's value (after `candidate:`) and its priority, if a link carries it: UDP,
/// the first component, a host or server-reflexive candidate at an IP address or an mDNS name.
fn candidate(value: &str) -> Option<(Candidate, u32)> {
    // foundation component transport priority address port "typ" type …
    let mut f = value.split(' ');
    f.next()?;
    if f.next()? != "1" || !f.next()?.eq_ignore_ascii_case("udp") {
        return None;
    }
    let priority = number(f.next()?, u32::MAX)?;
    let address = f.next()?;
    let port = number(f.next()?, 0xFFFF).filter(|p| *p != 0)?;
    let kind = match (f.next()?, f.next()?) {
        ("typ", "host") => Kind::Host,
        ("typ", "srflx") => Kind::Srflx,
        _ => return None,
    };
    let address = match (ipv4(address), ipv6(address)) {
        (Some(a), _) => Address::V4(a),
        (_, Some(a)) => Address::V6(a),
        _ => Address::Mdns(mdns_uuid(address)?),
    };
    Some((
        Candidate {
            kind,
            address,
            port: port as u16,
        },
        priority,
    ))
}

/// The candidates a link carries: one host address, then one reflexive address per IP
/// version. A page on a local network needs its one address there, a page on the internet its
/// reflexive address too; more (a second network, IPv6 beside IPv4, a VPN) would make the
/// link too long. The host address kept is the IPv4 one when there is one (a friend's device
/// on the same network surely has IPv4, not always IPv6), hidden ones told apart by their
/// priority's precedence, else the first.
#[derive(Default)]
struct Chosen {
    /// The host candidate, and whether it is IPv4.
    host: Option<(Candidate, bool)>,
    /// The first reflexive candidate at an IPv4 address, and at an IPv6 one.
    reflexive: [Option<Candidate>; 2],
}

impl Chosen {
    fn offer(&mut self, (c, priority): (Candidate, u32)) {
        let v6 = matches!(c.address, Address::V6(_));
        if c.kind == Kind::Srflx {
            self.reflexive[v6 as usize].get_or_insert(c);
            return;
        }
        let ipv4 = match c.address {
            Address::Mdns(_) => priority >> 8 & 0xFF == IPV4_PRECEDENCE,
            _ => !v6,
        };
        if self.host.is_none_or(|(_, v4)| ipv4 && !v4) {
            self.host = Some((c, ipv4));
        }
    }

    fn candidates(self) -> Vec<Candidate> {
        let mut kept = Vec::with_capacity(MAX_CANDIDATES);
        if let Some((c, _)) = self.host {
            kept.push(c);
        }
        for c in self.reflexive.into_iter().flatten() {
            kept.push(c);
        }
        kept
    }
}

/// The fingerprint's bytes from `sha-256 AB:CD:…`.
fn fingerprint(value: &str) -> Option<[u8; 32]> {
    let hex = value
        .strip_prefix("sha-256 ")
        .or_else(|| value.strip_prefix("SHA-256 "))?
        .trim()
        .as_bytes();
    if hex.len() != 32 * 3 - 1 {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, b) in out.iter_mut().enumerate() {
        let pair = &hex[3 * i..3 * i + 2];
        if i > 0 && hex[3 * i - 1] != b':' {
            return None;
        }
        *b = nibble(pair[0])? << 4 | nibble(pair[1])?;
    }
    Some(out)
}

/// Reads what a link needs from a browser's description (offer or answer). Candidates a link
/// does not carry (TCP, relayed, a second component, a name that is not an mDNS UUID) are left
/// out, and of the others only those [`Chosen`].
pub fn parse(sdp: &str) -> Result<Session, SdpError> {
    let (mut ufrag, mut pwd, mut print, mut setup) = (None, None, None, None);
    let mut other_hash = false;
    let mut sections = 0;
    let mut candidates = Chosen::default();
    for line in sdp.split('\n').map(str::trim) {
        if line.starts_with("m=") {
            sections += 1;
            if sections > 1 || !line.starts_with("m=application ") {
                return Err(SdpError::Unsupported("media section"));
            }
            continue;
        }
        let Some((name, value)) = line.strip_prefix("a=").and_then(|a| a.split_once(':')) else {
            continue;
        };
        let value = value.trim();
        match name {
            "ice-ufrag" => ufrag = ufrag.or(Some(value)),
            "ice-pwd" => pwd = pwd.or(Some(value)),
            "fingerprint" => match fingerprint(value) {
                Some(f) => print = print.or(Some(f)),
                None => other_hash = true,
            },
            "setup" => {
                let code = SETUPS.iter().position(|w| *w == value);
                setup = code.and_then(|c| Setup::from_code(c as u8));
                if setup.is_none() {
                    return Err(SdpError::Unsupported("setup"));
                }
            }
            "mid" if value != "0" => return Err(SdpError::Unsupported("mid")),
            "candidate" => {
                if let Some(c) = candidate(value) {
                    candidates.offer(c);
                }
            }
            _ => {}
        }
    }
    let ufrag = ufrag.ok_or(SdpError::Missing("ice-ufrag"))?;
    let pwd = pwd.ok_or(SdpError::Missing("ice-pwd"))?;
    if !is_ice(ufrag) {
        return Err(SdpError::Unsupported("ice-ufrag"));
    }
    if !is_ice(pwd) {
        return Err(SdpError::Unsupported("ice-pwd"));
    }
    let fingerprint = match print {
        Some(f) => f,
        None if other_hash => return Err(SdpError::Unsupported("fingerprint")),
        None => return Err(SdpError::Missing("fingerprint")),
    };
    Ok(Session {
        ufrag: ufrag.to_string(),
        pwd: pwd.to_string(),
        fingerprint,
        setup: setup.ok_or(SdpError::Missing("setup"))?,
        candidates: candidates.candidates(),
    })
}

impl Session {
    /// The description for the other side's browser: the offer when the role is `actpass`,
    /// else the answer. Candidates keep their order (priorities fall from the first).
    pub fn sdp(&self) -> String {
        let mut s = String::with_capacity(640);
        s.push_str("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n");
        s.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
        for (i, c) in self.candidates.iter().enumerate() {
            let (preference, typ) = match c.kind {
                Kind::Host => (126u32, " typ host\r\n"),
                Kind::Srflx => (100, " typ srflx raddr 0.0.0.0 rport 0\r\n"),
            };
            s.push_str("a=candidate:");
            decimal(&mut s, i as u32 + 1);
            s.push_str(" 1 udp ");
            // RFC 8445 5.1.2.1: type, local preference (falling in the given order), component 1.
            decimal(&mut s, preference << 24 | (0xFFFF - i as u32) << 8 | 255);
            s.push(' ');
            match &c.address {
                Address::V4(a) => {
                    for (k, n) in a.iter().enumerate() {
                        if k > 0 {
                            s.push('.');
                        }
                        decimal(&mut s, *n as u32);
                    }
                }
                // Every group in four digits: longer than the shortest form, as valid.
                Address::V6(a) => hex(&mut s, a, false, ':', |i| i > 0 && i % 2 == 0),
                Address::Mdns(uuid) => {
                    hex(&mut s, uuid, false, '-', |i| matches!(i, 4 | 6 | 8 | 10));
                    s.push_str(".local");
                }
            }
            s.push(' ');
            decimal(&mut s, c.port as u32);
            s.push_str(typ);
        }
        s.push_str("a=end-of-candidates\r\na=ice-ufrag:");
        s.push_str(&self.ufrag);
        s.push_str("\r\na=ice-pwd:");
        s.push_str(&self.pwd);
        s.push_str("\r\na=fingerprint:sha-256 ");
        hex(&mut s, &self.fingerprint, true, ':', |i| i > 0);
        s.push_str("\r\na=setup:");
        s.push_str(self.setup.word());
        s.push_str("\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n");
        s
    }
}
