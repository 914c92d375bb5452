//! Log lines, refusals, button labels and names, from the game's catalogue
//! (`i18n/<lang>/pfeffersacke.ftl`).

use super::map::map;
use super::rules::{EndReason, Event, Move, RuleError};
use crate::games::pfeffersacke::tx;
use crate::i18n::Lang;

/// A city's name, as the language writes it (Cologne, Köln, Keulen).
pub fn city_name(city: u8, lang: Lang) -> String {
    if let Some(n) = names(lang) {
        return n.cities.get(city as usize).cloned().unwrap_or_else(|| "?".into());
    }
    map().cities.get(city as usize).map_or_else(|| "?".into(), |c| tx::city(lang, c.id))
}

/// A region's name.
pub fn region_name(region: u8, lang: Lang) -> String {
    if let Some(n) = names(lang) {
        return n.regions.get(region as usize).cloned().unwrap_or_else(|| "?".into());
    }
    map().regions.get(region as usize).map_or_else(|| "?".into(), |id| tx::region(lang, *id))
}

/// Every city's and region's name in one language, by index.
struct Names {
    cities: Vec<String>,
    regions: Vec<String>,
}

thread_local! {
    /// The names, worked out once per language: each is a choice among
    /// fifty variants in the catalogue, and a table names the cities some
    /// four hundred times (the map, its routes' titles, the map in words).
    static NAMES: std::cell::RefCell<[Option<std::rc::Rc<Names>>; Lang::ALL.len()]> = Default::default();
}

/// The names in `lang`, once its catalogue is here (in the browser it is
/// fetched before the game is shown; nothing is kept before).
fn names(lang: Lang) -> Option<std::rc::Rc<Names>> {
    NAMES.with(|all| {
        if let Some(n) = &all.borrow()[lang.index()] {
            return Some(n.clone());
        }
        if !tx::DOMAIN.loaded(lang) {
            return None;
        }
        let n = std::rc::Rc::new(Names {
            cities: map().cities.iter().map(|c| tx::city(lang, c.id)).collect(),
            regions: map().regions.iter().map(|id| tx::region(lang, *id)).collect(),
        });
        all.borrow_mut()[lang.index()] = Some(n.clone());
        Some(n)
    })
}

/// "1 point d'influence", "4 influence points": spelled out wherever the
/// table writes them (a log line, a hint, the end screen). The rules
/// introduce the short forms, "PI" in French and "IP" in English, and the
/// final table's narrow column uses them with the words as its title.
pub fn influence(n: impl Into<u64>, lang: Lang) -> String {
    tx::influence(lang, n.into())
}

/// The short form of "influence points" the rules introduce, for a narrow
/// column: "PI" in French, "IP" in English.
pub fn influence_short(lang: Lang) -> &'static str {
    tx::influence_points_short(lang)
}

fn nm(names: &[String], s: crate::engine::Seat) -> &str {
    names.get(s.index()).map_or("?", |n| n.as_str())
}

