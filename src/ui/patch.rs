//! Brings a DOM subtree in line with [`Node`]s, touching only what changed:
//! same tag and same `data-key` → attributes and children updated in place
//! (focus and scroll survive); otherwise the element is replaced. The host
//! element belongs to this module alone.

use crate::scene::{El, Node};
use leptos::prelude::document;
use wasm_bindgen::JsCast;

const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// Makes `host`'s children show `new`, given that they show `old` now.
pub fn patch(host: &web_sys::Element, old: &[Node], new: &[Node]) {
    patch_children(host, old, new, false);
}

fn patch_children(parent: &web_sys::Element, old: &[Node], new: &[Node], svg: bool) {
    if old == new {
        return;
    }
    let keyed = |nodes: &[Node]| nodes.iter().any(|n| key_of(n).is_some());
    if keyed(old) || keyed(new) {
        return patch_keyed(parent, old, new, svg);
    }
    let kids = parent.child_nodes();
    for (i, n) in new.iter().enumerate() {
        match (old.get(i), kids.item(i as u32)) {
            // An unchanged node costs no call into the page.
            (Some(o), Some(_)) if o == n => {}
            (Some(o), Some(dom)) => patch_node(parent, &dom, o, n, svg),
            _ => {
                let _ = parent.append_child(&create(n, svg));
            }
        }
    }
    // Extra old nodes, from the end.
    let mut count = kids.length();
    while count as usize > new.len() {
        if let Some(last) = parent.last_child() {
            let _ = parent.remove_child(&last);
        }
        count -= 1;
    }
}

fn same_kind(a: &El, b: &El) -> bool {
    a.tag == b.tag && a.get("data-key") == b.get("data-key")
}

fn key_of(node: &Node) -> Option<&str> {
    match node {
        Node::El(e) => e.get("data-key"),
        Node::Text(_) => None,
    }
}

/// Children with keys (cards in a hand, players…): a keyed child keeps its
/// element wherever it moves; one that left is removed, not its neighbours
/// rewritten. Unkeyed children are matched in order among themselves.
fn patch_keyed(parent: &web_sys::Element, old: &[Node], new: &[Node], svg: bool) {
    let kids = parent.child_nodes();
    let doms: Vec<Option<web_sys::Node>> = (0..old.len()).map(|i| kids.item(i as u32)).collect();
    // For each new child, the old child it takes over.
    let mut used = vec![false; old.len()];
    let mut next_plain = 0;
    let taken: Vec<Option<usize>> = new
        .iter()
        .map(|n| {
            let found = match key_of(n) {
                Some(_) => (0..old.len()).find(|&j| !used[j] && compatible(&old[j], n)),
                None => {
                    let j = (next_plain..old.len()).find(|&j| key_of(&old[j]).is_none());
                    if let Some(j) = j {
                        next_plain = j + 1;
                    }
                    j.filter(|&j| compatible(&old[j], n))
                }
            };
            if let Some(j) = found {
                used[j] = true;
            }
            found
        })
        .collect();
    // What left goes first: moves then never pass a removed node, and a
    // focused control inside it gives its focus back before it goes.
    for (j, dom) in doms.iter().enumerate() {
        if let (false, Some(dom)) = (used[j], dom) {
            blur_inside(dom);
            let _ = parent.remove_child(dom);
        }
    }
    // The remaining old elements in page order; `cursor` walks them.
    let mut order: Vec<usize> = (0..old.len()).filter(|&j| used[j]).collect();
    order.reverse();
    let mut placed = vec![false; old.len()];
    for (n, took) in new.iter().zip(&taken) {
        while order.last().is_some_and(|&j| placed[j]) {
            order.pop();
        }
        let before = order.last().and_then(|&j| doms[j].clone());
        let node = match took.and_then(|j| doms[j].clone().map(|d| (j, d))) {
            Some((j, dom)) => {
                // Compatible: updated in place, never replaced.
                patch_node(parent, &dom, &old[j], n, svg);
                placed[j] = true;
                if order.last() == Some(&j) {
                    order.pop();
                    continue;
                }
                dom
            }
            None => create(n, svg),
        };
        let _ = parent.insert_before(&node, before.as_ref());
    }
}

/// Two nodes the patcher updates in place (text for text, same tag and key).
fn compatible(a: &Node, b: &Node) -> bool {
    match (a, b) {
        (Node::Text(_), Node::Text(_)) => true,
        (Node::El(a), Node::El(b)) => same_kind(a, b),
        _ => false,
    }
}

/// Takes the focus off a control inside `node` before it leaves the page.
fn blur_inside(node: &web_sys::Node) {
    let Some(active) = document().active_element() else { return };
    if node.contains(Some(&active)) {
        if let Some(h) = active.dyn_ref::<web_sys::HtmlElement>() {
            let _ = h.blur();
        }
    }
}

fn patch_node(parent: &web_sys::Element, dom: &web_sys::Node, old: &Node, new: &Node, svg: bool) {
    match (old, new) {
        (Node::Text(a), Node::Text(b)) => {
            if a != b {
                dom.set_node_value(Some(b));
            }
        }
        (Node::El(a), Node::El(b)) if same_kind(a, b) => {
            let Some(e) = dom.dyn_ref::<web_sys::Element>() else { return };
            for (k, v) in &b.attrs {
                if a.get(k) != Some(v.as_str()) {
                    let _ = e.set_attribute(k, v);
                    sync_property(e, k, v);
                }
            }
            for (k, _) in &a.attrs {
                if b.get(k).is_none() {
                    let _ = e.remove_attribute(k);
                    if *k == "checked" {
                        if let Some(input) = e.dyn_ref::<web_sys::HtmlInputElement>() {
                            input.set_checked(false);
                        }
                    }
                }
            }
            patch_children(e, &a.children, &b.children, svg || b.tag == "svg");
        }
        _ => {
            let _ = parent.replace_child(&create(new, svg), dom);
        }
    }
}

/// Attributes whose live value is a property once the user touched it.
fn sync_property(e: &web_sys::Element, name: &str, value: &str) {
    let Some(input) = e.dyn_ref::<web_sys::HtmlInputElement>() else { return };
    match name {
        // Only when it differs: setting it moves the caret.
        "value" if input.value() != value => input.set_value(value),
        "checked" => input.set_checked(true),
        _ => {}
    }
}

fn create(node: &Node, svg: bool) -> web_sys::Node {
    let doc = document();
    match node {
        Node::Text(t) => doc.create_text_node(t).into(),
        Node::El(e) => {
            let svg = svg || e.tag == "svg";
            let el = if svg { doc.create_element_ns(Some(SVG_NS), e.tag) } else { doc.create_element(e.tag) };
            let Ok(el) = el else { return doc.create_text_node("").into() };
            for (k, v) in &e.attrs {
                let _ = el.set_attribute(k, v);
            }
            for c in &e.children {
                let _ = el.append_child(&create(c, svg));
            }
            el.into()
        }
    }
}
