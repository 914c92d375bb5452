//! Shared pieces of every table, as nodes: players strip, panels, buttons,
//! score sheet, log, tools and the end screen.

use super::dom::{el, El, Node};
use super::{Chatter, Chrome, GameUi, Handover, Pace};
use crate::engine::{Outcome, Seat};
use crate::i18n::{list, shell, Lang};

/// A button that runs command `cmd`.
pub fn button(label: impl Into<String>, cmd: u32) -> El {
    el("button").attr("type", "button").cmd(cmd).text(label)
}

/// A button that is refused (still focusable; tapping says why).
pub fn refused(button: El) -> El {
    button.attr("aria-disabled", "true").class("refused")
}

/// A titled panel.
pub fn panel(title: impl Into<String>, class: &str) -> El {
    el("section").class("panel").class(class).child(el("h3").text(title))
}

/// One player at the table: a seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chip {
    pub seat: u8,
    pub name: String,
    pub you: bool,
    pub computer: bool,
    pub acting: bool,
    /// Short badges ("Donneur", "éliminé").
    pub badges: Vec<String>,
    /// `(label, value)` figures.
    pub stats: Vec<(String, String)>,
    /// Anything else drawn under the figures (tokens, small cards).
    pub extra: Vec<Node>,
    /// The seat's last action, as a short bubble ("Annonce 2", "Je passe").
    pub bubble: Option<String>,
    /// Cards held face down, drawn as a small fan of backs with their count
    /// (`label` is the figure's name for a screen reader: "Cartes", "Main").
    pub held: Option<(String, u8)>,
}

/// Where a seat sits around the table, seen from `me` (the holder, or the
/// first seat for the public table): the others clockwise from the left
/// side, along the top, to the right side. CSS places them on a landscape
/// tablet; elsewhere the seats are one compact row.
pub fn place(me: usize, seat: usize, n: usize) -> &'static str {
    const PLACES: [&[&str]; 6] = [
        &[],
        &["at-t2"],
        &["at-l", "at-r"],
        &["at-l", "at-t2", "at-r"],
        &["at-l", "at-t1", "at-t3", "at-r"],
        &["at-l", "at-t1", "at-t2", "at-t3", "at-r"],
    ];
    let rel = (seat + n - me % n.max(1)) % n.max(1);
    if rel == 0 {
        return "at-me";
    }
    PLACES.get(n - 1).and_then(|p| p.get(rel - 1)).copied().unwrap_or("at-t2")
}

/// The seats and the play area as one region: on a landscape tablet the
/// opponents sit around the felt (left, top, right) and the holder at its
/// foot; elsewhere the two are the table's rows, as before.
pub fn arena(strip: El, centre: impl Into<Node>) -> El {
    el("div").class("arena").child(strip).child(centre)
}

/// The first letter of a name, for a seat's token.
pub fn initial(name: &str) -> String {
    name.chars().next().map_or_else(|| "?".to_string(), |c| c.to_uppercase().collect())
}

/// The players seated around the table: each seat a token in its colour
/// with its letter, the name, the game's public numbers as compact badges,
/// whose turn ("thinking…" for a computer) and its last action as a bubble.
/// The holder's own seat comes first, marked "you".
pub fn strip(lang: Lang, chips: Vec<Chip>) -> El {
    let n = chips.len();
    let me = chips.iter().position(|c| c.you).unwrap_or(0);
    el("ul").class("players").testid("players-strip").children(chips.into_iter().enumerate().map(|(i, c)| {
        let mut name = el("span").class("pname").text(c.name.clone());
        if c.you {
            name = name.child(el("span").class("tag").text(shell::seat_you(lang)));
        }
        if c.computer {
            name = name.child(el("span").class("tag").text(shell::seat_computer(lang)));
        }
        let mut li = el("li")
            .class("player")
            .class(place(me, i, n))
            .class(&format!("c{}", c.seat))
            .class_if("acting", c.acting)
            .class_if("you", c.you)
            .attr("data-seat", c.seat.to_string())
            .child(el("span").class("avatar").attr("aria-hidden", "true").text(initial(&c.name)));
        // The badges on the name's line: a badge that comes or goes (dealer,
        // has played…) does not change the tile's height.
        li = li.child(el("span").class("seat-head").child(name).child(
            el("span").class("badges").children(c.badges.into_iter().map(|b| el("span").class("badge").text(b).into())),
        ));
        if c.acting {
            let turn = if c.computer { shell::seat_thinking(lang) } else { shell::seat_to_play(lang) };
            li = li.child(el("span").class("badge turn").class_if("thinking", c.computer).text(turn));
        }
        let stats = el("span").class("stats").children(c.stats.into_iter().map(|(label, value)| {
            el("span")
                .class("stat")
                .child(el("span").class("label").text(label))
                .text(" ")
                .child(el("b").text(value))
                .into()
        }));
        let stats = match c.held {
            // The count as backs; its name stays for a screen reader.
            Some((label, count)) => stats.child(
                el("span")
                    .class("stat held")
                    .child(el("span").class("visually-hidden").text(format!("{label} ")))
                    .child(
                        el("span")
                            .class("backs")
                            .class_if("none", count == 0)
                            .class_if("one", count == 1)
                            .attr("aria-hidden", "true"),
                    )
                    .child(el("b").text(count.to_string())),
            ),
            None => stats,
        };
        li = li.child(stats).children(c.extra);
        if let Some(b) = c.bubble {
            // Keyed by its text: a new action is a new bubble (it pops in).
            li = li.child(el("span").class("bubble").testid("bubble").key(b.clone()).text(b));
        }
        li.into()
    }))
}

