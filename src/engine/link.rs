//! Shareable positions: a game at a given move, from given eyes, as a short
//! text that fits in a URL fragment (`#r=<code>`).
//!
//! A link never shows more than the eyes it was made with. Of a game that
//! is over (nothing is secret any more) it holds the whole game, so it can
//! be watched through anyone's eyes and played on from any move, exactly.
//! Of a game still being played it holds only what its eyes saw: their view
//! after each move and the log lines they read (no seed, no hidden card, no
//! hidden move). "Play from here" from it deals the unseen part anew from
//! that view ([`crate::engine::Game::deal_anew`]).
//!
//! The code is base64url (RFC 4648 §5, no padding) of these bytes:
//!
//! ```text
//! frame (every link version keeps it):
//!   version       u8       LINK_VERSION (2; version 1 is still read)
//!   length        varint   bytes of the whole link, version to checksum included
//!   header check  u8       low byte of the CRC-32 of the version and length bytes
//!   payload       …        below
//!   checksum      4 bytes  CRC-32 (IEEE), little-endian, of every byte before it
//! payload, version 2:
//!   game id       varint length + UTF-8
//!   config        varint length + the config as JSON (serde_json's own output)
//!   seats         varint count, then per seat: kind u8 (0 human, 1 easy,
//!                 2 strong), name as varint length + UTF-8
//!   eyes          varint: 0 the whole table, s + 1 seat s
//!   at            varint: the move shown (moves made before it)
//!   kind          u8: 0 the whole game, 1 what the eyes saw
//!   kind 0:
//!     seed        varint (u64)
//!     start       u8 0 (from the beginning), or 1 then: the start's eyes
//!                 (varint as above), moves before it (varint), its view
//!                 (varint length + JSON): a game continued from a shared
//!                 position (`Record::start`)
//!     move count  varint
//!     moves       per move, in the replay's state at that move: varint
//!                 index + 1 in `G::legal_moves`, or 0 then varint length +
//!                 the move as JSON when `legal_moves` does not list it
//!                 (Barracuda lists one note composition per amount; its
//!                 `apply` accepts the others)
//!   kind 1:
//!     from        varint: moves made before the first view
//!     views       varint: how many (one before the first move, one after each)
//!     body        varint length + the steps, squeezed (`engine::squeeze`):
//!                 per view, the view as JSON (varint length + bytes), then
//!                 the log lines read at that move: varint count, then per
//!                 line u8 audience (0 everyone, 1 the eyes alone) and the
//!                 event as JSON (varint length + bytes)
//! payload, version 1 (read only): game id, config, seed, seats, eyes, at,
//!   move count, moves, as in kind 0 without the start.
//! ```
//!
//! Varints are unsigned LEB128, shortest form only (base64url, CRC-32 and
//! varints are written once, in [`super::wire`]). Decoding is strict:
//! every link has exactly one code, and a code that decodes encodes back to
//! itself (version 1 codes back to version 2).
//!
//! The length tells a cut link (fewer bytes than announced: [`LinkError::Truncated`])
//! from a damaged one (checksum or header check wrong: [`LinkError::Damaged`]).
//! The version is read only once the checksum holds, so a damaged link is
//! never mistaken for one from a newer Tablée.
//!
//! Moves as indices tie a link to the order of each game's `legal_moves`:
//! a change of that order (or of the rules) makes old links replay other
//! moves or fail. `tests/links.rs` pins links of every game to catch it;
//! bump [`LINK_VERSION`] (and keep a reader of the old one) when it must
//! change. A view carried by a link is checked as a game continued from it
//! would be: a state dealt anew from it must give it back.

use super::squeeze::{squeeze, unsqueeze};
use super::wire::varint::{self, put as put_varint};
use super::wire::{crc32, from_base64url, to_base64url};
use super::{Audience, Entry, Game, Logged, Record, Seat, SeatKind, SeatSetup, SetupError, Start, TableGame, Viewer};
use std::fmt;

/// The link version written by this build.
pub const LINK_VERSION: u8 = 2;

/// A whole game shown at a position, from someone's eyes: the link of a
/// game that is over.
pub struct Shared<G: Game> {
    pub record: Record<G>,
    pub seats: Vec<SeatSetup>,
    /// The position: the number of moves made (from the record's
    /// `moves_before` to the last move).
    pub at: usize,
    /// Whose eyes: the whole table, or one seat (its secrets shown).
    pub eyes: Viewer,
}

