# Preums !' guided first game: one idea a step, at most two short sentences.
# « Preums ! » keeps its French spelling and guillemets, as in levee.ftl.
# Round 1: a rival holds the red token, the learner shouts « Preums ! ».
# Round 2: the learner holds the token, a rival shouts, the learner answers.

welcome = Welcome to « Preums ! ». You each run a blog and hunt for investors by winning fund-raising rounds.
goal = Your blog is worth 1 followed by your zeros. The first to reach six zeros, 1,000,000, wins the game at once.
packs = Each of you has your own audience pack of 21 visitor cards: [2], [3], [4] and [+1]. Nobody knows its order, not even you.
hand = The cards you draw go into your hand, which only you see. The others only see how many you hold.
round = A round starts with the draw: one card each in turn, until someone shouts « Preums ! ». Then everyone bids with cards, and the biggest total wins.
token = A rival holds the red token: its holder draws first, but may never shout « Preums ! ». At the very start, nobody shouts before the holder's second card.
choose = You have just drawn, so you choose: “Carry on” passes the draw to your left, « Preums ! » starts the fund-raising.
# Round 1, from the learner's shout to the next round's draw.
# The learner's first shout: the single card the coach picked (the only shout allowed).
shout = Shout « Preums ! » with a single card, and keep the rest of your hand for later. I picked the card for you; tap « Preums ! ».
took-token = You took the red token, and your card is your first bid. The turn now goes left: each in turn lays cards or says “I pass”.
lay-where = You may lay cards in front of yourself, to open or raise your own bid, or on a rival's bid, to back them against another.
# A rival's answer to the learner. $total: the best total now;
# $mine: the learner's bid.
rival-passed = A rival passes: nobody has topped your bid so far. Whoever passed may still lay cards when the turn comes back.
rival-passed-other = A rival passes: the bids stay as they are. Whoever passed may still lay cards when the turn comes back.
rival-laid = A rival lays cards: the best bid now reaches { $total }.
rival-level = A rival answers with cards: another bid now reaches { $total } too, level with yours. Equal is enough: a bid must reach the highest total, not top it.
rival-over = A rival answers with cards: the best bid now reaches { $total }, against { $mine } for yours. A bid may grow turn after turn, as long as it reaches the highest total.
one-value = One value per bid: no [3] on a bid of [2]. [+1] cards go with any value.
until-all-pass = The round ends when everyone passes in a row, with no cards laid in between.
# The learner's turn after the rivals' passes: their last card cannot go on their bid.
your-turn = Your turn: your last card is of another value, so it cannot go on your bid. Tap “I pass”.
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
share-alone = Only one bid, so there is nothing to share out: all its cards go back into its owner's pack.
share-tie = Nobody shares anything out: each bid, backers' cards included, is shuffled back into its owner's pack.
kept = A new round: the cards left in your hand stay yours. You shouted last, so you now hold the red token: you draw first, and may not shout.
# Round 2. A rival shouted; $total: their first bid.
rival-called = A rival shouts « Preums ! »: they take the red token from you and lay a first bid of { $total }.
# The learner's answer; $highest: the total it must reach.
answer = Your turn: answer with a bid of your own, of at least { $highest }; equal is enough. I picked cards for you; tap “Lay”.
# What the bids mean for the learner. $highest: the best total;
# $bids: how many players have a bid.
standing-ahead = If nobody lays more cards, your bid of { $highest } wins: one zero for each bid on the table, so { $bids ->
    [one] one zero
   *[other] { $bids } zeros
    } for you.
standing-behind = If nobody lays more cards, the bid of { $highest } wins. Its owner then scores one zero for each bid on the table, yours included: { $bids ->
    [one] one zero
   *[other] { $bids } zeros
    }.
standing-level = If nobody lays more cards, it is a tie at { $highest }: nobody wins or scores, and every bid goes back into its owner's pack.
tip = A tip to finish: keep your [+1] cards. Laid at the right moment, one of them tops a bid, or ties it so that nobody wins.
