//! The save: what a table writes to be resumed (the record, its seats, who
//! holds the tablet, the write's stamp, the hints taken, and a few public
//! facts for the home's list), read back by [`Table::from_save`], and its
//! summary read without any game's rules ([`SaveSummary`]). The record's
//! own format, its versions and their migration are [`super::record`]'s.

use super::{Game, Record, SaveError, Seat, SeatKind, SeatSetup, Stamp, Table, TableGame};
use serde::{Deserialize, Serialize};

/// The extra fields a save holds beside the record.
#[derive(Serialize, Deserialize)]
struct SaveExtra {
    seats: Vec<SeatSetup>,
    #[serde(default)]
    holder: Option<Seat>,
    /// Format 2 (absent from format 1: rev 0, no writer).
    #[serde(default)]
    rev: u64,
    #[serde(default)]
    writer: Option<String>,
    /// Hints taken by each seat (absent: none).
    #[serde(default)]
    hints: Vec<u32>,
}

/// What a save says of itself, read without its game's rules: the home's
/// resume banner shows it, so the home never loads a game's code for it
/// (each game is a chunk of the browser build of its own).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    pub game: String,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// Each seat's kind (human or computer), in seat order.
    pub kinds: Vec<SeatKind>,
    pub moves: usize,
    /// The seed it was dealt from: with the game, its players and its moves,
    /// it tells the same game imported twice (`None`: not written as a plain
    /// whole number, which the summary does not judge).
    pub seed: Option<u64>,
    /// The game is over (a save written by an older build says false).
    pub over: bool,
    /// The seat to decide next (absent from saves of older builds, and once over).
    pub turn: Option<Seat>,
    /// The game's winners, once over (absent from saves of older builds).
    pub winners: Vec<Seat>,
}

impl SaveSummary {
    /// The summary, or the reason the save cannot be read that needs no
    /// rules: not text, not a save, a format too old or too new. A save that
    /// passes may still fail to replay: only its game's reader tells.
    pub fn read(bytes: &[u8]) -> Result<SaveSummary, SaveError> {
        // Without serde (the shell reads it, see [`super::peek`]), but as
        // strict as the game's reader on what it looks at.
        use super::record::malformed;
        let (doc, game) = super::record::peek_save(bytes)?;
        let seats = doc.get("seats").and_then(|s| s.as_array()).ok_or_else(|| malformed("seats", "a list"))?;
        let (names, kinds): (Vec<String>, Vec<SeatKind>) = seats
            .iter()
            .map(|seat| {
                let kind = seat.get("kind").and_then(|k| k.as_str()).and_then(SeatKind::parse);
                match (seat.get("name").and_then(|n| n.as_str()), kind) {
                    (Some(name), Some(kind)) => Ok((name.to_string(), kind)),
                    _ => Err(malformed("seats", "a list of names and kinds")),
                }
            })
            .collect::<Result<Vec<_>, _>>()?
            .into_iter()
            .unzip();
        // A seat number of this table (a bad one is malformed, not trusted).
        let seat = |v: &super::peek::Value| {
            v.as_u64().and_then(|n| u8::try_from(n).ok()).filter(|&n| usize::from(n) < names.len()).map(Seat)
        };
        let moves = doc.get("moves").and_then(|m| m.items()).ok_or_else(|| malformed("moves", "a list"))?;
        // A game continued from a shared position counts on from there.
        let before = match doc.get("start") {
            None => 0,
            Some(start) => start
                .get("moves")
                .and_then(|m| m.as_u64())
                .and_then(|m| usize::try_from(m).ok())
                .ok_or_else(|| malformed("start", "a position with its move count"))?,
        };
        let moves = moves.saturating_add(before);
        let seed = doc.get("seed").and_then(|s| s.as_u64());
        let over = match doc.get("over") {
            None => false,
            Some(v) => v.as_bool().ok_or_else(|| malformed("over", "true or false"))?,
        };
        let turn = match doc.get("turn") {
            None => None,
            Some(v) => Some(seat(v).ok_or_else(|| malformed("turn", "a seat of the table"))?),
        };
        let winners = match doc.get("winners") {
            None => Vec::new(),
            Some(v) => v
                .as_array()
                .and_then(|all| all.iter().map(seat).collect::<Option<Vec<_>>>())
                .ok_or_else(|| malformed("winners", "a list of seats of the table"))?,
        };
        Ok(SaveSummary { game, names, kinds, moves, seed, over, turn, winners })
    }

