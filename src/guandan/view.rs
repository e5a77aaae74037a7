//! What one seat may see ([`SeatView`]) and the questions it can ask the rules: its legal
//! actions, the readings of a selection, and whether an action would be accepted.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Rank, find_card};

use super::Seat;
use super::combination::{Combination, Reading, reading_as, readings};
use super::error::GuandanError;
use super::game::{Action, FaceUp, Pending, Trick, Turn};
use super::level::{levels_code, rank_code};
use super::moves::{Move, legal_moves};
use super::rules::Rules;
use super::scoring::HandResult;
use super::tribute::{TributeInfo, check_payment, check_return, return_choices, tribute_choices};

/// What one seat may see: its own hand and everything public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    /// Own cards, strongest first.
    pub hand: Vec<Card>,
    pub card_counts: [usize; 4],
    /// Each team's level (team 0: seats 0 and 2).
    #[serde(with = "levels_code")]
    pub levels: [Rank; 2],
    /// Declarers of this hand (`None` in hand 1).
    pub declarers: Option<usize>,
    /// The level this hand is played at.
    #[serde(with = "rank_code")]
    pub level: Rank,
    pub hand_number: u32,
    pub pending: Pending,
    pub trick: Trick,
    /// Every play and pass of this hand.
    pub history: Vec<Turn>,
    pub finished: Vec<Seat>,
    pub tribute: TributeInfo,
    pub face_up: Option<FaceUp>,
    pub last_result: Option<HandResult>,
    pub top_failures: [u8; 2],
    pub rules: Rules,
}

/// Checks that `cards` (from `hand`) form a play that may go on `table`, and picks the reading.
pub fn check_play(
    hand: &[Card],
    cards: &[Card],
    as_combo: Option<Combination>,
    table: Option<&Combination>,
    level: Rank,
    rules: &Rules,
) -> Result<Reading, GuandanError> {
    check_held(cards, |card| find_card(hand, card).is_some())?;
    check_reading(cards, as_combo, table, level, rules)
}

/// That `cards` is a play of distinct cards that `held` says are in the hand.
pub(super) fn check_held(cards: &[Card], held: impl Fn(Card) -> bool) -> Result<(), GuandanError> {
    if cards.is_empty() {
        return Err(GuandanError::EmptyPlay);
    }
    for (i, card) in cards.iter().enumerate() {
        if cards.iter().take(i).any(|c| c == card) {
            return Err(GuandanError::DuplicateCard { card: *card });
        }
        if !held(*card) {
            return Err(GuandanError::NotInHand { card: *card });
        }
    }
    Ok(())
}

/// The reading `cards` (held) is played as on `table` (see [`check_play`]).
pub(super) fn check_reading(
    cards: &[Card],
    as_combo: Option<Combination>,
    table: Option<&Combination>,
    level: Rank,
    rules: &Rules,
) -> Result<Reading, GuandanError> {
    let beats = |r: &Reading| table.is_none_or(|t| r.combo.beats(t, level));
    if let Some(asked) = as_combo
        && let Some(reading) = reading_as(cards, &asked, level, rules)
    {
        return match table {
            Some(t) if !beats(&reading) => Err(GuandanError::DoesNotBeat {
                play: reading.combo,
                table: *t,
            }),
            _ => Ok(reading),
        };
    }
    let all = readings(cards, level, rules);
    let Some(first) = all.first() else {
        return Err(GuandanError::NotACombination { count: cards.len() });
    };
    if let Some(asked) = as_combo {
        return Err(GuandanError::NotAReading { asked });
    }
    let mut good: Vec<Reading> = all.iter().filter(|r| beats(r)).cloned().collect();
    match good.len() {
        1 => Ok(good.remove(0)),
        0 => Err(GuandanError::DoesNotBeat {
            play: first.combo,
            table: table.copied().unwrap_or(first.combo),
        }),
        _ => Err(GuandanError::AmbiguousReading {
            options: good.into_iter().map(|r| r.combo).collect(),
        }),
    }
}

/// The first card of each face, in order.
fn distinct_faces(mut cards: Vec<Card>) -> Vec<Card> {
    // One bit per face (54 of them).
    let mut seen = 0u64;
    cards.retain(|c| {
        let bit = 1u64.checked_shl(c.face.index() as u32).unwrap_or(0);
        let first = seen & bit == 0;
        seen |= bit;
        first
    });
    cards
}

pub(crate) fn legal_actions_for(
    seat: Seat,
    hand: &[Card],
    pending: &Pending,
    trick: &Trick,
    level: Rank,
    rules: &Rules,
) -> Vec<Action> {
    if pending.seat() != Some(seat) {
        return Vec::new();
    }
    match pending {
        Pending::Play { leading, .. } => {
            let table = trick.last.as_ref().map(|p| &p.reading.combo);
            let mut actions: Vec<Action> = legal_moves(hand, table, level, rules)
                .into_iter()
                .map(|m| Action::Play {
                    cards: m.cards,
                    as_combo: Some(m.combo),
                })
                .collect();
            if !leading {
                actions.push(Action::Pass);
            }
            actions
        }
        Pending::PayTribute { .. } => distinct_faces(tribute_choices(hand, level))
            .into_iter()
            .map(|card| Action::PayTribute { card })
            .collect(),
        Pending::TakeTribute { from, .. } => from
            .iter()
            .map(|&from| Action::TakeTribute { from })
            .collect(),
        Pending::ReturnTribute { received, .. } => {
            distinct_faces(return_choices(hand, received.face, level, rules))
                .into_iter()
                .map(|card| Action::ReturnTribute { card })
                .collect()
        }
        Pending::ChooseLeader { among, .. } => among
            .iter()
            .map(|&leader| Action::ChooseLeader { leader })
            .collect(),
        Pending::MatchOver { .. } => Vec::new(),
    }
}

