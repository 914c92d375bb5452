//! Seat setup, shared by every game: how many seats, a name and a kind for each.

use crate::app::{play::kind_label, use_ctx};
use crate::engine::{SeatKind, SeatSetup};
use leptos::prelude::*;

#[component]
pub fn SeatSetupForm(
    /// Seats in use (3–6 for most games).
    count: RwSignal<usize>,
    min: usize,
    max: usize,
    /// Always `max` entries; the first `count` are used.
    seats: RwSignal<Vec<SeatSetup>>,
) -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <fieldset class="seats">
            <legend>{ctx.t("Joueurs", "Players")}</legend>
            <label class="field">
                <span>{ctx.t("Nombre de joueurs", "Number of players")}</span>
                <select data-testid="players" on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        count.set(n.clamp(min, max));
                    }
                }>
                    {(min..=max).map(|n| view! {
                        <option value=n.to_string() selected=move || count.get() == n>{n.to_string()}</option>
                    }).collect_view()}
                </select>
            </label>
            <ol class="seat-list">
                {move || (0..count.get()).map(|i| {
                    let name = move || seats.with(|s| s[i].name.clone());
                    let kind = move || seats.with(|s| s[i].kind);
                    view! {
                        <li class="seat-row">
                            <label class="field">
                                <span>{match ctx.lang.get_untracked() {
                                    crate::app::i18n::Lang::Fr => format!("Nom du joueur {}", i + 1),
                                    crate::app::i18n::Lang::En => format!("Player {} name", i + 1),
                                }}</span>
                                <input type="text" maxlength="20" data-testid=format!("seat-name-{i}")
                                    prop:value=name
                                    on:input=move |ev| {
                                        let v: String = event_target_value(&ev).chars().take(20).collect();
                                        seats.update(|s| s[i].name = v);
                                    }/>
                            </label>
                            <label class="field">
                                <span>{ctx.t("Qui joue", "Who plays")}</span>
                                <select data-testid=format!("seat-kind-{i}") on:change=move |ev| {
                                    if let Some(k) = SeatKind::parse(&event_target_value(&ev)) {
                                        seats.update(|s| s[i].kind = k);
                                    }
                                }>
                                    {[SeatKind::Human, SeatKind::Easy, SeatKind::Strong].into_iter().map(|k| view! {
                                        <option value=k.code() selected=move || kind() == k>
                                            {kind_label(k, ctx.lang.get_untracked())}
                                        </option>
                                    }).collect_view()}
                                </select>
                            </label>
                        </li>
                    }
                }).collect_view()}
            </ol>
        </fieldset>
    }
}
