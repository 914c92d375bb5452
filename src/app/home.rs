//! Home: the games, the saved games, import, rules. Drawn as plain nodes.

use super::play;
use super::{games, storage, use_ctx, Ctx, Route};
use crate::catalogue::{self, Listing};
use crate::engine::{SaveError, SaveSummary};
use crate::i18n::shell;
use crate::scene::{el, El, Node, Worded};
use crate::ui::{Drawn, VPage};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A saved game as the home shows it, read from its summary: the home loads
/// no game's code. (A save that passes its summary but does not replay is
/// found broken when its game is loaded: the home then shows it so.)
enum Saved {
    Ready(Listing, SaveSummary),
    Broken(Listing, String, SaveError),
}

fn saved_games() -> Vec<Saved> {
    catalogue::listings()
        .into_iter()
        .filter_map(|g| {
            let raw = storage::get(&storage::save_key(g.id))?;
            let read = SaveSummary::read(raw.as_bytes());
            // A loaded game's reader tells more than the summary.
            let read = match (read, games::loaded(g.id)) {
                (Ok(summary), Some(game)) => (game.load)(raw.as_bytes()).map(|_| summary),
                (read, _) => read,
            };
            Some(match read {
                Ok(summary) => Saved::Ready(g, summary),
                Err(why) => Saved::Broken(g, raw, why),
            })
        })
        .collect()
}

fn button(label: &str, cmd: u32) -> El {
    el("button").attr("type", "button").cmd(cmd).text(label)
}

/// Reads an exported game chosen in the file field: to play it on, or
/// (`watch`) to watch it as a replay, which saves nothing.
fn import(ctx: Ctx, input: &web_sys::Element, watch: bool) {
    let Some(input) = input.dyn_ref::<web_sys::HtmlInputElement>() else { return };
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
    input.set_value("");
    leptos::task::spawn_local(async move {
        let lang = ctx.lang.get_untracked();
        let name = file.name();
        // Said until dismissed: the player reads why, then tries another file.
        let refuse = move |why: String| ctx.tell(shell::import_refused(lang, &name, why));
        // A file far larger than any game is refused before it is read.
        let size = file.size();
        if size > crate::engine::MAX_SAVE_BYTES as f64 {
            return refuse(crate::engine::SaveError::TooLarge { bytes: size as usize }.words(lang));
        }
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
        let Some(text) = text else {
            return refuse(shell::import_not_text(lang).into());
        };
        // Whose game the file is, first: a game Tablée does not have is said as such.
        let game = match crate::engine::save_game(text.as_bytes()) {
            Ok(game) => game,
            Err(e) => return refuse(e.words(lang)),
        };
        let Some(listing) = catalogue::listed(&game) else {
            return refuse(shell::import_unknown_game(lang, &game));
        };
        // Its summary, read before the game's code is loaded.
        if let Err(e) = SaveSummary::read(text.as_bytes()) {
            return refuse(e.words(lang));
        }
        games::with(ctx, listing.id, move |game| match (game.load)(text.as_bytes()) {
            Ok(table) if watch => {
                if let Some(replay) = table.watch() {
                    play::open_replay(ctx, replay);
                }
            }
            // Whoever held the tablet when it was exported, nobody knows
            // who holds it now: a secret comes after a curtain.
            Ok(mut table) => {
                table.put_down();
                play::open_imported(ctx, table)
            }
            Err(e) => refuse(e.words(lang)),
        });
    });
}

/// Puts `text` on the clipboard (when the browser allows it).
fn copy(ctx: Ctx, text: &str) {
    let clipboard = window().navigator().clipboard();
    let promise = clipboard.write_text(text);
    leptos::task::spawn_local(async move {
        let done = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
        ctx.say(match done {
            true => shell::copy_done(ctx.lang.get_untracked()).into(),
            false => shell::copy_refused(ctx.lang.get_untracked()).into(),
        });
    });
}

fn draw(ctx: Ctx, saved: RwSignal<Vec<Saved>, LocalStorage>) -> Drawn {
    let lang = ctx.lang.get_untracked();
    let mut d = Drawn::default();
    let mut home = el("section")
        .class("home")
        .testid("home")
        // The top bar already shows the name: the heading is for screen readers.
        .child(el("h1").class("visually-hidden").text("Tablée"))
        .child(el("p").class("pitch").text(shell::home_pitch(lang)));
    home = saved.with(|all| {
        let mut home = home;
        for s in all {
            home = home.child(match s {
                Saved::Ready(g, summary) => resume_banner(ctx, &mut d, saved, g, summary),
                Saved::Broken(g, raw, why) => broken_banner(ctx, &mut d, saved, g, raw, why),
            });
        }
        home
    });
    home = home.child(game_tiles(ctx, &mut d)).child(import_fields(ctx, &mut d));
    d.nodes = vec![Node::from(home)];
    d
}

/// "Sorciers game in progress with Ana, Bob…", and Resume.
fn resume_banner(
    ctx: Ctx,
    d: &mut Drawn,
    saved: RwSignal<Vec<Saved>, LocalStorage>,
    g: &Listing,
    summary: &SaveSummary,
) -> El {
    let lang = ctx.lang.get_untracked();
    let id = g.id;
    let resume = d.on(move |_| {
        games::with(ctx, id, move |game| match play::saved(&game) {
            Ok(Some(table)) => play::open(ctx, table),
            // Gone, or it does not replay: the home says which.
            _ => saved.set(saved_games()),
        })
    });
    el("div")
        .class("banner resume")
        .testid("resume")
        .attr("data-game", g.id)
        .child(el("p").text(crate::scene::resume_text(g.name, &summary.names, summary.moves, summary.over, lang)))
        .child(button(shell::home_resume(lang), resume).class("primary").testid("resume-btn"))
}

