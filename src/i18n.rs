//! French and English. Every string shown to players goes through [`Lang::t`]
//! (pure: the game texts are tested natively).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Fr,
    En,
}

impl Lang {
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

/// One section of a game's in-app rules: plain data the UI lays out. A
/// paragraph that starts with "• " is a bullet item.
pub struct Section {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}
