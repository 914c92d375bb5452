//! Sorciers' guided first game: the learner and two computers play the
//! first four rounds (1 to 4 cards) on a deal where a Sorcerer and a
//! Fool are played early. Data only: the steps, their words (in
//! `i18n/<lang>/coach-sorciers.ftl`) and what they point at.

use super::{Event, Kind, Move, Sorciers, View};
use crate::i18n::Lang;
use crate::scene::coach::{Expect, Script, Step, Target, When, LEARNER};

/// The coach's words, from `i18n/<lang>/coach-sorciers.ftl`.
pub mod ctx {
    include!(concat!(env!("OUT_DIR"), "/i18n/coach-sorciers.rs"));
}

// The in-app rules' sections (i18n/<lang>/rules/sorciers.md), in order.
const GOAL: usize = 0;
const CARDS: usize = 1;
const ROUNDS: usize = 2;
const TRUMP: usize = 3;
const BIDDING: usize = 4;
const TRICK: usize = 5;
const TAKES: usize = 6;
const EXAMPLES: usize = 7;
const SCORING: usize = 8;
const END: usize = 9;
const OPTIONS: usize = 10;
const CHOICES: usize = 11;
const TABLET: usize = 12;

fn bid(mv: &Move) -> bool {
    matches!(mv, Move::Bid(_))
}
fn card(mv: &Move) -> bool {
    matches!(mv, Move::Play(_))
}
fn any(_: &Move) -> bool {
    true
}
fn trick_won(e: &Event) -> bool {
    matches!(e, Event::TrickWon { .. })
}
fn round_scored(e: &Event) -> bool {
    matches!(e, Event::RoundScored { .. })
}
fn sorcerer(e: &Event) -> bool {
    matches!(e, Event::CardPlayed { card, .. } if card.kind() == Kind::Sorcier)
}
fn fool(e: &Event) -> bool {
    matches!(e, Event::CardPlayed { card, .. } if card.kind() == Kind::Fou)
}
fn round_started(e: &Event) -> bool {
    matches!(e, Event::RoundStarted { .. })
}

/// The learner's last round, scored, in their own numbers.
fn scored(v: &View, lang: Lang) -> String {
    let Some(row) = v.sheet.iter().rev().find_map(|r| r.get(LEARNER.index())) else { return String::new() };
    match row.bid == row.tricks {
        true => ctx::scored_made(lang, row.bid, row.tricks, row.points),
        false => ctx::scored_missed(lang, row.bid, row.tricks, row.points),
    }
}

static STEPS: [Step<Sorciers>; 16] = [
    Step::plain(When::Now, ctx::welcome, Target::Table, Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::hand, Target::Testid("hand"), Expect::Next, &[CARDS]),
    Step::plain(When::Now, ctx::rounds, Target::Testid("players-strip"), Expect::Next, &[ROUNDS, END]),
    Step::plain(When::Now, ctx::trump, Target::Testid("trump"), Expect::Next, &[TRUMP]),
    Step::plain(When::Now, ctx::bid, Target::Move(bid), Expect::Move(bid), &[BIDDING]),
    Step::plain(When::Now, ctx::lead, Target::Testid("players-strip"), Expect::Next, &[TRICK]),
    Step::plain(When::Now, ctx::play, Target::Move(card), Expect::Move(card), &[TRICK]),
    Step::plain(When::Seen(trick_won), ctx::takes, Target::Testid("trick"), Expect::Next, &[TAKES]),
    Step::live(When::Seen(round_scored), scored, Target::Testid("sheet"), Expect::Next, &[SCORING]),
    Step::plain(When::Now, ctx::scoring, Target::Testid("sheet"), Expect::Next, &[SCORING]),
    Step::plain(When::Seen(round_started), ctx::round_two, Target::Move(bid), Expect::Move(bid), &[ROUNDS, BIDDING]),
    Step::plain(When::Now, ctx::follow, Target::Move(card), Expect::Move(card), &[TRICK]),
    Step::plain(When::Now, ctx::free, Target::Move(any), Expect::AnyMove, &[]),
    Step::plain(When::Seen(sorcerer), ctx::sorcerer, Target::Testid("trick"), Expect::Next, &[CARDS, TAKES]),
    Step::plain(When::Seen(fool), ctx::fool, Target::Testid("trick"), Expect::Next, &[CARDS, TAKES]),
    Step::plain(When::Seen(round_scored), ctx::tip, Target::Testid("sheet"), Expect::Next, &[SCORING]),
];

/// Sorciers' guided first game.
pub static SCRIPT: Script<Sorciers> = Script {
    players: 3,
    seed: 24,
    steps: &STEPS,
    shows: &[],
    unseen: &[EXAMPLES, OPTIONS, CHOICES, TABLET],
    texts: || &ctx::DOMAIN,
};
