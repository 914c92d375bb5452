# Tablée: Preums ! — la levée de fonds (Nederlands).
#
# De kaarten staan er als hun waarden, in elke taal hetzelfde:
# [2], [3], [4] (cijferkaarten) en [+1] (bonuskaart).
# $name, $target, $to: de naam van een speler. $cards: een lijst kaarten,
# al geschreven met cards-of-value ("3 kaarten [2] en 1 kaart [+1]")
# of als waarden naast elkaar ("[2][2][+1]").
# De roep van het spel is in het Nederlands “Preums!” (zonder spatie).
# Termen zoals in de regels (i18n/nl/rules/levee.md): publieksstapel,
# bezoekerskaart, bod, rode fiche, houder van de fiche, financieringsronde,
# nullen, cijferkaart, “Doorgaan”, “Ik pas”, steunen, gelijke stand.

## Kaarten en dingen op tafel

# The accessible name of a card on the table; $value: 2, 3, 4 or +1.
card-name = bezoekerskaart { $value }
# Names of the game's items, for labels.
item-pack = publieksstapel
item-hand = hand
item-pile = bod
item-token = rode fiche
item-zeros = nullen
item-valuation = waardering
item-pool = te verdelen kaarten
# One part of a list of cards: $count cards of the face $face ([2], [+1]…).
cards-of-value = { $count ->
    [one] { $count } kaart { $face }
   *[other] { $count } kaarten { $face }
    }
# Hetzelfde, gezegd door een schermlezer (zonder haken): "2 kaarten van 3", "1 kaart van +1".
cards-of-value-said = { $count ->
    [one] { $count } kaart van { $value }
   *[other] { $count } kaarten van { $value }
    }
# Een waardeknop bij het samenstellen, gezegd: $card is de naam van de kaart, $have hoeveel de hand er heeft.
value-button-said = { $card }: { $have } in de hand
cards-none = geen kaart
# A score: $zeros zeros and the blog's worth, "1" followed by them ($valuation, digits).
zeros-valuation = { $zeros ->
    [one] { $zeros } nul
   *[other] { $zeros } nullen
    } (waardering { $valuation })

## Het logboek

log-token-given = { $name } krijgt de rode fiche en trekt als eerste.
# $levee: the number of the round (1, 2, 3…).
log-draw-phase = Financieringsronde { $levee }: { $name } trekt als eerste.
log-drew = { $name } trekt een kaart (nog { $left } in de stapel).
# Seen only by the drawer; $card: the face drawn.
log-drew-card = Je hebt een { $card } getrokken.
log-no-draw = De stapel van { $name } is leeg: er wordt niet getrokken.
log-lock-released = De houder van de fiche heeft twee keer getrokken: vanaf nu mag er “Preums!” worden geroepen.
log-auto-continue-token = { $name } heeft de fiche en mag geen “Preums!” roepen: het trekken gaat door.
log-auto-continue-lock = { $name } gaat door: niemand roept vóór de tweede trekbeurt van de houder van de fiche.
log-continued = { $name }: “Doorgaan”.
log-must-call = Alle stapels zijn leeg: { $name } moet “Preums!” roepen.
# $total: the total of the bid laid.
log-called = { $name } roept “Preums!” en legt { $cards } (totaal { $total }).
# The same, when every pack is empty and the player had to call.
log-called-forced = { $name } moet “Preums!” roepen en legt { $cards } (totaal { $total }).
log-placed-own = { $name } legt { $cards } op het eigen bod: totaal { $total }.
# $name lays cards on the bid of $target; $total: that bid's new total.
log-placed-backs = { $name } steunt { $target } met { $cards }: totaal { $total }.
# $passes: how many players have passed in a row, this one included.
log-passed = { $name } past ({ $passes }e pas op een rij).
log-passed-auto = { $name } heeft geen kaarten meer en past ({ $passes }e pas op een rij).
# One bid in the list of the round's totals: a name and the bid's total.
log-levee-entry = { $name } { $total }
# $totals: the list of log-levee-entry, joined by commas; $total: the winning total.
log-levee-won = Einde van de ronde ({ $totals }): { $name } wint met { $total }.
log-levee-tie = Einde van de ronde ({ $totals }): gelijke stand op { $total }, niemand wint.
# $gained: zeros won now; $zeros: the player's zeros now; $valuation: "1" followed by them.
log-zeros-gained = { $name } krijgt { $gained ->
    [one] { $gained } nul
   *[other] { $gained } nullen
    } en heeft nu { $zeros ->
    [one] { $zeros } nul
   *[other] { $zeros } nullen
    } (waardering { $valuation }).
