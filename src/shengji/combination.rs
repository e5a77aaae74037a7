//! Units of play — single, pair, triple (3+ decks), tractors of pairs or triples — and the
//! structural questions about them: splitting a lead into units, how much of a lead's structure
//! some cards can reproduce (following), and whether a play has exactly the lead's structure
//! (winning).
//!
//! Everything works on [`Group`]s: the cards of ONE effective suit counted by face, highest
//! level first. Levels come from [`Order`], so tractors are runs of consecutive levels.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Face, Inline};

use super::order::{Order, SUIT_FACES};

/// Highest level + 1 (see [`Order`]).
const LEVELS: usize = 16;

/// Copies of one face held, with the face's level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    pub level: u8,
    pub face: Face,
    pub count: u8,
}

/// The groups of one effective suit, held inline (counting runs for every play checked, so it
/// must not allocate; a suit never has more than [`SUIT_FACES`] faces).
pub type Groups = Inline<Group, SUIT_FACES>;

/// An empty [`Groups`].
fn no_groups() -> Groups {
    Inline::new(Group {
        level: 0,
        face: Face::BIG_JOKER,
        count: 0,
    })
}

/// A unit's faces, one per level, held inline: a tractor has at most 16 levels (a suited
/// trump's levels 0 to 15).
pub type Faces = Inline<Face, 16>;

/// A unit's faces from a list (at most [`Faces::CAPACITY`]; a unit never has more).
pub fn faces_of(list: impl IntoIterator<Item = Face>) -> Faces {
    let mut f = Faces::new(Face::BIG_JOKER);
    list.into_iter().for_each(|x| f.push(x));
    f
}

/// Counts the cards of effective suit `es` in `cards` by face: highest level first, then by
/// face.
pub fn groups(cards: &[Card], es: u8, order: &Order) -> Groups {
    let mut counts = [0u8; SUIT_FACES];
    for c in cards {
        let (e, at) = order.suit_slot(c.face);
        if e == es
            && let Some(n) = counts.get_mut(at)
        {
            *n = n.saturating_add(1);
        }
    }
    counted(es, &counts, order)
}

/// [`groups`] of every effective suit (plain suits by index, then trumps) in one pass.
pub fn suit_groups(cards: &[Card], order: &Order) -> [Groups; 5] {
    let mut counts = [[0u8; SUIT_FACES]; 5];
    for c in cards {
        let (e, at) = order.suit_slot(c.face);
        if let Some(n) = counts.get_mut(e as usize).and_then(|row| row.get_mut(at)) {
            *n = n.saturating_add(1);
        }
    }
    let mut es = 0;
    counts.map(|row| {
        es += 1;
        counted(es - 1, &row, order)
    })
}

/// Groups from counts by place in [`Order::suit_faces`].
fn counted(es: u8, counts: &[u8; SUIT_FACES], order: &Order) -> Groups {
    let mut out = no_groups();
    let (faces, levels) = order.suit_faces(es);
    for ((&face, &level), &count) in faces.iter().zip(levels).zip(counts) {
        if count > 0 {
            out.push(Group { level, face, count });
        }
    }
    out
}

/// The shape of a unit. The derived order is the spec's "largest unit" order:
/// tractors > triples > pairs > singles, longer tractors above shorter ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Shape {
    pub tractor: bool,
    /// Identical cards per level: 1 single, 2 pair, 3 triple.
    pub width: u8,
    /// Consecutive levels: 1 for a single/pair/triple, 2+ for a tractor.
    pub length: u8,
}

impl Shape {
    pub fn new(width: u8, length: u8) -> Shape {
        Shape {
            tractor: length >= 2,
            width,
            length,
        }
    }

    pub fn size(self) -> usize {
        self.width as usize * self.length as usize
    }

    /// "single", "pair", "triple", "tractor of 2 pairs".
    pub fn name(self) -> String {
        let tuple = tuple_name(self.width);
        if self.tractor {
            format!("tractor of {} {}s", self.length, tuple)
        } else {
            tuple.to_string()
        }
    }
}

pub fn tuple_name(width: u8) -> &'static str {
    match width {
        1 => "single",
        2 => "pair",
        3 => "triple",
        _ => "quadruple",
    }
}

/// What a follow must show and did not: a tractor (of the lead's shape, when known), or
/// `count` tuples of `width` identical cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Needed {
    Tractor(Option<Shape>),
    Tuples { width: u8, count: u8 },
}

