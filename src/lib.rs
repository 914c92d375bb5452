//! Tablée: tabletop games for one tablet passed around the table, or alone
//! against computer opponents.
//!
//! - [`engine`]: the contract every game implements (pure Rust, no browser types).
//! - [`scene`]: a table as data, drawn by the patcher, for any game.
//! - [`games`]: one module per game: rules, bots, texts and its table; the list of games ([`for_each_game!`]).
//! - [`catalogue`]: the games as the shell sees them.
//! - [`shelf`]: the saved games (every game in progress, the last finished ones), as plain Rust.
//! - `fuzzing` (feature `fuzzing`): the fuzz harnesses (libFuzzer targets in `fuzz/`, regression tests in
//!   `tests/`), never in the app's build.
//! - `ui` (feature `ui`): browser pieces that name no screen: the patcher, its hosts, motion, zoom.
//! - `app` (feature `ui`): the Leptos shell above them (home, setup, the play screen, dialogs).

pub mod catalogue;
pub mod engine;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod games;
pub mod i18n;
pub mod scene;
pub mod shelf;

#[cfg(feature = "ui")]
pub mod app;
#[cfg(feature = "ui")]
pub mod ui;
