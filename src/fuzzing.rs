//! Fuzzing harnesses, shared by the libFuzzer targets (`fuzz/`) and the
//! native regression tests (`tests/fuzz_regressions.rs`): both call the same
//! functions on the same bytes, so a crash found by the fuzzer stays a test.
//!
//! Every function here panics when, and only when, a contract of the engine
//! is broken; any bytes are valid input.
//!
//! - [`save_decode`]: bytes read as a save of every game, the way the app
//!   reads `localStorage` ([`Table::from_save`], then the table is written,
//!   undone and asked for a hint where allowed, and drawn), and as a bare
//!   [`Record`]. Never a panic; what decodes re-encodes to the same thing.
//! - [`moves`]: the bytes choose a config (player count and the game's set-up
//!   options, sometimes with a field forced to an odd value, as a hand-edited
//!   save could hold), a seed, then steps: legal moves, moves of the wrong
//!   seat, stale or mangled moves (refused with the state unchanged unless
//!   they are legal), the heuristic bot's choice from its own view, and
//!   checks of views, hidden information and replay.
//! - [`link_decode`]: bytes read as a shareable link ([`crate::engine::link`]):
//!   as the code itself, as base64url of the bytes, and as the payload of a
//!   link whose checksums hold (so the fuzzer reaches the replay). Never a
//!   panic; what decodes encodes back to the same code.

use crate::engine::{replay, rng_from_seed, Game, GameRng, Record, Screen, Seat, SeatKind, SeatSetup, Table, Viewer};
use crate::i18n::Lang;
use crate::scene::{Chrome, GameUi, Live, Worded};
use serde_json::Value;

/// Moves kept for the stale / mangled steps.
const POOL: usize = 256;
/// Steps played from the input bytes at most.
const MAX_STEPS: usize = 4096;
/// Moves played after the input ran out, when it asks to finish the game.
const MAX_FINISH: usize = 1000;

/// Reads the fuzzer's bytes; zeros once they run out.
pub struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, pos: 0 }
    }

    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    pub fn u8(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }

    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, i| acc | (u64::from(self.u8()) << (8 * i)))
    }

    /// A number below `n` (`n` > 0), from one byte, or two when `n` > 256.
    pub fn below(&mut self, n: usize) -> usize {
        if n > 256 {
            self.u16() as usize % n
        } else {
            self.u8() as usize % n
        }
    }
}

// ---------------------------------------------------------------- saves

/// Any bytes as a save of every game. Panics only on a broken contract.
pub fn save_decode(bytes: &[u8]) {
    macro_rules! every_game {
        ($($id:ident : $game:path),* $(,)?) => {
            $(save_decode_as::<$game>(bytes);)*
        };
    }
    crate::for_each_game!(every_game);
    // The stamp (rev, writer) read before each write, for two tabs: a value
    // or a typed error too.
    let _ = crate::engine::Stamp::of(bytes);
}

/// Any bytes as a save of `G`: the record alone, then the app's path (a table
/// from the save, drawn for whoever holds it).
pub fn save_decode_as<G: GameUi>(bytes: &[u8]) {
    if let Ok(record) = Record::<G>::decode(bytes) {
        let text = record.encode();
        let again = Record::<G>::decode(text.as_bytes())
            .unwrap_or_else(|e| panic!("a decoded record does not decode once re-encoded: {e}\n{text}"));
        assert!(again == record, "a record changed through encode/decode:\n{record:?}\n{again:?}");
        if let Ok(replayed) = replay(&record) {
            check_state::<G>(&replayed.state);
        }
    }
    // The reader of games from their deal (an embed's own build) reads the
    // same game whenever the shell says the save starts at the deal, and
    // refuses the others.
    let dealt = Table::<G>::from_save_dealt(bytes);
    let Ok(table) = Table::<G>::from_save(bytes) else {
        assert!(dealt.is_err(), "the reader of games from their deal reads a save the full reader refuses");
        return;
    };
    match (crate::engine::starts_at_deal(bytes), dealt) {
        (true, Ok(d)) => assert_eq!(d.save(), table.save(), "the two readers read two games"),
        (false, Err(_)) => {}
        (from_deal, d) => panic!("starts at its deal: {from_deal}, yet the reader of such games says {:?}", d.err()),
    }
    table.audit().unwrap_or_else(|e| panic!("a loaded save breaks an invariant: {e}"));
    // The home's summary of a save its game reads (without serde or rules:
    // engine::peek) says the same game, players and number of moves.
    let summary =
        crate::engine::SaveSummary::read(bytes).unwrap_or_else(|e| panic!("a save its game reads has no summary: {e}"));
    let names: Vec<String> = table.seats().iter().map(|s| s.name.clone()).collect();
    assert_eq!((summary.game.as_str(), &summary.names, summary.moves), (G::ID, &names, table.moves_made()));
    let text = table.save();
    let again = Table::<G>::from_save(text.as_bytes())
        .unwrap_or_else(|e| panic!("a table's own save does not load: {e}\n{text}"));
    assert_eq!(again.save(), text, "a save changed through load/save");
    assert_eq!(again.screen(), table.screen(), "a reloaded table shows another screen");
    assert_eq!(again.holder(), table.holder());
    for v in viewers(table.seats().len()) {
        assert!(again.view(v) == table.view(v), "a reloaded table gives another view to {v:?}");
    }
    let mut table = table;
    write_undo_hint(&mut table);
    draw(table, &Lang::ALL);
}

