//! Computer opponents for Sorciers. Each decides from its seat's [`View`] only.
//!
//! - [`RandomBot`]: a uniformly random legal move (a baseline for tests).
//! - [`HeuristicBot`]: bids from hand strength and plays to make its bid
//!   exactly (spec §10).
//! - [`SearchBot`]: determinised Monte-Carlo. It deals the cards it cannot
//!   see at random, consistently with its view (hand sizes, voids shown, the
//!   hands seen in vision de l'enfer), plays each candidate move out to the end
//!   of the round with the heuristic for every seat, and keeps the move with
//!   the best mean margin over the best opponent.

use super::cards::{Card, Kind, Race, DECK_SIZE};
use super::rules::{forbidden_bid, led_race, legal_cards, round_points, trick_winner, Move, Phase};
use super::sample::{deal_constrained, Unseen};
use super::view::{BidView, View};
use super::Sorciers;
use crate::engine::{choose, shuffle, Bot, Decision, GameRng, Seat};
use serde::{Deserialize, Serialize};

/// The kinds of computer opponent, as chosen at seat setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    Random,
    Heuristic,
    Search,
}

impl BotKind {
    pub fn choose(self, view: &View, rng: &mut GameRng) -> Option<Move> {
        match self {
            BotKind::Random => RandomBot.choose(view, rng),
            BotKind::Heuristic => HeuristicBot.choose(view, rng),
            BotKind::Search => SearchBot::default().choose(view, rng),
        }
    }
}

// ---------------------------------------------------------------- random

/// Plays a uniformly random legal move.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Sorciers> for RandomBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        choose(rng, &view.legal).copied()
    }
}

// ---------------------------------------------------------------- heuristic

/// Follows the spec's hints: bids from hand strength, then takes tricks
/// cheaply while it needs them and ducks once it has its bid.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

impl Bot<Sorciers> for HeuristicBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        let me = view.viewer.seat()?;
        if !view.my_turn() || view.legal.is_empty() {
            return None;
        }
        let n = view.players();
        Some(match view.phase {
            Phase::TrumpChoice => Move::ChooseTrump(choose_trump(view)),
            Phase::Bidding { .. } => {
                let est = match &view.hand {
                    Some(hand) => bid_estimate(hand, view.trump, n, view.round),
                    None => vision_estimate(view, rng),
                };
                Move::Bid(pick_bid(est, view.round, view.forbidden_bid))
            }
            Phase::Playing => {
                let hand = view.hand.as_deref().unwrap_or(&[]);
                let bid = match view.bids.get(me.index()) {
                    Some(BidView::Known(b)) => *b,
                    _ => 0,
                };
                let won = view.tricks_won.get(me.index()).copied().unwrap_or(0);
                let tracker = Tracker::from_view(view);
                let situation = Situation {
                    trump: view.trump,
                    n,
                    bid,
                    won,
                    tricks_left: hand.len() as u8,
                    tracker: Some(&tracker),
                };
                Move::Play(play_card(hand, &view.trick, &situation)?)
            }
            Phase::GameOver => return None,
        })
    }
}

/// Expected tricks of a hand (spec §10, "bidding estimate").
pub fn bid_estimate(hand: &[Card], trump: Option<Race>, n: usize, round: u8) -> f32 {
    if round == 1 {
        let strong = hand.iter().any(|c| match c.kind() {
            Kind::Sorcier => true,
            Kind::Race(r, v) => Some(r) == trump && v >= 11,
            Kind::Fou => false,
        });
        return if strong { 1.0 } else { 0.0 };
    }
    let trumps = hand.iter().filter(|c| trump.is_some() && c.race_of() == trump).count();
    let top = 0.6 - 0.25 * (n as f32 - 3.0) / 3.0;
    let mut sorciers = 0.0;
    let mut rest = 0.0;
    for c in hand {
        match c.kind() {
            Kind::Sorcier => sorciers += 0.9,
            Kind::Fou => {}
            Kind::Race(r, v) if Some(r) == trump => {
                rest += match v {
                    13 => 0.9,
                    11 | 12 => 0.7,
                    8..=10 => 0.4,
                    _ => 0.15,
                }
            }
            Kind::Race(_, 13) => rest += top,
            Kind::Race(_, 12) => rest += top / 2.0,
            Kind::Race(..) => {}
        }
    }
    if trumps > 2 {
        rest += 0.2 * (trumps - 2) as f32;
    }
    // More cards out means more Sorciers and trumps that can beat ours.
    let crowd = (n * round as usize) as f32 / DECK_SIZE as f32;
    sorciers + rest * (1.0 - 0.3 * crowd)
}

