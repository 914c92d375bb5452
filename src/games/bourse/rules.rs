//! The rules of La Bourse aux Idées (spec: shared/rules/bourse.md), as pure
//! functions over a plain state.

use crate::engine::{below, derive_seed, rng_from_seed, shuffle, Logged, Outcome, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Starting money per player (DECISION D3); a team purse holds twice as much.
pub const START: i32 = 6000;
/// Price of an idea card in a transaction.
pub const PRICE: i32 = 200;
/// Cards in a full hand.
pub const HAND: usize = 12;

// ---------------------------------------------------------------- config

/// Player count and options (spec §7). Missing fields take their default.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// 2 to 5.
    pub players: u8,
    /// Two teams of two (4 players only): seats 0+2 against 1+3 (DECISION D1).
    pub teams: bool,
    /// With 2 players: all 18 series instead of 12 (DECISION D17).
    pub all_series: bool,
    /// Manches in the match, 1 to 10 (DECISION D16).
    pub manches: u8,
    /// An idea may change hands several times in one transactions phase
    /// (DECISION D9, corrected to follow the seed: the number of ideas one
    /// may buy or sell "n'est pas limité"). Absent from the saves made
    /// before the correction: they replay by the old rule (an idea sold once
    /// in a phase could not be bought again in it). New games: true.
    #[serde(default = "old_rule", skip_serializing_if = "is_old_rule")]
    pub resale: bool,
}

/// What a config read from a save without the field means.
fn old_rule() -> bool {
    false
}

/// Written like a derived `Debug`, `resale` only when on: an old game's
/// config reads exactly as it did before the field existed (the save
/// fixtures compare the states' `Debug` text).
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut d = f.debug_struct("Config");
        d.field("players", &self.players)
            .field("teams", &self.teams)
            .field("all_series", &self.all_series)
            .field("manches", &self.manches);
        if self.resale {
            d.field("resale", &self.resale);
        }
        d.finish()
    }
}

/// An old game's config is written as it was read (same bytes, same views).
fn is_old_rule(resale: &bool) -> bool {
    !*resale
}

impl Default for Config {
    fn default() -> Self {
        Config { players: 4, teams: false, all_series: false, manches: 1, resale: true }
    }
}

impl Config {
    pub fn with_players(players: u8) -> Self {
        Config { players, ..Config::default() }
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        if !(2..=5).contains(&self.players) {
            return Err(SetupError::PlayerCount { min: 2, max: 5, got: self.players.into() });
        }
        if self.teams && self.players != 4 {
            return Err(SetupError::IncompatibleOptions("teams need exactly 4 players".into()));
        }
        if !(1..=10).contains(&self.manches) {
            return Err(SetupError::IncompatibleOptions(format!("a match has 1 to 10 manches, not {}", self.manches)));
        }
        Ok(())
    }

    pub fn n(&self) -> usize {
        self.players as usize
    }

    /// Series in play: 1..=12 with two players (unless `all_series`), else 1..=18.
    pub fn series(&self) -> u8 {
        if self.players == 2 && !self.all_series {
            12
        } else {
            18
        }
    }

    /// Number of purses: one per player, or one per team.
    pub fn purses(&self) -> usize {
        if self.teams {
            2
        } else {
            self.n()
        }
    }

    /// The purse of a seat.
    pub fn purse(&self, seat: Seat) -> usize {
        if self.teams {
            seat.index() % 2
        } else {
            seat.index()
        }
    }

    /// Same side: the same seat, or partners.
    pub fn allied(&self, a: Seat, b: Seat) -> bool {
        self.purse(a) == self.purse(b)
    }

    pub fn start_money(&self) -> i32 {
        if self.teams {
            2 * START
        } else {
            START
        }
    }
}

// ---------------------------------------------------------------- cards

/// A card: `(series − 1) × 5 + k`, `k = 0` for the idea card and 1..=4 for its objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

