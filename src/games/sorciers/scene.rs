//! The Sorciers table as pure data: players strip, trump, trick, bids, hand,
//! hands seen, score sheet, and the setup options. Rendered by the shell.

use super::text::{card_name, event_text, fmt_points, race_name, race_symbol, why_not};
use super::{tx, BidMode, BidView, Card, Config, Event, Kind, Move, Phase, Race, SorcierTurned, Sorciers, View};
use crate::engine::Seat;
use crate::i18n::{number, Lang};
use crate::scene::widgets::{self, refused, Chip};
use crate::scene::{el, names, opt, opt_on, El, GameUi, Node, OptionSpec, Options, Parts, Ui};

fn card_class(card: Card) -> &'static str {
    match card.kind() {
        Kind::Race(Race::H, _) => "card race-h",
        Kind::Race(Race::E, _) => "card race-e",
        Kind::Race(Race::N, _) => "card race-n",
        Kind::Race(Race::G, _) => "card race-g",
        Kind::Sorcier => "card sorcier",
        Kind::Fou => "card fou",
    }
}

/// The drawn face (decorative: the accessible name is on the card): the
/// value in the corner and the race's emblem (an SVG of `public/cards/`,
/// drawn by the style sheet in the race's colour).
fn face(e: El, card: Card) -> El {
    let top = match card.kind() {
        Kind::Race(_, v) => v.to_string(),
        // The letter is drawn by CSS.
        Kind::Sorcier | Kind::Fou => String::new(),
    };
    // One index only: a second one would make the visible text ("13 13")
    // differ from the card's accessible name ("Nains 13").
    e.child(el("span").class("corner").attr("aria-hidden", "true").text(top))
        .child(el("span").class("emblem").attr("aria-hidden", "true"))
}

/// A card of the trump race wears the trump's mark.
fn trump_mark(e: El, card: Card, trump: Option<Race>) -> El {
    e.class_if("trump", trump.is_some() && card.race_of() == trump)
}

/// A card on the table (an image, not a control).
fn table_card(card: Card, lang: Lang) -> El {
    face(
        el("span")
            .class(card_class(card))
            .attr("role", "img")
            .label(card_name(card, lang))
            .attr("data-card", card.code()),
        card,
    )
}

impl GameUi for Sorciers {
    const NAME: &'static str = "Sorciers";
    const NAME_LANG: Option<&'static str> = Some("fr");
    const PLAYERS: (u8, u8) = (3, 6);
    const MINUTES: (u16, u16) = (25, 45);
    const FITS_SCREEN: bool = true;
    const COACHED: bool = true;
    type Draft = ();

