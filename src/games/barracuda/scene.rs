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

/// How many notes of one kind a bundle holds.
fn count_of(b: &Bundle, value: u32) -> u8 {
    match value {
        10_000 => b.n10000,
        5_000 => b.n5000,
        2_000 => b.n2000,
        1_000 => b.n1000,
        _ => b.fakes,
    }
}

/// The bundle with `n` notes of one kind.
fn with_count(mut b: Bundle, value: u32, n: u8) -> Bundle {
    match value {
        10_000 => b.n10000 = n,
        5_000 => b.n5000 = n,
        2_000 => b.n2000 = n,
        1_000 => b.n1000 = n,
        _ => b.fakes = n,
    }
    b
}

/// A banknote as drawn: each kind its own colour and size; a fake note
/// (only ever drawn for its owner) unmistakable.
fn banknote(value: u32, lang: Lang) -> El {
    let face = if value == 0 { lang.t("FAUX", "FAKE").to_string() } else { money(value, lang) };
    el("span")
        .class("bn")
        .class(&format!("v{value}"))
        .class_if("fake", value == 0)
        .attr("aria-hidden", "true")
        .child(el("span").class("bn-v").text(face))
}

/// A pile of `k` notes of one kind: a few drawn, the count on top.
fn pile(value: u32, k: u8, lang: Lang) -> El {
    let mut p = el("span").class("note-pile").class_if("none", k == 0).attr("aria-hidden", "true");
    for _ in 0..k.clamp(1, 3) {
        p = p.child(banknote(value, lang));
    }
    p.child(el("span").class("pile-count").text(format!("×{k}")))
}

/// A bundle's notes, drawn (for who may see them), with their words for a
/// screen reader.
fn notes_row(b: &Bundle, lang: Lang) -> El {
    let mut row = el("span").class("notes-row").child(el("span").class("visually-hidden").text(bundle_text(b, lang)));
    for value in KINDS {
        let k = count_of(b, value);
        if k > 0 {
            row = row.child(pile(value, k, lang));
        }
    }
    row
}

/// A closed envelope: its thickness (one line per note) is all the others
/// see, and only once the rules show it (`None`: not yet).
fn envelope(size: Option<u32>, lang: Lang) -> El {
    let label = match (size, lang) {
        (Some(n), Lang::Fr) => format!("Enveloppe fermée de {}", lang.count(n, "billet", "billets")),
        (Some(n), Lang::En) => format!("Closed envelope of {}", lang.count(n, "note", "notes")),
        (None, _) => lang.t("Enveloppe fermée", "Closed envelope").to_string(),
    };
    let mut e = el("span").class("envelope shut").attr("role", "img").label(label);
    if let Some(n) = size {
        e = e.child(el("span").class("env-count").attr("aria-hidden", "true").text(n.to_string()));
    }
    e
}

/// A closed envelope in flight: it slides from its giver's seat.
fn sent(size: Option<u32>, id: String, from: Seat, lang: Lang) -> El {
    el("span")
        .class("sent")
        .attr("data-fly", id)
        .attr("data-from", format!("seat-{}", from.0))
        .child(envelope(size, lang))
}

/// The offer, auction or Last order under way, as the viewer may see it.
fn in_flight(ui: &Ui<Barracuda>, v: &View) -> Vec<Node> {
    let mut out = Vec::new();
    if let Some(o) = &v.offer {
        out.push(offer_panel(ui, o).into());
    }
    if let Some(a) = &v.auction {
        out.push(auction_panel(ui, a).into());
    }
    if let Some(l) = &v.last_order {
        if l.caller.is_some() || l.revealed.is_some() {
            out.push(last_order_panel(ui, l).into());
        }
    }
    out
}

