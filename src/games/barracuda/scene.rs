//! The Barracuda table as pure data: the bars (closed, open with rent,
//! tenant and partner places, renovated), everyone's figures, the turn order,
//! your wallet (yours only), the closed stack you compose note by note, the
//! offers and auctions in flight with only what the rules make public, and
//! the Last order prompt, stakes and reveal.

use super::rules::{bar, Bundle, Config, Ending, Event, Move, OfferKind, Phase, RemovedBars, RuleError, Tiebreak};
use super::rules::{MAX_BUNDLE, OFFER_CAP, RENOVATION};
use super::text::{bar_name, bundle_text, bundle_value, error_text, event_text, money};
use super::view::{Allowed, AuctionView, BidView, LastOrderView, OfferView, Purse, SlotState, SlotView, View};
use super::{rules_text, Barracuda};
use crate::engine::Seat;
use crate::i18n::{de, Lang, Section};
use crate::scene::widgets::{self, button, panel, refused, Chip};
use crate::scene::{el, opt, opt_on, El, GameUi, Node, OptionSpec, Options, Parts, Ui};

mod decide;
mod notes;

use decide::decide;
use notes::*;

/// What the holder is composing: the bar an offer is for, and the stack.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Draft {
    pub pick: Option<(OfferKind, u8)>,
    pub stack: Bundle,
}

/// The limits of the stack being composed.
struct Limits {
    min: u32,
    max: Option<u32>,
    need_fake: bool,
}

/// The engine's bundle checks, in the same order, from the holder's purse.
fn check_stack(purse: &Purse, b: &Bundle, l: &Limits) -> Result<(), RuleError> {
    if b.size() > MAX_BUNDLE {
        return Err(RuleError::BundleTooLarge);
    }
    if b.real() < l.min {
        return Err(RuleError::OfferTooLow { min: l.min });
    }
    if let Some(max) = l.max {
        if b.real() > max {
            return Err(RuleError::OfferTooHigh { max });
        }
    }
    if b.real() > purse.cash {
        return Err(RuleError::InsufficientCash);
    }
    if u32::from(b.fakes) > purse.fakes {
        return Err(RuleError::InsufficientFakes);
    }
    if l.need_fake && purse.fakes > 0 && b.fakes == 0 {
        return Err(RuleError::MustIncludeFake);
    }
    Ok(())
}

/// Option values naming a bar: its index.
const BAR_CODES: [&str; 12] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"];

fn figures(n: u8, lang: Lang) -> String {
    match (lang, n) {
        (Lang::Fr, 0 | 1) => format!("{n} figurine"),
        (Lang::Fr, _) => format!("{n} figurines"),
        (Lang::En, 1) => format!("{n} figure"),
        (Lang::En, _) => format!("{n} figures"),
    }
}

impl GameUi for Barracuda {
    const NAME: &'static str = "Barracuda";
    const PLAYERS: (u8, u8) = (3, 5);
    const FITS_SCREEN: bool = true;
    type Draft = Draft;