    /// The summary as kept beside its save (a few bytes of JSON), stamped
    /// with `when` the save was written: the home lists thirty games by
    /// reading these instead of thirty saves.
    pub fn keep(&self, when: u64) -> String {
        let quoted = |s: &str| {
            let mut out = String::with_capacity(s.len() + 2);
            out.push('"');
            for c in s.chars() {
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                    c => out.push(c),
                }
            }
            out.push('"');
            out
        };
        let list = |items: Vec<String>| format!("[{}]", items.join(","));
        let seat = |s: Option<Seat>| s.map_or("null".to_string(), |s| s.0.to_string());
        format!(
            "{{\"when\":{when},\"game\":{},\"names\":{},\"kinds\":{},\"moves\":{},\"seed\":{},\"over\":{},\"turn\":{},\"winners\":{}}}",
            quoted(&self.game),
            list(self.names.iter().map(|n| quoted(n)).collect()),
            list(self.kinds.iter().map(|k| quoted(k.code())).collect()),
            self.moves,
            self.seed.map_or("null".to_string(), |s| s.to_string()),
            self.over,
            seat(self.turn),
            list(self.winners.iter().map(|w| w.0.to_string()).collect()),
        )
    }

    /// A summary kept by [`SaveSummary::keep`], if it is one and was kept
    /// when its save was written at `when` (a save written since by a build
    /// that keeps none is read itself).
    pub fn kept(text: &str, when: u64) -> Option<SaveSummary> {
        use super::peek::Value;
        let doc = super::peek::parse(text).ok()?;
        if doc.get("when")?.as_u64()? != when {
            return None;
        }
        let strings =
            |v: &Value| v.as_array()?.iter().map(|s| s.as_str().map(str::to_string)).collect::<Option<Vec<_>>>();
        let names = strings(doc.get("names")?)?;
        let kinds = strings(doc.get("kinds")?)?.iter().map(|k| SeatKind::parse(k)).collect::<Option<Vec<_>>>()?;
        let seat = |v: &Value| {
            v.as_u64().and_then(|n| u8::try_from(n).ok()).filter(|&n| usize::from(n) < names.len()).map(Seat)
        };
        let opt = |v: &Value| match v.is_null() {
            true => Some(None),
            false => seat(v).map(Some),
        };
        let summary = SaveSummary {
            game: doc.get("game")?.as_str()?.to_string(),
            kinds,
            moves: usize::try_from(doc.get("moves")?.as_u64()?).ok()?,
            seed: match doc.get("seed")? {
                v if v.is_null() => None,
                v => Some(v.as_u64()?),
            },
            over: doc.get("over")?.as_bool()?,
            turn: opt(doc.get("turn")?)?,
            winners: doc.get("winners")?.as_array()?.iter().map(seat).collect::<Option<Vec<_>>>()?,
            names: Vec::new(),
        };
        (summary.kinds.len() == names.len()).then_some(SaveSummary { names, ..summary })
    }
}

#[derive(Serialize)]
#[serde(bound = "")]
struct SaveOut<'a, G: Game> {
    #[serde(flatten)]
    record: &'a Record<G>,
    seats: &'a [SeatSetup],
    holder: Option<Seat>,
    rev: u64,
    writer: &'a Option<String>,
    /// Written only once a hint was taken: a game without hints saves as before.
    #[serde(skip_serializing_if = "no_hints")]
    hints: &'a [u32],
    /// Written only once the game is over (for [`SaveSummary`]).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    over: bool,
    /// The seat to decide next, for the home's list (public: the table sees whose turn it is).
    #[serde(skip_serializing_if = "Option::is_none")]
    turn: Option<Seat>,
    /// The winners, once over, for the home's list of finished games.
    #[serde(skip_serializing_if = "<[Seat]>::is_empty")]
    winners: &'a [Seat],
}

