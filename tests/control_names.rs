//! Every control of every table has a name a screen reader can say, and
//! the name tells it apart: random games are played through the tables'
//! controls, and at many positions the holder's table is read (in English,
//! French, German and Dutch) as a browser roughly computes accessible names:
//! `aria-labelledby`, else `aria-label`, else the text of the content that
//! is not `aria-hidden`. Then
//! - every control (`data-cmd`, `<select>`, `<input>`) has a name;
//! - two controls that do different things never share a name (what a
//!   control does is found by doing it, on a copy of the table);
//! - no name holds a bare symbol a reader would spell out (▾, ×, [, →…);
//! - a refused control says why as its description (`aria-describedby`).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use tablee::catalogue::{catalogue, GameInfo};
use tablee::engine::{Screen, SeatKind, SeatSetup, Step};
use tablee::i18n::Lang;
use tablee::scene::dom::El;
use tablee::scene::{AnyTable, Chrome, Done, Node};

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Symbols a screen reader spells out or skips, meaningless in a name.
const BARE: &[char] = &[
    '▾', '▴', '▸', '◂', '▲', '▼', '►', '◄', '×', '[', ']', '→', '←', '↑', '↓', '↔', '⇒', '⇐', '♛', '❦', '⚒', '✶', '☾',
    '✓', '✔', '✗', '✘', '★', '☆', '•', '÷', '⟳', '↺', '↻', '⌄', '⌃',
];

fn hidden(e: &El) -> bool {
    e.get("aria-hidden") == Some("true")
}

/// Every element by id.
fn ids(nodes: &[Node]) -> HashMap<&str, &El> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    all.into_iter().filter_map(|e| Some((e.get("id")?, e))).collect()
}

/// The text of `e`'s content as a name: children with a label give their
/// label, `aria-hidden` subtrees nothing.
fn content_text(e: &El, out: &mut String) {
    for c in &e.children {
        match c {
            Node::Text(t) => out.push_str(t),
            Node::El(c) if hidden(c) || c.get("hidden").is_some() => {}
            Node::El(c) => {
                if let Some(l) = c.get("aria-label").filter(|l| !l.trim().is_empty()) {
                    out.push_str(l);
                } else if c.tag == "img" {
                    out.push_str(c.get("alt").unwrap_or_default());
                } else {
                    let block = matches!(c.tag, "div" | "p" | "li" | "br" | "h2" | "h3" | "h4");
                    if block {
                        out.push(' ');
                    }
                    content_text(c, out);
                    if block {
                        out.push(' ');
                    }
                }
            }
        }
    }
}

fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The accessible name of control `e`, roughly as a browser computes it.
fn name(e: &El, by_id: &HashMap<&str, &El>, labels: &HashMap<&str, String>) -> String {
    if let Some(ids) = e.get("aria-labelledby") {
        let parts: Vec<String> = ids
            .split_whitespace()
            .filter_map(|id| by_id.get(id))
            .map(|t| {
                let mut s = String::new();
                content_text(t, &mut s);
                s
            })
            .collect();
        return squash(&parts.join(" "));
    }
    if let Some(l) = e.get("aria-label").filter(|l| !l.trim().is_empty()) {
        return squash(l);
    }
    if matches!(e.tag, "select" | "input") {
        let by_label = e.get("id").and_then(|id| labels.get(id)).cloned().unwrap_or_default();
        return squash(&by_label);
    }
    let mut s = String::new();
    content_text(e, &mut s);
    let s = squash(&s);
    if s.is_empty() {
        return squash(e.get("title").unwrap_or_default());
    }
    s
}

/// A control of a table: its command (if any), its name, its HTML.
struct Control {
    cmd: Option<u32>,
    name: String,
    html: String,
    /// What its `aria-describedby` says, if it has one (None: a broken reference).
    description: Option<Option<String>>,
}