/// The closed offer in flight: who slides how many notes to whom for which bar, opened for the two of them.
fn offer_panel(ui: &Ui<Barracuda>, o: &OfferView) -> El {
    let lang = ui.lang;
    let what = match (o.kind, lang) {
        (OfferKind::Partner, Lang::Fr) => format!("pour devenir partenaire {}", de(bar_name(o.bar))),
        (OfferKind::Partner, Lang::En) => format!("to become partner in {}", bar_name(o.bar)),
        (OfferKind::Takeover, Lang::Fr) => format!("pour reprendre {}", bar_name(o.bar)),
        (OfferKind::Takeover, Lang::En) => format!("to take over {}", bar_name(o.bar)),
    };
    let line = match lang {
        Lang::Fr => format!(
            "{} glisse {} à {} {what}.",
            ui.name(o.giver),
            lang.count(o.size as u64, "billet fermé", "billets fermés"),
            ui.name(o.tenant)
        ),
        Lang::En => format!(
            "{} slides {} to {} {what}.",
            ui.name(o.giver),
            lang.count(o.size as u64, "closed note", "closed notes"),
            ui.name(o.tenant)
        ),
    };
    let mut p = panel(lang.t("Offre fermée", "Closed offer"), "offer")
        .testid("offer")
        .attr("data-giver", o.giver.0.to_string())
        .attr("data-tenant", o.tenant.0.to_string())
        .attr("data-size", o.size.to_string())
        .child(el("p").text(line));
    // From the giver to the receiver, face down; opened for the two of them.
    let mut path = el("div")
        .class("handover")
        .child(pawn_tag(ui, o.giver))
        .child(sent(Some(o.size), format!("offer-{}-{}", o.giver.0, o.slot), o.giver, lang))
        .child(el("span").class("arrow").attr("aria-hidden", "true").text("→"))
        .child(pawn_tag(ui, o.tenant));
    if let Some(c) = o.contents {
        path = path.child(notes_row(&c, lang).class("opened"));
    }
    p = p.child(path);
    if let Some(c) = o.contents {
        p = p.child(el("p").class("secret").testid("offer-contents").text(format!(
            "{} {}",
            lang.t("Dedans :", "Inside:"),
            bundle_text(&c, lang)
        )));
    }
    p
}

/// The auction under way: the seller, the bar, and the bids as envelopes in front of him.
fn auction_panel(ui: &Ui<Barracuda>, a: &AuctionView) -> El {
    let lang = ui.lang;
    let p = panel(
        match lang {
            Lang::Fr => format!("Enchères : {} vend {}", ui.name(a.seller), bar_name(a.bar)),
            Lang::En => format!("Auction: {} sells {}", ui.name(a.seller), bar_name(a.bar)),
        },
        "auction",
    )
    .testid("auction")
    .attr("data-seller", a.seller.0.to_string());
    // The bids are envelopes collected in front of the seller.
    let mut list = el("ul").class("bids envelopes");
    for b in &a.bids {
        list = list.child(bid_row(ui, b));
    }
    p.child(list)
}

/// One bidder at the auction: his envelope once he has bid, its thickness, its notes for who may see them.
fn bid_row(ui: &Ui<Barracuda>, b: &BidView) -> El {
    let lang = ui.lang;
    let mut li = el("li")
        .attr("data-bidder", b.seat.0.to_string())
        .child(pawn_tag(ui, b.seat))
        .child(el("span").class("pname").text(ui.name(b.seat).to_string()));
    if b.has_bid {
        li = li.child(sent(b.size, format!("bid-{}", b.seat.0), b.seat, lang));
    }
    li = li.child(el("span").class("bid-state").text(match (b.has_bid, b.size, lang) {
        (false, _, Lang::Fr) => "pas encore".to_string(),
        (false, _, Lang::En) => "not yet".to_string(),
        (true, Some(k), Lang::Fr) => lang.count(k as u64, "billet", "billets"),
        (true, Some(k), Lang::En) => lang.count(k as u64, "note", "notes"),
        (true, None, Lang::Fr) => "a enchéri".to_string(),
        (true, None, Lang::En) => "has bid".to_string(),
    }));
    if let Some(c) = b.contents {
        li = li.child(
            el("span")
                .class("secret")
                .attr("data-contents", "")
                .child(notes_row(&c, lang))
                .text(format!(" {}", bundle_value(&c, lang))),
        );
    }
    li
}

