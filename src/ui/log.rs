//! The game log: public events (and the viewer's own private ones), newest first.

use crate::app::use_ctx;
use leptos::prelude::*;

#[component]
pub fn GameLog(lines: Signal<Vec<String>>) -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <details class="panel log" data-testid="log">
            <summary>{ctx.t("Journal", "Log")}</summary>
            <ol reversed>
                {move || lines.get().into_iter().rev().take(60).map(|l| view! { <li>{l}</li> }).collect_view()}
            </ol>
        </details>
    }
}
