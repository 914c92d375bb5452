//! localStorage, which may be missing or throw (private mode, sandboxed
//! frames): every call returns a `Result` and the app plays on without it.

use crate::shelf::{Full, Shelf, Store};
use leptos::prelude::window;

/// The player's settings (language, pace): one for the app and its embeds.
pub const SETTINGS: &str = "tablee.settings";

thread_local! {
    /// Whose games: the full app's (`tablee.`), or the embeds' (`tablee.embed.`).
    static SPACE: std::cell::Cell<&'static str> = const { std::cell::Cell::new("tablee.") };
}

/// An embed keeps its own games: it never opens, changes or replaces a game
/// of the full app on the same origin (a blog hosting Tablée itself), nor
/// the reverse. Set once, at start-up.
pub fn set_embed(embed: bool) {
    SPACE.with(|s| s.set(if embed { "tablee.embed." } else { "tablee." }));
}

/// The space of this page's keys (`tablee.` or `tablee.embed.`).
pub fn space() -> &'static str {
    SPACE.with(|s| s.get())
}

fn key(what: &str, game: &str) -> String {
    format!("{}{what}.{game}", space())
}

pub fn setup_key(game: &str) -> String {
    key("setup", game)
}

/// The browser's localStorage as a [`Store`] of the saved games.
pub struct Local;

impl Store for Local {
    fn get(&self, key: &str) -> Option<String> {
        get(key)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), Full> {
        set(key, value).map_err(|_| Full)
    }

    fn remove(&mut self, key: &str) {
        remove(key)
    }

    fn keys(&self) -> Vec<String> {
        let Ok(s) = storage() else { return Vec::new() };
        // All of them in one call into the page (not one a key: a returning
        // player's storage holds three keys a saved game). A key holding
        // the separator would come back split, as keys no save has.
        let all: String = js_sys::Object::keys(&s).join("\n").into();
        all.split('\n').filter(|k| !k.is_empty()).map(str::to_string).collect()
    }
}

/// Runs `f` with this page's saved games (the app's, or the embeds').
pub fn shelf<T>(f: impl FnOnce(&mut Shelf<Local>) -> T) -> T {
    f(&mut Shelf::new(&mut Local, space()))
}

/// Now, in whole milliseconds since 1970.
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// When this tab's page was last hidden or left (ms since 1970), in the
/// tab's own session storage: a reload of the same tab finds it, a second
/// tab does not.
const AWAY: &str = "tablee.away";

/// How long a page may be away (hidden, reloaded) and still show the hand
/// of whoever held the tablet: longer, and nobody knows who holds it now,
/// so the next secret comes after a curtain.
pub const AWAY_MS: f64 = 30_000.0;

/// The page is hidden, or left while in sight: when. (Not when it leaves
/// for the full app, loaded again by itself: the mark of before stays, see
/// [`super::games::handed_over`].)
pub fn mark_away() {
    if super::games::handed_over() {
        return;
    }
    if let Ok(Some(s)) = window().session_storage() {
        // Whole milliseconds: formatting a float would bring its machinery into the start-up module.
        let _ = s.set_item(AWAY, &(js_sys::Date::now() as u64).to_string());
    }
}

/// Was this very tab away only a moment ago (a reload, a glance at another
/// tab)? Then the tablet is still in the same hands.
pub fn back_soon() -> bool {
    let away = window().session_storage().ok().flatten().and_then(|s| s.get_item(AWAY).ok().flatten());
    away.and_then(|a| a.parse::<u64>().ok()).is_some_and(|t| js_sys::Date::now() - (t as f64) < AWAY_MS)
}

/// This tab's id, written in each save it makes (format 2): a new one per
/// page load, so that two tabs on one game tell their writes apart.
pub fn tab_id() -> &'static str {
    thread_local! {
        static ID: &'static str = Box::leak(
            format!("t{:x}", crate::engine::derive_seed(js_sys::Date::now() as u64, (js_sys::Math::random() * 4_294_967_296.0) as u64))
                .into_boxed_str(),
        );
    }
    ID.with(|id| *id)
}

/// Runs `f` holding the Web Lock `name` (`navigator.locks`), shared by
/// every tab of this origin: two tabs never run their read-compare-write of
/// one save at the same time. Where the browser has no Web Locks (an
/// insecure context, an old browser) or refuses the request, `f` runs at
/// once. `f` runs later than this call when another tab holds the lock.
pub fn with_lock(name: &str, f: impl FnOnce() + 'static) {
    use std::{cell::RefCell, rc::Rc};
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    let f = Rc::new(RefCell::new(Some(f)));
    let run = {
        let f = f.clone();
        move || {
            if let Some(f) = f.borrow_mut().take() {
                f();
            }
        }
    };
    let locks = js_sys::Reflect::get(&window().navigator(), &JsValue::from_str("locks")).ok().filter(|l| l.is_object());
    let request = locks
        .as_ref()
        .and_then(|l| js_sys::Reflect::get(l, &JsValue::from_str("request")).ok())
        .and_then(|r| r.dyn_into::<js_sys::Function>().ok());
    let (Some(locks), Some(request)) = (locks, request) else { return run() };
    let inside = {
        let run = run.clone();
        Closure::once_into_js(move |_lock: JsValue| run())
    };
    match request.call2(&locks, &JsValue::from_str(name), &inside) {
        // Refused later (a sandboxed or opaque-origin frame: "The request
        // was denied"): write without the lock, and no unhandled rejection.
        Ok(p) => {
            if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
                let refused: Closure<dyn FnMut(JsValue)> = Closure::once(move |_e: JsValue| run());
                let _ = p.catch(&refused);
                refused.forget();
            }
        }
        Err(_) => run(),
    }
}

/// The browser refused to store (no localStorage, quota, sandbox…).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused;

fn storage() -> Result<web_sys::Storage, Refused> {
    // Asked of the window once: a returning player's home reads a hundred
    // keys before its first control, each a call into the page otherwise.
    thread_local! {
        static STORAGE: Option<web_sys::Storage> = window().local_storage().ok().flatten();
    }
    STORAGE.with(|s| s.clone()).ok_or(Refused)
}

/// Is storage usable at all? (Reading and writing a probe key.)
pub fn available() -> bool {
    storage()
        .and_then(|s| {
            s.set_item("tablee.probe", "1").map_err(|_| Refused)?;
            s.remove_item("tablee.probe").map_err(|_| Refused)
        })
        .is_ok()
}

pub fn get(key: &str) -> Option<String> {
    storage().ok()?.get_item(key).ok().flatten()
}

pub fn set(key: &str, value: &str) -> Result<(), Refused> {
    storage()?.set_item(key, value).map_err(|e| {
        // A quota refused (the store is full), as opposed to no storage at all.
        let name = js_sys::Reflect::get(&e, &"name".into()).ok().and_then(|n| n.as_string());
        if matches!(name.as_deref(), Some("QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED")) {
            FULL.with(|f| f.set(true));
        }
        Refused
    })
}

thread_local! {
    static FULL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Has a write been refused for lack of room since the last call? (Then
/// storage works, but is full.)
pub fn take_full() -> bool {
    FULL.with(|f| f.replace(false))
}

pub fn remove(key: &str) {
    if let Ok(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Offers `text` as a file download (export of a game or of a broken save).
pub fn download(file_name: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let document = leptos::prelude::document();
    if let Ok(a) = document.create_element("a") {
        use wasm_bindgen::JsCast;
        if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
            a.set_href(&url);
            a.set_download(file_name);
            a.click();
        }
    }
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(30),
    );
}
