//! The worked examples of spec §9, one test each (T1–T16), plus the typed
//! errors of bad moves (the rest of the engine contract, player counts
//! included, is `tests/contract.rs`, for every game).

use super::*;
use crate::engine::{Audience, Game, Logged, Outcome, Seat, SetupError, Viewer};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);
const D: Seat = Seat(3);

fn c(code: &str) -> Card {
    Card::parse(code).unwrap_or_else(|| panic!("bad card code {code}"))
}

fn cards(codes: &[&str]) -> Vec<Card> {
    codes.iter().map(|x| c(x)).collect()
}

fn deal(config: &Config, round: u8, dealer: Seat, hands: &[&[&str]], trump: Option<&str>) -> State {
    let hands = hands.iter().map(|h| cards(h)).collect();
    let state = State::from_deal(config, round, dealer, hands, trump.map(c));
    state.audit().expect("a dealt position is consistent");
    state
}

fn apply(state: &mut State, seat: Seat, mv: Move) -> Vec<Logged<Event>> {
    let events = Sorciers::apply(state, seat, mv).unwrap_or_else(|e| panic!("{seat} {mv:?}: {e}"));
    state.audit().expect("invariants hold after every move");
    events
}

/// Everyone bids 0, in bidding order.
fn bid_zero(state: &mut State) {
    while let Phase::Bidding { next } = state.phase {
        apply(state, next, Move::Bid(0));
    }
}

fn play(state: &mut State, seat: Seat, code: &str) -> Vec<Logged<Event>> {
    apply(state, seat, Move::Play(c(code)))
}

fn trick_winner_of(events: &[Logged<Event>]) -> Seat {
    events
        .iter()
        .find_map(|e| match e.event {
            Event::TrickWon { seat, .. } => Some(seat),
            _ => None,
        })
        .expect("a trick was won")
}

