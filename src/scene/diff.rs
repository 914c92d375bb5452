//! Which element of the page each new node takes over: the plan the patcher
//! (`ui::patch`) follows for one list of children. Pure, tested natively.
//!
//! - A keyed node (`data-key`) takes the old node with the same tag and key,
//!   wherever it is.
//! - Unkeyed nodes are aligned by a longest common subsequence on their
//!   identity (tag, `class`, `data-testid`): an optional panel that appears
//!   or leaves in the middle of a list is inserted or removed, and its
//!   neighbours keep their elements instead of each being rewritten into the
//!   next one's shape. Between two aligned nodes, the rest are paired in
//!   order by tag (updated in place: a class that changes is one attribute).
//! - A node that takes no old node is created; an old node that no new node
//!   takes is removed.

use super::dom::Node;

/// How a node is recognised when unkeyed: text, or tag + class + test id.
fn identity(n: &Node) -> (&str, Option<&str>, Option<&str>) {
    match n {
        Node::Text(_) => ("#text", None, None),
        Node::El(e) => (e.tag, e.get("class"), e.get("data-testid")),
    }
}

pub fn key_of(node: &Node) -> Option<&str> {
    match node {
        Node::El(e) => e.get("data-key"),
        Node::Text(_) => None,
    }
}

/// Two nodes the patcher may update one into the other in place: text for
/// text, or elements with the same tag and the same key (or none).
pub fn compatible(a: &Node, b: &Node) -> bool {
    match (a, b) {
        (Node::Text(_), Node::Text(_)) => true,
        (Node::El(a), Node::El(b)) => a.tag == b.tag && a.get("data-key") == b.get("data-key"),
        _ => false,
    }
}

/// Longer lists than this are paired in order only (the alignment is
/// quadratic; the tables' unkeyed lists are far shorter).
const ALIGN_MAX: usize = 256;

/// For each new node, the index of the old node it takes over (`None`: a new
/// element). Every old index appears at most once, and only for a node
/// [`compatible`] with it.
pub fn plan(old: &[Node], new: &[Node]) -> Vec<Option<usize>> {
    let mut taken: Vec<Option<usize>> = vec![None; new.len()];
    let mut used = vec![false; old.len()];
    // Keyed nodes: by tag and key, anywhere.
    for (i, n) in new.iter().enumerate() {
        if key_of(n).is_some() {
            if let Some(j) = (0..old.len()).find(|&j| !used[j] && compatible(&old[j], n)) {
                used[j] = true;
                taken[i] = Some(j);
            }
        }
    }
    let os: Vec<usize> = (0..old.len()).filter(|&j| key_of(&old[j]).is_none()).collect();
    let ns: Vec<usize> = (0..new.len()).filter(|&i| key_of(&new[i]).is_none()).collect();
    if os.is_empty() || ns.is_empty() {
        return taken;
    }
    // The same shape in the same order (the common case): pair in order.
    let same_shape = os.len() == ns.len() && os.iter().zip(&ns).all(|(&j, &i)| compatible(&old[j], &new[i]));
    let anchors: Vec<(usize, usize)> = if same_shape || os.len() > ALIGN_MAX || ns.len() > ALIGN_MAX {
        Vec::new()
    } else {
        lcs(
            &os.iter().map(|&j| identity(&old[j])).collect::<Vec<_>>(),
            &ns.iter().map(|&i| identity(&new[i])).collect::<Vec<_>>(),
        )
    };
    // Gaps between anchors (and before the first / after the last): paired
    // in order by tag.
    let pair_gap = |o: std::ops::Range<usize>, n: std::ops::Range<usize>, taken: &mut Vec<Option<usize>>| {
        let mut cursor = o.start;
        for ni in n {
            let i = ns[ni];
            if let Some(oj) = (cursor..o.end).find(|&oj| compatible(&old[os[oj]], &new[i])) {
                taken[i] = Some(os[oj]);
                cursor = oj + 1;
            }
        }
    };
    let (mut o0, mut n0) = (0, 0);
    for &(oa, na) in &anchors {
        pair_gap(o0..oa, n0..na, &mut taken);
        taken[ns[na]] = Some(os[oa]);
        o0 = oa + 1;
        n0 = na + 1;
    }
    pair_gap(o0..os.len(), n0..ns.len(), &mut taken);
    taken
}

