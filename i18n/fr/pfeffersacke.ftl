# Tablée : Pfeffersäcke.

## Noms

# Le nom d'une ville sur la carte, les boutons, le journal et les conseils ;
# $id est l'identifiant de la ville dans src/games/pfeffersacke/map.json.
city = { $id ->
        [antwerpen] Anvers
        [brugge] Bruges
        [mechelen] Malines
        [maastricht] Maastricht
        [koeln] Cologne
        [mainz] Mayence
        [aachen] Aix-la-Chapelle
        [koblenz] Coblence
        [dortmund] Dortmund
        [muenster] Münster
        [soest] Soest
        [osnabrueck] Osnabrück
        [paderborn] Paderborn
        [bremen] Brême
        [hamburg] Hambourg
        [stade] Stade
        [lueneburg] Lunebourg
        [luebeck] Lübeck
        [rostock] Rostock
        [wismar] Wismar
        [stralsund] Stralsund
        [magdeburg] Magdebourg
        [wittenberg] Wittemberg
        [braunschweig] Brunswick
        [halle] Halle
        [leipzig] Leipzig
        [erfurt] Erfurt
        [naumburg] Naumbourg
        [jena] Iéna
        [frankfurt] Francfort
        [wuerzburg] Wurtzbourg
        [nuernberg] Nuremberg
        [fulda] Fulda
        [bamberg] Bamberg
        [strassburg] Strasbourg
        [ulm] Ulm
        [augsburg] Augsbourg
        [konstanz] Constance
        [speyer] Spire
        [memmingen] Memmingen
        [regensburg] Ratisbonne
        [passau] Passau
        [wien] Vienne
        [linz] Linz
        [krems] Krems
       *[other] { $id }
    }
# Le nom d'une région (conseils : « votre premier comptoir en Flandre » ; infobulles de la carte).
region = { $id ->
        [flanders] Flandre
        [rhineland] Rhénanie
        [westphalia] Westphalie
        [north-sea] Mer du Nord
        [baltic] Baltique
        [saxony-anhalt] Saxe-Anhalt
        [thuringia-meissen] Thuringe-Misnie
        [main-franconia] Main-Franconie
        [swabia-upper-rhine] Souabe-Haut-Rhin
        [danube] Danube
       *[other] { $id }
    }
# La couleur d'un joueur (ses disques, comptoirs et pastille), près de son nom.
colour = { $colour ->
        [red] rouge
        [blue] bleu
        [green] vert
        [yellow] jaune
        [purple] violet
       *[grey] gris
    }
influence = { $n ->
        [one] { $n } point d'influence
       *[other] { $n } points d'influence
    }
influence-points-short = PI
influence-points = points d'influence

## Le journal

log-setup = { $player } commence. Chacun reçoit { $florins } florins et { $discs } disques.
log-setup-wittenberg = Un disque 2 est déjà posé sur { $city }.
log-starting-post = { $player } s'installe à { $city } (compteur { $counter }).
log-turn = Tour { $round } : à { $player } de jouer.
log-disc-placed = { $player } pose un disque { $value } sur { $city } : la ville est ouverte.
log-extended = { $player } étend son influence à { $city } (+{ $posts ->
        [one] { $posts } comptoir
       *[other] { $posts } comptoirs
    }).
log-extend-skipped = { $player } n'étend pas son influence.
log-income = { $player } perçoit { $total } florins ({ $detail }).
log-income-doubled = { $player } perçoit { $total } florins ({ $detail }, doublés par un sauf-conduit).
# Doublé par un sauf-conduit, mais le double ($twice) est sous le minimum : le minimum ($total) est payé.
log-income-minimum = { $player } perçoit { $total } florins : { $detail }, doublés par un sauf-conduit, font { $twice }, sous le minimum de { $total }.
log-income-city = { $city } { $florins }
log-income-base = base { $base }
log-safe-conduct = { $player } utilise un sauf-conduit (il en reste { $left }).
log-post-opened = { $player } ouvre un comptoir à { $to } depuis { $from } (péage { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }).
log-post-opened-small = { $player } ouvre un comptoir à { $to } depuis { $from } (péage { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }) : +1 point d'influence, compteur { $counter }.
log-open-skipped = { $player } n'ouvre pas de comptoir.
log-majority = { $player } a la majorité absolue à { $city } ({ $posts ->
        [one] { $posts } comptoir
       *[other] { $posts } comptoirs
    } sur { $pi }) : +{ $pi ->
        [one] { $pi } point d'influence
       *[other] { $pi } points d'influence
    }, le disque est retiré.
log-half-points = { $by } remplit la dernière case { DE($city) } : { $player } y a le plus de comptoirs ({ $posts }) et gagne la moitié, +{ $pi ->
        [one] { $pi } point d'influence
       *[other] { $pi } points d'influence
    }. Le disque est retiré.
