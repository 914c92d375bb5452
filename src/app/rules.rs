//! The rules, one tap away: a dialog over the table.

use super::use_ctx;
use crate::i18n::typo;
use leptos::prelude::*;

#[component]
pub fn RulesDialog() -> impl IntoView {
    let ctx = use_ctx();
    // Opened once the game's code is loaded (`games::with`): always there.
    let Some(game) = super::games::loaded(ctx.rules_game.get_untracked()) else {
        ctx.rules_open.set(false);
        return ().into_any();
    };
    // The focus goes back where it was (the button that opened the rules).
    let opener = StoredValue::new_local(document().active_element());
    let close = move || {
        ctx.rules_open.set(false);
        if let Some(Some(el)) = opener.try_get_value() {
            if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                request_animation_frame(move || {
                    let _ = el.focus();
                });
            }
        }
    };
    let esc = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            close();
        }
    });
    on_cleanup(move || esc.remove());
    crate::ui::focus_later("rules-close");
    view! {
        <div class="backdrop" on:click=move |_| close()></div>
        <section class="dialog rules" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules">
            <div class="dialog-head">
                <h2 id="rules-title">{typo(match ctx.lang.get_untracked().fr() {
                    true => format!("Règles : {}", game.name),
                    false => format!("Rules of {}", game.name),
                })}</h2>
                <button id="rules-close" data-testid="rules-close" on:click=move |_| close()
                    aria-label=ctx.t("Fermer les règles", "Close the rules")>"✕"</button>
            </div>
            <div class="dialog-body" tabindex="0">
                {(game.rules)(ctx.lang.get_untracked().fr()).iter().map(|section| view! {
                    <h3>{typo(section.title.to_string())}</h3>
                    {paragraphs(section.paragraphs)}
                }).collect_view()}
            </div>
        </section>
    }
    .into_any()
}

/// Paragraphs, with runs of "• " lines as bullet lists.
fn paragraphs(paras: &'static [&'static str]) -> impl IntoView {
    let mut out = Vec::new();
    let mut bullets: Vec<&'static str> = Vec::new();
    let flush = |bullets: &mut Vec<&'static str>, out: &mut Vec<AnyView>| {
        if !bullets.is_empty() {
            let items = std::mem::take(bullets);
            out.push(
                view! { <ul>{items.into_iter().map(|b| view! { <li>{typo(b.to_string())}</li> }).collect_view()}</ul> }
                    .into_any(),
            );
        }
    };
    for p in paras {
        if let Some(b) = p.strip_prefix("• ") {
            bullets.push(b);
        } else {
            flush(&mut bullets, &mut out);
            out.push(view! { <p>{typo(p.to_string())}</p> }.into_any());
        }
    }
    flush(&mut bullets, &mut out);
    out
}