/// The legal bid nearest the estimate (somme non-nulle: the nearer neighbour).
pub fn pick_bid(est: f32, round: u8, forbidden: Option<u8>) -> u8 {
    // Not `clamp`: its assertion message brings float formatting into the build.
    let want = est.round().max(0.0).min(round as f32) as u8;
    if forbidden != Some(want) {
        return want;
    }
    let down = want.checked_sub(1);
    let up = (want < round).then_some(want + 1);
    match (down, up) {
        (Some(d), Some(u)) => {
            if est < want as f32 {
                d
            } else {
                u
            }
        }
        (Some(d), None) => d,
        (None, Some(u)) => u,
        (None, None) => want,
    }
}

/// Vision de l'enfer: our hand is unknown; average the estimate of random
/// hands drawn from the cards we cannot see.
fn vision_estimate(view: &View, rng: &mut GameRng) -> f32 {
    let me = match view.viewer.seat() {
        Some(s) => s,
        None => return 0.0,
    };
    let pool = unseen_by_vision_bidder(view);
    let size = view.hand_sizes.get(me.index()).copied().unwrap_or(0) as usize;
    if pool.len() < size || size == 0 {
        return 0.0;
    }
    const DRAWS: usize = 16;
    let mut total = 0.0;
    let mut pool = pool;
    for _ in 0..DRAWS {
        shuffle(rng, &mut pool);
        total += bid_estimate(&pool[..size], view.trump, view.players(), view.round);
    }
    total / DRAWS as f32
}

/// Cards a vision-de-l'enfer bidder cannot see: not in the others' hands and
/// not the turned trump card.
fn unseen_by_vision_bidder(view: &View) -> Vec<Card> {
    let mut known = [false; DECK_SIZE];
    for hand in view.seen_hands.iter().flatten() {
        for sc in hand {
            known[sc.card.id() as usize] = true;
        }
    }
    if let Some(t) = view.trump_card {
        known[t.id() as usize] = true;
    }
    Card::deck().filter(|c| !known[c.id() as usize]).collect()
}

/// The dealer names the race he is strongest in; blind (vision), the race
/// the others hold least of.
fn choose_trump(view: &View) -> Race {
    let mut score = [0f32; 4];
    match &view.hand {
        Some(hand) => return strongest_race(hand),
        None => {
            for sc in view.seen_hands.iter().flatten().flatten() {
                if let Some(r) = sc.card.race_of() {
                    score[r.index()] -= 1.0;
                }
            }
        }
    }
    let best = (0..4).fold(0, |b, i| if score[i] > score[b] { i } else { b });
    Race::ALL[best]
}

/// The race a hand is strongest in: length, then height.
fn strongest_race(hand: &[Card]) -> Race {
    let mut score = [0f32; 4];
    for c in hand {
        if let Kind::Race(r, v) = c.kind() {
            score[r.index()] += 1.0 + v as f32 / 13.0;
        }
    }
    Race::ALL[(0..4).fold(0, |b, k| if score[k] > score[b] { k } else { b })]
}

/// How strong a card is, for ordering: Fou < plain cards < trumps < Sorcier.
fn power(c: Card, trump: Option<Race>) -> i32 {
    match c.kind() {
        Kind::Fou => 0,
        Kind::Race(r, v) if Some(r) == trump => 40 + v as i32,
        Kind::Race(_, v) => v as i32,
        Kind::Sorcier => 100,
    }
}

/// Would `card`, played now on `trick`, be winning it?
fn would_win(trick: &[(Seat, Card)], card: Card, trump: Option<Race>) -> bool {
    let mut buf = [card; 7];
    for (i, (_, c)) in trick.iter().enumerate() {
        buf[i] = *c;
    }
    buf[trick.len()] = card;
    trick_winner(&buf[..=trick.len()], trump) == trick.len()
}

/// Card tracking (spec §10): the cards still out, that is neither in our
/// hand, nor played this round, nor the turned trump card.
#[derive(Clone, Debug)]
pub struct Tracker {
    out: [bool; DECK_SIZE],
}

