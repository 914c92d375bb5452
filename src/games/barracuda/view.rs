//! What one seat (or the table) may know (spec §6): the only thing the UI and
//! the bots read.

use super::rules::{bar, BarId, Bundle, Config, Ending, Move, OfferKind, Phase, State, BARS, OFFER_CAP, RENOVATION};
use crate::engine::{Outcome, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// How a slot looks on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlotState {
    /// Face down, identity unknown: only its places show.
    Closed,
    /// Face down after a renovation: its identity is public.
    Renovated,
    Open,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlotView {
    pub index: u8,
    pub places: u8,
    pub state: SlotState,
    /// Known for open and renovated bars.
    pub bar: Option<BarId>,
    pub rent: Option<u32>,
    pub tenant: Option<Seat>,
    pub partner: Option<Seat>,
    /// The bar is being auctioned right now (no tenant until the decision).
    pub auctioned: bool,
}

/// One player as the viewer sees him.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub free: u8,
    pub in_bars: u8,
    pub tenancies: u8,
    /// Rent due at his next turn start, discounts applied.
    pub rent_due: u32,
    /// Nominal rents before discount.
    pub rent_nominal: u32,
    /// A figure of his left a bar since his last turn ended (public deduction).
    pub left_flag: bool,
    pub played_this_round: bool,
    pub bank_counted: bool,
    /// Public deduction (spec §10): his cash plus his bundles in flight lie in `[cash_lo, cash_hi]`.
    pub cash_lo: u32,
    pub cash_hi: u32,
    /// His purse `(cash, fakes)`: the viewer's own, or everyone's once the game is over.
    pub purse: Option<(u32, u32)>,
}

/// The viewer's own purse, with a canonical note breakdown for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purse {
    pub cash: u32,
    pub fakes: u32,
    pub notes: Bundle,
}

/// The offer in flight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferView {
    pub kind: OfferKind,
    pub giver: Seat,
    pub tenant: Seat,
    pub slot: u8,
    pub bar: BarId,
    /// Number of notes: everyone sees the stack's thickness.
    pub size: u32,
    /// The notes: for the giver and the tenant only.
    pub contents: Option<Bundle>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidView {
    pub seat: Seat,
    pub has_bid: bool,
    /// Public once every bid is in.
    pub size: Option<u32>,
    /// The bidder's own bid; every bid for the seller at the decision.
    pub contents: Option<Bundle>,
    /// May the seller choose him (he has a free figure)?
    pub can_win: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionView {
    pub seller: Seat,
    pub slot: u8,
    pub bar: BarId,
    pub bids: Vec<BidView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastOrderView {
    /// Who called Last order this round.
    pub caller: Option<Seat>,
    /// Seats that declined at the prompt so far.
    pub declined: Vec<Seat>,
    /// Seats that have staked (contents hidden).
    pub staked: Vec<Seat>,
    /// The viewer's own stake while stakes are collected.
    pub my_stake: Option<Bundle>,
    /// Every stake, once revealed (this round).
    pub revealed: Option<Vec<Bundle>>,
}

/// What the viewer may do now (only when he is to act). Bundle moves show
/// their limits; the exact notes are his choice.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allowed {
    pub call_last_order: bool,
    /// Stake: real part up to this, with a fake if `must_fake`.
    pub stake_max: Option<u32>,
    pub must_fake: bool,
    /// Compulsory opening: only `open` is allowed.
    pub must_open: bool,
    pub open: Vec<u8>,
    pub partner_own: Vec<u8>,
    /// Slots where a partner offer (1,000–12,000) is possible.
    pub partner_offer: Vec<u8>,
    /// Slots where a takeover is possible, with the minimum (the rent).
    pub takeover: Vec<(u8, u32)>,
    pub auction: Vec<u8>,
    pub hold: bool,
    /// Answering an offer: may he refuse (can he pay the matching amount)?
    pub accept: bool,
    pub refuse: bool,
    /// Auction bid: any real part, with a fake if `must_fake`.
    pub bid: bool,
    pub accept_bidders: Vec<Seat>,
    pub reject_all: bool,
    pub count_bank: bool,
}

/// The redacted state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub config: Config,
    pub round: u32,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    /// The player whose turn it is.
    pub current: Option<Seat>,
    /// This round's players so far, in order (the current one last).
    pub played: Vec<Seat>,
    /// Last order groups still to play (players not yet drawn), in order.
    pub groups_left: Vec<Vec<Seat>>,
    pub slots: Vec<SlotView>,
    pub open_count: u8,
    pub open_limit: u8,
    /// The removed bars, when public (variant).
    pub removed: Option<[BarId; 2]>,
    /// Bars whose place is unknown to everyone (closed unrenovated or removed).
    pub unseen: Vec<BarId>,
    pub seats: Vec<SeatView>,
    pub purse: Option<Purse>,
    pub offer: Option<OfferView>,
    pub auction: Option<AuctionView>,
    pub last_order: Option<LastOrderView>,
    /// The viewer's bank count result.
    pub bank_count: Option<(u32, u32)>,
    pub allowed: Option<Allowed>,
    pub ending: Option<Ending>,
    pub outcome: Option<Outcome>,
    /// Moves played so far (public).
    pub moves: u32,
    /// The score pad: per finished round, each seat's (figures in bars, rent paid).
    pub sheet: Vec<Vec<(u8, u32)>>,
    /// Rent each seat has paid so far this round: the pad's next row. Public
    /// (every payment is announced with its amount); carried so that a game
    /// dealt anew from this view writes that row right.
    pub rent_this_round: Vec<u32>,
}

