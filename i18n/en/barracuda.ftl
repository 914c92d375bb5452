# Tablée: Barracuda.
# Amounts ($amount, $cash, $rent, $value…) arrive as numbers, grouped by the
# app (50,000). $name, $giver, $tenant, $seller, $winner: players' names.
# $bar: a bar's name as printed on its card (Albatros, Banana Bar…).

## Notes and bundles

# One note: $value is 0 for a fake note.
note-name =
    { $value ->
        [0] fake note
       *[other] { $value } note
    }
# The fake notes of a bundle, after its real notes ("1 × 5,000 + 2 fake notes").
bundle-fakes =
    { $fakes ->
        [one] { $fakes } fake note
       *[other] { $fakes } fake notes
    }
# A bundle that holds no note at all.
bundle-nothing = nothing
# Notes of one value, in words: "2 notes of 5,000".
notes-of =
    { $count ->
        [one] { $count } note of { $value }
       *[other] { $count } notes of { $value }
    }
# A bundle's real value, then its fake notes if any: "4,000 (+2 fake notes)".
bundle-value =
    { $fakes ->
        [0] { $value }
        [one] { $value } (+{ $fakes } fake note)
       *[other] { $value } (+{ $fakes } fake notes)
    }
# A number of notes (the thickness of an offer or a bid).
notes-count =
    { $n ->
        [one] { $n } note
       *[other] { $n } notes
    }

## The log

log-game-started-removed = { $players }-player game: 10 closed bars on the table, { $two } with two places. Bars removed: { $first } and { $second }.
log-game-started-unseen = { $players }-player game: 10 closed bars on the table, { $two } with two places. Two bars were removed unseen.
log-round-started = Round { $round }.
log-last-order-declined = { $name } does not call Last order.
log-last-order-called = { $name } calls “Last order!”: everyone stakes in secret.
log-no-last-order = Nobody calls Last order.
log-staked = { $name } has staked.
# Seen only by the player who staked: $notes is the bundle ("1 × 5,000 + 1 fake note").
log-stake-contents = Your stake: { $notes }.
# $stakes: each player's name and stake, joined by log-list-comma; $total: the real
# money staked; $order: the order of play (log-order-or inside a tie, log-order-then between).
log-stakes-revealed =
    Stakes revealed: { $stakes }. { $total } goes to the bank. { $fakes ->
        [back] The fake notes go back to their owners.
       *[bank] The fake notes go to the bank too.
    } Order: { $order }.
# One player's stake in the list of stakes revealed: "Ana 4,000 (+1 fake note)".
log-stake-item = { $name } { $value }
log-list-comma = ,{" "}
# Players tied in the order of play, who draw from the bag: "Ana or Bob".
log-order-or = {" "}or{" "}
# Between the groups of the order of play: "Cleo, then Ana or Bob".
log-order-then = , then{" "}
# $position: 1 for the first player of the round, 2 for the second…
log-player-drawn =
    The bag names { $name } ({ $position ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $position }th
    } to play).
# The next player named by the stakes alone (nobody else in their group): no draw.
log-player-next =
    { $name } plays { $position ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $position }th
    }, by the stakes.
log-five-figures-win = { $name } kept all 5 figures in bars for a whole round and wins!
# $rents: each bar's name and rent, joined by log-list-comma ("Laguna 5,000, Marina 3,000").
log-rent-paid = { $name } pays { $amount } rent ({ $rents }).
log-rent-paid-discount = { $name } pays { $amount } rent ({ $rents }, discount { $discount }).
log-rent-item = { $bar } { $rent }
log-bankrupt-rent = { $name } cannot pay { $due } rent: bankrupt!
log-bankrupt-no-action = { $name } has no possible action: bankrupt!
log-bar-opened = { $name } opens a bar: { $bar } ({ $rent }), and becomes its tenant.
log-partner-placed-own = { $name } places a partner in their own { $bar }.
# $n: the number of notes slid, face down (their value is secret).
log-offer-slid-partner =
    { $giver } slides { $n ->
        [one] { $n } note
       *[other] { $n } notes
    } face down to { $tenant } to become partner in { $bar }.
