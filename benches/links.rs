//! Shareable links (`engine::link`): per game at its most players, for a
//! whole game of random legal moves and a whole game of easy computer seats,
//! the moves, the code's length in characters, and the time to encode and
//! to decode it (a decode replays every move, with `legal_moves` at each).
//! Then the link of a game not over (what the table saw: a view and log
//! lines per move) at 3 players and move 100, beside the whole-game link
//! the same position had before version 2.
//! A benchmark that prints figures, not a test.
//!
//!     cargo bench --no-default-features --bench links [-- --games N]

use std::time::{Duration, Instant};
use tablee::engine::link::{decode, encode, encode_seen, Link, Seen, Shared};
use tablee::engine::{choose, derive_seed, rng_from_seed, Game, Record, Screen, SeatKind, SeatSetup, Table, Viewer};
use tablee::scene::GameUi;

fn seats(n: u8, kind: SeatKind) -> Vec<SeatSetup> {
    (0..n).map(|i| SeatSetup { name: format!("Joueur {}", i + 1), kind }).collect()
}

/// A whole game of uniformly random legal moves.
fn random_game<G: GameUi>(players: u8, seed: u64) -> Shared<G> {
    let config = G::config_for(players, &[]);
    let (mut state, _) = G::new(&config, seed).expect("a valid config");
    let mut rng = rng_from_seed(seed ^ 0x11AC);
    let mut record = Record::<G>::new(config, seed);
    while let Some(seat) = G::to_act(&state) {
        let mv = choose(&mut rng, &G::legal_moves(&state)).expect("a legal move").clone();
        G::apply(&mut state, seat, mv.clone()).expect("a legal move is accepted");
        record.moves.push(mv);
    }
    let at = record.moves.len();
    Shared { record, seats: seats(players, SeatKind::Human), at, eyes: Viewer::Table }
}

/// A whole game of easy computer seats, as the table plays it.
fn bot_game<G: GameUi>(players: u8, seed: u64) -> Shared<G> {
    let config = G::config_for(players, &[]);
    let mut table = Table::<G>::new(config.clone(), seed, seats(players, SeatKind::Easy)).expect("a valid setup");
    while table.screen() != Screen::Over {
        assert!(table.step_computer().is_some(), "a computer seat plays");
    }
    let shared = table.save();
    let record = Record::<G>::decode(shared.as_bytes()).expect("the table's own save");
    let at = record.moves.len();
    Shared { record, seats: seats(players, SeatKind::Easy), at, eyes: Viewer::Table }
}

struct Row {
    moves: usize,
    chars: usize,
    escaped: usize,
    encode: Duration,
    decode: Duration,
}

fn measure<G: Game>(shared: &Shared<G>) -> Row {
    let t = Instant::now();
    let code = encode(shared);
    let encode_time = t.elapsed();
    let t = Instant::now();
    let back = decode::<G>(&code).expect("a link decodes");
    let decode_time = t.elapsed();
    assert!(back == Link::Whole(shared.clone()), "{}: a link round-trips", G::ID);
    // Moves written as JSON: not in `legal_moves` (a shorter code cannot tell them apart).
    let escaped = {
        let (mut state, _) = G::new(&shared.record.config, shared.record.seed).expect("a valid config");
        let mut n = 0;
        for mv in &shared.record.moves {
            if !G::legal_moves(&state).contains(mv) {
                n += 1;
            }
            let seat = G::to_act(&state).expect("a seat to act");
            G::apply(&mut state, seat, mv.clone()).expect("replays");
        }
        n
    };
    Row { moves: shared.record.moves.len(), chars: code.len(), escaped, encode: encode_time, decode: decode_time }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report<G: GameUi>(games: u64) {
    let players = G::PLAYERS.1;
    for (label, bots) in [("random", false), ("easy bots", true)] {
        let rows: Vec<Row> = (0..games)
            .map(|g| {
                let seed = derive_seed(0x1175, g);
                if bots {
                    measure(&bot_game::<G>(players, seed))
                } else {
                    measure(&random_game::<G>(players, seed))
                }
            })
            .collect();
        let n = rows.len() as f64;
        let mean = |f: &dyn Fn(&Row) -> f64| rows.iter().map(f).sum::<f64>() / n;
        let max = |f: &dyn Fn(&Row) -> f64| rows.iter().map(f).fold(0.0, f64::max);
        println!(
            "{:<13} {:>2}p {:<9} {:>7.0} {:>7.0} {:>8.0} {:>8.0} {:>5.0} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
            G::ID,
            players,
            label,
            mean(&|r| r.moves as f64),
            max(&|r| r.moves as f64),
            mean(&|r| r.chars as f64),
            max(&|r| r.chars as f64),
            mean(&|r| r.escaped as f64),
            mean(&|r| ms(r.encode)),
            max(&|r| ms(r.encode)),
            mean(&|r| ms(r.decode)),
            max(&|r| ms(r.decode)),
        );
    }
}

/// The link of what the table saw at move `at` of a 3-player game of easy
/// computers (or at its end if shorter), beside the whole game's link cut
/// there (what version 1 wrote for a game not over).
fn seen_at<G: GameUi>(at: usize, games: u64) {
    let (mut seen_chars, mut whole_chars, mut enc, mut dec, mut moves) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for g in 0..games {
        let mut table = Table::<G>::new(G::config_for(3, &[]), derive_seed(0x5EE, g), seats(3, SeatKind::Easy))
            .expect("a valid setup");
        while table.moves_made() < at && table.screen() != Screen::Over {
            table.step_computer();
        }
        let mut record = table.record().clone();
        if table.screen() == Screen::Over {
            record.moves.pop();
        }
        let n = record.moves.len();
        let t = Instant::now();
        let seen = Seen::of(&record, seats(3, SeatKind::Easy), Viewer::Table, n).expect("replays");
        let code = encode_seen(&seen);
        enc += ms(t.elapsed());
        let t = Instant::now();
        assert!(matches!(decode::<G>(&code), Ok(Link::Seen(_))));
        dec += ms(t.elapsed());
        seen_chars += code.len() as f64;
        whole_chars +=
            encode(&Shared { record, seats: seats(3, SeatKind::Easy), at: n, eyes: Viewer::Table }).len() as f64;
        moves += n as f64;
    }
    let k = games as f64;
    println!(
        "{:<13} {:>6.0} {:>12.0} {:>12.0} {:>9.2} {:>9.2}",
        G::ID,
        moves / k,
        whole_chars / k,
        seen_chars / k,
        enc / k,
        dec / k
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games = args
        .iter()
        .position(|a| a == "--games")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    println!("{games} games each; times in ms (native, one core)");
    println!(
        "{:<13} {:>3} {:<9} {:>7} {:>7} {:>8} {:>8} {:>5} {:>8} {:>8} {:>8} {:>8}",
        "game", "", "moves by", "moves", "max", "chars", "max", "json", "encode", "max", "decode", "max"
    );
    macro_rules! reports {
        ($($id:ident : $game:path),* $(,)?) => {
            $(report::<$game>(games);)*
        };
    }
    tablee::for_each_game!(reports);
    println!();
    println!("a game not over, 3 players, at move 100 (or its last before the end); times in ms");
    println!(
        "{:<13} {:>6} {:>12} {:>12} {:>9} {:>9}",
        "game", "moves", "whole chars", "seen chars", "encode", "decode"
    );
    macro_rules! seen {
        ($($id:ident : $game:path),* $(,)?) => {
            $(seen_at::<$game>(100, games);)*
        };
    }
    tablee::for_each_game!(seen);
}
