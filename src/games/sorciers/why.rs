//! Why a move is good, in one line, for a hint: read from the seat's
//! [`View`] only (what the seat may know), and true of the move there.

use super::cards::{Card, Kind, Race, DECK_SIZE};
use super::rules::{led_race, legal_cards, trick_winner, Move, Phase};
use super::tx;
use super::view::{BidView, View};
use crate::engine::Seat;
use crate::i18n::Lang;

/// Where the seat stands against its bid when it plays a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// Still `n` tricks to take.
    More(u8),
    /// Exactly its bid so far.
    Made,
    /// Already over its bid.
    Over,
}

/// A reason for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The only legal move.
    Only,
    /// The dealer names the race he holds most cards of.
    LongestRace { count: u8 },
    /// A bid read from the hand: `n` tricks from these strong cards.
    Bid { n: u8, sorciers: u8, trumps: u8, thirteens: u8, forbidden: Option<u8> },
    /// A bid with the hand unseen (vision de l'enfer).
    BidBlind { n: u8 },
    /// The first Sorcier of the trick: it takes it, whatever comes after.
    SorcierTakes(Need),
    /// Last to play, the card wins the trick (`lowest`: the lowest card that does).
    TakesLast { lowest: bool, need: Need },
    /// Wins the trick so far with the lowest card that does.
    TakesLowest(Need),
    /// Wins the trick so far, and no card still out can beat it.
    TakesForSure(Need),
    /// Wins the trick so far.
    TakesLead(Need),
    /// No legal card wins the trick: sheds the strongest one.
    CannotWinShedsHighest,
    /// No legal card wins the trick: plays the weakest one.
    CannotWinKeepsBest,
    /// A card that would win was open; this one loses, and it is the
    /// strongest losing card (`need`: where the bid stands).
    DucksHighest(Need),
    /// A card that would win was open; this one loses.
    Ducks(Need),
    /// Leads a Sorcier: the trick is the seat's.
    LeadsSorcier,
    /// Leads a Fou: the next card sets the race.
    LeadsFou,
    /// Leads a card no card still out can beat.
    LeadsMaster(Need),
    /// Leads its highest trump.
    LeadsTopTrump(Need),
    /// Leads its weakest card.
    LeadsWeakest(Need),
}

/// How strong a card is, for ordering: Fou < plain cards < trumps < Sorcier.
pub fn power(c: Card, trump: Option<Race>) -> i32 {
    match c.kind() {
        Kind::Fou => 0,
        Kind::Race(r, v) if Some(r) == trump => 40 + v as i32,
        Kind::Race(_, v) => v as i32,
        Kind::Sorcier => 100,
    }
}

/// Would `card`, played now on `trick`, be winning it?
pub fn wins_now(trick: &[(Seat, Card)], card: Card, trump: Option<Race>) -> bool {
    let mut cards: Vec<Card> = trick.iter().map(|(_, c)| *c).collect();
    cards.push(card);
    trick_winner(&cards, trump) == trick.len()
}

/// The cards the seat cannot place: neither in its hand, nor played this
/// round, nor the turned trump card.
fn still_out(view: &View) -> [bool; DECK_SIZE] {
    let mut out = [true; DECK_SIZE];
    let played = view.played_this_round().map(|(_, c)| c);
    for c in view.hand.iter().flatten().copied().chain(played).chain(view.trump_card) {
        out[c.id() as usize] = false;
    }
    out
}

/// Can no card still out beat `card` once it is winning (a Sorcier that
/// wins is the first one; a race card fears a higher one of its race, a
/// Sorcier, or a trump when it is not one).
pub fn unbeatable(view: &View, card: Card) -> bool {
    let out = still_out(view);
    let any = |f: &dyn Fn(Card) -> bool| Card::deck().any(|c| out[c.id() as usize] && f(c));
    match card.kind() {
        Kind::Sorcier => true,
        Kind::Fou => false,
        Kind::Race(r, v) => {
            !any(&Card::is_sorcier)
                && !any(&|c| matches!(c.kind(), Kind::Race(x, w) if x == r && w > v))
                && !view.trump.is_some_and(|t| t != r && any(&|c| c.race_of() == Some(t)))
        }
    }
}

