//! What Barracuda says to players, in French and English: bar and note names,
//! log lines, button labels, why a move is refused. Pure (tested natively).

use super::rules::{bar, BankruptReason, BarId, Bundle, Ending, Event, Move, OfferKind, RuleError};
use crate::engine::Seat;
use crate::i18n::{de, number, Lang};

/// "8 000" (FR, a narrow no-break space) / "8,000" (EN): see [`number`].
pub fn money(amount: impl Into<u64>, lang: Lang) -> String {
    number(amount.into(), lang)
}

/// The bar's name as printed on its card.
pub fn bar_name(id: BarId) -> &'static str {
    bar(id).name
}

/// "Albatros (4 000)".
pub fn bar_label(id: BarId, lang: Lang) -> String {
    format!("{} ({})", bar_name(id), money(bar(id).rent, lang))
}

/// Name of one note: "billet de 5 000", "faux billet".
pub fn note_name(value: u32, lang: Lang) -> String {
    if value == 0 {
        lang.t("faux billet", "fake note").to_string()
    } else if lang.fr() {
        format!("billet de {}", money(value, lang))
    } else {
        format!("{} note", money(value, lang))
    }
}

/// "1 × 5 000 + 2 × 1 000 + 2 faux" — the notes of a bundle.
pub fn bundle_text(b: &Bundle, lang: Lang) -> String {
    let mut parts: Vec<String> =
        b.notes().iter().filter(|(_, k)| *k > 0).map(|(v, k)| format!("{k} × {}", money(*v, lang))).collect();
    if b.fakes > 0 {
        parts.push(if lang.fr() {
            format!("{} faux billet{}", b.fakes, plural(b.fakes as u32))
        } else {
            format!("{} fake note{}", b.fakes, plural(b.fakes as u32))
        });
    }
    if parts.is_empty() {
        lang.t("rien", "nothing").to_string()
    } else {
        parts.join(" + ")
    }
}

/// "4 000 (+2 faux)" — the value of a bundle with its fakes.
pub fn bundle_value(b: &Bundle, lang: Lang) -> String {
    let v = money(b.real(), lang);
    match (b.fakes, lang.fr()) {
        (0, _) => v,
        (f, true) => format!("{v} (+{f} faux billet{})", plural(f as u32)),
        (f, false) => format!("{v} (+{f} fake note{})", plural(f as u32)),
    }
}

fn plural(k: u32) -> &'static str {
    if k == 1 {
        ""
    } else {
        "s"
    }
}

fn notes(k: u32, lang: Lang) -> String {
    if lang.fr() {
        format!("{k} billet{}", plural(k))
    } else {
        format!("{k} note{}", plural(k))
    }
}

