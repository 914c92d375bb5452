//! The reactive driver of one table: the player's commands, undo, the
//! tablet changing hands, and the computer seats' decisions, one slice per
//! task at the chosen pace (its saves: [`super::persist`]; its replays and
//! links: [`super::replay`]).

use super::persist::export_name;
use super::timing;
use super::{fresh_seed, leave, leave_replay, open_new, open_replay, play_again};
use crate::app::{storage, Ctx, Route};
use crate::engine::{Screen, Seat};
use crate::scene::{AnyTable, Done, Shell};
use crate::shelf::SaveId;
use leptos::prelude::*;
use std::time::Duration;

/// The reactive wrapper of one table, whatever the game. Copy: it only
/// holds signals.
#[derive(Clone, Copy)]
pub struct Driver {
    pub table: RwSignal<Box<dyn AnyTable>, LocalStorage>,
    /// The game's id (saves, address).
    pub id: &'static str,
    /// A computer move is scheduled.
    pub(super) pending: StoredValue<bool, LocalStorage>,
    /// A save is scheduled.
    pub(super) save_pending: StoredValue<bool, LocalStorage>,
    /// The computer decision under way: when its first slice started and the
    /// time its slices took so far (ms; start is NaN between decisions).
    deciding: StoredValue<(f64, f64), LocalStorage>,
    /// This tab has written the game's save (so a save gone from storage
    /// was removed by another tab).
    pub(super) written: StoredValue<bool, LocalStorage>,
    /// Which saved game this is (a replay: the saved game it was opened
    /// from, if any, to go back to).
    pub save: StoredValue<Option<SaveId>, LocalStorage>,
    /// What the announcer said last ([`super::announce`]).
    pub(super) listener: StoredValue<super::announce::Listener, LocalStorage>,
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
                    save: StoredValue::new_local(None),
                    listener: StoredValue::new_local(Default::default()),
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
                // The control the hint outlines comes into view (it may be
                // below the fold, in a list that scrolls on its own).
                request_animation_frame(|| {
                    if let Ok(Some(hinted)) = document().query_selector(".table [data-hint]") {
                        crate::ui::bring_into_view(&hinted);
                    }
                });
            }
            Done::Coached => {
                self.table.notify();
                self.keep_coach();
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
            Done::Shell(Shell::PlayAgain) => {
                // A guided game's "Play a real game": the lesson stays a
                // normal game in the list, no longer coached.
                self.keep_coach();
                play_again(ctx, *self)
            }
            Done::Shell(Shell::Home) => {
                leave(ctx);
                ctx.route.set(Route::Home);
            }
            Done::Shell(Shell::Watch) => {
                if let Some(Some(replay)) = self.table.try_with_untracked(|t| t.watch()) {
                    open_replay(ctx, replay, self.save.try_get_value().flatten());
                }
            }
            Done::Shell(Shell::Share) => self.share(ctx),
            Done::Shell(Shell::PlayFrom(seat)) => {
                if let Some(Some(table)) = self.table.try_with_untracked(|t| t.play_from(Seat(seat), fresh_seed())) {
                    open_new(ctx, table);
                }
            }
            Done::Shell(Shell::LeaveReplay) => leave_replay(ctx, *self),
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
        self.save.dispose();
        self.listener.dispose();
    }
}
