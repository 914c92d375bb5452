//! A state dealt anew from one view alone ([`crate::engine::Game::deal_anew`]):
//! "play from here" on a shared position. What the view shows is copied; every
//! secret it hides is drawn again from the caller's RNG:
//!
//! - the closed bars, and the removed ones when hidden, among the bars nobody
//!   has seen (`View::unseen`), by places count;
//! - the contents of the bundles in flight the viewer does not see, within
//!   their public size and the limits of spec §4.5;
//! - every purse the viewer does not know: each player's cash within his
//!   public bounds (spec §10), fakes among the purses and the bank, with the
//!   bank holding what is left (never less than it is known to hold);
//! - the other players' bank counts, and every future draw of the bag (the
//!   state's RNG).
//!
//! Nothing of the real state is read, so a real secret comes back only by
//! chance. A view from a link may be forged: anything the rules rely on later
//! that the view's own round trip ([`crate::engine::deal_anew`] compares the
//! state's view with this one) cannot vouch for is checked here, and an
//! inconsistent view gives `None`, never a panic.

use super::rules::{
    bar, order_groups, BarId, Bundle, Phase, Player, RemovedBars, Slot, State, BARS, FIGURES, MAX_BUNDLE, OFFER_CAP,
    RENOVATION, SLOTS, START_CASH, START_FAKES, TOTAL_CASH, TOTAL_FAKES,
};
use super::view::{SlotState, SlotView, View};
use crate::engine::{below, rng_from_seed, shuffle, GameRng, Seat, Viewer};
use rand_core::RngCore;

/// Moves a round can hold at most: `n` Last order answers, `n` stakes, and
/// per turn an action, an answer or `n − 1` bids and a decision (`n² + 3n`,
/// 40 at five players), with room for the bank counts. A view claiming more
/// is forged, and the bound keeps the move counter far from overflowing.
const MOVES_PER_ROUND: u64 = 64;

/// Highest public bound on a player's money a view may claim. Real bounds
/// stay near the money there is (250,000 in all; each private transfer
/// widens them by at most 12,000, or 300,000 for an auction): this one
/// keeps a forged view's bounds, and what the rules and the bots add to
/// them as play goes on, far below `u32::MAX`.
const MAX_BOUND: u32 = 1 << 30;

/// Which values `m` real notes can make. In thousands, `m` notes of 1,000
/// make `m`; a 2,000 instead of a 1,000 adds 1, a 5,000 adds 4, a 10,000
/// adds 9. `FEWEST_UPGRADES[e]` is the fewest such notes adding up to `e`:
/// `m` notes can make `m + e` exactly when it is at most `m`. Thirty notes
/// of 10,000 add 270.
const FEWEST_UPGRADES: [u8; 271] = fewest_upgrades();

const fn fewest_upgrades() -> [u8; 271] {
    let mut table = [0u8; 271];
    let mut e = 0;
    while e < 271 {
        let mut best = u32::MAX;
        let mut tens = 0;
        while 9 * tens <= e {
            // With `tens` 10,000 notes, as many 5,000 as fit, then 2,000s.
            let r = (e - 9 * tens) as u32;
            let count = tens as u32 + r - 3 * (r / 4);
            if count < best {
                best = count;
            }
            tens += 1;
        }
        table[e] = best as u8;
        e += 1;
    }
    table
}

/// Can exactly `notes` real notes be worth `1000 × v`?
fn fits(notes: u32, v: u32) -> bool {
    match v.checked_sub(notes) {
        Some(e) => (e as usize) < FEWEST_UPGRADES.len() && u32::from(FEWEST_UPGRADES[e as usize]) <= notes,
        None => false,
    }
}

/// Fewest real notes worth `1000 × v`.
fn fewest_notes(v: u32) -> u32 {
    Bundle::of(v.saturating_mul(1000), 0).size()
}

/// A random bundle of exactly `notes` real notes worth `1000 × v`, and `fakes`
/// fakes; `None` if no such bundle exists.
fn compose(rng: &mut GameRng, notes: u32, v: u32, fakes: u32) -> Option<Bundle> {
    let e = v.checked_sub(notes)?;
    // With `tens` 10,000 notes, the 5,000 notes may range over `fives`
    // (a 5,000 instead of four 2,000s frees three notes for 1,000s).
    let fives = |tens: u32| -> Option<(u32, u32)> {
        let r = e.checked_sub(9 * tens)?;
        let lo = (tens + r).saturating_sub(notes).div_ceil(3);
        let hi = r / 4;
        (lo <= hi).then_some((lo, hi))
    };
    let options: Vec<u32> = (0..=e / 9).filter(|t| fives(*t).is_some()).collect();
    let tens = *options.get(below(rng, options.len() as u32) as usize)?;
    let (lo, hi) = fives(tens)?;
    let five = lo + below(rng, hi - lo + 1);
    let two = e - 9 * tens - 4 * five;
    let one = notes.checked_sub(tens + five + two)?;
    let note = |k: u32| u8::try_from(k).ok();
    Some(Bundle { n10000: note(tens)?, n5000: note(five)?, n2000: note(two)?, n1000: note(one)?, fakes: note(fakes)? })
}

/// A bundle in flight, as the view shows it. Amounts in thousands.
#[derive(Clone, Copy, Debug)]
struct Flight {
    /// Its notes, when the viewer sees them.
    seen: Option<Bundle>,
    /// Its number of notes, when public.
    size: Option<u32>,
    /// The rules' bounds on its real part.
    lo: u32,
    hi: u32,
    /// A stake or a bid holds a fake if its owner has one (spec §4.5).
    needs_fake: bool,
}

