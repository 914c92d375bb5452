//! What Sorciers says to players, in every language (`i18n/<lang>/sorciers.ftl`):
//! card and race names, log lines, why a card cannot be played. Pure (tested natively);
//! the table (`ui.rs`) shows it.

use super::tx;
use super::{Card, Event, Kind, Phase, Race, View};
use crate::engine::Seat;
use crate::i18n::{number, signed, Lang};

pub fn race_name(race: Race, lang: Lang) -> &'static str {
    match race {
        Race::H => tx::race_humans(lang),
        Race::E => tx::race_elves(lang),
        Race::N => tx::race_dwarves(lang),
        Race::G => tx::race_giants(lang),
    }
}

/// The Sorcier's and the Fou's symbols, as drawn on their cards
/// (art/cards: a star; a crescent, the fool being moonstruck).
pub const SORCIER_SYMBOL: &str = "✶";
pub const FOU_SYMBOL: &str = "☾";

/// Each race has a symbol as well as a colour, the one drawn on its cards
/// (art/cards: a crown, a leaf, a hammer, a mountain).
pub fn race_symbol(race: Race) -> &'static str {
    match race {
        Race::H => "♛",
        Race::E => "❦",
        Race::N => "⚒",
        Race::G => "▲",
    }
}

/// "Elfes 7", "Sorcier", "Fou" (the accessible name of a card).
pub fn card_name(card: Card, lang: Lang) -> String {
    match card.kind() {
        Kind::Race(r, v) => tx::card_race_value(lang, race_name(r, lang), v),
        Kind::Sorcier => tx::card_sorcier(lang).to_string(),
        Kind::Fou => tx::card_fou(lang).to_string(),
    }
}

/// A round's points, always signed: "+40", "−20" (the minus sign), "0".
pub fn fmt_points(p: i32, lang: Lang) -> String {
    signed(p, lang)
}

// ---------------------------------------------------------------- events

/// One log line, in the viewer's language.
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    // A seat beyond the names (a forged link's event) reads as unknown.
    let name = |s: Seat| names.get(s.index()).map_or("?", String::as_str);
    match event {
        Event::RoundStarted { round, dealer, cards } => tx::log_round_started(lang, *round, name(*dealer), *cards),
        Event::HandDealt { cards, .. } => {
            let list: Vec<String> = cards.iter().map(|c| card_name(*c, lang)).collect();
            tx::log_hand_dealt(lang, list.join(", "))
        }
        Event::HandsShown { .. } => tx::log_hands_shown(lang).into(),
        Event::TrumpTurned { card: None, .. } => tx::log_last_round_no_trump(lang).into(),
        Event::TrumpTurned { card: Some(c), trump, dealer_chooses } => match (trump, dealer_chooses) {
            (Some(r), _) => tx::log_trump_turned(lang, card_name(*c, lang), race_name(*r, lang)),
            (None, true) => tx::log_turned_dealer_chooses(lang, card_name(*c, lang)),
            (None, false) => tx::log_turned_no_trump(lang, card_name(*c, lang)),
        },
        Event::TrumpChosen { seat, race } => tx::log_trump_chosen(lang, name(*seat), race_name(*race, lang)),
        Event::Bid { seat, bid } => tx::log_bid(lang, name(*seat), *bid),
        Event::BidEntered { seat } => tx::log_bid_entered(lang, name(*seat)),
        Event::BidsRevealed { bids } => {
            let list: Vec<String> = bids
                .iter()
                .enumerate()
                .map(|(i, b)| tx::log_bids_revealed_one(lang, name(Seat(i as u8)), *b))
                .collect();
            tx::log_bids_revealed(lang, list.join(", "))
        }
        Event::CardPlayed { seat, card } => tx::log_card_played(lang, name(*seat), card_name(*card, lang)),
        Event::TrickWon { seat, tricks, .. } => tx::log_trick_won(lang, name(*seat), *tricks),
        Event::RoundScored { round, rows } => {
            let list: Vec<String> = rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    tx::log_round_scored_one(
                        lang,
                        name(Seat(i as u8)),
                        fmt_points(r.points, lang),
                        number(r.total, lang),
                    )
                })
                .collect();
            tx::log_round_scored(lang, *round, list.join(", "))
        }
        Event::GameOver { outcome } => {
            let winners: Vec<&str> = outcome.winners.iter().map(|s| name(*s)).collect();
            tx::log_game_over(lang, winners.join(", "))
        }
    }
}