/// Last order once called: who called it, then every stake opened at once, or who has staked so far.
fn last_order_panel(ui: &Ui<Barracuda>, l: &LastOrderView) -> El {
    let lang = ui.lang;
    let mut p = panel("Last order", "last-order").testid("last-order");
    if let Some(c) = l.caller {
        p = p.child(el("p").text(match lang {
            Lang::Fr => format!("{} a appelé Last order : chacun mise en secret.", ui.name(c)),
            Lang::En => format!("{} called Last order: everyone stakes in secret.", ui.name(c)),
        }));
    }
    if let Some(all) = &l.revealed {
        // One reveal: every envelope opened at once.
        p = p.child(stakes_revealed(ui, all));
    } else if !l.staked.is_empty() {
        p = p.child(el("p").class("meta").text(lang.t("Ont misé :", "Staked:"))).child(stakes_sealed(ui, l));
    }
    p
}

/// The Last order reveal: every envelope opened at once, with its value.
fn stakes_revealed(ui: &Ui<Barracuda>, all: &[Bundle]) -> El {
    let lang = ui.lang;
    let mut list = el("ul").class("stakes envelopes").testid("stakes");
    for (i, b) in all.iter().enumerate() {
        let seat = Seat(i as u8);
        list = list.child(
            el("li")
                .child(pawn_tag(ui, seat))
                .child(el("span").class("pname").text(format!("{}{}", ui.name(seat), lang.colon())))
                .child(notes_row(b, lang).class("opened"))
                .child(el("b").text(bundle_value(b, lang))),
        );
    }
    list
}

/// The Last order stakes still closed: who has staked, and the viewer's own stake for him alone.
fn stakes_sealed(ui: &Ui<Barracuda>, l: &LastOrderView) -> El {
    let lang = ui.lang;
    let mut list = el("ul").class("stakes envelopes");
    for s in &l.staked {
        let mut li = el("li")
            .child(pawn_tag(ui, *s))
            .child(el("span").class("pname").text(ui.name(*s).to_string()))
            .child(sent(None, format!("stake-{}", s.0), *s, lang));
        if ui.me == Some(*s) {
            if let Some(b) = l.my_stake {
                li = li.child(el("span").class("secret").text(format!(
                    "{} {}",
                    lang.t("Votre mise :", "Your stake:"),
                    bundle_value(&b, lang)
                )));
            }
        }
        list = list.child(li);
    }
    list
}

/// A player's token (colour and letter) beside a name or an envelope.
fn pawn_tag(ui: &Ui<Barracuda>, seat: Seat) -> El {
    el("span")
        .class(&format!("pawn small c{}", seat.0))
        .attr("aria-hidden", "true")
        .text(widgets::initial(ui.name(seat)))
}

/// The stack being composed now, if any: its limits.
fn composing(ui: &Ui<Barracuda>, v: &View, draft: &Draft) -> Option<Limits> {
    if !ui.my_turn {
        return None;
    }
    let allowed = v.allowed.as_ref()?;
    match v.phase {
        Phase::LastOrderStake { .. } => Some(Limits { min: 0, max: Some(OFFER_CAP), need_fake: allowed.must_fake }),
        Phase::AuctionBid { .. } => Some(Limits { min: 0, max: None, need_fake: allowed.must_fake }),
        Phase::Action => match draft.pick? {
            (OfferKind::Partner, _) => Some(Limits { min: 1_000, max: Some(OFFER_CAP), need_fake: false }),
            (OfferKind::Takeover, slot) => {
                Some(Limits { min: v.slots[slot as usize].rent.unwrap_or(0), max: Some(OFFER_CAP), need_fake: false })
            }
        },
        _ => None,
    }
}