/// A drawer: its toggle sits with the table's tools, and it opens over the
/// table (score sheet, log, accounts, the last trick) without pushing it.
pub fn drawer(title: impl Into<String>) -> El {
    // One drawer open at a time (an exclusive group of details).
    el("details").class("panel drawer").attr("name", "table-drawer").child(el("summary").text(title))
}

/// A drawer drawn only while it is open (`open`: [`Ui::lazy_open`]):
/// closed, it is its title alone, so a long table the player seldom opens
/// costs no tap its drawing and comparing. The page draws the table again
/// when it opens or closes (`data-lazy`: `ui::host`).
///
/// [`Ui::lazy_open`]: crate::scene::contract::Ui::lazy_open
pub fn lazy_drawer(title: impl Into<String>, open: bool, contents: impl FnOnce() -> El) -> El {
    let drawer = drawer(title).attr("data-lazy", "");
    match open {
        true => drawer.child(contents()),
        false => drawer,
    }
}

/// A score sheet like the paper pad: one row per round, a group of cells per player.
pub fn sheet(lang: Lang, names: &[String], headers: &[&str], rows: Vec<(String, Vec<Vec<String>>)>) -> El {
    let span = headers.len().to_string();
    let title = shell::sheet_title(lang);
    let short = shell::sheet_drawer(lang);
    let head1 =
        el("tr").child(el("th").attr("scope", "col").attr("rowspan", "2").text(shell::sheet_round(lang))).children(
            names
                .iter()
                .map(|n| el("th").attr("scope", "colgroup").attr("colspan", span.clone()).text(n.clone()).into()),
        );
    let head2 = el("tr").children(
        names.iter().flat_map(|_| headers.iter()).map(|h| el("th").attr("scope", "col").class("sub").text(*h).into()),
    );
    let body = el("tbody").children(rows.into_iter().map(|(label, cells)| {
        el("tr")
            .child(el("th").attr("scope", "row").text(label))
            .children(cells.into_iter().flatten().map(|c| el("td").text(c).into()))
            .into()
    }));
    drawer(short).class("sheet").testid("sheet").child(
        el("div")
            .class("sheet-scroll")
            .attr("tabindex", "0")
            .attr("role", "region")
            .label(title)
            .child(el("table").child(el("thead").child(head1).child(head2)).child(body)),
    )
}

/// The log, newest first (the lines come newest first, each with its
/// number: a new line is added at the top, the others stay as they are).
/// The list scrolls: it takes the keyboard focus, so it can be scrolled
/// without a pointer.
pub fn log(lang: Lang, lines: Vec<(usize, String)>) -> El {
    let title = shell::log_title(lang);
    drawer(title).class("log").testid("log").child(
        el("ol")
            .attr("reversed", "")
            .attr("tabindex", "0")
            .label(title)
            .children(lines.into_iter().map(|(i, l)| el("li").key(i.to_string()).text(l).into())),
    )
}

/// The public moments the whole table must see (an offer turned face up,
/// stakes revealed, a majority scored), newest last. Not a live region:
/// the announcer (the play screen's) says each of them once, in order with
/// the moves around them.
pub fn moments(lang: Lang, lines: Vec<String>) -> El {
    let banner = el("div").class("moments").testid("moments").attr("role", "group").label(shell::moments_label(lang));
    banner.children(lines.into_iter().map(|l| el("p").class("moment").text(l).into()))
}

