//! Legal plays of a hand: one [`Move`] per (type, length, rank), with a sensible default card
//! choice (no wild spent and no straight flush broken when another choice exists);
//! [`alternatives`](super::alternatives::alternatives) gives every other choice of cards for
//! the same combination.
//!
//! Enumeration works on counts (per face, per rank, wilds) and builds each play on the stack
//! ([`Candidate`]): [`legal_moves_into`] reuses the caller's buffer, so random play and search
//! enumerate without heap memory.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Joker, Rank, Suit};

use super::alternatives::alternatives;
use super::combination::{
    Combination, ComboType, Counts, Top, lowest_top, readings, seq_rank, wild_pair_rank,
};
pub use super::hand_index::{Candidate, Move, PlayCards};
use super::hand_index::{Fill, HandIndex, Kept};
use super::level::rank_level_value;
use super::rules::Rules;
use super::tally::{PLAIN_KINDS, SECTIONS, Sections, of_a_kind_ranks, tally};

/// Every legal play of `hand` (passing excluded): all leads when `trick` is `None`, otherwise
/// the plays that beat `trick`. One move per (type, length, rank).
pub fn legal_moves(
    hand: &[Card],
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
) -> Vec<Move> {
    let mut found = Vec::with_capacity(if trick.is_some() { 16 } else { 96 });
    legal_moves_into(hand, trick, level, rules, &mut found);
    found.iter().map(Candidate::to_move).collect()
}

/// [`legal_moves`] into `out` (cleared first), in the same order, without heap memory once
/// `out` has grown.
pub fn legal_moves_into(
    hand: &[Card],
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
    out: &mut Vec<Candidate>,
) {
    out.clear();
    let index = HandIndex::new(hand, level);
    Generator::new(&index, trick, level, rules, out, Build::All).run(None);
    if rules.wild_must_be_natural_if_possible {
        // Under this variant a set that is a combination with its wilds standing for
        // themselves has no other reading: re-check the moves that use wilds, and pick
        // another choice of cards (or drop the move) when the default one reads otherwise.
        out.retain_mut(|m| {
            if m.wilds.is_empty() || reads_as(m.cards.as_slice(), &m.combo, level, rules) {
                return true;
            }
            match alternatives(hand, &m.combo, level, rules)
                .into_iter()
                .min_by_key(|a| a.wilds.len())
            {
                Some(other) => {
                    *m = Candidate::of(&other);
                    true
                }
                None => false,
            }
        });
    }
}

/// How many plays [`legal_moves`] lists, found without building any.
pub fn count_legal_moves(
    hand: &[Card],
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
) -> usize {
    let mut n = 0;
    pick_legal_move(hand, trick, level, rules, |k| {
        n = k;
        None
    });
    n
}

/// The `i`-th play [`legal_moves`] lists, built alone.
pub fn nth_legal_move(
    hand: &[Card],
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
    i: usize,
) -> Option<Candidate> {
    pick_legal_move(hand, trick, level, rules, |_| Some(i))
}

/// Counts the plays [`legal_moves`] lists, lets `pick` choose one by its index from that count
/// (`None`: none of them), and builds that one alone: random play's path.
pub fn pick_legal_move(
    hand: &[Card],
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
    pick: impl FnOnce(usize) -> Option<usize>,
) -> Option<Candidate> {
    pick_indexed(hand, None, trick, level, rules, pick)
}

/// [`pick_legal_move`] from the hand's index and bomb counts where the game keeps them (they
/// must be `hand`'s, see `HandIndexes`).
pub(super) fn pick_indexed(
    hand: &[Card],
    kept: Option<&Kept>,
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
    pick: impl FnOnce(usize) -> Option<usize>,
) -> Option<Candidate> {
    let mut out = Vec::new();
    if rules.wild_must_be_natural_if_possible {
        // Which moves survive that variant's re-reading is known only once they are built.
        legal_moves_into(hand, trick, level, rules, &mut out);
        let i = pick(out.len())?;
        return out.get(i).copied();
    }
    let read;
    let (index, bombs) = match kept {
        Some((index, bombs)) => (index, Some(*bombs)),
        None => {
            read = HandIndex::new(hand, level);
            (&read, None)
        }
    };
    let sections = tally(&index.c, trick, level, rules, bombs);
    let i = pick(sections.iter().sum())?;
    let mut generator = Generator::new(index, trick, level, rules, &mut out, Build::Only(i));
    generator.run(Some(&sections));
    generator.one
}

