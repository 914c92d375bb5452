//! The engine contract, once for every game: each generic test below runs
//! for every game of [`tablee::for_each_game!`], as one `#[test]` per game in
//! a module named after it (`contract::sorciers::replay_rebuilds_…`), so a
//! failure names the game.
//!
//! Nothing here knows a game: configs come from the game's own set-up
//! options ([`GameUi::options`], every combination, at every player count),
//! computer seats from [`TableGame::bot_move`], mostly illegal moves from the
//! game's own moves (stale ones, and legal ones with a part forged). The
//! rules of each game (scores, conservation, which event is private, the
//! fields of its views) are tested in its own file.

mod common;

use common::*;
use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, TestRunner};
use std::collections::BTreeSet;
use tablee::engine::{
    below, choose, derive_seed, rng_from_seed, Audience, Events, Game, GameRng, Record, SaveError, Seat, SeatKind,
    SetupError, Viewer, FORMAT_FROM_START, FORMAT_VERSION,
};
use tablee::i18n::Lang;
use tablee::scene::GameUi;

/// No game of any game lasts longer.
const MAX_MOVES: usize = 200_000;

// ---------------------------------------------------------------- helpers

/// Every distinct config the set-up screen can make: each player count, each
/// combination of the options it offers. Player counts alternate (so the
/// first configs cover them all), option combinations come in a seeded
/// shuffled order.
fn configs<G: GameUi>() -> Vec<G::Config> {
    let (min, max) = G::PLAYERS;
    let mut rng = rng_from_seed(0xC0F1);
    let mut per_count: Vec<Vec<G::Config>> = Vec::new();
    for players in min..=max {
        let mut sets: Vec<Vec<(String, String)>> = vec![Vec::new()];
        for spec in G::options(players, &[], Lang::En) {
            let values: Vec<String> = if spec.choices.is_empty() {
                vec!["0".into(), "1".into()]
            } else {
                spec.choices.iter().map(|(c, _)| c.to_string()).collect()
            };
            sets = sets
                .into_iter()
                .flat_map(|set| {
                    values.iter().map(move |v| {
                        let mut set = set.clone();
                        set.push((spec.key.to_string(), v.clone()));
                        set
                    })
                })
                .collect();
        }
        let mut seen = BTreeSet::new();
        let mut list: Vec<G::Config> = Vec::new();
        for set in &sets {
            let config = G::config_for(players, set);
            if seen.insert(serde_json::to_string(&config).expect("configs serialise")) {
                list.push(config);
            }
        }
        for i in (1..list.len()).rev() {
            list.swap(i, below(&mut rng, i as u32 + 1) as usize);
        }
        per_count.push(list);
    }
    let mut out = Vec::new();
    for i in 0.. {
        let before = out.len();
        out.extend(per_count.iter().filter_map(|list| list.get(i).cloned()));
        if out.len() == before {
            break;
        }
    }
    out
}

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    /// A uniform choice among `legal_moves`.
    Random,
    /// The game's computer of this kind, from the seat's view.
    Computer(SeatKind),
}

const RANDOM: Player = Player::Random;
const EASY: Player = Player::Computer(SeatKind::Easy);
const STRONG: Player = Player::Computer(SeatKind::Strong);

/// The move of the seat to act.
fn decide<G: GameUi>(state: &G::State, player: Player, rng: &mut GameRng) -> G::Move {
    let seat = G::to_act(state).expect("a seat to act");
    match player {
        Player::Random => choose(rng, &G::legal_moves(state)).expect("a legal move").clone(),
        Player::Computer(kind) => G::bot_move(&G::view(state, Viewer::Seat(seat)), kind, rng)
            .unwrap_or_else(|| panic!("the {kind:?} computer gave no move for {seat}")),
    }
}

