//! The rules of Barracuda (spec: shared/rules/barracuda.md), as pure functions
//! over a plain state.

use crate::engine::{below, rng_from_seed, shuffle, GameRng, Logged, Outcome, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What is legal: every check, apart from the state changes below.
mod check;

// ---------------------------------------------------------------- components

/// One of the 12 bar cards (spec §2.1, DECISION D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarInfo {
    pub name: &'static str,
    pub rent: u32,
    pub places: u8,
}

/// Index into [`BARS`].
pub type BarId = u8;

pub const BARS: [BarInfo; 12] = [
    BarInfo { name: "Barracuda", rent: 6000, places: 2 },
    BarInfo { name: "Karambole", rent: 5000, places: 2 },
    BarInfo { name: "Flamingo", rent: 5000, places: 2 },
    BarInfo { name: "Laguna", rent: 5000, places: 2 },
    BarInfo { name: "Albatros", rent: 4000, places: 2 },
    BarInfo { name: "Octopus", rent: 4000, places: 2 },
    BarInfo { name: "Sirocco", rent: 4000, places: 1 },
    BarInfo { name: "Banana Bar", rent: 3000, places: 1 },
    BarInfo { name: "Coco Loco", rent: 3000, places: 1 },
    BarInfo { name: "Pelikan", rent: 3000, places: 1 },
    BarInfo { name: "Marina", rent: 3000, places: 1 },
    BarInfo { name: "Bella Vista", rent: 2000, places: 1 },
];

pub fn bar(id: BarId) -> BarInfo {
    BARS[id as usize % BARS.len()]
}

/// Finds a bar by name (tests and set-up screens).
pub fn bar_id(name: &str) -> Option<BarId> {
    BARS.iter().position(|b| b.name.eq_ignore_ascii_case(name)).map(|i| i as BarId)
}

pub const SLOTS: usize = 10;
pub const FIGURES: u8 = 5;
pub const START_CASH: u32 = 50_000;
pub const START_FAKES: u32 = 7;
pub const TOTAL_CASH: u32 = 250_000;
pub const TOTAL_FAKES: u32 = 35;
pub const MAX_BUNDLE: u32 = 30;
pub const OFFER_CAP: u32 = 12_000;
pub const RENOVATION: u32 = 1_000;
pub const DENOMINATIONS: [u32; 4] = [10_000, 5_000, 2_000, 1_000];

/// A bundle of notes: an offer, an auction bid or a Last order stake (spec §2.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bundle {
    pub n10000: u8,
    pub n5000: u8,
    pub n2000: u8,
    pub n1000: u8,
    pub fakes: u8,
}

impl Bundle {
    pub const EMPTY: Bundle = Bundle { n10000: 0, n5000: 0, n2000: 0, n1000: 0, fakes: 0 };

    /// The real part: what the bundle is worth.
    pub fn real(&self) -> u32 {
        10_000 * self.n10000 as u32 + 5_000 * self.n5000 as u32 + 2_000 * self.n2000 as u32 + 1_000 * self.n1000 as u32
    }

    /// How many notes (what the other players see).
    pub fn size(&self) -> u32 {
        self.n10000 as u32 + self.n5000 as u32 + self.n2000 as u32 + self.n1000 as u32 + self.fakes as u32
    }

    /// The fewest real notes worth `amount` (a multiple of 1,000), plus `fakes` fakes.
    pub fn of(amount: u32, fakes: u32) -> Bundle {
        let mut rest = amount / 1000 * 1000;
        let mut counts = [0u8; 4];
        for (i, d) in DENOMINATIONS.iter().enumerate() {
            let k = (rest / d).min(255);
            counts[i] = k as u8;
            rest -= k * d;
        }
        Bundle { n10000: counts[0], n5000: counts[1], n2000: counts[2], n1000: counts[3], fakes: fakes.min(255) as u8 }
    }

    /// Counts per denomination, largest first (fakes not included).
    pub fn notes(&self) -> [(u32, u8); 4] {
        [(10_000, self.n10000), (5_000, self.n5000), (2_000, self.n2000), (1_000, self.n1000)]
    }
}

/// Which two bars leave the game at set-up (spec §7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RemovedBars {
    /// One 1-place and one 2-place bar, drawn unseen.
    #[default]
    RandomUnseen,
    /// The players name them (DECISION D26); they are public.
    Chosen { one_place: BarId, two_place: BarId },
}

/// Third tie-break after a bankruptcy (DECISION D17).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tiebreak {
    /// NL: the dearest tenancy (lexicographic on sorted rents).
    #[default]
    HighestRent,
    /// FR: the sum of the rents of one's tenancies.
    TotalRent,
}

/// Player count and variants (spec §7). Missing fields take their default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    pub players: u8,
    pub removed_bars: RemovedBars,
    pub count_bank: bool,
    pub last_order_fakes_return: bool,
    pub tiebreak: Tiebreak,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 4,
            removed_bars: RemovedBars::RandomUnseen,
            count_bank: false,
            last_order_fakes_return: false,
            tiebreak: Tiebreak::HighestRent,
        }
    }
}

impl Config {
    pub fn with_players(players: u8) -> Self {
        Config { players, ..Config::default() }
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        if !(3..=5).contains(&self.players) {
            return Err(SetupError::PlayerCount { min: 3, max: 5, got: self.players.into() });
        }
        if let RemovedBars::Chosen { one_place, two_place } = self.removed_bars {
            let ok = (one_place as usize) < BARS.len()
                && (two_place as usize) < BARS.len()
                && bar(one_place).places == 1
                && bar(two_place).places == 2;
            if !ok {
                return Err(SetupError::IncompatibleOptions(
                    "the removed bars must be one 1-place bar and one 2-place bar".into(),
                ));
            }
        }
        Ok(())
    }

    /// How many bars may be open at once (spec §2.4).
    pub fn open_limit(&self) -> usize {
        2 * self.players as usize
    }
}

