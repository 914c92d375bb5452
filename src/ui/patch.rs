//! Brings a DOM subtree in line with [`Node`]s, touching only what changed:
//! same tag and same `data-key` → attributes and children updated in place
//! (focus and scroll survive); otherwise the element is replaced. The host
//! element belongs to this module alone.

use crate::scene::diff::{compatible, plan};
use crate::scene::Node;
use leptos::prelude::document;
use wasm_bindgen::JsCast;

const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// Makes `host`'s children show `new`, given that they show `old` now.
pub fn patch(host: &web_sys::Element, old: &[Node], new: &[Node]) {
    patch_children(host, old, new, false);
}

fn patch_children(parent: &web_sys::Element, old: &[Node], new: &[Node], svg: bool) {
    // (No comparison of the whole lists first: each child is compared once
    // below, and a subtree compared whole at every level above it cost
    // Pfeffersäcke's table its depth times over.)
    // The same shape in the same order (most updates): in place, and an
    // unchanged node costs no call into the page.
    let in_order = old.len() == new.len() && old.iter().zip(new).all(|(o, n)| compatible(o, n));
    if in_order {
        let mut kids = None;
        for (i, (o, n)) in old.iter().zip(new).enumerate() {
            if o != n {
                let kids = kids.get_or_insert_with(|| parent.child_nodes());
                if let Some(dom) = kids.item(i as u32) {
                    patch_node(parent, &dom, o, n, svg);
                }
            }
        }
        return;
    }
    let kids = parent.child_nodes();
    // Otherwise: which old element each new node takes over
    // (`scene::diff::plan`): keyed ones by key, the others aligned so that an
    // inserted or removed panel does not rewrite its neighbours.
    let doms: Vec<Option<web_sys::Node>> = (0..old.len()).map(|i| kids.item(i as u32)).collect();
    let taken = plan(old, new);
    let mut used = vec![false; old.len()];
    for j in taken.iter().flatten() {
        used[*j] = true;
    }
    // What left goes first: moves then never pass a removed node. (A
    // focused control inside it is not blurred first: blur() forces a style
    // update in the middle of the patch, and the browser moves the focus to
    // the page itself when the control leaves it anyway.)
    for (j, dom) in doms.iter().enumerate() {
        if let (false, Some(dom)) = (used[j], dom) {
            let _ = parent.remove_child(dom);
        }
    }
    // The remaining old elements in page order; `order` walks them.
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
                if old[j] != *n {
                    patch_node(parent, &dom, &old[j], n, svg);
                }
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

fn patch_node(parent: &web_sys::Element, dom: &web_sys::Node, old: &Node, new: &Node, svg: bool) {
    match (old, new) {
        (Node::Text(a), Node::Text(b)) => {
            if a != b {
                dom.set_node_value(Some(b));
            }
        }
        (Node::El(a), Node::El(b)) if compatible(old, new) => {
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

/// A new subtree. One with child elements is built by the HTML parser from
/// one string (one call into the page instead of one per element and
/// attribute), when the parser is sure to build exactly this tree.
fn create(node: &Node, svg: bool) -> web_sys::Node {
    if let Node::El(e) = node {
        if e.children.iter().any(|c| matches!(c, Node::El(_))) && node.html_safe() {
            if let Some(built) = create_by_html(node, svg || e.tag == "svg") {
                return built;
            }
        }
    }
    create_by_calls(node, svg)
}

thread_local! {
    static TEMPLATE: Option<web_sys::HtmlTemplateElement> =
        document().create_element("template").ok().and_then(|t| t.dyn_into().ok());
}

fn create_by_html(node: &Node, svg: bool) -> Option<web_sys::Node> {
    // Inside an <svg> (but not the <svg> itself), parse within one, so that
    // the elements get the SVG namespace.
    let wrap = svg && node.as_el().is_some_and(|e| e.tag != "svg");
    let mut html = String::new();
    if wrap {
        html.push_str("<svg>");
    }
    html.push_str(&node.to_html());
    if wrap {
        html.push_str("</svg>");
    }
    TEMPLATE.with(|t| {
        let t = t.as_ref()?;
        t.set_inner_html(&html);
        let content = t.content();
        // What the parser moved or added (a block inside a <p>…) shows in the count.
        let expected = node.element_count() + u32::from(wrap);
        if content.query_selector_all("*").ok()?.length() != expected || content.child_nodes().length() != 1 {
            return None;
        }
        let top = content.first_child()?;
        let built = if wrap { top.first_child()? } else { top };
        let _ = built.parent_node()?.remove_child(&built);
        Some(built)
    })
}

fn create_by_calls(node: &Node, svg: bool) -> web_sys::Node {
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
                let _ = el.append_child(&create_by_calls(c, svg));
            }
            el.into()
        }
    }
}
