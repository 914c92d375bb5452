//! `engine::peek`, the JSON reader the shell uses instead of serde_json (so
//! that the browser build's main module carries no JSON deserializer): it
//! reads what serde_json writes and accepts, as serde_json reads it, and
//! refuses what is not JSON; the settings it reads and writes are those
//! serde wrote before.

use proptest::prelude::*;
use serde_json::Value as Json;
use tablee::engine::peek::{self, Value};
use tablee::i18n::Lang;
use tablee::scene::{Chatter, Handover, Pace, Settings};

/// serde_json's reading of a text, in peek's terms (numbers as serde_json
/// writes them back).
fn same(p: &Value, j: &Json) -> bool {
    match (p, j) {
        (Value::Null, Json::Null) => true,
        (Value::Bool(a), Json::Bool(b)) => a == b,
        (Value::Number(a), Json::Number(b)) => {
            let ours: Json = serde_json::from_str(a).expect("peek's number is JSON");
            ours == Json::Number(b.clone())
        }
        (Value::String(a), Json::String(b)) => a == b,
        (Value::Array(a), Json::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y)),
        (Value::Object(a), Json::Object(b)) => {
            a.len() == b.len() && a.iter().all(|(k, v)| b.get(k).is_some_and(|w| same(v, w)))
        }
        _ => false,
    }
}

fn json() -> impl Strategy<Value = Json> {
    let leaf = prop_oneof![
        Just(Json::Null),
        any::<bool>().prop_map(Json::Bool),
        any::<u64>().prop_map(Json::from),
        any::<i64>().prop_map(Json::from),
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(Json::from),
        any::<String>().prop_map(Json::String),
    ];
    leaf.prop_recursive(4, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Json::Array),
            prop::collection::btree_map(any::<String>(), inner, 0..6)
                .prop_map(|m| Json::Object(m.into_iter().collect())),
        ]
    })
}

/// Arrays and objects nested 120 to 135 deep (each level one or the
/// other), around serde_json's recursion limit, with a leaf or an empty
/// container at the bottom and sometimes a sibling leaf beside each level:
/// the comparison properties then see both sides of the limit.
fn nested() -> impl Strategy<Value = Json> {
    let bottom = prop_oneof![
        Just(Json::Null),
        any::<u8>().prop_map(Json::from),
        Just(Json::Array(Vec::new())),
        Just(Json::Object(Default::default())),
    ];
    (120usize..=135, prop::collection::vec(any::<bool>(), 135), bottom, any::<bool>()).prop_map(
        |(depth, kinds, bottom, siblings)| {
            kinds[..depth].iter().fold(bottom, |inner, &object| {
                let mut items = vec![inner];
                if siblings {
                    items.push(Json::from(1));
                }
                if object {
                    Json::Object(items.into_iter().enumerate().map(|(i, v)| (i.to_string(), v)).collect())
                } else {
                    Json::Array(items)
                }
            })
        },
    )
}

