//! Sorting for the short lists of a tabletop game (a hand, the players, a few
//! amounts): a stable insertion sort. The standard library's sorts are fast
//! on long slices, but each element type instantiates several kilobytes of
//! code; in the browser build that was ~40 KB of the module for lists that
//! never hold more than a few dozen items. Production code sorts with these
//! only; tests may use the standard ones (`tests/one_sort.rs` fails on a
//! standard sort outside test code).

/// Sorts `v` in place, stably, by `key`.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

/// Sorts `v` in place, stably, ascending.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

/// Sorts `v` in place, stably: `less(a, b)` says `a` goes strictly before `b`.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn agrees_with_the_standard_stable_sort(v in proptest::collection::vec((0u8..6, any::<u16>()), 0..80)) {
            let mut ours = v.clone();
            sort_by_key(&mut ours, |p| p.0);
            let mut std = v.clone();
            std.sort_by_key(|p| p.0);
            prop_assert_eq!(&ours, &std, "stable: equal keys keep their order");
            let mut ours = v.clone();
            sort(&mut ours);
            let mut std = v;
            std.sort();
            prop_assert_eq!(ours, std);
        }
    }
}
