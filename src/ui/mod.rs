//! Shared pieces of every game's table: curtain, score sheet, log, rules
//! dialog, seat setup.

pub mod curtain;
pub mod patch;
pub mod rules;
pub mod seats;

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

/// The computer opponents' pace, adjustable at any time.
#[component]
pub fn PaceSelect() -> impl IntoView {
    use crate::app::{use_ctx, Pace};
    let ctx = use_ctx();
    let lang = ctx.lang.get_untracked();
    view! {
        <label class="field inline">
            <span>{ctx.t("Vitesse des ordinateurs", "Computer pace")}</span>
            <select data-testid="pace" on:change=move |ev| {
                if let Some(p) = Pace::parse(&event_target_value(&ev)) {
                    ctx.pace.set(p);
                    ctx.save_settings();
                }
            }>
                {Pace::ALL.into_iter().map(|p| view! {
                    <option value=p.code() selected=ctx.pace.get_untracked() == p>{p.label(lang)}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
