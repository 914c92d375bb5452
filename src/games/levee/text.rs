//! What Preums ! says to players, in French and English: card names, log
//! lines, button labels and why a move is refused. Pure (tested natively).

use super::cards::{Card, Cards};
use super::rules::{AutoReason, BadGift, EndReason, Event, Move, Phase, RuleError};
use crate::engine::Seat;
use crate::i18n::{de, elide, grouped, Lang};

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
    let v = match card {
        Card::Plus => "+1".to_string(),
        c => c.value().to_string(),
    };
    match lang {
        Lang::Fr => format!("carte visiteurs {v}"),
        Lang::En => format!("visitor card {v}"),
    }
}

/// Names of the game's items.
pub fn item_name(item: Item, lang: Lang) -> &'static str {
    match item {
        Item::Pack => lang.t("paquet audience", "audience pack"),
        Item::Hand => lang.t("main", "hand"),
        Item::Pile => lang.t("enchère", "bid"),
        Item::Token => lang.t("jeton rouge", "red token"),
        Item::Zeros => lang.t("zéros", "zeros"),
        Item::Valuation => lang.t("valorisation", "valuation"),
        Item::Pool => lang.t("cartes à répartir", "cards to share out"),
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
        .map(|c| {
            let k = cards.get(*c);
            let word = match (lang, k > 1) {
                (Lang::Fr, false) => "carte",
                (Lang::Fr, true) => "cartes",
                (Lang::En, false) => "card",
                (Lang::En, true) => "cards",
            };
            format!("{k} {word} {}", card_face(*c))
        })
        .collect();
    match parts.len() {
        0 => lang.t("aucune carte", "no card").to_string(),
        1 => parts[0].clone(),
        _ => {
            let last = parts.len() - 1;
            format!("{} {} {}", parts[..last].join(", "), lang.t("et", "and"), parts[last])
        }
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
    let word = match (lang, zeros > 1) {
        (Lang::Fr, false) => "zéro",
        (Lang::Fr, true) => "zéros",
        (Lang::En, false) => "zero",
        (Lang::En, true) => "zeros",
    };
    format!("{zeros} {word} ({} {})", lang.t("valorisation", "valuation"), valuation_text(zeros, lang))
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
    let fr = lang.fr();
    match event {
        Event::TokenGiven { seat } => match lang {
            Lang::Fr => format!("{} reçoit le jeton rouge et piochera en premier.", name(*seat)),
            Lang::En => format!("{} gets the red token and will draw first.", name(*seat)),
        },
        Event::DrawPhase { levee, drawer } => match lang {
            Lang::Fr => format!("Levée de fonds n° {levee} : la pioche commence par {}.", name(*drawer)),
            Lang::En => format!("Fund-raising round {levee}: {} draws first.", name(*drawer)),
        },
        Event::Drew { seat, pack_left } => match lang {
            Lang::Fr => format!("{} pioche une carte (reste {pack_left} dans son paquet).", name(*seat)),
            Lang::En => format!("{} draws a card ({pack_left} left in the pack).", name(*seat)),
        },
        Event::DrewCard { card, .. } => match lang {
            Lang::Fr => format!("Vous avez pioché {}.", card_face(*card)),
            Lang::En => format!("You drew {}.", card_face(*card)),
        },
        Event::NoDraw { seat } => match lang {
            Lang::Fr => format!("Le paquet {} est vide : pas de pioche.", de(&name(*seat))),
            Lang::En => format!("{}'s pack is empty: no draw.", name(*seat)),
        },
        Event::LockReleased => lang
            .t(
                "Le détenteur du jeton a pioché deux fois : on peut désormais crier « Preums ! ».",
                "The token holder has drawn twice: « Preums ! » may now be called.",
            )
            .into(),
        Event::AutoContinue { seat, reason } => match (reason, fr) {
            (AutoReason::TokenHolder, true) => {
                format!("{} détient le jeton et ne peut pas crier « Preums ! » : la pioche continue.", name(*seat))
            }
            (AutoReason::TokenHolder, false) => {
                format!("{} holds the token and may not call « Preums ! »: the draw goes on.", name(*seat))
            }
            (AutoReason::OpeningLock, true) => {
                format!("{} continue : personne ne crie avant la 2e pioche du jeton.", name(*seat))
            }
            (AutoReason::OpeningLock, false) => {
                format!("{} goes on: nobody calls before the token holder's 2nd draw.", name(*seat))
            }
        },
        Event::Continued { seat } => match lang {
            Lang::Fr => format!("{} : « Continuer ».", name(*seat)),
            Lang::En => format!("{}: “Carry on”.", name(*seat)),
        },
        Event::MustCall { seat } => match lang {
            Lang::Fr => format!("Tous les paquets sont vides : {} doit crier « Preums ! ».", name(*seat)),
            Lang::En => format!("Every pack is empty: {} must call « Preums ! ».", name(*seat)),
        },
        Event::Called { seat, cards, total, forced } => match lang {
            Lang::Fr => format!(
                "{} crie « Preums ! »{} et pose {} (total {total}).",
                name(*seat),
                if *forced { " (obligé)" } else { "" },
                cards_text(cards, lang)
            ),
            Lang::En => format!(
                "{} calls « Preums ! »{} and lays {} (total {total}).",
                name(*seat),
                if *forced { " (forced)" } else { "" },
                cards_text(cards, lang)
            ),
        },
        Event::Placed { seat, target, cards, total } => {
            if seat == target {
                match lang {
                    Lang::Fr => format!(
                        "{} pose {} sur sa propre enchère : total {total}.",
                        name(*seat),
                        cards_text(cards, lang)
                    ),
                    Lang::En => {
                        format!("{} lays {} on their own bid: total {total}.", name(*seat), cards_text(cards, lang))
                    }
                }
            } else {
                match lang {
                    Lang::Fr => format!(
                        "{} soutient {} avec {} : total {total}.",
                        name(*seat),
                        name(*target),
                        cards_text(cards, lang)
                    ),
                    Lang::En => format!(
                        "{} backs {} with {}: total {total}.",
                        name(*seat),
                        name(*target),
                        cards_text(cards, lang)
                    ),
                }
            }
        }
        Event::Passed { seat, auto, passes } => match (lang, auto) {
            (Lang::Fr, false) => format!("{} passe ({passes} passe{} d'affilée).", name(*seat), plural(*passes)),
            (Lang::Fr, true) => {
                format!("{} n'a plus de carte et passe ({passes} passe{} d'affilée).", name(*seat), plural(*passes))
            }
            (Lang::En, false) => format!("{} passes ({passes} pass{} in a row).", name(*seat), en_es(*passes)),
            (Lang::En, true) => {
                format!("{} has no card left and passes ({passes} pass{} in a row).", name(*seat), en_es(*passes))
            }
        },
        Event::LeveeResult { totals, highest, winner } => {
            let list: Vec<String> = totals.iter().map(|(s, t)| format!("{} {t}", name(*s))).collect();
            let list = list.join(", ");
            match (winner, lang) {
                (Some(w), Lang::Fr) => format!("Fin de la levée ({list}) : {} l'emporte avec {highest}.", name(*w)),
                (Some(w), Lang::En) => format!("End of the round ({list}): {} wins with {highest}.", name(*w)),
                (None, Lang::Fr) => format!("Fin de la levée ({list}) : ex æquo à {highest}, personne ne gagne."),
                (None, Lang::En) => format!("End of the round ({list}): a tie at {highest}, nobody wins."),
            }
        }
        Event::ZerosGained { seat, gained, zeros } => match lang {
            Lang::Fr => format!(
                "{} gagne {gained} zéro{} et a maintenant {}.",
                name(*seat),
                plural(*gained),
                zeros_text(*zeros, lang)
            ),
            Lang::En => format!(
                "{} gains {gained} zero{} and now has {}.",
                name(*seat),
                if *gained > 1 { "s" } else { "" },
                zeros_text(*zeros, lang)
            ),
        },
        Event::PilesReturned { returns } => {
            let list: Vec<String> =
                returns.iter().map(|(s, c)| format!("{} ({})", name(*s), cards_text(c, lang))).collect();
            match lang {
                Lang::Fr => format!("Chacun remélange son enchère dans son paquet : {}.", list.join(", ")),
                Lang::En => format!("Each bid is shuffled back into its owner's pack: {}.", list.join(", ")),
            }
        }
        Event::RedistributionStarted { winner, pool, recipients } => {
            let list: Vec<String> = recipients.iter().map(|s| name(*s)).collect();
            match lang {
                Lang::Fr => format!("{} répartit {} entre {}.", name(*winner), cards_text(pool, lang), list.join(", ")),
                Lang::En => {
                    format!("{} shares out {} among {}.", name(*winner), cards_text(pool, lang), list.join(", "))
                }
            }
        }
        Event::Gave { winner, to, card, count, left } => {
            let given = cards_text(&Cards::of(*card, *count), lang);
            let rest = cards_text(left, lang);
            match (winner == to, lang) {
                (true, Lang::Fr) => format!("{} garde {given} (reste : {rest}).", name(*winner)),
                (true, Lang::En) => format!("{} keeps {given} ({rest} left).", name(*winner)),
                (false, Lang::Fr) => format!("{} donne {given} à {} (reste : {rest}).", name(*winner), name(*to)),
                (false, Lang::En) => format!("{} gives {given} to {} ({rest} left).", name(*winner), name(*to)),
            }
        }
        Event::Distributed { winner, shares, automatic } => {
            let list: Vec<String> = shares
                .iter()
                .filter(|(_, c)| !c.is_empty())
                .map(|(s, c)| format!("{} +{}", name(*s), c.len()))
                .collect();
            let list = if list.is_empty() { lang.t("aucune carte", "no card").to_string() } else { list.join(", ") };
            match (automatic, lang) {
                (true, Lang::Fr) => {
                    format!("{} reprend toutes les cartes dans son paquet ({list}).", name(*winner))
                }
                (true, Lang::En) => format!("{} takes every card back into their pack ({list}).", name(*winner)),
                (false, Lang::Fr) => format!("Les paquets grossissent et sont remélangés : {list}."),
                (false, Lang::En) => format!("The packs grow and are reshuffled: {list}."),
            }
        }
        Event::GameOver { reason, outcome } => {
            let winners: Vec<String> = outcome.winners.iter().map(|s| name(*s)).collect();
            let winners = winners.join(lang.t(" et ", " and "));
            match (reason, lang) {
                (EndReason::Target, Lang::Fr) => {
                    format!("Partie terminée : {winners} atteint le million et gagne !")
                }
                (EndReason::Target, Lang::En) => format!("Game over: {winners} reaches the million and wins!"),
                (EndReason::Exhaustion, Lang::Fr) => {
                    format!("Plus personne ne peut crier « Preums ! » : partie terminée. Victoire : {winners}.")
                }
                (EndReason::Exhaustion, Lang::En) => {
                    format!("Nobody can call « Preums ! » any more: game over. Winner: {winners}.")
                }
                (EndReason::Cap, Lang::Fr) => format!("Dernière levée jouée : partie terminée. Victoire : {winners}."),
                (EndReason::Cap, Lang::En) => format!("Last round played: game over. Winner: {winners}."),
            }
        }
    }
}

fn plural(k: u8) -> &'static str {
    if k > 1 {
        "s"
    } else {
        ""
    }
}

