//! What Barracuda says to players, in every language (the messages of
//! `i18n/<lang>/barracuda.ftl`): note names, log lines, button labels, why a
//! move is refused, the bubbles. Pure (tested natively).

use super::rules::{bar, BankruptReason, BarId, Bundle, Ending, Event, Move, OfferKind, RuleError, RENOVATION};
use super::tx;
use crate::engine::Seat;
use crate::i18n::{number, Lang};

/// "8 000" (FR, a narrow no-break space) / "8,000" (EN): see [`number`].
pub fn money(amount: impl Into<u64>, lang: Lang) -> String {
    number(amount.into(), lang)
}

/// The bar's name as printed on its card.
pub fn bar_name(id: BarId) -> &'static str {
    bar(id).name
}

/// Name of one note: "billet de 5 000", "faux billet".
pub fn note_name(value: u32, lang: Lang) -> String {
    tx::note_name(lang, value)
}

/// "1 billet de 5 000 + 2 billets de 1 000 + 2 faux billets" — the notes
/// of a bundle, in words (a log line is read aloud too).
pub fn bundle_text(b: &Bundle, lang: Lang) -> String {
    let mut parts: Vec<String> =
        b.notes().iter().filter(|(_, k)| *k > 0).map(|(v, k)| tx::notes_of(lang, *k, money(*v, lang))).collect();
    if b.fakes > 0 {
        parts.push(tx::bundle_fakes(lang, b.fakes));
    }
    if parts.is_empty() {
        tx::bundle_nothing(lang).to_string()
    } else {
        parts.join(" + ")
    }
}

/// "4 000 (+2 faux billets)" — the value of a bundle with its fakes.
pub fn bundle_value(b: &Bundle, lang: Lang) -> String {
    tx::bundle_value(lang, b.fakes, b.real())
}