impl Card {
    pub fn idea(series: u8) -> Card {
        Card((series - 1) * 5)
    }
    pub fn object(series: u8, k: u8) -> Card {
        Card((series - 1) * 5 + k)
    }
    pub fn series(self) -> u8 {
        self.0 / 5 + 1
    }
    /// 0 for an idea card, 1..=4 for an object.
    pub fn k(self) -> u8 {
        self.0 % 5
    }
    pub fn is_idea(self) -> bool {
        self.k() == 0
    }
}

/// Series index in the per-series vectors.
pub fn si(series: u8) -> usize {
    series as usize - 1
}

// ---------------------------------------------------------------- moves, events, errors

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Talon phase: lay these two object cards (first, then second).
    PlayPair(Card, Card),
    /// Transactions: ask the owner of this series' idea card to sell it for 200 F.
    RequestIdea(u8),
    /// Transactions: end one's turn.
    EndTurn,
    /// Transactions: the owner accepts or refuses the pending request.
    Answer(bool),
    /// Final phase: lay one card.
    PlayCard(Card),
}

/// Phases (spec §4.0); the settlement is automatic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Talon,
    Transactions,
    Final,
    Over,
}

/// A request waiting for its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub buyer: Seat,
    pub owner: Seat,
    pub series: u8,
}

/// One series in the settlement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub series: u8,
    /// Who laid the 4th card.
    pub collector: Seat,
    /// Who held the idea card.
    pub holder: Seat,
    pub contract: bool,
    /// Each payer seat and what it pays the collector.
    pub payers: Vec<(Seat, i32)>,
}

