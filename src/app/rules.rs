//! The rules, one tap away: a dialog over the table.

use super::use_ctx;
use crate::i18n::{shell, typo};
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
    // The page behind is inert while the rules are open.
    crate::ui::behind_modal(true);
    on_cleanup(|| crate::ui::behind_modal(false));
    let close = move || {
        ctx.rules_open.set(false);
        crate::ui::behind_modal(false);
        let opener = opener.try_get_value().flatten();
        request_animation_frame(move || {
            // The button that opened them, or, redrawn since, the table's own.
            let back = opener
                .filter(|e| e.is_connected())
                .or_else(|| document().get_element_by_id("open-rules"))
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
            if let Some(el) = back {
                let _ = el.focus();
            }
        });
    };
    let dialog = NodeRef::<leptos::html::Section>::new();
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(d) = dialog.get_untracked() {
            crate::ui::keep_tab_inside(&ev, &d);
        }
    };
    let esc = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            close();
        }
    });
    on_cleanup(move || esc.remove());
    crate::ui::focus_later("rules-close");
    let lang = ctx.lang.get_untracked();
    // The rules arrive when they are opened (fetched in the language shown,
    // then kept; precached for offline play all the same).
    let ready = RwSignal::new(game.texts.rules(lang).is_some());
    let failed = RwSignal::new(false);
    if !ready.get_untracked() {
        leptos::task::spawn_local(async move {
            let ok = super::i18n::ensure_rules(lang, game.texts).await;
            let _ = ready.try_set(ok);
            let _ = failed.try_set(!ok);
        });
    }
    let body = move || {
        if failed.get() {
            return view! { <p>{shell::rules_unavailable(lang)}</p> }.into_any();
        }
        if !ready.get() {
            return view! { <p class="loading" aria-busy="true">{shell::loading_rules(lang)}</p> }.into_any();
        }
        let sections = game.texts.rules(lang).unwrap_or_default();
        sections
            .iter()
            .map(|section| {
                view! {
                    <h3>{typo(section.title.clone())}</h3>
                    {paragraphs(&section.paragraphs)}
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <div class="backdrop" on:click=move |_| close()></div>
        <section class="dialog rules" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules"
            node_ref=dialog on:keydown=on_key>
            <div class="dialog-head">
                <h2 id="rules-title">{typo(shell::rules_of(lang, game.name))}</h2>
                <button id="rules-close" data-testid="rules-close" on:click=move |_| close()
                    aria-label=shell::close_rules(lang)>"✕"</button>
            </div>
            <div class="dialog-body" tabindex="0" role="document" aria-labelledby="rules-title">{body}</div>
        </section>
    }
    .into_any()
}

/// Paragraphs, with runs of "• " lines as bullet lists.
fn paragraphs(paras: &[String]) -> impl IntoView {
    let mut out = Vec::new();
    let mut bullets: Vec<String> = Vec::new();
    let flush = |bullets: &mut Vec<String>, out: &mut Vec<AnyView>| {
        if !bullets.is_empty() {
            let items = std::mem::take(bullets);
            out.push(
                view! { <ul>{items.into_iter().map(|b| view! { <li>{typo(b)}</li> }).collect_view()}</ul> }.into_any(),
            );
        }
    };
    for p in paras {
        if let Some(b) = p.strip_prefix("• ") {
            bullets.push(b.to_string());
        } else {
            flush(&mut bullets, &mut out);
            out.push(view! { <p>{typo(p.to_string())}</p> }.into_any());
        }
    }
    flush(&mut bullets, &mut out);
    out
}
