//! Legal plays of a hand: one [`Move`] per (type, length, rank), with a sensible default card
//! choice (no wild spent and no straight flush broken when another choice exists);
//! [`alternatives`](super::alternatives::alternatives) gives every other choice of cards for
//! the same combination.
//!
//! Enumeration works on counts (per face, per rank, wilds) and builds each play on the stack
//! ([`Candidate`]): [`legal_moves_into`] reuses the caller's buffer, so random play and search
//! enumerate without heap memory.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Inline, Joker, Rank, Suit};

use super::alternatives::alternatives;
use super::combination::{
    Combination, ComboType, Counts, Top, WildUse, lowest_top, readings, seq_rank, wild_pair_rank,
};
use super::level::{rank_level_value, wild_face};
use super::rules::Rules;

/// One legal play: the combination, the cards of the default choice and what their wilds
/// stand for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub combo: Combination,
    pub cards: Vec<Card>,
    pub wilds: Vec<WildUse>,
}

/// The cards of one play (a combination has at most 10).
pub type PlayCards = Inline<Card, 10>;
/// What the wilds of one play stand for.
type Fill = Inline<Face, 10>;
type WildUses = Inline<WildUse, 10>;

const NO_CARD: Card = Card {
    face: Face::BIG_JOKER,
    pack: 0,
};
const NO_WILD: WildUse = WildUse {
    card: NO_CARD,
    stands_for: Face::BIG_JOKER,
};

/// A [`Move`] held on the stack.
#[derive(Clone, Copy, Debug)]
pub struct Candidate {
    pub combo: Combination,
    pub cards: PlayCards,
    pub wilds: WildUses,
}

impl Candidate {
    fn empty(combo: Combination) -> Candidate {
        Candidate {
            combo,
            cards: PlayCards::new(NO_CARD),
            wilds: WildUses::new(NO_WILD),
        }
    }

    fn of(m: &Move) -> Candidate {
        let mut c = Candidate::empty(m.combo);
        m.cards.iter().for_each(|&x| c.cards.push(x));
        m.wilds.iter().for_each(|&w| c.wilds.push(w));
        c
    }

    pub fn to_move(&self) -> Move {
        Move {
            combo: self.combo,
            cards: self.cards.as_slice().to_vec(),
            wilds: self.wilds.as_slice().to_vec(),
        }
    }
}

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
    let mut index = HandIndex::new(hand, level);
    index.prepare_to_take();
    generate(&index, trick, level, rules, Build::All, None, out);
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
    let mut out = Vec::new();
    if rules.wild_must_be_natural_if_possible {
        // Which moves survive that variant's re-reading is known only once they are built.
        legal_moves_into(hand, trick, level, rules, &mut out);
        let i = pick(out.len())?;
        return out.get(i).copied();
    }
    let mut index = HandIndex::new(hand, level);
    let sections = generate(&index, trick, level, rules, Build::Nothing, None, &mut out);
    let i = pick(sections.iter().sum())?;
    index.prepare_to_take();
    let known = Some(&sections);
    generate(&index, trick, level, rules, Build::Only(i), known, &mut out);
    out.pop()
}

/// Runs the generator (see [`Generator::run`] for `known`); returns how many moves it found,
/// by section.
fn generate(
    index: &HandIndex,
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
    build: Build,
    known: Option<&Sections>,
    out: &mut Vec<Candidate>,
) -> Sections {
    let mut generator = Generator {
        h: index,
        level,
        rules,
        trick: trick.copied(),
        out,
        build,
        found: 0,
    };
    generator.run(known)
}

fn reads_as(cards: &[Card], combo: &Combination, level: Rank, rules: &Rules) -> bool {
    readings(cards, level, rules)
        .iter()
        .any(|r| r.combo == *combo)
}

/// The hand as counts, physical copies per face, and a preferred suit order per rank.
pub(super) struct HandIndex {
    pub(super) c: Counts,
    /// Bit p set: the copy of pack p (0..8) is in the hand.
    packs: [u8; 54],
    pub(super) wild: Face,
    /// For each natural value (2..=14), its four faces in the order cards are taken: faces
    /// outside a straight flush the hand holds without wilds first, so such flushes are broken
    /// last.
    take_order: [[Face; 4]; 15],
}

