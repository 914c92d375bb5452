//! What one seat (or the table) may know, and the legal moves computed from it.

use super::rules::{accounts, request_check, Card, Config, Move, Phase, Request, Settlement, State};
use crate::engine::{shuffle, GameRng, Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub config: Config,
    /// `None`: the public table.
    pub me: Option<Seat>,
    pub manche: u8,
    pub dealer: Seat,
    pub phase: Phase,
    /// The active seat (the buyer while a request waits for its answer).
    pub turn: Seat,
    /// Who decides now (`None` once over).
    pub to_act: Option<Seat>,
    /// The transactions' opener (also the final phase's first player).
    pub opener: Seat,
    /// The viewer's own object cards (empty for the table).
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<u8>,
    pub talon: u8,
    /// Object cards laid per series (index = series − 1), in order.
    pub piles: Vec<Vec<Card>>,
    pub collector: Vec<Option<Seat>>,
    /// Who displays each idea (`None`: in the talon).
    pub holder: Vec<Option<Seat>>,
    /// Per purse (per team with teams).
    pub money: Vec<i32>,
    pub pending: Option<Request>,
    pub sold: u32,
    pub requested: Vec<u32>,
    pub asked: bool,
    pub quiet: u8,
    /// What the collected series would pay if the manche ended now.
    pub preview: Settlement,
    /// The last manche's accounts.
    pub last: Option<Settlement>,
    /// Balances per purse after each manche.
    pub history: Vec<Vec<i32>>,
}

pub fn build(s: &State, viewer: Viewer) -> View {
    let me = viewer.seat();
    View {
        config: s.config.clone(),
        me,
        manche: s.manche,
        dealer: s.dealer,
        phase: s.phase,
        turn: s.turn,
        to_act: s.to_act(),
        opener: s.opener,
        hand: me.map(|m| s.hands[m.index()].clone()).unwrap_or_default(),
        hand_sizes: s.hands.iter().map(|h| h.len() as u8).collect(),
        talon: s.talon.len() as u8,
        piles: s.piles.clone(),
        collector: s.collector.clone(),
        holder: s.holder.clone(),
        money: s.money.clone(),
        pending: s.pending,
        sold: s.sold,
        requested: s.requested.clone(),
        asked: s.asked,
        quiet: s.quiet,
        preview: s.accounts(),
        last: s.last.clone(),
        history: s.history.clone(),
    }
}

impl View {
    pub fn n(&self) -> usize {
        self.config.n()
    }

    pub fn series(&self) -> u8 {
        self.config.series()
    }

    pub fn money_of(&self, seat: Seat) -> i32 {
        self.money[self.config.purse(seat)]
    }

    /// Why the viewer may not ask for this idea now (`Ok`: the owner).
    pub fn request_check(&self, series: u8) -> Result<Seat, super::RuleError> {
        let me = self.me.ok_or(super::RuleError::NotYourTurn)?;
        request_check(&self.config, me, series, &self.holder, self.sold, self.requested[me.index()], &self.money)
    }

    /// The viewer's legal moves (empty unless he is to act).
    pub fn legal(&self) -> Vec<Move> {
        let Some(me) = self.me.filter(|&m| self.to_act == Some(m)) else { return Vec::new() };
        if self.pending.is_some() {
            return vec![Move::Answer(true), Move::Answer(false)];
        }
        let h = &self.hand;
        match self.phase {
            Phase::Talon => {
                let mut v = Vec::new();
                for (i, &a) in h.iter().enumerate() {
                    for (j, &b) in h.iter().enumerate() {
                        if i != j {
                            v.push(Move::PlayPair(a, b));
                        }
                    }
                }
                v
            }
            Phase::Transactions => {
                let _ = me;
                let mut v: Vec<Move> =
                    (1..=self.series()).filter(|&s| self.request_check(s).is_ok()).map(Move::RequestIdea).collect();
                v.push(Move::EndTurn);
                v
            }
            Phase::Final => h.iter().map(|&c| Move::PlayCard(c)).collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// The accounts if these collectors and holders stood at the end (bots).
    pub fn accounts_with(&self, collector: &[Option<Seat>], holder: &[Option<Seat>]) -> Settlement {
        accounts(&self.config, self.manche, collector, holder, &self.money)
    }
}

/// A state `viewer` cannot tell from `s`: the other hands' objects and the
/// talon's cards are dealt again, keeping every size (ideas not displayed stay in the talon).
pub fn resample(s: &State, viewer: Seat, rng: &mut GameRng) -> State {
    let mut out = s.clone();
    let mut pool: Vec<Card> = s.talon.iter().copied().filter(|c| !c.is_idea()).collect();
    for (i, h) in s.hands.iter().enumerate() {
        if i != viewer.index() {
            pool.extend(h);
        }
    }
    shuffle(rng, &mut pool);
    for (i, h) in out.hands.iter_mut().enumerate() {
        if i != viewer.index() {
            let k = h.len();
            *h = pool.split_off(pool.len() - k);
            crate::engine::sort::sort(h);
        }
    }
    pool.extend(s.talon.iter().copied().filter(|c| c.is_idea()));
    shuffle(rng, &mut pool);
    out.talon = pool;
    out
}
