//! The in-app rules of Barracuda, in French and English, written for this
//! app (spec: shared/rules/barracuda.md, decisions D1–D27). Plain data: the
//! UI lays it out. A paragraph that starts with "• " is a bullet item.

pub use crate::i18n::Section;

/// The rules of Barracuda, in French (`fr = true`) or English.
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
        "Placez vos cinq pions dans les bars à coups d'offres glissées face cachée — vrais et faux billets mêlés."
    } else {
        "Get your five figures into the bars with offers slid face down — real and fake notes mixed."
    }
}

const FR: &[Section] = &[
    Section {
        title: "En deux mots",
        paragraphs: &[
            "De 3 à 5 joueurs se disputent dix bars de plage. Chacun a 5 pions, 50\u{202f}000 en billets et 7 faux billets qui, face cachée, ressemblent aux vrais.",
            "Un pion se place dans un bar comme gérant (il paie le loyer du bar à chacun de ses tours) ou comme partenaire (il paie une fois pour entrer, puis plus rien).",
            "Personne ne connaît la caisse des autres. On voit qui paie quoi à la banque, mais une offre glissée à un joueur n'est vue que de lui : les autres voient seulement l'épaisseur de la liasse.",
        ],
    },
    Section {
        title: "Comment gagner",
        paragraphs: &[
            "• Avoir ses 5 pions dans les bars à la fin de son tour, et n'en perdre aucun jusqu'à son tour suivant : on gagne au début de ce tour-là, sans payer de loyer.",
            "• Sinon, la partie s'arrête dès qu'un joueur fait faillite. Il perd ; parmi les autres gagne celui qui a le plus de pions dans les bars, puis le plus d'argent, puis le bar au loyer le plus cher (ou, en variante, le plus gros total de loyers). Une égalité complète partage la victoire.",
        ],
    },
    Section {
        title: "Les bars et l'argent",
        paragraphs: &[
            "Douze bars : Barracuda 6\u{202f}000 ; Karambole, Flamingo, Laguna 5\u{202f}000 ; Albatros, Octopus 4\u{202f}000 (ces six ont deux places : gérant et partenaire) ; Sirocco 4\u{202f}000 ; Banana Bar, Coco Loco, Pelikan, Marina 3\u{202f}000 ; Bella Vista 2\u{202f}000 (une seule place).",
            "Deux bars sont retirés au hasard sans être vus (un à une place, un à deux places). Les dix autres sont posés fermés : on ne voit que leur nombre de places.",
            "Billets de 10\u{202f}000, 5\u{202f}000, 2\u{202f}000, 1\u{202f}000 et faux billets (valeur 0). La banque fait la monnaie gratuitement et en secret : seul compte le total de votre caisse, et le nombre de vos faux billets.",
            "Nombre de bars ouverts en même temps : 6 à trois joueurs, 8 à quatre, 10 à cinq.",
        ],
    },
    Section {
        title: "Le déroulement",
        paragraphs: &[
            "Chaque tour, l'ordre de jeu est tiré du sac, un joueur à la fois : personne ne sait qui suivra.",
            "Premier tour : chacun à son tour ouvre un bar fermé de son choix et y pose un gérant. Rien d'autre, et pas de loyer.",
            "À partir du deuxième tour, chaque joueur tiré paie d'abord son loyer, à découvert, puis fait une seule action.",
            "Loyer : la somme des bars dont vous êtes gérant. Avec 3 bars, le moins cher est offert ; avec 4, le plus cher est offert ; avec 5, le moins cher et le plus cher sont offerts. Les places de partenaire ne coûtent jamais de loyer.",
        ],
    },
    Section {
        title: "Last order",
        paragraphs: &[
            "Au début de chaque tour à partir du deuxième, on demande à chacun, dans l'ordre des places, s'il crie « Last order ! ». Le premier qui le fait lance les mises ; si personne ne le fait, l'ordre est tiré normalement.",
            "Après un Last order, chacun mise en secret, le demandeur d'abord : jusqu'à 12\u{202f}000 en vrais billets, avec au moins un faux billet si on en a.",
            "Les mises sont révélées ensemble. Qui a misé le moins joue en premier, qui a misé le plus joue en dernier ; les égalités sont départagées par le sac. Tout l'argent misé part à la banque, les faux billets aussi.",
            "Pourquoi miser ? Jouer tard, c'est laisser un adversaire à court d'argent faire faillite avant vous.",
        ],
    },
    Section {
        title: "Les actions",
        paragraphs: &[
            "• Ouvrir un bar : retourner un bar fermé (s'il reste de la place sous la limite) et y poser un gérant. Gratuit maintenant ; le loyer viendra au tour suivant. Si vous n'êtes gérant d'aucun bar et qu'un bar peut s'ouvrir, c'est votre seule action permise.",
            "• Placer un partenaire chez soi : dans votre bar à deux places dont la place du haut est libre. Gratuit.",
            "• Devenir partenaire chez un autre : glissez-lui une offre de 1\u{202f}000 à 12\u{202f}000 (faux billets en plus, à volonté). S'il accepte, il garde tout et votre pion entre. S'il refuse, l'offre est retournée devant tout le monde : ses vrais billets vont à la banque, il y ajoute la même somme de sa poche, et il garde vos faux billets.",
            "• Reprendre un bar : glissez au gérant une offre d'au moins le loyer et d'au plus 12\u{202f}000. S'il accepte, il garde tout et reprend son pion ; votre pion devient gérant. Un partenaire qui n'est pas à vous s'en va aussi. S'il refuse, il vous rend vos vrais billets et vous en donne autant de sa poche (en secret) ; il garde vos faux billets.",
            "• Mettre un bar aux enchères : si vous gérez au moins 3 bars, retirez le gérant de l'un d'eux. Chaque autre joueur fait une offre secrète, avec au moins un faux billet s'il en a, sans minimum ni maximum. Vous voyez toutes les offres et en acceptez une (ce joueur devient gérant, les autres offres reviennent à leurs auteurs), ou vous les refusez toutes : vous payez 1\u{202f}000 de rénovation, le bar se referme et son partenaire éventuel s'en va.",
            "• Attendre : seulement quand vos 5 pions sont déjà dans les bars (on garde ses positions).",
            "Celui qui doit répondre ne peut refuser une offre que s'il peut payer la somme correspondante ; sinon il accepte.",
        ],
    },
    Section {
        title: "La faillite",
        paragraphs: &[
            "On fait faillite au début de son propre tour, et seulement là : quand on ne peut pas payer tout son loyer, ou quand, loyer payé, aucune action n'est possible.",
            "La partie s'arrête aussitôt et toutes les caisses sont montrées.",
        ],
    },
    Section {
        title: "Exemples",
        paragraphs: &[
            "Loyer : Ana gère Laguna (5\u{202f}000), Marina (3\u{202f}000) et Octopus (4\u{202f}000). Elle a trois bars, le moins cher est offert : elle paie 9\u{202f}000.",
            "Reprise refusée : Bob glisse 3 billets à Ana pour reprendre Octopus : 5\u{202f}000, 1\u{202f}000 et un faux. Ana tient à son bar et refuse : elle rend les 6\u{202f}000 à Bob et lui en donne 6\u{202f}000 de plus, mais garde le faux billet. Bob a gagné 6\u{202f}000 ; la table a seulement vu « Ana refuse ».",
            "Last order : Cleo sait que Bob ne peut plus payer son loyer. Elle crie « Last order ! » et mise 5\u{202f}000 avec un faux billet ; Bob ne peut miser que 2\u{202f}000. Bob joue avant Cleo, fait faillite, et Cleo, qui a le plus de pions, gagne.",
        ],
    },
    Section {
        title: "Variantes",
        paragraphs: &[
            "• Bars retirés choisis : on désigne ensemble les deux bars retirés (un à une place, un à deux places) ; ils sont connus de tous.",
            "• Compter la banque : une fois par partie, quand c'est à lui de décider, chacun peut voir en secret ce que contient la banque.",
            "• Faux billets rendus : après un Last order, les faux billets misés reviennent à leurs propriétaires au lieu d'aller à la banque.",
            "• Départage par le total des loyers : à égalité de pions et d'argent, gagne celui dont les bars gérés ont le plus gros total de loyers (règle française), au lieu du bar le plus cher (règle néerlandaise).",
        ],
    },
    Section {
        title: "Choix de cette application",
        paragraphs: &[
            "Là où la règle se tait ou hésite, l'application a tranché ainsi :",
            "• 3 à 5 joueurs. La liste des 12 bars (noms, loyers, places) est fixée comme ci-dessus ; un bar fermé montre seulement son nombre de places.",
            "• La banque fait la monnaie gratuitement, en secret, et ne manque jamais de billets. Une offre ou une mise compte au plus 30 billets.",
            "• Les limites d'offre portent sur les vrais billets ; on ajoute autant de faux billets qu'on veut.",
            "• Partenariat refusé : l'offre est montrée à tous et ses vrais billets vont à la banque avec la même somme du gérant. Reprise refusée : le règlement reste secret entre les deux joueurs. Dans les deux cas, le gérant garde les faux billets.",
            "• Une reprise acceptée renvoie tout partenaire qui n'appartient pas au repreneur, même celui de l'ancien gérant.",
            "• On ne peut refuser une offre que si l'on peut payer la somme correspondante ; on ne peut tout refuser aux enchères qu'avec 1\u{202f}000 pour la rénovation ; une vente aux enchères n'est permise que si elle peut se conclure. Ainsi, personne ne fait faillite pendant le tour d'un autre.",
            "• Aux enchères, tous les autres joueurs doivent faire une offre (un joueur sans pion libre aussi, mais il ne peut pas être choisi). Les tailles des offres sont montrées quand toutes sont faites.",
            "• Avec 5 bars gérés, le moins cher et le plus cher sont offerts.",
            "• Last order : seulement à partir du deuxième tour, au plus un par tour ; on demande les joueurs dans l'ordre des places, en commençant par la place 1. Mises de 0 à 12\u{202f}000 avec au moins un faux billet si on en a ; pendant les mises, on voit seulement qui a misé.",
            "• Contrôle de victoire au début du tour, avant le loyer : 5 pions en place à la fin de votre tour précédent, et aucun parti depuis. Un cinquième pion gagné aux enchères pendant le tour d'un autre ne compte qu'au tour d'après.",
            "• « Attendre » (garder ses positions) existe quand vos 5 pions sont placés. Le loyer est dû pour tout bar géré au début du tour, y compris un bar gagné aux enchères entre-temps.",
            "• Un bar rénové est fermé, peut être rouvert, ne compte plus dans la limite et reste connu de tous.",
            "• L'ordre du tour est tiré joueur par joueur. À la fin de la partie, toutes les caisses sont montrées.",
            "• Pas de négociation dans l'application : parlez autour de la table, les promesses n'engagent personne.",
        ],
    },
    Section {
        title: "Sur cette tablette",
        paragraphs: &[
            "Les caisses, les offres et les mises sont secrètes : avant chaque décision qui montre une caisse, un rideau nomme le joueur qui doit prendre la tablette, et rien de secret n'est affiché tant qu'il ne l'a pas levé. L'appel au Last order et la révélation des mises se font sur un écran public.",
            "On peut annuler son dernier coup tant qu'aucun ordinateur n'a joué et qu'aucun secret n'a été montré (tirage du joueur suivant, bar retourné, offre vue par son destinataire, mises révélées…).",
            "Les ordinateurs ne voient que ce que verrait un joueur à leur place : leur caisse, la table, les paiements publics et les offres qu'on leur montre. Ils bluffent avec des faux billets. Le niveau « fort » essaie plusieurs coups sur des parties imaginées compatibles avec ce qu'il sait.",
            "La partie est enregistrée après chaque coup sur cet appareil et reprend là où vous l'avez laissée.",
        ],
    },
];

