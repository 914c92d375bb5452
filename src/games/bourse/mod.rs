//! La Bourse aux Idées: lay object cards, complete series, buy and sell idea
//! cards (seed 004, spec shared/rules/bourse.md).

/// The game's texts, from `i18n/<lang>/bourse.ftl`: one function per message
/// (written by `build.rs`).
pub mod tx {
    include!(concat!(env!("OUT_DIR"), "/i18n/bourse.rs"));
}
mod anew;
pub mod bot;
pub mod coach;
pub mod endgame;
pub mod rules;
pub mod scene;
pub mod search;
pub mod text;
pub mod view;
pub mod why;

pub use rules::{payments, Card, Config, Event, Move, Phase, Position, Request, Row, RuleError, Settlement, State};
pub use view::View;

use crate::engine::{Bot, Decision, GameRng, Seat, SeatKind, TableGame};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bourse;

crate::game_rules! { Bourse = "bourse", view: view::build, resample: view::resample, deal_anew: anew::deal_anew }

impl TableGame for Bourse {
    /// The strong seat searches a few playouts at a time (the page paints in between).
    type Thinking = Box<search::SearchJob>;

    fn bot_begin(view: &View, kind: SeatKind, rng: &mut GameRng) -> Decision<Move, Box<search::SearchJob>> {
        match kind {
            SeatKind::Easy => Decision::Ready(bot::HeuristicBot.choose(view, rng)),
            SeatKind::Strong | SeatKind::Human => search::SearchBot::default().begin(view),
        }
    }
    fn bot_continue(job: &mut Box<search::SearchJob>, rng: &mut GameRng) -> Option<Move> {
        job.run(rng, 6)
    }
    fn reveals(event: &Event) -> bool {
        // A draw or a new deal shows cards that were hidden.
        matches!(event, Event::Hand { .. } | Event::Got { .. } | Event::IdeaShown { drawn: true, .. })
    }

}

impl State {
    #[doc(hidden)]
    pub fn hands(&self) -> &[Vec<Card>] {
        &self.hands
    }
    #[doc(hidden)]
    pub fn talon(&self) -> &[Card] {
        &self.talon
    }
    #[doc(hidden)]
    pub fn money(&self) -> &[i32] {
        &self.money
    }
    #[doc(hidden)]
    pub fn phase(&self) -> Phase {
        self.phase
    }
    #[doc(hidden)]
    pub fn turn(&self) -> Seat {
        self.turn
    }
    #[doc(hidden)]
    pub fn opener(&self) -> Seat {
        self.opener
    }
    #[doc(hidden)]
    pub fn quiet(&self) -> u8 {
        self.quiet
    }
    #[doc(hidden)]
    pub fn collector(&self) -> &[Option<Seat>] {
        &self.collector
    }
    #[doc(hidden)]
    pub fn holder(&self) -> &[Option<Seat>] {
        &self.holder
    }
    #[doc(hidden)]
    pub fn manche(&self) -> u8 {
        self.manche
    }
    #[doc(hidden)]
    pub fn last_settlement(&self) -> Option<&Settlement> {
        self.last.as_ref()
    }
}
