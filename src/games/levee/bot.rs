//! Computer opponents for Preums !. Each decides from its seat's [`View`] only.
//!
//! - [`RandomBot`]: a uniformly random legal move (a baseline for tests).
//! - [`HeuristicBot`]: the spec's §10 hints, tuned by tournaments. It
//!   estimates each opponent's best pile from his public reserve (an 80th
//!   percentile, or the mean, of the hand size drawn from hand + pack), calls
//!   when its hand can win the levée (its best pile beats every opponent's
//!   mean estimate), opens with a single card of its best value and keeps the rest (and every
//!   `[+1]`) to answer. Its hand wins the levées it calls: there it leads
//!   with the fewest cards when its potential stands a chance (more than one
//!   card only when the game is at stake) and ties with a single card when
//!   it cannot lead; in a levée someone else called it plays only when the
//!   game is at stake (to win it, or to stop the leader winning it). It
//!   never opens a pile it will likely lose (that would add a zero to the
//!   winner's gain), and, as winner, homogenises its pack around two values
//!   (its dominant one and the `[4]`) and burdens the leaders with the rest.
//! - [`SearchBot`]: determinised Monte-Carlo. It re-draws the hidden hands and
//!   pack orders consistently with its view, plays each candidate move out to
//!   the end of the levée with the heuristic at every seat, and keeps the move
//!   with the best mean outcome (zeros margin, game won or lost).

use super::cards::{Card, Cards};
use super::rules::{placements, Move, Phase, State};
use super::sample::split_reserve;
use super::view::{build, View};
use super::Levee;
use crate::engine::{choose, shuffle, Bot, Decision, GameRng, Seat, Viewer};

// ---------------------------------------------------------------- random

/// Plays a uniformly random legal move.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Levee> for RandomBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        choose(rng, &view.legal_moves()).cloned()
    }
}

// ---------------------------------------------------------------- estimates

/// Mean and variance of the number of cards of one kind in a hand of `h`
/// cards drawn from a reserve of `r` cards holding `k` of that kind.
fn hypergeometric(k: u32, r: u32, h: u32) -> (f32, f32) {
    if r == 0 || h == 0 {
        return (0.0, 0.0);
    }
    let h = h.min(r) as f32;
    let (k, r) = (k as f32, r as f32);
    let p = k / r;
    let mean = h * p;
    let var = if r > 1.0 { h * p * (1.0 - p) * (r - h) / (r - 1.0) } else { 0.0 };
    (mean, var)
}

/// A high estimate (about the 80th percentile) of the total a seat can put
/// on a pile of value `value` (`None`: the best new pile), from its public
/// hand size and reserve, `base` being its pile's current total.
pub fn opponent_potential(hand_size: u8, reserve: &Cards, pile: Option<(u8, u8)>) -> f32 {
    potential_quantile(hand_size, reserve, pile, 0.84)
}

/// The same estimate at `z` standard deviations above the mean (0.84: about
/// the 80th percentile, 0: the mean).
pub fn potential_quantile(hand_size: u8, reserve: &Cards, pile: Option<(u8, u8)>, z: f32) -> f32 {
    let r = reserve.len() as u32;
    let h = hand_size as u32;
    let (pm, pv) = hypergeometric(reserve.get(Card::Plus) as u32, r, h);
    let value_total = |v: u8| {
        let card = Card::number(v).unwrap_or(Card::Two);
        let (m, var) = hypergeometric(reserve.get(card) as u32, r, h);
        let vf = v as f32;
        let mean = m * vf + pm;
        let sd = (var * vf * vf + pv).sqrt();
        mean + z * sd
    };
    match pile {
        Some((v, t)) => t as f32 + value_total(v),
        None => [2u8, 3, 4].into_iter().map(value_total).fold(0.0, f32::max),
    }
}

/// The best opening from `hand`: `(value, count)` of the number value with
/// the largest count × value (ties: the higher value).
fn best_opening(hand: &Cards) -> Option<(u8, u8)> {
    Card::NUMBERS
        .into_iter()
        .filter(|c| hand.get(*c) > 0)
        .max_by_key(|c| (hand.get(*c) as u32 * c.value() as u32, c.value()))
        .map(|c| (c.value(), hand.get(c)))
}

/// Does the view hold together (a bot given a tampered view declines)?
fn consistent(view: &View) -> bool {
    let n = view.players();
    view.seats.len() == n
        && view.leaders.iter().chain(view.recipients.iter()).all(|s| s.index() < n)
        && view.seats.iter().flat_map(|s| s.pile.iter()).flat_map(|p| p.cards.iter()).all(|(_, s)| s.index() < n)
}

