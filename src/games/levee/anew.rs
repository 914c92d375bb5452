//! A state dealt anew from a view ([`crate::engine::Game::deal_anew`]): what
//! "play from here" starts from when a shared position is opened, built from
//! the view alone.
//!
//! Everything public is copied: zeros, piles, gifts, the token, whose turn,
//! the score pad, and every seat's reserve (hand + pack by value, DECISION
//! D23) with the sizes of its hand and pack. What the view hides is drawn
//! again: each hand the view does not show is a uniform draw of its size
//! from its seat's reserve (the rest is the pack), every pack order is
//! shuffled (nobody sees one, not even its owner), the card another seat just
//! drew is any card of its new hand, and the state's RNG, hence every later
//! reshuffle, is seeded from `rng`.
//!
//! The search bot's `bot::determinize` draws its worlds for one seat's own
//! decisions (its choices are pinned by tests, so it stays as it is); this
//! must give any view back exactly, the table's too, and refuse a forged
//! view rather than panic on it.

use super::cards::{Card, Cards};
use super::rules::{Phase, Pile, State};
use super::sample::split_reserve;
use super::view::View;
use crate::engine::{choose, rng_from_seed, shuffle, GameRng, Seat, Viewer};
use rand_core::RngCore;

/// See [`crate::engine::Game::deal_anew`]. `None` when the view cannot be
/// the view of a state (checked here as far as building the state needs;
/// [`crate::engine::deal_anew`] then checks the audit and the view).
pub(super) fn deal_anew(view: &View, rng: &mut GameRng) -> Option<State> {
    view.config.validate().ok()?;
    let n = view.players();
    if view.seats.len() != n {
        return None;
    }
    let me = match view.viewer {
        Viewer::Seat(s) if s.index() < n => Some(s),
        Viewer::Seat(_) => return None,
        Viewer::Table => None,
    };
    check_named(view)?;
    // The opening lock is released at the token holder's 2nd draw, among the
    // automatic turns before anyone decides: no view of a state at rest
    // shows it on. Off, the token holder's draws no longer count (2).
    if view.opening_lock {
        return None;
    }
    let (hands, packs) = hands_and_packs(view, me, rng)?;
    let last_draw = last_draw(view, me, &hands, rng)?;
    Some(with_hidden(view, hands, packs, last_draw, rng))
}


/// The state a view shows, with what it hides given: every hand, every
/// pack (top last), the last draw, and the state's RNG seeded from `rng`.
/// Shared by [`deal_anew`] and the strong computer's determinisations.
pub(super) fn with_hidden(
    view: &View,
    hands: Vec<Cards>,
    packs: Vec<Vec<Card>>,
    last_draw: Option<(Seat, Card)>,
    rng: &mut GameRng,
) -> State {
    State {
        config: view.config.clone(),
        packs,
        hands,
        zeros: view.seats.iter().map(|s| s.zeros).collect(),
        piles: view
            .seats
            .iter()
            .map(|s| s.pile.as_ref().map(|p| Pile { value: p.value, cards: p.cards.clone() }))
            .collect(),
        given: view.seats.iter().map(|s| s.given).collect(),
        token: view.token,
        drawer: view.drawer,
        last_draw,
        opening_lock: view.opening_lock,
        token_draws: if view.opening_lock { 1 } else { 2 },
        caller: view.caller,
        priority: view.priority,
        passes: view.passes,
        levees_played: view.levees_played,
        phase: view.phase,
        rng: rng_from_seed(rng.next_u64()),
        sheet: view.sheet.clone(),
    }
}

/// Every seat the view names (token, drawer, caller, leaders, piles' cards, the pad…) sits at the table.
fn check_named(view: &View) -> Option<()> {
    let n = view.players();
    let seated = |s: &Seat| s.index() < n;
    // Every seat the view names sits at the table: the rules index by them.
    let phase_seat = match view.phase {
        Phase::ForcedCall { seat } | Phase::Redistribute { winner: seat } => Some(seat),
        _ => None,
    };
    let on_piles = view.seats.iter().flat_map(|s| s.pile.iter()).flat_map(|p| p.cards.iter().map(|(_, s)| s));
    let on_sheet =
        view.sheet.iter().flat_map(|r| r.totals.iter().map(|(s, _)| s).chain(r.winner.iter().map(|(s, _)| s)));
    let mut named = [&view.token, &view.drawer, &view.priority]
        .into_iter()
        .chain(view.caller.as_ref())
        .chain(phase_seat.as_ref())
        .chain(view.leaders.iter())
        .chain(view.recipients.iter())
        .chain(on_piles)
        .chain(on_sheet);
    named.all(seated).then_some(())
}

/// Each seat's hand (the viewer's as shown, the others' drawn from their reserve) and its pack, shuffled.
fn hands_and_packs(view: &View, me: Option<Seat>, rng: &mut GameRng) -> Option<(Vec<Cards>, Vec<Vec<Card>>)> {
    let n = view.players();
    let mut hands = Vec::with_capacity(n);
    let mut packs = Vec::with_capacity(n);
    for (i, seat) in view.seats.iter().enumerate() {
        let (hand_size, pack_size) = (usize::from(seat.hand_size), usize::from(seat.pack_size));
        if seat.reserve.len() != hand_size + pack_size {
            return None;
        }
        let (hand, pack) = if me.is_some_and(|m| m.index() == i) {
            let (hand, pack) = (view.hand?, view.pack?);
            let mut both = hand;
            both.add_all(&pack);
            if hand.len() != hand_size || pack.len() != pack_size || both != seat.reserve {
                return None;
            }
            (hand, pack)
        } else {
            // Uniform among the hands of that size the reserve holds; with
            // an empty pack (every pack is, at a forced call) it is the reserve.
            split_reserve(rng, &seat.reserve, hand_size)
        };
        let mut pack: Vec<Card> = pack.iter().collect();
        shuffle(rng, &mut pack);
        hands.push(hand);
        packs.push(pack);
    }
    Some((hands, packs))
}

