//! Log lines, refusals, button labels and names, in French and English.

use super::map::map;
use super::rules::{EndReason, Event, Move, RuleError};
use crate::i18n::{de, Lang};

/// A city's name.
pub fn city_name(city: u8, lang: Lang) -> &'static str {
    map().cities.get(city as usize).map_or("?", |c| if lang.fr() { c.name_fr } else { c.name_en })
}

/// A region's name.
pub fn region_name(region: u8, lang: Lang) -> &'static str {
    map().regions.get(region as usize).map_or("?", |r| if lang.fr() { r.0 } else { r.1 })
}

/// "1 point d'influence", "4 influence points": spelled out wherever the
/// table writes them (a log line, a hint, the end screen). The rules
/// introduce the short forms, "PI" in French and "IP" in English, and the
/// final table's narrow column uses them with the words as its title.
pub fn influence(n: impl Into<u64>, lang: Lang) -> String {
    match lang {
        Lang::Fr => lang.count(n, "point d'influence", "points d'influence"),
        Lang::En => lang.count(n, "influence point", "influence points"),
    }
}

/// The short form of "influence points" the rules introduce, for a narrow
/// column: "PI" in French, "IP" in English.
pub fn influence_short(lang: Lang) -> &'static str {
    lang.t("PI", "IP")
}

fn nm(names: &[String], s: crate::engine::Seat) -> &str {
    names.get(s.index()).map_or("?", |n| n.as_str())
}

