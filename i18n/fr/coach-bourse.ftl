# Partie guidée de La Bourse aux Idées : une idée par étape, deux phrases courtes au plus.

welcome = Bienvenue à La Bourse aux Idées ! Vous êtes inventeurs : chaque idée, comme « Comment couper les oignons sans pleurer », se réalise avec quatre objets portant son numéro.
goal = Chacun commence avec 6 000 F, affichés près de son nom. Le plus riche quand les comptes sont faits gagne.
ideas = Les cartes noires numérotées près de chaque nom sont les idées qu’il expose : toujours visibles de tous, comme l’argent.
collect = Le centre a une pile par série. Celui qui pose le 4ᵉ objet d’une série la ramasse.
contract = Ramassez une série en détenant son idée : c’est un contrat, et chaque adversaire vous paie 400 F.
simple = Ramassez-la sans son idée : c’est une série simple, et seul le détenteur de l’idée vous paie 400 F.
turn = Voici votre main : 12 objets, chacun avec son numéro de série. À chaque tour, vous en posez deux sur leurs piles, puis vous en piochez deux au talon.
lay = À vous : touchez deux cartes de votre main, puis le bouton Poser.
drew = Voilà : deux cartes posées, deux piochées. Une idée piochée va aussitôt près de votre nom, et vous piochez une autre carte à la place.
computers = Les ordinateurs posent aussi deux cartes à leur tour. Surveillez les piles : une série à 3 objets n’est plus qu’à une carte d’être ramassée.
lay-again = À vous de nouveau. Une carte marquée « 4ᵉ carte ! » complète sa série : posez-la et vous ramassez la série.
free = Maintenant, jouez comme vous voulez : je reprendrai la parole quand il se passera quelque chose de nouveau.
# La première série ramassée, avec les chiffres du joueur ($got : ce qu’il recevrait, $paid : ce qu’il paierait, si la manche finissait maintenant).
scored-mine-contract = Vous avez ramassé la série { $series } et vous détenez son idée : un contrat ! Chaque adversaire vous paie 400 F : { $got } pour vous.
scored-mine-simple = Vous avez ramassé la série { $series } sans son idée : une série simple. Seul son détenteur vous paie : { $got } pour vous.
scored-holder = Un adversaire a ramassé la série { $series }, et vous détenez son idée : une série simple. En l’état, vous lui payez { $paid }.
scored-their-contract = Un adversaire a ramassé la série { $series } avec son idée : un contrat. En l’état, vous lui payez { $paid }, comme chaque adversaire.
scored-others = Un adversaire a ramassé la série { $series }, et un autre joueur détient son idée : seul ce détenteur paie. En l’état, vous payez { $paid }.
scored-idea-in-talon = La série { $series } est ramassée, mais son idée est encore au talon : personne ne paie pour elle pour l’instant.
at-the-end = Contrat ou simple, cela se décide tout à la fin, selon qui détient l’idée à ce moment-là. Les Comptes montrent ce qui serait payé si la manche finissait maintenant.
talon-empty = Le talon est vide : on ne pose plus de paires. Place aux transactions, ouvertes par le voisin de gauche de celui qui a pioché la dernière carte.
ask = À vous de négocier : touchez l’idée d’un adversaire pour la lui demander, toujours 200 F. Il accepte ou refuse, devant tout le monde.
# La réponse à la demande du joueur ($purse : sa bourse après coup).
answer-accepted = Accepté : l’idée { $series } est à vous, et votre bourse contient { $purse }.
answer-refused = Refusé, devant tout le monde : le propriétaire garde l’idée { $series }. Cela ne vous a rien coûté.
end-turn = Vous ne demandez chaque idée qu’une fois pendant ces transactions. Finissez votre tour maintenant.
asked = Un adversaire veut vous acheter une de vos idées pour 200 F. Acceptez ou refusez, à votre guise : tout le monde voit votre réponse.
crucial = Un tour de table complet sans demande met fin aux transactions. Voici le moment crucial : une seule carte par tour, jusqu’à ce que toutes les mains soient vides.
tip = Un conseil : gardez la dernière carte d’une série dont vous détenez l’idée. Posée tout à la fin, elle vous souffle un contrat.
