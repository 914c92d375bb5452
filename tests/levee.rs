//! Preums ! — la levée de fonds beyond the engine contract
//! (`tests/contract.rs` checks that for every game): the spec's worked
//! examples (§9), random games over every player count and option keeping
//! the zeros and the winners, typed errors, what views and events hold,
//! bots, texts and configs.

mod common;

use common::*;
use proptest::prelude::*;
use tablee::engine::{below, derive_seed, rng_from_seed, Audience, Bot, Game, GameRng, Seat, Viewer};
use tablee::games::levee::bot::{HeuristicBot, RandomBot, SearchBot};
use tablee::games::levee::text::{error_text, event_text, move_text};
use tablee::games::levee::{
    game_cards, tx, BadGift, Card, Cards, Config, EndReason, Event, Levee, Move, Phase, Position, RuleError, State,
};
use tablee::i18n::Lang;

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);
const D: Seat = Seat(3);
const E: Seat = Seat(4);
const F: Seat = Seat(5);

/// "2 2 2 +1" → cards.
fn cards(text: &str) -> Cards {
    Cards::from_cards(text.split_whitespace().map(|t| match t {
        "2" => Card::Two,
        "3" => Card::Three,
        "4" => Card::Four,
        "+1" => Card::Plus,
        other => panic!("no card {other}"),
    }))
}

fn config(players: u8) -> Config {
    Config::with_players(players)
}

/// A later levée (lock off): `drawer` has drawn and decides, `token` holds the token.
fn position(players: u8, hands: &[&str], token: Seat, drawer: Seat, zeros: &[u8]) -> State {
    let pos = Position {
        hands: hands.iter().map(|h| cards(h)).collect(),
        packs: None,
        zeros: if zeros.is_empty() { vec![0; players as usize] } else { zeros.to_vec() },
        token,
        drawer,
        draw_first: false,
        opening_lock: false,
        levees_played: 3,
        seed: 99,
    };
    let (state, _) = State::from_position(&config(players), pos);
    Levee::audit(&state).expect("a consistent position");
    state
}

fn play(state: &mut State, seat: Seat, mv: Move) -> Vec<tablee::engine::Logged<Event>> {
    assert_eq!(Levee::to_act(state), Some(seat), "{seat} should act before {mv:?}");
    apply_ok::<Levee>(state, mv)
}

fn place(state: &mut State, seat: Seat, target: Seat, c: &str) -> Vec<tablee::engine::Logged<Event>> {
    play(state, seat, Move::Place { target, cards: cards(c) })
}

fn pass(state: &mut State, seat: Seat) -> Vec<tablee::engine::Logged<Event>> {
    play(state, seat, Move::Pass)
}

fn refused(state: &mut State, seat: Seat, mv: Move) -> RuleError {
    let before = state.clone();
    let err = Levee::apply(state, seat, mv.clone()).expect_err("should be refused");
    assert!(*state == before, "a refused move changed the state");
    assert!(!try_move::<Levee>(state, seat, mv));
    err
}

fn pack_sizes(s: &State) -> Vec<usize> {
    s.packs().iter().map(Vec::len).collect()
}

// ------------------------------------------------------------ §9 worked examples

/// L1's table: A opens 7, C 8, D 9. Everyone keeps a spare card so that every
/// pass is a choice (an empty hand would pass on its own).
fn l1_start(c_extra: &str) -> State {
    let mut s = position(6, &["2 2 2 +1 4", "2", &format!("2 2 2 2 4 {c_extra}"), "3 3 3 4", "2", "2"], F, A, &[]);
    play(&mut s, A, Move::Call { cards: cards("2 2 2 +1") });
    pass(&mut s, B);
    place(&mut s, C, C, "2 2 2 2");
    place(&mut s, D, D, "3 3 3");
    s
}

#[test]
fn l1_seed_example_d_wins_with_9() {
    let mut s = l1_start("");
    for seat in [E, F, A, B, C] {
        pass(&mut s, seat);
    }
    assert_eq!(s.passes(), 5);
    let events = pass(&mut s, D);
    assert!(events.iter().any(|e| matches!(e.event, Event::LeveeResult { winner: Some(D), highest: 9, .. })));
    assert_eq!(s.pile_totals(), vec![Some(7), None, Some(8), Some(9), None, None]);
    assert_eq!(s.zeros()[D.index()], 3);
    let v = Levee::view(&s, Viewer::Table);
    assert_eq!(v.seats[D.index()].valuation, "1 000");
    assert_eq!(v.phase, Phase::Redistribute { winner: D });
    assert_eq!(v.pool_left, cards("2 2 2 2 2 2 2 3 3 3 +1"));
    assert_eq!(v.recipients, vec![A, C, D]);
}

#[test]
fn l1_variant_a_plus_one_ties_and_piles_go_home() {
    let mut s = l1_start("+1");
    for seat in [E, F, A, B] {
        pass(&mut s, seat);
    }
    place(&mut s, C, C, "+1");
    assert_eq!(s.passes(), 0);
    let packs = pack_sizes(&s);
    let reserves: Vec<Cards> = Seat::all(6).map(|x| s.reserve_of(x)).collect();
    let mut last = Vec::new();
    for seat in [D, E, F, A, B, C] {
        last = pass(&mut s, seat);
    }
    assert!(last.iter().any(|e| matches!(e.event, Event::LeveeResult { winner: None, highest: 9, .. })));
    assert_eq!(s.zeros(), &[0; 6]);
    let grown: Vec<Cards> = Seat::all(6)
        .map(|x| {
            let mut r = s.reserve_of(x);
            r.remove_all(&reserves[x.index()]);
            r
        })
        .collect();
    assert_eq!(grown[A.index()], cards("2 2 2 +1"));
    assert_eq!(grown[C.index()], cards("2 2 2 2 +1"));
    assert_eq!(grown[D.index()], cards("3 3 3"));
    for x in [B, E, F] {
        assert_eq!(grown[x.index()], Cards::EMPTY);
    }
    // The next draw phase has begun (A holds the token and draws first).
    assert!(pack_sizes(&s)[A.index()] >= packs[A.index()] + 3);
}

