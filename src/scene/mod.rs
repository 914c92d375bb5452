//! Every game's table as pure data (no browser types): a game implements
//! [`GameUi`], a pure function from the holder's view (and the holder's
//! unfinished choice, its "draft") to [`dom::Node`]s whose controls name
//! [`Command`]s. [`Live`] wraps a [`Table`] behind the object-safe
//! [`AnyTable`], so the browser shell is written once for every game and
//! every table can be rendered and clicked through in native tests.

pub mod diff;
pub mod dom;
pub mod motion;
mod replay;
pub mod widgets;
pub mod words;
pub mod zoom;

pub use dom::{el, text, El, Node};
pub use words::Worded;

use crate::engine::link::{self, Seen, Shared};
use crate::engine::{
    Entry, Outcome, Record, SaveError, Screen, Seat, SeatKind, SeatSetup, Stamp, Start, Step, Table, TableError,
    TableGame, Viewer,
};
use crate::i18n::{Lang, Section};
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

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
                Some(true) => lang.t("oui", "on").into(),
                _ => lang.t("non", "off").into(),
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
            out.push(match lang {
                Lang::Fr => {
                    format!("Le lien demande « {key}={value} », un réglage que {} n'a pas : il est ignoré.", G::NAME)
                }
                Lang::En => {
                    format!("The link asks for “{key}={value}”, a setting {} does not have: it is ignored.", G::NAME)
                }
            });
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
            out.push(match lang {
                Lang::Fr => format!("« {label} » ne peut pas valoir « {value} » : la partie se joue avec « {used} »."),
                Lang::En => format!("“{label}” cannot be “{value}”: the game is played with “{used}”."),
            });
        } else if !taken {
            let asked = shown(spec, value);
            out.push(match lang {
                Lang::Fr => format!(
                    "« {label} » : « {asked} » ne va pas avec les autres réglages, la partie se joue avec « {used} »."
                ),
                Lang::En => {
                    format!(
                        "“{label}”: “{asked}” does not go with the other settings; the game is played with “{used}”."
                    )
                }
            });
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
    /// Fewest and most players.
    const PLAYERS: (u8, u8);
    /// The table is laid out to fit the screen of a tablet (no page scroll):
    /// the seats, the play area, the decision and the hand.
    const FITS_SCREEN: bool = false;
    /// The holder's unfinished choice, kept between taps.
    type Draft: Clone + Debug + Default + PartialEq + Hash + 'static;

    fn pitch(fr: bool) -> &'static str;
    fn rules(fr: bool) -> &'static [Section];
    /// The setup options for `players`, with their current values.
    fn options(players: u8, values: &Options, lang: Lang) -> Vec<OptionSpec>;
    /// The config for `players` with these option values (unknown or
    /// incompatible values fall back to the spec's defaults).
    fn config_for(players: u8, values: &Options) -> Self::Config;
    /// One log line.
    fn event_text(event: &Self::Event, names: &[String], lang: Lang) -> String;
    /// A final score as shown on the end screen.
    fn score_text(score: i32, lang: Lang) -> String {
        format!("{} pts", crate::i18n::number(score, lang))
    }
    /// The badge of the winners.
    fn winner_label(lang: Lang) -> &'static str {
        lang.t("Vainqueur", "Winner")
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
}

impl<G: GameUi> Ui<'_, G> {
    pub fn t(&self, fr: &'static str, en: &'static str) -> &'static str {
        self.lang.t(fr, en)
    }

    pub fn fr(&self) -> bool {
        self.lang.fr()
    }

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

/// Settings kept across visits (`tablee.settings`), as JSON:
/// `{"lang":"fr","pace":"normal"}`. Read and written without serde, so that
/// the browser build's main module carries no JSON (de)serializer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// None: the browser's language.
    pub lang: Option<Lang>,
    pub pace: Pace,
}

impl Settings {
    /// The settings a text holds: a missing field has its default; any
    /// other fault, None (the defaults then).
    pub fn read(text: &str) -> Option<Settings> {
        use crate::engine::peek::{self, Value};
        let doc = peek::parse(text).ok()?;
        if !matches!(doc, Value::Object(_)) {
            return None;
        }
        let lang = match doc.get("lang") {
            None | Some(Value::Null) => None,
            Some(v) => Some(Lang::parse(v.as_str()?)?),
        };
        let pace = match doc.get("pace") {
            None => Pace::default(),
            Some(v) => Pace::parse(v.as_str()?)?,
        };
        Some(Settings { lang, pace })
    }

    pub fn write(&self) -> String {
        let lang = self.lang.map_or("null".to_string(), |l| format!("\"{}\"", l.code()));
        format!("{{\"lang\":{lang},\"pace\":\"{}\"}}", self.pace.code())
    }
}