impl<G: Game> Clone for Shared<G> {
    fn clone(&self) -> Self {
        Shared { record: self.record.clone(), seats: self.seats.clone(), at: self.at, eyes: self.eyes }
    }
}

impl<G: Game> fmt::Debug for Shared<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Shared")
            .field("record", &self.record)
            .field("seats", &self.seats)
            .field("at", &self.at)
            .field("eyes", &self.eyes)
            .finish()
    }
}

impl<G: Game> PartialEq for Shared<G> {
    fn eq(&self, other: &Self) -> bool {
        self.record == other.record && self.seats == other.seats && self.at == other.at && self.eyes == other.eyes
    }
}

/// What one pair of eyes saw of a game: the link of a game still being
/// played. Nothing in it is more than those eyes' views and log.
pub struct Seen<G: Game> {
    pub config: G::Config,
    pub seats: Vec<SeatSetup>,
    pub eyes: Viewer,
    /// Moves made before the first view (a game continued from a shared
    /// position starts later than move 0).
    pub from: usize,
    /// The view before the first move, then after each.
    pub views: Vec<G::View>,
    /// The log lines those eyes read, each with the moves made when it came.
    pub log: Vec<Entry<G::Event>>,
    /// The position shown (from `from` to the last move).
    pub at: usize,
}

impl<G: Game> Clone for Seen<G> {
    fn clone(&self) -> Self {
        Seen {
            config: self.config.clone(),
            seats: self.seats.clone(),
            eyes: self.eyes,
            from: self.from,
            views: self.views.clone(),
            log: self.log.clone(),
            at: self.at,
        }
    }
}

impl<G: Game> fmt::Debug for Seen<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Seen")
            .field("config", &self.config)
            .field("seats", &self.seats)
            .field("eyes", &self.eyes)
            .field("from", &self.from)
            .field("views", &self.views.len())
            .field("log", &self.log.len())
            .field("at", &self.at)
            .finish()
    }
}

impl<G: Game> PartialEq for Seen<G> {
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config
            && self.seats == other.seats
            && self.eyes == other.eyes
            && self.from == other.from
            && self.views == other.views
            && self.log == other.log
            && self.at == other.at
    }
}

impl<G: Game> Seen<G> {
    /// The last move made.
    pub fn last(&self) -> usize {
        self.from.saturating_add(self.views.len().saturating_sub(1))
    }

    /// The view after `at` moves, if the eyes saw it.
    pub fn view_at(&self, at: usize) -> Option<&G::View> {
        self.views.get(at.checked_sub(self.from)?)
    }

    /// The log lines read up to `at` moves.
    pub fn log_until(&self, at: usize) -> Vec<Entry<G::Event>> {
        self.log.iter().filter(|e| e.after_moves <= at).cloned().collect()
    }

    /// A state with the view after `at` moves, every secret of it dealt
    /// anew from `seed`.
    pub fn state_at(&self, at: usize, seed: u64) -> Option<G::State> {
        super::deal_anew::<G>(self.view_at(at)?, self.eyes, &mut super::rng_from_seed(seed))
    }
}

impl<G: TableGame> Seen<G> {
    /// What `eyes` saw of the game of `record` played by `seats`: the
    /// record replayed, their view and log taken after each move.
    pub fn of(record: &Record<G>, seats: Vec<SeatSetup>, eyes: Viewer, at: usize) -> Result<Seen<G>, super::SaveError> {
        let mut partial = record.clone();
        partial.moves.clear();
        let mut table = super::Table::from_record(&partial, seats.clone())?;
        let from = table.moves_made();
        let mut views = vec![table.view(eyes)];
        for (index, mv) in record.moves.iter().enumerate() {
            table.replay_move(mv.clone()).map_err(|error| super::SaveError::Replay { index, error })?;
            views.push(table.view(eyes));
        }
        let log = table.log(eyes).cloned().collect();
        let at = at.clamp(from, table.moves_made());
        Ok(Seen { config: record.config.clone(), seats, eyes, from, views, log, at })
    }
}

/// What a link opens: a whole game, or what one pair of eyes saw of one.
pub enum Link<G: Game> {
    Whole(Shared<G>),
    Seen(Seen<G>),
}

impl<G: Game> fmt::Debug for Link<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Link::Whole(s) => f.debug_tuple("Whole").field(s).finish(),
            Link::Seen(s) => f.debug_tuple("Seen").field(s).finish(),
        }
    }
}

