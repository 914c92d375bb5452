//! Replays and links: a replay playing on its own at the pace, its
//! position kept in the address, a position shared as a link, and a `#r=`
//! link opened.

use super::{dispose_later, leave, open, saved, set_address, Driver};
use crate::app::{games, storage, Ctx, Route};
use crate::i18n::shell;
use crate::scene::AnyTable;
use crate::shelf::SaveId;
use leptos::prelude::*;
use std::time::Duration;

impl Driver {
    /// A replay playing on its own: its next move after the pace's pause.
    pub(super) fn schedule_replay(&self, ctx: Ctx) {
        let Some(Some((at, total, true))) = self.table.try_with_untracked(|t| t.replay_position()) else { return };
        if at >= total || self.pending.try_get_value() != Some(false) {
            return;
        }
        self.pending.set_value(true);
        let me = *self;
        let delay = ctx.pace.get_untracked().delay_ms().max(400);
        set_timeout(
            move || {
                let _ = me.pending.try_update_value(|p| *p = false);
                // Stopped (or moved by hand) meanwhile: nothing.
                if me.table.try_with_untracked(|t| t.replay_position()) == Some(Some((at, total, true))) {
                    me.table.update(|t| {
                        t.replay_to(at + 1);
                    });
                    me.show_position();
                }
            },
            Duration::from_millis(delay as u64),
        );
    }

    /// A replay's address is its position: a reload, or the address copied, shows it again.
    pub(super) fn show_position(&self) {
        if let Some(code) = self.table.try_with_untracked(|t| t.replay_position().map(|_| t.share_code())).flatten() {
            let loc = window().location();
            let url = format!("./{}#r={code}", loc.search().unwrap_or_default());
            if let Ok(history) = window().history() {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
        }
    }

    /// The links of this position: copied to the clipboard, and shown to copy by hand.
    pub(super) fn share(&self, ctx: Ctx) {
        let Some(code) = self.table.try_with_untracked(|t| t.share_code()) else { return };
        let loc = window().location();
        let base = format!("{}{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default());
        let plain = format!("{base}#r={code}");
        let embed = format!("{base}?embed=1#r={code}");
        self.table.update(|t| t.set_links(Some((plain.clone(), embed))));
        let clipboard = window().navigator().clipboard();
        let copied = shell::share_copied(ctx.lang.get_untracked());
        let by_hand = shell::share_by_hand(ctx.lang.get_untracked());
        wasm_bindgen_futures::spawn_local(async move {
            let done = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&plain)).await.is_ok();
            ctx.say(if done { copied } else { by_hand }.to_string());
        });
    }
}

/// Shows a replay (nothing is written: the saved game stays as it was).
pub fn open_replay(ctx: Ctx, table: Box<dyn AnyTable>, origin: Option<SaveId>) {
    let driver = Driver::new(ctx, table);
    driver.save.set_value(origin);
    let old = ctx.game.get_untracked();
    ctx.stale.set(false);
    ctx.game.set(Some(driver));
    set_address(ctx, Some(driver.id), None);
    driver.show_position();
    ctx.rules_game.set(driver.id);
    ctx.route.set(Route::Play);
    dispose_later(old);
}

/// Leaves a replay: back to the saved game it was opened from (the
/// finished game of the end screen), else to the game of that game played
/// last (a shared link of it), else home (or, in an embed, the replay's
/// start: an embed never shows the list of games).
pub(super) fn leave_replay(ctx: Ctx, replay: Driver) {
    let origin = replay.save.try_get_value().flatten().or_else(|| storage::shelf(|s| s.latest(replay.id)));
    if let (Some(game), Some(at)) = (games::loaded(replay.id), origin) {
        if let Ok(Some(table)) = saved(&game, &at) {
            return open(ctx, table, Some(at));
        }
    }
    if ctx.embed {
        if let Some(d) = ctx.game.get_untracked() {
            d.table.update(|t| {
                t.replay_to(t.replay_first());
            });
            d.show_position();
        }
        return;
    }
    leave(ctx);
    ctx.route.set(Route::Home);
}

/// Opens the position a `#r=` link holds, once its game's code is loaded.
/// A damaged, cut or unknown link is said, with a way to Tablée's home.
/// False when the address holds no link.
pub fn start_from_link(ctx: Ctx) -> bool {
    let hash = window().location().hash().unwrap_or_default();
    let Some(code) = hash.strip_prefix("#r=").map(str::to_string) else { return false };
    open_link(ctx, code);
    true
}

/// An embed's own build has no reader of links: the page picks the full
/// app's for an address with one (scripts/post_build.py 5), so that only a
/// page that lost its picking script comes here. Loaded again, it gets the
/// full app.
#[cfg(feature = "solo")]
fn open_link(_: Ctx, _: String) {
    let _ = window().location().reload();
}

#[cfg(not(feature = "solo"))]
fn open_link(ctx: Ctx, code: String) {
    let lang = ctx.lang.get_untracked();
    let fail = move |why: String| {
        ctx.link_error.set(Some(why));
        ctx.route.set(Route::Opening);
    };
    // The game's code checks the whole link; the start-up module only reads
    // which game it names (see `link::game_of`).
    let Some(listing) = crate::engine::link::game_of(&code).and_then(|id| crate::catalogue::listed(&id)) else {
        return fail(shell::link_not_tablee_or_damaged(lang).to_string());
    };
    ctx.rules_game.set(listing.id);
    ctx.route.set(Route::Opening);
    games::with(ctx, listing.id, move |game| match ((game.replay)(&code, lang), games::side()) {
        (Ok(table), Some(side)) => (side.open_replay)(ctx, table, None),
        (Err(why), _) => fail(why),
        (Ok(_), None) => {}
    });
}