impl Tracker {
    pub fn from_view(view: &View) -> Tracker {
        let mut out = [true; DECK_SIZE];
        let mine = view.hand.iter().flatten();
        let played = view.played_this_round().map(|(_, c)| c);
        for c in mine.copied().chain(played).chain(view.trump_card) {
            out[c.id() as usize] = false;
        }
        Tracker { out }
    }

    fn any_out(&self, f: impl Fn(Card) -> bool) -> bool {
        Card::deck().any(|c| self.out[c.id() as usize] && f(c))
    }

    /// Can no card still out beat `card` once it is winning the trick?
    fn unbeatable(&self, card: Card, trump: Option<Race>) -> bool {
        match card.kind() {
            // A Sorcier that wins now is the first one: nothing beats it.
            Kind::Sorcier => true,
            Kind::Fou => false,
            Kind::Race(r, v) => {
                if self.any_out(Card::is_sorcier) {
                    return false;
                }
                let higher_same = self.any_out(|c| matches!(c.kind(), Kind::Race(x, w) if x == r && w > v));
                let any_trump = trump.is_some_and(|t| t != r && self.any_out(|c| c.race_of() == Some(t)));
                !higher_same && !any_trump
            }
        }
    }
}

/// What the heuristic knows when it picks a card.
pub struct Situation<'a> {
    pub trump: Option<Race>,
    pub n: usize,
    pub bid: u8,
    pub won: u8,
    pub tricks_left: u8,
    /// Card tracking, when the caller keeps it (the bot does; playouts do not).
    pub tracker: Option<&'a Tracker>,
}

impl Situation<'_> {
    /// Is `card`, winning now, likely to hold against the seats still to play?
    fn likely_holds(&self, card: Card) -> bool {
        if self.tracker.is_some_and(|t| t.unbeatable(card, self.trump)) {
            return true;
        }
        match card.kind() {
            Kind::Sorcier => true,
            Kind::Race(r, v) if Some(r) == self.trump => v >= 10,
            Kind::Race(_, v) => self.trump.is_none() && v >= 12,
            Kind::Fou => false,
        }
    }
}

/// The heuristic's card (spec §10, "play"); `None` for an empty hand.
pub fn play_card(hand: &[Card], trick: &[(Seat, Card)], situation: &Situation) -> Option<Card> {
    let led = led_race(trick.iter().map(|(_, c)| *c));
    let legal = legal_cards(hand, led);
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    Some(pick_card(&legal, trick, situation))
}

/// The heuristic's choice among at least two legal cards.
fn pick_card(legal: &[Card], trick: &[(Seat, Card)], situation: &Situation) -> Card {
    let Situation { trump, n, bid, won, tricks_left, .. } = *situation;
    let likely_holds = |c: Card| situation.likely_holds(c);
    let by_power = |a: &Card, b: &Card| power(*a, trump).cmp(&power(*b, trump)).then(a.cmp(b));
    let lowest = |cards: &mut dyn Iterator<Item = Card>| cards.min_by(by_power);
    let highest = |cards: &mut dyn Iterator<Item = Card>| cards.max_by(by_power);
    let need = bid as i32 - won as i32;
    if trick.is_empty() {
        if need > 0 {
            let best_plain = highest(&mut legal.iter().copied().filter(|c| !c.is_sorcier()));
            if let Some(c) = best_plain.filter(|c| likely_holds(*c) || need as u8 >= tricks_left) {
                return c;
            }
            if let Some(s) = legal.iter().copied().find(|c| c.is_sorcier()) {
                return s;
            }
            return lowest(&mut legal.iter().copied()).unwrap_or(legal[0]);
        }
        // Enough tricks: lead a Fou, else the weakest card.
        return lowest(&mut legal.iter().copied()).unwrap_or(legal[0]);
    }
    let last = trick.len() + 1 == n;
    let winners: Vec<Card> = legal.iter().copied().filter(|c| would_win(trick, *c, trump)).collect();
    if need > 0 {
        if winners.is_empty() {
            return lowest(&mut legal.iter().copied()).unwrap_or(legal[0]);
        }
        if last {
            return lowest(&mut winners.iter().copied()).unwrap_or(winners[0]);
        }
        if let Some(c) = lowest(&mut winners.iter().copied().filter(|c| !c.is_sorcier() && likely_holds(*c))) {
            return c;
        }
        if let Some(s) = winners.iter().copied().find(|c| c.is_sorcier()) {
            return s;
        }
        return highest(&mut winners.iter().copied()).unwrap_or(winners[0]);
    }
    // Enough (or too many) tricks: get rid of the most dangerous card that loses.
    let losers = legal.iter().copied().filter(|c| !winners.contains(c));
    if let Some(c) = highest(&mut losers.into_iter()) {
        return c;
    }
    lowest(&mut legal.iter().copied()).unwrap_or(legal[0])
}

