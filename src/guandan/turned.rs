//! The same deal with the teams' cards swapped, for "play this deal again": every seat moves
//! one place back (seat `s + 1`'s cards, team level, tribute and lead go to seat `s`), so the
//! human's side holds what the other side held, in the same match situation seen from the
//! other side.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use super::game::{FaceUp, Game, Trick};
use super::scoring::HandResult;
use super::{Pending, Seat};

/// Where seat `s` sits after the turn.
fn back(s: Seat) -> Seat {
    (s + 3) % 4
}

/// The two teams' values exchanged.
fn swap<T>([a, b]: [T; 2]) -> [T; 2] {
    [b, a]
}

impl Game {
    /// The hand that starts here, turned (see the module); `None` unless no card has been
    /// played yet in this hand (a tribute already paid is taken back and paid again).
    pub fn turned(&self) -> Option<Game> {
        let fresh = self.history.is_empty() && self.finished.is_empty();
        if !fresh || matches!(self.pending, Pending::MatchOver { .. }) {
            return None;
        }
        // The cards as dealt: tribute moves undone, last first.
        let mut dealt = self.hands.clone();
        let t = &self.tribute;
        for x in t.returned.iter().rev().chain(t.paid.iter().rev()) {
            let receiver = dealt.get_mut(x.to)?;
            let i = receiver.iter().position(|c| *c == x.card)?;
            let card = receiver.remove(i);
            dealt.get_mut(x.from)?.push(card);
        }
        for &(seat, card) in &t.unassigned {
            dealt.get_mut(seat)?.push(card);
        }
        let mut g = self.clone();
        // Seat s's cards go to seat back(s).
        dealt.rotate_left(1);
        g.hands = dealt;
        g.indexes.forget();
        g.standing.levels = swap(self.standing.levels);
        g.standing.top_failures = swap(self.standing.top_failures);
        g.standing.declarers = self.standing.declarers.map(|d| 1 - d);
        g.last_result = self.last_result.as_ref().map(|r| HandResult {
            order: r.order.map(back),
            finish: r.finish,
            winners: 1 - r.winners,
            levels: swap(r.levels),
            declarers: 1 - r.declarers,
            demoted: r.demoted.map(|d| 1 - d),
            match_winner: r.match_winner.map(|w| 1 - w),
        });
        match (&self.face_up, self.last_result.is_some()) {
            // Hand 1: the face-up card's receiver leads.
            (face_up, false) => {
                let leader = back(self.trick.leader);
                g.face_up = face_up.as_ref().map(|f| FaceUp {
                    card: f.card,
                    seat: back(f.seat),
                });
                g.trick = Trick::new(leader);
                g.pending = Pending::Play {
                    seat: leader,
                    leading: true,
                };
            }
            // Later hands: the tribute is worked out again from the turned result.
            (_, true) => g.open_hand(&[], &mut Vec::new()),
        }
        g.check_integrity().ok().map(|()| g)
    }
}
