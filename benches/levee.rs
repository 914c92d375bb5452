//! Preums ! figures: random games per second, bot decision times and seeded
//! bot tournaments. A benchmark that prints figures, not a test.
//!
//!     cargo bench --no-default-features --bench levee [-- --games N] [--quick]
//!
//! `--quick`: only the heuristic-vs-random tournaments (`--players P`: one
//! count only), with 95 % intervals. `LEVEE_TRACE=g` prints every decision of
//! game `g`; `LEVEE_LOSSES=1` lists the games the heuristic lost.

mod common;

use common::percentile;
use std::time::{Duration, Instant};
use tablee::engine::{choose, derive_seed, rng_from_seed, Bot, Game, GameRng, Seat, Viewer};
use tablee::games::levee::bot::{HeuristicBot, RandomBot, SearchBot};
use tablee::games::levee::{Config, Levee, Move, View};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Random,
    Heuristic,
    Search,
    /// The heuristic with the spec's literal hints (open with every card, call on the estimate).
    Cautious,
}

impl Kind {
    fn decide(self, view: &View, rng: &mut GameRng) -> Move {
        match self {
            Kind::Random => RandomBot.choose(view, rng),
            Kind::Heuristic => heuristic().choose(view, rng),
            Kind::Search => SearchBot::default().choose(view, rng),
            Kind::Cautious => {
                HeuristicBot { call_margin: 0.0, call_z: 0.84, open_small: false, lead_margin: 1.0, max_lead_cards: 99 }
                    .choose(view, rng)
            }
        }
        .expect("a move for the seat to act")
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The heuristic, or (for tuning) `LEVEE_PARAMS=call_margin,call_z,lead_margin,max_lead_cards`.
fn heuristic() -> HeuristicBot {
    let mut h = HeuristicBot::default();
    if let Ok(p) = std::env::var("LEVEE_PARAMS") {
        let v: Vec<f32> = p.split(',').filter_map(|x| x.parse().ok()).collect();
        if v.len() == 4 {
            h.call_margin = v[0];
            h.call_z = v[1];
            h.lead_margin = v[2];
            h.max_lead_cards = v[3] as usize;
        }
    }
    h
}

fn random_games_per_second(players: u8, budget: Duration) -> (f64, u64) {
    common::games_per_second::<Levee>(&Config::with_players(players), budget, players as u64, |s, _seat, rng| {
        choose(rng, &Levee::legal_moves(s)).unwrap().clone()
    })
}

/// Times every decision of `kind` at all seats of `games` games.
fn decision_times(kind: Kind, players: u8, games: u64) -> Vec<Duration> {
    common::decision_times::<Levee>(&Config::with_players(players), games, |view, rng| kind.decide(view, rng))
}

struct Tally {
    games: u64,
    /// Wins per kind; a shared win is split between the winners.
    wins: [f64; 4],
    /// Sum over games of (mean zeros of the first kind − mean zeros of the second).
    margin: f64,
}

/// `games` games at `players` seats, `a` at the seats of the pattern (rotated
/// every game), `b` elsewhere.
fn tournament(a: Kind, b: Kind, players: usize, a_seats: usize, games: u64, threads: u64) -> Tally {
    let run = |part: u64| {
        let mut tally = Tally { games: 0, wins: [0.0; 4], margin: 0.0 };
        let config = Config::with_players(players as u8);
        // `LEVEE_TRACE=g`: print every decision of game `g` (to study losses).
        let trace: Option<u64> = std::env::var("LEVEE_TRACE").ok().and_then(|x| x.parse().ok());
        for g in (part..games).step_by(threads as usize) {
            let rot = (g as usize) % players;
            let kinds: Vec<Kind> = (0..players).map(|i| if (i + rot) % players < a_seats { a } else { b }).collect();
            let (mut s, _) = Levee::new(&config, derive_seed(2026, g)).unwrap();
            let mut k = 0;
            while let Some(seat) = Levee::to_act(&s) {
                let view = Levee::view(&s, Viewer::Seat(seat));
                let mut rng = rng_from_seed(derive_seed(g, k));
                let mv = kinds[seat.index()].decide(&view, &mut rng);
                if trace == Some(g) {
                    trace_move(&view, seat, kinds[seat.index()], &mv);
                }
                Levee::apply(&mut s, seat, mv).unwrap();
                k += 1;
            }
            let outcome = Levee::outcome(&s).unwrap();
            // `LEVEE_LOSSES=1`: one line per game the first kind lost, with its
            // final hand and whether it could still have placed a card.
            if std::env::var_os("LEVEE_LOSSES").is_some() && !outcome.winners.iter().any(|w| kinds[w.index()] == a) {
                let h = kinds.iter().position(|k| *k == a).unwrap();
                let v = Levee::view(&s, Viewer::Seat(Seat(h as u8)));
                let hand = v.hand.unwrap();
                let winner = outcome.winners[0];
                let opts: Vec<_> =
                    tablee::games::levee::rules::placements(&hand, Seat(h as u8), &v.pile_summary(), v.highest)
                        .into_iter()
                        .filter(|(t, _)| *t != winner)
                        .collect();
                println!(
                    "loss g{g} {players}p zeros {:?}, seat {h} holds {:?} and could still place {} ways",
                    outcome.scores,
                    hand.iter().map(|c| c.value()).collect::<Vec<_>>(),
                    opts.len(),
                );
            }
            let share = 1.0 / outcome.winners.len() as f64;
            for w in &outcome.winners {
                tally.wins[kinds[w.index()].index()] += share;
            }
            let mean = |want: Kind| {
                let v: Vec<f64> = Seat::all(players)
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
    let mut total = Tally { games: 0, wins: [0.0; 4], margin: 0.0 };
    for p in parts {
        total.games += p.games;
        total.margin += p.margin;
        for k in 0..4 {
            total.wins[k] += p.wins[k];
        }
    }
    total
}

/// One decision of a traced game: the seat, its kind, the move, and the table.
fn trace_move(view: &View, seat: Seat, kind: Kind, mv: &Move) {
    let table: Vec<String> = view
        .seats
        .iter()
        .map(|x| {
            let pile = x.pile.as_ref().map_or(String::new(), |p| format!(" pile {}x{}", p.value, p.total));
            format!("{}z h{} p{}{pile}", x.zeros, x.hand_size, x.pack_size)
        })
        .collect();
    println!(
        "L{} {:?} seat {} {kind:?} hand {:?} {mv:?}   | {}",
        view.levees_played,
        view.phase,
        seat.index(),
        view.hand.map(|h| h.iter().map(|c| c.value()).collect::<Vec<_>>()),
        table.join(" | ")
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games = common::games_arg().unwrap_or(1000);
    let threads = std::thread::available_parallelism().map(|n| n.get() as u64).unwrap_or(1);
    println!("Preums ! benchmark ({threads} threads for tournaments)\n");

    if args.iter().any(|a| a == "--quick") {
        let only: Option<usize> =
            args.iter().position(|a| a == "--players").and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok());
        for players in [3usize, 4, 5, 6].into_iter().filter(|p| only.is_none_or(|o| o == *p)) {
            let t = tournament(Kind::Heuristic, Kind::Random, players, 1, games, threads);
            println!(
                "1 heuristic vs {} random, {} games: heuristic wins {}",
                players - 1,
                t.games,
                common::rate_with_interval(t.wins[Kind::Heuristic.index()], t.games)
            );
        }
        return;
    }

    println!("Random legal games, default options:");
    for players in [3u8, 4, 5, 6] {
        let (gps, moves) = random_games_per_second(players, Duration::from_secs(2));
        println!("  {players} players: {gps:>8.0} games/s ({moves} moves a game)");
    }

    println!("\nBot decision time (every decision of 6 games, every seat played by that bot):");
    for (kind, name) in [(Kind::Heuristic, "heuristic"), (Kind::Search, "search (default)")] {
        for players in [3u8, 4, 6] {
            let t = decision_times(kind, players, 6);
            println!(
                "  {name:<18} {players}p: p50 {:>8.1} µs  p95 {:>8.1} µs  max {:>8.1} µs  ({} decisions)",
                percentile(&t, 0.5).as_secs_f64() * 1e6,
                percentile(&t, 0.95).as_secs_f64() * 1e6,
                t.last().unwrap().as_secs_f64() * 1e6,
                t.len()
            );
        }
    }

    // (title, A, B, players, A's seats)
    let runs: [(&str, Kind, Kind, usize, usize); 7] = [
        ("1 heuristic vs 2 random", Kind::Heuristic, Kind::Random, 3, 1),
        ("1 heuristic vs 3 random", Kind::Heuristic, Kind::Random, 4, 1),
        ("1 heuristic vs 4 random", Kind::Heuristic, Kind::Random, 5, 1),
        ("1 heuristic vs 5 random", Kind::Heuristic, Kind::Random, 6, 1),
        ("2 search vs 2 heuristic", Kind::Search, Kind::Heuristic, 4, 2),
        ("1 search vs 3 heuristic", Kind::Search, Kind::Heuristic, 4, 1),
        ("2 heuristic vs 2 cautious (spec's literal hints)", Kind::Heuristic, Kind::Cautious, 4, 2),
    ];
    for (title, a, b, players, a_seats) in runs {
        let start = Instant::now();
        let t = tournament(a, b, players, a_seats, games, threads);
        let share = |k: Kind| 100.0 * t.wins[k.index()] / t.games as f64;
        println!(
            "\nTournament, {} {players}-player games, seats rotated: {title} ({:.0} s)",
            t.games,
            start.elapsed().as_secs_f64()
        );
        println!(
            "  {a:?} seats win {:.1}% of games together (parity {:.0}%)",
            share(a),
            100.0 * a_seats as f64 / players as f64
        );
        println!("  {b:?} seats win {:.1}%", share(b));
        println!("  mean zeros margin, mean {a:?} − mean {b:?}: {:+.2}", t.margin / t.games as f64);
    }
}
