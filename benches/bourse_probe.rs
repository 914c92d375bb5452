//! Issue 55: where La Bourse's strong seat loses against the easy ones.
//! One strong seat among easy seats (seats rotated, the tournament's seeds),
//! the strong seat searching only in the phases named by `PROBE_STRONG`
//! (`talon,trans,final`; default all three) and playing the heuristic
//! elsewhere. Every decision where the strong seat's move differs from the
//! heuristic's is then judged by CHEATING: both moves are played out on the
//! true state, every seat then playing the heuristic (the hero, in a
//! two-player final phase, the exact endgame search as the strong seat
//! does), and the two outcomes compared: how often the strong move wins a
//! game the heuristic's loses and the other way round, and the mean margin
//! it gains. Not a bot for the app.
//!
//!     cargo bench --no-default-features --bench bourse_probe -- GAMES PLAYERS [THREADS]

use std::collections::BTreeMap;
use tablee::engine::{derive_seed, rng_from_seed, Game, SeatKind, TableGame, Viewer};
use tablee::games::bourse::bot::HeuristicBot;
use tablee::games::bourse::{endgame, Bourse, Config, Move, Phase, State, View};

/// The hero's continuation (heuristic, or the exact endgame at two players).
fn hero_move(v: &View) -> Move {
    endgame::solve(v, 100_000).unwrap_or_else(|| HeuristicBot::decide(v).expect("a move"))
}

/// Plays on from `s` (hero as above, others the heuristic): hero's margin over the best other, and won.
fn cheat(mut s: State, hero: usize) -> (i32, bool) {
    while let Some(seat) = Bourse::to_act(&s) {
        let v = Bourse::view(&s, Viewer::Seat(seat));
        let m = if seat.index() == hero { hero_move(&v) } else { HeuristicBot::decide(&v).expect("a move") };
        Bourse::apply(&mut s, seat, m).expect("legal");
    }
    let o = Bourse::outcome(&s).expect("over");
    let best_other = (0..o.scores.len()).filter(|&i| i != hero).map(|i| o.scores[i]).max().unwrap_or(0);
    (o.scores[hero] - best_other, o.ranks[hero] == 1)
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Talon => "talon",
        Phase::Transactions => "trans",
        Phase::Final => "final",
        Phase::Over => "over",
    }
}

fn category(v: &View, strong: &Move, heur: &Move) -> String {
    let ph = phase_name(v.phase);
    match (strong, heur) {
        (Move::Answer(true), _) => format!("{ph}: accepts a sale the heuristic refuses"),
        (Move::Answer(false), _) => format!("{ph}: refuses a sale the heuristic accepts"),
        (Move::RequestIdea(_), Move::EndTurn) => format!("{ph}: asks where the heuristic ends"),
        (Move::EndTurn, Move::RequestIdea(_)) => format!("{ph}: ends where the heuristic asks"),
        (Move::RequestIdea(_), Move::RequestIdea(_)) => format!("{ph}: asks another idea"),
        _ => format!("{ph}: lays other cards"),
    }
}

fn same(a: &Move, b: &Move) -> bool {
    match (a, b) {
        (Move::PlayCard(x), Move::PlayCard(y)) => x.series() == y.series(),
        (Move::PlayPair(a1, a2), Move::PlayPair(b1, b2)) => {
            let (mut x, mut y) = ([a1.series(), a2.series()], [b1.series(), b2.series()]);
            x.sort_unstable();
            y.sort_unstable();
            x == y
        }
        _ => a == b,
    }
}

#[derive(Default, Clone)]
struct Tally {
    n: u64,
    won_more: u64,
    lost_more: u64,
    margin: i64,
}

