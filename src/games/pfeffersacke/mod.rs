//! Pfeffersäcke: merchant families open cities, trading posts along toll
//! routes and race for majorities (seed 002, spec shared/rules/pfeffersacke.md).

/// The game's texts, from `i18n/<lang>/pfeffersacke.ftl`: one function per message
/// (written by `build.rs`).
pub mod tx {
    include!(concat!(env!("OUT_DIR"), "/i18n/pfeffersacke.rs"));
}
pub mod board;
pub mod bot;
pub mod coach;
pub mod map;
pub mod rules;
pub mod scene;
pub mod search;
pub mod text;
pub mod view;
pub mod why;

pub use rules::{Config, Disc, EndReason, Event, Final, Move, Player, RuleError, State, Step, MAX_DOUBLE_MIN};
pub use view::View;

use crate::engine::{Bot, Decision, GameRng, SeatKind, TableGame};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pfeffersacke;

crate::game_rules! { Pfeffersacke = "pfeffersacke", view: view::build, resample: view::resample, deal_anew: view::deal_anew }

impl TableGame for Pfeffersacke {
    type Thinking = Box<search::SearchJob>;

    fn bot_begin(view: &View, kind: SeatKind, rng: &mut GameRng) -> Decision<Move, Box<search::SearchJob>> {
        match kind {
            SeatKind::Easy => Decision::Ready(bot::HeuristicBot { beam: 0 }.choose(view, rng)),
            SeatKind::Strong | SeatKind::Human => search::SearchBot::default().begin(view),
        }
    }
    /// One candidate played out a slice.
    fn bot_continue(job: &mut Box<search::SearchJob>, _rng: &mut GameRng) -> Option<Move> {
        job.run(1)
    }
    fn reveals(_event: &Event) -> bool {
        false
    }
    fn public_decision(_state: &State) -> bool {
        true
    }
    const OPEN_INFORMATION: bool = true;
}
