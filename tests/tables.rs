//! Every game's table, clicked through natively: random humans tap the
//! controls the table offers (moves and steps of a choice), curtains are
//! lifted, computers think, until the end screen. Every offered move must be
//! accepted, every refused control must say why, and the end screen must rank
//! every seat.

use tablee::engine::{Screen, SeatKind, SeatSetup, Step};
use tablee::i18n::Lang;
use tablee::scene::{catalogue, dom::find_all, AnyTable, Chrome, Done, Node, Pace};

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
    let chrome = Chrome { lang, embed: false, pace: Pace::Instant };
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
    let chrome = Chrome { lang: Lang::Fr, embed: false, pace: Pace::Instant };
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
    let chrome = Chrome { lang: Lang::En, embed: false, pace: Pace::Instant };
    let mut seen = 0;
    for seed in 0..40u64 {
        let Some(game) = tablee::scene::find("barracuda") else { return };
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
    let chrome = Chrome { lang: Lang::En, embed: false, pace: Pace::Instant };
    let game = tablee::scene::find("barracuda").expect("barracuda");
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
