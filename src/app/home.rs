//! Home: the games, the saved games, import, rules. Drawn as plain nodes.

use super::play;
use super::{games, storage, use_ctx, Ctx, Route};
use crate::catalogue::{self, Listing};
use crate::engine::{SaveError, SaveSummary, Seat, SeatKind};
use crate::i18n::shell;
use crate::scene::{el, El, Node, Worded};
use crate::shelf::{Removed, SaveId, Shelved};
use crate::ui::{Drawn, VPage};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The saved games as the home lists them, read from their summaries: the
/// home loads no game's code for them. (A save that passes its summary but
/// does not replay is found broken when its game is loaded: the home then
/// shows it so.)
fn saved_games() -> Vec<Shelved> {
    storage::shelf(|s| s.list())
        .into_iter()
        .map(|mut s| {
            // A loaded game's reader tells more than the summary.
            if let (Ok(_), Some(game)) = (&s.read, games::loaded(&s.id.game)) {
                if let Some(raw) = storage::shelf(|sh| sh.get(&s.id)) {
                    if let Err(e) = (game.load)(raw.as_bytes()) {
                        s.read = Err((raw, e));
                    }
                }
            }
            s
        })
        .filter(|s| catalogue::listed(&s.id.game).is_some())
        .collect()
}

/// What the home shows beside the games: the saved games, which one is
/// being asked about before its removal, and the one just removed (to undo).
/// (One signal: each signal's type costs the page its own reactive code.)
#[derive(Clone, Copy)]
struct Lists(RwSignal<Listed, LocalStorage>);

#[derive(Default)]
struct Listed {
    saved: Vec<Shelved>,
    /// How many rows are drawn: a long list's first rows come with the
    /// page's first controls, the rest a few rows a task after the first
    /// paint (see [`grow`]).
    shown: usize,
    asking: Option<SaveId>,
    removed: Option<(Removed, String)>,
}

impl Lists {
    fn reload(&self) {
        let saved = saved_games();
        self.0.update(|l| l.saved = saved);
        // Saves another tab added are drawn too.
        grow(*self);
    }

    fn ask(&self, at: Option<SaveId>) {
        self.0.update(|l| l.asking = at);
    }
}

fn button(label: &str, cmd: u32) -> El {
    el("button").attr("type", "button").cmd(cmd).text(label)
}

/// Reads an exported game chosen in the file field: to play it on, or
/// (`watch`) to watch it as a replay, which saves nothing.
fn import(ctx: Ctx, lists: Lists, input: &web_sys::Element, watch: bool) {
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
        let summary = match SaveSummary::read(text.as_bytes()) {
            Ok(summary) => summary,
            Err(e) => return refuse(e.words(lang)),
        };
        // The same game at the same move is already on the home (the file
        // imported twice): that one is opened, not a second row that could
        // not be told from it.
        if !watch {
            if let Some(at) = already_there(&summary) {
                ctx.say(shell::import_already_there(lang).into());
                return resume(ctx, lists, at);
            }
        }
        games::with(ctx, listing.id, move |game| {
            let Some(side) = games::side() else { return };
            match (game.load)(text.as_bytes()) {
                Ok(table) if watch => {
                    if let Some(replay) = table.watch() {
                        (side.open_replay)(ctx, replay, None);
                    }
                }
                // Whoever held the tablet when it was exported, nobody knows
                // who holds it now: a secret comes after a curtain.
                Ok(mut table) => {
                    table.put_down();
                    (side.open_imported)(ctx, table)
                }
                Err(e) => refuse(e.words(lang)),
            }
        });
    });
}