    fn pitch(fr: bool) -> &'static str {
        rules_text::pitch(fr)
    }

    fn rules(fr: bool) -> &'static [Section] {
        rules_text::rules(fr)
    }

    fn options(_players: u8, values: &Options, lang: Lang) -> Vec<OptionSpec> {
        let c = Self::config_for(3, values);
        let on = |b: bool| if b { "1" } else { "0" }.to_string();
        // The removed bars: drawn unseen, or one of each kind named here (public).
        let (one, two) = match c.removed_bars {
            RemovedBars::Chosen { one_place, two_place } => (one_place.to_string(), two_place.to_string()),
            RemovedBars::RandomUnseen => ("random".to_string(), "random".to_string()),
        };
        let bars_of = |places: u8| -> Vec<(&'static str, &'static str)> {
            let mut v = vec![("random", lang.t("Tiré au hasard, caché", "Drawn at random, unseen"))];
            v.extend(
                BAR_CODES
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| bar(*i as u8).places == places)
                    .map(|(i, code)| (*code, bar(i as u8).name)),
            );
            v
        };
        vec![
            OptionSpec {
                key: "removed2",
                label: lang.t("Bar à 2 places retiré (les deux ou aucun)", "Two-place bar removed (both or neither)"),
                choices: bars_of(2),
                value: two,
                disabled: false,
            },
            OptionSpec {
                key: "removed1",
                label: lang.t("Bar à 1 place retiré (les deux ou aucun)", "One-place bar removed (both or neither)"),
                choices: bars_of(1),
                value: one,
                disabled: false,
            },
            OptionSpec {
                key: "countbank",
                label: lang.t(
                    "Compter la banque : une fois par partie, chacun peut compter la banque en secret",
                    "Count the bank: once per game, each player may count the bank in secret",
                ),
                choices: vec![],
                value: on(c.count_bank),
                disabled: false,
            },
            OptionSpec {
                key: "fakesback",
                label: lang.t(
                    "Last order : les faux billets misés reviennent à leurs propriétaires",
                    "Last order: staked fake notes go back to their owners",
                ),
                choices: vec![],
                value: on(c.last_order_fakes_return),
                disabled: false,
            },
            OptionSpec {
                key: "tiebreak",
                label: lang.t("Départage après une faillite", "Tie-break after a bankruptcy"),
                choices: vec![
                    (
                        "highest",
                        lang.t("Le bar au loyer le plus cher (règle néerlandaise)", "The dearest bar (Dutch rules)"),
                    ),
                    ("total", lang.t("La somme des loyers (règle française)", "The sum of the rents (French rules)")),
                ],
                value: if c.tiebreak == Tiebreak::TotalRent { "total" } else { "highest" }.into(),
                disabled: false,
            },
        ]
    }

    fn config_for(players: u8, values: &Options) -> Config {
        let pick = |key: &str, places: u8| {
            opt(values, key)
                .and_then(|v| v.parse::<u8>().ok())
                .filter(|id| (*id as usize) < BAR_CODES.len() && bar(*id).places == places)
        };
        let removed_bars = match (pick("removed1", 1), pick("removed2", 2)) {
            (Some(one_place), Some(two_place)) => RemovedBars::Chosen { one_place, two_place },
            _ => RemovedBars::RandomUnseen,
        };
        Config {
            players,
            removed_bars,
            count_bank: opt_on(values, "countbank"),
            last_order_fakes_return: opt_on(values, "fakesback"),
            tiebreak: if opt(values, "tiebreak") == Some("total") {
                Tiebreak::TotalRent
            } else {
                Tiebreak::HighestRent
            },
        }
    }

    fn draft_for(mv: &Move, _me: Seat) -> Option<Draft> {
        match *mv {
            Move::OfferPartner(i, stack) => Some(Draft { pick: Some((OfferKind::Partner, i)), stack }),
            Move::OfferTakeover(i, stack) => Some(Draft { pick: Some((OfferKind::Takeover, i)), stack }),
            Move::Stake(stack) | Move::AuctionBid(stack) => Some(Draft { pick: None, stack }),
            _ => None,
        }
    }

    fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
        event_text(event, names, lang)
    }

    const JOIN_BUBBLES: bool = true;
    fn bubble(event: &Event, names: &[String], lang: Lang) -> Option<(Seat, String)> {
        super::text::bubble(event, names, lang)
    }

    fn score_text(score: i32, lang: Lang) -> String {
        match lang {
            Lang::Fr => format!("{} en bar", figures(score.max(0) as u8, lang)),
            Lang::En => format!("{} in bars", figures(score.max(0) as u8, lang)),
        }
    }

    fn hint_reason(view: &View, mv: &Move, names: &[String], lang: Lang) -> Option<String> {
        super::why::reason(view, mv).map(|why| why.text(names, lang))
    }

    fn end_marks(view: &View, lang: Lang) -> Vec<(Seat, String)> {
        match view.ending {
            Some(Ending::Bankruptcy(x)) => vec![(x, lang.t("en faillite", "bankrupt").to_string())],
            _ => Vec::new(),
        }
    }

    fn table(ui: &mut Ui<Self>, v: &View, draft: &Draft) -> Parts {
        // The middle of the table: the bars, the turn order, what is in flight.
        let centre = el("div")
            .class("centre barracuda-centre")
            // On a tablet it scrolls inside itself: by keyboard too.
            .attr("tabindex", "0")
            .attr("role", "region")
            .label(ui.t("Les bars", "The bars"))
            // What is in flight first (the offer, the bids, the stakes), then
            // the bars it is about.
            .children(in_flight(ui, v))
            .child(bars(ui, v, draft));
        let mut main: Vec<Node> = vec![strip(ui, v).into(), centre.into()];
        // While a stack is composed the wallet is part of the decision: its
        // notes, the envelope they go into and the button that sends it,
        // one after the other.
        let wallet = wallet(ui, v, draft);
        let limits = composing(ui, v, draft);
        let composing = limits.is_some();
        let decide = decide(ui, v, draft, limits, if composing { wallet.clone() } else { None });
        if let Some(w) = wallet.filter(|_| !composing || decide.is_none()) {
            main.push(w.into());
        }
        if let Some(d) = decide {
            main.push(d.into());
        }
        Parts {
            status: status(ui, v),
            attrs: vec![("data-round", v.round.to_string())],
            main,
            // A drawer over the table (a wide one: two figures per player).
            side: vec![sheet(ui, v).into()],
            end: end_details(ui, v),
        }
    }
}

