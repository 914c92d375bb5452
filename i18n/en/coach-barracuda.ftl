# Barracuda's guided first game: one idea a step, at most two short sentences.

welcome = Welcome to Barracuda! Everyone wants a place in the beach bars, and pays in notes the others never see, some of them fake.
figures = You each have 5 figures. In a bar, a figure is the tenant, who pays its rent every turn, or the partner, who paid once to get in.
goal = To win, have all 5 figures in bars and keep them there until your next turn. If someone goes bankrupt first, the most figures in bars wins.
wallet = This is your wallet, seen by you alone: 50,000 and 7 fake notes. Face down, a fake note looks just like a real one.
bars = Ten bars lie closed: you see only how many places each has. With three players, at most 6 may be open at once.
order = Each round the turn order is drawn from a bag, one player at a time. In round 1 everyone simply opens a bar.
open = Your turn: open a bar. A bar with two places has room for a second figure of yours later.
tenant = Your figure is its tenant. From round 2 on, you pay its rent at the start of each of your turns.
last-order = Round 2 starts with a question to each player: Last order? A call makes everyone stake in secret: the lowest stake plays first, the highest last.
decline = Playing late pays off when someone is short of money. Nobody is yet: answer no.
# The learner's first rent: what they paid, what their wallet holds now.
rent-paid = You paid { $rent } rent, in the open: everyone saw it. Your wallet now holds { $cash }.
rent-rule = Your rent is the sum of the bars where you are tenant; with 3 bars the cheapest is free. A partner never pays rent.
bankrupt = If you cannot pay your whole rent at the start of your turn, you are bankrupt: the game stops and you lose.
actions = After your rent, one action. Besides opening a bar, you may slide a tenant an offer to become their partner or to take over their bar.
grow = For now, take a figure more for free: open a bar, or place a partner in your own two-place bar.
round-three = Round 3: Last order again? Still no need: answer no.
free = Your choice now. “Take over this bar…” or “Offer to be partner…” lets you fill an envelope from your wallet; opening a bar stays free.
offer = An offer slides across the table, face down. Everyone sees how thick the stack is; only the two players concerned see what is inside.
answered = An accepted offer is kept whole, fake notes included. A refusal costs the tenant as much again from their own pocket.
tip = A tip to finish: a fake note or two makes your offers look fatter. But always keep enough real money for your next rent.
