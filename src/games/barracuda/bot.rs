//! Computer opponents. They read only their seat's view: their own purse,
//! the public board, the public bounds on the others' cash (spec §10), and
//! the bundles shown to them. They bluff with fake notes.

use super::rules::{bar, rent_due, Bundle, Move, OfferKind, Phase, BARS, OFFER_CAP};
use super::view::{Allowed, SeatView, View};
use super::Barracuda;
use crate::engine::{below, Bot, GameRng, Seat};

// ---------------------------------------------------------------- helpers

/// Cash kept beyond the next rent when opening a bar.
const OPEN_MARGIN: u32 = 1000;
/// Cash kept beyond the next rent when buying a figure in the race.
const RACE_MARGIN: u32 = 0;
/// Below the next rent plus this, a seller of three bars auctions one.
const SURVIVE_MARGIN: u32 = 1000;

/// `amount` in random notes (at most `max_notes` real notes), plus `fakes` fakes.
pub fn random_bundle(rng: &mut GameRng, amount: u32, fakes: u32, max_notes: u32) -> Bundle {
    let mut rest = amount / 1000;
    let mut b = Bundle { fakes: fakes.min(30) as u8, ..Bundle::EMPTY };
    let mut notes = 0;
    while rest > 0 {
        let choices: Vec<u32> = [10u32, 5, 2, 1].into_iter().filter(|d| *d <= rest).collect();
        let room = max_notes.saturating_sub(notes + b.fakes as u32);
        // Too little room left for playful choices: finish canonically.
        let d = if room <= 4 { choices[0] } else { choices[below(rng, choices.len() as u32) as usize] };
        match d {
            10 => b.n10000 += 1,
            5 => b.n5000 += 1,
            2 => b.n2000 += 1,
            _ => b.n1000 += 1,
        }
        rest -= d;
        notes += 1;
    }
    if b.size() > max_notes {
        return Bundle::of(amount, fakes);
    }
    b
}

/// A few fakes to make the stack thicker: 0–2 (at least `min`), within what we hold.
fn bluff(rng: &mut GameRng, held: u32, min: u32) -> u32 {
    (min + below(rng, 3)).min(held).max(min.min(held))
}

fn pack(rng: &mut GameRng, amount: u32, fakes: u32) -> Bundle {
    let b = random_bundle(rng, amount, fakes, 30);
    if b.size() > 30 {
        Bundle::of(amount, fakes)
    } else {
        b
    }
}

// ---------------------------------------------------------------- random

/// Any legal move, uniformly among the kinds of moves, then random amounts.
pub struct RandomBot;

impl Bot<Barracuda> for RandomBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        if !view.my_turn() {
            return None;
        }
        let a = view.allowed.as_ref()?;
        let purse = view.purse?;
        let (cash, fakes) = (purse.cash, purse.fakes);
        let mut opts: Vec<Move> = Vec::new();
        let need = u32::from(a.must_fake);
        let rand_fakes = |rng: &mut GameRng, min: u32| min + below(rng, fakes - min + 1).min(4);
        match view.phase {
            Phase::LastOrderCall { .. } => opts.extend([Move::CallLastOrder, Move::DeclineLastOrder]),
            Phase::LastOrderStake { .. } => {
                let max = a.stake_max.unwrap_or(0);
                let amt = 1000 * below(rng, max / 1000 + 1);
                let f = rand_fakes(rng, need);
                opts.push(Move::Stake(pack(rng, amt, f)));
            }
            Phase::Action => {
                opts.extend(a.open.iter().map(|i| Move::Open(*i)));
                opts.extend(a.partner_own.iter().map(|i| Move::PlacePartnerOwn(*i)));
                for i in &a.partner_offer {
                    let max = cash.min(OFFER_CAP) / 1000;
                    let amt = 1000 * (1 + below(rng, max));
                    let f = rand_fakes(rng, 0);
                    opts.push(Move::OfferPartner(*i, pack(rng, amt, f)));
                }
                for (i, min) in &a.takeover {
                    let lo = min / 1000;
                    let hi = cash.min(OFFER_CAP) / 1000;
                    let amt = 1000 * (lo + below(rng, hi - lo + 1));
                    let f = rand_fakes(rng, 0);
                    opts.push(Move::OfferTakeover(*i, pack(rng, amt, f)));
                }
                opts.extend(a.auction.iter().map(|i| Move::StartAuction(*i)));
                if a.hold {
                    opts.push(Move::Hold);
                }
            }
            Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. } => {
                opts.push(Move::Accept);
                if a.refuse {
                    opts.push(Move::Refuse);
                }
            }
            Phase::AuctionBid { .. } => {
                let amt = 1000 * below(rng, cash.min(20_000) / 1000 + 1);
                let f = rand_fakes(rng, need);
                opts.push(Move::AuctionBid(pack(rng, amt, f)));
            }
            Phase::AuctionDecision { .. } => {
                opts.extend(a.accept_bidders.iter().map(|s| Move::AuctionAccept(*s)));
                if a.reject_all {
                    opts.push(Move::AuctionRejectAll);
                }
            }
            Phase::GameOver => return None,
        }
        if a.count_bank && below(rng, 20) == 0 {
            return Some(Move::CountBank);
        }
        let k = below(rng, opts.len() as u32) as usize;
        opts.get(k).copied()
    }
}

