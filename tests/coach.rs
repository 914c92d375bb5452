//! Every game's guided first game ("Learn to play"), natively: its script,
//! followed as a learner who does only what the coach says (its "Next",
//! the control it points at, else the first move offered), reaches the
//! closing summary in every language, every step's words present and every
//! element it points at found on the table; and every section of the
//! game's in-app rules is met by a step or named in the summary.

use tablee::catalogue::catalogue;
use tablee::i18n::Lang;
use tablee::scene::coach::learner::follow;
use tablee::scene::GameUi;

fn names() -> Vec<String> {
    ["Ana", "Bob", "Cléo", "Dani", "Eli", "Flo"].map(String::from).to_vec()
}

#[test]
fn every_guided_game_runs_to_its_summary_in_every_language() {
    for game in catalogue() {
        let listed = tablee::catalogue::listed(game.id).unwrap();
        if (game.learn)(names()).is_none() {
            assert!(!listed.coached, "{}: listed as coached, no coach", game.id);
            continue;
        }
        assert!(listed.coached, "{}: a coach the home does not offer", game.id);
        let mut first = None;
        for lang in Lang::ALL {
            let run = follow((game.learn)(names()).unwrap().as_mut(), lang, 20_000)
                .unwrap_or_else(|| panic!("{} {lang:?}: no summary", game.id));
            assert_eq!(run.faults, Vec::<String>::new(), "{} {lang:?}", game.id);
            assert!(run.summary.len() > 20, "{}: the summary says something", game.id);
            // The same path in every language: the words change, not the game.
            match first {
                None => first = Some((run.said.len(), run.moves)),
                Some(f) => assert_eq!(f, (run.said.len(), run.moves), "{} {lang:?}", game.id),
            }
            let steps = (game.learn)(names()).unwrap().coaching().map(|c| c.1).unwrap();
            assert_eq!(run.said.len(), steps, "{} {lang:?}: every step said, before its summary", game.id);
            println!("{} {lang:?}: {} steps said, summary after {} moves", game.id, run.said.len(), run.moves);
        }
    }
}

fn covers<G: GameUi>() {
    let Some(script) = G::coach() else { return };
    let (id, texts) = (G::ID, G::texts());
    let n = texts.rules(Lang::En).expect("rules").len();
    for lang in Lang::ALL {
        assert_eq!(texts.rules(lang).unwrap().len(), n, "{id} {lang:?}: the rules have the same sections");
    }
    let mut met = vec![false; n];
    for step in script.steps {
        for &i in step.teaches {
            assert!(i < n, "{id}: section {i} of {n}");
            met[i] = true;
        }
    }
    for &i in script.unseen {
        assert!(i < n, "{id}: section {i} of {n}");
        assert!(!met[i], "{id}: section {i} is both met and named as not seen");
        met[i] = true;
    }
    let rules = texts.rules(Lang::En).unwrap();
    let missing: Vec<&str> = (0..n).filter(|i| !met[*i]).map(|i| rules[i].title.as_str()).collect();
    assert!(missing.is_empty(), "{id}: rules sections neither met nor named: {missing:?}");
}

/// The coach at a position: the step it shows (its place in the script),
/// its words, the learner's moves it allows, and whether the computers
/// wait for it.
fn coach_output<G: GameUi>(
    coach: &tablee::scene::coach::Coach<G>,
    table: &tablee::engine::Table<G>,
    lang: Lang,
) -> (Option<usize>, String, Vec<G::Move>, bool) {
    use tablee::engine::Viewer;
    use tablee::scene::coach::LEARNER;
    let steps = coach.script.steps;
    let shown = coach.shown(table);
    let words = shown.map(|s| s.say(&table.view(Viewer::Seat(LEARNER)), lang)).unwrap_or_default();
    let index = shown.and_then(|s| steps.iter().position(|t| std::ptr::eq(t, s)));
    (index, words, coach.allowed(table, table.legal()), coach.holds(table))
}

