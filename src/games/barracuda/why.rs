//! Why a move is good, in one line, for a hint: read from the seat's
//! [`View`] only (its purse, the public board and bounds, the bundles shown
//! to it), and true of the move there.

use super::rules::{bar, rent_due, BarId, Bundle, Move, OfferKind, Phase, FIGURES, MAX_BUNDLE, OFFER_CAP, RENOVATION};
use super::text::bar_name;
use super::tx;
use super::view::{Allowed, Purse, SlotState, View};
use crate::engine::Seat;
use crate::i18n::Lang;

/// Why a compulsory opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Must {
    /// Round 1: each player's turn is one opening.
    Round1,
    /// No tenancy left and a bar may be opened: opening is compulsory.
    NoBar,
}

/// What the bar opened brings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// Two places, and a free figure left for a partner of one's own.
    Two,
    /// No slot that may be opened has a lower rent: `known`, the renovated
    /// bar itself (rent exact), else the mean rent of the unseen bars of its
    /// size, rounded to 100.
    Cheapest { rent: u32, known: Option<BarId> },
    /// One more figure in a bar, `after` in all.
    Figure { after: u8 },
}

/// Why a takeover offer is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// The bar holds every figure the seat has in bars.
    Last,
    /// The bidder would have all five figures in bars.
    Fifth { giver: Seat },
    /// The offer is less than two turns of the bar's rent for each of the
    /// `lost` figures (2 with the seat's own partner there) it would cost.
    Cheap { rent: u32, lost: u8 },
}

/// A reason for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The only legal move.
    Only,
    /// Calls Last order: the seat's cash does not cover its next rent.
    CallShort { cash: u32, rent: u32 },
    /// Calls Last order: `seat` holds at most `hi` (public bound) for a rent
    /// of `rent`, so its bankruptcy may end the game at its turn.
    CallDanger { seat: Seat, hi: u32, rent: u32 },
    /// Declines: the seat's cash covers its rent, and no opponent's public
    /// bound is within 1,000 of their rent.
    DeclineSafe { cash: u32, rent: u32 },
    /// Stakes no real money (`fakes` fakes, one as required when held): the
    /// rent is covered, and staked money goes to the bank.
    StakeNothing { fakes: u8, cash: u32, rent: u32 },
    /// Stakes real money (its rent covered, or not all it may): it plays
    /// after the seats that stake less, and the money goes to the bank.
    StakeSome { amount: u32 },
    /// Stakes the most allowed: the rent is not covered.
    StakeAll { amount: u32, cash: u32, rent: u32 },
    /// Opens a bar.
    Open { must: Option<Must>, why: Opening },
    /// Places its own partner in its own bar: free, `after` figures in bars.
    PartnerOwn { bar: BarId, after: u8 },
    /// All five figures in bars: holds.
    Hold,
    /// A takeover the tenant cannot refuse: `amount` is above `hi`, the most
    /// the tenant can hold.
    TakeoverForced { bar: BarId, tenant: Seat, amount: u32, hi: u32 },
    /// A takeover: the bar, or `amount` paid by the tenant to keep it;
    /// `both`: the seat is the bar's partner, so it would hold both places.
    Takeover { bar: BarId, tenant: Seat, amount: u32, rent: u32, both: bool },
    /// A partner offer the tenant cannot refuse.
    PartnerForced { bar: BarId, tenant: Seat, amount: u32, hi: u32 },
    /// A partner offer: a figure in a bar, with no rent to pay.
    Partner { bar: BarId, tenant: Seat, amount: u32, rent: u32 },
    /// Auctioning a bar lowers the next rent from `from` to `to`.
    Auction { bar: BarId, from: u32, to: u32, cash: u32 },
    /// The seat cannot pay for a refusal.
    MustAccept { amount: u32, cash: u32 },
    /// Accepts a partner: paid `amount`; refusing would cost as much.
    AcceptPartner { giver: Seat, bar: BarId, amount: u32 },
    /// Refuses a partner who would reach `after` (4 or 5) figures in bars.
    RefusePartner { giver: Seat, after: u8, amount: u32 },
    /// Accepts a takeover: `amount` in, against `amount` out on a refusal;
    /// `lost` figures leave the bar (2 with the seat's own partner).
    AcceptTakeover { bar: BarId, amount: u32, rent: u32, lost: u8 },
    /// Refuses a takeover: keeping the bar costs `amount`.
    RefuseTakeover { bar: BarId, amount: u32, keep: Keep },
    /// No free figure: the seller cannot choose the seat.
    BidCannotWin,
    /// Winning the bar would be the seat's fifth figure in a bar.
    BidFifth { bar: BarId },
    /// No real money in the bid (`fakes` fakes).
    BidNothing { bar: BarId, fakes: u8 },
    /// A small real bid: it comes back unless chosen.
    BidSome { bar: BarId, amount: u32, rent: u32 },
    /// The seller takes the highest real bid among those it may choose.
    SellHighest { winner: Seat, amount: u32, tied: bool },
    /// No bid it may choose holds real money: giving the bar away is free.
    SellFree { winner: Seat },
    /// A higher bid came from `avoided`, who would reach five figures.
    SellSafe { winner: Seat, amount: u32, avoided: Seat },
    /// Every bidder it may choose would reach five figures.
    RenovateFifth,
    /// No bid it may choose holds real money.
    RenovateEmpty,
}

