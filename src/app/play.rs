//! A game on the table: the reactive driver around [`engine::Table`]
//! (computer seats at the chosen pace, autosave, undo, curtains), and the
//! screen that shows a curtain, the table, or the end.

use super::{games, storage, use_ctx, Ctx, Route};
use crate::catalogue::{self, GameInfo};
use crate::engine::{SaveError, SaveSummary, Screen, Seat, SeatKind, SeatSetup, Stamp};
use crate::i18n::typo;
use crate::scene::{AnyTable, Chrome, Done, Node, Pace, Shell};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// The reactive wrapper of one table, whatever the game. Copy: it only
/// holds signals.
#[derive(Clone, Copy)]
pub struct Driver {
    pub table: RwSignal<Box<dyn AnyTable>, LocalStorage>,
    /// The game's id (saves, address).
    pub id: &'static str,
    /// A computer move is scheduled.
    pending: StoredValue<bool, LocalStorage>,
    /// A save is scheduled.
    save_pending: StoredValue<bool, LocalStorage>,
    /// The computer decision under way: when its first slice started and the
    /// time its slices took so far (ms; start is NaN between decisions).
    deciding: StoredValue<(f64, f64), LocalStorage>,
    /// This tab has written the game's save (so a save gone from storage
    /// was removed by another tab).
    written: StoredValue<bool, LocalStorage>,
}

impl Driver {
    /// Its signals belong to the app (not to the screen that opened the game,
    /// which is gone as soon as the table shows).
    pub fn new(ctx: Ctx, table: Box<dyn AnyTable>) -> Self {
        ctx.owner.with_value(|owner| {
            owner.with(|| {
                let id = table.id();
                Driver {
                    table: RwSignal::new_local(table),
                    id,
                    pending: StoredValue::new_local(false),
                    save_pending: StoredValue::new_local(false),
                    deciding: StoredValue::new_local((f64::NAN, 0.0)),
                    written: StoredValue::new_local(false),
                }
            })
        })
    }

    pub fn screen(&self) -> Screen {
        self.table.with(|t| t.screen())
    }

    /// Is this a replay (looked at, never saved)?
    pub fn is_replay(&self) -> bool {
        self.table.try_with_untracked(|t| t.replay_position().is_some()) == Some(true)
    }