// ---------------------------------------------------------------- heuristic

/// Spec §10: keep a reserve, grab forced acceptances, place free partners,
/// open when the rent stays affordable, auction when rent eats the purse.
/// Beyond it: call Last order only when the turn order matters (my own rent
/// out of reach, or an opponent's bankruptcy near), accept takeovers that pay
/// more than the bar is worth to me, and when an opponent's bankruptcy will end the game before my next rent,
/// buy or keep a figure at any price.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot {
    /// The stronger opponent: reads the race to five and the danger signal harder.
    pub strong: bool,
}

struct Ctx<'a> {
    v: &'a View,
    a: &'a Allowed,
    me: Seat,
    my: SeatView,
    cash: u32,
    fakes: u32,
}

impl Ctx<'_> {
    fn my_rents(&self) -> Vec<u32> {
        self.v.slots.iter().filter(|s| s.tenant == Some(self.me) && s.rent.is_some()).filter_map(|s| s.rent).collect()
    }
    fn rent_with(&self, extra: u32) -> u32 {
        let mut r = self.my_rents();
        r.push(extra);
        rent_due(&r)
    }
    fn seat(&self, s: Seat) -> SeatView {
        self.v.seats[s.index()]
    }
    /// Expected rent of a closed slot with `places`.
    fn expected_rent(&self, places: u8) -> u32 {
        let rents: Vec<u32> =
            self.v.unseen.iter().filter(|b| bar(**b).places == places).map(|b| bar(*b).rent).collect();
        if rents.is_empty() {
            4000
        } else {
            rents.iter().sum::<u32>() / rents.len() as u32
        }
    }
    fn slot_rent(&self, slot: u8) -> u32 {
        let s = &self.v.slots[slot as usize];
        s.rent.unwrap_or_else(|| self.expected_rent(s.places))
    }
    /// Will the game end before my next turn? An opponent who cannot pay
    /// his next rent by the public bounds goes bankrupt at his turn start,
    /// and he plays before me when he has not played this round and I have.
    fn ends_before_my_turn(&self) -> bool {
        self.my.played_this_round
            && Seat::all(self.v.players()).any(|s| {
                let sv = self.seat(s);
                s != self.me && !sv.played_this_round && sv.rent_due > sv.cash_hi
            })
    }
    /// The chance, by the public bounds on his cash (taken as evenly
    /// spread between them), that `s` cannot pay his next rent.
    fn shortfall_chance(&self, s: Seat) -> f64 {
        let sv = self.seat(s);
        if sv.rent_due == 0 || sv.rent_due <= sv.cash_lo {
            0.0
        } else if sv.rent_due > sv.cash_hi {
            1.0
        } else {
            (sv.rent_due - sv.cash_lo) as f64 / (sv.cash_hi - sv.cash_lo + 1000) as f64
        }
    }
    /// Most figures in bars among the others.
    fn best_other(&self) -> u8 {
        self.v
            .seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != self.me.index())
            .map(|(_, s)| s.in_bars)
            .max()
            .unwrap_or(0)
    }
}

