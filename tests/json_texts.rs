//! The JSON texts of saves, record files and friends' messages (tests/fixtures/json/): the
//! code writes them the same today, and each reads and writes back to the very same text.
//! The files are what earlier pages wrote: a change that cannot read them breaks a player's
//! save or a friend's table (issue 69). `tests/web.rs` checks the browser's JSON on them.
//! `FIXTURES=write cargo test --test json_texts` writes them anew, for a deliberate change of
//! format only (then the old texts must still be read: keep them under another name).
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/texts.rs"]
mod texts;

use cardtable::agents::{AgentKind, AgentSpec};
use cardtable::driver::{Match, Player, Waiting, record, save};
use cardtable::friends::message::{ToHost, encode};
use cardtable::friends::room::Room;
use cardtable::{guandan, shengji};

/// `m` played on (the rule AI at its computers' seats, hints at its humans' seats) until its
/// humans have made `moves` actions.
fn played<G: record::Recordable>(mut m: Match<G>, moves: usize) -> Match<G> {
    let mut made = 0;
    for _ in 0..10_000 {
        match m.waiting() {
            Waiting::Ai(_) => {
                m.step().unwrap();
            }
            Waiting::Human(seat) if made < moves => {
                let action = m.hint(seat).into_iter().next().unwrap();
                m.act(seat, action).unwrap();
                made += 1;
            }
            Waiting::NextHand => {
                m.next_hand();
            }
            _ => return m,
        }
    }
    panic!("the match did not stop");
}

/// A human at seat 0, the rule AI elsewhere (with seeds beyond 2^53, as the page's are).
fn one_human<G: record::Recordable>(game: G, moves: usize) -> Match<G> {
    let players = (0..game.seats())
        .map(|s| match s {
            0 => Player::Human,
            _ => Player::Ai(AgentSpec::new(AgentKind::Baseline, u64::MAX - s as u64)),
        })
        .collect();
    played(Match::new(game, players), moves)
}

/// Seat 1's first position at a friends' table, and the action it sends back.
fn friends<G: record::Recordable>(game: G, moves: usize) -> (String, String) {
    let seats = game.seats();
    let mut room = Room::new(0xC0FFEE, "Ana", seats);
    for s in 1..seats {
        let token = room.invite(s).unwrap();
        room.accept(0xC0FFEE, s, token, &format!("F{s}"), 0)
            .unwrap();
        room.hello(s, token, (&format!("F{s}"), Some(s as u8)), 0)
            .unwrap();
    }
    room.start(AgentKind::Baseline, 0);
    let m = played(Match::new(game, room.players(5)), moves);
    let (_, position) = room
        .positions(&m, moves as u64)
        .into_iter()
        .find(|(s, _)| *s == 1)
        .unwrap();
    // An action as a friend's page sends it: the last one played.
    let action = m.history().unwrap().1.last().unwrap().action.clone();
    let act = ToHost::Act {
        progress: moves as u64,
        action,
    };
    (encode(&position), encode(&act))
}

fn made() -> Vec<(&'static str, String)> {
    let gd = one_human(guandan::Game::new(guandan::Rules::default(), 7).unwrap(), 6);
    let sj = one_human(
        shengji::Game::new(shengji::Rules::classic(), 7).unwrap(),
        130,
    );
    let zp = shengji::Rules::named("zhao-pengyou-5").unwrap();
    let zp = one_human(shengji::Game::new(zp, 8).unwrap(), 40);
    let recorded = |m: &Match<guandan::Game>| {
        let (start, actions) = m.history().unwrap();
        record::to_json::<guandan::Game>(&record::record(start, actions))
    };
    let (sj_start, sj_actions) = sj.history().unwrap();
    let sj_record = record::to_json::<shengji::Game>(&record::record(sj_start, sj_actions));
    let (gd_position, gd_act) = friends(
        guandan::Game::new(guandan::Rules::default(), 9).unwrap(),
        10,
    );
    let (sj_position, sj_act) = friends(
        shengji::Game::new(shengji::Rules::classic(), 9).unwrap(),
        150,
    );
    vec![
        ("guandan-save", save::write(7, &gd).unwrap()),
        ("shengji-save", save::write(7, &sj).unwrap()),
        ("zhao-pengyou-save", save::write(8, &zp).unwrap()),
        ("guandan-record", recorded(&gd)),
        ("shengji-record", sj_record),
        ("guandan-position", gd_position),
        ("shengji-position", sj_position),
        ("guandan-act", gd_act),
        ("shengji-act", sj_act),
    ]
}

#[test]
fn the_texts_of_saves_records_and_messages_are_written_as_before() {
    let made = made();
    if std::env::var("FIXTURES").as_deref() == Ok("write") {
        for (name, text) in &made {
            let path = format!(
                "{}/tests/fixtures/json/{name}.json",
                env!("CARGO_MANIFEST_DIR")
            );
            std::fs::write(path, text).unwrap();
        }
        return;
    }
    assert_eq!(made.len(), texts::FILES.len());
    for ((name, text), (file, kept)) in made.iter().zip(texts::FILES) {
        assert_eq!(name, file);
        assert_eq!(text, kept, "{name} is written otherwise than before");
    }
}

#[test]
fn every_kept_text_reads_and_writes_back_the_same() {
    for (name, text) in texts::FILES {
        assert!(text.len() > 30, "{name}: {text}");
        assert_eq!(texts::again(name, text).as_deref(), Ok(*text), "{name}");
    }
}