/// The value with the largest count × value in a reserve.
fn dominant_value(reserve: &Cards) -> u8 {
    Card::NUMBERS
        .into_iter()
        .max_by_key(|c| (reserve.get(*c) as u32 * c.value() as u32, c.value()))
        .map_or(2, Card::value)
}

// ---------------------------------------------------------------- heuristic

/// Follows the spec's §10 hints (see the module docs).
#[derive(Clone, Copy, Debug)]
pub struct HeuristicBot {
    /// How far above the best opponent's estimate an opening must be to call
    /// (negative: call sooner).
    pub call_margin: f32,
    /// The quantile of the opponents' best piles an opening must beat, in
    /// standard deviations above the mean (0: the mean, « my hand can win »).
    pub call_z: f32,
    /// Open with a single card of the best value and keep the rest to answer
    /// (`false`: open with every card of that value, as §10 suggests).
    pub open_small: bool,
    /// How far below the best opponent's high estimate its own potential may
    /// be and still take the lead.
    pub lead_margin: f32,
    /// At most this many cards to take the lead or tie on one's own pile,
    /// unless the game is at stake.
    pub max_lead_cards: usize,
}

impl Default for HeuristicBot {
    fn default() -> Self {
        HeuristicBot { call_margin: 0.0, call_z: 0.0, open_small: true, lead_margin: -1.0, max_lead_cards: 1 }
    }
}

impl Bot<Levee> for HeuristicBot {
    fn choose(&self, view: &View, _rng: &mut GameRng) -> Option<Move> {
        self.decide(view)
    }
}

impl HeuristicBot {
    /// The heuristic's move (deterministic: it needs no randomness).
    pub fn decide(&self, view: &View) -> Option<Move> {
        let me = view.viewer.seat()?;
        if !view.my_turn() || !consistent(view) || me.index() >= view.seats.len() {
            return None;
        }
        let hand = view.hand?;
        Some(match view.phase {
            Phase::Draw => {
                if view.may_call && self.wants_to_call(view, me, &hand) {
                    opening(&hand, self.open_small)?
                } else {
                    Move::Continue
                }
            }
            Phase::ForcedCall { .. } => opening(&hand, self.open_small)?,
            Phase::Levee => levee_move(view, me, &hand, self.lead_margin, self.max_lead_cards),
            Phase::Redistribute { .. } => gift(view, me)?,
            Phase::Over { .. } => return None,
        })
    }

    /// Call when the hand can win the levée: its best pile (every card of the
    /// best value and every `[+1]`) beats every opponent's estimated best
    /// pile, or a little sooner when waiting no longer helps (empty pack) or
    /// a rival close to the target is building a hand.
    fn wants_to_call(&self, view: &View, me: Seat, hand: &Cards) -> bool {
        let Some((v, k)) = best_opening(hand) else { return false };
        let mine = (v as u32 * k as u32 + hand.get(Card::Plus) as u32) as f32;
        let target = view.config.target;
        let mut best_other = 0.0f32;
        let mut danger = false;
        for (i, s) in view.seats.iter().enumerate() {
            if i == me.index() {
                continue;
            }
            best_other = best_other.max(potential_quantile(s.hand_size, &s.reserve, None, self.call_z));
            danger |= s.zeros + 2 >= target && s.hand_size as u32 >= 4;
        }
        let my_pack = view.seats[me.index()].pack_size;
        let margin = self.call_margin - if danger { 2.0 } else { 0.0 } - if my_pack == 0 { 2.0 } else { 0.0 };
        mine > best_other + margin
    }
}

/// Open with the best value, keeping the `[+1]` (§10): every card of it, or
/// a single one to keep the others for answers.
pub(super) fn opening(hand: &Cards, small: bool) -> Option<Move> {
    let (v, k) = best_opening(hand)?;
    Some(Move::Call { cards: Cards::number(v, if small { 1 } else { k }, 0) })
}

