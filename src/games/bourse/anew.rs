//! A state dealt anew from a view ([`crate::engine::Game::deal_anew`]): what
//! "play from here" starts from when a shared position is opened, built from
//! the view alone.
//!
//! Everything public is copied: the piles laid, the collectors, the ideas
//! displayed, the purses, the request waiting, the bookkeeping of the
//! transactions and the past accounts. What the view hides is drawn again:
//! the object cards it does not show are dealt uniformly to the hands it
//! does not show (each keeping its size) and to the talon, the ideas nobody
//! displays are shuffled into the talon with them, and the seed of the later
//! manches' deals is drawn from `rng`.
//!
//! The search bot's [`super::search::deal`] draws its states for one seat's
//! own decisions from its real views (its choices are pinned by tests, so it
//! stays as it is); this takes the table's eyes too, and refuses a forged
//! view rather than panic on it.

use super::rules::{Card, Phase, Settlement, State, HAND, PRICE};
use super::view::View;
use crate::engine::{shuffle, sort, GameRng, Seat};
use rand_core::RngCore;

/// See [`crate::engine::Game::deal_anew`]. `None` when the view cannot be
/// the view of a state (checked here as far as building the state and
/// playing on need; [`crate::engine::deal_anew`] then checks the audit and
/// the view).
pub(super) fn deal_anew(v: &View, rng: &mut GameRng) -> Option<State> {
    let config = &v.config;
    config.validate().ok()?;
    let (n, ns) = (config.n(), usize::from(config.series()));
    if v.hand_sizes.len() != n
        || v.requested.len() != n
        || v.money.len() != config.purses()
        || [v.piles.len(), v.collector.len(), v.holder.len()] != [ns; 3]
        || !(1..=config.manches).contains(&v.manche)
    {
        return None;
    }
    if !seats_at_table(v) || !bookkeeping(v) || !accounts_plausible(v) {
        return None;
    }
    let seen = seen_cards(v)?;
    let (hands, talon) = deal_hidden(v, &seen, rng)?;
    // The later manches' deals: drawn anew like everything hidden.
    Some(with_hidden(v, hands, talon, rng.next_u64()))
}

/// The state a view shows, with what it hides given: every hand, the talon
/// (top last), and the seed of the later manches' deals. Shared by
/// [`deal_anew`] and the strong computer's determinisations (`search::deal`).
pub(super) fn with_hidden(v: &View, hands: Vec<Vec<Card>>, talon: Vec<Card>, seed: u64) -> State {
    State {
        config: v.config.clone(),
        seed,
        manche: v.manche,
        dealer: v.dealer,
        phase: v.phase,
        turn: v.turn,
        opener: v.opener,
        hands,
        talon,
        piles: v.piles.clone(),
        collector: v.collector.clone(),
        holder: v.holder.clone(),
        money: v.money.clone(),
        pending: v.pending,
        sold: v.sold,
        requested: v.requested.clone(),
        asked: v.asked,
        quiet: v.quiet,
        history: v.history.clone(),
        last: v.last.clone(),
    }
}


/// The cards the view shows, the viewer's hand and the piles, each once (by index); `None` for a forged view.
fn seen_cards(v: &View) -> Option<Vec<bool>> {
    let ns = usize::from(v.config.series());
    // The cards the view shows: the viewer's hand and the piles, each once.
    let mut seen = vec![false; ns * 5];
    let mut see = |c: &Card| match seen.get_mut(usize::from(c.0)) {
        Some(slot) if !*slot && !c.is_idea() => {
            *slot = true;
            true
        }
        _ => false,
    };
    if !v.hand.iter().all(&mut see) {
        return None;
    }
    for (i, pile) in v.piles.iter().enumerate() {
        if pile.len() > 4 || !pile.iter().all(|c| usize::from(c.series()) == i + 1 && see(c)) {
            return None;
        }
    }
    match v.me {
        Some(me) if v.hand_sizes.get(me.index()).map(|&k| usize::from(k)) != Some(v.hand.len()) => return None,
        None if !v.hand.is_empty() => return None,
        _ => {}
    }
    Some(seen)
}

