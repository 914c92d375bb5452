//! Wording fixed once in the catalogues (`i18n/<lang>/*.ftl`) and the in-app
//! rules (`i18n/<lang>/rules/*.md`), read here as files, that must not come
//! back (issue 53): German Pfeffersäcke says "Stadtmarker", Dutch says
//! "handelsposten"; Sorciers' variants have a name in each language, the
//! French one in parentheses after it; German Barracuda says "Last Order"
//! and "keine Bar gepachtet", Dutch Barracuda the words of its rulebook;
//! lines read aloud say wallets, accounts and card values in words (no "×",
//! no "→", no "[4]"); German ellipses follow one convention (a space before
//! "…"); no player's name gets a gender. Each failure names its file and line.

use std::fs;
use std::path::PathBuf;

const LANGS: [&str; 4] = ["fr", "en", "de", "nl"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file of the project, by its path from the project's root.
fn read(file: &str) -> String {
    let path = root().join(file);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every catalogue and rules file of a language, by path from the root.
fn files_of(lang: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut dirs = vec![format!("i18n/{lang}")];
    while let Some(dir) = dirs.pop() {
        let entries = fs::read_dir(root().join(&dir)).unwrap_or_else(|e| panic!("{dir}: {e}"));
        for entry in entries.flatten() {
            let path = format!("{dir}/{}", entry.file_name().to_string_lossy());
            if entry.path().is_dir() {
                dirs.push(path);
            } else if path.ends_with(".ftl") || path.ends_with(".md") {
                out.push(path);
            }
        }
    }
    out.sort();
    assert!(out.len() >= 10, "i18n/{lang}: {} files", out.len());
    out
}

/// Every line of a file: (line number, text).
fn lines(file: &str) -> Vec<(usize, String)> {
    read(file).lines().enumerate().map(|(i, l)| (i + 1, l.to_string())).collect()
}

/// The lines of each message of a catalogue: (id, line number, text).
/// A message is its `id = …` line and the indented lines below it.
fn message_lines(file: &str) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    let mut id: Option<String> = None;
    for (n, line) in lines(file) {
        if line.starts_with('#') {
            id = None;
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        if !line.starts_with([' ', '\t']) {
            id = line.split_once('=').map(|(k, _)| k.trim().to_string());
        }
        if let Some(id) = &id {
            out.push((id.clone(), n, line));
        }
    }
    out
}

/// Message `id` of a catalogue: its first line's number and its text
/// (after `=`, lines joined by a line break).
fn message(file: &str, id: &str) -> (usize, String) {
    let found: Vec<(usize, String)> =
        message_lines(file).into_iter().filter(|(i, _, _)| i == id).map(|(_, n, l)| (n, l)).collect();
    assert!(!found.is_empty(), "{file}: no message `{id}`");
    let mut text = found[0].1.split_once('=').map_or("", |(_, t)| t).trim().to_string();
    for (_, line) in &found[1..] {
        text.push('\n');
        text.push_str(line.trim());
    }
    (found[0].0, text)
}

/// Fails on every line of `file` that holds `word`.
fn never(file: &str, word: &str, why: &str) {
    for (n, line) in lines(file) {
        assert!(!line.contains(word), "{file}:{n}: {word:?} ({why}): {line}");
    }
}

#[test]
fn german_pfeffersacke_says_stadtmarker() {
    for file in ["i18n/de/pfeffersacke.ftl", "i18n/de/rules/pfeffersacke.md", "i18n/de/coach-pfeffersacke.ftl"] {
        never(file, "Scheibe", "the German edition's word is der Stadtmarker, plural die Stadtmarker");
        assert!(read(file).contains("Stadtmarker"), "{file}: no \"Stadtmarker\"");
    }
}

#[test]
fn dutch_pfeffersacke_says_handelsposten() {
    for file in ["i18n/nl/pfeffersacke.ftl", "i18n/nl/rules/pfeffersacke.md", "i18n/nl/coach-pfeffersacke.ftl"] {
        for word in ["Kantoor", "kantoor", "Kantoren", "kantoren"] {
            never(file, word, "the posts are handelsposten everywhere");
        }
    }
    let file = "i18n/nl/pfeffersacke.ftl";
    for id in ["map-words-posts", "map-words-both-ends"] {
        let (n, text) = message(file, id);
        assert!(text.starts_with("Handelsposten"), "{file}:{n}: `{id}` = {text:?}");
    }
}

/// Sorciers' variants: a name in each language, the French name in
/// parentheses after it, the same name in the catalogue and in the rules.
#[test]
fn sorciers_variants_have_a_name_in_each_language() {
    for lang in ["en", "de", "nl"] {
        let file = format!("i18n/{lang}/sorciers.ftl");
        let rules_file = format!("i18n/{lang}/rules/sorciers.md");
        let rules = read(&rules_file);
        for (id, french) in
            [("option-somme-non-nulle", "Somme non-nulle"), ("option-vision-de-l-enfer", "Vision de l'enfer")]
        {
            let (n, text) = message(&file, id);
            // The label, before what the option does: "Hellish vision (Vision de l'enfer)".
            let label = text.split(": ").next().unwrap_or_default().trim();
            let own = label.strip_suffix(&format!("({french})")).map(str::trim).unwrap_or_default();
            assert!(
                own.chars().any(char::is_alphabetic) && !own.contains(french),
                "{file}:{n}: `{id}` is named {label:?}: its own name first, then \"({french})\""
            );
            assert!(rules.contains(own), "{rules_file}: the variant is not called {own:?} as on the setup screen");
            // Nowhere the bare French name as a label ("Somme non-nulle: …").
            for (_, n, line) in message_lines(&file) {
                let line = line.split_once('=').map_or(line.as_str(), |(_, t)| t).trim();
                assert!(!line.starts_with(&format!("{french}:")), "{file}:{n}: the bare French name: {line}");
            }
            for (n, line) in lines(&rules_file) {
                assert!(!line.starts_with(&format!("• {french}")), "{rules_file}:{n}: the bare French name: {line}");
            }
        }
    }
}

#[test]
fn german_barracuda_says_last_order_and_keine_bar_gepachtet() {
    for file in files_of("de") {
        never(&file, "Last order", "German writes \"Last Order\"");
        never(&file, "Pächter keiner", "\"du hast keine Bar gepachtet\"");
        never(&file, "Züge Pacht", "\"zweimal die Pacht\"");
        never(&file, "Züge ihrer Pacht", "\"zweimal ihre Pacht\"");
    }
    let file = "i18n/de/barracuda.ftl";
    for (n, line) in lines(file) {
        assert!(line.trim() != "[yes] , gleichauf", "{file}:{n}: \"gleichauf\" with what? {line}");
    }
}

#[test]
fn dutch_barracuda_speaks_as_its_rulebook() {
    let file = "i18n/nl/barracuda.ftl";
    never(file, "Baasopdracht", "the rulebook says \"Opdracht van de baas\"");
    never(file, "baasopdracht", "the rulebook says \"Opdracht van de baas\"");
    never(file, "portemonnee", "the rulebook says \"kas\"");
    let (n, pitch) = message("i18n/nl/shell.ftl", "pitch-barracuda");
    assert!(!pitch.starts_with("Krijg"), "i18n/nl/shell.ftl:{n}: the pitch reads as a question: {pitch}");
}

/// A wallet's piles are read aloud: "7 fake notes", not "7 × fake note".
#[test]
fn wallet_piles_are_said_in_words() {
    for lang in LANGS {
        let file = format!("i18n/{lang}/barracuda.ftl");
        for (id, n, line) in message_lines(&file) {
            if id.starts_with("wallet-") {
                assert!(!line.contains('×'), "{file}:{n}: `{id}` says \"×\": {line}");
            }
        }
    }
}

/// Bourse's accounts are read aloud: "new balance 6,400 F", not "→ 6,400 F".
#[test]
fn bourse_accounts_are_said_in_words() {
    for lang in LANGS {
        let file = format!("i18n/{lang}/bourse.ftl");
        for (id, n, line) in message_lines(&file) {
            if id.starts_with("log-") || id == "accounts-net" || id == "transactions-pending" {
                assert!(!line.contains('→'), "{file}:{n}: `{id}` says \"→\": {line}");
            }
        }
    }
}

/// Preums !'s refusals are read aloud: "a 2, 3 or 4 card", not "[2], [3] or [4]".
#[test]
fn preums_refusals_say_card_values_in_words() {
    for lang in LANGS {
        let file = format!("i18n/{lang}/levee.ftl");
        for (id, n, line) in message_lines(&file) {
            if id.starts_with("error-") {
                for face in ["[2]", "[3]", "[4]", "[+1]", "[{"] {
                    assert!(!line.contains(face), "{file}:{n}: `{id}` says {face:?}: {line}");
                }
            }
        }
    }
}

/// German ellipses: one convention, a space before "…" ("Regeln werden
/// geladen …", „Reich das Tablet weiter an …“).
#[test]
fn german_ellipses_follow_one_convention() {
    for file in files_of("de") {
        for (n, line) in lines(&file) {
            let chars: Vec<char> = line.chars().collect();
            for (i, c) in chars.iter().enumerate() {
                if *c == '…' && i > 0 {
                    assert!(
                        matches!(chars[i - 1], ' ' | '\u{a0}'),
                        "{file}:{n}: \"…\" without a space before it: {line}"
                    );
                }
                if *c == '.' {
                    assert!(chars.get(i + 1) != Some(&'.'), "{file}:{n}: \"..\" instead of \"…\": {line}");
                }
            }
        }
    }
}

/// The shell, in German and Dutch: the player counts name the players, the
/// curtain hands the tablet on.
#[test]
fn german_and_dutch_shells_say_it_naturally() {
    let (n, text) = message("i18n/de/shell.ftl", "problem-seats-count");
    assert!(text.contains("Spielern") && !text.contains("wird zu"), "i18n/de/shell.ftl:{n}: {text}");
    let (n, text) = message("i18n/nl/shell.ftl", "problem-seats-count");
    assert!(text.contains("{ $max } spelers"), "i18n/nl/shell.ftl:{n}: {text}");
    let (n, text) = message("i18n/de/shell.ftl", "curtain-pass-to");
    assert_eq!(text, "Reich das Tablet weiter an", "i18n/de/shell.ftl:{n}");
    for file in files_of("de") {
        never(&file, "Gib das Tablet an", "the curtain says \"Reich das Tablet weiter an\"");
    }
}

/// Step 2 of a Pfeffersäcke turn tells what to do, with a verb.
#[test]
fn pfeffersacke_step_two_has_a_verb() {
    for (lang, verb) in [("en", "choose"), ("fr", "choisissez"), ("de", "Wähle"), ("nl", "kies")] {
        let file = format!("i18n/{lang}/pfeffersacke.ftl");
        let (n, text) = message(&file, "status-you-extend-by-city");
        assert!(text.contains(verb), "{file}:{n}: no {verb:?}: {text}");
    }
}

/// Sorciers' tips keep one person: no "du …: wirft …", no "gaat voor in de slag".
#[test]
fn sorciers_tips_keep_one_person() {
    for (file, fragments) in [
        ("i18n/de/sorciers.ftl", &[": wirft", ": spielt", ": holt"][..]),
        ("i18n/nl/sorciers.ftl", &[": gooit", ": speelt", ": wint", "gaat voor in de slag"][..]),
        ("i18n/en/sorciers.ftl", &[": gets rid", ": plays", ": wins"][..]),
    ] {
        for (id, n, line) in message_lines(file) {
            if id.starts_with("hint-") {
                for f in fragments {
                    assert!(!line.contains(f), "{file}:{n}: `{id}` changes person ({f:?}): {line}");
                }
            }
        }
    }
}

/// No sentence gives a player's name a gender ("Cléo ends his turn").
#[test]
fn no_name_gets_a_gender() {
    for file in files_of("en").into_iter().filter(|f| f.ends_with(".ftl")) {
        for (id, n, line) in message_lines(&file) {
            for word in [" his ", " her ", " him "] {
                assert!(!line.contains(word), "{file}:{n}: `{id}` says {word:?}: {line}");
            }
        }
    }
    never("i18n/nl/bourse.ftl", "zijn handelsbeurt", "no gender for a name: \"de handelsbeurt\"");
    never("i18n/nl/pfeffersacke.ftl", "breidt zijn", "no gender for a name: \"de eigen invloed\"");
}

/// Dutch: number agreement in Preums !'s share-out help, and Bourse's "ronde"
/// kept for a manche (the lap round the table is written out).
#[test]
fn dutch_agreement_and_one_meaning_per_word() {
    let (n, text) = message("i18n/nl/levee.ftl", "share-help");
    assert!(!text.contains("ze gaan"), "i18n/nl/levee.ftl:{n}: elke … kaart, ze gaan: {text}");
    never("i18n/nl/bourse.ftl", "volle ronde", "\"ronde\" is a manche in Bourse");
}
