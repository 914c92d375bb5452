# Tablée : la coquille (accueil, mise en place, menus, avis, le cadre de la table).

## Shared pieces

# "A, B and C": the last two items of a list ($rest is "A, B").
list-and = { $rest } et { $last }
# A label and its value.
labelled = { $label } : { $value }
date-locale = fr-FR
players-range = { $min } à { $max } joueurs
home-tile-minutes = { $min } à { $max } min

## The top bar

open-in-tablee = Ouvrir dans Tablée ↗
tablee-home = Tablée — accueil
language = Langue

## The lead's screens

app-description = Des jeux de société sur une seule tablette qu'on se passe autour de la table, ou seul contre l'ordinateur.
language-refused =
    L'adresse demande la langue « { $asked } », que Tablée ne parle pas : la page est en { $shown ->
        [fr] français
        [de] allemand
        [nl] néerlandais
       *[en] anglais
    }.
language-unavailable = Cette langue n'a pas pu être chargée. Vérifiez la connexion et réessayez.
rules-of = Règles : { $game }
loading-rules = Chargement des règles…
rules-unavailable = Les règles n'ont pas pu être chargées. Vérifiez la connexion et réessayez.
loading-game = Chargement { DE($game) }…
load-failed = { $game } n'a pas pu être chargé. Vérifiez la connexion et réessayez ; si une nouvelle version vient d'être publiée, rechargez la page (vos parties sont gardées).

## Home

home-pitch = Des jeux de société sur une seule tablette qu'on se passe autour de la table, ou seul contre l'ordinateur.
home-resume-line =
    Partie { DE($game) } en cours avec { $names } ({ $moves ->
        [one] { $moves } coup joué
       *[other] { $moves } coups joués
    }).