log-offer-slid-takeover =
    { $giver } slides { $n ->
        [one] { $n } note
       *[other] { $n } notes
    } face down to { $tenant } to take over { $bar }.
# Seen by the two players only. $notes: the bundle; $worth: its real value.
log-offer-contents = Offer from { $giver } to { $tenant }: { $notes } (worth { $worth }).
log-partner-accepted = { $tenant } accepts: { $giver } becomes partner in { $bar }.
# $value: the offer with its fake notes ("4,000 (+1 fake note)"); $amount: its real value, which the tenant pays as well.
log-partner-refused = { $tenant } refuses: the offer is turned over, { $value } from { $giver } and { $amount } from { $tenant } go to the bank (the bouncer).
log-takeover-accepted = { $tenant } accepts: { $giver } takes over { $bar }.
# $partner: the player whose partner figure had to leave the bar.
log-takeover-accepted-partner-leaves = { $tenant } accepts: { $giver } takes over { $bar }. { $partner }'s partner leaves the bar.
log-takeover-refused = { $tenant } refuses { $giver }'s takeover offer for { $bar }.
# Seen by the two players only.
log-protection-paid =
    { $tenant } gives { $amount } back to { $giver } plus { $amount } protection money, and keeps { $fakes ->
        [one] { $fakes } fake note
       *[other] { $fakes } fake notes
    }.
log-auction-started = { $seller } auctions { $bar }: everyone makes a sealed bid.
log-bid-made = { $name } has bid.
# Seen only by the bidder.
log-bid-contents = Your bid: { $notes }.
# $sizes: each bidder's name and number of notes ("Ana 3 notes"), joined by log-list-comma.
log-bid-sizes = All bids are in: { $sizes }.
log-bid-size-item =
    { $name } { $n ->
        [one] { $n } note
       *[other] { $n } notes
    }
# Seen only by the seller. $bids: log-bid-item joined by log-list-semicolon.
log-bids-shown = The bids you received: { $bids }.
log-bid-item = { $name } { $amount } ({ $notes })
log-list-semicolon = ;{" "}
log-auction-won = { $seller } accepts { $winner }'s bid: the new tenant of { $bar }.
log-auction-paid = { $winner } pays { $amount } to { $seller } ({ $notes }).
# $cost: the renovation's cost.
log-auction-rejected = { $seller } rejects every bid and closes { $bar } for renovation ({ $cost } to the bank).
log-auction-rejected-partner-leaves = { $seller } rejects every bid and closes { $bar } for renovation ({ $cost } to the bank). { $partner }'s partner leaves the bar.
log-held = { $name } holds position.
log-bank-counted = { $name } counts the bank.
# Seen only by the player who counted.
log-bank-count =
    The bank holds { $cash } and { $fakes ->
        [one] { $fakes } fake note
       *[other] { $fakes } fake notes
    }.
# $winners: the winners' names, joined by log-list-comma; $purses: log-purse-item joined by log-list-semicolon.
log-game-over-five = Game over: { $name } wins with all 5 figures. Winner: { $winners }. Purses: { $purses }.
log-game-over-bankrupt = Game over: { $name } is bankrupt. Winner: { $winners }. Purses: { $purses }.
log-purse-item = { $name } { $cash } and { $fakes } fake

## Moves (button labels; $slot: the bar's place on the table, from 1)

move-call-last-order = Last order!
move-decline-last-order = No Last order
# $value: the stack, "4,000 (+1 fake note)".
move-stake = Stake: { $value }
move-open = Open a bar (slot { $slot })
move-place-partner = Place a partner (slot { $slot })
move-offer-partner = Become partner (slot { $slot }): { $value }
move-offer-takeover = Take over a bar (slot { $slot }): { $value }
move-auction = Auction (slot { $slot })
move-hold = Hold
move-accept = Accept
move-refuse = Refuse
move-bid = Bid: { $value }
# $player: the bidder's seat number, from 1.
move-auction-accept = Accept player { $player }'s bid
move-reject-all = Reject all and renovate
move-count-bank = Count the bank

## Why a move is refused