/// A longest common subsequence of `a` and `b`: the matched index pairs, in order.
fn lcs<T: PartialEq>(a: &[T], b: &[T]) -> Vec<(usize, usize)> {
    let (n, m) = (a.len(), b.len());
    // len[i][j]: the LCS of a[i..] and b[j..].
    let mut len = vec![0u16; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            len[at(i, j)] =
                if a[i] == b[j] { len[at(i + 1, j + 1)] + 1 } else { len[at(i + 1, j)].max(len[at(i, j + 1)]) };
        }
    }
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if a[i] == b[j] {
            out.push((i, j));
            i += 1;
            j += 1;
        } else if len[at(i + 1, j)] >= len[at(i, j + 1)] {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{el, text};

    fn panel(class: &str) -> Node {
        el("section").class(class).text(class.to_string()).into()
    }

    /// The plan's basic promise: each old node at most once, only compatible pairs.
    fn check(old: &[Node], new: &[Node], p: &[Option<usize>]) {
        let mut seen = vec![false; old.len()];
        for (i, t) in p.iter().enumerate() {
            if let Some(j) = *t {
                assert!(!seen[j], "old {j} taken twice");
                seen[j] = true;
                assert!(compatible(&old[j], &new[i]));
            }
        }
    }

    /// The plan of `old` → `new` is valid and is `want`.
    fn assert_plan(old: &[Node], new: &[Node], want: Vec<Option<usize>>) {
        let p = plan(old, new);
        check(old, new, &p);
        assert_eq!(p, want);
    }

    #[test]
    fn same_shape_pairs_in_order() {
        let old = vec![panel("a"), panel("b"), text("x")];
        let new = vec![el("section").class("a acting").into(), panel("b"), text("y")];
        assert_plan(&old, &new, vec![Some(0), Some(1), Some(2)]);
    }

    #[test]
    fn a_panel_inserted_in_the_middle_leaves_its_neighbours_alone() {
        // The hand panel appears between the piles and the choice panel: the
        // choice keeps its element although it has the same tag.
        let old = vec![panel("strip"), panel("piles"), panel("choice")];
        let new = vec![panel("strip"), panel("piles"), panel("hand"), panel("choice")];
        assert_plan(&old, &new, vec![Some(0), Some(1), None, Some(2)]);
    }

    #[test]
    fn a_panel_removed_from_the_middle_is_the_one_removed() {
        let old = vec![panel("strip"), panel("hand"), panel("choice"), panel("tools")];
        let new = vec![panel("strip"), panel("choice"), panel("tools")];
        assert_plan(&old, &new, vec![Some(0), Some(2), Some(3)]);
    }

    #[test]
    fn an_empty_placeholder_turning_into_a_panel_does_not_shift_the_rest() {
        let old = vec![panel("centre"), text(""), panel("hand")];
        let new = vec![panel("centre"), panel("choice"), panel("hand")];
        assert_plan(&old, &new, vec![Some(0), None, Some(2)]);
    }

    #[test]
    fn keyed_nodes_follow_their_key_and_unkeyed_ones_align_around_them() {
        let card = |k: &str| -> Node { el("button").key(k).text(k.to_string()).into() };
        let old = vec![text("Hand"), card("a"), card("b"), card("c")];
        let new = vec![text("Hand"), card("c"), card("a")];
        assert_plan(&old, &new, vec![Some(0), Some(3), Some(1)]);
    }

    #[test]
    fn a_tag_change_is_a_new_element() {
        let old = vec![panel("a")];
        let new = vec![el("div").class("a").into()];
        assert_eq!(plan(&old, &new), vec![None]);
    }

    #[test]
    fn random_lists_always_give_a_valid_plan() {
        // A small deterministic generator: lists drawn from a few shapes.
        let mut s: u64 = 0x9E37_79B9;
        let shapes = ["a", "b", "c"];
        fn next(s: &mut u64, n: u64) -> u64 {
            *s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (*s >> 33) % n
        }
        fn gen(s: &mut u64, shapes: &[&str; 3]) -> Vec<Node> {
            let len = next(s, 8);
            (0..len)
                .map(|_| match next(s, 4) {
                    0 => text("t"),
                    1 => el("p").key(format!("k{}", next(s, 3))).into(),
                    2 => el("div").class(shapes[next(s, 3) as usize]).into(),
                    _ => panel(shapes[next(s, 3) as usize]),
                })
                .collect()
        }
        for _ in 0..2000 {
            let old = gen(&mut s, &shapes);
            let new = gen(&mut s, &shapes);
            let p = plan(&old, &new);
            assert_eq!(p.len(), new.len());
            check(&old, &new, &p);
            // Identical lists keep every element.
            assert!(plan(&old, &old).iter().enumerate().all(|(i, t)| *t == Some(i)));
        }
    }
}