/// Is `b` a bundle the seat may build, with these limits?
fn bundle_ok(purse: &Purse, b: &Bundle, min: u32, max: Option<u32>, need_fake: bool) -> bool {
    b.size() <= MAX_BUNDLE
        && b.real() >= min
        && max.is_none_or(|m| b.real() <= m)
        && b.real() <= purse.cash
        && b.fakes as u32 <= purse.fakes
        && !(need_fake && purse.fakes > 0 && b.fakes == 0)
}

/// How many bundles `legal_moves` lists with these limits, counted up to `cap`.
fn bundles(purse: &Purse, min: u32, max: u32, min_fakes: u32, cap: usize) -> usize {
    let mut n = 0;
    let mut amount = min.div_ceil(1000) * 1000;
    while amount <= max.min(purse.cash) && n < cap {
        for f in min_fakes..=purse.fakes {
            if Bundle::of(amount, f).size() <= MAX_BUNDLE {
                n += 1;
            }
        }
        amount += 1000;
    }
    n
}

/// Is `mv` legal for the viewer, as far as its view tells (it tells all)?
fn legal(view: &View, a: &Allowed, purse: &Purse, mv: &Move) -> bool {
    match (view.phase, *mv) {
        (_, Move::CountBank) => a.count_bank,
        (Phase::LastOrderCall { .. }, Move::CallLastOrder | Move::DeclineLastOrder) => a.call_last_order,
        (Phase::LastOrderStake { .. }, Move::Stake(b)) => bundle_ok(purse, &b, 0, Some(OFFER_CAP), true),
        (Phase::Action, Move::Open(i)) => a.open.contains(&i),
        (Phase::Action, Move::PlacePartnerOwn(i)) => a.partner_own.contains(&i),
        (Phase::Action, Move::OfferPartner(i, b)) => {
            a.partner_offer.contains(&i) && bundle_ok(purse, &b, 1000, Some(OFFER_CAP), false)
        }
        (Phase::Action, Move::OfferTakeover(i, b)) => {
            a.takeover.iter().any(|(s, rent)| *s == i && bundle_ok(purse, &b, *rent, Some(OFFER_CAP), false))
        }
        (Phase::Action, Move::StartAuction(i)) => a.auction.contains(&i),
        (Phase::Action, Move::Hold) => a.hold,
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Move::Accept) => a.accept,
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Move::Refuse) => a.refuse,
        (Phase::AuctionBid { .. }, Move::AuctionBid(b)) => bundle_ok(purse, &b, 0, None, true),
        (Phase::AuctionDecision { .. }, Move::AuctionAccept(w)) => a.accept_bidders.contains(&w),
        (Phase::AuctionDecision { .. }, Move::AuctionRejectAll) => a.reject_all,
        _ => false,
    }
}

