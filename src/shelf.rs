//! The saved games: every game in progress, of any game, and the last
//! finished ones, each under its own key of a key–value store (the
//! browser's localStorage; a map in tests).
//!
//! - `<space>save.<game>.<slot>`: the save (`(config, seed, moves)`, the
//!   seats, the stamp of its last write);
//! - `<space>when.<game>.<slot>`: when it was last written (ms since 1970);
//! - `<space>coach.<game>.<slot>`: a guided game's step (`step/steps/since`).
//!
//! One key per game, so two tabs on two games never touch the same key
//! (each save keeps its own compare-and-set stamp), and one game's save
//! that cannot be read never hides another. The format of the previous
//! release kept one save per game under `<space>save.<game>`: it is still
//! read as a game of its own (slot `""`) and [`Shelf::migrate`] moves it to
//! a slot without losing it, even when the store is full.
//!
//! Pure Rust, no browser types: the list is tested natively (add, resume,
//! remove, migrate, limit, order).

use crate::engine::{SaveError, SaveSummary};

/// How many games in progress are kept: starting one more asks first
/// which one makes way (the oldest is offered).
pub const IN_PROGRESS_MAX: usize = 30;

/// How many finished games are kept (for "Watch the replay" and "Play
/// again"): older ones are dropped when a game is saved.
pub const FINISHED_KEPT: usize = 10;

/// The store refused to write (full, or no storage at all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full;

/// A key–value store of text, as localStorage is.
pub trait Store {
    fn get(&self, key: &str) -> Option<String>;
    /// Writes, or leaves the key as it was and says [`Full`].
    fn set(&mut self, key: &str, value: &str) -> Result<(), Full>;
    fn remove(&mut self, key: &str);
    /// Every key, in any order.
    fn keys(&self) -> Vec<String>;
}

/// Which saved game: its game's id and its slot among that game's saves.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SaveId {
    pub game: String,
    /// A short word of letters and digits; `""` for the one save of a game
    /// in the previous release's format.
    pub slot: String,
}

impl SaveId {
    pub fn new(game: &str, slot: &str) -> SaveId {
        SaveId { game: game.to_string(), slot: slot.to_string() }
    }

    pub fn save_key(&self, space: &str) -> String {
        self.key(space, "save")
    }

    pub fn when_key(&self, space: &str) -> String {
        self.key(space, "when")
    }

    pub fn coach_key(&self, space: &str) -> String {
        self.key(space, "coach")
    }

    /// Its summary, kept beside it ([`SaveSummary::keep`]).
    pub fn summary_key(&self, space: &str) -> String {
        self.key(space, "sum")
    }

    fn key(&self, space: &str, what: &str) -> String {
        match self.slot.is_empty() {
            true => format!("{space}{what}.{}", self.game),
            false => format!("{space}{what}.{}.{}", self.game, self.slot),
        }
    }

    /// The save a key of `space` holds, if it is one.
    pub fn of_save_key(space: &str, key: &str) -> Option<SaveId> {
        let rest = key.strip_prefix(space)?.strip_prefix("save.")?;
        // (A byte search: no general string searcher in the page for it.)
        let (game, slot) = match rest.bytes().position(|b| b == b'.') {
            Some(dot) => (&rest[..dot], &rest[dot + 1..]),
            None => (rest, ""),
        };
        (word(game) && (slot.is_empty() || word(slot))).then(|| SaveId::new(game, slot))
    }
}

/// Letters, digits, `-` and `_` only: a game's id or a slot.
fn word(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A saved game as the home lists it: read from its summary, without its
/// game's rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Shelved {
    pub id: SaveId,
    /// When it was last written (ms since 1970; 0 when unknown).
    pub when: u64,
    /// A guided game's coach: its step and its number of steps.
    pub coach: Option<Coaching>,
    /// Its summary, or its raw text and why it cannot be read (a save that
    /// cannot be read is shown as such, never dropped).
    pub read: Result<SaveSummary, (String, SaveError)>,
}

impl Shelved {
    /// Finished: listed among the last games played, and dropped in time.
    /// (A save that cannot be read counts as in progress: never dropped.)
    pub fn over(&self) -> bool {
        self.read.as_ref().is_ok_and(|s| s.over)
    }
}

/// Where a guided game's coach stands, kept beside its save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coaching {
    pub step: usize,
    pub steps: usize,
    /// The moves made when the step began.
    pub since: usize,
}

