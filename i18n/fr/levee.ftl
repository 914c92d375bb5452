# Tablée: Preums ! — la levée de fonds.
#
# The cards are written by their faces, the same in every language:
# [2], [3], [4] (the number cards) and [+1] (the bonus card).
# $name, $target, $to: a player's name. $cards: a list of cards already
# written by the message cards-of-value (« 3 cartes [2] et 1 carte [+1] »)
# or by faces side by side (« [2][2][+1] »).

## Cards and things on the table

# The accessible name of a card on the table; $value: 2, 3, 4 or +1.
card-name = carte visiteurs { $value }
# Names of the game's items, for labels.
item-pack = paquet audience
item-hand = main
item-pile = enchère
item-token = jeton rouge
item-zeros = zéros
item-valuation = valorisation
item-pool = cartes à répartir
# One part of a list of cards: $count cards of the face $face ([2], [+1]…);
# the parts are joined as « A, B et C ».
cards-of-value = { $count ->
    [one] { $count } carte { $face }
   *[other] { $count } cartes { $face }
    }
# La même chose, dite par un lecteur d'écran (sans crochets) : « 2 cartes de 3 », « 1 carte de +1 ».
cards-of-value-said = { $count ->
    [one] { $count } carte de { $value }
   *[other] { $count } cartes de { $value }
    }
# Un bouton de valeur du compositeur, dit : $card est le nom de la carte, $have combien la main en tient.
value-button-said = { $card } : { $have } en main
cards-none = aucune carte
# A score: $zeros zeros and the blog's worth, "1" followed by them ($valuation, digits).
zeros-valuation = { $zeros ->
    [one] { $zeros } zéro
   *[other] { $zeros } zéros
    } (valorisation { $valuation })

## The log

log-token-given = { $name } reçoit le jeton rouge et piochera en premier.
# $levee: the number of the round (1, 2, 3…).
log-draw-phase = Levée de fonds n° { $levee } : la pioche commence par { $name }.
log-drew = { $name } pioche une carte (reste { $left } dans son paquet).
# Seen only by the drawer; $card: the face drawn.
log-drew-card = Vous avez pioché une { $card }.
log-no-draw = Le paquet { DE($name) } est vide : pas de pioche.
log-lock-released = Le détenteur du jeton a pioché deux fois : on peut désormais crier « Preums ! ».
log-auto-continue-token = { $name } détient le jeton et ne peut pas crier « Preums ! » : la pioche continue.
log-auto-continue-lock = { $name } continue : personne ne crie avant la 2e pioche du jeton.
log-continued = { $name } : « Continuer ».
log-must-call = Tous les paquets sont vides : { $name } doit crier « Preums ! ».
# $total: the total of the bid laid.
log-called = { $name } crie « Preums ! » et pose { $cards } (total { $total }).
# The same, when every pack is empty and the player had to call.
log-called-forced = { $name } crie « Preums ! » (obligé) et pose { $cards } (total { $total }).
log-placed-own = { $name } pose { $cards } sur sa propre enchère : total { $total }.
# $name lays cards on the bid of $target; $total: that bid's new total.
log-placed-backs = { $name } soutient { $target } avec { $cards } : total { $total }.
# $passes: how many players have passed in a row, this one included.
log-passed = { $name } passe ({ $passes ->
    [one] { $passes } passe
   *[other] { $passes } passes
    } d'affilée).
log-passed-auto = { $name } n'a plus de carte et passe ({ $passes ->
    [one] { $passes } passe
   *[other] { $passes } passes
    } d'affilée).
# One bid in the list of the round's totals: a name and the bid's total.
log-levee-entry = { $name } { $total }
# $totals: the list of log-levee-entry, joined by commas; $total: the winning total.
log-levee-won = Fin de la levée ({ $totals }) : { $name } l'emporte avec { $total }.
log-levee-tie = Fin de la levée ({ $totals }) : ex æquo à { $total }, personne ne gagne.
# $gained: zeros won now; $zeros: the player's zeros now; $valuation: "1" followed by them.
log-zeros-gained = { $name } gagne { $gained ->
    [one] { $gained } zéro
   *[other] { $gained } zéros
    } et a maintenant { $zeros ->
    [one] { $zeros } zéro
   *[other] { $zeros } zéros
    } (valorisation { $valuation }).
