//! The table: the map in SVG (cities by latitude/longitude, regions shaded,
//! routes with tolls, slots and discs), the players' figures, and the six
//! steps of the turn as buttons (the playable cities also listed as buttons).

use super::board::{self, pt};
use super::map::map;
use super::rules::{Disc, Move, Step};
use super::text::{city_name, error_text, event_text, influence, influence_short, move_text, region_name};
use super::{Config, Event, Pfeffersacke, RuleError, View};
use crate::engine::Seat;
use crate::games::pfeffersacke::tx;
use crate::i18n::Lang;
use crate::scene::widgets::{button, lazy_drawer, panel, refused, strip, Chip};
use crate::scene::{el, names, opt, El, GameUi, Node, OptionSpec, Options, Parts, Ui};

mod words;

/// The holder's unfinished choice: the first leg of a two-post opening.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Draft {
    pub two: bool,
    pub first: Option<(u8, u8)>,
    /// A city tapped on the map that offers several moves: the list shows those.
    pub city: Option<u8>,
}

/// The name of a seat's colour (its discs, posts and swatch: style/main.css `.s0`…`.s5`).
fn colour_name(ui: &Ui<Pfeffersacke>, seat: Seat) -> String {
    const KEYS: [&str; 6] = ["red", "blue", "green", "yellow", "purple", "grey"];
    tx::colour(ui.lang, KEYS[seat.index() % 6])
}

fn initial(ui: &Ui<Pfeffersacke>, seat: Seat) -> String {
    ui.name(seat).chars().next().map_or("?".into(), |c| c.to_uppercase().collect())
}

/// A city the holder may tap on the map, and the command it runs: the move
/// itself when the city offers one, else the list narrowed to that city.
struct Target {
    city: u8,
    cmd: u32,
}

fn svg_map(ui: &Ui<Pfeffersacke>, v: &View, targets: &[Target], picked: Option<u8>) -> El {
    let lang = ui.lang;
    let (fx, fy, fw, fh) = board::fit_box(lang);
    let fit = format!("{fx} {fy} {fw} {fh}");
    // Where a small map starts when a choice is asked (ui::zoom::focus):
    // the cities offered, with room for their names.
    let whole = crate::scene::zoom::Box4 { x: fx.into(), y: fy.into(), w: fw.into(), h: fh.into() };
    let offered: Vec<(f64, f64)> = targets.iter().map(|t| pt(t.city)).map(|(x, y)| (x.into(), y.into())).collect();
    let focus = crate::scene::zoom::focus(&offered, whole, 70.0, 320.0);
    let mut svg = el("svg")
        .class("pf-map")
        .attr("viewBox", fit.clone())
        .attr("data-fit", fit)
        .attr("data-focus", focus.text())
        .attr("role", "img")
        .label(tx::map_label(ui.lang));
    // Land and sea, and the regions as territories (public/maps/hanse-land.svg,
    // scripts/make_map.mjs: the same projection, drawn over a frame larger
    // than the map; they never change during a game).
    svg = svg.child(
        el("image")
            .class("pf-land")
            .attr("href", "maps/hanse-land.svg")
            .attr("x", "-80")
            .attr("y", "-60")
            .attr("width", "1060")
            .attr("height", "860")
            .attr("preserveAspectRatio", "none")
            .attr("aria-hidden", "true"),
    );
    svg = svg.child(routes(lang)).child(hits(targets));
    for city in 0..map().cities.len() as u8 {
        svg = svg.child(city_mark(ui, v, city, targets, picked));
    }
    // The names above everything, each where it covers no other (board.rs).
    svg = svg.child(city_names(lang, targets));
    // An image with its name: its numbers and initials are for the eye (the
    // map in words says them all); the taps on it have buttons too.
    for c in &mut svg.children {
        if let Node::El(e) = c {
            if e.get("aria-hidden").is_none() {
                e.attrs.push(("aria-hidden", "true".into()));
            }
        }
    }
    svg
}

thread_local! {
    /// The routes as drawn, per language: they never change during a game.
    static ROUTES: std::cell::RefCell<[Option<El>; Lang::ALL.len()]> = Default::default();
}

