# La première partie guidée de « Preums ! » : une idée par étape, deux phrases courtes au plus.
# Vous avez le jeton rouge : un adversaire crie, vous lui répondez.

welcome = Bienvenue dans « Preums ! ». Chacun de vous tient un blog et cherche des investisseurs en remportant des levées de fonds.
goal = Votre blog vaut 1 suivi de vos zéros. Le premier qui atteint six zéros, soit 1 000 000, gagne aussitôt la partie.
packs = Chacun a son propre paquet audience de 21 cartes visiteurs : des [2], [3], [4] et [+1]. Personne ne connaît leur ordre, pas même vous.
hand = Les cartes que vous piochez forment votre main, que vous seul voyez. Les autres voient seulement combien vous en avez.
round = Une levée commence par la pioche : une carte chacun à son tour, jusqu’à ce que quelqu’un crie « Preums ! ». Puis chacun enchérit avec ses cartes, et le plus gros total gagne.
token = Vous avez le jeton rouge : vous piochez en premier, mais qui le détient ne peut jamais crier « Preums ! ». En tout début de partie, personne ne crie avant la deuxième carte du détenteur.
choose = Après chaque pioche, celui qui a pioché choisit : « Continuer » passe la pioche à sa gauche, « Preums ! » lance la levée de fonds. Vos adversaires choisissent maintenant.
# Un adversaire a crié ; $total : sa première enchère.
rival-called = Un adversaire crie « Preums ! » : il prend le jeton rouge et pose devant lui une première enchère de { $total }. Une première enchère, ce sont des cartes d’une seule valeur, plus des [+1] si l’on veut.
turn-goes-left = La parole tourne maintenant vers la gauche de celui qui a crié : chacun à son tour pose des cartes ou dit « Je passe ». Qui a passé peut encore poser quand la parole lui revient.
lay-where = Vous pouvez poser des cartes devant vous, pour ouvrir ou renforcer votre enchère, ou sur l’enchère d’un adversaire, pour le soutenir contre un autre.
one-value = Une seule valeur par enchère : pas de [3] sur une enchère de [2]. Les [+1] vont avec toutes les valeurs.
# Votre première enchère ; $highest : le total qu’elle doit atteindre.
answer = À vous : répondez par votre propre enchère, qui doit atteindre au moins le plus haut total, ici { $highest }. J’ai choisi les cartes pour vous ; touchez « Poser ».
# La réponse d’un adversaire à votre enchère. $total : le meilleur total maintenant ;
# $mine : votre enchère.
rival-passed = Un adversaire passe : personne n’a dépassé votre enchère pour l’instant.
rival-level = Un adversaire répond par des cartes : une autre enchère atteint elle aussi { $total }, à égalité avec la vôtre. L’égalité suffit : une enchère doit atteindre le plus haut total, pas le dépasser.
rival-over = Un adversaire répond par des cartes : la meilleure enchère atteint maintenant { $total }, contre { $mine } pour la vôtre. Une enchère peut monter tour après tour, tant qu’elle atteint le plus haut total.
until-all-pass = La levée s’arrête quand tout le monde a passé à la suite, sans que personne ait posé entre-temps.
# Ce que les enchères signifient pour vous. $highest : le meilleur total ;
# $bids : combien de joueurs ont une enchère.
standing-ahead = Si personne ne pose plus rien, votre enchère de { $highest } gagne : un zéro par enchère sur la table, soit { $bids ->
    [one] un zéro
   *[other] { $bids } zéros
    } pour vous.
standing-behind = Si personne ne pose plus rien, l’enchère de { $highest } gagne. Son propriétaire marque alors un zéro par enchère sur la table, la vôtre comprise : { $bids ->
    [one] un zéro
   *[other] { $bids } zéros
    }.
standing-level = Si personne ne pose plus rien, c’est l’égalité à { $highest } : personne ne gagne ni ne marque, et chaque enchère retourne dans le paquet de son propriétaire.
# $highest : le total auquel toute pose doit porter son enchère.
your-turn = À vous : touchez des cartes, puis « Poser », ou touchez « Je passe ». Votre pose doit porter son enchère à { $highest } au moins.
# La levée qui vient de finir, avec vos chiffres. $mine : le total de votre enchère ;
# $best : le total gagnant (ou à égalité) ; $bids : combien de joueurs avaient une enchère ;
# $zeros : les zéros gagnés ; $valuation : la valorisation de votre blog.
result-won = Vous gagnez avec { $mine } ! Un zéro par enchère sur la table : { $zeros ->
    [one] un zéro
   *[other] { $zeros } zéros
    }, votre blog vaut donc { $valuation }.
result-lost = Votre enchère a atteint { $mine }, mais la meilleure a atteint { $best }. Son propriétaire marque un zéro par enchère sur la table : { $bids }.
result-no-bid = La meilleure enchère a atteint { $best }. Son propriétaire marque un zéro par enchère sur la table : { $bids }.
result-tie = Égalité à { $best } : personne ne gagne, personne ne marque. Chaque enchère retourne dans le paquet de son propriétaire.
# Où vont les cartes de la levée.
share-yours = Répartissez maintenant toutes les cartes des enchères entre ceux qui en avaient une, vous compris. Gardez ce qui vous aide, donnez le reste.
share-theirs = Le gagnant répartit toutes les cartes des enchères entre ceux qui en avaient une. Ceux qui ont seulement soutenu les autres ne reçoivent rien.
share-alone = Une seule enchère : toutes ses cartes retournent dans le paquet de son propriétaire. Avec plusieurs enchères, le gagnant répartirait toutes les cartes entre leurs propriétaires.
share-tie = Personne ne répartit rien : chaque enchère, cartes des soutiens comprises, est remélangée dans le paquet de son propriétaire.
kept = Une nouvelle levée commence, et les cartes restées dans votre main sont toujours à vous. Celui qui a crié « Preums ! » pioche en premier.
tip = Un conseil pour finir : gardez vos [+1]. Posée au bon moment, une seule dépasse une enchère, ou l’égale pour que personne ne gagne.
