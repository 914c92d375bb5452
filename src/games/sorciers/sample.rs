//! Drawing hidden cards again, consistently with what a seat knows: used by
//! `resample_secrets` (hidden-information tests), by the search bot, and by
//! `deal_anew` (a whole state dealt anew from one view).

use super::cards::{Card, Race, DECK_SIZE};
use super::rules::{bids_public, led_race, BidMode, Phase, State, Trick};
use super::view::{BidView, View};
use crate::engine::{below, rng_from_seed, shuffle, GameRng, Seat, Viewer};
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

/// Plain deals [`deal_uniform`] tries before it leaves the voids to
/// [`deal_constrained`]: each costs one shuffle.
const PLAIN_TRIES: usize = 64;

/// Deals `pool` into `slots` (whose sizes add up to the pool), never giving
/// a slot a race it is void in; `None` if no deal can. Plain deals come
/// first (a shuffle cut into the slots: uniform among all deals), and the
/// first that respects the voids is a uniform draw among the deals that do.
/// Only when [`PLAIN_TRIES`] of them miss (many voids, few cards to spare:
/// `(1 − p)^64` for a share `p` of plain deals that fit) does
/// [`deal_constrained`] deal, close to uniform: it places the cards one by
/// one in proportion to the room left.
pub fn deal_uniform(rng: &mut impl RngCore, mut pool: Vec<Card>, slots: &[Slot]) -> Option<Vec<Vec<Card>>> {
    if slots.iter().map(|s| s.size).sum::<usize>() != pool.len() {
        return None;
    }
    for _ in 0..PLAIN_TRIES {
        shuffle(rng, &mut pool);
        let mut rest = &pool[..];
        let mut out = Vec::with_capacity(slots.len());
        for s in slots {
            let (hand, tail) = rest.split_at(s.size);
            if hand.iter().any(|c| c.race_of().is_some_and(|r| s.void[r.index()])) {
                break;
            }
            out.push(hand.to_vec());
            rest = tail;
        }
        if out.len() == slots.len() {
            return Some(out);
        }
    }
    deal_constrained(rng, pool, slots)
}

/// What a view shows of the cards, and where the cards it does not show go.
pub(super) struct Unseen {
    /// Each seat's hand when the view shows it (the viewer's own; the
    /// others' in vision de l'enfer), else `None`.
    pub hands: Vec<Option<Vec<Card>>>,
    /// The cards the view does not show, in deck order.
    pub pool: Vec<Card>,
    /// Where they go: first the stock under the turned trump card, then
    /// each hand of `hidden`, with the voids this round's tricks prove.
    pub slots: Vec<Slot>,
    /// The seats whose hand the view does not show, in seat order.
    pub hidden: Vec<usize>,
}

impl Unseen {
    /// The cards of `view` for seat `me` (`None`: the table). `None` when
    /// the view contradicts itself: a list of the wrong length, a card shown
    /// twice, a stock too small for its trump card.
    pub fn of(view: &View, me: Option<Seat>) -> Option<Unseen> {
        let n = view.players();
        let lengths =
            [view.hand_sizes.len(), view.bids.len(), view.tricks_won.len(), view.totals.len(), view.seen_hands.len()];
        if lengths.iter().any(|len| *len != n) || me.is_some_and(|s| s.index() >= n) {
            return None;
        }
        let mut hands: Vec<Option<Vec<Card>>> = vec![None; n];
        if let (Some(me), Some(h)) = (me, &view.hand) {
            hands[me.index()] = Some(h.clone());
        }
        for (hand, seen) in hands.iter_mut().zip(&view.seen_hands) {
            if let Some(cards) = seen {
                *hand = Some(cards.iter().filter(|c| !c.played).map(|c| c.card).collect());
            }
        }
        let mut known = [false; DECK_SIZE];
        let shown = hands.iter().flatten().flatten().copied();
        for c in shown.chain(view.played_this_round().map(|(_, c)| c)).chain(view.trump_card) {
            if std::mem::replace(&mut known[c.id() as usize], true) {
                return None;
            }
        }
        let pool: Vec<Card> = Card::deck().filter(|c| !known[c.id() as usize]).collect();
        let void = voids(n, &view.completed, &view.trick);
        let hidden: Vec<usize> = (0..n).filter(|i| hands[*i].is_none()).collect();
        let stock = (view.stock_size as usize).checked_sub(usize::from(view.trump_card.is_some()))?;
        let mut slots = vec![Slot { size: stock, void: [false; 4] }];
        slots.extend(hidden.iter().map(|i| Slot { size: view.hand_sizes[*i] as usize, void: void[*i] }));
        Some(Unseen { hands, pool, slots, hidden })
    }
}

