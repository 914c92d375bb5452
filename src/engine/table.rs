//! The pass-and-play table, generic over every game: who holds the tablet,
//! when a curtain must hide the screen, computer seats, undo and hints. Its
//! save (written and read back) is [`super::save`]'s.
//!
//! It is pure (no browser types), so the driver's rules are tested natively.
//! The full state never leaves this module: callers get [`Table::view`] for
//! one viewer, [`Table::log`] filtered by audience, and [`Table::screen`].

use super::{
    derive_seed, rng_from_seed, Game, GameRng, Logged, Record, SaveError, Seat, SetupError, Stamp, Start, Viewer,
};
use serde::{Deserialize, Serialize};

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    /// A computer opponent that plays a sound heuristic.
    Easy,
    /// A computer opponent that searches (stronger, a little slower).
    Strong,
}

impl SeatKind {
    pub fn is_human(self) -> bool {
        self == SeatKind::Human
    }

    pub fn code(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Easy => "easy",
            SeatKind::Strong => "strong",
        }
    }

    pub fn parse(code: &str) -> Option<SeatKind> {
        match code {
            "human" => Some(SeatKind::Human),
            "easy" => Some(SeatKind::Easy),
            "strong" => Some(SeatKind::Strong),
            _ => None,
        }
    }
}

/// A seat's name and kind, chosen at set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub kind: SeatKind,
}

/// What a game adds to [`Game`] to be played at a table.
pub trait TableGame: Game {
    /// A computer decision in progress (a search), run in slices so that the
    /// page paints between them.
    type Thinking;

    /// Starts the decision of a computer seat, from that seat's view only.
    fn bot_begin(view: &Self::View, kind: SeatKind, rng: &mut GameRng) -> Decision<Self::Move, Self::Thinking>;

    /// One bounded slice of that work; the move once decided. Slicing never
    /// changes the decision.
    fn bot_continue(work: &mut Self::Thinking, rng: &mut GameRng) -> Option<Self::Move>;

    /// The whole decision at once.
    fn bot_move(view: &Self::View, kind: SeatKind, rng: &mut GameRng) -> Option<Self::Move> {
        match Self::bot_begin(view, kind, rng) {
            Decision::Ready(mv) => mv,
            Decision::Thinking(mut work) => loop {
                if let Some(mv) = Self::bot_continue(&mut work, rng) {
                    break Some(mv);
                }
            },
        }
    }

    /// Does this event show something that was secret until now (a new deal,
    /// a reveal of bids)? A move whose events do cannot be undone.
    fn reveals(event: &Self::Event) -> bool;

    /// Is the next decision taken in public (a prompt to the whole table that
    /// shows nobody's secret)? Then no curtain comes first: the screen shows
    /// the public table and the seat to act answers there.
    fn public_decision(state: &Self::State) -> bool {
        let _ = state;
        false
    }

    /// Is nothing ever secret in this game (every view shows everything)?
    /// Then a hint may be given at a public decision too: it tells the
    /// watching table nothing it does not see.
    const OPEN_INFORMATION: bool = false;
}

/// What the screen must show now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game is over: the public end screen.
    Over,
    /// Only a curtain naming this seat's player: nobody's secret may show.
    Curtain(Seat),
    /// This human seat holds the tablet and decides.
    Turn(Seat),
    /// This human seat answers a public prompt: the screen shows only the
    /// public table (no curtain, nobody's secret).
    Public(Seat),
    /// A computer seat decides next; the screen shows the holder's view.
    Computer(Seat),
}

/// How a computer seat's decision starts: made at once, or work to continue
/// in slices ([`TableGame::bot_continue`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Decision<M, W> {
    /// Decided (`None`: the seat has nothing to decide).
    Ready(Option<M>),
    /// A search to run in slices.
    Thinking(W),
}

/// What one slice of computer work did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// No computer seat is to decide.
    Idle,
    /// Still thinking: call again (after letting the page paint).
    Thinking,
    /// This seat played.
    Played(Seat),
}

/// One line of the log: the number of moves made when it happened, and the event.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry<E> {
    pub after_moves: usize,
    pub logged: Logged<E>,
}

