//! The holder's decision on Barracuda's table: the Last order call, an
//! action on a bar, the answer to an offer, the pick among bids.

use super::*;

/// The holder's decision; `limits` are those of the stack being composed
/// ([`composing`]), whose wallet comes with them.
pub(super) fn decide(
    ui: &mut Ui<Barracuda>,
    v: &View,
    draft: &Draft,
    limits: Option<Limits>,
    wallet: Option<El>,
) -> Option<El> {
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
        .attr("aria-label", tx::decide_title(lang));
    match v.phase {
        Phase::LastOrderStake { .. } => {
            let limits = limits?;
            d = composer(ui, d, wallet, &purse, draft, &limits, Move::Stake, tx::decide_stake(lang), lang);
        }
        Phase::Action => d = action(ui, d, v, draft, limits, wallet, &allowed),
        Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. } => {
            if let Some(o) = &v.offer {
                d = answer_offer(ui, d, o, &allowed);
            }
        }
        Phase::AuctionBid { .. } => {
            let limits = limits?;
            d = composer(ui, d, wallet, &purse, draft, &limits, Move::AuctionBid, tx::decide_hand_in_bid(lang), lang);
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
        d = d.child(button(tx::decide_count_bank(lang), c).class("link").testid("count-bank"));
    }
    Some(d)
}

/// "Does anyone call Last order?", put to `actor` on the public table.
pub(super) fn last_order_call(ui: &mut Ui<Barracuda>, v: &View, actor: Seat) -> El {
    let lang = ui.lang;
    let call = ui.play(Move::CallLastOrder);
    let no = ui.play(Move::DeclineLastOrder);
    let declined: Vec<&str> =
        v.last_order.as_ref().map(|l| l.declined.iter().map(|s| ui.name(*s)).collect()).unwrap_or_default();
    let mut d = el("section")
        .class("choice last-order-call")
        .testid("last-order-call")
        .attr("aria-label", tx::last_order_title(lang))
        .child(el("p").class("big-question").text(tx::last_order_question(lang)));
    if !declined.is_empty() {
        d = d.child(el("p").class("meta").text(tx::last_order_declined(lang, declined.join(tx::log_list_comma(lang)))));
    }
    // "Ana : Last order !" / "Ana: Last order!": the seat asked, its answer.
    let name = ui.name(actor);
    let (yes, no_label) = (tx::last_order_call(lang, name), tx::last_order_decline(lang, name));
    d.child(
        el("div")
            .class("row")
            .child(button(yes, call).class("primary big").testid("call-last-order"))
            .child(button(no_label, no).class("secondary big").testid("decline-last-order")),
    )
    // What calling it does, for a table that has never seen one: after the
    // answers, which stay in view on a short screen.
    .child(el("p").class("meta explain").testid("last-order-explain").text(tx::last_order_explain(lang)))
}

/// An action on a bar: the offer being composed for the bar picked, or Hold.
pub(super) fn action(
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
        d = d.child(el("p").text(tx::decide_must_open(lang)));
    } else if draft.pick.is_none() {
        // What the status says too: a short frame leaves it out (style).
        d = d.child(el("p").class("says-status").text(tx::decide_choose_action(lang)));
    }
    if let (Some((kind, slot)), Some(limits)) = (draft.pick, limits) {
        let s = &v.slots[slot as usize];
        let name = s.bar.map(bar_name).unwrap_or("?");
        let title = match kind {
            OfferKind::Partner => tx::decide_offer_partner_title(lang, name),
            OfferKind::Takeover => tx::decide_offer_takeover_title(lang, name),
        };
        // The panel just opened takes the focus (the shell moves it here
        // when it appears): a player by ear hears what is now composed.
        let which = match kind {
            OfferKind::Partner => "partner",
            OfferKind::Takeover => "takeover",
        };
        d = d.child(el("h4").attr("tabindex", "-1").attr("data-arrive", format!("{which}-{slot}")).text(title));
        let mk = move |b: Bundle| match kind {
            OfferKind::Partner => Move::OfferPartner(slot, b),
            OfferKind::Takeover => Move::OfferTakeover(slot, b),
        };
        d = composer(ui, d, wallet, &purse, draft, &limits, mk, tx::decide_slide_offer(lang), lang);
        let cancel = ui.draft(Draft::default());
        d = d.child(button(tx::decide_cancel(lang), cancel).class("link"));
    }
    if allowed.hold {
        let h = ui.play(Move::Hold);
        d = d.child(button(tx::decide_hold(lang), h).class("secondary").testid("hold"));
    }
    d
}

