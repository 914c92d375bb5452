//! Putting a game on the table and taking it off: a new, resumed or
//! imported game, what the address asks for, and leaving.

use super::persist::Written;
use super::{saved, saved_as_left, Driver, Replacing};
use crate::app::i18n::Lang;
use crate::app::{games, storage, Ctx, Query, Route};
use crate::catalogue::{self, GameInfo};
use crate::engine::{SaveSummary, SeatKind, SeatSetup};
use crate::i18n::shell;
use crate::scene::AnyTable;
use crate::shelf::SaveId;
use leptos::prelude::*;
use std::time::Duration;

/// A seed from the browser's clock and Math.random (engines never read either).
pub fn fresh_seed() -> u64 {
    let r = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let t = js_sys::Date::now() as u64;
    crate::engine::derive_seed(t, r)
}

/// Default seat names.
pub const NAMES: [&str; 6] = ["Ana", "Bob", "Cléo", "Dani", "Eli", "Flo"];

/// Puts a game on the table and shows it: the saved game `at` (resumed),
/// or a new one (`None`), saved beside the others, replacing none.
pub fn open(ctx: Ctx, mut table: Box<dyn AnyTable>, at: Option<SaveId>) {
    // A guided game resumes at its coach's step, the coach's words fetched first.
    if let Some(coach) = at.as_ref().and_then(|at| storage::shelf(|s| s.coach(at))) {
        table.learn(coach.step, coach.since);
    }
    let lang = ctx.lang.get_untracked();
    let wanted = coach_domains(table.as_ref());
    if wanted.iter().any(|d| !d.loaded(lang)) || rules_wanted(table.as_ref(), lang).is_some() {
        let id = table.id();
        leptos::task::spawn_local(async move {
            let ok = crate::app::i18n::ensure(lang, &wanted).await;
            if let Some(domain) = catalogue::listed(id).map(|l| (l.texts)()) {
                crate::app::i18n::ensure_rules(lang, domain).await;
            }
            if ok {
                put_on(ctx, table, at);
            } else {
                // The coach's words could not be had (offline before they were
                // cached): the game is played without the coach.
                let mut table = table;
                table.learn(usize::MAX, 0);
                put_on(ctx, table, at);
            }
        });
        return;
    }
    put_on(ctx, table, at);
}

/// The catalogues a coached table needs: the coach's own and the game's script's.
pub fn coach_domains(table: &dyn AnyTable) -> Vec<&'static crate::i18n::Domain> {
    match (table.coaching(), table.coach_texts()) {
        (Some(_), Some(game)) => vec![&crate::scene::coach::tx::DOMAIN, game],
        _ => Vec::new(),
    }
}

/// A coached game's rules (its summary names their sections), when not here yet.
fn rules_wanted(table: &dyn AnyTable, lang: Lang) -> Option<&'static crate::i18n::Domain> {
    table.coaching()?;
    let domain = (catalogue::listed(table.id())?.texts)();
    domain.rules(lang).is_none().then_some(domain)
}

/// A guided first game of `game` ("Learn to play"): the learner against
/// computers on the script's deal, the coach at its first step.
pub fn learn(ctx: Ctx, game: &GameInfo) {
    // The learner's name, if one was typed for a game before; the
    // computers' names then.
    let typed: Vec<String> = storage::get(&storage::setup_key("names"))
        .and_then(|t| crate::engine::json::from_str(&t).ok())
        .unwrap_or_default();
    let mut names: Vec<String> =
        typed.into_iter().map(|n| n.trim().to_string()).filter(|n| !n.is_empty()).take(1).collect();
    for n in NAMES {
        if names.len() >= 6 {
            break;
        }
        if !names.iter().any(|m| m == n) {
            names.push(n.to_string());
        }
    }
    if let Some(table) = (game.learn)(names) {
        open_new(ctx, table);
    }
}

fn put_on(ctx: Ctx, table: Box<dyn AnyTable>, at: Option<SaveId>) {
    let driver = Driver::new(ctx, table);
    let at = at.unwrap_or_else(|| storage::shelf(|s| s.new_id(driver.id, fresh_seed())));
    driver.save.set_value(Some(at.clone()));
    let old = ctx.game.get_untracked();
    ctx.stale.set(false);
    ctx.game.set(Some(driver));
    // The player chose this game (new, resumed or imported): it is saved
    // now. A save resumed as it is stays untouched (another tab open on it
    // is not overtaken by a mere look).
    let same = driver.table.try_with_untracked(|t| storage::shelf(|s| s.get(&at)) == Some(t.save()));
    if same != Some(true) {
        match driver.write(true) {
            Written::Refused => super::persist::refused(ctx),
            _ => storage::shelf(|s| s.prune()),
        }
    }
    // A reload of this address resumes this very game.
    set_address(ctx, Some(driver.id), Some(&at.slot));
    ctx.rules_game.set(driver.id);
    ctx.route.set(Route::Play);
    dispose_later(old);
}

