//! Guan Dan sparring players: the rule AI with one habit of published play changed.
//!
//! - [`BombKeeper`] holds its bombs to the end (保炸): it bombs only when an opponent is about to
//!   go out (5 cards or fewer, when hands are announced) or when the bomb goes out or leaves
//!   one combination to go out with; where the rule AI would bomb otherwise it passes, or leads
//!   the rule AI's next choice that is not a bomb.
//! - [`Splitter`] splits its groups to take control: over an opponent's winning play
//!   it plays the cheapest legal play that beats it short of a bomb (the lowest top), even out
//!   of a pair, triple or straight (not out of a bomb, nor with a wild); over its partner's it
//!   passes. Leading and bombing (when no such play beats) are the rule AI's.

use crate::agents::guandan::rule::ranked;
use crate::agents::{Agent, TableGame};
use crate::cards::Card;
use crate::guandan::level::is_wild;
use crate::guandan::{Action, Game, SeatView, readings};

use super::Sparring;

pub const BOMB_KEEPER: &str = "bomb-keeper";
pub const SPLITTER: &str = "splitter";

/// Cards an opponent may hold at most for the bomb-keeper to spend a bomb on stopping it (the
/// count players announce at 10 or fewer; 5 is one or two plays from going out).
pub const URGENT_CARDS: usize = 5;

impl Sparring for Game {
    const SPARRING: &'static [&'static str] = &[BOMB_KEEPER, SPLITTER];

    fn sparring(name: &str) -> Option<Box<dyn Agent<Game>>> {
        match name {
            BOMB_KEEPER => Some(Box::new(BombKeeper)),
            SPLITTER => Some(Box::new(Splitter)),
            _ => None,
        }
    }
}

/// Keeps its bombs for the end of the hand.
pub struct BombKeeper;

/// Splits its groups to beat the opponents cheaply.
pub struct Splitter;

impl Agent<Game> for BombKeeper {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        self.ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        let rule = ranked(view);
        if !my_play(view) || opponent_close(view) {
            return rule;
        }
        let held = |a: &Action| is_bomb(view, a) && !finishes(view, a);
        if !rule.first().is_some_and(held) {
            return rule;
        }
        // The rule AI wants to bomb: keep the bombs for last (a pass first when following; a
        // hand of nothing but bombs still leads one).
        let (mut out, bombs): (Vec<Action>, Vec<Action>) = rule.into_iter().partition(|a| !held(a));
        if let Some(i) = out.iter().position(|a| *a == Action::Pass) {
            let pass = out.remove(i);
            out.insert(0, pass);
        }
        out.extend(bombs);
        out
    }
}

impl Agent<Game> for Splitter {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        self.ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        let rule = ranked(view);
        let Some(last) = view.trick.last.as_ref() else {
            return rule;
        };
        // Leading, or another decision: the rule AI's. Going out stays its first choice too.
        if !my_play(view) || rule.first().is_some_and(|a| goes_out(view, a)) {
            return rule;
        }
        let choice = if last.seat == (view.seat + 2) % 4 {
            Some(Action::Pass)
        } else {
            cheapest_beat(view)
        };
        match choice.filter(|a| view.check_action(a).is_ok()) {
            Some(first) => {
                let mut out = vec![first.clone()];
                out.extend(rule.into_iter().filter(|a| *a != first));
                out
            }
            None => rule,
        }
    }
}

/// The legal play short of a bomb with the lowest top (plays beating the table are all of its
/// type and length, so their keys compare). Groups are split, but not bombs (four jokers or
/// four of a rank and more) nor wilds: those are what wins the lead back later.
fn cheapest_beat(view: &SeatView) -> Option<Action> {
    let jokers = view.hand.iter().filter(|c| c.rank().is_none()).count();
    let kept = |c: &Card| {
        let copies = view.hand.iter().filter(|h| h.rank() == c.rank()).count();
        is_wild(c.face, view.level) || copies >= 4 || (c.rank().is_none() && jokers == 4)
    };
    view.legal_moves()
        .into_iter()
        .filter(|m| !m.combo.is_bomb() && !m.cards.iter().any(kept))
        .min_by_key(|m| m.combo.key(view.level))
        .map(|m| Action::Play {
            cards: m.cards,
            as_combo: Some(m.combo),
        })
}

/// Whether the view's seat is to play or pass now.
fn my_play(view: &SeatView) -> bool {
    <Game as TableGame>::in_play(view)
}

/// Whether an opponent still in the hand holds [`URGENT_CARDS`] or fewer.
fn opponent_close(view: &SeatView) -> bool {
    [1, 3].iter().any(|k| {
        let left = view
            .card_counts
            .get((view.seat + k) % 4)
            .copied()
            .unwrap_or(0);
        left > 0 && left <= URGENT_CARDS
    })
}

/// Whether the engine would read `action` as a bomb now: what the easy player may never
/// slip into ([`TableGame::slip_allowed`]).
pub fn is_bomb(view: &SeatView, action: &Action) -> bool {
    !<Game as TableGame>::slip_allowed(view, action)
}

fn goes_out(view: &SeatView, action: &Action) -> bool {
    matches!(action, Action::Play { cards, .. } if cards.len() == view.hand.len())
}