impl View {
    pub fn players(&self) -> usize {
        self.config.players as usize
    }
    pub fn me(&self) -> Option<Seat> {
        self.viewer.seat()
    }
    pub fn my_turn(&self) -> bool {
        self.to_act.is_some() && self.to_act == self.viewer.seat()
    }
}

fn allowed(state: &State, seat: Seat) -> Allowed {
    let ok = |m: Move| state.check(seat, &m).is_ok();
    let p = state.player(seat);
    let mut a = Allowed { count_bank: ok(Move::CountBank), must_fake: p.fakes > 0, ..Allowed::default() };
    match state.phase() {
        Phase::LastOrderCall { .. } => a.call_last_order = true,
        Phase::LastOrderStake { .. } => a.stake_max = Some(p.cash.min(OFFER_CAP)),
        Phase::Action => {
            for i in 0..state.slots().len() as u8 {
                if ok(Move::Open(i)) {
                    a.open.push(i);
                }
                if ok(Move::PlacePartnerOwn(i)) {
                    a.partner_own.push(i);
                }
                if ok(Move::OfferPartner(i, Bundle::of(1000, 0))) {
                    a.partner_offer.push(i);
                }
                let rent = state.slots()[i as usize].rent();
                if ok(Move::OfferTakeover(i, Bundle::of(rent, 0))) {
                    a.takeover.push((i, rent));
                }
                if ok(Move::StartAuction(i)) {
                    a.auction.push(i);
                }
            }
            a.hold = ok(Move::Hold);
            a.must_open = state.check(seat, &Move::Hold) == Err(super::rules::RuleError::MustOpen);
        }
        Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. } => {
            a.accept = true;
            a.refuse = ok(Move::Refuse);
        }
        Phase::AuctionBid { .. } => a.bid = true,
        Phase::AuctionDecision { .. } => {
            a.accept_bidders = Seat::all(state.n()).filter(|w| ok(Move::AuctionAccept(*w))).collect();
            a.reject_all = p.cash >= RENOVATION;
        }
        Phase::GameOver => {}
    }
    a
}

pub fn build(state: &State, viewer: Viewer) -> View {
    let me = viewer.seat();
    let over = state.phase() == Phase::GameOver;
    let slots = slot_views(state);
    let removed_public = matches!(state.config().removed_bars, super::rules::RemovedBars::Chosen { .. });
    let unseen = unseen_bars(state, &slots, removed_public);
    let seats = seat_views(state, me, over);
    let purse = me.map(|s| {
        let p = state.player(s);
        Purse { cash: p.cash, fakes: p.fakes, notes: Bundle::of(p.cash, p.fakes) }
    });
    let offer = offer_view(state, me);
    let auction = auction_view(state, me);
    let last_order = last_order_view(state, me);
    let to_act = state.to_act();
    View {
        viewer,
        config: state.config().clone(),
        round: state.round(),
        phase: state.phase(),
        to_act,
        current: state.current(),
        played: state.played.clone(),
        groups_left: state
            .groups
            .iter()
            .map(|g| g.iter().copied().filter(|s| !state.played.contains(s)).collect::<Vec<_>>())
            .filter(|g| !g.is_empty())
            .collect(),
        slots,
        open_count: state.open_count() as u8,
        open_limit: state.config().open_limit() as u8,
        removed: removed_public.then_some(state.removed),
        unseen,
        seats,
        purse,
        offer,
        auction,
        last_order,
        bank_count: me.and_then(|s| state.player(s).bank_seen),
        allowed: match (me, to_act) {
            (Some(m), Some(t)) if m == t => Some(allowed(state, m)),
            _ => None,
        },
        ending: state.ending(),
        outcome: state.outcome(),
        moves: state.moves,
        sheet: state.sheet.clone(),
        rent_this_round: state.rent_round.clone(),
    }
}

