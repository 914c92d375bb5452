//! A reader of the texts' catalogues, in the subset of Project Fluent's
//! syntax (<https://projectfluent.org/fluent/guide/>) they are written in,
//! and their compiler. `build.rs` includes this file as it is (standard
//! library only): it reads every catalogue, checks each language against
//! English, compiles each ([`compile`]: the texts by number, no ids,
//! comments or syntax) and writes the typed functions the code calls. The
//! running app reads only the compiled form, through the marks both sides
//! share ([`mark`], interpreted by `super::store`): the page carries no
//! Fluent reader. In the crate the reader serves the native tests
//! (`tests/texts.rs`).
//!
//! What a catalogue may hold:
//! - `# comments` (for translators), anywhere at the start of a line;
//! - messages, `id = text`, the text on one line or on the indented lines
//!   below (joined by a line break);
//! - terms, `-name = text`, a word said the same way everywhere, used as
//!   `{ -name }`;
//! - in a text: `{ $variable }`, `{ "literal" }` (a space that must not be
//!   trimmed, a brace), `{ DE($name) }` (French: « de Bob », « d'Ana »; also
//!   `QUE`, `LE`, `LA`), and a choice on a number's plural category (CLDR:
//!   `[zero]`, `[one]`, `[two]`, `[few]`, `[many]`, `[other]`), on an exact
//!   number (`[0]`) or on a word, with one `*[default]`:
//!   `{ $n -> [one] one card *[other] { $n } cards }`.

/// A part of a text.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    Text(String),
    Var(String),
    /// A function of a variable: `DE`, `QUE`, `LE`, `LA` (French elision).
    Fun(String, String),
    Select {
        var: String,
        variants: Vec<(String, Vec<Part>)>,
        default: usize,
    },
}

/// One message: its id and its text.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: String,
    pub parts: Vec<Part>,
}

/// The functions a text may call.
pub const FUNCTIONS: [&str; 4] = ["DE", "QUE", "LE", "LA"];

/// Every message of a catalogue, sorted by id, terms resolved. An error
/// names its line.
pub fn parse(src: &str) -> Result<Vec<Message>, String> {
    let mut entries: Vec<(usize, String, String)> = Vec::new(); // (line, id, raw text)
    let lines: Vec<&str> = src.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let n = i + 1;
        i += 1;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with([' ', '\t']) {
            return Err(format!("line {n}: an indented line belongs to no message"));
        }
        let (id, first) = line.split_once('=').ok_or_else(|| format!("line {n}: `id = text` expected"))?;
        let id = id.trim();
        let name = id.strip_prefix('-').unwrap_or(id);
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return Err(format!("line {n}: `{id}` is not an id (letters, digits, -)"));
        }
        // The indented lines below (blank lines inside a text are kept).
        let mut body: Vec<&str> = Vec::new();
        let first = first.trim();
        if !first.is_empty() {
            body.push(first);
        }
        let mut block: Vec<&str> = Vec::new();
        while i < lines.len() && (lines[i].starts_with([' ', '\t']) || lines[i].trim().is_empty()) {
            block.push(lines[i]);
            i += 1;
        }
        while block.last().is_some_and(|l| l.trim().is_empty()) {
            block.pop();
        }
        let indent =
            block.iter().filter(|l| !l.trim().is_empty()).map(|l| l.len() - l.trim_start().len()).min().unwrap_or(0);
        body.extend(block.iter().map(|l| if l.trim().is_empty() { "" } else { &l[indent..] }));
        let raw = body.iter().map(|l| l.trim_end()).collect::<Vec<_>>().join("\n");
        if entries.iter().any(|(_, other, _)| other == id) {
            return Err(format!("line {n}: `{id}` is given twice"));
        }
        entries.push((n, id.to_string(), raw));
    }
    let terms: Vec<(String, String)> =
        entries.iter().filter_map(|(_, id, raw)| id.strip_prefix('-').map(|t| (t.to_string(), raw.clone()))).collect();
    let mut out = Vec::new();
    for (n, id, raw) in entries.iter().filter(|(_, id, _)| !id.starts_with('-')) {
        let mut p = Parser { s: raw.as_bytes(), src: raw, at: 0, terms: &terms, depth: 0 };
        let parts = p.pattern(false).map_err(|e| format!("line {n} (`{id}`): {e}"))?;
        // Kept sorted by id as it grows.
        let at = out.binary_search_by(|m: &Message| m.id.cmp(id)).unwrap_or_else(|at| at);
        out.insert(at, Message { id: id.clone(), parts: merge(parts) });
    }
    Ok(out)
}

