//! What La Bourse aux Idées says to players, in French and English: card
//! names, log lines, button labels and why a move is refused. Pure.

use super::rules::{Card, Event, Move, RuleError, Settlement};
use crate::engine::Seat;
use crate::i18n::{de, number, signed, Lang};

/// Per series: "idea|object 1|object 2|object 3|object 4" (DECISION D2).
const FR: [&str; 18] = [
    "Comment beurrer les biscottes sans les casser|biscottes|beurrier|couteau à tartiner|soucoupe",
    "Comment nettoyer l'argenterie sans effort|papier d'aluminium|gros sel|bassine|bouilloire",
    "Comment conserver plusieurs jours une mayonnaise|jaune d'œuf|fouet|bocal|cuillère à soupe",
    "Comment utiliser entièrement les savonnettes|savonnette neuve|reste de savon|sachet de tulle|porte-savon",
    "Comment enfoncer des clous sans se taper sur les doigts|marteau|clou|table|feuille de papier",
    "Comment déboucher un évier sans plombier|ventouse|cristaux de soude|entonnoir|cintre en fer",
    "Comment empêcher les lunettes de s'embuer|lunettes|peau de chamois|mousse à raser|lavabo",
    "Comment couper les oignons sans pleurer|oignon|couteau d'office|planche à découper|croûton de pain",
    "Comment retrouver une aiguille tombée dans le tapis|aiguille|aspirateur|bas nylon|élastique",
    "Comment ouvrir un bocal récalcitrant|pot de confiture|gant de caoutchouc|robinet|petite cuillère",
    "Comment garder le pli du pantalon sans fer à repasser|pantalon|matelas|papier journal|pince à linge",
    "Comment faire tenir une bougie dans son bougeoir|bougie|bougeoir|briquet|ruban adhésif",
    "Comment éplucher les pommes de terre en un clin d'œil|pommes de terre|casserole|bol d'eau glacée|torchon",
    "Comment garder les fleurs fraîches plus longtemps|bouquet|vase|morceau de sucre|cachet d'aspirine",
    "Comment retirer une bague trop serrée|bague|bobine de fil|burette d'huile|ciseaux",
    "Comment chasser les mites de l'armoire|armoire|sachet de lavande|écorce d'orange|bûchette de cèdre",
    "Comment faire sécher des bottes mouillées|bottes en caoutchouc|séchoir à cheveux|sac de riz|chaussette de laine",
    "Comment arroser les plantes pendant les vacances|plante verte|bouteille|mèche de laine|seau d'eau",
];
const EN: [&str; 18] = [
    "How to butter rusks without breaking them|rusks|butter dish|butter knife|saucer",
    "How to clean the silverware effortlessly|aluminium foil|coarse salt|basin|kettle",
    "How to keep mayonnaise for several days|egg yolk|whisk|jar|tablespoon",
    "How to use soap bars to the very end|new soap bar|soap sliver|tulle pouch|soap dish",
    "How to drive nails without hitting your fingers|hammer|nail|table|sheet of paper",
    "How to unblock a sink without a plumber|plunger|washing soda|funnel|wire hanger",
    "How to stop glasses from fogging up|glasses|chamois leather|shaving foam|washbasin",
    "How to cut onions without crying|onion|paring knife|chopping board|crust of bread",
    "How to find a needle dropped in the carpet|needle|vacuum cleaner|nylon stocking|rubber band",
    "How to open a stubborn jar|jam jar|rubber glove|tap|teaspoon",
    "How to keep a trouser crease without an iron|trousers|mattress|newspaper|clothes peg",
    "How to make a candle stand firm in its holder|candle|candlestick|lighter|sticky tape",
    "How to peel potatoes in a flash|potatoes|saucepan|bowl of iced water|tea towel",
    "How to keep flowers fresh longer|bouquet|vase|sugar cube|aspirin tablet",
    "How to remove a ring that is too tight|ring|reel of thread|oil can|scissors",
    "How to drive moths out of the wardrobe|wardrobe|lavender sachet|orange peel|cedar stick",
    "How to dry wet boots|rubber boots|hair dryer|bag of rice|wool sock",
    "How to water plants while on holiday|houseplant|bottle|wool wick|bucket of water",
];

