//! The layers of the code, in one direction (../shared/design.md): each
//! module may use the ones below it, never one above.
//!
//! ```text
//! engine → i18n → scene → games → catalogue, fuzzing, shelf → ui → app
//! ```
//!
//! - `engine` imports nothing of ours; `scene` names no game;
//! - a game never imports another game, and only its UI side (its table
//!   `scene.rs` and its guided first game `coach.rs`) uses `scene`: its
//!   rules, bots and texts never touch drawing code, neither `scene` nor
//!   its own table, however named (`super::scene`, a re-export);
//! - `ui` (the browser pieces) names no `app`.
//!
//! Read from the sources as Rust (`syn`): every path the code names — in
//! `use` trees however grouped or nested, in expressions, types and macro
//! bodies —, resolved from the module it is written in (`crate::`,
//! `super::` chains, `self::`, a child module's or an imported name), then
//! followed through `use` and `pub use` re-exports to the module that holds
//! what it names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use syn::visit::Visit;

mod common;
use common::source::rust_files;

/// The top modules, bottom first: a module may use those at its rank or below.
const LAYERS: &[&[&str]] =
    &[&["engine"], &["i18n"], &["scene"], &["games"], &["catalogue", "fuzzing", "shelf"], &["ui"], &["app"]];

/// A game's modules of its UI side: its table and its guided first game
/// (steps that point at the table). Its rules, bots and texts never use them.
const TABLE_SIDE: &[&str] = &["scene", "coach"];

fn rank(top: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&top))
}

/// The module path of a source file: `src/scene/live/frame.rs` is
/// `["scene", "live", "frame"]`, `src/games/sorciers/mod.rs` is
/// `["games", "sorciers"]`.
fn module_of(file: &str) -> Vec<String> {
    let mut parts: Vec<String> = file.split('/').map(str::to_string).collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" && stem != "main" {
        parts.push(stem.to_string());
    }
    parts
}

type Module = Vec<String>;

/// What a module holds by name: its `use` bindings (the name, the path as
/// written), its glob imports and the names of its own items.
#[derive(Default)]
struct Names {
    uses: Vec<(String, Vec<String>)>,
    globs: Vec<Vec<String>>,
    items: BTreeSet<String>,
}

/// One path named in the code: the file it is in, the module it is
/// written in (an inline `mod tests { … }` is a module), and its segments.
struct Named {
    file: String,
    file_module: Module,
    module: Module,
    path: Vec<String>,
}

/// The crate as modules: what each one holds, and every path named in it.
#[derive(Default)]
struct Crate {
    modules: BTreeMap<Module, Names>,
    named: Vec<Named>,
}

impl Crate {
    /// Reads `(file under src/, its text)`; a file that is not Rust stops the check.
    fn read(files: &[(String, String)]) -> Crate {
        let mut krate = Crate::default();
        for (file, _) in files {
            krate.modules.entry(module_of(file)).or_default();
        }
        for (file, text) in files {
            let syntax = syn::parse_file(text).unwrap_or_else(|e| panic!("{file}: not read as Rust: {e}"));
            let module = module_of(file);
            let mut reader = Reader { krate: &mut krate, file: file.clone(), file_module: module.clone(), module };
            reader.visit_file(&syntax);
        }
        krate
    }