/// One log line, in the viewer's language.
/// Long by design: one arm per event, a table read top to bottom (cutting
/// it would scatter one table over several functions).
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_else(|| format!("#{}", u32::from(s.0) + 1));
    match event {
        Event::GameStarted { players, places, removed } => {
            let two = places.iter().filter(|p| **p == 2).count();
            match removed {
                Some([a, b]) => tx::log_game_started_removed(lang, *players, two, bar_name(*a), bar_name(*b)),
                None => tx::log_game_started_unseen(lang, *players, two),
            }
        }
        Event::RoundStarted { round } => tx::log_round_started(lang, *round),
        Event::LastOrderDeclined { seat } => tx::log_last_order_declined(lang, name(*seat)),
        Event::LastOrderCalled { seat } => tx::log_last_order_called(lang, name(*seat)),
        Event::NoLastOrder => tx::log_no_last_order(lang).into(),
        Event::Staked { seat } => tx::log_staked(lang, name(*seat)),
        Event::StakeContents { stake, .. } => tx::log_stake_contents(lang, bundle_text(stake, lang)),
        Event::StakesRevealed { stakes, groups, fakes_returned } => {
            let list: Vec<String> = stakes
                .iter()
                .enumerate()
                .map(|(i, b)| tx::log_stake_item(lang, name(Seat(i as u8)), bundle_value(b, lang)))
                .collect();
            let order: Vec<String> = groups
                .iter()
                .map(|g| g.iter().map(|s| name(*s)).collect::<Vec<_>>().join(tx::log_order_or(lang)))
                .collect();
            // Widened: a forged event may list any number of stakes.
            let total: u64 = stakes.iter().map(|b| u64::from(b.real())).sum();
            tx::log_stakes_revealed(
                lang,
                list.join(tx::log_list_comma(lang)),
                total,
                if *fakes_returned { "back" } else { "bank" },
                order.join(tx::log_order_then(lang)),
            )
        }
        Event::PlayerDrawn { seat, position, decided: false, .. } => tx::log_player_drawn(lang, name(*seat), *position),
        Event::PlayerDrawn { seat, position, decided: true, .. } => tx::log_player_next(lang, name(*seat), *position),
        Event::FiveFiguresWin { seat } => tx::log_five_figures_win(lang, name(*seat)),
        Event::RentPaid { seat, rents, discount, amount } => {
            let list: Vec<String> = rents.iter().map(|(b, r)| tx::log_rent_item(lang, bar_name(*b), *r)).collect();
            let list = list.join(tx::log_list_comma(lang));
            if *discount > 0 {
                tx::log_rent_paid_discount(lang, name(*seat), *amount, list, *discount)
            } else {
                tx::log_rent_paid(lang, name(*seat), *amount, list)
            }
        }
        Event::Bankrupt { seat, reason } => match reason {
            BankruptReason::Rent { due } => tx::log_bankrupt_rent(lang, name(*seat), *due),
            BankruptReason::NoAction => tx::log_bankrupt_no_action(lang, name(*seat)),
        },
        Event::BarOpened { seat, bar: b, .. } => tx::log_bar_opened(lang, name(*seat), bar_name(*b), bar(*b).rent),
        Event::PartnerPlacedOwn { seat, bar, .. } => tx::log_partner_placed_own(lang, name(*seat), bar_name(*bar)),
        Event::OfferSlid { kind, giver, tenant, bar, size, .. } => match kind {
            OfferKind::Partner => tx::log_offer_slid_partner(lang, name(*giver), *size, name(*tenant), bar_name(*bar)),
            OfferKind::Takeover => {
                tx::log_offer_slid_takeover(lang, name(*giver), *size, name(*tenant), bar_name(*bar))
            }
        },
        Event::OfferContents { giver, tenant, bundle, .. } => {
            tx::log_offer_contents(lang, name(*giver), name(*tenant), bundle_text(bundle, lang), bundle.real())
        }
        Event::PartnerAccepted { giver, tenant, bar, .. } => {
            tx::log_partner_accepted(lang, name(*tenant), name(*giver), bar_name(*bar))
        }
        Event::PartnerRefused { giver, tenant, bundle, .. } => {
            tx::log_partner_refused(lang, name(*tenant), bundle_value(bundle, lang), name(*giver), bundle.real())
        }
        Event::TakeoverAccepted { giver, tenant, bar, partner_returned, .. } => match partner_returned {
            Some(q) => {
                tx::log_takeover_accepted_partner_leaves(lang, name(*tenant), name(*giver), bar_name(*bar), name(*q))
            }
            None => tx::log_takeover_accepted(lang, name(*tenant), name(*giver), bar_name(*bar)),
        },
        Event::TakeoverRefused { giver, tenant, bar, .. } => {
            tx::log_takeover_refused(lang, name(*tenant), name(*giver), bar_name(*bar))
        }
        Event::ProtectionPaid { giver, tenant, amount, fakes_kept } => {
            tx::log_protection_paid(lang, name(*tenant), *amount, name(*giver), *fakes_kept)
        }
        Event::AuctionStarted { seller, bar, .. } => tx::log_auction_started(lang, name(*seller), bar_name(*bar)),
        Event::BidMade { seat } => tx::log_bid_made(lang, name(*seat)),
        Event::BidContents { bundle, .. } => tx::log_bid_contents(lang, bundle_text(bundle, lang)),
        Event::BidSizes { sizes } => {
            let list: Vec<String> = sizes.iter().map(|(s, k)| tx::log_bid_size_item(lang, name(*s), *k)).collect();
            tx::log_bid_sizes(lang, list.join(tx::log_list_comma(lang)))
        }
        Event::BidsShown { bids } => {
            let list: Vec<String> =
                bids.iter().map(|(s, b)| tx::log_bid_item(lang, name(*s), b.real(), bundle_text(b, lang))).collect();
            tx::log_bids_shown(lang, list.join(tx::log_list_semicolon(lang)))
        }
        Event::AuctionWon { seller, winner, bar, .. } => {
            tx::log_auction_won(lang, name(*seller), name(*winner), bar_name(*bar))
        }
        Event::AuctionPaid { seller, winner, bundle } => {
            tx::log_auction_paid(lang, name(*winner), bundle.real(), name(*seller), bundle_text(bundle, lang))
        }
        Event::AuctionRejected { seller, bar, partner_returned, .. } => match partner_returned {
            Some(q) => {
                tx::log_auction_rejected_partner_leaves(lang, name(*seller), bar_name(*bar), RENOVATION, name(*q))
            }
            None => tx::log_auction_rejected(lang, name(*seller), bar_name(*bar), RENOVATION),
        },
        Event::Held { seat } => tx::log_held(lang, name(*seat)),
        Event::BankCounted { seat } => tx::log_bank_counted(lang, name(*seat)),
        Event::BankCount { cash, fakes, .. } => tx::log_bank_count(lang, *cash, *fakes),
        Event::GameOver { ending, purses, outcome } => {
            let winners: Vec<String> = outcome.winners.iter().map(|s| name(*s)).collect();
            let winners = winners.join(tx::log_list_comma(lang));
            let list: Vec<String> = purses
                .iter()
                .enumerate()
                .map(|(i, (c, f))| tx::log_purse_item(lang, name(Seat(i as u8)), *c, *f))
                .collect();
            let purses = list.join(tx::log_list_semicolon(lang));
            match ending {
                Ending::FiveFigures(w) => tx::log_game_over_five(lang, name(*w), winners, purses),
                Ending::Bankruptcy(b) => tx::log_game_over_bankrupt(lang, name(*b), winners, purses),
            }
        }
    }
}

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    // The bar's place on the table, from 1.
    let slot = |i: &u8| u32::from(*i) + 1;
    match mv {
        Move::CallLastOrder => tx::move_call_last_order(lang).into(),
        Move::DeclineLastOrder => tx::move_decline_last_order(lang).into(),
        Move::Stake(b) => tx::move_stake(lang, bundle_value(b, lang)),
        Move::Open(i) => tx::move_open(lang, slot(i)),
        Move::PlacePartnerOwn(i) => tx::move_place_partner(lang, slot(i)),
        Move::OfferPartner(i, b) => tx::move_offer_partner(lang, slot(i), bundle_value(b, lang)),
        Move::OfferTakeover(i, b) => tx::move_offer_takeover(lang, slot(i), bundle_value(b, lang)),
        Move::StartAuction(i) => tx::move_auction(lang, slot(i)),
        // As the button begins.
        Move::Hold => tx::move_hold(lang).into(),
        Move::Accept => tx::move_accept(lang).into(),
        Move::Refuse => tx::move_refuse(lang).into(),
        Move::AuctionBid(b) => tx::move_bid(lang, bundle_value(b, lang)),
        Move::AuctionAccept(s) => tx::move_auction_accept(lang, u32::from(s.0) + 1),
        Move::AuctionRejectAll => tx::move_reject_all(lang).into(),
        Move::CountBank => tx::move_count_bank(lang).into(),
    }
}

