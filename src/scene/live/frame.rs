//! The frame every table is drawn in, around what the game draws: the
//! headline with the hint and the public moments, the end screen, the
//! tools or the replay bar, the side column with the log. Then every control
//! is marked with what it does.

use super::Live;
use crate::engine::{Seat, Viewer};
use crate::i18n::{shell, Lang};
use crate::scene::contract::{Coaching, Command, GameUi, Replaying, Shell};
use crate::scene::dom::{el, El, Node};
use crate::scene::table::{AnyTable, Chrome};
use crate::scene::{replay, widgets};
use std::hash::{Hash, Hasher};

impl<G: GameUi> Live<G> {
    /// The whole table: the game's parts in the frame.
    pub(super) fn frame(&mut self, chrome: Chrome) -> Vec<Node> {
        let lang = chrome.lang;
        let mut parts = self.parts(lang, chrome.lazy_open);
        if let Some(r) = &self.replay {
            parts.status =
                replay::status(lang, &self.names(), self.table.moves_made(), r.span().1, self.table.to_act());
        } else if let Some(outcome) = self.table.outcome() {
            // The end: the winner first, then why, if the game says.
            let won = G::winner_line(&outcome, &self.table.view(self.eyes()), &self.names(), lang);
            parts.status = match parts.status.is_empty() {
                true => won,
                false => format!("{won} — {}", parts.status),
            };
        } else if self.table.actor() != Some(crate::scene::coach::LEARNER)
            && self.coach.as_ref().is_some_and(|c| c.holds(&self.table))
        {
            // A computer's turn, but the computers wait for the coach's "Next".
            parts.status = crate::scene::coach::tx::coach_waits(lang).to_string();
        }
        let hint = if self.replay.is_some() { None } else { self.current_hint() };
        let mut root = self.root(&parts.attrs);
        root = root
            .child(
                el("h1")
                    .class("visually-hidden")
                    .attr_opt("lang", G::NAME_LANG.filter(|l| *l != lang.code()).map(str::to_string))
                    .text(G::NAME),
            )
            // The headline and what the whole table must see, kept in sight.
            .child(
                el("div")
                    .class("headline")
                    .child(
                        el("h2")
                            .id("table-status")
                            .class("status")
                            .attr("tabindex", "-1")
                            .testid("status")
                            .text(parts.status),
                    )
                    // A hint and the public moments, together under the headline.
                    .child(
                        el("div")
                            .class("bulletins")
                            .child_opt(hint.clone().map(|(seat, mv)| self.hint_line(seat, mv, lang)))
                            .child(widgets::moments(lang, self.moments(lang))),
                    ),
            )
            .children(parts.main)
            .child_opt(self.end(chrome, parts.end));
        root = match self.replay_bar(lang) {
            Some(bar) => root.child(bar),
            None => root.child(self.tools(chrome)),
        };
        let log = self.log_lines(lang, 60);
        let hands = self.open_hands(lang);
        root = root.child(el("div").class("side").child_opt(hands).children(parts.side).child(widgets::log(lang, log)));
        let mut root: Node = root.into();
        for term in G::foreign_terms(lang) {
            crate::scene::names::foreign(&mut root, term, "fr");
        }
        mark_controls(&mut root, &self.commands, hint.map(|(_, mv)| mv).as_ref());
        if self.replay.is_some() {
            inert(&mut root, &self.commands);
        } else {
            self.coach_on(&mut root, lang);
        }
        vec![root]
    }