impl Flight {
    /// The highest real part it can have with `f` fakes: ten thousand a note.
    fn top(&self, f: u32) -> u32 {
        self.hi.min(10 * self.size.unwrap_or(MAX_BUNDLE).saturating_sub(f))
    }

    /// Can it hold `f` fakes and be worth `1000 × v`?
    fn allows(&self, f: u32, v: u32) -> bool {
        if v < self.lo || v > self.top(f) {
            return false;
        }
        match self.size {
            Some(k) => f <= k && fits(k - f, v),
            None => fewest_notes(v) + f <= MAX_BUNDLE,
        }
    }

    /// Its notes, drawn for `f` fakes and `1000 × v` (`allows(f, v)` holds).
    fn draw(&self, rng: &mut GameRng, f: u32, v: u32) -> Option<Bundle> {
        let notes = match self.size {
            Some(k) => k.checked_sub(f)?,
            None => {
                // Unseen thickness: any number of notes that can make it.
                let most = MAX_BUNDLE.checked_sub(f)?.min(v);
                let counts: Vec<u32> = (fewest_notes(v)..=most).filter(|m| fits(*m, v)).collect();
                *counts.get(below(rng, counts.len() as u32) as usize)?
            }
        };
        compose(rng, notes, v, f)
    }
}

/// See [`crate::engine::Game::deal_anew`] and the module's doc.
pub(super) fn deal_anew(v: &View, rng: &mut GameRng) -> Option<State> {
    let config = &v.config;
    check_frame(v)?;
    let n = config.players as usize;
    let (slots, removed) = bars(v, rng)?;
    let groups = turn_order(v)?;
    let flights = in_flight(v)?;
    let Money { cash, fakes, bundles, bank } = money(v, &flights, rng)?;
    let players = players(v, &cash, &fakes, bank, rng);
    let (pending, bids, stakes) = place_bundles(v.phase, bundles, n);
    let last_order = v.last_order.as_ref();
    Some(State {
        config: config.clone(),
        slots,
        removed,
        players,
        bank_cash: bank.0,
        bank_fakes: bank.1,
        round: v.round,
        played: v.played.clone(),
        groups,
        current: v.current,
        phase: v.phase,
        pending,
        bids,
        stakes,
        caller: last_order.and_then(|l| l.caller),
        revealed_stakes: last_order.and_then(|l| l.revealed.clone()),
        ending: v.ending,
        moves: v.moves,
        rng: rng_from_seed(rng.next_u64()),
        sheet: v.sheet.clone(),
        rent_round: v.rent_this_round.clone(),
    })
}

/// The view's frame holds together: rules, seats, round against the pad, move count, public bounds, the ending.
fn check_frame(v: &View) -> Option<()> {
    let config = &v.config;
    config.validate().ok()?;
    let n = config.players as usize;
    let me = v.viewer.seat();
    if me.is_some_and(|s| s.index() >= n) || v.seats.len() != n || v.rent_this_round.len() != n {
        return None;
    }
    let over = v.phase == Phase::GameOver;
    // Every finished round has its row on the pad (the last one too once the
    // game is over): the round number cannot run away from it.
    let rows = if over { v.round } else { v.round.checked_sub(1)? };
    if v.sheet.len() != rows as usize
        || v.sheet.iter().any(|row| row.len() != n)
        || u64::from(v.moves) > MOVES_PER_ROUND * u64::from(v.round)
        || v.rent_this_round.iter().any(|r| *r > TOTAL_CASH)
        || v.seats.iter().any(|s| s.free > FIGURES || s.cash_lo > s.cash_hi || s.cash_hi > MAX_BOUND)
        || over != v.ending.is_some()
    {
        return None;
    }
    Some(())
}

/// Each player: his purse as drawn, his figures and flags as shown, and the bank count he made (drawn when not the viewer's).
fn players(v: &View, cash: &[u32], fakes: &[u32], bank: (u32, u32), rng: &mut GameRng) -> Vec<Player> {
    let n = v.config.players as usize;
    let me = v.viewer.seat();
    let start = (TOTAL_CASH - START_CASH * n as u32, TOTAL_FAKES - START_FAKES * n as u32);
    let mut players = Vec::with_capacity(n);
    for (i, sv) in v.seats.iter().enumerate() {
        let bank_seen = if Some(Seat(i as u8)) == me {
            v.bank_count
        } else if sv.bank_counted {
            // Some time ago: the bank only ever grows.
            let c = start.0 + 1000 * below(rng, bank.0.saturating_sub(start.0) / 1000 + 1);
            Some((c, start.1 + below(rng, bank.1.saturating_sub(start.1) + 1)))
        } else {
            None
        };
        players.push(Player {
            cash: cash[i],
            fakes: fakes[i],
            free: sv.free,
            left_flag: sv.left_flag,
            bank_counted: sv.bank_counted,
            bank_seen,
            lo: sv.cash_lo,
            hi: sv.cash_hi,
        });
    }
    players
}

/// Puts each bundle in flight where the phase keeps it: `(pending offer, bids, stakes)`.
fn place_bundles(phase: Phase, bundles: Vec<Option<Bundle>>, n: usize) -> (Option<Bundle>, Vec<Option<Bundle>>, Vec<Option<Bundle>>) {
    let (mut pending, mut bids, mut stakes) = (None, vec![None; n], vec![None; n]);
    for (i, b) in bundles.into_iter().enumerate() {
        let Some(b) = b else { continue };
        match phase {
            Phase::LastOrderStake { .. } => stakes[i] = Some(b),
            Phase::AuctionBid { .. } | Phase::AuctionDecision { .. } => bids[i] = Some(b),
            _ => pending = Some(b),
        }
    }
    (pending, bids, stakes)
}

