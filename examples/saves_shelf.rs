//! A full list of saved games, as a family who plays a lot leaves it: 30
//! games in progress (6 of each game, 10 to 60 moves in) and the 10 last
//! finished ones (2 of each), as the localStorage entries the app writes
//! (`[[key, value], …]`, JSON on stdout). `scripts/home_saves.mjs` times the
//! home's start-up with them.
//!     cargo run --release --no-default-features --example saves_shelf > /tmp/shelf.json
use tablee::engine::{Screen, SeatKind, SeatSetup, Table};
use tablee::scene::GameUi;
use tablee::shelf::{MemoryStore, Shelf};

fn fill<G: GameUi>(shelf: &mut Shelf<MemoryStore>, clock: &mut u64) {
    let names = ["Ana", "Bob", "Cléo", "Dani"];
    let players = 3u8.clamp(G::PLAYERS.0, G::PLAYERS.1);
    for k in 0..8u64 {
        let seats = names[..players as usize]
            .iter()
            .enumerate()
            .map(|(i, n)| SeatSetup { name: (*n).into(), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let mut t = Table::<G>::new(G::config_for(players, &[]), 100 + k, seats).expect("a game");
        // Six in progress, stopped 10 to 60 moves in; two played to the end.
        let stop = if k < 6 { 10 + 10 * k as usize } else { usize::MAX };
        let mut rng = 1 + k;
        while t.moves_made() < stop {
            match t.screen() {
                Screen::Over => break,
                Screen::Computer(_) => {
                    t.step_computer();
                }
                Screen::Curtain(s) => {
                    t.take_tablet(s);
                }
                Screen::Turn(s) | Screen::Public(s) => {
                    let legal = t.legal();
                    rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let mv = legal[(rng >> 33) as usize % legal.len()].clone();
                    t.play(s, mv).expect("a legal move");
                }
            }
        }
        *clock += 60_000;
        let id = shelf.new_id(G::ID, k);
        shelf.put(&id, &t.save(), *clock).expect("in memory");
    }
}

fn main() {
    let mut store = MemoryStore::default();
    let mut clock = 1_790_000_000_000u64;
    {
        let mut shelf = Shelf::new(&mut store, "tablee.");
        macro_rules! all {
            ($($id:ident : $game:path),* $(,)?) => { $(fill::<$game>(&mut shelf, &mut clock);)* };
        }
        tablee::for_each_game!(all);
    }
    let entries: Vec<(String, String)> = store.map.into_iter().collect();
    println!("{}", serde_json::to_string(&entries).expect("text"));
}