    /// A guided game: the coach's bubble (or its closing summary) on the
    /// table, and the element it speaks of marked (`data-coach-target`).
    fn coach_on(&mut self, root: &mut Node, lang: Lang) {
        use crate::scene::coach::{tx, Target, LEARNER};
        let Some(coach) = &self.coach else { return };
        let Node::El(table) = root else { return };
        if coach.finished(&self.table) {
            let unseen = coach.unseen();
            let titles: Vec<String> = G::texts()
                .rules(lang)
                .map(|sections| unseen.iter().filter_map(|i| sections.get(*i)).map(|s| s.title.clone()).collect())
                .unwrap_or_default();
            let real = self.push(Command::Coach(Coaching::Real));
            let keep = self.push(Command::Coach(Coaching::Keep));
            let said = match titles.is_empty() {
                true => tx::coach_all_seen(lang).to_string(),
                false => tx::coach_unseen(lang, crate::i18n::list(lang, &titles)),
            };
            table.children.push(
                el("section")
                    .class("coach summary")
                    .testid("coach-summary")
                    .attr("aria-labelledby", "coach-title")
                    .child(el("h2").id("coach-title").attr("tabindex", "-1").text(tx::coach_done_title(lang)))
                    .child(el("p").text(said))
                    .child(
                        el("div")
                            .class("coach-actions")
                            .child(widgets::button(tx::coach_real(lang), real).class("primary").testid("coach-real"))
                            .child(widgets::button(tx::coach_keep(lang), keep).class("secondary").testid("coach-keep")),
                    )
                    .into(),
            );
            return;
        }
        let Some(step) = coach.shown(&self.table) else { return };
        let (at, total) = (coach.step + 1, coach.script.steps.len());
        let words = step.say(&self.table.view(crate::engine::Viewer::Seat(LEARNER)), lang);
        let next = matches!(step.expect, crate::scene::coach::Expect::Next);
        let next = next.then(|| self.push(Command::Coach(Coaching::Next)));
        let skip = self.push(Command::Coach(Coaching::Skip));
        let (marked, aim) = match &step.target {
            Target::Table => (false, "table"),
            Target::Testid(id) => (mark_testid(table, id), "element"),
            Target::Move(kind) => (mark_moves(table, &self.commands, *kind), "move"),
        };
        // The bubble sits beside the first of them (the one brought into
        // view): with several anchors of one name, the style would take the
        // last, a screen away on a phone.
        if marked {
            anchor_first(table);
        }
        table.attrs.push(("data-coach-step", at.to_string()));
        let table_class = if marked { "coaching" } else { "coaching whole" };
        table.attrs.push(("data-coaching", table_class.to_string()));
        table.children.push(
            el("aside")
                .class("coach")
                .class_if("pointing", marked)
                .testid("coach")
                .attr("data-aim", aim)
                .attr("aria-labelledby", "coach-words")
                .child(el("p").class("coach-count").text(tx::coach_count(lang, at, total)))
                .child(el("p").id("coach-words").class("coach-words").text(words))
                .child(
                    el("div")
                        .class("coach-actions")
                        .child(widgets::button(tx::coach_skip(lang), skip).class("link").testid("coach-skip"))
                        .child_opt(next.map(|n| {
                            widgets::button(tx::coach_next(lang), n)
                                .class("primary")
                                .id("coach-next")
                                .testid("coach-next")
                        })),
                )
                .into(),
        );
    }

