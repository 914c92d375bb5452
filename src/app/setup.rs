//! Seat setup for a new game: seats, options, pace. Remembers the last setup.

use super::play::{self, Driver, Session, NAMES};
use super::{storage, use_ctx, Route};
use crate::engine::{SeatKind, SeatSetup, Table};
use crate::games::sorciers::{self, Sorciers};
use crate::ui::seats::SeatSetupForm;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// What the setup screen remembers.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct LastSetup {
    count: usize,
    seats: Vec<SeatSetup>,
    config: sorciers::Config,
}

fn default_seats() -> Vec<SeatSetup> {
    NAMES
        .iter()
        .enumerate()
        .map(|(i, n)| SeatSetup { name: n.to_string(), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
        .collect()
}

fn load_last() -> LastSetup {
    let fallback = LastSetup { count: 4, seats: default_seats(), config: sorciers::Config::default() };
    let Some(mut last) =
        storage::get(&storage::setup_key("sorciers")).and_then(|s| serde_json::from_str::<LastSetup>(&s).ok())
    else {
        return fallback;
    };
    last.count = last.count.clamp(3, 6);
    let defaults = default_seats();
    last.seats.truncate(6);
    last.seats.extend(defaults.into_iter().skip(last.seats.len()));
    last
}

#[component]
pub fn Setup() -> impl IntoView {
    let ctx = use_ctx();
    let last = load_last();
    let count = RwSignal::new(last.count);
    let seats = RwSignal::new(last.seats);
    let config = RwSignal::new(last.config);
    let start = move |_| {
        let n = count.get_untracked();
        let chosen: Vec<SeatSetup> = seats.with_untracked(|s| {
            s.iter()
                .take(n)
                .enumerate()
                .map(|(i, seat)| SeatSetup {
                    name: if seat.name.trim().is_empty() { NAMES[i].to_string() } else { seat.name.trim().to_string() },
                    kind: seat.kind,
                })
                .collect()
        });
        let cfg = sorciers::Config { players: n as u8, ..config.get_untracked() };
        let remembered = LastSetup { count: n, seats: seats.get_untracked(), config: cfg.clone() };
        if let Ok(text) = serde_json::to_string(&remembered) {
            let _ = storage::set(&storage::setup_key("sorciers"), &text);
        }
        let seed = ctx.query.with_value(|q| q.seed).unwrap_or_else(play::fresh_seed);
        match Table::<Sorciers>::new(cfg, seed, chosen) {
            Ok(table) => play::open(ctx, Session::Sorciers(Driver::new(ctx, table))),
            Err(e) => ctx.say(e.to_string()),
        }
    };
    view! {
        <section class="setup" data-testid="setup" aria-labelledby="setup-title">
            <h1 id="setup-title">{ctx.t("Nouvelle partie de Sorciers", "New game of Sorciers")}</h1>
            <SeatSetupForm count=count min=3 max=6 seats=seats/>
            <sorciers::ui::OptionsForm config=config/>
            <fieldset>
                <legend>{ctx.t("Ordinateur", "Computer")}</legend>
                <crate::ui::PaceSelect/>
            </fieldset>
            <div class="actions">
                {(!ctx.embed).then(|| view! {
                    <button class="secondary" on:click=move |_| ctx.route.set(Route::Home)>{ctx.t("Retour", "Back")}</button>
                })}
                <button class="primary big" data-testid="start" on:click=start>{ctx.t("Commencer", "Start")}</button>
            </div>
        </section>
    }
}