/// Rent due for tenancies with these rents (spec §4.3, DECISION D12).
pub fn rent_due(rents: &[u32]) -> u32 {
    let s: u32 = rents.iter().sum();
    let min = rents.iter().copied().min().unwrap_or(0);
    let max = rents.iter().copied().max().unwrap_or(0);
    match rents.len() {
        0..=2 => s,
        3 => s - min,
        4 => s - max,
        _ => s - min - max,
    }
}

/// The turn-order groups of a round after Last order (spec §4.1, DECISION
/// D13): by real stake ascending, equal stakes in one group (their order is
/// drawn from the bag). `stakes[i]` is seat `i`'s stake.
pub(super) fn order_groups(stakes: &[Bundle]) -> Vec<Vec<Seat>> {
    let mut amounts: Vec<u32> = stakes.iter().map(Bundle::real).collect();
    crate::engine::sort::sort(&mut amounts);
    amounts.dedup();
    amounts
        .iter()
        .map(|a| (0..stakes.len()).filter(|i| stakes[*i].real() == *a).map(|i| Seat(i as u8)).collect())
        .collect()
}

// ---------------------------------------------------------------- moves, events, errors

/// A decision of the seat to act. Bar targets are slot indices `0..10`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    CallLastOrder,
    DeclineLastOrder,
    Stake(Bundle),
    Open(u8),
    PlacePartnerOwn(u8),
    OfferPartner(u8, Bundle),
    OfferTakeover(u8, Bundle),
    StartAuction(u8),
    Hold,
    Accept,
    Refuse,
    AuctionBid(Bundle),
    AuctionAccept(Seat),
    AuctionRejectAll,
    CountBank,
}

/// Partner or takeover offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OfferKind {
    Partner,
    Takeover,
}

/// Why a player went bankrupt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BankruptReason {
    /// Cash below the rent due.
    Rent { due: u32 },
    /// Rent paid, but no legal action left.
    NoAction,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    FiveFigures(Seat),
    Bankruptcy(Seat),
}

/// What happened, for the log. Who may read each one is said by its [`Logged`] wrapper.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// Set-up done: 10 closed slots (their place counts), removed bars if public.
    GameStarted {
        players: u8,
        places: Vec<u8>,
        removed: Option<[BarId; 2]>,
    },
    RoundStarted {
        round: u32,
    },
    LastOrderDeclined {
        seat: Seat,
    },
    LastOrderCalled {
        seat: Seat,
    },
    /// Every seat declined.
    NoLastOrder,
    /// Public: the seat has staked.
    Staked {
        seat: Seat,
    },
    /// Private to the staker.
    StakeContents {
        seat: Seat,
        stake: Bundle,
    },
    /// Every stake shown; real money to the bank; the order groups.
    StakesRevealed {
        stakes: Vec<Bundle>,
        groups: Vec<Vec<Seat>>,
        fakes_returned: bool,
    },
    /// The next player: named by the bag, or (`decided`) by the stakes
    /// alone, the highest stake of the pawns still to play being theirs.
    PlayerDrawn {
        seat: Seat,
        round: u32,
        position: u8,
        /// No draw: the stakes decided (absent from the events of links
        /// written before it was kept: read as drawn).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        decided: bool,
    },
    /// Win check passed.
    FiveFiguresWin {
        seat: Seat,
    },
    /// Rent paid openly: the rents of the tenancies, the discount, the total.
    RentPaid {
        seat: Seat,
        rents: Vec<(BarId, u32)>,
        discount: u32,
        amount: u32,
    },
    Bankrupt {
        seat: Seat,
        reason: BankruptReason,
    },
    BarOpened {
        seat: Seat,
        slot: u8,
        bar: BarId,
    },
    PartnerPlacedOwn {
        seat: Seat,
        slot: u8,
        bar: BarId,
    },
    /// Public: a closed offer slides across the table (its size only).
    OfferSlid {
        kind: OfferKind,
        giver: Seat,
        tenant: Seat,
        slot: u8,
        bar: BarId,
        size: u32,
    },
    /// Private to the giver and to the tenant: the offer's notes.
    OfferContents {
        kind: OfferKind,
        giver: Seat,
        tenant: Seat,
        bundle: Bundle,
    },
    PartnerAccepted {
        giver: Seat,
        tenant: Seat,
        slot: u8,
        bar: BarId,
    },
    /// Public: the offer is turned face up; both amounts go to the bank.
    PartnerRefused {
        giver: Seat,
        tenant: Seat,
        slot: u8,
        bar: BarId,
        bundle: Bundle,
    },
    TakeoverAccepted {
        giver: Seat,
        tenant: Seat,
        slot: u8,
        bar: BarId,
        partner_returned: Option<Seat>,
    },
    /// Public: refused, no amount.
    TakeoverRefused {
        giver: Seat,
        tenant: Seat,
        slot: u8,
        bar: BarId,
    },
    /// Private to both: the real notes go back with as much protection money; the tenant keeps the fakes.
    ProtectionPaid {
        giver: Seat,
        tenant: Seat,
        amount: u32,
        fakes_kept: u8,
    },
    AuctionStarted {
        seller: Seat,
        slot: u8,
        bar: BarId,
    },
    /// Public: the seat has bid.
    BidMade {
        seat: Seat,
    },
    /// Private to the bidder.
    BidContents {
        seat: Seat,
        bundle: Bundle,
    },
    /// Public once every bid is in: the size of each.
    BidSizes {
        sizes: Vec<(Seat, u32)>,
    },
    /// Private to the seller: every bid in full.
    BidsShown {
        bids: Vec<(Seat, Bundle)>,
    },
    AuctionWon {
        seller: Seat,
        winner: Seat,
        slot: u8,
        bar: BarId,
    },
    /// Private to the seller and the winner.
    AuctionPaid {
        seller: Seat,
        winner: Seat,
        bundle: Bundle,
    },
    AuctionRejected {
        seller: Seat,
        slot: u8,
        bar: BarId,
        partner_returned: Option<Seat>,
    },
    Held {
        seat: Seat,
    },
    BankCounted {
        seat: Seat,
    },
    /// Private: the bank's contents.
    BankCount {
        seat: Seat,
        cash: u32,
        fakes: u32,
    },
    /// Every purse shown (DECISION D22) and the final ranking.
    GameOver {
        ending: Ending,
        purses: Vec<(u32, u32)>,
        outcome: Outcome,
    },
}

