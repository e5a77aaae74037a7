//! The invite and reply links (issue 46): what a browser's session description says that a
//! connection needs, carried in a few bytes and rebuilt on the other side, so that a link
//! fits a chat message and a QR code. Real descriptions printed by headless Chromium are read,
//! rebuilt and read again; links are measured with the longest name a page allows; links of
//! the first (long) layout, cut or damaged ones are refused in words and never panic.

use cardtable::friends::invite::{self, Invite, LINK_NAME_BYTES, LinkError, PackError, Reply};
use cardtable::friends::message::{MAX_NAME, VERSION, clean_name};
use cardtable::friends::room::Room;
use cardtable::friends::sdp::{self, Address, Candidate, Kind, SdpError, Setup};
use proptest::prelude::*;

#[path = "common/qr.rs"]
mod qr;
#[path = "common/chromium_sdp.rs"]
mod samples;
use samples::*;

/// The test site's base address as the browser tests serve it, with the longest port and query
/// a link of theirs has.
const E2E_BASE: &str = "http://127.0.0.1:65535/games/cards/?speed=instant";

fn v4(a: &str) -> Address {
    Address::V4(a.parse::<std::net::Ipv4Addr>().unwrap().octets())
}

fn v6(a: &str) -> Address {
    Address::V6(a.parse::<std::net::Ipv6Addr>().unwrap().octets())
}

fn mdns(uuid: &str) -> Address {
    let hex: String = uuid.chars().filter(|c| *c != '-').collect();
    let mut b = [0u8; 16];
    for (i, x) in b.iter_mut().enumerate() {
        *x = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
    }
    Address::Mdns(b)
}

fn host(address: Address, port: u16) -> Candidate {
    Candidate {
        kind: Kind::Host,
        address,
        port,
    }
}

fn srflx(address: Address, port: u16) -> Candidate {
    Candidate {
        kind: Kind::Srflx,
        address,
        port,
    }
}

/// A description, what a link must carry of it, and the role.
struct Case {
    name: &'static str,
    sdp: &'static str,
    ufrag: &'static str,
    setup: Setup,
    candidates: Vec<Candidate>,
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "offer, hidden (mDNS) addresses: the IPv4 one is kept",
            sdp: OFFER_MDNS,
            ufrag: "g4lP",
            setup: Setup::ActPass,
            candidates: vec![host(mdns("473cf84b-3bc2-4232-b89c-a23c439c0d9a"), 36385)],
        },
        Case {
            name: "answer, hidden (mDNS) addresses",
            sdp: ANSWER_MDNS,
            ufrag: "S2Ko",
            setup: Setup::Active,
            candidates: vec![host(mdns("473cf84b-3bc2-4232-b89c-a23c439c0d9a"), 48191)],
        },
        Case {
            name: "offer with IP addresses: the IPv4 one",
            sdp: OFFER_IPS,
            ufrag: "dlnO",
            setup: Setup::ActPass,
            candidates: vec![host(v4("192.0.2.2"), 41124)],
        },
        Case {
            name: "answer with IP addresses, a + in the ufrag",
            sdp: ANSWER_IPS,
            ufrag: "Uwo+",
            setup: Setup::Active,
            candidates: vec![host(v4("192.0.2.2"), 59250)],
        },
        Case {
            name: "offer with a reflexive address (the internet setting)",
            sdp: OFFER_SRFLX,
            ufrag: "Fxng",
            setup: Setup::ActPass,
            candidates: vec![
                host(mdns("232b3b49-a785-4693-bdc0-49c9d0626f4e"), 39398),
                srflx(v4("203.0.113.7"), 39398),
            ],
        },
        Case {
            name: "answer with a reflexive address",
            sdp: ANSWER_SRFLX,
            ufrag: "n65M",
            setup: Setup::Active,
            candidates: vec![
                host(mdns("232b3b49-a785-4693-bdc0-49c9d0626f4e"), 44392),
                srflx(v4("203.0.113.7"), 44392),
            ],
        },
        Case {
            name: "an offer shaped as Firefox writes them",
            sdp: FIREFOX_OFFER,
            ufrag: "8a1b2c3d",
            setup: Setup::ActPass,
            candidates: vec![host(mdns("6a5c1f3e-0b7d-4e2a-9c81-5f4d3b2a1e0c"), 51762)],
        },
    ]
}

