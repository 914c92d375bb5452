//! Why a move is good, in one line, for a hint: read from the seat's
//! [`View`] only (what the seat may know), and true of the move there.

use super::cards::{Card, Kind, Race, DECK_SIZE};
use super::rules::{led_race, legal_cards, trick_winner, Move, Phase};
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
        let fr = lang.fr();
        let with = |main: &str, need: Need| -> String {
            let tail = match need {
                Need::More(n) if fr => format!(" (il vous faut encore {})", lang.count(n, "pli", "plis")),
                Need::More(n) => format!(" (you still need {})", lang.count(n, "trick", "tricks")),
                Need::Made => lang.t(" (votre annonce est faite)", " (you have made your bid)").to_string(),
                Need::Over => {
                    lang.t(" (vous avez déjà dépassé votre annonce)", " (you are already over your bid)").to_string()
                }
            };
            format!("{main}{tail}")
        };
        match self {
            Why::Only => lang.t("c'est le seul coup permis", "it is the only move allowed").into(),
            Why::LongestRace { count } => {
                if fr {
                    format!("votre race la plus longue ({})", lang.count(count, "carte", "cartes"))
                } else {
                    format!("your longest race ({})", lang.count(count, "card", "cards"))
                }
            }
            Why::Bid { n, sorciers, trumps, thirteens, forbidden } => {
                let mut parts = Vec::new();
                if sorciers > 0 {
                    parts.push(lang.count(sorciers, "Sorcier", "Sorciers"));
                }
                if trumps > 0 {
                    parts.push(lang.count(trumps, lang.t("atout", "trump"), lang.t("atouts", "trumps")));
                }
                if thirteens > 0 {
                    parts.push(if fr {
                        lang.count(thirteens, "treize", "treize")
                    } else {
                        lang.count(thirteens, "thirteen", "thirteens")
                    });
                }
                let mut out = if n == 0 {
                    if parts.is_empty() {
                        lang.t("rien de fort en main : visez zéro pli", "nothing strong in hand: aim for no trick")
                            .to_string()
                    } else {
                        lang.t("visez zéro pli", "aim for no trick").to_string()
                    }
                } else if parts.is_empty() {
                    if fr {
                        format!("votre main vaut environ {}", lang.count(n, "pli", "plis"))
                    } else {
                        format!("your hand is worth about {}", lang.count(n, "trick", "tricks"))
                    }
                } else if fr {
                    format!("vous comptez sur {} : {}", lang.count(n, "pli", "plis"), parts.join(", "))
                } else {
                    format!("you count on {}: {}", lang.count(n, "trick", "tricks"), parts.join(", "))
                };
                if let Some(f) = forbidden {
                    out.push_str(&if fr { format!(" ({f} est interdit)") } else { format!(" ({f} is not allowed)") });
                }
                out
            }
            Why::BidBlind { n } => {
                if fr {
                    format!(
                        "votre main est cachée : {} d'après les cartes que vous voyez ailleurs",
                        lang.count(n, "pli", "plis")
                    )
                } else {
                    format!(
                        "your hand is hidden: {} from the cards you see elsewhere",
                        lang.count(n, "trick", "tricks")
                    )
                }
            }
            Why::SorcierTakes(need) => {
                with(lang.t("le premier Sorcier remporte le pli", "the first Sorcier takes the trick"), need)
            }
            Why::TakesLast { lowest: true, need } => with(
                lang.t(
                    "vous jouez en dernier : remporte le pli avec votre plus petite carte gagnante",
                    "you play last: wins the trick with your lowest winning card",
                ),
                need,
            ),
            Why::TakesLast { lowest: false, need } => {
                with(lang.t("vous jouez en dernier : remporte le pli", "you play last: wins the trick"), need)
            }
            Why::TakesLowest(need) => with(
                lang.t(
                    "prend la main dans le pli avec votre plus petite carte gagnante",
                    "takes the lead in the trick with your lowest winning card",
                ),
                need,
            ),
            Why::TakesForSure(need) => with(
                lang.t(
                    "prend la main, et aucune carte encore en jeu ne peut la battre",
                    "takes the lead, and no card still out can beat it",
                ),
                need,
            ),
            Why::TakesLead(need) => with(lang.t("prend la main dans le pli", "takes the lead in the trick"), need),
            Why::CannotWinShedsHighest => lang
                .t(
                    "aucune de vos cartes ne gagne ce pli : vous vous défaussez de la plus forte",
                    "you can't win this trick: gets rid of your highest card",
                )
                .into(),
            Why::CannotWinKeepsBest => lang
                .t(
                    "aucune de vos cartes ne gagne ce pli : vous jouez la plus faible",
                    "you can't win this trick: plays your weakest card",
                )
                .into(),
            Why::DucksHighest(need) => with(
                lang.t(
                    "laisse passer le pli en vous débarrassant de votre plus forte carte perdante",
                    "lets the trick go, getting rid of your highest losing card",
                ),
                need,
            ),
            Why::Ducks(need) => with(
                lang.t(
                    "laisse passer le pli et garde vos cartes gagnantes",
                    "lets the trick go and keeps your winners",
                ),
                need,
            ),
            Why::LeadsSorcier => {
                lang.t("un Sorcier entamé remporte le pli à coup sûr", "a Sorcier led takes the trick for sure").into()
            }
            Why::LeadsFou => lang
                .t(
                    "entame avec un Fou : c'est la carte suivante qui fixera la race",
                    "leads a Fou: the next card sets the race",
                )
                .into(),
            Why::LeadsMaster(need) => with(
                lang.t(
                    "entame avec une carte qu'aucune carte encore en jeu ne peut battre",
                    "leads a card no card still out can beat",
                ),
                need,
            ),
            Why::LeadsTopTrump(need) => {
                with(lang.t("entame avec votre plus fort atout", "leads your strongest trump"), need)
            }
            Why::LeadsWeakest(need) => {
                with(lang.t("entame avec votre carte la plus faible", "leads your weakest card"), need)
            }
        }
    }
}
