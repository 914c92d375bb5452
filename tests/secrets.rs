//! A link never shows more than the eyes it was made with (issue 33).
//!
//! For every game, natively:
//! - the link of a game not over is what its eyes saw (their views and the
//!   log lines they read), and round-trips at every position, through every
//!   eyes;
//! - two games that differ only in what those eyes cannot see give the same
//!   link, byte for byte: games whose hidden moves differ (a secret bid, the
//!   notes of an envelope), and games dealt from two seeds that those eyes
//!   cannot tell apart;
//! - "play from here" from such a link deals what the eyes did not see
//!   anew: the hidden cards vary from one try to the next, never come back
//!   as they really were more often than two tries agree, and the deals to
//!   come are not the real ones;
//! - a game over still shares the whole game.

mod common;

use common::*;
use tablee::engine::link::{decode, encode_seen, peek, Link, Seen};
use tablee::engine::{choose, derive_seed, rng_from_seed, Record, Seat, SeatKind, SeatSetup, Start, Table, Viewer};
use tablee::games::{barracuda::Barracuda, bourse::Bourse, levee::Levee, sorciers::Sorciers};
use tablee::scene::GameUi;

fn seats(n: usize) -> Vec<SeatSetup> {
    (0..n).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Human }).collect()
}

/// A record of random legal moves, stopped before the end.
fn unfinished<G: GameUi>(players: u8, options: &[(&str, &str)], seed: u64) -> Record<G> {
    let options: Vec<(String, String)> = options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    let config = G::config_for(players, &options);
    let mut rng = rng_from_seed(seed ^ 0x5EC2);
    let (mut state, _) = G::new(&config, seed).expect("a valid config");
    let mut record = Record::<G>::new(config, seed);
    while let Some(seat) = G::to_act(&state) {
        let mv = choose(&mut rng, &G::legal_moves(&state)).expect("a legal move").clone();
        let mut next = state.clone();
        G::apply(&mut next, seat, mv.clone()).expect("legal");
        if G::to_act(&next).is_none() {
            break;
        }
        state = next;
        record.moves.push(mv);
    }
    record
}

fn eyes_of(n: usize) -> Vec<Viewer> {
    std::iter::once(Viewer::Table).chain((0..n as u8).map(|s| Viewer::Seat(Seat(s)))).collect()
}

/// The link of `record` cut after `at` moves, through `eyes`.
fn seen_link<G: GameUi>(record: &Record<G>, at: usize, eyes: Viewer) -> String {
    let mut cut = record.clone();
    cut.moves.truncate(at);
    let n = G::seats(&G::new(&record.config, record.seed).unwrap().0);
    encode_seen(&Seen::of(&cut, seats(n), eyes, at).expect("a record that replays"))
}

// ---------------------------------------------------------------- round trips

/// At the fewest and the most players, with the defaults and with the
/// game's options at other values (secret bids, teams…).
fn round_trips<G: GameUi>() {
    let (min, max) = G::PLAYERS;
    for players in [min, max] {
        for (k, options) in option_sets::<G>(3).iter().enumerate() {
            let options: Vec<(&str, &str)> = options.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
            let record = unfinished::<G>(players, &options, derive_seed(u64::from(players), k as u64));
            let len = record.moves.len();
            for eyes in eyes_of(players as usize) {
                let seen = Seen::of(&record, seats(players as usize), eyes, len / 2).unwrap();
                let code = encode_seen(&seen);
                let header = peek(&code).expect("a link");
                assert_eq!((header.game.as_str(), header.moves, header.at, header.eyes), (G::ID, len, len / 2, eyes));
                match decode::<G>(&code) {
                    Ok(Link::Seen(back)) => {
                        assert!(back == seen, "{}: the same views and log come back", G::ID);
                        assert_eq!(encode_seen(&back), code, "{}: one code per link", G::ID);
                    }
                    other => panic!("{}: {other:?}", G::ID),
                }
                // What the link holds is exactly what those eyes saw.
                let mut table = Table::<G>::new(record.config.clone(), record.seed, seats(players as usize)).unwrap();
                for (k, mv) in record.moves.iter().enumerate() {
                    assert!(table.view(eyes) == seen.views[k]);
                    table.replay_move(mv.clone()).unwrap();
                }
                let read: Vec<_> = table.log(eyes).cloned().collect();
                assert!(read == seen.log, "{}: the log lines those eyes read, and no other", G::ID);
            }
        }
    }
}

#[test]
fn a_link_of_a_game_not_over_is_what_its_eyes_saw() {
    every_game!(round_trips());
}

// ---------------------------------------------------------------- twins

