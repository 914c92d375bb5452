//! The Preums ! table as pure data: each blog (valuation, pack, hand size,
//! pile), the highest total, your hand, the draw decision, the placement
//! composer (one value, +1 cards, a target, and why a placement is refused),
//! and the winner's sharing out. Rendered by the shell.

use super::text::{card_face, card_name, card_value, cards_said, cards_text, error_text, event_text, valuation_text, zeros_text};
use super::{tx, Card, Cards, Config, Event, Levee, Move, Phase, PileView, SeatView, View};
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::scene::widgets::{self, button, panel, refused, Chip};
use crate::scene::{el, names, opt, El, GameUi, Node, OptionSpec, Options, Parts, Ui};

/// The holder's placement or call being composed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Draft {
    /// The number value chosen.
    pub value: Option<Card>,
    /// How many cards of that value.
    pub count: u8,
    /// How many `[+1]`.
    pub plus: u8,
    /// Whose pile (levée); `None` = your own.
    pub target: Option<Seat>,
}

impl Draft {
    fn cards(&self) -> Cards {
        let mut c = Cards::EMPTY;
        if let Some(v) = self.value {
            c.add(v, self.count);
        }
        c.add(Card::Plus, self.plus);
        c
    }
}

fn card_class(card: Card) -> &'static str {
    match card {
        Card::Two => "vcard v2",
        Card::Three => "vcard v3",
        Card::Four => "vcard v4",
        Card::Plus => "vcard vplus",
    }
}

/// A visitor card's face (decorative: the accessible name is on the card):
/// its value once, large, and the visitors' emblem (an SVG of
/// `public/cards/`, drawn by the style sheet in the value's colour).
fn face(e: El, card: Card) -> El {
    e.child(el("span").class("vval").attr("aria-hidden", "true").text(card_value(card)))
        .child(el("span").class("emblem").attr("aria-hidden", "true"))
}

/// A visitor card on the table (an image).
fn card_img(card: Card, lang: Lang) -> El {
    face(el("span").class(card_class(card)).attr("role", "img").label(card_name(card, lang)), card)
}

/// Cards counted by value, as small stacks "[3] × 2".
fn cards_row(cards: &Cards, lang: Lang) -> El {
    el("span").class("vcards").children(Card::ALL.into_iter().filter(|c| cards.get(*c) > 0).map(|c| {
        el("span").class("vstack").child(card_img(c, lang)).child(el("b").text(format!("× {}", cards.get(c)))).into()
    }))
}

impl GameUi for Levee {
    const NAME: &'static str = "Preums !";
    const NAME_LANG: Option<&'static str> = Some("fr");
    const PLAYERS: (u8, u8) = (3, 6);
    const MINUTES: (u16, u16) = (10, 30);
    const FITS_SCREEN: bool = true;
    const COACHED: bool = true;
    type Draft = Draft;