/// See [`crate::engine::Game::deal_anew`]. Everything public is the view's:
/// the round, the dealer, the phase, the trump, the tricks, the sheet. The
/// viewer's own hand and bid, and the hands seen in vision de l'enfer, are
/// the view's too. Drawn anew: the hands it does not show (by
/// [`deal_uniform`], with the hand sizes and the voids its tricks prove),
/// the stock under the turned trump card, the bid values still secret, and
/// the state's RNG, which deals every later round.
pub(super) fn deal_anew(view: &View, rng: &mut GameRng) -> Option<State> {
    let config = &view.config;
    config.validate().ok()?;
    let n = config.players as usize;
    let me = match view.viewer {
        Viewer::Seat(s) if s.index() < n => Some(s),
        Viewer::Seat(_) => return None,
        Viewer::Table => None,
    };
    // The audit checks the rest; these are what the building reads.
    if !(1..=config.rounds()).contains(&view.round) || view.dealer.index() >= n {
        return None;
    }
    let unseen = Unseen::of(view, me)?;
    let mut dealt = deal_uniform(rng, unseen.pool, &unseen.slots)?.into_iter();
    let stock = view.trump_card.into_iter().chain(dealt.next()?).collect();
    let mut hands = unseen.hands;
    for (&i, hand) in unseen.hidden.iter().zip(dealt) {
        hands[i] = Some(hand);
    }
    let hands: Vec<Vec<Card>> = hands.into_iter().map(Option::unwrap_or_default).collect();
    let bids = view
        .bids
        .iter()
        .map(|b| match b {
            BidView::Waiting => None,
            BidView::Known(v) => Some(*v),
            // Nothing public bounds a secret bid but the round.
            BidView::Secret => Some(below(rng, u32::from(view.round) + 1) as u8),
        })
        .collect();
    // The deal turns one seat left per round.
    let first_dealer = Seat(((view.dealer.index() + n * DECK_SIZE - (view.round as usize - 1)) % n) as u8);
    let mut state = State {
        config: config.clone(),
        rounds: view.rounds,
        round: view.round,
        first_dealer,
        dealer: view.dealer,
        dealt: Vec::new(),
        hands,
        stock,
        trump_card: view.trump_card,
        trump: view.trump,
        bids,
        bids_public: bids_public(config.bid_mode, view.phase),
        tricks_won: view.tricks_won.clone(),
        leader: view.leader,
        trick: view.trick.clone(),
        completed: view.completed.clone(),
        sheet: view.sheet.clone(),
        totals: view.totals.clone(),
        phase: view.phase,
        rng: rng_from_seed(rng.next_u64()),
    };
    state.dealt = (0..n)
        .map(|i| {
            let mut cards = state.hands[i].clone();
            cards.extend(state.played_by(Seat(i as u8)));
            cards
        })
        .collect();
    Some(state)
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
    use super::super::{Config, Move, Sorciers};
    use super::*;
    use crate::engine::{rng_from_seed, Game};
    use std::collections::HashSet;

    fn c(code: &str) -> Card {
        Card::parse(code).unwrap()
    }

    fn cards(codes: &[&str]) -> Vec<Card> {
        codes.iter().map(|x| c(x)).collect()
    }

    fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
        cards.sort();
        cards
    }

    /// A state dealt anew from what `eyes` sees of `state`, checked as a
    /// shared link's is.
    fn anew(state: &State, eyes: Viewer, rng: &mut GameRng) -> State {
        crate::engine::deal_anew::<Sorciers>(&Sorciers::view(state, eyes), eyes, rng)
            .expect("a real view is dealt anew")
    }

    /// Plays the first legal move until `stop` holds.
    fn advance_until(state: &mut State, stop: impl Fn(&State) -> bool) {
        while !stop(state) {
            let seat = state.to_act().expect("game not over");
            let mv = state.legal_moves()[0];
            state.apply(seat, mv).expect("a legal move");
        }
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

    #[test]
    fn later_rounds_are_dealt_anew_too() {
        let (state, _) = State::new(&Config::with_players(4), 7).expect("valid config");
        let mut rng = rng_from_seed(5);
        let eyes = Viewer::Seat(Seat(0));
        // Round 1 deals one card each: every play is forced, so all three
        // play the same moves into round 2, dealt by each state's own RNG.
        let round_two: Vec<Vec<Vec<Card>>> =
            [state.clone(), anew(&state, eyes, &mut rng), anew(&state, eyes, &mut rng)]
                .into_iter()
                .map(|mut s| {
                    advance_until(&mut s, |s| s.round == 2);
                    assert_eq!(s.hands.iter().map(Vec::len).collect::<Vec<_>>(), vec![2; 4]);
                    s.hands
                })
                .collect();
        assert_ne!(round_two[0], round_two[1], "a re-deal foresees the real round 2");
        assert_ne!(round_two[0], round_two[2], "a re-deal foresees the real round 2");
        assert_ne!(round_two[1], round_two[2], "two re-deals share their future");
    }

    #[test]
    fn the_voids_a_view_shows_are_kept() {
        let config = Config::with_players(3);
        let hands = vec![cards(&["E1", "E2", "G5"]), cards(&["H3", "G1", "N2"]), cards(&["E3", "N4", "H7"])];
        let mut state = State::from_deal(&config, 3, Seat(2), hands, Some(c("N13")));
        advance_until(&mut state, |s| s.phase == Phase::Playing);
        for (seat, card) in [(0, "E1"), (1, "H3"), (2, "E3")] {
            state.apply(Seat(seat), Move::Play(c(card))).expect("a legal card");
        }
        // Seat 1 did not follow Elfes: it holds none, in every re-deal.
        let mut rng = rng_from_seed(6);
        let mut seen = HashSet::new();
        for _ in 0..200 {
            let s = anew(&state, Viewer::Table, &mut rng);
            assert!(s.hands[1].iter().all(|x| x.race_of() != Some(Race::E)), "{:?}", s.hands[1]);
            assert_eq!(s.stock[0], c("N13"), "the turned trump card stays on top");
            seen.insert(sorted(s.hands[1].clone()));
        }
        assert!(seen.len() > 100, "{} different hands for seat 1", seen.len());
    }

    #[test]
    fn vision_de_l_enfer_keeps_the_hands_seen() {
        let config = Config { vision_de_l_enfer: true, ..Config::with_players(4) };
        let (mut state, _) = State::new(&config, 3).expect("valid config");
        advance_until(&mut state, |s| s.round == 4);
        let me = state.to_act().expect("bidding");
        let eyes = Viewer::Seat(me);
        let mut rng = rng_from_seed(7);
        // Bidding blind: the others' hands are the ones seen; our own is not.
        let mine: HashSet<Vec<Card>> = (0..40)
            .map(|_| {
                let s = anew(&state, eyes, &mut rng);
                for other in (0..4).filter(|i| *i != me.index()) {
                    assert_eq!(sorted(s.hands[other].clone()), sorted(state.hands[other].clone()));
                }
                sorted(s.hands[me.index()].clone())
            })
            .collect();
        assert!(mine.len() > 30, "{} different own hands", mine.len());
        // Playing: every hand is known, only the stock is drawn.
        advance_until(&mut state, |s| s.phase == Phase::Playing);
        let stocks: HashSet<Vec<Card>> = (0..40)
            .map(|_| {
                let s = anew(&state, eyes, &mut rng);
                let hands = |s: &State| s.hands.iter().map(|h| sorted(h.clone())).collect::<Vec<_>>();
                assert_eq!(hands(&s), hands(&state));
                s.stock
            })
            .collect();
        assert!(stocks.len() > 30, "{} different stocks", stocks.len());
    }

    #[test]
    fn secret_bids_are_drawn_anew() {
        let config = Config { bid_mode: BidMode::Hidden, ..Config::with_players(4) };
        let (mut state, _) = State::new(&config, 11).expect("valid config");
        advance_until(&mut state, |s| s.round == 3 && s.phase == Phase::Playing);
        let me = Seat(2);
        let mut rng = rng_from_seed(8);
        let mut values = vec![HashSet::new(); 4];
        for _ in 0..60 {
            let s = anew(&state, Viewer::Seat(me), &mut rng);
            assert_eq!(s.bids[me.index()], state.bids[me.index()], "our own bid is ours");
            for (i, b) in s.bids.iter().enumerate() {
                values[i].insert(b.expect("everyone has bid"));
            }
        }
        assert_eq!(values[me.index()].len(), 1);
        for (i, v) in values.iter().enumerate().filter(|(i, _)| *i != me.index()) {
            assert!(v.iter().all(|b| *b <= 3) && v.len() > 2, "seat {i}'s bids drawn: {v:?}");
        }
    }

    #[test]
    fn a_finished_game_is_dealt_back() {
        let (mut state, _) = State::new(&Config::with_players(5), 2).expect("valid config");
        advance_until(&mut state, |s| s.phase == Phase::GameOver);
        let mut rng = rng_from_seed(9);
        for eyes in [Viewer::Table, Viewer::Seat(Seat(3))] {
            let s = anew(&state, eyes, &mut rng);
            assert_eq!(s.outcome(), state.outcome());
            assert_eq!(s.sheet, state.sheet);
        }
    }

    #[test]
    fn views_that_contradict_themselves_are_refused() {
        let config = Config::with_players(3);
        let (mut state, _) = State::new(&config, 4).expect("valid config");
        advance_until(&mut state, |s| s.round == 5 && s.completed.len() == 2);
        let eyes = Viewer::Seat(Seat(1));
        let real = Sorciers::view(&state, eyes);
        /// What is wrong with the view, and the forger's change.
        type Forgery = (&'static str, fn(&mut View));
        let forged: [Forgery; 8] = [
            ("a card in hand that was played", |v| {
                let played = v.completed[0].cards[0].1;
                v.hand.as_mut().unwrap()[0] = played;
            }),
            ("a hand size too few", |v| v.hand_sizes[0] -= 1),
            ("a seat missing", |v| v.tricks_won.truncate(2)),
            ("a stock too small for its trump card", |v| v.stock_size = 0),
            ("round 0", |v| v.round = 0),
            ("a dealer beyond the table", |v| v.dealer = Seat(7)),
            ("a viewer beyond the table", |v| v.viewer = Viewer::Seat(Seat(3))),
            ("a trick won twice", |v| v.tricks_won[0] += 1),
        ];
        let mut rng = rng_from_seed(10);
        for (what, forge) in forged {
            let mut view = real.clone();
            forge(&mut view);
            assert_eq!(crate::engine::deal_anew::<Sorciers>(&view, eyes, &mut rng), None, "{what}");
        }
        // A bidder beyond the table, on the seat it stands for modulo 3: the
        // audit (which `engine::deal_anew` runs) refuses it, rather than
        // have the rules index a fourth seat.
        let (mut state, _) = State::new(&config, 4).expect("valid config");
        let Phase::Bidding { next } = state.phase else { panic!("bidding first") };
        state.phase = Phase::Bidding { next: Seat(next.0 + 3) };
        assert!(state.audit().is_err());
    }
}