/// Why a player's action at the table was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum TableError<R> {
    /// It is not this seat's turn to decide at the tablet (a curtain is up,
    /// a computer is to play, or the game is over).
    NotYourTurn,
    /// The game's rules refuse the move.
    Rule(R),
}

/// A game being played: the record, the state it replays to, and the tablet.
pub struct Table<G: TableGame> {
    seats: Vec<SeatSetup>,
    record: Record<G>,
    state: G::State,
    log: Vec<Entry<G::Event>>,
    /// The seat of each move of the record.
    movers: Vec<Seat>,
    /// Whether each move's events revealed a secret.
    revealing: Vec<bool>,
    /// The human whose view is on screen (who decided last, or tapped the
    /// curtain); `None` before any human has held the tablet. (The save
    /// writes and restores it.)
    pub(super) holder: Option<Seat>,
    /// A computer decision in progress, with its RNG.
    thinking: Option<(G::Thinking, GameRng)>,
    /// The stamp of the save this table was read from or last wrote.
    pub(super) stamp: Stamp,
    /// Hints taken by each seat ([`Table::hint`]; the save keeps them).
    pub(super) hints: Vec<u32>,
    /// The move count of the last position a hint was counted at.
    hinted_at: Option<usize>,
    /// Moves played before the first state (a game continued from a shared
    /// position, or a position of a shared link shown without its past).
    base: usize,
}

impl<G: TableGame> Table<G> {
    /// A new game. The seats must match the config's player count.
    pub fn new(config: G::Config, seed: u64, seats: Vec<SeatSetup>) -> Result<Self, SetupError> {
        let (state, events) = G::new(&config, seed)?;
        Table::at(Record::new(config, seed), state, events, seats)
    }

    /// A game continued from a shared position: what `start`'s eyes saw
    /// there, everything else dealt anew from `seed`. Nobody holds the
    /// tablet yet (unless a single human sits).
    pub fn continued(config: G::Config, seed: u64, seats: Vec<SeatSetup>, start: Start<G>) -> Result<Self, SaveError> {
        Table::from_record(&Record::continued(config, seed, start), seats)
    }

    /// The game of `record` (its moves replayed from its first state), with
    /// these seats. Nobody holds the tablet yet (unless a single human sits).
    pub fn from_record(record: &Record<G>, seats: Vec<SeatSetup>) -> Result<Self, SaveError> {
        let (state, events) = record.first_state()?;
        let mut first = record.clone();
        first.moves.clear();
        let mut table = Table::at(first, state, events, seats).map_err(SaveError::Setup)?;
        for (index, mv) in record.moves.iter().enumerate() {
            table.replay_move(mv.clone()).map_err(|error| SaveError::Replay { index, error })?;
        }
        Ok(table)
    }

    /// A table at its first state.
    fn at(
        record: Record<G>,
        state: G::State,
        events: Vec<Logged<G::Event>>,
        seats: Vec<SeatSetup>,
    ) -> Result<Self, SetupError> {
        let n = G::seats(&state);
        if seats.len() != n {
            return Err(SetupError::PlayerCount { min: n, max: n, got: seats.len() });
        }
        let base = record.moves_before();
        let log = events.into_iter().map(|logged| Entry { after_moves: base, logged }).collect();
        let mut table = Table {
            seats,
            record,
            state,
            log,
            movers: Vec::new(),
            revealing: Vec::new(),
            holder: None,
            thinking: None,
            stamp: Stamp::default(),
            hints: vec![0; n],
            hinted_at: None,
            base,
        };
        table.settle_holder();
        Ok(table)
    }

    /// A position of a shared link shown without its past: `state` (dealt
    /// anew from what the link's eyes saw), after `moves` moves, with the
    /// log those eyes read. Only to be looked at: it has no record to save
    /// or share (nobody holds the tablet, no computer plays in a replay).
    pub fn observed(
        config: G::Config,
        state: G::State,
        seats: Vec<SeatSetup>,
        moves: usize,
        log: Vec<Entry<G::Event>>,
    ) -> Result<Self, SaveError> {
        let mut table = Table::at(Record::new(config, 0), state, Vec::new(), seats).map_err(SaveError::Setup)?;
        table.base = moves;
        table.log = log;
        Ok(table)
    }

    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    pub fn config(&self) -> &G::Config {
        &self.record.config
    }

