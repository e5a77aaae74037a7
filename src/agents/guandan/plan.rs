//! Hand planning: the split of a hand into the plays it would go out with.
//!
//! A plan is scored as the sum of its groups' values minus a fixed cost per group, so that
//! fewer plays and stronger plays both count. The search works on counts: straight flushes
//! (with or without wilds) are tried first, then a memoised depth-first search over the
//! straights, tubes and plates that start at each natural position, then the rest of each rank
//! becomes a single, pair, triple or bomb, triples take the lowest pairs into full houses, and
//! the wilds left over are kept as level cards or raise a triple or a bomb.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::cards::{Card, Face, Joker, Rank, Suit};
use crate::guandan::{Combination, ComboType, Rules, Top};

/// The cost of one more play in a plan: about what a weak group is worth against you.
pub const PLAY_COST: i32 = 8;

/// Natural cards a group needs from the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// `n` cards of this rank, any suits.
    Rank(Rank, u8),
    /// `n` copies of this exact face (straight flushes, jokers).
    Face(Face, u8),
}

/// One planned play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub combo: Combination,
    pub needs: Vec<Need>,
    /// Wild cards the group uses.
    pub wilds: u8,
    /// How good the play is (see [`value`]).
    pub value: i32,
}

impl Group {
    pub fn is_bomb(&self) -> bool {
        self.combo.is_bomb()
    }

    pub fn len(&self) -> usize {
        self.combo.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.combo.len == 0
    }
}

/// A split of a hand into plays, strongest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub groups: Vec<Group>,
    pub score: i32,
}

impl Plan {
    pub fn bombs(&self) -> impl Iterator<Item = &Group> {
        self.groups.iter().filter(|g| g.is_bomb())
    }

    pub fn plays(&self) -> impl Iterator<Item = &Group> {
        self.groups.iter().filter(|g| !g.is_bomb())
    }
}

/// A hand as counts at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holding {
    /// Natural suited cards (wilds excluded) per natural value 2..=14.
    pub rank: [u8; 15],
    /// The same per suit.
    pub suited: [[u8; 15]; 4],
    pub small: u8,
    pub big: u8,
    pub wilds: u8,
}

impl Holding {
    pub fn new(cards: &[Card], level: Rank) -> Holding {
        let mut h = Holding {
            rank: [0; 15],
            suited: [[0; 15]; 4],
            small: 0,
            big: 0,
            wilds: 0,
        };
        for c in cards {
            h.add(c.face, level);
        }
        h
    }

    fn add(&mut self, face: Face, level: Rank) {
        match face {
            Face::Joker(Joker::Small) => self.small += 1,
            Face::Joker(Joker::Big) => self.big += 1,
            Face::Suited(Suit::Hearts, r) if r == level => self.wilds += 1,
            Face::Suited(s, r) => {
                let v = r.value() as usize;
                if let Some(n) = self.rank.get_mut(v) {
                    *n += 1;
                }
                if let Some(n) = self
                    .suited
                    .get_mut(s.index())
                    .and_then(|row| row.get_mut(v))
                {
                    *n += 1;
                }
            }
        }
    }

    /// Natural cards of suit `s` at natural value `v`.
    fn in_suit(&self, s: Suit, v: usize) -> u8 {
        self.suited
            .get(s.index())
            .and_then(|row| row.get(v))
            .copied()
            .unwrap_or(0)
    }

    pub fn total(&self) -> u32 {
        self.rank.iter().map(|&n| n as u32).sum::<u32>()
            + (self.small + self.big + self.wilds) as u32
    }
}

/// How good a play is, on the scale of [`PLAY_COST`]: a single 10 is 0, an ace 4, the level
/// card 5, the jokers 6 and 7; sequences by their top card; bombs well above any play.
pub fn value(combo: &Combination, level: Rank) -> i32 {
    let key = combo.key(level) as i32;
    match combo.kind {
        ComboType::Single | ComboType::Pair => key - 10,
        ComboType::Triple => key - 9,
        ComboType::FullHouse => key - 8,
        ComboType::Straight => key - 9,
        ComboType::Tube => key - 8,
        ComboType::Plate => key - 7,
        ComboType::Bomb => match combo.len {
            4 => 9 + (key - 2) / 5,
            5 => 13,
            n => 12 + 2 * n as i32,
        },
        ComboType::StraightFlush => 14 + (key - 5) / 4,
        ComboType::FourJokers => 34,
    }
}

/// The best plan for `cards` at `level`.
pub fn plan(cards: &[Card], level: Rank, rules: &Rules) -> Plan {
    plan_holding(&Holding::new(cards, level), level, rules)
}

