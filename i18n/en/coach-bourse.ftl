# La Bourse aux Idées' guided first game: one idea a step, at most two short sentences.

welcome = Welcome to La Bourse aux Idées! You are inventors: each idea, like “How to cut onions without crying”, comes true with four objects bearing its number.
goal = Everyone starts with 6,000 F, shown by each name. Whoever is richest when the accounts are settled wins.
ideas = The numbered black cards by each name are the ideas they display: always in plain view, like the money.
collect = The centre has one pile per series. Whoever lays the 4th object of a series collects it.
contract = Collect a series while holding its idea: that is a contract, and every opponent pays you 400 F.
simple = Collect it without its idea: a simple series, and only the idea's holder pays you 400 F.
turn = This is your hand: 12 objects, each with its series number. Each turn, you lay two on their piles, then draw two from the talon.
lay = Your turn: tap two cards of your hand, then the Lay button.
drew = Done: two laid, two drawn. An idea you draw goes by your name at once, and you draw another card instead.
computers = The computers lay two cards on their turn too. Watch the piles: a series with 3 objects down is one card from being collected.
lay-again = Your turn again. A card marked “4th card!” completes its series: lay it and you collect the series.
free = Now play on as you like: I will speak up when something new happens.
# The first series collected, in the learner's numbers ($got: what the learner would receive, $paid: what they would pay, if the manche ended now).
scored-mine-contract = You collected series { $series } and hold its idea: a contract! Each opponent pays you 400 F: { $got } for you.
scored-mine-simple = You collected series { $series } without its idea: a simple series. Its holder alone pays you: { $got } for you.
scored-holder = An opponent collected series { $series }, and you hold its idea: a simple series. As things stand, you pay them { $paid }.
scored-their-contract = An opponent collected series { $series } with its idea: a contract. As things stand, you pay them { $paid }, like every opponent.
scored-others = An opponent collected series { $series }, and another player holds its idea: only that holder pays. As things stand, you pay { $paid }.
scored-idea-in-talon = Series { $series } is collected, but its idea is still in the talon: nobody pays for it yet.
at-the-end = Contract or simple is decided at the very end, by who holds the idea then. The Accounts show what would be paid if play stopped now.
talon-empty = The talon is empty, so no more pairs. The transactions begin, with the left neighbour of whoever drew the last card.
ask = Your turn to trade: tap an opponent's idea to offer them 200 F for it. They accept or refuse, in front of everyone.
# The answer to the learner's request ($purse: the learner's purse after it).
answer-accepted = Accepted: idea { $series } is yours now, and your purse holds { $purse }.
answer-refused = Refused, in front of everyone: the owner keeps idea { $series }. It cost you nothing.
end-turn = You may ask for each idea only once in these transactions. End your turn now.
asked = An opponent wants one of your ideas for 200 F. Accept or refuse, as you like: everyone sees your answer.
crucial = A whole lap without a request ends the transactions. Now the crucial moment: one card per turn, until every hand is empty.
tip = A tip: keep the last card of a series whose idea you hold. Laid at the very end, it snatches a contract.