fn pl(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// One log line per event.
/// Long by design: one arm per event, a table read top to bottom (cutting
/// it would scatter one table over several functions).
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let fr = lang.fr();
    let c = |x: &u8| city_name(*x, lang);
    match event {
        Event::Setup { start, discs, wittenberg, florins } => {
            let w = match (wittenberg, fr) {
                (true, true) => " Un disque 2 est déjà posé sur Wittemberg.",
                (true, false) => " A 2-disc already lies on Wittenberg.",
                _ => "",
            };
            let each = discs.first().map_or(0, |d| d.len());
            if fr {
                format!("{} commence. Chacun reçoit {florins} florins et {each} disques.{w}", nm(names, *start))
            } else {
                format!("{} starts. Everyone gets {florins} florins and {each} discs.{w}", nm(names, *start))
            }
        }
        Event::StartingPost { seat, city, counter } => {
            if fr {
                format!("{} s'installe à {} (compteur {counter}).", nm(names, *seat), c(city))
            } else {
                format!("{} settles in {} (counter {counter}).", nm(names, *seat), c(city))
            }
        }
        Event::Turn { seat, round } => {
            if fr {
                format!("Tour {round} : à {} de jouer.", nm(names, *seat))
            } else {
                format!("Round {round}: {} to play.", nm(names, *seat))
            }
        }
        Event::DiscPlaced { seat, value, city } => {
            if fr {
                format!("{} pose un disque {value} sur {} : la ville est ouverte.", nm(names, *seat), c(city))
            } else {
                format!("{} places a {value}-disc on {}: the city is open.", nm(names, *seat), c(city))
            }
        }
        Event::Extended { seat, city, posts } => {
            if fr {
                format!(
                    "{} étend son influence à {} (+{}).",
                    nm(names, *seat),
                    c(city),
                    pl(*posts, "comptoir", "comptoirs")
                )
            } else {
                format!("{} extends influence in {} (+{}).", nm(names, *seat), c(city), pl(*posts, "post", "posts"))
            }
        }
        Event::ExtendSkipped { seat } => {
            if fr {
                format!("{} n'étend pas son influence.", nm(names, *seat))
            } else {
                format!("{} does not extend influence.", nm(names, *seat))
            }
        }
        Event::Income { seat, cities, base, total, doubled } => {
            let parts: Vec<String> = cities.iter().map(|(x, f)| format!("{} {f}", c(x))).collect();
            let detail = if parts.is_empty() { String::new() } else { format!("{} + ", parts.join(" + ")) };
            let dbl = match (doubled, fr) {
                (true, true) => ", doublés par un sauf-conduit",
                (true, false) => ", doubled by a safe-conduct",
                _ => "",
            };
            if fr {
                format!("{} perçoit {total} florins ({detail}base {base}{dbl}).", nm(names, *seat))
            } else {
                format!("{} collects {total} florins ({detail}base {base}{dbl}).", nm(names, *seat))
            }
        }
        Event::SafeConduct { seat, left } => {
            if fr {
                format!("{} utilise un sauf-conduit (il en reste {left}).", nm(names, *seat))
            } else {
                format!("{} uses a safe-conduct ({left} left).", nm(names, *seat))
            }
        }
        Event::PostOpened { seat, from, to, toll, small, counter } => {
            let extra = match (small, fr) {
                (true, true) => format!(" : +{}, compteur {counter}", influence(1u8, lang)),
                (true, false) => format!(": +{}, counter {counter}", influence(1u8, lang)),
                _ => String::new(),
            };
            if fr {
                format!(
                    "{} ouvre un comptoir à {} depuis {} (péage {}){extra}.",
                    nm(names, *seat),
                    c(to),
                    c(from),
                    Lang::Fr.count(*toll as u64, "florin", "florins")
                )
            } else {
                format!(
                    "{} opens a post in {} from {} (toll {}){extra}.",
                    nm(names, *seat),
                    c(to),
                    c(from),
                    Lang::En.count(*toll as u64, "florin", "florins")
                )
            }
        }
        Event::OpenSkipped { seat } => {
            if fr {
                format!("{} n'ouvre pas de comptoir.", nm(names, *seat))
            } else {
                format!("{} opens no post.", nm(names, *seat))
            }
        }
        Event::Majority { seat, city, posts, pi } => {
            if fr {
                format!(
                    "{} a la majorité absolue à {} ({} sur {pi}) : +{}, le disque est retiré.",
                    nm(names, *seat),
                    c(city),
                    pl(*posts, "comptoir", "comptoirs"),
                    influence(*pi, lang)
                )
            } else {
                format!(
                    "{} holds an absolute majority in {} ({} of {pi}): +{}, the disc is removed.",
                    nm(names, *seat),
                    c(city),
                    pl(*posts, "post", "posts"),
                    influence(*pi, lang)
                )
            }
        }
        Event::HalfPoints { seat, by, city, posts, pi, tie } => {
            let t = match (tie, fr) {
                (true, true) => ", à égalité mais le plus près de la flèche",
                (true, false) => ", tied but nearest the arrow",
                _ => "",
            };
            if fr {
                format!(
                    "{} remplit la dernière case {} : {} y a le plus de comptoirs ({posts}{t}) et gagne la moitié, +{}. Le disque est retiré.",
                    nm(names, *by),
                    de(c(city)),
                    nm(names, *seat),
                    influence(*pi, lang)
                )
            } else {
                format!(
                    "{} fills the last slot of {}: {} has the most posts there ({posts}{t}) and gains half, +{}. The disc is removed.",
                    nm(names, *by),
                    c(city),
                    nm(names, *seat),
                    influence(*pi, lang)
                )
            }
        }
        Event::GameEnds { reason } => match (reason, fr) {
            (EndReason::Counter, true) => "Le compteur de villes est à 0 : la partie est finie.".into(),
            (EndReason::Counter, false) => "The city counter is at 0: the game is over.".into(),
            (EndReason::Discs, true) => "Tous les disques sont retirés : la partie est finie.".into(),
            (EndReason::Discs, false) => "Every disc has been removed: the game is over.".into(),
            (EndReason::Lap, true) => "Un tour de table complet sans nouveau comptoir : la partie est finie.".into(),
            (EndReason::Lap, false) => "A full lap without a new post: the game is over.".into(),
        },
        Event::FinalScore { seat, score } => {
            let lang = if fr { Lang::Fr } else { Lang::En };
            let [pi, regions, florins, total] = if fr {
                [
                    ("point d'influence", "points d'influence"),
                    ("région", "régions"),
                    ("florin", "florins"),
                    ("point", "points"),
                ]
            } else {
                [
                    ("influence point", "influence points"),
                    ("region", "regions"),
                    ("florin", "florins"),
                    ("point", "points"),
                ]
            };
            format!(
                "{}{}{} + {} × 2 + {} ÷ 20 = {}.",
                nm(names, *seat),
                lang.colon(),
                lang.count(score.pi, pi.0, pi.1),
                lang.count(score.regions, regions.0, regions.1),
                lang.count(score.florins, florins.0, florins.1),
                lang.count(score.total, total.0, total.1),
            )
        }
    }
}

