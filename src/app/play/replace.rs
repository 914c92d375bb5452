//! One saved game per game: the question asked before a new game would
//! replace a game in progress.

use super::persist::export_name;
use super::{open, saved};
use crate::app::i18n::Lang;
use crate::app::{games, storage, use_ctx};
use crate::catalogue::GameInfo;
use crate::i18n::{shell, typo};
use crate::scene::AnyTable;
use leptos::prelude::*;

/// A new game the player asked for, waiting while they decide what
/// becomes of the game in progress it would replace.
pub struct Replacing {
    pub new: Box<dyn AnyTable>,
    pub game: GameInfo,
    /// The game in progress: its players and moves, or `None` when its save
    /// cannot be read (it is kept all the same until the player says).
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
        let (name, old, when, imported) = (self.game.name, &self.old, self.when, self.imported);
        let title = shell::replace_title(lang, name);
        let what = match old {
            Some((names, n)) => shell::replace_what(lang, names.join(", "), *n),
            None => shell::replace_unreadable(lang).to_string(),
        };
        let last = when.map(|w| shell::replace_last_played(lang, when_text(lang, w)));
        let question = match imported {
            false => shell::replace_question_new(lang, name),
            true => shell::replace_question_import(lang, name),
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
        let (id, Wording { title, what, last, question }) = {
            let p = pending.borrow();
            let p = p.as_ref()?;
            (p.game.id, p.wording(lang))
        };
        let close = move || ctx.replacing.set(None);
        let keep = move |_: ()| {
            close();
            let Some(game) = games::loaded(id) else { return };
            if let Ok(Some(table)) = saved(&game) {
                open(ctx, table);
            }
        };
        let export = move |_| {
            if let Some(raw) = storage::get(&storage::save_key(id)) {
                let names = crate::engine::SaveSummary::read(raw.as_bytes()).map(|s| s.names).unwrap_or_default();
                storage::download(&export_name(id, &names), &raw);
            }
        };
        let replace = {
            let pending = pending.clone();
            move |_| {
                let taken = pending.borrow_mut().take();
                close();
                if let Some(p) = taken {
                    open(ctx, p.new);
                }
            }
        };
        // Escape keeps the game in progress and resumes it (the default).
        let on_key = move |ev: leptos::ev::KeyboardEvent| {
            if ev.key() == "Escape" {
                keep(());
            }
        };
        crate::ui::focus_later("replace-keep");
        Some(view! {
            <div class="dialog-backdrop">
                <section class="dialog replace" role="alertdialog" aria-modal="true" data-testid="replace-dialog"
                    aria-labelledby="replace-title" aria-describedby="replace-what" on:keydown=on_key>
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
