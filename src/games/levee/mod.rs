//! Preums ! — la levée de fonds: bloggers raise funds with visitor cards
//! (seed 000, spec shared/rules/levee.md).

/// The game's texts, from `i18n/<lang>/levee.ftl`: one function per message
/// (written by `build.rs`).
pub mod tx {
    include!(concat!(env!("OUT_DIR"), "/i18n/levee.rs"));
}
mod anew;
pub mod bot;
pub mod cards;
pub mod coach;
pub mod rules;
pub mod sample;
pub mod scene;
pub mod text;
pub mod view;
pub mod why;

pub use cards::{Card, Cards, PACK_SIZE};
pub use rules::{
    game_cards, AutoReason, BadGift, Config, EndReason, Event, LeveeRow, Move, Phase, Pile, Position, RuleError, State,
};
pub use view::{valuation, PileView, SeatView, View};

use crate::engine::{Bot, Decision, GameRng, Seat, SeatKind, TableGame};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Levee;

crate::game_rules! { Levee = "levee", view: view::build, resample: sample::resample, deal_anew: anew::deal_anew }

impl TableGame for Levee {
    type Thinking = Box<bot::SearchJob>;

    fn bot_begin(view: &View, kind: SeatKind, rng: &mut GameRng) -> Decision<Move, Box<bot::SearchJob>> {
        match kind {
            SeatKind::Easy => Decision::Ready(bot::HeuristicBot::default().choose(view, rng)),
            // A human seat never asks; should it, it gets the strong bot's advice.
            SeatKind::Strong | SeatKind::Human => bot::SearchBot::default().begin(view),
        }
    }

    fn bot_continue(job: &mut Box<bot::SearchJob>, rng: &mut GameRng) -> Option<Move> {
        job.run(rng, 8)
    }

    fn reveals(event: &Event) -> bool {
        // A draw shows the drawer a card of his pack: it cannot be taken back.
        matches!(event, Event::Drew { .. } | Event::DrewCard { .. })
    }

}

impl State {
    /// Test support: the zeros of every seat.
    #[doc(hidden)]
    pub fn zeros(&self) -> &[u8] {
        &self.zeros
    }

    /// Test support: every seat's hand.
    #[doc(hidden)]
    pub fn hands(&self) -> &[Cards] {
        &self.hands
    }

    /// Test support: every seat's pack, top card last.
    #[doc(hidden)]
    pub fn packs(&self) -> &[Vec<Card>] {
        &self.packs
    }

    #[doc(hidden)]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    #[doc(hidden)]
    pub fn token(&self) -> Seat {
        self.token
    }

    #[doc(hidden)]
    pub fn drawer(&self) -> Seat {
        self.drawer
    }

    #[doc(hidden)]
    pub fn passes(&self) -> u8 {
        self.passes
    }

    #[doc(hidden)]
    pub fn opening_lock(&self) -> bool {
        self.opening_lock
    }

    #[doc(hidden)]
    pub fn levees_played(&self) -> u16 {
        self.levees_played
    }

    /// Test support: each seat's pile `(value, total)`.
    #[doc(hidden)]
    pub fn pile_totals(&self) -> Vec<Option<u8>> {
        self.piles.iter().map(|p| p.as_ref().map(Pile::total)).collect()
    }

    /// Test support: hand + pack of a seat.
    #[doc(hidden)]
    pub fn reserve_of(&self, seat: Seat) -> Cards {
        self.reserve(seat)
    }
}
