//! The pass-and-play driver (engine::Table) with Sorciers: curtains, computer
//! seats, undo and saves.

use tablee::engine::{
    below, derive_seed, rng_from_seed, Screen, Seat, SeatKind, SeatSetup, Table, TableError, TableGame, Viewer,
};
use tablee::games::sorciers::{BidMode, Config, Sorciers};

type T = Table<Sorciers>;

fn seats(kinds: &[SeatKind]) -> Vec<SeatSetup> {
    kinds.iter().enumerate().map(|(i, &kind)| SeatSetup { name: format!("P{i}"), kind }).collect()
}

fn table(kinds: &[SeatKind], config: Config, seed: u64) -> T {
    let config = Config { players: kinds.len() as u8, ..config };
    T::new(config, seed, seats(kinds)).expect("valid setup")
}

/// One step of the game: the human on turn plays a random legal move, a
/// curtain is tapped, or a computer plays. Returns false once the game is over.
fn step(t: &mut T, rng: &mut tablee::engine::GameRng) -> bool {
    match t.screen() {
        Screen::Over => false,
        Screen::Curtain(s) => {
            assert!(t.take_tablet(s));
            true
        }
        Screen::Computer(s) => {
            assert_eq!(t.step_computer(), Some(s));
            true
        }
        Screen::Turn(s) => {
            let view = t.view(Viewer::Seat(s));
            let mv = view.legal[below(rng, view.legal.len() as u32) as usize];
            t.play(s, mv).expect("a legal move is accepted");
            true
        }
        Screen::Public(s) => panic!("Sorciers has no public prompt ({s})"),
    }
}

const H: SeatKind = SeatKind::Human;
const E: SeatKind = SeatKind::Easy;
const S: SeatKind = SeatKind::Strong;

#[test]
fn one_human_never_sees_a_curtain_and_the_game_ends() {
    for seed in 0..6 {
        let mut t = table(&[H, E, S], Config::default(), seed);
        let mut rng = rng_from_seed(seed);
        let mut steps = 0;
        while step(&mut t, &mut rng) {
            assert!(!matches!(t.screen(), Screen::Curtain(_)), "a curtain with one human");
            assert_eq!(t.viewer(), if t.screen() == Screen::Over { Viewer::Table } else { Viewer::Seat(Seat(0)) });
            t.audit().unwrap();
            steps += 1;
            assert!(steps < 10_000);
        }
        assert_eq!(t.screen(), Screen::Over);
        assert!(t.outcome().is_some());
        assert!(!t.can_undo(), "a finished game cannot be undone");
    }
}

#[test]
fn curtain_between_two_different_humans_and_only_then() {
    for (seed, mode) in [(1, BidMode::Open), (2, BidMode::Simultaneous), (3, BidMode::Hidden)] {
        let config = Config { bid_mode: mode, vision_de_l_enfer: seed == 3, ..Config::default() };
        let mut t = table(&[H, E, H, E], config, seed);
        let mut rng = rng_from_seed(seed);
        let mut last_human: Option<Seat> = None;
        let mut curtains = 0;
        loop {
            let screen = t.screen();
            match screen {
                Screen::Turn(s) => {
                    // No curtain only when the same human decided last (or tapped it).
                    assert_eq!(t.holder(), Some(s));
                    assert!(last_human.is_none() || last_human == Some(s) || curtains > 0);
                }
                Screen::Curtain(s) => {
                    curtains += 1;
                    assert_ne!(t.holder(), Some(s), "a curtain for the player already holding the tablet");
                    // Nobody else may take the tablet.
                    let other = Seat(if s.0 == 0 { 2 } else { 0 });
                    assert!(!t.take_tablet(other));
                    let view = t.view(Viewer::Seat(s));
                    assert!(t.play(s, view.legal[0]).is_err(), "a move behind the curtain");
                }
                _ => {}
            }
            if let Screen::Turn(s) = screen {
                last_human = Some(s);
            }
            if !step(&mut t, &mut rng) {
                break;
            }
        }
        assert!(curtains >= 15, "every round hands the tablet over at least once ({curtains})");
    }
}