#[test]
fn descriptions_give_what_a_connection_needs() {
    for case in cases() {
        let s = sdp::parse(case.sdp).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(s.ufrag, case.ufrag, "{}", case.name);
        let pwd = case
            .sdp
            .lines()
            .find_map(|l| l.strip_prefix("a=ice-pwd:"))
            .unwrap();
        assert_eq!(s.pwd, pwd.trim(), "{}", case.name);
        assert_eq!(s.setup, case.setup, "{}", case.name);
        assert_eq!(s.candidates, case.candidates, "{}", case.name);
        // The rebuilt description says the same, and rebuilding it again changes nothing.
        let rebuilt = s.sdp();
        assert_eq!(sdp::parse(&rebuilt), Ok(s.clone()), "{}", case.name);
        assert_eq!(
            sdp::parse(&rebuilt).unwrap().sdp(),
            rebuilt,
            "{}",
            case.name
        );
        // The fingerprint, as the browser wrote it.
        let print = case
            .sdp
            .lines()
            .find_map(|l| l.strip_prefix("a=fingerprint:sha-256 "))
            .unwrap();
        assert!(
            rebuilt.contains(&format!("a=fingerprint:sha-256 {}", print.trim())),
            "{}",
            case.name
        );
        for line in [
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
            "a=mid:0",
            "a=sctp-port:5000",
            "a=max-message-size:262144",
            "a=end-of-candidates",
        ] {
            assert!(rebuilt.contains(line), "{}: {line}", case.name);
        }
    }
}

#[test]
fn a_page_with_ipv6_alone_sends_that_address() {
    let v6_only: String = OFFER_IPS
        .lines()
        .filter(|l| !l.contains("192.0.2.2"))
        .map(|l| format!("{l}\n"))
        .collect();
    let s = sdp::parse(&v6_only).unwrap();
    assert_eq!(s.candidates, vec![host(v6("fd00::2"), 47684)]);
    assert!(
        s.sdp()
            .contains(" fd00:0000:0000:0000:0000:0000:0000:0002 47684 typ host\r\n")
    );
    assert_eq!(sdp::parse(&s.sdp()), Ok(s));
}

/// A Chromium offer whose one candidate is at `address`, port 5000.
fn with_candidate(address: &str) -> String {
    let lines: String = OFFER_IPS
        .lines()
        .filter(|l| !l.starts_with("a=candidate"))
        .map(|l| format!("{l}\n"))
        .collect();
    format!("{lines}a=candidate:1 1 udp 2113937151 {address} 5000 typ host\r\n")
}

#[test]
fn ip_addresses_are_read_as_browsers_write_them() {
    let line = |address: &str| with_candidate(address);
    for address in [
        "2001:db8::5",
        "::1",
        "fe80::1:2",
        "2001:db8:0:0:1:0:0:1",
        "1:2:3:4:5:6:7:8",
        "FD00::ABCD",
        "1::",
    ] {
        let s = sdp::parse(&line(address)).unwrap();
        assert_eq!(s.candidates, vec![host(v6(address), 5000)], "{address}");
        assert_eq!(sdp::parse(&s.sdp()), Ok(s), "{address}");
    }
    for address in ["10.0.0.7", "255.255.255.255", "0.0.0.0"] {
        let s = sdp::parse(&line(address)).unwrap();
        assert_eq!(s.candidates, vec![host(v4(address), 5000)], "{address}");
    }
    // Not an address a link carries: left out.
    for address in [
        "1:::2",
        "12345::1",
        "1:2:3:4:5:6:7:8:9",
        "1::2::3",
        "::ffff:1.2.3.4",
        "256.1.1.1",
        "1.2.3",
        "1.2.3.4.5",
        "host.example.org",
        "8f0e3a4b-11c2-4d5e-9f60-7a8b9c0d1e2.local",
        "8f0e3a4b_11c2-4d5e-9f60-7a8b9c0d1e2f.local",
    ] {
        let s = sdp::parse(&line(address)).unwrap();
        assert_eq!(s.candidates, vec![], "{address}");
    }
}

