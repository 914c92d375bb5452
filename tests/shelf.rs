//! The list of saved games as plain Rust (`tablee::shelf`, the home's
//! list): add, resume, remove and undo, migrate from the one-save-per-game
//! format, the limits, the order; and a property: any sequence of new
//! games, moves, removals, undos, reloads and migrations never loses a game
//! in progress.

use proptest::prelude::*;
use std::sync::OnceLock;
use tablee::engine::{Screen, SeatKind, SeatSetup, Table};
use tablee::games::{levee::Levee, sorciers::Sorciers};
use tablee::scene::GameUi;
use tablee::shelf::{MemoryStore, SaveId, Shelf, Store, FINISHED_KEPT, IN_PROGRESS_MAX};

const SPACE: &str = "tablee.";

/// Saves of one game played by computers, every few moves, and its end.
struct Ladder {
    going: Vec<String>,
    over: String,
}

fn ladder<G: GameUi>(seed: u64) -> Ladder {
    let names = ["Ana", "Bob", "Cléo"];
    let seats = names.iter().map(|n| SeatSetup { name: (*n).into(), kind: SeatKind::Easy }).collect();
    let mut t = Table::<G>::new(G::config_for(3, &[]), seed, seats).expect("valid setup");
    let mut going = vec![t.save()];
    let mut steps = 0;
    while t.screen() != Screen::Over {
        assert!(t.step_computer().is_some(), "{}: a computer plays", G::ID);
        steps += 1;
        if steps % 7 == 0 && going.len() < 6 {
            going.push(t.save());
        }
    }
    Ladder { going, over: t.save() }
}

fn ladders() -> &'static [Ladder; 2] {
    static L: OnceLock<[Ladder; 2]> = OnceLock::new();
    L.get_or_init(|| [ladder::<Levee>(11), ladder::<Sorciers>(12)])
}

fn game_of(kind: usize) -> &'static str {
    ["levee", "sorciers"][kind]
}

#[test]
fn games_in_progress_come_first_then_the_finished_ones_most_recent_first() {
    let l = ladders();
    let mut store = MemoryStore::default();
    let mut shelf = Shelf::new(&mut store, SPACE);
    let a = shelf.new_id("levee", 1);
    let b = shelf.new_id("sorciers", 2);
    let c = shelf.new_id("levee", 3);
    let d = shelf.new_id("sorciers", 4);
    assert!([&b, &c, &d].iter().all(|id| **id != a) && c != a, "slots differ");
    shelf.put(&a, &l[0].going[1], 100).unwrap();
    shelf.put(&b, &l[1].over, 400).unwrap();
    shelf.put(&c, &l[0].going[2], 300).unwrap();
    shelf.put(&d, &l[1].going[1], 200).unwrap();
    let order: Vec<SaveId> = shelf.list().into_iter().map(|s| s.id).collect();
    assert_eq!(order, [c.clone(), d.clone(), a.clone(), b.clone()]);
    let first = &shelf.list()[0];
    let summary = first.read.as_ref().unwrap();
    assert_eq!((first.when, summary.names.len(), summary.over), (300, 3, false));
    assert!(summary.turn.is_some() && summary.kinds.iter().all(|k| *k == SeatKind::Easy));
    // Each game resumes its own save, and the latest of a game is the one played last.
    assert_eq!(shelf.get(&c).as_deref(), Some(l[0].going[2].as_str()));
    assert_eq!(shelf.latest("levee"), Some(c.clone()));
    assert_eq!(shelf.latest("sorciers"), Some(d.clone()), "a finished game is not resumed");
    // A move on the oldest: first now.
    shelf.put(&a, &l[0].going[3], 500).unwrap();
    assert_eq!(shelf.list()[0].id, a);
    assert_eq!(shelf.oldest_finished().map(|s| s.id), Some(b));
}

#[test]
fn a_removed_game_comes_back_with_undo() {
    let l = ladders();
    let mut store = MemoryStore::default();
    let mut shelf = Shelf::new(&mut store, SPACE);
    let a = shelf.new_id("levee", 7);
    shelf.put(&a, &l[0].going[2], 100).unwrap();
    let removed = shelf.remove(&a).expect("it was there");
    assert!(shelf.list().is_empty() && shelf.get(&a).is_none());
    assert_eq!(shelf.remove(&a), None, "nothing twice");
    assert_eq!(shelf.restore(&removed), Ok(a.clone()));
    let back = shelf.list();
    assert_eq!((back.len(), back[0].when), (1, 100));
    assert_eq!(shelf.get(&a).as_deref(), Some(l[0].going[2].as_str()));
}

