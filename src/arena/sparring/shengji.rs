//! Sheng Ji sparring players: the rule AI with one habit of published play changed.
//!
//! - [`Trumper`] pulls trumps early: leading while it holds trumps and some are still
//!   out, it leads its largest trump unit (a pair or tractor before a single, the highest of
//!   the size), up to [`TRUMP_LEADS`] times a round; burying, it keeps every point card it can,
//!   emptying its shortest plain suits of their lowest cards first.
//! - [`Thrower`] throws and ruffs eagerly (甩牌, 毙牌): leading, it throws the most cards it can
//!   from the top of a suit (the units nobody can beat, plus one that at most one unseen unit
//!   beats), else leads a tractor or a sure pair; void in the led plain suit, it ruffs with the
//!   cheapest trump play that takes the trick from an opponent.
//!
//! Everything else is the rule AI's ([`rule::ranked`]), which also follows each choice.

use crate::agents::Agent;
use crate::agents::shengji::lead::sure_throw;
use crate::agents::shengji::memory::Memory;
use crate::agents::shengji::rule::{self, same_cards};
use crate::agents::shengji::table::Table;
use crate::cards::{Card, Rank};
use crate::shengji::combination::{Unit, decompose, groups, lead_units};
use crate::shengji::follow::legal_follows;
use crate::shengji::order::{TRUMP, points, points_of};
use crate::shengji::trick::Trick;
use crate::shengji::{Action, Game, Phase, SeatView};

use super::Sparring;

pub const TRUMPER: &str = "trumper";
pub const THROWER: &str = "thrower";

/// Trump leads a round the trumper makes before leading like the rule AI again.
pub const TRUMP_LEADS: usize = 3;

/// Most trump plays looked at for a ruff (a void hand's follows can be very many).
const RUFFS_LISTED: usize = 512;

impl Sparring for Game {
    const SPARRING: &'static [&'static str] = &[TRUMPER, THROWER];

    fn sparring(name: &str) -> Option<Box<dyn Agent<Game>>> {
        match name {
            TRUMPER => Some(Box::new(Trumper)),
            THROWER => Some(Box::new(Thrower)),
            _ => None,
        }
    }
}

/// Pulls trumps early and keeps its points out of the kitty.
pub struct Trumper;

/// Throws and ruffs eagerly.
pub struct Thrower;

impl Agent<Game> for Trumper {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        self.ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        let mine = match view.phase {
            Phase::Burying if view.my_turn() => Some(Action::Bury(burial(view))),
            Phase::Playing if view.my_turn() && view.trick.is_none() => {
                trump_lead(view).map(Action::Play)
            }
            _ => None,
        };
        first_then_rule(view, mine)
    }
}

impl Agent<Game> for Thrower {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        self.ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        let mine = match (&view.trick, view.phase) {
            (None, Phase::Playing) if view.my_turn() => big_lead(view),
            (Some(trick), Phase::Playing) if view.my_turn() => ruff(view, trick),
            _ => None,
        };
        first_then_rule(view, mine.map(Action::Play))
    }
}

/// `first` (when the engine takes it from this view), then the rule AI's ranking without it.
fn first_then_rule(view: &SeatView, first: Option<Action>) -> Vec<Action> {
    let ranked = rule::ranked(view);
    let Some(first) = first.filter(|a| view.check_action(a).is_ok()) else {
        return ranked;
    };
    let key = same_cards(&first);
    let mut out = vec![first];
    out.extend(ranked.into_iter().filter(|a| same_cards(a) != key));
    out
}

// ---------------------------------------------------------------------------------- trumper

/// The trump lead: the largest trump unit, the highest of that size; none once it has led
/// trumps [`TRUMP_LEADS`] times this round or no trump is left outside its hand.
fn trump_lead(view: &SeatView) -> Option<Vec<Card>> {
    let led = view
        .tricks
        .iter()
        .filter(|t| t.leader == view.seat && t.suit == TRUMP)
        .count();
    if led >= TRUMP_LEADS || Memory::new(view).unseen_in(TRUMP) == 0 {
        return None;
    }
    let order = view.order();
    lead_units(&view.hand, &order, view.rules.max_width())
        .into_iter()
        .filter(|u| u.suit == TRUMP)
        .max_by_key(|u| (u.size(), u.top))
        .map(|u| u.cards_from(&view.hand))
}

