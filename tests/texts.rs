//! Every text a player reads, in all four languages, over many games of every
//! game at several player counts: the status line, the log, every label of
//! the table, the hint line, the end screen and the in-app rules; and, game
//! by game, every event's log line and bubble and the reasons given for
//! hints. Plurals and punctuation are written per language: English never
//! has French spacing before ": ; ! ?", French always has a no-break space
//! there (the typographic pass of `i18n::typo`), no "(s)", no "1 notes", no
//! "?." and no Rust debug text leaking. French elides before a vowel ("d'Ana",
//! never "de Ana"); each language writes its thousands one way ("50 000" with
//! a narrow no-break space, "50,000"); a negative number has the real minus
//! ("−20"); the rules name the buttons as the table labels them and speak to
//! players, not developers.

use std::collections::BTreeSet;
use tablee::catalogue::catalogue;
use tablee::engine::{choose, rng_from_seed, SeatKind, SeatSetup, Step, TableGame, Viewer};
use tablee::i18n::{typo, Lang};
use tablee::scene::{AnyTable, Chrome, Done, GameUi, Node};

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

/// The texts met at a table, per language (by `Lang::index`), and the
/// labels of its buttons.
struct Seen {
    texts: Vec<BTreeSet<String>>,
    buttons: Vec<BTreeSet<String>>,
}

impl Default for Seen {
    fn default() -> Self {
        Seen { texts: vec![BTreeSet::new(); Lang::ALL.len()], buttons: vec![BTreeSet::new(); Lang::ALL.len()] }
    }
}

/// The visible label of every button of `nodes` (its text, not its
/// accessible name): what the rules must call it.
fn buttons(nodes: &[Node], out: &mut BTreeSet<String>) {
    fn text_of(node: &Node, out: &mut String) {
        match node {
            Node::Text(t) => out.push_str(t),
            Node::El(e) => e.children.iter().for_each(|c| text_of(c, out)),
        }
    }
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    for e in all.iter().filter(|e| e.tag == "button") {
        let mut label = String::new();
        e.children.iter().for_each(|c| text_of(c, &mut label));
        let label = label.trim();
        if !label.is_empty() {
            out.insert(label.to_string());
        }
    }
}