/// Undo, rules, export and the computers' pace (only where a computer plays).
pub fn tools(
    lang: Lang,
    undo: Option<u32>,
    hint: Option<u32>,
    rules: u32,
    export: u32,
    chrome: Chrome,
    computers: bool,
    humans: bool,
) -> El {
    let pace = chrome.pace;
    let mut tools = el("div").class("tools").attr("role", "group").label(shell::tools_label(lang));
    if let Some(u) = undo {
        tools = tools.child(
            button(shell::tools_undo(lang), u).class("secondary").testid("undo").label(shell::tools_undo_label(lang)),
        );
    }
    if let Some(h) = hint {
        tools = tools.child(
            button(shell::tools_hint(lang), h)
                .class("secondary")
                .testid("ask-hint")
                .label(shell::tools_hint_label(lang)),
        );
    }
    tools
        .child(button(shell::tools_rules(lang), rules).class("secondary").id("open-rules").testid("open-rules"))
        .child(
            button(shell::tools_export(lang), export)
                .class("secondary")
                .testid("export")
                .label(shell::tools_export_label(lang)),
        )
        .child_opt(computers.then(|| {
            let options = Pace::ALL.map(|p| (p.code(), p.label(lang), p == pace));
            setting("pace", "pace", shell::pace_label(lang), &options)
        }))
        // After a move, before the tablet changes hands: the table as the
        // player left it until they pass it on, or the next curtain at once
        // (only where the tablet changes hands: two players or more at it).
        .child_opt(humans.then(|| {
            let options = Handover::ALL.map(|h| (h.code(), h.label(lang), h == chrome.handover));
            setting("handover-setting", "handover", shell::handover_label(lang), &options)
        }))
        // How much a screen reader is told: every event, or the player's
        // turn and the results. For screen readers and the keyboard: out of
        // sight until it has the focus (a sighted player with a pointer has
        // no use for it).
        .child({
            let options = Chatter::ALL.map(|c| (c.code(), c.label(lang), c == chrome.chatter));
            setting("chatter", "chatter", shell::chatter_label(lang), &options).class("chatter")
        })
}

/// A setting of the shell in the table's tools: a labelled menu whose
/// change names the setting (`data-change`), its options as `(code, label,
/// chosen)`.
fn setting(testid: &str, change: &str, label: &str, options: &[(&str, &str, bool)]) -> El {
    let select =
        el("select").testid(testid).attr("data-change", change).children(options.iter().map(|(code, text, on)| {
            let o = el("option").attr("value", *code).text(*text);
            if *on {
                o.attr("selected", "").into()
            } else {
                o.into()
            }
        }));
    el("label").class("field inline").child(el("span").text(label)).child(select)
}

/// Each player's score broken down, for the end screen: one row per player
/// (`names[i]`, then its cells), under the given column headers.
pub fn breakdown(lang: Lang, headers: &[&str], rows: Vec<(String, Vec<String>)>) -> El {
    let caption = shell::end_breakdown(lang);
    let head = el("tr")
        .child(el("th").attr("scope", "col").text(shell::end_breakdown_player(lang)))
        .children(headers.iter().map(|h| el("th").attr("scope", "col").text(*h).into()));
    let body = el("tbody").children(rows.into_iter().map(|(name, cells)| {
        el("tr")
            .child(el("th").attr("scope", "row").text(name))
            .children(cells.into_iter().map(|c| el("td").text(c).into()))
            .into()
    }));
    el("div").class("breakdown-wrap").attr("tabindex", "0").attr("role", "region").label(caption).child(
        el("table")
            .class("breakdown")
            .testid("breakdown")
            .child(el("caption").text(caption))
            .child(el("thead").child(head))
            .child(body),
    )
}

/// The final ranking, the game's own details, play again and home.
#[allow(clippy::too_many_arguments)]
pub fn end_screen<G: GameUi>(
    outcome: &Outcome,
    won: &str,
    names: &[String],
    marks: &[(Seat, String)],
    hints: &[u32],
    lang: Lang,
    details: Vec<Node>,
    actions: Option<EndActions>,
) -> El {
    let mut order: Vec<usize> = (0..outcome.scores.len()).collect();
    crate::engine::sort::sort_by_key(&mut order, |&i| (outcome.ranks[i], i));
    let rows =
        order.into_iter().map(|i| {
            let won = outcome.winners.contains(&Seat(i as u8));
            el("li")
                .testid("rank-row")
                .class_if("winner", won)
                .child(el("span").class("rank").text(format!("{}.", outcome.ranks[i])))
                .child(el("span").class("pname").text(names.get(i).cloned().unwrap_or_default()))
                .child(el("span").class("score").text(G::score_text(outcome.scores[i], lang)))
                .child_opt(won.then(|| el("span").class("badge").text(G::winner_label(lang))))
                .children(
                    marks
                        .iter()
                        .filter(|(s, _)| s.index() == i)
                        .map(|(_, m)| el("span").class("badge mark").testid("end-mark").text(m.clone()).into()),
                )
                .child_opt(hints.get(i).filter(|&&n| n > 0).map(|&n| {
                    el("span").class("badge hints").testid("end-hints").text(shell::end_hints_taken(lang, n))
                }))
                .into()
        });
    let actions = actions.map(|a| {
        el("div")
            .class("actions")
            .child(button(shell::end_play_again(lang), a.again).class("primary big").testid("play-again"))
            .child(button(shell::end_watch(lang), a.watch).class("secondary").testid("watch"))
            .child_opt(a.home.map(|h| button(shell::end_home(lang), h).class("secondary")))
    });
    el("section")
        .class("end")
        .testid("end")
        .attr("aria-labelledby", "end-title ranking-title")
        .child(el("h2").id("end-title").attr("tabindex", "-1").testid("end-title").text(won.to_string()))
        .child(el("p").class("ranking-title").id("ranking-title").text(shell::end_ranking(lang)))
        .child(el("ol").class("ranking").attr("aria-labelledby", "ranking-title").children(rows))
        .children(details)
        .child_opt(actions)
}