impl HandIndex {
    /// Counts only: call [`prepare_to_take`](HandIndex::prepare_to_take) before taking cards.
    pub(super) fn new(hand: &[Card], level: Rank) -> HandIndex {
        let mut packs = [0u8; 54];
        let mut c = Counts::new(std::iter::empty(), level);
        for card in hand {
            let bit = 1u8.checked_shl(card.pack as u32).unwrap_or(0);
            let p = &mut packs[card.face.index()];
            // Each physical card counts once (a repeated card, or a pack index past 7 that no
            // deck has, is ignored).
            if bit != 0 && *p & bit == 0 {
                *p |= bit;
                c.add(card.face, level);
            }
        }
        let wild = wild_face(level);
        HandIndex {
            c,
            packs,
            wild,
            take_order: [[wild; 4]; 15],
        }
    }

    /// Orders the faces each rank's cards are taken from.
    pub(super) fn prepare_to_take(&mut self) {
        // Positions (bit = sequence position, 1 and 14 for the ace) of each suit that belong
        // to a straight flush held without wilds.
        let mut in_flush = [0u16; 4];
        for (flush, &present) in in_flush.iter_mut().zip(&self.c.runs) {
            for top in 5..=14u8 {
                let window = 0b11111u16 << (top - 4);
                if present & window == window {
                    *flush |= window;
                }
            }
        }
        for r in Rank::ALL {
            let v = r.value() as usize;
            let mask: u16 = if v == 14 { 1 << 14 | 1 << 1 } else { 1 << v };
            let mut order = Suit::ALL;
            // Usually no suit is in a flush: skip the (stable) sort then.
            if in_flush.iter().any(|f| f & mask != 0) {
                order.sort_by_key(|s| in_flush[s.index()] & mask != 0);
            }
            self.take_order[v] = order.map(|s| Face::Suited(s, r));
        }
    }

    fn take_face(&self, face: Face, n: u8, out: &mut PlayCards) -> u8 {
        let mut taken = 0;
        let mut bits = self.packs[face.index()];
        while bits != 0 && taken < n {
            let p = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            out.push(Card::new(face, p));
            taken += 1;
        }
        taken
    }

    /// `n` natural cards at sequence position `v`, preferred suits first.
    fn take_rank(&self, v: u8, n: u8, out: &mut PlayCards) {
        let mut left = n;
        let v = if v <= 1 { 14 } else { (v as usize).min(14) };
        for &face in &self.take_order[v] {
            if left == 0 {
                break;
            }
            if face != self.wild {
                left -= self.take_face(face, left, out);
            }
        }
    }

    fn take_wilds(&self, stands_for: &[Face], cards: &mut PlayCards, wilds: &mut WildUses) {
        let mut bits = self.packs[self.wild.index()];
        for &f in stands_for {
            if bits == 0 {
                break;
            }
            let p = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let card = Card::new(self.wild, p);
            cards.push(card);
            wilds.push(WildUse {
                card,
                stands_for: f,
            });
        }
    }

    /// Physical cards for a multiset of natural faces plus `wilds` wild cards.
    pub(super) fn materialise(&self, faces: &[Face], wilds: u8) -> Vec<Card> {
        let mut out = PlayCards::new(NO_CARD);
        let mut used = [0u8; 54];
        for &f in faces {
            let k = used[f.index()];
            let mut bits = self.packs[f.index()];
            for _ in 0..k {
                bits &= bits.wrapping_sub(1);
            }
            if bits != 0 {
                out.push(Card::new(f, bits.trailing_zeros() as u8));
                used[f.index()] += 1;
            }
        }
        self.take_face(self.wild, wilds, &mut out);
        out.as_slice().to_vec()
    }
}

const SECTIONS: usize = 10;
/// How many moves each section of the generator found.
type Sections = [usize; SECTIONS];

/// Which of the moves found the generator builds (finding one is cheap, building it is not).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Build {
    All,
    /// None: only count them.
    Nothing,
    /// Only the move of this index (in the order of `All`).
    Only(usize),
}

struct Generator<'a> {
    h: &'a HandIndex,
    level: Rank,
    rules: &'a Rules,
    trick: Option<Combination>,
    out: &'a mut Vec<Candidate>,
    build: Build,
    /// Moves found so far.
    found: usize,
}

