//! A few fields of a JSON document, read without serde.
//!
//! The shell reads saves and settings without any game's rules: the home's
//! resume banner ([`SaveSummary`](super::SaveSummary)), another tab's save
//! stamp ([`Stamp`](super::record::Stamp)), the settings. With this reader
//! the browser build's main module carries no JSON deserializer. The games
//! read whole records with the same parser, its tree walked by serde
//! ([`super::json`]): the build carries no other JSON reader.
//!
//! It is a strict reader of RFC 8259 text (what serde_json accepts, as
//! `tests/peek.rs` checks) that keeps numbers as their text: the shell only
//! ever wants small counts from them, so no float is parsed or formatted.

use std::fmt;

/// serde_json's recursion limit: it refuses the 128th array or object
/// nested in others (127 deep is read). Refused here exactly the same
/// (`tests/peek.rs` compares around it), so that no text can exhaust the
/// stack and the shell reads no save its game's reader would refuse.
const MAX_DEPTH: usize = 128;

/// A JSON value; numbers and strings borrow nothing but are kept as text.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    Null,
    Bool(bool),
    /// A number as written (valid JSON number syntax).
    Number(&'a str),
    String(String),
    Array(Vec<Value<'a>>),
    /// Members in the order written.
    Object(Vec<(String, Value<'a>)>),
    /// A value read and checked as strictly as the others, but not kept
    /// ([`parse_skimming`]): an array's number of items, `None` for any
    /// other value.
    Skimmed(Option<usize>),
}

impl<'a> Value<'a> {
    /// Member `key` of an object (the first, if written twice).
    pub fn get(&self, key: &str) -> Option<&Value<'a>> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// A whole number from 0 to `u64::MAX` written without fraction or
    /// exponent (how every count of a save is written).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) if n.bytes().all(|b| b.is_ascii_digit()) => n.parse().ok(),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Value<'a>]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// How many items an array holds, kept or skimmed.
    pub fn items(&self) -> Option<usize> {
        match self {
            Value::Array(items) => Some(items.len()),
            Value::Skimmed(items) => *items,
            _ => None,
        }
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }
}

/// Why a text is not JSON: what was expected, and where (a byte offset).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub at: usize,
    pub expected: &'static str,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} expected at byte {}", self.expected, self.at)
    }
}

/// The value of a whole JSON text (whitespace around it allowed, nothing else).
pub fn parse(text: &str) -> Result<Value<'_>, Error> {
    parse_skimming(text, |_, _| false)
}

/// The same, but the members that `skim(name, depth)` names (`depth`: 0 for
/// the members of the outermost object) are only checked, not kept: each
/// is a [`Value::Skimmed`]. The same texts are read and refused, with the
/// same errors, as by [`parse`]; what is skimmed costs no allocation (the
/// home reads a save's few fields without building its list of moves).
pub fn parse_skimming(text: &str, skim: fn(&str, usize) -> bool) -> Result<Value<'_>, Error> {
    let mut r = Reader { text, at: 0, skim, skimming: 0 };
    let value = r.value(0)?;
    r.space();
    if r.at != text.len() {
        return Err(r.error("the end of the text"));
    }
    Ok(value)
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
    /// Which members are skimmed.
    skim: fn(&str, usize) -> bool,
    /// Inside how many skimmed values the reader is (0: values are kept).
    skimming: usize,
}

impl<'a> Reader<'a> {
    fn error(&self, expected: &'static str) -> Error {
        Error { at: self.at, expected }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        let hit = self.peek() == Some(byte);
        self.at += usize::from(hit);
        hit
    }