/// The events `eyes` may read, as they read them.
fn read_by<E: serde::Serialize>(events: Vec<tablee::engine::Logged<E>>, eyes: Viewer) -> Vec<String> {
    events.iter().filter(|e| e.audience.includes(eyes)).map(|e| serde_json::to_string(&e.event).unwrap()).collect()
}

/// Plays `mv` in both states: `Some` of both next states while `eyes` see
/// the same of them (the view, the table's view, the log lines they read)
/// and the game goes on.
fn both<G: GameUi>(a: &G::State, b: &G::State, mv: &G::Move, eyes: Viewer) -> Option<(G::State, G::State)> {
    let seat = G::to_act(a)?;
    let (mut na, mut nb) = (a.clone(), b.clone());
    let (ea, eb) = (G::apply(&mut na, seat, mv.clone()).ok()?, G::apply(&mut nb, seat, mv.clone()).ok()?);
    let same = G::view(&na, eyes) == G::view(&nb, eyes)
        && G::view(&na, Viewer::Table) == G::view(&nb, Viewer::Table)
        && read_by(ea, eyes) == read_by(eb, eyes);
    (same && G::to_act(&na).is_some()).then_some((na, nb))
}

/// Games that differ only in a hidden move: at a move of `record`, another
/// legal move that leaves `eyes` seeing the same (the view, the table's,
/// the log lines they read), after which the same moves stay legal and
/// unseen. Checks the two links are equal at moves up to where the eyes
/// first tell them apart. Returns how many twins were found.
fn hidden_move_twins<G: GameUi>(record: &Record<G>, eyes: Viewer) -> usize {
    let mut found = 0;
    let (mut state, _) = G::new(&record.config, record.seed).unwrap();
    for (j, mv) in record.moves.iter().enumerate() {
        let seat = G::to_act(&state).unwrap();
        let mut real = state.clone();
        let real_read = read_by(G::apply(&mut real, seat, mv.clone()).unwrap(), eyes);
        for other in G::legal_moves(&state).into_iter().filter(|m| m != mv) {
            let mut twin = state.clone();
            let twin_read = read_by(G::apply(&mut twin, seat, other.clone()).unwrap(), eyes);
            if G::view(&twin, eyes) != G::view(&real, eyes)
                || G::view(&twin, Viewer::Table) != G::view(&real, Viewer::Table)
                || twin_read != real_read
                || G::to_act(&real).is_none()
            {
                continue;
            }
            // The same moves on, while the eyes see the same.
            let mut b = record.clone();
            b.moves[j] = other;
            let (mut sa, mut sb) = (real.clone(), twin);
            let mut k = j + 1;
            while k < record.moves.len() {
                let Some((na, nb)) = both::<G>(&sa, &sb, &record.moves[k], eyes) else { break };
                (sa, sb) = (na, nb);
                k += 1;
            }
            for at in [j + 1, (j + 1 + k) / 2, k] {
                assert_eq!(
                    seen_link(record, at, eyes),
                    seen_link(&b, at, eyes),
                    "{}: two games that {eyes:?} cannot tell apart (move {j} differs) give other links at move {at}",
                    G::ID
                );
            }
            found += 1;
            break;
        }
        state = real;
        if found >= 3 {
            break;
        }
    }
    found
}

/// Two seeds dealing games that `eyes` cannot tell apart at the start (the
/// real secrets differ): the same moves on, while the eyes still see the
/// same, give the same link. Returns whether such seeds were found.
fn seed_twins<G: GameUi>(players: u8, eyes: Viewer, tries: u64) -> bool {
    let config = G::config_for(players, &[]);
    let mut by_view = std::collections::HashMap::new();
    for seed in 0..tries {
        let (state, events) = G::new(&config, seed).unwrap();
        let key = serde_json::to_string(&(G::view(&state, eyes), read_by(events, eyes))).unwrap();
        if let Some(&other) = by_view.get(&key) {
            let (a, _) = G::new(&config, other).unwrap();
            if common::bytes(&a) == common::bytes(&state) {
                continue;
            }
            // The moves of a random game from `other`, while both take them
            // and the eyes see the same.
            let mut ra = Record::<G>::new(config.clone(), other);
            let mut rb = Record::<G>::new(config.clone(), seed);
            let (mut sa, mut sb) = (a, state);
            let mut rng = rng_from_seed(seed);
            for _ in 0..400 {
                let Some(mv) = choose(&mut rng, &G::legal_moves(&sa)).cloned() else { break };
                let Some((na, nb)) = both::<G>(&sa, &sb, &mv, eyes) else { break };
                ra.moves.push(mv.clone());
                rb.moves.push(mv);
                (sa, sb) = (na, nb);
            }
            for at in 0..=ra.moves.len() {
                assert_eq!(
                    seen_link(&ra, at, eyes),
                    seen_link(&rb, at, eyes),
                    "{}: seeds {other} and {seed} look the same to {eyes:?} but give other links at move {at}",
                    G::ID
                );
            }
            return true;
        }
        by_view.insert(key, seed);
    }
    false
}