#[test]
fn a_move_out_of_turn_is_refused_without_change() {
    // A seed where a human decides first: two humans start behind a curtain.
    let mut t = (0..)
        .map(|seed| table(&[H, H, E], Config::default(), seed))
        .find(|t| t.screen() != Screen::Computer(Seat(2)))
        .unwrap();
    let before = t.save();
    let Screen::Curtain(s) = t.screen() else { panic!("two humans start behind a curtain") };
    let mv = t.view(Viewer::Seat(s)).legal[0];
    assert_eq!(t.play(s, mv), Err(TableError::NotYourTurn));
    assert_eq!(t.step_computer(), None);
    assert_eq!(t.save(), before);
}

#[test]
fn undo_takes_back_only_your_own_unrevealed_move() {
    let mut undone = 0;
    let mut refused_after_reveal = 0;
    for seed in 0..40u64 {
        let mut t = table(&[H, H, E], Config::default(), seed);
        let mut rng = rng_from_seed(derive_seed(seed, 1));
        for _ in 0..below(&mut rng, 80) {
            if !step(&mut t, &mut rng) {
                break;
            }
        }
        // Drive to the next human decision.
        while let Screen::Computer(_) | Screen::Curtain(_) = t.screen() {
            step(&mut t, &mut rng);
        }
        let Screen::Turn(me) = t.screen() else { continue };
        let before = t.save();
        let before_view = t.view(Viewer::Seat(me));
        let mv = before_view.legal[0];
        t.play(me, mv).unwrap();
        // Did the move show something secret until then (a new deal, the bids revealed)?
        let made = t.moves_made();
        let revealed = t
            .log(Viewer::Table)
            .chain(t.log(Viewer::Seat(me)))
            .filter(|e| e.after_moves == made)
            .any(|e| <Sorciers as TableGame>::reveals(&e.logged.event));
        if t.can_undo() {
            assert!(!revealed, "seed {seed}: a move that revealed a secret may be undone");
            assert!(t.undo());
            assert_eq!(t.save(), before, "undo restores the game exactly");
            assert_eq!(t.view(Viewer::Seat(me)), before_view);
            undone += 1;
            // Redo, then let the next decider act: a computer's move or a handover confirms it.
            t.play(me, before_view.legal[0]).unwrap();
            match t.screen() {
                Screen::Computer(_) => {
                    t.step_computer().unwrap();
                    assert!(!t.can_undo(), "undo after a computer played");
                }
                Screen::Curtain(next) => {
                    assert!(t.can_undo(), "the holder may still undo before handing over");
                    t.take_tablet(next);
                    assert!(!t.can_undo(), "undo after the handover");
                    assert!(!t.undo());
                }
                _ => {}
            }
        } else {
            // Refused: the move revealed a secret, or it ended the game.
            assert!(
                revealed || t.screen() == Screen::Over,
                "seed {seed}: undo refused after a move that revealed nothing"
            );
            refused_after_reveal += 1;
            let after = t.save();
            assert!(!t.undo());
            assert_eq!(t.save(), after);
        }
    }
    assert!(undone >= 20, "undo was possible {undone} times");
    assert!(refused_after_reveal >= 1, "no move that revealed was met");
}

#[test]
fn a_move_that_deals_or_reveals_cannot_be_undone() {
    // Simultaneous bids: the last bid reveals them all.
    let config = Config { bid_mode: BidMode::Simultaneous, ..Config::default() };
    let mut t = table(&[H, H, H], config, 4);
    let mut rng = rng_from_seed(4);
    let mut checked = 0;
    while t.screen() != Screen::Over && checked < 5 {
        if let Screen::Turn(s) = t.screen() {
            let view = t.view(Viewer::Seat(s));
            let last_bid = matches!(view.phase, tablee::games::sorciers::Phase::Bidding { .. })
                && view.bids.iter().filter(|b| matches!(b, tablee::games::sorciers::BidView::Waiting)).count() == 1;
            let cards_left = view.hand.as_ref().map_or(0, |h| h.len());
            let last_card_of_round =
                view.phase == tablee::games::sorciers::Phase::Playing && cards_left == 1 && view.trick.len() + 1 == 3;
            t.play(s, view.legal[0]).unwrap();
            if last_bid || last_card_of_round {
                assert!(!t.can_undo(), "a revealing move was undoable");
                checked += 1;
            }
        } else {
            step(&mut t, &mut rng);
        }
    }
    assert_eq!(checked, 5);
}

