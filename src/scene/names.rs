//! Names a screen reader says: what is shown for the eye and what is said
//! for the ear, when they differ ("[2] × 3" shown, "visitor card 2: 3 in
//! hand" said), and words of another language marked as such (« Preums ! »
//! on an English page is read with French sounds).

use super::dom::{el, El, Node};

/// `shown` for the eye only, `said` for the ear only: a control whose
/// content this is is named by `said`.
pub fn spoken(shown: impl Into<String>, said: impl Into<String>) -> [Node; 2] {
    [el("span").attr("aria-hidden", "true").text(shown).into(), el("span").class("visually-hidden").text(said).into()]
}

/// Why a control is refused, for its description: the control points to
/// it (`aria-describedby`, with `id`); hidden, it is read only through the
/// control ("Giants 11, trump — you must follow Elves").
pub fn why(id: &str, text: impl Into<String>) -> El {
    el("span").id(id).attr("hidden", "").text(text)
}

/// A refused control and why, for its parent: the control points to the
/// reason, hidden right after it (`id` unique on the table).
pub fn described(control: El, id: &str, reason: impl Into<String>) -> [Node; 2] {
    [control.attr("aria-describedby", id).into(), why(id, reason).into()]
}

/// Every text under `node` with `term` in it: the term wrapped in a span
/// of language `code` (`lang="fr"`), the rest left as it is. Attributes
/// are not touched (a name in one should be given as content instead).
pub fn foreign(node: &mut Node, term: &str, code: &str) {
    let Node::El(e) = node else { return };
    if e.get("lang").is_some() {
        return;
    }
    let mut children = Vec::with_capacity(e.children.len());
    for mut c in std::mem::take(&mut e.children) {
        match c {
            Node::Text(ref t) if t.contains(term) => split(t, term, code, &mut children),
            _ => {
                foreign(&mut c, term, code);
                children.push(c);
            }
        }
    }
    e.children = children;
}

/// The term and the exclamation mark it may end with ("Preums !",
/// "Preums!"), kept together as the term's language writes them.
fn split(text: &str, term: &str, code: &str, out: &mut Vec<Node>) {
    let mut rest = text;
    while let Some(at) = rest.find(term) {
        if at > 0 {
            out.push(Node::Text(rest[..at].to_string()));
        }
        let after = &rest[at + term.len()..];
        let mark = ["\u{202f}!", "\u{a0}!", " !", "!"].into_iter().find(|m| after.starts_with(m)).unwrap_or("");
        let end = at + term.len() + mark.len();
        out.push(wrapped(&rest[at..end], code).into());
        rest = &rest[end..];
    }
    if !rest.is_empty() {
        out.push(Node::Text(rest.to_string()));
    }
}

fn wrapped(term: &str, code: &str) -> El {
    el("span").attr("lang", code.to_string()).text(term)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_foreign_term_is_wrapped_wherever_it_is() {
        let mut n: Node = el("p").text("Call « Preums ! » now, « Preums ! »").into();
        foreign(&mut n, "Preums", "fr");
        let html = n.to_html();
        assert_eq!(html.matches("<span lang=\"fr\">Preums\u{202f}!</span>").count(), 2, "{html}");
        assert!(html.starts_with("<p>Call «") && html.ends_with("»</p>"), "{html}");
    }

    #[test]
    fn what_is_shown_is_hidden_from_the_ear() {
        let n: Node = el("button").children(spoken("[2] × 3", "card 2: 3")).into();
        assert_eq!(
            n.to_html(),
            "<button><span aria-hidden=\"true\">[2] × 3</span><span class=\"visually-hidden\">card 2: 3</span></button>"
        );
    }
}
