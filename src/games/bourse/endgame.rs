//! The final phase at two players, solved exactly.
//!
//! Once the talon is empty, the two-player game hides nothing from either
//! seat: every object card not laid and not in my hand is in the other hand,
//! and every idea card is displayed. The final phase (one card a turn) is
//! then a small perfect-information game: a minimax search (alpha-beta with
//! a transposition table; cards of one series are interchangeable) finds the
//! card that leaves my purse furthest ahead of the other after settlement,
//! within a node budget. Ahead at the best play means a win whenever one can
//! be forced.

use super::rules::{si, Card, Move, Phase};
use super::view::View;
use crate::engine::Seat;
use std::collections::HashMap;

const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const INF: i32 = 1 << 24;

struct Solver {
    ns: usize,
    mine: [u8; 18],
    theirs: [u8; 18],
    /// What my collecting series `s` moves the margin by (twice the payment).
    gain_me: [i32; 18],
    /// What the other's collecting it moves the margin by (negative).
    gain_them: [i32; 18],
    tt: HashMap<u128, (i32, u8)>,
    nodes: u64,
    budget: u64,
}

impl Solver {
    fn key(&self, my_turn: bool) -> u128 {
        let mut k: u128 = u128::from(my_turn);
        for s in 0..self.ns {
            k = (k << 6) | u128::from(self.mine[s]) << 3 | u128::from(self.theirs[s]);
        }
        k
    }

    /// Series the mover may lay, most promising first: a collection, then
    /// a series the other cannot touch, then the rest (fewest left first).
    fn moves(&self, my_turn: bool) -> Vec<usize> {
        let (a, b) = if my_turn { (&self.mine, &self.theirs) } else { (&self.theirs, &self.mine) };
        let mut m: Vec<(u8, usize)> = (0..self.ns)
            .filter(|&s| a[s] > 0)
            .map(|s| {
                let rank = if a[s] + b[s] == 1 {
                    0
                } else if b[s] == 0 {
                    1
                } else if a[s] + b[s] == 2 {
                    // Laying brings the pile to 3 with the last card elsewhere.
                    if b[s] == 1 {
                        9
                    } else {
                        2
                    }
                } else {
                    3 + (a[s] + b[s])
                };
                (rank, s)
            })
            .collect();
        crate::engine::sort::sort(&mut m);
        m.into_iter().map(|x| x.1).collect()
    }

    /// The future margin (mine minus the other's) at best play from here,
    /// `None` once the budget is spent.
    fn search(&mut self, my_turn: bool, mut alpha: i32, mut beta: i32) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let left_mine: u8 = self.mine[..self.ns].iter().sum();
        let left_theirs: u8 = self.theirs[..self.ns].iter().sum();
        if left_mine + left_theirs == 0 {
            return Some(0);
        }
        // A seat with an empty hand is skipped.
        let my_turn = if my_turn { left_mine > 0 } else { left_theirs == 0 };
        let key = self.key(my_turn);
        let (a0, b0) = (alpha, beta);
        if let Some(&(v, flag)) = self.tt.get(&key) {
            match flag {
                EXACT => return Some(v),
                LOWER => alpha = alpha.max(v),
                _ => beta = beta.min(v),
            }
            if alpha >= beta {
                return Some(v);
            }
        }
        let mut best = if my_turn { -INF } else { INF };
        for s in self.moves(my_turn) {
            if my_turn {
                self.mine[s] -= 1;
            } else {
                self.theirs[s] -= 1;
            }
            let collected = self.mine[s] + self.theirs[s] == 0;
            let now = if !collected {
                0
            } else if my_turn {
                self.gain_me[s]
            } else {
                self.gain_them[s]
            };
            let r = self.search(!my_turn, alpha - now, beta - now);
            if my_turn {
                self.mine[s] += 1;
            } else {
                self.theirs[s] += 1;
            }
            let v = now + r?;
            if my_turn {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        let flag = if best <= a0 {
            UPPER
        } else if best >= b0 {
            LOWER
        } else {
            EXACT
        };
        self.tt.insert(key, (best, flag));
        Some(best)
    }
}

/// The card to lay, when the position is a two-player final phase that
/// solves within `budget` nodes; `None` otherwise.
pub fn solve(v: &View, budget: u64) -> Option<Move> {
    let me = v.me.filter(|&m| v.to_act == Some(m))?;
    if v.n() != 2 || v.config.teams || v.phase != Phase::Final || v.pending.is_some() || v.talon > 0 {
        return None;
    }
    let other = Seat(1 - me.0);
    let ns = usize::from(v.series());
    let mut sv = Solver {
        ns,
        mine: [0; 18],
        theirs: [0; 18],
        gain_me: [0; 18],
        gain_them: [0; 18],
        tt: HashMap::new(),
        nodes: 0,
        budget,
    };
    for c in &v.hand {
        sv.mine[si(c.series())] += 1;
    }
    for s in 0..ns {
        if v.collector[s].is_some() {
            continue;
        }
        sv.theirs[s] = 4u8.checked_sub(v.piles[s].len() as u8 + sv.mine[s])?;
        let holder = v.holder[s]?;
        // Two players: a contract pays 600, a simple series 400 (§4.5).
        sv.gain_me[s] = 2 * if holder == me { 600 } else { 400 };
        sv.gain_them[s] = -2 * if holder == other { 600 } else { 400 };
    }
    if sv.theirs[..ns].iter().map(|x| usize::from(*x)).sum::<usize>() != usize::from(v.hand_sizes[other.index()]) {
        return None;
    }
    let mut best: Option<(i32, usize)> = None;
    for s in sv.moves(true) {
        sv.mine[s] -= 1;
        let now = if sv.mine[s] + sv.theirs[s] == 0 { sv.gain_me[s] } else { 0 };
        let alpha = best.map_or(-INF, |b| b.0) - now;
        let r = sv.search(false, alpha, INF);
        sv.mine[s] += 1;
        let value = now + r?;
        if best.is_none_or(|b| value > b.0) {
            best = Some((value, s));
        }
    }
    let (_, s) = best?;
    let card: Card = *v.hand.iter().filter(|c| si(c.series()) == s).min()?;
    Some(Move::PlayCard(card))
}
