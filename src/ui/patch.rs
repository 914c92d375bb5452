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
    let kids = parent.child_nodes();
    for (i, n) in new.iter().enumerate() {
        match (old.get(i), kids.item(i as u32)) {
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
