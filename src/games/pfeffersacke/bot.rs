//! Computer opponents. Everything is public, so a bot reads the whole state
//! from its view and looks ahead through its own turn (§10).

use super::map::map;
use super::rules::{Disc, Move, State};
use super::view::View;
use crate::engine::{choose, Bot, GameRng, Seat};

/// Uniformly random legal moves.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<super::Pfeffersacke> for RandomBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        (view.to_act == view.me).then_some(())?;
        choose(rng, &view.state.legal_moves()).copied()
    }
}

/// Posts per city and seat, and free slots per city, counted once per
/// position (the value function reads them for every seat).
struct Counts {
    posts: Vec<[u8; 6]>,
    free: Vec<u8>,
}

impl Counts {
    fn of(s: &State) -> Counts {
        let m = map();
        let mut posts = vec![[0u8; 6]; m.cities.len()];
        let mut free = vec![0u8; m.cities.len()];
        for (i, c) in m.cities.iter().enumerate() {
            for &o in &s.slots[c.off as usize..(c.off + c.slots) as usize] {
                if o == 0 {
                    free[i] += 1;
                } else {
                    posts[i][usize::from(o - 1)] += 1;
                }
            }
        }
        Counts { posts, free }
    }
}

/// How much a position is worth to `p` (in PI, roughly).
pub fn value(s: &State, p: Seat) -> f32 {
    value_with(s, p, &Counts::of(s))
}

fn value_with(s: &State, p: Seat, k: &Counts) -> f32 {
    if let Some(out) = s.outcome() {
        let win = if out.winners.contains(&p) { 8.0 } else { 0.0 };
        return out.scores[p.index()] as f32 + win;
    }
    let m = map();
    let me = &s.players[p.index()];
    let rate = s.config.rate() as f32;
    let pi = p.index();
    let mut mask = 0u32;
    for (i, c) in m.cities.iter().enumerate() {
        if k.posts[i][pi] > 0 {
            mask |= 1 << c.region;
        }
    }
    let regions = mask.count_ones() as u8;
    // How many more turns of income to expect. Not `clamp`: its assertion
    // message would bring float formatting into the browser build.
    #[allow(clippy::manual_clamp)]
    let horizon = (f32::from(s.counter) / s.n() as f32).max(1.0).min(4.0);
    let mut v = me.pi as f32
        + 2.0 * f32::from(regions)
        + me.florins as f32 * 0.05
        + (me.florins.min(12) as f32) * 0.12
        + f32::from(me.sc) * 1.2
        + f32::from(me.posts) * 0.12;
    for (i, c) in m.cities.iter().enumerate() {
        let n = k.posts[i][pi];
        let free = k.free[i];
        if n > 0 {
            if c.large && s.discs[i] == Disc::OnBoard {
                let val = f32::from(c.slots);
                let need = c.slots / 2 + 1;
                let best_other = (0..s.n()).filter(|&o| o != pi).map(|o| k.posts[i][o]).max().unwrap_or(0);
                v += f32::from(free) * rate * horizon / 20.0;
                if n < need && need - n <= free && best_other < need {
                    let share = f32::from(n) / f32::from(need);
                    let threat = f32::from(best_other) / f32::from(need);
                    v += val * share * share * (1.0 - 0.6 * threat) * 0.8;
                } else if n >= best_other {
                    v += (val / 2.0).floor() * 0.4;
                }
            }
        } else if free > 0 {
            // Reach: a city next to one of ours that we could still enter.
            let near = m.adj[i].iter().any(|&(o, _)| k.posts[o as usize][pi] > 0);
            if near {
                v += if !c.large {
                    0.35
                } else if s.discs[i] == Disc::OnBoard {
                    0.08 * f32::from(c.slots)
                } else if s.discs[i] == Disc::NotPlaced && me.discs.contains(&c.slots) {
                    0.05 * f32::from(c.slots)
                } else {
                    0.0
                };
            }
        }
    }
    v
}

/// `p`'s value minus the mean of the others'.
pub fn relative(s: &State, p: Seat) -> f32 {
    let n = s.n();
    let k = Counts::of(s);
    let others: f32 = Seat::all(n).filter(|&o| o != p).map(|o| value_with(s, o, &k)).sum::<f32>() / (n - 1) as f32;
    value_with(s, p, &k) - others
}

pub(crate) fn after(s: &State, mv: Move) -> State {
    let mut t = s.clone();
    let seat = t.active;
    t.apply(seat, mv).expect("a legal move");
    t
}

/// Completes `p`'s turn greedily (each step: the move with the best value
/// right after it); returns the value at the end of the turn.
pub(crate) fn greedy_finish(mut s: State, p: Seat) -> f32 {
    while s.to_act() == Some(p) && s.step != super::rules::Step::Setup {
        let best = best_by(&s, |t| relative(t, p));
        s = after(&s, best);
    }
    relative(&s, p)
}

fn best_by(s: &State, mut f: impl FnMut(&State) -> f32) -> Move {
    let mut best = None;
    for mv in s.legal_moves() {
        let score = f(&after(s, mv));
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            best = Some((score, mv));
        }
    }
    best.expect("a legal move").1
}

/// The heuristic: each candidate move is followed by a greedy completion of
/// the turn, and the end-of-turn position is valued. `beam` > 0 re-examines
/// the best candidates with a second greedy level (the strong seat).
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot {
    pub beam: usize,
}

impl HeuristicBot {
    pub fn decide(&self, s: &State) -> Move {
        let p = s.active;
        let legal = s.legal_moves();
        if legal.len() == 1 {
            return legal[0];
        }
        let mut scored: Vec<(f32, Move)> = legal.iter().map(|&mv| (greedy_finish(after(s, mv), p), mv)).collect();
        if self.beam > 0 {
            crate::engine::sort::sort_by(&mut scored, |a, b| a.0.total_cmp(&b.0).is_gt());
            scored.truncate(self.beam);
            for e in &mut scored {
                let t = after(s, e.1);
                if t.to_act() == Some(p) && t.step != super::rules::Step::Setup {
                    let next = HeuristicBot { beam: 0 }.decide(&t);
                    e.0 = e.0.max(greedy_finish(after(&t, next), p));
                }
            }
        }
        let mut best = scored[0];
        for e in &scored[1..] {
            if e.0 > best.0 {
                best = *e;
            }
        }
        best.1
    }
}

impl Bot<super::Pfeffersacke> for HeuristicBot {
    fn choose(&self, view: &View, _rng: &mut GameRng) -> Option<Move> {
        if view.to_act.is_none() || view.to_act != view.me {
            return None;
        }
        Some(self.decide(&view.state))
    }
}
