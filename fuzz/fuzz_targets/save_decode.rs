//! Any bytes as a save of every game (see `tablee::fuzzing::save_decode`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tablee::fuzzing::save_decode(data));
