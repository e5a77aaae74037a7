//! Legal plays of a hand: one [`Move`] per (type, length, rank), with a sensible default card
//! choice (no wild spent and no straight flush broken when another choice exists), and
//! [`alternatives`] for every other choice of cards for the same combination.
//!
//! Enumeration works on counts (per face, per rank, wilds) and only materialises the cards of
//! the options it returns, which keeps it fast enough for search.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Joker, Rank, Suit};

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

/// Every legal play of `hand` (passing excluded): all leads when `trick` is `None`, otherwise
/// the plays that beat `trick`. One move per (type, length, rank).
pub fn legal_moves(
    hand: &[Card],
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
) -> Vec<Move> {
    let index = HandIndex::new(hand, level);
    let mut generator = Generator {
        h: &index,
        level,
        rules,
        trick: trick.copied(),
        out: Vec::with_capacity(if trick.is_some() { 16 } else { 96 }),
    };
    generator.run();
    let mut moves = generator.out;
    if rules.wild_must_be_natural_if_possible {
        // Under this variant a set that is a combination with its wilds standing for
        // themselves has no other reading: re-check the moves that use wilds, and pick
        // another choice of cards (or drop the move) when the default one reads otherwise.
        moves.retain_mut(|m| {
            if m.wilds.is_empty() || reads_as(&m.cards, &m.combo, level, rules) {
                return true;
            }
            match alternatives(hand, &m.combo, level, rules)
                .into_iter()
                .min_by_key(|a| a.wilds.len())
            {
                Some(other) => {
                    *m = other;
                    true
                }
                None => false,
            }
        });
    }
    moves
}

fn reads_as(cards: &[Card], combo: &Combination, level: Rank, rules: &Rules) -> bool {
    readings(cards, level, rules)
        .iter()
        .any(|r| r.combo == *combo)
}

/// Every distinct choice of cards from `hand` that plays `combo` (by faces: the two copies of a
/// face are interchangeable), the default choice of [`legal_moves`] among them.
pub fn alternatives(hand: &[Card], combo: &Combination, level: Rank, rules: &Rules) -> Vec<Move> {
    let index = HandIndex::new(hand, level);
    let mut found: Vec<Move> = Vec::new();
    let mut seen: Vec<Vec<Card>> = Vec::new();
    for slots in slot_lists(combo, rules) {
        let mut picked = Vec::new();
        enumerate_slots(
            &index,
            &slots,
            0,
            index.c.wilds,
            &mut picked,
            &mut |faces, wilds| {
                let mut cards = index.materialise(faces, wilds);
                cards.sort();
                if seen.contains(&cards) || cards.len() != combo.len as usize {
                    return;
                }
                if let Some(r) = readings(&cards, level, rules)
                    .into_iter()
                    .find(|r| r.combo == *combo)
                {
                    seen.push(cards.clone());
                    found.push(Move {
                        combo: *combo,
                        cards,
                        wilds: r.wilds,
                    });
                }
            },
        );
    }
    found
}

/// The hand as counts, physical copies per face, and a preferred suit order per rank.
struct HandIndex {
    c: Counts,
    /// Bit p set: the copy of pack p (0..8) is in the hand.
    packs: [u8; 54],
    wild: Face,
    /// For each natural value (2..=14), its four faces in the order cards are taken: faces
    /// outside a straight flush the hand holds without wilds first, so such flushes are broken
    /// last.
    take_order: [[Face; 4]; 15],
}

impl HandIndex {
    fn new(hand: &[Card], level: Rank) -> HandIndex {
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
        // Positions (bit = sequence position, 1 and 14 for the ace) of each suit that belong
        // to a straight flush held without wilds.
        let mut in_flush = [0u16; 4];
        for s in Suit::ALL {
            let mut present = 0u16;
            for r in Rank::ALL {
                let face = Face::Suited(s, r);
                if face != wild && packs[face.index()] != 0 {
                    present |= 1 << r.value();
                }
            }
            if present & 1 << 14 != 0 {
                present |= 1 << 1;
            }
            for top in 5..=14u8 {
                let window = 0b11111u16 << (top - 4);
                if present & window == window {
                    in_flush[s.index()] |= window;
                }
            }
        }
        let mut take_order = [[wild; 4]; 15];
        for r in Rank::ALL {
            let v = r.value() as usize;
            let mask: u16 = if v == 14 { 1 << 14 | 1 << 1 } else { 1 << v };
            let mut order = Suit::ALL;
            order.sort_by_key(|s| in_flush[s.index()] & mask != 0);
            take_order[v] = order.map(|s| Face::Suited(s, r));
        }
        HandIndex {
            c,
            packs,
            wild,
            take_order,
        }
    }