    /// A replay playing on its own: its next move after the pace's pause.
    fn schedule_replay(&self, ctx: Ctx) {
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
    fn show_position(&self) {
        if let Some(code) = self.table.try_with_untracked(|t| t.replay_position().map(|_| t.share_code())).flatten() {
            let loc = window().location();
            let url = format!("./{}#r={code}", loc.search().unwrap_or_default());
            if let Ok(history) = window().history() {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
        }
    }

    /// The links of this position: copied to the clipboard, and shown to copy by hand.
    fn share(&self, ctx: Ctx) {
        let Some(code) = self.table.try_with_untracked(|t| t.share_code()) else { return };
        let loc = window().location();
        let base = format!("{}{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default());
        let plain = format!("{base}#r={code}");
        let embed = format!("{base}?embed=1#r={code}");
        self.table.update(|t| t.set_links(Some((plain.clone(), embed))));
        let clipboard = window().navigator().clipboard();
        let copied = ctx.t("Lien copié.", "Link copied.");
        let by_hand = ctx.t("Le lien est ci-dessous, à copier.", "The link is below, to copy.");
        wasm_bindgen_futures::spawn_local(async move {
            let done = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&plain)).await.is_ok();
            ctx.say(if done { copied } else { by_hand }.to_string());
        });
    }

    /// Writes the save; a refusal turns the "not saved" notice on. If
    /// another tab wrote this game's save since this tab read or wrote it,
    /// nothing is written: this tab stops and says so (see [`Stale`]).
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
    fn write(&self, force: bool) -> Written {
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

    fn persist_now(&self) {
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

    /// Carries out the command of a control the player tapped.
    pub fn command(&self, ctx: Ctx, index: u32) {
        if ctx.stale.get_untracked() {
            return;
        }
        let t0 = timing::now();
        let Some(done) = self.table.try_update_untracked(|t| t.command(index)) else { return };
        if timing::on() {
            timing::measure("tablee:command", t0, timing::now() - t0);
        }
        match done {
            Done::Played => {
                self.table.notify();
                self.persist_soon(ctx);
            }
            Done::Drafted => {
                self.table.notify();
                if self.is_replay() {
                    self.show_position();
                }
            }
            Done::Hinted => {
                self.table.notify();
                self.persist_soon(ctx);
            }
            Done::Say(why) => ctx.say(why),
            Done::Shell(Shell::Undo) => {
                self.undo(ctx);
            }
            Done::Shell(Shell::Rules) => {
                ctx.rules_game.set(self.id);
                ctx.rules_open.set(true);
            }
            Done::Shell(Shell::Export) => {
                if let Some((text, names)) = self.table.try_with_untracked(|t| (t.save(), t.seat_names())) {
                    storage::download(&export_name(self.id, &names), &text);
                }
            }
            Done::Shell(Shell::PlayAgain) => play_again(ctx, *self),
            Done::Shell(Shell::Home) => {
                leave(ctx);
                ctx.route.set(Route::Home);
            }
            Done::Shell(Shell::Watch) => {
                if let Some(Some(replay)) = self.table.try_with_untracked(|t| t.watch()) {
                    open_replay(ctx, replay);
                }
            }
            Done::Shell(Shell::Share) => self.share(ctx),
            Done::Shell(Shell::PlayFrom(seat)) => {
                if let Some(Some(table)) = self.table.try_with_untracked(|t| t.play_from(Seat(seat), fresh_seed())) {
                    open_new(ctx, table);
                }
            }
            Done::Shell(Shell::LeaveReplay) => leave_replay(ctx, self.id),
            Done::Nothing => {}
        }
    }

    /// Nobody is known to hold the tablet any more (the page was away for
    /// a while): the next secret comes after a curtain, and the save says so.
    pub fn put_down(&self, ctx: Ctx) {
        if ctx.stale.get_untracked() {
            return;
        }
        if self.table.try_update(|t| t.put_down()).unwrap_or(false) {
            self.persist(ctx);
        }
    }

    pub fn take_tablet(&self, ctx: Ctx, seat: Seat) {
        if ctx.stale.get_untracked() {
            return;
        }
        if self.table.try_update(|t| t.take_tablet(seat)).unwrap_or(false) {
            self.persist(ctx);
        }
    }

    pub fn undo(&self, ctx: Ctx) -> bool {
        if ctx.stale.get_untracked() {
            return false;
        }
        let done = self.table.try_update(|t| t.undo()).unwrap_or(false);
        if done {
            self.persist(ctx);
        }
        done
    }

    /// Schedules the next computer move after the pace's pause. The page
    /// repaints between two moves: each one runs in its own task.
    pub fn schedule_computer(&self, ctx: Ctx) {
        if self.pending.try_get_value() != Some(false) || ctx.stale.get_untracked() {
            return;
        }
        if !matches!(self.table.try_with_untracked(|t| t.screen()), Some(Screen::Computer(_))) {
            return;
        }
        self.pending.set_value(true);
        let me = *self;
        // A public moment stays readable before the next computer move.
        // A trick taken is seen whole before the next lead gathers it.
        let (spotlit, beat) =
            self.table.try_with_untracked(|t| (t.last_move_spotlit(), t.last_move_beat())).unwrap_or_default();
        let pace = ctx.pace.get_untracked();
        let delay = pace.wait_ms(spotlit).max(if beat { pace.beat_ms() } else { 0 });
        if delay == 0 {
            // Instant: still let the browser paint the last move first.
            request_animation_frame(move || set_timeout(move || me.think(ctx), Duration::ZERO));
        } else {
            // The pause counts from the frame that shows the last move: each
            // action stays in sight the whole pause, however long its drawing took.
            request_animation_frame(move || set_timeout(move || me.think(ctx), Duration::from_millis(delay as u64)));
        }
    }

    /// One slice of the computer's decision per task; the next slice waits
    /// for the browser (a search never blocks the page for long).
    fn think(self, ctx: Ctx) {
        use crate::engine::Step;
        if ctx.stale.get_untracked() {
            let _ = self.pending.try_update_value(|p| *p = false);
            return;
        }
        let t0 = timing::now();
        let Some(step) = self.table.try_update_untracked(|t| t.think()) else { return };
        let t1 = timing::now();
        let (start, busy) = self.deciding.get_value();
        let start = if start.is_nan() { t0 } else { start };
        let busy = busy + (t1 - t0);
        match step {
            Step::Thinking => {
                self.deciding.set_value((start, busy));
                set_timeout(move || self.think(ctx), Duration::ZERO)
            }
            Step::Played(_) => {
                // User Timing entries for scripts/budgets.mjs: the decision's
                // own work, and the same from its first slice to the move.
                timing::measure(&format!("tablee:decide:{}", self.id), start, busy);
                timing::measure(&format!("tablee:decide-wall:{}", self.id), start, t1 - start);
                self.deciding.set_value((f64::NAN, 0.0));
                let _ = self.pending.try_update_value(|p| *p = false);
                self.table.notify();
                self.persist_soon(ctx);
            }
            Step::Idle => {
                self.deciding.set_value((f64::NAN, 0.0));
                let _ = self.pending.try_update_value(|p| *p = false);
            }
        }
    }

    pub fn dispose(self) {
        if self.save_pending.try_get_value() == Some(true) {
            self.persist_now();
        }
        self.table.dispose();
        self.pending.dispose();
        self.save_pending.dispose();
        self.deciding.dispose();
        self.written.dispose();
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
enum Written {
    Yes,
    /// The browser refused to store.
    Refused,
    /// Another tab wrote the save since this one: nothing was written.
    Conflict,
}

/// An exported game's file name: the game, who plays and the day
/// (`sorciers-Ana-Bob-Cleo-2026-11-26.json`). Names keep their letters and
/// digits only, so the name is a valid file name everywhere.
fn export_name(game: &str, names: &[String]) -> String {
    let date = js_sys::Date::new_0();
    let day = format!("{:04}-{:02}-{:02}", date.get_full_year(), date.get_month() + 1, date.get_date());
    let mut parts = vec![game.to_string()];
    parts.extend(
        names.iter().map(|n| n.chars().filter(|c| c.is_alphanumeric()).collect::<String>()).filter(|n| !n.is_empty()),
    );
    parts.push(day);
    format!("{}.json", parts.join("-"))
}

/// A seed from the browser's clock and Math.random (engines never read either).
pub fn fresh_seed() -> u64 {
    let r = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let t = js_sys::Date::now() as u64;
    crate::engine::derive_seed(t, r)
}

/// Default seat names.
pub const NAMES: [&str; 6] = ["Ana", "Bob", "Cléo", "Dani", "Eli", "Flo"];

/// Puts a game on the table and shows it.
pub fn open(ctx: Ctx, table: Box<dyn AnyTable>) {
    let driver = Driver::new(ctx, table);
    let old = ctx.game.get_untracked();
    ctx.stale.set(false);
    ctx.game.set(Some(driver));
    // The player chose this game (new, resumed or imported): it is the save
    // now. A save resumed as it is stays untouched (another tab open on it
    // is not overtaken by a mere look).
    let same = driver.table.try_with_untracked(|t| storage::get(&storage::save_key(t.id())) == Some(t.save()));
    if same != Some(true) {
        if let Written::Refused = driver.write(true) {
            ctx.storage_ok.set(false);
        }
    }
    // A reload of this address resumes the saved game.
    set_address(ctx, Some(driver.id));
    ctx.rules_game.set(driver.id);
    ctx.route.set(Route::Play);
    dispose_later(old);
}

/// Shows a replay (nothing is written: the saved game stays as it was).
pub fn open_replay(ctx: Ctx, table: Box<dyn AnyTable>) {
    let driver = Driver::new(ctx, table);
    let old = ctx.game.get_untracked();
    ctx.stale.set(false);
    ctx.game.set(Some(driver));
    set_address(ctx, Some(driver.id));
    driver.show_position();
    ctx.rules_game.set(driver.id);
    ctx.route.set(Route::Play);
    dispose_later(old);
}

/// Leaves a replay: back to the saved game of that game if there is one
/// (the finished game it came from), else home (or, in an embed, the
/// replay's start: an embed never shows the list of games).
fn leave_replay(ctx: Ctx, id: &'static str) {
    if let Some(game) = games::loaded(id) {
        if let Ok(Some(table)) = saved(&game) {
            return open(ctx, table);
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
    let lang = ctx.lang.get_untracked();
    let fail = move |why: String| {
        ctx.link_error.set(Some(why));
        ctx.route.set(Route::Opening);
    };
    // The game's code checks the whole link; the start-up module only reads
    // which game it names (see `link::game_of`).
    let Some(listing) = crate::engine::link::game_of(&code).and_then(|id| catalogue::listed(&id)) else {
        fail(
            ctx.t(
                "Ce lien n'est pas un lien de partie Tablée, ou il est abîmé.",
                "This is not a link to a Tablée game, or it is damaged.",
            )
            .to_string(),
        );
        return true;
    };
    ctx.rules_game.set(listing.id);
    ctx.route.set(Route::Opening);
    games::with(ctx, listing.id, move |game| match (game.replay)(&code, lang) {
        Ok(table) => open_replay(ctx, table),
        Err(why) => fail(why),
    });
    true
}

/// A new game the player asked for, waiting while they decide what
/// becomes of the game in progress it would replace.
pub struct Replacing {
    pub new: Box<dyn AnyTable>,
    pub game: GameInfo,
    /// The game in progress: its players and moves, or `None` when its save
    /// cannot be read (it is kept all the same until the player says).
    pub old: Option<(Vec<String>, usize)>,
    /// When it was last played (ms since 1970), if known.
    pub when: Option<f64>,
    /// The new game comes from a file (an import), not from the setup.
    pub imported: bool,
}

/// Puts a new game (set up, imported) on the table. A game in progress of
/// the same game is never replaced without asking: the player keeps it
/// (the default), exports it first, or replaces it.
pub fn open_new(ctx: Ctx, table: Box<dyn AnyTable>) {
    ask_to_replace(ctx, table, false);
}

/// Puts an imported game on the table, asking first as [`open_new`] does.
pub fn open_imported(ctx: Ctx, table: Box<dyn AnyTable>) {
    ask_to_replace(ctx, table, true);
}

fn ask_to_replace(ctx: Ctx, table: Box<dyn AnyTable>, imported: bool) {
    let Some(game) = games::loaded(table.id()) else { return open(ctx, table) };
    let old = match saved(&game) {
        Ok(None) => return open(ctx, table),
        // A game over, or one not begun (no move yet), loses nothing: no question.
        Ok(Some(old)) if old.is_over() || old.moves_made() == 0 || old.save() == table.save() => {
            return open(ctx, table)
        }
        Ok(Some(old)) => Some((old.seat_names(), old.moves_made())),
        Err(_) => None,
    };
    let when = storage::get(&storage::when_key(game.id)).and_then(|w| w.parse::<u64>().ok()).map(|w| w as f64);
    ctx.replacing.set(Some(std::rc::Rc::new(std::cell::RefCell::new(Some(Replacing {
        new: table,
        game,
        old,
        when,
        imported,
    })))));
}

/// "Last played: 24 Nov 2026, 21:40" in the player's language.
fn when_text(lang: super::i18n::Lang, when: f64) -> String {
    let date = js_sys::Date::new(&when.into());
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeStyle".into(), &"short".into());
    let locale = if lang.fr() { "fr-FR" } else { "en-GB" };
    date.to_locale_string(locale, &options).as_string().unwrap_or_default()
}

/// The question before a new game would replace a game in progress.
#[component]
pub fn ReplaceDialog() -> impl IntoView {
    let ctx = use_ctx();
    move || {
        let pending = ctx.replacing.get()?;
        let lang = ctx.lang.get_untracked();
        let (name, id, old, when, imported) = {
            let p = pending.borrow();
            let p = p.as_ref()?;
            (p.game.name, p.game.id, p.old.clone(), p.when, p.imported)
        };
        let title = match lang.fr() {
            true => format!("Une partie de {name} est en cours"),
            false => format!("A game of {name} is in progress"),
        };
        let what = match (&old, lang.fr()) {
            (Some((names, n)), true) => {
                let coups = if *n == 1 { "coup joué" } else { "coups joués" };
                format!("Avec {} : {n} {coups}.", names.join(", "))
            }
            (Some((names, n)), false) => {
                let moves = if *n == 1 { "move" } else { "moves" };
                format!("With {}: {n} {moves} played.", names.join(", "))
            }
            (None, true) => "Sa sauvegarde ne peut pas être lue, mais elle est gardée.".to_string(),
            (None, false) => "Its save cannot be read, but it is kept.".to_string(),
        };
        let last = when.map(|w| match lang.fr() {
            true => format!("Dernier coup : {}.", when_text(lang, w)),
            false => format!("Last played: {}.", when_text(lang, w)),
        });
        let question = match (lang.fr(), imported) {
            (true, false) => format!(
                "Commencer la nouvelle partie la remplacerait. Une seule partie de {name} est gardée à la fois."
            ),
            (false, false) => format!("Starting the new game would replace it. One game of {name} is kept at a time."),
            (true, true) => format!(
                "Importer la partie du fichier la remplacerait. Une seule partie de {name} est gardée à la fois."
            ),
            (false, true) => {
                format!("Importing the game from the file would replace it. One game of {name} is kept at a time.")
            }
        };
        let close = move || ctx.replacing.set(None);
        let keep = move |_: ()| {
            close();
            let Some(game) = games::loaded(id) else { return };
            if let Ok(Some(table)) = saved(&game) {
                open(ctx, table);
            }
        };
        let export = move |_| {
            if let Some(raw) = storage::get(&storage::save_key(id)) {
                let names = crate::engine::SaveSummary::read(raw.as_bytes()).map(|s| s.names).unwrap_or_default();
                storage::download(&export_name(id, &names), &raw);
            }
        };
        let replace = {
            let pending = pending.clone();
            move |_| {
                let taken = pending.borrow_mut().take();
                close();
                if let Some(p) = taken {
                    open(ctx, p.new);
                }
            }
        };
        // Escape keeps the game in progress and resumes it (the default).
        let on_key = move |ev: leptos::ev::KeyboardEvent| {
            if ev.key() == "Escape" {
                keep(());
            }
        };
        crate::ui::focus_later("replace-keep");
        Some(view! {
            <div class="dialog-backdrop">
                <section class="dialog replace" role="alertdialog" aria-modal="true" data-testid="replace-dialog"
                    aria-labelledby="replace-title" aria-describedby="replace-what" on:keydown=on_key>
                    <h2 id="replace-title">{typo(title)}</h2>
                    <p id="replace-what" data-testid="replace-what">{typo(what)}" "{last.map(typo)}</p>
                    <p>{typo(question)}</p>
                    <div class="actions">
                        <button id="replace-keep" type="button" class="primary" data-testid="replace-keep" on:click=move |_| keep(())>
                            {lang.t("La garder et la reprendre", "Keep it and resume it")}
                        </button>
                        <button type="button" class="secondary" data-testid="replace-export" on:click=export>
                            {lang.t("L’exporter d’abord (fichier)", "Export it first (file)")}
                        </button>
                        <button type="button" class="danger" data-testid="replace-confirm" on:click=replace>
                            {lang.t("La remplacer", "Replace it")}
                        </button>
                    </div>
                </section>
            </div>
        })
    }
}

/// Frees a game's signals once the screen that showed it is gone.
fn dispose_later(old: Option<Driver>) {
    if let Some(old) = old {
        set_timeout(move || old.dispose(), Duration::ZERO);
    }
}

/// Rewrites the address bar (relative, so any sub-path works) without a reload.
pub fn set_address(ctx: Ctx, game: Option<&str>) {
    let mut query = Vec::new();
    if let Some(g) = game {
        query.push(format!("game={g}"));
    }
    if ctx.embed {
        query.push("embed=1".to_string());
    }
    let url = if query.is_empty() { "./".to_string() } else { format!("./?{}", query.join("&")) };
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Leaves the table (the save stays, unless the game is over).
pub fn leave(ctx: Ctx) {
    let old = ctx.game.get_untracked();
    if ctx.stale.get_untracked() {
        // The save belongs to the other tab now: leave it as it is.
        ctx.stale.set(false);
    } else if let Some(d) = old.filter(|d| !d.is_replay()) {
        if d.table.try_with_untracked(|t| t.is_over()) == Some(true) {
            storage::remove(&storage::save_key(d.id));
            storage::remove(&storage::when_key(d.id));
            // Nothing left to save: a finished game is not resumed.
            d.save_pending.set_value(false);
        }
    }
    ctx.game.set(None);
    set_address(ctx, None);
    dispose_later(old);
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
fn saved_as_left(game: &GameInfo) -> Result<Option<Box<dyn AnyTable>>, (String, SaveError)> {
    let Some(raw) = storage::get(&storage::save_key(game.id)) else { return Ok(None) };
    (game.load)(raw.as_bytes()).map(Some).map_err(|e| (raw, e))
}

/// Opens what the URL asks for: a game's setup, a saved game, or a new game
/// from `seats=` (see README), once the game's code is loaded.
pub fn start_from_query(ctx: Ctx) {
    let q = ctx.query.get_value();
    let Some(id) = q.game.as_deref() else { return };
    let Some(listing) = catalogue::listed(id) else {
        // The home, saying why.
        ctx.tell(match ctx.lang.get_untracked().fr() {
            true => format!("Tablée n'a pas de jeu « {id} » : voici ses jeux."),
            false => format!("Tablée has no game called “{id}”: here are its games."),
        });
        return;
    };
    ctx.rules_game.set(listing.id);
    // A save that cannot even be summed up: the home shows it (no game code needed).
    if storage::get(&storage::save_key(listing.id)).is_some_and(|raw| SaveSummary::read(raw.as_bytes()).is_err()) {
        return;
    }
    if games::loaded(listing.id).is_none() {
        ctx.route.set(Route::Opening);
    }
    // A reload of this tab a moment after it was left: the tablet is in
    // the same hands. Otherwise nobody knows whose they are now.
    let soon = storage::back_soon();
    games::with(ctx, listing.id, move |game| {
        let lang = ctx.lang.get_untracked();
        let (min, max) = game.players;
        // The seats asked for, if any, and what is wrong with them.
        let asked = q.seats.clone();
        let refused = q.refused.iter().find(|(k, _)| *k == "seats").map(|(_, v)| v.clone());
        let wrong = match (&asked, refused) {
            (_, Some(raw)) => Some(match lang.fr() {
                true => format!("« {raw} » : chaque place est human (une personne), easy ou strong (un ordinateur facile ou fort). Choisissez les places ici."),
                false => format!("“{raw}”: each seat is human (a person), easy or strong (an easy or strong computer). Choose the seats here."),
            }),
            (Some(k), None) if !(min as usize..=max as usize).contains(&k.len()) => Some(match lang.fr() {
                true => format!("{} se joue de {min} à {max} : le lien demandait {} places. Choisissez les places ici.", game.name, k.len()),
                false => format!("{} is played by {min} to {max}: the link asked for {} seats. Choose the seats here.", game.name, k.len()),
            }),
            _ => None,
        };
        let seats_given = asked.is_some() || wrong.is_some();
        if !q.options.is_empty() {
            let players = asked.as_ref().map_or(min.max(3).min(max), |k| (k.len() as u8).clamp(min, max));
            for problem in (game.option_problems)(players, &q.options, lang) {
                ctx.tell(problem);
            }
        }
        // A link that asks for a new game starts it (asking first if it
        // would replace a game in progress); otherwise the saved game resumes.
        if !seats_given {
            match if soon { saved_as_left(&game) } else { saved(&game) } {
                Ok(Some(table)) => return open(ctx, table),
                Err(_) => return ctx.route.set(Route::Home), // the home shows the broken save
                Ok(None) => {}
            }
        }
        if let Some(why) = wrong {
            ctx.tell(why);
        } else if let Some(kinds) = asked {
            let names = q.names.clone().unwrap_or_default();
            let seats: Vec<SeatSetup> = kinds
                .iter()
                .enumerate()
                .map(|(i, &kind)| SeatSetup {
                    name: names
                        .get(i)
                        .filter(|n| !n.trim().is_empty())
                        .cloned()
                        .unwrap_or_else(|| NAMES[i].to_string()),
                    kind,
                })
                .collect();
            if let Ok(table) = (game.start)(seats, &q.options, q.seed.unwrap_or_else(fresh_seed)) {
                return open_new(ctx, table);
            }
        }
        ctx.route.set(Route::Setup(game.id));
    });
}

/// Starts a new game with the same seats and options.
pub fn play_again(ctx: Ctx, driver: Driver) {
    if let Some(Some(table)) = driver.table.try_with_untracked(|t| t.again(fresh_seed())) {
        open(ctx, table);
    }
}

/// The table screen: curtain or table, and the computer seats' clock.
#[component]
pub fn Play() -> impl IntoView {
    let ctx = use_ctx();
    move || match ctx.game.get() {
        Some(d) => view! { <PlayGame driver=d/> }.into_any(),
        None => view! { <p>{ctx.t("Aucune partie en cours.", "No game in progress.")}</p> }.into_any(),
    }
}

#[component]
fn PlayGame(driver: Driver) -> impl IntoView {
    let ctx = use_ctx();
    let stale = move || ctx.stale.get();
    let game = move || view! { <PlayTable driver=driver/> };
    move || if stale() { view! { <Stale driver=driver/> }.into_any() } else { game().into_any() }
}

/// This tab's game was continued in another tab: nothing more is played or
/// written here until the player takes the latest save.
#[component]
fn Stale(driver: Driver) -> impl IntoView {
    let ctx = use_ctx();
    let id = driver.id;
    let go = move |_| {
        let Some(game) = games::loaded(id) else { return };
        match saved(&game) {
            Ok(Some(table)) => open(ctx, table),
            // Gone, or unreadable: the home says which.
            _ => {
                leave(ctx);
                ctx.route.set(Route::Home);
            }
        }
    };
    view! {
        <div class="banner error stale" data-testid="stale" role="alert">
            <h1>{ctx.t("Cette partie a continué dans un autre onglet.", "This game was continued in another tab.")}</h1>
            <p>{ctx.t(
                "Pour ne rien perdre, cet onglet ne joue plus et n'écrit plus rien.",
                "So that nothing is lost, this tab no longer plays or saves anything.",
            )}</p>
            <div class="actions">
                <button type="button" class="primary" data-testid="stale-reload" on:click=go>
                    {ctx.t("Continuer ici à partir de là", "Continue here from there")}
                </button>
            </div>
        </div>
    }
}

#[component]
fn PlayTable(driver: Driver) -> impl IntoView {
    let ctx = use_ctx();
    let screen = Memo::new(move |_| driver.table.try_with(|t| t.screen()).unwrap_or(Screen::Over));
    // Computer seats: one move per task, at the chosen pace.
    Effect::new(move |_| {
        if let Screen::Computer(_) = screen.get() {
            driver.table.track();
            driver.schedule_computer(ctx);
        }
    });
    // A replay playing on its own: one move at a time, at the pace.
    Effect::new(move |_| {
        driver.table.track();
        driver.schedule_replay(ctx);
    });
    // "Ana: undo my last move" on Bob's curtain hands the tablet back to
    // Ana first (her own curtain): nothing of hers shows before she taps.
    let taking_back = RwSignal::new(None::<Seat>);
    let curtain = Memo::new(move |_| match screen.get() {
        Screen::Curtain(seat) => Some(seat),
        _ => None,
    });
    move || match (curtain.get(), taking_back.get()) {
        (Some(_), Some(owner)) => {
            let (name, moments) = driver
                .table
                .with_untracked(|t| (t.seat_names()[owner.index()].clone(), t.moments(ctx.lang.get_untracked())));
            view! {
                <crate::ui::curtain::Curtain
                    name=name
                    undo_by=None
                    moments=moments
                    on_go=Callback::new(move |_| {
                        taking_back.set(None);
                        // Still theirs to take back (nothing moved meanwhile).
                        if driver.table.with_untracked(|t| t.holder() == Some(owner) && t.can_undo()) {
                            driver.undo(ctx);
                            crate::ui::focus_later("table-status");
                        }
                    })
                    on_undo=Callback::new(|_| {})
                    taking_back=Callback::new(move |_| taking_back.set(None))
                />
            }
            .into_any()
        }
        (Some(seat), None) => {
            let (name, undo_by, moments) = driver.table.with_untracked(|t| {
                let names = t.seat_names();
                let undo_by = t.holder().filter(|_| t.can_undo()).map(|h| (h, names[h.index()].clone()));
                (names[seat.index()].clone(), undo_by, t.moments(ctx.lang.get_untracked()))
            });
            let owner = undo_by.as_ref().map(|(h, _)| *h);
            view! {
                <crate::ui::curtain::Curtain
                    name=name
                    undo_by=undo_by.map(|(_, n)| n)
                    moments=moments
                    on_go=Callback::new(move |_| {
                        driver.take_tablet(ctx, seat);
                        crate::ui::focus_later("table-status");
                    })
                    on_undo=Callback::new(move |_| {
                        if let Some(owner) = owner {
                            taking_back.set(Some(owner));
                        }
                    })
                />
            }
            .into_any()
        }
        (None, _) => view! { <TableHost driver=driver/> }.into_any(),
    }
}

/// The table, drawn by the game as plain nodes and patched into this host.
#[component]
fn TableHost(driver: Driver) -> impl IntoView {
    let ctx = use_ctx();
    let host = NodeRef::<leptos::html::Div>::new();
    let shown = StoredValue::new_local(Vec::<Node>::new());
    let was_over = StoredValue::new_local(false);
    // The patcher's own element inside the host (Leptos keeps its markers in the host).
    let root = StoredValue::new_local(None::<web_sys::Element>);
    // What the player is asked to decide, as last drawn (see `decision`).
    let asked = StoredValue::new_local(None::<String>);
    Effect::new(move |_| {
        let chrome = Chrome { lang: ctx.lang.get(), embed: ctx.embed, pace: ctx.pace.get() };
        driver.table.track();
        let Some(host) = host.get() else { return };
        if root.with_value(|r| r.is_none()) {
            let Ok(el) = document().create_element("div") else { return };
            el.set_class_name("vroot");
            let _ = host.append_child(&el);
            root.set_value(Some(el));
            // A new screen (the table after a curtain, a game just opened).
            crate::ui::scroll_top();
        }
        let Some(el) = root.get_value() else { return };
        let t0 = timing::now();
        let Some((nodes, over)) = driver.table.try_update_untracked(|t| (t.render(chrome), t.is_over())) else {
            return;
        };
        let t1 = timing::now();
        // Pieces travel from where they were (nothing on a new screen):
        // only those the nodes say moved are measured.
        // At the instant pace nothing travels: the table is where it will be.
        let plan = if chrome.pace == Pace::Instant {
            crate::scene::motion::Plan::default()
        } else {
            shown.with_value(|old| crate::scene::motion::plan(old, &nodes))
        };
        let before = crate::ui::motion::before(&el, &plan);
        shown.update_value(|old| {
            crate::ui::patch::patch(&el, old, &nodes);
            *old = nodes;
        });
        crate::ui::motion::after(&el, before, &plan);
        crate::ui::zoom::attach(&el);
        crate::ui::zoom::focus(&el);
        if timing::on() {
            timing::measure("tablee:render", t0, t1 - t0);
            timing::measure("tablee:patch", t1, timing::now() - t1);
        }
        // A table laid out to fit the screen: the page around it too (a
        // class on <body>, not a :has() rule the browser would re-check at
        // every change of the table).
        let fits = shown.with_value(|n| {
            n.first()
                .and_then(|n| n.as_el())
                .and_then(|e| e.get("class"))
                .is_some_and(|c| c.split(' ').any(|c| c == "fit"))
        });
        set_body_class("fit-table", fits);
        if over && !was_over.get_value() {
            crate::ui::focus_later("end-title");
        }
        // A new question (an offer arrives, a composer opens): its controls
        // come into view, without fighting the player's own scrolling
        // while the question stays the same.
        // After the frame is painted: the layout is then clean, so the
        // scroll reads it for free instead of forcing it in the middle of the
        // tap (scrollIntoView was 7 ms a tap at 4x in tap_profile.mjs --cpu).
        let question = shown.with_value(|nodes| decision(nodes));
        if question != asked.get_value() {
            let top = question.as_deref() == Some("");
            let host = question.as_deref().is_some_and(|q| !q.is_empty()).then(|| el.clone());
            request_animation_frame(move || {
                set_timeout(
                    move || {
                        if top {
                            // The controls are on the table itself (a bar to
                            // open…), not in the decision area: the table from its top.
                            crate::ui::scroll_top();
                        } else if let Some(Ok(Some(control))) = host.map(|el| el.query_selector(LIVE)) {
                            // The area of the first control that can be tapped.
                            let choice = control.closest(DECISION).ok().flatten().unwrap_or(control);
                            crate::ui::bring_into_view(&choice);
                        }
                    },
                    Duration::ZERO,
                )
            });
            asked.set_value(question);
        }
        was_over.set_value(over);
    });
    on_cleanup(|| set_body_class("fit-table", false));
    let on_click = move |ev: leptos::ev::MouseEvent| {
        // A tap during a motion finishes it: the table is where it will be.
        crate::ui::motion::finish_all();
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        // A map's zoom buttons, or the end of a drag over it.
        if crate::ui::zoom::on_click(&target) {
            return;
        }
        // A tap on the table, outside the open drawer, closes it; so does a
        // choice made in a replay's menu.
        let inside = target.closest("details.drawer, details.replay-menu").ok().flatten().is_some();
        let chosen = target.closest("details.replay-menu [data-cmd]").ok().flatten().is_some();
        if !inside || chosen {
            if let Some(h) = host.get_untracked() {
                crate::ui::close_drawers(&h, false);
            }
        }
        let Ok(Some(control)) = target.closest("[data-cmd]") else { return };
        let Some(index) = control.get_attribute("data-cmd").and_then(|c| c.parse::<u32>().ok()) else { return };
        // A control pressed from the keyboard (a click of detail 0) may
        // leave the page: the focus moves first, so keyboard players keep
        // their place. A pointer's tap never gave it the focus (see
        // `on_press`): nothing to move.
        if ev.detail() == 0 && control.get_attribute("aria-disabled").as_deref() != Some("true") {
            if let Some(id) = control.get_attribute("data-refocus") {
                if let Some(h) =
                    document().get_element_by_id(&id).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = h.focus();
                }
            }
        }
        driver.command(ctx, index);
    };
    let on_change = move |ev: leptos::ev::Event| {
        if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
            if input.get_attribute("data-change").as_deref() == Some("replay-at") {
                if let Ok(at) = input.value().parse::<usize>() {
                    if driver.table.try_update(|t| t.replay_to(at)) == Some(true) {
                        driver.show_position();
                    }
                }
            }
            return;
        }
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) else { return };
        if target.get_attribute("data-change").as_deref() == Some("pace") {
            if let Some(p) = Pace::parse(&target.value()) {
                ctx.pace.set(p);
                ctx.save_settings();
            }
        }
    };
    // Escape closes an open drawer and gives the focus back to its toggle.
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" {
            if let Some(h) = host.get_untracked() {
                crate::ui::close_drawers(&h, true);
            }
        }
    };
    // A pointer pressing a move or a draft control does not focus it: a
    // focused card that leaves the hand costs the browser a focus fix-up in
    // the middle of the tap (about 1 ms at 4x, with the focus() that
    // avoided it), and a pointer player has no use for the focus. Keyboard
    // players tab to the controls as before; the tools (rules, export…)
    // take the focus as buttons do, which a closed dialog gives back to.
    let on_press = move |ev: leptos::ev::MouseEvent| {
        let on_control = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| t.closest("[data-move], [data-draft]").ok().flatten().is_some());
        if on_control {
            ev.prevent_default();
        }
    };
    view! {
        <div
            class="vhost"
            node_ref=host
            on:mousedown=on_press
            on:click=on_click
            on:change=on_change
            on:keydown=on_key
        ></div>
    }
}

/// Adds or removes a class of the page's <body>.
fn set_body_class(class: &str, on: bool) {
    if let Some(body) = document().body() {
        // Only a change is written: `add` of a class already there still
        // rewrites the attribute (a mutation at every render).
        let list = body.class_list();
        if list.contains(class) != on {
            let _ = if on { list.add_1(class) } else { list.remove_1(class) };
        }
    }
}

/// The area where the player decides (every game's table marks it so).
const DECISION: &str = ".table .choice, .table [data-testid=decide]";
/// A control of a decision that can be tapped.
const LIVE: &str =
    ".table .choice [data-cmd]:not([aria-disabled=true]), .table [data-testid=decide] [data-cmd]:not([aria-disabled=true])";

/// What the decision area asks, as a signature: the test ids and tags
/// of its elements (not their commands, which change at every render);
/// empty when it has nothing to tap; `None` when there is no such area.
fn decision(nodes: &[Node]) -> Option<String> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    // The first area with something to tap (a hand waiting while a trade
    // is answered is not the question); none: a hint with nothing to tap
    // ("choose an action on a bar above"), the empty signature.
    let tappable = |area: &_| {
        let mut inside = Vec::new();
        Node::walk_el(area, &mut inside);
        inside.iter().any(|e| e.get("data-cmd").is_some() && e.get("aria-disabled") != Some("true"))
    };
    let areas: Vec<_> = all
        .into_iter()
        .filter(|e| {
            e.get("data-testid") == Some("decide")
                || e.get("class").is_some_and(|c| c.split(' ').any(|c| c == "choice"))
        })
        .collect();
    let Some(area) = areas.iter().copied().find(|a| tappable(a)) else {
        return areas.first().map(|_| String::new());
    };
    let mut inside = Vec::new();
    Node::walk_el(area, &mut inside);
    // Test ids and tags only: a class that changes with each tap of a
    // choice (a step refused, a note picked) is still the same question;
    // so is a note tapped into an envelope (`data-note`), and so are the
    // drawings (`aria-hidden`).
    Some(
        inside
            .iter()
            .filter(|e| e.get("data-note").is_none() && e.get("aria-hidden") != Some("true"))
            .map(|e| e.get("data-testid").unwrap_or(e.tag))
            .collect::<Vec<_>>()
            .join("|"),
    )
}

/// Kinds of seat, for setup screens.
pub fn kind_label(kind: SeatKind, lang: super::i18n::Lang) -> &'static str {
    match kind {
        SeatKind::Human => lang.t("Humain", "Human"),
        SeatKind::Easy => lang.t("Ordinateur (facile)", "Computer (easy)"),
        SeatKind::Strong => lang.t("Ordinateur (fort)", "Computer (strong)"),
    }
}

/// The page's clock and User Timing entries (read by scripts/budgets.mjs).
mod timing {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        pub fn now() -> f64;
        #[wasm_bindgen(js_namespace = performance, js_name = measure, catch)]
        fn measure_with(name: &str, options: &JsValue) -> Result<JsValue, JsValue>;
    }

    thread_local! {
        static ON: bool = js_sys::Reflect::get(&js_sys::global(), &"tableeTiming".into())
            .is_ok_and(|v| v.is_truthy());
    }

    /// Whether the page asked for the detailed entries (command, render,
    /// patch of every tap): `window.tableeTiming = true` before the app
    /// starts. Computer decisions are always recorded (one entry a move).
    pub fn on() -> bool {
        ON.with(|on| *on)
    }

    /// A `performance.measure` entry of `duration` ms starting at `start`.
    pub fn measure(name: &str, start: f64, duration: f64) {
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"start".into(), &start.into());
        let _ = js_sys::Reflect::set(&options, &"duration".into(), &duration.into());
        let _ = measure_with(name, &options);
    }
}