impl<G: Game> PartialEq for Link<G> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Link::Whole(a), Link::Whole(b)) => a == b,
            (Link::Seen(a), Link::Seen(b)) => a == b,
            _ => false,
        }
    }
}

/// What a link says of itself, read without its game's rules: the app loads
/// the game's code from `game`, then calls [`decode`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkHeader {
    pub game: String,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    pub moves: usize,
    pub at: usize,
    pub eyes: Viewer,
}

/// Why a link cannot be opened. Every case is a value, never a panic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Nothing after `#r=`.
    Empty,
    /// A character that base64url does not use.
    NotALink,
    /// Fewer bytes than the link announces: cut off.
    Truncated,
    /// A checksum does not hold, or the bytes are not a link of this version.
    Damaged,
    /// Written by a newer Tablée.
    NewerVersion { found: u8, supported: u8 },
    /// A game this build does not have (the app's catalogue decides).
    UnknownGame(String),
    /// A link of another game than the one asked to decode it.
    WrongGame { found: String, expected: &'static str },
    /// The settings: unreadable by this build (`None`), or refused by the game.
    ConfigRefused(Option<SetupError>),
    /// Move number `index` (0-based) cannot be replayed.
    Replay { index: usize, error: String },
    /// The position is past the last move.
    PositionBeyond { at: usize, moves: usize },
    /// The eyes are those of a seat the game does not have.
    EyesNotASeat { seat: usize, seats: usize },
    /// What the eyes saw after move `at` is no position of this game.
    Unreachable { at: usize },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => write!(f, "the link is empty"),
            LinkError::NotALink => write!(f, "not a link: a character outside base64url"),
            LinkError::Truncated => write!(f, "the link is truncated"),
            LinkError::Damaged => write!(f, "the link is damaged (checksum mismatch or malformed bytes)"),
            LinkError::NewerVersion { found, supported } => {
                write!(
                    f,
                    "the link was written by a newer version (link version {found}; this one reads up to {supported})"
                )
            }
            LinkError::UnknownGame(id) => write!(f, "no game «{id}» in this build"),
            LinkError::WrongGame { found, expected } => write!(f, "a link of «{found}», not of «{expected}»"),
            LinkError::ConfigRefused(None) => write!(f, "the link's settings cannot be read"),
            LinkError::ConfigRefused(Some(e)) => write!(f, "the link's settings are refused: {e}"),
            LinkError::Replay { index, error } => {
                write!(f, "move {} of the link cannot be replayed: {error}", index.saturating_add(1))
            }
            LinkError::PositionBeyond { at, moves } => {
                write!(f, "the position (move {at}) is beyond the link's {moves} moves")
            }
            LinkError::EyesNotASeat { seat, seats } => {
                write!(f, "the link shows the game through seat {seat}, but it has {seats} seats")
            }
            LinkError::Unreachable { at } => write!(f, "the position after move {at} is not one of this game"),
        }
    }
}

impl std::error::Error for LinkError {}

// ---------------------------------------------------------------- encode

/// The start of a version-2 payload, common to both kinds.
fn put_head<G: Game>(out: &mut Vec<u8>, config: &G::Config, seats: &[SeatSetup], eyes: Viewer, at: usize) {
    put_bytes(out, G::ID.as_bytes());
    put_bytes(out, &json_of(config));
    put_varint(out, seats.len() as u64);
    for seat in seats {
        out.push(kind_code(seat.kind));
        put_bytes(out, seat.name.as_bytes());
    }
    put_varint(out, eyes_code(eyes));
    put_varint(out, at as u64);
}

fn eyes_code(eyes: Viewer) -> u64 {
    match eyes {
        Viewer::Table => 0,
        Viewer::Seat(s) => u64::from(s.0) + 1,
    }
}

/// The link of a whole game (a game that is over), as base64url without
/// padding (no `#r=` prefix). Never panics: a record that does not replay
/// encodes its moves from the first refused one on as JSON, and [`decode`]
/// then reports that move.
pub fn encode<G: Game>(shared: &Shared<G>) -> String {
    let record = &shared.record;
    let mut out = Vec::with_capacity(64 + record.moves.len() * 2);
    put_head::<G>(&mut out, &record.config, &shared.seats, shared.eyes, shared.at);
    out.push(0);
    put_varint(&mut out, record.seed);
    match &record.start {
        None => out.push(0),
        Some(start) => {
            out.push(1);
            put_varint(&mut out, eyes_code(start.eyes));
            put_varint(&mut out, start.moves as u64);
            put_bytes(&mut out, &json_of(&start.view));
        }
    }
    put_moves(&mut out, record);
    to_base64url(&seal(LINK_VERSION, &out))
}