/// Plays `table` to its end with random taps, collecting every text in every
/// language; now and then the human asks for a hint, and the hint line
/// (with its reason) is collected too.
fn collect(table: &mut Box<dyn AnyTable>, rng: &mut Lcg, seen: &mut Seen) {
    let chrome = |lang| Chrome::plain(lang);
    for _ in 0..4000 {
        for lang in Lang::ALL {
            let out = &mut seen.texts[lang.index()];
            let nodes = table.render(chrome(lang));
            for n in &nodes {
                texts(n, out);
            }
            buttons(&nodes, &mut seen.buttons[lang.index()]);
            out.extend(table.moments(lang).into_iter().map(typo));
        }
        match table.screen() {
            tablee::engine::Screen::Over => return,
            tablee::engine::Screen::Curtain(s) => assert!(table.take_tablet(s)),
            tablee::engine::Screen::Computer(_) => while table.think() == Step::Thinking {},
            _ => {
                let nodes = table.render(chrome(Lang::En));
                if rng.below(6) == 0 {
                    if let Some(ask) = hint_command(&nodes) {
                        assert_eq!(table.command(ask), Done::Hinted);
                        // The next pass of the loop renders the hint line.
                        continue;
                    }
                }
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

/// The command of the "Hint" button, when the table offers one.
fn hint_command(nodes: &[Node]) -> Option<u32> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter().find(|e| e.get("data-testid") == Some("ask-hint")).and_then(|e| e.get("data-cmd")?.parse().ok())
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
const DE_NOUNS: &[&str] = &[
    "Scheine",
    "Karten",
    "Züge",
    "Stiche",
    "Punkte",
    "Plätze",
    "Kontore",
    "Scheiben",
    "Ideen",
    "Runden",
    "Nullen",
    "Geleitbriefe",
    "Städte",
    "Felder",
];
const NL_NOUNS: &[&str] = &[
    "biljetten",
    "kaarten",
    "zetten",
    "slagen",
    "punten",
    "plaatsen",
    "handelsposten",
    "schijven",
    "ideeën",
    "spelers",
    "rondes",
    "nullen",
    "vrijgeleides",
    "steden",
    "vakken",
];
const ADJECTIVES: &[&str] =
    &["fake", "faux", "more", "other", "autres", "free", "libres", "falsche", "freie", "valse", "vrije", "andere"];

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

/// Spaces, breaking or not.
fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}'
}

/// A letter French elides before ("d'Ana", "qu'Eli", "l'Octopus"). An h is
/// left out: Hambourg and Halle take "de", as an aspirated h does.
fn vowel_initial(word: &str) -> bool {
    let lower = word.to_lowercase();
    lower.starts_with(|c: char| "aeiouàâäéèêëîïôöùûüæœ".contains(c))
        // The words French does not elide before.
        && !["onze", "onzième", "oui"].iter().any(|w| lower.trim_end_matches(|c: char| !c.is_alphabetic()) == *w)
}

/// "de Ana", "que Eli", "le Octopus": a French word that must elide before
/// a vowel, and does not.
fn missed_elision(text: &str) -> Option<String> {
    const ELIDING: [&str; 10] = ["de", "le", "la", "que", "je", "ne", "me", "te", "se", "jusque"];
    let words: Vec<&str> = text.split(is_space).filter(|w| !w.is_empty()).collect();
    for pair in words.windows(2) {
        let first = pair[0].trim_start_matches(|c: char| !c.is_alphabetic()).to_lowercase();
        if ELIDING.contains(&first.as_str()) && vowel_initial(pair[1]) {
            return Some(format!("no elision in {:?}", format!("{} {}", pair[0], pair[1])));
        }
        if first == "si" && ["il", "ils"].contains(&pair[1]) {
            return Some(format!("no elision in {:?}", format!("{} {}", pair[0], pair[1])));
        }
    }
    None
}

/// The thousands separator of each language (CLDR's): a narrow no-break
/// space in French ("50 000", never cut at the end of a line), a comma in
/// English, a full stop in German and Dutch.
fn thousands(lang: Lang) -> char {
    lang.thousands()
}

/// Numbers of 1,000 and more written another way than the language's:
/// "50.000", "1 000" with a breaking space in French, "1 000" in English,
/// or no separator at all (a year, 1900 to 2099, is written without one).
fn misgrouped_numbers(text: &str, lang: Lang) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || (i > 0 && (chars[i - 1].is_ascii_digit() || chars[i - 1].is_alphabetic())) {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let lead = i - start;
        let mut seps = Vec::new();
        // A separator, then exactly three digits: one more group.
        while i + 3 < chars.len()
            && matches!(chars[i], ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' | '\'')
            && chars[i + 1..=i + 3].iter().all(|c| c.is_ascii_digit())
            && !chars.get(i + 4).is_some_and(|c| c.is_ascii_digit())
        {
            seps.push(chars[i]);
            i += 4;
        }
        let number: String = chars[start..i].iter().collect();
        let year = seps.is_empty() && lead == 4 && (1900..=2099).contains(&number.parse::<u32>().unwrap_or(0));
        if seps.iter().any(|s| *s != thousands(lang)) || lead > 3 && !year {
            out.push(format!("number written {number:?}"));
        }
    }
    out
}

/// "-20": a hyphen where a negative number needs the minus sign "−".
fn hyphen_minus(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len()).find_map(|i| {
        let before_ok = i == 0 || !chars[i - 1].is_alphanumeric();
        (chars[i] == '-' && before_ok && chars.get(i + 1).is_some_and(|c| c.is_ascii_digit())).then(|| {
            format!("a hyphen for a minus in {:?}", chars[i..(i + 6).min(chars.len())].iter().collect::<String>())
        })
    })
}

