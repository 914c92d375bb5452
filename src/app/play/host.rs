//! The table on the page: the game draws it as plain nodes, the patcher
//! puts them in this host ([`ui::host`](crate::ui::host)), pieces travel
//! ([`ui::motion`](crate::ui::motion)), and a new question comes into view.
//! The table's controls are answered here, by the host's delegated
//! listeners only: a tap names a command of the table (`data-cmd`), a field
//! a setting of the shell (`data-change`: the pace, a replay's position).

use super::timing;
use super::Driver;
use crate::app::{use_ctx, Ctx};
use crate::scene::{Chatter, Chrome, Handover, Node, Pace};
use crate::ui::host::{command_of, target_of, Patched};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// What the host remembers between two drawings.
#[derive(Clone, Copy)]
struct Shown {
    patched: Patched,
    /// The game was over at the last drawing.
    was_over: StoredValue<bool, LocalStorage>,
    /// What the player is asked to decide, as last drawn (see [`decision`]).
    asked: StoredValue<Option<String>, LocalStorage>,
}

/// The table, drawn by the game as plain nodes and patched into this host.
#[component]
pub(super) fn TableHost(driver: Driver) -> impl IntoView {
    let ctx = use_ctx();
    let host = NodeRef::<leptos::html::Div>::new();
    let shown = Shown {
        patched: Patched::default(),
        was_over: StoredValue::new_local(false),
        asked: StoredValue::new_local(None),
    };
    // A drawer drawn only while open is open (see `watch_lazy`).
    let lazy = RwSignal::new_local(false);
    Effect::new(move |_| {
        let chrome = Chrome {
            lang: ctx.lang.get(),
            embed: ctx.embed,
            pace: ctx.pace.get(),
            chatter: ctx.chatter.get(),
            handover: ctx.handover.get(),
            lazy_open: lazy.get(),
        };
        driver.table.track();
        let Some(host) = host.get() else { return };
        watch_lazy(&host, lazy);
        redraw(ctx, driver, &host, shown, chrome);
    });
    on_cleanup(|| set_body_class("fit-table", false));
    // Escape closes an open drawer and gives the focus back to its toggle.
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" {
            if let Some(h) = host.get_untracked() {
                crate::ui::close_drawers(&h, true);
            }
        }
    };
    view! {
        <div
            class="vhost"
            node_ref=host
            on:mousedown=on_press
            on:click=move |ev| on_click(ctx, driver, host, ev)
            on:change=move |ev| on_change(ctx, driver, ev)
            on:keydown=on_key
        ></div>
    }
}

/// A drawer the table draws only while it is open (`data-lazy`:
/// `scene::widgets::lazy_drawer`) opens or closes: the table is drawn
/// again, with its contents or without. (`toggle` does not bubble: one
/// listener on the host, in the capture phase, set once per host.)
fn watch_lazy(host: &web_sys::Element, lazy: RwSignal<bool, LocalStorage>) {
    use wasm_bindgen::closure::Closure;
    if !crate::ui::first_time(host, "__tableeLazy") {
        return;
    }
    let f = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        let Some(details) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()) else { return };
        if details.has_attribute("data-lazy") {
            let _ = lazy.try_set(details.open());
        }
    });
    let _ = host.add_event_listener_with_callback_and_bool("toggle", f.as_ref().unchecked_ref(), true);
    // Lives as long as the host element: one small closure per table host.
    f.forget();
}