/// The moves of a record, each as its index in the legal moves of the
/// state it is played in.
fn put_moves<G: Game>(out: &mut Vec<u8>, record: &Record<G>) {
    put_varint(out, record.moves.len() as u64);
    let mut state = record.first_state().ok().map(|(s, _)| s);
    for mv in &record.moves {
        let index = state.as_ref().and_then(|s| G::legal_moves(s).iter().position(|m| m == mv));
        match index {
            Some(i) => put_varint(out, i as u64 + 1),
            None => {
                out.push(0);
                put_bytes(out, &json_of(mv));
            }
        }
        // Past a move that does not replay, every move goes as JSON.
        let replayed = state.as_mut().and_then(|s| {
            let seat = G::to_act(s)?;
            G::apply(s, seat, mv.clone()).ok()
        });
        if replayed.is_none() {
            state = None;
        }
    }
}

/// The link of what one pair of eyes saw (a game still being played): its
/// views and log lines, nothing else.
pub fn encode_seen<G: Game>(seen: &Seen<G>) -> String {
    let mut out = Vec::with_capacity(1024);
    put_head::<G>(&mut out, &seen.config, &seen.seats, seen.eyes, seen.at);
    out.push(1);
    put_varint(&mut out, seen.from as u64);
    put_varint(&mut out, seen.views.len() as u64);
    let mut body = Vec::with_capacity(seen.views.len() * 2048);
    let mut log = seen.log.iter().peekable();
    for (k, view) in seen.views.iter().enumerate() {
        put_bytes(&mut body, &json_of(view));
        let mut lines = Vec::new();
        while let Some(e) = log.next_if(|e| e.after_moves <= seen.from.saturating_add(k)) {
            lines.push(e);
        }
        put_varint(&mut body, lines.len() as u64);
        for e in lines {
            body.push(u8::from(e.logged.audience != Audience::Everyone));
            put_bytes(&mut body, &json_of(&e.logged.event));
        }
    }
    put_bytes(&mut out, &squeeze(&body));
    to_base64url(&seal(LINK_VERSION, &out))
}

/// The code of a link.
pub fn encode_link<G: Game>(link: &Link<G>) -> String {
    match link {
        Link::Whole(shared) => encode(shared),
        Link::Seen(seen) => encode_seen(seen),
    }
}

/// The frame around a payload: version, length, header check, payload,
/// checksum (for the fuzz harness: any bytes as a payload).
#[doc(hidden)]
pub fn seal(version: u8, payload: &[u8]) -> Vec<u8> {
    // The length counts itself: find the varint size that fits.
    let mut size = 1;
    let total = loop {
        let total = 1 + size + 1 + payload.len() + 4;
        if varint::len(total as u64) == size {
            break total;
        }
        size += 1;
    };
    let mut out = Vec::with_capacity(total);
    out.push(version);
    put_varint(&mut out, total as u64);
    out.push(crc32(&out) as u8);
    out.extend_from_slice(payload);
    let sum = crc32(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

fn kind_code(kind: SeatKind) -> u8 {
    match kind {
        SeatKind::Human => 0,
        SeatKind::Easy => 1,
        SeatKind::Strong => 2,
    }
}

/// A value's JSON, as serde_json writes it: a link's config, views, moves
/// and events are written so, and read back only if they write back the same.
fn json_of(value: &impl serde::Serialize) -> Vec<u8> {
    serde_json::to_vec(value).expect(
        "configs, views, moves and events are plain data (no map keyed by other than text or numbers, \
         no serialiser that fails)",
    )
}

fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    put_varint(out, bytes.len() as u64);
    out.extend_from_slice(bytes);
}

// ---------------------------------------------------------------- decode

/// The payload read without any game's rules (moves and views left raw).
struct Parsed<'a> {
    game: String,
    config: &'a [u8],
    seats: Vec<SeatSetup>,
    eyes: Viewer,
    at: usize,
    body: Body<'a>,
}

enum Body<'a> {
    Whole { seed: u64, start: Option<RawStart<'a>>, moves: Vec<RawMove<'a>> },
    Seen { from: usize, views: usize, steps: Vec<u8> },
}

struct RawStart<'a> {
    eyes: Viewer,
    moves: usize,
    view: &'a [u8],
}

