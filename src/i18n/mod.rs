//! The app's four languages. Every text a player reads is a message of a
//! catalogue (`i18n/<lang>/<domain>.ftl`, Fluent's syntax) said through the
//! typed function `build.rs` writes for it; numbers and plurals follow CLDR.
//! `build.rs` compiles each catalogue ([`ftl::compile`]) into what the app
//! reads. Pure: the games' texts are tested natively, where every compiled
//! catalogue is built in; the browser fetches only the language in use.

use serde::{Deserialize, Serialize};

pub mod ftl;
mod store;

pub use store::{sections, Arg, Domain};

/// The shell's texts (home, setup, menus, notices, the table's frame), from
/// `i18n/<lang>/shell.ftl`: one function per message (`build.rs`).
pub mod shell {
    include!(concat!(env!("OUT_DIR"), "/i18n/shell.rs"));
}

/// The languages of the app. Every text is in every one of them: each domain's
/// catalogue `i18n/<lang>/<domain>.ftl` is checked against the English one
/// when the code is built.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Fr,
    #[default]
    En,
    De,
    Nl,
}

impl Lang {
    /// In the order of the catalogues (`build.rs`'s `LANGS`).
    pub const ALL: [Lang; 4] = [Lang::Fr, Lang::En, Lang::De, Lang::Nl];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::De => "de",
            Lang::Nl => "nl",
        }
    }

    /// The language's own name, as its speakers look for it in a list.
    pub fn autonym(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
        }
    }

    /// "fr", "de-AT", "nl-BE" → the language; `None` for another one.
    pub fn parse(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of `preferred` (a browser's `navigator.languages`)
    /// the app speaks, else English.
    pub fn preferred<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred.into_iter().find_map(Lang::parse).unwrap_or(Lang::En)
    }

    /// The thousands separator, CLDR's for each language (`symbols.group`,
    /// which `Intl.NumberFormat` uses too): a narrow no-break space in French
    /// ("50 000", never cut at the end of a line), a comma in English
    /// ("50,000"), a full stop in German and Dutch ("50.000"). All four group
    /// by three from 1 000 on.
    pub fn thousands(self) -> char {
        match self {
            Lang::Fr => '\u{202f}',
            Lang::En => ',',
            Lang::De | Lang::Nl => '.',
        }
    }

    /// CLDR's cardinal plural category of the whole number `n` in this
    /// language ("one", "many", "other"). The four languages' rules for
    /// whole numbers, written out (`tests/catalogues.rs` checks them
    /// against the `intl_pluralrules` crate): the browser's
    /// `Intl.PluralRules` cost the first text with a plural its locale data
    /// (tens of ms at 4x CPU).
    pub fn plural(self, n: impl Into<Whole>) -> &'static str {
        let n = n.into().magnitude;
        match self {
            // French: 0 and 1 are singular; a whole number of millions
            // takes "de" ("un million de cartes"): CLDR's "many".
            Lang::Fr if n <= 1 => "one",
            Lang::Fr if n % 1_000_000 == 0 => "many",
            Lang::En | Lang::De | Lang::Nl if n == 1 => "one",
            _ => "other",
        }
    }
}

/// "A, B and C" ("A, B et C", "A, B und C", "A, B en C"); "A"; "".
pub fn list(lang: Lang, items: &[impl AsRef<str>]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            shell::list_and(lang, rest.join(", "), last.as_ref())
        }
    }
}

/// "Label: value" ("Label : value" in French).
pub fn labelled(lang: Lang, label: &str, value: &str) -> String {
    shell::labelled(lang, label, value)
}

/// The minus sign of a negative number shown to players, in every language:
/// "−20", never the hyphen "-20".
pub const MINUS: char = '\u{2212}';

/// A whole number of any integer type up to 64 bits, exactly: its sign
/// and its magnitude (all that numbers and plurals need, with no 128-bit
/// arithmetic in the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Whole {
    pub negative: bool,
    pub magnitude: u64,
}

macro_rules! whole {
    (unsigned: $($u:ty),*; signed: $($s:ty),*) => {
        $(impl From<$u> for Whole {
            fn from(n: $u) -> Self {
                Whole { negative: false, magnitude: n as u64 }
            }
        })*
        $(impl From<$s> for Whole {
            fn from(n: $s) -> Self {
                Whole { negative: n < 0, magnitude: (n as i64).unsigned_abs() }
            }
        })*
    };
}
whole!(unsigned: u8, u16, u32, u64, usize; signed: i8, i16, i32, i64, isize);

