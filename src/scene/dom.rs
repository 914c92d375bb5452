//! A table described as plain data: elements, attributes and text. Every
//! game's table is a pure function from its view to these nodes, tested
//! natively; one small patcher (`ui::patch`) brings the page in line with
//! them. No per-screen reactive code, no per-game generic view code.

/// One node of the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    El(Box<El>),
    Text(String),
}

/// One element. Attributes keep their insertion order; `class` accumulates.
#[derive(Clone, Debug, PartialEq)]
pub struct El {
    pub tag: &'static str,
    pub attrs: Vec<(&'static str, String)>,
    pub children: Vec<Node>,
}

/// A new element.
#[inline(never)]
pub fn el(tag: &'static str) -> El {
    El { tag, attrs: Vec::new(), children: Vec::new() }
}

/// A text node (French spacing made unbreakable: [`crate::i18n::typo`]).
pub fn text(s: impl Into<String>) -> Node {
    Node::Text(typo(s.into()))
}

use crate::i18n::typo;

/// Attributes whose value a person reads.
fn readable_attr(name: &str) -> bool {
    matches!(name, "aria-label" | "title" | "alt" | "placeholder" | "aria-description")
}

impl El {
    /// Sets an attribute. Inline `style` is refused: the page's CSP allows
    /// styles from the style sheet only.
    #[inline(never)]
    pub fn attr(mut self, name: &'static str, value: impl Into<String>) -> El {
        debug_assert!(name != "style", "inline styles break the CSP: use a class");
        let value = if readable_attr(name) { typo(value.into()) } else { value.into() };
        match self.attrs.iter_mut().find(|(k, _)| *k == name) {
            Some(slot) => slot.1 = value,
            None => self.attrs.push((name, value)),
        }
        self
    }

    /// Sets an attribute when `value` is some.
    #[inline(never)]
    pub fn attr_opt(self, name: &'static str, value: Option<String>) -> El {
        match value {
            Some(v) => self.attr(name, v),
            None => self,
        }
    }

    /// Adds a class.
    #[inline(never)]
    pub fn class(mut self, class: &str) -> El {
        if class.is_empty() {
            return self;
        }
        match self.attrs.iter_mut().find(|(k, _)| *k == "class") {
            Some(slot) => {
                slot.1.push(' ');
                slot.1.push_str(class);
            }
            None => self.attrs.push(("class", class.to_string())),
        }
        self
    }

    /// Adds a class when `on`.
    #[inline(never)]
    pub fn class_if(self, class: &str, on: bool) -> El {
        if on {
            self.class(class)
        } else {
            self
        }
    }

    #[inline(never)]
    pub fn id(self, id: &str) -> El {
        self.attr("id", id)
    }

    #[inline(never)]
    pub fn testid(self, id: &str) -> El {
        self.attr("data-testid", id)
    }

    /// The accessible name.
    #[inline(never)]
    pub fn label(self, label: impl Into<String>) -> El {
        self.attr("aria-label", label)
    }

    /// Tapping this element (or anything inside it) runs command `index`.
    #[inline(never)]
    pub fn cmd(self, index: u32) -> El {
        self.attr("data-cmd", index.to_string())
    }

    /// Identity for the patcher: an element whose key changes is replaced,
    /// not updated (a different card, a different player).
    #[inline(never)]
    pub fn key(self, key: impl Into<String>) -> El {
        self.attr("data-key", key)
    }

    #[inline(never)]
    pub fn child(mut self, node: impl Into<Node>) -> El {
        self.children.push(node.into());
        self
    }

    #[inline(never)]
    pub fn child_opt(mut self, node: Option<impl Into<Node>>) -> El {
        if let Some(n) = node {
            self.children.push(n.into());
        }
        self
    }

    #[inline(never)]
    pub fn children(mut self, nodes: impl IntoIterator<Item = Node>) -> El {
        self.children.extend(nodes);
        self
    }

    /// Appends a text child.
    #[inline(never)]
    pub fn text(mut self, s: impl Into<String>) -> El {
        self.children.push(text(s));
        self
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.attrs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.as_str())
    }
}

impl From<El> for Node {
    fn from(e: El) -> Node {
        Node::El(Box::new(e))
    }
}

impl From<String> for Node {
    fn from(s: String) -> Node {
        text(s)
    }
}

impl From<&str> for Node {
    fn from(s: &str) -> Node {
        text(s)
    }
}

impl Node {
    pub fn as_el(&self) -> Option<&El> {
        match self {
            Node::El(e) => Some(e),
            Node::Text(_) => None,
        }
    }

