//! Preums !' guided first game: the learner and two computers play two
//! fund-raising rounds. In the first, a rival holds the red token and the
//! learner, first to choose once the opening lock is off, shouts
//! « Preums ! » themself with the single card the coach picks, keeping a
//! card of another value; the rivals pass, so does the learner, and the
//! round is scored with the learner's own numbers. The learner then holds
//! the token, so in the second round a rival shouts: the learner answers
//! with a bid of their own, the rival raises theirs above it, and the
//! coach says what that means; the winner's share-out among the bids is
//! watched up to the next round's draw. (Easy computers lay cards only in
//! a round they shouted, unless the game is at stake: a round the learner
//! shouted shows no rival's bid, hence two rounds.)
//!
//! Data only: the steps, their words (in `i18n/<lang>/coach-levee.ftl`)
//! and what they point at. Up to the learner's answer, the learner plays
//! only the moves the coach names (the shout it picked, then the only
//! pass their card leaves), so the second round deals them the cards the
//! deal was chosen for; from the answer on, any bid of their own is
//! allowed, and each step reads the learner's view, so its words stay
//! true whatever they lay (a bigger bid, a tie) and however the rivals
//! answer.

use super::text::valuation_text;
use super::cards::{Card, Cards};
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

/// The learner's first shout, as the coach picks it (as an easy computer
/// opens: a single card of their best value, keeping the rest of their
/// hand): the only shout allowed, since the round to come depends on it.
fn the_shout(v: &View) -> Option<Move> {
    super::bot::opening(&v.hand?, true)
}
fn call(mv: &Move) -> bool {
    matches!(mv, Move::Call { .. })
}
fn pass(mv: &Move) -> bool {
    matches!(mv, Move::Pass)
}
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
/// A round's draw: the cards of the round before are all back.
fn drawing(v: &View) -> bool {
    v.phase == Phase::Draw
}

/// What the deal must show: the learner shouts the first « Preums ! » of
/// the game (they choose first once the lock is off, and may)…
fn learner_shouts_first(log: &[&Event]) -> bool {
    log.iter().find_map(|e| match e {
        Event::Called { seat, .. } => Some(*seat == LEARNER),
        _ => None,
    }) == Some(true)
}

/// … with a single card (the coach's pick), keeping a card that cannot
/// go on it (another value, no [+1]): so their turn in that round can
/// only be a pass (what the step `your_turn` says), the round is theirs
/// alone, and the next one deals them the cards the deal was chosen for,
/// with which they can answer a rival's bid…
fn learner_keeps_a_card_that_cannot_go_on(log: &[&Event]) -> bool {
    let mut hand = Cards::EMPTY;
    for e in log {
        match e {
            Event::DrewCard { seat, card } if *seat == LEARNER => hand.add(*card, 1),
            Event::Called { seat, cards, .. } if *seat == LEARNER => {
                let value = cards.number_values().next();
                let left: Vec<Card> = Card::ALL.into_iter().filter(|c| hand.get(*c) > cards.get(*c)).collect();
                return cards.len() == 1
                    && !left.is_empty()
                    && left.iter().all(|c| *c != Card::Plus && Some(c.value()) != value);
            }
            _ => {}
        }
    }
    false
}

