//! The in-app rules of La Bourse aux Idées, in our own words.
pub use crate::i18n::Section;

pub fn rules(fr: bool) -> &'static [Section] {
    if fr {
        FR
    } else {
        EN
    }
}

pub fn pitch(fr: bool) -> &'static str {
    if fr {
        "Réunissez les quatre objets d'une astuce ménagère avant les autres, achetez les bonnes idées au bon moment, et faites payer toute la table."
    } else {
        "Gather the four objects of a household trick before the others, buy the right ideas at the right moment, and make the whole table pay."
    }
}

const FR: &[Section] = &[
    Section {
        title: "Le but",
        paragraphs: &[
            "Être le plus riche quand les comptes sont faits. Chaque idée (carte noire, par exemple « Comment enfoncer des clous sans se taper sur les doigts ») se réalise avec quatre objets portant son numéro.",
            "• Celui qui pose le 4ᵉ objet d'une série la ramasse, qu'il ait l'idée ou non.",
            "• Série « contrat » : ramassée par celui qui détient aussi l'idée. Chaque adversaire lui paie 400 F.",
            "• Série « simple » : ramassée sans l'idée. Seul le détenteur de l'idée paie 400 F au ramasseur.",
        ],
    },
    Section {
        title: "Mise en place",
        paragraphs: &[
            "De 2 à 5 joueurs, 6\u{202f}000 F chacun. On donne 12 cartes à chacun ; le reste forme le talon.",
            "Chacun expose devant lui les idées reçues et les remplace par des cartes du talon, jusqu'à tenir 12 objets. Les idées sont toujours visibles de tous, comme l'argent.",
        ],
    },
    Section {
        title: "Le talon",
        paragraphs: &[
            "À son tour, on pose deux objets au centre, sur la pile de leur série (en escalier), puis on en pioche deux. Une idée piochée est exposée aussitôt et remplacée.",
            "Quand le talon est vide, le jeu de cartes s'arrête : le voisin de gauche de celui qui a pioché la dernière carte ouvre les transactions.",
        ],
    },
    Section {
        title: "Les transactions",
        paragraphs: &[
            "Chacun à son tour peut demander à un adversaire de lui vendre une idée exposée, toujours 200 F. Le propriétaire accepte ou refuse, devant tout le monde.",
            "Le nombre d'idées qu'on achète ou qu'on vend n'est pas limité : une idée qui vient d'être vendue peut être rachetée pendant les mêmes transactions par un joueur qui ne l'a pas encore demandée. Chacun ne demande une même idée qu'une fois par phase.",
            "Les tours continuent jusqu'à ce qu'un tour de table complet passe sans aucune demande.",
        ],
    },
    Section {
        title: "Le moment crucial",
        paragraphs: &[
            "Celui qui a ouvert les transactions commence ; chacun ne pose plus qu'une carte par tour, jusqu'à ce que toutes les mains soient vides. Garder la dernière carte d'une série disputée permet de la souffler in extremis.",
        ],
    },
    Section {
        title: "Les comptes",
        paragraphs: &[
            "Pour chaque série, on regarde qui l'a ramassée et qui détient son idée à la fin.",
            "Exemple à 3 : Ana a ramassé la série 5 et détient l'idée 5 : Bob et Chloé lui paient chacun 400 F. Bob a ramassé la série 9 mais Chloé a gardé l'idée 9 : Chloé seule paie 400 F à Bob.",
            "Exemple d'achat : Ana achète l'idée 3 à Bob (200 F), puis c'est Chloé qui pose le 4ᵉ objet de la série 3. La série est simple, Ana la paie 400 F à Chloé : l'idée lui aura coûté 600 F.",
        ],
    },
    Section {
        title: "Variantes",
        paragraphs: &[
            "• À 2 joueurs : les 18 séries par défaut (la partie standard), ou 12 (1 à 12) pour une partie plus rapide. Un contrat rapporte 600 F, une série simple 400 F, payés par l'adversaire.",
            "• À 4, en équipes : les joueurs assis face à face (1ᵉʳ et 3ᵉ, 2ᵉ et 4ᵉ) font bourse commune de 12\u{202f}000 F ; on n'achète pas d'idée à son partenaire ; une série ramassée dont l'idée est chez son partenaire compte comme un contrat, qui coûte 400 F à chaque adversaire.",
            "• Match en plusieurs manches (1 à 10) : l'argent est conservé d'une manche à l'autre et le donneur change. Le match s'arrête plus tôt si une bourse tombe à 0 F ou moins.",
        ],
    },
    Section {
        title: "Choix de cette application",
        paragraphs: &[
            "• Les objets des séries que la règle ne nomme pas ont été choisis par l'application ; chaque série a un numéro, une couleur et un symbole.",
            "• 6\u{202f}000 F par joueur (12\u{202f}000 F par équipe), argent public ; le donneur est tiré au sort.",
            "• Les idées de la donne sont exposées joueur par joueur, à partir de la gauche du donneur.",
            "• Si le talon s'épuise pendant une pioche, on garde moins de 12 cartes.",
            "• Poser les 3ᵉ et 4ᵉ cartes, ou finir deux séries d'un coup, ramasse tout ce qui est complété.",
            "• Transactions : plusieurs demandes par tour, une à la fois ; une idée peut changer de mains plusieurs fois, mais chacun ne la demande qu'une fois par phase (c'est ce qui finit la phase) ; il faut 200 F pour acheter. Un joueur qui n'a rien à demander passe automatiquement.",
            "• Pendant le moment crucial, un joueur sans carte est sauté ; on ne peut pas passer.",
            "• Contrat ou simple se décide à la fin, selon qui détient l'idée à ce moment.",
            "• Les comptes sont réglés d'un coup (net) ; un solde peut devenir négatif. Les égalités partagent la place.",
            "• En équipe, personne ne voit la main de son partenaire.",
        ],
    },
    Section {
        title: "Sur cette tablette",
        paragraphs: &[
            "• Un rideau cache l'écran quand la tablette change de main : chaque décision (poser, demander, répondre) montre la main de celui qui décide.",
            "• Vous pouvez annuler votre dernier coup tant qu'aucun ordinateur n'a joué et qu'aucune carte n'a été piochée.",
            "• Les ordinateurs comptent les cartes vues et ne lisent jamais les mains cachées. L'ordinateur « fort » réfléchit avant de jouer : pour ses meilleurs coups, il imagine plusieurs répartitions possibles des cartes qu'il ne voit pas, en accord avec tout ce qu'il a vu, joue de tête la suite de la manche, et garde le coup qui, dans l'ensemble, laisse sa bourse le plus loin devant les autres.",
            "• La partie est enregistrée à chaque coup et peut être exportée.",
        ],
    },
];