    fn coach() -> Option<&'static crate::scene::coach::Script<Self>> {
        Some(&super::coach::SCRIPT)
    }

    fn pitch(lang: Lang) -> &'static str {
        crate::i18n::shell::pitch_levee(lang)
    }

    fn texts() -> &'static crate::i18n::Domain {
        &super::tx::DOMAIN
    }

    fn options(_players: u8, values: &Options, lang: Lang) -> Vec<OptionSpec> {
        let c = Self::config_for(3, values);
        vec![OptionSpec {
            key: "target",
            label: tx::option_target(lang),
            // Grouped as `i18n::number` groups (a narrow no-break space in French).
            choices: vec![
                ("4", tx::option_target_4(lang)),
                ("5", tx::option_target_5(lang)),
                ("6", tx::option_target_6(lang)),
                ("7", tx::option_target_7(lang)),
                ("8", tx::option_target_8(lang)),
            ],
            value: c.target.to_string(),
            disabled: false,
        }]
    }

    fn config_for(players: u8, values: &Options) -> Config {
        let mut c = Config::with_players(players);
        if let Some(t) = opt(values, "target").and_then(|t| t.parse::<u8>().ok()).filter(|t| (4..=8).contains(t)) {
            c.target = t;
        }
        c
    }

    fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
        event_text(event, names, lang)
    }

    fn hint_reason(view: &View, mv: &Move, names: &[String], lang: Lang) -> Option<String> {
        super::why::reason(view, mv).map(|why| why.text(names, lang))
    }

    fn draft_for(mv: &Move, me: Seat) -> Option<Draft> {
        let (target, cards) = match mv {
            Move::Call { cards } => (None, cards),
            Move::Place { target, cards } => ((*target != me).then_some(*target), cards),
            _ => return None,
        };
        let value = [Card::Two, Card::Three, Card::Four].into_iter().find(|&c| cards.get(c) > 0);
        Some(Draft { value, count: value.map_or(0, |c| cards.get(c)), plus: cards.get(Card::Plus), target })
    }

    fn bubble(event: &Event, names: &[String], lang: Lang) -> Option<(Seat, String)> {
        super::text::bubble(event, names, lang)
    }

    fn score_text(score: i32, lang: Lang) -> String {
        zeros_text(score.max(0) as u8, lang)
    }

    /// The game's French call, on another language's page, is read as French.
    fn foreign_terms(lang: Lang) -> &'static [&'static str] {
        // (Not a text: the call stays French in every language.)
        if lang == Lang::Fr {
            &[]
        } else {
            &["Preums"]
        }
    }

    /// Who won a levée and what it gave.
    fn spotlight(event: &Event) -> bool {
        matches!(event, Event::LeveeResult { .. })
    }

    fn table(ui: &mut Ui<Self>, v: &View, draft: &Draft) -> Parts {
        let suggested = suggested(ui, v, draft);
        let draft = suggested.as_ref().unwrap_or(draft);
        let mut main: Vec<Node> = vec![widgets::arena(strip(ui, v), piles(ui, v)).into()];
        if let Some(hand) = hand(ui, v, draft) {
            main.push(hand.into());
        }
        if ui.my_turn {
            main.push(decide(ui, v, draft).into());
        }
        let side: Vec<Node> = vec![sheet(ui, v).into()];
        let end: Vec<Node> = v.outcome.as_ref().map(|_| breakdown(ui, v).into()).into_iter().collect();
        Parts { status: status(ui, v), attrs: vec![("data-levee", (v.levees_played + 1).to_string())], main, side, end }
    }
}

/// When the holder may neither carry on nor pass (a guided game's step
/// asks for « Preums ! » or a laying), the composer opens on one of the
/// moves allowed, as an easy computer would choose it: the button that
/// plays it is there at once, and the cards can still be changed.
fn suggested(ui: &Ui<Levee>, v: &View, draft: &Draft) -> Option<Draft> {
    let free = match v.phase {
        Phase::Draw => Move::Continue,
        Phase::Levee => Move::Pass,
        _ => return None,
    };
    if !ui.my_turn || *draft != Draft::default() || ui.legal.is_empty() || ui.is_legal(&free) {
        return None;
    }
    let me = ui.me?;
    let mv = super::bot::HeuristicBot::default()
        .decide(v)
        .filter(|m| ui.is_legal(m))
        .or_else(|| ui.legal.iter().find(|m| matches!(m, Move::Call { .. } | Move::Place { .. })).cloned())?;
    Levee::draft_for(&mv, me)
}

fn status(ui: &Ui<Levee>, v: &View) -> String {
    let lang = ui.lang;
    // Over: the shell's headline names the winner.
    let Some(actor) = v.to_act else { return String::new() };
    if ui.my_turn {
        return match v.phase {
            Phase::Draw if v.may_call => tx::status_call_or_carry_on(lang),
            Phase::Draw => tx::status_carry_on(lang),
            Phase::ForcedCall { .. } => tx::status_must_call(lang),
            Phase::Levee => tx::status_lay_or_pass(lang),
            Phase::Redistribute { .. } => tx::status_share_out(lang),
            Phase::Over { .. } => "",
        }
        .into();
    }
    let n = ui.name(actor);
    match v.phase {
        Phase::Draw | Phase::ForcedCall { .. } => tx::status_drawing(lang, n),
        Phase::Redistribute { .. } => tx::status_sharing_out(lang, n),
        _ => tx::status_priority(lang, n),
    }
}

