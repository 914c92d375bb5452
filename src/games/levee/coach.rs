//! Preums !' guided first game: the learner and two computers play the
//! first fund-raising round, on a deal where the learner may shout
//! « Preums ! » at their first draw and keeps a [+1] to raise with. Data
//! only: the steps, their words (in `i18n/<lang>/coach-levee.ftl`) and
//! what they point at; each step that follows the deal's course also
//! reads well when the round goes otherwise (a rival lays cards, the
//! learner wins against other bids, a tie).

use super::text::valuation_text;
use super::{Event, Levee, Move, Phase, View};
use crate::i18n::Lang;
use crate::scene::coach::{Expect, Script, Step, Target, When, LEARNER};

/// The coach's words, from `i18n/<lang>/coach-levee.ftl`.
pub mod ctx {
    include!(concat!(env!("OUT_DIR"), "/i18n/coach-levee.rs"));
}

// The in-app rules' sections (i18n/<lang>/rules/levee.md), in order.
const GOAL: usize = 0;
const CARDS: usize = 1;
const DRAW: usize = 2;
const RAISING: usize = 3;
const WINS: usize = 4;
const EXAMPLE_SIX: usize = 5;
const EXAMPLE_BACKING: usize = 6;
const END: usize = 7;
const OPTIONS: usize = 8;
const CHOICES: usize = 9;
const TABLET: usize = 10;

fn call(mv: &Move) -> bool {
    matches!(mv, Move::Call { .. })
}
fn rival_answered(e: &Event) -> bool {
    matches!(e, Event::Placed { seat, .. } | Event::Passed { seat, .. } if *seat != LEARNER)
}
fn round_over(e: &Event) -> bool {
    matches!(e, Event::LeveeResult { .. })
}

/// The round just over, in the learner's own numbers: their bid, the
/// best one, and the zeros it scored.
fn result(v: &View, lang: Lang) -> String {
    let Some(row) = v.sheet.last() else { return String::new() };
    let best = row.totals.iter().map(|(_, t)| *t).max().unwrap_or(0);
    let mine = row.totals.iter().find(|(s, _)| *s == LEARNER).map(|(_, t)| *t);
    let bids = row.totals.len() as u8;
    match (row.winner, mine) {
        (None, _) => ctx::result_tie(lang, best).to_string(),
        (Some((w, z)), Some(t)) if w == LEARNER => {
            ctx::result_won(lang, t, z, valuation_text(v.seats[LEARNER.index()].zeros, lang))
        }
        (Some(_), Some(t)) => ctx::result_lost(lang, t, best, bids),
        (Some(_), None) => ctx::result_no_bid(lang, best, bids),
    }
}

/// A rival's first answer to the learner's « Preums ! »: cards laid (a
/// bid of their own, or backing), or a pass.
fn answered(v: &View, lang: Lang) -> String {
    let laid = v.seats.iter().enumerate().any(|(i, s)| {
        s.pile.as_ref().is_some_and(|p| i != LEARNER.index() || p.cards.iter().any(|(_, by)| *by != LEARNER))
    });
    match laid {
        true => ctx::rival_laid(lang),
        false => ctx::rival_passed(lang),
    }
    .to_string()
}

/// Where the round's cards go now: the learner shares them out, a rival
/// does, they all go back to a lone bid's owner, or (a tie) each bid
/// goes back into its owner's pack.
fn share(v: &View, lang: Lang) -> String {
    let Some(row) = v.sheet.last() else { return String::new() };
    match (v.phase, row.winner) {
        (Phase::Redistribute { winner }, _) if winner == LEARNER => ctx::share_yours(lang),
        (Phase::Redistribute { .. }, _) => ctx::share_theirs(lang),
        (_, Some(_)) if row.totals.len() == 1 => ctx::share_alone(lang),
        (_, Some(_)) => ctx::share_theirs(lang),
        (_, None) => ctx::share_tie(lang),
    }
    .to_string()
}

static STEPS: [Step<Levee>; 18] = [
    Step::plain(When::Now, ctx::welcome, Target::Table, Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::goal, Target::Testid("players-strip"), Expect::Next, &[GOAL, END]),
    Step::plain(When::Now, ctx::packs, Target::Testid("piles"), Expect::Next, &[CARDS]),
    Step::plain(When::Now, ctx::hand, Target::Testid("hand"), Expect::Next, &[CARDS]),
    Step::plain(When::Now, ctx::round, Target::Table, Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::token, Target::Testid("red-token"), Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::choose, Target::Testid("decide"), Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::shout, Target::Move(call), Expect::Move(call), &[DRAW]),
    Step::plain(When::Now, ctx::took_token, Target::Testid("red-token"), Expect::Next, &[DRAW, RAISING]),
    Step::plain(When::Now, ctx::lay_where, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::live(When::Seen(rival_answered), answered, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::one_value, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::until_all_pass, Target::Testid("players-strip"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::your_turn, Target::Testid("decide"), Expect::AnyMove, &[RAISING]),
    Step::live(When::Seen(round_over), result, Target::Testid("sheet"), Expect::Next, &[WINS]),
    Step::live(When::Now, share, Target::Testid("piles"), Expect::Next, &[WINS]),
    Step::plain(When::Now, ctx::kept, Target::Testid("hand"), Expect::Next, &[WINS]),
    Step::plain(When::Now, ctx::tip, Target::Table, Expect::Next, &[]),
];

/// Preums !' guided first game.
pub static SCRIPT: Script<Levee> = Script {
    players: 3,
    seed: 16,
    steps: &STEPS,
    unseen: &[EXAMPLE_SIX, EXAMPLE_BACKING, OPTIONS, CHOICES, TABLET],
    texts: || &ctx::DOMAIN,
};
