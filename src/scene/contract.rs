//! What a game gives to be drawn: [`GameUi`], the commands its controls
//! name, its options, and [`Ui`], the helpers its drawing code is handed.

use super::dom::Node;
use super::widgets;
use crate::engine::{Outcome, Seat, SeatKind, TableGame};
use crate::i18n::{shell, Domain, Lang};
use std::fmt::Debug;
use std::hash::Hash;

/// What a control does when tapped.
#[derive(Clone, Debug, PartialEq)]
pub enum Command<M, D> {
    /// Plays this move for the holder.
    Play(M),
    /// Replaces the holder's unfinished choice (notes tapped into a stack,
    /// cards selected…). Nothing is played.
    Draft(D),
    /// Explains why a control is refused (a card you may not play…).
    Say(String),
    /// Asks the app shell.
    Shell(Shell),
    /// Asks for a hint: the strong computer's choice for the holder.
    Hint,
    /// Moves a replay, or changes whose eyes it is seen through.
    Replay(Replaying),
    /// The coach of a guided game.
    Coach(Coaching),
}

/// What the coach's controls do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coaching {
    /// On to the next step.
    Next,
    /// No more coaching: the game goes on as a normal game.
    Skip,
    /// After the summary: a normal game with the same seats.
    Real,
    /// After the summary: this game goes on, a hint shown at each of the
    /// learner's turns.
    Keep,
}

/// What a replay's controls do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replaying {
    /// Shows the game after this many moves.
    To(usize),
    /// Through the table's eyes (`None`) or one seat's (its secrets shown).
    Eyes(Option<u8>),
    /// Steps on its own at the pace, or stops.
    Play(bool),
}

/// Commands the app shell carries out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shell {
    Undo,
    Rules,
    Export,
    PlayAgain,
    Home,
    /// The finished game, move by move.
    Watch,
    /// The link of this position (copied, and shown to copy by hand).
    Share,
    /// A new game from the replayed position, this seat played by a human.
    PlayFrom(u8),
    /// Back from a replay.
    LeaveReplay,
}

/// What a tap did.
#[derive(Clone, Debug, PartialEq)]
pub enum Done {
    Played,
    Drafted,
    /// A hint is shown (and counted: the save changes).
    Hinted,
    /// The coach moved on, or stopped (its step is kept beside the save).
    Coached,
    Say(String),
    Shell(Shell),
    /// A stale control (the table changed under the finger).
    Nothing,
}

/// A game option for the setup screen (and the URL: `?key=value`).
#[derive(Clone, Debug, PartialEq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub label: &'static str,
    /// `(value, label)` pairs; empty for an on/off option (values "1"/"0").
    pub choices: Vec<(&'static str, &'static str)>,
    pub value: String,
    pub disabled: bool,
}

/// Option values as strings, like the URL gives them.
pub type Options = [(String, String)];

/// The value of option `key`, if set.
pub fn opt<'a>(values: &'a Options, key: &str) -> Option<&'a str> {
    values.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// An on/off option: "1", "true" or "on".
pub fn opt_on(values: &Options, key: &str) -> bool {
    matches!(opt(values, key), Some("1" | "true" | "on"))
}

/// What the options of a link (`target=99`, `bid=hidden&somme=1`, a key the
/// game does not have) could not do, each as a sentence for the player
/// saying what was asked and what the game uses instead. Empty when every
/// option was taken as written. Read from the game's own option list: a
/// value is one of its choices (or on/off), and the effective value after
/// [`GameUi::config_for`] is the one asked.
pub fn option_problems<G: GameUi>(players: u8, values: &Options, lang: Lang) -> Vec<String> {
    let specs = G::options(players, values, lang);
    let on = |v: &str| match v {
        "1" | "true" | "on" => Some(true),
        "0" | "false" | "off" => Some(false),
        _ => None,
    };
    let shown = |spec: &OptionSpec, v: &str| -> String {
        if spec.choices.is_empty() {
            return match on(v) {
                Some(true) => shell::option_on(lang).into(),
                _ => shell::option_off(lang).into(),
            };
        }
        spec.choices.iter().find(|(c, _)| *c == v).map_or_else(|| v.to_string(), |(_, l)| l.to_string())
    };
    let mut out = Vec::new();
    // The last value of a key is the one used.
    let mut seen: Vec<&str> = Vec::new();
    for (key, value) in values.iter().rev() {
        if seen.contains(&key.as_str()) {
            continue;
        }
        seen.push(key);
        let Some(spec) = specs.iter().find(|s| s.key == key) else {
            out.push(shell::option_unknown(lang, format!("{key}={value}"), G::NAME));
            continue;
        };
        let valid = match spec.choices.is_empty() {
            true => on(value).is_some(),
            false => spec.choices.iter().any(|(c, _)| c == value),
        };
        let taken = match spec.choices.is_empty() {
            true => on(value) == on(&spec.value),
            false => spec.value == *value,
        };
        let used = shown(spec, &spec.value);
        let label = spec.label;
        if !valid {
            out.push(shell::option_invalid(lang, label, value, &used));
        } else if !taken {
            out.push(shell::option_not_taken(lang, label, shown(spec, value), &used));
        }
    }
    out.reverse();
    out
}