fn strip(ui: &Ui<Levee>, v: &View) -> El {
    let lang = ui.lang;
    let chips = v
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let seat = Seat(i as u8);
            // The red token, as a token before its holder.
            let token = (v.token == seat).then(|| {
                Node::from(
                    el("span")
                        .class("token-red")
                        .testid("red-token")
                        .child(el("span").class("disc").attr("aria-hidden", "true"))
                        .text(tx::strip_red_token(lang)),
                )
            });
            Chip {
                seat: i as u8,
                name: ui.name(seat).to_string(),
                you: ui.me == Some(seat),
                computer: !ui.kinds[i].is_human(),
                acting: v.to_act == Some(seat),
                badges: Vec::new(),
                stats: vec![
                    (tx::strip_valuation(lang).into(), valuation_text(s.zeros, lang)),
                    (tx::strip_pack(lang).into(), s.pack_size.to_string()),
                ],
                extra: token.into_iter().collect(),
                bubble: ui.bubble(seat),
                held: Some((tx::strip_hand(lang).into(), s.hand_size)),
            }
        })
        .collect();
    widgets::strip(lang, chips)
}

/// The bids in the middle of the table: the highest total, each player's place, and the winner's pool being shared out.
fn piles(ui: &Ui<Levee>, v: &View) -> El {
    let lang = ui.lang;
    let any = v.seats.iter().any(|s| s.pile.is_some());
    // Focusable: on a small screen the play area scrolls inside itself.
    let mut p = el("section")
        .class("centre levee-piles")
        .testid("piles")
        .attr("aria-labelledby", "piles-title")
        .attr("tabindex", "0");
    let title = if any { tx::piles_title(lang, v.highest) } else { tx::piles_none(lang).to_string() };
    p = p.child(el("h3").id("piles-title").testid("highest").text(title));
    // Each player's place at the table: the pack face down, and the pile
    // if the player has one.
    for (i, s) in v.seats.iter().enumerate() {
        p = p.child(place(ui, v, i, s));
    }
    if let Phase::Redistribute { winner } = v.phase {
        let text = tx::piles_sharing_out(lang, ui.name(winner), cards_text(&v.pool_left, lang));
        p = p.child(el("p").class("pool").testid("pool").text(text));
    }
    p
}

/// One player's place at the table: the pack face down, and the pile with its total if the player has one.
fn place(ui: &Ui<Levee>, v: &View, i: usize, s: &SeatView) -> El {
    let lang = ui.lang;
    let seat = Seat(i as u8);
    let pack = el("span")
        .class("pack")
        .attr("role", "img")
        .label(tx::pack_label(lang, ui.name(seat), s.pack_size))
        .child(el("span").class("card back").attr("aria-hidden", "true"))
        .child(el("span").class("pack-count").attr("aria-hidden", "true").text(s.pack_size.to_string()));
    let Some(pile) = &s.pile else {
        return el("div")
            .class("place")
            .class(&format!("c{i}"))
            .attr("data-seat", i.to_string())
            .child(el("p").class("pile-head").child(el("span").class("pname").text(ui.name(seat).to_string())))
            .child(el("div").class("place-row").child(pack));
    };
    let leader = v.leaders.contains(&seat);
    let head = tx::pile_head(lang, ui.name(seat), pile.value);
    let total = el("span")
        .class("pile-total")
        .attr("role", "img")
        .label(tx::pile_total(lang, pile.total))
        .child(el("span").attr("aria-hidden", "true").text(pile.total.to_string()));
    el("div")
        .class("place pile")
        .class(&format!("c{i}"))
        .class_if("leader", leader)
        .attr("data-seat", i.to_string())
        .child(
            el("p")
                .class("pile-head")
                .child(total)
                .text(head)
                .child_opt(leader.then(|| el("span").class("badge").text(tx::pile_leading(lang)))),
        )
        .child(el("div").class("place-row").child(pack).child(pile_cards(ui, i, pile)))
}

/// The cards of seat `i`'s pile, each flying in from whoever laid it, marked when laid by another player.
fn pile_cards(ui: &Ui<Levee>, i: usize, pile: &PileView) -> El {
    let lang = ui.lang;
    let seat = Seat(i as u8);
    el("ol").class("pile-cards").children(pile.cards.iter().enumerate().map(|(k, (c, by))| {
        let by_other = (*by != seat).then(|| {
            let who = tx::pile_laid_by(lang, ui.name(*by));
            el("span")
                .class("by")
                .class(&format!("c{}", by.0))
                .child(el("span").attr("aria-hidden", "true").text(widgets::initial(ui.name(*by))))
                .child(el("span").class("visually-hidden").text(who))
        });
        // Laid by a seat: it travels from that seat (from the hand, for
        // the holder's own cards).
        let from = if ui.me == Some(*by) { "hand".to_string() } else { format!("seat-{}", by.0) };
        el("li")
            .key(format!("{i}-{k}"))
            .attr("data-fly", format!("pile-{i}-{k}"))
            .attr("data-from", from)
            .child(card_img(*c, lang))
            .child_opt(by_other)
            .into()
    }))
}