fn invite(offer: &str, host: &str, variant: &str) -> Invite {
    Invite {
        v: VERSION,
        table: 0xDEAD_BEEF,
        seat: 3,
        token: 0x1234_5678,
        game: "shengji".into(),
        variant: variant.into(),
        host: host.into(),
        offer: offer.into(),
    }
}

fn reply(answer: &str, name: &str) -> Reply {
    Reply {
        v: VERSION,
        table: 0xDEAD_BEEF,
        seat: 3,
        token: 0x1234_5678,
        name: name.into(),
        answer: answer.into(),
    }
}

#[test]
fn invites_and_replies_travel_as_links() {
    let inv = invite(OFFER_MDNS, "Ana", "zhao-pengyou-6");
    let link = invite::link(
        "https://x.github.io/cards/?lang=zh#old",
        invite::JOIN,
        &inv.pack().unwrap(),
    );
    assert!(link.starts_with("https://x.github.io/cards/?lang=zh#join="));
    let read = invite::read_invite(&link).unwrap();
    let offer = sdp::parse(OFFER_MDNS).unwrap().sdp();
    assert_eq!(
        read,
        Invite {
            offer: offer.clone(),
            ..inv.clone()
        }
    );
    // The fragment alone, or the packed text alone, as pasted.
    let packed = invite::packed_in(&link, invite::JOIN).to_string();
    assert_eq!(invite::read_invite(&format!("  {packed}\n")), Ok(read));
    // Every game and variant a lobby names.
    for (game, variant) in [
        ("guandan", "guandan"),
        ("guandan", "china"),
        ("guandan", "pagat"),
        ("shengji", "classic"),
        ("shengji", "four-decks"),
        ("shengji", "zhao-pengyou-10"),
        ("shengji", "a variant of tomorrow"),
    ] {
        let inv = Invite {
            game: game.into(),
            ..invite(OFFER_MDNS, "Ana", variant)
        };
        let read = invite::read_invite(&inv.pack().unwrap()).unwrap();
        assert_eq!((read.game.as_str(), read.variant.as_str()), (game, variant));
    }

    let rep = reply(ANSWER_MDNS, "Li");
    let link = invite::link(
        "https://x.github.io/cards/",
        invite::REPLY,
        &rep.pack().unwrap(),
    );
    let answer = sdp::parse(ANSWER_MDNS).unwrap().sdp();
    assert_eq!(invite::read_reply(&link), Ok(Reply { answer, ..rep }));
}

#[test]
fn links_fit_a_chat_message_with_the_longest_name() {
    let longest = clean_name(&"长".repeat(40)).unwrap();
    assert_eq!(longest.chars().count(), MAX_NAME);
    let mut lengths = Vec::new();
    // The local network (one hidden address) and the internet setting (its reflexive address
    // too), in the longest variant's name.
    for (offer, answer) in [(OFFER_MDNS, ANSWER_MDNS), (OFFER_SRFLX, ANSWER_SRFLX)] {
        let inv = invite(offer, &longest, "zhao-pengyou-10");
        let link = invite::link(E2E_BASE, invite::JOIN, &inv.pack().unwrap());
        assert!(link.len() <= 200, "{} characters: {link}", link.len());
        let rep = reply(answer, &longest);
        let back = invite::link(E2E_BASE, invite::REPLY, &rep.pack().unwrap());
        assert!(back.len() <= 200, "{} characters: {back}", back.len());
        lengths.push((link.len(), back.len()));
        // The name is cut at a character: four hanzi of three bytes.
        let read = invite::read_invite(&link).unwrap();
        assert_eq!(read.host, "长".repeat(LINK_NAME_BYTES / 3));
        assert_eq!(invite::read_reply(&back).unwrap().name, read.host);
    }
    println!("# links with the longest name at {E2E_BASE}: {lengths:?}");
    // A Latin name of twelve letters is carried whole.
    let rep = reply(ANSWER_MDNS, "Maximilianus");
    assert_eq!(
        invite::read_reply(&rep.pack().unwrap()).unwrap().name,
        "Maximilianus"
    );
}

