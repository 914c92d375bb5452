//! State, moves, events, errors and the rules (spec shared/rules/pfeffersacke.md).

use super::map::map;
use crate::engine::{rng_from_seed, shuffle, Logged, Outcome, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Player count and variants (§7).
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
    /// The start seat; `None` = drawn at random (DECISION P1).
    pub start: Option<u8>,
    /// Two players only: the counter starts at 16 instead of 20 (P17).
    pub counter16: bool,
    /// Double-income minimum (0 = plain doubling).
    pub double_min: u32,
    /// Posts per player, 15–25.
    pub posts: u8,
    /// Step 2 is decided city by city (DECISION P22): one post in each city
    /// where the player is present and chooses to extend, each extended city
    /// paying no income this turn. Absent from the saves made before P22:
    /// they replay by the old rule (one city per turn). New games: true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub by_city: bool,
    /// DECISION (spec §4.4, the last line of X11): a step 2 with nothing to
    /// extend (no large city with its disc on board where the player is
    /// present and a slot is free, or no post in supply) is skipped: the
    /// engine goes on to the income by itself, nobody is asked to tap "Do
    /// not extend" for nothing, and no "does not extend" is logged (there
    /// was no choice, as for a step 1 without discs). Absent from the saves
    /// and links made before: they wait for the `SkipExtend` they hold, and
    /// replay exactly. New games: true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub skip_empty_step2: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Like a derived `Debug`, `by_city` and `skip_empty_step2` only when on:
/// an old game's config reads exactly as before the fields existed (the
/// save fixtures compare the states' `Debug` text).
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Config");
        d.field("players", &self.players)
            .field("start", &self.start)
            .field("counter16", &self.counter16)
            .field("double_min", &self.double_min)
            .field("posts", &self.posts);
        if self.by_city {
            d.field("by_city", &self.by_city);
        }
        if self.skip_empty_step2 {
            d.field("skip_empty_step2", &self.skip_empty_step2);
        }
        d.finish()
    }
}

/// The highest double-income minimum a game accepts.
pub const MAX_DOUBLE_MIN: u32 = 200;

impl Config {
    pub fn new(players: u8) -> Config {
        Config {
            players,
            start: None,
            counter16: false,
            double_min: 48,
            posts: 20,
            by_city: true,
            skip_empty_step2: true,
        }
    }
    pub fn start_florins(&self) -> u32 {
        5 * (u32::from(self.players) + 1)
    }
    /// Income per free slot.
    pub fn rate(&self) -> u32 {
        u32::from(self.players) - 1
    }
    pub fn base(&self) -> u32 {
        2 * (u32::from(self.players) - 1)
    }
    pub fn counter_start(&self) -> u8 {
        if self.counter16 && self.players == 2 {
            16
        } else {
            20
        }
    }

    /// The player count and the options a game accepts.
    pub fn validate(&self) -> Result<(), SetupError> {
        let n = self.players;
        if !(2..=6).contains(&n) {
            return Err(SetupError::PlayerCount { min: 2, max: 6, got: n.into() });
        }
        if !(15..=25).contains(&self.posts) {
            return Err(SetupError::IncompatibleOptions("posts per player must be 15 to 25".into()));
        }
        if self.start.is_some_and(|s| s >= n) {
            return Err(SetupError::IncompatibleOptions("no such start seat".into()));
        }
        // The setup screen offers 48 or 0; a save may hold anything. Above
        // this, doubled incomes would overflow the florins (found by fuzzing).
        if self.double_min > MAX_DOUBLE_MIN {
            return Err(SetupError::IncompatibleOptions(format!(
                "the double-income minimum must be 0 to {MAX_DOUBLE_MIN}"
            )));
        }
        Ok(())
    }
}

/// Where a large city's disc is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Disc {
    NotPlaced,
    OnBoard,
    Removed,
}

/// The step of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Starting posts, in turn order.
    Setup,
    /// Step 1: place a disc (mandatory).
    Disc,
    /// Step 2: extend influence.
    Extend,
    /// Steps 3+4: income (a choice only when a safe-conduct may double it).
    Income,
    /// Step 5: open a new post.
    Open,
    Over,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    Counter,
    Discs,
    Lap,
}

/// One player's material.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub florins: u32,
    /// The true influence total (the track loops at 100).
    pub pi: u32,
    pub posts: u8,
    pub sc: u8,
    /// Disc values in hand, sorted.
    pub discs: Vec<u8>,
    /// Won cities (city index, printed value).
    pub won: Vec<(u8, u8)>,
}

/// The whole state. Nothing is secret (DECISION P21).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub config: Config,
    pub players: Vec<Player>,
    /// Every slot of every city (city `off..off+slots`): 0 free, else seat + 1.
    pub slots: Vec<u8>,
    /// Per city (small cities stay `NotPlaced` and are ignored).
    pub discs: Vec<Disc>,
    pub counter: u8,
    pub start: Seat,
    pub active: Seat,
    pub round: u16,
    pub step: Step,
    pub sc_used: bool,
    pub extended: Option<u8>,
    pub placed: Vec<u8>,
    pub opened: bool,
    /// Consecutive turns without a step-5 opening.
    pub idle: u8,
    pub end: Option<EndReason>,
}