fn hand(ui: &mut Ui<Levee>, v: &View, draft: &Draft) -> Option<El> {
    let lang = ui.lang;
    let (Some(_), Some(hand)) = (ui.me, v.hand) else { return None };
    let mut h = el("section").class("panel levee-hand").testid("hand").attr("aria-labelledby", "hand-title");
    h = h.child(el("h3").id("hand-title").text(tx::hand_title(lang)));
    if let Some(c) = v.just_drew {
        let drew = names::spoken(tx::hand_just_drew(lang, card_face(c)), tx::hand_just_drew(lang, card_name(c, lang)));
        h = h.child(el("p").class("drew").testid("drew").children(drew));
    }
    if hand.is_empty() {
        h = h.child(el("p").text(tx::hand_empty(lang)));
    } else {
        h = h.child(hand_cards(ui, v, draft, &hand));
    }
    if let Some(pack) = v.pack {
        h = h.child(el("p").class("meta").text(tx::hand_pack(lang, pack.len(), cards_text(&pack, lang))));
    }
    Some(h)
}

/// The hand, card by card. While the holder composes a call or a placement,
/// tapping a card picks it (it rises) or puts it back; the composer's
/// buttons below say the same with words.
fn hand_cards(ui: &mut Ui<Levee>, v: &View, draft: &Draft, hand: &Cards) -> El {
    let lang = ui.lang;
    let composing = ui.my_turn
        && match v.phase {
            Phase::Draw => v.may_call,
            Phase::ForcedCall { .. } | Phase::Levee => true,
            _ => false,
        };
    // Many cards overlap into a fan (a class, not a :has() rule: cheaper to style).
    let mut row =
        el("div").class("vhand").class_if("fan", hand.len() >= 8).attr("role", "group").label(tx::hand_cards(lang));
    for c in Card::ALL {
        for k in 0..hand.get(c) {
            let picked = match c {
                Card::Plus => k < draft.plus,
                c => draft.value == Some(c) && k < draft.count,
            };
            let key = format!("h{}-{k}", card_face(c));
            if !composing {
                // The same element as while composing (a button, unavailable
                // now): a turn that starts or ends changes an attribute or
                // two instead of rebuilding the hand (scripts/tap_profile.mjs).
                let b = el("button")
                    .attr("type", "button")
                    .class(card_class(c))
                    .key(key.clone())
                    .attr("data-fly", key)
                    .attr("aria-disabled", "true")
                    .label(card_name(c, lang));
                row = row.child(face(b, c));
                continue;
            }
            let next = match (c, picked) {
                (Card::Plus, true) => Draft { plus: draft.plus - 1, ..draft.clone() },
                (Card::Plus, false) => Draft { plus: draft.plus + 1, ..draft.clone() },
                (_, true) => Draft { count: draft.count - 1, ..draft.clone() },
                (c, false) if draft.value == Some(c) => Draft { count: draft.count + 1, ..draft.clone() },
                (c, false) => Draft { value: Some(c), count: 1, ..draft.clone() },
            };
            let cmd = ui.draft(next);
            let label = if picked {
                tx::hand_take_back(lang, card_name(c, lang))
            } else {
                tx::hand_pick(lang, card_name(c, lang))
            };
            let b = el("button")
                .attr("type", "button")
                .class(card_class(c))
                .class_if("picked", picked)
                .key(key.clone())
                .attr("data-fly", key)
                .attr("aria-pressed", picked.to_string())
                .label(label)
                .cmd(cmd);
            row = row.child(face(b, c));
        }
    }
    row
}

