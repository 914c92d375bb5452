//! La Bourse aux Idées figures: random games per second, bot decision times
//! and a seeded tournament. A benchmark that prints figures, not a test.
//!
//!     cargo bench --no-default-features --bench bourse [-- --games N]
//!
//! `--games N` plays N games in each duel (default: 1000, 300 and 600).

mod common;

use std::time::{Duration, Instant};
use tablee::engine::{choose, rng_from_seed, Bot, Game, Seat, SeatKind, TableGame, Viewer};
use tablee::games::bourse::bot::{HeuristicBot, RandomBot};
use tablee::games::bourse::{Bourse, Config};

fn random_games_per_second(config: &Config, budget: Duration) -> f64 {
    let start = Instant::now();
    let mut games = 0u64;
    let mut rng = rng_from_seed(config.players as u64);
    while start.elapsed() < budget {
        let (mut s, _) = Bourse::new(config, games).unwrap();
        while let Some(seat) = Bourse::to_act(&s) {
            let legal = Bourse::legal_moves(&s);
            let mv = choose(&mut rng, &legal).unwrap().clone();
            Bourse::apply(&mut s, seat, mv).unwrap();
        }
        games += 1;
    }
    games as f64 / start.elapsed().as_secs_f64()
}

/// Plays one game, each seat a computer of `kinds[seat]` (`None`: random
/// moves); records the decision times of the computer seats.
fn game(config: &Config, seed: u64, kinds: &[Option<SeatKind>], times: &mut Vec<Duration>) -> Vec<Seat> {
    let (mut s, _) = Bourse::new(config, seed).unwrap();
    let mut rng = rng_from_seed(seed ^ 0xB0);
    while let Some(seat) = Bourse::to_act(&s) {
        let view = Bourse::view(&s, Viewer::Seat(seat));
        let mv = match kinds[seat.index()] {
            Some(kind) => {
                let t = Instant::now();
                let mv = Bourse::bot_move(&view, kind, &mut rng).unwrap();
                times.push(t.elapsed());
                mv
            }
            None => RandomBot.choose(&view, &mut rng).unwrap(),
        };
        Bourse::apply(&mut s, seat, mv).unwrap();
    }
    Bourse::outcome(&s).unwrap().winners
}

fn pct(times: &mut [Duration], p: f64) -> f64 {
    times.sort();
    times[((times.len() as f64 - 1.0) * p) as usize].as_secs_f64() * 1e6
}

fn main() {
    let configs = [
        ("2 players, 12 series", Config::with_players(2)),
        ("2 players, 18 series", Config { all_series: true, ..Config::with_players(2) }),
        ("3 players", Config::with_players(3)),
        ("4 players", Config::with_players(4)),
        ("4 players, teams", Config { teams: true, ..Config::with_players(4) }),
        ("5 players", Config::with_players(5)),
    ];
    println!("random games per second:");
    for (name, c) in &configs {
        println!("  {name:24} {:8.0}", random_games_per_second(c, Duration::from_millis(700)));
    }
    let _ = HeuristicBot;
    // One computer seat (its partner too with teams) against the others: random
    // seats, then heuristic ("easy") seats. Seats rotate over the games.
    let n = common::games_arg();
    let duels = [
        (SeatKind::Easy, None, n.unwrap_or(1000)),
        (SeatKind::Strong, None, n.unwrap_or(300)),
        (SeatKind::Strong, Some(SeatKind::Easy), n.unwrap_or(600)),
    ];
    for (kind, others, total) in duels {
        let mut times = Vec::new();
        let (mut wins, mut games, mut fair) = (0, 0, 0.0);
        for g in 0..total {
            let (_, c) = &configs[g as usize % configs.len()];
            let n = c.players as usize;
            let seat = (g as usize / configs.len()) % n;
            let mut kinds = vec![others; n];
            kinds[seat] = Some(kind);
            if c.teams {
                kinds[(seat + 2) % 4] = Some(kind);
            }
            let mut mine = Vec::new();
            let winners = game(c, 10_000 + g, &kinds, &mut mine);
            // Only the measured seat's decisions are timed.
            if others.is_none() {
                times.extend(mine);
            }
            games += 1;
            fair += if c.teams { 0.5 } else { 1.0 / n as f64 };
            if winners.contains(&Seat(seat as u8)) {
                wins += 1;
            }
        }
        let rate = wins as f64 / games as f64;
        let half = 1.96 * (rate * (1.0 - rate) / games as f64).sqrt();
        let against = if others.is_some() { "heuristic" } else { "random" };
        print!(
            "{kind:?} vs {against}, seats rotated: won {wins} of {games} ({:.1}% ± {:.1}; a fair share is {:.1}%)",
            100.0 * rate,
            100.0 * half,
            100.0 * fair / games as f64
        );
        if times.is_empty() {
            println!();
        } else {
            println!("; decision p50 {:.1} µs, p95 {:.1} µs", pct(&mut times, 0.5), pct(&mut times, 0.95));
        }
    }
}