/// What the app does next with a loaded table, each checked: it writes it
/// (a new write by this tab: the save reads back the same), takes back the
/// holder's last move when allowed, and asks for a hint when one may be
/// given. No panic, and the game's invariants hold after each.
fn write_undo_hint<G: GameUi>(table: &mut Table<G>) {
    let rev = table.stamp().rev;
    let text = table.save_as("fuzz").unwrap_or_else(|| panic!("a loaded table cannot be written"));
    assert_eq!(table.stamp().rev, rev.saturating_add(1), "a write counts once");
    let back =
        Table::<G>::from_save(text.as_bytes()).unwrap_or_else(|e| panic!("a table's write does not load: {e}\n{text}"));
    assert_eq!(back.stamp(), table.stamp(), "a write reads back another stamp");
    assert_eq!(back.save(), text, "a write changed through load/save");
    table.audit().unwrap_or_else(|e| panic!("a written table breaks an invariant: {e}"));
    if table.can_undo() {
        let (moves, stamp, hints) = (table.moves_made(), table.stamp().clone(), table.hints().to_vec());
        assert!(table.undo(), "an undo allowed is refused");
        assert_eq!(table.moves_made() + 1, moves, "an undo takes back one move");
        assert_eq!((table.stamp(), table.hints()), (&stamp, &hints[..]), "an undo keeps the stamp and the hints");
        table.audit().unwrap_or_else(|e| panic!("an undone table breaks an invariant: {e}"));
        let text = table.save();
        Table::<G>::from_save(text.as_bytes()).unwrap_or_else(|e| panic!("an undone table's save does not load: {e}"));
    } else {
        assert!(!table.undo(), "an undo not allowed is done");
    }
    let Some(seat) = table.hint_seat() else {
        assert_eq!(table.hint(), None, "a hint where none may be given");
        return;
    };
    let (before, legal) = (table.hints()[seat.index()], table.legal());
    let hint = table.hint().unwrap_or_else(|| panic!("no hint for {seat}, to act"));
    assert!(legal.contains(&hint) || !exhaustive::<G>(), "the hint {hint:?} is not legal");
    assert_eq!(table.hints()[seat.index()], before.saturating_add(1), "a hint counts once");
    assert_eq!(table.hint().as_ref(), Some(&hint), "the same hint again");
    assert_eq!(table.hints()[seat.index()], before.saturating_add(1), "a hint asked twice counts once");
    table.audit().unwrap_or_else(|e| panic!("a hint breaks an invariant: {e}"));
}

/// Draws a table the way the app does after loading it.
fn draw<G: GameUi>(table: Table<G>, langs: &[Lang]) {
    let mut live = Live::new(table);
    for &lang in langs {
        let _ = crate::scene::AnyTable::render(&mut live, Chrome::plain(lang));
    }
}

fn viewers(n: usize) -> impl Iterator<Item = Viewer> {
    Seat::all(n).map(Viewer::Seat).chain(std::iter::once(Viewer::Table))
}

/// The invariants of any reachable state, every viewer's view included.
fn check_state<G: Game>(state: &G::State) {
    let _ = check_turn::<G>(state);
    for v in viewers(G::seats(state)) {
        let _ = G::view(state, v);
    }
}