/// How many legal moves the viewer has, counted up to 2.
fn legal_count(view: &View, a: &Allowed, purse: &Purse) -> usize {
    let need = u32::from(purse.fakes > 0);
    let n = match view.phase {
        Phase::LastOrderCall { .. } => 2,
        Phase::LastOrderStake { .. } => bundles(purse, 0, OFFER_CAP, need, 2),
        Phase::Action => {
            let mut n = a.open.len() + a.partner_own.len() + a.auction.len() + usize::from(a.hold);
            for _ in &a.partner_offer {
                n += bundles(purse, 1000, OFFER_CAP, 0, 2);
            }
            for (_, rent) in &a.takeover {
                n += bundles(purse, *rent, OFFER_CAP, 0, 2);
            }
            n
        }
        Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. } => 1 + usize::from(a.refuse),
        Phase::AuctionBid { .. } => bundles(purse, 0, u32::MAX, need, 2),
        Phase::AuctionDecision { .. } => a.accept_bidders.len() + usize::from(a.reject_all),
        Phase::GameOver => 0,
    };
    (n + usize::from(a.count_bank)).min(2)
}

/// The mean rent of the unseen bars with `places` places, times 420 (exact:
/// there are at most 6 of them).
fn unseen_mean(view: &View, places: u8) -> Option<u32> {
    let rents: Vec<u32> = view.unseen.iter().map(|b| bar(*b)).filter(|b| b.places == places).map(|b| b.rent).collect();
    (!rents.is_empty()).then(|| rents.iter().sum::<u32>() * 420 / rents.len() as u32)
}

/// What a slot that may be opened costs a turn, times 420: exact when its
/// bar is known, else the mean of the unseen bars of its size.
pub fn open_cost(view: &View, slot: u8) -> Option<u32> {
    let s = view.slots.get(slot as usize)?;
    match s.rent {
        Some(rent) => Some(rent * 420),
        None => unseen_mean(view, s.places),
    }
}

/// A mean times 420, rounded to 100.
fn round_mean(scaled: u32) -> u32 {
    (scaled + 420 * 50) / (420 * 100) * 100
}

/// Would `seat`'s public cash bound leave them short (within 1,000) of their next rent?
fn short_of_rent(view: &View, seat: Seat) -> bool {
    let s = &view.seats[seat.index()];
    s.rent_due > 0 && s.cash_hi < s.rent_due + 1000
}

/// The seat's next rent without its tenancy of `slot`.
fn rent_without(view: &View, me: Seat, slot: u8) -> u32 {
    let rents: Vec<u32> = view
        .slots
        .iter()
        .filter(|s| s.index != slot && s.state == SlotState::Open && s.tenant == Some(me))
        .filter_map(|s| s.rent)
        .collect();
    rent_due(&rents)
}