/// A decision of the seat to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    StartingPost { city: u8 },
    PlaceDisc { value: u8, city: u8 },
    SkipExtend,
    Extend { city: u8 },
    ExtendTwice { city: u8 },
    TakeIncome,
    DoubleIncome,
    SkipOpen,
    Open { from: u8, to: u8 },
    OpenTwo { from1: u8, to1: u8, from2: u8, to2: u8 },
}

/// Final score of one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Final {
    pub pi: u32,
    pub regions: u8,
    pub florins: u32,
    pub total: u32,
    pub won: u8,
    pub won_value: u32,
}

/// What happened (all public).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    Setup {
        start: Seat,
        discs: Vec<Vec<u8>>,
        wittenberg: bool,
        florins: u32,
    },
    StartingPost {
        seat: Seat,
        city: u8,
        counter: u8,
    },
    Turn {
        seat: Seat,
        round: u16,
    },
    DiscPlaced {
        seat: Seat,
        value: u8,
        city: u8,
    },
    Extended {
        seat: Seat,
        city: u8,
        posts: u8,
    },
    ExtendSkipped {
        seat: Seat,
    },
    /// Income with its breakdown: (city, florins) per paying city.
    Income {
        seat: Seat,
        cities: Vec<(u8, u32)>,
        base: u32,
        total: u32,
        doubled: bool,
    },
    SafeConduct {
        seat: Seat,
        left: u8,
    },
    PostOpened {
        seat: Seat,
        from: u8,
        to: u8,
        toll: u8,
        small: bool,
        counter: u8,
    },
    OpenSkipped {
        seat: Seat,
    },
    /// Absolute majority: the active player wins the city.
    Majority {
        seat: Seat,
        city: u8,
        posts: u8,
        pi: u8,
    },
    /// Last slot filled by `by`: `seat` (most posts, `tie` if won on the earliest slot) gets half.
    HalfPoints {
        seat: Seat,
        by: Seat,
        city: u8,
        posts: u8,
        pi: u8,
        tie: bool,
    },
    GameEnds {
        reason: EndReason,
    },
    FinalScore {
        seat: Seat,
        score: Final,
    },
}

/// Why a move is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    NotYourTurn,
    GameOver,
    WrongStep,
    UnknownCity,
    NotSmallCity,
    NotLargeCity,
    DiscNotHeld,
    DiscValueMismatch,
    CityNotFree,
    NotPresent,
    AlreadyPresent,
    CityClosed,
    NoFreeSlot,
    NoRoute,
    CannotPay,
    NoPostsLeft,
    NotEnoughFreeSlots,
    SafeConductNone,
    SafeConductFirstRound,
    SafeConductAlreadyUsed,
    MustPlaceDisc,
    /// Step 2 city by city: this city was already extended this turn.
    AlreadyExtended,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::text::error_text(self, crate::i18n::Lang::En))
    }
}

type R<T> = Result<T, RuleError>;

/// Far above any game's florins, and far below an overflow: a turn pays
/// at most 1 070 florins (every large city open and empty at the highest
/// rate, doubled), and a game lasts fewer than 1 000 turns (a lap without
/// an opening ends it, and each opening spends one of at most 150 posts).
pub const FLORINS_BOUND: u32 = 100_000_000;

/// Above any game's round, by the same count: fewer than 1 000 turns.
pub const ROUND_BOUND: u16 = 1_000;

/// Disc set: value → count (§2.2).
pub const DISC_SET: [(u8, u8); 7] = [(8, 1), (7, 2), (6, 3), (5, 4), (4, 5), (3, 5), (2, 5)];

