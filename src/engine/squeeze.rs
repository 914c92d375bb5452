//! A small LZ77 for shared links: what a pair of eyes saw of a game is a
//! view after every move, each mostly a copy of the one before, so copies of
//! earlier bytes shrink it about thirty times. No entropy coding: a few
//! hundred lines of dependency for a tenth fewer bytes was not worth it.
//!
//! The stream is a list of tokens, each a LEB128 varint `h`:
//! - `h` even: a run of `h / 2 + 1` literal bytes follows;
//! - `h` odd: copy `h / 2 + MIN_MATCH` bytes from some bytes back, said by
//!   the varint `d` that follows: 0 the same distance as the last copy (a
//!   view copies the one before it piece by piece, always from as far
//!   back), else `d` bytes back. The copy may overlap what it writes.
//!
//! [`squeeze`] is deterministic (a link has one code); [`unsqueeze`] checks
//! every token, stops at [`MAX_OUT`] bytes, and never panics.

/// The shortest copy worth a token.
const MIN_MATCH: usize = 4;
/// How many earlier places with the same next four bytes are tried.
const TRIES: usize = 48;
/// The longest copy (a view is a few kilobytes: longer copies gain nothing).
const MAX_MATCH: usize = 1 << 14;
/// The most bytes a stream may unpack to (a forged link cannot ask for more).
pub const MAX_OUT: usize = 4 << 20;

use super::wire::varint::{self, put as put_varint};

fn hash4(b: &[u8]) -> usize {
    let v = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    (v.wrapping_mul(0x9E37_79B1) >> 17) as usize
}

/// The bytes as tokens.
pub fn squeeze(input: &[u8]) -> Vec<u8> {
    const BITS: usize = 15;
    let mut head = vec![usize::MAX; 1 << BITS];
    let mut prev = vec![usize::MAX; input.len()];
    let mut out = Vec::with_capacity(input.len() / 8 + 16);
    let mut literal_from = 0;
    let mut i = 0;
    let mut last_distance = 0;
    let flush = |out: &mut Vec<u8>, from: usize, to: usize| {
        let mut start = from;
        while start < to {
            let run = (to - start).min(1 << 16);
            put_varint(out, ((run - 1) as u64) << 1);
            out.extend_from_slice(&input[start..start + run]);
            start += run;
        }
    };
    let insert = |head: &mut Vec<usize>, prev: &mut Vec<usize>, at: usize| {
        if at + MIN_MATCH <= input.len() {
            let h = hash4(&input[at..]);
            prev[at] = head[h];
            head[h] = at;
        }
    };
    while i < input.len() {
        let (mut best_len, mut best_from) = (0, 0);
        // The last copy's distance first: it costs one byte to say.
        let same_len = match i.checked_sub(last_distance) {
            Some(from) if last_distance > 0 => {
                input[from..].iter().zip(&input[i..]).take(MAX_MATCH).take_while(|(a, b)| a == b).count()
            }
            _ => 0,
        };
        if i + MIN_MATCH <= input.len() {
            let mut cand = head[hash4(&input[i..])];
            let mut tries = 0;
            while cand != usize::MAX && tries < TRIES {
                let len = input[cand..].iter().zip(&input[i..]).take(MAX_MATCH).take_while(|(a, b)| a == b).count();
                if len > best_len {
                    best_len = len;
                    best_from = cand;
                }
                cand = prev[cand];
                tries += 1;
            }
        }
        // A copy from the last distance wins unless another is clearly longer.
        if same_len >= MIN_MATCH && same_len + 2 >= best_len {
            best_len = same_len;
            best_from = i - last_distance;
        }
        if best_len >= MIN_MATCH {
            flush(&mut out, literal_from, i);
            put_varint(&mut out, (((best_len - MIN_MATCH) as u64) << 1) | 1);
            let distance = i - best_from;
            put_varint(&mut out, if distance == last_distance { 0 } else { distance as u64 });
            last_distance = distance;
            for at in i..i + best_len {
                insert(&mut head, &mut prev, at);
            }
            i += best_len;
            literal_from = i;
        } else {
            insert(&mut head, &mut prev, i);
            i += 1;
        }
    }
    flush(&mut out, literal_from, input.len());
    out
}

