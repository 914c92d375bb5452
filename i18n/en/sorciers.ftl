# Tablée: Sorciers, the trick-taking game where you bid exactly how many
# tricks you will take. The game keeps its French name in every language.
# The cards: four races of 13 cards, plus 4 Sorcerers (the strongest card)
# and 4 Fools (the weakest). Use the same words as the in-app rules
# (i18n/<lang>/rules/sorciers.md).
# The variants "Somme non-nulle" and "Vision de l'enfer" get a name in each
# language, followed by the French name in parentheses, as on the setup screen:
# "Sum must not match (Somme non-nulle)", "Hellish vision (Vision de l'enfer)".
# Keep the French name as it is: the app marks it as French for screen readers.

## The races and the cards

race-humans = Humans
race-elves = Elves
race-dwarves = Dwarves
race-giants = Giants
card-sorcier = Sorcerer
card-fou = Fool
# The name of a race card: "Elves 7". $race: a race's name above; $value: 1 to 13.
card-race-value = { $race } { $value }

## The log (one line per event)

# $round: the round's number; $dealer: a player's name; $cards: the cards each player gets.
log-round-started = Round { $round }: { $dealer } deals { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }.
# $cards: the cards of the hand, "Elves 7, Sorcerer, Humans 13".
log-hand-dealt = Your hand: { $cards }
# The option Hellish vision, named as on the setup screen (the French name in parentheses).
log-hands-shown = Hellish vision (Vision de l'enfer): you see the others' hands.
log-last-round-no-trump = Last round: no trump.
# The top card of the stock is turned and sets the trump: $card, a card's name; $race, a race's name.
log-trump-turned = Turned card: { $card } — trump { $race }.
# A Sorcerer turned, with the official option: $card, the card's name.
log-turned-dealer-chooses = { $card } turned: the dealer chooses trump.
# A Sorcerer or a Fool turned: $card, the card's name.
log-turned-no-trump = { $card } turned: no trump.
log-trump-chosen = { $player } chooses trump: { $race }.
log-bid = { $player } bids { $bid }.
log-bid-entered = { $player } has bid (secretly).
# $bids: every player's bid, the lines of log-bids-revealed-one joined by ", ".
log-bids-revealed = Bids revealed: { $bids }
# One player's bid in log-bids-revealed: "Ana 2".
log-bids-revealed-one = { $player } { $bid }
log-card-played = { $player } plays { $card }.
# $tricks: how many tricks the player has taken this round.
log-trick-won = { $player } takes the trick ({ $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }).
# $scores: every player's line of log-round-scored-one, joined by ", ".
log-round-scored = End of round { $round }: { $scores }
# One player in log-round-scored: "Ana +40 (120)": the round's points, then the total.
log-round-scored-one = { $player } { $points } ({ $total })
# $winners: the winners' names, joined by ", ".
log-game-over = Game over. Winner: { $winners }

## Why a card cannot be played (said when it is tapped)

refused-not-your-turn = Not your turn: { $player } is to play.
refused-bid-first = Bid first: how many tricks will you take?
refused-choose-trump-first = Choose trump first.
# $race: the race led; $symbol: its symbol (♛, ❦, ⚒ or ▲).
refused-must-follow = You must follow { $race } { $symbol }: you hold some. A Sorcerer or a Fool may also be played.
refused-not-now = This card cannot be played now.
# Option Sum must not match: the dealer taps the one bid that is forbidden; $bid: that number.
refused-forbidden-bid = Sum must not match (Somme non-nulle): bidding { $bid } would make the bids add up to the tricks.

## Bubbles shown at a player's seat after their move

bubble-bid = Bid: { $bid }
# A bid made in secret.
bubble-has-bid = Has bid
bubble-trump = Trump: { $race }

## Setup options

option-official = Official: the dealer chooses trump when a Sorcerer is turned
option-bids = Bids
option-bids-open = Out loud, in turn (basic rule)
option-bids-simultaneous = Simultaneous: revealed before the first trick
option-bids-hidden = Hidden: revealed at the end of the round
# The option's name, then the French name in parentheses, then what it does.
option-somme-non-nulle = Sum must not match (Somme non-nulle): the dealer may not make the bids add up to the tricks (out-loud bids only)
# The option's name, then the French name in parentheses, then what it does.
option-vision-de-l-enfer = Hellish vision (Vision de l'enfer): while bidding you see the others' hands but not your own

## The end of the game

# The title given to the winner.
winner-label = Grand Winner
# Headers of the end table, one row per player: "3 / 20" bids made, points won, points lost, total.
end-bids-made = Bids made
end-points-won = Points won
end-points-lost = Points lost
end-total = Total

## The status line above the table

status-your-turn-choose-trump = Your turn: choose trump.
status-your-turn-bid = Your turn: how many tricks will you take?
status-your-turn-play = Your turn: play a card.
status-bidding = { $player } is bidding…
status-choosing-trump = { $player } is choosing trump…
status-playing = { $player } is playing…

## The players' strip (a badge and short labels beside numbers)

strip-dealer = Dealer
strip-bid = Bid
# Instead of the number, for a bid made in secret.
strip-secret = secret
strip-tricks = Tricks
strip-score = Score
strip-cards = Cards

## The middle of the table

# $race: the trump race (its symbol is drawn beside it, hidden from screen readers).
# table-trump-card: a card of the trump race in hand, as a screen reader names it ("Giants 11, trump").
table-trump = Trump: { $race }
table-trump-card = { $card }, trump
table-trump-dealer-chooses = Trump: the dealer chooses
table-no-trump = No trump
# Caption above the cards of the trick.
table-trick-in-progress = Trick in progress
table-last-trick-won-by = Last trick: won by { $player }
# $round of $rounds, then the dealer's name.
table-round = Round { $round } of { $rounds } · dealer: { $dealer }
# The name of the table's region (for screen readers).
table-label = The table
# The name of the group of four race buttons (for screen readers).
choose-trump-label = Choose trump
# The name of the group of bid buttons (for screen readers).
bid-label = Your bid
# Said before a bid button's number by a screen reader ("Bid 2"), not shown.
bid-said = Bid

## The hand, and the hands seen (option Hellish vision)

hand-label = Your hand
hand-hidden = Hellish vision (Vision de l'enfer): your hand stays hidden while bidding.
seen-others-hands = The others' hands
# The panel's title once the bids are in; the rules name this panel too.
seen-hands-you-saw = Hands you saw
# A card of a hand seen that has been played since: $card, its name.
seen-card-played = { $card } (played)

## The last trick (a drawer beside the table)

last-trick-title = Last trick
last-trick-taken-by = Taken by { $player }

## The score sheet's column headers (per player; keep them very short)

sheet-bid = Bid
sheet-tricks = Tricks
sheet-points = Pts
sheet-total = Total

## Hints: the strong computer's reason for a move, after the move
## ("The strong computer's hint: Ana plays Elves 7 — takes the lead in the trick").
## Short, lower case; "Sorcier" and "Fou" are the game's cards.

# A reason about the trick ($reason, one of the hints below), and how many tricks the player still needs ($n).
hint-need-more = { $reason } (you still need { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    })
hint-need-made = { $reason } (you have made your bid)
hint-need-over = { $reason } (you are already over your bid)
hint-only-move = it is the only move allowed
# The dealer chooses trump: $count, how many cards of that race they hold.
hint-longest-race = your longest race ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    })
# The strong cards a bid counts on, listed in hint-bid-count-on.
hint-bid-sorciers = { $n ->
        [one] { $n } Sorcier
       *[other] { $n } Sorciers
    }
hint-bid-trumps = { $n ->
        [one] { $n } trump
       *[other] { $n } trumps
    }
# Cards of value 13 (not trumps).
hint-bid-thirteens = { $n ->
        [one] { $n } thirteen
       *[other] { $n } thirteens
    }
hint-bid-nothing-strong = nothing strong in hand: aim for no trick
hint-bid-zero = aim for no trick
hint-bid-worth = your hand is worth about { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    }
# $strengths: hint-bid-sorciers, -trumps, -thirteens joined by ", ".
hint-bid-count-on = you count on { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    }: { $strengths }
# Option Sum must not match: a bid reason ($reason) and the number the dealer may not bid.
hint-bid-forbidden = { $reason } ({ $forbidden } is not allowed)
# Option Hellish vision: the player bids without seeing their own hand.
hint-bid-blind = your hand is hidden: { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    } from the cards you see elsewhere
hint-sorcier-takes = the first Sorcier takes the trick
hint-takes-last-lowest = you play last and win the trick with your lowest winning card
hint-takes-last = you play last and win the trick
hint-takes-lowest = takes the lead in the trick with your lowest winning card
hint-takes-for-sure = takes the lead, and no card still out can beat it
hint-takes-lead = takes the lead in the trick
hint-cannot-win-sheds-highest = you can't win this trick, so you get rid of your highest card
hint-cannot-win-plays-weakest = you can't win this trick, so you play your weakest card
hint-ducks-highest = lets the trick go, getting rid of your highest losing card
hint-ducks = lets the trick go and keeps your winners
hint-leads-sorcier = a Sorcier led takes the trick for sure
hint-leads-fou = leads a Fou: the next card sets the race
hint-leads-master = leads a card no card still out can beat
hint-leads-top-trump = leads your strongest trump
hint-leads-weakest = leads your weakest card
