//! Shareable links (`engine::link`): random games of every game round-trip
//! through a link at every position; cut, damaged, foreign and newer links
//! each give their own error, never a panic; the bytes are the documented
//! format (checked here with an independent base64url and CRC-32); one link
//! per game is pinned, so a change of a game's legal-move order (which would
//! make old links replay other moves) fails here.

mod common;

use common::codec::*;
use common::every_game;

use proptest::prelude::*;
use tablee::engine::link::{decode, encode, encode_seen, peek, Link, LinkError, LinkHeader, Shared, LINK_VERSION};
use tablee::engine::{below, SetupError};
use tablee::engine::{derive_seed, rng_from_seed, Game, GameRng, Record, Seat, SeatKind, SeatSetup, Viewer};
use tablee::games::{barracuda::Barracuda, levee::Levee, sorciers::Sorciers};
use tablee::i18n::Lang;
use tablee::scene::{GameUi, Worded};

const MAX_MOVES: usize = 200_000;

const NAMES: [&str; 6] = ["Ana", "Bob", "Cléo", "Dédé 🎲", "", "Eve \"la grande\""];

fn seats(n: u8, rng: &mut GameRng) -> Vec<SeatSetup> {
    (0..n as usize)
        .map(|i| SeatSetup {
            name: NAMES[i].into(),
            kind: [SeatKind::Human, SeatKind::Easy, SeatKind::Strong][below(rng, 3) as usize],
        })
        .collect()
}

/// A whole game of random legal moves, shared at a random position through
/// random eyes.
fn random_shared<G: GameUi>(players: u8, seed: u64) -> Shared<G> {
    let mut rng = rng_from_seed(seed ^ 0x11AC);
    let config = G::config_for(players, &[]);
    let (_, moves, _) = common::random_game::<G>(&config, seed, &mut rng, MAX_MOVES, |_| {});
    let mut record = Record::<G>::new(config, seed);
    record.moves = moves;
    let at = below(&mut rng, record.moves.len() as u32 + 1) as usize;
    let eyes = match below(&mut rng, u32::from(players) + 1) {
        0 => Viewer::Table,
        s => Viewer::Seat(Seat(s as u8 - 1)),
    };
    Shared { record, seats: seats(players, &mut rng), at, eyes }
}

fn header_of<G: Game>(shared: &Shared<G>) -> LinkHeader {
    LinkHeader {
        game: G::ID.into(),
        names: shared.seats.iter().map(|s| s.name.clone()).collect(),
        moves: shared.record.moves_before() + shared.record.moves.len(),
        at: shared.at,
        eyes: shared.eyes,
    }
}

