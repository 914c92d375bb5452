//! Sorciers: the trick-taking game where you bid exactly how many tricks you
//! will take (seed 003, spec shared/rules/sorciers.md).

/// The game's texts, from `i18n/<lang>/sorciers.ftl`: one function per message
/// (written by `build.rs`).
pub mod tx {
    include!(concat!(env!("OUT_DIR"), "/i18n/sorciers.rs"));
}
pub mod bot;
pub mod cards;
pub mod coach;
pub mod rules;
pub mod rules_text;
pub mod sample;
pub mod scene;
#[cfg(test)]
mod tests;
pub mod text;
pub mod view;
pub mod why;

pub use cards::{Card, Kind, Race};
pub use rules::{BidMode, Config, Event, Move, Phase, RuleError, SheetEntry, SorcierTurned, State, Trick};
pub use view::{BidView, SeenCard, View};

use crate::engine::{Bot, Decision, GameRng, SeatKind, TableGame};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sorciers;

crate::game_rules! { Sorciers = "sorciers", view: view::build, resample: sample::resample, deal_anew: sample::deal_anew }

impl TableGame for Sorciers {
    type Thinking = Box<bot::SearchJob>;

    fn bot_begin(view: &View, kind: SeatKind, rng: &mut GameRng) -> Decision<Move, Box<bot::SearchJob>> {
        match kind {
            SeatKind::Easy => Decision::Ready(bot::HeuristicBot.choose(view, rng)),
            // A human seat never asks; should it, it gets the strong bot's advice.
            SeatKind::Strong | SeatKind::Human => bot::SearchBot::default().begin(view),
        }
    }

    fn bot_continue(job: &mut Box<bot::SearchJob>, rng: &mut GameRng) -> Option<Move> {
        // About an eighth of the default search per slice.
        job.run_plays(rng, 3_000)
    }

    fn reveals(event: &Event) -> bool {
        matches!(
            event,
            Event::RoundStarted { .. }
                | Event::HandDealt { .. }
                | Event::HandsShown { .. }
                | Event::TrumpTurned { .. }
                | Event::BidsRevealed { .. }
        )
    }


}
