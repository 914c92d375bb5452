//! Motion that explains the game (design.md §7.1), by FLIP: before a patch,
//! [`before`] notes where each piece (`[data-fly]`), each seat
//! (`[data-seat]` of the players' strip) and the hand are; after it,
//! [`after`] moves each piece from where it was (or from where it came:
//! `data-from="seat-N"` or `"hand"`) to its new place with a transform, so
//! the compositor does the work. It travels as a copy over the whole page
//! ([`fly`]): no region clips or covers it on its way. A piece that leaves the table with
//! `data-leave="seat-N"` (a trick taken) gathers toward that seat.
//! Nothing moves with `prefers-reduced-motion`; a tap finishes every motion
//! at once ([`finish_all`]); the scene's nodes carry the hints, the page
//! holds no other state.

use crate::scene::motion::Plan;
use leptos::prelude::{document, window};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How long a piece travels, in ms.
const TRAVEL_MS: f64 = 420.0;

#[derive(Clone, Copy)]
struct Rect {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

impl Rect {
    fn of(el: &web_sys::Element) -> Rect {
        let r = el.get_bounding_client_rect();
        Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() }
    }
    fn cx(self) -> f64 {
        self.x + self.w / 2.0
    }
    fn cy(self) -> f64 {
        self.y + self.h / 2.0
    }
    fn visible(self) -> bool {
        self.w > 0.0 && self.h > 0.0
    }
}

/// Where things were before a patch.
#[derive(Default)]
pub struct Before {
    pieces: Vec<(String, Rect)>,
    places: Vec<(String, Rect)>,
    leaving: Vec<(web_sys::Element, Rect, String)>,
}

impl Before {
    fn place(&self, name: &str) -> Option<Rect> {
        self.places.iter().find(|(n, _)| n == name).map(|(_, r)| *r)
    }
}

thread_local! {
    /// The motions this module started and that may still run.
    static RUNNING: RefCell<Vec<js_sys::Object>> = const { RefCell::new(Vec::new()) };
}

/// The person asked for less motion.
fn reduced() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

fn all(root: &web_sys::Element, selector: &str) -> Vec<web_sys::Element> {
    let Ok(list) = root.query_selector_all(selector) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok()).collect()
}

/// The seats and the hand: where pieces come from and go to.
fn places(root: &web_sys::Element) -> Vec<(String, Rect)> {
    let mut out: Vec<(String, Rect)> = all(root, "[data-testid=players-strip] > [data-seat]")
        .iter()
        .filter_map(|e| Some((format!("seat-{}", e.get_attribute("data-seat")?), Rect::of(e))))
        .collect();
    if let Some(h) = all(root, "[data-testid=hand]").first() {
        out.push(("hand".into(), Rect::of(h)));
    }
    // The seat whose turn it was: a piece it laid comes from there
    // (`data-from="actor"`, for a table that does not know who laid what).
    if let Some(a) = all(root, "[data-testid=players-strip] > .acting").first() {
        out.push(("actor".into(), Rect::of(a)));
    }
    out
}

/// Notes where the pieces of `plan` are, before the page changes. Nothing
/// (and no layout read) when nothing travels, or when the person asked for
/// less motion.
pub fn before(root: &web_sys::Element, plan: &Plan) -> Option<Before> {
    if plan.is_empty() || reduced() {
        return None;
    }
    let pieces = all(root, "[data-fly]")
        .iter()
        .filter_map(|e| e.get_attribute("data-fly").filter(|id| plan.travel.contains(id)).map(|id| (id, Rect::of(e))))
        .collect();
    let leaving = all(root, "[data-leave]")
        .into_iter()
        .filter(|e| e.get_attribute("data-key").is_some_and(|k| plan.leave.contains(&k)))
        .filter_map(|e| Some((e.clone(), Rect::of(&e), e.get_attribute("data-leave")?)))
        .collect();
    let places = if plan.arrive.is_empty() && plan.leave.is_empty() { Vec::new() } else { places(root) };
    Some(Before { pieces, places, leaving })
}