# After a tie: one player and the cards of their bid.
log-returned-entry = { $name } ({ $cards })
# $list: the log-returned-entry of every bid, joined by commas.
log-piles-returned = Iedereen schudt het eigen bod terug in de eigen stapel: { $list }.
# $cards: every card of the bids; $names: the players who had a bid, joined by commas.
log-share-out-started = { $name } verdeelt { $cards } over { $names }.
# $left: the cards still to share out.
log-kept = { $name } houdt { $cards } (nog te verdelen: { $left }).
log-gave = { $name } geeft { $cards } aan { $to } (nog te verdelen: { $left }).
# One player's share: the number of cards their pack received.
log-share-entry = { $name } +{ $count }
# $list: the log-share-entry of each player, joined by commas (or cards-none).
log-took-all-back = { $name } neemt alle kaarten terug in de eigen stapel ({ $list }).
log-packs-grow = De stapels groeien en worden opnieuw geschud: { $list }.
# $winners: one name, or several joined as "A, B en C".
log-over-target = Einde van het spel: { $winners } haalt { $valuation } en wint!
log-over-exhaustion = Niemand kan nog “Preums!” roepen: einde van het spel. Winst voor { $winners }.
log-over-cap = Laatste ronde gespeeld: einde van het spel. Winst voor { $winners }.

## Zetten, als knoppen en in de lijst met zetten

button-carry-on = Doorgaan
button-pass = Ik pas
# The call with no card chosen yet.
button-call = “Preums!”
# $cards: the cards chosen, as a list.
button-call-cards = “Preums!” — { $cards }
button-lay = Leggen
# $cards: faces side by side ([3][3][+1]).
move-call = “Preums!” { $cards }
# $number: a seat's number at the table (1, 2, 3…).
move-place = { $cards } op bod nr. { $number } leggen
move-give = { $cards } aan speler nr. { $number } geven
move-place-mine = { $cards } voor mezelf leggen
move-place-on = { $cards } voor { $name } leggen
move-keep = { $cards } houden
move-give-to = { $cards } aan { $name } geven
# What the phase asks for, in a few words.
phase-draw = Trekken
phase-forced-call = “Preums!” verplicht
phase-levee = Financieringsronde
phase-share-out = Kaarten verdelen
phase-over = Einde van het spel
# What a player says in the bubble at their seat.
bubble-call = “Preums!” { $cards }
bubble-pass = Ik pas
bubble-carry-on = Ik ga door

## Waarom een zet niet mag