/// Every route (drawn once per language, once its catalogue is here: the
/// same nodes at every drawing, compared and left alone by the patcher).
fn routes(lang: Lang) -> El {
    if !tx::DOMAIN.loaded(lang) {
        return draw_routes(lang);
    }
    ROUTES.with(|all| all.borrow_mut()[lang.index()].get_or_insert_with(|| draw_routes(lang)).clone())
}

/// Every route, a curve with its toll on a disc halfway.
fn draw_routes(lang: Lang) -> El {
    let mut routes = el("g").class("pf-routes");
    for r in &map().routes {
        let (ax, ay) = pt(r.a);
        let (bx, by) = pt(r.b);
        let (dx, dy) = (bx - ax, by - ay);
        let len = (dx * dx + dy * dy).sqrt();
        // Left normal going from a to b, north up (y grows downwards).
        let (nx, ny) = (dy / len, -dx / len);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let (cx, cy) = (mx + nx * 2.0 * r.bend * len, my + ny * 2.0 * r.bend * len);
        let (tx, ty) = (0.25 * ax + 0.5 * cx + 0.25 * bx, 0.25 * ay + 0.5 * cy + 0.25 * by);
        routes =
            routes
                .child(el("path").attr("d", format!("M{} {} Q{} {} {} {}", f(ax), f(ay), f(cx), f(cy), f(bx), f(by))))
                .child(el("circle").class("toll-disc").attr("cx", f(tx)).attr("cy", f(ty)).attr("r", "7.5"))
                .child(
                    el("text").class("toll").attr("x", f(tx)).attr("y", f(ty + 4.0)).text(r.toll.to_string()).child(
                        el("title").text(tx::route_title(lang, city_name(r.a, lang), city_name(r.b, lang), r.toll)),
                    ),
                );
    }
    routes
}

/// A finger-sized target around each city offered (29 units of radius:
/// at least 44 px across on the map of a 1024 x 768 tablet, fitted),
/// under every city: a tap on a city's own disc is always that city, a
/// tap beside it the target drawn last. Invisible: the city shows a ring.
fn hits(targets: &[Target]) -> El {
    let mut hits = el("g").class("pf-hits");
    for t in targets {
        let (x, y) = pt(t.city);
        let r = board::radius(t.city).max(29.0);
        hits = hits.child(
            el("circle")
                .class("hit")
                .attr("data-on-map", "")
                .cmd(t.cmd)
                .attr("cx", f(x))
                .attr("cy", f(y))
                .attr("r", f(r)),
        );
    }
    hits
}

/// A city: its disc, its trading posts with their owners' initials, the
/// disc of a large city, and a ring when it is offered.
fn city_mark(ui: &Ui<Pfeffersacke>, v: &View, city: u8, targets: &[Target], picked: Option<u8>) -> El {
    let lang = ui.lang;
    let c = &map().cities[city as usize];
    let i = city as usize;
    let s = &v.state;
    let (x, y) = pt(city);
    let slots = s.city_slots(city);
    let disc = s.discs[i];
    let state = match disc {
        _ if !c.large => "small",
        Disc::NotPlaced => "closed",
        Disc::OnBoard => "disc",
        Disc::Removed => "removed",
    };
    let what = tx::city_state(lang, state, c.slots);
    let who: Vec<String> = slots.iter().filter(|&&o| o > 0).map(|&o| ui.name(Seat(o - 1)).to_string()).collect();
    let title = if who.is_empty() {
        tx::city_title(lang, city_name(city, lang), what, region_name(c.region, lang))
    } else {
        tx::city_title_posts(lang, city_name(city, lang), what, who.join(", "), region_name(c.region, lang))
    };
    let target = targets.iter().find(|t| t.city == city);
    let mut g = el("g")
        .class("city")
        .class(if c.large { "large" } else { "small" })
        .class_if("closed", c.large && disc == Disc::NotPlaced)
        .class_if("removed", c.large && disc == Disc::Removed)
        .class_if("choice", target.is_some())
        .class_if("picked", picked == Some(city))
        .attr("data-city", c.id)
        .child(el("title").text(title));
    let r = board::radius(city);
    if let Some(t) = target {
        g = g
            .cmd(t.cmd)
            .attr("data-on-map", "")
            .child(el("circle").class("ring").attr("cx", f(x)).attr("cy", f(y)).attr("r", f(r + 6.0)));
    }
    g = g.child(el("circle").class("body").attr("cx", f(x)).attr("cy", f(y)).attr("r", f(r)));
    for (k, &o) in slots.iter().enumerate() {
        let (sx, sy) = if c.large {
            let (dx, dy) = around(k, slots.len());
            (x + (r - 5.0) * dx, y + (r - 5.0) * dy)
        } else {
            (x, y)
        };
        let mut slot = el("circle").class("slot").attr("cx", f(sx)).attr("cy", f(sy)).attr("r", "8");
        if o > 0 {
            slot = slot.class(&format!("s{}", o - 1));
        }
        g = g.child(slot);
        if o > 0 {
            g = g.child(el("text").class("ini").attr("x", f(sx)).attr("y", f(sy + 4.0)).text(initial(ui, Seat(o - 1))));
        }
    }
    if c.large && disc != Disc::Removed {
        g = g.child(el("text").class("disc").attr("x", f(x)).attr("y", f(y + 4.0)).text(if disc == Disc::OnBoard {
            c.slots.to_string()
        } else {
            "·".into()
        }));
    }
    g
}

