//! Seat setup for a new game of any game: seats, the game's options, pace.
//! Remembers each game's last setup.

use super::i18n::Lang;
use super::play::{self, NAMES};
use super::{storage, use_ctx, Ctx, Route};
use crate::catalogue::GameInfo;
use crate::engine::{SeatKind, SeatSetup};
use crate::i18n::shell;
use crate::scene::{el, El, Options, Pace};
use crate::ui::{Drawn, VPage};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;

/// What the setup screen remembers, per game.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct LastSetup {
    count: usize,
    seats: Vec<SeatSetup>,
    #[serde(default)]
    options: Vec<(String, String)>,
}

fn default_seats() -> Vec<SeatSetup> {
    NAMES
        .iter()
        .enumerate()
        .map(|(i, n)| SeatSetup { name: n.to_string(), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
        .collect()
}

/// The names typed last, in any game: a family that set up one game finds
/// its names in the next one it sets up.
const NAMES_KEY: &str = "names";

/// The seats a game set up for the first time starts with: the names typed
/// last for any game (each seat's kind as by default), else the defaults.
fn first_seats() -> Vec<SeatSetup> {
    let mut seats = default_seats();
    let typed = storage::get(&storage::setup_key(NAMES_KEY))
        .and_then(|s| crate::engine::json::from_str::<Vec<String>>(&s).ok())
        .unwrap_or_default();
    for (seat, name) in seats.iter_mut().zip(typed) {
        if !name.trim().is_empty() {
            seat.name = name;
        }
    }
    seats
}

fn load_last(id: &str, min: usize, max: usize) -> LastSetup {
    let fallback = LastSetup { count: 4.clamp(min, max), seats: first_seats(), options: Vec::new() };
    let Some(mut last) =
        storage::get(&storage::setup_key(id)).and_then(|s| crate::engine::json::from_str::<LastSetup>(&s).ok())
    else {
        return fallback;
    };
    last.count = last.count.clamp(min, max);
    let defaults = default_seats();
    last.seats.truncate(6);
    last.seats.extend(defaults.into_iter().skip(last.seats.len()));
    last
}

/// Starts the game as set up, remembering the setup.
fn start(ctx: Ctx, game: GameInfo, count: usize, seats: Vec<SeatSetup>, values: &Options) {
    let chosen: Vec<SeatSetup> = seats
        .iter()
        .take(count)
        .enumerate()
        .map(|(i, seat)| SeatSetup {
            name: if seat.name.trim().is_empty() { NAMES[i].to_string() } else { seat.name.trim().to_string() },
            kind: seat.kind,
        })
        .collect();
    // Keep only the options this game shows, with their effective values.
    let opts: Vec<(String, String)> = (game.options)(count as u8, values, ctx.lang.get_untracked())
        .into_iter()
        .map(|o| (o.key.to_string(), o.value))
        .collect();
    let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    let names = serde_json::to_string(&names).expect("a list of strings always serialises");
    let _ = storage::set(&storage::setup_key(NAMES_KEY), &names);
    let remembered = LastSetup { count, seats, options: opts.clone() };
    let text = serde_json::to_string(&remembered).expect("a setup of strings and numbers always serialises");
    let _ = storage::set(&storage::setup_key(game.id), &text);
    let seed = ctx.query.with_value(|q| q.seed).unwrap_or_else(play::fresh_seed);
    match (game.start)(chosen, &opts, seed) {
        Ok(table) => play::open_new(ctx, table),
        Err(e) => ctx.say(e),
    }
}

fn value_of(el: &web_sys::Element) -> String {
    if let Some(s) = el.dyn_ref::<web_sys::HtmlSelectElement>() {
        return s.value();
    }
    el.dyn_ref::<web_sys::HtmlInputElement>().map(|i| i.value()).unwrap_or_default()
}

fn checked(el: &web_sys::Element) -> bool {
    el.dyn_ref::<web_sys::HtmlInputElement>().is_some_and(|i| i.checked())
}

/// A labelled list of choices.
fn select(
    label: (String, Option<String>),
    testid: &str,
    cmd: u32,
    choices: Vec<(String, String)>,
    value: &str,
    disabled: bool,
) -> El {
    // A label shown, and, where several fields show the same, a fuller
    // name for assistive technologies ("Who plays: player 2 (Bob)").
    let (label, named) = label;
    el("label").class("field").child(el("span").text(label)).child(
        el("select")
            .testid(testid)
            .cmd(cmd)
            .attr_opt("aria-label", named)
            .attr_opt("disabled", disabled.then(String::new))
            .children(choices.into_iter().map(|(v, label)| {
                let selected = v == value;
                el("option").attr("value", v).attr_opt("selected", selected.then(String::new)).text(label).into()
            })),
    )
}

/// One row per seat: its name and who plays it.
fn seat_rows(d: &mut Drawn, lang: Lang, seats: RwSignal<Vec<SeatSetup>>, n: usize) -> El {
    let list = el("ol").class("seat-list");
    let all = seats;
    seats.with(|list_seats| {
        let mut list = list;
        for (i, seat) in list_seats.iter().enumerate().take(n) {
            let name = d.on(move |e| {
                let v: String = value_of(e).chars().take(20).collect();
                all.update(|s| s[i].name = v.clone());
            });
            let kind = d.on(move |e| {
                if let Some(k) = SeatKind::parse(&value_of(e)) {
                    all.update(|s| s[i].kind = k);
                }
            });
            let label = shell::setup_seat_name(lang, i + 1);
            list = list.child(
                el("li")
                    .class("seat-row")
                    .child(
                        el("label").class("field").child(el("span").text(label)).child(
                            el("input")
                                .attr("type", "text")
                                .attr("maxlength", "20")
                                .testid(&format!("seat-name-{i}"))
                                .attr("value", seat.name.clone())
                                .attr("data-on", "input")
                                .cmd(name),
                        ),
                    )
                    .child(select(
                        (
                            shell::setup_who_plays(lang).into(),
                            Some(shell::setup_who_plays_seat(lang, i + 1, seat.name.clone())),
                        ),
                        &format!("seat-kind-{i}"),
                        kind,
                        [SeatKind::Human, SeatKind::Easy, SeatKind::Strong]
                            .into_iter()
                            .map(|k| (k.code().to_string(), play::kind_label(k, lang).to_string()))
                            .collect(),
                        seat.kind.code(),
                        false,
                    )),
            );
        }
        list
    })
}

/// The game's options (its variants) for `n` players, if it has any.
fn options_box(
    d: &mut Drawn,
    lang: Lang,
    game: GameInfo,
    n: usize,
    values: RwSignal<Vec<(String, String)>>,
) -> Option<El> {
    let specs = values.with(|v| (game.options)(n as u8, v, lang));
    (!specs.is_empty()).then(|| {
        let mut f = el("fieldset").class("options").child(el("legend").text(shell::setup_variants(lang)));
        for o in specs {
            let key = o.key;
            let testid = format!("opt-{key}");
            if o.choices.is_empty() {
                let cmd = d.on(move |e| set_option(values, key, if checked(e) { "1" } else { "0" }));
                f = f.child(
                    el("label")
                        .class("check")
                        .class_if("disabled", o.disabled)
                        .child(
                            el("input")
                                .attr("type", "checkbox")
                                .testid(&testid)
                                .cmd(cmd)
                                .attr_opt("checked", (o.value == "1").then(String::new))
                                .attr_opt("disabled", o.disabled.then(String::new)),
                        )
                        .child(el("span").text(o.label)),
                );
            } else {
                let cmd = d.on(move |e| set_option(values, key, &value_of(e)));
                let choices = o.choices.iter().map(|(v, l)| (v.to_string(), l.to_string())).collect();
                f = f.child(select((o.label.into(), None), &testid, cmd, choices, &o.value, o.disabled));
            }
        }
        f
    })
}

/// The computers' pace (kept for every game).
fn pace_box(d: &mut Drawn, ctx: Ctx, lang: Lang) -> El {
    let pace = d.on(move |e| {
        if let Some(p) = Pace::parse(&value_of(e)) {
            ctx.pace.set(p);
            ctx.save_settings();
        }
    });
    let current = ctx.pace.get_untracked();
    el("fieldset").child(el("legend").text(shell::setup_computer(lang))).child(select(
        (shell::pace_label(lang).into(), None),
        "pace",
        pace,
        Pace::ALL.into_iter().map(|p| (p.code().to_string(), p.label(lang).to_string())).collect(),
        current.code(),
        false,
    ))
}

/// The full setup as nodes: the seats, the game's options, the pace, start.
fn draw(
    ctx: Ctx,
    game: GameInfo,
    count: RwSignal<usize>,
    seats: RwSignal<Vec<SeatSetup>>,
    values: RwSignal<Vec<(String, String)>>,
) -> Drawn {
    let lang = ctx.lang.get_untracked();
    let mut d = Drawn::default();
    let (min, max) = (game.players.0 as usize, game.players.1 as usize);
    let n = count.get();
    let title = shell::setup_title(lang, game.name);
    let players = d.on(move |e| {
        if let Ok(n) = value_of(e).parse::<usize>() {
            count.set(n.clamp(min, max));
        }
    });
    let list = seat_rows(&mut d, lang, seats, n);
    let seats_box = el("fieldset")
        .class("seats")
        .child(el("legend").text(shell::setup_players(lang)))
        .child(select(
            (shell::setup_player_count(lang).into(), None),
            "players",
            players,
            (min..=max).map(|k| (k.to_string(), k.to_string())).collect(),
            &n.to_string(),
            false,
        ))
        .child(list);
    let options = options_box(&mut d, lang, game, n, values);
    let pace_box = pace_box(&mut d, ctx, lang);
    let go = d.on(move |_| {
        let n = count.get_untracked();
        let all = seats.get_untracked();
        values.with_untracked(|v| start(ctx, game, n, all, v));
    });
    let mut actions = el("div").class("actions");
    if !ctx.embed {
        let back = d.on(move |_| ctx.route.set(Route::Home));
        actions = actions
            .child(el("button").attr("type", "button").class("secondary").cmd(back).text(shell::setup_back(lang)));
    }
    // A guided first game instead: the learner against computers, coached.
    if crate::catalogue::listed(game.id).is_some_and(|l| l.coached) {
        let learn = d.on(move |_| play::learn(ctx, &game));
        actions = actions.child(
            el("button")
                .attr("type", "button")
                .class("secondary")
                .testid(&format!("learn-{}", game.id))
                .cmd(learn)
                .text(shell::learn_to_play(lang)),
        );
    }
    actions = actions.child(
        el("button").attr("type", "button").class("primary big").testid("start").cmd(go).text(shell::setup_start(lang)),
    );
    d.nodes = vec![el("section")
        .class("setup")
        .testid("setup")
        .attr("data-game", game.id)
        .attr("aria-labelledby", "setup-title")
        .child(el("h1").id("setup-title").attr("tabindex", "-1").text(title))
        .child(seats_box)
        .child_opt(options)
        .child(pace_box)
        .child(actions)
        .into()];
    d
}

fn set_option(values: RwSignal<Vec<(String, String)>>, key: &'static str, value: &str) {
    values.update(|v| {
        v.retain(|(k, _)| k != key);
        v.push((key.to_string(), value.to_string()));
    });
}

#[component]
pub fn Setup(id: &'static str) -> impl IntoView {
    let ctx = use_ctx();
    // Shown once the game's code is loaded (`games::with`).
    let Some(game) = super::games::loaded(id) else {
        return view! { <p>{shell::setup_unknown_game(ctx.lang.get_untracked())}</p> }.into_any();
    };
    let last = load_last(id, game.players.0 as usize, game.players.1 as usize);
    let count = RwSignal::new(last.count);
    let seats = RwSignal::new(last.seats);
    // Options from the address win over the remembered ones.
    let mut options = last.options;
    options.extend(ctx.query.with_value(|q| q.options.clone()));
    let values = RwSignal::new(options);
    // (An embed opens on its landing, app::landing; this is its full setup.)
    let page = move |_| draw(ctx, game, count, seats, values);
    // The focus comes to the screen's title (it would fall to the page):
    // a screen reader says where the player is, Tab goes on from there.
    crate::ui::focus_later("setup-title");
    view! { <VPage draw=Callback::new(page)/> }.into_any()
}