fn status(ui: &Ui<Barracuda>, v: &View) -> String {
    let lang = ui.lang;
    // Over: why (the shell's headline names the winner before it).
    if let Some(e) = v.ending {
        return match (e, lang) {
            (Ending::FiveFigures(w), Lang::Fr) => {
                format!("{} a gardé ses 5 figurines en bar un tour entier.", ui.name(w))
            }
            (Ending::FiveFigures(w), Lang::En) => {
                format!("{} kept all 5 figures in bars for a whole round.", ui.name(w))
            }
            (Ending::Bankruptcy(x), Lang::Fr) => format!("{} fait faillite.", ui.name(x)),
            (Ending::Bankruptcy(x), Lang::En) => format!("{} is bankrupt.", ui.name(x)),
        };
    }
    let Some(actor) = v.to_act else { return String::new() };
    let mine = ui.my_turn;
    let n = ui.name(actor).to_string();
    match (v.phase, lang, mine) {
        (Phase::LastOrderCall { .. }, Lang::Fr, _) => {
            format!("Quelqu'un appelle Last order ? {n}, à vous de répondre.")
        }
        (Phase::LastOrderCall { .. }, Lang::En, _) => format!("Does anyone call Last order? {n}, your answer."),
        (Phase::LastOrderStake { .. }, Lang::Fr, true) => "Last order : composez votre mise en secret.".into(),
        (Phase::LastOrderStake { .. }, Lang::En, true) => "Last order: compose your stake in secret.".into(),
        (Phase::LastOrderStake { .. }, Lang::Fr, false) => format!("{n} mise pour Last order…"),
        (Phase::LastOrderStake { .. }, Lang::En, false) => format!("{n} is staking for Last order…"),
        (Phase::Action, Lang::Fr, true) => "À vous : choisissez une action.".into(),
        (Phase::Action, Lang::En, true) => "Your turn: choose an action.".into(),
        (Phase::Action, Lang::Fr, false) => format!("{n} choisit une action…"),
        (Phase::Action, Lang::En, false) => format!("{n} is choosing an action…"),
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Lang::Fr, true) => {
            "Une offre fermée pour vous : acceptez-la ou refusez-la.".into()
        }
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Lang::En, true) => {
            "A closed offer for you: accept or refuse it.".into()
        }
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Lang::Fr, false) => {
            format!("{n} examine une offre…")
        }
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Lang::En, false) => {
            format!("{n} is looking at an offer…")
        }
        (Phase::AuctionBid { .. }, Lang::Fr, true) => "Enchère : composez votre offre fermée.".into(),
        (Phase::AuctionBid { .. }, Lang::En, true) => "Auction: compose your closed bid.".into(),
        (Phase::AuctionBid { .. }, Lang::Fr, false) => format!("{n} enchérit…"),
        (Phase::AuctionBid { .. }, Lang::En, false) => format!("{n} is bidding…"),
        (Phase::AuctionDecision { .. }, Lang::Fr, true) => {
            "Toutes les offres sont là : choisissez-en une ou refusez tout.".into()
        }
        (Phase::AuctionDecision { .. }, Lang::En, true) => "All bids are in: pick one or refuse them all.".into(),
        (Phase::AuctionDecision { .. }, Lang::Fr, false) => format!("{n} examine les offres…"),
        (Phase::AuctionDecision { .. }, Lang::En, false) => format!("{n} is looking at the bids…"),
        (Phase::GameOver, _, _) => String::new(),
    }
}