/// The variables a text uses, in the order they first appear (a choice's
/// variable first, then its variants').
pub fn variables(parts: &[Part]) -> Vec<String> {
    fn walk(parts: &[Part], out: &mut Vec<String>) {
        let add = |v: &String, out: &mut Vec<String>| {
            if !out.contains(v) {
                out.push(v.clone());
            }
        };
        for p in parts {
            match p {
                Part::Text(_) => {}
                Part::Var(v) | Part::Fun(_, v) => add(v, out),
                Part::Select { var, variants, .. } => {
                    add(var, out);
                    for (_, v) in variants {
                        walk(v, out);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(parts, &mut out);
    out
}

/// The plain text of a message without variables (`None` if it has some).
pub fn plain(parts: &[Part]) -> Option<String> {
    let mut out = String::new();
    for p in parts {
        match p {
            Part::Text(t) => out.push_str(t),
            _ => return None,
        }
    }
    Some(out)
}

/// The marks of a compiled catalogue (control characters, which no text
/// of a catalogue holds): what the app fetches and reads, written by
/// [`compile`].
pub mod mark {
    /// Between two messages.
    pub const END: char = '\u{1e}';
    /// A variable: then its number (`'0'` + its place among the English
    /// text's variables, the generated function's parameters).
    pub const VAR: char = '\u{1}';
    /// A French elision: then `d` (de), `q` (que), `l` (le) or `a` (la), then
    /// the variable's number.
    pub const FUN: char = '\u{2}';
    /// A choice: then the variable's number, the variants, [`SELECT_END`].
    pub const SELECT: char = '\u{3}';
    /// A variant: then its key, [`BODY`], its text.
    pub const KEY: char = '\u{4}';
    /// The default variant (as [`KEY`]).
    pub const DEFAULT: char = '\u{5}';
    /// Between a variant's key and its text.
    pub const BODY: char = '\u{6}';
    /// After a choice's last variant.
    pub const SELECT_END: char = '\u{7}';
    /// The particle a [`FUN`] letter stands for.
    pub fn particle(letter: char) -> &'static str {
        match letter {
            'd' => "de",
            'q' => "que",
            'l' => "le",
            _ => "la",
        }
    }
}

/// A catalogue compiled for the app: the texts of `messages` in the order
/// of `english` (sorted by id: message number `i` is the same in every
/// language, the one the generated functions call), [`mark::END`] between
/// them, variables by their number among the English text's
/// ([`variables`]), terms resolved. Ids, comments and syntax stay behind.
pub fn compile(english: &[Message], messages: &[Message]) -> Result<String, String> {
    let mut out = String::new();
    for (i, e) in english.iter().enumerate() {
        if i > 0 {
            out.push(mark::END);
        }
        let m = messages.iter().find(|m| m.id == e.id).ok_or_else(|| format!("no `{}`", e.id))?;
        encode(&m.parts, &variables(&e.parts), &mut out).map_err(|err| format!("`{}`: {err}", e.id))?;
    }
    Ok(out)
}

fn encode(parts: &[Part], vars: &[String], out: &mut String) -> Result<(), String> {
    let number = |v: &String| -> Result<char, String> {
        let i =
            vars.iter().position(|w| w == v).ok_or_else(|| format!("`${v}` is not a variable of the English text"))?;
        char::from_u32('0' as u32 + i as u32).ok_or_else(|| "too many variables".to_string())
    };
    for p in parts {
        match p {
            Part::Text(t) => {
                if t.chars().any(|c| c.is_control() && c != '\n') {
                    return Err("a text holds a control character".into());
                }
                out.push_str(t);
            }
            Part::Var(v) => {
                out.push(mark::VAR);
                out.push(number(v)?);
            }
            Part::Fun(f, v) => {
                out.push(mark::FUN);
                out.push(match f.as_str() {
                    "DE" => 'd',
                    "QUE" => 'q',
                    "LE" => 'l',
                    _ => 'a',
                });
                out.push(number(v)?);
            }
            Part::Select { var, variants, default } => {
                out.push(mark::SELECT);
                out.push(number(var)?);
                for (i, (key, body)) in variants.iter().enumerate() {
                    out.push(if i == *default { mark::DEFAULT } else { mark::KEY });
                    out.push_str(key);
                    out.push(mark::BODY);
                    encode(body, vars, out)?;
                }
                out.push(mark::SELECT_END);
            }
        }
    }
    Ok(())
}

/// Adjacent texts as one.
fn merge(parts: Vec<Part>) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    for p in parts {
        match (out.last_mut(), p) {
            (Some(Part::Text(a)), Part::Text(b)) => a.push_str(&b),
            (_, Part::Text(b)) if b.is_empty() => {}
            (_, Part::Select { var, variants, default }) => out.push(Part::Select {
                var,
                variants: variants.into_iter().map(|(k, v)| (k, merge(v))).collect(),
                default,
            }),
            (_, p) => out.push(p),
        }
    }
    out
}

struct Parser<'a> {
    s: &'a [u8],
    src: &'a str,
    at: usize,
    terms: &'a [(String, String)],
    depth: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.at).copied()
    }

    fn blank(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, what: &str) -> bool {
        if self.src[self.at..].starts_with(what) {
            self.at += what.len();
            true
        } else {
            false
        }
    }

    fn word(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-') {
            self.at += 1;
        }
        self.src[start..self.at].to_string()
    }

    /// Is a variant's `[key]` (or `*[key]`) next?
    fn variant_key_ahead(&self) -> bool {
        let rest = self.src[self.at..].strip_prefix('*').unwrap_or(&self.src[self.at..]);
        let Some(rest) = rest.strip_prefix('[') else { return false };
        let key = rest.split(']').next().unwrap_or("");
        rest.len() > key.len()
            && !key.trim().is_empty()
            && key.trim().chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    }

    /// Text and placeables up to the end, or (in a variant) up to the next
    /// `[`, `*[` at a line's start or the closing `}`.
    fn pattern(&mut self, in_variant: bool) -> Result<Vec<Part>, String> {
        let mut parts = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.peek() {
            if in_variant && c == b'}' {
                break;
            }
            // The next variant: `[key]` or `*[key]` on a line of its own, or
            // after a space on the same line (`[one] a card *[other] cards`).
            if in_variant
                && (c == b'[' || c == b'*')
                && (text.is_empty() || text.ends_with(char::is_whitespace))
                && self.variant_key_ahead()
            {
                break;
            }
            if c == b'}' {
                return Err("a `}` closes nothing (write {\"}\"})".into());
            }
            if c == b'{' {
                self.at += 1;
                parts.push(Part::Text(std::mem::take(&mut text)));
                parts.extend(self.placeable()?);
                continue;
            }
            let ch = self.src[self.at..].chars().next().unwrap();
            text.push(ch);
            self.at += ch.len_utf8();
        }
        if in_variant {
            // A variant's text is trimmed like a message's.
            let t = text.trim_end().to_string();
            parts.push(Part::Text(t));
            if let Some(Part::Text(first)) = parts.first_mut() {
                *first = first.trim_start().to_string();
            }
        } else {
            parts.push(Part::Text(text));
        }
        Ok(parts)
    }

    fn placeable(&mut self) -> Result<Vec<Part>, String> {
        self.blank();
        let part = match self.peek() {
            Some(b'"') => {
                self.at += 1;
                let start = self.at;
                while self.peek().is_some_and(|c| c != b'"') {
                    self.at += 1;
                }
                let lit = self.src[start..self.at].to_string();
                if !self.eat("\"") {
                    return Err("a \"literal\" is not closed".into());
                }
                vec![Part::Text(lit)]
            }
            Some(b'-') => {
                self.at += 1;
                let name = self.word();
                let (_, raw) = self
                    .terms
                    .iter()
                    .find(|(t, _)| *t == name)
                    .ok_or_else(|| format!("no term `-{name}` in this catalogue"))?;
                if self.depth > 8 {
                    return Err("terms refer to each other in a circle".into());
                }
                let mut p = Parser { s: raw.as_bytes(), src: raw, at: 0, terms: self.terms, depth: self.depth + 1 };
                p.pattern(false)?
            }
            Some(b'$') => {
                self.at += 1;
                let var = self.word();
                if var.is_empty() {
                    return Err("`$` names no variable".into());
                }
                self.blank();
                if self.eat("->") {
                    return self.select(var).map(|p| vec![p]);
                }
                vec![Part::Var(var)]
            }
            Some(c) if c.is_ascii_uppercase() => {
                let fun = self.word();
                if !FUNCTIONS.contains(&fun.as_str()) {
                    return Err(format!("unknown function `{fun}` (known: {})", FUNCTIONS.join(", ")));
                }
                self.blank();
                if !self.eat("(") {
                    return Err(format!("`{fun}` without its `($variable)`"));
                }
                self.blank();
                if !self.eat("$") {
                    return Err(format!("`{fun}` takes one `$variable`"));
                }
                let var = self.word();
                self.blank();
                if !self.eat(")") {
                    return Err(format!("`{fun}($…` is not closed"));
                }
                vec![Part::Fun(fun, var)]
            }
            _ => return Err("a placeable holds `$variable`, `-term`, `\"literal\"` or `FUNCTION($variable)`".into()),
        };
        self.blank();
        if !self.eat("}") {
            return Err("a `{` is not closed".into());
        }
        Ok(part)
    }

    fn select(&mut self, var: String) -> Result<Part, String> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.blank();
            match self.peek() {
                Some(b'}') => {
                    self.at += 1;
                    break;
                }
                Some(b'*') | Some(b'[') => {
                    if self.eat("*") {
                        if default.is_some() {
                            return Err(format!("`${var} ->` has two defaults"));
                        }
                        default = Some(variants.len());
                    }
                    if !self.eat("[") {
                        return Err("`*` must be followed by `[key]`".into());
                    }
                    self.blank();
                    let key = self.word();
                    self.blank();
                    if key.is_empty() || !self.eat("]") {
                        return Err("a variant is `[key] text`".into());
                    }
                    let parts = self.pattern(true)?;
                    variants.push((key, merge(parts)));
                }
                _ => return Err(format!("`${var} ->` expects `[key] text` lines and a closing `}}`")),
            }
        }
        let default = default.ok_or_else(|| format!("`${var} ->` has no `*[default]` variant"))?;
        Ok(Part::Select { var, variants, default })
    }
}