/// The drawer's card, seen by him alone: any card of his hand for other eyes.
fn last_draw(view: &View, me: Option<Seat>, hands: &[Cards], rng: &mut GameRng) -> Option<Option<(Seat, Card)>> {
    Some(match (view.phase, view.drawer_drew) {
        (Phase::Draw, true) if me == Some(view.drawer) => Some((view.drawer, view.just_drew?)),
        (Phase::Draw, true) => {
            let hand: Vec<Card> = hands.get(view.drawer.index())?.iter().collect();
            Some((view.drawer, *choose(rng, &hand)?))
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{choose, rng_from_seed, Game};
    use crate::games::levee::{Config, Event, Levee};

    /// A random game of `players` until `stop` holds (or the game ends).
    fn play_until(players: u8, seed: u64, stop: impl Fn(&State) -> bool) -> State {
        let mut rng = rng_from_seed(seed);
        let (mut s, _) = Levee::new(&Config::with_players(players), seed).expect("a valid config");
        while !stop(&s) {
            let Some(seat) = s.to_act() else { break };
            let mv = choose(&mut rng, &s.legal_moves()).cloned().expect("a legal move");
            s.apply(seat, mv).expect("a legal move is accepted");
        }
        s
    }

    fn dealt(s: &State, eyes: Viewer, rng: &mut GameRng) -> State {
        crate::engine::deal_anew::<Levee>(&Levee::view(s, eyes), eyes, rng).expect("a real view is dealt anew")
    }

    /// The future is drawn anew: each deal gets its own RNG, so the packs
    /// reshuffled after a tie or a distribution come out in other orders.
    #[test]
    fn the_reshuffles_differ() {
        let s = play_until(4, 3, |s| matches!(s.phase, Phase::Levee));
        assert_eq!(s.phase, Phase::Levee, "no levée reached");
        let mut rng = rng_from_seed(1);
        let mut differ = 0;
        for trial in 0..8 {
            let mut a = dealt(&s, Viewer::Table, &mut rng);
            let other = dealt(&s, Viewer::Table, &mut rng);
            assert!(a.rng != s.rng && a.rng != other.rng, "a deal kept an RNG");
            // The same hidden cards, another RNG: only the reshuffles can differ.
            let mut b = State { rng: other.rng, ..a.clone() };
            let mut play = rng_from_seed(trial);
            let mut reshuffled = false;
            while let (false, Some(seat)) = (reshuffled, a.to_act()) {
                let mv = choose(&mut play, &a.legal_moves()).cloned().expect("a legal move");
                let events = a.apply(seat, mv.clone()).expect("a legal move");
                b.apply(seat, mv).expect("the same state but its RNG");
                reshuffled =
                    events.iter().any(|e| matches!(e.event, Event::PilesReturned { .. } | Event::Distributed { .. }));
            }
            assert!(reshuffled, "the levée ended the game");
            // The packs, and the hands that drew from them since.
            differ += usize::from((&a.packs, &a.hands) != (&b.packs, &b.hands));
        }
        assert!(differ >= 6, "the reshuffles agreed {} times in 8", 8 - differ);
    }

    /// Through the table's eyes every hand is drawn again from its reserve,
    /// and the card the drawer just saw is one of his new hand's.
    #[test]
    fn the_table_sees_every_hand_drawn_again() {
        let s = play_until(5, 8, |s| s.levees_played >= 1 && s.phase == Phase::Draw);
        let real = s.last_draw.expect("the drawer drew");
        let mut rng = rng_from_seed(2);
        let (mut other_hands, mut other_cards) = (0, 0);
        for _ in 0..40 {
            let d = dealt(&s, Viewer::Table, &mut rng);
            for seat in Seat::all(5) {
                assert_eq!(d.reserve(seat), s.reserve(seat));
                assert_eq!(d.hands[seat.index()].len(), s.hands[seat.index()].len());
            }
            other_hands += usize::from(d.hands != s.hands);
            let (drawer, card) = d.last_draw.expect("the drawer drew, publicly");
            assert_eq!(drawer, real.0);
            assert!(d.hands[drawer.index()].get(card) > 0);
            other_cards += usize::from(card != real.1);
        }
        assert!(other_hands > 30 && other_cards > 0, "{other_hands} other hands, {other_cards} other cards");
    }

    /// Views no state has are refused, not dealt: the opening lock on at a
    /// decision, a reserve that is not hand + pack, a seat not at the table.
    #[test]
    fn impossible_views_are_refused() {
        let s = play_until(4, 5, |s| s.levees_played >= 1 && s.phase == Phase::Draw);
        let v = Levee::view(&s, Viewer::Seat(s.drawer));
        let mut rng = rng_from_seed(3);
        assert!(deal_anew(&v, &mut rng).is_some());
        let bent: [fn(&mut View); 5] = [
            |v| v.opening_lock = true,
            |v| v.seats[0].pack_size += 1,
            |v| v.token = Seat(4),
            |v| v.viewer = Viewer::Seat(Seat(200)),
            |v| v.hand = None,
        ];
        for bend in bent {
            let mut b = v.clone();
            bend(&mut b);
            assert!(deal_anew(&b, &mut rng).is_none(), "{b:?}");
        }
    }
}
