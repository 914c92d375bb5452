//! Every game's table, clicked through natively: random humans tap the
//! controls the table offers (moves and steps of a choice), curtains are
//! lifted, computers think, until the end screen. Every offered move must be
//! accepted, every refused control must say why, and the end screen must rank
//! every seat.

use tablee::catalogue::catalogue;
use tablee::engine::{Screen, SeatKind, SeatSetup, Step};
use tablee::i18n::Lang;
use tablee::scene::{dom::find_all, AnyTable, Chrome, Done, Node, Pace};

fn controls(nodes: &[Node], attr: &str) -> Vec<(u32, bool)> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter()
        .filter(|e| e.get(attr).is_some())
        .filter_map(|e| Some((e.get("data-cmd")?.parse().ok()?, e.get("aria-disabled") == Some("true"))))
        .collect()
}

/// The commands of the enabled controls carrying `attr`.
fn enabled(nodes: &[Node], attr: &str) -> Vec<u32> {
    controls(nodes, attr).into_iter().filter(|c| !c.1).map(|c| c.0).collect()
}

/// Taps one of the moves `nodes` offer, at random; false when there is none.
fn tap_a_move(table: &mut Box<dyn AnyTable>, nodes: &[Node], rng: &mut Lcg) -> bool {
    let moves = enabled(nodes, "data-move");
    if moves.is_empty() {
        return false;
    }
    table.command(moves[rng.below(moves.len())]);
    true
}

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn play_through(table: &mut Box<dyn AnyTable>, lang: Lang, rng: &mut Lcg, max_taps: usize) {
    let chrome = Chrome::plain(lang);
    let mut taps = 0;
    let mut drafts_in_a_row = 0;
    while !table.is_over() {
        assert!(taps < max_taps, "{}: no end after {taps} taps", table.id());
        match table.screen() {
            Screen::Curtain(s) => assert!(table.take_tablet(s)),
            Screen::Computer(_) => while table.think() == Step::Thinking {},
            Screen::Turn(_) | Screen::Public(_) => {
                taps += 1;
                let nodes = table.render(chrome);
                let moves = enabled(&nodes, "data-move");
                let drafts = enabled(&nodes, "data-draft");
                // Mostly moves; sometimes a step of a choice first (up to a few in a row).
                let use_draft = !drafts.is_empty() && (moves.is_empty() || (drafts_in_a_row < 4 && rng.below(3) == 0));
                if use_draft {
                    drafts_in_a_row += 1;
                    let cmd = drafts[rng.below(drafts.len())];
                    assert_eq!(table.command(cmd), Done::Drafted, "{}: a draft control", table.id());
                    continue;
                }
                drafts_in_a_row = 0;
                assert!(
                    !moves.is_empty(),
                    "{}: the human to act is offered no move (moves {})",
                    table.id(),
                    table.moves_made()
                );
                let before = table.moves_made();
                let cmd = moves[rng.below(moves.len())];
                assert_eq!(table.command(cmd), Done::Played, "{}: an offered move is accepted", table.id());
                assert_eq!(table.moves_made(), before + 1);
                // A refused control says why and changes nothing.
                let nodes = table.render(chrome);
                let refused: Vec<u32> = controls(&nodes, "data-cmd").into_iter().filter(|c| c.1).map(|c| c.0).collect();
                if let Some(&cmd) = refused.first() {
                    let save = table.save();
                    match table.command(cmd) {
                        Done::Say(why) => assert!(!why.is_empty()),
                        other => panic!("{}: a refused control did {other:?}", table.id()),
                    }
                    assert_eq!(table.save(), save);
                }
            }
            Screen::Over => break,
        }
        table.audit().unwrap_or_else(|e| panic!("{}: {e}", table.id()));
    }
    let nodes = table.render(chrome);
    let n = table.seat_names().len();
    assert_eq!(find_all(&nodes, "data-testid", "rank-row").len(), n, "{}: the end screen ranks every seat", table.id());
    assert_eq!(find_all(&nodes, "data-testid", "play-again").len(), 1);
}

