//! A short list held on the stack: the cards of one play while a move generator builds it, so
//! that enumerating the legal plays of a hand needs no heap memory.

/// Up to `N` values of a `Copy` type, without allocation. A push past `N` is ignored (callers
/// size `N` to the largest combination, so it never happens; ignoring it cannot panic).
#[derive(Clone, Copy, Debug)]
pub struct Inline<T: Copy, const N: usize> {
    items: [T; N],
    len: usize,
}

impl<T: Copy, const N: usize> Inline<T, N> {
    /// Most items it holds.
    pub const CAPACITY: usize = N;

    /// An empty list; `filler` only occupies the unused slots.
    pub const fn new(filler: T) -> Self {
        Inline {
            items: [filler; N],
            len: 0,
        }
    }

    pub fn push(&mut self, x: T) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = x;
            self.len += 1;
        }
    }

    /// Appends `n` copies of `x`.
    pub fn push_n(&mut self, x: T, n: u8) {
        for _ in 0..n {
            self.push(x);
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[T] {
        self.items.get(..self.len).unwrap_or(&[])
    }

    pub fn as_mut_slice(&mut self) -> &mut [T] {
        self.items.get_mut(..self.len).unwrap_or(&mut [])
    }

    /// Removes and returns the item at `i`, shifting the rest down.
    pub fn remove(&mut self, i: usize) -> Option<T> {
        let x = *self.as_slice().get(i)?;
        self.items.get_mut(i..self.len)?.rotate_left(1);
        self.len -= 1;
        Some(x)
    }
}

/// Equal when the items are (the unused slots do not count).
impl<T: Copy + PartialEq, const N: usize> PartialEq for Inline<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Eq, const N: usize> Eq for Inline<T, N> {}

impl<'a, T: Copy, const N: usize> IntoIterator for &'a Inline<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// Reads as the slice of its items.
impl<T: Copy, const N: usize> std::ops::Deref for Inline<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy, const N: usize> std::ops::DerefMut for Inline<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::Inline;

    #[test]
    fn pushes_past_capacity_are_ignored_and_remove_shifts() {
        let mut l: Inline<u8, 3> = Inline::new(0);
        l.push_n(7, 2);
        l.push(8);
        l.push(9);
        assert_eq!(l.as_slice(), &[7, 7, 8]);
        assert_eq!(l.remove(0), Some(7));
        assert_eq!(l.as_slice(), &[7, 8]);
        assert_eq!(l.remove(5), None);
        assert_eq!(l.len(), 2);
    }
}