enum RawMove<'a> {
    /// Index in `legal_moves`.
    Index(u64),
    /// The move as JSON.
    Json(&'a [u8]),
}

impl Parsed<'_> {
    /// The moves made at the last position.
    fn last(&self) -> usize {
        match &self.body {
            Body::Whole { start, moves, .. } => start.as_ref().map_or(0, |s| s.moves).saturating_add(moves.len()),
            Body::Seen { from, views, .. } => from.saturating_add(views.saturating_sub(1)),
        }
    }

    /// The moves made before the first position.
    fn first(&self) -> usize {
        match &self.body {
            Body::Whole { start, .. } => start.as_ref().map_or(0, |s| s.moves),
            Body::Seen { from, .. } => *from,
        }
    }
}

/// The header of a link, without its game's rules: which game to load,
/// who plays, how many moves, which position, whose eyes. A link that
/// passes may still fail to replay: only [`decode`] tells.
pub fn peek(code: &str) -> Result<LinkHeader, LinkError> {
    let (version, bytes) = unseal(code)?;
    let p = parse(version, &bytes)?;
    let moves = p.last();
    Ok(LinkHeader { game: p.game, names: p.seats.into_iter().map(|s| s.name).collect(), moves, at: p.at, eyes: p.eyes })
}

/// The game a link names, read from its first bytes only (no checksum, no
/// other field): which game's code to load before [`decode`] checks the
/// whole link. Small on purpose: the app's start-up module carries it, the
/// rest of this module loads with a game.
pub fn game_of(code: &str) -> Option<String> {
    let (bytes, _) = from_base64url(code)?;
    let mut r = Reader { bytes: &bytes, pos: 1 };
    r.varint().ok()?;
    r.pos += 1; // the header check
    r.text().ok()
}

/// The whole link, checked: a whole game's moves replayed from its first
/// state, or every view of what the eyes saw dealt anew from (a view no
/// state gives is refused). A link that does not hold is an error, not a
/// panic.
pub fn decode<G: Game>(code: &str) -> Result<Link<G>, LinkError> {
    let (version, bytes) = unseal(code)?;
    let p = parse(version, &bytes)?;
    // (A version-1 link encodes back as version 2: the same game, newer bytes.)
    if p.game != G::ID {
        return Err(LinkError::WrongGame { found: p.game, expected: G::ID });
    }
    // Read as text, like a save (`Record::decode`): the same deserialiser
    // serves both, instead of a second copy for bytes in every game.
    let text = std::str::from_utf8(p.config).map_err(|_| LinkError::ConfigRefused(None))?;
    let config: G::Config = super::json::from_str(text).map_err(|_| LinkError::ConfigRefused(None))?;
    // Only the config's own JSON: anything else (another field order, a
    // field this build ignores) would not encode back to this link.
    if json_of(&config) != p.config {
        return Err(LinkError::ConfigRefused(None));
    }
    // The number of seats of this config (the rules say, through a game
    // set up with it).
    let n = G::new(&config, 0).map(|(s, _)| G::seats(&s)).map_err(|e| LinkError::ConfigRefused(Some(e)))?;
    if p.seats.len() != n {
        return Err(LinkError::ConfigRefused(Some(SetupError::PlayerCount { min: n, max: n, got: p.seats.len() })));
    }
    if let Viewer::Seat(s) = p.eyes {
        if s.index() >= n {
            return Err(LinkError::EyesNotASeat { seat: s.index(), seats: n });
        }
    }
    let (at, last) = (p.at, p.last());
    if at < p.first() || at > last {
        return Err(LinkError::PositionBeyond { at, moves: last });
    }
    let link = match p.body {
        Body::Whole { seed, start, moves } => {
            let start = match start {
                None => None,
                Some(raw) => {
                    let text = std::str::from_utf8(raw.view).map_err(|_| LinkError::Damaged)?;
                    let view: G::View = super::json::from_str(text).map_err(|_| LinkError::Damaged)?;
                    if json_of(&view) != raw.view {
                        return Err(LinkError::Damaged);
                    }
                    Some(Start { eyes: raw.eyes, view, moves: raw.moves })
                }
            };
            let record = match start {
                None => Record::new(config, seed),
                Some(start) => Record::continued(config, seed, start),
            };
            Link::Whole(Shared { record: replay_moves(record, moves)?, seats: p.seats, at, eyes: p.eyes })
        }
        Body::Seen { from, views, steps } => {
            let seen = read_seen::<G>(config, p.seats, p.eyes, from, views, &steps, at)?;
            // One code per link: a body another writer squeezed otherwise is not one of ours.
            if encode_seen(&seen) != code {
                return Err(LinkError::Damaged);
            }
            Link::Seen(seen)
        }
    };
    Ok(link)
}