/// The controls of a render, outside `aria-hidden` subtrees; `<label>`s
/// wrapping a `<select>`/`<input>` name it.
fn controls(nodes: &[Node]) -> Vec<Control> {
    let by_id = ids(nodes);
    let mut labels: HashMap<&str, String> = HashMap::new();
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    for l in all.iter().filter(|e| e.tag == "label") {
        let mut s = String::new();
        content_text(l, &mut s);
        if let Some(f) = l.get("for") {
            labels.insert(f, s.clone());
        }
        let mut inner = Vec::new();
        Node::walk_el(l, &mut inner);
        for i in inner.iter().filter(|i| matches!(i.tag, "select" | "input")) {
            if let Some(id) = i.get("id") {
                labels.entry(id).or_insert_with(|| s.clone());
            }
        }
    }
    let mut out = Vec::new();
    fn visit(e: &El, by_id: &HashMap<&str, &El>, labels: &HashMap<&str, String>, out: &mut Vec<Control>) {
        if hidden(e) {
            return;
        }
        if e.tag == "label" {
            // A label names the one field it wraps.
            let mut s = String::new();
            content_text(e, &mut s);
            let mut inner = Vec::new();
            Node::walk_el(e, &mut inner);
            if let Some(field) = inner.iter().find(|i| matches!(i.tag, "select" | "input")) {
                let mut labelled = (*field).clone();
                if labelled.get("aria-label").is_none() && labelled.get("aria-labelledby").is_none() {
                    labelled = labelled.attr("aria-label", s);
                }
                visit(&labelled, by_id, labels, out);
                return;
            }
        }
        let cmd = e.get("data-cmd").and_then(|c| c.parse().ok());
        let link = e.tag == "a" && e.get("href").is_some();
        if cmd.is_some() || link || matches!(e.tag, "select" | "input" | "button" | "summary" | "textarea") {
            let hidden_input = e.tag == "input" && e.get("type") == Some("hidden");
            if !hidden_input {
                let html = Node::from(e.clone()).to_html();
                let description = e.get("aria-describedby").map(|ids| {
                    let texts: Option<Vec<String>> = ids
                        .split_whitespace()
                        .map(|id| {
                            let mut s = String::new();
                            content_text(by_id.get(id)?, &mut s);
                            Some(s)
                        })
                        .collect();
                    texts.map(|t| squash(&t.join(" ")))
                });
                out.push(Control {
                    cmd,
                    name: name(e, by_id, labels),
                    html: html.chars().take(400).collect(),
                    description,
                });
            }
        }
        for c in e.children.iter().filter_map(Node::as_el) {
            visit(c, by_id, labels, out);
        }
    }
    for n in nodes.iter().filter_map(Node::as_el) {
        visit(n, &by_id, &labels, &mut out);
    }
    out
}

/// What command `cmd` does on a copy of the table: the answer, the save and
/// the table after it.
fn outcome(game: &GameInfo, save: &str, drafts: &[u32], chrome: Chrome, seen: &[Node], cmd: u32) -> Option<String> {
    let mut copy = (game.load)(save.as_bytes()).ok()?;
    if let Screen::Curtain(s) = copy.screen() {
        copy.take_tablet(s);
    }
    for &d in drafts {
        copy.render(chrome);
        copy.command(d);
    }
    // The same table, so the same commands.
    if copy.render(chrome) != seen {
        return None;
    }
    let done = copy.command(cmd);
    // What the players see after it (two equal cards are one thing to do,
    // whichever of them the engine moves): without the elements' identities.
    let mut after = copy.render(chrome);
    for n in &mut after {
        unkeyed(n);
    }
    Some(format!("{done:?}\n{}", after.iter().map(Node::to_html).collect::<String>()))
}

fn unkeyed(n: &mut Node) {
    if let Node::El(e) = n {
        e.attrs.retain(|(k, _)| !matches!(*k, "data-key" | "data-draft-state" | "id" | "data-card" | "data-fly"));
        e.children.iter_mut().for_each(unkeyed);
    }
}