/// One log line, in the viewer's language.
/// Long by design: one arm per event, a table read top to bottom (cutting
/// it would scatter one table over several functions).
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_else(|| format!("#{}", u32::from(s.0) + 1));
    let fr = lang.fr();
    let m = |a: u32| money(a, lang);
    match event {
        Event::GameStarted { players, places, removed } => {
            let two = places.iter().filter(|p| **p == 2).count();
            let gone = match removed {
                Some([a, b]) => {
                    if fr {
                        format!(" Bars retirés : {} et {}.", bar_name(*a), bar_name(*b))
                    } else {
                        format!(" Bars removed: {} and {}.", bar_name(*a), bar_name(*b))
                    }
                }
                None => lang.t(" Deux bars ont été retirés sans être vus.", " Two bars were removed unseen.").into(),
            };
            if fr {
                format!("Partie à {players} : 10 bars fermés sur la table, dont {two} à deux places.{gone}")
            } else {
                format!("{players}-player game: 10 closed bars on the table, {two} with two places.{gone}")
            }
        }
        Event::RoundStarted { round } => {
            if fr {
                format!("Tour {round}.")
            } else {
                format!("Round {round}.")
            }
        }
        Event::LastOrderDeclined { seat } => {
            if fr {
                format!("{} ne demande pas de Last order.", name(*seat))
            } else {
                format!("{} does not call Last order.", name(*seat))
            }
        }
        Event::LastOrderCalled { seat } => {
            if fr {
                format!("{} crie « Last order ! » : chacun mise en secret.", name(*seat))
            } else {
                format!("{} calls “Last order!”: everyone stakes in secret.", name(*seat))
            }
        }
        Event::NoLastOrder => lang.t("Personne ne demande de Last order.", "Nobody calls Last order.").into(),
        Event::Staked { seat } => {
            if fr {
                format!("{} a misé.", name(*seat))
            } else {
                format!("{} has staked.", name(*seat))
            }
        }
        Event::StakeContents { stake, .. } => {
            if fr {
                format!("Votre mise : {}.", bundle_text(stake, lang))
            } else {
                format!("Your stake: {}.", bundle_text(stake, lang))
            }
        }
        Event::StakesRevealed { stakes, groups, fakes_returned } => {
            let list: Vec<String> = stakes
                .iter()
                .enumerate()
                .map(|(i, b)| format!("{} {}", name(Seat(i as u8)), bundle_value(b, lang)))
                .collect();
            let order: Vec<String> = groups
                .iter()
                .map(|g| g.iter().map(|s| name(*s)).collect::<Vec<_>>().join(if fr { " ou " } else { " or " }))
                .collect();
            // Widened: a forged event may list any number of stakes.
            let total: u64 = stakes.iter().map(|b| u64::from(b.real())).sum();
            let fakes = match (fakes_returned, fr) {
                (true, true) => " Les faux billets reviennent à leurs propriétaires.",
                (true, false) => " The fake notes go back to their owners.",
                (false, true) => " Les faux billets vont aussi à la banque.",
                (false, false) => " The fake notes go to the bank too.",
            };
            if fr {
                format!(
                    "Mises révélées : {}. {} vont à la banque.{fakes} Ordre : {}.",
                    list.join(", "),
                    money(total, lang),
                    order.join(", puis ")
                )
            } else {
                format!(
                    "Stakes revealed: {}. {} goes to the bank.{fakes} Order: {}.",
                    list.join(", "),
                    money(total, lang),
                    order.join(", then ")
                )
            }
        }
        Event::PlayerDrawn { seat, position, .. } => {
            if fr {
                format!(
                    "Le sac désigne {} ({}{} à jouer).",
                    name(*seat),
                    position,
                    if *position == 1 { "er" } else { "e" }
                )
            } else {
                let suffix = match position {
                    1 => "st",
                    2 => "nd",
                    3 => "rd",
                    _ => "th",
                };
                format!("The bag names {} ({position}{suffix} to play).", name(*seat))
            }
        }
        Event::FiveFiguresWin { seat } => {
            if fr {
                format!("{} a tenu ses 5 pions dans les bars pendant tout un tour : il gagne !", name(*seat))
            } else {
                format!("{} kept all 5 figures in bars for a whole round and wins!", name(*seat))
            }
        }
        Event::RentPaid { seat, rents, discount, amount } => {
            let list: Vec<String> = rents.iter().map(|(b, r)| format!("{} {}", bar_name(*b), m(*r))).collect();
            let disc = if *discount > 0 {
                if fr {
                    format!(", remise {}", m(*discount))
                } else {
                    format!(", discount {}", m(*discount))
                }
            } else {
                String::new()
            };
            if fr {
                format!("{} paie {} de loyer ({}{disc}).", name(*seat), m(*amount), list.join(", "))
            } else {
                format!("{} pays {} rent ({}{disc}).", name(*seat), m(*amount), list.join(", "))
            }
        }
        Event::Bankrupt { seat, reason } => match (reason, fr) {
            (BankruptReason::Rent { due }, true) => {
                format!("{} ne peut pas payer {} de loyer : faillite !", name(*seat), m(*due))
            }
            (BankruptReason::Rent { due }, false) => format!("{} cannot pay {} rent: bankrupt!", name(*seat), m(*due)),
            (BankruptReason::NoAction, true) => {
                format!("{} ne peut faire aucune action : faillite !", name(*seat))
            }
            (BankruptReason::NoAction, false) => format!("{} has no possible action: bankrupt!", name(*seat)),
        },
        Event::BarOpened { seat, bar, .. } => {
            if fr {
                format!("{} ouvre un bar : {}, et y devient gérant.", name(*seat), bar_label(*bar, lang))
            } else {
                format!("{} opens a bar: {}, and becomes its tenant.", name(*seat), bar_label(*bar, lang))
            }
        }
        Event::PartnerPlacedOwn { seat, bar, .. } => {
            if fr {
                format!("{} place un partenaire dans son bar {}.", name(*seat), bar_name(*bar))
            } else {
                format!("{} places a partner in their own {}.", name(*seat), bar_name(*bar))
            }
        }
        Event::OfferSlid { kind, giver, tenant, bar, size, .. } => {
            let what = match (kind, fr) {
                (OfferKind::Partner, true) => format!("pour devenir partenaire {}", de(bar_name(*bar))),
                (OfferKind::Partner, false) => format!("to become partner in {}", bar_name(*bar)),
                (OfferKind::Takeover, true) => format!("pour reprendre {}", bar_name(*bar)),
                (OfferKind::Takeover, false) => format!("to take over {}", bar_name(*bar)),
            };
            if fr {
                format!("{} glisse {} face cachée à {} {what}.", name(*giver), notes(*size, lang), name(*tenant))
            } else {
                format!("{} slides {} face down to {} {what}.", name(*giver), notes(*size, lang), name(*tenant))
            }
        }
        Event::OfferContents { giver, tenant, bundle, .. } => {
            if fr {
                format!(
                    "Offre {} à {} : {} (valeur {}).",
                    de(&name(*giver)),
                    name(*tenant),
                    bundle_text(bundle, lang),
                    m(bundle.real())
                )
            } else {
                format!(
                    "Offer from {} to {}: {} (worth {}).",
                    name(*giver),
                    name(*tenant),
                    bundle_text(bundle, lang),
                    m(bundle.real())
                )
            }
        }
        Event::PartnerAccepted { giver, tenant, bar, .. } => {
            if fr {
                format!("{} accepte : {} devient partenaire {}.", name(*tenant), name(*giver), de(bar_name(*bar)))
            } else {
                format!("{} accepts: {} becomes partner in {}.", name(*tenant), name(*giver), bar_name(*bar))
            }
        }
        Event::PartnerRefused { giver, tenant, bundle, .. } => {
            if fr {
                format!(
                    "{} refuse : l'offre est retournée, {} {} et {} {} vont à la banque (le videur).",
                    name(*tenant),
                    bundle_value(bundle, lang),
                    de(&name(*giver)),
                    m(bundle.real()),
                    de(&name(*tenant))
                )
            } else {
                format!(
                    "{} refuses: the offer is turned over, {} from {} and {} from {} go to the bank (the bouncer).",
                    name(*tenant),
                    bundle_value(bundle, lang),
                    name(*giver),
                    m(bundle.real()),
                    name(*tenant)
                )
            }
        }
        Event::TakeoverAccepted { giver, tenant, bar, partner_returned, .. } => {
            let extra = match (partner_returned, fr) {
                (Some(q), true) => format!(" Le partenaire {} quitte le bar.", de(&name(*q))),
                (Some(q), false) => format!(" {}'s partner leaves the bar.", name(*q)),
                (None, _) => String::new(),
            };
            if fr {
                format!("{} accepte : {} reprend {}.{extra}", name(*tenant), name(*giver), bar_name(*bar))
            } else {
                format!("{} accepts: {} takes over {}.{extra}", name(*tenant), name(*giver), bar_name(*bar))
            }
        }
        Event::TakeoverRefused { giver, tenant, bar, .. } => {
            if fr {
                format!("{} refuse l'offre de reprise {} pour {}.", name(*tenant), de(&name(*giver)), bar_name(*bar))
            } else {
                format!("{} refuses {}'s takeover offer for {}.", name(*tenant), name(*giver), bar_name(*bar))
            }
        }
        Event::ProtectionPaid { giver, tenant, amount, fakes_kept } => {
            if fr {
                format!(
                    "{} rend {} à {} et y ajoute {} de protection ; il garde {} faux billet{}.",
                    name(*tenant),
                    m(*amount),
                    name(*giver),
                    m(*amount),
                    fakes_kept,
                    plural(*fakes_kept as u32)
                )
            } else {
                format!(
                    "{} gives {} back to {} plus {} protection money, and keeps {} fake note{}.",
                    name(*tenant),
                    m(*amount),
                    name(*giver),
                    m(*amount),
                    fakes_kept,
                    plural(*fakes_kept as u32)
                )
            }
        }
        Event::AuctionStarted { seller, bar, .. } => {
            if fr {
                format!("{} met {} aux enchères : chacun fait une offre secrète.", name(*seller), bar_name(*bar))
            } else {
                format!("{} auctions {}: everyone makes a sealed bid.", name(*seller), bar_name(*bar))
            }
        }
        Event::BidMade { seat } => {
            if fr {
                format!("{} a fait son offre.", name(*seat))
            } else {
                format!("{} has bid.", name(*seat))
            }
        }
        Event::BidContents { bundle, .. } => {
            if fr {
                format!("Votre offre : {}.", bundle_text(bundle, lang))
            } else {
                format!("Your bid: {}.", bundle_text(bundle, lang))
            }
        }
        Event::BidSizes { sizes } => {
            let list: Vec<String> = sizes.iter().map(|(s, k)| format!("{} {}", name(*s), notes(*k, lang))).collect();
            if fr {
                format!("Toutes les offres sont là : {}.", list.join(", "))
            } else {
                format!("All bids are in: {}.", list.join(", "))
            }
        }
        Event::BidsShown { bids } => {
            let list: Vec<String> =
                bids.iter().map(|(s, b)| format!("{} {} ({})", name(*s), m(b.real()), bundle_text(b, lang))).collect();
            if fr {
                format!("Les offres reçues : {}.", list.join(" ; "))
            } else {
                format!("The bids you received: {}.", list.join("; "))
            }
        }
        Event::AuctionWon { seller, winner, bar, .. } => {
            if fr {
                format!(
                    "{} accepte l'offre {}, nouveau gérant {}.",
                    name(*seller),
                    de(&name(*winner)),
                    de(bar_name(*bar))
                )
            } else {
                format!("{} accepts {}'s bid: the new tenant of {}.", name(*seller), name(*winner), bar_name(*bar))
            }
        }
        Event::AuctionPaid { seller, winner, bundle } => {
            if fr {
                format!(
                    "{} paie {} à {} ({}).",
                    name(*winner),
                    m(bundle.real()),
                    name(*seller),
                    bundle_text(bundle, lang)
                )
            } else {
                format!(
                    "{} pays {} to {} ({}).",
                    name(*winner),
                    m(bundle.real()),
                    name(*seller),
                    bundle_text(bundle, lang)
                )
            }
        }
        Event::AuctionRejected { seller, bar, partner_returned, .. } => {
            let extra = match (partner_returned, fr) {
                (Some(q), true) => format!(" Le partenaire {} quitte le bar.", de(&name(*q))),
                (Some(q), false) => format!(" {}'s partner leaves the bar.", name(*q)),
                (None, _) => String::new(),
            };
            if fr {
                format!(
                    "{} refuse toutes les offres et ferme {} pour rénovation ({} à la banque).{extra}",
                    name(*seller),
                    bar_name(*bar),
                    m(1000)
                )
            } else {
                format!(
                    "{} rejects every bid and closes {} for renovation ({} to the bank).{extra}",
                    name(*seller),
                    bar_name(*bar),
                    m(1000)
                )
            }
        }
        Event::Held { seat } => {
            if fr {
                format!("{} garde ses positions.", name(*seat))
            } else {
                format!("{} holds position.", name(*seat))
            }
        }
        Event::BankCounted { seat } => {
            if fr {
                format!("{} compte la banque.", name(*seat))
            } else {
                format!("{} counts the bank.", name(*seat))
            }
        }
        Event::BankCount { cash, fakes, .. } => {
            if fr {
                format!("La banque contient {} et {} faux billet{}.", m(*cash), fakes, plural(*fakes))
            } else {
                format!("The bank holds {} and {} fake note{}.", m(*cash), fakes, plural(*fakes))
            }
        }
        Event::GameOver { ending, purses, outcome } => {
            let head = match (ending, fr) {
                (Ending::FiveFigures(w), true) => format!("Fin de la partie : {} gagne avec ses 5 pions.", name(*w)),
                (Ending::FiveFigures(w), false) => format!("Game over: {} wins with all 5 figures.", name(*w)),
                (Ending::Bankruptcy(b), true) => format!("Fin de la partie : {} est ruiné.", name(*b)),
                (Ending::Bankruptcy(b), false) => format!("Game over: {} is bankrupt.", name(*b)),
            };
            let winners: Vec<String> = outcome.winners.iter().map(|s| name(*s)).collect();
            let list: Vec<String> = purses
                .iter()
                .enumerate()
                .map(|(i, (c, f))| {
                    if fr {
                        format!("{} {} et {} faux", name(Seat(i as u8)), m(*c), f)
                    } else {
                        format!("{} {} and {} fake", name(Seat(i as u8)), m(*c), f)
                    }
                })
                .collect();
            if fr {
                format!("{head} Vainqueur : {}. Caisses : {}.", winners.join(", "), list.join(" ; "))
            } else {
                format!("{head} Winner: {}. Purses: {}.", winners.join(", "), list.join("; "))
            }
        }
    }
}