/// The viewer's wallet: only on their own screen. While a stack is being
/// composed its notes are tapped into the envelope.
fn wallet(ui: &mut Ui<Barracuda>, v: &View, draft: &Draft) -> Option<El> {
    let lang = ui.lang;
    // Only the viewer's own purse, on their own screen. The Last order
    // prompt is answered on the public table (the table's view, no purse)
    // when other people are looking; alone against computers it is the
    // player's own turn, and their purse helps them answer.
    let purse = v.purse?;
    ui.me?;
    let composing = composing(ui, v, draft).is_some();
    let mut w = el("section")
        .class("panel wallet")
        .class_if("composing", composing)
        .testid("wallet")
        .attr("tabindex", "0")
        .attr("aria-labelledby", "wallet-title")
        .child(el("h3").id("wallet-title").text(lang.t("Votre porte-monnaie (secret)", "Your wallet (secret)")))
        .child(el("p").class("cash").text(format!(
            "{} {} · {} {}",
            lang.t("Argent :", "Cash:"),
            money(purse.cash, lang),
            lang.t("faux billets :", "fake notes:"),
            purse.fakes
        )));
    if composing {
        w = w
            .child(el("p").class("meta").text(lang.t(
                "Touchez un billet pour le mettre dans l'enveloppe ; la banque fait la monnaie.",
                "Tap a note to put it in the envelope; the bank makes change.",
            )))
            .child(wallet_tray(ui, &purse, draft));
    } else {
        w = w.child(wallet_notes(&purse, lang)).child(
            el("p")
                .class("meta")
                .text(lang.t("La banque fait la monnaie d'elle-même.", "The bank makes change by itself.")),
        );
    }
    if let Some((real, fakes)) = v.bank_count {
        w = w.child(el("p").class("secret").text(match lang {
            Lang::Fr => format!("Vous avez compté la banque : {} et {fakes} faux billets.", money(real, lang)),
            Lang::En => format!("You counted the bank: {} and {fakes} fake notes.", money(real, lang)),
        }));
    }
    Some(w)
}

/// The wallet while an envelope is filled: one button per kind of note to put one more in.
fn wallet_tray(ui: &mut Ui<Barracuda>, purse: &Purse, draft: &Draft) -> El {
    // What is left once the envelope is filled; the bank makes change, so
    // every kind of real note can be taken while the cash lasts.
    let left = Bundle::of(purse.cash.saturating_sub(draft.stack.real()), 0);
    let mut tray = el("div").class("notes tray").testid("wallet-notes");
    for value in KINDS {
        if value == 0 && purse.fakes == 0 {
            continue;
        }
        tray = tray.child(tray_note(ui, purse, draft, &left, value));
    }
    tray
}

/// One kind of note in the wallet's tray: put one more in the envelope, or say why not.
fn tray_note(ui: &mut Ui<Barracuda>, purse: &Purse, draft: &Draft, left: &Bundle, value: u32) -> El {
    let lang = ui.lang;
    let stack = draft.stack;
    let k = count_of(&stack, value);
    let (have, room) = if value == 0 {
        ((purse.fakes - u32::from(k)) as u8, u32::from(k) < purse.fakes)
    } else {
        (count_of(left, value), stack.real() + value <= purse.cash)
    };
    let full = stack.size() >= MAX_BUNDLE;
    let name = if value == 0 { lang.t("faux billet", "fake note").to_string() } else { money(value, lang) };
    let cmd = if room && !full {
        ui.draft(Draft { pick: draft.pick, stack: with_count(stack, value, k + 1) })
    } else if full {
        ui.say(match lang {
            Lang::Fr => format!("L'enveloppe est pleine : {MAX_BUNDLE} billets au plus."),
            Lang::En => format!("The envelope is full: {MAX_BUNDLE} notes at most."),
        })
    } else if value == 0 {
        ui.say(lang.t("Vous n'avez plus de faux billet.", "You have no fake note left."))
    } else {
        ui.say(lang.t("Vous n'avez pas de quoi ajouter ce billet.", "You cannot add that note."))
    };
    let label = match (lang, value) {
        (Lang::Fr, 0) => "Mettre un faux billet dans l'enveloppe".to_string(),
        (Lang::En, 0) => "Put a fake note in the envelope".to_string(),
        (Lang::Fr, _) => format!("Mettre un billet de {name} dans l'enveloppe"),
        (Lang::En, _) => format!("Put a {name} note in the envelope"),
    };
    // Named by its words (the drawing is hidden from a reader).
    let b = widgets::button("", cmd)
        .class("note-btn")
        .attr("data-note", value.to_string())
        .child(el("span").class("visually-hidden").text(label))
        .child(pile(value, have, lang));
    if room && !full {
        b
    } else {
        refused(b)
    }
}

