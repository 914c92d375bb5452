//! The save / replay / bug-report format: `(format version, game, config,
//! seed, moves)`, and `start` for a game continued from a shared position;
//! its versions and their migration, and what every reader of a save shares
//! (its [`Stamp`], the game it names, [`SaveError`]). The save around a
//! record (seats, holder, hints; read back, summarised) is [`super::save`]'s.

use super::{peek, Game, Logged, SetupError, Viewer};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The record format written by this build. Older versions are migrated
/// when a migration exists, otherwise refused with [`SaveError::OldVersion`].
///
/// - 3: a game may start from a shared position (`start`: the view of the
///   eyes it was shared with; everything else dealt anew from the seed).
///   Only such a game is written as format 3: the others stay format 2, so
///   the builds before 3 still read them.
/// - 2: a save (see [`crate::engine::Table::save_as`]) also holds `rev`, its
///   write count, and `writer`, the id of the browser tab that wrote it, so
///   that two tabs on one game notice each other instead of overwriting.
/// - 1: `(format, game, config, seed, moves)` plus seats and holder. Read
///   as format 2 with `rev` 0 and no writer (the record fields are the same).
/// - 0 (or no `format` field): the prototype's saves, not readable any more.
pub const FORMAT_VERSION: u32 = 3;

/// The format of a record that starts from the beginning of a game.
pub const FORMAT_FROM_START: u32 = 2;

/// The oldest format this build still reads (by migration).
pub const OLDEST_READABLE: u32 = 1;

/// A whole game: enough to rebuild every state exactly.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub format: u32,
    pub game: String,
    pub config: G::Config,
    pub seed: u64,
    /// A game continued from a shared position starts there (format 3);
    /// `None`: from the beginning, dealt from the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start<G>>,
    pub moves: Vec<G::Move>,
}

/// Where a game continued from a shared position starts: what the eyes it
/// was shared with saw there. The rest of the state is dealt anew from the
/// record's seed ([`Game::deal_anew`]), so it holds no real hidden card of
/// the game it was shared from, nor its future deals.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Start<G: Game> {
    pub eyes: Viewer,
    pub view: G::View,
    /// The moves played before it: the game goes on counting from there.
    pub moves: usize,
}

impl<G: Game> Clone for Start<G> {
    fn clone(&self) -> Self {
        Start { eyes: self.eyes, view: self.view.clone(), moves: self.moves }
    }
}

impl<G: Game> fmt::Debug for Start<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Start").field("eyes", &self.eyes).field("view", &self.view).field("moves", &self.moves).finish()
    }
}

impl<G: Game> PartialEq for Start<G> {
    fn eq(&self, other: &Self) -> bool {
        self.eyes == other.eyes && self.view == other.view && self.moves == other.moves
    }
}

impl<G: Game> Start<G> {
    /// The first state: the view's unknowns dealt anew from `seed`.
    pub fn state(&self, seed: u64) -> Result<G::State, SaveError> {
        super::deal_anew::<G>(&self.view, self.eyes, &mut super::rng_from_seed(seed))
            .ok_or_else(|| SaveError::Malformed("the position it starts from is not one this game can reach".into()))
    }
}

impl<G: Game> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record {
            format: self.format,
            game: self.game.clone(),
            config: self.config.clone(),
            seed: self.seed,
            start: self.start.clone(),
            moves: self.moves.clone(),
        }
    }
}

impl<G: Game> fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("format", &self.format)
            .field("game", &self.game)
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("start", &self.start)
            .field("moves", &self.moves)
            .finish()
    }
}

impl<G: Game> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        self.format == other.format
            && self.game == other.game
            && self.config == other.config
            && self.seed == other.seed
            && self.start == other.start
            && self.moves == other.moves
    }
}

/// Why a save could not be read back. Every case is a value, never a panic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The bytes are not UTF-8 text.
    NotText,
    /// Not a record: bad JSON, a missing field, a move that does not parse…
    Malformed(String),
    /// Written by a newer Tablée than this one.
    NewerVersion { found: u32, supported: u32 },
    /// Written by an older format that can no longer be read.
    OldVersion { found: u32, supported: u32 },
    /// A save of another game.
    WrongGame { found: String, expected: &'static str },
    /// The config is refused by the game.
    Setup(SetupError),
    /// Move number `index` (0-based) cannot be replayed.
    Replay { index: usize, error: String },
    /// Larger than any save Tablée writes ([`MAX_SAVE_BYTES`]).
    TooLarge { bytes: usize },
}

