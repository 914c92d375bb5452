# La première partie guidée de « Preums ! » : une idée par étape, deux phrases courtes au plus.

welcome = Bienvenue dans « Preums ! ». Chacun de vous tient un blog et cherche des investisseurs en remportant des levées de fonds.
goal = Votre blog vaut 1 suivi de vos zéros. Le premier qui atteint six zéros, soit 1 000 000, gagne aussitôt la partie.
packs = Chacun a son propre paquet audience de 21 cartes visiteurs : des [2], [3], [4] et [+1]. Personne ne connaît leur ordre, pas même vous.
hand = Les cartes que vous piochez forment votre main, que vous seul voyez. Les autres voient seulement combien vous en avez.
round = Une levée commence par la pioche : une carte chacun à son tour, jusqu’à ce que quelqu’un crie « Preums ! ». Puis chacun enchérit avec ses cartes, et le plus gros total gagne.
token = Le détenteur du jeton rouge pioche en premier et ne peut jamais crier. En tout début de partie, personne ne crie avant sa deuxième carte.
choose = Vous venez de piocher, à vous de choisir : « Continuer » passe la pioche à votre gauche, « Preums ! » lance la levée de fonds.
shout = Criez « Preums ! » : votre première enchère, ce sont des cartes d’une seule valeur, plus des [+1] si vous voulez. Je les ai choisies pour vous ; touchez « Preums ! ».
took-token = Vous avez pris le jeton rouge et ouvert les enchères. La parole tourne vers la gauche : chacun à son tour pose des cartes ou dit « Je passe ».
lay-where = Vous pouvez poser des cartes devant vous, pour renforcer votre enchère, ou sur l’enchère d’un adversaire, pour le soutenir contre un autre.
# La première réponse d’un adversaire à votre « Preums ! ».
rival-laid = Un adversaire a posé des cartes : le plus haut total a monté. Toute pose doit porter l’enchère qui la reçoit au moins à ce total.
rival-passed = Un adversaire passe : personne n’a dépassé votre enchère pour l’instant. Qui a passé peut encore poser quand la parole lui revient.
one-value = Une seule valeur par enchère : pas de [3] sur une enchère de [2]. Les [+1] vont avec toutes les valeurs.
until-all-pass = La levée s’arrête quand tout le monde a passé à la suite, sans que personne ait posé entre-temps.
your-turn = À vous : touchez des cartes, puis « Poser », ou touchez « Je passe ». Votre pose doit atteindre au moins le plus haut total.
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
kept = Les cartes restées dans votre main sont gardées pour la levée suivante. Celui qui a crié pioche en premier la prochaine fois.
tip = Un conseil pour finir : gardez vos [+1]. Posée au bon moment, une seule dépasse une enchère, ou l’égale pour que personne ne gagne.
