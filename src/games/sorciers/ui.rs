//! The Sorciers table in the browser: hand, trick, trump, bids, players,
//! score sheet, log, end screen, and the options form of the setup screen.
//! It renders only the view of the seat holding the tablet.

use super::text::{card_name, event_text, fmt_points, race_name, race_symbol, why_not};
use super::{BidMode, BidView, Card, Config, Event, Kind, Move, Phase, Race, SorcierTurned, Sorciers, View};
use crate::app::play::{self, Driver};
use crate::app::{storage, use_ctx, Ctx, Query, Route};
use crate::engine::{Entry, Screen, Seat, SeatKind};
use crate::i18n::Lang;
use crate::ui::log::GameLog;
use crate::ui::sheet::{ScoreSheet, SheetRow};
use crate::ui::Toggle;
use leptos::prelude::*;

// ---------------------------------------------------------------- names

fn card_class(card: Card) -> &'static str {
    match card.kind() {
        Kind::Race(Race::H, _) => "card race-h",
        Kind::Race(Race::E, _) => "card race-e",
        Kind::Race(Race::N, _) => "card race-n",
        Kind::Race(Race::G, _) => "card race-g",
        Kind::Sorcier => "card sorcier",
        Kind::Fou => "card fou",
    }
}

/// The drawn face of a card (decorative: the accessible name is on the card).
fn card_face(card: Card) -> impl IntoView {
    let (top, sym) = match card.kind() {
        Kind::Race(r, v) => (v.to_string(), race_symbol(r)),
        // The letter is drawn by CSS: the accessible name ("Sorcier") is on the card.
        Kind::Sorcier => (String::new(), "✶"),
        Kind::Fou => (String::new(), "☾"),
    };
    view! {
        <span class="corner" aria-hidden="true">{top}</span>
        <span class="sym" aria-hidden="true">{sym}</span>
    }
}

/// A card shown on the table (not a control).
fn table_card(card: Card, lang: Lang) -> impl IntoView {
    view! {
        <span class=card_class(card) role="img" aria-label=card_name(card, lang) data-card=card.code()>
            {card_face(card)}
        </span>
    }
}

// ---------------------------------------------------------------- events

// ---------------------------------------------------------------- options

/// The options from the URL (`bid=`, `vision=1`, `somme=1`, `official=1`).
pub fn config_from_query(q: &Query, players: u8) -> Config {
    let on = |k: &str| matches!(q.option(k), Some("1") | Some("true"));
    let bid_mode = match q.option("bid") {
        Some("simultaneous") => BidMode::Simultaneous,
        Some("hidden") => BidMode::Hidden,
        _ => BidMode::Open,
    };
    Config {
        players,
        sorcier_turned: if on("official") { SorcierTurned::DealerChooses } else { SorcierTurned::NoTrump },
        somme_non_nulle: on("somme") && bid_mode == BidMode::Open,
        bid_mode,
        vision_de_l_enfer: on("vision"),
    }
}

