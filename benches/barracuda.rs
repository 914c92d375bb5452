//! Barracuda figures: random games per second, bot decision times and seeded
//! bot tournaments. A benchmark that prints figures, not a test.
//!
//!     cargo bench --no-default-features --bench barracuda [-- --games N] [--quick]
//!
//! `--quick`: only the heuristic-vs-random tournament, with a loss breakdown
//! (`--search`: the search bot instead of the heuristic).

mod common;

use common::percentile;
use std::time::{Duration, Instant};
use tablee::engine::{derive_seed, rng_from_seed, Bot, Game, GameRng, Viewer};
use tablee::games::barracuda::bot::{HeuristicBot, RandomBot};
use tablee::games::barracuda::search::SearchBot;
use tablee::games::barracuda::{Barracuda, Config, Move, View};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Random,
    Heuristic,
    Search,
}

impl Kind {
    fn decide(self, view: &View, rng: &mut GameRng) -> Move {
        match self {
            Kind::Random => RandomBot.choose(view, rng),
            Kind::Heuristic => HeuristicBot::default().choose(view, rng),
            Kind::Search => SearchBot::default().choose(view, rng),
        }
        .expect("a move for the seat to act")
    }
}

/// Random games (the random bot at every seat: random kinds of moves, random amounts).
fn random_games_per_second(players: u8, budget: Duration) -> (f64, u64) {
    common::games_per_second::<Barracuda>(&Config::with_players(players), budget, players as u64, |s, seat, rng| {
        RandomBot.choose(&Barracuda::view(s, Viewer::Seat(seat)), rng).unwrap()
    })
}

/// Times every decision of `kind` at all seats of `games` games.
fn decision_times(kind: Kind, players: u8, games: u64) -> Vec<Duration> {
    common::decision_times::<Barracuda>(&Config::with_players(players), games, |view, rng| kind.decide(view, rng))
}

struct Tally {
    games: u64,
    /// Wins per kind; a shared win is split between the winners.
    wins: [f64; 3],
    /// Games where a seat of that kind went bankrupt.
    bankrupt: [u64; 3],
    /// Games `a` lost outright: on figures, on the cash tie-break (or later), by its own bankruptcy, to five figures.
    losses: [u64; 4],
    /// Wins of `a` by player count 3, 4, 5 (and games).
    by_players: [(f64, u64); 3],
}