/// The slots, each closed one holding a bar drawn among the unseen ones of
/// its places count, and the removed bars (drawn too when hidden).
fn bars(v: &View, rng: &mut GameRng) -> Option<(Vec<Slot>, [BarId; 2])> {
    let n = v.seats.len();
    if v.slots.len() != SLOTS {
        return None;
    }
    // By places count: one place, two places.
    let mut pools: [Vec<BarId>; 2] = [Vec::new(), Vec::new()];
    for &b in &v.unseen {
        if b as usize >= BARS.len() || pools.iter().flatten().any(|x| *x == b) {
            return None;
        }
        pools[usize::from(bar(b).places == 2)].push(b);
    }
    for pool in pools.iter_mut() {
        shuffle(rng, pool);
    }
    let mut slots = Vec::with_capacity(SLOTS);
    for (i, sv) in v.slots.iter().enumerate() {
        if sv.index as usize != i
            || !(1..=2).contains(&sv.places)
            || sv.tenant.is_some_and(|s| s.index() >= n)
            || sv.partner.is_some_and(|s| s.index() >= n)
        {
            return None;
        }
        let id = match (sv.state, sv.bar) {
            (SlotState::Closed, None) => pools[usize::from(sv.places == 2)].pop()?,
            (SlotState::Open | SlotState::Renovated, Some(b)) if (b as usize) < BARS.len() => b,
            _ => return None,
        };
        slots.push(Slot {
            bar: id,
            open: sv.state == SlotState::Open,
            renovated: sv.state == SlotState::Renovated,
            tenant: sv.tenant,
            partner: sv.partner,
        });
    }
    let removed = match v.config.removed_bars {
        RemovedBars::Chosen { one_place, two_place } => [one_place, two_place],
        RemovedBars::RandomUnseen => [pools[0].pop()?, pools[1].pop()?],
    };
    // Every unseen bar is somewhere.
    pools.iter().all(Vec::is_empty).then_some((slots, removed))
}

/// This round's turn-order groups, after checking who played and Last order.
fn turn_order(v: &View) -> Option<Vec<Vec<Seat>>> {
    let n = v.seats.len();
    let mut played = vec![false; n];
    for s in &v.played {
        if *played.get(s.index())? {
            return None;
        }
        played[s.index()] = true;
    }
    // The current player is the last one drawn (none before the first draw).
    if v.current != v.played.last().copied() {
        return None;
    }
    let last_order = v.last_order.as_ref();
    let caller = last_order.and_then(|l| l.caller);
    let revealed = last_order.and_then(|l| l.revealed.as_ref());
    let staking = matches!(v.phase, Phase::LastOrderStake { .. });
    // A caller's Last order is being staked, or its stakes are shown.
    if caller.is_some_and(|c| c.index() >= n)
        || revealed.is_some_and(|r| r.len() != n)
        || (caller.is_some() != (staking || revealed.is_some()))
        || (staking && revealed.is_some())
    {
        return None;
    }
    // Without Last order one group holds everyone; with it, the stakes make
    // the groups (the view shows those still to play).
    Some(match revealed {
        Some(stakes) => order_groups(stakes),
        None => vec![Seat::all(n).collect()],
    })
}

/// The seats after `from` up to, not including, `to`, clockwise.
fn seats_between(from: Seat, to: Seat, n: usize) -> Vec<Seat> {
    let mut out = Vec::new();
    let mut s = from.left(n);
    while s != to && out.len() < n {
        out.push(s);
        s = s.left(n);
    }
    out
}

/// Each seat's bundle in flight, as the view shows it: at most one, since
/// stakes, offers and bids each belong to their own phases.
fn in_flight(v: &View) -> Option<Vec<Option<Flight>>> {
    let n = v.seats.len();
    let mut flights: Vec<Option<Flight>> = vec![None; n];
    match v.phase {
        Phase::LastOrderCall { next } => {
            if next.index() >= n || !v.played.is_empty() {
                return None;
            }
        }
        Phase::LastOrderStake { next } => stakes_in_flight(v, next, &mut flights)?,
        Phase::Action => {
            v.current?;
        }
        Phase::PartnerResponse { slot } | Phase::TakeoverResponse { slot } => offer_in_flight(v, slot, &mut flights)?,
        Phase::AuctionBid { slot, .. } | Phase::AuctionDecision { slot } => bids_in_flight(v, slot, &mut flights)?,
        Phase::GameOver => {}
    }
    Some(flights)
}

/// Puts `seat`'s bundle in flight; `None` for a second one or one thicker than a bundle may be.
fn put(flights: &mut [Option<Flight>], seat: Seat, f: Flight) -> Option<()> {
    let slot = flights.get_mut(seat.index())?;
    if slot.is_some() || f.size.is_some_and(|k| k > MAX_BUNDLE) || f.seen.is_some_and(|b| b.size() > MAX_BUNDLE) {
        return None;
    }
    *slot = Some(f);
    Some(())
}

/// Slot `i` of the view, if it holds an open bar.
fn open_slot(v: &View, i: u8) -> Option<&SlotView> {
    v.slots.get(i as usize).filter(|s| s.state == SlotState::Open)
}

/// The Last order stakes so far: the caller's first, then each seat clockwise up to `next`.
fn stakes_in_flight(v: &View, next: Seat, flights: &mut [Option<Flight>]) -> Option<()> {
    let n = v.seats.len();
    let lo = v.last_order.as_ref()?;
    let c = lo.caller?;
    if next.index() >= n || !v.played.is_empty() {
        return None;
    }
    let mut expected = if next == c { Vec::new() } else { seats_between(c, next, n) };
    if next != c {
        expected.push(c);
    }
    crate::engine::sort::sort(&mut expected);
    let mut staked = lo.staked.clone();
    crate::engine::sort::sort(&mut staked);
    if staked != expected {
        return None;
    }
    let cap = OFFER_CAP / 1000;
    for s in staked {
        let seen = if v.viewer == Viewer::Seat(s) { Some(lo.my_stake?) } else { None };
        if seen.is_some_and(|b| b.real() / 1000 > cap) {
            return None;
        }
        put(flights, s, Flight { seen, size: None, lo: 0, hi: cap, needs_fake: true })?;
    }
    Some(())
}

