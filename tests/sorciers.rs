//! Sorciers against the engine contract: random games over every player
//! count and option combination, illegal moves, replay, hidden information,
//! bots and save decoding.

mod common;

use common::*;
use proptest::prelude::*;
use tablee::engine::{below, derive_seed};
use tablee::engine::{
    rng_from_seed, Audience, Bot, Game, GameRng, Record, SaveError, Seat, Viewer, FORMAT_FROM_START, FORMAT_VERSION,
};
use tablee::games::sorciers::bot::{HeuristicBot, RandomBot, SearchBot};
use tablee::games::sorciers::{BidMode, Card, Config, Event, Move, Race, SorcierTurned, Sorciers, State};

/// Every valid option combination for `players` (somme non-nulle only with open bids).
fn configs(players: u8) -> Vec<Config> {
    let mut out = Vec::new();
    for sorcier_turned in [SorcierTurned::NoTrump, SorcierTurned::DealerChooses] {
        for bid_mode in [BidMode::Open, BidMode::Simultaneous, BidMode::Hidden] {
            for somme_non_nulle in [false, true] {
                if somme_non_nulle && bid_mode != BidMode::Open {
                    continue;
                }
                for vision_de_l_enfer in [false, true] {
                    out.push(Config { players, sorcier_turned, somme_non_nulle, bid_mode, vision_de_l_enfer });
                }
            }
        }
    }
    out
}

fn all_configs() -> Vec<Config> {
    (3..=6).flat_map(configs).collect()
}

/// Upper bound on the moves of a game: one trump choice, N bids and N·r cards per round.
fn max_moves(config: &Config) -> usize {
    let n = config.players as usize;
    let rounds = 60 / n;
    (1..=rounds).map(|r| 1 + n + n * r).sum()
}

/// Any move at all, mostly illegal ones.
fn arbitrary_move(rng: &mut GameRng) -> Move {
    match below(rng, 3) {
        0 => Move::ChooseTrump(Race::ALL[below(rng, 4) as usize]),
        1 => Move::Bid(below(rng, 256) as u8),
        _ => Move::Play(Card::from_id(below(rng, 60) as u8).unwrap()),
    }
}

/// Random games for one player count: no panic, every game ends, the
/// invariants hold after every move (60 cards each round, tricks and bids,
/// the sheet), and the final scores are the sum of the scored rounds.
fn random_games(players: u8, games: u64) {
    let configs = configs(players);
    let mut rng = rng_from_seed(1000 + players as u64);
    let mut finished = 0;
    for g in 0..games {
        let config = &configs[(g as usize) % configs.len()];
        let seed = derive_seed(players as u64, g);
        let (state, _moves, events) = random_game::<Sorciers>(config, seed, &mut rng, max_moves(config), |_| {});
        let outcome = Sorciers::outcome(&state).unwrap();
        // Scores equal the sum of the round scores announced in the log.
        let mut sums = vec![0i32; players as usize];
        let mut rounds = 0;
        let mut tricks_this_round = 0;
        for e in &events {
            match &e.event {
                Event::TrickWon { .. } => tricks_this_round += 1,
                Event::RoundScored { round, rows } => {
                    rounds += 1;
                    assert_eq!(*round, rounds);
                    assert_eq!(tricks_this_round, *round as usize, "round {round} played {tricks_this_round} tricks");
                    assert_eq!(rows.iter().map(|r| r.tricks as usize).sum::<usize>(), tricks_this_round);
                    tricks_this_round = 0;
                    for (i, row) in rows.iter().enumerate() {
                        sums[i] += row.points;
                        assert_eq!(row.total, sums[i]);
                    }
                }
                _ => {}
            }
        }
        assert_eq!(rounds as usize, 60 / players as usize);
        assert_eq!(outcome.scores, sums);
        assert!(matches!(events.last().map(|e| &e.event), Some(Event::GameOver { .. })));
        finished += 1;
    }
    assert_eq!(finished, games);
}

// 10,000 random games per run, spread over 3–6 players and every option combination.
#[test]
fn random_games_3_players() {
    random_games(3, 2500);
}
#[test]
fn random_games_4_players() {
    random_games(4, 2500);
}
#[test]
fn random_games_5_players() {
    random_games(5, 2500);
}
#[test]
fn random_games_6_players() {
    random_games(6, 2500);
}