/// The cheapest way to bring `target`'s pile to a total in `lo..=hi`:
/// fewest `[+1]` first (they are kept for ties), then the lowest total, then
/// the fewest cards.
fn cheapest(options: &[(Seat, Cards)], piles: &[Option<(u8, u8)>], target: Seat, lo: u32, hi: u32) -> Option<Cards> {
    let base = piles.get(target.index()).copied().flatten().map_or(0, |(_, t)| t as u32);
    options
        .iter()
        .filter(|(t, _)| *t == target)
        .map(|(_, c)| (c, base + c.total()))
        .filter(|(_, t)| (lo..=hi).contains(t))
        .min_by_key(|(c, t)| (c.get(Card::Plus), *t, c.len(), c.number_values().next()))
        .map(|(c, _)| *c)
}

/// One levée turn (§10 "in the levée" and "as leader").
fn levee_move(view: &View, me: Seat, hand: &Cards, lead_margin: f32, max_lead_cards: usize) -> Move {
    let piles = view.pile_summary();
    let h = view.highest as u32;
    let options = placements(hand, me, &piles, view.highest);
    if options.is_empty() {
        return Move::Pass;
    }
    let leaders = &view.leaders;
    let my_total = piles[me.index()].map(|(_, t)| t as u32);
    if leaders.as_slice() == [me] {
        return Move::Pass;
    }
    let gain_now = piles.iter().flatten().count() as u8;
    // The unique leader's zeros after a win as things stand.
    let leader_after = match leaders.as_slice() {
        [l] => Some(view.seats[l.index()].zeros + gain_now),
        _ => None,
    };
    let t = Turn {
        view,
        me,
        h,
        my_total,
        new_pile: my_total.is_none(),
        gain_now,
        zeros_me: view.seats[me.index()].zeros,
        leader_after,
        // The leader would win the game unless someone ties or beats him.
        leader_wins_game: leader_after.is_some_and(|z| z >= view.config.target),
        // My hand is my strength for the levées I call: in a levée someone else
        // called, spend cards only when the game is at stake.
        my_levee: view.caller == Some(me),
        max_lead_cards,
        piles,
        options,
    };
    if let Some(m) = t.lead(hand, lead_margin) {
        return m;
    }
    // Cannot lead well: in my own levée, a tie on my pile with a single card
    // denies the winner the zero my pile would give him (the cards go home).
    let tied_now = leaders.len() >= 2;
    if !tied_now && t.my_levee {
        if let Some(cards) = cheapest(&t.options, &t.piles, me, h, h).filter(|c| c.len() <= max_lead_cards) {
            return Move::Place { target: me, cards };
        }
    }
    // Otherwise ties cost cards that win later levées: only when the leader
    // would win the game.
    if !tied_now && t.leader_wins_game {
        if let Some(m) = t.stop_leader() {
            return m;
        }
    }
    Move::Pass
}

/// Where one levée turn stands: the piles, the highest total, my placements, and what a win would give the leader.
struct Turn<'a> {
    view: &'a View,
    me: Seat,
    piles: Vec<Option<(u8, u8)>>,
    /// The highest total.
    h: u32,
    options: Vec<(Seat, Cards)>,
    my_total: Option<u32>,
    new_pile: bool,
    /// Zeros the winner would gain as things stand (one per pile).
    gain_now: u8,
    zeros_me: u8,
    leader_after: Option<u8>,
    leader_wins_game: bool,
    my_levee: bool,
    max_lead_cards: usize,
}