impl Coaching {
    pub fn read(text: &str) -> Option<Coaching> {
        let mut parts = text.split('/').map(|p| p.parse::<usize>().ok());
        let (Some(Some(step)), Some(Some(steps)), Some(Some(since)), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        (step <= steps).then_some(Coaching { step, steps, since })
    }

    pub fn write(&self) -> String {
        format!("{}/{}/{}", self.step, self.steps, self.since)
    }
}

/// What [`Shelf::remove`] took away, to put back ("Undo").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removed {
    pub id: SaveId,
    pub text: String,
    pub when: Option<String>,
    pub coach: Option<String>,
}

/// The saved games of one space of a store (`tablee.`: the app's;
/// `tablee.embed.`: the embeds').
pub struct Shelf<'a, S: Store> {
    pub store: &'a mut S,
    pub space: &'a str,
}

impl<'a, S: Store> Shelf<'a, S> {
    pub fn new(store: &'a mut S, space: &'a str) -> Self {
        Shelf { store, space }
    }

    /// Every save's id, in the store's order.
    fn ids(&self) -> Vec<SaveId> {
        self.ids_in(&self.store.keys())
    }

    /// The saves' ids among `keys` (the store's, read once by the caller).
    fn ids_in(&self, keys: &[String]) -> Vec<SaveId> {
        keys.iter().filter_map(|k| SaveId::of_save_key(self.space, k)).collect()
    }

    fn when(&self, id: &SaveId) -> u64 {
        self.store.get(&id.when_key(self.space)).and_then(|w| w.parse().ok()).unwrap_or(0)
    }

    /// Every saved game: those in progress first, then the finished ones,
    /// each the most recently played first.
    pub fn list(&self) -> Vec<Shelved> {
        // Every key once: a coach is asked for only where one is stored.
        let keys = self.store.keys();
        let stored = |key: String| keys.contains(&key);
        let mut all: Vec<Shelved> = self
            .ids_in(&keys)
            .into_iter()
            .filter_map(|id| {
                let when = self.when(&id);
                // The summary kept with the save when it was written, else
                // the save itself (written by an older build, or since).
                let kept = self.store.get(&id.summary_key(self.space)).and_then(|k| SaveSummary::kept(&k, when));
                let read = match kept {
                    Some(summary) => Ok(summary),
                    None => {
                        let text = self.store.get(&id.save_key(self.space))?;
                        SaveSummary::read(text.as_bytes()).map_err(|e| (text, e))
                    }
                };
                let coach = if stored(id.coach_key(self.space)) { self.coach(&id) } else { None };
                Some(Shelved { when, coach, id, read })
            })
            .collect();
        // A few tens of games: sorted in place by insertion (the page
        // carries no general sort for it). Equal times: by key.
        let rank = |s: &Shelved| (s.over(), std::cmp::Reverse(s.when));
        for i in 1..all.len() {
            let mut j = i;
            while j > 0 && (rank(&all[j - 1]), &all[j - 1].id) > (rank(&all[j]), &all[j].id) {
                all.swap(j - 1, j);
                j -= 1;
            }
        }
        all
    }

    pub fn get(&self, id: &SaveId) -> Option<String> {
        self.store.get(&id.save_key(self.space))
    }

    /// A guided game's coach, if it is one (and still coached).
    pub fn coach(&self, id: &SaveId) -> Option<Coaching> {
        self.store.get(&id.coach_key(self.space)).and_then(|c| Coaching::read(&c))
    }

    /// Keeps where a guided game's coach stands (`None`: no more coaching).
    pub fn set_coach(&mut self, id: &SaveId, coach: Option<Coaching>) -> Result<(), Full> {
        match coach {
            Some(c) => self.store.set(&id.coach_key(self.space), &c.write()),
            None => {
                self.store.remove(&id.coach_key(self.space));
                Ok(())
            }
        }
    }

    /// Writes a game's save and when it was written. A write refused leaves
    /// the stored save as it was. (After every move: it reads no other save.)
    pub fn put(&mut self, id: &SaveId, text: &str, now: u64) -> Result<(), Full> {
        self.store.set(&id.save_key(self.space), text)?;
        // Its time and summary are only for the list: a refusal loses
        // nothing (a summary not kept with this time is not read).
        let _ = self.store.set(&id.when_key(self.space), &now.to_string());
        match SaveSummary::read(text.as_bytes()) {
            Ok(summary) => {
                let _ = self.store.set(&id.summary_key(self.space), &summary.keep(now));
            }
            Err(_) => self.store.remove(&id.summary_key(self.space)),
        }
        Ok(())
    }

