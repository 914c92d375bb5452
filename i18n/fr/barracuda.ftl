# Tablée : Barracuda.
# Les montants ($amount, $cash, $rent, $value…) arrivent en nombres, groupés
# par l'application (50 000). $name, $giver, $tenant, $seller, $winner : noms
# des joueurs. $bar : le nom d'un bar tel qu'imprimé sur sa carte.

## Billets et liasses

note-name =
    { $value ->
        [0] faux billet
       *[other] billet de { $value }
    }
bundle-fakes =
    { $fakes ->
        [one] { $fakes } faux billet
       *[other] { $fakes } faux billets
    }
bundle-nothing = rien
# Des billets d'une valeur, dits en mots : « 2 billets de 5 000 ».
notes-of =
    { $count ->
        [one] { $count } billet de { $value }
       *[other] { $count } billets de { $value }
    }
bundle-value =
    { $fakes ->
        [0] { $value }
        [one] { $value } (+{ $fakes } faux billet)
       *[other] { $value } (+{ $fakes } faux billets)
    }
notes-count =
    { $n ->
        [one] { $n } billet
       *[other] { $n } billets
    }

## Le journal

log-game-started-removed = Partie à { $players } : 10 bars fermés sur la table, dont { $two } à deux places. Bars retirés : { $first } et { $second }.
log-game-started-unseen = Partie à { $players } : 10 bars fermés sur la table, dont { $two } à deux places. Deux bars ont été retirés sans être vus.
log-round-started = Tour { $round }.
log-last-order-declined = { $name } ne demande pas de Last order.
log-last-order-called = { $name } crie « Last order ! » : chacun mise en secret.
log-no-last-order = Personne ne demande de Last order.
log-staked = { $name } a misé.
log-stake-contents = Votre mise : { $notes }.
log-stakes-revealed =
    Mises révélées : { $stakes }. { $total } vont à la banque. { $fakes ->
        [back] Les faux billets reviennent à leurs propriétaires.
       *[bank] Les faux billets vont aussi à la banque.
    } Ordre : { $order }.
log-stake-item = { $name } { $value }
log-list-comma = ,{" "}
log-order-or = {" "}ou{" "}
log-order-then = , puis{" "}
log-player-drawn =
    Le sac désigne { $name } ({ $position ->
        [1] 1er
       *[other] { $position }e
    } à jouer).
# Le suivant désigné par les mises seules (personne d'autre dans son groupe) : pas de tirage.
log-player-next =
    { $name } joue { $position ->
        [1] en 1er
       *[other] en { $position }e
    }, d'après les mises.
log-five-figures-win = { $name } a tenu ses 5 pions dans les bars pendant tout un tour : il gagne !
log-rent-paid = { $name } paie { $amount } de loyer ({ $rents }).
log-rent-paid-discount = { $name } paie { $amount } de loyer ({ $rents }, remise { $discount }).
log-rent-item = { $bar } { $rent }
log-bankrupt-rent = { $name } ne peut pas payer { $due } de loyer : faillite !
log-bankrupt-no-action = { $name } ne peut faire aucune action : faillite !
log-bar-opened = { $name } ouvre un bar : { $bar } ({ $rent }), et y devient gérant.
log-partner-placed-own = { $name } place un partenaire dans son bar { $bar }.
log-offer-slid-partner =
    { $giver } glisse { $n ->
        [one] { $n } billet
       *[other] { $n } billets
    } face cachée à { $tenant } pour devenir partenaire { DE($bar) }.
log-offer-slid-takeover =
    { $giver } glisse { $n ->
        [one] { $n } billet
       *[other] { $n } billets
    } face cachée à { $tenant } pour reprendre { $bar }.
log-offer-contents = Offre { DE($giver) } à { $tenant } : { $notes } (valeur { $worth }).
log-partner-accepted = { $tenant } accepte : { $giver } devient partenaire { DE($bar) }.
log-partner-refused = { $tenant } refuse : l'offre est retournée, { $value } { DE($giver) } et { $amount } { DE($tenant) } vont à la banque (le videur).
log-takeover-accepted = { $tenant } accepte : { $giver } reprend { $bar }.
log-takeover-accepted-partner-leaves = { $tenant } accepte : { $giver } reprend { $bar }. Le partenaire { DE($partner) } quitte le bar.
log-takeover-refused = { $tenant } refuse l'offre de reprise { DE($giver) } pour { $bar }.
log-protection-paid =
    { $tenant } rend { $amount } à { $giver } et y ajoute { $amount } de protection ; il garde { $fakes ->
        [one] { $fakes } faux billet
       *[other] { $fakes } faux billets
    }.