fn legal_cards_of(state: &State) -> Vec<Card> {
    let mut v: Vec<Card> = state
        .legal_moves()
        .into_iter()
        .map(|m| match m {
            Move::Play(c) => c,
            other => panic!("not a card: {other:?}"),
        })
        .collect();
    v.sort();
    v
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

fn cfg(players: u8) -> Config {
    Config::with_players(players)
}

/// Plays the first legal move until `stop` holds.
fn advance_until(state: &mut State, stop: impl Fn(&State) -> bool) {
    while !stop(state) {
        let seat = state.to_act().expect("game not over");
        let mv = state.legal_moves()[0];
        apply(state, seat, mv);
    }
}

#[test]
fn t1_round_count_and_deal_sizes() {
    assert_eq!(cfg(3).rounds(), 20);
    assert_eq!(cfg(4).rounds(), 15);
    assert_eq!(cfg(5).rounds(), 12);
    assert_eq!(cfg(6).rounds(), 10);
    let (mut s, _) = Sorciers::new(&cfg(4), 11).unwrap();
    assert_eq!(s.rounds, 15);
    advance_until(&mut s, |s| s.round == 5);
    assert!(s.hands.iter().all(|h| h.len() == 5));
    assert_eq!(s.stock.len(), 40);
    assert_eq!(Sorciers::view(&s, Viewer::Table).stock_size, 40);
    advance_until(&mut s, |s| s.round == 15);
    assert!(s.hands.iter().all(|h| h.len() == 15));
    assert!(s.stock.is_empty());
    assert_eq!(s.trump_card, None);
    assert_eq!(s.trump, None);
}

#[test]
fn t2_rotation() {
    let seed = (0..).find(|seed| Sorciers::new(&cfg(4), *seed).unwrap().0.dealer == C).unwrap();
    let (mut s, events) = Sorciers::new(&cfg(4), seed).unwrap();
    assert_eq!(events[0].event, Event::RoundStarted { round: 1, dealer: C, cards: 1 });
    if s.phase == Phase::TrumpChoice {
        unreachable!("default options never ask for trump");
    }
    assert_eq!(s.to_act(), Some(D), "D bids first");
    bid_zero(&mut s);
    assert_eq!(s.to_act(), Some(D), "D leads");
    advance_until(&mut s, |s| s.round == 2);
    assert_eq!(s.dealer, D);
    assert_eq!(s.to_act(), Some(A), "A bids first in round 2");
    bid_zero(&mut s);
    assert_eq!(s.to_act(), Some(A), "A leads in round 2");
}

#[test]
fn t3_scoring() {
    for (bid, tricks, points) in [(3, 3, 50), (0, 0, 20), (1, 1, 30), (2, 4, -20), (3, 1, -20), (1, 0, -10)] {
        assert_eq!(rules::round_points(bid, tricks), points, "bid {bid}, tricks {tricks}");
    }
    // T3's running total over three rounds: +50, then −20, then +20.
    assert_eq!(rules::round_points(3, 3) + rules::round_points(2, 4) + rules::round_points(0, 0), 50);
    // Through the engine: round 2 at 3 players, A bids 2 and takes both tricks,
    // B bids 1 and takes none, C bids 0 and takes none.
    let mut s = deal(&cfg(3), 2, C, &[&["S1", "S2"], &["E2", "E3"], &["N2", "N3"]], Some("G7"));
    apply(&mut s, A, Move::Bid(2));
    apply(&mut s, B, Move::Bid(1));
    apply(&mut s, C, Move::Bid(0));
    play(&mut s, A, "S1");
    play(&mut s, B, "E2");
    play(&mut s, C, "N2");
    play(&mut s, A, "S2");
    play(&mut s, B, "E3");
    let events = play(&mut s, C, "N3");
    let rows = events
        .iter()
        .find_map(|e| match &e.event {
            Event::RoundScored { rows, .. } => Some(rows.clone()),
            _ => None,
        })
        .unwrap();
    let points: Vec<i32> = rows.iter().map(|r| r.points).collect();
    assert_eq!(points, vec![40, -10, 20]);
    // The earlier (made-up) round 1 gave A +30 and the others +20.
    assert_eq!(s.totals, vec![70, 10, 40]);
}

#[test]
fn t4_winner_order() {
    let tricks: [([&str; 4], Seat); 4] = [
        (["E9", "N2", "E13", "F1"], B),
        (["E9", "S1", "S2", "N13"], B),
        (["E9", "H13", "E10", "G12"], C),
        (["F1", "F2", "F3", "F4"], A),
    ];
    for (trick, winner) in tricks {
        let hands: Vec<&[&str]> = trick.iter().map(std::slice::from_ref).collect();
        let mut s = deal(&cfg(4), 1, D, &hands, Some("N5"));
        assert_eq!(s.trump, Some(Race::N));
        bid_zero(&mut s);
        let mut events = Vec::new();
        for (i, card) in trick.iter().enumerate() {
            events = play(&mut s, Seat(i as u8), card);
        }
        assert_eq!(trick_winner_of(&events), winner, "trick {trick:?}");
    }
}

#[test]
fn t5_fou_led_then_sorcier() {
    let mut s = deal(
        &cfg(4),
        3,
        D,
        &[&["F1", "H7", "H8"], &["S1", "N4", "N5"], &["E5", "G1", "H2"], &["G13", "E8", "H5"]],
        Some("G7"),
    );
    assert_eq!(s.trump, Some(Race::G));
    bid_zero(&mut s);
    play(&mut s, A, "F1");
    assert_eq!(s.led(), None, "only a Fou: no led race yet");
    play(&mut s, B, "S1");
    assert_eq!(s.led(), None, "a Sorcier first after Fous: no led race");
    assert_eq!(legal_cards_of(&s), sorted(cards(&["E5", "G1", "H2"])));
    play(&mut s, C, "E5");
    assert_eq!(legal_cards_of(&s), sorted(cards(&["G13", "E8", "H5"])));
    let events = play(&mut s, D, "G13");
    assert_eq!(trick_winner_of(&events), B);
    assert_eq!(s.to_act(), Some(B), "B leads the next trick");
}

#[test]
fn t6_fou_led_then_race_card_sets_the_race() {
    let mut s = deal(
        &cfg(4),
        3,
        D,
        &[&["F1", "E1", "E2"], &["H4", "E3", "E4"], &["H10", "N3", "S1"], &["N1", "E13", "E12"]],
        Some("N7"),
    );
    bid_zero(&mut s);
    play(&mut s, A, "F1");
    play(&mut s, B, "H4");
    assert_eq!(s.led(), Some(Race::H));
    assert_eq!(legal_cards_of(&s), sorted(cards(&["H10", "S1"])));
    let before = s.clone();
    assert_eq!(Sorciers::apply(&mut s, C, Move::Play(c("N3"))), Err(RuleError::MustFollowRace { race: Race::H }));
    assert_eq!(s, before, "a refused move changes nothing");
    play(&mut s, C, "H10");
    assert_eq!(legal_cards_of(&s), sorted(cards(&["N1", "E13", "E12"])));
    let events = play(&mut s, D, "N1");
    assert_eq!(trick_winner_of(&events), D, "the only trump");
}

#[test]
fn t7_sorcier_led() {
    let mut s = deal(&cfg(3), 3, C, &[&["S1", "H1", "H2"], &["E2", "E3", "F1"], &["S2", "N1", "N2"]], Some("G7"));
    bid_zero(&mut s);
    play(&mut s, A, "S1");
    assert_eq!(legal_cards_of(&s), sorted(cards(&["E2", "E3", "F1"])));
    play(&mut s, B, "F1");
    let events = play(&mut s, C, "S2");
    assert_eq!(trick_winner_of(&events), A, "the first Sorcier");
}

#[test]
fn t8_no_trump_in_the_last_round() {
    // A: H3 and six more Humains; C: H9 and five more; B and D: no Humains.
    let mut rest: Vec<Card> =
        Card::deck().filter(|c| c.race_of() != Some(Race::H) && !["E13", "G12"].contains(&c.code().as_str())).collect();
    let mut take = |k: usize| rest.drain(..k).collect::<Vec<Card>>();
    let a: Vec<Card> = cards(&["H3", "H1", "H2", "H4", "H5", "H6", "H7"]).into_iter().chain(take(8)).collect();
    let b: Vec<Card> = cards(&["E13"]).into_iter().chain(take(14)).collect();
    let cc: Vec<Card> = cards(&["H9", "H8", "H10", "H11", "H12", "H13"]).into_iter().chain(take(9)).collect();
    let d: Vec<Card> = cards(&["G12"]).into_iter().chain(take(14)).collect();
    let mut s = State::from_deal(&cfg(4), 15, D, vec![a, b, cc, d], None);
    s.audit().unwrap();
    assert_eq!(s.trump_card, None);
    assert_eq!(s.trump, None);
    bid_zero(&mut s);
    play(&mut s, A, "H3");
    play(&mut s, B, "E13");
    play(&mut s, C, "H9");
    let events = play(&mut s, D, "G12");
    assert_eq!(trick_winner_of(&events), C, "the highest Humain; E13 and G12 cannot win");
}

#[test]
fn t9_turned_sorcier_or_fou() {
    let hands: &[&[&str]] = &[&["H1", "H2", "H3"], &["E1", "E2", "E3"], &["N1", "N2", "N3"]];
    let official = Config { sorcier_turned: SorcierTurned::DealerChooses, ..cfg(3) };
    // A Sorcier, default: no trump, straight to bidding.
    let s = deal(&cfg(3), 3, C, hands, Some("S1"));
    assert_eq!(s.trump, None);
    assert_eq!(s.phase, Phase::Bidding { next: A });
    // A Sorcier, official: the dealer chooses among exactly the four races.
    let mut s = deal(&official, 3, C, hands, Some("S1"));
    assert_eq!(s.phase, Phase::TrumpChoice);
    assert_eq!(s.to_act(), Some(C));
    assert_eq!(s.legal_moves(), Race::ALL.iter().map(|r| Move::ChooseTrump(*r)).collect::<Vec<_>>());
    assert_eq!(
        Sorciers::apply(&mut s.clone(), C, Move::Bid(0)),
        Err(RuleError::WrongPhase { phase: Phase::TrumpChoice })
    );
    let events = apply(&mut s, C, Move::ChooseTrump(Race::E));
    assert_eq!(events[0].event, Event::TrumpChosen { seat: C, race: Race::E });
    assert_eq!(s.trump, Some(Race::E));
    assert_eq!(s.phase, Phase::Bidding { next: A });
    // A Fou: no trump under both options.
    for config in [cfg(3), official.clone()] {
        let s = deal(&config, 3, C, hands, Some("F2"));
        assert_eq!(s.trump, None);
        assert_eq!(s.phase, Phase::Bidding { next: A });
    }
    // G7: Géants.
    assert_eq!(deal(&official, 3, C, hands, Some("G7")).trump, Some(Race::G));
}

#[test]
fn t10_somme_non_nulle() {
    let snn = Config { somme_non_nulle: true, ..cfg(3) };
    let four: &[&[&str]] = &[&["H1", "H2", "H3", "H4"], &["E1", "E2", "E3", "E4"], &["N1", "N2", "N3", "N4"]];
    let mut s = deal(&snn, 4, C, four, Some("G7"));
    apply(&mut s, A, Move::Bid(2));
    apply(&mut s, B, Move::Bid(0));
    assert_eq!(s.legal_moves(), vec![Move::Bid(0), Move::Bid(1), Move::Bid(3), Move::Bid(4)]);
    assert_eq!(Sorciers::view(&s, Viewer::Seat(C)).forbidden_bid, Some(2));
    let before = s.clone();
    assert_eq!(Sorciers::apply(&mut s, C, Move::Bid(2)), Err(RuleError::ForbiddenBid { bid: 2 }));
    assert_eq!(s, before);
    apply(&mut s, C, Move::Bid(3));

    let three: &[&[&str]] = &[&["H1", "H2", "H3"], &["E1", "E2", "E3"], &["N1", "N2", "N3"]];
    let mut s = deal(&snn, 3, C, three, Some("G7"));
    apply(&mut s, A, Move::Bid(2));
    apply(&mut s, B, Move::Bid(0));
    assert_eq!(s.legal_moves(), vec![Move::Bid(0), Move::Bid(2), Move::Bid(3)]);

    let two: &[&[&str]] = &[&["H1", "H2"], &["E1", "E2"], &["N1", "N2"]];
    let mut s = deal(&snn, 2, C, two, Some("G7"));
    apply(&mut s, A, Move::Bid(2));
    apply(&mut s, B, Move::Bid(1));
    assert_eq!(s.legal_moves(), vec![Move::Bid(0), Move::Bid(1), Move::Bid(2)]);
    assert_eq!(Sorciers::view(&s, Viewer::Seat(C)).forbidden_bid, None);
}

#[test]
fn t11_must_follow() {
    let mut s = deal(&cfg(3), 3, C, &[&["G5", "H1", "H2"], &["G2", "H13", "F1"], &["N1", "N2", "N3"]], Some("E7"));
    bid_zero(&mut s);
    play(&mut s, A, "G5");
    assert_eq!(legal_cards_of(&s), sorted(cards(&["G2", "F1"])));
    let before = s.clone();
    assert_eq!(Sorciers::apply(&mut s, B, Move::Play(c("H13"))), Err(RuleError::MustFollowRace { race: Race::G }));
    assert_eq!(s, before);
}

#[test]
fn t12_hidden_bids() {
    let hidden = Config { bid_mode: BidMode::Hidden, ..cfg(3) };
    let mut s = deal(&hidden, 2, C, &[&["H1", "H2"], &["E1", "E2"], &["N1", "N2"]], Some("G7"));
    let events = apply(&mut s, A, Move::Bid(1));
    assert!(events.contains(&Logged::public(Event::BidEntered { seat: A })));
    assert!(events.contains(&Logged::private(A, Event::Bid { seat: A, bid: 1 })));
    assert!(!events.iter().any(|e| e.audience == Audience::Everyone && matches!(e.event, Event::Bid { .. })));
    apply(&mut s, B, Move::Bid(0));
    apply(&mut s, C, Move::Bid(2));
    assert_eq!(s.phase, Phase::Playing);
    let view_b = Sorciers::view(&s, Viewer::Seat(B));
    assert_eq!(view_b.bids, vec![BidView::Secret, BidView::Known(0), BidView::Secret]);
    assert_eq!(Sorciers::view(&s, Viewer::Table).bids, vec![BidView::Secret; 3]);
    play(&mut s, A, "H1");
    assert_eq!(Sorciers::view(&s, Viewer::Seat(B)).bids, vec![BidView::Secret, BidView::Known(0), BidView::Secret]);
    play(&mut s, B, "E1");
    play(&mut s, C, "N1");
    play(&mut s, A, "H2");
    play(&mut s, B, "E2");
    let events = play(&mut s, C, "N2");
    let reveal = events.iter().position(|e| e.event == Event::BidsRevealed { bids: vec![1, 0, 2] }).expect("revealed");
    let scored = events.iter().position(|e| matches!(e.event, Event::RoundScored { .. })).expect("scored");
    assert!(reveal < scored, "bids are revealed, then scored");
    assert_eq!(events[reveal].audience, Audience::Everyone);
}

#[test]
fn t12b_simultaneous_bids_are_revealed_before_the_first_lead() {
    let simult = Config { bid_mode: BidMode::Simultaneous, ..cfg(3) };
    let mut s = deal(&simult, 2, C, &[&["H1", "H2"], &["E1", "E2"], &["N1", "N2"]], Some("G7"));
    apply(&mut s, A, Move::Bid(1));
    assert_eq!(Sorciers::view(&s, Viewer::Seat(B)).bids[0], BidView::Secret);
    apply(&mut s, B, Move::Bid(0));
    let events = apply(&mut s, C, Move::Bid(2));
    assert!(events.contains(&Logged::public(Event::BidsRevealed { bids: vec![1, 0, 2] })));
    assert_eq!(Sorciers::view(&s, Viewer::Table).bids, vec![BidView::Known(1), BidView::Known(0), BidView::Known(2)]);
}

#[test]
fn t13_final_tie() {
    let o = Outcome::from_scores(vec![120, 120, 90]);
    assert_eq!(o.winners, vec![A, B]);
    assert_eq!(o.ranks, vec![1, 1, 3]);
    // And from the engine at the end of a real game.
    let (mut s, _) = Sorciers::new(&cfg(3), 5).unwrap();
    advance_until(&mut s, |s| s.phase == Phase::GameOver);
    let o = Sorciers::outcome(&s).unwrap();
    assert_eq!(o, Outcome::from_scores(s.totals.clone()));
    let best = *s.totals.iter().max().unwrap();
    assert!(o.winners.iter().all(|w| s.totals[w.index()] == best));
}

#[test]
fn t14_round_one_with_one_card() {
    let (mut s, events) = Sorciers::new(&cfg(3), 9).unwrap();
    assert!(s.hands.iter().all(|h| h.len() == 1));
    assert_eq!(s.stock.len(), 57);
    assert_eq!(s.trump_card, Some(s.stock[0]));
    assert!(events.iter().any(|e| e.event
        == Event::TrumpTurned { card: Some(s.stock[0]), trump: s.stock[0].race_of(), dealer_chooses: false }));
    assert_eq!(s.legal_moves(), vec![Move::Bid(0), Move::Bid(1)]);
    let seat = s.to_act().unwrap();
    assert_eq!(Sorciers::apply(&mut s, seat, Move::Bid(2)), Err(RuleError::BidOutOfRange { bid: 2, max: 1 }));
    bid_zero(&mut s);
    advance_until(&mut s, |s| s.round == 2);
    assert_eq!(s.sheet.len(), 1);
    assert_eq!(s.sheet[0].iter().map(|e| e.tricks).sum::<u8>(), 1, "a single trick");
}

#[test]
fn t15_vision_de_l_enfer_views() {
    let vision = Config { vision_de_l_enfer: true, ..cfg(3) };
    let mut s = deal(&vision, 2, A, &[&["H1", "H2"], &["E1", "E2"], &["N1", "N2"]], Some("G7"));
    assert_eq!(s.to_act(), Some(B), "B bids first");
    let va = Sorciers::view(&s, Viewer::Seat(A));
    assert_eq!(va.hand, None, "A cannot see his own hand while bidding");
    assert_eq!(va.hand_sizes[0], 2);
    let seen = |v: &View, i: usize| v.seen_hands[i].as_ref().map(|h| h.iter().map(|sc| sc.card).collect::<Vec<_>>());
    assert_eq!(seen(&va, 1), Some(cards(&["E1", "E2"])));
    assert_eq!(seen(&va, 2), Some(cards(&["N1", "N2"])));
    assert_eq!(va.seen_hands[0], None);
    let table = Sorciers::view(&s, Viewer::Table);
    assert_eq!(table.hand, None);
    assert!(table.seen_hands.iter().all(Option::is_none));
    bid_zero(&mut s);
    play(&mut s, B, "E1");
    let va = Sorciers::view(&s, Viewer::Seat(A));
    assert_eq!(va.hand, Some(cards(&["H1", "H2"])));
    let b_seen = va.seen_hands[1].clone().unwrap();
    assert_eq!(b_seen, vec![SeenCard { card: c("E1"), played: true }, SeenCard { card: c("E2"), played: false }]);
    assert_eq!(seen(&va, 2), Some(cards(&["N1", "N2"])));
}

#[test]
fn t16_incompatible_options() {
    for bid_mode in [BidMode::Simultaneous, BidMode::Hidden] {
        let bad = Config { somme_non_nulle: true, bid_mode, ..cfg(4) };
        assert!(matches!(Sorciers::new(&bad, 1), Err(SetupError::IncompatibleOptions(_))));
    }
    let ok = Config { somme_non_nulle: true, vision_de_l_enfer: true, bid_mode: BidMode::Open, ..cfg(4) };
    assert!(Sorciers::new(&ok, 1).is_ok());
}

#[test]
fn bad_moves_are_typed_errors() {
    let mut s = deal(&cfg(3), 2, C, &[&["H1", "H2"], &["E1", "E2"], &["N1", "N2"]], Some("G7"));
    let before = s.clone();
    assert_eq!(Sorciers::apply(&mut s, B, Move::Bid(0)), Err(RuleError::NotYourTurn { expected: A, got: B }));
    assert_eq!(
        Sorciers::apply(&mut s, Seat(9), Move::Bid(0)),
        Err(RuleError::NotYourTurn { expected: A, got: Seat(9) })
    );
    assert_eq!(Sorciers::apply(&mut s, A, Move::Bid(200)), Err(RuleError::BidOutOfRange { bid: 200, max: 2 }));
    assert_eq!(
        Sorciers::apply(&mut s, A, Move::Play(c("H1"))),
        Err(RuleError::WrongPhase { phase: Phase::Bidding { next: A } })
    );
    assert_eq!(s, before);
    bid_zero(&mut s);
    assert_eq!(Sorciers::apply(&mut s, A, Move::Play(c("E1"))), Err(RuleError::CardNotInHand { card: c("E1") }));
    assert_eq!(Sorciers::apply(&mut s, A, Move::Play(c("G7"))), Err(RuleError::CardNotInHand { card: c("G7") }));
    assert_eq!(
        Sorciers::apply(&mut s, A, Move::ChooseTrump(Race::H)),
        Err(RuleError::WrongPhase { phase: Phase::Playing })
    );
    let (mut s, _) = Sorciers::new(&cfg(6), 3).unwrap();
    advance_until(&mut s, |s| s.phase == Phase::GameOver);
    let over = s.clone();
    for seat in Seat::all(6) {
        assert_eq!(Sorciers::apply(&mut s, seat, Move::Bid(0)), Err(RuleError::GameOver));
    }
    assert_eq!(s, over);
    assert!(s.legal_moves().is_empty());
    assert_eq!(s.to_act(), None);
}