/// How fast computer seats play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    Instant,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Instant, Pace::Fast, Pace::Normal, Pace::Slow];

    /// The pause before each computer move.
    pub fn delay_ms(self) -> u32 {
        match self {
            Pace::Instant => 0,
            Pace::Fast => 300,
            Pace::Normal => 800,
            Pace::Slow => 1600,
        }
    }

    /// The pause before a computer's next move: longer after a public
    /// moment (an offer turned face up, stakes revealed…), so that the
    /// table can read it: at least 2 s at normal pace.
    pub fn wait_ms(self, after_moment: bool) -> u32 {
        let hold = match self {
            Pace::Instant => 0,
            Pace::Fast => 1200,
            Pace::Normal => 2000,
            Pace::Slow => 3200,
        };
        if after_moment {
            self.delay_ms().max(hold)
        } else {
            self.delay_ms()
        }
    }

    /// The pause before a computer's next move after a beat of the game (a
    /// trick taken, shown whole before it is gathered): at least 1.2 s at
    /// normal pace.
    pub fn beat_ms(self) -> u32 {
        match self {
            Pace::Instant => 0,
            Pace::Fast => 700,
            Pace::Normal => 1300,
            Pace::Slow => 2200,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Pace::Instant => "instant",
            Pace::Fast => "fast",
            Pace::Normal => "normal",
            Pace::Slow => "slow",
        }
    }

    pub fn parse(s: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.code() == s)
    }

    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Pace::Instant => lang.t("Instantané", "Instant"),
            Pace::Fast => lang.t("Rapide", "Fast"),
            Pace::Normal => lang.t("Normal", "Normal"),
            Pace::Slow => lang.t("Lent", "Slow"),
        }
    }
}

/// How the shell wants the table drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chrome {
    pub lang: Lang,
    pub embed: bool,
    /// The computers' pace.
    pub pace: Pace,
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
    /// The public moments the table must see now (see [`Table::moments`]),
    /// as log lines, oldest first.
    fn moments(&self, lang: Lang) -> Vec<String>;
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
    /// The engine's invariants (native tests; not in the browser build).
    #[cfg(not(target_arch = "wasm32"))]
    fn audit(&self) -> Result<(), String>;
}

/// How many of the newest events a table may look back on ([`Ui::tail`]).
pub const TAIL: usize = 48;

/// How many public moments the banner shows at most.
const MOMENTS_SHOWN: usize = 2;

/// A table plus the holder's draft and the commands of the last render.
pub struct Live<G: GameUi> {
    pub table: Table<G>,
    draft: G::Draft,
    commands: Vec<Command<G::Move, G::Draft>>,
    /// The hint asked for, at this move count.
    hint: Option<(usize, G::Move)>,
    /// A game shown move by move instead of played.
    replay: Option<Replay<G>>,
    /// The links of this position, once the player asked to share it.
    links: Option<(String, String)>,
}

/// A replay: the game shown (the table is at one of its moves), and whose
/// eyes it is seen through.
struct Replay<G: GameUi> {
    source: Source<G>,
    eyes: Viewer,
    playing: bool,
    /// The game is not over: the replay keeps the eyes it was opened with
    /// (the table's, or one seat's), so no one sees every hand of a game
    /// still being played, its link holds only what those eyes saw, and
    /// "play from here" deals what they did not see anew.
    eyes_locked: bool,
    /// What those eyes saw of a whole game not over, worked out once (its link).
    seen: std::cell::OnceCell<Option<Rc<Seen<G>>>>,
}

/// What a replay shows.
enum Source<G: GameUi> {
    /// A whole game: its record, every move.
    Whole(Record<G>),
    /// What one pair of eyes saw of a game still being played (a link):
    /// each position is a state dealt anew from their view there.
    Seen(Rc<Seen<G>>),
}

impl<G: GameUi> Replay<G> {
    /// The first and the last position.
    fn span(&self) -> (usize, usize) {
        match &self.source {
            Source::Whole(r) => (r.moves_before(), r.moves_before() + r.moves.len()),
            Source::Seen(seen) => (seen.from, seen.last()),
        }
    }
}

impl<G: GameUi> Live<G> {
    pub fn new(table: Table<G>) -> Live<G> {
        Live { table, draft: G::Draft::default(), commands: Vec::new(), hint: None, replay: None, links: None }
    }