/// The reason for `mv` in `view`, if one can honestly be given.
pub fn reason(view: &View, mv: &Move) -> Option<Why> {
    let me = view.viewer.seat()?;
    if !view.legal.contains(mv) {
        return None;
    }
    if view.legal.len() == 1 {
        return Some(Why::Only);
    }
    match (*mv, view.phase) {
        (Move::ChooseTrump(race), Phase::TrumpChoice) => {
            let hand = view.hand.as_ref()?;
            let count = |r: Race| hand.iter().filter(|c| c.race_of() == Some(r)).count() as u8;
            let mine = count(race);
            (mine > 0 && Race::ALL.iter().all(|r| count(*r) <= mine)).then_some(Why::LongestRace { count: mine })
        }
        (Move::Bid(n), Phase::Bidding { .. }) => {
            let Some(hand) = &view.hand else { return Some(Why::BidBlind { n }) };
            let trump = view.trump;
            let sorciers = hand.iter().filter(|c| c.is_sorcier()).count() as u8;
            let trumps = hand.iter().filter(|c| trump.is_some() && c.race_of() == trump).count() as u8;
            let thirteens =
                hand.iter().filter(|c| matches!(c.kind(), Kind::Race(r, 13) if Some(r) != trump)).count() as u8;
            Some(Why::Bid { n, sorciers, trumps, thirteens, forbidden: view.forbidden_bid })
        }
        (Move::Play(card), Phase::Playing) => play_reason(view, me, card),
        _ => None,
    }
}

fn play_reason(view: &View, me: Seat, card: Card) -> Option<Why> {
    let hand = view.hand.as_ref()?;
    let trump = view.trump;
    let bid = match view.bids.get(me.index()) {
        Some(BidView::Known(b)) => *b,
        _ => return None,
    };
    let won = view.tricks_won.get(me.index()).copied().unwrap_or(0);
    let need = match bid.cmp(&won) {
        std::cmp::Ordering::Greater => Need::More(bid - won),
        std::cmp::Ordering::Equal => Need::Made,
        std::cmp::Ordering::Less => Need::Over,
    };
    let trick = &view.trick;
    let legal = legal_cards(hand, led_race(trick.iter().map(|(_, c)| *c)));
    let by_power = |c: &Card| (power(*c, trump), *c);
    if trick.is_empty() {
        return Some(match card.kind() {
            Kind::Sorcier => Why::LeadsSorcier,
            Kind::Fou => Why::LeadsFou,
            _ if unbeatable(view, card) => Why::LeadsMaster(need),
            Kind::Race(r, _) if Some(r) == trump && legal.iter().max_by_key(|c| by_power(c)) == Some(&card) => {
                Why::LeadsTopTrump(need)
            }
            _ if legal.iter().min_by_key(|c| by_power(c)) == Some(&card) => Why::LeadsWeakest(need),
            _ => return None,
        });
    }
    let winners: Vec<Card> = legal.iter().copied().filter(|c| wins_now(trick, *c, trump)).collect();
    let last = trick.len() + 1 == view.players();
    if winners.contains(&card) {
        let lowest = winners.iter().min_by_key(|c| by_power(c)) == Some(&card);
        return Some(if card.is_sorcier() {
            Why::SorcierTakes(need)
        } else if last {
            Why::TakesLast { lowest, need }
        } else if unbeatable(view, card) {
            Why::TakesForSure(need)
        } else if lowest {
            Why::TakesLowest(need)
        } else {
            Why::TakesLead(need)
        });
    }
    if winners.is_empty() {
        if legal.iter().max_by_key(|c| by_power(c)) == Some(&card) {
            return Some(Why::CannotWinShedsHighest);
        }
        if legal.iter().min_by_key(|c| by_power(c)) == Some(&card) {
            return Some(Why::CannotWinKeepsBest);
        }
        return None;
    }
    let highest_loser = legal.iter().filter(|c| !winners.contains(c)).max_by_key(|c| by_power(c));
    Some(if highest_loser == Some(&card) { Why::DucksHighest(need) } else { Why::Ducks(need) })
}