    /// The absolute path a path names from `module`, or `None` when it is
    /// not ours (a local name, `std`, another crate).
    fn absolute(&self, module: &[String], path: &[String], depth: usize) -> Option<Vec<String>> {
        let first = path.first()?;
        let (mut base, rest) = match first.as_str() {
            "crate" | "$crate" => (Vec::new(), &path[1..]),
            "self" => (module.to_vec(), &path[1..]),
            "super" => {
                let ups = path.iter().take_while(|s| *s == "super").count();
                let mut base = module.to_vec();
                for _ in 0..ups {
                    base.pop()?;
                }
                (base, &path[ups..])
            }
            name => {
                let here = self.modules.get(module)?;
                let child: Vec<String> = module.iter().cloned().chain([name.to_string()]).collect();
                if self.modules.contains_key(&child) {
                    (child, &path[1..])
                } else if let Some((_, target)) = here.uses.iter().find(|(bound, _)| bound == name) {
                    if depth > 16 {
                        return None;
                    }
                    let mut base = self.absolute(module, target, depth + 1)?;
                    base.extend(path[1..].iter().cloned());
                    return Some(base);
                } else if here.items.contains(name) {
                    (module.to_vec(), &path[..])
                } else if depth <= 16 {
                    // A name brought in by a glob (`use super::*`): a value or
                    // a type alone, a module only with more after it (a lone
                    // word that names a module is a local variable).
                    let found =
                        here.globs.iter().filter_map(|glob| self.absolute(module, glob, depth + 1)).find(|from| {
                            match self.modules.get(from) {
                                Some(there) => {
                                    there.items.contains(name)
                                        || there.uses.iter().any(|(bound, _)| bound == name)
                                        || (path.len() > 1 && self.is_module(from, name))
                                }
                                None => false,
                            }
                        })?;
                    (found, &path[..])
                } else {
                    return None;
                }
            }
        };
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// Is `name` a module inside `module`?
    fn is_module(&self, module: &[String], name: &str) -> bool {
        self.modules.contains_key(&module.iter().cloned().chain([name.to_string()]).collect::<Vec<_>>())
    }

    /// The module that holds what an absolute path names, `use` and
    /// `pub use` re-exports followed: `games::levee::Draft`, re-exported
    /// from `scene.rs` by the game's `mod.rs`, is in `games::levee::scene`.
    fn landing(&self, path: &[String], depth: usize) -> Module {
        let mut at: Module = Vec::new();
        for (i, segment) in path.iter().enumerate() {
            let child: Module = at.iter().cloned().chain([segment.clone()]).collect();
            if self.modules.contains_key(&child) {
                at = child;
                continue;
            }
            let Some(here) = self.modules.get(&at) else { break };
            if depth < 16 && !here.items.contains(segment) {
                let bound = here.uses.iter().find(|(name, _)| name == segment);
                let through = bound.and_then(|(_, target)| self.absolute(&at, target, 0)).or_else(|| {
                    // A name brought in by a glob (`pub use rules::*`).
                    here.globs.iter().filter_map(|glob| self.absolute(&at, glob, 0)).find_map(|module| {
                        let there = self.modules.get(&module)?;
                        let holds = there.items.contains(segment)
                            || there.uses.iter().any(|(name, _)| name == segment)
                            || self.is_module(&module, segment);
                        holds.then(|| module.into_iter().chain([segment.clone()]).collect())
                    })
                });
                if let Some(mut target) = through {
                    target.extend(path[i + 1..].iter().cloned());
                    return self.landing(&target, depth + 1);
                }
            }
            break;
        }
        at
    }

    /// What is wrong with the paths the code names, one line each.
    fn faults(&self) -> Vec<String> {
        let mut faults = BTreeSet::new();
        for named in &self.named {
            let Some(absolute) = self.absolute(&named.module, &named.path, 0) else { continue };
            let landing = self.landing(&absolute, 0);
            if let Some(fault) = fault(&named.file_module, &landing) {
                faults.insert(format!("{}: {} ({})", named.file, fault, named.path.join("::")));
            }
        }
        faults.into_iter().collect()
    }
}

/// What is wrong with a module of `from` using the module `to`, if anything.
fn fault(from: &[String], to: &[String]) -> Option<String> {
    let top = from.first()?;
    let own = rank(top)?;
    let target = to.first()?;
    let theirs = rank(target)?;
    if theirs > own {
        return Some(format!("the {top} layer uses {target}, a layer above it"));
    }
    let game = (top == "games").then(|| from.get(1)).flatten()?;
    // The game's own root (mod.rs) binds both sides; below it, a module of
    // the rules side is one whose first name is not of the table side.
    let table = from.get(2).is_none_or(|m| TABLE_SIDE.contains(&m.as_str()));
    if let (true, Some(other)) = (target == "games", to.get(1)) {
        if other != game {
            return Some(format!("the game {game} uses the game {other}"));
        }
        let theirs_is_table = to.get(2).is_some_and(|m| TABLE_SIDE.contains(&m.as_str()));
        if theirs_is_table && !table {
            return Some(format!("a game's rules, bots or texts use its {} (UI code)", to[2]));
        }
    }
    if target == "scene" && from.get(2).is_none_or(|m| !TABLE_SIDE.contains(&m.as_str())) {
        return Some("a game's rules, bots or texts use scene (only its scene.rs and coach.rs may)".to_string());
    }
    None
}

/// Walks a file's syntax: the modules' names and every path.
struct Reader<'a> {
    krate: &'a mut Crate,
    file: String,
    file_module: Module,
    module: Module,
}

