//! Links encoded and decoded by hand: varints, base64url, CRC-32 and the
//! frame, written apart from the engine's so that a test of the engine's
//! codec does not check the codec against itself.

use tablee::engine::link::{decode, Link, LinkError, Shared, LINK_VERSION};
use tablee::engine::Game;

pub const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding, written apart from the engine's.
pub fn to_base64url(bytes: &[u8]) -> String {
    let bits: Vec<u8> = bytes.iter().flat_map(|b| (0..8).rev().map(move |i| (b >> i) & 1)).collect();
    bits.chunks(6)
        .map(|c| {
            let v = c.iter().chain(std::iter::repeat(&0)).take(6).fold(0, |acc, b| acc * 2 + b);
            ALPHABET[v as usize] as char
        })
        .collect()
}

pub fn from_base64url(text: &str) -> Vec<u8> {
    let bits: Vec<u8> = text
        .bytes()
        .flat_map(|c| {
            let v = ALPHABET.iter().position(|&a| a == c).expect("base64url") as u8;
            (0..6).rev().map(move |i| (v >> i) & 1)
        })
        .collect();
    bits.chunks_exact(8).map(|c| c.iter().fold(0, |acc, b| acc * 2 + b)).collect()
}

/// CRC-32 (IEEE), the classic table-driven way: a reference written
/// apart from the engine's bit-by-bit one.
pub fn crc32(bytes: &[u8]) -> u32 {
    let table: Vec<u32> =
        (0..256u32).map(|n| (0..8).fold(n, |c, _| if c & 1 == 1 { (c >> 1) ^ 0xEDB8_8320 } else { c >> 1 })).collect();
    !bytes.iter().fold(!0u32, |c, &b| table[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8))
}

pub fn varint(bytes: &[u8], pos: &mut usize) -> u64 {
    let mut v = 0;
    let mut shift = 0;
    loop {
        let b = bytes[*pos];
        *pos += 1;
        v |= u64::from(b & 0x7f) << shift;
        shift += 7;
        if b & 0x80 == 0 {
            return v;
        }
    }
}

/// The frame's checks recomputed (the length is kept: same size).
pub fn reseal(mut bytes: Vec<u8>) -> Vec<u8> {
    let mut pos = 1;
    varint(&bytes, &mut pos);
    bytes[pos] = crc32(&bytes[..pos]) as u8;
    let end = bytes.len() - 4;
    let sum = crc32(&bytes[..end]);
    bytes[end..].copy_from_slice(&sum.to_le_bytes());
    bytes
}

pub fn text(bytes: &[u8], pos: &mut usize) -> String {
    let n = varint(bytes, pos) as usize;
    *pos += n;
    String::from_utf8(bytes[*pos - n..*pos].to_vec()).unwrap()
}

/// A payload in a frame of this version (written apart from the engine's).
pub fn seal(payload: &[u8]) -> Vec<u8> {
    let mut len_bytes = Vec::new();
    for size in 1.. {
        let total = 1 + size + 1 + payload.len() + 4;
        len_bytes.clear();
        let mut v = total as u64;
        loop {
            len_bytes.push((v & 0x7f) as u8 | if v >= 0x80 { 0x80 } else { 0 });
            v >>= 7;
            if v == 0 {
                break;
            }
        }
        if len_bytes.len() == size {
            break;
        }
    }
    let mut out = vec![LINK_VERSION];
    out.extend_from_slice(&len_bytes);
    out.push(0);
    out.extend_from_slice(payload);
    out.extend_from_slice(&[0; 4]);
    reseal(out)
}

pub fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let low = (v & 0x7f) as u8;
        v >>= 7;
        out.push(if v == 0 { low } else { low | 0x80 });
        if v == 0 {
            return;
        }
    }
}

pub fn put_text(out: &mut Vec<u8>, text: &[u8]) {
    put_varint(out, text.len() as u64);
    out.extend_from_slice(text);
}

pub fn code_of(payload: &[u8]) -> String {
    to_base64url(&seal(payload))
}

/// A link that must hold a whole game.
pub fn whole<G: Game>(code: &str) -> Result<Shared<G>, LinkError> {
    match decode::<G>(code)? {
        Link::Whole(shared) => Ok(shared),
        Link::Seen(_) => panic!("{}: a link of what some eyes saw, not of a whole game", G::ID),
    }
}
