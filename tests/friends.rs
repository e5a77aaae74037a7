//! Playing with friends (issue 40), natively: the messages round-trip and refuse what is not
//! theirs; the invite links; the host's seats; and whole hands of both games played through
//! the messages alone, each friend deciding from what its page was sent, checking that no card
//! in another seat's hand ever reaches a friend.

use cardtable::agents::{AgentKind, AgentSpec, Seat, TableGame};
use cardtable::cards::Card;
use cardtable::driver::{Match, Player, Waiting};
use cardtable::friends::invite;
use cardtable::friends::message::{
    HostMessage, MAX_BYTES, ProtocolError, SeatKind, ToFriend, ToHost, Turn, VERSION, clean_name,
    decode, encode,
};
use cardtable::friends::mirror::{Heard, Mirror, Taken, take};
use cardtable::friends::room::{HEARTBEAT_TIMEOUT_MS, JoinError, Place, Room};
use cardtable::{guandan, shengji};
use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

#[path = "common/damage.rs"]
mod damage;
#[path = "common/qr.rs"]
mod qr;
use damage::{damage, damaged};

const TABLE: u64 = 0xC0FFEE;

/// A room whose every other seat a friend took and joined.
fn full_room(seats: usize) -> Room {
    let mut room = Room::new(TABLE, "Ana", seats);
    for s in 1..seats {
        let token = room.invite(s).unwrap();
        assert_eq!(room.accept(TABLE, s, token, &format!("F{s}"), 0), Ok(s));
        room.hello(s, token, (&format!("F{s}"), None), 0).unwrap();
    }
    room.start(AgentKind::Normal, 0);
    room
}

/// A friend's page at `seat`, from the host's welcome.
fn mirror_at<G: TableGame>(room: &Room, seat: Seat) -> Mirror<G>
where
    G::Error: Serialize + DeserializeOwned,
{
    let welcome: HostMessage<G> = ToFriend::Welcome {
        table: TABLE,
        seat,
        game: "g".into(),
        rules: "{}".into(),
        seats: room.seats(),
    };
    Mirror::welcomed(&encode(&welcome)).unwrap().unwrap()
}

/// Every card named anywhere in a JSON value.
fn cards_in(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) if s.parse::<Card>().is_ok() => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| cards_in(v, out)),
        Value::Object(map) => map.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

/// The cards `seat` may know of: those in its own view, in the public log, and in every
/// action as the other seats see it (computed here from the match, not from the messages).
fn known_to<G: TableGame>(m: &Match<G>, seat: Seat) -> Vec<String> {
    let mut known = Vec::new();
    cards_in(&serde_json::to_value(m.view(seat)).unwrap(), &mut known);
    cards_in(&serde_json::to_value(m.log()).unwrap(), &mut known);
    for p in m.history().unwrap().1 {
        let shown = if p.seat == seat {
            p.action.clone()
        } else {
            G::public_action(&p.action)
        };
        cards_in(&serde_json::to_value(&shown).unwrap(), &mut known);
    }
    known
}

/// What a table of friends sent and did over `hands` hands.
#[derive(Default)]
struct Traffic {
    messages: usize,
    bytes: Vec<usize>,
    friend_actions: usize,
    sample: Vec<String>,
}

