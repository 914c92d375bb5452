//! Generic checks of the engine contract, shared by every game's tests.
#![allow(dead_code)]

pub mod codec;
pub mod hand;
pub mod hints;
pub mod source;

use serde::Serialize;
use tablee::engine::{choose, derive_seed, rng_from_seed, Events, Game, GameRng, Logged, Record, Seat, Viewer};
use tablee::scene::GameUi;

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

/// What [`check_deal_anew`] saw of the re-dealt hidden parts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Redealt {
    /// Re-deals compared, counted once per other seat.
    pub compared: usize,
    /// How often another seat's own view came back exactly as in the real
    /// state (its real hand, its real purse…).
    pub real: usize,
    /// How often two independent re-deals agreed on another seat's own view
    /// (the chance of a coincidence, to compare `real` with).
    pub twins: usize,
}

impl std::ops::AddAssign for Redealt {
    fn add_assign(&mut self, o: Redealt) {
        self.compared += o.compared;
        self.real += o.real;
        self.twins += o.twins;
    }
}

impl Redealt {
    /// Re-deals vary (two of them rarely agree), and give back the real
    /// secrets no more often than two re-deals agree with each other.
    pub fn assert_by_chance(&self, what: &str) {
        assert!(self.compared >= 50, "{what}: too few comparisons ({self:?})");
        let n = self.compared as f64;
        let (real, twins) = (self.real as f64 / n, self.twins as f64 / n);
        assert!(twins < 0.8, "{what}: re-deals hardly vary ({self:?})");
        // Three standard deviations of the difference of two proportions.
        let margin = 3.0 * ((real * (1.0 - real) + twins * (1.0 - twins)) / n).sqrt() + 0.02;
        assert!(
            real <= twins + margin,
            "{what}: re-deals give back the real secrets more often than chance ({self:?})"
        );
    }
}

/// The contract of [`Game::deal_anew`] at one state, through `eyes`:
/// the view survives JSON; a state dealt anew from it gives the same view
/// to `eyes` and to the table, the same seat to act, passes the audit and
/// plays on (a few random legal moves); another seat's own view is
/// compared with the real one and with a second re-deal, `tries` times.
pub fn check_deal_anew<G: Game>(state: &G::State, eyes: Viewer, rng: &mut GameRng, tries: usize) -> Redealt
where
    G::View: serde::de::DeserializeOwned,
{
    let view = G::view(state, eyes);
    let text = serde_json::to_string(&view).expect("views serialise");
    let back: G::View =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("view does not deserialise: {e}\n{text}"));
    assert!(back == view, "a view changes through JSON: {text}");
    let deal = |rng: &mut GameRng| {
        tablee::engine::deal_anew::<G>(&view, eyes, rng)
            .unwrap_or_else(|| panic!("no state dealt anew for a real view through {eyes:?}: {view:?}"))
    };
    let mut out = Redealt::default();
    // Once the game is over, nothing is hidden any more.
    let over = G::to_act(state).is_none();
    for _ in 0..tries {
        let a = deal(rng);
        let b = deal(rng);
        assert_eq!(G::to_act(&a), G::to_act(state), "another seat to act");
        assert!(G::view(&a, Viewer::Table) == G::view(state, Viewer::Table), "the table can tell a re-deal apart");
        for seat in Seat::all(G::seats(state)) {
            if Viewer::Seat(seat) == eyes || over {
                continue;
            }
            let own = |s: &G::State| G::view(s, Viewer::Seat(seat));
            out.compared += 1;
            out.real += usize::from(own(&a) == own(state));
            out.twins += usize::from(own(&a) == own(&b));
        }
        // It plays on.
        let mut s = a;
        for _ in 0..12 {
            let legal = G::legal_moves(&s);
            let Some(mv) = choose(rng, &legal).cloned() else { break };
            apply_ok::<G>(&mut s, mv);
        }
    }
    out
}