/// The coach reads only what the learner may know: at every position of a
/// guided game, the same game with everything the learner cannot see dealt
/// anew (the computers' hands, the deck, their private lines of the log)
/// gets the same step, the same words, the same moves allowed.
fn coach_reads_only_the_learner<G: GameUi>() {
    use tablee::engine::{rng_from_seed, SeatKind, SeatSetup, Table, Viewer};
    use tablee::scene::coach::{Coach, Expect, LEARNER};
    let Some(script) = G::coach() else { return };
    let seats: Vec<SeatSetup> = (0..script.players as usize)
        .map(|i| SeatSetup { name: names()[i].clone(), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
        .collect();
    let config = G::config_for(script.players, &[]);
    let mut table = Table::<G>::new(config.clone(), script.seed, seats.clone()).unwrap();
    let mut coach = Coach::new(script, 0, 0);
    let mut rng = rng_from_seed(0xC0AC);
    let (mut checked, mut differ) = (0, 0);
    for _ in 0..5_000 {
        if coach.finished(&table) {
            break;
        }
        if coach.shown(&table).is_some() || table.actor() == Some(LEARNER) {
            let real = coach_output(&coach, &table, Lang::En);
            // The real state, then the learner's unseen part dealt anew.
            let (mut state, _) = table.record().first_state().unwrap();
            for mv in &table.record().moves {
                let seat = G::to_act(&state).unwrap();
                G::apply(&mut state, seat, mv.clone()).unwrap();
            }
            let log: Vec<_> = table.log(Viewer::Seat(LEARNER)).cloned().collect();
            for _ in 0..3 {
                let twin_state = G::resample_secrets(&state, LEARNER, &mut rng);
                // (Pfeffersäcke hides no hand: only the draws to come differ.)
                if twin_state != state {
                    differ += 1;
                }
                let twin = Table::observed(config.clone(), twin_state, seats.clone(), table.moves_made(), log.clone())
                    .unwrap();
                assert_eq!(real, coach_output(&coach, &twin, Lang::En), "{}: at move {}", G::ID, table.moves_made());
            }
            checked += 1;
        }
        match coach.shown(&table).map(|s| &s.expect) {
            Some(Expect::Next) => {
                coach.next(&table);
            }
            Some(_) => {
                let mv = coach.allowed(&table, table.legal()).remove(0);
                let before = table.moves_made();
                table.play(LEARNER, mv).unwrap();
                coach.played(before);
            }
            None if table.actor() == Some(LEARNER) => {
                let mv = table.legal().remove(0);
                table.play(LEARNER, mv).unwrap();
            }
            None => {
                table.step_computer().expect("a computer to play");
            }
        }
    }
    assert!(coach.finished(&table), "{}: the guided game ends", G::ID);
    // The test saw positions where what the learner cannot see really differed.
    // (A game that hides nothing from the learner, Pfeffersäcke, re-deals
    // the very same state: nothing to tell apart there.)
    assert!(checked > 10, "{}: {checked} positions", G::ID);
    assert!(differ == 0 || differ > checked, "{}: {checked} positions, {differ} re-deals that differ", G::ID);
    println!("{}: {checked} positions, {differ} re-deals that changed what the learner cannot see", G::ID);
}

/// Its own deal shows what a script asks of it (its `shows`, which the
/// search for the deal keeps to): the learner, doing what the coach says,
/// sees each before the summary.
fn the_deal_shows_what_the_script_asks<G: GameUi>() {
    use tablee::engine::{SeatKind, SeatSetup, Table, Viewer};
    use tablee::scene::coach::LEARNER;
    use tablee::scene::{AnyTable, Live};
    let Some(script) = G::coach() else { return };
    let seats: Vec<SeatSetup> = (0..script.players as usize)
        .map(|i| SeatSetup { name: names()[i].clone(), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
        .collect();
    let table = Table::<G>::new(G::config_for(script.players, &[]), script.seed, seats).unwrap();
    let mut live = Live::new(table);
    assert!(live.learn(0, 0), "{}: a coach", G::ID);
    follow(&mut live, Lang::En, 20_000).unwrap_or_else(|| panic!("{}: no summary", G::ID));
    let log: Vec<&G::Event> = live.table.log(Viewer::Seat(LEARNER)).map(|e| &e.logged.event).collect();
    for (i, shows) in script.shows.iter().enumerate() {
        assert!(shows(&log), "{}: the deal (seed {}) does not show the script's `shows` {i}", G::ID, script.seed);
    }
}

/// The checks made of every game's script, one test each.
macro_rules! per_game {
    ($($id:ident : $game:path),* $(,)?) => {
        #[test]
        fn every_rules_section_is_met_by_a_step_or_named_in_the_summary() {
            $(covers::<$game>();)*
        }

        #[test]
        fn the_coach_reads_only_what_the_learner_may_know() {
            $(coach_reads_only_the_learner::<$game>();)*
        }

        #[test]
        fn every_deal_shows_what_its_script_asks() {
            $(the_deal_shows_what_the_script_asks::<$game>();)*
        }
    };
}
tablee::for_each_game!(per_game);

/// The commands of the moves the table offers (enabled), in order.
fn moves_offered(nodes: &[tablee::scene::Node]) -> Vec<u32> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter()
        .filter(|e| e.get("data-move").is_some() && e.get("aria-disabled") != Some("true"))
        .filter_map(|e| e.get("data-cmd")?.parse().ok())
        .collect()
}

/// "Keep playing" after the summary: the same game goes on, with the
/// strong computer's hint on the table at each of the learner's turns,
/// without asking (and no hint before it, in the guided part's place).
#[test]
fn keep_playing_goes_on_with_a_hint_at_each_turn() {
    use tablee::engine::Step;
    use tablee::scene::dom::find_all;
    use tablee::scene::{Chrome, Node};
    fn command(nodes: &[Node], testid: &str) -> Option<u32> {
        find_all(nodes, "data-testid", testid).first().and_then(|e| e.get("data-cmd")?.parse().ok())
    }
    for game in catalogue() {
        let Some(mut table) = (game.learn)(names()) else { continue };
        follow(table.as_mut(), Lang::En, 20_000).expect("the summary");
        let chrome = Chrome::plain(Lang::En);
        let nodes = table.render(chrome);
        assert!(find_all(&nodes, "data-testid", "hint").is_empty(), "{}: no hint at the summary", game.id);
        table.command(command(&nodes, "coach-keep").expect("Keep playing"));
        assert_eq!(table.coaching(), None, "{}: the coaching ends", game.id);
        let mut hinted = 0;
        for _ in 0..400 {
            let nodes = table.render(chrome);
            if table.is_over() || hinted >= 3 {
                break;
            }
            let moves = moves_offered(&nodes);
            if moves.is_empty() {
                if table.think() == Step::Idle {
                    // A move made in parts: the hint picked them; its move is offered.
                    panic!("{}: nothing to play and no computer thinking", game.id);
                }
                continue;
            }
            let hint = find_all(&nodes, "data-testid", "hint");
            assert_eq!(hint.len(), 1, "{}: a hint shown at the learner's turn, unasked", game.id);
            hinted += 1;
            table.command(moves[0]);
        }
        assert!(hinted >= 3 || table.is_over(), "{}: {hinted} turns with a hint", game.id);
    }
}

/// While a step waits for "Next" on a computer's turn, the computers wait
/// too, and the status says so (not "Bob is thinking…" of a Bob who is not).
#[test]
fn the_status_says_the_game_waits_for_the_coach() {
    use tablee::catalogue::catalogue;
    use tablee::scene::dom::find_all;
    use tablee::scene::{Chrome, Node};
    let mut met = 0;
    for game in catalogue() {
        let Some(mut table) = (game.learn)(names()) else { continue };
        let chrome = Chrome::plain(Lang::En);
        for _ in 0..2_000 {
            let nodes = table.render(chrome);
            if !find_all(&nodes, "data-testid", "coach-summary").is_empty() {
                break;
            }
            let status = find_all(&nodes, "id", "table-status")
                .first()
                .map(|s| Node::El(Box::new((*s).clone())).readable())
                .unwrap_or_default();
            let computer = matches!(table.screen(), tablee::engine::Screen::Computer(_));
            let says = status.contains("waits while you read the coach");
            assert_eq!(says, computer && table.coach_holds(), "{}: {status}", game.id);
            met += usize::from(says);
            let next =
                find_all(&nodes, "data-testid", "coach-next").first().and_then(|e| e.get("data-cmd")?.parse().ok());
            let target = find_all(&nodes, "data-coach-target", "")
                .into_iter()
                .find(|e| e.get("data-move").is_some())
                .and_then(|e| e.get("data-cmd")?.parse().ok());
            let any = moves_offered(&nodes).first().copied();
            match next.or(target).or(any) {
                Some(cmd) => {
                    table.command(cmd);
                }
                None => {
                    if table.think() == tablee::engine::Step::Idle {
                        break;
                    }
                }
            }
        }
    }
    assert!(met > 0, "some step holds the computers on their turn");
    println!("{met} screens where the coach holds a computer's turn");
}
