//! The bytes under a shared link ([`super::link`]), each written once:
//! base64url (RFC 4648 §5, no padding) for the text of a URL fragment,
//! CRC-32 (IEEE) for its checks, and LEB128 varints ([`varint`]), which the
//! squeezed body of a link ([`super::squeeze`]) uses too. What the bytes
//! mean (the frame, the fields, which reader refuses what) is the link
//! format's, in `link`.

pub(crate) mod varint;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding.
pub(crate) fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let v = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(v >> (18 - 6 * i)) as usize & 63] as char);
        }
    }
    out
}

fn sextet(c: u8) -> Option<u32> {
    Some(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    } as u32)
}

/// The bytes of a base64url text (`None`: a character outside the
/// alphabet), and whether its end is ragged: left-over bits that are not
/// zero, or a last group of one character (never written by the encoder).
pub(crate) fn from_base64url(text: &str) -> Option<(Vec<u8>, bool)> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &c in text.as_bytes() {
        acc = (acc << 6) | sextet(c)?;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    let ragged = acc != 0 || text.len() % 4 == 1;
    Some((out, ragged))
}

/// CRC-32 (IEEE 802.3, reflected), bit by bit: a link is a few hundred
/// bytes, and a table would add a kilobyte to the download.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in bytes {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 == 1 { (c >> 1) ^ 0xEDB8_8320 } else { c >> 1 };
        }
    }
    !c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_and_base64url_match_their_standards() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(to_base64url(b""), "");
        assert_eq!(to_base64url(b"f"), "Zg");
        assert_eq!(to_base64url(b"fo"), "Zm8");
        assert_eq!(to_base64url(b"foo"), "Zm9v");
        assert_eq!(to_base64url(&[0xfb, 0xff]), "-_8");
        for n in 0..40u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97).wrapping_add(n)).collect();
            assert_eq!(from_base64url(&to_base64url(&bytes)), Some((bytes, false)));
        }
        assert_eq!(from_base64url("Zh").map(|(_, ragged)| ragged), Some(true), "left-over bits set");
        assert_eq!(from_base64url("Zm9vZ").map(|(_, ragged)| ragged), Some(true), "a lone last character");
        assert_eq!(from_base64url("Zm9v="), None, "no padding");
    }
}
