//! The in-app rules of Sorciers, in French and English, in our own words
//! (spec: shared/rules/sorciers.md). Plain data: the UI lays it out. A
//! paragraph that starts with "• " is a list item.

/// One section of the in-app rules.
pub struct Section {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// The rules of Sorciers, in French (`fr = true`) or English.
pub fn rules(fr: bool) -> &'static [Section] {
    if fr {
        FR
    } else {
        EN
    }
}

/// One line for the home screen.
pub fn pitch(fr: bool) -> &'static str {
    if fr {
        "Annoncez exactement combien de plis vous ferez, puis faites-les : ni plus, ni moins."
    } else {
        "Bid exactly how many tricks you will take, then take them: no more, no fewer."
    }
}

const FR: &[Section] = &[
    Section {
        title: "Le but",
        paragraphs: &[
            "Chaque manche, chacun annonce le nombre exact de plis qu'il pense remporter. Qui tombe juste marque des points ; qui se trompe en perd, dans un sens comme dans l'autre.",
            "Après la dernière manche, le plus haut total gagne. Les ex æquo en tête partagent la victoire.",
        ],
    },
    Section {
        title: "Les cartes",
        paragraphs: &[
            "60 cartes : quatre races numérotées de 1 à 13, quatre Sorciers et quatre Fous. Chaque race a un symbole et une couleur :",
            "• Humains ☀ (bleu) · Elfes ❦ (vert) · Nains ⚒ (rouge) · Géants ▲ (jaune)",
            "• Sorcier ✶ : gagne le pli s'il est le premier Sorcier posé.",
            "• Fou ☾ : ne gagne presque jamais.",
        ],
    },
    Section {
        title: "Les manches",
        paragraphs: &[
            "À 3 joueurs on joue 20 manches, à 4 : 15, à 5 : 12, à 6 : 10. À la manche n, chacun reçoit n cartes et on joue n plis ; la dernière manche distribue tout le paquet.",
            "Le premier donneur est tiré au hasard ; ensuite la donne passe au joueur de gauche à chaque manche. Les 60 cartes sont mélangées à chaque manche.",
        ],
    },
    Section {
        title: "L'atout",
        paragraphs: &[
            "Après la donne, la carte du dessus du talon est retournée. Elle reste sur le talon et n'est jamais jouée.",
            "• Une carte de race : cette race est l'atout.",
            "• Un Fou : pas d'atout pour cette manche.",
            "• Un Sorcier : pas d'atout (règle de base), ou bien, avec la variante officielle, le donneur choisit la race d'atout.",
            "• À la dernière manche, le talon est vide : pas d'atout.",
        ],
    },
    Section {
        title: "Les annonces",
        paragraphs: &[
            "En commençant à gauche du donneur et en finissant par le donneur, chacun annonce une fois combien de plis il fera, de 0 au nombre de cartes en main. Par défaut, chaque annonce est faite à voix haute et tout le monde la voit.",
        ],
    },
    Section {
        title: "Le jeu de la carte",
        paragraphs: &[
            "Le joueur à gauche du donneur entame le premier pli ; ensuite, celui qui remporte un pli entame le suivant. On joue une carte chacun, dans le sens des aiguilles d'une montre.",
            "La race demandée est celle de la première carte du pli qui n'est pas un Fou. Si vous avez de cette race, vous devez en jouer (ou jouer un Sorcier ou un Fou, toujours permis). Sinon, jouez ce que vous voulez : rien n'oblige à couper ni à monter.",
            "Si la première carte qui n'est pas un Fou est un Sorcier, il n'y a aucune race à fournir pour tout ce pli. Tant que seuls des Fous ont été posés, chacun joue ce qu'il veut.",
        ],
    },
    Section {
        title: "Qui remporte le pli",
        paragraphs: &[
            "On regarde dans cet ordre :",
            "• le premier Sorcier posé ;",
            "• sinon, l'atout le plus fort ;",
            "• sinon, la plus forte carte de la race demandée (les autres races ne gagnent jamais) ;",
            "• sinon (rien que des Fous), le premier Fou posé.",
            "Exemple, atout Nains : Ana entame Elfes 9, Bob joue Nains 2, Cléo Elfes 13, Dani un Fou. Bob gagne : le plus petit atout bat la race demandée.",
        ],
    },
    Section {
        title: "Le décompte",
        paragraphs: &[
            "• Annonce réussie : 20 points plus 10 par pli. Annoncer 0 et n'en faire aucun rapporte 20.",
            "• Annonce ratée : moins 10 points par pli d'écart, en trop ou en moins. Un total peut devenir négatif.",
            "Exemple : Ana annonce 2 et en fait 4 : −20. Bob annonce 3 et en fait 3 : +50.",
            "La feuille de marque note pour chaque manche l'annonce, les plis, les points et le total.",
        ],
    },
    Section {
        title: "Variantes",
        paragraphs: &[
            "• Officielle : quand un Sorcier est retourné, le donneur choisit la race d'atout (sans pouvoir choisir « pas d'atout »).",
            "• Somme non-nulle : le donneur, qui annonce en dernier, ne peut pas rendre le total des annonces égal au nombre de plis de la manche. Possible seulement avec les annonces à voix haute.",
            "• Annonces simultanées : chacun annonce en secret, l'un après l'autre derrière le rideau ; toutes les annonces sont révélées ensemble avant le premier pli.",
            "• Annonces cachées : annoncées en secret de la même façon, elles restent cachées pendant la manche et sont révélées à la fin, juste avant le décompte. Les plis remportés restent visibles.",
            "• Vision de l'enfer : pendant les annonces, vous voyez les mains des autres mais pas la vôtre. Au premier pli, vous retrouvez votre main, et un panneau « Mains vues » garde les mains des autres telles que vous les avez vues, cartes déjà jouées marquées.",
        ],
    },
    Section {
        title: "Choix de cette application",
        paragraphs: &[
            "La règle d'origine laisse quelques points ouverts ; voici ce que nous avons décidé :",
            "• Le premier donneur est tiré au hasard, puis la donne tourne d'un joueur vers la gauche à chaque manche.",
            "• Le joueur à gauche du donneur annonce le premier et entame le premier pli.",
            "• Un Fou suivi d'un Sorcier : pas de race à fournir pour ce pli, et le Sorcier gagne.",
            "• Somme non-nulle s'applique comme la règle l'écrit (le total ne peut pas égaler le nombre de plis) ; l'exemple de la règle d'origine ne tombe pas juste, nous suivons la phrase.",
            "• La carte d'atout retournée n'est jamais jouée ; tout le paquet est remélangé à chaque manche.",
            "• Aucune obligation de couper ni de monter.",
            "• Les ex æquo en tête partagent la victoire, sans départage.",
            "• Les cartes jouées pendant la manche restent visibles avec le nom de qui les a jouées (dernier pli et journal).",
            "• En vision de l'enfer, le donneur qui choisit l'atout (variante officielle) le fait sans voir sa main, et les mains vues restent affichées toute la manche : la tablette se souvient pour tout le monde, ordinateurs compris.",
        ],
    },
    Section {
        title: "Sur cette tablette",
        paragraphs: &[
            "Quand un rideau « Passez la tablette à … » apparaît, donnez la tablette à ce joueur : personne ne voit les cartes d'un autre.",
            "Vous pouvez annuler votre dernier coup tant que personne n'a joué après vous, que rien de secret n'a été révélé (nouvelle donne, annonces dévoilées) et que la tablette n'a pas changé de mains.",
            "Les adversaires ordinateur « facile » suivent de bonnes habitudes ; les « forts » simulent la suite de la manche. Ils ne voient que ce que leur siège a le droit de voir. Leur vitesse se règle à tout moment.",
            "La partie est sauvegardée après chaque coup sur cet appareil, et peut être exportée dans un fichier.",
        ],
    },
];

