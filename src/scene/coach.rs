//! A guided first game ("Learn to play"): a game's [`Script`] of steps, as
//! data, and the [`Coach`] that follows it at the table.
//!
//! The learner sits at seat 0 against computer seats, on a deal the script
//! chose so that the game's key rules come up early. Each step says one
//! idea, points at one element of the table, and waits for "Next" or for a
//! move of the learner's (early steps allow only the move they name). A step
//! may wait for a moment of the game to come (an event the learner sees).
//! The coach reads only what the learner may know: their view and their log,
//! the same contract as a hint.

/// The coach's own words (Next, the summary…), from `i18n/<lang>/coach.ftl`.
pub mod tx {
    include!(concat!(env!("OUT_DIR"), "/i18n/coach.rs"));
}

use super::contract::GameUi;
use crate::engine::{Seat, Table, Viewer};
use crate::i18n::{Domain, Lang};

/// The learner's seat.
pub const LEARNER: Seat = Seat(0);

/// What a step says.
pub enum Text<G: GameUi> {
    /// A text of the coach's catalogue.
    Plain(fn(Lang) -> &'static str),
    /// Said with the learner's own numbers, from their view ("You bid 2 and
    /// took 1: −10").
    Live(fn(&G::View, Lang) -> String),
}

/// When a step comes.
pub enum When<G: GameUi> {
    /// Right after the step before.
    Now,
    /// Once the learner has seen such an event (in their log) since the step
    /// before ended: the game goes on meanwhile.
    Seen(fn(&G::Event) -> bool),
    /// Once the learner's view is in such a state (at once if it already
    /// is; the game goes on meanwhile): a moment that may come within the
    /// very move that ended the step before (a round over, the next one
    /// already begun), which [`When::Seen`] would not see.
    State(fn(&G::View) -> bool),
}

/// What a step points at on the table.
pub enum Target<G: GameUi> {
    /// Nothing in particular (the table as a whole).
    Table,
    /// The table's element of this `data-testid`.
    Testid(&'static str),
    /// The control that plays such a move.
    Move(fn(&G::Move) -> bool),
}

/// What ends a step.
pub enum Expect<G: GameUi> {
    /// "Next" (the computers wait meanwhile, and the learner's moves too).
    Next,
    /// The learner plays such a move: the only moves allowed meanwhile
    /// (any move, should the deal leave none of them).
    Move(fn(&G::Move) -> bool),
    /// The learner plays this very move, read from their view (the one the
    /// coach picked for them, where what follows depends on it): the only
    /// move allowed meanwhile (any move, should the deal not allow it).
    Named(fn(&G::View) -> Option<G::Move>),
    /// The learner plays any move of theirs, of their own choosing.
    AnyMove,
}

/// One step of a guided game.
pub struct Step<G: GameUi> {
    pub when: When<G>,
    pub text: Text<G>,
    pub target: Target<G>,
    pub expect: Expect<G>,
    /// The sections of the game's in-app rules it teaches (their order in
    /// the rules, from 0).
    pub teaches: &'static [usize],
}

/// A game's guided first game.
pub struct Script<G: GameUi> {
    /// Players at the table: the learner and computers.
    pub players: u8,
    /// The deal: chosen so that the key rules come up early (each game's
    /// search for it is in `examples/coach_deals.rs`).
    pub seed: u64,
    pub steps: &'static [Step<G>],
    /// What the deal must show the learner in the guided part, beyond what
    /// the steps meet by themselves (a computer's move that a step explains,
    /// which only the deal decides): each reads the learner's log up to the
    /// summary, and the search keeps only the deals that show them all.
    pub shows: &'static [fn(&[&G::Event]) -> bool],
    /// The sections of the in-app rules the guided game does not meet: the
    /// closing summary names them.
    pub unseen: &'static [usize],
    /// The coach's catalogue (fetched only when "Learn to play" is chosen).
    pub texts: fn() -> &'static Domain,
}

impl<G: GameUi> Step<G> {
    /// A step that says a text of the coach's catalogue.
    pub const fn plain(
        when: When<G>,
        text: fn(Lang) -> &'static str,
        target: Target<G>,
        expect: Expect<G>,
        teaches: &'static [usize],
    ) -> Step<G> {
        Step { when, text: Text::Plain(text), target, expect, teaches }
    }