/// The cities' names, each where it covers no other (board.rs).
fn city_names(lang: Lang, targets: &[Target]) -> El {
    let mut names = el("g").class("pf-names").attr("aria-hidden", "true");
    for (i, l) in board::labels(lang).iter().enumerate() {
        let city = i as u8;
        names = names.child(
            el("text")
                .class("name")
                .class_if("choice", targets.iter().any(|t| t.city == city))
                .attr("x", f(l.x))
                .attr("y", f(l.y))
                .attr("text-anchor", l.anchor)
                .text(city_name(city, lang)),
        );
    }
    names
}

/// The map with its zoom buttons (ui::zoom does the zooming).
fn map_area(ui: &Ui<Pfeffersacke>, v: &View, targets: &[Target], picked: Option<u8>) -> El {
    let zoom = |dir: &str, text: &str, label: &'static str| {
        el("button").attr("type", "button").attr("data-zoom", dir).label(label).text(text)
    };
    el("div")
        .class("pf-mapwrap")
        .testid("pf-map")
        .attr("data-zoom-area", "")
        .attr("role", "region")
        .label(tx::map_zoom_label(ui.lang))
        .child(svg_map(ui, v, targets, picked))
        .child(
            el("div")
                .class("pf-zoom")
                .child(zoom("in", "+", tx::zoom_in(ui.lang)))
                .child(zoom("out", "−", tx::zoom_out(ui.lang)))
                .child(zoom("fit", "⤢", tx::zoom_whole_map(ui.lang))),
        )
}

/// `(cos, sin)` of a full turn divided by 1 to 8: the steps between a
/// large city's slots (no trigonometry code in the app for eight angles).
const STEP: [(f32, f32); 8] = [
    (1.0, 0.0),
    (-1.0, 0.0),
    (-0.5, 0.866_025_4),
    (0.0, 1.0),
    (0.309_017, 0.951_056_5),
    (0.5, 0.866_025_4),
    (0.623_489_8, 0.781_831_5),
    (std::f32::consts::FRAC_1_SQRT_2, std::f32::consts::FRAC_1_SQRT_2),
];

/// The unit vector to slot `k` of `n` around a city: the first at the top,
/// then clockwise on screen.
fn around(k: usize, n: usize) -> (f32, f32) {
    let (c, s) = STEP[n.clamp(1, 8) - 1];
    let (mut x, mut y) = (0.0f32, -1.0f32);
    for _ in 0..k {
        (x, y) = (x * c - y * s, x * s + y * c);
    }
    (x, y)
}

/// A coordinate in whole SVG units (integer formatting: no float
/// formatting code in the app).
fn f(x: f32) -> String {
    (x.round() as i32).to_string()
}