/// A whole game, seat `i` played by `players[i % len]`: every move accepted
/// and audited; `each` sees every state. Returns the final state, the
/// moves, every event.
fn play<G: GameUi>(
    config: &G::Config,
    seed: u64,
    players: &[Player],
    rng: &mut GameRng,
    mut each: impl FnMut(&G::State),
) -> (G::State, Vec<G::Move>, Events<G>) {
    let (mut state, mut events) = G::new(config, seed).expect("valid config");
    G::audit(&state).expect("a new game is consistent");
    let mut moves = Vec::new();
    while let Some(seat) = G::to_act(&state) {
        assert!(moves.len() < MAX_MOVES, "the game did not end within {MAX_MOVES} moves");
        let mv = decide::<G>(&state, players[seat.index() % players.len()], rng);
        events.extend(apply_ok::<G>(&mut state, mv.clone()));
        moves.push(mv);
        each(&state);
    }
    assert!(G::outcome(&state).is_some(), "a finished game has an outcome");
    (state, moves, events)
}

/// Any move, mostly illegal: a move seen earlier (stale), or a legal one
/// with one part forged (a number out of range, a list cut…).
fn arbitrary_move<G: Game>(pool: &[G::Move], legal: &[G::Move], rng: &mut GameRng) -> G::Move {
    let from_pool = !pool.is_empty() && below(rng, 2) == 0;
    let base = match from_pool {
        true => return pool[below(rng, pool.len() as u32) as usize].clone(),
        false => choose(rng, legal).or_else(|| choose(rng, pool)).expect("a move to start from").clone(),
    };
    let json = serde_json::to_value(&base).expect("moves serialise");
    for _ in 0..8 {
        if let Ok(mv) = serde_json::from_value::<G::Move>(forge(&json, rng)) {
            return mv;
        }
    }
    base
}

/// Tries a move that may be illegal, on `state` itself. Refused: the state
/// is exactly as it was, and the move is not a listed legal one. Accepted:
/// the invariants hold, and the move was listed (unless the game's list is
/// one composition per choice, [`tablee::fuzzing::exhaustive`]).
fn try_any<G: Game>(state: &mut G::State, seat: Seat, mv: G::Move) -> bool {
    if tablee::fuzzing::exhaustive::<G>() {
        return try_move::<G>(state, seat, mv);
    }
    let before = bytes(state);
    let listed = G::to_act(state) == Some(seat) && G::legal_moves(state).contains(&mv);
    match G::apply(state, seat, mv.clone()) {
        Ok(_) => {
            G::audit(state).unwrap_or_else(|e| panic!("invariant broken after {mv:?}: {e}"));
            true
        }
        Err(_) => {
            assert!(!listed, "legal move {mv:?} by {seat} was refused");
            assert_eq!(bytes(state), before, "a refused move changed the state");
            false
        }
    }
}

/// A record of a random game at the default config of the fewest players,
/// cut at `1/cut` of its moves.
fn record<G: GameUi>(seed: u64, cut: usize) -> Record<G> {
    let config = G::config_for(G::PLAYERS.0, &[]);
    let (_, moves, _) = random_game::<G>(&config, seed, &mut rng_from_seed(seed), MAX_MOVES, |_| {});
    let mut r = Record::new(config, seed);
    r.moves = moves[..moves.len() / cut].to_vec();
    r
}

/// The JSON pointers of every leaf of `v` (a number, a string, a bool, null).
fn leaves(v: &serde_json::Value, at: String, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => m.iter().for_each(|(k, v)| leaves(v, format!("{at}/{k}"), out)),
        serde_json::Value::Array(a) => a.iter().enumerate().for_each(|(i, v)| leaves(v, format!("{at}/{i}"), out)),
        _ => out.push(at),
    }
}

// ---------------------------------------------------------------- the contract

/// Random games over every config end, with the invariants checked after
/// every move, no legal move and an outcome at the end.
fn random_games_end_with_every_invariant<G: GameUi>() {
    let configs = configs::<G>();
    let mut rng = rng_from_seed(1);
    let games = configs.len().clamp(100, 400);
    for (g, config) in configs.iter().cycle().take(games).enumerate() {
        random_game::<G>(config, derive_seed(1, g as u64), &mut rng, MAX_MOVES, |_| {});
    }
}