/// An offer slid to the holder: what it holds, Accept or Refuse, and what each does.
pub(super) fn answer_offer(ui: &mut Ui<Barracuda>, mut d: El, o: &OfferView, allowed: &Allowed) -> El {
    let lang = ui.lang;
    let contents = o.contents.unwrap_or_default();
    d = d.child(el("p").class("secret").text(tx::decide_offer_received(
        lang,
        ui.name(o.giver),
        bundle_text(&contents, lang),
        bar_name(o.bar),
    )));
    // The answer right under the offer; what each answer does after it.
    let yes = ui.play(Move::Accept);
    let why_not = error_text(&RuleError::CannotAffordRefusal, lang);
    let no = if allowed.refuse { ui.play(Move::Refuse) } else { ui.say(why_not.clone()) };
    let no_btn = button(tx::decide_refuse(lang), no).class("secondary big").testid("refuse");
    // A refusal out of reach says why as its description (hidden, after it).
    let (no_btn, why) = match allowed.refuse {
        true => (no_btn, None),
        false => (refused(no_btn).attr("aria-describedby", "why-refuse"), Some(names::why("why-refuse", why_not))),
    };
    d = d.child(
        el("div")
            .class("row")
            .child(button(tx::decide_accept(lang), yes).class("primary big").testid("accept"))
            .child(no_btn)
            .child_opt(why),
    );
    d = d.child(el("p").class("meta").text(match o.kind {
        OfferKind::Partner => tx::decide_partner_help(lang, ui.name(o.giver), contents.real()),
        OfferKind::Takeover => tx::decide_takeover_help(lang, contents.real(), ui.name(o.giver)),
    }));
    d
}

/// The seller's choice among the closed bids, or refusing them all.
pub(super) fn pick_bid(ui: &mut Ui<Barracuda>, mut d: El, a: &AuctionView, allowed: &Allowed) -> El {
    let lang = ui.lang;
    let mut list = el("ul").class("bids decide-bids");
    for b in &a.bids {
        let contents = b.contents.unwrap_or_default();
        let text = tx::decide_bid(lang, ui.name(b.seat), bundle_text(&contents, lang));
        let ok = allowed.accept_bidders.contains(&b.seat);
        let why_not = error_text(&RuleError::BidderHasNoFreeFigure, lang);
        let c = if ok { ui.play(Move::AuctionAccept(b.seat)) } else { ui.say(why_not.clone()) };
        let btn = button(tx::decide_pick(lang), c)
            .attr("data-bidder", b.seat.0.to_string())
            .label(tx::decide_pick_label(lang, ui.name(b.seat)));
        let id = format!("why-bid-{}", b.seat.0);
        let (btn, why) = match ok {
            true => (btn.class("primary"), None),
            false => (refused(btn).attr("aria-describedby", id.clone()), Some(names::why(&id, why_not))),
        };
        list = list.child(el("li").child(el("span").class("secret").text(text)).child(btn).child_opt(why));
    }
    d = d.child(list);
    let why_not = error_text(&RuleError::CannotAffordRenovation, lang);
    let r = if allowed.reject_all { ui.play(Move::AuctionRejectAll) } else { ui.say(why_not.clone()) };
    let label = tx::decide_reject_all(lang, RENOVATION);
    let btn = button(label, r).class("secondary").testid("reject-all");
    match allowed.reject_all {
        true => d.child(btn),
        false => d
            .child(refused(btn).attr("aria-describedby", "why-reject-all"))
            .child(names::why("why-reject-all", why_not)),
    }
}