impl Generator<'_> {
    /// Whether the move about to be found is to be built.
    fn builds_next(&self) -> bool {
        match self.build {
            Build::All => true,
            Build::Nothing => false,
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
        self.out.push(m);
    }

    /// Runs every section of moves in order. With `known` (each section's count from a
    /// counting run) the sections before the one wanted are skipped.
    fn run(&mut self, known: Option<&Sections>) -> Sections {
        type Section<'g> = fn(&mut Generator<'g>);
        let sections: [(Option<ComboType>, Section); SECTIONS] = [
            (Some(ComboType::Single), Self::singles),
            (Some(ComboType::Pair), Self::pairs),
            (Some(ComboType::Triple), Self::triples),
            (Some(ComboType::FullHouse), Self::full_houses),
            (Some(ComboType::Straight), Self::straights),
            (Some(ComboType::Tube), |g| {
                g.sequences(ComboType::Tube, 3, 2)
            }),
            (Some(ComboType::Plate), |g| {
                g.sequences(ComboType::Plate, 2, 3)
            }),
            (None, Self::bombs),
            (None, Self::straight_flushes),
            (None, Self::four_jokers),
        ];
        let mut counts = [0; SECTIONS];
        for (i, (kind, section)) in sections.into_iter().enumerate() {
            if self.done() || kind.is_some_and(|k| !self.kind_wanted(k)) {
                continue;
            }
            let before = self.found;
            match (known.and_then(|k| k.get(i)), self.build) {
                (Some(&n), Build::Only(k)) if before + n <= k => self.found += n,
                _ => section(self),
            }
            if let Some(c) = counts.get_mut(i) {
                *c = self.found - before;
            }
        }
        counts
    }

    fn four_jokers(&mut self) {
        let c = &self.h.c;
        if c.face[52] >= 2 && c.face[53] >= 2 {
            let combo = Combination::new(ComboType::FourJokers, 4, Top::Joker(Joker::Big));
            if self.wanted(&combo) && self.take() {
                let mut m = Candidate::empty(combo);
                self.h.take_face(Face::SMALL_JOKER, 2, &mut m.cards);
                self.h.take_face(Face::BIG_JOKER, 2, &mut m.cards);
                self.out.push(m);
            }
        }
    }

    fn jokers(&mut self, kind: ComboType, n: u8) {
        for j in [Joker::Small, Joker::Big] {
            let face = Face::Joker(j);
            if self.h.c.face[face.index()] >= n {
                let combo = Combination::new(kind, n, Top::Joker(j));
                if self.wanted(&combo) && self.take() {
                    let mut m = Candidate::empty(combo);
                    self.h.take_face(face, n, &mut m.cards);
                    self.out.push(m);
                }
            }
        }
    }

    /// Singles, pairs and triples of rank r: naturals first, wilds fill up. A wild alone (or
    /// two wilds together) only ranks as a level card.
    fn of_a_kind(&mut self, kind: ComboType, n: u8) {
        let w = self.h.c.wilds;
        for r in Rank::ALL {
            let v = r.value();
            let have = self.h.c.rank[v as usize];
            let usable = if r == self.level {
                have + w
            } else if have > 0 {
                have + w.min(n - 1)
            } else {
                0
            };
            if usable < n {
                continue;
            }
            let combo = Combination::new(kind, n, Top::Rank(r));
            if !self.wanted(&combo) {
                continue;
            }
            let nat = have.min(n);
            let fill_face = if r == self.level {
                self.h.wild
            } else {
                Face::Suited(Suit::Hearts, r)
            };
            let fill = [fill_face; 10];
            self.push(combo, &[(v, nat)], &fill[..(n - nat) as usize]);
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
            let nt = c.rank[t.value() as usize];
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
                let np = c.rank[p.value() as usize];
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
                if c.face[Face::Joker(j).index()] >= 2 {
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
                    let np = c.rank[p.value() as usize].min(2);
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
            self.out.push(m);
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
                        (Some(s) != first_suit && f != h.wild && h.c.face[f.index()] > 0)
                            .then_some((i, f))
                    })
                });
                match swapped {
                    Some((i, f)) => {
                        let pack = h.packs[f.index()].trailing_zeros() as u8;
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
            self.out.push(m);
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
            for (i, v) in (lo..=top).enumerate() {
                let have = h.c.at(v).min(per);
                naturals[i] = (v, have);
                fill.push_n(Face::Suited(Suit::Hearts, seq_rank(v)), per - have);
            }
            self.push(combo, &naturals[..groups as usize], fill.as_slice());
        }
    }

    /// n-of-a-kind bombs, one per (size, rank), naturals first.
    fn bombs(&mut self) {
        let h = self.h;
        let w = h.c.wilds;
        for r in Rank::ALL {
            let have = h.c.rank[r.value() as usize];
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
                self.push(combo, &[(r.value(), nat)], &fill[..(n - nat) as usize]);
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
            for s in Suit::ALL {
                let held = (h.c.runs[s.index()] & window).count_ones() as u8;
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
            self.out.push(m);
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
