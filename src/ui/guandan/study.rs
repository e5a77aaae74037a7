//! What the comparison and the review say about a Guan Dan hand.

use super::super::strings::{self, card_labels};
use super::super::study::{Studied, Summary};
use crate::driver::record::HandReplay;
use crate::guandan::scoring::Finish;
use crate::guandan::{Action, Event, Game};

impl Studied for Game {
    fn position(hand: &HandReplay<Game>, live: &Game, k: usize) -> yew::Html {
        super::replay::position(hand, live, k)
    }

    fn summary(start: &Game, end: &Event, seat: usize) -> Option<Summary> {
        let Event::HandEnded(r) = end else {
            return None;
        };
        let before = start.levels();
        let w = r.winners;
        let up = r.levels.get(w)?.value() as i32 - before.get(w)?.value() as i32;
        let place = r.order.iter().position(|&s| s == seat)?;
        let out = !(r.finish == Finish::OneTwo && place >= 2);
        let place_text = if out {
            strings::place_badge(place).1
        } else {
            t!("not-out")
        };
        let headline = strings::finish(w, r.finish.label(), up);
        Some(Summary {
            lines: vec![t!("compare-place", place = place_text), headline],
            levels: if w == seat % 2 { up } else { -up },
            tie: if out { -(place as i32) } else { -4 },
        })
    }

    fn short(_start: &Game, action: &Action) -> String {
        match action {
            Action::Play { cards, .. } => card_labels(cards),
            Action::Pass => t!("pass"),
            Action::PayTribute { card } | Action::ReturnTribute { card } => {
                strings::face_label(card.face)
            }
            _ => t!("replay-chooses", seat = 0, name = strings::seat_name(0)),
        }
    }
}
