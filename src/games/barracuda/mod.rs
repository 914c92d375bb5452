//! Barracuda: buy your way into bars with closed offers of real and fake
//! notes (seed 001, spec shared/rules/barracuda.md).

pub mod bot;
mod dealt;
pub mod rules;
pub mod rules_text;
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

use crate::engine::{Bot, Decision, Game, GameRng, Logged, Outcome, Seat, SeatKind, SetupError, TableGame, Viewer};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Barracuda;

impl Game for Barracuda {
    const ID: &'static str = "barracuda";
    type Config = Config;
    type State = State;
    type Move = Move;
    type View = View;
    type Event = Event;
    type RuleError = RuleError;

    fn new(config: &Config, seed: u64) -> Result<(State, Vec<Logged<Event>>), SetupError> {
        State::new(config, seed)
    }

    fn config(state: &State) -> &Config {
        state.config()
    }

    fn seats(state: &State) -> usize {
        state.n()
    }

    fn to_act(state: &State) -> Option<Seat> {
        state.to_act()
    }

    fn legal_moves(state: &State) -> Vec<Move> {
        state.legal_moves()
    }

    fn apply(state: &mut State, seat: Seat, mv: Move) -> Result<Vec<Logged<Event>>, RuleError> {
        state.apply(seat, mv)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::build(state, viewer)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome()
    }

    fn resample_secrets(state: &State, viewer: Seat, rng: &mut GameRng) -> State {
        sample::resample(state, viewer, rng)
    }

    fn audit(state: &State) -> Result<(), String> {
        state.audit()
    }

    fn deal_anew(view: &View, rng: &mut GameRng) -> Option<State> {
        dealt::deal_anew(view, rng)
    }
}

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

    /// What the rules make public at once: a refused offer turned face up,
    /// a takeover, protection money, an auction's result, the stakes
    /// revealed, a bankruptcy, five figures out.
    fn spotlight(event: &Event) -> bool {
        matches!(
            event,
            Event::PartnerRefused { .. }
                | Event::TakeoverAccepted { .. }
                | Event::TakeoverRefused { .. }
                | Event::ProtectionPaid { .. }
                | Event::AuctionWon { .. }
                | Event::AuctionRejected { .. }
                | Event::StakesRevealed { .. }
                | Event::Bankrupt { .. }
                | Event::FiveFiguresWin { .. }
        )
    }
}
