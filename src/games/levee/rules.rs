//! The rules of Preums ! — la levée de fonds (spec: shared/rules/levee.md),
//! as pure functions over a plain state.

use super::cards::{Card, Cards, PACK_SIZE};
use crate::engine::{below, rng_from_seed, shuffle, GameRng, Logged, Outcome, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

// ---------------------------------------------------------------- config

/// Player count and options (spec §7). Missing fields take their default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// 3 to 6 (DECISION D1).
    pub players: u8,
    /// The first token holder; `None` = drawn at random (DECISION D4).
    pub first_token: Option<u8>,
    /// Zeros needed to win, 4 to 8 (default 6).
    pub target: u8,
    /// Levées before the game stops and is scored like an exhaustion (DECISION D24).
    pub levee_cap: u16,
}

impl Default for Config {
    fn default() -> Self {
        Config { players: 4, first_token: None, target: 6, levee_cap: 100 }
    }
}

impl Config {
    pub fn with_players(players: u8) -> Self {
        Config { players, ..Config::default() }
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        if !(3..=6).contains(&self.players) {
            return Err(SetupError::PlayerCount { min: 3, max: 6, got: self.players.into() });
        }
        if !(4..=8).contains(&self.target) {
            return Err(SetupError::IncompatibleOptions(format!("the target is 4 to 8 zeros, not {}", self.target)));
        }
        if let Some(t) = self.first_token {
            if t >= self.players {
                return Err(SetupError::IncompatibleOptions(format!("no seat {t} holds the start token")));
            }
        }
        if !(1..=100).contains(&self.levee_cap) {
            return Err(SetupError::IncompatibleOptions(format!("the levée cap is 1 to 100, not {}", self.levee_cap)));
        }
        Ok(())
    }
}

// ---------------------------------------------------------------- moves, events, errors

/// A decision of the seat to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// « Continuer »: the draw passes to the left.
    Continue,
    /// « Preums ! »: open the levée with number cards of one value (and any `[+1]`).
    Call { cards: Cards },
    /// Lay cards of one value (and any `[+1]`) on one's own pile or on an opponent's.
    Place { target: Seat, cards: Cards },
    /// « Je passe ».
    Pass,
    /// The winner gives `count` cards of the pool of value `card` to `to` (a recipient, possibly himself).
    Give { to: Seat, card: Card, count: u8 },
}

/// Why the draw was automatic for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AutoReason {
    /// The token holder may not call (DECISION D6).
    TokenHolder,
    /// Nobody may call before the token holder's 2nd draw (DECISION D7).
    OpeningLock,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// A player reached the target.
    Target,
    /// Every pack empty and nobody can call (DECISION D11).
    Exhaustion,
    /// The levée cap was reached (DECISION D24).
    Cap,
}

/// What happened, for the log. Who may read each one is said by its [`Logged`] wrapper.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// Set-up: the start token's first holder.
    TokenGiven {
        seat: Seat,
    },
    /// A draw phase begins (levée number `levee`, 1-based), the token holder draws first.
    DrawPhase {
        levee: u16,
        drawer: Seat,
    },
    /// Public: the seat drew a card (`pack_left` cards remain in its pack).
    Drew {
        seat: Seat,
        pack_left: u8,
    },
    /// Private to the drawer: the card drawn.
    DrewCard {
        seat: Seat,
        card: Card,
    },
    /// Public: the seat's pack is empty, it draws nothing (DECISION D9).
    NoDraw {
        seat: Seat,
    },
    /// The token holder's 2nd draw: calls are now allowed.
    LockReleased,
    /// An automatic « Continuer ».
    AutoContinue {
        seat: Seat,
        reason: AutoReason,
    },
    /// « Continuer » chosen by the seat.
    Continued {
        seat: Seat,
    },
    /// Every pack is empty: this seat must call (DECISION D11).
    MustCall {
        seat: Seat,
    },
    /// « Preums ! »: the seat takes the token and opens its pile.
    Called {
        seat: Seat,
        cards: Cards,
        total: u8,
        forced: bool,
    },
    /// Cards laid on `target`'s pile, whose total becomes `total`.
    Placed {
        seat: Seat,
        target: Seat,
        cards: Cards,
        total: u8,
    },
    /// « Je passe » (`auto`: empty hand, DECISION D18); `passes` in a row now.
    Passed {
        seat: Seat,
        auto: bool,
        passes: u8,
    },
    /// The levée is over: every pile's total, and the winner (`None`: a tie).
    LeveeResult {
        totals: Vec<(Seat, u8)>,
        highest: u8,
        winner: Option<Seat>,
    },
    /// The winner gains `gained` zeros and now has `zeros`.
    ZerosGained {
        seat: Seat,
        gained: u8,
        zeros: u8,
    },
    /// Tie: each pile goes back into its owner's pack, which is reshuffled (DECISION D19).
    PilesReturned {
        returns: Vec<(Seat, Cards)>,
    },
    /// The winner must share out the pool among the recipients.
    RedistributionStarted {
        winner: Seat,
        pool: Cards,
        recipients: Vec<Seat>,
    },
    /// One gift of the winner, `left` = what remains of the pool.
    Gave {
        winner: Seat,
        to: Seat,
        card: Card,
        count: u8,
        left: Cards,
    },
    /// The shares join the recipients' packs, which are reshuffled.
    Distributed {
        winner: Seat,
        shares: Vec<(Seat, Cards)>,
        automatic: bool,
    },
    GameOver {
        reason: EndReason,
        outcome: Outcome,
        /// The zeros to reach, as set up (the log says the target reached).
        /// Written only when not the default 6, so the events of links
        /// written before it was kept read the same.
        #[serde(default = "default_target", skip_serializing_if = "is_default_target")]
        target: u8,
    },
}