/// L2 up to step 6: E 6, A 7, C 8, D 9. C keeps a [+1] for L3.
fn l2_after_step_6() -> State {
    let mut s = position(6, &["2 2 2 +1 4", "2", "2 2 2 2 +1 4", "3 3 3 4", "4 +1 +1 3", "2"], A, E, &[]);
    play(&mut s, E, Move::Call { cards: cards("4 +1 +1") });
    pass(&mut s, F);
    place(&mut s, A, A, "2 2 2 +1");
    pass(&mut s, B);
    place(&mut s, C, C, "2 2 2 2");
    place(&mut s, D, D, "3 3 3");
    s
}

#[test]
fn l2_seed_redistribution_example() {
    let mut s = l2_after_step_6();
    // E may not add its [+1][+1] once D is at 9 — it already laid them, and a [+1] would give 7 < 9.
    for seat in [E, F, A, B, C, D] {
        pass(&mut s, seat);
    }
    assert_eq!(s.pile_totals(), vec![Some(7), None, Some(8), Some(9), Some(6), None]);
    assert_eq!(s.zeros()[D.index()], 4);
    let v = Levee::view(&s, Viewer::Seat(D));
    assert_eq!(v.pool_left, Cards([7, 3, 1, 3]));
    assert_eq!(v.recipients, vec![A, C, D, E]);
    // Gifts to B, or beyond the pool, are refused.
    let err = refused(&mut s, D, Move::Give { to: B, card: Card::Two, count: 1 });
    assert_eq!(err, RuleError::BadDistribution(BadGift::NotRecipient { seat: B }));
    let err = refused(&mut s, D, Move::Give { to: A, card: Card::Two, count: 8 });
    assert_eq!(err, RuleError::BadDistribution(BadGift::NotInPool { card: Card::Two, wanted: 8, left: 7 }));
    let packs = pack_sizes(&s);
    play(&mut s, D, Move::Give { to: D, card: Card::Three, count: 3 });
    play(&mut s, D, Move::Give { to: D, card: Card::Four, count: 1 });
    play(&mut s, D, Move::Give { to: D, card: Card::Plus, count: 3 });
    let events = play(&mut s, D, Move::Give { to: A, card: Card::Two, count: 7 });
    assert!(events.iter().any(|e| matches!(&e.event, Event::Distributed { automatic: false, .. })));
    assert!(events.iter().any(|e| matches!(e.event, Event::DrawPhase { drawer: E, .. })));
    let after = pack_sizes(&s);
    // The new draw phase began: E (token, automatic) and then F have drawn one card each.
    assert_eq!(after[D.index()], packs[D.index()] + 7);
    assert_eq!(after[A.index()], packs[A.index()] + 7);
    assert_eq!(after[C.index()], packs[C.index()]);
    assert_eq!(s.token(), E);
    assert_eq!(Levee::to_act(&s), Some(F));
}

#[test]
fn l2_note_e_cannot_add_after_the_nine() {
    let mut s = l2_after_step_6();
    let err = refused(&mut s, E, Move::Place { target: E, cards: cards("3") });
    assert_eq!(err, RuleError::ValueMismatch { pile_value: 4, value: 3 });
    let err = refused(&mut s, E, Move::Place { target: A, cards: Cards::EMPTY });
    assert_eq!(err, RuleError::EmptyPlacement);
    let err = refused(&mut s, E, Move::Place { target: E, cards: cards("+1") });
    assert_eq!(err, RuleError::CardsNotInHand { missing: cards("+1") });
}

#[test]
fn l3_tie_nobody_wins_piles_go_home() {
    let mut s = l2_after_step_6();
    for seat in [E, F, A, B] {
        pass(&mut s, seat);
    }
    assert_eq!(s.passes(), 4);
    place(&mut s, C, C, "+1");
    assert_eq!(s.passes(), 0);
    let before: Vec<Cards> = Seat::all(6).map(|x| s.reserve_of(x)).collect();
    for seat in [D, E, F, A, B, C] {
        pass(&mut s, seat);
    }
    assert_eq!(s.zeros(), &[0; 6]);
    let grown = |x: Seat| {
        let mut r = s.reserve_of(x);
        assert!(r.remove_all(&before[x.index()]));
        r
    };
    assert_eq!(grown(A), cards("2 2 2 +1"));
    assert_eq!(grown(C), cards("2 2 2 2 +1"));
    assert_eq!(grown(D), cards("3 3 3"));
    assert_eq!(grown(E), cards("4 +1 +1"));
    assert_eq!(grown(B), Cards::EMPTY);
    assert_eq!(grown(F), Cards::EMPTY);
    assert_eq!(s.token(), E);
}

#[test]
fn l4_plus_one_support_pure_supporters_and_automatic_pass() {
    let mut s = position(4, &["2 +1", "3 3 4", "2 2 2 +1", "4 +1"], A, B, &[]);
    play(&mut s, B, Move::Call { cards: cards("3 3") });
    place(&mut s, C, C, "2 2 2");
    place(&mut s, D, C, "+1");
    assert_eq!(s.pile_totals()[C.index()], Some(7));
    assert_eq!(refused(&mut s, A, Move::Place { target: A, cards: cards("+1") }), RuleError::NewPileNeedsNumberCard);
    assert_eq!(
        refused(&mut s, A, Move::Place { target: A, cards: cards("2 +1") }),
        RuleError::BelowHighest { total: 3, highest: 7 }
    );
    assert_eq!(
        refused(&mut s, A, Move::Place { target: B, cards: cards("2") }),
        RuleError::ValueMismatch { pile_value: 3, value: 2 }
    );
    place(&mut s, A, B, "+1");
    assert_eq!(s.pile_totals()[B.index()], Some(7));
    pass(&mut s, B);
    assert_eq!(s.passes(), 1);
    place(&mut s, C, C, "+1");
    assert_eq!(s.passes(), 0);
    // D holds [4]: no legal placement, but still a turn.
    assert_eq!(Levee::legal_moves(&s), vec![Move::Pass]);
    pass(&mut s, D);
    // A's [2] on C (10) would be legal; A passes.
    assert!(Levee::legal_moves(&s).contains(&Move::Place { target: C, cards: cards("2") }));
    pass(&mut s, A);
    let events = pass(&mut s, B);
    // C's hand is empty: automatic pass, 4 passes, the levée ends.
    assert!(events.iter().any(|e| matches!(e.event, Event::Passed { seat: C, auto: true, passes: 4 })));
    assert!(events.iter().any(|e| matches!(e.event, Event::LeveeResult { winner: Some(C), highest: 8, .. })));
    assert_eq!(s.zeros(), &[0, 0, 2, 0]);
    let v = Levee::view(&s, Viewer::Table);
    assert_eq!(v.pool_left, Cards([3, 2, 0, 3]));
    assert_eq!(v.recipients, vec![B, C]);
    assert_eq!(
        refused(&mut s, C, Move::Give { to: A, card: Card::Two, count: 1 }),
        RuleError::BadDistribution(BadGift::NotRecipient { seat: A })
    );
}