#[test]
fn every_table_plays_to_the_end_through_its_controls() {
    for game in catalogue() {
        let (min, max) = game.players;
        for players in min..=max {
            for (round, lang) in [Lang::Fr, Lang::En].into_iter().enumerate() {
                // Humans and computers mixed; two humans at least (curtains).
                let seats: Vec<SeatSetup> = (0..players)
                    .map(|i| SeatSetup {
                        name: format!("P{i}"),
                        kind: if i < 2 || (i + round as u8).is_multiple_of(3) {
                            SeatKind::Human
                        } else {
                            SeatKind::Easy
                        },
                    })
                    .collect();
                let seed = 1000 + u64::from(players) * 10 + round as u64;
                let mut table = (game.start)(seats, &[], seed).unwrap_or_else(|e| panic!("{}: {e}", game.id));
                let mut rng = Lcg(seed);
                play_through(&mut table, lang, &mut rng, 20_000);
            }
        }
    }
}

#[test]
fn every_table_resumes_from_its_save_identically() {
    let chrome = Chrome::plain(Lang::Fr);
    for game in catalogue() {
        let seats: Vec<SeatSetup> = (0..game.players.0)
            .map(|i| SeatSetup { name: format!("P{i}"), kind: if i < 2 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let mut table = (game.start)(seats, &[], 77).unwrap();
        let mut rng = Lcg(5);
        for _ in 0..40 {
            match table.screen() {
                Screen::Curtain(s) => {
                    table.take_tablet(s);
                }
                Screen::Computer(_) => while table.think() == Step::Thinking {},
                Screen::Turn(_) | Screen::Public(_) => {
                    let nodes = table.render(chrome);
                    if !tap_a_move(&mut table, &nodes, &mut rng) {
                        break;
                    }
                }
                Screen::Over => break,
            }
            let mut back = (game.load)(table.save().as_bytes()).unwrap();
            assert_eq!(back.screen(), table.screen(), "{}", game.id);
            assert_eq!(back.render(chrome), table.render(chrome), "{}: the same table after a reload", game.id);
        }
    }
}

/// A public prompt (Barracuda's Last order) is answered on the public table:
/// no curtain, and nobody's secret in what is drawn.
#[test]
fn public_prompts_show_no_secret() {
    let chrome = Chrome::plain(Lang::En);
    let mut seen = 0;
    for seed in 0..40u64 {
        let Some(game) = tablee::catalogue::find("barracuda") else { return };
        let seats: Vec<SeatSetup> =
            (0..3).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Human }).collect();
        let mut table = (game.start)(seats, &[], seed).unwrap();
        let mut rng = Lcg(seed + 1);
        for _ in 0..400 {
            match table.screen() {
                Screen::Over => break,
                Screen::Curtain(s) => {
                    table.take_tablet(s);
                }
                Screen::Computer(_) => while table.think() == Step::Thinking {},
                screen @ (Screen::Turn(_) | Screen::Public(_)) => {
                    let nodes = table.render(chrome);
                    if matches!(screen, Screen::Public(_)) {
                        seen += 1;
                        let html = nodes[0].to_html();
                        assert!(!html.contains("data-testid=\"wallet\""), "a wallet on a public prompt");
                        assert!(!html.contains("class=\"secret"), "a secret on a public prompt");
                        assert!(html.contains("data-testid=\"call-last-order\""));
                    }
                    if !tap_a_move(&mut table, &nodes, &mut rng) {
                        break;
                    }
                }
            }
        }
    }
    assert!(seen > 10, "public prompts met: {seen}");
}

/// Barracuda's closed bars, in a render: (slot, has the room of an action
/// block, has an "Open this bar" button).
fn closed_bars(nodes: &[Node]) -> Vec<(String, bool, bool)> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.into_iter()
        .filter(|e| e.tag == "li" && e.get("class").is_some_and(|c| c.split(' ').any(|k| k == "closed")))
        .map(|e| {
            let blocks: Vec<&tablee::scene::dom::El> = e
                .children
                .iter()
                .filter_map(Node::as_el)
                .filter(|c| c.get("class").is_some_and(|k| k.split(' ').any(|k| k == "slot-actions")))
                .collect();
            for b in &blocks {
                if b.get("class").is_some_and(|k| k.contains("reserve")) {
                    assert!(
                        b.children.is_empty() && b.get("aria-hidden") == Some("true"),
                        "a reserve is empty and hidden"
                    );
                }
            }
            let open = !find_all(&e.children, "data-action", "open").is_empty();
            (e.get("data-slot").unwrap_or_default().to_string(), !blocks.is_empty(), open)
        })
        .collect()
}

