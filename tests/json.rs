//! The browser build reads saves, links and remembered settings with
//! `engine::json` (the shell's own JSON parser, walked by serde) instead of
//! serde_json's reader. Both must read the same: on every game's records,
//! moves, views, configs and events, and on thousands of damaged copies of
//! them (cut, a number or a name changed, a member written twice, an
//! unknown member, an item too many, a variant written another way), the
//! two readers give the same value or both refuse, but for a struct
//! written as an array, which serde_json reads and never writes.

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use tablee::engine::{json, Record, Screen, SeatKind, SeatSetup, Table, Viewer};
use tablee::scene::GameUi;

mod common;
use common::every_game;

/// Reads `text` with both readers: the same value, or both refuse. Returns
/// whether it was read.
fn agree<T: DeserializeOwned + Serialize + Debug>(what: &str, text: &str) -> bool {
    let ours = json::from_str::<T>(text);
    let theirs = serde_json::from_str::<T>(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            let (a, b) = (serde_json::to_string(a).unwrap(), serde_json::to_string(b).unwrap());
            assert_eq!(a, b, "{what}: both read {text:?}, into different values");
            true
        }
        (Err(_), Err(_)) => false,
        (Ok(v), Err(e)) => panic!("{what}: {text:?} is read here as {v:?}, serde_json refuses it: {e}"),
        // The one difference, on purpose: serde_json also reads a struct
        // written as an array of its fields, which it never writes.
        (Err(e), Ok(_)) if e.to_string().starts_with("invalid type: sequence, expected struct ") => false,
        (Err(e), Ok(_)) => panic!("{what}: {text:?} is refused here ({e}), serde_json reads it"),
    }
}

/// The tokens of a JSON text: where each string, number or word starts and ends.
fn tokens(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let (mut out, mut i) = (Vec::new(), 0);
    while i < b.len() {
        let start = i;
        match b[i] {
            b'"' => {
                i += 1;
                while b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' | b'0'..=b'9' | b'a'..=b'z' => {
                while i < b.len() && matches!(b[i], b'-' | b'+' | b'.' | b'0'..=b'9' | b'a'..=b'z' | b'E') {
                    i += 1;
                }
            }
            _ => {
                i += 1;
                continue;
            }
        }
        out.push((start, i));
    }
    out
}

/// Damaged and rewritten copies of a JSON text, at most about `budget` of them.
fn variants(text: &str, budget: usize) -> Vec<String> {
    let mut out = Vec::new();
    let splice = |at: (usize, usize), with: &str| format!("{}{}{}", &text[..at.0], with, &text[at.1..]);
    let toks = tokens(text);
    let stride = (toks.len() * 6 / budget.max(1)).max(1);
    for &(s, e) in toks.iter().step_by(stride) {
        let tok = &text[s..e];
        let mut with: Vec<String> =
            ["-0", "1.5", "1e2", "-1", "256", "70000", "18446744073709551616", "-9223372036854775809"]
                .into_iter()
                .map(String::from)
                .collect();
        with.extend(["null", "true", "\"\"", "\"x\"", "[]", "{}", "[0]"].map(String::from));
        if tok.starts_with('"') {
            // A variant's name, written as an object of one member too.
            with.push(format!("{{{tok}:null}}"));
            with.push(format!("{{{tok}:0}}"));
            with.push(format!("{{{tok}:null,\"x\":null}}"));
            with.push(format!("{{{tok}:[]}}"));
        }
        for w in with.iter().filter(|w| **w != tok).take(if stride > 1 { 5 } else { with.len() }) {
            out.push(splice((s, e), w));
        }
    }
    let cut = (text.len() / budget.max(1)).max(1);
    for at in (0..text.len()).step_by(cut) {
        if text.is_char_boundary(at) {
            out.push(text[..at].to_string());
        }
    }
    for (i, c) in text.char_indices() {
        match c {
            // An unknown member (with a fraction, which a reader must skip
            // without refusing), and a member written twice.
            '{' => {
                out.push(format!("{}{{\"zz\":1.5e3,{}", &text[..i], &text[i + 1..]));
                if let Some(&(s, _)) = toks.iter().find(|t| t.0 > i) {
                    let member_end = text[s..].find([',', '}']).map(|n| s + n);
                    if let Some(end) = member_end.filter(|&end| !text[s..end].contains(['{', '['])) {
                        out.push(format!("{}{{{},{}", &text[..i], &text[s..end], &text[i + 1..]));
                    }
                }
            }
            // An item too many.
            ']' => out.push(format!("{},0{}", &text[..i], &text[i..])),
            _ => {}
        }
        if out.len() > 3 * budget {
            break;
        }
    }
    out.push(format!(" {text}\n"));
    out.push(format!("{text} x"));
    out
}

