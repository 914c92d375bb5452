# Pfeffersäcke's guided first game: one idea a step, at most two short sentences.

welcome = Welcome to Pfeffersäcke! You lead a family of Hanseatic merchants, opening trading posts in the cities of the empire.
goal = You earn influence points (IP) by holding most of a large city's slots, and by reaching small cities. Most IP at the end wins.
map = On the map, a large city's number is its slots and its IP; a small city has one slot. Each route shows its toll in florins.
end = The game ends when this counter of small cities reaches 0, the last disc is gone, or a full lap passes without a new post. We play the first two rounds together.
setup = Everyone starts with 1 IP, 20 florins, 20 posts and 2 safe-conducts. The discs were dealt face up: yours show beside your name.
# The learner's starting small city ($home), the route's $toll to $city, a large city of $slots slots.
settle = First, everyone settles in a free small city: tap { $home }, on the map or in the list. A { $toll }-florin route leads from there to { $city }, a large city of only { $slots } slots.
turn = Everyone has settled: round 1 begins. A turn has six steps: 1 lay a disc, 2 extend, 3 and 4 income, 5 open a post, 6 scoring.
# $value: the disc's value, $city: the large city it opens.
disc = Step 1: lay a disc on a closed large city of the same value, which opens it for everyone. Lay your { $value } on { $city }.
# Round 1: steps 2 to 4 went by themselves; $base: the base income; $florins: the learner's florins now.
income-base = Steps 2 to 4 went by themselves: with no post in a large city yet, you only get the base income, { $base } florins. You now have { $florins }.
# $city: the large city of $slots slots the coach suggests.
open = Step 5: open a post along a route from a city where you are, paying its toll. Take the route to { $city }: with { $slots } slots, two posts there make a majority.
scoring = Step 6, scoring: if you hold more than half of a large city's slots, you win its disc's IP. One post is not enough yet.
their-disc = Now the computers play the same six steps. A disc they lay opens a city for you too.
their-small = A post in a small city: +1 IP at once, and the counter drops by one.
disc-again = Round 2, your turn: lay your next disc. It is compulsory while you hold one.
# $city: the large city where the learner has a post.
extend = Step 2: in each open large city where you are, choose one more post or that city's income. Build in { $city }: add a post.
# Round 2, before the income: $rate florins a free slot, $base the base income, $income the learner's income now.
income = Steps 3 and 4: each open large city where you are pays { $rate } florins a free slot, plus { $base } base; a city you just built in pays nothing. Your income now: { $income } florins.
double = From round 2 you may use a safe-conduct, one per turn. Doubling your income pays at least 48 florins: use one now.
open-free = Step 5 again: open a post if you like, or not. It is your choice now.
# The learner's first majority: $posts of the city's $slots slots in $city; $pi influence points won, $total now.
majority = Step 6: { $posts } posts of { $slots } in { $city } is more than half: +{ $pi } IP, you have { $total } now. The disc leaves the city; your posts stay.
final-score = At the very end, every region where you have a post adds 2 IP, and every full 20 florins 1 IP.
tip = A tip to finish: cities with few slots are quick majorities, while big cities with free slots pay you every turn. Build or collect: that is the whole game.
