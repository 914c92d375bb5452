//! Home: the games, the saved games, import, rules.

use super::play;
use super::{storage, use_ctx, Route};
use crate::scene::{self, AnyTable, GameInfo};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Games to come, shown so the home tells what Tablée will hold.
const COMING: [(&str, &str, &str, &str, &str); 4] = [
    ("barracuda", "Barracuda", "Bars, billets secrets et faux billets.", "Bars, secret money and fake notes.", "3–5"),
    (
        "bourse",
        "La Bourse aux Idées",
        "Réunissez des idées et échangez-les.",
        "Collect idea sets and trade them.",
        "2–5",
    ),
    (
        "levee",
        "Preums ! — la levée de fonds",
        "Enchères pour financer votre blog.",
        "Auctions to fund your blog.",
        "3–6",
    ),
    ("pfeffersacke", "Pfeffersäcke", "Comptoirs de commerce sur la carte.", "Trade posts on a map.", "2–6"),
];

/// A saved game as the home shows it.
enum Saved {
    Ready(GameInfo, Box<dyn AnyTable>),
    Broken(GameInfo, String, String),
}

fn saved_games() -> Vec<Saved> {
    scene::catalogue()
        .into_iter()
        .filter_map(|g| match play::saved(&g) {
            Ok(Some(t)) => Some(Saved::Ready(g, t)),
            Ok(None) => None,
            Err((raw, why)) => Some(Saved::Broken(g, raw, why)),
        })
        .collect()
}

#[component]
pub fn Home() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang.get_untracked();
    // The saved games: resumable, or broken (shown, never wiped silently).
    let saved = RwSignal::new_local(saved_games());
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            let Some(text) = text else { return ctx.say(ctx.t("Fichier illisible.", "Unreadable file.").into()) };
            // The file names its game; an unknown one is refused by the first game's reader.
            let id = serde_json::from_str::<serde_json::Value>(&text)
                .ok()
                .and_then(|v| v.get("game").and_then(|g| g.as_str()).map(str::to_string));
            let game = id.as_deref().and_then(scene::find).unwrap_or_else(|| scene::catalogue()[0]);
            match (game.load)(text.as_bytes()) {
                Ok(table) => play::open(ctx, table),
                Err(e) => ctx.say(format!("{} {e}", ctx.t("Import impossible :", "Cannot import:"))),
            }
        });
    };
    let banners = move || {
        saved.with(|all| {
            all.iter()
                .map(|s| match s {
                    Saved::Ready(g, table) => {
                        let id = g.id;
                        let g = *g;
                        view! {
                            <div class="banner resume" data-testid="resume" data-game=id>
                                <p>{table.resume_line(lang)}</p>
                                <button class="primary" data-testid="resume-btn" on:click=move |_| {
                                    if let Ok(Some(table)) = play::saved(&g) {
                                        play::open(ctx, table);
                                    }
                                }>{ctx.t("Reprendre", "Resume")}</button>
                            </div>
                        }
                        .into_any()
                    }
                    Saved::Broken(g, raw, why) => {
                        let id = g.id;
                        let raw_text = raw.clone();
                        let heading = match lang.fr() {
                            true => format!("La partie de {} sauvegardée ne peut pas être lue", g.name),
                            false => format!("The saved {} game cannot be read", g.name),
                        };
                        view! {
                            <div class="banner error" data-testid="save-error" data-game=id role="alert">
                                <h2>{heading}</h2>
                                <p>{why.clone()}</p>
                                <p>{ctx.t("Voici son texte brut : copiez-le ou téléchargez-le avant de recommencer.",
                                          "Here is its raw text: copy or download it before starting afresh.")}</p>
                                <textarea data-testid="save-raw" readonly rows="4"
                                    aria-label=ctx.t("Texte brut de la sauvegarde", "Raw text of the save")>{raw.clone()}</textarea>
                                <div class="actions">
                                    <button class="secondary" on:click=move |_| storage::download(&format!("tablee-{id}-save.txt"), &raw_text)>
                                        {ctx.t("Télécharger", "Download")}
                                    </button>
                                    <button class="primary" data-testid="start-fresh" on:click=move |_| {
                                        storage::remove(&storage::save_key(id));
                                        saved.set(saved_games());
                                    }>
                                        {ctx.t("Effacer et recommencer", "Delete it and start afresh")}
                                    </button>
                                </div>
                            </div>
                        }
                        .into_any()
                    }
                })
                .collect_view()
        })
    };
    let tiles = scene::catalogue()
        .into_iter()
        .map(|g| {
            let (min, max) = g.players;
            let id = g.id;
            view! {
                <li class="game-tile" data-game=id>
                    <h2>{g.name}</h2>
                    <p>{(g.pitch)(lang.fr())}</p>
                    <p class="meta">{match lang.fr() {
                        true => format!("{min} à {max} joueurs"),
                        false => format!("{min} to {max} players"),
                    }}</p>
                    <div class="actions">
                        <button class="primary" data-testid=format!("play-{id}") on:click=move |_| ctx.route.set(Route::Setup(id))>
                            {ctx.t("Jouer", "Play")}
                        </button>
                        <button class="secondary" id=format!("open-rules-{id}") data-testid=format!("rules-{id}") on:click=move |_| {
                            ctx.rules_game.set(id);
                            ctx.rules_open.set(true);
                        }>
                            {ctx.t("Règles", "Rules")}
                        </button>
                    </div>
                </li>
            }
        })
        .collect_view();
    let coming = COMING
        .into_iter()
        .filter(|(id, ..)| scene::find(id).is_none())
        .map(|(_, name, fr, en, players)| {
            view! {
                <li class="game-tile soon">
                    <h2>{name}</h2>
                    <p>{ctx.t(fr, en)}</p>
                    <p class="meta">{format!("{} {players} · {}", ctx.t("Joueurs", "Players"), ctx.t("bientôt", "coming soon"))}</p>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="home" data-testid="home">
            <h1>"Tablée"</h1>
            <p class="pitch">{ctx.t(
                "Des jeux de société sur une seule tablette qu'on se passe autour de la table, ou seul contre l'ordinateur.",
                "Tabletop games on one tablet passed around the table, or alone against the computer.")}</p>
            {banners}
            <ul class="games">{tiles}{coming}</ul>
            <div class="import">
                <label class="button secondary" for="import-file">{ctx.t("Importer une partie (fichier .json)", "Import a game (.json file)")}</label>
                <input id="import-file" class="visually-hidden" type="file" accept=".json,application/json,text/plain" on:change=import/>
            </div>
        </section>
    }
}
