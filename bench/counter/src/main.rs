//! A one-counter Leptos 0.8 app: the start-up baseline of scripts/budgets.mjs.
use leptos::prelude::*;

#[component]
fn App() -> impl IntoView {
    let (n, set_n) = signal(0);
    view! { <button on:click=move |_| set_n.update(|n| *n += 1)>"+1: " {n}</button> }
}

fn main() {
    leptos::mount::mount_to_body(App);
}