/// The partner or takeover offer the giver slid to the tenant of open slot `slot`.
fn offer_in_flight(v: &View, slot: u8, flights: &mut [Option<Flight>]) -> Option<()> {
    let giver = v.current?;
    let o = v.offer?;
    let sv = open_slot(v, slot)?;
    let partner = matches!(v.phase, Phase::PartnerResponse { .. });
    let tenant = sv.tenant?;
    // The giver put a free figure forward; a partner offer needs a free place.
    if o.giver != giver
        || o.slot != slot
        || o.tenant != tenant
        || tenant == giver
        || v.seats[giver.index()].free == 0
        || (partner && (sv.places != 2 || sv.partner.is_some()))
    {
        return None;
    }
    let (lo, hi) = (if partner { 1 } else { bar(sv.bar?).rent / 1000 }, OFFER_CAP / 1000);
    if o.contents.is_some_and(|b| b.real() / 1000 < lo || b.real() / 1000 > hi) {
        return None;
    }
    put(flights, giver, Flight { seen: o.contents, size: Some(o.size), lo, hi, needs_fake: false })
}

/// The bids collected so far at the auction of open slot `slot`.
fn bids_in_flight(v: &View, slot: u8, flights: &mut [Option<Flight>]) -> Option<()> {
    let n = v.seats.len();
    let seat_ok = |s: Seat| s.index() < n;
    let seller = v.current?;
    let a = v.auction.as_ref()?;
    if a.seller != seller || a.slot != slot || open_slot(v, slot)?.tenant.is_some() {
        return None;
    }
    // Bids so far: every seat after the seller up to the one to bid,
    // or all of them at the decision.
    let bidders = match v.phase {
        Phase::AuctionBid { next, .. } if seat_ok(next) && next != seller => seats_between(seller, next, n),
        Phase::AuctionDecision { .. } => seats_between(seller, seller, n),
        _ => return None,
    };
    for b in &a.bids {
        if !seat_ok(b.seat) || b.seat == seller || b.has_bid != bidders.contains(&b.seat) {
            return None;
        }
        if b.has_bid {
            let hi = MAX_BUNDLE * 10;
            put(flights, b.seat, Flight { seen: b.contents, size: b.size, lo: 0, hi, needs_fake: true })?;
        }
    }
    Some(())
}

/// Everyone's money, the hidden part drawn anew.
struct Money {
    /// Each seat's purse.
    cash: Vec<u32>,
    fakes: Vec<u32>,
    /// Each seat's bundle in flight, in full.
    bundles: Vec<Option<Bundle>>,
    /// The bank: `(cash, fakes)`.
    bank: (u32, u32),
}

/// Draws the purses the view hides and the contents of the bundles in
/// flight it does not show.
///
/// Known: the viewer's purse (everyone's once the game is over) and the
/// bundles he sees. Each other seat's cash plus the real part of his bundle
/// in flight lies within his public bounds; the bank holds at least what it
/// started with plus every public payment the view still shows (the pad's
/// rents, this round's rents and stakes, the renovations of the bars closed
/// now), and at least what the viewer counted in it (it never pays out).
/// Everything hidden shares what is left.
fn money(v: &View, flights: &[Option<Flight>], rng: &mut GameRng) -> Option<Money> {
    let n = v.seats.len();
    let known: Vec<Option<(u32, u32)>> = v.seats.iter().map(|s| s.purse).collect();
    let bank_min = bank_least(v);
    let (known_cash, known_fakes, mut forced_no_fake) = known_money(&known, flights, bank_min)?;
    // Left to share among the hidden purses and bundles (cash in thousands).
    let budget = u64::from(TOTAL_CASH).checked_sub(known_cash)? / 1000;
    let fake_budget = u32::try_from(u64::from(TOTAL_FAKES).checked_sub(known_fakes)?).ok()?;

    // Each hidden seat's wealth (cash plus bundle) bounds, in thousands.
    let hidden: Vec<usize> = (0..n).filter(|i| known[*i].is_none()).collect();
    let bounds = Bounds { v, flights };
    // The hidden bundles, worth no more than their owner's wealth.
    let unseen: Vec<(usize, Flight)> = hidden
        .iter()
        .filter_map(|i| flights[*i].filter(|f| f.seen.is_none()).map(|f| (*i, f)))
        .map(|(i, f)| (i, Flight { hi: f.hi.min(v.seats[i].cash_hi / 1000), ..f }))
        .collect();
    let rest = least_needs(&bounds, &unseen, fake_budget);
    let need: u64 = hidden
        .iter()
        .filter(|i| !unseen.iter().any(|(u, _)| u == *i))
        .map(|i| bounds.lo(*i).max(bounds.seen_real(*i)))
        .sum();
    if need + rest[0][fake_budget as usize] > budget {
        return None;
    }
    let mut share = Share { budget, need, fakes_left: fake_budget };
    let drawn = draw_bundles(&bounds, &unseen, &rest, &mut share, &mut forced_no_fake, rng)?;
    let cash = draw_cash(&bounds, &known, &hidden, &drawn, share.budget - share.need, rng)?;
    let fakes = scatter_fakes(&known, &hidden, &forced_no_fake, share.fakes_left, rng);
    // The bundles, all known now; the bank holds the rest.
    let bundles: Vec<Option<Bundle>> = (0..n).map(|i| flights[i].and_then(|f| f.seen).or(drawn[i])).collect();
    let bank = bank_rest(&cash, &fakes, &bundles, bank_min)?;
    Some(Money { cash, fakes, bundles, bank })
}

