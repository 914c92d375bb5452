//! Which pieces travel when the table changes: the plan of the page's
//! motion (`ui::motion`), read from the scene's nodes alone. Pure, tested
//! natively. Only these pieces are measured and animated, so a tap that
//! moves no piece (a card picked, a stepper) costs no layout read at all.
//!
//! - A piece (`data-fly`) *travels* when it is on the table before and after
//!   but in another place: its container (the nearest ancestor with a
//!   `data-key`, `data-testid`, `data-series`, `data-seat` or `id`) changed
//!   (a card from the hand to the trick, from the hand to its series).
//! - A piece *arrives* when it is new and says where it comes from
//!   (`data-from`: a seat, the hand, the seat whose turn it was).
//! - A piece *leaves* toward a seat when an element with `data-leave` and a
//!   `data-key` is no longer on the table (a trick taken).

use super::dom::{El, Node};

/// What travels, arrives and leaves between two renders.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// `data-fly` ids of pieces that changed place.
    pub travel: Vec<String>,
    /// `data-fly` ids of new pieces that come from somewhere.
    pub arrive: Vec<String>,
    /// `data-key`s of elements that leave toward a seat.
    pub leave: Vec<String>,
}

impl Plan {
    pub fn is_empty(&self) -> bool {
        self.travel.is_empty() && self.arrive.is_empty() && self.leave.is_empty()
    }

    /// Does the piece `id` move in this plan?
    pub fn moves(&self, id: &str) -> bool {
        self.travel.iter().chain(&self.arrive).any(|t| t == id)
    }
}

const PLACE_ATTRS: [&str; 5] = ["data-key", "data-testid", "data-series", "data-seat", "id"];

struct Piece<'a> {
    id: &'a str,
    place: String,
    from: bool,
}

fn pieces<'a>(e: &'a El, place: &str, out: &mut Vec<Piece<'a>>, keys: &mut Vec<(&'a str, bool)>) {
    if let Some(id) = e.get("data-fly") {
        out.push(Piece { id, place: place.to_string(), from: e.get("data-from").is_some() });
    }
    if let Some(k) = e.get("data-key") {
        keys.push((k, e.get("data-leave").is_some()));
    }
    let here = PLACE_ATTRS.iter().find_map(|a| e.get(a).map(|v| format!("{a}={v}")));
    let inner = match &here {
        Some(h) => format!("{place}/{h}"),
        None => place.to_string(),
    };
    for c in &e.children {
        if let Node::El(child) = c {
            pieces(child, &inner, out, keys);
        }
    }
}

fn collect(nodes: &[Node]) -> (Vec<Piece<'_>>, Vec<(&str, bool)>) {
    let (mut out, mut keys) = (Vec::new(), Vec::new());
    for n in nodes {
        if let Node::El(e) = n {
            pieces(e, "", &mut out, &mut keys);
        }
    }
    (out, keys)
}

/// The plan from the nodes on the page (`old`) to the new ones.
/// Nothing moves onto a new screen (no old nodes).
pub fn plan(old: &[Node], new: &[Node]) -> Plan {
    if old.is_empty() {
        return Plan::default();
    }
    let (before, old_keys) = collect(old);
    let (after, new_keys) = collect(new);
    let mut plan = Plan::default();
    for p in &after {
        match before.iter().find(|b| b.id == p.id) {
            Some(b) if b.place != p.place => plan.travel.push(p.id.to_string()),
            Some(_) => {}
            None if p.from => plan.arrive.push(p.id.to_string()),
            None => {}
        }
    }
    for (k, leaves) in old_keys {
        if leaves && !new_keys.iter().any(|(n, _)| *n == k) {
            plan.leave.push(k.to_string());
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::el;

    fn card(id: &str) -> El {
        el("span").attr("data-fly", id)
    }

    fn table(hand: Vec<El>, trick: Vec<El>) -> Vec<Node> {
        vec![el("section")
            .child(el("ol").testid("trick").children(trick.into_iter().map(Node::from)))
            .child(el("div").testid("hand").children(hand.into_iter().map(Node::from)))
            .into()]
    }

    #[test]
    fn a_card_played_from_the_hand_travels_and_the_others_stay() {
        let old = table(vec![card("a"), card("b"), card("c")], vec![]);
        let new = table(vec![card("a"), card("c")], vec![card("b").attr("data-from", "seat-0")]);
        assert_eq!(plan(&old, &new), Plan { travel: vec!["b".into()], arrive: vec![], leave: vec![] });
    }

    #[test]
    fn nothing_moves_onto_a_new_screen() {
        let new = table(vec![card("x")], vec![card("y").attr("data-from", "seat-2")]);
        assert!(plan(&[], &new).is_empty());
    }

    #[test]
    fn a_new_card_arrives_only_when_it_says_from_where() {
        let old = table(vec![], vec![]);
        let new = table(vec![card("x")], vec![card("y").attr("data-from", "seat-2")]);
        let p = plan(&old, &new);
        assert_eq!(p.arrive, vec!["y".to_string()]);
        assert!(p.travel.is_empty() && p.moves("y") && !p.moves("x"));
    }

    #[test]
    fn a_taken_trick_leaves_and_a_draft_moves_nothing() {
        let won = |k: &str| el("li").key(k).attr("data-leave", "seat-1").child(card(k));
        let old = table(vec![card("h")], vec![won("t1"), won("t2")]);
        let new = table(vec![card("h")], vec![]);
        assert_eq!(plan(&old, &new).leave, vec!["t1".to_string(), "t2".to_string()]);
        // The same table with a class toggled (a card picked): nothing moves.
        let picked = table(vec![card("h").class("picked")], vec![won("t1"), won("t2")]);
        assert!(plan(&old, &picked).is_empty());
    }
}
