//! Barracuda's guided first game: the learner and two computers play the
//! first rounds, on a deal where an offer slides across the table early.
//! Data only: the steps, their words (in `i18n/<lang>/coach-barracuda.ftl`)
//! and what they point at.

use super::{Barracuda, Event, Move, View};
use crate::i18n::Lang;
use crate::scene::coach::{Expect, Script, Step, Target, When, LEARNER};

/// The coach's words, from `i18n/<lang>/coach-barracuda.ftl`.
pub mod ctx {
    include!(concat!(env!("OUT_DIR"), "/i18n/coach-barracuda.rs"));
}

// The in-app rules' sections (i18n/<lang>/rules/barracuda.md), in order.
const IN_SHORT: usize = 0;
const WIN: usize = 1;
const BARS: usize = 2;
const ROUND: usize = 3;
const LAST_ORDER: usize = 4;
const ACTIONS: usize = 5;
const BANKRUPTCY: usize = 6;
const EXAMPLES: usize = 7;
const VARIANTS: usize = 8;
const CHOICES: usize = 9;
const TABLET: usize = 10;

fn open(mv: &Move) -> bool {
    matches!(mv, Move::Open(_))
}
fn grow(mv: &Move) -> bool {
    matches!(mv, Move::Open(_) | Move::PlacePartnerOwn(_))
}
fn decline(mv: &Move) -> bool {
    matches!(mv, Move::DeclineLastOrder)
}
fn any(_: &Move) -> bool {
    true
}
fn round_two(e: &Event) -> bool {
    matches!(e, Event::RoundStarted { round: 2 })
}
fn round_three(e: &Event) -> bool {
    matches!(e, Event::RoundStarted { round: 3 })
}
fn my_rent(e: &Event) -> bool {
    matches!(e, Event::RentPaid { seat, .. } if *seat == LEARNER)
}
fn offer_slid(e: &Event) -> bool {
    matches!(e, Event::OfferSlid { .. })
}
fn answered(e: &Event) -> bool {
    matches!(
        e,
        Event::PartnerAccepted { .. }
            | Event::PartnerRefused { .. }
            | Event::TakeoverAccepted { .. }
            | Event::TakeoverRefused { .. }
    )
}

/// The learner's first rent, in their own numbers.
fn rent_paid(v: &View, lang: Lang) -> String {
    let paid = v.rent_this_round.get(LEARNER.index()).copied().unwrap_or(0);
    let cash = v.purse.map_or(0, |p| p.cash);
    ctx::rent_paid(lang, paid, cash)
}

static STEPS: [Step<Barracuda>; 20] = [
    Step::plain(When::Now, ctx::welcome, Target::Table, Expect::Next, &[IN_SHORT]),
    Step::plain(When::Now, ctx::figures, Target::Testid("players-strip"), Expect::Next, &[IN_SHORT]),
    Step::plain(When::Now, ctx::goal, Target::Testid("players-strip"), Expect::Next, &[WIN]),
    Step::plain(When::Now, ctx::wallet, Target::Testid("wallet"), Expect::Next, &[BARS, TABLET]),
    Step::plain(When::Now, ctx::bars, Target::Testid("open-count"), Expect::Next, &[BARS]),
    Step::plain(When::Now, ctx::order, Target::Testid("order"), Expect::Next, &[ROUND]),
    Step::plain(When::Now, ctx::open, Target::Move(open), Expect::Move(open), &[ACTIONS]),
    Step::plain(When::Now, ctx::tenant, Target::Testid("bars"), Expect::Next, &[ROUND]),
    Step::plain(When::Seen(round_two), ctx::last_order, Target::Testid("last-order-call"), Expect::Next, &[LAST_ORDER]),
    Step::plain(When::Now, ctx::decline, Target::Move(decline), Expect::Move(decline), &[LAST_ORDER]),
    Step::live(When::Seen(my_rent), rent_paid, Target::Testid("wallet"), Expect::Next, &[ROUND]),
    Step::plain(When::Now, ctx::rent_rule, Target::Testid("players-strip"), Expect::Next, &[ROUND]),
    Step::plain(When::Now, ctx::bankrupt, Target::Testid("players-strip"), Expect::Next, &[BANKRUPTCY]),
    Step::plain(When::Now, ctx::actions, Target::Testid("decide"), Expect::Next, &[ACTIONS]),
    Step::plain(When::Now, ctx::grow, Target::Move(grow), Expect::Move(grow), &[ACTIONS]),
    Step::plain(When::Seen(round_three), ctx::round_three, Target::Move(decline), Expect::Move(decline), &[LAST_ORDER]),
    Step::plain(When::Now, ctx::free, Target::Move(any), Expect::AnyMove, &[]),
    Step::plain(When::Seen(offer_slid), ctx::offer, Target::Testid("offer"), Expect::Next, &[ACTIONS, TABLET]),
    Step::plain(When::Seen(answered), ctx::answered, Target::Testid("log"), Expect::Next, &[ACTIONS]),
    Step::plain(When::Now, ctx::tip, Target::Table, Expect::Next, &[]),
];

/// Barracuda's guided first game.
pub static SCRIPT: Script<Barracuda> = Script {
    players: 3,
    seed: 1,
    steps: &STEPS,
    shows: &[],
    unseen: &[EXAMPLES, VARIANTS, CHOICES],
    texts: || &ctx::DOMAIN,
};
