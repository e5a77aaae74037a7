//! Hand records: a match's record, written as JSON or as a link and read back, replays every
//! position of the match; a damaged, foreign or tampered record is refused with its reason.

use cardtable::agents::{AgentKind, AgentSpec};
use cardtable::driver::record::{
    self, Played, RecordError, Recordable, from_json, from_link, replay, to_json, to_link,
};
use cardtable::driver::{Match, Player};

/// A match of four (or more) Normal players, run for up to `actions` actions.
fn played<G: Recordable>(game: G, actions: usize) -> Match<G> {
    let seats = game.seats();
    let players = (0..seats)
        .map(|s| Player::Ai(AgentSpec::new(AgentKind::Normal, s as u64 + 7)))
        .collect();
    let mut m = Match::new(game, players);
    m.run(actions).unwrap();
    m
}

/// Record → JSON → record → replay reaches the match's position; the link does too.
fn round_trip<G>(m: &Match<G>)
where
    G: Recordable + PartialEq + std::fmt::Debug,
    G::Action: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
    G::Rules: PartialEq + std::fmt::Debug,
{
    let (start, actions) = m.history().expect("a new match keeps its record");
    assert!(actions.len() > 50, "{} actions", actions.len());
    let rec = record::record(start, actions);
    let json = to_json::<G>(&rec);
    let back = from_json::<G>(&json).unwrap();
    assert_eq!(back.actions, rec.actions);
    let positions = replay::<G>(&back).unwrap();
    assert_eq!(positions.len(), actions.len() + 1);
    assert_eq!(
        positions.last().unwrap(),
        m.game(),
        "the replay ends where the match is"
    );
    assert_eq!(&positions[0], start);
    let link = to_link::<G>(&rec).unwrap();
    assert!(
        link.len() < json.len() / 8,
        "a link is compact: {} vs {}",
        link.len(),
        json.len()
    );
    println!(
        "{} actions: JSON {} bytes, link {} characters",
        actions.len(),
        json.len(),
        link.len()
    );
    let from = from_link::<G>(&link).unwrap();
    assert_eq!(from.actions, rec.actions);
    assert_eq!(from.rules, rec.rules);
    assert_eq!(from.seed, rec.seed);
}

#[test]
fn guan_dan_records_replay_the_match() {
    for seed in [5u64, 48] {
        let game =
            cardtable::guandan::Game::new(cardtable::guandan::Rules::default(), seed).unwrap();
        round_trip(&played(game, 400));
    }
}

#[test]
fn sheng_ji_records_replay_the_match() {
    use cardtable::shengji::{Game, Rules};
    for (rules, seed) in [
        (Rules::classic(), 3u64),
        (Rules::zhao_pengyou(5).unwrap(), 5),
    ] {
        round_trip(&played(Game::new(rules, seed).unwrap(), 300));
    }
}

#[test]
fn a_saved_match_keeps_its_record() {
    let game = cardtable::guandan::Game::new(cardtable::guandan::Rules::default(), 9).unwrap();
    let m = played(game, 120);
    let text = cardtable::driver::save::write(4, &m).unwrap();
    let (_, back) = cardtable::driver::save::read::<cardtable::guandan::Game>(&text).unwrap();
    assert_eq!(back.history().map(|(_, a)| a.len()), Some(120));
    assert_eq!(back.game(), m.game());
}

#[test]
fn damaged_foreign_and_tampered_records_are_refused() {
    use cardtable::guandan::{Action, Game, Rules};
    let m = played(Game::new(Rules::default(), 5).unwrap(), 80);
    let (start, actions) = m.history().unwrap();
    let rec = record::record(start, actions);
    let json = to_json::<Game>(&rec);
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
        f(&mut v);
        v.to_string()
    };
    assert!(matches!(
        from_json::<Game>("{ not json"),
        Err(RecordError::Unreadable(_))
    ));
    assert_eq!(
        from_json::<Game>(r#"{"name": "a recipe"}"#),
        Err(RecordError::Foreign)
    );
    assert_eq!(
        from_json::<Game>(&edit(&|v| v["version"] = 99.into())),
        Err(RecordError::Version(99))
    );
    assert_eq!(
        from_json::<cardtable::shengji::Game>(&json),
        Err(RecordError::OtherGame("guandan".into()))
    );
    // Another seed deals other cards than the record says.
    let reseeded = from_json::<Game>(&edit(&|v| v["seed"] = 6.into())).unwrap();
    assert_eq!(replay::<Game>(&reseeded), Err(RecordError::DealDiffers));
    // An action moved to the wrong seat is refused, by its number.
    let mut tampered = rec.clone();
    let Played { seat, action } = tampered.actions[10].clone();
    tampered.actions[10] = Played {
        seat: (seat + 1) % 4,
        action: action.clone(),
    };
    assert!(matches!(
        replay::<Game>(&tampered),
        Err(RecordError::Refused { index: 10, .. })
    ));
    let _: Action = action;
    // A cut or garbled link.
    assert!(from_link::<Game>("%%%").is_err());
    let link = to_link::<Game>(&rec).unwrap();
    assert!(from_link::<Game>(&link[..link.len() / 2]).is_err());
}

