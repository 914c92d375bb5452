//! Where things are drawn on the map (pure, tested natively): each city's
//! point and size, where its name goes so that no two names collide and no
//! name covers another city, and the box that holds it all (the map "fitted":
//! nothing cut off).

use super::map::map;
use super::text::city_name;
use crate::i18n::Lang;
use std::sync::OnceLock;

/// The size of a city's name, in map units.
pub const NAME_SIZE: f32 = 16.0;
/// A name's width per character, as a share of its size (a generous
/// estimate for the sans-serif faces of tablets and phones).
const CHAR_W: f32 = 0.6;

/// A point of the map, in map units: an equirectangular projection at the
/// map's middle latitude, north up.
pub fn xy(lat: f32, lon: f32) -> (f32, f32) {
    let k = 51f32.to_radians().cos();
    ((lon - 3.0) * k * 100.0 + 20.0, (54.6 - lat) * 100.0)
}

pub fn pt(city: u8) -> (f32, f32) {
    let c = &map().cities[city as usize];
    xy(c.lat, c.lon)
}

/// A city's radius: a large city grows with its slots.
pub fn radius(city: u8) -> f32 {
    let c = &map().cities[city as usize];
    if c.large {
        9.0 + 2.2 * f32::from(c.slots)
    } else {
        8.0
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

impl Rect {
    fn overlap(&self, o: &Rect) -> f32 {
        let w = self.x1.min(o.x1) - self.x0.max(o.x0);
        let h = self.y1.min(o.y1) - self.y0.max(o.y0);
        if w > 0.0 && h > 0.0 {
            w * h
        } else {
            0.0
        }
    }
    fn union(&self, o: &Rect) -> Rect {
        Rect { x0: self.x0.min(o.x0), y0: self.y0.min(o.y0), x1: self.x1.max(o.x1), y1: self.y1.max(o.y1) }
    }
    fn outside(&self, o: &Rect) -> f32 {
        (o.x0 - self.x0).max(0.0) + (self.x1 - o.x1).max(0.0) + (o.y0 - self.y0).max(0.0) + (self.y1 - o.y1).max(0.0)
    }
}

/// Where a city's name is drawn: its text anchor point and alignment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Label {
    pub x: f32,
    pub y: f32,
    /// `"middle"`, `"start"` or `"end"` (SVG `text-anchor`).
    pub anchor: &'static str,
    pub rect: Rect,
}

fn body(city: u8) -> Rect {
    let (x, y) = pt(city);
    let r = radius(city) + 1.0;
    Rect { x0: x - r, y0: y - r, x1: x + r, y1: y + r }
}

/// The label of a text of `chars` characters at one of eight places around
/// a city: below, above, right, left, then the diagonals.
fn candidate(city: u8, chars: usize, k: usize) -> Label {
    let (x, y) = pt(city);
    let r = radius(city);
    let w = chars as f32 * CHAR_W * NAME_SIZE;
    let h = NAME_SIZE;
    // The text's box from its baseline: ascent 0.8, descent 0.2 of its size.
    let d = r * 0.72 + 2.0;
    let (ax, base, anchor) = match k {
        0 => (x, y + r + 2.0 + 0.8 * h, "middle"),
        1 => (x, y - r - 2.0 - 0.2 * h, "middle"),
        2 => (x + r + 3.0, y + 0.3 * h, "start"),
        3 => (x - r - 3.0, y + 0.3 * h, "end"),
        4 => (x + d, y + d + 0.8 * h, "start"),
        5 => (x + d, y - d - 0.2 * h, "start"),
        6 => (x - d, y + d + 0.8 * h, "end"),
        _ => (x - d, y - d - 0.2 * h, "end"),
    };
    let x0 = match anchor {
        "middle" => ax - w / 2.0,
        "start" => ax,
        _ => ax - w,
    };
    Label { x: ax, y: base, anchor, rect: Rect { x0, y0: base - 0.8 * h, x1: x0 + w, y1: base + 0.2 * h } }
}

/// The cities' frame: every city with a margin for its name.
fn frame() -> Rect {
    let n = map().cities.len() as u8;
    let all = (0..n).map(body).reduce(|a, b| a.union(&b)).expect("cities");
    Rect { x0: all.x0 - 60.0, y0: all.y0 - 20.0, x1: all.x1 + 60.0, y1: all.y1 + 24.0 }
}

/// Each city's label, placed greedily: large cities first (most slots
/// first), each at the first place that covers no name already placed and
/// no other city, else at the place that covers least.
fn place(names: &[String]) -> Vec<Label> {
    let m = map();
    let n = m.cities.len();
    let bodies: Vec<Rect> = (0..n as u8).map(body).collect();
    let frame = frame();
    let mut order: Vec<usize> = (0..n).collect();
    crate::engine::sort::sort_by_key(&mut order, |&i| (!m.cities[i].large, std::cmp::Reverse(m.cities[i].slots)));
    let mut placed: Vec<Option<Label>> = vec![None; n];
    for i in order {
        let chars = names[i].chars().count();
        let cost = |l: &Label| {
            let names: f32 = placed.iter().flatten().map(|p| p.rect.overlap(&l.rect)).sum();
            let cities: f32 = bodies.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, b)| b.overlap(&l.rect)).sum();
            names * 4.0 + cities + l.rect.outside(&frame) * 50.0
        };
        let best = (0..8)
            .map(|k| candidate(i as u8, chars, k))
            .map(|l| (cost(&l), l))
            .fold(None::<(f32, Label)>, |best, (c, l)| match best {
                Some((b, _)) if b <= c => best,
                _ => Some((c, l)),
            })
            .map(|(_, l)| l);
        placed[i] = best;
    }
    placed.into_iter().map(|l| l.expect("a place")).collect()
}