// ---------------------------------------------------------------- search

/// Determinised Monte-Carlo search over the rest of the round.
#[derive(Clone, Copy, Debug)]
pub struct SearchBot {
    /// Work per decision, in simulated card plays (deterministic, unlike a clock).
    pub budget: u32,
    pub min_samples: u32,
    pub max_samples: u32,
}

impl Default for SearchBot {
    fn default() -> Self {
        SearchBot { budget: 24_000, min_samples: 8, max_samples: 200 }
    }
}

impl SearchBot {
    /// Starts a decision. A forced or impossible one is answered at once;
    /// otherwise the search is returned as a job to run in slices, so
    /// the page can paint between them. Run to the end, a job chooses exactly
    /// what [`Bot::choose`] chooses with the same RNG.
    pub fn begin(&self, view: &View) -> Decision<Move, Box<SearchJob>> {
        let Some(me) = view.viewer.seat() else { return Decision::Ready(None) };
        if !view.my_turn() || view.legal.is_empty() {
            return Decision::Ready(None);
        }
        if view.legal.len() == 1 {
            return Decision::Ready(Some(view.legal[0]));
        }
        let candidates = view.legal.clone();
        let to_bid = view.bids.iter().filter(|b| **b == BidView::Waiting).count() as u32;
        let remaining: u32 = view.hand_sizes.iter().map(|h| *h as u32).sum::<u32>() + to_bid + 1;
        let samples = (self.budget / (candidates.len() as u32 * remaining)).clamp(self.min_samples, self.max_samples);
        let per_sample = candidates.len() as u32 * remaining;
        Decision::Thinking(Box::new(SearchJob {
            me,
            value: vec![0.0; candidates.len()],
            candidates,
            samples_left: samples,
            per_sample,
            view: view.clone(),
        }))
    }
}

/// A search in progress (see [`SearchBot::begin`]).
#[derive(Clone, Debug)]
pub struct SearchJob {
    me: Seat,
    candidates: Vec<Move>,
    value: Vec<f64>,
    samples_left: u32,
    /// Simulated plays per determinisation (all candidates played out).
    per_sample: u32,
    view: View,
}

impl SearchJob {
    /// Runs up to `max_samples` more determinisations; the chosen move once
    /// every sample is done.
    pub fn run(&mut self, rng: &mut GameRng, max_samples: u32) -> Option<Move> {
        let now = self.samples_left.min(max_samples);
        for _ in 0..now {
            let Some(sim) = Sim::determinize(&self.view, self.me, rng) else { continue };
            for (k, mv) in self.candidates.iter().enumerate() {
                let mut s = sim.clone();
                s.apply(*mv);
                s.playout();
                self.value[k] += s.margin(self.me) as f64;
            }
        }
        self.samples_left -= now;
        if self.samples_left > 0 {
            return None;
        }
        let best = (0..self.candidates.len()).fold(0, |b, k| if self.value[k] > self.value[b] { k } else { b });
        Some(self.candidates[best])
    }

    /// Runs about `plays` simulated card plays (at least one determinisation).
    pub fn run_plays(&mut self, rng: &mut GameRng, plays: u32) -> Option<Move> {
        self.run(rng, (plays / self.per_sample.max(1)).max(1))
    }

    /// Determinisations still to run.
    pub fn samples_left(&self) -> u32 {
        self.samples_left
    }
}

impl Bot<Sorciers> for SearchBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        match self.begin(view) {
            Decision::Ready(mv) => mv,
            Decision::Thinking(mut job) => job.run(rng, u32::MAX),
        }
    }
}

