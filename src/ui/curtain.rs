//! The curtain: "pass the tablet to Ana". While it is up, the page holds
//! nothing but this (no card, no secret of anyone: not hidden, absent).

use crate::app::use_ctx;
use crate::i18n::typo;
use leptos::prelude::*;

#[component]
pub fn Curtain(
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
    let fr = ctx.lang.get_untracked() == crate::app::i18n::Lang::Fr;
    crate::ui::focus_later("curtain-go");
    view! {
        <section class="curtain" data-testid="curtain" aria-labelledby="curtain-title">
            {(!moments.is_empty()).then(|| view! {
                <div class="moments" data-testid="moments" role="status"
                    aria-label=ctx.t("Pour toute la table", "For the whole table")>
                    {moments.into_iter().map(|m| view! { <p class="moment">{typo(m)}</p> }).collect_view()}
                </div>
            })}
            <p class="curtain-hint">{ctx.t("Passez la tablette à", "Pass the tablet to")}</p>
            <h1 id="curtain-title" class="curtain-name">{name}</h1>
            <p>{match taking_back.is_some() {
                true => ctx.t("pour reprendre son dernier coup. Les autres ne regardent pas l'écran.",
                    "to take back their last move. Everyone else looks away."),
                false => ctx.t("Les autres ne regardent pas l'écran.", "Everyone else looks away."),
            }}</p>
            <button id="curtain-go" class="primary big" data-testid="curtain-go" on:click=move |_| on_go.run(())>
                {match (fr, taking_back.is_some()) {
                    (true, false) => format!("Je suis {who}, voir mon jeu"),
                    (false, false) => format!("I am {who}, show my game"),
                    (true, true) => format!("Je suis {who}, reprendre mon coup"),
                    (false, true) => format!("I am {who}, take back my move"),
                }}
            </button>
            {taking_back.map(|back| view! {
                <button class="link" data-testid="curtain-back" on:click=move |_| back.run(())>
                    {ctx.t("Retour : ne rien reprendre", "Back: take nothing back")}
                </button>
            })}
            {undo_by.map(|prev| {
                let label = prev.clone();
                view! {
                    <button class="link" data-testid="curtain-undo" on:click=move |_| on_undo.run(())>
                        {typo(match ctx.lang.get_untracked() {
                            crate::app::i18n::Lang::Fr => format!("{label} : annuler mon dernier coup"),
                            crate::app::i18n::Lang::En => format!("{label}: undo my last move"),
                        })}
                    </button>
                }
            })}
        </section>
    }
}