/// `games` games over 3, 4 and 5 players, seats rotated: `a` at `a_count`
/// seats, `b` elsewhere.
fn tournament(a: Kind, b: Kind, a_count: usize, games: u64, threads: u64) -> (Tally, f64) {
    let run = |part: u64| {
        let mut tally = Tally { games: 0, wins: [0.0; 3], bankrupt: [0; 3], losses: [0; 4], by_players: [(0.0, 0); 3] };
        let mut parity = 0.0;
        for g in (part..games).step_by(threads as usize) {
            let players = 3 + (g % 3) as usize;
            let rot = ((g / 3) % players as u64) as usize;
            let kinds: Vec<Kind> = (0..players).map(|i| if (i + rot) % players < a_count { a } else { b }).collect();
            parity += a_count as f64 / players as f64;
            let (mut s, _) = Barracuda::new(&Config::with_players(players as u8), derive_seed(2026, g)).unwrap();
            let mut k = 0;
            while let Some(seat) = Barracuda::to_act(&s) {
                let view = Barracuda::view(&s, Viewer::Seat(seat));
                let mut rng = rng_from_seed(derive_seed(g, k));
                let mv = kinds[seat.index()].decide(&view, &mut rng);
                if std::env::var("BARRACUDA_TRACE").ok().and_then(|x| x.parse::<u64>().ok()) == Some(g) {
                    let me = kinds.iter().position(|k| *k == a).unwrap();
                    let desc: Vec<String> = view
                        .seats
                        .iter()
                        .enumerate()
                        .map(|(i, x)| {
                            format!(
                                "{}{}f/{}t/{}-{}",
                                if i == me { "*" } else { "" },
                                x.in_bars,
                                x.tenancies,
                                x.cash_lo,
                                x.cash_hi
                            )
                        })
                        .collect();
                    println!(
                        "r{} seat {} {:?} {:?}   | {}",
                        view.round,
                        seat.index(),
                        kinds[seat.index()],
                        mv,
                        desc.join(" ")
                    );
                }
                Barracuda::apply(&mut s, seat, mv).unwrap();
                k += 1;
            }
            let outcome = Barracuda::outcome(&s).unwrap();
            let share = 1.0 / outcome.winners.len() as f64;
            for w in &outcome.winners {
                tally.wins[kinds[w.index()] as usize] += share;
                if kinds[w.index()] == a {
                    tally.by_players[players - 3].0 += share;
                }
            }
            tally.by_players[players - 3].1 += 1;
            let a_won = outcome.winners.iter().any(|w| kinds[w.index()] == a);
            match s.ending() {
                Some(tablee::games::barracuda::Ending::Bankruptcy(x)) => {
                    tally.bankrupt[kinds[x.index()] as usize] += 1;
                    if !a_won {
                        if kinds[x.index()] == a {
                            tally.losses[2] += 1;
                            if std::env::var_os("BARRACUDA_LOSSES").is_some() {
                                println!("ownbankrupt g{g}");
                            }
                        } else {
                            let fig = |k: Kind| {
                                (0..players)
                                    .filter(|i| kinds[*i] == k && *i != x.index())
                                    .map(|i| s.in_bars(tablee::engine::Seat(i as u8)))
                                    .max()
                                    .unwrap_or(0)
                            };
                            tally.losses[if fig(a) < fig(b) { 0 } else { 1 }] += 1;
                            if std::env::var_os("BARRACUDA_LOSSES").is_some() {
                                let me = kinds.iter().position(|k| *k == a).unwrap();
                                let v = Barracuda::view(&s, Viewer::Seat(tablee::engine::Seat(me as u8)));
                                let desc: Vec<String> = v
                                    .seats
                                    .iter()
                                    .map(|x| format!("{}f/{}t/{:?}", x.in_bars, x.tenancies, x.purse.map(|p| p.0)))
                                    .collect();
                                println!(
                                    "loss g{g} {players}p round {} me {me} bankrupt {} : {}",
                                    v.round,
                                    x.index(),
                                    desc.join(" ")
                                );
                            }
                        }
                    }
                }
                _ => {
                    if !a_won {
                        tally.losses[3] += 1;
                    }
                }
            }
            tally.games += 1;
        }
        (tally, parity)
    };
    let parts: Vec<(Tally, f64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads).map(|p| scope.spawn(move || run(p))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut total = Tally { games: 0, wins: [0.0; 3], bankrupt: [0; 3], losses: [0; 4], by_players: [(0.0, 0); 3] };
    let mut parity = 0.0;
    for (p, par) in parts {
        total.games += p.games;
        parity += par;
        for k in 0..3 {
            total.wins[k] += p.wins[k];
            total.bankrupt[k] += p.bankrupt[k];
            total.by_players[k].0 += p.by_players[k].0;
            total.by_players[k].1 += p.by_players[k].1;
        }
        for k in 0..4 {
            total.losses[k] += p.losses[k];
        }
    }
    let parity = 100.0 * parity / total.games.max(1) as f64;
    (total, parity)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games = common::games_arg().unwrap_or(1000);
    let threads = std::thread::available_parallelism().map(|n| n.get() as u64).unwrap_or(1);
    println!("Barracuda benchmark ({threads} threads for tournaments)\n");
    let quick = args.iter().any(|a| a == "--quick");
    if quick {
        // `--search`: the search bot (the app's strong seat) instead of the heuristic.
        let hero = if args.iter().any(|a| a == "--search") { Kind::Search } else { Kind::Heuristic };
        let (t, parity) = tournament(hero, Kind::Random, 1, games, threads);
        println!(
            "{hero:?} vs random, {} games: {:.1}% (parity {parity:.1}%)",
            t.games,
            100.0 * t.wins[hero as usize] / t.games as f64
        );
        for (i, (w, n)) in t.by_players.iter().enumerate() {
            println!("  {} players: {} of {n}", i + 3, common::rate_with_interval(*w, *n));
        }
        println!(
            "  losses: on figures {}, on cash or later tie-breaks {}, own bankruptcy {}, five figures {}",
            t.losses[0], t.losses[1], t.losses[2], t.losses[3]
        );
        return;
    }

    println!("Random games (random bot at every seat), default options:");
    for players in [3u8, 4, 5] {
        let (gps, moves) = random_games_per_second(players, Duration::from_secs(2));
        println!("  {players} players: {gps:>8.0} games/s ({moves} moves a game)");
    }

    println!("\nBot decision time (every decision of a few games, every seat played by that bot):");
    for (kind, name, games) in [(Kind::Heuristic, "heuristic", 20), (Kind::Search, "search (default)", 4)] {
        for players in [3u8, 4, 5] {
            let t = decision_times(kind, players, games);
            println!(
                "  {name:<18} {players}p: p50 {:>8.1} µs  p95 {:>8.1} µs  max {:>8.1} µs  ({} decisions)",
                percentile(&t, 0.5).as_secs_f64() * 1e6,
                percentile(&t, 0.95).as_secs_f64() * 1e6,
                t.last().unwrap().as_secs_f64() * 1e6,
                t.len()
            );
        }
    }

    let runs = [
        ("1 heuristic vs random players", Kind::Heuristic, Kind::Random, 1usize),
        ("1 search vs heuristic players", Kind::Search, Kind::Heuristic, 1usize),
    ];
    for (title, a, b, count) in runs {
        let start = Instant::now();
        let (t, parity) = tournament(a, b, count, games, threads);
        let share = |k: Kind| 100.0 * t.wins[k as usize] / t.games as f64;
        println!(
            "\nTournament, {} games over 3–5 players, seats rotated: {title} ({:.0} s)",
            t.games,
            start.elapsed().as_secs_f64()
        );
        println!("  {a:?} seat wins {:.1}% of games (parity {parity:.1}%)", share(a));
        println!("  {b:?} seats win {:.1}% together", share(b));
        println!("  bankruptcies: {a:?} {} , {b:?} {}", t.bankrupt[a as usize], t.bankrupt[b as usize]);
    }
}