#[test]
fn the_whole_name_arrives_with_the_hello() {
    // The reply's link cut the name; the friend's first message says it whole.
    let mut room = Room::new(u64::MAX, "Ana", 4);
    assert!(
        room.table <= u32::MAX as u64,
        "a table number fits four bytes"
    );
    let token = room.invite(1).unwrap();
    assert!(token <= u32::MAX as u64, "a token fits four bytes");
    let long = "Maximilianus Augustinus";
    let read = invite::read_reply(&reply(ANSWER_MDNS, long).pack().unwrap()).unwrap();
    room.accept(room.table, 1, token, &read.name, 0).unwrap();
    assert_eq!(room.seats()[1].name, "Maximilianus");
    room.hello(1, token, (long, None), 0).unwrap();
    assert_eq!(room.seats()[1].name, long);
}

/// A link of the first layout: JSON, deflated, URL-safe base64.
fn first_layout(json: &str) -> String {
    use base64::Engine as _;
    let deflated = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated)
}

#[test]
fn old_cut_and_odd_links_are_refused_in_words() {
    // A link made by the page before this one (its offer shortened here).
    let old = first_layout(
        r#"{"v":2,"table":1,"seat":1,"token":2,"game":"guandan","variant":"guandan","host":"Ana","offer":"v=0\r\n"}"#,
    );
    let link = format!("http://127.0.0.1:8000/games/cards/#join={old}");
    assert_eq!(invite::read_invite(&link), Err(LinkError::Old));
    let old_reply =
        first_layout(r#"{"v":2,"table":1,"seat":1,"token":2,"name":"Li","answer":"v=0"}"#);
    assert_eq!(invite::read_reply(&old_reply), Err(LinkError::Old));
    assert!(matches!(
        invite::read_invite("https://x/#join=%%%"),
        Err(LinkError::Unreadable(_))
    ));
    assert!(matches!(
        invite::read_invite("https://x/#join=notalink"),
        Err(LinkError::Unreadable(_))
    ));
    assert!(matches!(
        invite::read_invite(""),
        Err(LinkError::Unreadable(_))
    ));

    let packed = invite(OFFER_SRFLX, "Ana", "classic").pack().unwrap();
    // A newer page's link.
    let mut bytes = decode(&packed);
    bytes[0] = VERSION as u8 + 1;
    assert_eq!(
        invite::read_invite(&encode(&bytes)),
        Err(LinkError::Version(VERSION + 1))
    );
    // Every cut, and a byte too many.
    for cut in 0..packed.len() {
        assert!(invite::read_invite(&packed[..cut]).is_err(), "cut at {cut}");
    }
    let mut longer = decode(&packed);
    longer.push(0);
    assert!(invite::read_invite(&encode(&longer)).is_err());
    // An invite is no reply, and a reply no invite.
    assert!(invite::read_reply(&packed).is_err());
    let back = reply(ANSWER_MDNS, "Li").pack().unwrap();
    assert!(invite::read_invite(&back).is_err());
}

fn decode(packed: &str) -> Vec<u8> {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(packed)
        .unwrap()
}

fn encode(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

#[test]
fn descriptions_a_link_cannot_carry_are_refused_by_name() {
    let without = |prefix: &str| {
        OFFER_MDNS
            .lines()
            .filter(|l| !l.starts_with(prefix))
            .collect::<Vec<_>>()
            .join("\r\n")
    };
    for (prefix, what) in [
        ("a=ice-ufrag", "ice-ufrag"),
        ("a=ice-pwd", "ice-pwd"),
        ("a=fingerprint", "fingerprint"),
        ("a=setup", "setup"),
    ] {
        assert_eq!(sdp::parse(&without(prefix)), Err(SdpError::Missing(what)));
    }
    let sha1 = OFFER_MDNS.replace("a=fingerprint:sha-256", "a=fingerprint:sha-1");
    assert_eq!(sdp::parse(&sha1), Err(SdpError::Unsupported("fingerprint")));
    let short = OFFER_MDNS.replace("a=fingerprint:sha-256 ", "a=fingerprint:sha-256 AB:");
    assert_eq!(
        sdp::parse(&short),
        Err(SdpError::Unsupported("fingerprint"))
    );
    let odd_pwd = OFFER_MDNS.replace("a=ice-pwd:", "a=ice-pwd:-_");
    assert_eq!(sdp::parse(&odd_pwd), Err(SdpError::Unsupported("ice-pwd")));
    let audio = format!("{OFFER_MDNS}m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n");
    assert_eq!(
        sdp::parse(&audio),
        Err(SdpError::Unsupported("media section"))
    );
    assert_eq!(sdp::parse(""), Err(SdpError::Missing("ice-ufrag")));
    // And a page says so rather than make a link.
    assert_eq!(
        invite(&without("a=fingerprint"), "Ana", "classic").pack(),
        Err(PackError::Sdp(SdpError::Missing("fingerprint")))
    );
    let far = Invite {
        table: 1 << 40,
        ..invite(OFFER_MDNS, "Ana", "classic")
    };
    assert_eq!(far.pack(), Err(PackError::Field("version, table or token")));
    let other = Invite {
        game: "poker".into(),
        ..invite(OFFER_MDNS, "Ana", "classic")
    };
    assert_eq!(other.pack(), Err(PackError::Field("game")));
}

#[test]
fn an_invite_link_has_a_qr_code_a_phone_reads_at_arms_length() {
    let link = invite::link(
        E2E_BASE,
        invite::JOIN,
        &invite(OFFER_SRFLX, "Ana", "classic").pack().unwrap(),
    );
    let side = |text: &str| -> usize {
        let svg = invite::qr_svg(text, "Invite").unwrap();
        svg.split("viewBox=\"0 0 ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap()
    };
    // At most version 10: 57 modules a side and the quiet zone, where a link of the first
    // layout (some 800 characters) took 97: on the same screen each module is 1.6 times as large.
    assert!(side(&link) <= 57 + 8, "{} modules", side(&link));
    assert_eq!(side(&"h".repeat(800)), 97 + 8);
    // The path draws the code's dark modules, and only them: a rectangle per run in a row.
    let code = qrcodegen::QrCode::encode_text(&link, qrcodegen::QrCodeEcc::Low).unwrap();
    let n = code.size();
    let mut drawn = vec![vec![false; n as usize]; n as usize];
    let svg = invite::qr_svg(&link, "Invite").unwrap();
    let path = qr::path(&svg);
    for rect in path.split('z').filter(|r| !r.is_empty()) {
        // M{x},{y}h{run}v1h-{run}
        let nums: Vec<i32> = rect
            .split(|c: char| !c.is_ascii_digit())
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().unwrap())
            .collect();
        let [x, y, run, one, back] = nums[..] else {
            panic!("{rect}")
        };
        assert_eq!((one, back), (1, run), "{rect}");
        for dx in 0..run {
            drawn[(y - 4) as usize][(x - 4 + dx) as usize] = true;
        }
    }
    for y in 0..n {
        for x in 0..n {
            assert_eq!(
                drawn[y as usize][x as usize],
                code.get_module(x, y),
                "({x}, {y})"
            );
        }
    }
}

/// Arbitrary ICE text of `n` ICE characters.
fn ice(n: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = String> {
    prop::collection::vec(0u8..64, n).prop_map(|v| {
        v.into_iter()
            .map(|x| {
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"[x as usize]
                    as char
            })
            .collect()
    })
}

fn candidate() -> impl Strategy<Value = String> {
    (
        0u8..3,
        any::<[u8; 16]>(),
        1u16..,
        any::<bool>(),
        any::<u32>(),
    )
        .prop_map(|(family, b, port, reflexive, priority)| {
            let address = match family {
                0 => std::net::Ipv4Addr::new(b[0], b[1], b[2], b[3]).to_string(),
                1 => std::net::Ipv6Addr::from(b).to_string(),
                _ => {
                    let h: String = b.iter().map(|x| format!("{x:02x}")).collect();
                    format!(
                        "{}-{}-{}-{}-{}.local",
                        &h[..8],
                        &h[8..12],
                        &h[12..16],
                        &h[16..20],
                        &h[20..]
                    )
                }
            };
            let typ = if reflexive {
                "srflx raddr 0.0.0.0 rport 0"
            } else {
                "host"
            };
            format!("a=candidate:1 1 udp {priority} {address} {port} typ {typ}\r\n")
        })
}

/// A description of arbitrary values in the shape browsers write.
fn description() -> impl Strategy<Value = String> {
    (
        ice(1..=sdp::MAX_ICE),
        ice(1..=sdp::MAX_ICE),
        any::<[u8; 32]>(),
        0u8..3,
        prop::collection::vec(candidate(), 0..6),
    )
        .prop_map(|(ufrag, pwd, print, setup, candidates)| {
            let print: Vec<String> = print.iter().map(|b| format!("{b:02X}")).collect();
            let setup = ["actpass", "active", "passive"][setup as usize];
            format!(
                "v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n{}a=ice-ufrag:{ufrag}\r\na=ice-pwd:{pwd}\r\na=fingerprint:sha-256 {}\r\na=setup:{setup}\r\n",
                candidates.concat(),
                print.join(":")
            )
        })
}

proptest! {
    #[test]
    fn any_description_survives_a_link(sdp_text in description(), name in ".{0,30}") {
        let s = sdp::parse(&sdp_text).unwrap();
        prop_assert!(s.candidates.len() <= sdp::MAX_CANDIDATES);
        prop_assert_eq!(sdp::parse(&s.sdp()), Ok(s.clone()));
        let link = if s.setup == Setup::ActPass {
            let read = invite::read_invite(&invite(&sdp_text, &name, "classic").pack().unwrap()).unwrap();
            prop_assert!(name.starts_with(&read.host));
            read.offer
        } else {
            let read = invite::read_reply(&reply(&sdp_text, &name).pack().unwrap()).unwrap();
            prop_assert!(name.starts_with(&read.name));
            read.answer
        };
        prop_assert_eq!(link, s.sdp());
    }

    #[test]
    fn arbitrary_links_and_descriptions_never_panic(
        bytes in prop::collection::vec(any::<u8>(), 0..160),
        text in "(a=[a-z-]{0,12}:[ -~]{0,60}\r\n|[ -~]{0,40}\n){0,12}",
    ) {
        let mut versioned = bytes.clone();
        versioned.insert(0, VERSION as u8);
        for b in [&bytes, &versioned] {
            let _ = invite::read_invite(&encode(b));
            let _ = invite::read_reply(&encode(b));
        }
        if let Ok(s) = sdp::parse(&text) {
            prop_assert_eq!(sdp::parse(&s.sdp()), Ok(s));
        }
    }

    #[test]
    fn any_ipv6_address_is_read(groups in prop::array::uniform8(prop_oneof![Just(0u16), any::<u16>()])) {
        let ip = std::net::Ipv6Addr::from(groups);
        let text = ip.to_string();
        // An IPv4-mapped address is written with dots, which no candidate has.
        prop_assume!(!text.contains('.'));
        let s = sdp::parse(&with_candidate(&text)).unwrap();
        prop_assert_eq!(&s.candidates, &vec![host(Address::V6(ip.octets()), 5000)]);
        prop_assert_eq!(sdp::parse(&s.sdp()), Ok(s));
    }

    #[test]
    fn damaged_links_never_panic(at in any::<prop::sample::Index>(), to in any::<u8>()) {
        let packed = invite(OFFER_SRFLX, "Ana", "classic").pack().unwrap();
        let mut bytes = decode(&packed);
        let i = at.index(bytes.len());
        bytes[i] = to;
        let _ = invite::read_invite(&encode(&bytes));
        let _ = invite::read_reply(&encode(&bytes));
    }
}