/// A manche's accounts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    pub manche: u8,
    pub rows: Vec<Row>,
    /// Received and paid per purse.
    pub received: Vec<i32>,
    pub paid: Vec<i32>,
    /// Balances per purse after the settlement.
    pub balances: Vec<i32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A manche starts: the deck is shuffled and 12 cards dealt to each.
    Dealt {
        manche: u8,
        dealer: Seat,
    },
    /// Private: the seat's 12 object cards after the presentation.
    Hand {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// An idea card displayed in front of a seat (`drawn`: drawn from the talon during play).
    IdeaShown {
        seat: Seat,
        series: u8,
        drawn: bool,
    },
    /// Public: how many object cards a seat drew.
    Drew {
        seat: Seat,
        count: u8,
        talon: u8,
    },
    /// Private: which ones.
    Got {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// Object cards laid in the centre.
    Laid {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// The 4th card of a series was laid: its layer collects it (`contract`: he or his side holds the idea now).
    Collected {
        seat: Seat,
        series: u8,
        card: Card,
        contract: bool,
    },
    /// The talon is empty: the transactions open with `opener`.
    TalonEmpty {
        last: Seat,
        opener: Seat,
    },
    Requested {
        buyer: Seat,
        owner: Seat,
        series: u8,
    },
    Answered {
        buyer: Seat,
        owner: Seat,
        series: u8,
        accept: bool,
    },
    /// A transaction turn ends (`auto`: nothing to ask, passed by the app).
    TurnEnded {
        seat: Seat,
        asked: bool,
        auto: bool,
    },
    /// A full lap without request: the final phase starts with `opener`.
    TransactionsOver {
        opener: Seat,
    },
    Settled(Settlement),
    /// The game (or the match) is over; `early`: someone's purse ran dry.
    GameOver {
        early: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    NotYourTurn,
    WrongPhase,
    CardNotInHand,
    SameCardTwice,
    NotAnOpponentsIdea,
    AlreadySoldThisPhase,
    AlreadyRequested,
    InsufficientFunds,
    NoPendingRequest,
    /// The seat to act must answer a request first.
    AnswerPending,
    GameOver,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::text::error_text(self, crate::i18n::Lang::En))
    }
}

pub type Events = Vec<Logged<Event>>;

/// Who pays the collector of a series, given who holds its idea card (§4.5).
pub fn payments(config: &Config, collector: Seat, holder: Seat) -> (bool, Vec<(Seat, i32)>) {
    let contract = config.allied(collector, holder);
    let opp = Seat::all(config.n()).filter(|&s| !config.allied(s, collector));
    let payers = match (config.players, contract) {
        (2, true) => opp.map(|s| (s, 600)).collect(),
        (_, true) => opp.map(|s| (s, 400)).collect(),
        (_, false) => vec![(holder, 400)],
    };
    (contract, payers)
}

/// Why `seat` may not ask for idea `series` (shared by the state and the view).
pub fn request_check(
    config: &Config,
    seat: Seat,
    series: u8,
    holder: &[Option<Seat>],
    sold: u32,
    requested: u32,
    money: &[i32],
) -> Result<Seat, RuleError> {
    let owner = match holder.get((series as usize).wrapping_sub(1)) {
        Some(&Some(o)) if !config.allied(o, seat) => o,
        _ => return Err(RuleError::NotAnOpponentsIdea),
    };
    if !config.resale && sold & (1 << series) != 0 {
        return Err(RuleError::AlreadySoldThisPhase);
    }
    if requested & (1 << series) != 0 {
        return Err(RuleError::AlreadyRequested);
    }
    if money[config.purse(seat)] < PRICE {
        return Err(RuleError::InsufficientFunds);
    }
    Ok(owner)
}

// ---------------------------------------------------------------- state

/// The whole game, secrets included.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    pub(crate) config: Config,
    pub(crate) seed: u64,
    /// 1-based.
    pub(crate) manche: u8,
    pub(crate) dealer: Seat,
    pub(crate) phase: Phase,
    /// The active seat.
    pub(crate) turn: Seat,
    /// The transactions' opener `S`.
    pub(crate) opener: Seat,
    /// Object cards only, kept sorted.
    pub(crate) hands: Vec<Vec<Card>>,
    /// Face down, top card last.
    pub(crate) talon: Vec<Card>,
    /// Object cards laid per series, in order (4 once collected).
    pub(crate) piles: Vec<Vec<Card>>,
    pub(crate) collector: Vec<Option<Seat>>,
    /// Who displays each idea card (`None`: still in the talon).
    pub(crate) holder: Vec<Option<Seat>>,
    /// Per purse.
    pub(crate) money: Vec<i32>,
    pub(crate) pending: Option<Request>,
    /// Bit `s`: idea `s` sold in this phase.
    pub(crate) sold: u32,
    /// Per seat, bit `s`: idea `s` requested in this phase.
    pub(crate) requested: Vec<u32>,
    /// The active seat asked for something this turn.
    pub(crate) asked: bool,
    pub(crate) quiet: u8,
    /// Balances per purse after each manche.
    pub(crate) history: Vec<Vec<i32>>,
    pub(crate) last: Option<Settlement>,
}

/// A chosen position (worked-example tests).
#[derive(Clone, Debug, Default)]
pub struct Position {
    pub dealer: u8,
    pub hands: Vec<Vec<Card>>,
    pub talon: Vec<Card>,
    /// `(series, cards laid)`; other series are empty.
    pub piles: Vec<(u8, Vec<Card>)>,
    /// `(series, collector)` for collected series (their 4 cards are laid).
    pub collected: Vec<(u8, Seat)>,
    /// `(series, holder)`; the other ideas are in the talon.
    pub ideas: Vec<(u8, Seat)>,
    /// Per purse; empty = starting money.
    pub money: Vec<i32>,
    pub phase: Option<Phase>,
    pub turn: u8,
    /// 0 = the first manche.
    pub manche: u8,
}

