//! Shared pieces of every game's table: curtain, score sheet, log, rules
//! dialog, seat setup.

pub mod curtain;
pub mod log;
pub mod rules;
pub mod seats;
pub mod sheet;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Moves the keyboard focus to the element with this id after the next paint.
pub fn focus_later(id: &'static str) {
    request_animation_frame(move || {
        if let Some(el) = document().get_element_by_id(id).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    });
}
