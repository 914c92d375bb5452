//! The browser shell: home, seat setup, the table, settings, language, embed
//! mode and persistence. `main.rs` only calls [`mount`].

pub mod games;
// (An embed's own build, feature `solo`, shows no home: src/app/games.rs.)
#[cfg_attr(feature = "solo", allow(dead_code))]
mod home;
pub mod i18n;
mod landing;
pub mod play;
mod rules;
mod setup;
pub mod storage;

use crate::engine::SeatKind;
use crate::i18n::shell;
use i18n::Lang;
use leptos::prelude::*;

pub use crate::scene::{Chatter, Handover, Pace, Settings};

/// Where the app is.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    /// The setup of a new game of this id.
    Setup(&'static str),
    /// A game is on the table (kept in [`Ctx::game`]).
    Play,
    /// An embed's first screen (its game's quick start), drawn before the
    /// game's code is here.
    Landing(&'static str),
    /// The address opens a game whose code is loading: nothing but the
    /// notice ("Loading…", or the failure and its retry), not a glimpse of
    /// the home (an embed shows its game, never the list of games).
    Opening,
}

/// The URL's query: `?game=sorciers&embed=1&seats=human,easy&pace=instant&seed=7…`
#[derive(Clone, Debug, Default)]
pub struct Query {
    pub game: Option<String>,
    /// `save=`: which saved game of `game` (a slot, see `shelf`).
    pub save: Option<String>,
    pub embed: bool,
    pub seats: Option<Vec<SeatKind>>,
    pub names: Option<Vec<String>>,
    pub pace: Option<Pace>,
    pub seed: Option<u64>,
    pub options: Vec<(String, String)>,
    /// `lang=fr|en|de|nl`: the language, ahead of the one chosen before.
    pub lang: Option<Lang>,
    /// A `lang=` the app does not speak (`lang=es`), said in its own words.
    pub lang_refused: Option<String>,
    /// Values the address gave that mean nothing (`seats=robot`,
    /// `seed=abc`, `pace=warp`): said to the player, never silently dropped.
    pub refused: Vec<(&'static str, String)>,
    /// `learn=1`: the game's guided first game ("Learn to play").
    pub learn: bool,
}

impl Query {
    pub fn parse(search: &str) -> Query {
        let mut q = Query::default();
        for pair in search.trim_start_matches('?').split('&').filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v =
                js_sys::decode_uri_component(&v.replace('+', " ")).ok().and_then(|s| s.as_string()).unwrap_or_default();
            match k {
                "game" => q.game = Some(v),
                // A slot is a short word; anything else names no saved game.
                "save" if !v.is_empty() && v.len() <= 12 && v.bytes().all(|b| b.is_ascii_alphanumeric()) => {
                    q.save = Some(v)
                }
                "embed" => q.embed = v == "1" || v == "true",
                "learn" => q.learn = v == "1" || v == "true",
                "seats" => {
                    q.seats = v.split(',').map(SeatKind::parse).collect();
                    if q.seats.is_none() {
                        q.refused.push(("seats", v));
                    }
                }
                "names" => q.names = Some(v.split(',').map(|s| s.chars().take(20).collect()).collect()),
                "pace" => {
                    q.pace = Pace::parse(&v);
                    if q.pace.is_none() {
                        q.refused.push(("pace", v));
                    }
                }
                "lang" => {
                    q.lang = Lang::parse(&v);
                    if q.lang.is_none() {
                        q.lang_refused = Some(v);
                    }
                }
                "seed" => {
                    q.seed = v.parse().ok();
                    if q.seed.is_none() {
                        q.refused.push(("seed", v));
                    }
                }
                _ => q.options.push((k.to_string(), v)),
            }
        }
        q
    }

    /// What the address asked that cannot be done, in the player's
    /// language, with what is done instead (the seats are said where a
    /// game is started: `play::start_from_query`).
    pub fn problems(&self, lang: Lang) -> Vec<String> {
        let mut out = Vec::new();
        for (key, value) in &self.refused {
            match *key {
                "pace" => out.push(shell::problem_pace(lang, value)),
                "seed" => out.push(shell::problem_seed(lang, value)),
                _ => {}
            }
        }
        out
    }

    pub fn option(&self, key: &str) -> Option<&str> {
        self.options.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

/// Shared by every screen.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: RwSignal<Lang>,
    pub pace: RwSignal<Pace>,
    /// How much the announcer says.
    pub chatter: RwSignal<Chatter>,
    /// After a move, the table as the player left it before the curtain.
    pub handover: RwSignal<Handover>,
    pub route: RwSignal<Route>,
    pub embed: bool,
    /// False when localStorage is missing or refuses writes.
    pub storage_ok: RwSignal<bool>,
    /// Storage works but is full: the game on the table is not saved.
    pub storage_full: RwSignal<bool>,
    /// A short message for the player (role=status).
    pub toast: RwSignal<Option<(u32, String)>>,
    /// The rules dialog is open.
    pub rules_open: RwSignal<bool>,
    /// A new version is waiting (service worker).
    pub update_ready: RwSignal<bool>,
    /// Another tab continued the game on the table: this one stops (no move,
    /// no write) and offers to take the latest save.
    pub stale: RwSignal<bool>,
    /// The game on the table, when one is set up or resumed.
    pub game: RwSignal<Option<play::Driver>, LocalStorage>,
    /// A new game waiting for the player's answer: replace the game in
    /// progress or keep it ([`play::ReplaceDialog`]).
    #[allow(clippy::type_complexity)]
    pub replacing: RwSignal<Option<std::rc::Rc<std::cell::RefCell<Option<play::Replacing>>>>, LocalStorage>,
    /// A game's code loading, or failed to load ([`games::with`]).
    pub loading: RwSignal<Option<games::Loading>, LocalStorage>,
    /// The game whose rules the rules dialog shows.
    pub rules_game: RwSignal<&'static str>,
    /// Why the `#r=` link of the address cannot be opened.
    pub link_error: RwSignal<Option<String>>,
    /// What went wrong that the player must read (a link's setting refused,
    /// a file that is not a game): each stays until dismissed.
    pub problems: RwSignal<Vec<(u32, String)>>,
    pub query: StoredValue<Query>,
    /// The app's reactive owner: games on the table live as long as the app.
    pub owner: StoredValue<Owner, LocalStorage>,
}

impl Ctx {
    pub fn say(&self, text: String) {
        let n = self.toast.get_untracked().map_or(0, |(n, _)| n + 1);
        self.toast.set(Some((n, text)));
        let toast = self.toast;
        set_timeout(
            move || {
                if toast.try_get_untracked().flatten().is_some_and(|(m, _)| m == n) {
                    toast.set(None);
                }
            },
            std::time::Duration::from_millis(3500),
        );
    }

    /// A problem the player must read: it stays until they dismiss it
    /// (the same sentence is not said twice).
    pub fn tell(&self, text: String) {
        self.problems.update(|all| {
            if !all.iter().any(|(_, t)| *t == text) {
                let n = all.iter().map(|(n, _)| n + 1).max().unwrap_or(0);
                all.push((n, text));
            }
        });
    }

    pub fn save_settings(&self) {
        let s = Settings {
            lang: Some(self.lang.get_untracked()),
            pace: self.pace.get_untracked(),
            chatter: self.chatter.get_untracked(),
            handover: self.handover.get_untracked(),
        };
        let _ = storage::set(storage::SETTINGS, &s.write());
    }
}

/// `<html lang>`, the page's description and the installed app's manifest
/// follow the language.
fn follow_language(ctx: Ctx) {
    Effect::new(move |_| {
        let lang = ctx.lang.get();
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        if let Ok(Some(meta)) = document().query_selector("meta[name=description]") {
            let _ = meta.set_attribute("content", shell::app_description(lang));
        }
        if let Ok(Some(link)) = document().query_selector("link[rel=manifest]") {
            let _ = link.set_attribute("href", &format!("manifest-{}.webmanifest", lang.code()));
        }
    });
}

pub fn use_ctx() -> Ctx {
    expect_context::<Ctx>()
}

#[component]
pub fn App() -> impl IntoView {
    let query = Query::parse(&window().location().search().unwrap_or_default());
    storage::set_embed(query.embed);
    // The previous release's one save per game: each becomes a game of the list.
    storage::shelf(|s| s.migrate());
    let settings = storage::get(storage::SETTINGS).and_then(|s| Settings::read(&s)).unwrap_or_default();
    // Chosen, and its texts fetched, before the app mounted (`mount`).
    let lang = i18n::current();
    let ctx = Ctx {
        lang: RwSignal::new(lang),
        pace: RwSignal::new(query.pace.unwrap_or(settings.pace)),
        chatter: RwSignal::new(settings.chatter),
        handover: RwSignal::new(settings.handover),
        route: RwSignal::new(Route::Home),
        embed: query.embed,
        storage_ok: RwSignal::new(storage::available()),
        storage_full: RwSignal::new(false),
        toast: RwSignal::new(None),
        rules_open: RwSignal::new(false),
        update_ready: RwSignal::new(false),
        stale: RwSignal::new(false),
        game: RwSignal::new_local(None),
        replacing: RwSignal::new_local(None),
        loading: RwSignal::new_local(None),
        rules_game: RwSignal::new("sorciers"),
        link_error: RwSignal::new(None),
        problems: RwSignal::new(Vec::new()),
        query: StoredValue::new(query),
        owner: StoredValue::new_local(Owner::current().unwrap_or_default()),
    };
    provide_context(ctx);

    follow_language(ctx);
    // The service worker (public/pwa.js) announces a waiting new version.
    let update = window_event_listener_untyped("tablee-update", move |_| ctx.update_ready.set(true));
    on_cleanup(move || update.remove());
    if document().document_element().and_then(|e| e.get_attribute("data-update")).as_deref() == Some("ready") {
        ctx.update_ready.set(true);
    }

    watch_page(ctx);

    for problem in ctx.query.with_value(|q| q.problems(lang)) {
        ctx.tell(problem);
    }
    if let Some(code) = ctx.query.with_value(|q| q.lang_refused.clone()) {
        ctx.tell(shell::language_refused(lang, code, lang.code()));
    }
    if !play::start_from_link(ctx) {
        play::start_from_query(ctx);
    }

    // Every new screen starts at the top of the page.
    Effect::new(move |previous: Option<Route>| {
        let route = ctx.route.get();
        if previous.is_some_and(|p| p != route) {
            crate::ui::scroll_top();
        }
        route
    });

    // The page is rebuilt when the route or the language changes.
    let page = move || {
        ctx.lang.track();
        let screen = match ctx.route.get() {
            Route::Home => home(),
            // (The game screens are a chunk of their own: games::Screens.)
            Route::Setup(id) => games::screen(|s| (s.setup)(id)),
            Route::Play => games::screen(|s| (s.play)()),
            Route::Landing(id) => view! { <landing::Landing id=id/> }.into_any(),
            Route::Opening => ().into_any(),
        };
        view! {
            <Chrome/>
            <main id="main"><Notices/>{screen}<Toast/></main>
            {move || ctx.rules_open.get().then(|| games::screen(|s| (s.rules)()))}
            {move || ctx.replacing.with(Option::is_some).then(|| games::screen(|s| (s.replace)()))}
        }
    };
    view! {
        <div class="app" class:embed=ctx.embed>
            {page}
            // The announcer's live regions (app::play's announce): there from
            // the start, so that a screen reader hears their first words.
            <div id="announcer" class="visually-hidden" role="log" aria-live="polite" data-testid="announcer"></div>
            <div id="announcer-now" class="visually-hidden" aria-live="assertive" aria-atomic="true"
                data-testid="announcer-now"></div>
        </div>
    }
}

/// What the page itself says: it goes or is hidden (the save waiting is
/// written; a page away long enough comes back to a tablet nobody holds),
/// and another tab wrote the save of the game on the table.
fn watch_page(ctx: Ctx) {
    // A save waiting for the next frame is written before the page goes
    // (reload, tab closed or put in the background). A page away for a
    // while comes back to a tablet nobody is known to hold (a curtain
    // before the next secret): see `storage::AWAY_MS`.
    let hide = window_event_listener_untyped("pagehide", move |_| {
        if let Some(side) = games::side() {
            (side.flush)(ctx);
        }
        // Left while in sight (a reload): from now. Left while hidden: the
        // mark of when it was hidden stays.
        if !document().hidden() {
            storage::mark_away();
        }
    });
    let hidden_at = StoredValue::new(None::<f64>);
    let hidden = window_event_listener_untyped("visibilitychange", move |_| {
        if document().hidden() {
            if let Some(side) = games::side() {
                (side.flush)(ctx);
            }
            // Hidden since the first of these (a page left while hidden is
            // told again): that is when the tablet was last seen in hand.
            if hidden_at.get_value().is_none() {
                storage::mark_away();
                hidden_at.set_value(Some(js_sys::Date::now()));
            }
        } else if let Some(at) = hidden_at.get_value() {
            hidden_at.set_value(None);
            if js_sys::Date::now() - at >= storage::AWAY_MS {
                if let Some(side) = games::side() {
                    (side.put_down)(ctx);
                }
            }
        }
    });
    on_cleanup(move || {
        hide.remove();
        hidden.remove();
    });
    // Another tab wrote the save of the game on the table: stop at once
    // (before a move here would be refused).
    let other_tab = window_event_listener(leptos::ev::storage, move |ev| {
        let Some(driver) = ctx.game.get_untracked() else { return };
        let mine = driver.save.try_get_value().flatten().map(|at| at.save_key(storage::space()));
        if mine.is_some()
            && ev.key() == mine
            && games::side().is_some_and(|side| (side.overtaken)(driver, ev.new_value().as_deref()))
        {
            ctx.stale.set(true);
        }
    });
    on_cleanup(move || other_tab.remove());
}

/// The top bar: title, language, notices.
#[component]
fn Chrome() -> impl IntoView {
    let ctx = use_ctx();
    let go_home = move |_| {
        match games::side() {
            Some(side) => (side.leave)(ctx),
            // No game was ever loaded: nothing on the table but the address.
            None => play::set_address(ctx, None, None),
        }
        ctx.route.set(Route::Home);
    };
    // (The page is rebuilt, this bar too, when the language changes: `App`.)
    let lang = ctx.lang.get_untracked();
    // The new language's texts are fetched first; the page then redraws in it
    // (the game on the table is not touched).
    let set_lang = move |l: Lang| {
        if l == ctx.lang.get_untracked() {
            return;
        }
        leptos::task::spawn_local(async move {
            // A guided game's coach speaks the new language too, and its
            // summary names the rules' sections in it.
            let mut domains = games::loaded_texts();
            let coached =
                ctx.game.get_untracked().and_then(|d| d.table.try_with_untracked(|t| play::coach_domains(t.as_ref())));
            let coached = coached.unwrap_or_default();
            if !coached.is_empty() {
                if let Some(g) = ctx.game.get_untracked().and_then(|d| crate::catalogue::listed(d.id)) {
                    i18n::ensure_rules(l, (g.texts)()).await;
                }
            }
            domains.extend(coached);
            if i18n::switch(l, domains).await {
                ctx.lang.set(l);
                ctx.save_settings();
            } else {
                ctx.say(shell::language_unavailable(ctx.lang.get_untracked()).to_string());
            }
        });
    };
    view! {
        <header class="chrome">
            {move || if ctx.embed {
                let game = ctx.query.with_value(|q| q.game.as_deref().and_then(crate::catalogue::listed));
                let (name, href) = game.map_or(("Tablée", "./".to_string()), |g| (g.name, format!("./?game={}", g.id)));
                view! {
                    <span class="brand">{name}</span>
                    <a class="open-full" data-testid="open-full" href=href target="_blank" rel="noopener">
                        {shell::open_in_tablee(ctx.lang.get_untracked())}
                    </a>
                }.into_any()
            } else {
                view! {
                    <button class="brand" data-testid="home-btn" on:click=go_home
                        aria-label=shell::tablee_home(ctx.lang.get_untracked())>"Tablée"</button>
                }.into_any()
            }}
            <span class="spacer"></span>
            // The four buttons (a phone's, or a narrow embed's: one menu)
            // written as markup, from constants: the bar is rebuilt when the
            // language changes, so nothing in them reacts (and the page
            // carries no per-button view code).
            <div class="lang" role="group" aria-label=shell::language(lang) inner_html=switcher_buttons(lang)
                on:click=move |ev| {
                    let picked = ev.target()
                        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                        .and_then(|t| t.closest("button[lang]").ok().flatten())
                        .and_then(|b| b.get_attribute("lang"));
                    if let Some(l) = picked.as_deref().and_then(Lang::parse) {
                        set_lang(l)
                    }
                }>
            </div>
            <select class="lang-compact" data-testid="lang-select" aria-label=shell::language(lang)
                inner_html=switcher_options(lang)
                on:change=move |ev| if let Some(l) = Lang::parse(&event_target_value(&ev)) { set_lang(l) }>
            </select>
        </header>
    }
}

/// The language buttons of the top bar, `lang` pressed: each shows its code
/// and is named by its code and autonym ("DE Deutsch").
fn switcher_buttons(lang: Lang) -> String {
    Lang::ALL
        .iter()
        .map(|l| {
            let (code, name) = (l.code(), l.autonym());
            format!(
                "<button data-testid=\"lang-{code}\" aria-pressed=\"{}\" lang=\"{code}\" title=\"{name}\">{}<span class=\"visually-hidden\"> {name}</span></button>",
                *l == lang,
                code.to_ascii_uppercase()
            )
        })
        .collect()
}

/// The options of the phone's language menu, `lang` selected.
fn switcher_options(lang: Lang) -> String {
    Lang::ALL
        .iter()
        .map(|l| {
            let (code, name) = (l.code(), l.autonym());
            let selected = if *l == lang { " selected" } else { "" };
            format!(
                "<option value=\"{code}\" lang=\"{code}\" title=\"{name}\"{selected}>{}</option>",
                code.to_ascii_uppercase()
            )
        })
        .collect()
}

/// Notices about the app itself: a new version, storage refused.
#[component]
fn Notices() -> impl IntoView {
    let ctx = use_ctx();
    let apply_update = move |_| {
        let f = js_sys::Reflect::get(&window(), &"tableeApplyUpdate".into()).ok();
        if let Some(f) = f.and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok()) {
            let _ = f.call0(&wasm_bindgen::JsValue::NULL);
        }
    };
    view! {
        <games::LoadNotice/>
        {move || ctx.update_ready.get().then(|| view! {
            <div class="notice update" data-testid="update" role="status">
                <span>{shell::notice_update(ctx.lang.get_untracked())}</span>
                <button on:click=apply_update>{shell::notice_update_button(ctx.lang.get_untracked())}</button>
            </div>
        })}
        <div class="problems" role="alert" data-testid="problems">
            {move || ctx.problems.get().into_iter().map(|(n, text)| view! {
                <div class="notice error problem" data-testid="problem">
                    <p>{crate::i18n::typo(text)}</p>
                    <button type="button" class="secondary" data-testid="problem-dismiss"
                        on:click=move |_| ctx.problems.update(|all| all.retain(|(m, _)| *m != n))>
                        {shell::notice_dismiss(ctx.lang.get_untracked())}
                    </button>
                </div>
            }).collect_view()}
        </div>
        {move || ctx.link_error.get().map(|why| view! {
            <div class="notice error link-error" data-testid="link-error" role="alert">
                <h1>{shell::notice_link_error(ctx.lang.get_untracked())}</h1>
                <p>{crate::i18n::typo(why)}</p>
                <a href="./" target="_top">{shell::notice_link_home(ctx.lang.get_untracked())}</a>
            </div>
        })}
        // (Only with a game on the table: the game screens' chunk draws it.)
        {move || ctx.storage_full.get().then(|| games::screen(|s| (s.full)()))}
        {move || (!ctx.storage_ok.get()).then(|| view! {
            <p class="notice" data-testid="no-storage" role="note">
                {crate::i18n::typo(shell::notice_no_storage(ctx.lang.get_untracked()).to_string())}
            </p>
        })}
    }
}

/// The home. An embed's own build (feature `solo`, src/app/games.rs) has
/// none: an embed shows its game, never the home.
fn home() -> AnyView {
    #[cfg(not(feature = "solo"))]
    return view! { <home::Home/> }.into_any();
    #[cfg(feature = "solo")]
    ().into_any()
}

/// The one status line for short messages ("you must follow Elves").
#[component]
fn Toast() -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <div class="toast" data-testid="toast" role="status" aria-live="polite" class:shown=move || ctx.toast.get().is_some()>
            {move || ctx.toast.get().map(|(_, text)| crate::i18n::typo(text))}
        </div>
    }
}

