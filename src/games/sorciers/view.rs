//! What one seat (or the table) may know: the only thing the UI and the bots read.

use super::cards::{sort_for_display, Card, Race};
use super::rules::{Config, Move, Phase, SheetEntry, State, Trick};
use crate::engine::{Outcome, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// A seat's bid as the viewer knows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BidView {
    /// Not bid yet this round.
    #[default]
    Waiting,
    /// Has bid; the value is secret to this viewer.
    Secret,
    Known(u8),
}

/// A card of a hand seen in vision de l'enfer, and whether it has been played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenCard {
    pub card: Card,
    pub played: bool,
}

/// The redacted state (spec §6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub config: Config,
    pub rounds: u8,
    pub round: u8,
    pub dealer: Seat,
    pub leader: Seat,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    /// The viewer's own hand in display order; `None` for the table, and while
    /// bidding in vision de l'enfer.
    pub hand: Option<Vec<Card>>,
    pub hand_sizes: Vec<u8>,
    /// Cards in the stock, the face-up trump card included.
    pub stock_size: u8,
    pub trump_card: Option<Card>,
    pub trump: Option<Race>,
    pub bids: Vec<BidView>,
    pub tricks_won: Vec<u8>,
    /// The trick in progress, in play order.
    pub trick: Vec<(Seat, Card)>,
    /// The led race of the trick in progress, if any.
    pub led: Option<Race>,
    /// Every completed trick of this round (DECISION D12).
    pub completed: Vec<Trick>,
    /// Vision de l'enfer: the other seats' hands this seat saw (`None` for itself
    /// and outside vision rounds).
    pub seen_hands: Vec<Option<Vec<SeenCard>>>,
    pub sheet: Vec<Vec<SheetEntry>>,
    pub totals: Vec<i32>,
    /// The viewer's legal moves when it is to act, else empty.
    pub legal: Vec<Move>,
    /// Somme non-nulle: the bid the dealer may not make, shown to him.
    pub forbidden_bid: Option<u8>,
    pub outcome: Option<Outcome>,
}

impl View {
    pub fn players(&self) -> usize {
        self.config.players as usize
    }

    /// Is it the viewer's turn?
    pub fn my_turn(&self) -> bool {
        self.to_act.is_some() && self.to_act == self.viewer.seat()
    }

    /// Every card played this round, completed tricks first, in order.
    pub fn played_this_round(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.completed.iter().flat_map(|t| t.cards.iter().copied()).chain(self.trick.iter().copied())
    }
}

pub(super) fn build(state: &State, viewer: Viewer) -> View {
    let n = state.n();
    // A seat that is not at this table sees what the table sees.
    let me = viewer.seat().filter(|s| s.index() < n);
    let vision = state.config.vision_de_l_enfer;
    let vision_bidding = vision && matches!(state.phase, Phase::TrumpChoice | Phase::Bidding { .. });
    let hand = me.filter(|_| !vision_bidding).map(|s| {
        let mut h = state.hands[s.index()].clone();
        sort_for_display(&mut h, state.trump);
        h
    });
    let bids = state
        .bids
        .iter()
        .enumerate()
        .map(|(i, b)| match b {
            None => BidView::Waiting,
            Some(v) if state.bids_public || me == Some(Seat(i as u8)) => BidView::Known(*v),
            Some(_) => BidView::Secret,
        })
        .collect();
    let seen_hands = (0..n)
        .map(|i| {
            let other = Seat(i as u8);
            let me = me?;
            if !vision || other == me || state.phase == Phase::GameOver {
                return None;
            }
            let mut cards = state.dealt[i].clone();
            sort_for_display(&mut cards, state.trump);
            let played: Vec<Card> = state.played_by(other).collect();
            Some(cards.into_iter().map(|card| SeenCard { card, played: played.contains(&card) }).collect())
        })
        .collect();
    let my_turn = me.is_some() && state.to_act() == me;
    View {
        viewer,
        config: state.config.clone(),
        rounds: state.rounds,
        round: state.round,
        dealer: state.dealer,
        leader: state.leader,
        phase: state.phase,
        to_act: state.to_act(),
        hand,
        hand_sizes: state.hands.iter().map(|h| h.len() as u8).collect(),
        stock_size: state.stock.len() as u8,
        trump_card: state.trump_card,
        trump: state.trump,
        bids,
        tricks_won: state.tricks_won.clone(),
        trick: state.trick.clone(),
        led: state.led(),
        completed: state.completed.clone(),
        seen_hands,
        sheet: state.sheet.clone(),
        totals: state.totals.clone(),
        legal: if my_turn { state.legal_moves() } else { Vec::new() },
        forbidden_bid: if my_turn { state.forbidden_bid_now() } else { None },
        outcome: state.outcome(),
    }
}