/// The wallet at rest: a pile for each kind of note the viewer holds, fakes last.
fn wallet_notes(purse: &Purse, lang: Lang) -> El {
    let mut notes = el("ul").class("notes").testid("wallet-notes");
    for (value, k) in purse.notes.notes() {
        if k > 0 {
            notes = notes.child(
                el("li")
                    .class("note-kind")
                    .child(pile(value, k, lang))
                    .child(el("span").class("visually-hidden").text(format!("{k} × {}", money(value, lang)))),
            );
        }
    }
    if purse.fakes > 0 {
        notes = notes.child(el("li").class("note-kind").child(pile(0, purse.fakes.min(255) as u8, lang)).child(
            el("span").class("visually-hidden").text(format!("{} × {}", purse.fakes, lang.t("faux billet", "fake note"))),
        ));
    }
    notes
}

/// The holder's decision; `limits` are those of the stack being composed
/// ([`composing`]), whose wallet comes with them.
fn decide(ui: &mut Ui<Barracuda>, v: &View, draft: &Draft, limits: Option<Limits>, wallet: Option<El>) -> Option<El> {
    let lang = ui.lang;
    // The public Last order prompt: answered by the seat asked, on the public table.
    if let (Phase::LastOrderCall { next }, Some(actor)) = (v.phase, ui.actor) {
        if next == actor {
            return Some(last_order_call(ui, v, actor));
        }
    }
    if !ui.my_turn {
        return None;
    }
    let allowed = v.allowed.clone().unwrap_or_default();
    let purse = v.purse?;
    let mut d = el("section")
        .class("choice")
        .class_if("composing", wallet.is_some())
        .testid("decide")
        .attr("aria-label", lang.t("Votre décision", "Your decision"));
    match v.phase {
        Phase::LastOrderStake { .. } => {
            let limits = limits?;
            d = composer(ui, d, wallet, &purse, draft, &limits, Move::Stake, lang.t("Miser", "Stake"), lang);
        }
        Phase::Action => d = action(ui, d, v, draft, limits, wallet, &allowed),
        Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. } => {
            if let Some(o) = &v.offer {
                d = answer_offer(ui, d, o, &allowed);
            }
        }
        Phase::AuctionBid { .. } => {
            let limits = limits?;
            d = composer(
                ui,
                d,
                wallet,
                &purse,
                draft,
                &limits,
                Move::AuctionBid,
                lang.t("Donner mon offre fermée", "Hand in my closed bid"),
                lang,
            );
        }
        Phase::AuctionDecision { .. } => {
            if let Some(a) = &v.auction {
                d = pick_bid(ui, d, a, &allowed);
            }
        }
        Phase::LastOrderCall { .. } | Phase::GameOver => return None,
    }
    if allowed.count_bank {
        let c = ui.play(Move::CountBank);
        d = d.child(
            button(lang.t("Compter la banque (une fois)", "Count the bank (once)"), c)
                .class("link")
                .testid("count-bank"),
        );
    }
    Some(d)
}

