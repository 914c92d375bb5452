//! Pfeffersäcke: merchant families open cities, trading posts along toll
//! routes and race for majorities (seed 002, spec shared/rules/pfeffersacke.md).

pub mod board;
pub mod bot;
pub mod map;
pub mod rules;
pub mod rules_text;
pub mod scene;
pub mod search;
pub mod text;
pub mod view;
pub mod why;

pub use rules::{Config, Disc, EndReason, Event, Final, Move, Player, RuleError, State, Step, MAX_DOUBLE_MIN};
pub use view::View;

use crate::engine::{Bot, Decision, Game, GameRng, Logged, Outcome, Seat, SeatKind, SetupError, TableGame, Viewer};

/// The game, as seen by the generic engine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pfeffersacke;

impl Game for Pfeffersacke {
    const ID: &'static str = "pfeffersacke";
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
    /// Nothing is secret once the discs are dealt (and the deal is public).
    fn resample_secrets(state: &State, _viewer: Seat, _rng: &mut GameRng) -> State {
        state.clone()
    }
    fn audit(state: &State) -> Result<(), String> {
        state.audit()
    }
    /// Nothing is secret and nothing is left to chance: the view holds the
    /// whole state, so the state is the view's, exactly. A forged one is
    /// refused by the audit that [`crate::engine::deal_anew`] runs, which
    /// checks every bound the rules rely on.
    fn deal_anew(view: &View, _rng: &mut GameRng) -> Option<State> {
        Some(view.state.clone())
    }
}

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
    /// A majority scored (or its half points).
    fn spotlight(event: &Event) -> bool {
        matches!(event, Event::Majority { .. } | Event::HalfPoints { .. })
    }
}
