//! Looking back at a hand: the review asks the Hard player about each decision a seat made,
//! and the end of a hand plays the same deal again with the Hard player in that seat.

use cardtable::agents::{AgentKind, AgentSpec};
use cardtable::driver::record::{Recordable, last_hand};
use cardtable::driver::remote::Remote;
use cardtable::driver::study::{decisions, play_hand};
use cardtable::driver::{Match, Player};
use cardtable::{guandan, shengji};

/// The search budget of these tests (small: they check behaviour, not strength).
const BUDGET_MS: u32 = 60;

fn specs(seats: usize, first: AgentKind) -> Vec<AgentSpec> {
    (0..seats)
        .map(|s| {
            let kind = if s == 0 { first } else { AgentKind::Baseline };
            AgentSpec::new(kind, 31 + s as u64).with_budget(BUDGET_MS)
        })
        .collect()
}

/// The first hand of a match of `seats`, played out: the match and the event that ended it.
fn first_hand<G: Recordable>(game: G, seats: &[AgentSpec]) -> (Match<G>, G::Event) {
    let players = seats.iter().map(|&s| Player::Ai(s)).collect();
    let mut m = Match::new(game, players);
    for _ in 0..5_000 {
        let (_, events) = m.step().unwrap().expect("an AI to act");
        if let Some(end) = events.into_iter().find(G::ends_hand) {
            return (m, end);
        }
    }
    panic!("the hand did not end");
}

/// Playing the hand again from its deal with the same players ends it the same way.
fn replays_the_same<G>(game: G)
where
    G: Recordable + Remote,
    G::Event: PartialEq + serde::Serialize + serde::de::DeserializeOwned,
{
    let seats = specs(game.seats(), AgentKind::Normal);
    let (m, end) = first_hand(game, &seats);
    let (start, actions) = m.history().unwrap();
    let hand = last_hand(start, actions).unwrap();
    assert_eq!(play_hand(&hand.positions[0], &seats).unwrap(), end);
    // Another player in seat 0 plays its own hand to an end.
    let hard = specs(seats.len(), AgentKind::Hard);
    assert!(play_hand(&hand.positions[0], &hard).is_ok());
    assert!(play_hand(&hand.positions[0], &hard[1..]).is_err());
}

#[test]
fn a_hand_played_again_with_the_same_players_ends_the_same() {
    replays_the_same(guandan::Game::new(guandan::Rules::default(), 5).unwrap());
    replays_the_same(shengji::Game::new(shengji::Rules::classic(), 5).unwrap());
}

/// Reviews seat 0's decisions in the first hand, where seat 0 was played by `kind`: the
/// number of decisions, of verdicts, and of verdicts worth over a tenth of a level or five
/// points.
fn review<G>(game: G, kind: AgentKind) -> (usize, usize, usize)
where
    G: Recordable + Remote,
{
    let seats = specs(game.seats(), kind);
    let (m, _) = first_hand(game, &seats);
    let (start, actions) = m.history().unwrap();
    let hand = last_hand(start, actions).unwrap();
    let mine = decisions(&hand, 0);
    assert!(mine.len() > 5);
    let (mut verdicts, mut flagged) = (0, 0);
    for d in &mine {
        assert_eq!(d.action, hand.actions[d.step].action);
        if let Some(a) = G::assess(&d.view, &d.action, &seats[0]) {
            assert!(G::check_action(&d.view, &a.better).is_ok());
            assert_ne!(a.better, d.action);
            assert!(a.gain.is_finite());
            verdicts += 1;
            if a.gain > 0.1 || a.points >= 5.0 {
                flagged += 1;
            }
        }
    }
    (mine.len(), verdicts, flagged)
}

#[test]
fn the_hard_player_finds_nothing_to_change_in_its_own_hand() {
    let gd = review(
        guandan::Game::new(guandan::Rules::default(), 9).unwrap(),
        AgentKind::Hard,
    );
    assert_eq!(gd.1, 0, "{gd:?}");
    assert!(gd.0 > 10, "{gd:?}");
    let sj = review(
        shengji::Game::new(shengji::Rules::classic(), 9).unwrap(),
        AgentKind::Hard,
    );
    assert_eq!(sj.1, 0, "{sj:?}");
}

#[test]
fn the_review_flags_a_random_players_mistakes() {
    let gd = review(
        guandan::Game::new(guandan::Rules::default(), 9).unwrap(),
        AgentKind::Random,
    );
    assert!(gd.2 >= 2, "Guan Dan {gd:?}");
    // Two rounds: in a single one a random player may have few choices that matter.
    let sj: Vec<_> = [9, 10]
        .into_iter()
        .map(|seed| {
            review(
                shengji::Game::new(shengji::Rules::classic(), seed).unwrap(),
                AgentKind::Random,
            )
        })
        .collect();
    assert!(
        sj.iter().map(|r| r.2).sum::<usize>() >= 3,
        "Sheng Ji {sj:?}"
    );
}