/// `text` and its variants, read both ways as a `T`; returns how many were read.
fn check<T: DeserializeOwned + Serialize + Debug>(what: &str, text: &str, budget: usize) -> usize {
    assert!(agree::<T>(what, text), "{what}: its own text {text:?} is not read back");
    variants(text, budget).iter().filter(|v| agree::<T>(what, v)).count()
}

/// A game between computers, with what each reader is given on the way: the
/// config, the moves, the views (of every seat and the table) and the events
/// of a few positions, and the record.
fn both_readers<G: GameUi>() {
    let mut read = 0;
    let mut tried = 0;
    for players in [3, 4] {
        let config = G::config_for(players, &[]);
        let Ok((state, _)) = G::new(&config, 1) else { continue };
        let seats: Vec<SeatSetup> =
            (0..G::seats(&state)).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
        let Ok(mut t) = Table::<G>::new(config.clone(), 7 + u64::from(players), seats) else { continue };
        let config_text = serde_json::to_string(&config).unwrap();
        read += check::<G::Config>(&format!("{} config", G::ID), &config_text, 400);
        let mut made = 0;
        while t.screen() != Screen::Over && made < 400 {
            if made % 37 == 5 {
                for eyes in std::iter::once(Viewer::Table)
                    .chain((0..t.seats().len()).map(|s| Viewer::Seat(tablee::engine::Seat(s as u8))))
                {
                    let view = serde_json::to_string(&t.view(eyes)).unwrap();
                    read += check::<G::View>(&format!("{} view", G::ID), &view, 150);
                }
                let log: Vec<_> = t.log(Viewer::Table).collect();
                for entry in log.iter().rev().take(3) {
                    let event = serde_json::to_string(&entry.logged.event).unwrap();
                    read += check::<G::Event>(&format!("{} event", G::ID), &event, 60);
                }
            }
            t.step_computer().expect("computers only: a computer is always to play");
            made += 1;
        }
        let record = t.record();
        for mv in record.moves.iter().step_by(7) {
            read += check::<G::Move>(&format!("{} move", G::ID), &serde_json::to_string(mv).unwrap(), 60);
        }
        read += check::<Record<G>>(&format!("{} record", G::ID), &record.encode(), 600);
        read += check::<Record<G>>(&format!("{} save", G::ID), &t.save(), 300);
        tried += 1;
    }
    assert!(tried > 0, "{}: no table could be set", G::ID);
    // The damaged copies include some that still read (an unknown member, a
    // variant written as an object, a number changed to another in range).
    assert!(read > 50, "{}: only {read} copies read, the variants miss what both readers accept", G::ID);
}

#[test]
fn the_two_readers_agree_on_every_games_texts() {
    every_game!(both_readers());
}

#[test]
fn a_struct_is_an_object() {
    // A config written as serde_json writes it is read; as the array of its
    // fields, which serde_json would also read, it is refused.
    let written = serde_json::to_string(&tablee::games::sorciers::Config::default()).unwrap();
    assert!(json::from_str::<tablee::games::sorciers::Config>(&written).is_ok());
    // Its fields in their order: players, sorcier_turned, somme_non_nulle,
    // bid_mode, vision_de_l_enfer.
    let as_array = r#"[3,"no_trump",false,"open",false]"#;
    assert!(serde_json::from_str::<tablee::games::sorciers::Config>(as_array).is_ok());
    let refused = json::from_str::<tablee::games::sorciers::Config>(as_array).unwrap_err();
    assert!(refused.to_string().starts_with("invalid type: sequence, expected struct "), "{refused}");
}

#[test]
fn numbers_are_whole_and_in_range() {
    assert_eq!(json::from_str::<u8>("255"), Ok(255));
    assert!(json::from_str::<u8>("256").is_err());
    assert_eq!(json::from_str::<i64>("-9223372036854775808"), Ok(i64::MIN));
    assert_eq!(json::from_str::<u64>("18446744073709551615"), Ok(u64::MAX));
    for refused in ["-0", "1.0", "1e2", "18446744073709551616", "01", "+1", ""] {
        assert!(json::from_str::<u64>(refused).is_err(), "{refused}");
        assert!(serde_json::from_str::<u64>(refused).is_err(), "{refused}");
        assert!(json::from_str::<i64>(refused).is_err(), "{refused}");
    }
}
