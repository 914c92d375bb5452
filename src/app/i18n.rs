//! The language in the browser: which one a visitor gets, and its texts
//! fetched (the texts themselves and their catalogues: [`crate::i18n`]).
//!
//! Only the language in use is downloaded: the shell's catalogue before the
//! app mounts, a game's with the game's code, its in-app rules when they
//! are opened. A change of language fetches the new catalogues first, then
//! redraws the page (the game on the table is not touched).

pub use crate::i18n::Lang;
use crate::i18n::{shell, Domain};
use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The language whose catalogues are loaded and shown.
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language shown (set by [`start`] and [`switch`]).
pub fn current() -> Lang {
    CURRENT.get()
}

/// The browser's first language the app speaks (`navigator.languages`),
/// else English.
pub fn from_browser() -> Lang {
    let nav = window().navigator();
    let mut prefs: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
    if prefs.is_empty() {
        prefs.extend(nav.language());
    }
    Lang::preferred(prefs.iter().map(String::as_str))
}

/// A request for a text file of the build (a catalogue, rules): sent at
/// once, read by [`text`].
fn request(path: &str) -> js_sys::Promise {
    window().fetch_with_str(path)
}

/// The text a [`request`] brings, or `None` if it cannot be had (offline
/// before the first visit was cached…).
async fn text(request: js_sys::Promise) -> Option<String> {
    let response = JsFuture::from(request).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// Catalogues on their way: their requests are sent when this is made, so
/// they travel side by side, and beside whatever the caller awaits next (a
/// game's code); [`Fetches::install`] waits for them.
pub struct Fetches {
    lang: Lang,
    pending: Vec<(&'static Domain, js_sys::Promise)>,
}

/// Sends the requests for the catalogues of `domains` in `lang` that are
/// not here yet.
pub fn fetch(lang: Lang, domains: &[&'static Domain]) -> Fetches {
    let pending = domains.iter().filter(|d| !d.loaded(lang)).map(|d| (*d, request(&d.path(lang)))).collect();
    Fetches { lang, pending }
}

impl Fetches {
    /// Waits for the catalogues and installs them. False if one could not
    /// be had.
    pub async fn install(self) -> bool {
        let mut ok = true;
        for (domain, request) in self.pending {
            match text(request).await.map(|t| domain.install(self.lang, t)) {
                Some(Ok(())) => {}
                Some(Err(e)) => {
                    leptos::logging::error!("{e}");
                    ok = false;
                }
                None => ok = false,
            }
        }
        ok
    }
}

/// Makes sure the catalogues of `domains` in `lang` are here (fetched side
/// by side). False if one could not be had.
pub async fn ensure(lang: Lang, domains: &[&'static Domain]) -> bool {
    fetch(lang, domains).install().await
}

/// The in-app rules of `domain` in `lang`, fetched if they are not here yet.
pub async fn ensure_rules(lang: Lang, domain: &'static Domain) -> bool {
    if domain.rules(lang).is_some() {
        return true;
    }
    let Some(path) = domain.rules_path(lang) else { return false };
    match text(request(&path)).await {
        Some(text) => {
            domain.install_rules(lang, &text);
            true
        }
        None => false,
    }
}

/// At start-up, before anything loads, the language a visitor gets becomes
/// the one shown: the address's `?lang=` (`asked`), else the one they chose
/// before (`stored`), else the browser's.
pub fn settle(asked: Option<Lang>, stored: Option<Lang>) {
    CURRENT.set(asked.or(stored).unwrap_or_else(from_browser));
}

/// At start-up: the shell's catalogue in the language shown, before the app
/// mounts (a game the address opens loads its own beside its code:
/// `games::preload`).
pub async fn start() {
    if !ensure(current(), &[&shell::DOMAIN]).await && current() != Lang::En {
        // The language's texts cannot be had: English, rather than ids.
        CURRENT.set(Lang::En);
        ensure(Lang::En, &[&shell::DOMAIN]).await;
    }
}

/// Changes the language: its catalogues for the shell and every game loaded
/// are fetched first, then it becomes the one shown (the caller redraws the
/// page). False, and nothing changes, if they cannot be had.
pub async fn switch(lang: Lang, games: Vec<&'static Domain>) -> bool {
    let mut domains = vec![&shell::DOMAIN];
    domains.extend(games);
    if !ensure(lang, &domains).await {
        return false;
    }
    CURRENT.set(lang);
    true
}
