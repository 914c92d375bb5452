//! Every input under `tests/fuzz_cases/<target>/` goes through the same
//! harness as the libFuzzer target of that name (`tablee::fuzzing`): the
//! crashes the fuzzer found, minimised, and a few hand-made cases. A bug that
//! comes back fails here, without cargo-fuzz or nightly.

use std::path::{Path, PathBuf};
use tablee::fuzzing::{link_decode, moves, save_decode};

/// The fuzz targets: the two readers, and the moves of each game.
fn targets() -> Vec<String> {
    macro_rules! moves_targets {
        ($($id:ident : $game:path),* $(,)?) => {
            vec![$(concat!("moves_", stringify!($id)).to_string()),*]
        };
    }
    let mut all = vec!["save_decode".to_string(), "link_decode".to_string()];
    all.extend(tablee::for_each_game!(moves_targets));
    all
}

fn harness(target: &str) -> fn(&[u8]) {
    macro_rules! by_name {
        ($($id:ident : $game:path),* $(,)?) => {
            match target {
                "save_decode" => save_decode,
                "link_decode" => link_decode,
                $(t if t == concat!("moves_", stringify!($id)) => moves::<$game>,)*
                other => panic!("tests/fuzz_cases/{other}: no such fuzz target (one of {:?})", targets()),
            }
        };
    }
    tablee::for_each_game!(by_name)
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_cases")
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut all: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    all.sort();
    all
}

#[test]
fn every_case_replays_without_a_crash() {
    let mut failed = Vec::new();
    let mut count = 0;
    for dir in files(&cases_dir()) {
        let target = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let run = harness(&target);
        for file in files(&dir) {
            let bytes = std::fs::read(&file).expect("a case file");
            count += 1;
            if std::panic::catch_unwind(|| run(&bytes)).is_err() {
                failed.push(format!("{target}/{}", file.file_name().unwrap_or_default().to_string_lossy()));
            }
        }
    }
    assert!(failed.is_empty(), "fuzz cases failing again: {failed:?}");
    assert!(count >= targets().len(), "only {count} fuzz cases");
}

#[test]
fn every_target_has_cases() {
    for t in targets() {
        let dir = cases_dir().join(&t);
        assert!(dir.is_dir() && !files(&dir).is_empty(), "no case for {t} in tests/fuzz_cases");
    }
}

/// The harnesses themselves: they do fail on a broken contract (a refusal
/// that is checked, not swallowed), and accept any bytes otherwise.
#[test]
fn empty_and_short_inputs_are_fine() {
    for t in targets() {
        let run = harness(&t);
        for bytes in [&b""[..], &[0], &[255; 3], &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]] {
            run(bytes);
        }
    }
}

/// Writes the seed corpus of the fuzz targets (`fuzz/seeds/<target>/`): a
/// save of each game at a few points of a game, which the save decoder's
/// fuzzing mutates. `cargo test --no-default-features --test fuzz_regressions -- --ignored`.
#[test]
#[ignore]
fn write_seed_corpus() {
    use tablee::engine::{below, rng_from_seed, Record, SeatKind, SeatSetup};
    use tablee::scene::GameUi;
    /// Saves of a game of the fewest players, default options.
    fn saves<G: GameUi>(out: &Path) {
        let players = G::PLAYERS.0;
        let config = G::config_for(players, &[]);
        let mut rng = rng_from_seed(7);
        let (mut state, _) = G::new(&config, 42).expect("a valid config");
        let mut moves = Vec::new();
        let mut cut = 0;
        loop {
            if moves.len() == cut {
                let mut record = Record::<G>::new(config.clone(), 42);
                record.moves = moves.clone();
                let mut save: serde_json::Value = serde_json::from_str(&record.encode()).unwrap();
                let seats: Vec<SeatSetup> = (0..players)
                    .map(|i| SeatSetup {
                        name: format!("P{i}"),
                        kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy },
                    })
                    .collect();
                save["seats"] = serde_json::to_value(seats).unwrap();
                save["holder"] = serde_json::Value::Null;
                std::fs::write(out.join(format!("{}-{players}p-{cut}.json", G::ID)), save.to_string()).unwrap();
                cut = if cut == 0 { 3 } else { cut * 4 };
            }
            let Some(seat) = G::to_act(&state) else { break };
            let legal = G::legal_moves(&state);
            let mv = legal[below(&mut rng, legal.len() as u32) as usize].clone();
            G::apply(&mut state, seat, mv.clone()).unwrap();
            moves.push(mv);
        }
    }
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/save_decode");
    std::fs::create_dir_all(&out).unwrap();
    macro_rules! every_game {
        ($($id:ident : $game:path),* $(,)?) => {
            $(saves::<$game>(&out);)*
        };
    }
    tablee::for_each_game!(every_game);
}