/// "Does anyone call Last order?", put to `actor` on the public table.
fn last_order_call(ui: &mut Ui<Barracuda>, v: &View, actor: Seat) -> El {
    let lang = ui.lang;
    let call = ui.play(Move::CallLastOrder);
    let no = ui.play(Move::DeclineLastOrder);
    let declined: Vec<&str> =
        v.last_order.as_ref().map(|l| l.declined.iter().map(|s| ui.name(*s)).collect()).unwrap_or_default();
    let mut d = el("section")
        .class("choice last-order-call")
        .testid("last-order-call")
        .attr("aria-label", "Last order")
        .child(
            el("p")
                .class("big-question")
                .text(lang.t("Quelqu'un appelle Last order ?", "Does anyone call Last order?")),
        );
    if !declined.is_empty() {
        d = d.child(el("p").class("meta").text(format!(
            "{} {}",
            lang.t("Non merci :", "No thanks:"),
            declined.join(", ")
        )));
    }
    let name = ui.name(actor).to_string();
    // "Ana : Last order !" / "Ana: Last order!": the seat asked, its answer.
    let says = |fr: &'static str, en: &'static str| format!("{name}{}{}", lang.colon(), lang.t(fr, en));
    d.child(
        el("div")
            .class("row")
            .child(button(says("Last order !", "Last order!"), call).class("primary big").testid("call-last-order"))
            .child(button(says("non", "no"), no).class("secondary big").testid("decline-last-order")),
    )
}

/// An action on a bar: the offer being composed for the bar picked, or Hold.
fn action(
    ui: &mut Ui<Barracuda>,
    mut d: El,
    v: &View,
    draft: &Draft,
    limits: Option<Limits>,
    wallet: Option<El>,
    allowed: &Allowed,
) -> El {
    let lang = ui.lang;
    let Some(purse) = v.purse else { return d };
    if allowed.must_open {
        d = d.child(el("p").text(lang.t(
            "Vous n'êtes gérant d'aucun bar : vous devez en ouvrir un (touchez « Ouvrir ce bar »).",
            "You are tenant of no bar: you must open one (tap « Open this bar »).",
        )));
    } else if draft.pick.is_none() {
        d = d.child(el("p").text(lang.t("Choisissez une action sur un bar.", "Choose an action on a bar.")));
    }
    if let (Some((kind, slot)), Some(limits)) = (draft.pick, limits) {
        let s = &v.slots[slot as usize];
        let title = match kind {
            OfferKind::Partner => lang.t("Offre pour devenir partenaire", "Offer to become partner"),
            OfferKind::Takeover => lang.t("Offre de reprise", "Takeover offer"),
        };
        let name = s.bar.map(bar_name).unwrap_or("?");
        d = d.child(el("h4").text(format!("{title} — {name}")));
        let mk = move |b: Bundle| match kind {
            OfferKind::Partner => Move::OfferPartner(slot, b),
            OfferKind::Takeover => Move::OfferTakeover(slot, b),
        };
        d = composer(
            ui,
            d,
            wallet,
            &purse,
            draft,
            &limits,
            mk,
            lang.t("Glisser l'offre", "Slide the offer"),
            lang,
        );
        let cancel = ui.draft(Draft::default());
        d = d.child(button(lang.t("Annuler", "Cancel"), cancel).class("link"));
    }
    if allowed.hold {
        let h = ui.play(Move::Hold);
        d = d.child(
            button(
                lang.t("Attendre (toutes vos figurines sont en bar)", "Hold (all your figures are in bars)"),
                h,
            )
            .class("secondary")
            .testid("hold"),
        );
    }
    d
}

