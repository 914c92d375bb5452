//! Sorciers beyond the engine contract (`tests/contract.rs` checks that for
//! every game): random games over every player count and option
//! combination keep the score sheet, views and events hold what the rules
//! say, configs and odd inputs.

mod common;

use common::*;
use proptest::prelude::*;
use tablee::engine::{derive_seed, rng_from_seed, Audience, Bot, Game, Seat, Viewer};
use tablee::games::sorciers::bot::{HeuristicBot, SearchBot};
use tablee::games::sorciers::{BidMode, Card, Config, Event, SorcierTurned, Sorciers, State};

/// Every valid option combination for `players` (somme non-nulle only with open bids).
fn configs(players: u8) -> Vec<Config> {
    let mut out = Vec::new();
    for sorcier_turned in [SorcierTurned::NoTrump, SorcierTurned::DealerChooses] {
        for bid_mode in [BidMode::Open, BidMode::Simultaneous, BidMode::Hidden] {
            for somme_non_nulle in [false, true] {
                if somme_non_nulle && bid_mode != BidMode::Open {
                    continue;
                }
                for vision_de_l_enfer in [false, true] {
                    out.push(Config { players, sorcier_turned, somme_non_nulle, bid_mode, vision_de_l_enfer });
                }
            }
        }
    }
    out
}

fn all_configs() -> Vec<Config> {
    (3..=6).flat_map(configs).collect()
}

/// Upper bound on the moves of a game: one trump choice, N bids and N·r cards per round.
fn max_moves(config: &Config) -> usize {
    let n = config.players as usize;
    let rounds = 60 / n;
    (1..=rounds).map(|r| 1 + n + n * r).sum()
}

/// Random games for one player count: no panic, every game ends, the
/// invariants hold after every move (60 cards each round, tricks and bids,
/// the sheet), and the final scores are the sum of the scored rounds.
fn random_games(players: u8, games: u64) {
    let configs = configs(players);
    let mut rng = rng_from_seed(1000 + players as u64);
    let mut finished = 0;
    for g in 0..games {
        let config = &configs[(g as usize) % configs.len()];
        let seed = derive_seed(players as u64, g);
        let (state, _moves, events) = random_game::<Sorciers>(config, seed, &mut rng, max_moves(config), |_| {});
        let outcome = Sorciers::outcome(&state).unwrap();
        // Scores equal the sum of the round scores announced in the log.
        let mut sums = vec![0i32; players as usize];
        let mut rounds = 0;
        let mut tricks_this_round = 0;
        for e in &events {
            match &e.event {
                Event::TrickWon { .. } => tricks_this_round += 1,
                Event::RoundScored { round, rows } => {
                    rounds += 1;
                    assert_eq!(*round, rounds);
                    assert_eq!(tricks_this_round, *round as usize, "round {round} played {tricks_this_round} tricks");
                    assert_eq!(rows.iter().map(|r| r.tricks as usize).sum::<usize>(), tricks_this_round);
                    tricks_this_round = 0;
                    for (i, row) in rows.iter().enumerate() {
                        sums[i] += row.points;
                        assert_eq!(row.total, sums[i]);
                    }
                }
                _ => {}
            }
        }
        assert_eq!(rounds as usize, 60 / players as usize);
        assert_eq!(outcome.scores, sums);
        assert!(matches!(events.last().map(|e| &e.event), Some(Event::GameOver { .. })));
        finished += 1;
    }
    assert_eq!(finished, games);
}

