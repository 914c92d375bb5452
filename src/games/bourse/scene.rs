//! The Bourse aux Idées table as pure data: the players (purse, hand size,
//! ideas displayed, series collected), the centre with one staggered stack
//! per series, the talon, your hand, the decision (two cards to lay, a
//! request, an answer, one card), and the accounts.

use super::rules::{si, Settlement};
use super::text::{
    card_face, card_name, card_title, error_text, event_text, idea_title, money, move_text, purse_name, signed_money,
};
use super::{Bourse, Card, Config, Event, Move, Phase, View};
use crate::engine::Seat;
use crate::games::bourse::tx;
use crate::i18n::Lang;
use crate::scene::widgets::{self, button, panel, refused, Chip};
use crate::scene::{el, names, opt, opt_on, El, GameUi, Node, OptionSpec, Options, Parts, Ui};

/// The cards picked for the talon-phase pair.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Draft {
    pub picked: Vec<Card>,
}

/// An object card: its series number large (also as the card's colour) and
/// the object's name. Keyed by the card, so that it travels from the hand to
/// its series.
fn card_el(card: Card, lang: Lang) -> El {
    el("span")
        .class("bcard")
        .class(&format!("s{}", card.series()))
        .attr("role", "img")
        .label(card_name(card, lang))
        .attr("title", card_title(card, lang))
        .attr("data-fly", format!("b{}", card.0))
        .child(el("b").class("bnum").attr("aria-hidden", "true").text(card.series().to_string()))
        .text(" ")
        .child(name_el(&card_face(card, lang)))
}

/// The object's name, its long words with a break allowed at a syllable
/// (`<wbr>`: the text itself is the name, so what is seen is what is read);
/// `name` as the catalogue writes it (`text::card_face`).
fn name_el(name: &str) -> El {
    let text = hyphenable(name);
    let mut parts = text.split('\u{ad}');
    let mut e = el("span").class("bname").attr("aria-hidden", "true").text(parts.next().unwrap_or_default());
    for part in parts {
        e = e.child(el("wbr")).text(part);
    }
    e
}

