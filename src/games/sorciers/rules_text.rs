//! The in-app rules of Sorciers, in French and English, written for this app
//! (spec: shared/rules/sorciers.md, decisions D1–D14). Plain data, no
//! dependencies: the UI lays it out. A paragraph that starts with "• " is a
//! bullet item.
//!
//! The race and card symbols named here must be the ones the table shows
//! (`ui::race_symbol` and `ui::card_face`).

pub use crate::i18n::Section;

/// The rules of Sorciers, in French (`fr = true`) or English.
pub fn rules(fr: bool) -> &'static [Section] {
    if fr {
        FR
    } else {
        EN
    }
}

/// One-line pitch for the home screen.
pub fn pitch(fr: bool) -> &'static str {
    if fr {
        "Prédisez au pli près ce que vous allez ramasser : le compte juste rapporte gros, la moindre erreur se paie."
    } else {
        "Predict to the trick what you will take: hitting it pays well, every trick off costs you."
    }
}

const FR: &[Section] = &[
    Section {
        title: "Le but du jeu",
        paragraphs: &[
            "Sorciers se joue de 3 à 6, chacun pour soi. À chaque manche, vous annoncez combien de plis vous allez remporter. Seule l'annonce exacte rapporte des points : un pli de trop coûte autant qu'un pli de moins.",
            "Au bout de la dernière manche, le plus gros total l'emporte.",
        ],
    },
    Section {
        title: "Les cartes",
        paragraphs: &[
            "Le paquet compte 60 cartes : quatre races de 13 cartes, numérotées de 1 (la plus faible) à 13 (la plus forte), plus 4 Sorciers et 4 Fous. Chaque race se reconnaît à son symbole autant qu'à sa couleur :",
            "• ♛ Humains, en bleu",
            "• ❦ Elfes, en vert",
            "• ⚒ Nains, en rouge",
            "• ▲ Géants, en jaune",
            "• ✶ Sorcier : la carte la plus puissante. Le premier Sorcier posé dans un pli le remporte.",
            "• ☾ Fou : la carte la plus faible. Il ne gagne un pli que si tout le monde a joué un Fou.",
            "Les quatre Sorciers sont identiques entre eux, les quatre Fous aussi : seul compte l'ordre dans lequel ils sont posés.",
        ],
    },
    Section {
        title: "Les manches et la donne",
        paragraphs: &[
            "Le nombre de manches dépend du nombre de joueurs : 20 manches à 3, 15 à 4, 12 à 5 et 10 à 6. La manche 1 se joue avec 1 carte chacun, la manche 2 avec 2 cartes, et ainsi de suite : à la manche r, chacun reçoit r cartes et on joue r plis. Lors de la dernière manche, les 60 cartes sont toutes distribuées.",
            "Les cartes non distribuées forment le talon, face cachée.",
            "Le donneur change à chaque manche : la donne passe au voisin de gauche.",
        ],
    },
    Section {
        title: "L'atout",
        paragraphs: &[
            "Une fois les mains servies, on retourne la carte du dessus du talon. Elle fixe l'atout de la manche, reste posée sur le talon et ne se joue jamais.",
            "• Carte d'une race : cette race est l'atout.",
            "• Fou : la manche se joue sans atout.",
            "• Sorcier : sans atout, selon la règle de base. Avec la variante officielle, le donneur regarde sa main et choisit l'une des quatre races comme atout (« sans atout » n'est alors pas un choix possible).",
            "• Dernière manche : le talon est vide, rien n'est retourné, il n'y a pas d'atout.",
        ],
    },
    Section {
        title: "Les annonces",
        paragraphs: &[
            "Avant de jouer, chacun annonce le nombre de plis qu'il pense remporter, une seule fois, de 0 jusqu'au nombre de cartes qu'il a en main. Le joueur à gauche du donneur commence, on continue dans le sens des aiguilles d'une montre, et le donneur parle en dernier.",
            "Selon la règle de base, chaque annonce est dite à voix haute : vous connaissez celles des joueurs qui ont parlé avant vous. Rien n'oblige le total des annonces à correspondre au nombre de plis.",
        ],
    },
    Section {
        title: "Jouer un pli",
        paragraphs: &[
            "Le joueur à gauche du donneur entame le premier pli. Chacun pose ensuite une carte, dans le sens des aiguilles d'une montre. Qui remporte un pli entame le suivant.",
            "La race demandée est celle de la première carte du pli qui n'est pas un Fou.",
            "• Si vous avez au moins une carte de la race demandée, vous devez en jouer une, à moins de poser un Sorcier ou un Fou : ces deux cartes peuvent se jouer à tout moment.",
            "• Si vous n'en avez pas, jouez la carte que vous voulez. Vous n'êtes jamais obligé de couper ni de surenchérir.",
            "• Tant que le pli ne contient que des Fous, aucune race n'est demandée : chacun joue librement.",
            "• Si la première carte qui n'est pas un Fou est un Sorcier, aucune race n'est demandée jusqu'à la fin du pli : chacun joue librement.",
        ],
    },
    Section {
        title: "Qui remporte le pli",
        paragraphs: &[
            "Quand chacun a posé sa carte, on cherche le gagnant dans cet ordre ; la première règle qui s'applique décide :",
            "• le premier Sorcier posé (les Sorciers suivants ne valent rien) ;",
            "• à défaut, l'atout le plus fort ;",
            "• à défaut, la carte la plus forte de la race demandée : une carte d'une autre race, si ce n'est pas l'atout, ne remporte jamais le pli ;",
            "• si le pli ne contient que des Fous, le premier Fou posé, donc celui du joueur qui a entamé.",
        ],
    },
    Section {
        title: "Exemples de plis",
        paragraphs: &[
            "Quatre joueurs : Ana, Bob, Cléo et Dan, dans cet ordre.",
            "Atout Nains. Ana entame avec un Fou : aucune race n'est encore demandée. Bob pose Humains 4, première carte qui n'est pas un Fou : la race demandée devient Humains. Cléo tient Humains 10, Nains 3 et un Sorcier ; elle n'a pas le droit de jouer Nains 3, et choisit Humains 10. Dan n'a aucun Humain et pose Nains 1. Dan remporte le pli : le plus petit atout bat la meilleure carte de la race demandée.",
            "Atout Géants. Ana entame avec un Fou, Bob pose un Sorcier : plus aucune race n'est demandée dans ce pli. Cléo joue Elfes 5 et Dan Géants 13. Bob gagne : le premier Sorcier passe avant n'importe quel atout.",
            "Atout Nains. Ana entame Elfes 9, Bob joue Humains 13, Cléo Elfes 10, Dan Géants 12. Personne n'a coupé : Cléo gagne avec la plus forte carte d'Elfes, et les deux 13 et 12 des autres races ne comptent pas.",
        ],
    },
    Section {
        title: "Le décompte",
        paragraphs: &[
            "À la fin de la manche, chacun compare ses plis à son annonce :",
            "• annonce tenue : 20 points, plus 10 par pli remporté ;",
            "• annonce manquée : 10 points de pénalité par pli d'écart, qu'il y en ait trop ou pas assez.",
            "Exemples : Ana annonce 2 et en fait 2 : 20 + 2 × 10 = +40. Bob annonce 0 et n'en fait aucun : +20. Cléo annonce 3 mais n'en fait qu'un : deux plis d'écart, −20. Dan annonce 1 et en fait 2 : −10.",
            "Les points s'ajoutent au total, qui peut devenir négatif. La feuille de marque garde, pour chaque manche et chaque joueur, l'annonce, les plis, les points et le total.",
        ],
    },
    Section {
        title: "La fin de la partie",
        paragraphs: &[
            "La partie s'arrête après le décompte de la dernière manche, jamais avant. Le joueur au plus gros total est le Grand Vainqueur. Si plusieurs joueurs sont à égalité en tête, ils gagnent ensemble.",
        ],
    },
    Section {
        title: "Variantes",
        paragraphs: &[
            "Elles se choisissent avant de commencer ; aucune n'est active par défaut.",
            "• Officielle : le donneur choisit l'atout quand un Sorcier est retourné. Il doit désigner une des quatre races.",
            "• Somme non-nulle : le donneur, qui annonce en dernier, n'a pas le droit de faire une annonce qui rendrait le total des annonces égal au nombre de plis de la manche. L'application lui indique le chiffre interdit. Exemple à la manche 4 : Ana annonce 2, Bob 0 ; le donneur peut annoncer 0, 1, 3 ou 4, mais pas 2. Si les annonces des autres dépassent déjà le nombre de plis, tout est permis. Cette variante n'existe qu'avec les annonces à voix haute.",
            "• Annonces simultanées : chacun annonce en secret, à son tour, derrière le rideau. Toutes les annonces sont dévoilées en même temps, avant la première carte.",
            "• Annonces cachées : chacun annonce en secret de la même façon, mais les annonces restent cachées pendant toute la manche ; on ne connaît que la sienne. Elles sont dévoilées à la fin de la manche, juste avant le décompte. Les plis remportés par chacun restent visibles.",
            "• Vision de l'enfer : pendant les annonces, vous voyez les mains de tous les autres joueurs, mais pas la vôtre (seulement son nombre de cartes). Une fois toutes les annonces faites, vous récupérez votre main, et le panneau « Mains vues » rappelle les mains des autres telles qu'elles ont été distribuées, les cartes déjà jouées étant marquées.",
            "On choisit un seul mode d'annonce : à voix haute, simultanées ou cachées. La vision de l'enfer se combine avec chacun d'eux, et avec Somme non-nulle.",
        ],
    },
    Section {
        title: "Choix de cette application",
        paragraphs: &[
            "La règle dont nous sommes partis laisse quelques points ouverts. Voici comment l'application les tranche :",
            "• Le jeu garde son nom français, Sorciers, dans toutes les langues.",
            "• Le nombre de manches est fixé pour que la dernière distribue tout le paquet : 60 cartes divisées par le nombre de joueurs.",
            "• Le premier donneur est tiré au hasard. Ensuite, la donne passe d'un joueur vers la gauche à chaque manche.",
            "• Le joueur à gauche du donneur annonce le premier et entame le premier pli.",
            "• Par défaut, un Sorcier retourné signifie « pas d'atout » ; la variante officielle laisse le donneur choisir.",
            "• Un pli entamé par un ou plusieurs Fous et suivi d'un Sorcier n'a pas de race demandée, et ce Sorcier le remporte.",
            "• Somme non-nulle est appliquée telle que la règle l'énonce : le total des annonces ne peut pas égaler le nombre de plis. L'exemple chiffré de la règle d'origine ne colle pas avec cette phrase ; c'est la phrase qui est suivie.",
            "• Somme non-nulle n'est proposée qu'avec les annonces à voix haute : avec des annonces secrètes, le donneur ne pourrait pas savoir quel chiffre lui est interdit.",
            "• La carte retournée pour l'atout n'est jamais jouée ; les 60 cartes sont mélangées à nouveau à chaque manche.",
            "• Personne n'est obligé de couper ni de jouer plus fort que les cartes déjà posées.",
            "• Les cartes jouées restent visibles jusqu'à la fin de la manche, avec le nom de qui les a posées (plis précédents et journal).",
            "• En vision de l'enfer, le donneur qui doit choisir l'atout (variante officielle) le fait sans voir sa propre main.",
            "• En vision de l'enfer, les mains vues pendant les annonces restent affichées toute la manche : l'application se souvient pour chacun, ordinateurs compris.",
            "• Les joueurs à égalité en tête partagent la victoire, sans départage.",
        ],
    },
    Section {
        title: "Sur cette tablette",
        paragraphs: &[
            "Quand le rideau « Passez la tablette à … » s'affiche, donnez la tablette au joueur nommé ; les autres détournent les yeux. Il touche « Je suis …, voir mon jeu » pour découvrir sa main. Ainsi, personne ne voit le jeu d'un autre.",
            "Vous pouvez annuler votre dernier coup tant que personne d'autre n'a joué depuis (ordinateurs compris), que ce coup n'a rien dévoilé (nouvelle donne, annonces révélées) et que le joueur suivant n'a pas pris la tablette. Le rideau propose aussi au joueur précédent d'annuler son coup.",
            "Les adversaires ordinateur existent en deux niveaux : « facile » et « fort ». Ils ne voient que ce que leur place autorise. Leur vitesse se règle à tout moment.",
            "La partie est enregistrée sur l'appareil après chaque coup ; vous pouvez aussi l'exporter dans un fichier.",
        ],
    },
];

