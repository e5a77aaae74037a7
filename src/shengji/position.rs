//! A round rebuilt in one seat's position from what that seat sees and a guess at the cards it
//! cannot see: the search AI plays its candidates out in such games. The guess is the caller's
//! (a sampler working from the view alone); nothing here looks at real hidden cards.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face};

use super::game::{Game, Phase, empty_round};
use super::view::SeatView;

impl Game {
    /// The game of `view`'s position in trick play, with these hands (one per seat, the view's
    /// own hand at its seat, each of the size the view shows) and these buried cards (the
    /// view's own if it knows them). Every card of the decks must be somewhere exactly once:
    /// in a hand, buried, or on the table.
    ///
    /// The match's earlier rounds are not carried over (the game plays this round out; its
    /// results hold this round only), and the kitty as dealt is unknown (it is not needed
    /// once the dealer has buried).
    pub fn from_view(
        view: &SeatView,
        hands: Vec<Vec<Card>>,
        buried: Vec<Card>,
        seed: u64,
    ) -> Result<Game, String> {
        let rules = view.rules.clone();
        rules.validate()?;
        let n = rules.players as usize;
        if view.phase != Phase::Playing {
            return Err("a position is rebuilt in trick play only".into());
        }
        let to_act = view.to_act.filter(|&s| s < n).ok_or("nobody is to play")?;
        let seat = view.seat;
        if hands.len() != n || view.hand_sizes.len() != n || seat >= n {
            return Err(format!("{n} hands are needed"));
        }
        if view.levels.len() != n || view.declarers.len() != n || view.captured.len() != n {
            return Err("the view does not cover every seat".into());
        }
        let same = crate::cards::same_cards;
        if !hands.get(seat).is_some_and(|h| same(h, &view.hand)) {
            return Err("the seat's own hand differs from the view".into());
        }
        if hands
            .iter()
            .zip(&view.hand_sizes)
            .any(|(h, &k)| h.len() != k)
        {
            return Err("a hand has not the size the view shows".into());
        }
        if buried.len() != rules.kitty_size as usize
            || view.buried.as_ref().is_some_and(|b| !same(b, &buried))
        {
            return Err("the buried cards do not match the view".into());
        }
        let played = view
            .tricks
            .iter()
            .chain(view.trick.as_ref())
            .flat_map(|t| t.plays.iter().flat_map(|p| p.cards.iter()));
        let mut copies_played = vec![0u8; Face::COUNT];
        let mut seen = vec![false; Face::COUNT * rules.decks as usize];
        for (c, on_table) in hands
            .iter()
            .flatten()
            .chain(&buried)
            .map(|c| (c, false))
            .chain(played.map(|c| (c, true)))
        {
            match seen.get_mut(c.id()).filter(|_| c.pack < rules.decks) {
                Some(slot) if !*slot => *slot = true,
                _ => return Err(format!("{} is repeated or foreign", c.full_code())),
            }
            if on_table && let Some(k) = copies_played.get_mut(c.face.index()) {
                *k = k.saturating_add(1);
            }
        }
        if seen.iter().any(|s| !s) {
            return Err("some cards are nowhere".into());
        }
        let mut round = empty_round(n, view.trump_rank);
        round.hands = hands;
        round.bid = view.bid.clone();
        round.bids = view.bids.clone();
        round.passed = view.passed.clone();
        round.trump = view.trump;
        round.kitty_flips = view.kitty_flips.clone();
        round.buried = buried;
        round.calls = view.calls.clone();
        round.friends = view.friends.clone();
        round.copies_played = copies_played;
        round.declarers = view.declarers.clone();
        round.trick = view.trick.clone();
        round.tricks = view.tricks.clone();
        round.captured = view.captured.clone();
        round.penalty = view.failed_throws.iter().map(|f| f.penalty).sum();
        round.failed_throws = view.failed_throws.clone();
        round.to_act = to_act;
        round.order = view.order();
        Ok(Game {
            rules,
            seed,
            deals: 1,
            levels: view.levels.clone(),
            round_no: view.round,
            dealer: view.dealer,
            phase: Phase::Playing,
            round,
            results: Vec::new(),
            winners: Vec::new(),
            redeals: 0,
        })
    }
}

