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
            let run = follow((game.learn)(names()).unwrap(), lang, 20_000)
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

macro_rules! sections {
    ($($id:ident : $game:path),* $(,)?) => {
        #[test]
        fn every_rules_section_is_met_by_a_step_or_named_in_the_summary() {
            $(covers::<$game>();)*
        }
    };
}
tablee::for_each_game!(sections);