fn round_trips<G: GameUi>(shared: &Shared<G>) -> String {
    let code = encode(shared);
    assert!(code.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'), "{}: {code}", G::ID);
    let back = whole::<G>(&code).unwrap_or_else(|e| panic!("{}: {e}\n{code}", G::ID));
    assert_eq!(back, *shared, "{}", G::ID);
    assert_eq!(peek(&code), Ok(header_of(shared)), "{}", G::ID);
    assert_eq!(encode(&back), code, "{}: one code per shared position", G::ID);
    code
}

fn every_player_count<G: GameUi>(games: u64) {
    let (min, max) = G::PLAYERS;
    for players in min..=max {
        for g in 0..games {
            round_trips(&random_shared::<G>(players, derive_seed(u64::from(players), g)));
        }
    }
}

#[test]
fn random_games_of_every_game_and_player_count_round_trip() {
    every_game!(every_player_count(3));
}

/// A link at every position of a whole game decodes to the same record.
fn at_every_move<G: GameUi>(seed: u64) {
    let mut shared = random_shared::<G>(G::PLAYERS.1, seed);
    let len = shared.record.moves.len();
    assert!(len > 0);
    for at in 0..=len {
        shared.at = at;
        let back = whole::<G>(&encode(&shared)).unwrap_or_else(|e| panic!("{} at {at}: {e}", G::ID));
        assert_eq!(back.at, at);
        assert!(back.record == shared.record, "{} at {at}", G::ID);
    }
}

#[test]
fn a_link_at_every_move_of_a_game_decodes_to_that_move() {
    let mut seed = 0;
    every_game!(at_every_move({
        seed += 1;
        seed
    }));
}

/// Four players, or as near as the game allows.
fn four<G: GameUi>() -> u8 {
    4.clamp(G::PLAYERS.0, G::PLAYERS.1)
}

fn from_every_eyes<G: GameUi>() {
    let mut shared = random_shared::<G>(four::<G>(), 9);
    for eyes in Seat::all(four::<G>().into()).map(Viewer::Seat).chain([Viewer::Table]) {
        shared.eyes = eyes;
        round_trips(&shared);
    }
}

#[test]
fn a_link_from_each_seats_eyes_and_the_tables_round_trips() {
    every_game!(from_every_eyes());
}

// ---------------------------------------------------------------- errors

/// Every prefix of a code: empty, then cut.
fn every_prefix_is_truncated<G: GameUi>(code: &str) {
    assert_eq!(peek(""), Err(LinkError::Empty));
    assert_eq!(decode::<G>("").err(), Some(LinkError::Empty));
    for cut in 1..code.len() {
        let prefix = &code[..cut];
        assert_eq!(peek(prefix), Err(LinkError::Truncated), "{} cut at {cut}", G::ID);
        assert_eq!(decode::<G>(prefix).err(), Some(LinkError::Truncated), "{} cut at {cut}", G::ID);
    }
}

/// Every character changed (to a few others): damaged, whichever it is.
fn every_change_is_damaged<G: GameUi>(code: &str) {
    for at in 0..code.len() {
        for shift in [1, 17, 32, 63] {
            let mut bad = code.as_bytes().to_vec();
            let old = ALPHABET.iter().position(|&c| c == bad[at]).expect("a base64url character");
            bad[at] = ALPHABET[(old + shift) % 64];
            let bad = String::from_utf8(bad).unwrap();
            assert_eq!(peek(&bad), Err(LinkError::Damaged), "{}: character {at} + {shift}", G::ID);
            assert_eq!(decode::<G>(&bad).err(), Some(LinkError::Damaged), "{}: character {at} + {shift}", G::ID);
        }
        // Outside the alphabet (a space, padding, a URL's `#`): not a link.
        for c in [" ", "=", "#", "+", "/", "é"] {
            let bad = format!("{}{c}{}", &code[..at], &code[at + 1..]);
            assert_eq!(peek(&bad), Err(LinkError::NotALink), "{}: {c:?} at {at}", G::ID);
            assert_eq!(decode::<G>(&bad).err(), Some(LinkError::NotALink));
        }
    }
    // One character more: damaged (bytes past the announced length, or ragged).
    for extra in ["A", "AA", "AAAA", "g"] {
        assert_eq!(decode::<G>(&format!("{code}{extra}")).err(), Some(LinkError::Damaged), "{} + {extra}", G::ID);
    }
}

fn cut_and_damaged<G: GameUi>() {
    // A short game: every prefix and every change is checked.
    let mut shared = random_shared::<G>(G::PLAYERS.0, 77);
    shared.record.moves.truncate(60);
    shared.at = shared.at.min(shared.record.moves.len());
    let code = round_trips(&shared);
    every_prefix_is_truncated::<G>(&code);
    every_change_is_damaged::<G>(&code);
}

#[test]
fn cut_links_are_truncated_and_changed_ones_damaged() {
    every_game!(cut_and_damaged());
}

#[test]
fn a_link_of_another_game_is_the_wrong_game() {
    fn code_of<G: GameUi>(codes: &mut Vec<(&'static str, String)>) {
        codes.push((G::ID, encode(&random_shared::<G>(3, 1))));
    }
    let mut codes = Vec::new();
    every_game!(code_of(&mut codes));
    fn check<G: Game>(codes: &[(&'static str, String)]) {
        for (id, code) in codes {
            let got = decode::<G>(code).err();
            if *id == G::ID {
                assert_eq!(got, None);
            } else {
                assert_eq!(got, Some(LinkError::WrongGame { found: (*id).into(), expected: G::ID }));
            }
            assert_eq!(peek(code).map(|h| h.game), Ok((*id).to_string()));
        }
    }
    every_game!(check(&codes));
}

#[test]
fn a_newer_version_is_reported_as_such_only_when_its_checksums_hold() {
    let code = encode(&random_shared::<Sorciers>(4, 3));
    let mut bytes = from_base64url(&code);
    assert_eq!(bytes[0], LINK_VERSION);
    bytes[0] = LINK_VERSION + 1;
    // The version changed without its checks: a damaged link.
    assert_eq!(peek(&to_base64url(&bytes)), Err(LinkError::Damaged));
    // A genuine newer link: its checks hold.
    let newer = to_base64url(&reseal(bytes.clone()));
    let want = LinkError::NewerVersion { found: LINK_VERSION + 1, supported: LINK_VERSION };
    assert_eq!(peek(&newer), Err(want.clone()));
    assert_eq!(decode::<Sorciers>(&newer).err(), Some(want.clone()));
    assert!(want.words(Lang::Fr).contains("plus récente"));
    assert!(want.words(Lang::En).contains("newer version"));
    // Whatever a newer payload holds.
    let len = bytes.len();
    bytes[3..len - 4].fill(0xEE);
    assert_eq!(peek(&to_base64url(&reseal(bytes.clone()))), Err(want));
    // Version 0 was never written.
    bytes[0] = 0;
    assert_eq!(peek(&to_base64url(&reseal(bytes))), Err(LinkError::Damaged));
}

fn position_beyond<G: GameUi>() {
    let mut shared = random_shared::<G>(3.clamp(G::PLAYERS.0, G::PLAYERS.1), 5);
    let moves = shared.record.moves.len();
    for at in [moves + 1, moves + 1000, usize::MAX] {
        shared.at = at;
        let code = encode(&shared);
        assert_eq!(peek(&code), Err(LinkError::PositionBeyond { at, moves }));
        assert_eq!(decode::<G>(&code).err(), Some(LinkError::PositionBeyond { at, moves }));
    }
    shared.at = moves;
    round_trips(&shared);
}

#[test]
fn a_position_beyond_the_moves_is_refused() {
    every_game!(position_beyond());
}

fn eyes_not_a_seat<G: GameUi>() {
    let n = four::<G>();
    let mut shared = random_shared::<G>(n, 5);
    for seat in [n, n + 1, 255] {
        shared.eyes = Viewer::Seat(Seat(seat));
        let want = LinkError::EyesNotASeat { seat: seat.into(), seats: n.into() };
        assert_eq!(peek(&encode(&shared)), Err(want.clone()), "{}", G::ID);
        assert_eq!(decode::<G>(&encode(&shared)).err(), Some(want), "{}", G::ID);
    }
}

#[test]
fn eyes_that_are_not_a_seat_are_refused() {
    every_game!(eyes_not_a_seat());
}

#[test]
fn refused_settings_are_a_config_error() {
    // Seats that do not match the config's player count.
    let mut shared = random_shared::<Sorciers>(4, 6);
    shared.seats.pop();
    shared.eyes = Viewer::Table;
    let refused = LinkError::ConfigRefused(Some(SetupError::PlayerCount { min: 4, max: 4, got: 3 }));
    assert_eq!(decode::<Sorciers>(&encode(&shared)).err(), Some(refused));
    // A player count the game refuses.
    let mut shared = random_shared::<Sorciers>(3, 6);
    shared.record.config.players = 9;
    shared.seats = (0..9).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Human }).collect();
    let err = decode::<Sorciers>(&encode(&shared)).err();
    assert!(matches!(err, Some(LinkError::ConfigRefused(Some(SetupError::PlayerCount { got: 9, .. })))), "{err:?}");
    let err = err.unwrap();
    assert!(err.words(Lang::Fr).starts_with("Les réglages de cette partie sont refusés"), "{}", err.words(Lang::Fr));
    assert!(err.words(Lang::En).starts_with("This game's settings are refused"), "{}", err.words(Lang::En));
}

#[test]
fn a_move_that_does_not_replay_is_named() {
    // A move after the end.
    let mut shared = random_shared::<Levee>(3, 8);
    let len = shared.record.moves.len();
    let last = shared.record.moves[len - 1].clone();
    shared.record.moves.push(last);
    shared.at = 0;
    let err = decode::<Levee>(&encode(&shared)).err();
    assert!(matches!(err, Some(LinkError::Replay { index, .. }) if index == len), "{err:?}");
    assert!(err.unwrap().words(Lang::En).starts_with(&format!("Move {} of this link cannot be replayed", len + 1)));
    // A move of the game that is not legal where it stands.
    every_game!(illegal_where_it_stands());
}

/// The first later move that the rules refuse at move 5, put there.
fn illegal_where_it_stands<G: GameUi>() {
    let mut shared = random_shared::<G>(3.clamp(G::PLAYERS.0, G::PLAYERS.1), 8);
    let (mut state, _) = G::new(&shared.record.config, shared.record.seed).unwrap();
    for mv in &shared.record.moves[..5] {
        let seat = G::to_act(&state).unwrap();
        G::apply(&mut state, seat, mv.clone()).unwrap();
    }
    let seat = G::to_act(&state).unwrap();
    let illegal = shared.record.moves[5..]
        .iter()
        .find(|mv| G::apply(&mut state.clone(), seat, (*mv).clone()).is_err())
        .cloned()
        .expect("a later move refused now");
    shared.record.moves.insert(5, illegal);
    shared.at = 0;
    let err = decode::<G>(&encode(&shared)).err();
    assert!(matches!(err, Some(LinkError::Replay { index: 5, .. })), "{}: {err:?}", G::ID);
}

#[test]
fn every_error_reads_as_a_sentence_in_every_language() {
    let all = [
        LinkError::Empty,
        LinkError::NotALink,
        LinkError::Truncated,
        LinkError::Damaged,
        LinkError::NewerVersion { found: 2, supported: 1 },
        LinkError::UnknownGame("go".into()),
        LinkError::WrongGame { found: "levee".into(), expected: "bourse" },
        LinkError::ConfigRefused(None),
        LinkError::ConfigRefused(Some(SetupError::PlayerCount { min: 3, max: 6, got: 9 })),
        LinkError::ConfigRefused(Some(SetupError::IncompatibleOptions("x".into()))),
        LinkError::Replay { index: 3, error: "not your turn".into() },
        LinkError::PositionBeyond { at: 9, moves: 8 },
        LinkError::EyesNotASeat { seat: 5, seats: 4 },
        LinkError::Unreachable { at: 7 },
    ];
    let mut seen = std::collections::HashSet::new();
    for e in &all {
        for lang in Lang::ALL {
            let text = e.words(lang);
            assert!(text.ends_with('.') && text.starts_with(char::is_uppercase), "{text}");
            assert!(seen.insert(text.clone()), "two errors read the same: {text}");
        }
        assert!(!e.to_string().is_empty());
    }
    assert_eq!(LinkError::Truncated.words(Lang::Fr), "Ce lien est incomplet : il a peut-être été coupé en le copiant.");
    assert_eq!(LinkError::Truncated.words(Lang::En), "This link is incomplete: it may have been cut off when copied.");
}

// ---------------------------------------------------------------- the format

/// The bytes are the documented layout, field by field.
fn layout<G: GameUi>(shared: &Shared<G>) {
    let code = encode(shared);
    let bytes = from_base64url(&code);
    assert_eq!(to_base64url(&bytes), code, "canonical base64url");
    let mut pos = 0;
    assert_eq!(bytes[0], LINK_VERSION);
    pos += 1;
    assert_eq!(varint(&bytes, &mut pos), bytes.len() as u64, "the length");
    assert_eq!(bytes[pos], crc32(&bytes[..pos]) as u8, "the header check");
    pos += 1;
    let end = bytes.len() - 4;
    assert_eq!(u32::from_le_bytes(bytes[end..].try_into().unwrap()), crc32(&bytes[..end]), "the checksum");
    assert_eq!(text(&bytes, &mut pos), G::ID);
    assert_eq!(text(&bytes, &mut pos), serde_json::to_string(&shared.record.config).unwrap());
    assert_eq!(varint(&bytes, &mut pos), shared.seats.len() as u64);
    for seat in &shared.seats {
        assert_eq!(
            bytes[pos],
            [SeatKind::Human, SeatKind::Easy, SeatKind::Strong].iter().position(|&k| k == seat.kind).unwrap() as u8
        );
        pos += 1;
        assert_eq!(text(&bytes, &mut pos), seat.name);
    }
    let eyes = match shared.eyes {
        Viewer::Table => 0,
        Viewer::Seat(s) => u64::from(s.0) + 1,
    };
    assert_eq!(varint(&bytes, &mut pos), eyes);
    assert_eq!(varint(&bytes, &mut pos), shared.at as u64);
    assert_eq!(bytes[pos], 0, "the kind: a whole game");
    pos += 1;
    assert_eq!(varint(&bytes, &mut pos), shared.record.seed);
    assert_eq!(bytes[pos], 0, "from the beginning");
    pos += 1;
    assert_eq!(varint(&bytes, &mut pos), shared.record.moves.len() as u64);
    let (mut state, _) = G::new(&shared.record.config, shared.record.seed).unwrap();
    for mv in &shared.record.moves {
        let legal = G::legal_moves(&state);
        match legal.iter().position(|m| m == mv) {
            Some(i) => assert_eq!(varint(&bytes, &mut pos), i as u64 + 1),
            None => {
                assert_eq!(varint(&bytes, &mut pos), 0, "the escape");
                assert_eq!(text(&bytes, &mut pos), serde_json::to_string(mv).unwrap());
            }
        }
        let seat = G::to_act(&state).unwrap();
        G::apply(&mut state, seat, mv.clone()).unwrap();
    }
    assert_eq!(pos, end, "nothing between the last move and the checksum");
}

#[test]
fn the_bytes_are_the_documented_format() {
    every_game!(layout(&random_shared(5, 12)));
}

/// Barracuda's `legal_moves` lists one note composition per amount; its
/// easy computer pays with others: such a move goes as JSON.
#[test]
fn a_move_legal_moves_does_not_list_goes_as_json() {
    use tablee::engine::{Screen, Table};
    let setup: Vec<SeatSetup> = (0..4).map(|i| SeatSetup { name: NAMES[i].into(), kind: SeatKind::Easy }).collect();
    let mut table = Table::<Barracuda>::new(Barracuda::config_for(4, &[]), 31, setup.clone()).unwrap();
    while table.screen() != Screen::Over {
        assert!(table.step_computer().is_some());
    }
    let record = Record::<Barracuda>::decode(table.save().as_bytes()).unwrap();
    let (mut state, _) = Barracuda::new(&record.config, record.seed).unwrap();
    let mut unlisted = Vec::new();
    for mv in &record.moves {
        if !Barracuda::legal_moves(&state).contains(mv) {
            unlisted.push(*mv);
        }
        let seat = Barracuda::to_act(&state).unwrap();
        Barracuda::apply(&mut state, seat, *mv).unwrap();
    }
    assert!(!unlisted.is_empty(), "the easy computer paid with canonical bundles only");
    let at = record.moves.len() / 2;
    let shared = Shared { record, seats: setup, at, eyes: Viewer::Seat(Seat(2)) };
    let code = round_trips(&shared);
    let bytes = from_base64url(&code);
    for mv in unlisted {
        let json = serde_json::to_string(&mv).unwrap();
        assert!(bytes.windows(json.len()).any(|w| w == json.as_bytes()), "{json} in the link");
    }
    layout(&shared);
}

// ---------------------------------------------------------------- pinned links

/// FNV-1a over 64 bits.
fn fnv(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn pinned_shared<G: GameUi>() -> Shared<G> {
    let mut shared = random_shared::<G>(G::PLAYERS.1, 2024);
    shared.record.moves.truncate(80);
    shared.at = 40.min(shared.record.moves.len());
    shared
}

/// (code, FNV-1a of the decoded record's JSON) of a link of each game
/// written by the builds before version 2 (they still open, the same game).
const PINNED_V1: [(&str, &str, &str); 5] = [
    ("sorciers", "AYYCxAhzb3JjaWVyc217InBsYXllcnMiOjYsInNvcmNpZXJfdHVybmVkIjoibm9fdHJ1bXAiLCJzb21tZV9ub25fbnVsbGUiOmZhbHNlLCJiaWRfbW9kZSI6Im9wZW4iLCJ2aXNpb25fZGVfbF9lbmZlciI6ZmFsc2V96A8GAgNBbmECA0JvYgIFQ2zDqW8AC0TDqWTDqSDwn46yAAAAD0V2ZSAibGEgZ3JhbmRlIgQoUAIBAQECAgEBAQEBAQMCAgMBAgICAgECAgEBAQEBAQQBAQMBAwIBAQEBAQICAgEBAQEBAQEBAQQEAwUCBQIBAQMCBAIBAgIBAgEBAgEBAQEBbW5B_A", "9453f7d5e906c2ca"),
    ("barracuda", "AeIB3QliYXJyYWN1ZGF5eyJwbGF5ZXJzIjo1LCJyZW1vdmVkX2JhcnMiOiJyYW5kb21fdW5zZWVuIiwiY291bnRfYmFuayI6ZmFsc2UsImxhc3Rfb3JkZXJfZmFrZXNfcmV0dXJuIjpmYWxzZSwidGllYnJlYWsiOiJoaWdoZXN0X3JlbnQifegPBQIDQW5hAQNCb2ICBUNsw6lvAQtEw6lkw6kg8J-OsgIAACgtBgUDAQQCAgICATdXTjc9aCIC-AEC1QMCvQQCARYlDAIJUgEJAgE0Aj0BAQcBDQoHJKPrFw", "9b3bc3ae6b3ffa11"),
    ("bourse", "Ac4BcwZib3Vyc2VIeyJwbGF5ZXJzIjo1LCJ0ZWFtcyI6ZmFsc2UsImFsbF9zZXJpZXMiOmZhbHNlLCJtYW5jaGVzIjoxLCJyZXNhbGUiOnRydWV96A8FAANBbmEBA0JvYgEFQ2zDqW8CC0TDqWTDqSDwn46yAAADKFBOPiMQQ2kIAgkBCAIKAgcCAgIICwIPAgkBBQIHAQMCAwEIAQcCCAEDAQECBQIDAQQJAgoCCAEKAgYCAwIEAgMCBwIDAgMCAwICAQIBAQEBB_iGlI0", "ff4cb678e54a7d6e"),
    ("levee", "Ac8BMgVsZXZlZTt7InBsYXllcnMiOjYsImZpcnN0X3Rva2VuIjpudWxsLCJ0YXJnZXQiOjYsImxldmVlX2NhcCI6MTAwfegPBgIDQW5hAgNCb2IBBUNsw6lvAgtEw6lkw6kg8J-OsgAAAQ9FdmUgImxhIGdyYW5kZSIDKE4CAQEBAggCAQEBAgEBAgEBAwQEAgMDAQQBAQICAQECAQECAQIBBAEBAQECAgICAQIBAQIDAwEFAgEBAQICAgECAQEFBgMCAQIBAQIBAQG_TyB9", "eef941d7c5966a4e"),
    ("pfeffersacke", "AfMBzQxwZmVmZmVyc2Fja2VWeyJwbGF5ZXJzIjo2LCJzdGFydCI6bnVsbCwiY291bnRlcjE2IjpmYWxzZSwiZG91YmxlX21pbiI6NDgsInBvc3RzIjoyMCwiYnlfY2l0eSI6dHJ1ZX3oDwYCA0FuYQADQm9iAAVDbMOpbwALRMOpZMOpIPCfjrIAAAAPRXZlICJsYSBncmFuZGUiBShQDAkFAgkMCwEBAgECCwECBwECCAEDCgECAQECAQEBAgEBAwEEAQIBAgEBBgUCAgEFAQICBAIBCgMBAgIDAQIBAwMFAgIBEgEBAgECAQEBBAG2LeMm", "ea879ff4e5a4b689"),
];

/// (code, FNV-1a of the decoded record's JSON) of a link of each game
/// written by this version: `pinned_links` prints them.
const PINNED: [(&str, &str, &str); 5] = PINNED_V2;

const PINNED_V2: [(&str, &str, &str); 5] = [
    ("sorciers", "AogCEwhzb3JjaWVyc217InBsYXllcnMiOjYsInNvcmNpZXJfdHVybmVkIjoibm9fdHJ1bXAiLCJzb21tZV9ub25fbnVsbGUiOmZhbHNlLCJiaWRfbW9kZSI6Im9wZW4iLCJ2aXNpb25fZGVfbF9lbmZlciI6ZmFsc2V9BgIDQW5hAgNCb2ICBUNsw6lvAAtEw6lkw6kg8J-OsgAAAA9FdmUgImxhIGdyYW5kZSIEKADoDwBQAgEBAQICAQEBAQEBAwICAwECAgICAQICAQEBAQEBBAEBAwEDAgEBAQEBAgICAQEBAQEBAQEBBAQDBQIFAgEBAwIEAgECAgECAQECAQEBAQF4_Ifj", "9453f7d5e906c2ca"),
    ("barracuda", "AuQBAgliYXJyYWN1ZGF5eyJwbGF5ZXJzIjo1LCJyZW1vdmVkX2JhcnMiOiJyYW5kb21fdW5zZWVuIiwiY291bnRfYmFuayI6ZmFsc2UsImxhc3Rfb3JkZXJfZmFrZXNfcmV0dXJuIjpmYWxzZSwidGllYnJlYWsiOiJoaWdoZXN0X3JlbnQifQUCA0FuYQEDQm9iAgVDbMOpbwELRMOpZMOpIPCfjrICAAAoAOgPAC0GBQMBBAICAgIBN1dONz1oIgL4AQLVAwK9BAIBFiUMAglSAQkCATQCPQEBBwENCgefAvjo", "9b3bc3ae6b3ffa11"),
    ("bourse", "AtAB9QZib3Vyc2VIeyJwbGF5ZXJzIjo1LCJ0ZWFtcyI6ZmFsc2UsImFsbF9zZXJpZXMiOmZhbHNlLCJtYW5jaGVzIjoxLCJyZXNhbGUiOnRydWV9BQADQW5hAQNCb2IBBUNsw6lvAgtEw6lkw6kg8J-OsgAAAygA6A8AUE4-IxBDaQgCCQEIAgoCBwICAggLAg8CCQEFAgcBAwIDAQgBBwIIAQMBAQIFAgMBBAkCCgIIAQoCBgIDAgQCAwIHAgMCAwIDAgIBAgEBAQEHYIXGLQ", "ff4cb678e54a7d6e"),
    ("levee", "AtEBtAVsZXZlZTt7InBsYXllcnMiOjYsImZpcnN0X3Rva2VuIjpudWxsLCJ0YXJnZXQiOjYsImxldmVlX2NhcCI6MTAwfQYCA0FuYQIDQm9iAQVDbMOpbwILRMOpZMOpIPCfjrIAAAEPRXZlICJsYSBncmFuZGUiAygA6A8ATgIBAQECCAIBAQECAQECAQEDBAQCAwMBBAEBAgIBAQIBAQIBAgEEAQEBAQICAgIBAgEBAgMDAQUCAQEBAgICAQIBAQUGAwIBAgEBAgEBAXHXxMM", "eef941d7c5966a4e"),
    ("pfeffersacke", "AvUBEgxwZmVmZmVyc2Fja2VWeyJwbGF5ZXJzIjo2LCJzdGFydCI6bnVsbCwiY291bnRlcjE2IjpmYWxzZSwiZG91YmxlX21pbiI6NDgsInBvc3RzIjoyMCwiYnlfY2l0eSI6dHJ1ZX0GAgNBbmEAA0JvYgAFQ2zDqW8AC0TDqWTDqSDwn46yAAAAD0V2ZSAibGEgZ3JhbmRlIgUoAOgPAFAMCQUCCQwLAQECAQILAQIHAQIIAQMKAQIBAQIBAQECAQEDAQQBAgECAQEGBQICAQUBAgIEAgEKAwECAgMBAgEDAwUCAgESAQECAQIBAQEEAXB9F1g", "ea879ff4e5a4b689"),
];

fn pinned_one<G: GameUi>(pins: &[(&str, &str, &str)], current: bool) {
    let (_, code, hash) = pins.iter().find(|(id, _, _)| *id == G::ID).expect("a pinned link");
    let shared = whole::<G>(code).unwrap_or_else(|e| {
        panic!(
            "{}: a link written by an earlier build no longer decodes ({e}): legal_moves or the rules changed",
            G::ID
        )
    });
    assert_eq!(
        fnv(&shared.record.encode()),
        *hash,
        "{}: a pinned link replays other moves: the order of legal_moves changed (bump LINK_VERSION)",
        G::ID
    );
    if current {
        assert_eq!(encode(&shared), *code);
    } else {
        // Written again, it is a version-2 link of the same game.
        assert_eq!(whole::<G>(&encode(&shared)), Ok(shared));
    }
}

#[test]
fn links_written_earlier_still_replay_the_same_moves() {
    for (pins, current) in [(&PINNED_V1, false), (&PINNED, true)] {
        every_game!(pinned_one(pins, current));
    }
}

/// Prints the pinned links (`-- --ignored --nocapture pinned_links`), and
/// writes the link fuzz target's cases.
#[test]
#[ignore]
fn pinned_links() {
    fn one<G: GameUi>() {
        let shared = pinned_shared::<G>();
        let code = encode(&shared);
        println!("    (\"{}\", \"{code}\", \"{}\"),", G::ID, fnv(&shared.record.encode()));
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_cases/link_decode");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{}.txt", G::ID)), &code).unwrap();
        // The payload alone: the harness seals raw bytes as a link too.
        let bytes = from_base64url(&code);
        let mut short = shared.clone();
        short.record.moves.truncate(12);
        short.at = 6;
        let short_bytes = from_base64url(&encode(&short));
        std::fs::write(dir.join(format!("{}-payload.bin", G::ID)), &short_bytes[3..short_bytes.len() - 4]).unwrap();
        if G::ID == Sorciers::ID {
            std::fs::write(dir.join("truncated.txt"), &code[..code.len() * 2 / 3]).unwrap();
            let _ = bytes;
        }
    }
    every_game!(one());
}

