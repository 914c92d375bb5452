//! Shared pieces of every game's table: curtain, score sheet, log, rules
//! dialog, seat setup.

pub mod curtain;
pub mod motion;
pub mod patch;
pub mod rules;
pub mod zoom;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Moves the keyboard focus to the element with this id after the next paint.
pub fn focus_later(id: &'static str) {
    request_animation_frame(move || {
        if let Some(el) = document().get_element_by_id(id).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    });
}

/// A new screen starts at the top of the page (not where the last one was
/// scrolled to).
pub fn scroll_top() {
    window().scroll_to_with_x_and_y(0.0, 0.0);
}

/// Scrolls the page just enough for `el` to be on screen (nothing when it
/// already is): `el.scrollIntoView({ block: "nearest" })`.
pub fn bring_into_view(el: &web_sys::Element) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    if let Ok(f) = js_sys::Reflect::get(el, &"scrollIntoView".into()) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            let _ = f.call1(el, &options);
        }
    }
}

/// Closes the open drawers (score sheet, log…) inside `root`; with `focus`,
/// the focus goes back to the toggle of the one closed.
pub fn close_drawers(root: &web_sys::Element, focus: bool) {
    let Ok(open) = root.query_selector_all("details.drawer[open], details.replay-menu[open]") else { return };
    for i in 0..open.length() {
        let Some(d) = open.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlDetailsElement>().ok()) else { continue };
        d.set_open(false);
        if focus {
            if let Some(s) =
                d.query_selector("summary").ok().flatten().and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = s.focus();
            }
        }
    }
}

/// The computer opponents' pace, adjustable at any time.
#[component]
pub fn PaceSelect() -> impl IntoView {
    use crate::app::{use_ctx, Pace};
    let ctx = use_ctx();
    let lang = ctx.lang.get_untracked();
    view! {
        <label class="field inline">
            <span>{ctx.t("Vitesse des ordinateurs", "Computer pace")}</span>
            <select data-testid="pace" on:change=move |ev| {
                if let Some(p) = Pace::parse(&event_target_value(&ev)) {
                    ctx.pace.set(p);
                    ctx.save_settings();
                }
            }>
                {Pace::ALL.into_iter().map(|p| view! {
                    <option value=p.code() selected=ctx.pace.get_untracked() == p>{p.label(lang)}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// What a control of a page does: it gets the control (to read a value).
pub type Handler = std::rc::Rc<dyn Fn(&web_sys::Element)>;

/// A page drawn as plain nodes, with the handlers its controls name.
#[derive(Default)]
pub struct Drawn {
    pub nodes: Vec<crate::scene::Node>,
    pub handlers: Vec<Handler>,
}

impl Drawn {
    /// Registers a handler; the control carries the returned index (`El::cmd`).
    pub fn on(&mut self, f: impl Fn(&web_sys::Element) + 'static) -> u32 {
        self.handlers.push(std::rc::Rc::new(f));
        (self.handlers.len() - 1) as u32
    }
}

/// A page drawn by `draw` (re-run whenever a signal it reads changes) and
/// patched in place. Buttons run their handler on click; fields, lists and
/// checkboxes on input/change. Written once for every page.
#[component]
pub fn VPage(draw: Callback<(), Drawn>) -> impl IntoView {
    let host = NodeRef::<leptos::html::Div>::new();
    let shown = StoredValue::new_local(Vec::<crate::scene::Node>::new());
    let handlers = StoredValue::new_local(Vec::<Handler>::new());
    let root = StoredValue::new_local(None::<web_sys::Element>);
    Effect::new(move |_| {
        let drawn = draw.run(());
        let Some(host) = host.get() else { return };
        if root.with_value(|r| r.is_none()) {
            let Ok(el) = document().create_element("div") else { return };
            el.set_class_name("vroot");
            let _ = host.append_child(&el);
            root.set_value(Some(el));
        }
        let Some(el) = root.get_value() else { return };
        shown.update_value(|old| {
            patch::patch(&el, old, &drawn.nodes);
            *old = drawn.nodes;
        });
        handlers.set_value(drawn.handlers);
    });
    let run = move |el: web_sys::Element| {
        let Some(i) = el.get_attribute("data-cmd").and_then(|c| c.parse::<usize>().ok()) else { return };
        if let Some(h) = handlers.with_value(|hs| hs.get(i).cloned()) {
            h(&el);
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let Ok(Some(control)) = target.closest("button[data-cmd], a[data-cmd]") else { return };
        run(control);
    };
    // Text fields answer every keystroke (`data-on="input"`), other fields
    // their change; never both.
    let on_field = move |ev: leptos::ev::Event, input: bool| {
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let wants_input = target.get_attribute("data-on").as_deref() == Some("input");
        if matches!(target.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
            && target.has_attribute("data-cmd")
            && wants_input == input
        {
            run(target);
        }
    };
    view! {
        <div class="vhost" node_ref=host on:click=on_click
            on:change=move |ev| on_field(ev, false) on:input=move |ev| on_field(ev, true)></div>
    }
}
