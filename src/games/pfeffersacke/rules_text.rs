//! The in-app rules, in our own words.
pub use crate::i18n::Section;

pub fn pitch(fr: bool) -> &'static str {
    if fr {
        "Familles de marchands de la Hanse : ouvrez des villes, tracez vos comptoirs de péage en péage et raflez les majorités."
    } else {
        "Hanseatic merchant families: open cities, spread your trading posts from toll to toll and grab the majorities."
    }
}

pub fn rules(fr: bool) -> &'static [Section] {
    if fr {
        FR
    } else {
        EN
    }
}

const FR: &[Section] = &[
    Section {
        title: "But du jeu",
        paragraphs: &[
            "Chaque joueur dirige une famille de marchands. On gagne des points d'influence (PI) en prenant la majorité dans les grandes villes et en atteignant les petites villes. Le plus de PI après le décompte final l'emporte.",
            "La carte compte 25 grandes villes (valeur 2 à 8 : autant de cases, et un disque qui rapporte autant de PI) et 20 petites villes d'une seule case, réparties en 10 régions et reliées par 75 routes à péage.",
        ],
    },
    Section {
        title: "Mise en place",
        paragraphs: &[
            "• Chacun reçoit 1 PI, 2 sauf-conduits, 20 comptoirs et un capital : 15, 20, 25, 30 ou 35 florins de 2 à 6 joueurs.",
            "• Sauf à 5 joueurs, un disque 2 est déjà posé sur Wittemberg.",
            "• Les disques sont distribués un à un, les gros (5 à 8) d'abord puis les petits, en commençant par le dernier joueur et à rebours du sens du jeu : chacun en a autant que les autres, et tout le monde voit les mains.",
            "• À tour de rôle, chacun installe un comptoir sur une petite ville libre ; le compteur de villes (20) baisse d'autant.",
        ],
    },
    Section {
        title: "Un tour en six étapes",
        paragraphs: &[
            "• 1. Poser un disque (obligatoire tant qu'on en a) sur une grande ville fermée de même valeur : elle s'ouvre pour tout le monde.",
            "• 2. Étendre son influence, ville par ville (facultatif) : dans chaque grande ville ouverte où l'on est déjà présent et qui a une case libre, on choisit entre un comptoir de plus et les revenus de cette ville. On peut donc étendre dans plusieurs villes au même tour (une fois par ville), puis on termine l'étape. C'est le cœur du jeu : construire ou encaisser.",
            "• 3 et 4. Revenus : chaque grande ville ouverte où l'on est présent paie ses cases libres × le tarif (1 à 5 florins selon le nombre de joueurs), sauf celles où l'on vient d'étendre ; on ajoute le revenu de base (2 à 10 florins).",
            "• 5. Ouvrir un comptoir (facultatif) : payer le péage d'une route qui part d'une ville où l'on est présent vers une ville ouverte où l'on n'est pas. Une petite ville rapporte aussitôt 1 PI et fait baisser le compteur.",
            "• 6. Décompte : dans chaque grande ville où l'on a posé un comptoir ce tour, la majorité absolue des cases (plus de la moitié) rapporte toute la valeur du disque. Sinon, si la dernière case vient d'être remplie, celui qui y a le plus de comptoirs gagne la moitié (arrondie en dessous) ; à égalité, celui dont le comptoir est le plus près de la flèche. Le disque est alors retiré, les comptoirs restent.",
        ],
    },
    Section {
        title: "Sauf-conduits",
        paragraphs: &[
            "Chacun a 2 sauf-conduits, à usage unique, jamais au premier tour, au plus un par tour :",
            "• poser 2 comptoirs d'un coup dans une ville en étendant son influence ;",
            "• doubler ses revenus, avec un minimum de 48 florins ;",
            "• ouvrir 2 comptoirs dans 2 villes différentes (le second peut partir du premier).",
        ],
    },
    Section {
        title: "Fin et décompte",
        paragraphs: &[
            "La partie s'arrête à la fin du tour où le compteur tombe à 0, où le dernier disque est retiré, ou quand un tour de table complet s'est passé sans nouveau comptoir.",
            "Chacun ajoute 2 PI par région où il a au moins un comptoir et 1 PI par tranche complète de 20 florins. À égalité, le plus de grandes villes gagnées l'emporte, puis leur valeur totale ; sinon, la victoire est partagée.",
        ],
    },
    Section {
        title: "Exemples",
        paragraphs: &[
            "À 4 joueurs, Rouge a 2 comptoirs à Brême (4 cases) et 1 à Hambourg (5 cases, dont 3 libres). Il étend à Brême : 3 comptoirs sur 4, c'est la majorité absolue, +4 PI au décompte. Ses revenus : Hambourg 3 × 3 = 9, Brême ne paie pas ce tour, + 6 de base = 15 florins.",
            "Anvers (5) contient Bleu, Vert, Vert, Bleu. Jaune y entre par la dernière case : personne n'a la majorité absolue, Bleu et Vert ont 2 comptoirs chacun, Bleu est le plus près de la flèche et gagne 2 PI.",
        ],
    },
    Section {
        title: "Variantes",
        paragraphs: &[
            "• Premier joueur : tiré au sort ou choisi.",
            "• À 2 joueurs, le compteur peut partir de 16 au lieu de 20.",
            "• Minimum du revenu doublé : 48 florins par défaut, 0 pour un simple doublement.",
            "• Comptoirs par joueur : de 15 à 25 (20 par défaut).",
        ],
    },
    Section {
        title: "Choix de cette application",
        paragraphs: &[
            "• Le premier joueur est tiré au sort ; la distribution des disques est décrite plus haut.",
            "• Chaque grande ville a une seule valeur (cases = PI = disque) et n'accepte de comptoirs qu'une fois son disque posé ; un disque se pose sur n'importe quelle ville fermée de sa valeur.",
            "• Le comptoir de départ ne rapporte pas de PI (le 1 PI de départ en tient lieu).",
            "• 20 comptoirs par joueur ; poser un disque est obligatoire tant qu'on en a.",
            "• On n'étend que dans une ville dont le disque est encore en place. Une ville dont le disque est retiré ne paie plus et ne rapporte plus rien, mais on peut encore y ouvrir un comptoir s'il reste des cases : il compte pour les régions.",
            "• Les comptoirs vont directement sur la première case libre (cela revient au même que « au centre puis sur la première case »).",
            "• Revenu doublé = le double du revenu normal, au moins 48 florins.",
            "• Majorité absolue = plus de la moitié des cases de la ville. Les villes gagnées à moitié comptent aussi pour le départage, à leur valeur imprimée.",
            "• Quand une condition de fin est remplie, le tour en cours s'achève (décompte compris), puis la partie s'arrête. Un « tour de table » sans comptoir = n tours consécutifs, à partir de n'importe quel joueur.",
            "• Égalité parfaite : victoire partagée. Aucun secret dans ce jeu.",
            "• La carte est une création pour cette application : le plateau de 1998 n'est pas publié.",
        ],
    },
    Section {
        title: "Sur cette tablette",
        paragraphs: &[
            "Tout est public : pas de rideau, on se passe simplement la tablette. Chaque étape du tour propose exactement les choix permis ; les villes jouables sont aussi listées à côté de la carte sous forme de boutons. Sans ville où étendre (ou sans comptoir en réserve), l'étape 2 passe d'elle-même : on va droit aux revenus.",
            "On peut annuler ses coups tant qu'un ordinateur n'a pas joué. Les ordinateurs « facile » et « fort » lisent la même table que vous ; le fort regarde un peu plus loin. La partie est enregistrée après chaque coup et reprend au même endroit.",
        ],
    },
];

