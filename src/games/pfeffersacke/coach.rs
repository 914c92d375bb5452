//! Pfeffersäcke's guided first game: the learner and two computers play
//! the setup and the first two rounds, on a deal where the learner opens a
//! post in Mainz, a large city of 3 slots, in round 1 and takes its
//! majority in round 2 (deal 2, found by examples/coach_deals.rs: the
//! summary after 13 moves). Data only: the steps, their words (in
//! `i18n/<lang>/coach-pfeffersacke.ftl`) and what they point at.

use super::map::map;
use super::text::city_name;
use super::{Event, Move, Pfeffersacke, View};
use crate::i18n::Lang;
use crate::scene::coach::{Expect, Script, Step, Target, When, LEARNER};

/// The coach's words, from `i18n/<lang>/coach-pfeffersacke.ftl`.
pub mod ctx {
    include!(concat!(env!("OUT_DIR"), "/i18n/coach-pfeffersacke.rs"));
}

// The in-app rules' sections (i18n/<lang>/rules/pfeffersacke.md), in order.
const GOAL: usize = 0;
const SETUP: usize = 1;
const TURN: usize = 2;
const SAFE_CONDUCTS: usize = 3;
const END: usize = 4;
const EXAMPLES: usize = 5;
const VARIANTS: usize = 6;
const CHOICES: usize = 7;
const TABLET: usize = 8;

// The deal's plan: settle in Koblenz, open Mainz (3 slots) with the
// learner's 3-disc, take a post there, then a second one: a majority.
fn home() -> u8 {
    map().city("koblenz").expect("Koblenz")
}
fn target() -> u8 {
    map().city("mainz").expect("Mainz")
}

fn settle(mv: &Move) -> bool {
    matches!(*mv, Move::StartingPost { city } if city == home())
}
fn disc(mv: &Move) -> bool {
    matches!(*mv, Move::PlaceDisc { city, .. } if city == target())
}
fn any_disc(mv: &Move) -> bool {
    matches!(mv, Move::PlaceDisc { .. })
}
fn open_target(mv: &Move) -> bool {
    matches!(*mv, Move::Open { from, to } if (from, to) == (home(), target()))
}
fn extend(mv: &Move) -> bool {
    matches!(*mv, Move::Extend { city } if city == target())
}
fn double(mv: &Move) -> bool {
    matches!(mv, Move::DoubleIncome)
}
fn opening(mv: &Move) -> bool {
    matches!(mv, Move::SkipOpen | Move::Open { .. })
}
fn turn(e: &Event) -> bool {
    matches!(e, Event::Turn { .. })
}
fn their_disc(e: &Event) -> bool {
    matches!(e, Event::DiscPlaced { seat, .. } if *seat != LEARNER)
}
fn their_small(e: &Event) -> bool {
    matches!(e, Event::PostOpened { seat, small: true, .. } if *seat != LEARNER)
}
fn my_majority(e: &Event) -> bool {
    matches!(e, Event::Majority { seat, .. } if *seat == LEARNER)
}

fn slots() -> u8 {
    map().cities[target() as usize].slots
}

/// Where to settle, and why.
fn settle_here(_: &View, lang: Lang) -> String {
    let toll = map().toll(home(), target()).unwrap_or(0);
    ctx::settle(lang, city_name(home(), lang), toll, city_name(target(), lang), slots())
}

/// Which disc to lay.
fn disc_here(_: &View, lang: Lang) -> String {
    ctx::disc(lang, slots(), city_name(target(), lang))
}

/// Where to open a post.
fn open_here(_: &View, lang: Lang) -> String {
    ctx::open(lang, city_name(target(), lang), slots())
}

/// Where to extend.
fn extend_here(_: &View, lang: Lang) -> String {
    ctx::extend(lang, city_name(target(), lang))
}

/// Round 1's income, in the learner's own numbers.
fn income_base(v: &View, lang: Lang) -> String {
    ctx::income_base(lang, v.state.config.base(), v.state.players[LEARNER.index()].florins)
}

/// Round 2's income before it is taken, in the learner's own numbers.
fn income_now(v: &View, lang: Lang) -> String {
    ctx::income(lang, v.state.config.rate(), v.state.config.base(), v.income)
}

/// The learner's first majority, in their own numbers.
fn majority(v: &View, lang: Lang) -> String {
    let me = &v.state.players[LEARNER.index()];
    let Some(&(city, value)) = me.won.last() else { return String::new() };
    let posts = v.state.posts_in(city, LEARNER);
    ctx::majority(lang, posts, value, city_name(city, lang), value, me.pi)
}


static STEPS: [Step<Pfeffersacke>; 21] = [
    Step::plain(When::Now, ctx::welcome, Target::Table, Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::goal, Target::Testid("players-strip"), Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::map, Target::Testid("pf-map"), Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::end, Target::Testid("pf-meta"), Expect::Next, &[END]),
    Step::plain(When::Now, ctx::setup, Target::Testid("players-strip"), Expect::Next, &[SETUP]),
    Step::live(When::Now, settle_here, Target::Move(settle), Expect::Move(settle), &[SETUP, TABLET]),
    Step::plain(When::Seen(turn), ctx::turn, Target::Table, Expect::Next, &[TURN]),
    Step::live(When::Now, disc_here, Target::Move(disc), Expect::Move(disc), &[TURN]),
    Step::live(When::Now, income_base, Target::Testid("players-strip"), Expect::Next, &[TURN, TABLET]),
    Step::live(When::Now, open_here, Target::Move(open_target), Expect::Move(open_target), &[TURN]),
    Step::plain(When::Now, ctx::scoring, Target::Testid("pf-map"), Expect::Next, &[TURN]),
    Step::plain(When::Seen(their_disc), ctx::their_disc, Target::Testid("pf-map"), Expect::Next, &[]),
    Step::plain(When::Seen(their_small), ctx::their_small, Target::Testid("pf-meta"), Expect::Next, &[TURN]),
    Step::plain(When::Now, ctx::disc_again, Target::Move(any_disc), Expect::Move(any_disc), &[TURN]),
    Step::live(When::Now, extend_here, Target::Move(extend), Expect::Move(extend), &[TURN]),
    Step::live(When::Now, income_now, Target::Testid("players-strip"), Expect::Next, &[TURN]),
    Step::plain(When::Now, ctx::double, Target::Move(double), Expect::Move(double), &[SAFE_CONDUCTS]),
    Step::plain(When::Now, ctx::open_free, Target::Move(opening), Expect::AnyMove, &[]),
    Step::live(When::Seen(my_majority), majority, Target::Testid("players-strip"), Expect::Next, &[TURN]),
    Step::plain(When::Now, ctx::final_score, Target::Testid("players-strip"), Expect::Next, &[END]),
    Step::plain(When::Now, ctx::tip, Target::Testid("pf-map"), Expect::Next, &[]),
];

/// Pfeffersäcke's guided first game.
pub static SCRIPT: Script<Pfeffersacke> = Script {
    players: 3,
    seed: 2,
    steps: &STEPS,
    shows: &[],
    unseen: &[EXAMPLES, VARIANTS, CHOICES],
    texts: || &ctx::DOMAIN,
};