fn strip(ui: &Ui<Barracuda>, v: &View) -> El {
    let lang = ui.lang;
    let caller = v.last_order.as_ref().and_then(|l| l.caller);
    let chips = v
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let seat = Seat(i as u8);
            let mut badges = Vec::new();
            // Whose turn it is: the strip's own "to play" badge.
            if v.current != Some(seat) && s.played_this_round {
                badges.push(lang.t("a joué", "has played").to_string());
            }
            if caller == Some(seat) {
                badges.push("Last order".to_string());
            }
            let rent = if s.rent_due < s.rent_nominal {
                format!(
                    "{} ({} {})",
                    money(s.rent_due, lang),
                    lang.t("au lieu de", "instead of"),
                    money(s.rent_nominal, lang)
                )
            } else {
                money(s.rent_due, lang)
            };
            let mut stats = vec![
                (lang.t("En bar", "In bars").into(), s.in_bars.to_string()),
                (lang.t("Libres", "Free").into(), s.free.to_string()),
                (lang.t("Loyer", "Rent").into(), rent),
            ];
            if let Some((cash, fakes)) = s.purse.filter(|_| v.ending.is_some()) {
                stats.push((lang.t("Argent", "Cash").into(), money(cash, lang)));
                stats.push((lang.t("Faux", "Fakes").into(), fakes.to_string()));
            }
            Chip {
                seat: i as u8,
                name: ui.name(seat).to_string(),
                you: ui.me == Some(seat),
                computer: !ui.kinds[i].is_human(),
                acting: v.to_act == Some(seat),
                badges,
                stats,
                extra: vec![figure_row(i, &widgets::initial(ui.name(seat)), s.in_bars, s.free, lang).into()],
                bubble: ui.bubble(seat),
                held: None,
            }
        })
        .collect();
    widgets::strip(lang, chips)
}

/// A player's figures at their seat: pawns in bars (filled) and free
/// (hollow), each with the player's letter as well as the colour.
fn figure_row(seat: usize, letter: &str, in_bars: u8, free: u8, lang: Lang) -> El {
    let label = match lang {
        Lang::Fr => format!("{in_bars} en bar, {free} libres"),
        Lang::En => format!("{in_bars} in bars, {free} free"),
    };
    let mut row = el("span").class("figures").attr("role", "img").label(label);
    for k in 0..(in_bars + free) {
        row = row.child(
            el("span")
                .class(&format!("pawn small c{seat}"))
                .class_if("free", k >= in_bars)
                .attr("aria-hidden", "true")
                .text(letter),
        );
    }
    row
}