impl Why {
    /// Does the move take the lead of the trick in progress (as far as the
    /// cards played so far go)?
    pub fn says_it_wins(self) -> bool {
        matches!(
            self,
            Why::SorcierTakes(_)
                | Why::TakesLast { .. }
                | Why::TakesLowest(_)
                | Why::TakesForSure(_)
                | Why::TakesLead(_)
                | Why::LeadsSorcier
        )
    }

    /// Does the reason say the card loses the trick so far?
    pub fn says_it_loses(self) -> bool {
        matches!(self, Why::CannotWinShedsHighest | Why::CannotWinKeepsBest | Why::DucksHighest(_) | Why::Ducks(_))
    }

    /// The reason in one line.
    /// Long by design: one arm per reason, a table read top to bottom.
    pub fn text(self, lang: Lang) -> String {
        // A reason about the trick, with where the seat stands against its bid.
        let with = |reason: &str, need: Need| -> String {
            match need {
                Need::More(n) => tx::hint_need_more(lang, reason, n),
                Need::Made => tx::hint_need_made(lang, reason),
                Need::Over => tx::hint_need_over(lang, reason),
            }
        };
        match self {
            Why::Only => tx::hint_only_move(lang).into(),
            Why::LongestRace { count } => tx::hint_longest_race(lang, count),
            Why::Bid { n, sorciers, trumps, thirteens, forbidden } => {
                let mut strengths = Vec::new();
                if sorciers > 0 {
                    strengths.push(tx::hint_bid_sorciers(lang, sorciers));
                }
                if trumps > 0 {
                    strengths.push(tx::hint_bid_trumps(lang, trumps));
                }
                if thirteens > 0 {
                    strengths.push(tx::hint_bid_thirteens(lang, thirteens));
                }
                let reason = if n == 0 {
                    if strengths.is_empty() {
                        tx::hint_bid_nothing_strong(lang).to_string()
                    } else {
                        tx::hint_bid_zero(lang).to_string()
                    }
                } else if strengths.is_empty() {
                    tx::hint_bid_worth(lang, n)
                } else {
                    tx::hint_bid_count_on(lang, n, strengths.join(", "))
                };
                match forbidden {
                    Some(f) => tx::hint_bid_forbidden(lang, reason, f),
                    None => reason,
                }
            }
            Why::BidBlind { n } => tx::hint_bid_blind(lang, n),
            Why::SorcierTakes(need) => with(tx::hint_sorcier_takes(lang), need),
            Why::TakesLast { lowest: true, need } => with(tx::hint_takes_last_lowest(lang), need),
            Why::TakesLast { lowest: false, need } => with(tx::hint_takes_last(lang), need),
            Why::TakesLowest(need) => with(tx::hint_takes_lowest(lang), need),
            Why::TakesForSure(need) => with(tx::hint_takes_for_sure(lang), need),
            Why::TakesLead(need) => with(tx::hint_takes_lead(lang), need),
            Why::CannotWinShedsHighest => tx::hint_cannot_win_sheds_highest(lang).into(),
            Why::CannotWinKeepsBest => tx::hint_cannot_win_plays_weakest(lang).into(),
            Why::DucksHighest(need) => with(tx::hint_ducks_highest(lang), need),
            Why::Ducks(need) => with(tx::hint_ducks(lang), need),
            Why::LeadsSorcier => tx::hint_leads_sorcier(lang).into(),
            Why::LeadsFou => tx::hint_leads_fou(lang).into(),
            Why::LeadsMaster(need) => with(tx::hint_leads_master(lang), need),
            Why::LeadsTopTrump(need) => with(tx::hint_leads_top_trump(lang), need),
            Why::LeadsWeakest(need) => with(tx::hint_leads_weakest(lang), need),
        }
    }
}