    fn take_face(&self, face: Face, n: u8, out: &mut Vec<Card>) -> u8 {
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
    fn take_rank(&self, v: u8, n: u8, out: &mut Vec<Card>) {
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

    fn take_wilds(&self, stands_for: &[Face], cards: &mut Vec<Card>, wilds: &mut Vec<WildUse>) {
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
    fn materialise(&self, faces: &[Face], wilds: u8) -> Vec<Card> {
        let mut out = Vec::with_capacity(faces.len() + wilds as usize);
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
        out
    }
}

/// A few faces on the stack (what the wilds of one play stand for; at most 10).
struct Faces {
    faces: [Face; 10],
    len: usize,
}

impl Faces {
    fn new() -> Faces {
        Faces {
            faces: [Face::BIG_JOKER; 10],
            len: 0,
        }
    }

    /// Appends `n` copies of `face` (silently capped at 10).
    fn push_n(&mut self, face: Face, n: u8) {
        for _ in 0..n {
            if let Some(slot) = self.faces.get_mut(self.len) {
                *slot = face;
                self.len += 1;
            }
        }
    }

    fn as_slice(&self) -> &[Face] {
        &self.faces[..self.len]
    }
}

struct Generator<'a> {
    h: &'a HandIndex,
    level: Rank,
    rules: &'a Rules,
    trick: Option<Combination>,
    out: Vec<Move>,
}

impl Generator<'_> {
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
        let mut cards = Vec::with_capacity(combo.len as usize);
        let mut wilds = Vec::new();
        for &(v, n) in naturals {
            if n > 0 {
                self.h.take_rank(v, n, &mut cards);
            }
        }
        self.h.take_wilds(fill, &mut cards, &mut wilds);
        self.out.push(Move {
            combo,
            cards,
            wilds,
        });
    }

    fn run(&mut self) {
        if self.kind_wanted(ComboType::Single) {
            self.singles();
        }
        if self.kind_wanted(ComboType::Pair) {
            self.pairs();
        }
        if self.kind_wanted(ComboType::Triple) {
            self.triples();
        }
        if self.kind_wanted(ComboType::FullHouse) {
            self.full_houses();
        }
        if self.kind_wanted(ComboType::Straight) {
            self.straights();
        }
        if self.kind_wanted(ComboType::Tube) {
            self.sequences(ComboType::Tube, 3, 2);
        }
        if self.kind_wanted(ComboType::Plate) {
            self.sequences(ComboType::Plate, 2, 3);
        }
        self.bombs();
        self.straight_flushes();
        let c = &self.h.c;
        if c.face[52] >= 2 && c.face[53] >= 2 {
            let combo = Combination::new(ComboType::FourJokers, 4, Top::Joker(Joker::Big));
            if self.wanted(&combo) {
                let mut cards = Vec::with_capacity(4);
                self.h.take_face(Face::SMALL_JOKER, 2, &mut cards);
                self.h.take_face(Face::BIG_JOKER, 2, &mut cards);
                self.out.push(Move {
                    combo,
                    cards,
                    wilds: Vec::new(),
                });
            }
        }
    }

