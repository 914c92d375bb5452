//! Replays through every game's table, natively (issue 22): a finished game
//! of computers watched from its end screen steps through every move, draws
//! no control of the game, never changes its save, ends on the same ranking;
//! a shared code opens the same position through the same eyes; a game not
//! yet over keeps its eyes; "play from here" continues with a person at the
//! chosen seat.

use tablee::catalogue::catalogue;
use tablee::engine::{Screen, Seat, SeatKind, SeatSetup, Step};
use tablee::i18n::Lang;
use tablee::scene::{dom::find_all, AnyTable, Chrome, Done, Node};

const CHROME: Chrome = Chrome::plain(Lang::En);

fn seats(kinds: &[SeatKind]) -> Vec<SeatSetup> {
    kinds.iter().enumerate().map(|(i, &kind)| SeatSetup { name: format!("P{i}"), kind }).collect()
}

/// Lets the computers play until a person must act, or the end.
fn run_computers(t: &mut Box<dyn AnyTable>) {
    while let Screen::Computer(_) = t.screen() {
        while t.think() == Step::Thinking {}
    }
}

fn attr_of(nodes: &[Node], testid: &str, attr: &str) -> Option<String> {
    find_all(nodes, "data-testid", testid).first().and_then(|e| e.get(attr)).map(str::to_string)
}

fn text_of(nodes: &[Node], testid: &str) -> String {
    find_all(nodes, "data-testid", testid)
        .first()
        .map(|e| Node::El(Box::new((*e).clone())).readable())
        .unwrap_or_default()
}

/// The command of the first control with this test id.
fn cmd(nodes: &[Node], testid: &str, nth: usize) -> u32 {
    find_all(nodes, "data-testid", testid)[nth].get("data-cmd").and_then(|c| c.parse().ok()).expect("a control")
}

#[test]
fn every_game_replays_to_its_end_screen_without_touching_its_save() {
    for game in catalogue() {
        let (min, _) = game.players;
        let kinds = vec![SeatKind::Easy; min.max(3) as usize];
        let mut live = (game.start)(seats(&kinds), &[], 21).expect("a game");
        run_computers(&mut live);
        assert!(live.is_over(), "{}: computers finish", game.id);
        let end = live.render(CHROME);
        let ranking = text_of(&end, "rank-row");
        assert!(!ranking.is_empty());
        let save = live.save();
        let total = live.moves_made();

        let mut replay = live.watch().expect("a replay");
        assert_eq!(replay.replay_position(), Some((0, total, false)));
        assert!(!matches!(replay.screen(), Screen::Curtain(_) | Screen::Computer(_) | Screen::Turn(_)));
        let mut at = 0;
        while at < total {
            let nodes = replay.render(CHROME);
            assert!(
                find_all(&nodes, "data-move", "").is_empty() && find_all(&nodes, "data-draft", "").is_empty(),
                "{}: a replay offers no move",
                game.id
            );
            assert_eq!(attr_of(&nodes, "table", "data-moves"), Some(at.to_string()));
            // A game's own control does nothing in a replay (and says so).
            let before = replay.moves_made();
            let mut all = Vec::new();
            for n in &nodes {
                n.walk(&mut all);
            }
            let own: Vec<u32> = all
                .iter()
                .filter(|e| {
                    !e.get("data-testid").is_some_and(|t| t.starts_with("replay") || t.starts_with("play-from"))
                })
                .filter(|e| e.get("data-testid") != Some("open-rules"))
                .filter_map(|e| e.get("data-cmd")?.parse().ok())
                .collect();
            for c in own {
                let d = replay.command(c);
                assert_eq!(d, Done::Nothing, "{}: a game's control in a replay", game.id);
            }
            assert_eq!(replay.moves_made(), before);
            let next = cmd(&replay.render(CHROME), "replay-next", 0);
            assert_eq!(replay.command(next), Done::Drafted);
            at += 1;
        }
        let nodes = replay.render(CHROME);
        assert_eq!(text_of(&nodes, "rank-row"), ranking, "{}: the same end screen", game.id);
        // The game is over: "All hands" shows every player's own secrets
        // (none in a game with nothing secret), with nothing to tap in it.
        let drawer = find_all(&nodes, "data-testid", "open-hands");
        if game.id != "pfeffersacke" {
            assert_eq!(drawer.len(), 1, "{}: all hands", game.id);
            let inner = Node::El(Box::new(drawer[0].clone()));
            let mut all = Vec::new();
            inner.walk(&mut all);
            assert_eq!(
                all.iter().filter(|e| e.get("class").is_some_and(|c| c.contains("open-hand "))).count(),
                kinds.len()
            );
            assert!(all.iter().all(|e| e.get("data-cmd").is_none() && e.get("id").is_none()), "{}", game.id);
        }
        // Back, through a seat's eyes (the game is over: any seat's).
        assert!(replay.replay_to(3));
        let nodes = replay.render(CHROME);
        replay.command(cmd(&nodes, "replay-eyes", 2));
        assert_eq!(attr_of(&replay.render(CHROME), "table", "data-viewer"), Some("1".into()));
        assert_eq!(live.save(), save, "{}: the game itself is untouched", game.id);

        // The shared code opens the same position through the same eyes.
        let code = replay.share_code();
        // The start-up module reads which game a link names, and nothing more.
        assert_eq!(tablee::engine::link::game_of(&code).as_deref(), Some(game.id));
        assert_eq!(
            tablee::engine::link::game_of(&code[..24]).as_deref(),
            Some(game.id),
            "a cut link still names its game"
        );
        assert_eq!(tablee::engine::link::game_of("%%%"), None);
        let opened = (game.replay)(&code, Lang::En).expect("a valid link");
        assert_eq!(opened.replay_position(), Some((3, total, false)));
        let mut opened = opened;
        assert_eq!(attr_of(&opened.render(CHROME), "table", "data-viewer"), Some("1".into()));
        assert!((game.replay)(&code[..code.len() - 5], Lang::En).is_err(), "{}: a cut code", game.id);

        // Play from here: a person at seat 2, the others computers.
        let mut from = replay.play_from(Seat(2), 99).expect("a game to continue");
        assert_eq!(from.replay_position(), None);
        assert_eq!(from.moves_made(), 3);
        run_computers(&mut from);
        assert!(
            from.is_over()
                || from.holder() == Some(Seat(2))
                || matches!(from.screen(), Screen::Turn(Seat(2)) | Screen::Public(Seat(2)) | Screen::Curtain(Seat(2))),
            "{}",
            game.id
        );
    }
}

