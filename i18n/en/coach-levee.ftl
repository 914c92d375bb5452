# Preums !' guided first game: one idea a step, at most two short sentences.
# « Preums ! » keeps its French spelling and guillemets, as in levee.ftl.

welcome = Welcome to « Preums ! ». You each run a blog and hunt for investors by winning fund-raising rounds.
goal = Your blog is worth 1 followed by your zeros. The first to reach six zeros, 1,000,000, wins the game at once.
packs = Each of you has your own audience pack of 21 visitor cards: [2], [3], [4] and [+1]. Nobody knows its order, not even you.
hand = The cards you draw go into your hand, which only you see. The others only see how many you hold.
round = A round starts with the draw: one card each in turn, until someone shouts « Preums ! ». Then everyone bids with cards, and the biggest total wins.
token = The red token holder draws first and may never shout. At the very start, nobody shouts before their second card.
choose = You have just drawn, so you choose: “Carry on” passes the draw to your left, « Preums ! » starts the fund-raising.
shout = Let's shout « Preums ! »: your first bid is cards of one value, plus any [+1]. I picked some for you; tap « Preums ! ».
took-token = You took the red token and opened the bidding. The turn now goes left: each in turn lays cards or says “I pass”.
lay-where = You may lay cards in front of yourself, to raise your bid, or on a rival's bid, to back them against another.
# A rival's first answer to the learner's « Preums ! ».
rival-laid = A rival laid cards: the highest total went up. Any cards laid must bring their bid at least to that total.
rival-passed = A rival passes: nobody has topped your bid so far. Whoever passed may still lay cards when the turn comes back.
one-value = One value per bid: no [3] on a bid of [2]. [+1] cards go with any value.
your-turn = Your turn: tap cards, then “Lay”, or tap “I pass”. Laid cards must reach at least the highest total.
until-all-pass = The round ends when everyone passes in a row, with no cards laid in between.
# The round just over, in the learner's numbers. $mine: their bid's total;
# $best: the winning (or tied) total; $bids: how many players had a bid;
# $zeros: the zeros they won; $valuation: their blog's worth now.
result-won = You win with { $mine }! One zero for each bid on the table: { $zeros ->
    [one] one zero
   *[other] { $zeros } zeros
    }, so your blog is worth { $valuation }.
result-lost = Your bid reached { $mine }, but the best reached { $best }. Its owner scores one zero for each bid on the table: { $bids }.
result-no-bid = The best bid reached { $best }. Its owner scores one zero for each bid on the table: { $bids }.
result-tie = A tie at { $best }: nobody wins and nobody scores. Every bid goes back into its owner's pack.
# Where the round's cards go.
share-yours = Now share out every card of the bids among those who had one, yourself included. Keep what helps you, hand over the rest.
share-theirs = The winner shares out every card of the bids among those who had one. Players who only backed others get nothing.
share-alone = Only one bid, so all its cards go back into its owner's pack. With more bids, the winner would share out every card among their owners.
share-tie = Nobody shares anything out: each bid, backers' cards included, is shuffled back into its owner's pack.
kept = Cards left in your hand stay there for the next round. The player who shouted draws first next time.
tip = A tip to finish: keep your [+1] cards. Laid at the right moment, one of them tops a bid, or ties it so that nobody wins.