/// A button label for a move.
pub fn move_text(mv: &Move, lang: Lang) -> String {
    let fr = lang.fr();
    let slot =
        |i: u8| if fr { format!("emplacement {}", u32::from(i) + 1) } else { format!("slot {}", u32::from(i) + 1) };
    match mv {
        Move::CallLastOrder => lang.t("Last order !", "Last order!").into(),
        Move::DeclineLastOrder => lang.t("Pas de Last order", "No Last order").into(),
        Move::Stake(b) => format!("{}{}", lang.t("Miser : ", "Stake: "), bundle_value(b, lang)),
        Move::Open(i) => format!("{} ({})", lang.t("Ouvrir un bar", "Open a bar"), slot(*i)),
        Move::PlacePartnerOwn(i) => format!("{} ({})", lang.t("Placer un partenaire", "Place a partner"), slot(*i)),
        Move::OfferPartner(i, b) => {
            format!("{} ({}) : {}", lang.t("Devenir partenaire", "Become partner"), slot(*i), bundle_value(b, lang))
        }
        Move::OfferTakeover(i, b) => {
            format!("{} ({}) : {}", lang.t("Reprendre un bar", "Take over a bar"), slot(*i), bundle_value(b, lang))
        }
        Move::StartAuction(i) => format!("{} ({})", lang.t("Mettre aux enchères", "Auction"), slot(*i)),
        // As the button begins.
        Move::Hold => lang.t("Attendre", "Hold").into(),
        Move::Accept => lang.t("Accepter", "Accept").into(),
        Move::Refuse => lang.t("Refuser", "Refuse").into(),
        Move::AuctionBid(b) => format!("{}{}", lang.t("Offrir : ", "Bid: "), bundle_value(b, lang)),
        Move::AuctionAccept(s) => {
            if fr {
                format!("Accepter l'offre du joueur {}", u32::from(s.0) + 1)
            } else {
                format!("Accept player {}'s bid", u32::from(s.0) + 1)
            }
        }
        Move::AuctionRejectAll => lang.t("Tout refuser et rénover", "Reject all and renovate").into(),
        Move::CountBank => lang.t("Compter la banque", "Count the bank").into(),
    }
}

