//! The texts' catalogues (`i18n/<lang>/<domain>.ftl`): every language has
//! every message of English with the same variables (checked by `build.rs`
//! too, here on what the app reads), plurals follow CLDR, numbers are written
//! as each language writes them, and no text is left as a French/English
//! pair in the code.

mod common;

use common::source::{code_only, rust_files};
use std::path::Path;
use tablee::catalogue::catalogue;
use tablee::i18n::{self, ftl, Domain, Lang};

/// Every domain the app fetches: the shell's and each game's.
fn domains() -> Vec<&'static Domain> {
    let mut all = vec![&i18n::shell::DOMAIN];
    all.extend(catalogue().into_iter().map(|g| g.texts));
    all
}

/// A catalogue's source, as a translator writes it.
fn source(domain: &Domain, lang: Lang) -> Vec<ftl::Message> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("i18n/{}/{}.ftl", lang.code(), domain.name));
    ftl::parse(&std::fs::read_to_string(&path).unwrap()).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let domains = domains();
    assert_eq!(domains.len(), 1 + catalogue().len());
    for domain in domains {
        let en = source(domain, Lang::En);
        let ids = |messages: &[ftl::Message]| messages.iter().map(|m| m.id.clone()).collect::<Vec<_>>();
        assert!(en.len() > 20, "{}: {} messages", domain.name, en.len());
        assert_eq!(domain.count(), en.len(), "{}", domain.name);
        for lang in Lang::ALL {
            let messages = source(domain, lang);
            assert_eq!(ids(&messages), ids(&en), "{} {lang:?}", domain.name);
            for (m, e) in messages.iter().zip(&en) {
                let (mut a, mut b) = (ftl::variables(&m.parts), ftl::variables(&e.parts));
                a.sort();
                b.sort();
                assert_eq!(a, b, "{} {lang:?} `{}`", domain.name, m.id);
            }
            // What the app reads: every message there, none empty but
            // those English leaves empty.
            for (n, e) in en.iter().enumerate() {
                if ftl::variables(&e.parts).is_empty() && ftl::plain(&e.parts).is_some_and(|t| !t.is_empty()) {
                    assert!(!domain.text(lang, n).is_empty(), "{} {lang:?} `{}`", domain.name, e.id);
                }
            }
        }
    }
}

#[test]
fn the_languages_are_those_build_rs_checks() {
    let build = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("build.rs")).unwrap();
    let codes: Vec<String> = Lang::ALL.iter().map(|l| format!("{:?}", l.code())).collect();
    assert!(build.contains(&format!("const LANGS: [&str; {}] = [{}];", codes.len(), codes.join(", "))));
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.code()), Some(lang));
    }
    assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
    assert_eq!(Lang::parse("nl_BE"), Some(Lang::Nl));
    assert_eq!(Lang::parse("es"), None);
    assert_eq!(Lang::preferred(["es-ES", "nl-NL", "de"]), Lang::Nl);
    assert_eq!(Lang::preferred(["pt", "ja"]), Lang::En);
    assert_eq!(Lang::preferred([]), Lang::En);
}