/// Mounts the app on `<body>`. Called by `main.rs`, nothing else.
pub fn mount() {
    console_error_panic_hook::set_once();
    // The game the address opens (an embed…): its code loads beside the start-up.
    let query = Query::parse(&window().location().search().unwrap_or_default());
    // An embed's landing is drawn from the main module: it is painted with
    // nothing else on the wire, and its game's code follows at once
    // (`play::start_from_query`).
    let landing = query.embed && query.seats.is_none() && query.save.is_none();
    // (An embed's own build is never given a `#r=` link: see play::start_from_link.)
    #[cfg(feature = "solo")]
    let game = query.game;
    #[cfg(not(feature = "solo"))]
    let game = query.game.or_else(|| {
        let hash = window().location().hash().ok()?;
        crate::engine::link::game_of(hash.strip_prefix("#r=")?)
    });
    // The language first: the game's code and texts load in it.
    i18n::settle(query.lang, storage::get(storage::SETTINGS).and_then(|s| Settings::read(&s)).and_then(|s| s.lang));
    if let Some(game) = &game {
        let has_link = window().location().hash().is_ok_and(|h| h.starts_with("#r="));
        if !(landing && !has_link && storage::shelf(|s| s.latest(game)).is_none()) {
            games::preload(game);
        }
    }
    // The shell's texts in it, fetched beside the game's code and texts,
    // before anything is shown.
    // (Leptos' executor is set up by the mount: the browser's own until then.)
    wasm_bindgen_futures::spawn_local(async move {
        i18n::start().await;
        mount_when_painted();
    });
}

fn mount_when_painted() {
    // The splash of index.html is painted once before the app replaces it
    // (when the download was quick the app would otherwise build the page
    // before any paint): the first paint is immediate, and the start-up work
    // runs in its own task. Already painted: the app mounts at once. A
    // hidden tab or frame gets no animation frame: the timer mounts it
    // anyway. The timer is long enough that a loaded machine's slow first
    // frame still comes first (with 100 ms, the app was sometimes built
    // before the splash was ever painted, and the largest paint became the
    // table's, after the whole download).
    let go = || leptos::mount::mount_to_body(App);
    if splash_painted() {
        // The usual case: the download took longer than the first frame.
        // Waiting for one more frame would only delay the page.
        return go();
    }
    crate::ui::after_paint(go, std::time::Duration::from_millis(500));
}

/// Has the browser already painted the splash? `public/pwa.js` says so
/// (`tableeSplashPainted`) once a frame has been painted after it ran. (The
/// Paint Timing entries cannot tell: they arrive a few frames late.)
fn splash_painted() -> bool {
    js_sys::Reflect::get(&window(), &wasm_bindgen::JsValue::from_str("tableeSplashPainted"))
        .is_ok_and(|v| v.as_bool() == Some(true))
}