fn chips(ui: &Ui<Pfeffersacke>, v: &View) -> El {
    let s = &v.state;
    let lang = ui.lang;
    strip(
        ui.lang,
        Seat::all(s.n())
            .map(|seat| {
                let p = &s.players[seat.index()];
                let discs = if p.discs.is_empty() {
                    "–".into()
                } else {
                    p.discs.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(" ")
                };
                Chip {
                    seat: seat.0,
                    name: ui.name(seat).to_string(),
                    you: ui.me == Some(seat),
                    computer: ui.kinds.get(seat.index()).is_some_and(|k| !k.is_human()),
                    acting: v.to_act == Some(seat),
                    badges: vec![colour_name(ui, seat)],
                    stats: vec![
                        (tx::stat_influence_points(lang).into(), p.pi.to_string()),
                        (tx::stat_florins(lang).into(), p.florins.to_string()),
                        (tx::stat_posts(lang).into(), p.posts.to_string()),
                        (tx::stat_discs(lang).into(), discs),
                        (tx::stat_safe_conducts(lang).into(), p.sc.to_string()),
                        (tx::stat_cities_won(lang).into(), p.won.len().to_string()),
                    ],
                    extra: vec![el("span").class(&format!("pf-swatch s{}", seat.0)).attr("aria-hidden", "true").into()],
                    bubble: ui.bubble(seat),
                    held: None,
                }
            })
            .collect(),
    )
    // Six players may not fit the tablet's column: it scrolls, by keyboard too.
    .attr("tabindex", "0")
    .label(tx::players_label(ui.lang))
}

fn status(ui: &Ui<Pfeffersacke>, v: &View) -> String {
    let s = &v.state;
    // Over: the shell's headline names the winner.
    let Some(actor) = v.to_act else { return String::new() };
    let n = ui.name(actor);
    // In plain words: what to do (the one deciding here), or what is going on.
    let you = ui.actor == Some(actor);
    let lang = ui.lang;
    match s.step {
        Step::Setup if you => tx::status_you_setup(lang, n),
        Step::Setup => tx::status_other_setup(lang, n),
        Step::Disc if you => tx::status_you_disc(lang, n),
        Step::Disc => tx::status_other_disc(lang, n),
        Step::Extend if s.config.by_city && you => tx::status_you_extend_by_city(lang, n),
        Step::Extend if s.config.by_city => tx::status_other_extend_by_city(lang, n),
        Step::Extend if you => tx::status_you_extend(lang, n),
        Step::Extend => tx::status_other_extend(lang, n),
        Step::Income if you => tx::status_you_income(lang, n),
        Step::Income => tx::status_other_income(lang, n),
        Step::Open if you => tx::status_you_open(lang, n),
        Step::Open => tx::status_other_open(lang, n),
        Step::Over => String::new(),
    }
}

/// Where the game stands: the round, the counter, the turns without a post.
fn meta(ui: &Ui<Pfeffersacke>, v: &View) -> El {
    let s = &v.state;
    el("p").class("pf-meta").testid("pf-meta").text(tx::meta(ui.lang, s.round, s.counter, s.idle))
}

fn target(mv: &Move) -> Option<u8> {
    match *mv {
        Move::StartingPost { city }
        | Move::PlaceDisc { city, .. }
        | Move::Extend { city }
        | Move::ExtendTwice { city }
        | Move::Open { to: city, .. } => Some(city),
        Move::OpenTwo { to1, .. } => Some(to1),
        _ => None,
    }
}

/// The holder's choice: the income, the moves (all, one city's, or the safe-conduct's two posts), and the ways back.
fn decide(ui: &mut Ui<Pfeffersacke>, v: &View, draft: &Draft) -> El {
    let s = &v.state;
    let lang = ui.lang;
    let legal = ui.legal.clone();
    let mut p = panel(tx::your_choice(ui.lang), "pf-decide");
    if s.step == Step::Income {
        p = p.child(el("p").text(tx::income_choice(lang, v.income, v.double)));
    }
    let twos: Vec<Move> = legal.iter().copied().filter(|m| matches!(m, Move::OpenTwo { .. })).collect();
    let shown: Vec<Move> = if draft.two && s.step == Step::Open {
        match draft.first {
            None => return first_posts(ui, &twos, p),
            Some((a, b)) => twos
                .iter()
                .copied()
                .filter(|m| matches!(*m, Move::OpenTwo { from1, to1, .. } if (from1, to1) == (a, b)))
                .collect(),
        }
    } else {
        legal
            .iter()
            .copied()
            .filter(|m| !matches!(m, Move::OpenTwo { .. }))
            .filter(|m| draft.city.is_none() || target(m) == draft.city)
            .collect()
    };
    if let Some(city) = draft.city {
        p = p.child(el("p").text(tx::chosen_city(lang, city_name(city, lang))));
    }
    p = p.child(move_buttons(ui, v, shown));
    if draft.city.is_some() {
        let back = ui.draft(Draft::default());
        p = p.child(button(tx::all_cities(ui.lang), back).testid("pf-all"));
    }
    if s.step == Step::Open && draft.city.is_none() {
        p = p.child(safe_conduct_button(ui, v, draft, &twos));
    }
    p
}