log-auction-started = { $seller } met { $bar } aux enchères : chacun fait une offre secrète.
log-bid-made = { $name } a fait son offre.
log-bid-contents = Votre offre : { $notes }.
log-bid-sizes = Toutes les offres sont là : { $sizes }.
log-bid-size-item =
    { $name } { $n ->
        [one] { $n } billet
       *[other] { $n } billets
    }
log-bids-shown = Les offres reçues : { $bids }.
log-bid-item = { $name } { $amount } ({ $notes })
log-list-semicolon = {" "};{" "}
log-auction-won = { $seller } accepte l'offre { DE($winner) }, nouveau gérant { DE($bar) }.
log-auction-paid = { $winner } paie { $amount } à { $seller } ({ $notes }).
log-auction-rejected = { $seller } refuse toutes les offres et ferme { $bar } pour rénovation ({ $cost } à la banque).
log-auction-rejected-partner-leaves = { $seller } refuse toutes les offres et ferme { $bar } pour rénovation ({ $cost } à la banque). Le partenaire { DE($partner) } quitte le bar.
log-held = { $name } garde ses positions.
log-bank-counted = { $name } compte la banque.
log-bank-count =
    La banque contient { $cash } et { $fakes ->
        [one] { $fakes } faux billet
       *[other] { $fakes } faux billets
    }.
log-game-over-five = Fin de la partie : { $name } gagne avec ses 5 pions. Vainqueur : { $winners }. Caisses : { $purses }.
log-game-over-bankrupt = Fin de la partie : { $name } est ruiné. Vainqueur : { $winners }. Caisses : { $purses }.
log-purse-item = { $name } { $cash } et { $fakes } faux

## Coups (libellés de boutons ; $slot : la place du bar sur la table, à partir de 1)

move-call-last-order = Last order !
move-decline-last-order = Pas de Last order
move-stake = Miser : { $value }
move-open = Ouvrir un bar (emplacement { $slot })
move-place-partner = Placer un partenaire (emplacement { $slot })
move-offer-partner = Devenir partenaire (emplacement { $slot }) : { $value }
move-offer-takeover = Reprendre un bar (emplacement { $slot }) : { $value }
move-auction = Mettre aux enchères (emplacement { $slot })
move-hold = Attendre
move-accept = Accepter
move-refuse = Refuser
move-bid = Offrir : { $value }
move-auction-accept = Accepter l'offre du joueur { $player }
move-reject-all = Tout refuser et rénover
move-count-bank = Compter la banque

## Pourquoi un coup est refusé

error-game-over = La partie est finie.
error-not-your-turn = Ce n'est pas votre tour : c'est au joueur { $player } de décider.
error-wrong-phase = Ce coup n'est pas demandé maintenant.
error-no-such-slot = Il n'y a pas de bar à cet endroit.
error-must-open = Vous devez ouvrir un bar (premier tour, ou vous n'êtes gérant d'aucun bar).
error-open-limit = Le nombre maximum de bars ouverts est atteint.
error-bar-not-closed = Ce bar est déjà ouvert.
error-bar-not-open = Ce bar est fermé.
error-no-free-figure = Vous n'avez plus de pion libre.
error-not-your-bar = Vous n'êtes pas le gérant de ce bar.
error-own-bar = C'est votre propre bar.
error-no-tenant = Ce bar n'a pas de gérant.
error-no-partner-place = Ce bar n'a qu'une place.
error-partner-place-taken = La place de partenaire est prise.
error-offer-too-low = L'offre doit valoir au moins { $min } (faux billets non compris).
error-offer-too-high = L'offre ne peut pas dépasser { $max }.
error-insufficient-cash = Vous n'avez pas assez d'argent.
error-insufficient-fakes = Vous n'avez pas autant de faux billets.
error-bundle-too-large = Pas plus de 30 billets à la fois.
error-must-include-fake = Il faut y mettre au moins un faux billet.
error-cannot-afford-refusal = Refuser coûte autant que l'offre, et vous n'avez pas cette somme : vous devez accepter.
error-need-three-bars = Il faut être gérant d'au moins trois bars pour en vendre un.
error-auction-not-completable = Cette vente ne pourrait pas se conclure : personne ne peut reprendre le bar et vous ne pouvez pas payer la rénovation.
error-not-a-bidder = Ce joueur n'a pas fait d'offre.
error-bidder-no-free-figure = Ce joueur n'a plus de pion libre.
error-cannot-afford-renovation = La rénovation coûte { $cost } et vous ne les avez pas : acceptez une offre.
error-hold-not-allowed = Vous ne pouvez passer que si vos 5 pions sont dans les bars.
error-bank-already-counted = Vous avez déjà compté la banque.
error-bank-count-off = Cette variante n'est pas jouée.

