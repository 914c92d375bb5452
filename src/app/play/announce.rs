//! The announcer: what a player who cannot see the table hears. Two live
//! regions stay on the page from its start (`app`'s root: a region must
//! be there before it speaks, or a screen reader misses its first words):
//! a polite log that reads, one message each, every event the eyes on
//! screen may read since the player last heard (or, the tablet passed,
//! since their own last move), ending with what is asked of them; and an
//! assertive one for a question put out of the turn's order (an offer to
//! answer, "Last order!"). A curtain empties both: behind it the page
//! holds no one's secret, not even in what was said. So does any change
//! of the eyes on screen (a public screen after a player's own, a
//! handover without a curtain): the regions then hold only what the new
//! eyes may read, as the visible log does.
//!
//! Focus follows the game here too: when a decision is put to the player
//! the status heading takes the focus, and after a move the focus never
//! falls to the page, nor stays on a control that now does something else.
//! While a choice is composed (notes put in an envelope) it stays on the
//! control in use, or goes into the panel a step opened.

use super::Driver;
use crate::app::Ctx;
use crate::engine::Screen;
use crate::scene::{Chatter, Heard};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How many messages the polite log keeps (older ones are dropped; a
/// screen reader has read them).
const KEPT: u32 = 40;

/// Where the announcer stands, kept by the driver between drawings.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Listener {
    pub heard: Option<Heard>,
    /// The decision last said: the moves made and the screen then.
    pub asked: Option<(usize, Screen)>,
}

/// A curtain is up, or the game left the table: nothing said before it
/// stays on the page.
pub(super) fn hush(driver: Driver) {
    // (The title it is about to write is the table's: a curtain writes its own.)
    TITLE.with(|t| t.take());
    empty_regions();
    let _ = driver.listener.try_update_value(|l| l.asked = None);
}

/// Both live regions emptied: what they held leaves the page.
fn empty_regions() {
    for id in ["announcer", "announcer-now"] {
        if let Some(r) = document().get_element_by_id(id) {
            r.set_text_content(None);
        }
    }
}

/// The focus before a drawing: on an element of the table (with the name
/// it had), on the page itself, or elsewhere (the menu, a dialog).
pub(super) enum Focus {
    Table(web_sys::Element, String),
    Page,
    Elsewhere,
}

/// Where the focus is, before the table is patched, and which panel of
/// the choice being composed was open (its `data-arrive`).
pub(super) fn focus_before(host: &web_sys::Element) -> (Focus, Option<String>) {
    let focus = match document().active_element() {
        Some(a) if host.contains(Some(&a)) => {
            let name = name_of(&a);
            Focus::Table(a, name)
        }
        Some(a) if !document().body().is_some_and(|b| b.is_same_node(Some(&a))) => Focus::Elsewhere,
        _ => Focus::Page,
    };
    (focus, arrival(host).and_then(|e| e.get_attribute("data-arrive")))
}

/// The panel a step of a choice opened (an offer's envelope): the scene
/// marks it `data-arrive`, the focus goes into it when it appears.
fn arrival(host: &web_sys::Element) -> Option<web_sys::Element> {
    host.query_selector("[data-arrive]").ok().flatten()
}

/// A control's name as a screen reader says it (its label, else its text).
fn name_of(e: &web_sys::Element) -> String {
    e.get_attribute("aria-label").unwrap_or_else(|| e.text_content().unwrap_or_default())
}

/// After a drawing: says what happened and what is asked, names the page
/// after the game and the turn, and puts the focus where a keyboard
/// player expects it.
pub(super) fn after_drawing(ctx: Ctx, driver: Driver, host: &web_sys::Element, before: (Focus, Option<String>)) {
    let (before, panel_before) = before;
    let lang = ctx.lang.get_untracked();
    let Some(listener) = driver.listener.try_get_value() else { return };
    let Some((news, screen, moves, name, replay)) = driver.table.try_with_untracked(|t| {
        (t.news(lang, listener.heard), t.screen(), t.moves_made(), t.name(), t.replay_position().is_some())
    }) else {
        return;
    };
    // Other eyes on screen (a public screen after a player's own, the
    // tablet passed without a curtain, a replay seen through someone
    // else): what was said to the eyes before leaves the page, as their
    // log did. The live regions hold only what the eyes now may read.
    if listener.heard.is_some_and(|h| h.eyes != news.now.eyes) {
        empty_regions();
    }
    let status = document().get_element_by_id("table-status").and_then(|s| s.text_content()).unwrap_or_default();
    title_soon(format!("{name} — {status}"));
    let chatter = ctx.chatter.get_untracked();
    let mut said: Vec<String> =
        news.lines.into_iter().filter(|l| chatter == Chatter::All || l.moment).map(|l| l.text).collect();
    // A decision put to a player at this tablet, or the end: said once.
    let deciding = matches!(screen, Screen::Turn(_) | Screen::Public(_) | Screen::Over) && !replay;
    let asked = (moves, screen);
    let new_question = deciding && listener.asked != Some(asked);
    // A question out of the turn's order is said at once, unless moves came
    // before it: then it is said after them, in their order (an assertive
    // word would be read before what led to it).
    if new_question && news.question && said.is_empty() {
        if let Some(r) = document().get_element_by_id("announcer-now") {
            r.set_text_content(Some(&status));
        }
    } else if new_question {
        said.push(status);
    }
    // The coach's words, once each, after what led to them.
    let coach = coach_news(host);
    if let Some((words, _)) = &coach {
        said.push(words.clone());
    }
    say(&said);
    driver
        .listener
        .set_value(Listener { heard: Some(news.now), asked: if deciding { Some(asked) } else { listener.asked } });
    // A step of the choice being composed (the same decision, no move):
    // the focus stays on the control in use even when its name now says
    // more ("Put a 5,000 note in the envelope: 2 in it"), or goes into
    // the panel that step opened.
    let composing = !new_question && listener.asked == Some(asked);
    if composing {
        if let Some(panel) = arrival(host) {
            if panel.get_attribute("data-arrive") != panel_before {
                return enter(&panel);
            }
        }
    }
    // A new step of the coach: the focus on what it asks ("Next", the
    // control it names, or its summary).
    if let Some((_, Some(target))) = coach {
        // What the step speaks of comes into view first (the bubble is beside it).
        // (Then the focus goes to "Next" without scrolling: the bubble is
        // fixed beside what it speaks of, and scrolling to it would take
        // what it speaks of, and so the bubble, off the screen again.)
        if let Ok(Some(spoken)) = host.query_selector("[data-coach-anchor]") {
            crate::ui::bring_into_view(&spoken);
            return focus_still(&target);
        }
        return enter(&target);
    }
    refocus(host, before, new_question && screen != Screen::Over, composing);
}