/// The moves of a whole game, replayed from the record's first state.
fn replay_moves<G: Game>(mut record: Record<G>, raw: Vec<RawMove<'_>>) -> Result<Record<G>, LinkError> {
    let (mut state, _) = record.first_state().map_err(|_| LinkError::Unreachable { at: record.moves_before() })?;
    let mut moves = Vec::with_capacity(raw.len());
    for (index, raw) in raw.into_iter().enumerate() {
        let refused = |error: String| LinkError::Replay { index, error };
        let seat = G::to_act(&state).ok_or_else(|| refused("the game was already over".into()))?;
        let legal = G::legal_moves(&state);
        let mv = match raw {
            RawMove::Index(i) => {
                let at = usize::try_from(i - 1).ok().filter(|&k| k < legal.len());
                let k = at.ok_or_else(|| refused(format!("no legal move number {i} (there are {})", legal.len())))?;
                // A move listed twice is written as its first index.
                if legal.iter().position(|m| *m == legal[k]) != Some(k) {
                    return Err(LinkError::Damaged);
                }
                legal[k].clone()
            }
            RawMove::Json(json) => {
                let text = std::str::from_utf8(json).map_err(|e| refused(e.to_string()))?;
                let mv: G::Move = super::json::from_str(text).map_err(|e| refused(e.to_string()))?;
                // A listed move is written as its index; its JSON is not a
                // canonical link, and so is the JSON of another writer.
                if legal.contains(&mv) || json_of(&mv) != json {
                    return Err(LinkError::Damaged);
                }
                mv
            }
        };
        G::apply(&mut state, seat, mv.clone()).map_err(|e| refused(e.to_string()))?;
        moves.push(mv);
    }
    record.moves = moves;
    Ok(record)
}

/// What the eyes saw, each view checked: a state dealt anew from it gives
/// it back, with the link's settings.
fn read_seen<G: Game>(
    config: G::Config,
    seats: Vec<SeatSetup>,
    eyes: Viewer,
    from: usize,
    count: usize,
    steps: &[u8],
    at: usize,
) -> Result<Seen<G>, LinkError> {
    let mut r = Reader { bytes: steps, pos: 0 };
    let mut views = Vec::with_capacity(count);
    let mut log = Vec::new();
    for k in 0..count {
        let moves = from.checked_add(k).ok_or(LinkError::Damaged)?;
        let json = r.bytes()?;
        let view: G::View =
            std::str::from_utf8(json).ok().and_then(|t| super::json::from_str(t).ok()).ok_or(LinkError::Damaged)?;
        let state = super::deal_anew::<G>(&view, eyes, &mut super::rng_from_seed(moves as u64))
            .ok_or(LinkError::Unreachable { at: moves })?;
        if *G::config(&state) != config {
            return Err(LinkError::Unreachable { at: moves });
        }
        views.push(view);
        let lines = r.count(2)?;
        for _ in 0..lines {
            let audience = match (r.byte()?, eyes) {
                (0, _) => Audience::Everyone,
                (1, Viewer::Seat(s)) => Audience::Only(s),
                _ => return Err(LinkError::Damaged),
            };
            let json = r.bytes()?;
            let event: G::Event =
                std::str::from_utf8(json).ok().and_then(|t| super::json::from_str(t).ok()).ok_or(LinkError::Damaged)?;
            log.push(Entry { after_moves: moves, logged: Logged { audience, event } });
        }
    }
    if r.pos != steps.len() {
        return Err(LinkError::Damaged);
    }
    Ok(Seen { config, seats, eyes, from, views, log, at })
}