impl State {
    /// The config the game was set up with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn n(&self) -> usize {
        self.players.len()
    }

    fn empty(config: &Config, start: Seat) -> State {
        let m = map();
        let p = Player {
            florins: config.start_florins(),
            pi: 1,
            posts: config.posts,
            sc: 2,
            discs: Vec::new(),
            won: Vec::new(),
        };
        State {
            config: config.clone(),
            players: vec![p; config.players as usize],
            slots: vec![0; m.total_slots],
            discs: vec![Disc::NotPlaced; m.cities.len()],
            counter: config.counter_start(),
            start,
            active: start,
            round: 0,
            step: Step::Setup,
            sc_used: false,
            extended: None,
            placed: Vec::new(),
            opened: false,
            idle: 0,
            end: None,
        }
    }

    /// A new game: start seat, Wittenberg, the deal (§3).
    pub fn new(config: &Config, seed: u64) -> Result<(State, Vec<Logged<Event>>), SetupError> {
        config.validate()?;
        let n = config.players;
        let mut rng = rng_from_seed(seed);
        let start = Seat(config.start.unwrap_or_else(|| crate::engine::below(&mut rng, u32::from(n)) as u8));
        let mut s = State::empty(config, start);
        let wittenberg = n != 5;
        let mut high = Vec::new();
        let mut low = Vec::new();
        for (v, c) in DISC_SET {
            for _ in 0..c {
                if v >= 5 {
                    high.push(v)
                } else {
                    low.push(v)
                }
            }
        }
        if wittenberg {
            let w = map().city("wittenberg").expect("Wittenberg");
            s.discs[w as usize] = Disc::OnBoard;
            let i = low.iter().position(|&v| v == 2).expect("a 2-disc");
            low.remove(i);
        }
        shuffle(&mut rng, &mut high);
        shuffle(&mut rng, &mut low);
        let nn = n as usize;
        for (k, v) in high.into_iter().chain(low).enumerate() {
            let seat = (start.index() + nn * 2 - 1 - k % nn) % nn;
            s.players[seat].discs.push(v);
        }
        for p in &mut s.players {
            crate::engine::sort::sort(&mut p.discs);
        }
        let ev = Event::Setup {
            start,
            discs: s.players.iter().map(|p| p.discs.clone()).collect(),
            wittenberg,
            florins: config.start_florins(),
        };
        Ok((s, vec![Logged::public(ev)]))
    }

    /// Test support: a position mid-game. Every large city is open (disc on
    /// board) and empty, nobody holds a disc, no small city is taken;
    /// `active` is to play `step` of `round`.
    #[doc(hidden)]
    pub fn position(config: &Config, active: Seat, round: u16, step: Step) -> State {
        let mut s = State::empty(config, Seat(0));
        for (i, c) in map().cities.iter().enumerate() {
            if c.large {
                s.discs[i] = Disc::OnBoard;
            }
        }
        s.active = active;
        s.round = round;
        s.step = step;
        s
    }

    /// Test support: puts a post of `seat` on the lowest free slot of `city`
    /// (from its supply, no scoring; the counter follows small cities).
    #[doc(hidden)]
    pub fn put(&mut self, city: u8, seat: Seat) {
        let c = &map().cities[city as usize];
        let i = self.free_slot(city).expect("a free slot");
        self.slots[i] = seat.0 + 1;
        self.players[seat.index()].posts -= 1;
        if !c.large {
            self.counter = self.counter.saturating_sub(1);
        }
    }

    pub fn to_act(&self) -> Option<Seat> {
        (self.step != Step::Over).then_some(self.active)
    }

    // ----- derived -----

    pub fn city_slots(&self, city: u8) -> &[u8] {
        let c = &map().cities[city as usize];
        &self.slots[c.off as usize..(c.off + c.slots) as usize]
    }

    fn free_slot(&self, city: u8) -> Option<usize> {
        let c = &map().cities[city as usize];
        self.city_slots(city).iter().position(|&o| o == 0).map(|i| c.off as usize + i)
    }

    pub fn free(&self, city: u8) -> u8 {
        self.city_slots(city).iter().filter(|&&o| o == 0).count() as u8
    }

    pub fn posts_in(&self, city: u8, seat: Seat) -> u8 {
        self.city_slots(city).iter().filter(|&&o| o == seat.0 + 1).count() as u8
    }

    pub fn present(&self, city: u8, seat: Seat) -> bool {
        self.city_slots(city).contains(&(seat.0 + 1))
    }

    /// Open for a new post (§4.1).
    pub fn open_city(&self, city: u8) -> bool {
        let c = &map().cities[city as usize];
        self.free(city) > 0 && (!c.large || self.discs[city as usize] != Disc::NotPlaced)
    }

    pub fn sc_usable(&self) -> bool {
        self.players[self.active.index()].sc > 0 && self.round >= 2 && !self.sc_used
    }

    fn sc_check(&self) -> R<()> {
        if self.players[self.active.index()].sc == 0 {
            Err(RuleError::SafeConductNone)
        } else if self.round < 2 {
            Err(RuleError::SafeConductFirstRound)
        } else if self.sc_used {
            Err(RuleError::SafeConductAlreadyUsed)
        } else {
            Ok(())
        }
    }

    /// The normal income of the active player now: (paying cities, base).
    pub fn income(&self) -> (Vec<(u8, u32)>, u32) {
        let seat = self.active;
        let rate = self.config.rate();
        let cities = (0..map().cities.len() as u8)
            .filter(|&c| {
                self.discs[c as usize] == Disc::OnBoard
                    && map().cities[c as usize].large
                    // The cities extended this turn pay nothing (with the
                    // old rule there is at most one: `extended`).
                    && !self.placed.contains(&c)
                    && self.present(c, seat)
            })
            .map(|c| (c, u32::from(self.free(c)) * rate))
            .collect();
        (cities, self.config.base())
    }

    /// Regions where `seat` has a post.
    pub fn regions(&self, seat: Seat) -> u8 {
        let m = map();
        let mut mask = 0u32;
        for (i, c) in m.cities.iter().enumerate() {
            if self.present(i as u8, seat) {
                mask |= 1 << c.region;
            }
        }
        mask.count_ones() as u8
    }

    pub fn final_score(&self, seat: Seat) -> Final {
        let p = &self.players[seat.index()];
        let regions = self.regions(seat);
        Final {
            pi: p.pi,
            regions,
            florins: p.florins,
            total: p.pi + 2 * u32::from(regions) + p.florins / 20,
            won: p.won.len() as u8,
            won_value: p.won.iter().map(|w| u32::from(w.1)).sum(),
        }
    }

    // ----- checks -----

    fn city(c: u8) -> R<&'static super::map::City> {
        map().cities.get(c as usize).ok_or(RuleError::UnknownCity)
    }

    fn check_extend(&self, city: u8, n: u8) -> R<()> {
        let c = Self::city(city)?;
        if !c.large {
            return Err(RuleError::NotLargeCity);
        }
        if self.discs[city as usize] != Disc::OnBoard {
            return Err(RuleError::CityClosed);
        }
        if !self.present(city, self.active) {
            return Err(RuleError::NotPresent);
        }
        // The cities extended this turn are the ones a post was placed in
        // (step 5 comes later).
        if self.placed.contains(&city) {
            return Err(RuleError::AlreadyExtended);
        }
        if self.free(city) == 0 {
            return Err(RuleError::NoFreeSlot);
        }
        if self.players[self.active.index()].posts < n {
            return Err(RuleError::NoPostsLeft);
        }
        if n == 2 {
            self.sc_check()?;
            if self.free(city) < 2 {
                return Err(RuleError::NotEnoughFreeSlots);
            }
        }
        Ok(())
    }

    /// Is any extension legal now? (`ExtendTwice` asks all that `Extend`
    /// does, and more: one post in one city is enough to know.)
    pub fn can_extend(&self) -> bool {
        (0..map().cities.len() as u8).any(|c| self.check_extend(c, 1).is_ok())
    }

    fn check_open(&self, from: u8, to: u8) -> R<u8> {
        Self::city(from)?;
        let c = Self::city(to)?;
        let toll = map().toll(from, to).ok_or(RuleError::NoRoute)?;
        let me = self.active;
        if !self.present(from, me) {
            return Err(RuleError::NotPresent);
        }
        if self.present(to, me) {
            return Err(RuleError::AlreadyPresent);
        }
        if c.large && self.discs[to as usize] == Disc::NotPlaced {
            return Err(RuleError::CityClosed);
        }
        if self.free(to) == 0 {
            return Err(RuleError::NoFreeSlot);
        }
        let p = &self.players[me.index()];
        if p.posts == 0 {
            return Err(RuleError::NoPostsLeft);
        }
        if p.florins < u32::from(toll) {
            return Err(RuleError::CannotPay);
        }
        Ok(toll)
    }

    /// Is `mv` legal for `seat` now? The reason when not.
    pub fn check(&self, seat: Seat, mv: &Move) -> R<()> {
        if self.step == Step::Over {
            return Err(RuleError::GameOver);
        }
        if seat != self.active {
            return Err(RuleError::NotYourTurn);
        }
        let me = &self.players[seat.index()];
        match (self.step, *mv) {
            (Step::Setup, Move::StartingPost { city }) => {
                if Self::city(city)?.large {
                    return Err(RuleError::NotSmallCity);
                }
                if self.free(city) == 0 {
                    return Err(RuleError::CityNotFree);
                }
                Ok(())
            }
            (Step::Setup, _) | (_, Move::StartingPost { .. }) => Err(RuleError::WrongStep),
            (Step::Disc, Move::PlaceDisc { value, city }) => {
                if !me.discs.contains(&value) {
                    return Err(RuleError::DiscNotHeld);
                }
                let c = Self::city(city)?;
                if !c.large {
                    return Err(RuleError::NotLargeCity);
                }
                if c.slots != value {
                    return Err(RuleError::DiscValueMismatch);
                }
                if self.discs[city as usize] != Disc::NotPlaced {
                    return Err(RuleError::CityNotFree);
                }
                Ok(())
            }
            (Step::Disc, _) => Err(RuleError::MustPlaceDisc),
            (Step::Extend, Move::SkipExtend) => Ok(()),
            (Step::Extend, Move::Extend { city }) => self.check_extend(city, 1),
            (Step::Extend, Move::ExtendTwice { city }) => self.check_extend(city, 2),
            (Step::Income, Move::TakeIncome) => Ok(()),
            (Step::Income | Step::Open, Move::DoubleIncome) => {
                self.sc_check()?;
                if self.step == Step::Income {
                    Ok(())
                } else {
                    Err(RuleError::WrongStep)
                }
            }
            (Step::Open, Move::SkipOpen) => Ok(()),
            (Step::Open, Move::Open { from, to }) => self.check_open(from, to).map(|_| ()),
            (Step::Open, Move::OpenTwo { from1, to1, from2, to2 }) => {
                self.sc_check()?;
                self.check_open(from1, to1)?;
                let mut after = self.clone();
                after.do_open(from1, to1, &mut Vec::new());
                after.check_open(from2, to2).map(|_| ())
            }
            _ => Err(RuleError::WrongStep),
        }
    }

    /// Every legal move now.
    pub fn legal_moves(&self) -> Vec<Move> {
        let m = map();
        let nc = m.cities.len() as u8;
        let seat = self.active;
        let ok = |mv: &Move| self.check(seat, mv).is_ok();
        let mut out = Vec::new();
        match self.step {
            Step::Over => {}
            Step::Setup => out.extend((0..nc).map(|city| Move::StartingPost { city }).filter(ok)),
            Step::Disc => {
                let mut vals = self.players[seat.index()].discs.clone();
                vals.dedup();
                for value in vals {
                    out.extend((0..nc).map(|city| Move::PlaceDisc { value, city }).filter(ok));
                }
            }
            Step::Extend => {
                out.push(Move::SkipExtend);
                out.extend((0..nc).map(|city| Move::Extend { city }).filter(ok));
                out.extend((0..nc).map(|city| Move::ExtendTwice { city }).filter(ok));
            }
            Step::Income => out.extend([Move::TakeIncome, Move::DoubleIncome].into_iter().filter(ok)),
            Step::Open => {
                out.push(Move::SkipOpen);
                let firsts = self.openings();
                out.extend(firsts.iter().map(|&(from, to)| Move::Open { from, to }));
                if self.sc_usable() {
                    for &(from1, to1) in &firsts {
                        let mut after = self.clone();
                        after.do_open(from1, to1, &mut Vec::new());
                        for (from2, to2) in after.openings() {
                            out.push(Move::OpenTwo { from1, to1, from2, to2 });
                        }
                    }
                }
            }
        }
        out
    }

    /// Every legal single opening (from, to) of the active player.
    pub fn openings(&self) -> Vec<(u8, u8)> {
        let m = map();
        let me = self.active;
        let mut out = Vec::new();
        for from in 0..m.cities.len() as u8 {
            if self.present(from, me) {
                for &(to, _) in &m.adj[from as usize] {
                    if self.check_open(from, to).is_ok() {
                        out.push((from, to));
                    }
                }
            }
        }
        out
    }

    // ----- effects -----

    fn place(&mut self, city: u8) {
        let i = self.free_slot(city).expect("checked free slot");
        self.slots[i] = self.active.0 + 1;
        self.players[self.active.index()].posts -= 1;
        if map().cities[city as usize].large {
            self.placed.push(city);
        }
    }

    fn do_open(&mut self, from: u8, to: u8, ev: &mut Vec<Logged<Event>>) {
        let toll = map().toll(from, to).expect("checked route");
        let seat = self.active;
        self.players[seat.index()].florins -= u32::from(toll);
        self.place(to);
        let small = !map().cities[to as usize].large;
        if small {
            self.players[seat.index()].pi += 1;
            self.counter = self.counter.saturating_sub(1);
        }
        self.opened = true;
        ev.push(Logged::public(Event::PostOpened { seat, from, to, toll, small, counter: self.counter }));
    }

    fn use_sc(&mut self, ev: &mut Vec<Logged<Event>>) {
        let p = &mut self.players[self.active.index()];
        p.sc -= 1;
        self.sc_used = true;
        ev.push(Logged::public(Event::SafeConduct { seat: self.active, left: p.sc }));
    }

    fn collect(&mut self, doubled: bool, ev: &mut Vec<Logged<Event>>) {
        let (cities, base) = self.income();
        let normal = cities.iter().map(|c| c.1).sum::<u32>() + base;
        let total = if doubled { (2 * normal).max(self.config.double_min) } else { normal };
        self.players[self.active.index()].florins += total;
        ev.push(Logged::public(Event::Income { seat: self.active, cities, base, total, doubled }));
    }

    /// Plays `mv` for `seat`, then every automatic step that follows.
    pub fn apply(&mut self, seat: Seat, mv: Move) -> R<Vec<Logged<Event>>> {
        self.check(seat, &mv)?;
        let mut ev = Vec::new();
        match mv {
            Move::StartingPost { city } => self.starting_post(seat, city, &mut ev),
            Move::PlaceDisc { value, city } => self.place_disc(seat, value, city, &mut ev),
            Move::SkipExtend => {
                // City by city, this ends the step: "does not extend" only
                // when nothing was.
                if self.placed.is_empty() {
                    ev.push(Logged::public(Event::ExtendSkipped { seat }));
                }
                self.step = Step::Income;
            }
            Move::Extend { city } => self.extend(seat, city, false, &mut ev),
            Move::ExtendTwice { city } => self.extend(seat, city, true, &mut ev),
            Move::TakeIncome => {
                self.collect(false, &mut ev);
                self.step = Step::Open;
            }
            Move::DoubleIncome => {
                self.use_sc(&mut ev);
                self.collect(true, &mut ev);
                self.step = Step::Open;
            }
            Move::SkipOpen => {
                ev.push(Logged::public(Event::OpenSkipped { seat }));
                self.end_turn(&mut ev);
            }
            Move::Open { from, to } => {
                self.do_open(from, to, &mut ev);
                self.end_turn(&mut ev);
            }
            Move::OpenTwo { from1, to1, from2, to2 } => {
                self.use_sc(&mut ev);
                self.do_open(from1, to1, &mut ev);
                self.do_open(from2, to2, &mut ev);
                self.end_turn(&mut ev);
            }
        }
        self.skip_empty_steps(&mut ev);
        Ok(ev)
    }

    /// A starting post in `city`; once every player has one, round 1 begins.
    fn starting_post(&mut self, seat: Seat, city: u8, ev: &mut Vec<Logged<Event>>) {
        let i = self.free_slot(city).expect("checked");
        self.slots[i] = seat.0 + 1;
        self.players[seat.index()].posts -= 1;
        self.counter = self.counter.saturating_sub(1);
        ev.push(Logged::public(Event::StartingPost { seat, city, counter: self.counter }));
        self.active = seat.left(self.n());
        if self.active == self.start {
            self.round = 1;
            self.begin_turn(ev);
        }
    }

    /// Step 1: the disc of `value` from the player's stock onto `city`; step 2 (extend) follows.
    fn place_disc(&mut self, seat: Seat, value: u8, city: u8, ev: &mut Vec<Logged<Event>>) {
        let d = &mut self.players[seat.index()].discs;
        let i = d.iter().position(|&v| v == value).expect("checked");
        d.remove(i);
        self.discs[city as usize] = Disc::OnBoard;
        ev.push(Logged::public(Event::DiscPlaced { seat, value, city }));
        self.step = Step::Extend;
    }

    /// Step 2: one post more in `city` (two with a safe-conduct), then on city by city or to income.
    fn extend(&mut self, seat: Seat, city: u8, two: bool, ev: &mut Vec<Logged<Event>>) {
        if two {
            self.use_sc(ev);
        }
        self.place(city);
        if two {
            self.place(city);
        }
        self.extended = Some(city);
        ev.push(Logged::public(Event::Extended { seat, city, posts: 1 + u8::from(two) }));
        // P22: the player goes on, city by city, until he ends the
        // step or no extension is left; the old rule: one city.
        let more = self.config.by_city && self.can_extend();
        self.step = if more { Step::Extend } else { Step::Income };
    }

    /// The automatic steps after a move: an empty step 2 skipped, the income taken when no safe-conduct can double it.
    fn skip_empty_steps(&mut self, ev: &mut Vec<Logged<Event>>) {
        // §4.4: a step 2 with nothing to extend is skipped, wherever it
        // begins (a disc placed, a turn begun without discs); the old rule
        // waits for the `SkipExtend` its saves hold.
        if self.step == Step::Extend && self.config.skip_empty_step2 && !self.can_extend() {
            self.step = Step::Income;
        }
        if self.step == Step::Income && !self.sc_usable() {
            self.collect(false, ev);
            self.step = Step::Open;
        }
    }

    fn begin_turn(&mut self, ev: &mut Vec<Logged<Event>>) {
        self.sc_used = false;
        self.extended = None;
        self.placed.clear();
        self.opened = false;
        ev.push(Logged::public(Event::Turn { seat: self.active, round: self.round }));
        self.step = if self.players[self.active.index()].discs.is_empty() { Step::Extend } else { Step::Disc };
    }

    /// Step 6, the end checks and the next turn.
    fn end_turn(&mut self, ev: &mut Vec<Logged<Event>>) {
        let me = self.active;
        let placed = std::mem::take(&mut self.placed);
        let mut seen = Vec::new();
        for city in placed {
            if seen.contains(&city) || self.discs[city as usize] != Disc::OnBoard {
                continue;
            }
            seen.push(city);
            let v = map().cities[city as usize].slots;
            let n = self.posts_in(city, me);
            if 2 * n > v {
                self.players[me.index()].pi += u32::from(v);
                self.players[me.index()].won.push((city, v));
                self.discs[city as usize] = Disc::Removed;
                ev.push(Logged::public(Event::Majority { seat: me, city, posts: n, pi: v }));
            } else if self.free(city) == 0 {
                // Most posts; ties go to the earliest slot.
                let sl = self.city_slots(city);
                let count = |o: u8| sl.iter().filter(|&&x| x == o).count() as u8;
                let best = sl.iter().map(|&o| count(o)).max().unwrap_or(0);
                let winner = sl.iter().copied().find(|&o| count(o) == best).expect("full city");
                let tie = sl.iter().filter(|&&o| o != winner).any(|&o| count(o) == best);
                let w = Seat(winner - 1);
                let pi = v / 2;
                self.players[w.index()].pi += u32::from(pi);
                self.players[w.index()].won.push((city, v));
                self.discs[city as usize] = Disc::Removed;
                ev.push(Logged::public(Event::HalfPoints { seat: w, by: me, city, posts: best, pi, tie }));
            }
        }
        self.idle = if self.opened { 0 } else { self.idle.saturating_add(1) };
        let m = map();
        let all_removed = m.cities.iter().enumerate().all(|(i, c)| !c.large || self.discs[i] == Disc::Removed);
        let reason = if self.counter == 0 {
            Some(EndReason::Counter)
        } else if all_removed {
            Some(EndReason::Discs)
        } else if usize::from(self.idle) >= self.n() {
            Some(EndReason::Lap)
        } else {
            None
        };
        if let Some(reason) = reason {
            self.end = Some(reason);
            self.step = Step::Over;
            ev.push(Logged::public(Event::GameEnds { reason }));
            for s in Seat::all(self.n()) {
                ev.push(Logged::public(Event::FinalScore { seat: s, score: self.final_score(s) }));
            }
            return;
        }
        self.active = me.left(self.n());
        if self.active == self.start {
            self.round += 1;
        }
        self.begin_turn(ev);
    }

    /// Final ranking: final PI, then won cities, then their value (§5).
    pub fn outcome(&self) -> Option<Outcome> {
        if self.step != Step::Over {
            return None;
        }
        let finals: Vec<Final> = Seat::all(self.n()).map(|s| self.final_score(s)).collect();
        let key = |f: &Final| (f.total, f.won, f.won_value);
        let ranks: Vec<u8> =
            finals.iter().map(|f| finals.iter().filter(|o| key(o) > key(f)).count() as u8 + 1).collect();
        let winners = ranks.iter().enumerate().filter(|(_, r)| **r == 1).map(|(i, _)| Seat(i as u8)).collect();
        Some(Outcome { scores: finals.iter().map(|f| f.total as i32).collect(), ranks, winners })
    }

    /// Every invariant (§4.1, the list), and every bound the rules
    /// rely on: seats at the table, cities on the map, a turn's bookkeeping,
    /// sums far from overflowing. Never panics, whatever the state holds: a
    /// state built from a shared link is audited before it is played.
    /// Long by design: one check per invariant, in the order of the rules; each
    /// stands alone, so a broken one is named by the first failing line.
    pub fn audit(&self) -> Result<(), String> {
        let m = map();
        let n = self.n();
        self.config.validate().map_err(|e| format!("config: {e}"))?;
        if n != usize::from(self.config.players) {
            return Err(format!("{n} players for a game of {}", self.config.players));
        }
        if self.start.index() >= n || self.active.index() >= n {
            return Err("a seat beyond the table".into());
        }
        if self.slots.len() != m.total_slots || self.discs.len() != m.cities.len() {
            return Err("board size".into());
        }
        for (i, p) in self.players.iter().enumerate() {
            let on_board = self.slots.iter().filter(|&&o| o == i as u8 + 1).count();
            if on_board + p.posts as usize != self.config.posts as usize {
                return Err(format!("seat {i}: {on_board} posts on the board + {} in supply", p.posts));
            }
            if p.sc > 2 {
                return Err(format!("seat {i}: {} safe-conducts", p.sc));
            }
            if p.discs.windows(2).any(|w| w[0] > w[1]) {
                return Err(format!("seat {i}: hand not sorted"));
            }
            // A won city is a large one, at its printed value; it scored
            // that value or half of it, and each small city opened scored 1.
            let mut won = (0u32, 0u32);
            for &(c, v) in &p.won {
                if m.cities.get(c as usize).is_none_or(|city| !city.large || city.slots != v) {
                    return Err(format!("seat {i}: won city {c} at {v}"));
                }
                won = (won.0.saturating_add(u32::from(v / 2)), won.1.saturating_add(u32::from(v)));
            }
            let small =
                m.cities.iter().enumerate().filter(|(c, city)| !city.large && self.present(*c as u8, Seat(i as u8)));
            let most = won.1.saturating_add(small.count() as u32);
            if !(won.0.saturating_add(1)..=most.saturating_add(1)).contains(&p.pi) {
                return Err(format!("seat {i}: {} PI from {} won cities", p.pi, p.won.len()));
            }
            if p.florins > FLORINS_BOUND {
                return Err(format!("seat {i}: {} florins", p.florins));
            }
        }
        if self.slots.iter().any(|&o| o as usize > n) {
            return Err("a slot holds an unknown seat".into());
        }
        // Posts fill cities from slot 1.
        for (i, c) in m.cities.iter().enumerate() {
            let sl = self.city_slots(i as u8);
            if sl.windows(2).any(|w| w[0] == 0 && w[1] != 0) {
                return Err(format!("{}: a gap before a post", c.id));
            }
            if c.large && self.discs[i] == Disc::NotPlaced && sl.iter().any(|&o| o != 0) {
                return Err(format!("{}: posts in a closed city", c.id));
            }
            if !c.large && self.discs[i] != Disc::NotPlaced {
                return Err(format!("{}: a disc on a small city", c.id));
            }
        }
        let free_small = m.cities.iter().enumerate().filter(|(i, c)| !c.large && self.free(*i as u8) > 0).count();
        let expect = free_small.saturating_sub(20 - self.config.counter_start() as usize);
        if self.counter as usize != expect {
            return Err(format!("counter {} but {free_small} free small cities", self.counter));
        }
        // Discs: hand count of each value = closed cities of that value; 25 in all.
        let mut total = 0;
        let mut held = 0;
        for (v, count) in DISC_SET {
            let in_hands: usize = self.players.iter().map(|p| p.discs.iter().filter(|&&d| d == v).count()).sum();
            let cities: Vec<usize> =
                (0..m.cities.len()).filter(|&i| m.cities[i].large && m.cities[i].slots == v).collect();
            if cities.len() != count as usize {
                return Err(format!("map has {} cities of value {v}", cities.len()));
            }
            let closed = cities.iter().filter(|&&i| self.discs[i] == Disc::NotPlaced).count();
            if in_hands != closed {
                return Err(format!("{in_hands} discs of value {v} in hands but {closed} closed cities"));
            }
            total += in_hands + cities.len() - closed;
            held += in_hands;
        }
        if total != 25 {
            return Err(format!("{total} discs"));
        }
        if self.players.iter().map(|p| p.discs.len()).sum::<usize>() != held {
            return Err("a disc of a value outside the set".into());
        }
        // Won cities: every removed disc has exactly one owner.
        let mut owners = vec![0u8; m.cities.len()];
        for &(c, _) in self.players.iter().flat_map(|p| &p.won) {
            if let Some(o) = owners.get_mut(c as usize) {
                *o = o.saturating_add(1);
            }
        }
        for (i, c) in m.cities.iter().enumerate() {
            if c.large && (self.discs[i] == Disc::Removed) != (owners[i] == 1) && self.step != Step::Setup {
                return Err(format!("{}: removed disc without one owner", c.id));
            }
        }
        // A lap of `n` turns without an opening ends the game.
        if usize::from(self.idle) > n || (self.step != Step::Over && usize::from(self.idle) >= n) {
            return Err("idle count".into());
        }
        if (self.step == Step::Over) != self.end.is_some() {
            return Err("end state".into());
        }
        if self.step == Step::Disc && self.players[self.active.index()].discs.is_empty() {
            return Err("disc step without a disc".into());
        }
        self.audit_turn()
    }

    /// The invariants of the turn in progress: the setup's starting posts,
    /// the round, and what this turn did so far.
    fn audit_turn(&self) -> Result<(), String> {
        let m = map();
        let n = self.n();
        if (self.step == Step::Setup) != (self.round == 0) || self.round > ROUND_BOUND {
            return Err(format!("round {} at step {:?}", self.round, self.step));
        }
        if self.step == Step::Setup {
            // The seats from the start up to the active one have placed
            // their starting post, in a small city; the others none yet.
            let done = (self.active.index() + n - self.start.index()) % n;
            for i in 0..n {
                let on_board = self.slots.iter().filter(|&&o| usize::from(o) == i + 1).count();
                if on_board != usize::from((i + n - self.start.index()) % n < done) {
                    return Err(format!("seat {i}: {on_board} posts during the setup"));
                }
            }
            if m.cities.iter().enumerate().any(|(i, c)| c.large && self.free(i as u8) < c.slots) {
                return Err("a post in a large city during the setup".into());
            }
        }
        // A turn starts afresh (`begin_turn`), and an opening ends it.
        let mid_turn = matches!(self.step, Step::Extend | Step::Income | Step::Open);
        if self.step != Step::Over && self.opened {
            return Err("an opening without the end of the turn".into());
        }
        if !mid_turn && !self.placed.is_empty() {
            return Err(format!("posts placed this turn at step {:?}", self.step));
        }
        if matches!(self.step, Step::Setup | Step::Disc) && (self.sc_used || self.extended.is_some()) {
            return Err("a turn's bookkeeping left from the last turn".into());
        }
        for &c in &self.placed {
            let open = m.cities.get(usize::from(c)).is_some_and(|city| city.large)
                && self.discs[usize::from(c)] != Disc::NotPlaced
                && self.present(c, self.active);
            if !open {
                return Err(format!("placed in city {c} this turn, but no post of the active seat there"));
            }
        }
        if mid_turn && self.extended.is_some_and(|c| !self.placed.contains(&c)) {
            return Err("extended in a city no post was placed in".into());
        }
        // `apply` never leaves a step 2 with nothing in it (§4.4), and a
        // state from a link must not wait there either.
        if self.step == Step::Extend && self.config.skip_empty_step2 && !self.can_extend() {
            return Err("a step 2 with nothing to extend (§4.4 skips it)".into());
        }
        if self.sc_used && (self.round < 2 || self.players[self.active.index()].sc > 1) {
            return Err("a safe-conduct used but not spent".into());
        }
        Ok(())
    }
}