## Bulles : l'action d'un joueur, en bref, à sa place

bubble-last-order = Last order !
bubble-no-last-order = Pas de Last order
bubble-staked = A misé
bubble-rent-paid = Loyer payé : { $amount }
bubble-bankrupt = En faillite
bubble-opens = Ouvre { $bar }
bubble-partner-own = Partenaire { DE($bar) }
bubble-offer-partner =
    Offre à { $tenant } ({ $n ->
        [one] { $n } billet
       *[other] { $n } billets
    })
bubble-offer-takeover = Veut racheter { $bar }
bubble-accepts = Accepte { $name }
bubble-refuses = Refuse { $name }
bubble-gives-up = Cède { $bar } à { $name }
bubble-refuses-takeover = Refuse le rachat
bubble-auctions = Met { $bar } aux enchères
bubble-bids = Enchérit
bubble-sells = Vend { $bar } à { $name }
bubble-rejects-every-bid = Refuse les enchères
bubble-waits = Attend
bubble-counts-bank = Compte la banque

## Options de la partie

option-drawn-at-random = Tiré au hasard, caché
option-removed-two-place = Bar à 2 places retiré (les deux ou aucun)
option-removed-one-place = Bar à 1 place retiré (les deux ou aucun)
option-count-bank = Compter la banque : une fois par partie, chacun peut compter la banque en secret
option-fakes-back = Last order : les faux billets misés reviennent à leurs propriétaires
option-tiebreak = Départage après une faillite
option-tiebreak-highest = Le bar au loyer le plus cher (règle néerlandaise)
option-tiebreak-total = La somme des loyers (règle française)

## La table

score-in-bars =
    { $n ->
        [one] { $n } figurine en bar
       *[other] { $n } figurines en bar
    }
end-mark-bankrupt = en faillite
status-five-figures = { $name } a gardé ses 5 figurines en bar un tour entier.
status-bankrupt = { $name } fait faillite.
status-last-order-call = Quelqu'un appelle Last order ? { $name }, à vous de répondre.
status-last-order-stake-you = Last order : composez votre mise en secret.
status-last-order-stake = { $name } mise pour Last order…
status-action-you = À vous : choisissez une action.
status-action = { $name } choisit une action…
status-offer-you = Une offre fermée pour vous : acceptez-la ou refusez-la.
status-offer = { $name } examine une offre…
status-bid-you = Enchère : composez votre offre fermée.
status-bid = { $name } enchérit…
status-auction-decision-you = Toutes les offres sont là : choisissez-en une ou refusez tout.
status-auction-decision = { $name } examine les offres…
table-bars = Les bars
strip-has-played = a joué
strip-last-order = Last order
strip-rent-discounted = { $due } (au lieu de { $nominal })
label-in-bars = En bar
label-free = Libres
label-rent = Loyer
label-cash = Argent
label-fakes = Faux
strip-figures = { $placed } en bar, { $free } libres
place-tenant = Gérant :{" "}
place-partner = Partenaire :{" "}
bars-removed = Bars retirés : { $first } et { $second }.
bars-removed-unseen = Deux bars retirés, inconnus (un à 1 place, un à 2 places).
bars-open = Bars ouverts
bars-open-limit = {" "}({ $limit } possibles)
bar-places =
    { $n ->
        [one] { $n } place
       *[other] { $n } places
    }