error-game-over = The game is over.
# $player: the seat number of the player who decides now, from 1.
error-not-your-turn = Not your turn: player { $player } decides now.
error-wrong-phase = That move is not asked for now.
error-no-such-slot = There is no bar there.
error-must-open = You must open a bar (first round, or you are tenant of no bar).
error-open-limit = The most bars that may be open are open.
error-bar-not-closed = That bar is already open.
error-bar-not-open = That bar is closed.
error-no-free-figure = You have no free figure left.
error-not-your-bar = You are not that bar's tenant.
error-own-bar = That is your own bar.
error-no-tenant = That bar has no tenant.
error-no-partner-place = That bar has only one place.
error-partner-place-taken = The partner place is taken.
error-offer-too-low = The offer must be worth at least { $min } (fake notes not counted).
error-offer-too-high = The offer may not be worth more than { $max }.
error-insufficient-cash = You do not have that much money.
error-insufficient-fakes = You do not have that many fake notes.
error-bundle-too-large = At most 30 notes at once.
error-must-include-fake = It must hold at least one fake note.
error-cannot-afford-refusal = Refusing costs as much as the offer and you do not have it: you must accept.
error-need-three-bars = You need three bars to auction one.
error-auction-not-completable = This auction could not end: nobody can take the bar and you cannot pay the renovation.
error-not-a-bidder = That player did not bid.
error-bidder-no-free-figure = That player has no free figure.
# $cost: the renovation's cost.
error-cannot-afford-renovation = The renovation costs { $cost } and you do not have it: accept a bid.
error-hold-not-allowed = You may hold only with all 5 figures in bars.
error-bank-already-counted = You have already counted the bank.
error-bank-count-off = That variant is not in play.

## Bubbles: a player's action, short, at their seat

bubble-last-order = Last order!
bubble-no-last-order = No Last order
bubble-staked = Staked
bubble-rent-paid = Paid { $amount } rent
bubble-bankrupt = Bankrupt
bubble-opens = Opens { $bar }
bubble-partner-own = Partner in { $bar }
bubble-offer-partner =
    Offer to { $tenant } ({ $n ->
        [one] { $n } note
       *[other] { $n } notes
    })
bubble-offer-takeover = Bids for { $bar }
bubble-accepts = Accepts { $name }
bubble-refuses = Refuses { $name }
bubble-gives-up = Gives { $bar } up to { $name }
bubble-refuses-takeover = Refuses the takeover
bubble-auctions = Auctions { $bar }
bubble-bids = Bids
bubble-sells = Sells { $bar } to { $name }
bubble-rejects-every-bid = Rejects every bid
bubble-waits = Waits
bubble-counts-bank = Counts the bank

## Setup options

option-drawn-at-random = Drawn at random, unseen
option-removed-two-place = Two-place bar removed (both or neither)
option-removed-one-place = One-place bar removed (both or neither)
option-count-bank = Count the bank: once per game, each player may count the bank in secret
option-fakes-back = Last order: staked fake notes go back to their owners
option-tiebreak = Tie-break after a bankruptcy
option-tiebreak-highest = The dearest bar (Dutch rules)
option-tiebreak-total = The sum of the rents (French rules)

## The table

# A player's score: figures in bars.
score-in-bars =
    { $n ->
        [one] { $n } figure in bars
       *[other] { $n } figures in bars
    }
# Beside the bankrupt player's name at the end.
end-mark-bankrupt = bankrupt
status-five-figures = { $name } kept all 5 figures in bars for a whole round.
status-bankrupt = { $name } is bankrupt.
status-last-order-call = Does anyone call Last order? { $name }, your answer.
status-last-order-stake-you = Last order: compose your stake in secret.
status-last-order-stake = { $name } is staking for Last order…
status-action-you = Your turn: choose an action.
status-action = { $name } is choosing an action…
status-offer-you = A closed offer for you: accept or refuse it.
status-offer = { $name } is looking at an offer…
status-bid-you = Auction: compose your closed bid.
status-bid = { $name } is bidding…
status-auction-decision-you = All bids are in: pick one or refuse them all.
status-auction-decision = { $name } is looking at the bids…
# The middle of the table (for a screen reader).
table-bars = The bars
# Badges and figures at a player's seat.
strip-has-played = has played
strip-last-order = Last order
# The rent a player will pay, lowered by a discount.
strip-rent-discounted = { $due } (instead of { $nominal })
label-in-bars = In bars
label-free = Free
label-rent = Rent
label-cash = Cash
label-fakes = Fakes
# A player's pawns at their seat, for a screen reader.
strip-figures = { $placed } in bars, { $free } free
# The places of a bar, before the name of who holds it.
place-tenant = Tenant:{" "}
place-partner = Partner:{" "}
bars-removed = Bars removed: { $first } and { $second }.
bars-removed-unseen = Two bars removed, unseen (one 1-place, one 2-place).
bars-open = Open bars
# After "3 / 8", for a screen reader.
bars-open-limit = {" "}({ $limit } allowed)
bar-places =
    { $n ->
        [one] { $n } place
       *[other] { $n } places
    }