log-half-points-tie = { $by } remplit la dernière case { DE($city) } : { $player } y a le plus de comptoirs ({ $posts }, à égalité mais le plus près de la flèche) et gagne la moitié, +{ $pi ->
        [one] { $pi } point d'influence
       *[other] { $pi } points d'influence
    }. Le disque est retiré.
log-end-counter = Le compteur de villes est à 0 : la partie est finie.
log-end-discs = Tous les disques sont retirés : la partie est finie.
log-end-lap = Un tour de table complet sans nouveau comptoir : la partie est finie.
log-final-score = { $player } : { $pi ->
        [one] { $pi } point d'influence
       *[other] { $pi } points d'influence
    } + { $regions ->
        [one] { $regions } région
       *[other] { $regions } régions
    } × 2 + { $florins ->
        [one] { $florins } florin
       *[other] { $florins } florins
    } ÷ 20 = { $total ->
        [one] { $total } point
       *[other] { $total } points
    }.

## Coups refusés

error-not-your-turn = Ce n'est pas votre tour.
error-game-over = La partie est finie.
error-wrong-step = Ce n'est pas le moment de cette action.
error-unknown-city = Cette ville n'existe pas.
error-not-small-city = Il faut choisir une petite ville.
error-not-large-city = Il faut choisir une grande ville.
error-disc-not-held = Vous n'avez pas de disque de cette valeur.
error-disc-value-mismatch = Le disque doit avoir la valeur de la ville.
error-city-not-free = Cette ville est déjà prise.
error-not-present = Vous n'avez pas de comptoir dans cette ville.
error-already-present = Vous avez déjà un comptoir dans cette ville.
error-city-closed = Cette ville n'est pas ouverte (pas de disque) ou son disque est retiré.
error-no-free-slot = Il n'y a plus de case libre dans cette ville.
error-no-route = Aucune route ne relie ces deux villes.
error-cannot-pay = Vous n'avez pas assez de florins pour le péage.
error-no-posts-left = Il ne vous reste pas assez de comptoirs.
error-not-enough-free-slots = Il faut deux cases libres dans cette ville.
error-safe-conduct-none = Vous n'avez plus de sauf-conduit.
error-safe-conduct-first-round = Les sauf-conduits ne servent pas au premier tour.
error-safe-conduct-already-used = Un seul sauf-conduit par tour.
error-must-place-disc = Posez d'abord un disque.
error-already-extended = Vous avez déjà étendu votre influence dans cette ville ce tour-ci.

## Boutons (un par coup)

move-settle-in = S'installer à { $city }
move-place-disc = Disque { $value } sur { $city }
move-do-not-extend = Ne pas étendre
move-extend-in = Étendre à { $city }
move-extend-twice-in = Sauf-conduit : 2 comptoirs à { $city }
move-collect-income = Percevoir les revenus
move-double-income = Sauf-conduit : doubler les revenus
move-open-no-post = Ne pas ouvrir de comptoir
move-with-toll = { $move } ({ $toll } fl.)
# Le bouton d'une ouverture tel qu'un lecteur d'écran le dit (la route sans sa flèche).
move-open-said = Ouvrir un comptoir à { $to } depuis { $from } (péage { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    })
hint-open-two = utiliser un sauf-conduit pour ouvrir un comptoir à { $to1 } depuis { $from1 } (péage { $toll1 ->
        [one] { $toll1 } florin
       *[other] { $toll1 } florins
    }), puis un à { $to2 } depuis { $from2 } (péage { $toll2 ->
        [one] { $toll2 } florin
       *[other] { $toll2 } florins
    })
move-done-extending = Terminer : prendre mes revenus

## La table