/// Numbers a forger might write in place of real ones.
const FORGED: [i64; 14] = [0, 1, 2, 3, 5, 7, 11, 12, 59, 60, 200, 255, 65_535, 4_294_967_295];

/// A copy of `value` with one part changed as a forger might: a number
/// replaced, a list cut, emptied or with an item doubled.
pub fn forge(value: &serde_json::Value, rng: &mut GameRng) -> serde_json::Value {
    use serde_json::Value;
    fn count(v: &Value) -> usize {
        1 + match v {
            Value::Array(a) => a.iter().map(count).sum(),
            Value::Object(o) => o.values().map(count).sum(),
            _ => 0,
        }
    }
    fn change(v: &mut Value, target: &mut usize, rng: &mut GameRng) -> bool {
        if *target == 0 {
            match v {
                Value::Number(_) => *v = Value::from(FORGED[tablee::engine::below(rng, FORGED.len() as u32) as usize]),
                Value::Array(a) if !a.is_empty() => match tablee::engine::below(rng, 3) {
                    0 => a.truncate(tablee::engine::below(rng, a.len() as u32) as usize),
                    1 => a.clear(),
                    _ => a.push(a[0].clone()),
                },
                Value::Array(a) => a.push(Value::from(0)),
                Value::Bool(b) => *b = !*b,
                _ => {}
            }
            return true;
        }
        *target -= 1;
        match v {
            Value::Array(a) => a.iter_mut().any(|x| change(x, target, rng)),
            Value::Object(o) => o.values_mut().any(|x| change(x, target, rng)),
            _ => false,
        }
    }
    let mut out = value.clone();
    let mut target = tablee::engine::below(rng, count(value) as u32) as usize;
    change(&mut out, &mut target, rng);
    out
}

/// Forged views (one part changed, `rounds` times) never make
/// [`tablee::engine::deal_anew`] panic, nor the state it accepts: that
/// state plays on like any other.
pub fn check_forged_views<G: Game>(state: &G::State, eyes: Viewer, rng: &mut GameRng, rounds: usize)
where
    G::View: serde::de::DeserializeOwned,
{
    let real = serde_json::to_value(G::view(state, eyes)).expect("views serialise");
    for _ in 0..rounds {
        let forged = forge(&real, rng);
        let Ok(view) = serde_json::from_value::<G::View>(forged) else { continue };
        if let Some(mut s) = tablee::engine::deal_anew::<G>(&view, eyes, rng) {
            for _ in 0..6 {
                let legal = G::legal_moves(&s);
                let Some(mv) = choose(rng, &legal).cloned() else { break };
                apply_ok::<G>(&mut s, mv);
            }
        }
    }
}

/// Forged events (one part changed) are told in both languages, as a log
/// line and as a seat's bubble, without a panic: a shared link carries
/// events, and a forged link must be refused or shown, never crash the page.
pub fn check_forged_events<G: tablee::scene::GameUi>(
    events: &[G::Event],
    names: &[String],
    rng: &mut GameRng,
    rounds: usize,
) where
    G::Event: serde::de::DeserializeOwned,
{
    use tablee::i18n::Lang;
    for event in events {
        let real = serde_json::to_value(event).expect("events serialise");
        let back: G::Event = serde_json::from_value(real.clone()).expect("events deserialise");
        assert!(back == *event, "an event changes through JSON: {real}");
        for _ in 0..rounds {
            let Ok(forged) = serde_json::from_value::<G::Event>(forge(&real, rng)) else { continue };
            for lang in [Lang::Fr, Lang::En] {
                let _ = G::event_text(&forged, names, lang);
                let _ = G::bubble(&forged, names, lang);
            }
        }
    }
}