/// Plays `hands` hands of `game`: the host (seat 0) and the computers in the driver, every
/// friend deciding with the Normal player's choice on the view its mirror holds, and acting
/// only by messages. Every message to a friend is checked for another seat's hidden cards.
fn play_with_friends<G>(game: G, hands: usize) -> Traffic
where
    G: TableGame,
    G::Error: Serialize + DeserializeOwned,
{
    let seats = game.seats();
    let mut room = full_room(seats);
    let seed = 11;
    let mut m = Match::new(game, room.players(seed));
    let mut mirrors: Vec<Option<Mirror<G>>> = (0..seats)
        .map(|s| {
            (s > 0).then(|| {
                let welcome: HostMessage<G> = ToFriend::Welcome {
                    table: TABLE,
                    seat: s,
                    game: "g".into(),
                    rules: "{}".into(),
                    seats: room.seats(),
                };
                Mirror::welcomed(&encode(&welcome)).unwrap().unwrap()
            })
        })
        .collect();
    let mut traffic = Traffic::default();
    let mut ended = 0;
    for progress in 0..20_000u64 {
        for (s, message) in room.positions(&m, progress) {
            let text = encode(&message);
            let known = known_to(&m, s);
            let mut sent = Vec::new();
            cards_in(&serde_json::from_str(&text).unwrap(), &mut sent);
            for code in sent {
                assert!(
                    known.contains(&code),
                    "seat {s} was sent {code}, which it cannot see"
                );
            }
            // The hidden hands' cards: none in the message unless shown to everyone.
            for other in (0..seats).filter(|&t| t != s) {
                let view = serde_json::to_value(m.view(other)).unwrap();
                let mut hidden = Vec::new();
                cards_in(&view["hand"], &mut hidden);
                hidden.retain(|c| !known.contains(c));
                assert!(hidden.iter().all(|c| !text.contains(&format!("\"{c}\""))));
            }
            traffic.messages += 1;
            traffic.bytes.push(text.len());
            if traffic.sample.len() < 2 && s == 1 {
                traffic.sample.push(text.chars().take(600).collect());
            }
            let mirror = mirrors[s].as_mut().unwrap();
            assert_eq!(mirror.hear(&text), Heard::Changed);
            assert_eq!(
                serde_json::to_value(mirror.view.as_ref().unwrap()).unwrap(),
                serde_json::to_value(m.view(s)).unwrap()
            );
            assert_eq!(mirror.log.len(), m.log().len());
        }
        match m.waiting() {
            Waiting::Over => break,
            Waiting::NextHand => {
                ended += 1;
                if ended == hands {
                    break;
                }
                m.next_hand();
            }
            Waiting::Ai(_) => {
                m.step().unwrap();
            }
            Waiting::Human(0) => {
                let a = m.hint(0)[0].clone();
                m.act(0, a).unwrap();
            }
            Waiting::Human(s) => {
                let mirror = mirrors[s].as_ref().unwrap();
                assert!(mirror.my_turn());
                let view = mirror.view.as_ref().unwrap();
                let mut agent = G::agent(&AgentSpec::new(AgentKind::Normal, s as u64));
                let action = agent.act(view).unwrap();
                let text = mirror.act(action);
                match take(&mut room, &mut m, s, &text, progress, 0) {
                    Taken::Moved(_) => traffic.friend_actions += 1,
                    _ => panic!("a friend's legal action was not taken"),
                }
            }
        }
    }
    assert!(ended >= hands.min(1), "no hand ended");
    traffic
}

#[test]
fn a_guandan_hand_with_three_friends_sends_each_only_its_own_cards() {
    let game = guandan::Game::new(guandan::Rules::china(), 5).unwrap();
    let t = play_with_friends(game, 2);
    assert!(t.friend_actions > 30);
    let total: usize = t.bytes.iter().sum();
    println!(
        "guandan, 2 hands: {} messages to 3 friends, {} bytes ({} per friend per hand), largest {}",
        t.messages,
        total,
        total / 6,
        t.bytes.iter().max().unwrap()
    );
    for s in &t.sample {
        println!("sample: {s}");
    }
}

#[test]
fn sheng_ji_rounds_with_friends_send_each_only_its_own_cards() {
    for (variant, seed) in [("classic", 3), ("zhao-pengyou-6", 4)] {
        let rules = shengji::Rules::named(variant).unwrap();
        let game = shengji::Game::new(rules, seed).unwrap();
        let t = play_with_friends(game, 1);
        assert!(t.friend_actions > 20, "{variant}");
        let total: usize = t.bytes.iter().sum();
        println!(
            "shengji {variant}, 1 round: {} messages, {} bytes, largest {}",
            t.messages,
            total,
            t.bytes.iter().max().unwrap()
        );
    }
}