/// The best plan for a holding.
pub fn plan_holding(h: &Holding, level: Rank, rules: &Rules) -> Plan {
    let mut planner = Planner {
        level,
        rules,
        memo: Memo::default(),
    };
    let mut best: Option<Plan> = None;
    for flushes in flush_options(h, rules) {
        let mut rest = *h;
        let mut groups = Vec::new();
        for f in &flushes {
            groups.push(f.take(&mut rest, level));
        }
        planner.memo.clear();
        let mut plan = planner.search(&rest);
        plan.groups.extend(groups);
        plan.score = plan.groups.iter().map(|g| g.value - PLAY_COST).sum();
        if best.as_ref().is_none_or(|b| plan.score > b.score) {
            best = Some(plan);
        }
    }
    let mut plan = best.unwrap_or_default();
    crate::cards::sort::sort_by_key(&mut plan.groups, |g| {
        std::cmp::Reverse((g.combo.bomb_class(), g.value))
    });
    plan
}

/// A straight flush the hand can make: suit, top position (5..=14), wilds needed.
#[derive(Clone, Copy, Debug)]
struct Flush {
    suit: Suit,
    top: u8,
    wilds: u8,
}

impl Flush {
    fn take(&self, h: &mut Holding, level: Rank) -> Group {
        let mut needs = Vec::new();
        for v in self.top - 4..=self.top {
            let r = pos_rank(v);
            let vi = r.value() as usize;
            let row = h.suited.get_mut(self.suit.index());
            let Some(n) = row.and_then(|row| row.get_mut(vi)).filter(|n| **n > 0) else {
                continue;
            };
            *n -= 1;
            if let Some(n) = h.rank.get_mut(vi) {
                *n -= 1;
            }
            needs.push(Need::Face(Face::Suited(self.suit, r), 1));
        }
        h.wilds -= self.wilds;
        let combo = Combination::new(ComboType::StraightFlush, 5, Top::Rank(pos_rank(self.top)));
        Group {
            value: value(&combo, level),
            combo,
            needs,
            wilds: self.wilds,
        }
    }
}

/// The straight-flush choices worth searching: none, each candidate, and each pair of
/// candidates that fit together (the few best only).
fn flush_options(h: &Holding, rules: &Rules) -> Vec<Vec<Flush>> {
    let low = if rules.ace_low_sequences { 5 } else { 6 };
    let mut found = Vec::new();
    for suit in Suit::ALL {
        let at = |v: u8| h.in_suit(suit, pos_rank(v).value() as usize);
        for top in low..=14u8 {
            let missing = (top - 4..=top).filter(|&v| at(v) == 0).count() as u8;
            if missing <= h.wilds && missing < 3 {
                found.push(Flush {
                    suit,
                    top,
                    wilds: missing,
                });
            }
        }
    }
    crate::cards::sort::sort_by_key(&mut found, |f| (f.wilds, std::cmp::Reverse(f.top)));
    found.truncate(6);
    let mut options = vec![Vec::new()];
    for (i, a) in found.iter().enumerate() {
        options.push(vec![*a]);
        for b in found.iter().skip(i + 1) {
            let mut rest = *h;
            let level = Rank::Two; // only counts matter here
            if fits(a, &mut rest, level) && fits(b, &mut rest, level) {
                options.push(vec![*a, *b]);
            }
        }
    }
    options
}

fn fits(f: &Flush, h: &mut Holding, level: Rank) -> bool {
    let missing = (f.top - 4..=f.top)
        .filter(|&v| h.in_suit(f.suit, pos_rank(v).value() as usize) == 0)
        .count() as u8;
    if missing != f.wilds || h.wilds < f.wilds {
        return false;
    }
    f.take(h, level);
    true
}

/// The rank at a sequence position (1 is the low ace).
fn pos_rank(v: u8) -> Rank {
    Rank::from_value(if v <= 1 { 14 } else { v.min(14) }).unwrap_or(Rank::Ace)
}

/// Count index of a sequence position.
fn idx(v: u8) -> usize {
    if v <= 1 { 14 } else { v as usize }
}

/// `n[i]` (0 off the table).
fn count(n: &[u8; 15], i: usize) -> u8 {
    n.get(i).copied().unwrap_or(0)
}

/// Adds `d` to `n[i]` (nothing off the table).
fn add(n: &mut [u8; 15], i: usize, d: u8) {
    if let Some(c) = n.get_mut(i) {
        *c += d;
    }
}