#[test]
fn illegal_and_wrong_seat_moves_change_nothing() {
    let mut rng = rng_from_seed(77);
    let mut refused = 0;
    let mut wrong_seat = 0;
    for (g, config) in all_configs().iter().cycle().take(192).enumerate() {
        let (mut state, _) = Sorciers::new(config, g as u64).unwrap();
        let n = config.players as u32;
        while let Some(seat) = Sorciers::to_act(&state) {
            for _ in 0..3 {
                let mv = arbitrary_move(&mut rng);
                if !try_move::<Sorciers>(&mut state.clone(), seat, mv) {
                    refused += 1;
                }
            }
            // The same legal move from any other seat (even a seat that does not exist).
            let legal = Sorciers::legal_moves(&state);
            let mv = legal[below(&mut rng, legal.len() as u32) as usize];
            let other = Seat(((seat.0 as u32 + 1 + below(&mut rng, n + 2)) % (n + 3)) as u8);
            if other != seat {
                assert!(!try_move::<Sorciers>(&mut state, other, mv));
                wrong_seat += 1;
            }
            assert!(try_move::<Sorciers>(&mut state, seat, mv));
        }
        // After the end, nothing is accepted.
        for seat in Seat::all(n as usize) {
            assert!(!try_move::<Sorciers>(&mut state, seat, arbitrary_move(&mut rng)));
        }
    }
    assert!(refused > 100_000 && wrong_seat > 10_000, "refused {refused}, wrong seat {wrong_seat}");
}

#[test]
fn replay_rebuilds_identical_states_and_views() {
    let mut rng = rng_from_seed(5);
    for (g, config) in all_configs().iter().cycle().take(256).enumerate() {
        let seed = derive_seed(9, g as u64);
        replay_whole_and_cut::<Sorciers>(config, seed, &mut rng, max_moves(config), 200);
    }
}

#[test]
fn hidden_information_views_and_bot_decisions() {
    let mut rng = rng_from_seed(31);
    let search = SearchBot { budget: 600, min_samples: 2, max_samples: 6 };
    let mut checked = 0;
    let mut changed = 0;
    for (g, config) in all_configs().iter().cycle().take(320).enumerate() {
        let seed = derive_seed(17, g as u64);
        let mut states = Vec::new();
        random_game::<Sorciers>(config, seed, &mut rng, max_moves(config), |s| {
            states.push(s.clone());
        });
        // A handful of states from all along the game.
        for _ in 0..6 {
            let state = &states[below(&mut rng, states.len() as u32) as usize];
            changed += check_hidden_info::<Sorciers>(state, &mut rng);
            checked += Sorciers::seats(state);
            // The seat to act decides the same on the real state and on a re-dealt one.
            if let Some(seat) = Sorciers::to_act(state) {
                let other = Sorciers::resample_secrets(state, seat, &mut rng);
                let (va, vb) = (Sorciers::view(state, Viewer::Seat(seat)), Sorciers::view(&other, Viewer::Seat(seat)));
                let bot_seed = below(&mut rng, u32::MAX) as u64;
                let h = (
                    HeuristicBot.choose(&va, &mut rng_from_seed(bot_seed)),
                    HeuristicBot.choose(&vb, &mut rng_from_seed(bot_seed)),
                );
                assert_eq!(h.0, h.1);
                let s = (
                    search.choose(&va, &mut rng_from_seed(bot_seed)),
                    search.choose(&vb, &mut rng_from_seed(bot_seed)),
                );
                assert_eq!(s.0, s.1);
                // And the decision is legal in both worlds.
                for (st, mv) in [(state, h.0.unwrap()), (&other, s.1.unwrap())] {
                    assert!(Sorciers::legal_moves(st).contains(&mv));
                }
            }
        }
    }
    // The check is not vacuous: most re-deals really changed the hidden cards.
    assert!(changed * 2 > checked, "only {changed} of {checked} re-deals changed anything");
}

