//! Reading the project's own sources, for the checks of the code's shape
//! (`tests/layers.rs`, `tests/layout_of_code.rs`): the Rust files of a
//! folder, and their code without comments, strings and characters.

use std::path::{Path, PathBuf};

pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "target") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a Rust file without its comments, string literals and
/// character literals (each replaced by a space).
pub fn code_only(text: &str) -> String {
    strip(text, false)
}

/// A Rust file without its comments (each replaced by a space), its
/// strings and characters kept.
#[allow(dead_code)] // Not every test that reads sources keeps strings.
pub fn without_comments(text: &str) -> String {
    strip(text, true)
}

fn strip(text: &str, keep_literals: bool) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        if at(&c, i) == '/' && at(&c, i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if at(&c, i) == '/' && at(&c, i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if at(&c, i) == '/' && at(&c, i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if at(&c, i) == '*' && at(&c, i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if at(&c, i) == 'r'
            && (at(&c, i + 1) == '"' || (at(&c, i + 1) == '#' && (at(&c, i + 2) == '"' || at(&c, i + 2) == '#')))
            && !c.get(i.wrapping_sub(1)).is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string: r"…", r#"…"#.
            let start = i;
            let hashes = c[i + 1..].iter().take_while(|&&h| h == '#').count();
            i += 2 + hashes;
            let close: String = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
            while i < c.len() && !c[i..].iter().take(close.len()).copied().eq(close.chars()) {
                i += 1;
            }
            i += close.len();
            literal(&mut out, &c[start..i.min(c.len())], keep_literals);
        } else if at(&c, i) == '"' {
            let start = i;
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            literal(&mut out, &c[start..i.min(c.len())], keep_literals);
        } else if at(&c, i) == '\'' && (at(&c, i + 1) == '\\' || at(&c, i + 2) == '\'') {
            // A character literal ('x', '\n', '\''), not a lifetime.
            let start = i;
            i += 1;
            while i < c.len() && c[i] != '\'' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            literal(&mut out, &c[start..i.min(c.len())], keep_literals);
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// A literal read: kept as written, or a space.
fn literal(out: &mut String, chars: &[char], keep: bool) {
    if keep {
        out.extend(chars);
    } else {
        out.push(' ');
    }
}

/// The character at `i`, or a NUL past the end.
pub fn at(c: &[char], i: usize) -> char {
    c.get(i).copied().unwrap_or('\0')
}

/// Does `code` hold `word` as a whole identifier?
pub fn names(code: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    code.match_indices(word).any(|(at, _)| {
        let before = code[..at].chars().next_back();
        let after = code[at + word.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}