/// Why a move is refused, in players' words.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    use RuleError::*;
    let (fr, en) = match err {
        NotYourTurn => ("Ce n'est pas votre tour.", "It is not your turn."),
        GameOver => ("La partie est finie.", "The game is over."),
        WrongStep => ("Ce n'est pas le moment de cette action.", "This action does not belong to this step."),
        UnknownCity => ("Cette ville n'existe pas.", "There is no such city."),
        NotSmallCity => ("Il faut choisir une petite ville.", "Choose a small city."),
        NotLargeCity => ("Il faut choisir une grande ville.", "Choose a large city."),
        DiscNotHeld => ("Vous n'avez pas de disque de cette valeur.", "You hold no disc of that value."),
        DiscValueMismatch => ("Le disque doit avoir la valeur de la ville.", "The disc must match the city's value."),
        CityNotFree => ("Cette ville est déjà prise.", "This city is already taken."),
        NotPresent => ("Vous n'avez pas de comptoir dans cette ville.", "You have no post in that city."),
        AlreadyPresent => ("Vous avez déjà un comptoir dans cette ville.", "You already have a post in that city."),
        CityClosed => (
            "Cette ville n'est pas ouverte (pas de disque) ou son disque est retiré.",
            "This city is not open (no disc) or its disc was removed.",
        ),
        NoFreeSlot => ("Il n'y a plus de case libre dans cette ville.", "No free slot is left in that city."),
        NoRoute => ("Aucune route ne relie ces deux villes.", "No route joins these two cities."),
        CannotPay => ("Vous n'avez pas assez de florins pour le péage.", "You cannot pay the toll."),
        NoPostsLeft => ("Il ne vous reste pas assez de comptoirs.", "You do not have enough posts left."),
        NotEnoughFreeSlots => ("Il faut deux cases libres dans cette ville.", "That city needs two free slots."),
        SafeConductNone => ("Vous n'avez plus de sauf-conduit.", "You have no safe-conduct left."),
        SafeConductFirstRound => {
            ("Les sauf-conduits ne servent pas au premier tour.", "Safe-conducts cannot be used in the first round.")
        }
        SafeConductAlreadyUsed => ("Un seul sauf-conduit par tour.", "Only one safe-conduct per turn."),
        MustPlaceDisc => ("Posez d'abord un disque.", "Place a disc first."),
        AlreadyExtended => (
            "Vous avez déjà étendu votre influence dans cette ville ce tour-ci.",
            "You already extended in this city this turn.",
        ),
    };
    lang.t(fr, en).to_string()
}

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    let c = |x: u8| city_name(x, lang);
    let fr = lang.fr();
    match *mv {
        Move::StartingPost { city } => format!("{} {}", lang.t("S'installer à", "Settle in"), c(city)),
        Move::PlaceDisc { value, city } => {
            if fr {
                format!("Disque {value} sur {}", c(city))
            } else {
                format!("{value}-disc on {}", c(city))
            }
        }
        Move::SkipExtend => lang.t("Ne pas étendre", "Do not extend").into(),
        Move::Extend { city } => format!("{} {}", lang.t("Étendre à", "Extend in"), c(city)),
        Move::ExtendTwice { city } => {
            format!("{} {}", lang.t("Sauf-conduit : 2 comptoirs à", "Safe-conduct: 2 posts in"), c(city))
        }
        Move::TakeIncome => lang.t("Percevoir les revenus", "Collect income").into(),
        Move::DoubleIncome => lang.t("Sauf-conduit : doubler les revenus", "Safe-conduct: double income").into(),
        Move::SkipOpen => lang.t("Ne pas ouvrir de comptoir", "Open no post").into(),
        Move::Open { from, to } => format!("{} → {}", c(from), c(to)),
        Move::OpenTwo { from1, to1, from2, to2 } => {
            format!("{} → {}, {} → {}", c(from1), c(to1), c(from2), c(to2))
        }
    }
}
