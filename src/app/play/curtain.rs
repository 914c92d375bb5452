//! The curtain: "pass the tablet to Ana". While it is up, the page holds
//! nothing but this (no card, no secret of anyone: not hidden, absent).

use super::Driver;
use crate::app::{use_ctx, Ctx};
use crate::engine::Seat;
use crate::i18n::{shell, typo};
use leptos::prelude::*;

/// The curtain of `seat`, whose turn it is; "undo my last move" on it
/// hands the tablet back to the previous holder first (`taking_back`).
pub(super) fn for_turn(ctx: Ctx, driver: Driver, seat: Seat, taking_back: RwSignal<Option<Seat>>) -> AnyView {
    let (name, undo_by, moments) = driver.table.with_untracked(|t| {
        let names = t.seat_names();
        let undo_by = t.holder().filter(|_| t.can_undo()).map(|h| (h, names[h.index()].clone()));
        (names[seat.index()].clone(), undo_by, t.moments(ctx.lang.get_untracked()))
    });
    let owner = undo_by.as_ref().map(|(h, _)| *h);
    view! {
        <Curtain
            name=name
            undo_by=undo_by.map(|(_, n)| n)
            moments=moments
            on_go=Callback::new(move |_| {
                driver.take_tablet(ctx, seat);
                crate::ui::focus_later("table-status");
            })
            on_undo=Callback::new(move |_| {
                if let Some(owner) = owner {
                    taking_back.set(Some(owner));
                }
            })
        />
    }
    .into_any()
}

/// The curtain of `owner`, the previous holder, called back to take back
/// their move: their tap undoes it (if nothing moved meanwhile).
pub(super) fn for_taking_back(ctx: Ctx, driver: Driver, owner: Seat, taking_back: RwSignal<Option<Seat>>) -> AnyView {
    let (name, moments) =
        driver.table.with_untracked(|t| (t.seat_names()[owner.index()].clone(), t.moments(ctx.lang.get_untracked())));
    view! {
        <Curtain
            name=name
            undo_by=None
            moments=moments
            on_go=Callback::new(move |_| {
                taking_back.set(None);
                // Still theirs to take back (nothing moved meanwhile).
                if driver.table.with_untracked(|t| t.holder() == Some(owner) && t.can_undo()) {
                    driver.undo(ctx);
                    crate::ui::focus_later("table-status");
                }
            })
            on_undo=Callback::new(|_| {})
            taking_back=Callback::new(move |_| taking_back.set(None))
        />
    }
    .into_any()
}

#[component]
fn Curtain(
    /// The next player's name.
    name: String,
    /// The previous holder may still take back their move: their name.
    undo_by: Option<String>,
    /// What just happened in public (an offer turned face up, stakes
    /// revealed…): the whole table reads it before the tablet changes hands.
    moments: Vec<String>,
    on_go: Callback<()>,
    on_undo: Callback<()>,
    /// This curtain hands the tablet back to the previous player so they
    /// take back their move: their tap undoes it; "back" returns to the
    /// curtain of the player whose turn it is.
    #[prop(optional)]
    taking_back: Option<Callback<()>>,
) -> impl IntoView {
    let ctx = use_ctx();
    let who = name.clone();
    let lang = ctx.lang.get_untracked();
    crate::ui::focus_later("curtain-go");
    view! {
        <section class="curtain" data-testid="curtain" aria-labelledby="curtain-title">
            {(!moments.is_empty()).then(|| view! {
                <div class="moments" data-testid="moments" role="status"
                    aria-label=shell::moments_label(lang)>
                    {moments.into_iter().map(|m| view! { <p class="moment">{typo(m)}</p> }).collect_view()}
                </div>
            })}
            <p class="curtain-hint">{shell::curtain_pass_to(lang)}</p>
            <h1 id="curtain-title" class="curtain-name">{name}</h1>
            <p>{match taking_back.is_some() {
                true => shell::curtain_take_back(lang),
                false => shell::curtain_look_away(lang),
            }}</p>
            <button id="curtain-go" class="primary big" data-testid="curtain-go" on:click=move |_| on_go.run(())>
                {match taking_back.is_some() {
                    false => shell::curtain_go(lang, &who),
                    true => shell::curtain_go_take_back(lang, &who),
                }}
            </button>
            {taking_back.map(|back| view! {
                <button class="link" data-testid="curtain-back" on:click=move |_| back.run(())>
                    {shell::curtain_back(lang)}
                </button>
            })}
            {undo_by.map(|prev| {
                let label = prev.clone();
                view! {
                    <button class="link" data-testid="curtain-undo" on:click=move |_| on_undo.run(())>
                        {typo(shell::curtain_undo(lang, &label))}
                    </button>
                }
            })}
        </section>
    }
}