/// One figure on a bar card: a pawn in its player's colour with the
/// player's letter (colour is never the only sign), arriving from its seat
/// when it is placed.
fn pawn(ui: &Ui<Barracuda>, seat: Seat, slot: u8, role: &str) -> El {
    el("span")
        .class(&format!("pawn c{}", seat.0))
        .attr("aria-hidden", "true")
        .attr("data-fly", format!("pawn-{}-{slot}-{role}", seat.0))
        .attr("data-from", format!("seat-{}", seat.0))
        .text(widgets::initial(ui.name(seat)))
}

/// A place on a bar: the pawn of who holds it (or an empty one), the name,
/// and what the place is ("gérant", "partenaire").
fn place(ui: &Ui<Barracuda>, who: Option<Seat>, slot: u8, tenant: bool, empty: &str) -> El {
    let lang = ui.lang;
    let (role, class) = if tenant {
        (lang.t("Gérant", "Tenant"), "bar-place tenant")
    } else {
        (lang.t("Partenaire", "Partner"), "bar-place partner")
    };
    let figure = match who {
        Some(s) => pawn(ui, s, slot, if tenant { "t" } else { "p" }),
        None => el("span").class("pawn empty").attr("aria-hidden", "true"),
    };
    el("p")
        .class(class)
        .class_if("free", who.is_none())
        .child(figure)
        .child(el("span").class("role").text(format!("{role}{}", lang.colon())))
        .child(el("b").text(who.map_or(empty.to_string(), |t| ui.name(t).to_string())))
}

fn bars(ui: &mut Ui<Barracuda>, v: &View, draft: &Draft) -> El {
    let order = order(ui, v);
    let lang = ui.lang;
    let acting = ui.my_turn && v.phase == Phase::Action;
    let allowed = v.allowed.clone().unwrap_or_default();
    let mut list = el("ol").class("bar-slots");
    for s in &v.slots {
        let i = s.index;
        let picked = draft.pick.map(|p| p.1) == Some(i);
        let mut card = el("li")
            .class("bar-slot")
            .class(match s.state {
                SlotState::Closed => "closed",
                SlotState::Renovated => "renovated",
                SlotState::Open => "open",
            })
            .class_if("two", s.places == 2)
            .class_if("picked", picked)
            .class_if("auctioned", s.auctioned)
            .class_if("offered", v.offer.as_ref().is_some_and(|o| o.slot == i))
            .attr("data-slot", i.to_string())
            .child(bar_face(ui, v, s));
        if acting {
            card = card.child_opt(slot_actions(ui, s.index, &allowed, draft));
        } else if s.state == SlotState::Closed && v.phase == Phase::Action && v.open_count < v.open_limit {
            // Its "Open this bar" shows on the player's own turn: its room is
            // kept meanwhile, so the bars below do not jump when it comes.
            card = card.child(el("div").class("slot-actions reserve").attr("aria-hidden", "true"));
        }
        list = list.child(card);
    }
    let removed = match v.removed {
        Some([a, b]) => match lang {
            Lang::Fr => format!("Bars retirés : {} et {}.", bar_name(a), bar_name(b)),
            Lang::En => format!("Bars removed: {} and {}.", bar_name(a), bar_name(b)),
        },
        None => lang
            .t(
                "Deux bars retirés, inconnus (un à 1 place, un à 2 places).",
                "Two bars removed, unseen (one 1-place, one 2-place).",
            )
            .into(),
    };
    // The open count against the limit, as a counter on the table's edge.
    let head = el("h3")
        .id("bars-title")
        .child(el("span").text(lang.t("Bars ouverts", "Open bars")))
        .text(" ")
        .child(el("span").class("count").testid("open-count").text(format!("{} / {}", v.open_count, v.open_limit)))
        .child(el("span").class("visually-hidden").text(match lang {
            Lang::Fr => format!(" ({} possibles)", v.open_limit),
            Lang::En => format!(" ({} allowed)", v.open_limit),
        }));
    el("section")
        .class("bars")
        .testid("bars")
        .attr("aria-labelledby", "bars-title")
        .child(head)
        .child(list)
        .child(order)
        .child(el("p").class("meta").text(removed))
}

