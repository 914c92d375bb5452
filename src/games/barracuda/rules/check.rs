//! Barracuda's checks: whether a move is legal for a seat, and every legal
//! move, read from the state without changing it (`State::apply`, in the
//! parent module, changes the state once a move has passed them).

use super::*;

impl State {
    fn check_bundle(
        &self,
        seat: Seat,
        b: &Bundle,
        min: u32,
        max: Option<u32>,
        need_fake: bool,
    ) -> Result<(), RuleError> {
        let p = &self.players[seat.index()];
        if b.size() > MAX_BUNDLE {
            return Err(RuleError::BundleTooLarge);
        }
        if b.real() < min {
            return Err(RuleError::OfferTooLow { min });
        }
        if let Some(max) = max {
            if b.real() > max {
                return Err(RuleError::OfferTooHigh { max });
            }
        }
        if b.real() > p.cash {
            return Err(RuleError::InsufficientCash);
        }
        if b.fakes as u32 > p.fakes {
            return Err(RuleError::InsufficientFakes);
        }
        if need_fake && p.fakes > 0 && b.fakes == 0 {
            return Err(RuleError::MustIncludeFake);
        }
        Ok(())
    }

    fn slot(&self, slot: u8) -> Result<&Slot, RuleError> {
        self.slots.get(slot as usize).ok_or(RuleError::NoSuchSlot)
    }

    /// Checks an action at the player's turn: the compulsory opening, then each move's own conditions.
    fn check_action(&self, p: Seat, mv: &Move) -> Result<(), RuleError> {
        let pl = &self.players[p.index()];
        let is_open = matches!(mv, Move::Open(_));
        if !is_open && (self.round == 1 || (self.tenancies(p) == 0 && self.can_open(p))) {
            return Err(RuleError::MustOpen);
        }
        match *mv {
            Move::Open(slot) => self.check_open(p, slot),
            Move::PlacePartnerOwn(slot) => self.check_partner_own(p, slot),
            Move::OfferPartner(slot, b) => self.check_offer_partner(p, slot, &b),
            Move::OfferTakeover(slot, b) => self.check_offer_takeover(p, slot, &b),
            Move::StartAuction(slot) => self.check_start_auction(p, slot),
            Move::Hold => {
                if pl.free > 0 {
                    Err(RuleError::HoldNotAllowed)
                } else {
                    Ok(())
                }
            }
            _ => Err(RuleError::WrongPhase),
        }
    }

    /// The player has a free figure to put forward.
    fn need_free(&self, p: Seat) -> Result<(), RuleError> {
        if self.players[p.index()].free == 0 {
            Err(RuleError::NoFreeFigure)
        } else {
            Ok(())
        }
    }

    /// Opening a bar: a closed one, under the open limit, with a free figure.
    fn check_open(&self, p: Seat, slot: u8) -> Result<(), RuleError> {
        let s = self.slot(slot)?;
        if s.open {
            return Err(RuleError::BarNotClosed);
        }
        if self.open_count() >= self.config.open_limit() {
            return Err(RuleError::OpenLimitReached);
        }
        self.need_free(p)
    }

    /// Placing one's own partner: in one's own open two-place bar with the place free, with a free figure.
    fn check_partner_own(&self, p: Seat, slot: u8) -> Result<(), RuleError> {
        let s = self.slot(slot)?;
        if !s.open {
            return Err(RuleError::BarNotOpen);
        }
        if s.tenant != Some(p) {
            return Err(RuleError::NotYourBar);
        }
        if s.places() < 2 {
            return Err(RuleError::NoPartnerPlace);
        }
        if s.partner.is_some() {
            return Err(RuleError::PartnerPlaceTaken);
        }
        self.need_free(p)
    }

    /// A partner offer: another tenant's open two-place bar with the place free, a free figure, a bundle in limits.
    fn check_offer_partner(&self, p: Seat, slot: u8, b: &Bundle) -> Result<(), RuleError> {
        let s = self.slot(slot)?;
        if !s.open {
            return Err(RuleError::BarNotOpen);
        }
        if s.places() < 2 {
            return Err(RuleError::NoPartnerPlace);
        }
        if s.partner.is_some() {
            return Err(RuleError::PartnerPlaceTaken);
        }
        match s.tenant {
            None => return Err(RuleError::NoTenant),
            Some(t) if t == p => return Err(RuleError::OwnBar),
            _ => {}
        }
        self.need_free(p)?;
        self.check_bundle(p, b, 1000, Some(OFFER_CAP), false)
    }

    /// A takeover offer: another tenant's open bar, a free figure, a bundle from the rent up to the cap.
    fn check_offer_takeover(&self, p: Seat, slot: u8, b: &Bundle) -> Result<(), RuleError> {
        let s = self.slot(slot)?;
        if !s.open {
            return Err(RuleError::BarNotOpen);
        }
        match s.tenant {
            None => return Err(RuleError::NoTenant),
            Some(t) if t == p => return Err(RuleError::OwnBar),
            _ => {}
        }
        self.need_free(p)?;
        self.check_bundle(p, b, s.rent(), Some(OFFER_CAP), false)
    }