#[test]
fn l5_illegal_placements() {
    let mut s = position(5, &["2 2 2 2 2", "3 3 3 4 +1", "2", "2", "2"], A, B, &[]);
    play(&mut s, B, Move::Call { cards: cards("3") });
    for seat in [C, D, E] {
        pass(&mut s, seat);
    }
    place(&mut s, A, A, "2 2 2 2");
    assert_eq!(Levee::to_act(&s), Some(B));
    let try_b = |s: &mut State, target: Seat, c: &str| {
        let mv = Move::Place { target, cards: cards(c) };
        let mut copy = s.clone();
        match Levee::apply(&mut copy, B, mv.clone()) {
            Ok(_) => {
                assert!(try_move::<Levee>(&mut s.clone(), B, mv));
                None
            }
            Err(e) => {
                assert!(!try_move::<Levee>(s, B, mv));
                Some(e)
            }
        }
    };
    assert_eq!(try_b(&mut s, B, "3"), Some(RuleError::BelowHighest { total: 6, highest: 8 }));
    assert_eq!(try_b(&mut s, B, "3 +1"), Some(RuleError::BelowHighest { total: 7, highest: 8 }));
    assert_eq!(try_b(&mut s, B, "3 3"), None);
    assert_eq!(try_b(&mut s, B, "3 3 4"), Some(RuleError::MixedValues { values: vec![3, 4] }));
    assert_eq!(try_b(&mut s, B, "4"), Some(RuleError::ValueMismatch { pile_value: 3, value: 4 }));
    assert_eq!(try_b(&mut s, A, "+1"), None);
    assert_eq!(try_b(&mut s, E, "+1"), Some(RuleError::NoPileToSupport { target: E }));
    // The view gives the UI the highest total and the same verdicts.
    let v = Levee::view(&s, Viewer::Seat(B));
    assert_eq!((v.highest, v.leaders.clone()), (8, vec![A]));
    assert_eq!(v.check_place(B, &cards("3 +1")), Err(RuleError::BelowHighest { total: 7, highest: 8 }));
    assert_eq!(v.check_place(A, &cards("+1")), Ok(()));
}

#[test]
fn l6_opening_lock_and_token() {
    let cfg = Config { players: 4, first_token: Some(2), ..Config::default() };
    let (mut s, events) = Levee::new(&cfg, 6).unwrap();
    let autos: Vec<(Seat, tablee::games::levee::AutoReason)> = events
        .iter()
        .filter_map(|e| match e.event {
            Event::AutoContinue { seat, reason } => Some((seat, reason)),
            _ => None,
        })
        .collect();
    use tablee::games::levee::AutoReason::*;
    assert_eq!(autos, vec![(C, TokenHolder), (D, OpeningLock), (A, OpeningLock), (B, OpeningLock), (C, TokenHolder)]);
    assert!(events.iter().any(|e| e.event == Event::LockReleased));
    assert!(!s.opening_lock());
    assert_eq!(Levee::to_act(&s), Some(D));
    assert_eq!(s.hands()[D.index()].len(), 2);
    assert_eq!(s.hands()[C.index()].len(), 2);
    let c_call = Move::Call { cards: Cards::number(2, 1, 0) };
    assert!(matches!(refused(&mut s, C, c_call), RuleError::NotYourTurn { expected: D, got: C }));
    let d_hand = s.hands()[D.index()];
    let can_call = Levee::legal_moves(&s).iter().any(|m| matches!(m, Move::Call { .. }));
    assert_eq!(can_call, d_hand.has_number());
    assert_eq!(Levee::view(&s, Viewer::Seat(D)).may_call, d_hand.has_number());
}

fn l7_state(c_hand: &str, c_pack: Card) -> State {
    l7_start(c_hand, c_pack).0
}

fn l7_start(c_hand: &str, c_pack: Card) -> (State, Vec<tablee::engine::Logged<Event>>) {
    let pos = Position {
        hands: vec![cards("4"), cards("+1 +1"), cards(c_hand)],
        packs: Some(vec![vec![], vec![], vec![c_pack]]),
        zeros: vec![4, 4, 2],
        token: A,
        drawer: A,
        draw_first: true,
        opening_lock: false,
        levees_played: 5,
        seed: 7,
    };
    State::from_position(&config(3), pos)
}

#[test]
fn l7_empty_packs_forced_call() {
    let mut s = l7_state("3", Card::Two);
    // A: no draw, token holder → automatic. B decides, but can only go on.
    assert_eq!(Levee::to_act(&s), Some(B));
    assert_eq!(Levee::legal_moves(&s), vec![Move::Continue]);
    assert_eq!(refused(&mut s, B, Move::Call { cards: cards("+1") }), RuleError::CannotCallNoNumberCard);
    Levee::apply(&mut s, B, Move::Continue).unwrap();
    assert_eq!(s.hands()[C.index()], cards("3 2"));
    Levee::apply(&mut s, C, Move::Continue).unwrap();
    assert_eq!(s.phase(), Phase::ForcedCall { seat: C });
    assert_eq!(refused(&mut s, C, Move::Continue), RuleError::MustCall);
    assert!(Levee::legal_moves(&s).iter().all(|m| matches!(m, Move::Call { .. })));
    Levee::apply(&mut s, C, Move::Call { cards: cards("3") }).unwrap();
    assert_eq!(s.phase(), Phase::Levee);
    assert_eq!(s.token(), C);
}

#[test]
fn l7_variant_exhaustion_shared_win() {
    let mut s = l7_state("+1", Card::Plus);
    Levee::apply(&mut s, B, Move::Continue).unwrap();
    assert_eq!(Levee::legal_moves(&s), vec![Move::Continue]);
    let events = Levee::apply(&mut s, C, Move::Continue).unwrap();
    assert_eq!(s.phase(), Phase::Over { reason: EndReason::Exhaustion });
    let o = Levee::outcome(&s).unwrap();
    assert_eq!(o.winners, vec![A, B]);
    assert!(events.iter().any(|e| matches!(e.event, Event::GameOver { reason: EndReason::Exhaustion, .. })));
}