    /// The table element and what it says of itself to styles and tests.
    fn root(&self, attrs: &[(&'static str, String)]) -> El {
        let viewer = match self.eyes() {
            Viewer::Seat(s) => s.0.to_string(),
            Viewer::Table => "table".into(),
        };
        let mut root = el("section")
            .class("table")
            .class(G::ID)
            .class_if("fit", G::FITS_SCREEN)
            .testid("table")
            .attr("data-game", G::ID)
            .attr("data-viewer", viewer)
            .attr("data-moves", self.table.moves_made().to_string())
            .attr_opt("data-replay", self.replay.as_ref().map(|r| r.span().1.to_string()))
            .class_if("replaying", self.replay.is_some())
            // Changes with the holder's unfinished choice (tests wait on it).
            .attr("data-draft-state", draft_stamp(&self.draft))
            .attr("aria-labelledby", "table-status");
        for (k, v) in attrs {
            root = root.attr(k, v.clone());
        }
        root
    }

    /// "The strong computer's hint: Ana bids 0 — nothing strong in hand.": one sentence.
    fn hint_line(&self, seat: Seat, mv: G::Move, lang: Lang) -> El {
        let names = self.names();
        let view = self.table.view(Viewer::Seat(seat));
        let why = G::hint_reason(&view, &mv, &names, lang);
        let mut what = match G::hint_what(&view, &mv, &names, lang) {
            Some(what) => what,
            None => match self.table.preview(seat, mv) {
                Some(event) => G::event_text(&event, &names, lang),
                None => shell::hint_highlighted_move(lang).to_string(),
            },
        };
        let line = match why {
            Some(why) => {
                // One sentence: the move's own full stop gives way to the reason.
                if what.ends_with('.') {
                    what.pop();
                }
                shell::hint_line_why(lang, what, why)
            }
            None => shell::hint_line(lang, what),
        };
        el("p").class("hint-line").testid("hint").attr("role", "status").text(line)
    }

    /// The end screen, once the game is over: a replay's end is the end
    /// screen as it was, without its actions (the replay bar has them).
    fn end(&mut self, chrome: Chrome, details: Vec<Node>) -> Option<El> {
        let outcome = self.table.outcome()?;
        let lang = chrome.lang;
        let names = self.names();
        let actions = match self.replay {
            Some(_) => None,
            None => Some(widgets::EndActions {
                again: self.push(Command::Shell(Shell::PlayAgain)),
                watch: self.push(Command::Shell(Shell::Watch)),
                home: (!chrome.embed).then(|| self.push(Command::Shell(Shell::Home))),
            }),
        };
        let view = self.table.view(self.eyes());
        let marks = G::end_marks(&view, lang);
        let won = G::winner_line(&outcome, &view, &names, lang);
        let hints = self.table.hints();
        Some(widgets::end_screen::<G>(&outcome, &won, &names, &marks, hints, lang, details, actions))
    }

    /// The replay's bar (moves, eyes, share, play from here), in a replay.
    fn replay_bar(&mut self, lang: Lang) -> Option<El> {
        let r = self.replay.as_ref()?;
        let ((first, total), playing, eyes, locked) = (r.span(), r.playing, r.eyes, r.eyes_locked);
        let at = self.table.moves_made();
        let names = self.names();
        let bar = replay::Bar {
            first,
            at,
            total,
            playing,
            eyes,
            to: [first, at.saturating_sub(1).max(first), (at + 1).min(total), total]
                .map(|n| self.push(Command::Replay(Replaying::To(n)))),
            play: self.push(Command::Replay(Replaying::Play(!playing))),
            eyes_cmds: if locked {
                Vec::new()
            } else {
                std::iter::once(None)
                    .chain((0..names.len() as u8).map(Some))
                    .map(|e| self.push(Command::Replay(Replaying::Eyes(e))))
                    .collect()
            },
            share: self.push(Command::Shell(Shell::Share)),
            play_from: (0..names.len() as u8).map(|s| self.push(Command::Shell(Shell::PlayFrom(s)))).collect(),
            leave: self.push(Command::Shell(Shell::LeaveReplay)),
            rules: self.push(Command::Shell(Shell::Rules)),
            links: self.links.clone(),
            game: G::NAME,
        };
        Some(replay::bar(lang, &names, bar))
    }

    /// The tools of a game being played: undo, hint, rules, export, pace, share.
    fn tools(&mut self, chrome: Chrome) -> El {
        let lang = chrome.lang;
        let undo = self.table.can_undo().then(|| self.push(Command::Shell(Shell::Undo)));
        let rules = self.push(Command::Shell(Shell::Rules));
        let export = self.push(Command::Shell(Shell::Export));
        let share = self.push(Command::Shell(Shell::Share));
        let ask = self.table.hint_seat().is_some().then(|| self.push(Command::Hint));
        let computers = self.table.seats().iter().any(|s| !s.kind.is_human());
        let humans = self.table.seats().iter().filter(|s| s.kind.is_human()).count() > 1;
        widgets::tools(lang, undo, ask, rules, export, chrome, computers, humans)
            .child(
                widgets::button(shell::share(lang), share)
                    .class("secondary")
                    .testid("share")
                    .label(shell::share_label(lang)),
            )
            .child_opt(self.links.clone().map(|l| replay::links(lang, G::NAME, l)))
    }
}

/// Marks each control with what it does: `data-move` (plays a move) or
/// `data-draft` (changes the unfinished choice). Tests and styles use them.
/// A control that plays the hinted move is also marked `data-hint`.
fn mark_controls<M: PartialEq, D>(node: &mut Node, commands: &[Command<M, D>], hint: Option<&M>) {
    let Node::El(e) = node else { return };
    if let Some(i) = e.get("data-cmd").and_then(|c| c.parse::<usize>().ok()) {
        // A second way to a control the table also offers as a button (a
        // city tapped on a map): marked as such, so that "the controls" stay
        // the buttons (one per move, for tests and assistive technologies).
        let alternative = e.get("data-on-map").is_some();
        match commands.get(i) {
            Some(Command::Play(mv)) => {
                if !alternative {
                    e.attrs.push(("data-move", String::new()));
                }
                if hint == Some(mv) {
                    e.attrs.push((if alternative { "data-map-hint" } else { "data-hint" }, String::new()));
                }
            }
            Some(Command::Draft(_)) if !alternative => e.attrs.push(("data-draft", String::new())),
            _ => {}
        }
    }
    for c in &mut e.children {
        mark_controls(c, commands, hint);
    }
}

/// In a replay the game's own controls are drawn as they were, but do
/// nothing: they say so (`aria-disabled`) and are no moves.
fn inert<M, D>(node: &mut Node, commands: &[Command<M, D>]) {
    let Node::El(e) = node else { return };
    let game_control = e
        .get("data-cmd")
        .and_then(|c| c.parse::<usize>().ok())
        .and_then(|i| commands.get(i))
        .is_some_and(|c| !matches!(c, Command::Replay(_) | Command::Shell(_)));
    if game_control {
        e.attrs.retain(|(k, _)| !matches!(*k, "data-move" | "data-draft" | "data-hint" | "aria-disabled"));
        e.attrs.push(("aria-disabled", "true".into()));
    }
    for c in &mut e.children {
        inert(c, commands);
    }
}

/// A short stamp of a draft: it changes when the draft does.
fn draft_stamp<D: Hash>(draft: &D) -> String {
    let mut h = Fnv(0x811c_9dc5);
    draft.hash(&mut h);
    format!("{:08x}", h.0)
}

/// FNV-1a: small, and stable across builds and platforms (unlike the
/// standard hasher, whose output is not specified).
struct Fnv(u32);

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    }
    fn finish(&self) -> u64 {
        u64::from(self.0)
    }
}

