//! Pfeffersäcke beyond the engine contract (`tests/contract.rs` checks that
//! for every game): the spec's worked examples (§9), random games over every
//! player count and option, typed errors, views that hide nothing, bots and
//! texts.

mod common;

use common::*;
use tablee::engine::{derive_seed, rng_from_seed, Bot, Game, Seat, Viewer};
use tablee::games::pfeffersacke::bot::{HeuristicBot, RandomBot};
use tablee::games::pfeffersacke::map::map;
use tablee::games::pfeffersacke::text::{error_text, event_text, move_text};
use tablee::games::pfeffersacke::{Config, Disc, EndReason, Event, Move, Pfeffersacke, RuleError, State, Step};
use tablee::i18n::Lang;

const R: Seat = Seat(0);
const B: Seat = Seat(1);
const G: Seat = Seat(2);
const Y: Seat = Seat(3);

fn c(id: &str) -> u8 {
    map().city(id).unwrap_or_else(|| panic!("no city {id}"))
}

fn pos(players: u8, active: Seat, round: u16, step: Step) -> State {
    State::position(&Config::new(players), active, round, step)
}

fn put(s: &mut State, id: &str, seats: &[Seat]) {
    for &seat in seats {
        s.put(c(id), seat);
    }
}

fn ok(s: &mut State, mv: Move) -> Vec<Event> {
    let seat = s.active;
    s.apply(seat, mv).unwrap_or_else(|e| panic!("{mv:?} refused: {e}")).into_iter().map(|l| l.event).collect()
}

fn err(s: &mut State, mv: Move) -> RuleError {
    let before = s.clone();
    let seat = s.active;
    let e = s.apply(seat, mv).expect_err("should be refused");
    assert!(*s == before);
    e
}

fn open(a: &str, b: &str) -> Move {
    Move::Open { from: c(a), to: c(b) }
}

#[test]
fn x1_setup_with_4_players() {
    let mut cfg = Config::new(4);
    cfg.start = Some(0);
    let (mut s, _) = State::new(&cfg, 7).unwrap();
    assert_eq!(s.discs[c("wittenberg") as usize], Disc::OnBoard);
    let high = |p: usize, s: &State| s.players[p].discs.iter().filter(|&&v| v >= 5).count();
    assert_eq!([high(0, &s), high(1, &s), high(2, &s), high(3, &s)], [2, 2, 3, 3]);
    for p in &s.players {
        assert_eq!((p.discs.len(), p.florins, p.pi, p.sc), (6, 25, 1, 2));
    }
    // Starting posts: R, B, G, Y each choose a free small city.
    for _ in 0..4 {
        let mv = Pfeffersacke::legal_moves(&s)[0];
        apply_ok::<Pfeffersacke>(&mut s, mv);
    }
    assert_eq!(s.counter, 16);
    assert!(s.players.iter().all(|p| p.posts == 19));
    assert_eq!((s.round, s.active, s.step), (1, R, Step::Disc));

    let (s5, _) = State::new(&Config::new(5), 3).unwrap();
    assert!(s5.players.iter().all(|p| p.discs.len() == 5 && p.florins == 30));
    assert!(s5.players.iter().all(|p| p.discs.iter().filter(|&&v| v >= 5).count() == 2));
    assert_eq!(s5.discs[c("wittenberg") as usize], Disc::NotPlaced);
    let mut cfg2 = Config::new(2);
    cfg2.counter16 = true;
    let (mut s2, _) = State::new(&cfg2, 3).unwrap();
    assert!(s2.players.iter().all(|p| p.discs.len() == 12));
    for _ in 0..2 {
        let mv = Pfeffersacke::legal_moves(&s2)[0];
        apply_ok::<Pfeffersacke>(&mut s2, mv);
    }
    assert_eq!(s2.counter, 14);
}

#[test]
fn x2_absolute_majority_income_small_city() {
    let mut s = pos(4, R, 3, Step::Extend);
    put(&mut s, "bremen", &[R, R]);
    put(&mut s, "hamburg", &[B, R]);
    put(&mut s, "stade", &[R]);
    s.players[0].florins = 10;
    s.players[0].pi = 5;
    s.players[0].posts = 10;
    s.counter = 9;
    ok(&mut s, Move::Extend { city: c("bremen") });
    // City by city (P22): Hamburg could be extended too; R keeps its income.
    assert_eq!(s.step, Step::Extend);
    assert!(ok(&mut s, Move::SkipExtend).is_empty(), "ending step 2 after an extension logs no 'does not extend'");
    assert_eq!(s.step, Step::Income);
    let ev = ok(&mut s, Move::TakeIncome);
    assert!(matches!(&ev[0], Event::Income { total: 15, cities, .. } if cities == &vec![(c("hamburg"), 9)]));
    assert_eq!(s.players[0].florins, 25);
    let ev = ok(&mut s, open("hamburg", "lueneburg"));
    let p = &s.players[0];
    assert_eq!((p.florins, p.pi, p.posts, s.counter, s.idle), (24, 10, 8, 8, 0));
    assert!(ev.contains(&Event::Majority { seat: R, city: c("bremen"), posts: 3, pi: 4 }));
    assert_eq!(p.won, vec![(c("bremen"), 4)]);
    assert_eq!(s.discs[c("bremen") as usize], Disc::Removed);
    assert_eq!(s.free(c("bremen")), 1);
    // B, present in Osnabrück, may still open in Bremen (no scoring).
    let mut t = pos(4, B, 3, Step::Open);
    t.slots = s.slots.clone();
    t.discs = s.discs.clone();
    t.players[0].won = s.players[0].won.clone();
    put(&mut t, "osnabrueck", &[B]);
    let ev = ok(&mut t, open("osnabrueck", "bremen"));
    assert!(!ev.iter().any(|e| matches!(e, Event::Majority { .. } | Event::HalfPoints { .. })));
    // R may not extend in Bremen any more, nor earn from it.
    let mut u = pos(4, R, 4, Step::Extend);
    u.slots = s.slots.clone();
    u.discs = s.discs.clone();
    assert_eq!(err(&mut u, Move::Extend { city: c("bremen") }), RuleError::CityClosed);
    assert!(!u.income().0.iter().any(|x| x.0 == c("bremen")));
}

