//! Sorting for the lists of a card game: a hand, a trick's units, a play's readings, a computer
//! player's candidates. The standard sorts are instantiated whole (merge, quick and small
//! sorts) for each element type and comparison, 1 to 3 KB of wasm each, about a tenth of a
//! worker (issue 69). Here a short list is sorted by insertion (a few hundred bytes per use)
//! and a longer one by one merge sort of places that every use shares.

/// Lists up to this long are sorted by insertion, as the standard sort does with them.
const SHORT: usize = 20;

/// Sorts `v` so that no element is `less` than the one before it; stable (equal elements keep
/// their order), as `slice::sort_by`.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    if v.len() > SHORT {
        let order = merge_order(v.len(), &mut |i, j| match (v.get(i), v.get(j)) {
            (Some(a), Some(b)) => less(a, b),
            _ => false,
        });
        permute(v, &order);
        return;
    }
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 {
            let (head, tail) = v.split_at_mut(j);
            match (head.last_mut(), tail.first_mut()) {
                (Some(before), Some(this)) if less(this, before) => std::mem::swap(before, this),
                _ => break,
            }
            j -= 1;
        }
    }
}

/// The places of a list of `n` in sorted order (`less` compares two places): a bottom-up merge
/// sort, stable, not generic, so the wasm holds it once.
#[allow(clippy::indexing_slicing)] // every place is below n, and both buffers hold n
fn merge_order(n: usize, less: &mut dyn FnMut(usize, usize) -> bool) -> Vec<u32> {
    let mut from: Vec<u32> = (0..n as u32).collect();
    let mut to = from.clone();
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut to[lo..hi] {
                // The right run's element goes first only when strictly less: stable.
                let right = j < hi && (i >= mid || less(from[j] as usize, from[i] as usize));
                if right {
                    *slot = from[j];
                    j += 1;
                } else {
                    *slot = from[i];
                    i += 1;
                }
            }
            lo = hi;
        }
        std::mem::swap(&mut from, &mut to);
        width *= 2;
    }
    from
}

/// Puts into place `k` the element that was at `order[k]`, in place, by swaps.
fn permute<T>(v: &mut [T], order: &[u32]) {
    for (i, &first) in order.iter().enumerate() {
        // Places before `i` are settled; the element wanted here was moved on by the swaps at
        // the places its chain went through.
        let mut j = first as usize;
        while j < i {
            j = order.get(j).map_or(i, |&k| k as usize);
        }
        v.swap(i, j.min(v.len().saturating_sub(1)).max(i));
    }
}

/// Sorts `v` by `key`, stable, as `slice::sort_by_key`.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

/// Sorts `v` in its natural order, as `slice::sort`.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_sort_does_keeping_equal_elements_in_order() {
        let mut seed = 7u64;
        for len in (0..70).chain([100, 257, 1000]) {
            let mut v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 59) as u8, i)
                })
                .collect();
            let mut expected = v.clone();
            expected.sort_by_key(|p| p.0);
            sort_by_key(&mut v, |p| p.0);
            assert_eq!(v, expected);
            let mut w: Vec<u8> = v.iter().map(|p| p.0).rev().collect();
            sort(&mut w);
            assert!(w.windows(2).all(|p| p[0] <= p[1]));
        }
    }
}
