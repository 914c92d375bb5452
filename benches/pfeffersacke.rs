//! Pfeffersäcke: random games per second, bot decision times, and seeded
//! tournaments (heuristic vs random, strong vs heuristic), seats rotated.
//!
//!     cargo bench --no-default-features --bench pfeffersacke [-- --games N]   (N games a tournament, default 1000)

mod common;

use std::time::Instant;
use tablee::engine::{choose, derive_seed, rng_from_seed, Bot, Game, Seat, Viewer};
use tablee::games::pfeffersacke::bot::{HeuristicBot, RandomBot};
use tablee::games::pfeffersacke::search::SearchBot;
use tablee::games::pfeffersacke::{Config, Pfeffersacke, State};

#[derive(Clone, Copy)]
enum Kind {
    Random,
    Easy,
    Strong,
}

fn decide(kind: Kind, s: &State, seat: Seat, rng: &mut tablee::engine::GameRng) -> tablee::games::pfeffersacke::Move {
    let v = Pfeffersacke::view(s, Viewer::Seat(seat));
    match kind {
        Kind::Random => RandomBot.choose(&v, rng),
        Kind::Easy => HeuristicBot { beam: 0 }.choose(&v, rng),
        Kind::Strong => SearchBot::default().choose(&v, rng),
    }
    .expect("a move")
}

fn game(players: u8, seed: u64, kinds: &[Kind], times: &mut [Vec<f64>; 3]) -> Vec<u8> {
    let (mut s, _) = State::new(&Config::new(players), seed).unwrap();
    let mut rng = rng_from_seed(seed);
    while let Some(seat) = s.to_act() {
        let k = kinds[seat.index()];
        let t = Instant::now();
        let mv = decide(k, &s, seat, &mut rng);
        times[k as usize].push(t.elapsed().as_secs_f64() * 1e3);
        s.apply(seat, mv).unwrap();
    }
    Pfeffersacke::outcome(&s).unwrap().ranks
}

fn pct(v: &mut [f64], p: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    v[((v.len() - 1) as f64 * p) as usize]
}

fn tournament(name: &str, hero: Kind, foe: Kind, games: u64, times: &mut [Vec<f64>; 3]) {
    let mut wins = 0;
    for g in 0..games {
        let players = 2 + (g % 5) as u8;
        let seat = (g / 5 % u64::from(players)) as usize;
        let mut kinds = vec![foe; players as usize];
        kinds[seat] = hero;
        let ranks = game(players, derive_seed(0xBE, g), &kinds, times);
        if ranks[seat] == 1 {
            wins += 1;
        }
    }
    println!(
        "{name}: {wins}/{games} games won ({:.1}%), 2-6 players, seats rotated",
        100.0 * wins as f64 / games as f64
    );
}

fn main() {
    let games = common::games_arg().unwrap_or(1000);
    for players in 2..=6u8 {
        let t = Instant::now();
        let mut rng = rng_from_seed(u64::from(players));
        let n = 1000;
        for g in 0..n {
            let (mut s, _) = State::new(&Config::new(players), g).unwrap();
            while s.to_act().is_some() {
                let legal = Pfeffersacke::legal_moves(&s);
                let mv = *choose(&mut rng, &legal).unwrap();
                let seat = s.active;
                s.apply(seat, mv).unwrap();
            }
        }
        println!("random games, {players} players: {:.0} games/s", n as f64 / t.elapsed().as_secs_f64());
    }
    let mut times: [Vec<f64>; 3] = Default::default();
    tournament("heuristic vs random", Kind::Easy, Kind::Random, games, &mut times);
    let mut t2: [Vec<f64>; 3] = Default::default();
    tournament("strong vs heuristic", Kind::Strong, Kind::Easy, games, &mut t2);
    times[2] = std::mem::take(&mut t2[2]);
    for (i, name) in ["random", "heuristic (easy)", "strong (look-ahead)"].iter().enumerate() {
        let v = &mut times[i];
        println!("{name}: {} decisions, p50 {:.3} ms, p95 {:.3} ms", v.len(), pct(v, 0.5), pct(v, 0.95));
    }
}