/// Why a move is refused, in players' words.
/// Long by design: one arm per refusal, a table read top to bottom.
pub fn error_text(err: &RuleError, lang: Lang) -> String {
    let m = |a: u32| money(a, lang);
    match err {
        RuleError::GameOver => lang.t("La partie est finie.", "The game is over.").into(),
        RuleError::NotYourTurn { expected, .. } => {
            if lang.fr() {
                format!("Ce n'est pas votre tour : c'est au joueur {} de décider.", u32::from(expected.0) + 1)
            } else {
                format!("Not your turn: player {} decides now.", u32::from(expected.0) + 1)
            }
        }
        RuleError::WrongPhase => lang.t("Ce coup n'est pas demandé maintenant.", "That move is not asked for now.").into(),
        RuleError::NoSuchSlot => lang.t("Il n'y a pas de bar à cet endroit.", "There is no bar there.").into(),
        RuleError::MustOpen => lang
            .t(
                "Vous devez ouvrir un bar (premier tour, ou vous n'êtes gérant d'aucun bar).",
                "You must open a bar (first round, or you are tenant of no bar).",
            )
            .into(),
        RuleError::OpenLimitReached => lang
            .t("Le nombre maximum de bars ouverts est atteint.", "The most bars that may be open are open.")
            .into(),
        RuleError::BarNotClosed => lang.t("Ce bar est déjà ouvert.", "That bar is already open.").into(),
        RuleError::BarNotOpen => lang.t("Ce bar est fermé.", "That bar is closed.").into(),
        RuleError::NoFreeFigure => lang.t("Vous n'avez plus de pion libre.", "You have no free figure left.").into(),
        RuleError::NotYourBar => lang.t("Vous n'êtes pas le gérant de ce bar.", "You are not that bar's tenant.").into(),
        RuleError::OwnBar => lang.t("C'est votre propre bar.", "That is your own bar.").into(),
        RuleError::NoTenant => lang.t("Ce bar n'a pas de gérant.", "That bar has no tenant.").into(),
        RuleError::NoPartnerPlace => lang.t("Ce bar n'a qu'une place.", "That bar has only one place.").into(),
        RuleError::PartnerPlaceTaken => lang.t("La place de partenaire est prise.", "The partner place is taken.").into(),
        RuleError::OfferTooLow { min } => {
            if lang.fr() {
                format!("L'offre doit valoir au moins {} (faux billets non compris).", m(*min))
            } else {
                format!("The offer must be worth at least {} (fake notes not counted).", m(*min))
            }
        }
        RuleError::OfferTooHigh { max } => {
            if lang.fr() {
                format!("L'offre ne peut pas dépasser {}.", m(*max))
            } else {
                format!("The offer may not be worth more than {}.", m(*max))
            }
        }
        RuleError::InsufficientCash => lang.t("Vous n'avez pas assez d'argent.", "You do not have that much money.").into(),
        RuleError::InsufficientFakes => {
            lang.t("Vous n'avez pas autant de faux billets.", "You do not have that many fake notes.").into()
        }
        RuleError::BundleTooLarge => lang.t("Pas plus de 30 billets à la fois.", "At most 30 notes at once.").into(),
        RuleError::MustIncludeFake => {
            lang.t("Il faut y mettre au moins un faux billet.", "It must hold at least one fake note.").into()
        }
        RuleError::CannotAffordRefusal => lang
            .t(
                "Refuser coûte autant que l'offre, et vous n'avez pas cette somme : vous devez accepter.",
                "Refusing costs as much as the offer and you do not have it: you must accept.",
            )
            .into(),
        RuleError::NeedThreeBars => lang
            .t("Il faut être gérant d'au moins trois bars pour en vendre un.", "You need three bars to auction one.")
            .into(),
        RuleError::AuctionNotCompletable => lang
            .t(
                "Cette vente ne pourrait pas se conclure : personne ne peut reprendre le bar et vous ne pouvez pas payer la rénovation.",
                "This auction could not end: nobody can take the bar and you cannot pay the renovation.",
            )
            .into(),
        RuleError::NotABidder => lang.t("Ce joueur n'a pas fait d'offre.", "That player did not bid.").into(),
        RuleError::BidderHasNoFreeFigure => {
            lang.t("Ce joueur n'a plus de pion libre.", "That player has no free figure.").into()
        }
        RuleError::CannotAffordRenovation => {
            if lang.fr() {
                format!("La rénovation coûte {} et vous ne les avez pas : acceptez une offre.", m(1000))
            } else {
                format!("The renovation costs {} and you do not have it: accept a bid.", m(1000))
            }
        }
        RuleError::HoldNotAllowed => lang
            .t("Vous ne pouvez passer que si vos 5 pions sont dans les bars.", "You may hold only with all 5 figures in bars.")
            .into(),
        RuleError::BankAlreadyCounted => {
            lang.t("Vous avez déjà compté la banque.", "You have already counted the bank.").into()
        }
        RuleError::BankCountOff => lang.t("Cette variante n'est pas jouée.", "That variant is not in play.").into(),
    }
}