impl SeatView {
    /// The seat expected to act, if any.
    pub fn to_act(&self) -> Option<Seat> {
        self.pending.seat()
    }

    /// The play to beat, if any.
    pub fn table(&self) -> Option<&Combination> {
        self.trick.last.as_ref().map(|p| &p.reading.combo)
    }

    /// Whether the play to beat is this seat's partner's.
    pub fn partner_winning(&self) -> bool {
        self.trick
            .last
            .as_ref()
            .is_some_and(|last| last.seat == (self.seat + 2) % 4)
    }

    /// Legal plays of this seat against the current trick (empty when not its turn to play).
    pub fn legal_moves(&self) -> Vec<Move> {
        match self.pending {
            Pending::Play { seat, .. } if seat == self.seat => {
                legal_moves(&self.hand, self.table(), self.level, &self.rules)
            }
            _ => Vec::new(),
        }
    }

    /// Whether this seat, following, holds any play that beats the trick (when not, the table
    /// says so: 要不起). `true` when leading or not its turn to play.
    pub fn can_beat(&self) -> bool {
        match (&self.pending, self.table()) {
            // The list the page already holds (for the legal actions), not a second
            // instantiation of the generator: the page's size counts.
            (Pending::Play { seat, .. }, Some(t)) if *seat == self.seat => {
                !legal_moves(&self.hand, Some(t), self.level, &self.rules).is_empty()
            }
            _ => true,
        }
    }

    /// Every other choice of own cards for a legal move's combination (see
    /// [`alternatives`](super::alternatives::alternatives)).
    pub fn alternatives(&self, combo: &Combination) -> Vec<Move> {
        super::alternatives::alternatives(&self.hand, combo, self.level, &self.rules)
    }

    /// Every legal action of this seat now (plays, pass, tribute decisions).
    pub fn legal_actions(&self) -> Vec<Action> {
        legal_actions_for(
            self.seat,
            &self.hand,
            &self.pending,
            &self.trick,
            self.level,
            &self.rules,
        )
    }

    /// The readings of a selection of own cards that may be played now (for the UI's
    /// question "play as ...?").
    pub fn playable_readings(&self, cards: &[Card]) -> Vec<Reading> {
        let level = self.level;
        readings(cards, level, &self.rules)
            .into_iter()
            .filter(|r| self.table().is_none_or(|t| r.combo.beats(t, level)))
            .collect()
    }

    /// Whether `action` would be accepted now, by the same checks as
    /// [`Game::apply`](super::Game::apply), without playing it.
    pub fn check_action(&self, action: &Action) -> Result<(), GuandanError> {
        let Some(waiting_for) = self.pending.seat() else {
            return Err(GuandanError::MatchOver);
        };
        if waiting_for != self.seat {
            return Err(GuandanError::NotYourTurn {
                seat: self.seat,
                waiting_for,
            });
        }
        match (&self.pending, action) {
            (Pending::Play { .. }, Action::Play { cards, as_combo }) => check_play(
                &self.hand,
                cards,
                *as_combo,
                self.table(),
                self.level,
                &self.rules,
            )
            .map(|_| ()),
            (Pending::Play { leading: true, .. }, Action::Pass) => {
                Err(GuandanError::LeaderCannotPass)
            }
            (Pending::Play { .. }, Action::Pass) => Ok(()),
            (Pending::PayTribute { .. }, Action::PayTribute { card }) => {
                check_payment(&self.hand, *card, self.level)
            }
            (Pending::TakeTribute { from, .. }, Action::TakeTribute { from: payer }) => {
                if from.contains(payer) {
                    Ok(())
                } else {
                    Err(GuandanError::NotAPayer { seat: *payer })
                }
            }
            (Pending::ReturnTribute { received, .. }, Action::ReturnTribute { card }) => {
                check_return(&self.hand, *card, *received, self.level, &self.rules)
            }
            (Pending::ChooseLeader { among, .. }, Action::ChooseLeader { leader }) => {
                if among.contains(leader) {
                    Ok(())
                } else {
                    Err(GuandanError::NotAPayer { seat: *leader })
                }
            }
            (pending, _) => Err(GuandanError::WrongAction {
                expected: pending.expected(),
            }),
        }
    }

    /// Whether a seat must announce its card count (at or below `announce_at`).
    pub fn must_announce(&self, seat: Seat) -> bool {
        self.card_counts
            .get(seat)
            .is_some_and(|&n| n > 0 && n <= self.rules.announce_at as usize)
    }
}
