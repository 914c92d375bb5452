//! The strong computer opponent: a look-ahead over the real state (nothing
//! is hidden in this game, so the view holds the whole state).
//!
//! Every legal move of the current step is valued as the heuristic does (the
//! rest of the turn completed greedily). The best few are then played out:
//! the rest of my turn, the others' turns and my next turn (two of them at 2
//! or 3 players), every seat played by the heuristic; the end position is
//! valued for me against the others. One candidate per slice.

use super::bot::{after, greedy_finish, relative, HeuristicBot};
use super::rules::{State, Step};
use super::view::View;
use super::{Move, Pfeffersacke};
use crate::engine::{Bot, Decision, GameRng, Seat};

/// Search settings.
#[derive(Clone, Copy, Debug)]
pub struct SearchBot {
    /// Candidates played out.
    pub width: usize,
    /// My own turns played out after the current one (0: by player count).
    pub my_turns: u32,
}

impl Default for SearchBot {
    fn default() -> Self {
        SearchBot { width: 4, my_turns: 0 }
    }
}

/// A decision in progress: candidates waiting for their playout.
#[derive(Clone, Debug)]
pub struct SearchJob {
    state: State,
    me: Seat,
    my_turns: u32,
    candidates: Vec<(f32, Move)>,
    next: usize,
    best: Option<(f32, Move)>,
}

impl SearchBot {
    pub fn begin(&self, view: &View) -> Decision<Move, Box<SearchJob>> {
        let s = &view.state;
        if view.to_act.is_none() || view.to_act != view.me {
            return Decision::Ready(None);
        }
        let me = s.active;
        let legal = s.legal_moves();
        if legal.len() <= 1 {
            return Decision::Ready(legal.first().copied());
        }
        // The heuristic's own ranking (ties kept in legal order).
        let mut scored: Vec<(f32, Move)> = legal
            .iter()
            .map(|&mv| {
                let t = after(s, mv);
                let v = if s.step == Step::Setup { relative(&t, me) } else { greedy_finish(t, me) };
                (v, mv)
            })
            .collect();
        crate::engine::sort::sort_by(&mut scored, |a, b| a.0.total_cmp(&b.0).is_gt());
        scored.truncate(self.width.max(1));
        if scored.len() == 1 {
            return Decision::Ready(Some(scored[0].1));
        }
        let my_turns = if self.my_turns > 0 {
            self.my_turns
        } else if s.n() <= 3 {
            2
        } else {
            1
        };
        Decision::Thinking(Box::new(SearchJob {
            state: s.clone(),
            me,
            my_turns,
            candidates: scored,
            next: 0,
            best: None,
        }))
    }
}

impl Bot<Pfeffersacke> for SearchBot {
    fn choose(&self, view: &View, _rng: &mut GameRng) -> Option<Move> {
        match self.begin(view) {
            Decision::Ready(m) => m,
            Decision::Thinking(mut job) => loop {
                if let Some(m) = job.run(1) {
                    break Some(m);
                }
            },
        }
    }
}

impl SearchJob {
    /// Plays out up to `count` candidates; the move once all are done.
    pub fn run(&mut self, count: usize) -> Option<Move> {
        for _ in 0..count.max(1) {
            let Some(&(_, mv)) = self.candidates.get(self.next) else { break };
            self.next += 1;
            let v = playout(after(&self.state, mv), self.me, self.my_turns);
            if self.best.is_none_or(|b| v > b.0) {
                self.best = Some((v, mv));
            }
        }
        if self.next >= self.candidates.len() {
            self.best.map(|b| b.1)
        } else {
            None
        }
    }
}

/// Plays on with the heuristic at every seat until `me` has completed
/// `my_turns` more turns after the current one (or the game ends); the value
/// for `me` then.
fn playout(mut s: State, me: Seat, my_turns: u32) -> f32 {
    let easy = HeuristicBot { beam: 0 };
    let mut mine = s.to_act() == Some(me);
    // My current turn may be over already: then it is not to be counted.
    let mut left = if mine { my_turns } else { my_turns.saturating_sub(1) };
    while let Some(seat) = s.to_act() {
        let now_mine = seat == me && s.step != Step::Setup;
        if mine && !now_mine {
            // One of my turns has just ended.
            if left == 0 {
                break;
            }
            left -= 1;
        }
        mine = now_mine;
        let mv = easy.decide(&s);
        if s.apply(seat, mv).is_err() {
            break;
        }
    }
    score(&s, me)
}

/// How good the position is for `me`: the final result once the game is
/// over (winning first), else the heuristic's value against the others.
fn score(s: &State, me: Seat) -> f32 {
    if let Some(out) = s.outcome() {
        let mine = out.scores[me.index()] as f32;
        let best_other = out.scores.iter().enumerate().filter(|(i, _)| *i != me.index()).map(|(_, x)| *x).max();
        let margin = mine - best_other.unwrap_or(0) as f32;
        return 1000.0 * f32::from(out.ranks[me.index()] == 1) - 100.0 * f32::from(out.ranks[me.index()]) + margin;
    }
    relative(s, me)
}