/// The invariants checked after every move: the game's audit, and the turn,
/// the legal moves and the outcome agree.
/// Returns the legal moves.
fn check_turn<G: Game>(state: &G::State) -> Vec<G::Move> {
    G::audit(state).unwrap_or_else(|e| panic!("invariant broken: {e}"));
    let n = G::seats(state);
    let legal = G::legal_moves(state);
    match G::to_act(state) {
        Some(seat) => {
            assert!(seat.index() < n, "{seat} is to act at a table of {n}");
            assert!(!legal.is_empty(), "{seat} is to act with no legal move");
            assert!(G::outcome(state).is_none(), "an outcome before the end");
        }
        None => {
            assert!(legal.is_empty(), "legal moves once the game is over");
            let outcome = G::outcome(state).expect("a finished game has an outcome");
            assert_eq!(outcome.scores.len(), n, "scores for every seat");
            assert_eq!(outcome.ranks.len(), n, "ranks for every seat");
            assert!(!outcome.winners.is_empty(), "a finished game has a winner");
            for w in &outcome.winners {
                assert_eq!(outcome.ranks.get(w.index()), Some(&1), "a winner ranked below first");
            }
        }
    }
    legal
}

// ---------------------------------------------------------------- moves

/// The config the bytes choose: a player count in the game's range, each
/// set-up option (as the setup screen offers it), and sometimes config
/// fields forced to odd values through the save format's JSON, as a
/// hand-edited save could hold.
pub fn pick_config<G: GameUi>(r: &mut Bytes) -> G::Config {
    let (min, max) = G::PLAYERS;
    let players = min + r.u8() % (max - min + 1);
    let mut values: Vec<(String, String)> = Vec::new();
    for spec in G::options(players, &values.clone(), Lang::En) {
        if spec.disabled {
            continue;
        }
        let value = if spec.choices.is_empty() {
            if r.u8() & 1 == 1 { "1" } else { "0" }.to_string()
        } else {
            spec.choices[r.below(spec.choices.len())].0.to_string()
        };
        values.push((spec.key.to_string(), value));
    }
    let config = G::config_for(players, &values);
    let forced = r.u8();
    if forced & 0xC0 != 0xC0 {
        return config;
    }
    // One to four fields forced to an odd value.
    let mut json = serde_json::to_value(&config).unwrap_or(Value::Null);
    for _ in 0..=(forced & 3) {
        mangle(&mut json, r);
    }
    serde_json::from_value(json).unwrap_or(config)
}

/// Values that break careless arithmetic or indexing.
const ODD: [i64; 20] = [0, 1, 2, 3, 5, 6, 7, 8, 15, 16, 25, 26, 100, 127, 128, 200, 255, 256, 65_535, 4_294_967_295];

/// Replaces one leaf (number, boolean, null) of a JSON value by another the
/// bytes choose.
fn mangle(value: &mut Value, r: &mut Bytes) {
    let mut leaves = Vec::new();
    collect_leaves(value, &mut leaves);
    if leaves.is_empty() {
        return;
    }
    let leaf = leaves.swap_remove(r.below(leaves.len()));
    let Some(slot) = value.pointer_mut(&leaf) else { return };
    let pick = r.u8();
    *slot = match pick % 8 {
        0 => Value::Bool(pick & 8 != 0),
        1 => Value::Null,
        2 => Value::from(i64::from(r.u8())),
        3 => Value::from(-1),
        _ => Value::from(ODD[r.below(ODD.len())]),
    };
}

fn collect_leaves(value: &Value, out: &mut Vec<String>) {
    fn walk(v: &Value, path: &mut String, out: &mut Vec<String>) {
        match v {
            Value::Object(map) => {
                for (k, child) in map {
                    let len = path.len();
                    path.push('/');
                    path.push_str(&k.replace('~', "~0").replace('/', "~1"));
                    walk(child, path, out);
                    path.truncate(len);
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    let len = path.len();
                    path.push('/');
                    path.push_str(&i.to_string());
                    walk(child, path, out);
                    path.truncate(len);
                }
            }
            // Strings are enum variants: changing one rarely parses.
            Value::String(_) => {}
            _ => out.push(path.clone()),
        }
    }
    walk(value, &mut String::new(), out);
}