const EN: &[Section] = &[
    Section {
        title: "The goal",
        paragraphs: &[
            "Each round, everyone bids the exact number of tricks they expect to take. Hit your bid and you score; miss it either way and you lose points.",
            "After the last round, the highest total wins. Players tied for the lead share the win.",
        ],
    },
    Section {
        title: "The cards",
        paragraphs: &[
            "60 cards: four races numbered 1 to 13, four Sorcerers and four Fools. Each race has a symbol as well as a colour:",
            "• Humans ☀ (blue) · Elves ❦ (green) · Dwarves ⚒ (red) · Giants ▲ (yellow)",
            "• Sorcerer ✶: wins the trick if it is the first Sorcerer played.",
            "• Fool ☾: almost never wins.",
        ],
    },
    Section {
        title: "Rounds",
        paragraphs: &[
            "With 3 players there are 20 rounds, with 4: 15, with 5: 12, with 6: 10. In round n everyone gets n cards and n tricks are played; the last round deals the whole deck.",
            "The first dealer is drawn at random; then the deal passes one player to the left each round. All 60 cards are shuffled every round.",
        ],
    },
    Section {
        title: "Trump",
        paragraphs: &[
            "After the deal, the top card of the stock is turned face up. It stays on the stock and is never played.",
            "• A race card: that race is trump.",
            "• A Fool: no trump this round.",
            "• A Sorcerer: no trump (basic rule), or, with the official variant, the dealer chooses the trump race.",
            "• In the last round the stock is empty: no trump.",
        ],
    },
    Section {
        title: "Bidding",
        paragraphs: &[
            "Starting left of the dealer and ending with the dealer, everyone bids once how many tricks they will take, from 0 to the number of cards in hand. By default every bid is made out loud and everyone sees it.",
        ],
    },
    Section {
        title: "Playing the cards",
        paragraphs: &[
            "The player left of the dealer leads the first trick; after that, whoever takes a trick leads the next one. Everyone plays one card, clockwise.",
            "The led race is the race of the first card in the trick that is not a Fool. If you hold that race, you must play it (or a Sorcerer or a Fool, always allowed). Otherwise play anything: there is no duty to trump or to beat the cards played.",
            "If the first card that is not a Fool is a Sorcerer, there is no race to follow for the whole trick. While only Fools have been played, anyone may play anything.",
        ],
    },
    Section {
        title: "Who takes the trick",
        paragraphs: &[
            "Look in this order:",
            "• the first Sorcerer played;",
            "• otherwise, the highest trump;",
            "• otherwise, the highest card of the led race (other races never win);",
            "• otherwise (only Fools), the first Fool played.",
            "Example, Dwarves are trump: Ana leads Elves 9, Bob plays Dwarves 2, Cleo Elves 13, Dani a Fool. Bob wins: the smallest trump beats the led race.",
        ],
    },
    Section {
        title: "Scoring",
        paragraphs: &[
            "• Bid made: 20 points plus 10 per trick. Bidding 0 and taking none scores 20.",
            "• Bid missed: minus 10 points per trick too many or too few. A total may go below zero.",
            "Example: Ana bids 2 and takes 4: −20. Bob bids 3 and takes 3: +50.",
            "The score sheet records for each round the bid, the tricks, the points and the running total.",
        ],
    },
    Section {
        title: "Variants",
        paragraphs: &[
            "• Official: when a Sorcerer is turned, the dealer chooses the trump race (\"no trump\" is not a choice).",
            "• Somme non-nulle: the dealer, who bids last, may not make the bids add up to the number of tricks in the round. Only with bids made out loud.",
            "• Simultaneous bids: everyone bids in secret, one after the other behind the curtain; all bids are revealed together before the first trick.",
            "• Hidden bids: made in secret the same way, they stay hidden during the round and are revealed at its end, just before scoring. Tricks taken stay visible.",
            "• Vision de l'enfer (hell's vision): while bidding you see everyone else's hand but not your own. At the first trick you get your hand back, and a \"Hands you saw\" panel keeps the others' hands as you saw them, with the cards already played marked.",
        ],
    },
    Section {
        title: "Choices made by this app",
        paragraphs: &[
            "The original rules leave a few points open; this is what we decided:",
            "• The first dealer is drawn at random, then the deal moves one player to the left every round.",
            "• The player left of the dealer bids first and leads the first trick.",
            "• A Fool followed by a Sorcerer: no race to follow in that trick, and the Sorcerer wins.",
            "• Somme non-nulle applies as the rule is worded (the total may not equal the number of tricks); the original rules' example does not add up, so we follow the sentence.",
            "• The turned trump card is never played; the whole deck is reshuffled every round.",
            "• There is no duty to trump or to overtake.",
            "• Players tied for the lead share the win; there is no tie-break.",
            "• Cards played during the round stay visible with who played them (last trick and log).",
            "• In hell's vision, a dealer choosing trump (official variant) does so without seeing their hand, and the hands you saw stay on show for the whole round: the tablet remembers for everyone, computers included.",
        ],
    },
    Section {
        title: "On this tablet",
        paragraphs: &[
            "When a curtain \"Pass the tablet to …\" appears, hand the tablet to that player: nobody sees anyone else's cards.",
            "You can undo your last move as long as nobody has played after you, nothing secret has been revealed (a new deal, bids shown) and the tablet has not changed hands.",
            "\"Easy\" computer opponents follow sound habits; \"strong\" ones simulate the rest of the round. They only see what their seat may see. Their pace can be changed at any time.",
            "The game is saved on this device after every move, and can be exported to a file.",
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    fn all_text(fr: bool) -> String {
        rules(fr)
            .iter()
            .flat_map(|s| std::iter::once(s.title).chain(s.paragraphs.iter().copied()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn both_languages_have_the_same_sections_none_empty() {
        assert_eq!(rules(true).len(), rules(false).len());
        for (fr, en) in rules(true).iter().zip(rules(false)) {
            assert!(!fr.title.is_empty() && !en.title.is_empty());
            assert!(!fr.paragraphs.is_empty() && !en.paragraphs.is_empty(), "{} / {}", fr.title, en.title);
        }
        assert!(!pitch(true).is_empty() && !pitch(false).is_empty());
    }

    #[test]
    fn the_trademark_never_appears_and_each_language_names_its_cards() {
        for fr in [true, false] {
            let text = all_text(fr) + pitch(fr);
            assert!(!text.to_lowercase().contains("wizard"), "spec D1");
        }
        let en = all_text(false);
        for word in ["Sorcerer", "Fool", "Humans", "Elves", "Dwarves", "Giants", "hidden", "Simultaneous", "Somme non-nulle"] {
            assert!(en.contains(word), "EN misses {word}");
        }
        let fr = all_text(true);
        for word in ["Sorcier", "Fou", "Humains", "Elfes", "Nains", "Géants", "Somme non-nulle", "Vision de l'enfer"] {
            assert!(fr.contains(word), "FR misses {word}");
        }
    }

    #[test]
    fn the_rules_state_the_numbers_of_the_spec() {
        for fr in [true, false] {
            let text = all_text(fr);
            // Rounds per player count (D2) and the scoring (§4.5).
            for n in ["20", "15", "12", "10", "60"] {
                assert!(text.contains(n), "missing {n}");
            }
            assert!(text.contains("−20") && text.contains("+50"));
        }
    }
}