    pub fn seed(&self) -> u64 {
        self.record.seed
    }

    /// Moves played before the first state of this table (a game continued
    /// from a shared position, a position of a link shown without its past).
    pub fn moves_before(&self) -> usize {
        self.base
    }

    /// Moves played so far (those before a shared position included).
    /// (Saturating: a save or a link may say any number of moves before.)
    pub fn moves_made(&self) -> usize {
        self.base.saturating_add(self.record.moves.len())
    }

    pub fn holder(&self) -> Option<Seat> {
        self.holder
    }

    /// The move count just after `seat`'s last move, if it has played one
    /// in this record (the announcer reads what happened since).
    pub fn after_last_move_of(&self, seat: Seat) -> Option<usize> {
        self.movers.iter().rposition(|s| *s == seat).map(|i| self.base.saturating_add(i + 1))
    }

    fn humans(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats.iter().enumerate().filter(|(_, s)| s.kind.is_human()).filter_map(|(i, _)| Seat::try_from(i).ok())
    }

    /// With a single human, that human always holds the tablet: no curtain ever.
    pub(super) fn settle_holder(&mut self) {
        let mut humans = self.humans();
        if let (Some(only), None) = (humans.next(), humans.next()) {
            drop(humans);
            self.holder = Some(only);
        }
    }

    /// What the screen shows now (design §4). A public prompt is answered
    /// on the public table even by the player holding the tablet: the whole
    /// table is looking, and their own secrets must not show (alone against
    /// computers nobody else is looking, and in a game with no secret there
    /// is nothing to hide: their own turn, as before).
    pub fn screen(&self) -> Screen {
        match G::to_act(&self.state) {
            None => Screen::Over,
            Some(s) if !self.seats[s.index()].kind.is_human() => Screen::Computer(s),
            Some(s) if G::public_decision(&self.state) && !G::OPEN_INFORMATION && self.humans().nth(1).is_some() => {
                Screen::Public(s)
            }
            Some(s) if self.holder == Some(s) => Screen::Turn(s),
            Some(s) if G::public_decision(&self.state) => Screen::Public(s),
            Some(s) => Screen::Curtain(s),
        }
    }

    /// Is the decision now a prompt to the whole table ([`TableGame::public_decision`])?
    pub fn public_prompt(&self) -> bool {
        G::to_act(&self.state).is_some() && G::public_decision(&self.state)
    }

    /// The tablet is put down: nobody is known to hold it any more (the
    /// game is resumed, the page was away for a while), so the next screen
    /// that shows a secret comes after a curtain. With a single human,
    /// that human still holds it (no curtain ever). True if it changed.
    pub fn put_down(&mut self) -> bool {
        let before = self.holder;
        self.holder = None;
        self.settle_holder();
        before != self.holder
    }

    /// Whose eyes the screen is for: the holder, or the table when no human
    /// holds the tablet yet (or the game is over).
    pub fn viewer(&self) -> Viewer {
        match (self.screen(), self.holder) {
            (Screen::Over | Screen::Public(_), _) | (_, None) => Viewer::Table,
            (_, Some(h)) => Viewer::Seat(h),
        }
    }

    /// What `viewer` may know, and nothing more.
    pub fn view(&self, viewer: Viewer) -> G::View {
        G::view(&self.state, viewer)
    }

    /// The moves open to the human holding the tablet when it is their turn
    /// (their own options only: nothing about anyone else's secrets); empty
    /// otherwise.
    pub fn legal(&self) -> Vec<G::Move> {
        match self.screen() {
            Screen::Turn(_) | Screen::Public(_) => G::legal_moves(&self.state),
            _ => Vec::new(),
        }
    }