/// What the bank is known to hold at least: its start, every public payment the view still shows, the viewer's count.
fn bank_least(v: &View) -> (u64, u64) {
    let n = v.seats.len();
    let revealed = v.last_order.as_ref().and_then(|l| l.revealed.as_deref());
    let rents: u64 = v.sheet.iter().flatten().map(|(_, r)| u64::from(*r)).sum::<u64>()
        + v.rent_this_round.iter().map(|r| u64::from(*r)).sum::<u64>();
    let staked = revealed.unwrap_or_default();
    let staked_cash: u64 = staked.iter().map(|b| u64::from(b.real())).sum();
    let staked_fakes: u64 =
        if v.config.last_order_fakes_return { 0 } else { staked.iter().map(|b| u64::from(b.fakes)).sum() };
    // A bar closed for renovation was paid for.
    let renovations = v.slots.iter().filter(|s| s.state == SlotState::Renovated).count() as u64 * u64::from(RENOVATION);
    let start = (u64::from(TOTAL_CASH - START_CASH * n as u32), u64::from(TOTAL_FAKES - START_FAKES * n as u32));
    let counted = v.bank_count.map_or((0, 0), |(c, f)| (u64::from(c), u64::from(f)));
    ((start.0 + rents + staked_cash + renovations).max(counted.0), (start.1 + staked_fakes).max(counted.1))
}

/// The cash and fakes known (the bank's least, the purses shown, the bundles seen) and the hidden seats with no fake.
fn known_money(
    known: &[Option<(u32, u32)>],
    flights: &[Option<Flight>],
    bank_min: (u64, u64),
) -> Option<(u64, u64, Vec<bool>)> {
    // What is known: the purses shown with their bundles, the fakes of every
    // bundle seen. (A hidden purse's wealth counts the real part of its seen
    // bundle below.)
    let n = known.len();
    let mut known_cash = bank_min.0;
    let mut known_fakes = bank_min.1;
    let mut forced_no_fake = vec![false; n];
    for i in 0..n {
        let seen = flights[i].and_then(|f| f.seen);
        known_fakes += seen.map_or(0, |b| u64::from(b.fakes));
        // A stake or a bid without a fake: its owner had none (and still has none).
        let no_fake = flights[i].is_some_and(|f| f.needs_fake) && seen.is_some_and(|b| b.fakes == 0);
        match known[i] {
            Some((c, f)) => {
                if flights[i].is_some_and(|f| f.seen.is_none()) || (no_fake && f > 0) {
                    return None;
                }
                known_cash += u64::from(c) + seen.map_or(0, |b| u64::from(b.real()));
                known_fakes += u64::from(f);
            }
            None => forced_no_fake[i] = no_fake,
        }
    }
    Some((known_cash, known_fakes, forced_no_fake))
}

/// A hidden seat's wealth (cash plus bundle) as the view bounds it, in thousands.
struct Bounds<'a> {
    v: &'a View,
    flights: &'a [Option<Flight>],
}

impl Bounds<'_> {
    /// The least wealth seat `i`'s public bounds allow.
    fn lo(&self, i: usize) -> u64 {
        u64::from(self.v.seats[i].cash_lo.div_ceil(1000))
    }

    /// The most wealth seat `i`'s public bounds allow.
    fn hi(&self, i: usize) -> u64 {
        u64::from(self.v.seats[i].cash_hi / 1000)
    }

    /// The real part of seat `i`'s bundle in flight, when the viewer sees it.
    fn seen_real(&self, i: usize) -> u64 {
        u64::from(self.flights[i].and_then(|f| f.seen).map_or(0, |b| b.real() / 1000))
    }
}

/// `rest[j][k]`: the least wealth the owners of hidden bundles `j..` need between them with at most `k` fakes.
fn least_needs(bounds: &Bounds, unseen: &[(usize, Flight)], fake_budget: u32) -> Vec<Vec<u64>> {
    // They are drawn one after the other, each leaving the next ones
    // possible: `rest[j][k]` is the least wealth the owners of bundles `j..`
    // need between them when those bundles hold at most `k` fakes.
    const NONE: u64 = u64::MAX / 4;
    let width = fake_budget.min(MAX_BUNDLE) + 1;
    let mut rest = vec![vec![0u64; fake_budget as usize + 1]; unseen.len() + 1];
    for j in (0..unseen.len()).rev() {
        let (i, fl) = unseen[j];
        let least: Vec<u64> = (0..width)
            .map(|f| (fl.lo..=fl.top(f)).find(|x| fl.allows(f, *x)).map_or(NONE, |x| bounds.lo(i).max(u64::from(x))))
            .collect();
        for k in 0..=fake_budget {
            let best = (0..=k.min(width - 1)).map(|f| least[f as usize] + rest[j + 1][(k - f) as usize]).min();
            rest[j][k as usize] = best.unwrap_or(NONE).min(NONE);
        }
    }
    rest
}

/// What the hidden purses and bundles share as they are drawn: cash budget and wealth needed (thousands), fakes left.
struct Share {
    budget: u64,
    need: u64,
    fakes_left: u32,
}

