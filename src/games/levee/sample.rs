//! Drawing hidden cards again, consistently with what a seat knows (spec §6):
//! every other seat's hand is re-drawn from its public reserve (hand + pack,
//! same hand size), and every pack order is shuffled again, the viewer's own
//! included.

use super::cards::{Card, Cards};
use super::rules::{Phase, State};
use crate::engine::{below, shuffle, GameRng, Seat};
use rand_core::RngCore;

/// A random hand of `size` cards drawn from `reserve` (without replacement),
/// and what is left.
pub fn split_reserve(rng: &mut impl RngCore, reserve: &Cards, size: usize) -> (Cards, Cards) {
    let mut all: Vec<Card> = reserve.iter().collect();
    shuffle(rng, &mut all);
    let size = size.min(all.len());
    (Cards::from_cards(all[..size].iter().copied()), Cards::from_cards(all[size..].iter().copied()))
}

/// See [`crate::engine::Game::resample_secrets`].
pub(super) fn resample(state: &State, viewer: Seat, rng: &mut GameRng) -> State {
    let mut s = state.clone();
    let n = s.n();
    if matches!(s.phase, Phase::Over { .. }) {
        return s;
    }
    for seat in Seat::all(n) {
        let i = seat.index();
        if seat == viewer {
            shuffle(rng, &mut s.packs[i]);
            continue;
        }
        let reserve = s.reserve(seat);
        let (hand, pack) = split_reserve(rng, &reserve, s.hands[i].len());
        s.hands[i] = hand;
        let mut p: Vec<Card> = pack.iter().collect();
        shuffle(rng, &mut p);
        s.packs[i] = p;
        // The card another drawer just saw: any card of his new hand.
        if let Some((d, _)) = s.last_draw {
            if d == seat {
                let cards: Vec<Card> = hand.iter().collect();
                if !cards.is_empty() {
                    s.last_draw = Some((d, cards[below(rng, cards.len() as u32) as usize]));
                }
            }
        }
    }
    // The drawer must still be able to decide as before: a decision turn is
    // public, and so is a forced call (it depends on who holds a number card,
    // which the re-draw could change). Keep the hands that make them true.
    if let Phase::ForcedCall { seat } = s.phase {
        if !forced_call_consistent(&s, seat) {
            return state_with_own_shuffle(state, viewer, rng);
        }
    }
    s
}

/// Is `seat` still the first seat after the token holder with a number card?
fn forced_call_consistent(s: &State, seat: Seat) -> bool {
    let n = s.n();
    let mut t = s.token.left(n);
    while t != s.token {
        if s.hands[t.index()].has_number() {
            return t == seat;
        }
        t = t.left(n);
    }
    false
}

/// Fallback: only pack orders change (always consistent).
fn state_with_own_shuffle(state: &State, _viewer: Seat, rng: &mut GameRng) -> State {
    let mut s = state.clone();
    for p in s.packs.iter_mut() {
        shuffle(rng, p);
    }
    s
}