/// Marks the first element of this `data-testid` as the one the coach
/// speaks of. False if the table has none.
fn mark_testid(e: &mut El, id: &str) -> bool {
    if e.get("data-testid") == Some(id) {
        e.attrs.push(("data-coach-target", String::new()));
        return true;
    }
    e.children.iter_mut().any(|c| match c {
        Node::El(child) => mark_testid(child, id),
        _ => false,
    })
}

/// Marks the first element the coach speaks of as the bubble's anchor
/// (`data-coach-anchor`). False if there is none.
fn anchor_first(e: &mut El) -> bool {
    if e.get("data-coach-target").is_some() {
        e.attrs.push(("data-coach-anchor", String::new()));
        return true;
    }
    e.children.iter_mut().any(|c| match c {
        Node::El(child) => anchor_first(child),
        _ => false,
    })
}

/// Marks the controls that play a move of this kind (buttons, not their
/// second ways on a map). False if there is none.
fn mark_moves<M, D>(e: &mut El, commands: &[Command<M, D>], kind: fn(&M) -> bool) -> bool {
    let mut found = false;
    let mine = e.get("data-on-map").is_none()
        && e.get("data-cmd")
            .and_then(|c| c.parse::<usize>().ok())
            .and_then(|i| commands.get(i))
            .is_some_and(|c| matches!(c, Command::Play(mv) if kind(mv)));
    if mine {
        e.attrs.push(("data-coach-target", String::new()));
        found = true;
    }
    for c in &mut e.children {
        if let Node::El(child) = c {
            found |= mark_moves(child, commands, kind);
        }
    }
    found
}
