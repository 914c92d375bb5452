//! What one seat (or the table) may know (spec §6): the only thing the UI and
//! the bots read.

use super::cards::{Card, Cards};
use super::rules::{call_options, check_placement, placements, Config, Move, Phase, State};
use crate::engine::{Outcome, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// A pile as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileView {
    /// The number value of the pile (2, 3 or 4).
    pub value: u8,
    /// Every card in the order laid, with who laid it.
    pub cards: Vec<(Card, Seat)>,
    pub total: u8,
}

/// One seat's public facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub zeros: u8,
    /// "1" followed by the zeros, grouped by thousands: "1 000 000" (DECISION D25).
    pub valuation: String,
    pub hand_size: u8,
    pub pack_size: u8,
    /// Hand + pack together, by value (public, DECISION D23).
    pub reserve: Cards,
    pub pile: Option<PileView>,
    /// Cards the winner has given this seat so far (redistribution).
    pub given: Cards,
}

/// The redacted state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub config: Config,
    pub phase: Phase,
    /// The single seat to decide now (`None`: game over).
    pub to_act: Option<Seat>,
    pub token: Seat,
    /// Whose draw turn it is (draw phase).
    pub drawer: Seat,
    /// Who holds priority (levée).
    pub priority: Seat,
    pub caller: Option<Seat>,
    pub opening_lock: bool,
    pub passes: u8,
    pub levees_played: u16,
    pub seats: Vec<SeatView>,
    /// The largest pile total (0 without piles): a placement must reach it.
    pub highest: u8,
    /// The seats whose pile total equals `highest`.
    pub leaders: Vec<Seat>,
    /// The viewer's own hand; `None` for the table.
    pub hand: Option<Cards>,
    /// The viewer's own pack composition (order unknown); `None` for the table.
    pub pack: Option<Cards>,
    /// The card the viewer just drew, while he decides.
    pub just_drew: Option<Card>,
    /// The drawer has drawn a card this turn and decides with it in hand
    /// (`false`: his pack was empty). Public: everyone sees him draw (the
    /// `Drew` event), only he sees what; a state dealt anew from another
    /// seat's view needs it to give him a drawn card, or none.
    pub drawer_drew: bool,
    /// The viewer may call « Preums ! » now.
    pub may_call: bool,
    /// Redistribution: what remains of the pool, and the recipients.
    pub pool_left: Cards,
    pub recipients: Vec<Seat>,
    pub outcome: Option<Outcome>,
    /// The score pad: one row per levée resolved.
    pub sheet: Vec<super::rules::LeveeRow>,
}

/// "1" followed by `zeros` zeros, grouped by thousands with a space: data
/// of the view, in no language. The table shows `text::valuation_text`,
/// grouped as the reader's language groups numbers.
pub fn valuation(zeros: u8) -> String {
    let digits: String = std::iter::once('1').chain(std::iter::repeat_n('0', zeros as usize)).collect();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(ch);
    }
    out
}

impl View {
    pub fn players(&self) -> usize {
        self.config.players as usize
    }

    pub fn my_turn(&self) -> bool {
        self.to_act.is_some() && self.to_act == self.viewer.seat()
    }

    /// Each seat's pile as `(value, total)`.
    pub fn pile_summary(&self) -> Vec<Option<(u8, u8)>> {
        self.seats.iter().map(|s| s.pile.as_ref().map(|p| (p.value, p.total))).collect()
    }

    /// The viewer's legal moves, computed from the view alone (the same list
    /// as the engine's when the viewer is to act; empty otherwise).
    pub fn legal_moves(&self) -> Vec<Move> {
        let (Some(me), Some(hand)) = (self.viewer.seat(), self.hand) else { return Vec::new() };
        if !self.my_turn() {
            return Vec::new();
        }
        match self.phase {
            Phase::Draw => {
                let mut out = vec![Move::Continue];
                if self.may_call {
                    out.extend(call_options(&hand).into_iter().map(|cards| Move::Call { cards }));
                }
                out
            }
            Phase::ForcedCall { .. } => call_options(&hand).into_iter().map(|cards| Move::Call { cards }).collect(),
            Phase::Levee => {
                let mut out = vec![Move::Pass];
                out.extend(
                    placements(&hand, me, &self.pile_summary(), self.highest)
                        .into_iter()
                        .map(|(target, cards)| Move::Place { target, cards }),
                );
                out
            }
            Phase::Redistribute { .. } => {
                let mut out = Vec::new();
                for &to in &self.recipients {
                    for card in Card::ALL {
                        for count in 1..=self.pool_left.get(card) {
                            out.push(Move::Give { to, card, count });
                        }
                    }
                }
                out
            }
            Phase::Over { .. } => Vec::new(),
        }
    }

    /// Would laying `cards` on `target` be refused, and why (for the UI's hints)?
    pub fn check_place(&self, target: Seat, cards: &Cards) -> Result<(), super::RuleError> {
        let me = self.viewer.seat().unwrap_or(Seat(0));
        let hand = self.hand.unwrap_or_default();
        let piles = self.pile_summary();
        check_placement(&hand, me, target, cards, |s| piles.get(s.index()).copied().flatten(), self.highest)
    }
}

pub(super) fn build(state: &State, viewer: Viewer) -> View {
    let n = state.n();
    let me = viewer.seat().filter(|s| s.index() < n);
    let highest = state.highest();
    let seats = Seat::all(n)
        .map(|s| {
            let i = s.index();
            SeatView {
                zeros: state.zeros[i],
                valuation: valuation(state.zeros[i]),
                hand_size: state.hands[i].len() as u8,
                pack_size: state.packs[i].len() as u8,
                reserve: state.reserve(s),
                pile: state.piles[i].as_ref().map(|p| PileView {
                    value: p.value,
                    cards: p.cards.clone(),
                    total: p.total(),
                }),
                given: state.given[i],
            }
        })
        .collect();
    let leaders =
        Seat::all(n).filter(|s| state.piles[s.index()].as_ref().is_some_and(|p| p.total() == highest)).collect();
    let to_act = state.to_act();
    let my_turn = me.is_some() && to_act == me;
    let redistributing = matches!(state.phase, Phase::Redistribute { .. });
    View {
        viewer: me.map_or(Viewer::Table, Viewer::Seat),
        config: state.config.clone(),
        phase: state.phase,
        to_act,
        token: state.token,
        drawer: state.drawer,
        priority: state.priority,
        caller: state.caller,
        opening_lock: state.opening_lock,
        passes: state.passes,
        levees_played: state.levees_played,
        seats,
        highest,
        leaders,
        hand: me.map(|s| state.hands[s.index()]),
        pack: me.map(|s| Cards::from_cards(state.packs[s.index()].iter().copied())),
        just_drew: state.last_draw.filter(|(s, _)| Some(*s) == me).map(|(_, c)| c),
        drawer_drew: state.last_draw.is_some(),
        may_call: my_turn
            && state.phase == Phase::Draw
            && me != Some(state.token)
            && !state.opening_lock
            && me.is_some_and(|s| state.hands[s.index()].has_number()),
        pool_left: if redistributing { state.pool_left() } else { Cards::EMPTY },
        recipients: if redistributing { state.pile_seats() } else { Vec::new() },
        outcome: state.outcome(),
        sheet: state.sheet.clone(),
    }
}