/// The link's bytes, frame checked: length, header check, checksum, version.
/// Returns the version and the payload.
fn unseal(code: &str) -> Result<(u8, Vec<u8>), LinkError> {
    if code.is_empty() {
        return Err(LinkError::Empty);
    }
    let (bytes, ragged) = from_base64url(code).ok_or(LinkError::NotALink)?;
    let mut r = Reader { bytes: &bytes, pos: 1 };
    let version = *bytes.first().ok_or(LinkError::Truncated)?;
    // Running out here: cut before the length ended.
    let total = r.varint()?;
    let check = *bytes.get(r.pos).ok_or(LinkError::Truncated)?;
    if check != crc32(&bytes[..r.pos]) as u8 {
        return Err(LinkError::Damaged);
    }
    let start = r.pos + 1;
    if (bytes.len() as u64) < total {
        return Err(LinkError::Truncated);
    }
    if bytes.len() as u64 > total || ragged || bytes.len() < start + 4 {
        return Err(LinkError::Damaged);
    }
    let end = bytes.len() - 4;
    let sum = u32::from_le_bytes([bytes[end], bytes[end + 1], bytes[end + 2], bytes[end + 3]]);
    if sum != crc32(&bytes[..end]) {
        return Err(LinkError::Damaged);
    }
    if version > LINK_VERSION {
        return Err(LinkError::NewerVersion { found: version, supported: LINK_VERSION });
    }
    if version == 0 {
        return Err(LinkError::Damaged);
    }
    Ok((version, bytes[start..end].to_vec()))
}

/// The payload's fields. The checksum held, so bytes that are not a payload
/// are a link no Tablée wrote: damaged (running out too: the frame's length
/// was whole).
fn parse(version: u8, bytes: &[u8]) -> Result<Parsed<'_>, LinkError> {
    fields(version, bytes).map_err(|e| if e == LinkError::Truncated { LinkError::Damaged } else { e })
}