fn en_es(k: u8) -> &'static str {
    if k > 1 {
        "es"
    } else {
        ""
    }
}

// ---------------------------------------------------------------- moves

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    match mv {
        // As the button says.
        Move::Continue => lang.t("Continuer", "Carry on").into(),
        Move::Call { cards } => format!("« Preums ! » {}", faces(cards)),
        Move::Pass => lang.t("Je passe", "I pass").into(),
        Move::Place { target, cards } => match lang {
            Lang::Fr => format!("Poser {} sur l'enchère n° {}", faces(cards), target.index() + 1),
            Lang::En => format!("Lay {} on bid no. {}", faces(cards), target.index() + 1),
        },
        Move::Give { to, card, count } => match lang {
            Lang::Fr => {
                format!("Donner {} au joueur n° {}", cards_text(&Cards::of(*card, *count), lang), to.index() + 1)
            }
            Lang::En => {
                format!("Give {} to player no. {}", cards_text(&Cards::of(*card, *count), lang), to.index() + 1)
            }
        },
    }
}

/// A button label naming the players: "Poser [3][3] devant Bob".
pub fn move_text_named(mv: &Move, names: &[String], me: Seat, lang: Lang) -> String {
    match mv {
        Move::Place { target, cards } if *target == me => match lang {
            Lang::Fr => format!("Poser {} devant moi", faces(cards)),
            Lang::En => format!("Lay {} on my bid", faces(cards)),
        },
        Move::Place { target, cards } => match lang {
            Lang::Fr => format!("Poser {} devant {}", faces(cards), seat_name(names, *target)),
            Lang::En => format!("Lay {} on {}'s bid", faces(cards), seat_name(names, *target)),
        },
        Move::Give { to, card, count } if *to == me => match lang {
            Lang::Fr => format!("Garder {}", cards_text(&Cards::of(*card, *count), lang)),
            Lang::En => format!("Keep {}", cards_text(&Cards::of(*card, *count), lang)),
        },
        Move::Give { to, card, count } => match lang {
            Lang::Fr => format!("Donner {} à {}", cards_text(&Cards::of(*card, *count), lang), seat_name(names, *to)),
            Lang::En => format!("Give {} to {}", cards_text(&Cards::of(*card, *count), lang), seat_name(names, *to)),
        },
        other => move_text(other, lang),
    }
}