fn no_hints(hints: &&[u32]) -> bool {
    hints.iter().all(|&h| h == 0)
}

impl<G: TableGame> Table<G> {
    /// A game read back from a save (or an exported file). Never panics.
    pub fn from_save(bytes: &[u8]) -> Result<Self, SaveError> {
        Self::read_save(bytes, Record::<G>::decode)
    }

    /// [`Table::from_save`] for a game played from its deal only (see
    /// [`Record::decode_dealt`]): a game continued from a shared position is
    /// refused.
    pub fn from_save_dealt(bytes: &[u8]) -> Result<Self, SaveError> {
        Self::read_save(bytes, Record::<G>::decode_dealt)
    }

    fn read_save(bytes: &[u8], decode: impl FnOnce(&[u8]) -> Result<Record<G>, SaveError>) -> Result<Self, SaveError> {
        let record = decode(bytes)?;
        // decode checked the bytes are UTF-8 JSON of a record.
        let text = std::str::from_utf8(bytes).map_err(|_| SaveError::NotText)?;
        let extra: SaveExtra = super::json::from_str(text).map_err(|e| SaveError::Malformed(e.to_string()))?;
        let mut table = Table::from_record(&record, extra.seats)?;
        table.holder = match extra.holder {
            Some(s) if s.index() < table.seats().len() && table.seats()[s.index()].kind.is_human() => Some(s),
            Some(_) => return Err(SaveError::Malformed("the tablet's holder is not a human seat".into())),
            None => None,
        };
        table.settle_holder();
        table.stamp = Stamp { rev: extra.rev, writer: extra.writer };
        for (count, saved) in table.hints.iter_mut().zip(extra.hints) {
            *count = saved;
        }
        Ok(table)
    }

    /// The save: `(format, game, config, seed, moves)`, the seats, who holds
    /// the tablet, and the stamp of the last write (unchanged: an export).
    pub fn save(&self) -> String {
        let outcome = self.outcome();
        let out = SaveOut {
            record: self.record(),
            seats: self.seats(),
            holder: self.holder(),
            rev: self.stamp.rev,
            writer: &self.stamp.writer,
            hints: self.hints(),
            over: outcome.is_some(),
            turn: self.to_act(),
            winners: outcome.as_ref().map_or(&[], |o| &o.winners),
        };
        serde_json::to_string(&out)
            .expect("a save is plain data (no map keyed by other than text or numbers, no serialiser that fails)")
    }

    /// The save for a new write by `writer` (a browser tab's id): the write
    /// count goes up by one. The caller checks first, with [`Table::stamp`],
    /// that the stored save is still the one this table last read or wrote.
    /// (The count saturates: a save may say any number.) Always `Some`: a
    /// save always serialises ([`Table::save`]); the `Option` is the shell's
    /// (`scene::AnyTable::save_as`), whose writer keeps the stored save on `None`.
    pub fn save_as(&mut self, writer: &str) -> Option<String> {
        self.stamp = Stamp { rev: self.stamp.rev.saturating_add(1), writer: Some(writer.to_string()) };
        Some(self.save())
    }

    /// The store refused the text of [`Table::save_as`] (full): the stamp
    /// goes back to `before`, the one the stored save still carries, so the
    /// next write is not taken for another tab's.
    pub fn unwritten(&mut self, before: Stamp) {
        self.stamp = before;
    }

    /// The stamp of the save this table was read from or last wrote
    /// (rev 0 and no writer: a new game, or a format-1 save).
    pub fn stamp(&self) -> &Stamp {
        &self.stamp
    }
}