/// Draws the table again and puts it on the page (run by the host's
/// effect, which tracks what it reads: the language, the pace, the table).
fn redraw(ctx: Ctx, driver: Driver, host: &web_sys::Element, shown: Shown, chrome: Chrome) {
    let Some((el, new)) = shown.patched.root(host) else { return };
    if new {
        // A new screen (the table after a curtain, a game just opened).
        crate::ui::scroll_top();
    }
    let t0 = timing::now();
    let Some((nodes, over)) = driver.table.try_update_untracked(|t| (t.render(chrome), t.is_over())) else {
        return;
    };
    let t1 = timing::now();
    let focus = super::announce::focus_before(host);
    put(&el, shown.patched, nodes, chrome.pace);
    if timing::on() {
        timing::measure("tablee:render", t0, t1 - t0);
        timing::measure("tablee:patch", t1, timing::now() - t1);
    }
    // A table laid out to fit the screen: the page around it too (a
    // class on <body>, not a :has() rule the browser would re-check at
    // every change of the table).
    let fits = shown.patched.with_shown(|n| {
        n.first().and_then(|n| n.as_el()).and_then(|e| e.get("class")).is_some_and(|c| c.split(' ').any(|c| c == "fit"))
    });
    set_body_class("fit-table", fits);
    if over && !shown.was_over.get_value() {
        crate::ui::focus_later("end-title");
    }
    bring_question(&el, shown);
    shown.was_over.set_value(over);
    super::announce::after_drawing(ctx, driver, host, focus);
}

/// Patches `nodes` in, pieces travelling from where they were (nothing
/// on a new screen): only those the nodes say moved are measured.
fn put(el: &web_sys::Element, patched: Patched, nodes: Vec<Node>, pace: Pace) {
    // At the instant pace nothing travels: the table is where it will be.
    let plan = if pace == Pace::Instant {
        crate::scene::motion::Plan::default()
    } else {
        patched.with_shown(|old| crate::scene::motion::plan(old, &nodes))
    };
    let before = crate::ui::motion::before(el, &plan);
    patched.put(el, nodes);
    crate::ui::motion::after(el, before, &plan);
    crate::ui::zoom::attach(el);
    crate::ui::zoom::focus(el);
}

/// A new question (an offer arrives, a composer opens): its controls
/// come into view, without fighting the player's own scrolling
/// while the question stays the same.
/// After the frame is painted: the layout is then clean, so the
/// scroll reads it for free instead of forcing it in the middle of the
/// tap (scrollIntoView was 7 ms a tap at 4x in tap_profile.mjs --cpu).
fn bring_question(el: &web_sys::Element, shown: Shown) {
    let question = shown.patched.with_shown(decision);
    // The same question at a new turn (moves made since) is a new decision.
    let turn = shown.patched.with_shown(|nodes| {
        nodes.first().and_then(|n| n.as_el()).and_then(|e| e.get("data-moves")).unwrap_or_default().to_string()
    });
    let asked = question.as_ref().map(|q| format!("{q}#{turn}"));
    if asked == shown.asked.get_value() {
        return;
    }
    // Moves on the table itself (no decision area), not inside one: a
    // signature of the on-table moves (empty until a part is picked).
    let top = question.as_deref().is_some_and(|q| !q.starts_with(AREA));
    let host = question.is_some().then(|| el.clone());
    request_animation_frame(move || {
        set_timeout(
            move || {
                let Some(host) = host else { return };
                // A guided game's coach speaks of something: that stays in
                // view (its bubble is beside it), not the decision's controls.
                if let Ok(Some(spoken)) = host.query_selector("[data-coach-anchor]") {
                    crate::ui::bring_into_view(&spoken);
                    return;
                }
                // The controls are on the table itself (a bar to open…), not
                // in the decision area: the first of them; else the area of
                // the first control that can be tapped.
                // A choice half made: the move that completes it.
                let completing = match top {
                    true => {
                        host.query_selector(HALF).ok().flatten().and_then(|_| host.query_selector(MOVE).ok().flatten())
                    }
                    false => None,
                };
                let control =
                    completing.or_else(|| host.query_selector(if top { ON_TABLE } else { LIVE }).ok().flatten());
                let Some(control) = control else {
                    if top {
                        crate::ui::scroll_top();
                    }
                    return;
                };
                let choice = match top {
                    true => control,
                    false => control.closest(DECISION).ok().flatten().unwrap_or(control),
                };
                // With the hand (or wallet) it is decided with, when both fit
                // the screen: a small frame shows them together.
                let hand = host.query_selector(HAND).ok().flatten();
                // The status heading stays at the top of the page as it
                // scrolls: what it covers there is its height.
                let covered = host
                    .query_selector(".table > .headline")
                    .ok()
                    .flatten()
                    .map_or(0.0, |h| h.get_bounding_client_rect().height());
                crate::ui::bring_together(&choice, hand.as_ref(), covered);
            },
            Duration::ZERO,
        )
    });
    shown.asked.set_value(asked);
}

