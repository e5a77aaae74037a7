//! The card trackers (记牌器) of both games, checked against the hidden truth over seeded
//! matches played by the rule AI: what a seat counts as unseen is exactly what the other
//! hands hold (Guan Dan), or the other hands plus the kitty the seat did not bury (Sheng Ji).

#[path = "common/guandan.rs"]
mod common;

use cardtable::cards::{Card, Face, Joker, Rank, Suit};
use cardtable::guandan::tracker::tracker;
use cardtable::guandan::{Game, Rules};

/// Copies of `pred` in the three hands other than `seat`'s.
fn in_other_hands(game: &Game, seat: usize, pred: impl Fn(&Card) -> bool) -> u8 {
    (0..4)
        .filter(|&s| s != seat)
        .map(|s| game.hands()[s].iter().filter(|c| pred(c)).count() as u8)
        .sum()
}

#[test]
fn guan_dan_unseen_cards_are_the_other_hands() {
    let mut checks = 0;
    for seed in [3u64, 48, 1234] {
        let mut game = Game::new(Rules::default(), seed).unwrap();
        // Two hands or so: several points of each, every seat's view.
        for step in 0..260 {
            if game.is_over() {
                break;
            }
            if step % 7 == 0 {
                for seat in 0..4 {
                    let view = game.view(seat);
                    let t = tracker(&view);
                    for rank in Rank::ALL {
                        let truth = in_other_hands(&game, seat, |c| c.face.rank() == Some(rank));
                        assert_eq!(
                            t.unseen_of(rank),
                            truth,
                            "seed {seed} step {step} seat {seat} {rank:?}"
                        );
                    }
                    let joker = |j| in_other_hands(&game, seat, |c| c.face == Face::Joker(j));
                    assert_eq!(t.small_jokers, joker(Joker::Small));
                    assert_eq!(t.big_jokers, joker(Joker::Big));
                    let wild = Face::Suited(Suit::Hearts, view.level);
                    assert_eq!(t.wilds, in_other_hands(&game, seat, |c| c.face == wild));
                    let others: usize = (0..4)
                        .filter(|&s| s != seat)
                        .map(|s| game.hands()[s].len())
                        .sum();
                    assert_eq!(t.total(), others);
                    assert_eq!(t.left, view.card_counts);
                    checks += 1;
                }
            }
            let seat = game.to_act().expect("someone acts while the match goes on");
            let action = common::decide(&game);
            game.apply(seat, action).unwrap();
        }
    }
    assert!(checks > 60, "{checks} checks");
}

#[test]
fn guan_dan_passes_name_the_play_they_passed_on() {
    let mut game = Game::new(Rules::default(), 48).unwrap();
    // Play until a trick holds a pass, then check it against the trick's turns.
    for _ in 0..200 {
        let view = game.view(0);
        let t = tracker(&view);
        if let Some((seat, on)) = t.passes.first() {
            assert!(
                view.trick.turns.iter().any(
                    |turn| matches!(turn, cardtable::guandan::game::Turn::Pass(s) if s == seat)
                )
            );
            assert!(
                on.is_some(),
                "a pass is on a play: nobody passes on an empty table"
            );
            return;
        }
        let seat = game.to_act().unwrap();
        let action = common::decide(&game);
        game.apply(seat, action).unwrap();
    }
    panic!("no pass in 200 actions");
}

mod sheng_ji {
    use cardtable::agents::Agent;
    use cardtable::agents::shengji::rule::RuleAgent;
    use cardtable::cards::Face;
    use cardtable::shengji::order::points;
    use cardtable::shengji::tracker::tracker;
    use cardtable::shengji::{Game, Phase, Rules};

    /// Copies of `face` the seat cannot see: the other hands, and the buried kitty unless the
    /// seat is the dealer who buried it.
    fn hidden(game: &Game, seat: usize, face: Face) -> u8 {
        let players = game.rules().players as usize;
        let hands: usize = (0..players)
            .filter(|&s| s != seat)
            .map(|s| game.hand(s).iter().filter(|c| c.face == face).count())
            .sum();
        let kitty = if game.dealer() == Some(seat) {
            0
        } else {
            game.buried().iter().filter(|c| c.face == face).count()
        };
        (hands + kitty) as u8
    }

    #[test]
    fn sheng_ji_cards_out_are_the_hidden_cards() {
        let mut checks = 0;
        for (rules, seed) in [
            (Rules::classic(), 3u64),
            (Rules::classic(), 21),
            (Rules::zhao_pengyou(5).unwrap(), 5),
        ] {
            let mut game = Game::new(rules, seed).unwrap();
            let mut agent = RuleAgent { seed };
            for step in 0..400 {
                if game.phase() == Phase::RoundOver || game.phase() == Phase::MatchOver {
                    break;
                }
                if game.phase() == Phase::Playing && step % 5 == 0 {
                    for seat in 0..game.rules().players as usize {
                        let view = game.view(seat);
                        let t = tracker(&view);
                        let mut out_points = 0;
                        for face in Face::all() {
                            let truth = hidden(&game, seat, face);
                            assert_eq!(
                                t.unseen_of(face),
                                truth,
                                "seed {seed} step {step} seat {seat} {face}"
                            );
                            out_points += points(face) * truth as u32;
                        }
                        assert_eq!(t.points_out, out_points);
                        // A void shown is real: the seat holds none of that suit now.
                        for (s, voids) in t.voids.iter().enumerate() {
                            for &es in voids {
                                assert!(
                                    game.hand(s)
                                        .iter()
                                        .all(|c| game.order().esuit(c.face) != es),
                                    "seat {s} shown void in {es} still holds one"
                                );
                            }
                        }
                        checks += 1;
                    }
                }
                // The last bids: any seat that has not passed acts.
                let players = game.rules().players as usize;
                let seat = game
                    .to_act()
                    .or_else(|| (0..players).find(|&s| !game.passed()[s]))
                    .expect("someone acts in a round");
                let action = agent.act(&game.view(seat)).expect("an action");
                game.apply(seat, action).unwrap();
            }
        }
        assert!(checks > 30, "{checks} checks");
    }
}