#[test]
fn views_hold_no_other_seats_cards() {
    // Independent of resampling: a seat's view never names a card that is in
    // another hand, unless vision de l'enfer shows it (and then never its own).
    let mut rng = rng_from_seed(8);
    for (g, config) in all_configs().iter().cycle().take(128).enumerate() {
        random_game::<Sorciers>(config, g as u64, &mut rng, max_moves(config), |s: &State| {
            let n = config.players as usize;
            let text = |v: &tablee::games::sorciers::View| serde_json::to_string(v).unwrap();
            let table = Sorciers::view(s, Viewer::Table);
            assert!(table.hand.is_none() && table.seen_hands.iter().all(Option::is_none));
            for seat in Seat::all(n) {
                let v = Sorciers::view(s, Viewer::Seat(seat));
                if !config.vision_de_l_enfer {
                    assert!(v.seen_hands.iter().all(Option::is_none));
                    if let Some(hand) = &v.hand {
                        assert_eq!(hand.len(), v.hand_sizes[seat.index()] as usize);
                    }
                } else {
                    assert!(v.seen_hands[seat.index()].is_none(), "vision never shows a seat its own hand as seen");
                }
                let _ = text(&v);
            }
        });
    }
}

#[test]
fn bots_play_legal_moves_to_the_end() {
    let search = SearchBot { budget: 2_000, min_samples: 2, max_samples: 16 };
    for (g, config) in all_configs().iter().enumerate().filter(|(g, _)| g % 4 == 0) {
        let (mut state, _) = Sorciers::new(config, g as u64).unwrap();
        let mut rng = rng_from_seed(g as u64);
        let mut moves = 0;
        while let Some(seat) = Sorciers::to_act(&state) {
            let view = Sorciers::view(&state, Viewer::Seat(seat));
            let mv = match seat.0 % 3 {
                0 => search.choose(&view, &mut rng),
                1 => HeuristicBot.choose(&view, &mut rng),
                _ => RandomBot.choose(&view, &mut rng),
            }
            .expect("the seat to act gets a move");
            assert!(view.legal.contains(&mv), "{mv:?} not legal for {seat}");
            apply_ok::<Sorciers>(&mut state, mv);
            moves += 1;
        }
        assert!(moves <= max_moves(config));
        // A bot asked out of turn declines.
        let view = Sorciers::view(&state, Viewer::Seat(Seat(0)));
        assert_eq!(HeuristicBot.choose(&view, &mut rng), None);
    }
}

#[test]
fn events_reach_only_their_audience() {
    let mut rng = rng_from_seed(3);
    for config in all_configs() {
        let (_, _, events) = random_game::<Sorciers>(&config, 4, &mut rng, max_moves(&config), |_| {});
        for e in &events {
            match &e.event {
                Event::HandDealt { seat, .. } => assert_eq!(e.audience, Audience::Only(*seat)),
                Event::HandsShown { hands } => {
                    let Audience::Only(to) = e.audience else { panic!("hands shown to everyone") };
                    assert!(hands.iter().all(|(s, _)| *s != to));
                }
                Event::Bid { seat, .. } if config.bid_mode != BidMode::Open => {
                    assert_eq!(e.audience, Audience::Only(*seat))
                }
                _ => assert_eq!(e.audience, Audience::Everyone, "{:?}", e.event),
            }
        }
    }
}

// ------------------------------------------------------------ saves

/// The JSON pointers of every leaf of `v` (a number, a string, a bool, null).
fn leaves(v: &serde_json::Value, at: String, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => m.iter().for_each(|(k, v)| leaves(v, format!("{at}/{k}"), out)),
        serde_json::Value::Array(a) => a.iter().enumerate().for_each(|(i, v)| leaves(v, format!("{at}/{i}"), out)),
        _ => out.push(at),
    }
}

fn finished_record(seed: u64) -> Record<Sorciers> {
    let config = Config::with_players(3);
    let mut rng = rng_from_seed(seed);
    let (_, moves, _) = random_game::<Sorciers>(&config, seed, &mut rng, max_moves(&config), |_| {});
    let mut r = Record::new(config, seed);
    r.moves = moves[..moves.len() / 3].to_vec();
    r
}

