//! How many legal plays of each section a hand has, counted from its [`Counts`] alone: random
//! play's first step (pick an index, then build only that play). It must agree, section by
//! section, with what the generator in [`moves`](super::moves) lists; a fuzz test holds them
//! together (`tests/fuzz_readings.rs`).

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Face, Joker, Rank};

use super::combination::{Combination, ComboType, Counts, Top, lowest_top, seq_rank};
use super::level::is_wild;
use super::rules::Rules;

/// Sections of the generator, in its order: singles, pairs, triples, full houses, straights,
/// tubes, plates, bombs, straight flushes, four jokers.
pub(super) const SECTIONS: usize = 10;
/// How many moves each section of the generator finds.
pub(super) type Sections = [usize; SECTIONS];
/// The kinds of the first seven sections, in order (the last three are the bombs).
pub(super) const PLAIN_KINDS: [ComboType; 7] = [
    ComboType::Single,
    ComboType::Pair,
    ComboType::Triple,
    ComboType::FullHouse,
    ComboType::Straight,
    ComboType::Tube,
    ComboType::Plate,
];

const SMALL: Face = Face::Joker(Joker::Small);
const BIG: Face = Face::Joker(Joker::Big);

/// What the plays counted must beat.
#[derive(Clone, Copy)]
enum Over {
    /// A lead: everything counts.
    Nothing,
    /// A plain combination: the same kind and length with a higher key, or any bomb.
    Plain { kind: ComboType, len: u8, key: u8 },
    /// A bomb: only a higher bomb.
    Bomb(Combination),
}

struct Tally<'a> {
    c: &'a Counts,
    level: Rank,
    rules: &'a Rules,
    over: Over,
}

/// The bombs, straight flushes and four jokers of the hand counted in `c` that may be led or
/// played over a plain play: [`tally`]'s last three sections, the same whatever the plain
/// play (the game keeps them with the hand, see `HandIndexes`).
pub(super) fn any_bombs(c: &Counts, level: Rank, rules: &Rules) -> [usize; 3] {
    let t = Tally {
        c,
        level,
        rules,
        over: Over::Nothing,
    };
    [t.bombs(), t.straight_flushes(), t.four_jokers()]
}

/// [`any_bombs`] after the cards of `played` left the hand counted in `c` (its counts before):
/// the n-of-a-kind bombs of the ranks played change by their own count when no wild left, the
/// straight flushes only when a position of a suit emptied and there were some.
pub(super) fn bombs_after(
    c: &mut Counts,
    played: &[Face],
    bombs: [usize; 3],
    level: Rank,
    rules: &Rules,
) -> [usize; 3] {
    let (wilds, runs) = (c.wilds, c.runs);
    let of_rank = |have: u8| bombs_of_rank(have, wilds, rules);
    let mut of_a_kind = bombs[0];
    for &face in played {
        let rank = face.rank().filter(|_| !is_wild(face, level));
        let before = rank.map_or(0, |r| c.at(r.value()));
        c.remove(face, level);
        if let Some(r) = rank {
            of_a_kind = of_a_kind.saturating_sub(of_rank(before) - of_rank(c.at(r.value())));
        }
    }
    if c.wilds != wilds {
        return any_bombs(c, level, rules);
    }
    let t = Tally {
        c,
        level,
        rules,
        over: Over::Nothing,
    };
    // Taking naturals out never makes a straight flush: none before, none after.
    let flushes = if c.runs == runs || bombs[1] == 0 {
        bombs[1]
    } else {
        t.straight_flushes()
    };
    [of_a_kind, flushes, t.four_jokers()]
}

/// The n-of-a-kind bombs of a rank of `have` naturals beside `wilds` wilds: one per size from 4
/// up to both together (at most ten wilds fill a bomb, as in the generator) and the largest
/// bomb of the rules; none without a natural.
fn bombs_of_rank(have: u8, wilds: u8, rules: &Rules) -> usize {
    let most = have.saturating_add(wilds.min(10)).min(rules.max_bomb_size);
    if have == 0 {
        0
    } else {
        usize::from(most.saturating_sub(3))
    }
}

/// Bit lo of each suit run `r`: positions lo..=lo+4 all held (a straight flush without wilds).
pub(super) fn five_in_a_row(r: u16) -> u16 {
    r & r >> 1 & r >> 2 & r >> 3 & r >> 4
}

