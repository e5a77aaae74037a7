//! What the felt shows of the play: the trick in progress or just finished, each seat's part of
//! it, and the hand that just ended (its last play stays on the table like a trick's end).

use crate::cards::remove_cards;
use crate::driver::Entry;
use crate::guandan::game::Turn;
use crate::guandan::{Event, SeatView};

use super::super::seat::Shown;
use super::super::strings;

/// A trick's plays and passes in order, and the seat that won (or is winning) it.
#[derive(Clone, Debug, PartialEq)]
pub struct TrickShown {
    pub turns: Vec<Turn>,
    pub winner: Option<usize>,
}

/// The last finished trick of this hand, read from the log (its plays and passes since the
/// trick before): `None` before the first one, or when a new hand has started since (unless
/// `ended`: the table still shows the hand that ended, whose last action dealt the next).
pub fn finished_trick(log: &[Entry<Event>], ended: bool) -> Option<TrickShown> {
    let end = log
        .iter()
        .rposition(|e| matches!(e.event, Event::TrickWon { .. } | Event::HandEnded(_)))?;
    let (before, since) = log.split_at_checked(end)?;
    let last = since.first()?;
    if !ended
        && since
            .iter()
            .any(|e| matches!(e.event, Event::HandStarted { .. }))
    {
        return None;
    }
    let mut turns = Vec::new();
    for e in before.iter().rev() {
        match &e.event {
            Event::Played(p) => turns.push(Turn::Play(p.clone())),
            Event::Passed { seat } => turns.push(Turn::Pass(*seat)),
            Event::Finished { .. } => {}
            _ => break,
        }
    }
    turns.reverse();
    let winner = match last.event {
        Event::TrickWon { seat, .. } => Some(seat),
        _ => turns.iter().rev().find_map(|t| match t {
            Turn::Play(p) => Some(p.seat),
            Turn::Pass(_) => None,
        }),
    };
    Some(TrickShown { turns, winner })
}

/// What `seat` shows in front of it from `turns`: its last play or pass.
pub fn shown(turns: &[Turn], seat: usize) -> Shown {
    let last = turns.iter().rev().find(|t| match t {
        Turn::Play(p) => p.seat == seat,
        Turn::Pass(s) => *s == seat,
    });
    match last {
        Some(Turn::Play(p)) => Shown::Play {
            // In the order the combination reads, each wild in the place it stands in.
            cards: p.reading.display_order(&p.cards),
            label: strings::combo_name(&p.reading.combo),
            stands: p
                .reading
                .wilds
                .iter()
                .map(|w| (w.card, w.stands_for))
                .collect(),
            emphasis: p.reading.combo.is_bomb(),
        },
        Some(Turn::Pass(_)) => Shown::Pass,
        None => Shown::Nothing,
    }
}

/// The hand that ended as it stood at its end: `before`, the player's view before the hand's
/// last action, with that action's `events` (its play, who went out) applied up to the end
/// (they also dealt the next hand, which the table shows only once the player goes on).
pub fn at_end(before: &SeatView, events: &[Entry<Event>]) -> SeatView {
    let mut view = before.clone();
    for e in events {
        match &e.event {
            Event::Played(p) => {
                if p.seat == view.seat {
                    remove_cards(&mut view.hand, &p.cards);
                }
                if let Some(n) = view.card_counts.get_mut(p.seat) {
                    *n = n.saturating_sub(p.cards.len());
                }
                view.history.push(Turn::Play(p.clone()));
            }
            Event::Finished { seat, .. } => view.finished.push(*seat),
            Event::HandEnded(_) => break,
            _ => {}
        }
    }
    view
}

/// The big moment an entry of the log is, if it is one (see [`crate::ui::moment`]).
pub fn moment(entry: &Entry<Event>) -> Option<crate::ui::moment::Moment> {
    use crate::guandan::ComboType;
    use crate::guandan::scoring::Finish;
    use crate::ui::moment::Moment;
    let level = |team: usize, level: crate::cards::Rank| {
        t!(
            "moment-level",
            team = strings::team_name(team),
            level = level.code()
        )
    };
    match &entry.event {
        Event::Played(p) if p.reading.combo.is_bomb() => {
            let who = strings::seat_name(p.seat);
            Some(match p.reading.combo.kind {
                ComboType::FourJokers => Moment::new("bomb", t!("moment-four-jokers"), who).big(),
                ComboType::StraightFlush => {
                    Moment::new("bomb", t!("moment-straight-flush"), who).big()
                }
                _ => Moment::new("bomb", t!("moment-bomb"), who),
            })
        }
        Event::Finished { seat, place: 1 } => Some(Moment::new(
            "first-out",
            t!("moment-first-out"),
            strings::seat_name(*seat),
        )),
        Event::TributeResisted { .. } => Some(Moment::new(
            "resisted",
            t!("moment-resisted"),
            String::new(),
        )),
        Event::HandEnded(r) => Some(match r.match_winner {
            Some(team) => Moment::new(
                "match-won",
                t!("moment-match-won"),
                strings::team_name(team),
            )
            .big(),
            // Said from the reader's side: 双上 for the pair that finished 1-2, 双下 for the other.
            None if r.finish == Finish::OneTwo => Moment::new(
                "double-win",
                if strings::side(r.winners) == 0 {
                    t!("moment-double-win")
                } else {
                    t!("moment-double-loss")
                },
                level(r.winners, r.levels[r.winners % 2]),
            )
            .big(),
            None => Moment::new(
                "level",
                t!("moment-level-title"),
                level(r.winners, r.levels[r.winners % 2]),
            ),
        }),
        _ => None,
    }
}