/// Mostly illegal moves (stale and forged ones) and legal moves from the
/// wrong seat (or a seat that does not exist) are refused and change
/// nothing; legal moves are accepted; after the end nothing is.
fn illegal_and_wrong_seat_moves_change_nothing<G: GameUi>() {
    let mut rng = rng_from_seed(77);
    let (mut tried, mut refused, mut wrong_seat) = (0, 0, 0);
    let mut pool: Vec<G::Move> = Vec::new();
    let (mut steps, mut games) = (0, 0);
    // 192 games, or at least 40 of them and 110,000 moves.
    for (g, config) in configs::<G>().iter().cycle().take(192).enumerate() {
        if g >= 40 && steps >= 110_000 {
            break;
        }
        let (mut state, _) = G::new(config, g as u64).expect("valid config");
        games += 1;
        let n = G::seats(&state) as u32;
        while let Some(seat) = G::to_act(&state) {
            let legal = G::legal_moves(&state);
            for _ in 0..3 {
                tried += 1;
                if !try_any::<G>(&mut state.clone(), seat, arbitrary_move::<G>(&pool, &legal, &mut rng)) {
                    refused += 1;
                }
            }
            // A legal move from any other seat (even a seat that does not exist).
            let mv = choose(&mut rng, &legal).expect("a legal move").clone();
            let other = Seat(((seat.0 as u32 + 1 + below(&mut rng, n + 2)) % (n + 3)) as u8);
            if other != seat {
                assert!(!try_any::<G>(&mut state, other, mv.clone()), "{mv:?} accepted from {other}, not {seat}");
                wrong_seat += 1;
            }
            assert!(try_any::<G>(&mut state, seat, mv.clone()));
            steps += 1;
            match pool.len() < 512 {
                true => pool.push(mv),
                false => pool[below(&mut rng, 512) as usize] = mv,
            }
        }
        for seat in Seat::all(n as usize) {
            let mv = arbitrary_move::<G>(&pool, &[], &mut rng);
            assert!(!try_any::<G>(&mut state, seat, mv), "a move accepted after the end");
        }
    }
    assert!(
        refused * 3 > tried && wrong_seat > 1_000,
        "{games} games, {steps} moves: refused {refused} of {tried}, wrong seat {wrong_seat}"
    );
}

/// A game (random seats and computers) replayed through the save format,
/// whole and cut at a random move: the same states and views.
fn replay_rebuilds_identical_states_and_views<G: GameUi>() {
    let mut rng = rng_from_seed(5);
    for (g, config) in configs::<G>().iter().cycle().take(256).enumerate() {
        let seed = derive_seed(9, g as u64);
        let players: &[Player] = match g % 4 {
            0 => &[EASY],
            1 => &[EASY, RANDOM],
            _ => &[RANDOM],
        };
        let mut states = Vec::new();
        let (state, moves, _) = play::<G>(config, seed, players, &mut rng, |s| states.push(s.clone()));
        check_replay::<G>(config, seed, &moves, &state);
        let cut = below(&mut rng, moves.len() as u32) as usize;
        check_replay::<G>(config, seed, &moves[..cut + 1], &states[cut]);
    }
}

/// Hidden information: at positions all along games, a state with a seat's
/// unknowns drawn again gives that seat (and the table) the same view, and
/// the computers the same decision, legal in both. Where something is
/// hidden, most re-deals change it; where nothing is, none does.
fn hidden_information_views_and_bot_decisions<G: GameUi>() {
    let mut rng = rng_from_seed(31);
    let (mut checked, mut changed, mut strong) = (0, 0, 0);
    for (g, config) in configs::<G>().iter().cycle().take(320).enumerate() {
        let mut states = Vec::new();
        let players: &[Player] = if g % 4 == 0 { &[EASY, RANDOM] } else { &[RANDOM] };
        play::<G>(config, derive_seed(17, g as u64), players, &mut rng, |s| states.push(s.clone()));
        for k in 0..6 {
            let state = &states[below(&mut rng, states.len() as u32) as usize];
            let redrawn = check_hidden_info::<G>(state, &mut rng);
            match hides_something::<G>(state, &mut rng) {
                true => (checked, changed) = (checked + G::seats(state), changed + redrawn),
                false => assert_eq!(redrawn, 0, "a state that hides nothing was drawn anew differently"),
            }
            let Some(seat) = G::to_act(state) else { continue };
            let other = G::resample_secrets(state, seat, &mut rng);
            let (va, vb) = (G::view(state, Viewer::Seat(seat)), G::view(&other, Viewer::Seat(seat)));
            // The strong computer is slow: at one position of every eighth game.
            let kinds: &[SeatKind] =
                if k == 0 && g % 8 == 0 { &[SeatKind::Easy, SeatKind::Strong] } else { &[SeatKind::Easy] };
            for &kind in kinds {
                let bot_seed = below(&mut rng, u32::MAX) as u64;
                let a = G::bot_move(&va, kind, &mut rng_from_seed(bot_seed));
                let b = G::bot_move(&vb, kind, &mut rng_from_seed(bot_seed));
                assert_eq!(a, b, "the {kind:?} computer decided from what {seat} cannot see");
                let mv = a.unwrap_or_else(|| panic!("the {kind:?} computer gave no move"));
                for st in [state, &other] {
                    assert!(G::apply(&mut st.clone(), seat, mv.clone()).is_ok(), "{kind:?} computer: {mv:?}");
                }
                strong += usize::from(kind == SeatKind::Strong);
            }
        }
    }
    assert!(strong >= 20, "the strong computer decided only {strong} times");
    // The check is not vacuous: most re-deals really changed the hidden parts.
    assert!(checked == 0 || changed * 2 > checked, "only {changed} of {checked} re-deals changed anything");
}