    fn coach() -> Option<&'static crate::scene::coach::Script<Self>> {
        Some(&super::coach::SCRIPT)
    }

    fn pitch(lang: Lang) -> &'static str {
        crate::i18n::shell::pitch_sorciers(lang)
    }

    fn texts() -> &'static crate::i18n::Domain {
        &super::tx::DOMAIN
    }

    fn options(_players: u8, values: &Options, lang: Lang) -> Vec<OptionSpec> {
        let c = Self::config_for(3, values);
        let bid = match c.bid_mode {
            BidMode::Open => "open",
            BidMode::Simultaneous => "simultaneous",
            BidMode::Hidden => "hidden",
        };
        let on = |b: bool| if b { "1" } else { "0" }.to_string();
        vec![
            OptionSpec {
                key: "official",
                label: tx::option_official(lang),
                choices: vec![],
                value: on(c.sorcier_turned == SorcierTurned::DealerChooses),
                disabled: false,
            },
            OptionSpec {
                key: "bid",
                label: tx::option_bids(lang),
                choices: vec![
                    ("open", tx::option_bids_open(lang)),
                    ("simultaneous", tx::option_bids_simultaneous(lang)),
                    ("hidden", tx::option_bids_hidden(lang)),
                ],
                value: bid.into(),
                disabled: false,
            },
            OptionSpec {
                key: "somme",
                label: tx::option_somme_non_nulle(lang),
                choices: vec![],
                value: on(c.somme_non_nulle),
                disabled: c.bid_mode != BidMode::Open,
            },
            OptionSpec {
                key: "vision",
                label: tx::option_vision_de_l_enfer(lang),
                choices: vec![],
                value: on(c.vision_de_l_enfer),
                disabled: false,
            },
        ]
    }

    fn config_for(players: u8, values: &Options) -> Config {
        let bid_mode = match opt(values, "bid") {
            Some("simultaneous") => BidMode::Simultaneous,
            Some("hidden") => BidMode::Hidden,
            _ => BidMode::Open,
        };
        Config {
            players,
            sorcier_turned: if opt_on(values, "official") {
                SorcierTurned::DealerChooses
            } else {
                SorcierTurned::NoTrump
            },
            somme_non_nulle: opt_on(values, "somme") && bid_mode == BidMode::Open,
            bid_mode,
            vision_de_l_enfer: opt_on(values, "vision"),
        }
    }

    fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
        event_text(event, names, lang)
    }

    fn hint_reason(view: &View, mv: &Move, _names: &[String], lang: Lang) -> Option<String> {
        super::why::reason(view, mv).map(|why| why.text(lang))
    }

    fn bubble(event: &Event, _names: &[String], lang: Lang) -> Option<(Seat, String)> {
        super::text::bubble(event, lang)
    }

    fn winner_label(lang: Lang) -> &'static str {
        tx::winner_label(lang)
    }

    /// The variants' French names, given after each language's own name:
    /// read as French on other pages.
    fn foreign_terms(lang: Lang) -> &'static [&'static str] {
        // (Not a text: the French names are the same in every language.)
        if lang == Lang::Fr {
            &[]
        } else {
            &["Vision de l'enfer", "Somme non-nulle"]
        }
    }

    /// The bids shown together, and a round's scores.
    fn spotlight(event: &Event) -> bool {
        matches!(event, Event::BidsRevealed { .. } | Event::RoundScored { .. })
    }

    fn beat(event: &Event) -> bool {
        matches!(event, Event::TrickWon { .. })
    }

    fn table(ui: &mut Ui<Self>, v: &View, _draft: &()) -> Parts {
        Parts {
            status: status(ui, v),
            attrs: vec![("data-round", v.round.to_string())],
            main: vec![widgets::arena(strip(ui, v), centre(ui, v)).into(), seen(ui, v), hand(ui, v), decisions(ui, v)]
                .into_iter()
                .filter(|n| *n != Node::Text(String::new()))
                .collect(),
            side: vec![last_trick(ui, v), sheet(ui, v).into()]
                .into_iter()
                .filter(|n| *n != Node::Text(String::new()))
                .collect(),
            end: v.outcome.as_ref().map(|_| breakdown(ui, v).into()).into_iter().collect(),
        }
    }
}

/// The end: each player's score broken down (bids made, points won and lost).
fn breakdown(ui: &Ui<Sorciers>, v: &View) -> El {
    let lang = ui.lang;
    let rows = (0..v.players())
        .map(|i| {
            let entries: Vec<_> = v.sheet.iter().filter_map(|row| row.get(i)).collect();
            let made = entries.iter().filter(|e| e.bid == e.tricks).count();
            let won: i32 = entries.iter().map(|e| e.points.max(0)).sum();
            let lost: i32 = entries.iter().map(|e| e.points.min(0)).sum();
            let cells = vec![
                format!("{made} / {}", entries.len()),
                fmt_points(won, lang),
                number(lost, lang),
                number(v.totals[i], lang),
            ];
            (ui.name(Seat(i as u8)).to_string(), cells)
        })
        .collect();
    widgets::breakdown(
        lang,
        &[tx::end_bids_made(lang), tx::end_points_won(lang), tx::end_points_lost(lang), tx::end_total(lang)],
        rows,
    )
}

fn status(ui: &Ui<Sorciers>, v: &View) -> String {
    let lang = ui.lang;
    // Over: the shell's headline names the winner.
    let Some(actor) = v.to_act else { return String::new() };
    if ui.my_turn {
        return match v.phase {
            Phase::TrumpChoice => tx::status_your_turn_choose_trump(lang),
            Phase::Bidding { .. } => tx::status_your_turn_bid(lang),
            _ => tx::status_your_turn_play(lang),
        }
        .into();
    }
    let n = ui.name(actor);
    match v.phase {
        Phase::Bidding { .. } => tx::status_bidding(lang, n),
        Phase::TrumpChoice => tx::status_choosing_trump(lang, n),
        _ => tx::status_playing(lang, n),
    }
}