/// Takes `d` from `n[i]` (nothing off the table).
fn sub(n: &mut [u8; 15], i: usize, d: u8) {
    if let Some(c) = n.get_mut(i) {
        *c -= d;
    }
}

/// Sequence kinds in search order.
const SEQS: [(ComboType, u8, u8); 3] = [
    // (kind, groups, cards per group)
    (ComboType::Straight, 5, 1),
    (ComboType::Tube, 3, 2),
    (ComboType::Plate, 2, 3),
];

#[derive(Default)]
struct FastHash(u64);

impl Hasher for FastHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ (n >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    }
}

type Memo = HashMap<u64, (i32, u8), BuildHasherDefault<FastHash>>;

struct Planner<'a> {
    level: Rank,
    rules: &'a Rules,
    memo: Memo,
}

/// Counts 2..=14 packed 4 bits each, with the search position, wilds and the smallest
/// sequence kind still allowed at this position.
fn key(n: &[u8; 15], wilds: u8, p: u8, kmin: u8) -> u64 {
    let mut k = 0u64;
    for &c in &n[2..=14] {
        k = k << 4 | c.min(15) as u64;
    }
    k << 12 | (p as u64) << 4 | (wilds as u64) << 2 | kmin as u64
}

impl Planner<'_> {
    fn search(&mut self, h: &Holding) -> Plan {
        let mut n = h.rank;
        let first = if self.rules.ace_low_sequences { 1 } else { 2 };
        self.best(&mut n, h.wilds, first, 0);
        // Walk the memoised choices again to read the plan.
        let mut groups = Vec::new();
        let mut n = h.rank;
        let mut w = h.wilds;
        let (mut p, mut kmin) = (first, 0u8);
        while p <= 14 {
            let choice = self.memo.get(&key(&n, w, p, kmin)).map_or(0, |&(_, c)| c);
            if choice == 0 {
                p += 1;
                kmin = 0;
                continue;
            }
            let kind = choice - 1;
            match self.take_sequence(&mut n, &mut w, p, kind) {
                Some(group) => groups.push(group),
                None => break,
            }
            kmin = kind;
        }
        groups.extend(self.leaf_groups(&n, w));
        groups.extend(joker_groups(h, self.level));
        Plan { groups, score: 0 }
    }

    /// Best score of the sequences from position `p` on plus the rest.
    fn best(&mut self, n: &mut [u8; 15], w: u8, p: u8, kmin: u8) -> i32 {
        if p > 14 {
            return self.leaf(n, w).0;
        }
        if count(n, idx(p)) == 0 {
            return self.best(n, w, p + 1, 0);
        }
        let k = key(n, w, p, kmin);
        if let Some(&(v, _)) = self.memo.get(&k) {
            return v;
        }
        let mut best = self.best(n, w, p + 1, 0);
        let mut choice = 0u8;
        for kind in kmin..3 {
            let Some((combo, taken, deficit)) = self.fit(n, w, p, kind) else {
                continue;
            };
            apply(n, p, &taken, false);
            let here = value(&combo, self.level) - PLAY_COST;
            let rest = self.best(n, w - deficit, p, kind);
            apply(n, p, &taken, true);
            if here + rest > best {
                best = here + rest;
                choice = kind + 1;
            }
        }
        self.memo.insert(k, (best, choice));
        best
    }

    /// Whether a sequence of `kind` can start at `p`: the combination, the naturals it takes
    /// at each position and the wilds it needs.
    fn fit(&self, n: &[u8; 15], w: u8, p: u8, kind: u8) -> Option<(Combination, [u8; 5], u8)> {
        let &(ty, len, per) = SEQS.get(kind as usize)?;
        let top = p + len - 1;
        if top > 14 || (p == 1 && !self.rules.ace_low_sequences) {
            return None;
        }
        let mut taken = [0u8; 5];
        let mut deficit = 0;
        for (t, v) in taken.iter_mut().zip(p..=top) {
            *t = per.min(count(n, idx(v)));
            deficit += per - *t;
        }
        if deficit > w {
            return None;
        }
        // A straight needs naturals of at least two suits or a wild; the counts cannot tell,
        // so a straight is taken when the ranks fit and its cards are chosen later.
        let combo = Combination::new(ty, len * per, Top::Rank(pos_rank(top)));
        Some((combo, taken, deficit))
    }

    fn take_sequence(&self, n: &mut [u8; 15], w: &mut u8, p: u8, kind: u8) -> Option<Group> {
        let (combo, taken, deficit) = self.fit(n, *w, p, kind)?;
        apply(n, p, &taken, false);
        *w -= deficit;
        let needs = taken
            .iter()
            .enumerate()
            .filter(|(_, t)| **t > 0)
            .map(|(i, &t)| Need::Rank(pos_rank(p + i as u8), t))
            .collect();
        Some(Group {
            value: value(&combo, self.level),
            combo,
            needs,
            wilds: deficit,
        })
    }

    /// The rest of each rank as one group, with the wilds left placed at best: score and the
    /// wilds added per rank.
    fn leaf(&self, n: &[u8; 15], w: u8) -> (i32, [u8; 15]) {
        let mut extra = [0u8; 15];
        if w == 0 {
            return (self.score_rest(n, &extra), extra);
        }
        // Every wild is placed: a plan that left one out (when a lone level card scores below
        // nothing) lost the card, and a wild then looked free to spend.
        let mut best = (i32::MIN, extra);
        let level = self.level.value() as usize;
        // Each wild: a level card, or raises the best triple or bomb (the highest in level
        // order; level cards rank highest).
        let targets = |n: &[u8; 15], extra: &[u8; 15]| -> Vec<usize> {
            let mut t = vec![level];
            let lv = |r: usize| if r == level { 15 } else { r };
            let best_of = |want: &dyn Fn(u8) -> bool| {
                (2..=14usize)
                    .filter(|&r| r != level && want(count(n, r) + count(extra, r)))
                    .max_by_key(|&r| lv(r))
            };
            t.extend(best_of(&|c| c == 3));
            t.extend(best_of(&|c| (4..10).contains(&c)));
            t
        };
        for a in targets(n, &extra) {
            add(&mut extra, a, 1);
            if w == 1 {
                let s = self.score_rest(n, &extra);
                if s > best.0 {
                    best = (s, extra);
                }
            } else {
                for b in targets(n, &extra) {
                    add(&mut extra, b, 1);
                    let s = self.score_rest(n, &extra);
                    if s > best.0 {
                        best = (s, extra);
                    }
                    sub(&mut extra, b, 1);
                }
            }
            sub(&mut extra, a, 1);
        }
        best
    }

    /// Score of the rest: each rank one group, triples take the lowest pairs.
    fn score_rest(&self, n: &[u8; 15], extra: &[u8; 15]) -> i32 {
        let mut score = 0;
        let mut triples = [0u8; 8];
        let mut nt = 0;
        let mut pairs = [0u8; 16];
        let mut np = 0;
        for r in Rank::ALL {
            let i = r.value() as usize;
            let c = count(n, i) + count(extra, i);
            if c == 0 {
                continue;
            }
            let lv = if r == self.level { 15 } else { i as u8 };
            for (kind, len) in split_count(c, self.rules.max_bomb_size) {
                let combo = Combination::new(kind, len, Top::Rank(r));
                score += value(&combo, self.level) - PLAY_COST;
                // Past the buffers' room, a group takes no part in full houses.
                match kind {
                    ComboType::Triple => {
                        if let Some(slot) = triples.get_mut(nt) {
                            *slot = lv;
                            nt += 1;
                        }
                    }
                    ComboType::Pair => {
                        if let Some(slot) = pairs.get_mut(np) {
                            *slot = lv;
                            np += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
        let triples = triples.get_mut(..nt).unwrap_or_default();
        let pairs = pairs.get_mut(..np).unwrap_or_default();
        score + full_house_gain(triples, pairs)
    }

    /// The groups of the rest (as [`Planner::leaf`] placed the wilds).
    fn leaf_groups(&self, n: &[u8; 15], w: u8) -> Vec<Group> {
        let (_, extra) = self.leaf(n, w);
        let mut singles = Vec::new();
        let mut triples: Vec<(u8, Rank)> = Vec::new();
        let mut pairs: Vec<(u8, Rank)> = Vec::new();
        let mut out = Vec::new();
        for r in Rank::ALL {
            let i = r.value() as usize;
            let c = count(n, i) + count(&extra, i);
            if c == 0 {
                continue;
            }
            let lv = if r == self.level { 15 } else { i as u8 };
            let mut naturals = count(n, i);
            let mut wilds = count(&extra, i);
            for (kind, len) in split_count(c, self.rules.max_bomb_size) {
                let nat = naturals.min(len);
                naturals -= nat;
                let wl = len - nat;
                wilds -= wl.min(wilds);
                let combo = Combination::new(kind, len, Top::Rank(r));
                let g = Group {
                    value: value(&combo, self.level),
                    combo,
                    needs: vec![Need::Rank(r, nat)],
                    wilds: wl,
                };
                match kind {
                    ComboType::Triple => triples.push((lv, r)),
                    ComboType::Pair => pairs.push((lv, r)),
                    _ => {}
                }
                if matches!(kind, ComboType::Single) {
                    singles.push(g);
                } else {
                    out.push(g);
                }
            }
        }
        // Full houses, as `full_house_gain` pairs them.
        crate::cards::sort::sort(&mut triples);
        crate::cards::sort::sort(&mut pairs);
        for (t, p) in triples.iter().zip(pairs.iter()) {
            if p.0 > FULL_HOUSE_PAIR_MAX {
                break;
            }
            let ti = out
                .iter()
                .position(|g| g.combo.kind == ComboType::Triple && g.combo.top == Top::Rank(t.1));
            let pi = out
                .iter()
                .position(|g| g.combo.kind == ComboType::Pair && g.combo.top == Top::Rank(p.1));
            let (Some(ti), Some(pi)) = (ti, pi) else {
                continue;
            };
            let Some(pair) = out.get(pi).cloned() else {
                continue;
            };
            let Some(triple) = out.get_mut(ti) else {
                continue;
            };
            triple.combo = Combination::new(ComboType::FullHouse, 5, triple.combo.top);
            triple.value = value(&triple.combo, self.level);
            triple.needs.extend(pair.needs);
            triple.wilds += pair.wilds;
            out.remove(pi);
        }
        out.extend(singles);
        out.retain(|g| !g.needs.is_empty() || g.wilds > 0);
        for g in &mut out {
            g.needs.retain(|n| !matches!(n, Need::Rank(_, 0)));
        }
        out
    }
}

/// Highest pair (level value) a triple takes into a full house: kings and aces, level cards
/// and jokers stay pairs of their own.
const FULL_HOUSE_PAIR_MAX: u8 = 12;

/// What merging triples with the lowest pairs into full houses adds to a score.
fn full_house_gain(triples: &mut [u8], pairs: &mut [u8]) -> i32 {
    crate::cards::sort::sort(triples);
    crate::cards::sort::sort(pairs);
    let mut gain = 0;
    for (&t, &p) in triples.iter().zip(pairs.iter()) {
        if p > FULL_HOUSE_PAIR_MAX {
            break;
        }
        let t = t as i32;
        let p = p as i32;
        // The pair's group goes; the triple becomes a full house.
        gain += PLAY_COST - (p - 10) + ((t - 8) - (t - 9));
    }
    gain
}

/// How `c` cards of one rank are played: a single, a pair, a triple or a bomb (a bomb above
/// the largest size allowed leaves the rest as another group).
fn split_count(c: u8, max_bomb: u8) -> impl Iterator<Item = (ComboType, u8)> {
    let main = c.min(max_bomb);
    let rest = c - main;
    [main, rest]
        .into_iter()
        .filter(|&k| k > 0)
        .map(|k| match k {
            1 => (ComboType::Single, 1),
            2 => (ComboType::Pair, 2),
            3 => (ComboType::Triple, 3),
            k => (ComboType::Bomb, k),
        })
}

/// Takes (or with `undo`, gives back) `taken[i]` naturals at positions `p + i`.
fn apply(n: &mut [u8; 15], p: u8, taken: &[u8; 5], undo: bool) {
    for (i, &t) in taken.iter().enumerate() {
        if t > 0 {
            let j = idx(p + i as u8);
            if undo {
                add(n, j, t);
            } else {
                sub(n, j, t);
            }
        }
    }
}

fn joker_groups(h: &Holding, level: Rank) -> Vec<Group> {
    let mut out = Vec::new();
    if h.small >= 2 && h.big >= 2 {
        let combo = Combination::new(ComboType::FourJokers, 4, Top::Joker(Joker::Big));
        out.push(Group {
            value: value(&combo, level),
            combo,
            needs: vec![
                Need::Face(Face::SMALL_JOKER, 2),
                Need::Face(Face::BIG_JOKER, 2),
            ],
            wilds: 0,
        });
        return out;
    }
    for (j, n) in [(Joker::Small, h.small), (Joker::Big, h.big)] {
        let face = Face::Joker(j);
        let kind = match n {
            0 => continue,
            1 => ComboType::Single,
            _ => ComboType::Pair,
        };
        let combo = Combination::new(kind, n.min(2), Top::Joker(j));
        out.push(Group {
            value: value(&combo, level),
            combo,
            needs: vec![Need::Face(face, n.min(2))],
            wilds: 0,
        });
    }
    out
}