/// Why a card of the hand cannot be played now.
pub fn why_not(v: &View, card: Card, names: &[String], lang: Lang) -> String {
    let Some(me) = v.viewer.seat() else { return String::new() };
    if v.to_act != Some(me) {
        let who = v.to_act.and_then(|s| names.get(s.index())).cloned().unwrap_or_default();
        return tx::refused_not_your_turn(lang, who);
    }
    match v.phase {
        Phase::Bidding { .. } => tx::refused_bid_first(lang).into(),
        Phase::TrumpChoice => tx::refused_choose_trump_first(lang).into(),
        _ => match v.led {
            Some(race) if card.race_of().is_some() => {
                tx::refused_must_follow(lang, race_name(race, lang), race_symbol(race))
            }
            _ => tx::refused_not_now(lang).into(),
        },
    }
}

/// A seat's action as a short bubble at its seat: its bid, its choice of
/// trump (a played card is seen in the trick itself).
pub fn bubble(event: &Event, lang: Lang) -> Option<(Seat, String)> {
    match event {
        Event::Bid { seat, bid } => Some((*seat, tx::bubble_bid(lang, *bid))),
        Event::BidEntered { seat } => Some((*seat, tx::bubble_has_bid(lang).to_string())),
        Event::TrumpChosen { seat, race } => Some((*seat, tx::bubble_trump(lang, race_name(*race, lang)))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Config, Move, Sorciers};
    use super::*;
    use crate::engine::{below, rng_from_seed, Game, Viewer};

    #[test]
    fn every_card_has_a_name_in_every_language() {
        let mut names = std::collections::HashSet::new();
        for card in Card::deck() {
            let (fr, en) = (card_name(card, Lang::Fr), card_name(card, Lang::En));
            match card.kind() {
                Kind::Race(r, v) => {
                    assert_eq!(fr, format!("{} {v}", race_name(r, Lang::Fr)));
                    assert_eq!(en, format!("{} {v}", race_name(r, Lang::En)));
                    assert!(names.insert(fr.clone()), "two race cards named {fr}");
                }
                Kind::Sorcier => assert_eq!((fr.as_str(), en.as_str()), ("Sorcier", "Sorcerer")),
                Kind::Fou => assert_eq!((fr.as_str(), en.as_str()), ("Fou", "Fool")),
            }
        }
        assert_eq!(names.len(), 52);
        assert_eq!(card_name(Card::parse("E7").unwrap(), Lang::Fr), "Elfes 7");
        assert_eq!(card_name(Card::parse("E7").unwrap(), Lang::En), "Elves 7");
        assert_eq!(card_name(Card::parse("N13").unwrap(), Lang::De), "Zwerge 13");
        assert_eq!(card_name(Card::parse("G1").unwrap(), Lang::Nl), "Reuzen 1");
        for (lang, sorcier, fou) in [(Lang::De, "Zauberer", "Narr"), (Lang::Nl, "Tovenaar", "Nar")] {
            let mut names = std::collections::HashSet::new();
            for card in Card::deck() {
                let name = card_name(card, lang);
                match card.kind() {
                    Kind::Race(..) => assert!(names.insert(name.clone()), "two race cards named {name}"),
                    Kind::Sorcier => assert_eq!(name, sorcier),
                    Kind::Fou => assert_eq!(name, fou),
                }
            }
            assert_eq!(names.len(), 52);
        }
    }

    #[test]
    fn the_rules_explain_every_symbol_the_table_shows() {
        for lang in Lang::ALL {
            let rules = tx::DOMAIN.rules(lang).expect("the rules of Sorciers");
            let text: String = rules.iter().flat_map(|s| s.paragraphs.iter().map(String::as_str)).collect();
            for race in Race::ALL {
                assert!(text.contains(race_symbol(race)), "{} missing in the rules", race_symbol(race));
                assert!(text.contains(race_name(race, lang)), "{} missing in the rules", race_name(race, lang));
            }
        }
    }

    /// Every event of a few whole games reads well in every language.
    #[test]
    fn every_log_line_is_written_out_in_every_language() {
        let names: Vec<String> = ["Ana", "Bob", "Cléo", "Dani"].map(String::from).to_vec();
        let mut kinds = std::collections::HashSet::new();
        for (seed, config) in [
            (1, Config { players: 4, ..Config::default() }),
            (
                2,
                Config {
                    players: 4,
                    bid_mode: super::super::BidMode::Hidden,
                    vision_de_l_enfer: true,
                    sorcier_turned: super::super::SorcierTurned::DealerChooses,
                    ..Config::default()
                },
            ),
        ] {
            let (mut state, mut events) = Sorciers::new(&config, seed).unwrap();
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = Sorciers::to_act(&state) {
                let legal = Sorciers::legal_moves(&state);
                let mv = legal[below(&mut rng, legal.len() as u32) as usize];
                events.extend(Sorciers::apply(&mut state, seat, mv).unwrap());
            }
            for e in &events {
                kinds.insert(std::mem::discriminant(&e.event));
                let texts = Lang::ALL.map(|lang| event_text(&e.event, &names, lang));
                for text in &texts {
                    assert!(!text.trim().is_empty());
                    for leak in ["{", "Seat(", "Some(", "None", "Card("] {
                        assert!(!text.contains(leak), "raw data in a log line: {text}");
                    }
                }
                let en = &texts[Lang::En.index()];
                for lang in [Lang::Fr, Lang::De, Lang::Nl] {
                    assert_ne!(&texts[lang.index()], en, "not translated into {lang:?}: {en}");
                }
                if let Event::CardPlayed { seat, card } = &e.event {
                    for lang in Lang::ALL {
                        let text = &texts[lang.index()];
                        assert!(
                            text.contains(&names[seat.index()]) && text.contains(&card_name(*card, lang)),
                            "{text}"
                        );
                    }
                }
            }
        }
        assert!(kinds.len() >= 11, "the games produced {} kinds of event", kinds.len());
    }

    #[test]
    fn a_forged_event_names_an_unknown_seat_plainly() {
        let names: Vec<String> = ["Ana", "Bob", "Cléo"].map(String::from).to_vec();
        let forged = [
            Event::RoundStarted { round: 255, dealer: Seat(255), cards: 255 },
            Event::BidsRevealed { bids: vec![1; 300] },
            Event::TrickWon { seat: Seat(9), cards: Vec::new(), tricks: 0, trump: None },
        ];
        for event in forged {
            for lang in Lang::ALL {
                let text = event_text(&event, &names, lang);
                assert!(text.contains('?'), "{text}");
            }
        }
    }

    #[test]
    fn a_refused_card_says_why() {
        let names: Vec<String> = ["Ana", "Bob", "Cléo"].map(String::from).to_vec();
        let mut seen_follow = false;
        let mut seen_turn = false;
        for seed in 0..40 {
            let (mut state, _) = Sorciers::new(&Config { players: 3, ..Config::default() }, seed).unwrap();
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = Sorciers::to_act(&state) {
                let view = Sorciers::view(&state, Viewer::Seat(seat));
                if let (Some(race), Some(hand)) = (view.led, &view.hand) {
                    if let Some(&bad) = hand.iter().find(|c| !view.legal.contains(&Move::Play(**c))) {
                        for (lang, follow) in [
                            (Lang::Fr, "fournir"),
                            (Lang::En, "follow"),
                            (Lang::De, "bedienen"),
                            (Lang::Nl, "bekennen"),
                        ] {
                            let why = why_not(&view, bad, &names, lang);
                            assert!(why.contains(follow) && why.contains(race_name(race, lang)), "{why}");
                        }
                        seen_follow = true;
                    }
                }
                // Another seat's view: it is not their turn, and the message names who plays.
                let other = seat.left(3);
                let theirs = Sorciers::view(&state, Viewer::Seat(other));
                if let Some(card) = theirs.hand.as_ref().and_then(|h| h.first()) {
                    for lang in Lang::ALL {
                        let why = why_not(&theirs, *card, &names, lang);
                        assert!(why.contains(&names[seat.index()]), "{why}");
                    }
                    seen_turn = true;
                }
                let legal = Sorciers::legal_moves(&state);
                let mv = legal[below(&mut rng, legal.len() as u32) as usize];
                Sorciers::apply(&mut state, seat, mv).unwrap();
            }
        }
        assert!(seen_follow && seen_turn);
    }
}