fn strip(ui: &Ui<Sorciers>, v: &View) -> El {
    let lang = ui.lang;
    let chips = (0..v.players())
        .map(|i| {
            let seat = Seat(i as u8);
            Chip {
                seat: i as u8,
                name: ui.name(seat).to_string(),
                you: ui.me == Some(seat),
                computer: !ui.kinds[i].is_human(),
                acting: v.to_act == Some(seat),
                badges: if v.dealer == seat { vec![tx::strip_dealer(lang).into()] } else { vec![] },
                stats: vec![
                    (
                        tx::strip_bid(lang).into(),
                        match v.bids[i] {
                            BidView::Waiting => "—".to_string(),
                            BidView::Secret => tx::strip_secret(lang).to_string(),
                            BidView::Known(b) => b.to_string(),
                        },
                    ),
                    (tx::strip_tricks(lang).into(), v.tricks_won[i].to_string()),
                    (tx::strip_score(lang).into(), number(v.totals[i], lang)),
                ],
                extra: vec![],
                bubble: ui.bubble(seat),
                held: Some((tx::strip_cards(lang).into(), v.hand_sizes[i])),
            }
        })
        .collect();
    widgets::strip(lang, chips)
}

fn centre(ui: &Ui<Sorciers>, v: &View) -> El {
    let lang = ui.lang;
    // The race's symbol is for the eye: a reader says the race's name only.
    let (trump_text, symbol) = match (v.trump, v.phase) {
        (Some(r), _) => (tx::table_trump(lang, race_name(r, lang)), Some(race_symbol(r))),
        (None, Phase::TrumpChoice) => (tx::table_trump_dealer_chooses(lang).into(), None),
        (None, _) => (tx::table_no_trump(lang).into(), None),
    };
    // The trick in progress, or the last one taken (with its winner) until the next lead.
    // A round's last trick is taken in the same move that starts the next
    // round: it stays on the table, whole, until the next round's first card.
    // It wears the trump it was played under, not the new round's.
    let round_last = || {
        ui.tail.iter().rev().find_map(|e| match e {
            Event::TrickWon { seat, cards, trump, .. } => Some((cards.clone(), Some(*seat), *trump)),
            _ => None,
        })
    };
    let (cards, winner, trump) = match v.completed.last() {
        Some(last) if v.trick.is_empty() => (last.cards.clone(), Some(last.winner), v.trump),
        None if v.trick.is_empty() => round_last().unwrap_or_default(),
        _ => (v.trick.clone(), None, v.trump),
    };
    let caption = match winner {
        None => tx::table_trick_in_progress(lang).to_string(),
        Some(w) => tx::table_last_trick_won_by(lang, ui.name(w)),
    };
    let round = tx::table_round(lang, v.round, v.rounds, ui.name(v.dealer));
    // A region, focusable: on a small screen the play area scrolls inside itself.
    el("section")
        .class("centre")
        .attr("tabindex", "0")
        .label(tx::table_label(lang))
        .child(
            el("div")
                .class("trump")
                .testid("trump")
                .child_opt(v.trump_card.map(|c| table_card(c, lang)))
                .child(el("span").text(trump_text))
                .child_opt(symbol.map(|s| el("span").class("symbol").attr("aria-hidden", "true").text(format!(" {s}")))),
        )
        .child(el("figure").class("trick-area").child(el("figcaption").text(caption)).child(
            el("ol").class("trick").testid("trick").children(cards.into_iter().map(|(s, c)| {
                // A card travels from its player's hand or seat; a trick
                // taken gathers toward its winner when the next one starts.
                let card = trump_mark(table_card(c, lang), c, trump)
                    .attr("data-fly", format!("c{}", c.code()))
                    .attr("data-from", format!("seat-{}", s.0));
                el("li")
                    .key(format!("{}-{}", s.0, c.id()))
                    .class_if("winning", winner == Some(s))
                    .attr_opt("data-leave", winner.map(|w| format!("seat-{}", w.0)))
                    .child(el("span").class("who").text(ui.name(s)))
                    .child(card)
                    .into()
            })),
        ))
        .child(el("p").class("round").text(round))
}

/// A bid's button: its number, said as a bid ("Bid 2": a reader does not
/// hear a row of bare numbers).
fn bid_button(lang: Lang, b: u8, cmd: u32) -> El {
    el("button")
        .attr("type", "button")
        .cmd(cmd)
        .class("bid-btn")
        .attr("data-bid", b.to_string())
        .child(el("span").class("visually-hidden").text(format!("{} ", tx::bid_said(lang))))
        .text(b.to_string())
}