/// The problems of one text, or nothing.
fn problems(text: &str, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for bad in ["(s)", "?.", "!.", "..", "Some(", "None", "{", "}", "\\u{"] {
        if text.contains(bad) {
            out.push(format!("{bad:?}"));
        }
    }
    out.extend(misgrouped_numbers(text, lang));
    out.extend(hyphen_minus(text));
    // French names keep their own spacing, in both languages: « Preums ! ».
    let plain = text.replace("Preums\u{202f}!", "Preums!");
    // A mark of a compiled catalogue left in a text (a choice or a
    // variable the interpreter did not read).
    if text.chars().any(|c| c.is_control() && c != '\n') {
        out.push("a control character (a catalogue's mark)".into());
    }
    match lang {
        Lang::En | Lang::De | Lang::Nl => {
            for sp in [' ', '\u{a0}', '\u{202f}'] {
                for p in [':', ';', '!', '?'] {
                    if plain.contains(&format!("{sp}{p}")) {
                        out.push(format!("space before {p:?}"));
                    }
                }
            }
            let nouns = match lang {
                Lang::De => DE_NOUNS,
                Lang::Nl => NL_NOUNS,
                _ => EN_NOUNS,
            };
            if let Some(p) = plural_after_one(text, nouns) {
                out.push(p);
            }
            // Pfeffersäcke's "points d'influence" are "influence points" in
            // English: "IP" where short, never the French "PI".
            if names_word(text, "PI") {
                out.push("the French \"PI\" in other languages".into());
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
            out.extend(missed_elision(text));
        }
    }
    out
}

/// Names said the same way in every language: the games', the players',
/// the options and calls the app keeps in French everywhere.
const NAMES_EVERYWHERE: &[&str] = &[
    "Tablée",
    "Sorciers",
    "Barracuda",
    "Preums",
    "Pfeffersäcke",
    "Bourse",
    "Idées",
    "Vision",
    "enfer",
    "Somme",
    "non-nulle",
    "Last",
    "order",
    "Bella",
    "Vista",
    "Coco",
    "Loco",
    "Ana",
    "Bob",
    "Eli",
    "Cléo",
    "Ugo",
    "Inès",
];

/// Place names (Pfeffersäcke's cities and regions, the `city` and `region`
/// choices of the catalogues): often written alike in several languages.
fn place_names() -> &'static BTreeSet<String> {
    static NAMES: std::sync::OnceLock<BTreeSet<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let mut out = BTreeSet::new();
        for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/i18n")).unwrap().flatten() {
            for file in std::fs::read_dir(entry.path()).unwrap().flatten() {
                let Ok(src) = std::fs::read_to_string(file.path()) else { continue };
                let Ok(messages) = tablee::i18n::ftl::parse(&src) else { continue };
                for m in messages.iter().filter(|m| m.id == "city" || m.id == "region") {
                    for p in &m.parts {
                        if let tablee::i18n::ftl::Part::Select { variants, .. } = p {
                            for (_, v) in variants {
                                let text = tablee::i18n::ftl::plain(v).unwrap_or_default();
                                out.extend(text.split(|c: char| !c.is_alphabetic() && c != '-').map(str::to_string));
                            }
                        }
                    }
                }
            }
        }
        out
    })
}

/// German or Dutch texts left in English or French: a text of two words or
/// more (of four letters or more, names aside) met as it is in `other`.
fn untranslated(
    game: &str,
    lang: Lang,
    all: &BTreeSet<String>,
    other: (Lang, &BTreeSet<String>),
    found: &mut Vec<String>,
) {
    for t in all.intersection(other.1) {
        let words = t
            .split(|c: char| !c.is_alphabetic() && c != '-')
            .filter(|w| w.chars().count() >= 4 && !NAMES_EVERYWHERE.contains(w) && !place_names().contains(*w))
            .count();
        if words >= 2 {
            found.push(format!("{game} {lang:?}: left in {:?}: {t:?}", other.0));
        }
    }
}

fn check(game: &str, lang: Lang, all: &BTreeSet<String>, found: &mut Vec<String>) {
    for t in all {
        for p in problems(t, lang) {
            found.push(format!("{game} {lang:?}: {p} in {t:?}"));
        }
    }
}

/// Player names, half of them starting with a vowel; each game seats them
/// from another place, so that a vowel-initial name sits at every seat.
const NAMES: [&str; 6] = ["Ana", "Bob", "Eli", "Cléo", "Ugo", "Inès"];

fn names(players: usize, shift: usize) -> Vec<String> {
    (0..players).map(|i| NAMES[(i + shift) % NAMES.len()].to_string()).collect()
}