/// Computers (strong, easy) and random seats play games to the end, every
/// move legal; a computer asked for a seat not to act declines.
fn bots_play_legal_moves_to_the_end<G: GameUi>() {
    let configs = configs::<G>();
    let step = (configs.len() / 24).max(1);
    for (g, config) in configs.iter().step_by(step).take(24).enumerate() {
        let mut rng = rng_from_seed(g as u64);
        let mut declined = 0;
        // The strong computer is slow: a seat of it in the first games only.
        let players: &[Player] = if g < 3 { &[STRONG, EASY, RANDOM] } else { &[EASY, RANDOM] };
        let (state, _, _) = play::<G>(config, g as u64, players, &mut rng, |s| {
            let Some(seat) = G::to_act(s) else { return };
            let other = Seat(((seat.index() + 1) % G::seats(s)) as u8);
            if G::to_act(s) != Some(other) && declined < 20 {
                let view = G::view(s, Viewer::Seat(other));
                assert_eq!(G::bot_move(&view, SeatKind::Easy, &mut rng_from_seed(1)), None, "out of turn");
                declined += 1;
            }
        });
        for kind in [SeatKind::Easy, SeatKind::Strong] {
            for eyes in views::<G>(&state) {
                let over = G::bot_move(&G::view(&state, eyes), kind, &mut rng);
                assert_eq!(over, None, "the {kind:?} computer played after the end");
            }
        }
    }
}

/// Every event of a game is for everyone or for one seat of the table.
fn events_reach_a_seat_of_the_table<G: GameUi>() {
    let mut rng = rng_from_seed(3);
    for (g, config) in configs::<G>().iter().cycle().take(40).enumerate() {
        let (state, _, events) = play::<G>(config, g as u64, &[EASY, RANDOM], &mut rng, |_| {});
        for e in &events {
            if let Audience::Only(seat) = e.audience {
                assert!(seat.index() < G::seats(&state), "{:?} for {seat}, not at the table", e.event);
            }
        }
    }
}

