use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered clockwise from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat clockwise ("left of") at a table of `n` seats.
    pub fn left(self, n: usize) -> Seat {
        if n == 0 {
            return self;
        }
        Seat::try_from((self.index() + 1) % n).unwrap_or(Seat(0))
    }

    /// All seats of a table of `n`, in order (no more than a seat can
    /// number: 256, whatever `n` says).
    pub fn all(n: usize) -> impl Iterator<Item = Seat> {
        (0..n).map_while(|i| Seat::try_from(i).ok())
    }
}

/// A seat from a count or an index (a table's seats, a position in a list
/// read from a save or a link): refused past seat 255, never wrapped.
impl TryFrom<usize> for Seat {
    type Error = std::num::TryFromIntError;

    fn try_from(index: usize) -> Result<Seat, Self::Error> {
        u8::try_from(index).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who a view is for: one seat (its secrets included) or the whole table
/// (only what everyone may see).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Table,
}

impl Viewer {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
        }
    }
}
