//! Preums !' guided first game: the learner and two computers play the
//! first fund-raising round. The learner holds the red token, so a rival
//! shouts « Preums ! »; the learner answers with a bid of their own, the
//! rival raises theirs above it, and the coach says what that means for
//! the learner. (Easy computers lay cards only in a round they shouted,
//! unless the game is at stake: a round the learner shouted would show no
//! rival's bid.) The winner's share-out is watched to its end, up to the
//! next round's draw. Data only: the steps, their words (in
//! `i18n/<lang>/coach-levee.ftl`) and what they point at; each step that
//! follows the deal's course also reads well when the round goes
//! otherwise (other cards laid, a pass, a tie).

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

fn own_bid(mv: &Move) -> bool {
    matches!(mv, Move::Place { target, .. } if *target == LEARNER)
}
fn rival_called(e: &Event) -> bool {
    matches!(e, Event::Called { seat, .. } if *seat != LEARNER)
}
fn rival_answered(e: &Event) -> bool {
    matches!(e, Event::Placed { seat, .. } | Event::Passed { seat, .. } if *seat != LEARNER)
}
fn round_over(e: &Event) -> bool {
    matches!(e, Event::LeveeResult { .. })
}
fn next_round(e: &Event) -> bool {
    matches!(e, Event::DrawPhase { levee, .. } if *levee > 1)
}

/// What the deal must show: the learner holds the red token (so a rival
/// shouts, and the learner has no draw to decide before it)…
fn learner_holds_token(log: &[&Event]) -> bool {
    log.iter().find_map(|e| match e {
        Event::TokenGiven { seat } => Some(*seat == LEARNER),
        _ => None,
    }) == Some(true)
}

/// … and a rival answers the learner's first bid by raising their own
/// above it (the moment [`answered`] explains, and [`standing`] says what
/// it means for the learner).
fn rival_outbids_the_learner(log: &[&Event]) -> bool {
    let Some((i, mine)) = log.iter().enumerate().find_map(|(i, e)| match e {
        Event::Placed { seat, target, total, .. } if *seat == LEARNER && *target == LEARNER => Some((i, *total)),
        _ => None,
    }) else {
        return false;
    };
    log[i..]
        .iter()
        .find(|e| rival_answered(e))
        .is_some_and(|e| matches!(e, Event::Placed { seat, target, total, .. } if seat == target && *total > mine))
}

/// A bid's total (0 without one).
fn total(v: &View, seat: usize) -> u8 {
    v.seats.get(seat).and_then(|s| s.pile.as_ref()).map_or(0, |p| p.total)
}

/// The rival who shouted: their first bid.
fn called(v: &View, lang: Lang) -> String {
    ctx::rival_called(lang, v.caller.map_or(v.highest, |c| total(v, c.index())))
}

/// The learner answers: the highest total their bid must reach.
fn answer(v: &View, lang: Lang) -> String {
    ctx::answer(lang, v.highest)
}

/// A rival's answer to the learner's bid, read from the bids: one now
/// leads above the learner's, one is level with it, or the learner's still
/// leads alone (a pass).
fn answered(v: &View, lang: Lang) -> String {
    let mine = total(v, LEARNER.index());
    match (v.leaders.contains(&LEARNER), v.leaders.len()) {
        (true, 1) => ctx::rival_passed(lang).to_string(),
        (true, _) => ctx::rival_level(lang, v.highest),
        (false, _) => ctx::rival_over(lang, v.highest, mine),
    }
}

/// What the bids on the table mean for the learner: who would win if
/// nobody laid more cards, and what.
fn standing(v: &View, lang: Lang) -> String {
    let bids = v.seats.iter().filter(|s| s.pile.is_some()).count() as u8;
    match v.leaders.as_slice() {
        [l] if *l == LEARNER => ctx::standing_ahead(lang, v.highest, bids),
        [_] => ctx::standing_behind(lang, v.highest, bids),
        _ => ctx::standing_level(lang, v.highest),
    }
}

/// The learner's own turn: the total any cards laid must reach.
fn your_turn(v: &View, lang: Lang) -> String {
    ctx::your_turn(lang, v.highest)
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

static STEPS: [Step<Levee>; 20] = [
    Step::plain(When::Now, ctx::welcome, Target::Table, Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::goal, Target::Testid("players-strip"), Expect::Next, &[GOAL, END]),
    Step::plain(When::Now, ctx::packs, Target::Testid("piles"), Expect::Next, &[CARDS]),
    Step::plain(When::Now, ctx::hand, Target::Testid("hand"), Expect::Next, &[CARDS]),
    Step::plain(When::Now, ctx::round, Target::Table, Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::token, Target::Testid("red-token"), Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::choose, Target::Testid("players-strip"), Expect::Next, &[DRAW]),
    Step::live(When::Seen(rival_called), called, Target::Testid("piles"), Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::turn_goes_left, Target::Testid("players-strip"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::lay_where, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::one_value, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::live(When::Now, answer, Target::Move(own_bid), Expect::Move(own_bid), &[RAISING]),
    Step::live(When::Seen(rival_answered), answered, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::until_all_pass, Target::Testid("players-strip"), Expect::Next, &[RAISING]),
    Step::live(When::Now, standing, Target::Testid("piles"), Expect::Next, &[WINS]),
    Step::live(When::Now, your_turn, Target::Testid("decide"), Expect::AnyMove, &[RAISING]),
    Step::live(When::Seen(round_over), result, Target::Testid("sheet"), Expect::Next, &[WINS]),
    Step::live(When::Now, share, Target::Testid("piles"), Expect::Next, &[WINS]),
    Step::plain(When::Seen(next_round), ctx::kept, Target::Testid("hand"), Expect::Next, &[WINS]),
    Step::plain(When::Now, ctx::tip, Target::Table, Expect::Next, &[]),
];

/// Preums !' guided first game.
pub static SCRIPT: Script<Levee> = Script {
    players: 3,
    seed: 55,
    steps: &STEPS,
    shows: &[learner_holds_token, rival_outbids_the_learner],
    unseen: &[EXAMPLE_SIX, EXAMPLE_BACKING, OPTIONS, CHOICES, TABLET],
    texts: || &ctx::DOMAIN,
};
