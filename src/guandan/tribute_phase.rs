//! The tribute phase of a hand (进贡, 还贡, 抗贡) as steps of the [`Game`]: paying, assigning
//! equal tributes, the returns, and who leads once it is done. Which card and whom are the rules
//! of [`tribute`](super::tribute).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rand::Rng;

use crate::cards::{Card, remove_cards};

use super::Seat;
use super::error::GuandanError;
use super::game::{EQUAL_LEAD, EQUAL_TRIBUTE, Event, Game, Pending};
use super::level::level_value;
use super::rules::{EqualTribute, EqualTributeLead};
use super::tribute::{Transfer, check_payment, check_return, return_choices, tribute_choices};

impl Game {
    /// Takes decisions that have only one possible answer (a tribute of a single face, a return
    /// with a single allowed face), so nobody is asked a question without a choice.
    pub(super) fn resolve_forced(&mut self, events: &mut Vec<Event>) {
        loop {
            let Some(seat) = self.pending.seat() else {
                return;
            };
            if !matches!(
                self.pending,
                Pending::PayTribute { .. } | Pending::ReturnTribute { .. }
            ) {
                return;
            }
            // One face to choose from (what `legal_actions` would list alone), found without
            // listing the actions.
            let level = self.level();
            let hand = self.hands.get(seat).map_or(&[][..], Vec::as_slice);
            let choices = match self.pending {
                Pending::PayTribute { .. } => tribute_choices(hand, level),
                Pending::ReturnTribute { received, .. } => {
                    return_choices(hand, received.face, level, &self.rules)
                }
                _ => return,
            };
            let Some(&card) = choices.first() else { return };
            if choices.iter().any(|c| c.face != card.face) {
                return;
            }
            let ok = match self.pending.clone() {
                Pending::PayTribute { .. } => self.pay_tribute(seat, card, events),
                Pending::ReturnTribute { to, received, .. } => {
                    self.return_tribute(seat, to, received, card, events)
                }
                _ => return,
            };
            if ok.is_err() {
                return;
            }
        }
    }

    pub(super) fn pay_tribute(
        &mut self,
        seat: Seat,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), GuandanError> {
        let level = self.level();
        let hand = self
            .hands
            .get_mut(seat)
            .ok_or(GuandanError::NoSuchSeat { seat })?;
        check_payment(hand, card, level)?;
        remove_cards(hand, &[card]);
        self.indexes.played(seat, &[card], hand, level, &self.rules);
        self.tribute.unassigned.push((seat, card));
        events.push(Event::TributePaid { from: seat, card });
        let payers = self.tribute.payers.clone();
        if let Some(&next) = payers
            .iter()
            .find(|p| !self.tribute.unassigned.iter().any(|(s, _)| s == *p))
        {
            self.pending = Pending::PayTribute {
                seat: next,
                to: None,
            };
            return Ok(());
        }
        if payers.len() == 1 {
            self.assign(&payers, events);
            return Ok(());
        }
        let [(p0, c0), (p1, c1)] = match self.tribute.unassigned[..] {
            [a, b] => [a, b],
            _ => return Ok(()),
        };
        let (v0, v1) = (level_value(c0.face, level), level_value(c1.face, level));
        if v0 != v1 {
            let order = if v0 > v1 { [p0, p1] } else { [p1, p0] };
            self.assign(&order, events);
            return Ok(());
        }
        let first = self.first_receiver();
        match self.rules.equal_tribute {
            EqualTribute::WinnersChoose => {
                self.pending = Pending::TakeTribute {
                    seat: first,
                    from: [p0, p1],
                };
            }
            EqualTribute::Clockwise => {
                let next = (first + 1) % 4;
                let other = if p0 == next { p1 } else { p0 };
                self.assign(&[next, other], events);
            }
            EqualTribute::Random => {
                let order = if self.hand_rng(EQUAL_TRIBUTE).random_bool(0.5) {
                    [p0, p1]
                } else {
                    [p1, p0]
                };
                self.assign(&order, events);
            }
        }
        Ok(())
    }

    /// Gives the tribute of `payers_in_order[i]` to receiver i, then asks for the returns.
    pub(super) fn assign(&mut self, payers_in_order: &[Seat], events: &mut Vec<Event>) {
        for (i, &payer) in payers_in_order.iter().enumerate() {
            let Some(&(_, card)) = self.tribute.unassigned.iter().find(|(s, _)| *s == payer) else {
                continue;
            };
            let Some(&to) = self.tribute.receivers.get(i) else {
                continue;
            };
            let to = to % 4;
            let Some(hand) = self.hands.get_mut(to) else {
                continue;
            };
            hand.push(card);
            self.indexes
                .received(to, card, hand, self.standing.hand_level(), &self.rules);
            let transfer = Transfer {
                from: payer,
                to,
                card,
            };
            events.push(Event::TributeGiven(transfer.clone()));
            self.tribute.paid.push(transfer);
        }
        self.tribute.unassigned.clear();
        self.next_return(events);
    }

    fn next_return(&mut self, events: &mut Vec<Event>) {
        let done = self.tribute.returned.len();
        if let Some(t) = self.tribute.paid.get(done).cloned() {
            self.pending = Pending::ReturnTribute {
                seat: t.to,
                to: t.from,
                received: t.card,
            };
            return;
        }
        self.after_tribute(events);
    }

    pub(super) fn return_tribute(
        &mut self,
        seat: Seat,
        to: Seat,
        received: Card,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), GuandanError> {
        let level = self.level();
        let hand = self
            .hands
            .get_mut(seat)
            .ok_or(GuandanError::NoSuchSeat { seat })?;
        check_return(hand, card, received, level, &self.rules)?;
        let to = to % 4;
        remove_cards(hand, &[card]);
        self.indexes.played(seat, &[card], hand, level, &self.rules);
        if let Some(receiver) = self.hands.get_mut(to) {
            receiver.push(card);
            self.indexes
                .received(to, card, receiver, level, &self.rules);
        }
        let transfer = Transfer {
            from: seat,
            to,
            card,
        };
        events.push(Event::TributeReturned(transfer.clone()));
        self.tribute.returned.push(transfer);
        self.next_return(events);
        Ok(())
    }

    /// Tribute done: the payer of the higher tribute leads (equal: per the rules).
    fn after_tribute(&mut self, events: &mut Vec<Event>) {
        let level = self.level();
        let level_of = |t: &Transfer| level_value(t.card.face, level);
        let paid = self.tribute.paid.clone();
        let leader = match paid.as_slice() {
            [only] => only.from,
            [a, b] if level_of(a) > level_of(b) => a.from,
            [a, b] if level_of(b) > level_of(a) => b.from,
            [a, b] => {
                let first = self.first_receiver();
                match self.rules.equal_tribute_lead {
                    EqualTributeLead::PayersChoose => {
                        // The payer who paid the 1st finisher speaks for both.
                        let speaker = if a.to == first { a.from } else { b.from };
                        let among = match self.tribute.payers[..] {
                            [p, q] => [p, q],
                            _ => [a.from, b.from],
                        };
                        self.pending = Pending::ChooseLeader {
                            seat: speaker,
                            among,
                        };
                        return;
                    }
                    EqualTributeLead::Random => {
                        if self.hand_rng(EQUAL_LEAD).random_bool(0.5) {
                            a.from
                        } else {
                            b.from
                        }
                    }
                    EqualTributeLead::FirstFinisherNext => (first + 1) % 4,
                }
            }
            _ => self.last_result.as_ref().map_or(0, |r| r.order[0]),
        };
        self.begin_play(leader, events);
    }
}