/// Why a move is refused, in players' words.
/// Long by design: one arm per refusal, a table read top to bottom.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    match err {
        RuleError::GameOver => tx::error_game_over(lang).into(),
        RuleError::NotYourTurn { expected, .. } => tx::error_not_your_turn(lang, u32::from(expected.0) + 1),
        RuleError::WrongPhase => tx::error_wrong_phase(lang).into(),
        RuleError::NoSuchSlot => tx::error_no_such_slot(lang).into(),
        RuleError::MustOpen => tx::error_must_open(lang).into(),
        RuleError::OpenLimitReached => tx::error_open_limit(lang).into(),
        RuleError::BarNotClosed => tx::error_bar_not_closed(lang).into(),
        RuleError::BarNotOpen => tx::error_bar_not_open(lang).into(),
        RuleError::NoFreeFigure => tx::error_no_free_figure(lang).into(),
        RuleError::NotYourBar => tx::error_not_your_bar(lang).into(),
        RuleError::OwnBar => tx::error_own_bar(lang).into(),
        RuleError::NoTenant => tx::error_no_tenant(lang).into(),
        RuleError::NoPartnerPlace => tx::error_no_partner_place(lang).into(),
        RuleError::PartnerPlaceTaken => tx::error_partner_place_taken(lang).into(),
        RuleError::OfferTooLow { min } => tx::error_offer_too_low(lang, *min),
        RuleError::OfferTooHigh { max } => tx::error_offer_too_high(lang, *max),
        RuleError::InsufficientCash => tx::error_insufficient_cash(lang).into(),
        RuleError::InsufficientFakes => tx::error_insufficient_fakes(lang).into(),
        RuleError::BundleTooLarge => tx::error_bundle_too_large(lang).into(),
        RuleError::MustIncludeFake => tx::error_must_include_fake(lang).into(),
        RuleError::CannotAffordRefusal => tx::error_cannot_afford_refusal(lang).into(),
        RuleError::NeedThreeBars => tx::error_need_three_bars(lang).into(),
        RuleError::AuctionNotCompletable => tx::error_auction_not_completable(lang).into(),
        RuleError::NotABidder => tx::error_not_a_bidder(lang).into(),
        RuleError::BidderHasNoFreeFigure => tx::error_bidder_no_free_figure(lang).into(),
        RuleError::CannotAffordRenovation => tx::error_cannot_afford_renovation(lang, RENOVATION),
        RuleError::HoldNotAllowed => tx::error_hold_not_allowed(lang).into(),
        RuleError::BankAlreadyCounted => tx::error_bank_already_counted(lang).into(),
        RuleError::BankCountOff => tx::error_bank_count_off(lang).into(),
    }
}