/// A light copy of one round for playouts: the rules' own trick functions,
/// none of the log or the next deal.
#[derive(Clone, Debug)]
struct Sim {
    n: usize,
    round: u8,
    dealer: Seat,
    somme_non_nulle: bool,
    trump: Option<Race>,
    /// `true` while the dealer must still name trump.
    choosing: bool,
    hands: Vec<Vec<Card>>,
    bids: Vec<Option<u8>>,
    won: Vec<u8>,
    trick: Vec<(Seat, Card)>,
    leader: Seat,
    next_bidder: Option<Seat>,
    totals: Vec<i32>,
}

impl Sim {
    /// Deals the unseen cards consistently with `view`.
    fn determinize(view: &View, me: Seat, rng: &mut GameRng) -> Option<Sim> {
        let n = view.players();
        let Unseen { mut hands, pool, slots, hidden } = Unseen::of(view, Some(me))?;
        let mut dealt = deal_constrained(rng, pool, &slots)?;
        for (i, hand) in hidden.iter().zip(dealt.drain(1..)) {
            hands[*i] = Some(hand);
        }
        let hands: Vec<Vec<Card>> = hands.into_iter().map(Option::unwrap_or_default).collect();
        let bids = view
            .bids
            .iter()
            .enumerate()
            .map(|(i, b)| match b {
                BidView::Known(v) => Some(*v),
                BidView::Waiting => None,
                // A secret bid: guess it from the sampled hand and what was played.
                BidView::Secret => {
                    let mut dealt = hands[i].clone();
                    dealt.extend(view.played_this_round().filter(|(s, _)| s.index() == i).map(|(_, c)| c));
                    Some(pick_bid(bid_estimate(&dealt, view.trump, n, view.round), view.round, None))
                }
            })
            .collect();
        Some(Sim {
            n,
            round: view.round,
            dealer: view.dealer,
            somme_non_nulle: view.config.somme_non_nulle,
            trump: view.trump,
            choosing: view.phase == Phase::TrumpChoice,
            hands,
            bids,
            won: view.tricks_won.clone(),
            trick: view.trick.clone(),
            leader: view.leader,
            next_bidder: match view.phase {
                Phase::TrumpChoice => Some(view.dealer.left(n)),
                Phase::Bidding { next } => Some(next),
                _ => None,
            },
            totals: view.totals.clone(),
        })
    }

    fn to_act(&self) -> Seat {
        if self.choosing {
            return self.dealer;
        }
        match self.next_bidder {
            Some(s) => s,
            None => Seat(((self.leader.index() + self.trick.len()) % self.n) as u8),
        }
    }

    fn apply(&mut self, mv: Move) {
        let seat = self.to_act();
        match mv {
            Move::ChooseTrump(r) => {
                self.trump = Some(r);
                self.choosing = false;
            }
            Move::Bid(b) => {
                self.bids[seat.index()] = Some(b);
                self.next_bidder = (seat != self.dealer).then(|| seat.left(self.n));
            }
            Move::Play(card) => {
                let hand = &mut self.hands[seat.index()];
                if let Some(i) = hand.iter().position(|c| *c == card) {
                    hand.swap_remove(i);
                }
                self.trick.push((seat, card));
                if self.trick.len() == self.n {
                    let mut buf = [card; 7];
                    for (i, (_, c)) in self.trick.iter().enumerate() {
                        buf[i] = *c;
                    }
                    let w = self.trick[trick_winner(&buf[..self.n], self.trump)].0;
                    self.won[w.index()] += 1;
                    self.leader = w;
                    self.trick.clear();
                }
            }
        }
    }

    /// Heuristic moves for every seat until the round ends.
    fn playout(&mut self) {
        loop {
            let seat = self.to_act();
            let i = seat.index();
            let mv = if self.choosing {
                Move::ChooseTrump(strongest_race(&self.hands[i]))
            } else if self.next_bidder.is_some() {
                let forbidden = if self.somme_non_nulle && seat == self.dealer {
                    forbidden_bid(self.round, self.bids.iter().flatten().map(|b| *b as u32).sum())
                } else {
                    None
                };
                Move::Bid(pick_bid(bid_estimate(&self.hands[i], self.trump, self.n, self.round), self.round, forbidden))
            } else {
                if self.hands[i].is_empty() {
                    return;
                }
                let situation = Situation {
                    trump: self.trump,
                    n: self.n,
                    bid: self.bids[i].unwrap_or(0),
                    won: self.won[i],
                    tricks_left: self.hands[i].len() as u8,
                    tracker: None,
                };
                match play_card(&self.hands[i], &self.trick, &situation) {
                    Some(card) => Move::Play(card),
                    None => return,
                }
            };
            self.apply(mv);
        }
    }