/// The cards a seat was dealt in the hand that starts at `g`, sorted (Guan Dan: the tribute
/// already paid is given back).
fn dealt_gd(g: &guandan::Game, seat: usize) -> Vec<String> {
    let v = g.view(seat);
    let mut cards = v.hand.clone();
    for x in v
        .tribute
        .returned
        .iter()
        .rev()
        .chain(v.tribute.paid.iter().rev())
    {
        if x.to == seat {
            let i = cards.iter().position(|c| *c == x.card).unwrap();
            cards.remove(i);
        }
        if x.from == seat {
            cards.push(x.card);
        }
    }
    let mut codes: Vec<String> = cards.iter().map(|c| c.full_code()).collect();
    codes.sort();
    codes
}

/// The specs moved one seat back, as the cards are.
fn turned_specs(seats: &[AgentSpec]) -> Vec<AgentSpec> {
    let mut out = seats.to_vec();
    out.rotate_left(1);
    out
}

#[test]
fn a_turned_guan_dan_deal_gives_each_seat_the_next_seats_cards_and_situation() {
    for seed in [1u64, 2, 3, 4, 5, 6] {
        // The rule AI plays a deal the same way turned; a search (the Normal's too) deals its
        // unseen cards seat by seat, which turning changes.
        let seats: Vec<AgentSpec> = (0..4)
            .map(|s| AgentSpec::new(AgentKind::Baseline, 31 + s))
            .collect();
        let (m, end) = first_hand(
            guandan::Game::new(guandan::Rules::default(), seed).unwrap(),
            &seats,
        );
        let (start, actions) = m.history().unwrap();
        let hand1 = last_hand(start, actions).unwrap().positions[0].clone();
        // Hand 2 starts where the match is now (its tribute may already be under way).
        for g in [hand1, m.game().clone()] {
            let t = g.turned().expect("a hand's start turns");
            assert!(t.check_integrity().is_ok());
            for s in 0..4 {
                assert_eq!(
                    dealt_gd(&t, s),
                    dealt_gd(&g, (s + 1) % 4),
                    "seed {seed} seat {s}"
                );
            }
            assert_eq!(t.levels(), [g.levels()[1], g.levels()[0]]);
            // Four turns come back to the same deal and the same turn to act.
            let back = t.turned().unwrap().turned().unwrap().turned().unwrap();
            assert_eq!(back.to_act(), g.to_act());
            for s in 0..4 {
                assert_eq!(dealt_gd(&back, s), dealt_gd(&g, s));
            }
        }
        // The first hand played again from the turned deal by the same players, moved with
        // their cards, ends the same way seen from the other side.
        let hand1 = last_hand(start, actions).unwrap().positions[0].clone();
        let again = play_hand(&hand1.turned().unwrap(), &turned_specs(&seats)).unwrap();
        let (guandan::Event::HandEnded(a), guandan::Event::HandEnded(b)) = (&end, &again) else {
            panic!("hands end with a result");
        };
        // After a 1-2 finish the two left are listed in seat order, which turning changes.
        let finished = if a.finish == guandan::scoring::Finish::OneTwo {
            2
        } else {
            4
        };
        assert_eq!(
            b.order[..finished],
            a.order.map(|s| (s + 3) % 4)[..finished],
            "seed {seed}"
        );
        assert_eq!(b.finish, a.finish, "seed {seed}");
        assert_eq!(b.winners, 1 - a.winners);
        // Once a card is played there is nothing to turn.
        let mut g = m.game().clone();
        while g.view(0).history.is_empty() {
            let seat = g.to_act().unwrap();
            let action =
                <guandan::Game as cardtable::agents::TableGame>::legal_actions(&g.view(seat))[0]
                    .clone();
            g.apply(seat, action).unwrap();
        }
        assert!(g.turned().is_none());
    }
}

#[test]
fn a_turned_sheng_ji_deal_gives_each_seat_the_next_seats_draw_and_role() {
    for (rules, seed) in [
        (shengji::Rules::classic(), 1u64),
        (shengji::Rules::classic(), 2),
        (shengji::Rules::one_deck(), 3),
    ] {
        let n = rules.players as usize;
        let seats = specs(n, AgentKind::Normal);
        let (m, end) = first_hand(shengji::Game::new(rules, seed).unwrap(), &seats);
        let (start, actions) = m.history().unwrap();
        let round1 = last_hand(start, actions).unwrap().positions[0].clone();
        let t = round1.turned().expect("a round's start turns");
        assert!(t.check_integrity().is_ok());
        let again = play_hand(&t, &turned_specs(&seats)).unwrap();
        let (shengji::Event::RoundOver(a), shengji::Event::RoundOver(b)) = (&end, &again) else {
            panic!("rounds end with a result");
        };
        assert_eq!(b.dealer, (a.dealer + n - 1) % n, "seed {seed}");
        assert_eq!(b.opponents_points, a.opponents_points);
        let mut declarers = a.declarers.clone();
        declarers.rotate_left(1);
        assert_eq!(b.declarers, declarers);
        // At the round's end there is nothing to turn.
        assert!(m.game().turned().is_none());
    }
}
