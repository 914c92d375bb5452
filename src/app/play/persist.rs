//! The game's save: written after every move (once the move is painted),
//! compare-and-set against another tab's writes, and read back to resume.

use super::Driver;
use crate::app::{storage, use_ctx, Ctx};
use crate::catalogue::GameInfo;
use crate::engine::{SaveError, Stamp};
use crate::i18n::shell;
use crate::scene::AnyTable;
use crate::shelf::SaveId;
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
        let Some(Some(at)) = self.save.try_get_value() else { return };
        storage::with_lock(&at.save_key(storage::space()), move || me.persist_locked(ctx));
    }

    /// [`Driver::persist`] without waiting for the lock: when the page is
    /// being hidden, a task later may never run.
    fn persist_locked(&self, ctx: Ctx) {
        if ctx.stale.get_untracked() {
            return;
        }
        match self.write(false) {
            Written::Yes => ctx.storage_full.set(false),
            Written::Refused => refused(ctx),
            Written::Conflict => ctx.stale.set(true),
        }
    }

    /// Keeps where a guided game's coach stands beside its save (a coach
    /// stopped: nothing kept, the game is a normal one).
    pub fn keep_coach(&self) {
        if self.is_replay() {
            return;
        }
        let Some(Some(at)) = self.save.try_get_value() else { return };
        let coach = self
            .table
            .try_with_untracked(|t| t.coaching())
            .flatten()
            .map(|(step, steps, since)| crate::shelf::Coaching { step, steps, since });
        let _ = storage::shelf(|s| s.set_coach(&at, coach));
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
        let Some(Some(at)) = self.save.try_get_value() else { return Written::Yes };
        if !force {
            let Some(mine) = self.table.try_with_untracked(|t| t.stamp()) else { return Written::Yes };
            let ok = match storage::shelf(|s| s.get(&at)) {
                Some(stored) => Stamp::of(stored.as_bytes()).ok() == Some(mine),
                None => self.written.try_get_value() != Some(true),
            };
            if !ok {
                return Written::Conflict;
            }
        }
        let tab = storage::tab_id();
        let Some(before) = self.table.try_with_untracked(|t| t.stamp()) else { return Written::Yes };
        let Some(text) = self.table.try_update_untracked(|t| t.save_as(tab)) else { return Written::Yes };
        // A save that could not be written never replaces the stored one.
        let Some(text) = text else { return Written::Refused };
        match storage::shelf(|s| s.put(&at, &text, storage::now())) {
            Ok(()) => {
                self.written.set_value(true);
                self.keep_coach();
                // A game just over joins the finished ones: the oldest beyond ten go.
                if self.table.try_with_untracked(|t| t.is_over()) == Some(true) {
                    storage::shelf(|s| s.prune());
                }
                Written::Yes
            }
            Err(_) => {
                // Nothing written: the stored save keeps its stamp, and so does the table.
                self.table.try_update_untracked(|t| t.unwritten(before));
                Written::Refused
            }
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
pub fn export_name(game: &str, names: &[String]) -> String {
    let date = js_sys::Date::new_0();
    let day = format!("{:04}-{:02}-{:02}", date.get_full_year(), date.get_month() + 1, date.get_date());
    let mut parts = vec![game.to_string()];
    parts.extend(
        names.iter().map(|n| n.chars().filter(|c| c.is_alphanumeric()).collect::<String>()).filter(|n| !n.is_empty()),
    );
    parts.push(day);
    format!("{}.json", parts.join("-"))
}

/// What a refused write means: storage is full (said, with the oldest
/// finished game offered for removal), or there is none at all.
pub(crate) fn refused(ctx: Ctx) {
    match storage::take_full() {
        true => ctx.storage_full.set(true),
        false => ctx.storage_ok.set(false),
    }
}

/// The saved game `at` of `game`, if it is there, to be resumed:
/// `Ok(None)` when it is gone, `Err((raw text, reason))` when it cannot be
/// read. Whoever held the tablet when it was left, nobody knows who holds
/// it now: it is put down, so a secret comes after a curtain (resume from
/// the home, a second tab, leaving a replay).
pub fn saved(game: &GameInfo, at: &SaveId) -> Result<Option<Box<dyn AnyTable>>, (String, SaveError)> {
    let mut table = saved_as_left(game, at)?;
    if let Some(t) = table.as_mut() {
        t.put_down();
    }
    Ok(table)
}

/// The saved game `at` as it was left, tablet in the same hands (a reload
/// of the same tab, a moment after).
pub(super) fn saved_as_left(game: &GameInfo, at: &SaveId) -> Result<Option<Box<dyn AnyTable>>, (String, SaveError)> {
    let Some(raw) = storage::shelf(|s| s.get(at)) else { return Ok(None) };
    // An embed's own build does not read a game continued from a shared
    // position (played from a link in this embed, with the full app): the
    // full app opens it.
    #[cfg(feature = "solo")]
    if !crate::engine::starts_at_deal(raw.as_bytes()) && crate::app::games::full_app() {
        return Ok(None);
    }
    (game.load)(raw.as_bytes()).map(Some).map_err(|e| (raw, e))
}

#[component]
/// Storage is full: said, with what is safe, and the oldest finished game
/// offered for removal (then the game on the table is saved again).
pub fn StorageFull() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang.get_untracked();
    let oldest = storage::shelf(|s| s.oldest_finished());
    let offer = oldest.map(|o| {
        let game = crate::catalogue::listed(&o.id.game).map_or("", |g| g.name);
        let label = shell::notice_full_remove(lang, game, crate::app::home::ago(lang, o.when, storage::now()));
        let remove = move |_| {
            storage::shelf(|s| s.remove(&o.id));
            ctx.storage_full.set(false);
            if let Some(driver) = ctx.game.get_untracked() {
                driver.persist(ctx);
            }
        };
        view! { <button type="button" class="primary" data-testid="full-remove" on:click=remove>{crate::i18n::typo(label)}</button> }
    });
    let none = offer.is_none().then(|| view! { <p>{crate::i18n::typo(shell::notice_full_none(lang).to_string())}</p> });
    view! {
        <div class="notice error full" data-testid="storage-full" role="alert">
            <p>{crate::i18n::typo(shell::notice_full(lang).to_string())}</p>
            {none}
            {offer}
        </div>
    }
}