/// Saves of another format, of another game, or not saves at all are
/// clear errors; a move illegal at its place, a refused config, moves after
/// the end are replay errors naming them.
fn saves_from_other_versions_or_games_are_clear_errors<G: GameUi>() {
    let good = record::<G>(1, 3).encode();
    let with_format =
        |f: &str| good.replacen(&format!("\"format\":{FORMAT_FROM_START}"), &format!("\"format\":{f}"), 1);
    assert_eq!(
        Record::<G>::decode(with_format("0").as_bytes()).err(),
        Some(SaveError::OldVersion { found: 0, supported: FORMAT_VERSION })
    );
    assert_eq!(
        Record::<G>::decode(with_format("99").as_bytes()).err(),
        Some(SaveError::NewerVersion { found: 99, supported: FORMAT_VERSION })
    );
    let another = tablee::catalogue::catalogue().iter().map(|g| g.id).find(|id| *id != G::ID).expect("another game");
    let other = good.replacen(&format!("\"game\":\"{}\"", G::ID), &format!("\"game\":\"{another}\""), 1);
    assert!(matches!(Record::<G>::decode(other.as_bytes()), Err(SaveError::WrongGame { .. })));
    assert_eq!(Record::<G>::decode(&[0xff, 0xfe]).err(), Some(SaveError::NotText));
    assert!(matches!(Record::<G>::decode(b"{}"), Err(SaveError::Malformed(_))));
    assert!(matches!(Record::<G>::decode(b""), Err(SaveError::Malformed(_))));
    // A move that is well-formed but illegal at its place: a replay error naming it.
    let whole = record::<G>(2, 1);
    let (start, _) = G::new(&whole.config, whole.seed).expect("valid config");
    let first = G::to_act(&start).expect("a seat to act");
    let illegal = whole.moves.iter().find(|mv| G::apply(&mut start.clone(), first, (*mv).clone()).is_err());
    let mut record = record::<G>(2, 3);
    record.moves.insert(0, illegal.expect("a move of the game illegal at its start").clone());
    let decoded = Record::<G>::decode(record.encode().as_bytes()).expect("a save decodes");
    assert!(matches!(tablee::engine::replay(&decoded), Err(SaveError::Replay { index: 0, .. })));
    // A bad config (one player too many): a setup error.
    let mut json: serde_json::Value = serde_json::from_str(&good).expect("saves are JSON");
    *json.pointer_mut("/config/players").expect("a config has players") = (G::PLAYERS.1 + 1).into();
    let decoded = Record::<G>::decode(json.to_string().as_bytes()).expect("a save decodes");
    assert!(matches!(tablee::engine::replay(&decoded), Err(SaveError::Setup(_))));
    // Moves after the end of the game.
    let mut record = whole;
    record.moves.push(record.moves[record.moves.len() - 1].clone());
    let n = record.moves.len();
    assert!(matches!(tablee::engine::replay(&record), Err(SaveError::Replay { index, .. }) if index == n - 1));
}

/// A save with one of its fields given another value (a number out of
/// range, a string, a list, null), or with a byte changed and cut: read or
/// refused, never a panic; what is read writes back to itself; only a
/// damaged save is refused.
fn damaged_saves_are_read_or_refused_never_a_panic<G: GameUi>() {
    let thirds: Vec<String> = (0..20).map(|seed| record::<G>(seed, 3).encode()).collect();
    let halves: Vec<String> = (0..10).map(|seed| record::<G>(seed, 2).encode()).collect();
    let runner = |cases| TestRunner::new(RunnerConfig { cases, failure_persistence: None, ..RunnerConfig::default() });
    let value = prop_oneof![
        any::<i64>().prop_map(serde_json::Value::from),
        any::<u64>().prop_map(serde_json::Value::from),
        (0u64..70).prop_map(serde_json::Value::from),
        "[a-zA-Z0-9]{0,6}".prop_map(serde_json::Value::from),
        Just(serde_json::Value::Null),
        proptest::collection::vec(0u64..300, 0..4).prop_map(serde_json::Value::from),
    ];
    runner(3000)
        .run(&(0..thirds.len(), any::<proptest::sample::Index>(), value), |(seed, field, value)| {
            let mut json: serde_json::Value = serde_json::from_str(&thirds[seed]).unwrap();
            let mut paths = Vec::new();
            leaves(&json, String::new(), &mut paths);
            *json.pointer_mut(field.get::<String>(&paths)).unwrap() = value;
            let damaged = serde_json::to_vec(&json).unwrap();
            if let Ok(record) = Record::<G>::decode(&damaged) {
                let _ = tablee::engine::replay(&record);
                prop_assert_eq!(Record::<G>::decode(record.encode().as_bytes()).ok(), Some(record));
            }
            Ok(())
        })
        .unwrap();
    let saves: Vec<&String> = thirds.iter().chain(&halves).collect();
    runner(1000)
        .run(&(0..saves.len(), 0usize..4000, 0usize..4000, any::<u8>()), |(seed, cut, pos, byte)| {
            let mut text = saves[seed].clone().into_bytes();
            let p = pos % text.len().max(1);
            if !text.is_empty() {
                text[p] = byte;
            }
            text.truncate(cut.max(1).min(text.len()));
            let intact = text == saves[seed].as_bytes();
            match Record::<G>::decode(&text) {
                Ok(record) => {
                    let _ = tablee::engine::replay(&record);
                }
                Err(e) => prop_assert!(!intact, "an intact save refused: {}", e),
            }
            Ok(())
        })
        .unwrap();
}