impl Turn<'_> {
    /// Becoming the unique leader, as cheaply as possible, when my potential stands a chance or the game is at stake.
    fn lead(&self, hand: &Cards, lead_margin: f32) -> Option<Move> {
        let (view, me, piles) = (self.view, self.me, &self.piles);
        let target = view.config.target;
        let piles_after = self.gain_now + u8::from(self.new_pile);
        let cards = cheapest(&self.options, piles, me, self.h + 1, u32::MAX)?;
        let reach = self.my_total.unwrap_or(0) + cards.total();
        // Worth it when my full potential stands a chance against the others.
        let my_max = self.my_total.unwrap_or(0) as f32 + max_addition(hand, piles[me.index()].map(|(v, _)| v));
        let best_other = view
            .seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != me.index())
            .map(|(i, s)| opponent_potential(s.hand_size, &s.reserve, piles[i]))
            .fold(0.0f32, f32::max);
        let strong = my_max + lead_margin >= best_other;
        let wins_game = self.zeros_me + piles_after >= target;
        let leader_wins_game = self.leader_wins_game;
        // Cards are the strength of the levées to come: lead with one card,
        // unless the game is at stake.
        let stingy = cards.len() > self.max_lead_cards && !wins_game && !leader_wins_game;
        let go = if !self.my_levee {
            wins_game || leader_wins_game
        } else if stingy {
            false
        } else if self.new_pile {
            // A new pile I then lose gives the winner one more zero.
            strong || wins_game || leader_wins_game
        } else {
            strong || wins_game || leader_wins_game || reach >= self.h + 3
        };
        go.then_some(Move::Place { target: me, cards })
    }

    /// The leader would win the game: tie him on my pile if cheap enough,
    /// else help a rival tie or beat him, else tie him on my pile whatever
    /// it costs (passing lets him win the game).
    fn stop_leader(&self) -> Option<Move> {
        let (view, me, h) = (self.view, self.me, self.h);
        let target = view.config.target;
        let tie = cheapest(&self.options, &self.piles, me, h, h);
        if let Some(cards) = tie {
            let worth = cards.len() <= self.max_lead_cards && !self.new_pile
                || (cards.len() <= 2 && self.leader_after.is_some_and(|z| z + 1 >= target || self.gain_now >= 3));
            if worth {
                return Some(Move::Place { target: me, cards });
            }
        }
        // Support a rival up to the tie when the leader is dangerous.
        let &leader = view.leaders.first()?;
        self.support_rival(leader).or(tie.map(|cards| Move::Place { target: me, cards }))
    }

    /// Against a dangerous leader: bring a rival's pile to a tie with few cards, or any rival past a game-winning leader.
    fn support_rival(&self, leader: Seat) -> Option<Move> {
        let (view, me, h, piles, options) = (self.view, self.me, self.h, &self.piles, &self.options);
        let target = view.config.target;
        let gain = piles.iter().flatten().count() as u8;
        let lz = view.seats[leader.index()].zeros;
        let best_other_zeros =
            view.seats.iter().enumerate().filter(|(i, _)| *i != leader.index()).map(|(_, s)| s.zeros).max();
        // Support to force a tie when I am behind the leader, or when he
        // would win the game, gain many zeros or pull away.
        let behind = lz >= self.zeros_me && gain >= 2;
        let dangerous = behind || lz + gain >= target || gain >= 3 || lz + gain > best_other_zeros.unwrap_or(0) + 2;
        if !dangerous {
            return None;
        }
        let support = Seat::all(view.players())
            .filter(|s| *s != me && *s != leader && piles[s.index()].is_some())
            .filter_map(|s| cheapest(options, piles, s, h, h).map(|c| (s, c)))
            .min_by_key(|(s, c)| (c.len(), view.seats[s.index()].zeros));
        if let Some((s, cards)) = support {
            if cards.len() <= 2 {
                return Some(Move::Place { target: s, cards });
            }
        }
        // The leader would win the game: any rival beating him will do.
        if lz + gain >= target {
            let over = Seat::all(view.players())
                .filter(|s| *s != leader && piles[s.index()].is_some())
                .filter(|s| view.seats[s.index()].zeros + gain < target || *s == me)
                .filter_map(|s| cheapest(options, piles, s, h, u32::MAX).map(|c| (s, c)))
                .min_by_key(|(_, c)| c.len());
            if let Some((s, cards)) = over {
                return Some(Move::Place { target: s, cards });
            }
        }
        None
    }
}

/// What a hand could still add to a pile of value `value` (`None`: a new pile).
fn max_addition(hand: &Cards, value: Option<u8>) -> f32 {
    let plus = hand.get(Card::Plus) as u32;
    let best = match value {
        Some(v) => hand.get(Card::number(v).unwrap_or(Card::Two)) as u32 * v as u32,
        None => Card::NUMBERS.iter().map(|c| hand.get(*c) as u32 * c.value() as u32).max().unwrap_or(0),
    };
    (best + plus) as f32
}