#[test]
fn the_previous_releases_one_save_per_game_migrates_with_nothing_lost() {
    let l = ladders();
    let mut store = MemoryStore::default();
    store.set("tablee.save.levee", &l[0].going[2]).unwrap();
    store.set("tablee.when.levee", "1700000000000").unwrap();
    store.set("tablee.save.sorciers", "{\"not\":\"a save\"").unwrap();
    // The embeds' games and the settings are not the app's games.
    store.set("tablee.embed.save.levee", &l[0].going[1]).unwrap();
    store.set("tablee.settings", "{}").unwrap();
    // Before migrating, the old saves are listed already (a full store).
    let mut shelf = Shelf::new(&mut store, SPACE);
    let before = shelf.list();
    assert_eq!(before.len(), 2);
    shelf.migrate();
    let after = shelf.list();
    assert_eq!(after.len(), 2, "{after:?}");
    let levee = after.iter().find(|s| s.id.game == "levee").unwrap();
    assert_eq!((levee.id.slot.as_str(), levee.when), ("0", 1_700_000_000_000));
    assert_eq!(shelf.get(&levee.id).as_deref(), Some(l[0].going[2].as_str()));
    // A save that cannot be read moves too, and is still shown as broken.
    let broken = after.iter().find(|s| s.id.game == "sorciers").unwrap();
    assert!(broken.read.as_ref().is_err_and(|(raw, _)| raw == "{\"not\":\"a save\""));
    assert!(!broken.over(), "never dropped as finished");
    for old in ["tablee.save.levee", "tablee.when.levee", "tablee.save.sorciers"] {
        assert_eq!(store.get(old), None, "{old}");
    }
    assert_eq!(store.get("tablee.embed.save.levee").as_deref(), Some(l[0].going[1].as_str()));
    // Again: nothing moves.
    let mut shelf = Shelf::new(&mut store, SPACE);
    shelf.migrate();
    assert_eq!(shelf.list(), after);
    // The embeds' own space migrates on its own.
    let mut embeds = Shelf::new(&mut store, "tablee.embed.");
    embeds.migrate();
    assert_eq!(embeds.list().len(), 1);
    assert_eq!(store.get("tablee.embed.save.levee.0").as_deref(), Some(l[0].going[1].as_str()));
}

#[test]
fn a_store_too_full_to_migrate_keeps_the_old_save_where_it_is() {
    let l = ladders();
    let mut store = MemoryStore::default();
    store.set("tablee.save.levee", &l[0].going[2]).unwrap();
    store.quota = Some(store.map.iter().map(|(k, v)| k.len() + v.len()).sum::<usize>() + 10);
    let mut shelf = Shelf::new(&mut store, SPACE);
    shelf.migrate();
    let list = shelf.list();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].id, SaveId::new("levee", ""));
    assert_eq!(store.get("tablee.save.levee").as_deref(), Some(l[0].going[2].as_str()));
}

#[test]
fn the_last_finished_games_are_kept_and_no_game_in_progress_is_ever_dropped() {
    let l = ladders();
    let mut store = MemoryStore::default();
    let mut shelf = Shelf::new(&mut store, SPACE);
    let mut going = Vec::new();
    for i in 0..IN_PROGRESS_MAX as u64 {
        let id = shelf.new_id(game_of(i as usize % 2), i);
        shelf.put(&id, &l[i as usize % 2].going[1], 1_000 + i).unwrap();
        going.push(id);
        assert_eq!(shelf.full_up().is_some(), i + 1 == IN_PROGRESS_MAX as u64, "{i}");
    }
    // The oldest game in progress is the one offered to make way.
    assert_eq!(shelf.full_up().map(|s| s.id), Some(going[0].clone()));
    for i in 0..(FINISHED_KEPT as u64 + 5) {
        let id = shelf.new_id("sorciers", 100 + i);
        shelf.put(&id, &l[1].over, 2_000 + i).unwrap();
        shelf.prune();
    }
    let list = shelf.list();
    let finished: Vec<u64> = list.iter().filter(|s| s.over()).map(|s| s.when).collect();
    assert_eq!(finished, (2_005..2_015).rev().collect::<Vec<_>>(), "the ten most recent");
    assert_eq!(list.iter().filter(|s| !s.over()).count(), IN_PROGRESS_MAX);
}