ribbon-up-for-auction = Up for auction
ribbon-partner-offer = Partner offer
ribbon-takeover-offer = Takeover offer
# In the tenant's place while the bar is auctioned.
place-up-for-auction = up for auction
place-free = free place
bar-closed-renovation = Closed (renovation)
# A renovated bar: its rent and its places ("2 places").
bar-renovated-meta = Rent { $rent } · { $places }
bar-closed = Closed
bar-open = Open this bar
bar-place-partner = Place a partner
bar-offer-partner = Offer to be partner…
bar-take-over = Take over this bar…
bar-auction = Auction it
# Which bar a bar's button is for, said after its words by a screen reader
# ("Open this bar – bar no. 3 (2 places)"), not shown.
# $slot: the closed bar's number in the list; $places: "2 places"; $tenant: a player; $rent: an amount.
bar-open-label = bar no. { $slot } ({ $places })
bar-place-partner-label = { $bar }
bar-offer-partner-label = { $bar } ({ $tenant })
bar-take-over-label = { $bar } ({ $tenant }, rent { $rent })
bar-auction-label = { $bar }
# Under the bars: the round, who has played, the Last order groups.
order-round = Round { $round }
order-played = {" "}· played: { $names }
order-groups = {" "}· Last order groups: { $groups }
order-then = {" "}then{" "}
end-wallets = The wallets
end-purse =
    { $name }: { $bars } in bars, { $cash } in pocket, { $fakes ->
        [one] { $fakes } fake note
       *[other] { $fakes } fake notes
    }
end-tiebreak-highest = Tie-breaks: figures in bars, then cash, then the dearest bar held.
end-tiebreak-total = Tie-breaks: figures in bars, then cash, then the sum of the rents.

## Decisions

decide-title = Your decision
decide-stake = Stake
decide-hand-in-bid = Hand in my closed bid
decide-count-bank = Count the bank (once)
last-order-title = Last order
last-order-question = Does anyone call Last order?
# A player who wins at the start of their next turn if none of their 5 figures leaves a bar before then.
five-figures-threat = All 5 of { $name }'s figures are in bars: if none leaves a bar before { $name }'s next turn, { $name } wins.
last-order-explain = Calling Last order: everyone stakes money in secret (up to 12,000, with a fake note if they have one). The lowest stake plays first, the highest last; the money staked goes to the bank. If nobody calls, the bag draws the order.
# The players who already said no.
last-order-declined = No thanks: { $names }
# The two buttons of the player asked: their name, their answer.
last-order-call = { $name }: Last order!
last-order-decline = { $name }: no
decide-must-open = You are tenant of no bar: you must open one (choose « Open this bar » on one of the closed bars).
decide-choose-action = Choose an action on a bar.
decide-offer-partner-title = Offer to become partner — { $bar }
decide-offer-takeover-title = Takeover offer — { $bar }
decide-slide-offer = Slide the offer
decide-cancel = Cancel
decide-hold = Hold (all your figures are in bars)
# Seen only by the tenant. $notes: the bundle.
decide-offer-received = { $giver } offers you { $notes } for { $bar }.
decide-accept = Accept
decide-refuse = Refuse
# $amount: the offer's real value.
decide-partner-help = Accept: you keep it all and { $giver } becomes partner. Refuse: the offer is turned face up for all, its value and as much from your pocket go to the bank ({ $amount }); you keep the fakes.
decide-takeover-help = Accept: you keep it all and give up the bar. Refuse: you hand back the real notes and pay { $amount } more to { $giver }; you keep the fakes.
# One bid, seen by the seller: the bidder and the notes.
decide-bid = { $name }: { $notes }
decide-pick = Pick
decide-pick-label = Pick { $name }'s bid
decide-reject-all = Refuse all: renovation ({ $cost })

