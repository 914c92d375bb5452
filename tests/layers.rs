//! The layers of the code, in one direction (../shared/design.md): each
//! module may use the ones below it, never one above.
//!
//! ```text
//! engine → i18n → scene → games → catalogue, fuzzing, shelf → ui → app
//! ```
//!
//! - `engine` imports nothing of ours; `scene` names no game;
//! - a game never imports another game, and only its table (`scene.rs`)
//!   uses `scene`: its rules, bots and texts never touch drawing code;
//! - `ui` (the browser pieces) names no `app`.
//!
//! Read from the sources: every `crate::…` and `super::…` path outside
//! comments, resolved to the top module it names.

use std::collections::BTreeSet;
use std::path::Path;

mod common;
use common::source::{code_only, rust_files};

/// The top modules, bottom first: a module may use those at its rank or below.
const LAYERS: &[&[&str]] =
    &[&["engine"], &["i18n"], &["scene"], &["games"], &["catalogue", "fuzzing", "shelf"], &["ui"], &["app"]];

fn rank(top: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&top))
}

/// The module path of a source file: `src/scene/live/frame.rs` is
/// `["scene", "live", "frame"]`, `src/games/sorciers/mod.rs` is
/// `["games", "sorciers"]`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("a file under src");
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" && stem != "main" {
        parts.push(stem.to_string());
    }
    parts
}

/// Every module path the code names from the crate's root: `crate::a::b`,
/// and `super::…` resolved from `module` (only the first two segments are
/// kept: the top module and, under `games`, the game).
fn paths(code: &str, module: &[String]) -> BTreeSet<Vec<String>> {
    let mut found = BTreeSet::new();
    let bytes = code.as_bytes();
    let word_start =
        |i: usize| i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b'$');
    let segments = |from: usize| -> Vec<String> {
        code[from..]
            .split("::")
            .map(|s| s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>())
            .take_while(|s| !s.is_empty())
            .collect()
    };
    for (i, _) in code.match_indices("crate::") {
        if word_start(i) {
            found.insert(segments(i + "crate::".len()).into_iter().take(2).collect());
        }
    }
    for (i, _) in code.match_indices("super::") {
        if !word_start(i) || (i >= 2 && &code[i - 2..i] == "::") {
            continue;
        }
        // Inside `mod tests { … }`, the first `super` leaves that inline module.
        let mut base = module.to_vec();
        base.extend((0..inline_depth(code, i)).map(|_| "inline".to_string()));
        let rest = segments(i);
        let ups = rest.iter().take_while(|s| *s == "super").count();
        // A file's own `mod.rs` is its module; `super` is its parent.
        for _ in 0..ups {
            base.pop();
        }
        base.extend(rest.into_iter().skip(ups));
        found.insert(base.into_iter().take(2).collect());
    }
    found.retain(|p: &Vec<String>| !p.is_empty());
    found
}

/// How many inline modules (`mod tests { … }`) are open at byte `at`.
fn inline_depth(code: &str, at: usize) -> usize {
    let mut open: Vec<usize> = Vec::new();
    let mut depth = 0usize;
    let mut mods = Vec::new();
    for (i, _) in code.match_indices("mod ") {
        let rest = &code[i + 4..];
        let name_len = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').count();
        if name_len > 0 && rest[name_len..].trim_start().starts_with('{') {
            mods.push(i + 4 + name_len + rest[name_len..].find('{').unwrap_or(0));
        }
    }
    for (i, c) in code[..at].char_indices() {
        match c {
            '{' => {
                depth += 1;
                if mods.contains(&i) {
                    open.push(depth);
                }
            }
            '}' => {
                if open.last() == Some(&depth) {
                    open.pop();
                }
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
    }
    open.len()
}

/// What is wrong with the paths a file names, one line each.
fn faults(module: &[String], named: &BTreeSet<Vec<String>>, file: &str) -> Vec<String> {
    let mut faults = Vec::new();
    let Some(top) = module.first() else { return faults };
    let Some(own) = rank(top) else { return faults };
    let game = (top == "games").then(|| module.get(1)).flatten();
    // A game's table (scene.rs) and its guided first game (coach.rs: steps
    // that point at the table) are its UI side; its rules, bots and texts never are.
    let table = module.last().is_some_and(|m| m == "scene" || m == "coach");
    for path in named {
        let target = &path[0];
        let Some(theirs) = rank(target) else { continue };
        if theirs > own {
            faults.push(format!("{file}: the {top} layer uses {target}, a layer above it"));
        }
        if let (Some(game), "games", Some(other)) = (game, target.as_str(), path.get(1)) {
            if other != game {
                faults.push(format!("{file}: the game {game} uses the game {other}"));
            }
        }
        if game.is_some() && target == "scene" && !table {
            faults
                .push(format!("{file}: a game's rules, bots or texts use scene (only its scene.rs and coach.rs may)"));
        }
    }
    faults
}

fn all_faults() -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut all = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        let module = module_of(&src, file);
        let name = file.strip_prefix(&src).expect("under src").display().to_string();
        all.extend(faults(&module, &paths(&code_only(&text), &module), &name));
    }
    all.dedup();
    all
}