impl fmt::Display for Needed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Needed::Tractor(Some(s)) => write!(f, "a {}", s.name()),
            Needed::Tractor(None) => f.write_str("a tractor"),
            Needed::Tuples { width, count: 1 } => write!(f, "a {}", tuple_name(*width)),
            Needed::Tuples { width, count } => write!(f, "{count} {}s", tuple_name(*width)),
        }
    }
}

/// One unit of a lead or play: `length` consecutive levels of `width` identical cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub width: u8,
    pub length: u8,
    /// Level of the highest face.
    pub top: u8,
    /// Effective suit.
    pub suit: u8,
    /// One face per level, highest first.
    #[serde(with = "saved_faces")]
    pub faces: Faces,
}

impl Unit {
    pub fn shape(&self) -> Shape {
        Shape::new(self.width, self.length)
    }

    pub fn size(&self) -> usize {
        self.shape().size()
    }

    /// "pair of 9♦", "tractor 9♦9♦ 8♦8♦", "single A♠".
    pub fn describe(&self) -> String {
        let label = |f: &Face| f.label().repeat(self.width as usize);
        if self.length >= 2 {
            let parts: Vec<String> = self.faces.iter().map(label).collect();
            format!("tractor {}", parts.join(" "))
        } else {
            let face = self.faces.first().map_or(String::new(), |f| f.label());
            format!("{} of {}", tuple_name(self.width), face)
        }
    }

    /// The unit's cards taken from `cards` (first copies found).
    pub fn cards_from(&self, cards: &[Card]) -> Vec<Card> {
        let mut out = Vec::with_capacity(self.size());
        for f in &self.faces {
            out.extend(
                cards
                    .iter()
                    .filter(|c| c.face == *f)
                    .take(self.width as usize),
            );
        }
        out
    }
}

/// Maximal runs of consecutive levels that each hold a `w`-tuple: (top level, length), highest
/// first.
pub fn runs(g: &[Group], w: u8) -> Vec<(u8, u8)> {
    let mut has = [false; LEVELS];
    for x in g {
        if x.count >= w
            && let Some(h) = has.get_mut(x.level as usize)
        {
            *h = true;
        }
    }
    let mut out: Vec<(u8, u8)> = Vec::new();
    for (l, _) in has.iter().enumerate().rev().filter(|(_, h)| **h) {
        let l = l as u8;
        match out.last_mut() {
            // The run above ends just over `l`: it goes on.
            Some((top, len)) if l + *len == *top => *len += 1,
            _ => out.push((l, 1)),
        }
    }
    out
}

/// The group at `level` holding a `w`-tuple, preferring the fewest copies (so wider tuples stay
/// whole).
fn pick(g: &mut [Group], level: u8, w: u8) -> Option<&mut Group> {
    g.iter_mut()
        .filter(|x| x.level == level && x.count >= w)
        .min_by_key(|x| x.count)
}

fn take_tractor(g: &mut [Group], top: u8, len: u8, w: u8, suit: u8) -> Unit {
    let mut faces = faces_of([]);
    for l in (top + 1 - len..=top).rev() {
        if let Some(x) = pick(g, l, w) {
            x.count -= w;
            faces.push(x.face);
        }
    }
    Unit {
        width: w,
        length: len,
        top,
        suit,
        faces,
    }
}

fn sort_units(units: &mut [Unit]) {
    crate::cards::sort::sort_by_key(units, |u| std::cmp::Reverse((u.shape(), u.top)));
}

/// Splits cards of one effective suit into units: widest tuples first, longest tractors first,
/// then tuples, then singles. The result is sorted largest unit first.
pub fn decompose(g: &[Group], max_width: u8, suit: u8) -> Vec<Unit> {
    let mut g = g.to_vec();
    let mut units = Vec::new();
    for w in (2..=max_width).rev() {
        loop {
            let best = runs(&g, w)
                .into_iter()
                .filter(|r| r.1 >= 2)
                .max_by_key(|&(top, len)| (len, top));
            let Some((top, len)) = best else { break };
            units.push(take_tractor(&mut g, top, len, w, suit));
        }
        for x in g.iter_mut() {
            while x.count >= w {
                x.count -= w;
                units.push(Unit {
                    width: w,
                    length: 1,
                    top: x.level,
                    suit,
                    faces: faces_of([x.face]),
                });
            }
        }
    }
    for x in &g {
        for _ in 0..x.count {
            units.push(Unit {
                width: 1,
                length: 1,
                top: x.level,
                suit,
                faces: faces_of([x.face]),
            });
        }
    }
    sort_units(&mut units);
    units
}