/// The bare name on a card: the idea's title or the object.
pub fn card_title(card: Card, lang: Lang) -> &'static str {
    title(card.series(), card.k(), lang)
}

/// The idea's title of a series.
pub fn idea_title(series: u8, lang: Lang) -> &'static str {
    title(series, 0, lang)
}

/// Part `k` of series `series`' names; "?" for a series not in the game
/// (a forged event may name any).
fn title(series: u8, k: u8, lang: Lang) -> &'static str {
    let table = if lang.fr() { &FR } else { &EN };
    let names = series.checked_sub(1).and_then(|i| table.get(usize::from(i)));
    names.and_then(|names| names.split('|').nth(usize::from(k))).unwrap_or("?")
}

/// "marteau (5)" / "hammer (5)".
pub fn card_name(card: Card, lang: Lang) -> String {
    if card.is_idea() {
        format!("{} {}", lang.t("idée", "idea"), card.series())
    } else {
        format!("{} ({})", card_title(card, lang), card.series())
    }
}

/// "1 200 F" (French, a narrow no-break space) / "1,200 F"; "−400 F"
/// with the minus sign: see [`number`].
pub fn money(amount: i32, lang: Lang) -> String {
    format!("{} F", number(amount, lang))
}

/// A gain or a loss, always signed: "+400 F", "−200 F", "0 F".
pub fn signed_money(amount: i32, lang: Lang) -> String {
    format!("{} F", signed(amount, lang))
}

fn who(names: &[String], seat: Seat) -> &str {
    who_at(names, seat.index())
}

fn who_at(names: &[String], index: usize) -> &str {
    names.get(index).map_or("?", |n| n.as_str())
}

fn list(cards: &[Card], lang: Lang) -> String {
    let v: Vec<String> = cards.iter().map(|&c| card_name(c, lang)).collect();
    if v.is_empty() {
        lang.t("aucune carte", "no card").to_string()
    } else {
        v.join(", ")
    }
}

