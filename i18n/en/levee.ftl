# Tablée: Preums ! — la levée de fonds.
#
# The cards are written by their faces, the same in every language:
# [2], [3], [4] (the number cards) and [+1] (the bonus card).
# $name, $target, $to: a player's name. $cards: a list of cards already
# written by the message cards-of-value ("3 cards [2] and 1 card [+1]")
# or by faces side by side ("[2][2][+1]").
# « Preums ! » is the game's call ("me first!"): in English it keeps its
# French spelling and guillemets.

## Cards and things on the table

# The accessible name of a card on the table; $value: 2, 3, 4 or +1.
card-name = visitor card { $value }
# Names of the game's items, for labels.
item-pack = audience pack
item-hand = hand
item-pile = bid
item-token = red token
item-zeros = zeros
item-valuation = valuation
item-pool = cards to share out
# One part of a list of cards: $count cards of the face $face ([2], [+1]…);
# the parts are joined as "A, B and C".
cards-of-value = { $count ->
    [one] { $count } card { $face }
   *[other] { $count } cards { $face }
    }
# The same, said by a screen reader (no brackets): "2 cards of 3", "1 card of +1".
cards-of-value-said = { $count ->
    [one] { $count } card of { $value }
   *[other] { $count } cards of { $value }
    }
# A value button of the composer, said: $card is the card's name, $have how many the hand holds.
value-button-said = { $card }: { $have } in hand
cards-none = no card
# A score: $zeros zeros and the blog's worth, "1" followed by them ($valuation, digits).
zeros-valuation = { $zeros ->
    [one] { $zeros } zero
   *[other] { $zeros } zeros
    } (valuation { $valuation })

## The log

log-token-given = { $name } gets the red token and will draw first.
# $levee: the number of the round (1, 2, 3…).
log-draw-phase = Fund-raising round { $levee }: { $name } draws first.
log-drew = { $name } draws a card ({ $left } left in the pack).
# Seen only by the drawer; $card: the face drawn.
log-drew-card = You drew a { $card }.
log-no-draw = { $name }'s pack is empty: no draw.
log-lock-released = The token holder has drawn twice: « Preums ! » may now be called.
log-auto-continue-token = { $name } holds the token and may not call « Preums ! »: the draw goes on.
log-auto-continue-lock = { $name } goes on: nobody calls before the token holder's 2nd draw.
log-continued = { $name }: “Carry on”.
log-must-call = Every pack is empty: { $name } must call « Preums ! ».
# $total: the total of the bid laid.
log-called = { $name } calls « Preums ! » and lays { $cards } (total { $total }).
# The same, when every pack is empty and the player had to call.
log-called-forced = { $name } calls « Preums ! » (forced) and lays { $cards } (total { $total }).
log-placed-own = { $name } lays { $cards } on their own bid: total { $total }.
# $name lays cards on the bid of $target; $total: that bid's new total.
log-placed-backs = { $name } backs { $target } with { $cards }: total { $total }.
# $passes: how many players have passed in a row, this one included.
log-passed = { $name } passes ({ $passes ->
    [one] { $passes } pass
   *[other] { $passes } passes
    } in a row).
log-passed-auto = { $name } has no card left and passes ({ $passes ->
    [one] { $passes } pass
   *[other] { $passes } passes
    } in a row).
# One bid in the list of the round's totals: a name and the bid's total.
log-levee-entry = { $name } { $total }
# $totals: the list of log-levee-entry, joined by commas; $total: the winning total.
log-levee-won = End of the round ({ $totals }): { $name } wins with { $total }.
log-levee-tie = End of the round ({ $totals }): a tie at { $total }, nobody wins.
# $gained: zeros won now; $zeros: the player's zeros now; $valuation: "1" followed by them.
log-zeros-gained = { $name } gains { $gained ->
    [one] { $gained } zero
   *[other] { $gained } zeros
    } and now has { $zeros ->
    [one] { $zeros } zero
   *[other] { $zeros } zeros
    } (valuation { $valuation }).
# After a tie: one player and the cards of their bid.
log-returned-entry = { $name } ({ $cards })
# $list: the log-returned-entry of every bid, joined by commas.
log-piles-returned = Each bid is shuffled back into its owner's pack: { $list }.
# $cards: every card of the bids; $names: the players who had a bid, joined by commas.
log-share-out-started = { $name } shares out { $cards } among { $names }.
# $left: the cards still to share out.
log-kept = { $name } keeps { $cards } ({ $left } left).
log-gave = { $name } gives { $cards } to { $to } ({ $left } left).
# One player's share: the number of cards their pack received.
log-share-entry = { $name } +{ $count }
# $list: the log-share-entry of each player, joined by commas (or cards-none).
log-took-all-back = { $name } takes every card back into their pack ({ $list }).
log-packs-grow = The packs grow and are reshuffled: { $list }.
# $winners: one name, or several joined as "A, B and C".
log-over-target = Game over: { $winners } reaches { $valuation } and wins!
log-over-exhaustion = Nobody can call « Preums ! » any more: game over. Winner: { $winners }.
log-over-cap = Last round played: game over. Winner: { $winners }.