// ---------------------------------------------------------------- any text

fn never_panics(code: &str) {
    let header = peek(code);
    fn one<G: GameUi>(code: &str, header: &Result<LinkHeader, LinkError>) {
        match decode::<G>(code) {
            Ok(Link::Whole(shared)) => {
                assert_eq!(header.as_ref().ok(), Some(&header_of(&shared)));
                // (A version-1 link is written again as version 2.)
                let again = encode(&shared);
                assert!(again == code || whole::<G>(&again) == Ok(shared), "a link codes back to itself");
            }
            Ok(Link::Seen(seen)) => {
                assert_eq!(header.as_ref().map(|h| (h.moves, h.at)).ok(), Some((seen.last(), seen.at)));
                assert_eq!(encode_seen(&seen), code);
            }
            Err(e) => {
                if let Err(h) = header {
                    assert_eq!(&e, h, "decode fails as peek does");
                }
            }
        }
    }
    every_game!(one(code, &header));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_text_is_a_link_or_an_error(code in ".{0,64}") {
        never_panics(&code);
    }

    #[test]
    fn any_base64url_text_is_a_link_or_an_error(code in "[A-Za-z0-9_-]{0,300}") {
        never_panics(&code);
    }

    /// Any bytes in a frame whose checks hold: the payload parser sees them.
    #[test]
    fn any_sealed_payload_is_a_link_or_an_error(payload in proptest::collection::vec(any::<u8>(), 0..300)) {
        never_panics(&to_base64url(&seal(&payload)));
    }

    /// A valid payload with a few bytes changed, sealed again: the replay
    /// sees moves that are out of range, unlisted or refused.
    #[test]
    fn any_changed_payload_is_a_link_or_an_error(
        game in any::<prop::sample::Index>(),
        changes in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4),
    ) {
        let bytes = from_base64url(game.get::<String>(pinned_codes()));
        let mut payload = bytes[3..bytes.len() - 4].to_vec();
        for (at, b) in changes {
            let i = at.index(payload.len());
            payload[i] = b;
        }
        never_panics(&to_base64url(&seal(&payload)));
    }
}

