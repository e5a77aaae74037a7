//! The Guan Dan lesson. Scene 1: a hand at level 2 where the learner beats a pair, leads a
//! single, passes, bombs a full house of level cards, then leads a tube, a plate, a triple and
//! a straight made with the wild ♥2 to go out first. Scene 2: the next hand's tribute, given
//! back. Played under the China (competition) rules, the ones most players meet.
//!
//! The learner's hand holds no bomb but the one it is taught to play and no group it is told to
//! break, so every coach line is true of the hand (`lesson::facts` checks each claim).

use super::{Lesson, Scene, Step, Taught, Want, pick};
use crate::cards::{Card, Face, Joker, Rank, find_card, parse_hand, shuffled_deck};
use crate::guandan::{Action, Combination, ComboType, Game, Rules, SeatView, Top};

/// The learner sits at seat 0 (South); 1 East, 2 North (the partner), 3 West.
const ME: usize = 0;

/// The cards each seat plays in scene 1 (the rest of the two decks is dealt around them).
/// South: a pair, three 3s (a single, then a tube with the 4s and 5s), four Ks, three aces,
/// a plate of Js and Qs, and 6-7-8-9 that the wild ♥2 makes a straight.
const SOUTH: &str =
    "S10 D10  S3 C3 D3 C4 D4 C5 D5  SK HK DK CK  SA HA DA  SJ HJ DJ SQ HQ DQ  S6 C7 D8 S9 H2";
const EAST: &str = "S8";
const WEST: &str = "H6 C6  CA  S2 D2 C2 H8 D8";

impl Taught for Game {
    fn lesson() -> Lesson<Game> {
        let mut scenes = Vec::new();
        scenes.extend(first_hand());
        scenes.extend(tribute());
        Lesson { scenes }
    }

    fn routine(view: &SeatView) -> Option<Action> {
        // The tribute's forced moves; a play is always a choice.
        view.legal_actions()
            .into_iter()
            .find(|a| !matches!(a, Action::Play { .. } | Action::Pass))
    }

    fn any(view: &SeatView) -> Option<Action> {
        Self::routine(view)
    }

    fn free(_: &Action) -> bool {
        false
    }

    fn same(a: &Action, b: &Action) -> bool {
        match (a, b) {
            (Action::Play { cards: x, .. }, Action::Play { cards: y, .. }) => ranks(x) == ranks(y),
            _ => a == b,
        }
    }

    fn adapt(taught: &Action, view: &SeatView) -> Action {
        let Action::Play { cards, as_combo } = taught else {
            return taught.clone();
        };
        // The same face where the hand still holds it, else another card of that rank.
        let mut left = view.hand.clone();
        let mut take = |keep: &dyn Fn(&Card) -> bool| {
            let i = left.iter().position(keep)?;
            Some(left.remove(i))
        };
        let mut chosen = Vec::new();
        for c in cards {
            let same_face = take(&|h: &Card| h.face == c.face);
            match same_face.or_else(|| take(&|h: &Card| h.rank() == c.rank())) {
                Some(card) => chosen.push(card),
                None => return taught.clone(),
            }
        }
        Action::Play {
            cards: chosen,
            as_combo: *as_combo,
        }
    }
}

/// A play's ranks in order (jokers by their face): what the coach's words name.
fn ranks(cards: &[Card]) -> Vec<Result<Rank, Joker>> {
    let mut r: Vec<_> = cards
        .iter()
        .map(|c| match c.face {
            Face::Suited(_, rank) => Ok(rank),
            Face::Joker(j) => Err(j),
        })
        .collect();
    crate::cards::sort::sort(&mut r);
    r
}

fn first_hand() -> Option<Scene<Game>> {
    let all = parse_hand(&format!("{SOUTH} {EAST} {WEST}")).ok()?;
    let count = |s: &str| s.split_whitespace().count();
    let (south, rest) = all.split_at(count(SOUTH));
    let (east, west) = rest.split_at(count(EAST));
    let mut hands: [Vec<Card>; 4] = [south.to_vec(), east.to_vec(), Vec::new(), west.to_vec()];
    // The rest of the decks, shuffled, fills the other hands to 27.
    let mut fill = shuffled_deck(2, 2024).ok()?;
    fill.retain(|c| find_card(&all, *c).is_none());
    for card in fill {
        if let Some(h) = hands.iter_mut().skip(1).find(|h| h.len() < 27) {
            h.push(card);
        }
    }
    let play = |seat: usize, faces: &str| Action::Play {
        cards: pick(hands.get(seat).map_or(&[], |h| h), faces),
        as_combo: None,
    };
    let mine = |faces: &str| Want::Exactly(play(ME, faces));
    let passes = |seats: &[usize]| {
        seats
            .iter()
            .map(|&s| Step::By(s, Action::Pass))
            .collect::<Vec<_>>()
    };
    let mut steps = vec![
        Step::Say("lesson-gd-intro"),
        Step::Say("lesson-gd-level"),
        Step::By(3, play(3, "H6 C6")),
        Step::Do("lesson-gd-pair", mine("S10 D10")),
    ];
    steps.extend(passes(&[1, 2, 3]));
    steps.push(Step::Do("lesson-gd-single", mine("S3")));
    steps.extend([
        Step::By(1, play(1, "S8")),
        Step::By(2, Action::Pass),
        Step::By(3, play(3, "CA")),
        Step::Do("lesson-gd-pass", Want::Exactly(Action::Pass)),
    ]);
    steps.extend(passes(&[1, 2]));
    steps.push(Step::By(3, play(3, "S2 D2 C2 H8 D8")));
    steps.push(Step::Do("lesson-gd-bomb", mine("SK HK DK CK")));
    for (line, faces) in [
        ("lesson-gd-tube", "C3 D3 C4 D4 C5 D5"),
        ("lesson-gd-plate", "SJ HJ DJ SQ HQ DQ"),
        ("lesson-gd-triple", "SA HA DA"),
    ] {
        steps.extend(passes(&[1, 2, 3]));
        steps.push(Step::Do(line, mine(faces)));
    }
    steps.extend(passes(&[1, 2, 3]));
    // The wild stands for the 10 (a straight up to 10), as the coach says.
    let straight = match play(ME, "S6 C7 D8 S9 H2") {
        Action::Play { cards, .. } => Action::Play {
            cards,
            as_combo: Some(Combination::new(
                ComboType::Straight,
                5,
                Top::Rank(Rank::Ten),
            )),
        },
        other => other,
    };
    steps.push(Step::Do("lesson-gd-straight", Want::Exactly(straight)));
    steps.push(Step::Say("lesson-gd-out"));
    let start = Game::from_hands(Rules::china(), hands.clone(), [Rank::Two; 2], None, 3).ok()?;
    Some(Scene {
        start,
        steps,
        settle: false,
    })
}

/// The next hand: the learner went out first, West last; West pays, the learner gives back.
fn tribute() -> Option<Scene<Game>> {
    let hands = crate::guandan::opening_hands(5);
    let start = Game::with_tribute(
        Rules::china(),
        hands,
        [Rank::Four, Rank::Two],
        0,
        [0, 1, 2, 3],
    )
    .ok()?;
    Some(Scene {
        start,
        steps: vec![
            Step::Say("lesson-gd-tribute"),
            Step::Do("lesson-gd-return", Want::Any),
            Step::Say("lesson-gd-end"),
        ],
        settle: false,
    })
}