/// X11 (P22): step 2 is decided city by city; each extended city pays no
/// income this turn.
#[test]
fn x11_extending_city_by_city() {
    let mut s = pos(4, R, 3, Step::Extend);
    assert!(s.config.by_city, "new games decide step 2 city by city");
    put(&mut s, "soest", &[R]);
    put(&mut s, "rostock", &[R]);
    put(&mut s, "hamburg", &[R, B]);
    for city in ["soest", "rostock", "hamburg"] {
        s.discs[c(city) as usize] = Disc::OnBoard;
    }
    s.players[0].sc = 2;
    let (florins, pi) = (s.players[0].florins, s.players[0].pi);
    ok(&mut s, Move::Extend { city: c("soest") });
    assert_eq!(s.posts_in(c("soest"), R), 2);
    assert_eq!(s.step, Step::Extend, "step 2 goes on");
    let legal = Pfeffersacke::legal_moves(&s);
    assert!(legal.contains(&Move::Extend { city: c("rostock") }));
    assert!(legal.contains(&Move::ExtendTwice { city: c("hamburg") }));
    assert_eq!(err(&mut s, Move::Extend { city: c("soest") }), RuleError::AlreadyExtended);
    ok(&mut s, Move::Extend { city: c("rostock") });
    assert_eq!(s.free(c("rostock")), 0, "Rostock is full");
    ok(&mut s, Move::SkipExtend);
    assert_eq!(s.step, Step::Income);
    let ev = ok(&mut s, Move::TakeIncome);
    assert!(
        matches!(&ev[0], Event::Income { total: 15, cities, .. } if cities == &vec![(c("hamburg"), 9)]),
        "only Hamburg pays: {ev:?}"
    );
    assert_eq!(s.players[0].florins, florins + 15);
    let ev = ok(&mut s, Move::SkipOpen);
    assert!(ev.contains(&Event::Majority { seat: R, city: c("rostock"), posts: 2, pi: 2 }), "{ev:?}");
    // Step 6 looks at every city where a post went this turn: Soest too.
    // (X11 gives Soest 3 slots and speaks of Rostock only; the map, which
    // the game uses, gives Soest 2: [R, R] is full, an absolute majority.)
    assert_eq!(map().cities[c("soest") as usize].slots, 2);
    assert!(ev.contains(&Event::Majority { seat: R, city: c("soest"), posts: 2, pi: 2 }), "{ev:?}");
    assert_eq!(s.players[0].pi, pi + 2 + 2);
    assert_eq!(s.discs[c("rostock") as usize], Disc::Removed);
}

