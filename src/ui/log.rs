//! The game log: public events (and the viewer's own private ones), newest first.

use crate::app::use_ctx;
use leptos::prelude::*;

#[component]
pub fn GameLog(
    lines: Signal<Vec<String>>,
    /// The log is open: its lines are only built while it is.
    open: RwSignal<bool>,
) -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <details class="panel log" data-testid="log" on:toggle=move |ev| {
            use wasm_bindgen::JsCast;
            if let Some(d) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()) {
                open.set(d.open());
            }
        }>
            <summary>{ctx.t("Journal", "Log")}</summary>
            <ol reversed>
                {move || lines.get().into_iter().rev().take(60).map(|l| view! { <li>{l}</li> }).collect_view()}
            </ol>
        </details>
    }
}