impl Bot<Barracuda> for HeuristicBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        if !view.my_turn() {
            return None;
        }
        let a = view.allowed.as_ref()?;
        let purse = view.purse?;
        let me = view.me()?;
        let c = Ctx { v: view, a, me, my: view.seats[me.index()], cash: purse.cash, fakes: purse.fakes };
        let mv = match view.phase {
            Phase::LastOrderCall { .. } => self.call(&c),
            Phase::LastOrderStake { .. } => self.stake(&c, rng),
            Phase::Action => self.action(&c, rng),
            Phase::PartnerResponse { .. } | Phase::TakeoverResponse { .. } => self.answer(&c),
            Phase::AuctionBid { .. } => self.bid(&c, rng),
            Phase::AuctionDecision { .. } => self.decide(&c),
            Phase::GameOver => return None,
        };
        Some(mv)
    }
}

impl HeuristicBot {
    /// Opponents whose public cash cannot cover their next rent: the game
    /// probably ends at their next turn (bankruptcy), on figures then cash.
    fn doomed(&self, c: &Ctx) -> Vec<Seat> {
        Seat::all(c.v.players())
            .filter(|s| *s != c.me)
            .filter(|s| {
                let sv = c.seat(*s);
                sv.rent_due > 0 && sv.cash_hi < sv.rent_due + 1000
            })
            .collect()
    }

    /// Call only when the turn order matters to me: I cannot pay my next
    /// rent (a stake lets me play last, after someone else may have fallen),
    /// or an opponent is about to go bankrupt (the count comes at his turn:
    /// playing before him is a last chance for a figure). Otherwise the
    /// order is worth nothing and a call only costs the table a stake.
    fn call(&self, c: &Ctx) -> Move {
        let short = c.cash < c.my.rent_due;
        let count_near = !self.doomed(c).is_empty() && c.my.free > 0;
        if short || count_near {
            Move::CallLastOrder
        } else {
            Move::DeclineLastOrder
        }
    }

    fn stake(&self, c: &Ctx, rng: &mut GameRng) -> Move {
        let need = u32::from(c.fakes > 0);
        let mut amount = 0;
        // Stake nothing: play early, before an opponent's bankruptcy ends the
        // game, and keep the cash for the tie-break.
        if c.cash < c.my.rent_due {
            // Doomed at my turn unless someone else falls first: play last.
            amount = c.cash.min(OFFER_CAP) / 1000 * 1000;
        }
        let f = bluff(rng, c.fakes, need);
        Move::Stake(pack(rng, amount, f))
    }

    /// The turn's action, by priority: what cannot wait, the last step to
    /// five figures, a figure more at a fair price, else the cheapest move.
    fn action(&self, c: &Ctx, rng: &mut GameRng) -> Move {
        if let Some(m) = self.urgent(c, rng) {
            return m;
        }
        // One step from five: any figure will do, if the next rent stays paid.
        let near_win = c.my.in_bars == 4 && c.my.free >= 1;
        if near_win {
            if let Some(m) = self.fifth_figure(c, rng) {
                return m;
            }
        }
        if let Some(m) = self.grow(c, rng) {
            return m;
        }
        self.cheapest(c, rng)
    }

    /// What cannot wait: the compulsory opening, a free partner, the count before my rent, a rent out of reach.
    fn urgent(&self, c: &Ctx, rng: &mut GameRng) -> Option<Move> {
        let a = c.a;
        // Round 1 and compulsory opening.
        if a.must_open && !a.open.is_empty() {
            return Some(Move::Open(self.pick_open(c, rng)));
        }
        // Free partner first.
        if let Some(i) = a.partner_own.first() {
            return Some(Move::PlacePartnerOwn(*i));
        }
        if c.my.free == 0 && a.hold {
            return Some(Move::Hold);
        }
        // The count comes before my next rent: a figure more at any price.
        if c.ends_before_my_turn() {
            if let Some(m) = self.last_figure(c, rng) {
                return Some(m);
            }
        }
        // Survival: the next rent is out of reach, shed a bar.
        if c.cash < c.my.rent_due + SURVIVE_MARGIN && !a.auction.is_empty() {
            if let Some(m) = self.auction(c) {
                return Some(m);
            }
        }
        None
    }

    /// One step from five figures: an opening, a partner offer or a takeover, the next rent still paid.
    fn fifth_figure(&self, c: &Ctx, rng: &mut GameRng) -> Option<Move> {
        if !c.a.open.is_empty() {
            let slot = self.pick_open(c, rng);
            if c.cash >= c.rent_with(c.slot_rent(slot)) {
                return Some(Move::Open(slot));
            }
        }
        // A partner offer he may refuse costs as much either way: only one he cannot.
        if let Some(m) = self.partner_offer(c, rng, true).filter(|m| self.is_forced(c, m)) {
            return Some(m);
        }
        self.takeover(c, rng, true)
    }

