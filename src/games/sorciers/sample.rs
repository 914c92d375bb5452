//! Drawing hidden cards again, consistently with what a seat knows: used by
//! `resample_secrets` (hidden-information tests) and by the search bot.

use super::cards::{Card, Race};
use super::rules::{led_race, BidMode, Phase, State, Trick};
use crate::engine::{below, shuffle, GameRng, Seat};
use rand_core::RngCore;

/// For each seat, the races it has shown it lacks this round: it played a
/// race card of another race on a trick whose led race was set (spec §10).
/// `completed` are this round's finished tricks, `current` the one in play.
pub fn voids(n: usize, completed: &[Trick], current: &[(Seat, Card)]) -> Vec<[bool; 4]> {
    let mut void = vec![[false; 4]; n];
    for trick in completed.iter().map(|t| t.cards.as_slice()).chain(std::iter::once(current)) {
        for (k, (seat, card)) in trick.iter().enumerate() {
            let led = led_race(trick[..k].iter().map(|(_, c)| *c));
            if let (Some(l), Some(r), Some(v)) = (led, card.race_of(), void.get_mut(seat.index())) {
                if r != l {
                    v[l.index()] = true;
                }
            }
        }
    }
    void
}

/// A place hidden cards can go: a hand of `size` cards that may not receive
/// races marked in `void`, or the stock (no constraint).
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    pub size: usize,
    pub void: [bool; 4],
}

fn kind_index(c: Card) -> usize {
    c.race_of().map_or(4, Race::index)
}

fn accepts(slot: &Slot, kind: usize) -> bool {
    kind == 4 || !slot.void[kind]
}

/// Hall's condition for the transportation problem "cards of 5 kinds into
/// slots with capacities": every set of kinds fits in the slots accepting it.
fn feasible(counts: &[usize; 5], caps: &[usize], slots: &[Slot]) -> bool {
    for set in 1u8..32 {
        let demand: usize = (0..5).filter(|k| set & (1 << k) != 0).map(|k| counts[k]).sum();
        if demand == 0 {
            continue;
        }
        let supply: usize = slots
            .iter()
            .zip(caps)
            .filter(|(s, _)| (0..5).any(|k| set & (1 << k) != 0 && accepts(s, k)))
            .map(|(_, c)| *c)
            .sum();
        if demand > supply {
            return false;
        }
    }
    true
}

/// Deals `pool` at random into `slots` (whose sizes add up to the pool),
/// never giving a slot a race it is void in. `None` if that is impossible.
pub fn deal_constrained(rng: &mut impl RngCore, mut pool: Vec<Card>, slots: &[Slot]) -> Option<Vec<Vec<Card>>> {
    if slots.iter().map(|s| s.size).sum::<usize>() != pool.len() {
        return None;
    }
    shuffle(rng, &mut pool);
    let mut out: Vec<Vec<Card>> = slots.iter().map(|s| Vec::with_capacity(s.size)).collect();
    if slots.iter().all(|s| s.void == [false; 4]) {
        let mut rest = &pool[..];
        for (o, s) in out.iter_mut().zip(slots) {
            o.extend_from_slice(&rest[..s.size]);
            rest = &rest[s.size..];
        }
        return Some(out);
    }
    let mut counts = [0usize; 5];
    for c in &pool {
        counts[kind_index(*c)] += 1;
    }
    let mut caps: Vec<usize> = slots.iter().map(|s| s.size).collect();
    if !feasible(&counts, &caps, slots) {
        return None;
    }
    // Most constrained kinds first keeps the search short; each placement keeps
    // the rest feasible, so this never dead-ends.
    crate::engine::sort::sort_by_key(&mut pool, |c| usize::from(kind_index(*c) == 4));
    for card in pool {
        let kind = kind_index(card);
        counts[kind] -= 1;
        let mut options: Vec<usize> = (0..slots.len()).filter(|i| caps[*i] > 0 && accepts(&slots[*i], kind)).collect();
        // Pick in proportion to free room, among placements that stay feasible.
        loop {
            let total: usize = options.iter().map(|i| caps[*i]).sum();
            if total == 0 {
                return None;
            }
            let mut pick = below(rng, total as u32) as usize;
            let mut chosen = options[0];
            for &i in &options {
                if pick < caps[i] {
                    chosen = i;
                    break;
                }
                pick -= caps[i];
            }
            caps[chosen] -= 1;
            if feasible(&counts, &caps, slots) {
                out[chosen].push(card);
                break;
            }
            caps[chosen] += 1;
            options.retain(|i| *i != chosen);
        }
    }
    Some(out)
}