map-label = Carte des villes et des routes
map-zoom-label = Carte : zoomez avec les boutons, la molette ou deux doigts
zoom-in = Zoomer
zoom-out = Dézoomer
zoom-whole-map = Toute la carte
route-title = { $a } – { $b } : { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
city-title = { $city } ({ $what }) { $region }
city-title-posts = { $city } ({ $what }: { $posts }) { $region }
city-state = { $state ->
        [closed] { $slots }, fermée
        [disc] { $slots }, disque en place
        [removed] { $slots }, disque retiré
       *[small] petite ville
    }
# La carte en mots, pour les lecteurs d'écran et pour tous : un tiroir à côté de la carte,
# avec un tableau des villes, un des routes et un des régions.
map-words = La carte en mots
map-words-cities = Villes : région, valeur et jeton, comptoirs
map-words-routes = Routes : péage, et qui a des comptoirs aux deux bouts
map-words-regions = Régions : villes, et qui y a des comptoirs
map-words-city = Ville
map-words-region = Région
map-words-kind = Valeur et jeton
map-words-posts = Comptoirs
map-words-from = De
map-words-to = À
map-words-toll = Péage
map-words-both-ends = Comptoirs aux deux bouts
map-words-cities-list = Villes
map-words-present = Joueurs présents
map-words-nobody = personne
# Les comptoirs d'un joueur dans une ville, s'il en a plusieurs : « Ana (2 comptoirs) ».
map-words-posts-of = { $name } ({ $n } comptoirs)
# Le péage d'une route dans le tableau.
map-words-toll-value = { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
players-label = Les joueurs
stat-influence-points = points d'influence
stat-florins = florins
stat-posts = comptoirs
stat-discs = disques
stat-safe-conducts = sauf-conduits
stat-cities-won = villes gagnées
meta = Tour { $round } · compteur { $counter } : chaque comptoir dans une petite ville le baisse, la partie finit à 0 · tours sans nouveau comptoir : { $idle }

## Le bandeau : à qui de jouer, ou ce qu'il fait

status-you-setup = { $player }, à vous : choisissez votre petite ville de départ.
status-other-setup = { $player } choisit sa petite ville de départ…
status-you-disc = { $player }, à vous : posez un disque sur une grande ville fermée de sa valeur ; la ville s’ouvre pour tous.
status-other-disc = { $player } pose un disque…
status-you-extend-by-city = { $player }, à vous : dans chaque ville où vous êtes, choisissez un comptoir de plus ou ses revenus.
status-other-extend-by-city = { $player } étend son influence, ville par ville…
status-you-extend = { $player }, à vous : étendez votre influence, ou passez.
status-other-extend = { $player } étend son influence…
status-you-income = { $player }, à vous : prenez vos revenus.
status-other-income = { $player } prend ses revenus…
status-you-open = { $player }, à vous : ouvrez un comptoir, ou passez.
status-other-open = { $player } ouvre un comptoir…

## Le panneau de choix

your-choice = Votre choix
income-choice = Revenu normal : { $income } florins ; doublé : { $double } florins.
chosen-city = { $city } :
all-cities = Toutes les villes
back = Retour
sc-open-two = Sauf-conduit : ouvrir 2 comptoirs…
sc-first-post = Premier comptoir :
sc-open-two-refused = Sauf-conduit : ouvrir 2 comptoirs
sc-no-double-opening = Aucune double ouverture possible.

## Le tableau final (en-têtes)

final-player = Joueur
final-regions = Régions × 2
final-florins = Florins ÷ 20
final-total = Total
final-cities-won = Villes gagnées
final-value = Valeur

## Options

option-counter-16 = À 2 : compteur à 16
option-double-min = Minimum du revenu doublé
option-double-min-rule = 48 (règle)
option-double-min-plain = 0 (simple double)
option-posts = Comptoirs par joueur
option-posts-rule = 20 (règle)
option-start-player = Premier joueur
option-start-random = au hasard

## Conseils (pourquoi le coup de l'ordinateur fort est bon)

why-only = c'est le seul coup permis
why-start = { $routes ->
        [one] { $routes } route en part
       *[other] { $routes } routes en partent
    }, la moins chère pour { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-disc-near = ouvre { $city } à côté de vos comptoirs
why-majority = vous donne la majorité absolue à { $city } : { $pi ->
        [one] { $pi } point d'influence
       *[other] { $pi } points d'influence
    }
why-toward = { $posts ->
        [one] { $posts } comptoir
       *[other] { $posts } comptoirs
    } à { $city }, il en faut { $need } pour la majorité
why-keep-income = votre revenu reste de { $income ->
        [one] { $income } florin
       *[other] { $income } florins
    }
why-save-conduct = { $income ->
        [one] { $income } florin
       *[other] { $income } florins
    } et vous gardez votre sauf-conduit
why-double = un sauf-conduit : { $double ->
        [one] { $double } florin
       *[other] { $double } florins
    } au lieu de { $income }
why-open-small = { $city } est une petite ville : 1 point d'influence, pour { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-open-small-region = { $city } est une petite ville : 1 point d'influence, et votre premier comptoir en { $region } (2 points d'influence à la fin), pour { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-open-large = prend pied à { $city }, pour { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-open-large-region = prend pied à { $city }, et votre premier comptoir en { $region } (2 points d'influence à la fin), pour { $toll ->
        [one] { $toll } florin
       *[other] { $toll } florins
    }
why-open-two = deux comptoirs d'un coup : { $a } et { $b }{ $small ->
        [0] {""}
        [one] , { $small } point d'influence
       *[other] , { $small } points d'influence
    }{ $regions ->
        [0] {""}
        [one] , { $regions } nouvelle région
       *[other] , { $regions } nouvelles régions
    }