fn default_target() -> u8 {
    Config::default().target
}

fn is_default_target(target: &u8) -> bool {
    *target == default_target()
}

/// Where the game stands. Automatic steps never rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The drawer has drawn and decides: « Preums ! » or « Continuer ».
    Draw,
    /// Every pack is empty: this seat must call (DECISION D11).
    ForcedCall {
        seat: Seat,
    },
    /// Bidding: the seat with priority places or passes.
    Levee,
    /// The winner shares out the pool.
    Redistribute {
        winner: Seat,
    },
    Over {
        reason: EndReason,
    },
}

/// Why the winner's gift is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BadGift {
    /// The seat had no pile at the end of the levée.
    NotRecipient { seat: Seat },
    /// The pool holds only `left` cards of that value.
    NotInPool { card: Card, wanted: u8, left: u8 },
    /// A gift of zero cards.
    Nothing,
}

/// Why a move is refused. The state is then unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    GameOver,
    NotYourTurn {
        expected: Seat,
        got: Seat,
    },
    /// This kind of move is not asked for now.
    WrongPhase {
        phase: Phase,
    },
    CannotCallTokenHolder,
    CannotCallOpeningLock,
    /// No number card in hand: « Preums ! » is impossible (DECISION D8).
    CannotCallNoNumberCard,
    /// Every pack is empty: this seat must call (DECISION D11).
    MustCall,
    EmptyPlacement,
    /// The hand does not hold these cards (`missing` = what lacks).
    CardsNotInHand {
        missing: Cards,
    },
    /// Number cards of more than one value.
    MixedValues {
        values: Vec<u8>,
    },
    /// A new pile (or an opening) needs at least one number card.
    NewPileNeedsNumberCard,
    /// Support only goes to an opponent who already has a pile.
    NoPileToSupport {
        target: Seat,
    },
    /// The pile holds number cards of another value.
    ValueMismatch {
        pile_value: u8,
        value: u8,
    },
    /// The pile's total would stay below the highest total.
    BelowHighest {
        total: u8,
        highest: u8,
    },
    BadDistribution(BadGift),
}

impl fmt::Display for RuleError {
    /// In the default language, English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::text::error_text(self, crate::i18n::Lang::default()))
    }
}

// ---------------------------------------------------------------- state

/// A pile in front of one seat during a levée.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    /// The number value of the pile (2, 3 or 4).
    pub value: u8,
    /// Every card, in the order laid, with who laid it.
    pub cards: Vec<(Card, Seat)>,
}

impl Pile {
    /// Saturating: a real pile stays far below 255 (126 at most), a forged
    /// one must not overflow.
    pub fn total(&self) -> u8 {
        self.cards.iter().fold(0u8, |t, (c, _)| t.saturating_add(c.value()))
    }

    pub fn counts(&self) -> Cards {
        Cards::from_cards(self.cards.iter().map(|(c, _)| *c))
    }
}

/// A position to start from (worked examples and tests).
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Position {
    pub hands: Vec<Cards>,
    /// Packs, top card last; `None`: each seat's 21 cards minus its hand, shuffled.
    pub packs: Option<Vec<Vec<Card>>>,
    pub zeros: Vec<u8>,
    pub token: Seat,
    /// The seat whose draw turn it is.
    pub drawer: Seat,
    /// `true`: the drawer's turn starts (he draws first); `false`: he has drawn and decides.
    pub draw_first: bool,
    pub opening_lock: bool,
    pub levees_played: u16,
    pub seed: u64,
}

/// One line of the score pad: a levée's piles and its winner (public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeveeRow {
    /// Each seat's pile total, for the seats that had a pile.
    pub totals: Vec<(Seat, u8)>,
    /// The winner and the zeros gained; `None` for a tie.
    pub winner: Option<(Seat, u8)>,
}

