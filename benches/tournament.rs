//! Issue 21's table in one command: for every game and every player count,
//! "easy vs random" (one easy seat among random seats) and "strong vs easy"
//! (one strong seat among easy seats), seats rotated over the games, seeded.
//!
//!     cargo bench --no-default-features --bench tournament -- [--games N] [--easy-games N]
//!         [--strong-games N] [--game NAME] [--players P] [--threads T] [--seed S]
//!         [--strong-vs-random] [--log-losses K]
//!
//! `--games N` sets both match-ups' game count per cell (default: 200 easy vs
//! random, 100 strong vs easy). `--game` is one of sorciers, barracuda, bourse,
//! levee, pfeffersacke. `--strong-vs-random` puts the strong seat in the first
//! column instead of the easy one. Every seat decides from `G::view(state, Viewer::Seat(seat))`
//! only, through the app's own mapping (`TableGame::bot_move` with
//! `SeatKind::Easy` / `SeatKind::Strong`; random: the game's `RandomBot`).
//!
//! A game counts as won only when the hero is ranked 1 (a shared first place
//! counts as a win). The interval is Wilson's 95 % score interval. "strong
//! p95" is the 95th percentile of the strong seat's whole decision time
//! (every slice together), natively.
//!
//! Each cell's bar is issue 55's: easy vs random at least min(95 %, ceiling
//! − 5), strong vs easy at least min(2 × the fair share, ceiling − 5) (65 %
//! at two players, issue 21's, where 2 × the fair share would be 100 %). The
//! ceiling, printed beside each cell, is what the perfect-information oracle
//! (benches/oracle.rs, cheating: every hand, purse and shuffle to come) won
//! in the same match-up on the tournament's deals ([`CEILINGS`]); "—" where
//! it was not measured, and the bar is then the cap alone.
//!
//! Replaying the losses: `TOURNAMENT_LOSSES=1` prints every lost game's seed
//! and seats; `--log-losses K` also prints, for the first K lost games of
//! each match-up, what the hero saw (the public events and its own private
//! ones) and each move it made, in order.

mod common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tablee::engine::{derive_seed, rng_from_seed, Audience, Bot, Game, GameRng, SeatKind, TableGame, Viewer};
use tablee::scene::GameUi;

/// The two match-ups of a row.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pairing {
    /// One easy seat among random ones (or strong, `--strong-vs-random`).
    EasyVsRandom,
    /// One strong seat among easy ones.
    StrongVsEasy,
}

/// The oracle's win rate in %, by game id, player count and match-up: what
/// a player who sees everything won on the tournament's deals (seed 2026).
/// Easy vs random: benches/oracle.rs (cheating, 200 games, 64 + 192
/// playouts, 24 candidates); strong vs easy: its `--vs-easy` (Bourse, 200
/// games), and La Bourse at two players as issue 55 gives it.
const CEILINGS: &[(&str, usize, Pairing, f64)] = &[
    ("barracuda", 3, Pairing::EasyVsRandom, 99.0),
    ("barracuda", 4, Pairing::EasyVsRandom, 97.0),
    ("barracuda", 5, Pairing::EasyVsRandom, 93.5),
    ("levee", 3, Pairing::EasyVsRandom, 99.5),
    ("levee", 4, Pairing::EasyVsRandom, 99.0),
    ("levee", 5, Pairing::EasyVsRandom, 96.0),
    ("levee", 6, Pairing::EasyVsRandom, 95.0),
    ("bourse", 5, Pairing::EasyVsRandom, 91.0),
    ("bourse", 2, Pairing::StrongVsEasy, 51.0),
    ("bourse", 3, Pairing::StrongVsEasy, 95.0),
    ("bourse", 5, Pairing::StrongVsEasy, 73.5),
];

fn ceiling(game: &str, players: usize, pairing: Pairing) -> Option<f64> {
    CEILINGS.iter().find(|c| c.0 == game && c.1 == players && c.2 == pairing).map(|c| c.3)
}

/// Issue 55's bar: the match-up's cap, lowered to 5 points under the ceiling.
fn bar(players: usize, pairing: Pairing, ceiling: Option<f64>) -> f64 {
    let fair = 100.0 / players as f64;
    let cap = match pairing {
        Pairing::EasyVsRandom => 95.0,
        Pairing::StrongVsEasy if players == 2 => 65.0,
        Pairing::StrongVsEasy => 2.0 * fair,
    };
    ceiling.map_or(cap, |c| cap.min(c - 5.0))
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Random,
    Easy,
    Strong,
}

/// Lost games whose log is still to be printed (`--log-losses`).
struct LossLog {
    left: AtomicU64,
}

