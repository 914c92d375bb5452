//! A replay's controls, as plain nodes: step through a game already played,
//! choose whose eyes, share the position, play on from it.

use super::dom::{el, El};
use super::widgets::button;
use crate::engine::{Seat, Viewer};
use crate::i18n::{de, number, Lang};

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
    let pos = position(lang, at, total);
    match to_act.and_then(|s| names.get(s.index())) {
        Some(name) => match lang {
            Lang::Fr => format!("Revoir — {pos} ; à {name} de jouer"),
            Lang::En => format!("Replay — {pos}; {name} to play"),
        },
        None => match lang {
            Lang::Fr => format!("Revoir — {pos} ; la partie est finie"),
            Lang::En => format!("Replay — {pos}; the game is over"),
        },
    }
}

fn position(lang: Lang, at: usize, total: usize) -> String {
    let (at, total) = (number(at as u64, lang), number(total as u64, lang));
    match lang {
        Lang::Fr => format!("coup {at} sur {total}"),
        Lang::En => format!("move {at} of {total}"),
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
    let t = |fr, en| lang.t(fr, en);
    let slider = el("input")
        .attr("type", "range")
        .attr("min", b.first.to_string())
        .attr("max", b.total.to_string())
        .attr("value", b.at.to_string())
        .attr("data-change", "replay-at")
        .testid("replay-at")
        .label(t("Aller au coup", "Go to move"));
    let actions = el("div")
        .class("replay-actions")
        .child(
            button(t("Partager", "Share"), b.share)
                .class("secondary")
                .testid("replay-share")
                .label(t("Partager cette position (un lien)", "Share this position (a link)")),
        )
        .child(play_from(lang, names, &b.play_from))
        .child(button(t("Règles", "Rules"), b.rules).class("secondary").id("open-rules").testid("open-rules"))
        .child(
            button(t("Quitter", "Leave"), b.leave)
                .class("secondary")
                .testid("replay-leave")
                .label(t("Quitter la partie revue", "Leave the replay")),
        )
        .child(eyes(lang, names, &b));
    el("section")
        .class("tools replay-bar")
        .testid("replay")
        .label(t("Revoir la partie", "Replay"))
        .child(
            el("p")
                .class("replay-pos")
                .testid("replay-position")
                .attr("role", "status")
                .text(position(lang, b.at, b.total)),
        )
        .child(steps(lang, &b))
        .child(slider)
        .child(actions)
        .child_opt(b.links.map(|l| links(lang, b.game, l)))
}

/// To the start, back, play or pause, forward, to the end.
fn steps(lang: Lang, b: &Bar) -> El {
    let t = |fr, en| lang.t(fr, en);
    let (start, end) = (b.at <= b.first, b.at >= b.total);
    let [first, prev, next, last] = b.to;
    el("div")
        .class("replay-steps")
        .attr("role", "group")
        .label(t("Avancer dans la partie", "Step through the game"))
        .child(step("|◀", t("Au début", "To the start"), first, "replay-first", start))
        .child(step("◀", t("Coup précédent", "Previous move"), prev, "replay-prev", start))
        .child(
            button(if b.playing { t("Pause", "Pause") } else { t("Lecture", "Play") }, b.play)
                .class("primary step")
                .testid("replay-play")
                .attr("aria-pressed", b.playing.to_string())
                .label(t("Lecture automatique", "Play automatically")),
        )
        .child(step("▶", t("Coup suivant", "Next move"), next, "replay-next", end))
        .child(step("▶|", t("À la fin", "To the end"), last, "replay-last", end))
}

/// Whose eyes: a drawer (six players' names would take a row of their
/// own); fixed, and only said, while the game shown is not over.
fn eyes(lang: Lang, names: &[String], b: &Bar) -> El {
    let t = |fr, en| lang.t(fr, en);
    let who = |e: Viewer| match e {
        Viewer::Table => t("La table", "The table").to_string(),
        Viewer::Seat(s) => names.get(s.index()).cloned().unwrap_or_default(),
    };
    let seen_by = format!("{}{}{}", t("Vu par", "Seen by"), lang.colon(), who(b.eyes));
    if b.eyes_cmds.is_empty() {
        el("p").class("replay-eyes fixed").testid("replay-eyes-fixed").text(seen_by)
    } else {
        el("details")
            .class("replay-menu replay-eyes")
            .child(el("summary").testid("replay-eyes-open").text(seen_by))
            .child(el("div").attr("role", "group").label(t("Vu par", "Seen by")).children(
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
    let t = |fr, en| lang.t(fr, en);
    el("details")
        .class("replay-menu replay-from")
        .child(el("summary").testid("play-from-open").text(t("Jouer d'ici", "Play from here")))
        .child(el("div").children(cmds.iter().enumerate().map(|(i, &cmd)| {
            let name = names.get(i).cloned().unwrap_or_default();
            button(
                match lang {
                    Lang::Fr => format!("À la place {}", de(&name)),
                    Lang::En => format!("As {name}"),
                },
                cmd,
            )
            .class("secondary")
            .testid("play-from")
            .into()
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
        .child(field(lang.t("Lien de cette position", "Link to this position"), plain, "share-link"))
        .child(field(lang.t("Pour un blog (iframe)", "For a blog (iframe)"), iframe, "share-iframe"))
}
