# Tablée : Sorciers. Voir les commentaires du catalogue anglais.

## Les races et les cartes

race-humans = Humains
race-elves = Elfes
race-dwarves = Nains
race-giants = Géants
card-sorcier = Sorcier
card-fou = Fou
card-race-value = { $race } { $value }

## Le journal

log-round-started = Manche { $round } : { $dealer } donne { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }.
log-hand-dealt = Votre main : { $cards }
log-hands-shown = Vision de l'enfer : vous voyez les mains des autres.
log-last-round-no-trump = Dernière manche : pas d'atout.
log-trump-turned = Carte retournée : { $card } — atout { $race }.
log-turned-dealer-chooses = { $card } retourné : le donneur choisit l'atout.
log-turned-no-trump = { $card } retourné : pas d'atout.
log-trump-chosen = { $player } choisit l'atout { $race }.
log-bid = { $player } annonce { $bid }.
log-bid-entered = { $player } a annoncé (en secret).
log-bids-revealed = Annonces révélées : { $bids }
log-bids-revealed-one = { $player } { $bid }
log-card-played = { $player } joue { $card }.
log-trick-won = { $player } remporte le pli ({ $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    }).
log-round-scored = Fin de la manche { $round } : { $scores }
log-round-scored-one = { $player } { $points } ({ $total })
log-game-over = Partie terminée. Victoire : { $winners }

## Pourquoi une carte ne peut pas être jouée

refused-not-your-turn = Ce n'est pas à vous : c'est au tour { DE($player) }.
refused-bid-first = Annoncez d'abord combien de plis vous ferez.
refused-choose-trump-first = Choisissez d'abord l'atout.
refused-must-follow = Vous devez fournir { $race } { $symbol } : vous en avez. Un Sorcier ou un Fou peut aussi être joué.
refused-not-now = Cette carte ne peut pas être jouée maintenant.
refused-forbidden-bid = Somme non-nulle : annoncer { $bid } rendrait le total des annonces égal au nombre de plis.

## Bulles

bubble-bid = Annonce : { $bid }
bubble-has-bid = A annoncé
bubble-trump = Atout : { $race }

## Options

option-official = Officielle : le donneur choisit l'atout quand un Sorcier est retourné
option-bids = Annonces
option-bids-open = À voix haute, chacun son tour (règle de base)
option-bids-simultaneous = Simultanées : révélées avant le premier pli
option-bids-hidden = Cachées : révélées en fin de manche
option-somme-non-nulle = Somme non-nulle : le donneur ne peut pas rendre le total des annonces égal au nombre de plis (annonces à voix haute seulement)
option-vision-de-l-enfer = Vision de l'enfer : pendant les annonces, on voit les mains des autres mais pas la sienne

## Fin de partie

winner-label = Grand Vainqueur
end-bids-made = Annonces réussies
end-points-won = Points gagnés
end-points-lost = Points perdus
end-total = Total

## Ligne d'état

status-your-turn-choose-trump = À vous : choisissez l'atout.
status-your-turn-bid = À vous : combien de plis ferez-vous ?
status-your-turn-play = À vous de jouer une carte.
status-bidding = { $player } annonce…
status-choosing-trump = { $player } choisit l'atout…
status-playing = { $player } joue…

## Bandeau des joueurs

strip-dealer = Donneur
strip-bid = Annonce
strip-secret = secrète
strip-tricks = Plis
strip-score = Score
strip-cards = Cartes

## Le centre de la table

table-trump = Atout : { $race }
table-trump-card = { $card }, atout
table-trump-dealer-chooses = Atout : le donneur choisit
table-no-trump = Pas d'atout
table-trick-in-progress = Pli en cours
table-last-trick-won-by = Dernier pli : pour { $player }
table-round = Manche { $round } sur { $rounds } · donneur : { $dealer }
table-label = La table
choose-trump-label = Choisir l'atout
bid-label = Votre annonce
# Said before a bid button's number by a screen reader ("Bid 2"), not shown.
bid-said = Annonce

## La main, et les mains vues

hand-label = Votre main
hand-hidden = Vision de l'enfer : votre main reste cachée pendant les annonces.
seen-others-hands = Les mains des autres
seen-hands-you-saw = Mains vues
seen-card-played = { $card } (jouée)

## Le dernier pli

last-trick-title = Dernier pli
last-trick-taken-by = Pris par { $player }

## La feuille de marque

sheet-bid = Ann.
sheet-tricks = Plis
sheet-points = Pts
sheet-total = Total

## Conseils

hint-need-more = { $reason } (il vous faut encore { $n ->
        [one] { $n } pli
       *[other] { $n } plis
    })
hint-need-made = { $reason } (votre annonce est faite)
hint-need-over = { $reason } (vous avez déjà dépassé votre annonce)
hint-only-move = c'est le seul coup permis
hint-longest-race = votre race la plus longue ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    })
hint-bid-sorciers = { $n ->
        [one] { $n } Sorcier
       *[other] { $n } Sorciers
    }
hint-bid-trumps = { $n ->
        [one] { $n } atout
       *[other] { $n } atouts
    }
hint-bid-thirteens = { $n } treize
hint-bid-nothing-strong = rien de fort en main : visez zéro pli
hint-bid-zero = visez zéro pli
hint-bid-worth = votre main vaut environ { $n ->
        [one] { $n } pli
       *[other] { $n } plis
    }
hint-bid-count-on = vous comptez sur { $n ->
        [one] { $n } pli
       *[other] { $n } plis
    } : { $strengths }
hint-bid-forbidden = { $reason } ({ $forbidden } est interdit)
hint-bid-blind = votre main est cachée : { $n ->
        [one] { $n } pli
       *[other] { $n } plis
    } d'après les cartes que vous voyez ailleurs
hint-sorcier-takes = le premier Sorcier remporte le pli
hint-takes-last-lowest = vous jouez en dernier et remportez le pli avec votre plus petite carte gagnante
hint-takes-last = vous jouez en dernier et remportez le pli
hint-takes-lowest = prend la main dans le pli avec votre plus petite carte gagnante
hint-takes-for-sure = prend la main, et aucune carte encore en jeu ne peut la battre
hint-takes-lead = prend la main dans le pli
hint-cannot-win-sheds-highest = aucune de vos cartes ne gagne ce pli : vous vous défaussez de la plus forte
hint-cannot-win-plays-weakest = aucune de vos cartes ne gagne ce pli : vous jouez la plus faible
hint-ducks-highest = laisse passer le pli en vous débarrassant de votre plus forte carte perdante
hint-ducks = laisse passer le pli et garde vos cartes gagnantes
hint-leads-sorcier = un Sorcier entamé remporte le pli à coup sûr
hint-leads-fou = entame avec un Fou : c'est la carte suivante qui fixera la race
hint-leads-master = entame avec une carte qu'aucune carte encore en jeu ne peut battre
hint-leads-top-trump = entame avec votre plus fort atout
hint-leads-weakest = entame avec votre carte la plus faible