/// One log line.
/// Long by design: one arm per event, a table read top to bottom (cutting
/// it would scatter one table over several functions).
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let fr = lang.fr();
    match event {
        Event::Dealt { manche, dealer } => {
            let d = who(names, *dealer);
            if fr {
                format!("Manche {manche} : {d} bat les cartes et en donne 12 à chacun.")
            } else {
                format!("Manche {manche}: {d} shuffles and deals 12 cards to each player.")
            }
        }
        Event::Hand { seat, cards } => {
            let p = who(names, *seat);
            if fr {
                format!("Main {} : {}.", de(p), list(cards, lang))
            } else {
                format!("{p}'s hand: {}.", list(cards, lang))
            }
        }
        Event::IdeaShown { seat, series, drawn } => {
            let p = who(names, *seat);
            let t = idea_title(*series, lang);
            match (fr, drawn) {
                (true, false) => format!("{p} expose l'idée {series} « {t} »."),
                (true, true) => format!("{p} tire l'idée {series} « {t} » et l'expose."),
                (false, false) => format!("{p} displays idea {series} “{t}”."),
                (false, true) => format!("{p} draws idea {series} “{t}” and displays it."),
            }
        }
        Event::Drew { seat, count, talon } => {
            let p = who(names, *seat);
            if fr {
                let cards = Lang::Fr.count(*count as u64, "carte objet", "cartes objet");
                format!("{p} pioche {cards} ; il en reste {talon} au talon.")
            } else {
                let cards = Lang::En.count(*count as u64, "object card", "object cards");
                format!("{p} draws {cards}; {talon} left in the talon.")
            }
        }
        Event::Got { seat, cards } => {
            let p = who(names, *seat);
            if fr {
                format!("{p} reçoit : {}.", list(cards, lang))
            } else {
                format!("{p} receives: {}.", list(cards, lang))
            }
        }
        Event::Laid { seat, cards } => {
            let p = who(names, *seat);
            if fr {
                format!("{p} pose {}.", list(cards, lang).replace(", ", " et "))
            } else {
                format!("{p} lays {}.", list(cards, lang).replace(", ", " and "))
            }
        }
        Event::Collected { seat, series, card, contract } => {
            let p = who(names, *seat);
            let c = card_title(*card, lang);
            // Contract or simple is decided at the accounts: the idea may
            // still change hands.
            match (fr, contract) {
                (true, true) => format!(
                    "★ {p} pose la 4ᵉ carte ({c}) et ramasse la série {series} ; son idée est dans son camp, pour l'instant."
                ),
                (true, false) => format!("★ {p} pose la 4ᵉ carte ({c}) et ramasse la série {series}."),
                (false, true) => format!(
                    "★ {p} lays the 4th card ({c}) and collects series {series}; its idea is on their side, for now."
                ),
                (false, false) => format!("★ {p} lays the 4th card ({c}) and collects series {series}."),
            }
        }
        Event::TalonEmpty { last, opener } => {
            let (l, o) = (who(names, *last), who(names, *opener));
            if fr {
                format!("Le talon est épuisé après le tour {} : place aux transactions, {o} ouvre.", de(l))
            } else {
                format!("The talon is empty after {l}'s turn: transactions open with {o}.")
            }
        }
        Event::Requested { buyer, owner, series } => {
            let (b, o) = (who(names, *buyer), who(names, *owner));
            if fr {
                format!("{b} propose à {o} de lui acheter l'idée {series} pour 200 F.")
            } else {
                format!("{b} offers {o} 200 F for idea {series}.")
            }
        }
        Event::Answered { buyer, owner, series, accept } => {
            let (b, o) = (who(names, *buyer), who(names, *owner));
            match (fr, accept) {
                (true, true) => format!("{o} accepte : {b} paie 200 F et prend l'idée {series}."),
                (true, false) => format!("{o} refuse de vendre l'idée {series} à {b}."),
                (false, true) => format!("{o} accepts: {b} pays 200 F and takes idea {series}."),
                (false, false) => format!("{o} refuses to sell idea {series} to {b}."),
            }
        }
        Event::TurnEnded { seat, asked, auto } => {
            let p = who(names, *seat);
            match (fr, auto, asked) {
                (true, true, _) => format!("{p} n'a rien à demander : il passe."),
                (true, false, true) => format!("{p} termine son tour de transactions."),
                (true, false, false) => format!("{p} passe sans rien demander."),
                (false, true, _) => format!("{p} has nothing to ask and passes."),
                (false, false, true) => format!("{p} ends his transaction turn."),
                (false, false, false) => format!("{p} passes without asking."),
            }
        }
        Event::TransactionsOver { opener } => {
            let o = who(names, *opener);
            if fr {
                format!("Un tour complet sans demande : fin des transactions. Le moment crucial commence, une carte par tour, {o} d'abord.")
            } else {
                format!("A full lap without a request: transactions are over. The crucial moment begins, one card per turn, {o} first.")
            }
        }
        Event::Settled(st) => settlement_line(st, names, lang),
        Event::GameOver { early } => match (fr, early) {
            (true, true) => "Une bourse est vide : la partie s'arrête.".into(),
            (true, false) => "La partie est terminée.".into(),
            (false, true) => "A purse is empty: the match stops.".into(),
            (false, false) => "The game is over.".into(),
        },
    }
}

/// The name of a purse: a player, or a team "A & C".
pub fn purse_name(names: &[String], teams: bool, purse: usize) -> String {
    if teams {
        format!("{} & {}", who_at(names, purse), who_at(names, purse.saturating_add(2)))
    } else {
        who_at(names, purse).to_string()
    }
}

