//! The rules of Sorciers (spec: shared/rules/sorciers.md), as pure functions
//! over a plain state.

use super::cards::{sort_for_display, Card, Kind, Race, DECK_SIZE};
use crate::engine::{rng_from_seed, shuffle, GameRng, Logged, Outcome, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

// ---------------------------------------------------------------- config

/// What happens when the turned trump card is a Sorcier.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SorcierTurned {
    /// The seed's rule: no trump this round.
    #[default]
    NoTrump,
    /// The official rule: the dealer chooses the trump race.
    DealerChooses,
}

/// How bids are made public.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BidMode {
    /// Each bid is announced when made (seed).
    #[default]
    Open,
    /// Secret bids, revealed together before the first lead.
    Simultaneous,
    /// Secret bids, revealed at the end of the round.
    Hidden,
}

/// Player count and variants (spec §7). Missing fields take their default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    pub players: u8,
    pub sorcier_turned: SorcierTurned,
    pub somme_non_nulle: bool,
    pub bid_mode: BidMode,
    pub vision_de_l_enfer: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 4,
            sorcier_turned: SorcierTurned::NoTrump,
            somme_non_nulle: false,
            bid_mode: BidMode::Open,
            vision_de_l_enfer: false,
        }
    }
}

impl Config {
    pub fn with_players(players: u8) -> Self {
        Config { players, ..Config::default() }
    }

    /// Checks the player count and the option combination (DECISION D8).
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(3..=6).contains(&self.players) {
            return Err(SetupError::PlayerCount { min: 3, max: 6, got: self.players.into() });
        }
        if self.somme_non_nulle && self.bid_mode != BidMode::Open {
            return Err(SetupError::IncompatibleOptions(
                "somme non-nulle needs open bids: with secret bids the dealer cannot know the forbidden value".into(),
            ));
        }
        Ok(())
    }

    /// Number of rounds, `60 / players` (DECISION D2).
    pub fn rounds(&self) -> u8 {
        (DECK_SIZE as u8) / self.players.max(1)
    }
}

// ---------------------------------------------------------------- moves, events, errors

/// A decision of the seat to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// The dealer names trump after turning a Sorcier (official option).
    ChooseTrump(Race),
    /// How many tricks the seat will take, `0..=round`.
    Bid(u8),
    /// A card from the hand.
    Play(Card),
}

/// One completed trick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub cards: Vec<(Seat, Card)>,
    pub winner: Seat,
}

/// One cell of the score sheet: one seat, one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetEntry {
    pub bid: u8,
    pub tricks: u8,
    pub points: i32,
    pub total: i32,
}

/// What happened, for the log. Who may read each one is said by its [`Logged`] wrapper.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    RoundStarted {
        round: u8,
        dealer: Seat,
        cards: u8,
    },
    /// Private: the seat's own hand.
    HandDealt {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// Private, vision de l'enfer: the other seats' hands, shown at the deal.
    HandsShown {
        hands: Vec<(Seat, Vec<Card>)>,
    },
    /// The stock's top card is turned (`card: None` in the last round).
    TrumpTurned {
        card: Option<Card>,
        trump: Option<Race>,
        dealer_chooses: bool,
    },
    TrumpChosen {
        seat: Seat,
        race: Race,
    },
    /// A bid's value: public in open mode, private to the bidder otherwise.
    Bid {
        seat: Seat,
        bid: u8,
    },
    /// Public in the secret bid modes: the seat has bid.
    BidEntered {
        seat: Seat,
    },
    BidsRevealed {
        bids: Vec<u8>,
    },
    CardPlayed {
        seat: Seat,
        card: Card,
    },
    TrickWon {
        seat: Seat,
        cards: Vec<(Seat, Card)>,
        tricks: u8,
        /// The trump it was played under: a round's last trick stays on the
        /// table into the next round, whose trump is another. (Absent from
        /// the events of links written before it was kept: read as none.)
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trump: Option<Race>,
    },
    RoundScored {
        round: u8,
        rows: Vec<SheetEntry>,
    },
    GameOver {
        outcome: Outcome,
    },
}