/// The whole game, secrets included.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    /// The score pad: one row per levée resolved.
    pub(super) sheet: Vec<LeveeRow>,
    pub(super) config: Config,
    /// Each seat's pack; the top card is the last one.
    pub(super) packs: Vec<Vec<Card>>,
    pub(super) hands: Vec<Cards>,
    pub(super) zeros: Vec<u8>,
    pub(super) piles: Vec<Option<Pile>>,
    /// What the winner has given so far from the pool, per seat.
    pub(super) given: Vec<Cards>,
    pub(super) token: Seat,
    pub(super) drawer: Seat,
    /// The card the drawer just drew (shown to him only), while he decides.
    pub(super) last_draw: Option<(Seat, Card)>,
    pub(super) opening_lock: bool,
    pub(super) token_draws: u8,
    pub(super) caller: Option<Seat>,
    pub(super) priority: Seat,
    pub(super) passes: u8,
    pub(super) levees_played: u16,
    pub(super) phase: Phase,
    pub(super) rng: GameRng,
}

type Events = Vec<Logged<Event>>;

/// The full 21 × N cards of a game.
pub fn game_cards(n: usize) -> Cards {
    let p = Cards::pack();
    Cards(p.0.map(|k| k * n as u8))
}

impl State {
    pub(super) fn new(config: &Config, seed: u64) -> Result<(State, Events), SetupError> {
        config.validate()?;
        let n = config.players as usize;
        let mut rng = rng_from_seed(seed);
        let mut packs = Vec::with_capacity(n);
        for _ in 0..n {
            let mut pack: Vec<Card> = Cards::pack().iter().collect();
            shuffle(&mut rng, &mut pack);
            packs.push(pack);
        }
        let token = match config.first_token {
            Some(t) => Seat(t),
            None => Seat(below(&mut rng, n as u32) as u8),
        };
        let mut state = State {
            config: config.clone(),
            packs,
            hands: vec![Cards::EMPTY; n],
            zeros: vec![0; n],
            piles: vec![None; n],
            given: vec![Cards::EMPTY; n],
            token,
            drawer: token,
            last_draw: None,
            opening_lock: true,
            token_draws: 0,
            caller: None,
            priority: token,
            passes: 0,
            levees_played: 0,
            phase: Phase::Draw,
            rng,
            sheet: Vec::new(),
        };
        let mut events = vec![Logged::public(Event::TokenGiven { seat: token })];
        state.start_draw_phase(&mut events);
        Ok((state, events))
    }

    /// Test support: a position chosen by hand (see [`Position`]). The state
    /// may break conservation if the position does (for example empty packs).
    #[doc(hidden)]
    pub fn from_position(config: &Config, pos: Position) -> (State, Events) {
        let n = config.players as usize;
        let mut rng = rng_from_seed(pos.seed);
        let packs = match pos.packs {
            Some(p) => p,
            None => pos
                .hands
                .iter()
                .map(|h| {
                    let mut rest = Cards::pack();
                    rest.remove_all(h);
                    let mut pack: Vec<Card> = rest.iter().collect();
                    shuffle(&mut rng, &mut pack);
                    pack
                })
                .collect(),
        };
        let mut state = State {
            config: config.clone(),
            packs,
            hands: pos.hands,
            zeros: pos.zeros,
            piles: vec![None; n],
            given: vec![Cards::EMPTY; n],
            token: pos.token,
            drawer: pos.drawer,
            last_draw: None,
            opening_lock: pos.opening_lock,
            token_draws: if pos.opening_lock { 0 } else { 2 },
            caller: None,
            priority: pos.token,
            passes: 0,
            levees_played: pos.levees_played,
            phase: Phase::Draw,
            rng,
            sheet: Vec::new(),
        };
        let mut events = Vec::new();
        if pos.draw_first {
            state.draw_turn(&mut events);
        }
        (state, events)
    }

