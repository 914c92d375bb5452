//! The list of the games is written once: `for_each_game!` in
//! `src/games/mod.rs`. Everything that goes over every game expands it
//! (`tablee::for_each_game!`, or `every_game!` of `tests/common`), so a new
//! game is one line there. This test reads every Rust file of the project and
//! fails when another one names every game's type in its code (comments and
//! strings aside): a list of the games written by hand, which a new game
//! would silently miss.

use std::path::{Path, PathBuf};

mod common;
use common::source::{code_only, names, rust_files, without_comments};

/// The file that holds the list.
const THE_LIST: &str = "src/games/mod.rs";

/// Files that may name every game, each with its reason. Keep it short:
/// per-game data is better kept in each game's own file.
const ALLOWED: &[(&str, &str)] = &[];

/// The type of each game, as `for_each_game!` lists them.
fn game_types() -> Vec<&'static str> {
    macro_rules! names {
        ($($id:ident : $game:path),* $(,)?) => {
            vec![$(last_segment(stringify!($game))),*]
        };
    }
    tablee::for_each_game!(names)
}

fn last_segment(path: &'static str) -> &'static str {
    path.rsplit("::").next().unwrap_or(path).trim()
}

/// The files (relative to the project) that name every game in their code.
fn lists_of_the_games(root: &Path) -> Vec<String> {
    let types = game_types();
    let mut files = Vec::new();
    for dir in ["src", "tests", "benches", "fuzz"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 50, "only {} Rust files found under {}", files.len(), root.display());
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let code = code_only(&text);
        if types.iter().all(|t| names(&code, t)) {
            let relative = file.strip_prefix(root).unwrap_or(&file).to_string_lossy().replace('\\', "/");
            out.push(relative);
        }
    }
    out.sort();
    out
}

#[test]
fn the_games_are_listed_in_one_place() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert_eq!(game_types().len(), 5, "the games: {:?}", game_types());
    let found = lists_of_the_games(root);
    assert!(found.iter().any(|f| f == THE_LIST), "{THE_LIST} no longer lists the games: {found:?}");
    let offending: Vec<&String> =
        found.iter().filter(|f| *f != THE_LIST && !ALLOWED.iter().any(|(allowed, _)| allowed == f)).collect();
    assert!(
        offending.is_empty(),
        "these files name every game ({}) by hand; go over the games with tablee::for_each_game! \
         (or every_game! in tests/common) instead, or keep each game's part in its own file:\n{}",
        game_types().join(", "),
        offending.iter().map(|f| format!("  {f}")).collect::<Vec<_>>().join("\n")
    );
    // An allowed file that no longer lists the games leaves the allow-list.
    for (allowed, why) in ALLOWED {
        assert!(found.iter().any(|f| f == allowed), "{allowed} is allowed ({why}) but lists the games no more");
    }
}

/// The reading itself: comments, strings and characters are not code;
/// identifiers are whole words.
#[test]
fn the_check_reads_code_only() {
    let code = code_only(
        "let a = Sorciers; // Barracuda\n/* Bourse /* Levee */ */ let b = \"Pfeffersacke\";\n\
         let c = r#\"Levee\"#; let d = b'\"'; let e: &'static str = \"Bourse\"; fn f<'a>() {} Barracudas",
    );
    assert!(names(&code, "Sorciers"));
    for absent in ["Barracuda", "Bourse", "Levee", "Pfeffersacke"] {
        assert!(!names(&code, absent), "{absent} read as code in {code:?}");
    }
    assert!(code.contains("fn f<'a>()"), "{code:?}");
}

/// The game ids, as `for_each_game!` lists them (`sorciers`, …).
fn game_ids() -> Vec<&'static str> {
    macro_rules! ids {
        ($($id:ident : $game:path),* $(,)?) => {
            vec![$(stringify!($id)),*]
        };
    }
    tablee::for_each_game!(ids)
}

/// Where `text` lists `least` games or more (three in a script): a line
/// that names that many ids, or a run of that many ids with no other word
/// between them, however it is spread over lines (`['sorciers',\n 'barracuda',\n 'bourse']`,
/// `for g in sorciers barracuda bourse`, `{ sorciers: 1, levee: 2, … }`:
/// numbers are not words). Each list is given by its first line, 1-based.
fn lists_of_ids(text: &str, ids: &[&str], least: usize) -> Vec<usize> {
    let mut lines: Vec<usize> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if ids.iter().filter(|id| names(line, id)).count() >= least {
            lines.push(n + 1);
        }
    }
    // The words in order, each with its line; a run of ids ends at any other word.
    let mut run: Vec<(&str, usize)> = Vec::new();
    let mut line = 1;
    let mut word = String::new();
    let close = |run: &mut Vec<(&str, usize)>, lines: &mut Vec<usize>| {
        let distinct: std::collections::BTreeSet<&str> = run.iter().map(|(id, _)| *id).collect();
        if distinct.len() >= least {
            lines.push(run[0].1);
        }
        run.clear();
    };
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            if let Some(id) = ids.iter().find(|id| **id == word) {
                run.push((id, line));
            } else if !word.chars().all(|d| d.is_ascii_digit()) {
                close(&mut run, &mut lines);
            }
            word.clear();
        }
        if c == '\n' {
            line += 1;
        }
    }
    close(&mut run, &mut lines);
    lines.sort();
    lines.dedup();
    lines
}