/// Each section's count of the plays of the hand counted in `c` that may be played over
/// `trick` (all leads with `None`); `bombs`: the hand's [`any_bombs`], if known.
pub(super) fn tally(
    c: &Counts,
    trick: Option<&Combination>,
    level: Rank,
    rules: &Rules,
    bombs: Option<[usize; 3]>,
) -> Sections {
    let over = match trick {
        None => Over::Nothing,
        Some(t) if t.is_bomb() => Over::Bomb(*t),
        Some(t) => Over::Plain {
            kind: t.kind,
            len: t.len,
            key: t.key(level),
        },
    };
    let t = Tally {
        c,
        level,
        rules,
        over,
    };
    let mut s = [0; SECTIONS];
    let plain = |s: &mut Sections, kind: ComboType| {
        let (slot, n) = match kind {
            ComboType::Single => (0, t.of_a_kind(1)),
            ComboType::Pair => (1, t.of_a_kind(2)),
            ComboType::Triple => (2, t.of_a_kind(3)),
            ComboType::FullHouse => (3, t.full_houses()),
            ComboType::Straight => (4, t.straights()),
            ComboType::Tube => (5, t.sequences(ComboType::Tube, 3, 2)),
            ComboType::Plate => (6, t.sequences(ComboType::Plate, 2, 3)),
            _ => return,
        };
        if let Some(x) = s.get_mut(slot) {
            *x = n;
        }
    };
    // A follow counts its own kind only (and the bombs); a lead counts every kind.
    match t.over {
        Over::Nothing => {
            for kind in PLAIN_KINDS {
                plain(&mut s, kind);
            }
        }
        Over::Plain { kind, .. } => plain(&mut s, kind),
        Over::Bomb(_) => {}
    }
    let [.., b, f, j] = &mut s;
    [*b, *f, *j] = match (t.over, bombs) {
        (Over::Bomb(_), _) | (_, None) => [t.bombs(), t.straight_flushes(), t.four_jokers()],
        (_, Some(known)) => known,
    };
    s
}