/// Words of developers, not players: how the computers search (Monte-Carlo,
/// determinised deals, samples, how many deals are tried), saves from
/// before a rule, versions, the spec's decision numbers. (The rules may say
/// that a game is saved on the device, or that the strong computer looks
/// ahead: that is for players.)
const DEVELOPER_WORDS: [&str; 14] = [
    "Monte",
    "determin",
    "détermin",
    "DECISION",
    "saved before",
    "sauvegardées avant",
    "version",
    "algorithm",
    "sample",
    "échantillon",
    "heuristi",
    "simulat",
    "more deals",
    "donnes de plus",
];

/// Does `text` hold `word` as a whole (not inside a longer word)?
fn names_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn every_text_of_every_game_is_written_for_its_language() {
    let mut found = Vec::new();
    for game in catalogue() {
        let (min, max) = game.players;
        let mut seen = Seen::default();
        for (k, players) in [min, max, min.max(3).min(max), max.min(4)].into_iter().enumerate() {
            for seed in 0..3u64 {
                let seats: Vec<SeatSetup> = names(players as usize, seed as usize + k)
                    .into_iter()
                    .enumerate()
                    .map(|(i, name)| SeatSetup {
                        name,
                        kind: if i == 0 || (k == 1 && i == 1) { SeatKind::Human } else { SeatKind::Easy },
                    })
                    .collect();
                let mut table = (game.start)(seats, &[], seed * 31 + k as u64).expect("a new game");
                collect(&mut table, &mut Lcg(seed + 7 * k as u64 + 1), &mut seen);
            }
        }
        let Seen { mut texts, buttons } = seen;
        for lang in Lang::ALL {
            assert!(texts[lang.index()].len() > 100, "{} {lang:?}: texts met: {}", game.id, texts[lang.index()].len());
        }
        // The in-app rules, as shown (the French ones through the same pass).
        for lang in Lang::ALL {
            let mut rules: Vec<String> = Vec::new();
            for section in game.texts.rules(lang).expect("every game has rules") {
                rules.push(typo(section.title.clone()));
                rules.extend(section.paragraphs.iter().map(|p| typo(p.clone())));
            }
            // The rules name a button as it is labelled in their own
            // language, never by another language's label.
            let own = &buttons[lang.index()];
            let other: BTreeSet<&String> = Lang::ALL
                .iter()
                .filter(|l| **l != lang)
                .flat_map(|l| buttons[l.index()].iter())
                .filter(|l| !own.contains(*l) && l.chars().filter(|c| c.is_alphabetic()).count() >= 4)
                .collect();
            for p in &rules {
                for label in &other {
                    if names_word(p, label) {
                        found.push(format!("{} {lang:?}: the rules name the button {label:?}: {p:?}", game.id));
                    }
                }
                for word in DEVELOPER_WORDS {
                    if p.contains(word) {
                        found.push(format!("{} {lang:?}: the rules speak to developers ({word:?}): {p:?}", game.id));
                    }
                }
            }
            let out = &mut texts[lang.index()];
            out.extend(rules);
            out.insert(typo((game.pitch)(lang).to_string()));
            // The options of the set-up screen, at every player count.
            for players in min..=max {
                for spec in (game.options)(players, &[], lang) {
                    out.insert(typo(spec.label.to_string()));
                    out.extend(spec.choices.iter().map(|(_, label)| typo(label.to_string())));
                }
            }
        }
        for lang in Lang::ALL {
            check(game.id, lang, &texts[lang.index()], &mut found);
        }
        for lang in [Lang::De, Lang::Nl] {
            for other in [Lang::En, Lang::Fr] {
                untranslated(game.id, lang, &texts[lang.index()], (other, &texts[other.index()]), &mut found);
            }
        }
    }
    assert!(found.is_empty(), "{} texts to fix:\n{}", found.len(), shown(&found));
}

/// The first of many problems (the same mistake is met over and over);
/// all of them with TEXTS_ALL=1 in the environment.
fn shown(found: &[String]) -> String {
    let all = std::env::var_os("TEXTS_ALL").is_some();
    let mut out: Vec<&str> = found.iter().take(if all { usize::MAX } else { 80 }).map(String::as_str).collect();
    if found.len() > out.len() {
        out.push("…");
    }
    out.join("\n")
}