#[test]
fn l8_lone_pile() {
    let mut s = position(3, &["4 2", "2", "2"], C, A, &[]);
    play(&mut s, A, Move::Call { cards: cards("4") });
    let packs = pack_sizes(&s);
    pass(&mut s, B);
    pass(&mut s, C);
    let events = pass(&mut s, A);
    assert!(events.iter().any(|e| matches!(e.event, Event::LeveeResult { winner: Some(A), highest: 4, .. })));
    assert!(events.iter().any(|e| matches!(&e.event, Event::Distributed { winner: A, automatic: true, .. })));
    assert_eq!(s.zeros(), &[1, 0, 0]);
    assert_eq!(Levee::view(&s, Viewer::Table).seats[0].valuation, "10");
    // A's [4] went home; A (token holder) then drew one card automatically.
    assert_eq!(pack_sizes(&s)[A.index()], packs[A.index()] + 1 - 1);
    assert_eq!(s.reserve_of(A).get(Card::Four), 3);
}

#[test]
fn l9_winning_at_once() {
    let mut s = position(4, &["2 2", "2 2 2", "2", "4 4 4"], C, A, &[0, 0, 0, 3]);
    play(&mut s, A, Move::Call { cards: cards("2") });
    place(&mut s, B, B, "2 2");
    pass(&mut s, C);
    place(&mut s, D, D, "4 4");
    for seat in [A, B, C] {
        pass(&mut s, seat);
    }
    let events = pass(&mut s, D);
    assert!(events.iter().any(|e| matches!(e.event, Event::GameOver { reason: EndReason::Target, .. })));
    assert_eq!(s.zeros()[D.index()], 6);
    assert_eq!(Levee::outcome(&s).unwrap().winners, vec![D]);
    assert!(!events.iter().any(|e| matches!(e.event, Event::RedistributionStarted { .. })));
    let v = Levee::view(&s, Viewer::Table);
    assert_eq!(v.seats[D.index()].valuation, "1 000 000");
    assert_eq!(s.pile_totals(), vec![Some(2), Some(4), None, Some(8)]);
}

#[test]
fn l10_conservation_holds_in_random_games() {
    for players in 3..=6u8 {
        let mut rng = rng_from_seed(players as u64);
        random_game::<Levee>(&config(players), 10 + players as u64, &mut rng, MAX_MOVES, |s| {
            let mut all = Cards::EMPTY;
            for x in Seat::all(players as usize) {
                all.add_all(&s.reserve_of(x));
            }
            let piles: u32 = s.pile_totals().iter().flatten().map(|t| *t as u32).sum();
            assert_eq!(all.total() + piles, 51 * players as u32);
            assert!(all.len() <= game_cards(players as usize).len());
        });
    }
}

// ------------------------------------------------------------ random games

const MAX_MOVES: usize = 200_000;

/// Every option combination for `players`.
fn configs(players: u8) -> Vec<Config> {
    let mut out = Vec::new();
    for first_token in [None, Some(0), Some(players - 1)] {
        for target in 4u8..=8 {
            out.push(Config { players, first_token, target, levee_cap: 100 });
        }
    }
    out.push(Config { players, first_token: None, target: 8, levee_cap: 3 });
    out
}

fn all_configs() -> Vec<Config> {
    (3..=6).flat_map(configs).collect()
}

fn random_games(players: u8, games: u64) -> usize {
    let configs = configs(players);
    let mut rng = rng_from_seed(1000 + players as u64);
    let mut longest = 0;
    for g in 0..games {
        let config = &configs[g as usize % configs.len()];
        let seed = derive_seed(players as u64, g);
        let mut zeros = vec![0u8; players as usize];
        let (state, moves, events) = random_game::<Levee>(config, seed, &mut rng, MAX_MOVES, |s| {
            for (z, now) in zeros.iter_mut().zip(s.zeros()) {
                assert!(*now >= *z, "zeros went down");
                *z = *now;
            }
        });
        longest = longest.max(moves.len());
        let outcome = Levee::outcome(&state).unwrap();
        let Phase::Over { reason } = state.phase() else { panic!("not over") };
        let max = *state.zeros().iter().max().unwrap();
        let expected: Vec<Seat> = Seat::all(players as usize).filter(|x| state.zeros()[x.index()] == max).collect();
        assert_eq!(outcome.winners, expected);
        match reason {
            EndReason::Target => {
                assert_eq!(outcome.winners.len(), 1);
                assert!(max >= config.target);
            }
            EndReason::Exhaustion | EndReason::Cap => assert!(max < config.target),
        }
        assert!(matches!(events.last().map(|e| &e.event), Some(Event::GameOver { .. })));
    }
    longest
}

// 10,000 random games per run, over 3–6 players and every option.
#[test]
fn random_games_3_players() {
    let longest = random_games(3, 2500);
    assert!(longest < MAX_MOVES / 4, "{longest}");
}
#[test]
fn random_games_4_players() {
    random_games(4, 2500);
}
#[test]
fn random_games_5_players() {
    random_games(5, 2500);
}
#[test]
fn random_games_6_players() {
    random_games(6, 2500);
}

/// A legal move from another seat (or from no seat) is refused as not its
/// turn (`tests/contract.rs` checks, for every game, that it changes nothing).
#[test]
fn a_move_from_another_seat_is_not_its_turn() {
    let mut rng = rng_from_seed(77);
    let mut wrong_seat = 0;
    for (g, config) in all_configs().iter().cycle().take(80).enumerate() {
        let (mut state, _) = Levee::new(config, g as u64).unwrap();
        let n = config.players as u32;
        while let Some(seat) = Levee::to_act(&state) {
            let legal = Levee::legal_moves(&state);
            let mv = legal[below(&mut rng, legal.len() as u32) as usize].clone();
            let other = Seat(((seat.0 as u32 + 1 + below(&mut rng, n + 2)) % (n + 3)) as u8);
            if other != seat {
                let err = Levee::apply(&mut state.clone(), other, mv.clone()).unwrap_err();
                assert!(matches!(err, RuleError::NotYourTurn { .. }), "{err:?}");
                wrong_seat += 1;
            }
            apply_ok::<Levee>(&mut state, mv);
        }
    }
    assert!(wrong_seat > 3_000, "wrong seat {wrong_seat}");
}