fn decisions(ui: &mut Ui<Sorciers>, v: &View) -> Node {
    let lang = ui.lang;
    if !ui.my_turn {
        return Node::Text(String::new());
    }
    match v.phase {
        Phase::TrumpChoice => el("div")
            .class("choice")
            .testid("trump-choice")
            .attr("role", "group")
            .label(tx::choose_trump_label(lang))
            .children(Race::ALL.into_iter().map(|r| {
                let cmd = ui.play(Move::ChooseTrump(r));
                el("button")
                    .attr("type", "button")
                    .class("race-btn")
                    .class(&format!("race-{}", r.code().to_ascii_lowercase()))
                    .attr("data-race", r.code().to_string())
                    .cmd(cmd)
                    .child(el("span").attr("aria-hidden", "true").text(format!("{} ", race_symbol(r))))
                    .text(race_name(r, lang))
                    .into()
            }))
            .into(),
        Phase::Bidding { .. } => el("div")
            .class("choice")
            .testid("bid-options")
            .attr("role", "group")
            .label(tx::bid_label(lang))
            .children((0..=v.round).map(|b| {
                if v.forbidden_bid == Some(b) {
                    let cmd = ui.say(tx::refused_forbidden_bid(lang, b));
                    refused(bid_button(lang, b, cmd).attr("aria-describedby", "why-bid")).into()
                } else {
                    let cmd = ui.play(Move::Bid(b));
                    bid_button(lang, b, cmd).attr("aria-disabled", "false").into()
                }
            }))
            // Why the forbidden bid is refused: its description, hidden.
            .child_opt(v.forbidden_bid.map(|b| names::why("why-bid", tx::refused_forbidden_bid(lang, b))))
            .into(),
        _ => Node::Text(String::new()),
    }
}

fn hand(ui: &mut Ui<Sorciers>, v: &View) -> Node {
    let lang = ui.lang;
    let playing = ui.my_turn && v.phase == Phase::Playing;
    let mut hand = el("div")
        .class("hand")
        .id("hand")
        .attr("tabindex", "-1")
        .class_if("playing", playing)
        .class_if("fan", v.hand.as_ref().is_some_and(|h| h.len() >= 9))
        .testid("hand")
        .attr("role", "group")
        .label(tx::hand_label(lang));
    let Some(me) = ui.me else { return hand.into() };
    match &v.hand {
        None => {
            let size = v.hand_sizes[me.index()];
            hand = hand.child(el("p").class("hidden-hand").text(tx::hand_hidden(lang))).child(
                el("div")
                    .class("backs")
                    .attr("aria-hidden", "true")
                    .children((0..size).map(|_| el("span").class("card back").into())),
            );
        }
        Some(cards) => {
            // On the holder's turn, a card that cannot be played says why
            // as its description (the reasons last in the hand, hidden).
            let mut whys = Vec::new();
            for &card in cards {
                let legal = v.legal.contains(&Move::Play(card));
                let mut described = None;
                let cmd = if legal {
                    ui.play(Move::Play(card))
                } else {
                    let why = why_not(v, card, ui.names, lang);
                    if playing {
                        let id = format!("why-{}", card.code());
                        whys.push(names::why(&id, why.clone()).into());
                        described = Some(id);
                    }
                    ui.say(why)
                };
                let b = el("button")
                    .attr("type", "button")
                    .class(card_class(card))
                    .class_if("legal", legal)
                    .key(card.code())
                    .attr("data-fly", format!("c{}", card.code()))
                    .attr("data-card", card.code())
                    .label(match v.trump.is_some() && card.race_of() == v.trump {
                        true => tx::table_trump_card(lang, card_name(card, lang)),
                        false => card_name(card, lang),
                    })
                    .attr("aria-disabled", (!legal).to_string())
                    .attr_opt("aria-describedby", described)
                    // The card leaves the hand: the focus goes to the hand first.
                    .attr("data-refocus", "hand")
                    .cmd(cmd);
                hand = hand.child(face(trump_mark(b, card, v.trump), card));
            }
            hand = hand.children(whys);
        }
    }
    hand.into()
}