    /// The config the game was set up with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    pub(super) fn n(&self) -> usize {
        self.config.players as usize
    }

    pub(super) fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Draw => Some(self.drawer),
            Phase::ForcedCall { seat } => Some(seat),
            Phase::Levee => Some(self.priority),
            Phase::Redistribute { winner } => Some(winner),
            Phase::Over { .. } => None,
        }
    }

    /// The largest pile total (0 when no pile).
    pub(super) fn highest(&self) -> u8 {
        self.piles.iter().flatten().map(Pile::total).max().unwrap_or(0)
    }

    /// Seats holding a pile.
    pub(super) fn pile_seats(&self) -> Vec<Seat> {
        Seat::all(self.n()).filter(|s| self.piles[s.index()].is_some()).collect()
    }

    /// What remains of the pool to give.
    pub(super) fn pool_left(&self) -> Cards {
        let mut pool = Cards::EMPTY;
        for p in self.piles.iter().flatten() {
            pool.add_all(&p.counts());
        }
        for g in &self.given {
            pool.remove_all(g);
        }
        pool
    }

    // ------------------------------------------------------------ flow

    /// §4.6 / setup: a new draw phase starts with the token holder.
    fn start_draw_phase(&mut self, events: &mut Events) {
        self.drawer = self.token;
        events.push(Logged::public(Event::DrawPhase { levee: self.levees_played + 1, drawer: self.token }));
        self.draw_turn(events);
    }

    /// §4.1: draw turns from `self.drawer`, running the automatic ones, until
    /// a seat decides (or a forced call, or the end by exhaustion).
    fn draw_turn(&mut self, events: &mut Events) {
        // Each automatic turn either draws or belongs to a seat that must
        // continue for a public reason; a lap without any card drawn ends in §4.2.
        loop {
            let p = self.drawer;
            self.last_draw = None;
            if self.packs.iter().all(Vec::is_empty) {
                self.forced_call(events);
                return;
            }
            match self.packs[p.index()].pop() {
                Some(card) => {
                    self.hands[p.index()].add(card, 1);
                    self.last_draw = Some((p, card));
                    events.push(Logged::public(Event::Drew { seat: p, pack_left: self.packs[p.index()].len() as u8 }));
                    events.push(Logged::private(p, Event::DrewCard { seat: p, card }));
                }
                None => events.push(Logged::public(Event::NoDraw { seat: p })),
            }
            if p == self.token && self.opening_lock {
                self.token_draws += 1;
                if self.token_draws >= 2 {
                    self.opening_lock = false;
                    events.push(Logged::public(Event::LockReleased));
                }
            }
            let auto = if p == self.token {
                Some(AutoReason::TokenHolder)
            } else if self.opening_lock {
                Some(AutoReason::OpeningLock)
            } else {
                None
            };
            match auto {
                Some(reason) => {
                    events.push(Logged::public(Event::AutoContinue { seat: p, reason }));
                    self.drawer = p.left(self.n());
                }
                None => {
                    self.phase = Phase::Draw;
                    return;
                }
            }
        }
    }

    /// §4.2: every pack is empty.
    fn forced_call(&mut self, events: &mut Events) {
        let n = self.n();
        let mut s = self.token.left(n);
        while s != self.token {
            if self.hands[s.index()].has_number() {
                self.phase = Phase::ForcedCall { seat: s };
                events.push(Logged::public(Event::MustCall { seat: s }));
                return;
            }
            s = s.left(n);
        }
        self.end_game(EndReason::Exhaustion, events);
    }

    fn end_game(&mut self, reason: EndReason, events: &mut Events) {
        self.phase = Phase::Over { reason };
        self.last_draw = None;
        let outcome = self.outcome_now();
        events.push(Logged::public(Event::GameOver { reason, outcome, target: self.config.target }));
    }

    fn outcome_now(&self) -> Outcome {
        Outcome::from_scores(self.zeros.iter().map(|z| *z as i32).collect())
    }

    pub(super) fn outcome(&self) -> Option<Outcome> {
        matches!(self.phase, Phase::Over { .. }).then(|| self.outcome_now())
    }

    // ------------------------------------------------------------ legality

    /// Checks a call's cards against the hand (shared by Call in both phases).
    fn check_call(&self, seat: Seat, cards: &Cards) -> Result<(), RuleError> {
        let hand = &self.hands[seat.index()];
        if seat == self.token {
            return Err(RuleError::CannotCallTokenHolder);
        }
        if self.opening_lock {
            return Err(RuleError::CannotCallOpeningLock);
        }
        if !hand.has_number() {
            return Err(RuleError::CannotCallNoNumberCard);
        }
        check_cards(hand, cards)?;
        if !cards.has_number() {
            return Err(RuleError::NewPileNeedsNumberCard);
        }
        Ok(())
    }

    /// §4.3 conditions 1–6, in order.
    pub(super) fn check_place(&self, seat: Seat, target: Seat, cards: &Cards) -> Result<(), RuleError> {
        check_placement(
            &self.hands[seat.index()],
            seat,
            target,
            cards,
            |s| self.piles.get(s.index()).and_then(|p| p.as_ref()).map(|p| (p.value, p.total())),
            self.highest(),
        )
    }

    fn check(&self, seat: Seat, mv: &Move) -> Result<(), RuleError> {
        let expected = self.to_act().ok_or(RuleError::GameOver)?;
        if seat != expected {
            return Err(RuleError::NotYourTurn { expected, got: seat });
        }
        match (self.phase, mv) {
            (Phase::Draw, Move::Continue) => Ok(()),
            (Phase::ForcedCall { .. }, Move::Continue) => Err(RuleError::MustCall),
            (Phase::Draw | Phase::ForcedCall { .. }, Move::Call { cards }) => self.check_call(seat, cards),
            (Phase::Levee, Move::Pass) => Ok(()),
            (Phase::Levee, Move::Place { target, cards }) => self.check_place(seat, *target, cards),
            (Phase::Redistribute { .. }, Move::Give { to, card, count }) => {
                if self.piles.get(to.index()).is_none_or(Option::is_none) {
                    return Err(RuleError::BadDistribution(BadGift::NotRecipient { seat: *to }));
                }
                if *count == 0 {
                    return Err(RuleError::BadDistribution(BadGift::Nothing));
                }
                let left = self.pool_left().get(*card);
                if *count > left {
                    return Err(RuleError::BadDistribution(BadGift::NotInPool { card: *card, wanted: *count, left }));
                }
                Ok(())
            }
            (phase, _) => Err(RuleError::WrongPhase { phase }),
        }
    }

    pub(super) fn legal_moves(&self) -> Vec<Move> {
        let Some(seat) = self.to_act() else { return Vec::new() };
        let hand = self.hands[seat.index()];
        match self.phase {
            Phase::Draw => {
                let mut out = vec![Move::Continue];
                if seat != self.token && !self.opening_lock {
                    out.extend(call_options(&hand).into_iter().map(|cards| Move::Call { cards }));
                }
                out
            }
            Phase::ForcedCall { .. } => call_options(&hand).into_iter().map(|cards| Move::Call { cards }).collect(),
            Phase::Levee => {
                let piles: Vec<Option<(u8, u8)>> =
                    self.piles.iter().map(|p| p.as_ref().map(|p| (p.value, p.total()))).collect();
                let mut out = vec![Move::Pass];
                out.extend(
                    placements(&hand, seat, &piles, self.highest())
                        .into_iter()
                        .map(|(target, cards)| Move::Place { target, cards }),
                );
                out
            }
            Phase::Redistribute { .. } => {
                let pool = self.pool_left();
                let mut out = Vec::new();
                for to in self.pile_seats() {
                    for card in Card::ALL {
                        for count in 1..=pool.get(card) {
                            out.push(Move::Give { to, card, count });
                        }
                    }
                }
                out
            }
            Phase::Over { .. } => Vec::new(),
        }
    }

    // ------------------------------------------------------------ effects

    pub(super) fn apply(&mut self, seat: Seat, mv: Move) -> Result<Events, RuleError> {
        self.check(seat, &mv)?;
        let mut events = Vec::new();
        match mv {
            Move::Continue => {
                events.push(Logged::public(Event::Continued { seat }));
                self.drawer = seat.left(self.n());
                self.draw_turn(&mut events);
            }
            Move::Call { cards } => self.call(seat, cards, &mut events),
            Move::Pass => {
                self.pass(seat, false, &mut events);
                self.run_levee(&mut events);
            }
            Move::Place { target, cards } => {
                self.hands[seat.index()].remove_all(&cards);
                let pile = self.piles[target.index()].get_or_insert_with(|| Pile {
                    value: cards.number_values().next().unwrap_or(2),
                    cards: Vec::new(),
                });
                pile.cards.extend(cards.iter().map(|c| (c, seat)));
                let total = pile.total();
                events.push(Logged::public(Event::Placed { seat, target, cards, total }));
                self.passes = 0;
                self.priority = seat.left(self.n());
                self.run_levee(&mut events);
            }
            Move::Give { to, card, count } => {
                self.given[to.index()].add(card, count);
                let left = self.pool_left();
                events.push(Logged::public(Event::Gave { winner: seat, to, card, count, left }));
                if left.is_empty() {
                    self.finish_distribution(seat, false, &mut events);
                }
            }
        }
        Ok(events)
    }

    fn call(&mut self, seat: Seat, cards: Cards, events: &mut Events) {
        let forced = matches!(self.phase, Phase::ForcedCall { .. });
        self.last_draw = None;
        self.token = seat;
        self.caller = Some(seat);
        self.hands[seat.index()].remove_all(&cards);
        let value = cards.number_values().next().unwrap_or(2);
        let pile = Pile { value, cards: cards.iter().map(|c| (c, seat)).collect() };
        let total = pile.total();
        self.piles[seat.index()] = Some(pile);
        events.push(Logged::public(Event::Called { seat, cards, total, forced }));
        self.phase = Phase::Levee;
        self.priority = seat.left(self.n());
        self.passes = 0;
        self.run_levee(events);
    }

    fn pass(&mut self, seat: Seat, auto: bool, events: &mut Events) {
        self.passes += 1;
        events.push(Logged::public(Event::Passed { seat, auto, passes: self.passes }));
        self.priority = seat.left(self.n());
    }

    /// Automatic passes (empty hands), and the end of the levée after N passes.
    fn run_levee(&mut self, events: &mut Events) {
        loop {
            if self.passes as usize >= self.n() {
                self.resolve(events);
                return;
            }
            let p = self.priority;
            if self.hands[p.index()].is_empty() {
                self.pass(p, true, events);
            } else {
                return;
            }
        }
    }

    /// §4.4.
    fn resolve(&mut self, events: &mut Events) {
        let seats = self.pile_seats();
        let highest = self.highest();
        let totals: Vec<(Seat, u8)> =
            seats.iter().map(|s| (*s, self.piles[s.index()].as_ref().map_or(0, Pile::total))).collect();
        let top: Vec<Seat> = totals.iter().filter(|(_, t)| *t == highest).map(|(s, _)| *s).collect();
        let winner = (top.len() == 1).then(|| top[0]);
        self.sheet.push(LeveeRow { totals: totals.clone(), winner: winner.map(|w| (w, seats.len() as u8)) });
        events.push(Logged::public(Event::LeveeResult { totals, highest, winner }));
        self.caller = None;
        match winner {
            None => {
                let mut returns = Vec::new();
                for s in &seats {
                    if let Some(p) = self.piles[s.index()].take() {
                        let c = p.counts();
                        self.packs[s.index()].extend(c.iter());
                        shuffle(&mut self.rng, &mut self.packs[s.index()]);
                        returns.push((*s, c));
                    }
                }
                events.push(Logged::public(Event::PilesReturned { returns }));
                self.next_levee(events);
            }
            Some(w) => {
                let gained = seats.len() as u8;
                self.zeros[w.index()] = self.zeros[w.index()].saturating_add(gained);
                events.push(Logged::public(Event::ZerosGained { seat: w, gained, zeros: self.zeros[w.index()] }));
                if self.zeros[w.index()] >= self.config.target {
                    // DECISION D21: no redistribution; the piles stay on the table.
                    self.end_game(EndReason::Target, events);
                    return;
                }
                if seats.len() == 1 {
                    self.finish_distribution(w, true, events);
                } else {
                    self.phase = Phase::Redistribute { winner: w };
                    events.push(Logged::public(Event::RedistributionStarted {
                        winner: w,
                        pool: self.pool_left(),
                        recipients: seats,
                    }));
                }
            }
        }
    }

    /// §4.5 effects: shares (or the whole pool when automatic) join packs.
    fn finish_distribution(&mut self, winner: Seat, automatic: bool, events: &mut Events) {
        if automatic {
            let pool = self.pool_left();
            self.given[winner.index()].add_all(&pool);
        }
        let mut shares = Vec::new();
        for s in self.pile_seats() {
            let g = std::mem::take(&mut self.given[s.index()]);
            self.packs[s.index()].extend(g.iter());
            shuffle(&mut self.rng, &mut self.packs[s.index()]);
            shares.push((s, g));
        }
        self.piles = vec![None; self.n()];
        self.given = vec![Cards::EMPTY; self.n()];
        events.push(Logged::public(Event::Distributed { winner, shares, automatic }));
        self.next_levee(events);
    }

    /// §4.6.
    fn next_levee(&mut self, events: &mut Events) {
        self.levees_played += 1;
        self.passes = 0;
        if self.levees_played >= self.config.levee_cap {
            self.end_game(EndReason::Cap, events);
            return;
        }
        self.phase = Phase::Draw;
        self.start_draw_phase(events);
    }

    // ------------------------------------------------------------ audit

    /// Every card a seat owns or holds: hand + pack (its reserve).
    pub(super) fn reserve(&self, seat: Seat) -> Cards {
        let mut r = self.hands[seat.index()];
        r.add_all(&Cards::from_cards(self.packs[seat.index()].iter().copied()));
        r
    }

    /// Checks every invariant of the state (used by tests and fuzzing).
    /// Long by design: one check per invariant, in the order of the rules; each
    /// stands alone, so a broken one is named by the first failing line.
    pub(super) fn audit(&self) -> Result<(), String> {
        let n = self.n();
        self.config.validate().map_err(|e| format!("config: {e}"))?;
        for (what, len) in [
            ("packs", self.packs.len()),
            ("hands", self.hands.len()),
            ("zeros", self.zeros.len()),
            ("piles", self.piles.len()),
            ("given", self.given.len()),
        ] {
            if len != n {
                return Err(format!("{len} {what} for {n} seats"));
            }
        }
        // Every seat the state names sits at the table (the checks below index by them).
        let phase_seat = match self.phase {
            Phase::ForcedCall { seat } | Phase::Redistribute { winner: seat } => Some(seat),
            _ => None,
        };
        let named = [self.token, self.drawer, self.priority];
        let mut named = named.into_iter().chain(self.caller).chain(self.last_draw.map(|(s, _)| s)).chain(phase_seat);
        if let Some(s) = named.find(|s| s.index() >= n) {
            return Err(format!("{s} is not at the table"));
        }
        // L10: 21 × N cards, 9N [2], 6N [3], 3N [4], 3N [+1].
        let mut all = Cards::EMPTY;
        for s in Seat::all(n) {
            all.add_all(&self.reserve(s));
        }
        for p in self.piles.iter().flatten() {
            all.add_all(&p.counts());
        }
        if all != game_cards(n) || all.len() != PACK_SIZE * n {
            return Err(format!("cards in play {:?}, expected {:?}", all.0, game_cards(n).0));
        }
        // Piles: single-valued, start with a number card, only during a levée
        // (or its redistribution, or the final view after a winning levée).
        for (i, p) in self.piles.iter().enumerate() {
            let Some(p) = p else { continue };
            let c = p.counts();
            let values: Vec<u8> = c.number_values().collect();
            if values != [p.value] {
                return Err(format!("seat {i}'s pile holds number values {values:?}, pile value {}", p.value));
            }
            if !p.cards.first().is_some_and(|(c, _)| c.is_number()) {
                return Err(format!("seat {i}'s pile does not start with a number card"));
            }
            if p.cards.iter().any(|(_, s)| s.index() >= n) {
                return Err(format!("seat {i}'s pile names a seat not at the table"));
            }
        }
        let piles = self.pile_seats();
        let given_any = self.given.iter().any(|g| !g.is_empty());
        match self.phase {
            Phase::Draw | Phase::ForcedCall { .. } => {
                if !piles.is_empty() || given_any || self.caller.is_some() {
                    return Err("piles, gifts or a caller outside a levée".into());
                }
                if self.opening_lock && (self.levees_played > 0 || self.token_draws >= 2) {
                    return Err("the opening lock is still on after the token holder's 2nd draw".into());
                }
                if let Phase::ForcedCall { seat } = self.phase {
                    // §4.2: every pack empty, the first seat after the token holder with a number card.
                    let first = (1..n)
                        .map(|k| Seat(((self.token.index() + k) % n) as u8))
                        .find(|s| self.hands[s.index()].has_number());
                    if !self.packs.iter().all(Vec::is_empty) || first != Some(seat) {
                        return Err("a forced call while a pack holds cards, or by another seat".into());
                    }
                }
            }
            Phase::Levee => {
                let caller = self.caller.ok_or("a levée without a caller")?;
                if caller != self.token || self.piles[caller.index()].is_none() {
                    return Err("the caller does not hold the token or has no pile".into());
                }
                if self.passes as usize >= n {
                    return Err("a full lap of passes did not end the levée".into());
                }
                if given_any {
                    return Err("gifts during the bidding".into());
                }
                if self.hands[self.priority.index()].is_empty() {
                    return Err("an empty hand holds priority (it should pass automatically)".into());
                }
            }
            Phase::Redistribute { winner } => {
                if piles.len() < 2 || !piles.contains(&winner) {
                    return Err("a redistribution without a winner's pile or without other recipients".into());
                }
                let h = self.highest();
                let top: Vec<&Seat> =
                    piles.iter().filter(|s| self.piles[s.index()].as_ref().is_some_and(|p| p.total() == h)).collect();
                if top != [&winner] {
                    return Err("the redistributing seat is not the unique highest pile".into());
                }
                let mut pool = Cards::EMPTY;
                for p in self.piles.iter().flatten() {
                    pool.add_all(&p.counts());
                }
                let mut given = Cards::EMPTY;
                for (i, g) in self.given.iter().enumerate() {
                    if !g.is_empty() && self.piles[i].is_none() {
                        return Err(format!("seat {i} received cards without a pile"));
                    }
                    given.add_all(g);
                }
                if !pool.contains(&given) || pool == given {
                    return Err("gifts exceed the pool or the pool is all given but not shared".into());
                }
            }
            Phase::Over { reason } => {
                let target = self.config.target;
                let reached: Vec<usize> = (0..n).filter(|i| self.zeros[*i] >= target).collect();
                match reason {
                    EndReason::Target => {
                        if reached.len() != 1 {
                            return Err(format!("{} seats reached the target", reached.len()));
                        }
                        let o = self.outcome_now();
                        if o.winners != [Seat(reached[0] as u8)] {
                            return Err("the target's winner is not the only winner".into());
                        }
                    }
                    EndReason::Exhaustion | EndReason::Cap => {
                        if !reached.is_empty() {
                            return Err("the game went on after a seat reached the target".into());
                        }
                        if reason == EndReason::Cap && self.levees_played != self.config.levee_cap {
                            return Err("stopped by the cap before the cap".into());
                        }
                        if reason == EndReason::Exhaustion && !self.packs.iter().all(Vec::is_empty) {
                            return Err("exhaustion with cards left in a pack".into());
                        }
                        if reason == EndReason::Exhaustion && !piles.is_empty() {
                            return Err("exhaustion with piles on the table".into());
                        }
                    }
                }
            }
        }
        if !matches!(self.phase, Phase::Over { .. }) && self.zeros.iter().any(|z| *z >= self.config.target) {
            return Err("the game goes on although a seat reached the target".into());
        }
        if self.levees_played > self.config.levee_cap {
            return Err("more levées than the cap".into());
        }
        if self.levees_played == self.config.levee_cap && !matches!(self.phase, Phase::Over { .. }) {
            return Err("the game goes on after the levée cap".into());
        }
        if let Some((s, c)) = self.last_draw {
            if self.phase != Phase::Draw || s != self.drawer || self.hands[s.index()].get(c) == 0 {
                return Err("the last drawn card is not in the deciding drawer's hand".into());
            }
        }
        if self.phase == Phase::Draw && (self.drawer == self.token || self.opening_lock) {
            return Err("a draw decision asked although it is automatic".into());
        }
        Ok(())
    }
}