error-game-over = Het spel is afgelopen.
error-not-your-turn = Je bent niet aan de beurt: speler nr. { $number } is aan zet.
error-phase-draw = Er wordt getrokken: je kunt alleen “Preums!” roepen of doorgaan.
error-phase-forced-call = Alle stapels zijn leeg: je moet “Preums!” roepen.
error-phase-levee = De financieringsronde loopt: leg kaarten op een bod of pas.
error-phase-share-out = De winnaar moet eerst de gewonnen kaarten verdelen.
error-token-holder = Je hebt de rode fiche: wie de fiche heeft, mag geen “Preums!” roepen.
error-opening-lock = Te vroeg: niemand roept “Preums!” vóór de tweede trekbeurt van de houder van de fiche.
error-no-number-card = Om “Preums!” te roepen heb je minstens één 2, 3 of 4 in je hand nodig: +1-kaarten alleen zijn niet genoeg.
error-must-call = Alle stapels zijn leeg: je moet “Preums!” roepen, doorgaan kan niet meer.
error-no-card-chosen = Kies minstens één kaart.
# $cards: the cards missing from the hand.
error-not-in-hand = Die kaarten heb je niet in je hand: je mist { $cards }.
# $values: the faces mixed, joined as "[3] en [4]".
error-mixed-values = Eén waarde tegelijk: je mengt { $values }. Alleen +1-kaarten mogen bij een andere waarde.
error-new-pile-needs-number = Een nieuw bod heeft minstens één 2, 3 of 4 nodig: een +1 alleen kan alleen een bod verhogen dat er al ligt.
error-no-pile-to-back = Speler nr. { $number } heeft nog geen bod: je kunt alleen een tegenstander steunen die al kaarten heeft gelegd.
# $pile: the value of the bid's cards (2, 3 or 4); $value: the other value laid on it.
error-value-mismatch = Dit bod bestaat uit kaarten van { $pile }: er mag geen { $value } bij (één waarde per bod, plus +1-kaarten).
error-below-highest = Niet genoeg: het bod zou op { $total } komen, maar het hoogste staat op { $highest }. Het moet { $highest } of meer halen.
error-not-recipient = Speler nr. { $number } had aan het eind van de ronde geen bod: alleen spelers met kaarten voor zich krijgen kaarten.
# $cards: the cards of that value left to share out; $wanted: how many the winner tried to give.
error-not-in-pool = Er zijn nog maar { $cards } te verdelen, niet { $wanted }.
error-give-nothing = Geef minstens één kaart.

## De tafel

# Setup option: the number of zeros to reach, and the valuation it means.
option-target = Nullen om te winnen
option-target-4 = 4 (10.000)
option-target-5 = 5 (100.000)
option-target-6 = 6 (1.000.000, regel)
option-target-7 = 7 (10.000.000)
option-target-8 = 8 (100.000.000)
# The status line.
status-call-or-carry-on = Jouw beurt: “Preums!” of doorgaan?
status-carry-on = Jouw beurt: ga door.
status-must-call = De stapels zijn leeg: je moet de ronde openen.
status-lay-or-pass = Jouw beurt: leg kaarten of pas.
status-share-out = Je hebt gewonnen: verdeel de kaarten.
status-drawing = { $name } trekt…
status-sharing-out = { $name } verdeelt de gewonnen kaarten…
# Another player is to lay cards or pass.
status-priority = { $name } is aan de beurt…
# The players' strip: the red token before its holder, and each player's figures.
strip-red-token = Rode fiche
strip-valuation = Waardering
strip-pack = Stapel
strip-hand = Hand
# The bids in the middle of the table.
piles-title = Biedingen — hoogste totaal: { $highest }
piles-none = Nog geen bod.
# While the winner shares out; $cards: the cards left to share out.
piles-sharing-out = { $name } verdeelt: nog { $cards }
# The accessible name of a player's pack, face down.
pack-label = stapel van { $name }: { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
    }
# Above a player's bid; $value: the value of its cards (2, 3 or 4).
pile-head = { $name }: bod met kaarten van { $value }
# The accessible name of a bid's total.
pile-total = totaal { $total }
# On a card of a bid laid by another player than its owner.
pile-laid-by = gelegd door { $name }
pile-leading = aan kop
# The holder's hand.
hand-title = Jouw hand
hand-just-drew = Je hebt net { $card } getrokken.
hand-empty = Geen kaarten in je hand.
# $count: the cards in the pack; $cards: what they are (the order is hidden).
hand-pack = Jouw stapel ({ $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
    }, volgorde onbekend): { $cards }