fn seen(ui: &Ui<Sorciers>, v: &View) -> Node {
    let lang = ui.lang;
    if v.seen_hands.iter().all(|h| h.is_none()) {
        return Node::Text(String::new());
    }
    let bidding = v.hand.is_none();
    let title = if bidding { tx::seen_others_hands(lang) } else { tx::seen_hands_you_saw(lang) };
    el("section")
        .class("panel seen")
        .attr("aria-labelledby", "seen-title")
        .child(el("h3").id("seen-title").text(title))
        .children(v.seen_hands.iter().enumerate().filter_map(|(i, h)| h.as_ref().map(|h| (i, h))).map(|(i, h)| {
            el("div")
                .class("seen-hand")
                .child(el("span").class("who").text(ui.name(Seat(i as u8))))
                .child(el("span").class("cards").children(h.iter().map(|sc| {
                    let name = if sc.played {
                        tx::seen_card_played(lang, card_name(sc.card, lang))
                    } else {
                        card_name(sc.card, lang)
                    };
                    face(
                        el("span")
                            .class(card_class(sc.card))
                            .class_if("played", sc.played)
                            .attr("role", "img")
                            .label(name),
                        sc.card,
                    )
                    .into()
                })))
                .into()
        }))
        .into()
}

/// The last trick taken, recalled with one tap while the next one is played.
fn last_trick(ui: &Ui<Sorciers>, v: &View) -> Node {
    let lang = ui.lang;
    let Some(last) = v.completed.last().filter(|_| !v.trick.is_empty()) else { return Node::Text(String::new()) };
    let caption = tx::last_trick_taken_by(lang, ui.name(last.winner));
    widgets::drawer(tx::last_trick_title(lang))
        .class("last-trick")
        .testid("last-trick")
        .child(el("div").child(el("p").text(caption)).child(el("ol").class("trick").children(last.cards.iter().map(
            |&(s, c)| {
                el("li")
                    .class_if("winning", s == last.winner)
                    .child(el("span").class("who").text(ui.name(s)))
                    .child(trump_mark(table_card(c, lang), c, v.trump))
                    .into()
            },
        ))))
        .into()
}