/// Any JSON value: shallow and varied, or nested around the limit.
fn any_json() -> impl Strategy<Value = Json> {
    prop_oneof![3 => json(), 1 => nested()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// What serde_json writes, compact or pretty, reads as serde_json reads
    /// it; what it writes but refuses to read (nested past its limit) is
    /// refused too.
    #[test]
    fn reads_what_serde_json_writes(value in any_json()) {
        for text in [serde_json::to_string(&value).unwrap(), serde_json::to_string_pretty(&value).unwrap()] {
            let read = peek::parse(&text);
            match serde_json::from_str::<Json>(&text) {
                Ok(theirs) => prop_assert!(read.as_ref().is_ok_and(|p| same(p, &theirs)), "{text}: {read:?}"),
                Err(e) => prop_assert!(read.is_err(), "serde_json refuses {text} ({e}), peek reads it"),
            }
        }
    }

    /// A text whole, cut short, or with one byte changed, is refused exactly
    /// when serde_json refuses it (numbers aside: peek keeps them as text,
    /// so it takes a number too large for an f64 that serde_json refuses).
    #[test]
    fn refuses_what_serde_json_refuses(value in any_json(), cut in any::<prop::sample::Index>(), byte in any::<u8>(), at in any::<prop::sample::Index>()) {
        let text = serde_json::to_string(&value).unwrap();
        let short = &text.as_bytes()[..cut.index(text.len())];
        let mut changed = text.clone().into_bytes();
        let i = at.index(changed.len());
        changed[i] = byte;
        for bytes in [text.as_bytes(), short, &changed[..]] {
            let Ok(text) = std::str::from_utf8(bytes) else { continue };
            let theirs = serde_json::from_str::<Json>(text);
            if theirs.as_ref().is_err_and(|e| e.to_string().starts_with("number out of range")) {
                continue;
            }
            let ours = peek::parse(text);
            prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}: {:?} / {:?}", text, ours, theirs);
            // Skimmed, it is refused the same, with the same error.
            for skim in [SKIM_ALL, SKIM_SOME] {
                prop_assert_eq!(peek::parse_skimming(text, skim).err(), ours.as_ref().err().cloned(), "{:?}", text);
            }
        }
    }

    /// Any text at all: an answer, never a panic.
    #[test]
    fn never_panics(text in any::<String>()) {
        let _ = peek::parse(&text);
        let _ = peek::parse_skimming(&text, SKIM_SOME);
    }

    /// Skimmed members keep only their place (an array, its number of
    /// items); the others read as a whole read does.
    #[test]
    fn skims_what_it_is_told_to_and_keeps_the_rest(value in any_json()) {
        let text = serde_json::to_string(&value).unwrap();
        let (Ok(whole), Ok(skimmed)) = (peek::parse(&text), peek::parse_skimming(&text, SKIM_SOME)) else {
            return Ok(());
        };
        match (&whole, &skimmed) {
            (Value::Object(all), Value::Object(kept)) => {
                prop_assert_eq!(all.len(), kept.len());
                for ((k1, v1), (k2, v2)) in all.iter().zip(kept) {
                    prop_assert_eq!(k1, k2);
                    if SKIM_SOME(k1, 0) {
                        prop_assert!(matches!(v2, Value::Skimmed(_)), "{k1}: {v2:?}");
                        prop_assert_eq!(v2.items(), v1.items());
                    } else {
                        prop_assert_eq!(v1, v2);
                    }
                }
            }
            (w, s) => prop_assert_eq!(w, s),
        }
    }
}

/// Skims every member.
const SKIM_ALL: fn(&str, usize) -> bool = |_, _| true;
/// Skims the outermost object's members whose name starts with a letter before `n`.
const SKIM_SOME: fn(&str, usize) -> bool =
    |name, depth| depth == 0 && name.as_bytes().first().is_some_and(|b| *b < b'n');

#[test]
fn refuses_what_is_not_json() {
    for bad in [
        "",
        " ",
        "{",
        "}",
        "[1,]",
        "[,1]",
        "{\"a\":1,}",
        "{\"a\" 1}",
        "{a:1}",
        "01",
        "-",
        "1.",
        ".5",
        "1e",
        "1e+",
        "+1",
        "tru",
        "nul",
        "\"abc",
        "\"\\x\"",
        "\"\\u12\"",
        "\"\\ud800\"",
        "\"\\udc00\"",
        "\"\\ud800\\u0041\"",
        "\"a\nb\"",
        "[1] 2",
        "{\"a\":1}}",
        "'a'",
        "NaN",
        "Infinity",
    ] {
        assert!(peek::parse(bad).is_err(), "{bad:?} is not JSON");
        assert!(serde_json::from_str::<Json>(bad).is_err(), "{bad:?} (serde_json agrees)");
    }
    let deep = "[".repeat(10_000) + &"]".repeat(10_000);
    assert!(peek::parse(&deep).is_err(), "nesting has a limit (no stack overflow)");
    // serde_json's limit, exactly: 127 containers nested are read, 128 are
    // not (arrays, objects, or both).
    for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
        for (depth, ok) in [(127, true), (128, false), (129, false)] {
            let text = open.repeat(depth - 1) + "[]" + &close.repeat(depth - 1);
            assert_eq!(serde_json::from_str::<Json>(&text).is_ok(), ok, "serde_json, {depth} deep");
            assert_eq!(peek::parse(&text).is_ok(), ok, "peek, {depth} deep: {text}");
        }
    }
    let err = peek::parse("{\"game\": tru}").unwrap_err();
    assert_eq!((err.at, err.to_string().as_str()), (9, "a value expected at byte 9"));
}