fn settlement_line(st: &Settlement, names: &[String], lang: Lang) -> String {
    let teams = st.balances.len() == 2 && names.len() == 4;
    // Read safely: a shared link may carry a forged settlement.
    let at = |v: &[i32], p: usize| v.get(p).copied().unwrap_or(0);
    let nets: Vec<String> = (0..st.balances.len())
        .map(|p| {
            let net = at(&st.received, p).saturating_sub(at(&st.paid, p));
            format!("{} {} → {}", purse_name(names, teams, p), signed_money(net, lang), money(st.balances[p], lang))
        })
        .collect();
    let contracts = st.rows.iter().filter(|r| r.contract).count();
    if lang.fr() {
        format!(
            "Comptes de la manche {} ({} contrats, {} séries simples) : {}.",
            st.manche,
            contracts,
            st.rows.len() - contracts,
            nets.join(" ; ")
        )
    } else {
        format!(
            "Accounts of manche {} ({} contracts, {} simple series): {}.",
            st.manche,
            contracts,
            st.rows.len() - contracts,
            nets.join("; ")
        )
    }
}

/// Why a move is refused.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    let (fr, en) = match err {
        RuleError::NotYourTurn => ("Ce n'est pas à vous de jouer.", "It is not your turn."),
        RuleError::WrongPhase => {
            ("Ce coup n'est pas permis dans cette phase.", "That move is not allowed in this phase.")
        }
        RuleError::CardNotInHand => ("Cette carte n'est pas dans votre main.", "That card is not in your hand."),
        RuleError::SameCardTwice => ("Choisissez deux cartes différentes.", "Choose two different cards."),
        RuleError::NotAnOpponentsIdea => (
            "On n'achète qu'une idée exposée devant un adversaire.",
            "You may only buy an idea displayed by an opponent.",
        ),
        RuleError::AlreadySoldThisPhase => (
            "Cette idée a déjà été vendue pendant ces transactions.",
            "That idea was already sold in these transactions.",
        ),
        RuleError::AlreadyRequested => (
            "Vous avez déjà demandé cette idée pendant ces transactions.",
            "You already asked for that idea in these transactions.",
        ),
        RuleError::InsufficientFunds => {
            ("Il vous faut au moins 200 F pour acheter.", "You need at least 200 F to buy.")
        }
        RuleError::NoPendingRequest => ("Aucune demande n'attend de réponse.", "No request is waiting for an answer."),
        RuleError::AnswerPending => ("Une demande attend sa réponse.", "A request is waiting for its answer."),
        RuleError::GameOver => ("La partie est terminée.", "The game is over."),
    };
    lang.t(fr, en).to_string()
}

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    let fr = lang.fr();
    match mv {
        Move::PlayPair(a, b) => {
            format!("{} {} + {}", lang.t("Poser", "Lay"), card_name(*a, lang), card_name(*b, lang))
        }
        Move::RequestIdea(s) => {
            if fr {
                format!("Acheter l'idée {s} (200 F)")
            } else {
                format!("Buy idea {s} (200 F)")
            }
        }
        Move::EndTurn => lang.t("Finir mon tour de transactions", "End my transaction turn").into(),
        Move::Answer(true) => lang.t("Accepter (recevoir 200 F)", "Accept (receive 200 F)").into(),
        Move::Answer(false) => lang.t("Refuser", "Refuse").into(),
        Move::PlayCard(c) => format!("{} {}", lang.t("Poser", "Lay"), card_name(*c, lang)),
    }
}

/// A seat's action as a short bubble at its seat: cards laid, an idea asked
/// for, an answer, a turn passed.
pub fn bubble(event: &Event, lang: Lang) -> Option<(Seat, String)> {
    match event {
        Event::Laid { seat, cards } => {
            let series: Vec<String> = cards.iter().map(|c| c.series().to_string()).collect();
            Some((*seat, format!("{} {}", lang.t("Pose", "Lays"), series.join(" + "))))
        }
        Event::Requested { buyer, series, .. } => Some((
            *buyer,
            match lang {
                Lang::Fr => format!("Je veux l'idée {series} ?"),
                Lang::En => format!("I want idea {series}?"),
            },
        )),
        Event::Answered { owner, accept, .. } => {
            Some((*owner, if *accept { lang.t("D'accord", "Deal") } else { lang.t("Non merci", "No thanks") }.into()))
        }
        Event::TurnEnded { seat, asked: false, auto: false } => Some((*seat, lang.t("Je passe", "I pass").to_string())),
        _ => None,
    }
}
