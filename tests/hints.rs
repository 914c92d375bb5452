//! The reason given with a hint ("… — wins the trick with your lowest
//! winning card"): for every game, over many random positions, the reason
//! is true of the move in the hinted seat's view, the strong computer's
//! moves get one in a good share of positions, it comes from the view only
//! (the same after the seat's unknowns are dealt again), and it reads in
//! French and in English. Through the table, the hint line carries it.

mod common;

use common::*;
use tablee::catalogue::catalogue;
use tablee::engine::{below, derive_seed, rng_from_seed, Game, Seat, SeatKind, SeatSetup, Step};
use tablee::engine::{Screen, Viewer};
use tablee::i18n::Lang;
use tablee::scene::{dom::find_all, AnyTable, Chrome, Done, GameUi, Pace};

/// States where a seat is to act, picked along random games.
fn positions<G: Game>(
    configs: &[G::Config],
    games: u64,
    per_game: usize,
    max_moves: usize,
    seed: u64,
) -> Vec<G::State> {
    let mut rng = rng_from_seed(seed);
    let mut out = Vec::new();
    for g in 0..games {
        let config = &configs[g as usize % configs.len()];
        let mut states = Vec::new();
        random_game::<G>(config, derive_seed(seed, g), &mut rng, max_moves, |s| {
            if G::to_act(s).is_some() {
                states.push(s.clone());
            }
        });
        for _ in 0..per_game.min(states.len()) {
            out.push(states[below(&mut rng, states.len() as u32) as usize].clone());
        }
    }
    out
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// English never has a space before ": ; ! ?"; neither text is empty, and
/// the two languages differ.
fn check_texts(fr: &str, en: &str) {
    assert!(!fr.trim().is_empty() && !en.trim().is_empty(), "an empty reason: {fr:?} / {en:?}");
    assert_ne!(fr, en, "the same reason in both languages");
    for bad in [" :", " ;", " !", " ?", "(s)"] {
        assert!(!en.contains(bad), "English reason with {bad:?}: {en}");
    }
    assert!(!fr.contains("(s)"), "French reason with (s): {fr}");
    for text in [fr, en] {
        assert!(!text.contains('{') && !text.contains("Some(") && !text.contains("None"), "debug text: {text}");
    }
}

/// The strong computer's hint in each position, as `Table::hint` asks for
/// it, and its reason (through the `GameUi` hook): how many got one. The
/// reason is the same on a state where the seat's unknowns are dealt again,
/// and reads in both languages.
fn strong_hints<G: GameUi>(states: &[G::State], seed: u64) -> (usize, usize) {
    strong_hints_with::<G>(states, seed, G::hint_reason)
}

/// A game's reason for a hint, as `GameUi::hint_reason` gives it.
type HintReason<G> = fn(&<G as Game>::View, &<G as Game>::Move, &[String], Lang) -> Option<String>;

/// [`strong_hints`], with the reason from `hint_reason` (for a game whose
/// `GameUi` hook is not written yet: what it will return).
fn strong_hints_with<G: GameUi>(states: &[G::State], seed: u64, hint_reason: HintReason<G>) -> (usize, usize) {
    let mut rng = rng_from_seed(seed);
    let (mut with, mut total) = (0, 0);
    for state in states {
        let Some(seat) = G::to_act(state) else { continue };
        let view = G::view(state, Viewer::Seat(seat));
        let bot_seed = derive_seed(seed, total as u64);
        let Some(mv) = G::bot_move(&view, SeatKind::Strong, &mut rng_from_seed(bot_seed)) else { continue };
        // Legal: it applies (Barracuda's `legal_moves` lists one composition
        // of each bundle; a computer may build another).
        assert!(G::apply(&mut state.clone(), seat, mv.clone()).is_ok(), "the hint is legal");
        total += 1;
        let names = names(G::seats(state));
        let en = hint_reason(&view, &mv, &names, Lang::En);
        let fr = hint_reason(&view, &mv, &names, Lang::Fr);
        assert_eq!(en.is_some(), fr.is_some(), "a reason in one language only");
        if let (Some(fr), Some(en)) = (&fr, &en) {
            with += 1;
            check_texts(fr, en);
        }
        // From the view only: the seat's unknowns dealt again, the same hint
        // and the same reason.
        let other = G::resample_secrets(state, seat, &mut rng);
        let other_view = G::view(&other, Viewer::Seat(seat));
        let again = G::bot_move(&other_view, SeatKind::Strong, &mut rng_from_seed(bot_seed));
        assert_eq!(again.as_ref(), Some(&mv), "the hint changed with what the seat cannot see");
        assert_eq!(hint_reason(&other_view, &mv, &names, Lang::En), en, "the reason changed with a re-deal");
    }
    (with, total)
}

/// Through the table: a human alone against computers asks for hints; the
/// hint line ends with the reason (" — …") for most of them, in the
/// language of the screen.
#[test]
fn the_hint_line_carries_the_reason() {
    for game in catalogue() {
        let players = game.players.0.max(3).min(game.players.1);
        let seats: Vec<SeatSetup> = (0..players)
            .map(|i| SeatSetup { name: format!("P{i}"), kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy } })
            .collect();
        let mut table: Box<dyn AnyTable> = (game.start)(seats, &[], 91).unwrap_or_else(|e| panic!("{}: {e}", game.id));
        let (mut asked, mut with) = (0, 0);
        let mut moves = 0;
        while !table.is_over() && asked < 12 && moves < 3000 {
            moves += 1;
            match table.screen() {
                Screen::Curtain(s) => assert!(table.take_tablet(s)),
                Screen::Computer(_) => while table.think() == Step::Thinking {},
                Screen::Over => break,
                Screen::Turn(_) | Screen::Public(_) => {
                    for lang in [Lang::Fr, Lang::En] {
                        let chrome = Chrome { lang, embed: false, pace: Pace::Instant };
                        let nodes = table.render(chrome);
                        let Some(ask) = command_of(&nodes, "ask-hint") else { break };
                        assert_eq!(table.command(ask), Done::Hinted);
                        let nodes = table.render(chrome);
                        let line: String =
                            find_all(&nodes, "data-testid", "hint")[0].children.iter().map(|n| n.readable()).collect();
                        if lang == Lang::Fr {
                            asked += 1;
                        }
                        if let Some((what, why)) = line.split_once(" — ") {
                            assert!(!why.trim().is_empty(), "{}: an empty reason", game.id);
                            assert!(
                                !what.ends_with('.'),
                                "{}: one sentence, no full stop before the reason: {line}",
                                game.id
                            );
                            if lang == Lang::Fr {
                                with += 1;
                            }
                        }
                    }
                    // Play the hinted control, else any move offered.
                    let nodes = table.render(Chrome { lang: Lang::En, embed: false, pace: Pace::Instant });
                    let cmd = command_with(&nodes, "data-hint").or_else(|| command_with(&nodes, "data-move"));
                    match cmd {
                        Some(c) => {
                            table.command(c);
                        }
                        None => break,
                    }
                }
            }
        }
        assert!(asked >= 5, "{}: only {asked} hints asked", game.id);
        assert!(with * 2 >= asked, "{}: only {with} of {asked} hint lines give a reason", game.id);
    }
}

fn command_of(nodes: &[tablee::scene::Node], testid: &str) -> Option<u32> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter().find(|e| e.get("data-testid") == Some(testid)).and_then(|e| e.get("data-cmd")?.parse().ok())
}