#[test]
fn the_view_knows_the_legal_moves() {
    let mut rng = rng_from_seed(21);
    for (g, config) in all_configs().iter().enumerate() {
        random_game::<Levee>(config, g as u64, &mut rng, MAX_MOVES, |s| {
            if let Some(seat) = Levee::to_act(s) {
                let v = Levee::view(s, Viewer::Seat(seat));
                assert_eq!(v.legal_moves(), Levee::legal_moves(s));
                let other = Levee::view(s, Viewer::Seat(seat.left(config.players as usize)));
                assert!(other.legal_moves().is_empty() && !other.may_call);
            }
        });
    }
}

#[test]
fn views_hold_no_other_seats_hand() {
    let mut rng = rng_from_seed(8);
    for (g, config) in all_configs().iter().enumerate() {
        random_game::<Levee>(config, g as u64, &mut rng, MAX_MOVES, |s: &State| {
            let table = Levee::view(s, Viewer::Table);
            assert!(table.hand.is_none() && table.pack.is_none() && table.just_drew.is_none() && !table.may_call);
            for seat in Seat::all(config.players as usize) {
                let v = Levee::view(s, Viewer::Seat(seat));
                let hand = v.hand.unwrap();
                assert_eq!(hand.len(), v.seats[seat.index()].hand_size as usize);
                let mut r = hand;
                r.add_all(&v.pack.unwrap());
                assert_eq!(r, v.seats[seat.index()].reserve);
                if let Some(c) = v.just_drew {
                    assert_eq!(Levee::to_act(s), Some(seat));
                    assert!(hand.get(c) > 0);
                }
            }
        });
    }
}

#[test]
fn events_reach_only_their_audience() {
    let mut rng = rng_from_seed(3);
    for config in all_configs() {
        let (_, _, events) = random_game::<Levee>(&config, 4, &mut rng, MAX_MOVES, |_| {});
        for e in &events {
            match &e.event {
                Event::DrewCard { seat, .. } => assert_eq!(e.audience, Audience::Only(*seat)),
                _ => assert_eq!(e.audience, Audience::Everyone, "{:?}", e.event),
            }
        }
    }
}

// ------------------------------------------------------------ bots

fn bot_move(kind: u8, view: &tablee::games::levee::View, rng: &mut GameRng) -> Option<Move> {
    match kind {
        0 => RandomBot.choose(view, rng),
        1 => HeuristicBot::default().choose(view, rng),
        _ => SearchBot { samples: 4, max_candidates: 6, ..SearchBot::default() }.choose(view, rng),
    }
}

/// One heuristic seat against random ones at 3 to 6 players, seats rotated:
/// it must win far more than its fair share (1/3 to 1/6). The benchmark
/// measures 94.5 / 90.4 / 85.5 / 82.5 % over 2,000 games per count.
#[test]
fn the_heuristic_beats_random_players() {
    let games = 400u64;
    for players in 3..=6u8 {
        let mut wins = 0.0;
        for g in 0..games {
            let hseat = (g % players as u64) as usize;
            let (mut s, _) = Levee::new(&config(players), derive_seed(88, g)).unwrap();
            let mut rng = rng_from_seed(g);
            while let Some(seat) = Levee::to_act(&s) {
                let view = Levee::view(&s, Viewer::Seat(seat));
                let kind = if seat.index() == hseat { 1 } else { 0 };
                let mv = bot_move(kind, &view, &mut rng).unwrap();
                Levee::apply(&mut s, seat, mv).unwrap();
            }
            let o = Levee::outcome(&s).unwrap();
            if o.winners.contains(&Seat(hseat as u8)) {
                wins += 1.0 / o.winners.len() as f64;
            }
        }
        let rate = wins / games as f64;
        println!("{players} players: the heuristic won {rate:.3}");
        assert!(rate >= 0.75, "{players} players: the heuristic won {wins} of {games}");
    }
}

// ------------------------------------------------------------ texts

#[test]
fn every_event_and_error_reads_well_in_every_language() {
    let names: Vec<String> = ["Ana", "Bob", "Cléo", "Dani", "Eli", "Fred"].map(String::from).to_vec();
    let mut kinds = std::collections::HashSet::new();
    let mut rng = rng_from_seed(4);
    let mut all_events = Vec::new();
    for (g, config) in all_configs().iter().enumerate() {
        let (_, _, events) = random_game::<Levee>(config, g as u64, &mut rng, MAX_MOVES, |_| {});
        all_events.extend(events);
    }
    // And the worked examples' rarer events.
    let (mut s, start) = l7_start("3", Card::Two);
    all_events.extend(start);
    all_events.extend(Levee::apply(&mut s, B, Move::Continue).unwrap());
    all_events.extend(Levee::apply(&mut s, C, Move::Continue).unwrap());
    for e in &all_events {
        kinds.insert(std::mem::discriminant(&e.event));
        let texts = Lang::ALL.map(|lang| event_text(&e.event, &names, lang));
        let en = &texts[Lang::En.index()];
        for text in &texts {
            assert!(!text.trim().is_empty());
            for leak in ["{", "}", "Seat(", "Some(", "None", "Two", "Plus", "Cards("] {
                assert!(!text.contains(leak), "raw data in a log line: {text}");
            }
        }
        for (lang, text) in Lang::ALL.iter().zip(&texts).filter(|(l, _)| **l != Lang::En) {
            assert_ne!(text, en, "not translated into {lang:?}: {text}");
        }
        let named = match &e.event {
            Event::Placed { seat, target, .. } => vec![*seat, *target],
            Event::Called { seat, .. } | Event::Passed { seat, .. } | Event::Drew { seat, .. } => vec![*seat],
            Event::ZerosGained { seat, .. } | Event::MustCall { seat } => vec![*seat],
            _ => vec![],
        };
        for s in named {
            assert!(texts.iter().all(|t| t.contains(&names[s.index()])), "{texts:?}");
        }
    }
    assert!(kinds.len() == 19, "only {} kinds of event seen", kinds.len());
    let errors = [
        RuleError::GameOver,
        RuleError::NotYourTurn { expected: A, got: B },
        RuleError::WrongPhase { phase: Phase::Draw },
        RuleError::WrongPhase { phase: Phase::ForcedCall { seat: A } },
        RuleError::WrongPhase { phase: Phase::Levee },
        RuleError::WrongPhase { phase: Phase::Redistribute { winner: A } },
        RuleError::WrongPhase { phase: Phase::Over { reason: EndReason::Cap } },
        RuleError::CannotCallTokenHolder,
        RuleError::CannotCallOpeningLock,
        RuleError::CannotCallNoNumberCard,
        RuleError::MustCall,
        RuleError::EmptyPlacement,
        RuleError::CardsNotInHand { missing: cards("3 +1") },
        RuleError::MixedValues { values: vec![3, 4] },
        RuleError::NewPileNeedsNumberCard,
        RuleError::NoPileToSupport { target: E },
        RuleError::ValueMismatch { pile_value: 3, value: 4 },
        RuleError::BelowHighest { total: 7, highest: 8 },
        RuleError::BadDistribution(BadGift::NotRecipient { seat: B }),
        RuleError::BadDistribution(BadGift::NotInPool { card: Card::Two, wanted: 8, left: 7 }),
        RuleError::BadDistribution(BadGift::Nothing),
    ];
    for err in &errors {
        let texts = Lang::ALL.map(|lang| error_text(err, lang));
        let en = &texts[Lang::En.index()];
        for (lang, text) in Lang::ALL.iter().zip(&texts) {
            assert!(!text.is_empty() && !text.contains('{') && !text.contains("Seat("), "{text}");
            assert!(*lang == Lang::En || text != en, "not translated into {lang:?}: {text}");
        }
        assert_eq!(&err.to_string(), en);
    }
    let below = error_text(&RuleError::BelowHighest { total: 7, highest: 8 }, Lang::Fr);
    assert!(below.contains('7') && below.contains('8'), "{below}");
    for mv in [
        Move::Continue,
        Move::Pass,
        Move::Call { cards: cards("3 3 +1") },
        Move::Place { target: B, cards: cards("+1") },
        Move::Give { to: C, card: Card::Four, count: 2 },
    ] {
        for lang in Lang::ALL {
            let text = move_text(&mv, lang);
            assert!(!text.is_empty() && !text.contains('{') && !text.contains("Cards("), "{text}");
        }
    }
}

