//! Seat setup for a new game of any game: seats, the game's options, pace.
//! Remembers each game's last setup.

use super::play::{self, NAMES};
use super::{storage, use_ctx, Route};
use crate::engine::{SeatKind, SeatSetup};
use crate::scene::{self, OptionSpec};
use crate::ui::seats::SeatSetupForm;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

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

fn load_last(id: &str, min: usize, max: usize) -> LastSetup {
    let fallback = LastSetup { count: 4.clamp(min, max), seats: default_seats(), options: Vec::new() };
    let Some(mut last) = storage::get(&storage::setup_key(id)).and_then(|s| serde_json::from_str::<LastSetup>(&s).ok())
    else {
        return fallback;
    };
    last.count = last.count.clamp(min, max);
    let defaults = default_seats();
    last.seats.truncate(6);
    last.seats.extend(defaults.into_iter().skip(last.seats.len()));
    last
}

#[component]
pub fn Setup(id: &'static str) -> impl IntoView {
    let ctx = use_ctx();
    let Some(game) = scene::find(id) else {
        return view! { <p>{ctx.t("Jeu inconnu.", "Unknown game.")}</p> }.into_any();
    };
    let (min, max) = (game.players.0 as usize, game.players.1 as usize);
    let last = load_last(id, min, max);
    let count = RwSignal::new(last.count);
    let seats = RwSignal::new(last.seats);
    // Options from the address win over the remembered ones.
    let mut options = last.options;
    options.extend(ctx.query.with_value(|q| q.options.clone()));
    let values = RwSignal::new(options);
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
        // Keep only the options this game shows, with their effective values.
        let opts: Vec<(String, String)> = values.with_untracked(|v| {
            (game.options)(n as u8, v, ctx.lang.get_untracked())
                .into_iter()
                .map(|o| (o.key.to_string(), o.value))
                .collect()
        });
        let remembered = LastSetup { count: n, seats: seats.get_untracked(), options: opts.clone() };
        if let Ok(text) = serde_json::to_string(&remembered) {
            let _ = storage::set(&storage::setup_key(id), &text);
        }
        let seed = ctx.query.with_value(|q| q.seed).unwrap_or_else(play::fresh_seed);
        match (game.start)(chosen, &opts, seed) {
            Ok(table) => play::open(ctx, table),
            Err(e) => ctx.say(e),
        }
    };
    let set = move |key: &'static str, value: String| {
        values.update(|v| {
            v.retain(|(k, _)| k != key);
            v.push((key.to_string(), value));
        })
    };
    let specs = move || values.with(|v| (game.options)(count.get() as u8, v, ctx.lang.get_untracked()));
    let title = match ctx.lang.get_untracked().fr() {
        true => format!("Nouvelle partie : {}", game.name),
        false => format!("New game of {}", game.name),
    };
    view! {
        <section class="setup" data-testid="setup" data-game=id aria-labelledby="setup-title">
            <h1 id="setup-title">{title}</h1>
            <SeatSetupForm count=count min=min max=max seats=seats/>
            {move || {
                let specs = specs();
                (!specs.is_empty()).then(|| view! {
                    <fieldset class="options">
                        <legend>{ctx.t("Variantes", "Variants")}</legend>
                        {specs.into_iter().map(|o| option_control(o, set)).collect_view()}
                    </fieldset>
                })
            }}
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
    .into_any()
}

/// One option: a checkbox, or a list of choices.
fn option_control(o: OptionSpec, set: impl Fn(&'static str, String) + Copy + 'static) -> AnyView {
    let key = o.key;
    let testid = format!("opt-{key}");
    if o.choices.is_empty() {
        let checked = o.value == "1";
        view! {
            <label class="check" class:disabled=o.disabled>
                <input type="checkbox" data-testid=testid prop:disabled=o.disabled prop:checked=checked
                    on:change=move |ev| set(key, if event_target_checked(&ev) { "1" } else { "0" }.to_string())/>
                <span>{o.label}</span>
            </label>
        }
        .into_any()
    } else {
        let value = o.value.clone();
        view! {
            <label class="field">
                <span>{o.label}</span>
                <select data-testid=testid prop:disabled=o.disabled on:change=move |ev| set(key, event_target_value(&ev))>
                    {o.choices.into_iter().map(|(v, label)| view! {
                        <option value=v selected=value == v>{label}</option>
                    }).collect_view()}
                </select>
            </label>
        }
        .into_any()
    }
}