/// The current phase. Round and turn starts are automatic and never rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Round ≥ 2: `next` answers whether he calls Last order.
    LastOrderCall {
        next: Seat,
    },
    /// `next` stakes, behind a curtain.
    LastOrderStake {
        next: Seat,
    },
    /// The current player acts.
    Action,
    /// The slot's tenant answers a partner offer.
    PartnerResponse {
        slot: u8,
    },
    /// The slot's tenant answers a takeover offer.
    TakeoverResponse {
        slot: u8,
    },
    /// `next` bids on the slot the current player auctions.
    AuctionBid {
        slot: u8,
        next: Seat,
    },
    /// The current player chooses a bid or closes the bar.
    AuctionDecision {
        slot: u8,
    },
    GameOver,
}

/// Why a move is refused. The state is then unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    GameOver,
    NotYourTurn { expected: Seat, got: Seat },
    WrongPhase,
    NoSuchSlot,
    MustOpen,
    OpenLimitReached,
    BarNotClosed,
    BarNotOpen,
    NoFreeFigure,
    NotYourBar,
    OwnBar,
    NoTenant,
    NoPartnerPlace,
    PartnerPlaceTaken,
    OfferTooLow { min: u32 },
    OfferTooHigh { max: u32 },
    InsufficientCash,
    InsufficientFakes,
    BundleTooLarge,
    MustIncludeFake,
    CannotAffordRefusal,
    NeedThreeBars,
    AuctionNotCompletable,
    NotABidder,
    BidderHasNoFreeFigure,
    CannotAffordRenovation,
    HoldNotAllowed,
    BankAlreadyCounted,
    BankCountOff,
}

/// In the default language (English): for developers' messages and logs.
impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::text::error_text(self, crate::i18n::Lang::default()))
    }
}

// ---------------------------------------------------------------- state

/// One of the 10 places on the table where a bar card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    pub bar: BarId,
    pub open: bool,
    /// Closed again by a renovation: its identity is public.
    pub renovated: bool,
    pub tenant: Option<Seat>,
    pub partner: Option<Seat>,
}

impl Slot {
    pub fn places(&self) -> u8 {
        bar(self.bar).places
    }
    pub fn rent(&self) -> u32 {
        bar(self.bar).rent
    }
}

/// One player's secret purse and public bookkeeping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub cash: u32,
    pub fakes: u32,
    /// Figures not in a bar.
    pub free: u8,
    /// A figure left a bar since the end of his last turn (spec §4.3).
    pub left_flag: bool,
    pub bank_counted: bool,
    /// What his bank count showed.
    pub bank_seen: Option<(u32, u32)>,
    /// Public deduction of `cash + real part of his bundles in flight` (spec §10).
    pub lo: u32,
    pub hi: u32,
}

/// The whole game, secrets included.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    pub(super) config: Config,
    pub(super) slots: Vec<Slot>,
    pub(super) removed: [BarId; 2],
    pub(super) players: Vec<Player>,
    pub(super) bank_cash: u32,
    pub(super) bank_fakes: u32,
    pub(super) round: u32,
    /// Who has played this round, in order (the current player last).
    pub(super) played: Vec<Seat>,
    /// Turn-order groups of this round (one group without Last order).
    pub(super) groups: Vec<Vec<Seat>>,
    pub(super) current: Option<Seat>,
    pub(super) phase: Phase,
    /// The offer in flight.
    pub(super) pending: Option<Bundle>,
    pub(super) bids: Vec<Option<Bundle>>,
    pub(super) stakes: Vec<Option<Bundle>>,
    pub(super) caller: Option<Seat>,
    /// Stakes revealed this round.
    pub(super) revealed_stakes: Option<Vec<Bundle>>,
    pub(super) ending: Option<Ending>,
    pub(super) moves: u32,
    pub(super) rng: GameRng,
    /// The score pad: per finished round, each seat's (figures in bars, rent paid).
    pub(super) sheet: Vec<Vec<(u8, u32)>>,
    /// Rent paid so far this round, per seat.
    pub(super) rent_round: Vec<u32>,
}

type Events = Vec<Logged<Event>>;

fn seat_err(expected: Seat, got: Seat) -> RuleError {
    RuleError::NotYourTurn { expected, got }
}

impl State {
    pub(super) fn new(config: &Config, seed: u64) -> Result<(State, Events), SetupError> {
        config.validate()?;
        let mut rng = rng_from_seed(seed);
        let (mut ones, mut twos): (Vec<BarId>, Vec<BarId>) =
            (0..BARS.len() as BarId).partition(|b| bar(*b).places == 1);
        let removed = match config.removed_bars {
            RemovedBars::RandomUnseen => {
                shuffle(&mut rng, &mut ones);
                shuffle(&mut rng, &mut twos);
                [ones.pop().unwrap_or(0), twos.pop().unwrap_or(0)]
            }
            RemovedBars::Chosen { one_place, two_place } => {
                ones.retain(|b| *b != one_place);
                twos.retain(|b| *b != two_place);
                [one_place, two_place]
            }
        };
        let mut deck: Vec<BarId> = ones.into_iter().chain(twos).collect();
        shuffle(&mut rng, &mut deck);
        let slots = deck
            .into_iter()
            .map(|b| Slot { bar: b, open: false, renovated: false, tenant: None, partner: None })
            .collect();
        let mut state = State::empty(config.clone(), slots, removed, rng);
        let mut events = vec![Logged::public(Event::GameStarted {
            players: config.players,
            places: state.slots.iter().map(Slot::places).collect(),
            removed: matches!(config.removed_bars, RemovedBars::Chosen { .. }).then_some(removed),
        })];
        state.round_start(&mut events);
        Ok((state, events))
    }

