//! Every text a player reads, in both languages, over many games of every
//! game at several player counts: the status line, the log, every label of
//! the table, the end screen and the in-app rules. Plurals and punctuation
//! are written per language: English never has French spacing before
//! ": ; ! ?", French always has a no-break space there (the typographic
//! pass of `i18n::typo`), no "(s)", no "1 notes", no "?." and no Rust debug
//! text leaking.

use std::collections::BTreeSet;
use tablee::engine::{SeatKind, SeatSetup, Step};
use tablee::i18n::{typo, Lang};
use tablee::scene::{catalogue, AnyTable, Chrome, Done, Node, Pace};

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Every text node and readable attribute of `node`.
fn texts(node: &Node, out: &mut BTreeSet<String>) {
    match node {
        Node::Text(t) if !t.trim().is_empty() => {
            out.insert(t.clone());
        }
        Node::Text(_) => {}
        Node::El(e) => {
            for (k, v) in &e.attrs {
                if matches!(*k, "aria-label" | "title" | "alt") {
                    out.insert(v.clone());
                }
            }
            for c in &e.children {
                texts(c, out);
            }
        }
    }
}

fn commands(nodes: &[Node], attr: &str) -> Vec<u32> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter()
        .filter(|e| e.get(attr).is_some() && e.get("aria-disabled") != Some("true"))
        .filter_map(|e| e.get("data-cmd")?.parse().ok())
        .collect()
}

/// Plays `table` to its end with random taps, collecting every text in both languages.
fn collect(table: &mut Box<dyn AnyTable>, rng: &mut Lcg, fr: &mut BTreeSet<String>, en: &mut BTreeSet<String>) {
    let chrome = |lang| Chrome { lang, embed: false, pace: Pace::Instant };
    for _ in 0..4000 {
        for (lang, out) in [(Lang::Fr, &mut *fr), (Lang::En, &mut *en)] {
            for n in table.render(chrome(lang)) {
                texts(&n, out);
            }
            out.extend(table.moments(lang).into_iter().map(typo));
        }
        match table.screen() {
            tablee::engine::Screen::Over => return,
            tablee::engine::Screen::Curtain(s) => assert!(table.take_tablet(s)),
            tablee::engine::Screen::Computer(_) => while table.think() == Step::Thinking {},
            _ => {
                let nodes = table.render(chrome(Lang::En));
                let moves = commands(&nodes, "data-move");
                let drafts = commands(&nodes, "data-draft");
                let pool = if moves.is_empty() || (!drafts.is_empty() && rng.below(3) == 0) { drafts } else { moves };
                if pool.is_empty() {
                    return;
                }
                let done = table.command(pool[rng.below(pool.len())]);
                assert!(!matches!(done, Done::Nothing), "{}: a stale control", table.id());
            }
        }
    }
}

/// The nouns we count, singular and plural, per language.
const EN_NOUNS: &[&str] = &[
    "notes",
    "florins",
    "cards",
    "moves",
    "tricks",
    "points",
    "places",
    "posts",
    "figures",
    "discs",
    "bars",
    "ideas",
    "players",
    "rounds",
    "zeros",
    "safe-conducts",
    "computers",
    "cities",
    "slots",
    "pawns",
];
const FR_NOUNS: &[&str] = &[
    "billets",
    "florins",
    "cartes",
    "coups",
    "plis",
    "points",
    "places",
    "comptoirs",
    "figurines",
    "disques",
    "bars",
    "idées",
    "joueurs",
    "manches",
    "zéros",
    "sauf-conduits",
    "ordinateurs",
    "villes",
    "cases",
    "pions",
    "levées",
];
const ADJECTIVES: &[&str] = &["fake", "faux", "more", "other", "autres", "free", "libres"];

/// "1 notes", "1 faux billets": a plural after the number one.
fn plural_after_one(text: &str, nouns: &[&str]) -> Option<String> {
    let words: Vec<&str> = text
        .split(|c: char| {
            c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}' || matches!(c, ',' | '.' | ':' | ';' | '(' | ')')
        })
        .filter(|w| !w.is_empty())
        .collect();
    for (i, w) in words.iter().enumerate() {
        if *w != "1" {
            continue;
        }
        let mut j = i + 1;
        while words.get(j).is_some_and(|a| ADJECTIVES.contains(a)) {
            j += 1;
        }
        if let Some(noun) = words.get(j).filter(|n| nouns.contains(n)) {
            return Some(format!("1 … {noun}"));
        }
    }
    None
}

/// The problems of one text, or nothing.
fn problems(text: &str, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for bad in ["(s)", "?.", "!.", "..", "Some(", "None", "{", "}", "\\u{"] {
        if text.contains(bad) {
            out.push(format!("{bad:?}"));
        }
    }
    // French names keep their own spacing, in both languages: « Preums ! ».
    let plain = text.replace("Preums\u{202f}!", "Preums!");
    match lang {
        Lang::En => {
            for sp in [' ', '\u{a0}', '\u{202f}'] {
                for p in [':', ';', '!', '?'] {
                    if plain.contains(&format!("{sp}{p}")) {
                        out.push(format!("space before {p:?}"));
                    }
                }
            }
            if let Some(p) = plural_after_one(text, EN_NOUNS) {
                out.push(p);
            }
        }
        Lang::Fr => {
            for p in [':', ';', '!', '?', '»'] {
                if text.contains(&format!(" {p}")) {
                    out.push(format!("breaking space before {p:?}"));
                }
            }
            if text.contains("« ") {
                out.push("breaking space after «".into());
            }
            if let Some(p) = plural_after_one(text, FR_NOUNS) {
                out.push(p);
            }
        }
    }
    out
}