/// The kitty: plain cards that are neither points nor aces, from the shortest suits up and the
/// lowest first; then aces, trumps without points, and points only when nothing else is left.
fn burial(view: &SeatView) -> Vec<Card> {
    let order = view.order();
    let suit_len = |es: u8| {
        view.hand
            .iter()
            .filter(|c| order.esuit(c.face) == es)
            .count()
    };
    let mut cards = view.hand.clone();
    cards.sort_by_key(|c| {
        let trump = order.is_trump(c.face);
        let class = match (trump, points(c.face) > 0) {
            (false, false) if c.face.rank() == Some(Rank::Ace) => 1,
            (false, false) => 0,
            (true, false) => 2,
            (false, true) => 3,
            (true, true) => 4,
        };
        let length = if trump {
            0
        } else {
            suit_len(order.esuit(c.face))
        };
        (class, length, order.level(c.face), order.display_key(*c))
    });
    cards.truncate(view.rules.kitty_size as usize);
    cards
}

// ---------------------------------------------------------------------------------- thrower

/// The lead with the most cards among the throws of the top of a suit (sure ones before the
/// eager ones at equal size); without a throw, a tractor or a unit nobody can beat.
fn big_lead(view: &SeatView) -> Option<Vec<Card>> {
    let t = Table::new(view);
    let others = t.others();
    let mut throws: Vec<(usize, bool, Vec<Card>)> = Vec::new();
    for es in 0..=TRUMP {
        if let Some((cards, _)) = sure_throw(&t, es, &others) {
            throws.push((cards.len(), true, cards));
        }
        if let Some(cards) = eager_throw(&t, es, &others) {
            throws.push((cards.len(), false, cards));
        }
    }
    if let Some((_, _, cards)) = throws.into_iter().max_by_key(|(n, sure, _)| (*n, *sure)) {
        return Some(cards);
    }
    lead_units(&view.hand, &t.order, t.width)
        .into_iter()
        .filter(|u| u.length >= 2 || (u.width >= 2 && !t.mem.could_beat(u, &others)))
        .max_by_key(|u| (u.size(), u.top))
        .map(|u| u.cards_from(&view.hand))
}

/// The units of suit `es` nobody can beat plus the highest one that at most one unseen unit
/// beats, thrown together (two units at least, one of them risky).
fn eager_throw(t: &Table, es: u8, others: &[usize]) -> Option<Vec<Card>> {
    let cards = t.suit_cards(es);
    let mut units: Vec<Unit> = decompose(&groups(&cards, es, &t.order), t.width, es);
    units.sort_by_key(|u| std::cmp::Reverse(u.top));
    let mut pool = cards;
    let mut out: Vec<Card> = Vec::new();
    let (mut taken, mut risky) = (0, false);
    for u in &units {
        let sure = !t.mem.could_beat(u, others);
        let near = !risky && t.mem.higher_units(es, u.width, u.length, Some(u.top)) <= 1;
        if !sure && !near {
            continue;
        }
        risky |= !sure;
        for c in u.cards_from(&pool) {
            if let Some(i) = pool.iter().position(|x| *x == c) {
                out.push(pool.swap_remove(i));
            }
        }
        taken += 1;
    }
    (taken >= 2 && risky).then_some(out)
}

