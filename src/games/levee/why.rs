//! Why a move is good, in one line, for a hint: read from the seat's
//! [`View`] only, and true of the move there.

use super::bot::potential_quantile;
use super::cards::{Card, Cards};
use super::rules::{placements, Move, Phase};
use super::text::card_face;
use super::tx;
use super::view::View;
use crate::engine::Seat;
use crate::i18n::Lang;

/// A reason for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The only legal move.
    Only,
    /// Every pack is empty: the seat must open the levée.
    MustCall,
    /// « Preums ! » with a hand whose best pile (`mine`) is above the
    /// others' likely best (`others`, their mean estimate, rounded down);
    /// `small`: opens with one card and keeps the rest to answer.
    CallStrong {
        mine: u8,
        others: u8,
        small: bool,
    },
    /// « Preums ! » with a single card, keeping the rest of the hand.
    CallSmall,
    /// Draws on: the hand's best pile would not beat the others' likely best.
    WaitWeak {
        mine: u8,
        others: u8,
    },
    /// Takes the lead of the levée at `total`; `fewest`: no placement on its
    /// own pile leads with fewer cards; `game`: winning this levée now
    /// would reach the target.
    Lead {
        total: u8,
        fewest: bool,
        game: bool,
    },
    /// Ties the lead on its own pile: a tie gives nobody a zero.
    Tie {
        total: u8,
    },
    /// Brings another seat's pile level with the lead (`stops`: the unique
    /// leader who would have reached the target).
    SupportTie {
        to: Seat,
        stops: Option<Seat>,
    },
    /// Lifts another seat's pile above the unique leader, who would have
    /// reached the target.
    SupportOver {
        to: Seat,
        stops: Seat,
    },
    /// Passes while leading alone.
    PassLeading,
    /// Passes in a levée another seat called, keeping the hand.
    PassKeep,
    /// The winner keeps these cards: the `[4]`, or its reserve's main value.
    KeepStrong {
        card: Card,
        count: u8,
    },
    KeepMain {
        card: Card,
        count: u8,
    },
    /// The winner gives cards of a value another recipient's reserve is not
    /// built on.
    Burden {
        to: Seat,
        card: Card,
        count: u8,
    },
}

/// The value with the largest count × value in a reserve (ties: the higher).
pub fn main_value(reserve: &Cards) -> u8 {
    Card::NUMBERS
        .into_iter()
        .max_by_key(|c| (reserve.get(*c) as u32 * c.value() as u32, c.value()))
        .map_or(2, Card::value)
}

/// The best pile `hand` could open: every card of the best value and every `[+1]`.
pub fn best_pile(hand: &Cards) -> u8 {
    let best = Card::NUMBERS.iter().map(|c| hand.get(*c) as u32 * c.value() as u32).max().unwrap_or(0);
    if best == 0 {
        return 0;
    }
    (best + hand.get(Card::Plus) as u32).min(255) as u8
}

/// The others' likely best new pile (their mean estimate from the public
/// reserves and hand sizes), rounded down.
pub fn others_best(view: &View, me: Seat) -> u8 {
    let best = view
        .seats
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != me.index())
        .map(|(_, s)| potential_quantile(s.hand_size, &s.reserve, None, 0.0))
        .fold(0.0f32, f32::max);
    // `as` saturates: below 0 is 0, above 255 is 255.
    best.floor() as u8
}