/// The problems of one render, added to `found` (deduplicated by their
/// words); the refused controls that say why as their description.
fn check(
    game: &GameInfo,
    table: &mut Box<dyn AnyTable>,
    drafts: &[u32],
    lang: Lang,
    found: &mut BTreeSet<String>,
) -> usize {
    let chrome = Chrome::plain(lang);
    let nodes = table.render(chrome);
    let all = controls(&nodes);
    let mut by_name: BTreeMap<String, BTreeSet<u32>> = BTreeMap::new();
    for c in &all {
        if c.name.is_empty() {
            found.insert(format!("{} {lang:?}: a control without a name: {}", game.id, c.html));
            continue;
        }
        match &c.description {
            Some(None) => found.insert(format!("{} {lang:?}: a description pointing nowhere: {}", game.id, c.html)),
            Some(Some(d)) if d.is_empty() => {
                found.insert(format!("{} {lang:?}: an empty description: {}", game.id, c.html))
            }
            _ => false,
        };
        if let Some(s) = c.name.chars().find(|ch| BARE.contains(ch)) {
            found.insert(format!("{} {lang:?}: a bare symbol {s:?} in the name {:?}", game.id, c.name));
        }
        if let Some(cmd) = c.cmd {
            by_name.entry(c.name.to_lowercase()).or_default().insert(cmd);
        }
    }
    // An id names one element (what the references point to).
    let mut every = Vec::new();
    for n in &nodes {
        n.walk(&mut every);
    }
    let mut seen_ids = BTreeSet::new();
    for id in every.iter().filter_map(|e| e.get("id")) {
        if !seen_ids.insert(id) {
            found.insert(format!("{} {lang:?}: the id {id:?} twice", game.id));
        }
    }
    let save = table.save();
    for (name, cmds) in by_name.into_iter().filter(|(_, c)| c.len() > 1) {
        let outcomes: BTreeSet<String> =
            cmds.iter().filter_map(|&cmd| outcome(game, &save, drafts, chrome, &nodes, cmd)).collect();
        if outcomes.len() > 1 {
            found.insert(format!(
                "{} {lang:?}: {} controls doing different things are all named {name:?}",
                game.id,
                cmds.len()
            ));
        }
    }
    // A refused control says why as its description, before it is tried;
    // but a hand with no card to play (not the holder's turn to play) is
    // not described card by card: the status says why.
    let refused = |c: &Control| c.html.contains("aria-disabled=\"true\"");
    let card = |c: &Control| c.html.contains("data-card=");
    let a_card_to_play = all.iter().any(|c| card(c) && c.cmd.is_some() && !refused(c));
    for c in all.iter().filter(|c| c.cmd.is_some() && refused(c) && c.description.is_none()) {
        if !card(c) || a_card_to_play {
            found.insert(format!("{} {lang:?}: a refused control that does not say why: {}", game.id, c.html));
        }
    }
    // The refused controls that say why before they are tried.
    all.iter().filter(|c| c.html.contains("aria-disabled=\"true\"") && matches!(&c.description, Some(Some(_)))).count()
}

/// Plays one game through its controls, checking the holder's table at
/// every `every`-th tap in the four languages: the positions checked, and
/// the refused controls met that said why as their description.
fn play(game: &GameInfo, players: u8, seed: u64, every: usize, found: &mut BTreeSet<String>) -> (usize, usize) {
    let seats: Vec<SeatSetup> = (0..players)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: if i < 2 || (i as u64 + seed).is_multiple_of(3) { SeatKind::Human } else { SeatKind::Easy },
        })
        .collect();
    let mut table = (game.start)(seats, &[], seed).unwrap_or_else(|e| panic!("{}: {e}", game.id));
    let mut rng = Lcg(seed);
    let chrome = Chrome::plain(Lang::En);
    let (mut taps, mut checked, mut described) = (0usize, 0usize, 0usize);
    // The drafts tapped since the last move (to copy the table with them).
    let mut drafts: Vec<u32> = Vec::new();
    while !table.is_over() && taps < 3000 {
        match table.screen() {
            Screen::Curtain(s) => {
                drafts.clear();
                assert!(table.take_tablet(s));
            }
            Screen::Computer(_) => {
                drafts.clear();
                while table.think() == Step::Thinking {}
            }
            Screen::Turn(_) | Screen::Public(_) => {
                if taps.is_multiple_of(every) {
                    checked += 1;
                    let langs = [Lang::En, Lang::Fr, Lang::De, Lang::Nl];
                    for lang in [Lang::En, Lang::Fr, langs[2 + (taps / every) % 2]] {
                        described += check(game, &mut table, &drafts, lang, found);
                    }
                }
                taps += 1;
                let nodes = table.render(chrome);
                let all = controls(&nodes);
                let mut marked = Vec::new();
                for n in &nodes {
                    n.walk(&mut marked);
                }
                let enabled = |attr: &str| -> Vec<u32> {
                    marked
                        .iter()
                        .filter(|e| e.get(attr).is_some() && e.get("aria-disabled") != Some("true"))
                        .filter_map(|e| e.get("data-cmd")?.parse().ok())
                        .collect()
                };
                let (moves, drafted) = (enabled("data-move"), enabled("data-draft"));
                assert!(!all.is_empty());
                if !drafted.is_empty() && (moves.is_empty() || (drafts.len() < 4 && rng.below(3) == 0)) {
                    let d = drafted[rng.below(drafted.len())];
                    assert_eq!(table.command(d), Done::Drafted, "{}", game.id);
                    drafts.push(d);
                    continue;
                }
                assert!(!moves.is_empty(), "{}: no move offered", game.id);
                assert_eq!(table.command(moves[rng.below(moves.len())]), Done::Played, "{}", game.id);
                drafts.clear();
            }
            Screen::Over => break,
        }
    }
    // The end screen too.
    for lang in [Lang::En, Lang::Fr] {
        check(game, &mut table, &[], lang, found);
    }
    (checked, described)
}

