//! What Preums ! says to players, in each language (the messages of
//! `i18n/<lang>/levee.ftl`): card names, log lines, button labels and why a
//! move is refused. Pure (tested natively).

use super::cards::{Card, Cards};
use super::rules::{AutoReason, BadGift, EndReason, Event, Move, Phase, RuleError};
use super::tx;
use crate::engine::Seat;
use crate::i18n::{grouped, list, Lang};

/// The face of a card: "[2]", "[3]", "[4]", "[+1]".
pub fn card_face(card: Card) -> &'static str {
    match card {
        Card::Two => "[2]",
        Card::Three => "[3]",
        Card::Four => "[4]",
        Card::Plus => "[+1]",
    }
}

/// The accessible name of a card: "carte visiteurs 3", "visitor card +1".
pub fn card_name(card: Card, lang: Lang) -> String {
    tx::card_name(lang, card_value(card))
}

/// A card's value as written on it: "2", "3", "4", "+1".
pub fn card_value(card: Card) -> String {
    match card {
        Card::Plus => "+1".to_string(),
        c => c.value().to_string(),
    }
}

/// Names of the game's items.
pub fn item_name(item: Item, lang: Lang) -> &'static str {
    match item {
        Item::Pack => tx::item_pack(lang),
        Item::Hand => tx::item_hand(lang),
        Item::Pile => tx::item_pile(lang),
        Item::Token => tx::item_token(lang),
        Item::Zeros => tx::item_zeros(lang),
        Item::Valuation => tx::item_valuation(lang),
        Item::Pool => tx::item_pool(lang),
    }
}

/// The things the table shows, for labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    Pack,
    Hand,
    Pile,
    Token,
    Zeros,
    Valuation,
    Pool,
}

/// "3 cartes [2] et 1 carte [+1]" / "3 cards [2] and 1 card [+1]"; "aucune carte" / "no card".
pub fn cards_text(cards: &Cards, lang: Lang) -> String {
    let parts: Vec<String> = Card::ALL
        .iter()
        .filter(|c| cards.get(**c) > 0)
        .map(|c| tx::cards_of_value(lang, cards.get(*c), card_face(*c)))
        .collect();
    if parts.is_empty() {
        tx::cards_none(lang).to_string()
    } else {
        list(lang, &parts)
    }
}

/// The same, said (no brackets): "3 cards of 2 and 1 card of +1".
pub fn cards_said(cards: &Cards, lang: Lang) -> String {
    let parts: Vec<String> = Card::ALL
        .iter()
        .filter(|c| cards.get(**c) > 0)
        .map(|c| tx::cards_of_value_said(lang, cards.get(*c), card_value(*c)))
        .collect();
    if parts.is_empty() {
        tx::cards_none(lang).to_string()
    } else {
        list(lang, &parts)
    }
}

/// Cards side by side: "[2][2][2][+1]".
pub fn faces(cards: &Cards) -> String {
    cards.iter().map(card_face).collect()
}

/// A blog's worth: "1" followed by `zeros` zeros, grouped as every number
/// is ("1 000 000" with narrow no-break spaces, "1,000,000"): a valuation
/// is never cut at the end of a line. As digits: the zeros beyond the
/// target are kept, and may outgrow any integer.
pub fn valuation_text(zeros: u8, lang: Lang) -> String {
    let digits: String = std::iter::once('1').chain(std::iter::repeat_n('0', usize::from(zeros))).collect();
    grouped(&digits, lang)
}

/// "2 zéros (valorisation 100)" / "2 zeros (valuation 100)".
pub fn zeros_text(zeros: u8, lang: Lang) -> String {
    tx::zeros_valuation(lang, zeros, valuation_text(zeros, lang))
}

fn seat_name(names: &[String], s: Seat) -> String {
    names.get(s.index()).cloned().unwrap_or_else(|| format!("#{}", s.index() + 1))
}

// ---------------------------------------------------------------- events

