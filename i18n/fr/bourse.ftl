# Tablée : La Bourse aux Idées.

## Les cartes

# Les titres des idées, par série (1 à 18).
idea-title = { $series ->
        [1] Comment beurrer les biscottes sans les casser
        [2] Comment nettoyer l'argenterie sans effort
        [3] Comment conserver plusieurs jours une mayonnaise
        [4] Comment utiliser entièrement les savonnettes
        [5] Comment enfoncer des clous sans se taper sur les doigts
        [6] Comment déboucher un évier sans plombier
        [7] Comment empêcher les lunettes de s'embuer
        [8] Comment couper les oignons sans pleurer
        [9] Comment retrouver une aiguille tombée dans le tapis
        [10] Comment ouvrir un bocal récalcitrant
        [11] Comment garder le pli du pantalon sans fer à repasser
        [12] Comment faire tenir une bougie dans son bougeoir
        [13] Comment éplucher les pommes de terre en un clin d'œil
        [14] Comment garder les fleurs fraîches plus longtemps
        [15] Comment retirer une bague trop serrée
        [16] Comment chasser les mites de l'armoire
        [17] Comment faire sécher des bottes mouillées
        [18] Comment arroser les plantes pendant les vacances
       *[other] ?
    }
# Les objets, par série et numéro : [5-2] est le 2ᵉ objet de la série 5.
object = { $card ->
        [1-1] biscottes
        [1-2] beurrier
        [1-3] couteau à tartiner
        [1-4] soucoupe
        [2-1] papier d'aluminium
        [2-2] gros sel
        [2-3] bassine
        [2-4] bouilloire
        [3-1] jaune d'œuf
        [3-2] fouet
        [3-3] bocal
        [3-4] cuillère à soupe
        [4-1] savonnette neuve
        [4-2] reste de savon
        [4-3] sachet de tulle
        [4-4] porte-savon
        [5-1] marteau
        [5-2] clou
        [5-3] table
        [5-4] feuille de papier
        [6-1] ventouse
        [6-2] cristaux de soude
        [6-3] entonnoir
        [6-4] cintre en fer
        [7-1] lunettes
        [7-2] peau de chamois
        [7-3] mousse à raser
        [7-4] lavabo
        [8-1] oignon
        [8-2] couteau d'office
        [8-3] planche à découper
        [8-4] croûton de pain
        [9-1] aiguille
        [9-2] aspirateur
        [9-3] bas nylon
        [9-4] élastique
        [10-1] pot de confiture
        [10-2] gant de caoutchouc
        [10-3] robinet
        [10-4] petite cuillère
        [11-1] pantalon
        [11-2] matelas
        [11-3] papier journal
        [11-4] pince à linge
        [12-1] bougie
        [12-2] bougeoir
        [12-3] briquet
        [12-4] ruban adhésif
        [13-1] pommes de terre
        [13-2] casserole
        [13-3] bol d'eau glacée
        [13-4] torchon
        [14-1] bouquet
        [14-2] vase
        [14-3] morceau de sucre
        [14-4] cachet d'aspirine
        [15-1] bague
        [15-2] bobine de fil
        [15-3] burette d'huile
        [15-4] ciseaux
        [16-1] armoire
        [16-2] sachet de lavande
        [16-3] écorce d'orange
        [16-4] bûchette de cèdre
        [17-1] bottes en caoutchouc
        [17-2] séchoir à cheveux
        [17-3] sac de riz
        [17-4] chaussette de laine
        [18-1] plante verte
        [18-2] bouteille
        [18-3] mèche de laine
        [18-4] seau d'eau
       *[other] ?
    }
card-idea = idée { $series }
card-object = { $object } ({ $series })
idea-word = idée
no-card = aucune carte

## Le journal

log-dealt = Manche { $manche } : { $dealer } bat les cartes et en donne 12 à chacun.
log-hand = Main { DE($player) } : { $cards }.
log-idea-shown = { $player } expose l'idée { $series } « { $title } ».
log-idea-drawn = { $player } tire l'idée { $series } « { $title } » et l'expose.
log-drew = { $player } pioche { $count ->
        [one] { $count } carte objet
       *[other] { $count } cartes objet
    } ; il en reste { $talon } au talon.
log-got = { $player } reçoit : { $cards }.
log-laid = { $player } pose { $cards }.
log-collected = ★ { $player } pose la 4ᵉ carte ({ $card }) et ramasse la série { $series }.
log-collected-with-idea = ★ { $player } pose la 4ᵉ carte ({ $card }) et ramasse la série { $series } ; son idée est dans son camp, pour l'instant.
log-talon-empty = Le talon est épuisé après le tour { DE($last) } : place aux transactions, { $opener } ouvre.
log-requested = { $buyer } propose à { $owner } de lui acheter l'idée { $series } pour 200 F.
log-accepted = { $owner } accepte : { $buyer } paie 200 F et prend l'idée { $series }.
log-refused = { $owner } refuse de vendre l'idée { $series } à { $buyer }.
log-nothing-to-ask = { $player } n'a rien à demander : il passe.
log-turn-ended = { $player } termine son tour de transactions.
log-passed = { $player } passe sans rien demander.
log-transactions-over = Un tour complet sans demande : fin des transactions. Le moment crucial commence, une carte par tour, { $opener } d'abord.
log-settled = Comptes de la manche { $manche } ({ $contracts ->
        [one] { $contracts } contrat
       *[other] { $contracts } contrats
    }, { $simple ->
        [one] { $simple } série simple
       *[other] { $simple } séries simples
    }) : { $purses }.