    /// A replay of `record` with these seats, shown after `at` moves through `eyes`.
    pub fn replay(record: &Record<G>, seats: Vec<SeatSetup>, at: usize, eyes: Viewer) -> Result<Live<G>, SaveError> {
        let before = record.moves_before();
        let at = at.clamp(before, before + record.moves.len());
        let table = Table::from_record(&cut(record, at), seats)?;
        let eyes = match eyes {
            Viewer::Seat(s) if s.index() >= table.seats().len() => Viewer::Table,
            e => e,
        };
        let over = match at == before + record.moves.len() {
            true => table.screen() == Screen::Over,
            false => Table::<G>::from_record(record, table.seats().to_vec())?.screen() == Screen::Over,
        };
        let mut live = Live::new(table);
        live.replay = Some(Replay {
            source: Source::Whole(record.clone()),
            eyes,
            playing: false,
            eyes_locked: !over,
            seen: Default::default(),
        });
        Ok(live)
    }

    /// A replay of what one pair of eyes saw of a game (a link of a game
    /// not over), shown at its position.
    pub fn replay_seen(seen: Seen<G>) -> Result<Live<G>, SaveError> {
        let seen = Rc::new(seen);
        let table = observed(&seen, seen.at).ok_or_else(|| SaveError::Malformed("a position of the link".into()))?;
        let mut live = Live::new(table);
        live.replay = Some(Replay {
            eyes: seen.eyes,
            source: Source::Seen(seen),
            playing: false,
            eyes_locked: true,
            seen: Default::default(),
        });
        Ok(live)
    }

    /// Whose eyes the screen is for.
    fn eyes(&self) -> Viewer {
        self.replay.as_ref().map_or_else(|| self.table.viewer(), |r| r.eyes)
    }

    pub fn boxed(table: Table<G>) -> Box<dyn AnyTable> {
        Box::new(Live::new(table))
    }

    fn names(&self) -> Vec<String> {
        self.table.seats().iter().map(|s| s.name.clone()).collect()
    }

    /// The game's own parts, for the holder.
    pub fn parts(&mut self, lang: Lang) -> Parts {
        let names = self.names();
        let viewer = self.eyes();
        let replaying = self.replay.is_some();
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
        };
        let view = self.table.view(viewer);
        let mut ui = Ui::<G> {
            lang,
            names: &names,
            // A replay is looked at: nobody is "thinking" in it.
            kinds: self.table.seats().iter().map(|s| if replaying { SeatKind::Human } else { s.kind }).collect(),
            me,
            my_turn: !replaying && matches!(self.table.screen(), Screen::Turn(s) if Some(s) == me),
            actor: if replaying { None } else { self.table.actor() },
            legal: if replaying { Vec::new() } else { self.table.legal() },
            bubbles: self.bubbles(lang),
            tail: self.tail(),
            commands: std::mem::take(&mut self.commands),
        };
        ui.commands.clear();
        let parts = G::table(&mut ui, &view, &self.draft);
        self.commands = ui.commands;
        parts
    }

    /// What `seat` alone saw of its own (its hand, its wallet), as the
    /// game's table draws it for that seat, drawn only: no control in it.
    fn secret_of(&self, lang: Lang, seat: Seat) -> Option<El> {
        let names = self.names();
        let viewer = Viewer::Seat(seat);
        let mut ui = Ui::<G> {
            lang,
            names: &names,
            kinds: vec![SeatKind::Human; names.len()],
            me: Some(seat),
            my_turn: false,
            actor: None,
            legal: Vec::new(),
            bubbles: vec![None; names.len()],
            tail: Vec::new(),
            commands: Vec::new(),
        };
        let parts = G::table(&mut ui, &self.table.view(viewer), &G::Draft::default());
        let found = parts.main.iter().find_map(|n| {
            let mut all = Vec::new();
            n.walk(&mut all);
            all.into_iter().find(|e| matches!(e.get("data-testid"), Some("hand" | "wallet"))).cloned()
        })?;
        let mut node = Node::El(Box::new(found));
        drawn_only(&mut node);
        match node {
            Node::El(e) => Some(*e),
            _ => None,
        }
    }

    /// Every player's own secrets at once: only in a replay of a game that
    /// is over (a drawer, "All hands"), never while it is being played.
    fn open_hands(&self, lang: Lang) -> Option<El> {
        let r = self.replay.as_ref()?;
        if r.eyes_locked {
            return None;
        }
        let names = self.names();
        let hands: Vec<Node> = (0..names.len())
            .filter_map(|i| {
                let secret = self.secret_of(lang, Seat(i as u8))?;
                Some(
                    el("div")
                        .class("open-hand")
                        .class(&format!("c{i}"))
                        .child(el("h3").text(names[i].clone()))
                        .child(secret)
                        .into(),
                )
            })
            .collect();
        if hands.is_empty() {
            return None;
        }
        Some(
            widgets::drawer(lang.t("Toutes les mains", "All hands"))
                .class("hands")
                .testid("open-hands")
                .child(el("div").class("open-hands").children(hands)),
        )
    }

    /// The newest events the viewer may read, oldest first.
    fn tail(&self) -> Vec<G::Event> {
        let log: Vec<&Entry<G::Event>> = self.table.log(self.eyes()).collect();
        log[log.len().saturating_sub(TAIL)..].iter().map(|e| e.logged.event.clone()).collect()
    }

    /// Each seat's newest action among the events of the last lap of moves
    /// (as many moves as there are players), as seen by the viewer (in a
    /// game that says so, all of its actions of that one move, joined:
    /// "Loyer payé : 6 000 · Ouvre Karambole").
    fn bubbles(&self, lang: Lang) -> Vec<Option<String>> {
        let names = self.names();
        let mut out: Vec<Option<(usize, String)>> = vec![None; names.len()];
        let since = self.table.moves_made().saturating_sub(names.len());
        for e in self.table.log(self.eyes()) {
            if e.after_moves > since {
                if let Some((seat, text)) = G::bubble(&e.logged.event, &names, lang) {
                    if let Some(slot) = out.get_mut(seat.index()) {
                        *slot = Some(match slot.take() {
                            Some((at, before)) if G::JOIN_BUBBLES && at == e.after_moves => {
                                (at, format!("{before} · {text}"))
                            }
                            _ => (e.after_moves, text),
                        });
                    }
                }
            }
        }
        out.into_iter().map(|b| b.map(|(_, text)| text)).collect()
    }

    /// The last `max` lines of the log, newest first, each with its number.
    fn log_lines(&self, lang: Lang, max: usize) -> Vec<(usize, String)> {
        let names = self.names();
        let entries: Vec<&Entry<G::Event>> = self.table.log(self.eyes()).collect();
        let start = entries.len().saturating_sub(max);
        (start..entries.len()).rev().map(|i| (i, G::event_text(&entries[i].logged.event, &names, lang))).collect()
    }
}

