//! What La Bourse aux Idées says to players, from the game's catalogue
//! (`i18n/<lang>/bourse.ftl`): card names, log lines, button labels and why
//! a move is refused. Pure.

use super::rules::{Card, Event, Move, RuleError, Settlement};
use crate::engine::Seat;
use crate::games::bourse::tx;
use crate::i18n::{number, signed, Lang};

/// The bare name on a card: the idea's title or the object.
pub fn card_title(card: Card, lang: Lang) -> String {
    card_face(card, lang).replace('|', "")
}

/// The name on a card as the catalogue writes it: an object's long word
/// may hold a `|` where it breaks best on a narrow card ("Wasch|schüssel").
pub fn card_face(card: Card, lang: Lang) -> String {
    // Worked out once per card and language, once the catalogue is here:
    // each is a choice among some sixty variants, and a table names dozens
    // of cards at every drawing.
    if !tx::DOMAIN.loaded(lang) {
        return face(card, lang);
    }
    FACES.with(|all| {
        let mut all = all.borrow_mut();
        let faces = &mut all[lang.index()];
        if faces.is_empty() {
            faces.resize(usize::from(u8::MAX) + 1, None);
        }
        faces[usize::from(card.0)].get_or_insert_with(|| face(card, lang)).clone()
    })
}

thread_local! {
    /// The faces already worked out, by language and card.
    static FACES: std::cell::RefCell<[Vec<Option<String>>; Lang::ALL.len()]> = Default::default();
}

fn face(card: Card, lang: Lang) -> String {
    if card.is_idea() {
        idea_title(card.series(), lang)
    } else {
        // "5-2": series 5, its 2nd object (DECISION D2); "?" for a card not
        // in the game (a forged event may name any).
        tx::object(lang, format!("{}-{}", card.series(), card.k()))
    }
}

/// The idea's title of a series ("?" for a series not in the game).
pub fn idea_title(series: u8, lang: Lang) -> String {
    tx::idea_title(lang, series)
}

/// "marteau (5)" / "hammer (5)"; "idée 5" / "idea 5".
pub fn card_name(card: Card, lang: Lang) -> String {
    if card.is_idea() {
        tx::card_idea(lang, card.series())
    } else {
        tx::card_object(lang, card_title(card, lang), card.series())
    }
}

/// "1 200 F" (French, a narrow no-break space) / "1,200 F"; "−400 F"
/// with the minus sign: see [`number`].
pub fn money(amount: i32, lang: Lang) -> String {
    format!("{} F", number(amount, lang))
}

/// A gain or a loss, always signed: "+400 F", "−200 F", "0 F".
pub fn signed_money(amount: i32, lang: Lang) -> String {
    format!("{} F", signed(amount, lang))
}

fn who(names: &[String], seat: Seat) -> &str {
    who_at(names, seat.index())
}

fn who_at(names: &[String], index: usize) -> &str {
    names.get(index).map_or("?", |n| n.as_str())
}

fn list(cards: &[Card], lang: Lang) -> String {
    let v: Vec<String> = cards.iter().map(|&c| card_name(c, lang)).collect();
    if v.is_empty() {
        tx::no_card(lang).to_string()
    } else {
        v.join(", ")
    }
}

/// One log line.
/// Long by design: one arm per event, a table read top to bottom (cutting
/// it would scatter one table over several functions).
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    match event {
        Event::Dealt { manche, dealer } => tx::log_dealt(lang, *manche, who(names, *dealer)),
        Event::Hand { seat, cards } => tx::log_hand(lang, who(names, *seat), list(cards, lang)),
        Event::IdeaShown { seat, series, drawn } => {
            let (p, t) = (who(names, *seat), idea_title(*series, lang));
            if *drawn {
                tx::log_idea_drawn(lang, p, *series, t)
            } else {
                tx::log_idea_shown(lang, p, *series, t)
            }
        }
        Event::Drew { seat, count, talon } => tx::log_drew(lang, who(names, *seat), *count, *talon),
        Event::Got { seat, cards } => tx::log_got(lang, who(names, *seat), list(cards, lang)),
        Event::Laid { seat, cards } => {
            let laid: Vec<String> = cards.iter().map(|&c| card_name(c, lang)).collect();
            let laid = if laid.is_empty() { tx::no_card(lang).to_string() } else { crate::i18n::list(lang, &laid) };
            tx::log_laid(lang, who(names, *seat), laid)
        }
        Event::Collected { seat, series, card, contract } => {
            let (p, c) = (who(names, *seat), card_title(*card, lang));
            // Contract or simple is decided at the accounts: the idea may
            // still change hands.
            if *contract {
                tx::log_collected_with_idea(lang, p, c, *series)
            } else {
                tx::log_collected(lang, p, c, *series)
            }
        }
        Event::TalonEmpty { last, opener } => tx::log_talon_empty(lang, who(names, *last), who(names, *opener)),
        Event::Requested { buyer, owner, series } => {
            tx::log_requested(lang, who(names, *buyer), who(names, *owner), *series)
        }
        Event::Answered { buyer, owner, series, accept } => {
            let (b, o) = (who(names, *buyer), who(names, *owner));
            if *accept {
                tx::log_accepted(lang, o, b, *series)
            } else {
                tx::log_refused(lang, o, *series, b)
            }
        }
        Event::TurnEnded { seat, asked, auto } => {
            let p = who(names, *seat);
            match (auto, asked) {
                (true, _) => tx::log_nothing_to_ask(lang, p),
                (false, true) => tx::log_turn_ended(lang, p),
                (false, false) => tx::log_passed(lang, p),
            }
        }
        Event::TransactionsOver { opener } => tx::log_transactions_over(lang, who(names, *opener)),
        Event::Settled(st) => settlement_line(st, names, lang),
        Event::GameOver { early: true } => tx::log_purse_empty(lang).into(),
        Event::GameOver { early: false } => tx::log_game_over(lang).into(),
    }
}