/// A bar's card: open (name, rent, its tenant and partner), closed for
/// renovation, or face down (only its places show).
fn bar_face(ui: &mut Ui<Barracuda>, v: &View, s: &SlotView) -> El {
    let lang = ui.lang;
    let i = s.index;
    let places = match s.places {
        1 => "1 place".to_string(),
        p => format!("{p} places"),
    };
    match (s.state, s.bar) {
        (SlotState::Open, Some(b)) => {
            let mut face = el("div").class("bar-face").child(el("h4").class("bar-name").text(bar_name(b))).child(
                el("p")
                    .class("rent")
                    .child(el("span").class("label").text(lang.t("Loyer", "Rent")))
                    .text(" ")
                    .child(el("b").text(money(bar(b).rent, lang))),
            );
            if s.auctioned {
                face = face.child(el("p").class("ribbon").text(lang.t("Aux enchères", "Up for auction")));
            } else if let Some(o) = v.offer.as_ref().filter(|o| o.slot == i) {
                face = face.child(el("p").class("ribbon").text(match o.kind {
                    OfferKind::Partner => lang.t("Offre de partenaire", "Partner offer"),
                    OfferKind::Takeover => lang.t("Offre de reprise", "Takeover offer"),
                }));
            }
            let empty_tenant = if s.auctioned { lang.t("aux enchères", "up for auction") } else { "—" };
            let mut seats = el("div").class("places").child(place(ui, s.tenant, i, true, empty_tenant));
            if s.places == 2 {
                seats = seats.child(place(ui, s.partner, i, false, lang.t("place libre", "free place")));
            }
            face.child(seats)
        }
        (SlotState::Renovated, Some(b)) => {
            el("div")
                    .class("bar-face")
                    .child(el("h4").class("bar-name").text(bar_name(b)))
                    .child(el("p").class("ribbon").text(lang.t("Fermé (rénovation)", "Closed (renovation)")))
                    .child(el("p").class("meta").text(format!(
                        "{} {} · {places}",
                        lang.t("Loyer", "Rent"),
                        money(bar(b).rent, lang)
                    )))
        }
        _ => {
            // Face down: only its places show.
            let back = el("div")
                .class("bar-face back")
                .child(el("h4").class("bar-name").text(lang.t("Fermé", "Closed")))
                .child(el("p").class("meta").text(places));
            let mut pips = el("div").class("places").attr("aria-hidden", "true");
            for _ in 0..s.places {
                pips = pips.child(el("span").class("pawn empty"));
            }
            back.child(pips)
        }
    }
}