/// A tap on the table: a motion under way finishes, a map's zoom or
/// drag takes it, an open drawer closes, and a control runs its command.
fn on_click(ctx: Ctx, driver: Driver, host: NodeRef<leptos::html::Div>, ev: leptos::ev::MouseEvent) {
    // A tap during a motion finishes it: the table is where it will be.
    crate::ui::motion::finish_all();
    let Some(target) = target_of(&ev) else { return };
    // A map's zoom buttons, or the end of a drag over it.
    if crate::ui::zoom::on_click(&target) {
        return;
    }
    // A tap on the table, outside the open drawer, closes it; so does a
    // choice made in a replay's menu.
    let inside = target.closest("details.drawer, details.replay-menu").ok().flatten().is_some();
    let chosen = target.closest("details.replay-menu [data-cmd]").ok().flatten().is_some();
    if !inside || chosen {
        if let Some(h) = host.get_untracked() {
            crate::ui::close_drawers(&h, false);
        }
    }
    let Ok(Some(control)) = target.closest("[data-cmd]") else { return };
    let Some(index) = command_of(&control) else { return };
    // A control pressed from the keyboard (a click of detail 0) may
    // leave the page: the focus moves first, so keyboard players keep
    // their place. A pointer's tap never gave it the focus (see
    // `on_press`): nothing to move.
    if ev.detail() == 0 && control.get_attribute("aria-disabled").as_deref() != Some("true") {
        if let Some(id) = control.get_attribute("data-refocus") {
            if let Some(h) = document().get_element_by_id(&id).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = h.focus();
            }
        }
    }
    driver.command(ctx, index);
}

/// A field of the table changed: a replay's position, or the pace.
fn on_change(ctx: Ctx, driver: Driver, ev: leptos::ev::Event) {
    if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
        if input.get_attribute("data-change").as_deref() == Some("replay-at") {
            if let Ok(at) = input.value().parse::<usize>() {
                if driver.table.try_update(|t| t.replay_to(at)) == Some(true) {
                    driver.show_position();
                }
            }
        }
        return;
    }
    let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) else { return };
    match target.get_attribute("data-change").as_deref() {
        Some("pace") => {
            if let Some(p) = Pace::parse(&target.value()) {
                ctx.pace.set(p);
                ctx.save_settings();
            }
        }
        Some("chatter") => {
            if let Some(c) = Chatter::parse(&target.value()) {
                ctx.chatter.set(c);
                ctx.save_settings();
            }
        }
        Some("handover") => {
            if let Some(h) = Handover::parse(&target.value()) {
                ctx.handover.set(h);
                ctx.save_settings();
            }
        }
        _ => {}
    }
}

/// A pointer pressing a move or a draft control does not focus it: a
/// focused card that leaves the hand costs the browser a focus fix-up in
/// the middle of the tap (about 1 ms at 4x, with the focus() that
/// avoided it), and a pointer player has no use for the focus. Keyboard
/// players tab to the controls as before; the tools (rules, export…)
/// take the focus as buttons do, which a closed dialog gives back to.
fn on_press(ev: leptos::ev::MouseEvent) {
    let on_control = target_of(&ev).is_some_and(|t| t.closest("[data-move], [data-draft]").ok().flatten().is_some());
    if on_control {
        ev.prevent_default();
    }
}

