//! How long a game is, in decisions: every game played to its end by strong
//! computers at every seat, for each number of players. Prints the moves of
//! a whole game and of one seat (what one person decides). The home's
//! durations (`GameUi::MINUTES`) are a whole game's decisions, fewest to most
//! players, at about 4 s a card played (Sorciers) or 10 s a decision
//! (Bourse, Preums !; 15 s on Pfeffersäcke's map); Barracuda's is its
//! rulebook's (25–45 min).
//!     cargo run --release --no-default-features --example game_length [games]
use tablee::engine::{rng_from_seed, SeatKind, Viewer};
use tablee::scene::GameUi;

fn lengths<G: GameUi>(games: u64) {
    for players in G::PLAYERS.0..=G::PLAYERS.1 {
        let config = G::config_for(players, &[]);
        let (mut total, mut busiest) = (0usize, 0usize);
        for seed in 0..games {
            let (mut state, _) = G::new(&config, seed).expect("a game");
            let mut rng = rng_from_seed(seed ^ 0x5eed);
            let mut per_seat = vec![0usize; players as usize];
            while let Some(seat) = G::to_act(&state) {
                let view = G::view(&state, Viewer::Seat(seat));
                let mv = G::bot_move(&view, SeatKind::Strong, &mut rng).expect("a move");
                G::apply(&mut state, seat, mv).expect("a legal move");
                per_seat[seat.index()] += 1;
            }
            total += per_seat.iter().sum::<usize>();
            busiest += per_seat.iter().max().copied().unwrap_or(0);
        }
        let n = games as f64;
        println!(
            "{:<14} {players} players: {:>6.1} decisions a game, {:>5.1} for the busiest seat",
            G::ID,
            total as f64 / n,
            busiest as f64 / n
        );
    }
}

fn main() {
    let games = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    macro_rules! all {
        ($($id:ident : $game:path),* $(,)?) => { $(lengths::<$game>(games);)* };
    }
    tablee::for_each_game!(all);
}