/// The decision of the holder: draw, call, place, pass or share out.
fn decide(ui: &mut Ui<Levee>, v: &View, draft: &Draft) -> El {
    let lang = ui.lang;
    let mut d = el("section").class("choice levee-decide").testid("decide").attr("aria-label", tx::decide_title(lang));
    match v.phase {
        Phase::Draw => {
            if v.may_call {
                d = composer(ui, v, draft, d, false);
            } else {
                let why = if v.token == ui.me.unwrap_or(Seat(0)) {
                    tx::decide_token_holder(lang)
                } else if v.opening_lock {
                    tx::decide_opening_lock(lang)
                } else {
                    tx::decide_no_number_card(lang)
                };
                d = d.child(el("p").class("meta").text(why));
            }
            let cont = ui.play(Move::Continue);
            d = d.child(button(tx::button_carry_on(lang), cont).class("secondary big").testid("continue"));
        }
        Phase::ForcedCall { .. } => d = composer(ui, v, draft, d, false),
        Phase::Levee => {
            d = composer(ui, v, draft, d, true);
            let pass = ui.play(Move::Pass);
            d = d.child(button(tx::button_pass(lang), pass).class("secondary big").testid("pass"));
        }
        Phase::Redistribute { .. } => d = share_out(ui, v, d),
        Phase::Over { .. } => {}
    }
    d
}

/// Choose a value, how many, how many +1 and (levée) whose pile; then lay or call.
fn composer(ui: &mut Ui<Levee>, v: &View, draft: &Draft, mut d: El, levee: bool) -> El {
    let lang = ui.lang;
    let hand = v.hand.unwrap_or_default();
    // The value: one of the number cards in hand.
    d = d.child(value_buttons(ui, &hand, draft));
    // How many of that value, and how many +1.
    let count_max = draft.value.map_or(0, |c| hand.get(c));
    let plus_max = hand.get(Card::Plus);
    let min_count = if levee { 0 } else { 1 };
    d = d.child(stepper(
        ui,
        tx::composer_count(lang),
        "count",
        draft.count,
        min_count.min(count_max),
        count_max,
        |n| Draft { count: n, ..draft.clone() },
    ));
    d = d.child(stepper(ui, tx::composer_plus(lang), "plus", draft.plus, 0, plus_max, |n| Draft {
        plus: n,
        ..draft.clone()
    }));
    if levee {
        lay(ui, v, draft, d)
    } else {
        call(ui, v, draft, d)
    }
}

/// One button per number value, picking that value (a word instead when the hand has none of it).
fn value_buttons(ui: &mut Ui<Levee>, hand: &Cards, draft: &Draft) -> El {
    let lang = ui.lang;
    let mut values = el("div").class("row").attr("role", "group").label(tx::composer_value(lang));
    for c in Card::NUMBERS {
        let have = hand.get(c);
        let chosen = draft.value == Some(c);
        let shown = format!("{} × {have}", card_face(c));
        let said = tx::value_button_said(lang, card_name(c, lang), have);
        let mut described = None;
        let cmd = if have == 0 {
            // Why not, as the button's description (hidden, last in the row).
            let id = format!("why-value-{}", c.value());
            values = values.child(names::why(&id, tx::composer_no_value(lang, c.value())));
            described = Some(id);
            ui.say(tx::composer_no_value(lang, c.value()))
        } else {
            ui.draft(Draft { value: Some(c), count: draft.count.clamp(1, have), ..draft.clone() })
        };
        let b = el("button")
            .attr("type", "button")
            .cmd(cmd)
            .children(names::spoken(shown, said))
            .class("value-btn")
            .attr_opt("aria-describedby", described)
            .attr("aria-pressed", chosen.to_string())
            .attr("data-value", c.value().to_string());
        values = values.child(if have == 0 { refused(b) } else { b });
    }
    values
}

/// In the levée: whose pile, the total it would reach, and the button to lay (or why not).
fn lay(ui: &mut Ui<Levee>, v: &View, draft: &Draft, mut d: El) -> El {
    let lang = ui.lang;
    let me = ui.me.unwrap_or(Seat(0));
    let cards = draft.cards();
    // Whose pile: your own, or an opponent's that exists.
    let target = draft.target.unwrap_or(me);
    d = d.child(target_buttons(ui, v, draft, target));
    let total_after = v.seats[target.index()].pile.as_ref().map_or(0, |p| p.total as u32) + cards.total();
    // Said as it changes: the cards chosen and their total, by ear too.
    let summary = el("p").class("summary").testid("summary").attr("role", "status");
    d = d.child(if cards.is_empty() {
        summary.text(tx::lay_choose(lang))
    } else {
        let shown = tx::lay_summary(lang, cards_text(&cards, lang), total_after, v.highest);
        summary.children(names::spoken(shown, tx::lay_summary_said(lang, cards_said(&cards, lang), total_after, v.highest)))
    });
    let mv = Move::Place { target, cards };
    let legal = ui.is_legal(&mv);
    let why = match v.check_place(target, &cards) {
        Err(e) => error_text(&e, lang),
        Ok(()) => tx::lay_not_now(lang).into(),
    };
    let cmd = if legal { ui.play(mv) } else { ui.say(why.clone()) };
    let b = button(tx::button_lay(lang), cmd).class("primary big").testid("place");
    match legal {
        true => d.child(b),
        false => d.children(names::described(refused(b), "why-place", why)),
    }
}