/// The cards are not empty, are in `hand`, and are of one number value.
pub fn check_cards(hand: &Cards, cards: &Cards) -> Result<(), RuleError> {
    if cards.is_empty() {
        return Err(RuleError::EmptyPlacement);
    }
    if !hand.contains(cards) {
        let missing = Cards(std::array::from_fn(|i| cards.0[i].saturating_sub(hand.0[i])));
        return Err(RuleError::CardsNotInHand { missing });
    }
    let values: Vec<u8> = cards.number_values().collect();
    if values.len() > 1 {
        return Err(RuleError::MixedValues { values });
    }
    Ok(())
}

/// §4.3 conditions 1–6 for `seat` laying `cards` on `target`, given each
/// seat's pile as `(value, total)` and the highest total.
pub fn check_placement(
    hand: &Cards,
    seat: Seat,
    target: Seat,
    cards: &Cards,
    pile: impl Fn(Seat) -> Option<(u8, u8)>,
    highest: u8,
) -> Result<(), RuleError> {
    check_cards(hand, cards)?;
    let target_pile = pile(target);
    if target == seat && target_pile.is_none() && !cards.has_number() {
        return Err(RuleError::NewPileNeedsNumberCard);
    }
    if target != seat && target_pile.is_none() {
        return Err(RuleError::NoPileToSupport { target });
    }
    if let (Some((pile_value, _)), Some(value)) = (target_pile, cards.number_values().next()) {
        if value != pile_value {
            return Err(RuleError::ValueMismatch { pile_value, value });
        }
    }
    let total = (target_pile.map_or(0, |(_, t)| t as u32) + cards.total()).min(255) as u8;
    if total < highest {
        return Err(RuleError::BelowHighest { total, highest });
    }
    Ok(())
}

