//! How long the table lingers on what a move made: the public moments a
//! banner shows until the next human acts, and the beats a computer waits
//! on before its next move. A game says which of its events are which
//! ([`GameUi::spotlight`], [`GameUi::beat`]), the player's pace how long
//! each lasts ([`Pace`](super::Pace)); the engine's [`Table`] keeps the log
//! they are read from and knows nothing of either.

use super::GameUi;
use crate::engine::{Audience, Entry, Table, Viewer};

/// A table's moments and beats, read from its log.
pub trait Moments {
    type Event;

    /// The public moments ([`GameUi::spotlight`]) since the last move of a
    /// human, that move included, oldest first: what the table shows in its
    /// banner until the next human acts.
    fn moments(&self) -> impl Iterator<Item = &Entry<Self::Event>> + '_;

    /// Did the last move make a public moment? (A computer then waits long
    /// enough for the table to read it before its next move.)
    fn last_move_spotlit(&self) -> bool;

    /// Did the last move end with an event the table pauses a beat on
    /// ([`GameUi::beat`])?
    fn last_move_beat(&self) -> bool;
}

impl<G: GameUi> Moments for Table<G> {
    type Event = G::Event;

    fn moments(&self) -> impl Iterator<Item = &Entry<G::Event>> + '_ {
        let from = self.after_last_human_move().unwrap_or(self.moves_before());
        // The public lines: those the whole table reads.
        self.log(Viewer::Table).filter(move |e| e.after_moves >= from && G::spotlight(&e.logged.event))
    }

    fn last_move_spotlit(&self) -> bool {
        let n = self.moves_made();
        !self.record().moves.is_empty() && self.moments().any(|e| e.after_moves == n)
    }

    fn last_move_beat(&self) -> bool {
        self.last_move_log().any(|e| e.logged.audience == Audience::Everyone && G::beat(&e.logged.event))
    }
}
