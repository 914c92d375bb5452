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

/// Runs `f` once the page has painted its next frame (in a task of its
/// own after it), or after `at_most` if no frame comes first: a hidden tab,
/// or a frame out of sight, paints none.
pub fn after_paint(f: impl FnOnce() + 'static, at_most: std::time::Duration) {
    let once = std::rc::Rc::new(std::cell::Cell::new(Some(Box::new(f) as Box<dyn FnOnce()>)));
    let go = move || {
        if let Some(f) = once.take() {
            f()
        }
    };
    let later = go.clone();
    request_animation_frame(move || set_timeout(later, std::time::Duration::ZERO));
    set_timeout(go, at_most);
}

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

/// True the first time it is asked for `el` and `key`, false after: a
/// listener or an observer is given to an element once, however often
/// the table is drawn (a mark kept on the element itself).
pub fn first_time(el: &web_sys::Element, key: &str) -> bool {
    let key = wasm_bindgen::JsValue::from_str(key);
    if js_sys::Reflect::has(el, &key).unwrap_or(true) {
        return false;
    }
    js_sys::Reflect::set(el, &key, &wasm_bindgen::JsValue::TRUE).is_ok()
}

/// Brings `first` into view (inside any area that scrolls on its own,
/// then the page, the least that shows it) and, when both fit the
/// screen's height below `covered`
/// (what a sticky heading hides of the top), `with` beside it: the page
/// scrolls the least that shows both wholly. Nothing moves when they are
/// in view already; `first` is never left under the heading.
pub fn bring_together(first: &web_sys::Element, with: Option<&web_sys::Element>, covered: f64) {
    let height = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    // (Also inside an area that scrolls on its own: "nearest" moves
    // nothing where it is wholly seen already.)
    bring_into_view(first);
    // Not under the sticky heading either (it may be taller than the
    // scroll margin the style gives: two lines and a public moment).
    let a = first.get_bounding_client_rect();
    if a.top() < covered && a.height() <= height - covered {
        window().scroll_by_with_x_and_y(0.0, a.top() - covered - 4.0);
    }
    let Some(with) = with else { return };
    let (a, b) = (first.get_bounding_client_rect(), with.get_bounding_client_rect());
    let (top, bottom) = (a.top().min(b.top()), a.bottom().max(b.bottom()));
    let room = height - covered;
    if bottom - top > room || (top >= covered && bottom <= height) {
        return;
    }
    // The least scroll that shows both (a few pixels of margin where
    // there is room): down by what is below, or up by what is above.
    let margin = (room - (bottom - top)).min(8.0) / 2.0;
    let by = if bottom > height { bottom - height + margin } else { top - covered - margin };
    window().scroll_by_with_x_and_y(0.0, by);
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

/// A modal dialog opens (`true`) or closes: the page behind it (its top
/// bar and its main area) is inert, so neither Tab nor a screen reader's
/// reading leaves the dialog.
pub fn behind_modal(on: bool) {
    for sel in ["header.chrome", "main#main"] {
        if let Ok(Some(e)) = document().query_selector(sel) {
            let _ = if on { e.set_attribute("inert", "") } else { e.remove_attribute("inert") };
        }
    }
}

/// Tab in a dialog goes round its controls: from the last to the first,
/// and Shift+Tab from the first to the last (never out of it to the
/// browser's own bar).
pub fn keep_tab_inside(ev: &web_sys::KeyboardEvent, dialog: &web_sys::Element) {
    if ev.key() != "Tab" {
        return;
    }
    let Ok(all) = dialog.query_selector_all("button:not([disabled]), a[href], select, input, textarea, [tabindex='0']")
    else {
        return;
    };
    let (Some(first), Some(last)) = (all.item(0), all.length().checked_sub(1).and_then(|i| all.item(i))) else {
        return;
    };
    let active = document().active_element();
    let at = |n: &web_sys::Node| active.as_ref().is_some_and(|a| a.is_same_node(Some(n)));
    let to = match (ev.shift_key(), at(&first), at(&last)) {
        (true, true, _) => last,
        (false, _, true) => first,
        _ => return,
    };
    if let Ok(e) = to.dyn_into::<web_sys::HtmlElement>() {
        ev.prevent_default();
        let _ = e.focus();
    }
}