#[test]
fn keys_of_other_things_are_not_games() {
    for key in ["tablee.settings", "tablee.setup.levee", "tablee.save.", "tablee.save.levee.a.b", "tablee.save.le vee"]
    {
        assert_eq!(SaveId::of_save_key(SPACE, key), None, "{key}");
    }
    assert_eq!(SaveId::of_save_key(SPACE, "tablee.save.levee.k3x"), Some(SaveId::new("levee", "k3x")));
    assert_eq!(SaveId::of_save_key(SPACE, "tablee.embed.save.levee.k3x"), None);
    assert_eq!(SaveId::new("levee", "k3x").save_key("tablee.embed."), "tablee.embed.save.levee.k3x");
}

#[derive(Clone, Debug)]
enum Op {
    /// A new game of this kind (0 or 1), started now.
    New(usize),
    /// A move in the n-th game in progress (modulo their count).
    Move(usize),
    /// The n-th game in progress ends.
    Finish(usize),
    /// The n-th listed game is removed…
    Remove(usize),
    /// …and the last removal undone.
    Undo,
    /// The page is reloaded (a new shelf over the same store), migrating.
    Reload,
    /// A save of the previous release's format appears (an old tab wrote it).
    Old(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..2usize).prop_map(Op::New),
        4 => (0..40usize).prop_map(Op::Move),
        1 => (0..40usize).prop_map(Op::Finish),
        2 => (0..40usize).prop_map(Op::Remove),
        1 => Just(Op::Undo),
        1 => Just(Op::Reload),
        1 => (0..2usize).prop_map(Op::Old),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn no_sequence_of_play_ever_loses_a_game_in_progress(ops in proptest::collection::vec(op(), 1..60)) {
        let l = ladders();
        let mut store = MemoryStore::default();
        // What the player expects to find: each game in progress and its latest save.
        let mut expected: std::collections::BTreeMap<SaveId, (usize, usize)> = Default::default();
        let mut undo = None;
        let mut clock = 1_000u64;
        let mut seed = 1u64;
        for op in ops {
            clock += 1;
            seed += 1;
            let mut shelf = Shelf::new(&mut store, SPACE);
            let going: Vec<SaveId> = expected.keys().cloned().collect();
            match op {
                Op::New(kind) => {
                    let id = shelf.new_id(game_of(kind), seed);
                    prop_assert!(!expected.contains_key(&id));
                    shelf.put(&id, &l[kind].going[0], clock).unwrap();
                    shelf.prune();
                    expected.insert(id, (kind, 0));
                }
                Op::Move(n) if !going.is_empty() => {
                    let id = &going[n % going.len()];
                    let (kind, stage) = expected[id];
                    let stage = (stage + 1).min(l[kind].going.len() - 1);
                    shelf.put(id, &l[kind].going[stage], clock).unwrap();
                    expected.insert(id.clone(), (kind, stage));
                }
                Op::Finish(n) if !going.is_empty() => {
                    let id = &going[n % going.len()];
                    let (kind, _) = expected.remove(id).unwrap();
                    shelf.put(id, &l[kind].over, clock).unwrap();
                    shelf.prune();
                }
                Op::Remove(n) => {
                    let list = shelf.list();
                    if !list.is_empty() {
                        let id = list[n % list.len()].id.clone();
                        undo = shelf.remove(&id).map(|r| (r, expected.remove(&id)));
                    }
                }
                Op::Undo => {
                    if let Some((removed, was)) = undo.take() {
                        let back = shelf.restore(&removed).unwrap();
                        if let Some(was) = was {
                            expected.insert(back, was);
                        }
                    }
                }
                Op::Reload => shelf.migrate(),
                Op::Old(kind) => {
                    let old = SaveId::new(game_of(kind), "");
                    if shelf.get(&old).is_none() {
                        shelf.put(&old, &l[kind].going[1], clock).unwrap();
                        expected.insert(old, (kind, 1));
                    }
                }
                Op::Move(_) | Op::Finish(_) => {}
            }
            // A migration moves an old save to a slot: follow it by its text.
            let shelf = Shelf::new(&mut store, SPACE);
            let list = shelf.list();
            for (id, (kind, stage)) in expected.clone() {
                let text = &l[kind].going[stage];
                let found = list.iter().find(|s| s.id == id).or_else(|| {
                    let new = |s: &&tablee::shelf::Shelved| !expected.contains_key(&s.id) && s.id.game == id.game;
                    list.iter().filter(new).find(|s| id.slot.is_empty() && shelf.get(&s.id).as_ref() == Some(text))
                });
                prop_assert!(found.is_some(), "{id:?} lost");
                let found = found.unwrap().id.clone();
                prop_assert_eq!(shelf.get(&found), Some(text.clone()));
                if found != id {
                    expected.remove(&id);
                    expected.insert(found, (kind, stage));
                }
            }
            prop_assert_eq!(list.iter().filter(|s| !s.over()).count(), expected.len());
            prop_assert!(list.iter().filter(|s| s.over()).count() <= FINISHED_KEPT);
        }
    }
}