    /// A step said with the learner's own numbers, from their view.
    pub const fn live(
        when: When<G>,
        text: fn(&G::View, Lang) -> String,
        target: Target<G>,
        expect: Expect<G>,
        teaches: &'static [usize],
    ) -> Step<G> {
        Step { when, text: Text::Live(text), target, expect, teaches }
    }

    /// The words of the step, from the learner's view.
    pub fn say(&self, view: &G::View, lang: Lang) -> String {
        match self.text {
            Text::Plain(f) => f(lang).to_string(),
            Text::Live(f) => f(view, lang),
        }
    }
}

/// Where a guided game stands: its script and the step it is at.
pub struct Coach<G: GameUi> {
    pub script: &'static Script<G>,
    /// The step now (the summary once past the last).
    pub step: usize,
    /// The moves made when this step began: the events after them count
    /// for its [`When::Seen`].
    pub since: usize,
}

impl<G: GameUi> Coach<G> {
    pub fn new(script: &'static Script<G>, step: usize, since: usize) -> Coach<G> {
        Coach { script, step: step.min(script.steps.len()), since }
    }

    /// Every step is done: the summary shows.
    pub fn finished(&self, table: &Table<G>) -> bool {
        self.step >= self.script.steps.len() || table.to_act().is_none()
    }

    /// The step shown now, if its moment has come: its event seen, and, for
    /// a move, the learner to play.
    pub fn shown(&self, table: &Table<G>) -> Option<&'static Step<G>> {
        if self.finished(table) {
            return None;
        }
        let step = &self.script.steps[self.step];
        let ready = match step.when {
            When::Now => true,
            When::Seen(kind) => {
                table.log(Viewer::Seat(LEARNER)).any(|e| e.after_moves > self.since && kind(&e.logged.event))
            }
            When::State(state) => state(&table.view(Viewer::Seat(LEARNER))),
        };
        let now = match step.expect {
            Expect::Next => true,
            Expect::Move(_) | Expect::Named(_) | Expect::AnyMove => table.actor() == Some(LEARNER),
        };
        (ready && now).then_some(step)
    }

    /// The learner's moves allowed now, of `legal`: none while a step waits
    /// for "Next", the one it names while it asks for a move.
    pub fn allowed(&self, table: &Table<G>, legal: Vec<G::Move>) -> Vec<G::Move> {
        match self.shown(table).map(|s| &s.expect) {
            Some(Expect::Next) => Vec::new(),
            Some(Expect::Move(kind)) if legal.iter().any(kind) => legal.into_iter().filter(kind).collect(),
            Some(Expect::Named(named)) => match named(&table.view(Viewer::Seat(LEARNER))) {
                Some(mv) if legal.contains(&mv) => vec![mv],
                _ => legal,
            },
            _ => legal,
        }
    }

    /// Do the computers wait (a step is read before the game goes on)?
    pub fn holds(&self, table: &Table<G>) -> bool {
        matches!(self.shown(table).map(|s| &s.expect), Some(Expect::Next))
    }

    /// "Next" on the step shown.
    pub fn next(&mut self, table: &Table<G>) -> bool {
        if !matches!(self.shown(table).map(|s| &s.expect), Some(Expect::Next)) {
            return false;
        }
        self.step += 1;
        self.since = table.moves_made();
        true
    }

    /// The learner just played a move a step asked for (`before`: the
    /// moves made before it): that step is done, and the move's own events
    /// count for the next one.
    pub fn played(&mut self, before: usize) {
        self.step += 1;
        self.since = before;
    }

    /// Was a step asking for a move shown before this move of the learner's?
    pub fn asks_move(&self, table: &Table<G>) -> bool {
        matches!(self.shown(table).map(|s| &s.expect), Some(Expect::Move(_) | Expect::Named(_) | Expect::AnyMove))
    }