home-resume-over = Partie { DE($game) } terminée avec { $names } : voir les résultats.
home-resume = Reprendre
# A saved game's button, named with its game and players for screen readers: "Resume – Sorciers (Ana, Bob)".
home-row-action = { $action } – { $game } ({ $names })
home-going-title = Parties en cours
home-over-title = Dernières parties jouées
home-turn = Au tour { DE($name) }
home-won-by = Gagnée par { $names }
home-seat-computer = { $name } (ordinateur)
home-moves =
    { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
home-ago-now = à l'instant
home-ago-minutes =
    { $n ->
        [one] il y a { $n } minute
       *[other] il y a { $n } minutes
    }
home-ago-hours =
    { $n ->
        [one] il y a { $n } heure
       *[other] il y a { $n } heures
    }
home-ago-days =
    { $n ->
        [one] hier
       *[other] il y a { $n } jours
    }
home-ago-weeks =
    { $n ->
        [one] la semaine dernière
       *[other] il y a { $n } semaines
    }
home-ago-months =
    { $n ->
        [one] le mois dernier
       *[other] il y a { $n } mois
    }
home-ago-years =
    { $n ->
        [one] l'an dernier
       *[other] il y a { $n } ans
    }
home-export = Exporter
home-remove = Retirer
home-remove-ask = Retirer cette partie pour de bon ?
home-remove-yes = Oui, la retirer
home-remove-no = Non, la garder
home-removed = La partie { DE($game) } avec { $names } a été retirée.
home-undo = Annuler
home-watch-replay = Revoir la partie
home-play-again = Rejouer
home-broken-title = La partie { DE($game) } sauvegardée ne peut pas être lue
home-broken-detail = Détail technique (en anglais)
home-broken-raw-intro = Voici son texte brut : copiez-le ou téléchargez-le avant de recommencer.
home-broken-raw-label = Texte brut de la sauvegarde
home-broken-download = Télécharger
home-broken-copy = Copier
home-broken-fresh = Effacer et recommencer
copy-done = Texte copié.
copy-refused = Copie refusée : sélectionnez le texte.
home-tile-play = Jouer
# The Play button's full name for screen readers (five tiles, five Play buttons).
home-tile-play-label = Jouer à { $game }
home-tile-rules = Règles
home-import = Importer une partie (fichier .json)
home-watch = Revoir une partie (fichier .json)
import-refused = Le fichier « { $file } » ne peut pas être ouvert : { $why }.
import-already-there = Cette partie est déjà dans vos parties : la voici.
import-not-text = il ne se lit pas comme du texte
import-unknown-game = c'est une partie de « { $game } », un jeu que Tablée n'a pas

## Game pitches

pitch-sorciers = Prédisez au pli près ce que vous allez ramasser : le compte juste rapporte gros, la moindre erreur se paie.
pitch-barracuda = Placez vos cinq pions dans les bars à coups d'offres glissées face cachée — vrais et faux billets mêlés.
pitch-bourse = Réunissez les quatre objets d'une astuce ménagère avant les autres, achetez les bonnes idées au bon moment, et faites payer toute la table.
pitch-levee = Blogueurs en quête d'investisseurs : criez « Preums ! », surenchérissez, faites capoter la levée des autres, et soyez le premier à valoir un million.
pitch-pfeffersacke = Familles de marchands de la Hanse : ouvrez des villes, tracez vos comptoirs de péage en péage et raflez les majorités.

## Setup

setup-title = Nouvelle partie : { $game }
setup-players = Joueurs
setup-player-count = Nombre de joueurs
setup-seat-name = Nom du joueur { $n }
setup-who-plays = Qui joue
# The "Who plays" field of one seat, named for screen readers: $n the seat's number, $name its player.
setup-who-plays-seat = Qui joue : joueur { $n } ({ $name })
seat-kind-human = Humain
seat-kind-easy = Ordinateur (facile)
seat-kind-strong = Ordinateur (fort)
setup-variants = Variantes
setup-computer = Ordinateur
setup-back = Retour
setup-start = Commencer
setup-quick-start =
    { $computers ->
        [one] Jouer contre { $computers } ordinateur
       *[other] Jouer contre { $computers } ordinateurs
    }
setup-more = Choisir les joueurs et les options
setup-unknown-game = Jeu inconnu.

## The computers' pace

pace-label = Vitesse des ordinateurs
pace-instant = Instantané
pace-fast = Rapide
pace-normal = Normal
pace-slow = Lent

# How much a screen reader is told during a game (the table's tools).
chatter-label = Lecture à voix haute
chatter-all = Chaque coup
chatter-mine = Mon tour et les résultats

## What an address or a link asked that cannot be done

problem-pace = L'allure « { $value } » n'existe pas (instant, fast, normal ou slow) : les ordinateurs gardent l'allure choisie.
problem-seed = « { $value } » n'est pas un nombre de donne : la donne est tirée au hasard.
problem-unknown-game = Tablée n'a pas de jeu « { $game } » : voici ses jeux.
problem-seats-kind = « { $value } » : chaque place est human (une personne), easy ou strong (un ordinateur facile ou fort). Choisissez les places ici.
problem-seats-count =
    { $game } se joue de { $min } à { $max } : le lien demandait { $asked ->
        [one] { $asked } place
       *[other] { $asked } places
    }. Choisissez les places ici.
option-unknown = Le lien demande « { $setting } », un réglage { QUE($game) } n'a pas : il est ignoré.
option-invalid = « { $label } » ne peut pas valoir « { $value } » : la partie se joue avec « { $used } ».
option-not-taken = « { $label } » : « { $asked } » ne va pas avec les autres réglages, la partie se joue avec « { $used } ».
option-on = oui
option-off = non

## Notices

notice-update = Une nouvelle version de Tablée est prête.
notice-update-button = Mettre à jour
notice-dismiss = Compris
notice-link-error = Ce lien de partie ne peut pas être ouvert.
notice-link-home = Aller à l’accueil de Tablée
notice-no-storage = Ce navigateur ne garde rien ici : la partie ne sera pas sauvegardée.
notice-full = La mémoire de ce navigateur est pleine : cette partie n’est plus enregistrée. Rien de ce qui était enregistré n’est perdu.
notice-full-remove = Retirer la plus ancienne partie terminée ({ $game }, { $when })
notice-full-none = Retirez depuis l’accueil une partie dont vous n’avez plus besoin pour faire de la place.
try-again = Réessayer
reload-page = Recharger la page
close-rules = Fermer les règles

## The play screen

play-no-game = Aucune partie en cours.
stale-title = Cette partie a continué dans un autre onglet.
stale-text = Pour ne rien perdre, cet onglet ne joue plus et n'écrit plus rien.
stale-continue = Continuer ici à partir de là

## The curtain

curtain-pass-to = Passez la tablette à
curtain-take-back = pour reprendre son dernier coup. Les autres ne regardent pas l'écran.
curtain-look-away = Les autres ne regardent pas l'écran.
curtain-go = Je suis { $name }, voir mon jeu
curtain-go-take-back = Je suis { $name }, reprendre mon coup
curtain-back = Retour : ne rien reprendre
curtain-undo = { $name } : annuler mon dernier coup
handover-label = Après mon coup
handover-show = Le voir, puis passer la tablette
handover-pass = Passer la tablette aussitôt
handover-title = { $name }, votre tour est fini
handover-text = Regardez ce que vous avez joué, puis passez la tablette.
handover-go = Passer la tablette à { $next }

## Replacing a game in progress

replace-title = { $count } parties sont en cours
replace-what =
    La plus ancienne : { $game } avec { $names }, { $moves ->
        [one] { $moves } coup joué
       *[other] { $moves } coups joués
    }.
replace-unreadable = La plus ancienne, une partie { DE($game) }, ne peut pas être lue ; elle est gardée quand même.
replace-last-played = Dernier coup : { $when }.
replace-question-new = Commencer la nouvelle partie la retirerait pour faire de la place.
replace-question-import = Importer la partie du fichier la retirerait pour faire de la place.
replace-keep = La garder et la reprendre
replace-export = L’exporter d’abord (fichier)
replace-confirm = La retirer et continuer

## The table

seat-you = {" "}(vous)
seat-computer = {" "}· ordi
seat-thinking = réfléchit…
seat-to-play = à jouer
moments-label = Pour toute la table
sheet-drawer = Scores
sheet-title = Feuille de marque
sheet-round = Manche
log-title = Journal
tools-undo = ↶ Annuler mon coup
# The undo button's name for screen readers (its arrow is not read).
tools-undo-label = Annuler mon coup
# The row of tools under the table (undo, hint, rules…), named for screen readers.
tools-label = Outils de la partie
tools-hint = Conseil
tools-hint-label = Conseil : le choix de l'ordinateur fort
tools-rules = Règles
tools-export = Exporter
tools-export-label = Exporter la partie
share = Partager
share-label = Partager cette position (un lien)
share-link-label = Lien de cette position
share-iframe-label = Pour un blog (iframe)
share-copied = Lien copié.
share-by-hand = Le lien est ci-dessous, à copier.
link-not-tablee-or-damaged = Ce lien n'est pas un lien de partie Tablée, ou il est abîmé.
hint-line = Conseil de l'ordinateur fort : { $move }
hint-line-why = Conseil de l'ordinateur fort : { $move } — { $why }
hint-highlighted-move = le coup surligné

## The end of a game

end-victory = Victoire : { $winners }
end-victory-tied = Victoire : { $winners }, ex aequo
end-winner = Vainqueur
end-score = { $score } pts
end-hints-taken =
    { $n ->
        [one] { $n } conseil pris
       *[other] { $n } conseils pris
    }
end-ranking = Classement final
end-breakdown = Le détail des scores
end-breakdown-player = Joueur
end-play-again = Rejouer
end-watch = Revoir la partie
end-home = Accueil

## A replay

replay-label = Revoir la partie
replay-status-turn = Revoir — coup { $at } sur { $total } ; à { $name } de jouer
replay-status-over = Revoir — coup { $at } sur { $total } ; la partie est finie
replay-position = coup { $at } sur { $total }
replay-slider = Aller au coup
replay-steps-label = Avancer dans la partie
replay-first = Au début
replay-previous = Coup précédent
replay-play = Lecture
replay-pause = Pause
replay-play-label = Lecture automatique
replay-next = Coup suivant
replay-last = À la fin
replay-leave = Quitter
replay-leave-label = Quitter la partie revue
replay-seen-by-label = Vu par
replay-seen-by = Vu par : { $who }
replay-eyes-table = La table
replay-play-from = Jouer d'ici
replay-play-as = À la place { DE($name) }
replay-all-hands = Toutes les mains

## Why a link does not open

link-empty = Ce lien est vide.
link-not-tablee = Ce lien n'est pas un lien de partie Tablée.
link-truncated = Ce lien est incomplet : il a peut-être été coupé en le copiant.
link-damaged = Ce lien est abîmé : un caractère a peut-être été changé en le copiant.
link-newer-version = Ce lien vient d'une version plus récente de Tablée : rechargez la page pour mettre l'application à jour.
link-unknown-game = Ce lien montre un jeu que cette version de Tablée ne connaît pas (« { $game } »).
link-wrong-game = Ce lien montre une partie de « { $found } », pas de « { $expected } ».
link-settings-unreadable = Les réglages de cette partie sont illisibles pour cette version de Tablée.
link-settings-player-count = Les réglages de cette partie sont refusés : ce jeu se joue de { $min } à { $max }, pas à { $got }.
link-settings-incompatible = Les réglages de cette partie sont refusés : options incompatibles ({ $why }).
link-move-not-replayable = Le coup { $move } de ce lien ne peut pas être rejoué : il vient peut-être d'une autre version de Tablée.
link-position-beyond = Ce lien montre le coup { $at }, mais la partie n'en a que { $moves }.
link-eyes-not-a-seat = Ce lien montre la partie par les yeux de la place { $seat }, mais elle n'a que { $seats } places.
link-unreachable = Ce lien montre après le coup { $at } une position que ce jeu ne peut pas atteindre : il a peut-être été modifié.

## Why a save does not load

save-not-text = ce n'est pas du texte : ce n'est pas une partie de Tablée
save-malformed = son contenu n'est pas celui d'une partie de Tablée, ou il a été abîmé
save-newer-version = elle a été écrite par une version plus récente de Tablée (format { $format }) : rechargez la page pour mettre l'application à jour
save-older-version = elle a été écrite par une ancienne version de Tablée (format { $format }), que cette version ne sait plus lire
save-wrong-game = c'est une partie de « { $found } », pas de « { $expected } »
save-player-count = ses réglages sont refusés : ce jeu se joue de { $min } à { $max }, pas à { $got }
save-incompatible-options = ses réglages sont refusés : des options ne vont pas ensemble
save-move-not-replayable = le coup { $move } ne peut pas être rejoué : la partie vient peut-être d'une autre version de Tablée
save-too-large = il est bien trop gros pour une partie de Tablée ({ $size } Ko, quand une partie en fait au plus { $max } Ko)

learn-to-play = Apprendre à jouer
home-learning = Apprendre { $game } : étape { $step } sur { $total }
learn-to-play-label = Apprendre à jouer à { $game } : une première partie guidée
