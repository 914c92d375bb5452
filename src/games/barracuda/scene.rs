//! The Barracuda table as pure data: the bars (closed, open with rent,
//! tenant and partner places, renovated), everyone's figures, the turn order,
//! your wallet (yours only), the closed stack you compose note by note, the
//! offers and auctions in flight with only what the rules make public, and
//! the Last order prompt, stakes and reveal.

use super::rules::{bar, Bundle, Config, Ending, Event, Move, OfferKind, Phase, RemovedBars, RuleError, Tiebreak};
use super::rules::{FIGURES, MAX_BUNDLE, OFFER_CAP, RENOVATION};
use super::text::{bar_name, bundle_text, bundle_value, error_text, event_text, money};
use super::view::{Allowed, AuctionView, BidView, LastOrderView, OfferView, Purse, SlotState, SlotView, View};
use super::Barracuda;
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::scene::widgets::{self, button, panel, refused, Chip};
use crate::scene::{el, names, opt, opt_on, El, GameUi, Node, OptionSpec, Options, Parts, Ui};

mod decide;
mod notes;

use super::tx;
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

impl GameUi for Barracuda {
    const NAME: &'static str = "Barracuda";
    const PLAYERS: (u8, u8) = (3, 5);
    const MINUTES: (u16, u16) = (25, 45);
    const FITS_SCREEN: bool = true;
    const COACHED: bool = true;
    type Draft = Draft;