/// Game by game, with the engine itself: every event of random games (the
/// computers mostly playing, random moves now and then) as a log line and
/// as a bubble, and the hint reason of every move offered along the way,
/// with vowel-initial names at every seat.
fn event_and_reason_texts<G: GameUi + TableGame>(games: u64, found: &mut Vec<String>) {
    let (min, max) = G::PLAYERS;
    let mut seen: Vec<BTreeSet<String>> = vec![BTreeSet::new(); Lang::ALL.len()];
    for players in min..=max {
        for g in 0..games {
            let seed = 1000 * u64::from(players) + g;
            let names = names(players as usize, g as usize + players as usize);
            let (mut state, mut events) = G::new(&G::config_for(players, &[]), seed).expect("a new game");
            let mut rng = rng_from_seed(seed);
            let mut moves = 0;
            while let Some(seat) = G::to_act(&state) {
                moves += 1;
                assert!(moves < 20_000, "{}: no end", G::ID);
                let view = G::view(&state, Viewer::Seat(seat));
                let legal = G::legal_moves(&state);
                // Every move offered, or a sample of them when there are many (bundles of notes).
                for _ in 0..legal.len().min(24) {
                    let mv =
                        if legal.len() <= 24 { &legal[moves % legal.len()] } else { choose(&mut rng, &legal).unwrap() };
                    for lang in Lang::ALL {
                        seen[lang.index()].extend(G::hint_reason(&view, mv, &names, lang).map(typo));
                    }
                }
                let mv = match G::bot_move(&view, SeatKind::Easy, &mut rng) {
                    Some(mv) if moves % 5 != 0 => mv,
                    _ => choose(&mut rng, &legal).expect("a legal move").clone(),
                };
                events.extend(G::apply(&mut state, seat, mv).unwrap_or_else(|e| panic!("{}: {e}", G::ID)));
            }
            for e in &events {
                for lang in Lang::ALL {
                    let out = &mut seen[lang.index()];
                    out.insert(typo(G::event_text(&e.event, &names, lang)));
                    out.extend(G::bubble(&e.event, &names, lang).map(|(_, b)| typo(b)));
                }
            }
        }
    }
    // A final score, large and negative (Bourse's purses, Sorciers' points).
    for lang in Lang::ALL {
        seen[lang.index()].insert(typo(G::score_text(-12_345, lang)));
        check(G::ID, lang, &seen[lang.index()], found);
    }
    for lang in [Lang::De, Lang::Nl] {
        for other in [Lang::En, Lang::Fr] {
            untranslated(G::ID, lang, &seen[lang.index()], (other, &seen[other.index()]), found);
        }
    }
}