/// The parts of a table a game draws; the shell adds the status line, the
/// tools, the log and the end screen around them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Parts {
    /// One sentence: whose turn and what to do.
    pub status: String,
    /// Extra attributes of the table element (`data-round`…).
    pub attrs: Vec<(&'static str, String)>,
    /// The table itself.
    pub main: Vec<Node>,
    /// Side panels (score sheet, hands seen…).
    pub side: Vec<Node>,
    /// Details under the final ranking (score breakdown).
    pub end: Vec<Node>,
}

/// A game's table in the browser, as pure functions.
pub trait GameUi: TableGame + 'static {
    /// The game's name, as shown.
    const NAME: &'static str;
    /// The language the game's name is in (`lang` on it in a page of
    /// another language: "Preums !" said as French), if any.
    const NAME_LANG: Option<&'static str> = None;
    /// Fewest and most players.
    const PLAYERS: (u8, u8);
    /// How long a game takes at a table of people, in minutes (the home's
    /// tile): the rulebook's figure where it gives one, else the decisions
    /// of a game (`examples/game_length.rs`) at a few seconds each.
    const MINUTES: (u16, u16);
    /// The table is laid out to fit the screen of a tablet (no page scroll):
    /// the seats, the play area, the decision and the hand.
    const FITS_SCREEN: bool = false;
    /// The holder's unfinished choice, kept between taps.
    type Draft: Clone + Debug + Default + PartialEq + Hash + 'static;

    /// One line for the home's tile (a message of the shell's catalogue:
    /// the home has no game's texts).
    fn pitch(lang: Lang) -> &'static str;
    /// The game's texts and in-app rules (its `tx::DOMAIN`).
    fn texts() -> &'static Domain;
    /// The setup options for `players`, with their current values.
    fn options(players: u8, values: &Options, lang: Lang) -> Vec<OptionSpec>;
    /// The config for `players` with these option values (unknown or
    /// incompatible values fall back to the spec's defaults).
    fn config_for(players: u8, values: &Options) -> Self::Config;
    /// One log line.
    fn event_text(event: &Self::Event, names: &[String], lang: Lang) -> String;
    /// A final score as shown on the end screen.
    fn score_text(score: i32, lang: Lang) -> String {
        shell::end_score(lang, score)
    }
    /// The badge of the winners.
    fn winner_label(lang: Lang) -> &'static str {
        shell::end_winner(lang)
    }
    /// The first words of the end: "Victoire : Ana", and who tied. A game
    /// of teams says the winning side instead of a tie.
    fn winner_line(outcome: &Outcome, view: &Self::View, names: &[String], lang: Lang) -> String {
        let _ = view;
        widgets::winner_line(&outcome.winners, names, lang, false)
    }
    /// Badges of some players on the end screen's ranking ("bankrupt"), as
    /// `(seat, text)`.
    fn end_marks(view: &Self::View, lang: Lang) -> Vec<(Seat, String)> {
        let _ = (view, lang);
        Vec::new()
    }
    /// A seat's action as a short bubble at its seat ("Annonce 2", "Je
    /// passe"), for the events that are one seat's action; `None` for the others.
    /// A turn makes several actions of one seat (Barracuda: its rent, then
    /// its choice): its bubble says them all, not only the last.
    const JOIN_BUBBLES: bool = false;
    fn bubble(event: &Self::Event, names: &[String], lang: Lang) -> Option<(Seat, String)> {
        let _ = (event, names, lang);
        None
    }
    /// The holder's unfinished choice that composes `mv` (for a hint on a
    /// move built step by step: the composer then shows it, ready to play),
    /// or `None` when a single control plays it.
    fn draft_for(mv: &Self::Move, me: Seat) -> Option<Self::Draft> {
        let _ = (mv, me);
        None
    }

    /// Why the strong computer's hint `mv` is a good move, in one line, from
    /// `view`, the hinted seat's own view; `None` when nothing honest can be
    /// said.
    fn hint_reason(view: &Self::View, mv: &Self::Move, names: &[String], lang: Lang) -> Option<String> {
        let _ = (view, mv, names, lang);
        None
    }

    /// The game has a guided first game ([`GameUi::coach`]): the home
    /// offers "Learn to play" without loading the game's code.
    const COACHED: bool = false;

    /// The guided first game ("Learn to play"), if the game has one.
    fn coach() -> Option<&'static super::coach::Script<Self>>
    where
        Self: Sized,
    {
        None
    }

    /// What the hint `mv` does, in one line, where the first thing the move
    /// does would not say it (a safe-conduct used for two openings: which
    /// routes); `None`: the move's own first event says it.
    fn hint_what(view: &Self::View, mv: &Self::Move, names: &[String], lang: Lang) -> Option<String> {
        let _ = (view, mv, names, lang);
        None
    }

    /// French words the game keeps in pages of `lang` ("Preums !"): marked
    /// `lang="fr"` wherever the table shows them (its headline and log too),
    /// so that a screen reader says them as French.
    fn foreign_terms(lang: Lang) -> &'static [&'static str] {
        let _ = lang;
        &[]
    }

    /// Is the decision now a question put to the player out of the turn's
    /// order (an offer to answer, "Last order!")? The announcer then says it
    /// at once (assertive) instead of after what is being read.
    fn asks_out_of_turn(view: &Self::View) -> bool {
        let _ = view;
        false
    }

    /// Is this event a moment the whole table must see (an offer turned face
    /// up, stakes revealed, an auction won, a majority scored)? The table
    /// shows the public ones in a banner until the next human acts, and a
    /// computer waits before its next move (see [`Moments`](super::Moments)).
    fn spotlight(event: &Self::Event) -> bool {
        let _ = event;
        false
    }

    /// Is this public event one the table pauses a beat on before a
    /// computer's next move (a trick taken: seen whole before it is gathered)?
    fn beat(event: &Self::Event) -> bool {
        let _ = event;
        false
    }

    /// The table for the holder (or for the whole table when no one holds it).
    fn table(ui: &mut Ui<Self>, view: &Self::View, draft: &Self::Draft) -> Parts;
}