/// The pinned link of every game.
fn pinned_codes() -> &'static [String] {
    static CODES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    CODES.get_or_init(|| {
        fn code_of<G: GameUi>(codes: &mut Vec<String>) {
            codes.push(encode(&pinned_shared::<G>()));
        }
        let mut codes = Vec::new();
        every_game!(code_of(&mut codes));
        codes
    })
}

// ---------------------------------------------------------------- crafted numbers

/// The head of a version-2 payload of a three-player Sorciers game: game,
/// config, seats (Ana, Bob, Cléo, human), eyes (varint), at (varint).
fn sorciers_head(eyes: u64, at: u64) -> Vec<u8> {
    let mut out = Vec::new();
    put_text(&mut out, b"sorciers");
    put_text(&mut out, serde_json::to_string(&Sorciers::config_for(3, &[])).unwrap().as_bytes());
    put_varint(&mut out, 3);
    for name in ["Ana", "Bob", "Cléo"] {
        out.push(0);
        put_text(&mut out, name.as_bytes());
    }
    put_varint(&mut out, eyes);
    put_varint(&mut out, at);
    out
}

/// Every number a link holds may be any varint: the largest one in each
/// place is an error (or saturates), never an overflow.
#[test]
fn crafted_numbers_in_a_link_are_errors_not_overflows() {
    // Eyes of seat u64::MAX - 1.
    let mut p = sorciers_head(u64::MAX, 0);
    p.extend([0, 7, 0, 0]); // whole game, seed 7, from the beginning, no move
    let want = LinkError::EyesNotASeat { seat: (u64::MAX - 1) as usize, seats: 3 };
    assert_eq!(peek(&code_of(&p)), Err(want.clone()));
    assert_eq!(decode::<Sorciers>(&code_of(&p)).err(), Some(want));
    // Move index u64::MAX: no such legal move, named.
    let mut p = sorciers_head(0, 0);
    p.extend([0, 7, 0, 1]);
    put_varint(&mut p, u64::MAX);
    assert_eq!(peek(&code_of(&p)).map(|h| h.moves), Ok(1));
    let err = decode::<Sorciers>(&code_of(&p)).err();
    assert!(
        matches!(&err, Some(LinkError::Replay { index: 0, error }) if error.contains("18446744073709551615")),
        "{err:?}"
    );
    // A position at u64::MAX of a game with no move.
    let mut p = sorciers_head(0, u64::MAX);
    p.extend([0, 7, 0, 0]);
    assert!(matches!(peek(&code_of(&p)), Err(LinkError::PositionBeyond { moves: 0, .. })));
}