# After a tie: one player and the cards of their bid.
log-returned-entry = { $name } ({ $cards })
# $list: the log-returned-entry of every bid, joined by commas.
log-piles-returned = Chacun remélange son enchère dans son paquet : { $list }.
# $cards: every card of the bids; $names: the players who had a bid, joined by commas.
log-share-out-started = { $name } répartit { $cards } entre { $names }.
# $left: the cards still to share out.
log-kept = { $name } garde { $cards } (reste : { $left }).
log-gave = { $name } donne { $cards } à { $to } (reste : { $left }).
# One player's share: the number of cards their pack received.
log-share-entry = { $name } +{ $count }
# $list: the log-share-entry of each player, joined by commas (or cards-none).
log-took-all-back = { $name } reprend toutes les cartes dans son paquet ({ $list }).
log-packs-grow = Les paquets grossissent et sont remélangés : { $list }.
# $winners: one name, or several joined as « A, B et C ».
log-over-target = Partie terminée : { $winners } atteint { $valuation } et gagne !
log-over-exhaustion = Plus personne ne peut crier « Preums ! » : partie terminée. Victoire : { $winners }.
log-over-cap = Dernière levée jouée : partie terminée. Victoire : { $winners }.

## Moves, as buttons and in the move list

button-carry-on = Continuer
button-pass = Je passe
# The call with no card chosen yet.
button-call = « Preums ! »
# $cards: the cards chosen, as a list (« 2 cartes [3] et 1 carte [+1] »).
button-call-cards = « Preums ! » — { $cards }
button-lay = Poser
# $cards: faces side by side ([3][3][+1]).
move-call = « Preums ! » { $cards }
# $number: a seat's number at the table (1, 2, 3…).
move-place = Poser { $cards } sur l'enchère n° { $number }
move-give = Donner { $cards } au joueur n° { $number }
move-place-mine = Poser { $cards } devant moi
move-place-on = Poser { $cards } devant { $name }
move-keep = Garder { $cards }
move-give-to = Donner { $cards } à { $name }
# What the phase asks for, in a few words.
phase-draw = Pioche
phase-forced-call = « Preums ! » obligatoire
phase-levee = Levée de fonds
phase-share-out = Répartition des cartes
phase-over = Partie terminée
# What a player says in the bubble at their seat.
bubble-call = « Preums ! » { $cards }
bubble-pass = Je passe
bubble-carry-on = Je continue

## Why a move is refused