/// Each save's summary is kept beside it when it is written, and the list
/// reads that instead of the save: the same summary as read from the save
/// itself, for every save of both ladders (names with accents and quotes
/// too); a save written since by a build that keeps none (its time
/// changed, the summary not) is read itself; so is one whose summary was
/// damaged.
#[test]
fn the_list_reads_the_summary_kept_beside_each_save() {
    use tablee::engine::SaveSummary;
    let l = ladders();
    let mut store = MemoryStore::default();
    let mut ids = Vec::new();
    {
        let mut shelf = Shelf::new(&mut store, SPACE);
        for (k, ladder) in l.iter().enumerate() {
            for (i, text) in ladder.going.iter().chain([&ladder.over]).enumerate() {
                let id = shelf.new_id(game_of(k), (k * 100 + i) as u64);
                shelf.put(&id, text, 1_000 + i as u64).unwrap();
                ids.push((id, text.clone()));
            }
        }
    }
    let listed = Shelf::new(&mut store, SPACE).list();
    assert_eq!(listed.len(), ids.len());
    for (id, text) in &ids {
        let kept = store.get(&id.summary_key(SPACE)).expect("a summary kept");
        let from_save = SaveSummary::read(text.as_bytes()).unwrap();
        let when: u64 = store.get(&id.when_key(SPACE)).unwrap().parse().unwrap();
        assert_eq!(SaveSummary::kept(&kept, when).as_ref(), Some(&from_save), "{kept}");
        assert_eq!(listed.iter().find(|s| &s.id == id).unwrap().read.as_ref().ok(), Some(&from_save));
    }
    // Names that need escaping come back as they were.
    let odd = SaveSummary {
        names: vec!["Zoë \"Z\"".into(), "a\\b\n".into(), "Cléo".into()],
        ..SaveSummary::read(ids[0].1.as_bytes()).unwrap()
    };
    assert_eq!(SaveSummary::kept(&odd.keep(5), 5), Some(odd.clone()));
    assert_eq!(SaveSummary::kept(&odd.keep(5), 6), None, "kept at another time: not this save's");
    // The list reads from the summary: a kept summary that differs from
    // the save (planted here) is what it shows…
    let (id, _) = &ids[0];
    let when: u64 = store.get(&id.when_key(SPACE)).unwrap().parse().unwrap();
    let planted = SaveSummary { moves: 999, ..SaveSummary::read(ids[0].1.as_bytes()).unwrap() };
    store.set(&id.summary_key(SPACE), &planted.keep(when)).unwrap();
    let moves = |store: &mut MemoryStore| {
        Shelf::new(store, SPACE).list().into_iter().find(|s| &s.id == id).unwrap().read.unwrap().moves
    };
    assert_eq!(moves(&mut store), 999);
    // …until the save is written at another time without it (an older build).
    store.set(&id.when_key(SPACE), &(when + 1).to_string()).unwrap();
    assert_eq!(moves(&mut store), SaveSummary::read(ids[0].1.as_bytes()).unwrap().moves);
    // A damaged summary: the save itself.
    store.set(&id.summary_key(SPACE), "{\"when\":").unwrap();
    assert_eq!(moves(&mut store), SaveSummary::read(ids[0].1.as_bytes()).unwrap().moves);
    // Removing the game takes its summary too.
    Shelf::new(&mut store, SPACE).remove(id).unwrap();
    assert_eq!(store.get(&id.summary_key(SPACE)), None);
}