    /// Every element of this tree, depth first (for tests and look-ups).
    pub fn walk<'a>(&'a self, out: &mut Vec<&'a El>) {
        if let Node::El(e) = self {
            Node::walk_el(e, out);
        }
    }

    /// `e` and every element under it, depth first.
    pub fn walk_el<'a>(e: &'a El, out: &mut Vec<&'a El>) {
        out.push(e);
        for c in &e.children {
            c.walk(out);
        }
    }

    /// The text a reader gets: text nodes and the accessible names
    /// (`aria-label`, `alt`, `title`) of every element.
    pub fn readable(&self) -> String {
        let mut out = String::new();
        self.collect_readable(&mut out);
        out
    }

    fn collect_readable(&self, out: &mut String) {
        match self {
            Node::Text(t) => {
                out.push_str(t);
                out.push(' ');
            }
            Node::El(e) => {
                for (k, v) in &e.attrs {
                    if matches!(*k, "aria-label" | "alt" | "title") {
                        out.push_str(v);
                        out.push(' ');
                    }
                }
                for c in &e.children {
                    c.collect_readable(out);
                }
            }
        }
    }

    /// HTML text of the tree (tests, debugging).
    pub fn to_html(&self) -> String {
        let mut out = String::new();
        self.write_html(&mut out);
        out
    }

    fn write_html(&self, out: &mut String) {
        match self {
            Node::Text(t) => escape(t, out),
            Node::El(e) => {
                out.push('<');
                out.push_str(e.tag);
                for (k, v) in &e.attrs {
                    out.push(' ');
                    out.push_str(k);
                    out.push_str("=\"");
                    escape(v, out);
                    out.push('"');
                }
                out.push('>');
                if VOID.contains(&e.tag) {
                    return;
                }
                for c in &e.children {
                    c.write_html(out);
                }
                out.push_str("</");
                out.push_str(e.tag);
                out.push('>');
            }
        }
    }
}

/// Elements with no end tag in HTML.
const VOID: [&str; 13] =
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

impl Node {
    /// Whether the HTML parser, given [`Node::to_html`], builds exactly this
    /// tree as far as it can be told without parsing: no empty or adjacent
    /// text nodes (the parser drops or merges them), no children of void
    /// elements, no raw-text or template elements. (What the parser moves,
    /// such as a block inside a `<p>`, the patcher finds by counting.)
    pub fn html_safe(&self) -> bool {
        match self {
            Node::Text(t) => !t.is_empty() && !t.contains(['\r', '\0']),
            Node::El(e) => {
                let table_part = matches!(e.tag, "table" | "thead" | "tbody" | "tfoot" | "tr" | "colgroup");
                if table_part && e.children.iter().any(|c| matches!(c, Node::Text(_))) {
                    return false;
                }
                if matches!(e.tag, "textarea" | "pre" | "script" | "style" | "template" | "title" | "listing")
                    || (VOID.contains(&e.tag) && !e.children.is_empty())
                {
                    return false;
                }
                let adjacent_text = e.children.windows(2).any(|w| matches!(w, [Node::Text(_), Node::Text(_)]));
                !adjacent_text && e.children.iter().all(Node::html_safe)
            }
        }
    }

    /// The number of elements in this tree.
    pub fn element_count(&self) -> u32 {
        match self {
            Node::Text(_) => 0,
            Node::El(e) => 1 + e.children.iter().map(Node::element_count).sum::<u32>(),
        }
    }
}

fn escape(s: &str, out: &mut String) {
    for ch in s.chars() {
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

/// Every element of a forest carrying `name = value`.
pub fn find_all<'a>(nodes: &'a [Node], name: &str, value: &str) -> Vec<&'a El> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.into_iter().filter(|e| e.get(name) == Some(value)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_safe_refuses_what_the_parser_would_change() {
        let ok: Node = el("p").text("a").child(el("b").text("c")).text("d").into();
        assert!(ok.html_safe());
        assert_eq!(ok.element_count(), 2);
        let empty: Node = el("p").text("").into();
        assert!(!empty.html_safe());
        let adjacent: Node = el("p").text("a").text("b").into();
        assert!(!adjacent.html_safe());
        let raw: Node = el("div").child(el("textarea").text("x")).into();
        assert!(!raw.html_safe());
        let fostered: Node = el("table").text("x").into();
        assert!(!fostered.html_safe());
        let cr: Node = el("p").text("a\r\nb").into();
        assert!(!cr.html_safe());
        let void: Node = el("div").child(el("input").attr("value", "1")).into();
        assert!(void.html_safe());
        assert_eq!(void.to_html(), "<div><input value=\"1\"></div>");
    }

    #[test]
    fn builder_merges_classes_and_replaces_attributes() {
        let e = el("button").class("a").class_if("b", true).class_if("c", false).attr("x", "1").attr("x", "2");
        assert_eq!(e.get("class"), Some("a b"));
        assert_eq!(e.get("x"), Some("2"));
        assert_eq!(e.attrs.len(), 2);
    }

    #[test]
    fn html_and_readable_text() {
        let n: Node = el("p").label("Elfes 7").text("a < b").child(el("b").text("c")).into();
        assert_eq!(n.to_html(), "<p aria-label=\"Elfes 7\">a &lt; b<b>c</b></p>");
        assert_eq!(n.readable().split_whitespace().collect::<Vec<_>>(), ["Elfes", "7", "a", "<", "b", "c"]);
    }

    #[test]
    fn find_by_attribute() {
        let nodes = vec![Node::from(el("div").child(el("i").testid("x")).child(el("i").testid("y")))];
        assert_eq!(find_all(&nodes, "data-testid", "y").len(), 1);
        assert_eq!(find_all(&nodes, "data-testid", "z").len(), 0);
    }
}