## Moves, as buttons and in the move list

button-carry-on = Carry on
button-pass = I pass
# The call with no card chosen yet.
button-call = « Preums ! »
# $cards: the cards chosen, as a list ("2 cards [3] and 1 card [+1]").
button-call-cards = « Preums ! » — { $cards }
button-lay = Lay
# $cards: faces side by side ([3][3][+1]).
move-call = « Preums ! » { $cards }
# $number: a seat's number at the table (1, 2, 3…).
move-place = Lay { $cards } on bid no. { $number }
move-give = Give { $cards } to player no. { $number }
move-place-mine = Lay { $cards } on my bid
move-place-on = Lay { $cards } on { $name }'s bid
move-keep = Keep { $cards }
move-give-to = Give { $cards } to { $name }
# What the phase asks for, in a few words.
phase-draw = Draw
phase-forced-call = Forced « Preums ! »
phase-levee = Fund-raising
phase-share-out = Sharing out the cards
phase-over = Game over
# What a player says in the bubble at their seat.
bubble-call = « Preums ! » { $cards }
bubble-pass = I pass
bubble-carry-on = Carry on

## Why a move is refused

error-game-over = The game is over.
error-not-your-turn = Not your turn: player no. { $number } is to play.
error-phase-draw = This is the draw: you may only call « Preums ! » or go on.
error-phase-forced-call = Every pack is empty: you must call « Preums ! ».
error-phase-levee = The bidding is on: lay cards on a bid or pass.
error-phase-share-out = The winner must first share out the cards won.
error-token-holder = You hold the red token: the token holder may not call « Preums ! ».
error-opening-lock = Too early: nobody calls « Preums ! » before the token holder's second draw.
error-no-number-card = To call « Preums ! » you need at least one 2, 3 or 4 card in hand: +1 cards alone are not enough.
error-must-call = Every pack is empty: you must call « Preums ! »; going on is no longer possible.
error-no-card-chosen = Choose at least one card.
# $cards: the cards missing from the hand.
error-not-in-hand = You do not hold these cards: { $cards } missing.
# $values: the faces mixed, joined as "[3] and [4]".
error-mixed-values = One value at a time: you are mixing { $values }. Only +1 cards may go with another value.
error-new-pile-needs-number = A new bid needs at least one 2, 3 or 4 card: a +1 card alone can only add to a bid already on the table.
error-no-pile-to-back = Player no. { $number } has no bid yet: you may only back an opponent who has already laid cards.
# $pile: the value of the bid's cards (2, 3 or 4); $value: the other value laid on it.
error-value-mismatch = This bid is made of cards of value { $pile }: no card of value { $value } may join it (one value per bid, plus +1 cards).
error-below-highest = Not enough: the bid would reach { $total }, but the highest is { $highest }. It must reach { $highest } or more.
error-not-recipient = Player no. { $number } had no bid at the end of the round: only players with cards in front of them receive cards.
# $cards: the cards of that value left to share out; $wanted: how many the winner tried to give.
error-not-in-pool = Only { $cards } left to share out, not { $wanted }.
error-give-nothing = Give at least one card.

## The table

# Setup option: the number of zeros to reach, and the valuation it means.
option-target = Zeros to win
option-target-4 = 4 (10,000)
option-target-5 = 5 (100,000)
option-target-6 = 6 (1,000,000, the rule)
option-target-7 = 7 (10,000,000)
option-target-8 = 8 (100,000,000)
# The status line.
status-call-or-carry-on = Your turn: « Preums ! » or carry on?
status-carry-on = Your turn: carry on.
status-must-call = The packs are empty: you must open the round.
status-lay-or-pass = Your turn: lay cards or pass.
status-share-out = You won: share out the cards.
status-drawing = { $name } is drawing…
status-sharing-out = { $name } is sharing out the cards won…
# Another player is to lay cards or pass.
status-priority = { $name } has priority…
# The players' strip: the red token before its holder, and each player's figures.
strip-red-token = Red token
strip-valuation = Valuation
strip-pack = Pack
strip-hand = Hand
# The bids in the middle of the table.
piles-title = Bids — highest total: { $highest }
piles-none = No bid yet.
# While the winner shares out; $cards: the cards left to share out.
piles-sharing-out = { $name } shares out: { $cards } left
# The accessible name of a player's pack, face down.
pack-label = { $name }'s pack: { $count ->
    [one] { $count } card
   *[other] { $count } cards
    }