#[test]
fn saves_from_other_versions_or_games_are_clear_errors() {
    let good = finished_record(1).encode();
    let with_format =
        |f: &str| good.replacen(&format!("\"format\":{FORMAT_FROM_START}"), &format!("\"format\":{f}"), 1);
    assert_eq!(
        Record::<Sorciers>::decode(with_format("0").as_bytes()).err(),
        Some(SaveError::OldVersion { found: 0, supported: FORMAT_VERSION })
    );
    assert_eq!(
        Record::<Sorciers>::decode(with_format("99").as_bytes()).err(),
        Some(SaveError::NewerVersion { found: 99, supported: FORMAT_VERSION })
    );
    let other = good.replacen("\"game\":\"sorciers\"", "\"game\":\"barracuda\"", 1);
    assert!(matches!(Record::<Sorciers>::decode(other.as_bytes()), Err(SaveError::WrongGame { .. })));
    assert_eq!(Record::<Sorciers>::decode(&[0xff, 0xfe]).err(), Some(SaveError::NotText));
    assert!(matches!(Record::<Sorciers>::decode(b"{}"), Err(SaveError::Malformed(_))));
    assert!(matches!(Record::<Sorciers>::decode(b""), Err(SaveError::Malformed(_))));
    // A move that is well-formed but illegal at its place: a replay error naming it.
    let mut record = finished_record(2);
    record.moves.insert(0, Move::Play(Card::parse("E1").unwrap()));
    let decoded = Record::<Sorciers>::decode(record.encode().as_bytes()).unwrap();
    assert!(matches!(tablee::engine::replay(&decoded), Err(SaveError::Replay { index: 0, .. })));
    // A bad config: a setup error.
    let seven = good.replacen("\"players\":3", "\"players\":7", 1);
    let decoded = Record::<Sorciers>::decode(seven.as_bytes()).unwrap();
    assert!(matches!(tablee::engine::replay(&decoded), Err(SaveError::Setup(_))));
    // Moves after the end of the game.
    let mut record = finished_record(3);
    let config = record.config.clone();
    let (_, all, _) = random_game::<Sorciers>(&config, 3, &mut rng_from_seed(3), max_moves(&config), |_| {});
    record.moves = all;
    record.moves.push(Move::Bid(0));
    let n = record.moves.len();
    assert!(matches!(tablee::engine::replay(&record), Err(SaveError::Replay { index, .. }) if index == n - 1));
}