    /// Auctioning a bar: one's own open bar, three bars held, and an auction that can be completed.
    fn check_start_auction(&self, p: Seat, slot: u8) -> Result<(), RuleError> {
        let s = self.slot(slot)?;
        if !s.open || s.tenant != Some(p) {
            return Err(RuleError::NotYourBar);
        }
        if self.tenancies(p) < 3 {
            return Err(RuleError::NeedThreeBars);
        }
        if !self.auction_completable(p) {
            return Err(RuleError::AuctionNotCompletable);
        }
        Ok(())
    }

    /// Checks `mv` by `seat` without changing anything.
    pub fn check(&self, seat: Seat, mv: &Move) -> Result<(), RuleError> {
        let Some(expected) = self.to_act() else { return Err(RuleError::GameOver) };
        if seat != expected {
            return Err(seat_err(expected, seat));
        }
        if *mv == Move::CountBank {
            if !self.config.count_bank {
                return Err(RuleError::BankCountOff);
            }
            if self.players[seat.index()].bank_counted {
                return Err(RuleError::BankAlreadyCounted);
            }
            return Ok(());
        }
        match (self.phase, mv) {
            (Phase::LastOrderCall { .. }, Move::CallLastOrder | Move::DeclineLastOrder) => Ok(()),
            (Phase::LastOrderStake { .. }, Move::Stake(b)) => self.check_bundle(seat, b, 0, Some(OFFER_CAP), true),
            (Phase::Action, _) => self.check_action(seat, mv),
            (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Move::Accept) => Ok(()),
            (Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. }, Move::Refuse) => {
                let real = self.pending.map_or(0, |b| b.real());
                if self.players[seat.index()].cash < real {
                    Err(RuleError::CannotAffordRefusal)
                } else {
                    Ok(())
                }
            }
            (Phase::AuctionBid { .. }, Move::AuctionBid(b)) => self.check_bundle(seat, b, 0, None, true),
            (Phase::AuctionDecision { .. }, Move::AuctionAccept(w)) => {
                if w.index() >= self.n() || *w == seat {
                    return Err(RuleError::NotABidder);
                }
                if self.players[w.index()].free == 0 {
                    return Err(RuleError::BidderHasNoFreeFigure);
                }
                Ok(())
            }
            (Phase::AuctionDecision { .. }, Move::AuctionRejectAll) => {
                if self.players[seat.index()].cash < RENOVATION {
                    Err(RuleError::CannotAffordRenovation)
                } else {
                    Ok(())
                }
            }
            _ => Err(RuleError::WrongPhase),
        }
    }

    /// Every legal move, up to the note composition of bundles: for each real
    /// amount one canonical composition (fewest notes) and every fake count.
    /// `apply` accepts any composition with the same limits.
    pub fn legal_moves(&self) -> Vec<Move> {
        let Some(seat) = self.to_act() else { return Vec::new() };
        let p = &self.players[seat.index()];
        let mut cands: Vec<Move> = Vec::new();
        let bundles = |min: u32, max: u32, min_fakes: u32| -> Vec<Bundle> {
            let mut out = Vec::new();
            let mut amount = min.div_ceil(1000) * 1000;
            while amount <= max.min(p.cash) {
                for f in min_fakes..=p.fakes {
                    let b = Bundle::of(amount, f);
                    if b.size() <= MAX_BUNDLE {
                        out.push(b);
                    }
                }
                amount += 1000;
            }
            out
        };
        let min_fake = u32::from(p.fakes > 0);
        match self.phase {
            Phase::LastOrderCall { .. } => cands.extend([Move::CallLastOrder, Move::DeclineLastOrder]),
            Phase::LastOrderStake { .. } => cands.extend(bundles(0, OFFER_CAP, min_fake).into_iter().map(Move::Stake)),
            Phase::Action => {
                for i in 0..SLOTS as u8 {
                    let s = &self.slots[i as usize];
                    cands.push(Move::Open(i));
                    cands.push(Move::PlacePartnerOwn(i));
                    cands.push(Move::StartAuction(i));
                    if s.open && s.tenant.is_some_and(|t| t != seat) && p.free > 0 {
                        if s.places() == 2 && s.partner.is_none() {
                            cands.extend(bundles(1000, OFFER_CAP, 0).into_iter().map(|b| Move::OfferPartner(i, b)));
                        }
                        cands.extend(bundles(s.rent(), OFFER_CAP, 0).into_iter().map(|b| Move::OfferTakeover(i, b)));
                    }
                }
                cands.push(Move::Hold);
            }
            Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. } => {
                cands.extend([Move::Accept, Move::Refuse])
            }
            Phase::AuctionBid { .. } => cands.extend(bundles(0, u32::MAX, min_fake).into_iter().map(Move::AuctionBid)),
            Phase::AuctionDecision { .. } => {
                cands.extend(Seat::all(self.n()).map(Move::AuctionAccept));
                cands.push(Move::AuctionRejectAll);
            }
            Phase::GameOver => {}
        }
        cands.push(Move::CountBank);
        cands.retain(|m| self.check(seat, m).is_ok());
        cands
    }
}