/// Moves what moved, after the patch.
pub fn after(root: &web_sys::Element, before: Option<Before>, plan: &Plan) {
    let Some(mut before) = before else { return };
    let leaving = std::mem::take(&mut before.leaving);
    let now_places = places(root);
    let place = |name: &str| before.place(name).or_else(|| now_places.iter().find(|(n, _)| n == name).map(|(_, r)| *r));
    for el in all(root, "[data-fly]") {
        let Some(id) = el.get_attribute("data-fly").filter(|id| plan.moves(id)) else { continue };
        let to = Rect::of(&el);
        if !to.visible() {
            continue;
        }
        let from = match before.pieces.iter().find(|(n, _)| *n == id) {
            Some((_, r)) => Some(*r),
            // New on the table: from its seat or the hand, if it says so.
            None => el.get_attribute("data-from").and_then(|f| place(&f)).map(|r| Rect {
                x: r.cx() - to.w / 2.0,
                y: r.cy() - to.h / 2.0,
                w: to.w * 0.6,
                h: to.h * 0.6,
            }),
        };
        let Some(from) = from.filter(|r| r.visible()) else { continue };
        let (dx, dy) = (from.x - to.x, from.y - to.y);
        if dx.abs() < 1.0 && dy.abs() < 1.0 {
            continue;
        }
        // Not `clamp`: its assertion message brings float formatting into the build.
        #[allow(clippy::manual_clamp)]
        let scale = (from.w / to.w).max(0.3).min(3.0);
        let start = format!("translate({}px, {}px) scale({})", px(dx), px(dy), per_mille(scale));
        fly(root, &el, to, &start);
    }
    // What left toward a seat (a trick taken): a copy gathers there.
    for (el, from, target) in leaving {
        if el.is_connected() || !from.visible() {
            continue;
        }
        let Some(to) = place(&target) else { continue };
        let Some(copy) = inert_copy(&el) else { continue };
        let _ = copy.remove_attribute("data-fly");
        let _ = copy.class_list().add_1("flying");
        let Some(body) = document().body() else { continue };
        let _ = body.append_child(&copy);
        let start = format!("translate({}px, {}px)", px(from.x), px(from.y));
        let end = format!("translate({}px, {}px) scale(0.35)", px(to.cx() - from.w / 2.0), px(to.cy() - from.h / 2.0));
        match animate(&copy, &start, &end, TRAVEL_MS + 180.0) {
            Some(anim) => remove_when_done(&anim, &copy),
            None => copy.remove(),
        }
    }
}

/// A piece flies as a copy over the whole page, so that no region clips it
/// (the felt scrolls, and clips what passes its edge) or covers it (the
/// regions that are stacking contexts of their own: style/table.css). The copy
/// sits in <body>, fixed where the piece lands, inside empty repeats of the
/// piece's ancestors (same tags and classes, `display: contents`: no box),
/// so that the style sheet's rules for the piece in its place still apply to
/// it. The piece itself is hidden until the copy lands, or is cancelled by a
/// tap ([`finish_all`]).
fn fly(root: &web_sys::Element, el: &web_sys::Element, to: Rect, start: &str) {
    let doc = document();
    let Some(body) = doc.body() else { return };
    let Some(copy) = inert_copy(el) else { return };
    // Through the CSS object model: the page's policy refuses style attributes.
    let Some(look) = copy.dyn_ref::<web_sys::HtmlElement>().map(|c| c.style()) else { return };
    for (k, v) in [
        ("position", "fixed".to_string()),
        ("left", format!("{}px", px(to.x))),
        ("top", format!("{}px", px(to.y))),
        ("width", format!("{}px", px(to.w))),
        ("height", format!("{}px", px(to.h))),
        ("margin", "0".into()),
        ("box-sizing", "border-box".into()),
        ("z-index", "60".into()),
        ("pointer-events", "none".into()),
    ] {
        let _ = look.set_property(k, &v);
    }
    // The ancestors, from the table's root down to the piece's parent.
    let mut chain = Vec::new();
    let mut up = el.parent_element();
    while let Some(a) = up {
        if a == *root || a.local_name() == "body" {
            break;
        }
        up = a.parent_element();
        chain.push(a);
    }
    let mut top: web_sys::Element = copy.clone();
    for a in &chain {
        let Ok(shell) = doc.create_element(&a.local_name()) else { return };
        if let Some(class) = a.get_attribute("class") {
            let _ = shell.set_attribute("class", &class);
        }
        if let Some(shell) = shell.dyn_ref::<web_sys::HtmlElement>() {
            let _ = shell.style().set_property("display", "contents");
        }
        let _ = shell.set_attribute("aria-hidden", "true");
        let _ = shell.append_child(&top);
        top = shell;
    }
    let _ = body.append_child(&top);
    let Some(anim) = animate(&copy, start, "none", TRAVEL_MS) else {
        top.remove();
        return;
    };
    // The piece itself is hidden while its copy flies, by an animation of
    // its own: no attribute of the table changes (a reload shows the same
    // page), and a tap finishes both at once. Transparent, not
    // `visibility: hidden`: a hidden button leaves the Tab order and the
    // screen reader's tree for the flight, so a keyboard player who puts
    // a note in and Tabs at once to take it back could not reach it.
    let _ = animate_prop(el, "opacity", "0", "0", TRAVEL_MS);
    remove_when_done(&anim, &top);
}