/// Barracuda: while a computer plays its action, every closed bar keeps the
/// room of the "Open this bar" button the player gets on his turn (an empty,
/// hidden block), so the bars do not move when the turn comes back.
#[test]
fn barracuda_closed_bars_keep_the_room_of_their_button() {
    let chrome = Chrome::plain(Lang::En);
    let game = tablee::catalogue::find("barracuda").expect("barracuda");
    let mut compared = 0;
    for seed in 0..20u64 {
        let seats: Vec<SeatSetup> = (0..3)
            .map(|i| SeatSetup { name: format!("P{i}"), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let mut table = (game.start)(seats, &[], seed).unwrap();
        let mut rng = Lcg(seed + 3);
        for _ in 0..300 {
            match table.screen() {
                Screen::Over => break,
                Screen::Curtain(s) => {
                    table.take_tablet(s);
                }
                Screen::Computer(_) => {
                    let before = closed_bars(&table.render(chrome));
                    while table.think() == Step::Thinking {}
                    if !matches!(table.screen(), Screen::Turn(_)) || !before.iter().any(|b| b.1) {
                        continue;
                    }
                    for (slot, _, open) in closed_bars(&table.render(chrome)) {
                        if let (true, Some(b)) = (open, before.iter().find(|b| b.0 == slot)) {
                            compared += 1;
                            assert!(b.1, "seed {seed}: bar {slot} had no room for its button before the player's turn");
                        }
                    }
                }
                Screen::Turn(_) | Screen::Public(_) => {
                    let nodes = table.render(chrome);
                    if !tap_a_move(&mut table, &nodes, &mut rng) {
                        break;
                    }
                }
            }
        }
    }
    assert!(compared > 20, "closed bars compared: {compared}");
}

/// Taps a move the table offers, or when none is offered yet a step of a
/// choice (notes into a stack…); false when there is neither.
fn tap_move_or_draft(table: &mut Box<dyn AnyTable>, nodes: &[Node], rng: &mut Lcg) -> bool {
    let drafts = enabled(nodes, "data-draft");
    if enabled(nodes, "data-move").is_empty() || (!drafts.is_empty() && rng.below(3) == 0) {
        if drafts.is_empty() {
            return false;
        }
        table.command(drafts[rng.below(drafts.len())]);
        return true;
    }
    tap_a_move(table, nodes, rng)
}

/// After a public prompt the whole table has been looking at, the next
/// screen that shows a secret comes behind a curtain, even for the human who
/// answered last (issue: Ana's wallet shown right after "Last order?").
/// Every game with public prompts, all seats human, then humans and computers.
#[test]
fn after_a_public_prompt_a_secret_comes_only_behind_a_curtain() {
    let chrome = Chrome::plain(Lang::En);
    let mut answered_then_own_turn = 0;
    for game in catalogue() {
        for (mix, seed) in [(0usize, 1u64), (1, 2), (0, 3), (1, 4), (0, 5), (1, 6)] {
            let kinds = [SeatKind::Human, SeatKind::Human, if mix == 0 { SeatKind::Human } else { SeatKind::Easy }];
            let seats: Vec<SeatSetup> =
                kinds.iter().enumerate().map(|(i, &kind)| SeatSetup { name: format!("P{i}"), kind }).collect();
            let Ok(mut table) = (game.start)(seats, &[], seed) else { continue };
            let mut rng = Lcg(seed * 7 + 1);
            // Who answered the last public prompt, while no curtain has been lifted since.
            let mut answered: Option<tablee::engine::Seat> = None;
            for _ in 0..1500 {
                match table.screen() {
                    Screen::Over => break,
                    Screen::Curtain(s) => {
                        answered = None;
                        assert!(table.take_tablet(s));
                    }
                    Screen::Computer(_) => {
                        let nodes = table.render(chrome);
                        if answered.is_some() {
                            assert_eq!(
                                nodes[0].as_el().and_then(|e| e.get("data-viewer")),
                                Some("table"),
                                "{} seed {seed}: a computer's turn after a public prompt shows a seat's view",
                                game.id
                            );
                        }
                        while table.think() == Step::Thinking {}
                    }
                    screen @ (Screen::Turn(_) | Screen::Public(_)) => {
                        if let (Screen::Turn(s), Some(a)) = (screen, answered) {
                            panic!(
                                "{} seed {seed}: {s}'s secret screen right after {a} answered a public prompt",
                                game.id
                            );
                        }
                        let nodes = table.render(chrome);
                        if let Screen::Public(s) = screen {
                            answered = Some(s);
                            // The answerer decides again right away: that is the case of the issue.
                            answered_then_own_turn += 1;
                        }
                        if !tap_move_or_draft(&mut table, &nodes, &mut rng) {
                            break;
                        }
                    }
                }
            }
        }
    }
    assert!(answered_then_own_turn > 20, "public prompts answered: {answered_then_own_turn}");
}

/// What the rules make public is shown on the table for everyone (a banner),
/// from the move that made it until the next human acts: a refused offer
/// turned face up, stakes revealed, a majority scored…
#[test]
fn public_moments_stay_on_the_table_until_a_human_acts() {
    let chrome = Chrome::plain(Lang::En);
    for game in catalogue() {
        let mut shown = 0;
        for seed in 0..6u64 {
            let seats: Vec<SeatSetup> = (0..3)
                .map(|i| SeatSetup {
                    name: format!("P{i}"),
                    kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy },
                })
                .collect();
            let mut table = (game.start)(seats, &[], seed).unwrap();
            let mut rng = Lcg(seed + 11);
            // The moments of the computers' moves since the human last acted.
            let mut expected = 0usize;
            for _ in 0..3000 {
                let banner = |t: &mut Box<dyn AnyTable>| {
                    let nodes = t.render(chrome);
                    let mut all = Vec::new();
                    nodes[0].walk(&mut all);
                    let banner = all
                        .iter()
                        .find(|e| e.get("data-testid") == Some("moments"))
                        .map(|b| Node::from((*b).clone()).to_html());
                    banner.expect("the banner's live region is always there")
                };
                match table.screen() {
                    Screen::Over => break,
                    Screen::Curtain(s) => assert!(table.take_tablet(s)),
                    Screen::Computer(_) => {
                        while table.think() == Step::Thinking {}
                        if table.is_over() {
                            assert!(table.moments(Lang::En).is_empty(), "{}: moments on the end screen", game.id);
                            break;
                        }
                        let lines = table.moments(Lang::En);
                        if table.last_move_spotlit() {
                            expected += 1;
                            assert!(!lines.is_empty(), "{} seed {seed}: a public moment with no line", game.id);
                            let html = banner(&mut table);
                            let last = lines.last().unwrap();
                            assert!(html.contains(&escape(last)), "{}: the banner lacks {last:?}: {html}", game.id);
                            shown += 1;
                        }
                        assert_eq!(lines.is_empty(), expected == 0, "{} seed {seed}: moments kept", game.id);
                    }
                    Screen::Turn(_) | Screen::Public(_) => {
                        let nodes = table.render(chrome);
                        let before = table.moves_made();
                        if !tap_move_or_draft(&mut table, &nodes, &mut rng) {
                            break;
                        }
                        if table.is_over() {
                            assert!(table.moments(Lang::En).is_empty(), "{}: moments on the end screen", game.id);
                            break;
                        }
                        if table.moves_made() > before {
                            // The human acted: earlier moments are gone, only
                            // what this very move made public is shown.
                            expected = usize::from(table.last_move_spotlit());
                            assert_eq!(table.moments(Lang::En).is_empty(), expected == 0, "{}", game.id);
                            if expected == 0 {
                                assert!(
                                    !banner(&mut table).contains("class=\"moment\""),
                                    "{}: a stale moment",
                                    game.id
                                );
                            }
                        }
                    }
                }
            }
        }
        assert!(shown > 0, "{}: no public moment met in six games", game.id);
    }
}

/// After a public moment, a computer waits long enough for the table to
/// read it (at least 2 s at normal pace), never less than its usual pause.
#[test]
fn a_computer_waits_after_a_public_moment() {
    assert!(Pace::Normal.wait_ms(true) >= 2000);
    for pace in Pace::ALL {
        assert!(pace.wait_ms(true) >= pace.wait_ms(false), "{pace:?}");
        assert_eq!(pace.wait_ms(false), pace.delay_ms(), "{pace:?}");
    }
    assert!(
        Pace::Slow.wait_ms(true) > Pace::Normal.wait_ms(true) && Pace::Normal.wait_ms(true) > Pace::Fast.wait_ms(true)
    );
    assert_eq!(Pace::Instant.wait_ms(true), 0, "instant stays instant");
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A trick taken is a beat of Sorciers: the computer's next move waits long
/// enough for the table to see the whole trick before the next lead gathers
/// it (at least 1.2 s at normal pace); no other move is one.
#[test]
fn a_trick_taken_is_a_beat() {
    use tablee::engine::{Table, Viewer};
    use tablee::games::sorciers::{Config, Event, Sorciers};
    use tablee::scene::Moments;
    let seats = (0..4).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
    let mut table = Table::<Sorciers>::new(Config::with_players(4), 8, seats).unwrap();
    let (mut beats, mut tricks) = (0, 0);
    while table.screen() != Screen::Over {
        while table.think() == Step::Thinking {}
        let n = table.moves_made();
        let took =
            table.log(Viewer::Table).any(|e| e.after_moves == n && matches!(e.logged.event, Event::TrickWon { .. }));
        assert_eq!(table.last_move_beat(), took, "move {n}");
        beats += usize::from(table.last_move_beat());
        tricks += usize::from(took);
    }
    assert!(beats > 20 && beats == tricks, "{beats} beats, {tricks} tricks");
    assert!(Pace::Normal.beat_ms() >= 1200 && Pace::Normal.beat_ms() > Pace::Normal.delay_ms());
    assert!(Pace::Slow.beat_ms() > Pace::Normal.beat_ms() && Pace::Normal.beat_ms() > Pace::Fast.beat_ms());
    assert_eq!(Pace::Instant.beat_ms(), 0, "instant stays instant");
}

/// The save without its hint counts (what a hint may change).
fn without_hints(save: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(save).expect("a JSON save");
    v.as_object_mut().expect("an object").remove("hints");
    v
}

#[test]
fn a_hint_is_the_holders_own_legal_move_counted_once_and_saved() {
    let chrome = Chrome::plain(Lang::En);
    for game in catalogue() {
        let players = game.players.0.max(3).min(game.players.1);
        // Two humans (curtains), the rest computers.
        let seats: Vec<SeatSetup> = (0..players)
            .map(|i| SeatSetup { name: format!("P{i}"), kind: if i < 2 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let mut table = (game.start)(seats, &[], 77).unwrap_or_else(|e| panic!("{}: {e}", game.id));
        let mut rng = Lcg(77);
        let (mut asked, mut marked, mut composed) = (0u32, 0u32, 0u32);
        let mut counts = vec![0u32; players as usize];
        while !table.is_over() && asked < 12 {
            match table.screen() {
                Screen::Curtain(s) => {
                    // Behind a curtain no hint is offered.
                    let nodes = table.render(chrome);
                    assert!(
                        find_all(&nodes, "data-testid", "ask-hint").is_empty(),
                        "{}: a hint behind a curtain",
                        game.id
                    );
                    assert!(table.take_tablet(s));
                }
                Screen::Computer(_) => while table.think() == Step::Thinking {},
                Screen::Public(_) if game.id != "pfeffersacke" => {
                    // The whole table watches a public prompt: no hint from a seat's secrets.
                    let nodes = table.render(chrome);
                    assert!(
                        find_all(&nodes, "data-testid", "ask-hint").is_empty(),
                        "{}: a hint at a public prompt",
                        game.id
                    );
                    assert!(tap_a_move(&mut table, &nodes, &mut rng));
                }
                // Pfeffersäcke has nothing secret: every decision is public, and hinted.
                Screen::Turn(seat) | Screen::Public(seat) => {
                    let nodes = table.render(chrome);
                    let ask = find_all(&nodes, "data-testid", "ask-hint");
                    assert_eq!(ask.len(), 1, "{}: one hint button on the holder's turn", game.id);
                    let before = without_hints(&table.save());
                    let moves = table.moves_made();
                    let draft_before =
                        find_all(&nodes, "data-testid", "table")[0].get("data-draft-state").map(str::to_string);
                    assert_eq!(
                        table.command(enabled_by_testid(&nodes, "ask-hint")),
                        Done::Hinted,
                        "{}: a hint",
                        game.id
                    );
                    counts[seat.index()] += 1;
                    asked += 1;
                    // Asked twice in the same position: counted once.
                    let nodes = table.render(chrome);
                    assert_eq!(table.command(enabled_by_testid(&nodes, "ask-hint")), Done::Hinted);
                    assert_eq!(table.moves_made(), moves, "{}: a hint plays nothing", game.id);
                    assert_eq!(without_hints(&table.save()), before, "{}: a hint changes only the count", game.id);
                    let saved: serde_json::Value = serde_json::from_str(&table.save()).unwrap();
                    assert_eq!(saved["hints"][seat.index()], counts[seat.index()], "{}: the count is saved", game.id);
                    let nodes = table.render(chrome);
                    assert_eq!(find_all(&nodes, "data-testid", "hint").len(), 1, "{}: the hint in words", game.id);
                    // A control marked as the hint plays an offered move.
                    match enabled(&nodes, "data-hint").first() {
                        Some(&cmd) => {
                            marked += 1;
                            let draft_now =
                                find_all(&nodes, "data-testid", "table")[0].get("data-draft-state").map(str::to_string);
                            if draft_now != draft_before {
                                composed += 1;
                            }
                            assert!(
                                enabled(&nodes, "data-move").contains(&cmd),
                                "{}: the hint is an offered move",
                                game.id
                            );
                            assert_eq!(table.command(cmd), Done::Played, "{}: the hinted move is accepted", game.id);
                        }
                        // A move composed step by step (a stack of notes…): any offered move.
                        None => {
                            let mut nodes = nodes;
                            while !tap_a_move(&mut table, &nodes, &mut rng) {
                                let drafts = enabled(&nodes, "data-draft");
                                assert_eq!(table.command(drafts[rng.below(drafts.len())]), Done::Drafted);
                                nodes = table.render(chrome);
                            }
                        }
                    }
                    // Once played, the hint is gone.
                    let nodes = table.render(chrome);
                    assert!(find_all(&nodes, "data-testid", "hint").is_empty(), "{}: a stale hint", game.id);
                }
                Screen::Over => break,
            }
        }
        assert!(asked > 0, "{}: a hint was asked", game.id);
        // A move built step by step is composed for the hint (GameUi::draft_for).
        if matches!(game.id, "levee" | "barracuda" | "bourse") {
            assert!(composed > 0, "{}: no hint composed ({asked} asked, {marked} marked)", game.id);
        }
        // Every move of Pfeffersäcke is a button once composed (the
        // safe-conduct's two openings too): every hint outlines one.
        if game.id == "pfeffersacke" {
            assert_eq!(marked, asked, "pfeffersacke: hints outlined");
        }
        // The counts come back from the save.
        let reread = (game.load)(table.save().as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", game.id));
        let saved: serde_json::Value = serde_json::from_str(&reread.save()).unwrap();
        for (i, &n) in counts.iter().enumerate() {
            assert_eq!(
                saved["hints"][i].as_u64().unwrap_or(0),
                u64::from(n),
                "{}: seat {i}'s count after a reload",
                game.id
            );
        }
        // Where moves are single controls, or composed for it (Preums !, Barracuda, La Bourse), the hint is marked on one.
        assert!(marked > 0, "{}: no hinted control", game.id);
    }
}

fn enabled_by_testid(nodes: &[Node], testid: &str) -> u32 {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter()
        .find(|e| e.get("data-testid") == Some(testid))
        .and_then(|e| e.get("data-cmd")?.parse().ok())
        .expect("the control")
}

/// The home's tiles come from `listings()` (the browser's shell, which holds
/// no game's code); each must say what its game does, checked against the
/// game itself, not against the same constants: the players it names are
/// those its setup accepts (one fewer and one more are refused), "Learn to
/// play" is offered exactly when the game has a guided first game, its
/// texts are the game's, and its id finds it.
#[test]
fn the_listings_say_what_the_games_do() {
    let listed = tablee::catalogue::listings();
    assert_eq!(listed.len(), catalogue().len());
    let seats = |n: u8| -> Vec<SeatSetup> {
        (0..n).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect()
    };
    for l in &listed {
        let g = tablee::catalogue::find(l.id).unwrap_or_else(|| panic!("{}: no game of this id", l.id));
        let (least, most) = l.players;
        assert!(least >= 2 && least <= most, "{}: players {:?}", l.id, l.players);
        for n in least..=most {
            assert!((g.start)(seats(n), &[], 1).is_ok(), "{}: {n} players are listed but refused", l.id);
        }
        assert!(
            (g.start)(seats(least - 1), &[], 1).is_err(),
            "{}: {} players accepted but not listed",
            l.id,
            least - 1
        );
        assert!((g.start)(seats(most + 1), &[], 1).is_err(), "{}: {} players accepted but not listed", l.id, most + 1);
        let names = vec!["Ana".to_string(), "Bob".into(), "Cléo".into(), "Dan".into(), "Eve".into(), "Fay".into()];
        assert_eq!(l.coached, (g.learn)(names).is_some(), "{}: Learn to play offered iff the game has a coach", l.id);
        assert!(std::ptr::eq((l.texts)(), g.texts), "{}: the tile's texts are the game's", l.id);
        assert!(l.minutes.0 > 0 && l.minutes.0 <= l.minutes.1, "{}: minutes {:?}", l.id, l.minutes);
        let pitches: std::collections::BTreeSet<&str> = Lang::ALL.iter().map(|&lang| (l.pitch)(lang)).collect();
        assert_eq!(pitches.len(), Lang::ALL.len(), "{}: a pitch of its own in each language", l.id);
        assert_eq!(tablee::catalogue::listed(l.id).map(|found| found.id), Some(l.id));
    }
    assert!(tablee::catalogue::listed("chess").is_none());
}

/// Every end names the winner first: the headline and the end screen's
/// title say "Victoire : …" / "Victory: …" with the winners' names (and a
/// tie as such), in both languages, for every game.
#[test]
fn every_end_names_the_winner_first() {
    // Typography puts a narrow no-break space before ":" in French.
    let plain = |s: String| s.replace(['\u{202f}', '\u{a0}'], " ");
    let text = |nodes: &[Node], testid: &str| {
        plain(
            find_all(nodes, "data-testid", testid)
                .first()
                .map(|e| Node::El(Box::new((*e).clone())).readable())
                .unwrap_or_default(),
        )
    };
    let mut ties = 0;
    for game in catalogue() {
        for seed in [3u64, 9, 21, 40] {
            let (min, _) = game.players;
            let seats: Vec<SeatSetup> =
                (0..min.max(3)).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
            let mut t = (game.start)(seats, &[], seed).expect("a game");
            while let Screen::Computer(_) = t.screen() {
                while t.think() == Step::Thinking {}
            }
            assert!(t.is_over(), "{}: computers finish", game.id);
            for (lang, word, tied) in [(Lang::Fr, "Victoire : ", "ex aequo"), (Lang::En, "Victory: ", "tied")] {
                let nodes = t.render(Chrome::plain(lang));
                let status = text(&nodes, "status");
                let title = text(&nodes, "end-title");
                assert!(status.starts_with(word), "{}: the headline names the winner first: {status}", game.id);
                assert!(title.starts_with(word), "{}: the end screen's title: {title}", game.id);
                // Each winner's row (its badge) is named in the title.
                let mut all = Vec::new();
                for n in &nodes {
                    n.walk(&mut all);
                }
                let winners: Vec<String> = all
                    .iter()
                    .filter(|e| {
                        e.get("data-testid") == Some("rank-row") && e.get("class").is_some_and(|c| c.contains("winner"))
                    })
                    .map(|row| {
                        let mut inside = Vec::new();
                        Node::walk_el(row, &mut inside);
                        let name = inside.iter().find(|e| e.get("class") == Some("pname")).expect("a name");
                        Node::El(Box::new((*name).clone())).readable()
                    })
                    .collect();
                assert!(!winners.is_empty(), "{}: a winner", game.id);
                for w in &winners {
                    assert!(title.contains(w.as_str()), "{}: {title} names {w}", game.id);
                }
                assert_eq!(title.contains(tied), winners.len() > 1, "{}: a tie said as such: {title}", game.id);
                ties += usize::from(winners.len() > 1 && lang == Lang::Fr);
            }
        }
    }
    println!("ties: {ties}");
}

/// A link's options that cannot be taken as written each say so, in the
/// player's language, with what the game uses instead; those taken say
/// nothing.
#[test]
fn a_links_options_say_what_they_could_not_do() {
    use tablee::games::{barracuda::Barracuda, levee::Levee, sorciers::Sorciers};
    use tablee::scene::option_problems;
    let o = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    };
    // Taken as written: nothing to say.
    assert!(option_problems::<Levee>(3, &o(&[("target", "4")]), Lang::Fr).is_empty());
    assert!(option_problems::<Sorciers>(3, &o(&[("bid", "hidden"), ("vision", "1")]), Lang::En).is_empty());
    assert!(option_problems::<Barracuda>(3, &o(&[("removed1", "6"), ("removed2", "0")]), Lang::Fr).is_empty());
    // A value the option does not have.
    let p = option_problems::<Levee>(3, &o(&[("target", "99")]), Lang::Fr);
    assert_eq!(p.len(), 1);
    assert!(p[0].contains("« 99 »") && p[0].contains("6 (1\u{202f}000\u{202f}000"), "{p:?}");
    let p = option_problems::<Levee>(3, &o(&[("target", "99")]), Lang::En);
    assert!(p[0].starts_with("“Zeros to win” cannot be “99”"), "{p:?}");
    // Options that do not go together.
    let p = option_problems::<Sorciers>(3, &o(&[("bid", "hidden"), ("somme", "1")]), Lang::En);
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].contains("does not go with the other settings") && p[0].contains("“off”"), "{p:?}");
    let p = option_problems::<Barracuda>(3, &o(&[("removed1", "6")]), Lang::Fr);
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].contains("ne va pas avec les autres réglages"), "{p:?}");
    // A key the game does not have.
    let p = option_problems::<Levee>(3, &o(&[("trump", "1")]), Lang::Fr);
    assert!(p[0].contains("« trump=1 »") && p[0].contains("ignoré"), "{p:?}");
}