/// The reason for `mv` in `view`, if one can honestly be given.
/// Long by design: one arm per kind of move, each with its own reasons in
/// the order the strong computer weighs them.
pub fn reason(view: &View, mv: &Move) -> Option<Why> {
    let me = view.me().filter(|_| view.my_turn())?;
    let a = view.allowed.as_ref()?;
    let purse = view.purse?;
    if !legal(view, a, &purse, mv) {
        return None;
    }
    if legal_count(view, a, &purse) == 1 {
        return Some(Why::Only);
    }
    let my = view.seats.get(me.index())?;
    let cash = purse.cash;
    let rent = my.rent_due;
    let others = || Seat::all(view.players()).filter(move |s| *s != me);
    match (view.phase, *mv) {
        (Phase::LastOrderCall { .. }, Move::CallLastOrder) => {
            if cash < rent {
                return Some(Why::CallShort { cash, rent });
            }
            let seat = others().filter(|s| short_of_rent(view, *s)).min_by_key(|s| {
                let sv = &view.seats[s.index()];
                (sv.cash_hi as i64 - sv.rent_due as i64, s.0)
            })?;
            let sv = &view.seats[seat.index()];
            (my.free > 0).then_some(Why::CallDanger { seat, hi: sv.cash_hi, rent: sv.rent_due })
        }
        (Phase::LastOrderCall { .. }, Move::DeclineLastOrder) => {
            (cash >= rent && !others().any(|s| short_of_rent(view, s))).then_some(Why::DeclineSafe { cash, rent })
        }
        (Phase::LastOrderStake { .. }, Move::Stake(b)) => {
            if b.real() == 0 && cash >= rent {
                Some(Why::StakeNothing { fakes: b.fakes, cash, rent })
            } else if cash < rent && b.real() == cash.min(OFFER_CAP) {
                Some(Why::StakeAll { amount: b.real(), cash, rent })
            } else if b.real() > 0 {
                Some(Why::StakeSome { amount: b.real() })
            } else {
                None
            }
        }
        (Phase::Action, Move::Open(slot)) => {
            let must = if view.round == 1 {
                Some(Must::Round1)
            } else if a.must_open {
                Some(Must::NoBar)
            } else {
                None
            };
            let s = view.slots.get(slot as usize)?;
            let cost = open_cost(view, slot)?;
            let cheapest = a.open.iter().all(|o| open_cost(view, *o).is_none_or(|c| c >= cost));
            let why = if s.places == 2 && my.free >= 2 {
                Opening::Two
            } else if cheapest {
                Opening::Cheapest { rent: round_mean(cost), known: s.bar }
            } else {
                Opening::Figure { after: my.in_bars + 1 }
            };
            Some(Why::Open { must, why })
        }
        (Phase::Action, Move::PlacePartnerOwn(slot)) => {
            let bar = view.slots.get(slot as usize)?.bar?;
            Some(Why::PartnerOwn { bar, after: my.in_bars + 1 })
        }
        (Phase::Action, Move::Hold) => (my.in_bars == FIGURES).then_some(Why::Hold),
        (Phase::Action, Move::OfferTakeover(slot, b)) => {
            let s = view.slots.get(slot as usize)?;
            let (bar, rent, tenant) = (s.bar?, s.rent?, s.tenant?);
            let hi = view.seats[tenant.index()].cash_hi;
            let amount = b.real();
            if amount > hi {
                Some(Why::TakeoverForced { bar, tenant, amount, hi })
            } else {
                Some(Why::Takeover { bar, tenant, amount, rent, both: s.partner == Some(me) })
            }
        }
        (Phase::Action, Move::OfferPartner(slot, b)) => {
            let s = view.slots.get(slot as usize)?;
            let (bar, rent, tenant) = (s.bar?, s.rent?, s.tenant?);
            let hi = view.seats[tenant.index()].cash_hi;
            let amount = b.real();
            if amount > hi {
                Some(Why::PartnerForced { bar, tenant, amount, hi })
            } else {
                Some(Why::Partner { bar, tenant, amount, rent })
            }
        }
        (Phase::Action, Move::StartAuction(slot)) => {
            let bar = view.slots.get(slot as usize)?.bar?;
            let to = rent_without(view, me, slot);
            (to < rent).then_some(Why::Auction { bar, from: rent, to, cash })
        }
        (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Move::Accept | Move::Refuse) => {
            let offer = view.offer?;
            let amount = offer.contents?.real();
            if offer.tenant != me {
                return None;
            }
            let accept = *mv == Move::Accept;
            if accept && !a.refuse {
                return Some(Why::MustAccept { amount, cash });
            }
            let giver = &view.seats[offer.giver.index()];
            let slot = view.slots.get(offer.slot as usize)?;
            match (offer.kind, accept) {
                (OfferKind::Partner, true) => Some(Why::AcceptPartner { giver: offer.giver, bar: offer.bar, amount }),
                (OfferKind::Partner, false) => {
                    let after = giver.in_bars + 1;
                    (after >= FIGURES - 1).then_some(Why::RefusePartner { giver: offer.giver, after, amount })
                }
                (OfferKind::Takeover, true) => {
                    let lost = 1 + u8::from(slot.partner == Some(me));
                    Some(Why::AcceptTakeover { bar: offer.bar, amount, rent: bar(offer.bar).rent, lost })
                }
                (OfferKind::Takeover, false) => {
                    let lost = 1 + u8::from(slot.partner == Some(me));
                    let rent = bar(offer.bar).rent;
                    let keep = if my.in_bars <= lost {
                        Keep::Last
                    } else if giver.in_bars + 1 >= FIGURES {
                        Keep::Fifth { giver: offer.giver }
                    } else if amount < 2 * rent * lost as u32 {
                        Keep::Cheap { rent, lost }
                    } else {
                        return None;
                    };
                    Some(Why::RefuseTakeover { bar: offer.bar, amount, keep })
                }
            }
        }
        (Phase::AuctionBid { .. }, Move::AuctionBid(b)) => {
            let bar = view.auction.as_ref()?.bar;
            if my.free == 0 {
                (b.real() == 0).then_some(Why::BidCannotWin)
            } else if my.in_bars + 1 == FIGURES {
                Some(Why::BidFifth { bar })
            } else if b.real() == 0 {
                Some(Why::BidNothing { bar, fakes: b.fakes })
            } else {
                Some(Why::BidSome { bar, amount: b.real(), rent: super::rules::bar(bar).rent })
            }
        }
        (Phase::AuctionDecision { .. }, Move::AuctionAccept(_) | Move::AuctionRejectAll) => {
            let auction = view.auction.as_ref()?;
            // The bids it may choose: (real part, bidder, would reach five).
            let mut bids: Vec<(u32, Seat, bool)> = Vec::new();
            for b in &auction.bids {
                if a.accept_bidders.contains(&b.seat) {
                    let fifth = view.seats[b.seat.index()].in_bars + 1 >= FIGURES;
                    bids.push((b.contents?.real(), b.seat, fifth));
                }
            }
            let best = |safe_only: bool| bids.iter().filter(|x| !safe_only || !x.2).map(|x| x.0).max();
            match *mv {
                Move::AuctionAccept(w) => {
                    let &(amount, _, fifth) = bids.iter().find(|x| x.1 == w)?;
                    if fifth {
                        return None;
                    }
                    if best(true) != Some(amount) {
                        return None;
                    }
                    if amount == 0 && best(false) == Some(0) {
                        return Some(Why::SellFree { winner: w });
                    }
                    if best(false) == Some(amount) {
                        let tied = bids.iter().filter(|x| x.0 == amount).count() > 1;
                        return Some(Why::SellHighest { winner: w, amount, tied });
                    }
                    let avoided =
                        bids.iter().filter(|x| x.2 && x.0 > amount).max_by_key(|x| (x.0, std::cmp::Reverse(x.1)))?.1;
                    Some(Why::SellSafe { winner: w, amount, avoided })
                }
                _ => {
                    if bids.is_empty() {
                        None
                    } else if bids.iter().all(|x| x.2) {
                        Some(Why::RenovateFifth)
                    } else if best(false) == Some(0) {
                        Some(Why::RenovateEmpty)
                    } else {
                        None
                    }
                }
            }
        }
        _ => None,
    }
}