/// See [`crate::engine::Game::resample_secrets`]; spec §6.2 says what is secret to whom.
pub(super) fn resample(state: &State, viewer: Seat, rng: &mut GameRng) -> State {
    let mut s = state.clone();
    let n = s.n();
    let me = viewer.index();
    if s.phase == Phase::GameOver {
        return s;
    }
    // Other seats' bid values, while secret.
    if !s.bids_public && s.config.bid_mode != BidMode::Open {
        for i in (0..n).filter(|i| *i != me) {
            if s.bids[i].is_some() {
                s.bids[i] = Some(below(rng, s.round as u32 + 1) as u8);
            }
        }
    }
    // The turned trump card (stock[0]) is public; the rest of the stock is not.
    let fixed = usize::from(s.trump_card.is_some());
    let vision = s.config.vision_de_l_enfer;
    let vision_bidding = vision && matches!(s.phase, Phase::TrumpChoice | Phase::Bidding { .. });
    // Which hands are secret to the viewer.
    let secret: Vec<usize> = if vision_bidding {
        vec![me]
    } else if vision {
        Vec::new()
    } else {
        (0..n).filter(|i| *i != me).collect()
    };
    let void = voids(n, &s.completed, &s.trick);
    let mut pool: Vec<Card> = s.stock[fixed..].to_vec();
    let mut slots = vec![Slot { size: pool.len(), void: [false; 4] }];
    for &i in &secret {
        pool.extend_from_slice(&s.hands[i]);
        slots.push(Slot { size: s.hands[i].len(), void: void[i] });
    }
    // The real deal satisfies every constraint, so a deal always exists.
    let Some(mut dealt) = deal_constrained(rng, pool, &slots) else { return s };
    let stock_rest = dealt.remove(0);
    s.stock.truncate(fixed);
    s.stock.extend(stock_rest);
    for (&i, hand) in secret.iter().zip(dealt) {
        let played: Vec<Card> = s.played_by(Seat(i as u8)).collect();
        s.dealt[i] = hand.iter().copied().chain(played).collect();
        s.hands[i] = hand;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng_from_seed;

    fn c(code: &str) -> Card {
        Card::parse(code).unwrap()
    }

    #[test]
    fn voids_come_from_not_following() {
        let trick = [(Seat(0), c("F1")), (Seat(1), c("E4")), (Seat(2), c("G2")), (Seat(3), c("S1"))];
        let v = voids(4, &[], &trick);
        assert!(v[2][Race::E.index()], "G2 on a trick led (after a Fou) by E4: no Elfes");
        assert_eq!(v[0], [false; 4]);
        assert_eq!(v[1], [false; 4]);
        assert_eq!(v[3], [false; 4], "a Sorcier proves nothing");
        let sorcier_led =
            Trick { cards: vec![(Seat(0), c("S1")), (Seat(1), c("E4")), (Seat(2), c("G2"))], winner: Seat(0) };
        assert_eq!(voids(3, &[sorcier_led], &[]), vec![[false; 4]; 3], "no led race after a Sorcier");
    }

    #[test]
    fn constrained_deal_respects_voids_and_sizes() {
        let mut rng = rng_from_seed(3);
        // 4 Elfes, 2 Géants, 2 Fous into: a hand void in E (size 3), a hand (2), stock (3).
        let pool: Vec<Card> = ["E1", "E2", "E3", "E4", "G1", "G2", "F1", "F2"].iter().map(|x| c(x)).collect();
        let mut void_e = [false; 4];
        void_e[Race::E.index()] = true;
        let slots =
            [Slot { size: 3, void: void_e }, Slot { size: 2, void: [false; 4] }, Slot { size: 3, void: [false; 4] }];
        for _ in 0..500 {
            let out = deal_constrained(&mut rng, pool.clone(), &slots).expect("feasible");
            assert_eq!(out.iter().map(Vec::len).collect::<Vec<_>>(), vec![3, 2, 3]);
            assert!(out[0].iter().all(|x| x.race_of() != Some(Race::E)));
            let mut all: Vec<Card> = out.concat();
            all.sort();
            let mut want = pool.clone();
            want.sort();
            assert_eq!(all, want);
        }
    }

    #[test]
    fn impossible_constraints_are_reported() {
        let mut rng = rng_from_seed(4);
        let pool: Vec<Card> = ["E1", "E2", "E3"].iter().map(|x| c(x)).collect();
        let mut void_e = [false; 4];
        void_e[Race::E.index()] = true;
        let slots = [Slot { size: 2, void: void_e }, Slot { size: 1, void: [false; 4] }];
        assert_eq!(deal_constrained(&mut rng, pool, &slots), None);
    }
}
