//! Sorciers figures: random games per second, bot decision times and seeded
//! bot tournaments. A benchmark that prints figures, not a test.
//!
//!     cargo bench --no-default-features --bench sorciers [-- --games N]

mod common;

use common::percentile;
use std::time::{Duration, Instant};
use tablee::engine::{choose, derive_seed, rng_from_seed, Bot, Game, Seat, Viewer};
use tablee::games::sorciers::bot::{HeuristicBot, RandomBot, SearchBot};
use tablee::games::sorciers::{Config, Sorciers, View};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Random,
    Heuristic,
    Search,
}

impl Kind {
    fn decide(self, view: &View, rng: &mut tablee::engine::GameRng) -> tablee::games::sorciers::Move {
        match self {
            Kind::Random => RandomBot.choose(view, rng),
            Kind::Heuristic => HeuristicBot.choose(view, rng),
            Kind::Search => SearchBot::default().choose(view, rng),
        }
        .expect("a move for the seat to act")
    }
}

fn random_games_per_second(players: u8, budget: Duration) -> (f64, u64) {
    common::games_per_second::<Sorciers>(&Config::with_players(players), budget, players as u64, |s, _seat, rng| {
        *choose(rng, &Sorciers::legal_moves(s)).unwrap()
    })
}

/// Times every decision of `kind` at all seats of `games` games.
fn decision_times(kind: Kind, players: u8, games: u64) -> Vec<Duration> {
    common::decision_times::<Sorciers>(&Config::with_players(players), games, |view, rng| kind.decide(view, rng))
}

struct Tally {
    games: u64,
    /// Wins per kind; a shared win is split between the winners.
    wins: [f64; 3],
    /// Sum over games of (mean score of the first kind − mean score of the second).
    margin: f64,
}

/// Plays `games` four-player games, seats rotated, `a` in `a_seats` of the
/// pattern and `b` elsewhere.
fn tournament(a: Kind, b: Kind, patterns: &[[bool; 4]], games: u64, threads: u64) -> Tally {
    let run = |part: u64| {
        let mut tally = Tally { games: 0, wins: [0.0; 3], margin: 0.0 };
        let config = Config::with_players(4);
        for g in (part..games).step_by(threads as usize) {
            let pattern = patterns[(g as usize / 4) % patterns.len()];
            let rot = (g % 4) as usize;
            let kinds: Vec<Kind> = (0..4).map(|i| if pattern[(i + rot) % 4] { a } else { b }).collect();
            let (mut s, _) = Sorciers::new(&config, derive_seed(2026, g)).unwrap();
            let mut k = 0;
            while let Some(seat) = Sorciers::to_act(&s) {
                let view = Sorciers::view(&s, Viewer::Seat(seat));
                let mut rng = rng_from_seed(derive_seed(g, k));
                let mv = kinds[seat.index()].decide(&view, &mut rng);
                Sorciers::apply(&mut s, seat, mv).unwrap();
                k += 1;
            }
            let outcome = Sorciers::outcome(&s).unwrap();
            let share = 1.0 / outcome.winners.len() as f64;
            for w in &outcome.winners {
                tally.wins[kinds[w.index()] as usize] += share;
            }
            let mean = |want: Kind| {
                let v: Vec<f64> = Seat::all(4)
                    .filter(|s| kinds[s.index()] == want)
                    .map(|s| outcome.scores[s.index()] as f64)
                    .collect();
                v.iter().sum::<f64>() / v.len() as f64
            };
            tally.margin += mean(a) - mean(b);
            tally.games += 1;
        }
        tally
    };
    let parts: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads).map(|p| scope.spawn(move || run(p))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut total = Tally { games: 0, wins: [0.0; 3], margin: 0.0 };
    for p in parts {
        total.games += p.games;
        total.margin += p.margin;
        for k in 0..3 {
            total.wins[k] += p.wins[k];
        }
    }
    total
}

fn main() {
    let games = common::games_arg().unwrap_or(1000);
    let threads = std::thread::available_parallelism().map(|n| n.get() as u64).unwrap_or(1);
    println!("Sorciers benchmark ({threads} threads for tournaments)\n");

    println!("Random legal games, default options:");
    for players in [3u8, 4, 5, 6] {
        let (gps, moves) = random_games_per_second(players, Duration::from_secs(2));
        println!("  {players} players: {gps:>8.0} games/s ({moves} moves a game)");
    }

    println!("\nBot decision time (every decision of 4 games, every seat played by that bot):");
    for (kind, name) in [(Kind::Heuristic, "heuristic"), (Kind::Search, "search (default budget)")] {
        for players in [3u8, 4, 6] {
            let t = decision_times(kind, players, 4);
            println!(
                "  {name:<24} {players}p: p50 {:>8.1} µs  p95 {:>8.1} µs  max {:>8.1} µs  ({} decisions)",
                percentile(&t, 0.5).as_secs_f64() * 1e6,
                percentile(&t, 0.95).as_secs_f64() * 1e6,
                t.last().unwrap().as_secs_f64() * 1e6,
                t.len()
            );
        }
    }

    // (title, kind A, kind B, seat patterns of A, A's parity share)
    type Match<'a> = (&'a str, Kind, Kind, &'a [[bool; 4]], &'a str);
    let runs: [Match; 2] = [
        ("1 heuristic vs 3 random", Kind::Heuristic, Kind::Random, &[[true, false, false, false]], "25%"),
        (
            "2 search vs 2 heuristic",
            Kind::Search,
            Kind::Heuristic,
            &[[true, false, true, false], [true, true, false, false]],
            "50%",
        ),
    ];
    for (title, a, b, patterns, parity) in runs {
        let start = Instant::now();
        let t = tournament(a, b, patterns, games, threads);
        let share = |k: Kind| 100.0 * t.wins[k as usize] / t.games as f64;
        println!(
            "\nTournament, {} four-player games, seats rotated: {title} ({:.0} s)",
            t.games,
            start.elapsed().as_secs_f64()
        );
        println!("  {a:?} seats win {:.1}% of games together (parity {parity})", share(a));
        println!("  {b:?} seats win {:.1}%", share(b));
        println!("  mean score margin, mean {a:?} − mean {b:?}: {:+.1} points", t.margin / t.games as f64);
    }
}