fn check(game: &str, lang: Lang, all: &BTreeSet<String>, found: &mut Vec<String>) {
    for t in all {
        for p in problems(t, lang) {
            found.push(format!("{game} {lang:?}: {p} in {t:?}"));
        }
    }
}

#[test]
fn every_text_of_every_game_is_written_for_its_language() {
    let mut found = Vec::new();
    for game in catalogue() {
        let (min, max) = game.players;
        let mut fr = BTreeSet::new();
        let mut en = BTreeSet::new();
        for (k, players) in [min, max, min.max(3).min(max), max.min(4)].into_iter().enumerate() {
            for seed in 0..3u64 {
                let seats: Vec<SeatSetup> = (0..players)
                    .map(|i| SeatSetup {
                        name: ["Ana", "Bob", "Cléo", "Dani", "Eli", "Flo"][i as usize].into(),
                        kind: if i == 0 || (k == 1 && i == 1) { SeatKind::Human } else { SeatKind::Easy },
                    })
                    .collect();
                let mut table = (game.start)(seats, &[], seed * 31 + k as u64).expect("a new game");
                collect(&mut table, &mut Lcg(seed + 7 * k as u64 + 1), &mut fr, &mut en);
            }
        }
        assert!(fr.len() > 100 && en.len() > 100, "{}: texts met: {} / {}", game.id, fr.len(), en.len());
        // The in-app rules, as shown (the French ones through the same pass).
        for (lang, out) in [(Lang::Fr, &mut fr), (Lang::En, &mut en)] {
            for section in (game.rules)(lang.fr()) {
                out.insert(typo(section.title.to_string()));
                out.extend(section.paragraphs.iter().map(|p| typo(p.to_string())));
            }
            out.insert(typo((game.pitch)(lang.fr()).to_string()));
        }
        check(game.id, Lang::Fr, &fr, &mut found);
        check(game.id, Lang::En, &en, &mut found);
    }
    assert!(found.is_empty(), "{} texts to fix:\n{}", found.len(), found.join("\n"));
}

/// The checks themselves catch what they must.
#[test]
fn the_checks_catch_the_mistakes_they_name() {
    assert!(!problems("Tenant : Ana", Lang::En).is_empty());
    assert!(!problems("Ana : Last order !", Lang::En).is_empty());
    assert!(!problems("Who extends influence?.", Lang::En).is_empty());
    assert!(!problems("5 note(s)", Lang::En).is_empty());
    assert!(!problems("toll 1 florins", Lang::En).is_empty());
    assert!(!problems("1 faux billets", Lang::Fr).is_empty());
    assert!(!problems("Locataire : Ana", Lang::Fr).is_empty(), "a breaking space before a colon");
    assert!(problems(&typo("Locataire : Ana « Preums ! »".into()), Lang::Fr).is_empty());
    assert!(problems("Tenant: Ana, 1 note, 2 notes, 1 series, « Preums\u{202f}! »", Lang::En).is_empty());
}

/// The in-app rules say what the screen and the seed say.
#[test]
fn rules_texts_tell_the_rules_as_they_are() {
    let text = |id: &str, fr: bool| -> String {
        let game = tablee::scene::find(id).unwrap();
        (game.rules)(fr).iter().flat_map(|s| s.paragraphs.iter().copied()).collect::<Vec<_>>().join("\n")
    };
    // Barracuda: nobody knows another's cash; no public range is shown.
    assert!(!text("barracuda", true).contains("fourchette"));
    assert!(!text("barracuda", false).contains("range"));
    // Preums !: the first token holder is drawn at random: he launched no levée.
    assert!(!text("levee", true).contains("il a lancé la levée précédente"));
    assert!(!text("levee", false).contains("they started the last round"));
}

/// The home tile prints each game's player count under its pitch: the
/// pitch does not say it again.
#[test]
fn no_pitch_repeats_the_player_count() {
    for game in catalogue() {
        for fr in [true, false] {
            let pitch = (game.pitch)(fr);
            let (min, max) = game.players;
            for count in [format!("{min} à {max} joueurs"), format!("{min} to {max} players")] {
                assert!(!pitch.contains(&count), "{}: {pitch}", game.id);
            }
        }
    }
}

/// Preums !: the refusal at the start of the game (the token given at
/// random) gives no false reason.
#[test]
fn preums_refusal_gives_no_false_reason() {
    use tablee::games::levee::RuleError;
    for lang in [Lang::Fr, Lang::En] {
        let why = tablee::games::levee::text::error_text(&RuleError::CannotCallTokenHolder, lang);
        assert!(!why.contains("lancé") && !why.contains("started"), "{why}");
        assert!(why.contains("jeton") || why.contains("token"), "{why}");
    }
}

/// Barracuda's end screen names the bankrupt player as bankrupt.
#[test]
fn barracuda_end_screen_marks_the_bankrupt() {
    let game = tablee::scene::find("barracuda").unwrap();
    let chrome = Chrome { lang: Lang::En, embed: false, pace: Pace::Instant };
    let mut marked = 0;
    for seed in 0..60u64 {
        let seats: Vec<SeatSetup> = (0..4).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
        let mut table = (game.start)(seats, &[], seed).unwrap();
        while table.think() != Step::Idle {}
        assert!(table.is_over());
        let html = table.render(chrome)[0].to_html();
        let bankrupt = html.contains("is bankrupt");
        assert_eq!(html.contains("data-testid=\"end-mark\""), bankrupt, "seed {seed}");
        if bankrupt {
            assert!(html.contains(">bankrupt</span>"));
            marked += 1;
        }
    }
    assert!(marked > 0, "no bankruptcy in 60 games");
}