#[test]
fn the_last_hand_is_replayed_from_its_deal() {
    use cardtable::agents::TableGame;
    use cardtable::driver::record::last_hand;
    use cardtable::guandan::{Game, Rules};
    let m = played(Game::new(Rules::default(), 48).unwrap(), 400);
    let (start, actions) = m.history().unwrap();
    let hand = last_hand(start, actions).unwrap();
    assert_eq!(hand.positions.len(), hand.actions.len());
    // Every position is of the hand's one deal, and each action is legal from its position.
    let deal = hand.positions[0].deal_number();
    for (g, p) in hand.positions.iter().zip(&hand.actions) {
        assert_eq!(g.deal_number(), deal);
        g.clone().apply(p.seat, p.action.clone()).unwrap();
    }
    assert_eq!(
        &hand.actions[..],
        &actions[actions.len() - hand.actions.len()..]
    );
    // Right after a hand ends (a new deal, no action yet) the finished hand is the one shown.
    let mut m = played(Game::new(Rules::default(), 48).unwrap(), 0);
    let first = m.game().deal_number();
    while m.game().deal_number() == first {
        m.run(1).unwrap();
    }
    let (start, actions) = m.history().unwrap();
    let hand = last_hand(start, actions).unwrap();
    assert!(hand.over, "the hand just ended is over");
    assert_eq!(hand.positions[0].deal_number(), first);
    assert_eq!(hand.actions.len(), actions.len());
}

/// A match resumed from its record's link (a table opened full screen from a frame) is the
/// same match: the same position, log and record, whoever sits at the seats.
#[test]
fn a_match_resumes_from_its_link() {
    use cardtable::guandan::{Game, Rules};
    let m = played(Game::new(Rules::default(), 48).unwrap(), 150);
    let (start, actions) = m.history().unwrap();
    let link = to_link::<Game>(&record::record(start, actions)).unwrap();
    let back =
        record::resume::<Game>(&from_link::<Game>(&link).unwrap(), m.players().to_vec()).unwrap();
    assert_eq!(back.game(), m.game());
    assert_eq!(back.log(), m.log());
    assert_eq!(back.history().unwrap().1, actions);
    // With a human at the table, the resumed match waits between hands as the table did.
    let mut players = m.players().to_vec();
    players[0] = Player::Human;
    let resumed = record::resume::<Game>(&from_link::<Game>(&link).unwrap(), players).unwrap();
    assert_eq!(resumed.game(), m.game());
    let hands_ended = m
        .log()
        .iter()
        .filter(|e| matches!(e.event, cardtable::guandan::Event::HandEnded(_)))
        .count();
    assert!(hands_ended >= 1, "the record crosses a hand's end");
}

/// A link as the page wrote it before stop 76 (the compact JSON built as a `serde_json::Value`)
/// still opens as the same record, and so does one with a field this version does not know;
/// one of another version or game is told so.
#[test]
fn links_written_by_earlier_pages_still_open() {
    use base64::Engine as _;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use cardtable::shengji::{Game, Rules};
    let m = played(Game::new(Rules::classic(), 3).unwrap(), 60);
    let (start, actions) = m.history().unwrap();
    let rec = record::record(start, actions);
    let pairs: Vec<_> = rec.actions.iter().map(|p| (p.seat, &p.action)).collect();
    let link = |json: serde_json::Value| {
        URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(
            json.to_string().as_bytes(),
            9,
        ))
    };
    let earlier = link(serde_json::json!({
        "v": 1, "g": "shengji", "r": rec.rules, "s": rec.seed.to_string(), "a": pairs,
    }));
    assert_eq!(from_link::<Game>(&earlier).unwrap(), rec);
    let later = link(serde_json::json!({
        "v": 1, "g": "shengji", "r": rec.rules, "s": rec.seed.to_string(), "a": pairs,
        "note": "a field this version does not know",
    }));
    assert_eq!(from_link::<Game>(&later).unwrap(), rec);
    let other = |v: u32, g: &str| link(serde_json::json!({ "v": v, "g": g, "r": 0, "a": 0 }));
    assert_eq!(
        from_link::<Game>(&other(2, "shengji")),
        Err(RecordError::Version(2))
    );
    assert_eq!(
        from_link::<Game>(&other(1, "guandan")),
        Err(RecordError::OtherGame("guandan".into()))
    );
    assert_eq!(
        from_link::<Game>(&to_link::<Game>(&rec).unwrap()).unwrap(),
        rec
    );
}