#[test]
fn messages_round_trip() {
    let game = guandan::Game::new(guandan::Rules::default(), 1).unwrap();
    let m = Match::new(game, vec![Player::Human; 4]);
    let position: HostMessage<guandan::Game> = ToFriend::Position {
        progress: 7,
        start: true,
        view: m.view(2),
        from: 0,
        entries: m.log().to_vec(),
        from_action: 0,
        plays: Vec::new(),
        turn: Turn::Seat(3),
        clock: Some(30),
    };
    let back: HostMessage<guandan::Game> = decode(&encode(&position)).unwrap();
    assert_eq!(
        serde_json::to_value(&back).unwrap(),
        serde_json::to_value(&position).unwrap()
    );
    let act: ToHost<guandan::Action> = ToHost::Act {
        progress: 3,
        action: guandan::Action::Pass,
    };
    assert_eq!(decode::<ToHost<guandan::Action>>(&encode(&act)), Ok(act));
    let hello: ToHost<shengji::Action> = ToHost::Hello {
        token: u64::MAX,
        name: "李".into(),
        face: Some(7),
    };
    assert_eq!(
        decode::<ToHost<shengji::Action>>(&encode(&hello)),
        Ok(hello)
    );
}

#[test]
fn messages_of_other_versions_kinds_and_shapes_are_refused() {
    type Host = ToHost<guandan::Action>;
    let refused = |text: &str| decode::<Host>(text).unwrap_err();
    assert_eq!(refused(r#"[3,"pong"]"#), ProtocolError::Version(3));
    assert_eq!(
        refused(r#"[2,{"teleport":{}}]"#),
        ProtocolError::Unknown("teleport".into())
    );
    assert!(matches!(
        refused(r#"["pong"]"#),
        ProtocolError::Malformed(_)
    ));
    assert!(matches!(refused("[2,2]"), ProtocolError::Malformed(_)));
    assert!(matches!(
        refused(r#"[2,{"pong":null,"bye":null}]"#),
        ProtocolError::Malformed(_)
    ));
    assert!(matches!(
        refused(r#"[2,{"act":{"progress":"x"}}]"#),
        ProtocolError::Malformed(_)
    ));
    // A kind of the other direction is unknown here.
    assert_eq!(
        refused(r#"[2,{"position":{}}]"#),
        ProtocolError::Unknown("position".into())
    );
    let big = format!(
        r#"[2,{{"hello":{{"token":1,"name":"{}"}}}}]"#,
        "x".repeat(MAX_BYTES)
    );
    assert!(matches!(refused(&big), ProtocolError::TooLarge(_)));
    assert_eq!(VERSION, 2);
    // Every cut of a real message is refused.
    let text = encode(&Host::Act {
        progress: 9,
        action: guandan::Action::Pass,
    });
    for cut in 0..text.len() {
        assert!(decode::<Host>(&text[..cut]).is_err(), "cut at {cut}");
    }
}

#[test]
fn names_are_cleaned() {
    assert_eq!(clean_name("  Li \u{7}Wei  "), Some("Li Wei".into()));
    assert_eq!(clean_name(" \n "), None);
    assert_eq!(clean_name(&"长".repeat(40)).unwrap().chars().count(), 24);
}

#[test]
fn every_page_is_told_each_seats_face() {
    let mut room = Room::new(TABLE, "Ana", 5);
    room.host_face = 9;
    let (a, b) = (room.invite(1).unwrap(), room.invite(2).unwrap());
    room.accept(TABLE, 1, a, "Li", 0).unwrap();
    room.accept(TABLE, 2, b, "Wu", 0).unwrap();
    // Li chose face 4 (a face number past the last wraps); Wu's page says none (an earlier
    // version): Wu gets a computer's face, like seats 3 and 4.
    room.hello(1, a, ("Li", Some(4 + 16)), 0).unwrap();
    let old = r#"[2,{"hello":{"token":TOKEN,"name":"Wu"}}]"#.replace("TOKEN", &b.to_string());
    let Ok(ToHost::Hello {
        name, face: None, ..
    }) = decode::<ToHost<shengji::Action>>(&old)
    else {
        panic!("a hello without a face is read");
    };
    room.hello(2, b, (&name, None), 0).unwrap();
    room.start(AgentKind::Normal, 0);
    let faces: Vec<Option<u8>> = room.seats().iter().map(|i| i.face).collect();
    assert_eq!(&faces[..2], &[Some(9), Some(4)]);
    let others: Vec<u8> = faces[2..].iter().map(|f| f.unwrap()).collect();
    assert!(!others.contains(&9), "{others:?}");
    assert_eq!(
        others
            .iter()
            .collect::<std::collections::HashSet<_>>()
            .len(),
        3
    );

    // Two friends who kept the first face (and the host too): every seat still shows its own.
    let mut room = Room::new(TABLE, "Ana", 4);
    for s in 1..3 {
        let token = room.invite(s).unwrap();
        room.accept(TABLE, s, token, "F", 0).unwrap();
        room.hello(s, token, ("F", Some(0)), 0).unwrap();
    }
    room.start(AgentKind::Normal, 0);
    let faces: Vec<u8> = room.seats().iter().map(|i| i.face.unwrap()).collect();
    assert_eq!(faces[0], 0, "the host keeps theirs");
    assert_eq!(
        faces.iter().collect::<std::collections::HashSet<_>>().len(),
        4,
        "{faces:?}"
    );
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in ".{0,300}") {
        let _ = decode::<ToHost<shengji::Action>>(&text);
        let _ = decode::<HostMessage<guandan::Game>>(&text);
        let _ = invite::read_invite(&text);
        let _ = invite::read_reply(&text);
    }

    #[test]
    fn damaged_messages_are_refused_or_read(seed in 0u64..200, steps in 0usize..120, damages in prop::collection::vec(damage(), 1..3)) {
        let game = shengji::Game::new(shengji::Rules::classic(), seed).unwrap();
        let mut m = Match::new(game, (0..4).map(|s| Player::Ai(AgentSpec::new(AgentKind::Easy, s))).collect());
        m.run(steps).unwrap();
        let mut room = full_room(4);
        let (_, message) = room.positions(&m, 1).into_iter().next().unwrap();
        let text = damaged(&encode(&message), &damages);
        let mut mirror: Mirror<shengji::Game> = mirror_at(&room, 1);
        let _ = mirror.hear(&text);
    }
}

#[test]
fn an_invite_is_for_one_seat_of_one_table() {
    let mut room = Room::new(TABLE, "Ana", 4);
    assert_eq!(room.invite(0), Err(JoinError::NoSeat));
    let first = room.invite(1).unwrap();
    let second = room.invite(1).unwrap();
    assert_ne!(first, second);
    assert_eq!(
        room.accept(TABLE + 1, 1, second, "Li", 0),
        Err(JoinError::OtherTable)
    );
    assert_eq!(
        room.accept(TABLE, 9, second, "Li", 0),
        Err(JoinError::NoSeat)
    );
    assert_eq!(
        room.accept(TABLE, 1, first, "Li", 0),
        Err(JoinError::Replaced)
    );
    assert_eq!(room.accept(TABLE, 1, second, "Li", 0), Ok(1));
    // Opened twice: the seat is Li's until Li connects, then it is taken.
    assert_eq!(room.accept(TABLE, 1, second, "Li again", 0), Ok(1));
    room.hello(1, second, ("Li", None), 0).unwrap();
    assert_eq!(
        room.accept(TABLE, 1, second, "Bo", 0),
        Err(JoinError::Taken)
    );
    // Seat 2 invited, seat 3 a computer's; the host starts: seat 2's invite is void.
    let late = room.invite(2).unwrap();
    room.set_computer(3, Some(AgentKind::Hard));
    room.start(AgentKind::Easy, 0);
    assert_eq!(
        room.accept(TABLE, 2, late, "Wu", 0),
        Err(JoinError::Started)
    );
    assert_eq!(room.invite(2), Err(JoinError::Started));
    assert_eq!(room.places()[3], Place::Computer(AgentKind::Hard));
    let kinds: Vec<SeatKind> = room.seats().into_iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        [
            SeatKind::Host,
            SeatKind::Friend { connected: true },
            SeatKind::Computer,
            SeatKind::Computer
        ]
    );
    assert!(matches!(room.players(1)[2], Player::Ai(s) if s.kind == AgentKind::Easy));
    assert_eq!(room.players(1)[1], Player::Human);
}

#[test]
fn a_refused_or_late_action_changes_nothing_and_says_why() {
    let mut room = full_room(4);
    let game = guandan::Game::new(guandan::Rules::default(), 2).unwrap();
    let mut m = Match::new(game, room.players(1));
    while !matches!(m.waiting(), Waiting::Human(s) if s != 0) {
        match m.waiting() {
            Waiting::Human(0) => {
                let a = m.hint(0)[0].clone();
                m.act(0, a).unwrap();
            }
            _ => panic!("no friend's turn"),
        }
    }
    let Waiting::Human(s) = m.waiting() else {
        unreachable!()
    };
    let before = m.game().clone();
    // Another seat's cards: the engine refuses them.
    let theirs = m.view((s + 1) % 4).hand[..1].to_vec();
    let text = encode(&ToHost::Act {
        progress: 5,
        action: guandan::Action::Play {
            cards: theirs,
            as_combo: None,
        },
    });
    let Taken::Answer(answer) = take(&mut room, &mut m, s, &text, 5, 0) else {
        panic!("the illegal play was not refused")
    };
    assert!(matches!(answer, ToFriend::Refused { .. }));
    assert_eq!(m.game(), &before);
    // The friend's page holds the engine's refusal, to word it in its own language.
    let mut mirror: Mirror<guandan::Game> = mirror_at(&room, s);
    assert_eq!(mirror.hear(&encode(&answer)), Heard::Again);
    assert!(mirror.refused);
    // A legal action for a position that is gone.
    let hint = m.hint(s)[0].clone();
    let text = encode(&ToHost::Act {
        progress: 4,
        action: hint.clone(),
    });
    assert!(matches!(
        take(&mut room, &mut m, s, &text, 5, 0),
        Taken::Answer(ToFriend::Late)
    ));
    // Out of turn: another friend's action, refused by the engine.
    let text = encode(&ToHost::Act {
        progress: 5,
        action: hint,
    });
    assert!(matches!(
        take(&mut room, &mut m, (s % 3) + 1, &text, 5, 0),
        Taken::Answer(ToFriend::Refused { .. })
    ));
    // Garbage.
    assert!(matches!(
        take(&mut room, &mut m, s, "[2,{\"act\"", 5, 0),
        Taken::Refused(_)
    ));
    assert_eq!(m.game(), &before);
}

/// The lobby sends no pings: a friend seated long before the start is not silent at it.
#[test]
fn silence_counts_from_the_start_of_the_match() {
    let mut room = Room::new(TABLE, "Ana", 4);
    let token = room.invite(1).unwrap();
    room.accept(TABLE, 1, token, "Li", 0).unwrap();
    room.hello(1, token, ("Li", None), 0).unwrap();
    // The others take 20 s to join; then the match starts.
    let start = 20_000;
    room.start(AgentKind::Normal, start);
    assert_eq!(room.silent(start + 4_000), Vec::<Seat>::new());
    assert_eq!(room.silent(start + HEARTBEAT_TIMEOUT_MS + 1), vec![1]);
}

#[test]
fn a_friend_who_goes_silent_is_replaced_and_comes_back_mid_hand() {
    let mut room = full_room(4);
    let seed = 3;
    let game = shengji::Game::new(shengji::Rules::classic(), 8).unwrap();
    let mut m = Match::new(game, room.players(seed));
    // Seats 1 and 3 answer; seat 2 stays silent.
    room.heard(1, HEARTBEAT_TIMEOUT_MS);
    room.heard(3, HEARTBEAT_TIMEOUT_MS);
    assert_eq!(room.silent(HEARTBEAT_TIMEOUT_MS + 1), vec![2]);
    assert!(room.lost(2));
    assert!(!room.lost(2));
    room.seat_players(&mut m, seed);
    assert!(matches!(m.players()[2], Player::Ai(s) if s.kind == AgentKind::Normal));
    assert_eq!(room.seats()[2].kind, SeatKind::Friend { connected: false });
    // Everyone else is played by the computer for a while; seat 2's friend is not sent a thing.
    for s in [0, 1, 3] {
        m.set_player(s, Player::Ai(AgentSpec::new(AgentKind::Easy, s as u64)));
    }
    m.run(40).unwrap();
    assert!(room.positions(&m, 1).iter().all(|(s, _)| *s != 2));
    // A new invite to seat 2; the old one no longer opens it.
    let Place::Friend(old) = room.places()[2].clone() else {
        panic!()
    };
    let token = room.invite(2).unwrap();
    assert_eq!(
        room.accept(TABLE, 2, old.token, "Wu", 50),
        Err(JoinError::Replaced)
    );
    assert_eq!(room.accept(TABLE, 2, token, "Wu", 50), Ok(2));
    let hello = encode(&ToHost::<shengji::Action>::Hello {
        token,
        name: "Wu".into(),
        face: None,
    });
    assert!(matches!(
        take(&mut room, &mut m, 2, &hello, 1, 60),
        Taken::Joined
    ));
    room.seat_players(&mut m, seed);
    assert_eq!(m.players()[2], Player::Human);
    // The friend's new page is sent the whole log and its seat's hand as it is now.
    let sent = room.positions(&m, 2);
    let (_, message) = sent.iter().find(|(s, _)| *s == 2).unwrap();
    let mut mirror: Mirror<shengji::Game> = mirror_at(&room, 2);
    assert_eq!(mirror.hear(&encode(message)), Heard::Changed);
    assert_eq!(mirror.log.len(), m.log().len());
    assert_eq!(mirror.view.as_ref().unwrap().hand, m.view(2).hand);
    assert!(!mirror.view.as_ref().unwrap().hand.is_empty());
}

#[test]
fn a_page_that_missed_part_of_the_log_asks_for_it_again() {
    let mut room = full_room(4);
    let game = guandan::Game::new(guandan::Rules::default(), 4).unwrap();
    let mut m = Match::new(
        game,
        (0..4)
            .map(|s| Player::Ai(AgentSpec::new(AgentKind::Easy, s)))
            .collect(),
    );
    let first = room.positions(&m, 0);
    m.run(10).unwrap();
    let second = room.positions(&m, 1);
    let (_, later) = second.iter().find(|(s, _)| *s == 1).unwrap();
    let mut mirror: Mirror<guandan::Game> = mirror_at(&room, 1);
    // The first position never arrived: the second's log starts past what the page holds.
    assert!(!first.is_empty());
    let Heard::Answer(ask) = mirror.hear(&encode(later)) else {
        panic!("no resync asked")
    };
    assert!(matches!(
        take(&mut room, &mut m, 1, &ask, 1, 0),
        Taken::Nothing
    ));
    let again = room.positions(&m, 1);
    let (_, all) = again.iter().find(|(s, _)| *s == 1).unwrap();
    assert_eq!(mirror.hear(&encode(all)), Heard::Changed);
    assert_eq!(mirror.log.len(), m.log().len());
}

#[test]
fn an_invite_link_has_a_qr_code() {
    let link = format!("https://example.org/games/cards/#join={}", "A".repeat(790));
    let svg = cardtable::friends::invite::qr_svg(&link, "Invite <1>").expect("a code");
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert!(svg.contains(r#"aria-label="Invite 1""#));
    // Dark modules were drawn (runs of them in rows), on a square of the code's size and its
    // quiet zone.
    let path = qr::path(&svg);
    let dark: usize = path
        .split('z')
        .filter(|rect| !rect.is_empty())
        .map(|rect| {
            rect.split(['h', 'v'])
                .nth(1)
                .unwrap()
                .parse::<usize>()
                .unwrap()
        })
        .sum();
    assert!(dark > 1000, "{dark} dark modules");
    // Far more than any link holds: no code.
    assert!(cardtable::friends::invite::qr_svg(&"x".repeat(8000), "").is_none());
}

#[test]
fn a_friend_out_of_time_has_the_turn_played_by_the_computer() {
    let mut room = full_room(4);
    room.turn_limit = Some(20);
    let seed = 5;
    let game = guandan::Game::new(guandan::Rules::default(), 11).unwrap();
    let mut m = Match::new(game, room.players(seed));
    // The host's seat is played by the computer here, up to the first friend's turn.
    m.set_player(0, Player::Ai(AgentSpec::new(AgentKind::Easy, 0)));
    while room.friend_to_act(&m).is_none() {
        m.step().unwrap();
    }
    let seat = room.friend_to_act(&m).unwrap();
    // The friend's position says how long it has; the others' do not.
    for (s, message) in room.positions(&m, 1) {
        let ToFriend::Position { clock, .. } = message else {
            panic!()
        };
        assert_eq!(clock, (s == seat).then_some(20), "seat {s}");
    }
    // Only the seat to act can run out of time.
    assert!(!room.time_up(&mut m, (seat + 1) % 4, seed));
    assert!(room.time_up(&mut m, seat, seed));
    let before = m.log().len();
    let (asked, _) = m.asking().expect("the computer plays the turn");
    assert_eq!(asked, seat);
    m.step().unwrap();
    assert!(m.log().len() > before);
    // Once the turn has passed the seat is the friend's again.
    room.seat_players(&mut m, seed);
    assert_eq!(m.players()[seat], Player::Human);
}

#[test]
fn a_rejoining_page_is_sent_the_hand_in_play_not_the_whole_match() {
    let mut room = full_room(4);
    let game = guandan::Game::new(guandan::Rules::default(), 21).unwrap();
    let mut m = Match::new(
        game,
        (0..4)
            .map(|s| Player::Ai(AgentSpec::new(AgentKind::Easy, s)))
            .collect(),
    );
    // The first hand is played to its end, and the second under way (with no human at the
    // table the driver goes straight on).
    let ended =
        |m: &Match<guandan::Game>| m.log().iter().any(|e| guandan::Game::ends_hand(&e.event));
    while !ended(&m) {
        m.step().unwrap();
    }
    m.run(12).unwrap();
    room.resync(1);
    let sent = room.positions(&m, 1);
    let (_, again) = sent.iter().find(|(s, _)| *s == 1).unwrap();
    let ToFriend::Position { start, from, .. } = again else {
        panic!()
    };
    let hand_two = m
        .log()
        .iter()
        .position(|e| guandan::Game::ends_hand(&e.event))
        .unwrap()
        + 1;
    assert!(*start);
    assert_eq!(*from, hand_two);
    let mut mirror: Mirror<guandan::Game> = mirror_at(&room, 1);
    assert_eq!(mirror.hear(&encode(again)), Heard::Changed);
    assert_eq!(mirror.log.len(), m.log().len() - hand_two);
    assert_eq!(mirror.view.as_ref().unwrap().hand, m.view(1).hand);
    // And it follows on from there.
    m.run(4).unwrap();
    for (s, message) in room.positions(&m, 2) {
        if s == 1 {
            assert_eq!(mirror.hear(&encode(&message)), Heard::Changed);
        }
    }
    assert_eq!(mirror.log.len(), m.log().len() - hand_two);
}