/// One log line, in the reader's language.
/// Long by design: one arm per event, a table read top to bottom (cutting
/// it would scatter one table over several functions).
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let name = |s: Seat| seat_name(names, s);
    match event {
        Event::TokenGiven { seat } => tx::log_token_given(lang, name(*seat)),
        Event::DrawPhase { levee, drawer } => tx::log_draw_phase(lang, *levee, name(*drawer)),
        Event::Drew { seat, pack_left } => tx::log_drew(lang, name(*seat), *pack_left),
        Event::DrewCard { card, .. } => tx::log_drew_card(lang, card_name(*card, lang)),
        Event::NoDraw { seat } => tx::log_no_draw(lang, name(*seat)),
        Event::LockReleased => tx::log_lock_released(lang).into(),
        Event::AutoContinue { seat, reason } => match reason {
            AutoReason::TokenHolder => tx::log_auto_continue_token(lang, name(*seat)),
            AutoReason::OpeningLock => tx::log_auto_continue_lock(lang, name(*seat)),
        },
        Event::Continued { seat } => tx::log_continued(lang, name(*seat)),
        Event::MustCall { seat } => tx::log_must_call(lang, name(*seat)),
        Event::Called { seat, cards, total, forced } => {
            let (name, cards) = (name(*seat), cards_said(cards, lang));
            if *forced {
                tx::log_called_forced(lang, name, cards, *total)
            } else {
                tx::log_called(lang, name, cards, *total)
            }
        }
        Event::Placed { seat, target, cards, total } => {
            if seat == target {
                tx::log_placed_own(lang, name(*seat), cards_said(cards, lang), *total)
            } else {
                tx::log_placed_backs(lang, name(*seat), name(*target), cards_said(cards, lang), *total)
            }
        }
        Event::Passed { seat, auto, passes } => {
            if *auto {
                tx::log_passed_auto(lang, name(*seat), *passes)
            } else {
                tx::log_passed(lang, name(*seat), *passes)
            }
        }
        Event::LeveeResult { totals, highest, winner } => {
            let list: Vec<String> = totals.iter().map(|(s, t)| tx::log_levee_entry(lang, name(*s), *t)).collect();
            let list = list.join(", ");
            match winner {
                Some(w) => tx::log_levee_won(lang, list, name(*w), *highest),
                None => tx::log_levee_tie(lang, list, *highest),
            }
        }
        Event::ZerosGained { seat, gained, zeros } => {
            tx::log_zeros_gained(lang, name(*seat), *gained, *zeros, valuation_text(*zeros, lang))
        }
        Event::PilesReturned { returns } => {
            let list: Vec<String> =
                returns.iter().map(|(s, c)| tx::log_returned_entry(lang, name(*s), cards_said(c, lang))).collect();
            tx::log_piles_returned(lang, list.join(", "))
        }
        Event::RedistributionStarted { winner, pool, recipients } => {
            let list: Vec<String> = recipients.iter().map(|s| name(*s)).collect();
            tx::log_share_out_started(lang, name(*winner), cards_said(pool, lang), list.join(", "))
        }
        Event::Gave { winner, to, card, count, left } => {
            let given = cards_said(&Cards::of(*card, *count), lang);
            let rest = cards_said(left, lang);
            if winner == to {
                tx::log_kept(lang, name(*winner), given, rest)
            } else {
                tx::log_gave(lang, name(*winner), given, name(*to), rest)
            }
        }
        Event::Distributed { winner, shares, automatic } => {
            let list: Vec<String> = shares
                .iter()
                .filter(|(_, c)| !c.is_empty())
                .map(|(s, c)| tx::log_share_entry(lang, name(*s), c.len()))
                .collect();
            let list = if list.is_empty() { tx::cards_none(lang).to_string() } else { list.join(", ") };
            if *automatic {
                tx::log_took_all_back(lang, name(*winner), list)
            } else {
                tx::log_packs_grow(lang, list)
            }
        }
        Event::GameOver { reason, outcome, target } => {
            let winners: Vec<String> = outcome.winners.iter().map(|s| name(*s)).collect();
            let winners = list(lang, &winners);
            match reason {
                EndReason::Target => tx::log_over_target(lang, winners, valuation_text(*target, lang)),
                EndReason::Exhaustion => tx::log_over_exhaustion(lang, winners),
                EndReason::Cap => tx::log_over_cap(lang, winners),
            }
        }
    }
}