    fn coach() -> Option<&'static crate::scene::coach::Script<Self>> {
        Some(&super::coach::SCRIPT)
    }

    fn pitch(lang: Lang) -> &'static str {
        crate::i18n::shell::pitch_barracuda(lang)
    }

    fn texts() -> &'static crate::i18n::Domain {
        &super::tx::DOMAIN
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
            let mut v = vec![("random", tx::option_drawn_at_random(lang))];
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
                label: tx::option_removed_two_place(lang),
                choices: bars_of(2),
                value: two,
                disabled: false,
            },
            OptionSpec {
                key: "removed1",
                label: tx::option_removed_one_place(lang),
                choices: bars_of(1),
                value: one,
                disabled: false,
            },
            OptionSpec {
                key: "countbank",
                label: tx::option_count_bank(lang),
                choices: vec![],
                value: on(c.count_bank),
                disabled: false,
            },
            OptionSpec {
                key: "fakesback",
                label: tx::option_fakes_back(lang),
                choices: vec![],
                value: on(c.last_order_fakes_return),
                disabled: false,
            },
            OptionSpec {
                key: "tiebreak",
                label: tx::option_tiebreak(lang),
                choices: vec![
                    ("highest", tx::option_tiebreak_highest(lang)),
                    ("total", tx::option_tiebreak_total(lang)),
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
        tx::score_in_bars(lang, score.max(0))
    }

    fn hint_reason(view: &View, mv: &Move, names: &[String], lang: Lang) -> Option<String> {
        super::why::reason(view, mv).map(|why| why.text(names, lang))
    }

    fn end_marks(view: &View, lang: Lang) -> Vec<(Seat, String)> {
        match view.ending {
            Some(Ending::Bankruptcy(x)) => vec![(x, tx::end_mark_bankrupt(lang).to_string())],
            _ => Vec::new(),
        }
    }

    /// An offer to answer (a partner or a takeover, as the bar's tenant),
    /// or "Last order!" to call or not: put to a player out of the turn's order.
    fn asks_out_of_turn(view: &View) -> bool {
        matches!(
            view.phase,
            Phase::LastOrderCall { .. } | Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }
        )
    }

    /// What the rules make public at once: a refused offer turned face up,
    /// a takeover, protection money, an auction's result, the stakes
    /// revealed, a bankruptcy, five figures out.
    fn spotlight(event: &Event) -> bool {
        matches!(
            event,
            Event::PartnerRefused { .. }
                | Event::TakeoverAccepted { .. }
                | Event::TakeoverRefused { .. }
                | Event::ProtectionPaid { .. }
                | Event::AuctionWon { .. }
                | Event::AuctionRejected { .. }
                | Event::StakesRevealed { .. }
                | Event::Bankrupt { .. }
                | Event::FiveFiguresWin { .. }
        )
    }

    fn table(ui: &mut Ui<Self>, v: &View, draft: &Draft) -> Parts {
        // The middle of the table: the bars, the turn order, what is in flight.
        let centre = el("div")
            .class("centre barracuda-centre")
            // On a tablet it scrolls inside itself: by keyboard too.
            .attr("tabindex", "0")
            .attr("role", "region")
            .label(tx::table_bars(ui.lang))
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
        return match e {
            Ending::FiveFigures(w) => tx::status_five_figures(lang, ui.name(w)),
            Ending::Bankruptcy(x) => tx::status_bankrupt(lang, ui.name(x)),
        };
    }
    let Some(actor) = v.to_act else { return String::new() };
    let n = ui.name(actor);
    match (v.phase, ui.my_turn) {
        (Phase::LastOrderCall { .. }, _) => tx::status_last_order_call(lang, n),
        (Phase::LastOrderStake { .. }, true) => tx::status_last_order_stake_you(lang).into(),
        (Phase::LastOrderStake { .. }, false) => tx::status_last_order_stake(lang, n),
        (Phase::Action, true) => tx::status_action_you(lang).into(),
        (Phase::Action, false) => tx::status_action(lang, n),
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, true) => tx::status_offer_you(lang).into(),
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, false) => tx::status_offer(lang, n),
        (Phase::AuctionBid { .. }, true) => tx::status_bid_you(lang).into(),
        (Phase::AuctionBid { .. }, false) => tx::status_bid(lang, n),
        (Phase::AuctionDecision { .. }, true) => tx::status_auction_decision_you(lang).into(),
        (Phase::AuctionDecision { .. }, false) => tx::status_auction_decision(lang, n),
        (Phase::GameOver, _) => String::new(),
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
                badges.push(tx::strip_has_played(lang).to_string());
            }
            if caller == Some(seat) {
                badges.push(tx::strip_last_order(lang).to_string());
            }
            let rent = if s.rent_due < s.rent_nominal {
                tx::strip_rent_discounted(lang, s.rent_due, s.rent_nominal)
            } else {
                money(s.rent_due, lang)
            };
            let mut stats = vec![
                (tx::label_in_bars(lang).into(), s.in_bars.to_string()),
                (tx::label_free(lang).into(), s.free.to_string()),
                (tx::label_rent(lang).into(), rent),
            ];
            if let Some((cash, fakes)) = s.purse.filter(|_| v.ending.is_some()) {
                stats.push((tx::label_cash(lang).into(), money(cash, lang)));
                stats.push((tx::label_fakes(lang).into(), fakes.to_string()));
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
    let label = tx::strip_figures(lang, in_bars, free);
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
        (tx::place_tenant(lang), "bar-place tenant")
    } else {
        (tx::place_partner(lang), "bar-place partner")
    };
    let figure = match who {
        Some(s) => pawn(ui, s, slot, if tenant { "t" } else { "p" }),
        None => el("span").class("pawn empty").attr("aria-hidden", "true"),
    };
    el("p")
        .class(class)
        .class_if("free", who.is_none())
        .child(figure)
        .child(el("span").class("role").text(role))
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
            card = card.child_opt(slot_actions(ui, s, &allowed, draft));
        } else if s.state == SlotState::Closed && v.phase == Phase::Action && v.open_count < v.open_limit {
            // Its "Open this bar" shows on the player's own turn: its room is
            // kept meanwhile, so the bars below do not jump when it comes.
            card = card.child(el("div").class("slot-actions reserve").attr("aria-hidden", "true"));
        }
        list = list.child(card);
    }
    let removed = match v.removed {
        Some([a, b]) => tx::bars_removed(lang, bar_name(a), bar_name(b)),
        None => tx::bars_removed_unseen(lang).into(),
    };
    // The open count against the limit, as a counter on the table's edge.
    let head = el("h3")
        .id("bars-title")
        .child(el("span").text(tx::bars_open(lang)))
        .text(" ")
        .child(el("span").class("count").testid("open-count").text(format!("{} / {}", v.open_count, v.open_limit)))
        .child(el("span").class("visually-hidden").text(tx::bars_open_limit(lang, v.open_limit)));
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
    let places = tx::bar_places(lang, s.places);
    match (s.state, s.bar) {
        (SlotState::Open, Some(b)) => {
            let mut face = el("div").class("bar-face").child(el("h4").class("bar-name").text(bar_name(b))).child(
                el("p")
                    .class("rent")
                    .child(el("span").class("label").text(tx::label_rent(lang)))
                    .text(" ")
                    .child(el("b").text(money(bar(b).rent, lang))),
            );
            if s.auctioned {
                face = face.child(el("p").class("ribbon").text(tx::ribbon_up_for_auction(lang)));
            } else if let Some(o) = v.offer.as_ref().filter(|o| o.slot == i) {
                face = face.child(el("p").class("ribbon").text(match o.kind {
                    OfferKind::Partner => tx::ribbon_partner_offer(lang),
                    OfferKind::Takeover => tx::ribbon_takeover_offer(lang),
                }));
            }
            let empty_tenant = if s.auctioned { tx::place_up_for_auction(lang) } else { "—" };
            let mut seats = el("div").class("places").child(place(ui, s.tenant, i, true, empty_tenant));
            if s.places == 2 {
                seats = seats.child(place(ui, s.partner, i, false, tx::place_free(lang)));
            }
            face.child(seats)
        }
        (SlotState::Renovated, Some(b)) => el("div")
            .class("bar-face")
            .child(el("h4").class("bar-name").text(bar_name(b)))
            .child(el("p").class("ribbon").text(tx::bar_closed_renovation(lang)))
            .child(el("p").class("meta").text(tx::bar_renovated_meta(lang, bar(b).rent, places))),
        _ => {
            // Face down: only its places show.
            let back = el("div")
                .class("bar-face back")
                .child(el("h4").class("bar-name").text(tx::bar_closed(lang)))
                .child(el("p").class("meta").text(places));
            let mut pips = el("div").class("places").attr("aria-hidden", "true");
            for _ in 0..s.places {
                pips = pips.child(el("span").class("pawn empty"));
            }
            back.child(pips)
        }
    }
}

