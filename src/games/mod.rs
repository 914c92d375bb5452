//! One module per game: its rules (pure), its bots (pure) and, with the `ui`
//! feature, its table components.

pub mod sorciers;