/// "Victoire : Ana", "Victoire : Ana et Bob, ex aequo" (several winners
/// who tied), or "Victoire : Ana et Cléo" (a team: `team`).
pub fn winner_line(winners: &[Seat], names: &[String], lang: Lang, team: bool) -> String {
    let named: Vec<String> =
        winners.iter().map(|s| names.get(s.index()).cloned().unwrap_or_else(|| "?".into())).collect();
    let winners = list(lang, &named);
    match named.len() > 1 && !team {
        false => shell::end_victory(lang, winners),
        true => shell::end_victory_tied(lang, winners),
    }
}

/// The end screen's buttons (none in a replay: its bar has them).
pub struct EndActions {
    pub again: u32,
    pub watch: u32,
    pub home: Option<u32>,
}

#[cfg(test)]
mod place_tests {
    use super::place;

    #[test]
    fn every_seat_has_its_own_place_clockwise_from_the_holder() {
        for n in 2..=6usize {
            for me in 0..n {
                let places: Vec<&str> = (0..n).map(|s| place(me, (me + s) % n, n)).collect();
                assert_eq!(places[0], "at-me", "{n} players, holder {me}");
                let mut unique = places.clone();
                unique.sort_unstable();
                unique.dedup();
                assert_eq!(unique.len(), n, "{n} players: {places:?}");
                if n >= 3 {
                    // The next seat sits on the left, the last one on the right.
                    assert_eq!(places[1], "at-l");
                    assert_eq!(places[n - 1], "at-r");
                }
            }
        }
        assert_eq!(place(1, 0, 2), "at-t2");
    }
}

#[cfg(test)]
mod winner_tests {
    use super::*;

    #[test]
    fn the_winner_line_names_winners_ties_and_teams() {
        let names: Vec<String> = ["Ana", "Bob", "Cléo"].iter().map(|s| s.to_string()).collect();
        assert_eq!(winner_line(&[Seat(1)], &names, Lang::Fr, false), "Victoire : Bob");
        assert_eq!(winner_line(&[Seat(1)], &names, Lang::En, false), "Victory: Bob");
        assert_eq!(winner_line(&[Seat(0), Seat(2)], &names, Lang::Fr, false), "Victoire : Ana et Cléo, ex aequo");
        assert_eq!(
            winner_line(&[Seat(0), Seat(1), Seat(2)], &names, Lang::En, false),
            "Victory: Ana, Bob and Cléo, tied"
        );
        assert_eq!(winner_line(&[Seat(0), Seat(2)], &names, Lang::Fr, true), "Victoire : Ana et Cléo");
        assert_eq!(
            winner_line(&[Seat(0), Seat(1), Seat(2)], &names, Lang::De, false),
            "Sieg: Ana, Bob und Cléo, punktgleich"
        );
        assert_eq!(winner_line(&[Seat(0), Seat(2)], &names, Lang::Nl, true), "Gewonnen: Ana en Cléo");
    }

    #[test]
    fn the_hints_badge_counts_in_each_language() {
        let said = |lang: Lang| [1u32, 2].map(|n| shell::end_hints_taken(lang, n));
        assert_eq!(said(Lang::Fr), ["1 conseil pris", "2 conseils pris"]);
        assert_eq!(said(Lang::En), ["1 hint taken", "2 hints taken"]);
        assert_eq!(said(Lang::De), ["1 Tipp genutzt", "2 Tipps genutzt"]);
        assert_eq!(said(Lang::Nl), ["1 tip gebruikt", "2 tips gebruikt"]);
    }
}