/// A save that cannot be read: why, its raw text to copy or download, and
/// starting afresh (never wiped silently).
fn broken_banner(
    ctx: Ctx,
    d: &mut Drawn,
    saved: RwSignal<Vec<Saved>, LocalStorage>,
    g: &Listing,
    raw: &str,
    why: &SaveError,
) -> El {
    let lang = ctx.lang.get_untracked();
    let id = g.id;
    let raw_text = raw.to_string();
    let download = d.on(move |_| storage::download(&format!("tablee-{id}-save.txt"), &raw_text));
    let copy_text = raw.to_string();
    let copy = d.on(move |_| copy(ctx, &copy_text));
    let fresh = d.on(move |_| {
        storage::remove(&storage::save_key(id));
        storage::remove(&storage::when_key(id));
        saved.set(saved_games());
    });
    let heading = shell::home_broken_title(lang, g.name);
    el("div")
        .class("banner error")
        .testid("save-error")
        .attr("data-game", id)
        .attr("role", "alert")
        .child(el("h2").text(heading))
        .child(el("p").testid("save-why").text(why.words(lang)))
        // What the reader said, as it said it, for a bug report.
        .child_opt(why.detail().map(|detail| {
            el("details")
                .class("detail")
                .child(el("summary").text(shell::home_broken_detail(lang)))
                .child(el("p").text(detail))
        }))
        .child(el("p").text(shell::home_broken_raw_intro(lang)))
        .child(
            el("textarea")
                .testid("save-raw")
                .attr("readonly", "")
                .attr("rows", "4")
                .label(shell::home_broken_raw_label(lang))
                .text(raw.to_string()),
        )
        .child(
            el("div")
                .class("actions")
                .child(button(shell::home_broken_download(lang), download).class("secondary").testid("save-download"))
                .child(button(shell::home_broken_copy(lang), copy).class("secondary").testid("save-copy"))
                .child(button(shell::home_broken_fresh(lang), fresh).class("primary").testid("start-fresh")),
        )
}

/// Each game's tile (its picture, name, players and duration, pitch, Play and Rules).
fn game_tiles(ctx: Ctx, d: &mut Drawn) -> El {
    let lang = ctx.lang.get_untracked();
    let mut games = el("ul").class("games");
    for g in catalogue::listings() {
        let (min, max, id) = (g.players.0, g.players.1, g.id);
        let meta = format!(
            "{} · {}",
            shell::players_range(lang, min, max),
            shell::home_tile_minutes(lang, g.minutes.0, g.minutes.1)
        );
        let play = d.on(move |_| games::with(ctx, id, move |_| ctx.route.set(Route::Setup(id))));
        let rules = d.on(move |_| {
            games::with(ctx, id, move |_| {
                ctx.rules_game.set(id);
                ctx.rules_open.set(true);
            })
        });
        games = games.child(
            el("li")
                .class("game-tile")
                .attr("data-game", id)
                // The game's table as a picture (public/art: outside the
                // code, precached; fetched once the tile is laid out).
                .child(
                    el("img")
                        .class("art")
                        .attr("src", format!("art/{id}.svg"))
                        .attr("alt", "")
                        .attr("width", "320")
                        .attr("height", "180")
                        .attr("loading", "lazy")
                        .attr("decoding", "async"),
                )
                .child(el("h2").text(g.name))
                .child(el("p").class("meta").text(meta))
                .child(el("p").text((g.pitch)(lang)))
                .child(
                    el("div")
                        .class("actions")
                        .child(button(shell::home_tile_play(lang), play).class("primary").testid(&format!("play-{id}")))
                        .child(
                            button(shell::home_tile_rules(lang), rules)
                                .class("secondary")
                                .testid(&format!("rules-{id}")),
                        ),
                ),
        );
    }
    games
}

/// Import a game to play on, or to watch (a .json file).
fn import_fields(ctx: Ctx, d: &mut Drawn) -> El {
    let lang = ctx.lang.get_untracked();
    let file_field = |id: &str, label: &str, cmd: u32| {
        [
            el("label").class("button secondary").attr("for", id).text(label.to_string()).into(),
            el("input")
                .id(id)
                .class("visually-hidden")
                .attr("type", "file")
                .attr("accept", ".json,application/json,text/plain")
                .cmd(cmd)
                .into(),
        ]
    };
    let watch = d.on(move |input| import(ctx, input, true));
    let import = d.on(move |input| import(ctx, input, false));
    el("div")
        .class("import")
        .children(file_field("import-file", shell::home_import(lang), import))
        .children(file_field("watch-file", shell::home_watch(lang), watch))
}

#[component]
pub fn Home() -> impl IntoView {
    let ctx = use_ctx();
    // The saved games: resumable, or broken (shown, never wiped silently).
    let saved = RwSignal::new_local(saved_games());
    // A game's code just loaded: its reader may find a save broken.
    Effect::new(move |first: Option<()>| {
        ctx.loading.track();
        if first.is_some() {
            saved.set(saved_games());
        }
    });
    view! { <VPage draw=Callback::new(move |_| draw(ctx, saved))/> }
}
