//! Sorciers' guided first game: the learner and two computers play the
//! first four rounds (1 to 4 cards) on a deal where a Sorcerer and a
//! Fool are played early. Data only: the steps, their words (in
//! `i18n/<lang>/coach-sorciers.ftl`) and what they point at.

use super::{Event, Kind, Move, Sorciers, View};
use crate::i18n::Lang;
use crate::scene::coach::{Expect, Script, Step, Target, Text, When, LEARNER};

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

const fn say(
    when: When<Sorciers>,
    text: fn(Lang) -> &'static str,
    target: Target<Sorciers>,
    expect: Expect<Sorciers>,
    teaches: &'static [usize],
) -> Step<Sorciers> {
    Step { when, text: Text::Plain(text), target, expect, teaches }
}

static STEPS: [Step<Sorciers>; 16] = [
    say(When::Now, ctx::welcome, Target::Table, Expect::Next, &[GOAL]),
    say(When::Now, ctx::hand, Target::Testid("hand"), Expect::Next, &[CARDS]),
    say(When::Now, ctx::rounds, Target::Testid("players-strip"), Expect::Next, &[ROUNDS, END]),
    say(When::Now, ctx::trump, Target::Testid("trump"), Expect::Next, &[TRUMP]),
    say(When::Now, ctx::bid, Target::Move(bid), Expect::Move(bid), &[BIDDING]),
    say(When::Now, ctx::lead, Target::Testid("players-strip"), Expect::Next, &[TRICK]),
    say(When::Now, ctx::play, Target::Move(card), Expect::Move(card), &[TRICK]),
    say(When::Seen(trick_won), ctx::takes, Target::Testid("trick"), Expect::Next, &[TAKES]),
    Step {
        when: When::Seen(round_scored),
        text: Text::Live(scored),
        target: Target::Testid("sheet"),
        expect: Expect::Next,
        teaches: &[SCORING],
    },
    say(When::Now, ctx::scoring, Target::Testid("sheet"), Expect::Next, &[SCORING]),
    say(When::Seen(round_started), ctx::round_two, Target::Move(bid), Expect::Move(bid), &[ROUNDS, BIDDING]),
    say(When::Now, ctx::follow, Target::Move(card), Expect::Move(card), &[TRICK]),
    say(When::Now, ctx::free, Target::Move(any), Expect::AnyMove, &[]),
    say(When::Seen(sorcerer), ctx::sorcerer, Target::Testid("trick"), Expect::Next, &[CARDS, TAKES]),
    say(When::Seen(fool), ctx::fool, Target::Testid("trick"), Expect::Next, &[CARDS, TAKES]),
    say(When::Seen(round_scored), ctx::tip, Target::Testid("sheet"), Expect::Next, &[SCORING]),
];

/// Sorciers' guided first game.
pub static SCRIPT: Script<Sorciers> = Script {
    players: 3,
    seed: 24,
    steps: &STEPS,
    unseen: &[EXAMPLES, OPTIONS, CHOICES, TABLET],
    texts: || &ctx::DOMAIN,
};