/// What the player to act may do with bar `s`, if anything. Each button's
/// spoken name says which bar (a closed one by its number and places).
fn slot_actions(ui: &mut Ui<Barracuda>, s: &SlotView, allowed: &Allowed, draft: &Draft) -> Option<El> {
    let lang = ui.lang;
    let i = s.index;
    let name = s.bar.map_or("", bar_name);
    let tenant = s.tenant.map_or("—", |t| ui.name(t)).to_string();
    let mut actions = el("div").class("slot-actions");
    if allowed.open.contains(&i) {
        let c = ui.play(Move::Open(i));
        let label = tx::bar_open_label(lang, u32::from(i) + 1, tx::bar_places(lang, s.places));
        actions = actions.child(context(button(tx::bar_open(lang), c).class("primary").attr("data-action", "open"), label));
    }
    if !allowed.must_open {
        if allowed.partner_own.contains(&i) {
            let c = ui.play(Move::PlacePartnerOwn(i));
            actions = actions.child(context(
                button(tx::bar_place_partner(lang), c).attr("data-action", "partner-own"),
                tx::bar_place_partner_label(lang, name),
            ));
        }
        if allowed.partner_offer.contains(&i) {
            let c = ui.draft(Draft { pick: Some((OfferKind::Partner, i)), stack: draft.stack });
            actions = actions.child(context(
                button(tx::bar_offer_partner(lang), c)
                    .attr("aria-pressed", (draft.pick == Some((OfferKind::Partner, i))).to_string())
                    .attr("data-action", "partner-offer"),
                tx::bar_offer_partner_label(lang, name, tenant.clone()),
            ));
        }
        if allowed.takeover.iter().any(|(t, _)| *t == i) {
            let c = ui.draft(Draft { pick: Some((OfferKind::Takeover, i)), stack: draft.stack });
            let rent = money(s.rent.or(s.bar.map(|b| bar(b).rent)).unwrap_or(0), lang);
            actions = actions.child(context(
                button(tx::bar_take_over(lang), c)
                    .attr("aria-pressed", (draft.pick == Some((OfferKind::Takeover, i))).to_string())
                    .attr("data-action", "takeover"),
                tx::bar_take_over_label(lang, name, tenant, rent),
            ));
        }
        if allowed.auction.contains(&i) {
            let c = ui.play(Move::StartAuction(i));
            actions = actions.child(context(
                button(tx::bar_auction(lang), c).attr("data-action", "auction"),
                tx::bar_auction_label(lang, name),
            ));
        }
    }
    (!actions.children.is_empty()).then_some(actions)
}