#[test]
fn games_that_differ_only_in_what_the_eyes_cannot_see_give_the_same_link() {
    // Hidden moves: secret bids, the notes in an envelope, a request.
    let mut twins = 0;
    for seed in 0..6 {
        for bid in ["hidden", "simultaneous"] {
            let record = unfinished::<Sorciers>(4, &[("bid", bid)], seed);
            for eyes in eyes_of(4) {
                twins += hidden_move_twins(&record, eyes);
            }
        }
    }
    assert!(twins > 0, "Sorciers: secret bids that no one else sees");
    let mut twins = 0;
    for seed in 0..6 {
        let record = unfinished::<Barracuda>(4, &[], seed);
        for eyes in eyes_of(4) {
            twins += hidden_move_twins(&record, eyes);
        }
    }
    assert!(twins > 0, "Barracuda: envelopes whose notes the table does not see");
    for seed in 0..3 {
        for eyes in eyes_of(4) {
            hidden_move_twins(&unfinished::<Bourse>(4, &[], seed), eyes);
            hidden_move_twins(&unfinished::<Levee>(4, &[], seed), eyes);
        }
    }
    // Hidden deals: seeds whose games look the same to the table, and to a seat.
    for (found, what) in [
        (seed_twins::<Sorciers>(3, Viewer::Table, 3000), "Sorciers, the table"),
        (seed_twins::<Sorciers>(3, Viewer::Seat(Seat(1)), 60_000), "Sorciers, a seat"),
        (seed_twins::<Barracuda>(3, Viewer::Table, 3000), "Barracuda, the table"),
        (seed_twins::<Levee>(3, Viewer::Table, 3000), "Preums !, the table"),
        (seed_twins::<Bourse>(2, Viewer::Table, 3000), "La Bourse, the table"),
    ] {
        assert!(found, "{what}: no two seeds dealt games that look the same");
    }
}

// ---------------------------------------------------------------- play from here