/// The cities' labels in this language (names differ: Mayence, Mainz,
/// Mainz, Mainz; Cologne, Köln, Keulen). Asked only for the language shown,
/// whose catalogue is then loaded (in the browser, only that one is).
pub fn labels(lang: Lang) -> &'static [Label] {
    static CELLS: [OnceLock<Vec<Label>>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];
    CELLS[lang.index()].get_or_init(|| {
        let names: Vec<String> = (0..map().cities.len() as u8).map(|c| city_name(c, lang)).collect();
        place(&names)
    })
}

/// The whole map with every name of this language, and a small margin: the
/// view box of the map fitted (`x y w h`, whole units).
pub fn fit_box(lang: Lang) -> (i32, i32, i32, i32) {
    static FIT: [OnceLock<(i32, i32, i32, i32)>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];
    *FIT[lang.index()].get_or_init(|| {
        let n = map().cities.len() as u8;
        let mut all = (0..n).map(body).reduce(|a, b| a.union(&b)).expect("cities");
        for l in labels(lang) {
            all = all.union(&l.rect);
        }
        let (x0, y0) = ((all.x0 - 6.0).floor() as i32, (all.y0 - 6.0).floor() as i32);
        let (x1, y1) = ((all.x1 + 6.0).ceil() as i32, (all.y1 + 6.0).ceil() as i32);
        (x0, y0, x1 - x0, y1 - y0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_name_covers_another_name_or_another_city_and_all_fit() {
        let n = map().cities.len();
        for lang in Lang::ALL {
            let (fx, fy, fw, fh) = fit_box(lang);
            let fit = Rect { x0: fx as f32, y0: fy as f32, x1: (fx + fw) as f32, y1: (fy + fh) as f32 };
            let ls = labels(lang);
            assert_eq!(ls.len(), n);
            for i in 0..n {
                let name = city_name(i as u8, lang);
                assert_eq!(ls[i].rect.outside(&fit), 0.0, "{name} is inside the fitted map");
                for j in 0..n {
                    if i == j {
                        continue;
                    }
                    let other = city_name(j as u8, lang);
                    assert!(ls[i].rect.overlap(&ls[j].rect) < 1.0, "{name}'s name covers {other}'s ({lang:?})");
                    assert!(
                        ls[i].rect.overlap(&body(j as u8)) < 12.0,
                        "{name}'s name covers the city {other} ({lang:?})"
                    );
                }
            }
        }
    }

    #[test]
    fn every_city_is_inside_the_fitted_map() {
        for lang in Lang::ALL {
            let (fx, fy, fw, fh) = fit_box(lang);
            let fit = Rect { x0: fx as f32, y0: fy as f32, x1: (fx + fw) as f32, y1: (fy + fh) as f32 };
            for i in 0..map().cities.len() as u8 {
                assert_eq!(body(i).outside(&fit), 0.0, "{} inside ({lang:?})", map().cities[i as usize].id);
            }
        }
    }
}