/// A bar's button with which bar it is for, said after its shown words
/// ("Open this bar – bar no. 3 (2 places)"): its name begins with what it
/// shows, as a person using voice control or a sighted reader expects.
fn context(button: El, which: String) -> El {
    button.child(el("span").class("visually-hidden").text(format!(" – {which}")))
}

fn order(ui: &Ui<Barracuda>, v: &View) -> El {
    let lang = ui.lang;
    // `played` ends with the player whose turn it is: not played yet.
    let played: Vec<&str> = v.played.iter().filter(|s| v.current != Some(**s)).map(|s| ui.name(*s)).collect();
    let mut p = el("p").class("order").testid("order").text(tx::order_round(lang, v.round));
    if !played.is_empty() {
        p = p.text(tx::order_played(lang, played.join(tx::log_list_comma(lang))));
    }
    // A player about to win by keeping their 5 figures in bars: the whole
    // table is warned while there is still time to drive one out.
    if v.ending.is_none() {
        for (i, s) in v.seats.iter().enumerate() {
            if s.in_bars == FIGURES && !s.left_flag {
                p = p.child(el("strong").class("threat").testid("five-figures-threat").text(tx::five_figures_threat(
                    lang,
                    ui.name(Seat(i as u8)),
                )));
            }
        }
    }
    if v.groups_left.len() > 1 {
        let groups: Vec<String> =
            v.groups_left.iter().map(|g| g.iter().map(|s| ui.name(*s)).collect::<Vec<_>>().join(" / ")).collect();
        p = p.text(tx::order_groups(lang, groups.join(tx::order_then(lang))));
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
    widgets::sheet(lang, ui.names, &[tx::label_in_bars(lang), tx::label_rent(lang)], rows)
}

fn end_details(ui: &Ui<Barracuda>, v: &View) -> Vec<Node> {
    let lang = ui.lang;
    if v.ending.is_none() {
        return Vec::new();
    }
    let mut list = el("ul").class("purses").testid("purses");
    for (i, s) in v.seats.iter().enumerate() {
        if let Some((cash, fakes)) = s.purse {
            list = list.child(el("li").text(tx::end_purse(lang, ui.name(Seat(i as u8)), s.in_bars, cash, fakes)));
        }
    }
    let how = match v.config.tiebreak {
        Tiebreak::HighestRent => tx::end_tiebreak_highest(lang),
        Tiebreak::TotalRent => tx::end_tiebreak_total(lang),
    };
    vec![el("h3").text(tx::end_wallets(lang)).into(), list.into(), el("p").class("meta").text(how).into()]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player who will win at their next turn if none of their 5 figures
    /// leaves a bar is named to the whole table (a family lost a game to
    /// it without a word of warning).
    #[test]
    fn a_player_about_to_win_by_five_figures_is_named_to_the_table() {
        use crate::engine::{SeatKind, SeatSetup, Table, Viewer};
        use crate::scene::dom::find_all;
        let names: Vec<String> = ["Ana", "Bob", "Cleo"].iter().map(|s| s.to_string()).collect();
        let seats = names.iter().map(|n| SeatSetup { name: n.clone(), kind: SeatKind::Human }).collect();
        let table = Table::<Barracuda>::new(Barracuda::config_for(3, &[]), 5, seats).unwrap();
        let ui = Ui::<Barracuda> {
            lang: Lang::En,
            names: &names,
            kinds: vec![SeatKind::Human; 3],
            me: None,
            my_turn: false,
            actor: None,
            legal: Vec::new(),
            bubbles: vec![None; 3],
            tail: Vec::new(),
            commands: Vec::new(),
            lazy_open: true,
        };
        let threats = |v: &View| {
            let nodes = [Node::from(order(&ui, v))];
            find_all(&nodes, "data-testid", "five-figures-threat")
                .iter()
                .map(|e| {
                    e.children
                        .iter()
                        .filter_map(|n| match n {
                            Node::Text(t) => Some(t.as_str()),
                            Node::El(_) => None,
                        })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
        };
        let mut v = table.view(Viewer::Table);
        assert!(threats(&v).is_empty());
        v.seats[1].in_bars = FIGURES;
        v.seats[1].left_flag = true;
        assert!(threats(&v).is_empty(), "a figure left a bar since: no win at the next turn");
        v.seats[1].left_flag = false;
        let said = threats(&v);
        assert_eq!(said.len(), 1);
        assert!(said[0].contains("Bob"), "{said:?}");
    }

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