/// What the player to act may do with bar `i`, if anything.
fn slot_actions(ui: &mut Ui<Barracuda>, i: u8, allowed: &Allowed, draft: &Draft) -> Option<El> {
    let lang = ui.lang;
    let mut actions = el("div").class("slot-actions");
    if allowed.open.contains(&i) {
        let c = ui.play(Move::Open(i));
        actions = actions.child(
            button(lang.t("Ouvrir ce bar", "Open this bar"), c).class("primary").attr("data-action", "open"),
        );
    }
    if !allowed.must_open {
        if allowed.partner_own.contains(&i) {
            let c = ui.play(Move::PlacePartnerOwn(i));
            actions = actions.child(
                button(lang.t("Placer un partenaire", "Place a partner"), c).attr("data-action", "partner-own"),
            );
        }
        if allowed.partner_offer.contains(&i) {
            let c = ui.draft(Draft { pick: Some((OfferKind::Partner, i)), stack: draft.stack });
            actions = actions.child(
                button(lang.t("Offrir d'être partenaire…", "Offer to be partner…"), c)
                    .attr("aria-pressed", (draft.pick == Some((OfferKind::Partner, i))).to_string())
                    .attr("data-action", "partner-offer"),
            );
        }
        if allowed.takeover.iter().any(|(t, _)| *t == i) {
            let c = ui.draft(Draft { pick: Some((OfferKind::Takeover, i)), stack: draft.stack });
            actions = actions.child(
                button(lang.t("Reprendre ce bar…", "Take over this bar…"), c)
                    .attr("aria-pressed", (draft.pick == Some((OfferKind::Takeover, i))).to_string())
                    .attr("data-action", "takeover"),
            );
        }
        if allowed.auction.contains(&i) {
            let c = ui.play(Move::StartAuction(i));
            actions = actions
                .child(button(lang.t("Mettre aux enchères", "Auction it"), c).attr("data-action", "auction"));
        }
    }
    (!actions.children.is_empty()).then_some(actions)
}

fn order(ui: &Ui<Barracuda>, v: &View) -> El {
    let lang = ui.lang;
    // `played` ends with the player whose turn it is: not played yet.
    let played: Vec<&str> = v.played.iter().filter(|s| v.current != Some(**s)).map(|s| ui.name(*s)).collect();
    let mut p = el("p").class("order").testid("order").text(match lang {
        Lang::Fr => format!("Tour {}", v.round),
        Lang::En => format!("Round {}", v.round),
    });
    if !played.is_empty() {
        p = p.text(match lang {
            Lang::Fr => format!(" · ont joué : {}", played.join(", ")),
            Lang::En => format!(" · played: {}", played.join(", ")),
        });
    }
    if v.groups_left.len() > 1 {
        let groups: Vec<String> =
            v.groups_left.iter().map(|g| g.iter().map(|s| ui.name(*s)).collect::<Vec<_>>().join(" / ")).collect();
        p = p.text(match lang {
            Lang::Fr => format!(" · ordre Last order : {}", groups.join(" puis ")),
            Lang::En => format!(" · Last order groups: {}", groups.join(" then ")),
        });
    }
    p
}

/// The kinds of note, largest first; 0 is a fake note.
const KINDS: [u32; 5] = [10_000, 5_000, 2_000, 1_000, 0];

/// The score pad: per round, each player's figures in bars and rent paid.
fn sheet(ui: &Ui<Barracuda>, v: &View) -> El {
    let lang = ui.lang;
    let rows = v
        .sheet
        .iter()
        .enumerate()
        .map(|(i, row)| {
            ((i + 1).to_string(), row.iter().map(|(bars, rent)| vec![bars.to_string(), money(*rent, lang)]).collect())
        })
        .collect();
    widgets::sheet(lang, ui.names, &[lang.t("En bar", "In bars"), lang.t("Loyer", "Rent")], rows)
}