/// The record of a game cut after `at` moves made.
fn cut<G: GameUi>(record: &Record<G>, at: usize) -> Record<G> {
    let mut out = record.clone();
    out.moves.truncate(at.saturating_sub(record.moves_before()));
    out
}

/// The table of a link's position `at`: a state dealt anew from what its
/// eyes saw there (the same every time: seeded by the move), with the log
/// they read.
fn observed<G: GameUi>(seen: &Seen<G>, at: usize) -> Option<Table<G>> {
    let state = seen.state_at(at, at as u64)?;
    Table::observed(seen.config.clone(), state, seen.seats.clone(), at, seen.log_until(at)).ok()
}

impl<G: GameUi> AnyTable for Live<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn screen(&self) -> Screen {
        match (self.replay.is_some(), self.table.screen()) {
            // A replay shows a game already played: never a curtain, never a computer to wait for.
            (true, Screen::Curtain(s) | Screen::Turn(s) | Screen::Computer(s)) => Screen::Public(s),
            (_, screen) => screen,
        }
    }
    fn seat_names(&self) -> Vec<String> {
        self.names()
    }
    fn holder(&self) -> Option<Seat> {
        self.table.holder()
    }
    fn can_undo(&self) -> bool {
        self.replay.is_none() && self.table.can_undo()
    }
    fn is_over(&self) -> bool {
        self.table.screen() == Screen::Over
    }
    fn moves_made(&self) -> usize {
        self.table.moves_made()
    }
    fn seed(&self) -> u64 {
        self.table.seed()
    }
    fn save(&self) -> String {
        self.table.save()
    }
    fn save_as(&mut self, writer: &str) -> Option<String> {
        self.table.save_as(writer)
    }
    fn stamp(&self) -> Stamp {
        self.table.stamp().clone()
    }

    fn render(&mut self, chrome: Chrome) -> Vec<Node> {
        let lang = chrome.lang;
        let mut parts = self.parts(lang);
        if let Some(r) = &self.replay {
            parts.status =
                replay::status(lang, &self.names(), self.table.moves_made(), r.span().1, self.table.to_act());
        } else if let Some(outcome) = self.table.outcome() {
            // The end: the winner first, then why, if the game says.
            let won = G::winner_line(&outcome, &self.table.view(self.eyes()), &self.names(), lang);
            parts.status = match parts.status.is_empty() {
                true => won,
                false => format!("{won} — {}", parts.status),
            };
        }
        let viewer = match self.eyes() {
            Viewer::Seat(s) => s.0.to_string(),
            Viewer::Table => "table".into(),
        };
        let hint = if self.replay.is_some() { None } else { self.current_hint() };
        let hint_line = hint.clone().map(|(seat, mv)| {
            let names = self.names();
            let why = G::hint_reason(&self.table.view(Viewer::Seat(seat)), &mv, &names, lang)
                .map(|why| format!(" — {why}"))
                .unwrap_or_default();
            let mut what = match self.table.preview(seat, mv) {
                Some(event) => G::event_text(&event, &names, lang),
                None => lang.t("le coup surligné", "the highlighted move").to_string(),
            };
            // "Ana annonce 0 — rien de fort en main…": one sentence.
            if !why.is_empty() && what.ends_with('.') {
                what.pop();
            }
            el("p").class("hint-line").testid("hint").attr("role", "status").text(format!(
                "{}{}{what}{why}",
                lang.t("Conseil de l'ordinateur fort", "The strong computer's hint"),
                lang.colon()
            ))
        });
        let mut root = el("section")
            .class("table")
            .class(G::ID)
            .class_if("fit", G::FITS_SCREEN)
            .testid("table")
            .attr("data-game", G::ID)
            .attr("data-viewer", viewer)
            .attr("data-moves", self.table.moves_made().to_string())
            .attr_opt("data-replay", self.replay.as_ref().map(|r| r.span().1.to_string()))
            .class_if("replaying", self.replay.is_some())
            // Changes with the holder's unfinished choice (tests wait on it).
            .attr("data-draft-state", draft_stamp(&self.draft))
            .attr("aria-labelledby", "table-status");
        for (k, v) in parts.attrs {
            root = root.attr(k, v);
        }
        root = root
            .child(el("h1").class("visually-hidden").text(G::NAME))
            // The headline and what the whole table must see, kept in sight.
            .child(
                el("div")
                    .class("headline")
                    .child(
                        el("h2")
                            .id("table-status")
                            .class("status")
                            .attr("tabindex", "-1")
                            .testid("status")
                            .text(parts.status),
                    )
                    // A hint and the public moments, together under the headline.
                    .child(
                        el("div")
                            .class("bulletins")
                            .child_opt(hint_line)
                            .child(widgets::moments(lang, self.moments(lang))),
                    ),
            )
            .children(parts.main);
        if let Some(outcome) = self.table.outcome() {
            let names = self.names();
            // A replay's end is the end screen as it was, without its actions (the replay bar has them).
            let actions = match self.replay {
                Some(_) => None,
                None => Some(widgets::EndActions {
                    again: self.push(Command::Shell(Shell::PlayAgain)),
                    watch: self.push(Command::Shell(Shell::Watch)),
                    home: (!chrome.embed).then(|| self.push(Command::Shell(Shell::Home))),
                }),
            };
            let view = self.table.view(self.eyes());
            let marks = G::end_marks(&view, lang);
            let won = G::winner_line(&outcome, &view, &names, lang);
            let hints = self.table.hints();
            root =
                root.child(widgets::end_screen::<G>(&outcome, &won, &names, &marks, hints, lang, parts.end, actions));
        }
        if let Some(((first, total), playing, eyes, locked)) =
            self.replay.as_ref().map(|r| (r.span(), r.playing, r.eyes, r.eyes_locked))
        {
            let at = self.table.moves_made();
            let names = self.names();
            let bar = replay::Bar {
                first,
                at,
                total,
                playing,
                eyes,
                to: [first, at.saturating_sub(1).max(first), (at + 1).min(total), total]
                    .map(|n| self.push(Command::Replay(Replaying::To(n)))),
                play: self.push(Command::Replay(Replaying::Play(!playing))),
                eyes_cmds: if locked {
                    Vec::new()
                } else {
                    std::iter::once(None)
                        .chain((0..names.len() as u8).map(Some))
                        .map(|e| self.push(Command::Replay(Replaying::Eyes(e))))
                        .collect()
                },
                share: self.push(Command::Shell(Shell::Share)),
                play_from: (0..names.len() as u8).map(|s| self.push(Command::Shell(Shell::PlayFrom(s)))).collect(),
                leave: self.push(Command::Shell(Shell::LeaveReplay)),
                rules: self.push(Command::Shell(Shell::Rules)),
                links: self.links.clone(),
                game: G::NAME,
            };
            root = root.child(replay::bar(lang, &names, bar));
        } else {
            let undo = self.table.can_undo().then(|| self.push(Command::Shell(Shell::Undo)));
            let rules = self.push(Command::Shell(Shell::Rules));
            let export = self.push(Command::Shell(Shell::Export));
            let share = self.push(Command::Shell(Shell::Share));
            let ask = self.table.hint_seat().is_some().then(|| self.push(Command::Hint));
            root = root.child(
                widgets::tools(lang, undo, ask, rules, export, chrome.pace)
                    .child(
                        widgets::button(lang.t("Partager", "Share"), share)
                            .class("secondary")
                            .testid("share")
                            .label(lang.t("Partager cette position (un lien)", "Share this position (a link)")),
                    )
                    .child_opt(self.links.clone().map(|l| replay::links(lang, G::NAME, l))),
            );
        }
        let log = self.log_lines(lang, 60);
        let hands = self.open_hands(lang);
        root = root.child(el("div").class("side").child_opt(hands).children(parts.side).child(widgets::log(lang, log)));
        let mut root: Node = root.into();
        mark_controls(&mut root, &self.commands, hint.map(|(_, mv)| mv).as_ref());
        if self.replay.is_some() {
            inert(&mut root, &self.commands);
        }
        vec![root]
    }

    fn command(&mut self, index: u32) -> Done {
        let Some(cmd) = self.commands.get(index as usize).cloned() else { return Done::Nothing };
        if let Some(r) = &mut self.replay {
            // A replay is looked at, not played: only its own controls and the shell's act.
            return match cmd {
                Command::Replay(Replaying::To(n)) => {
                    if self.replay_to(n) {
                        Done::Drafted
                    } else {
                        Done::Nothing
                    }
                }
                Command::Replay(Replaying::Eyes(_)) if r.eyes_locked => Done::Nothing,
                Command::Replay(Replaying::Eyes(e)) => {
                    r.eyes = e.map_or(Viewer::Table, |s| Viewer::Seat(Seat(s)));
                    self.links = None;
                    Done::Drafted
                }
                Command::Replay(Replaying::Play(on)) => {
                    // Playing from the end starts again from the first move.
                    let (first, last) = r.span();
                    let restart = on && self.table.moves_made() >= last;
                    r.playing = on;
                    if restart {
                        self.replay_to(first);
                    }
                    Done::Drafted
                }
                Command::Shell(s) => Done::Shell(s),
                _ => Done::Nothing,
            };
        }
        match cmd {
            Command::Replay(_) => Done::Nothing,
            Command::Play(mv) => {
                let Some(seat) = self.table.actor() else { return Done::Nothing };
                match self.table.play(seat, mv) {
                    Ok(()) => {
                        self.draft = G::Draft::default();
                        self.commands.clear();
                        Done::Played
                    }
                    Err(TableError::NotYourTurn) => Done::Nothing,
                    Err(TableError::Rule(e)) => Done::Say(e.to_string()),
                }
            }
            Command::Draft(d) => {
                self.draft = d;
                Done::Drafted
            }
            Command::Say(s) => Done::Say(s),
            Command::Shell(s) => Done::Shell(s),
            Command::Hint => match self.table.hint() {
                Some(mv) => {
                    if let Some(d) = self.table.hint_seat().and_then(|me| G::draft_for(&mv, me)) {
                        self.draft = d;
                    }
                    self.hint = Some((self.table.moves_made(), mv));
                    Done::Hinted
                }
                None => Done::Nothing,
            },
        }
    }

    fn take_tablet(&mut self, seat: Seat) -> bool {
        let done = self.table.take_tablet(seat);
        if done {
            self.draft = G::Draft::default();
        }
        done
    }

    fn put_down(&mut self) -> bool {
        let done = self.replay.is_none() && self.table.put_down();
        if done {
            self.draft = G::Draft::default();
            self.hint = None;
        }
        done
    }

    fn undo(&mut self) -> bool {
        let done = self.table.undo();
        if done {
            self.draft = G::Draft::default();
        }
        done
    }

    fn think(&mut self) -> Step {
        self.table.think()
    }

    fn moments(&self, lang: Lang) -> Vec<String> {
        if self.is_over() {
            // The end screen tells the whole story.
            return Vec::new();
        }
        let names = self.names();
        // A replay shows the moments of the move it stands on only.
        let at = self.replay.as_ref().map(|_| self.table.moves_made());
        let all: Vec<String> = self
            .table
            .moments()
            .filter(|e| at.is_none_or(|at| e.after_moves == at))
            .map(|e| G::event_text(&e.logged.event, &names, lang))
            .collect();
        // The newest few: a long run of computer moves keeps only what is recent.
        all[all.len().saturating_sub(MOMENTS_SHOWN)..].to_vec()
    }

    fn last_move_spotlit(&self) -> bool {
        self.table.last_move_spotlit()
    }

    fn last_move_beat(&self) -> bool {
        self.table.last_move_beat()
    }

    fn again(&self, seed: u64) -> Option<Box<dyn AnyTable>> {
        Table::<G>::new(self.table.config().clone(), seed, self.table.seats().to_vec()).ok().map(Live::boxed)
    }

    fn resume_line(&self, lang: Lang) -> String {
        resume_text(G::NAME, &self.names(), self.table.moves_made(), self.is_over(), lang)
    }

    fn replay_position(&self) -> Option<(usize, usize, bool)> {
        self.replay.as_ref().map(|r| (self.table.moves_made(), r.span().1, r.playing))
    }

    fn replay_first(&self) -> usize {
        self.replay.as_ref().map_or(0, |r| r.span().0)
    }

    fn replay_to(&mut self, at: usize) -> bool {
        let Some(r) = &mut self.replay else { return false };
        let (first, last) = r.span();
        let at = at.clamp(first, last);
        let now = self.table.moves_made();
        if at == now {
            return false;
        }
        let table = match &r.source {
            Source::Whole(record) => {
                // One step forward is one move; anything else replays from the start.
                let next = now.checked_sub(first).and_then(|k| record.moves.get(k)).cloned();
                if at == now + 1 && next.is_some_and(|mv| self.table.replay_move(mv).is_ok()) {
                    None
                } else {
                    match Table::from_record(&cut(record, at), self.table.seats().to_vec()) {
                        Ok(table) => Some(table),
                        Err(_) => return false,
                    }
                }
            }
            Source::Seen(seen) => match observed(seen, at) {
                Some(table) => Some(table),
                None => return false,
            },
        };
        if let Some(table) = table {
            self.table = table;
        }
        if at >= last {
            r.playing = false;
        }
        self.links = None;
        true
    }

    fn watch(&self) -> Option<Box<dyn AnyTable>> {
        let record = self.table.record();
        let live = Live::replay(record, self.table.seats().to_vec(), record.moves_before(), Viewer::Table).ok()?;
        Some(Box::new(live))
    }

    fn share_code(&self) -> String {
        let seats = self.table.seats().to_vec();
        let at = self.table.moves_made();
        match &self.replay {
            // A game being played: what the table saw (nobody's hand); a
            // game over: the whole game.
            None if self.is_over() => {
                link::encode(&Shared { record: self.table.record().clone(), seats, at, eyes: Viewer::Table })
            }
            None => match Seen::of(self.table.record(), seats, Viewer::Table, at) {
                Ok(seen) => link::encode_seen(&seen),
                Err(_) => String::new(),
            },
            Some(r) => match &r.source {
                Source::Whole(record) if !r.eyes_locked => {
                    link::encode(&Shared { record: record.clone(), seats, at, eyes: r.eyes })
                }
                Source::Whole(record) => {
                    let seen = r.seen.get_or_init(|| Seen::of(record, seats, r.eyes, at).ok().map(Rc::new));
                    seen.as_ref().map_or_else(String::new, |seen| link::encode_seen(&Seen { at, ..(**seen).clone() }))
                }
                Source::Seen(seen) => link::encode_seen(&Seen { at, ..(**seen).clone() }),
            },
        }
    }

    fn set_links(&mut self, links: Option<(String, String)>) {
        self.links = links;
    }

    fn play_from(&self, human: Seat, seed: u64) -> Option<Box<dyn AnyTable>> {
        let t = &self.table;
        if human.index() >= t.seats().len() {
            return None;
        }
        let seats: Vec<SeatSetup> = t
            .seats()
            .iter()
            .enumerate()
            .map(|(i, s)| SeatSetup {
                name: s.name.clone(),
                kind: if i == human.index() {
                    SeatKind::Human
                } else if s.kind.is_human() {
                    SeatKind::Strong
                } else {
                    s.kind
                },
            })
            .collect();
        if t.screen() == Screen::Over {
            return None;
        }
        let r = self.replay.as_ref();
        let table = match r.map(|r| (&r.source, r.eyes_locked, r.eyes)) {
            // A game over hides nothing: the same cards, the same deals to come.
            Some((Source::Whole(record), false, _)) => Table::from_record(&cut(record, t.moves_made()), seats).ok()?,
            // Otherwise only what the eyes saw goes on; the rest is dealt anew.
            Some((_, _, eyes)) => {
                let start = Start { eyes, view: t.view(eyes), moves: t.moves_made() };
                Table::continued(t.config().clone(), seed, seats, start).ok()?
            }
            None => return None,
        };
        Some(Live::boxed(table))
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn audit(&self) -> Result<(), String> {
        self.table.audit()
    }
}

