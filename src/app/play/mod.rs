//! A game on the table: the screen that shows a curtain, the table, or
//! the end, around the reactive driver of [`engine::Table`](crate::engine::Table).
//!
//! - [`driver`]: the player's commands, undo, the tablet changing hands,
//!   the computer seats at the chosen pace;
//! - [`persist`]: the save after every move, compare-and-set against
//!   another tab, and the saved game read back;
//! - [`open`]: a game put on the table (new, resumed, imported, asked by
//!   the address) and taken off it;
//! - [`replace`]: the question before a game in progress is replaced;
//! - [`replay`]: replays playing on their own, shared links, `#r=` links;
//! - [`curtain`]: "pass the tablet to Ana";
//! - [`host`]: the table drawn as nodes, patched in, and its controls
//!   answered;
//! - [`timing`]: the page's clock and User Timing entries.

mod announce;
mod curtain;
mod driver;
mod host;
mod open;
mod persist;
mod replace;
mod replay;
mod timing;

pub use driver::Driver;
pub use open::{
    coach_domains, fresh_seed, from_query, learn, leave, open, open_imported, open_new, play_again, set_address,
    start_from_query, Arrival, NAMES,
};
pub use persist::{export_name, flush, saved, StorageFull};
pub use replace::{ReplaceDialog, Replacing};
pub use replay::{open_replay, start_from_link};

use super::{games, use_ctx, Ctx, Handover, Route};
use crate::engine::{Screen, Seat, SeatKind};
use crate::i18n::{shell, typo};
use host::TableHost;
use leptos::prelude::*;
use open::dispose_later;
use persist::saved_as_left;
use replay::leave_replay;

/// The table screen: curtain or table, and the computer seats' clock.
#[component]
pub fn Play() -> impl IntoView {
    let ctx = use_ctx();
    move || match ctx.game.get() {
        Some(d) => view! { <PlayGame driver=d/> }.into_any(),
        None => view! { <p>{shell::play_no_game(ctx.lang.get_untracked())}</p> }.into_any(),
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
        let (Some(game), Some(at)) = (games::loaded(id), driver.save.get_value()) else { return };
        match saved(&game, &at) {
            Ok(Some(table)) => open(ctx, table, Some(at)),
            // Gone, or unreadable: the home says which.
            _ => {
                leave(ctx);
                ctx.route.set(Route::Home);
            }
        }
    };
    view! {
        <div class="banner error stale" data-testid="stale" role="alert">
            <h1>{shell::stale_title(ctx.lang.get_untracked())}</h1>
            <p>{shell::stale_text(ctx.lang.get_untracked())}</p>
            <div class="actions">
                <button type="button" class="primary" data-testid="stale-reload" on:click=go>
                    {shell::stale_continue(ctx.lang.get_untracked())}
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
    // After a move, the tablet still in the hands of the one who played,
    // the table stays as they left it (the bar they opened, their wallet
    // after the deal, the computers' replies) until they pass it on: the
    // curtain comes then. Not after a public prompt (nobody holds the
    // tablet then), nor when the player chose to pass at once.
    let passed = RwSignal::new(None::<usize>);
    let handover = Memo::new(move |_| match screen.get() {
        Screen::Curtain(seat) if ctx.handover.get() == Handover::Show => driver
            .table
            .try_with(|t| {
                let n = t.moves_made();
                let holder = t.holder().filter(|h| *h != seat)?;
                (passed.get() != Some(n) && taking_back.get().is_none()).then_some((holder, seat, n))
            })
            .flatten(),
        _ => None,
    });
    let curtain = Memo::new(move |_| match screen.get() {
        Screen::Curtain(seat) if handover.get().is_none() => Some(seat),
        _ => None,
    });
    // The page's title says the game and the turn while it is played; what
    // the announcer said goes with the game.
    on_cleanup(move || {
        document().set_title("Tablée");
        announce::hush(driver);
    });
    let screen = move || match (curtain.get(), taking_back.get()) {
        (Some(_), Some(owner)) => {
            curtained(ctx, driver, owner);
            curtain::for_taking_back(ctx, driver, owner, taking_back)
        }
        (Some(seat), None) => {
            curtained(ctx, driver, seat);
            curtain::for_turn(ctx, driver, seat, taking_back)
        }
        (None, _) => view! { <TableHost driver=driver/> }.into_any(),
    };
    let bar = move || {
        handover.get().map(|(holder, next, n)| {
            view! { <PassOn driver=driver holder=holder next=next on_pass=Callback::new(move |_| passed.set(Some(n)))/> }
        })
    };
    (screen, bar)
}

/// The table as its player left it, and what to do next: pass the tablet
/// (the next player's curtain); the table's own tools still take the move
/// back while it is theirs.
#[component]
fn PassOn(driver: Driver, holder: Seat, next: Seat, on_pass: Callback<()>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang.get_untracked();
    let (me, them) = driver.table.with_untracked(|t| {
        let names = t.seat_names();
        (names[holder.index()].clone(), names[next.index()].clone())
    });
    crate::ui::focus_later("handover-go");
    view! {
        <section class="pass-on" data-testid="handover" role="region" aria-labelledby="handover-title">
            <div class="pass-on-text">
                <h2 id="handover-title">{typo(shell::handover_title(lang, &me))}</h2>
                <p>{shell::handover_text(lang)}</p>
            </div>
            <div class="pass-on-actions">
                <button type="button" id="handover-go" class="primary big" data-testid="handover-go"
                    on:click=move |_| on_pass.run(())>
                    {typo(shell::handover_go(lang, &them))}
                </button>
            </div>
        </section>
    }
}

/// A curtain for `seat` goes up: nothing said before it stays, and the
/// page's title names the one the curtain asks for (a screen reader says it).
fn curtained(ctx: Ctx, driver: Driver, seat: Seat) {
    announce::hush(driver);
    let (game, who) = driver.table.with_untracked(|t| (t.name(), t.seat_names()[seat.index()].clone()));
    document().set_title(&format!("{game} — {} {who}", shell::curtain_pass_to(ctx.lang.get_untracked())));
}

/// Kinds of seat, for setup screens.
pub fn kind_label(kind: SeatKind, lang: super::i18n::Lang) -> &'static str {
    match kind {
        SeatKind::Human => shell::seat_kind_human(lang),
        SeatKind::Easy => shell::seat_kind_easy(lang),
        SeatKind::Strong => shell::seat_kind_strong(lang),
    }
}
