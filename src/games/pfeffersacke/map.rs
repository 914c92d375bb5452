//! The board, read once from `map.json` (format `tablee.pfeffersacke.map` v1).

use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Deserialize)]
struct RawRegion {
    id: String,
    name_fr: String,
    name_en: String,
}

#[derive(Deserialize)]
struct RawCity {
    id: String,
    name_fr: String,
    name_en: String,
    kind: String,
    region: String,
    slots: u8,
    lat: f32,
    lon: f32,
}

#[derive(Deserialize)]
struct RawRoute {
    a: String,
    b: String,
    toll: u8,
    #[serde(default)]
    bend: f32,
}

#[derive(Deserialize)]
struct Raw {
    regions: Vec<RawRegion>,
    cities: Vec<RawCity>,
    routes: Vec<RawRoute>,
}

/// One city of the board.
#[derive(Debug)]
pub struct City {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    pub large: bool,
    pub region: u8,
    /// Slots; for a large city also its value (disc and PI).
    pub slots: u8,
    /// Index of its first slot in the state's flat slot list.
    pub off: u8,
    pub lat: f32,
    pub lon: f32,
}

/// An undirected toll route.
#[derive(Debug)]
pub struct Route {
    pub a: u8,
    pub b: u8,
    pub toll: u8,
    pub bend: f32,
}

/// The whole board.
#[derive(Debug)]
pub struct Map {
    pub regions: Vec<(String, String)>,
    pub cities: Vec<City>,
    pub routes: Vec<Route>,
    /// Per city: (neighbour, toll).
    pub adj: Vec<Vec<(u8, u8)>>,
    pub total_slots: usize,
}

impl Map {
    pub fn city(&self, id: &str) -> Option<u8> {
        self.cities.iter().position(|c| c.id == id).map(|i| i as u8)
    }
    /// The toll between two cities, if a route joins them.
    pub fn toll(&self, a: u8, b: u8) -> Option<u8> {
        self.adj.get(a as usize)?.iter().find(|(c, _)| *c == b).map(|(_, t)| *t)
    }
}

/// The board (parsed on first use).
pub fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| {
        let raw: Raw = serde_json::from_str(include_str!("map.json")).expect("map.json parses");
        let mut off = 0u8;
        let cities: Vec<City> = raw
            .cities
            .into_iter()
            .map(|c| {
                let city = City {
                    large: c.kind == "large",
                    region: raw.regions.iter().position(|r| r.id == c.region).expect("region") as u8,
                    slots: c.slots,
                    off,
                    lat: c.lat,
                    lon: c.lon,
                    id: c.id,
                    name_fr: c.name_fr,
                    name_en: c.name_en,
                };
                off += c.slots;
                city
            })
            .collect();
        let idx = |id: &str| cities.iter().position(|c| c.id == id).expect("route city") as u8;
        let routes: Vec<Route> =
            raw.routes.iter().map(|r| Route { a: idx(&r.a), b: idx(&r.b), toll: r.toll, bend: r.bend }).collect();
        let mut adj = vec![Vec::new(); cities.len()];
        for r in &routes {
            adj[r.a as usize].push((r.b, r.toll));
            adj[r.b as usize].push((r.a, r.toll));
        }
        Map {
            regions: raw.regions.into_iter().map(|r| (r.name_fr, r.name_en)).collect(),
            total_slots: off as usize,
            cities,
            routes,
            adj,
        }
    })
}