impl Reader<'_> {
    fn name(&mut self, path: Vec<String>) {
        if !path.is_empty() {
            self.krate.named.push(Named {
                file: self.file.clone(),
                file_module: self.file_module.clone(),
                module: self.module.clone(),
                path,
            });
        }
    }

    fn holds(&mut self) -> &mut Names {
        self.krate.modules.entry(self.module.clone()).or_default()
    }

    fn item(&mut self, ident: &syn::Ident) {
        let name = ident.to_string();
        self.holds().items.insert(name);
    }

    /// A `use` tree's leaves, each with the path before it.
    fn use_tree(&mut self, prefix: &[String], tree: &syn::UseTree) {
        let with = |name: &syn::Ident| prefix.iter().cloned().chain([name.to_string()]).collect::<Vec<_>>();
        match tree {
            syn::UseTree::Path(p) => self.use_tree(&with(&p.ident), &p.tree),
            syn::UseTree::Name(n) => {
                let (path, bound) = if n.ident == "self" {
                    (prefix.to_vec(), prefix.last().cloned().unwrap_or_default())
                } else {
                    (with(&n.ident), n.ident.to_string())
                };
                self.holds().uses.push((bound, path.clone()));
                self.name(path);
            }
            syn::UseTree::Rename(r) => {
                let path = if r.ident == "self" { prefix.to_vec() } else { with(&r.ident) };
                self.holds().uses.push((r.rename.to_string(), path.clone()));
                self.name(path);
            }
            syn::UseTree::Glob(_) => {
                self.holds().globs.push(prefix.to_vec());
                self.name(prefix.to_vec());
            }
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }
}

