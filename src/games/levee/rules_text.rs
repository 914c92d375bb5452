//! The in-app rules of Preums ! — la levée de fonds, in French and English,
//! written for this app (spec: shared/rules/levee.md, decisions D1–D27).
//! Plain data, no dependencies: the UI lays it out. A paragraph that starts
//! with "• " is a bullet item. The card faces named here ([2], [3], [4],
//! [+1]) are the ones `text::card_face` gives the table.

pub use crate::i18n::Section;

/// The rules, in French (`fr = true`) or English.
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
        "Blogueurs en quête d'investisseurs : criez « Preums ! », surenchérissez, faites capoter la levée des autres, et soyez le premier à valoir un million."
    } else {
        "Bloggers chasing investors: shout « Preums ! », outbid, wreck the others' fund-raising, and be the first to be worth a million."
    }
}

const FR: &[Section] = &[
    Section {
        title: "Le but du jeu",
        paragraphs: &[
            "De 3 à 6 joueurs, chacun tient un blog et cherche des investisseurs. Votre blog vaut « 1 » suivi de vos zéros : 1, puis 10, 100, 1\u{202f}000… Le premier qui atteint six zéros, soit 1\u{202f}000\u{202f}000, gagne la partie.",
            "On gagne des zéros en remportant des levées de fonds : chacun aligne devant lui des cartes visiteurs, et le plus gros total l'emporte.",
        ],
    },
    Section {
        title: "Les cartes",
        paragraphs: &[
            "Chaque joueur a son propre paquet audience de 21 cartes visiteurs, posé face cachée devant lui. Tout le monde peut voir combien de cartes il lui reste, personne (pas même lui) ne connaît leur ordre.",
            "• [2] : neuf exemplaires par paquet ;",
            "• [3] : six exemplaires ;",
            "• [4] : trois exemplaires ;",
            "• [+1] : trois exemplaires. La carte [+1] ajoute 1 à une enchère, seule ou avec d'autres cartes.",
            "Les cartes que vous avez piochées forment votre main, que vous seul voyez. Les autres voient seulement combien vous en avez.",
        ],
    },
    Section {
        title: "La pioche et « Preums ! »",
        paragraphs: &[
            "Au début de la partie, un joueur tiré au hasard reçoit le jeton rouge. Chaque levée commence par la pioche : le détenteur du jeton pioche la carte du dessus de son paquet, puis c'est au joueur à sa gauche, et ainsi de suite, une carte à chacun son tour.",
            "Après avoir pioché et regardé sa carte, le joueur choisit : « Continuer » (la pioche passe à gauche) ou crier « Preums ! » pour lancer la levée de fonds.",
            "• Le détenteur du jeton ne peut jamais crier « Preums ! » (le jeton passe à celui qui crie). Son tour de pioche continue tout seul.",
            "• En tout début de partie, personne ne peut crier avant que le détenteur du jeton ait pioché sa deuxième carte.",
            "• Pour crier, il faut au moins une carte [2], [3] ou [4] en main.",
            "• Un joueur dont le paquet est vide ne pioche pas, mais il choisit quand même.",
            "Crier « Preums ! », c'est prendre le jeton rouge et poser devant soi une première enchère : une ou plusieurs cartes d'une même valeur (2, 3 ou 4), avec autant de [+1] qu'on veut.",
        ],
    },
    Section {
        title: "La levée de fonds",
        paragraphs: &[
            "La parole tourne ensuite vers la gauche à partir du joueur qui a crié. Quand c'est à vous, vous faites une seule chose : poser des cartes, ou dire « Je passe ».",
            "Vous pouvez poser vos cartes devant vous (ouvrir votre enchère, ou la renforcer) ou devant un adversaire qui a déjà une enchère, pour le soutenir et faire échouer un autre concurrent.",
            "Deux conditions pour poser :",
            "• une seule valeur : chaque enchère ne contient qu'une valeur de cartes (2, 3 ou 4), plus des [+1]. On ne mélange pas [3] et [4], et on n'ajoute pas de [3] sur une enchère de [2] ;",
            "• égal ou supérieur : après votre pose, l'enchère qui reçoit les cartes doit atteindre au moins l'enchère la plus haute du moment.",
            "Une enchère nouvelle (devant vous) doit contenir au moins une carte [2], [3] ou [4] : une [+1] seule ne peut que renforcer une enchère existante. On n'ouvre jamais d'enchère devant quelqu'un d'autre.",
            "Qui a passé peut reposer des cartes quand la parole lui revient. Un joueur sans carte en main passe automatiquement. La levée s'arrête quand tous les joueurs ont passé à la suite, sans que personne ait posé entre-temps.",
        ],
    },
    Section {
        title: "Qui gagne la levée",
        paragraphs: &[
            "On compare les totaux des enchères (une [+1] vaut 1). Le plus gros total gagne.",
            "• Égalité en tête : personne ne gagne, personne ne marque. Chacun remélange toute son enchère (y compris les cartes posées par ses soutiens) dans son propre paquet.",
            "• Un gagnant : il marque autant de zéros qu'il y a de joueurs avec une enchère devant eux, lui compris. S'il atteint l'objectif, il gagne aussitôt la partie.",
            "Sinon, le gagnant répartit toutes les cartes des enchères entre les joueurs qui avaient une enchère, lui compris, comme il le veut : il peut tout garder, ou donner ce qui l'encombre. Ceux qui ont seulement soutenu les autres ne reçoivent rien. Chaque part est mélangée au paquet de celui qui la reçoit.",
            "Les cartes restées en main sont gardées pour la levée suivante. La pioche suivante commence par le nouveau détenteur du jeton, celui qui a crié « Preums ! ».",
        ],
    },
    Section {
        title: "Exemple : une levée à six",
        paragraphs: &[
            "Ana, Bob, Cléo, Dan, Eva et Fred sont assis dans cet ordre. Ana crie « Preums ! » et pose [2][2][2][+1] : 7. Bob passe. Cléo pose quatre [2] devant elle : 8, c'est au moins 7. Dan pose trois [3] : 9. Ensuite Eva, Fred, Ana, Bob, Cléo et Dan passent : la levée est finie.",
            "Dan gagne avec 9. Trois joueurs ont une enchère (Ana, Cléo, Dan) : Dan marque 3 zéros et vaut 1\u{202f}000. Il répartit sept [2], trois [3] et une [+1] entre Ana, Cléo et lui-même.",
            "Variante : si Cléo avait gardé une [+1], elle aurait pu la poser sur son enchère au lieu de passer (9, égal à la plus haute, c'est permis). Si tout le monde passe ensuite, c'est l'égalité : personne ne gagne, et Ana, Cléo et Dan remélangent chacun leur enchère dans leur paquet.",
        ],
    },
    Section {
        title: "Exemple : soutenir et refuser",
        paragraphs: &[
            "À quatre : Bob crie avec [3][3] (6). Cléo pose [2][2][2] devant elle : 6. Dan soutient Cléo avec une [+1] : 7. Ana, qui tient [2][+1], ne peut pas ouvrir avec la [+1] seule (pas de carte chiffrée), ni avec [2][+1] (3, moins que 7), ni mettre son [2] sur l'enchère de [3] de Bob ; mais elle peut soutenir Bob avec sa [+1] : 7 aussi.",
            "Si Cléo finit à 8 et Bob à 7, Cléo marque 2 zéros (deux enchères) et répartit les cartes entre Bob et elle. Ana et Dan, simples soutiens, ne reçoivent rien.",
        ],
    },
    Section {
        title: "La fin de la partie",
        paragraphs: &[
            "La partie s'arrête dès qu'un joueur atteint l'objectif (six zéros par défaut) : il gagne seul, sans répartir les cartes de cette dernière levée.",
            "Si tous les paquets sont vides, le premier joueur à gauche du détenteur du jeton qui a une carte chiffrée en main doit crier « Preums ! ». Si personne ne le peut, la partie s'arrête : le plus de zéros gagne, et les égalités en tête partagent la victoire. De même après 100 levées.",
        ],
    },
    Section {
        title: "Options",
        paragraphs: &[
            "• Premier détenteur du jeton : tiré au hasard (par défaut) ou choisi.",
            "• Objectif : de 4 à 8 zéros (6 par défaut).",
            "• Limite de sécurité : 100 levées, jamais atteinte en pratique.",
        ],
    },
    Section {
        title: "Choix de cette application",
        paragraphs: &[
            "La règle d'origine ne décrit que la levée de fonds. L'application complète ainsi :",
            "• 3 à 6 joueurs ; un paquet de 21 cartes chacun (9 [2], 6 [3], 3 [4], 3 [+1]) ; les cartes ne se distinguent que par leur valeur.",
            "• Personne n'a de main au départ ; le premier détenteur du jeton est tiré au hasard.",
            "• La pioche se fait chacun son tour : on pioche, on regarde, puis on crie ou on continue. Crier hors de son tour n'existe pas ici.",
            "• Le détenteur du jeton ne crie jamais ; en début de partie, personne ne crie avant sa deuxième pioche.",
            "• Crier demande une carte chiffrée en main ; un joueur qui ne peut pas crier garde quand même son tour de décision, pour ne rien dévoiler de sa main. Un paquet vide ne pioche pas mais décide.",
            "• Une seule valeur par enchère, plus des [+1] ; une enchère nouvelle s'ouvre devant soi avec une carte chiffrée ; on ne soutient qu'une enchère déjà posée ; la première enchère n'a pas de minimum.",
            "• « Égal ou supérieur » se compare à l'enchère la plus haute juste avant la pose.",
            "• La parole tourne à partir de la gauche de celui qui a crié, une pose ou un passe à la fois ; la levée finit quand tous ont passé à la suite. Une main vide passe seule ; une main sans pose possible doit quand même dire « Je passe ».",
            "• En cas d'égalité, toutes les enchères retournent dans le paquet de leur propriétaire, pas seulement celles des ex æquo.",
            "• Le gagnant répartit les cartes par dons successifs : à chaque fois, un nombre de cartes d'une valeur pour un joueur qui avait une enchère (lui compris), jusqu'à ce que tout soit donné. S'il est seul à avoir une enchère, tout revient dans son paquet sans question. Qui atteint l'objectif gagne avant toute répartition.",
            "• La pioche suivante commence par le nouveau détenteur du jeton ; les mains sont gardées ; pas de limite de main.",
            "• Tailles des mains et des paquets, et composition de « main + paquet » de chacun sont publiques (on peut les compter à table) ; le contenu des mains ne l'est pas.",
            "• Paquets vides : le premier joueur à gauche du jeton avec une carte chiffrée doit crier ; sinon fin de partie. Limite de 100 levées. Les zéros au-delà de l'objectif sont gardés.",
        ],
    },
    Section {
        title: "Sur cette tablette",
        paragraphs: &[
            "Quand le rideau « Passez la tablette à … » s'affiche, donnez la tablette au joueur nommé : lui seul voit alors sa main et la carte qu'il vient de piocher.",
            "Vous pouvez annuler votre dernier coup tant que personne d'autre n'a joué depuis, qu'aucun ordinateur n'a joué et que ce coup n'a rien dévoilé : une pioche montre une carte, elle ne s'annule donc pas.",
            "Les adversaires ordinateur existent en deux niveaux, « facile » et « fort » ; ils ne voient que ce que leur place autorise.",
            "La partie est enregistrée sur l'appareil après chaque coup ; vous pouvez aussi l'exporter dans un fichier.",
        ],
    },
];