/// Whether the play goes out or leaves a hand that is one combination (its last play).
fn finishes(view: &SeatView, action: &Action) -> bool {
    let Action::Play { cards, .. } = action else {
        return false;
    };
    let mut rest = view.hand.clone();
    for c in cards {
        if let Some(i) = rest.iter().position(|h| h == c) {
            rest.swap_remove(i);
        }
    }
    rest.is_empty() || !readings(&rest, view.level, &view.rules).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Rank, parse_hand};
    use crate::guandan::{Combination, ComboType, Rules, Top};

    /// Plays `hands` hands of a match with `make`'s player on every seat, checking each action
    /// with `check` before it is applied.
    fn play(
        seed: u64,
        hands: u32,
        make: fn(u64) -> Box<dyn Agent<Game>>,
        mut check: impl FnMut(&SeatView, &Action),
    ) {
        let rules = if seed.is_multiple_of(2) {
            Rules::pagat()
        } else {
            Rules::china()
        };
        let mut game = Game::new(rules, seed).unwrap();
        let mut agents: Vec<_> = (0..4).map(|s| make(seed * 8 + s)).collect();
        while game.hand_number() <= hands {
            let Some(seat) = game.to_act() else { break };
            let view = game.view(seat);
            let action = agents[seat].act(&view).expect("an action");
            assert_eq!(
                view.check_action(&action),
                Ok(()),
                "seed {seed}: {action:?}"
            );
            check(&view, &action);
            game.apply(seat, action).unwrap();
        }
        assert!(game.hand_number() > hands || game.is_over(), "seed {seed}");
    }

    /// The rule AI's choice.
    fn first(view: &SeatView) -> Action {
        ranked(view).into_iter().next().unwrap()
    }

    fn keeper(_seed: u64) -> Box<dyn Agent<Game>> {
        Game::sparring(BOMB_KEEPER).unwrap()
    }

    fn splitter(_seed: u64) -> Box<dyn Agent<Game>> {
        Game::sparring(SPLITTER).unwrap()
    }

    #[test]
    fn bomb_keeper_plays_whole_matches_legally() {
        for seed in 1..=3 {
            play(seed, 20, keeper, |_, _| {});
        }
    }

    #[test]
    fn splitter_plays_whole_matches_legally() {
        for seed in 1..=3 {
            play(seed, 20, splitter, |_, _| {});
        }
    }

    /// No bomb while every opponent holds more than 5 cards and it has more than its last
    /// combination left; and the rule AI would have bombed in some of those places.
    #[test]
    fn bomb_keeper_keeps_its_bombs() {
        let (mut kept, mut bombs) = (0, 0);
        for seed in 11..=13 {
            play(seed, 10, keeper, |view, action| {
                if !my_play(view) || opponent_close(view) {
                    bombs += is_bomb(view, action) as u32;
                    return;
                }
                assert!(
                    !is_bomb(view, action) || finishes(view, action),
                    "seed {seed}: bombed with {:?} and opponents at {:?}",
                    action,
                    view.card_counts
                );
                let rule = &first(view);
                kept += (is_bomb(view, rule) && !finishes(view, rule)) as u32;
            });
        }
        assert!(kept > 0, "the rule AI never wanted to bomb early");
        assert!(bombs > 0, "never bombed at the end either");
    }

    fn single(rank: Rank) -> Combination {
        Combination::new(ComboType::Single, 1, Top::Rank(rank))
    }

    /// East (seat 1) holds a pair of 7s, a triple of 9s and a pair of queens: over North's 4
    /// it breaks the 7s; over its partner's 4 it passes.
    #[test]
    fn splitter_beats_an_opponent_single_cheaply_and_passes_its_partner() {
        let east = parse_hand("H7 D7 C9 S9 D9 HQ SQ").unwrap();
        let hands = [
            parse_hand("S4 S5 S6 C8 CJ").unwrap(),
            east,
            parse_hand("S3 D3 C5 CK DA").unwrap(),
            parse_hand("H4 H5 H6 DJ DK").unwrap(),
        ];
        let levels = [Rank::Two; 2];
        let four = |seat: usize, cards: &[Vec<crate::cards::Card>; 4]| Action::Play {
            cards: vec![cards[seat][0]],
            as_combo: Some(single(Rank::Four)),
        };
        let mut game = Game::from_hands(Rules::pagat(), hands.clone(), levels, None, 0).unwrap();
        game.apply(0, four(0, &hands)).unwrap();
        let action = splitter(1).act(&game.view(1)).unwrap();
        match action {
            Action::Play { cards, as_combo } => {
                assert_eq!(as_combo, Some(single(Rank::Seven)));
                assert_eq!(cards.len(), 1);
            }
            other => panic!("expected a single 7, got {other:?}"),
        }

        let mut game = Game::from_hands(Rules::pagat(), hands.clone(), levels, None, 3).unwrap();
        game.apply(3, four(3, &hands)).unwrap();
        game.apply(0, Action::Pass).unwrap();
        assert_eq!(splitter(1).act(&game.view(1)), Some(Action::Pass));
    }

    /// Over seeded matches: whenever an opponent's play is winning and it has an ordinary play
    /// that beats it (and does not go out), it plays the lowest one.
    #[test]
    fn splitter_takes_tricks_with_its_lowest_play() {
        let mut splits = 0;
        for seed in 21..=22 {
            play(seed, 6, splitter, |view, action| {
                let Some(last) = view.trick.last.as_ref() else {
                    return;
                };
                let rule = &first(view);
                if !my_play(view) || last.seat % 2 == view.seat % 2 || goes_out(view, rule) {
                    return;
                }
                if let Some(cheap) = cheapest_beat(view) {
                    assert_eq!(*action, cheap, "seed {seed}");
                    splits += (*rule != cheap) as u32;
                }
            });
        }
        assert!(splits > 0, "never differed from the rule AI");
    }
}
