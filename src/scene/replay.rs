//! A replay's controls, as plain nodes: step through a game already played,
//! choose whose eyes, share the position, play on from it.

use super::dom::{el, El};
use super::widgets::button;
use crate::engine::{Seat, Viewer};
use crate::i18n::{shell, Lang};

/// What the replay bar shows, with the command of each control.
pub struct Bar {
    /// The first position (0, or where a shared position began).
    pub first: usize,
    pub at: usize,
    pub total: usize,
    pub playing: bool,
    pub eyes: Viewer,
    /// First, previous, next, last.
    pub to: [u32; 4],
    pub play: u32,
    /// The table's eyes, then each seat's.
    pub eyes_cmds: Vec<u32>,
    pub share: u32,
    /// A new game from here, a person at this seat.
    pub play_from: Vec<u32>,
    pub leave: u32,
    pub rules: u32,
    pub links: Option<(String, String)>,
    /// The game's name, for the title of a blog's frame.
    pub game: &'static str,
}

/// The headline of a replay: where it is, and who is to play.
pub fn status(lang: Lang, names: &[String], at: usize, total: usize, to_act: Option<Seat>) -> String {
    match to_act.and_then(|s| names.get(s.index())) {
        Some(name) => shell::replay_status_turn(lang, at, total, name),
        None => shell::replay_status_over(lang, at, total),
    }
}

/// A step button: its symbol is drawn, its name is read.
fn step(symbol: &str, name: &str, cmd: u32, testid: &str, off: bool) -> El {
    let b = button(symbol, cmd).class("secondary step").testid(testid).label(name.to_string());
    if off {
        b.attr("aria-disabled", "true")
    } else {
        b
    }
}

/// The replay's bar, in the place of the table's tools.
pub fn bar(lang: Lang, names: &[String], b: Bar) -> El {
    let slider = el("input")
        .attr("type", "range")
        .attr("min", b.first.to_string())
        .attr("max", b.total.to_string())
        .attr("value", b.at.to_string())
        .attr("data-change", "replay-at")
        .testid("replay-at")
        .label(shell::replay_slider(lang));
    let actions = el("div")
        .class("replay-actions")
        .child(
            button(shell::share(lang), b.share)
                .class("secondary")
                .testid("replay-share")
                .label(shell::share_label(lang)),
        )
        .child(play_from(lang, names, &b.play_from))
        .child(button(shell::tools_rules(lang), b.rules).class("secondary").id("open-rules").testid("open-rules"))
        .child(
            button(shell::replay_leave(lang), b.leave)
                .class("secondary")
                .testid("replay-leave")
                .label(shell::replay_leave_label(lang)),
        )
        .child(eyes(lang, names, &b));
    el("section")
        .class("tools replay-bar")
        .testid("replay")
        .label(shell::replay_label(lang))
        .child(
            el("p")
                .class("replay-pos")
                .testid("replay-position")
                .attr("role", "status")
                .text(shell::replay_position(lang, b.at, b.total)),
        )
        .child(steps(lang, &b))
        .child(slider)
        .child(actions)
        .child_opt(b.links.map(|l| links(lang, b.game, l)))
}

/// To the start, back, play or pause, forward, to the end.
fn steps(lang: Lang, b: &Bar) -> El {
    let (start, end) = (b.at <= b.first, b.at >= b.total);
    let [first, prev, next, last] = b.to;
    el("div")
        .class("replay-steps")
        .attr("role", "group")
        .label(shell::replay_steps_label(lang))
        .child(step("|◀", shell::replay_first(lang), first, "replay-first", start))
        .child(step("◀", shell::replay_previous(lang), prev, "replay-prev", start))
        .child(
            button(if b.playing { shell::replay_pause(lang) } else { shell::replay_play(lang) }, b.play)
                .class("primary step")
                .testid("replay-play")
                .attr("aria-pressed", b.playing.to_string())
                .label(shell::replay_play_label(lang)),
        )
        .child(step("▶", shell::replay_next(lang), next, "replay-next", end))
        .child(step("▶|", shell::replay_last(lang), last, "replay-last", end))
}

/// Whose eyes: a drawer (six players' names would take a row of their
/// own); fixed, and only said, while the game shown is not over.
fn eyes(lang: Lang, names: &[String], b: &Bar) -> El {
    let who = |e: Viewer| match e {
        Viewer::Table => shell::replay_eyes_table(lang).to_string(),
        Viewer::Seat(s) => names.get(s.index()).cloned().unwrap_or_default(),
    };
    let seen_by = shell::replay_seen_by(lang, who(b.eyes));
    if b.eyes_cmds.is_empty() {
        el("p").class("replay-eyes fixed").testid("replay-eyes-fixed").text(seen_by)
    } else {
        el("details")
            .class("replay-menu replay-eyes")
            .child(el("summary").testid("replay-eyes-open").text(seen_by))
            .child(el("div").attr("role", "group").label(shell::replay_seen_by_label(lang)).children(
                b.eyes_cmds.iter().enumerate().map(|(i, &cmd)| {
                    let e = if i == 0 { Viewer::Table } else { Viewer::Seat(Seat(i as u8 - 1)) };
                    button(who(e), cmd)
                        .class("secondary")
                        .testid("replay-eyes")
                        .attr("aria-pressed", (e == b.eyes).to_string())
                        .into()
                }),
            ))
    }
}

/// "Play from here", as one of the players.
fn play_from(lang: Lang, names: &[String], cmds: &[u32]) -> El {
    el("details")
        .class("replay-menu replay-from")
        .child(el("summary").testid("play-from-open").text(shell::replay_play_from(lang)))
        .child(el("div").children(cmds.iter().enumerate().map(|(i, &cmd)| {
            let name = names.get(i).cloned().unwrap_or_default();
            button(shell::replay_play_as(lang, name), cmd).class("secondary").testid("play-from").into()
        })))
}

/// The shared position's links, to copy by hand when the clipboard refuses.
/// The height of a blog's frame, the same in every code Tablée gives (here
/// and in the README): the table fits a 700×500 frame whole, and a phone's
/// 360×560 frame keeps the hand beside the decision.
pub const FRAME_HEIGHT: u32 = 560;

pub fn links(lang: Lang, game: &str, (plain, embed): (String, String)) -> El {
    let field = |label: &str, value: String, testid: &str| {
        el("label")
            .class("field link-field")
            .child(el("span").text(label.to_string()))
            .child(el("input").attr("type", "text").attr("readonly", "").attr("value", value).testid(testid))
    };
    let iframe = format!(
        "<iframe src=\"{embed}\" title=\"{game} — Tablée\" width=\"100%\" height=\"{FRAME_HEIGHT}\" style=\"border:0\" loading=\"lazy\"></iframe>"
    );
    el("div")
        .class("share-links")
        .testid("share-links")
        .child(field(shell::share_link_label(lang), plain, "share-link"))
        .child(field(shell::share_iframe_label(lang), iframe, "share-iframe"))
}
