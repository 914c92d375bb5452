//! One module per game: its rules (pure), its bots (pure), its texts (pure)
//! and, with the `ui` feature, its table.

pub mod barracuda;
pub mod bourse;
pub mod levee;
pub mod pfeffersacke;
pub mod sorciers;