/// The variants of spec §7, each with its default; incompatible ones disabled.
#[component]
pub fn OptionsForm(config: RwSignal<Config>) -> impl IntoView {
    let ctx = use_ctx();
    let open_bids = move || config.with(|c| c.bid_mode == BidMode::Open);
    view! {
        <fieldset class="options">
            <legend>{ctx.t("Variantes", "Variants")}</legend>
            <Toggle testid="opt-official"
                label=ctx.t(
                    "Officielle : le donneur choisit l'atout quand un Sorcier est retourné",
                    "Official: the dealer chooses trump when a Sorcerer is turned")
                checked=Signal::derive(move || config.with(|c| c.sorcier_turned == SorcierTurned::DealerChooses))
                on_change=Callback::new(move |on| config.update(|c| {
                    c.sorcier_turned = if on { SorcierTurned::DealerChooses } else { SorcierTurned::NoTrump };
                }))/>
            <label class="field">
                <span>{ctx.t("Annonces", "Bids")}</span>
                <select data-testid="opt-bid-mode" on:change=move |ev| {
                    let mode = match event_target_value(&ev).as_str() {
                        "simultaneous" => BidMode::Simultaneous,
                        "hidden" => BidMode::Hidden,
                        _ => BidMode::Open,
                    };
                    config.update(|c| {
                        c.bid_mode = mode;
                        if mode != BidMode::Open {
                            c.somme_non_nulle = false;
                        }
                    });
                }>
                    <option value="open" selected=move || config.with(|c| c.bid_mode == BidMode::Open)>
                        {ctx.t("À voix haute, chacun son tour (règle de base)", "Out loud, in turn (basic rule)")}
                    </option>
                    <option value="simultaneous" selected=move || config.with(|c| c.bid_mode == BidMode::Simultaneous)>
                        {ctx.t("Simultanées : révélées avant le premier pli", "Simultaneous: revealed before the first trick")}
                    </option>
                    <option value="hidden" selected=move || config.with(|c| c.bid_mode == BidMode::Hidden)>
                        {ctx.t("Cachées : révélées en fin de manche", "Hidden: revealed at the end of the round")}
                    </option>
                </select>
            </label>
            <Toggle testid="opt-somme"
                label=ctx.t(
                    "Somme non-nulle : le donneur ne peut pas rendre le total des annonces égal au nombre de plis (annonces à voix haute seulement)",
                    "Somme non-nulle: the dealer may not make the bids add up to the tricks (out-loud bids only)")
                checked=Signal::derive(move || config.with(|c| c.somme_non_nulle))
                disabled=Signal::derive(move || !open_bids())
                on_change=Callback::new(move |on| config.update(|c| c.somme_non_nulle = on))/>
            <Toggle testid="opt-vision"
                label=ctx.t(
                    "Vision de l'enfer : pendant les annonces, on voit les mains des autres mais pas la sienne",
                    "Vision de l'enfer: while bidding you see the others' hands but not your own")
                checked=Signal::derive(move || config.with(|c| c.vision_de_l_enfer))
                on_change=Callback::new(move |on| config.update(|c| c.vision_de_l_enfer = on))/>
        </fieldset>
    }
}

// ---------------------------------------------------------------- the table

/// One player's public figures, as the strip shows them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct PlayerLine {
    bid: BidView,
    tricks: u8,
    total: i32,
    cards: u8,
    acting: bool,
    dealer: bool,
}

