//! The shared, pure core every game builds on.
//!
//! A game is plain data and pure functions: [`Game::new`] builds a state from a
//! config and a seed, [`Game::apply`] turns a state and a typed move into the
//! next state (or a typed error, leaving the state untouched), and
//! [`Game::view`] redacts the state for one seat or for the whole table. The
//! triple `(config, seed, moves)` (and, for a game continued from a shared
//! position, the view it starts from) describes a game completely: it is the
//! save format, the replay format and the bug report ([`Record`]).
//!
//! Its rooms: the contract (`game`, `seat`, `outcome`, `rng`), the record
//! and its versions (`record`), the pass-and-play driver ([`Table`],
//! `table`) and its save (`save`), shared links (`link`; their bytes:
//! `wire`, `squeeze`), the JSON readers (`peek`, `json`) and the one sort
//! (`sort`).

mod game;
pub mod json;
pub mod link;
mod outcome;
pub mod peek;
mod record;
mod rng;
mod save;
mod seat;
pub mod sort;
pub mod squeeze;
mod table;
pub(crate) mod wire;

pub use game::{Audience, Bot, Events, Game, Logged, SetupError, Started};
pub use outcome::Outcome;
pub use record::{
    replay, save_game, starts_at_deal, Record, Replayed, SaveError, Stamp, Start, FORMAT_FROM_START, FORMAT_VERSION,
    MAX_SAVE_BYTES, OLDEST_READABLE,
};
pub use rng::{below, choose, derive_seed, rng_from_seed, shuffle, GameRng};
pub use save::SaveSummary;
pub use seat::{Seat, Viewer};
pub use table::{Decision, Entry, Screen, SeatKind, SeatSetup, Step, Table, TableError, TableGame};

/// [`Game::deal_anew`], checked: the state it builds must give `view` back
/// to `eyes`, and pass the game's audit. Anything else (a forged view, or a
/// gap in the game's own reconstruction) is `None`, never a state that
/// could show more or other than the view.
pub fn deal_anew<G: Game>(view: &G::View, eyes: Viewer, rng: &mut GameRng) -> Option<G::State> {
    let state = G::deal_anew(view, rng)?;
    if let Viewer::Seat(s) = eyes {
        if s.index() >= G::seats(&state) {
            return None;
        }
    }
    G::audit(&state).ok()?;
    (G::view(&state, eyes) == *view).then_some(state)
}