/// The safe-conduct's first post to open, one button per route, then the way back.
fn first_posts(ui: &mut Ui<Pfeffersacke>, twos: &[Move], p: El) -> El {
    let lang = ui.lang;
    let mut firsts: Vec<(u8, u8)> = twos
        .iter()
        .filter_map(|m| if let Move::OpenTwo { from1, to1, .. } = *m { Some((from1, to1)) } else { None })
        .collect();
    firsts.dedup();
    let mut list = el("div").class("pf-moves");
    for (a, b) in firsts {
        let cmd = ui.draft(Draft { two: true, first: Some((a, b)), city: None });
        let said = tx::move_open_said(lang, city_name(b, lang), city_name(a, lang), map().toll(a, b).unwrap_or(0));
        let shown = move_text(&Move::Open { from: a, to: b }, lang);
        list = list.child(el("button").attr("type", "button").cmd(cmd).children(names::spoken(shown, said)));
    }
    let back = ui.draft(Draft::default());
    p.child(el("p").text(tx::sc_first_post(ui.lang))).child(list).child(button(tx::back(ui.lang), back))
}

/// One button per move shown, an opening with its toll.
fn move_buttons(ui: &mut Ui<Pfeffersacke>, v: &View, shown: Vec<Move>) -> El {
    let s = &v.state;
    let lang = ui.lang;
    let mut list = el("div").class("pf-moves");
    for mv in shown {
        let label = match mv {
            Move::Open { from, to } | Move::OpenTwo { from2: from, to2: to, .. } => {
                let toll = map().toll(from, to).unwrap_or(0);
                let shown = tx::move_with_toll(lang, move_text(&Move::Open { from, to }, lang), toll);
                let said = tx::move_open_said(lang, city_name(to, lang), city_name(from, lang), toll);
                let cmd = ui.play(mv);
                let b = el("button").attr("type", "button").cmd(cmd).children(names::spoken(shown, said));
                list = list.child(b.class_if("pf-city", target(&mv).is_some()));
                continue;
            }
            // City by city (P22): after a first extension, this ends the step.
            Move::SkipExtend if !s.placed.is_empty() => tx::move_done_extending(ui.lang).to_string(),
            _ => move_text(&mv, lang),
        };
        let cmd = ui.play(mv);
        list = list.child(button(label, cmd).class_if("pf-city", target(&mv).is_some()));
    }
    list
}

/// At the opening step: back out of the safe-conduct, or use it to open two posts (or why it cannot be used).
fn safe_conduct_button(ui: &mut Ui<Pfeffersacke>, v: &View, draft: &Draft, twos: &[Move]) -> El {
    let lang = ui.lang;
    if draft.two {
        let back = ui.draft(Draft::default());
        button(tx::back(ui.lang), back)
    } else if !twos.is_empty() {
        let cmd = ui.draft(Draft { two: true, first: None, city: None });
        button(tx::sc_open_two(ui.lang), cmd)
    } else {
        let why = sc_reason(v).map_or_else(|| tx::sc_no_double_opening(ui.lang).to_string(), |e| error_text(&e, lang));
        let cmd = ui.say(why.clone());
        // Why not, as its description (hidden, inside it: not part of its name).
        refused(button(tx::sc_open_two_refused(ui.lang), cmd))
            .attr("aria-describedby", "why-sc")
            .child(names::why("why-sc", why))
    }
}