#[component]
pub fn SorciersTable(driver: Driver<Sorciers>, screen: Memo<Screen>) -> impl IntoView {
    let ctx = use_ctx();
    let view = Memo::new(move |_| driver.table.with(|t| t.view(t.viewer())));
    let names: Vec<String> = driver.table.with_untracked(|t| t.seats().iter().map(|s| s.name.clone()).collect());
    let kinds: Vec<SeatKind> = driver.table.with_untracked(|t| t.seats().iter().map(|s| s.kind).collect());
    let names = StoredValue::new(names);
    let can_undo = Memo::new(move |_| driver.table.with(|t| t.can_undo()));
    let me = Memo::new(move |_| view.with(|v| v.viewer.seat()));
    let my_turn = Memo::new(move |_| view.with(|v| v.my_turn()));

    let play = move |mv: Move| {
        let Some(seat) = me.get_untracked() else { return };
        if let Err(why) = driver.play(ctx, seat, mv) {
            if !why.is_empty() {
                ctx.say(why);
            }
        }
    };

    // ---- status line
    let status = move || {
        let lang = ctx.lang.get_untracked();
        view.with(|v| {
            let n = |s: Seat| names.with_value(|n| n[s.index()].clone());
            if let Some(o) = &v.outcome {
                let w: Vec<String> = o.winners.iter().map(|s| n(*s)).collect();
                return format!("{} {}", lang.t("Partie terminée. Victoire :", "Game over. Winner:"), w.join(", "));
            }
            let Some(actor) = v.to_act else { return String::new() };
            if v.my_turn() {
                return match v.phase {
                    Phase::TrumpChoice => lang.t("À vous : choisissez l'atout.", "Your turn: choose trump.").into(),
                    Phase::Bidding { .. } => lang
                        .t("À vous : combien de plis ferez-vous ?", "Your turn: how many tricks will you take?")
                        .into(),
                    _ => lang.t("À vous de jouer une carte.", "Your turn: play a card.").into(),
                };
            }
            match (lang, v.phase) {
                (Lang::Fr, Phase::Bidding { .. }) => format!("{} annonce…", n(actor)),
                (Lang::En, Phase::Bidding { .. }) => format!("{} is bidding…", n(actor)),
                (Lang::Fr, Phase::TrumpChoice) => format!("{} choisit l'atout…", n(actor)),
                (Lang::En, Phase::TrumpChoice) => format!("{} is choosing trump…", n(actor)),
                (Lang::Fr, _) => format!("{} joue…", n(actor)),
                (Lang::En, _) => format!("{} is playing…", n(actor)),
            }
        })
    };

    // ---- players strip: built once, each figure updated in place
    let lines = Memo::new(move |_| {
        view.with(|v| {
            (0..v.players())
                .map(|i| PlayerLine {
                    bid: v.bids[i],
                    tricks: v.tricks_won[i],
                    total: v.totals[i],
                    cards: v.hand_sizes[i],
                    acting: v.to_act == Some(Seat(i as u8)),
                    dealer: v.dealer == Seat(i as u8),
                })
                .collect::<Vec<_>>()
        })
    });
    let lang = ctx.lang.get_untracked();
    let strip = (0..kinds.len())
        .map(|i| {
            let line = move || lines.with(|l| l.get(i).copied().unwrap_or_default());
            let you = move || me.get() == Some(Seat(i as u8));
            let robot = !kinds[i].is_human();
            let name = names.with_value(|n| n[i].clone());
            view! {
                <li class="player" class:acting=move || line().acting class:you=you data-seat=i>
                    <span class="pname">
                        {name}
                        <span class="tag">{move || you().then_some(lang.t(" (vous)", " (you)"))}</span>
                        {robot.then(|| view! { <span class="tag">{lang.t(" · ordi", " · computer")}</span> })}
                    </span>
                    <span class="badge" class:hide=move || !line().dealer>{lang.t("Donneur", "Dealer")}</span>
                    <span class="badge turn" class:hide=move || !line().acting>{lang.t("à jouer", "to play")}</span>
                    <span class="stat">{lang.t("Annonce ", "Bid ")}<b>{move || match line().bid {
                        BidView::Waiting => "—".to_string(),
                        BidView::Secret => lang.t("secrète", "secret").to_string(),
                        BidView::Known(b) => b.to_string(),
                    }}</b></span>
                    <span class="stat">{lang.t("Plis ", "Tricks ")}<b>{move || line().tricks}</b></span>
                    <span class="stat">{lang.t("Score ", "Score ")}<b>{move || line().total}</b></span>
                    <span class="stat">{lang.t("Cartes ", "Cards ")}<b>{move || line().cards}</b></span>
                </li>
            }
        })
        .collect_view();

    // ---- trump and trick: each part redrawn only when it changes
    let trump_card = Memo::new(move |_| view.with(|v| v.trump_card));
    let trump_text = Memo::new(move |_| {
        view.with(|v| match (v.trump, v.phase) {
            (Some(r), _) => format!("{} {} {}", lang.t("Atout :", "Trump:"), race_name(r, lang), race_symbol(r)),
            (None, Phase::TrumpChoice) => lang.t("Atout : le donneur choisit", "Trump: the dealer chooses").into(),
            (None, _) => lang.t("Pas d'atout", "No trump").into(),
        })
    });
    // The trick in progress, or the last one taken (with its winner) until the next lead.
    let shown_trick = Memo::new(move |_| {
        view.with(|v| match v.completed.last() {
            Some(last) if v.trick.is_empty() => (last.cards.clone(), Some(last.winner)),
            _ => (v.trick.clone(), None),
        })
    });
    let caption = move || match shown_trick.with(|t| t.1) {
        None => lang.t("Pli en cours", "Trick in progress").to_string(),
        Some(w) => {
            let n = names.with_value(|n| n[w.index()].clone());
            match lang {
                Lang::Fr => format!("Dernier pli : pour {n}"),
                Lang::En => format!("Last trick: won by {n}"),
            }
        }
    };
    let round_line = Memo::new(move |_| {
        view.with(|v| {
            let dealer = names.with_value(|n| n[v.dealer.index()].clone());
            match lang {
                Lang::Fr => format!("Manche {} sur {} · donneur : {dealer}", v.round, v.rounds),
                Lang::En => format!("Round {} of {} · dealer: {dealer}", v.round, v.rounds),
            }
        })
    });
    let centre = view! {
        <div class="trump" data-testid="trump">
            {move || trump_card.get().map(|c| table_card(c, lang))}
            <span>{move || trump_text.get()}</span>
        </div>
        <figure class="trick-area">
            <figcaption>{caption}</figcaption>
            <ol class="trick" data-testid="trick">
                <For each=move || shown_trick.with(|t| t.0.clone()) key=|(s, c)| (s.0, c.id()) let:played>
                    <li><span class="who">{names.with_value(|n| n[played.0.index()].clone())}</span>{table_card(played.1, lang)}</li>
                </For>
            </ol>
        </figure>
        <p class="round">{move || round_line.get()}</p>
    };

    // ---- decisions: trump choice and bids
    let decisions = move || {
        let lang = ctx.lang.get_untracked();
        if !my_turn.get() {
            return None;
        }
        view.with(|v| match v.phase {
            Phase::TrumpChoice => Some(
                view! {
                    <div class="choice" data-testid="trump-choice" role="group" aria-label=lang.t("Choisir l'atout", "Choose trump")>
                        {Race::ALL.into_iter().map(|r| view! {
                            <button class=format!("race-btn race-{}", r.code().to_ascii_lowercase()) data-race=r.code().to_string()
                                on:click=move |_| play(Move::ChooseTrump(r))>
                                <span aria-hidden="true">{race_symbol(r)}" "</span>{race_name(r, lang)}
                            </button>
                        }).collect_view()}
                    </div>
                }
                .into_any(),
            ),
            Phase::Bidding { .. } => {
                let forbidden = v.forbidden_bid;
                Some(
                    view! {
                        <div class="choice" data-testid="bid-options" role="group" aria-label=lang.t("Votre annonce", "Your bid")>
                            {(0..=v.round).map(|b| {
                                let refused = forbidden == Some(b);
                                view! {
                                    <button class="bid-btn" data-bid=b aria-disabled=refused.to_string()
                                        on:click=move |_| {
                                            if refused {
                                                ctx.say(match ctx.lang.get_untracked() {
                                                    Lang::Fr => format!("Somme non-nulle : annoncer {b} rendrait le total des annonces égal au nombre de plis."),
                                                    Lang::En => format!("Somme non-nulle: bidding {b} would make the bids add up to the tricks."),
                                                });
                                            } else {
                                                play(Move::Bid(b));
                                            }
                                        }>
                                        {b}
                                    </button>
                                }
                            }).collect_view()}
                        </div>
                    }
                    .into_any(),
                )
            }
            _ => None,
        })
    };

    // ---- the hand
    let hand_cards = Memo::new(move |_| view.with(|v| v.hand.clone()));
    let hidden_hand = move || {
        let lang = ctx.lang.get_untracked();
        let size = view.with(|v| v.viewer.seat().map(|s| v.hand_sizes[s.index()]).unwrap_or(0));
        view! {
            <p class="hidden-hand">{lang.t(
                "Vision de l'enfer : votre main reste cachée pendant les annonces.",
                "Vision de l'enfer: your hand stays hidden while bidding.")}</p>
            <div class="backs" aria-hidden="true">{(0..size).map(|_| view! { <span class="card back"></span> }).collect_view()}</div>
        }
    };
    let hand_hidden = Memo::new(move |_| hand_cards.with(|h| h.is_none()));
    let hand = move || {
        if hand_hidden.get() {
            return me.get().map(|_| hidden_hand().into_any());
        }
        Some(
            view! {
                <For each=move || hand_cards.get().unwrap_or_default() key=|c| c.id() let:card>
                    {
                        let legal = move || view.with(|v| v.legal.contains(&Move::Play(card)));
                        view! {
                            <button class=card_class(card) class:legal=legal data-card=card.code()
                                aria-label=card_name(card, ctx.lang.get_untracked()) aria-disabled=move || (!legal()).to_string()
                                on:click=move |_| {
                                    if legal() {
                                        // The card leaves the hand: hand the focus to the hand
                                        // first (removing a focused button costs the browser a
                                        // full focus fix-up, and keyboard players keep their place).
                                        if let Some(h) = document().get_element_by_id("hand") {
                                            if let Ok(h) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(h) {
                                                let _ = h.focus();
                                            }
                                        }
                                        play(Move::Play(card));
                                    } else {
                                        let why = view.with_untracked(|v| names.with_value(|n| why_not(v, card, n, ctx.lang.get_untracked())));
                                        ctx.say(why);
                                    }
                                }>
                                {card_face(card)}
                            </button>
                        }
                    }
                </For>
            }
            .into_any(),
        )
    };

    // ---- vision: hands seen
    let seen = move || {
        let lang = ctx.lang.get_untracked();
        view.with(|v| {
            if v.seen_hands.iter().all(|h| h.is_none()) {
                return None;
            }
            let n = |s: usize| names.with_value(|n| n[s].clone());
            let bidding = v.hand.is_none();
            Some(view! {
                <section class="panel seen" aria-labelledby="seen-title">
                    <h3 id="seen-title">{if bidding { lang.t("Les mains des autres", "The others' hands") } else { lang.t("Mains vues", "Hands you saw") }}</h3>
                    {v.seen_hands.iter().enumerate().filter_map(|(i, h)| h.as_ref().map(|h| (i, h.clone()))).map(|(i, h)| view! {
                        <div class="seen-hand">
                            <span class="who">{n(i)}</span>
                            <span class="cards">
                                {h.into_iter().map(|sc| view! {
                                    <span class=card_class(sc.card) class:played=sc.played role="img"
                                        aria-label=if sc.played { format!("{} ({})", card_name(sc.card, lang), lang.t("jouée", "played")) } else { card_name(sc.card, lang) }>
                                        {card_face(sc.card)}
                                    </span>
                                }).collect_view()}
                            </span>
                        </div>
                    }).collect_view()}
                </section>
            })
        })
    };

    // ---- sheet and log
    // The sheet changes once a round: its rows are only rebuilt then.
    let sheet = Memo::new(move |_| view.with(|v| v.sheet.clone()));
    let sheet_rows = Memo::new(move |_| {
        sheet.with(|sheet| {
            sheet
                .iter()
                .enumerate()
                .map(|(r, row)| SheetRow {
                    label: (r + 1).to_string(),
                    cells: row
                        .iter()
                        .map(|e| {
                            vec![e.bid.to_string(), e.tricks.to_string(), fmt_points(e.points), e.total.to_string()]
                        })
                        .collect(),
                })
                .collect()
        })
    });
    let log_open = RwSignal::new(false);
    let log_lines = Memo::new(move |_| {
        if !log_open.get() {
            return Vec::new();
        }
        let lang = ctx.lang.get_untracked();
        driver.table.with(|t| {
            let viewer = t.viewer();
            let entries: Vec<&Entry<Event>> = t.log(viewer).collect();
            let start = entries.len().saturating_sub(60);
            names.with_value(|n| entries[start..].iter().map(|e| event_text(&e.logged.event, n, lang)).collect())
        })
    });
    let headers = move || {
        let lang = ctx.lang.get_untracked();
        vec![lang.t("Ann.", "Bid"), lang.t("Plis", "Tricks"), lang.t("Pts", "Pts"), lang.t("Total", "Total")]
    };

    let export = move |_| {
        if let Some((text, seed)) = driver.table.try_with_untracked(|t| (t.save(), t.seed())) {
            storage::download(&format!("sorciers-{seed}.json"), &text);
        }
    };
    let over = Memo::new(move |_| screen.get() == Screen::Over);

    view! {
        <section class="table" data-testid="table"
            data-viewer=move || me.get().map(|s| s.0.to_string()).unwrap_or_else(|| "table".into())
            data-round=move || view.with(|v| v.round.to_string())
            data-moves=move || driver.table.with(|t| t.moves_made().to_string())
            aria-labelledby="table-status">
            <h1 class="visually-hidden">"Sorciers"</h1>
            <h2 id="table-status" class="status" tabindex="-1" data-testid="status">{status}</h2>
            <ul class="players" data-testid="players-strip">{strip}</ul>
            <div class="centre">{centre}</div>
            {move || over.get().then(|| view! { <EndScreen driver=driver view=view/> })}
            {decisions}
            <div class="hand" id="hand" tabindex="-1" class:playing=move || my_turn.get() && view.with(|v| v.phase == Phase::Playing) data-testid="hand" role="group" aria-label=ctx.t("Votre main", "Your hand")>{hand}</div>
            <div class="tools">
                {move || can_undo.get().then(|| view! {
                    <button class="secondary" data-testid="undo" on:click=move |_| { driver.undo(ctx); }>
                        {ctx.t("↶ Annuler mon coup", "↶ Undo my move")}
                    </button>
                })}
                <button class="secondary" id="open-rules" data-testid="open-rules" on:click=move |_| ctx.rules_open.set(true)>
                    {ctx.t("Règles", "Rules")}
                </button>
                <button class="secondary" data-testid="export" on:click=export>{ctx.t("Exporter la partie", "Export the game")}</button>
                <crate::ui::PaceSelect/>
            </div>
            <div class="side">
                {seen}
                {move || {
                    let h = headers();
                    view! { <ScoreSheet names=names.get_value() headers=h rows=sheet_rows.into()/> }
                }}
                <GameLog lines=log_lines.into() open=log_open/>
            </div>
        </section>
    }
}