/// The current phase. `Deal` and `RoundEnd` are automatic and never rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    TrumpChoice,
    Bidding { next: Seat },
    Playing,
    GameOver,
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
    BidOutOfRange {
        bid: u8,
        max: u8,
    },
    /// Somme non-nulle: the dealer may not make the bids add up to the tricks.
    ForbiddenBid {
        bid: u8,
    },
    CardNotInHand {
        card: Card,
    },
    MustFollowRace {
        race: Race,
    },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn { expected, got } => write!(f, "it is {expected}'s turn, not {got}'s"),
            RuleError::WrongPhase { phase } => write!(f, "that move is not asked for now ({phase:?})"),
            RuleError::BidOutOfRange { bid, max } => write!(f, "a bid is from 0 to {max}, not {bid}"),
            RuleError::ForbiddenBid { bid } => {
                write!(f, "somme non-nulle: the dealer may not bid {bid}, the bids would add up to the tricks")
            }
            RuleError::CardNotInHand { card } => write!(f, "{card} is not in that hand"),
            RuleError::MustFollowRace { race } => write!(f, "must follow the led race {race:?}"),
        }
    }
}

// ---------------------------------------------------------------- pure trick rules

/// The led race of a trick, from the cards already in it (spec §4.4.1): the
/// first card that is not a Fou decides; a Sorcier there means no led race
/// for the whole trick.
pub fn led_race(cards: impl IntoIterator<Item = Card>) -> Option<Race> {
    cards.into_iter().find(|c| !c.is_fou()).and_then(Card::race_of)
}

/// Is `card` playable from `hand` on a trick whose led race is `led`?
pub fn check_play(hand: &[Card], led: Option<Race>, card: Card) -> Result<(), RuleError> {
    if !hand.contains(&card) {
        return Err(RuleError::CardNotInHand { card });
    }
    if let (Some(l), Some(r)) = (led, card.race_of()) {
        if r != l && hand.iter().any(|c| c.race_of() == Some(l)) {
            return Err(RuleError::MustFollowRace { race: l });
        }
    }
    Ok(())
}

/// The cards of `hand` playable on a trick led by `led` (spec §4.4.2).
pub fn legal_cards(hand: &[Card], led: Option<Race>) -> Vec<Card> {
    match led {
        Some(l) if hand.iter().any(|c| c.race_of() == Some(l)) => {
            hand.iter().copied().filter(|c| c.race_of().is_none_or(|r| r == l)).collect()
        }
        _ => hand.to_vec(),
    }
}

/// Index (in play order) of the card that wins a trick (spec §4.4.3).
/// `cards` must not be empty.
pub fn trick_winner(cards: &[Card], trump: Option<Race>) -> usize {
    if let Some(i) = cards.iter().position(|c| c.is_sorcier()) {
        return i;
    }
    let best_of = |race: Race| {
        cards
            .iter()
            .enumerate()
            .filter_map(|(i, c)| match c.kind() {
                Kind::Race(r, v) if r == race => Some((v, i)),
                _ => None,
            })
            .max()
            .map(|(_, i)| i)
    };
    if let Some(i) = trump.and_then(best_of) {
        return i;
    }
    if let Some(i) = led_race(cards.iter().copied()).and_then(best_of) {
        return i;
    }
    0
}

/// Points for a round: `20 + 10·t` when the bid is met, else `−10·|t − b|`.
pub fn round_points(bid: u8, tricks: u8) -> i32 {
    if bid == tricks {
        20 + 10 * tricks as i32
    } else {
        -10 * (tricks as i32 - bid as i32).abs()
    }
}

/// Are the bid values public in `phase`? Always with open bids; simultaneous
/// ones once all are in; hidden ones at the end of the game (each round's
/// are revealed as it is scored, and the next one starts secret again).
pub fn bids_public(mode: BidMode, phase: Phase) -> bool {
    match mode {
        BidMode::Open => true,
        BidMode::Simultaneous => matches!(phase, Phase::Playing | Phase::GameOver),
        BidMode::Hidden => phase == Phase::GameOver,
    }
}

/// The bid the dealer may not make under somme non-nulle, given the other bids.
pub fn forbidden_bid(round: u8, others_sum: u32) -> Option<u8> {
    (others_sum <= round as u32).then(|| round - others_sum as u8)
}

// ---------------------------------------------------------------- state