/// `gone` leaves the page when `anim` finishes or is cancelled (a tap).
fn remove_when_done(anim: &js_sys::Object, gone: &web_sys::Element) {
    for event in ["onfinish", "oncancel"] {
        let gone = gone.clone();
        let done = Closure::once_into_js(move || gone.remove());
        let _ = js_sys::Reflect::set(anim, &event.into(), &done);
    }
}

/// A deep copy of `el` that nothing reads, focuses, finds or taps (its
/// `data-fly` stays: the piece it shows).
fn inert_copy(el: &web_sys::Element) -> Option<web_sys::Element> {
    let copy = el.clone_node_with_deep(true).ok()?.dyn_into::<web_sys::Element>().ok()?;
    strip(&copy);
    for e in all(&copy, "*") {
        strip(&e);
    }
    let _ = copy.set_attribute("aria-hidden", "true");
    let _ = copy.set_attribute("inert", "");
    Some(copy)
}

/// What makes an element of a copy findable or usable: gone.
fn strip(e: &web_sys::Element) {
    for attr in
        ["id", "data-testid", "data-key", "data-cmd", "data-from", "data-leave", "role", "aria-label", "tabindex"]
    {
        let _ = e.remove_attribute(attr);
    }
}

/// A length in whole pixels (integers only: formatting floats would bring
/// the float printing code into the .wasm).
fn px(v: f64) -> i32 {
    v.round() as i32
}

/// A scale as a decimal with three places ("0.625"), from integers.
fn per_mille(v: f64) -> String {
    let m = (v * 1000.0).round() as i32;
    format!("{}.{:03}", m / 1000, m % 1000)
}

/// `el.animate([{transform: from}, {transform: to}], {duration, easing})`.
fn animate(el: &web_sys::Element, from: &str, to: &str, ms: f64) -> Option<js_sys::Object> {
    animate_prop(el, "transform", from, to, ms)
}

/// `el.animate([{[prop]: from}, {[prop]: to}], {duration, easing})`, noted
/// among the running motions.
fn animate_prop(el: &web_sys::Element, prop: &str, from: &str, to: &str, ms: f64) -> Option<js_sys::Object> {
    let frame = |t: &str| {
        let f = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&f, &prop.into(), &t.into());
        f
    };
    let frames = js_sys::Array::of2(&frame(from), &frame(to));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &ms.into());
    let _ = js_sys::Reflect::set(&options, &"easing".into(), &"cubic-bezier(0.2, 0.7, 0.3, 1)".into());
    let f = js_sys::Reflect::get(el, &"animate".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    let anim = f.call2(el, &frames, &options).ok()?.dyn_into::<js_sys::Object>().ok()?;
    RUNNING.with(|r| {
        let mut r = r.borrow_mut();
        r.retain(|a| {
            js_sys::Reflect::get(a, &"playState".into()).ok().and_then(|s| s.as_string()).as_deref() == Some("running")
        });
        r.push(anim.clone());
    });
    Some(anim)
}

/// A tap during a motion finishes it at once (the table is where it will be).
pub fn finish_all() {
    let running = RUNNING.with(|r| std::mem::take(&mut *r.borrow_mut()));
    for a in running {
        if let Ok(f) = js_sys::Reflect::get(&a, &"finish".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
            let _ = f.call0(&a);
        }
    }
}
