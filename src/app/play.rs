//! A game on the table: the reactive driver around [`engine::Table`]
//! (computer seats at the chosen pace, autosave, undo, curtains), and the
//! screen that shows a curtain, the table, or the end.

use super::{storage, use_ctx, Ctx, Route};
use crate::engine::{Game, Screen, Seat, SeatKind, SeatSetup, Table, TableGame};
use crate::games::sorciers::{self, Sorciers};
use leptos::prelude::*;
use std::time::Duration;

/// The reactive wrapper of one table. Copy: it only holds signals.
pub struct Driver<G: TableGame + 'static> {
    pub table: RwSignal<Table<G>, LocalStorage>,
    /// A computer move is scheduled.
    pending: StoredValue<bool, LocalStorage>,
    /// A save is scheduled.
    save_pending: StoredValue<bool, LocalStorage>,
}

impl<G: TableGame + 'static> Clone for Driver<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: TableGame + 'static> Copy for Driver<G> {}

impl<G: TableGame + 'static> Driver<G> {
    /// Its signals belong to the app (not to the screen that opened the game,
    /// which is gone as soon as the table shows).
    pub fn new(ctx: Ctx, table: Table<G>) -> Self {
        ctx.owner.with_value(|owner| owner.with(|| Self::new_here(table)))
    }

    fn new_here(table: Table<G>) -> Self {
        Driver {
            table: RwSignal::new_local(table),
            pending: StoredValue::new_local(false),
            save_pending: StoredValue::new_local(false),
        }
    }

    pub fn screen(&self) -> Screen {
        self.table.with(|t| t.screen())
    }

    /// Writes the save; a refusal turns the "not saved" notice on.
    pub fn persist(&self, ctx: Ctx) {
        let Some(text) = self.table.try_with_untracked(|t| t.save()) else { return };
        if storage::set(&storage::save_key(G::ID), &text).is_err() {
            ctx.storage_ok.set(false);
        }
    }

    fn persist_now(&self) {
        if let Some(text) = self.table.try_with_untracked(|t| t.save()) {
            let _ = storage::set(&storage::save_key(G::ID), &text);
        }
    }

    /// Saves right after the browser has painted the move (one save for
    /// several quick moves): a tap is painted first, then written.
    pub fn persist_soon(&self, ctx: Ctx) {
        if self.save_pending.try_get_value() != Some(false) {
            return;
        }
        self.save_pending.set_value(true);
        let me = *self;
        set_timeout(
            move || {
                if me.save_pending.try_update_value(|p| *p = false).is_some() {
                    me.persist(ctx);
                }
            },
            Duration::ZERO,
        );
    }

    /// The holder plays a move. Returns the rule error's text when refused.
    pub fn play(&self, ctx: Ctx, seat: Seat, mv: G::Move) -> Result<(), String> {
        let result = self.table.try_update(|t| t.play(seat, mv)).unwrap_or(Err(crate::engine::TableError::NotYourTurn));
        match result {
            Ok(()) => {
                self.persist_soon(ctx);
                Ok(())
            }
            Err(crate::engine::TableError::NotYourTurn) => Err(String::new()),
            Err(crate::engine::TableError::Rule(e)) => Err(e.to_string()),
        }
    }

    pub fn take_tablet(&self, ctx: Ctx, seat: Seat) {
        if self.table.try_update(|t| t.take_tablet(seat)).unwrap_or(false) {
            self.persist(ctx);
        }
    }

    pub fn undo(&self, ctx: Ctx) -> bool {
        let done = self.table.try_update(|t| t.undo()).unwrap_or(false);
        if done {
            self.persist(ctx);
        }
        done
    }

    /// Schedules the next computer move after the pace's pause. The page
    /// repaints between two moves: each one runs in its own task.
    pub fn schedule_computer(&self, ctx: Ctx) {
        if self.pending.try_get_value() != Some(false) {
            return;
        }
        if !matches!(self.table.try_with_untracked(|t| t.screen()), Some(Screen::Computer(_))) {
            return;
        }
        self.pending.set_value(true);
        let me = *self;
        let delay = ctx.pace.get_untracked().delay_ms();
        if delay == 0 {
            // Instant: still let the browser paint the last move first.
            request_animation_frame(move || set_timeout(move || me.think(ctx), Duration::ZERO));
        } else {
            set_timeout(move || me.think(ctx), Duration::from_millis(delay as u64));
        }
    }

    /// One slice of the computer's decision per task; the next slice waits
    /// for the browser (a search never blocks the page for long).
    fn think(self, ctx: Ctx) {
        use crate::engine::Step;
        let Some(step) = self.table.try_update_untracked(|t| t.think()) else { return };
        match step {
            Step::Thinking => set_timeout(move || self.think(ctx), Duration::ZERO),
            Step::Played(_) => {
                let _ = self.pending.try_update_value(|p| *p = false);
                self.table.notify();
                self.persist_soon(ctx);
            }
            Step::Idle => {
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
    }
}

/// The game on the table (one variant per game that works).
#[derive(Clone, Copy)]
pub enum Session {
    Sorciers(Driver<Sorciers>),
}

impl Session {
    pub fn game_id(&self) -> &'static str {
        match self {
            Session::Sorciers(_) => "sorciers",
        }
    }
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
pub fn open(ctx: Ctx, session: Session) {
    let old = ctx.game.get_untracked();
    ctx.game.set(Some(session));
    match session {
        Session::Sorciers(d) => d.persist(ctx),
    }
    // A reload of this address resumes the saved game.
    set_address(ctx, Some(session.game_id()));
    ctx.route.set(Route::Play);
    dispose_later(old);
}

/// Frees a game's signals once the screen that showed it is gone.
fn dispose_later(old: Option<Session>) {
    if let Some(old) = old {
        set_timeout(
            move || match old {
                Session::Sorciers(d) => d.dispose(),
            },
            Duration::ZERO,
        );
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
    if let Some(Session::Sorciers(d)) = old {
        if d.table.try_with_untracked(|t| t.screen()) == Some(Screen::Over) {
            storage::remove(&storage::save_key(Sorciers::ID));
            // Nothing left to save: a finished game is not resumed.
            d.save_pending.set_value(false);
        }
    }
    ctx.game.set(None);
    set_address(ctx, None);
    dispose_later(old);
}

/// The saved game of `game`, if any: `Ok(None)` when there is none,
/// `Err((raw text, reason))` when it cannot be read.
pub fn saved_sorciers() -> Result<Option<Table<Sorciers>>, (String, String)> {
    let Some(raw) = storage::get(&storage::save_key(Sorciers::ID)) else { return Ok(None) };
    Table::<Sorciers>::from_save(raw.as_bytes()).map(Some).map_err(|e| (raw, e.to_string()))
}

/// Opens what the URL asks for: a game's setup, a saved game, or a new game
/// from `seats=` (see README).
pub fn start_from_query(ctx: Ctx) {
    let q = ctx.query.get_value();
    if q.game.as_deref() != Some(Sorciers::ID) {
        return;
    }
    match saved_sorciers() {
        Ok(Some(table)) => return open(ctx, Session::Sorciers(Driver::new(ctx, table))),
        Err(_) => return, // home shows the broken save
        Ok(None) => {}
    }
    if let Some(kinds) = q.seats.clone().filter(|k| (3..=6).contains(&k.len())) {
        let names = q.names.clone().unwrap_or_default();
        let seats: Vec<SeatSetup> = kinds
            .iter()
            .enumerate()
            .map(|(i, &kind)| SeatSetup {
                name: names.get(i).filter(|n| !n.trim().is_empty()).cloned().unwrap_or_else(|| NAMES[i].to_string()),
                kind,
            })
            .collect();
        let config = sorciers::ui::config_from_query(&q, seats.len() as u8);
        if let Ok(table) = Table::<Sorciers>::new(config, q.seed.unwrap_or_else(fresh_seed), seats) {
            return open(ctx, Session::Sorciers(Driver::new(ctx, table)));
        }
    }
    ctx.route.set(Route::Setup);
}

/// Starts a new game with the same seats and options.
pub fn play_again<G: TableGame + 'static>(ctx: Ctx, driver: Driver<G>)
where
    Session: From<Driver<G>>,
{
    let Some((config, seats)) = driver.table.try_with_untracked(|t| (t.config().clone(), t.seats().to_vec())) else {
        return;
    };
    if let Ok(table) = Table::<G>::new(config, fresh_seed(), seats) {
        open(ctx, Session::from(Driver::new(ctx, table)));
    }
}

impl From<Driver<Sorciers>> for Session {
    fn from(d: Driver<Sorciers>) -> Session {
        Session::Sorciers(d)
    }
}

/// The table screen: curtain, table, or end, and the computer seats' clock.
#[component]
pub fn Play() -> impl IntoView {
    let ctx = use_ctx();
    move || match ctx.game.get() {
        Some(Session::Sorciers(d)) => view! { <PlayGame driver=d/> }.into_any(),
        None => view! { <p>{ctx.t("Aucune partie en cours.", "No game in progress.")}</p> }.into_any(),
    }
}

#[component]
fn PlayGame(driver: Driver<Sorciers>) -> impl IntoView {
    let ctx = use_ctx();
    let screen = Memo::new(move |_| driver.table.try_with(|t| t.screen()).unwrap_or(Screen::Over));
    // Computer seats: one move per task, at the chosen pace.
    Effect::new(move |_| {
        if let Screen::Computer(_) = screen.get() {
            driver.table.track();
            driver.schedule_computer(ctx);
        }
    });
    let curtain = Memo::new(move |_| match screen.get() {
        Screen::Curtain(seat) => Some(seat),
        _ => None,
    });
    move || match curtain.get() {
        Some(seat) => {
            let name = driver.table.with_untracked(|t| t.seats()[seat.index()].name.clone());
            let undo_by = driver
                .table
                .with_untracked(|t| t.holder().filter(|_| t.can_undo()).map(|h| t.seats()[h.index()].name.clone()));
            view! {
                <crate::ui::curtain::Curtain
                    name=name
                    undo_by=undo_by
                    on_go=Callback::new(move |_| {
                        driver.take_tablet(ctx, seat);
                        crate::ui::focus_later("table-status");
                    })
                    on_undo=Callback::new(move |_| {
                        driver.undo(ctx);
                    })
                />
            }
            .into_any()
        }
        None => view! { <sorciers::ui::SorciersTable driver=driver screen=screen/> }.into_any(),
    }
}

/// Kinds of seat, for setup screens.
pub fn kind_label(kind: SeatKind, lang: super::i18n::Lang) -> &'static str {
    match kind {
        SeatKind::Human => lang.t("Humain", "Human"),
        SeatKind::Easy => lang.t("Ordinateur (facile)", "Computer (easy)"),
        SeatKind::Strong => lang.t("Ordinateur (fort)", "Computer (strong)"),
    }
}