/// The whole game, secrets included.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    pub(super) config: Config,
    pub(super) rounds: u8,
    pub(super) round: u8,
    pub(super) first_dealer: Seat,
    pub(super) dealer: Seat,
    /// Current hands (dealt order).
    pub(super) hands: Vec<Vec<Card>>,
    /// The hands as dealt this round (vision de l'enfer: what the others saw).
    pub(super) dealt: Vec<Vec<Card>>,
    /// The stock, top first. When a trump card is turned it is `stock[0]`.
    pub(super) stock: Vec<Card>,
    pub(super) trump_card: Option<Card>,
    pub(super) trump: Option<Race>,
    pub(super) bids: Vec<Option<u8>>,
    /// Are bid values public yet? (Always in open mode.)
    pub(super) bids_public: bool,
    pub(super) tricks_won: Vec<u8>,
    pub(super) leader: Seat,
    pub(super) trick: Vec<(Seat, Card)>,
    pub(super) completed: Vec<Trick>,
    /// Score sheet: one row per finished round, one entry per seat.
    pub(super) sheet: Vec<Vec<SheetEntry>>,
    pub(super) totals: Vec<i32>,
    pub(super) phase: Phase,
    pub(super) rng: GameRng,
}

type Events = Vec<Logged<Event>>;

impl State {
    pub(super) fn new(config: &Config, seed: u64) -> Result<(State, Events), SetupError> {
        config.validate()?;
        let n = config.players as usize;
        let mut rng = rng_from_seed(seed);
        // DECISION D3: the first dealer is drawn by the seeded RNG.
        let first_dealer = Seat(crate::engine::below(&mut rng, n as u32) as u8);
        let mut state = State::empty(config.clone(), first_dealer, rng);
        let mut events = Vec::new();
        state.start_round(&mut events);
        Ok((state, events))
    }

    /// Test support: round `round` dealt exactly as given (hands by seat, and
    /// the turned trump card on top of the stock). The rest of the deck forms
    /// the stock; totals start at 0. Panics on an impossible deal.
    #[cfg(test)]
    pub(super) fn from_deal(
        config: &Config,
        round: u8,
        dealer: Seat,
        hands: Vec<Vec<Card>>,
        trump_card: Option<Card>,
    ) -> State {
        config.validate().expect("valid config");
        let n = config.players as usize;
        assert_eq!(hands.len(), n);
        assert!(hands.iter().all(|h| h.len() == round as usize), "every hand holds `round` cards");
        let mut used = [false; DECK_SIZE];
        for c in hands.iter().flatten().chain(trump_card.iter()) {
            assert!(!used[c.id() as usize], "{c} dealt twice");
            used[c.id() as usize] = true;
        }
        let stock: Vec<Card> = trump_card.into_iter().chain(Card::deck().filter(|c| !used[c.id() as usize])).collect();
        let first_dealer = Seat(((dealer.index() + n * 60 - (round as usize - 1)) % n) as u8);
        let mut state = State::empty(config.clone(), first_dealer, rng_from_seed(0));
        state.round = round;
        state.dealer = dealer;
        state.sheet = (1..round)
            .map(|r| {
                // Earlier rounds: seat 0 took every trick after bidding them all.
                (0..n)
                    .map(|i| {
                        if i == 0 {
                            SheetEntry { bid: r, tricks: r, points: 0, total: 0 }
                        } else {
                            SheetEntry { bid: 0, tricks: 0, points: 0, total: 0 }
                        }
                    })
                    .collect()
            })
            .collect();
        for row in state.sheet.iter_mut() {
            for e in row.iter_mut() {
                e.points = round_points(e.bid, e.tricks);
            }
        }
        let mut totals = vec![0; n];
        for row in state.sheet.iter_mut() {
            for (i, e) in row.iter_mut().enumerate() {
                totals[i] += e.points;
                e.total = totals[i];
            }
        }
        state.totals = totals;
        state.setup_round(hands, stock, &mut Vec::new());
        state
    }

    fn empty(config: Config, first_dealer: Seat, rng: GameRng) -> State {
        let n = config.players as usize;
        State {
            rounds: config.rounds(),
            config,
            round: 1,
            first_dealer,
            dealer: first_dealer,
            hands: vec![Vec::new(); n],
            dealt: vec![Vec::new(); n],
            stock: Vec::new(),
            trump_card: None,
            trump: None,
            bids: vec![None; n],
            bids_public: true,
            tricks_won: vec![0; n],
            leader: first_dealer.left(n),
            trick: Vec::new(),
            completed: Vec::new(),
            sheet: Vec::new(),
            totals: vec![0; n],
            phase: Phase::Bidding { next: first_dealer.left(n) },
            rng,
        }
    }

