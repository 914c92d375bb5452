# Tablée: La Bourse aux Idées.

## The cards

# The ideas' titles, by series (1 to 18).
idea-title = { $series ->
        [1] How to butter rusks without breaking them
        [2] How to clean the silverware effortlessly
        [3] How to keep mayonnaise for several days
        [4] How to use soap bars to the very end
        [5] How to drive nails without hitting your fingers
        [6] How to unblock a sink without a plumber
        [7] How to stop glasses from fogging up
        [8] How to cut onions without crying
        [9] How to find a needle dropped in the carpet
        [10] How to open a stubborn jar
        [11] How to keep a trouser crease without an iron
        [12] How to make a candle stand firm in its holder
        [13] How to peel potatoes in a flash
        [14] How to keep flowers fresh longer
        [15] How to remove a ring that is too tight
        [16] How to drive moths out of the wardrobe
        [17] How to dry wet boots
        [18] How to water plants while on holiday
       *[other] ?
    }
# The objects, by series and number: [5-2] is the 2nd object of series 5
# (the idea of series 5: how to drive nails without hitting your fingers).
# A | inside a long word marks where it may break on a narrow card (it is not shown):
# "Wasch|schüssel". Without one, a word of nine letters or more breaks where the app guesses.
object = { $card ->
        [1-1] rusks
        [1-2] butter dish
        [1-3] butter knife
        [1-4] saucer
        [2-1] aluminium foil
        [2-2] coarse salt
        [2-3] basin
        [2-4] kettle
        [3-1] egg yolk
        [3-2] whisk
        [3-3] jar
        [3-4] tablespoon
        [4-1] new soap bar
        [4-2] soap sliver
        [4-3] tulle pouch
        [4-4] soap dish
        [5-1] hammer
        [5-2] nail
        [5-3] table
        [5-4] sheet of paper
        [6-1] plunger
        [6-2] washing soda
        [6-3] funnel
        [6-4] wire hanger
        [7-1] glasses
        [7-2] chamois leather
        [7-3] shaving foam
        [7-4] washbasin
        [8-1] onion
        [8-2] paring knife
        [8-3] chopping board
        [8-4] crust of bread
        [9-1] needle
        [9-2] vacuum cleaner
        [9-3] nylon stocking
        [9-4] rubber band
        [10-1] jam jar
        [10-2] rubber glove
        [10-3] tap
        [10-4] teaspoon
        [11-1] trousers
        [11-2] mattress
        [11-3] newspaper
        [11-4] clothes peg
        [12-1] candle
        [12-2] candlestick
        [12-3] lighter
        [12-4] sticky tape
        [13-1] potatoes
        [13-2] saucepan
        [13-3] bowl of iced water
        [13-4] tea towel
        [14-1] bouquet
        [14-2] vase
        [14-3] sugar cube
        [14-4] aspirin tablet
        [15-1] ring
        [15-2] reel of thread
        [15-3] oil can
        [15-4] scissors
        [16-1] wardrobe
        [16-2] lavender sachet
        [16-3] orange peel
        [16-4] cedar stick
        [17-1] rubber boots
        [17-2] hair dryer
        [17-3] bag of rice
        [17-4] wool sock
        [18-1] houseplant
        [18-2] bottle
        [18-3] wool wick
        [18-4] bucket of water
       *[other] ?
    }
# A card named in the log and on buttons: an idea card ("idea 5") or an object card,
# its name and its series ("hammer (5)").
card-idea = idea { $series }
card-object = { $object } ({ $series })
# Read before an idea's number by screen readers, in a player's ideas ("idea 5").
idea-word = idea
# An empty list of cards (a hand, cards received).
no-card = no card

## The log

# $manche: the manche's number (a match has 1 to 10).
log-dealt = Manche { $manche }: { $dealer } shuffles and deals 12 cards to each player.
# $cards: the cards, "hammer (5), idea 7, nail (5)".
log-hand = { $player }'s hand: { $cards }.
log-idea-shown = { $player } displays idea { $series } “{ $title }”.
log-idea-drawn = { $player } draws idea { $series } “{ $title }” and displays it.
# $talon: the cards left in the talon.
log-drew = { $player } draws { $count ->
        [one] { $count } object card
       *[other] { $count } object cards
    }; { $talon } left in the talon.
log-got = { $player } receives: { $cards }.
# $cards: one card, or two, "hammer (5) and nail (5)".
log-laid = { $player } lays { $cards }.
# $card: the object laid (its name).
log-collected = ★ { $player } lays the 4th card ({ $card }) and collects series { $series }.
# The same when the series' idea is on the player's side: it may still change hands before the accounts.
log-collected-with-idea = ★ { $player } lays the 4th card ({ $card }) and collects series { $series }; its idea is on their side, for now.
# $last drew the last card; $opener opens the transactions.
log-talon-empty = The talon is empty after { $last }'s turn: transactions open with { $opener }.
log-requested = { $buyer } offers { $owner } 200 F for idea { $series }.
log-accepted = { $owner } accepts: { $buyer } pays 200 F and takes idea { $series }.
log-refused = { $owner } refuses to sell idea { $series } to { $buyer }.
log-nothing-to-ask = { $player } has nothing to ask and passes.
log-turn-ended = { $player } ends their transaction turn.
log-passed = { $player } passes without asking.
log-transactions-over = A full lap without a request: transactions are over. The crucial moment begins, one card per turn, { $opener } first.
# The accounts of a manche: how many contracts and simple series, then each purse
# ($purses: log-settled-purse, joined by log-settled-separator).
log-settled = Accounts of manche { $manche } ({ $contracts ->
        [one] { $contracts } contract
       *[other] { $contracts } contracts
    }, { $simple ->
        [one] { $simple } simple series
       *[other] { $simple } simple series
    }): { $purses }.