const EN: &[Section] = &[
    Section {
        title: "The goal",
        paragraphs: &[
            "Sorciers is for 3 to 6 players, each playing alone. Every round you bid how many tricks you will take. Only an exact bid scores: one trick too many hurts as much as one too few.",
            "When the last round is over, the highest total wins.",
        ],
    },
    Section {
        title: "The cards",
        paragraphs: &[
            "The deck has 60 cards: four races of 13 cards, numbered from 1 (lowest) to 13 (highest), plus 4 Sorcerers and 4 Fools. Each race shows a symbol as well as a colour:",
            "• ♛ Humans, blue",
            "• ❦ Elves, green",
            "• ⚒ Dwarves, red",
            "• ▲ Giants, yellow",
            "• ✶ Sorcerer: the strongest card. The first Sorcerer played in a trick takes it.",
            "• ☾ Fool: the weakest card. It only takes a trick when everyone played a Fool.",
            "All four Sorcerers are alike, and so are the four Fools: the only thing that matters is the order in which they are played.",
        ],
    },
    Section {
        title: "Rounds and the deal",
        paragraphs: &[
            "How many rounds you play depends on the number of players: 20 rounds with 3, 15 with 4, 12 with 5 and 10 with 6. Round 1 is played with 1 card each, round 2 with 2 cards, and so on: in round r everyone gets r cards and r tricks are played. The last round deals out all 60 cards.",
            "The cards not dealt form the stock, face down.",
            "The dealer changes every round: the deal passes to the player on the left.",
        ],
    },
    Section {
        title: "Trump",
        paragraphs: &[
            "After the deal, the top card of the stock is turned face up. It sets the trump for the round, stays on the stock and is never played.",
            "• A race card: that race is trump.",
            "• A Fool: the round is played without trump.",
            "• A Sorcerer: no trump under the basic rule. With the official option, the dealer looks at their hand and names one of the four races as trump (\"no trump\" is not a choice then).",
            "• Last round: the stock is empty, nothing is turned, and there is no trump.",
        ],
    },
    Section {
        title: "Bidding",
        paragraphs: &[
            "Before any card is played, everyone bids once how many tricks they expect to take, anything from 0 up to the number of cards in their hand. The player left of the dealer starts, bidding goes clockwise, and the dealer bids last.",
            "Under the basic rule every bid is said out loud, so you know the bids of everyone who spoke before you. The bids do not have to add up to the number of tricks.",
        ],
    },
    Section {
        title: "Playing a trick",
        paragraphs: &[
            "The player left of the dealer leads the first trick. Then everyone plays one card, clockwise. Whoever takes a trick leads the next one.",
            "The led race is the race of the first card in the trick that is not a Fool.",
            "• If you hold at least one card of the led race, you must play one, unless you play a Sorcerer or a Fool: those two may be played at any time.",
            "• If you hold none, play any card you like. You never have to trump, nor to beat the cards already played.",
            "• As long as the trick holds only Fools, no race has been led: anyone may play anything.",
            "• If the first card that is not a Fool is a Sorcerer, no race is led for the rest of the trick: anyone may play anything.",
        ],
    },
    Section {
        title: "Who takes the trick",
        paragraphs: &[
            "Once everyone has played, look for the winner in this order; the first rule that applies decides:",
            "• the first Sorcerer played (any later Sorcerer is worth nothing);",
            "• failing that, the highest trump;",
            "• failing that, the highest card of the led race: a card of another race, unless it is trump, never takes the trick;",
            "• if the trick holds only Fools, the first Fool played, which is the leader's.",
        ],
    },
    Section {
        title: "Example tricks",
        paragraphs: &[
            "Four players: Ana, Bob, Cleo and Dan, in that order.",
            "Dwarves are trump. Ana leads a Fool: no race is led yet. Bob plays Humans 4, the first card that is not a Fool, so Humans become the led race. Cleo holds Humans 10, Dwarves 3 and a Sorcerer; she may not play Dwarves 3, and picks Humans 10. Dan has no Humans and plays Dwarves 1. Dan takes the trick: the lowest trump beats the best card of the led race.",
            "Giants are trump. Ana leads a Fool, Bob plays a Sorcerer: no race is led in this trick any more. Cleo plays Elves 5 and Dan Giants 13. Bob wins: the first Sorcerer comes before any trump.",
            "Dwarves are trump. Ana leads Elves 9, Bob plays Humans 13, Cleo Elves 10, Dan Giants 12. Nobody trumped: Cleo wins with the highest Elves card, and the 13 and 12 of the other races do not count.",
        ],
    },
    Section {
        title: "Scoring",
        paragraphs: &[
            "At the end of the round, everyone compares their tricks with their bid:",
            "• bid made: 20 points, plus 10 for each trick taken;",
            "• bid missed: a penalty of 10 points for each trick off, too many or too few.",
            "Examples: Ana bids 2 and takes 2: 20 + 2 × 10 = +40. Bob bids 0 and takes none: +20. Cleo bids 3 but takes only 1: two tricks off, −20. Dan bids 1 and takes 2: −10.",
            "Points are added to the running total, which may go below zero. The score sheet keeps, for every round and player, the bid, the tricks, the points and the total.",
        ],
    },
    Section {
        title: "End of the game",
        paragraphs: &[
            "The game ends after the last round has been scored, never earlier. The player with the highest total is the Grand Winner. If several players share the highest total, they win together.",
        ],
    },
    Section {
        title: "Options",
        paragraphs: &[
            "They are chosen before the game starts; none is on by default.",
            "• Official: the dealer chooses trump when a Sorcerer is turned. They must name one of the four races.",
            "• Somme non-nulle (\"the sum must not fit\"): the dealer, who bids last, may not make a bid that brings the total of all bids to the number of tricks in the round. The app shows them the forbidden number. Example in round 4: Ana bids 2, Bob 0; the dealer may bid 0, 1, 3 or 4, but not 2. If the other bids already exceed the number of tricks, any bid is allowed. This option only exists with bids made out loud.",
            "• Simultaneous bids: everyone bids in secret, in turn, behind the curtain. All bids are shown together before the first card is played.",
            "• Hidden bids: everyone bids in secret the same way, but the bids stay hidden for the whole round; you only know your own. They are shown at the end of the round, just before scoring. The tricks each player has taken stay visible.",
            "• Vision de l'enfer (\"hell's vision\"): while bidding you see every other player's hand but not your own (only how many cards it has). Once all bids are in, you get your hand back, and the \"Hands you saw\" panel recalls the others' hands as they were dealt, with the cards already played marked.",
            "Only one way of bidding is used at a time: out loud, simultaneous or hidden. Vision de l'enfer goes with any of them, and with Somme non-nulle.",
        ],
    },
    Section {
        title: "Choices made by this app",
        paragraphs: &[
            "The rules we started from leave a few points open. This is how the app settles them:",
            "• The game keeps its French name, Sorciers, in every language.",
            "• The number of rounds is set so that the last round deals out the whole deck: 60 cards divided by the number of players.",
            "• The first dealer is drawn at random. After that, the deal moves one player to the left every round.",
            "• The player left of the dealer bids first and leads the first trick.",
            "• By default a turned Sorcerer means no trump; the official option lets the dealer choose.",
            "• A trick led by one or more Fools and followed by a Sorcerer has no led race, and that Sorcerer takes it.",
            "• Somme non-nulle is applied as the rule states it: the bids may not add up to the number of tricks. The worked example in the original rules does not match that sentence; the app follows the sentence.",
            "• Somme non-nulle is only offered with bids made out loud: with secret bids, the dealer could not know which number is forbidden.",
            "• The card turned for trump is never played; all 60 cards are shuffled again every round.",
            "• Nobody has to trump, or to play higher than the cards already down.",
            "• Cards played stay visible until the end of the round, with who played them (earlier tricks and the log).",
            "• In Vision de l'enfer, a dealer who must choose trump (official option) does so without seeing their own hand.",
            "• In Vision de l'enfer, the hands seen while bidding stay on show for the whole round: the app remembers for everyone, computers included.",
            "• Players tied for the highest total share the win; there is no tie-break.",
        ],
    },
    Section {
        title: "On this tablet",
        paragraphs: &[
            "When the curtain \"Pass the tablet to …\" appears, hand the tablet to that player while the others look away. They tap \"I am …, show my game\" to see their hand. That way nobody sees anyone else's cards.",
            "You can undo your last move as long as nobody else has played since (computers included), the move revealed nothing (a new deal, bids shown) and the next player has not taken the tablet. The curtain also lets the previous player undo their move.",
            "Computer opponents come in two levels, \"easy\" and \"strong\". They only see what their seat is allowed to see. Their pace can be changed at any time.",
            "The game is saved on this device after every move, and you can export it to a file.",
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Every title and paragraph of one language, one per line.
    fn all_text(fr: bool) -> String {
        rules(fr)
            .iter()
            .flat_map(|s| std::iter::once(s.title).chain(s.paragraphs.iter().copied()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn both_languages_have_the_same_sections_and_none_is_empty() {
        let (fr, en) = (rules(true), rules(false));
        assert_eq!(fr.len(), en.len());
        assert!(fr.len() >= 10, "goal, cards, rounds, trump, bidding, play, winner, scoring, options, choices, tablet");
        for (f, e) in fr.iter().zip(en) {
            assert!(!f.title.trim().is_empty() && !e.title.trim().is_empty());
            assert!(!f.paragraphs.is_empty(), "FR section {:?} is empty", f.title);
            assert!(!e.paragraphs.is_empty(), "EN section {:?} is empty", e.title);
            for p in f.paragraphs.iter().chain(e.paragraphs.iter()) {
                assert!(!p.trim().is_empty(), "empty paragraph in {:?} / {:?}", f.title, e.title);
                // A bullet is exactly "• " followed by text.
                if p.starts_with('•') {
                    assert!(p.starts_with("• ") && p.len() > "• ".len(), "malformed bullet: {p:?}");
                }
            }
        }
        // Section titles are distinct within a language.
        for lang in [fr, en] {
            let mut titles: Vec<_> = lang.iter().map(|s| s.title).collect();
            crate::engine::sort::sort(&mut titles);
            titles.dedup();
            assert_eq!(titles.len(), lang.len(), "duplicate section title");
        }
        assert!(!pitch(true).is_empty() && !pitch(false).is_empty());
        assert_ne!(pitch(true), pitch(false));
    }

    #[test]
    fn the_trademark_never_appears() {
        for fr in [true, false] {
            let text = format!("{}\n{}", all_text(fr), pitch(fr));
            assert!(!text.to_lowercase().contains("wizard"), "spec D1: no \"Wizard\" (fr = {fr})");
        }
    }

    #[test]
    fn each_language_names_the_cards_and_races_its_own_way() {
        let en = all_text(false);
        for word in ["Sorcerer", "Fool", "Humans", "Elves", "Dwarves", "Giants", "Sorciers"] {
            assert!(en.contains(word), "EN misses {word}");
        }
        // The French card names must not leak into the English text as card names.
        assert!(!en.contains("Sorcier ") && !en.contains(" Fou ") && !en.contains(" Fous"));
        let fr = all_text(true);
        for word in ["Sorcier", "Fou", "Humains", "Elfes", "Nains", "Géants", "Sorciers"] {
            assert!(fr.contains(word), "FR misses {word}");
        }
        for word in ["Sorcerer", "Fool", "Dwarves", "Giants"] {
            assert!(!fr.contains(word), "FR text uses the English {word}");
        }
    }

    #[test]
    fn every_symbol_is_explained_in_both_languages() {
        for fr in [true, false] {
            let text = all_text(fr);
            for sym in ["♛", "❦", "⚒", "▲", "✶", "☾"] {
                assert!(text.contains(sym), "missing symbol {sym} (fr = {fr})");
            }
        }
    }

    #[test]
    fn the_rules_give_each_race_and_card_the_symbol_of_its_cards() {
        use crate::games::sorciers::cards::Race;
        use crate::games::sorciers::text::{race_name, race_symbol, FOU_SYMBOL, SORCIER_SYMBOL};
        use crate::i18n::Lang;
        for (fr, lang) in [(true, Lang::Fr), (false, Lang::En)] {
            let text = all_text(fr);
            for race in [Race::H, Race::E, Race::N, Race::G] {
                let line = format!("• {} {}", race_symbol(race), race_name(race, lang));
                assert!(text.contains(&line), "the rules miss \"{line}\"");
            }
            let (sorcier, fou) = if fr { ("Sorcier", "Fou") } else { ("Sorcerer", "Fool") };
            assert!(
                text.contains(&format!("• {SORCIER_SYMBOL} {sorcier}:"))
                    || text.contains(&format!("• {SORCIER_SYMBOL} {sorcier} :"))
            );
            assert!(
                text.contains(&format!("• {FOU_SYMBOL} {fou}:")) || text.contains(&format!("• {FOU_SYMBOL} {fou} :"))
            );
        }
        // One symbol each: no two the same.
        let mut all = vec![SORCIER_SYMBOL, FOU_SYMBOL];
        all.extend([Race::H, Race::E, Race::N, Race::G].map(race_symbol));
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }

    #[test]
    fn every_option_is_named_as_the_setup_screen_names_it() {
        let fr = all_text(true);
        for word in ["Officielle", "Somme non-nulle", "simultanées", "cachées", "Vision de l'enfer", "Mains vues"] {
            assert!(fr.contains(word), "FR misses {word}");
        }
        let en = all_text(false);
        for word in [
            "Official",
            "Somme non-nulle",
            "simultaneous",
            "Simultaneous",
            "hidden",
            "Hidden",
            "Vision de l'enfer",
            "Hands you saw",
        ] {
            assert!(en.contains(word), "EN misses {word}");
        }
    }

    #[test]
    fn the_numbers_of_the_spec_are_stated() {
        for fr in [true, false] {
            let text = all_text(fr);
            // 60 cards; rounds for 3/4/5/6 players (D2).
            for n in ["60", "20", "15", "12", "10"] {
                assert!(text.contains(n), "missing {n} (fr = {fr})");
            }
            // The scoring examples agree with 20 + 10·t and −10 per trick off.
            for n in ["+40", "+20", "−20", "−10"] {
                assert!(text.contains(n), "missing score {n} (fr = {fr})");
            }
        }
        assert_eq!(score(2, 2), 40);
        assert_eq!(score(0, 0), 20);
        assert_eq!(score(3, 1), -20);
        assert_eq!(score(1, 2), -10);
    }

    /// The rule the scoring examples illustrate (spec §4.5).
    fn score(bid: i32, tricks: i32) -> i32 {
        if bid == tricks {
            20 + 10 * tricks
        } else {
            -10 * (tricks - bid).abs()
        }
    }

    #[test]
    fn the_choices_section_is_last_but_one_and_the_tablet_section_last() {
        for fr in [true, false] {
            let r = rules(fr);
            let choices = &r[r.len() - 2];
            let tablet = &r[r.len() - 1];
            let (want_choices, want_tablet) = if fr {
                ("Choix de cette application", "Sur cette tablette")
            } else {
                ("Choices made by this app", "On this tablet")
            };
            assert_eq!(choices.title, want_choices);
            assert_eq!(tablet.title, want_tablet);
            // D3/D5, D6, D7, D8, D9, D10, D11, D12, D13, D14 and the default for a
            // turned Sorcier, plus D1, D2, D4: one bullet each.
            assert!(choices.paragraphs.iter().filter(|p| p.starts_with("• ")).count() >= 14);
        }
    }
}
