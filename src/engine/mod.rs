//! The shared, pure core every game builds on.
//!
//! A game is plain data and pure functions: [`Game::new`] builds a state from a
//! config and a seed, [`Game::apply`] turns a state and a typed move into the
//! next state (or a typed error, leaving the state untouched), and
//! [`Game::view`] redacts the state for one seat or for the whole table. The
//! triple `(config, seed, moves)` describes a game completely: it is the save
//! format, the replay format and the bug report ([`Record`]).

mod game;
pub mod link;
mod outcome;
pub mod peek;
mod record;
mod rng;
mod seat;
pub mod sort;
mod table;

pub use game::{Audience, Bot, Events, Game, Logged, SetupError, Started};
pub use outcome::Outcome;
pub use record::{replay, Record, Replayed, SaveError, Stamp, FORMAT_VERSION, OLDEST_READABLE};
pub use rng::{below, choose, derive_seed, rng_from_seed, shuffle, GameRng};
pub use seat::{Seat, Viewer};
pub use table::{Decision, Entry, SaveSummary, Screen, SeatKind, SeatSetup, Step, Table, TableError, TableGame};
