//! The page's clock and User Timing entries (read by scripts/budgets.mjs).

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    pub fn now() -> f64;
    #[wasm_bindgen(js_namespace = performance, js_name = measure, catch)]
    fn measure_with(name: &str, options: &JsValue) -> Result<JsValue, JsValue>;
}

thread_local! {
    static ON: bool = js_sys::Reflect::get(&js_sys::global(), &"tableeTiming".into())
        .is_ok_and(|v| v.is_truthy());
}

/// Whether the page asked for the detailed entries (command, render,
/// patch of every tap): `window.tableeTiming = true` before the app
/// starts. Computer decisions are always recorded (one entry a move).
pub fn on() -> bool {
    ON.with(|on| *on)
}

/// A `performance.measure` entry of `duration` ms starting at `start`.
pub fn measure(name: &str, start: f64, duration: f64) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"start".into(), &start.into());
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &duration.into());
    let _ = measure_with(name, &options);
}
