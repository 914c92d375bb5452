//! The catalogues at run time. Each domain (the shell, each game) has one
//! catalogue per language, written in `i18n/<lang>/<domain>.ftl`;
//! `build.rs` checks them all, compiles each (ids, comments and syntax
//! stay behind: [`ftl::compile`]) and writes, for each domain, one typed
//! function per message, which says it by its number (the only way the code
//! says a text). Natively every compiled catalogue is built in; in the
//! browser only the language in use is fetched, by the app, which installs
//! it here before it shows anything of the domain.

use super::ftl::mark;
use super::{elide, number, Lang, Section, Whole};
use std::borrow::Cow;
use std::sync::OnceLock;

const N: usize = Lang::ALL.len();

/// One domain's catalogues, one per language, and a game's in-app rules
/// (`i18n/<lang>/rules/<domain>.md`, read when they are opened).
pub struct Domain {
    pub name: &'static str,
    /// How many messages the domain has (in every language).
    count: usize,
    /// Each language's messages, compiled ([`ftl::compile`]), by number.
    catalogues: [OnceLock<Vec<&'static str>>; N],
    rules: [OnceLock<Vec<Section>>; N],
    /// The compiled catalogues, built in (natively; the browser fetches them).
    #[cfg(not(target_arch = "wasm32"))]
    sources: [&'static str; N],
    #[cfg(not(target_arch = "wasm32"))]
    rule_sources: Option<[&'static str; N]>,
    #[cfg(target_arch = "wasm32")]
    has_rules: bool,
}

impl Domain {
    #[cfg(not(target_arch = "wasm32"))]
    pub const fn new(
        name: &'static str,
        count: usize,
        sources: [&'static str; N],
        rule_sources: Option<[&'static str; N]>,
    ) -> Domain {
        Domain {
            name,
            count,
            catalogues: [const { OnceLock::new() }; N],
            rules: [const { OnceLock::new() }; N],
            sources,
            rule_sources,
        }
    }

    #[cfg(target_arch = "wasm32")]
    pub const fn new(name: &'static str, count: usize, has_rules: bool) -> Domain {
        Domain {
            name,
            count,
            catalogues: [const { OnceLock::new() }; N],
            rules: [const { OnceLock::new() }; N],
            has_rules,
        }
    }

    /// Where the browser fetches the compiled catalogue of `lang` (relative
    /// to the page; `scripts/post_build.py` puts it there).
    pub fn path(&self, lang: Lang) -> String {
        format!("i18n/{}/{}.txt", lang.code(), self.name)
    }

    /// Where the browser fetches the in-app rules in `lang`, if the domain has some.
    pub fn rules_path(&self, lang: Lang) -> Option<String> {
        #[cfg(not(target_arch = "wasm32"))]
        let has = self.rule_sources.is_some();
        #[cfg(target_arch = "wasm32")]
        let has = self.has_rules;
        has.then(|| format!("i18n/{}/rules/{}.md", lang.code(), self.name))
    }

    /// The in-app rules in `lang`: natively always, in the browser once
    /// installed ([`Domain::install_rules`]).
    pub fn rules(&self, lang: Lang) -> Option<&[Section]> {
        let cell = &self.rules[lang.index()];
        #[cfg(not(target_arch = "wasm32"))]
        return self.rule_sources.map(|s| cell.get_or_init(|| sections(s[lang.index()])).as_slice());
        #[cfg(target_arch = "wasm32")]
        cell.get().map(Vec::as_slice)
    }

    /// Installs the rules of `lang` fetched from [`Domain::rules_path`].
    pub fn install_rules(&self, lang: Lang, src: &str) {
        let _ = self.rules[lang.index()].set(sections(src));
    }

    /// How many messages the domain has.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Is the catalogue of `lang` here?
    pub fn loaded(&self, lang: Lang) -> bool {
        self.catalogue(lang).is_some()
    }

    /// Installs the compiled catalogue of `lang` fetched from
    /// [`Domain::path`] (kept for the page's life). One of another build
    /// (not as many messages) is refused; a second install of a language is
    /// ignored.
    pub fn install(&self, lang: Lang, src: String) -> Result<(), String> {
        if self.catalogues[lang.index()].get().is_some() {
            return Ok(());
        }
        let messages: Vec<&'static str> = String::leak(src).split(mark::END).collect();
        if messages.len() != self.count {
            return Err(format!("{}: {} messages, not {}", self.path(lang), messages.len(), self.count));
        }
        let _ = self.catalogues[lang.index()].set(messages);
        Ok(())
    }

    fn catalogue(&self, lang: Lang) -> Option<&Vec<&'static str>> {
        let cell = &self.catalogues[lang.index()];
        #[cfg(not(target_arch = "wasm32"))]
        return Some(cell.get_or_init(|| self.sources[lang.index()].split(mark::END).collect()));
        #[cfg(target_arch = "wasm32")]
        cell.get()
    }

    fn message(&self, lang: Lang, n: usize) -> &'static str {
        let found = self.catalogue(lang).and_then(|all| all.get(n).copied());
        debug_assert!(found.is_some(), "{}: no message {n} in {lang:?}", self.name);
        found.unwrap_or_default()
    }

    /// The text of message `n`, which has no variable (`build.rs` writes
    /// the calls): a compiled text without variables is the text itself.
    /// Empty if the catalogue is not loaded (it always is before the domain
    /// is shown).
    pub fn text(&self, lang: Lang, n: usize) -> &'static str {
        self.message(lang, n)
    }

    /// Message `n` with its variables, in the order of the English text's.
    pub fn format(&self, lang: Lang, n: usize, args: &[Arg]) -> String {
        let mut out = String::new();
        pattern(self.message(lang, n), lang, args, Some(&mut out));
        out
    }
}

/// A variable's value: a word or a number (written as the language writes
/// numbers, and choosing a plural form).
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Str(Cow<'a, str>),
    Num(Whole),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(n.into())
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// Writes (into `out`, when given) the compiled text at the start of `src`,
/// up to its end or to the mark that ends a variant, and returns what
/// follows it.
fn pattern<'s>(src: &'s str, lang: Lang, args: &[Arg], mut out: Option<&mut String>) -> &'s str {
    let word = |n: Option<char>| -> String {
        match n.and_then(|c| args.get((c as usize).wrapping_sub('0' as usize))) {
            Some(Arg::Str(s)) => s.to_string(),
            Some(Arg::Num(n)) => number(*n, lang),
            None => String::new(),
        }
    };
    let mut rest = src;
    loop {
        // The marks are ASCII (below U+0008): a byte below 8 is always one
        // (never part of a longer character), and a byte scan is far cheaper
        // than decoding every character (a choice among fifty cities is
        // scanned whole to find its end).
        let stop = rest.bytes().position(|b| b < 8).unwrap_or(rest.len());
        if let Some(out) = out.as_deref_mut() {
            out.push_str(&rest[..stop]);
        }
        let mut chars = rest[stop..].chars();
        match chars.next() {
            Some(mark::VAR) => {
                let n = chars.next();
                if let Some(out) = out.as_deref_mut() {
                    out.push_str(&word(n));
                }
            }
            Some(mark::FUN) => {
                let (letter, n) = (chars.next().unwrap_or_default(), chars.next());
                if let Some(out) = out.as_deref_mut() {
                    out.push_str(&elide(mark::particle(letter), &word(n)));
                }
            }
            Some(mark::SELECT) => {
                let arg = chars.next().and_then(|c| args.get((c as usize).wrapping_sub('0' as usize)));
                let (key, exact): (&str, String) = match arg {
                    Some(Arg::Str(s)) => (s, String::new()),
                    Some(Arg::Num(n)) => {
                        let exact = n.magnitude.to_string();
                        (lang.plural(*n), if n.negative { format!("-{exact}") } else { exact })
                    }
                    None => ("", String::new()),
                };
                // The variants: an exact number's first, else the key's
                // (a word, a plural category), else the default.
                let (mut by_exact, mut by_key, mut default) = (None, None, "");
                rest = chars.as_str();
                loop {
                    let mut chars = rest.chars();
                    match chars.next() {
                        Some(m @ (mark::KEY | mark::DEFAULT)) => {
                            let (k, body) = chars.as_str().split_once(mark::BODY).unwrap_or(("", ""));
                            if m == mark::DEFAULT {
                                default = body;
                            }
                            if !exact.is_empty() && k == exact {
                                by_exact.get_or_insert(body);
                            }
                            if k == key {
                                by_key.get_or_insert(body);
                            }
                            rest = pattern(body, lang, args, None);
                        }
                        _ => {
                            rest = chars.as_str();
                            break;
                        }
                    }
                }
                if let Some(out) = out.as_deref_mut() {
                    pattern(by_exact.or(by_key).unwrap_or(default), lang, args, Some(out));
                }
                continue;
            }
            // The end, or a mark that ends a variant.
            _ => return &rest[stop..],
        }
        rest = chars.as_str();
    }
}

/// The in-app rules as written in `i18n/<lang>/rules/<game>.md`: a line
/// `## Title` opens a section, every other non-empty line is a paragraph (a
/// bullet item when it starts with "• ").
pub fn sections(src: &str) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    for line in src.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(title) = line.strip_prefix("## ") {
            out.push(Section { title: title.trim().to_string(), paragraphs: Vec::new() });
        } else if let Some(last) = out.last_mut() {
            last.paragraphs.push(line.to_string());
        }
    }
    out
}
