//! The board, compiled from `map.json` (format `tablee.pfeffersacke.map` v1) by build.rs.

use std::sync::OnceLock;

/// A city as written in `map.json` (see build.rs).
struct CityData {
    id: &'static str,
    large: bool,
    region: u8,
    slots: u8,
    lat: f32,
    lon: f32,
}

/// A route as written in `map.json`, its ends as city indices.
struct RouteData {
    a: u8,
    b: u8,
    toll: u8,
    bend: f32,
}

include!(concat!(env!("OUT_DIR"), "/pfeffersacke_map.rs"));

/// One city of the board. Its name in each language is the catalogue's
/// (`tx::city`, a choice on its id).
#[derive(Debug)]
pub struct City {
    pub id: &'static str,
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
    /// The regions' ids (their names: `tx::region`).
    pub regions: &'static [&'static str],
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
        let mut off = 0u8;
        let cities: Vec<City> = CITIES
            .iter()
            .map(|c| {
                let city =
                    City { id: c.id, large: c.large, region: c.region, slots: c.slots, off, lat: c.lat, lon: c.lon };
                off += c.slots;
                city
            })
            .collect();
        let routes: Vec<Route> = ROUTES.iter().map(|r| Route { a: r.a, b: r.b, toll: r.toll, bend: r.bend }).collect();
        let mut adj = vec![Vec::new(); cities.len()];
        for r in &routes {
            adj[r.a as usize].push((r.b, r.toll));
            adj[r.b as usize].push((r.a, r.toll));
        }
        Map { regions: REGIONS, total_slots: off as usize, cities, routes, adj }
    })
}