/// The largest save read: a thousand times a long game's (a finished
/// three-player game saves in 2–20 KB; tests/saves.rs keeps it far below).
/// Anything larger is refused before it is parsed.
pub const MAX_SAVE_BYTES: usize = 1 << 20;

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotText => write!(f, "the save is not text"),
            SaveError::TooLarge { bytes } => write!(f, "the save is {bytes} bytes, over the {MAX_SAVE_BYTES} read"),
            SaveError::Malformed(why) => write!(f, "the save is damaged: {why}"),
            SaveError::NewerVersion { found, supported } => {
                write!(f, "the save was written by a newer version (format {found}; this one reads up to {supported})")
            }
            SaveError::OldVersion { found, supported } => {
                write!(f, "the save was written by an older version of Tablée in an old format ({found}) that this version (format {supported}) can no longer read")
            }
            SaveError::WrongGame { found, expected } => {
                write!(f, "this is a save of «{found}», not of «{expected}»")
            }
            SaveError::Setup(e) => write!(f, "the save's settings are refused: {e}"),
            SaveError::Replay { index, error } => {
                write!(f, "move {} of the save cannot be replayed: {error}", index.saturating_add(1))
            }
        }
    }
}

impl SaveError {
    /// What a reader of the bytes said, as it said it (in English), for
    /// whoever reports the problem: `None` when the player's words (`scene::words`)
    /// says it all.
    pub fn detail(&self) -> Option<String> {
        match self {
            SaveError::Malformed(why) => Some(why.clone()),
            SaveError::Replay { error, .. } => Some(error.clone()),
            SaveError::Setup(SetupError::IncompatibleOptions(why)) => Some(why.clone()),
            _ => None,
        }
    }
}

/// The game a save names, read without any game's rules and before
/// anything else is checked: an import says first whose game a file is.
pub fn save_game(bytes: &[u8]) -> Result<String, SaveError> {
    peek_save(bytes).map(|(_, game)| game)
}

impl std::error::Error for SaveError {}

/// Who wrote a save last, and how many writes it has had (format 2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    #[serde(default)]
    pub rev: u64,
    #[serde(default)]
    pub writer: Option<String>,
}

impl Stamp {
    /// The stamp of a save, read without replaying it (and without serde:
    /// the shell reads it, see [`super::peek`]): its version is checked (a
    /// format-1 save has rev 0 and no writer); the rest is not.
    pub fn of(bytes: &[u8]) -> Result<Stamp, SaveError> {
        let (doc, _) = peek_save(bytes)?;
        let rev = match doc.get("rev") {
            None => 0,
            Some(v) => v.as_u64().ok_or_else(|| malformed("rev", "a whole number"))?,
        };
        let writer = match doc.get("writer") {
            None | Some(peek::Value::Null) => None,
            Some(v) => Some(v.as_str().ok_or_else(|| malformed("writer", "a string"))?.to_string()),
        };
        Ok(Stamp { rev, writer })
    }
}

/// A field of a save that is not what it must be.
pub(crate) fn malformed(field: &str, expected: &str) -> SaveError {
    SaveError::Malformed(format!("`{field}` must be {expected}"))
}

/// A save's document and its game, its version checked (the header's
/// fields, then the version), read without serde and without any game's
/// rules: the shell's summary and stamp, and the start of [`Record::decode`].
pub(crate) fn peek_save(bytes: &[u8]) -> Result<(peek::Value<'_>, String), SaveError> {
    if bytes.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge { bytes: bytes.len() });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| SaveError::NotText)?;
    let doc = peek::parse_skimming(text, unread).map_err(|e| SaveError::Malformed(e.to_string()))?;
    if !matches!(doc, peek::Value::Object(_)) {
        return Err(malformed("the save", "an object"));
    }
    // Absent in the earliest saves: format 0.
    let format = match doc.get("format") {
        None => 0,
        Some(v) => {
            v.as_u64().and_then(|f| u32::try_from(f).ok()).ok_or_else(|| malformed("format", "a whole number"))?
        }
    };
    let game = doc.get("game").and_then(|g| g.as_str()).ok_or_else(|| malformed("game", "a string"))?.to_string();
    check_version(format)?;
    Ok((doc, game))
}

/// What none of [`peek_save`]'s readers looks at, only checked: the moves
/// (but their count), the settings, the hints, the view a continued game
/// starts from. The home sums up thirty saves without building their moves.
fn unread(name: &str, depth: usize) -> bool {
    matches!((depth, name), (0, "moves" | "config" | "hints") | (1, "view"))
}

pub(crate) fn check_version(format: u32) -> Result<(), SaveError> {
    if format > FORMAT_VERSION {
        return Err(SaveError::NewerVersion { found: format, supported: FORMAT_VERSION });
    }
    if format < OLDEST_READABLE {
        return Err(SaveError::OldVersion { found: format, supported: FORMAT_VERSION });
    }
    Ok(())
}

impl<G: Game> Record<G> {
    /// A record of a new game, with no move yet.
    pub fn new(config: G::Config, seed: u64) -> Self {
        Record { format: FORMAT_FROM_START, game: G::ID.to_string(), config, seed, start: None, moves: Vec::new() }
    }