/// A game driven by the bytes (see the module's documentation). Panics only
/// on a broken contract.
pub fn moves<G: GameUi>(bytes: &[u8]) {
    let mut r = Bytes::new(bytes);
    let flags = r.u8();
    let config = pick_config::<G>(&mut r);
    let seed = r.u64();
    let Ok((mut state, _)) = G::new(&config, seed) else { return };
    let mut played: Vec<G::Move> = Vec::new();
    let mut pool: Vec<G::Move> = Vec::new();
    let mut rng = rng_from_seed(seed ^ 0x5EED);
    check_state::<G>(&state);
    // The legal moves of the current state, kept up to date by every step
    // that changes it.
    let mut legal = G::legal_moves(&state);

    let mut steps = 0;
    while !r.is_empty() && steps < MAX_STEPS {
        steps += 1;
        let op = r.u8();
        let Some(to_act) = G::to_act(&state) else {
            // Over: anything is refused.
            if let Some(mv) = pool.get(usize::from(op) % pool.len().max(1)).cloned() {
                refused::<G>(&mut state, Seat(op % 8), mv);
            }
            continue;
        };
        remember::<G>(&mut pool, &legal, &mut r);
        match op {
            // A legal move.
            0..=175 | 224..=241 => {
                let mv = legal[r.below(legal.len())].clone();
                legal = play::<G>(&mut state, to_act, mv, &mut played);
            }
            // A legal move, by a seat that is not to act.
            176..=191 => {
                let n = G::seats(&state);
                let other = if n > 1 { Seat(((to_act.index() + 1 + r.below(n - 1)) % n) as u8) } else { Seat(n as u8) };
                let seat = if op & 1 == 0 { other } else { Seat(r.u8()) };
                if seat != to_act {
                    refused::<G>(&mut state, seat, legal[r.below(legal.len())].clone());
                }
            }
            // A move seen earlier in this game, or a mangled one: accepted
            // exactly when it is legal now.
            192..=223 => {
                let mut mv = pool[r.below(pool.len())].clone();
                if op >= 208 {
                    let Some(bent) = bend::<G>(&mv, &mut r) else { continue };
                    mv = bent;
                }
                if let Some(now) = stale::<G>(&mut state, to_act, mv, &legal, &mut played) {
                    legal = now;
                }
            }
            // The heuristic bot decides from its own view (rarely: it is slow).
            242..=243 => {
                let view = G::view(&state, Viewer::Seat(to_act));
                let mut bot_rng = rng_from_seed(u64::from(r.u16()) ^ seed);
                let mv = G::bot_move(&view, SeatKind::Easy, &mut bot_rng)
                    .unwrap_or_else(|| panic!("the bot of {to_act}, to act, chose nothing"));
                assert!(legal.contains(&mv) || !exhaustive::<G>(), "the bot of {to_act} chose an illegal move {mv:?}");
                legal = play::<G>(&mut state, to_act, mv, &mut played);
            }
            // Every viewer's view, and hidden information: re-deal what
            // one seat cannot know.
            244..=249 => {
                check_state::<G>(&state);
                hidden_info::<G>(&state, Seat((r.below(G::seats(&state))) as u8), &mut rng);
            }
            // The record replays to this very state.
            _ => check_replay::<G>(&config, seed, &played, &state),
        }
    }

    // One input in 256 (finishing a game is slow, and libFuzzer favours
    // inputs that do: they cover the most).
    let finish = flags == 0xFF;
    if finish {
        finish_game::<G>(&mut state, &mut played, &mut rng);
    }

    check_state::<G>(&state);
    check_replay::<G>(&config, seed, &played, &state);
    // The app's path, with the game played to the end (drawing is left to
    // save_decode: it is slow).
    if finish {
        check_table::<G>(&config, seed, &played, seed & 1 == 1);
    }
}

/// A move seen earlier, or a mangled one, tried now: played when it is
/// legal (the new legal moves returned), refused otherwise.
fn stale<G: GameUi>(
    state: &mut G::State,
    to_act: Seat,
    mv: G::Move,
    legal: &[G::Move],
    played: &mut Vec<G::Move>,
) -> Option<Vec<G::Move>> {
    if legal.contains(&mv) {
        Some(play::<G>(state, to_act, mv, played))
    } else if exhaustive::<G>() {
        refused::<G>(state, to_act, mv);
        None
    } else {
        unlisted::<G>(state, to_act, mv, played)
    }
}

/// Finishes the game with moves drawn from the seeded RNG (checked once at
/// the end: reaching the end quickly is the point).
fn finish_game<G: Game>(state: &mut G::State, played: &mut Vec<G::Move>, rng: &mut GameRng) {
    let mut finish = 0;
    while let Some(to_act) = G::to_act(state) {
        finish += 1;
        if finish > MAX_FINISH {
            break;
        }
        let legal = G::legal_moves(state);
        let mv = legal[crate::engine::below(rng, legal.len() as u32) as usize].clone();
        if let Err(e) = G::apply(state, to_act, mv.clone()) {
            panic!("the legal move {mv:?} of {to_act} was refused: {e}");
        }
        played.push(mv);
    }
}