fn fields(version: u8, bytes: &[u8]) -> Result<Parsed<'_>, LinkError> {
    let mut r = Reader { bytes, pos: 0 };
    let game = r.text()?;
    let config = r.bytes()?;
    // Version 1 had the seed here; version 2 has it in the whole game's part.
    let v1_seed = if version == 1 { Some(r.varint()?) } else { None };
    let count = r.count(2)?;
    let mut seats = Vec::with_capacity(count);
    for _ in 0..count {
        let kind = match r.byte()? {
            0 => SeatKind::Human,
            1 => SeatKind::Easy,
            2 => SeatKind::Strong,
            _ => return Err(LinkError::Damaged),
        };
        seats.push(SeatSetup { name: r.text()?, kind });
    }
    let eyes = r.eyes(seats.len())?;
    let at = usize::try_from(r.varint()?).map_err(|_| LinkError::Damaged)?;
    let body = match (v1_seed, version) {
        (Some(seed), _) => Body::Whole { seed, start: None, moves: r.moves()? },
        (None, _) => match r.byte()? {
            0 => {
                let seed = r.varint()?;
                let start = match r.byte()? {
                    0 => None,
                    1 => {
                        let eyes = r.eyes(seats.len())?;
                        let moves = usize::try_from(r.varint()?).map_err(|_| LinkError::Damaged)?;
                        Some(RawStart { eyes, moves, view: r.bytes()? })
                    }
                    _ => return Err(LinkError::Damaged),
                };
                Body::Whole { seed, start, moves: r.moves()? }
            }
            1 => {
                let from = usize::try_from(r.varint()?).map_err(|_| LinkError::Damaged)?;
                let views = r.count(0)?;
                let steps = unsqueeze(r.bytes()?).map_err(|_| LinkError::Damaged)?;
                if views == 0 {
                    return Err(LinkError::Damaged);
                }
                Body::Seen { from, views, steps }
            }
            _ => return Err(LinkError::Damaged),
        },
    };
    if r.pos != bytes.len() {
        return Err(LinkError::Damaged);
    }
    let p = Parsed { game, config, seats, eyes, at, body };
    // Moves before the first position and after it must be countable
    // (`last` saturates: a count past usize is no link Tablée wrote).
    let countable = match &p.body {
        Body::Whole { start, moves, .. } => start.as_ref().map_or(0, |s| s.moves).checked_add(moves.len()),
        Body::Seen { from, views, .. } => from.checked_add(views - 1),
    };
    if countable.is_none() {
        return Err(LinkError::Damaged);
    }
    if at > p.last() {
        return Err(LinkError::PositionBeyond { at, moves: p.last() });
    }
    Ok(p)
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, LinkError> {
        let b = *self.bytes.get(self.pos).ok_or(LinkError::Damaged)?;
        self.pos += 1;
        Ok(b)
    }

    /// A LEB128 varint in its shortest form. Running out is `Truncated`
    /// (in the frame's length; [`parse`] makes it `Damaged` in the payload).
    fn varint(&mut self) -> Result<u64, LinkError> {
        match varint::read(self.bytes, &mut self.pos) {
            Ok((v, true)) => Ok(v),
            // Not the shortest form (one code per link), or too long.
            Ok((_, false)) | Err(varint::Bad::TooLong) => Err(LinkError::Damaged),
            Err(varint::Bad::Truncated) => Err(LinkError::Truncated),
        }
    }

    /// A count of items taking at least `min_size` bytes each: no more than
    /// the bytes left can hold (no huge allocation from a crafted count).
    fn count(&mut self, min_size: usize) -> Result<usize, LinkError> {
        let n = self.varint().map_err(|_| LinkError::Damaged)?;
        // A count of items kept elsewhere (min_size 0) is bounded by the
        // unpacked body's own checks.
        let left = (self.bytes.len() - self.pos).checked_div(min_size).unwrap_or(super::squeeze::MAX_OUT);
        if n > left as u64 {
            return Err(LinkError::Damaged);
        }
        Ok(n as usize)
    }

    fn bytes(&mut self) -> Result<&'a [u8], LinkError> {
        let n = self.varint().map_err(|_| LinkError::Damaged)?;
        if n > (self.bytes.len() - self.pos) as u64 {
            return Err(LinkError::Damaged);
        }
        let out = &self.bytes[self.pos..self.pos + n as usize];
        self.pos += n as usize;
        Ok(out)
    }

    /// Whose eyes: the table, or one of `seats` seats.
    fn eyes(&mut self, seats: usize) -> Result<Viewer, LinkError> {
        Ok(match self.varint()? {
            0 => Viewer::Table,
            s => {
                let seat = usize::try_from(s - 1).unwrap_or(usize::MAX);
                if seat >= seats {
                    return Err(LinkError::EyesNotASeat { seat, seats });
                }
                // More than 256 seats is possible in crafted bytes only.
                Viewer::Seat(Seat::try_from(seat).map_err(|_| LinkError::Damaged)?)
            }
        })
    }

    /// A whole game's moves: a count, then each as an index or as JSON.
    fn moves(&mut self) -> Result<Vec<RawMove<'a>>, LinkError> {
        let count = self.count(1)?;
        let mut moves = Vec::with_capacity(count);
        for _ in 0..count {
            moves.push(match self.varint()? {
                0 => RawMove::Json(self.bytes()?),
                i => RawMove::Index(i),
            });
        }
        Ok(moves)
    }

    fn text(&mut self) -> Result<String, LinkError> {
        let b = self.bytes()?;
        std::str::from_utf8(b).map(str::to_string).map_err(|_| LinkError::Damaged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_are_leb128_in_their_shortest_form() {
        for v in [0, 1, 127, 128, 300, 16_383, 16_384, u64::from(u32::MAX), u64::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, v);
            assert_eq!(out.len(), varint::len(v));
            let mut r = Reader { bytes: &out, pos: 0 };
            assert_eq!(r.varint(), Ok(v));
            assert_eq!(r.pos, out.len());
        }
        let mut out = Vec::new();
        put_varint(&mut out, 300);
        assert_eq!(out, [0xac, 0x02]);
        assert_eq!(Reader { bytes: &[0x80, 0x00], pos: 0 }.varint(), Err(LinkError::Damaged), "0 in two bytes");
        assert_eq!(Reader { bytes: &[0xff; 10], pos: 0 }.varint(), Err(LinkError::Damaged), "past 64 bits");
        assert_eq!(Reader { bytes: &[0x80], pos: 0 }.varint(), Err(LinkError::Truncated));
    }

    #[test]
    fn a_payload_that_runs_out_in_a_whole_frame_is_damaged_not_cut() {
        // A game id of 5 bytes with 3 only.
        let code = to_base64url(&seal(LINK_VERSION, b"\x05abc"));
        assert_eq!(peek(&code), Err(LinkError::Damaged));
        assert_eq!(peek(&code[..code.len() - 2]), Err(LinkError::Truncated));
    }

    #[test]
    fn the_frame_counts_its_own_length() {
        for n in [0, 1, 100, 121, 122, 123, 124, 125, 200, 20_000] {
            let sealed = seal(LINK_VERSION, &vec![7; n]);
            let mut r = Reader { bytes: &sealed, pos: 1 };
            assert_eq!(r.varint(), Ok(sealed.len() as u64), "payload of {n}");
            assert_eq!(unseal(&to_base64url(&sealed)), Ok((LINK_VERSION, vec![7; n])));
        }
    }
}