// ---------------------------------------------------------------- moves

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    match mv {
        // As the button says.
        Move::Continue => tx::button_carry_on(lang).into(),
        Move::Call { cards } => tx::move_call(lang, faces(cards)),
        Move::Pass => tx::button_pass(lang).into(),
        Move::Place { target, cards } => tx::move_place(lang, faces(cards), target.index() + 1),
        Move::Give { to, card, count } => {
            tx::move_give(lang, cards_said(&Cards::of(*card, *count), lang), to.index() + 1)
        }
    }
}

/// A button label naming the players: "Poser [3][3] devant Bob".
pub fn move_text_named(mv: &Move, names: &[String], me: Seat, lang: Lang) -> String {
    match mv {
        Move::Place { target, cards } if *target == me => tx::move_place_mine(lang, faces(cards)),
        Move::Place { target, cards } => tx::move_place_on(lang, faces(cards), seat_name(names, *target)),
        Move::Give { to, card, count } if *to == me => tx::move_keep(lang, cards_said(&Cards::of(*card, *count), lang)),
        Move::Give { to, card, count } => {
            tx::move_give_to(lang, cards_said(&Cards::of(*card, *count), lang), seat_name(names, *to))
        }
        other => move_text(other, lang),
    }
}

/// What the phase asks for, in a few words.
pub fn phase_text(phase: Phase, lang: Lang) -> &'static str {
    match phase {
        Phase::Draw => tx::phase_draw(lang),
        Phase::ForcedCall { .. } => tx::phase_forced_call(lang),
        Phase::Levee => tx::phase_levee(lang),
        Phase::Redistribute { .. } => tx::phase_share_out(lang),
        Phase::Over { .. } => tx::phase_over(lang),
    }
}

// ---------------------------------------------------------------- errors

/// Why a move is refused, in players' words.
/// Long by design: one arm per refusal, a table read top to bottom.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    match err {
        RuleError::GameOver => tx::error_game_over(lang).into(),
        RuleError::NotYourTurn { expected, .. } => tx::error_not_your_turn(lang, expected.index() + 1),
        RuleError::WrongPhase { phase } => match phase {
            Phase::Draw => tx::error_phase_draw(lang).into(),
            Phase::ForcedCall { .. } => tx::error_phase_forced_call(lang).into(),
            Phase::Levee => tx::error_phase_levee(lang).into(),
            Phase::Redistribute { .. } => tx::error_phase_share_out(lang).into(),
            Phase::Over { .. } => tx::error_game_over(lang).into(),
        },
        RuleError::CannotCallTokenHolder => tx::error_token_holder(lang).into(),
        RuleError::CannotCallOpeningLock => tx::error_opening_lock(lang).into(),
        RuleError::CannotCallNoNumberCard => tx::error_no_number_card(lang).into(),
        RuleError::MustCall => tx::error_must_call(lang).into(),
        RuleError::EmptyPlacement => tx::error_no_card_chosen(lang).into(),
        RuleError::CardsNotInHand { missing } => tx::error_not_in_hand(lang, cards_said(missing, lang)),
        RuleError::MixedValues { values } => {
            let faces: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            tx::error_mixed_values(lang, list(lang, &faces))
        }
        RuleError::NewPileNeedsNumberCard => tx::error_new_pile_needs_number(lang).into(),
        RuleError::NoPileToSupport { target } => tx::error_no_pile_to_back(lang, target.index() + 1),
        RuleError::ValueMismatch { pile_value, value } => tx::error_value_mismatch(lang, *pile_value, *value),
        RuleError::BelowHighest { total, highest } => tx::error_below_highest(lang, *total, *highest),
        RuleError::BadDistribution(g) => match g {
            BadGift::NotRecipient { seat } => tx::error_not_recipient(lang, seat.index() + 1),
            BadGift::NotInPool { card, wanted, left } => {
                tx::error_not_in_pool(lang, cards_said(&Cards::of(*card, *left), lang), *wanted)
            }
            BadGift::Nothing => tx::error_give_nothing(lang).into(),
        },
    }
}