/// … then, in a round a rival shouted, a rival answers the learner's bid
/// by raising their own above it (the moment [`answered`] explains, and
/// [`standing`] says what it means for the learner)…
fn rival_outbids_the_learner(log: &[&Event]) -> bool {
    let Some(called) = log.iter().position(|e| rival_called(e)) else { return false };
    let Some((i, mine)) = log.iter().enumerate().skip(called).find_map(|(i, e)| match e {
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

/// … and a rival wins that round and shares its cards out among the bids.
fn rival_shares_out(log: &[&Event]) -> bool {
    log.iter().any(|e| {
        matches!(e, Event::RedistributionStarted { winner, recipients, .. } if *winner != LEARNER && recipients.len() >= 2)
    })
}

/// A bid's total (0 without one).
fn total(v: &View, seat: usize) -> u8 {
    v.seats.get(seat).and_then(|s| s.pile.as_ref()).map_or(0, |p| p.total)
}

/// The rival who shouted: their first bid.
fn called(v: &View, lang: Lang) -> String {
    ctx::rival_called(lang, v.caller.map_or(v.highest, |c| total(v, c.index())))
}

/// The learner answers: the highest total their bid must reach. (The
/// deal lets them answer with a bid of their own: the learner's moves up
/// to here are the ones the coach names, and the deal is chosen so.)
fn answer(v: &View, lang: Lang) -> String {
    ctx::answer(lang, v.highest)
}

/// A rival's answer to the learner, read from the table: a pass (the last
/// move, as `passes` says: the coach holds the game right after it) or
/// cards laid, and where the bids now stand against the learner's.
fn answered(v: &View, lang: Lang) -> String {
    let mine = v.seats[LEARNER.index()].pile.as_ref().map(|p| p.total);
    let ahead = v.leaders.as_slice() == [LEARNER];
    match (v.passes > 0, mine) {
        (true, Some(_)) if ahead => ctx::rival_passed(lang).to_string(),
        (true, _) => ctx::rival_passed_other(lang).to_string(),
        (false, Some(_)) if ahead => ctx::rival_laid(lang, v.highest),
        (false, Some(_)) if v.leaders.contains(&LEARNER) => ctx::rival_level(lang, v.highest),
        (false, Some(m)) => ctx::rival_over(lang, v.highest, m),
        (false, None) => ctx::rival_laid(lang, v.highest),
    }
}

/// What the bids on the table mean for the learner (who has one, from
/// the step before): who would win if nobody laid more cards, and what.
fn standing(v: &View, lang: Lang) -> String {
    let bids = v.seats.iter().filter(|s| s.pile.is_some()).count() as u8;
    match v.leaders.as_slice() {
        [l] if *l == LEARNER => ctx::standing_ahead(lang, v.highest, bids),
        [_] => ctx::standing_behind(lang, v.highest, bids),
        _ => ctx::standing_level(lang, v.highest),
    }
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

static STEPS: [Step<Levee>; 24] = [
    // What the game is about, its goal, its cards.
    Step::plain(When::Now, ctx::welcome, Target::Table, Expect::Next, &[GOAL]),
    Step::plain(When::Now, ctx::goal, Target::Testid("players-strip"), Expect::Next, &[GOAL, END]),
    Step::plain(When::Now, ctx::packs, Target::Testid("piles"), Expect::Next, &[CARDS]),
    Step::plain(When::Now, ctx::hand, Target::Testid("hand"), Expect::Next, &[CARDS]),
    // Round 1: the learner shouts, and the round is scored.
    Step::plain(When::Now, ctx::round, Target::Table, Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::token, Target::Testid("red-token"), Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::choose, Target::Testid("decide"), Expect::Next, &[DRAW]),
    Step::plain(When::Now, ctx::shout, Target::Move(call), Expect::Named(the_shout), &[DRAW]),
    Step::plain(When::Now, ctx::took_token, Target::Testid("red-token"), Expect::Next, &[DRAW, RAISING]),
    Step::plain(When::Now, ctx::lay_where, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::live(When::Seen(rival_answered), answered, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::one_value, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::until_all_pass, Target::Testid("players-strip"), Expect::Next, &[RAISING]),
    Step::plain(When::Now, ctx::your_turn, Target::Move(pass), Expect::Move(pass), &[RAISING]),
    Step::live(When::Seen(round_over), result, Target::Testid("sheet"), Expect::Next, &[WINS]),
    Step::live(When::Now, share, Target::Testid("piles"), Expect::Next, &[WINS]),
    Step::plain(When::State(drawing), ctx::kept, Target::Testid("red-token"), Expect::Next, &[DRAW]),
    // Round 2: a rival shouts, the learner answers, the rival raises.
    Step::live(When::Seen(rival_called), called, Target::Testid("piles"), Expect::Next, &[DRAW]),
    Step::live(When::Now, answer, Target::Move(own_bid), Expect::Move(own_bid), &[RAISING]),
    Step::live(When::Seen(rival_answered), answered, Target::Testid("piles"), Expect::Next, &[RAISING]),
    Step::live(When::Now, standing, Target::Testid("piles"), Expect::Next, &[WINS]),
    Step::live(When::Seen(round_over), result, Target::Testid("sheet"), Expect::Next, &[WINS]),
    Step::live(When::Now, share, Target::Testid("piles"), Expect::Next, &[WINS]),
    Step::plain(When::State(drawing), ctx::tip, Target::Table, Expect::Next, &[]),
];

/// Preums !' guided first game.
pub static SCRIPT: Script<Levee> = Script {
    players: 3,
    seed: 27,
    steps: &STEPS,
    shows: &[learner_shouts_first, learner_keeps_a_card_that_cannot_go_on, rival_outbids_the_learner, rival_shares_out],
    unseen: &[EXAMPLE_SIX, EXAMPLE_BACKING, OPTIONS, CHOICES, TABLET],
    texts: || &ctx::DOMAIN,
};