const EN: &[Section] = &[
    Section {
        title: "In short",
        paragraphs: &[
            "3 to 5 players compete for ten beach bars. Each has 5 figures, 50,000 in notes and 7 fake notes that look just like real ones face down.",
            "A figure goes into a bar as tenant (he pays that bar's rent at each of his turns) or as partner (he pays once to get in, then nothing).",
            "Nobody knows the others' purses. Everyone sees what is paid to the bank, but an offer slid to a player is seen by him alone: the others see only how thick the stack is.",
        ],
    },
    Section {
        title: "How to win",
        paragraphs: &[
            "• Have all 5 figures in bars when your turn ends and lose none of them before your next turn: you win at the start of that turn, without paying rent.",
            "• Otherwise the game stops as soon as a player goes bankrupt. He loses; among the others, the one with the most figures in bars wins, then the most money, then the dearest bar held as tenant (or, as a variant, the largest rent total). A complete tie shares the win.",
        ],
    },
    Section {
        title: "Bars and money",
        paragraphs: &[
            "Twelve bars: Barracuda 6,000; Karambole, Flamingo, Laguna 5,000; Albatros, Octopus 4,000 (these six have two places: tenant and partner); Sirocco 4,000; Banana Bar, Coco Loco, Pelikan, Marina 3,000; Bella Vista 2,000 (one place).",
            "Two bars are removed at random, unseen (one with one place, one with two). The other ten lie closed: only their number of places shows.",
            "Notes of 10,000, 5,000, 2,000, 1,000 and fake notes (worth 0). The bank makes change for free and in secret: only your purse's total counts, and how many fake notes you hold.",
            "Bars open at the same time: at most 6 with three players, 8 with four, 10 with five.",
        ],
    },
    Section {
        title: "How a round goes",
        paragraphs: &[
            "Each round the turn order is drawn from the bag one player at a time: nobody knows who comes next.",
            "Round 1: in turn, each player opens a closed bar of his choice and puts a tenant in it. Nothing else, and no rent.",
            "From round 2 on, each player drawn first pays his rent openly, then takes exactly one action.",
            "Rent: the sum of the bars you are tenant of. With 3 bars the cheapest is free; with 4 the dearest is free; with 5 both the cheapest and the dearest are free. Partner places never cost rent.",
        ],
    },
    Section {
        title: "Last order",
        paragraphs: &[
            "At the start of every round from the second on, each player in seat order is asked whether he calls “Last order!”. The first who does starts the stakes; if nobody does, the order is drawn as usual.",
            "After a Last order everyone stakes in secret, the caller first: up to 12,000 in real notes, with at least one fake note if you own any.",
            "The stakes are shown together. The lowest stake plays first, the highest plays last; ties are settled by the bag. All staked money goes to the bank, and so do the fake notes.",
            "Why stake? Playing late lets an opponent who is short of money go bankrupt before you.",
        ],
    },
    Section {
        title: "The actions",
        paragraphs: &[
            "• Open a bar: turn a closed bar face up (if the open-bar limit allows) and put a tenant in it. Free now; its rent comes at your next turn. If you are tenant of no bar and a bar can be opened, that is your only allowed action.",
            "• Place a partner in your own bar: on the free upper place of your two-place bar. Free.",
            "• Become partner in someone else's bar: slide him an offer of 1,000 to 12,000 (plus as many fake notes as you like). If he accepts, he keeps it all and your figure moves in. If he refuses, the offer is turned over for all to see: its real notes go to the bank, he adds the same amount from his own pocket, and he keeps your fake notes.",
            "• Take over a bar: slide the tenant an offer of at least the rent and at most 12,000. If he accepts, he keeps it all and takes his figure back; yours becomes tenant. A partner who is not yours leaves too. If he refuses, he gives your real notes back plus as much again from his pocket (in secret); he keeps your fake notes.",
            "• Auction a bar: if you are tenant of at least 3 bars, take your tenant out of one. Every other player makes a sealed bid, with at least one fake note if he owns any, no minimum and no maximum. You see every bid and accept one (that player becomes tenant, the other bids go back), or reject them all: you pay 1,000 for the renovation, the bar closes and any partner leaves.",
            "• Hold: only when all 5 of your figures are already in bars.",
            "Whoever must answer may refuse an offer only if he can pay the matching amount; otherwise he accepts.",
        ],
    },
    Section {
        title: "Bankruptcy",
        paragraphs: &[
            "You go bankrupt at the start of your own turn, and only then: when you cannot pay your whole rent, or when, rent paid, no action is possible.",
            "The game stops at once and every purse is shown.",
        ],
    },
    Section {
        title: "Examples",
        paragraphs: &[
            "Rent: Ana is tenant of Laguna (5,000), Marina (3,000) and Octopus (4,000). Three bars, so the cheapest is free: she pays 9,000.",
            "A refused takeover: Bob slides Ana 3 notes to take over Octopus: 5,000, 1,000 and a fake. Ana wants to keep her bar and refuses: she gives Bob his 6,000 back plus 6,000 more, but keeps the fake note. Bob is 6,000 richer; the table only saw “Ana refuses”.",
            "Last order: Cleo knows Bob can no longer pay his rent. She calls “Last order!” and stakes 5,000 with a fake note; Bob can stake only 2,000. Bob plays before Cleo, goes bankrupt, and Cleo, with the most figures, wins.",
        ],
    },
    Section {
        title: "Variants",
        paragraphs: &[
            "• Chosen removed bars: the players name the two removed bars (one with one place, one with two); everyone knows them.",
            "• Count the bank: once per game, when it is his turn to decide, each player may look in secret at what the bank holds.",
            "• Fake notes returned: after a Last order the staked fake notes go back to their owners instead of to the bank.",
            "• Total-rent tie-break: with equal figures and money, the player whose tenancies have the largest rent total wins (French rules), instead of the dearest single bar (Dutch rules).",
        ],
    },
    Section {
        title: "Choices made by this app",
        paragraphs: &[
            "Where the rules are silent or disagree, this app decided:",
            "• 3 to 5 players. The list of the 12 bars (names, rents, places) is fixed as above; a closed bar shows only its number of places.",
            "• The bank makes change for free, in secret, and never runs out of notes. An offer or a stake holds at most 30 notes.",
            "• Offer limits count real notes; any number of fake notes may be added.",
            "• Refused partnership: the offer is shown to all and its real notes go to the bank with the same amount from the tenant. Refused takeover: the settlement stays secret between the two players. Either way the tenant keeps the fake notes.",
            "• An accepted takeover sends away any partner who is not the new tenant's, even the old tenant's own.",
            "• You may refuse an offer only if you can pay the matching amount; you may reject all bids only with 1,000 for the renovation; an auction may start only if it can be finished. So nobody goes bankrupt during someone else's turn.",
            "• At an auction every other player must bid (a player with no free figure too, but he cannot be chosen). Bid sizes are shown once every bid is in.",
            "• With 5 tenancies, both the cheapest and the dearest are free.",
            "• Last order: only from round 2, at most one per round; players are asked in seat order starting with seat 1. Stakes of 0 to 12,000 with at least one fake note if you own any; while staking, the table sees only who has staked.",
            "• The win check comes at turn start, before rent: 5 figures in place when your previous turn ended, and none left since. A fifth figure won at an auction during another player's turn only counts from the turn after.",
            "• “Hold” exists when all 5 figures are placed. Rent is due for every bar you hold at turn start, including one won at an auction in between.",
            "• A renovated bar is closed, may be reopened, no longer counts toward the limit and stays known to all.",
            "• The turn order is drawn player by player. At game end every purse is shown.",
            "• No negotiation inside the app: talk around the table; promises bind nobody.",
        ],
    },
    Section {
        title: "On this tablet",
        paragraphs: &[
            "Purses, offers and stakes are secret: before each decision that shows a purse, a curtain names the player who must take the tablet, and nothing secret shows until he lifts it. The Last order call and the reveal of the stakes are public screens.",
            "You may undo your last move as long as no computer has played and no secret has been shown (next player drawn, bar turned over, offer seen by its recipient, stakes revealed…).",
            "Computer players see only what a player in their seat would: their purse, the table, the public payments and the offers shown to them. They bluff with fake notes. The “strong” level tries several moves on imagined games that fit what it knows.",
            "The game is saved on this device after every move and resumes where you left it.",
        ],
    },
];