fn sheet(ui: &Ui<Sorciers>, v: &View) -> El {
    let lang = ui.lang;
    let rows = v
        .sheet
        .iter()
        .enumerate()
        .map(|(r, row)| {
            (
                (r + 1).to_string(),
                row.iter()
                    .map(|e| {
                        vec![e.bid.to_string(), e.tricks.to_string(), fmt_points(e.points, lang), number(e.total, lang)]
                    })
                    .collect(),
            )
        })
        .collect();
    widgets::sheet(
        lang,
        ui.names,
        &[tx::sheet_bid(lang), tx::sheet_tricks(lang), tx::sheet_points(lang), tx::sheet_total(lang)],
        rows,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatKind, SeatSetup, Table};
    use crate::scene::{dom::find_all, AnyTable, Chrome, Done, Live};

    fn seats(kinds: &[SeatKind]) -> Vec<SeatSetup> {
        kinds.iter().enumerate().map(|(i, &kind)| SeatSetup { name: format!("P{i}"), kind }).collect()
    }

    const CHROME: Chrome = Chrome::plain(Lang::En);

    /// A whole game clicked through the rendered table: the human taps the
    /// first legal control each time; every render names legal moves only.
    #[test]
    fn a_game_clicked_through_the_table() {
        for lang in Lang::ALL {
            let config = Sorciers::config_for(3, &[]);
            let table =
                Table::<Sorciers>::new(config, 5, seats(&[SeatKind::Human, SeatKind::Easy, SeatKind::Easy])).unwrap();
            let mut live = Live::new(table);
            let mut guard = 0;
            while !live.is_over() {
                guard += 1;
                assert!(guard < 5_000);
                match live.screen() {
                    crate::engine::Screen::Computer(_) => while live.think() == crate::engine::Step::Thinking {},
                    crate::engine::Screen::Turn(_) => {
                        let nodes = live.render(Chrome { lang, ..CHROME });
                        let mut all = Vec::new();
                        nodes[0].walk(&mut all);
                        let playable: Vec<u32> = all
                            .iter()
                            .filter(|e| {
                                e.get("aria-disabled") != Some("true")
                                    && (e.get("data-card").is_some()
                                        || e.get("data-bid").is_some()
                                        || e.get("data-race").is_some())
                            })
                            .filter_map(|e| e.get("data-cmd").and_then(|c| c.parse().ok()))
                            .collect();
                        assert!(!playable.is_empty(), "the human has something to tap");
                        assert_eq!(live.command(playable[0]), Done::Played);
                    }
                    s => panic!("unexpected screen {s:?}"),
                }
            }
            let nodes = live.render(Chrome { lang, ..CHROME });
            assert_eq!(find_all(&nodes, "data-testid", "rank-row").len(), 3);
            assert_eq!(find_all(&nodes, "data-testid", "play-again").len(), 1);
            assert_eq!(find_all(&nodes, "data-round", "20").len(), 1);
        }
    }

    /// A round's last trick is taken in the move that starts the next round:
    /// it stays on the table, whole and marked for its winner, while the
    /// next round is bid.
    #[test]
    fn a_rounds_last_trick_stays_while_the_next_is_bid() {
        use crate::engine::{Step, Viewer};
        // The computers play until `done`; then the trick's cards that will
        // gather, the winning ones, and which cards wear the trump's mark.
        fn until(live: &mut Live<Sorciers>, done: &dyn Fn(&View) -> bool) -> (usize, usize, Vec<(Card, bool)>) {
            while !done(&live.table.view(Viewer::Table)) {
                while live.think() == Step::Thinking {}
            }
            let nodes = live.render(CHROME);
            let trick = find_all(&nodes, "data-testid", "trick")[0].clone();
            let leaving = trick.children.iter().filter_map(|n| n.as_el()).filter(|li| li.get("data-leave").is_some());
            let mut all = Vec::new();
            for n in &trick.children {
                n.walk(&mut all);
            }
            let cards = all
                .into_iter()
                .filter_map(|e| {
                    let card = Card::parse(e.get("data-card")?)?;
                    Some((card, e.get("class").is_some_and(|c| c.split(' ').any(|c| c == "trump"))))
                })
                .collect();
            (leaving.count(), find_all(&nodes, "class", "winning").len(), cards)
        }
        // A deal whose first two rounds have different trumps, round 1 one.
        let (mut live, first_trump) = (4..60)
            .find_map(|seed| {
                let config = Sorciers::config_for(3, &[]);
                let seats = seats(&[SeatKind::Easy, SeatKind::Easy, SeatKind::Easy]);
                let mut live = Live::new(Table::<Sorciers>::new(config, seed, seats).unwrap());
                let first = live.table.view(Viewer::Table).trump;
                while live.table.view(Viewer::Table).round < 2 {
                    while live.think() == Step::Thinking {}
                }
                let second = live.table.view(Viewer::Table).trump;
                let fresh = Live::new(Table::<Sorciers>::new(Sorciers::config_for(3, &[]), seed, live.table.seats().to_vec()).unwrap());
                (first.is_some() && first != second).then_some((fresh, first))
            })
            .expect("a deal whose first two rounds have different trumps");
        let (leaving, winning, cards) = until(&mut live, &|v| v.round >= 2);
        assert_eq!(leaving, 3, "the whole last trick of round 1, each card to gather");
        assert_eq!(winning, 1);
        // It wears round 1's trump, not the new round's (a learner would
        // read that the rules are wrong).
        assert_eq!(cards.len(), 3);
        for (card, starred) in cards {
            assert_eq!(starred, card.race_of() == first_trump, "{}", card.code());
        }
        // Once the next round's first card is played, it is gone.
        assert_eq!(until(&mut live, &|v| !v.trick.is_empty()).0, 0);
    }

    /// A refused card says why and changes nothing.
    #[test]
    fn refused_cards_say_why() {
        let config = Sorciers::config_for(3, &[]);
        let table =
            Table::<Sorciers>::new(config, 3, seats(&[SeatKind::Human, SeatKind::Easy, SeatKind::Easy])).unwrap();
        let mut live = Live::new(table);
        let nodes = live.render(CHROME);
        let refused = find_all(&nodes, "aria-disabled", "true");
        let card = refused.iter().find(|e| e.get("data-card").is_some()).expect("cards are refused while bidding");
        let cmd: u32 = card.get("data-cmd").unwrap().parse().unwrap();
        let before = live.save();
        assert!(matches!(live.command(cmd), Done::Say(s) if !s.is_empty()));
        assert_eq!(live.save(), before);
    }

    #[test]
    fn options_round_trip() {
        let values = vec![
            ("bid".to_string(), "hidden".to_string()),
            ("somme".into(), "1".into()),
            ("vision".into(), "1".into()),
        ];
        let c = Sorciers::config_for(4, &values);
        assert_eq!(c.bid_mode, BidMode::Hidden);
        assert!(!c.somme_non_nulle, "somme non-nulle needs open bids");
        assert!(c.vision_de_l_enfer);
        let specs = Sorciers::options(4, &values, Lang::Fr);
        assert!(specs.iter().find(|o| o.key == "somme").unwrap().disabled);
        assert_eq!(specs.iter().find(|o| o.key == "bid").unwrap().value, "hidden");
    }
}
