//! Why a move is good, in one line, for a hint: read from the seat's
//! [`View`] only (its purse, the public board and bounds, the bundles shown
//! to it), and true of the move there.

use super::rules::{bar, rent_due, BarId, Bundle, Move, OfferKind, Phase, FIGURES, MAX_BUNDLE, OFFER_CAP, RENOVATION};
use super::text::{bar_name, money};
use super::view::{Allowed, Purse, SlotState, View};
use crate::engine::Seat;
use crate::i18n::{de, elide, Lang};

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

/// "d'Albatros", "de Laguna": a bar's name after « de ».
fn of_bar(id: BarId) -> String {
    de(bar_name(id))
}

impl Opening {
    fn text(self, lang: Lang) -> String {
        let fr = lang.fr();
        let m = |x: u32| money(x, lang);
        match self {
            Opening::Two => lang
                .t(
                    "deux places : votre propre partenaire pourra s'y ajouter gratuitement",
                    "two places: a partner of your own can join it later, for free",
                )
                .into(),
            Opening::Cheapest { rent, known: Some(b) } => {
                if fr {
                    format!(
                        "aucun bar à ouvrir ne semble moins cher {} ({} de loyer)",
                        elide("que", bar_name(b)),
                        m(rent)
                    )
                } else {
                    format!("no bar you can open looks cheaper than {} ({} rent)", bar_name(b), m(rent))
                }
            }
            Opening::Cheapest { rent, known: None } => {
                if fr {
                    format!("aucun bar à ouvrir ne semble moins cher : les bars de cette taille encore cachés coûtent en moyenne {} de loyer", m(rent))
                } else {
                    format!(
                        "no bar you can open looks cheaper: the unseen bars of this size cost {} rent on average",
                        m(rent)
                    )
                }
            }
            Opening::Figure { after } => {
                if fr {
                    format!("une figure de plus dans un bar ({after} sur 5)")
                } else {
                    format!("one more figure in a bar ({after} of 5)")
                }
            }
        }
    }
}