    fn empty(config: Config, slots: Vec<Slot>, removed: [BarId; 2], rng: GameRng) -> State {
        let n = config.players as usize;
        let player = Player {
            cash: START_CASH,
            fakes: START_FAKES,
            free: FIGURES,
            left_flag: false,
            bank_counted: false,
            bank_seen: None,
            lo: START_CASH,
            hi: START_CASH,
        };
        State {
            bank_cash: TOTAL_CASH - START_CASH * n as u32,
            bank_fakes: TOTAL_FAKES - START_FAKES * n as u32,
            config,
            slots,
            removed,
            players: vec![player; n],
            round: 1,
            played: Vec::new(),
            groups: Vec::new(),
            current: None,
            phase: Phase::Action,
            pending: None,
            bids: vec![None; n],
            stakes: vec![None; n],
            caller: None,
            revealed_stakes: None,
            ending: None,
            moves: 0,
            rng,
            sheet: Vec::new(),
            rent_round: vec![0; n],
        }
    }

    /// Test support: a position built from a description, at the start of the
    /// given player's action in round `round` (≥ 2), with nobody else to play
    /// before him. Every slot's bar and figures are given; cash and fakes per
    /// player; the bank takes what is left. Rent is NOT charged: the position
    /// is "after rent". Panics on an impossible position.
    #[doc(hidden)]
    pub fn from_position(config: &Config, pos: Position) -> State {
        config.validate().expect("valid config");
        let n = config.players as usize;
        assert_eq!(pos.slots.len(), SLOTS);
        assert_eq!(pos.purses.len(), n);
        let mut seen = [false; 12];
        for s in pos.slots.iter() {
            assert!(!seen[s.bar as usize], "bar twice");
            seen[s.bar as usize] = true;
        }
        let rest: Vec<BarId> = (0..12).filter(|b| !seen[*b as usize]).collect();
        assert_eq!(rest.len(), 2);
        let removed = if bar(rest[0]).places == 1 { [rest[0], rest[1]] } else { [rest[1], rest[0]] };
        let mut state = State::empty(config.clone(), pos.slots.clone(), removed, rng_from_seed(pos.seed));
        for (i, (cash, fakes)) in pos.purses.iter().enumerate() {
            state.players[i].cash = *cash;
            state.players[i].fakes = *fakes;
            state.players[i].lo = *cash;
            state.players[i].hi = *cash;
            state.players[i].left_flag = pos.left_flags.get(i).copied().unwrap_or(true);
        }
        let cash: u32 = pos.purses.iter().map(|p| p.0).sum();
        let fakes: u32 = pos.purses.iter().map(|p| p.1).sum();
        state.bank_cash = TOTAL_CASH - cash;
        state.bank_fakes = TOTAL_FAKES - fakes;
        for i in 0..n {
            let seat = Seat(i as u8);
            let in_bars = state.in_bars(seat);
            assert!(in_bars <= FIGURES, "too many figures");
            state.players[i].free = FIGURES - in_bars;
        }
        state.round = pos.round;
        state.played = pos.played.clone();
        state.groups = vec![Seat::all(n).collect()];
        if pos.start_turn {
            // The bag holds only `current`: run his turn start (win check, rent, bankruptcy).
            assert!(Seat::all(n).all(|s| s == pos.current || pos.played.contains(&s)), "others must have played");
            state.turn_start(&mut Vec::new());
        } else {
            state.played.push(pos.current);
            state.current = Some(pos.current);
            state.phase = Phase::Action;
        }
        state
    }

