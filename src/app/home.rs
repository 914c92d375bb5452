//! Home: the games, the saved game, import, rules.

use super::play::{self, Driver, Session};
use super::{storage, use_ctx, Route};
use crate::engine::{Game, Table, TableGame};
use crate::games::sorciers::{self, Sorciers};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Games to come, shown so the home tells what Tablée will hold.
const COMING: [(&str, &str, &str, &str); 4] = [
    ("Barracuda", "Bars, billets secrets et faux billets.", "Bars, secret money and fake notes.", "3–5"),
    ("La Bourse aux Idées", "Réunissez des idées et échangez-les.", "Collect idea sets and trade them.", "2–5"),
    ("Preums ! — la levée de fonds", "Enchères pour financer votre blog.", "Auctions to fund your blog.", "3–6"),
    ("Pfeffersäcke", "Comptoirs de commerce sur la carte.", "Trade posts on a map.", "2–6"),
];

#[component]
pub fn Home() -> impl IntoView {
    let ctx = use_ctx();
    // The saved game: resumable, or broken (shown, never wiped silently).
    let saved = RwSignal::new_local(play::saved_sorciers());
    let resume = move |_| {
        if saved.with_untracked(|s| matches!(s, Ok(Some(_)))) {
            if let Ok(Some(table)) = play::saved_sorciers() {
                play::open(ctx, Session::Sorciers(Driver::new(ctx, table)));
            }
        }
    };
    let start_fresh = move |_| {
        storage::remove(&storage::save_key(Sorciers::ID));
        saved.set(Ok(None));
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            let Some(text) = text else { return ctx.say(ctx.t("Fichier illisible.", "Unreadable file.").into()) };
            match Table::<Sorciers>::from_save(text.as_bytes()) {
                Ok(table) => play::open(ctx, Session::Sorciers(Driver::new(ctx, table))),
                Err(e) => ctx.say(format!("{} {e}", ctx.t("Import impossible :", "Cannot import:"))),
            }
        });
    };
    view! {
        <section class="home" data-testid="home">
            <h1>"Tablée"</h1>
            <p class="pitch">{ctx.t(
                "Des jeux de société sur une seule tablette qu'on se passe autour de la table, ou seul contre l'ordinateur.",
                "Tabletop games on one tablet passed around the table, or alone against the computer.")}</p>
            {move || saved.with(|saved| match saved {
                Ok(Some(table)) => Some(view! {
                    <div class="banner resume" data-testid="resume">
                        <p>{resume_text(table, ctx.lang.get())}</p>
                        <button class="primary" data-testid="resume-btn" on:click=resume>{ctx.t("Reprendre", "Resume")}</button>
                    </div>
                }.into_any()),
                Err((raw, why)) => Some({
                    let (raw, why) = (raw.clone(), why.clone());
                    let raw_text = raw.clone();
                    view! {
                    <div class="banner error" data-testid="save-error" role="alert">
                        <h2>{ctx.t("La partie sauvegardée ne peut pas être lue", "The saved game cannot be read")}</h2>
                        <p>{why}</p>
                        <p>{ctx.t("Voici son texte brut : copiez-le ou téléchargez-le avant de recommencer.",
                                  "Here is its raw text: copy or download it before starting afresh.")}</p>
                        <textarea data-testid="save-raw" readonly rows="4"
                            aria-label=ctx.t("Texte brut de la sauvegarde", "Raw text of the save")>{raw.clone()}</textarea>
                        <div class="actions">
                            <button class="secondary" on:click=move |_| storage::download("tablee-sorciers-save.txt", &raw_text)>
                                {ctx.t("Télécharger", "Download")}
                            </button>
                            <button class="primary" data-testid="start-fresh" on:click=start_fresh>
                                {ctx.t("Effacer et recommencer", "Delete it and start afresh")}
                            </button>
                        </div>
                    </div>
                }.into_any()}),
                Ok(None) => None,
            })}
            <ul class="games">
                <li class="game-tile" data-game="sorciers">
                    <h2>"Sorciers"</h2>
                    <p>{sorciers::rules_text::pitch(ctx.lang.get_untracked().fr())}</p>
                    <p class="meta">{ctx.t("3 à 6 joueurs · 30 à 60 min", "3 to 6 players · 30 to 60 min")}</p>
                    <div class="actions">
                        <button class="primary" data-testid="play-sorciers" on:click=move |_| ctx.route.set(Route::Setup)>
                            {ctx.t("Jouer", "Play")}
                        </button>
                        <button class="secondary" id="open-rules" data-testid="rules-sorciers" on:click=move |_| ctx.rules_open.set(true)>
                            {ctx.t("Règles", "Rules")}
                        </button>
                    </div>
                </li>
                {COMING.into_iter().map(|(name, fr, en, players)| view! {
                    <li class="game-tile soon">
                        <h2>{name}</h2>
                        <p>{ctx.t(fr, en)}</p>
                        <p class="meta">{format!("{} {players} · {}", ctx.t("Joueurs", "Players"), ctx.t("bientôt", "coming soon"))}</p>
                    </li>
                }).collect_view()}
            </ul>
            <div class="import">
                <label class="button secondary" for="import-file">{ctx.t("Importer une partie (fichier .json)", "Import a game (.json file)")}</label>
                <input id="import-file" class="visually-hidden" type="file" accept=".json,application/json,text/plain" on:change=import/>
            </div>
        </section>
    }
}

fn resume_text<G: TableGame>(table: &Table<G>, lang: super::i18n::Lang) -> String {
    let names: Vec<&str> = table.seats().iter().map(|s| s.name.as_str()).collect();
    let over = table.outcome().is_some();
    match (lang.fr(), over) {
        (true, false) => {
            format!("Partie de Sorciers en cours avec {} ({} coups joués).", names.join(", "), table.moves_made())
        }
        (false, false) => {
            format!("Sorciers game in progress with {} ({} moves played).", names.join(", "), table.moves_made())
        }
        (true, true) => format!("Partie de Sorciers terminée avec {} : voir les résultats.", names.join(", ")),
        (false, true) => format!("Finished Sorciers game with {}: see the results.", names.join(", ")),
    }
}
