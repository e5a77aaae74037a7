//! The same deal with the cards moved one seat, for "play this deal again": seat `s + 1`'s
//! draw, level and role go to seat `s`, so that with fixed teams the human's side holds what
//! the other side held, in the same match situation seen from the other side.

use super::game::{Game, Phase, RoundResult};

impl Game {
    /// The round that starts here, turned (see the module); `None` once a card is drawn.
    pub fn turned(&self) -> Option<Game> {
        let n = self.n();
        let r = &self.round;
        let fresh = r.hands.iter().all(Vec::is_empty) && r.bid.is_none() && r.bids.is_empty();
        if self.phase != Phase::Drawing || !fresh {
            return None;
        }
        let back = |s: usize| (s + n - 1) % n;
        // Seat s's entry goes to the seat before it.
        fn turn<T: Clone>(v: &[T]) -> Vec<T> {
            let mut out = v.to_vec();
            if !out.is_empty() {
                out.rotate_left(1);
            }
            out
        }
        let seats = |v: &[usize]| v.iter().map(|&s| back(s)).collect::<Vec<_>>();
        let mut g = self.clone();
        g.levels = turn(&self.levels);
        g.dealer = self.dealer.map(back);
        g.winners = seats(&self.winners);
        g.round.next_drawer = back(r.next_drawer);
        g.round.to_act = back(r.to_act);
        g.round.passed = turn(&r.passed);
        g.round.declarers = turn(&r.declarers);
        g.round.captured = turn(&r.captured);
        g.results = self
            .results
            .iter()
            .map(|x| RoundResult {
                dealer: back(x.dealer),
                declarers: turn(&x.declarers),
                promoted: seats(&x.promoted),
                levels: turn(&x.levels),
                next_dealer: back(x.next_dealer),
                winners: seats(&x.winners),
                ..x.clone()
            })
            .collect();
        g.check_integrity().ok().map(|()| g)
    }
}