    /// The config the game was set up with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    pub(super) fn n(&self) -> usize {
        self.config.players as usize
    }

    /// §4.1: shuffle the 60 cards and deal `round` to each, from the dealer's left.
    fn start_round(&mut self, events: &mut Events) {
        let n = self.n();
        let r = self.round as usize;
        let mut deck: Vec<Card> = Card::deck().collect();
        shuffle(&mut self.rng, &mut deck);
        let mut hands = vec![Vec::with_capacity(r); n];
        let first = self.dealer.left(n).index();
        for (i, card) in deck[..n * r].iter().enumerate() {
            hands[(first + i) % n].push(*card);
        }
        let stock = deck[n * r..].to_vec();
        self.setup_round(hands, stock, events);
    }

    /// Everything after the shuffle: hands, stock, trump, and the first decision.
    pub(super) fn setup_round(&mut self, hands: Vec<Vec<Card>>, stock: Vec<Card>, events: &mut Events) {
        let n = self.n();
        self.dealt = hands.clone();
        self.hands = hands;
        self.stock = stock;
        self.bids = vec![None; n];
        self.bids_public = self.config.bid_mode == BidMode::Open;
        self.tricks_won = vec![0; n];
        self.trick.clear();
        self.completed.clear();
        self.leader = self.dealer.left(n);
        events.push(Logged::public(Event::RoundStarted { round: self.round, dealer: self.dealer, cards: self.round }));
        // §4.2: the trump card, except in the last round. Turned before the
        // hands are announced, so that each hand is sorted by this round's
        // trump (the events keep the table's order: deal, then trump).
        let mut choose = false;
        if self.round < self.rounds {
            let card = self.stock[0];
            self.trump_card = Some(card);
            self.trump = card.race_of();
            choose = card.is_sorcier() && self.config.sorcier_turned == SorcierTurned::DealerChooses;
        } else {
            self.trump_card = None;
            self.trump = None;
        }
        if self.config.vision_de_l_enfer {
            for s in Seat::all(n) {
                let hands = Seat::all(n).filter(|o| *o != s).map(|o| (o, self.hands[o.index()].clone())).collect();
                events.push(Logged::private(s, Event::HandsShown { hands }));
            }
        } else {
            self.announce_hands(events);
        }
        events.push(Logged::public(Event::TrumpTurned {
            card: self.trump_card,
            trump: self.trump,
            dealer_chooses: choose,
        }));
        self.phase = if choose { Phase::TrumpChoice } else { Phase::Bidding { next: self.dealer.left(n) } };
    }

    fn announce_hands(&self, events: &mut Events) {
        for s in Seat::all(self.n()) {
            let mut cards = self.hands[s.index()].clone();
            sort_for_display(&mut cards, self.trump);
            events.push(Logged::private(s, Event::HandDealt { seat: s, cards }));
        }
    }

    pub(super) fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::TrumpChoice => Some(self.dealer),
            Phase::Bidding { next } => Some(next),
            Phase::Playing => Some(Seat(((self.leader.index() + self.trick.len()) % self.n()) as u8)),
            Phase::GameOver => None,
        }
    }

    /// Sum of the bids made so far by seats other than `seat`.
    fn others_bid_sum(&self, seat: Seat) -> u32 {
        self.bids.iter().enumerate().filter(|(i, _)| *i != seat.index()).filter_map(|(_, b)| b.map(u32::from)).sum()
    }

    /// The dealer's forbidden bid under somme non-nulle, when it is his turn.
    pub(super) fn forbidden_bid_now(&self) -> Option<u8> {
        match self.phase {
            Phase::Bidding { next } if self.config.somme_non_nulle && next == self.dealer => {
                forbidden_bid(self.round, self.others_bid_sum(next))
            }
            _ => None,
        }
    }

    pub(super) fn led(&self) -> Option<Race> {
        led_race(self.trick.iter().map(|(_, c)| *c))
    }

    pub(super) fn legal_moves(&self) -> Vec<Move> {
        match self.phase {
            Phase::TrumpChoice => Race::ALL.into_iter().map(Move::ChooseTrump).collect(),
            Phase::Bidding { .. } => {
                let forbidden = self.forbidden_bid_now();
                (0..=self.round).filter(|b| Some(*b) != forbidden).map(Move::Bid).collect()
            }
            Phase::Playing => {
                let Some(seat) = self.to_act() else { return Vec::new() };
                let mut cards = legal_cards(&self.hands[seat.index()], self.led());
                sort_for_display(&mut cards, self.trump);
                cards.into_iter().map(Move::Play).collect()
            }
            Phase::GameOver => Vec::new(),
        }
    }

    /// Validates `mv` for `seat` without changing anything.
    fn check(&self, seat: Seat, mv: Move) -> Result<(), RuleError> {
        let expected = self.to_act().ok_or(RuleError::GameOver)?;
        if seat != expected {
            return Err(RuleError::NotYourTurn { expected, got: seat });
        }
        match (self.phase, mv) {
            (Phase::TrumpChoice, Move::ChooseTrump(_)) => Ok(()),
            (Phase::Bidding { .. }, Move::Bid(bid)) => {
                if bid > self.round {
                    Err(RuleError::BidOutOfRange { bid, max: self.round })
                } else if self.forbidden_bid_now() == Some(bid) {
                    Err(RuleError::ForbiddenBid { bid })
                } else {
                    Ok(())
                }
            }
            (Phase::Playing, Move::Play(card)) => check_play(&self.hands[seat.index()], self.led(), card),
            (phase, _) => Err(RuleError::WrongPhase { phase }),
        }
    }

    pub(super) fn apply(&mut self, seat: Seat, mv: Move) -> Result<Events, RuleError> {
        self.check(seat, mv)?;
        let mut events = Vec::new();
        match mv {
            Move::ChooseTrump(race) => {
                self.trump = Some(race);
                events.push(Logged::public(Event::TrumpChosen { seat, race }));
                self.phase = Phase::Bidding { next: self.dealer.left(self.n()) };
            }
            Move::Bid(bid) => self.bid(seat, bid, &mut events),
            Move::Play(card) => self.play(seat, card, &mut events),
        }
        Ok(events)
    }

    fn bid(&mut self, seat: Seat, bid: u8, events: &mut Events) {
        self.bids[seat.index()] = Some(bid);
        if self.bids_public {
            events.push(Logged::public(Event::Bid { seat, bid }));
        } else {
            events.push(Logged::public(Event::BidEntered { seat }));
            events.push(Logged::private(seat, Event::Bid { seat, bid }));
        }
        if seat != self.dealer {
            self.phase = Phase::Bidding { next: seat.left(self.n()) };
            return;
        }
        // All bids are in.
        if self.config.bid_mode == BidMode::Simultaneous {
            self.reveal_bids(events);
        }
        if self.config.vision_de_l_enfer {
            // Each player finally looks at his own cards.
            self.announce_hands(events);
        }
        self.phase = Phase::Playing;
    }

    fn reveal_bids(&mut self, events: &mut Events) {
        self.bids_public = true;
        let bids = self.bids.iter().map(|b| b.unwrap_or(0)).collect();
        events.push(Logged::public(Event::BidsRevealed { bids }));
    }

    fn play(&mut self, seat: Seat, card: Card, events: &mut Events) {
        let hand = &mut self.hands[seat.index()];
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
        }
        self.trick.push((seat, card));
        events.push(Logged::public(Event::CardPlayed { seat, card }));
        if self.trick.len() < self.n() {
            return;
        }
        // §4.4.3: the trick is complete.
        let cards: Vec<Card> = self.trick.iter().map(|(_, c)| *c).collect();
        let winner = self.trick[trick_winner(&cards, self.trump)].0;
        self.tricks_won[winner.index()] += 1;
        let trick = std::mem::take(&mut self.trick);
        events.push(Logged::public(Event::TrickWon {
            seat: winner,
            cards: trick.clone(),
            tricks: self.tricks_won[winner.index()],
            trump: self.trump,
        }));
        self.completed.push(Trick { cards: trick, winner });
        self.leader = winner;
        if self.completed.len() == self.round as usize {
            self.end_round(events);
        }
    }

    /// §4.5: reveal hidden bids, score, then deal again or end the game.
    fn end_round(&mut self, events: &mut Events) {
        if !self.bids_public {
            self.reveal_bids(events);
        }
        let rows: Vec<SheetEntry> = (0..self.n())
            .map(|i| {
                let bid = self.bids[i].unwrap_or(0);
                let tricks = self.tricks_won[i];
                let points = round_points(bid, tricks);
                self.totals[i] += points;
                SheetEntry { bid, tricks, points, total: self.totals[i] }
            })
            .collect();
        events.push(Logged::public(Event::RoundScored { round: self.round, rows: rows.clone() }));
        self.sheet.push(rows);
        if self.round < self.rounds {
            self.round += 1;
            self.dealer = self.dealer.left(self.n());
            self.start_round(events);
        } else {
            self.phase = Phase::GameOver;
            events.push(Logged::public(Event::GameOver { outcome: Outcome::from_scores(self.totals.clone()) }));
        }
    }

    pub(super) fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome::from_scores(self.totals.clone()))
    }

    /// Cards played by `seat` this round, in order.
    pub(super) fn played_by(&self, seat: Seat) -> impl Iterator<Item = Card> + '_ {
        self.completed
            .iter()
            .flat_map(|t| t.cards.iter())
            .chain(self.trick.iter())
            .filter(move |(s, _)| *s == seat)
            .map(|(_, c)| *c)
    }

    /// Checks every invariant of the state (used by tests and fuzzing).
    /// Long by design: one check per invariant, in the order of the rules; each
    /// stands alone, so a broken one is named by the first failing line.
    pub(super) fn audit(&self) -> Result<(), String> {
        let n = self.n();
        let r = self.round as usize;
        self.config.validate().map_err(|e| format!("config: {e}"))?;
        if self.rounds != self.config.rounds() || !(1..=self.rounds).contains(&self.round) {
            return Err(format!("round {} of {}", self.round, self.rounds));
        }
        // Every list has a place per seat, and every seat named sits at the
        // table: the rest of the audit, and the rules, index by seat.
        let per_seat = [self.hands.len(), self.dealt.len(), self.bids.len(), self.tricks_won.len(), self.totals.len()];
        if per_seat.iter().any(|len| *len != n) || self.sheet.iter().any(|row| row.len() != n) {
            return Err(format!("lists of {per_seat:?} places for {n} seats"));
        }
        let next = match self.phase {
            Phase::Bidding { next } => next,
            _ => self.dealer,
        };
        if [self.first_dealer, self.dealer, self.leader, next].iter().any(|s| s.index() >= n) {
            return Err(format!("a seat beyond the {n} at the table"));
        }
        if self.dealer.index() != (self.first_dealer.index() + r - 1) % n {
            return Err("the deal did not rotate one seat left per round".into());
        }
        // 60 cards, each exactly once.
        let mut seen = [0u8; DECK_SIZE];
        let all = self
            .hands
            .iter()
            .flatten()
            .chain(self.stock.iter())
            .chain(self.trick.iter().map(|(_, c)| c))
            .chain(self.completed.iter().flat_map(|t| t.cards.iter().map(|(_, c)| c)));
        for c in all {
            seen[c.id() as usize] += 1;
        }
        if let Some(id) = seen.iter().position(|k| *k != 1) {
            return Err(format!("card {} is present {} times", Card::from_id(id as u8).unwrap(), seen[id]));
        }
        if self.stock.len() != DECK_SIZE - n * r {
            return Err(format!("stock has {} cards", self.stock.len()));
        }
        // Trump.
        if self.round < self.rounds {
            let top = self.stock.first().copied();
            if self.trump_card != top {
                return Err("the trump card is not the stock's top card".into());
            }
            let card = top.ok_or("no trump card before the last round")?;
            let ok = match card.kind() {
                Kind::Race(race, _) => self.trump == Some(race),
                Kind::Fou => self.trump.is_none(),
                Kind::Sorcier => match (self.config.sorcier_turned, self.phase) {
                    (SorcierTurned::NoTrump, _) | (_, Phase::TrumpChoice) => self.trump.is_none(),
                    (SorcierTurned::DealerChooses, _) => self.trump.is_some(),
                },
            };
            if !ok {
                return Err(format!("trump {:?} does not follow the turned {card}", self.trump));
            }
        } else if self.trump_card.is_some() || self.trump.is_some() {
            return Err("a trump in the last round".into());
        }
        // Tricks.
        let mut leader = self.dealer.left(n);
        let mut won = vec![0u8; n];
        for t in &self.completed {
            let seats: Vec<Seat> = t.cards.iter().map(|(s, _)| *s).collect();
            let expected: Vec<Seat> = (0..n).map(|k| Seat(((leader.index() + k) % n) as u8)).collect();
            if seats != expected {
                return Err(format!("a trick was not played clockwise from its leader {leader}"));
            }
            let cards: Vec<Card> = t.cards.iter().map(|(_, c)| *c).collect();
            if t.cards[trick_winner(&cards, self.trump)].0 != t.winner {
                return Err("a trick was given to the wrong seat".into());
            }
            won[t.winner.index()] += 1;
            leader = t.winner;
        }
        if won != self.tricks_won {
            return Err(format!("tricks won {:?} but completed tricks say {won:?}", self.tricks_won));
        }
        let game_over = self.phase == Phase::GameOver;
        if !game_over && self.leader != leader {
            return Err("the current leader is not the last trick's winner".into());
        }
        for (k, (s, _)) in self.trick.iter().enumerate() {
            if s.index() != (leader.index() + k) % n {
                return Err("the current trick is out of turn".into());
            }
        }
        let tricks_ok = match self.phase {
            Phase::TrumpChoice | Phase::Bidding { .. } => self.completed.is_empty() && self.trick.is_empty(),
            Phase::Playing => self.completed.len() < r,
            Phase::GameOver => self.completed.len() == r && self.trick.is_empty(),
        };
        if !tricks_ok {
            return Err(format!("{} tricks completed in round {r}, phase {:?}", self.completed.len(), self.phase));
        }
        // Hand sizes and the dealt record.
        for s in Seat::all(n) {
            let played: Vec<Card> = self.played_by(s).collect();
            if played.len() + self.hands[s.index()].len() != r {
                return Err(format!("{s} holds {} cards and played {}", self.hands[s.index()].len(), played.len()));
            }
            let mut dealt = self.dealt[s.index()].clone();
            let mut now: Vec<Card> = self.hands[s.index()].iter().copied().chain(played).collect();
            crate::engine::sort::sort(&mut dealt);
            crate::engine::sort::sort(&mut now);
            if dealt != now {
                return Err(format!("{s}'s dealt hand does not match its cards"));
            }
        }
        // A seat that showed a void this round holds no card of that race.
        for (i, void) in super::sample::voids(n, &self.completed, &self.trick).iter().enumerate() {
            if let Some(c) = self.hands[i].iter().find(|c| c.race_of().is_some_and(|r| void[r.index()])) {
                return Err(format!("seat {i} showed a void but holds {c}"));
            }
        }
        // Bids.
        let bidders: Vec<bool> = self.bids.iter().map(Option::is_some).collect();
        let expected_bidders: Vec<bool> = match self.phase {
            Phase::TrumpChoice => vec![false; n],
            Phase::Bidding { next } => {
                let done = (next.index() + n - self.dealer.left(n).index()) % n;
                (0..n).map(|i| (i + n - self.dealer.left(n).index()) % n < done).collect()
            }
            Phase::Playing | Phase::GameOver => vec![true; n],
        };
        if bidders != expected_bidders {
            return Err(format!("bids {:?} in phase {:?}", self.bids, self.phase));
        }
        if self.bids.iter().flatten().any(|b| *b as usize > r) {
            return Err("a bid above the round's tricks".into());
        }
        if self.config.somme_non_nulle && bidders.iter().all(|b| *b) {
            let sum: u32 = self.bids.iter().flatten().map(|b| *b as u32).sum();
            if sum == r as u32 {
                return Err("somme non-nulle broken: the bids add up to the tricks".into());
            }
        }
        if self.bids_public != bids_public(self.config.bid_mode, self.phase) {
            return Err("bids revealed at the wrong time".into());
        }
        // Score sheet.
        let rows = if game_over { r } else { r - 1 };
        if self.sheet.len() != rows {
            return Err(format!("{} rows on the sheet in round {r}", self.sheet.len()));
        }
        let mut totals = vec![0i32; n];
        for (k, row) in self.sheet.iter().enumerate() {
            for (i, e) in row.iter().enumerate() {
                if e.points != round_points(e.bid, e.tricks) {
                    return Err("a sheet entry's points do not follow its bid and tricks".into());
                }
                totals[i] += e.points;
                if e.total != totals[i] {
                    return Err("a running total is not the sum of the rounds".into());
                }
            }
            // Round k+1 deals k+1 cards each, so k+1 tricks are won in all.
            if row.iter().map(|e| e.tricks as usize).sum::<usize>() != k + 1 {
                return Err(format!("round {}'s tricks do not add up to its card count", k + 1));
            }
            if row.iter().any(|e| e.bid as usize > k + 1) {
                return Err(format!("a bid above round {}'s tricks", k + 1));
            }
        }
        if totals != self.totals {
            return Err(format!("totals {:?} are not the sum of the sheet {totals:?}", self.totals));
        }
        Ok(())
    }
}
