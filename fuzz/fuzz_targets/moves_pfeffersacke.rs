//! A game of Pfeffersacke driven by arbitrary bytes (see `tablee::fuzzing::moves`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tablee::fuzzing::moves::<tablee::games::pfeffersacke::Pfeffersacke>(data));