hand-cards = Kaarten in je hand
# A card of the hand as a button; $card: its name (card-name).
hand-pick = { $card } — kiezen
hand-take-back = { $card } — terugleggen
# The decision panel.
decide-title = Jouw beslissing
decide-token-holder = Je hebt de rode fiche: je mag de ronde niet openen.
decide-opening-lock = Niemand mag openen vóór de tweede trekbeurt van de houder van de fiche.
decide-no-number-card = Je hebt een 2, 3 of 4 nodig om de ronde te openen.
# The two counters of the composer: cards of the value chosen, and [+1] cards.
composer-count = Kaarten van deze waarde
composer-plus = +1-kaarten
composer-value = Kaartwaarde
# $value: 2, 3 or 4.
composer-no-value = Je hebt geen { $value }.
# The counters' buttons; $label: composer-count or composer-plus.
stepper-less = { $label }: één minder
stepper-more = { $label }: één meer
stepper-at-least = Minder kan niet.
stepper-at-most = Meer heb je niet.
lay-choose = Kies kaarten om te leggen.
# $total: the bid's total after laying; $highest: the highest bid now.
lay-summary = { $cards } leggen → totaal { $total } (te halen: { $highest }).
# Hetzelfde, gezegd door een schermlezer (zonder pijl; $cards zonder haken).
lay-summary-said = { $cards } leggen: totaal { $total } (te halen: { $highest }).
lay-not-now = Dat kan nu niet.
lay-target = Op welk bod
lay-my-pile = Mijn bod
call-refused = Kies minstens één 2, 3 of 4, allemaal van dezelfde waarde, om de ronde te openen.
# Sharing out the cards won.
share-help = Geef elke gewonnen kaart aan een speler die een bod had (jij ook): de kaart gaat naar de stapel van die speler.
# $value: the card's value (2, 3, 4 or +1).
share-give-one = Eén bezoekerskaart { $value } aan { $name } geven
# $count: every card of that value left (2 or more).
share-give-all = Alle { $count } bezoekerskaarten { $value } aan { $name } geven
share-received = ontvangen: { $cards }
share-left = Nog te verdelen
# The end screen and the score pad.
breakdown-levees = Gewonnen rondes
breakdown-zeros = Gewonnen nullen
breakdown-valuation = Waardering
sheet-tie = gelijk
sheet-total = Totaal
sheet-zeros = Nullen

## Tips: waarom een zet goed is (met kleine letter, na de zet)

why-only = het is de enige toegestane zet
why-must-call = alle stapels zijn leeg: je moet openen
# $mine: the hand's best bid; $others: what the others can likely lay.
why-call-strong = je beste bod ({ $mine }) is hoger dan wat de anderen waarschijnlijk kunnen leggen (ongeveer { $others })
why-call-strong-keep = je beste bod ({ $mine }) is hoger dan wat de anderen waarschijnlijk kunnen leggen (ongeveer { $others }), en je houdt de rest achter om te reageren
why-call-small = je opent met één kaart en houdt de rest achter om te reageren
why-wait = je beste bod ({ $mine }) zou het nog niet halen van wat de anderen kunnen leggen (ongeveer { $others })
why-lead = je neemt met { $total } de leiding in de ronde
why-lead-fewest = je neemt met { $total } de leiding in de ronde, met zo weinig mogelijk kaarten
why-lead-game = je neemt met { $total } de leiding in de ronde, en win je deze ronde, dan haal je het doel
why-lead-fewest-game = je neemt met { $total } de leiding in de ronde, met zo weinig mogelijk kaarten, en win je deze ronde, dan haal je het doel
why-tie = je komt op { $total } gelijk met de koploper: bij een gelijke stand krijgt niemand een nul
# $to: the player backed; $leader: the leader who would have won the game.
why-back-tie-stops = je brengt { $to } gelijk met { $leader }: bij een gelijke stand kan { $leader } het spel niet winnen
why-back-tie = je brengt { $to } gelijk met de koploper: bij een gelijke stand krijgt niemand een nul
why-back-over = je zet { $to } voor { $leader }, die anders het spel zou winnen
why-pass-leading = je staat alleen aan kop: meer leggen is niet nodig
why-pass-keep = dit is niet jouw ronde: bewaar je kaarten voor de rondes die je zelf opent
# Sharing out: $count cards of the face $face ("2 kaarten met waarde [4]").
why-keep-strong = je houdt { $count ->
    [one] { $count } kaart met waarde { $face }
   *[other] { $count } kaarten met waarde { $face }
    }, je sterkste kaarten
why-keep-main = je houdt { $count ->
    [one] { $count } kaart met waarde { $face }
   *[other] { $count } kaarten met waarde { $face }
    }, de hoofdwaarde van je hand en stapel
# $to: the player who gets them.
why-burden = { $count ->
    [one] { $count } kaart met waarde { $face }
   *[other] { $count } kaarten met waarde { $face }
    } voor { $to }, die op een andere waarde bouwt