fn sc_reason(v: &View) -> Option<RuleError> {
    let s = &v.state;
    if s.players[s.active.index()].sc == 0 {
        Some(RuleError::SafeConductNone)
    } else if s.round < 2 {
        Some(RuleError::SafeConductFirstRound)
    } else if s.sc_used {
        Some(RuleError::SafeConductAlreadyUsed)
    } else {
        None
    }
}

fn end_table(ui: &Ui<Pfeffersacke>, v: &View) -> El {
    let s = &v.state;
    let mut t = el("table").class("pf-final").child(
        el("tr").children(
            [
                Some(tx::final_player(ui.lang)),
                None,
                Some(tx::final_regions(ui.lang)),
                Some(tx::final_florins(ui.lang)),
                Some(tx::final_total(ui.lang)),
                Some(tx::final_cities_won(ui.lang)),
                Some(tx::final_value(ui.lang)),
            ]
            .into_iter()
            .map(|h| match h {
                // Short, for a phone's width, and explained where shown: "PI"
                // in French, "IP" in English, as the rules introduce them.
                None => el("th")
                    .child(el("abbr").attr("title", tx::influence_points(ui.lang)).text(influence_short(ui.lang)))
                    .into(),
                Some(h) => el("th").text(h).into(),
            }),
        ),
    );
    for seat in Seat::all(s.n()) {
        let f = s.final_score(seat);
        let cells = [
            ui.name(seat).to_string(),
            f.pi.to_string(),
            format!("{} × 2 = {}", f.regions, 2 * f.regions),
            format!("{} → {}", f.florins, f.florins / 20),
            f.total.to_string(),
            f.won.to_string(),
            f.won_value.to_string(),
        ];
        t = t.child(el("tr").children(cells.into_iter().map(|c| el("td").text(c).into())));
    }
    t
}

impl GameUi for Pfeffersacke {
    const NAME: &'static str = "Pfeffersäcke";
    const NAME_LANG: Option<&'static str> = Some("de");
    const PLAYERS: (u8, u8) = (2, 6);
    const MINUTES: (u16, u16) = (20, 50);
    const FITS_SCREEN: bool = true;
    const COACHED: bool = true;
    type Draft = Draft;

