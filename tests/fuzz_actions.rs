//! Fuzzing `Game::apply` of both engines (issue 22): at arbitrary points of seeded random-legal
//! games, arbitrary actions (often illegal: cards not held, wrong seat, wrong phase, readings
//! that do not fit) from arbitrary seats. An action refused leaves the game byte-identical (its
//! JSON unchanged); an action accepted leaves it consistent (`check_integrity`).
//!
//! `PROPTEST_CASES` sets the cases (256 by default); `make fuzz` runs many more.

use cardtable::agents::TableGame;
use cardtable::cards::{Card, Face, Joker, Rank};
use cardtable::guandan::{self, Combination, ComboType, Top};
use cardtable::shengji::{self, FriendCall};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A card: one of the acting seat's (by index, when it holds any) or any card of four packs.
#[derive(Clone, Debug)]
enum Pick {
    Held(usize),
    Any(u8, u8),
}

fn pick() -> impl Strategy<Value = Pick> {
    prop_oneof![
        3 => any::<usize>().prop_map(Pick::Held),
        1 => (0u8..54, 0u8..4).prop_map(|(f, p)| Pick::Any(f, p)),
    ]
}

fn card(p: &Pick, hand: &[Card]) -> Card {
    match p {
        Pick::Held(i) if !hand.is_empty() => hand[i % hand.len()],
        Pick::Held(i) => Card::new(Face::from_index((*i % 54) as u8), 0),
        Pick::Any(f, pack) => Card::new(Face::from_index(*f), *pack),
    }
}

/// An arbitrary action, in a shape both engines' actions can be built from.
#[derive(Clone, Debug)]
struct Raw {
    seat: usize,
    kind: u8,
    cards: Vec<Pick>,
    number: usize,
    reading: Option<(u8, u8, u8)>,
}

fn raw() -> impl Strategy<Value = Raw> {
    (
        0usize..14,
        0u8..8,
        prop::collection::vec(pick(), 0..12),
        any::<usize>(),
        prop::option::of((0u8..10, 0u8..12, 0u8..16)),
    )
        .prop_map(|(seat, kind, cards, number, reading)| Raw {
            seat,
            kind,
            cards,
            number,
            reading,
        })
}

fn cards_of(raw: &Raw, hand: &[Card]) -> Vec<Card> {
    raw.cards.iter().map(|p| card(p, hand)).collect()
}

fn guandan_action(raw: &Raw, g: &guandan::Game) -> (usize, guandan::Action) {
    use guandan::Action;
    // Mostly the seat to act, sometimes any seat (or none that exists).
    let seat = match g.to_act() {
        Some(s) if raw.seat < 10 => s,
        _ => raw.seat,
    };
    let hand = g.hands().get(seat).map_or(&[][..], |h| h.as_slice());
    let cards = cards_of(raw, hand);
    let first = cards
        .first()
        .copied()
        .unwrap_or(Card::new(Face::Joker(Joker::Big), 0));
    let action = match raw.kind {
        0..=3 => Action::Play {
            cards,
            as_combo: raw.reading.map(|(k, len, top)| {
                let kinds = [
                    ComboType::Single,
                    ComboType::Pair,
                    ComboType::Triple,
                    ComboType::FullHouse,
                    ComboType::Straight,
                    ComboType::Tube,
                    ComboType::Plate,
                    ComboType::Bomb,
                    ComboType::StraightFlush,
                    ComboType::FourJokers,
                ];
                let top =
                    Rank::from_value(top.clamp(2, 14)).map_or(Top::Joker(Joker::Small), Top::Rank);
                Combination::new(kinds[k as usize % kinds.len()], len, top)
            }),
        },
        4 => Action::Pass,
        5 => Action::PayTribute { card: first },
        6 => Action::ReturnTribute { card: first },
        _ if raw.number.is_multiple_of(2) => Action::TakeTribute {
            from: raw.number % 6,
        },
        _ => Action::ChooseLeader {
            leader: raw.number % 6,
        },
    };
    (seat, action)
}

fn shengji_action(raw: &Raw, g: &shengji::Game) -> (usize, shengji::Action) {
    use shengji::Action;
    let seat = match TableGame::to_act(g) {
        Some(s) if raw.seat < 10 => s,
        _ => raw.seat,
    };
    let hand = if seat < g.rules().players as usize {
        g.hand(seat)
    } else {
        &[]
    };
    let cards = cards_of(raw, hand);
    let action = match raw.kind {
        0..=2 => Action::Play(cards),
        3 => Action::Bid(cards),
        4 => Action::Bury(cards),
        5 => Action::CallFriends(
            cards
                .iter()
                .map(|c| FriendCall {
                    face: c.face,
                    nth: (raw.number % 5) as u8,
                })
                .collect(),
        ),
        6 => [
            Action::Draw,
            Action::Pass,
            Action::Misdeal,
            Action::NextRound,
        ][raw.number % 4]
            .clone(),
        _ => Action::Pass,
    };
    (seat, action)
}