impl<G: GameUi> Live<G> {
    /// The hint asked for in this very position, with the seat it is for.
    fn current_hint(&self) -> Option<(Seat, G::Move)> {
        let (at, mv) = self.hint.as_ref()?;
        let seat = self.table.hint_seat()?;
        (*at == self.table.moves_made()).then(|| (seat, mv.clone()))
    }

    fn push(&mut self, c: Command<G::Move, G::Draft>) -> u32 {
        self.commands.push(c);
        (self.commands.len() - 1) as u32
    }
}

/// Marks each control with what it does: `data-move` (plays a move) or
/// `data-draft` (changes the unfinished choice). Tests and styles use them.
/// A control that plays the hinted move is also marked `data-hint`.
fn mark_controls<M: PartialEq, D>(node: &mut Node, commands: &[Command<M, D>], hint: Option<&M>) {
    let Node::El(e) = node else { return };
    if let Some(i) = e.get("data-cmd").and_then(|c| c.parse::<usize>().ok()) {
        // A second way to a control the table also offers as a button (a
        // city tapped on a map): marked as such, so that "the controls" stay
        // the buttons (one per move, for tests and assistive technologies).
        let alternative = e.get("data-on-map").is_some();
        match commands.get(i) {
            Some(Command::Play(mv)) => {
                if !alternative {
                    e.attrs.push(("data-move", String::new()));
                }
                if hint == Some(mv) {
                    e.attrs.push((if alternative { "data-map-hint" } else { "data-hint" }, String::new()));
                }
            }
            Some(Command::Draft(_)) if !alternative => e.attrs.push(("data-draft", String::new())),
            _ => {}
        }
    }
    for c in &mut e.children {
        mark_controls(c, commands, hint);
    }
}