impl Opening {
    fn text(self, lang: Lang) -> String {
        match self {
            Opening::Two => tx::why_opening_two(lang).into(),
            Opening::Cheapest { rent, known: Some(b) } => tx::why_opening_cheapest_known(lang, bar_name(b), rent),
            Opening::Cheapest { rent, known: None } => tx::why_opening_cheapest(lang, rent),
            Opening::Figure { after } => tx::why_opening_figure(lang, after),
        }
    }
}

impl Why {
    /// The reason in one line (`names`: the seats' names).
    /// Long by design: one arm per reason, a table read top to bottom.
    pub fn text(self, names: &[String], lang: Lang) -> String {
        let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_else(|| format!("#{}", s.0 + 1));
        let yes = |b: bool| if b { "yes" } else { "no" };
        match self {
            Why::Only => tx::why_only(lang).into(),
            Why::CallShort { cash, rent } => tx::why_call_short(lang, cash, rent),
            Why::CallDanger { seat, hi, rent } => tx::why_call_danger(lang, name(seat), hi, rent),
            Why::DeclineSafe { cash, rent } => tx::why_decline_safe(lang, rent, cash),
            Why::StakeNothing { fakes, cash, rent } => tx::why_stake_nothing(lang, rent, cash, fakes),
            Why::StakeSome { amount } => tx::why_stake_some(lang, amount),
            Why::StakeAll { amount, cash, rent } => tx::why_stake_all(lang, cash, rent, amount),
            Why::Open { must, why } => match must {
                Some(Must::Round1) => tx::why_open_round1(lang, why.text(lang)),
                Some(Must::NoBar) => tx::why_open_no_bar(lang, why.text(lang)),
                None => why.text(lang),
            },
            Why::PartnerOwn { bar, after } => tx::why_partner_own(lang, bar_name(bar), after),
            Why::Hold => tx::why_hold(lang).into(),
            Why::TakeoverForced { bar, tenant, amount, hi } => {
                tx::why_takeover_forced(lang, name(tenant), amount, hi, bar_name(bar))
            }
            Why::Takeover { bar, tenant, amount, rent, both } => {
                tx::why_takeover(lang, amount, bar_name(bar), rent, name(tenant), yes(both))
            }
            Why::PartnerForced { bar, tenant, amount, hi } => {
                tx::why_partner_forced(lang, name(tenant), amount, hi, bar_name(bar))
            }
            Why::Partner { bar, tenant, amount, rent } => {
                tx::why_partner(lang, bar_name(bar), amount, name(tenant), rent)
            }
            Why::Auction { bar, from, to, cash } => tx::why_auction(lang, bar_name(bar), from, to, cash),
            Why::MustAccept { amount, cash } => tx::why_must_accept(lang, amount, cash),
            Why::AcceptPartner { giver, bar, amount } => {
                tx::why_accept_partner(lang, name(giver), amount, bar_name(bar))
            }
            Why::RefusePartner { giver, after, amount } => {
                if after >= FIGURES {
                    tx::why_refuse_partner_fifth(lang, name(giver), amount)
                } else {
                    tx::why_refuse_partner(lang, name(giver), after, amount)
                }
            }
            Why::AcceptTakeover { bar, amount, rent, lost } => {
                tx::why_accept_takeover(lang, amount, 2 * amount, bar_name(bar), rent, lost)
            }
            Why::RefuseTakeover { bar, amount, keep } => match keep {
                Keep::Last => tx::why_refuse_takeover_last(lang, bar_name(bar), amount),
                Keep::Fifth { giver } => tx::why_refuse_takeover_fifth(lang, name(giver), bar_name(bar), amount),
                Keep::Cheap { rent, lost: 1 } => tx::why_refuse_takeover_cheap(lang, amount, bar_name(bar), rent),
                Keep::Cheap { rent, .. } => tx::why_refuse_takeover_cheap_two(lang, amount, bar_name(bar), rent),
            },
            Why::BidCannotWin => tx::why_bid_cannot_win(lang).into(),
            Why::BidFifth { bar } => tx::why_bid_fifth(lang, bar_name(bar)),
            Why::BidNothing { bar, fakes } => tx::why_bid_nothing(lang, fakes, bar_name(bar)),
            Why::BidSome { bar, amount, rent } => tx::why_bid_some(lang, amount, bar_name(bar), rent),
            Why::SellHighest { winner, amount, tied } => tx::why_sell_highest(lang, amount, name(winner), yes(tied)),
            Why::SellFree { winner } => tx::why_sell_free(lang, name(winner), RENOVATION),
            Why::SellSafe { winner, amount, avoided } => tx::why_sell_safe(lang, amount, name(winner), name(avoided)),
            Why::RenovateFifth => tx::why_renovate_fifth(lang, RENOVATION),
            Why::RenovateEmpty => tx::why_renovate_empty(lang, RENOVATION),
        }
    }
}