/// The hands the view hides, dealt from the object cards unseen, and the talon: the rest with the hidden ideas.
fn deal_hidden(v: &View, seen: &[bool], rng: &mut GameRng) -> Option<(Vec<Vec<Card>>, Vec<Card>)> {
    let (n, ns) = (v.config.n(), usize::from(v.config.series()));
    // The others: every object card unseen goes to a hidden hand or the talon.
    let mut unseen: Vec<Card> =
        (0..ns * 5).filter(|&i| !seen[i] && i % 5 != 0).filter_map(|i| u8::try_from(i).ok().map(Card)).collect();
    let hidden_ideas: Vec<Card> =
        v.holder.iter().enumerate().filter(|(_, h)| h.is_none()).filter_map(|(i, _)| idea(i)).collect();
    let others: usize = Seat::all(n).filter(|&s| Some(s) != v.me).map(|s| usize::from(v.hand_sizes[s.index()])).sum();
    let talon_objects = usize::from(v.talon).checked_sub(hidden_ideas.len())?;
    if unseen.len() != others + talon_objects || v.hand_sizes.iter().any(|&k| usize::from(k) > HAND) {
        return None;
    }
    shuffle(rng, &mut unseen);
    let hands = Seat::all(n)
        .map(|seat| {
            if Some(seat) == v.me {
                return v.hand.clone();
            }
            let k = usize::from(v.hand_sizes[seat.index()]);
            let mut hand = unseen.split_off(unseen.len() - k);
            sort::sort(&mut hand);
            hand
        })
        .collect();
    let mut talon = unseen;
    talon.extend(hidden_ideas);
    shuffle(rng, &mut talon);
    Some((hands, talon))
}

/// The most one series' accounts move into or out of one purse: four
/// opponents paying 400 F each for a contract, at five players.
const MOST_A_SERIES_MOVES: i32 = 4 * 400;

/// The idea card of the series at index `i`.
fn idea(i: usize) -> Option<Card> {
    u8::try_from(i * 5).ok().map(Card)
}

/// Every seat the view names sits at the table (the rules and the accounts index by them).
fn seats_at_table(v: &View) -> bool {
    let n = v.n();
    let pending = v.pending.iter().flat_map(|r| [r.buyer, r.owner]);
    let rows = v.last.iter().flat_map(|st| &st.rows);
    let in_rows = rows.flat_map(|r| [r.collector, r.holder].into_iter().chain(r.payers.iter().map(|(s, _)| *s)));
    let mut named = [v.dealer, v.turn, v.opener]
        .into_iter()
        .chain(v.me)
        .chain(pending)
        .chain(v.collector.iter().chain(&v.holder).flatten().copied())
        .chain(in_rows);
    named.all(|s| s.index() < n)
}

/// The counters the rules step on hold as they do in play: a request waits
/// on an idea its owner displays, asked by the active seat with the money
/// to pay; the quiet turns count up to the player count; the purses hold
/// what the rules can have left in them.
fn bookkeeping(v: &View) -> bool {
    let config = &v.config;
    let n = v.n();
    let ns = v.series();
    let phase_ok = match v.phase {
        // Dealt with no quiet turn yet (the transactions count on from it).
        Phase::Talon => v.quiet == 0 && v.pending.is_none(),
        // A full lap of quiet turns ends the transactions.
        Phase::Transactions => usize::from(v.quiet) < n,
        Phase::Final | Phase::Over => v.pending.is_none(),
    };
    let pending_ok = v.pending.is_none_or(|r| {
        (1..=ns).contains(&r.series)
            && v.holder.get(usize::from(r.series) - 1) == Some(&Some(r.owner))
            && !config.allied(r.owner, r.buyer)
            && r.buyer == v.turn
            && v.asked
            && v.money.get(config.purse(r.buyer)).is_some_and(|&m| m >= PRICE)
    });
    // In play a purse never goes below zero (a buyer pays only from 200 F
    // on, a dry purse ends the match) nor above all the money; once over,
    // the last accounts have moved it by so much a series at most.
    let total = i64::from(config.start_money()) * config.purses() as i64;
    let swing = if v.phase == Phase::Over { i64::from(MOST_A_SERIES_MOVES) * i64::from(ns) } else { 0 };
    let money_ok = v.money.iter().map(|&m| i64::from(m)).sum::<i64>() == total
        && v.money.iter().all(|&m| (-swing..=total + swing).contains(&i64::from(m)));
    phase_ok && pending_ok && money_ok
}

