//! Each game's code (rules, bots, table, texts) is a chunk of the browser
//! build of its own, loaded when the game is opened: the home loads none,
//! an embed only its game. The split points are the five functions below
//! (`wasm_split`, which Leptos' `#[lazy]` expands to); the build splits the
//! module there (`scripts/wasm-bindgen`, `scripts/post_build.py`).
//!
//! Everything else in the shell knows a game only by its [`Listing`] (name,
//! players, pitch), and reads a save's [`SaveSummary`](crate::engine::SaveSummary)
//! without its rules.

use super::{play, Ctx};
use crate::catalogue::{self, GameInfo, Listing};
use crate::i18n::shell;
use crate::scene::AnyTable;
use crate::shelf::SaveId;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use std::cell::RefCell;
use std::rc::Rc;

/// One split point per game: its entry, and the game screens with it.
#[cfg(not(feature = "solo"))]
macro_rules! game_chunks {
    ($($name:ident : $game:path),* $(,)?) => {$(
        #[wasm_split($name, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn $name() -> Result<(GameInfo, Screens), SplitLoaderError> {
            Ok((catalogue::info::<$game>(), screens()))
        }
    )*};
}

#[cfg(not(feature = "solo"))]
crate::for_each_game!(game_chunks);

/// The game of an embed's own build, the app with one game alone (feature
/// `solo-<id>`, scripts/post_build.py 5): its one split point holds that
/// game's entry and the game screens; no other game can be loaded.
#[cfg(feature = "solo")]
const SOLO: &str = env!("TABLEE_SOLO");

#[cfg(feature = "solo")]
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Loads the page again with the full app's build, in this tab from now on,
/// for what an embed's own build does not open (a game continued from a
/// shared position): the page's picking script (scripts/post_build.py 5)
/// reads the mark left in the tab's session storage. False, and nothing
/// done, if the mark cannot be left (the page would load this build again).
#[cfg(feature = "solo")]
pub fn full_app() -> bool {
    let marked = window().session_storage().ok().flatten().is_some_and(|s| s.set_item("tableeFull", "1").is_ok());
    if marked {
        HANDED_OVER.set(true);
        let _ = window().location().reload();
    }
    marked
}

