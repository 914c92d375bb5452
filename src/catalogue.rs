//! The games the app offers, as plain functions and constants (no
//! generics for the shell): [`Listing`] is what the home knows before a
//! game's code is loaded, [`GameInfo`] what its chunk hands over. Built
//! from the one list of games, [`for_each_game!`](crate::for_each_game).
//!
//! Above the games and below the app: `scene` knows no game, each game
//! knows `scene`, and this module knows them all.

use crate::engine::{SeatKind, SeatSetup, Table};
use crate::i18n::{Domain, Lang};
use crate::scene::{option_problems, AnyTable, GameUi, Live, Loaded, OptionSpec, Options, Read};

/// A game the app can set up, as plain functions (no generics for the shell).
#[derive(Clone, Copy)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub players: (u8, u8),
    pub pitch: fn(Lang) -> &'static str,
    /// The game's texts and in-app rules (fetched in the language in use
    /// when the game is loaded, the rules when they are opened).
    pub texts: &'static Domain,
    pub options: fn(u8, &Options, Lang) -> Vec<OptionSpec>,
    /// A new game: seats, option values, seed.
    pub start: fn(Vec<SeatSetup>, &Options, u64) -> Loaded,
    /// A saved or exported game.
    pub load: fn(&[u8]) -> Read,
    /// A shared position (the code of a `#r=` link), as a replay, or why it
    /// cannot be opened, in the player's language. (Not in an embed's own
    /// build, which never opens a link: the page loads the full app for an
    /// address with one, see scripts/post_build.py 5.)
    #[cfg(not(feature = "solo"))]
    pub replay: fn(&str, Lang) -> Loaded,
    /// What a link's options could not do ([`option_problems`]).
    pub option_problems: fn(u8, &Options, Lang) -> Vec<String>,
    /// A guided first game ("Learn to play"), the learner first of these
    /// names, the computers the next ones; `None` if the game has no coach.
    pub learn: fn(Vec<String>) -> Option<Box<dyn AnyTable>>,
}

fn start<G: GameUi>(seats: Vec<SeatSetup>, values: &Options, seed: u64) -> Loaded {
    let config = G::config_for(seats.len() as u8, values);
    Table::<G>::new(config, seed, seats).map(Live::boxed).map_err(|e| e.to_string())
}

fn learn<G: GameUi>(names: Vec<String>) -> Option<Box<dyn AnyTable>> {
    let script = G::coach()?;
    let seats = (0..script.players as usize)
        .map(|i| SeatSetup {
            name: names.get(i).cloned().unwrap_or_else(|| format!("{}", i + 1)),
            kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy },
        })
        .collect();
    let config = G::config_for(script.players, &[]);
    let mut table = Live::boxed(Table::<G>::new(config, script.seed, seats).ok()?);
    table.learn(0, 0).then_some(table)
}

fn load<G: GameUi>(bytes: &[u8]) -> Read {
    // An embed's own build reads only games played from their deal: the
    // views' reader stays out of it (a game continued from a shared
    // position is opened by the full app, see app::play::persist).
    #[cfg(feature = "solo")]
    return Table::<G>::from_save_dealt(bytes).map(Live::boxed);
    #[cfg(not(feature = "solo"))]
    Table::<G>::from_save(bytes).map(Live::boxed)
}

#[cfg(not(feature = "solo"))]
fn replay_link<G: GameUi>(code: &str, lang: Lang) -> Loaded {
    use crate::engine::link::{self, Link};
    use crate::scene::{AnyTable, Worded};
    let opened = match link::decode::<G>(code).map_err(|e| e.words(lang))? {
        Link::Whole(shared) => Live::replay(&shared.record, shared.seats, shared.at, shared.eyes),
        Link::Seen(seen) => Live::replay_seen(seen),
    };
    // decode checked every move and every view already: this cannot fail, but says so if it does.
    opened.map(|live| Box::new(live) as Box<dyn AnyTable>).map_err(|e| e.words(lang))
}

/// The shell's entry for game `G`.
pub fn info<G: GameUi>() -> GameInfo {
    GameInfo {
        id: G::ID,
        name: G::NAME,
        players: G::PLAYERS,
        pitch: G::pitch,
        texts: G::texts(),
        options: G::options,
        start: start::<G>,
        load: load::<G>,
        #[cfg(not(feature = "solo"))]
        replay: replay_link::<G>,
        option_problems: option_problems::<G>,
        learn: learn::<G>,
    }
}

/// What the shell knows of a game before its code is loaded: the home's
/// tile. (In the browser each game's code is a chunk of its own; these are
/// constants and one tiny function, so they stay in the shell.)
#[derive(Clone, Copy)]
pub struct Listing {
    pub id: &'static str,
    pub name: &'static str,
    pub players: (u8, u8),
    /// How long a game takes, in minutes.
    pub minutes: (u16, u16),
    pub pitch: fn(Lang) -> &'static str,
    /// The game's texts (a static: naming it loads no code of the game).
    pub texts: fn() -> &'static Domain,
    /// It has a guided first game ("Learn to play").
    pub coached: bool,
}

fn listing<G: GameUi>() -> Listing {
    Listing {
        id: G::ID,
        name: G::NAME,
        players: G::PLAYERS,
        minutes: G::MINUTES,
        pitch: G::pitch,
        texts: G::texts,
        coached: G::COACHED,
    }
}

macro_rules! listings {
    ($($id:ident : $game:path),* $(,)?) => {
        [$(listing::<$game>()),*]
    };
}

/// Every game, in the home screen's order (the same as [`catalogue`]).
pub fn listings() -> Vec<Listing> {
    crate::for_each_game!(listings).into()
}

/// The listing of the game with this id.
pub fn listed(id: &str) -> Option<Listing> {
    listings().into_iter().find(|g| g.id == id)
}

/// Every game with a table, in the home screen's order.
pub fn catalogue() -> Vec<GameInfo> {
    macro_rules! infos {
        ($($id:ident : $game:path),* $(,)?) => {
            vec![$(info::<$game>()),*]
        };
    }
    crate::for_each_game!(infos)
}

/// The game with this id.
pub fn find(id: &str) -> Option<GameInfo> {
    catalogue().into_iter().find(|g| g.id == id)
}