#[test]
fn config_fields_default_when_missing() {
    let c: Config = serde_json::from_str(r#"{"players":5}"#).unwrap();
    assert_eq!(c, Config::with_players(5));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// A save with one of its fields given another value (a number out of
    /// range, a string, a list, null): it reaches the decoder's and the
    /// replay's every check, where random bytes would stop at the first
    /// byte. Decoded or refused, never a panic; decoded, it writes back to
    /// a save that decodes to itself.
    #[test]
    fn a_save_with_a_field_changed_is_read_or_refused_never_a_panic(
        seed in 0u64..20,
        field in any::<proptest::sample::Index>(),
        value in prop_oneof![
            any::<i64>().prop_map(serde_json::Value::from),
            any::<u64>().prop_map(serde_json::Value::from),
            (0u64..70).prop_map(serde_json::Value::from),
            "[a-zA-Z0-9]{0,6}".prop_map(serde_json::Value::from),
            Just(serde_json::Value::Null),
            proptest::collection::vec(0u64..300, 0..4).prop_map(serde_json::Value::from),
        ],
    ) {
        let text = finished_record(seed).encode();
        let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
        let mut paths = Vec::new();
        leaves(&json, String::new(), &mut paths);
        let path = field.get(&paths);
        *json.pointer_mut(path).unwrap() = value;
        let damaged = serde_json::to_vec(&json).unwrap();
        if let Ok(record) = Record::<Sorciers>::decode(&damaged) {
            let _ = tablee::engine::replay(&record);
            prop_assert_eq!(Record::<Sorciers>::decode(record.encode().as_bytes()).ok(), Some(record));
        }
    }

    #[test]
    fn decoding_damaged_saves_never_panics(seed in 0u64..20, cut in 0usize..4000, pos in 0usize..4000, byte in any::<u8>()) {
        let mut text = finished_record(seed).encode().into_bytes();
        let p = pos % text.len().max(1);
        if !text.is_empty() { text[p] = byte; }
        text.truncate(cut.max(1).min(text.len()));
        let intact = text == finished_record(seed).encode().into_bytes();
        match Record::<Sorciers>::decode(&text) {
            Ok(record) => { let _ = tablee::engine::replay(&record); }
            // Only a damaged save is refused.
            Err(e) => prop_assert!(!intact, "an intact save refused: {e}"),
        }
    }

    #[test]
    fn any_config_is_accepted_or_refused_cleanly(players in any::<u8>(), opts in 0u8..32, seed in any::<u64>()) {
        let config = Config {
            players,
            sorcier_turned: if opts & 1 == 0 { SorcierTurned::NoTrump } else { SorcierTurned::DealerChooses },
            somme_non_nulle: opts & 2 != 0,
            bid_mode: [BidMode::Open, BidMode::Simultaneous, BidMode::Hidden, BidMode::Open][((opts >> 2) & 3) as usize],
            vision_de_l_enfer: opts & 16 != 0,
        };
        match Sorciers::new(&config, seed) {
            Ok((state, _)) => {
                prop_assert!((3..=6).contains(&players));
                prop_assert!(Sorciers::audit(&state).is_ok());
            }
            Err(_) => prop_assert!(!(3..=6).contains(&players) || (config.somme_non_nulle && config.bid_mode != BidMode::Open)),
        }
    }
}

#[test]
fn public_functions_survive_odd_inputs() {
    let mut rng = rng_from_seed(12);
    let config = Config::with_players(4);
    let (state, _) = Sorciers::new(&config, 12).unwrap();
    // A viewer who is not at the table sees what the table sees.
    let stranger = Sorciers::view(&state, Viewer::Seat(Seat(200)));
    let table = Sorciers::view(&state, Viewer::Table);
    assert_eq!(stranger.hand, None);
    assert_eq!(stranger.bids, table.bids);
    assert!(stranger.legal.is_empty());
    let _ = Sorciers::resample_secrets(&state, Seat(200), &mut rng);
    // Bots given a view that is not theirs, or a tampered one, decline or
    // answer, but never panic.
    let search = SearchBot { budget: 500, min_samples: 1, max_samples: 4 };
    let to_act = Sorciers::to_act(&state).unwrap();
    let mut v = Sorciers::view(&state, Viewer::Seat(to_act));
    assert!(HeuristicBot.choose(&table, &mut rng).is_none());
    assert!(search.choose(&stranger, &mut rng).is_none());
    v.hand_sizes.clear();
    v.bids.truncate(1);
    let _ = HeuristicBot.choose(&v, &mut rng);
    let _ = search.choose(&v, &mut rng);
    v.hand = Some(Vec::new());
    v.stock_size = 0;
    let _ = HeuristicBot.choose(&v, &mut rng);
    let _ = search.choose(&v, &mut rng);
}

/// A newly dealt hand is listed in the log sorted by this round's trump (it
/// used to be sorted by the previous round's, being built before the trump
/// was turned).
#[test]
fn a_dealt_hand_is_sorted_by_this_rounds_trump() {
    let mut checked = 0;
    for seed in 0..30u64 {
        let config = Config { players: 4, ..Config::default() };
        let mut rng = rng_from_seed(seed);
        let (_, _, events) = random_game::<Sorciers>(&config, seed, &mut rng, 10_000, |_| {});
        let mut hands: Vec<Vec<Card>> = Vec::new();
        for logged in &events {
            match &logged.event {
                Event::RoundStarted { .. } => hands.clear(),
                Event::HandDealt { cards, .. } => hands.push(cards.clone()),
                Event::TrumpTurned { trump, .. } => {
                    for hand in &hands {
                        let mut sorted = hand.clone();
                        tablee::games::sorciers::cards::sort_for_display(&mut sorted, *trump);
                        assert_eq!(hand, &sorted, "seed {seed}: a hand not sorted by the trump {trump:?}");
                        checked += 1;
                    }
                }
                _ => {}
            }
        }
    }
    assert!(checked > 500, "hands checked: {checked}");
}

#[test]
fn deals_anew_from_a_view() {
    by_chance::<Sorciers>(deal_anew_contract::<Sorciers>(
        &[&[], &[("bid", "hidden")], &[("bid", "simultaneous"), ("vision", "1")], &[("somme", "1"), ("official", "1")]],
        2,
        12,
    ));
}