/// A name whose long words may break at a syllable on a narrow card: a
/// mark (U+00AD) where a word of nine letters or more divides most evenly,
/// between two consonants or before a consonant between two vowels
/// ("caout·chouc", "alumi·nium"), never inside "ch", "ph", "th", "gn" or
/// "qu"; or where the catalogue marks it with a `|`.
fn hyphenable(name: &str) -> String {
    let vowel = |c: char| "aeiouyàâéèêëîïôûùœ".contains(c.to_ascii_lowercase());
    let kept = |a: char, b: char| matches!((a, b), ('c' | 'p' | 't' | 's', 'h') | ('g', 'n') | ('q', 'u'));
    name.split(' ')
        .map(|word| {
            // Where the catalogue marks the break ("Wasch|schüssel": German
            // and Dutch compounds, which the guess below would cut badly).
            if word.contains('|') {
                return word.replace('|', "\u{ad}");
            }
            let c: Vec<char> = word.chars().collect();
            if c.len() < 9 || !c.iter().all(|c| c.is_alphabetic()) {
                return word.to_string();
            }
            let mid = c.len() as isize / 2;
            let at = (3..c.len() - 3)
                .filter(|&i| {
                    let (a, b) = (c[i - 1], c[i]);
                    let two = !vowel(a) && !vowel(b) && !kept(a, b);
                    let vcv = vowel(a) && !vowel(b) && c.get(i + 1).is_some_and(|&n| vowel(n));
                    two || vcv
                })
                .min_by_key(|&i| (i as isize - mid).abs());
            match at {
                Some(i) => c[..i].iter().chain(['\u{ad}'].iter()).chain(c[i..].iter()).collect(),
                None => word.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl GameUi for Bourse {
    const NAME: &'static str = "La Bourse aux Idées";
    const NAME_LANG: Option<&'static str> = Some("fr");
    const PLAYERS: (u8, u8) = (2, 5);
    const MINUTES: (u16, u16) = (10, 25);
    const FITS_SCREEN: bool = true;
    const COACHED: bool = true;
    type Draft = Draft;

    fn coach() -> Option<&'static crate::scene::coach::Script<Self>> {
        Some(&super::coach::SCRIPT)
    }

    fn pitch(lang: Lang) -> &'static str {
        crate::i18n::shell::pitch_bourse(lang)
    }

    /// Partners share a purse: two winners of one side are a team, not a tie.
    fn winner_line(outcome: &crate::engine::Outcome, view: &View, names: &[String], lang: Lang) -> String {
        let team = view.config.teams && outcome.winners.len() == 2;
        crate::scene::widgets::winner_line(&outcome.winners, names, lang, team)
    }

    fn texts() -> &'static crate::i18n::Domain {
        &super::tx::DOMAIN
    }

    fn options(players: u8, values: &Options, lang: Lang) -> Vec<OptionSpec> {
        let c = Self::config_for(players, values);
        vec![
            OptionSpec {
                key: "teams",
                label: tx::option_teams(lang),
                choices: vec![],
                value: if c.teams { "1" } else { "0" }.into(),
                disabled: players != 4,
            },
            OptionSpec {
                key: "series",
                label: tx::option_series(lang),
                choices: vec![("18", tx::option_series_standard(lang)), ("12", tx::option_series_quick(lang))],
                value: if players != 2 || c.all_series { "18" } else { "12" }.into(),
                disabled: players != 2,
            },
            OptionSpec {
                key: "manches",
                label: tx::option_manches(lang),
                choices: vec![
                    ("1", "1"),
                    ("2", "2"),
                    ("3", "3"),
                    ("4", "4"),
                    ("5", "5"),
                    ("6", "6"),
                    ("7", "7"),
                    ("8", "8"),
                    ("9", "9"),
                    ("10", "10"),
                ],
                value: c.manches.to_string(),
                disabled: false,
            },
        ]
    }

    fn config_for(players: u8, values: &Options) -> Config {
        let mut c = Config::with_players(players);
        c.teams = players == 4 && opt_on(values, "teams");
        // Two players: all 18 series unless the quicker game is chosen (D17).
        c.all_series = players == 2 && opt(values, "series") != Some("12");
        if let Some(m) = opt(values, "manches").and_then(|m| m.parse::<u8>().ok()).filter(|m| (1..=10).contains(m)) {
            c.manches = m;
        }
        c
    }

    fn draft_for(mv: &Move, _me: Seat) -> Option<Draft> {
        match *mv {
            Move::PlayPair(a, b) => Some(Draft { picked: vec![a, b] }),
            _ => None,
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

    fn score_text(score: i32, lang: Lang) -> String {
        money(score, lang)
    }

    /// A request to answer (a player asks for one of your ideas): put to
    /// you out of the turn's order.
    fn asks_out_of_turn(view: &View) -> bool {
        view.pending.is_some_and(|r| view.to_act == Some(r.owner))
    }

    /// English keeps the French "manche": read as French.
    fn foreign_terms(lang: Lang) -> &'static [&'static str] {
        // (Not a text: the word English keeps from the French game.)
        if lang == Lang::En {
            &["manche", "Manche"]
        } else {
            &[]
        }
    }

    /// A transaction accepted or refused, and a manche's settlement.
    fn spotlight(event: &Event) -> bool {
        matches!(event, Event::Answered { .. } | Event::Settled(_))
    }

    fn table(ui: &mut Ui<Self>, v: &View, draft: &Draft) -> Parts {
        let mut main: Vec<Node> = vec![widgets::arena(strip(ui, v), centre(ui, v)).into()];
        if let Some(t) = transactions(ui, v) {
            main.push(t.into());
        }
        if let Some(h) = hand(ui, v, draft) {
            main.push(h.into());
        }
        // Once over, the last accounts are on the end screen (not twice on the page).
        let shown = if v.phase == Phase::Over { None } else { Some(&v.preview) };
        let side: Vec<Node> =
            shown.map(|st| accounts(ui, v, st, true).into()).into_iter().chain(sheet(ui, v)).collect();
        let end: Vec<Node> = v.last.as_ref().map(|st| accounts(ui, v, st, false).into()).into_iter().collect();
        Parts {
            status: status(ui, v),
            attrs: vec![("data-phase", format!("{:?}", v.phase).to_lowercase()), ("data-manche", v.manche.to_string())],
            main,
            side,
            end,
        }
    }
}

fn status(ui: &Ui<Bourse>, v: &View) -> String {
    let lang = ui.lang;
    // Over: the shell's headline names the winner.
    let Some(actor) = v.to_act else { return String::new() };
    let n = ui.name(actor);
    let mine = ui.my_turn;
    match (v.pending, v.phase) {
        (Some(r), _) if mine => tx::status_answer(lang, ui.name(r.buyer), r.series),
        (Some(r), _) => tx::status_answering(lang, n, ui.name(r.buyer)),
        (None, Phase::Talon) if mine => tx::status_talon(lang).into(),
        (None, Phase::Transactions) if mine => tx::status_transactions(lang).into(),
        (None, Phase::Final) if mine => tx::status_final(lang).into(),
        (None, Phase::Transactions) => tx::status_trading(lang, n),
        _ => tx::status_laying(lang, n),
    }
}

fn strip(ui: &Ui<Bourse>, v: &View) -> El {
    let lang = ui.lang;
    let chips = Seat::all(v.n())
        .map(|seat| {
            let i = seat.index();
            let mut badges = Vec::new();
            if v.dealer == seat {
                badges.push(tx::badge_dealer(lang).to_string());
            }
            if v.config.teams {
                badges.push(tx::badge_team(lang, if i % 2 == 0 { "A" } else { "B" }));
            }
            let ideas: Vec<u8> = (1..=v.series()).filter(|&s| v.holder[si(s)] == Some(seat)).collect();
            let taken: Vec<u8> = (1..=v.series()).filter(|&s| v.collector[si(s)] == Some(seat)).collect();
            let mut extra: Vec<Node> = Vec::new();
            let idea_list = el("ul").class("ideas").label(tx::ideas_displayed(lang)).children(ideas.iter().map(|&s| {
                // The idea's title shows when its card is tapped.
                el("li")
                    .class("idea")
                    .class(&format!("s{s}"))
                    .child(
                        el("details")
                            .child(
                                el("summary")
                                    .attr("title", idea_title(s, lang))
                                    .child(el("span").class("emblem").attr("aria-hidden", "true"))
                                    .child(el("span").class("visually-hidden").text(tx::idea_word(lang)))
                                    .text(format!(" {s}"))
                                    // Its title, said with it (its card opens to show it).
                                    .child(
                                        el("span")
                                            .class("visually-hidden")
                                            .text(format!(" · {}", idea_title(s, lang))),
                                    ),
                            )
                            .child(el("span").class("idea-title").text(format!("{s} · {}", idea_title(s, lang)))),
                    )
                    .into()
            }));
            extra.push(idea_list.into());
            let series_list =
                el("ul").class("taken").label(tx::series_collected(lang)).children(taken.iter().map(|&s| {
                    let contract = v.holder[si(s)].is_some_and(|h| v.config.allied(h, seat));
                    let text = if contract { tx::collected_contract(lang, s) } else { tx::collected(lang, s) };
                    el("li").class("series").class_if("contract", contract).text(text).into()
                }));
            extra.push(series_list.into());
            Chip {
                seat: i as u8,
                name: ui.name(seat).to_string(),
                you: ui.me == Some(seat),
                computer: !ui.kinds[i].is_human(),
                acting: v.to_act == Some(seat),
                badges,
                stats: vec![(tx::purse(lang).into(), money(v.money_of(seat), lang))],
                extra,
                bubble: ui.bubble(seat),
                held: Some((tx::chip_hand(lang).into(), v.hand_sizes[i])),
            }
        })
        .collect();
    widgets::strip(lang, chips)
}

fn centre(ui: &Ui<Bourse>, v: &View) -> El {
    let lang = ui.lang;
    let title = tx::centre_title(lang, v.talon);
    let stacks = (1..=v.series()).map(|s| {
        let pile = &v.piles[si(s)];
        let holder = v.holder[si(s)]
            .map_or_else(|| tx::stack_idea_in_talon(lang).to_string(), |h| tx::stack_idea(lang, ui.name(h)));
        let mut st = el("li")
            .class("stack")
            .class(&format!("s{s}"))
            .attr("data-series", s.to_string())
            .attr("data-count", pile.len().to_string())
            .child(el("h4").text(format!("{s} · {}/4", pile.len())).child(
                // Four pips, as many lit as cards are down (one element).
                el("span").class("pips").class(&format!("n{}", pile.len().min(4))).attr("aria-hidden", "true"),
            ))
            .child(el("p").class("meta").text(holder));
        if let Some(c) = v.collector[si(s)] {
            let contract = v.holder[si(s)].is_some_and(|h| v.config.allied(h, c));
            let got = if contract {
                tx::stack_collected_contract(lang, ui.name(c))
            } else {
                tx::stack_collected(lang, ui.name(c))
            };
            st = st.class("collected").child(el("p").class("got").text(got));
        }
        // A card laid travels from the hand, or from the seat that laid it.
        st.child(
            el("div")
                .class("escalier")
                .children(pile.iter().map(|&c| card_el(c, lang).attr("data-from", "actor").into())),
        )
        .into()
    });
    el("section")
        .class("centre bourse-centre")
        .testid("centre")
        .attr("aria-labelledby", "centre-title")
        // Focusable: on a small screen the play area scrolls inside itself.
        .attr("tabindex", "0")
        .child(
            el("div")
                .class("centre-head")
                // The talon, face down, with its count.
                .child_opt((v.talon > 0).then(|| {
                    el("span")
                        .class("pack")
                        .attr("aria-hidden", "true")
                        .child(el("span").class("card back"))
                        .child(el("span").class("pack-count").text(v.talon.to_string()))
                }))
                .child(el("h3").id("centre-title").text(title)),
        )
        .child(el("ul").class("stacks").children(stacks))
}

fn transactions(ui: &mut Ui<Bourse>, v: &View) -> Option<El> {
    let lang = ui.lang;
    if v.phase != Phase::Transactions {
        return None;
    }
    let mut p = panel(tx::transactions_title(lang), "bourse-trade");
    if ui.my_turn {
        // The holder's decision: brought into view when it arrives.
        p = p.testid("decide");
    }
    if v.config.teams {
        p = p.child(el("p").class("note").text(tx::transactions_partners(lang)));
    }
    if let Some(r) = v.pending {
        let (buyer, owner, title) = (ui.name(r.buyer), ui.name(r.owner), idea_title(r.series, lang));
        p = p.child(el("p").class("pending").text(tx::transactions_pending(lang, buyer, owner, r.series, title)));
        if ui.my_turn {
            for accept in [true, false] {
                let mv = Move::Answer(accept);
                let label = move_text(&mv, lang);
                let cmd = ui.play(mv);
                p = p.child(button(label, cmd).class(if accept { "primary" } else { "secondary" }));
            }
        }
        return Some(p);
    }
    if !ui.my_turn {
        return Some(p);
    }
    let mut list = el("ul").class("offers");
    for s in 1..=v.series() {
        let Some(owner) = v.holder[si(s)] else { continue };
        if ui.me.is_some_and(|m| v.config.allied(m, owner)) {
            continue;
        }
        let check = v.request_check(s);
        let mv = Move::RequestIdea(s);
        let cmd = ui.play_or_say(mv.clone(), || check.clone().err().map(|e| error_text(&e, lang)).unwrap_or_default());
        // Compact: the idea's number and its owner; its title on hover.
        let label = tx::transactions_offer(lang, s, ui.name(owner));
        let b = button(label, cmd).class("idea-ask").attr("title", idea_title(s, lang));
        list = list.child(match &check {
            Ok(_) => el("li").child(b),
            Err(e) => el("li").children(names::described(refused(b), &format!("why-ask-{s}"), error_text(e, lang))),
        });
    }
    let end = ui.play(Move::EndTurn);
    let ask = tx::transactions_ask(lang);
    Some(
        p.child(el("p").class("ask").text(ask))
            .child(list)
            .child(button(move_text(&Move::EndTurn, lang), end).class("primary").testid("end-turn")),
    )
}

/// A hand card's button name: its visible text first (WCAG 2.5.3, label in
/// name), then what tapping it does: pick it (`lay`: false) or lay it.
fn hand_card_label(c: Card, completes: bool, lay: bool, lang: Lang) -> String {
    let (series, name) = (c.series(), card_title(c, lang));
    match (lay, completes) {
        (false, false) => tx::hand_card_pick(lang, series, name),
        (false, true) => tx::hand_card_pick_fourth(lang, series, name),
        (true, false) => tx::hand_card_lay(lang, series, name),
        (true, true) => tx::hand_card_lay_fourth(lang, series, name),
    }
}

fn hand(ui: &mut Ui<Bourse>, v: &View, draft: &Draft) -> Option<El> {
    let lang = ui.lang;
    let me = ui.me?;
    let mut p = panel(tx::hand_title(lang), "bourse-hand").testid("hand");
    let talon = v.phase == Phase::Talon && ui.my_turn;
    let fin = v.phase == Phase::Final && ui.my_turn;
    // Many cards overlap into a fan (a class, not a :has() rule: cheaper to style).
    let mut row = el("div").class("hand-cards").class_if("fan", v.hand.len() >= 11);
    for &c in &v.hand {
        let s = c.series();
        let laid = v.piles[si(s)].len();
        let completes = laid == 3;
        let mut face = card_el(c, lang).class_if("completes", completes);
        if completes {
            // Set apart from the name by a space, as in the card's button name.
            face = face.child(el("em").text(format!(" {}", tx::fourth_card(lang))));
        }
        let picked = draft.picked.contains(&c);
        let node: Node = if talon {
            let mut next = draft.picked.clone();
            if picked {
                next.retain(|&x| x != c);
            } else {
                if next.len() == 2 {
                    next.remove(0);
                }
                next.push(c);
            }
            let cmd = ui.draft(Draft { picked: next });
            el("button")
                .attr("type", "button")
                .class("pick")
                .key(format!("b{}", c.0))
                .class_if("picked", picked)
                .attr("aria-pressed", if picked { "true" } else { "false" })
                .label(hand_card_label(c, completes, false, lang))
                .cmd(cmd)
                .child(face)
                .into()
        } else if fin {
            let cmd = ui.play(Move::PlayCard(c));
            el("button")
                .attr("type", "button")
                .class("pick")
                .key(format!("b{}", c.0))
                .label(hand_card_label(c, completes, true, lang))
                .cmd(cmd)
                .child(face)
                .into()
        } else {
            face.key(format!("b{}", c.0)).into()
        };
        row = row.child(node);
    }
    p = p.child(row);
    if talon {
        let mv = match draft.picked[..] {
            [a, b] => Some(Move::PlayPair(a, b)),
            _ => None,
        };
        let label = match &mv {
            Some(m) => move_text(m, lang),
            None => tx::hand_lay_two_cards(lang).into(),
        };
        let cmd = match mv {
            Some(m) => ui.play_or_say(m, || error_text(&super::RuleError::CardNotInHand, lang)),
            None => ui.say(tx::hand_pick_two_first(lang)),
        };
        let b = button(label, cmd).class("primary big").testid("lay-pair");
        p = match draft.picked.len() == 2 {
            true => p.child(b),
            false => p.children(names::described(refused(b), "why-lay-pair", tx::hand_pick_two_first(lang))),
        };
    }
    let _ = me;
    Some(p)
}

/// Who pays whom, series by series, then the net per purse.
/// In a drawer over the table during play (`drawer`), or on the end screen.
fn accounts(ui: &Ui<Bourse>, v: &View, st: &Settlement, drawer: bool) -> El {
    let lang = ui.lang;
    let title = if v.phase == Phase::Over || v.last.as_ref() == Some(st) && v.phase != Phase::Talon {
        tx::accounts_of_manche(lang, st.manche)
    } else {
        tx::accounts_if_ended_now(lang).to_string()
    };
    let head = el("tr").children(
        [
            tx::accounts_series(lang),
            tx::accounts_collected_by(lang),
            tx::accounts_kind(lang),
            tx::accounts_paid_by(lang),
        ]
        .into_iter()
        .map(|h| el("th").attr("scope", "col").text(h).into()),
    );
    let rows = st.rows.iter().map(|r| {
        let payers: Vec<String> =
            r.payers.iter().map(|(p, a)| format!("{} {}", ui.name(*p), money(*a, lang))).collect();
        let kind = if r.contract { tx::accounts_contract(lang) } else { tx::accounts_simple(lang) };
        el("tr")
            .child(el("th").attr("scope", "row").text(r.series.to_string()))
            .child(el("td").text(ui.name(r.collector).to_string()))
            .child(el("td").text(kind))
            .child(el("td").text(payers.join(", ")))
            .into()
    });
    let nets = (0..st.balances.len()).map(|p| {
        let net = st.received[p] - st.paid[p];
        el("li")
            .text(tx::accounts_net(
                lang,
                purse_name(ui.names, v.config.teams, p),
                money(st.received[p], lang),
                money(st.paid[p], lang),
                signed_money(net, lang),
                money(st.balances[p], lang),
            ))
            .into()
    });
    let body = el("div")
        .class("accounts-body")
        // In a drawer, its toggle says "Accounts"; the drawer, which ones.
        .child_opt(drawer.then(|| el("h3").text(title.clone())))
        .child(
            el("div")
                .class("sheet-scroll")
                .attr("tabindex", "0")
                .attr("role", "region")
                .label(tx::accounts_label(lang))
                .child(el("table").child(el("thead").child(head)).child(el("tbody").children(rows))),
        )
        .child(el("ul").class("nets").children(nets));
    if drawer {
        widgets::drawer(tx::accounts_label(lang)).class("bourse-accounts").testid("accounts").child(body)
    } else {
        panel(title, "bourse-accounts").testid("accounts").child(body)
    }
}

fn sheet(ui: &Ui<Bourse>, v: &View) -> Option<Node> {
    if v.history.is_empty() || v.config.manches < 2 {
        return None;
    }
    let names: Vec<String> = (0..v.money.len()).map(|p| purse_name(ui.names, v.config.teams, p)).collect();
    let rows = v
        .history
        .iter()
        .enumerate()
        .map(|(i, b)| ((i + 1).to_string(), b.iter().map(|m| vec![money(*m, ui.lang)]).collect()))
        .collect();
    Some(widgets::sheet(ui.lang, &names, &[tx::purse(ui.lang)], rows).into())
}

#[cfg(test)]
mod tests {
    #[test]
    fn long_names_may_break_at_a_syllable() {
        let soft = |s: &str| super::hyphenable(s).replace('\u{ad}', "·");
        assert_eq!(soft("gant de caoutchouc"), "gant de caout·chouc");
        assert_eq!(soft("aluminium foil"), "alu·minium foil");
        assert_eq!(soft("bouilloire"), "bouil·loire");
        assert_eq!(soft("newspaper"), "news·paper");
        // Short words, and "ch" kept whole.
        assert_eq!(soft("table"), "table");
        assert!(!soft("bouchonner").contains("c·h") && !soft("cachemires").contains("c·h"));
        // A break the catalogue marks wins over the guess.
        assert_eq!(soft("Wasch|schüssel"), "Wasch·schüssel");
        assert_eq!(soft("rubberen hand|schoen"), "rubberen hand·schoen");
        // What is drawn is the name itself, hyphens aside.
        for name in ["séchoir à cheveux", "cristaux de soude", "planche à découper"] {
            assert_eq!(super::hyphenable(name).replace('\u{ad}', ""), name);
        }
    }

    use super::*;
    use crate::engine::{Game, SeatKind, SeatSetup, Table, Viewer};
    use crate::scene::{AnyTable, Chrome, Live};

    fn seats(n: usize) -> Vec<SeatSetup> {
        (0..n).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Human }).collect()
    }

    #[test]
    fn lay_pair_without_two_cards_says_why() {
        let table = Table::<Bourse>::new(Config::with_players(3), 5, seats(3)).unwrap();
        let mut live = Live::new(table);
        let seat = live.table.screen();
        if let crate::engine::Screen::Curtain(s) = seat {
            live.table.take_tablet(s);
        }
        let parts = live.parts(Lang::En, true);
        let text = format!("{:?}", parts.main);
        assert!(text.contains("lay-pair") && text.contains("refused"));
    }

    #[test]
    fn another_seat_does_not_see_my_hand() {
        let (state, _) = Bourse::new(&Config::with_players(3), 9).unwrap();
        let table = Table::<Bourse>::new(Config::with_players(3), 9, seats(3)).unwrap();
        let mut live = Live::new(table);
        let nodes = live.render(Chrome::plain(Lang::En));
        let text = format!("{nodes:?}");
        // Nobody holds the tablet yet: the public table shows no hand.
        for h in state.hands() {
            for c in h {
                assert!(!text.contains(&format!("{} {} — pick", c.series(), card_title(*c, Lang::En))));
            }
        }
        assert_eq!(Bourse::view(&state, Viewer::Table).hand, vec![]);
    }
}