/// A seat's action as a short bubble at its seat, so the table follows the
/// computers without opening the log: the rent it paid, the bar it opened,
/// the offer it slid (its size: its notes are secret), its answer, a bid,
/// "Last order!". `None` for the events that are not one seat's action.
/// A bar's id out of the game reads "?" (a forged link never panics here).
pub fn bubble(event: &Event, names: &[String], lang: Lang) -> Option<(Seat, String)> {
    let name = |s: &Seat| names.get(s.index()).map_or("?", |n| n.as_str());
    let bar = |b: &BarId| if (*b as usize) < 12 { bar_name(*b) } else { "?" };
    Some(match event {
        Event::LastOrderCalled { seat } => (*seat, tx::bubble_last_order(lang).into()),
        Event::LastOrderDeclined { seat } => (*seat, tx::bubble_no_last_order(lang).into()),
        Event::Staked { seat } => (*seat, tx::bubble_staked(lang).into()),
        Event::RentPaid { seat, amount, .. } if *amount > 0 => (*seat, tx::bubble_rent_paid(lang, *amount)),
        Event::Bankrupt { seat, .. } => (*seat, tx::bubble_bankrupt(lang).into()),
        Event::BarOpened { seat, bar: b, .. } => (*seat, tx::bubble_opens(lang, bar(b))),
        Event::PartnerPlacedOwn { seat, bar: b, .. } => (*seat, tx::bubble_partner_own(lang, bar(b))),
        Event::OfferSlid { kind: OfferKind::Partner, giver, tenant, size, .. } => {
            (*giver, tx::bubble_offer_partner(lang, name(tenant), *size))
        }
        Event::OfferSlid { kind: OfferKind::Takeover, giver, bar: b, .. } => {
            (*giver, tx::bubble_offer_takeover(lang, bar(b)))
        }
        Event::PartnerAccepted { tenant, giver, .. } => (*tenant, tx::bubble_accepts(lang, name(giver))),
        Event::PartnerRefused { tenant, giver, .. } => (*tenant, tx::bubble_refuses(lang, name(giver))),
        Event::TakeoverAccepted { tenant, giver, bar: b, .. } => {
            (*tenant, tx::bubble_gives_up(lang, bar(b), name(giver)))
        }
        Event::TakeoverRefused { tenant, .. } => (*tenant, tx::bubble_refuses_takeover(lang).into()),
        Event::AuctionStarted { seller, bar: b, .. } => (*seller, tx::bubble_auctions(lang, bar(b))),
        Event::BidMade { seat } => (*seat, tx::bubble_bids(lang).into()),
        Event::AuctionWon { seller, winner, bar: b, .. } => (*seller, tx::bubble_sells(lang, bar(b), name(winner))),
        Event::AuctionRejected { seller, .. } => (*seller, tx::bubble_rejects_every_bid(lang).into()),
        Event::Held { seat } => (*seat, tx::bubble_waits(lang).into()),
        Event::BankCounted { seat } => (*seat, tx::bubble_counts_bank(lang).into()),
        _ => return None,
    })
}
