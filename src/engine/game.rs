use super::{GameRng, Outcome, Seat, Viewer};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::{self, Debug, Display};

/// Who may read an event in the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Announced to the whole table.
    Everyone,
    /// Shown to this seat only (its own cards, its own secret bid…).
    Only(Seat),
}

impl Audience {
    /// May `viewer` read an event addressed to this audience?
    pub fn includes(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (Audience::Everyone, _) => true,
            (Audience::Only(s), Viewer::Seat(v)) => s == v,
            (Audience::Only(_), Viewer::Table) => false,
        }
    }
}

/// An event together with who may read it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Logged<E> {
    pub audience: Audience,
    pub event: E,
}

impl<E> Logged<E> {
    pub fn public(event: E) -> Self {
        Logged { audience: Audience::Everyone, event }
    }
    pub fn private(seat: Seat, event: E) -> Self {
        Logged { audience: Audience::Only(seat), event }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// The game is played by `min..=max` players; `got` is the number
    /// asked for, as large as a save or a link says (never narrowed).
    PlayerCount { min: usize, max: usize, got: usize },
    /// Two options that cannot be used together.
    IncompatibleOptions(String),
}

impl Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { min, max, got } => {
                write!(f, "this game needs {min} to {max} players, not {got}")
            }
            SetupError::IncompatibleOptions(why) => write!(f, "incompatible options: {why}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// The events of one move (or of the set-up), each with its audience.
pub type Events<G> = Vec<Logged<<G as Game>::Event>>;

/// A new game: its first state and the events of the automatic set-up.
pub type Started<G> = (<G as Game>::State, Events<G>);

/// The one contract every game implements. Everything is pure: no clock, no
/// I/O, no randomness except the RNG stored inside the state.
pub trait Game: Sized {
    /// Stable identifier, used in saves and URLs.
    const ID: &'static str;

    /// Player count and variants.
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The full state, secrets included. Only engines, tests and the
    /// persistence layer touch it; the UI and bots read [`Game::view`]s.
    type State: Clone + Debug + PartialEq + Serialize;
    /// A decision of the seat to act.
    type Move: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one viewer may know. Read back from a shared link, which holds
    /// the views its eyes saw.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What a move caused, for the log (a shared link holds those its eyes read).
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why a move was refused.
    type RuleError: Clone + Debug + PartialEq + Display;

    /// A new game. The automatic steps of the start (shuffle, deal, …) are
    /// done, and their events returned.
    fn new(config: &Self::Config, seed: u64) -> Result<Started<Self>, SetupError>;

    /// The config the state was built from.
    fn config(state: &Self::State) -> &Self::Config;

    /// Number of seats.
    fn seats(state: &Self::State) -> usize;

    /// The single seat that decides next; `None` once the game is over.
    fn to_act(state: &Self::State) -> Option<Seat>;

    /// Every legal move of the seat to act (empty once the game is over).
    fn legal_moves(state: &Self::State) -> Vec<Self::Move>;

    /// Plays `mv` for `seat`. Then runs every automatic step that follows
    /// (end of trick, scoring, next deal…) and returns all their events.
    /// On error the state is left exactly as it was.
    fn apply(state: &mut Self::State, seat: Seat, mv: Self::Move) -> Result<Vec<Logged<Self::Event>>, Self::RuleError>;

    /// What `viewer` may know of the state, and nothing more.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// Final scores and ranking, once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// A state `viewer` cannot tell apart from `state`: every secret it does not
    /// know (other hands, the stock, hidden bids…) is drawn again, consistently
    /// with everything it has seen. Used by the hidden-information tests, and
    /// by search bots on their own determinisations.
    fn resample_secrets(state: &Self::State, viewer: Seat, rng: &mut GameRng) -> Self::State;

    /// Checks the game's invariants (conservation, bookkeeping). An `Err`
    /// names the first one broken. Called after every move in the tests, and
    /// on every state [`Game::deal_anew`] builds; never panics, whatever the
    /// state holds.
    fn audit(state: &Self::State) -> Result<(), String>;

    /// A state that `view` is the view of, for the viewer it was made for:
    /// everything the view does not show (other hands, the stock, hidden
    /// bids and offers, and every future draw: the state's RNG) drawn anew
    /// from `rng`, consistently with everything the view shows. It reads the
    /// view only, so it can never give back a real hidden card: "play from
    /// here" from a shared position starts from such a state.
    ///
    /// `None` when no state has this view (a forged or damaged one). Never
    /// panics, whatever the view holds; a `Some` is checked by
    /// [`crate::engine::deal_anew`] (its view must be `view`, its audit
    /// must pass) before anyone uses it.
    fn deal_anew(view: &Self::View, rng: &mut GameRng) -> Option<Self::State> {
        let _ = (view, rng);
        None
    }
}

/// A computer opponent. It decides from one seat's view only: it never sees
/// the state, so it cannot read another seat's secrets.
pub trait Bot<G: Game> {
    /// The move for the viewing seat, or `None` when that seat is not to act.
    /// Deterministic for a given view and RNG state.
    fn choose(&self, view: &G::View, rng: &mut GameRng) -> Option<G::Move>;
}

/// A game's [`Game`] impl, written once for every game: each method goes to
/// the method of the same name on the game's `State` (`State::new`,
/// `config`, `n`, `to_act`, `legal_moves`, `apply`, `outcome`, `audit`),
/// and the three that are functions of the game's own modules are named.
/// Expanded in the game's module, where `Config`, `State`, `Move`, `View`,
/// `Event` and `RuleError` are its types.
///
/// ```ignore
/// tablee::game_rules! { Levee = "levee", view: view::build, resample: sample::resample, deal_anew: anew::deal_anew }
/// ```
#[macro_export]
macro_rules! game_rules {
    ($game:ident = $id:literal, view: $view:path, resample: $resample:path, deal_anew: $anew:path $(,)?) => {
        impl $crate::engine::Game for $game {
            const ID: &'static str = $id;
            type Config = Config;
            type State = State;
            type Move = Move;
            type View = View;
            type Event = Event;
            type RuleError = RuleError;

            fn new(config: &Config, seed: u64) -> Result<$crate::engine::Started<Self>, $crate::engine::SetupError> {
                State::new(config, seed)
            }
            fn config(state: &State) -> &Config {
                state.config()
            }
            fn seats(state: &State) -> usize {
                state.n()
            }
            fn to_act(state: &State) -> Option<$crate::engine::Seat> {
                state.to_act()
            }
            fn legal_moves(state: &State) -> Vec<Move> {
                state.legal_moves()
            }
            fn apply(
                state: &mut State,
                seat: $crate::engine::Seat,
                mv: Move,
            ) -> Result<$crate::engine::Events<Self>, RuleError> {
                state.apply(seat, mv)
            }
            fn view(state: &State, viewer: $crate::engine::Viewer) -> View {
                $view(state, viewer)
            }
            fn outcome(state: &State) -> Option<$crate::engine::Outcome> {
                state.outcome()
            }
            fn resample_secrets(
                state: &State,
                viewer: $crate::engine::Seat,
                rng: &mut $crate::engine::GameRng,
            ) -> State {
                $resample(state, viewer, rng)
            }
            fn audit(state: &State) -> Result<(), String> {
                state.audit()
            }
            fn deal_anew(view: &View, rng: &mut $crate::engine::GameRng) -> Option<State> {
                $anew(view, rng)
            }
        }
    };
}
