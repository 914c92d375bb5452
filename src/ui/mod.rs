//! Browser pieces under the shell, naming no screen of it: the patcher
//! ([`patch`]) and its hosts ([`host`]), the motion of pieces ([`motion`]),
//! a map's zoom ([`zoom`]), and page helpers (focus, scroll, drawers).

pub mod host;
pub mod motion;
pub mod patch;
pub mod zoom;

pub use host::{Drawn, Handler, VPage};

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Moves the keyboard focus to the element with this id after the next paint.
pub fn focus_later(id: impl Into<String>) {
    focus_id_later(id.into())
}

#[inline(never)]
fn focus_id_later(id: String) {
    request_animation_frame(move || {
        if let Some(el) = document().get_element_by_id(&id).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    });
}

/// A new screen starts at the top of the page (not where the last one was
/// scrolled to).
pub fn scroll_top() {
    window().scroll_to_with_x_and_y(0.0, 0.0);
}

/// Scrolls the page just enough for `el` to be on screen (nothing when it
/// already is): `el.scrollIntoView({ block: "nearest" })`.
pub fn bring_into_view(el: &web_sys::Element) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    if let Ok(f) = js_sys::Reflect::get(el, &"scrollIntoView".into()) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            let _ = f.call1(el, &options);
        }
    }
}

/// Closes the open drawers (score sheet, log…) inside `root`; with `focus`,
/// the focus goes back to the toggle of the one closed.
pub fn close_drawers(root: &web_sys::Element, focus: bool) {
    let Ok(open) = root.query_selector_all("details.drawer[open], details.replay-menu[open]") else { return };
    for i in 0..open.length() {
        let Some(d) = open.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlDetailsElement>().ok()) else { continue };
        d.set_open(false);
        if focus {
            if let Some(s) =
                d.query_selector("summary").ok().flatten().and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = s.focus();
            }
        }
    }
}
