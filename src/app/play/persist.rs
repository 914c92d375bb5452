//! The game's save: written after every move (once the move is painted),
//! compare-and-set against another tab's writes, and read back to resume.

use super::Driver;
use crate::app::{storage, Ctx};
use crate::catalogue::GameInfo;
use crate::engine::{SaveError, Stamp};
use crate::scene::AnyTable;
use leptos::prelude::*;
use std::time::Duration;

impl Driver {
    /// Writes the save; a refusal turns the "not saved" notice on. If
    /// another tab wrote this game's save since this tab read or wrote it,
    /// nothing is written: this tab stops and says so (see [`super::Stale`]).
    /// The read-compare-write runs under a Web Lock shared by the tabs
    /// (`storage::with_lock`), so two tabs cannot both pass the comparison
    /// and write one after the other.
    pub fn persist(&self, ctx: Ctx) {
        let me = *self;
        storage::with_lock(&storage::save_key(self.id), move || me.persist_locked(ctx));
    }

    /// [`Driver::persist`] without waiting for the lock: when the page is
    /// being hidden, a task later may never run.
    fn persist_locked(&self, ctx: Ctx) {
        if ctx.stale.get_untracked() {
            return;
        }
        match self.write(false) {
            Written::Yes => {}
            Written::Refused => ctx.storage_ok.set(false),
            Written::Conflict => ctx.stale.set(true),
        }
    }

    /// Compare-and-set: the stored save must still carry the stamp this
    /// table last read or wrote. None stored: nothing to lose, unless this
    /// tab had written it (another tab finished the game and removed it, or
    /// the game was put away there). `force` writes whatever is there (a game
    /// the player has just put on the table).
    pub(super) fn write(&self, force: bool) -> Written {
        // A replay is never saved: the game it shows stays as it was.
        if self.is_replay() {
            return Written::Yes;
        }
        let key = storage::save_key(self.id);
        if !force {
            let Some(mine) = self.table.try_with_untracked(|t| t.stamp()) else { return Written::Yes };
            let ok = match storage::get(&key) {
                Some(stored) => Stamp::of(stored.as_bytes()).ok() == Some(mine),
                None => self.written.try_get_value() != Some(true),
            };
            if !ok {
                return Written::Conflict;
            }
        }
        let tab = storage::tab_id();
        let Some(text) = self.table.try_update_untracked(|t| t.save_as(tab)) else { return Written::Yes };
        // A save that could not be written never replaces the stored one.
        let Some(text) = text else { return Written::Refused };
        match storage::set(&key, &text) {
            Ok(()) => {
                let _ = storage::set(&storage::when_key(self.id), &(js_sys::Date::now() as u64).to_string());
                self.written.set_value(true);
                Written::Yes
            }
            Err(_) => Written::Refused,
        }
    }

    /// Has another tab written this game's save since this tab did?
    pub fn overtaken(&self, stored: Option<&str>) -> bool {
        let Some(stored) = stored else { return self.written.try_get_value() == Some(true) };
        let mine = self.table.try_with_untracked(|t| t.stamp());
        mine.is_some() && Stamp::of(stored.as_bytes()).ok() != mine
    }

    pub(super) fn persist_now(&self) {
        let _ = self.write(false);
    }

    /// Saves right after the browser has painted the move (one save for
    /// several quick moves): a tap is painted first, then written. A page
    /// that is not shown paints no frame: the timer saves it then.
    pub fn persist_soon(&self, ctx: Ctx) {
        if self.save_pending.try_get_value() != Some(false) {
            return;
        }
        self.save_pending.set_value(true);
        let me = *self;
        let save = move || {
            if me.save_pending.try_update_value(|p| std::mem::replace(p, false)) == Some(true) {
                me.persist(ctx);
            }
        };
        request_animation_frame(move || set_timeout(save, Duration::ZERO));
        set_timeout(save, Duration::from_millis(250));
    }
}

/// Writes the game's save now if one is waiting.
pub fn flush(ctx: Ctx) {
    if let Some(driver) = ctx.game.get_untracked() {
        if driver.save_pending.try_update_value(|p| std::mem::replace(p, false)) == Some(true) {
            driver.persist_locked(ctx);
        }
    }
}

/// What a write of the save did.
pub(super) enum Written {
    Yes,
    /// The browser refused to store.
    Refused,
    /// Another tab wrote the save since this one: nothing was written.
    Conflict,
}

/// An exported game's file name: the game, who plays and the day
/// (`sorciers-Ana-Bob-Cleo-2026-11-26.json`). Names keep their letters and
/// digits only, so the name is a valid file name everywhere.
pub(super) fn export_name(game: &str, names: &[String]) -> String {
    let date = js_sys::Date::new_0();
    let day = format!("{:04}-{:02}-{:02}", date.get_full_year(), date.get_month() + 1, date.get_date());
    let mut parts = vec![game.to_string()];
    parts.extend(
        names.iter().map(|n| n.chars().filter(|c| c.is_alphanumeric()).collect::<String>()).filter(|n| !n.is_empty()),
    );
    parts.push(day);
    format!("{}.json", parts.join("-"))
}

/// The saved game of `game`, if any, to be resumed: `Ok(None)` when there
/// is none, `Err((raw text, reason))` when it cannot be read. Whoever held
/// the tablet when it was left, nobody knows who holds it now: it is put
/// down, so a secret comes after a curtain (resume from the home, keep it
/// and resume, a second tab, leaving a replay).
pub fn saved(game: &GameInfo) -> Result<Option<Box<dyn AnyTable>>, (String, SaveError)> {
    let mut table = saved_as_left(game)?;
    if let Some(t) = table.as_mut() {
        t.put_down();
    }
    Ok(table)
}

/// The saved game of `game` as it was left, tablet in the same hands (a
/// reload of the same tab, a moment after).
pub(super) fn saved_as_left(game: &GameInfo) -> Result<Option<Box<dyn AnyTable>>, (String, SaveError)> {
    let Some(raw) = storage::get(&storage::save_key(game.id)) else { return Ok(None) };
    (game.load)(raw.as_bytes()).map(Some).map_err(|e| (raw, e))
}
