//! Saves and links written by hand (`tests/fixtures/hand/`, see its
//! README): the helpers that read them. Each game's file holds its own
//! expectations, derived from its rules, not from a run of the code.

use super::codec::{code_of, put_text, put_varint, whole};
use std::path::Path;
use tablee::engine::link::{encode, peek, LinkHeader, Shared};
use tablee::engine::{SeatKind, Stamp, Table, Viewer};
use tablee::scene::GameUi;

/// A save written by hand (`tests/fixtures/hand/`, see its README): every
/// expectation below comes from the rules (`shared/rules/<game>.md`), not
/// from a run of the code. Three humans, Ana, Bob and Cléo; nobody holds
/// the tablet; written 5 times, last by "hand".
pub fn hand_save<G: GameUi>() -> (Table<G>, serde_json::Value) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/hand/{}.save.json", G::ID));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let t = Table::<G>::from_save(&bytes).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
    let names: Vec<&str> = t.seats().iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Bob", "Cléo"]);
    assert_eq!(t.stamp(), &Stamp { rev: 5, writer: Some("hand".into()) });
    assert_eq!(t.holder(), None, "three humans, nobody named as holding the tablet");
    let view = serde_json::to_value(t.view(Viewer::Table)).unwrap();
    (t, view)
}

pub fn seat_of(v: &serde_json::Value) -> usize {
    v.as_u64().unwrap_or_else(|| panic!("a seat number, not {v}")) as usize
}

/// A link written by hand (`tests/fixtures/hand/<game>.link.json`): its
/// payload's fields as a person writes them, made into a code by this
/// file's own encoder (varints, base64url and CRC-32 written apart from
/// the engine's). Returns the code and the fields.
pub fn hand_link(id: &str) -> (String, serde_json::Value) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/hand/{id}.link.json"));
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let mut p = Vec::new();
    put_text(&mut p, doc["game"].as_str().unwrap().as_bytes());
    put_text(&mut p, doc["config"].as_str().unwrap().as_bytes());
    let seats = doc["seats"].as_array().unwrap();
    put_varint(&mut p, seats.len() as u64);
    for seat in seats {
        p.push(["human", "easy", "strong"].iter().position(|k| seat[0] == *k).unwrap() as u8);
        put_text(&mut p, seat[1].as_str().unwrap().as_bytes());
    }
    put_varint(&mut p, doc["eyes"].as_u64().unwrap());
    put_varint(&mut p, doc["at"].as_u64().unwrap());
    p.push(0); // the whole game
    put_varint(&mut p, doc["seed"].as_u64().unwrap());
    p.push(0); // from the beginning
    let moves = doc["moves"].as_array().unwrap();
    put_varint(&mut p, moves.len() as u64);
    for m in moves {
        put_varint(&mut p, m.as_u64().unwrap());
    }
    (code_of(&p), doc)
}

/// The moves of a hand-written save (`tests/fixtures/hand/<game>.save.json`).
pub fn hand_save_moves(id: &str) -> serde_json::Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/hand/{id}.save.json"));
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    doc["moves"].clone()
}

/// What a reader of the link's fields says it holds: `peek` and `decode`
/// say the same, and the code is the engine's own (it encodes back to it).
pub fn hand_link_holds<G: GameUi>(
    names: &[&str],
    kinds: &[SeatKind],
    eyes: Viewer,
    at: usize,
    moves: usize,
) -> (Shared<G>, serde_json::Value) {
    let (code, _) = hand_link(G::ID);
    let header = peek(&code).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    assert_eq!(header, LinkHeader { game: G::ID.into(), names, moves, at, eyes }, "{}", G::ID);
    let shared = whole::<G>(&code).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
    assert_eq!(shared.seats.iter().map(|s| s.kind).collect::<Vec<_>>(), kinds, "{}", G::ID);
    assert_eq!((shared.at, shared.eyes, shared.record.seed), (at, eyes, 12), "{}", G::ID);
    assert_eq!(encode(&shared), code, "{}: one code per link", G::ID);
    // The position shown, through the link's eyes.
    let mut record = shared.record.clone();
    record.moves.truncate(at - shared.record.moves_before());
    let state = tablee::engine::replay(&record).unwrap().state;
    let view = serde_json::to_value(G::view(&state, eyes)).unwrap();
    (shared, view)
}