#[test]
fn every_event_and_every_hint_reason_is_written_for_its_language() {
    let mut found = Vec::new();
    macro_rules! every_game {
        ($($id:ident : $game:path),* $(,)?) => {
            $(event_and_reason_texts::<$game>(3, &mut found);)*
        };
    }
    tablee::for_each_game!(every_game);
    assert!(found.is_empty(), "{} texts to fix:\n{}", found.len(), shown(&found));
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
    // Elision.
    for bad in ["Offre de Ana à Bob", "partenaire de Octopus.", "au tour de Eli", "Le Albatros", "plus que Inès"] {
        assert!(!problems(bad, Lang::Fr).is_empty(), "{bad}");
    }
    for good in ["Offre d'Ana à Bob", "partenaire de Laguna", "la dernière case de Hambourg", "de onze à 8", "de 3 à 6"]
    {
        assert!(problems(good, Lang::Fr).is_empty(), "{good}");
    }
    // Thousands.
    for bad in ["50.000", "6 000 F", "6\u{a0}000 F", "1,000", "10000", "1000000"] {
        assert!(!problems(bad, Lang::Fr).is_empty(), "{bad}");
    }
    for bad in ["50.000", "6 000 F", "1\u{202f}000", "10000"] {
        assert!(!problems(bad, Lang::En).is_empty(), "{bad}");
    }
    assert!(problems("50\u{202f}000, 1\u{202f}000\u{202f}000 et 999, 1998, 3 × 3 = 9", Lang::Fr).is_empty());
    assert!(problems("50,000, 1,000,000 and 999, 2,3 and 4, in 1998", Lang::En).is_empty());
    for lang in [Lang::De, Lang::Nl] {
        assert!(problems("50.000, 1.000.000 und 999", lang).is_empty());
        for bad in ["50,000", "1\u{202f}000", "10000", "Pächter : Ana"] {
            assert!(!problems(bad, lang).is_empty(), "{bad} {lang:?}");
        }
    }
    assert!(!problems("1 Karten", Lang::De).is_empty());
    assert!(!problems("1 kaarten", Lang::Nl).is_empty());
    assert!(!problems("Runde \u{1}0", Lang::De).is_empty(), "a catalogue's mark");
    assert!(problems("Runde 2", Lang::De).is_empty());
    let mut found = Vec::new();
    let en: BTreeSet<String> = ["Your turn: bid.".to_string(), "Hamburg".into()].into();
    let de: BTreeSet<String> = ["Your turn: bid.".to_string(), "Hamburg".into(), "Du bist dran.".into()].into();
    untranslated("x", Lang::De, &de, (Lang::En, &en), &mut found);
    assert_eq!(found.len(), 1, "{found:?}");
    // The minus.
    assert!(!problems("Ana -20 (−40)", Lang::En).is_empty());
    assert!(!problems("total : -5", Lang::Fr).is_empty());
    assert!(problems("Ana −20, a 2-disc, Saxe-Anhalt", Lang::En).is_empty());
    // Developers' words and buttons named in the other language.
    assert!(names_word("chooses: « Continuer » (go on)", "Continuer"));
    assert!(!problems("+4 PI, the disc is removed", Lang::En).is_empty());
    assert!(problems("+4 PI, le disque est retiré", Lang::Fr).is_empty());
    assert!(!names_word("Continuera", "Continuer"));
}

/// The in-app rules say what the screen and the seed say.
#[test]
fn rules_texts_tell_the_rules_as_they_are() {
    let text = |id: &str, lang: Lang| -> String {
        let game = tablee::catalogue::find(id).unwrap();
        game.texts.rules(lang).unwrap().iter().flat_map(|s| s.paragraphs.iter().cloned()).collect::<Vec<_>>().join("\n")
    };
    // Barracuda: nobody knows another's cash; no public range is shown.
    assert!(!text("barracuda", Lang::Fr).contains("fourchette"));
    assert!(!text("barracuda", Lang::En).contains("range"));
    // Preums !: the first token holder is drawn at random: he launched no levée.
    assert!(!text("levee", Lang::Fr).contains("il a lancé la levée précédente"));
    assert!(!text("levee", Lang::En).contains("they started the last round"));
    // Every language tells the same rules: as many sections as English.
    for game in catalogue() {
        let en = game.texts.rules(Lang::En).unwrap().len();
        for lang in Lang::ALL {
            let rules = game.texts.rules(lang).unwrap();
            assert_eq!(rules.len(), en, "{} {lang:?}: sections", game.id);
            assert!(rules.iter().all(|s| !s.title.is_empty() && !s.paragraphs.is_empty()), "{} {lang:?}", game.id);
        }
    }
}

/// The home tile prints each game's player count under its pitch: the
/// pitch does not say it again.
#[test]
fn no_pitch_repeats_the_player_count() {
    for game in catalogue() {
        for lang in Lang::ALL {
            let pitch = (game.pitch)(lang);
            let (min, max) = game.players;
            for count in [
                format!("{min} à {max} joueurs"),
                format!("{min} to {max} players"),
                format!("{min} bis {max} Spieler"),
                format!("{min} tot {max} spelers"),
            ] {
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
    for lang in Lang::ALL {
        let why = tablee::games::levee::text::error_text(&RuleError::CannotCallTokenHolder, lang);
        assert!(!why.contains("lancé") && !why.contains("started"), "{why}");
        assert!(["jeton", "token", "Marker", "fiche"].iter().any(|w| why.contains(w)), "{why}");
    }
}

/// Barracuda's end screen names the bankrupt player as bankrupt.
#[test]
fn barracuda_end_screen_marks_the_bankrupt() {
    let game = tablee::catalogue::find("barracuda").unwrap();
    let chrome = Chrome::plain(Lang::En);
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
