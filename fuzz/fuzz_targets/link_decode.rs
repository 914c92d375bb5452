//! Any bytes as a shareable link of every game (see `tablee::fuzzing::link_decode`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tablee::fuzzing::link_decode(data));