    /// The log lines `viewer` may read, oldest first.
    pub fn log(&self, viewer: Viewer) -> impl Iterator<Item = &Entry<G::Event>> + '_ {
        self.log.iter().filter(move |e| e.logged.audience.includes(viewer))
    }

    pub fn outcome(&self) -> Option<super::Outcome> {
        G::outcome(&self.state)
    }

    /// The player tapped the curtain naming `seat`: the tablet is now theirs.
    pub fn take_tablet(&mut self, seat: Seat) -> bool {
        if self.screen() == Screen::Curtain(seat) {
            self.holder = Some(seat);
            true
        } else {
            false
        }
    }

    fn apply(&mut self, seat: Seat, mv: G::Move) -> Result<(), G::RuleError> {
        let events = G::apply(&mut self.state, seat, mv.clone())?;
        self.thinking = None;
        self.record.moves.push(mv);
        self.movers.push(seat);
        self.revealing.push(events.iter().any(|e| G::reveals(&e.event)));
        let after_moves = self.moves_made();
        self.log.extend(events.into_iter().map(|logged| Entry { after_moves, logged }));
        Ok(())
    }

    /// The move count just after the last move of a human, if one played.
    pub fn after_last_human_move(&self) -> Option<usize> {
        self.movers.iter().rposition(|s| self.seats[s.index()].kind.is_human()).map(|i| self.base.saturating_add(i + 1))
    }

    /// The log lines the last move of this record made (every audience),
    /// newest first; none before its first move.
    pub fn last_move_log(&self) -> impl Iterator<Item = &Entry<G::Event>> + '_ {
        let (n, moved) = (self.moves_made(), !self.record.moves.is_empty());
        self.log.iter().rev().take_while(move |e| moved && e.after_moves == n)
    }

    /// The human holding the tablet plays `mv`.
    pub fn play(&mut self, seat: Seat, mv: G::Move) -> Result<(), TableError<G::RuleError>> {
        match self.screen() {
            Screen::Turn(s) if s == seat => self.apply(seat, mv).map_err(TableError::Rule),
            Screen::Public(s) if s == seat => {
                self.apply(seat, mv).map_err(TableError::Rule)?;
                // The whole table was looking: nobody holds the tablet now,
                // so the next screen that shows a secret comes after a
                // curtain, even for the player who answered last. (With one
                // human, that human holds it again: no curtain ever.)
                self.holder = None;
                self.settle_holder();
                Ok(())
            }
            _ => Err(TableError::NotYourTurn),
        }
    }

    /// The seat deciding on this screen (its own turn or a public prompt).
    pub fn actor(&self) -> Option<Seat> {
        match self.screen() {
            Screen::Turn(s) | Screen::Public(s) => Some(s),
            _ => None,
        }
    }

    /// If a computer seat is to decide, it decides (from its own view) and
    /// plays. Returns the seat that played.
    pub fn step_computer(&mut self) -> Option<Seat> {
        loop {
            match self.think() {
                Step::Idle => return None,
                Step::Thinking => {}
                Step::Played(seat) => return Some(seat),
            }
        }
    }

    /// One slice of a computer seat's decision: the browser calls this once
    /// per task, so a long search never freezes the page.
    pub fn think(&mut self) -> Step {
        let Screen::Computer(seat) = self.screen() else { return Step::Idle };
        let decided = match self.thinking.as_mut() {
            Some((work, rng)) => G::bot_continue(work, rng),
            None => {
                let view = G::view(&self.state, Viewer::Seat(seat));
                // Seeded from public facts only, so the game replays identically.
                let mut rng = rng_from_seed(derive_seed(self.record.seed, self.record.moves.len() as u64));
                match G::bot_begin(&view, self.seats[seat.index()].kind, &mut rng) {
                    Decision::Ready(mv) => mv,
                    Decision::Thinking(work) => {
                        self.thinking = Some((work, rng));
                        return Step::Thinking;
                    }
                }
            }
        };
        match decided {
            Some(mv) => {
                if self.apply(seat, mv).is_ok() {
                    Step::Played(seat)
                } else {
                    // A bot's illegal move would be a bug in the game: stop rather than loop.
                    self.thinking = None;
                    Step::Idle
                }
            }
            None if self.thinking.is_some() => Step::Thinking,
            None => Step::Idle,
        }
    }

    /// Can the holder take back the last move? Only their own, only while no
    /// one else has moved since, nothing secret was revealed by it, and the
    /// tablet has not been taken by another player.
    pub fn can_undo(&self) -> bool {
        let (Some(holder), Some(&last)) = (self.holder, self.movers.last()) else { return false };
        // The end of the game shows everything: nothing is taken back after it.
        last == holder && self.revealing.last() == Some(&false) && self.screen() != Screen::Over
    }

    /// Takes back the holder's last move (see [`Table::can_undo`]).
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let mut record = self.record.clone();
        record.moves.pop();
        let holder = self.holder;
        let Ok(mut fresh) = Table::from_record(&record, self.seats.clone()) else { return false };
        fresh.holder = holder;
        fresh.stamp = std::mem::take(&mut self.stamp);
        fresh.hints = std::mem::take(&mut self.hints);
        *self = fresh;
        true
    }

    /// A hint for the human holding the tablet on their own turn: the strong
    /// computer's choice for that seat, decided from that seat's view only
    /// (never behind a curtain, nor for a public prompt the whole table
    /// watches, unless nothing in the game is secret). Counted once per
    /// position for that seat; the record is unchanged.
    pub fn hint(&mut self) -> Option<G::Move> {
        let seat = self.hint_seat()?;
        let view = G::view(&self.state, Viewer::Seat(seat));
        // Seeded like a computer's decision at this move: the same hint every time.
        let mut rng = rng_from_seed(derive_seed(self.record.seed, self.record.moves.len() as u64));
        let mv = G::bot_move(&view, SeatKind::Strong, &mut rng)?;
        if self.hinted_at != Some(self.record.moves.len()) {
            self.hinted_at = Some(self.record.moves.len());
            // Saturating: a save may say any count.
            self.hints[seat.index()] = self.hints[seat.index()].saturating_add(1);
        }
        Some(mv)
    }

    /// The seat a hint may be given to now: the holder on their own turn
    /// (or, in a game with nothing secret, the seat answering in public).
    pub fn hint_seat(&self) -> Option<Seat> {
        match self.screen() {
            Screen::Turn(seat) => Some(seat),
            Screen::Public(seat) if G::OPEN_INFORMATION => Some(seat),
            _ => None,
        }
    }

    /// Hints taken by each seat.
    pub fn hints(&self) -> &[u32] {
        &self.hints
    }

    /// What playing `mv` would first show `seat` (the event of the move
    /// itself): the words of a hint. Nothing after that first event is
    /// looked at, and not that one either if it reveals something secret
    /// until now ([`TableGame::reveals`]): a hint never shows what only
    /// playing would tell.
    pub fn preview(&self, seat: Seat, mv: G::Move) -> Option<G::Event> {
        let mut state = self.state.clone();
        let events = G::apply(&mut state, seat, mv).ok()?;
        let first = events.into_iter().next()?;
        (first.audience.includes(Viewer::Seat(seat)) && !G::reveals(&first.event)).then_some(first.event)
    }

    /// The seat that decides next, whoever it is; `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        G::to_act(&self.state)
    }

    /// The record so far: `(format, game, config, seed, moves)`.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The game of `config` and `seed` after `moves`, with these seats: a
    /// replay's position, or a game continued from one. Nobody holds the
    /// tablet yet (unless a single human sits). Never panics.
    pub fn replayed(config: G::Config, seed: u64, seats: Vec<SeatSetup>, moves: &[G::Move]) -> Result<Self, SaveError> {
        let mut record = Record::new(config, seed);
        record.moves = moves.to_vec();
        Table::from_record(&record, seats)
    }

    /// Plays the next move of a replay for whichever seat is to act (no
    /// tablet, no curtain: a replay shows a game already played).
    pub fn replay_move(&mut self, mv: G::Move) -> Result<(), String> {
        let seat = G::to_act(&self.state).ok_or_else(|| "the game was already over".to_string())?;
        self.apply(seat, mv).map_err(|e| e.to_string())
    }

    /// Checks the state's invariants (tests).
    pub fn audit(&self) -> Result<(), String> {
        G::audit(&self.state)
    }
}