/// A drawing of a part of the table with nothing to tap, no id and no
/// motion: "All hands" shows each player's hand beside the table's own.
fn drawn_only(node: &mut Node) {
    let Node::El(e) = node else { return };
    let control = e.get("data-cmd").is_some();
    e.attrs.retain(|(k, _)| {
        !matches!(
            *k,
            "id" | "data-cmd"
                | "data-move"
                | "data-draft"
                | "data-hint"
                | "data-refocus"
                | "data-fly"
                | "data-from"
                | "data-testid"
                | "tabindex"
                | "aria-disabled"
        )
    });
    if control {
        e.attrs.push(("aria-disabled", "true".into()));
    }
    for c in &mut e.children {
        drawn_only(c);
    }
}

/// In a replay the game's own controls are drawn as they were, but do
/// nothing: they say so (`aria-disabled`) and are no moves.
fn inert<M, D>(node: &mut Node, commands: &[Command<M, D>]) {
    let Node::El(e) = node else { return };
    let game_control = e
        .get("data-cmd")
        .and_then(|c| c.parse::<usize>().ok())
        .and_then(|i| commands.get(i))
        .is_some_and(|c| !matches!(c, Command::Replay(_) | Command::Shell(_)));
    if game_control {
        e.attrs.retain(|(k, _)| !matches!(*k, "data-move" | "data-draft" | "data-hint" | "aria-disabled"));
        e.attrs.push(("aria-disabled", "true".into()));
    }
    for c in &mut e.children {
        inert(c, commands);
    }
}

