# Pfeffersäcke's guided first game: one idea a step, at most two short sentences.

welcome = Bienvenue dans Pfeffersäcke ! Vous dirigez une famille de marchands de la Hanse, qui ouvre des comptoirs dans les villes de l’Empire.
goal = Vous gagnez des points d’influence (PI) en tenant la majorité des cases d’une grande ville, et en atteignant les petites villes. Le plus de PI à la fin l’emporte.
map = Sur la carte, le nombre d’une grande ville donne ses cases et ses PI ; une petite ville n’a qu’une case. Chaque route affiche son péage en florins.
end = La partie finit quand ce compteur de petites villes tombe à 0, quand le dernier disque est retiré, ou après un tour de table sans nouveau comptoir. Jouons ensemble les deux premiers tours.
setup = Chacun commence avec 1 PI, 20 florins, 20 comptoirs et 2 sauf-conduits. Les disques ont été distribués face visible : les vôtres sont près de votre nom.
# The learner's starting small city ($home), the route's $toll to $city, a large city of $slots slots.
settle = D’abord, chacun s’installe dans une petite ville libre : touchez { $home }, sur la carte ou dans la liste. Une route à { $toll } florins mène de là à { $city }, une grande ville de { $slots } cases seulement.
turn = Tout le monde est installé : le tour 1 commence. Un tour de jeu a six étapes : 1 poser un disque, 2 étendre, 3 et 4 revenus, 5 ouvrir un comptoir, 6 décompte.
# $value: the disc's value, $city: the large city it opens.
disc = Étape 1 : posez un disque sur une grande ville fermée de même valeur, ce qui l’ouvre pour tout le monde. Posez votre { $value } sur { $city }.
# Round 1: steps 2 to 4 went by themselves; $base: the base income; $florins: the learner's florins now.
income-base = Les étapes 2 à 4 se sont faites seules : sans comptoir dans une grande ville, vous ne touchez que le revenu de base, { $base } florins. Vous en avez { $florins }.
# $city: the large city of $slots slots the coach suggests.
open = Étape 5 : ouvrez un comptoir en payant le péage d’une route qui part d’une ville où vous êtes. Prenez la route de { $city } : avec { $slots } cases, deux comptoirs y font la majorité.
scoring = Étape 6, le décompte : si vous tenez plus de la moitié des cases d’une grande ville, vous gagnez les PI de son disque. Un seul comptoir ne suffit pas encore.
their-disc = Les ordinateurs jouent maintenant les mêmes six étapes. Un disque qu’ils posent ouvre aussi la ville pour vous.
their-small = Un comptoir dans une petite ville : +1 PI aussitôt, et le compteur baisse d’un cran.
disc-again = Tour 2, à vous : posez votre disque suivant. C’est obligatoire tant qu’il vous en reste.
# $city: the large city where the learner has a post.
extend = Étape 2 : dans chaque grande ville ouverte où vous êtes, choisissez un comptoir de plus ou les revenus de cette ville. Construisez à { $city } : ajoutez un comptoir.
# Round 2, before the income: $rate florins a free slot, $base the base income, $income the learner's income now.
income = Étapes 3 et 4 : chaque grande ville ouverte où vous êtes paie { $rate } florins par case libre, plus { $base } de base ; une ville où vous venez d’étendre ne paie rien. Vos revenus maintenant : { $income } florins.
double = Dès le tour 2, vous pouvez jouer un sauf-conduit, un par tour au plus. Doubler vos revenus rapporte au moins 48 florins : jouez-en un maintenant.
open-free = Étape 5 à nouveau : ouvrez un comptoir si vous voulez, ou pas. À vous de choisir.
# The learner's first majority: $posts of the city's $slots slots in $city; $pi influence points won, $total now.
majority = Étape 6 : { $posts } comptoirs sur { $slots } cases à { $city }, c’est plus de la moitié : +{ $pi } PI, vous en avez { $total }. Le disque quitte la ville ; vos comptoirs restent.
final-score = Tout à la fin, chaque région où vous avez un comptoir rapporte 2 PI, et chaque tranche complète de 20 florins 1 PI.
tip = Un conseil pour finir : les villes de peu de cases font des majorités rapides, et les grandes villes aux cases libres vous paient à chaque tour. Construire ou encaisser : tout le jeu est là.
