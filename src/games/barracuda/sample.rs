//! Drawing the secrets again, consistently with what a seat knows: used by
//! `resample_secrets` (hidden-information tests) and by the search bot.

use super::rules::{bar, Phase, RemovedBars, State};
use crate::engine::{below, rng_from_seed, shuffle, GameRng, Seat};
use rand_core::RngCore;

/// See [`crate::engine::Game::resample_secrets`]. Redrawn: the identities of
/// the closed (never renovated) slots and of the removed bars when hidden,
/// the other players' purses (cash moved between them within the public
/// bounds, fakes moved between them), and the future draws of the bag.
/// Bundles the viewer cannot see keep their contents (their sizes are public
/// and their real parts are bounded by the rules).
pub(super) fn resample(state: &State, viewer: Seat, rng: &mut GameRng) -> State {
    let mut s = state.clone();
    if s.phase == Phase::GameOver {
        return s;
    }
    s.rng = rng_from_seed(rng.next_u64());
    // Bar identities, one pool per places count.
    let removed_hidden = s.config.removed_bars == RemovedBars::RandomUnseen;
    for places in [1u8, 2] {
        let slots: Vec<usize> = (0..s.slots.len())
            .filter(|i| !s.slots[*i].open && !s.slots[*i].renovated && s.slots[*i].places() == places)
            .collect();
        let mut pool: Vec<u8> = slots.iter().map(|i| s.slots[*i].bar).collect();
        let removed_idx = usize::from(places == 2);
        if removed_hidden {
            pool.push(s.removed[removed_idx]);
        }
        shuffle(rng, &mut pool);
        for (k, i) in slots.iter().enumerate() {
            s.slots[*i].bar = pool[k];
        }
        if removed_hidden {
            s.removed[removed_idx] = pool[slots.len()];
        }
        debug_assert!(s.slots.iter().all(|x| x.places() == bar(x.bar).places));
    }
    // Other players' purses.
    let others: Vec<usize> = (0..s.n()).filter(|i| *i != viewer.index()).collect();
    if others.len() >= 2 {
        let flight = |st: &State, i: usize| -> u32 {
            st.stakes[i].map_or(0, |b| b.real())
                + st.bids[i].map_or(0, |b| b.real())
                + if st.current == Some(Seat(i as u8)) { st.pending.map_or(0, |b| b.real()) } else { 0 }
        };
        for _ in 0..24 {
            let a = others[below(rng, others.len() as u32) as usize];
            let b = others[below(rng, others.len() as u32) as usize];
            if a == b {
                continue;
            }
            let amount = 1000 * (1 + below(rng, 8));
            let (pa, pb) = (s.players[a], s.players[b]);
            let wa = pa.cash + flight(&s, a);
            let wb = pb.cash + flight(&s, b);
            if pa.cash >= amount && wa - amount >= pa.lo && wb + amount <= pb.hi {
                s.players[a].cash -= amount;
                s.players[b].cash += amount;
            }
        }
        for _ in 0..8 {
            let a = others[below(rng, others.len() as u32) as usize];
            let b = others[below(rng, others.len() as u32) as usize];
            if a != b && s.players[a].fakes > 0 {
                s.players[a].fakes -= 1;
                s.players[b].fakes += 1;
            }
        }
    }
    s
}