/// Random games of `G` with each option set, checked at about `positions`
/// positions each: the contract at every eyes, forged views, forged events.
pub fn deal_anew_contract<G: GameUi>(
    option_sets: &[&[(&str, &str)]],
    games_per_count: u64,
    positions: usize,
) -> (Redealt, Redealt)
where
    G::View: serde::de::DeserializeOwned,
    G::Event: serde::de::DeserializeOwned,
{
    let (min, max) = G::PLAYERS;
    let (mut seats_stats, mut table_stats) = (Redealt::default(), Redealt::default());
    for players in min..=max {
        for (k, options) in option_sets.iter().enumerate() {
            let options: Vec<(String, String)> = options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
            let config = G::config_for(players, &options);
            for g in 0..games_per_count {
                let seed = derive_seed(u64::from(players) * 100 + k as u64, g);
                let mut rng = rng_from_seed(seed ^ 0xDEA1);
                let (mut state, events) = G::new(&config, seed).expect("valid config");
                let mut all_events: Vec<G::Event> = events.into_iter().map(|e| e.event).collect();
                let mut states = vec![state.clone()];
                while G::to_act(&state).is_some() && states.len() < 5000 {
                    let legal = G::legal_moves(&state);
                    let mv = choose(&mut rng, &legal).expect("a legal move").clone();
                    all_events.extend(apply_ok::<G>(&mut state, mv).into_iter().map(|e| e.event));
                    states.push(state.clone());
                }
                let step = (states.len() / positions).max(1);
                for s in states.iter().step_by(step) {
                    for eyes in views::<G>(s) {
                        let got = check_deal_anew::<G>(s, eyes, &mut rng, 2);
                        match eyes {
                            Viewer::Table => table_stats += got,
                            Viewer::Seat(_) => seats_stats += got,
                        }
                        check_forged_views::<G>(s, eyes, &mut rng, 8);
                    }
                }
                let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
                let sample: Vec<G::Event> = all_events.iter().step_by(7).cloned().collect();
                check_forged_events::<G>(&sample, &names, &mut rng, 3);
            }
        }
    }
    (seats_stats, table_stats)
}

pub fn by_chance<G: GameUi>((seats, table): (Redealt, Redealt)) {
    seats.assert_by_chance(&format!("{} through a seat's eyes", G::ID));
    table.assert_by_chance(&format!("{} through the table's eyes", G::ID));
}

/// `count` option sets (set-up screen values): the defaults, then every
/// option at its next value, at the one after… (a game's own values, so
/// that each game is tried with its variants).
pub fn option_sets<G: GameUi>(count: usize) -> Vec<Vec<(String, String)>> {
    let specs = G::options(G::PLAYERS.0, &[], tablee::i18n::Lang::En);
    (0..count)
        .map(|k: usize| {
            if k == 0 {
                return Vec::new();
            }
            specs
                .iter()
                .map(|spec| {
                    let value = match spec.choices.is_empty() {
                        true => ["0", "1"][k % 2].to_string(),
                        false => spec.choices[k % spec.choices.len()].0.to_string(),
                    };
                    (spec.key.to_string(), value)
                })
                .collect()
        })
        .collect()
}

/// Is anything hidden from the table? (Then a state dealt anew from the
/// table's view is another state.)
pub fn hides_something<G: Game>(state: &G::State, rng: &mut GameRng) -> bool {
    let view = G::view(state, Viewer::Table);
    tablee::engine::deal_anew::<G>(&view, Viewer::Table, rng).as_ref() != Some(state)
}

/// `every_game!(f(args…))` calls `f::<G>(args…)` for every game `G` of
/// [`tablee::for_each_game!`], in its order.
#[allow(unused_macros)]
macro_rules! every_game {
    ($f:ident ( $($arg:expr),* $(,)? )) => {
        every_game!(@ ($) $f ( $($arg),* ))
    };
    (@ ($d:tt) $f:ident ( $($arg:expr),* )) => {{
        macro_rules! each {
            ($d($d id:ident : $d game:path),* $d(,)?) => {{
                $d( $f::<$d game>($($arg),*); )*
            }};
        }
        tablee::for_each_game!(each)
    }};
}
#[allow(unused_imports)]
pub(crate) use every_game;