/// The winner's next gift (§10 "redistribution", adapted): keep the dominant
/// value and the high cards; the others go to the rivals they burden most
/// (the leaders first, those built around another value), never a `[4]` to
/// the rival nearest the target.
fn gift(view: &View, me: Seat) -> Option<Move> {
    let pool = view.pool_left;
    let my_reserve = view.seats.get(me.index())?.reserve;
    let dominant = dominant_value(&my_reserve);
    let card = [Card::Plus, Card::Four, Card::Three, Card::Two].into_iter().find(|c| pool.get(*c) > 0)?;
    let count = pool.get(card);
    // Homogenise around two values at most: the dominant one and the [4]
    // (the [3] when the [4] dominates). Hands stay small (a card a lap), so a
    // drawn card's height counts; the [2] and the [+1] burden the others.
    let keep = card.value() == dominant || card == Card::Four || (dominant == 4 && card == Card::Three);
    let others: Vec<Seat> = view.recipients.iter().copied().filter(|s| *s != me).collect();
    if keep || others.is_empty() {
        return Some(Move::Give { to: me, card, count });
    }
    let top_zeros = others.iter().map(|s| view.seats[s.index()].zeros).max().unwrap_or(0);
    let to = others
        .iter()
        .copied()
        .max_by_key(|s| {
            let sv = &view.seats[s.index()];
            let mut score = sv.zeros as i32 * 3;
            if dominant_value(&sv.reserve) != card.value() {
                score += 4;
            }
            if card == Card::Four && sv.zeros == top_zeros {
                score -= 20;
            }
            (score, std::cmp::Reverse(s.0))
        })
        .unwrap_or(me);
    Some(Move::Give { to, card, count })
}

// ---------------------------------------------------------------- search

/// Determinised Monte-Carlo search to the end of the current levée.
#[derive(Clone, Copy, Debug)]
pub struct SearchBot {
    /// Determinisations per decision.
    pub samples: u32,
    /// At most this many candidate moves are searched.
    pub max_candidates: usize,
    /// What a point of cards kept in hand is worth, in zeros, at the end of
    /// the levée (the playout's horizon): without it the search spends its
    /// hand to win the levée at hand and loses the next ones.
    pub card_weight: f64,
}

impl Default for SearchBot {
    fn default() -> Self {
        SearchBot { samples: 64, max_candidates: 8, card_weight: 1.0 }
    }
}

/// A search in progress, run in slices.
#[derive(Clone, Debug)]
pub struct SearchJob {
    me: Seat,
    view: View,
    candidates: Vec<Move>,
    value: Vec<f64>,
    samples_left: u32,
    card_weight: f64,
}

impl SearchBot {
    /// Starts a decision: forced or trivial ones are answered at once.
    pub fn begin(&self, view: &View) -> Decision<Move, Box<SearchJob>> {
        let Some(me) = view.viewer.seat() else { return Decision::Ready(None) };
        if !view.my_turn() || view.hand.is_none() || !consistent(view) || me.index() >= view.seats.len() {
            return Decision::Ready(None);
        }
        let heuristic = HeuristicBot::default().decide(view);
        let candidates = candidates(view, me, heuristic.clone(), self.max_candidates);
        if candidates.len() <= 1 || matches!(view.phase, Phase::Redistribute { .. }) {
            return Decision::Ready(heuristic);
        }
        Decision::Thinking(Box::new(SearchJob {
            me,
            view: view.clone(),
            value: vec![0.0; candidates.len()],
            candidates,
            samples_left: self.samples,
            card_weight: self.card_weight,
        }))
    }
}

impl SearchJob {
    /// Runs up to `max_samples` more determinisations; the move once done.
    pub fn run(&mut self, rng: &mut GameRng, max_samples: u32) -> Option<Move> {
        let now = self.samples_left.min(max_samples);
        for _ in 0..now {
            let Some(world) = determinize(&self.view, self.me, rng) else { continue };
            for (k, mv) in self.candidates.iter().enumerate() {
                let mut s = world.clone();
                if s.apply(self.me, mv.clone()).is_err() {
                    self.value[k] -= 1000.0;
                    continue;
                }
                playout(&mut s, self.view.levees_played);
                self.value[k] += evaluate(&s, self.me, self.card_weight);
            }
        }
        self.samples_left -= now;
        if self.samples_left > 0 {
            return None;
        }
        // Ties go to the earlier candidate (the heuristic's move comes first).
        let best = (0..self.candidates.len()).fold(0, |b, k| if self.value[k] > self.value[b] + 1e-9 { k } else { b });
        Some(self.candidates[best].clone())
    }

    pub fn samples_left(&self) -> u32 {
        self.samples_left
    }
}

impl Bot<Levee> for SearchBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        match self.begin(view) {
            Decision::Ready(mv) => mv,
            Decision::Thinking(mut job) => job.run(rng, u32::MAX),
        }
    }
}

