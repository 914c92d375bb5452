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

    /// "1 note", "3 notes" ("0 billet", "1 billet", "2 billets" in French,
    /// where 0 and 1 take the singular).
    pub fn count(self, n: impl Into<u64>, one: &str, many: &str) -> String {
        let n = n.into();
        let singular = match self {
            Lang::Fr => n <= 1,
            Lang::En => n == 1,
        };
        format!("{n} {}", if singular { one } else { many })
    }

    /// The colon between a label and its value: " : " in French, ": " in English.
    pub fn colon(self) -> &'static str {
        self.t(" : ", ": ")
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    pub fn parse(code: &str) -> Option<Lang> {
        [Lang::Fr, Lang::En].into_iter().find(|l| l.code() == code)
    }
}

/// French typography for text shown on screen: a no-break space where a
/// plain one stands before « : » (U+00A0), before « ; ! ? » (narrow, U+202F),
/// and inside « guillemets » (U+00A0), so that "Preums !" or "Tenant : Ana"
/// never break across lines. English texts never have a space there (tested
/// over every text of every game), except inside French names such as
/// « Preums ! », which get the same treatment. Cheap when nothing matches
/// (the text is returned as it is).
pub fn typo(text: String) -> String {
    let needs = text.as_bytes().windows(2).any(|w| w[0] == b' ' && matches!(w[1], b':' | b';' | b'!' | b'?'))
        || text.contains("« ")
        || text.contains(" »");
    if !needs {
        return text;
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    let mut after_open_quote = false;
    while let Some(c) = chars.next() {
        if c == ' ' {
            let next = chars.peek().copied();
            match next {
                Some(':') | Some('»') => out.push('\u{a0}'),
                Some(';') | Some('!') | Some('?') => out.push('\u{202f}'),
                _ if after_open_quote => out.push('\u{a0}'),
                _ => out.push(' '),
            }
        } else {
            out.push(c);
        }
        after_open_quote = c == '«';
    }
    out
}

/// One section of a game's in-app rules: plain data the UI lays out. A
/// paragraph that starts with "• " is a bullet item.
pub struct Section {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}
