# La première partie guidée de « Preums ! » : une idée par étape, deux phrases courtes au plus.
# Levée 1 : un adversaire a le jeton rouge, vous criez « Preums ! ».
# Levée 2 : vous avez le jeton, un adversaire crie, vous lui répondez.

welcome = Bienvenue dans « Preums ! ». Chacun de vous tient un blog et cherche des investisseurs en remportant des levées de fonds.
goal = Votre blog vaut 1 suivi de vos zéros. Le premier qui atteint six zéros, soit 1 000 000, gagne aussitôt la partie.
packs = Chacun a son propre paquet audience de 21 cartes visiteurs : des [2], [3], [4] et [+1]. Personne ne connaît leur ordre, pas même vous.
hand = Les cartes que vous piochez forment votre main, que vous seul voyez. Les autres voient seulement combien vous en avez.
round = Une levée commence par la pioche : une carte chacun à son tour, jusqu’à ce que quelqu’un crie « Preums ! ». Puis chacun enchérit avec ses cartes, et le plus gros total gagne.
token = Un adversaire a le jeton rouge : son détenteur pioche en premier, mais ne peut jamais crier « Preums ! ». En tout début de partie, personne ne crie avant la deuxième carte du détenteur.
choose = Vous venez de piocher, à vous de choisir : « Continuer » passe la pioche à votre gauche, « Preums ! » lance la levée de fonds.
# Levée 1, de votre cri à la pioche de la levée suivante.
# Votre premier cri : la carte unique que le coach a choisie (le seul cri permis).
shout = Criez « Preums ! » avec une seule carte, et gardez le reste de votre main pour la suite. J’ai choisi la carte pour vous ; touchez « Preums ! ».
took-token = Vous avez pris le jeton rouge, et votre carte est votre première enchère. La parole tourne maintenant vers la gauche : chacun à son tour pose des cartes ou dit « Je passe ».
lay-where = Vous pouvez poser des cartes devant vous, pour ouvrir ou renforcer votre enchère, ou sur l’enchère d’un adversaire, pour le soutenir contre un autre.
# La réponse d’un adversaire. $total : le meilleur total maintenant ;
# $mine : votre enchère.
rival-passed = Un adversaire passe : personne n’a dépassé votre enchère pour l’instant. Qui a passé peut encore poser quand la parole lui revient.
rival-passed-other = Un adversaire passe : les enchères restent où elles en sont. Qui a passé peut encore poser quand la parole lui revient.
rival-laid = Un adversaire pose des cartes : la meilleure enchère atteint maintenant { $total }.
rival-level = Un adversaire répond par des cartes : une autre enchère atteint elle aussi { $total }, à égalité avec la vôtre. L’égalité suffit : une enchère doit atteindre le plus haut total, pas le dépasser.
rival-over = Un adversaire répond par des cartes : la meilleure enchère atteint maintenant { $total }, contre { $mine } pour la vôtre. Une enchère peut monter tour après tour, tant qu’elle atteint le plus haut total.
one-value = Une seule valeur par enchère : pas de [3] sur une enchère de [2]. Les [+1] vont avec toutes les valeurs.
until-all-pass = La levée s’arrête quand tout le monde a passé à la suite, sans que personne ait posé entre-temps.
# Votre tour après les passes des adversaires : votre dernière carte ne peut pas aller sur votre enchère.
your-turn = À vous : votre dernière carte est d’une autre valeur, elle ne peut donc pas aller sur votre enchère. Touchez « Je passe ».
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
share-alone = Une seule enchère, donc rien à répartir : toutes ses cartes retournent dans le paquet de son propriétaire.
share-tie = Personne ne répartit rien : chaque enchère, cartes des soutiens comprises, est remélangée dans le paquet de son propriétaire.
kept = Nouvelle levée : les cartes restées dans votre main sont toujours à vous. Vous avez crié le dernier, vous avez donc le jeton rouge : vous piochez en premier et ne pouvez pas crier.
# Levée 2. Un adversaire a crié ; $total : sa première enchère.
rival-called = Un adversaire crie « Preums ! » : il vous prend le jeton rouge et pose une première enchère de { $total }.
# Votre réponse ; $highest : le total qu’elle doit atteindre.
answer = À vous : répondez par votre propre enchère, d’au moins { $highest } ; l’égalité suffit. J’ai choisi les cartes pour vous ; touchez « Poser ».
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
tip = Un conseil pour finir : gardez vos [+1]. Posée au bon moment, une seule dépasse une enchère, ou l’égale pour que personne ne gagne.