    /// The sections of the rules the guided game met, and those it did not
    /// (the script's unseen ones, and those of steps it never reached).
    pub fn unseen(&self) -> Vec<usize> {
        let mut out: Vec<usize> = self.script.unseen.to_vec();
        let met: Vec<usize> = self.script.steps[..self.step].iter().flat_map(|s| s.teaches.iter().copied()).collect();
        for s in &self.script.steps[self.step..] {
            out.extend(s.teaches.iter().filter(|t| !met.contains(t)));
        }
        crate::engine::sort::sort(&mut out);
        out.dedup();
        out
    }
}

/// A learner who does only what the coach says, natively: its "Next", else
/// the control it points at, else the first move offered (computers play
/// between), else the first part of a move not yet picked (a card of a
/// pair). For the tests and the search for each game's deal
/// (`examples/coach_deals.rs`).
#[cfg(not(target_arch = "wasm32"))]
pub mod learner {
    use crate::engine::Step;
    use crate::i18n::Lang;
    use crate::scene::dom::find_all;
    use crate::scene::{AnyTable, Chrome, Node};

    /// What a run through a guided game met.
    #[derive(Debug)]
    pub struct Run {
        /// The words of each step shown, in order.
        pub said: Vec<String>,
        /// The moves made when the summary came.
        pub moves: usize,
        /// The summary's text.
        pub summary: String,
        /// Faults: a step with no words, an element pointed at not on the table.
        pub faults: Vec<String>,
    }

    fn commands(nodes: &[Node], keep: impl Fn(&crate::scene::El) -> bool) -> Option<u32> {
        let mut all = Vec::new();
        for n in nodes {
            n.walk(&mut all);
        }
        all.into_iter()
            .filter(|e| keep(e) && e.get("aria-disabled") != Some("true"))
            .find_map(|e| e.get("data-cmd")?.parse().ok())
    }

    /// Follows the coach of `table` to its summary; `None` if it never comes
    /// within `taps`.
    pub fn follow(table: &mut dyn AnyTable, lang: Lang, taps: usize) -> Option<Run> {
        let chrome = Chrome::plain(lang);
        let mut said: Vec<String> = Vec::new();
        let mut faults = Vec::new();
        for _ in 0..taps {
            let nodes = table.render(chrome);
            if let Some(summary) = find_all(&nodes, "data-testid", "coach-summary").first() {
                let summary = Node::El(Box::new((*summary).clone())).readable();
                if commands(&nodes, |e| e.get("data-testid") == Some("coach-real")).is_none() {
                    faults.push("no \"Play a real game\" in the summary".into());
                }
                return Some(Run { said, moves: table.moves_made(), summary, faults });
            }
            if let Some(bubble) = find_all(&nodes, "data-testid", "coach").first() {
                let words = find_all(&nodes, "id", "coach-words");
                let words = words.first().map(|w| Node::El(Box::new((*w).clone())).readable()).unwrap_or_default();
                if words.trim().len() < 10 {
                    faults.push(format!("step {}: no words", said.len() + 1));
                }
                let aim = bubble.get("data-aim").unwrap_or_default();
                if aim != "table" && find_all(&nodes, "data-coach-target", "").is_empty() {
                    faults.push(format!(
                        "step {} ({aim}): what it points at is not on the table: {words}",
                        said.len() + 1
                    ));
                }
                // The bubble's one anchor: the first element it points at.
                let anchors = find_all(&nodes, "data-coach-anchor", "");
                let first = find_all(&nodes, "data-coach-target", "").first().copied();
                if aim != "table" && (anchors.len() != 1 || first.is_none_or(|f| !std::ptr::eq(f, anchors[0]))) {
                    faults.push(format!(
                        "step {} ({aim}): {} anchors for the bubble, not the first element it points at",
                        said.len() + 1,
                        anchors.len()
                    ));
                }
                if said.last() != Some(&words) {
                    said.push(words);
                }
            }
            let tap = commands(&nodes, |e| e.get("data-testid") == Some("coach-next"))
                .or_else(|| commands(&nodes, |e| e.get("data-coach-target").is_some() && e.get("data-move").is_some()))
                .or_else(|| commands(&nodes, |e| e.get("data-move").is_some()));
            match tap {
                Some(cmd) => {
                    table.command(cmd);
                }
                None if table.think() != Step::Idle => {}
                // A move made in parts (La Bourse's two cards, picked, then
                // laid): the next part not yet picked.
                None => {
                    match commands(&nodes, |e| e.get("data-draft").is_some() && e.get("aria-pressed") != Some("true")) {
                        Some(cmd) => {
                            table.command(cmd);
                        }
                        None => return None,
                    }
                }
            }
        }
        None
    }
}