/// A game saved before P22 (its config has no `by_city`) keeps the old
/// step 2: one city per turn, then income.
#[test]
fn x11_old_saves_extend_in_one_city() {
    let old: Config =
        serde_json::from_str(r#"{"players":4,"start":null,"counter16":false,"double_min":48,"posts":20}"#).unwrap();
    assert!(!old.by_city);
    assert_eq!(
        serde_json::to_string(&old).unwrap(),
        r#"{"players":4,"start":null,"counter16":false,"double_min":48,"posts":20}"#
    );
    let mut s = State::position(&old, R, 3, Step::Extend);
    put(&mut s, "soest", &[R]);
    put(&mut s, "rostock", &[R]);
    for city in ["soest", "rostock"] {
        s.discs[c(city) as usize] = Disc::OnBoard;
    }
    ok(&mut s, Move::Extend { city: c("soest") });
    assert_eq!(s.step, Step::Income, "the old rule: one city, then income");
    use tablee::scene::GameUi;
    assert!(Pfeffersacke::config_for(3, &[]).by_city, "new games from the setup follow P22");
}

/// X11's last line (§4.4): with nothing to extend at the start of step 2,
/// the step is skipped: no `SkipExtend` ("Do not extend") is asked for, the
/// turn goes on to the income.
#[test]
fn x11_nothing_to_extend_skips_step_2() {
    // R places a disc; his only large city is full, Bremen's disc is
    // removed, his other posts are in small cities.
    let start = || {
        let mut s = pos(4, R, 3, Step::Disc);
        assert!(s.config.skip_empty_step2, "new games skip an empty step 2");
        s.discs[c("ulm") as usize] = Disc::NotPlaced;
        s.players[0].discs = vec![4];
        put(&mut s, "mainz", &[R, B, R]);
        put(&mut s, "bremen", &[R]);
        s.discs[c("bremen") as usize] = Disc::Removed;
        s.players[1].won.push((c("bremen"), 4));
        s.players[1].pi += 2;
        put(&mut s, "stade", &[R]);
        Pfeffersacke::audit(&s).unwrap();
        s
    };
    let mut s = start();
    let ev = ok(&mut s, Move::PlaceDisc { value: 4, city: c("ulm") });
    assert_eq!(s.step, Step::Income, "step 2 skipped");
    assert!(!ev.iter().any(|e| matches!(e, Event::ExtendSkipped { .. })), "no choice, nothing logged: {ev:?}");
    assert_eq!(Pfeffersacke::legal_moves(&s), vec![Move::TakeIncome, Move::DoubleIncome]);
    assert_eq!(err(&mut s, Move::SkipExtend), RuleError::WrongStep);
    ok(&mut s, Move::TakeIncome);
    assert_eq!(s.step, Step::Open);
    // A state waiting there (from a link, say) breaks an invariant.
    let mut waiting = start();
    waiting.step = Step::Extend;
    assert!(Pfeffersacke::audit(&waiting).is_err_and(|e| e.contains("nothing to extend")));
    waiting.config.skip_empty_step2 = false;
    Pfeffersacke::audit(&waiting).unwrap();

    // Round 1: no safe-conduct, so the income is paid at once too.
    let mut s = start();
    s.round = 1;
    let florins = s.players[0].florins;
    let ev = ok(&mut s, Move::PlaceDisc { value: 4, city: c("ulm") });
    assert_eq!(s.step, Step::Open);
    assert!(matches!(ev.last(), Some(Event::Income { total: 6, .. })), "{ev:?}");
    assert_eq!(s.players[0].florins, florins + 6);

    // 0 posts in supply: a free slot is not enough.
    let mut s = start();
    put(&mut s, "hamburg", &[R]);
    for (i, city) in map().cities.iter().enumerate() {
        while city.large && city.id != "hamburg" && s.players[0].posts > 0 && s.free(i as u8) > 0 {
            s.put(i as u8, R);
        }
    }
    assert_eq!(s.players[0].posts, 0);
    assert!(s.free(c("hamburg")) > 0);
    Pfeffersacke::audit(&s).unwrap();
    ok(&mut s, Move::PlaceDisc { value: 4, city: c("ulm") });
    assert_eq!(s.step, Step::Income);
    assert_eq!(err(&mut s, Move::Extend { city: c("hamburg") }), RuleError::WrongStep);

    // A turn begun without discs: the next player goes straight to the
    // income; one with a city to extend in is asked.
    let mut s = pos(3, R, 3, Step::Open);
    put(&mut s, "stade", &[R]);
    put(&mut s, "hamburg", &[G]);
    ok(&mut s, Move::SkipOpen);
    assert_eq!((s.active, s.step), (B, Step::Income));
    ok(&mut s, Move::TakeIncome);
    ok(&mut s, Move::SkipOpen);
    assert_eq!((s.active, s.step), (G, Step::Extend));
    let legal = Pfeffersacke::legal_moves(&s);
    assert!(legal.contains(&Move::SkipExtend) && legal.contains(&Move::Extend { city: c("hamburg") }), "{legal:?}");
}

/// A game saved before §4.4's skip (its config has no `skip_empty_step2`)
/// still waits for the "Do not extend" its moves hold: it replays exactly.
#[test]
fn x11_old_saves_ask_for_an_empty_step_2() {
    for json in [
        r#"{"players":4,"start":null,"counter16":false,"double_min":48,"posts":20}"#,
        r#"{"players":4,"start":null,"counter16":false,"double_min":48,"posts":20,"by_city":true}"#,
    ] {
        let old: Config = serde_json::from_str(json).unwrap();
        assert!(!old.skip_empty_step2);
        assert_eq!(serde_json::to_string(&old).unwrap(), json, "an old config writes back the same bytes");
        assert!(!format!("{old:?}").contains("skip_empty_step2"));
        let mut s = State::position(&old, R, 3, Step::Disc);
        s.discs[c("ulm") as usize] = Disc::NotPlaced;
        s.players[0].discs = vec![4];
        put(&mut s, "stade", &[R]);
        ok(&mut s, Move::PlaceDisc { value: 4, city: c("ulm") });
        assert_eq!(s.step, Step::Extend);
        assert_eq!(Pfeffersacke::legal_moves(&s), vec![Move::SkipExtend]);
        assert_eq!(ok(&mut s, Move::SkipExtend), vec![Event::ExtendSkipped { seat: R }]);
        assert_eq!(s.step, Step::Income);
    }
    let new = Config::new(4);
    let json = serde_json::to_string(&new).unwrap();
    assert!(json.ends_with(r#""by_city":true,"skip_empty_step2":true}"#), "{json}");
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), new);
    assert!(format!("{new:?}").ends_with("by_city: true, skip_empty_step2: true }"));
    use tablee::scene::GameUi;
    assert!(Pfeffersacke::config_for(3, &[]).skip_empty_step2, "new games from the setup skip it");
}

#[test]
fn x3_last_slot_half_points_tie_on_posts() {
    let mut s = pos(4, Y, 3, Step::Open);
    put(&mut s, "antwerpen", &[B, G, G, B]);
    put(&mut s, "mechelen", &[Y]);
    let ev = ok(&mut s, open("mechelen", "antwerpen"));
    assert!(ev.contains(&Event::HalfPoints { seat: B, by: Y, city: c("antwerpen"), posts: 2, pi: 2, tie: true }));
    assert_eq!((s.players[1].pi, s.players[3].pi), (3, 1));
    assert_eq!(s.players[1].won, vec![(c("antwerpen"), 5)]);
    assert_eq!(s.discs[c("antwerpen") as usize], Disc::Removed);

    let mut s = pos(4, R, 3, Step::Open);
    put(&mut s, "soest", &[G]);
    put(&mut s, "paderborn", &[R]);
    ok(&mut s, open("paderborn", "soest"));
    assert_eq!(s.players[2].pi, 2);
    assert_eq!(s.discs[c("soest") as usize], Disc::Removed);

    let mut s = pos(4, R, 3, Step::Extend);
    put(&mut s, "mainz", &[R, B]);
    ok(&mut s, Move::Extend { city: c("mainz") });
    ok(&mut s, Move::TakeIncome);
    let ev = ok(&mut s, Move::SkipOpen);
    assert!(ev.contains(&Event::Majority { seat: R, city: c("mainz"), posts: 2, pi: 3 }));
    assert_eq!(s.players[0].pi, 4);
}

#[test]
fn x4_double_income_and_its_minimum() {
    let base = || {
        let mut s = pos(3, B, 3, Step::Extend);
        put(&mut s, "leipzig", &[R, B]);
        put(&mut s, "halle", &[B]);
        s.players[1].florins = 7;
        s
    };
    let mut s = base();
    ok(&mut s, Move::SkipExtend);
    assert_eq!(Pfeffersacke::view(&s, Viewer::Table).income, 10);
    ok(&mut s, Move::DoubleIncome);
    assert_eq!((s.players[1].florins, s.players[1].sc), (55, 1));

    let mut s = base();
    put(&mut s, "koeln", &[B]);
    put(&mut s, "luebeck", &[B]);
    // city income 3×2 + 7×2 + 6×2 = 32 → normal 36 → doubled 72
    ok(&mut s, Move::SkipExtend);
    ok(&mut s, Move::DoubleIncome);
    assert_eq!(s.players[1].florins, 7 + 72);

    let mut s = base();
    s.round = 1;
    ok(&mut s, Move::SkipExtend);
    assert_eq!(s.step, Step::Open, "no choice in round 1: income is automatic");
    assert_eq!(s.players[1].florins, 17);
    assert_eq!(err(&mut s, Move::DoubleIncome), RuleError::SafeConductFirstRound);

    let mut s = base();
    ok(&mut s, Move::ExtendTwice { city: c("leipzig") });
    assert_eq!(s.step, Step::Open);
    assert_eq!(err(&mut s, Move::DoubleIncome), RuleError::SafeConductAlreadyUsed);

    let mut s = base();
    s.config.double_min = 0;
    ok(&mut s, Move::SkipExtend);
    ok(&mut s, Move::DoubleIncome);
    assert_eq!(s.players[1].florins, 27);
}

#[test]
fn x5_two_openings_with_chaining_end_at_counter_0() {
    let mut s = pos(4, G, 5, Step::Open);
    for (i, city) in map().cities.iter().enumerate() {
        if !city.large && city.id != "jena" && city.id != "naumburg" {
            s.put(i as u8, R);
        }
    }
    put(&mut s, "naumburg", &[G]);
    put(&mut s, "leipzig", &[G]);
    put(&mut s, "erfurt", &[Y]);
    assert_eq!(s.counter, 1);
    s.players[2].florins = 5;
    s.players[2].posts = 3;
    s.players[2].sc = 1;
    assert_eq!(
        err(&mut s, Move::OpenTwo { from1: c("naumburg"), to1: c("jena"), from2: c("naumburg"), to2: c("leipzig") }),
        RuleError::AlreadyPresent
    );
    let ev = ok(&mut s, Move::OpenTwo { from1: c("naumburg"), to1: c("jena"), from2: c("jena"), to2: c("erfurt") });
    let g = &s.players[2];
    assert_eq!((g.pi, g.florins, g.posts, g.sc, s.counter), (2, 3, 1, 0, 0));
    assert_eq!(s.city_slots(c("erfurt")), &[4, 3, 0, 0]);
    assert!(ev.contains(&Event::GameEnds { reason: EndReason::Counter }));
    assert_eq!(s.step, Step::Over);
    assert!(Pfeffersacke::outcome(&s).is_some());
}

#[test]
fn x6_end_by_a_lap_without_openings() {
    let mut s = pos(3, R, 4, Step::Open);
    put(&mut s, "mechelen", &[R]);
    ok(&mut s, open("mechelen", "maastricht"));
    assert_eq!((s.idle, s.active), (0, B));
    // Nobody holds a disc or a post in a large city: every turn begins at
    // the income (§4.4 skips steps 1 and 2).
    for (n, who) in [(1, G), (2, R)] {
        assert_eq!(s.step, Step::Income);
        ok(&mut s, Move::TakeIncome);
        ok(&mut s, Move::SkipOpen);
        assert_eq!((s.idle, s.active), (n, who));
    }
    let mut t = s.clone();
    ok(&mut s, Move::TakeIncome);
    let ev = ok(&mut s, Move::SkipOpen);
    assert!(ev.contains(&Event::GameEnds { reason: EndReason::Lap }));
    ok(&mut t, Move::TakeIncome);
    ok(&mut t, open("maastricht", "aachen"));
    assert_eq!((t.idle, t.active, t.step), (0, B, Step::Income));
}

#[test]
fn x7_final_scoring_and_tie_breaks() {
    // Regions: R 6, B 4, G 5 (one small city per region, first cities of each).
    let mut s = pos(3, R, 9, Step::Over);
    let first = |r: u8, large: bool| {
        (0..map().cities.len() as u8)
            .find(|&i| map().cities[i as usize].large == large && map().cities[i as usize].region == r)
            .unwrap()
    };
    for (seat, n) in [(R, 6u8), (B, 4), (G, 5)] {
        for r in 0..n {
            let city = first(r, seat == G);
            let city = if seat == B { city + 1 } else { city };
            s.put(city, seat);
        }
    }
    assert_eq!((s.regions(R), s.regions(B), s.regions(G)), (6, 4, 5));
    s.end = Some(EndReason::Lap);
    let set = |s: &mut State, p: usize, pi, fl, won: &[(&str, u8)]| {
        s.players[p].pi = pi;
        s.players[p].florins = fl;
        s.players[p].won = won.iter().map(|(id, v)| (c(id), *v)).collect();
    };
    set(&mut s, 0, 41, 59, &[("koeln", 8), ("mainz", 3), ("soest", 2)]);
    set(&mut s, 1, 45, 19, &[("luebeck", 7), ("hamburg", 5)]);
    set(&mut s, 2, 40, 80, &[("frankfurt", 6), ("nuernberg", 7), ("ulm", 4)]);
    let o = Pfeffersacke::outcome(&s).unwrap();
    assert_eq!(o.scores, vec![55, 53, 54]);
    assert_eq!(o.ranks, vec![1, 3, 2]);
    s.players[2].florins = 100;
    let o = Pfeffersacke::outcome(&s).unwrap();
    assert_eq!((o.scores[2], o.winners.clone()), (55, vec![G]));
    s.players[2].won.pop();
    let o = Pfeffersacke::outcome(&s).unwrap();
    assert_eq!(o.winners, vec![R]);
}

#[test]
fn x8_running_out_of_posts() {
    let mut s = pos(4, Y, 4, Step::Extend);
    put(&mut s, "koeln", &[Y, B, R, B, Y]);
    s.players[3].posts = 1;
    s.players[3].sc = 1;
    assert_eq!(err(&mut s, Move::ExtendTwice { city: c("koeln") }), RuleError::NoPostsLeft);
    let ev = ok(&mut s, Move::Extend { city: c("koeln") });
    assert!(matches!(ev[0], Event::Extended { posts: 1, .. }));
    assert_eq!(s.city_slots(c("koeln")), &[4, 2, 1, 2, 4, 4, 0, 0]);
    assert_eq!(s.players[3].posts, 0);
    ok(&mut s, Move::TakeIncome);
    assert_eq!(Pfeffersacke::legal_moves(&s), vec![Move::SkipOpen]);
    let ev = ok(&mut s, Move::SkipOpen);
    assert!(!ev.iter().any(|e| matches!(e, Event::Majority { .. } | Event::HalfPoints { .. })));
    assert_eq!(s.idle, 1);
}

#[test]
fn x9_mandatory_disc() {
    let mut s = pos(4, R, 3, Step::Disc);
    for id in ["brugge", "erfurt", "ulm", "regensburg", "soest", "rostock", "konstanz", "passau"] {
        s.discs[c(id) as usize] = Disc::NotPlaced;
    }
    s.players[0].discs = vec![2, 4];
    s.players[1].discs = vec![2, 2, 2, 4, 4, 4];
    Pfeffersacke::audit(&s).unwrap();
    let legal = Pfeffersacke::legal_moves(&s);
    assert_eq!(legal.len(), 8);
    assert!(legal.iter().all(|m| matches!(m, Move::PlaceDisc { .. })));
    assert_eq!(err(&mut s, Move::SkipExtend), RuleError::MustPlaceDisc);
    assert_eq!(err(&mut s, Move::PlaceDisc { value: 4, city: c("koeln") }), RuleError::DiscValueMismatch);
    assert_eq!(err(&mut s, Move::PlaceDisc { value: 4, city: c("bremen") }), RuleError::CityNotFree);
    assert!(try_move::<Pfeffersacke>(&mut s, R, Move::PlaceDisc { value: 4, city: c("ulm") }));
}

#[test]
fn x10_closed_and_open_cities() {
    let mut s = pos(4, R, 3, Step::Open);
    s.discs[c("rostock") as usize] = Disc::NotPlaced;
    s.players[1].discs = vec![2];
    put(&mut s, "wismar", &[R]);
    assert_eq!(err(&mut s, open("wismar", "rostock")), RuleError::CityClosed);
    assert_eq!(err(&mut s, open("wismar", "wismar")), RuleError::NoRoute);
    assert_eq!(err(&mut s, open("luebeck", "wismar")), RuleError::NotPresent);
    put(&mut s, "luebeck", &[R]);
    assert_eq!(err(&mut s, open("wismar", "luebeck")), RuleError::AlreadyPresent);
    s.players[0].florins = 0;
    assert_eq!(err(&mut s, open("wismar", "rostock")), RuleError::CityClosed);
    assert_eq!(err(&mut s, open("luebeck", "rostock")), RuleError::CityClosed);
    s.discs[c("rostock") as usize] = Disc::OnBoard;
    s.players[1].discs.clear();
    assert_eq!(err(&mut s, open("wismar", "rostock")), RuleError::CannotPay);
    s.players[0].florins = 1;
    assert!(Pfeffersacke::legal_moves(&s).contains(&open("wismar", "rostock")));
    ok(&mut s, open("wismar", "rostock"));
}

// ----- random games -----

fn configs(players: u8) -> Vec<Config> {
    let mut out = vec![Config::new(players)];
    let mut c2 = Config::new(players);
    c2.double_min = 0;
    c2.posts = 15;
    c2.start = Some(players - 1);
    out.push(c2);
    let mut c3 = Config::new(players);
    c3.posts = 25;
    c3.counter16 = players == 2;
    out.push(c3);
    // The games saved before P22: step 2 in one city, asked for even when
    // nothing can be extended.
    out.push(Config { by_city: false, skip_empty_step2: false, ..Config::new(players) });
    // The games saved under P22 before §4.4's skip was kept.
    out.push(Config { skip_empty_step2: false, ..Config::new(players) });
    out
}

fn random_games(players: u8, games: u64) -> usize {
    let mut rng = rng_from_seed(derive_seed(0xFEFF, u64::from(players)));
    let cfgs = configs(players);
    let mut moves = 0;
    let mut asked_for_nothing = 0;
    for g in 0..games {
        let cfg = &cfgs[(g % cfgs.len() as u64) as usize];
        let (state, mv, events) =
            random_game::<Pfeffersacke>(cfg, derive_seed(g, u64::from(players)), &mut rng, 4000, |s| {
                for p in &s.players {
                    assert!(p.posts <= cfg.posts);
                }
                // §4.4: a step 2 where the only choice is to end it is skipped
                // (the old rule's games, replayed, still ask for it).
                if Pfeffersacke::legal_moves(s) == [Move::SkipExtend] {
                    assert!(!cfg.skip_empty_step2, "an empty step 2 asked for at round {}", s.round);
                    asked_for_nothing += 1;
                }
            });
        assert!(events.iter().any(|e| matches!(e.event, Event::GameEnds { .. })));
        assert_eq!(Pfeffersacke::outcome(&state).unwrap().scores.len(), players as usize);
        moves += mv.len();
    }
    assert!(asked_for_nothing > 0, "the old rule never met an empty step 2: the check above checks nothing");
    moves
}

#[test]
fn random_games_2_and_3_players() {
    random_games(2, 2000);
    random_games(3, 2000);
}

#[test]
fn random_games_4_players() {
    random_games(4, 2000);
}

#[test]
fn random_games_5_players() {
    random_games(5, 2000);
}

#[test]
fn random_games_6_players() {
    random_games(6, 2000);
}

// ----- bots -----

fn bot_game(players: u8, seed: u64, strong: &[Seat], kind_beam: usize) -> (State, Vec<Move>) {
    let cfg = Config::new(players);
    let (mut s, _) = State::new(&cfg, seed).unwrap();
    let mut rng = rng_from_seed(seed);
    let mut moves = Vec::new();
    while let Some(seat) = s.to_act() {
        let view = Pfeffersacke::view(&s, Viewer::Seat(seat));
        let mv = if strong.contains(&seat) {
            HeuristicBot { beam: kind_beam }.choose(&view, &mut rng)
        } else {
            RandomBot.choose(&view, &mut rng)
        }
        .expect("a move");
        apply_ok::<Pfeffersacke>(&mut s, mv);
        moves.push(mv);
        assert!(moves.len() < 4000);
    }
    (s, moves)
}

#[test]
fn the_heuristic_beats_random_players() {
    let mut wins = 0;
    let games = 40;
    for g in 0..games {
        let players = 2 + (g % 3) as u8;
        let seat = Seat((g % u64::from(players)) as u8);
        let (s, _) = bot_game(players, 1000 + g, &[seat], 0);
        if Pfeffersacke::outcome(&s).unwrap().winners.contains(&seat) {
            wins += 1;
        }
    }
    assert!(wins * 100 >= games * 90, "heuristic won {wins} of {games}");
}

// ----- contract -----

/// A legal move from another seat is refused as not its turn, any move
/// after the end as the game being over (`tests/contract.rs` checks, for
/// every game, that they change nothing).
#[test]
fn a_move_from_another_seat_is_not_its_turn() {
    let mut rng = rng_from_seed(5);
    let mut wrong = 0;
    for g in 0..40u64 {
        let cfg = Config::new(2 + (g % 5) as u8);
        let (mut s, _) = State::new(&cfg, g).unwrap();
        while let Some(seat) = s.to_act() {
            let legal = Pfeffersacke::legal_moves(&s);
            let other = Seat((seat.0 + 1 + (g % 2) as u8 * (cfg.players - 1)) % (cfg.players + 1));
            if other != seat {
                assert_eq!(Pfeffersacke::apply(&mut s.clone(), other, legal[0]), Err(RuleError::NotYourTurn));
                wrong += 1;
            }
            let mv = *tablee::engine::choose(&mut rng, &legal).unwrap();
            apply_ok::<Pfeffersacke>(&mut s, mv);
        }
        assert_eq!(Pfeffersacke::apply(&mut s.clone(), R, Move::SkipOpen), Err(RuleError::GameOver));
    }
    assert!(wrong > 1000, "wrong seat {wrong}");
}

/// Nothing is secret: every viewer's view holds the whole state.
#[test]
fn every_viewer_sees_the_whole_table() {
    let mut rng = rng_from_seed(11);
    for g in 0..10u64 {
        let cfg = Config::new(2 + (g % 5) as u8);
        random_game::<Pfeffersacke>(&cfg, g, &mut rng, 4000, |s| {
            for v in views::<Pfeffersacke>(s) {
                assert_eq!(Pfeffersacke::view(s, v).state, *s, "every viewer sees the whole table");
            }
        });
    }
}

#[test]
fn bots_decide_from_the_view_and_only_when_to_act() {
    let (s, _) = State::new(&Config::new(3), 4).unwrap();
    let actor = s.to_act().unwrap();
    let other = Seat((actor.0 + 1) % 3);
    let mut rng = rng_from_seed(1);
    assert!(HeuristicBot::default().choose(&Pfeffersacke::view(&s, Viewer::Seat(other)), &mut rng).is_none());
    let a = HeuristicBot { beam: 3 }.choose(&Pfeffersacke::view(&s, Viewer::Seat(actor)), &mut rng);
    let b = HeuristicBot { beam: 3 }.choose(&Pfeffersacke::view(&s, Viewer::Seat(actor)), &mut rng_from_seed(77));
    assert_eq!(a, b, "deterministic");
}

/// The strong computer (the look-ahead of `search.rs`): it decides only
/// when to act, from the view alone (the same decision on a "re-dealt"
/// state, which here is the same state), the same move whether thought in
/// slices or at once, always a legal one.
#[test]
fn the_strong_search_decides_from_the_view_in_slices() {
    use tablee::engine::{SeatKind, TableGame};
    use tablee::games::pfeffersacke::search::SearchBot;
    let mut checked = 0;
    for g in 0..6u64 {
        let players = 2 + (g % 5) as u8;
        let (mut s, _) = State::new(&Config::new(players), 300 + g).unwrap();
        let mut k = 0u64;
        while let Some(seat) = s.to_act() {
            let view = Pfeffersacke::view(&s, Viewer::Seat(seat));
            let mv = if k.is_multiple_of(7) {
                let other = Seat((seat.0 + 1) % players);
                assert!(SearchBot::default()
                    .choose(&Pfeffersacke::view(&s, Viewer::Seat(other)), &mut rng_from_seed(k))
                    .is_none());
                let a = SearchBot::default().choose(&view, &mut rng_from_seed(k)).unwrap();
                let b = Pfeffersacke::bot_move(&view, SeatKind::Strong, &mut rng_from_seed(k + 1)).unwrap();
                let redealt = Pfeffersacke::resample_secrets(&s, seat, &mut rng_from_seed(k));
                let c = Pfeffersacke::bot_move(
                    &Pfeffersacke::view(&redealt, Viewer::Seat(seat)),
                    SeatKind::Strong,
                    &mut rng_from_seed(k),
                )
                .unwrap();
                assert_eq!((a, a), (b, c));
                assert!(s.check(seat, &a).is_ok());
                checked += 1;
                a
            } else {
                HeuristicBot::default().choose(&view, &mut rng_from_seed(k)).unwrap()
            };
            apply_ok::<Pfeffersacke>(&mut s, mv);
            k += 1;
        }
    }
    assert!(checked > 30);
}

/// The strong computer alone against the easy one at two players wins most
/// games (the benchmark measures about 95 %).
#[test]
fn the_strong_search_beats_the_heuristic_at_two_players() {
    use tablee::engine::{SeatKind, TableGame};
    let games = 12u64;
    let mut wins = 0;
    for g in 0..games {
        let hero = Seat((g % 2) as u8);
        let (mut s, _) = State::new(&Config::new(2), 7000 + g).unwrap();
        while let Some(seat) = s.to_act() {
            let view = Pfeffersacke::view(&s, Viewer::Seat(seat));
            let kind = if seat == hero { SeatKind::Strong } else { SeatKind::Easy };
            let mv = Pfeffersacke::bot_move(&view, kind, &mut rng_from_seed(g)).unwrap();
            apply_ok::<Pfeffersacke>(&mut s, mv);
        }
        if Pfeffersacke::outcome(&s).unwrap().ranks[hero.index()] == 1 {
            wins += 1;
        }
    }
    assert!(wins * 3 >= games * 2, "strong won {wins} of {games}");
}

#[test]
fn every_event_and_error_reads_well_in_both_languages() {
    let names: Vec<String> = ["Ana", "Bob", "Cleo", "Dan", "Eve", "Fay"].iter().map(|s| s.to_string()).collect();
    let mut rng = rng_from_seed(3);
    let mut kinds = std::collections::HashSet::new();
    for g in 0..30u64 {
        let players = 2 + (g % 5) as u8;
        let (_, moves, events) = random_game::<Pfeffersacke>(&Config::new(players), g, &mut rng, 4000, |_| {});
        for e in &events {
            kinds.insert(format!("{:?}", e.event).split([' ', '{', '(']).next().unwrap().to_string());
            for lang in [Lang::Fr, Lang::En] {
                let t = event_text(&e.event, &names, lang);
                assert!(!t.is_empty() && !t.contains('{') && !t.contains("Seat") && !t.contains('?'), "{t}");
            }
        }
        for mv in moves.iter().take(50) {
            for lang in [Lang::Fr, Lang::En] {
                assert!(!move_text(mv, lang).contains('?'));
            }
        }
    }
    assert!(kinds.len() >= 12, "{kinds:?}");
    for e in every_rule_error() {
        assert_ne!(error_text(&e, Lang::Fr), error_text(&e, Lang::En));
        assert!(!e.to_string().is_empty());
    }
}

/// Every rule error, each once: the list is checked against the enum as
/// written in the rules (read with `syn`), so a new variant fails here until
/// it is listed.
fn every_rule_error() -> Vec<RuleError> {
    use RuleError::*;
    let all = vec![
        NotYourTurn,
        GameOver,
        WrongStep,
        UnknownCity,
        NotSmallCity,
        NotLargeCity,
        DiscNotHeld,
        DiscValueMismatch,
        CityNotFree,
        NotPresent,
        AlreadyPresent,
        CityClosed,
        NoFreeSlot,
        NoRoute,
        CannotPay,
        NoPostsLeft,
        NotEnoughFreeSlots,
        SafeConductNone,
        SafeConductFirstRound,
        SafeConductAlreadyUsed,
        MustPlaceDisc,
        AlreadyExtended,
    ];
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/pfeffersacke/rules.rs");
    let rules = syn::parse_file(&std::fs::read_to_string(&path).expect("the rules")).expect("the rules as Rust");
    let declared: Vec<String> = rules
        .items
        .iter()
        .find_map(|item| match item {
            syn::Item::Enum(e) if e.ident == "RuleError" => {
                Some(e.variants.iter().map(|v| v.ident.to_string()).collect())
            }
            _ => None,
        })
        .expect("enum RuleError in the rules");
    let listed: Vec<String> = all.iter().map(|e| format!("{e:?}")).collect();
    assert_eq!(listed, declared, "the rule errors listed here are not those of the rules");
    all
}

#[test]
fn the_rules_have_every_section() {
    use tablee::scene::GameUi;
    for (lang, needed) in [
        (Lang::Fr, ["Choix de cette application", "Sur cette tablette"]),
        (Lang::En, ["Choices made by this app", "On this tablet"]),
    ] {
        let secs = Pfeffersacke::texts().rules(lang).expect("the rules");
        for n in needed {
            assert!(secs.iter().any(|s| s.title == n), "{n}");
        }
        assert!(secs.len() >= 8);
        assert!(!Pfeffersacke::pitch(lang).is_empty());
    }
}

/// A save may hold any double-income minimum: above the limit the game is
/// refused at set-up (fuzzing found doubled incomes overflowing the florins).
#[test]
fn an_absurd_double_income_minimum_is_refused_at_setup() {
    use tablee::engine::{Game, SetupError};
    use tablee::games::pfeffersacke::{Config, Pfeffersacke, MAX_DOUBLE_MIN};
    let ok = Config { double_min: MAX_DOUBLE_MIN, ..Config::new(3) };
    assert!(Pfeffersacke::new(&ok, 1).is_ok());
    let absurd = Config { double_min: u32::MAX, ..Config::new(3) };
    assert!(matches!(Pfeffersacke::new(&absurd, 1), Err(SetupError::IncompatibleOptions(_))));
}

/// Nothing is secret: every viewer's view gives the whole state back, exactly.
#[test]
fn a_view_gives_its_state_back_exactly() {
    for players in [2, 4, 6] {
        let mut rng = rng_from_seed(u64::from(players));
        let config = Config::new(players);
        let mut states = Vec::new();
        random_game::<Pfeffersacke>(&config, 3, &mut rng, 5000, |s| states.push(s.clone()));
        for s in states.iter().step_by(9) {
            for eyes in views::<Pfeffersacke>(s) {
                let view = Pfeffersacke::view(s, eyes);
                let back = tablee::engine::deal_anew::<Pfeffersacke>(&view, eyes, &mut rng);
                assert!(back.as_ref() == Some(s), "{eyes:?} at round {}", s.round);
            }
        }
    }
}

/// A forged view whose state breaks a bound the rules rely on is refused
/// (by the audit `engine::deal_anew` runs), never played.
#[test]
fn forged_states_the_rules_cannot_play_are_refused() {
    let mut rng = rng_from_seed(12);
    let config = Config::new(4);
    let mut mid = None;
    for seed in 0..20 {
        random_game::<Pfeffersacke>(&config, seed, &mut rng, 5000, |s| {
            if mid.is_none() && s.round >= 2 && s.step == Step::Extend && !s.placed.is_empty() {
                mid = Some(s.clone());
            }
        });
    }
    let mid = mid.expect("a turn that extended");
    let (setup, _) = Pfeffersacke::new(&config, 5).expect("valid config");
    /// What is wrong with the state, the state it is forged from, and the change.
    type Forgery<'a> = (&'static str, &'a State, fn(&mut State));
    let forged: [Forgery; 14] = [
        ("an active seat beyond the table", &mid, |s| s.active = Seat(9)),
        ("a start seat beyond the table", &mid, |s| s.start = Seat(4)),
        ("a fifth player in a game of four", &mid, |s| s.players.push(s.players[0].clone())),
        ("a city placed in beyond the map", &mid, |s| s.placed.push(200)),
        ("a won city beyond the map", &mid, |s| s.players[0].won.push((200, 3))),
        ("florins near an overflow", &mid, |s| s.players[1].florins = u32::MAX - 3),
        ("influence near an overflow", &mid, |s| s.players[1].pi = u32::MAX),
        ("a lap of idle turns still playing", &mid, |s| s.idle = 4),
        ("a round about to overflow", &mid, |s| s.round = u16::MAX),
        ("an opening mid-turn", &mid, |s| s.opened = true),
        ("a disc of no value", &mid, |s| s.players[2].discs.push(9)),
        ("a double minimum above the bound", &mid, |s| s.config.double_min = 1_000),
        ("a starting post missing", &setup, |s| s.active = s.active.left(4)),
        ("a round during the setup", &setup, |s| s.round = 1),
    ];
    for (what, state, forge) in forged {
        let mut s = state.clone();
        forge(&mut s);
        for eyes in [Viewer::Table, Viewer::Seat(Seat(1))] {
            let mut view = Pfeffersacke::view(state, eyes);
            view.state = s.clone();
            assert_eq!(tablee::engine::deal_anew::<Pfeffersacke>(&view, eyes, &mut rng), None, "{what}");
        }
    }
}

#[test]
fn forged_events_name_unknown_cities_and_seats_plainly() {
    let names: Vec<String> = ["Ana", "Bob"].map(String::from).to_vec();
    let ev = Event::PostOpened { seat: Seat(255), from: 200, to: 255, toll: 255, small: true, counter: 255 };
    for lang in [Lang::Fr, Lang::En] {
        let text = event_text(&ev, &names, lang);
        assert!(text.starts_with("? ") && text.matches('?').count() == 3, "{text}");
    }
}

// ---------------------------------------------------------------- hint reasons

/// The reason given with a hint (`why.rs`): true of the move in the hinted
/// seat's view, given for most of the strong computer's hints, from the
/// view only, in French and in English (the same for every game through
/// the table: `tests/hints.rs`).
mod hints {
    use super::common::hints::*;
    use tablee::games::pfeffersacke::map::map;
    use tablee::games::pfeffersacke::why::{reason, Why};
    use tablee::games::pfeffersacke::{Config, Move, Pfeffersacke, State};

    fn states(games: u64, per_game: usize, seed: u64) -> Vec<State> {
        let configs: Vec<Config> = (2..=6).map(Config::new).collect();
        positions::<Pfeffersacke>(&configs, games, per_game, 4000, seed)
    }

    fn posts(s: &State, seat: Seat, city: u8) -> usize {
        let c = &map().cities[city as usize];
        s.slots[c.off as usize..(c.off + c.slots) as usize].iter().filter(|&&o| o == seat.0 + 1).count()
    }

    fn regions(s: &State, seat: Seat) -> std::collections::BTreeSet<u8> {
        (0..map().cities.len() as u8)
            .filter(|&c| posts(s, seat, c) > 0)
            .map(|c| map().cities[c as usize].region)
            .collect()
    }

    fn check(state: &State, mv: Move) -> Option<Why> {
        let me = Pfeffersacke::to_act(state).unwrap();
        let view = Pfeffersacke::view(state, Viewer::Seat(me));
        let why = reason(&view, &mv)?;
        let mut after = state.clone();
        Pfeffersacke::apply(&mut after, me, mv).unwrap();
        let (p0, p1) = (&state.players[me.index()], &after.players[me.index()]);
        match (why, mv) {
            (Why::Only, _) => assert_eq!(Pfeffersacke::legal_moves(state), vec![mv]),
            (Why::Start { routes, toll }, Move::StartingPost { city }) => {
                let routes_here: Vec<_> =
                    map().routes.iter().filter(|r| r.a == city || r.b == city).map(|r| r.toll).collect();
                assert_eq!(routes_here.len(), routes as usize);
                assert_eq!(routes_here.iter().min().copied(), Some(toll));
            }
            (Why::DiscNear { city }, Move::PlaceDisc { city: c, .. }) => {
                assert_eq!(city, c);
                let near = map()
                    .routes
                    .iter()
                    .any(|r| (r.a == city && posts(state, me, r.b) > 0) || (r.b == city && posts(state, me, r.a) > 0));
                assert!(near, "no post next to the disc");
            }
            (Why::Majority { city, slots }, Move::Extend { city: c } | Move::ExtendTwice { city: c }) => {
                assert_eq!(city, c);
                assert_eq!(map().cities[city as usize].slots, slots);
                assert!(2 * posts(&after, me, city) > slots as usize, "no majority after the move");
            }
            (Why::Toward { city, posts: n, need }, Move::Extend { city: c } | Move::ExtendTwice { city: c }) => {
                assert_eq!(city, c);
                assert_eq!(posts(&after, me, city), n as usize);
                assert!(n < need && 2 * need as usize > map().cities[city as usize].slots as usize);
            }
            (Why::KeepIncome { income }, Move::SkipExtend) => {
                // Paid at once when there is no choice, else offered as it is.
                assert!(
                    p1.florins == p0.florins + income || Pfeffersacke::view(&after, Viewer::Seat(me)).income == income
                );
            }
            (Why::SaveConduct { income }, Move::TakeIncome) => {
                assert_eq!(p1.florins, p0.florins + income);
                assert_eq!(p1.sc, p0.sc);
            }
            (Why::Double { double, income }, Move::DoubleIncome) => {
                assert_eq!(p1.florins, p0.florins + double);
                assert!(double > income);
            }
            (Why::Open { city, small, region, toll }, Move::Open { to, .. }) => {
                assert_eq!(city, to);
                assert_eq!(p1.florins + toll as u32, p0.florins, "the toll");
                assert_eq!(small, !map().cities[to as usize].large);
                if small {
                    assert!(p1.pi > p0.pi, "a small city scores");
                }
                let new: Vec<u8> = regions(&after, me).difference(&regions(state, me)).copied().collect();
                assert_eq!(region.into_iter().collect::<Vec<_>>(), new);
            }
            (Why::OpenTwo { a, b, small, regions: r }, Move::OpenTwo { to1, to2, .. }) => {
                assert_eq!((a, b), (to1, to2));
                let smalls = [a, b].iter().filter(|c| !map().cities[**c as usize].large).count();
                assert_eq!(smalls, small as usize);
                assert!(p1.pi >= p0.pi + small as u32);
                assert_eq!(regions(&after, me).len() - regions(state, me).len(), r as usize);
            }
            _ => panic!("{why:?} for {mv:?}"),
        }
        Some(why)
    }

    #[test]
    fn pfeffersacke_reasons_are_true_of_every_legal_move() {
        let t = tally::<Pfeffersacke, _>(
            states(60, 10, 801),
            |s, mv| check(s, *mv),
            |w, l| w.text(l),
            |w| vec![variant(w)],
        );
        let (with, total, kinds) = (t.with, t.total, t.kinds);
        eprintln!("pfeffersacke: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 2 > total, "only {with} of {total} moves have a reason");
        assert!(kinds.len() >= 9, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn pfeffersacke_strong_hints_mostly_have_a_reason() {
        let states = states(30, 4, 802);
        let (with, total) = strong_hints::<Pfeffersacke>(&states, 803);
        eprintln!("pfeffersacke: {with} of {total} strong hints have a reason");
        assert!(total >= 100, "{total} hints");
        assert!(with * 10 >= total * 6, "only {with} of {total} strong hints have a reason");
    }
}

// ---------------------------------------------------------------- written by hand

mod hand_written {
    use super::common::hand::*;
    use super::*;
    use tablee::engine::{Screen, SeatKind, Viewer};

    /// Pfeffersäcke, 3 players, seat 1 starts (pfeffersacke.md §2.3, §2.4, §3):
    /// starting posts by seats 1, 2, 0 on the small cities Mechelen,
    /// Maastricht and Aachen (cities 2, 3 and 6 of the map); the counter goes
    /// 20 → 17, no PI is scored (1 each), 19 posts left each, 20 florins (3
    /// players), 8 discs each (24 dealt, Wittenberg's on the board). Round 1,
    /// seat 1's turn.
    #[test]
    fn hand_written_pfeffersacke_save() {
        let (t, v) = hand_save::<Pfeffersacke>();
        let s = &v["state"];
        assert_eq!(t.moves_made(), 3);
        assert_eq!(t.to_act(), Some(Seat(1)));
        assert_eq!((s["counter"].as_u64(), seat_of(&s["active"]), s["round"].as_u64()), (Some(17), 1, Some(1)));
        for p in s["players"].as_array().unwrap() {
            assert_eq!((p["posts"].as_u64(), p["pi"].as_u64(), p["florins"].as_u64()), (Some(19), Some(1), Some(20)));
            assert_eq!(p["discs"].as_array().map(|d| d.len()), Some(8));
        }
        // Nothing is secret in Pfeffersäcke (§6): no curtain, seat 1 plays on the public table.
        assert_eq!(t.screen(), Screen::Public(Seat(1)));
    }

    /// Pfeffersäcke: the table's eyes, at 3, moves 1, 1, 1: each the first
    /// legal starting post, the free small city of lowest number: Mechelen (2),
    /// Maastricht (3), Aachen (6), the hand-written save's moves.
    #[test]
    fn hand_written_pfeffersacke_link() {
        use SeatKind::Human;
        let (shared, view) =
            hand_link_holds::<Pfeffersacke>(&["Ana", "Bob", "Cléo"], &[Human, Human, Human], Viewer::Table, 3, 3);
        assert_eq!(serde_json::to_value(&shared.record.moves).unwrap(), hand_save_moves("pfeffersacke"));
        assert_eq!(view["state"]["counter"].as_u64(), Some(17));
    }
}

/// Income doubled by a safe-conduct but raised to the minimum says so: "48
/// florins (base 4, doubled)" left a family wondering how 4 made 48.
#[test]
fn income_raised_to_the_minimum_says_how() {
    let names: Vec<String> = ["Ana", "Bob"].iter().map(|s| s.to_string()).collect();
    let low = Event::Income { seat: Seat(0), cities: vec![], base: 4, total: 48, doubled: true };
    let text = event_text(&low, &names, Lang::En);
    assert!(text.contains("make 8") && text.contains("minimum of 48"), "{text}");
    let high = Event::Income { seat: Seat(0), cities: vec![(c("hamburg"), 27)], base: 4, total: 62, doubled: true };
    let text = event_text(&high, &names, Lang::En);
    assert!(!text.contains("minimum") && text.contains("doubled"), "{text}");
}
