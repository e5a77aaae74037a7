//! Property tests over many seeded random matches, and what each seat may see.

use super::*;

/// Cards of the deck: hands plus cards played this hand.
fn conserved(game: &Game) -> bool {
    let mut all: Vec<Card> = game.hands().iter().flatten().copied().collect();
    all.extend(game.view(0).tribute.unassigned.iter().map(|(_, c)| *c));
    for t in &game.view(0).history {
        if let Turn::Play(p) = t {
            all.extend(p.cards.iter().copied());
        }
    }
    all.sort();
    let mut full = deck(2).unwrap();
    full.sort();
    all == full
}

fn random_action(r: &mut impl Rng, game: &Game) -> Action {
    let mine = &game.hands()[r.random_range(0..4)];
    let pick = |r: &mut dyn rand::RngCore| {
        if mine.is_empty() {
            card("S3")
        } else {
            mine[(r.next_u32() as usize) % mine.len()]
        }
    };
    match r.random_range(0..6) {
        0 => Action::Pass,
        1 => Action::Play {
            cards: (0..r.random_range(0..6)).map(|_| pick(r)).collect(),
            as_combo: None,
        },
        2 => Action::PayTribute { card: pick(r) },
        3 => Action::ReturnTribute { card: pick(r) },
        4 => Action::TakeTribute {
            from: r.random_range(0..6),
        },
        _ => Action::ChooseLeader {
            leader: r.random_range(0..6),
        },
    }
}

#[test]
fn random_matches_keep_every_invariant() {
    let mut finished = 0;
    for (i, rules) in [
        Rules::pagat(),
        Rules::china(),
        Rules {
            equal_tribute: EqualTribute::Random,
            equal_tribute_lead: cardtable::guandan::EqualTributeLead::Random,
            wild_must_be_natural_if_possible: true,
            ace_low_sequences: false,
            max_bomb_size: 8,
            a_win_requires_1_2: true,
            ..Rules::pagat()
        },
    ]
    .into_iter()
    .enumerate()
    {
        for seed in 0..12u64 {
            let mut game = Game::new(rules.clone(), seed * 31 + i as u64).unwrap();
            let mut r = rng(seed);
            let mut actions_this_hand = 0;
            let mut hand = game.hand_number();
            while let Some(seat) = game.to_act() {
                assert!(game.hand_number() < 400, "match does not end");
                let legal = game.legal_actions(seat);
                assert!(!legal.is_empty());
                assert_eq!(legal, game.view(seat).legal_actions());
                for other in 0..4 {
                    if other != seat {
                        assert!(game.legal_actions(other).is_empty());
                    }
                }
                if let Pending::Play { seat, .. } = game.pending() {
                    assert!(
                        !game.hands()[*seat].is_empty(),
                        "a seat without cards never plays"
                    );
                }
                // Random garbage is either legal or refused without any change.
                if r.random_range(0..4) == 0 {
                    let before = game.clone();
                    let junk = random_action(&mut r, &game);
                    let who = r.random_range(0..5);
                    if game.apply(who, junk).is_err() {
                        assert_eq!(game, before);
                    }
                    continue;
                }
                let table = game.view(seat).table().copied();
                let level = game.level();
                // Levels stay within the start level (or 2 after a demotion) and the target,
                // and the hand is played at the declarers' level.
                for l in game.levels() {
                    assert!(Rank::Two <= l && l <= game.rules().target_level);
                }
                if let Some(d) = game.view(seat).declarers {
                    assert_eq!(level, game.levels()[d]);
                }
                if let Pending::Play { leading, .. } = game.pending() {
                    // Pass is offered exactly when following; every offered play is accepted.
                    assert_eq!(legal.contains(&Action::Pass), !leading);
                    if r.random_range(0..8) == 0 {
                        for a in &legal {
                            if let Action::Play { cards, as_combo } = a {
                                assert!(game.check_play(seat, cards, *as_combo).is_ok());
                            }
                        }
                    }
                }
                let action = legal[r.random_range(0..legal.len())].clone();
                let levels_before = game.levels();
                let events = game.apply(seat, action).expect("legal action applies");
                for e in &events {
                    if let Event::HandEnded(res) = e {
                        let mut seats = res.order;
                        seats.sort();
                        assert_eq!(seats, [0, 1, 2, 3], "finishing order of four seats");
                        assert_eq!(res.winners, res.order[0] % 2);
                        // Winners gain their promotion (capped at A) unless demoted; losers
                        // keep their level unless demoted to 2.
                        let w = res.winners;
                        let promo = res.finish.promotion(game.rules());
                        for team in 0..2 {
                            let expected = if res.demoted == Some(team) {
                                Rank::Two
                            } else if team == w && res.match_winner.is_none() {
                                Rank::from_value((levels_before[w].value() + promo).min(14))
                                    .unwrap()
                            } else {
                                levels_before[team]
                            };
                            assert_eq!(
                                res.levels[team], expected,
                                "{res:?} from {levels_before:?}"
                            );
                        }
                    }
                    if let Event::Played(p) = e {
                        let rs = readings(&p.cards, level, game.rules());
                        assert!(rs.contains(&p.reading));
                        if let Some(t) = table {
                            assert!(p.reading.combo.beats(&t, level));
                        }
                    }
                }
                assert!(conserved(&game), "108 cards conserved");
                if game.hand_number() != hand {
                    hand = game.hand_number();
                    actions_this_hand = 0;
                }
                actions_this_hand += 1;
                assert!(actions_this_hand < 3000, "hand does not end");
            }
            assert!(game.is_over());
            assert!(game.last_result().unwrap().match_winner.is_some());
            finished += 1;
        }
    }
    assert_eq!(finished, 36);
}