// 10,000 random games per run, spread over 3–6 players and every option combination.
#[test]
fn random_games_3_players() {
    random_games(3, 2500);
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

#[test]
fn views_hold_no_other_seats_cards() {
    // Independent of resampling: a seat's view never names a card that is in
    // another hand, unless vision de l'enfer shows it (and then never its own).
    let mut rng = rng_from_seed(8);
    for (g, config) in all_configs().iter().cycle().take(128).enumerate() {
        random_game::<Sorciers>(config, g as u64, &mut rng, max_moves(config), |s: &State| {
            let n = config.players as usize;
            let text = |v: &tablee::games::sorciers::View| serde_json::to_string(v).unwrap();
            let table = Sorciers::view(s, Viewer::Table);
            assert!(table.hand.is_none() && table.seen_hands.iter().all(Option::is_none));
            for seat in Seat::all(n) {
                let v = Sorciers::view(s, Viewer::Seat(seat));
                if !config.vision_de_l_enfer {
                    assert!(v.seen_hands.iter().all(Option::is_none));
                    if let Some(hand) = &v.hand {
                        assert_eq!(hand.len(), v.hand_sizes[seat.index()] as usize);
                    }
                } else {
                    assert!(v.seen_hands[seat.index()].is_none(), "vision never shows a seat its own hand as seen");
                }
                let _ = text(&v);
            }
        });
    }
}

#[test]
fn events_reach_only_their_audience() {
    let mut rng = rng_from_seed(3);
    for config in all_configs() {
        let (_, _, events) = random_game::<Sorciers>(&config, 4, &mut rng, max_moves(&config), |_| {});
        for e in &events {
            match &e.event {
                Event::HandDealt { seat, .. } => assert_eq!(e.audience, Audience::Only(*seat)),
                Event::HandsShown { hands } => {
                    let Audience::Only(to) = e.audience else { panic!("hands shown to everyone") };
                    assert!(hands.iter().all(|(s, _)| *s != to));
                }
                Event::Bid { seat, .. } if config.bid_mode != BidMode::Open => {
                    assert_eq!(e.audience, Audience::Only(*seat))
                }
                _ => assert_eq!(e.audience, Audience::Everyone, "{:?}", e.event),
            }
        }
    }
}

// ------------------------------------------------------------ configs

#[test]
fn config_fields_default_when_missing() {
    let c: Config = serde_json::from_str(r#"{"players":5}"#).unwrap();
    assert_eq!(c, Config::with_players(5));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn any_config_is_accepted_or_refused_cleanly(players in any::<u8>(), opts in 0u8..32, seed in any::<u64>()) {
        let config = Config {
            players,
            sorcier_turned: if opts & 1 == 0 { SorcierTurned::NoTrump } else { SorcierTurned::DealerChooses },
            somme_non_nulle: opts & 2 != 0,
            bid_mode: [BidMode::Open, BidMode::Simultaneous, BidMode::Hidden, BidMode::Open][((opts >> 2) & 3) as usize],
            vision_de_l_enfer: opts & 16 != 0,
        };
        match Sorciers::new(&config, seed) {
            Ok((state, _)) => {
                prop_assert!((3..=6).contains(&players));
                prop_assert!(Sorciers::audit(&state).is_ok());
            }
            Err(_) => prop_assert!(!(3..=6).contains(&players) || (config.somme_non_nulle && config.bid_mode != BidMode::Open)),
        }
    }
}

#[test]
fn public_functions_survive_odd_inputs() {
    let mut rng = rng_from_seed(12);
    let config = Config::with_players(4);
    let (state, _) = Sorciers::new(&config, 12).unwrap();
    // A viewer who is not at the table sees what the table sees.
    let stranger = Sorciers::view(&state, Viewer::Seat(Seat(200)));
    let table = Sorciers::view(&state, Viewer::Table);
    assert_eq!(stranger.hand, None);
    assert_eq!(stranger.bids, table.bids);
    assert!(stranger.legal.is_empty());
    let _ = Sorciers::resample_secrets(&state, Seat(200), &mut rng);
    // Bots given a view that is not theirs, or a tampered one, decline or
    // answer, but never panic.
    let search = SearchBot { budget: 500, min_samples: 1, max_samples: 4 };
    let to_act = Sorciers::to_act(&state).unwrap();
    let mut v = Sorciers::view(&state, Viewer::Seat(to_act));
    assert!(HeuristicBot.choose(&table, &mut rng).is_none());
    assert!(search.choose(&stranger, &mut rng).is_none());
    v.hand_sizes.clear();
    v.bids.truncate(1);
    let _ = HeuristicBot.choose(&v, &mut rng);
    let _ = search.choose(&v, &mut rng);
    v.hand = Some(Vec::new());
    v.stock_size = 0;
    let _ = HeuristicBot.choose(&v, &mut rng);
    let _ = search.choose(&v, &mut rng);
}

/// A newly dealt hand is listed in the log sorted by this round's trump (it
/// used to be sorted by the previous round's, being built before the trump
/// was turned).
#[test]
fn a_dealt_hand_is_sorted_by_this_rounds_trump() {
    let mut checked = 0;
    for seed in 0..30u64 {
        let config = Config { players: 4, ..Config::default() };
        let mut rng = rng_from_seed(seed);
        let (_, _, events) = random_game::<Sorciers>(&config, seed, &mut rng, 10_000, |_| {});
        let mut hands: Vec<Vec<Card>> = Vec::new();
        for logged in &events {
            match &logged.event {
                Event::RoundStarted { .. } => hands.clear(),
                Event::HandDealt { cards, .. } => hands.push(cards.clone()),
                Event::TrumpTurned { trump, .. } => {
                    for hand in &hands {
                        let mut sorted = hand.clone();
                        tablee::games::sorciers::cards::sort_for_display(&mut sorted, *trump);
                        assert_eq!(hand, &sorted, "seed {seed}: a hand not sorted by the trump {trump:?}");
                        checked += 1;
                    }
                }
                _ => {}
            }
        }
    }
    assert!(checked > 500, "hands checked: {checked}");
}

// ---------------------------------------------------------------- hint reasons

/// The reason given with a hint (`why.rs`): true of the move in the hinted
/// seat's view, given for most of the strong computer's hints, from the
/// view only, in French and in English (the same for every game through
/// the table: `tests/hints.rs`).
mod hints {
    use super::common::hints::*;
    use tablee::games::sorciers::why::{power, reason, unbeatable, wins_now, Need, Why};
    use tablee::games::sorciers::{BidMode, BidView, Config, Kind, Move, Phase, SorcierTurned, Sorciers};

    fn configs() -> Vec<Config> {
        let mut out = Vec::new();
        for players in 3..=6 {
            for (bid_mode, somme_non_nulle) in [
                (BidMode::Open, false),
                (BidMode::Open, true),
                (BidMode::Simultaneous, false),
                (BidMode::Hidden, false),
            ] {
                for vision_de_l_enfer in [false, true] {
                    for sorcier_turned in [SorcierTurned::NoTrump, SorcierTurned::DealerChooses] {
                        out.push(Config { players, sorcier_turned, somme_non_nulle, bid_mode, vision_de_l_enfer });
                    }
                }
            }
        }
        out
    }

    fn states(games: u64, per_game: usize, seed: u64) -> Vec<tablee::games::sorciers::State> {
        positions::<Sorciers>(&configs(), games, per_game, 2_000, seed)
    }

    /// Checks one reason against the facts of the position; returns the reason.
    fn check(state: &tablee::games::sorciers::State, mv: Move) -> Option<Why> {
        let seat = Sorciers::to_act(state).unwrap();
        let view = Sorciers::view(state, Viewer::Seat(seat));
        let why = reason(&view, &mv)?;
        let trump = view.trump;
        let bid = match view.bids[seat.index()] {
            BidView::Known(b) => Some(b),
            _ => None,
        };
        let won = view.tricks_won[seat.index()];
        let need_ok = |need: Need| match need {
            Need::More(k) => bid == Some(won + k) && k > 0,
            Need::Made => bid == Some(won),
            Need::Over => bid.is_some_and(|b| b < won),
        };
        let hand = view.hand.clone().unwrap_or_default();
        let legal_cards: Vec<_> =
            view.legal.iter().filter_map(|m| if let Move::Play(c) = m { Some(*c) } else { None }).collect();
        // Every hand the other seats really hold (the state's truth, not the view).
        let others: Vec<_> = Seat::all(Sorciers::seats(state))
            .filter(|s| *s != seat)
            .flat_map(|s| Sorciers::view(state, Viewer::Seat(s)).hand.unwrap_or_default())
            .collect();
        let card = match mv {
            Move::Play(c) => Some(c),
            _ => None,
        };
        let wins = card.map(|c| wins_now(&view.trick, c, trump));
        match why {
            Why::Only => assert_eq!(view.legal, vec![mv]),
            Why::LongestRace { count } => {
                let Move::ChooseTrump(r) = mv else { panic!("{why:?} for {mv:?}") };
                assert_eq!(hand.iter().filter(|c| c.race_of() == Some(r)).count(), count as usize);
                for other in tablee::games::sorciers::Race::ALL {
                    assert!(hand.iter().filter(|c| c.race_of() == Some(other)).count() <= count as usize);
                }
            }
            Why::Bid { n, sorciers, trumps, thirteens, forbidden } => {
                assert_eq!(mv, Move::Bid(n));
                assert_eq!(hand.iter().filter(|c| c.is_sorcier()).count(), sorciers as usize);
                assert_eq!(hand.iter().filter(|c| trump.is_some() && c.race_of() == trump).count(), trumps as usize);
                let t = hand.iter().filter(|c| matches!(c.kind(), Kind::Race(r, 13) if Some(r) != trump)).count();
                assert_eq!(t, thirteens as usize);
                assert_eq!(forbidden, view.forbidden_bid);
                assert!(forbidden != Some(n), "a forbidden bid is never hinted");
            }
            Why::BidBlind { n } => {
                assert_eq!(mv, Move::Bid(n));
                assert!(view.hand.is_none(), "the hand is hidden");
            }
            Why::SorcierTakes(need) => {
                assert!(card.unwrap().is_sorcier() && wins == Some(true) && need_ok(need));
            }
            Why::TakesLast { lowest, need } => {
                assert_eq!(wins, Some(true));
                assert_eq!(view.trick.len() + 1, view.players(), "last to play");
                assert!(need_ok(need));
                if lowest {
                    let c = card.unwrap();
                    for other in &legal_cards {
                        if wins_now(&view.trick, *other, trump) {
                            assert!(power(*other, trump) >= power(c, trump), "{other:?} is a lower winner than {c:?}");
                        }
                    }
                }
            }
            Why::TakesLowest(need) => {
                let c = card.unwrap();
                assert!(!view.trick.is_empty() && wins == Some(true) && need_ok(need));
                for other in &legal_cards {
                    if wins_now(&view.trick, *other, trump) {
                        assert!(power(*other, trump) >= power(c, trump), "{other:?} is a lower winner than {c:?}");
                    }
                }
            }
            Why::TakesForSure(need) | Why::LeadsMaster(need) => {
                let c = card.unwrap();
                assert!(need_ok(need) && wins == Some(true));
                assert!(unbeatable(&view, c));
                // True in the real deal: no card another seat holds beats it.
                let mut trick = view.trick.clone();
                trick.push((seat, c));
                for o in &others {
                    assert!(!wins_now(&trick, *o, trump), "{o:?} beats {c:?}, said to be unbeatable");
                }
            }
            Why::TakesLead(need) => assert!(!view.trick.is_empty() && wins == Some(true) && need_ok(need)),
            Why::CannotWinShedsHighest | Why::CannotWinKeepsBest => {
                assert!(!view.trick.is_empty());
                assert!(legal_cards.iter().all(|c| !wins_now(&view.trick, *c, trump)), "a card could win");
                let c = card.unwrap();
                let p = power(c, trump);
                if why == Why::CannotWinShedsHighest {
                    assert!(legal_cards.iter().all(|o| power(*o, trump) <= p));
                } else {
                    assert!(legal_cards.iter().all(|o| power(*o, trump) >= p));
                }
            }
            Why::DucksHighest(need) | Why::Ducks(need) => {
                assert!(!view.trick.is_empty() && wins == Some(false) && need_ok(need));
                assert!(legal_cards.iter().any(|c| wins_now(&view.trick, *c, trump)), "no card could win");
                if why == Why::DucksHighest(need) {
                    let p = power(card.unwrap(), trump);
                    for o in &legal_cards {
                        if !wins_now(&view.trick, *o, trump) {
                            assert!(power(*o, trump) <= p);
                        }
                    }
                }
            }
            Why::LeadsSorcier => assert!(view.trick.is_empty() && card.unwrap().is_sorcier()),
            Why::LeadsFou => assert!(view.trick.is_empty() && card.unwrap().is_fou()),
            Why::LeadsTopTrump(need) => {
                let c = card.unwrap();
                assert!(view.trick.is_empty() && need_ok(need) && trump.is_some() && c.race_of() == trump);
                assert!(legal_cards.iter().all(|o| power(*o, trump) <= power(c, trump)));
            }
            Why::LeadsWeakest(need) => {
                let c = card.unwrap();
                assert!(view.trick.is_empty() && need_ok(need));
                assert!(legal_cards.iter().all(|o| power(*o, trump) >= power(c, trump)));
            }
        }
        if why.says_it_wins() {
            assert_eq!(wins, Some(true));
        }
        if why.says_it_loses() {
            assert_eq!(wins, Some(false));
        }
        assert!(matches!(view.phase, Phase::TrumpChoice | Phase::Bidding { .. } | Phase::Playing));
        Some(why)
    }

    #[test]
    fn sorciers_reasons_are_true_of_every_legal_move() {
        let t =
            tally::<Sorciers, _>(states(120, 8, 501), |s, mv| check(s, *mv), |w, l| w.text(l), |w| vec![variant(w)]);
        let (with, total, kinds) = (t.with, t.total, t.kinds);
        eprintln!("sorciers: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 2 > total, "only {with} of {total} moves have a reason");
        // Most kinds of reason show up.
        assert!(kinds.len() >= 14, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn sorciers_strong_hints_mostly_have_a_reason() {
        let states = states(40, 3, 502);
        let (with, total) = strong_hints::<Sorciers>(&states, 503);
        eprintln!("sorciers: {with} of {total} strong hints have a reason");
        assert!(total >= 100, "{total} hints");
        assert!(with * 10 >= total * 8, "only {with} of {total} strong hints have a reason");
    }
}

// ---------------------------------------------------------------- written by hand

mod hand_written {
    use super::common::hand::*;
    use super::*;
    use tablee::engine::{Screen, SeatKind, Viewer};

    /// Sorciers, 3 players (sorciers.md §3, §4): 60 / 3 = 20 rounds; round 1
    /// deals 1 card each. The seat left of the dealer bids first (D4), bids go
    /// clockwise: it bids 0, the next 1, the dealer 0 (0 and 1 are the bids of
    /// a one-card round, no sum forbidden without « somme non nulle »). All
    /// bids in: play begins, led by the seat left of the dealer; no trick yet.
    #[test]
    fn hand_written_sorciers_save() {
        let (t, v) = hand_save::<Sorciers>();
        assert_eq!(t.moves_made(), 3);
        assert_eq!((v["rounds"].as_u64(), v["round"].as_u64()), (Some(20), Some(1)));
        let dealer = seat_of(&v["dealer"]);
        let first = (dealer + 1) % 3;
        assert_eq!(seat_of(&v["leader"]), first);
        assert_eq!(t.to_act(), Some(Seat(first as u8)), "the first bidder leads");
        assert_eq!(v["phase"], "Playing");
        assert_eq!(t.screen(), Screen::Curtain(Seat(first as u8)), "a curtain first: it holds a secret hand");
        let mut bids = [0; 3];
        bids[(dealer + 2) % 3] = 1;
        for (s, bid) in bids.iter().enumerate() {
            assert_eq!(v["bids"][s], serde_json::json!({ "Known": bid }), "open bids: seat {s}");
        }
        assert_eq!(v["hand_sizes"], serde_json::json!([1, 1, 1]));
        assert_eq!(v["tricks_won"], serde_json::json!([0, 0, 0]));
        assert_eq!(v["totals"], serde_json::json!([0, 0, 0]));
        assert_eq!(v["hand"], serde_json::Value::Null, "the table sees no hand");
    }

    /// Sorciers: seats Ana (human), Bob (easy), Cléo (strong); eyes 2 = seat 1
    /// (Bob); at 2; three moves by index in the legal bids of round 1, which
    /// are 0 and 1 in that order: 1, 2, 1 = bids 0, 1, 0 (the moves of the
    /// hand-written save). After 2 moves Bob sees his one card, nobody else's.
    #[test]
    fn hand_written_sorciers_link() {
        use SeatKind::{Easy, Human, Strong};
        let (shared, view) =
            hand_link_holds::<Sorciers>(&["Ana", "Bob", "Cléo"], &[Human, Easy, Strong], Viewer::Seat(Seat(1)), 2, 3);
        assert_eq!(
            serde_json::to_value(&shared.record.moves).unwrap(),
            serde_json::json!([{"Bid":0},{"Bid":1},{"Bid":0}])
        );
        assert_eq!(serde_json::to_value(&shared.record.moves).unwrap(), hand_save_moves("sorciers"));
        assert_eq!(view["hand"].as_array().map(|h| h.len()), Some(1), "Bob's own card");
        assert_eq!(view["hand_sizes"], serde_json::json!([1, 1, 1]));
        assert_eq!(view["round"].as_u64(), Some(1));
    }
}