/// Everything a game's table function may use, and where its controls'
/// commands are collected.
pub struct Ui<'a, G: GameUi> {
    pub lang: Lang,
    pub names: &'a [String],
    pub kinds: Vec<SeatKind>,
    /// The seat whose view is drawn (`None`: the public table).
    pub me: Option<Seat>,
    /// The holder decides now.
    pub my_turn: bool,
    /// The seat deciding on this screen: the holder on their turn, or the
    /// seat answering a public prompt (then `me` is `None`).
    pub actor: Option<Seat>,
    /// The holder's legal moves (empty unless `my_turn`).
    pub legal: Vec<G::Move>,
    /// Each seat's last action in the last lap of moves, as a bubble.
    pub bubbles: Vec<Option<String>>,
    /// The newest events the viewer may read (at most [`TAIL`]), oldest
    /// first: what the table just saw (the last trick of a round…).
    pub tail: Vec<G::Event>,
    pub commands: Vec<Command<G::Move, G::Draft>>,
    /// A drawer drawn only while open is open ([`Chrome::lazy_open`]).
    pub lazy_open: bool,
}

impl<G: GameUi> Ui<'_, G> {
    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", |n| n.as_str())
    }

    /// Seat `seat`'s last action, as a bubble at its seat.
    pub fn bubble(&self, seat: Seat) -> Option<String> {
        self.bubbles.get(seat.index()).cloned().flatten()
    }

    pub fn is_legal(&self, mv: &G::Move) -> bool {
        self.legal.contains(mv)
    }

    fn push(&mut self, c: Command<G::Move, G::Draft>) -> u32 {
        self.commands.push(c);
        (self.commands.len() - 1) as u32
    }

    /// A control that plays `mv`.
    pub fn play(&mut self, mv: G::Move) -> u32 {
        self.push(Command::Play(mv))
    }

    /// A control that changes the draft.
    pub fn draft(&mut self, d: G::Draft) -> u32 {
        self.push(Command::Draft(d))
    }

    /// A refused control that says why.
    pub fn say(&mut self, why: impl Into<String>) -> u32 {
        self.push(Command::Say(why.into()))
    }

    pub fn shell(&mut self, s: Shell) -> u32 {
        self.push(Command::Shell(s))
    }

    /// Plays `mv` if legal, else says `why`.
    pub fn play_or_say(&mut self, mv: G::Move, why: impl FnOnce() -> String) -> u32 {
        if self.is_legal(&mv) {
            self.play(mv)
        } else {
            self.say(why())
        }
    }
}
