//! The reason given with a hint ("… — wins the trick with your lowest
//! winning card"), through the table: the hint line carries it, for every
//! game; no hint on a prompt the whole table watches. Each game's reasons
//! (true of the move in the hinted seat's view, given for most of the
//! strong computer's hints, from the view only, in French and in English)
//! are checked in its own test file (`mod hints`), with the helpers of
//! `tests/common/hints.rs`.

use tablee::catalogue::catalogue;
use tablee::engine::{below, rng_from_seed, SeatKind, SeatSetup, Step};
use tablee::engine::{Screen, Viewer};
use tablee::i18n::Lang;
use tablee::scene::{dom::find_all, AnyTable, Chrome, Done, GameUi};

/// Through the table: a human alone against computers asks for hints; the
/// hint line ends with the reason (" — …") for most of them, in the
/// language of the screen.
#[test]
fn the_hint_line_carries_the_reason() {
    for game in catalogue() {
        let players = game.players.0.max(3).min(game.players.1);
        let seats: Vec<SeatSetup> = (0..players)
            .map(|i| SeatSetup { name: format!("P{i}"), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let mut table: Box<dyn AnyTable> = (game.start)(seats, &[], 91).unwrap_or_else(|e| panic!("{}: {e}", game.id));
        let (mut asked, mut with) = (0, 0);
        let mut moves = 0;
        while !table.is_over() && asked < 12 && moves < 3000 {
            moves += 1;
            match table.screen() {
                Screen::Curtain(s) => assert!(table.take_tablet(s)),
                Screen::Computer(_) => while table.think() == Step::Thinking {},
                Screen::Over => break,
                Screen::Turn(_) | Screen::Public(_) => {
                    for lang in [Lang::Fr, Lang::En] {
                        let chrome = Chrome::plain(lang);
                        let nodes = table.render(chrome);
                        let Some(ask) = command_of(&nodes, "ask-hint") else { break };
                        assert_eq!(table.command(ask), Done::Hinted);
                        let nodes = table.render(chrome);
                        let line: String =
                            find_all(&nodes, "data-testid", "hint")[0].children.iter().map(|n| n.readable()).collect();
                        if lang == Lang::Fr {
                            asked += 1;
                        }
                        if let Some((what, why)) = line.split_once(" — ") {
                            assert!(!why.trim().is_empty(), "{}: an empty reason", game.id);
                            assert!(
                                !what.ends_with('.'),
                                "{}: one sentence, no full stop before the reason: {line}",
                                game.id
                            );
                            if lang == Lang::Fr {
                                with += 1;
                            }
                        }
                    }
                    // Play the hinted control, else any move offered.
                    let nodes = table.render(Chrome::plain(Lang::En));
                    let cmd = command_with(&nodes, "data-hint").or_else(|| command_with(&nodes, "data-move"));
                    match cmd {
                        Some(c) => {
                            table.command(c);
                        }
                        None => break,
                    }
                }
            }
        }
        assert!(asked >= 5, "{}: only {asked} hints asked", game.id);
        assert!(with * 2 >= asked, "{}: only {with} of {asked} hint lines give a reason", game.id);
    }
}

fn command_of(nodes: &[tablee::scene::Node], testid: &str) -> Option<u32> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter().find(|e| e.get("data-testid") == Some(testid)).and_then(|e| e.get("data-cmd")?.parse().ok())
}

fn command_with(nodes: &[tablee::scene::Node], attr: &str) -> Option<u32> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter()
        .filter(|e| e.get(attr).is_some() && e.get("aria-disabled") != Some("true"))
        .find_map(|e| e.get("data-cmd")?.parse().ok())
}

/// Barracuda's Last order question is asked in public: with several people
/// at the table, even the player holding the tablet answers it on the
/// public table (no purse on screen) and gets no hint, so no hint speaks
/// their money to the whole table. Alone against computers, the question
/// is their own turn, hint included (nobody else is looking).
#[test]
fn no_hint_on_a_public_prompt_the_table_watches() {
    use tablee::engine::Table;
    use tablee::games::barracuda::Barracuda;
    let mut public_prompts = 0;
    let mut solo_prompts = 0;
    for (kinds, seed) in [
        ([SeatKind::Human, SeatKind::Human, SeatKind::Human], 3u64),
        ([SeatKind::Human, SeatKind::Human, SeatKind::Human], 8),
        ([SeatKind::Human, SeatKind::Easy, SeatKind::Easy], 3),
        ([SeatKind::Human, SeatKind::Easy, SeatKind::Easy], 8),
    ] {
        let seats: Vec<SeatSetup> =
            kinds.iter().enumerate().map(|(i, &kind)| SeatSetup { name: format!("P{i}"), kind }).collect();
        let solo = kinds.iter().filter(|k| k.is_human()).count() == 1;
        let mut t = Table::<Barracuda>::new(Barracuda::config_for(3, &[]), seed, seats).unwrap();
        let mut rng = rng_from_seed(seed);
        for _ in 0..600 {
            match t.screen() {
                Screen::Over => break,
                Screen::Curtain(s) => assert!(t.take_tablet(s)),
                Screen::Computer(_) => while t.think() == Step::Thinking {},
                Screen::Turn(s) | Screen::Public(s) => {
                    let prompt = t.public_prompt();
                    if prompt && !solo {
                        public_prompts += 1;
                        assert_eq!(t.screen(), Screen::Public(s), "the holder too answers in public");
                        assert_eq!(t.viewer(), Viewer::Table, "no purse on the public prompt");
                        assert_eq!(t.hint_seat(), None);
                        assert_eq!(t.hint(), None, "no hint on a prompt the table watches");
                    }
                    if prompt && solo {
                        solo_prompts += 1;
                        assert_eq!(t.screen(), Screen::Turn(s));
                        assert!(t.hint().is_some(), "alone, the question is their own turn");
                    }
                    let legal = t.legal();
                    let mv = legal[below(&mut rng, legal.len() as u32) as usize];
                    t.play(s, mv).unwrap();
                }
            }
        }
    }
    assert!(public_prompts > 2 && solo_prompts > 2, "prompts met: {public_prompts} in company, {solo_prompts} alone");
}
