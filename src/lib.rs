//! Tablée: tabletop games for one tablet passed around the table, or alone
//! against computer opponents.
//!
//! - [`engine`]: the contract every game implements (pure Rust, no browser types).
//! - [`games`]: one module per game: rules, bots and, with the `ui` feature, its table.
//! - [`fuzzing`]: the fuzz harnesses (libFuzzer targets in `fuzz/`, regression tests in `tests/`).
//! - `ui` / `app` (feature `ui`): the Leptos app.

pub mod engine;
pub mod fuzzing;
pub mod games;
pub mod i18n;
pub mod scene;

#[cfg(feature = "ui")]
pub mod app;
#[cfg(feature = "ui")]
pub mod ui;