    /// Our total after this round minus the best other total.
    fn margin(&self, me: Seat) -> i32 {
        let total = |i: usize| self.totals[i] + round_points(self.bids[i].unwrap_or(0), self.won[i]);
        let best_other = (0..self.n).filter(|i| *i != me.index()).map(total).max().unwrap_or(0);
        total(me.index()) - best_other
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{rng_from_seed, Game, Viewer};
    use crate::games::sorciers::{Config, State};

    fn c(code: &str) -> Card {
        Card::parse(code).unwrap()
    }

    fn cards(codes: &[&str]) -> Vec<Card> {
        codes.iter().map(|x| c(x)).collect()
    }

    fn sit(trump: Option<Race>, n: usize, bid: u8, won: u8, tricks_left: u8) -> Situation<'static> {
        Situation { trump, n, bid, won, tricks_left, tracker: None }
    }

    fn seat_trick(codes: &[&str]) -> Vec<(Seat, Card)> {
        codes.iter().enumerate().map(|(i, x)| (Seat(i as u8), c(x))).collect()
    }

    #[test]
    fn round_one_bids_follow_the_spec_hint() {
        assert_eq!(bid_estimate(&cards(&["S1"]), Some(Race::H), 4, 1), 1.0);
        assert_eq!(bid_estimate(&cards(&["H12"]), Some(Race::H), 4, 1), 1.0);
        assert_eq!(bid_estimate(&cards(&["H9"]), Some(Race::H), 4, 1), 0.0);
        assert_eq!(bid_estimate(&cards(&["E13"]), Some(Race::H), 4, 1), 0.0);
        assert_eq!(bid_estimate(&cards(&["F1"]), None, 4, 1), 0.0);
    }

    #[test]
    fn strong_hands_bid_more_than_weak_ones() {
        let strong = bid_estimate(&cards(&["S1", "S2", "H13", "H12", "E13"]), Some(Race::H), 4, 5);
        let weak = bid_estimate(&cards(&["F1", "E2", "N3", "G4", "E5"]), Some(Race::H), 4, 5);
        assert!(strong >= 3.0, "{strong}");
        assert!(weak < 0.5, "{weak}");
        // A long trump suit adds about 0.2 a trump beyond two.
        let three = bid_estimate(&cards(&["H2", "H3", "H4"]), Some(Race::H), 4, 3);
        assert!((three - (0.45 + 0.2) * (1.0 - 0.3 * 12.0 / 60.0)).abs() < 1e-4, "{three}");
    }

    #[test]
    fn somme_non_nulle_picks_the_nearer_legal_neighbour() {
        assert_eq!(pick_bid(1.8, 4, Some(2)), 1);
        assert_eq!(pick_bid(2.3, 4, Some(2)), 3);
        assert_eq!(pick_bid(0.2, 4, Some(0)), 1);
        assert_eq!(pick_bid(4.0, 4, Some(4)), 3);
        assert_eq!(pick_bid(7.0, 3, None), 3);
    }

    #[test]
    fn needing_a_trick_the_last_player_wins_it_cheaply() {
        // Trump Nains; E9 then E12 played; we hold E10, E13, N2, S1 and need a trick.
        let hand = cards(&["E10", "E13", "S1", "N2"]);
        let card = play_card(&hand, &seat_trick(&["E9", "E12"]), &sit(Some(Race::N), 3, 1, 0, 4));
        assert_eq!(card, Some(c("E13")), "the cheapest winner that follows");
        // Void in Elfes: the small trump is enough, keep the Sorcier.
        let hand = cards(&["H1", "N2", "S1"]);
        assert_eq!(play_card(&hand, &seat_trick(&["E9", "E12"]), &sit(Some(Race::N), 3, 1, 0, 3)), Some(c("N2")));
    }