    /// A record of a game continued from a shared position, with no move yet.
    pub fn continued(config: G::Config, seed: u64, start: Start<G>) -> Self {
        Record { format: FORMAT_VERSION, game: G::ID.to_string(), config, seed, start: Some(start), moves: Vec::new() }
    }

    /// The first state and the events of its set-up (none for a game
    /// continued from a position: its past is not known).
    pub fn first_state(&self) -> Result<super::Started<G>, SaveError> {
        match &self.start {
            None => G::new(&self.config, self.seed).map_err(SaveError::Setup),
            Some(start) => {
                let state = start.state(self.seed)?;
                if *G::config(&state) != self.config {
                    return Err(SaveError::Malformed("the position it starts from has other settings".into()));
                }
                Ok((state, Vec::new()))
            }
        }
    }

    /// The moves played before the first state (0 from the beginning).
    pub fn moves_before(&self) -> usize {
        self.start.as_ref().map_or(0, |s| s.moves)
    }

    /// The record as JSON text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self)
            .expect("a record is plain data (no map keyed by other than text or numbers, no serialiser that fails)")
    }

    /// Reads a record back from any bytes, migrating older formats to the
    /// current one (the result's `format` is [`FORMAT_VERSION`]). Never panics.
    pub fn decode(bytes: &[u8]) -> Result<Self, SaveError> {
        // Formats 1 and 2 share the record's fields: format 1 migrates as is
        // (what format 2 adds lives beside the record, in the save); format
        // 3 adds the start.
        Self::checked(decode_as::<G, Self>(bytes)?)
    }

    /// [`Record::decode`] for a game played from its deal only: the record
    /// of a game continued from a shared position is refused, unread. Its
    /// start is a view of the game, and a reader that never meets one
    /// leaves the views' reader out of the build (an embed's own build:
    /// see [`starts_at_deal`]).
    pub fn decode_dealt(bytes: &[u8]) -> Result<Self, SaveError> {
        let dealt = decode_as::<G, Dealt<G>>(bytes)?;
        if dealt.start.is_some() {
            return Err(malformed("start", "absent: a game continued from a shared position is read by the full app"));
        }
        let Dealt { format, game, config, seed, moves, .. } = dealt;
        Self::checked(Record { format, game, config, seed, start: None, moves })
    }

    fn checked(mut record: Self) -> Result<Self, SaveError> {
        // The moves before the start and after it must be countable.
        if record.moves_before().checked_add(record.moves.len()).is_none() {
            return Err(malformed("start", "a position with a move count the game can go on from"));
        }
        record.format = if record.start.is_some() { FORMAT_VERSION } else { FORMAT_FROM_START };
        Ok(record)
    }
}

/// A save's header checked (its game, its version: read as the shell reads
/// them), then the whole save read as a `T`.
fn decode_as<G: Game, T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, SaveError> {
    let (_, game) = peek_save(bytes)?;
    if game != G::ID {
        return Err(SaveError::WrongGame { found: game, expected: G::ID });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| SaveError::NotText)?;
    super::json::from_str(text).map_err(|e| SaveError::Malformed(e.to_string()))
}

/// A record read by [`Record::decode_dealt`]: its start only seen, not read.
#[derive(Deserialize)]
#[serde(bound = "")]
struct Dealt<G: Game> {
    format: u32,
    game: String,
    config: G::Config,
    seed: u64,
    #[serde(default)]
    start: Option<serde::de::IgnoredAny>,
    moves: Vec<G::Move>,
}

/// Does this save hold a game played from its deal (not one continued from
/// a shared position, whose reading needs [`Record::decode`])? Read without
/// serde and without any game's rules; `true` for a save that cannot be
/// read at all (the game's reader says why).
pub fn starts_at_deal(bytes: &[u8]) -> bool {
    peek_save(bytes).map_or(true, |(doc, _)| matches!(doc.get("start"), None | Some(peek::Value::Null)))
}

/// A state rebuilt from a record, with every event the game produced.
pub struct Replayed<G: Game> {
    pub state: G::State,
    pub events: Vec<Logged<G::Event>>,
}

/// Rebuilds the state of a record by replaying its moves from its seed.
pub fn replay<G: Game>(record: &Record<G>) -> Result<Replayed<G>, SaveError> {
    let (mut state, mut events) = record.first_state()?;
    for (index, mv) in record.moves.iter().enumerate() {
        let seat =
            G::to_act(&state).ok_or_else(|| SaveError::Replay { index, error: "the game was already over".into() })?;
        let more =
            G::apply(&mut state, seat, mv.clone()).map_err(|e| SaveError::Replay { index, error: e.to_string() })?;
        events.extend(more);
    }
    Ok(Replayed { state, events })
}