const EN: &[Section] = &[
    Section {
        title: "The goal",
        paragraphs: &[
            "Be the richest when the accounts are settled. Each idea (a black card such as “How to drive nails without hitting your fingers”) is made real by four objects bearing its number.",
            "• Whoever lays the 4th object of a series collects it, idea or not.",
            "• “Contract” series: collected by the player who also holds its idea. Every opponent pays him 400 F.",
            "• “Simple” series: collected without the idea. Only the idea's holder pays the collector 400 F.",
        ],
    },
    Section {
        title: "Setting up",
        paragraphs: &[
            "2 to 5 players, 6,000 F each. Everyone gets 12 cards; the rest is the talon.",
            "Each player displays the ideas he received and replaces them from the talon until he holds 12 objects. Ideas are always in plain view, like the money.",
        ],
    },
    Section {
        title: "The talon",
        paragraphs: &[
            "On your turn, lay two objects in the centre, on their series' pile (staggered), then draw two. An idea you draw is displayed at once and replaced.",
            "When the talon is empty, card play stops: the left neighbour of whoever drew the last card opens the transactions.",
        ],
    },
    Section {
        title: "Transactions",
        paragraphs: &[
            "In turn, each player may ask an opponent to sell him a displayed idea, always for 200 F. The owner accepts or refuses, in front of everyone.",
            "There is no limit to how many ideas one buys or sells: an idea just sold may be bought again in the same transactions by a player who has not asked for it yet. Each player asks for a given idea once per phase.",
            "Turns go on until a whole lap of the table passes with no request.",
        ],
    },
    Section {
        title: "The crucial moment",
        paragraphs: &[
            "The player who opened the transactions starts; now each turn lays a single card, until every hand is empty. Keeping the last card of a contested series lets you snatch it at the very end.",
        ],
    },
    Section {
        title: "The accounts",
        paragraphs: &[
            "For each series, look at who collected it and who holds its idea at the end.",
            "Example with 3: Ana collected series 5 and holds idea 5: Bob and Chloé pay her 400 F each. Bob collected series 9 but Chloé kept idea 9: Chloé alone pays Bob 400 F.",
            "A purchase: Ana buys idea 3 from Bob (200 F), then Chloé lays the 4th object of series 3. It is simple, so Ana pays Chloé 400 F: the idea cost her 600 F.",
        ],
    },
    Section {
        title: "Variants",
        paragraphs: &[
            "• With 2 players: all 18 series by default (the standard game), or 12 (1 to 12) for a quicker game. A contract earns 600 F and a simple series 400 F, paid by the opponent.",
            "• With 4, in teams: partners sit opposite (1st and 3rd, 2nd and 4th) and share a 12,000 F purse; you cannot buy an idea from your partner; a series you collect whose idea your partner holds counts as a contract, which costs each opponent 400 F.",
            "• A match of several manches (1 to 10): money carries over and the dealer changes. The match stops early if a purse falls to 0 F or below.",
        ],
    },
    Section {
        title: "Choices made by this app",
        paragraphs: &[
            "• The objects of the series the rulebook does not name were chosen by the app; each series has a number, a colour and a symbol.",
            "• 6,000 F per player (12,000 F per team), money is public; the dealer is drawn at random.",
            "• Ideas in the deal are displayed player by player, from the dealer's left.",
            "• If the talon runs out during a draw, you keep fewer than 12 cards.",
            "• Laying the 3rd and 4th cards, or finishing two series at once, collects everything completed.",
            "• Transactions: several requests per turn, one at a time; an idea may change hands several times, but each player asks for a given idea at most once per phase (which is what ends the phase); buying needs 200 F. A player with nothing to ask passes automatically.",
            "• In the crucial moment a player without cards is skipped; nobody may pass.",
            "• Contract or simple is decided at the end, by who holds the idea then.",
            "• Accounts are settled at once (net); a balance may go negative. Ties share the place.",
            "• In teams, nobody sees his partner's hand.",
        ],
    },
    Section {
        title: "On this tablet",
        paragraphs: &[
            "• A curtain hides the screen when the tablet changes hands: every decision (lay, ask, answer) shows the decider's hand.",
            "• You may undo your last move as long as no computer has played and no card was drawn.",
            "• Computers count the cards they have seen and never read hidden hands. The strong computer thinks before it plays: for its best moves, it imagines several ways the cards it cannot see may lie, consistent with all it has seen, plays the rest of the manche out in its head, and keeps the move that, on the whole, leaves its purse furthest ahead of the others.",
            "• The game is saved after every move and can be exported.",
        ],
    },
];