/// What the phase asks for, in a few words.
pub fn phase_text(phase: Phase, lang: Lang) -> &'static str {
    match phase {
        Phase::Draw => lang.t("Pioche", "Draw"),
        Phase::ForcedCall { .. } => lang.t("« Preums ! » obligatoire", "Forced « Preums ! »"),
        Phase::Levee => lang.t("Levée de fonds", "Fund-raising"),
        Phase::Redistribute { .. } => lang.t("Répartition des cartes", "Sharing out the cards"),
        Phase::Over { .. } => lang.t("Partie terminée", "Game over"),
    }
}

// ---------------------------------------------------------------- errors

/// Why a move is refused, in players' words.
/// Long by design: one arm per refusal, a table read top to bottom.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    match err {
        RuleError::GameOver => lang.t("La partie est terminée.", "The game is over.").into(),
        RuleError::NotYourTurn { expected, .. } => match lang {
            Lang::Fr => format!("Ce n'est pas votre tour : c'est au joueur n° {} de jouer.", expected.index() + 1),
            Lang::En => format!("Not your turn: player no. {} is to play.", expected.index() + 1),
        },
        RuleError::WrongPhase { phase } => match (phase, lang) {
            (Phase::Draw, _) => lang
                .t(
                    "C'est la pioche : vous pouvez seulement crier « Preums ! » ou continuer.",
                    "This is the draw: you may only call « Preums ! » or go on.",
                )
                .into(),
            (Phase::ForcedCall { .. }, _) => lang
                .t("Tous les paquets sont vides : vous devez crier « Preums ! ».", "Every pack is empty: you must call « Preums ! ».")
                .into(),
            (Phase::Levee, _) => lang
                .t(
                    "La levée est en cours : posez des cartes sur une enchère ou passez.",
                    "The bidding is on: lay cards on a bid or pass.",
                )
                .into(),
            (Phase::Redistribute { .. }, _) => lang
                .t(
                    "Le gagnant doit d'abord répartir les cartes gagnées.",
                    "The winner must first share out the cards won.",
                )
                .into(),
            (Phase::Over { .. }, _) => lang.t("La partie est terminée.", "The game is over.").into(),
        },
        RuleError::CannotCallTokenHolder => lang
            .t(
                "Vous détenez le jeton rouge : le détenteur du jeton ne peut pas crier « Preums ! ».",
                "You hold the red token: the token holder may not call « Preums ! ».",
            )
            .into(),
        RuleError::CannotCallOpeningLock => lang
            .t(
                "Trop tôt : personne ne crie « Preums ! » avant la deuxième pioche du détenteur du jeton.",
                "Too early: nobody calls « Preums ! » before the token holder's second draw.",
            )
            .into(),
        RuleError::CannotCallNoNumberCard => lang
            .t(
                "Pour crier « Preums ! », il faut au moins une carte [2], [3] ou [4] en main : les [+1] seules ne suffisent pas.",
                "To call « Preums ! » you need at least one [2], [3] or [4] in hand: [+1] cards alone are not enough.",
            )
            .into(),
        RuleError::MustCall => lang
            .t(
                "Tous les paquets sont vides : vous devez crier « Preums ! », continuer n'est plus possible.",
                "Every pack is empty: you must call « Preums ! »; going on is no longer possible.",
            )
            .into(),
        RuleError::EmptyPlacement => lang.t("Choisissez au moins une carte.", "Choose at least one card.").into(),
        RuleError::CardsNotInHand { missing } => match lang {
            Lang::Fr => format!("Vous n'avez pas ces cartes en main : il vous manque {}.", cards_text(missing, lang)),
            Lang::En => format!("You do not hold these cards: {} missing.", cards_text(missing, lang)),
        },
        RuleError::MixedValues { values } => {
            let list: Vec<String> = values.iter().map(|v| format!("[{v}]")).collect();
            match lang {
                Lang::Fr => format!(
                    "Une seule valeur à la fois : vous mélangez {}. Seules les [+1] peuvent accompagner une autre valeur.",
                    list.join(" et ")
                ),
                Lang::En => format!(
                    "One value at a time: you are mixing {}. Only [+1] cards may go with another value.",
                    list.join(" and ")
                ),
            }
        }
        RuleError::NewPileNeedsNumberCard => lang
            .t(
                "Une nouvelle enchère doit contenir au moins une carte [2], [3] ou [4] : une [+1] seule ne peut qu'appuyer une enchère déjà posée.",
                "A new bid needs at least one [2], [3] or [4]: a [+1] alone can only add to a bid already on the table.",
            )
            .into(),
        RuleError::NoPileToSupport { target } => match lang {
            Lang::Fr => format!(
                "Le joueur n° {} n'a pas encore d'enchère : on ne soutient qu'un adversaire qui a déjà posé des cartes.",
                target.index() + 1
            ),
            Lang::En => format!(
                "Player no. {} has no bid yet: you may only back an opponent who has already laid cards.",
                target.index() + 1
            ),
        },
        RuleError::ValueMismatch { pile_value, value } => match lang {
            Lang::Fr => format!(
                "Cette enchère est faite de cartes [{pile_value}] : on ne peut pas y ajouter de [{value}] (une seule valeur par enchère, plus des [+1])."
            ),
            Lang::En => format!(
                "This bid is made of [{pile_value}] cards: no [{value}] may join it (one value per bid, plus [+1] cards)."
            ),
        },
        RuleError::BelowHighest { total, highest } => match lang {
            Lang::Fr => format!(
                "Pas assez : l'enchère atteindrait {total}, or la plus haute est à {highest}. Il faut arriver à {highest} ou plus."
            ),
            Lang::En => format!(
                "Not enough: the bid would reach {total}, but the highest is {highest}. It must reach {highest} or more."
            ),
        },
        RuleError::BadDistribution(g) => match (g, lang) {
            (BadGift::NotRecipient { seat }, Lang::Fr) => format!(
                "Le joueur n° {} n'avait pas d'enchère à la fin de la levée : il ne reçoit rien (seuls ceux qui avaient des cartes devant eux en reçoivent).",
                seat.index() + 1
            ),
            (BadGift::NotRecipient { seat }, Lang::En) => format!(
                "Player no. {} had no bid at the end of the round: only players with cards in front of them receive cards.",
                seat.index() + 1
            ),
            (BadGift::NotInPool { card, wanted, left }, Lang::Fr) => format!(
                "Il ne reste {} à répartir, pas {wanted}.",
                elide("que", &cards_text(&Cards::of(*card, *left), lang))
            ),
            (BadGift::NotInPool { card, wanted, left }, Lang::En) => format!(
                "Only {} left to share out, not {wanted}.",
                cards_text(&Cards::of(*card, *left), lang)
            ),
            (BadGift::Nothing, _) => lang.t("Donnez au moins une carte.", "Give at least one card.").into(),
        },
    }
}

/// A seat's action as a short bubble at its seat: « Preums ! », cards laid
/// (and on whose pile), a pass, carrying on.
pub fn bubble(event: &Event, names: &[String], lang: Lang) -> Option<(Seat, String)> {
    let name = |s: &Seat| names.get(s.index()).map_or("?", |n| n.as_str());
    match event {
        Event::Called { seat, cards, .. } => Some((*seat, format!("« Preums ! » {}", faces(cards)))),
        Event::Placed { seat, target, cards, .. } if seat == target => Some((*seat, faces(cards))),
        Event::Placed { seat, target, cards, .. } => Some((*seat, format!("{} → {}", faces(cards), name(target)))),
        Event::Passed { seat, .. } => Some((*seat, lang.t("Je passe", "I pass").to_string())),
        Event::Continued { seat } | Event::AutoContinue { seat, .. } => {
            Some((*seat, lang.t("Je continue", "Carry on").to_string()))
        }
        Event::Gave { winner, to, card, count, .. } => {
            Some((*winner, format!("{count} × {} → {}", card_face(*card), name(to))))
        }
        _ => None,
    }
}
