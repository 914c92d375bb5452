//! What Sorciers says to players, in French and English: card and race
//! names, log lines, why a card cannot be played. Pure (tested natively);
//! the table (`ui.rs`) shows it.

use super::{Card, Event, Kind, Phase, Race, View};
use crate::engine::Seat;
use crate::i18n::{de, number, signed, Lang};

pub fn race_name(race: Race, lang: Lang) -> &'static str {
    match race {
        Race::H => lang.t("Humains", "Humans"),
        Race::E => lang.t("Elfes", "Elves"),
        Race::N => lang.t("Nains", "Dwarves"),
        Race::G => lang.t("Géants", "Giants"),
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
        Kind::Race(r, v) => format!("{} {v}", race_name(r, lang)),
        Kind::Sorcier => lang.t("Sorcier", "Sorcerer").to_string(),
        Kind::Fou => lang.t("Fou", "Fool").to_string(),
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
    let fr = lang.fr();
    match event {
        Event::RoundStarted { round, dealer, cards } => {
            if fr {
                format!("Manche {round} : {} donne {cards} carte{}.", name(*dealer), if *cards > 1 { "s" } else { "" })
            } else {
                format!("Round {round}: {} deals {cards} card{}.", name(*dealer), if *cards > 1 { "s" } else { "" })
            }
        }
        Event::HandDealt { cards, .. } => {
            let list: Vec<String> = cards.iter().map(|c| card_name(*c, lang)).collect();
            format!("{} {}", lang.t("Votre main :", "Your hand:"), list.join(", "))
        }
        Event::HandsShown { .. } => lang
            .t("Vision de l'enfer : vous voyez les mains des autres.", "Vision de l'enfer: you see the others' hands.")
            .into(),
        Event::TrumpTurned { card: None, .. } => {
            lang.t("Dernière manche : pas d'atout.", "Last round: no trump.").into()
        }
        Event::TrumpTurned { card: Some(c), trump, dealer_chooses } => match (trump, dealer_chooses) {
            (Some(r), _) => format!(
                "{} {} — {} {}.",
                lang.t("Carte retournée :", "Turned card:"),
                card_name(*c, lang),
                lang.t("atout", "trump"),
                race_name(*r, lang)
            ),
            (None, true) => format!(
                "{} {}",
                card_name(*c, lang),
                lang.t("retourné : le donneur choisit l'atout.", "turned: the dealer chooses trump.")
            ),
            (None, false) => {
                format!("{} {}", card_name(*c, lang), lang.t("retourné : pas d'atout.", "turned: no trump."))
            }
        },
        Event::TrumpChosen { seat, race } => {
            format!("{} {} {}.", name(*seat), lang.t("choisit l'atout", "chooses trump:"), race_name(*race, lang))
        }
        Event::Bid { seat, bid } => format!("{} {} {bid}.", name(*seat), lang.t("annonce", "bids")),
        Event::BidEntered { seat } => {
            format!("{} {}", name(*seat), lang.t("a annoncé (en secret).", "has bid (secretly)."))
        }
        Event::BidsRevealed { bids } => {
            let list: Vec<String> =
                bids.iter().enumerate().map(|(i, b)| format!("{} {b}", name(Seat(i as u8)))).collect();
            format!("{} {}", lang.t("Annonces révélées :", "Bids revealed:"), list.join(", "))
        }
        Event::CardPlayed { seat, card } => {
            format!("{} {} {}.", name(*seat), lang.t("joue", "plays"), card_name(*card, lang))
        }
        Event::TrickWon { seat, tricks, .. } => {
            if fr {
                format!("{} remporte le pli ({tricks} pli{}).", name(*seat), if *tricks > 1 { "s" } else { "" })
            } else {
                format!("{} takes the trick ({tricks} trick{}).", name(*seat), if *tricks > 1 { "s" } else { "" })
            }
        }
        Event::RoundScored { round, rows } => {
            let list: Vec<String> = rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    format!("{} {} ({})", name(Seat(i as u8)), fmt_points(r.points, lang), number(r.total, lang))
                })
                .collect();
            format!("{} {round}{}{}", lang.t("Fin de la manche", "End of round"), lang.colon(), list.join(", "))
        }
        Event::GameOver { outcome } => {
            let winners: Vec<&str> = outcome.winners.iter().map(|s| name(*s)).collect();
            format!("{} {}", lang.t("Partie terminée. Victoire :", "Game over. Winner:"), winners.join(", "))
        }
    }
}