    fn jokers(&mut self, kind: ComboType, n: u8) {
        for j in [Joker::Small, Joker::Big] {
            let face = Face::Joker(j);
            if self.h.c.face[face.index()] >= n {
                let combo = Combination::new(kind, n, Top::Joker(j));
                if self.wanted(&combo) {
                    let mut cards = Vec::with_capacity(n as usize);
                    self.h.take_face(face, n, &mut cards);
                    self.out.push(Move {
                        combo,
                        cards,
                        wilds: Vec::new(),
                    });
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
            let mut cards = Vec::with_capacity(5);
            let mut wilds = Vec::new();
            self.h.take_rank(t.value(), nt.min(3), &mut cards);
            let mut fill = Faces::new();
            fill.push_n(Face::Suited(Suit::Hearts, t), need_t);
            match pair {
                Top::Joker(j) => {
                    self.h.take_face(Face::Joker(j), 2, &mut cards);
                }
                Top::Rank(p) => {
                    let np = c.rank[p.value() as usize].min(2);
                    self.h.take_rank(p.value(), np, &mut cards);
                    let face = if p == self.level {
                        self.h.wild
                    } else {
                        Face::Suited(Suit::Hearts, p)
                    };
                    fill.push_n(face, 2 - np);
                }
            }
            self.h.take_wilds(fill.as_slice(), &mut cards, &mut wilds);
            self.out.push(Move {
                combo,
                cards,
                wilds,
            });
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
            if deficit > w {
                continue;
            }
            let mut cards = Vec::with_capacity(5);
            let mut missing = [0u8; 5];
            let mut n_missing = 0;
            for v in lo..=top {
                if h.c.at(v) > 0 {
                    h.take_rank(v, 1, &mut cards);
                } else {
                    missing[n_missing] = v;
                    n_missing += 1;
                }
            }
            let first_suit = cards.first().and_then(|c| c.suit());
            let one_suit = cards.iter().all(|c| c.suit() == first_suit);
            if one_suit && n_missing == 0 {
                // All five naturals of one suit: swap one for another suit, else use a wild.
                let swapped = (0..cards.len()).find_map(|i| {
                    let v = cards[i].rank()?;
                    Suit::ALL.into_iter().find_map(|s| {
                        let f = Face::Suited(s, v);
                        (Some(s) != first_suit && f != h.wild && h.c.face[f.index()] > 0)
                            .then_some((i, f))
                    })
                });
                match swapped {
                    Some((i, f)) => {
                        let pack = h.packs[f.index()].trailing_zeros() as u8;
                        cards[i] = Card::new(f, pack);
                    }
                    None if w > 0 => {
                        // The lowest card becomes a wild of another suit.
                        let removed = cards.remove(0);
                        missing[0] = removed.rank().map_or(lo, |r| {
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
            let all_hearts = cards.iter().all(|c| c.suit() == Some(Suit::Hearts));
            let plain = if all_hearts {
                Suit::Spades
            } else {
                Suit::Hearts
            };
            let mut fill = Faces::new();
            for &v in &missing[..n_missing] {
                fill.push_n(Face::Suited(plain, seq_rank(v)), 1);
            }
            let mut wilds = Vec::new();
            h.take_wilds(fill.as_slice(), &mut cards, &mut wilds);
            self.out.push(Move {
                combo,
                cards,
                wilds,
            });
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
            let mut fill = Faces::new();
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
            let best = Suit::ALL
                .into_iter()
                .map(|s| {
                    (
                        (lo..=top).filter(|&v| h.c.at_suit(s, v) == 0).count() as u8,
                        s,
                    )
                })
                .min();
            let Some((deficit, suit)) = best else {
                continue;
            };
            if deficit > w {
                continue;
            }
            let mut cards = Vec::with_capacity(5);
            let mut fill = Faces::new();
            for v in lo..=top {
                let face = Face::Suited(suit, seq_rank(v));
                if h.c.at_suit(suit, v) > 0 {
                    h.take_face(face, 1, &mut cards);
                } else {
                    fill.push_n(face, 1);
                }
            }
            let mut wilds = Vec::new();
            h.take_wilds(fill.as_slice(), &mut cards, &mut wilds);
            self.out.push(Move {
                combo,
                cards,
                wilds,
            });
        }
    }
}

/// A group of equal cards a combination needs: `need` cards at sequence position `v` (or a
/// joker), optionally of one suit.
#[derive(Clone, Copy)]
struct Slot {
    v: u8,
    joker: Option<Joker>,
    suit: Option<Suit>,
    need: u8,
}

fn rank_slot(v: u8, need: u8, suit: Option<Suit>) -> Slot {
    Slot {
        v,
        joker: None,
        suit,
        need,
    }
}

/// The possible shapes of a combination as lists of slots.
fn slot_lists(combo: &Combination, rules: &Rules) -> Vec<Vec<Slot>> {
    let seq = |groups: u8, per: u8, suit: Option<Suit>| -> Vec<Slot> {
        match combo.top {
            Top::Rank(r)
                if r.value() >= groups && (rules.ace_low_sequences || r.value() > groups) =>
            {
                let top = if r == Rank::Ace { 14 } else { r.value() };
                (top + 1 - groups..=top)
                    .map(|v| rank_slot(v, per, suit))
                    .collect()
            }
            _ => Vec::new(),
        }
    };
    match (combo.kind, combo.top) {
        (ComboType::FourJokers, _) => vec![vec![
            Slot {
                v: 0,
                joker: Some(Joker::Small),
                suit: None,
                need: 2,
            },
            Slot {
                v: 0,
                joker: Some(Joker::Big),
                suit: None,
                need: 2,
            },
        ]],
        (_, Top::Joker(j)) => vec![vec![Slot {
            v: 0,
            joker: Some(j),
            suit: None,
            need: combo.len,
        }]],
        (ComboType::FullHouse, Top::Rank(t)) => {
            let mut lists: Vec<Vec<Slot>> = Rank::ALL
                .into_iter()
                .filter(|&p| p != t)
                .map(|p| vec![rank_slot(t.value(), 3, None), rank_slot(p.value(), 2, None)])
                .collect();
            for j in [Joker::Small, Joker::Big] {
                lists.push(vec![
                    rank_slot(t.value(), 3, None),
                    Slot {
                        v: 0,
                        joker: Some(j),
                        suit: None,
                        need: 2,
                    },
                ]);
            }
            lists
        }
        (ComboType::Straight, _) => vec![seq(5, 1, None)],
        (ComboType::Tube, _) => vec![seq(3, 2, None)],
        (ComboType::Plate, _) => vec![seq(2, 3, None)],
        (ComboType::StraightFlush, _) => {
            Suit::ALL.into_iter().map(|s| seq(5, 1, Some(s))).collect()
        }
        (_, Top::Rank(r)) => vec![vec![rank_slot(r.value(), combo.len, None)]],
    }
    .into_iter()
    .filter(|l| !l.is_empty())
    .collect()
}

/// Depth-first over the slots: each slot takes some wilds and some natural faces.
fn enumerate_slots(
    h: &HandIndex,
    slots: &[Slot],
    i: usize,
    wilds_left: u8,
    picked: &mut Vec<Face>,
    found: &mut dyn FnMut(&[Face], u8),
) {
    let Some(slot) = slots.get(i) else {
        found(picked, h.c.wilds - wilds_left);
        return;
    };
    if let Some(j) = slot.joker {
        if h.c.face[Face::Joker(j).index()] >= slot.need {
            let len = picked.len();
            picked.extend(std::iter::repeat_n(Face::Joker(j), slot.need as usize));
            enumerate_slots(h, slots, i + 1, wilds_left, picked, found);
            picked.truncate(len);
        }
        return;
    }
    let faces: Vec<Face> = Suit::ALL
        .into_iter()
        .filter(|&s| slot.suit.is_none_or(|t| t == s))
        .map(|s| Face::Suited(s, seq_rank(slot.v)))
        .filter(|&f| f != h.wild && h.c.face[f.index()] > 0)
        .collect();
    for use_wilds in 0..=wilds_left.min(slot.need) {
        let naturals = slot.need - use_wilds;
        distribute(h, &faces, 0, naturals, picked, &mut |picked| {
            enumerate_slots(h, slots, i + 1, wilds_left - use_wilds, picked, found)
        });
    }
}

/// Every way to take `n` cards from `faces[k..]` within the counts held.
fn distribute(
    h: &HandIndex,
    faces: &[Face],
    k: usize,
    n: u8,
    picked: &mut Vec<Face>,
    next: &mut dyn FnMut(&mut Vec<Face>),
) {
    if n == 0 {
        next(picked);
        return;
    }
    let Some(&face) = faces.get(k) else { return };
    let have = h.c.face[face.index()];
    for take in (0..=have.min(n)).rev() {
        let len = picked.len();
        picked.extend(std::iter::repeat_n(face, take as usize));
        distribute(h, faces, k + 1, n - take, picked, next);
        picked.truncate(len);
    }
}
