//! [`AnyTable`]: a table of any game, as the shell drives it (no generics).

use super::contract::Done;
use super::dom::Node;
use super::settings::{Chatter, Handover, Pace};
use crate::engine::{SaveError, Screen, Seat, Stamp, Step, Viewer};
use crate::i18n::{shell, Lang};
use std::fmt::Debug;

/// How the shell wants the table drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chrome {
    pub lang: Lang,
    pub embed: bool,
    /// The computers' pace.
    pub pace: Pace,
    /// How much the announcer says.
    pub chatter: Chatter,
    /// What the table shows after a move before the tablet changes hands.
    pub handover: Handover,
    /// A drawer drawn only while it is open ([`crate::scene::widgets::lazy_drawer`])
    /// is open: its contents are drawn (closed, it is its title alone).
    pub lazy_open: bool,
}

impl Chrome {
    /// A table drawn in `lang` outside the browser (tests, the fuzzing
    /// harness, the coach's learner): no embed, computers at once, every
    /// event said, the table shown after a move.
    pub const fn plain(lang: Lang) -> Chrome {
        Chrome {
            lang,
            embed: false,
            pace: Pace::Instant,
            chatter: Chatter::All,
            handover: Handover::Show,
            lazy_open: true,
        }
    }
}

/// Where a listener stands in a table's story: whose eyes, after how many
/// moves (the announcer reads what happened since).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heard {
    pub eyes: Viewer,
    pub moves: usize,
}

/// One thing the announcer says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub text: String,
    /// A public moment (a round's end, stakes revealed, a majority): said
    /// even when the player asked to hear only their turn and results.
    pub moment: bool,
}

/// What the announcer has to say after a drawing of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct News {
    pub now: Heard,
    /// The events the eyes on screen may read since the listener's last
    /// place, oldest first.
    pub lines: Vec<Said>,
    /// The decision now is a question out of the turn's order (assertive).
    pub question: bool,
}

/// A table of any game, for the browser shell.
pub trait AnyTable {
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    fn screen(&self) -> Screen;
    fn seat_names(&self) -> Vec<String>;
    fn holder(&self) -> Option<Seat>;
    fn can_undo(&self) -> bool;
    fn is_over(&self) -> bool;
    fn moves_made(&self) -> usize;
    fn seed(&self) -> u64;
    fn save(&self) -> String;
    /// The save for a new write by this browser tab (see [`Table::save_as`]).
    /// `None`: the save could not be written (keep the one stored).
    fn save_as(&mut self, writer: &str) -> Option<String>;
    /// The stamp of the save the table was read from or last wrote.
    fn stamp(&self) -> Stamp;
    /// The store refused the save of [`AnyTable::save_as`]: the stamp goes
    /// back to `before`, the one the stored save still carries.
    fn unwritten(&mut self, before: Stamp);
    /// The whole table for the holder; its controls' commands are kept
    /// until the next render.
    fn render(&mut self, chrome: Chrome) -> Vec<Node>;
    /// Carries out the command of a control of the last render.
    fn command(&mut self, index: u32) -> Done;
    fn take_tablet(&mut self, seat: Seat) -> bool;
    /// Nobody is known to hold the tablet any more ([`Table::put_down`]).
    fn put_down(&mut self) -> bool;
    fn undo(&mut self) -> bool;
    /// One slice of a computer's decision.
    fn think(&mut self) -> Step;
    /// A new game with the same seats and options.
    fn again(&self, seed: u64) -> Option<Box<dyn AnyTable>>;
    /// The public moments the table must see now (see [`Moments::moments`](super::Moments::moments)),
    /// as log lines, oldest first.
    fn moments(&self, lang: Lang) -> Vec<String>;
    /// What the eyes on screen may hear since `since` (see [`News`]). A new
    /// listener, or other eyes (the tablet passed), hears what happened
    /// since their own last move.
    fn news(&self, lang: Lang, since: Option<Heard>) -> News;
    /// Did the last move make a public moment (a computer then waits)?
    fn last_move_spotlit(&self) -> bool;
    /// Did the last move end on a beat of the game (a trick taken)?
    fn last_move_beat(&self) -> bool;
    /// "Sorciers game in progress with Ana, Bob…" for the home screen.
    fn resume_line(&self, lang: Lang) -> String;
    /// A replay (never saved): the move shown, the last move, and whether it steps on its own.
    fn replay_position(&self) -> Option<(usize, usize, bool)>;
    /// A replay's first position (0, or the move a shared position began at).
    fn replay_first(&self) -> usize;
    /// Moves a replay to `at` moves (clamped); false when it did not move.
    fn replay_to(&mut self, at: usize) -> bool;
    /// This game from its first move, as a replay.
    fn watch(&self) -> Option<Box<dyn AnyTable>>;
    /// The code of a link to this position (`#r=…`): the table's eyes for a
    /// game being played, the replay's own eyes in a replay.
    fn share_code(&self) -> String;
    /// The links to show once shared (plain, and the embed's), or none.
    fn set_links(&mut self, links: Option<(String, String)>);
    /// A new game from this position, `human` played by a person and the
    /// other seats by computers. The record it came from is not touched.
    fn play_from(&self, human: Seat, seed: u64) -> Option<Box<dyn AnyTable>>;
    /// Coaches this game as a guided first game, from `step` (`since`: the
    /// moves made when that step began); false if the game has no coach.
    fn learn(&mut self, step: usize, since: usize) -> bool;
    /// A guided game's coach: its step, its number of steps, and the moves
    /// made when the step began (kept beside the save).
    fn coaching(&self) -> Option<(usize, usize, usize)>;
    /// The coach's own catalogue, if the game has a coach.
    fn coach_texts(&self) -> Option<&'static crate::i18n::Domain>;
    /// Do the computers wait for the coach (a step to read)?
    fn coach_holds(&self) -> bool;
    /// The engine's invariants (native tests; not in the browser build).
    #[cfg(not(target_arch = "wasm32"))]
    fn audit(&self) -> Result<(), String>;
}

/// A table, or why it could not be set up or read.
pub type Loaded = Result<Box<dyn AnyTable>, String>;

/// A table read back from a save, or why it cannot be.
pub type Read = Result<Box<dyn AnyTable>, SaveError>;

/// "Sorciers game in progress with Ana, Bob… (12 moves played)": the home's
/// resume banner, from a table or from a save's summary alone.
pub fn resume_text(game: &str, names: &[String], moves: usize, over: bool, lang: Lang) -> String {
    let names = names.join(", ");
    match over {
        false => shell::home_resume_line(lang, game, &names, moves),
        true => shell::home_resume_over(lang, game, &names),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_resume_line_counts_the_moves_in_each_language() {
        let names = ["Ana".to_string(), "Bob".to_string()];
        assert_eq!(
            resume_text("Sorciers", &names, 12, false, Lang::Fr),
            "Partie de Sorciers en cours avec Ana, Bob (12 coups joués)."
        );
        assert_eq!(
            resume_text("Sorciers", &names, 1, false, Lang::En),
            "Sorciers game in progress with Ana, Bob (1 move played)."
        );
        assert_eq!(
            resume_text("Sorciers", &names, 1_200, false, Lang::De),
            "Laufende Partie Sorciers mit Ana, Bob (1.200 Züge gespielt)."
        );
        assert_eq!(
            resume_text("Barracuda", &names, 3, true, Lang::En),
            "Finished Barracuda game with Ana, Bob: see the results."
        );
    }
}