#[test]
fn reads_escapes_numbers_and_members() {
    let doc = peek::parse(r#" {"a": "\u00e9\ud83c\udccf\n\"\\\/", "n": 42, "big": 18446744073709551615, "neg": -3, "f": 1.5e3, "t": true, "z": null, "l": [1, [2]]} "#)
        .unwrap();
    assert_eq!(doc.get("a").and_then(|v| v.as_str()), Some("é🃏\n\"\\/"));
    assert_eq!(doc.get("n").and_then(|v| v.as_u64()), Some(42));
    assert_eq!(doc.get("big").and_then(|v| v.as_u64()), Some(u64::MAX));
    assert_eq!(doc.get("neg").and_then(|v| v.as_u64()), None, "a count is never negative");
    assert_eq!(doc.get("f"), Some(&Value::Number("1.5e3")));
    assert_eq!(doc.get("f").and_then(|v| v.as_u64()), None);
    assert_eq!(doc.get("t").and_then(|v| v.as_bool()), Some(true));
    assert!(doc.get("z").is_some_and(|v| v.is_null()));
    assert_eq!(doc.get("l").and_then(|v| v.as_array()).map(|l| l.len()), Some(2));
    assert_eq!(doc.get("missing"), None);
    assert_eq!(peek::parse("[1]").unwrap().get("a"), None, "an array has no members");
}

/// The settings as serde wrote them before (the same struct, derived).
#[derive(serde::Serialize)]
struct Before {
    lang: Option<Lang>,
    pace: Pace,
    chatter: &'static str,
    handover: &'static str,
}

#[test]
fn settings_read_and_write_what_serde_wrote() {
    for lang in std::iter::once(None).chain(Lang::ALL.map(Some)) {
        for pace in Pace::ALL {
            for chatter in Chatter::ALL {
                for handover in Handover::ALL {
                    let settings = Settings { lang, pace, chatter, handover };
                    let before = serde_json::to_string(&Before {
                        lang,
                        pace,
                        chatter: chatter.code(),
                        handover: handover.code(),
                    })
                    .unwrap();
                    assert_eq!(settings.write(), before);
                    assert_eq!(Settings::read(&before), Some(settings));
                }
            }
        }
    }
    // Missing fields take their defaults; anything else wrong, the defaults.
    assert_eq!(Settings::read("{}"), Some(Settings::default()));
    let all = Chatter::All;
    assert_eq!(
        Settings::read(r#"{"lang":"en"}"#),
        Some(Settings { lang: Some(Lang::En), pace: Pace::Normal, chatter: all, handover: Handover::Show })
    );
    assert_eq!(
        Settings::read(r#"{"lang":"nl"}"#),
        Some(Settings { lang: Some(Lang::Nl), pace: Pace::Normal, chatter: all, handover: Handover::Show })
    );
    // The settings of the releases before (no "chatter", no "handover"):
    // everything said, the table shown after a move.
    let old = Settings::read(r#"{"lang":"fr","pace":"fast"}"#);
    assert_eq!(old, Some(Settings { lang: Some(Lang::Fr), pace: Pace::Fast, chatter: all, handover: Handover::Show }));
    for bad in [
        r#"{"chatter":"loud"}"#,
        r#"{"handover":"later"}"#,
        r#"{"lang":"es"}"#,
        r#"{"lang":"de-AT"}"#,
        r#"{"pace":"warp"}"#,
        r#"{"pace":3}"#,
        "[]",
        "{",
        "",
    ] {
        assert_eq!(Settings::read(bad), None, "{bad}");
    }
}
