//! One module per game: its rules (pure), its bots (pure), its texts (pure)
//! and its table (a `scene::GameUi`, drawn by the patcher).
//!
//! [`for_each_game!`](crate::for_each_game) below is the one list of the
//! games. Everything that goes over every game (the modules here, the
//! catalogue, the browser's chunks, the fuzzers, the tests) expands it: a
//! new game is its folder and one line in that list.

/// Calls `$m! { id: path, … }` with every game, in the home screen's order:
/// `id` is the game's module (and its chunk), `path` its type (a
/// [`Game`](crate::engine::Game) and a `scene::GameUi`).
///
/// ```ignore
/// macro_rules! ids { ($($id:ident : $game:path),* $(,)?) => { [$(<$game as Game>::ID),*] } }
/// let all = tablee::for_each_game!(ids);
/// ```
#[macro_export]
macro_rules! for_each_game {
    ($m:ident) => {
        $m! {
            sorciers: $crate::games::sorciers::Sorciers,
            barracuda: $crate::games::barracuda::Barracuda,
            bourse: $crate::games::bourse::Bourse,
            levee: $crate::games::levee::Levee,
            pfeffersacke: $crate::games::pfeffersacke::Pfeffersacke,
        }
    };
}

macro_rules! modules {
    ($($id:ident : $game:path),* $(,)?) => {
        $(pub mod $id;)*
    };
}

for_each_game!(modules);
