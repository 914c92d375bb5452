//! Computer players, from one seat's view only (spec §10).

use super::rules::{si, Card, Move, Phase, PRICE};
use super::view::View;
use super::Bourse;
use crate::engine::{choose, Bot, GameRng, Seat};

/// Uniformly random legal moves.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Bourse> for RandomBot {
    fn choose(&self, view: &View, rng: &mut GameRng) -> Option<Move> {
        choose(rng, &view.legal()).cloned()
    }
}

/// Counting and control (§10): lays safe cards, keeps the last card of a
/// contested series, buys ideas it is likely to complete, sells the others.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

/// Money change of the viewer's purse if `collector` collects series `s`
/// while `holder` holds its idea (unknown holder: a rough average).
fn gain(v: &View, me: Seat, s: u8, collector: Seat, holder: Option<Seat>) -> f32 {
    let cfg = &v.config;
    let Some(h) = holder else {
        return if cfg.allied(collector, me) { 300.0 } else { -300.0 / (v.n() as f32 - 1.0) };
    };
    let _ = s;
    // `payments` without its list (this runs in every playout of the search).
    let mine = cfg.allied(collector, me);
    if !cfg.teams {
        // Each seat its own purse: the loop below, counted at once.
        let d = if collector == h {
            let amount = if cfg.players == 2 { 600 } else { 400 };
            if mine {
                amount * (v.n() as i32 - 1)
            } else {
                -amount
            }
        } else {
            i32::from(mine) * 400 - i32::from(h == me) * 400
        };
        return d as f32;
    }
    let mut d = 0;
    if cfg.allied(collector, h) {
        let amount = if cfg.players == 2 { 600 } else { 400 };
        for p in Seat::all(v.n()).filter(|&p| !cfg.allied(p, collector)) {
            if mine {
                d += amount;
            }
            if cfg.allied(p, me) {
                d -= amount;
            }
        }
    } else {
        if mine {
            d += 400;
        }
        if cfg.allied(h, me) {
            d -= 400;
        }
    }
    d as f32
}

/// Cards of series `s`: laid, in my hand, unseen.
fn counts(v: &View, hand: &[Card], s: u8) -> (usize, usize, usize) {
    let c = v.piles[si(s)].len();
    let h = hand.iter().filter(|x| x.series() == s).count();
    (c, h, 4usize.saturating_sub(c + h))
}

/// Chance that the viewer collects series `s`.
fn p_collect(v: &View, me: Seat, s: u8) -> f32 {
    if let Some(c) = v.collector[si(s)] {
        return if c == me { 1.0 } else { 0.0 };
    }
    let (c, h, u) = counts(v, &v.hand, s);
    match (h, u) {
        (0, _) => 0.05,
        (_, 0) => 1.0,
        _ => h as f32 / (4 - c) as f32,
    }
}

/// Expected gain on series `s` if `holder` holds its idea, the viewer
/// collecting with chance `p`, `favourite` (if any) with chance `q`, the rest spread evenly.
fn expect(v: &View, me: Seat, s: u8, holder: Option<Seat>, p: f32, favourite: Option<(Seat, f32)>) -> f32 {
    if let Some(c) = v.collector[si(s)] {
        return gain(v, me, s, c, holder);
    }
    let others: Vec<Seat> = Seat::all(v.n()).filter(|&x| x != me).collect();
    let mut e = p * gain(v, me, s, me, holder);
    let rest = 1.0 - p - favourite.map_or(0.0, |f| f.1);
    let spread = others.iter().filter(|&&o| Some(o) != favourite.map(|f| f.0)).count().max(1) as f32;
    for &o in &others {
        let w = match favourite {
            Some((f, q)) if f == o => q,
            _ => rest / spread,
        };
        e += w * gain(v, me, s, o, holder);
    }
    e
}

/// Arrays indexed by series (1 to 18; 0 unused).
const BY_SERIES: usize = 19;

/// What each series in hand (`held`) is worth to the viewer if another
/// seat collects it, on average over the other seats (index = series).
/// Worked out once per decision; [`lay_score`] reads it.
type Against = [f32; BY_SERIES];

fn against_all(v: &View, me: Seat, held: &[usize; BY_SERIES]) -> Against {
    let mut a = [0.0; BY_SERIES];
    for s in (1..=v.series()).filter(|&s| held[usize::from(s)] > 0) {
        let holder = v.holder[si(s)];
        a[usize::from(s)] = Seat::all(v.n()).filter(|&o| o != me).map(|o| gain(v, me, s, o, holder)).sum::<f32>()
            / (v.n() as f32 - 1.0);
    }
    a
}