#[test]
fn saves_resume_exactly_curtain_included() {
    for seed in 0..30u64 {
        let kinds = [[H, E, S, H], [H, E, E, E], [E, E, E, E]][seed as usize % 3];
        let config = Config { bid_mode: [BidMode::Open, BidMode::Hidden][seed as usize % 2], ..Config::default() };
        let mut t = table(&kinds, config, seed);
        let mut rng = rng_from_seed(seed ^ 77);
        let stop = below(&mut rng, 200);
        for _ in 0..stop {
            if !step(&mut t, &mut rng) {
                break;
            }
        }
        let text = t.save();
        let back = T::from_save(text.as_bytes()).expect("own save reads back");
        assert_eq!(back.save(), text);
        assert_eq!(back.screen(), t.screen());
        assert_eq!(back.holder(), t.holder());
        assert_eq!(back.can_undo(), t.can_undo());
        for v in [Viewer::Table, Viewer::Seat(Seat(0)), Viewer::Seat(Seat(3))] {
            assert_eq!(back.view(v), t.view(v));
            assert!(back.log(v).eq(t.log(v)));
        }
        // Both go on identically, computers included.
        let (mut a, mut b) = (t, back);
        let (mut ra, mut rb) = (rng_from_seed(seed), rng_from_seed(seed));
        for _ in 0..60 {
            let (x, y) = (step(&mut a, &mut ra), step(&mut b, &mut rb));
            assert_eq!(x, y);
        }
        assert_eq!(a.save(), b.save());
    }
}