#[test]
fn every_control_has_a_distinct_spoken_name() {
    let mut found = BTreeSet::new();
    for game in catalogue() {
        let (min, max) = game.players;
        let (mut checked, mut described) = (0, 0);
        for players in min..=max {
            for round in 0..2u64 {
                let (c, d) = play(&game, players, 500 + u64::from(players) * 10 + round, 3, &mut found);
                checked += c;
                described += d;
            }
        }
        assert!(checked > 30, "{}: {checked} positions checked", game.id);
        // A card that cannot be played says why before it is tried.
        if matches!(game.id, "sorciers" | "levee") {
            assert!(described > 10, "{}: {described} refused controls described", game.id);
        }
    }
    // The same problem with other numbers is one problem.
    let kinds: BTreeSet<String> =
        found.iter().map(|f| f.chars().map(|c| if c.is_ascii_digit() { '#' } else { c }).collect()).collect();
    for k in &kinds {
        eprintln!("control-names: {k}");
    }
    let shown: Vec<String> = kinds.iter().take(150).cloned().collect();
    assert!(found.is_empty(), "{} problems, {} kinds (first 150):\n{}", found.len(), kinds.len(), shown.join("\n"));
}

/// The text of an element, as read.
fn text_of(e: &El) -> String {
    let mut s = String::new();
    content_text(e, &mut s);
    squash(&s)
}

/// Pfeffersäcke's map in words lists every route of the map, by its cities'
/// names, with its toll; every city with its posts, in step with the game;
/// and the drawn map is one image with a name, its numbers hidden.
#[test]
fn pfeffersacke_map_in_words_lists_every_route_with_its_toll() {
    use tablee::games::pfeffersacke::map::map;
    use tablee::games::pfeffersacke::text::city_name;
    let game = tablee::catalogue::find("pfeffersacke").expect("pfeffersacke");
    for lang in [Lang::En, Lang::Fr, Lang::De, Lang::Nl] {
        let chrome = Chrome::plain(lang);
        let seats: Vec<SeatSetup> = (0..3).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
        let mut table = (game.start)(seats, &[], 9).unwrap();
        // A few turns in: posts on the map.
        for _ in 0..40 {
            if table.is_over() {
                break;
            }
            while table.think() == Step::Thinking {}
        }
        let nodes = table.render(chrome);
        let mut all = Vec::new();
        for n in &nodes {
            n.walk(&mut all);
        }
        let by_testid = |id: &str| *all.iter().find(|e| e.get("data-testid") == Some(id)).expect(id);
        let routes = by_testid("map-words-routes");
        assert!(routes.children.iter().filter_map(Node::as_el).any(|c| c.tag == "caption"), "a caption");
        let mut cells = Vec::new();
        Node::walk_el(routes, &mut cells);
        assert_eq!(cells.iter().filter(|e| e.tag == "th" && e.get("scope") == Some("col")).count(), 4);
        let rows: Vec<&&El> = cells.iter().filter(|e| e.get("data-route").is_some()).collect();
        assert_eq!(rows.len(), map().routes.len(), "{lang:?}: one row per route");
        for r in &map().routes {
            let row = rows
                .iter()
                .find(|e| e.get("data-route") == Some(&format!("{}-{}", r.a, r.b)))
                .unwrap_or_else(|| panic!("{lang:?}: route {}-{} missing", r.a, r.b));
            let texts: Vec<String> = row.children.iter().filter_map(Node::as_el).map(text_of).collect();
            assert_eq!(texts[0], squash(&city_name(r.a, lang)));
            assert_eq!(texts[1], squash(&city_name(r.b, lang)));
            let toll = row.children.iter().filter_map(Node::as_el).find(|c| c.get("data-toll").is_some()).unwrap();
            assert_eq!(toll.get("data-toll"), Some(r.toll.to_string().as_str()));
            assert!(texts[2].starts_with(&format!("{} ", r.toll)), "{lang:?}: the toll said: {}", texts[2]);
        }
        // Every city, and the players with posts there named.
        let cities = by_testid("map-words-cities");
        let mut cells = Vec::new();
        Node::walk_el(cities, &mut cells);
        assert_eq!(cells.iter().filter(|e| e.tag == "th" && e.get("scope") == Some("row")).count(), map().cities.len());
        let html = Node::from(cities.clone()).to_html();
        assert!(["P0", "P1", "P2"].iter().any(|p| html.contains(p)), "{lang:?}: posts named after 40 moves");
        // The drawing: an image with a name, nothing under it read.
        let svg = *all.iter().find(|e| e.tag == "svg").expect("the map");
        assert_eq!(svg.get("role"), Some("img"));
        assert!(svg.get("aria-label").is_some_and(|l| !l.is_empty()));
        for c in svg.children.iter().filter_map(Node::as_el) {
            assert_eq!(c.get("aria-hidden"), Some("true"), "{lang:?}: a part of the map read aloud: {}", c.tag);
        }
    }
}

