//! French and English. Every string shown to players goes through [`Lang::t`].

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Fr,
    En,
}

impl Lang {
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

    pub fn fr(self) -> bool {
        self == Lang::Fr
    }

    /// The French or the English text.
    pub fn t(self, fr: &'static str, en: &'static str) -> &'static str {
        match self {
            Lang::Fr => fr,
            Lang::En => en,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }
}