/// What the fuzzing needs of an engine.
trait Fuzzed: Clone + serde::Serialize {
    type A;
    /// The action `raw` stands for here, and the seat that takes it.
    fn build(&self, raw: &Raw) -> (usize, Self::A);
    /// Whether the engine accepted it.
    fn try_apply(&mut self, seat: usize, action: Self::A) -> bool;
    /// A random legal action of the seat to act.
    fn legal(&self, rng: &mut StdRng) -> Option<(usize, Self::A)>;
    fn integrity(&self) -> Result<(), String>;
}

impl Fuzzed for guandan::Game {
    type A = guandan::Action;
    fn build(&self, raw: &Raw) -> (usize, guandan::Action) {
        guandan_action(raw, self)
    }
    fn try_apply(&mut self, seat: usize, action: guandan::Action) -> bool {
        self.apply(seat, action).is_ok()
    }
    fn legal(&self, rng: &mut StdRng) -> Option<(usize, guandan::Action)> {
        let seat = self.to_act()?;
        pick_one(&self.legal_actions(seat), rng).map(|a| (seat, a))
    }
    fn integrity(&self) -> Result<(), String> {
        self.check_integrity()
    }
}

impl Fuzzed for shengji::Game {
    type A = shengji::Action;
    fn build(&self, raw: &Raw) -> (usize, shengji::Action) {
        shengji_action(raw, self)
    }
    fn try_apply(&mut self, seat: usize, action: shengji::Action) -> bool {
        self.apply(seat, action).is_ok()
    }
    fn legal(&self, rng: &mut StdRng) -> Option<(usize, shengji::Action)> {
        let seat = TableGame::to_act(self)?;
        let view = TableGame::view(self, seat);
        pick_one(&<shengji::Game as TableGame>::legal_actions(&view), rng).map(|a| (seat, a))
    }
    fn integrity(&self) -> Result<(), String> {
        self.check_integrity()
    }
}

/// Applies `raws` to `game` between random legal actions; checks the property at each.
fn fuzz<G: Fuzzed>(
    mut game: G,
    legal_steps: usize,
    raws: &[Raw],
    seed: u64,
) -> Result<(), TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..legal_steps {
        let Some((seat, a)) = game.legal(&mut rng) else {
            return Ok(());
        };
        prop_assert!(game.try_apply(seat, a), "a legal action refused");
    }
    for raw in raws {
        let before = serde_json::to_string(&game).unwrap();
        let (seat, action) = game.build(raw);
        if game.try_apply(seat, action) {
            prop_assert_eq!(game.integrity(), Ok(()));
        } else {
            let after = serde_json::to_string(&game).unwrap();
            prop_assert_eq!(&after, &before, "a refusal changed the game");
        }
        if let Some((seat, a)) = game.legal(&mut rng) {
            prop_assert!(game.try_apply(seat, a), "a legal action refused");
        }
    }
    Ok(())
}

fn pick_one<T: Clone>(v: &[T], rng: &mut StdRng) -> Option<T> {
    (!v.is_empty()).then(|| v[rng.random_range(0..v.len())].clone())
}

fn guandan_rules(variant: u8) -> guandan::Rules {
    let mut rules = if variant.is_multiple_of(2) {
        guandan::Rules::pagat()
    } else {
        guandan::Rules::china()
    };
    rules.wild_must_be_natural_if_possible = variant & 2 != 0;
    rules.ace_low_sequences = variant & 4 == 0;
    rules.max_bomb_size = [10, 8, 6][(variant as usize / 8) % 3];
    rules
}

proptest! {
    #[test]
    fn guandan_refusals_change_nothing(
        seed in any::<u64>(),
        variant in 0u8..24,
        steps in 0usize..300,
        raws in prop::collection::vec(raw(), 1..12),
    ) {
        let game = guandan::Game::new(guandan_rules(variant), seed).unwrap();
        fuzz(game, steps, &raws, seed)?;
    }

    #[test]
    fn shengji_refusals_change_nothing(
        seed in any::<u64>(),
        variant in prop::sample::select(vec!["classic", "one-deck", "three-decks", "zhao-pengyou-5", "zhao-pengyou-7"]),
        steps in 0usize..250,
        raws in prop::collection::vec(raw(), 1..12),
    ) {
        let game = shengji::Game::new(shengji::Rules::named(variant).unwrap(), seed).unwrap();
        fuzz(game, steps, &raws, seed)?;
    }
}