# A purse (a player, or a team "Ana & Cléo"), its gain or loss ("+400 F") and its new balance,
# in words (the log is read aloud): "Ana +400 F, new balance 6,400 F".
log-settled-purse = { $purse } { $net }, new balance { $balance }
log-settled-separator = ;{" "}
log-purse-empty = A purse is empty: the match stops.
log-game-over = The game is over.

## Why a move is refused

error-not-your-turn = It is not your turn.
error-wrong-phase = That move is not allowed in this phase.
error-card-not-in-hand = That card is not in your hand.
error-same-card-twice = Choose two different cards.
error-not-an-opponents-idea = You may only buy an idea displayed by an opponent.
error-already-sold = That idea was already sold in these transactions.
error-already-requested = You already asked for that idea in these transactions.
error-insufficient-funds = You need at least 200 F to buy.
error-no-pending-request = No request is waiting for an answer.
error-answer-pending = A request is waiting for its answer.
error-game-over = The game is over.

## Buttons (one per move)

move-lay-pair = Lay { $a } + { $b }
move-lay = Lay { $card }
move-request-idea = Buy idea { $series } (200 F)
move-end-turn = End my transaction turn
move-accept = Accept (receive 200 F)
move-refuse = Refuse

## Bubbles (what a player just did, shown at their seat)

# $series: the series of the cards laid, "5 + 7".
bubble-lays = Lays { $series }
bubble-request = I want idea { $series }?
# The answer to a request: sold, or not.
bubble-deal = Deal
bubble-no-thanks = No thanks
bubble-pass = I pass

## Options

option-teams = Two teams of two (with 4)
option-series = Series with 2 players
option-series-standard = 18 (standard game)
option-series-quick = 12 (quick game)
option-manches = Manches in the match

## The headline: what to do, or who is doing what

# A request waits for the answer of the one holding the tablet.
status-answer = { $buyer } wants to buy idea { $series } from you for 200 F: do you accept?
status-answering = { $player } answers { $buyer }'s request…
status-talon = Your turn: choose two cards to lay.
status-transactions = Transactions: buy an idea or end your turn.
status-final = Crucial moment: lay a single card.
status-trading = { $player } is trading…
status-laying = { $player } is laying…

## The players

badge-dealer = Dealer
# $team: A or B.
badge-team = Team { $team }
ideas-displayed = Ideas displayed
series-collected = Series collected
# A series a player collected ($series: its number), with its idea on their side or not.
collected = ★{ $series }
collected-contract = ★{ $series } contract
purse = Purse
chip-hand = Hand

## The centre of the table

centre-title = Centre of the table — talon: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
# Under a series' stack: who holds its idea.
stack-idea = Idea: { $holder }
stack-idea-in-talon = Idea: in the talon
# Who collected the series, and how (the idea on their side: a contract).
stack-collected = ★ { $player } (simple)
stack-collected-contract = ★ { $player } (contract)

## Transactions

transactions-title = Transactions
transactions-partners = Partners: advise each other on buying, but never reveal your object cards.
# A request waiting for its answer, in words (it is read aloud).
transactions-pending = { $buyer } asks { $owner } for idea { $series } “{ $title }” (200 F)
# A button: ask for idea $series, held by $owner.
transactions-offer = Idea { $series } · { $owner }
transactions-ask = Ask an idea's holder for it (200 F):

## Your hand

hand-title = Your hand
# A hand card's name for screen readers: its series and name as shown, then what a tap does.
hand-card-pick = { $series } { $card } — pick
hand-card-pick-fourth = { $series } { $card } 4th card! — pick
hand-card-lay = { $series } { $card } — lay
hand-card-lay-fourth = { $series } { $card } 4th card! — lay
# On a card that would complete its series.
fourth-card = 4th card!
hand-lay-two-cards = Lay two cards
hand-pick-two-first = First pick two cards from your hand.

## The accounts

accounts-label = Accounts
accounts-of-manche = Accounts of manche { $manche }
accounts-if-ended-now = Accounts if the manche ended now
accounts-series = Series
accounts-collected-by = Collected by
accounts-kind = Kind
accounts-paid-by = Paid by
accounts-contract = contract
accounts-simple = simple
# A purse: what it received and paid, the net, and the new balance, in words (read aloud too).
accounts-net = { $purse }: received { $received }, paid { $paid }, net { $net }, new balance { $balance }

## Hints (why the strong computer's move is good)

why-only = it is the only move allowed
# Two cards laid: the reason for each, in the order they are laid (two independent
# clauses: $second may start with a noun, "series 5 stays far…", or a verb, "you hold…").
why-pair = { $first }, then { $second }
why-lay-collects = the 4th card of series { $series }: you collect it
why-lay-collects-with-idea = the 4th card of series { $series }: you collect it, and with its idea every opponent pays
why-lay-safe = you hold every card left of series { $series }: nobody else can collect it
why-lay-most = series { $series } is the one you hold most cards of ({ $held })
why-lay-early = series { $series } stays far from its 4th card
why-buy-collected = you collected series { $series }: with its idea, every opponent pays
why-buy-held = you hold { $held } of the { $left } cards of series { $series } still to lay: with its idea, collecting it makes a contract
why-sell-useless = you hold no card of series { $series }: take the 200 F
why-keep-held = you hold { $held ->
        [one] { $held } card
       *[other] { $held } cards
    } of series { $series }: keep its idea
why-keep-from-collector = the buyer collected series { $series }: its idea would make it a contract everyone pays