/// The game in progress on the home that `file` is: the same game (its
/// seed), players and move.
fn already_there(file: &SaveSummary) -> Option<SaveId> {
    let same = |s: &SaveSummary| {
        s.game == file.game && s.seed.is_some() && s.seed == file.seed && s.names == file.names && s.moves == file.moves
    };
    storage::shelf(|shelf| shelf.list())
        .into_iter()
        .find(|s| !s.over() && s.read.as_ref().is_ok_and(same))
        .map(|s| s.id)
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

fn draw(ctx: Ctx, lists: Lists) -> Drawn {
    let lang = ctx.lang.get_untracked();
    let mut d = Drawn::default();
    let home = el("section")
        .class("home")
        .testid("home")
        // The top bar already shows the name: the heading is for screen readers.
        .child(el("h1").class("visually-hidden").text("Tablée"))
        .child(el("p").class("pitch").text(shell::home_pitch(lang)));
    // (Read in place: the list is not copied to be drawn.)
    let home = lists.0.with(|l| saved_lists(ctx, &mut d, lists, l, home));
    let home = home.child(game_tiles(ctx, &mut d)).child(import_fields(ctx, &mut d, lists));
    d.nodes = vec![Node::from(home)];
    d
}

/// The saved games: a removal to undo, the saves that cannot be read, the
/// games in progress, then the last finished ones.
fn saved_lists(ctx: Ctx, d: &mut Drawn, lists: Lists, l: &Listed, mut home: El) -> El {
    let lang = ctx.lang.get_untracked();
    if let Some((removed, what)) = &l.removed {
        let removed = removed.clone();
        let undo = d.on(move |_| {
            let back = storage::shelf(|s| s.restore(&removed));
            match back {
                Ok(_) => {
                    lists.0.update(|l| l.removed = None);
                    lists.reload();
                }
                Err(_) => ctx.tell(shell::notice_full(lang).to_string()),
            }
        });
        home = home.child(
            el("div")
                .class("banner removed")
                .testid("removed")
                .attr("role", "status")
                .child(el("p").text(what.clone()))
                .child(button(shell::home_undo(lang), undo).id("home-undo").class("primary").testid("undo-remove")),
        );
    }
    let now = storage::now();
    for s in &l.saved {
        if let (Err((raw, why)), Some(g)) = (&s.read, catalogue::listed(&s.id.game)) {
            home = home.child(broken_banner(ctx, d, lists, &g, &s.id, raw, why));
        }
    }
    let (going, mut over): (Vec<&Shelved>, Vec<&Shelved>) =
        l.saved.iter().filter(|s| s.read.is_ok()).partition(|s| !s.over());
    // (More are stored only until the next game is saved: see `Shelf::prune`.)
    over.truncate(crate::shelf::FINISHED_KEPT);
    let sections = [
        (going, shell::home_going_title(lang), ["saves going", "saves-going", "saves-going-title"]),
        (over, shell::home_over_title(lang), ["saves over", "saves-over", "saves-over-title"]),
    ];
    let mut room = l.shown;
    for (list, title, [class, testid, title_id]) in sections {
        let n = list.len().min(room);
        room -= n;
        if n == 0 {
            continue;
        }
        let mut rows: Vec<Node> = Vec::with_capacity(n);
        for s in list.into_iter().take(n) {
            if let Some(row) = saved_row(ctx, d, lists, s, now, l.asking.as_ref()) {
                rows.push(row.into());
            }
        }
        home = home.child(
            el("section")
                .class(class)
                .testid(testid)
                .attr("aria-labelledby", title_id)
                .child(el("h2").id(title_id).text(title))
                .child(el("ul").children(rows)),
        );
    }
    home
}

/// Who plays: the names, the computers said as such ("Ana, Bob (computer)").
fn players(lang: crate::i18n::Lang, summary: &SaveSummary) -> String {
    let names = summary.names.iter().zip(&summary.kinds).map(|(name, kind)| match kind {
        SeatKind::Human => name.clone(),
        _ => shell::home_seat_computer(lang, name),
    });
    names.collect::<Vec<_>>().join(", ")
}

/// "5 minutes ago", "yesterday", "last month", in the player's language,
/// from the catalogue. (Not the browser's `Intl.RelativeTimeFormat`: its
/// first use loads the browser's locale data, 85 ms at 4x CPU, which a
/// returning player's home paid before its first control.)
pub fn ago(lang: crate::i18n::Lang, when: u64, now: u64) -> String {
    const DAY: u64 = 86_400;
    const WEEK: u64 = 7 * DAY;
    const MONTH: u64 = 30 * DAY;
    const YEAR: u64 = 365 * DAY;
    let secs = now.saturating_sub(when) / 1000;
    match secs {
        0..60 => shell::home_ago_now(lang).to_string(),
        60..3_600 => shell::home_ago_minutes(lang, secs / 60),
        3_600..DAY => shell::home_ago_hours(lang, secs / 3_600),
        DAY..WEEK => shell::home_ago_days(lang, secs / DAY),
        WEEK..MONTH => shell::home_ago_weeks(lang, secs / WEEK),
        MONTH..YEAR => shell::home_ago_months(lang, (secs / MONTH).min(11)),
        _ => shell::home_ago_years(lang, secs / YEAR),
    }
}

/// One saved game of the list: its picture, game and whose turn (or who
/// won), who plays, moves and when; Resume, Export and Remove (a finished
/// game: Watch the replay, Play again, Remove). Removing asks first, in
/// the row.
fn saved_row(ctx: Ctx, d: &mut Drawn, lists: Lists, s: &Shelved, now: u64, asking: Option<&SaveId>) -> Option<El> {
    let lang = ctx.lang.get_untracked();
    let summary = s.read.as_ref().ok()?;
    let g = catalogue::listed(&s.id.game)?;
    let (id, over) = (g.id, summary.over);
    let name_of = |seat: &Seat| summary.names.get(seat.index()).cloned().unwrap_or_default();
    let state = match (over, s.coach) {
        (false, Some(c)) => Some(shell::home_learning(lang, g.name, (c.step + 1).min(c.steps), c.steps)),
        (false, None) => summary.turn.as_ref().map(|t| shell::home_turn(lang, name_of(t))),
        (true, _) => Some(shell::home_won_by(lang, summary.winners.iter().map(name_of).collect::<Vec<_>>().join(", "))),
    };
    let when = match s.when {
        0 => shell::home_moves(lang, summary.moves),
        w => format!("{} · {}", shell::home_moves(lang, summary.moves), ago(lang, w, now)),
    };
    let actions = match asking == Some(&s.id) {
        true => asking_actions(ctx, d, lists, s, g.name, &summary.names),
        false => row_actions(ctx, d, lists, s, (g.name, &summary.names), over),
    };
    Some(
        el("li")
            .class(if over { "save over" } else { "save" })
            .testid(if over { "finished" } else { "resume" })
            .attr("data-game", id)
            .attr("data-save", s.id.slot.clone())
            .child(
                el("img")
                    .class("thumb")
                    .attr("src", format!("art/{id}.svg"))
                    .attr("alt", "")
                    .attr("width", "96")
                    .attr("height", "54")
                    .attr("loading", "lazy"),
            )
            .child(
                el("div")
                    .class("what")
                    .child(
                        el("h3")
                            .child(el("span").text(g.name))
                            .child_opt(state.map(|t| el("span").class("state").text(t))),
                    )
                    .child(el("p").class("who").text(players(lang, summary)))
                    .child(el("p").class("meta").text(when)),
            )
            .child(actions),
    )
}

/// "Remove this game for good?" in the row: Yes (then "removed", with
/// Undo), No (focus back on Remove).
fn asking_actions(ctx: Ctx, d: &mut Drawn, lists: Lists, s: &Shelved, game: &str, names: &[String]) -> El {
    let lang = ctx.lang.get_untracked();
    let slot = format!("{}-{}", s.id.game, s.id.slot);
    let yes = {
        let at = s.id.clone();
        let what = shell::home_removed(lang, game, names.join(", "));
        d.on(move |_| {
            let removed = storage::shelf(|sh| sh.remove(&at));
            lists.0.update(|l| {
                l.asking = None;
                l.removed = removed.map(|r| (r, what.clone()));
            });
            lists.reload();
            crate::ui::focus_later("home-undo");
        })
    };
    let no = {
        let slot = slot.clone();
        d.on(move |_| {
            lists.ask(None);
            crate::ui::focus_later(format!("remove-{slot}"));
        })
    };
    el("div")
        .class("actions asking")
        .attr("role", "group")
        .attr("aria-labelledby", format!("ask-{slot}"))
        .child(el("p").id(&format!("ask-{slot}")).text(shell::home_remove_ask(lang)))
        .child(
            button(shell::home_remove_yes(lang), yes)
                .id(&format!("remove-yes-{slot}"))
                .class("danger")
                .testid("remove-yes"),
        )
        .child(button(shell::home_remove_no(lang), no).class("secondary").testid("remove-no"))
}

/// A row's actions: Resume, Export, Remove; a finished game's: Watch the
/// replay, Play again, Remove.
fn row_actions(ctx: Ctx, d: &mut Drawn, lists: Lists, s: &Shelved, game: (&str, &[String]), over: bool) -> El {
    let lang = ctx.lang.get_untracked();
    let (game, names) = game;
    // Each button names its game: "Resume – Sorciers (Ana, Bob)", not ten "Resume".
    let named = |action: &str| shell::home_row_action(lang, action, game, names.join(", "));
    let (at, slot) = (s.id.clone(), format!("{}-{}", s.id.game, s.id.slot));
    let ask = {
        let (at, slot) = (at.clone(), slot.clone());
        d.on(move |_| {
            lists.ask(Some(at.clone()));
            crate::ui::focus_later(format!("remove-yes-{slot}"));
        })
    };
    let remove = button(shell::home_remove(lang), ask)
        .id(&format!("remove-{slot}"))
        .class("secondary")
        .testid("remove")
        .label(named(shell::home_remove(lang)));
    let actions = el("div").class("actions");
    let on = |d: &mut Drawn, f: fn(Ctx, Lists, SaveId)| {
        let at = at.clone();
        d.on(move |_| f(ctx, lists, at.clone()))
    };
    match over {
        false => {
            let resume = on(d, resume);
            let export = {
                let (at, names) = (at.clone(), names.to_vec());
                d.on(move |_| {
                    if let Some(raw) = storage::shelf(|sh| sh.get(&at)) {
                        storage::download(&play::export_name(at.game.as_str(), &names), &raw);
                    }
                })
            };
            actions
                .child(
                    button(shell::home_resume(lang), resume)
                        .class("primary")
                        .testid("resume-btn")
                        .label(named(shell::home_resume(lang))),
                )
                .child(
                    button(shell::home_export(lang), export)
                        .class("secondary")
                        .testid("export")
                        .label(named(shell::home_export(lang))),
                )
                .child(remove)
        }
        true => {
            let watch = on(d, |ctx, lists, at| finished(ctx, lists, at, false));
            let again = on(d, |ctx, lists, at| finished(ctx, lists, at, true));
            actions
                .child(
                    button(shell::home_watch_replay(lang), watch)
                        .class("primary")
                        .testid("watch-replay")
                        .label(named(shell::home_watch_replay(lang))),
                )
                .child(
                    button(shell::home_play_again(lang), again)
                        .class("secondary")
                        .testid("play-again")
                        .label(named(shell::home_play_again(lang))),
                )
                .child(remove)
        }
    }
}

/// Resumes a saved game, behind its curtain when a secret is next.
fn resume(ctx: Ctx, lists: Lists, at: SaveId) {
    let id = match catalogue::listed(&at.game) {
        Some(g) => g.id,
        None => return,
    };
    games::with(ctx, id, move |game| {
        let Some(side) = games::side() else { return };
        match (side.saved)(&game, &at) {
            Ok(Some(table)) => (side.open)(ctx, table, Some(at.clone())),
            // Gone, or it does not replay: the home says which.
            _ => lists.reload(),
        }
    })
}

/// A finished game: its replay (`again` false), or a new game with the
/// same players and options.
fn finished(ctx: Ctx, lists: Lists, at: SaveId, again: bool) {
    let Some(id) = catalogue::listed(&at.game).map(|g| g.id) else { return };
    games::with(ctx, id, move |game| {
        let Some(side) = games::side() else { return };
        match (side.saved)(&game, &at) {
            Ok(Some(table)) if again => {
                if let Some(table) = table.again(play::fresh_seed()) {
                    (side.open_new)(ctx, table);
                }
            }
            // Leaving the replay comes back to the game it replays (its end).
            Ok(Some(table)) => {
                if let Some(replay) = table.watch() {
                    (side.open_replay)(ctx, replay, Some(at.clone()));
                }
            }
            _ => lists.reload(),
        }
    })
}

/// A save that cannot be read: why, its raw text to copy or download, and
/// starting afresh (never wiped silently).
fn broken_banner(ctx: Ctx, d: &mut Drawn, lists: Lists, g: &Listing, at: &SaveId, raw: &str, why: &SaveError) -> El {
    let lang = ctx.lang.get_untracked();
    let id = g.id;
    let raw_text = raw.to_string();
    let download = d.on(move |_| storage::download(&format!("tablee-{id}-save.txt"), &raw_text));
    let copy_text = raw.to_string();
    let copy = d.on(move |_| copy(ctx, &copy_text));
    let fresh = {
        let at = at.clone();
        d.on(move |_| {
            storage::shelf(|s| s.remove(&at));
            lists.reload();
        })
    };
    let heading = shell::home_broken_title(lang, g.name);
    el("div")
        .class("banner error")
        .testid("save-error")
        .attr("data-game", id)
        .attr("data-save", at.slot.clone())
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
        let learn = g.coached.then(|| {
            d.on(move |_| {
                games::with(ctx, id, move |game| {
                    if let Some(side) = games::side() {
                        (side.learn)(ctx, &game)
                    }
                })
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
                // "Learn to play" ends the pitch, a link in its last line
                // (the five tiles still fit a tablet's screen).
                .child(el("p").class("pitch-line").text(format!("{} ", (g.pitch)(lang))).child_opt(learn.map(
                    |learn| {
                        button(shell::learn_to_play(lang), learn)
                            .class("link learn")
                            .testid(&format!("learn-{id}"))
                            .label(shell::learn_to_play_label(lang, g.name))
                    },
                )))
                .child(
                    el("div")
                        .class("actions")
                        .child(
                            button(shell::home_tile_play(lang), play)
                                .class("primary")
                                .testid(&format!("play-{id}"))
                                .label(shell::home_tile_play_label(lang, g.name)),
                        )
                        .child(
                            button(shell::home_tile_rules(lang), rules)
                                .class("secondary")
                                .testid(&format!("rules-{id}"))
                                .label(shell::rules_of(lang, g.name)),
                        ),
                ),
        );
    }
    games
}

/// Import a game to play on, or to watch (a .json file).
fn import_fields(ctx: Ctx, d: &mut Drawn, lists: Lists) -> El {
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
    let watch = d.on(move |input| import(ctx, lists, input, true));
    let import = d.on(move |input| import(ctx, lists, input, false));
    el("div")
        .class("import")
        .children(file_field("import-file", shell::home_import(lang), import))
        .children(file_field("watch-file", shell::home_watch(lang), watch))
}

/// The saved games drawn with the home's first controls (the most recent
/// first): a long list's other rows follow, [`MORE_ROWS`] a task.
const FIRST_ROWS: usize = 4;
const MORE_ROWS: usize = 8;

/// Draws a few more rows of a long list in a task of their own (after the
/// frame that painted the first ones), until every row is drawn.
fn grow(lists: Lists) {
    let more = lists.0.try_with_untracked(|l| l.shown < l.saved.len()).unwrap_or(false);
    if more {
        set_timeout(
            move || {
                if lists.0.try_update(|l| l.shown += MORE_ROWS).is_some() {
                    grow(lists);
                }
            },
            std::time::Duration::ZERO,
        );
    }
}

#[component]
pub fn Home() -> impl IntoView {
    let ctx = use_ctx();
    // The saved games: resumable, finished, or broken (shown, never wiped silently).
    let lists = Lists(RwSignal::new_local(Listed { saved: saved_games(), shown: FIRST_ROWS, ..Listed::default() }));
    request_animation_frame(move || grow(lists));
    // A game's code just loaded: its reader may find a save broken.
    Effect::new(move |first: Option<()>| {
        ctx.loading.track();
        if first.is_some() {
            lists.reload();
        }
    });
    // Another tab saved, removed or finished a game: the list follows.
    let other_tab = window_event_listener(leptos::ev::storage, move |_| lists.reload());
    on_cleanup(move || other_tab.remove());
    view! { <VPage draw=Callback::new(move |_| draw(ctx, lists))/> }
}