/// Keeps a few of the legal moves for later (stale moves).
fn remember<G: Game>(pool: &mut Vec<G::Move>, legal: &[G::Move], r: &mut Bytes) {
    let mv = &legal[r.below(legal.len())];
    if pool.len() < POOL {
        if !pool.contains(mv) {
            pool.push(mv.clone());
        }
    } else {
        let i = r.below(POOL);
        pool[i] = mv.clone();
    }
}

/// A move with one number or flag changed, if it still parses.
fn bend<G: Game>(mv: &G::Move, r: &mut Bytes) -> Option<G::Move> {
    let mut json = serde_json::to_value(mv).ok()?;
    mangle(&mut json, r);
    serde_json::from_value(json).ok()
}

/// Plays a legal move: accepted, invariants kept. Returns the new legal moves.
fn play<G: Game>(state: &mut G::State, seat: Seat, mv: G::Move, played: &mut Vec<G::Move>) -> Vec<G::Move> {
    if let Err(e) = G::apply(state, seat, mv.clone()) {
        panic!("the legal move {mv:?} of {seat} was refused: {e}");
    }
    played.push(mv);
    check_turn::<G>(state)
}

/// Does `legal_moves` list every legal move? Barracuda's lists one note
/// composition per amount of a bundle, and `apply` accepts any other with
/// the same limits (`barracuda::State::legal_moves`). (The contract tests
/// ask it too.)
pub fn exhaustive<G: Game>() -> bool {
    G::ID != crate::games::barracuda::Barracuda::ID
}

/// A move `legal_moves` does not list, in a game whose list is not
/// exhaustive: either accepted with every invariant kept, or refused with
/// the state unchanged.
/// Returns the new legal moves when it was accepted.
fn unlisted<G: Game>(state: &mut G::State, seat: Seat, mv: G::Move, played: &mut Vec<G::Move>) -> Option<Vec<G::Move>> {
    let before = state.clone();
    match G::apply(state, seat, mv.clone()) {
        Ok(_) => {
            played.push(mv);
            Some(check_turn::<G>(state))
        }
        Err(_) => {
            assert!(*state == before, "the refused move {mv:?} by {seat} changed the state");
            None
        }
    }
}

/// A move that must be refused, leaving the state exactly as it was.
fn refused<G: Game>(state: &mut G::State, seat: Seat, mv: G::Move) {
    let before = state.clone();
    if G::apply(state, seat, mv.clone()).is_ok() {
        panic!("{mv:?} by {seat} was accepted but is not legal (to act: {:?})", G::to_act(&before));
    }
    assert!(*state == before, "the refused move {mv:?} by {seat} changed the state");
}

/// What `seat` cannot know, drawn again: a consistent state that `seat` and
/// the table cannot tell apart.
fn hidden_info<G: Game>(state: &G::State, seat: Seat, rng: &mut GameRng) {
    let other = G::resample_secrets(state, seat, rng);
    G::audit(&other).unwrap_or_else(|e| panic!("the state re-dealt for {seat} is inconsistent: {e}"));
    assert!(G::view(&other, Viewer::Seat(seat)) == G::view(state, Viewer::Seat(seat)), "{seat} can tell a re-deal");
    assert!(G::view(&other, Viewer::Table) == G::view(state, Viewer::Table), "the table can tell a re-deal");
    assert_eq!(G::to_act(&other), G::to_act(state));
}

/// `(config, seed, moves)` through the save format rebuilds this state.
fn check_replay<G: Game>(config: &G::Config, seed: u64, moves: &[G::Move], state: &G::State) {
    let mut record = Record::<G>::new(config.clone(), seed);
    record.moves = moves.to_vec();
    let text = record.encode();
    let decoded = Record::<G>::decode(text.as_bytes()).unwrap_or_else(|e| panic!("a record does not decode: {e}"));
    assert!(decoded == record, "a record changed through encode/decode");
    let replayed = replay(&decoded).unwrap_or_else(|e| panic!("a played game does not replay: {e}"));
    assert!(replayed.state == *state, "the replay rebuilt another state");
}