error-game-over = La partie est terminée.
error-not-your-turn = Ce n'est pas votre tour : c'est au joueur n° { $number } de jouer.
error-phase-draw = C'est la pioche : vous pouvez seulement crier « Preums ! » ou continuer.
error-phase-forced-call = Tous les paquets sont vides : vous devez crier « Preums ! ».
error-phase-levee = La levée est en cours : posez des cartes sur une enchère ou passez.
error-phase-share-out = Le gagnant doit d'abord répartir les cartes gagnées.
error-token-holder = Vous détenez le jeton rouge : le détenteur du jeton ne peut pas crier « Preums ! ».
error-opening-lock = Trop tôt : personne ne crie « Preums ! » avant la deuxième pioche du détenteur du jeton.
error-no-number-card = Pour crier « Preums ! », il faut au moins une carte 2, 3 ou 4 en main : les cartes +1 seules ne suffisent pas.
error-must-call = Tous les paquets sont vides : vous devez crier « Preums ! », continuer n'est plus possible.
error-no-card-chosen = Choisissez au moins une carte.
# $cards: the cards missing from the hand.
error-not-in-hand = Vous n'avez pas ces cartes en main : il vous manque { $cards }.
# $values: the faces mixed, joined as « [3] et [4] ».
error-mixed-values = Une seule valeur à la fois : vous mélangez { $values }. Seules les cartes +1 peuvent accompagner une autre valeur.
error-new-pile-needs-number = Une nouvelle enchère doit contenir au moins une carte 2, 3 ou 4 : une carte +1 seule ne peut qu'appuyer une enchère déjà posée.
error-no-pile-to-back = Le joueur n° { $number } n'a pas encore d'enchère : on ne soutient qu'un adversaire qui a déjà posé des cartes.
# $pile: the value of the bid's cards (2, 3 or 4); $value: the other value laid on it.
error-value-mismatch = Cette enchère est faite de cartes { $pile } : on ne peut pas y ajouter de carte { $value } (une seule valeur par enchère, plus des cartes +1).
error-below-highest = Pas assez : l'enchère atteindrait { $total }, or la plus haute est à { $highest }. Il faut arriver à { $highest } ou plus.
error-not-recipient = Le joueur n° { $number } n'avait pas d'enchère à la fin de la levée : il ne reçoit rien (seuls ceux qui avaient des cartes devant eux en reçoivent).
# $cards: the cards of that value left to share out; $wanted: how many the winner tried to give.
error-not-in-pool = Il ne reste { QUE($cards) } à répartir, pas { $wanted }.
error-give-nothing = Donnez au moins une carte.

## The table

# Setup option: the number of zeros to reach, and the valuation it means.
option-target = Zéros pour gagner
option-target-4 = 4 (10 000)
option-target-5 = 5 (100 000)
option-target-6 = 6 (1 000 000, règle)
option-target-7 = 7 (10 000 000)
option-target-8 = 8 (100 000 000)
# The status line.
status-call-or-carry-on = À vous : « Preums ! » ou continuer ?
status-carry-on = À vous : continuez.
status-must-call = Les paquets sont vides : vous devez lancer la levée.
status-lay-or-pass = À vous : posez des cartes ou passez.
status-share-out = Vous avez gagné : répartissez les cartes.
status-drawing = { $name } pioche…
status-sharing-out = { $name } répartit les cartes gagnées…
# Another player is to lay cards or pass.
status-priority = { $name } a la main…
# The players' strip: the red token before its holder, and each player's figures.
strip-red-token = Jeton rouge
strip-valuation = Valorisation
strip-pack = Paquet
strip-hand = Main
# The bids in the middle of the table.
piles-title = Enchères — plus haut total : { $highest }
piles-none = Pas encore d'enchère.
# While the winner shares out; $cards: the cards left to share out.
piles-sharing-out = { $name } répartit : reste { $cards }
# The accessible name of a player's pack, face down.
pack-label = paquet { DE($name) } : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
    }
# Above a player's bid; $value: the value of its cards (2, 3 or 4).
pile-head = { $name } : pile de { $value }
# The accessible name of a bid's total.
pile-total = total { $total }
# On a card of a bid laid by another player than its owner.
pile-laid-by = posée par { $name }
pile-leading = en tête
# The holder's hand.
hand-title = Votre main
hand-just-drew = Vous venez de piocher { $card }.
hand-empty = Aucune carte en main.
# $count: the cards in the pack; $cards: what they are (the order is hidden).
hand-pack = Votre paquet ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
    }, ordre inconnu) : { $cards }