log-settled-purse = { $purse } { $net }, nouveau solde { $balance }
log-settled-separator = {" "};{" "}
log-purse-empty = Une bourse est vide : la partie s'arrête.
log-game-over = La partie est terminée.

## Coups refusés

error-not-your-turn = Ce n'est pas à vous de jouer.
error-wrong-phase = Ce coup n'est pas permis dans cette phase.
error-card-not-in-hand = Cette carte n'est pas dans votre main.
error-same-card-twice = Choisissez deux cartes différentes.
error-not-an-opponents-idea = On n'achète qu'une idée exposée devant un adversaire.
error-already-sold = Cette idée a déjà été vendue pendant ces transactions.
error-already-requested = Vous avez déjà demandé cette idée pendant ces transactions.
error-insufficient-funds = Il vous faut au moins 200 F pour acheter.
error-no-pending-request = Aucune demande n'attend de réponse.
error-answer-pending = Une demande attend sa réponse.
error-game-over = La partie est terminée.

## Boutons (un par coup)

move-lay-pair = Poser { $a } + { $b }
move-lay = Poser { $card }
move-request-idea = Acheter l'idée { $series } (200 F)
move-end-turn = Finir mon tour de transactions
move-accept = Accepter (recevoir 200 F)
move-refuse = Refuser

## Bulles

bubble-lays = Pose { $series }
bubble-request = Je veux l'idée { $series } ?
bubble-deal = D'accord
bubble-no-thanks = Non merci
bubble-pass = Je passe

## Options

option-teams = Deux équipes de deux (à 4)
option-series = Séries à 2 joueurs
option-series-standard = 18 (partie standard)
option-series-quick = 12 (partie rapide)
option-manches = Manches du match

## Le bandeau

status-answer = { $buyer } veut vous acheter l'idée { $series } pour 200 F : acceptez-vous ?
status-answering = { $player } répond à la demande { DE($buyer) }…
status-talon = À vous : choisissez deux cartes à poser.
status-transactions = Transactions : achetez une idée ou finissez votre tour.
status-final = Moment crucial : posez une seule carte.
status-trading = { $player } mène ses transactions…
status-laying = { $player } pose…

## Les joueurs

badge-dealer = Donneur
badge-team = Équipe { $team }
ideas-displayed = Idées exposées
series-collected = Séries ramassées
collected = ★{ $series }
collected-contract = ★{ $series } contrat
purse = Bourse
chip-hand = Main

## Le centre de la table

centre-title = Centre de la table — talon : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
stack-idea = Idée : { $holder }
stack-idea-in-talon = Idée : au talon
stack-collected = ★ { $player } (simple)
stack-collected-contract = ★ { $player } (contrat)

## Transactions

transactions-title = Transactions
transactions-partners = Partenaires : conseillez-vous sur les achats, mais ne révélez pas vos cartes objet.
transactions-pending = { $buyer } demande l'idée { $series } « { $title } » à { $owner } (200 F)
transactions-offer = Idée { $series } · { $owner }
transactions-ask = Demander une idée à son détenteur (200 F) :

## Votre main

hand-title = Votre main
hand-card-pick = { $series } { $card } — choisir
hand-card-pick-fourth = { $series } { $card } 4ᵉ carte ! — choisir
hand-card-lay = { $series } { $card } — poser
hand-card-lay-fourth = { $series } { $card } 4ᵉ carte ! — poser
fourth-card = 4ᵉ carte !
hand-lay-two-cards = Poser deux cartes
hand-pick-two-first = Choisissez d'abord deux cartes de votre main.

## Les comptes

accounts-label = Comptes
accounts-of-manche = Comptes de la manche { $manche }
accounts-if-ended-now = Comptes si la manche finissait maintenant
accounts-series = Série
accounts-collected-by = Ramassée par
accounts-kind = Type
accounts-paid-by = Payé par
accounts-contract = contrat
accounts-simple = simple
accounts-net = { $purse } : reçu { $received }, payé { $paid }, net { $net }, nouveau solde { $balance }

## Conseils

why-only = c'est le seul coup permis
why-pair = { $first }, puis { $second }
why-lay-collects = la 4ᵉ carte de la série { $series } : vous la remportez
why-lay-collects-with-idea = la 4ᵉ carte de la série { $series } : vous la remportez, et avec son idée chaque adversaire paie
why-lay-safe = vous tenez toutes les cartes restantes de la série { $series } : personne d'autre ne la remportera
why-lay-most = la série { $series } est celle dont vous tenez le plus de cartes ({ $held })
why-lay-early = la série { $series } reste loin de sa 4ᵉ carte
why-buy-collected = vous avez remporté la série { $series } : avec son idée, chaque adversaire paie
why-buy-held = vous tenez { $held } des { $left } cartes encore à poser de la série { $series } : avec son idée, la remporter ferait un contrat
why-sell-useless = vous ne tenez aucune carte de la série { $series } : prenez les 200 F
why-keep-held = vous tenez { $held ->
        [one] { $held } carte
       *[other] { $held } cartes
    } de la série { $series } : gardez son idée
why-keep-from-collector = l'acheteur a remporté la série { $series } : son idée en ferait un contrat payé par tous