/// A seat's action as a short bubble at its seat, so the table follows the
/// computers without opening the log: the rent it paid, the bar it opened,
/// the offer it slid (its size: its notes are secret), its answer, a bid,
/// "Last order!". `None` for the events that are not one seat's action.
/// A bar's id out of the game reads "?" (a forged link never panics here).
pub fn bubble(event: &Event, names: &[String], lang: Lang) -> Option<(Seat, String)> {
    let name = |s: &Seat| names.get(s.index()).map_or("?", |n| n.as_str());
    let bar = |b: &BarId| if (*b as usize) < 12 { bar_name(*b) } else { "?" };
    let fr = lang.fr();
    let say = |fr_text: String, en: String| if fr { fr_text } else { en };
    Some(match event {
        Event::LastOrderCalled { seat } => (*seat, lang.t("Last order !", "Last order!").into()),
        Event::LastOrderDeclined { seat } => (*seat, lang.t("Pas de Last order", "No Last order").into()),
        Event::Staked { seat } => (*seat, lang.t("A misé", "Staked").into()),
        Event::RentPaid { seat, amount, .. } if *amount > 0 => (
            *seat,
            say(format!("Loyer payé : {}", money(*amount, lang)), format!("Paid {} rent", money(*amount, lang))),
        ),
        Event::Bankrupt { seat, .. } => (*seat, lang.t("En faillite", "Bankrupt").into()),
        Event::BarOpened { seat, bar: b, .. } => (*seat, say(format!("Ouvre {}", bar(b)), format!("Opens {}", bar(b)))),
        Event::PartnerPlacedOwn { seat, bar: b, .. } => {
            (*seat, say(format!("Partenaire {}", de(bar(b))), format!("Partner in {}", bar(b))))
        }
        Event::OfferSlid { kind: OfferKind::Partner, giver, tenant, size, .. } => (
            *giver,
            say(
                format!("Offre à {} ({size} billet{})", name(tenant), plural(*size)),
                format!("Offer to {} ({size} note{})", name(tenant), plural(*size)),
            ),
        ),
        Event::OfferSlid { kind: OfferKind::Takeover, giver, bar: b, .. } => {
            (*giver, say(format!("Veut racheter {}", bar(b)), format!("Bids for {}", bar(b))))
        }
        Event::PartnerAccepted { tenant, giver, .. } => {
            (*tenant, say(format!("Accepte {}", name(giver)), format!("Accepts {}", name(giver))))
        }
        Event::PartnerRefused { tenant, giver, .. } => {
            (*tenant, say(format!("Refuse {}", name(giver)), format!("Refuses {}", name(giver))))
        }
        Event::TakeoverAccepted { tenant, giver, bar: b, .. } => (
            *tenant,
            say(format!("Cède {} à {}", bar(b), name(giver)), format!("Gives {} up to {}", bar(b), name(giver))),
        ),
        Event::TakeoverRefused { tenant, .. } => (*tenant, lang.t("Refuse le rachat", "Refuses the takeover").into()),
        Event::AuctionStarted { seller, bar: b, .. } => {
            (*seller, say(format!("Met {} aux enchères", bar(b)), format!("Auctions {}", bar(b))))
        }
        Event::BidMade { seat } => (*seat, lang.t("Enchérit", "Bids").into()),
        Event::AuctionWon { seller, winner, bar: b, .. } => (
            *seller,
            say(format!("Vend {} à {}", bar(b), name(winner)), format!("Sells {} to {}", bar(b), name(winner))),
        ),
        Event::AuctionRejected { seller, .. } => (*seller, lang.t("Refuse les enchères", "Rejects every bid").into()),
        Event::Held { seat } => (*seat, lang.t("Attend", "Waits").into()),
        Event::BankCounted { seat } => (*seat, lang.t("Compte la banque", "Counts the bank").into()),
        _ => return None,
    })
}