/// Files that may list every game's id, each with its reason: lists that a
/// new game must not join.
const ALLOWED_ID_LISTS: &[(&str, &str)] =
    &[("tests/saves.rs", "FORMAT_1_GAMES: the games that existed while format 1 was current, history")];

/// The lists of the games written by hand (see [`lists_of_ids`]) in the
/// scripts and the browser tests (`scripts/`, `tests/e2e/`: JavaScript,
/// shell and Python: three games or more), and in the Rust files (their
/// code and strings, not their comments: every game, as the check of the
/// games' types above; a test may take a few games by hand). They read the one list instead (`scripts/games.mjs`,
/// `src/games/mod.rs` with sed, `for_each_game!`).
fn script_lists(root: &Path) -> Vec<String> {
    let ids = game_ids();
    let mut files: Vec<PathBuf> = Vec::new();
    for dir in ["scripts", "tests/e2e"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else { continue };
        files.extend(
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|file| file.extension().is_some_and(|e| e == "mjs" || e == "js" || e == "sh" || e == "py")),
        );
    }
    for dir in ["src", "tests", "benches", "fuzz", "examples", "build.rs"] {
        let path = root.join(dir);
        if path.is_file() {
            files.push(path);
        } else {
            rust_files(&path, &mut files);
        }
    }
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let rust = file.extension().is_some_and(|e| e == "rs");
        let (read, least) = if rust { (without_comments(&text), ids.len()) } else { (text.clone(), 3) };
        let relative = file.strip_prefix(root).unwrap_or(&file).to_string_lossy().replace('\\', "/");
        if relative == THE_LIST || ALLOWED_ID_LISTS.iter().any(|(allowed, _)| *allowed == relative) {
            let listed = !lists_of_ids(&read, &ids, least).is_empty();
            assert!(listed || relative == THE_LIST, "{relative} is allowed to list the games but lists them no more");
            continue;
        }
        for n in lists_of_ids(&read, &ids, least) {
            let line = text.lines().nth(n - 1).unwrap_or("").trim();
            out.push(format!("{relative}:{n}: {line}"));
        }
    }
    out
}

#[test]
fn scripts_and_browser_tests_read_the_one_list() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = script_lists(root);
    assert!(
        found.is_empty(),
        "these lines list the games by hand; read GAME_IDS from scripts/games.mjs (or src/games/mod.rs, \
         or for_each_game! in Rust) instead:\n{}",
        found.join("\n")
    );
}

/// The check sees a list however it is written, and a text that names
/// games here and there is no list.
#[test]
fn the_list_check_sees_a_list_however_written() {
    let ids = game_ids();
    let (a, b, c, d) = (ids[0], ids[1], ids[2], ids[3]);
    let one = |text: String| lists_of_ids(&text, &ids, 3);
    assert_eq!(one(format!("for g in {a} {b} {c}; do")), vec![1]);
    assert_eq!(one(format!("x\nconst G = ['{a}', '{b}', '{c}'];")), vec![2]);
    // One id per line, in an array, a shell loop, an object or a Rust slice.
    assert_eq!(one(format!("const G = [\n  '{a}',\n  '{b}',\n  '{c}',\n];\n")), vec![2]);
    assert_eq!(one(format!("for g in \\\n  {b} \\\n  {c} \\\n  {d}; do")), vec![2]);
    assert_eq!(one(format!("const N = {{\n  {a}: 4,\n  {b}: 6,\n  {d}: 5,\n}};")), vec![2]);
    assert_eq!(
        one(without_comments(&format!("const G: &[&str] = &[\n    \"{d}\",\n    \"{c}\",\n    \"{a}\",\n];"))),
        vec![2]
    );
    // Not lists: two ids; ids apart with words between; a Rust comment.
    assert!(one(format!("['{a}',\n '{b}']")).is_empty());
    assert!(one(format!("play('{a}');\nopen('{b}');\nclose('{c}');")).is_empty());
    assert!(one(without_comments(&format!("// {a}\n// {b}\n// {c}\nfn f() {{}}"))).is_empty());
    // In Rust, every game: a few by hand are a test's choice.
    let every: String = ids.iter().map(|id| format!("    \"{id}\",\n")).collect();
    assert_eq!(lists_of_ids(&format!("const G: &[&str] = &[\n{every}];"), &ids, ids.len()), vec![2]);
    assert!(lists_of_ids(&format!("use x::{{{a}, {b}, {c}}};"), &ids, ids.len()).is_empty());
}

