//! Saves across versions, with committed fixtures (`tests/fixtures/saves/`):
//! every format-1 save (one game in progress per game) migrates, replays to
//! the state recorded beside it and re-saves in the current format; an
//! older format and a newer one are refused with a clear error; damaged
//! bytes are `Malformed`, never a panic.
//!
//! The fixtures were written by `write_fixtures` (ignored) while format 1
//! was current: `cargo test --no-default-features --test saves -- --ignored write_fixtures`.
//! Do not run it again with a newer format: it would overwrite genuine old
//! saves with new ones. `write_expected` (ignored) rewrites only the expected
//! states, from the committed saves, if a view's shape changes on purpose.

use std::fmt::Debug;
use std::path::{Path, PathBuf};
use tablee::engine::{Screen, Seat, SeatKind, SeatSetup, Table, Viewer};
use tablee::games::{barracuda::Barracuda, bourse::Bourse, levee::Levee, pfeffersacke::Pfeffersacke, sorciers::Sorciers};
use tablee::scene::GameUi;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves")
}

/// FNV-1a over 64 bits: stable across builds and platforms.
fn fnv(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// What a resumed game must show: the fixture's `<game>.expected.json`.
#[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Expected {
    moves: usize,
    /// "curtain" or "turn" (fixtures stop where a human is to act).
    screen: String,
    /// The seat the screen is about (named by the curtain, or deciding).
    seat: u8,
    /// Its player's name (the curtain shows it).
    name: String,
    /// Who holds the tablet.
    holder: Option<u8>,
    /// FNV-1a of the Debug text of the table's public view…
    public_view: String,
    /// …and of the view on screen (the holder's, or the table's).
    screen_view: String,
}

fn hash_of<T: Debug>(v: &T) -> String {
    fnv(&format!("{v:?}"))
}

fn expected<G: GameUi>(t: &Table<G>) -> Expected {
    let (screen, seat) = match t.screen() {
        Screen::Curtain(s) => ("curtain", s),
        Screen::Turn(s) => ("turn", s),
        Screen::Public(s) => ("public", s),
        Screen::Computer(s) => ("computer", s),
        Screen::Over => ("over", Seat(0)),
    };
    Expected {
        moves: t.moves_made(),
        screen: screen.into(),
        seat: seat.0,
        name: t.seats()[seat.index()].name.clone(),
        holder: t.holder().map(|s| s.0),
        public_view: hash_of(&t.view(Viewer::Table)),
        screen_view: hash_of(&t.view(t.viewer())),
    }
}

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Two humans (so curtains come) and a computer, played by random humans
/// until at least `moves` moves are made and a human is to act (at a curtain
/// when `curtain`, else on their turn).
fn in_progress<G: GameUi>(seed: u64, moves: usize, curtain: bool) -> Table<G> {
    let kinds = [SeatKind::Human, SeatKind::Human, SeatKind::Easy];
    let names = ["Ana", "Bob", "Cléo"];
    let seats = kinds.iter().zip(names).map(|(&kind, name)| SeatSetup { name: name.into(), kind }).collect();
    let config = G::config_for(3, &[]);
    let mut t = Table::<G>::new(config, seed, seats).expect("valid setup");
    let mut rng = Lcg(seed);
    for _ in 0..100_000 {
        let screen = t.screen();
        let want = if curtain { matches!(screen, Screen::Curtain(_)) } else { matches!(screen, Screen::Turn(_)) };
        if t.moves_made() >= moves && want {
            return t;
        }
        match screen {
            Screen::Over => panic!("{}: the game ended before a fixture point", G::ID),
            Screen::Curtain(s) => assert!(t.take_tablet(s)),
            Screen::Computer(_) => assert!(t.step_computer().is_some()),
            Screen::Turn(s) | Screen::Public(s) => {
                let legal = t.legal();
                let mv = legal[rng.below(legal.len())].clone();
                t.play(s, mv).expect("a legal move is accepted");
            }
        }
    }
    panic!("{}: no fixture point", G::ID)
}

/// The fixture of each game: (seed, moves at least, stop at a curtain).
/// Pfeffersäcke has nothing secret, so no curtain: it stops on a turn.
fn write_one<G: GameUi>(seed: u64, moves: usize, curtain: bool) {
    let t = in_progress::<G>(seed, moves, curtain);
    let v1 = dir().join("v1");
    std::fs::create_dir_all(&v1).unwrap();
    std::fs::write(v1.join(format!("{}.json", G::ID)), t.save()).unwrap();
    let exp = serde_json::to_string_pretty(&expected(&t)).unwrap();
    std::fs::write(v1.join(format!("{}.expected.json", G::ID)), exp + "\n").unwrap();
}

#[test]
#[ignore = "writes the format-1 fixtures; run once, while format 1 was current"]
fn write_fixtures() {
    write_one::<Sorciers>(11, 20, true);
    write_one::<Barracuda>(12, 20, true);
    write_one::<Bourse>(13, 20, true);
    write_one::<Levee>(14, 20, true);
    write_one::<Pfeffersacke>(15, 20, false);
}