/// Adds or removes a class of the page's <body>.
fn set_body_class(class: &str, on: bool) {
    if let Some(body) = document().body() {
        // Only a change is written: `add` of a class already there still
        // rewrites the attribute (a mutation at every render).
        let list = body.class_list();
        if list.contains(class) != on {
            let _ = if on { list.add_1(class) } else { list.remove_1(class) };
        }
    }
}

/// The area where the player decides (every game's table marks it so).
const DECISION: &str = ".table .choice, .table [data-testid=decide]";
/// A control of a move on the table that can be tapped (its first).
const ON_TABLE: &str = ".table [data-move]:not([aria-disabled=true]), .table [data-draft]:not([aria-disabled=true])";
/// The holder's hand (Barracuda: the wallet), seen with the decision.
const HAND: &str = ".table [data-testid=hand], .table [data-testid=wallet]";
/// A part of a choice picked on the table (a card of a pair).
const HALF: &str = ".table [data-draft][aria-pressed=true]";
/// A move on the table that can be tapped.
const MOVE: &str = ".table [data-move]:not([aria-disabled=true])";
/// The signature's mark of a question asked in a decision area.
const AREA: &str = "area:";
/// A control of a decision that can be tapped.
const LIVE: &str =
    ".table .choice [data-cmd]:not([aria-disabled=true]), .table [data-testid=decide] [data-cmd]:not([aria-disabled=true])";

/// What the decision area asks, as a signature: [`AREA`], then the test
/// ids and tags of its elements (not their commands, which change at
/// every render); the moves offered on the table once a part of a choice
/// is picked (else empty) when no area has anything to tap; `None` when
/// nothing is asked.
fn decision(nodes: &[Node]) -> Option<String> {
    let mut all = Vec::new();
    for n in nodes {
        n.walk(&mut all);
    }
    // The first area with something to tap (a hand waiting while a trade
    // is answered is not the question); none: a hint with nothing to tap
    // ("choose an action on a bar above"), the empty signature.
    let tappable = |area: &_| {
        let mut inside = Vec::new();
        Node::walk_el(area, &mut inside);
        inside.iter().any(|e| e.get("data-cmd").is_some() && e.get("aria-disabled") != Some("true"))
    };
    // Moves offered on the table itself (La Bourse's cards in hand).
    let on_table = all.iter().any(|e| {
        (e.get("data-move").is_some() || e.get("data-draft").is_some()) && e.get("aria-disabled") != Some("true")
    });
    let areas: Vec<_> = all
        .iter()
        .copied()
        .filter(|e| {
            e.get("data-testid") == Some("decide")
                || e.get("class").is_some_and(|c| c.split(' ').any(|c| c == "choice"))
        })
        .collect();
    let Some(area) = areas.iter().copied().find(|a| tappable(a)) else {
        // On the table: the moves it offers, once a part of the choice is
        // picked (La Bourse's two cards, then "Lay"): the control that
        // completes it comes into view then.
        let half = all.iter().any(|e| e.get("data-draft").is_some() && e.get("aria-pressed") == Some("true"));
        let moves = all
            .iter()
            .filter(|e| half && e.get("data-move").is_some() && e.get("aria-disabled") != Some("true"))
            .map(|e| e.get("data-testid").unwrap_or(e.tag))
            .collect::<Vec<_>>()
            .join("|");
        return (!areas.is_empty() || on_table).then_some(moves);
    };
    let mut inside = Vec::new();
    Node::walk_el(area, &mut inside);
    // Test ids and tags only: a class that changes with each tap of a
    // choice (a step refused, a note picked) is still the same question;
    // so is a note tapped into an envelope (`data-note`), and so are the
    // drawings (`aria-hidden`).
    Some(
        std::iter::once(AREA)
            .chain(
                inside
                    .iter()
                    .filter(|e| e.get("data-note").is_none() && e.get("aria-hidden") != Some("true"))
                    .map(|e| e.get("data-testid").unwrap_or(e.tag)),
            )
            .collect::<Vec<_>>()
            .join("|"),
    )
}