thread_local! {
    static HANDED_OVER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Is the page leaving for the full app ([`full_app`], an embed's own build
/// only)? Its leaving then says nothing of who holds the tablet: the full
/// app must judge the arrival as this page did, from when the tab was last
/// left before it.
pub fn handed_over() -> bool {
    HANDED_OVER.get()
}

/// The game of [`SOLO`]: the other games' branches are decided when
/// compiling, and their code is not in the build.
#[cfg(feature = "solo")]
#[wasm_split(solo, wasm_split_path = ::leptos::wasm_split, fallible)]
fn solo() -> Result<(GameInfo, Screens), SplitLoaderError> {
    macro_rules! pick {
        ($($name:ident : $game:path),* $(,)?) => {
            $(if const { same(SOLO, stringify!($name)) } {
                return Ok((catalogue::info::<$game>(), screens()));
            })*
        };
    }
    crate::for_each_game!(pick);
    unreachable!("TABLEE_SOLO names no game")
}

/// The screens only a game needs: its setup, the table, the rules dialog and
/// the question before a game in progress is replaced. Every game's chunk
/// hands them over, so that the home does not carry them; the splitter puts
/// them in the chunk the five games share (a split point of their own would
/// double the number of small chunks an embed compiles).
#[derive(Clone, Copy)]
pub struct Screens {
    pub setup: fn(&'static str) -> AnyView,
    pub play: fn() -> AnyView,
    pub rules: fn() -> AnyView,
    pub replace: fn() -> AnyView,
    /// Storage full, with a game on the table.
    pub full: fn() -> AnyView,
    /// The game side of the shell: putting a table on the screen (resumed,
    /// new, imported, a replay), reading a saved game, what the address
    /// asks for once its game is here, writing the save before the page
    /// goes, the tablet put down. Called through here, their code comes
    /// with the games' and the home does not carry it.
    pub open: fn(Ctx, Box<dyn AnyTable>, Option<SaveId>),
    pub open_new: fn(Ctx, Box<dyn AnyTable>),
    /// A guided first game ("Learn to play").
    pub learn: fn(Ctx, &GameInfo),
    pub open_imported: fn(Ctx, Box<dyn AnyTable>),
    pub open_replay: fn(Ctx, Box<dyn AnyTable>, Option<SaveId>),
    pub saved: fn(&GameInfo, &SaveId) -> Saved,
    pub from_query: fn(Ctx, &super::Query, Option<SaveId>, play::Arrival, GameInfo),
    pub flush: fn(Ctx),
    pub put_down: fn(Ctx),
    pub leave: fn(Ctx),
    /// Has another tab written the save of the game on the table (its new
    /// text) since this one did?
    pub overtaken: fn(play::Driver, Option<&str>) -> bool,
}

/// A saved game read back: `Ok(None)` when it is gone, `Err((raw text,
/// reason))` when it cannot be read.
pub type Saved = Result<Option<Box<dyn AnyTable>>, (String, crate::engine::SaveError)>;

fn screens() -> Screens {
    Screens {
        setup: |id| view! { <super::setup::Setup id=id/> }.into_any(),
        play: || view! { <super::play::Play/> }.into_any(),
        rules: || view! { <super::rules::RulesDialog/> }.into_any(),
        replace: || view! { <super::play::ReplaceDialog/> }.into_any(),
        full: || view! { <super::play::StorageFull/> }.into_any(),
        open: play::open,
        open_new: play::open_new,
        learn: play::learn,
        open_imported: play::open_imported,
        open_replay: play::open_replay,
        saved: play::saved,
        from_query: play::from_query,
        flush: play::flush,
        leave: play::leave,
        overtaken: |driver, stored| driver.overtaken(stored),
        put_down: |ctx| {
            if let Some(driver) = ctx.game.get_untracked() {
                driver.put_down(ctx);
            }
        },
    }
}

/// The game side of the shell ([`Screens`]), once a game's code is here:
/// always inside [`with`]'s continuation, and whenever a game is on the
/// table.
pub fn side() -> Option<Screens> {
    SCREENS.get()
}

thread_local! {
    /// The games whose chunk is loaded.
    static LOADED: RefCell<Vec<GameInfo>> = const { RefCell::new(Vec::new()) };
    /// The game screens, once loaded.
    static SCREENS: std::cell::Cell<Option<Screens>> = const { std::cell::Cell::new(None) };
}

/// Screen `pick` of the game screens (nothing before a game was loaded:
/// none of them can be asked for before).
pub fn screen(pick: impl FnOnce(Screens) -> AnyView) -> AnyView {
    SCREENS.get().map_or_else(|| ().into_any(), pick)
}

/// Game `id`'s code, if its chunk is already loaded (it is whenever one of
/// its tables exists).
pub fn loaded(id: &str) -> Option<GameInfo> {
    LOADED.with_borrow(|all| all.iter().find(|g| g.id == id).copied())
}

/// What the shell shows while a game's code loads, or after it failed.
#[derive(Clone)]
pub enum Loading {
    Busy(Listing),
    /// The load failed: what to do once it is loaded (the retry).
    Failed(Listing, Rc<dyn Fn(GameInfo)>),
}

/// The texts of every game whose code is loaded (a change of language
/// fetches them anew).
pub fn loaded_texts() -> Vec<&'static crate::i18n::Domain> {
    LOADED.with_borrow(|all| all.iter().map(|g| g.texts).collect())
}

/// Runs `then` with game `id`'s code: at once when its chunk is loaded,
/// otherwise once it is (the shell says "Loading…" meanwhile). A chunk that
/// fails to load twice, a moment apart (offline before the first visit was
/// cached, a new version deployed while the page was open), is said with a
/// retry; nothing else changes. An unknown id does nothing.
pub fn with(ctx: Ctx, id: &str, then: impl Fn(GameInfo) + 'static) {
    with_notice(ctx, id, true, then);
}

/// [`with`]; without "Loading…" while it loads (`busy` false: a failure
/// is said all the same) for a screen that shows the game already, an
/// embed's landing.
pub fn with_notice(ctx: Ctx, id: &str, busy: bool, then: impl Fn(GameInfo) + 'static) {
    let Some(listing) = catalogue::listed(id) else { return };
    if let Some(game) = loaded(listing.id) {
        return then(game);
    }
    start(ctx, listing, busy, Rc::new(then));
}

/// Loads game `listing`'s chunk (once: a load under way is joined, a failed
/// one is tried again) and the game screens' style sheets beside it, and keeps
/// its entry and the game screens. Either failing fails the load (a game
/// without its style would be a page of bare controls).
async fn load(listing: Listing) -> Result<GameInfo, ()> {
    let styles = [style(""), style(listing.id)];
    #[cfg(not(feature = "solo"))]
    macro_rules! chunk {
        ($($name:ident : $game:path),* $(,)?) => {
            match listing.id {
                $(id if id == <$game as crate::engine::Game>::ID => $name().await.map_err(|_| ()),)*
                _ => Err(()),
            }
        };
    }
    // The game's texts in the language shown, on their way beside its code.
    let texts = super::i18n::fetch(super::i18n::current(), &[(listing.texts)()]);
    #[cfg(not(feature = "solo"))]
    let chunk = crate::for_each_game!(chunk);
    #[cfg(feature = "solo")]
    let chunk = if listing.id == SOLO { solo().await.map_err(|_| ()) } else { Err(()) };
    let texts = texts.install().await;
    let mut styled = true;
    for load in styles.iter().flatten() {
        styled &=
            wasm_bindgen_futures::JsFuture::from(load.clone()).await.ok().and_then(|v| v.as_bool()) != Some(false);
    }
    if !styled {
        forget_styles();
        return Err(());
    }
    let (game, shown) = chunk?;
    if !texts {
        return Err(());
    }
    SCREENS.set(Some(shown));
    LOADED.with_borrow_mut(|all| {
        if !all.iter().any(|g| g.id == game.id) {
            all.push(game);
        }
    });
    Ok(game)
}

thread_local! {
    /// The game screens' style sheets put in the page: each one's game
    /// (none: the tables' own), its `<link>` and its load.
    static STYLES: RefCell<Vec<(&'static str, web_sys::Element, js_sys::Promise)>> = const { RefCell::new(Vec::new()) };
}

/// Puts the style sheet of `game` in the page, once, and gives its load
/// (`false` if it failed): "" the tables' own (style/table.css), asked for
/// first, then a game's (style/games/<id>.css), after it. The home needs
/// neither, so the page has their `<link>`s only in an inert `<template
/// id=table-css>`, a game's marked `data-game=<id>` (scripts/post_build.py,
/// 4). No template (a build without that step): the sheets are already in
/// the page.
fn style(game: &'static str) -> Option<js_sys::Promise> {
    use wasm_bindgen::{JsCast, JsValue};
    if let Some(load) = STYLES.with_borrow(|all| all.iter().find(|s| s.0 == game).map(|s| s.2.clone())) {
        return Some(load);
    }
    let doc = web_sys::window()?.document()?;
    let links =
        doc.get_element_by_id("table-css")?.dyn_into::<web_sys::HtmlTemplateElement>().ok()?.content().children();
    let mut at = 0;
    let first = loop {
        let link = links.item(at)?;
        if link.get_attribute("data-game").unwrap_or_default() == game {
            break link;
        }
        at += 1;
    };
    let link = doc.import_node_with_deep(&first, true).ok()?.dyn_into::<web_sys::Element>().ok()?;
    // Settled with `false` on an error, never rejected: it may settle before
    // anyone awaits it (the chunk is awaited first), and a rejection nobody
    // handles yet would be reported as the page's error.
    let load = js_sys::Promise::new(&mut |resolve, _| {
        let _ = link.add_event_listener_with_callback("load", &resolve);
        let _ = link
            .add_event_listener_with_callback("error", resolve.bind1(&JsValue::NULL, &JsValue::FALSE).unchecked_ref());
    });
    // In the order asked for: a game's sheet after the tables' own.
    doc.query_selector("head").ok()??.append_child(&link).ok()?;
    STYLES.with_borrow_mut(|all| all.push((game, link, load.clone())));
    Some(load)
}

/// A sheet failed to load: every sheet leaves the page, and the retry puts
/// the tables' own and the game's back in their order. (No table is on the
/// screen while a game loads.)
fn forget_styles() {
    for (_, link, _) in STYLES.take() {
        link.remove();
    }
}

/// Starts loading game `id`'s chunk now, before the app is even mounted (an
/// embed, or a link to a game: it is wanted at once), so that its download
/// and compilation run beside the app's start-up. Quiet: [`with`] says what
/// becomes of it.
pub fn preload(id: &str) {
    if let Some(listing) = catalogue::listed(id) {
        // (Leptos' executor is set up by the mount: not yet.)
        wasm_bindgen_futures::spawn_local(async move {
            let _ = load(listing).await;
        });
    }
}

fn start(ctx: Ctx, listing: Listing, busy: bool, then: Rc<dyn Fn(GameInfo)>) {
    if busy {
        ctx.loading.set(Some(Loading::Busy(listing)));
    }
    leptos::task::spawn_local(async move {
        // A load that failed (a moment without network, a request cut) is
        // tried once more, a moment later, before the player is told.
        let loaded = match load(listing).await {
            Err(()) => {
                pause(RETRY_AFTER_MS).await;
                load(listing).await
            }
            ok => ok,
        };
        match loaded {
            Ok(game) => {
                // (A quiet load leaves a notice of another one as it is.)
                if busy || matches!(ctx.loading.get_untracked(), Some(Loading::Failed(..))) {
                    ctx.loading.set(None);
                }
                then(game);
            }
            Err(_) => ctx.loading.set(Some(Loading::Failed(listing, then))),
        }
    });
}

/// How long a failed load waits before it is tried once more.
const RETRY_AFTER_MS: i32 = 700;

/// A pause of `ms` milliseconds, in a task.
async fn pause(ms: i32) {
    let wait = js_sys::Promise::new(&mut |resolve, _| {
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(wait).await;
}

/// "Loading Sorciers…", or the failed load with its retry (in the notices
/// above every screen).
#[component]
pub fn LoadNotice() -> impl IntoView {
    let ctx = super::use_ctx();
    move || match ctx.loading.get()? {
        Loading::Busy(g) => Some(
            view! {
                <p class="notice loading" data-testid="loading" role="status">
                    <span class="splash-spinner" aria-hidden="true"></span>
                    {shell::loading_game(ctx.lang.get_untracked(), g.name)}
                </p>
            }
            .into_any(),
        ),
        Loading::Failed(g, then) => {
            let retry = move |_| start(ctx, g, true, then.clone());
            let reload = move |_| {
                let _ = window().location().reload();
            };
            Some(
                view! {
                    <div class="notice error load-failed" data-testid="load-failed" role="alert">
                        <p>{shell::load_failed(ctx.lang.get_untracked(), g.name)}</p>
                        <div class="actions">
                            <button type="button" class="primary" data-testid="load-retry" on:click=retry>
                                {shell::try_again(ctx.lang.get_untracked())}
                            </button>
                            <button type="button" class="secondary" data-testid="load-reload" on:click=reload>
                                {shell::reload_page(ctx.lang.get_untracked())}
                            </button>
                        </div>
                    </div>
                }
                .into_any(),
            )
        }
    }
}