/// CLDR's cardinal plural categories of the four languages at 0, 1, 2, 5 and
/// 21 (French puts 0 with 1; the others put 0 with the plural).
#[test]
fn plural_forms_follow_cldr() {
    let want = [
        (Lang::Fr, ["one", "one", "other", "other", "other"]),
        (Lang::En, ["other", "one", "other", "other", "other"]),
        (Lang::De, ["other", "one", "other", "other", "other"]),
        (Lang::Nl, ["other", "one", "other", "other", "other"]),
    ];
    for (lang, cats) in want {
        for (n, cat) in [0, 1, 2, 5, 21].into_iter().zip(cats) {
            assert_eq!(lang.plural(n), cat, "{lang:?} {n}");
        }
    }
    // Every whole number up to 200,000 and a spread of larger ones, against
    // CLDR's data in the `intl_pluralrules` crate (the app's rules are
    // written out: src/i18n/mod.rs). French has "many" for a whole number of
    // millions in today's CLDR (the browsers'), "other" in the crate's older
    // data: the catalogues say both with their `*[other]`.
    let large = (1..2_000u64).map(|k| k * 7_919_113 + k % 7).chain((1..50).map(|k| k * 1_000_000));
    for lang in Lang::ALL {
        let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap();
        let cldr = intl_pluralrules::PluralRules::create(id, intl_pluralrules::PluralRuleType::CARDINAL).unwrap();
        for n in (0..=200_000u64).chain(large.clone()) {
            let want = match cldr.select(n).unwrap() {
                intl_pluralrules::PluralCategory::ONE => "one",
                intl_pluralrules::PluralCategory::MANY => "many",
                intl_pluralrules::PluralCategory::OTHER => "other",
                c => panic!("{lang:?} {n}: {c:?}, a category the app's rules lack"),
            };
            let got = lang.plural(n);
            let million = lang == Lang::Fr && n > 0 && n % 1_000_000 == 0;
            match million {
                true => assert_eq!((got, want), ("many", "other"), "{lang:?} {n}"),
                false => assert_eq!(got, want, "{lang:?} {n}"),
            }
        }
    }
    let d = sample();
    for (lang, texts) in [
        (Lang::Fr, ["0 carte", "1 carte", "2 cartes", "5 cartes", "21 cartes"]),
        (Lang::En, ["no card", "1 card", "2 cards", "5 cards", "21 cards"]),
        (Lang::De, ["0 Karten", "1 Karte", "2 Karten", "5 Karten", "21 Karten"]),
        (Lang::Nl, ["0 kaarten", "1 kaart", "2 kaarten", "5 kaarten", "21 kaarten"]),
    ] {
        for (n, text) in [0u32, 1, 2, 5, 21].into_iter().zip(texts) {
            assert_eq!(d.format(lang, id("cards"), &[n.into()]), text, "{lang:?} {n}");
        }
    }
    assert_eq!(d.format(Lang::Fr, id("cards"), &[1_000_000u32.into()]), "1\u{202f}000\u{202f}000 cartes");
}

/// A catalogue of every kind of message, in the four languages, compiled
/// as `build.rs` compiles the app's; `id` gives a message's number.
fn sample() -> &'static Domain {
    static D: std::sync::OnceLock<Domain> = std::sync::OnceLock::new();
    D.get_or_init(|| {
        let sources = [
            "cards = { $n -> [one] { $n } carte *[other] { $n } cartes }\nturn = Au tour { DE($name) }.\n-bar = le bar\nbar = Voici { -bar } :{\" \"}\ncity = { $id -> [koeln] Cologne *[other] ? }\nboth = { $a } et { $b }\n",
            "cards = { $n ->\n    [0] no card\n    [one] { $n } card\n   *[other] { $n } cards\n    }\nturn = { $name }'s turn.\n-bar = the bar\nbar = Here is { -bar }:{\" \"}\ncity = { $id -> [koeln] Cologne *[other] ? }\nboth = { $a } and { $b }\n",
            "cards = { $n -> [one] { $n } Karte *[other] { $n } Karten }\nturn = { $name } ist dran.\n-bar = die Bar\nbar = Hier ist { -bar }:{\" \"}\ncity = { $id -> [koeln] Köln *[other] ? }\nboth = { $a } und { $b }\n",
            "cards = { $n -> [one] { $n } kaart *[other] { $n } kaarten }\nturn = { $name } is aan de beurt.\n-bar = de bar\nbar = Hier is { -bar }:{\" \"}\ncity = { $id -> [koeln] Keulen *[other] ? }\nboth = { $b } en { $a }\n",
        ];
        let english = ftl::parse(sources[1]).unwrap();
        let compiled = sources.map(|s| &*String::leak(ftl::compile(&english, &ftl::parse(s).unwrap()).unwrap()));
        Domain::new("sample", english.len(), compiled, None)
    })
}

/// The number of message `id` of [`sample`] (its place among the sorted ids).
fn id(id: &str) -> usize {
    ["bar", "both", "cards", "city", "turn"].iter().position(|i| *i == id).unwrap()
}

#[test]
fn messages_say_their_variables_terms_and_choices() {
    let d = sample();
    assert_eq!(d.format(Lang::Fr, id("turn"), &["Ana".into()]), "Au tour d'Ana.");
    assert_eq!(d.format(Lang::Fr, id("turn"), &["Bob".into()]), "Au tour de Bob.");
    assert_eq!(d.format(Lang::En, id("turn"), &["Bob".into()]), "Bob's turn.");
    assert_eq!(d.text(Lang::Fr, id("bar")), "Voici le bar : ");
    assert_eq!(d.text(Lang::De, id("bar")), "Hier ist die Bar: ");
    assert_eq!(d.format(Lang::De, id("city"), &["koeln".into()]), "Köln");
    assert_eq!(d.format(Lang::Nl, id("city"), &["koeln".into()]), "Keulen");
    assert_eq!(d.format(Lang::Nl, id("city"), &["nowhere".into()]), "?");
    assert_eq!(d.format(Lang::De, id("cards"), &[12_000u32.into()]), "12.000 Karten");
    assert_eq!(d.format(Lang::En, id("cards"), &[12_000u32.into()]), "12,000 cards");
    // Variables by their place in the English text, whatever the order a
    // language says them in.
    assert_eq!(d.format(Lang::En, id("both"), &["A".into(), "B".into()]), "A and B");
    assert_eq!(d.format(Lang::Nl, id("both"), &["A".into(), "B".into()]), "B en A");
}