    /// Drops the finished games beyond [`FINISHED_KEPT`], the oldest first
    /// (when a game ends, and when one is put on the table).
    pub fn prune(&mut self) {
        let finished: Vec<SaveId> = self.list().into_iter().filter(Shelved::over).map(|s| s.id).collect();
        for id in finished.into_iter().skip(FINISHED_KEPT) {
            self.remove(&id);
        }
    }

    /// Takes a game off the list; what was taken can be put back.
    pub fn remove(&mut self, id: &SaveId) -> Option<Removed> {
        let text = self.store.get(&id.save_key(self.space))?;
        let when = self.store.get(&id.when_key(self.space));
        let coach = self.store.get(&id.coach_key(self.space));
        self.store.remove(&id.save_key(self.space));
        self.store.remove(&id.when_key(self.space));
        self.store.remove(&id.coach_key(self.space));
        self.store.remove(&id.summary_key(self.space));
        Some(Removed { id: id.clone(), text, when, coach })
    }

    /// Puts back a game just removed ("Undo"): under its own key, or under a
    /// new one if a save has taken that key since (nothing is overwritten).
    pub fn restore(&mut self, removed: &Removed) -> Result<SaveId, Full> {
        let id = match self.get(&removed.id) {
            None => removed.id.clone(),
            Some(_) => self.new_id(&removed.id.game, removed.text.len() as u64),
        };
        self.store.set(&id.save_key(self.space), &removed.text)?;
        if let Some(when) = &removed.when {
            let _ = self.store.set(&id.when_key(self.space), when);
        }
        if let Some(coach) = &removed.coach {
            let _ = self.store.set(&id.coach_key(self.space), coach);
        }
        Ok(id)
    }

    /// The finished game played longest ago: the first to offer for
    /// removal when the store is full.
    pub fn oldest_finished(&self) -> Option<Shelved> {
        self.list().into_iter().rev().find(Shelved::over)
    }

    /// With [`IN_PROGRESS_MAX`] games in progress, the one that would make
    /// way for a new game (the oldest); `None` while there is room.
    pub fn full_up(&self) -> Option<Shelved> {
        let mut going: Vec<Shelved> = self.list().into_iter().filter(|s| !s.over()).collect();
        (going.len() >= IN_PROGRESS_MAX).then(|| going.pop()).flatten()
    }

    /// The game of `game` in progress played most recently (an address that
    /// names the game and not which of its saves).
    pub fn latest(&self, game: &str) -> Option<SaveId> {
        self.list().into_iter().find(|s| s.id.game == game && !s.over()).map(|s| s.id)
    }

    /// A slot of `game` no save uses, made from `seed` (any random number).
    pub fn new_id(&self, game: &str, seed: u64) -> SaveId {
        let taken = self.ids();
        let mut n = seed;
        loop {
            let id = SaveId::new(game, &base36(n % 36u64.pow(6)));
            if !taken.contains(&id) {
                return id;
            }
            n = n.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        }
    }

    /// Moves each save of the previous release's format (one per game) to a
    /// slot of its own. Copied first, removed after: a store too full to
    /// copy it leaves it where it is, still listed.
    pub fn migrate(&mut self) {
        for old in self.ids().into_iter().filter(|id| id.slot.is_empty()) {
            let Some(text) = self.store.get(&old.save_key(self.space)) else { continue };
            let when = self.store.get(&old.when_key(self.space));
            let zero = SaveId::new(&old.game, "0");
            let new = match self.store.get(&zero.save_key(self.space)) {
                None => zero,
                Some(_) => self.new_id(&old.game, 0),
            };
            if self.store.set(&new.save_key(self.space), &text).is_err() {
                continue;
            }
            if let Some(when) = &when {
                let _ = self.store.set(&new.when_key(self.space), when);
            }
            self.store.remove(&old.save_key(self.space));
            self.store.remove(&old.when_key(self.space));
        }
    }
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A store in memory (tests, and wherever the browser keeps nothing), with
/// an optional limit on the bytes it holds, as a browser's quota.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    pub map: std::collections::BTreeMap<String, String>,
    pub quota: Option<usize>,
}

impl MemoryStore {
    fn bytes(&self) -> usize {
        self.map.iter().map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), Full> {
        if let Some(quota) = self.quota {
            let now = self.map.get(key).map_or(0, |v| key.len() + v.len());
            if self.bytes() - now + key.len() + value.len() > quota {
                return Err(Full);
            }
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        self.map.remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.map.keys().cloned().collect()
    }
}