/// The reason for `mv` in `view`, if one can honestly be given.
/// Long by design: one arm per kind of move, each with its own reasons in
/// the order the strong computer weighs them.
pub fn reason(view: &View, mv: &Move) -> Option<Why> {
    let me = view.viewer.seat()?;
    let hand = view.hand?;
    let legal = view.legal_moves();
    if !legal.contains(mv) || view.seats.len() != view.players() {
        return None;
    }
    if legal.len() == 1 {
        return Some(Why::Only);
    }
    let piles = view.pile_summary();
    match (mv, view.phase) {
        (Move::Call { .. }, Phase::ForcedCall { .. }) => Some(Why::MustCall),
        (Move::Call { cards }, Phase::Draw) => {
            let (mine, others) = (best_pile(&hand), others_best(view, me));
            let small = cards.len() == 1 && hand.len() > 1;
            if mine > others {
                Some(Why::CallStrong { mine, others, small })
            } else {
                small.then_some(Why::CallSmall)
            }
        }
        (Move::Continue, Phase::Draw) => {
            let (mine, others) = (best_pile(&hand), others_best(view, me));
            (mine <= others).then_some(Why::WaitWeak { mine, others })
        }
        (Move::Place { target, cards }, Phase::Levee) => {
            let base = piles.get(target.index()).copied().flatten().map_or(0, |(_, t)| t);
            let total = base + cards.total() as u8;
            let h = view.highest;
            let leader = match view.leaders.as_slice() {
                [l] => Some(*l),
                _ => None,
            };
            let gain_now = piles.iter().flatten().count() as u8;
            // The unique leader would reach the target if the levée ended now.
            let threat = leader.filter(|l| view.seats[l.index()].zeros + gain_now >= view.config.target);
            if *target == me {
                if total > h {
                    let options = placements(&hand, me, &piles, h);
                    let fewest = options
                        .iter()
                        .filter(|(t, c)| *t == me && base as u32 + c.total() > h as u32)
                        .all(|(_, c)| c.len() >= cards.len());
                    let piles_after = gain_now + u8::from(piles[me.index()].is_none());
                    let game = view.seats[me.index()].zeros + piles_after >= view.config.target;
                    Some(Why::Lead { total, fewest, game })
                } else {
                    Some(Why::Tie { total })
                }
            } else if total == h {
                Some(Why::SupportTie { to: *target, stops: threat.filter(|l| l != target) })
            } else {
                threat.filter(|l| l != target).map(|stops| Why::SupportOver { to: *target, stops })
            }
        }
        (Move::Pass, Phase::Levee) => {
            if view.leaders.as_slice() == [me] {
                Some(Why::PassLeading)
            } else if view.caller != Some(me) {
                Some(Why::PassKeep)
            } else {
                None
            }
        }
        (Move::Give { to, card, count }, Phase::Redistribute { .. }) => {
            let mine = view.seats.get(me.index())?.reserve;
            if *to == me {
                if *card == Card::Four {
                    Some(Why::KeepStrong { card: *card, count: *count })
                } else {
                    (card.is_number() && card.value() == main_value(&mine))
                        .then_some(Why::KeepMain { card: *card, count: *count })
                }
            } else {
                let theirs = view.seats.get(to.index())?.reserve;
                (card.is_number() && card.value() != main_value(&theirs)).then_some(Why::Burden {
                    to: *to,
                    card: *card,
                    count: *count,
                })
            }
        }
        _ => None,
    }
}

impl Why {
    /// The reason in one line (`names`: the seats' names).
    /// Long by design: one arm per reason, a table read top to bottom.
    pub fn text(self, names: &[String], lang: Lang) -> String {
        let name = |s: Seat| names.get(s.index()).map_or("?", |n| n.as_str()).to_string();
        match self {
            Why::Only => tx::why_only(lang).into(),
            Why::MustCall => tx::why_must_call(lang).into(),
            Why::CallStrong { mine, others, small: false } => tx::why_call_strong(lang, mine, others),
            Why::CallStrong { mine, others, small: true } => tx::why_call_strong_keep(lang, mine, others),
            Why::CallSmall => tx::why_call_small(lang).into(),
            Why::WaitWeak { mine, others } => tx::why_wait(lang, mine, others),
            Why::Lead { total, fewest, game } => match (fewest, game) {
                (false, false) => tx::why_lead(lang, total),
                (true, false) => tx::why_lead_fewest(lang, total),
                (false, true) => tx::why_lead_game(lang, total),
                (true, true) => tx::why_lead_fewest_game(lang, total),
            },
            Why::Tie { total } => tx::why_tie(lang, total),
            Why::SupportTie { to, stops: Some(l) } => tx::why_back_tie_stops(lang, name(to), name(l)),
            Why::SupportTie { to, stops: None } => tx::why_back_tie(lang, name(to)),
            Why::SupportOver { to, stops } => tx::why_back_over(lang, name(to), name(stops)),
            Why::PassLeading => tx::why_pass_leading(lang).into(),
            Why::PassKeep => tx::why_pass_keep(lang).into(),
            Why::KeepStrong { card, count } => tx::why_keep_strong(lang, count, card_face(card)),
            Why::KeepMain { card, count } => tx::why_keep_main(lang, count, card_face(card)),
            Why::Burden { to, card, count } => tx::why_burden(lang, count, card_face(card), name(to)),
        }
    }
}