## Money on the table

# On a fake note's face.
note-fake-face = FAKE
envelope-closed = Closed envelope
envelope-closed-size =
    { $n ->
        [one] Closed envelope of { $n } note
       *[other] Closed envelope of { $n } notes
    }
offer-closed = Closed offer
offer-line-partner =
    { $giver } slides { $n ->
        [one] { $n } closed note
       *[other] { $n } closed notes
    } to { $tenant } to become partner in { $bar }.
offer-line-takeover =
    { $giver } slides { $n ->
        [one] { $n } closed note
       *[other] { $n } closed notes
    } to { $tenant } to take over { $bar }.
# What the offer holds, seen by the two players only.
offer-inside = Inside: { $notes }
auction-title = Auction: { $seller } sells { $bar }
bid-not-yet = not yet
bid-has-bid = has bid
last-order-called = { $name } called Last order: everyone stakes in secret.
last-order-staked = Staked:
# A player's stake once revealed: their name before the notes.
stake-name = { $name }:{" "}
stake-yours = Your stake: { $value }
wallet-title = Your wallet (secret)
wallet-cash = Cash: { $cash } · fake notes: { $fakes }
wallet-tap-note = Choose a note to put it in the envelope; the bank makes change.
wallet-bank-change = The bank makes change by itself.
wallet-bank-count =
    You counted the bank: { $cash } and { $fakes ->
        [one] { $fakes } fake note
       *[other] { $fakes } fake notes
    }.
# $max: the most notes an envelope holds.
wallet-envelope-full = The envelope is full: { $max } notes at most.
wallet-no-fake = You have no fake note left.
wallet-cannot-add = You cannot add that note.
# A button of the wallet, for a screen reader; $value is 0 for a fake note.
wallet-put-note =
    { $value ->
        [0] Put a fake note in the envelope
       *[other] Put a { $value } note in the envelope
    }
# A pile of fake notes in the wallet, for a screen reader: "7 fake notes".
wallet-fakes =
    { $n ->
        [one] { $n } fake note
       *[other] { $n } fake notes
    }
# A button in the envelope, for a screen reader; $value is 0 for a fake note, $k the notes of that kind inside.
envelope-take-back =
    { $value ->
        [0] Take back a fake note ({ $k } in the envelope)
       *[other] Take back a { $value } note ({ $k } in the envelope)
    }
envelope-empty = Empty: choose the notes in your wallet.
envelope-real-value = Real value { $value }
envelope-thickness =
    the others will see { $n ->
        [one] { $n } note
       *[other] { $n } notes
    }
# The limits of the stack being composed; $most: the most notes an envelope holds.
limits-range =
    Real value from { $min } to { $max }{ $fake ->
        [yes] , at least one fake note
       *[no] {""}
    } · notes at most: { $most }.
limits-none =
    No value limit{ $fake ->
        [yes] , at least one fake note
       *[no] {""}
    } · notes at most: { $most }.

## Hints: why a move is good (lower case: they follow "Hint: ")

why-opening-two = two places: a partner of your own can join it later, for free
why-opening-cheapest-known = no bar you can open looks cheaper than { $bar } ({ $rent } rent)
why-opening-cheapest = no bar you can open looks cheaper: the unseen bars of this size cost { $rent } rent on average
# $after: the player's figures in bars after the move.
why-opening-figure = one more figure in a bar ({ $after } of 5)
why-only = it is the only move allowed
why-call-short = your { $cash } do not cover your { $rent } rent: playing last gives the others time to go bankrupt first, or to pay you
# $hi: the most the other player can hold.
why-call-danger = { $name } has at most { $hi } for a { $rent } rent: a bankruptcy would end the game at { $name }'s turn, so playing before it matters
why-decline-safe =
    no bankruptcy in sight: { $rent ->
        [0] you owe no rent
       *[other] your { $cash } cover your { $rent } rent
    }, and nobody is visibly short of their rent