/// Every slot as the table sees it: a closed bar is face down.
fn slot_views(state: &State) -> Vec<SlotView> {
    let auctioned = match state.phase() {
        Phase::AuctionBid { slot, .. } | Phase::AuctionDecision { slot } => Some(slot),
        _ => None,
    };
    state
        .slots()
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let st = if s.open {
                SlotState::Open
            } else if s.renovated {
                SlotState::Renovated
            } else {
                SlotState::Closed
            };
            let known = st != SlotState::Closed;
            SlotView {
                index: i as u8,
                places: s.places(),
                state: st,
                bar: known.then_some(s.bar),
                rent: known.then_some(s.rent()),
                tenant: s.tenant,
                partner: s.partner,
                auctioned: auctioned == Some(i as u8),
            }
        })
        .collect()
}

/// The bars no one has seen: neither face up on the table nor set aside in
/// the open.
fn unseen_bars(state: &State, slots: &[SlotView], removed_public: bool) -> Vec<BarId> {
    let mut known = [false; 12];
    for s in slots.iter() {
        if let Some(b) = s.bar {
            known[b as usize] = true;
        }
    }
    if removed_public {
        for b in state.removed {
            known[b as usize] = true;
        }
    }
    (0..BARS.len() as BarId).filter(|b| !known[*b as usize]).collect()
}

/// Every seat's public bookkeeping; its money only to itself, and to all once the game is over.
fn seat_views(state: &State, me: Option<Seat>, over: bool) -> Vec<SeatView> {
    let n = state.n();
    Seat::all(n)
        .map(|s| {
            let p = state.player(s);
            let rents = state.tenancy_rents(s);
            SeatView {
                free: p.free,
                in_bars: state.in_bars(s),
                tenancies: rents.len() as u8,
                rent_due: super::rules::rent_due(&rents),
                rent_nominal: rents.iter().sum(),
                left_flag: p.left_flag,
                played_this_round: state.played.contains(&s),
                bank_counted: p.bank_counted,
                cash_lo: p.lo,
                cash_hi: p.hi,
                purse: (over || me == Some(s)).then_some((p.cash, p.fakes)),
            }
        })
        .collect()
}

/// The offer on the table: its size to all, its contents to the giver and the tenant.
fn offer_view(state: &State, me: Option<Seat>) -> Option<OfferView> {
    match (state.phase(), state.pending, state.current()) {
        (Phase::PartnerResponse { slot } | Phase::TakeoverResponse { slot }, Some(b), Some(giver)) => {
            let tenant = state.slots()[slot as usize].tenant.unwrap_or(giver);
            let kind = if matches!(state.phase(), Phase::PartnerResponse { .. }) {
                OfferKind::Partner
            } else {
                OfferKind::Takeover
            };
            let sees = me == Some(giver) || me == Some(tenant);
            Some(OfferView {
                kind,
                giver,
                tenant,
                slot,
                bar: state.slots()[slot as usize].bar,
                size: b.size(),
                contents: sees.then_some(b),
            })
        }
        _ => None,
    }
}

/// The auction under way: who has bid; the sizes once all are in; each
/// bid's contents to its bidder, and to the seller once all are in.
fn auction_view(state: &State, me: Option<Seat>) -> Option<AuctionView> {
    let n = state.n();
    match (state.phase(), state.current()) {
        (Phase::AuctionBid { slot, .. } | Phase::AuctionDecision { slot }, Some(seller)) => {
            let all_in = matches!(state.phase(), Phase::AuctionDecision { .. });
            let bids = Seat::all(n)
                .filter(|s| *s != seller)
                .map(|s| {
                    let b = state.bids[s.index()];
                    let sees = me == Some(s) || (all_in && me == Some(seller));
                    BidView {
                        seat: s,
                        has_bid: b.is_some(),
                        size: if all_in { b.map(|b| b.size()) } else { None },
                        contents: if sees { b } else { None },
                        can_win: state.player(s).free > 0,
                    }
                })
                .collect();
            Some(AuctionView { seller, slot, bar: state.slots()[slot as usize].bar, bids })
        }
        _ => None,
    }
}

/// The Last order from round 2: who declined, called, staked; the stakes once revealed.
fn last_order_view(state: &State, me: Option<Seat>) -> Option<LastOrderView> {
    let n = state.n();
    if state.round() >= 2 {
        let declined = match state.phase() {
            Phase::LastOrderCall { next } => (0..next.0).map(Seat).collect(),
            _ => match state.caller {
                Some(c) => (0..c.0).map(Seat).collect(),
                None if state.revealed_stakes.is_none() => Seat::all(n).collect(),
                None => Vec::new(),
            },
        };
        Some(LastOrderView {
            caller: state.caller,
            declined,
            staked: Seat::all(n).filter(|s| state.stakes[s.index()].is_some()).collect(),
            my_stake: me.and_then(|s| state.stakes[s.index()]),
            revealed: state.revealed_stakes.clone(),
        })
    } else {
        None
    }
}

/// Name of a bar, for texts.
pub fn bar_name(id: BarId) -> &'static str {
    bar(id).name
}
