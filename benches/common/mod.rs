//! Helpers shared by every game's benchmark: random games per second,
//! decision timing, percentiles. Generic over the engine contract.
#![allow(dead_code)]

use std::time::{Duration, Instant};
use tablee::engine::{derive_seed, rng_from_seed, Game, GameRng, Seat, Viewer};

/// Plays whole games for about `budget`, each move chosen by `pick` from the
/// state and the seat to act; returns (games per second, mean moves a game).
pub fn games_per_second<G: Game>(
    config: &G::Config,
    budget: Duration,
    rng_seed: u64,
    mut pick: impl FnMut(&G::State, Seat, &mut GameRng) -> G::Move,
) -> (f64, u64) {
    let start = Instant::now();
    let mut games = 0u64;
    let mut moves = 0u64;
    let mut rng = rng_from_seed(rng_seed);
    while start.elapsed() < budget {
        let (mut s, _) = G::new(config, games).expect("a valid config");
        while let Some(seat) = G::to_act(&s) {
            let mv = pick(&s, seat, &mut rng);
            G::apply(&mut s, seat, mv).expect("a legal move");
            moves += 1;
        }
        games += 1;
    }
    (games as f64 / start.elapsed().as_secs_f64(), moves / games.max(1))
}

/// Times every decision of `decide` at all seats of `games` games (seeded
/// 500 + g), each from that seat's view; returns the times sorted.
pub fn decision_times<G: Game>(
    config: &G::Config,
    games: u64,
    decide: impl Fn(&G::View, &mut GameRng) -> G::Move,
) -> Vec<Duration> {
    let mut times = Vec::new();
    for g in 0..games {
        let (mut s, _) = G::new(config, 500 + g).expect("a valid config");
        let mut k = 0;
        while let Some(seat) = G::to_act(&s) {
            let view = G::view(&s, Viewer::Seat(seat));
            let mut rng = rng_from_seed(derive_seed(g, k));
            let t = Instant::now();
            let mv = decide(&view, &mut rng);
            times.push(t.elapsed());
            G::apply(&mut s, seat, mv).expect("a legal move");
            k += 1;
        }
    }
    times.sort();
    times
}

/// The `p` quantile (0..=1) of sorted times.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// A win rate in percent with its 95 % interval (normal approximation,
/// `wins` may count shared wins as fractions): `"87.4 % ± 1.5"`.
pub fn rate_with_interval(wins: f64, games: u64) -> String {
    let n = games.max(1) as f64;
    let p = wins / n;
    let half = 1.96 * (p * (1.0 - p) / n).sqrt();
    format!("{:.1} % ± {:.1} (95 %: {:.1}–{:.1})", 100.0 * p, 100.0 * half, 100.0 * (p - half), 100.0 * (p + half))
}

/// The value of `--games N` on the command line, if given.
pub fn games_arg() -> Option<u64> {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == "--games").and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok())
}
