//! Production code sorts with one sort: `engine::sort` (a stable insertion
//! sort), chosen for its size (src/engine/sort.rs: each element type the
//! standard sorts are used on brings several kilobytes of code to the
//! browser build, for lists of a few dozen items). Tests may use the
//! standard ones, and so may `fuzzing.rs` (never in the app's build).
//!
//! Read as Rust (`syn`): a call of a standard sort method (`.sort()`,
//! `.sort_unstable_by_key(…)`…) anywhere in `src/` but in test code (an
//! item under `#[cfg(test)]` or `#[test]`, a module file declared so).

use std::path::{Path, PathBuf};

use syn::visit::Visit;

mod common;
use common::source::rust_files;

/// The slice and `Vec` methods that sort with the standard library's code.
const STD_SORTS: &[&str] = &[
    "sort",
    "sort_by",
    "sort_by_key",
    "sort_by_cached_key",
    "sort_unstable",
    "sort_unstable_by",
    "sort_unstable_by_key",
];

/// Files that are never in the app's build.
const NOT_SHIPPED: &[&str] = &["fuzzing.rs"];

fn is_test_attr(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("test")
            || (a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|i| i == "test"))
    })
}

/// The standard sorts a file calls outside test code (each with the
/// function it is in), and the module files it declares under `#[cfg(test)]`.
#[derive(Default)]
struct Sorts {
    calls: Vec<(String, String)>,
    test_modules: Vec<String>,
    /// The functions being read, outermost first.
    within: Vec<String>,
}

impl<'ast> Visit<'ast> for Sorts {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Fn(f) => &f.attrs,
            syn::Item::Mod(m) => &m.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Const(c) => &c.attrs,
            syn::Item::Static(s) => &s.attrs,
            syn::Item::Macro(m) => &m.attrs,
            _ => &[],
        };
        if is_test_attr(attrs) {
            if let syn::Item::Mod(m) = item {
                if m.content.is_none() {
                    self.test_modules.push(m.ident.to_string());
                }
            }
            return;
        }
        if let syn::Item::Fn(f) = item {
            self.within.push(f.sig.ident.to_string());
            syn::visit::visit_item(self, item);
            self.within.pop();
        } else {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if !is_test_attr(&f.attrs) {
            self.within.push(f.sig.ident.to_string());
            syn::visit::visit_impl_item_fn(self, f);
            self.within.pop();
        }
    }

    /// A macro's arguments, where they are expressions (`assert!`, `format!`…).
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        type Args = syn::punctuated::Punctuated<syn::Expr, syn::Token![,]>;
        if let Ok(args) = mac.parse_body_with(Args::parse_terminated) {
            for arg in &args {
                self.visit_expr(arg);
            }
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let name = call.method.to_string();
        if STD_SORTS.contains(&name.as_str()) {
            self.calls.push((name, self.within.last().cloned().unwrap_or_default()));
        }
        syn::visit::visit_expr_method_call(self, call);
    }
}

fn sorts_in(text: &str) -> Sorts {
    let file = syn::parse_file(text).unwrap_or_else(|e| panic!("not Rust: {e}"));
    let mut sorts = Sorts::default();
    sorts.visit_file(&file);
    sorts
}

/// Where the files of the modules a file declares live: beside a `mod.rs`
/// or `lib.rs`, else in the folder named after the file.
fn children_dir(file: &Path) -> PathBuf {
    let dir = file.parent().expect("a file in a folder");
    match file.file_stem().and_then(|s| s.to_str()) {
        Some("mod" | "lib" | "main") => dir.to_path_buf(),
        Some(stem) => dir.join(stem),
        None => dir.to_path_buf(),
    }
}

#[test]
fn production_code_sorts_with_the_engines_sort() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    // Each test module's file (`m.rs`) and folder (`m/mod.rs`, its children).
    let mut tests: Vec<(PathBuf, PathBuf)> = Vec::new();
    let mut found: Vec<(PathBuf, Sorts)> = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a source file");
        let sorts = sorts_in(&text);
        let dir = children_dir(&path);
        for m in &sorts.test_modules {
            tests.push((dir.join(format!("{m}.rs")), dir.join(m)));
        }
        found.push((path, sorts));
    }
    let mut wrong = Vec::new();
    for (path, sorts) in &found {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let in_tests = tests.iter().any(|(file, folder)| path == file || path.starts_with(folder));
        if in_tests || NOT_SHIPPED.contains(&name) {
            continue;
        }
        for (method, within) in &sorts.calls {
            let shown = path.strip_prefix(src.parent().unwrap()).unwrap_or(path).display().to_string();
            wrong.push(format!("{shown}: .{method}(…) in fn {within}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "production code sorting with the standard library (use crate::engine::sort):\n{}",
        wrong.join("\n")
    );
}

/// The check sees a standard sort in production code, and leaves test code alone.
#[test]
fn the_check_sees_a_standard_sort() {
    let calls = |text: &str| sorts_in(text).calls.into_iter().map(|(m, _)| m).collect::<Vec<_>>();
    assert_eq!(calls("fn f(v: &mut [u8]) { v.sort(); }"), ["sort"]);
    assert_eq!(calls("impl S { fn f(&mut self) { self.v.sort_unstable_by_key(|x| *x); } }"), ["sort_unstable_by_key"]);
    assert_eq!(calls("fn f(v: &mut [u8]) { let g = || v.sort_by(|a, b| a.cmp(b)); g(); }"), ["sort_by"]);
    assert!(calls("fn f(v: &mut [u8]) { crate::engine::sort::sort(v); }").is_empty());
    assert!(calls("#[cfg(test)] mod tests { fn f(v: &mut [u8]) { v.sort(); } }").is_empty());
    assert!(calls("#[test] fn f() { let mut v = vec![2, 1]; v.sort(); }").is_empty());
    assert!(calls("impl S { #[cfg(test)] fn f(&mut self) { self.v.sort(); } }").is_empty());
    assert_eq!(calls("#[cfg(not(test))] fn f(v: &mut [u8]) { v.sort(); }"), ["sort"]);
    assert_eq!(calls("fn f(v: &mut [u8]) { assert!({ v.sort(); true }, \"{}\", 1); }"), ["sort"]);
    assert_eq!(sorts_in("#[cfg(test)]\nmod tests;").test_modules, ["tests"]);
}
