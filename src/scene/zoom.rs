//! The arithmetic of a map's zoom and pan (`ui::zoom` applies it to the
//! page): view boxes in map units, pure and tested natively.

/// Most zoomed in: a sixth of the map's width.
pub const MAX_ZOOM: f64 = 6.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Box4 {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Box4 {
    pub fn parse(s: &str) -> Option<Box4> {
        let v: Vec<f64> = s.split([' ', ',']).filter(|p| !p.is_empty()).filter_map(hundredths).collect();
        match v[..] {
            [x, y, w, h] if w > 0.0 && h > 0.0 => Some(Box4 { x, y, w, h }),
            _ => None,
        }
    }
    pub fn text(self) -> String {
        // Whole hundredths: no float printing code for a view box.
        let r = |v: f64| {
            let c = (v * 100.0).round() as i64;
            let sign = if c < 0 { "-" } else { "" };
            format!("{sign}{}.{:02}", c.abs() / 100, c.abs() % 100)
        };
        format!("{} {} {} {}", r(self.x), r(self.y), r(self.w), r(self.h))
    }
}

/// A number as written by [`Box4::text`] (or a whole one): `-12.5`,
/// `3.07`, `898`, read to the hundredth without the float parser (a large
/// piece of code in the .wasm).
fn hundredths(s: &str) -> Option<f64> {
    let (neg, s) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    if whole.is_empty() || frac.len() > 2 || !(whole.bytes().chain(frac.bytes())).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let w: i64 = whole.parse().ok()?;
    let f: i64 = if frac.is_empty() { 0 } else { format!("{frac:0<2}").parse().ok()? };
    let c = (w * 100 + f) as f64 / 100.0;
    Some(if neg { -c } else { c })
}

/// The view box zoomed by `factor` (> 1: closer) around the map point
/// `(px, py)`, kept between the whole map and `MAX_ZOOM`, and panned back
/// so that it never leaves the map.
pub fn zoomed(now: Box4, fit: Box4, factor: f64, px: f64, py: f64) -> Box4 {
    // min and max, not `clamp`: its assertion message brings float
    // formatting into the build (and it would panic on a box wider than `fit`).
    let w = (now.w / factor).max(fit.w / MAX_ZOOM).min(fit.w);
    let k = w / now.w;
    let h = now.h * k;
    let b = Box4 { x: px - (px - now.x) * k, y: py - (py - now.y) * k, w, h };
    clamped(b, fit)
}

/// `b` moved back inside `fit` (a view box as large as `fit` is `fit`).
pub fn clamped(b: Box4, fit: Box4) -> Box4 {
    if b.w >= fit.w - 0.01 {
        return fit;
    }
    let x = b.x.min(fit.x + fit.w - b.w).max(fit.x);
    let y = if b.h >= fit.h { fit.y + (fit.h - b.h) / 2.0 } else { b.y.min(fit.y + fit.h - b.h).max(fit.y) };
    Box4 { x, y, ..b }
}

/// The view box a small map starts with when a choice is asked: every
/// point of the choice (map units) with `pad` around it, at least `min_w`
/// wide, in `fit`'s proportions, on the map; the whole map when that would
/// be nearly all of it. Points empty: the whole map.
pub fn focus(points: &[(f64, f64)], fit: Box4, pad: f64, min_w: f64) -> Box4 {
    let Some(&(x0, y0)) = points.first() else { return fit };
    let (mut l, mut t, mut r, mut b) = (x0, y0, x0, y0);
    for &(x, y) in points {
        (l, t, r, b) = (l.min(x), t.min(y), r.max(x), b.max(y));
    }
    let (cx, cy) = ((l + r) / 2.0, (t + b) / 2.0);
    let ratio = fit.h / fit.w;
    let w = (r - l + 2.0 * pad).max((b - t + 2.0 * pad) / ratio).max(min_w.min(fit.w));
    if w >= fit.w * 0.9 {
        return fit;
    }
    clamped(Box4 { x: cx - w / 2.0, y: cy - w * ratio / 2.0, w, h: w * ratio }, fit)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIT: Box4 = Box4 { x: 0.0, y: 0.0, w: 800.0, h: 600.0 };

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_and_stays_on_the_map() {
        let z = zoomed(FIT, FIT, 2.0, 200.0, 150.0);
        assert_eq!(z, Box4 { x: 100.0, y: 75.0, w: 400.0, h: 300.0 });
        // Out again past the whole map: the whole map.
        assert_eq!(zoomed(z, FIT, 0.1, 0.0, 0.0), FIT);
        // Never closer than MAX_ZOOM, never off the map.
        let deep = zoomed(FIT, FIT, 100.0, 800.0, 600.0);
        assert!((deep.w - FIT.w / MAX_ZOOM).abs() < 1e-9);
        assert!(deep.x + deep.w <= FIT.w + 1e-9 && deep.y + deep.h <= FIT.h + 1e-9);
        assert!(deep.x >= 0.0 && deep.y >= 0.0);
    }

    #[test]
    fn a_choice_is_framed_whole_in_the_maps_proportions_and_on_the_map() {
        // Two cities near each other: a box of the least width, centred on them.
        let b = focus(&[(300.0, 200.0), (340.0, 240.0)], FIT, 40.0, 200.0);
        assert_eq!(b, Box4 { x: 220.0, y: 145.0, w: 200.0, h: 150.0 });
        // Every point inside with its margin.
        let pts = [(100.0, 300.0), (420.0, 380.0), (250.0, 180.0)];
        let b = focus(&pts, FIT, 40.0, 200.0);
        for (x, y) in pts {
            assert!(
                x - 40.0 >= b.x - 1e-9
                    && x + 40.0 <= b.x + b.w + 1e-9
                    && y - 40.0 >= b.y - 1e-9
                    && y + 40.0 <= b.y + b.h + 1e-9
            );
        }
        assert!((b.h / b.w - 0.75).abs() < 1e-9);
        // By the map's edge: moved back onto the map.
        let b = focus(&[(5.0, 5.0)], FIT, 40.0, 200.0);
        assert_eq!((b.x, b.y), (0.0, 0.0));
        // Points all over: the whole map; none: the whole map.
        assert_eq!(focus(&[(10.0, 10.0), (790.0, 590.0)], FIT, 40.0, 200.0), FIT);
        assert_eq!(focus(&[], FIT, 40.0, 200.0), FIT);
    }

    #[test]
    fn a_view_box_reads_and_writes_without_float_printing() {
        let b = Box4 { x: -12.5, y: 3.0, w: 400.25, h: 7.0 / 3.0 };
        assert_eq!(b.text(), "-12.50 3.00 400.25 2.33");
        assert_eq!(Box4::parse("-12.50 3.00 400.25 2.33"), Some(Box4 { x: -12.5, y: 3.0, w: 400.25, h: 2.33 }));
        assert_eq!(Box4::parse("-1 13 898 718"), Some(Box4 { x: -1.0, y: 13.0, w: 898.0, h: 718.0 }));
        assert_eq!(Box4::parse("0.5 0 10 10"), Some(Box4 { x: 0.5, y: 0.0, w: 10.0, h: 10.0 }));
        assert_eq!(Box4::parse("1.234 0 10 10"), None);
        assert_eq!(Box4::parse("0 0 0 10"), None);
        assert_eq!(Box4::parse("junk"), None);
    }
}
