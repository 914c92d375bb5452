//! Generic checks of the engine contract, shared by every game's tests.
#![allow(dead_code)]

use serde::Serialize;
use tablee::engine::{choose, Events, Game, GameRng, Logged, Record, Seat, Viewer};

/// The state as bytes: "unchanged" in the tests means byte-for-byte.
pub fn bytes<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("states serialise")
}

/// Applies a move that must be legal, checks the invariants, returns the events.
pub fn apply_ok<G: Game>(state: &mut G::State, mv: G::Move) -> Vec<Logged<G::Event>> {
    let seat = G::to_act(state).expect("someone to act");
    let events = G::apply(state, seat, mv.clone()).unwrap_or_else(|e| panic!("legal move {mv:?} refused: {e}"));
    if let Err(broken) = G::audit(state) {
        panic!("invariant broken after {mv:?}: {broken}");
    }
    events
}

/// Tries a move that may be illegal. A refusal must leave the state exactly
/// as it was; acceptance must match `legal_moves`.
pub fn try_move<G: Game>(state: &mut G::State, seat: Seat, mv: G::Move) -> bool {
    let before = state.clone();
    let before_bytes = bytes(state);
    let legal = G::to_act(state) == Some(seat) && G::legal_moves(state).contains(&mv);
    match G::apply(state, seat, mv.clone()) {
        Ok(_) => {
            assert!(legal, "{mv:?} by {seat} was accepted but is not a legal move");
            G::audit(state).unwrap_or_else(|e| panic!("invariant broken after {mv:?}: {e}"));
            true
        }
        Err(_) => {
            assert!(!legal, "legal move {mv:?} by {seat} was refused");
            assert!(*state == before, "a refused move changed the state");
            assert_eq!(bytes(state), before_bytes, "a refused move changed the state's bytes");
            false
        }
    }
}

/// Plays a whole game with uniformly random legal moves, calling `each` after
/// every move. Returns the final state, the moves and every event.
pub fn random_game<G: Game>(
    config: &G::Config,
    seed: u64,
    rng: &mut GameRng,
    max_moves: usize,
    mut each: impl FnMut(&G::State),
) -> (G::State, Vec<G::Move>, Events<G>) {
    let (mut state, mut events) = G::new(config, seed).expect("valid config");
    G::audit(&state).expect("a new game is consistent");
    let mut moves = Vec::new();
    while G::to_act(&state).is_some() {
        assert!(moves.len() < max_moves, "the game did not end within {max_moves} moves");
        let legal = G::legal_moves(&state);
        let mv = choose(rng, &legal).expect("a seat to act always has a legal move").clone();
        events.extend(apply_ok::<G>(&mut state, mv.clone()));
        moves.push(mv);
        each(&state);
    }
    assert!(G::legal_moves(&state).is_empty(), "no legal move once the game is over");
    assert!(G::outcome(&state).is_some(), "a finished game has an outcome");
    (state, moves, events)
}

/// Replays `moves` from `(config, seed)` through a save round-trip and checks
/// the same state and the same views come back.
pub fn check_replay<G: Game>(config: &G::Config, seed: u64, moves: &[G::Move], expected: &G::State) {
    let mut record = Record::<G>::new(config.clone(), seed);
    record.moves = moves.to_vec();
    let text = record.encode();
    let decoded = Record::<G>::decode(text.as_bytes()).expect("own save decodes");
    assert_eq!(decoded, record);
    let replayed = tablee::engine::replay(&decoded).expect("own save replays");
    assert!(replayed.state == *expected, "replay rebuilt another state");
    assert_eq!(bytes(&replayed.state), bytes(expected));
    for v in views::<G>(expected) {
        assert_eq!(G::view(&replayed.state, v), G::view(expected, v), "replayed view differs for {v:?}");
    }
}

/// Every viewer of a state: each seat, then the table.
pub fn views<G: Game>(state: &G::State) -> Vec<Viewer> {
    let mut v: Vec<Viewer> = Seat::all(G::seats(state)).map(Viewer::Seat).collect();
    v.push(Viewer::Table);
    v
}

/// Hidden information: for each seat, a state with that seat's unknowns
/// drawn again must be consistent, and give the same view to that seat (and
/// to the table). Returns how many seats saw a different full state.
pub fn check_hidden_info<G: Game>(state: &G::State, rng: &mut GameRng) -> usize {
    let mut changed = 0;
    for seat in Seat::all(G::seats(state)) {
        let other = G::resample_secrets(state, seat, rng);
        G::audit(&other).unwrap_or_else(|e| panic!("resampled state for {seat} is inconsistent: {e}"));
        assert_eq!(
            G::view(&other, Viewer::Seat(seat)),
            G::view(state, Viewer::Seat(seat)),
            "{seat} can tell the states apart"
        );
        assert_eq!(
            G::view(&other, Viewer::Table),
            G::view(state, Viewer::Table),
            "the table can tell the states apart"
        );
        assert_eq!(G::to_act(&other), G::to_act(state));
        if other != *state {
            changed += 1;
        }
    }
    changed
}

/// Plays a random game, then replays it through the save format whole and
/// cut at a random move below `cut_below`: the same states both times.
pub fn replay_whole_and_cut<G: Game>(
    config: &G::Config,
    seed: u64,
    rng: &mut GameRng,
    max_moves: usize,
    cut_below: u32,
) {
    let cut = tablee::engine::below(rng, cut_below) as usize;
    let mut snapshot = None;
    let mut count = 0;
    let (state, moves, _) = random_game::<G>(config, seed, rng, max_moves, |s| {
        count += 1;
        if count == cut {
            snapshot = Some(s.clone());
        }
    });
    check_replay::<G>(config, seed, &moves, &state);
    if let Some(mid) = snapshot {
        check_replay::<G>(config, seed, &moves[..cut], &mid);
    }
}