/// Why a stream cannot be unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Broken;

/// A varint of the stream (in its shortest form or not: only the value counts).
fn varint(bytes: &[u8], pos: &mut usize) -> Result<u64, Broken> {
    varint::read(bytes, pos).map(|(v, _)| v).map_err(|_| Broken)
}

/// The bytes of a stream of tokens.
pub fn unsqueeze(stream: &[u8]) -> Result<Vec<u8>, Broken> {
    let mut out: Vec<u8> = Vec::with_capacity(stream.len() * 8);
    let mut pos = 0;
    let mut last_distance = 0;
    while pos < stream.len() {
        let h = varint(stream, &mut pos)?;
        let n = usize::try_from(h >> 1).map_err(|_| Broken)?;
        if h & 1 == 0 {
            let run = n.checked_add(1).ok_or(Broken)?;
            let end = pos.checked_add(run).filter(|e| *e <= stream.len()).ok_or(Broken)?;
            if out.len() + run > MAX_OUT {
                return Err(Broken);
            }
            out.extend_from_slice(&stream[pos..end]);
            pos = end;
        } else {
            let len = n.checked_add(MIN_MATCH).ok_or(Broken)?;
            let back = match usize::try_from(varint(stream, &mut pos)?).map_err(|_| Broken)? {
                0 => last_distance,
                d => d,
            };
            if back == 0 || back > out.len() || out.len().saturating_add(len) > MAX_OUT {
                return Err(Broken);
            }
            last_distance = back;
            let from = out.len() - back;
            for k in 0..len {
                out.push(out[from + k]);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_shrinks_repeats() {
        let mut text = Vec::new();
        for k in 0..200u32 {
            text.extend_from_slice(
                format!("{{\"round\":{},\"hand\":[1,2,3,{}],\"bids\":[0,1]}}\n", k / 20, k % 7).as_bytes(),
            );
        }
        let packed = squeeze(&text);
        assert!(packed.len() * 10 < text.len(), "{} bytes from {}", packed.len(), text.len());
        assert_eq!(unsqueeze(&packed), Ok(text));
        for n in 0..70usize {
            let bytes: Vec<u8> = (0..n).map(|i| (i * 31 % 7) as u8).collect();
            assert_eq!(unsqueeze(&squeeze(&bytes)), Ok(bytes));
        }
        assert_eq!(squeeze(b""), Vec::<u8>::new());
    }

    #[test]
    fn broken_streams_are_refused_not_panics() {
        assert_eq!(unsqueeze(&[0x02, b'a']), Err(Broken), "a run cut short");
        assert_eq!(unsqueeze(&[0x00, b'a', 0x01, 0x05]), Err(Broken), "a copy from before the start");
        assert_eq!(unsqueeze(&[0x01]), Err(Broken), "a copy without its distance");
        assert_eq!(unsqueeze(&[0x00, b'a', 0x01, 0x00]), Err(Broken), "the last distance before any copy");
        // A copy asking for more than MAX_OUT bytes.
        let mut bomb = vec![0x00, b'a'];
        put_varint(&mut bomb, ((MAX_OUT as u64) << 1) | 1);
        bomb.push(0);
        assert_eq!(unsqueeze(&bomb), Err(Broken));
        let mut rng = crate::engine::rng_from_seed(5);
        for _ in 0..2000 {
            let n = crate::engine::below(&mut rng, 40) as usize;
            let junk: Vec<u8> = (0..n).map(|_| crate::engine::below(&mut rng, 256) as u8).collect();
            let _ = unsqueeze(&junk);
        }
    }
}
