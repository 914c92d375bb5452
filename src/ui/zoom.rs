//! Zoom and pan of a map drawn by a game's table (`svg[data-fit]`): the
//! buttons of its area (`[data-zoom="in" | "out" | "fit"]`), the wheel, a
//! drag, and a pinch of two fingers. The state is the SVG's own `viewBox`
//! attribute: the scene always draws the same value (`data-fit`, the whole
//! map), so the patcher never touches what the player set, and a new table
//! starts fitted. The page holds no other state than the gesture under way.

use crate::scene::zoom::{clamped, zoomed, Box4};
use std::cell::RefCell;
use wasm_bindgen::JsCast;

/// One step of the buttons.
const STEP: f64 = 1.6;
/// A press that moves less than this (CSS px) is a tap, not a drag.
const SLOP: f64 = 8.0;

/// How many CSS px one map unit takes on screen (the SVG keeps its aspect:
/// `xMidYMid meet`), and where the view box's corner is on screen.
fn screen(svg: &web_sys::Element, now: Box4) -> (f64, f64, f64) {
    let r = svg.get_bounding_client_rect();
    let s = (r.width() / now.w).min(r.height() / now.h).max(1e-6);
    (s, r.left() + (r.width() - now.w * s) / 2.0, r.top() + (r.height() - now.h * s) / 2.0)
}

fn boxes(svg: &web_sys::Element) -> Option<(Box4, Box4)> {
    let fit = Box4::parse(&svg.get_attribute("data-fit")?)?;
    let now = svg.get_attribute("viewBox").and_then(|v| Box4::parse(&v)).unwrap_or(fit);
    Some((now, fit))
}

fn set(svg: &web_sys::Element, b: Box4, fit: Box4) {
    let _ = svg.set_attribute("viewBox", &b.text());
    units_per_px(svg, b);
    // Zoomed in, a finger pans the map; fitted, it scrolls the page.
    let _ = svg.class_list().toggle_with_force("zoomed", b != fit);
}

/// A map narrower than this (CSS px) starts each choice zoomed on it.
const SMALL: f64 = 600.0;

/// Starts a small map (a phone's, a narrow embed's) on the cities of the
/// choice asked, the scene's `data-focus`, once per new choice: the
/// player's own zoom stands until the next choice. A wide map stays whole.
pub fn focus(root: &web_sys::Element) {
    let Ok(Some(svg)) = root.query_selector("svg[data-fit][data-focus]") else { return };
    focus_map(&svg);
}

/// The map's width is the one its last layout gave it, kept by its
/// `ResizeObserver` ([`attach`]): a tap never forces a layout in the middle
/// of its patch to read it (that was 15 ms a tap at 4x in Pfeffersäcke,
/// `scripts/tap_profile.mjs --cpu`). A map not laid out yet is focused by
/// its observer's first report, before its first paint.
fn focus_map(svg: &web_sys::Element) {
    let Some(want) = svg.get_attribute("data-focus") else { return };
    if svg.get_attribute("data-focused").as_deref() == Some(want.as_str()) {
        return;
    }
    let Some((width, _)) = laid_out(svg).filter(|(w, _)| *w > 0.0) else { return };
    let _ = svg.set_attribute("data-focused", &want);
    let (Some((_, fit)), Some(b)) = (boxes(svg), Box4::parse(&want)) else { return };
    if width < SMALL {
        set(svg, clamped(b, fit), fit);
    }
}

/// Where the map's observer keeps its size (CSS px) on the element.
const SIZE: &str = "__tableeSize";

/// The map's width and height at its last layout, if it has had one.
fn laid_out(svg: &web_sys::Element) -> Option<(f64, f64)> {
    let size = js_sys::Reflect::get(svg, &wasm_bindgen::JsValue::from_str(SIZE)).ok()?;
    let size: &js_sys::Array = size.dyn_ref()?;
    Some((size.get(0).as_f64()?, size.get(1).as_f64()?))
}

/// The length of a move between two points (client px).
fn dist(ax: f64, ay: f64, bx: f64, by: f64) -> f64 {
    ((ax - bx) * (ax - bx) + (ay - by) * (ay - by)).sqrt()
}