/// A short stamp of a draft: it changes when the draft does.
fn draft_stamp<D: Hash>(draft: &D) -> String {
    let mut h = Fnv(0x811c_9dc5);
    draft.hash(&mut h);
    format!("{:08x}", h.0)
}

/// FNV-1a: small, and stable across builds and platforms (unlike the
/// standard hasher, whose output is not specified).
struct Fnv(u32);

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    }
    fn finish(&self) -> u64 {
        u64::from(self.0)
    }
}

/// A table, or why it could not be set up or read.
pub type Loaded = Result<Box<dyn AnyTable>, String>;

/// A table read back from a save, or why it cannot be.
pub type Read = Result<Box<dyn AnyTable>, SaveError>;

/// "Sorciers game in progress with Ana, Bob… (12 moves played)": the home's
/// resume banner, from a table or from a save's summary alone.
pub fn resume_text(game: &str, names: &[String], moves: usize, over: bool, lang: Lang) -> String {
    let names = names.join(", ");
    let moves = crate::i18n::number(moves as u64, lang);
    match (lang, over) {
        (Lang::Fr, false) => format!("Partie {} en cours avec {names} ({moves} coups joués).", crate::i18n::de(game)),
        (Lang::En, false) => format!("{game} game in progress with {names} ({moves} moves played)."),
        (Lang::Fr, true) => format!("Partie {} terminée avec {names} : voir les résultats.", crate::i18n::de(game)),
        (Lang::En, true) => format!("Finished {game} game with {names}: see the results."),
    }
}