    /// A figure more at a fair price: openings, bargains and offers while the rent stays affordable, or shed a bar.
    fn grow(&self, c: &Ctx, rng: &mut GameRng) -> Option<Move> {
        let a = c.a;
        // Race for figures: a figure more is worth more than the cash it costs,
        // as long as the next rent stays paid.
        if !a.open.is_empty() {
            let slot = self.pick_open(c, rng);
            let after = c.rent_with(c.slot_rent(slot));
            if c.cash >= after + OPEN_MARGIN {
                return Some(Move::Open(slot));
            }
        }
        if let Some(m) = self.race(c, rng) {
            return Some(m);
        }
        // A bargain first: a tenant who cannot refuse.
        if let Some(m) = self.partner_offer(c, rng, false).filter(|m| self.is_forced(c, m)) {
            return Some(m);
        }
        if let Some(m) = self.takeover(c, rng, false).filter(|m| self.is_forced(c, m)) {
            return Some(m);
        }
        // Open when the rent stays affordable.
        if !a.open.is_empty() {
            let slot = self.pick_open(c, rng);
            let after = c.rent_with(c.slot_rent(slot));
            if c.cash >= after + 3000 {
                return Some(Move::Open(slot));
            }
        }
        // Shed rent when it threatens the purse.
        if !a.auction.is_empty() && c.my.rent_due * 2 > c.cash {
            if let Some(m) = self.auction(c) {
                return Some(m);
            }
        }
        if let Some(m) = self.takeover(c, rng, false) {
            return Some(m);
        }
        self.partner_offer(c, rng, false)
    }

    /// Nothing attractive: the cheapest legal action.
    fn cheapest(&self, c: &Ctx, rng: &mut GameRng) -> Move {
        let a = c.a;
        if a.hold {
            return Move::Hold;
        }
        if !a.open.is_empty() {
            return Move::Open(self.pick_open(c, rng));
        }
        if !a.auction.is_empty() {
            if let Some(m) = self.auction(c) {
                return m;
            }
        }
        if let Some(i) = a.partner_offer.first() {
            let f = bluff(rng, c.fakes, 0);
            return Move::OfferPartner(*i, pack(rng, 1000, f));
        }
        if let Some((i, rent)) = a.takeover.iter().min_by_key(|(_, r)| *r) {
            let f = bluff(rng, c.fakes, 0);
            return Move::OfferTakeover(*i, pack(rng, *rent, f));
        }
        Move::Hold
    }

    /// The game ends before my next rent: a figure more at any price, the
    /// surest first (open; then a takeover, one the tenant cannot refuse
    /// first, the figure leader's bar next; then a partner offer).
    fn last_figure(&self, c: &Ctx, rng: &mut GameRng) -> Option<Move> {
        if c.my.free == 0 {
            return None;
        }
        if let Some(slot) = c.a.open.first() {
            return Some(Move::Open(*slot));
        }
        let best = c.best_other();
        let mut pick: Option<((bool, u8, bool), Move)> = None;
        for &(slot, rent) in &c.a.takeover {
            let s = &c.v.slots[slot as usize];
            let Some(t) = s.tenant else { continue };
            let tv = c.seat(t);
            let forced_bid = (tv.cash_hi + 1000).max(rent);
            let forced = forced_bid <= OFFER_CAP && forced_bid <= c.cash;
            let bid = if forced { forced_bid } else { c.cash.min(OFFER_CAP) / 1000 * 1000 };
            if bid < rent {
                continue;
            }
            let lost = 1 + u8::from(s.partner == Some(t));
            let key = (forced, if tv.in_bars >= best { lost } else { 0 }, s.partner == Some(c.me));
            if pick.as_ref().is_none_or(|p| key > p.0) {
                let f = bluff(rng, c.fakes, 0);
                pick = Some((key, Move::OfferTakeover(slot, pack(rng, bid, f))));
            }
        }
        if let Some((_, m)) = pick {
            return Some(m);
        }
        let slot = *c.a.partner_offer.first()?;
        let t = c.v.slots[slot as usize].tenant?;
        let amount = (c.seat(t).cash_hi + 1000).min(OFFER_CAP).min(c.cash / 1000 * 1000);
        (amount >= 1000).then(|| {
            let f = bluff(rng, c.fakes, 0);
            Move::OfferPartner(slot, pack(rng, amount, f))
        })
    }