/// A game continued from a position after u64::MAX moves, and one more
/// move: the moves cannot be counted, so the link is refused (by `peek` and
/// `decode` alike) rather than overflow wherever it is opened. Same for
/// what some eyes saw from move u64::MAX on, over two views.
#[test]
fn a_crafted_start_or_first_view_past_the_count_is_damaged() {
    let config = Sorciers::config_for(3, &[]);
    let (state, _) = Sorciers::new(&config, 3).unwrap();
    let view = serde_json::to_string(&Sorciers::view(&state, Viewer::Table)).unwrap();
    let last = u64::MAX;
    for (moves, ok) in [(0, true), (1, false)] {
        let mut p = sorciers_head(0, last);
        p.extend([0, 9, 1, 0]); // whole game, seed 9, a start seen by the table
        put_varint(&mut p, last);
        put_text(&mut p, view.as_bytes());
        put_varint(&mut p, moves);
        if moves == 1 {
            p.push(1); // the first legal move
        }
        let code = code_of(&p);
        if ok {
            assert_eq!(peek(&code).map(|h| (h.moves, h.at)), Ok((usize::MAX, usize::MAX)));
            let shared = whole::<Sorciers>(&code).expect("a start after u64::MAX moves, none after it");
            assert_eq!(shared.record.moves_before(), usize::MAX);
        } else {
            assert_eq!(peek(&code), Err(LinkError::Damaged));
            assert_eq!(decode::<Sorciers>(&code).err(), Some(LinkError::Damaged));
        }
    }
    // What the table saw from move u64::MAX on: one view is countable, two are not.
    let seats: Vec<SeatSetup> =
        ["Ana", "Bob", "Cléo"].iter().map(|n| SeatSetup { name: (*n).into(), kind: SeatKind::Human }).collect();
    let mut record = Record::<Sorciers>::new(config, 3);
    let mut state = state;
    let mv = Sorciers::legal_moves(&state)[0];
    let seat = Sorciers::to_act(&state).unwrap();
    Sorciers::apply(&mut state, seat, mv).unwrap();
    record.moves.push(mv);
    let mut seen = tablee::engine::link::Seen::of(&record, seats, Viewer::Table, 0).unwrap();
    seen.from = usize::MAX;
    seen.at = usize::MAX;
    assert_eq!(seen.views.len(), 2);
    let code = encode_seen(&seen);
    assert_eq!(peek(&code), Err(LinkError::Damaged));
    assert_eq!(decode::<Sorciers>(&code).err(), Some(LinkError::Damaged));
}