fn command_with(nodes: &[tablee::scene::Node], attr: &str) -> Option<u32> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.iter()
        .filter(|e| e.get(attr).is_some() && e.get("aria-disabled") != Some("true"))
        .find_map(|e| e.get("data-cmd")?.parse().ok())
}

// ---------------------------------------------------------------- Sorciers

mod sorciers {
    use super::*;
    use tablee::games::sorciers::why::{power, reason, unbeatable, wins_now, Need, Why};
    use tablee::games::sorciers::{BidMode, BidView, Config, Kind, Move, Phase, SorcierTurned, Sorciers};

    fn configs() -> Vec<Config> {
        let mut out = Vec::new();
        for players in 3..=6 {
            for (bid_mode, somme_non_nulle) in [
                (BidMode::Open, false),
                (BidMode::Open, true),
                (BidMode::Simultaneous, false),
                (BidMode::Hidden, false),
            ] {
                for vision_de_l_enfer in [false, true] {
                    for sorcier_turned in [SorcierTurned::NoTrump, SorcierTurned::DealerChooses] {
                        out.push(Config { players, sorcier_turned, somme_non_nulle, bid_mode, vision_de_l_enfer });
                    }
                }
            }
        }
        out
    }

    fn states(games: u64, per_game: usize, seed: u64) -> Vec<tablee::games::sorciers::State> {
        positions::<Sorciers>(&configs(), games, per_game, 2_000, seed)
    }

    /// Checks one reason against the facts of the position; returns the reason.
    fn check(state: &tablee::games::sorciers::State, mv: Move) -> Option<Why> {
        let seat = Sorciers::to_act(state).unwrap();
        let view = Sorciers::view(state, Viewer::Seat(seat));
        let why = reason(&view, &mv)?;
        let trump = view.trump;
        let bid = match view.bids[seat.index()] {
            BidView::Known(b) => Some(b),
            _ => None,
        };
        let won = view.tricks_won[seat.index()];
        let need_ok = |need: Need| match need {
            Need::More(k) => bid == Some(won + k) && k > 0,
            Need::Made => bid == Some(won),
            Need::Over => bid.is_some_and(|b| b < won),
        };
        let hand = view.hand.clone().unwrap_or_default();
        let legal_cards: Vec<_> =
            view.legal.iter().filter_map(|m| if let Move::Play(c) = m { Some(*c) } else { None }).collect();
        // Every hand the other seats really hold (the state's truth, not the view).
        let others: Vec<_> = Seat::all(Sorciers::seats(state))
            .filter(|s| *s != seat)
            .flat_map(|s| Sorciers::view(state, Viewer::Seat(s)).hand.unwrap_or_default())
            .collect();
        let card = match mv {
            Move::Play(c) => Some(c),
            _ => None,
        };
        let wins = card.map(|c| wins_now(&view.trick, c, trump));
        match why {
            Why::Only => assert_eq!(view.legal, vec![mv]),
            Why::LongestRace { count } => {
                let Move::ChooseTrump(r) = mv else { panic!("{why:?} for {mv:?}") };
                assert_eq!(hand.iter().filter(|c| c.race_of() == Some(r)).count(), count as usize);
                for other in tablee::games::sorciers::Race::ALL {
                    assert!(hand.iter().filter(|c| c.race_of() == Some(other)).count() <= count as usize);
                }
            }
            Why::Bid { n, sorciers, trumps, thirteens, forbidden } => {
                assert_eq!(mv, Move::Bid(n));
                assert_eq!(hand.iter().filter(|c| c.is_sorcier()).count(), sorciers as usize);
                assert_eq!(hand.iter().filter(|c| trump.is_some() && c.race_of() == trump).count(), trumps as usize);
                let t = hand.iter().filter(|c| matches!(c.kind(), Kind::Race(r, 13) if Some(r) != trump)).count();
                assert_eq!(t, thirteens as usize);
                assert_eq!(forbidden, view.forbidden_bid);
                assert!(forbidden != Some(n), "a forbidden bid is never hinted");
            }
            Why::BidBlind { n } => {
                assert_eq!(mv, Move::Bid(n));
                assert!(view.hand.is_none(), "the hand is hidden");
            }
            Why::SorcierTakes(need) => {
                assert!(card.unwrap().is_sorcier() && wins == Some(true) && need_ok(need));
            }
            Why::TakesLast { lowest, need } => {
                assert_eq!(wins, Some(true));
                assert_eq!(view.trick.len() + 1, view.players(), "last to play");
                assert!(need_ok(need));
                if lowest {
                    let c = card.unwrap();
                    for other in &legal_cards {
                        if wins_now(&view.trick, *other, trump) {
                            assert!(power(*other, trump) >= power(c, trump), "{other:?} is a lower winner than {c:?}");
                        }
                    }
                }
            }
            Why::TakesLowest(need) => {
                let c = card.unwrap();
                assert!(!view.trick.is_empty() && wins == Some(true) && need_ok(need));
                for other in &legal_cards {
                    if wins_now(&view.trick, *other, trump) {
                        assert!(power(*other, trump) >= power(c, trump), "{other:?} is a lower winner than {c:?}");
                    }
                }
            }
            Why::TakesForSure(need) | Why::LeadsMaster(need) => {
                let c = card.unwrap();
                assert!(need_ok(need) && wins == Some(true));
                assert!(unbeatable(&view, c));
                // True in the real deal: no card another seat holds beats it.
                let mut trick = view.trick.clone();
                trick.push((seat, c));
                for o in &others {
                    assert!(!wins_now(&trick, *o, trump), "{o:?} beats {c:?}, said to be unbeatable");
                }
            }
            Why::TakesLead(need) => assert!(!view.trick.is_empty() && wins == Some(true) && need_ok(need)),
            Why::CannotWinShedsHighest | Why::CannotWinKeepsBest => {
                assert!(!view.trick.is_empty());
                assert!(legal_cards.iter().all(|c| !wins_now(&view.trick, *c, trump)), "a card could win");
                let c = card.unwrap();
                let p = power(c, trump);
                if why == Why::CannotWinShedsHighest {
                    assert!(legal_cards.iter().all(|o| power(*o, trump) <= p));
                } else {
                    assert!(legal_cards.iter().all(|o| power(*o, trump) >= p));
                }
            }
            Why::DucksHighest(need) | Why::Ducks(need) => {
                assert!(!view.trick.is_empty() && wins == Some(false) && need_ok(need));
                assert!(legal_cards.iter().any(|c| wins_now(&view.trick, *c, trump)), "no card could win");
                if why == Why::DucksHighest(need) {
                    let p = power(card.unwrap(), trump);
                    for o in &legal_cards {
                        if !wins_now(&view.trick, *o, trump) {
                            assert!(power(*o, trump) <= p);
                        }
                    }
                }
            }
            Why::LeadsSorcier => assert!(view.trick.is_empty() && card.unwrap().is_sorcier()),
            Why::LeadsFou => assert!(view.trick.is_empty() && card.unwrap().is_fou()),
            Why::LeadsTopTrump(need) => {
                let c = card.unwrap();
                assert!(view.trick.is_empty() && need_ok(need) && trump.is_some() && c.race_of() == trump);
                assert!(legal_cards.iter().all(|o| power(*o, trump) <= power(c, trump)));
            }
            Why::LeadsWeakest(need) => {
                let c = card.unwrap();
                assert!(view.trick.is_empty() && need_ok(need));
                assert!(legal_cards.iter().all(|o| power(*o, trump) >= power(c, trump)));
            }
        }
        if why.says_it_wins() {
            assert_eq!(wins, Some(true));
        }
        if why.says_it_loses() {
            assert_eq!(wins, Some(false));
        }
        assert!(matches!(view.phase, Phase::TrumpChoice | Phase::Bidding { .. } | Phase::Playing));
        Some(why)
    }

