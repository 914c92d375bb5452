//! The map in words: beside the drawn map (an image to a screen reader),
//! a drawer with three tables kept in step with the game: the cities
//! (region, value and disc, who has posts there), the routes (toll, who
//! has posts at both ends) and the regions (cities, who is present).

use super::*;

/// The drawer of the map in words.
pub(super) fn map_in_words(ui: &Ui<Pfeffersacke>, v: &View) -> El {
    let lang = ui.lang;
    // Three tables of the whole map, a third of the table's elements: drawn
    // only while the drawer is open.
    lazy_drawer(tx::map_words(lang), ui.lazy_open, || {
        // It scrolls: it takes the keyboard focus, so it can be scrolled without a pointer.
        el("div")
            .attr("tabindex", "0")
            .attr("role", "group")
            .label(tx::map_words(lang))
            .child(cities(ui, v))
            .child(routes_table(ui, v))
            .child(regions(ui, v))
    })
    .class("pf-words")
    .testid("map-words")
}

/// A table with its caption and its column headers.
fn table(caption: String, headers: &[&str], testid: &str) -> El {
    el("table").class("pf-words-table").testid(testid).child(el("caption").text(caption)).child(
        el("thead").child(
            el("tr").children(headers.iter().map(|h| el("th").attr("scope", "col").text(h.to_string()).into())),
        ),
    )
}

/// A row: its first cell heads it.
fn row(head: String, cells: Vec<String>) -> Node {
    el("tr")
        .child(el("th").attr("scope", "row").text(head))
        .children(cells.into_iter().map(|c| el("td").text(c).into()))
        .into()
}

/// How many posts each seat has in `city` (index: seat).
fn posts_in(v: &View, city: u8) -> Vec<u8> {
    let mut n = vec![0u8; v.state.players.len()];
    for &o in v.state.city_slots(city) {
        if o > 0 {
            if let Some(k) = n.get_mut(usize::from(o - 1)) {
                *k += 1;
            }
        }
    }
    n
}

/// The seats listed by name ("nobody" when none).
fn who(ui: &Ui<Pfeffersacke>, seats: impl Iterator<Item = (usize, u8)>) -> String {
    let named: Vec<String> = seats
        .filter(|&(_, n)| n > 0)
        .map(|(s, n)| {
            let name = ui.name(Seat(s as u8));
            if n > 1 {
                tx::map_words_posts_of(ui.lang, name, n)
            } else {
                name.to_string()
            }
        })
        .collect();
    if named.is_empty() {
        tx::map_words_nobody(ui.lang).to_string()
    } else {
        named.join(", ")
    }
}

fn cities(ui: &Ui<Pfeffersacke>, v: &View) -> El {
    let lang = ui.lang;
    let headers = [tx::map_words_city(lang), tx::map_words_region(lang), tx::map_words_kind(lang), tx::map_words_posts(lang)];
    let mut t = table(tx::map_words_cities(lang).into(), &headers, "map-words-cities");
    let mut body = el("tbody");
    for (i, c) in map().cities.iter().enumerate() {
        let city = i as u8;
        let state = match v.state.discs[i] {
            _ if !c.large => "small",
            Disc::NotPlaced => "closed",
            Disc::OnBoard => "disc",
            Disc::Removed => "removed",
        };
        let posts = posts_in(v, city);
        body = body.child(row(
            city_name(city, lang),
            vec![
                region_name(c.region, lang),
                tx::city_state(lang, state, c.slots),
                who(ui, posts.iter().copied().enumerate()),
            ],
        ));
    }
    t = t.child(body);
    t
}

fn routes_table(ui: &Ui<Pfeffersacke>, v: &View) -> El {
    let lang = ui.lang;
    let headers =
        [tx::map_words_from(lang), tx::map_words_to(lang), tx::map_words_toll(lang), tx::map_words_both_ends(lang)];
    let t = table(tx::map_words_routes(lang).into(), &headers, "map-words-routes");
    let mut body = el("tbody");
    for r in &map().routes {
        let (a, b) = (posts_in(v, r.a), posts_in(v, r.b));
        let both = a.iter().zip(&b).map(|(x, y)| u8::from(*x > 0 && *y > 0)).enumerate();
        body = body.child(
            el("tr")
                .attr("data-route", format!("{}-{}", r.a, r.b))
                .child(el("th").attr("scope", "row").text(city_name(r.a, lang)))
                .child(el("td").text(city_name(r.b, lang)))
                .child(el("td").attr("data-toll", r.toll.to_string()).text(tx::map_words_toll_value(lang, r.toll)))
                .child(el("td").text(who(ui, both))),
        );
    }
    t.child(body)
}

fn regions(ui: &Ui<Pfeffersacke>, v: &View) -> El {
    let lang = ui.lang;
    let headers = [tx::map_words_region(lang), tx::map_words_cities_list(lang), tx::map_words_present(lang)];
    let t = table(tx::map_words_regions(lang).into(), &headers, "map-words-regions");
    let mut body = el("tbody");
    for region in 0..map().regions.len() as u8 {
        let cities: Vec<u8> = (0..map().cities.len() as u8).filter(|&c| map().cities[c as usize].region == region).collect();
        let mut present = vec![0u8; v.state.players.len()];
        for &c in &cities {
            for (s, n) in posts_in(v, c).into_iter().enumerate() {
                present[s] = present[s].max(u8::from(n > 0));
            }
        }
        let names: Vec<String> = cities.iter().map(|&c| city_name(c, lang)).collect();
        body = body.child(row(region_name(region, lang), vec![names.join(", "), who(ui, present.into_iter().enumerate())]));
    }
    t.child(body)
}