    pub fn n(&self) -> usize {
        self.players.len()
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn slots(&self) -> &[Slot] {
        &self.slots
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    pub fn bank(&self) -> (u32, u32) {
        (self.bank_cash, self.bank_fakes)
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn current(&self) -> Option<Seat> {
        self.current
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Test support: sets the cash of a seat (the bank balances it).
    #[doc(hidden)]
    pub fn set_cash(&mut self, seat: Seat, cash: u32) {
        let p = &mut self.players[seat.index()];
        self.bank_cash = self.bank_cash + p.cash - cash;
        p.cash = cash;
        p.lo = cash;
        p.hi = cash;
    }

    pub fn in_bars(&self, seat: Seat) -> u8 {
        self.slots.iter().map(|s| u8::from(s.tenant == Some(seat)) + u8::from(s.partner == Some(seat))).sum()
    }

    pub fn tenancy_rents(&self, seat: Seat) -> Vec<u32> {
        self.slots.iter().filter(|s| s.open && s.tenant == Some(seat)).map(Slot::rent).collect()
    }

    pub fn tenancies(&self, seat: Seat) -> usize {
        self.slots.iter().filter(|s| s.tenant == Some(seat)).count()
    }

    pub fn rent_of(&self, seat: Seat) -> u32 {
        rent_due(&self.tenancy_rents(seat))
    }

    pub fn open_count(&self) -> usize {
        self.slots.iter().filter(|s| s.open).count()
    }

    fn can_open(&self, seat: Seat) -> bool {
        self.players[seat.index()].free > 0
            && self.open_count() < self.config.open_limit()
            && self.slots.iter().any(|s| !s.open)
    }

    fn auction_completable(&self, seller: Seat) -> bool {
        self.players[seller.index()].cash >= RENOVATION
            || Seat::all(self.n()).any(|o| o != seller && self.players[o.index()].free > 0)
    }

    /// Spec §4.8: does the current player have any legal action?
    fn has_action(&self, p: Seat) -> bool {
        let pl = &self.players[p.index()];
        let free = pl.free > 0;
        if !free {
            return true; // Hold
        }
        if self.can_open(p) {
            return true;
        }
        let own_partner =
            self.slots.iter().any(|s| s.open && s.tenant == Some(p) && s.places() == 2 && s.partner.is_none());
        let offer_partner = pl.cash >= 1000
            && self
                .slots
                .iter()
                .any(|s| s.open && s.places() == 2 && s.partner.is_none() && s.tenant.is_some_and(|t| t != p));
        let takeover = self.slots.iter().any(|s| s.open && s.tenant.is_some_and(|t| t != p) && s.rent() <= pl.cash);
        let auction = self.tenancies(p) >= 3 && self.auction_completable(p);
        own_partner || offer_partner || takeover || auction
    }

    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::LastOrderCall { next } | Phase::LastOrderStake { next } | Phase::AuctionBid { next, .. } => {
                Some(next)
            }
            Phase::Action | Phase::AuctionDecision { .. } => self.current,
            Phase::PartnerResponse { slot } | Phase::TakeoverResponse { slot } => self.slots[slot as usize].tenant,
            Phase::GameOver => None,
        }
    }

    // ------------------------------------------------------------ apply

    /// Plays `mv` for `seat`: [`State::check`] first, which refuses
    /// anything illegal before the state changes, then the move's own step.
    pub fn apply(&mut self, seat: Seat, mv: Move) -> Result<Events, RuleError> {
        self.check(seat, &mv)?;
        let mut ev = Vec::new();
        self.moves += 1;
        match mv {
            Move::CountBank => self.count_bank(seat, &mut ev),
            Move::DeclineLastOrder => self.decline_last_order(seat, &mut ev),
            Move::CallLastOrder => {
                ev.push(Logged::public(Event::LastOrderCalled { seat }));
                self.caller = Some(seat);
                self.phase = Phase::LastOrderStake { next: seat };
            }
            Move::Stake(b) => self.stake(seat, b, &mut ev),
            Move::Open(slot) => self.open(seat, slot, &mut ev),
            Move::PlacePartnerOwn(slot) => self.place_partner_own(seat, slot, &mut ev),
            Move::OfferPartner(slot, b) => self.offer(seat, OfferKind::Partner, slot, b, &mut ev),
            Move::OfferTakeover(slot, b) => self.offer(seat, OfferKind::Takeover, slot, b, &mut ev),
            Move::Accept | Move::Refuse => self.answer(seat, mv == Move::Accept, &mut ev),
            Move::StartAuction(slot) => self.start_auction(seat, slot, &mut ev),
            Move::AuctionBid(b) => {
                let Phase::AuctionBid { slot, .. } = self.phase else { return Err(RuleError::WrongPhase) };
                self.auction_bid(seat, slot, b, &mut ev);
            }
            Move::AuctionAccept(w) => {
                let Phase::AuctionDecision { slot } = self.phase else { return Err(RuleError::WrongPhase) };
                self.auction_accept(seat, slot, w, &mut ev);
            }
            Move::AuctionRejectAll => {
                let Phase::AuctionDecision { slot } = self.phase else { return Err(RuleError::WrongPhase) };
                self.auction_reject_all(seat, slot, &mut ev);
            }
            Move::Hold => {
                ev.push(Logged::public(Event::Held { seat }));
                self.turn_end(&mut ev);
            }
        }
        Ok(ev)
    }

    /// The seat counts the bank: it alone learns its cash and fakes.
    fn count_bank(&mut self, seat: Seat, ev: &mut Events) {
        let p = &mut self.players[seat.index()];
        p.bank_counted = true;
        p.bank_seen = Some((self.bank_cash, self.bank_fakes));
        ev.push(Logged::public(Event::BankCounted { seat }));
        ev.push(Logged::private(seat, Event::BankCount { seat, cash: self.bank_cash, fakes: self.bank_fakes }));
    }

    /// No Last order from this seat: the next one is asked, or the round goes on.
    fn decline_last_order(&mut self, seat: Seat, ev: &mut Events) {
        let n = self.n();
        ev.push(Logged::public(Event::LastOrderDeclined { seat }));
        if seat.index() + 1 >= n {
            ev.push(Logged::public(Event::NoLastOrder));
            self.groups = vec![Seat::all(n).collect()];
            self.turn_start(ev);
        } else {
            self.phase = Phase::LastOrderCall { next: seat.left(n) };
        }
    }

    /// A secret stake for the Last order; the last one reveals them all.
    fn stake(&mut self, seat: Seat, b: Bundle, ev: &mut Events) {
        self.take(seat, &b);
        self.stakes[seat.index()] = Some(b);
        ev.push(Logged::public(Event::Staked { seat }));
        ev.push(Logged::private(seat, Event::StakeContents { seat, stake: b }));
        let next = seat.left(self.n());
        if Some(next) == self.caller {
            self.reveal_stakes(ev);
            self.turn_start(ev);
        } else {
            self.phase = Phase::LastOrderStake { next };
        }
    }

    /// The seat opens a bar of its own with a free pawn.
    fn open(&mut self, seat: Seat, slot: u8, ev: &mut Events) {
        let s = &mut self.slots[slot as usize];
        s.open = true;
        s.renovated = false;
        s.tenant = Some(seat);
        let bar = s.bar;
        self.players[seat.index()].free -= 1;
        ev.push(Logged::public(Event::BarOpened { seat, slot, bar }));
        self.turn_end(ev);
    }

    /// The tenant puts a partner pawn of its own in its bar.
    fn place_partner_own(&mut self, seat: Seat, slot: u8, ev: &mut Events) {
        let s = &mut self.slots[slot as usize];
        s.partner = Some(seat);
        let bar = s.bar;
        self.players[seat.index()].free -= 1;
        ev.push(Logged::public(Event::PartnerPlacedOwn { seat, slot, bar }));
        self.turn_end(ev);
    }

    /// An offer slid face down to a bar's tenant: its size public, its
    /// contents seen by the giver and the tenant only.
    fn offer(&mut self, seat: Seat, kind: OfferKind, slot: u8, b: Bundle, ev: &mut Events) {
        let s = self.slots[slot as usize];
        let tenant = s.tenant.unwrap_or(seat);
        self.take(seat, &b);
        self.pending = Some(b);
        ev.push(Logged::public(Event::OfferSlid { kind, giver: seat, tenant, slot, bar: s.bar, size: b.size() }));
        let contents = Event::OfferContents { kind, giver: seat, tenant, bundle: b };
        ev.push(Logged::private(seat, contents.clone()));
        ev.push(Logged::private(tenant, contents));
        self.phase = match kind {
            OfferKind::Partner => Phase::PartnerResponse { slot },
            OfferKind::Takeover => Phase::TakeoverResponse { slot },
        };
    }

    /// The tenant leaves its bar and auctions it: every other seat bids in turn.
    fn start_auction(&mut self, seat: Seat, slot: u8, ev: &mut Events) {
        let n = self.n();
        let s = &mut self.slots[slot as usize];
        s.tenant = None;
        let bar = s.bar;
        let p = &mut self.players[seat.index()];
        p.free += 1;
        p.left_flag = true;
        self.bids = vec![None; n];
        ev.push(Logged::public(Event::AuctionStarted { seller: seat, slot, bar }));
        self.phase = Phase::AuctionBid { slot, next: seat.left(n) };
    }

    /// A secret bid; after the last one, the seller sees them all and the
    /// table sees their sizes.
    fn auction_bid(&mut self, seat: Seat, slot: u8, b: Bundle, ev: &mut Events) {
        let n = self.n();
        self.take(seat, &b);
        self.bids[seat.index()] = Some(b);
        ev.push(Logged::public(Event::BidMade { seat }));
        ev.push(Logged::private(seat, Event::BidContents { seat, bundle: b }));
        let seller = self.current.unwrap_or(seat);
        let next = seat.left(n);
        if next == seller {
            let all: Vec<(Seat, Bundle)> = Seat::all(n).filter_map(|s| self.bids[s.index()].map(|b| (s, b))).collect();
            ev.push(Logged::public(Event::BidSizes { sizes: all.iter().map(|(s, b)| (*s, b.size())).collect() }));
            ev.push(Logged::private(seller, Event::BidsShown { bids: all }));
            self.phase = Phase::AuctionDecision { slot };
        } else {
            self.phase = Phase::AuctionBid { slot, next };
        }
    }

    /// The seller takes bid `w`: its bidder moves in, the other bids go back.
    fn auction_accept(&mut self, seat: Seat, slot: u8, w: Seat, ev: &mut Events) {
        let won = self.bids[w.index()].take().unwrap_or_default();
        self.give(seat, &won);
        self.return_bids();
        let s = &mut self.slots[slot as usize];
        s.tenant = Some(w);
        let bar = s.bar;
        self.players[w.index()].free -= 1;
        // Public deduction: the winner paid between 0 and what a bundle of that size can hold.
        let cap = (10_000 * won.size()).min(self.players[w.index()].hi);
        self.shift_bounds(w, seat, 0, cap);
        ev.push(Logged::public(Event::AuctionWon { seller: seat, winner: w, slot, bar }));
        let paid = Event::AuctionPaid { seller: seat, winner: w, bundle: won };
        ev.push(Logged::private(seat, paid.clone()));
        ev.push(Logged::private(w, paid));
        self.turn_end(ev);
    }

    /// The seller refuses every bid: the bids go back, the seller pays the
    /// renovation, the bar closes and its partner goes home.
    fn auction_reject_all(&mut self, seat: Seat, slot: u8, ev: &mut Events) {
        self.return_bids();
        self.pay_bank(seat, RENOVATION);
        let s = &mut self.slots[slot as usize];
        s.open = false;
        s.renovated = true;
        let partner = s.partner.take();
        let bar = s.bar;
        if let Some(q) = partner {
            let pq = &mut self.players[q.index()];
            pq.free += 1;
            pq.left_flag = true;
        }
        ev.push(Logged::public(Event::AuctionRejected { seller: seat, slot, bar, partner_returned: partner }));
        self.turn_end(ev);
    }

    /// A bundle leaves a purse (into flight).
    fn take(&mut self, seat: Seat, b: &Bundle) {
        let p = &mut self.players[seat.index()];
        p.cash -= b.real();
        p.fakes -= b.fakes as u32;
    }

    /// A bundle lands in a purse.
    fn give(&mut self, seat: Seat, b: &Bundle) {
        let p = &mut self.players[seat.index()];
        p.cash += b.real();
        p.fakes += b.fakes as u32;
    }

    fn return_bids(&mut self) {
        for i in 0..self.n() {
            if let Some(b) = self.bids[i].take() {
                self.give(Seat(i as u8), &b);
            }
        }
    }

    /// A public payment from cash to the bank.
    fn pay_bank(&mut self, seat: Seat, amount: u32) {
        let p = &mut self.players[seat.index()];
        p.cash -= amount;
        p.lo = p.lo.saturating_sub(amount);
        p.hi = p.hi.saturating_sub(amount);
        self.bank_cash += amount;
    }

    /// Public deduction of a private transfer of between `lo` and `hi` from `from` to `to`.
    /// Saturating: no game comes near `u32::MAX`, but a state dealt anew from
    /// a forged view may start anywhere below it.
    fn shift_bounds(&mut self, from: Seat, to: Seat, lo: u32, hi: u32) {
        let f = &mut self.players[from.index()];
        f.lo = f.lo.saturating_sub(hi);
        f.hi = f.hi.saturating_sub(lo);
        let t = &mut self.players[to.index()];
        t.lo = t.lo.saturating_add(lo);
        t.hi = t.hi.saturating_add(hi);
    }

    fn answer(&mut self, tenant: Seat, accept: bool, ev: &mut Events) {
        let giver = self.current.unwrap_or(tenant);
        let b = self.pending.take().unwrap_or_default();
        let (slot, partner_offer) = match self.phase {
            Phase::PartnerResponse { slot } => (slot, true),
            Phase::TakeoverResponse { slot } => (slot, false),
            _ => return,
        };
        let bar_id = self.slots[slot as usize].bar;
        let rent = self.slots[slot as usize].rent();
        let cap = 10_000 * b.size();
        match (partner_offer, accept) {
            (true, true) => {
                self.give(tenant, &b);
                self.slots[slot as usize].partner = Some(giver);
                self.players[giver.index()].free -= 1;
                self.shift_bounds(giver, tenant, 1000, cap.min(OFFER_CAP));
                ev.push(Logged::public(Event::PartnerAccepted { giver, tenant, slot, bar: bar_id }));
            }
            (true, false) => {
                let real = b.real();
                // The giver's real notes go to the bank, the tenant matches them.
                self.bank_cash += real;
                let g = &mut self.players[giver.index()];
                g.lo = g.lo.saturating_sub(real);
                g.hi = g.hi.saturating_sub(real);
                self.players[tenant.index()].fakes += b.fakes as u32;
                self.pay_bank(tenant, real);
                ev.push(Logged::public(Event::PartnerRefused { giver, tenant, slot, bar: bar_id, bundle: b }));
            }
            (false, true) => {
                self.give(tenant, &b);
                let s = &mut self.slots[slot as usize];
                s.tenant = Some(giver);
                let partner = match s.partner {
                    Some(q) if q != giver => {
                        s.partner = None;
                        Some(q)
                    }
                    _ => None,
                };
                let t = &mut self.players[tenant.index()];
                t.free += 1;
                t.left_flag = true;
                if let Some(q) = partner {
                    let pq = &mut self.players[q.index()];
                    pq.free += 1;
                    pq.left_flag = true;
                }
                self.players[giver.index()].free -= 1;
                self.shift_bounds(giver, tenant, rent, cap.min(OFFER_CAP));
                ev.push(Logged::public(Event::TakeoverAccepted {
                    giver,
                    tenant,
                    slot,
                    bar: bar_id,
                    partner_returned: partner,
                }));
            }
            (false, false) => {
                let real = b.real();
                self.players[giver.index()].cash += 2 * real;
                let t = &mut self.players[tenant.index()];
                t.cash -= real;
                t.fakes += b.fakes as u32;
                self.shift_bounds(tenant, giver, rent, cap.min(OFFER_CAP));
                ev.push(Logged::public(Event::TakeoverRefused { giver, tenant, slot, bar: bar_id }));
                let paid = Event::ProtectionPaid { giver, tenant, amount: real, fakes_kept: b.fakes };
                ev.push(Logged::private(giver, paid.clone()));
                ev.push(Logged::private(tenant, paid));
            }
        }
        self.turn_end(ev);
    }

    fn reveal_stakes(&mut self, ev: &mut Events) {
        let n = self.n();
        let stakes: Vec<Bundle> = self.stakes.iter().map(|s| s.unwrap_or_default()).collect();
        let ret = self.config.last_order_fakes_return;
        for (i, b) in stakes.iter().enumerate() {
            self.bank_cash += b.real();
            let p = &mut self.players[i];
            p.lo = p.lo.saturating_sub(b.real());
            p.hi = p.hi.saturating_sub(b.real());
            if ret {
                p.fakes += b.fakes as u32;
            } else {
                self.bank_fakes += b.fakes as u32;
            }
        }
        let groups = order_groups(&stakes);
        self.stakes = vec![None; n];
        self.groups = groups.clone();
        self.revealed_stakes = Some(stakes.clone());
        ev.push(Logged::public(Event::StakesRevealed { stakes, groups, fakes_returned: ret }));
    }

    /// Writes the round just played on the score pad.
    fn close_round(&mut self) {
        let row = Seat::all(self.n()).map(|s| (self.in_bars(s), self.rent_round[s.index()])).collect();
        self.sheet.push(row);
        self.rent_round = vec![0; self.n()];
    }

    fn round_start(&mut self, ev: &mut Events) {
        if self.round > 1 {
            self.close_round();
        }
        self.played.clear();
        self.current = None;
        self.caller = None;
        self.revealed_stakes = None;
        self.groups = vec![Seat::all(self.n()).collect()];
        ev.push(Logged::public(Event::RoundStarted { round: self.round }));
        if self.round == 1 {
            self.turn_start(ev);
        } else {
            self.phase = Phase::LastOrderCall { next: Seat(0) };
        }
    }

    fn turn_start(&mut self, ev: &mut Events) {
        let played = &self.played;
        let group = self.groups.iter().find(|g| g.iter().any(|s| !played.contains(s)));
        let Some(group) = group else { return };
        let left: Vec<Seat> = group.iter().copied().filter(|s| !played.contains(s)).collect();
        // Alone in its group of the order: the stakes decided, not the bag.
        let decided = group.len() == 1;
        let p = left[below(&mut self.rng, left.len() as u32) as usize];
        self.played.push(p);
        self.current = Some(p);
        ev.push(Logged::public(Event::PlayerDrawn {
            seat: p,
            round: self.round,
            position: self.played.len() as u8,
            decided,
        }));
        self.phase = Phase::Action;
        if self.round == 1 {
            return;
        }
        if self.in_bars(p) == FIGURES && !self.players[p.index()].left_flag {
            ev.push(Logged::public(Event::FiveFiguresWin { seat: p }));
            self.finish(Ending::FiveFigures(p), ev);
            return;
        }
        let rents: Vec<(BarId, u32)> =
            self.slots.iter().filter(|s| s.open && s.tenant == Some(p)).map(|s| (s.bar, s.rent())).collect();
        let plain: Vec<u32> = rents.iter().map(|r| r.1).collect();
        let due = rent_due(&plain);
        if self.players[p.index()].cash < due {
            ev.push(Logged::public(Event::Bankrupt { seat: p, reason: BankruptReason::Rent { due } }));
            self.finish(Ending::Bankruptcy(p), ev);
            return;
        }
        if !rents.is_empty() {
            self.pay_bank(p, due);
            self.rent_round[p.index()] += due;
            let discount = plain.iter().sum::<u32>() - due;
            ev.push(Logged::public(Event::RentPaid { seat: p, rents, discount, amount: due }));
        }
        if !self.has_action(p) {
            ev.push(Logged::public(Event::Bankrupt { seat: p, reason: BankruptReason::NoAction }));
            self.finish(Ending::Bankruptcy(p), ev);
        }
    }

    fn turn_end(&mut self, ev: &mut Events) {
        if let Some(p) = self.current {
            self.players[p.index()].left_flag = self.in_bars(p) < FIGURES;
        }
        if self.played.len() < self.n() {
            self.turn_start(ev);
        } else {
            self.round += 1;
            self.round_start(ev);
        }
    }

    fn finish(&mut self, ending: Ending, ev: &mut Events) {
        self.close_round();
        self.ending = Some(ending);
        self.phase = Phase::GameOver;
        let outcome = self.outcome().unwrap_or_else(|| Outcome::from_scores(vec![0; self.n()]));
        ev.push(Logged::public(Event::GameOver {
            ending,
            purses: self.players.iter().map(|p| (p.cash, p.fakes)).collect(),
            outcome,
        }));
    }

    // ------------------------------------------------------------ scoring

    /// Sort key of the bankruptcy tie-breaks (spec §5): bigger is better.
    fn rank_key(&self, seat: Seat) -> (u8, u32, Vec<u32>) {
        let mut rents = self.tenancy_rents(seat);
        crate::engine::sort::sort_by(&mut rents, |a, b| a > b);
        let third = match self.config.tiebreak {
            Tiebreak::HighestRent => rents,
            Tiebreak::TotalRent => vec![rents.iter().sum()],
        };
        (self.in_bars(seat), self.players[seat.index()].cash, third)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        let n = self.n();
        let keys: Vec<_> = Seat::all(n).map(|s| self.rank_key(s)).collect();
        let better = |a: Seat, b: Seat| -> bool {
            // Is `a` strictly ahead of `b`?
            match ending {
                Ending::FiveFigures(w) if a == w => return b != w,
                Ending::FiveFigures(w) if b == w => return false,
                Ending::Bankruptcy(x) if b == x => return a != x,
                Ending::Bankruptcy(x) if a == x => return false,
                _ => {}
            }
            keys[a.index()] > keys[b.index()]
        };
        let ranks: Vec<u8> = Seat::all(n).map(|s| 1 + Seat::all(n).filter(|o| better(*o, s)).count() as u8).collect();
        let scores = Seat::all(n).map(|s| self.in_bars(s) as i32).collect();
        let winners = Seat::all(n).filter(|s| ranks[s.index()] == 1).collect();
        Some(Outcome { scores, ranks, winners })
    }

    // ------------------------------------------------------------ audit

    /// Real money and fakes in flight (offer, bids, stakes).
    pub fn in_flight(&self) -> (u32, u32) {
        let all = self.pending.iter().chain(self.bids.iter().flatten()).chain(self.stakes.iter().flatten());
        all.fold((0, 0), |(c, f), b| (c + b.real(), f + b.fakes as u32))
    }

    pub fn audit(&self) -> Result<(), String> {
        let n = self.n();
        let (fc, ff) = self.in_flight();
        let cash: u32 = self.players.iter().map(|p| p.cash).sum::<u32>() + fc + self.bank_cash;
        if cash != TOTAL_CASH {
            return Err(format!("real money is {cash}, not {TOTAL_CASH}"));
        }
        let fakes: u32 = self.players.iter().map(|p| p.fakes).sum::<u32>() + ff + self.bank_fakes;
        if fakes != TOTAL_FAKES {
            return Err(format!("fakes are {fakes}, not {TOTAL_FAKES}"));
        }
        if self.players.iter().any(|p| p.cash % 1000 != 0) {
            return Err("cash not a multiple of 1,000".into());
        }
        for s in Seat::all(n) {
            let p = &self.players[s.index()];
            if p.free + self.in_bars(s) != FIGURES {
                return Err(format!("{s} has {} free and {} in bars", p.free, self.in_bars(s)));
            }
            let own_flight: u32 = self.stakes[s.index()].map_or(0, |b| b.real())
                + self.bids[s.index()].map_or(0, |b| b.real())
                + if self.current == Some(s) { self.pending.map_or(0, |b| b.real()) } else { 0 };
            let wealth = p.cash + own_flight;
            if wealth < p.lo || wealth > p.hi {
                return Err(format!("{s}: wealth {wealth} outside the public bounds [{}, {}]", p.lo, p.hi));
            }
        }
        if self.open_count() > self.config.open_limit() {
            return Err("too many open bars".into());
        }
        let auctioned = match self.phase {
            Phase::AuctionBid { slot, .. } | Phase::AuctionDecision { slot } => Some(slot as usize),
            _ => None,
        };
        let mut seen = [false; 12];
        for b in self.removed {
            seen[b as usize] = true;
        }
        for (i, s) in self.slots.iter().enumerate() {
            if seen[s.bar as usize] {
                return Err(format!("bar {} twice", s.bar));
            }
            seen[s.bar as usize] = true;
            if !s.open && (s.tenant.is_some() || s.partner.is_some()) {
                return Err(format!("closed slot {i} holds a figure"));
            }
            if s.partner.is_some() && (s.places() < 2 || (s.tenant.is_none() && auctioned != Some(i))) {
                return Err(format!("slot {i}: partner without a tenant or a place"));
            }
            if s.open && s.tenant.is_none() && auctioned != Some(i) {
                return Err(format!("open slot {i} has no tenant"));
            }
        }
        if bar(self.removed[0]).places != 1 || bar(self.removed[1]).places != 2 {
            return Err("removed bars are not one 1-place and one 2-place".into());
        }
        if self.pending.is_some()
            != matches!(self.phase, Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. })
        {
            return Err("an offer in flight outside a response, or a response without an offer".into());
        }
        if !matches!(self.phase, Phase::AuctionBid { .. } | Phase::AuctionDecision { .. })
            && self.bids.iter().any(Option::is_some)
        {
            return Err("bids outside an auction".into());
        }
        if !matches!(self.phase, Phase::LastOrderStake { .. }) && self.stakes.iter().any(Option::is_some) {
            return Err("stakes outside the staking".into());
        }
        Ok(())
    }
}

/// A position for [`State::from_position`].
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Position {
    pub round: u32,
    pub current: Seat,
    /// Players who already played this round, in order.
    pub played: Vec<Seat>,
    pub slots: Vec<Slot>,
    pub purses: Vec<(u32, u32)>,
    pub left_flags: Vec<bool>,
    pub seed: u64,
    /// Run the current player's turn start (win check, rent) instead of
    /// starting at his action "after rent".
    pub start_turn: bool,
}