/// Every way (at most `cap`) to place a tractor of `len` levels of `w`-tuples in `g`: the group
/// index used at each level, highest first.
fn placements(g: &[Group], w: u8, len: u8, cap: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for (top, m) in runs(g, w) {
        if m < len {
            continue;
        }
        for t in (top + 1 - (m - len + 1)..=top).rev() {
            let mut cur = Vec::with_capacity(len as usize);
            product(g, w, t, len, &mut cur, &mut out, cap);
        }
    }
    out
}

fn product(
    g: &[Group],
    w: u8,
    level: u8,
    left: u8,
    cur: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
    cap: usize,
) {
    if out.len() >= cap {
        return;
    }
    if left == 0 {
        out.push(cur.clone());
        return;
    }
    for (i, x) in g.iter().enumerate() {
        if x.level == level && x.count >= w {
            cur.push(i);
            product(g, w, level.wrapping_sub(1), left - 1, cur, out, cap);
            cur.pop();
        }
    }
}

/// The structure a follower matched, in the spec's priority order: one entry per tractor of the
/// lead (1 if matched by a tractor of the same shape), then, for tuple widths from the widest down
/// to pairs, how many tuples were matched (unmatched tractors count as their tuples; an
/// unmatched triple falls back to a pair and a single). Compared lexicographically.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Matching {
    pub profile: Vec<u8>,
    /// Faces and copies used by the matched structure.
    pub used: Vec<(Face, u8)>,
    /// Number of tractor entries at the front of `profile`.
    pub tractors: usize,
}

impl Matching {
    /// What entry `k` of the profile asks for, `n` times: "a tractor of 2 pairs", "2 pairs".
    pub fn needed_entry(&self, lead: &[Unit], max_width: u8, k: usize, n: u8) -> Needed {
        if k < self.tractors {
            let shape = lead
                .iter()
                .filter(|u| u.length >= 2)
                .nth(k)
                .map(Unit::shape);
            Needed::Tractor(shape)
        } else {
            let width = max_width.saturating_sub((k - self.tractors) as u8);
            Needed::Tuples { width, count: n }
        }
    }
}

/// Faces and copies taken by a matching.
type Used = Vec<(Face, u8)>;

struct MatchSearch {
    tractors: Vec<(u8, u8)>,
    max_width: u8,
    best: Option<(Vec<u8>, Used)>,
    /// The best conceivable profile: every tractor and every tuple matched.
    perfect: Vec<u8>,
    leaves: u32,
}

const SEARCH_LEAVES: u32 = 256;

impl MatchSearch {
    fn go(
        &mut self,
        i: usize,
        g: &mut Vec<Group>,
        req: &mut [u8; 5],
        score: &mut Vec<u8>,
        used: &mut Vec<(Face, u8)>,
    ) {
        if self.leaves >= SEARCH_LEAVES || self.best.as_ref().is_some_and(|b| b.0 == self.perfect) {
            return;
        }
        let Some(&(w, len)) = self.tractors.get(i) else {
            // Every tractor placed (or not): the tuples.
            self.leaves += 1;
            let mut g2 = g.clone();
            let mut req2 = *req;
            let mut score2 = score.clone();
            let mut used2 = used.clone();
            tuple_phase(&mut g2, &mut req2, self.max_width, &mut score2, &mut used2);
            if self.best.as_ref().is_none_or(|b| score2 > b.0) {
                self.best = Some((score2, used2));
            }
            return;
        };
        let places = placements(g, w, len, 32);
        if places.is_empty() {
            // An unmatched tractor is asked for as its tuples.
            let slot = (w as usize).min(4);
            if let Some(r) = req.get_mut(slot) {
                *r = r.saturating_add(len);
            }
            score.push(0);
            self.go(i + 1, g, req, score, used);
            score.pop();
            if let Some(r) = req.get_mut(slot) {
                *r = r.saturating_sub(len);
            }
            return;
        }
        for p in places {
            for &ix in &p {
                if let Some(x) = g.get_mut(ix) {
                    x.count -= w;
                    used.push((x.face, w));
                }
            }
            score.push(1);
            self.go(i + 1, g, req, score, used);
            score.pop();
            for &ix in &p {
                if let Some(x) = g.get_mut(ix) {
                    x.count += w;
                    used.pop();
                }
            }
        }
    }
}

fn tuple_phase(
    g: &mut [Group],
    req: &mut [u8; 5],
    max_width: u8,
    score: &mut Vec<u8>,
    used: &mut Vec<(Face, u8)>,
) {
    for w in (2..=max_width.min(4)).rev() {
        let mut matched = 0;
        let asked = req.get(w as usize).copied().unwrap_or(0);
        while matched < asked {
            // Fewest copies first, so that wider groups keep their smaller tuples.
            let Some(x) = g
                .iter_mut()
                .filter(|x| x.count >= w)
                .min_by_key(|x| x.count)
            else {
                break;
            };
            x.count -= w;
            used.push((x.face, w));
            matched += 1;
        }
        score.push(matched);
        if w > 2
            && let Some(r) = req.get_mut(w as usize - 1)
        {
            *r = r.saturating_add(asked - matched);
        }
    }
}

