//! What the learned evaluation reads of a Guan Dan decision (issue 49): one play (or a pass)
//! in one seat's view, as numbers in about 0..1. Cards are counted per strength at the hand's
//! level (2..A with the level rank taken out and put above the aces, then the two jokers), as
//! "at least 1, 2, 3, 4" bits, for the hand the play leaves, the play itself and the cards
//! nobody has shown; around them the rule AI's order of the play, the play's and the table's combinations, each seat's card
//! count (seats counted from the player: self, right-hand opponent, partner, left-hand
//! opponent), the finishers, the levels, and the rule AI's plan of the hand that is left.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Joker, Rank};
use crate::guandan::level::{is_wild, level_value};
use crate::guandan::{Action, Combination, ComboType, SeatView};

use super::plan::plan;
use super::seen::Unseen;

/// Strengths: 2..=15 (the level at 15) and the two jokers.
const SLOTS: usize = 16;
/// One set of cards: four count bits per strength, the wilds, the size.
pub(super) const SET: usize = SLOTS * 4 + 2;
/// A combination: its type, strength, length, and whether it is a pass or nothing.
const COMBO: usize = 10 + 3;
/// Everything.
pub const INPUTS: usize = 3 * SET + 2 * COMBO + 4 + 4 * 5 + 4 + 6 + 5 + 3 + RANKS;
/// The rule AI's order of the play among the candidates: 0..7, and later.
pub const RANKS: usize = 9;

/// The encoding of `action` in `view` (the seat's own view at its turn to play), the rule AI's
/// `rank`-th distinct choice.
pub fn encode(view: &SeatView, action: &Action, rank: usize) -> Vec<f32> {
    let mut x = Vec::with_capacity(INPUTS);
    let level = view.level;
    let (cards, combo): (&[Card], Option<Combination>) = match action {
        Action::Play { cards, as_combo } => (
            cards,
            as_combo.or_else(|| view.playable_readings(cards).first().map(|r| r.combo)),
        ),
        _ => (&[], None),
    };
    let left: Vec<Card> = {
        let mut played = cards.to_vec();
        view.hand
            .iter()
            .filter(|c| match played.iter().position(|p| p == *c) {
                Some(i) => {
                    played.swap_remove(i);
                    false
                }
                None => true,
            })
            .copied()
            .collect()
    };
    let unseen = Unseen::new(view);
    let unseen_cards: Vec<Face> = Face::all()
        .flat_map(|f| {
            std::iter::repeat_n(f, unseen.face.get(f.index()).copied().unwrap_or(0) as usize)
        })
        .collect();
    set(&mut x, left.iter().map(|c| c.face), level);
    set(&mut x, cards.iter().map(|c| c.face), level);
    set(&mut x, unseen_cards.iter().copied(), level);
    combination(&mut x, combo.as_ref(), action == &Action::Pass, level);
    let last = view.trick.last.as_ref();
    combination(&mut x, last.map(|p| &p.reading.combo), false, level);
    // Who holds the trick, counted from this seat (none: a lead).
    let rel = |s: usize| (s + 4 - view.seat) % 4;
    let holder = last.map(|p| rel(p.seat));
    x.extend((0..4).map(|r| bit(holder == Some(r))));
    // Card counts after the play.
    for r in 0..4 {
        let seat = (view.seat + r) % 4;
        let mut n = view.card_counts.get(seat).copied().unwrap_or(0);
        if r == 0 {
            n = left.len();
        }
        x.extend([
            n as f32 / 27.0,
            bit(n == 0),
            bit(n <= 2),
            bit(n <= 5),
            bit(n <= 10),
        ]);
    }
    // The first to finish, counted from this seat.
    let first = view.finished.first().map(|&s| rel(s));
    x.extend((0..4).map(|r| bit(first == Some(r))));
    // Levels: ours, theirs, whose level this hand is played at, a level A in play.
    let mine = view.seat % 2;
    let lv = |team: usize| view.levels.get(team).map_or(2, |r| r.value());
    let (ours, theirs) = (lv(mine), lv(1 - mine));
    x.extend([
        (ours as f32 - 2.0) / 12.0,
        (theirs as f32 - 2.0) / 12.0,
        bit(view.declarers == Some(mine)),
        bit(view.declarers.is_some_and(|d| d != mine)),
        bit(ours == 14),
        bit(theirs == 14),
    ]);
    // The stage and the table.
    let partner_holds = holder == Some(2);
    x.extend([
        (view.history.len() as f32 / 100.0).min(1.5),
        bit(last.is_none()),
        bit(partner_holds),
        view.trick.passes as f32 / 3.0,
        bit(combo.is_some_and(|c| !unseen.can_beat(&c))),
    ]);
    // The rule AI's plan of what is left: plays, bombs, its score.
    let p = plan(&left, level, &view.rules);
    let plays = p.plays().count();
    x.extend([
        plays as f32 / 10.0,
        p.bombs().count() as f32 / 4.0,
        p.score as f32 / 100.0,
    ]);
    x.extend((0..RANKS).map(|r| bit(rank.min(RANKS - 1) == r)));
    debug_assert_eq!(x.len(), INPUTS);
    x
}

pub(super) fn bit(b: bool) -> f32 {
    if b { 1.0 } else { 0.0 }
}

/// A set of cards: "at least 1..4" of each strength (2 for jokers), the wilds, the size.
pub(super) fn set(x: &mut Vec<f32>, faces: impl Iterator<Item = Face>, level: Rank) {
    let mut counts = [0u8; SLOTS];
    let (mut wilds, mut size) = (0u8, 0usize);
    for f in faces {
        size += 1;
        if is_wild(f, level) {
            wilds += 1;
        }
        let slot = match f {
            Face::Joker(Joker::Small) => 14,
            Face::Joker(Joker::Big) => 15,
            Face::Suited(..) => (level_value(f, level) as usize).saturating_sub(2),
        };
        if let Some(n) = counts.get_mut(slot) {
            *n = n.saturating_add(1);
        }
    }
    for n in counts {
        x.extend((1..=4).map(|k| bit(n >= k)));
    }
    x.extend([wilds as f32 / 2.0, size as f32 / 27.0]);
}

/// A combination: its type, strength (at the level), length; or a pass, or nothing.
fn combination(x: &mut Vec<f32>, combo: Option<&Combination>, pass: bool, level: Rank) {
    let kind = combo.map(|c| match c.kind {
        ComboType::Single => 0,
        ComboType::Pair => 1,
        ComboType::Triple => 2,
        ComboType::FullHouse => 3,
        ComboType::Straight => 4,
        ComboType::Tube => 5,
        ComboType::Plate => 6,
        ComboType::Bomb => 7,
        ComboType::StraightFlush => 8,
        ComboType::FourJokers => 9,
    });
    x.extend((0..10).map(|k| bit(kind == Some(k))));
    x.extend([
        combo.map_or(0.0, |c| c.key(level) as f32 / 17.0),
        combo.map_or(0.0, |c| c.len as f32 / 10.0),
        bit(pass || combo.is_none()),
    ]);
}