#[test]
fn a_game_not_over_keeps_the_eyes_of_its_link() {
    for game in catalogue() {
        let (min, _) = game.players;
        let mut kinds = vec![SeatKind::Easy; min.max(3) as usize];
        kinds[0] = SeatKind::Human;
        let mut live = (game.start)(seats(&kinds), &[], 5).expect("a game");
        run_computers(&mut live);
        assert!(!live.is_over());
        // From a game being played, a link shows the table's eyes.
        let code = live.share_code();
        let mut shared = (game.replay)(&code, Lang::En).expect("a valid link");
        let nodes = shared.render(CHROME);
        assert_eq!(attr_of(&nodes, "table", "data-viewer"), Some("table".into()), "{}", game.id);
        assert!(find_all(&nodes, "data-testid", "replay-eyes").is_empty(), "{}: no choice of eyes", game.id);
        assert_eq!(find_all(&nodes, "data-testid", "replay-eyes-fixed").len(), 1);
        assert!(find_all(&nodes, "data-testid", "open-hands").is_empty(), "{}: no hands shown", game.id);
        if live.moves_made() > 0 {
            assert!(shared.replay_to(0));
            assert_eq!(attr_of(&shared.render(CHROME), "table", "data-viewer"), Some("table".into()));
        }
    }
}

/// Through a player's eyes, a replay draws that player's controls as they
/// were when it was their turn, but inert: said so (`aria-disabled`), no
/// move or draft marked, and doing nothing when tapped.
#[test]
fn a_replay_through_a_players_eyes_draws_its_controls_inert() {
    for game in catalogue() {
        let (min, _) = game.players;
        let kinds = vec![SeatKind::Easy; min.max(3) as usize];
        let mut live = (game.start)(seats(&kinds), &[], 33).expect("a game");
        run_computers(&mut live);
        let mut replay = live.watch().expect("a replay");
        let total = live.moves_made();
        let mut inert_seen = 0;
        for at in 0..total {
            replay.replay_to(at);
            assert_eq!(replay.replay_position().map(|p| p.0), Some(at));
            // The eyes of the seat whose turn it was ("replay-eyes": the table, then each seat).
            let nodes = replay.render(CHROME);
            let Screen::Public(Seat(seat)) = replay.screen() else { continue };
            let seat = usize::from(seat);
            replay.command(cmd(&nodes, "replay-eyes", seat + 1));
            let nodes = replay.render(CHROME);
            assert_eq!(attr_of(&nodes, "table", "data-viewer"), Some(seat.to_string()));
            assert!(
                find_all(&nodes, "data-move", "").is_empty() && find_all(&nodes, "data-draft", "").is_empty(),
                "{} at {at}: a replay offers no move",
                game.id
            );
            let mut all = Vec::new();
            for n in &nodes {
                n.walk(&mut all);
            }
            let inert: Vec<u32> = all
                .iter()
                .filter(|e| e.get("aria-disabled") == Some("true"))
                .filter_map(|e| e.get("data-cmd")?.parse().ok())
                .collect();
            inert_seen += inert.len();
            for c in inert {
                assert_eq!(replay.command(c), Done::Nothing, "{} at {at}: an inert control", game.id);
            }
            assert_eq!(replay.moves_made(), at);
        }
        assert!(inert_seen > 0, "{}: no player's control drawn in the whole replay", game.id);
    }
}