fn main() {
    let nums: Vec<u64> = std::env::args().skip(1).filter_map(|x| x.parse().ok()).collect();
    let games = nums.first().copied().unwrap_or(100);
    let players = nums.get(1).copied().unwrap_or(2);
    let threads = nums.get(2).copied().unwrap_or(2);
    let phases = std::env::var("PROBE_STRONG").unwrap_or_else(|_| "talon,trans,final".into());
    let judge = std::env::var_os("PROBE_NOJUDGE").is_none();
    // `PROBE_SEED=S`: the deals derive_seed(S, g) (the oracle bench's: 4242) instead of the tournament's.
    let raw_seed: Option<u64> = std::env::var("PROBE_SEED").ok().and_then(|x| x.parse().ok());
    let config = Config::with_players(players as u8);
    let parts: Vec<(u64, u64, BTreeMap<String, Tally>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|part| {
                let (config, phases, raw_seed) = (&config, &phases, raw_seed);
                scope.spawn(move || {
                    let mut wins = 0;
                    let mut ties = 0;
                    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
                    for g in (part..games).step_by(threads as usize) {
                        let hero = (g % players) as usize;
                        let seed = raw_seed.map_or(derive_seed(2026 ^ players << 32, g), |r| derive_seed(r, g));
                        let (mut s, _) = Bourse::new(config, seed).expect("config");
                        let mut k = 0u64;
                        while let Some(seat) = Bourse::to_act(&s) {
                            let v = Bourse::view(&s, Viewer::Seat(seat));
                            let mut rng = rng_from_seed(derive_seed(seed, k));
                            let mv = if seat.index() == hero && phases.contains(phase_name(v.phase)) {
                                let strong = Bourse::bot_move(&v, SeatKind::Strong, &mut rng).expect("a move");
                                let heur = HeuristicBot::decide(&v).expect("a move");
                                if judge && !same(&strong, &heur) {
                                    let mut a = s.clone();
                                    Bourse::apply(&mut a, seat, strong.clone()).expect("legal");
                                    let mut b = s.clone();
                                    Bourse::apply(&mut b, seat, heur.clone()).expect("legal");
                                    let (ma, wa) = cheat(a, hero);
                                    let (mb, wb) = cheat(b, hero);
                                    let t = tally.entry(category(&v, &strong, &heur)).or_default();
                                    t.n += 1;
                                    t.won_more += u64::from(wa && !wb);
                                    t.lost_more += u64::from(wb && !wa);
                                    t.margin += i64::from(ma - mb);
                                }
                                strong
                            } else if seat.index() == hero && phases == "random" {
                                tablee::engine::choose(&mut rng, &v.legal()).cloned().expect("a move")
                            } else {
                                Bourse::bot_move(&v, SeatKind::Easy, &mut rng).expect("a move")
                            };
                            Bourse::apply(&mut s, seat, mv).expect("legal");
                            k += 1;
                        }
                        let o = Bourse::outcome(&s).expect("over");
                        if std::env::var_os("PROBE_STATS").is_some() {
                            let ideas = s.holder().iter().filter(|h| h.map(|x| x.index()) == Some(hero)).count();
                            let coll = s.collector().iter().filter(|h| h.map(|x| x.index()) == Some(hero)).count();
                            println!(
                                "game {g} hero {hero} opener {} won {} ideas {ideas} collected {coll} scores {:?}",
                                s.opener().index(),
                                o.ranks[hero] == 1,
                                o.scores
                            );
                        }
                        if o.ranks[hero] == 1 {
                            wins += 1;
                            if o.ranks.iter().filter(|&&r| r == 1).count() > 1 {
                                ties += 1;
                            }
                        }
                    }
                    (wins, ties, tally)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("thread")).collect()
    });
    let (mut wins, mut ties) = (0, 0);
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    for (w, t, m) in parts {
        wins += w;
        ties += t;
        for (k, x) in m {
            let e = tally.entry(k).or_default();
            e.n += x.n;
            e.won_more += x.won_more;
            e.lost_more += x.lost_more;
            e.margin += x.margin;
        }
    }
    println!(
        "{players} players, strong in [{phases}]: {wins} wins of {games} ({:.1} %), {ties} shared",
        100.0 * wins as f64 / games as f64
    );
    println!("deviation from the heuristic | times | games won more | games lost more | mean margin gained");
    for (k, t) in tally {
        println!(
            "{k} | {} | {} | {} | {:.0}",
            t.n,
            t.won_more,
            t.lost_more,
            t.margin as f64 / t.n.max(1) as f64
        );
    }
}