impl Why {
    /// The reason in one line (`names`: the seats' names).
    /// Long by design: one arm per reason, a table read top to bottom.
    pub fn text(self, names: &[String], lang: Lang) -> String {
        let fr = lang.fr();
        let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_else(|| format!("#{}", s.0 + 1));
        let m = |x: u32| money(x, lang);
        match self {
            Why::Only => lang.t("c'est le seul coup permis", "it is the only move allowed").into(),
            Why::CallShort { cash, rent } => {
                if fr {
                    format!("vos {} ne couvrent pas votre loyer de {} : jouer en dernier laisse aux autres le temps de faire faillite avant vous, ou de vous payer", m(cash), m(rent))
                } else {
                    format!("your {} do not cover your {} rent: playing last gives the others time to go bankrupt first, or to pay you", m(cash), m(rent))
                }
            }
            Why::CallDanger { seat, hi, rent } => {
                let s = name(seat);
                if fr {
                    format!("{s} a au plus {} pour un loyer de {} : sa faillite finirait la partie à son tour, mieux vaut jouer avant", m(hi), m(rent))
                } else {
                    format!("{s} has at most {} for a {} rent: a bankruptcy would end the game at {s}'s turn, so playing before it matters", m(hi), m(rent))
                }
            }
            Why::DeclineSafe { cash, rent } => {
                let yours = match (rent, fr) {
                    (0, true) => "vous ne devez aucun loyer".to_string(),
                    (0, false) => "you owe no rent".to_string(),
                    (_, true) => format!("vos {} couvrent votre loyer de {}", m(cash), m(rent)),
                    (_, false) => format!("your {} cover your {} rent", m(cash), m(rent)),
                };
                if fr {
                    format!("pas de faillite en vue : {yours}, et personne n'est visiblement à court pour son loyer")
                } else {
                    format!("no bankruptcy in sight: {yours}, and nobody is visibly short of their rent")
                }
            }
            Why::StakeNothing { fakes, cash, rent } => {
                let covered = match (rent, fr) {
                    (0, true) => "vous ne devez aucun loyer".to_string(),
                    (0, false) => "you owe no rent".to_string(),
                    (_, true) => format!("vos {} couvrent votre loyer de {}", m(cash), m(rent)),
                    (_, false) => format!("your {} cover your {} rent", m(cash), m(rent)),
                };
                let what = match (fakes, fr) {
                    (0, true) => "pas d'argent".to_string(),
                    (0, false) => "no money".to_string(),
                    (1, true) => "un faux billet comme exigé, pas d'argent".to_string(),
                    (1, false) => "a fake note as required, no money".to_string(),
                    (k, true) => format!("{k} faux billets (un est exigé), pas d'argent"),
                    (k, false) => format!("{k} fake notes (one is required), no money"),
                };
                if fr {
                    format!("{covered} : {what}, car l'argent misé part à la banque")
                } else {
                    format!("{covered}: {what}, since staked money goes to the bank")
                }
            }
            Why::StakeSome { amount } => {
                if fr {
                    format!("avec {} misés, vous jouerez après ceux qui misent moins ; cet argent part à la banque", m(amount))
                } else {
                    format!("staking {} puts you after those who stake less; the money goes to the bank", m(amount))
                }
            }
            Why::StakeAll { amount, cash, rent } => {
                if fr {
                    format!("vos {} ne couvrent pas votre loyer de {} : misez le plus possible ({}) pour jouer le plus tard possible", m(cash), m(rent), m(amount))
                } else {
                    format!("your {} do not cover your {} rent: stake all you can ({}) to play as late as possible", m(cash), m(rent), m(amount))
                }
            }
            Why::Open { must, why } => {
                let head = match must {
                    Some(Must::Round1) => lang.t("au premier tour, chacun ouvre un bar ; ", "in round 1 everyone opens a bar; "),
                    Some(Must::NoBar) => {
                        lang.t("vous n'avez plus de bar : vous devez en ouvrir un ; ", "you hold no bar: you must open one; ")
                    }
                    None => "",
                };
                format!("{head}{}", why.text(lang))
            }
            Why::PartnerOwn { bar, after } => {
                if fr {
                    format!("gratuit : votre propre partenaire dans {}, une figure de plus dans un bar ({after} sur 5)", bar_name(bar))
                } else {
                    format!("free: your own partner in {}, one more figure in a bar ({after} of 5)", bar_name(bar))
                }
            }
            Why::Hold => lang
                .t(
                    "vos cinq figures sont dans des bars : gardez-les jusqu'à votre prochain tour pour gagner",
                    "all five of your figures are in bars: keep them there until your next turn to win",
                )
                .into(),
            Why::TakeoverForced { bar, tenant, amount, hi } => {
                let t = name(tenant);
                if fr {
                    format!("{t} ne peut pas refuser : il faudrait vous verser {}, et {t} a au plus {} ; {} est à vous", m(amount), m(hi), bar_name(bar))
                } else {
                    format!("{t} cannot refuse: that would mean paying you {}, and {t} has at most {}; {} is yours", m(amount), m(hi), bar_name(bar))
                }
            }
            Why::Takeover { bar, tenant, amount, rent, both } => {
                let t = name(tenant);
                let tail = match (both, fr) {
                    (false, _) => "",
                    (true, true) => ", et avec votre partenaire vous y tiendriez les deux places",
                    (true, false) => ", and with your partner there you would hold both places",
                };
                if fr {
                    format!("{} pour {} ({} de loyer) : soit le bar est à vous, soit {t} vous verse {} pour le garder{tail}", m(amount), bar_name(bar), m(rent), m(amount))
                } else {
                    format!("{} for {} ({} rent): either the bar is yours, or {t} pays you {} to keep it{tail}", m(amount), bar_name(bar), m(rent), m(amount))
                }
            }
            Why::PartnerForced { bar, tenant, amount, hi } => {
                let t = name(tenant);
                if fr {
                    format!("{t} ne peut pas refuser : il faudrait payer {} aussi, et {t} a au plus {} ; une figure dans {}, sans loyer", m(amount), m(hi), bar_name(bar))
                } else {
                    format!("{t} cannot refuse: that would cost {} too, and {t} has at most {}; a figure in {}, rent-free", m(amount), m(hi), bar_name(bar))
                }
            }
            Why::Partner { bar, tenant, amount, rent } => {
                let t = name(tenant);
                if fr {
                    format!("une figure dans {} pour {}, sans loyer (ses {} restent à {t}) ; en cas de refus, vous payez chacun {} à la banque", bar_name(bar), m(amount), m(rent), m(amount))
                } else {
                    format!("a figure in {} for {}, rent-free ({t} pays its {}); if refused, you each pay {} to the bank", bar_name(bar), m(amount), m(rent), m(amount))
                }
            }
            Why::Auction { bar, from, to, cash } => {
                if fr {
                    format!("mettre {} aux enchères fait passer votre prochain loyer de {} à {} (il vous reste {})", bar_name(bar), m(from), m(to), m(cash))
                } else {
                    format!("auctioning {} brings your next rent down from {} to {} (you have {})", bar_name(bar), m(from), m(to), m(cash))
                }
            }
            Why::MustAccept { amount, cash } => {
                if fr {
                    format!("refuser vous coûterait {}, et vous n'avez que {}", m(amount), m(cash))
                } else {
                    format!("refusing would cost you {}, and you have only {}", m(amount), m(cash))
                }
            }
            Why::AcceptPartner { giver, bar, amount } => {
                let g = name(giver);
                if fr {
                    format!("{g} vous verse {} pour devenir partenaire {}, et refuser vous coûterait {}", m(amount), of_bar(bar), m(amount))
                } else {
                    format!("{g} pays you {} to become partner in {}, and refusing would cost you {}", m(amount), bar_name(bar), m(amount))
                }
            }
            Why::RefusePartner { giver, after, amount } => {
                let g = name(giver);
                match (after >= FIGURES, fr) {
                    (true, true) => format!("{g} aurait ses cinq figures dans des bars : refuser vous coûte {}, mais {g} en reste à quatre", m(amount)),
                    (true, false) => format!("{g} would have all five figures in bars: refusing costs you {}, but keeps {g} at four", m(amount)),
                    (false, true) => format!("{g} aurait {after} figures dans des bars, à une des cinq : refuser vous coûte {}", m(amount)),
                    (false, false) => format!("{g} would have {after} figures in bars, one short of five: refusing costs you {}", m(amount)),
                }
            }
            Why::AcceptTakeover { bar, amount, rent, lost } => {
                let tail = match (lost, fr) {
                    (1, _) => "",
                    (_, true) => " ; votre partenaire en part aussi",
                    (_, false) => "; your partner there leaves too",
                };
                if fr {
                    format!("accepter vous rapporte {}, refuser vous coûterait {} : {} d'écart pour {} ({} de loyer){tail}", m(amount), m(amount), m(2 * amount), bar_name(bar), m(rent))
                } else {
                    format!("accepting brings you {}, refusing would cost you {}: a {} swing for {} ({} rent){tail}", m(amount), m(amount), m(2 * amount), bar_name(bar), m(rent))
                }
            }
            Why::RefuseTakeover { bar, amount, keep } => {
                let b = bar_name(bar);
                match (keep, fr) {
                    (Keep::Last, true) => format!("sans {b}, vous n'auriez plus aucune figure dans un bar : le garder vous coûte {}", m(amount)),
                    (Keep::Last, false) => format!("without {b} you would have no figure left in a bar: keeping it costs you {}", m(amount)),
                    (Keep::Fifth { giver }, true) => format!("{} aurait ses cinq figures dans des bars : garder {b} vous coûte {}", name(giver), m(amount)),
                    (Keep::Fifth { giver }, false) => format!("{} would have all five figures in bars: keeping {b} costs you {}", name(giver), m(amount)),
                    (Keep::Cheap { rent, lost: 1 }, true) => format!("{}, c'est moins de deux tours du loyer {} ({}) : le garder vous coûte {}", m(amount), of_bar(bar), m(rent), m(amount)),
                    (Keep::Cheap { rent, lost: 1 }, false) => format!("{} is less than two turns of {b}'s {} rent: keeping it costs you {}", m(amount), m(rent), m(amount)),
                    (Keep::Cheap { rent, .. }, true) => format!("{} pour vos deux figures {}, c'est moins de deux tours de son loyer ({}) pour chacune : le garder vous coûte {}", m(amount), of_bar(bar), m(rent), m(amount)),
                    (Keep::Cheap { rent, .. }, false) => format!("{} for your two figures in {b} is less than two turns of its {} rent each: keeping it costs you {}", m(amount), m(rent), m(amount)),
                }
            }
            Why::BidCannotWin => lang
                .t(
                    "vous n'avez plus de figure libre : le vendeur ne peut pas vous choisir, inutile d'offrir de l'argent",
                    "you have no free figure: the seller cannot choose you, so no money is needed",
                )
                .into(),
            Why::BidFifth { bar } => {
                if fr {
                    format!("{} serait votre cinquième figure dans un bar", bar_name(bar))
                } else {
                    format!("{} would be your fifth figure in a bar", bar_name(bar))
                }
            }
            Why::BidNothing { bar, fakes } => {
                let what = match (fakes, fr) {
                    (0, true) => "pas d'argent".to_string(),
                    (0, false) => "no money".to_string(),
                    (1, true) => "un faux billet comme exigé, pas d'argent".to_string(),
                    (1, false) => "a fake note as required, no money".to_string(),
                    (k, true) => format!("{k} faux billets (un est exigé), pas d'argent"),
                    (k, false) => format!("{k} fake notes (one is required), no money"),
                };
                if fr {
                    format!("{what} : si le vendeur vous choisit, {} ne vous coûte rien, sinon tout vous revient", bar_name(bar))
                } else {
                    format!("{what}: if the seller picks you, {} costs you nothing, otherwise it all comes back", bar_name(bar))
                }
            }
            Why::BidSome { bar, amount, rent } => {
                if fr {
                    format!("{} pour {} ({} de loyer) : une offre non retenue vous revient", m(amount), bar_name(bar), m(rent))
                } else {
                    format!("{} for {} ({} rent): a bid that is not chosen comes back to you", m(amount), bar_name(bar), m(rent))
                }
            }
            Why::SellHighest { winner, amount, tied } => {
                let w = name(winner);
                let tie = match (tied, fr) {
                    (false, _) => "",
                    (true, true) => ", à égalité",
                    (true, false) => ", tied",
                };
                if fr {
                    format!("la plus forte offre en argent réel : {} {}{tie}", m(amount), de(&w))
                } else {
                    format!("the highest real bid: {} from {w}{tie}", m(amount))
                }
            }
            Why::SellFree { winner } => {
                let w = name(winner);
                if fr {
                    format!("aucune offre ne contient d'argent : céder le bar à {w} ne vous coûte rien, la rénovation {}", m(RENOVATION))
                } else {
                    format!("no bid holds real money: handing the bar to {w} costs you nothing, renovating {}", m(RENOVATION))
                }
            }
            Why::SellSafe { winner, amount, avoided } => {
                let w = name(winner);
                let x = name(avoided);
                if fr {
                    format!("la meilleure offre de qui n'atteindrait pas cinq figures : {} {} ({x} aurait ses cinq)", m(amount), de(&w))
                } else {
                    format!("the best bid from someone who would not reach five figures: {} from {w} ({x} would have all five)", m(amount))
                }
            }
            Why::RenovateFifth => {
                if fr {
                    format!("chaque enchérisseur possible aurait ses cinq figures dans des bars : rénover vous coûte {}", m(RENOVATION))
                } else {
                    format!("every bidder you may choose would have all five figures in bars: renovating costs you {}", m(RENOVATION))
                }
            }
            Why::RenovateEmpty => {
                if fr {
                    format!("aucune offre ne contient d'argent : rénover vous coûte {}, mais ne donne le bar à personne", m(RENOVATION))
                } else {
                    format!("no bid holds real money: renovating costs you {}, but hands the bar to nobody", m(RENOVATION))
                }
            }
        }
    }
}