const EN: &[Section] = &[
    Section {
        title: "Goal",
        paragraphs: &[
            "Each player leads a merchant family. You earn influence points (IP) by taking majorities in large cities and by reaching small cities. Most IP after the final scoring wins.",
            "The map has 25 large cities (value 2 to 8: that many slots, and a disc worth that many IP) and 20 one-slot small cities, in 10 regions, joined by 75 toll routes.",
        ],
    },
    Section {
        title: "Setup",
        paragraphs: &[
            "• Everyone gets 1 IP, 2 safe-conducts, 20 posts and capital: 15, 20, 25, 30 or 35 florins for 2 to 6 players.",
            "• Except with 5 players, a 2-disc already lies on Wittenberg.",
            "• Discs are dealt one by one, big ones (5 to 8) first, then the small ones, starting with the last player and going against the turn order: everyone gets the same number, and all hands are open.",
            "• In turn, each player sets a post on a free small city; the city counter (20) drops accordingly.",
        ],
    },
    Section {
        title: "A turn in six steps",
        paragraphs: &[
            "• 1. Place a disc (compulsory while you hold one) on a closed large city of the same value: it opens for everybody.",
            "• 2. Extend influence, city by city (optional): in each open large city where you are already present and which has a free slot, choose between one more post and that city's income. So you may extend in several cities in one turn (once per city), then end the step. This is the heart of the game: build or collect.",
            "• 3 and 4. Income: each open large city where you are present pays its free slots × the rate (1 to 5 florins by player count), except those you just extended in; add the base income (2 to 10 florins).",
            "• 5. Open a post (optional): pay the toll of a route from a city where you are present to an open city where you are not. A small city gives 1 IP at once and lowers the counter.",
            "• 6. Scoring: in every large city where you put a post this turn, an absolute majority of its slots (more than half) earns the disc's full value. Otherwise, if the last slot was just filled, whoever has the most posts there earns half (rounded down); on a tie, the post nearest the arrow wins. The disc is then removed; posts stay.",
        ],
    },
    Section {
        title: "Safe-conducts",
        paragraphs: &[
            "You have 2 single-use safe-conducts, never in the first round, at most one per turn:",
            "• put 2 posts at once in one city when extending;",
            "• double your income, at least 48 florins;",
            "• open 2 posts in 2 different cities (the second may start from the first).",
        ],
    },
    Section {
        title: "End and scoring",
        paragraphs: &[
            "The game stops at the end of the turn in which the counter reaches 0, the last disc is removed, or a full lap passed without a new post.",
            "Everyone adds 2 IP per region where they have a post and 1 IP per full 20 florins. Ties go to the most large cities won, then their total value; otherwise the win is shared.",
        ],
    },
    Section {
        title: "Examples",
        paragraphs: &[
            "With 4 players, Red has 2 posts in Bremen (4 slots) and 1 in Hamburg (5 slots, 3 free). He extends in Bremen: 3 posts of 4 is an absolute majority, +4 IP in step 6. His income: Hamburg 3 × 3 = 9, Bremen pays nothing this turn, + 6 base = 15 florins.",
            "Antwerp (5) holds Blue, Green, Green, Blue. Yellow takes the last slot: nobody has an absolute majority, Blue and Green have 2 posts each, Blue is nearest the arrow and gains 2 IP.",
        ],
    },
    Section {
        title: "Variants",
        paragraphs: &[
            "• Start player: drawn at random or chosen.",
            "• With 2 players the counter may start at 16 instead of 20.",
            "• Double-income minimum: 48 florins by default, 0 for plain doubling.",
            "• Posts per player: 15 to 25 (20 by default).",
        ],
    },
    Section {
        title: "Choices made by this app",
        paragraphs: &[
            "• The start player is drawn at random; the disc deal is described above.",
            "• Each large city has one value (slots = IP = disc) and takes posts only once its disc is placed; a disc may go on any closed city of its value.",
            "• The starting post scores no IP (the starting 1 IP stands for it).",
            "• 20 posts per player; placing a disc is compulsory while you hold one.",
            "• You may only extend in a city whose disc is still there. A city whose disc was removed no longer pays or scores, but you may still open a post there while slots are free: it counts for regions.",
            "• Posts go straight to the lowest free slot (the same as \"centre, then first free slot\").",
            "• Double income = twice the normal income, at least 48 florins.",
            "• Absolute majority = more than half of the city's slots. Cities won by half points count for the tie-break too, at their printed value.",
            "• When an end condition is met, the current turn is finished (scoring included), then the game stops. A \"lap\" without posts = n consecutive turns, starting from anyone.",
            "• A perfect tie is a shared win. Nothing in this game is secret.",
            "• The map is an original design for this app: the 1998 board is not published.",
        ],
    },
    Section {
        title: "On this tablet",
        paragraphs: &[
            "Everything is public: no curtain, just hand the tablet on. Each step of the turn offers exactly the allowed choices; playable cities are also listed beside the map as buttons. With no city to extend in (or no post in supply), step 2 goes by itself: straight to the income.",
            "You may undo your moves until a computer plays. The easy and strong computers read the same table as you; the strong one looks a little further. The game is saved after every move and resumes where it stopped.",
        ],
    },
];