/// Void in the led plain suit while an opponent (or a seat not known to be a friend) wins:
/// the trump play that takes the trick with the lowest trumps (at equal levels the one with
/// more points: they come back with the trick).
fn ruff(view: &SeatView, trick: &Trick) -> Option<Vec<Card>> {
    let order = view.order();
    let void = !view.hand.iter().any(|c| order.esuit(c.face) == trick.suit);
    if trick.suit == TRUMP || !void || Table::new(view).friendly(trick.winner) {
        return None;
    }
    let trumps: Vec<Card> = view
        .hand
        .iter()
        .copied()
        .filter(|c| order.is_trump(c.face))
        .collect();
    if trumps.len() < trick.size() {
        return None;
    }
    let width = view.rules.max_width();
    legal_follows(
        &trumps,
        trick.suit,
        &trick.units,
        &order,
        width,
        RUFFS_LISTED,
    )
    .into_iter()
    .filter(|p| trick.beating(p, &order, view.rules.throw_beat).is_some())
    .min_by_key(|p| {
        let levels: u32 = p.iter().map(|c| u32::from(order.level(c.face))).sum();
        (levels, std::cmp::Reverse(points_of(p)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::TableGame;
    use crate::shengji::Rules;

    /// Plays `rounds` rounds of `rules` with `make`'s player on every seat, checking each
    /// action with `check` before it is applied.
    fn play(
        rules: &Rules,
        seed: u64,
        rounds: u32,
        make: fn(u64) -> Box<dyn Agent<Game>>,
        mut check: impl FnMut(&SeatView, &Action),
    ) {
        let mut game = Game::new(rules.clone(), seed).unwrap();
        let n = rules.players as u64;
        let mut agents: Vec<_> = (0..n).map(|s| make(seed * 16 + s)).collect();
        while game.round_number() <= rounds {
            let Some(seat) = TableGame::to_act(&game) else {
                break;
            };
            let view = TableGame::view(&game, seat);
            let action = agents[seat].act(&view).expect("an action");
            assert_eq!(
                view.check_action(&action),
                Ok(()),
                "seed {seed}: {action:?}"
            );
            check(&view, &action);
            TableGame::apply(&mut game, seat, action).unwrap();
        }
    }

    fn trumper(_seed: u64) -> Box<dyn Agent<Game>> {
        Game::sparring(TRUMPER).unwrap()
    }

    fn thrower(_seed: u64) -> Box<dyn Agent<Game>> {
        Game::sparring(THROWER).unwrap()
    }

    fn variants() -> [Rules; 2] {
        [Rules::classic(), Rules::named("zhao-pengyou-5").unwrap()]
    }

    #[test]
    fn trumper_plays_whole_rounds_legally() {
        for rules in variants() {
            for seed in 1..=3 {
                play(&rules, seed, 3, trumper, |_, _| {});
            }
        }
    }

    #[test]
    fn thrower_plays_whole_rounds_legally() {
        for rules in variants() {
            for seed in 1..=3 {
                play(&rules, seed, 3, thrower, |_, _| {});
            }
        }
    }

    /// Its first lead of a round, holding trumps while others are out, is trumps; its kitty holds no point card
    /// while it had enough others.
    #[test]
    fn trumper_leads_trumps_first_and_buries_no_points() {
        let (mut leads, mut burials) = (0, 0);
        for seed in 5..=7 {
            play(&Rules::classic(), seed, 2, trumper, |view, action| {
                let order = view.order();
                let trump = |c: &Card| order.is_trump(c.face);
                match action {
                    Action::Play(cards) if view.trick.is_none() => {
                        let first = !view.tricks.iter().any(|t| t.leader == view.seat);
                        let out = Memory::new(view).unseen_in(TRUMP) > 0;
                        if first && out && view.hand.iter().any(trump) {
                            assert!(cards.iter().all(trump), "seed {seed}: led {cards:?}");
                            leads += 1;
                        }
                    }
                    Action::Bury(cards) => {
                        let plain = view.hand.iter().filter(|c| points(c.face) == 0).count();
                        if plain >= cards.len() {
                            assert!(cards.iter().all(|c| points(c.face) == 0), "{cards:?}");
                        }
                        burials += 1;
                    }
                    _ => {}
                }
            });
        }
        assert!(leads > 0 && burials > 0);
    }

    /// Void in a plain suit led as a single that an opponent wins, holding a trump that beats
    /// it, it ruffs; and it throws now and then.
    #[test]
    fn thrower_ruffs_when_void_and_throws() {
        let (mut ruffs, mut throws) = (0, 0);
        for seed in 5..=7 {
            play(&Rules::classic(), seed, 2, thrower, |view, action| {
                let Action::Play(cards) = action else { return };
                let order = view.order();
                let Some(trick) = &view.trick else {
                    let es = cards.first().map_or(0, |c| order.esuit(c.face));
                    let units = decompose(&groups(cards, es, &order), 2, es);
                    throws += (units.len() >= 2) as u32;
                    return;
                };
                let void = !view.hand.iter().any(|c| order.esuit(c.face) == trick.suit);
                let single = trick.size() == 1 && trick.suit != TRUMP;
                if !(void && single && trick.winner % 2 != view.seat % 2) {
                    return;
                }
                let can = view.hand.iter().any(|c| {
                    trick
                        .beating(&[*c], &order, view.rules.throw_beat)
                        .is_some()
                });
                if can {
                    assert!(
                        trick
                            .beating(cards, &order, view.rules.throw_beat)
                            .is_some(),
                        "seed {seed}: did not ruff with {cards:?}"
                    );
                    ruffs += 1;
                }
            });
        }
        assert!(ruffs > 0, "never void and able to ruff");
        assert!(throws > 0, "never threw");
    }
}