    #[test]
    fn with_its_bid_made_it_ducks_and_sheds_danger() {
        // Enough tricks; E12 leads: play the highest card that still loses.
        let hand = cards(&["E13", "E11", "E2", "F1"]);
        assert_eq!(play_card(&hand, &seat_trick(&["E12"]), &sit(Some(Race::N), 4, 0, 0, 4)), Some(c("E11")));
        // Leading with enough tricks: the weakest card.
        let hand = cards(&["S1", "N13", "E2"]);
        assert_eq!(play_card(&hand, &[], &sit(Some(Race::N), 4, 1, 1, 3)), Some(c("E2")));
        // Leading while needing every remaining trick: a strong card.
        let hand = cards(&["N13", "E2"]);
        assert_eq!(play_card(&hand, &[], &sit(Some(Race::N), 4, 2, 0, 2)), Some(c("N13")));
    }

    #[test]
    fn card_tracking_knows_master_cards() {
        let only_out = |codes: &[&str]| {
            let mut out = [false; DECK_SIZE];
            for x in codes {
                out[c(x).id() as usize] = true;
            }
            Tracker { out }
        };
        let t = only_out(&["H5", "E3"]);
        assert!(t.unbeatable(c("N2"), Some(Race::N)), "no higher trump and no Sorcier out");
        assert!(t.unbeatable(c("H6"), Some(Race::N)), "no higher Humain and no trump out");
        assert!(!t.unbeatable(c("H4"), Some(Race::N)), "H5 is out");
        assert!(!only_out(&["S2"]).unbeatable(c("N13"), Some(Race::N)), "a Sorcier is out");
        assert!(!only_out(&["N1"]).unbeatable(c("E13"), Some(Race::N)), "a trump is out");
        // Needing a trick, leading: the tracked master N2 goes first; without
        // tracking the heuristic would probe with its weakest card.
        let hand = cards(&["N2", "E1"]);
        let t = only_out(&["E3"]);
        let tracked = Situation { tracker: Some(&t), ..sit(Some(Race::N), 4, 1, 0, 2) };
        assert_eq!(play_card(&hand, &[], &tracked), Some(c("N2")));
        assert_eq!(play_card(&hand, &[], &sit(Some(Race::N), 4, 1, 0, 2)), Some(c("E1")));
    }

    #[test]
    fn search_takes_the_last_trick_it_needs() {
        // Round 2 at 3 players, dealer C. C bid 2 and plays last to the first
        // trick: A led G3, B played H1; C holds G5 and G2 and must take it.
        let config = Config::with_players(3);
        let mut s = State::from_deal(
            &config,
            2,
            Seat(2),
            vec![cards(&["G3", "E1"]), cards(&["H1", "H2"]), cards(&["G5", "G2"])],
            Some(c("N7")),
        );
        Sorciers::apply(&mut s, Seat(0), Move::Bid(0)).unwrap();
        Sorciers::apply(&mut s, Seat(1), Move::Bid(0)).unwrap();
        Sorciers::apply(&mut s, Seat(2), Move::Bid(2)).unwrap();
        Sorciers::apply(&mut s, Seat(0), Move::Play(c("G3"))).unwrap();
        Sorciers::apply(&mut s, Seat(1), Move::Play(c("H1"))).unwrap();
        let view = Sorciers::view(&s, Viewer::Seat(Seat(2)));
        let mv = SearchBot::default().choose(&view, &mut rng_from_seed(1));
        assert_eq!(mv, Some(Move::Play(c("G5"))), "G2 would lose to G3");
        assert_eq!(HeuristicBot.choose(&view, &mut rng_from_seed(1)), Some(Move::Play(c("G5"))));
    }

    /// The search bot's bid in round 2 at 3 players for seat A holding `hand`.
    fn search_bid(hand: &[&str]) -> Option<Move> {
        let hands = vec![cards(hand), cards(&["H1", "H2"]), cards(&["E5", "G2"])];
        let s = State::from_deal(&Config::with_players(3), 2, Seat(2), hands, Some(c("N7")));
        let view = Sorciers::view(&s, Viewer::Seat(Seat(0)));
        SearchBot::default().choose(&view, &mut rng_from_seed(2))
    }

    #[test]
    fn search_bids_what_a_sure_hand_makes() {
        assert_eq!(search_bid(&["S1", "S2"]), Some(Move::Bid(2)), "two Sorciers: two sure tricks");
        assert_eq!(search_bid(&["F1", "F2"]), Some(Move::Bid(0)), "two Fous cannot win against race cards");
    }
}