impl State {
    pub fn new(config: &Config, seed: u64) -> Result<(State, Events), SetupError> {
        config.validate()?;
        let n = config.n();
        let ns = config.series() as usize;
        let dealer = Seat(below(&mut rng_from_seed(derive_seed(seed, 0)), n as u32) as u8);
        let mut s = State {
            config: config.clone(),
            seed,
            manche: 1,
            dealer,
            phase: Phase::Talon,
            turn: dealer.left(n),
            opener: dealer.left(n),
            hands: vec![Vec::new(); n],
            talon: Vec::new(),
            piles: vec![Vec::new(); ns],
            collector: vec![None; ns],
            holder: vec![None; ns],
            money: vec![config.start_money(); config.purses()],
            pending: None,
            sold: 0,
            requested: vec![0; n],
            asked: false,
            quiet: 0,
            history: Vec::new(),
            last: None,
        };
        let mut ev = Vec::new();
        s.deal(&mut ev);
        Ok((s, ev))
    }

    /// Test support: a game from a chosen position.
    #[doc(hidden)]
    pub fn from_position(config: &Config, pos: Position) -> State {
        let (mut s, _) = State::new(config, 1).expect("valid config");
        let n = config.n();
        s.dealer = Seat(pos.dealer);
        s.manche = pos.manche.max(1);
        s.hands = pos.hands;
        s.hands.resize(n, Vec::new());
        s.talon = pos.talon;
        s.piles.iter_mut().for_each(Vec::clear);
        s.collector.iter_mut().for_each(|c| *c = None);
        s.holder.iter_mut().for_each(|c| *c = None);
        for (series, cards) in pos.piles {
            s.piles[si(series)] = cards;
        }
        for (series, who) in pos.collected {
            s.piles[si(series)] = (1..=4).map(|k| Card::object(series, k)).collect();
            s.collector[si(series)] = Some(who);
        }
        for (series, who) in pos.ideas {
            s.holder[si(series)] = Some(who);
        }
        // Cards placed nowhere: in the talon phase without a chosen talon,
        // hands fill up to 12 in seat order and the rest makes the talon;
        // otherwise the empty series get their objects 1 and 2 laid, the
        // other objects fill the smallest hands (then the piles: a 4th card there is collected by seat 0),
        // and idea cards go in front of seat 0.
        let mut placed = vec![false; config.series() as usize * 5];
        let all = s.hands.iter().flatten().chain(&s.talon).chain(s.piles.iter().flatten()).copied();
        for c in all.collect::<Vec<_>>() {
            placed[c.0 as usize] = true;
        }
        for (i, h) in s.holder.iter().enumerate() {
            placed[i * 5] |= h.is_some();
        }
        let in_talon_phase = pos.phase.unwrap_or(Phase::Talon) == Phase::Talon;
        let talon_phase = pos.phase.unwrap_or(Phase::Talon) == Phase::Talon && s.talon.is_empty();
        let mut under = Vec::new();
        for c in (0..placed.len() as u8).map(Card).filter(|c| !placed[c.0 as usize]) {
            let pile = &mut s.piles[si(c.series())];
            if talon_phase {
                match s.hands.iter_mut().find(|h| h.len() < HAND) {
                    Some(h) if !c.is_idea() => h.push(c),
                    _ => under.push(c),
                }
            } else if c.is_idea() {
                s.holder[si(c.series())] = Some(Seat(0));
            } else if !in_talon_phase && c.k() <= 2 && pile.len() + 1 == c.k() as usize {
                pile.push(c);
            } else if let Some(h) = s.hands.iter_mut().filter(|h| h.len() < HAND).min_by_key(|h| h.len()) {
                h.push(c);
            } else {
                pile.push(c);
                if pile.len() == 4 {
                    s.collector[si(c.series())] = Some(Seat(0));
                }
            }
        }
        under.append(&mut s.talon);
        s.talon = under;
        s.hands.iter_mut().for_each(|h| crate::engine::sort::sort(h));
        if !pos.money.is_empty() {
            s.money = pos.money;
        }
        s.phase = pos.phase.unwrap_or(Phase::Talon);
        s.turn = Seat(pos.turn);
        s.opener = Seat(pos.turn);
        s.requested = vec![0; n];
        if s.phase == Phase::Transactions {
            let mut ev = Vec::new();
            s.start_transaction_turn(Seat(pos.turn), &mut ev);
        }
        s
    }