ribbon-up-for-auction = Aux enchères
ribbon-partner-offer = Offre de partenaire
ribbon-takeover-offer = Offre de reprise
place-up-for-auction = aux enchères
place-free = place libre
bar-closed-renovation = Fermé (rénovation)
bar-renovated-meta = Loyer { $rent } · { $places }
bar-closed = Fermé
bar-open = Ouvrir ce bar
bar-place-partner = Placer un partenaire
bar-offer-partner = Offrir d'être partenaire…
bar-take-over = Reprendre ce bar…
bar-auction = Mettre aux enchères
# Les boutons des bars tels qu'un lecteur d'écran les dit : quel bar, et ce qui compte.
# $slot : le numéro du bar fermé dans la liste ; $places : « 2 places » ; $tenant : un joueur ; $rent : un montant.
bar-open-label = bar n° { $slot } ({ $places })
bar-place-partner-label = { $bar }
bar-offer-partner-label = { $bar } ({ $tenant })
bar-take-over-label = { $bar } ({ $tenant }, loyer { $rent })
bar-auction-label = { $bar }
order-round = Tour { $round }
order-played = {" "}· ont joué : { $names }
order-groups = {" "}· ordre Last order : { $groups }
order-then = {" "}puis{" "}
end-wallets = Les porte-monnaie
end-purse =
    { $name } : { $bars } en bar, { $cash } en poche, { $fakes ->
        [one] { $fakes } faux billet
       *[other] { $fakes } faux billets
    }
end-tiebreak-highest = Départage : figurines en bar, puis argent, puis le bar au loyer le plus cher.
end-tiebreak-total = Départage : figurines en bar, puis argent, puis la somme des loyers.

## Décisions

