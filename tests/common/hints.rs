//! Helpers of the hint reason tests (each game's `mod hints`, in its own
//! test file): positions along random games, the strong computer's hints
//! and the checks of a reason's text.
#![allow(unused_imports)]

pub use super::*;
pub use tablee::engine::{below, derive_seed, rng_from_seed, Game, Screen, Seat, SeatKind, SeatSetup, Step, Viewer};
pub use tablee::i18n::Lang;
pub use tablee::scene::GameUi;

/// States where a seat is to act, picked along random games.
pub fn positions<G: Game>(
    configs: &[G::Config],
    games: u64,
    per_game: usize,
    max_moves: usize,
    seed: u64,
) -> Vec<G::State> {
    let mut rng = rng_from_seed(seed);
    let mut out = Vec::new();
    for g in 0..games {
        let config = &configs[g as usize % configs.len()];
        let mut states = Vec::new();
        random_game::<G>(config, derive_seed(seed, g), &mut rng, max_moves, |s| {
            if G::to_act(s).is_some() {
                states.push(s.clone());
            }
        });
        for _ in 0..per_game.min(states.len()) {
            out.push(states[below(&mut rng, states.len() as u32) as usize].clone());
        }
    }
    out
}

pub fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// English never has a space before ": ; ! ?"; neither text is empty, and
/// the two languages differ.
pub fn check_texts(fr: &str, en: &str) {
    assert!(!fr.trim().is_empty() && !en.trim().is_empty(), "an empty reason: {fr:?} / {en:?}");
    assert_ne!(fr, en, "the same reason in both languages");
    for bad in [" :", " ;", " !", " ?", "(s)"] {
        assert!(!en.contains(bad), "English reason with {bad:?}: {en}");
    }
    assert!(!fr.contains("(s)"), "French reason with (s): {fr}");
    for text in [fr, en] {
        assert!(!text.contains('{') && !text.contains("Some(") && !text.contains("None"), "debug text: {text}");
    }
}

/// The strong computer's hint in each position, as `Table::hint` asks for
/// it, and its reason (through the `GameUi` hook): how many got one. The
/// reason is the same on a state where the seat's unknowns are dealt again,
/// and reads in both languages.
pub fn strong_hints<G: GameUi>(states: &[G::State], seed: u64) -> (usize, usize) {
    strong_hints_with::<G>(states, seed, G::hint_reason)
}

/// A game's reason for a hint, as `GameUi::hint_reason` gives it.
pub type HintReason<G> = fn(&<G as Game>::View, &<G as Game>::Move, &[String], Lang) -> Option<String>;

/// [`strong_hints`], with the reason from `hint_reason` (for a game whose
/// `GameUi` hook is not written yet: what it will return).
pub fn strong_hints_with<G: GameUi>(states: &[G::State], seed: u64, hint_reason: HintReason<G>) -> (usize, usize) {
    let mut rng = rng_from_seed(seed);
    let (mut with, mut total) = (0, 0);
    for state in states {
        let Some(seat) = G::to_act(state) else { continue };
        let view = G::view(state, Viewer::Seat(seat));
        let bot_seed = derive_seed(seed, total as u64);
        let Some(mv) = G::bot_move(&view, SeatKind::Strong, &mut rng_from_seed(bot_seed)) else { continue };
        // Legal: it applies (Barracuda's `legal_moves` lists one composition
        // of each bundle; a computer may build another).
        assert!(G::apply(&mut state.clone(), seat, mv.clone()).is_ok(), "the hint is legal");
        total += 1;
        let names = names(G::seats(state));
        let en = hint_reason(&view, &mv, &names, Lang::En);
        let fr = hint_reason(&view, &mv, &names, Lang::Fr);
        assert_eq!(en.is_some(), fr.is_some(), "a reason in one language only");
        if let (Some(fr), Some(en)) = (&fr, &en) {
            with += 1;
            check_texts(fr, en);
        }
        // From the view only: the seat's unknowns dealt again, the same hint
        // and the same reason.
        let other = G::resample_secrets(state, seat, &mut rng);
        let other_view = G::view(&other, Viewer::Seat(seat));
        let again = G::bot_move(&other_view, SeatKind::Strong, &mut rng_from_seed(bot_seed));
        assert_eq!(again.as_ref(), Some(&mv), "the hint changed with what the seat cannot see");
        assert_eq!(hint_reason(&other_view, &mv, &names, Lang::En), en, "the reason changed with a re-deal");
    }
    (with, total)
}

/// What a game's reasons came to over the legal moves of some states.
pub struct Tally {
    /// Legal moves with a reason.
    pub with: usize,
    /// Legal moves.
    pub total: usize,
    /// The kinds of reason met.
    pub kinds: std::collections::BTreeSet<String>,
}

/// The name of a reason's variant: `Ducks(3)` is `Ducks`.
pub fn variant<W: std::fmt::Debug>(why: &W) -> String {
    head(format!("{why:?}"))
}

/// A kind's name: what comes before its fields.
pub fn head(mut kind: String) -> String {
    kind.truncate(kind.find([' ', '{', '(']).unwrap_or(kind.len()));
    kind
}

/// Every legal move of every state through `reason`, which returns the
/// move's reason once it has checked it true of the move; each reason's
/// text is checked in both languages (`text`), and its kinds (`kinds`)
/// counted.
pub fn tally<G: Game, W>(
    states: impl IntoIterator<Item = G::State>,
    reason: impl Fn(&G::State, &G::Move) -> Option<W>,
    text: impl Fn(&W, Lang) -> String,
    kinds: impl Fn(&W) -> Vec<String>,
) -> Tally {
    let mut t = Tally { with: 0, total: 0, kinds: std::collections::BTreeSet::new() };
    for state in states {
        for mv in G::legal_moves(&state) {
            t.total += 1;
            if let Some(why) = reason(&state, &mv) {
                t.with += 1;
                t.kinds.extend(kinds(&why));
                check_texts(&text(&why, Lang::Fr), &text(&why, Lang::En));
            }
        }
    }
    t
}