    /// The config the game was set up with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn n(&self) -> usize {
        self.config.n()
    }

    /// Every legal move of the seat to act: what its own view offers.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.to_act().map(|s| super::view::build(self, crate::engine::Viewer::Seat(s)).legal()).unwrap_or_default()
    }

    pub fn to_act(&self) -> Option<Seat> {
        match (self.phase, self.pending) {
            (Phase::Over, _) => None,
            (_, Some(r)) => Some(r.owner),
            _ => Some(self.turn),
        }
    }

    /// Shuffle, deal 12 to each from the dealer's left, presentation of ideas.
    fn deal(&mut self, ev: &mut Events) {
        let n = self.n();
        let ns = self.config.series();
        let mut rng = rng_from_seed(derive_seed(self.seed, self.manche as u64));
        let mut deck: Vec<Card> = (1..=ns).flat_map(|s| (0..5).map(move |k| Card::object(s, k))).collect();
        shuffle(&mut rng, &mut deck);
        self.hands = vec![Vec::new(); n];
        self.piles.iter_mut().for_each(Vec::clear);
        self.collector.iter_mut().for_each(|c| *c = None);
        self.holder.iter_mut().for_each(|c| *c = None);
        ev.push(Logged::public(Event::Dealt { manche: self.manche, dealer: self.dealer }));
        let first = self.dealer.left(n);
        for i in 0..HAND * n {
            let seat = (first.index() + i) % n;
            self.hands[seat].push(deck.pop().expect("90 or 60 cards"));
        }
        self.talon = deck;
        let mut seat = first;
        for _ in 0..n {
            let ideas: Vec<Card> = self.hands[seat.index()].iter().copied().filter(|c| c.is_idea()).collect();
            self.hands[seat.index()].retain(|c| !c.is_idea());
            for c in &ideas {
                self.holder[si(c.series())] = Some(seat);
                ev.push(Logged::public(Event::IdeaShown { seat, series: c.series(), drawn: false }));
            }
            if !ideas.is_empty() {
                self.draw(seat, ideas.len(), ev);
            }
            crate::engine::sort::sort(&mut self.hands[seat.index()]);
            ev.push(Logged::private(seat, Event::Hand { seat, cards: self.hands[seat.index()].clone() }));
            seat = seat.left(n);
        }
        self.phase = Phase::Talon;
        self.turn = first;
        self.opener = first;
        self.pending = None;
        self.sold = 0;
        self.requested = vec![0; n];
        self.asked = false;
        self.quiet = 0;
    }

    /// Draws `want` object cards; ideas drawn are displayed and replaced at once.
    fn draw(&mut self, seat: Seat, want: usize, ev: &mut Events) {
        let mut got = Vec::new();
        while got.len() < want {
            let Some(c) = self.talon.pop() else { break };
            if c.is_idea() {
                self.holder[si(c.series())] = Some(seat);
                ev.push(Logged::public(Event::IdeaShown { seat, series: c.series(), drawn: true }));
            } else {
                got.push(c);
            }
        }
        self.hands[seat.index()].extend(&got);
        crate::engine::sort::sort(&mut self.hands[seat.index()]);
        ev.push(Logged::public(Event::Drew { seat, count: got.len() as u8, talon: self.talon.len() as u8 }));
        ev.push(Logged::private(seat, Event::Got { seat, cards: got }));
    }

    fn take(&mut self, seat: Seat, c: Card) -> Result<(), RuleError> {
        let hand = &mut self.hands[seat.index()];
        let i = hand.iter().position(|&x| x == c).ok_or(RuleError::CardNotInHand)?;
        hand.remove(i);
        Ok(())
    }

    /// Lays a taken card; collects its series on the 4th card.
    fn lay(&mut self, seat: Seat, c: Card, ev: &mut Vec<Event>) {
        let s = c.series();
        self.piles[si(s)].push(c);
        if self.piles[si(s)].len() == 4 {
            self.collector[si(s)] = Some(seat);
            let contract = self.holder[si(s)].is_some_and(|h| self.config.allied(h, seat));
            ev.push(Event::Collected { seat, series: s, card: c, contract });
        }
    }

    /// Checks everything before it changes anything, so a refused move
    /// leaves the state as it was without a copy to restore (the fuzz
    /// target `moves_bourse` and the property tests check it).
    pub fn apply(&mut self, seat: Seat, mv: Move) -> Result<Events, RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if self.to_act() != Some(seat) {
            return Err(RuleError::NotYourTurn);
        }
        let mut ev = Vec::new();
        match mv {
            Move::Answer(accept) => self.answer(accept, &mut ev)?,
            _ if self.pending.is_some() => return Err(RuleError::AnswerPending),
            Move::PlayPair(a, b) => self.play_pair(seat, a, b, &mut ev)?,
            Move::RequestIdea(series) => self.request_idea(seat, series, &mut ev)?,
            Move::EndTurn => {
                if self.phase != Phase::Transactions {
                    return Err(RuleError::WrongPhase);
                }
                self.end_transaction_turn(seat, false, &mut ev);
            }
            Move::PlayCard(c) => self.play_card(seat, c, &mut ev)?,
        }
        Ok(ev)
    }

    /// The owner answers the request waiting: on a yes the buyer pays the price and holds the idea.
    fn answer(&mut self, accept: bool, ev: &mut Events) -> Result<(), RuleError> {
        let r = self.pending.ok_or(RuleError::NoPendingRequest)?;
        self.pending = None;
        if accept {
            self.money[self.config.purse(r.buyer)] -= PRICE;
            self.money[self.config.purse(r.owner)] += PRICE;
            self.holder[si(r.series)] = Some(r.buyer);
            self.sold |= 1 << r.series;
        }
        ev.push(Logged::public(Event::Answered { buyer: r.buyer, owner: r.owner, series: r.series, accept }));
        Ok(())
    }

    /// At the talon: lay a pair, draw two, and open the transactions once the talon is empty.
    fn play_pair(&mut self, seat: Seat, a: Card, b: Card, ev: &mut Events) -> Result<(), RuleError> {
        if self.phase != Phase::Talon {
            return Err(RuleError::WrongPhase);
        }
        if a == b {
            return Err(RuleError::SameCardTwice);
        }
        let hand = &self.hands[seat.index()];
        if !hand.contains(&a) || !hand.contains(&b) {
            return Err(RuleError::CardNotInHand);
        }
        self.take(seat, a)?;
        self.take(seat, b)?;
        ev.push(Logged::public(Event::Laid { seat, cards: vec![a, b] }));
        let mut got = Vec::new();
        self.lay(seat, a, &mut got);
        self.lay(seat, b, &mut got);
        ev.extend(got.into_iter().map(Logged::public));
        self.draw(seat, 2, ev);
        if self.talon.is_empty() {
            let opener = seat.left(self.n());
            self.phase = Phase::Transactions;
            self.opener = opener;
            ev.push(Logged::public(Event::TalonEmpty { last: seat, opener }));
            self.start_transaction_turn(opener, ev);
        } else {
            self.turn = seat.left(self.n());
        }
        Ok(())
    }

    /// In the transactions: ask the holder of a series' idea to sell it.
    fn request_idea(&mut self, seat: Seat, series: u8, ev: &mut Events) -> Result<(), RuleError> {
        if self.phase != Phase::Transactions {
            return Err(RuleError::WrongPhase);
        }
        let owner = request_check(
            &self.config,
            seat,
            series,
            &self.holder,
            self.sold,
            self.requested[seat.index()],
            &self.money,
        )?;
        self.requested[seat.index()] |= 1 << series;
        self.asked = true;
        self.pending = Some(Request { buyer: seat, owner, series });
        ev.push(Logged::public(Event::Requested { buyer: seat, owner, series }));
        Ok(())
    }

    /// In the final: lay one card, then the next player plays.
    fn play_card(&mut self, seat: Seat, c: Card, ev: &mut Events) -> Result<(), RuleError> {
        if self.phase != Phase::Final {
            return Err(RuleError::WrongPhase);
        }
        self.take(seat, c)?;
        ev.push(Logged::public(Event::Laid { seat, cards: vec![c] }));
        let mut got = Vec::new();
        self.lay(seat, c, &mut got);
        ev.extend(got.into_iter().map(Logged::public));
        self.next_final(seat.left(self.n()), ev);
        Ok(())
    }

    /// Can `seat` ask for anything now?
    fn can_request(&self, seat: Seat) -> bool {
        (1..=self.config.series()).any(|s| {
            request_check(&self.config, seat, s, &self.holder, self.sold, self.requested[seat.index()], &self.money)
                .is_ok()
        })
    }

    fn start_transaction_turn(&mut self, seat: Seat, ev: &mut Events) {
        self.turn = seat;
        self.asked = false;
        if !self.can_request(seat) {
            self.end_transaction_turn(seat, true, ev);
        }
    }

    fn end_transaction_turn(&mut self, seat: Seat, auto: bool, ev: &mut Events) {
        ev.push(Logged::public(Event::TurnEnded { seat, asked: self.asked, auto }));
        if self.asked {
            self.quiet = 0;
        } else {
            self.quiet += 1;
        }
        if self.quiet as usize >= self.n() {
            self.phase = Phase::Final;
            ev.push(Logged::public(Event::TransactionsOver { opener: self.opener }));
            self.next_final(self.opener, ev);
        } else {
            // Bounded: each seat may ask each idea at most once in the phase.
            self.start_transaction_turn(seat.left(self.n()), ev);
        }
    }

    /// The final phase passes to the first seat from `from` with cards; settles when none has any.
    fn next_final(&mut self, from: Seat, ev: &mut Events) {
        let n = self.n();
        let mut seat = from;
        for _ in 0..n {
            if !self.hands[seat.index()].is_empty() {
                self.turn = seat;
                return;
            }
            seat = seat.left(n);
        }
        self.settle(ev);
    }

    /// The accounts as they would be now (collected series only; an idea
    /// still in the talon pays nothing).
    pub fn accounts(&self) -> Settlement {
        accounts(&self.config, self.manche, &self.collector, &self.holder, &self.money)
    }

    fn settle(&mut self, ev: &mut Events) {
        let st = self.accounts();
        self.money = st.balances.clone();
        self.history.push(self.money.clone());
        self.last = Some(st.clone());
        ev.push(Logged::public(Event::Settled(st)));
        let dry = self.money.iter().any(|&m| m <= 0);
        if self.manche < self.config.manches && !dry {
            self.manche += 1;
            self.dealer = self.dealer.left(self.n());
            self.deal(ev);
        } else {
            self.phase = Phase::Over;
            self.pending = None;
            ev.push(Logged::public(Event::GameOver { early: self.manche < self.config.manches }));
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over)
            .then(|| Outcome::from_scores(Seat::all(self.n()).map(|s| self.money[self.config.purse(s)]).collect()))
    }

    /// Checks every invariant of the state (used by tests and fuzzing).
    /// Long by design: one check per invariant, in the order of the rules; each
    /// stands alone, so a broken one is named by the first failing line.
    pub fn audit(&self) -> Result<(), String> {
        self.config.validate().map_err(|e| format!("config: {e}"))?;
        let n = self.n();
        let ns = self.config.series() as usize;
        // The shapes and seats first: the checks below index by them.
        if self.hands.len() != n
            || self.requested.len() != n
            || self.money.len() != self.config.purses()
            || [self.piles.len(), self.collector.len(), self.holder.len()] != [ns; 3]
        {
            return Err("bookkeeping sizes".into());
        }
        let pending = self.pending.iter().flat_map(|r| [r.buyer, r.owner]);
        let named = [self.dealer, self.turn, self.opener].into_iter().chain(pending);
        let mut named = named.chain(self.collector.iter().chain(&self.holder).flatten().copied());
        if let Some(s) = named.find(|s| s.index() >= n) {
            return Err(format!("{s} is not at the table"));
        }
        let mut seen = vec![0u8; ns * 5];
        let mut mark = |c: Card, what: &str| -> Result<(), String> {
            let i = c.0 as usize;
            if i >= ns * 5 {
                return Err(format!("{what}: card {} not in play", c.0));
            }
            seen[i] = seen[i].saturating_add(1);
            Ok(())
        };
        for (p, h) in self.hands.iter().enumerate() {
            if h.len() > HAND {
                return Err(format!("seat {p} holds {} cards", h.len()));
            }
            for &c in h {
                if c.is_idea() {
                    return Err(format!("seat {p} holds an idea card"));
                }
                mark(c, "hand")?;
            }
        }
        for &c in &self.talon {
            mark(c, "talon")?;
        }
        for (i, pile) in self.piles.iter().enumerate() {
            if pile.len() > 4 || pile.iter().any(|c| c.is_idea() || si(c.series()) != i) {
                return Err(format!("pile {} is malformed", i + 1));
            }
            if (pile.len() == 4) != self.collector[i].is_some() {
                return Err(format!("series {} collected without 4 cards, or 4 cards uncollected", i + 1));
            }
            for &c in pile {
                mark(c, "pile")?;
            }
        }
        for (i, h) in self.holder.iter().enumerate() {
            if h.is_some() {
                mark(Card::idea(i as u8 + 1), "idea")?;
            }
        }
        if let Some(i) = seen.iter().position(|&k| k != 1) {
            return Err(format!("card {i} is accounted for {} times", seen[i]));
        }
        let total: i64 = self.money.iter().map(|&m| i64::from(m)).sum();
        if total != i64::from(self.config.start_money()) * self.config.purses() as i64 {
            return Err(format!("money sums to {total}"));
        }
        if self.talon.is_empty() && self.holder.iter().any(Option::is_none) {
            return Err("an idea card is nowhere while the talon is empty".into());
        }
        match self.phase {
            Phase::Talon => {
                if self.talon.is_empty() || self.hands.iter().any(|h| h.len() != HAND) {
                    return Err("talon phase without talon or with a short hand".into());
                }
            }
            Phase::Transactions | Phase::Final => {
                if !self.talon.is_empty() {
                    return Err("the talon is not empty after the talon phase".into());
                }
                if self.phase == Phase::Final && self.hands[self.turn.index()].is_empty() {
                    return Err("the seat to play has no card".into());
                }
            }
            Phase::Over => {
                if self.collector.iter().any(Option::is_none) || self.hands.iter().any(|h| !h.is_empty()) {
                    return Err("the game ended with a series uncollected".into());
                }
            }
        }
        if self.pending.is_some() && self.phase != Phase::Transactions {
            return Err("a request is pending outside the transactions".into());
        }
        Ok(())
    }
}

/// The accounts of the collected series, given the idea holders (shared by
/// the settlement, the view's preview and the bots).
pub fn accounts(
    config: &Config,
    manche: u8,
    collector: &[Option<Seat>],
    holder: &[Option<Seat>],
    money: &[i32],
) -> Settlement {
    let mut received = vec![0; config.purses()];
    let mut paid = vec![0; config.purses()];
    let mut rows = Vec::new();
    for (i, (c, h)) in collector.iter().zip(holder).enumerate() {
        let (Some(c), Some(h)) = (*c, *h) else { continue };
        let (contract, payers) = payments(config, c, h);
        for &(p, amount) in &payers {
            received[config.purse(c)] += amount;
            paid[config.purse(p)] += amount;
        }
        rows.push(Row { series: i as u8 + 1, collector: c, holder: h, contract, payers });
    }
    let balances = money.iter().enumerate().map(|(i, m)| m + received[i] - paid[i]).collect();
    Settlement { manche, rows, received, paid, balances }
}