#[test]
fn the_rules_have_every_section() {
    for lang in Lang::ALL {
        let rules = tx::DOMAIN.rules(lang).expect("Preums ! has its rules");
        let titles: Vec<&str> = rules.iter().map(|s| s.title.as_str()).collect();
        let must = match lang {
            Lang::Fr => ["Choix de cette application", "Sur cette tablette", "Exemple"],
            Lang::En => ["Choices made by this app", "On this tablet", "Example"],
            Lang::De => ["Entscheidungen dieser App", "Auf diesem Tablet", "Beispiel"],
            Lang::Nl => ["Keuzes van deze app", "Op deze tablet", "Voorbeeld"],
        };
        for m in must {
            assert!(titles.iter().any(|t| t.contains(m)), "missing section {m} in {titles:?}");
        }
        assert!(rules.iter().all(|s| !s.paragraphs.is_empty()));
        assert!(!tablee::i18n::shell::pitch_levee(lang).is_empty());
        let all: String = rules.iter().flat_map(|s| s.paragraphs.iter().map(String::as_str)).collect();
        for word in ["[+1]", "[2]", "[3]", "[4]", "Preums"] {
            assert!(all.contains(word), "{word} missing");
        }
    }
}

// ------------------------------------------------------------ saves and configs

#[test]
fn config_fields_default_when_missing() {
    let c: Config = serde_json::from_str(r#"{"players":5}"#).unwrap();
    assert_eq!(c, Config::with_players(5));
    assert_eq!(Config::default().target, 6);
    assert_eq!(Config::default().levee_cap, 100);
    assert_eq!(Config::default().first_token, None);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn any_config_is_accepted_or_refused_cleanly(players in any::<u8>(), target in 0u8..12, token in proptest::option::of(0u8..8), cap in 0u16..120, seed in any::<u64>()) {
        let config = Config { players, first_token: token, target, levee_cap: cap };
        match Levee::new(&config, seed) {
            Ok((state, _)) => {
                prop_assert!((3..=6).contains(&players) && (4..=8).contains(&target));
                prop_assert!(Levee::audit(&state).is_ok());
            }
            Err(_) => prop_assert!(
                !(3..=6).contains(&players) || !(4..=8).contains(&target)
                    || token.is_some_and(|t| t >= players) || !(1..=100).contains(&cap)
            ),
        }
    }
}

#[test]
fn public_functions_survive_odd_inputs() {
    let mut rng = rng_from_seed(12);
    let (state, _) = Levee::new(&config(4), 12).unwrap();
    let stranger = Levee::view(&state, Viewer::Seat(Seat(200)));
    assert_eq!(stranger, Levee::view(&state, Viewer::Table));
    let _ = Levee::resample_secrets(&state, Seat(200), &mut rng);
    let search = SearchBot::default();
    assert!(HeuristicBot::default().choose(&stranger, &mut rng).is_none());
    assert!(search.choose(&stranger, &mut rng).is_none());
    let seat = Levee::to_act(&state).unwrap();
    let mut v = Levee::view(&state, Viewer::Seat(seat));
    v.seats.truncate(1);
    let _ = HeuristicBot::default().choose(&v, &mut rng);
    let _ = search.choose(&v, &mut rng);
}

#[test]
fn a_sliced_search_decides_like_a_whole_one() {
    use tablee::engine::{Decision, TableGame};
    let mut checked = 0;
    for g in 0..20u64 {
        let (mut s, _) = Levee::new(&config(4), g).unwrap();
        let mut rng = rng_from_seed(g);
        while let Some(seat) = Levee::to_act(&s) {
            let view = Levee::view(&s, Viewer::Seat(seat));
            let bot_seed = derive_seed(g, checked);
            let whole = SearchBot::default().choose(&view, &mut rng_from_seed(bot_seed));
            let mut r = rng_from_seed(bot_seed);
            let sliced = match Levee::bot_begin(&view, tablee::engine::SeatKind::Strong, &mut r) {
                Decision::Ready(mv) => mv,
                Decision::Thinking(mut job) => loop {
                    if let Some(mv) = Levee::bot_continue(&mut job, &mut r) {
                        break Some(mv);
                    }
                },
            };
            assert_eq!(whole, sliced);
            checked += 1;
            let mv = HeuristicBot::default().choose(&view, &mut rng).unwrap();
            Levee::apply(&mut s, seat, mv).unwrap();
            if checked > 400 {
                return;
            }
        }
    }
}

#[test]
fn a_table_of_computers_plays_to_the_end() {
    use tablee::engine::{SeatKind, SeatSetup, Table};
    let kinds = [SeatKind::Easy, SeatKind::Strong, SeatKind::Easy, SeatKind::Strong, SeatKind::Easy];
    let seats: Vec<SeatSetup> =
        kinds.iter().enumerate().map(|(i, k)| SeatSetup { name: format!("Bot {i}"), kind: *k }).collect();
    let mut table = Table::<Levee>::new(config(5), 2026, seats).unwrap();
    let mut moves = 0;
    while table.step_computer().is_some() {
        table.audit().unwrap();
        moves += 1;
        assert!(moves < MAX_MOVES);
    }
    assert!(table.outcome().is_some(), "the computers stopped before the end");
    let save = table.save();
    let back = Table::<Levee>::from_save(save.as_bytes()).unwrap();
    assert_eq!(back.view(Viewer::Table), table.view(Viewer::Table));
}

#[test]
fn bots_decline_tampered_views() {
    let mut rng = rng_from_seed(13);
    let (_, moves, _) = random_game::<Levee>(&config(5), 13, &mut rng, MAX_MOVES, |_| {});
    // Views at many moments, bent in a few ways: no panic, and no move for a bent one.
    let (mut s, _) = Levee::new(&config(5), 13).unwrap();
    for mv in moves {
        let seat = Levee::to_act(&s).unwrap();
        let v = Levee::view(&s, Viewer::Seat(seat));
        for k in 0..4 {
            let mut bent = v.clone();
            match k {
                0 => bent.seats.truncate(2),
                1 => bent.leaders.push(Seat(9)),
                2 => bent.recipients.push(Seat(40)),
                _ => bent.seats.push(bent.seats[0].clone()),
            }
            assert_eq!(HeuristicBot::default().choose(&bent, &mut rng), None);
            assert_eq!(SearchBot { samples: 2, ..SearchBot::default() }.choose(&bent, &mut rng), None);
        }
        Levee::apply(&mut s, seat, mv).unwrap();
    }
}

/// A shared link may carry any event: seats far from the table are told
/// by number, without a panic.
#[test]
fn forged_events_are_told_without_a_panic() {
    use tablee::engine::Outcome;
    use tablee::scene::GameUi;
    let far = Seat(255);
    let events = [
        Event::TokenGiven { seat: far },
        Event::Placed { seat: far, target: far, cards: Cards([255; 4]), total: 255 },
        Event::Placed { seat: A, target: far, cards: Cards([255; 4]), total: 255 },
        Event::Passed { seat: far, auto: true, passes: 255 },
        Event::LeveeResult { totals: vec![(far, 255)], highest: 255, winner: Some(far) },
        Event::ZerosGained { seat: far, gained: 255, zeros: 255 },
        Event::Gave { winner: far, to: Seat(254), card: Card::Plus, count: 255, left: Cards([255; 4]) },
        Event::GameOver {
            reason: EndReason::Cap,
            outcome: Outcome { scores: vec![], ranks: vec![], winners: vec![far] },
            target: 255,
        },
        Event::GameOver {
            reason: EndReason::Target,
            outcome: Outcome { scores: vec![], ranks: vec![], winners: vec![far] },
            target: 255,
        },
    ];
    let names: Vec<String> = vec!["Ana".into(), "Bob".into(), "Cléo".into()];
    for e in &events {
        for lang in Lang::ALL {
            assert!(Levee::event_text(e, &names, lang).contains("#256") || Levee::bubble(e, &names, lang).is_some());
        }
    }
}

// ---------------------------------------------------------------- hint reasons

/// The reason given with a hint (`why.rs`): true of the move in the hinted
/// seat's view, given for most of the strong computer's hints, from the
/// view only, in French and in English (the same for every game through
/// the table: `tests/hints.rs`).
mod hints {
    use super::common::hints::*;
    use tablee::games::levee::why::{reason, Why};
    use tablee::games::levee::{Card, Cards, Config, Levee, Move, Phase, State};

    fn states(games: u64, per_game: usize, seed: u64) -> Vec<State> {
        let configs: Vec<Config> =
            (3..=6).flat_map(|n| [4, 6, 8].map(|target| Config { target, ..Config::with_players(n) })).collect();
        positions::<Levee>(&configs, games, per_game, 200_000, seed)
    }

    /// Every card of the best value and every `[+1]`.
    fn best_pile(hand: &Cards) -> u32 {
        let best = [2u8, 3, 4].iter().map(|&v| hand.get(Card::number(v).unwrap()) as u32 * v as u32).max().unwrap();
        if best == 0 {
            0
        } else {
            best + hand.get(Card::Plus) as u32
        }
    }

    fn main_value(reserve: &Cards) -> u8 {
        let mut best = (0, 0);
        for v in [2u8, 3, 4] {
            let k = (reserve.get(Card::number(v).unwrap()) as u32 * v as u32, v);
            best = best.max(k);
        }
        best.1
    }

    fn check(state: &State, mv: &Move) -> Option<Why> {
        let seat = Levee::to_act(state).unwrap();
        let view = Levee::view(state, Viewer::Seat(seat));
        let why = reason(&view, mv)?;
        let hand = view.hand.unwrap();
        // The table after the move (the real state), while the levée goes on
        // (empty hands pass by themselves and may end it at once).
        let after = || {
            let mut s = state.clone();
            Levee::apply(&mut s, seat, mv.clone()).unwrap();
            Some(Levee::view(&s, Viewer::Table)).filter(|v| v.phase == Phase::Levee)
        };
        // A placement's pile total, from the piles as they are.
        let placed = |target: tablee::engine::Seat, cards: &Cards| {
            view.seats[target.index()].pile.as_ref().map_or(0, |p| p.total as u32) + cards.total()
        };
        let gain_now = view.seats.iter().filter(|s| s.pile.is_some()).count() as u8;
        match why {
            Why::Only => assert_eq!(view.legal_moves(), vec![mv.clone()]),
            Why::MustCall => assert!(matches!(view.phase, Phase::ForcedCall { .. }) && matches!(mv, Move::Call { .. })),
            Why::CallStrong { mine, others, small } => {
                let Move::Call { cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert_eq!(mine as u32, best_pile(&hand));
                assert!(mine > others);
                assert!(!small || (cards.len() == 1 && hand.len() > 1));
            }
            Why::CallSmall => {
                let Move::Call { cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(cards.len() == 1 && hand.len() > 1);
            }
            Why::WaitWeak { mine, others } => {
                assert_eq!(*mv, Move::Continue);
                assert_eq!(mine as u32, best_pile(&hand));
                assert!(mine <= others);
            }
            Why::Lead { total, fewest, game } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert_eq!(*target, seat);
                assert_eq!(placed(seat, cards), total as u32);
                assert!(total > view.highest);
                if let Some(a) = after() {
                    assert_eq!(a.seats[seat.index()].pile.as_ref().unwrap().total, total);
                    assert_eq!(a.leaders, vec![seat], "leads alone");
                }
                if fewest {
                    for m in view.legal_moves() {
                        if let Move::Place { target: t, cards: c } = &m {
                            let base = view.seats[seat.index()].pile.as_ref().map_or(0, |p| p.total as u32);
                            if *t == seat && base + c.total() > view.highest as u32 {
                                assert!(c.len() >= cards.len(), "{m:?} leads with fewer cards than {mv:?}");
                            }
                        }
                    }
                }
                let piles_after = gain_now + u8::from(view.seats[seat.index()].pile.is_none());
                assert_eq!(game, view.seats[seat.index()].zeros + piles_after >= view.config.target);
            }
            Why::Tie { total } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(*target == seat && placed(seat, cards) == total as u32 && total == view.highest);
                if let Some(a) = after() {
                    assert!(a.leaders.len() >= 2 && a.leaders.contains(&seat), "a tie: {:?}", a.leaders);
                }
            }
            Why::SupportTie { to, stops } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(*target == to && to != seat && placed(to, cards) == view.highest as u32);
                if let Some(a) = after() {
                    assert!(a.leaders.len() >= 2 && a.leaders.contains(&to), "a tie: {:?}", a.leaders);
                }
                if let Some(l) = stops {
                    assert_eq!(view.leaders, vec![l]);
                    assert!(view.seats[l.index()].zeros + gain_now >= view.config.target);
                }
            }
            Why::SupportOver { to, stops } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(*target == to && to != seat && placed(to, cards) > view.highest as u32);
                if let Some(a) = after() {
                    assert_eq!(a.leaders, vec![to]);
                }
                assert_eq!(view.leaders, vec![stops]);
                assert!(view.seats[stops.index()].zeros + gain_now >= view.config.target);
            }
            Why::PassLeading => assert!(*mv == Move::Pass && view.leaders == vec![seat]),
            Why::PassKeep => assert!(*mv == Move::Pass && view.caller != Some(seat)),
            Why::KeepStrong { card, count } => {
                assert_eq!(*mv, Move::Give { to: seat, card, count });
                assert_eq!(card, Card::Four);
            }
            Why::KeepMain { card, count } => {
                assert_eq!(*mv, Move::Give { to: seat, card, count });
                assert_eq!(card.value(), main_value(&view.seats[seat.index()].reserve));
            }
            Why::Burden { to, card, count } => {
                assert!(to != seat);
                assert_eq!(*mv, Move::Give { to, card, count });
                assert!(card.is_number() && card.value() != main_value(&view.seats[to.index()].reserve));
            }
        }
        Some(why)
    }

    #[test]
    fn preums_reasons_are_true_of_every_legal_move() {
        let names = names(6);
        let t = tally::<Levee, _>(states(150, 10, 601), check, |w, l| w.text(&names, l), |w| vec![variant(w)]);
        let (with, total, kinds) = (t.with, t.total, t.kinds);
        eprintln!("preums: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 5 > total, "only {with} of {total} moves have a reason");
        assert!(kinds.len() >= 11, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn preums_strong_hints_mostly_have_a_reason() {
        let states = states(60, 3, 602);
        let (with, total) = strong_hints::<Levee>(&states, 603);
        eprintln!("preums: {with} of {total} strong hints have a reason");
        assert!(total >= 150, "{total} hints");
        assert!(with * 10 >= total * 6, "only {with} of {total} strong hints have a reason");
    }
}

// ---------------------------------------------------------------- written by hand

mod hand_written {
    use super::common::hand::*;
    use super::*;
    use tablee::engine::{SeatKind, Viewer};

    /// La levée, 3 players, the token at seat 0 (levee.md §3, §4.1): seat 0
    /// draws and goes on (the holder always does), seat 1 and 2 draw and go on
    /// (the opening lock), seat 0 draws a second time, which lifts the lock,
    /// and goes on; seat 1 draws and decides: « Continuer » (move 1). Seat 2
    /// draws, decides: « Continuer » (move 2). Seat 0 draws, goes on; seat 1
    /// draws and decides. Hands 3, 3, 2; packs of 21 less as many.
    #[test]
    fn hand_written_levee_save() {
        let (t, v) = hand_save::<Levee>();
        assert_eq!(t.moves_made(), 2);
        assert_eq!(v["phase"], "Draw");
        assert_eq!(t.to_act(), Some(Seat(1)));
        assert_eq!((seat_of(&v["token"]), v["opening_lock"].as_bool()), (0, Some(false)));
        let seats = v["seats"].as_array().unwrap();
        let of = |k: &str| seats.iter().map(|s| s[k].as_u64().unwrap()).collect::<Vec<_>>();
        assert_eq!(of("hand_size"), [3, 3, 2]);
        assert_eq!(of("pack_size"), [18, 18, 19]);
        assert_eq!(of("zeros"), [0, 0, 0]);
    }

    /// La levée: eyes 2 = seat 1 (Bob), at 1, moves 1, 1: « Continuer », the
    /// first move a drawer may always make. After move 1 (Bob went on, seat 2
    /// drew its second card) Bob sees his own 2 cards.
    #[test]
    fn hand_written_levee_link() {
        use SeatKind::Human;
        let (shared, view) =
            hand_link_holds::<Levee>(&["Ana", "Bob", "Cléo"], &[Human, Human, Human], Viewer::Seat(Seat(1)), 1, 2);
        assert_eq!(serde_json::to_value(&shared.record.moves).unwrap(), serde_json::json!(["Continue", "Continue"]));
        assert_eq!(serde_json::to_value(&shared.record.moves).unwrap(), hand_save_moves("levee"));
        let hand = &view["hand"];
        assert!(!hand.is_null(), "Bob sees his hand");
        let sizes: Vec<u64> =
            view["seats"].as_array().unwrap().iter().map(|s| s["hand_size"].as_u64().unwrap()).collect();
        assert_eq!(sizes, [2, 2, 2]);
        assert_eq!(view["to_act"].as_u64(), Some(2));
    }
}
