//! The deal of each game's guided first game: a search over random deals
//! for the one where the learner, doing what the coach says, meets every
//! step soonest (the key rules come up early), among the deals that show
//! what the script asks of its deal (its `shows`: a computer's move that a
//! step explains, say). Prints the best seeds; the script
//! (`src/games/<game>/coach.rs`, its `seed`) keeps the one chosen.
//!     cargo run --release --no-default-features --example coach_deals [-- --seeds 400 --game sorciers]

use tablee::engine::{SeatKind, SeatSetup, Table, Viewer};
use tablee::i18n::Lang;
use tablee::scene::coach::learner::follow;
use tablee::scene::coach::LEARNER;
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
    let mut short = 0;
    for seed in 1..=seeds {
        let seats = (0..script.players as usize)
            .map(|i| SeatSetup { name: format!("P{i}"), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let Ok(table) = Table::<G>::new(G::config_for(script.players, &[]), seed, seats) else { continue };
        let mut live = Live::new(table);
        live.learn(0, 0);
        if let Some(run) = follow(&mut live, Lang::En, 20_000) {
            let log: Vec<&G::Event> = live.table.log(Viewer::Seat(LEARNER)).map(|e| &e.logged.event).collect();
            match (run.faults.is_empty(), script.shows.iter().all(|shows| shows(&log))) {
                (true, true) => found.push((run.moves, seed)),
                (true, false) => short += 1,
                (false, _) => {}
            }
        }
    }
    found.sort_unstable();
    let best: Vec<String> = found.iter().take(8).map(|(m, s)| format!("seed {s}: {m} moves")).collect();
    println!(
        "{}: {} of {seeds} deals reach the summary showing what the script asks ({short} more without it); soonest: {}",
        G::ID,
        found.len(),
        best.join(", ")
    );
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