decide-title = Votre décision
decide-stake = Miser
decide-hand-in-bid = Donner mon offre fermée
decide-count-bank = Compter la banque (une fois)
last-order-title = Last order
last-order-question = Quelqu'un appelle Last order ?
# Un joueur gagnera au début de son prochain tour si aucun de ses 5 pions ne quitte un bar d'ici là.
five-figures-threat = Les 5 pions { DE($name) } sont dans des bars : si aucun n'en sort avant { QUE($name) } rejoue, { $name } gagne.
last-order-explain = Appeler Last order : chacun mise en secret (jusqu'à 12 000, avec un faux billet s'il en a). La plus petite mise joue en premier, la plus grosse en dernier ; l'argent misé va à la banque. Si personne n'appelle, le sac tire l'ordre.
last-order-declined = Non merci : { $names }
last-order-call = { $name } : Last order !
last-order-decline = { $name } : non
decide-must-open = Vous n'êtes gérant d'aucun bar : vous devez en ouvrir un (choisissez « Ouvrir ce bar » sur l'un des bars fermés).
decide-choose-action = Choisissez une action sur un bar.
decide-offer-partner-title = Offre pour devenir partenaire — { $bar }
decide-offer-takeover-title = Offre de reprise — { $bar }
decide-slide-offer = Glisser l'offre
decide-cancel = Annuler
decide-hold = Attendre (toutes vos figurines sont en bar)
decide-offer-received = { $giver } vous offre { $notes } pour { $bar }.
decide-accept = Accepter
decide-refuse = Refuser
decide-partner-help = Accepter : vous gardez tout, { $giver } devient partenaire. Refuser : l'offre est retournée devant tous, sa valeur et autant de votre poche vont à la banque ({ $amount }), vous gardez les faux billets.
decide-takeover-help = Accepter : vous gardez tout et rendez le bar. Refuser : vous rendez les vrais billets et payez en plus { $amount } à { $giver } ; vous gardez les faux billets.
decide-bid = { $name } : { $notes }
decide-pick = Choisir
decide-pick-label = Choisir l'offre { DE($name) }
decide-reject-all = Tout refuser : rénovation ({ $cost })

## L'argent sur la table

note-fake-face = FAUX
envelope-closed = Enveloppe fermée
envelope-closed-size =
    { $n ->
        [one] Enveloppe fermée de { $n } billet
       *[other] Enveloppe fermée de { $n } billets
    }
offer-closed = Offre fermée
offer-line-partner =
    { $giver } glisse { $n ->
        [one] { $n } billet fermé
       *[other] { $n } billets fermés
    } à { $tenant } pour devenir partenaire { DE($bar) }.
offer-line-takeover =
    { $giver } glisse { $n ->
        [one] { $n } billet fermé
       *[other] { $n } billets fermés
    } à { $tenant } pour reprendre { $bar }.
offer-inside = Dedans : { $notes }
auction-title = Enchères : { $seller } vend { $bar }
bid-not-yet = pas encore
bid-has-bid = a enchéri
last-order-called = { $name } a appelé Last order : chacun mise en secret.
last-order-staked = Ont misé :
stake-name = { $name } :{" "}
stake-yours = Votre mise : { $value }
wallet-title = Votre porte-monnaie (secret)
wallet-cash = Argent : { $cash } · faux billets : { $fakes }
wallet-tap-note = Choisissez un billet pour le mettre dans l'enveloppe ; la banque fait la monnaie.
wallet-bank-change = La banque fait la monnaie d'elle-même.
wallet-bank-count =
    Vous avez compté la banque : { $cash } et { $fakes ->
        [one] { $fakes } faux billet
       *[other] { $fakes } faux billets
    }.
wallet-envelope-full = L'enveloppe est pleine : { $max } billets au plus.
wallet-no-fake = Vous n'avez plus de faux billet.
wallet-cannot-add = Vous n'avez pas de quoi ajouter ce billet.
wallet-put-note =
    { $value ->
        [0] Mettre un faux billet dans l'enveloppe
       *[other] Mettre un billet de { $value } dans l'enveloppe
    }
wallet-fakes =
    { $n ->
        [one] { $n } faux billet
       *[other] { $n } faux billets
    }
envelope-take-back =
    { $value ->
        [0] Reprendre un faux billet ({ $k } dans l'enveloppe)
       *[other] Reprendre un billet de { $value } ({ $k } dans l'enveloppe)
    }
envelope-empty = Vide : choisissez les billets de votre porte-monnaie.
envelope-real-value = Valeur réelle { $value }
envelope-thickness =
    les autres verront { $n ->
        [one] { $n } billet
       *[other] { $n } billets
    }
limits-range =
    Valeur réelle entre { $min } et { $max }{ $fake ->
        [yes] , au moins un faux billet
       *[no] {""}
    } · billets au plus : { $most }.
limits-none =
    Pas de limite de valeur{ $fake ->
        [yes] , au moins un faux billet
       *[no] {""}
    } · billets au plus : { $most }.

## Conseils : pourquoi un coup est bon

why-opening-two = deux places : votre propre partenaire pourra s'y ajouter gratuitement
why-opening-cheapest-known = aucun bar à ouvrir ne semble moins cher { QUE($bar) } ({ $rent } de loyer)
why-opening-cheapest = aucun bar à ouvrir ne semble moins cher : les bars de cette taille encore cachés coûtent en moyenne { $rent } de loyer
why-opening-figure = une figure de plus dans un bar ({ $after } sur 5)
why-only = c'est le seul coup permis
why-call-short = vos { $cash } ne couvrent pas votre loyer de { $rent } : jouer en dernier laisse aux autres le temps de faire faillite avant vous, ou de vous payer
why-call-danger = { $name } a au plus { $hi } pour un loyer de { $rent } : sa faillite finirait la partie à son tour, mieux vaut jouer avant
why-decline-safe =
    pas de faillite en vue : { $rent ->
        [0] vous ne devez aucun loyer
       *[other] vos { $cash } couvrent votre loyer de { $rent }
    }, et personne n'est visiblement à court pour son loyer
why-stake-nothing =
    { $rent ->
        [0] vous ne devez aucun loyer
       *[other] vos { $cash } couvrent votre loyer de { $rent }
    } : { $fakes ->
        [0] pas d'argent
        [1] un faux billet comme exigé, pas d'argent
       *[other] { $fakes } faux billets (un est exigé), pas d'argent
    }, car l'argent misé part à la banque
why-stake-some = avec { $amount } misés, vous jouerez après ceux qui misent moins ; cet argent part à la banque
why-stake-all = vos { $cash } ne couvrent pas votre loyer de { $rent } : misez le plus possible ({ $amount }) pour jouer le plus tard possible
why-open-round1 = au premier tour, chacun ouvre un bar ; { $reason }
why-open-no-bar = vous n'avez plus de bar : vous devez en ouvrir un ; { $reason }
why-partner-own = gratuit : votre propre partenaire dans { $bar }, une figure de plus dans un bar ({ $after } sur 5)
why-hold = vos cinq figures sont dans des bars : gardez-les jusqu'à votre prochain tour pour gagner
why-takeover-forced = { $tenant } ne peut pas refuser : il faudrait vous verser { $amount }, et { $tenant } a au plus { $hi } ; { $bar } est à vous
why-takeover =
    { $amount } pour { $bar } ({ $rent } de loyer) : soit le bar est à vous, soit { $tenant } vous verse { $amount } pour le garder{ $both ->
        [yes] , et avec votre partenaire vous y tiendriez les deux places
       *[no] {""}
    }
why-partner-forced = { $tenant } ne peut pas refuser : il faudrait payer { $amount } aussi, et { $tenant } a au plus { $hi } ; une figure dans { $bar }, sans loyer
why-partner = une figure dans { $bar } pour { $amount }, sans loyer (ses { $rent } restent à { $tenant }) ; en cas de refus, vous payez chacun { $amount } à la banque
why-auction = mettre { $bar } aux enchères fait passer votre prochain loyer de { $from } à { $to } (il vous reste { $cash })
why-must-accept = refuser vous coûterait { $amount }, et vous n'avez que { $cash }
why-accept-partner = { $giver } vous verse { $amount } pour devenir partenaire { DE($bar) }, et refuser vous coûterait { $amount }
why-refuse-partner-fifth = { $giver } aurait ses cinq figures dans des bars : refuser vous coûte { $amount }, mais { $giver } en reste à quatre
why-refuse-partner = { $giver } aurait { $after } figures dans des bars, à une des cinq : refuser vous coûte { $amount }
why-accept-takeover =
    accepter vous rapporte { $amount }, refuser vous coûterait { $amount } : { $swing } d'écart pour { $bar } ({ $rent } de loyer){ $lost ->
        [1] {""}
       *[other] {" "}; votre partenaire en part aussi
    }
why-refuse-takeover-last = sans { $bar }, vous n'auriez plus aucune figure dans un bar : le garder vous coûte { $amount }
why-refuse-takeover-fifth = { $giver } aurait ses cinq figures dans des bars : garder { $bar } vous coûte { $amount }
why-refuse-takeover-cheap = { $amount }, c'est moins de deux tours du loyer { DE($bar) } ({ $rent }) : le garder vous coûte { $amount }
why-refuse-takeover-cheap-two = { $amount } pour vos deux figures { DE($bar) }, c'est moins de deux tours de son loyer ({ $rent }) pour chacune : le garder vous coûte { $amount }
why-bid-cannot-win = vous n'avez plus de figure libre : le vendeur ne peut pas vous choisir, inutile d'offrir de l'argent
why-bid-fifth = { $bar } serait votre cinquième figure dans un bar
why-bid-nothing =
    { $fakes ->
        [0] pas d'argent
        [1] un faux billet comme exigé, pas d'argent
       *[other] { $fakes } faux billets (un est exigé), pas d'argent
    } : si le vendeur vous choisit, { $bar } ne vous coûte rien, sinon tout vous revient
why-bid-some = { $amount } pour { $bar } ({ $rent } de loyer) : une offre non retenue vous revient
why-sell-highest =
    la plus forte offre en argent réel : { $amount } { DE($winner) }{ $tied ->
        [yes] , à égalité
       *[no] {""}
    }
why-sell-free = aucune offre ne contient d'argent : céder le bar à { $winner } ne vous coûte rien, la rénovation { $cost }
why-sell-safe = la meilleure offre de qui n'atteindrait pas cinq figures : { $amount } { DE($winner) } ({ $avoided } aurait ses cinq)
why-renovate-fifth = chaque enchérisseur possible aurait ses cinq figures dans des bars : rénover vous coûte { $cost }
why-renovate-empty = aucune offre ne contient d'argent : rénover vous coûte { $cost }, mais ne donne le bar à personne