/// How good laying a card of series `s` is, with `h` cards of it in hand
/// (this one included) and `c` on its pile (with those laid this turn).
fn lay_score(v: &View, me: Seat, against: &Against, s: u8, c: usize, h: usize) -> f32 {
    let u = 4usize.saturating_sub(v.piles[si(s)].len() + h);
    let holder = v.holder[si(s)];
    if c + 1 == 4 {
        return 1000.0 + gain(v, me, s, me, holder);
    }
    if u == 0 {
        // Controlled: safe. Keep the series' last card for the capture.
        return 60.0 - h as f32;
    }
    let against = against[usize::from(s)];
    if c + 1 == 3 {
        // Dangerous: whoever holds the last card may collect.
        let talon_share = if v.phase == Phase::Talon { 0.3 } else { 0.0 };
        return -200.0 + against.min(0.0) * (1.0 - talon_share) - 20.0 * h as f32;
    }
    // Lay from the series I hold most of: they move toward a 4th card I am
    // likely to hold, while the series others share stay unlaid. (Holding
    // those cards back instead, -5 a card, lost against random players at
    // 2 to 5 players 1.4 / 2.9 / 6.4 / 10.1 % of 3,000 games; now 0.3 /
    // 1.5 / 4.5 / 7.4 %.)
    -20.0 * u as f32 + against.min(0.0) * 0.1 + 30.0 * (h as f32 - 1.0)
}

/// Cards of each series in `hand` (index = series).
fn held(hand: &[Card]) -> [usize; BY_SERIES] {
    let mut h = [0; BY_SERIES];
    for c in hand {
        h[usize::from(c.series())] += 1;
    }
    h
}

impl HeuristicBot {
    /// Each card of the hand, with how good laying it alone is.
    fn singles(v: &View, me: Seat) -> Vec<(f32, Card)> {
        let held = held(&v.hand);
        let against = against_all(v, me, &held);
        v.hand
            .iter()
            .map(|&c| {
                let s = c.series();
                (lay_score(v, me, &against, s, v.piles[si(s)].len(), held[usize::from(s)]), c)
            })
            .collect()
    }

    fn lay_one(v: &View, me: Seat) -> Option<Move> {
        let scored = Self::singles(v, me);
        let best = scored.iter().copied().max_by(|&(x, a), &(y, b)| x.total_cmp(&y).then(b.cmp(&a)))?;
        Some(Move::PlayCard(best.1))
    }

    fn lay_two(v: &View, me: Seat) -> Option<Move> {
        let mut best: Option<(f32, Card, Card)> = None;
        for (score, a, b) in Self::pairs(v, me) {
            if best.is_none_or(|(s, _, _)| score > s) {
                best = Some((score, a, b));
            }
        }
        best.map(|(_, a, b)| Move::PlayPair(a, b))
    }

    /// Every ordered pair of the hand, with how good laying it is: the
    /// first card's score, then the second's with the first laid (it has
    /// left the hand and lies on its pile). Cards of one series score the
    /// same, so each series' scores are worked out once.
    fn pairs(v: &View, me: Seat) -> Vec<(f32, Card, Card)> {
        let h = &v.hand;
        let held = held(h);
        let against = against_all(v, me, &held);
        let ns = usize::from(v.series());
        let laid = |s: usize| v.piles[si(s as u8)].len();
        // first[s]: a card of s laid first; second[a][b]: one of b after one of a.
        let mut first = [0.0f32; BY_SERIES];
        let mut second = vec![[0.0f32; BY_SERIES]; ns + 1];
        for a in (1..=ns).filter(|&a| held[a] > 0) {
            first[a] = lay_score(v, me, &against, a as u8, laid(a), held[a]);
            for b in (1..=ns).filter(|&b| held[b] > usize::from(a == b)) {
                let same = usize::from(a == b);
                second[a][b] = lay_score(v, me, &against, b as u8, laid(b) + same, held[b] - same);
            }
        }
        let mut out = Vec::with_capacity(h.len() * h.len().saturating_sub(1));
        for (i, &a) in h.iter().enumerate() {
            let sa = usize::from(a.series());
            for (j, &b) in h.iter().enumerate() {
                if j != i {
                    out.push((first[sa] + second[sa][usize::from(b.series())], a, b));
                }
            }
        }
        out
    }

    /// At most `max` moves worth a closer look (the search bot's
    /// candidates): the heuristic's own choice first, then the best laid
    /// cards by the same scores, or every legal move when there are few.
    pub fn shortlist(v: &View, max: usize) -> Vec<Move> {
        let Some(me) = v.me.filter(|&m| v.to_act == Some(m)) else { return Vec::new() };
        let Some(first) = Self::decide(v) else { return Vec::new() };
        let mut ranked: Vec<(f32, Move)> = match (v.pending, v.phase) {
            (None, Phase::Talon) => Self::pairs(v, me).into_iter().map(|(s, a, b)| (s, Move::PlayPair(a, b))).collect(),
            (None, Phase::Final) => Self::singles(v, me).into_iter().map(|(s, c)| (s, Move::PlayCard(c))).collect(),
            (None, Phase::Transactions) => Self::requests(v, me)
                .into_iter()
                .map(|(value, s)| (value, Move::RequestIdea(s)))
                .chain(std::iter::once((0.0, Move::EndTurn)))
                .collect(),
            _ => v.legal().into_iter().map(|m| (0.0, m)).collect(),
        };
        crate::engine::sort::sort_by(&mut ranked, |a, b| a.0 > b.0);
        let mut out = vec![first];
        for (_, m) in ranked {
            if out.len() >= max {
                break;
            }
            // Object cards of one series are interchangeable: a move that
            // lays the same series as one already listed is the same move.
            if !out.iter().any(|o| same_series(o, &m)) {
                out.push(m);
            }
        }
        out
    }

