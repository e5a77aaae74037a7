//! The Sheng Ji lesson. Scene 1: the draw, where the learner bids the ♠2 and becomes the
//! dealer. Scene 2: a short hand (ten cards each) with spades trumps: the kitty buried, a pair
//! and a tractor led, points lost to the attackers, a ruff, trumps, and the last trick; the
//! round's score ends it.

use super::{Lesson, Scene, Step, Taught, Want, pick};
use crate::cards::{Card, Rank, Suit, parse_hand, same_cards, shuffled_deck};
use crate::shengji::{Action, Game, Phase, Rules, SeatView, Trump};

/// The hands of scene 2: the learner (seat 0), East, North (the partner), West; then the
/// kitty, which the learner takes and buries again.
const HANDS: [&str; 5] = [
    "HA HA CJ CJ CQ CQ D5 S4 S2 SA",
    "H3 H4 C8 C9 C10 CK D10 DJ S5 S6",
    "HK HK C3 C3 C5 C6 D3 D4 S7 S8",
    "H6 H7 C4 C7 C8 C9 DA DK S9 S10",
    "D6 D7 D8 D9 H8 H9 C6 C7",
];

impl Taught for Game {
    fn lesson() -> Lesson<Game> {
        let mut scenes = Vec::new();
        scenes.extend(draw());
        scenes.extend(short_hand());
        Lesson { scenes }
    }

    fn routine(view: &SeatView) -> Option<Action> {
        match view.phase {
            Phase::Drawing if view.my_turn() => Some(Action::Draw),
            Phase::Declaring if view.passed.get(view.seat) == Some(&false) => Some(Action::Pass),
            _ => None,
        }
    }

    fn any(_: &SeatView) -> Option<Action> {
        None
    }

    fn free(action: &Action) -> bool {
        *action == Action::Draw
    }

    fn same(a: &Action, b: &Action) -> bool {
        match (a, b) {
            (Action::Play(x), Action::Play(y))
            | (Action::Bury(x), Action::Bury(y))
            | (Action::Bid(x), Action::Bid(y)) => same_cards(x, y),
            _ => a == b,
        }
    }
}

/// The first round's draw from a fixed order: the learner draws first, gets the ♠2 at the
/// third card and no other 2 or joker, so theirs is the only bid.
fn draw() -> Option<Scene<Game>> {
    let mut cards = shuffled_deck(2, 2024).ok()?;
    let special = |c: &Card| c.face.is_joker() || c.rank() == Some(Rank::Two);
    let dealt = cards.len().saturating_sub(8);
    let mine = |i: usize| i.is_multiple_of(4) && i < dealt;
    for i in (0..dealt).step_by(4) {
        if cards.get(i).is_some_and(special) {
            let other = (0..cards.len())
                .find(|&j| !mine(j) && cards.get(j).is_some_and(|c| !special(c)))?;
            cards.swap(i, other);
        }
    }
    let spade_two = Card::new(crate::cards::Face::Suited(Suit::Spades, Rank::Two), 0);
    let at = cards.iter().position(|c| *c == spade_two)?;
    cards.swap(8, at);
    let start = Game::stacked(Rules::default(), 1, vec![Rank::Two; 4], None, cards).ok()?;
    Some(Scene {
        start,
        steps: vec![
            Step::Say("lesson-sj-intro"),
            Step::Do("lesson-sj-bid", Want::Exactly(Action::Bid(vec![spade_two]))),
        ],
        settle: true,
    })
}

fn short_hand() -> Option<Scene<Game>> {
    let all = parse_hand(&HANDS.join(" ")).ok()?;
    let mut parts = Vec::new();
    let mut rest = all.as_slice();
    for h in HANDS {
        let (part, more) = rest.split_at(h.split_whitespace().count().min(rest.len()));
        parts.push(part.to_vec());
        rest = more;
    }
    let kitty = parts.pop()?;
    let hands = parts;
    let play =
        |seat: usize, faces: &str| Action::Play(pick(hands.get(seat).map_or(&[], |h| h), faces));
    let mine = |faces: &str| Want::Exactly(play(0, faces));
    let others = |plays: [(usize, &str); 3]| plays.map(|(s, f)| Step::By(s, play(s, f)));
    let mut steps = vec![
        Step::Say("lesson-sj-dealer"),
        Step::Do("lesson-sj-bury", Want::Exactly(Action::Bury(kitty.clone()))),
        Step::Do("lesson-sj-pair", mine("HA HA")),
    ];
    steps.extend(others([(1, "H3 H4"), (2, "HK HK"), (3, "H6 H7")]));
    steps.push(Step::Do("lesson-sj-tractor", mine("CJ CJ CQ CQ")));
    steps.extend(others([
        (1, "C8 C9 C10 CK"),
        (2, "C3 C3 C5 C6"),
        (3, "C4 C7 C8 C9"),
    ]));
    steps.push(Step::Do("lesson-sj-points", mine("D5")));
    steps.extend(others([(1, "D10"), (2, "D3"), (3, "DA")]));
    steps.push(Step::By(3, play(3, "DK")));
    steps.push(Step::Do("lesson-sj-ruff", mine("S4")));
    steps.extend([Step::By(1, play(1, "DJ")), Step::By(2, play(2, "D4"))]);
    steps.push(Step::Do("lesson-sj-trump", mine("S2")));
    steps.extend(others([(1, "S5"), (2, "S7"), (3, "S9")]));
    steps.push(Step::Do("lesson-sj-last", mine("SA")));
    steps.extend(others([(1, "S6"), (2, "S8"), (3, "S10")]));
    steps.push(Step::Say("lesson-sj-score"));
    let start = Game::arranged(
        Rules::default(),
        vec![Rank::Two; 4],
        0,
        Trump::new(Rank::Two, Some(Suit::Spades)),
        hands,
        kitty,
    )
    .ok()?;
    Some(Scene {
        start,
        steps,
        settle: false,
    })
}