    fn coach() -> Option<&'static crate::scene::coach::Script<Self>> {
        Some(&super::coach::SCRIPT)
    }

    fn pitch(lang: Lang) -> &'static str {
        crate::i18n::shell::pitch_pfeffersacke(lang)
    }

    /// The safe-conduct's two openings are chosen in two steps: a hint on
    /// them opens the second step on the first opening it names, so the
    /// button that plays both (the hinted move) is the one outlined.
    fn draft_for(mv: &Move, _me: Seat) -> Option<Draft> {
        match *mv {
            Move::OpenTwo { from1, to1, .. } => Some(Draft { two: true, first: Some((from1, to1)), city: None }),
            _ => None,
        }
    }
    fn texts() -> &'static crate::i18n::Domain {
        &super::tx::DOMAIN
    }

    fn options(players: u8, values: &Options, lang: Lang) -> Vec<OptionSpec> {
        let c = Self::config_for(players, values);
        vec![
            OptionSpec {
                key: "c16",
                label: tx::option_counter_16(lang),
                choices: vec![],
                value: if c.counter16 { "1" } else { "0" }.into(),
                disabled: players != 2,
            },
            OptionSpec {
                key: "min",
                label: tx::option_double_min(lang),
                choices: vec![("48", tx::option_double_min_rule(lang)), ("0", tx::option_double_min_plain(lang))],
                value: c.double_min.to_string(),
                disabled: false,
            },
            OptionSpec {
                key: "posts",
                label: tx::option_posts(lang),
                choices: vec![("15", "15"), ("20", tx::option_posts_rule(lang)), ("25", "25")],
                value: c.posts.to_string(),
                disabled: false,
            },
            OptionSpec {
                key: "first",
                label: tx::option_start_player(lang),
                choices: vec![
                    ("r", tx::option_start_random(lang)),
                    ("1", "1"),
                    ("2", "2"),
                    ("3", "3"),
                    ("4", "4"),
                    ("5", "5"),
                    ("6", "6"),
                ][..=players as usize]
                    .to_vec(),
                value: c.start.map_or("r".into(), |s| (s + 1).to_string()),
                disabled: false,
            },
        ]
    }

    fn config_for(players: u8, values: &Options) -> Config {
        let mut c = Config::new(players);
        c.counter16 = players == 2 && matches!(opt(values, "c16"), Some("1" | "true" | "on"));
        if let Some(m) =
            opt(values, "min").and_then(|m| m.parse::<u32>().ok()).filter(|m| *m <= super::rules::MAX_DOUBLE_MIN)
        {
            c.double_min = m;
        }
        if let Some(p) = opt(values, "posts").and_then(|m| m.parse::<u8>().ok()).filter(|p| (15..=25).contains(p)) {
            c.posts = p;
        }
        c.start = opt(values, "first")
            .and_then(|m| m.parse::<u8>().ok())
            .filter(|s| (1..=players).contains(s))
            .map(|s| s - 1);
        c
    }

    fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
        event_text(event, names, lang)
    }

    fn hint_reason(view: &View, mv: &Move, _names: &[String], lang: Lang) -> Option<String> {
        super::why::reason(view, mv).map(|why| why.text(lang))
    }

    fn hint_what(_view: &View, mv: &Move, _names: &[String], lang: Lang) -> Option<String> {
        let Move::OpenTwo { from1, to1, from2, to2 } = *mv else { return None };
        let toll = |a: u8, b: u8| map().toll(a, b).unwrap_or(0);
        Some(tx::hint_open_two(
            lang,
            city_name(to1, lang),
            city_name(from1, lang),
            toll(from1, to1),
            city_name(to2, lang),
            city_name(from2, lang),
            toll(from2, to2),
        ))
    }

    fn score_text(score: i32, lang: Lang) -> String {
        influence(score.max(0).unsigned_abs(), lang)
    }

    /// A majority scored (or its half points).
    fn spotlight(event: &Event) -> bool {
        matches!(event, Event::Majority { .. } | Event::HalfPoints { .. })
    }

    fn table(ui: &mut Ui<Self>, v: &View, draft: &Draft) -> Parts {
        let deciding = !ui.legal.is_empty();
        // The cities the holder may tap on the map (the double opening goes
        // through its own steps, in the list).
        let mut targets: Vec<Target> = Vec::new();
        if deciding && !draft.two {
            let mut by_city: Vec<(u8, Vec<Move>)> = Vec::new();
            for mv in ui.legal.clone() {
                let Some(city) = target(&mv).filter(|_| !matches!(mv, Move::OpenTwo { .. })) else { continue };
                match by_city.iter_mut().find(|(c, _)| *c == city) {
                    Some((_, moves)) => moves.push(mv),
                    None => by_city.push((city, vec![mv])),
                }
            }
            for (city, moves) in by_city {
                let cmd = match moves[..] {
                    [mv] => ui.play(mv),
                    _ => ui.draft(Draft { city: Some(city), ..Draft::default() }),
                };
                targets.push(Target { city, cmd });
            }
        }
        let mut main: Vec<Node> = vec![chips(ui, v).into(), meta(ui, v).into()];
        main.push(map_area(ui, v, &targets, draft.city).into());
        if deciding {
            main.push(decide(ui, v, draft).into());
        }
        let end = if v.to_act.is_none() { vec![end_table(ui, v).into()] } else { Vec::new() };
        Parts {
            status: status(ui, v),
            attrs: vec![("data-step", format!("{:?}", v.state.step)), ("data-round", v.state.round.to_string())],
            main,
            side: vec![words::map_in_words(ui, v).into()],
            end,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatKind, SeatSetup, Table};
    use crate::scene::{AnyTable, Chrome, Done, Live};

    #[test]
    fn slots_go_clockwise_from_the_top_at_equal_angles() {
        for n in 1..=8usize {
            for k in 0..n {
                let a = std::f32::consts::TAU * k as f32 / n as f32 - std::f32::consts::FRAC_PI_2;
                let (x, y) = around(k, n);
                assert!((x - a.cos()).abs() < 1e-5 && (y - a.sin()).abs() < 1e-5, "slot {k} of {n}: {x}, {y}");
            }
        }
    }

    #[test]
    fn public_prompt_offers_cities_and_a_refused_control_says_why() {
        let seats = ["Ana", "Bob"].iter().map(|n| SeatSetup { name: n.to_string(), kind: SeatKind::Human }).collect();
        let table = Table::<Pfeffersacke>::new(Config::new(2), 5, seats).unwrap();
        let mut live = Live::new(table);
        let chrome = Chrome::plain(Lang::En);
        let nodes = live.render(chrome);
        let html: String = nodes.iter().map(|n| n.to_html()).collect();
        assert!(html.contains("<svg") && html.contains("Settle in"), "starting posts offered as buttons");
        // Play to step 5 of round 1: the double opening is refused with a reason.
        for _ in 0..40 {
            if live.table.view(crate::engine::Viewer::Table).state.step == Step::Open {
                break;
            }
            let legal = live.table.legal();
            let seat = live.table.actor().unwrap();
            live.table.play(seat, legal[legal.len() - 1]).unwrap();
        }
        let nodes = live.render(chrome);
        let mut all = Vec::new();
        for n in &nodes {
            n.walk(&mut all);
        }
        let refused = all.iter().find(|e| e.get("aria-disabled") == Some("true")).expect("a refused control");
        let cmd: u32 = refused.get("data-cmd").unwrap().parse().unwrap();
        assert!(matches!(live.command(cmd), Done::Say(why) if why.contains("first round")));
    }

    /// A hint on the safe-conduct's two openings says both routes it takes
    /// and their tolls (a city may be reached by several), in every language.
    #[test]
    fn hint_on_two_openings_names_each_route_and_toll() {
        let seats = ["Ana", "Bob"].iter().map(|n| SeatSetup { name: n.to_string(), kind: SeatKind::Human }).collect();
        let table = Table::<Pfeffersacke>::new(Config::new(2), 5, seats).unwrap();
        let view = table.view(crate::engine::Viewer::Seat(crate::engine::Seat(0)));
        let (r1, r2) = (&map().routes[0], &map().routes[7]);
        let mv = Move::OpenTwo { from1: r1.a, to1: r1.b, from2: r2.a, to2: r2.b };
        for lang in Lang::ALL {
            let what = Pfeffersacke::hint_what(&view, &mv, &[], lang).expect("the routes said");
            for (r, part) in [(r1, 0), (r2, 1)] {
                let (from, to) = (city_name(r.a, lang), city_name(r.b, lang));
                let at = what.find(&to).unwrap_or_else(|| panic!("{lang:?}: {to} in {what}"));
                let tail = &what[at..];
                assert!(tail.contains(&from), "{lang:?}: from {from} in {what}");
                assert!(tail.contains(&format!("{}", r.toll)), "{lang:?}: toll {} of route {part} in {what}", r.toll);
            }
            assert!(Pfeffersacke::hint_what(&view, &Move::SkipOpen, &[], lang).is_none());
        }
    }

    /// §4.4: step 2 stops only where a city can be extended, so "Do not
    /// extend" is never a lone button, tapped for nothing.
    #[test]
    fn do_not_extend_is_offered_only_beside_an_extension() {
        let chrome = Chrome::plain(Lang::En);
        let mut offered = 0;
        for seed in 0..12 {
            let seats = ["Ana", "Bob", "Cleo"].iter().map(|n| SeatSetup { name: n.to_string(), kind: SeatKind::Human });
            let table = Table::<Pfeffersacke>::new(Config::new(3), seed, seats.collect()).unwrap();
            let mut live = Live::new(table);
            let mut rng = crate::engine::rng_from_seed(seed);
            while let Some(seat) = live.table.actor() {
                let html: String = live.render(chrome).iter().map(|n| n.to_html()).collect();
                if html.contains("Do not extend") {
                    assert_eq!(live.table.view(crate::engine::Viewer::Table).state.step, Step::Extend);
                    assert!(html.contains("Extend in"), "game {seed}: \"Do not extend\" alone");
                    offered += 1;
                }
                let legal = live.table.legal();
                let mv = *crate::engine::choose(&mut rng, &legal).unwrap();
                live.table.play(seat, mv).unwrap();
            }
        }
        assert!(offered > 10, "step 2 was asked for {offered} times");
    }
}