/// Every legal opening from `hand`: k ≥ 1 cards of one value V, m ≥ 0 `[+1]`.
pub fn call_options(hand: &Cards) -> Vec<Cards> {
    let mut out = Vec::new();
    for card in Card::NUMBERS {
        for k in 1..=hand.get(card) {
            for m in 0..=hand.get(Card::Plus) {
                out.push(Cards::number(card.value(), k, m));
            }
        }
    }
    out
}

/// Every legal placement `(target, cards)` of `seat` holding `hand`, given
/// each seat's pile `(value, total)` and the highest total.
pub fn placements(hand: &Cards, seat: Seat, piles: &[Option<(u8, u8)>], highest: u8) -> Vec<(Seat, Cards)> {
    let mut out = Vec::new();
    let plus = hand.get(Card::Plus);
    for (i, pile) in piles.iter().enumerate() {
        let target = Seat(i as u8);
        let (values, base): (Vec<u8>, u32) = match pile {
            Some((v, t)) => (vec![*v], *t as u32),
            None if target == seat => (vec![2, 3, 4], 0),
            None => continue,
        };
        for v in values {
            let card = Card::number(v).unwrap_or(Card::Two);
            let k_min = if pile.is_none() { 1 } else { 0 };
            for k in k_min..=hand.get(card) {
                for m in 0..=plus {
                    if k + m == 0 {
                        continue;
                    }
                    let total = base + k as u32 * v as u32 + m as u32;
                    if total >= highest as u32 {
                        out.push((target, Cards::number(v, k, m)));
                    }
                }
            }
        }
    }
    out
}