/// The name of a purse: a player, or a team "A & C".
pub fn purse_name(names: &[String], teams: bool, purse: usize) -> String {
    if teams {
        format!("{} & {}", who_at(names, purse), who_at(names, purse.saturating_add(2)))
    } else {
        who_at(names, purse).to_string()
    }
}

fn settlement_line(st: &Settlement, names: &[String], lang: Lang) -> String {
    let teams = st.balances.len() == 2 && names.len() == 4;
    // Read safely: a shared link may carry a forged settlement.
    let at = |v: &[i32], p: usize| v.get(p).copied().unwrap_or(0);
    let nets: Vec<String> = (0..st.balances.len())
        .map(|p| {
            let net = at(&st.received, p).saturating_sub(at(&st.paid, p));
            tx::log_settled_purse(
                lang,
                purse_name(names, teams, p),
                signed_money(net, lang),
                money(st.balances[p], lang),
            )
        })
        .collect();
    let contracts = st.rows.iter().filter(|r| r.contract).count();
    let nets = nets.join(tx::log_settled_separator(lang));
    tx::log_settled(lang, st.manche, contracts, st.rows.len() - contracts, nets)
}

/// Why a move is refused.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    match err {
        RuleError::NotYourTurn => tx::error_not_your_turn(lang),
        RuleError::WrongPhase => tx::error_wrong_phase(lang),
        RuleError::CardNotInHand => tx::error_card_not_in_hand(lang),
        RuleError::SameCardTwice => tx::error_same_card_twice(lang),
        RuleError::NotAnOpponentsIdea => tx::error_not_an_opponents_idea(lang),
        RuleError::AlreadySoldThisPhase => tx::error_already_sold(lang),
        RuleError::AlreadyRequested => tx::error_already_requested(lang),
        RuleError::InsufficientFunds => tx::error_insufficient_funds(lang),
        RuleError::NoPendingRequest => tx::error_no_pending_request(lang),
        RuleError::AnswerPending => tx::error_answer_pending(lang),
        RuleError::GameOver => tx::error_game_over(lang),
    }
    .to_string()
}

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    match mv {
        Move::PlayPair(a, b) => tx::move_lay_pair(lang, card_name(*a, lang), card_name(*b, lang)),
        Move::RequestIdea(s) => tx::move_request_idea(lang, *s),
        Move::EndTurn => tx::move_end_turn(lang).into(),
        Move::Answer(true) => tx::move_accept(lang).into(),
        Move::Answer(false) => tx::move_refuse(lang).into(),
        Move::PlayCard(c) => tx::move_lay(lang, card_name(*c, lang)),
    }
}

/// A seat's action as a short bubble at its seat: cards laid, an idea asked
/// for, an answer, a turn passed.
pub fn bubble(event: &Event, lang: Lang) -> Option<(Seat, String)> {
    match event {
        Event::Laid { seat, cards } => {
            let series: Vec<String> = cards.iter().map(|c| c.series().to_string()).collect();
            Some((*seat, tx::bubble_lays(lang, series.join(" + "))))
        }
        Event::Requested { buyer, series, .. } => Some((*buyer, tx::bubble_request(lang, *series))),
        Event::Answered { owner, accept, .. } => {
            Some((*owner, if *accept { tx::bubble_deal(lang) } else { tx::bubble_no_thanks(lang) }.into()))
        }
        Event::TurnEnded { seat, asked: false, auto: false } => Some((*seat, tx::bubble_pass(lang).to_string())),
        _ => None,
    }
}