impl Game {
    /// Brings `view`, an earlier view of this same round in trick play (of any seat), up to
    /// date as `seat`'s view: the same as [`Game::view`], copying only what changed (finished
    /// tricks are appended, not copied again). Rollouts use it to give every seat a fresh view
    /// at every play cheaply.
    pub fn update_view(&self, view: &mut SeatView, seat: usize) {
        let r = &self.round;
        let stale = view.round != self.round_no
            || view.tricks.len() > r.tricks.len()
            || view.failed_throws.len() > r.failed_throws.len()
            || !matches!(view.phase, Phase::Playing)
            || !matches!(
                self.phase,
                Phase::Playing | Phase::RoundOver | Phase::MatchOver
            );
        if stale {
            *view = self.view(seat);
            return;
        }
        let over = self.phase != Phase::Playing;
        view.seat = seat;
        view.phase = self.phase;
        view.to_act = self.to_act();
        view.hand.clear();
        if let Some(h) = r.hands.get(seat) {
            view.hand.extend_from_slice(h);
        }
        r.order.sort(&mut view.hand);
        view.hand_sizes.clear();
        view.hand_sizes.extend(r.hands.iter().map(Vec::len));
        if view.levels != self.levels {
            view.levels.clone_from(&self.levels);
        }
        let shown = (Some(seat) == self.dealer || over) && !r.buried.is_empty();
        match (&view.buried, shown) {
            (Some(_), true) | (None, false) => {}
            (_, true) => view.buried = Some(r.buried.clone()),
            (_, false) => view.buried = None,
        }
        view.friends.clone_from(&r.friends);
        view.declarers.clone_from(&r.declarers);
        view.trick.clone_from(&r.trick);
        let done = view.tricks.len();
        view.tricks.extend(r.tricks.iter().skip(done).cloned());
        view.captured.clone_from(&r.captured);
        view.opponents_points = self.opponents_points();
        let failed = view.failed_throws.len();
        view.failed_throws
            .extend(r.failed_throws.iter().skip(failed).cloned());
        if view.results.len() != self.results.len() {
            view.results.clone_from(&self.results);
        }
        if view.winners != self.winners {
            view.winners.clone_from(&self.winners);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::rng;
    use crate::shengji::sim::random_step;
    use crate::shengji::view::random_play;
    use crate::shengji::{Action, Event, Game, Phase, RoundResult, Rules};

    /// Plays the round out with seeded random plays; its result.
    fn finish(g: &mut Game, seed: u64) -> RoundResult {
        let mut r = rng(seed);
        loop {
            let seat = g.to_act().expect("a seat to play");
            let cards = random_play(
                g.hand(seat),
                g.trick(),
                g.order(),
                g.rules().max_width(),
                &mut r,
            );
            if let Ok(Event::RoundOver(res)) = g.apply(seat, Action::Play(cards)) {
                return *res;
            }
        }
    }

    #[test]
    fn a_rebuilt_position_plays_on_exactly_like_the_real_game() {
        for (k, name) in ["classic", "one-deck", "three-decks", "zhao-pengyou-5"]
            .iter()
            .enumerate()
        {
            let rules = Rules::named(name).unwrap();
            for seed in 0..6u64 {
                let mut g = Game::new(rules.clone(), seed).unwrap();
                let mut r = rng(seed + 100);
                // Into the trick play of round 1 or 2, a few tricks and plays in.
                let stop = 7 * seed as usize + k;
                while !(g.phase() == Phase::Playing
                    && (g.round_number() > 1 || seed % 2 == 0)
                    && g.tricks().len() * 5 + g.trick().map_or(0, |t| t.plays.len()) >= stop)
                {
                    random_step(&mut g, &mut r).expect("a step");
                }
                let n = rules.players as usize;
                let seat = (seed as usize) % n;
                let view = g.view(seat);
                let hands = (0..n).map(|s| g.hand(s).to_vec()).collect();
                let mut rebuilt = Game::from_view(&view, hands, g.buried().to_vec(), 9).unwrap();
                for s in 0..n {
                    let (mut a, mut b) = (g.view(s), rebuilt.view(s));
                    a.results.clear();
                    b.results.clear();
                    assert_eq!(a, b, "{name} seed {seed} seat {s}");
                }
                let real = finish(&mut g, seed);
                assert_eq!(finish(&mut rebuilt, seed), real, "{name} seed {seed}");
            }
        }
    }

    #[test]
    fn an_updated_view_is_the_view() {
        for name in ["classic", "zhao-pengyou-5", "three-decks"] {
            let rules = Rules::named(name).unwrap();
            let n = rules.players as usize;
            for seed in 0..3u64 {
                let mut g = Game::new(rules.clone(), seed).unwrap();
                let mut r = rng(seed);
                while g.phase() != Phase::Playing {
                    random_step(&mut g, &mut r).unwrap();
                }
                let mut view = g.view(0);
                let mut k = 0;
                while g.phase() == Phase::Playing {
                    k += 1;
                    let seat = (k * 7 + seed as usize) % n;
                    g.update_view(&mut view, seat);
                    assert_eq!(view, g.view(seat), "{name} seed {seed} step {k}");
                    random_step(&mut g, &mut r).unwrap();
                }
                g.update_view(&mut view, 1);
                assert_eq!(view, g.view(1), "{name} seed {seed}: the round is over");
            }
        }
    }

    #[test]
    fn inconsistent_guesses_are_refused() {
        let mut g = Game::new(Rules::classic(), 3).unwrap();
        let mut r = rng(3);
        while g.phase() != Phase::Playing {
            random_step(&mut g, &mut r).unwrap();
        }
        let view = g.view(1);
        let hands: Vec<_> = (0..4).map(|s| g.hand(s).to_vec()).collect();
        let buried = g.buried().to_vec();
        let mut swapped = hands.clone();
        swapped.swap(1, 2);
        let mut short = hands.clone();
        short[3].pop();
        let mut twice = hands.clone();
        twice[3][0] = twice[0][0];
        for bad in [swapped, short, twice] {
            assert!(Game::from_view(&view, bad, buried.clone(), 1).is_err());
        }
        assert!(Game::from_view(&view, hands.clone(), buried[1..].to_vec(), 1).is_err());
        assert!(Game::from_view(&g.view(0), hands.clone(), buried.clone(), 1).is_ok());
    }
}