/// The game screens' style: the tables' own rules in `style/table.css`,
/// each game's in `style/games/<id>.css`, put in the page with that game
/// only (scripts/post_build.py, 4). Each game has its sheet, each sheet is a
/// game's, and a game's sheet styles no other game's table.
#[test]
fn each_game_has_its_own_style_sheet() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ids = game_ids();
    let mut sheets: Vec<String> = std::fs::read_dir(root.join("style/games"))
        .expect("style/games/")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    sheets.sort();
    let mut wanted: Vec<String> = ids.iter().map(|id| format!("{id}.css")).collect();
    wanted.sort();
    assert_eq!(sheets, wanted, "style/games/ holds one sheet per game, named by its id");
    for id in &ids {
        let text = std::fs::read_to_string(root.join(format!("style/games/{id}.css"))).unwrap();
        assert!(text.contains('{'), "style/games/{id}.css has no rule");
        for other in ids.iter().filter(|o| o != &id) {
            let class = format!(".{other}");
            assert!(!names_class(&text, &class), "style/games/{id}.css styles {other}'s table ({class})");
        }
    }
    // The tables' own sheet has no rule of one game's table only.
    let table = std::fs::read_to_string(root.join("style/table.css")).unwrap();
    for id in &ids {
        for only in [format!(".table.{id}"), format!(".table.fit.{id}")] {
            assert!(
                !names_class(&table, &only),
                "style/table.css has a rule of {id}'s table ({only}): it goes in style/games/{id}.css"
            );
        }
    }
}

/// Does `css` name `class` (".levee", ".table.fit.levee") whole, not as the
/// start of a longer class (".levee-hand")?
fn names_class(css: &str, class: &str) -> bool {
    css.match_indices(class).any(|(at, _)| {
        !css[at + class.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    })
}

/// An embed's own module is the app built with one game alone (feature
/// `solo-<id>`, scripts/post_build.py 5). Cargo cannot make features from
/// `for_each_game!`, so Cargo.toml lists them: one per game, no other.
#[test]
fn each_game_can_be_built_alone() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    let features = manifest.split("\n[features]\n").nth(1).expect("a [features] table");
    let features = features.split("\n[").next().unwrap_or(features);
    let mut solo: Vec<&str> = features
        .lines()
        .filter_map(|l| l.trim().strip_prefix("solo-"))
        .map(|l| l.split(|c: char| c.is_whitespace() || c == '=').next().unwrap_or(""))
        .collect();
    solo.sort();
    let mut ids = game_ids();
    ids.sort();
    assert_eq!(solo, ids, "Cargo.toml's `solo-<id>` features are not one per game of for_each_game!");
    for id in &ids {
        assert!(features.contains(&format!("solo-{id} = [\"solo\"]")), "solo-{id} must turn on `solo`");
    }
}

/// The CSS rules of `css` whose selector names `class` whole, as
/// (selector, declarations).
fn rules_of<'a>(css: &'a str, class: &str) -> Vec<(&'a str, &'a str)> {
    let mut out = Vec::new();
    let mut rest = css;
    while let Some(open) = rest.find('{') {
        let selector = rest[..open].rsplit(['}', '{', ';']).next().unwrap_or("").trim();
        let Some(close) = rest[open..].find('}') else { break };
        let body = &rest[open + 1..open + close];
        if !body.contains('{') && names_class(selector, class) {
            out.push((selector, body));
        }
        rest = &rest[open + 1..];
    }
    out
}

/// The home's row of games is laid out for however many games the catalogue
/// lists: no rule of `.games` counts them (`repeat(5, …)`), so a sixth game
/// needs no edit of the style sheet.
#[test]
fn the_homes_row_of_games_counts_no_games() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let css = std::fs::read_to_string(root.join("style/main.css")).expect("style/main.css");
    let counted = |body: &str| {
        body.match_indices("repeat(")
            .any(|(at, m)| body[at + m.len()..].trim_start().starts_with(|c: char| c.is_ascii_digit()))
    };
    let rules = rules_of(&css, ".games");
    assert!(!rules.is_empty(), "style/main.css lays out the home's games (.games)");
    for (selector, body) in rules {
        assert!(
            !counted(body),
            "style/main.css counts the games in `{selector} {{{body}}}`: lay them out for any count"
        );
    }
    // The check sees a count where there is one.
    let old = "@media (min-width: 1000px) {\n  .games { grid-template-columns: repeat(5, minmax(0, 1fr)); }\n}";
    assert!(rules_of(old, ".games").iter().any(|(_, b)| counted(b)));
}