    /// A figure more now, cheaply: a forced partner offer or takeover, or a
    /// takeover from the figure leader, keeping the next rent in hand.
    fn race(&self, c: &Ctx, rng: &mut GameRng) -> Option<Move> {
        let doomed = self.doomed(c);
        let best = c.best_other();
        let mut pick: Option<(i64, Move)> = None;
        for &slot in &c.a.partner_offer {
            let Some(t) = c.v.slots[slot as usize].tenant else { continue };
            let tv = c.seat(t);
            let amount = (tv.cash_hi + 1000).max(1000);
            if amount > OFFER_CAP || c.cash < amount + c.my.rent_due + RACE_MARGIN {
                continue;
            }
            // Paying a doomed player might save him.
            if doomed.contains(&t) && tv.cash_hi + amount >= tv.rent_due {
                continue;
            }
            let score = 20 - (amount / 1000) as i64;
            if pick.as_ref().is_none_or(|p| score > p.0) {
                let f = bluff(rng, c.fakes, 0);
                pick = Some((score, Move::OfferPartner(slot, pack(rng, amount, f))));
            }
        }
        for &(slot, rent) in &c.a.takeover {
            let s = &c.v.slots[slot as usize];
            let Some(t) = s.tenant else { continue };
            let tv = c.seat(t);
            let forced_bid = (tv.cash_hi + 1000).max(rent);
            let forced = forced_bid <= OFFER_CAP && c.cash >= forced_bid + c.rent_with(rent) + RACE_MARGIN;
            // Unforced: the rent itself buys the bar, or he pays us as much to keep it.
            let bid = if forced { forced_bid } else { rent };
            if c.cash < bid + c.rent_with(rent) + RACE_MARGIN {
                continue;
            }
            if doomed.contains(&t) {
                // He would be paid and lose a rent: he may survive.
                let his_rents: Vec<u32> =
                    c.v.slots
                        .iter()
                        .enumerate()
                        .filter(|(i, x)| x.tenant == Some(t) && *i != slot as usize)
                        .filter_map(|(_, x)| x.rent)
                        .collect();
                if tv.cash_hi + bid >= rent_due(&his_rents) {
                    continue;
                }
            }
            let lost = 1 + u8::from(s.partner == Some(t));
            let mut score = if forced { 30 } else { 15 } - (bid / 1000) as i64 - (rent / 1000) as i64;
            if tv.in_bars >= best {
                score += 10 * lost as i64;
            }
            if s.partner == Some(c.me) {
                score += 5;
            }
            if pick.as_ref().is_none_or(|p| score > p.0) {
                let f = bluff(rng, c.fakes, 0);
                pick = Some((score, Move::OfferTakeover(slot, pack(rng, bid, f))));
            }
        }
        pick.map(|p| p.1)
    }

    /// Is this offer one the tenant cannot refuse (by the public bounds)?
    fn is_forced(&self, c: &Ctx, m: &Move) -> bool {
        let (Move::OfferPartner(slot, b) | Move::OfferTakeover(slot, b)) = m else { return false };
        c.v.slots[*slot as usize].tenant.is_some_and(|t| c.seat(t).cash_hi < b.real())
    }

    fn pick_open(&self, c: &Ctx, rng: &mut GameRng) -> u8 {
        let want_two = c.cash >= 40_000 + c.my.rent_due * 2;
        let prefer: Vec<u8> =
            c.a.open.iter().copied().filter(|i| (c.v.slots[*i as usize].places == 2) == want_two).collect();
        let pool = if prefer.is_empty() { c.a.open.clone() } else { prefer };
        // Known renovated bars: take the cheapest known when short of cash.
        let mut best = pool[below(rng, pool.len() as u32) as usize];
        if !want_two {
            if let Some(i) = pool.iter().copied().min_by_key(|i| c.slot_rent(*i)) {
                best = i;
            }
        }
        best
    }

    fn auction(&self, c: &Ctx) -> Option<Move> {
        // The dearest bar, preferring one without our own partner.
        c.a.auction
            .iter()
            .copied()
            .max_by_key(|i| {
                let s = &c.v.slots[*i as usize];
                (s.partner != Some(c.me), s.rent.unwrap_or(0))
            })
            .map(Move::StartAuction)
    }