#[test]
fn views_show_only_what_the_seat_may_see() {
    for (seed, rules) in [(3u64, Rules::pagat()), (8, Rules::china())] {
        let mut game = Game::new(rules, seed).unwrap();
        let mut r = rng(seed);
        let mut checks = 0;
        while let Some(seat) = game.to_act() {
            if game.hand_number() > 3 {
                break;
            }
            if r.random_range(0..25) == 0 {
                for viewer in 0..4 {
                    let v = game.view(viewer);
                    let mut own = game.hands()[viewer].clone();
                    own.sort();
                    let mut shown = v.hand.clone();
                    shown.sort();
                    assert_eq!(shown, own, "a view holds its own hand");
                    assert_eq!(v.card_counts, [0, 1, 2, 3].map(|s| game.hands()[s].len()));
                    // Cards others hold appear nowhere in the view unless they were shown to
                    // everyone (face-up card, tributes, returns, resistance jokers).
                    let mut public: Vec<Card> = v.face_up.iter().map(|f| f.card).collect();
                    public.extend(v.tribute.paid.iter().map(|t| t.card));
                    public.extend(v.tribute.returned.iter().map(|t| t.card));
                    public.extend(v.tribute.resisted.iter().map(|(_, c)| *c));
                    let json = serde_json::to_string(&v).unwrap();
                    for other in (0..4).filter(|&o| o != viewer) {
                        for c in &game.hands()[other] {
                            if !public.contains(c) {
                                assert!(
                                    !json.contains(&format!("\"{}\"", c.full_code())),
                                    "seat {viewer} sees {c:?} of seat {other}"
                                );
                            }
                        }
                    }
                    checks += 1;
                }
            }
            let legal = game.legal_actions(seat);
            let action = legal[r.random_range(0..legal.len())].clone();
            game.apply(seat, action).unwrap();
        }
        assert!(checks > 20, "{checks}");
    }
}

/// The game keeps each hand's index between turns; a saved game has none and reads the hands
/// again. Both must choose and check exactly alike.
#[test]
fn a_saved_game_plays_on_exactly_as_the_kept_one() {
    for (seed, rules) in [(3u64, Rules::pagat()), (8, Rules::china())] {
        let mut kept = Game::new(rules, seed).unwrap();
        let mut picks = rng(seed);
        let mut actions = 0;
        while let Some(seat) = kept.to_act() {
            if kept.hand_number() > 3 {
                break;
            }
            let saved: Game = serde_json::from_str(&serde_json::to_string(&kept).unwrap()).unwrap();
            let n = kept.legal_actions(seat).len();
            let i = picks.random_range(0..n);
            let action = kept.choose_action(seat, |_| i).unwrap();
            assert_eq!(saved.choose_action(seat, |_| i), Some(action.clone()));
            if let Action::Play { cards, as_combo } = &action {
                assert_eq!(
                    kept.check_play(seat, cards, *as_combo),
                    saved.check_play(seat, cards, *as_combo)
                );
            }
            let mut loaded = saved;
            assert_eq!(
                kept.apply(seat, action.clone()),
                loaded.apply(seat, action),
                "seed {seed}, action {actions}"
            );
            assert_eq!(kept.check_integrity(), Ok(()));
            actions += 1;
        }
        assert!(actions > 200, "{actions} actions");
    }
}