/// One game: `kinds[seat]` at each seat. Returns the hero's rank and the
/// hero's decision times (when `hero` is not random).
fn play<G: TableGame>(
    config: &G::Config,
    seed: u64,
    kinds: &[Kind],
    hero: usize,
    random: &impl Fn(&G::View, &mut GameRng) -> G::Move,
    times: &mut Vec<Duration>,
    log: &LossLog,
) -> u8 {
    let (mut s, start) = G::new(config, seed).expect("a valid config");
    // What the hero saw and did, kept only while losses are to be printed.
    let keep = log.left.load(Ordering::Relaxed) > 0;
    let mut lines: Vec<String> = Vec::new();
    let hero_seat = tablee::engine::Seat(hero as u8);
    let note = |events: &[tablee::engine::Logged<G::Event>], lines: &mut Vec<String>| {
        for e in events {
            if matches!(e.audience, Audience::Everyone) || e.audience == Audience::Only(hero_seat) {
                lines.push(format!("    {:?}", e.event));
            }
        }
    };
    if keep {
        note(&start, &mut lines);
    }
    let mut k = 0u64;
    while let Some(seat) = G::to_act(&s) {
        let view = G::view(&s, Viewer::Seat(seat));
        let mut rng = rng_from_seed(derive_seed(seed, k));
        let t = Instant::now();
        let mv = match kinds[seat.index()] {
            Kind::Random => random(&view, &mut rng),
            Kind::Easy => G::bot_move(&view, SeatKind::Easy, &mut rng).expect("a move"),
            Kind::Strong => G::bot_move(&view, SeatKind::Strong, &mut rng).expect("a move"),
        };
        if seat.index() == hero {
            times.push(t.elapsed());
            if keep {
                lines.push(format!("  HERO plays {mv:?}"));
            }
        }
        let events = G::apply(&mut s, seat, mv).expect("a legal move");
        if keep {
            note(&events, &mut lines);
        }
        k += 1;
    }
    let out = G::outcome(&s).expect("over");
    let lost = out.ranks[hero] != 1;
    if lost && std::env::var_os("TOURNAMENT_LOSSES").is_some() {
        println!("lost: seed {seed} hero seat {hero} kinds {kinds:?} scores {:?}", out.scores);
    }
    if lost && keep && log.left.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1)).is_ok() {
        println!(
            "lost game, seed {seed}, hero seat {hero}, kinds {kinds:?}, scores {:?}:\n{}",
            out.scores,
            lines.join("\n")
        );
    }
    out.ranks[hero]
}

struct Cell {
    wins: u64,
    games: u64,
    times: Vec<Duration>,
    secs: f64,
}

/// `games` games at `players` seats: `hero` at one seat (rotated), `foe` elsewhere.
#[allow(clippy::too_many_arguments)]
fn cell<G: TableGame>(
    config: &G::Config,
    players: usize,
    hero: Kind,
    foe: Kind,
    games: u64,
    seed: u64,
    threads: u64,
    random: &(impl Fn(&G::View, &mut GameRng) -> G::Move + Sync),
    log_losses: u64,
) -> Cell
where
    G::Config: Sync,
{
    let start = Instant::now();
    let log = LossLog { left: AtomicU64::new(log_losses) };
    let log = &log;
    let parts: Vec<(u64, Vec<Duration>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|part| {
                scope.spawn(move || {
                    let mut wins = 0;
                    let mut times = Vec::new();
                    for g in (part..games).step_by(threads as usize) {
                        let seat = (g % players as u64) as usize;
                        let mut kinds = vec![foe; players];
                        kinds[seat] = hero;
                        let game_seed = derive_seed(seed ^ (players as u64) << 32, g);
                        if play::<G>(config, game_seed, &kinds, seat, random, &mut times, log) == 1 {
                            wins += 1;
                        }
                    }
                    (wins, times)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a tournament thread")).collect()
    });
    let mut c = Cell { wins: 0, games, times: Vec::new(), secs: 0.0 };
    for (w, t) in parts {
        c.wins += w;
        c.times.extend(t);
    }
    c.times.sort();
    c.secs = start.elapsed().as_secs_f64();
    c
}

/// Wilson score interval at 95 %, in percent.
fn wilson(wins: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 100.0);
    }
    let (n, p, z) = (n as f64, wins as f64 / n as f64, 1.96f64);
    let den = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / den;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / den;
    (100.0 * (centre - half).max(0.0), 100.0 * (centre + half).min(1.0))
}

struct Args {
    easy_games: u64,
    strong_games: u64,
    game: Option<String>,
    players: Option<usize>,
    threads: u64,
    seed: u64,
    /// `--strong-vs-random`: the first column puts the strong seat (not the
    /// easy one) among random seats.
    strong_vs_random: bool,
    /// `--log-losses K`: print the first K lost games of each match-up.
    log_losses: u64,
}