/// An offer slid to the holder: what it holds, Accept or Refuse, and what each does.
fn answer_offer(ui: &mut Ui<Barracuda>, mut d: El, o: &OfferView, allowed: &Allowed) -> El {
    let lang = ui.lang;
    let contents = o.contents.unwrap_or_default();
    d = d.child(el("p").class("secret").text(match lang {
        Lang::Fr => format!(
            "{} vous offre {} pour {}.",
            ui.name(o.giver),
            bundle_text(&contents, lang),
            bar_name(o.bar)
        ),
        Lang::En => format!(
            "{} offers you {} for {}.",
            ui.name(o.giver),
            bundle_text(&contents, lang),
            bar_name(o.bar)
        ),
    }));
    // The answer right under the offer; what each answer does after it.
    let yes = ui.play(Move::Accept);
    let no = if allowed.refuse {
        ui.play(Move::Refuse)
    } else {
        ui.say(error_text(&RuleError::CannotAffordRefusal, lang))
    };
    let no_btn = button(lang.t("Refuser", "Refuse"), no).class("secondary big").testid("refuse");
    d = d.child(
        el("div")
            .class("row")
            .child(button(lang.t("Accepter", "Accept"), yes).class("primary big").testid("accept"))
            .child(if allowed.refuse { no_btn } else { refused(no_btn) }),
    );
    d = d.child(el("p").class("meta").text(match (o.kind, lang) {
        (OfferKind::Partner, Lang::Fr) => format!(
            "Accepter : vous gardez tout, {} devient partenaire. Refuser : l'offre est retournée devant tous, sa valeur et autant de votre poche vont à la banque ({}), vous gardez les faux billets.",
            ui.name(o.giver), money(contents.real(), lang)
        ),
        (OfferKind::Partner, Lang::En) => format!(
            "Accept: you keep it all and {} becomes partner. Refuse: the offer is turned face up for all, its value and as much from your pocket go to the bank ({}); you keep the fakes.",
            ui.name(o.giver), money(contents.real(), lang)
        ),
        (OfferKind::Takeover, Lang::Fr) => format!(
            "Accepter : vous gardez tout et rendez le bar. Refuser : vous rendez les vrais billets et payez en plus {} à {} ; vous gardez les faux billets.",
            money(contents.real(), lang), ui.name(o.giver)
        ),
        (OfferKind::Takeover, Lang::En) => format!(
            "Accept: you keep it all and give up the bar. Refuse: you hand back the real notes and pay {} more to {}; you keep the fakes.",
            money(contents.real(), lang), ui.name(o.giver)
        ),
    }));
    d
}

/// The seller's choice among the closed bids, or refusing them all.
fn pick_bid(ui: &mut Ui<Barracuda>, mut d: El, a: &AuctionView, allowed: &Allowed) -> El {
    let lang = ui.lang;
    let mut list = el("ul").class("bids decide-bids");
    for b in &a.bids {
        let contents = b.contents.unwrap_or_default();
        let text = format!("{}{}{}", ui.name(b.seat), lang.colon(), bundle_text(&contents, lang));
        let c = if allowed.accept_bidders.contains(&b.seat) {
            ui.play(Move::AuctionAccept(b.seat))
        } else {
            ui.say(error_text(&RuleError::BidderHasNoFreeFigure, lang))
        };
        let btn = button(lang.t("Choisir", "Pick"), c).attr("data-bidder", b.seat.0.to_string()).label(
            match lang {
                Lang::Fr => format!("Choisir l'offre {}", de(ui.name(b.seat))),
                Lang::En => format!("Pick {}'s bid", ui.name(b.seat)),
            },
        );
        let btn =
            if allowed.accept_bidders.contains(&b.seat) { btn.class("primary") } else { refused(btn) };
        list = list.child(el("li").child(el("span").class("secret").text(text)).child(btn));
    }
    d = d.child(list);
    let r = if allowed.reject_all {
        ui.play(Move::AuctionRejectAll)
    } else {
        ui.say(error_text(&RuleError::CannotAffordRenovation, lang))
    };
    let label = format!(
        "{} ({})",
        lang.t("Tout refuser : rénovation", "Refuse all: renovation"),
        money(RENOVATION, lang)
    );
    let btn = button(label, r).class("secondary").testid("reject-all");
    d = d.child(if allowed.reject_all { btn } else { refused(btn) });
    d
}

/// The envelope being filled: the notes tapped in from the wallet (tap one
/// to take it back), what the others will see (its thickness), its real
/// value against the action's limits, then slide it.
#[allow(clippy::too_many_arguments)]
fn composer(
    ui: &mut Ui<Barracuda>,
    mut d: El,
    wallet: Option<El>,
    purse: &Purse,
    draft: &Draft,
    limits: &Limits,
    make: impl Fn(Bundle) -> Move,
    verb: &str,
    lang: Lang,
) -> El {
    // The wallet's notes first, then the envelope they go into.
    d = d.child_opt(wallet);
    let stack = draft.stack;
    let inside = envelope_inside(ui, draft);
    let ok = check_stack(purse, &stack, limits);
    d = d.child(open_envelope(inside, &stack, ok.is_ok(), lang));
    d = d.child(limits_line(purse, &stack, limits, ok.is_err(), lang));
    let cmd = match &ok {
        Ok(()) => ui.play(make(stack)),
        Err(e) => ui.say(error_text(e, lang)),
    };
    let b = button(verb, cmd).class("primary big").testid("slide");
    d.child(if ok.is_ok() { b } else { refused(b) })
}