/// Whether a lead is only single cards: then any cards of the suit follow it, and there is no
/// structure to match.
pub fn singles_only(lead: &[Unit]) -> bool {
    lead.iter().all(|u| u.width < 2 && u.length < 2)
}

/// The best structure (see [`Matching`]) that the suit cards `g` can show against `lead`.
pub fn best_matching(lead: &[Unit], g: &[Group], max_width: u8) -> Matching {
    if singles_only(lead) {
        // Singles only: nothing to match (the common lead; no search needed).
        return Matching {
            profile: vec![0; max_width.min(4).saturating_sub(1) as usize],
            used: Vec::new(),
            tractors: 0,
        };
    }
    let tractors: Vec<(u8, u8)> = lead
        .iter()
        .filter(|u| u.length >= 2)
        .map(|u| (u.width, u.length))
        .collect();
    let mut req = [0u8; 5];
    for u in lead.iter().filter(|u| u.length == 1 && u.width >= 2) {
        if let Some(r) = req.get_mut(u.width.min(4) as usize) {
            *r = r.saturating_add(1);
        }
    }
    let n = tractors.len();
    let mut perfect = vec![1; n];
    for w in (2..=max_width.min(4)).rev() {
        perfect.push(req.get(w as usize).copied().unwrap_or(0));
    }
    let mut search = MatchSearch {
        tractors,
        max_width,
        perfect,
        best: None,
        leaves: 0,
    };
    let mut g = g.to_vec();
    search.go(0, &mut g, &mut req, &mut Vec::new(), &mut Vec::new());
    let (profile, used) = search.best.unwrap_or_default();
    Matching {
        profile,
        used,
        tractors: n,
    }
}

/// Every way (at most `cap`) to split `play` (cards of one effective suit, as many as the lead)
/// into units with exactly the lead's shapes. Each way gives the top level of the unit matched to
/// each lead unit, in the lead's order.
pub fn partitions(lead: &[Unit], play: &[Group], cap: usize) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut g = play.to_vec();
    part(lead, 0, &mut g, &mut Vec::new(), &mut out, cap, 0);
    out
}

fn part(
    lead: &[Unit],
    i: usize,
    g: &mut Vec<Group>,
    tops: &mut Vec<u8>,
    out: &mut Vec<Vec<u8>>,
    cap: usize,
    min_ix: usize,
) {
    if out.len() >= cap {
        return;
    }
    let Some(u) = lead.get(i) else {
        if g.iter().all(|x| x.count == 0) {
            out.push(tops.clone());
        }
        return;
    };
    if u.width == 1 {
        // Units are sorted largest first, so everything left is a single.
        let before = tops.len();
        for x in g.iter() {
            tops.extend(std::iter::repeat_n(x.level, x.count as usize));
        }
        if tops.len() - before == lead.len() - i {
            out.push(tops.clone());
        }
        tops.truncate(before);
        return;
    }
    if u.length >= 2 {
        for p in placements(g, u.width, u.length, cap) {
            let Some(top) = p.first().and_then(|&ix| g.get(ix)).map(|x| x.level) else {
                continue;
            };
            for &ix in &p {
                if let Some(x) = g.get_mut(ix) {
                    x.count -= u.width;
                }
            }
            tops.push(top);
            part(lead, i + 1, g, tops, out, cap, 0);
            tops.pop();
            for &ix in &p {
                if let Some(x) = g.get_mut(ix) {
                    x.count += u.width;
                }
            }
        }
    } else {
        // Equal shapes in a row take groups in index order, to skip permutations.
        let same_as_next = lead.get(i + 1).is_some_and(|n| n.shape() == u.shape());
        for ix in min_ix..g.len() {
            let Some(x) = g.get_mut(ix).filter(|x| x.count >= u.width) else {
                continue;
            };
            x.count -= u.width;
            tops.push(x.level);
            let next_min = if same_as_next { ix } else { 0 };
            part(lead, i + 1, g, tops, out, cap, next_min);
            tops.pop();
            if let Some(x) = g.get_mut(ix) {
                x.count += u.width;
            }
        }
    }
}