thread_local! {
    /// The coach's last words said (each step is said once).
    static COACH_SAID: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// A guided game's coach, if it says something new: its words, and where
/// the focus goes (its "Next", else the control it points at, else its
/// summary's title).
fn coach_news(host: &web_sys::Element) -> Option<(String, Option<web_sys::Element>)> {
    let find = |sel: &str| host.query_selector(sel).ok().flatten();
    let (words, focus) = match find("[data-testid=coach-summary]") {
        // Its title and its words, said as two sentences (not its buttons:
        // each says its name when the focus comes to it).
        Some(summary) => {
            let parts = summary.query_selector_all("h2, p").ok();
            let parts = (0..parts.as_ref().map_or(0, |p| p.length()))
                .filter_map(|i| parts.as_ref()?.item(i)?.text_content())
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>();
            (parts.join(" "), find("#coach-title"))
        }
        None => {
            let words = find("#coach-words")?.text_content().unwrap_or_default();
            let step = host.query_selector("[data-coach-step]").ok().flatten()?.get_attribute("data-coach-step");
            let focus = find("#coach-next").or_else(|| find("[data-coach-target][data-move]"));
            (format!("{}\u{1f}{words}", step.unwrap_or_default()), focus)
        }
    };
    let new = COACH_SAID.with_borrow_mut(|said| {
        let new = *said != words;
        if new {
            said.clone_from(&words);
        }
        new
    });
    let shown = words.rsplit('\u{1f}').next().unwrap_or_default().to_string();
    new.then_some((shown, focus))
}

/// The focus on `el`, the page not scrolled.
fn focus_still(el: &web_sys::Element) {
    let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() else { return };
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = el.focus_with_options(&options);
}

/// The focus into a panel just opened: on it (named, it says what it is),
/// Tab goes on to its controls.
fn enter(panel: &web_sys::Element) {
    let Some(panel) = panel.dyn_ref::<web_sys::HtmlElement>() else { return };
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(false);
    let _ = panel.focus_with_options(&options);
}

thread_local! {
    /// The page's title to write after the next paint (see [`title_soon`]).
    static TITLE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Names the page after the game and the turn, once the frame that shows
/// the drawing is painted: writing the title costs the browser a few
/// milliseconds at 4x (scripts/tap_profile.mjs --cpu), which a tap's frame
/// need not wait for, and computer moves drawn one after the other write
/// only the last of their titles (written only when it changes).
fn title_soon(title: String) {
    let first = TITLE.with(|t| t.borrow_mut().replace(title).is_none());
    if first {
        request_animation_frame(|| {
            set_timeout(
                || {
                    if let Some(title) = TITLE.with(|t| t.take()) {
                        if document().title() != title {
                            document().set_title(&title);
                        }
                    }
                },
                std::time::Duration::ZERO,
            )
        });
    }
}

/// Appends each message to the polite log, one element each (read one by one).
fn say(lines: &[String]) {
    let Some(log) = document().get_element_by_id("announcer") else { return };
    for line in lines {
        if let Ok(p) = document().create_element("p") {
            p.set_text_content(Some(line));
            let _ = log.append_child(&p);
        }
    }
    while log.child_element_count() > KEPT {
        if let Some(first) = log.first_element_child() {
            first.remove();
        }
    }
}

/// The status heading takes the focus when a decision is put to the
/// player, when the focused control left the page, or when it now does
/// something else (a second Enter must not do what the player did not read).
fn refocus(host: &web_sys::Element, before: Focus, decision: bool, composing: bool) {
    let lost = match before {
        // The player is elsewhere (the menu, a dialog): left there.
        Focus::Elsewhere => return,
        Focus::Page => false,
        Focus::Table(was, name) => match document().active_element() {
            Some(now) if now.is_same_node(Some(&was)) => {
                !host.contains(Some(&now)) || (!composing && name_of(&now) != name)
            }
            _ => true,
        },
    };
    if !(decision || lost) {
        return;
    }
    let Some(status) =
        document().get_element_by_id("table-status").and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = status.focus_with_options(&options);
}