/// "Play from here" from links of a game not over, `tries` times at each
/// position: the seats those eyes cannot see get hands dealt anew.
fn play_from_here<G: GameUi>(players: u8, options: &[(&str, &str)], games: u64, tries: u64) -> Redealt {
    let mut out = Redealt::default();
    for g in 0..games {
        let record = unfinished::<G>(players, options, derive_seed(77, g));
        let len = record.moves.len();
        for at in [len / 5, len / 2, len] {
            for eyes in eyes_of(players as usize) {
                let code = seen_link(&record, at, eyes);
                let Ok(Link::Seen(seen)) = decode::<G>(&code) else { panic!("{}: a link", G::ID) };
                let mut cut = record.clone();
                cut.moves.truncate(at);
                let real = Table::<G>::from_record(&cut, seats(players as usize)).unwrap();
                let view = seen.view_at(at).expect("the position").clone();
                let dealt = |seed: u64| {
                    let start = Start { eyes, view: view.clone(), moves: at };
                    Table::<G>::continued(record.config.clone(), seed, seats(players as usize), start).unwrap()
                };
                for t in 0..tries {
                    let (a, b) = (dealt(derive_seed(g, t * 2)), dealt(derive_seed(g, t * 2 + 1)));
                    assert!(a.view(eyes) == real.view(eyes), "{}: the eyes see what they saw", G::ID);
                    assert_eq!(a.moves_made(), at);
                    for seat in Seat::all(players as usize) {
                        if Viewer::Seat(seat) == eyes || real.to_act().is_none() {
                            continue;
                        }
                        let own = |t: &Table<G>| t.view(Viewer::Seat(seat));
                        out.compared += 1;
                        out.real += usize::from(own(&a) == own(&real));
                        out.twins += usize::from(own(&a) == own(&b));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn play_from_here_deals_what_the_eyes_did_not_see_anew() {
    play_from_here::<Sorciers>(4, &[], 3, 4).assert_by_chance("Sorciers");
    play_from_here::<Sorciers>(3, &[("bid", "hidden")], 3, 4).assert_by_chance("Sorciers, hidden bids");
    play_from_here::<Barracuda>(4, &[], 3, 4).assert_by_chance("Barracuda");
    play_from_here::<Bourse>(3, &[], 3, 4).assert_by_chance("La Bourse aux Idées");
    play_from_here::<Levee>(4, &[], 3, 4).assert_by_chance("Preums !");
}

/// Sorciers: after "play from here", the next rounds are not the real game's
/// deals (the link holds no seed, and the re-deal draws the future anew).
#[test]
fn play_from_here_does_not_deal_the_real_rounds_to_come() {
    use tablee::games::sorciers::Move;
    let config = Sorciers::config_for(3, &[]);
    let setup = |k: SeatKind| (0..3).map(|i| SeatSetup { name: format!("P{i}"), kind: k }).collect::<Vec<_>>();
    // A game of easy computers to the start of round 3, then on to round 4.
    let mut real = Table::<Sorciers>::new(config.clone(), 2026, setup(SeatKind::Easy)).unwrap();
    let round_start = |t: &Table<Sorciers>| t.view(Viewer::Table).round;
    while round_start(&real) < 3 {
        real.step_computer().unwrap();
    }
    let at = real.moves_made();
    let code = encode_seen(&Seen::of(real.record(), setup(SeatKind::Easy), Viewer::Seat(Seat(0)), at).unwrap());
    while round_start(&real) < 4 {
        real.step_computer().unwrap();
    }
    let real_hand = real.view(Viewer::Seat(Seat(0))).hand.clone();
    let Ok(Link::Seen(seen)) = decode::<Sorciers>(&code) else { panic!("a link") };
    let mut same = 0;
    for seed in 0..20 {
        let start = Start { eyes: Viewer::Seat(Seat(0)), view: seen.view_at(at).unwrap().clone(), moves: at };
        let mut t = Table::<Sorciers>::continued(config.clone(), seed, setup(SeatKind::Easy), start).unwrap();
        // Round 3 dealt again to the others; Ana's own hand is hers.
        assert_eq!(t.view(Viewer::Seat(Seat(0))).hand, seen.view_at(at).unwrap().hand);
        while round_start(&t) < 4 {
            t.step_computer().unwrap();
        }
        same += usize::from(t.view(Viewer::Seat(Seat(0))).hand == real_hand);
    }
    assert_eq!(same, 0, "round 4's real hand came back after play from here");
    let _ = Move::Bid(0);
}

/// A game over shares the whole game: every hand, any eyes, exact replays.
#[test]
fn a_game_over_still_shares_the_whole_game() {
    fn one<G: GameUi>(players: u8) {
        let config = G::config_for(players, &[]);
        let mut table = Table::<G>::new(
            config,
            5,
            (0..players).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect(),
        )
        .unwrap();
        while table.step_computer().is_some() {}
        assert!(table.outcome().is_some());
        let live = tablee::scene::Live::new(table);
        let code = tablee::scene::AnyTable::share_code(&live);
        assert!(matches!(decode::<G>(&code), Ok(Link::Whole(_))), "{}: the whole game", G::ID);
    }
    every_game!(one(3));
}

/// "Watch a game (.json file)" of a game not over (or an old link of one,
/// which still holds its seed): the replay keeps the table's eyes, and
/// "play from here" deals the hidden part anew, as from a link.
#[test]
fn play_from_here_on_a_file_of_a_game_not_over_deals_anew() {
    fn one<G: GameUi>(players: u8) {
        use tablee::scene::{AnyTable, Live};
        let record = unfinished::<G>(players, &[], 31);
        let at = record.moves.len() / 2;
        let mut cut = record.clone();
        cut.moves.truncate(at);
        let real = Table::<G>::from_record(&cut, seats(players as usize)).unwrap();
        let state = tablee::engine::replay(&cut).expect("a record that replays").state;
        if !hides_something::<G>(&state, &mut rng_from_seed(31)) {
            return; // Nothing secret (Pfeffersäcke): nothing to deal anew.
        }
        let mut same = 0;
        let mut compared = 0;
        for seed in 0..12 {
            let replay = Live::<G>::replay(&record, seats(players as usize), at, Viewer::Table).unwrap();
            let from = replay.play_from(Seat(0), seed).expect("a game to continue");
            let t = Table::<G>::from_save(from.save().as_bytes()).expect("its save reads back");
            assert!(t.record().start.is_some(), "{}: a game continued from what the table saw", G::ID);
            assert!(t.view(Viewer::Table) == real.view(Viewer::Table));
            for s in Seat::all(players as usize) {
                compared += 1;
                same += usize::from(t.view(Viewer::Seat(s)) == real.view(Viewer::Seat(s)));
            }
        }
        assert!(same * 3 < compared, "{}: the real secrets came back {same} times in {compared}", G::ID);
    }
    every_game!(one(4));
}