    fn takeover(&self, c: &Ctx, rng: &mut GameRng, desperate: bool) -> Option<Move> {
        let mut best: Option<(i64, u8, u32)> = None;
        for &(slot, rent) in &c.a.takeover {
            let s = &c.v.slots[slot as usize];
            let Some(t) = s.tenant else { continue };
            let tv = c.seat(t);
            let after = c.rent_with(rent) + 2000;
            // Forced acceptance: bid above anything he can hold.
            let forced_bid = (tv.cash_hi + 1000).max(rent);
            let (bid, forced) = if forced_bid <= OFFER_CAP && forced_bid <= c.cash {
                (forced_bid, true)
            } else {
                // A rich tenant: a high bid buys the bar or pays us as much.
                ((2 * rent).min(OFFER_CAP).min(c.cash), false)
            };
            if bid < rent {
                continue;
            }
            let affordable = c.cash >= bid + after || (desperate && c.cash >= bid + c.rent_with(rent));
            if !affordable {
                continue;
            }
            if !forced && !desperate && c.cash < bid + after + 2000 {
                continue;
            }
            let mut score: i64 = 0;
            score += if forced { 40 } else { 10 };
            score += tv.in_bars as i64 * 6;
            if s.partner.is_some_and(|p| p != c.me && p != t) {
                score += 4;
            }
            if s.partner == Some(c.me) {
                score += 8;
            }
            if s.partner == Some(t) {
                score += 6;
            }
            score -= (rent / 1000) as i64 * 2;
            score -= (bid / 1000) as i64;
            if best.is_none_or(|b| score > b.0) {
                best = Some((score, slot, bid));
            }
        }
        let (_, slot, bid) = best?;
        let f = bluff(rng, c.fakes, 0);
        Some(Move::OfferTakeover(slot, pack(rng, bid, f)))
    }

    fn partner_offer(&self, c: &Ctx, rng: &mut GameRng, desperate: bool) -> Option<Move> {
        let mut best: Option<(i64, u8, u32)> = None;
        for &slot in &c.a.partner_offer {
            let Some(t) = c.v.slots[slot as usize].tenant else { continue };
            let tv = c.seat(t);
            let forced = tv.cash_hi < 3000;
            let amount = if forced {
                (tv.cash_hi + 1000).max(1000)
            } else if desperate {
                (c.cash.saturating_sub(c.my.rent_due) / 1000 * 1000).min(OFFER_CAP)
            } else if self.strong {
                2000
            } else {
                1000
            };
            if amount == 0 || amount > c.cash || (desperate && c.cash < amount + c.my.rent_due) {
                continue;
            }
            if !desperate && c.cash < amount + c.my.rent_due + 2000 + if forced { 0 } else { 2000 } {
                continue;
            }
            let mut score: i64 = if forced { 30 } else { 10 };
            score -= tv.in_bars as i64 * 2;
            if best.is_none_or(|b| score > b.0) {
                best = Some((score, slot, amount));
            }
        }
        let (score, slot, amount) = best?;
        if score < 0 {
            return None;
        }
        let f = bluff(rng, c.fakes, 0);
        Some(Move::OfferPartner(slot, pack(rng, amount, f)))
    }

    fn answer(&self, c: &Ctx) -> Move {
        let Some(offer) = c.v.offer else { return Move::Accept };
        let real = offer.contents.map_or(0, |b| b.real());
        let giver = c.seat(offer.giver);
        if c.ends_before_my_turn() && c.a.refuse {
            // The count comes before my next rent: only figures (then cash)
            // matter. Keep my bar; refuse a partner who would catch me up.
            let keep = match offer.kind {
                OfferKind::Partner => giver.in_bars + 1 >= c.my.in_bars,
                OfferKind::Takeover => true,
            };
            return if keep { Move::Refuse } else { Move::Accept };
        }
        let refuse = match offer.kind {
            OfferKind::Partner => {
                let after = giver.in_bars + 1;
                let fifth = after >= 5 || (after == 4 && giver.cash_hi >= 30_000);
                // Refusing pays him as much as he offered: only worth it when
                // he would reach five, or overtake me with the count near.
                let overtakes = after > c.my.in_bars && !self.doomed(c).is_empty();
                (fifth || overtakes) && c.cash >= real + c.my.rent_due + 2000
            }
            OfferKind::Takeover => {
                let fifth = giver.in_bars + 1 >= 5;
                (fifth || real < self.keep_worth(c)) && c.cash >= real + c.my.rent_due
            }
        };
        if refuse && c.a.refuse {
            Move::Refuse
        } else {
            Move::Accept
        }
    }

