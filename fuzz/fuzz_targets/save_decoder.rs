//! Any bytes given to the save decoder: a record or a typed error, never a
//! panic; a decoded record replays or gives a typed error. Same for the
//! stamp (rev, writer) read before each write.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablee::engine::{replay, Record, Stamp};
use tablee::games::sorciers::Sorciers;

fuzz_target!(|data: &[u8]| {
    // The stamp read before a write (two tabs): a value or a typed error too.
    let _ = Stamp::of(data);
    if let Ok(record) = Record::<Sorciers>::decode(data) {
        if let Ok(replayed) = replay(&record) {
            use tablee::engine::Game;
            assert!(Sorciers::audit(&replayed.state).is_ok());
        }
    }
});