/// Why a card of the hand cannot be played now.
pub fn why_not(v: &View, card: Card, names: &[String], lang: Lang) -> String {
    let Some(me) = v.viewer.seat() else { return String::new() };
    if v.to_act != Some(me) {
        let who = v.to_act.and_then(|s| names.get(s.index())).cloned().unwrap_or_default();
        return match lang {
            Lang::Fr => format!("Ce n'est pas à vous : c'est au tour {}.", de(&who)),
            Lang::En => format!("Not your turn: {who} is to play."),
        };
    }
    match v.phase {
        Phase::Bidding { .. } => {
            lang.t("Annoncez d'abord combien de plis vous ferez.", "Bid first: how many tricks will you take?").into()
        }
        Phase::TrumpChoice => lang.t("Choisissez d'abord l'atout.", "Choose trump first.").into(),
        _ => match v.led {
            Some(race) if card.race_of().is_some() => match lang {
                Lang::Fr => format!(
                    "Vous devez fournir {} {} : vous en avez. Un Sorcier ou un Fou peut aussi être joué.",
                    race_name(race, lang),
                    race_symbol(race)
                ),
                Lang::En => format!(
                    "You must follow {} {}: you hold some. A Sorcerer or a Fool may also be played.",
                    race_name(race, lang),
                    race_symbol(race)
                ),
            },
            _ => lang.t("Cette carte ne peut pas être jouée maintenant.", "This card cannot be played now.").into(),
        },
    }
}

/// A seat's action as a short bubble at its seat: its bid, its choice of
/// trump (a played card is seen in the trick itself).
pub fn bubble(event: &Event, lang: Lang) -> Option<(Seat, String)> {
    match event {
        Event::Bid { seat, bid } => Some((*seat, format!("{}{}{bid}", lang.t("Annonce", "Bid"), lang.colon()))),
        Event::BidEntered { seat } => Some((*seat, lang.t("A annoncé", "Has bid").to_string())),
        Event::TrumpChosen { seat, race } => {
            Some((*seat, format!("{}{}{}", lang.t("Atout", "Trump"), lang.colon(), race_name(*race, lang))))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{rules_text, Config, Move, Sorciers};
    use super::*;
    use crate::engine::{below, rng_from_seed, Game, Viewer};

    const LANGS: [Lang; 2] = [Lang::Fr, Lang::En];

    #[test]
    fn every_card_has_a_name_in_both_languages() {
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
    }

    #[test]
    fn the_rules_explain_every_symbol_the_table_shows() {
        for lang in LANGS {
            let text: String = rules_text::rules(lang.fr()).iter().flat_map(|s| s.paragraphs.iter().copied()).collect();
            for race in Race::ALL {
                assert!(text.contains(race_symbol(race)), "{} missing in the rules", race_symbol(race));
                assert!(text.contains(race_name(race, lang)), "{} missing in the rules", race_name(race, lang));
            }
        }
    }

    /// Every event of a few whole games reads well in both languages.
    #[test]
    fn every_log_line_is_written_out_in_both_languages() {
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
                let (fr, en) = (event_text(&e.event, &names, Lang::Fr), event_text(&e.event, &names, Lang::En));
                for text in [&fr, &en] {
                    assert!(!text.trim().is_empty());
                    for leak in ["{", "Seat(", "Some(", "None", "Card("] {
                        assert!(!text.contains(leak), "raw data in a log line: {text}");
                    }
                }
                assert_ne!(fr, en, "not translated: {fr}");
                if let Event::CardPlayed { seat, card } = &e.event {
                    assert!(fr.contains(&names[seat.index()]) && fr.contains(&card_name(*card, Lang::Fr)));
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
            Event::TrickWon { seat: Seat(9), cards: Vec::new(), tricks: 0 },
        ];
        for event in forged {
            for lang in LANGS {
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
                        let fr = why_not(&view, bad, &names, Lang::Fr);
                        let en = why_not(&view, bad, &names, Lang::En);
                        assert!(fr.contains("fournir") && fr.contains(race_name(race, Lang::Fr)), "{fr}");
                        assert!(en.contains("follow") && en.contains(race_name(race, Lang::En)), "{en}");
                        seen_follow = true;
                    }
                }
                // Another seat's view: it is not their turn, and the message names who plays.
                let other = seat.left(3);
                let theirs = Sorciers::view(&state, Viewer::Seat(other));
                if let Some(card) = theirs.hand.as_ref().and_then(|h| h.first()) {
                    let fr = why_not(&theirs, *card, &names, Lang::Fr);
                    assert!(fr.contains(&names[seat.index()]), "{fr}");
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