/// The moves worth searching: the heuristic's first, then passing/continuing,
/// then the cheapest lead, tie and all-in on each pile, or each opening.
fn candidates(view: &View, me: Seat, heuristic: Option<Move>, max: usize) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::new();
    let push = |mv: Move, out: &mut Vec<Move>| {
        if !out.contains(&mv) && out.len() < max {
            out.push(mv);
        }
    };
    if let Some(h) = heuristic {
        push(h, &mut out);
    }
    let Some(hand) = view.hand else { return out };
    match view.phase {
        Phase::Draw | Phase::ForcedCall { .. } => {
            if view.phase == Phase::Draw {
                push(Move::Continue, &mut out);
            }
            if view.phase != Phase::Draw || view.may_call {
                for c in Card::NUMBERS {
                    let k = hand.get(c);
                    if k > 0 {
                        push(Move::Call { cards: Cards::number(c.value(), 1, 0) }, &mut out);
                        push(Move::Call { cards: Cards::number(c.value(), k, 0) }, &mut out);
                    }
                }
            }
        }
        Phase::Levee => {
            push(Move::Pass, &mut out);
            let piles = view.pile_summary();
            let h = view.highest as u32;
            let options = placements(&hand, me, &piles, view.highest);
            let mut targets: Vec<Seat> = vec![me];
            targets.extend(Seat::all(view.players()).filter(|s| *s != me && piles[s.index()].is_some()));
            for t in targets {
                if let Some(c) = cheapest(&options, &piles, t, h + 1, u32::MAX) {
                    if t == me {
                        push(Move::Place { target: t, cards: c }, &mut out);
                    }
                }
                if let Some(c) = cheapest(&options, &piles, t, h, h) {
                    push(Move::Place { target: t, cards: c }, &mut out);
                }
            }
            // All in on my own pile.
            if let Some(c) = options
                .iter()
                .filter(|(t, _)| *t == me)
                .map(|(_, c)| c)
                .max_by_key(|c| (c.total(), std::cmp::Reverse(c.get(Card::Plus))))
            {
                push(Move::Place { target: me, cards: *c }, &mut out);
            }
        }
        _ => {}
    }
    out
}

/// A full state the viewer cannot tell apart from its view: the others'
/// hands drawn from their reserves, every pack order shuffled.
pub(super) fn determinize(view: &View, me: Seat, rng: &mut GameRng) -> Option<State> {
    let n = view.players();
    if view.seats.len() != n || me.index() >= n {
        return None;
    }
    let my_hand = view.hand?;
    let my_pack = view.pack?;
    let mut hands = Vec::with_capacity(n);
    let mut packs = Vec::with_capacity(n);
    for (i, s) in view.seats.iter().enumerate() {
        let (hand, pack) =
            if i == me.index() { (my_hand, my_pack) } else { split_reserve(rng, &s.reserve, s.hand_size as usize) };
        let mut p: Vec<Card> = pack.iter().collect();
        shuffle(rng, &mut p);
        hands.push(hand);
        packs.push(p);
    }
    let last_draw = match (view.phase, view.just_drew) {
        (Phase::Draw, Some(c)) if view.drawer == me => Some((me, c)),
        _ => None,
    };
    Some(super::anew::with_hidden(view, hands, packs, last_draw, rng))
}

/// Heuristic moves at every seat until the levée `levee` is over.
fn playout(s: &mut State, levee: u16) {
    let bot = HeuristicBot::default();
    // A levée takes at most a few hundred moves; the bound only guards bugs.
    for _ in 0..2_000 {
        if s.levees_played != levee {
            return;
        }
        let Some(seat) = s.to_act() else { return };
        let view = build(s, Viewer::Seat(seat));
        let Some(mv) = bot.decide(&view) else { return };
        if s.apply(seat, mv).is_err() {
            return;
        }
    }
}

/// My zeros against the best rival's, a won or lost game counting most, and
/// the cards kept in hand against the others' mean (`card_weight` a point).
fn evaluate(s: &State, me: Seat, card_weight: f64) -> f64 {
    let mine = s.zeros[me.index()] as f64;
    let best_other = s.zeros.iter().enumerate().filter(|(i, _)| *i != me.index()).map(|(_, z)| *z).max().unwrap_or(0);
    let mut v = mine - best_other as f64;
    if let Some(o) = s.outcome() {
        if o.winners.contains(&me) {
            v += 20.0 / o.winners.len() as f64;
        } else {
            v -= 20.0;
        }
    }
    // Cards in hand are strength for the levées to come.
    let w = card_weight;
    let n = s.hands.len() as f64;
    let others: f64 =
        s.hands.iter().enumerate().filter(|(i, _)| *i != me.index()).map(|(_, h)| h.total() as f64).sum::<f64>()
            / (n - 1.0);
    v + w * (s.hands[me.index()].total() as f64 - others)
}