fn end_details(ui: &Ui<Barracuda>, v: &View) -> Vec<Node> {
    let lang = ui.lang;
    if v.ending.is_none() {
        return Vec::new();
    }
    let mut list = el("ul").class("purses").testid("purses");
    for (i, s) in v.seats.iter().enumerate() {
        if let Some((cash, fakes)) = s.purse {
            list = list.child(el("li").text(match lang {
                Lang::Fr => format!(
                    "{} : {} en bar, {} en poche, {}",
                    ui.name(Seat(i as u8)),
                    s.in_bars,
                    money(cash, lang),
                    lang.count(fakes, "faux billet", "faux billets")
                ),
                Lang::En => format!(
                    "{}: {} in bars, {} in pocket, {}",
                    ui.name(Seat(i as u8)),
                    s.in_bars,
                    money(cash, lang),
                    lang.count(fakes, "fake note", "fake notes")
                ),
            }));
        }
    }
    let how = match v.config.tiebreak {
        Tiebreak::HighestRent => lang.t(
            "Départage : figurines en bar, puis argent, puis le bar au loyer le plus cher.",
            "Tie-breaks: figures in bars, then cash, then the dearest bar held.",
        ),
        Tiebreak::TotalRent => lang.t(
            "Départage : figurines en bar, puis argent, puis la somme des loyers.",
            "Tie-breaks: figures in bars, then cash, then the sum of the rents.",
        ),
    };
    vec![
        el("h3").text(lang.t("Les porte-monnaie", "The wallets")).into(),
        list.into(),
        el("p").class("meta").text(how).into(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removed_bars_are_chosen_only_as_a_pair_of_the_right_kinds() {
        let v =
            |a: &str, b: &str| vec![("removed1".to_string(), a.to_string()), ("removed2".to_string(), b.to_string())];
        // Bella Vista (11) has one place, Barracuda (0) two.
        assert_eq!(
            Barracuda::config_for(4, &v("11", "0")).removed_bars,
            RemovedBars::Chosen { one_place: 11, two_place: 0 }
        );
        assert_eq!(Barracuda::config_for(4, &v("0", "11")).removed_bars, RemovedBars::RandomUnseen, "wrong kinds");
        assert_eq!(Barracuda::config_for(4, &v("11", "random")).removed_bars, RemovedBars::RandomUnseen, "only one");
        let specs = Barracuda::options(4, &v("11", "0"), Lang::Fr);
        assert_eq!(specs.iter().find(|o| o.key == "removed1").unwrap().value, "11");
        assert_eq!(specs.iter().find(|o| o.key == "removed2").unwrap().choices.len(), 7, "random + six two-place bars");
    }

    #[test]
    fn a_stack_is_checked_like_the_engine_does() {
        let purse = Purse { cash: 9_000, fakes: 2, notes: Bundle::of(9_000, 0) };
        let partner = Limits { min: 1_000, max: Some(OFFER_CAP), need_fake: false };
        assert_eq!(check_stack(&purse, &Bundle::of(0, 1), &partner), Err(RuleError::OfferTooLow { min: 1_000 }));
        assert_eq!(check_stack(&purse, &Bundle::of(10_000, 0), &partner), Err(RuleError::InsufficientCash));
        assert_eq!(check_stack(&purse, &Bundle::of(3_000, 3), &partner), Err(RuleError::InsufficientFakes));
        assert_eq!(check_stack(&purse, &Bundle::of(3_000, 2), &partner), Ok(()));
        let bid = Limits { min: 0, max: None, need_fake: true };
        assert_eq!(check_stack(&purse, &Bundle::of(3_000, 0), &bid), Err(RuleError::MustIncludeFake));
    }

    /// The pad's rent column adds up to the rent events of the log, one row per round.
    #[test]
    fn the_score_pad_matches_the_log() {
        use crate::engine::{SeatKind, SeatSetup, Table, Viewer};
        for seed in 0..20 {
            let seats = (0..4).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
            let mut t = Table::<Barracuda>::new(Config::with_players(4), seed, seats).unwrap();
            while t.step_computer().is_some() {}
            let v = t.view(Viewer::Table);
            assert!(v.ending.is_some());
            assert_eq!(v.sheet.len(), v.round as usize, "one row per round, the last one partial");
            let mut paid = [0u32; 4];
            for e in t.log(Viewer::Table) {
                if let Event::RentPaid { seat, amount, .. } = &e.logged.event {
                    paid[seat.index()] += amount;
                }
            }
            for (s, total) in paid.iter().enumerate() {
                assert_eq!(v.sheet.iter().map(|row| row[s].1).sum::<u32>(), *total);
            }
            let last = v.sheet.last().unwrap();
            assert!(last.iter().zip(&v.seats).all(|((bars, _), seat)| *bars == seat.in_bars));
        }
    }
}
