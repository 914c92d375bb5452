//! The holder's decision on Barracuda's table: the Last order call, an
//! action on a bar, the answer to an offer, the pick among bids.

use super::*;

/// The holder's decision; `limits` are those of the stack being composed
/// ([`composing`]), whose wallet comes with them.
pub(super) fn decide(ui: &mut Ui<Barracuda>, v: &View, draft: &Draft, limits: Option<Limits>, wallet: Option<El>) -> Option<El> {
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
pub(super) fn last_order_call(ui: &mut Ui<Barracuda>, v: &View, actor: Seat) -> El {
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
pub(super) fn answer_offer(ui: &mut Ui<Barracuda>, mut d: El, o: &OfferView, allowed: &Allowed) -> El {
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
pub(super) fn pick_bid(ui: &mut Ui<Barracuda>, mut d: El, a: &AuctionView, allowed: &Allowed) -> El {
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
