//! The deal of each game's guided first game: a search over random deals
//! for the one where the learner, doing what the coach says, meets every
//! step soonest (the key rules come up early). Prints the best seeds; the
//! script (`src/games/<game>/coach.rs`, its `seed`) keeps the one chosen.
//!     cargo run --release --no-default-features --example coach_deals [-- --seeds 400 --game sorciers]

use tablee::engine::{SeatKind, SeatSetup, Table};
use tablee::i18n::Lang;
use tablee::scene::coach::learner::follow;
use tablee::scene::{AnyTable, GameUi, Live};

fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == &format!("--{name}")).and_then(|i| args.get(i + 1).cloned())
}

fn search<G: GameUi>() {
    let Some(script) = G::coach() else { return };
    if arg("game").is_some_and(|g| g != G::ID) {
        return;
    }
    let seeds: u64 = arg("seeds").and_then(|s| s.parse().ok()).unwrap_or(300);
    let mut found: Vec<(usize, u64)> = Vec::new();
    for seed in 1..=seeds {
        let seats = (0..script.players as usize)
            .map(|i| SeatSetup { name: format!("P{i}"), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let Ok(table) = Table::<G>::new(G::config_for(script.players, &[]), seed, seats) else { continue };
        let mut table: Box<dyn AnyTable> = Live::boxed(table);
        table.learn(0, 0);
        if let Some(run) = follow(table.as_mut(), Lang::En, 20_000) {
            if run.faults.is_empty() {
                found.push((run.moves, seed));
            }
        }
    }
    found.sort_unstable();
    let best: Vec<String> = found.iter().take(8).map(|(m, s)| format!("seed {s}: {m} moves")).collect();
    println!("{}: {} of {seeds} deals reach the summary; soonest: {}", G::ID, found.len(), best.join(", "));
    println!("{}: the script's seed {}", G::ID, script.seed);
}

macro_rules! all {
    ($($id:ident : $game:path),* $(,)?) => {
        $(search::<$game>();)*
    };
}

fn main() {
    tablee::for_each_game!(all);
}