/// A unit of `u`'s shape in `g` (another hand's cards of the same suit) that is higher than `u`.
pub fn higher_unit(g: &[Group], u: &Unit) -> Option<Unit> {
    if u.length >= 2 {
        let (top, _) = runs(g, u.width)
            .into_iter()
            .find(|&(top, len)| len >= u.length && top > u.top)?;
        let mut g = g.to_vec();
        Some(take_tractor(&mut g, top, u.length, u.width, u.suit))
    } else {
        // Groups are highest first: the first hit is the strongest.
        g.iter()
            .find(|x| x.count >= u.width && x.level > u.top)
            .map(|x| Unit {
                width: u.width,
                length: 1,
                top: x.level,
                suit: u.suit,
                faces: faces_of([x.face]),
            })
    }
}

/// Every unit `hand` can lead, one per distinct choice of faces: singles, tuples, tractors.
pub fn lead_units(hand: &[Card], order: &Order, max_width: u8) -> Vec<Unit> {
    // Mostly one single per card, plus a few tuples and tractors.
    let mut out = Vec::with_capacity(hand.len() + hand.len() / 2);
    for (es, g) in (0..).zip(suit_groups(hand, order)) {
        each_lead(&g, es, max_width, &mut |u| out.push(u));
    }
    out
}

/// The units of [`lead_units`], counted per suit, to pick one without building the others (a
/// random lead in simulations).
pub struct LeadUnits {
    groups: [Groups; 5],
    counts: [usize; 5],
    max_width: u8,
}

impl LeadUnits {
    pub fn new(hand: &[Card], order: &Order, max_width: u8) -> LeadUnits {
        let groups = suit_groups(hand, order);
        let mut counts = [0; 5];
        for ((es, g), n) in (0..).zip(&groups).zip(&mut counts) {
            // As `each_lead` goes, but tuples are only counted.
            for w in 1..=max_width {
                *n += g.iter().filter(|x| x.count >= w).count();
                tractors(g, es, w, &mut |_| *n += 1);
            }
        }
        LeadUnits {
            groups,
            counts,
            max_width,
        }
    }

    /// How many units there are (`lead_units(..).len()`).
    pub fn len(&self) -> usize {
        self.counts.iter().sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `k`-th unit, in the order of [`lead_units`].
    pub fn get(&self, mut k: usize) -> Option<Unit> {
        for ((es, g), &n) in (0..).zip(&self.groups).zip(&self.counts) {
            if k >= n {
                k -= n;
                continue;
            }
            let mut found = None;
            each_lead(g, es, self.max_width, &mut |u| {
                if k == 0 && found.is_none() {
                    found = Some(u);
                }
                k = k.wrapping_sub(1);
            });
            return found;
        }
        None
    }
}

/// Calls `emit` with every unit the groups `g` (effective suit `es`) can lead: for each width,
/// the tuples from the highest, then the tractors.
fn each_lead(g: &[Group], es: u8, max_width: u8, emit: &mut impl FnMut(Unit)) {
    for w in 1..=max_width {
        for x in g.iter().filter(|x| x.count >= w) {
            emit(Unit {
                width: w,
                length: 1,
                top: x.level,
                suit: es,
                faces: faces_of([x.face]),
            });
        }
        tractors(g, es, w, emit);
    }
}

/// Calls `emit` with every tractor of `w`-tuples in `g`: run by run from the top, shorter first.
fn tractors(g: &[Group], es: u8, w: u8, emit: &mut impl FnMut(Unit)) {
    if w < 2 {
        return;
    }
    for (top, m) in runs(g, w) {
        for len in 2..=m {
            for t in (top + 1 - (m - len + 1)..=top).rev() {
                for p in placements_at(g, w, t, len) {
                    emit(Unit {
                        width: w,
                        length: len,
                        top: t,
                        suit: es,
                        faces: faces_of(p.iter().filter_map(|&i| g.get(i)).map(|x| x.face)),
                    });
                }
            }
        }
    }
}

fn placements_at(g: &[Group], w: u8, top: u8, len: u8) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    product(g, w, top, len, &mut Vec::new(), &mut out, 64);
    out
}

/// A unit's faces, saved as a list (as when they were a `Vec`); more faces than a unit can
/// have is an error.
mod saved_faces {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use super::{Face, Faces, faces_of};

    pub fn serialize<S: Serializer>(f: &Faces, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(f.iter())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Faces, D::Error> {
        let list = Vec::<Face>::deserialize(d)?;
        if list.len() > Faces::CAPACITY {
            return Err(D::Error::invalid_length(
                list.len(),
                &"no more faces than a unit can have",
            ));
        }
        Ok(faces_of(list))
    }
}
