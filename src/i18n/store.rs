//! The catalogues at run time. Each domain (the shell, each game) has one
//! catalogue per language, `i18n/<lang>/<domain>.ftl`; `build.rs` checks them
//! all and writes, for each domain, one typed function per message (the only
//! way the code says a text). Natively every catalogue is compiled in; in
//! the browser only the language in use is fetched, by the app, which
//! installs it here before it shows anything of the domain.

use super::ftl::{self, Message, Part};
use super::{elide, number, Lang, Section};
use std::borrow::Cow;
use std::sync::OnceLock;

const N: usize = Lang::ALL.len();

/// One domain's catalogues, one per language, and a game's in-app rules
/// (`i18n/<lang>/rules/<domain>.md`, read when they are opened).
pub struct Domain {
    pub name: &'static str,
    catalogues: [OnceLock<Vec<Message>>; N],
    rules: [OnceLock<Vec<Section>>; N],
    /// The sources, compiled in (natively; the browser fetches them).
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
        sources: [&'static str; N],
        rule_sources: Option<[&'static str; N]>,
    ) -> Domain {
        Domain {
            name,
            catalogues: [const { OnceLock::new() }; N],
            rules: [const { OnceLock::new() }; N],
            sources,
            rule_sources,
        }
    }

    #[cfg(target_arch = "wasm32")]
    pub const fn new(name: &'static str, has_rules: bool) -> Domain {
        Domain { name, catalogues: [const { OnceLock::new() }; N], rules: [const { OnceLock::new() }; N], has_rules }
    }

    /// Where the browser fetches the catalogue of `lang` (relative to the page).
    pub fn path(&self, lang: Lang) -> String {
        format!("i18n/{}/{}.ftl", lang.code(), self.name)
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

    /// Is the catalogue of `lang` here?
    pub fn loaded(&self, lang: Lang) -> bool {
        self.catalogue(lang).is_some()
    }

    /// Installs the catalogue of `lang` fetched from [`Domain::path`]. A
    /// second install of a language is ignored.
    pub fn install(&self, lang: Lang, src: &str) -> Result<(), String> {
        let messages = ftl::parse(src).map_err(|e| format!("{}: {e}", self.path(lang)))?;
        let _ = self.catalogues[lang.index()].set(messages);
        Ok(())
    }

    fn catalogue(&self, lang: Lang) -> Option<&Vec<Message>> {
        let cell = &self.catalogues[lang.index()];
        #[cfg(not(target_arch = "wasm32"))]
        return Some(cell.get_or_init(|| {
            ftl::parse(self.sources[lang.index()]).unwrap_or_else(|e| panic!("{}: {e}", self.path(lang)))
        }));
        #[cfg(target_arch = "wasm32")]
        cell.get()
    }

    fn message(&self, lang: Lang, id: &str) -> Option<&Message> {
        let all = self.catalogue(lang)?;
        all.binary_search_by(|m| m.id.as_str().cmp(id)).ok().map(|i| &all[i])
    }

    /// The text of message `id`, which has no variable (`build.rs` writes
    /// the calls). The id itself if the catalogue is not loaded (it always
    /// is before the domain is shown).
    pub fn text(&'static self, lang: Lang, id: &'static str) -> &'static str {
        match self.message(lang, id).map(|m| m.parts.as_slice()) {
            Some([Part::Text(t)]) => t,
            Some([]) => "",
            _ => id,
        }
    }

    /// Message `id` with its variables.
    pub fn format(&'static self, lang: Lang, id: &'static str, args: &[(&str, Arg)]) -> String {
        let Some(m) = self.message(lang, id) else { return id.to_string() };
        let mut out = String::new();
        write(&m.parts, lang, args, &mut out);
        out
    }

    /// Every message id of the catalogue of `lang` (for tests).
    pub fn ids(&self, lang: Lang) -> Vec<&str> {
        self.catalogue(lang).map(|c| c.iter().map(|m| m.id.as_str()).collect()).unwrap_or_default()
    }
}

/// A variable's value: a word or a number (written as the language writes
/// numbers, and choosing a plural form).
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Str(Cow<'a, str>),
    Num(i128),
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
                Arg::Num(n as i128)
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

fn write(parts: &[Part], lang: Lang, args: &[(&str, Arg)], out: &mut String) {
    let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
    for p in parts {
        match p {
            Part::Text(t) => out.push_str(t),
            Part::Var(v) => match arg(v) {
                Some(Arg::Str(s)) => out.push_str(s),
                Some(Arg::Num(n)) => out.push_str(&number(*n, lang)),
                None => {}
            },
            Part::Fun(f, v) => {
                let word = match arg(v) {
                    Some(Arg::Str(s)) => s.to_string(),
                    Some(Arg::Num(n)) => number(*n, lang),
                    None => String::new(),
                };
                out.push_str(&elide(&f.to_lowercase(), &word));
            }
            Part::Select { var, variants, default } => {
                let key: Cow<str> = match arg(var) {
                    Some(Arg::Str(s)) => Cow::Borrowed(s),
                    Some(Arg::Num(n)) => {
                        let exact = n.to_string();
                        if variants.iter().any(|(k, _)| *k == exact) {
                            Cow::Owned(exact)
                        } else {
                            Cow::Borrowed(lang.plural(*n))
                        }
                    }
                    None => Cow::Borrowed(""),
                };
                let chosen = variants.iter().find(|(k, _)| *k == key).unwrap_or(&variants[*default]);
                write(&chosen.1, lang, args, out);
            }
        }
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