/// The game as the app saves it (every seat human, or humans and computers),
/// loaded, saved again and drawn.
fn check_table<G: GameUi>(config: &G::Config, seed: u64, moves: &[G::Move], mixed: bool) {
    let Ok((state, _)) = G::new(config, seed) else { return };
    let seats: Vec<SeatSetup> = (0..G::seats(&state))
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: if mixed && i % 2 == 1 { SeatKind::Easy } else { SeatKind::Human },
        })
        .collect();
    let mut record = Record::<G>::new(config.clone(), seed);
    record.moves = moves.to_vec();
    let Ok(mut save) = serde_json::to_value(&record) else { return };
    save["seats"] = serde_json::to_value(&seats).unwrap_or(Value::Null);
    save["holder"] = Value::Null;
    let text = save.to_string();
    let mut table =
        Table::<G>::from_save(text.as_bytes()).unwrap_or_else(|e| panic!("a played game does not load: {e}"));
    assert_eq!(table.moves_made(), moves.len());
    let again = Table::<G>::from_save(table.save().as_bytes()).unwrap_or_else(|e| panic!("a table's save: {e}"));
    assert_eq!(again.save(), table.save());
    if table.screen() == Screen::Over {
        assert!(table.outcome().is_some());
    }
    write_undo_hint(&mut table);
}

// ---------------------------------------------------------------- links

/// Any bytes as a shareable link of every game. Panics only on a broken
/// contract.
pub fn link_decode(bytes: &[u8]) {
    use crate::engine::link::{seal, LINK_VERSION};
    use crate::engine::wire::to_base64url;
    if let Ok(code) = std::str::from_utf8(bytes) {
        link_code(code);
    }
    link_code(&to_base64url(bytes));
    link_code(&to_base64url(&seal(LINK_VERSION, bytes)));
}

/// One code through `peek` and every game's `decode`.
fn link_code(code: &str) {
    let header = crate::engine::link::peek(code);
    let mut decoded = 0;
    macro_rules! every_game {
        ($($id:ident : $game:path),* $(,)?) => {
            $(decoded += link_as::<$game>(code, &header);)*
        };
    }
    crate::for_each_game!(every_game);
    assert!(decoded <= 1, "a link decodes as {decoded} games");
}

/// A code as a link of `G`: a value that agrees with `peek` and encodes back
/// to the same code, or the error `peek` gives when it gives one. Returns 1
/// when it decodes.
fn link_as<G: Game>(
    code: &str,
    header: &Result<crate::engine::link::LinkHeader, crate::engine::link::LinkError>,
) -> u32 {
    use crate::engine::link::{decode, encode_link, Link};
    match decode::<G>(code) {
        Ok(link) => {
            let Ok(h) = header else { panic!("decoded, but peek says {header:?}") };
            assert_eq!(h.game, G::ID);
            let again = encode_link(&link);
            // A version-1 link codes back to version 2, holding the same.
            if again != code {
                assert_eq!(decode::<G>(&again).as_ref(), Ok(&link), "a decoded link encodes to another link");
            }
            match link {
                Link::Whole(shared) => {
                    assert_eq!(h.moves, shared.record.moves_before() + shared.record.moves.len());
                    assert_eq!(h.at, shared.at);
                    assert!(shared.at <= h.moves, "a position past the moves");
                    assert_eq!(h.eyes, shared.eyes);
                    assert!(
                        h.names.iter().eq(shared.seats.iter().map(|s| &s.name)),
                        "peek and decode name other players"
                    );
                    let replayed =
                        replay(&shared.record).unwrap_or_else(|e| panic!("a decoded link does not replay: {e}"));
                    assert_eq!(G::seats(&replayed.state), shared.seats.len(), "seats for another player count");
                    if let Viewer::Seat(s) = shared.eyes {
                        assert!(s.index() < shared.seats.len(), "eyes of no seat");
                    }
                    check_state::<G>(&replayed.state);
                }
                Link::Seen(seen) => {
                    assert_eq!(h.moves, seen.last());
                    assert_eq!((h.at, h.eyes), (seen.at, seen.eyes));
                    assert!(
                        h.names.iter().eq(seen.seats.iter().map(|s| &s.name)),
                        "peek and decode name other players"
                    );
                    for at in seen.from..=seen.last() {
                        let state = seen.state_at(at, 1).unwrap_or_else(|| panic!("a decoded view is no state"));
                        check_state::<G>(&state);
                    }
                }
            }
            1
        }
        Err(e) => {
            if let Err(h) = header {
                assert_eq!(&e, h, "decode and peek fail differently");
            }
            // Worded for a player in every language, whatever the numbers it holds.
            let _ = Lang::ALL.map(|lang| e.words(lang));
            0
        }
    }
}
