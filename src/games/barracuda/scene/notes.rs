//! The money on Barracuda's table: banknotes and envelopes, what is in
//! flight (offers, bids, Last order stakes), the holder's wallet and the
//! envelope being filled.

use super::*;

/// How many notes of one kind a bundle holds.
pub(super) fn count_of(b: &Bundle, value: u32) -> u8 {
    match value {
        10_000 => b.n10000,
        5_000 => b.n5000,
        2_000 => b.n2000,
        1_000 => b.n1000,
        _ => b.fakes,
    }
}

/// The bundle with `n` notes of one kind.
pub(super) fn with_count(mut b: Bundle, value: u32, n: u8) -> Bundle {
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
pub(super) fn banknote(value: u32, lang: Lang) -> El {
    let face = if value == 0 { tx::note_fake_face(lang).to_string() } else { money(value, lang) };
    el("span")
        .class("bn")
        .class(&format!("v{value}"))
        .class_if("fake", value == 0)
        .attr("aria-hidden", "true")
        .child(el("span").class("bn-v").text(face))
}

/// A pile of `k` notes of one kind: a few drawn, the count on top.
pub(super) fn pile(value: u32, k: u8, lang: Lang) -> El {
    let mut p = el("span").class("note-pile").class_if("none", k == 0).attr("aria-hidden", "true");
    for _ in 0..k.clamp(1, 3) {
        p = p.child(banknote(value, lang));
    }
    p.child(el("span").class("pile-count").text(format!("×{k}")))
}

/// A bundle's notes, drawn (for who may see them), with their words for a
/// screen reader.
pub(super) fn notes_row(b: &Bundle, lang: Lang) -> El {
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
pub(super) fn envelope(size: Option<u32>, lang: Lang) -> El {
    let label = match size {
        Some(n) => tx::envelope_closed_size(lang, n),
        None => tx::envelope_closed(lang).to_string(),
    };
    let mut e = el("span").class("envelope shut").attr("role", "img").label(label);
    if let Some(n) = size {
        e = e.child(el("span").class("env-count").attr("aria-hidden", "true").text(n.to_string()));
    }
    e
}

/// A closed envelope in flight: it slides from its giver's seat.
pub(super) fn sent(size: Option<u32>, id: String, from: Seat, lang: Lang) -> El {
    el("span")
        .class("sent")
        .attr("data-fly", id)
        .attr("data-from", format!("seat-{}", from.0))
        .child(envelope(size, lang))
}

/// The offer, auction or Last order under way, as the viewer may see it.
pub(super) fn in_flight(ui: &Ui<Barracuda>, v: &View) -> Vec<Node> {
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
pub(super) fn offer_panel(ui: &Ui<Barracuda>, o: &OfferView) -> El {
    let lang = ui.lang;
    let line = match o.kind {
        OfferKind::Partner => {
            tx::offer_line_partner(lang, ui.name(o.giver), o.size, ui.name(o.tenant), bar_name(o.bar))
        }
        OfferKind::Takeover => {
            tx::offer_line_takeover(lang, ui.name(o.giver), o.size, ui.name(o.tenant), bar_name(o.bar))
        }
    };
    let mut p = panel(tx::offer_closed(lang), "offer")
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
        p = p.child(
            el("p").class("secret").testid("offer-contents").text(tx::offer_inside(lang, bundle_text(&c, lang))),
        );
    }
    p
}

/// The auction under way: the seller, the bar, and the bids as envelopes in front of him.
pub(super) fn auction_panel(ui: &Ui<Barracuda>, a: &AuctionView) -> El {
    let lang = ui.lang;
    let p = panel(tx::auction_title(lang, ui.name(a.seller), bar_name(a.bar)), "auction")
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
pub(super) fn bid_row(ui: &Ui<Barracuda>, b: &BidView) -> El {
    let lang = ui.lang;
    let mut li = el("li")
        .attr("data-bidder", b.seat.0.to_string())
        .child(pawn_tag(ui, b.seat))
        .child(el("span").class("pname").text(ui.name(b.seat).to_string()));
    if b.has_bid {
        li = li.child(sent(b.size, format!("bid-{}", b.seat.0), b.seat, lang));
    }
    li = li.child(el("span").class("bid-state").text(match (b.has_bid, b.size) {
        (false, _) => tx::bid_not_yet(lang).to_string(),
        (true, Some(k)) => tx::notes_count(lang, k),
        (true, None) => tx::bid_has_bid(lang).to_string(),
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
pub(super) fn last_order_panel(ui: &Ui<Barracuda>, l: &LastOrderView) -> El {
    let lang = ui.lang;
    let mut p = panel(tx::last_order_title(lang), "last-order").testid("last-order");
    if let Some(c) = l.caller {
        p = p.child(el("p").text(tx::last_order_called(lang, ui.name(c))));
    }
    if let Some(all) = &l.revealed {
        // One reveal: every envelope opened at once.
        p = p.child(stakes_revealed(ui, all));
    } else if !l.staked.is_empty() {
        p = p.child(el("p").class("meta").text(tx::last_order_staked(lang))).child(stakes_sealed(ui, l));
    }
    p
}

/// The Last order reveal: every envelope opened at once, with its value.
pub(super) fn stakes_revealed(ui: &Ui<Barracuda>, all: &[Bundle]) -> El {
    let lang = ui.lang;
    let mut list = el("ul").class("stakes envelopes").testid("stakes");
    for (i, b) in all.iter().enumerate() {
        let seat = Seat(i as u8);
        list = list.child(
            el("li")
                .child(pawn_tag(ui, seat))
                .child(el("span").class("pname").text(tx::stake_name(lang, ui.name(seat))))
                .child(notes_row(b, lang).class("opened"))
                .child(el("b").text(bundle_value(b, lang))),
        );
    }
    list
}

/// The Last order stakes still closed: who has staked, and the viewer's own stake for him alone.
pub(super) fn stakes_sealed(ui: &Ui<Barracuda>, l: &LastOrderView) -> El {
    let lang = ui.lang;
    let mut list = el("ul").class("stakes envelopes");
    for s in &l.staked {
        let mut li = el("li")
            .child(pawn_tag(ui, *s))
            .child(el("span").class("pname").text(ui.name(*s).to_string()))
            .child(sent(None, format!("stake-{}", s.0), *s, lang));
        if ui.me == Some(*s) {
            if let Some(b) = l.my_stake {
                li = li.child(el("span").class("secret").text(tx::stake_yours(lang, bundle_value(&b, lang))));
            }
        }
        list = list.child(li);
    }
    list
}

/// A player's token (colour and letter) beside a name or an envelope.
pub(super) fn pawn_tag(ui: &Ui<Barracuda>, seat: Seat) -> El {
    el("span")
        .class(&format!("pawn small c{}", seat.0))
        .attr("aria-hidden", "true")
        .text(widgets::initial(ui.name(seat)))
}

/// The stack being composed now, if any: its limits.
pub(super) fn composing(ui: &Ui<Barracuda>, v: &View, draft: &Draft) -> Option<Limits> {
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
pub(super) fn wallet(ui: &mut Ui<Barracuda>, v: &View, draft: &Draft) -> Option<El> {
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
        .child(el("h3").id("wallet-title").text(tx::wallet_title(lang)))
        .child(el("p").class("cash").text(tx::wallet_cash(lang, purse.cash, purse.fakes)));
    if composing {
        w = w.child(el("p").class("meta").text(tx::wallet_tap_note(lang))).child(wallet_tray(ui, &purse, draft));
    } else {
        w = w.child(wallet_notes(&purse, lang)).child(el("p").class("meta").text(tx::wallet_bank_change(lang)));
    }
    if let Some((real, fakes)) = v.bank_count {
        w = w.child(el("p").class("secret").text(tx::wallet_bank_count(lang, real, fakes)));
    }
    Some(w)
}

/// The wallet while an envelope is filled: one button per kind of note to put one more in.
pub(super) fn wallet_tray(ui: &mut Ui<Barracuda>, purse: &Purse, draft: &Draft) -> El {
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
pub(super) fn tray_note(ui: &mut Ui<Barracuda>, purse: &Purse, draft: &Draft, left: &Bundle, value: u32) -> El {
    let lang = ui.lang;
    let stack = draft.stack;
    let k = count_of(&stack, value);
    let (have, room) = if value == 0 {
        ((purse.fakes - u32::from(k)) as u8, u32::from(k) < purse.fakes)
    } else {
        (count_of(left, value), stack.real() + value <= purse.cash)
    };
    let full = stack.size() >= MAX_BUNDLE;
    let why_not = if full {
        tx::wallet_envelope_full(lang, MAX_BUNDLE)
    } else if value == 0 {
        tx::wallet_no_fake(lang).to_string()
    } else {
        tx::wallet_cannot_add(lang).to_string()
    };
    let cmd = if room && !full {
        ui.draft(Draft { pick: draft.pick, stack: with_count(stack, value, k + 1) })
    } else {
        ui.say(why_not.clone())
    };
    let label = tx::wallet_put_note(lang, value);
    // Named by its words (the drawing is hidden from a reader).
    let b = widgets::button("", cmd)
        .class("note-btn")
        .attr("data-note", value.to_string())
        .child(el("span").class("visually-hidden").text(label))
        .child(pile(value, have, lang));
    if room && !full {
        b
    } else {
        // Why not, as its description (hidden, inside it: its name is its first words).
        let id = format!("why-note-{value}");
        refused(b).attr("aria-describedby", id.clone()).child(names::why(&id, why_not))
    }
}

/// The wallet at rest: a pile for each kind of note the viewer holds, fakes last.
pub(super) fn wallet_notes(purse: &Purse, lang: Lang) -> El {
    let mut notes = el("ul").class("notes").testid("wallet-notes");
    for (value, k) in purse.notes.notes() {
        if k > 0 {
            notes = notes.child(
                el("li")
                    .class("note-kind")
                    .child(pile(value, k, lang))
                    .child(el("span").class("visually-hidden").text(tx::notes_of(lang, k, money(value, lang)))),
            );
        }
    }
    if purse.fakes > 0 {
        notes = notes.child(
            el("li")
                .class("note-kind")
                .child(pile(0, purse.fakes.min(255) as u8, lang))
                .child(el("span").class("visually-hidden").text(tx::wallet_fakes(lang, purse.fakes))),
        );
    }
    notes
}

/// The envelope being filled: the notes tapped in from the wallet (tap one
/// to take it back), what the others will see (its thickness), its real
/// value against the action's limits, then slide it.
#[allow(clippy::too_many_arguments)]
pub(super) fn composer(
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
    match &ok {
        Ok(()) => d.child(b),
        Err(e) => d.children(names::described(refused(b), "why-slide", error_text(e, lang))),
    }
}

/// The notes already in the envelope, one button per kind to take one back; a word when empty.
pub(super) fn envelope_inside(ui: &mut Ui<Barracuda>, draft: &Draft) -> El {
    let lang = ui.lang;
    let stack = draft.stack;
    let mut inside = el("div").class("in-envelope");
    for value in KINDS {
        let k = count_of(&stack, value);
        if k == 0 {
            continue;
        }
        let label = tx::envelope_take_back(lang, value, k);
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
        inside = inside.child(el("p").class("meta empty").text(tx::envelope_empty(lang)));
    }
    inside
}

/// The open envelope around its notes, with its real value and the thickness the others will see.
pub(super) fn open_envelope(inside: El, stack: &Bundle, ok: bool, lang: Lang) -> El {
    el("div")
        .class("envelope open")
        .class_if("ok", ok)
        .testid("composer")
        .child(el("span").class("env-flap").attr("aria-hidden", "true"))
        .child(inside)
        .child(
            // Said as it changes: the envelope's running value, by ear too.
            el("p")
                .class("summary")
                .testid("stack-value")
                .attr("role", "status")
                .child(el("span").class("real").text(tx::envelope_real_value(lang, stack.real())))
                .text(" · ")
                .child(el("span").class("thick").text(tx::envelope_thickness(lang, stack.size())))
                .child(envelope(Some(stack.size()), lang).class("small")),
        )
}

/// The action's limits in words, marked wrong when a non-empty stack breaks them.
pub(super) fn limits_line(purse: &Purse, stack: &Bundle, limits: &Limits, wrong: bool, lang: Lang) -> El {
    let fake = if limits.need_fake && purse.fakes > 0 { "yes" } else { "no" };
    let text = match limits.max {
        Some(max) => tx::limits_range(lang, limits.min, max, fake, MAX_BUNDLE),
        None => tx::limits_none(lang, fake, MAX_BUNDLE),
    };
    el("p").class("meta").class_if("wrong", wrong && stack.size() > 0).testid("limits").text(text)
}