/// The piles one may lay on: one's own, and each opponent's that exists; `target` is pressed.
fn target_buttons(ui: &mut Ui<Levee>, v: &View, draft: &Draft, target: Seat) -> El {
    let lang = ui.lang;
    let me = ui.me.unwrap_or(Seat(0));
    let mut targets = el("div").class("row").attr("role", "group").label(tx::lay_target(lang));
    for (i, s) in v.seats.iter().enumerate() {
        let seat = Seat(i as u8);
        if seat != me && s.pile.is_none() {
            continue;
        }
        let label = if seat == me { tx::lay_my_pile(lang).to_string() } else { ui.name(seat).to_string() };
        let cmd = ui.draft(Draft { target: Some(seat), ..draft.clone() });
        targets = targets.child(
            button(label, cmd)
                .class("target-btn")
                .attr("aria-pressed", (seat == target).to_string())
                .attr("data-target", i.to_string()),
        );
    }
    targets
}

/// Opening the round: the « Preums ! » button with the cards chosen (or why it cannot be called).
fn call(ui: &mut Ui<Levee>, v: &View, draft: &Draft, d: El) -> El {
    let lang = ui.lang;
    let cards = draft.cards();
    let mv = Move::Call { cards };
    let legal = ui.is_legal(&mv);
    // A call the rules allow but the guided game's step does not (it asks
    // for the card it picked): not now, rather than a false reason.
    let why = match v.legal_moves().contains(&mv) {
        true => tx::lay_not_now(lang),
        false => tx::call_refused(lang),
    };
    let cmd = if legal { ui.play(mv) } else { ui.say(why) };
    let b = el("button").attr("type", "button").cmd(cmd).class("primary big").testid("call");
    let b = if cards.is_empty() {
        b.text(tx::button_call(lang))
    } else {
        let shown = tx::button_call_cards(lang, cards_text(&cards, lang));
        b.children(names::spoken(shown, tx::button_call_cards(lang, cards_said(&cards, lang))))
    };
    match legal {
        true => d.child(b),
        false => d.children(names::described(refused(b), "why-call", why)),
    }
}

/// − n + buttons for a count in `min..=max`.
fn stepper(ui: &mut Ui<Levee>, label: &str, id: &str, n: u8, min: u8, max: u8, with: impl Fn(u8) -> Draft) -> El {
    let lang = ui.lang;
    let down = if n > min { ui.draft(with(n - 1)) } else { ui.say(tx::stepper_at_least(lang)) };
    let up = if n < max { ui.draft(with(n + 1)) } else { ui.say(tx::stepper_at_most(lang)) };
    let minus = button("−", down).label(tx::stepper_less(lang, label)).class("step");
    let plus = button("+", up).label(tx::stepper_more(lang, label)).class("step");
    // At a bound, the button says why as its description (hidden, inside it).
    let (less, more) = (format!("why-{id}-less"), format!("why-{id}-more"));
    let minus = match n > min {
        true => minus,
        false => refused(minus).attr("aria-describedby", less.clone()).child(names::why(&less, tx::stepper_at_least(lang))),
    };
    let plus = match n < max {
        true => plus,
        false => refused(plus).attr("aria-describedby", more.clone()).child(names::why(&more, tx::stepper_at_most(lang))),
    };
    el("div")
        .class("stepper")
        .attr("data-step", id)
        .child(el("span").class("step-label").text(label))
        .child(minus)
        // Said whole when it changes: what it counts, then the count (a bare
        // "0" tells a listener nothing).
        .child(
            el("output")
                .class("step-value")
                .attr("aria-live", "polite")
                .attr("aria-atomic", "true")
                .child(el("span").class("visually-hidden").text(format!("{label}: ")))
                .text(n.to_string()),
        )
        .child(plus)
}