/// The paths in a macro's tokens (`view! { … }`, `macro_rules!` bodies):
/// every `a::b::c` run, `$crate::…` read as `crate::…`.
fn token_paths(tokens: proc_macro2::TokenStream, out: &mut Vec<Vec<String>>) {
    use proc_macro2::TokenTree;
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(g) => token_paths(g.stream(), out),
            TokenTree::Ident(ident) => {
                let dollar = i > 0 && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
                let after_colons = i >= 2
                    && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == ':')
                    && matches!(&tokens[i - 2], TokenTree::Punct(p) if p.as_char() == ':');
                if !after_colons {
                    let mut path =
                        vec![if dollar && ident == "crate" { "crate".to_string() } else { ident.to_string() }];
                    let mut j = i + 1;
                    while j + 2 < tokens.len()
                        && matches!(&tokens[j], TokenTree::Punct(p) if p.as_char() == ':')
                        && matches!(&tokens[j + 1], TokenTree::Punct(p) if p.as_char() == ':')
                    {
                        let TokenTree::Ident(next) = &tokens[j + 2] else { break };
                        path.push(next.to_string());
                        j += 3;
                    }
                    if path.len() > 1 {
                        out.push(path);
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
}

impl<'ast> Visit<'ast> for Reader<'_> {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        // A module is known as a module (`modules`), not as an item.
        if let Some((_, items)) = &item.content {
            self.module.push(item.ident.to_string());
            self.krate.modules.entry(self.module.clone()).or_default();
            for attr in &item.attrs {
                self.visit_attribute(attr);
            }
            for inner in items {
                self.visit_item(inner);
            }
            self.module.pop();
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if item.leading_colon.is_none() {
            self.use_tree(&[], &item.tree);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() {
            self.name(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let mut found = Vec::new();
        token_paths(mac.tokens.clone(), &mut found);
        for path in found {
            self.name(path);
        }
        syn::visit::visit_macro(self, mac);
    }

    fn visit_item(&mut self, item: &'ast syn::Item) {
        let ident = match item {
            syn::Item::Const(i) => Some(&i.ident),
            syn::Item::Enum(i) => Some(&i.ident),
            syn::Item::Fn(i) => Some(&i.sig.ident),
            syn::Item::Macro(i) => i.ident.as_ref(),
            syn::Item::Static(i) => Some(&i.ident),
            syn::Item::Struct(i) => Some(&i.ident),
            syn::Item::Trait(i) => Some(&i.ident),
            syn::Item::Type(i) => Some(&i.ident),
            syn::Item::Union(i) => Some(&i.ident),
            _ => None,
        };
        if let Some(ident) = ident {
            self.item(ident);
        }
        syn::visit::visit_item(self, item);
    }
}

/// Every source file of the crate, `(path under src/, text)`.
fn sources() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    files
        .iter()
        .map(|file| {
            let name = file.strip_prefix(&src).expect("under src").to_string_lossy().replace('\\', "/");
            (name, std::fs::read_to_string(file).expect("a source file"))
        })
        .collect()
}

#[test]
fn every_layer_uses_only_the_layers_below_it() {
    let krate = Crate::read(&sources());
    assert!(krate.modules.len() > 100, "only {} modules read", krate.modules.len());
    // The reading finds the paths: most of them land in a module of ours
    // other than the crate's root, among them the games' tables.
    let landings: Vec<Module> = krate
        .named
        .iter()
        .filter_map(|n| krate.absolute(&n.module, &n.path, 0))
        .map(|p| krate.landing(&p, 0))
        .filter(|m| !m.is_empty())
        .collect();
    let tables = landings.iter().filter(|m| m.len() == 3 && m[0] == "games" && m[2] == "scene").count();
    assert!(
        landings.len() > 5000 && tables > 50,
        "{} paths land in our modules, {tables} in a game's table",
        landings.len()
    );
    let faults = krate.faults();
    assert!(faults.is_empty(), "imports against the layers:\n{}", faults.join("\n"));
}

/// The check itself: it sees each kind of fault, however the path is written.
#[test]
fn the_check_sees_each_kind_of_fault() {
    // A small crate: (file, text) pairs; its faults.
    let check = |files: &[(&str, &str)]| {
        let mut all = vec![
            ("lib.rs", "pub mod engine; pub mod scene; pub mod games; pub mod ui; pub mod app;"),
            ("engine/mod.rs", "pub mod table; pub struct Seat;"),
            ("engine/table.rs", ""),
            ("scene/mod.rs", "pub mod live; pub struct Ui;"),
            ("scene/live.rs", "pub mod frame;"),
            ("scene/live/frame.rs", ""),
            ("games/mod.rs", "pub mod levee; pub mod sorciers;"),
            ("games/sorciers/mod.rs", "pub mod cards; pub use cards::Card;"),
            ("games/sorciers/cards.rs", "pub struct Card;"),
            ("games/levee/mod.rs", "pub mod rules; pub mod bot; pub mod scene; pub mod coach; pub mod view;"),
            ("games/levee/rules.rs", "pub struct State;"),
            ("games/levee/view.rs", "pub fn build() {}"),
            ("games/levee/scene.rs", "pub struct Draft;"),
            ("games/levee/coach.rs", "pub static SCRIPT: u8 = 0;"),
            ("ui/mod.rs", "pub mod curtain;"),
            ("app/mod.rs", "pub fn use_ctx() {} pub struct Ctx;"),
        ];
        for (file, text) in files {
            all.retain(|(f, _)| f != file);
            all.push((file, text));
        }
        let owned: Vec<(String, String)> = all.iter().map(|(f, t)| (f.to_string(), t.to_string())).collect();
        Crate::read(&owned).faults()
    };
    let one = |file: &str, text: &str| check(&[(file, text)]);
    // Nothing wrong in the small crate itself.
    assert_eq!(check(&[]), Vec::<String>::new());
    // Upwards, by `crate::` or by `super::`.
    assert_eq!(one("engine/table.rs", "use crate::scene::Ui;").len(), 1);
    assert_eq!(one("scene/live.rs", "pub mod frame; fn f() { let x = crate::games::sorciers::Card; }").len(), 1);
    assert_eq!(one("ui/curtain.rs", "use crate::app::use_ctx;").len(), 1);
    assert_eq!(one("scene/live/frame.rs", "use super::super::super::app::Ctx;").len(), 1);
    // Grouped and nested `use` trees, a renamed or glob import, `pub use`.
    assert_eq!(one("ui/curtain.rs", "use crate::{app::Ctx};").len(), 1);
    assert_eq!(one("ui/curtain.rs", "use crate::{engine::Seat, app::{self as shell}};").len(), 1);
    assert_eq!(one("engine/table.rs", "pub use crate::{scene::*};").len(), 1);
    assert_eq!(one("games/levee/view.rs", "use crate::games::{sorciers::{Card}};").len(), 1);
    // In a macro's tokens, `$crate` as `crate`.
    assert_eq!(one("ui/curtain.rs", "fn f() { view! { <p>{crate::app::use_ctx()}</p> } }").len(), 1);
    assert_eq!(one("engine/table.rs", "macro_rules! m { () => { $crate::app::Ctx } }").len(), 1);
    // One game using another; a game's rules using drawing code.
    assert_eq!(one("games/levee/bot.rs", "use crate::games::sorciers::cards::Card;").len(), 1);
    assert_eq!(one("games/levee/rules.rs", "use super::super::sorciers::Card;").len(), 1);
    assert_eq!(one("games/levee/rules.rs", "use crate::scene::Ui;").len(), 1);
    // `super::scene` in a rules file is the game's table, not the game.
    assert_eq!(one("games/levee/rules.rs", "use super::scene::Draft;").len(), 1);
    assert_eq!(one("games/levee/rules.rs", "use super::{coach};").len(), 1);
    assert_eq!(one("games/levee/bot.rs", "fn f() { let _ = super::scene::Draft; }").len(), 1);
    // Re-exports followed: the game's root re-exports its table's draft,
    // a bot takes it from there; a name brought in through an import.
    let laundered = check(&[
        ("games/levee/mod.rs", "pub mod rules; pub mod bot; pub mod scene; pub mod coach; pub use scene::Draft as D;"),
        ("games/levee/bot.rs", "use super::D;"),
    ]);
    assert_eq!(laundered.len(), 1, "{laundered:?}");
    assert!(laundered[0].starts_with("games/levee/bot.rs"), "{laundered:?}");
    let through = check(&[
        ("games/levee/mod.rs", "pub mod rules; pub mod bot; pub mod scene; pub mod coach; pub use scene::*;"),
        ("games/levee/bot.rs", "use super::Draft;"),
    ]);
    assert_eq!(through.len(), 1, "{through:?}");
    assert_eq!(one("games/levee/bot.rs", "use super::super::sorciers as other; use other::Card;").len(), 2);
    // A name taken through a glob import of the game's root.
    let globbed = check(&[
        ("games/levee/mod.rs", "pub mod rules; pub mod bot; pub mod scene; pub mod coach; pub use scene::Draft;"),
        ("games/levee/bot.rs", "use super::*; fn f() { let _ = Draft; let _ = scene::Draft; }"),
    ]);
    assert_eq!(globbed.len(), 2, "{globbed:?}");
    // …but a local variable named as a module is no path to it.
    assert!(one("games/levee/bot.rs", "use super::*; fn f(scene: u8) -> u8 { scene }").is_empty());
    // `super` out of an inline module stays in the file's module.
    assert!(one("games/levee/bot.rs", "mod tests {\n use super::super::view::build;\n}").is_empty());
    assert_eq!(one("games/levee/bot.rs", "mod tests {\n use super::super::super::sorciers::Card;\n}").len(), 1);
    assert_eq!(one("games/levee/bot.rs", "mod tests {\n use super::super::scene::Draft;\n}").len(), 1);
    // What is allowed: downwards, its own game, a table using scene and
    // coach, the root re-exporting its table, comments and strings.
    assert!(one("app/mod.rs", "use crate::ui::curtain; use crate::engine::Seat; pub fn use_ctx() {} pub struct Ctx;")
        .is_empty());
    assert!(one(
        "games/levee/scene.rs",
        "use crate::scene::Ui; use super::rules::State; use super::coach::SCRIPT; pub struct Draft;"
    )
    .is_empty());
    assert!(one("games/levee/coach.rs", "use super::scene::Draft; pub static SCRIPT: u8 = 0;").is_empty());
    assert!(one("games/levee/bot.rs", "use crate::games::levee::rules::State; use super::view::build;").is_empty());
    assert!(one("engine/table.rs", "/// see [`crate::scene::Ui`]\nconst S: &str = \"crate::app\";").is_empty());
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