    /// Every idea the viewer may ask for now, with the expected gain of
    /// buying it (the heuristic asks for the best one when it is positive).
    fn requests(v: &View, me: Seat) -> Vec<(f32, u8)> {
        let mut out = Vec::new();
        for s in 1..=v.series() {
            let Ok(owner) = v.request_check(s) else { continue };
            let p = p_collect(v, me, s);
            let value = expect(v, me, s, Some(me), p, None) - expect(v, me, s, Some(owner), p, None) - PRICE as f32;
            out.push((value, s));
        }
        out
    }

    fn request(v: &View, me: Seat) -> Move {
        let mut best: Option<(f32, u8)> = None;
        for s in 1..=v.series() {
            let Ok(owner) = v.request_check(s) else { continue };
            let p = p_collect(v, me, s);
            // A fair chance to collect is enough when the expected gain
            // is positive: a contract pays from every opponent (0.5 was too
            // shy at four and five players: 80 % against random at five).
            if p <= 0.3 && v.collector[si(s)].is_none() {
                continue;
            }
            let value = expect(v, me, s, Some(me), p, None) - expect(v, me, s, Some(owner), p, None) - PRICE as f32;
            if value > 0.0 && best.is_none_or(|(b, _)| value > b) {
                best = Some((value, s));
            }
        }
        best.map_or(Move::EndTurn, |(_, s)| Move::RequestIdea(s))
    }

    fn answer(v: &View, me: Seat) -> Move {
        let Some(r) = v.pending else { return Move::Answer(false) };
        let s = r.series;
        let p = p_collect(v, me, s);
        let fav = Some((r.buyer, (1.0 - p) * if v.n() > 2 { 0.7 } else { 1.0 }));
        let value = expect(v, me, s, Some(r.buyer), p, fav) - expect(v, me, s, Some(me), p, fav) + PRICE as f32;
        let leader =
            v.money_of(r.buyer) > Seat::all(v.n()).filter(|&x| x != r.buyer).map(|x| v.money_of(x)).max().unwrap_or(0);
        Move::Answer(value > if leader { 200.0 } else { 0.0 })
    }

    pub fn decide(v: &View) -> Option<Move> {
        let me = v.me.filter(|&m| v.to_act == Some(m))?;
        if v.pending.is_some() {
            return Some(Self::answer(v, me));
        }
        match v.phase {
            Phase::Talon => Self::lay_two(v, me),
            Phase::Transactions => Some(Self::request(v, me)),
            Phase::Final => Self::lay_one(v, me),
            Phase::Over => None,
        }
    }
}

/// The same move up to which object card of a series is laid.
pub fn same_series(a: &Move, b: &Move) -> bool {
    match (a, b) {
        (Move::PlayCard(x), Move::PlayCard(y)) => x.series() == y.series(),
        (Move::PlayPair(a1, a2), Move::PlayPair(b1, b2)) => {
            let (mut x, mut y) = ([a1.series(), a2.series()], [b1.series(), b2.series()]);
            crate::engine::sort::sort(&mut x);
            crate::engine::sort::sort(&mut y);
            x == y
        }
        _ => a == b,
    }
}

impl Bot<Bourse> for HeuristicBot {
    fn choose(&self, view: &View, _rng: &mut GameRng) -> Option<Move> {
        Self::decide(view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bourse::rules::payments;
    use crate::games::bourse::{Config, State};

    /// `gain` is what `payments` moves the viewer's purse by.
    #[test]
    fn bourse_gain_follows_the_payments() {
        for (players, teams) in [(2, false), (3, false), (4, false), (4, true), (5, false)] {
            let config = Config { teams, ..Config::with_players(players) };
            let (s, _) = State::new(&config, 1).expect("a valid config");
            let v = super::super::view::build(&s, crate::engine::Viewer::Seat(Seat(0)));
            for me in Seat::all(v.n()) {
                for c in Seat::all(v.n()) {
                    for h in Seat::all(v.n()) {
                        let (_, payers) = payments(&config, c, h);
                        let mut d = 0;
                        for (p, amount) in payers {
                            if config.allied(c, me) {
                                d += amount;
                            }
                            if config.allied(p, me) {
                                d -= amount;
                            }
                        }
                        assert_eq!(gain(&v, me, 1, c, Some(h)), d as f32, "{players} {teams} {me:?} {c:?} {h:?}");
                    }
                }
            }
        }
    }
}
