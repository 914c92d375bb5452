//! Barracuda against the engine contract: the worked examples of the spec
//! (§9), random games over every player count and variant, illegal moves,
//! replay, hidden information, bots, texts.

mod common;

use common::*;
use tablee::engine::{below, derive_seed, rng_from_seed, Audience, Bot, Game, GameRng, Logged, Seat, TableGame, Viewer};
use tablee::engine::SeatKind;
use tablee::games::barracuda::bot::{HeuristicBot, RandomBot};
use tablee::games::barracuda::search::SearchBot;
use tablee::games::barracuda::text::{error_text, event_text, move_text};
use tablee::games::barracuda::{
    bar_id, rules_text, Barracuda, Bundle, Config, Ending, Event, Move, Phase, Position, RemovedBars, RuleError, Slot,
    State, Tiebreak,
};
use tablee::i18n::Lang;

// ------------------------------------------------------------ helpers

/// Every option combination for `players`.
fn configs(players: u8) -> Vec<Config> {
    let mut out = Vec::new();
    for chosen in [false, true] {
        for count_bank in [false, true] {
            for last_order_fakes_return in [false, true] {
                for tiebreak in [Tiebreak::HighestRent, Tiebreak::TotalRent] {
                    let removed_bars = if chosen {
                        RemovedBars::Chosen { one_place: bar_id("Marina").unwrap(), two_place: bar_id("Octopus").unwrap() }
                    } else {
                        RemovedBars::RandomUnseen
                    };
                    out.push(Config { players, removed_bars, count_bank, last_order_fakes_return, tiebreak });
                }
            }
        }
    }
    out
}

fn all_configs() -> Vec<Config> {
    (3..=5).flat_map(configs).collect()
}

/// Money drains by at least 4,000 a round after round 1, so a game is bounded.
const MAX_MOVES: usize = 20_000;

/// Checks the conservation invariants of T24 beyond `audit`.
fn conservation(s: &State) {
    let n = s.n();
    let (fc, ff) = s.in_flight();
    let cash: u32 = Seat::all(n).map(|p| s.player(p).cash).sum::<u32>() + fc + s.bank().0;
    assert_eq!(cash, 250_000);
    let fakes: u32 = Seat::all(n).map(|p| s.player(p).fakes).sum::<u32>() + ff + s.bank().1;
    assert_eq!(fakes, 35);
    for p in Seat::all(n) {
        assert_eq!(s.player(p).free + s.in_bars(p), 5);
    }
    assert!(s.open_count() <= 2 * n);
}

/// A whole game with a bot per seat (`kinds[seat]`: 0 random, 1 heuristic, 2 search).
fn bot_game(config: &Config, seed: u64, kinds: &[u8], rng: &mut GameRng, mut each: impl FnMut(&State, &Move)) -> (State, Vec<Move>, Vec<Logged<Event>>) {
    let (mut state, mut events) = Barracuda::new(config, seed).unwrap();
    let mut moves = Vec::new();
    let search = SearchBot { samples: 2, horizon: 8 };
    while let Some(seat) = Barracuda::to_act(&state) {
        assert!(moves.len() < MAX_MOVES, "game too long");
        let view = Barracuda::view(&state, Viewer::Seat(seat));
        let mv = match kinds[seat.index()] {
            0 => RandomBot.choose(&view, rng),
            1 => HeuristicBot::default().choose(&view, rng),
            _ => search.choose(&view, rng),
        }
        .expect("a move");
        events.extend(apply_ok::<Barracuda>(&mut state, mv));
        each(&state, &mv);
        moves.push(mv);
    }
    assert!(Barracuda::outcome(&state).is_some());
    (state, moves, events)
}

// ------------------------------------------------------------ random games

fn random_games(players: u8, games: u64) {
    let configs = configs(players);
    let mut rng = rng_from_seed(500 + players as u64);
    let kinds = vec![0u8; players as usize];
    let mut endings = [0u32; 2];
    for g in 0..games {
        let config = &configs[g as usize % configs.len()];
        let seed = derive_seed(players as u64, g);
        let (state, _, events) = bot_game(config, seed, &kinds, &mut rng, |s, _| conservation(s));
        match state.ending().unwrap() {
            Ending::FiveFigures(_) => endings[0] += 1,
            Ending::Bankruptcy(_) => endings[1] += 1,
        }
        assert!(matches!(events.last().map(|e| &e.event), Some(Event::GameOver { .. })));
    }
    assert_eq!(endings.iter().sum::<u32>() as u64, games);
}

#[test]
fn random_games_3_players() {
    random_games(3, 3400);
}
#[test]
fn random_games_4_players() {
    random_games(4, 3300);
}
#[test]
fn random_games_5_players() {
    random_games(5, 3300);
}
