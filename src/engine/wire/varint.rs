//! LEB128 varints, written once for the shared links (`link`) and their
//! squeezed body (`squeeze`): seven bits a byte, low bits first, the high
//! bit set on every byte but the last.

/// Appends `v` in its shortest form.
pub(crate) fn put(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// How many bytes [`put`] writes for `v`.
pub(crate) fn len(v: u64) -> usize {
    let bits = 64 - v.leading_zeros() as usize;
    bits.div_ceil(7).max(1)
}

/// Why no varint could be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bad {
    /// The bytes end before its last byte.
    Truncated,
    /// More than a `u64` holds.
    TooLong,
}

/// The varint at `*pos`, moving `*pos` past it, and whether it was written
/// in its shortest form (no last byte of 0 after others): a reader that
/// wants one code per value refuses the others.
pub(crate) fn read(bytes: &[u8], pos: &mut usize) -> Result<(u64, bool), Bad> {
    let mut v: u64 = 0;
    for shift in (0..64).step_by(7) {
        let b = *bytes.get(*pos).ok_or(Bad::Truncated)?;
        *pos += 1;
        let bits = u64::from(b & 0x7f);
        if shift == 63 && bits > 1 {
            return Err(Bad::TooLong);
        }
        v |= bits << shift;
        if b & 0x80 == 0 {
            return Ok((v, b != 0 || shift == 0));
        }
    }
    Err(Bad::TooLong)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_in_the_shortest_form() {
        for v in [0, 1, 127, 128, 300, 16_383, 16_384, u64::from(u32::MAX), u64::MAX - 1, u64::MAX] {
            let mut out = Vec::new();
            put(&mut out, v);
            assert_eq!(out.len(), len(v), "{v}");
            let mut pos = 0;
            assert_eq!(read(&out, &mut pos), Ok((v, true)), "{v}");
            assert_eq!(pos, out.len());
        }
        let mut out = Vec::new();
        put(&mut out, 300);
        assert_eq!(out, [0xac, 0x02]);
    }

    #[test]
    fn refuses_what_is_not_a_varint() {
        let read_all = |bytes: &[u8]| read(bytes, &mut 0);
        assert_eq!(read_all(&[]), Err(Bad::Truncated));
        assert_eq!(read_all(&[0x80, 0x80]), Err(Bad::Truncated));
        assert_eq!(read_all(&[0xff; 10]), Err(Bad::TooLong));
        assert_eq!(read_all(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02]), Err(Bad::TooLong));
        assert_eq!(read_all(&[0x80; 11]), Err(Bad::TooLong));
        // 1 written in two bytes: read, not in its shortest form.
        assert_eq!(read_all(&[0x81, 0x00]), Ok((1, false)));
        assert_eq!(read_all(&[0x00]), Ok((0, true)));
    }
}
