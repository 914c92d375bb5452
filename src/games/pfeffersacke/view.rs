//! What a viewer sees: everything (DECISION P21), plus who is looking.

use super::rules::{State, Step};
use crate::engine::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// The whole public table. Nothing is secret, so the state itself is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking (`None`: the public table).
    pub me: Option<Seat>,
    /// The seat to act (`None`: the game is over).
    pub to_act: Option<Seat>,
    /// The active player's normal income (steps 3+4) if taken now.
    pub income: u32,
    /// The double income if a safe-conduct is used now.
    pub double: u32,
    pub state: State,
}

impl View {
    pub fn step(&self) -> Step {
        self.state.step
    }
}

/// Nothing is secret once the discs are dealt (and the deal is public):
/// every seat's state is the state.
pub fn resample(state: &State, _viewer: Seat, _rng: &mut crate::engine::GameRng) -> State {
    state.clone()
}

/// Nothing is secret and nothing is left to chance: the view holds the
/// whole state, so the state is the view's, exactly. A forged one is
/// refused by the audit that [`crate::engine::deal_anew`] runs, which
/// checks every bound the rules rely on.
pub fn deal_anew(view: &View, _rng: &mut crate::engine::GameRng) -> Option<State> {
    Some(view.state.clone())
}

pub fn build(state: &State, viewer: Viewer) -> View {
    let (cities, base) = state.income();
    let income = cities.iter().map(|c| c.1).sum::<u32>() + base;
    View {
        me: viewer.seat(),
        to_act: state.to_act(),
        income,
        double: (2 * income).max(state.config.double_min),
        state: state.clone(),
    }
}