/// The winner gives the pool's cards to the players who had a pile.
fn share_out(ui: &mut Ui<Levee>, v: &View, mut d: El) -> El {
    let lang = ui.lang;
    d = d.child(el("p").text(tx::share_help(lang)));
    for &to in &v.recipients {
        let mut row = el("div")
            .class("give-row")
            .attr("data-to", to.0.to_string())
            .child(el("span").class("pname").text(ui.name(to).to_string()));
        for c in Card::ALL {
            let left = v.pool_left.get(c);
            if left == 0 {
                continue;
            }
            let one = ui.play(Move::Give { to, card: c, count: 1 });
            row = row.child(button(format!("+1 × {}", card_face(c)), one).class("give").label(tx::share_give_one(
                lang,
                card_value(c),
                ui.name(to),
            )));
            if left > 1 {
                let all = ui.play(Move::Give { to, card: c, count: left });
                row = row.child(
                    button(format!("{} × {}", left, card_face(c)), all).class("give").label(tx::share_give_all(
                        lang,
                        left,
                        card_value(c),
                        ui.name(to),
                    )),
                );
            }
        }
        let got = v.seats[to.index()].given;
        if !got.is_empty() {
            row = row.child(el("span").class("given").text(tx::share_received(lang, cards_text(&got, lang))));
        }
        d = d.child(row);
    }
    d.child(panel(tx::share_left(lang), "pool-left").child(cards_row(&v.pool_left, lang)))
}

/// The end: each player's score broken down (levées won, zeros won, valuation).
fn breakdown(ui: &Ui<Levee>, v: &View) -> El {
    let lang = ui.lang;
    let rows = v
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let seat = Seat(i as u8);
            let won: Vec<u8> =
                v.sheet.iter().filter_map(|row| row.winner.filter(|(w, _)| *w == seat).map(|(_, z)| z)).collect();
            let played = v.sheet.iter().filter(|row| row.totals.iter().any(|(t, _)| *t == seat)).count();
            let zeros: u32 = won.iter().map(|&z| u32::from(z)).sum();
            (
                ui.name(seat).to_string(),
                vec![format!("{} / {played}", won.len()), zeros.to_string(), valuation_text(s.zeros, lang)],
            )
        })
        .collect();
    widgets::breakdown(
        lang,
        &[tx::breakdown_levees(lang), tx::breakdown_zeros(lang), tx::breakdown_valuation(lang)],
        rows,
    )
}

/// The score pad: per levée, each pile's total and the zeros won.
fn sheet(ui: &Ui<Levee>, v: &View) -> El {
    let lang = ui.lang;
    let n = v.seats.len();
    let rows = v
        .sheet
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let cells = (0..n)
                .map(|s| {
                    let seat = Seat(s as u8);
                    let total =
                        row.totals.iter().find(|(t, _)| *t == seat).map_or("—".to_string(), |(_, t)| t.to_string());
                    let won = match row.winner {
                        Some((w, z)) if w == seat => format!("+{z}"),
                        None if row.totals.iter().any(|(t, _)| *t == seat) => tx::sheet_tie(lang).to_string(),
                        _ => String::new(),
                    };
                    vec![total, won]
                })
                .collect();
            ((i + 1).to_string(), cells)
        })
        .collect();
    widgets::sheet(lang, ui.names, &[tx::sheet_total(lang), tx::sheet_zeros(lang)], rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatKind, SeatSetup, Table, Viewer};

    /// The pad: one row per levée resolved, and the zeros it shows add up to the scores.
    #[test]
    fn the_score_pad_adds_up() {
        for seed in 0..20 {
            let seats = (0..4).map(|i| SeatSetup { name: format!("P{i}"), kind: SeatKind::Easy }).collect();
            let mut t = Table::<Levee>::new(Config::with_players(4), seed, seats).unwrap();
            while t.step_computer().is_some() {}
            let v = t.view(Viewer::Table);
            let resolved = t.log(Viewer::Table).filter(|e| matches!(e.logged.event, Event::LeveeResult { .. })).count();
            assert_eq!(v.sheet.len(), resolved);
            for (s, seat) in v.seats.iter().enumerate() {
                let won: u32 = v
                    .sheet
                    .iter()
                    .filter_map(|r| r.winner)
                    .filter(|(w, _)| w.index() == s)
                    .map(|(_, z)| u32::from(z))
                    .sum();
                assert_eq!(won, u32::from(seat.zeros));
            }
        }
    }
}
