//! The browser's preferred language (the texts themselves: [`crate::i18n`]).

pub use crate::i18n::Lang;

/// French when the browser prefers it, English otherwise.
pub fn from_browser() -> Lang {
    let nav = leptos::prelude::window().navigator();
    let mut prefs: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
    if let Some(first) = nav.language() {
        prefs.insert(0, first);
    }
    match prefs.iter().find(|l| l.starts_with("fr") || l.starts_with("en")) {
        Some(l) if l.starts_with("en") => Lang::En,
        Some(_) => Lang::Fr,
        None => Lang::En,
    }
}