    /// What keeping the bar under a takeover offer is worth to me, in cash:
    /// accepting brings the offer in, refusing pays the bidder as much
    /// (protection money), against the figures the bar holds (two with my
    /// own partner there). A figure is worth more
    /// - the likelier an opponent cannot pay his next rent (the public
    ///   bounds): his bankruptcy ends the game and figures decide;
    /// - once I have played this round: the others play before my next
    ///   turn, so a figure lost now cannot be won back before the count;
    /// - the further it would leave me behind the best of the others (the
    ///   bidder with the bar); the more I could spare (a rich tenant keeps his
    ///   bars).
    ///
    /// The weights are rounded from playouts against random seats (the
    /// tournament's deals, each answer tried both ways: 10,000 a figure,
    /// 16,000 for a certain bankruptcy, 6,000 once played, 2,000 a figure
    /// of the standing after, a quarter of the cash, less 21,000); they
    /// replace "two turns of the bar's rent a figure", which accepted too
    /// cheaply when the count was near and refused good offers otherwise.
    fn keep_worth(&self, c: &Ctx) -> u32 {
        let Some(offer) = c.v.offer else { return 0 };
        let lost = 1 + i64::from(c.v.slots[offer.slot as usize].partner == Some(c.me));
        let rival = Seat::all(c.v.players())
            .filter(|s| *s != c.me && *s != offer.giver)
            .map(|s| c.seat(s).in_bars)
            .chain(std::iter::once(c.seat(offer.giver).in_bars + 1))
            .max()
            .unwrap_or(0);
        let standing = c.my.in_bars as i64 - lost - rival as i64;
        let danger = Seat::all(c.v.players()).filter(|s| *s != c.me).map(|s| c.shortfall_chance(s)).fold(0.0, f64::max);
        let worth = 10_000 * lost + (16_000.0 * danger) as i64 + 6_000 * i64::from(c.my.played_this_round)
            - 2_000 * standing
            + c.cash as i64 / 4
            - 21_000;
        worth.max(0) as u32
    }

    fn bid(&self, c: &Ctx, rng: &mut GameRng) -> Move {
        let need = u32::from(c.fakes > 0);
        let Some(auc) = c.v.auction.as_ref() else { return Move::AuctionBid(Bundle::EMPTY) };
        let rent = bar(auc.bar).rent;
        let can_win = c.my.free > 0;
        let mut amount = 0;
        if can_win {
            let after = c.rent_with(rent) + 2000;
            if c.my.in_bars + 1 == 5 {
                amount = c.cash.saturating_sub(after).min(OFFER_CAP);
            } else if c.my.tenancies < 2 && c.cash >= after + 15_000 {
                amount = if self.strong { 2000 } else { 1000 };
            }
        }
        let f = bluff(rng, c.fakes, need);
        Move::AuctionBid(pack(rng, amount / 1000 * 1000, f))
    }

    fn decide(&self, c: &Ctx) -> Move {
        let a = c.a;
        let Some(auc) = c.v.auction.as_ref() else { return Move::AuctionRejectAll };
        let mut ok: Vec<(u32, Seat)> = Vec::new();
        let mut dangerous: Vec<(u32, Seat)> = Vec::new();
        for b in &auc.bids {
            if !a.accept_bidders.contains(&b.seat) {
                continue;
            }
            let real = b.contents.map_or(0, |x| x.real());
            if c.seat(b.seat).in_bars + 1 >= 5 {
                dangerous.push((real, b.seat));
            } else {
                ok.push((real, b.seat));
            }
        }
        let pick = |v: &Vec<(u32, Seat)>| v.iter().max_by_key(|(r, s)| (*r, std::cmp::Reverse(s.0))).map(|x| x.1);
        if let Some(w) = pick(&ok) {
            return Move::AuctionAccept(w);
        }
        if a.reject_all {
            return Move::AuctionRejectAll;
        }
        match pick(&dangerous) {
            Some(w) => Move::AuctionAccept(w),
            None => Move::AuctionRejectAll,
        }
    }
}

/// Sum of the rents of all bars (for tests).
pub fn total_rent() -> u32 {
    BARS.iter().map(|b| b.rent).sum()
}
