//! Arbitrary move sequences on Sorciers, from arbitrary configs and seeds:
//! accepted moves keep every invariant, refused ones change nothing, views
//! and resampling never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablee::engine::{rng_from_seed, Game, Seat, Viewer};
use tablee::games::sorciers::{BidMode, Card, Config, Move, Race, SorcierTurned, Sorciers};

fuzz_target!(|data: &[u8]| {
    if data.len() < 10 {
        return;
    }
    let opts = data[1];
    let config = Config {
        players: 3 + data[0] % 4,
        sorcier_turned: if opts & 1 == 0 { SorcierTurned::NoTrump } else { SorcierTurned::DealerChooses },
        bid_mode: [BidMode::Open, BidMode::Simultaneous, BidMode::Hidden][((opts >> 1) % 3) as usize],
        somme_non_nulle: opts & 8 != 0 && (opts >> 1) % 3 == 0,
        vision_de_l_enfer: opts & 16 != 0,
    };
    let seed = u64::from_le_bytes(data[2..10].try_into().unwrap());
    let Ok((mut state, _)) = Sorciers::new(&config, seed) else { return };
    let n = config.players as usize;
    let mut rng = rng_from_seed(seed);
    for pair in data[10..].chunks(2) {
        let (a, b) = (pair[0], *pair.get(1).unwrap_or(&0));
        let Some(to_act) = Sorciers::to_act(&state) else { break };
        let (seat, mv) = if a < 160 {
            let legal = Sorciers::legal_moves(&state);
            (to_act, legal[b as usize % legal.len()])
        } else {
            let seat = if a & 1 == 0 { to_act } else { Seat(b % 8) };
            let mv = match a % 3 {
                0 => Move::Bid(b),
                1 => Move::Play(Card::from_id(b % 60).unwrap()),
                _ => Move::ChooseTrump(Race::ALL[(b % 4) as usize]),
            };
            (seat, mv)
        };
        let before = state.clone();
        match Sorciers::apply(&mut state, seat, mv) {
            Ok(_) => assert!(Sorciers::audit(&state).is_ok(), "{:?}", Sorciers::audit(&state)),
            Err(_) => assert!(state == before),
        }
        if a % 16 == 0 {
            for s in 0..n {
                let _ = Sorciers::view(&state, Viewer::Seat(Seat(s as u8)));
                let other = Sorciers::resample_secrets(&state, Seat(s as u8), &mut rng);
                assert!(Sorciers::audit(&other).is_ok());
            }
        }
    }
});