# Above a player's bid; $value: the value of its cards (2, 3 or 4).
pile-head = { $name }: pile of { $value }s
# The accessible name of a bid's total.
pile-total = total { $total }
# On a card of a bid laid by another player than its owner.
pile-laid-by = laid by { $name }
pile-leading = leading
# The holder's hand.
hand-title = Your hand
hand-just-drew = You just drew { $card }.
hand-empty = No card in hand.
# $count: the cards in the pack; $cards: what they are (the order is hidden).
hand-pack = Your pack ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
    }, order unknown): { $cards }
hand-cards = Cards in hand
# A card of the hand as a button; $card: its name (card-name).
hand-pick = { $card } — pick
hand-take-back = { $card } — take back
# The decision panel.
decide-title = Your decision
decide-token-holder = You hold the red token: you may not open the round.
decide-opening-lock = Nobody may open before the red token's second draw.
decide-no-number-card = You need a 2, 3 or 4 card to open the round.
# The two counters of the composer: cards of the value chosen, and [+1] cards.
composer-count = Cards of that value
composer-plus = +1 cards
composer-value = Card value
# $value: 2, 3 or 4.
composer-no-value = You have no { $value } card.
# The counters' buttons; $label: composer-count or composer-plus.
stepper-less = { $label }: one less
stepper-more = { $label }: one more
stepper-at-least = That is the least.
stepper-at-most = You have no more.
lay-choose = Choose cards to lay.
# $total: the bid's total after laying; $highest: the highest bid now.
lay-summary = Lay { $cards } → total { $total } (to reach: { $highest }).
# The same, said by a screen reader (no arrow; $cards said without brackets).
lay-summary-said = Lay { $cards }: total { $total } (to reach: { $highest }).
lay-not-now = Not possible now.
lay-target = On whose pile
lay-my-pile = My pile
call-refused = To open the round, choose at least one 2, 3 or 4 card of a single value.
# Sharing out the cards won.
share-help = Give each card won to a player who had a pile (you included): they join that player's pack.
# $value: the card's value (2, 3, 4 or +1).
share-give-one = Give one visitor card { $value } to { $name }
# $count: every card of that value left (2 or more).
share-give-all = Give all { $count } visitor cards { $value } to { $name }
share-received = received: { $cards }
share-left = Left to share out
# The end screen and the score pad.
breakdown-levees = Rounds won
breakdown-zeros = Zeros won
breakdown-valuation = Valuation
sheet-tie = tie
sheet-total = Total
sheet-zeros = Zeros

## Hints: why a move is good (lower case, shown after the move)

why-only = it is the only move allowed
why-must-call = every pack is empty: you must call
# $mine: the hand's best bid; $others: what the others can likely lay.
why-call-strong = your best pile ({ $mine }) beats what the others can likely lay (about { $others })
why-call-strong-keep = your best pile ({ $mine }) beats what the others can likely lay (about { $others }), and you keep the rest to answer
why-call-small = opens with a single card and keeps the rest to answer
why-wait = your best pile ({ $mine }) would not yet beat what the others can lay (about { $others })
why-lead = takes the lead of the round at { $total }
why-lead-fewest = takes the lead of the round at { $total } with the fewest cards
why-lead-game = takes the lead of the round at { $total }, and winning this levée reaches your target
why-lead-fewest-game = takes the lead of the round at { $total } with the fewest cards, and winning this levée reaches your target
why-tie = ties the lead at { $total }: a tie gives nobody a zero
# $to: the player backed; $leader: the leader who would have won the game.
why-back-tie-stops = brings { $to } level with { $leader }: a tie stops them winning the game
why-back-tie = brings { $to } level with the lead: a tie gives nobody a zero
why-back-over = puts { $to } ahead of { $leader }, who would otherwise win the game
why-pass-leading = you lead alone: no need to add
why-pass-keep = not your levée: keep your cards for the ones you call
# Sharing out: $count cards of the face $face ("2 cards of value [4]": read aloud well).
why-keep-strong = you keep { $count ->
    [one] { $count } card
   *[other] { $count } cards
    } of value { $face }, your strongest cards
why-keep-main = you keep { $count ->
    [one] { $count } card
   *[other] { $count } cards
    } of value { $face }, the main value of your reserve
# $to: the player who gets them.
why-burden = { $count ->
    [one] { $count } card
   *[other] { $count } cards
    } of value { $face } for { $to }, whose reserve is built on another value
