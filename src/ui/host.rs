//! The patcher's hosts: a `<div>` Leptos puts on the page, an element of
//! the patcher's own inside it (Leptos keeps its markers in the host), the
//! nodes last put there, and the one way a control drawn as nodes is
//! answered: its `data-cmd`, read by the host's delegated listeners. Two
//! hosts use it: [`VPage`] (a page drawn whole by one function) and the
//! shell's table host.

use super::patch;
use crate::scene::Node;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The patcher's element in a host and the nodes it shows. Copy: it only
/// holds stored values.
#[derive(Clone, Copy)]
pub struct Patched {
    root: StoredValue<Option<web_sys::Element>, LocalStorage>,
    shown: StoredValue<Vec<Node>, LocalStorage>,
}

impl Default for Patched {
    fn default() -> Self {
        Patched { root: StoredValue::new_local(None), shown: StoredValue::new_local(Vec::new()) }
    }
}

impl Patched {
    /// The patcher's element in `host`, made on first use; true when it was
    /// just made (a new screen).
    pub fn root(&self, host: &web_sys::Element) -> Option<(web_sys::Element, bool)> {
        if let Some(el) = self.root.get_value() {
            return Some((el, false));
        }
        let el = document().create_element("div").ok()?;
        el.set_class_name("vroot");
        let _ = host.append_child(&el);
        self.root.set_value(Some(el.clone()));
        Some((el, true))
    }

    /// Brings `root` in line with `nodes`.
    pub fn put(&self, root: &web_sys::Element, nodes: Vec<Node>) {
        self.shown.update_value(|old| {
            patch::patch(root, old, &nodes);
            *old = nodes;
        });
    }

    /// Reads the nodes on the page.
    pub fn with_shown<R>(&self, f: impl FnOnce(&[Node]) -> R) -> R {
        self.shown.with_value(|n| f(n))
    }
}

/// The command a control drawn as nodes names (`data-cmd`): the index its
/// host resolves (a handler of the page, a command of the table).
pub fn command_of(control: &web_sys::Element) -> Option<u32> {
    control.get_attribute("data-cmd").and_then(|c| c.parse::<u32>().ok())
}

/// The element an event happened on.
pub fn target_of(ev: &web_sys::Event) -> Option<web_sys::Element> {
    ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// What a control of a page does: it gets the control (to read a value).
pub type Handler = std::rc::Rc<dyn Fn(&web_sys::Element)>;

/// A page drawn as plain nodes, with the handlers its controls name.
#[derive(Default)]
pub struct Drawn {
    pub nodes: Vec<Node>,
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
    let patched = Patched::default();
    let handlers = StoredValue::new_local(Vec::<Handler>::new());
    Effect::new(move |_| {
        let drawn = draw.run(());
        let Some(host) = host.get() else { return };
        let Some((el, _)) = patched.root(&host) else { return };
        patched.put(&el, drawn.nodes);
        handlers.set_value(drawn.handlers);
    });
    let run = move |el: web_sys::Element| {
        let Some(i) = command_of(&el) else { return };
        if let Some(h) = handlers.with_value(|hs| hs.get(i as usize).cloned()) {
            h(&el);
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(target) = target_of(&ev) else { return };
        let Ok(Some(control)) = target.closest("button[data-cmd], a[data-cmd]") else { return };
        run(control);
    };
    // Text fields answer every keystroke (`data-on="input"`), other fields
    // their change; never both.
    let on_field = move |ev: leptos::ev::Event, input: bool| {
        let Some(target) = target_of(&ev) else { return };
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