/// One log line per event.
/// Long by design: one arm per event, a table read top to bottom (cutting
/// it would scatter one table over several functions).
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let c = |x: &u8| city_name(*x, lang);
    match event {
        Event::Setup { start, discs, wittenberg, florins } => {
            let each = discs.first().map_or(0, |d| d.len());
            let setup = tx::log_setup(lang, nm(names, *start), *florins, each);
            if *wittenberg {
                let city = map().city("wittenberg").map_or_else(|| "?".into(), |w| c(&w));
                format!("{setup} {}", tx::log_setup_wittenberg(lang, city))
            } else {
                setup
            }
        }
        Event::StartingPost { seat, city, counter } => tx::log_starting_post(lang, nm(names, *seat), c(city), *counter),
        Event::Turn { seat, round } => tx::log_turn(lang, *round, nm(names, *seat)),
        Event::DiscPlaced { seat, value, city } => tx::log_disc_placed(lang, nm(names, *seat), *value, c(city)),
        Event::Extended { seat, city, posts } => tx::log_extended(lang, nm(names, *seat), c(city), *posts),
        Event::ExtendSkipped { seat } => tx::log_extend_skipped(lang, nm(names, *seat)),
        Event::Income { seat, cities, base, total, doubled } => {
            let mut parts: Vec<String> = cities.iter().map(|(x, f)| tx::log_income_city(lang, c(x), *f)).collect();
            parts.push(tx::log_income_base(lang, *base));
            // (Saturating: a view read from a link may hold any numbers.)
            let twice = cities.iter().fold(*base, |sum, (_, f)| sum.saturating_add(*f)).saturating_mul(2);
            let detail = parts.join(" + ");
            if *doubled && *total > twice {
                // Twice the income fell short of the minimum: the minimum is paid.
                tx::log_income_minimum(lang, nm(names, *seat), *total, detail, twice)
            } else if *doubled {
                tx::log_income_doubled(lang, nm(names, *seat), *total, detail)
            } else {
                tx::log_income(lang, nm(names, *seat), *total, detail)
            }
        }
        Event::SafeConduct { seat, left } => tx::log_safe_conduct(lang, nm(names, *seat), *left),
        Event::PostOpened { seat, from, to, toll, small, counter } => {
            if *small {
                tx::log_post_opened_small(lang, nm(names, *seat), c(to), c(from), *toll, *counter)
            } else {
                tx::log_post_opened(lang, nm(names, *seat), c(to), c(from), *toll)
            }
        }
        Event::OpenSkipped { seat } => tx::log_open_skipped(lang, nm(names, *seat)),
        Event::Majority { seat, city, posts, pi } => tx::log_majority(lang, nm(names, *seat), c(city), *posts, *pi),
        Event::HalfPoints { seat, by, city, posts, pi, tie } => {
            if *tie {
                tx::log_half_points_tie(lang, nm(names, *by), c(city), nm(names, *seat), *posts, *pi)
            } else {
                tx::log_half_points(lang, nm(names, *by), c(city), nm(names, *seat), *posts, *pi)
            }
        }
        Event::GameEnds { reason } => match reason {
            EndReason::Counter => tx::log_end_counter(lang).into(),
            EndReason::Discs => tx::log_end_discs(lang).into(),
            EndReason::Lap => tx::log_end_lap(lang).into(),
        },
        Event::FinalScore { seat, score } => {
            tx::log_final_score(lang, nm(names, *seat), score.pi, score.regions, score.florins, score.total)
        }
    }
}

/// Why a move is refused, in players' words.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    use RuleError::*;
    match err {
        NotYourTurn => tx::error_not_your_turn(lang),
        GameOver => tx::error_game_over(lang),
        WrongStep => tx::error_wrong_step(lang),
        UnknownCity => tx::error_unknown_city(lang),
        NotSmallCity => tx::error_not_small_city(lang),
        NotLargeCity => tx::error_not_large_city(lang),
        DiscNotHeld => tx::error_disc_not_held(lang),
        DiscValueMismatch => tx::error_disc_value_mismatch(lang),
        CityNotFree => tx::error_city_not_free(lang),
        NotPresent => tx::error_not_present(lang),
        AlreadyPresent => tx::error_already_present(lang),
        CityClosed => tx::error_city_closed(lang),
        NoFreeSlot => tx::error_no_free_slot(lang),
        NoRoute => tx::error_no_route(lang),
        CannotPay => tx::error_cannot_pay(lang),
        NoPostsLeft => tx::error_no_posts_left(lang),
        NotEnoughFreeSlots => tx::error_not_enough_free_slots(lang),
        SafeConductNone => tx::error_safe_conduct_none(lang),
        SafeConductFirstRound => tx::error_safe_conduct_first_round(lang),
        SafeConductAlreadyUsed => tx::error_safe_conduct_already_used(lang),
        MustPlaceDisc => tx::error_must_place_disc(lang),
        AlreadyExtended => tx::error_already_extended(lang),
    }
    .to_string()
}

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    let c = |x: u8| city_name(x, lang);
    match *mv {
        Move::StartingPost { city } => tx::move_settle_in(lang, c(city)),
        Move::PlaceDisc { value, city } => tx::move_place_disc(lang, value, c(city)),
        Move::SkipExtend => tx::move_do_not_extend(lang).into(),
        Move::Extend { city } => tx::move_extend_in(lang, c(city)),
        Move::ExtendTwice { city } => tx::move_extend_twice_in(lang, c(city)),
        Move::TakeIncome => tx::move_collect_income(lang).into(),
        Move::DoubleIncome => tx::move_double_income(lang).into(),
        Move::SkipOpen => tx::move_open_no_post(lang).into(),
        // A route, the same in every language: "Köln → Mainz".
        Move::Open { from, to } => format!("{} → {}", c(from), c(to)),
        Move::OpenTwo { from1, to1, from2, to2 } => {
            format!("{} → {}, {} → {}", c(from1), c(to1), c(from2), c(to2))
        }
    }
}
