//! What the comparison and the review say about a Sheng Ji round.

use super::super::strings::card_labels;
use super::super::strings::shengji as sj;
use super::super::study::{Studied, Summary};
use crate::driver::record::HandReplay;
use crate::shengji::scoring::Outcome;
use crate::shengji::{Action, Event, Game};

impl Studied for Game {
    fn position(hand: &HandReplay<Game>, live: &Game, k: usize) -> yew::Html {
        super::replay::position(hand, live, k)
    }

    fn summary(start: &Game, end: &Event, seat: usize) -> Option<Summary> {
        let Event::RoundOver(r) = end else {
            return None;
        };
        let declaring = *r.declarers.get(seat)?;
        let levels = match r.outcome {
            Outcome::Hold { levels } => levels as i32,
            Outcome::TakeOver { levels } => -(levels as i32),
        };
        let side = if declaring {
            t!("compare-declaring")
        } else {
            t!("compare-attacking")
        };
        let points = r.opponents_points as i32;
        Some(Summary {
            lines: vec![
                side,
                sj::attackers_total(r),
                sj::outcome_line(r, start.rules().players as usize),
            ],
            levels: if declaring { levels } else { -levels },
            tie: if declaring { -points } else { points },
        })
    }

    fn short(start: &Game, action: &Action) -> String {
        match action {
            Action::Play(cards) => card_labels(cards),
            Action::Bury(cards) => format!("{} {}", t!("sj-kitty"), card_labels(cards)),
            Action::CallFriends(calls) => {
                let called: Vec<String> = calls.iter().map(sj::call_text).collect();
                called.join("; ")
            }
            Action::Bid(cards) => sj::bid_made(
                &crate::shengji::Bid {
                    seat: 0,
                    cards: cards.clone(),
                },
                start.rules().players as usize,
            ),
            _ => t!("pass"),
        }
    }
}
