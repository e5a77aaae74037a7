//! The Guan Dan lesson. Scene 1: a hand at level 2 where the learner beats a pair, leads a
//! single, passes, bombs a full house, then plays a triple, a tube, a plate and a straight
//! made with the wild ♥2 to go out first. Scene 2: the next hand's tribute, given back. Played
//! under the China (competition) rules, the ones most players meet.

use super::{Lesson, Scene, Step, Taught, Want, pick};
use crate::cards::{Card, Rank, find_card, parse_hand, same_cards, shuffled_deck};
use crate::guandan::{Action, Game, Rules, SeatView};

/// The learner sits at seat 0 (South); 1 East, 2 North (the partner), 3 West.
const ME: usize = 0;

/// The cards each seat plays in scene 1 (the rest of the two decks is dealt around them).
const SOUTH: &str =
    "S10 D10  S3  SK HK DK CK  S9 H9 D9  C3 D3 C4 D4 C5 D5  SJ HJ DJ SQ HQ DQ  H10 CJ CQ SA H2";
const EAST: &str = "S8";
const WEST: &str = "S6 H6  D6 C6 S6 H8 D8  CA";

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
            (Action::Play { cards: x, .. }, Action::Play { cards: y, .. }) => same_cards(x, y),
            _ => a == b,
        }
    }
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
        Step::By(3, play(3, "S6 H6")),
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
    // West's second 6♠ (the first went in the pair).
    let west: Vec<Card> = hands[3]
        .iter()
        .filter(|c| !pick(&hands[3], "S6 H6").contains(c))
        .copied()
        .collect();
    let full_house = Action::Play {
        cards: pick(&west, "D6 C6 S6 H8 D8"),
        as_combo: None,
    };
    steps.push(Step::By(3, full_house));
    steps.push(Step::Do("lesson-gd-bomb", mine("SK HK DK CK")));
    for (line, faces) in [
        ("lesson-gd-triple", "S9 H9 D9"),
        ("lesson-gd-tube", "C3 D3 C4 D4 C5 D5"),
        ("lesson-gd-plate", "SJ HJ DJ SQ HQ DQ"),
    ] {
        steps.extend(passes(&[1, 2, 3]));
        steps.push(Step::Do(line, mine(faces)));
    }
    steps.extend(passes(&[1, 2, 3]));
    steps.push(Step::Do("lesson-gd-straight", mine("H10 CJ CQ SA H2")));
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