/// Barracuda's computers are followable at the table: each seat shows its
/// last action as a bubble (its rent, the bar it opened, its offer, its
/// answer), not only "has played" and the log.
#[test]
fn barracuda_seats_say_their_last_action() {
    let game = catalogue().into_iter().find(|g| g.id == "barracuda").unwrap();
    let seats: Vec<SeatSetup> = (0..4).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
    let kinds = ["Paid", "Opens", "Last", "Staked"];
    let mut seen = std::collections::BTreeSet::new();
    // Whole games of four computers until every kind has come up (a call of
    // "Last order!" does not come in every game).
    for seed in 6..16 {
        let mut t = (game.start)(seats.clone(), &[], seed).expect("a game");
        while let Screen::Computer(_) = t.screen() {
            while t.think() == Step::Thinking {}
            let nodes = t.render(Chrome::plain(Lang::En));
            for b in find_all(&nodes, "data-testid", "bubble") {
                let text = Node::El(Box::new((*b).clone())).readable();
                seen.insert(text.split(' ').next().unwrap_or_default().to_string());
            }
        }
        if kinds.iter().all(|k| seen.contains(*k)) {
            println!("seed {seed}: {seen:?}");
            break;
        }
    }
    for kind in kinds {
        assert!(seen.contains(kind), "a bubble starting {kind:?}: {seen:?}");
    }
    assert!(seen.len() >= 6, "several kinds of actions: {seen:?}");
}

/// The computers' pace is offered only at a table where a computer plays.
#[test]
fn the_pace_is_offered_only_where_a_computer_plays() {
    let chrome = Chrome { pace: Pace::Normal, ..Chrome::plain(Lang::En) };
    for game in catalogue() {
        let players = game.players.0.max(3);
        for computers in [0, 1] {
            let seats: Vec<SeatSetup> = (0..players)
                .map(|i| SeatSetup {
                    name: format!("P{i}"),
                    kind: if i + computers < players { SeatKind::Human } else { SeatKind::Easy },
                })
                .collect();
            let mut table = (game.start)(seats, &[], 7).unwrap_or_else(|e| panic!("{}: {e}", game.id));
            if let Screen::Curtain(s) = table.screen() {
                assert!(table.take_tablet(s));
            }
            let nodes = table.render(chrome);
            let paces = find_all(&nodes, "data-testid", "pace").len();
            assert_eq!(paces, computers as usize, "{}: {computers} computer(s), {paces} pace menu(s)", game.id);
        }
    }
}