/// Player counts outside the game's are refused at set-up, naming its range.
fn player_counts_outside_the_game_are_refused<G: GameUi>() {
    let (min, max) = G::PLAYERS;
    let json = serde_json::to_value(G::config_for(min, &[])).expect("configs serialise");
    for players in [0, 1, min - 1, max + 1, 255] {
        if (min..=max).contains(&players) {
            continue;
        }
        let mut json = json.clone();
        *json.pointer_mut("/players").expect("a config has players") = players.into();
        let config: G::Config = serde_json::from_value(json).expect("a config");
        assert_eq!(
            G::new(&config, 1).err(),
            Some(SetupError::PlayerCount { min: min.into(), max: max.into(), got: players.into() })
        );
    }
}

/// The computers give the table (no seat) no move.
fn computers_give_the_table_no_move<G: GameUi>() {
    let mut rng = rng_from_seed(12);
    for config in configs::<G>().iter().take(8) {
        let (state, _) = G::new(config, 12).expect("valid config");
        let table = G::view(&state, Viewer::Table);
        for kind in [SeatKind::Easy, SeatKind::Strong] {
            assert_eq!(G::bot_move(&table, kind, &mut rng), None);
        }
    }
}

/// A state dealt anew from a view alone (a shared link's "play from
/// here"): exact through every eyes, secrets drawn by chance, forged views
/// and events refused or told without a panic.
fn deals_anew_from_a_view<G: GameUi>() {
    let sets = option_sets::<G>(4);
    let sets: Vec<Vec<(&str, &str)>> =
        sets.iter().map(|set| set.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()).collect();
    let sets: Vec<&[(&str, &str)]> = sets.iter().map(Vec::as_slice).collect();
    let stats = deal_anew_contract::<G>(&sets, 2, 12);
    let mut rng = rng_from_seed(2);
    let (state, _) = G::new(&G::config_for(G::PLAYERS.0, &[]), 2).expect("valid config");
    if hides_something::<G>(&state, &mut rng) {
        by_chance::<G>(stats);
    }
}

/// One module per game, one `#[test]` per contract in it.
macro_rules! contract {
    ($($id:ident : $game:path),* $(,)?) => {
        $(
            mod $id {
                type G = $game;
                #[test]
                fn random_games_end_with_every_invariant() {
                    super::random_games_end_with_every_invariant::<G>();
                }
                #[test]
                fn illegal_and_wrong_seat_moves_change_nothing() {
                    super::illegal_and_wrong_seat_moves_change_nothing::<G>();
                }
                #[test]
                fn replay_rebuilds_identical_states_and_views() {
                    super::replay_rebuilds_identical_states_and_views::<G>();
                }
                #[test]
                fn hidden_information_views_and_bot_decisions() {
                    super::hidden_information_views_and_bot_decisions::<G>();
                }
                #[test]
                fn bots_play_legal_moves_to_the_end() {
                    super::bots_play_legal_moves_to_the_end::<G>();
                }
                #[test]
                fn events_reach_a_seat_of_the_table() {
                    super::events_reach_a_seat_of_the_table::<G>();
                }
                #[test]
                fn saves_from_other_versions_or_games_are_clear_errors() {
                    super::saves_from_other_versions_or_games_are_clear_errors::<G>();
                }
                #[test]
                fn damaged_saves_are_read_or_refused_never_a_panic() {
                    super::damaged_saves_are_read_or_refused_never_a_panic::<G>();
                }
                #[test]
                fn player_counts_outside_the_game_are_refused() {
                    super::player_counts_outside_the_game_are_refused::<G>();
                }
                #[test]
                fn computers_give_the_table_no_move() {
                    super::computers_give_the_table_no_move::<G>();
                }
                #[test]
                fn deals_anew_from_a_view() {
                    super::deals_anew_from_a_view::<G>();
                }
            }
        )*
    };
}

tablee::for_each_game!(contract);