const EN: &[Section] = &[
    Section {
        title: "The goal",
        paragraphs: &[
            "For 3 to 6 players. Each of you runs a blog and hunts for investors. Your blog is worth \"1\" followed by your zeros: 1, then 10, 100, 1,000… The first to reach six zeros, 1,000,000, wins the game.",
            "You earn zeros by winning fund-raising rounds: everyone lines up visitor cards in front of them, and the biggest total wins.",
        ],
    },
    Section {
        title: "The cards",
        paragraphs: &[
            "Each player has their own audience pack of 21 visitor cards, face down. Everyone can see how many cards are left in it; nobody (not even its owner) knows their order.",
            "• [2]: nine per pack;",
            "• [3]: six;",
            "• [4]: three;",
            "• [+1]: three. A [+1] adds 1 to a bid, alone or with other cards.",
            "The cards you have drawn form your hand, which only you can see. The others only see how many you hold.",
        ],
    },
    Section {
        title: "The draw and « Preums ! »",
        paragraphs: &[
            "At the start, a random player gets the red token. Every round begins with the draw: the token holder draws the top card of their pack, then the player on their left, and so on, one card each in turn.",
            "Having drawn and looked at the card, the player chooses: \"Carry on\" (the draw passes left) or shout « Preums ! » (\"me first!\") to start the fund-raising.",
            "• The token holder can never shout « Preums ! » (the token passes to whoever shouts). Their draw goes on by itself.",
            "• At the very start of the game, nobody may shout before the token holder has drawn their second card.",
            "• To shout you need at least one [2], [3] or [4] in hand.",
            "• A player whose pack is empty draws nothing, but still chooses.",
            "Shouting « Preums ! » means taking the red token and laying a first bid in front of you: one or more cards of one value (2, 3 or 4), with as many [+1] as you like.",
        ],
    },
    Section {
        title: "The fund-raising",
        paragraphs: &[
            "Then the turn goes left from the player who shouted. On your turn you do one thing: lay cards, or say \"I pass\".",
            "You may lay your cards in front of yourself (open your bid, or raise it) or in front of an opponent who already has a bid, to back them and make another rival fail.",
            "Two conditions to lay cards:",
            "• one value: each bid holds a single card value (2, 3 or 4), plus [+1] cards. No mixing [3] and [4], and no [3] on a bid of [2];",
            "• equal or higher: after your cards, the bid that receives them must reach at least the highest bid on the table.",
            "A new bid (in front of you) needs at least one [2], [3] or [4]: a [+1] alone can only raise a bid already there. Nobody opens a bid in front of someone else.",
            "A player who passed may lay cards again when the turn comes back. A player with no card in hand passes automatically. The round ends when every player has passed in a row, with nobody laying cards in between.",
        ],
    },
    Section {
        title: "Who wins the round",
        paragraphs: &[
            "Compare the bids' totals (a [+1] counts 1). The biggest total wins.",
            "• A tie at the top: nobody wins, nobody scores. Each player shuffles their whole bid (cards laid by backers included) into their own pack.",
            "• One winner: they score as many zeros as there are players with a bid in front of them, themselves included. Reaching the target wins the game at once.",
            "Otherwise the winner shares out every card of every bid among the players who had a bid, themselves included, as they like: keep everything, or hand over what clutters their pack. Players who only backed others get nothing. Each share is shuffled into its receiver's pack.",
            "Cards left in hand are kept for the next round. The next draw starts with the new token holder, the player who shouted « Preums ! ».",
        ],
    },
    Section {
        title: "Example: a round at six",
        paragraphs: &[
            "Ana, Bob, Cleo, Dan, Eva and Fred sit in that order. Ana shouts « Preums ! » and lays [2][2][2][+1]: 7. Bob passes. Cleo lays four [2] in front of her: 8, at least 7. Dan lays three [3]: 9. Then Eva, Fred, Ana, Bob, Cleo and Dan pass: the round is over.",
            "Dan wins with 9. Three players have a bid (Ana, Cleo, Dan): Dan scores 3 zeros and is worth 1,000. He shares out seven [2], three [3] and one [+1] among Ana, Cleo and himself.",
            "Twist: had Cleo kept a [+1], she could have laid it on her bid instead of passing (9 equals the highest, which is allowed). If everyone then passes, it is a tie: nobody wins, and Ana, Cleo and Dan each shuffle their bid back into their pack.",
        ],
    },
    Section {
        title: "Example: backing and refusals",
        paragraphs: &[
            "At four: Bob shouts with [3][3] (6). Cleo lays [2][2][2] in front of her: 6. Dan backs Cleo with a [+1]: 7. Ana holds [2][+1]: she cannot open with the [+1] alone (no number card), nor with [2][+1] (3, below 7), nor put her [2] on Bob's bid of [3]; but she may back Bob with her [+1]: 7 too.",
            "If Cleo ends at 8 and Bob at 7, Cleo scores 2 zeros (two bids) and shares the cards between Bob and herself. Ana and Dan, mere backers, get nothing.",
        ],
    },
    Section {
        title: "The end of the game",
        paragraphs: &[
            "The game stops as soon as a player reaches the target (six zeros by default): they win alone, without sharing out the cards of that last round.",
            "If every pack is empty, the first player left of the token holder with a number card in hand must shout « Preums ! ». If nobody can, the game stops: most zeros wins, and players tied at the top share the win. The same after 100 rounds.",
        ],
    },
    Section {
        title: "Options",
        paragraphs: &[
            "• First token holder: drawn at random (default) or chosen.",
            "• Target: 4 to 8 zeros (6 by default).",
            "• Safety limit: 100 rounds, never reached in practice.",
        ],
    },
    Section {
        title: "Choices made by this app",
        paragraphs: &[
            "The original rules only describe the fund-raising. The app fills in the rest as follows:",
            "• 3 to 6 players; a 21-card pack each (9 [2], 6 [3], 3 [4], 3 [+1]); cards differ by value only.",
            "• Nobody holds cards at the start; the first token holder is drawn at random.",
            "• The draw is turn by turn: draw, look, then shout or go on. Shouting out of turn does not exist here.",
            "• The token holder never shouts; at the start of the game, nobody shouts before the token holder's second draw.",
            "• Shouting needs a number card in hand; a player who cannot shout still gets their decision, so that nothing about their hand shows. An empty pack draws nothing but decides.",
            "• One value per bid, plus [+1] cards; a new bid opens in front of oneself with a number card; only a bid already laid can be backed; the first bid has no minimum.",
            "• \"Equal or higher\" compares with the highest bid just before the cards are laid.",
            "• The turn goes left from the shouter, one laying or one pass at a time; the round ends when all have passed in a row. An empty hand passes by itself; a hand with no possible laying must still say \"I pass\".",
            "• On a tie, every bid goes back into its owner's pack, not only the tied ones.",
            "• The winner shares out the cards gift by gift: each time, some cards of one value to a player who had a bid (themselves included), until everything is given. If they had the only bid, it all goes back into their pack without a question. Reaching the target wins before any sharing out.",
            "• The next draw starts with the new token holder; hands are kept; there is no hand limit.",
            "• Hand sizes, pack sizes and each player's \"hand + pack\" make-up are public (they can be counted at a table); the contents of hands are not.",
            "• Empty packs: the first player left of the token with a number card must shout; otherwise the game ends. A 100-round limit. Zeros beyond the target are kept.",
        ],
    },
    Section {
        title: "On this tablet",
        paragraphs: &[
            "When the curtain \"Pass the tablet to …\" shows, hand the tablet to the named player: only they then see their hand and the card they just drew.",
            "You may take back your last move while nobody else has played since, no computer has played, and the move revealed nothing: a draw shows a card, so it cannot be taken back.",
            "Computer opponents come in two levels, \"easy\" and \"strong\"; they only see what their seat may see.",
            "The game is saved on the device after every move; you can also export it to a file.",
        ],
    },
];