    fn word(&mut self, word: &str, value: Value<'a>) -> Result<Value<'a>, Error> {
        if self.text[self.at..].starts_with(word) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("a value"))
        }
    }

    /// A value inside `depth` arrays and objects.
    fn value(&mut self, depth: usize) -> Result<Value<'a>, Error> {
        self.space();
        match self.peek() {
            // This one would be the `depth + 1`-th container nested.
            Some(b'{' | b'[') if depth + 1 >= MAX_DEPTH => Err(self.error("less nesting")),
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error("a value")),
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value<'a>, Error> {
        self.at += 1;
        let mut items = Vec::new();
        let mut count = 0;
        let done = |skimming: usize, items, count| match skimming {
            0 => Value::Array(items),
            _ => Value::Skimmed(Some(count)),
        };
        self.space();
        if self.eat(b']') {
            return Ok(done(self.skimming, items, count));
        }
        loop {
            let item = self.value(depth + 1)?;
            count += 1;
            if self.skimming == 0 {
                items.push(item);
            }
            self.space();
            if self.eat(b']') {
                return Ok(done(self.skimming, items, count));
            }
            if !self.eat(b',') {
                return Err(self.error("`,` or `]`"));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value<'a>, Error> {
        self.at += 1;
        let mut members = Vec::new();
        self.space();
        if self.eat(b'}') {
            return Ok(match self.skimming {
                0 => Value::Object(members),
                _ => Value::Skimmed(None),
            });
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return Err(self.error("a member's name"));
            }
            let key = self.string()?;
            self.space();
            if !self.eat(b':') {
                return Err(self.error("`:`"));
            }
            let skimmed = self.skimming == 0 && (self.skim)(&key, depth);
            self.skimming += usize::from(skimmed);
            let value = self.value(depth + 1);
            self.skimming -= usize::from(skimmed);
            let value = match (value?, skimmed) {
                (v @ Value::Skimmed(_), _) => v,
                (_, true) => Value::Skimmed(None),
                (v, false) => v,
            };
            if self.skimming == 0 {
                members.push((key, value));
            }
            self.space();
            if self.eat(b'}') {
                return Ok(match self.skimming {
                    0 => Value::Object(members),
                    _ => Value::Skimmed(None),
                });
            }
            if !self.eat(b',') {
                return Err(self.error("`,` or `}`"));
            }
        }
    }

    /// A number's text, checked against JSON's grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    fn number(&mut self) -> Result<Value<'a>, Error> {
        let start = self.at;
        self.eat(b'-');
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.error("a digit")),
        }
        if self.eat(b'.') {
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.error("a digit"));
            }
            self.digits();
        }
        if self.eat(b'e') || self.eat(b'E') {
            if !self.eat(b'+') {
                self.eat(b'-');
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.error("a digit"));
            }
            self.digits();
        }
        Ok(Value::Number(&self.text[start..self.at]))
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let code = self.text.get(self.at..self.at + 4).filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
        let code = code.and_then(|h| u32::from_str_radix(h, 16).ok()).ok_or_else(|| self.error("four hex digits"))?;
        self.at += 4;
        Ok(code)
    }

    /// A string from its opening quote: escapes decoded, a raw control
    /// character or a lone surrogate refused.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let mut out = String::new();
        loop {
            // The plain run up to the next quote, backslash or control character.
            let rest = &self.text.as_bytes()[self.at..];
            let run = rest.iter().position(|&b| b == b'"' || b == b'\\' || b < 0x20).unwrap_or(rest.len());
            if self.skimming == 0 {
                out.push_str(&self.text[self.at..self.at + run]);
            }
            self.at += run;
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let Some(c) = self.peek() else { return Err(self.error("an escape")) };
                    self.at += 1;
                    let c = match c {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode()?,
                        _ => {
                            self.at -= 1;
                            return Err(self.error("an escape"));
                        }
                    };
                    if self.skimming == 0 {
                        out.push(c);
                    }
                }
                Some(_) => return Err(self.error("no control character in a string")),
                None => return Err(self.error("the string's closing `\"`")),
            }
        }
    }

    /// The character of a `\u` escape (after `\u`), a surrogate pair whole.
    fn unicode(&mut self) -> Result<char, Error> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if !self.text[self.at..].starts_with("\\u") {
                    return Err(self.error("a low surrogate"));
                }
                self.at += 2;
                let low = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&low) {
                    return Err(self.error("a low surrogate"));
                }
                0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err(self.error("a high surrogate first")),
            c => c,
        };
        char::from_u32(code).ok_or_else(|| self.error("a character"))
    }
}
