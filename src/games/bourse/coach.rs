//! La Bourse aux Idées' guided first game: the learner and two computers
//! play one manche, from the first pairs laid to the start of the crucial
//! moment, on a deal where a series is collected early and the learner's
//! first request gets its answer. Data only: the steps, their words (in
//! `i18n/<lang>/coach-bourse.ftl`) and what they point at.

use super::rules::si;
use super::text::money;
use super::{Bourse, Event, Move, View};
use crate::i18n::Lang;
use crate::scene::coach::{Expect, Script, Step, Target, When, LEARNER};

/// The coach's words, from `i18n/<lang>/coach-bourse.ftl`.
pub mod ctx {
    include!(concat!(env!("OUT_DIR"), "/i18n/coach-bourse.rs"));
}

// The in-app rules' sections (i18n/<lang>/rules/bourse.md), in order.
const GOAL: usize = 0;
const SETUP: usize = 1;
const TALON: usize = 2;
const TRANSACTIONS: usize = 3;
const CRUCIAL: usize = 4;
const ACCOUNTS: usize = 5;
const VARIANTS: usize = 6;
const CHOICES: usize = 7;
const TABLET: usize = 8;

fn pair(mv: &Move) -> bool {
    matches!(mv, Move::PlayPair(..))
}
fn request(mv: &Move) -> bool {
    matches!(mv, Move::RequestIdea(_))
}
fn end_turn(mv: &Move) -> bool {
    matches!(mv, Move::EndTurn)
}
fn answer(mv: &Move) -> bool {
    matches!(mv, Move::Answer(_))
}
fn computer_laid(e: &Event) -> bool {
    matches!(e, Event::Laid { seat, .. } if *seat != LEARNER)
}
fn collected(e: &Event) -> bool {
    matches!(e, Event::Collected { .. })
}
fn talon_empty(e: &Event) -> bool {
    matches!(e, Event::TalonEmpty { .. })
}
fn my_answer(e: &Event) -> bool {
    matches!(e, Event::Answered { buyer, .. } if *buyer == LEARNER)
}
fn asked_of_me(e: &Event) -> bool {
    matches!(e, Event::Requested { owner, .. } if *owner == LEARNER)
}
fn transactions_over(e: &Event) -> bool {
    matches!(e, Event::TransactionsOver { .. })
}

/// The first series collected, in the learner's own numbers: who pays
/// whom if the manche ended now.
fn first_collected(v: &View, lang: Lang) -> String {
    let me = LEARNER;
    let Some((s, c)) = (1..=v.series()).find_map(|s| Some((s, v.collector[si(s)]?))) else { return String::new() };
    let purse = v.config.purse(me);
    let (got, paid) = (money(v.preview.received[purse], lang), money(v.preview.paid[purse], lang));
    match v.holder[si(s)] {
        None => ctx::scored_idea_in_talon(lang, s).to_string(),
        Some(h) if c == me && h == me => ctx::scored_mine_contract(lang, s, got),
        Some(_) if c == me => ctx::scored_mine_simple(lang, s, got),
        Some(h) if h == me => ctx::scored_holder(lang, s, paid),
        Some(h) if h == c => ctx::scored_their_contract(lang, s, paid),
        Some(_) => ctx::scored_others(lang, s, paid),
    }
}

/// The answer to the learner's first request, read from their view.
fn answered(v: &View, lang: Lang) -> String {
    let Some(s) = (1..=v.series()).find(|&s| v.requested[LEARNER.index()] & (1 << s) != 0) else {
        return String::new();
    };
    match v.holder[si(s)] == Some(LEARNER) {
        true => ctx::answer_accepted(lang, s, money(v.money_of(LEARNER), lang)),
        false => ctx::answer_refused(lang, s),
    }
}

static STEPS: [Step<Bourse>; 21] = [
    Step::plain(When::Now, ctx::welcome, Target::Table, Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::goal, Target::Testid("players-strip"), Expect::Next, &[GOAL, SETUP]),
    Step::plain(When::Now, ctx::ideas, Target::Testid("players-strip"), Expect::Next, &[SETUP]),
    Step::plain(When::Now, ctx::collect, Target::Testid("centre"), Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::contract, Target::Testid("centre"), Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::simple, Target::Testid("centre"), Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::turn, Target::Testid("hand"), Expect::Next, &[SETUP, TALON]),
    Step::plain(When::Now, ctx::lay, Target::Testid("hand"), Expect::Move(pair), &[TALON]),
    Step::plain(When::Now, ctx::drew, Target::Testid("hand"), Expect::Next, &[TALON]),
    Step::plain(When::Seen(computer_laid), ctx::computers, Target::Testid("centre"), Expect::Next, &[TALON]),
    Step::plain(When::Now, ctx::lay_again, Target::Testid("hand"), Expect::Move(pair), &[TALON]),
    Step::plain(When::Now, ctx::free, Target::Testid("hand"), Expect::AnyMove, &[]),
    Step::live(When::Seen(collected), first_collected, Target::Testid("accounts"), Expect::Next, &[ACCOUNTS]),
    Step::plain(When::Now, ctx::at_the_end, Target::Testid("accounts"), Expect::Next, &[ACCOUNTS]),
    Step::plain(When::Seen(talon_empty), ctx::talon_empty, Target::Testid("players-strip"), Expect::Next, &[TALON, TRANSACTIONS]),
    Step::plain(When::Now, ctx::ask, Target::Move(request), Expect::Move(request), &[TRANSACTIONS]),
    Step::live(When::Seen(my_answer), answered, Target::Testid("players-strip"), Expect::Next, &[TRANSACTIONS]),
    Step::plain(When::Now, ctx::end_turn, Target::Move(end_turn), Expect::Move(end_turn), &[TRANSACTIONS]),
    Step::plain(When::Seen(asked_of_me), ctx::asked, Target::Move(answer), Expect::AnyMove, &[TRANSACTIONS]),
    Step::plain(When::Seen(transactions_over), ctx::crucial, Target::Testid("hand"), Expect::Next, &[TRANSACTIONS, CRUCIAL]),
    Step::plain(When::Now, ctx::tip, Target::Testid("hand"), Expect::Next, &[CRUCIAL]),
];

/// La Bourse aux Idées' guided first game.
pub static SCRIPT: Script<Bourse> = Script {
    players: 3,
    seed: 134,
    steps: &STEPS,
    shows: &[],
    unseen: &[VARIANTS, CHOICES, TABLET],
    texts: || &ctx::DOMAIN,
};
