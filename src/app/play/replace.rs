//! The question asked when a new game would take the place of a game in
//! progress: only with [`IN_PROGRESS_MAX`] games in progress, about the
//! oldest of them.

use super::persist::export_name;
use super::{open, saved};
use crate::app::i18n::Lang;
use crate::app::{games, storage, use_ctx};
use crate::catalogue::Listing;
use crate::i18n::{shell, typo};
use crate::scene::AnyTable;
use crate::shelf::{SaveId, IN_PROGRESS_MAX};
use leptos::prelude::*;

/// A new game the player asked for, waiting while they decide what
/// becomes of the game in progress it would replace.
pub struct Replacing {
    pub new: Box<dyn AnyTable>,
    /// The game of the oldest game in progress, and which save it is.
    pub listing: Listing,
    pub at: SaveId,
    /// Its players and moves, or `None` when its save cannot be read (it is
    /// kept all the same until the player says).
    pub old: Option<(Vec<String>, usize)>,
    /// When it was last played (ms since 1970), if known.
    pub when: Option<f64>,
    /// The new game comes from a file (an import), not from the setup.
    pub imported: bool,
}

/// "Last played: 24 Nov 2026, 21:40" in the player's language.
fn when_text(lang: Lang, when: f64) -> String {
    let date = js_sys::Date::new(&when.into());
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeStyle".into(), &"short".into());
    date.to_locale_string(shell::date_locale(lang), &options).as_string().unwrap_or_default()
}

/// What the question says: its title, the game in progress (players and
/// moves), when it was last played, and what replacing it would do.
struct Wording {
    title: String,
    what: String,
    last: Option<String>,
    question: String,
}

impl Replacing {
    fn wording(&self, lang: Lang) -> Wording {
        let (name, old, when, imported) = (self.listing.name, &self.old, self.when, self.imported);
        let title = shell::replace_title(lang, IN_PROGRESS_MAX);
        let what = match old {
            Some((names, n)) => shell::replace_what(lang, name, names.join(", "), *n),
            None => shell::replace_unreadable(lang, name),
        };
        let last = when.map(|w| shell::replace_last_played(lang, when_text(lang, w)));
        let question = match imported {
            false => shell::replace_question_new(lang).to_string(),
            true => shell::replace_question_import(lang).to_string(),
        };
        Wording { title, what, last, question }
    }
}

/// The question before a new game would replace a game in progress.
#[component]
pub fn ReplaceDialog() -> impl IntoView {
    let ctx = use_ctx();
    move || {
        let pending = ctx.replacing.get()?;
        let lang = ctx.lang.get_untracked();
        let (id, at, Wording { title, what, last, question }) = {
            let p = pending.borrow();
            let p = p.as_ref()?;
            (p.listing.id, p.at.clone(), p.wording(lang))
        };
        let close = move || ctx.replacing.set(None);
        let keep = {
            let at = at.clone();
            move |_: ()| {
                close();
                let at = at.clone();
                games::with(ctx, id, move |game| {
                    if let Ok(Some(table)) = saved(&game, &at) {
                        open(ctx, table, Some(at.clone()));
                    }
                });
            }
        };
        let export = {
            let at = at.clone();
            move |_| {
                if let Some(raw) = storage::shelf(|s| s.get(&at)) {
                    let names = crate::engine::SaveSummary::read(raw.as_bytes()).map(|s| s.names).unwrap_or_default();
                    storage::download(&export_name(id, &names), &raw);
                }
            }
        };
        let replace = {
            let pending = pending.clone();
            move |_| {
                let taken = pending.borrow_mut().take();
                close();
                if let Some(p) = taken {
                    storage::shelf(|s| s.remove(&p.at));
                    open(ctx, p.new, None);
                }
            }
        };
        // Escape keeps the game in progress and resumes it (the default);
        // Tab stays in the question, the page behind it inert.
        let dialog = NodeRef::<leptos::html::Section>::new();
        let on_key = {
            let keep = keep.clone();
            move |ev: leptos::ev::KeyboardEvent| {
                if ev.key() == "Escape" {
                    keep(());
                } else if let Some(d) = dialog.get_untracked() {
                    crate::ui::keep_tab_inside(&ev, &d);
                }
            }
        };
        crate::ui::behind_modal(true);
        on_cleanup(|| crate::ui::behind_modal(false));
        crate::ui::focus_later("replace-keep");
        Some(view! {
            <div class="dialog-backdrop">
                <section class="dialog replace" role="alertdialog" aria-modal="true" data-testid="replace-dialog"
                    aria-labelledby="replace-title" aria-describedby="replace-what" on:keydown=on_key node_ref=dialog>
                    <h2 id="replace-title">{typo(title)}</h2>
                    <p id="replace-what" data-testid="replace-what">{typo(what)}" "{last.map(typo)}</p>
                    <p>{typo(question)}</p>
                    <div class="actions">
                        <button id="replace-keep" type="button" class="primary" data-testid="replace-keep" on:click=move |_| keep(())>
                            {shell::replace_keep(lang)}
                        </button>
                        <button type="button" class="secondary" data-testid="replace-export" on:click=export>
                            {shell::replace_export(lang)}
                        </button>
                        <button type="button" class="danger" data-testid="replace-confirm" on:click=replace>
                            {shell::replace_confirm(lang)}
                        </button>
                    </div>
                </section>
            </div>
        })
    }
}
