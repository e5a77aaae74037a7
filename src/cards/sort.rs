//! Sorting for the short lists of a card game: a hand, a trick's units, a play's readings. The
//! standard sorts are instantiated whole (merge, quick and small sorts) for each element type
//! and comparison, 1 to 3 KB of the page's wasm each (issue 69); an insertion sort is a few
//! hundred bytes and, on lists of a hand's length, as quick. Long lists keep the standard sort.

/// Sorts `v` so that no element is `less` than the one before it; stable (equal elements keep
/// their order), as `slice::sort_by`.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
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
        for len in 0..40 {
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
