//! The browser shell. It grows into the game picker, seat setup, tables,
//! saves and settings (see design.md); for now it only mounts a title page.

use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    view! {
        <main>
            <h1>"Tablée"</h1>
            <p>"Sorciers — moteur de règles prêt ; la table arrive bientôt."</p>
        </main>
    }
}

/// Mounts the app on `<body>`. Called by `main.rs`, nothing else.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