fn reads_as(cards: &[Card], combo: &Combination, level: Rank, rules: &Rules) -> bool {
    readings(cards, level, rules)
        .iter()
        .any(|r| r.combo == *combo)
}

/// Which of the moves found the generator builds (finding one is cheap, building it is not).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Build {
    All,
    /// Only the move of this index (in the order of `All`).
    Only(usize),
}

struct Generator<'a> {
    h: &'a HandIndex,
    level: Rank,
    rules: &'a Rules,
    trick: Option<Combination>,
    /// The moves built with `Build::All`.
    out: &'a mut Vec<Candidate>,
    build: Build,
    /// The move built with `Build::Only` (random play: no heap memory).
    one: Option<Candidate>,
    /// Moves found so far.
    found: usize,
}

impl<'a> Generator<'a> {
    fn new(
        h: &'a HandIndex,
        trick: Option<&Combination>,
        level: Rank,
        rules: &'a Rules,
        out: &'a mut Vec<Candidate>,
        build: Build,
    ) -> Generator<'a> {
        Generator {
            h,
            level,
            rules,
            trick: trick.copied(),
            out,
            build,
            one: None,
            found: 0,
        }
    }

    fn emit(&mut self, m: Candidate) {
        match self.build {
            Build::All => self.out.push(m),
            Build::Only(_) => self.one = Some(m),
        }
    }

    /// Whether the move about to be found is to be built.
    fn builds_next(&self) -> bool {
        match self.build {
            Build::All => true,
            Build::Only(k) => k == self.found,
        }
    }

    /// Counts a move found; whether to build it.
    fn take(&mut self) -> bool {
        let build = self.builds_next();
        self.found += 1;
        build
    }

    /// The one move wanted is built: the rest need not be looked at.
    fn done(&self) -> bool {
        matches!(self.build, Build::Only(k) if self.found > k)
    }

    /// Whether a kind can beat the trick at all (to skip whole sections when following).
    fn kind_wanted(&self, kind: ComboType) -> bool {
        match &self.trick {
            None => true,
            Some(t) if t.is_bomb() => {
                matches!(
                    kind,
                    ComboType::Bomb | ComboType::StraightFlush | ComboType::FourJokers
                )
            }
            Some(t) => {
                kind == t.kind
                    || matches!(
                        kind,
                        ComboType::Bomb | ComboType::StraightFlush | ComboType::FourJokers
                    )
            }
        }
    }

    fn wanted(&self, combo: &Combination) -> bool {
        match &self.trick {
            None => true,
            Some(t) => combo.beats(t, self.level),
        }
    }

    /// Adds a move made of `naturals` (sequence position, count) and wilds standing for `fill`.
    fn push(&mut self, combo: Combination, naturals: &[(u8, u8)], fill: &[Face]) {
        if !self.take() {
            return;
        }
        let mut m = Candidate::empty(combo);
        for &(v, n) in naturals {
            if n > 0 {
                self.h.take_rank(v, n, &mut m.cards);
            }
        }
        self.h.take_wilds(fill, &mut m.cards, &mut m.wilds);
        self.emit(m);
    }

    /// Runs every section of moves in order. With `known` (each section's count from a
    /// counting run) the sections before the one wanted are skipped.
    fn run(&mut self, known: Option<&Sections>) {
        for i in 0..SECTIONS {
            if self.done() {
                return;
            }
            if PLAIN_KINDS.get(i).is_some_and(|&k| !self.kind_wanted(k)) {
                continue;
            }
            if let (Some(&n), Build::Only(k)) = (known.and_then(|s| s.get(i)), self.build)
                && self.found + n <= k
            {
                self.found += n;
                continue;
            }
            match i {
                0 => self.singles(),
                1 => self.pairs(),
                2 => self.triples(),
                3 => self.full_houses(),
                4 => self.straights(),
                5 => self.sequences(ComboType::Tube, 3, 2),
                6 => self.sequences(ComboType::Plate, 2, 3),
                7 => self.bombs(),
                8 => self.straight_flushes(),
                _ => self.four_jokers(),
            }
        }
    }

    fn four_jokers(&mut self) {
        let c = &self.h.c;
        if c.face[52] >= 2 && c.face[53] >= 2 {
            let combo = Combination::new(ComboType::FourJokers, 4, Top::Joker(Joker::Big));
            if self.wanted(&combo) && self.take() {
                let mut m = Candidate::empty(combo);
                self.h.take_face(Face::SMALL_JOKER, 2, &mut m.cards);
                self.h.take_face(Face::BIG_JOKER, 2, &mut m.cards);
                self.emit(m);
            }
        }
    }

    fn jokers(&mut self, kind: ComboType, n: u8) {
        for j in [Joker::Small, Joker::Big] {
            let face = Face::Joker(j);
            if !self.done() && self.h.c.of(face) >= n {
                let combo = Combination::new(kind, n, Top::Joker(j));
                if self.wanted(&combo) && self.take() {
                    let mut m = Candidate::empty(combo);
                    self.h.take_face(face, n, &mut m.cards);
                    self.emit(m);
                }
            }
        }
    }

    /// The key a play of `kind` and `len` cards must exceed (`None`: none beats the trick).
    fn floor(&self, kind: ComboType, len: u8) -> Option<u8> {
        match &self.trick {
            None => Some(0),
            Some(t) if !t.is_bomb() && t.kind == kind && t.len == len => Some(t.key(self.level)),
            Some(_) => None,
        }
    }

    /// Passes over the next `n` moves without building them, as far as the one to build.
    /// Returns how many were passed over.
    fn skip(&mut self, n: usize) -> usize {
        let skipped = match self.build {
            Build::All => 0,
            Build::Only(k) => n.min(k.saturating_sub(self.found)),
        };
        self.found += skipped;
        skipped
    }

    /// Singles, pairs and triples of rank r: naturals first, wilds fill up. A wild alone (or
    /// two wilds together) only ranks as a level card.
    fn of_a_kind(&mut self, kind: ComboType, n: u8) {
        let Some(floor) = self.floor(kind, n) else {
            return;
        };
        let mut ranks = of_a_kind_ranks(&self.h.c, n, self.level, floor);
        for _ in 0..self.skip(ranks.count_ones() as usize) {
            ranks &= ranks - 1;
        }
        while ranks != 0 && !self.done() {
            let v = ranks.trailing_zeros() as u8;
            ranks &= ranks - 1;
            let r = seq_rank(v);
            let nat = self.h.c.at(v).min(n);
            let fill_face = if r == self.level {
                self.h.wild
            } else {
                Face::Suited(Suit::Hearts, r)
            };
            let fill = [fill_face; 10];
            let Some(fill) = fill.get(..(n - nat) as usize) else {
                continue;
            };
            self.push(Combination::new(kind, n, Top::Rank(r)), &[(v, nat)], fill);
        }
    }

    fn singles(&mut self) {
        self.of_a_kind(ComboType::Single, 1);
        self.jokers(ComboType::Single, 1);
    }

    fn pairs(&mut self) {
        self.of_a_kind(ComboType::Pair, 2);
        self.jokers(ComboType::Pair, 2);
    }

    fn triples(&mut self) {
        self.of_a_kind(ComboType::Triple, 3);
    }

    /// One full house per triple rank, with the cheapest pair: fewest wilds, then a rank held
    /// exactly twice, then three times, then a bomb rank, jokers last; lowest rank first.
    fn full_houses(&mut self) {
        let c = &self.h.c;
        let w = c.wilds;
        for t in Rank::ALL {
            let nt = c.of_rank(t);
            if nt == 0 {
                continue;
            }
            let need_t = 3 - nt.min(3);
            if need_t > w {
                continue;
            }
            let combo = Combination::new(ComboType::FullHouse, 5, Top::Rank(t));
            if !self.wanted(&combo) {
                continue;
            }
            let left = w - need_t;
            let building = self.builds_next();
            // (wilds, class, level value, pair)
            let mut best: Option<(u8, u8, u8, Top)> = None;
            for p in Rank::ALL {
                if p == t {
                    continue;
                }
                let np = c.of_rank(p);
                let need_p = 2 - np.min(2);
                // Two wilds alone stand for one rank only (see `wild_pair_rank`).
                let ok = need_p <= left && (np > 0 || p == wild_pair_rank(t, self.level));
                if !ok {
                    continue;
                }
                let class = match np {
                    0..=2 => 0,
                    3 => 1,
                    _ => 2,
                };
                let cand = (
                    need_t + need_p,
                    class,
                    rank_level_value(p, self.level),
                    Top::Rank(p),
                );
                if best.is_none_or(|b| cand < b) {
                    best = Some(cand);
                }
                if !building {
                    // Counting only: one pair is enough.
                    break;
                }
            }
            for j in [Joker::Small, Joker::Big] {
                if c.of(Face::Joker(j)) >= 2 {
                    let cand = (need_t, 3, 16 + j as u8, Top::Joker(j));
                    if best.is_none_or(|b| cand < b) {
                        best = Some(cand);
                    }
                }
            }
            let Some((_, _, _, pair)) = best else {
                continue;
            };
            if !self.take() {
                continue;
            }
            let mut m = Candidate::empty(combo);
            self.h.take_rank(t.value(), nt.min(3), &mut m.cards);
            let mut fill = Fill::new(Face::BIG_JOKER);
            fill.push_n(Face::Suited(Suit::Hearts, t), need_t);
            match pair {
                Top::Joker(j) => {
                    self.h.take_face(Face::Joker(j), 2, &mut m.cards);
                }
                Top::Rank(p) => {
                    let np = c.of_rank(p).min(2);
                    self.h.take_rank(p.value(), np, &mut m.cards);
                    let face = if p == self.level {
                        self.h.wild
                    } else {
                        Face::Suited(Suit::Hearts, p)
                    };
                    fill.push_n(face, 2 - np);
                }
            }
            self.h
                .take_wilds(fill.as_slice(), &mut m.cards, &mut m.wilds);
            self.emit(m);
        }
    }

    fn straights(&mut self) {
        let h = self.h;
        let w = h.c.wilds;
        for top in lowest_top(5, self.rules)..=14u8 {
            let combo = Combination::new(ComboType::Straight, 5, Top::Rank(seq_rank(top)));
            if !self.wanted(&combo) {
                continue;
            }
            let lo = top - 4;
            let deficit = (lo..=top).filter(|&v| h.c.at(v) == 0).count() as u8;
            if deficit > w || (w == 0 && deficit == 0 && one_suit_run(&h.c, lo, top)) {
                // (Five naturals of one suit and no wild: that is a straight flush.)
                continue;
            }
            if !self.take() {
                continue;
            }
            let mut m = Candidate::empty(combo);
            let mut missing = [0u8; 5];
            let mut n_missing = 0;
            for v in lo..=top {
                if h.c.at(v) > 0 {
                    h.take_rank(v, 1, &mut m.cards);
                } else if let Some(slot) = missing.get_mut(n_missing) {
                    *slot = v;
                    n_missing += 1;
                }
            }
            let cards = m.cards.as_slice();
            let first_suit = cards.first().and_then(|c| c.suit());
            let one_suit = cards.iter().all(|c| c.suit() == first_suit);
            if one_suit && n_missing == 0 {
                // All five naturals of one suit: swap one for another suit, else use a wild.
                let swapped = cards.iter().enumerate().find_map(|(i, card)| {
                    let v = card.rank()?;
                    Suit::ALL.into_iter().find_map(|s| {
                        let f = Face::Suited(s, v);
                        (Some(s) != first_suit && f != h.wild && h.c.of(f) > 0).then_some((i, f))
                    })
                });
                match swapped {
                    Some((i, f)) => {
                        let pack = h.packs_of(f).trailing_zeros() as u8;
                        if let Some(c) = m.cards.as_mut_slice().get_mut(i) {
                            *c = Card::new(f, pack);
                        }
                    }
                    None if w > 0 => {
                        // The lowest card becomes a wild of another suit.
                        let removed = m.cards.remove(0);
                        missing[0] = removed.and_then(|c| c.rank()).map_or(lo, |r| {
                            if r == Rank::Ace && lo == 1 {
                                1
                            } else {
                                r.value()
                            }
                        });
                        n_missing = 1;
                    }
                    None => continue,
                }
            }
            let all_hearts = m
                .cards
                .as_slice()
                .iter()
                .all(|c| c.suit() == Some(Suit::Hearts));
            let plain = if all_hearts {
                Suit::Spades
            } else {
                Suit::Hearts
            };
            let mut fill = Fill::new(Face::BIG_JOKER);
            for &v in missing.get(..n_missing).unwrap_or(&[]) {
                fill.push(Face::Suited(plain, seq_rank(v)));
            }
            h.take_wilds(fill.as_slice(), &mut m.cards, &mut m.wilds);
            self.emit(m);
        }
    }

    /// Tubes (3 pairs) and plates (2 triples).
    fn sequences(&mut self, kind: ComboType, groups: u8, per: u8) {
        let h = self.h;
        let w = h.c.wilds;
        for top in lowest_top(groups, self.rules)..=14u8 {
            let combo = Combination::new(kind, groups * per, Top::Rank(seq_rank(top)));
            if !self.wanted(&combo) {
                continue;
            }
            let lo = top + 1 - groups;
            let deficit: u8 = (lo..=top).map(|v| per - h.c.at(v).min(per)).sum();
            if deficit > w {
                continue;
            }
            let mut naturals = [(0u8, 0u8); 3];
            let mut fill = Fill::new(Face::BIG_JOKER);
            for (natural, v) in naturals.iter_mut().zip(lo..=top) {
                let have = h.c.at(v).min(per);
                *natural = (v, have);
                fill.push_n(Face::Suited(Suit::Hearts, seq_rank(v)), per - have);
            }
            let naturals = naturals.get(..groups as usize).unwrap_or(&naturals);
            self.push(combo, naturals, fill.as_slice());
        }
    }

    /// n-of-a-kind bombs, one per (size, rank), naturals first.
    fn bombs(&mut self) {
        let h = self.h;
        let w = h.c.wilds;
        for r in Rank::ALL {
            let have = h.c.of_rank(r);
            if have == 0 {
                continue;
            }
            let most = (have + w).min(self.rules.max_bomb_size);
            for n in 4..=most {
                let combo = Combination::new(ComboType::Bomb, n, Top::Rank(r));
                if !self.wanted(&combo) {
                    continue;
                }
                let nat = have.min(n);
                let face = if r == self.level {
                    h.wild
                } else {
                    Face::Suited(Suit::Hearts, r)
                };
                let fill = [face; 10];
                let Some(fill) = fill.get(..(n - nat) as usize) else {
                    continue;
                };
                self.push(combo, &[(r.value(), nat)], fill);
            }
        }
    }

    /// One straight flush per top card: the suit needing the fewest wilds.
    fn straight_flushes(&mut self) {
        let h = self.h;
        let w = h.c.wilds;
        for top in lowest_top(5, self.rules)..=14u8 {
            let combo = Combination::new(ComboType::StraightFlush, 5, Top::Rank(seq_rank(top)));
            if !self.wanted(&combo) {
                continue;
            }
            let lo = top - 4;
            let window = 0b11111u16 << lo;
            // The suit missing the fewest cards, the first such suit.
            let mut best: Option<(u8, Suit)> = None;
            for (s, run) in Suit::ALL.into_iter().zip(h.c.runs) {
                let held = (run & window).count_ones() as u8;
                let deficit = 5u8.saturating_sub(held);
                if best.is_none_or(|(d, _)| deficit < d) {
                    best = Some((deficit, s));
                }
            }
            let Some((deficit, suit)) = best else {
                continue;
            };
            if deficit > w || !self.take() {
                continue;
            }
            let mut m = Candidate::empty(combo);
            let mut fill = Fill::new(Face::BIG_JOKER);
            for v in lo..=top {
                let face = Face::Suited(suit, seq_rank(v));
                if h.c.at_suit(suit, v) > 0 {
                    h.take_face(face, 1, &mut m.cards);
                } else {
                    fill.push_n(face, 1);
                }
            }
            h.take_wilds(fill.as_slice(), &mut m.cards, &mut m.wilds);
            self.emit(m);
        }
    }
}

/// Whether the natural cards at positions `lo..=top` all belong to one suit, the same for each
/// position (so the only five naturals for a straight there make a straight flush).
fn one_suit_run(c: &Counts, lo: u8, top: u8) -> bool {
    let window = (1u16 << (top + 1)) - (1u16 << lo);
    let touching = c.runs.iter().filter(|&&r| r & window != 0).count();
    touching == 1 && c.runs.iter().any(|&r| r & window == window)
}
