# Barracuda's guided first game: one idea a step, at most two short sentences.

welcome = Bienvenue dans Barracuda ! Chacun veut sa place dans les bars de la plage, et paie avec des billets que les autres ne voient jamais, dont certains sont faux.
figures = Vous avez chacun 5 pions. Dans un bar, un pion est le gérant, qui paie le loyer à chaque tour, ou le partenaire, qui a payé une fois pour entrer.
goal = Pour gagner, ayez vos 5 pions dans les bars et gardez-les jusqu’à votre tour suivant. Si quelqu’un fait faillite avant, celui qui a le plus de pions en bar gagne.
wallet = Voici votre porte-monnaie, que vous seul voyez : 50 000 et 7 faux billets. Face cachée, un faux billet ressemble tout à fait à un vrai.
bars = Dix bars sont posés fermés : on ne voit que leur nombre de places. À trois joueurs, 6 au plus peuvent être ouverts en même temps.
order = Chaque tour, l’ordre de jeu est tiré du sac, un joueur à la fois. Au premier tour, chacun ouvre simplement un bar.
open = À vous : ouvrez un bar. Un bar à deux places pourra accueillir plus tard un second pion à vous.
tenant = Votre pion en est le gérant. À partir du deuxième tour, vous payez son loyer au début de chacun de vos tours.
last-order = Le deuxième tour commence par une question à chacun : Last order ? Un appel fait miser tout le monde en secret : la plus petite mise joue en premier, la plus grosse en dernier.
decline = Jouer tard est utile quand quelqu’un est à court d’argent. Personne ne l’est encore : répondez non.
# The learner's first rent: what they paid, what their wallet holds now.
rent-paid = Vous avez payé { $rent } de loyer, à découvert : tout le monde l’a vu. Votre porte-monnaie contient maintenant { $cash }.
rent-rule = Votre loyer est la somme des bars dont vous êtes gérant ; avec 3 bars, le moins cher est offert. Un partenaire ne paie jamais de loyer.
bankrupt = Si vous ne pouvez pas payer tout votre loyer au début de votre tour, vous faites faillite : la partie s’arrête et vous perdez.
actions = Après le loyer, une seule action. En plus d’ouvrir un bar, vous pouvez glisser une offre à un gérant pour devenir son partenaire ou reprendre son bar.
grow = Pour l’instant, prenez un pion de plus gratuitement : ouvrez un bar, ou placez un partenaire dans votre propre bar à deux places.
round-three = Troisième tour : encore Last order ? Toujours pas besoin : répondez non.
free = À vous de choisir. « Reprendre ce bar… » ou « Offrir d’être partenaire… » vous fait remplir une enveloppe depuis votre porte-monnaie ; ouvrir un bar reste gratuit.
offer = Une offre glisse sur la table, face cachée. Tout le monde voit l’épaisseur de la liasse ; seuls les deux joueurs concernés voient ce qu’elle contient.
answered = Une offre acceptée est gardée entière, faux billets compris. Un refus coûte au gérant la même somme, tirée de sa poche.
tip = Un conseil pour finir : un faux billet ou deux rendent vos offres plus épaisses. Mais gardez toujours assez de vrais billets pour votre prochain loyer.
