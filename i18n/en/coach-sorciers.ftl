# Sorciers' guided first game: one idea a step, at most two short sentences.

welcome = Welcome to Sorciers! Each round, you say how many tricks you will take. Only an exact bid scores.
hand = This is your hand. The deck has four races numbered 1 to 13, plus 4 Sorcerers, which win, and 4 Fools, which lose.
rounds = Round 1 deals one card each, round 2 two cards, and so on; the highest total after the last round wins. We play the first rounds together.
trump = The card turned up on the stock sets the trump: for this round, its race beats every other race.
bid = Your bid: how many tricks will this hand take? Tap a number.
lead = Everyone's bid shows beside their name. The player left of the dealer leads the first trick, then it goes clockwise.
play = Your turn to play: tap your card.
takes = Who took it? The first Sorcerer wins; failing that the highest trump; failing that the highest card of the race led.
# The learner's round, scored: their bid, their tricks, their points.
scored-made = You bid { $bid } and took { $tricks }: your bid is made, { $points } points.
scored-missed = You bid { $bid } and took { $tricks }: missed, { $points } points.
scoring = A bid made scores 20, plus 10 a trick. A bid missed loses 10 for each trick off, too many or too few.
round-two = Round 2: two cards each, and a new trump. Bid again.
follow = You must play the race led if you can. A Sorcerer or a Fool may always be played instead.
free = Now play on as you like: I will speak up when something new happens.
sorcerer = A Sorcerer! The first one played takes the trick, whatever comes after it.
fool = A Fool: it never takes a trick, unless everyone plays one. Handy to lose a trick on purpose.
tip = A tip to finish: a weak hand bids 0, which is often the easiest 20 points.