impl Tally<'_> {
    /// Whether a plain play of `kind`, `len` cards and `key` beats the trick.
    fn plain_wanted(&self, kind: ComboType, len: u8, key: u8) -> bool {
        match self.over {
            Over::Nothing => true,
            Over::Plain {
                kind: k,
                len: l,
                key: top,
            } => k == kind && l == len && key > top,
            Over::Bomb(_) => false,
        }
    }

    fn bomb_wanted(&self, combo: Combination) -> bool {
        match &self.over {
            Over::Bomb(t) => combo.beats(t, self.level),
            _ => true,
        }
    }

    /// The key a plain play of `kind` and `len` cards must exceed to be counted (`None`: no
    /// such play counts).
    fn floor(&self, kind: ComboType, len: u8) -> Option<u8> {
        match self.over {
            Over::Nothing => Some(0),
            Over::Plain {
                kind: k,
                len: l,
                key,
            } => (k == kind && l == len).then_some(key),
            Over::Bomb(_) => None,
        }
    }

    /// Singles, pairs or triples (`n`): a rank's naturals, wilds filling up (a wild alone, or
    /// wilds together, only as a level card), then the jokers.
    fn of_a_kind(&self, n: u8) -> usize {
        let kind = match n {
            1 => ComboType::Single,
            2 => ComboType::Pair,
            _ => ComboType::Triple,
        };
        let Some(floor) = self.floor(kind, n) else {
            return 0;
        };
        let mut found = of_a_kind_ranks(self.c, n, self.level, floor).count_ones() as usize;
        if n <= 2 {
            found += usize::from(self.c.of(SMALL) >= n && 16 > floor);
            found += usize::from(self.c.of(BIG) >= n && 17 > floor);
        }
        found
    }

    /// One full house per triple rank that has some pair to go with it.
    fn full_houses(&self) -> usize {
        let (c, w) = (self.c, self.c.wilds);
        let joker_pair = c.of(SMALL) >= 2 || c.of(BIG) >= 2;
        // Triple ranks: at least one natural, wilds filling up to three.
        let mut triples = c.ranks_with(3u8.saturating_sub(w));
        let mut found = 0;
        while triples != 0 {
            let v = triples.trailing_zeros() as u8;
            triples &= triples - 1;
            let left = w - (3 - c.at(v).min(3));
            let key = if v == self.level.value() { 15 } else { v };
            if !self.plain_wanted(ComboType::FullHouse, 5, key) {
                continue;
            }
            // Another rank with enough naturals, or two wilds alone (for a rank that is never
            // the triple's, see `wild_pair_rank`).
            let others = !(1u16 << v);
            let some_pair = joker_pair || left >= 2 || c.ranks_with(2 - left) & others != 0;
            found += usize::from(some_pair);
        }
        found
    }

    /// Sequence positions (bit v; 1 is the low ace) holding at least one natural.
    fn present(&self) -> u16 {
        self.c.runs.iter().fold(0, |a, r| a | r)
    }

    fn straights(&self) -> usize {
        let w = self.c.wilds;
        let present = self.present();
        let mut found = 0;
        for top in lowest_top(5, self.rules)..=14u8 {
            if !self.plain_wanted(ComboType::Straight, 5, top) {
                continue;
            }
            let window = 0b11111u16 << (top - 4);
            let deficit = 5 - (present & window).count_ones() as u8;
            // Five naturals of one suit alone and no wild make a straight flush instead.
            let one_suit = || {
                let touching = self.c.runs.iter().filter(|&&r| r & window != 0).count();
                touching == 1 && self.c.runs.iter().any(|&r| r & window == window)
            };
            if deficit <= w && !(w == 0 && deficit == 0 && one_suit()) {
                found += 1;
            }
        }
        found
    }

    /// Tubes (3 groups of 2) and plates (2 groups of 3).
    fn sequences(&self, kind: ComboType, groups: u8, per: u8) -> usize {
        let floor = match self.floor(kind, groups * per) {
            Some(key) => key.max(lowest_top(groups, self.rules) - 1),
            None => return 0,
        };
        let tops = sequence_tops(self.c, groups, per);
        (tops & u16::MAX.checked_shl(u32::from(floor) + 1).unwrap_or(0)).count_ones() as usize
    }

    fn bombs(&self) -> usize {
        let mut found = 0;
        let mut ranks = self.c.ranks_with(1);
        while ranks != 0 {
            let v = ranks.trailing_zeros() as u8;
            ranks &= ranks - 1;
            let have = self.c.at(v);
            if !matches!(self.over, Over::Bomb(_)) {
                found += bombs_of_rank(have, self.c.wilds, self.rules);
                continue;
            }
            for n in 4..(4 + bombs_of_rank(have, self.c.wilds, self.rules) as u8) {
                let combo = Combination::new(ComboType::Bomb, n, Top::Rank(seq_rank(v)));
                found += usize::from(self.bomb_wanted(combo));
            }
        }
        found
    }

    fn straight_flushes(&self) -> usize {
        let mut tops = flush_tops(self.c, lowest_top(5, self.rules));
        if let Over::Bomb(_) = self.over {
            let mut found = 0;
            while tops != 0 {
                let top = tops.trailing_zeros() as u8;
                tops &= tops - 1;
                let combo = Combination::new(ComboType::StraightFlush, 5, Top::Rank(seq_rank(top)));
                found += usize::from(self.bomb_wanted(combo));
            }
            return found;
        }
        tops.count_ones() as usize
    }

    fn four_jokers(&self) -> usize {
        let combo = Combination::new(ComboType::FourJokers, 4, Top::Joker(Joker::Big));
        usize::from(self.c.of(SMALL) >= 2 && self.c.of(BIG) >= 2 && self.bomb_wanted(combo))
    }
}

/// The ranks (bits v, natural order) of which `n` of a kind (1 to 3) can be made with a key above
/// `floor`: a rank's naturals with at most n - 1 wilds beside them, or the level rank from any
/// mix of its naturals and the wilds (a wild alone ranks as a level card).
pub(super) fn of_a_kind_ranks(c: &Counts, n: u8, level: Rank, floor: u8) -> u16 {
    let w = c.wilds;
    let lv = level.value();
    let level_bit = 1u16 << lv;
    // Keys are natural values (2..=14) but the level rank's, which is 15.
    let above = u16::MAX.checked_shl(u32::from(floor) + 1).unwrap_or(0);
    let spare = w.min(n.saturating_sub(1));
    let mut ranks = c.ranks_with(n - spare) & above & !level_bit;
    if c.at(lv) + w >= n && 15 > floor {
        ranks |= level_bit;
    }
    ranks
}