why-stake-nothing =
    { $rent ->
        [0] you owe no rent
       *[other] your { $cash } cover your { $rent } rent
    }: { $fakes ->
        [0] no money
        [1] a fake note as required, no money
       *[other] { $fakes } fake notes (one is required), no money
    }, since staked money goes to the bank
why-stake-some = staking { $amount } puts you after those who stake less; the money goes to the bank
why-stake-all = your { $cash } do not cover your { $rent } rent: stake all you can ({ $amount }) to play as late as possible
# $reason: why-opening-… (why this bar).
why-open-round1 = in round 1 everyone opens a bar; { $reason }
why-open-no-bar = you hold no bar: you must open one; { $reason }
why-partner-own = free: your own partner in { $bar }, one more figure in a bar ({ $after } of 5)
why-hold = all five of your figures are in bars: keep them there until your next turn to win
why-takeover-forced = { $tenant } cannot refuse: that would mean paying you { $amount }, and { $tenant } has at most { $hi }; { $bar } is yours
why-takeover =
    { $amount } for { $bar } ({ $rent } rent): either the bar is yours, or { $tenant } pays you { $amount } to keep it{ $both ->
        [yes] , and with your partner there you would hold both places
       *[no] {""}
    }
why-partner-forced = { $tenant } cannot refuse: that would cost { $amount } too, and { $tenant } has at most { $hi }; a figure in { $bar }, rent-free
why-partner = a figure in { $bar } for { $amount }, rent-free ({ $tenant } pays its { $rent }); if refused, you each pay { $amount } to the bank
why-auction = auctioning { $bar } brings your next rent down from { $from } to { $to } (you have { $cash })
why-must-accept = refusing would cost you { $amount }, and you have only { $cash }
why-accept-partner = { $giver } pays you { $amount } to become partner in { $bar }, and refusing would cost you { $amount }
why-refuse-partner-fifth = { $giver } would have all five figures in bars: refusing costs you { $amount }, but keeps { $giver } at four
why-refuse-partner = { $giver } would have { $after } figures in bars, one short of five: refusing costs you { $amount }
# $lost: the player's figures that leave the bar (2 with their own partner there); $swing: twice the amount.
why-accept-takeover =
    accepting brings you { $amount }, refusing would cost you { $amount }: a { $swing } swing for { $bar } ({ $rent } rent){ $lost ->
        [1] {""}
       *[other] ; your partner there leaves too
    }
why-refuse-takeover-last = without { $bar } you would have no figure left in a bar: keeping it costs you { $amount }
why-refuse-takeover-fifth = { $giver } would have all five figures in bars: keeping { $bar } costs you { $amount }
why-refuse-takeover-cheap = { $amount } is less than two turns of { $bar }'s { $rent } rent: keeping it costs you { $amount }
why-refuse-takeover-cheap-two = { $amount } for your two figures in { $bar } is less than two turns of its { $rent } rent each: keeping it costs you { $amount }
why-bid-cannot-win = you have no free figure: the seller cannot choose you, so no money is needed
why-bid-fifth = { $bar } would be your fifth figure in a bar
why-bid-nothing =
    { $fakes ->
        [0] no money
        [1] a fake note as required, no money
       *[other] { $fakes } fake notes (one is required), no money
    }: if the seller picks you, { $bar } costs you nothing, otherwise it all comes back
why-bid-some = { $amount } for { $bar } ({ $rent } rent): a bid that is not chosen comes back to you
why-sell-highest =
    the highest real bid: { $amount } from { $winner }{ $tied ->
        [yes] , tied
       *[no] {""}
    }
why-sell-free = no bid holds real money: handing the bar to { $winner } costs you nothing, renovating { $cost }
# $avoided: the bidder who would have reached five figures.
why-sell-safe = the best bid from someone who would not reach five figures: { $amount } from { $winner } ({ $avoided } would have all five)
why-renovate-fifth = every bidder you may choose would have all five figures in bars: renovating costs you { $cost }
why-renovate-empty = no bid holds real money: renovating costs you { $cost }, but hands the bar to nobody