/// Draws each hidden bundle in turn, a value then one of its makings, each leaving the next ones possible.
fn draw_bundles(
    bounds: &Bounds,
    unseen: &[(usize, Flight)],
    rest: &[Vec<u64>],
    share: &mut Share,
    forced_no_fake: &mut [bool],
    rng: &mut GameRng,
) -> Option<Vec<Option<Bundle>>> {
    let budget = share.budget;
    let width = share.fakes_left.min(MAX_BUNDLE) + 1;
    let mut drawn: Vec<Option<Bundle>> = vec![None; bounds.v.seats.len()];
    for (j, (i, fl)) in unseen.iter().enumerate() {
        let (need, fakes_left) = (share.need, share.fakes_left);
        let ok = |f: u32, x: u32| {
            f <= fakes_left
                && fl.allows(f, x)
                && need + bounds.lo(*i).max(u64::from(x)) + rest[j + 1][(fakes_left - f) as usize] <= budget
        };
        // The most this bundle may be worth, whatever its fakes, the next
        // ones still made.
        let most = budget.saturating_sub(need + rest[j + 1][fakes_left as usize]).min(u64::from(fl.hi)) as u32;
        // A value first, then one of its makings with the fewest fakes:
        // bundles are rarely mostly fakes.
        let values: Vec<u32> = (fl.lo..=most).filter(|x| (0..width).any(|f| ok(f, *x))).collect();
        let x = *values.get(below(rng, values.len() as u32) as usize)?;
        let fs: Vec<u32> = (0..width).filter(|f| ok(*f, x)).take(3).collect();
        let f = *fs.get(below(rng, fs.len() as u32) as usize)?;
        drawn[*i] = Some(fl.draw(rng, f, x)?);
        share.need += bounds.lo(*i).max(u64::from(x));
        share.fakes_left -= f;
        if fl.needs_fake && f == 0 {
            forced_no_fake[*i] = true;
        }
    }
    Some(drawn)
}

/// Each purse's cash: each hidden seat's wealth from his least up, within his bounds, while the slack lasts.
fn draw_cash(
    bounds: &Bounds,
    known: &[Option<(u32, u32)>],
    hidden: &[usize],
    drawn: &[Option<Bundle>],
    mut slack: u64,
    rng: &mut GameRng,
) -> Option<Vec<u32>> {
    // Wealth: each hidden seat from his least up, within his bounds, while the budget lasts.
    let mut cash: Vec<u32> = known.iter().map(|k| k.map_or(0, |p| p.0)).collect();
    let mut order = hidden.to_vec();
    shuffle(rng, &mut order);
    for &i in &order {
        let in_flight = bounds.seen_real(i) + drawn[i].map_or(0, |b| u64::from(b.real() / 1000));
        let least = bounds.lo(i).max(in_flight);
        let room = bounds.hi(i).checked_sub(least)?.min(slack);
        let extra = u64::from(below(rng, u32::try_from(room + 1).ok()?));
        slack -= extra;
        cash[i] = u32::try_from((least + extra - in_flight) * 1000).ok()?;
    }
    Some(cash)
}

/// Each purse's fakes: each one left lands in a hidden purse that may hold fakes, or in the bank.
fn scatter_fakes(
    known: &[Option<(u32, u32)>],
    hidden: &[usize],
    forced_no_fake: &[bool],
    fakes_left: u32,
    rng: &mut GameRng,
) -> Vec<u32> {
    let mut fakes: Vec<u32> = known.iter().map(|k| k.map_or(0, |p| p.1)).collect();
    let takers: Vec<usize> = hidden.iter().copied().filter(|i| !forced_no_fake[*i]).collect();
    for _ in 0..fakes_left {
        if let Some(i) = takers.get(below(rng, takers.len() as u32 + 1) as usize) {
            fakes[*i] += 1;
        }
    }
    fakes
}