/// Map units per CSS px, in hundredths, in `--u100` (the names of a choice
/// are drawn at least 11 px high with it, at any zoom). Set through the
/// CSSOM (the CSP refuses a written `style` attribute); the map's own
/// style is the page's: the scene never writes one.
fn units_per_px(svg: &web_sys::Element, now: Box4) {
    let (w, h) = laid_out(svg).unwrap_or_else(|| {
        let r = svg.get_bounding_client_rect();
        (r.width(), r.height())
    });
    let s = (w / now.w).min(h / now.h);
    if s > 0.0 {
        if let Ok(style) = js_sys::Reflect::get(svg, &wasm_bindgen::JsValue::from_str("style")) {
            let style: web_sys::CssStyleDeclaration = style.unchecked_into();
            let _ = style.set_property("--u100", &((100.0 / s).round() as i64).to_string());
        }
    }
}

/// A tap on a zoom button. True when it was one (the tap is used up).
pub fn on_click(target: &web_sys::Element) -> bool {
    // The click that ends a drag lands on the map (captured); any other
    // click is not owed to a drag.
    let owed = GESTURE.with(|g| std::mem::take(&mut g.borrow_mut().swallow_click));
    if owed && target.closest("svg[data-fit]").ok().flatten().is_some() {
        return true;
    }
    let Ok(Some(button)) = target.closest("[data-zoom]") else { return false };
    let area = button.closest("[data-zoom-area]").ok().flatten();
    let Some(svg) = area.and_then(|a| a.query_selector("svg[data-fit]").ok().flatten()) else { return true };
    let Some((now, fit)) = boxes(&svg) else { return true };
    let (cx, cy) = (now.x + now.w / 2.0, now.y + now.h / 2.0);
    let next = match button.get_attribute("data-zoom").as_deref() {
        Some("in") => zoomed(now, fit, STEP, cx, cy),
        Some("out") => zoomed(now, fit, 1.0 / STEP, cx, cy),
        _ => fit,
    };
    set(&svg, next, fit);
    true
}

/// Gives each map on the page its listeners (once per element): the wheel,
/// not passive (the table's host has `display: contents`, so a wheel
/// listener there has no box and the compositor would scroll without ever
/// calling it), and the pointer's press, moves and release, which then run
/// only over a map, not at every move of a pointer over any table.
pub fn attach(root: &web_sys::Element) {
    use wasm_bindgen::closure::Closure;
    let Ok(Some(svg)) = root.query_selector("svg[data-fit]") else { return };
    if !super::first_time(&svg, "__tableeZoom") {
        return;
    }
    // One closure for all five, holding its map: the event's type says which.
    let map = svg.clone();
    let f = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        if let Some(w) = ev.dyn_ref::<web_sys::WheelEvent>() {
            on_wheel(&map, w);
        } else if let Some(p) = ev.dyn_ref::<web_sys::PointerEvent>() {
            match ev.type_().as_str() {
                "pointerdown" => on_pointer_down(&map, p),
                "pointermove" => on_pointer_move(&map, p),
                _ => on_pointer_up(&map, p),
            }
        }
    });
    let options = web_sys::AddEventListenerOptions::new();
    options.set_passive(false);
    for kind in ["wheel", "pointerdown", "pointermove", "pointerup", "pointercancel"] {
        let _ = svg.add_event_listener_with_callback_and_add_event_listener_options(
            kind,
            f.as_ref().unchecked_ref(),
            &options,
        );
    }
    // Lives as long as the page: one small closure per map element drawn.
    f.forget();
    // Its size at each layout (the first one too, before the first paint),
    // kept on the element for [`focus_map`] and [`units_per_px`].
    let seen = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
        for entry in entries.iter() {
            let Ok(entry) = entry.dyn_into::<web_sys::ResizeObserverEntry>() else { continue };
            let (map, r) = (entry.target(), entry.content_rect());
            let size = js_sys::Array::of2(&r.width().into(), &r.height().into());
            let _ = js_sys::Reflect::set(&map, &wasm_bindgen::JsValue::from_str(SIZE), &size);
            focus_map(&map);
        }
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(seen.as_ref().unchecked_ref()) {
        observer.observe(&svg);
    }
    seen.forget();
}

/// The wheel over the map zooms around the pointer.
fn on_wheel(svg: &web_sys::Element, ev: &web_sys::WheelEvent) {
    let Some((now, fit)) = boxes(svg) else { return };
    ev.prevent_default();
    let (s, ox, oy) = screen(svg, now);
    let (px, py) = (now.x + (f64::from(ev.client_x()) - ox) / s, now.y + (f64::from(ev.client_y()) - oy) / s);
    // A notch of a wheel (about 100 px) zooms by a fifth, in or out.
    let d = ev.delta_y().abs() / 500.0;
    let factor = if ev.delta_y() < 0.0 { 1.0 + d } else { 1.0 / (1.0 + d) };
    set(svg, zoomed(now, fit, factor, px, py), fit);
}

