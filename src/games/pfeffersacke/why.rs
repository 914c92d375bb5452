//! Why a move is good, in one line, for a hint: read from the seat's
//! [`View`] (here the whole table: nothing is secret), and true of the move.

use super::map::map;
use super::rules::{Disc, Move, State};
use super::text::{city_name, region_name};
use super::view::View;
use crate::engine::Seat;
use crate::games::pfeffersacke::tx;
use crate::i18n::Lang;

/// A reason for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The only legal move.
    Only,
    /// A starting post in a small city `routes` routes leave, the cheapest
    /// for `toll` florins.
    Start { routes: u8, toll: u8 },
    /// A disc on a large city next to one where the seat is present.
    DiscNear { city: u8 },
    /// Extending in `city` brings the seat's posts there to `posts`, more
    /// than half its `slots`: the majority, worth `slots` PI this turn.
    Majority { city: u8, slots: u8 },
    /// Extending in `city` brings the seat's posts to `posts` of the `need`
    /// of a majority.
    Toward { city: u8, posts: u8, need: u8 },
    /// Extends no more: the cities still paying pay `income` florins.
    KeepIncome { income: u32 },
    /// Takes the normal income and keeps its safe-conducts.
    SaveConduct { income: u32 },
    /// A safe-conduct doubles the income.
    Double { double: u32, income: u32 },
    /// A new post: `small` city (1 PI), `region` when it is the first post
    /// there (2 PI at the end), for `toll` florins.
    Open { city: u8, small: bool, region: Option<u8>, toll: u8 },
    /// Two new posts: in `small` small cities, `regions` new regions.
    OpenTwo { a: u8, b: u8, small: u8, regions: u8 },
}

fn present(s: &State, seat: Seat, city: usize) -> bool {
    let c = &map().cities[city];
    s.slots[c.off as usize..(c.off + c.slots) as usize].contains(&(seat.0 + 1))
}

fn posts(s: &State, seat: Seat, city: usize) -> u8 {
    let c = &map().cities[city];
    s.slots[c.off as usize..(c.off + c.slots) as usize].iter().filter(|&&o| o == seat.0 + 1).count() as u8
}

/// Does the seat have a post in the region of `city`?
fn in_region(s: &State, seat: Seat, city: usize) -> bool {
    let region = map().cities[city].region;
    map().cities.iter().enumerate().any(|(i, c)| c.region == region && present(s, seat, i))
}

fn toll(from: u8, to: u8) -> u8 {
    map().adj[from as usize].iter().find(|(o, _)| *o == to).map_or(0, |(_, t)| *t)
}

/// The reason for `mv` in `view`, if one can honestly be given.
pub fn reason(view: &View, mv: &Move) -> Option<Why> {
    let me = view.me.filter(|m| view.to_act == Some(*m))?;
    let s = &view.state;
    let legal = s.legal_moves();
    if !legal.contains(mv) {
        return None;
    }
    if legal.len() == 1 {
        return Some(Why::Only);
    }
    let m = map();
    match *mv {
        Move::StartingPost { city } => {
            let adj = &m.adj[city as usize];
            let toll = adj.iter().map(|(_, t)| *t).min()?;
            Some(Why::Start { routes: adj.len() as u8, toll })
        }
        Move::PlaceDisc { city, .. } => {
            m.adj[city as usize].iter().any(|(o, _)| present(s, me, *o as usize)).then_some(Why::DiscNear { city })
        }
        Move::Extend { city } | Move::ExtendTwice { city } => {
            let add = if matches!(mv, Move::ExtendTwice { .. }) { 2 } else { 1 };
            let c = &m.cities[city as usize];
            let after = posts(s, me, city as usize) + add;
            let need = c.slots / 2 + 1;
            if after >= need && s.discs[city as usize] == Disc::OnBoard {
                Some(Why::Majority { city, slots: c.slots })
            } else {
                Some(Why::Toward { city, posts: after, need })
            }
        }
        Move::SkipExtend => Some(Why::KeepIncome { income: view.income }),
        Move::TakeIncome => Some(Why::SaveConduct { income: view.income }),
        Move::DoubleIncome => Some(Why::Double { double: view.double, income: view.income }),
        Move::Open { from, to } => {
            let small = !m.cities[to as usize].large;
            let region = (!in_region(s, me, to as usize)).then_some(m.cities[to as usize].region);
            Some(Why::Open { city: to, small, region, toll: toll(from, to) })
        }
        Move::OpenTwo { to1, to2, .. } => {
            let small = [to1, to2].iter().filter(|c| !m.cities[**c as usize].large).count() as u8;
            let r1 = m.cities[to1 as usize].region;
            let r2 = m.cities[to2 as usize].region;
            let new1 = !in_region(s, me, to1 as usize);
            let same_new_region = new1 && r1 == r2;
            let new2 = !same_new_region && !in_region(s, me, to2 as usize);
            Some(Why::OpenTwo { a: to1, b: to2, small, regions: u8::from(new1) + u8::from(new2) })
        }
        Move::SkipOpen => None,
    }
}

impl Why {
    /// The reason in one line.
    /// Long by design: one arm per reason, a table read top to bottom.
    pub fn text(self, lang: Lang) -> String {
        let c = |city: u8| city_name(city, lang);
        match self {
            Why::Only => tx::why_only(lang).into(),
            Why::Start { routes, toll } => tx::why_start(lang, routes, toll),
            Why::DiscNear { city } => tx::why_disc_near(lang, c(city)),
            Why::Majority { city, slots } => tx::why_majority(lang, c(city), slots),
            Why::Toward { city, posts, need } => tx::why_toward(lang, posts, c(city), need),
            Why::KeepIncome { income } => tx::why_keep_income(lang, income),
            Why::SaveConduct { income } => tx::why_save_conduct(lang, income),
            Why::Double { double, income } => tx::why_double(lang, double, income),
            Why::Open { city, small, region, toll } => match (small, region) {
                (true, None) => tx::why_open_small(lang, c(city), toll),
                (true, Some(r)) => tx::why_open_small_region(lang, c(city), region_name(r, lang), toll),
                (false, None) => tx::why_open_large(lang, c(city), toll),
                (false, Some(r)) => tx::why_open_large_region(lang, c(city), region_name(r, lang), toll),
            },
            Why::OpenTwo { a, b, small, regions } => tx::why_open_two(lang, c(a), c(b), small, regions),
        }
    }
}
