//! Barracuda: buy your way into bars with closed offers of real and fake
//! notes (seed 001, spec shared/rules/barracuda.md).

/// The game's texts, from `i18n/<lang>/barracuda.ftl`: one function per message
/// (written by `build.rs`).
pub mod tx {
    include!(concat!(env!("OUT_DIR"), "/i18n/barracuda.rs"));
}
pub mod bot;
pub mod coach;
mod dealt;
pub mod rules;
pub mod sample;
pub mod scene;
pub mod search;
pub mod text;
pub mod view;
pub mod why;

pub use rules::{
    bar, bar_id, rent_due, BankruptReason, BarId, BarInfo, Bundle, Config, Ending, Event, Move, OfferKind, Phase,
    Player, Position, RemovedBars, RuleError, Slot, State, Tiebreak, BARS,
};
pub use view::{Allowed, AuctionView, BidView, LastOrderView, OfferView, Purse, SeatView, SlotState, SlotView, View};

use crate::engine::{Bot, Decision, GameRng, SeatKind, TableGame};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Barracuda;

crate::game_rules! { Barracuda = "barracuda", view: view::build, resample: sample::resample, deal_anew: dealt::deal_anew }

impl TableGame for Barracuda {
    type Thinking = Box<search::SearchJob>;

    fn bot_begin(view: &View, kind: SeatKind, rng: &mut GameRng) -> Decision<Move, Box<search::SearchJob>> {
        match kind {
            SeatKind::Easy => Decision::Ready(bot::HeuristicBot::default().choose(view, rng)),
            SeatKind::Strong | SeatKind::Human => search::SearchBot::default().begin(view, rng),
        }
    }

    fn bot_continue(job: &mut Box<search::SearchJob>, rng: &mut GameRng) -> Option<Move> {
        job.run(rng, 40)
    }

    /// The Last order prompt shows nobody's secret (spec §6.3): it is
    /// answered on the public table, without a curtain.
    fn public_decision(state: &State) -> bool {
        matches!(state.phase(), Phase::LastOrderCall { .. })
    }

    fn reveals(event: &Event) -> bool {
        matches!(
            event,
            Event::GameStarted { .. }
                | Event::StakeContents { .. }
                | Event::StakesRevealed { .. }
                | Event::PlayerDrawn { .. }
                | Event::BarOpened { .. }
                | Event::OfferContents { .. }
                | Event::PartnerRefused { .. }
                | Event::ProtectionPaid { .. }
                | Event::BidContents { .. }
                | Event::BidSizes { .. }
                | Event::BidsShown { .. }
                | Event::AuctionPaid { .. }
                | Event::BankCount { .. }
                | Event::GameOver { .. }
        )
    }

}
