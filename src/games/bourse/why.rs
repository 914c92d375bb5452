//! Why a move is good, in one line, for a hint: read from the seat's
//! [`View`] only, and true of the move there.

use super::rules::{si, Card, Move, Phase};
use super::view::View;
use crate::engine::Seat;
use crate::games::bourse::tx;
use crate::i18n::Lang;

/// Why one object card is laid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lay {
    /// It is the series' 4th card: the seat collects it; `contract`: with
    /// its idea on its side, so every opponent pays.
    Collects { series: u8, contract: bool },
    /// Every card of the series not yet laid is in the seat's hand: nobody
    /// else can collect it.
    Safe { series: u8 },
    /// The series the seat holds most cards of.
    Most { series: u8, held: u8 },
    /// At most the 2nd card of its series: the 4th is still far.
    Early { series: u8 },
}

/// A reason for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The only legal move.
    Only,
    /// One card laid (final phase).
    Lay(Lay),
    /// Two cards laid (talon phase): the reasons of the first and the second.
    Pair(Option<Lay>, Option<Lay>),
    /// Buys the idea of a series the seat's side has collected.
    BuyCollected { series: u8 },
    /// Buys the idea of a series of which the seat holds `held` of the
    /// `left` cards still to lay.
    BuyHeld { series: u8, held: u8, left: u8 },
    /// Sells the idea of a series the seat holds no card of.
    SellUseless { series: u8 },
    /// Keeps the idea of a series the seat holds `held` cards of.
    KeepHeld { series: u8, held: u8 },
    /// Keeps the idea of a series the buyer's side has collected.
    KeepFromCollector { series: u8 },
}

/// Cards of series `s` laid, and in `hand`.
fn counts(view: &View, hand: &[Card], s: u8) -> (u8, u8) {
    let laid = view.piles[si(s)].len() as u8;
    let held = hand.iter().filter(|c| c.series() == s).count() as u8;
    (laid, held)
}

/// Why `card` is laid from `hand` (still holding it), `extra` cards laid
/// before it this turn.
fn lay(view: &View, me: Seat, hand: &[Card], card: Card, extra: &[Card]) -> Option<Lay> {
    let series = card.series();
    let (laid, held) = counts(view, hand, series);
    let laid = laid + extra.iter().filter(|c| c.series() == series).count() as u8;
    if laid == 3 {
        let contract = view.holder[si(series)].is_some_and(|h| view.config.allied(h, me));
        return Some(Lay::Collects { series, contract });
    }
    if laid + held == 4 {
        return Some(Lay::Safe { series });
    }
    let most = (1..=view.series()).all(|s| counts(view, hand, s).1 <= held);
    if most && held >= 2 {
        return Some(Lay::Most { series, held });
    }
    (laid < 2).then_some(Lay::Early { series })
}

/// The reason for `mv` in `view`, if one can honestly be given.
pub fn reason(view: &View, mv: &Move) -> Option<Why> {
    let me = view.me?;
    let legal = view.legal();
    if !legal.contains(mv) {
        return None;
    }
    if legal.len() == 1 {
        return Some(Why::Only);
    }
    let hand = &view.hand;
    match *mv {
        Move::PlayCard(c) => lay(view, me, hand, c, &[]).map(Why::Lay),
        Move::PlayPair(a, b) => {
            let first = lay(view, me, hand, a, &[]);
            let mut rest = hand.clone();
            let i = rest.iter().position(|x| *x == a)?;
            rest.remove(i);
            let second = lay(view, me, &rest, b, &[a]);
            (first.is_some() || second.is_some()).then_some(Why::Pair(first, second))
        }
        Move::RequestIdea(series) => {
            if view.collector[si(series)].is_some_and(|c| view.config.allied(c, me)) {
                return Some(Why::BuyCollected { series });
            }
            let (laid, held) = counts(view, hand, series);
            (held > 0 && view.collector[si(series)].is_none()).then_some(Why::BuyHeld { series, held, left: 4 - laid })
        }
        Move::Answer(sell) => {
            let r = view.pending?;
            let series = r.series;
            let (_, held) = counts(view, hand, series);
            let collector = view.collector[si(series)];
            if sell {
                (held == 0 && !collector.is_some_and(|c| view.config.allied(c, me)))
                    .then_some(Why::SellUseless { series })
            } else if collector.is_some_and(|c| view.config.allied(c, r.buyer)) {
                Some(Why::KeepFromCollector { series })
            } else {
                (held > 0).then_some(Why::KeepHeld { series, held })
            }
        }
        Move::EndTurn => None,
    }
    .filter(|_| view.phase != Phase::Over)
}

impl Lay {
    fn text(self, lang: Lang) -> String {
        match self {
            Lay::Collects { series, contract: true } => tx::why_lay_collects_with_idea(lang, series),
            Lay::Collects { series, contract: false } => tx::why_lay_collects(lang, series),
            Lay::Safe { series } => tx::why_lay_safe(lang, series),
            Lay::Most { series, held } => tx::why_lay_most(lang, series, held),
            Lay::Early { series } => tx::why_lay_early(lang, series),
        }
    }
}

impl Why {
    /// The reason in one line.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Why::Only => tx::why_only(lang).into(),
            Why::Lay(l) | Why::Pair(Some(l), None) | Why::Pair(None, Some(l)) => l.text(lang),
            Why::Pair(Some(a), Some(b)) => tx::why_pair(lang, a.text(lang), b.text(lang)),
            Why::Pair(None, None) => String::new(),
            Why::BuyCollected { series } => tx::why_buy_collected(lang, series),
            Why::BuyHeld { series, held, left } => tx::why_buy_held(lang, held, left, series),
            Why::SellUseless { series } => tx::why_sell_useless(lang, series),
            Why::KeepHeld { series, held } => tx::why_keep_held(lang, held, series),
            Why::KeepFromCollector { series } => tx::why_keep_from_collector(lang, series),
        }
    }
}
