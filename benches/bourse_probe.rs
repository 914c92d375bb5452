//! Issue 55: where La Bourse's strong seat loses against the easy ones.
//! One strong seat among easy seats (seats rotated, the tournament's seeds
//! and options), the strong seat searching only in the phases named by
//! `PROBE_STRONG` (`talon,trans,final`; default all three) and playing the
//! heuristic elsewhere. Every decision where the strong seat's move differs
//! from the heuristic's is then judged by CHEATING: both moves are played out
//! on the true state, every seat then playing the heuristic (the hero, in a
//! two-player final phase, the exact endgame search as the strong seat
//! does), and the two outcomes compared: how often the strong move wins a
//! game the heuristic's loses and the other way round, and the mean margin
//! it gains. Not a bot for the app.
//!
//!     cargo bench --no-default-features --bench bourse_probe -- GAMES PLAYERS [THREADS]
//!
//! Other settings (environment): `PROBE_STRONG=none` (the hero plays the
//! heuristic), `random` (the hero plays at random), `randtalon` (at random
//! until the transactions, then exactly), `bothrand` (every seat at random
//! until the final phase, then the exact endgame for both at two players),
//! `lastpairs` (cheating: every distinct pair of the talon phase's last
//! turns, `PROBE_K` cards before its end, played out on the true state);
//! `PROBE_STATS=1` prints each game's dealer, hero, final-phase opener and
//! result, `PROBE_SHOW=1` the two-player final phase's first position,
//! `PROBE_BOTHSOLVE=1` plays every two-player final phase exactly for both
//! seats, `PROBE_NOJUDGE=1` skips the judging, `PROBE_SEED=S` deals from
//! `derive_seed(S, g)` instead of the tournament's seeds.
//!
//! Found with it (issue 55, the tournament's seeds): at two players (18
//! series) the DEALER wins every game, easy against easy and strong against
//! easy (400 of 400), and whatever the hero does in the talon phase (at
//! random: 200 of 200; cheating over every pair of its last turns: 100 of
//! 100); even with both seats at random until the final phase the dealer
//! wins 190 of 200. The final phase, opened by the other seat, is a tempo
//! fight: with equal hands and the piles at two, each holds as many safe
//! cards as the other, and the first to run out gives every series away. At five
//! players the search's lays in the final phase gain the most (the strong
//! seat searching there only: 20.2 → 25.5 %).

use std::collections::BTreeMap;
use tablee::engine::{derive_seed, rng_from_seed, Game, SeatKind, TableGame, Viewer};
use tablee::games::bourse::bot::{same_series as same, HeuristicBot};
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
    // As a new game is set up (two players: all 18 series).
    let config: Config = <Bourse as tablee::scene::GameUi>::config_for(players as u8, &[]);
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
                        let dealer = Bourse::view(&s, Viewer::Table).dealer.index();
                        while let Some(seat) = Bourse::to_act(&s) {
                            let v = Bourse::view(&s, Viewer::Seat(seat));
                            let mut rng = rng_from_seed(derive_seed(seed, k));
                            if std::env::var_os("PROBE_SHOW").is_some() && v.phase == Phase::Final && s.hands()[0].len() + s.hands()[1].len() == 24 {
                                let ns = usize::from(config.series());
                                let row = |p: usize| (1..=ns as u8).map(|x| s.hands()[p].iter().filter(|c| c.series() == x).count().to_string()).collect::<Vec<_>>().join("");
                                let piles = (0..ns).map(|i| Bourse::view(&s, Viewer::Table).piles[i].len().to_string()).collect::<Vec<_>>().join("");
                                let coll = (0..ns).map(|i| s.collector()[i].map_or(".".to_string(), |x| x.index().to_string())).collect::<Vec<_>>().join("");
                                println!("g {g} dealer {dealer} to_act {}\n piles {piles}\n coll  {coll}\n hand0 {}\n hand1 {}", seat.index(), row(0), row(1));
                            }
                            let both_solve = std::env::var_os("PROBE_BOTHSOLVE").is_some();
                            let solved = if both_solve { endgame::solve(&v, 10_000_000) } else { None };
                            let bothrand = phases == "bothrand";
                            let k_last: usize = std::env::var("PROBE_K").ok().and_then(|x| x.parse().ok()).unwrap_or(8);
                            if phases == "lastpairs" && seat.index() == hero && v.phase == Phase::Talon && usize::from(v.talon) <= k_last + 18 {
                                // Cheating: every distinct pair played out on the true state.
                                let mut best: Option<(i32, Move)> = None;
                                let mut seen: Vec<Move> = Vec::new();
                                for m in v.legal() {
                                    if seen.iter().any(|x| same(x, &m)) {
                                        continue;
                                    }
                                    seen.push(m.clone());
                                    let mut a = s.clone();
                                    Bourse::apply(&mut a, seat, m.clone()).expect("legal");
                                    let (ma, _) = cheat(a, hero);
                                    if best.as_ref().is_none_or(|b| ma > b.0) {
                                        best = Some((ma, m));
                                    }
                                }
                                let m = best.expect("a move").1;
                                Bourse::apply(&mut s, seat, m).expect("legal");
                                k += 1;
                                continue;
                            }
                            let mv = if bothrand && v.phase != Phase::Final {
                                tablee::engine::choose(&mut rng, &v.legal()).cloned().expect("a move")
                            } else if bothrand {
                                endgame::solve(&v, 10_000_000).or_else(|| HeuristicBot::decide(&v)).expect("a move")
                            } else if let Some(m) = solved {
                                m
                            } else if seat.index() == hero && phases.contains(phase_name(v.phase)) {
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
                            } else if seat.index() == hero && phases == "randtalon" && v.phase == Phase::Talon {
                                tablee::engine::choose(&mut rng, &v.legal()).cloned().expect("a move")
                            } else if seat.index() == hero && phases == "randtalon" {
                                endgame::solve(&v, 100_000).or_else(|| HeuristicBot::decide(&v)).expect("a move")
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
                                "game {g} dealer {dealer} hero {hero} opener {} won {} ideas {ideas} collected {coll} scores {:?}",
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
        println!("{k} | {} | {} | {} | {:.0}", t.n, t.won_more, t.lost_more, t.margin as f64 / t.n.max(1) as f64);
    }
}