#[test]
fn the_compiler_refuses_what_the_app_could_not_read() {
    let english = ftl::parse("a = { $n } x\nb = y\n").unwrap();
    let err = ftl::compile(&english, &ftl::parse("a = { $m } x\nb = y\n").unwrap()).unwrap_err();
    assert!(err.contains("`$m`"), "{err}");
    let err = ftl::compile(&english, &ftl::parse("a = { $n } x\n").unwrap()).unwrap_err();
    assert!(err.contains("no `b`"), "{err}");
    let err = ftl::compile(&english, &ftl::parse("a = { $n } x\nb = y\u{7}\n").unwrap()).unwrap_err();
    assert!(err.contains("control character"), "{err}");
    // A catalogue of another build (not as many messages) is not installed.
    let d = Domain::new("other", 3, ["", "", "", ""], None);
    assert!(d.install(Lang::Fr, "x\u{1e}y".to_string()).is_err());
}

#[test]
fn the_reader_names_the_line_of_a_fault() {
    for (src, want) in [
        ("a = { $n", "line 1"),
        ("a = ok\nb = { $n -> [one] x }", "line 2"),
        ("a = { NOPE($n) }", "unknown function"),
        ("a = x\na = y", "given twice"),
        ("   a = x", "belongs to no message"),
        ("a = { -nope }", "no term"),
        ("a = x } y", "closes nothing"),
        ("a b = x", "not an id"),
    ] {
        let err = ftl::parse(src).expect_err(src);
        assert!(err.contains(want), "{src:?}: {err}");
    }
    let ok = ftl::parse("# note\nb = two\n  lines\n\na = { \"  \" }x\n").unwrap();
    assert_eq!(ok.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(ftl::plain(&ok[1].parts).unwrap(), "two\nlines");
    assert_eq!(ftl::plain(&ok[0].parts).unwrap(), "  x");
}

#[test]
fn numbers_are_written_as_each_language_writes_them() {
    let n = 1_234_567i64;
    assert_eq!(i18n::number(n, Lang::Fr), "1\u{202f}234\u{202f}567");
    assert_eq!(i18n::number(n, Lang::En), "1,234,567");
    assert_eq!(i18n::number(n, Lang::De), "1.234.567");
    assert_eq!(i18n::number(-n, Lang::Nl), "−1.234.567");
    assert_eq!(i18n::number(999, Lang::De), "999");
    assert_eq!(i18n::list(Lang::De, &["A", "B", "C"]), "A, B und C");
    assert_eq!(i18n::list(Lang::Nl, &["A", "B"]), "A en B");
    assert_eq!(i18n::list(Lang::Fr, &["A"]), "A");
    assert_eq!(i18n::labelled(Lang::Fr, "Mise", "3"), "Mise : 3");
    assert_eq!(i18n::labelled(Lang::De, "Einsatz", "3"), "Einsatz: 3");
}

/// No text is written in the code as a pair of languages any more: no
/// `Lang::Fr =>` arm, no `lang.fr()`, no `if fr`, outside `src/i18n/`.
#[test]
fn no_text_is_a_pair_in_the_code() {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut found = Vec::new();
    for path in files.iter().filter(|p| !p.to_string_lossy().contains("/src/i18n/")) {
        let text = std::fs::read_to_string(path).unwrap();
        // Tests may pick a language.
        let code = code_only(text.split("#[cfg(test)]").next().unwrap_or(&text));
        for bad in ["Lang::Fr =>", "Lang::En =>", ".fr()", "if fr ", "let fr =", ".t(", "fn t("] {
            if code.contains(bad) {
                found.push(format!("{}: {bad}", path.display()));
            }
        }
    }
    assert!(found.is_empty(), "texts still written as pairs in the code:\n{}", found.join("\n"));
}