/// The notes already in the envelope, one button per kind to take one back; a word when empty.
fn envelope_inside(ui: &mut Ui<Barracuda>, draft: &Draft) -> El {
    let lang = ui.lang;
    let stack = draft.stack;
    let mut inside = el("div").class("in-envelope");
    for value in KINDS {
        let k = count_of(&stack, value);
        if k == 0 {
            continue;
        }
        let name = if value == 0 { lang.t("faux billet", "fake note").to_string() } else { money(value, lang) };
        let label = match (lang, value) {
            (Lang::Fr, 0) => format!("Reprendre un faux billet ({k} dans l'enveloppe)"),
            (Lang::En, 0) => format!("Take back a fake note ({k} in the envelope)"),
            (Lang::Fr, _) => format!("Reprendre un billet de {name} ({k} dans l'enveloppe)"),
            (Lang::En, _) => format!("Take back a {name} note ({k} in the envelope)"),
        };
        let back = ui.draft(Draft { pick: draft.pick, stack: with_count(stack, value, k - 1) });
        inside = inside.child(
            widgets::button("", back)
                .class("note-btn")
                .attr("data-note", value.to_string())
                .child(el("span").class("visually-hidden").text(label))
                .child(pile(value, k, lang)),
        );
    }
    if stack.size() == 0 {
        inside = inside.child(el("p").class("meta empty").text(
            lang.t("Vide : touchez les billets de votre porte-monnaie.", "Empty: tap the notes in your wallet."),
        ));
    }
    inside
}

/// The open envelope around its notes, with its real value and the thickness the others will see.
fn open_envelope(inside: El, stack: &Bundle, ok: bool, lang: Lang) -> El {
    el("div")
        .class("envelope open")
        .class_if("ok", ok)
        .testid("composer")
        .child(el("span").class("env-flap").attr("aria-hidden", "true"))
        .child(inside)
        .child(
            el("p")
                .class("summary")
                .testid("stack-value")
                .child(el("span").class("real").text(match lang {
                    Lang::Fr => format!("Valeur réelle {}", money(stack.real(), lang)),
                    Lang::En => format!("Real value {}", money(stack.real(), lang)),
                }))
                .text(" · ")
                .child(el("span").class("thick").text(match lang {
                    Lang::Fr => format!("les autres verront {}", lang.count(stack.size() as u64, "billet", "billets")),
                    Lang::En => format!("the others will see {}", lang.count(stack.size() as u64, "note", "notes")),
                }))
                .child(envelope(Some(stack.size()), lang).class("small")),
        )
}

/// The action's limits in words, marked wrong when a non-empty stack breaks them.
fn limits_line(purse: &Purse, stack: &Bundle, limits: &Limits, wrong: bool, lang: Lang) -> El {
    let limit_text = match (limits.max, lang) {
        (Some(max), Lang::Fr) => format!("Valeur réelle entre {} et {}", money(limits.min, lang), money(max, lang)),
        (Some(max), Lang::En) => format!("Real value from {} to {}", money(limits.min, lang), money(max, lang)),
        (None, Lang::Fr) => "Pas de limite de valeur".to_string(),
        (None, Lang::En) => "No value limit".to_string(),
    };
    let fake_text = if limits.need_fake && purse.fakes > 0 {
        lang.t(", au moins un faux billet", ", at least one fake note")
    } else {
        ""
    };
    el("p").class("meta").class_if("wrong", wrong && stack.size() > 0).testid("limits").text(format!(
        "{limit_text}{fake_text} · {} {MAX_BUNDLE}.",
        lang.t("billets au plus :", "notes at most:")
    ))
}

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