/// Puts a new game (set up, imported, played from a position) on the
/// table, beside the games in progress. Only when
/// [`IN_PROGRESS_MAX`](crate::shelf::IN_PROGRESS_MAX) games
/// are in progress does the player choose first: the oldest makes way, or
/// stays (the default).
pub fn open_new(ctx: Ctx, table: Box<dyn AnyTable>) {
    ask_to_replace(ctx, table, false);
}

/// Puts an imported game on the table, as [`open_new`] does.
pub fn open_imported(ctx: Ctx, table: Box<dyn AnyTable>) {
    ask_to_replace(ctx, table, true);
}

fn ask_to_replace(ctx: Ctx, table: Box<dyn AnyTable>, imported: bool) {
    let Some(oldest) = storage::shelf(|s| s.full_up()) else { return open(ctx, table, None) };
    let Some(listing) = catalogue::listed(&oldest.id.game) else { return open(ctx, table, None) };
    let old = oldest.read.as_ref().ok().map(|s| (s.names.clone(), s.moves));
    let when = Some(oldest.when as f64).filter(|w| *w > 0.0);
    ctx.replacing.set(Some(std::rc::Rc::new(std::cell::RefCell::new(Some(Replacing {
        new: table,
        listing,
        at: oldest.id,
        old,
        when,
        imported,
    })))));
}

/// Frees a game's signals once the screen that showed it is gone.
pub(super) fn dispose_later(old: Option<Driver>) {
    if let Some(old) = old {
        set_timeout(move || old.dispose(), Duration::ZERO);
    }
}

