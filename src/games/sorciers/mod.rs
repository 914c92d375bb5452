//! Sorciers: the trick-taking game where you bid exactly how many tricks you
//! will take (seed 003, spec shared/rules/sorciers.md).

pub mod bot;
pub mod cards;
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

use crate::engine::{Bot, Decision, Game, GameRng, Logged, Outcome, Seat, SeatKind, SetupError, TableGame, Viewer};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sorciers;

impl Game for Sorciers {
    const ID: &'static str = "sorciers";
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
        &state.config
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
        sample::deal_anew(view, rng)
    }
}

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

    /// The bids shown together, and a round's scores.
    fn spotlight(event: &Event) -> bool {
        matches!(event, Event::BidsRevealed { .. } | Event::RoundScored { .. })
    }

    fn beat(event: &Event) -> bool {
        matches!(event, Event::TrickWon { .. })
    }
}