/// A whole number as players read it: "50 000" (French), "50,000"
/// (English), "−1 200" with the minus sign. Every game writes its amounts
/// and scores through this (Barracuda's and Bourse's money, Preums !'
/// valuations, the scores).
pub fn number(n: impl Into<Whole>, lang: Lang) -> String {
    let n = n.into();
    let digits = grouped(&n.magnitude.to_string(), lang);
    if n.negative {
        format!("{MINUS}{digits}")
    } else {
        digits
    }
}

/// A change of score, always signed: "+40", "−20", "0".
pub fn signed(n: impl Into<Whole>, lang: Lang) -> String {
    let n = n.into();
    if !n.negative && n.magnitude > 0 {
        format!("+{}", number(n, lang))
    } else {
        number(n, lang)
    }
}

/// A string of digits grouped by three with the language's separator, for
/// a number too long for an integer (a valuation of many zeros).
pub fn grouped(digits: &str, lang: Lang) -> String {
    let sep = lang.thousands();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// Does French elide a short word ("de", "que", "le", "la") before `word`:
/// does it start with a vowel, or a "y" sounded as one (Yves, not Yann)?
/// An "h" is taken as aspirated, as in the game's own names (« de
/// Hambourg », « de Halle »); a player's name with a mute h (Hugo) then
/// reads « de Hugo », which is still correct French, if formal.
pub fn elides(word: &str) -> bool {
    let mut chars = word.chars();
    match chars.next() {
        Some('y' | 'Y') => chars.next().is_some_and(|c| !is_vowel(c)),
        Some(c) => is_vowel(c),
        None => false,
    }
}

/// (Both cases written out: `char::to_lowercase` would bring Unicode's
/// whole case table to the page for these few letters.)
fn is_vowel(c: char) -> bool {
    "aeiouàâäéèêëîïôöùûüæœAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜÆŒ".contains(c)
}

/// `particle` before `word`, elided when French wants it: ("de", "Ana") →
/// "d'Ana", ("de", "Bob") → "de Bob", ("que", "Eli") → "qu'Eli", ("le",
/// "Octopus") → "l'Octopus". The apostrophe is the straight one, as in
/// every text of the app.
pub fn elide(particle: &str, word: &str) -> String {
    match particle.strip_suffix(['e', 'a']) {
        Some(stem) if elides(word) => format!("{stem}'{word}"),
        _ => format!("{particle} {word}"),
    }
}

/// "de Bob", "d'Ana", "d'Octopus": a name after « de ».
pub fn de(word: &str) -> String {
    elide("de", word)
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
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub title: String,
    pub paragraphs: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_one_way_per_language() {
        assert_eq!(number(50_000u32, Lang::Fr), "50\u{202f}000");
        assert_eq!(number(50_000u32, Lang::En), "50,000");
        assert_eq!(number(-1_234_567i64, Lang::Fr), "−1\u{202f}234\u{202f}567");
        assert_eq!(number(-1_200i32, Lang::En), "−1,200");
        assert_eq!(number(999u32, Lang::En), "999");
        assert_eq!(number(0u8, Lang::Fr), "0");
        assert_eq!(number(u64::MAX, Lang::En), "18,446,744,073,709,551,615");
        assert_eq!(signed(40, Lang::Fr), "+40");
        assert_eq!(signed(-20, Lang::Fr), "−20");
        assert_eq!(signed(0, Lang::En), "0");
        assert_eq!(grouped("1000000", Lang::Fr), "1\u{202f}000\u{202f}000");
        // The French typographic pass leaves a grouped number as it is.
        assert_eq!(typo(format!("{} F", number(6000u32, Lang::Fr))), "6\u{202f}000 F");
    }

    #[test]
    fn french_elides_before_a_vowel() {
        assert_eq!(de("Ana"), "d'Ana");
        assert_eq!(de("Bob"), "de Bob");
        assert_eq!(de("Octopus"), "d'Octopus");
        assert_eq!(de("Éloïse"), "d'Éloïse");
        assert_eq!(de("Yves"), "d'Yves");
        assert_eq!(de("Yann"), "de Yann");
        assert_eq!(de("Hambourg"), "de Hambourg");
        assert_eq!(de(""), "de ");
        assert_eq!(elide("que", "Eli"), "qu'Eli");
        assert_eq!(elide("le", "Albatros"), "l'Albatros");
        assert_eq!(elide("la", "Inès"), "l'Inès");
        assert_eq!(elide("De", "Ugo"), "D'Ugo");
        assert_eq!(elide("que", "Cléo"), "que Cléo");
    }
}