/// A pointer down on the map: its id and where it is (client px).
type Finger = (i32, f64, f64);

#[derive(Default)]
struct Gesture {
    /// Pointers down on the map.
    down: Vec<Finger>,
    /// The view box and the pointers when the gesture (re)started.
    start: Option<(Box4, Vec<Finger>)>,
    moved: bool,
    /// The click that ends a drag is not a tap on the city under it.
    swallow_click: bool,
}

thread_local! {
    static GESTURE: RefCell<Gesture> = RefCell::new(Gesture::default());
}

fn restart(svg: &web_sys::Element, g: &mut Gesture) {
    g.start = boxes(svg).map(|(now, _)| (now, g.down.clone()));
}

fn on_pointer_down(svg: &web_sys::Element, ev: &web_sys::PointerEvent) {
    GESTURE.with(|g| {
        let mut g = g.borrow_mut();
        // A new press: a click still owed to an old drag is not.
        g.swallow_click = false;
        // The first finger of a new touch (or a mouse): a new gesture. A
        // finger lifted off the map, whose release the map never saw, is
        // forgotten instead of turning the next drag into a pinch.
        if ev.is_primary() {
            g.down.clear();
        }
        if g.down.is_empty() {
            g.moved = false;
        }
        g.down.retain(|(id, ..)| *id != ev.pointer_id());
        g.down.push((ev.pointer_id(), f64::from(ev.client_x()), f64::from(ev.client_y())));
        restart(svg, &mut g);
    });
}

fn on_pointer_move(svg: &web_sys::Element, ev: &web_sys::PointerEvent) {
    GESTURE.with(|g| {
        let mut g = g.borrow_mut();
        // Only a pointer pressed on the map moves it.
        if !g.down.iter().any(|(id, ..)| *id == ev.pointer_id()) {
            return;
        }
        let Some((now, fit)) = boxes(svg) else { return };
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        if let Some(p) = g.down.iter_mut().find(|(id, ..)| *id == ev.pointer_id()) {
            (p.1, p.2) = (x, y);
        }
        let Some((start, at)) = g.start.clone() else { return };
        let (s, ox, oy) = screen(svg, start);
        let down = g.down.clone();
        match (&at[..], &down[..]) {
            ([(_, x0, y0)], [(_, x1, y1)]) => {
                let (dx, dy) = (x1 - x0, y1 - y0);
                if !g.moved && dist(*x0, *y0, *x1, *y1) < SLOP {
                    return;
                }
                // A drag pans only a zoomed map (fitted, the page scrolls).
                if now == fit && !g.moved {
                    return;
                }
                if !g.moved {
                    g.moved = true;
                    let _ = svg.set_pointer_capture(ev.pointer_id());
                }
                let b = Box4 { x: start.x - dx / s, y: start.y - dy / s, ..start };
                set(svg, clamped(b, fit), fit);
            }
            ([(_, ax, ay), (_, bx, by), ..], [(_, cx, cy), (_, dx, dy), ..]) => {
                let before = dist(*ax, *ay, *bx, *by).max(1.0);
                let after = dist(*cx, *cy, *dx, *dy).max(1.0);
                g.moved = true;
                ev.prevent_default();
                // The map point under the fingers' middle stays under it.
                let (mx0, my0) = ((ax + bx) / 2.0, (ay + by) / 2.0);
                let (mx1, my1) = ((cx + dx) / 2.0, (cy + dy) / 2.0);
                let (px, py) = (start.x + (mx0 - ox) / s, start.y + (my0 - oy) / s);
                let z = zoomed(start, fit, after / before, px, py);
                let k = z.w / start.w;
                let moved = Box4 { x: z.x - (mx1 - mx0) / s * k, y: z.y - (my1 - my0) / s * k, ..z };
                set(svg, clamped(moved, fit), fit);
            }
            _ => {}
        }
    });
}

fn on_pointer_up(svg: &web_sys::Element, ev: &web_sys::PointerEvent) {
    GESTURE.with(|g| {
        let mut g = g.borrow_mut();
        let before = g.down.len();
        g.down.retain(|(id, ..)| *id != ev.pointer_id());
        if g.down.len() == before {
            return;
        }
        if g.down.is_empty() {
            // A mouse's drag ends with a click on what is under it; a
            // finger that moved gives none.
            g.swallow_click = g.moved && ev.type_() == "pointerup" && ev.pointer_type() == "mouse";
            g.start = None;
        } else {
            restart(svg, &mut g);
        }
    });
}