/// The bank: all the money there is less the purses and bundles; `None` if less than it is known to hold.
fn bank_rest(cash: &[u32], fakes: &[u32], bundles: &[Option<Bundle>], bank_min: (u64, u64)) -> Option<(u32, u32)> {
    let all_cash: u64 =
        cash.iter().map(|c| u64::from(*c)).chain(bundles.iter().flatten().map(|b| u64::from(b.real()))).sum();
    let all_fakes: u64 =
        fakes.iter().map(|f| u64::from(*f)).chain(bundles.iter().flatten().map(|b| u64::from(b.fakes))).sum();
    let bank = (
        u32::try_from(u64::from(TOTAL_CASH).checked_sub(all_cash)?).ok()?,
        u32::try_from(u64::from(TOTAL_FAKES).checked_sub(all_fakes)?).ok()?,
    );
    if u64::from(bank.0) < bank_min.0 || u64::from(bank.1) < bank_min.1 {
        return None;
    }
    Some(bank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{choose, Game, Viewer};
    use crate::games::barracuda::{Barracuda, Config, Move};

    /// A random game from `seed`, moves chosen by `pick` among the legal
    /// ones (uniformly when it returns `None`), until `stop` holds.
    fn play_until(
        config: &Config,
        seed: u64,
        mut pick: impl FnMut(&State, &[Move]) -> Option<Move>,
        stop: impl Fn(&State) -> bool,
    ) -> Option<State> {
        let mut rng = rng_from_seed(seed ^ 0xA11);
        let (mut s, _) = Barracuda::new(config, seed).ok()?;
        while !stop(&s) {
            let seat = s.to_act()?;
            let legal = s.legal_moves();
            let mv = pick(&s, &legal).or_else(|| choose(&mut rng, &legal).copied())?;
            s.apply(seat, mv).ok()?;
        }
        Some(s)
    }

    /// Checked like a shared link's "play from here" does.
    fn deal(s: &State, eyes: Viewer, rng: &mut GameRng) -> State {
        crate::engine::deal_anew::<Barracuda>(&Barracuda::view(s, eyes), eyes, rng).expect("a real view deals anew")
    }

    fn eyes(s: &State) -> Vec<Viewer> {
        Seat::all(s.n()).map(Viewer::Seat).chain([Viewer::Table]).collect()
    }

    /// Round 2 with Last order called by seat 0 and `staked` stakes in.
    fn staking(players: u8, seed: u64, staked: usize) -> State {
        let config = Config::with_players(players);
        let call =
            |s: &State, _: &[Move]| matches!(s.phase(), Phase::LastOrderCall { .. }).then_some(Move::CallLastOrder);
        let stop = |s: &State| s.stakes.iter().flatten().count() == staked && s.caller.is_some();
        play_until(&config, seed, call, stop).expect("a staking")
    }

    #[test]
    fn fewest_upgrades_match_a_search() {
        for notes in 0..=MAX_BUNDLE {
            for v in 0..=10 * MAX_BUNDLE + 5 {
                let search = (0..=notes).any(|a| {
                    (0..=notes - a)
                        .any(|b| (0..=notes - a - b).any(|c| 10 * a + 5 * b + 2 * c + (notes - a - b - c) == v))
                });
                assert_eq!(fits(notes, v), search, "{notes} notes worth {v},000");
                if search {
                    let b = compose(&mut rng_from_seed(u64::from(v)), notes, v, 2).unwrap();
                    assert_eq!((b.size(), b.real()), (notes + 2, 1000 * v));
                }
            }
        }
    }

    /// While stakes are collected, the table knows who staked, not how much:
    /// each re-deal draws the stakes again (within the rules), the stakers
    /// keep theirs, and the staking goes on to the reveal.
    #[test]
    fn stakes_being_collected_are_drawn_again_for_those_who_did_not_see_them() {
        let mut rng = rng_from_seed(3);
        for seed in 0..6 {
            let s = staking(4, seed, 2);
            let stakers: Vec<usize> = (0..4).filter(|i| s.stakes[*i].is_some()).collect();
            let mut seen = std::collections::BTreeSet::new();
            for _ in 0..40 {
                let d = deal(&s, Viewer::Table, &mut rng);
                for i in &stakers {
                    let b = d.stakes[*i].expect("a stake");
                    assert!(b.real() <= OFFER_CAP && b.size() <= MAX_BUNDLE);
                    assert!(b.fakes > 0 || d.players[*i].fakes == 0, "a stake without a fake from a purse with some");
                    seen.insert((*i, b.n10000, b.n5000, b.n2000, b.n1000, b.fakes));
                }
            }
            assert!(seen.len() > 2 * stakers.len(), "stakes hardly vary: {seen:?}");
            for i in &stakers {
                let d = deal(&s, Viewer::Seat(Seat(*i as u8)), &mut rng);
                assert_eq!(d.stakes[*i], s.stakes[*i], "a staker keeps his own stake");
                assert_eq!((d.players[*i].cash, d.players[*i].fakes), (s.players[*i].cash, s.players[*i].fakes));
                // Staking on to the reveal: the groups come from the stakes.
                let mut d = d;
                while let Phase::LastOrderStake { next } = d.phase {
                    let mv = d.legal_moves()[0];
                    d.apply(next, mv).unwrap();
                    d.audit().unwrap();
                }
                assert!(d.revealed_stakes.is_some() && d.stakes.iter().all(Option::is_none));
            }
        }
    }

    /// An offer in flight: its giver and its tenant see the notes, and get
    /// them back; the table and the others see its thickness only.
    #[test]
    fn an_offer_in_flight_is_kept_for_its_tenant_and_drawn_again_for_the_table() {
        let mut rng = rng_from_seed(4);
        let thick = |s: &State, legal: &[Move]| -> Option<Move> {
            let _ = s;
            legal
                .iter()
                .copied()
                .find(|m| matches!(m, Move::OfferTakeover(_, b) | Move::OfferPartner(_, b) if b.size() >= 3))
        };
        let stop = |s: &State| s.pending.is_some_and(|b| b.size() >= 3);
        let mut met = 0;
        for seed in 0..20 {
            let Some(s) = play_until(&Config::with_players(5), seed, thick, stop) else { continue };
            met += 1;
            let b = s.pending.unwrap();
            let giver = s.current.unwrap();
            let tenant = s.to_act().unwrap();
            for who in [giver, tenant] {
                assert_eq!(deal(&s, Viewer::Seat(who), &mut rng).pending, Some(b));
            }
            let other = Seat::all(5).find(|x| *x != giver && *x != tenant).unwrap();
            let mut contents = std::collections::BTreeSet::new();
            for eyes in [Viewer::Table, Viewer::Seat(other)] {
                for _ in 0..30 {
                    let d = deal(&s, eyes, &mut rng);
                    let p = d.pending.expect("an offer in flight");
                    assert_eq!(p.size(), b.size());
                    assert!(p.real() <= OFFER_CAP && p.real() >= 1000);
                    contents.insert((p.n10000, p.n5000, p.n2000, p.n1000, p.fakes));
                }
            }
            assert!(contents.len() > 1, "the hidden offer is always the same: {contents:?}");
        }
        assert!(met >= 5, "only {met} offers met");
    }

    /// At an auction's decision, bid sizes are public and the seller sees
    /// every bid: he gets them back, the others get bids of the same sizes.
    #[test]
    fn bids_keep_their_public_sizes() {
        let mut rng = rng_from_seed(9);
        let sell = |_: &State, legal: &[Move]| {
            let first = |f: fn(&Move) -> bool| legal.iter().copied().find(f);
            first(|m| matches!(m, Move::StartAuction(_))).or_else(|| first(|m| matches!(m, Move::Open(_))))
        };
        let mut met = 0;
        for seed in 0..20 {
            let decision = |s: &State| matches!(s.phase(), Phase::AuctionDecision { .. });
            let Some(s) = play_until(&Config::with_players(4), seed, sell, decision) else { continue };
            met += 1;
            let seller = s.current.unwrap();
            assert_eq!(deal(&s, Viewer::Seat(seller), &mut rng).bids, s.bids);
            let mut drawn = std::collections::BTreeSet::new();
            for _ in 0..30 {
                let d = deal(&s, Viewer::Table, &mut rng);
                for (a, b) in d.bids.iter().zip(&s.bids) {
                    assert_eq!(a.map(|x| x.size()), b.map(|x| x.size()));
                    drawn.insert(a.map(|x| (x.real(), x.fakes)));
                }
            }
            assert!(drawn.len() > s.bids.len(), "bids hardly vary: {drawn:?}");
        }
        assert!(met >= 5, "only {met} auctions met");
    }

    /// Future draws are the re-deal's own: the RNG is seeded anew, so the
    /// bag names other players than it would have.
    #[test]
    fn the_bag_is_drawn_again() {
        let mut rng = rng_from_seed(5);
        let config = Config::with_players(5);
        // Round 1, first turn: four players still in the bag.
        let s = play_until(&config, 9, |_, _| None, |s| s.played.len() == 1).unwrap();
        let mut next = std::collections::BTreeSet::new();
        for _ in 0..40 {
            let mut d = deal(&s, Viewer::Table, &mut rng);
            assert!(d.rng != s.rng);
            let seat = d.to_act().unwrap();
            let mv = d.legal_moves()[0];
            d.apply(seat, mv).unwrap();
            next.insert(d.current);
        }
        assert!(next.len() >= 3, "the bag keeps naming {next:?}");
    }

    /// The hidden money is within what is public: each purse within its
    /// bounds (the audit), the bank never below what it is known to hold.
    #[test]
    fn hidden_money_stays_within_what_is_public() {
        let mut rng = rng_from_seed(6);
        for seed in 0..12 {
            let config = Config { players: 3 + (seed % 3) as u8, count_bank: true, ..Config::default() };
            let mut s = Barracuda::new(&config, seed).unwrap().0;
            let mut step = 0;
            while let Some(seat) = s.to_act() {
                let mv = *choose(&mut rng, &s.legal_moves()).unwrap();
                s.apply(seat, mv).unwrap();
                step += 1;
                if step % 5 != 0 {
                    continue;
                }
                let paid: u32 = s.sheet.iter().flatten().map(|r| r.1).sum::<u32>()
                    + s.rent_round.iter().sum::<u32>()
                    + RENOVATION * s.slots.iter().filter(|x| x.renovated).count() as u32;
                for e in eyes(&s) {
                    let d = deal(&s, e, &mut rng);
                    assert!(d.bank_cash >= TOTAL_CASH - START_CASH * s.n() as u32 + paid);
                    assert!(d.bank_fakes >= TOTAL_FAKES - START_FAKES * s.n() as u32);
                    if let Viewer::Seat(me) = e {
                        if let Some((c, f)) = s.players[me.index()].bank_seen {
                            assert!(d.bank_cash >= c && d.bank_fakes >= f, "less in the bank than {me} counted");
                        }
                    }
                    for (p, q) in d.players.iter().zip(&s.players) {
                        assert_eq!((p.lo, p.hi, p.free), (q.lo, q.hi, q.free));
                        assert_eq!(p.bank_seen.is_some(), q.bank_counted);
                    }
                }
            }
        }
    }

    /// Closed bars are shuffled among the unseen ones, by places count.
    #[test]
    fn closed_bars_are_drawn_from_the_unseen_ones() {
        let mut rng = rng_from_seed(7);
        let (s, _) = Barracuda::new(&Config::with_players(3), 1).unwrap();
        let mut per_slot = vec![std::collections::BTreeSet::new(); SLOTS];
        for _ in 0..60 {
            let d = deal(&s, Viewer::Table, &mut rng);
            for (i, slot) in d.slots.iter().enumerate() {
                assert_eq!(slot.places(), s.slots[i].places());
                per_slot[i].insert(slot.bar);
            }
        }
        assert!(per_slot.iter().all(|bars| bars.len() >= 3), "{per_slot:?}");
    }

    /// A view changed as a forger might, and what was changed.
    type Forgery = (&'static str, fn(&mut View));

    /// Views no game reaches are refused, without a panic.
    #[test]
    fn inconsistent_views_are_refused() {
        let mut rng = rng_from_seed(8);
        let s = staking(4, 2, 2);
        let v = Barracuda::view(&s, Viewer::Seat(Seat(1)));
        assert!(deal_anew(&v, &mut rng).is_some());
        let refused = |change: fn(&mut View), rng: &mut GameRng| {
            let mut w = v.clone();
            change(&mut w);
            deal_anew(&w, rng).is_none()
        };
        let changes: [Forgery; 11] = [
            ("no caller while staking", |w| w.last_order.as_mut().unwrap().caller = None),
            ("a stake skipped", |w| {
                w.last_order.as_mut().unwrap().staked.remove(0);
            }),
            ("a staker without his stake", |w| w.last_order.as_mut().unwrap().my_stake = None),
            ("six free figures", |w| w.seats[2].free = 6),
            ("bounds past every bound", |w| w.seats[2].cash_hi = u32::MAX),
            ("bounds upside down", |w| w.seats[2].cash_lo = w.seats[2].cash_hi + 1000),
            ("a round without its row", |w| w.round += 1),
            ("a bar unseen twice", |w| w.unseen.push(w.unseen[0])),
            ("a bar out of the box", |w| w.unseen[0] = 12),
            ("a sixth seat", |w| w.config.players = 6),
            ("more money than there is", |w| w.seats[1].purse = Some((TOTAL_CASH, 0))),
        ];
        for (what, change) in changes {
            assert!(refused(change, &mut rng), "accepted: {what}");
        }
    }
}