/// How fast the harnesses run on random inputs (no coverage guidance):
/// `cargo test --release --no-default-features --test fuzz_regressions speed -- --ignored --nocapture`.
#[test]
#[ignore]
fn speed() {
    use tablee::engine::{below, rng_from_seed};
    let mut rng = rng_from_seed(1);
    for t in targets() {
        let run = harness(&t);
        let start = std::time::Instant::now();
        let n = 300;
        for _ in 0..n {
            let len = below(&mut rng, 1024) as usize;
            let bytes: Vec<u8> = (0..len).map(|_| below(&mut rng, 256) as u8).collect();
            run(&bytes);
        }
        println!("{t}: {:.0} inputs/s", n as f64 / start.elapsed().as_secs_f64());
    }
}

/// The save harness goes on past the load: it writes the table, takes
/// back the holder's last move and asks for a hint. Saves of each game at
/// a holder's turn (whose last move was their own when one is found) go
/// through it, so that path runs in CI, not only under the fuzzer.
#[test]
fn the_save_harness_writes_undoes_and_hints_after_loading() {
    use tablee::engine::{below, rng_from_seed, Screen, SeatKind, SeatSetup, Table};
    use tablee::scene::GameUi;
    fn one<G: GameUi>() -> bool {
        let kinds = [SeatKind::Human, SeatKind::Human, SeatKind::Easy];
        let seats = kinds.iter().enumerate().map(|(i, &kind)| SeatSetup { name: format!("P{i}"), kind }).collect();
        let mut t = Table::<G>::new(G::config_for(3, &[]), 3, seats).unwrap();
        let mut rng = rng_from_seed(3);
        let mut turns = 0;
        let mut undone = false;
        for _ in 0..3000 {
            match t.screen() {
                Screen::Over => break,
                Screen::Curtain(s) => assert!(t.take_tablet(s)),
                Screen::Computer(_) => assert!(t.step_computer().is_some()),
                Screen::Turn(s) | Screen::Public(s) => {
                    if t.hint_seat().is_some() && (t.can_undo() || turns < 2) {
                        turns += 1;
                        undone |= t.can_undo();
                        save_decode(t.save().as_bytes());
                        if undone {
                            break;
                        }
                    }
                    let legal = t.legal();
                    t.play(s, legal[below(&mut rng, legal.len() as u32) as usize].clone()).unwrap();
                }
            }
        }
        assert!(turns > 0, "{}: no turn to hint at", G::ID);
        undone
    }
    macro_rules! each {
        ($($id:ident : $game:path),* $(,)?) => {
            [$(one::<$game>()),*]
        };
    }
    let undone = tablee::for_each_game!(each);
    assert!(undone.iter().filter(|u| **u).count() >= 2, "an undo reached in too few games: {undone:?}");
}

/// Every target is a libFuzzer target too: a `[[bin]]` of `fuzz/Cargo.toml`
/// and its file, so that a new game is fuzzed as soon as it is listed (the
/// check names what is missing).
#[test]
fn every_target_is_a_libfuzzer_target() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let manifest = std::fs::read_to_string(fuzz.join("Cargo.toml")).expect("fuzz/Cargo.toml");
    for t in targets() {
        assert!(manifest.contains(&format!("name = \"{t}\"")), "no [[bin]] {t} in fuzz/Cargo.toml");
        let file = fuzz.join(format!("fuzz_targets/{t}.rs"));
        assert!(file.is_file(), "no {}", file.display());
    }
}
