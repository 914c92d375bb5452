//! The strong computer opponent: a short list of candidate moves (the
//! heuristic's own first), each tried on the same few states drawn
//! consistently with the seat's view — the unseen object cards dealt again
//! to the other hands and the talon, the ideas nobody shows shuffled into the
//! talon, an unknown seed for later deals — then played on by the heuristic
//! for every seat until the manche's accounts or a horizon. The candidate
//! that leaves the seat's purse furthest ahead of the best other purse, on
//! average, is played; ties keep the heuristic's choice.

use super::bot::HeuristicBot;
use super::rules::{si, Card, Move, State};
use super::view::{self, View};
use super::Bourse;
use crate::engine::{shuffle, sort, Bot, Decision, GameRng, Seat, Viewer};
use rand_core::RngCore;

/// Search settings.
#[derive(Clone, Copy, Debug)]
pub struct SearchBot {
    /// States drawn per decision (every candidate is tried on each).
    pub samples: u32,
    /// Candidate moves at most.
    pub candidates: usize,
    /// Moves played after the candidate in each playout at most (300: in
    /// practice, until the manche's accounts).
    pub horizon: u32,
    /// How much better, in money per sample on average, another candidate
    /// must do to replace the heuristic's choice (playouts are noisy).
    pub margin: f64,
    /// Node budget of the exact two-player final-phase search (0: none).
    pub endgame_nodes: u64,
}

impl Default for SearchBot {
    fn default() -> Self {
        SearchBot { samples: 9, candidates: 5, horizon: 300, margin: 200.0, endgame_nodes: 100_000 }
    }
}

/// A decision in progress, run a few playouts at a time.
#[derive(Clone, Debug)]
pub struct SearchJob {
    view: View,
    me: Seat,
    candidates: Vec<Move>,
    totals: Vec<f64>,
    /// The state drawn for the current sample, and the next candidate to try on it.
    drawn: Option<State>,
    next: usize,
    done: u32,
    samples: u32,
    horizon: u32,
    margin: f64,
}

impl SearchBot {
    pub fn begin(&self, view: &View) -> Decision<Move, Box<SearchJob>> {
        let Some(me) = view.me.filter(|&m| view.to_act == Some(m)) else { return Decision::Ready(None) };
        // Two players, final phase: nothing is hidden any more, solve it.
        if let Some(mv) = super::endgame::solve(view, self.endgame_nodes) {
            return Decision::Ready(Some(mv));
        }
        let candidates = HeuristicBot::shortlist(view, self.candidates);
        if candidates.len() <= 1 {
            return Decision::Ready(candidates.into_iter().next());
        }
        let n = candidates.len();
        Decision::Thinking(Box::new(SearchJob {
            view: view.clone(),
            me,
            candidates,
            totals: vec![0.0; n],
            drawn: None,
            next: 0,
            done: 0,
            samples: self.samples,
            horizon: self.horizon,
            margin: self.margin,
        }))
    }
}

impl Bot<Bourse> for SearchBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        match self.begin(view) {
            Decision::Ready(m) => m,
            Decision::Thinking(mut job) => loop {
                if let Some(m) = job.run(rng, u32::MAX) {
                    break Some(m);
                }
            },
        }
    }
}

impl SearchJob {
    /// Runs up to `playouts` playouts; the chosen move once every sample is done.
    pub fn run(&mut self, rng: &mut GameRng, playouts: u32) -> Option<Move> {
        for _ in 0..playouts {
            if self.done == self.samples {
                break;
            }
            let drawn = self.drawn.get_or_insert_with(|| deal(&self.view, self.me, rng));
            let mv = self.candidates[self.next].clone();
            self.totals[self.next] += playout(drawn.clone(), self.me, mv, self.horizon);
            self.next += 1;
            if self.next == self.candidates.len() {
                self.next = 0;
                self.drawn = None;
                self.done += 1;
            }
        }
        (self.done == self.samples).then(|| {
            // The heuristic's choice (first) unless another is clearly better.
            let bar = self.totals[0] + self.margin * f64::from(self.samples);
            let mut best = 0;
            for (i, &t) in self.totals.iter().enumerate().skip(1) {
                if t > bar && t > self.totals[best] {
                    best = i;
                }
            }
            self.candidates[best].clone()
        })
    }
}

/// A full state `me` cannot tell from what the view shows.
pub fn deal(v: &View, me: Seat, rng: &mut GameRng) -> State {
    let ns = v.series();
    let seen = |c: &Card| v.hand.contains(c) || v.piles[si(c.series())].contains(c);
    let mut unseen: Vec<Card> =
        (1..=ns).flat_map(|s| (1..5).map(move |k| Card::object(s, k))).filter(|c| !seen(c)).collect();
    shuffle(rng, &mut unseen);
    let hands = Seat::all(v.n())
        .map(|seat| {
            if seat == me {
                return v.hand.clone();
            }
            let k = usize::from(v.hand_sizes[seat.index()]).min(unseen.len());
            let mut hand = unseen.split_off(unseen.len() - k);
            sort::sort(&mut hand);
            hand
        })
        .collect();
    let mut talon = unseen;
    talon.extend((1..=ns).filter(|&s| v.holder[si(s)].is_none()).map(Card::idea));
    shuffle(rng, &mut talon);
    State {
        config: v.config.clone(),
        seed: rng.next_u64(),
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

/// Plays `mv` for `me`, then the heuristic for everyone until this manche's
/// accounts or `horizon` moves; how far `me`'s purse is then ahead of the
/// best other purse (negative: behind).
fn playout(mut s: State, me: Seat, mv: Move, horizon: u32) -> f64 {
    let manche = s.manche;
    if s.apply(me, mv).is_err() {
        return f64::from(i32::MIN);
    }
    for _ in 0..horizon {
        if s.manche != manche {
            break;
        }
        let Some(seat) = s.to_act() else { break };
        let Some(m) = HeuristicBot::decide(&view::build(&s, Viewer::Seat(seat))) else { break };
        if s.apply(seat, m).is_err() {
            break;
        }
    }
    // The balances after this manche's accounts if they were done, else as they would be now.
    let balances = s.history.get(usize::from(manche) - 1).cloned().unwrap_or_else(|| s.accounts().balances);
    let mine = s.config.purse(me);
    let best_other = (0..balances.len()).filter(|&p| p != mine).map(|p| balances[p]).max().unwrap_or(0);
    f64::from(balances[mine] - best_other)
}