    #[test]
    fn sorciers_reasons_are_true_of_every_legal_move() {
        let mut kinds = std::collections::BTreeSet::new();
        let (mut with, mut total) = (0, 0);
        for state in states(120, 8, 501) {
            for mv in Sorciers::legal_moves(&state) {
                total += 1;
                if let Some(why) = check(&state, mv) {
                    with += 1;
                    kinds.insert(format!("{why:?}").split(['(', ' ']).next().unwrap().to_string());
                    check_texts(&why.text(Lang::Fr), &why.text(Lang::En));
                }
            }
        }
        eprintln!("sorciers: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 2 > total, "only {with} of {total} moves have a reason");
        // Most kinds of reason show up.
        assert!(kinds.len() >= 14, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn sorciers_strong_hints_mostly_have_a_reason() {
        let states = states(40, 3, 502);
        let (with, total) = strong_hints::<Sorciers>(&states, 503);
        eprintln!("sorciers: {with} of {total} strong hints have a reason");
        assert!(total >= 100, "{total} hints");
        assert!(with * 10 >= total * 8, "only {with} of {total} strong hints have a reason");
    }
}

// ---------------------------------------------------------------- Preums !

mod levee {
    use super::*;
    use tablee::games::levee::why::{reason, Why};
    use tablee::games::levee::{Card, Cards, Config, Levee, Move, Phase, State};

    fn states(games: u64, per_game: usize, seed: u64) -> Vec<State> {
        let configs: Vec<Config> =
            (3..=6).flat_map(|n| [4, 6, 8].map(|target| Config { target, ..Config::with_players(n) })).collect();
        positions::<Levee>(&configs, games, per_game, 200_000, seed)
    }

    /// Every card of the best value and every `[+1]`.
    fn best_pile(hand: &Cards) -> u32 {
        let best = [2u8, 3, 4].iter().map(|&v| hand.get(Card::number(v).unwrap()) as u32 * v as u32).max().unwrap();
        if best == 0 {
            0
        } else {
            best + hand.get(Card::Plus) as u32
        }
    }

    fn main_value(reserve: &Cards) -> u8 {
        let mut best = (0, 0);
        for v in [2u8, 3, 4] {
            let k = (reserve.get(Card::number(v).unwrap()) as u32 * v as u32, v);
            best = best.max(k);
        }
        best.1
    }

    fn check(state: &State, mv: &Move) -> Option<Why> {
        let seat = Levee::to_act(state).unwrap();
        let view = Levee::view(state, Viewer::Seat(seat));
        let why = reason(&view, mv)?;
        let hand = view.hand.unwrap();
        // The table after the move (the real state), while the levée goes on
        // (empty hands pass by themselves and may end it at once).
        let after = || {
            let mut s = state.clone();
            Levee::apply(&mut s, seat, mv.clone()).unwrap();
            Some(Levee::view(&s, Viewer::Table)).filter(|v| v.phase == Phase::Levee)
        };
        // A placement's pile total, from the piles as they are.
        let placed = |target: tablee::engine::Seat, cards: &Cards| {
            view.seats[target.index()].pile.as_ref().map_or(0, |p| p.total as u32) + cards.total()
        };
        let gain_now = view.seats.iter().filter(|s| s.pile.is_some()).count() as u8;
        match why {
            Why::Only => assert_eq!(view.legal_moves(), vec![mv.clone()]),
            Why::MustCall => assert!(matches!(view.phase, Phase::ForcedCall { .. }) && matches!(mv, Move::Call { .. })),
            Why::CallStrong { mine, others, small } => {
                let Move::Call { cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert_eq!(mine as u32, best_pile(&hand));
                assert!(mine > others);
                assert!(!small || (cards.len() == 1 && hand.len() > 1));
            }
            Why::CallSmall => {
                let Move::Call { cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(cards.len() == 1 && hand.len() > 1);
            }
            Why::WaitWeak { mine, others } => {
                assert_eq!(*mv, Move::Continue);
                assert_eq!(mine as u32, best_pile(&hand));
                assert!(mine <= others);
            }
            Why::Lead { total, fewest, game } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert_eq!(*target, seat);
                assert_eq!(placed(seat, cards), total as u32);
                assert!(total > view.highest);
                if let Some(a) = after() {
                    assert_eq!(a.seats[seat.index()].pile.as_ref().unwrap().total, total);
                    assert_eq!(a.leaders, vec![seat], "leads alone");
                }
                if fewest {
                    for m in view.legal_moves() {
                        if let Move::Place { target: t, cards: c } = &m {
                            let base = view.seats[seat.index()].pile.as_ref().map_or(0, |p| p.total as u32);
                            if *t == seat && base + c.total() > view.highest as u32 {
                                assert!(c.len() >= cards.len(), "{m:?} leads with fewer cards than {mv:?}");
                            }
                        }
                    }
                }
                let piles_after = gain_now + u8::from(view.seats[seat.index()].pile.is_none());
                assert_eq!(game, view.seats[seat.index()].zeros + piles_after >= view.config.target);
            }
            Why::Tie { total } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(*target == seat && placed(seat, cards) == total as u32 && total == view.highest);
                if let Some(a) = after() {
                    assert!(a.leaders.len() >= 2 && a.leaders.contains(&seat), "a tie: {:?}", a.leaders);
                }
            }
            Why::SupportTie { to, stops } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(*target == to && to != seat && placed(to, cards) == view.highest as u32);
                if let Some(a) = after() {
                    assert!(a.leaders.len() >= 2 && a.leaders.contains(&to), "a tie: {:?}", a.leaders);
                }
                if let Some(l) = stops {
                    assert_eq!(view.leaders, vec![l]);
                    assert!(view.seats[l.index()].zeros + gain_now >= view.config.target);
                }
            }
            Why::SupportOver { to, stops } => {
                let Move::Place { target, cards } = mv else { panic!("{why:?} for {mv:?}") };
                assert!(*target == to && to != seat && placed(to, cards) > view.highest as u32);
                if let Some(a) = after() {
                    assert_eq!(a.leaders, vec![to]);
                }
                assert_eq!(view.leaders, vec![stops]);
                assert!(view.seats[stops.index()].zeros + gain_now >= view.config.target);
            }
            Why::PassLeading => assert!(*mv == Move::Pass && view.leaders == vec![seat]),
            Why::PassKeep => assert!(*mv == Move::Pass && view.caller != Some(seat)),
            Why::KeepStrong { card, count } => {
                assert_eq!(*mv, Move::Give { to: seat, card, count });
                assert_eq!(card, Card::Four);
            }
            Why::KeepMain { card, count } => {
                assert_eq!(*mv, Move::Give { to: seat, card, count });
                assert_eq!(card.value(), main_value(&view.seats[seat.index()].reserve));
            }
            Why::Burden { to, card, count } => {
                assert!(to != seat);
                assert_eq!(*mv, Move::Give { to, card, count });
                assert!(card.is_number() && card.value() != main_value(&view.seats[to.index()].reserve));
            }
        }
        Some(why)
    }

    #[test]
    fn preums_reasons_are_true_of_every_legal_move() {
        let mut kinds = std::collections::BTreeSet::new();
        let (mut with, mut total) = (0, 0);
        let names = names(6);
        for state in states(150, 10, 601) {
            for mv in Levee::legal_moves(&state) {
                total += 1;
                if let Some(why) = check(&state, &mv) {
                    with += 1;
                    kinds.insert(format!("{why:?}").split(['(', ' ', '{']).next().unwrap().to_string());
                    check_texts(&why.text(&names, Lang::Fr), &why.text(&names, Lang::En));
                }
            }
        }
        eprintln!("preums: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 5 > total, "only {with} of {total} moves have a reason");
        assert!(kinds.len() >= 11, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn preums_strong_hints_mostly_have_a_reason() {
        let states = states(60, 3, 602);
        let (with, total) = strong_hints::<Levee>(&states, 603);
        eprintln!("preums: {with} of {total} strong hints have a reason");
        assert!(total >= 150, "{total} hints");
        assert!(with * 10 >= total * 6, "only {with} of {total} strong hints have a reason");
    }
}

// ---------------------------------------------------------------- La Bourse aux Idées

mod bourse {
    use super::*;
    use tablee::games::bourse::why::{reason, Lay, Why};
    use tablee::games::bourse::{Bourse, Card, Config, Move, State};

    fn states(games: u64, per_game: usize, seed: u64) -> Vec<State> {
        let cfg = Config::with_players;
        let configs = vec![
            cfg(2),
            Config { all_series: true, ..cfg(2) },
            cfg(3),
            cfg(4),
            Config { teams: true, ..cfg(4) },
            cfg(5),
        ];
        positions::<Bourse>(&configs, games, per_game, 4000, seed)
    }

    /// The cards of series `s` in the other seats' real hands.
    fn others_hold(state: &State, me: Seat, s: u8) -> usize {
        Seat::all(Bourse::seats(state))
            .filter(|o| *o != me)
            .flat_map(|o| Bourse::view(state, Viewer::Seat(o)).hand)
            .filter(|c| c.series() == s)
            .count()
    }

    /// Checks why `card` is laid, `extra` laid before it this turn, against
    /// the real deal.
    fn check_lay(state: &State, me: Seat, hand: &[Card], card: Card, extra: &[Card], why: Lay) {
        let view = Bourse::view(state, Viewer::Seat(me));
        let s = card.series();
        let laid = view.piles[s as usize - 1].len() + extra.iter().filter(|c| c.series() == s).count();
        let held = hand.iter().filter(|c| c.series() == s).count();
        match why {
            Lay::Collects { series, contract } => {
                assert!(series == s && laid == 3, "the 4th card of {s}: {laid} laid");
                let holder = view.holder[s as usize - 1];
                assert_eq!(contract, holder.is_some_and(|h| view.config.allied(h, me)));
            }
            Lay::Safe { series } => {
                assert!(series == s && laid + held == 4);
                assert_eq!(others_hold(state, me, s), 0, "another hand holds a card of series {s}");
            }
            Lay::Most { series, held: h } => {
                assert!(series == s && held == h as usize && h >= 2);
                for t in 1..=view.series() {
                    assert!(hand.iter().filter(|c| c.series() == t).count() <= held);
                }
            }
            Lay::Early { series } => assert!(series == s && laid < 2),
        }
    }

    fn check(state: &State, mv: Move) -> Option<Why> {
        let me = Bourse::to_act(state).unwrap();
        let view = Bourse::view(state, Viewer::Seat(me));
        let why = reason(&view, &mv)?;
        let hand = view.hand.clone();
        match (why, mv.clone()) {
            (Why::Only, _) => assert_eq!(view.legal(), vec![mv.clone()]),
            (Why::Lay(l), Move::PlayCard(c)) => check_lay(state, me, &hand, c, &[], l),
            (Why::Pair(a, b), Move::PlayPair(x, y)) => {
                assert!(a.is_some() || b.is_some());
                if let Some(l) = a {
                    check_lay(state, me, &hand, x, &[], l);
                }
                let mut rest = hand.clone();
                rest.remove(rest.iter().position(|c| *c == x).unwrap());
                if let Some(l) = b {
                    check_lay(state, me, &rest, y, &[x], l);
                }
            }
            (Why::BuyCollected { series }, Move::RequestIdea(s)) => {
                assert_eq!(series, s);
                assert!(view.collector[s as usize - 1].is_some_and(|c| view.config.allied(c, me)));
            }
            (Why::BuyHeld { series, held, left }, Move::RequestIdea(s)) => {
                assert_eq!(series, s);
                assert!(held > 0 && view.collector[s as usize - 1].is_none());
                assert_eq!(hand.iter().filter(|c| c.series() == s).count(), held as usize);
                assert_eq!(4 - view.piles[s as usize - 1].len(), left as usize);
                assert!(held <= left);
            }
            (Why::SellUseless { series }, Move::Answer(true)) => {
                assert_eq!(view.pending.unwrap().series, series);
                assert!(hand.iter().all(|c| c.series() != series));
            }
            (Why::KeepHeld { series, held }, Move::Answer(false)) => {
                assert_eq!(view.pending.unwrap().series, series);
                assert_eq!(hand.iter().filter(|c| c.series() == series).count(), held as usize);
                assert!(held > 0);
            }
            (Why::KeepFromCollector { series }, Move::Answer(false)) => {
                let r = view.pending.unwrap();
                assert_eq!(r.series, series);
                assert!(view.collector[series as usize - 1].is_some_and(|c| view.config.allied(c, r.buyer)));
            }
            _ => panic!("{why:?} for {mv:?}"),
        }
        Some(why)
    }

    #[test]
    fn bourse_reasons_are_true_of_every_legal_move() {
        let mut kinds = std::collections::BTreeSet::new();
        let (mut with, mut total) = (0, 0);
        for state in states(150, 6, 701) {
            for mv in Bourse::legal_moves(&state) {
                total += 1;
                if let Some(why) = check(&state, mv) {
                    with += 1;
                    let mut kind = format!("{why:?}");
                    kind.truncate(kind.find([' ', '{', '(']).unwrap_or(kind.len()));
                    kinds.insert(kind);
                    if let Why::Lay(l) | Why::Pair(Some(l), _) = why {
                        kinds.insert(format!("{l:?}").split(' ').next().unwrap().to_string());
                    }
                    check_texts(&why.text(Lang::Fr), &why.text(Lang::En));
                }
            }
        }
        eprintln!("bourse: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 3 > total, "only {with} of {total} moves have a reason");
        assert!(kinds.len() >= 10, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn bourse_strong_hints_mostly_have_a_reason() {
        let states = states(60, 3, 702);
        let (with, total) = strong_hints::<Bourse>(&states, 703);
        eprintln!("bourse: {with} of {total} strong hints have a reason");
        assert!(total >= 150, "{total} hints");
        assert!(with * 10 >= total * 6, "only {with} of {total} strong hints have a reason");
    }
}

// ---------------------------------------------------------------- Pfeffersäcke

mod pfeffersacke {
    use super::*;
    use tablee::games::pfeffersacke::map::map;
    use tablee::games::pfeffersacke::why::{reason, Why};
    use tablee::games::pfeffersacke::{Config, Move, Pfeffersacke, State};

    fn states(games: u64, per_game: usize, seed: u64) -> Vec<State> {
        let configs: Vec<Config> = (2..=6).map(Config::new).collect();
        positions::<Pfeffersacke>(&configs, games, per_game, 4000, seed)
    }

    fn posts(s: &State, seat: Seat, city: u8) -> usize {
        let c = &map().cities[city as usize];
        s.slots[c.off as usize..(c.off + c.slots) as usize].iter().filter(|&&o| o == seat.0 + 1).count()
    }

    fn regions(s: &State, seat: Seat) -> std::collections::BTreeSet<u8> {
        (0..map().cities.len() as u8)
            .filter(|&c| posts(s, seat, c) > 0)
            .map(|c| map().cities[c as usize].region)
            .collect()
    }

    fn check(state: &State, mv: Move) -> Option<Why> {
        let me = Pfeffersacke::to_act(state).unwrap();
        let view = Pfeffersacke::view(state, Viewer::Seat(me));
        let why = reason(&view, &mv)?;
        let mut after = state.clone();
        Pfeffersacke::apply(&mut after, me, mv).unwrap();
        let (p0, p1) = (&state.players[me.index()], &after.players[me.index()]);
        match (why, mv) {
            (Why::Only, _) => assert_eq!(Pfeffersacke::legal_moves(state), vec![mv]),
            (Why::Start { routes, toll }, Move::StartingPost { city }) => {
                let routes_here: Vec<_> =
                    map().routes.iter().filter(|r| r.a == city || r.b == city).map(|r| r.toll).collect();
                assert_eq!(routes_here.len(), routes as usize);
                assert_eq!(routes_here.iter().min().copied(), Some(toll));
            }
            (Why::DiscNear { city }, Move::PlaceDisc { city: c, .. }) => {
                assert_eq!(city, c);
                let near = map()
                    .routes
                    .iter()
                    .any(|r| (r.a == city && posts(state, me, r.b) > 0) || (r.b == city && posts(state, me, r.a) > 0));
                assert!(near, "no post next to the disc");
            }
            (Why::Majority { city, slots }, Move::Extend { city: c } | Move::ExtendTwice { city: c }) => {
                assert_eq!(city, c);
                assert_eq!(map().cities[city as usize].slots, slots);
                assert!(2 * posts(&after, me, city) > slots as usize, "no majority after the move");
            }
            (Why::Toward { city, posts: n, need }, Move::Extend { city: c } | Move::ExtendTwice { city: c }) => {
                assert_eq!(city, c);
                assert_eq!(posts(&after, me, city), n as usize);
                assert!(n < need && 2 * need as usize > map().cities[city as usize].slots as usize);
            }
            (Why::KeepIncome { income }, Move::SkipExtend) => {
                // Paid at once when there is no choice, else offered as it is.
                assert!(
                    p1.florins == p0.florins + income || Pfeffersacke::view(&after, Viewer::Seat(me)).income == income
                );
            }
            (Why::SaveConduct { income }, Move::TakeIncome) => {
                assert_eq!(p1.florins, p0.florins + income);
                assert_eq!(p1.sc, p0.sc);
            }
            (Why::Double { double, income }, Move::DoubleIncome) => {
                assert_eq!(p1.florins, p0.florins + double);
                assert!(double > income);
            }
            (Why::Open { city, small, region, toll }, Move::Open { to, .. }) => {
                assert_eq!(city, to);
                assert_eq!(p1.florins + toll as u32, p0.florins, "the toll");
                assert_eq!(small, !map().cities[to as usize].large);
                if small {
                    assert!(p1.pi > p0.pi, "a small city scores");
                }
                let new: Vec<u8> = regions(&after, me).difference(&regions(state, me)).copied().collect();
                assert_eq!(region.into_iter().collect::<Vec<_>>(), new);
            }
            (Why::OpenTwo { a, b, small, regions: r }, Move::OpenTwo { to1, to2, .. }) => {
                assert_eq!((a, b), (to1, to2));
                let smalls = [a, b].iter().filter(|c| !map().cities[**c as usize].large).count();
                assert_eq!(smalls, small as usize);
                assert!(p1.pi >= p0.pi + small as u32);
                assert_eq!(regions(&after, me).len() - regions(state, me).len(), r as usize);
            }
            _ => panic!("{why:?} for {mv:?}"),
        }
        Some(why)
    }

    #[test]
    fn pfeffersacke_reasons_are_true_of_every_legal_move() {
        let mut kinds = std::collections::BTreeSet::new();
        let (mut with, mut total) = (0, 0);
        for state in states(60, 10, 801) {
            for mv in Pfeffersacke::legal_moves(&state) {
                total += 1;
                if let Some(why) = check(&state, mv) {
                    with += 1;
                    let mut kind = format!("{why:?}");
                    kind.truncate(kind.find([' ', '{', '(']).unwrap_or(kind.len()));
                    kinds.insert(kind);
                    check_texts(&why.text(Lang::Fr), &why.text(Lang::En));
                }
            }
        }
        eprintln!("pfeffersacke: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 2 > total, "only {with} of {total} moves have a reason");
        assert!(kinds.len() >= 9, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn pfeffersacke_strong_hints_mostly_have_a_reason() {
        let states = states(30, 4, 802);
        let (with, total) = strong_hints::<Pfeffersacke>(&states, 803);
        eprintln!("pfeffersacke: {with} of {total} strong hints have a reason");
        assert!(total >= 100, "{total} hints");
        assert!(with * 10 >= total * 6, "only {with} of {total} strong hints have a reason");
    }
}

// ---------------------------------------------------------------- Barracuda

mod barracuda {
    use super::*;
    use tablee::engine::Bot;
    use tablee::games::barracuda::bot::HeuristicBot;
    use tablee::games::barracuda::why::{reason, Keep, Must, Opening, Why};
    use tablee::games::barracuda::{
        bar, bar_id, Barracuda, Bundle, Config, Event, Move, Phase, Position, RemovedBars, RuleError, Slot, State, View,
    };

    fn configs() -> Vec<Config> {
        let mut out = Vec::new();
        for players in 3..=5 {
            let base = Config::with_players(players);
            out.push(base.clone());
            out.push(Config { count_bank: true, last_order_fakes_return: true, ..base.clone() });
            out.push(Config { removed_bars: RemovedBars::Chosen { one_place: 11, two_place: 0 }, ..base });
        }
        out
    }

    /// Positions along games where each move is the heuristic computer's
    /// (three times in four) or any legal move: random play alone seldom
    /// reaches three tenancies (auctions) or five figures.
    fn states(games: u64, per_game: usize, seed: u64) -> Vec<State> {
        let configs = configs();
        let mut rng = rng_from_seed(seed);
        let mut out = Vec::new();
        for g in 0..games {
            let config = &configs[g as usize % configs.len()];
            let (mut state, _) = Barracuda::new(config, derive_seed(seed, g)).unwrap();
            let mut seen = Vec::new();
            while let Some(seat) = Barracuda::to_act(&state) {
                assert!(seen.len() < 20_000, "the game did not end");
                seen.push(state.clone());
                let view = Barracuda::view(&state, Viewer::Seat(seat));
                let mv = if below(&mut rng, 4) == 0 {
                    let legal = Barracuda::legal_moves(&state);
                    legal[below(&mut rng, legal.len() as u32) as usize]
                } else {
                    HeuristicBot::default().choose(&view, &mut rng).unwrap()
                };
                Barracuda::apply(&mut state, seat, mv).unwrap();
            }
            for _ in 0..per_game.min(seen.len()) {
                out.push(seen[below(&mut rng, seen.len() as u32) as usize].clone());
            }
        }
        out
    }

    /// A position at round 5 (`current` to act, the others played), bars
    /// open as listed `(bar, tenant, partner)`, the rest closed, every purse
    /// 50,000 and 7 fakes.
    fn craft(config: Config, open: &[(&str, Option<Seat>, Option<Seat>)], current: Seat) -> State {
        let n = config.players as usize;
        let mut slots: Vec<Slot> = open
            .iter()
            .map(|(name, tenant, partner)| Slot {
                bar: bar_id(name).unwrap(),
                open: true,
                renovated: false,
                tenant: *tenant,
                partner: *partner,
            })
            .collect();
        // Barracuda and Bella Vista leave the game.
        for b in 1..11 {
            if !slots.iter().any(|s| s.bar == b) {
                slots.push(Slot { bar: b, open: false, renovated: false, tenant: None, partner: None });
            }
        }
        let played = Seat::all(n).filter(|s| *s != current).collect();
        let pos = Position {
            round: 5,
            current,
            played,
            slots,
            purses: vec![(50_000, 7); n],
            left_flags: vec![true; n],
            seed: 5,
            start_turn: false,
        };
        State::from_position(&config, pos)
    }

    /// Positions random games seldom reach: five figures held, auctions
    /// where a bidder would reach five or every bid is fake notes only, and
    /// a bidder with no free figure.
    fn crafted() -> Vec<State> {
        let (a, b, c, d) = (Some(Seat(0)), Some(Seat(1)), Some(Seat(2)), Some(Seat(3)));
        let fake = Move::AuctionBid(Bundle::of(0, 1));
        let mut out = Vec::new();
        // A holds 3 bars; B has 4 figures, C all 5 (no free figure), D one.
        let four = [
            ("Laguna", a, b),
            ("Marina", a, None),
            ("Albatros", a, c),
            ("Karambole", b, b),
            ("Flamingo", b, c),
            ("Octopus", c, c),
            ("Sirocco", c, None),
            ("Banana Bar", d, None),
        ];
        let s = craft(Config::with_players(4), &four, Seat(0));
        let mut auction = s.clone();
        Barracuda::apply(&mut auction, Seat(0), Move::StartAuction(bar_slot(&s, "Albatros"))).unwrap();
        out.push(s);
        for first in [fake, Move::AuctionBid(Bundle::of(3000, 1))] {
            let mut t = auction.clone();
            for mv in [first, fake, fake] {
                out.push(t.clone());
                let seat = Barracuda::to_act(&t).unwrap();
                Barracuda::apply(&mut t, seat, mv).unwrap();
            }
            out.push(t);
        }
        // C holds its five figures (with the bank count: not the only move).
        let config = Config { count_bank: true, ..Config::with_players(4) };
        out.push(craft(config, &four, Seat(2)));
        // Three players: both bidders would reach five.
        let three = [
            ("Laguna", a, b),
            ("Marina", a, None),
            ("Albatros", a, c),
            ("Karambole", b, c),
            ("Flamingo", c, b),
            ("Octopus", c, b),
        ];
        let mut t = craft(Config::with_players(3), &three, Seat(0));
        let slot = bar_slot(&t, "Albatros");
        Barracuda::apply(&mut t, Seat(0), Move::StartAuction(slot)).unwrap();
        for _ in 0..2 {
            let seat = Barracuda::to_act(&t).unwrap();
            Barracuda::apply(&mut t, seat, fake).unwrap();
        }
        out.push(t);
        out
    }

    fn bar_slot(s: &State, name: &str) -> u8 {
        s.slots().iter().position(|x| Some(x.bar) == bar_id(name)).unwrap() as u8
    }

    /// The state after `moves`, and how `who`'s cash moved, not counting
    /// the rent paid on the way (a turn may start after the move).
    fn after(state: &State, moves: &[(Seat, Move)], who: Seat) -> (State, i64) {
        let mut s = state.clone();
        let mut rent = 0i64;
        for (seat, mv) in moves {
            for e in Barracuda::apply(&mut s, *seat, *mv).unwrap_or_else(|e| panic!("{mv:?}: {e:?}")) {
                if let Event::RentPaid { seat, amount, .. } = e.event {
                    if seat == who {
                        rent += amount as i64;
                    }
                }
            }
        }
        let delta = s.player(who).cash as i64 + rent - state.player(who).cash as i64;
        (s, delta)
    }

    /// The mean rent of the bars with `places` places the seat has not seen.
    fn unseen_mean(view: &View, places: u8) -> f64 {
        let rents: Vec<f64> =
            view.unseen.iter().map(|b| bar(*b)).filter(|b| b.places == places).map(|b| b.rent as f64).collect();
        rents.iter().sum::<f64>() / rents.len() as f64
    }

    /// What the seat can expect a slot to cost a turn.
    fn slot_cost(state: &State, view: &View, slot: u8) -> f64 {
        let s = &state.slots()[slot as usize];
        if s.renovated {
            s.rent() as f64
        } else {
            unseen_mean(view, s.places())
        }
    }

    /// The seat's real bid for the auction, as the seller's accepting it pays it.
    fn sale_gain(state: &State, me: Seat, w: Seat) -> i64 {
        after(state, &[(me, Move::AuctionAccept(w))], me).1
    }

    /// Checks one reason against the real state; returns the reason.
    fn check(state: &State, mv: Move) -> Option<Why> {
        let me = Barracuda::to_act(state).unwrap();
        let view = Barracuda::view(state, Viewer::Seat(me));
        let why = reason(&view, &mv)?;
        let p = *state.player(me);
        let in_bars = state.in_bars(me);
        let rent = state.rent_of(me);
        let legal = Barracuda::legal_moves(state);
        let others = || Seat::all(state.n()).filter(|s| *s != me);
        let offer_slot = match state.phase() {
            Phase::PartnerResponse { slot } | Phase::TakeoverResponse { slot } => Some(slot),
            _ => None,
        };
        let auction_slot = match state.phase() {
            Phase::AuctionBid { slot, .. } | Phase::AuctionDecision { slot } => Some(slot),
            _ => None,
        };
        let giver = state.current().unwrap_or(me);
        match (why, mv) {
            (Why::Only, _) => assert_eq!(legal, vec![mv]),
            (Why::CallShort { cash, rent: r }, Move::CallLastOrder) => {
                assert!(cash == p.cash && r == rent && cash < rent);
            }
            (Why::CallDanger { seat, hi, rent: r }, Move::CallLastOrder) => {
                assert!(seat != me && p.free > 0 && p.cash >= rent);
                let o = state.player(seat);
                assert!(r == state.rent_of(seat) && r > 0 && hi == o.hi && hi < r + 1000);
                assert!(o.cash <= hi, "the public bound holds");
            }
            (Why::DeclineSafe { cash, rent: r }, Move::DeclineLastOrder) => {
                assert!(cash == p.cash && r == rent && cash >= rent);
                for o in others() {
                    let due = state.rent_of(o);
                    assert!(due == 0 || state.player(o).hi >= due + 1000, "seat {o:?} is short");
                }
            }
            (Why::StakeNothing { fakes, cash, rent: r }, Move::Stake(b)) => {
                assert!(b.real() == 0 && b.fakes == fakes && cash == p.cash && r == rent && cash >= rent);
                assert!(p.fakes == 0 || fakes >= 1);
            }
            (Why::StakeSome { amount }, Move::Stake(b)) => {
                assert!(b.real() == amount && amount > 0);
                let (_, delta) = after(state, &[(me, mv)], me);
                assert_eq!(delta, -(amount as i64), "staked");
            }
            (Why::StakeAll { amount, cash, rent: r }, Move::Stake(b)) => {
                assert!(b.real() == amount && cash == p.cash && r == rent && cash < rent);
                for m in &legal {
                    if let Move::Stake(o) = m {
                        assert!(o.real() <= amount, "{m:?} stakes more");
                    }
                }
            }
            (Why::Open { must, why }, Move::Open(slot)) => {
                match must {
                    Some(Must::Round1) => assert_eq!(state.round(), 1),
                    Some(Must::NoBar) => assert!(state.round() > 1 && state.tenancies(me) == 0),
                    None => assert!(state.round() > 1 && state.tenancies(me) > 0),
                }
                if must.is_some() {
                    assert!(legal.iter().all(|m| matches!(m, Move::Open(_) | Move::CountBank)));
                }
                let s = state.slots()[slot as usize];
                let (a, _) = after(state, &[(me, mv)], me);
                assert_eq!(a.in_bars(me), in_bars + 1);
                match why {
                    Opening::Two => assert!(s.places() == 2 && p.free >= 2),
                    Opening::Cheapest { rent: r, known } => {
                        let cost = slot_cost(state, &view, slot);
                        match known {
                            Some(b) => assert!(s.renovated && s.bar == b && r == s.rent()),
                            None => {
                                assert!(!s.renovated && view.unseen.contains(&s.bar), "the mean covers the real bar");
                                assert_eq!(r as f64, (cost / 100.0).round() * 100.0);
                            }
                        }
                        for m in &legal {
                            if let Move::Open(o) = m {
                                assert!(slot_cost(state, &view, *o) >= cost - 1e-6, "slot {o} is cheaper");
                            }
                        }
                    }
                    Opening::Figure { after: n } => assert_eq!(n, in_bars + 1),
                }
            }
            (Why::PartnerOwn { bar: b, after: n }, Move::PlacePartnerOwn(slot)) => {
                let (a, delta) = after(state, &[(me, mv)], me);
                assert!(delta == 0 && a.in_bars(me) == n && n == in_bars + 1);
                assert!(a.slots()[slot as usize].partner == Some(me) && a.slots()[slot as usize].bar == b);
            }
            (Why::Hold, Move::Hold) => assert!(in_bars == 5 && p.free == 0),
            (
                Why::TakeoverForced { bar: b, tenant, amount, hi } | Why::PartnerForced { bar: b, tenant, amount, hi },
                Move::OfferTakeover(slot, x) | Move::OfferPartner(slot, x),
            ) => {
                let s = state.slots()[slot as usize];
                assert!(s.bar == b && s.tenant == Some(tenant) && x.real() == amount && amount > hi);
                assert_eq!(state.player(tenant).hi, hi);
                assert_eq!(matches!(why, Why::TakeoverForced { .. }), matches!(mv, Move::OfferTakeover(..)));
                let (a, _) = after(state, &[(me, mv)], me);
                assert_eq!(a.check(tenant, &Move::Refuse), Err(RuleError::CannotAffordRefusal));
            }
            (Why::Takeover { bar: b, tenant, amount, rent: r, both }, Move::OfferTakeover(slot, x)) => {
                let s = state.slots()[slot as usize];
                assert!(s.bar == b && s.tenant == Some(tenant) && x.real() == amount && r == s.rent());
                assert_eq!(both, s.partner == Some(me));
                let (a, _) = after(state, &[(me, mv), (tenant, Move::Accept)], me);
                assert_eq!(a.slots()[slot as usize].tenant, Some(me));
                if both {
                    assert_eq!(a.slots()[slot as usize].partner, Some(me));
                }
                let (a, _) = after(state, &[(me, mv)], me);
                if a.check(tenant, &Move::Refuse).is_ok() {
                    let (_, delta) = after(state, &[(me, mv), (tenant, Move::Refuse)], me);
                    assert_eq!(delta, amount as i64, "the tenant pays to keep it");
                }
            }
            (Why::Partner { bar: b, tenant, amount, rent: r }, Move::OfferPartner(slot, x)) => {
                let s = state.slots()[slot as usize];
                assert!(s.bar == b && s.tenant == Some(tenant) && x.real() == amount && r == s.rent());
                let (a, delta) = after(state, &[(me, mv), (tenant, Move::Accept)], me);
                assert!(a.slots()[slot as usize].partner == Some(me) && delta == -(amount as i64));
                assert!(a.tenancy_rents(me).len() == state.tenancy_rents(me).len(), "a partner pays no rent");
                let (a, _) = after(state, &[(me, mv)], me);
                if a.check(tenant, &Move::Refuse).is_ok() {
                    let (_, delta) = after(state, &[(me, mv), (tenant, Move::Refuse)], me);
                    let (_, theirs) = after(state, &[(me, mv), (tenant, Move::Refuse)], tenant);
                    assert!(delta == -(amount as i64) && theirs == -(amount as i64));
                }
            }
            (Why::Auction { bar: b, from, to, cash }, Move::StartAuction(slot)) => {
                assert!(state.slots()[slot as usize].bar == b && from == rent && to < from && cash == p.cash);
                let (a, _) = after(state, &[(me, mv)], me);
                assert_eq!(a.rent_of(me), to);
            }
            (Why::MustAccept { amount, cash }, Move::Accept) => {
                assert!(cash == p.cash && cash < amount);
                assert_eq!(state.check(me, &Move::Refuse), Err(RuleError::CannotAffordRefusal));
                assert_eq!(after(state, &[(me, mv)], me).1, amount as i64);
            }
            (Why::AcceptPartner { giver: g, bar: b, amount }, Move::Accept) => {
                assert!(g == giver && matches!(state.phase(), Phase::PartnerResponse { .. }));
                assert_eq!(state.slots()[offer_slot.unwrap() as usize].bar, b);
                assert_eq!(after(state, &[(me, mv)], me).1, amount as i64);
                assert_eq!(after(state, &[(me, Move::Refuse)], me).1, -(amount as i64));
            }
            (Why::RefusePartner { giver: g, after: n, amount }, Move::Refuse) => {
                assert!(g == giver && matches!(state.phase(), Phase::PartnerResponse { .. }));
                assert!(n == state.in_bars(g) + 1 && n >= 4);
                let (a, delta) = after(state, &[(me, mv)], me);
                assert!(delta == -(amount as i64) && a.in_bars(g) == n - 1);
            }
            (Why::AcceptTakeover { bar: b, amount, rent: r, lost }, Move::Accept) => {
                let slot = offer_slot.unwrap();
                assert!(matches!(state.phase(), Phase::TakeoverResponse { .. }));
                assert!(state.slots()[slot as usize].bar == b && r == bar(b).rent);
                let (a, delta) = after(state, &[(me, mv)], me);
                assert!(delta == amount as i64 && a.in_bars(me) + lost == in_bars);
                assert_eq!(after(state, &[(me, Move::Refuse)], me).1, -(amount as i64));
            }
            (Why::RefuseTakeover { bar: b, amount, keep }, Move::Refuse) => {
                let slot = offer_slot.unwrap();
                assert!(matches!(state.phase(), Phase::TakeoverResponse { .. }));
                let s = state.slots()[slot as usize];
                let lost = 1 + u8::from(s.partner == Some(me));
                let (a, delta) = after(state, &[(me, mv)], me);
                assert!(s.bar == b && delta == -(amount as i64) && a.slots()[slot as usize].tenant == Some(me));
                match keep {
                    Keep::Last => assert!(in_bars <= lost),
                    Keep::Fifth { giver: g } => assert!(g == giver && state.in_bars(g) + 1 >= 5),
                    Keep::Cheap { rent: r, lost: l } => {
                        assert!(l == lost && r == s.rent() && amount < 2 * r * l as u32)
                    }
                }
                // What accepting would have done.
                let (a, _) = after(state, &[(me, Move::Accept)], me);
                assert_eq!(a.in_bars(me) + lost, in_bars);
            }
            (Why::BidCannotWin, Move::AuctionBid(b)) => assert!(p.free == 0 && b.real() == 0),
            (Why::BidFifth { bar: b }, Move::AuctionBid(_)) => {
                assert!(in_bars == 4 && p.free >= 1);
                assert_eq!(state.slots()[auction_slot.unwrap() as usize].bar, b);
            }
            (Why::BidNothing { bar: b, fakes }, Move::AuctionBid(x)) => {
                assert!(x.real() == 0 && x.fakes == fakes && p.free > 0 && (p.fakes == 0 || fakes >= 1));
                assert_eq!(state.slots()[auction_slot.unwrap() as usize].bar, b);
            }
            (Why::BidSome { bar: b, amount, rent: r }, Move::AuctionBid(x)) => {
                assert!(x.real() == amount && amount > 0 && r == bar(b).rent);
                assert_eq!(state.slots()[auction_slot.unwrap() as usize].bar, b);
            }
            (
                Why::SellHighest { winner, .. } | Why::SellFree { winner } | Why::SellSafe { winner, .. },
                Move::AuctionAccept(w),
            ) => {
                assert!(winner == w && state.in_bars(w) + 1 < 5, "the winner stays under five");
                let gain = sale_gain(state, me, w);
                let choices: Vec<Seat> =
                    legal.iter().filter_map(|m| if let Move::AuctionAccept(x) = m { Some(*x) } else { None }).collect();
                let gains: Vec<(Seat, i64)> = choices.iter().map(|x| (*x, sale_gain(state, me, *x))).collect();
                match why {
                    Why::SellHighest { amount, tied, .. } => {
                        assert_eq!(gain, amount as i64);
                        assert!(gains.iter().all(|(_, g)| *g <= gain));
                        assert_eq!(tied, gains.iter().filter(|(_, g)| *g == gain).count() > 1);
                    }
                    Why::SellFree { .. } => assert!(gains.iter().all(|(_, g)| *g == 0)),
                    Why::SellSafe { amount, avoided, .. } => {
                        assert_eq!(gain, amount as i64);
                        assert!(state.in_bars(avoided) + 1 >= 5 && sale_gain(state, me, avoided) > gain);
                        for (x, g) in &gains {
                            assert!(*g <= gain || state.in_bars(*x) + 1 >= 5);
                        }
                    }
                    _ => unreachable!(),
                }
            }
            (Why::RenovateFifth | Why::RenovateEmpty, Move::AuctionRejectAll) => {
                let choices: Vec<Seat> =
                    legal.iter().filter_map(|m| if let Move::AuctionAccept(x) = m { Some(*x) } else { None }).collect();
                assert!(!choices.is_empty());
                for x in choices {
                    if why == Why::RenovateFifth {
                        assert!(state.in_bars(x) + 1 >= 5);
                    } else {
                        assert_eq!(sale_gain(state, me, x), 0);
                    }
                }
                let (a, delta) = after(state, &[(me, mv)], me);
                assert_eq!(delta, -1000);
                assert!(a.slots()[auction_slot.unwrap() as usize].tenant.is_none());
            }
            _ => panic!("{why:?} for {mv:?}"),
        }
        Some(why)
    }

    #[test]
    fn barracuda_reasons_are_true_of_every_legal_move() {
        let mut kinds = std::collections::BTreeSet::new();
        let (mut with, mut total) = (0, 0);
        let names = names(5);
        let mut all = states(150, 10, 901);
        all.extend(positions::<Barracuda>(&configs(), 40, 8, 20_000, 904));
        all.extend(crafted());
        for state in all {
            for mv in Barracuda::legal_moves(&state) {
                total += 1;
                if let Some(why) = check(&state, mv) {
                    with += 1;
                    let mut kind = format!("{why:?}");
                    if let Why::Open { why: o, .. } = why {
                        kind = format!("Open{o:?}");
                    }
                    kind.truncate(kind.find([' ', '{', '(']).unwrap_or(kind.len()));
                    kinds.insert(kind);
                    check_texts(&why.text(&names, Lang::Fr), &why.text(&names, Lang::En));
                }
            }
        }
        eprintln!("barracuda: {with} of {total} legal moves have a reason: {kinds:?}");
        assert!(with * 10 > total * 9, "only {with} of {total} moves have a reason");
        assert!(kinds.len() >= 30, "only these reasons came up: {kinds:?}");
    }

    #[test]
    fn barracuda_strong_hints_mostly_have_a_reason() {
        let states = states(60, 3, 902);
        let (with, total) = strong_hints::<Barracuda>(&states, 903);
        eprintln!("barracuda: {with} of {total} strong hints have a reason");
        assert!(total >= 150, "{total} hints");
        assert!(with * 10 >= total * 6, "only {with} of {total} strong hints have a reason");
    }
}

/// Barracuda's Last order question is asked in public: with several people
/// at the table, even the player holding the tablet answers it on the
/// public table (no purse on screen) and gets no hint, so no hint speaks
/// their money to the whole table. Alone against computers, the question
/// is their own turn, hint included (nobody else is looking).
#[test]
fn no_hint_on_a_public_prompt_the_table_watches() {
    use tablee::engine::Table;
    use tablee::games::barracuda::Barracuda;
    let mut public_prompts = 0;
    let mut solo_prompts = 0;
    for (kinds, seed) in [
        ([SeatKind::Human, SeatKind::Human, SeatKind::Human], 3u64),
        ([SeatKind::Human, SeatKind::Human, SeatKind::Human], 8),
        ([SeatKind::Human, SeatKind::Easy, SeatKind::Easy], 3),
        ([SeatKind::Human, SeatKind::Easy, SeatKind::Easy], 8),
    ] {
        let seats: Vec<SeatSetup> =
            kinds.iter().enumerate().map(|(i, &kind)| SeatSetup { name: format!("P{i}"), kind }).collect();
        let solo = kinds.iter().filter(|k| k.is_human()).count() == 1;
        let mut t = Table::<Barracuda>::new(Barracuda::config_for(3, &[]), seed, seats).unwrap();
        let mut rng = rng_from_seed(seed);
        for _ in 0..600 {
            match t.screen() {
                Screen::Over => break,
                Screen::Curtain(s) => assert!(t.take_tablet(s)),
                Screen::Computer(_) => while t.think() == Step::Thinking {},
                Screen::Turn(s) | Screen::Public(s) => {
                    let prompt = t.public_prompt();
                    if prompt && !solo {
                        public_prompts += 1;
                        assert_eq!(t.screen(), Screen::Public(s), "the holder too answers in public");
                        assert_eq!(t.viewer(), Viewer::Table, "no purse on the public prompt");
                        assert_eq!(t.hint_seat(), None);
                        assert_eq!(t.hint(), None, "no hint on a prompt the table watches");
                    }
                    if prompt && solo {
                        solo_prompts += 1;
                        assert_eq!(t.screen(), Screen::Turn(s));
                        assert!(t.hint().is_some(), "alone, the question is their own turn");
                    }
                    let legal = t.legal();
                    let mv = legal[below(&mut rng, legal.len() as u32) as usize];
                    t.play(s, mv).unwrap();
                }
            }
        }
    }
    assert!(public_prompts > 2 && solo_prompts > 2, "prompts met: {public_prompts} in company, {solo_prompts} alone");
}