hand-cards = Cartes en main
# A card of the hand as a button; $card: its name (card-name).
hand-pick = { $card } — choisir
hand-take-back = { $card } — reprendre
# The decision panel.
decide-title = Votre décision
decide-token-holder = Vous avez le jeton rouge : vous ne pouvez pas lancer la levée.
decide-opening-lock = Personne ne peut lancer avant la deuxième pioche du jeton rouge.
decide-no-number-card = Il vous faut une carte 2, 3 ou 4 pour lancer la levée.
# The two counters of the composer: cards of the value chosen, and [+1] cards.
composer-count = Cartes de cette valeur
composer-plus = Cartes +1
composer-value = Valeur des cartes
# $value: 2, 3 or 4.
composer-no-value = Vous n'avez pas de carte { $value }.
# The counters' buttons; $label: composer-count or composer-plus.
stepper-less = { $label } : un de moins
stepper-more = { $label } : un de plus
stepper-at-least = C'est le minimum.
stepper-at-most = Vous n'en avez pas plus.
lay-choose = Choisissez des cartes à poser.
# $total: the bid's total after laying; $highest: the highest bid now.
lay-summary = Poser { $cards } → total { $total } (à atteindre : { $highest }).
# La même chose, dite par un lecteur d'écran (sans flèche ; $cards sans crochets).
lay-summary-said = Poser { $cards } : total { $total } (à atteindre : { $highest }).
lay-not-now = Ce n'est pas possible maintenant.
lay-target = Sur quelle pile
lay-my-pile = Ma pile
call-refused = Pour lancer la levée, choisissez au moins une carte 2, 3 ou 4 d'une seule valeur.
# Sharing out the cards won.
share-help = Donnez chaque carte gagnée à un joueur qui avait une pile (vous compris) : elles rejoignent son paquet.
# $value: the card's value (2, 3, 4 or +1).
share-give-one = Donner une carte visiteurs { $value } à { $name }
# $count: every card of that value left (2 or more).
share-give-all = Donner les { $count } cartes visiteurs { $value } à { $name }
share-received = a reçu : { $cards }
share-left = Reste à répartir
# The end screen and the score pad.
breakdown-levees = Levées gagnées
breakdown-zeros = Zéros gagnés
breakdown-valuation = Valorisation
sheet-tie = égalité
sheet-total = Total
sheet-zeros = Zéros

## Hints: why a move is good (lower case, shown after the move)

why-only = c'est le seul coup permis
why-must-call = tous les paquets sont vides : vous devez lancer
# $mine: the hand's best bid; $others: what the others can likely lay.
why-call-strong = votre meilleure pile ({ $mine }) dépasse ce que les autres peuvent sans doute poser (environ { $others })
why-call-strong-keep = votre meilleure pile ({ $mine }) dépasse ce que les autres peuvent sans doute poser (environ { $others }), et vous gardez le reste pour répondre
why-call-small = vous ouvrez avec une seule carte et gardez le reste pour répondre
why-wait = votre meilleure pile ({ $mine }) ne battrait pas encore ce que les autres peuvent poser (environ { $others })
why-lead = prend la tête de la levée à { $total }
why-lead-fewest = prend la tête de la levée à { $total } avec le moins de cartes possible
why-lead-game = prend la tête de la levée à { $total }, et gagner cette levée vous fait atteindre l'objectif
why-lead-fewest-game = prend la tête de la levée à { $total } avec le moins de cartes possible, et gagner cette levée vous fait atteindre l'objectif
why-tie = égalise la tête à { $total } : en cas d'égalité, personne ne gagne de zéro
# $to: the player backed; $leader: the leader who would have won the game.
why-back-tie-stops = met { $to } à égalité avec { $leader } : une égalité l'empêche de gagner la partie
why-back-tie = met { $to } à égalité en tête : une égalité ne donne de zéro à personne
why-back-over = fait passer { $to } devant { $leader }, qui sinon gagnerait la partie
why-pass-leading = vous menez seul : inutile d'en rajouter
why-pass-keep = ce n'est pas votre levée : gardez vos cartes pour celles que vous lancerez
# Sharing out: $count cards of the face $face.
why-keep-strong = vous gardez { $count ->
    [one] { $count } carte de valeur { $face }
   *[other] { $count } cartes de valeur { $face }
    }, vos cartes les plus fortes
why-keep-main = vous gardez { $count ->
    [one] { $count } carte de valeur { $face }
   *[other] { $count } cartes de valeur { $face }
    }, la valeur dominante de votre réserve
# $to: the player who gets them.
why-burden = { $count ->
    [one] { $count } carte de valeur { $face }
   *[other] { $count } cartes de valeur { $face }
    } pour { $to }, dont la réserve est bâtie sur une autre valeur