/// A seat's action as a short bubble at its seat: « Preums ! », cards laid
/// (and on whose pile), a pass, carrying on.
pub fn bubble(event: &Event, names: &[String], lang: Lang) -> Option<(Seat, String)> {
    let name = |s: &Seat| names.get(s.index()).map_or("?", |n| n.as_str());
    match event {
        Event::Called { seat, cards, .. } => Some((*seat, tx::bubble_call(lang, faces(cards)))),
        Event::Placed { seat, target, cards, .. } if seat == target => Some((*seat, faces(cards))),
        Event::Placed { seat, target, cards, .. } => Some((*seat, format!("{} → {}", faces(cards), name(target)))),
        Event::Passed { seat, .. } => Some((*seat, tx::bubble_pass(lang).to_string())),
        Event::Continued { seat } | Event::AutoContinue { seat, .. } => {
            Some((*seat, tx::bubble_carry_on(lang).to_string()))
        }
        Event::Gave { winner, to, card, count, .. } => {
            Some((*winner, format!("{count} × {} → {}", card_face(*card), name(to))))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Outcome;

    fn names() -> Vec<String> {
        ["Ana", "Bob", "Cléo"].map(String::from).to_vec()
    }

    /// The texts read as they did before the catalogues, in French and
    /// English, and are written in German and Dutch.
    #[test]
    fn cards_and_zeros_read_in_every_language() {
        let mut c = Cards::of(Card::Two, 3);
        c.add(Card::Plus, 1);
        let said = Lang::ALL.map(|l| cards_text(&c, l));
        assert_eq!(
            said,
            [
                "3 cartes [2] et 1 carte [+1]",
                "3 cards [2] and 1 card [+1]",
                "3 Karten [2] und 1 Karte [+1]",
                "3 kaarten [2] en 1 kaart [+1]"
            ]
        );
        assert_eq!(cards_text(&Cards::EMPTY, Lang::Fr), "aucune carte");
        assert_eq!(zeros_text(6, Lang::Fr), "6 zéros (valorisation 1\u{202f}000\u{202f}000)");
        assert_eq!(zeros_text(1, Lang::En), "1 zero (valuation 10)");
        assert_eq!(zeros_text(0, Lang::Fr), "0 zéro (valorisation 1)");
        assert_eq!(zeros_text(0, Lang::En), "0 zeros (valuation 1)");
        assert_eq!(zeros_text(6, Lang::De), "6 Nullen (Bewertung 1.000.000)");
        assert_eq!(zeros_text(1, Lang::Nl), "1 nul (waardering 10)");
        assert_eq!(card_name(Card::Plus, Lang::Fr), "carte visiteurs +1");
    }

    #[test]
    fn log_lines_keep_their_words() {
        let n = names();
        let passed = |passes, lang| event_text(&Event::Passed { seat: Seat(0), auto: false, passes }, &n, lang);
        assert_eq!(passed(1, Lang::Fr), "Ana passe (1 passe d'affilée).");
        assert_eq!(passed(2, Lang::Fr), "Ana passe (2 passes d'affilée).");
        assert_eq!(passed(1, Lang::En), "Ana passes (1 pass in a row).");
        assert_eq!(passed(3, Lang::En), "Ana passes (3 passes in a row).");
        assert_eq!(
            event_text(&Event::NoDraw { seat: Seat(0) }, &n, Lang::Fr),
            "Le paquet d'Ana est vide : pas de pioche."
        );
        assert_eq!(
            event_text(&Event::NoDraw { seat: Seat(1) }, &n, Lang::Fr),
            "Le paquet de Bob est vide : pas de pioche."
        );
        let gained = Event::ZerosGained { seat: Seat(2), gained: 3, zeros: 4 };
        assert_eq!(
            event_text(&gained, &n, Lang::Fr),
            "Cléo gagne 3 zéros et a maintenant 4 zéros (valorisation 10\u{202f}000)."
        );
        assert_eq!(event_text(&gained, &n, Lang::En), "Cléo gains 3 zeros and now has 4 zeros (valuation 10,000).");
        let called = Event::Called { seat: Seat(1), cards: Cards::of(Card::Three, 2), total: 6, forced: true };
        assert_eq!(event_text(&called, &n, Lang::Fr), "Bob crie « Preums ! » (obligé) et pose 2 cartes de 3 (total 6).");
        assert_eq!(
            event_text(&called, &n, Lang::En),
            "Bob calls « Preums ! » (forced) and lays 2 cards of 3 (total 6)."
        );
        assert_eq!(event_text(&called, &n, Lang::De), "Bob muss „Preums!“ rufen und legt 2 Karten mit 3 (Summe 6).");
        let result = Event::LeveeResult { totals: vec![(Seat(0), 7), (Seat(2), 9)], highest: 9, winner: Some(Seat(2)) };
        assert_eq!(event_text(&result, &n, Lang::Fr), "Fin de la levée (Ana 7, Cléo 9) : Cléo l'emporte avec 9.");
        let over = Event::GameOver {
            reason: EndReason::Cap,
            outcome: Outcome { scores: vec![], ranks: vec![], winners: vec![Seat(0), Seat(1)] },
            target: 6,
        };
        // The target said is the one set up, not always the million.
        let reached = |target| Event::GameOver {
            reason: EndReason::Target,
            outcome: Outcome { scores: vec![], ranks: vec![], winners: vec![Seat(1)] },
            target,
        };
        assert_eq!(event_text(&reached(6), &n, Lang::En), "Game over: Bob reaches 1,000,000 and wins!");
        assert_eq!(event_text(&reached(4), &n, Lang::En), "Game over: Bob reaches 10,000 and wins!");
        assert_eq!(event_text(&reached(5), &n, Lang::De), "Spielende: Bob erreicht 100.000 und gewinnt!");
        assert_eq!(event_text(&over, &n, Lang::Fr), "Dernière levée jouée : partie terminée. Victoire : Ana et Bob.");
        assert_eq!(
            event_text(&over, &n, Lang::Nl),
            "Laatste ronde gespeeld: einde van het spel. Winst voor Ana en Bob."
        );
    }

    #[test]
    fn refusals_and_moves_keep_their_words() {
        let pool = RuleError::BadDistribution(BadGift::NotInPool { card: Card::Two, wanted: 8, left: 7 });
        assert_eq!(error_text(&pool, Lang::Fr), "Il ne reste que 7 cartes de 2 à répartir, pas 8.");
        assert_eq!(error_text(&pool, Lang::En), "Only 7 cards of 2 left to share out, not 8.");
        let mixed = RuleError::MixedValues { values: vec![3, 4] };
        assert_eq!(
            error_text(&mixed, Lang::En),
            "One value at a time: you are mixing 3 and 4. Only +1 cards may go with another value."
        );
        let place = Move::Place { target: Seat(1), cards: Cards::of(Card::Three, 2) };
        assert_eq!(move_text(&place, Lang::Fr), "Poser [3][3] sur l'enchère n° 2");
        assert_eq!(move_text_named(&place, &names(), Seat(0), Lang::En), "Lay [3][3] on Bob's bid");
        assert_eq!(move_text(&Move::Call { cards: Cards::of(Card::Four, 1) }, Lang::De), "„Preums!“ [4]");
    }
}