/// The past accounts have the shape the rules give them: one balance line
/// per manche settled, per purse, and the last accounts of the last one
/// (the page reads them by purse).
fn accounts_plausible(v: &View) -> bool {
    let purses = v.config.purses();
    let settled = usize::from(v.manche) - usize::from(v.phase != Phase::Over);
    let shaped = |st: &Settlement| {
        [st.received.len(), st.paid.len(), st.balances.len()] == [purses; 3]
            && st.rows.iter().all(|r| (1..=v.series()).contains(&r.series))
            && st.received.iter().chain(&st.paid).all(|&m| (0..=MOST_A_SERIES_MOVES * 18).contains(&m))
            && usize::from(st.manche) == settled
    };
    v.history.len() == settled
        && v.history.iter().all(|h| h.len() == purses)
        && match (&v.last, v.history.last()) {
            (None, None) => true,
            (Some(st), Some(balances)) => shaped(st) && st.balances == *balances,
            _ => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{choose, rng_from_seed, Game, Viewer};
    use crate::games::bourse::{Bourse, Config, Request};

    /// A random game until `stop` holds (or the game ends).
    fn play_until(config: &Config, seed: u64, stop: impl Fn(&State) -> bool) -> State {
        let mut rng = rng_from_seed(seed);
        let (mut s, _) = Bourse::new(config, seed).expect("a valid config");
        while !stop(&s) {
            let Some(seat) = s.to_act() else { break };
            let mv = choose(&mut rng, &Bourse::legal_moves(&s)).cloned().expect("a legal move");
            s.apply(seat, mv).expect("a legal move is accepted");
        }
        s
    }

    fn dealt(s: &State, eyes: Viewer, rng: &mut GameRng) -> State {
        crate::engine::deal_anew::<Bourse>(&Bourse::view(s, eyes), eyes, rng).expect("a real view is dealt anew")
    }

    /// The next manche is dealt from a seed drawn anew: two players in the
    /// final phase hide nothing left of this manche, yet the next deal differs.
    #[test]
    fn the_next_manche_is_dealt_anew() {
        let config = Config { manches: 2, ..Config::with_players(2) };
        let s = play_until(&config, 4, |s| s.phase == Phase::Final);
        assert_eq!(s.phase, Phase::Final);
        let mut rng = rng_from_seed(6);
        let mut next_hands = Vec::new();
        for _ in 0..6 {
            let mut d = dealt(&s, Viewer::Seat(Seat(0)), &mut rng);
            assert_eq!(d.hands, s.hands, "nothing of this manche is hidden any more");
            assert_ne!(d.seed, s.seed);
            // Both seats lay their cards in order: the same moves whatever the seed.
            while d.manche == 1 {
                let seat = d.to_act().expect("the match goes on");
                let card = d.hands[seat.index()][0];
                d.apply(seat, crate::games::bourse::Move::PlayCard(card)).expect("a card in hand");
            }
            next_hands.push(d.hands);
        }
        next_hands.sort();
        next_hands.dedup();
        assert_eq!(next_hands.len(), 6, "two deals of the next manche agreed");
    }

    /// Through the table's eyes, in the talon phase: every hand dealt again
    /// from the unseen objects, the ideas nobody displays in the talon.
    #[test]
    fn the_table_sees_hands_and_talon_dealt_again() {
        let s = play_until(&Config::with_players(4), 2, |s| s.piles.iter().flatten().count() >= 8);
        assert_eq!(s.phase, Phase::Talon);
        let mut rng = rng_from_seed(7);
        let mut talons = Vec::new();
        for _ in 0..10 {
            let d = dealt(&s, Viewer::Table, &mut rng);
            assert!(d.hands.iter().zip(&s.hands).all(|(a, b)| a.len() == b.len()));
            assert_ne!(d.hands, s.hands);
            for (i, h) in s.holder.iter().enumerate() {
                assert_eq!(h.is_none(), d.talon.contains(&Card::idea(i as u8 + 1)));
            }
            talons.push(d.talon);
        }
        talons.sort();
        talons.dedup();
        assert_eq!(talons.len(), 10);
    }

    /// Views no state has are refused without a panic: a request for an idea
    /// out of the game, a count of quiet turns that would overflow, purses
    /// that would, accounts of another shape.
    #[test]
    fn impossible_views_are_refused() {
        let config = Config { manches: 3, ..Config::with_players(3) };
        let s = play_until(&config, 9, |s| s.manche == 2 && s.phase == Phase::Transactions);
        assert_eq!(s.phase, Phase::Transactions);
        let v = Bourse::view(&s, Viewer::Table);
        let mut rng = rng_from_seed(8);
        assert!(deal_anew(&v, &mut rng).is_some());
        let bent: [fn(&mut View); 7] = [
            |v| v.pending = Some(Request { buyer: v.turn, owner: v.turn.left(3), series: 0 }),
            |v| v.pending = Some(Request { buyer: v.turn, owner: v.turn.left(3), series: 200 }),
            |v| v.quiet = 255,
            |v| (v.money[0], v.money[1]) = (i32::MAX, v.money[1] - i32::MAX + v.money[0]),
            |v| v.history.clear(),
            |v| v.last.as_mut().expect("a manche settled").received.truncate(1),
            |v| v.collector[0] = Some(Seat(9)),
        ];
        for bend in bent {
            let mut b = v.clone();
            bend(&mut b);
            assert!(deal_anew(&b, &mut rng).is_none(), "{b:?}");
        }
    }
}