#[test]
fn bad_saves_are_refused_with_a_reason() {
    let t = table(&[H, E, E], Config::default(), 5);
    let good = t.save();
    // A computer seat cannot hold the tablet.
    let bad_holder = good.replace("\"holder\":0", "\"holder\":1");
    assert_ne!(bad_holder, good);
    assert!(T::from_save(bad_holder.as_bytes()).is_err());
    // Seats must match the player count.
    let two_seats = good.replace(r#",{"name":"P2","kind":"easy"}"#, "");
    assert_ne!(two_seats, good);
    assert!(T::from_save(two_seats.as_bytes()).is_err());
    // No seats at all.
    let no_seats = good.replace("\"seats\"", "\"chairs\"");
    assert!(T::from_save(no_seats.as_bytes()).is_err());
    for junk in ["", "{}", "null", "[1,2]", "\u{0}", "{\"format\":1}"] {
        assert!(T::from_save(junk.as_bytes()).is_err());
    }
}

#[test]
fn a_search_run_in_slices_decides_exactly_as_in_one_go() {
    use tablee::engine::Bot;
    use tablee::games::sorciers::bot::SearchBot;
    let mut sliced_decisions = 0;
    for seed in 0..24u64 {
        let mut t = table(&[S, S, S, S], Config::default(), seed);
        let mut rng = rng_from_seed(seed);
        for _ in 0..below(&mut rng, 40) {
            step(&mut t, &mut rng);
        }
        let Screen::Computer(s) = t.screen() else { continue };
        let view = t.view(Viewer::Seat(s));
        let (mut whole_rng, mut sliced_rng) = (rng_from_seed(seed), rng_from_seed(seed));
        let whole = SearchBot::default().choose(&view, &mut whole_rng);
        let sliced = match SearchBot::default().begin(&view) {
            tablee::engine::Decision::Ready(mv) => mv,
            tablee::engine::Decision::Thinking(mut job) => {
                let mut slices = 0;
                loop {
                    slices += 1;
                    if let Some(mv) = job.run_plays(&mut sliced_rng, 3_000) {
                        break Some(mv);
                    }
                    assert!(job.samples_left() > 0);
                }
                .inspect(|_| sliced_decisions += usize::from(slices > 1))
            }
        };
        assert_eq!(sliced, whole, "seed {seed}");
        assert_eq!(below(&mut whole_rng, 1 << 30), below(&mut sliced_rng, 1 << 30), "same draws, seed {seed}");
    }
    assert!(sliced_decisions >= 8, "decisions really split: {sliced_decisions}");
}

#[test]
fn computer_seats_think_in_slices_and_replay_identically() {
    let mut a = table(&[S, E, S], Config::default(), 3);
    let mut b = table(&[S, E, S], Config::default(), 3);
    let mut thinking = 0;
    for _ in 0..200 {
        match a.think() {
            tablee::engine::Step::Thinking => thinking += 1,
            tablee::engine::Step::Played(_) => {}
            tablee::engine::Step::Idle => break,
        }
    }
    while a.moves_made() > b.moves_made() {
        b.step_computer().unwrap();
    }
    assert!(thinking > 0, "the search yields between slices");
    assert_eq!(a.save(), b.save());
}

/// Every way back into a game puts the tablet down: with two humans, the
/// next secret comes after a curtain; alone against computers, nothing
/// changes (no curtain ever). The save says who holds it.
#[test]
fn a_tablet_put_down_brings_a_curtain_before_the_next_secret() {
    let mut rng = rng_from_seed(3);
    let mut t = table(&[SeatKind::Human, SeatKind::Human, SeatKind::Easy], Config::with_players(3), 8);
    // Play until a human holds the tablet on their own turn.
    while !matches!(t.screen(), Screen::Turn(_)) {
        assert!(step(&mut t, &mut rng));
    }
    let Screen::Turn(me) = t.screen() else { unreachable!() };
    assert_eq!(t.viewer(), Viewer::Seat(me));
    assert!(t.put_down(), "the tablet was in someone's hands");
    assert_eq!(t.screen(), Screen::Curtain(me), "nobody known to hold it: a curtain");
    assert_eq!(t.viewer(), Viewer::Table, "nothing but the table's view meanwhile");
    assert!(!t.can_undo(), "no undo through a tablet put down");
    assert!(!t.put_down(), "already down");
    // The save keeps it down.
    let back = T::from_save(t.save().as_bytes()).unwrap();
    assert_eq!(back.screen(), Screen::Curtain(me));
    assert!(t.take_tablet(me));
    assert_eq!(t.screen(), Screen::Turn(me));
    // Alone against computers: no curtain, ever.
    let mut solo = table(&[SeatKind::Human, SeatKind::Easy, SeatKind::Easy], Config::with_players(3), 8);
    while !matches!(solo.screen(), Screen::Turn(_)) {
        assert!(step(&mut solo, &mut rng));
    }
    assert!(!solo.put_down());
    assert_eq!(solo.screen(), Screen::Turn(Seat(0)));
}

/// A hint is counted once per position, for the seat it was asked for (the
/// end screen says how many each player took); asked again in the same
/// position it is the same hint, not counted twice.
#[test]
fn a_hint_is_counted_once_per_position_for_its_seat() {
    let mut t = table(&[H, H, H], Config::default(), 5);
    let mut rng = rng_from_seed(5);
    let mut asked = [0u32; 3];
    for _ in 0..12 {
        if let Screen::Turn(s) = t.screen() {
            let first = t.hint().expect("a hint for the seat to act");
            assert_eq!(t.hint(), Some(first), "the same hint in the same position");
            asked[s.index()] += 1;
            assert_eq!(t.hints(), &asked, "counted once, for {s}");
        }
        step(&mut t, &mut rng);
    }
    assert!(asked.iter().sum::<u32>() >= 4, "hints asked at several turns: {asked:?}");
    let back = T::from_save(t.save().as_bytes()).expect("its own save");
    assert_eq!(back.hints(), &asked, "the count is saved");
}

/// The hint is the strong computer's choice for the seat to act, decided
/// from that seat's view alone and seeded by the position (the same hint
/// every time); somewhere in a game it differs from the easy computer's.
#[test]
fn a_hint_is_the_strong_computers_choice_from_the_seats_view() {
    let seed = 8;
    let mut t = table(&[H, H, H], Config::default(), seed);
    let mut rng = rng_from_seed(seed);
    let mut differs = 0;
    for _ in 0..200 {
        if let Screen::Turn(s) = t.screen() {
            let view = t.view(Viewer::Seat(s));
            let at = t.moves_made() as u64;
            let strong = Sorciers::bot_move(&view, S, &mut rng_from_seed(derive_seed(seed, at)));
            let easy = Sorciers::bot_move(&view, E, &mut rng_from_seed(derive_seed(seed, at)));
            assert_eq!(t.hint(), strong, "the strong computer's choice at move {at}");
            differs += usize::from(strong != easy);
        }
        if !step(&mut t, &mut rng) {
            break;
        }
    }
    assert!(differs > 0, "the strong and the easy computers never differed: the check would not see the difference");
}