fn args() -> Args {
    let a: Vec<String> = std::env::args().collect();
    let val = |name: &str| a.iter().position(|x| x == name).and_then(|i| a.get(i + 1)).cloned();
    let num = |name: &str| val(name).and_then(|v| v.parse::<u64>().ok());
    let both = num("--games");
    Args {
        easy_games: num("--easy-games").or(both).unwrap_or(200),
        strong_games: num("--strong-games").or(both).unwrap_or(100),
        game: val("--game"),
        players: num("--players").map(|p| p as usize),
        threads: num("--threads")
            .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get() as u64).unwrap_or(1))
            .max(1),
        seed: num("--seed").unwrap_or(2026),
        strong_vs_random: a.iter().any(|x| x == "--strong-vs-random"),
        log_losses: num("--log-losses").unwrap_or(0),
    }
}

fn row<G: TableGame>(
    args: &Args,
    name: &str,
    players: usize,
    config: G::Config,
    random: impl Fn(&G::View, &mut GameRng) -> G::Move + Sync,
) where
    G::Config: Sync,
{
    let fair = 100.0 / players as f64;
    // The rate, '!' under the bar, the interval, n, then the ceiling and the bar.
    let fmt = |c: &Cell, pairing: Pairing| {
        let ceil = ceiling(G::ID, players, pairing);
        let target = bar(players, pairing, ceil);
        let ceil = ceil.map_or("  — ".to_string(), |x| format!("{x:4.1}"));
        if c.games == 0 {
            return format!("{:<29} | {ceil} | {target:4.1}", "not played");
        }
        let rate = 100.0 * c.wins as f64 / c.games as f64;
        let (lo, hi) = wilson(c.wins, c.games);
        let mark = if rate >= target { " " } else { "!" };
        let cell = format!("{rate:5.1}{mark}[{lo:5.1}–{hi:5.1}] n={}", c.games);
        format!("{cell:<29} | {ceil} | {target:4.1}")
    };
    let hero = if args.strong_vs_random { Kind::Strong } else { Kind::Easy };
    let (seed, threads, log) = (args.seed, args.threads, args.log_losses);
    let easy = cell::<G>(&config, players, hero, Kind::Random, args.easy_games, seed, threads, &random, log);
    let strong = cell::<G>(&config, players, Kind::Strong, Kind::Easy, args.strong_games, seed, threads, &random, log);
    let p95 = if strong.times.is_empty() { 0.0 } else { common::percentile(&strong.times, 0.95).as_secs_f64() * 1e3 };
    println!(
        "| {name:<12} | {players} | {} | {} | {fair:4.1} | {p95:7.2} ms | {:4.0} s |",
        fmt(&easy, Pairing::EasyVsRandom),
        fmt(&strong, Pairing::StrongVsEasy),
        easy.secs + strong.secs
    );
}

fn main() {
    let args = args();
    let wanted = |g: &str| args.game.as_deref().is_none_or(|x| x == g);
    let count = |p: usize| args.players.is_none_or(|x| x == p);
    println!(
        "Tournaments, seed {}, {} games easy vs random and {} games strong vs easy per cell, seats rotated, {} threads.",
        args.seed, args.easy_games, args.strong_games, args.threads
    );
    println!(
        "A win: the hero is ranked 1 (shared first places count). [lo–hi]: Wilson 95 % interval. '!': below the bar."
    );
    println!(
        "ceil: the perfect-information oracle's win rate in that match-up ('—': not measured). bar: easy vs random \
         ≥ min(95, ceil − 5); strong vs easy ≥ min(2 × fair, ceil − 5), 65 at 2 players."
    );
    println!();
    println!(
        "| game         | n | easy vs random: easy wins %   | ceil | bar  | strong vs easy: strong wins % | ceil | bar  | fair | strong p95 | time   |"
    );
    println!(
        "|--------------|---|-------------------------------|------|------|-------------------------------|------|------|------|------------|--------|"
    );
    // Every game at each of its player counts, the default options (as a
    // new game is set up), its own random bot as the weakest opponent.
    macro_rules! rows {
        ($($id:ident : $game:path),* $(,)?) => {
            $(
                if wanted(<$game as Game>::ID) {
                    let (min, max) = <$game as GameUi>::PLAYERS;
                    for p in (min as usize..=max as usize).filter(|p| count(*p)) {
                        let config = <$game as GameUi>::config_for(p as u8, &[]);
                        row::<$game>(&args, <$game as GameUi>::NAME, p, config, |v, r| {
                            tablee::games::$id::bot::RandomBot.choose(v, r).expect("a move")
                        });
                    }
                }
            )*
        };
    }
    tablee::for_each_game!(rows);
}