#[test]
fn every_layer_uses_only_the_layers_below_it() {
    let faults = all_faults();
    assert!(faults.is_empty(), "imports against the layers:\n{}", faults.join("\n"));
}

/// The check itself: it sees each kind of fault, however the path is written.
#[test]
fn the_check_sees_each_kind_of_fault() {
    let m = |s: &str| s.split('/').map(str::to_string).collect::<Vec<_>>();
    let check = |module: &str, code_text: &str| faults(&m(module), &paths(&code_only(code_text), &m(module)), "f.rs");
    // Upwards, by `crate::` or by `super::`.
    assert_eq!(check("engine/table", "use crate::scene::Live;").len(), 1);
    assert_eq!(check("scene/live", "let x = crate::games::sorciers::Sorciers;").len(), 1);
    assert_eq!(check("ui/curtain", "use crate::app::use_ctx;").len(), 1);
    assert_eq!(check("scene/live/frame", "use super::super::super::app::Ctx;").len(), 1);
    // One game using another; a game's rules using drawing code.
    assert_eq!(check("games/levee/bot", "use crate::games::sorciers::cards::Card;").len(), 1);
    assert_eq!(check("games/levee/rules", "use super::super::sorciers::Card;").len(), 1);
    assert_eq!(check("games/levee/rules", "use crate::scene::Ui;").len(), 1);
    // `super` out of an inline module stays in the file's module.
    assert!(check("games/levee/bot", "mod tests {\n use super::super::view::build;\n}").is_empty());
    assert_eq!(check("games/levee/bot", "mod tests {\n use super::super::super::sorciers::X;\n}").len(), 1);
    // What is allowed: downwards, its own game, a table using scene,
    // comments and strings.
    assert!(check("app/play", "use crate::ui::patch; use crate::engine::Seat;").is_empty());
    assert!(check("games/levee/scene", "use crate::scene::Ui; use super::rules::State;").is_empty());
    assert!(check("games/levee/bot", "use crate::games::levee::Card; use super::view::View;").is_empty());
    assert!(check("engine/link", "/// see [`crate::scene::words`]\nlet s = \"crate::app\";").is_empty());
}

// ---------------------------------------------------------------- rooms a person can hold

/// The longest a function may be, header to closing brace, unless its doc
/// comment says why ("Long by design: …", e.g. one match arm per event).
const LONGEST_FN: usize = 90;

/// Every function longer than [`LONGEST_FN`] lines without a reason: `file:line name (lines)`.
fn long_functions(path: &str, text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let header = [
            "fn ",
            "pub fn ",
            "pub(crate) fn ",
            "pub(super) fn ",
            "async fn ",
            "pub async fn ",
            "const fn ",
            "pub const fn ",
        ]
        .iter()
        .find_map(|p| trimmed.strip_prefix(p));
        let Some(rest) = header else { continue };
        let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        // A declaration without a body (a trait's method) ends on its line.
        if trimmed.ends_with(';') {
            continue;
        }
        let close = format!("{}}}", " ".repeat(indent));
        let Some(end) = lines[i + 1..].iter().position(|l| l.starts_with(&close) && !l[indent..].starts_with("} else"))
        else {
            continue;
        };
        let length = end + 2;
        if length <= LONGEST_FN {
            continue;
        }
        // The doc comment and attributes right above the header.
        let reason = lines[..i]
            .iter()
            .rev()
            .take_while(|l| {
                let t = l.trim_start();
                t.starts_with("///") || t.starts_with("#[") || t.starts_with("//")
            })
            .any(|l| l.contains("Long by design"));
        if !reason {
            found.push(format!("{path}:{} {name} ({length} lines)", i + 1));
        }
    }
    found
}

#[test]
fn no_function_is_longer_than_a_person_can_hold_without_a_reason() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut long = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        let name = file.strip_prefix(&src).expect("under src").display().to_string();
        long.extend(long_functions(&name, &text));
    }
    assert!(
        long.is_empty(),
        "functions over {LONGEST_FN} lines without \"Long by design: <reason>\" in their doc comment:\n{}",
        long.join("\n")
    );
}

#[test]
fn the_length_check_measures_functions() {
    let body = |n: usize| (0..n).map(|i| format!("    let x{i} = {i};\n")).collect::<String>();
    let long = format!("/// Does a thing.\nfn long() {{\n{}}}\n", body(LONGEST_FN));
    assert_eq!(long_functions("f.rs", &long), vec![format!("f.rs:2 long ({} lines)", LONGEST_FN + 2)]);
    let short = format!("fn short() {{\n{}}}\n", body(LONGEST_FN - 2));
    assert!(long_functions("f.rs", &short).is_empty());
    let marked = format!("/// Long by design: one arm per event.\nfn table() {{\n{}}}\n", body(LONGEST_FN));
    assert!(long_functions("f.rs", &marked).is_empty());
    let method = format!("impl X {{\n    /// Does a thing.\n    pub fn m(&self) {{\n{}        if a {{\n        }} else {{\n        }}\n    }}\n}}\n", body(LONGEST_FN));
    assert_eq!(long_functions("f.rs", &method).len(), 1);
}