#[component]
fn EndScreen(driver: Driver<Sorciers>, view: Memo<View>) -> impl IntoView {
    let ctx: Ctx = use_ctx();
    let names: Vec<String> = driver.table.with_untracked(|t| t.seats().iter().map(|s| s.name.clone()).collect());
    crate::ui::focus_later("end-title");
    let rows = move || {
        let lang = ctx.lang.get_untracked();
        view.with(|v| {
            let Some(o) = &v.outcome else { return Vec::new() };
            let mut order: Vec<usize> = (0..o.scores.len()).collect();
            order.sort_by_key(|&i| (o.ranks[i], i));
            order
                .into_iter()
                .map(|i| {
                    let won = o.winners.contains(&Seat(i as u8));
                    view! {
                        <li data-testid="rank-row" class:winner=won>
                            <span class="rank">{o.ranks[i]}"."</span>
                            <span class="pname">{names[i].clone()}</span>
                            <span class="score">{o.scores[i]}" pts"</span>
                            {won.then(|| view! { <span class="badge">{lang.t("Grand Vainqueur", "Grand Winner")}</span> })}
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="end" data-testid="end" aria-labelledby="end-title">
            <h2 id="end-title" tabindex="-1">{ctx.t("Classement final", "Final ranking")}</h2>
            <ol class="ranking">{rows}</ol>
            <div class="actions">
                <button class="primary big" data-testid="play-again" on:click=move |_| play::play_again(ctx, driver)>
                    {ctx.t("Rejouer", "Play again")}
                </button>
                {(!ctx.embed).then(|| view! {
                    <button class="secondary" on:click=move |_| {
                        play::leave(ctx);
                        ctx.route.set(Route::Home);
                    }>{ctx.t("Accueil", "Home")}</button>
                })}
            </div>
        </section>
    }
}