/// The tops (bits, from `lowest` to 14) of the straight flushes the hand counted in `c` can
/// make: five positions of one suit, wilds filling what is missing.
pub(super) fn flush_tops(c: &Counts, lowest: u8) -> u16 {
    let need = 5u8.saturating_sub(c.wilds);
    let lows = c.runs.iter().fold(0, |lows, &r| {
        let held = match need {
            // No wild (the usual hand): all five held.
            5 => five_in_a_row(r),
            _ => at_least(window_count([r, r >> 1, r >> 2, r >> 3, r >> 4, 0]), need),
        };
        lows | held
    });
    // Windows of positions lo..=lo+4 with lo from 1 to 10 (10-A): top = lo + 4.
    let tops = (lows & 0b111_1111_1110) << 4;
    tops & u16::MAX.checked_shl(u32::from(lowest)).unwrap_or(0)
}

/// The tops (bits 2 to 14) of the tubes (`groups` 3, `per` 2) or plates (2, 3) the hand
/// counted in `c` can make, whatever the rules' lowest top: the naturals of each position (at
/// most `per`) and the wilds together fill every group.
fn sequence_tops(c: &Counts, groups: u8, per: u8) -> u16 {
    // Bit v of `have[k]`: position v holds more than k naturals (k < per).
    let have = [1, 2, 3].map(|n| if n <= per { c.positions_with(n) } else { 0 });
    let [h1, h2, h3] = have;
    // One vector per (group, count level): bit lo, the group at lo + g.
    let vectors = if groups == 3 {
        [h1, h1 >> 1, h1 >> 2, h2, h2 >> 1, h2 >> 2]
    } else {
        [h1, h1 >> 1, h2, h2 >> 1, h3, h3 >> 1]
    };
    let need = (groups * per).saturating_sub(c.wilds);
    let lows = at_least(window_count(vectors), need) & 0b111_1111_1111_1110;
    (lows << (groups - 1)) & 0b111_1111_1111_1100
}

/// Six bit vectors summed bit by bit: the three bits (1, 2, 4) of each position's count.
fn window_count([a, b, d, e, f, g]: [u16; 6]) -> [u16; 3] {
    let full_add = |x: u16, y: u16, z: u16| (x ^ y ^ z, (x & y) | (z & (x ^ y)));
    let (x1, c1) = full_add(a, b, d);
    let (x2, c2) = full_add(e, f, g);
    let (s0, c3) = (x1 ^ x2, x1 & x2);
    let (s1, s2) = full_add(c1, c2, c3);
    [s0, s1, s2]
}

/// The positions whose count (from [`window_count`]) is at least `n`.
fn at_least([s0, s1, s2]: [u16; 3], n: u8) -> u16 {
    match n {
        0 => u16::MAX,
        1 => s0 | s1 | s2,
        2 => s1 | s2,
        3 => s2 | (s1 & s0),
        4 => s2,
        5 => s2 & (s1 | s0),
        6 => s2 & s1,
        7 => s2 & s1 & s0,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, shuffled_deck};
    use crate::guandan::hand_index::HandIndex;

    /// Bomb counts updated play by play equal the counts of the hand read again, whatever
    /// leaves it: wilds, jokers, the last copy of a face (straight flushes), or one of two.
    #[test]
    fn bombs_after_each_play_are_the_hands_counted_again() {
        let rules = Rules::default();
        for seed in 0..300u64 {
            let deck = shuffled_deck(2, seed).unwrap_or_default();
            let level = Rank::ALL[(seed % 13) as usize];
            // Bigger hands than a deal, so that bombs and straight flushes are common.
            let mut hand: Vec<Card> = deck.iter().take(40).copied().collect();
            let mut c = HandIndex::new(&hand, level).c;
            let mut bombs = any_bombs(&c, level, &rules);
            while !hand.is_empty() {
                let n = 1 + (seed as usize + hand.len()) % 5;
                let played: Vec<Card> = hand.drain(..n.min(hand.len())).collect();
                let faces: Vec<Face> = played.iter().map(|card| card.face).collect();
                bombs = bombs_after(&mut c, &faces, bombs, level, &rules);
                let fresh = HandIndex::new(&hand, level).c;
                assert_eq!(c, fresh, "seed {seed}: counts");
                assert_eq!(
                    bombs,
                    any_bombs(&fresh, level, &rules),
                    "seed {seed}: bombs"
                );
            }
        }
    }
}