/// The French words texts outside the lang="fr" they need, under `e`
/// (whose language is French when `fr`): anywhere on the table, its
/// headline, log, moments and hint included.
fn unmarked<'a>(e: &'a El, fr: bool, terms: &[&str], out: &mut Vec<&'a str>) {
    let fr = match e.get("lang") {
        Some(l) => l == "fr",
        None => fr,
    };
    for c in &e.children {
        match c {
            Node::Text(t) if !fr && terms.iter().any(|w| t.contains(w)) => out.push(t),
            Node::El(c) => unmarked(c, fr, terms, out),
            Node::Text(_) => {}
        }
    }
}

/// The games' French words (« Preums ! », Sorciers' variants, Bourse's
/// "manche" in English) on an English,
/// German or Dutch page are marked as French wherever the table shows them.
#[test]
fn french_words_on_other_pages_are_marked_as_french() {
    for (id, terms, options) in [
        ("levee", &["Preums"][..], vec![]),
        ("bourse", &["manche", "Manche"][..], vec![]),
        (
            "sorciers",
            &["Vision de l'enfer", "Somme non-nulle"][..],
            vec![("vision".to_string(), "1".to_string()), ("somme".to_string(), "1".to_string())],
        ),
    ] {
        let game = tablee::catalogue::find(id).expect(id);
        let mut marked = 0;
        for (seed, lang) in [(1u64, Lang::En), (2, Lang::De), (3, Lang::Nl), (4, Lang::En)] {
            let chrome = Chrome::plain(lang);
            let seats: Vec<SeatSetup> = (0..3)
                .map(|i| SeatSetup {
                    name: format!("P{i}"),
                    kind: if i == 0 { SeatKind::Human } else { SeatKind::Easy },
                })
                .collect();
            let mut table = (game.start)(seats, &options, seed).unwrap();
            let mut rng = Lcg(seed);
            for _ in 0..400 {
                match table.screen() {
                    Screen::Over => break,
                    Screen::Curtain(s) => assert!(table.take_tablet(s)),
                    Screen::Computer(_) => while table.think() == Step::Thinking {},
                    Screen::Turn(_) | Screen::Public(_) => {
                        let nodes = table.render(chrome);
                        let mut out = Vec::new();
                        for n in nodes.iter().filter_map(Node::as_el) {
                            unmarked(n, false, terms, &mut out);
                        }
                        assert!(out.is_empty(), "{id} {lang:?}: French words not marked: {out:?}");
                        marked += nodes.iter().map(|n| n.to_html().matches("lang=\"fr\"").count()).sum::<usize>();
                        let mut all = Vec::new();
                        for n in &nodes {
                            n.walk(&mut all);
                        }
                        let cmds: Vec<u32> = all
                            .iter()
                            .filter(|e| {
                                (e.get("data-move").is_some() || e.get("data-draft").is_some())
                                    && e.get("aria-disabled") != Some("true")
                            })
                            .filter_map(|e| e.get("data-cmd")?.parse().ok())
                            .collect();
                        if cmds.is_empty() {
                            break;
                        }
                        table.command(cmds[rng.below(cmds.len())]);
                    }
                }
            }
        }
        assert!(marked > 0, "{id}: no French word met");
    }
}
