//! An embed's first screen: the game, what it is, one tap to play against
//! two computers, the full setup one tap away. It is drawn from the game's
//! listing alone, so it shows as soon as the app starts, while the game's
//! code is still on its way: a blog's reader sees the game at once, and a
//! tap before its code is here starts the game as soon as it is.

use super::play::{self, NAMES};
use super::{games, Ctx, Route};
use crate::catalogue::{self, GameInfo};
use crate::engine::{SeatKind, SeatSetup};
use crate::i18n::shell;
use crate::scene::el;
use crate::ui::{Drawn, VPage};
use leptos::prelude::*;

/// The quick start: the game's usual table, this reader against two computers.
const QUICK_PLAYERS: usize = 3;

fn quick_start(ctx: Ctx, game: GameInfo) {
    let n = QUICK_PLAYERS.clamp(game.players.0 as usize, game.players.1 as usize);
    let seats: Vec<SeatSetup> = NAMES
        .iter()
        .take(n)
        .enumerate()
        .map(|(i, name)| SeatSetup {
            name: name.to_string(),
            kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy },
        })
        .collect();
    let options = ctx.query.with_value(|q| q.options.clone());
    let seed = ctx.query.with_value(|q| q.seed).unwrap_or_else(play::fresh_seed);
    match (game.start)(seats, &options, seed) {
        Ok(table) => {
            if let Some(side) = games::side() {
                (side.open_new)(ctx, table)
            }
        }
        Err(e) => ctx.say(e),
    }
}

fn draw(ctx: Ctx, id: &'static str) -> Drawn {
    let lang = ctx.lang.get_untracked();
    let mut d = Drawn::default();
    let Some(g) = catalogue::listed(id) else { return d };
    let n = QUICK_PLAYERS.clamp(g.players.0 as usize, g.players.1 as usize);
    let go = d.on(move |_| games::with(ctx, id, move |game| quick_start(ctx, game)));
    let more = d.on(move |_| games::with(ctx, id, move |_| ctx.route.set(Route::Setup(id))));
    let learn = g.coached.then(|| {
        d.on(move |_| {
            games::with(ctx, id, move |game| {
                if let Some(side) = games::side() {
                    (side.learn)(ctx, &game)
                }
            })
        })
    });
    d.nodes = vec![el("section")
        .class("landing")
        .testid("setup")
        .attr("data-game", id)
        .attr("aria-labelledby", "setup-title")
        .child(el("h1").id("setup-title").text(g.name))
        .child(el("p").class("pitch").text((g.pitch)(lang)))
        .child(el("p").class("meta").text(shell::players_range(lang, g.players.0, g.players.1)))
        .child(
            el("div")
                .class("actions")
                .child(
                    el("button")
                        .attr("type", "button")
                        .class("primary big")
                        .testid("quick-start")
                        .cmd(go)
                        .text(shell::setup_quick_start(lang, n - 1)),
                )
                .child_opt(learn.map(|learn| {
                    el("button")
                        .attr("type", "button")
                        .class("secondary")
                        .testid(&format!("learn-{id}"))
                        .cmd(learn)
                        .text(shell::learn_to_play(lang))
                }))
                .child(
                    el("button")
                        .attr("type", "button")
                        .class("secondary")
                        .testid("full-setup")
                        .cmd(more)
                        .text(shell::setup_more(lang)),
                ),
        )
        .into()];
    d
}

#[component]
pub fn Landing(id: &'static str) -> impl IntoView {
    let ctx = super::use_ctx();
    view! { <VPage draw=Callback::new(move |_| draw(ctx, id))/> }
}