/// Rewrites the address bar (relative, so any sub-path works) without a
/// reload: the game, and which of its saved games (`save=`).
pub fn set_address(ctx: Ctx, game: Option<&str>, save: Option<&str>) {
    let mut query = Vec::new();
    if let Some(g) = game {
        query.push(format!("game={g}"));
    }
    if let Some(slot) = save.filter(|s| !s.is_empty()) {
        query.push(format!("save={slot}"));
    }
    if ctx.embed {
        query.push("embed=1".to_string());
    }
    let url = if query.is_empty() { "./".to_string() } else { format!("./?{}", query.join("&")) };
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Leaves the table (the save stays: a finished game joins the last
/// games played, for its replay and "Play again").
pub fn leave(ctx: Ctx) {
    let old = ctx.game.get_untracked();
    if ctx.stale.get_untracked() {
        // The save belongs to the other tab now: leave it as it is.
        ctx.stale.set(false);
    }
    ctx.game.set(None);
    set_address(ctx, None, None);
    dispose_later(old);
}

/// Opens what the URL asks for: a game's setup, a saved game, or a new game
/// from `seats=` (see README), once the game's code is loaded.
pub fn start_from_query(ctx: Ctx) {
    let q = ctx.query.get_value();
    let Some(id) = q.game.as_deref() else { return };
    let Some(listing) = catalogue::listed(id) else {
        // The home, saying why.
        ctx.tell(shell::problem_unknown_game(ctx.lang.get_untracked(), id));
        return;
    };
    ctx.rules_game.set(listing.id);
    // Which saved game: the one the address names, else the one of this
    // game played last (an older address, an embed's first link).
    let at = match q.save.clone() {
        Some(slot) => Some(SaveId::new(listing.id, &slot)),
        None => storage::shelf(|s| s.latest(listing.id)),
    };
    // A save that cannot even be summed up: the home shows it (no game code needed).
    let raw = at.as_ref().and_then(|at| storage::shelf(|s| s.get(at)));
    if q.seats.is_none() && raw.is_some_and(|raw| SaveSummary::read(raw.as_bytes()).is_err()) {
        return;
    }
    // An embed with no game of its own to resume opens on its landing at
    // once (drawn from the listing), while the game's code is on its way.
    let landing = ctx.embed && q.seats.is_none() && at.is_none();
    if landing {
        ctx.route.set(Route::Landing(listing.id));
    } else if games::loaded(listing.id).is_none() {
        ctx.route.set(Route::Opening);
    }
    // A reload of this tab a moment after it was left: the tablet is in
    // the same hands. Otherwise nobody knows whose they are now.
    let arrival = Arrival { soon: storage::back_soon(), landing };
    let load = move || {
        games::with_notice(ctx, listing.id, !landing, move |game| {
            if let Some(side) = games::side() {
                (side.from_query)(ctx, &q, at.clone(), arrival, game);
            }
        })
    };
    match landing {
        // The landing is painted first, then its game's code is fetched: a
        // moment after that paint, which the browser reports (and
        // Lighthouse counts) some time after the frame; a frame out of
        // sight paints nothing. A reader's tap before then fetches it at once.
        true => crate::ui::after_paint(move || set_timeout(load, LANDING_ALONE), Duration::from_millis(300)),
        false => load(),
    }
}

/// How long an embed's landing has the wire to itself after its first paint.
const LANDING_ALONE: Duration = Duration::from_millis(200);

/// How the address reached its game: a reload a moment after the tab was
/// left (`soon`: the tablet is in the same hands), an embed's landing shown
/// meanwhile (`landing`: it stays).
#[derive(Clone, Copy)]
pub struct Arrival {
    soon: bool,
    landing: bool,
}

/// What the address asks for, once its game's code is here: a new game
/// from `seats=`, the saved game, or the setup.
pub fn from_query(ctx: Ctx, q: &Query, at: Option<SaveId>, arrival: Arrival, game: GameInfo) {
    let lang = ctx.lang.get_untracked();
    let (min, max) = game.players;
    // The seats asked for, if any, and what is wrong with them.
    let asked = q.seats.clone();
    let wrong = seats_problem(q, &game, lang);
    let seats_given = asked.is_some() || wrong.is_some();
    if !q.options.is_empty() {
        let players = asked.as_ref().map_or(min.max(3).min(max), |k| (k.len() as u8).clamp(min, max));
        for problem in (game.option_problems)(players, &q.options, lang) {
            ctx.tell(problem);
        }
    }
    // `learn=1`: the guided first game (the one being learnt, else a new one).
    if q.learn && !seats_given {
        if let Some(at) = at.filter(|a| storage::shelf(|s| s.coach(a)).is_some()) {
            if let Ok(Some(table)) = saved(&game, &at) {
                return open(ctx, table, Some(at));
            }
        }
        return learn(ctx, &game);
    }
    // A link that asks for a new game starts it (beside the games in
    // progress); otherwise the saved game resumes.
    if let (false, Some(at)) = (seats_given, at) {
        match if arrival.soon { saved_as_left(&game, &at) } else { saved(&game, &at) } {
            Ok(Some(table)) => return open(ctx, table, Some(at)),
            Err(_) => return ctx.route.set(Route::Home), // the home shows the broken save
            Ok(None) => {}
        }
    }
    if let Some(why) = wrong {
        ctx.tell(why);
    } else if let Some(kinds) = asked {
        if let Ok(table) = (game.start)(seats(&kinds, q), &q.options, q.seed.unwrap_or_else(fresh_seed)) {
            return open_new(ctx, table);
        }
    }
    if !arrival.landing {
        ctx.route.set(Route::Setup(game.id));
    }
}

/// What is wrong with the seats the address asks for (`seats=`): a kind
/// of seat that does not exist, or a count the game refuses.
fn seats_problem(q: &Query, game: &GameInfo, lang: Lang) -> Option<String> {
    let (min, max) = game.players;
    let refused = q.refused.iter().find(|(k, _)| *k == "seats").map(|(_, v)| v.clone());
    match (&q.seats, refused) {
        (_, Some(raw)) => Some(shell::problem_seats_kind(lang, raw)),
        (Some(k), None) if !(min as usize..=max as usize).contains(&k.len()) => {
            Some(shell::problem_seats_count(lang, game.name, min, max, k.len()))
        }
        _ => None,
    }
}

/// The seats the address asks for: their kinds, with the names it gives
/// (`names=`), the default names for the others.
fn seats(kinds: &[SeatKind], q: &Query) -> Vec<SeatSetup> {
    let names = q.names.clone().unwrap_or_default();
    kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatSetup {
            name: names.get(i).filter(|n| !n.trim().is_empty()).cloned().unwrap_or_else(|| NAMES[i].to_string()),
            kind,
        })
        .collect()
}

/// Starts a new game with the same seats and options.
pub fn play_again(ctx: Ctx, driver: Driver) {
    if let Some(Some(table)) = driver.table.try_with_untracked(|t| t.again(fresh_seed())) {
        open_new(ctx, table);
    }
}
