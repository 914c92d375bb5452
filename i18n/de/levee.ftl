# Tablée: Preums ! — la levée de fonds (deutsch).
#
# Die Karten stehen als ihre Werte da, in jeder Sprache gleich:
# [2], [3], [4] (Zahlenkarten) und [+1] (Bonuskarte).
# $name, $target, $to: der Name eines Spielers. $cards: eine Kartenliste,
# schon geschrieben mit cards-of-value („3 Karten [2] und 1 Karte [+1]“)
# oder als Werte nebeneinander („[2][2][+1]“).
# Der Ruf des Spiels heißt auf Deutsch „Preums!“ (ohne Leerzeichen).
# Begriffe wie in den Regeln (i18n/de/rules/levee.md): Publikumsstapel,
# Besucherkarte, Gebot, roter Marker, Markerbesitzer, Finanzierungsrunde,
# Nullen, Zahlenkarte, „Weiter“, „Ich passe“, unterstützen, Gleichstand.

## Karten und Dinge auf dem Tisch

# The accessible name of a card on the table; $value: 2, 3, 4 or +1.
card-name = Besucherkarte { $value }
# Names of the game's items, for labels.
item-pack = Publikumsstapel
item-hand = Hand
item-pile = Gebot
item-token = roter Marker
item-zeros = Nullen
item-valuation = Bewertung
item-pool = zu verteilende Karten
# One part of a list of cards: $count cards of the face $face ([2], [+1] …).
cards-of-value = { $count ->
    [one] { $count } Karte { $face }
   *[other] { $count } Karten { $face }
    }
# Dasselbe, von einem Screenreader gesagt (ohne Klammern): „2 Karten mit 3“, „1 Karte mit +1“.
cards-of-value-said = { $count ->
    [one] { $count } Karte mit { $value }
   *[other] { $count } Karten mit { $value }
    }
# Ein Wertknopf beim Zusammenstellen, gesagt: $card ist der Name der Karte, $have wie viele die Hand hält.
value-button-said = { $card }: { $have } auf der Hand
cards-none = keine Karte
# A score: $zeros zeros and the blog's worth, "1" followed by them ($valuation, digits).
zeros-valuation = { $zeros ->
    [one] { $zeros } Null
   *[other] { $zeros } Nullen
    } (Bewertung { $valuation })

## Das Protokoll

log-token-given = { $name } bekommt den roten Marker und beginnt mit dem Ziehen.
# $levee: the number of the round (1, 2, 3 …).
log-draw-phase = Finanzierungsrunde { $levee }: { $name } zieht zuerst.
log-drew = { $name } zieht eine Karte (noch { $left } im Stapel).
# Seen only by the drawer; $card: the face drawn.
log-drew-card = Du hast eine { $card } gezogen.
log-no-draw = Der Stapel von { $name } ist leer: Es wird nicht gezogen.
log-lock-released = Der Markerbesitzer hat zweimal gezogen: Ab jetzt darf „Preums!“ gerufen werden.
log-auto-continue-token = { $name } hat den Marker und darf nicht „Preums!“ rufen: Es wird weitergezogen.
log-auto-continue-lock = { $name } macht weiter: Vor dem zweiten Ziehen des Markerbesitzers ruft niemand.
log-continued = { $name }: „Weiter“.
log-must-call = Alle Stapel sind leer: { $name } muss „Preums!“ rufen.
# $total: the total of the bid laid.
log-called = { $name } ruft „Preums!“ und legt { $cards } (Summe { $total }).
# The same, when every pack is empty and the player had to call.
log-called-forced = { $name } muss „Preums!“ rufen und legt { $cards } (Summe { $total }).
log-placed-own = { $name } legt { $cards } auf das eigene Gebot: Summe { $total }.
# $name lays cards on the bid of $target; $total: that bid's new total.
log-placed-backs = { $name } unterstützt { $target } mit { $cards }: Summe { $total }.
# $passes: how many players have passed in a row, this one included.
log-passed = { $name } passt ({ $passes }. Pass in Folge).
log-passed-auto = { $name } hat keine Karte mehr und passt ({ $passes }. Pass in Folge).
# One bid in the list of the round's totals: a name and the bid's total.
log-levee-entry = { $name } { $total }
# $totals: the list of log-levee-entry, joined by commas; $total: the winning total.
log-levee-won = Ende der Runde ({ $totals }): { $name } gewinnt mit { $total }.
log-levee-tie = Ende der Runde ({ $totals }): Gleichstand bei { $total }, niemand gewinnt.
# $gained: zeros won now; $zeros: the player's zeros now; $valuation: "1" followed by them.
log-zeros-gained = { $name } bekommt { $gained ->
    [one] { $gained } Null
   *[other] { $gained } Nullen
    } und hat jetzt { $zeros ->
    [one] { $zeros } Null
   *[other] { $zeros } Nullen
    } (Bewertung { $valuation }).
# After a tie: one player and the cards of their bid.
log-returned-entry = { $name } ({ $cards })
# $list: the log-returned-entry of every bid, joined by commas.
log-piles-returned = Jeder mischt sein Gebot zurück in seinen Stapel: { $list }.
# $cards: every card of the bids; $names: the players who had a bid, joined by commas.
log-share-out-started = { $name } verteilt { $cards } an { $names }.
# $left: the cards still to share out.
log-kept = { $name } behält { $cards } (noch zu verteilen: { $left }).
log-gave = { $name } gibt { $cards } an { $to } (noch zu verteilen: { $left }).
# One player's share: the number of cards their pack received.
log-share-entry = { $name } +{ $count }
# $list: the log-share-entry of each player, joined by commas (or cards-none).
log-took-all-back = { $name } nimmt alle Karten zurück in den eigenen Stapel ({ $list }).
log-packs-grow = Die Stapel wachsen und werden neu gemischt: { $list }.
# $winners: one name, or several joined as "A, B und C".
log-over-target = Spielende: { $winners } erreicht { $valuation } und gewinnt!
log-over-exhaustion = Niemand kann mehr „Preums!“ rufen: Spielende. Sieg: { $winners }.
log-over-cap = Letzte Runde gespielt: Spielende. Sieg: { $winners }.

## Züge, als Schaltflächen und in der Zugliste

button-carry-on = Weiter
button-pass = Ich passe
# The call with no card chosen yet.
button-call = „Preums!“
# $cards: the cards chosen, as a list.
button-call-cards = „Preums!“ — { $cards }
button-lay = Legen
# $cards: faces side by side ([3][3][+1]).
move-call = „Preums!“ { $cards }
# $number: a seat's number at the table (1, 2, 3 …).
move-place = { $cards } auf Gebot Nr. { $number } legen
move-give = { $cards } an Spieler Nr. { $number } geben
move-place-mine = { $cards } vor mich legen
move-place-on = { $cards } vor { $name } legen
move-keep = { $cards } behalten
move-give-to = { $cards } an { $name } geben
# What the phase asks for, in a few words.
phase-draw = Ziehen
phase-forced-call = „Preums!“ ist Pflicht
phase-levee = Finanzierungsrunde
phase-share-out = Karten verteilen
phase-over = Spielende
# What a player says in the bubble at their seat.
bubble-call = „Preums!“ { $cards }
bubble-pass = Ich passe
bubble-carry-on = Weiter

## Warum ein Zug nicht geht

error-game-over = Das Spiel ist vorbei.
error-not-your-turn = Du bist nicht dran: Spieler Nr. { $number } ist am Zug.
error-phase-draw = Es wird gezogen: Du kannst nur „Preums!“ rufen oder weitermachen.
error-phase-forced-call = Alle Stapel sind leer: Du musst „Preums!“ rufen.
error-phase-levee = Die Finanzierungsrunde läuft: Lege Karten auf ein Gebot oder passe.
error-phase-share-out = Der Gewinner muss zuerst die gewonnenen Karten verteilen.
error-token-holder = Du hast den roten Marker: Wer den Marker hat, darf nicht „Preums!“ rufen.
error-opening-lock = Zu früh: Vor dem zweiten Ziehen des Markerbesitzers ruft niemand „Preums!“.
error-no-number-card = Um „Preums!“ zu rufen, brauchst du mindestens eine 2, 3 oder 4 auf der Hand: +1-Karten allein reichen nicht.
error-must-call = Alle Stapel sind leer: Du musst „Preums!“ rufen, weitermachen geht nicht mehr.
error-no-card-chosen = Wähle mindestens eine Karte.
# $cards: the cards missing from the hand.
error-not-in-hand = Diese Karten hast du nicht auf der Hand: Es fehlen { $cards }.
# $values: the faces mixed, joined as "[3] und [4]".
error-mixed-values = Nur ein Wert auf einmal: Du mischst { $values }. Nur +1-Karten dürfen zu einem anderen Wert dazukommen.
error-new-pile-needs-number = Ein neues Gebot braucht mindestens eine 2, 3 oder 4: Eine +1 allein kann nur ein Gebot erhöhen, das schon ausliegt.
error-no-pile-to-back = Spieler Nr. { $number } hat noch kein Gebot: Du kannst nur einen Gegner unterstützen, der schon Karten gelegt hat.
# $pile: the value of the bid's cards (2, 3 or 4); $value: the other value laid on it.
error-value-mismatch = Dieses Gebot besteht aus { $pile }er-Karten: Eine { $value } darf nicht dazu (ein Wert pro Gebot, dazu +1-Karten).
error-below-highest = Nicht genug: Das Gebot käme auf { $total }, das höchste liegt aber bei { $highest }. Es muss { $highest } oder mehr erreichen.
error-not-recipient = Spieler Nr. { $number } hatte am Ende der Runde kein Gebot: Nur wer Karten vor sich liegen hatte, bekommt Karten.
# $cards: the cards of that value left to share out; $wanted: how many the winner tried to give.
error-not-in-pool = Es sind nur noch { $cards } zu verteilen, nicht { $wanted }.
error-give-nothing = Gib mindestens eine Karte.

## Der Tisch

# Setup option: the number of zeros to reach, and the valuation it means.
option-target = Nullen zum Sieg
option-target-4 = 4 (10.000)
option-target-5 = 5 (100.000)
option-target-6 = 6 (1.000.000, Regel)
option-target-7 = 7 (10.000.000)
option-target-8 = 8 (100.000.000)
# The status line.
status-call-or-carry-on = Du bist dran: „Preums!“ oder weiter?
status-carry-on = Du bist dran: Mach weiter.
status-must-call = Die Stapel sind leer: Du musst die Runde eröffnen.
status-lay-or-pass = Du bist dran: Lege Karten oder passe.
status-share-out = Du hast gewonnen: Verteile die Karten.
status-drawing = { $name } zieht …
status-sharing-out = { $name } verteilt die gewonnenen Karten …
# Another player is to lay cards or pass.
status-priority = { $name } ist am Zug …
# The players' strip: the red token before its holder, and each player's figures.
strip-red-token = Roter Marker
strip-valuation = Bewertung
strip-pack = Stapel
strip-hand = Hand
# The bids in the middle of the table.
piles-title = Gebote — höchste Summe: { $highest }
piles-none = Noch kein Gebot.
# While the winner shares out; $cards: the cards left to share out.
piles-sharing-out = { $name } verteilt: noch { $cards }
# The accessible name of a player's pack, face down.
pack-label = Stapel von { $name }: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
    }
# Above a player's bid; $value: the value of its cards (2, 3 or 4).
pile-head = { $name }: Gebot aus { $value }er-Karten
# The accessible name of a bid's total.
pile-total = Summe { $total }
# On a card of a bid laid by another player than its owner.
pile-laid-by = gelegt von { $name }
pile-leading = in Führung
# The holder's hand.
hand-title = Deine Hand
hand-just-drew = Du hast gerade { $card } gezogen.
hand-empty = Keine Karte auf der Hand.
# $count: the cards in the pack; $cards: what they are (the order is hidden).
hand-pack = Dein Stapel ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
    }, Reihenfolge unbekannt): { $cards }
hand-cards = Karten auf der Hand
# A card of the hand as a button; $card: its name (card-name).
hand-pick = { $card } — auswählen
hand-take-back = { $card } — zurücklegen
# The decision panel.
decide-title = Deine Entscheidung
decide-token-holder = Du hast den roten Marker: Du darfst die Runde nicht eröffnen.
decide-opening-lock = Niemand darf eröffnen, bevor der Markerbesitzer zum zweiten Mal gezogen hat.
decide-no-number-card = Du brauchst eine 2, 3 oder 4, um die Runde zu eröffnen.
# The two counters of the composer: cards of the value chosen, and [+1] cards.
composer-count = Karten dieses Werts
composer-plus = +1-Karten
composer-value = Kartenwert
# $value: 2, 3 or 4.
composer-no-value = Du hast keine { $value }.
# The counters' buttons; $label: composer-count or composer-plus.
stepper-less = { $label }: eine weniger
stepper-more = { $label }: eine mehr
stepper-at-least = Weniger geht nicht.
stepper-at-most = Mehr hast du nicht.
lay-choose = Wähle Karten zum Legen.
# $total: the bid's total after laying; $highest: the highest bid now.
lay-summary = { $cards } legen → Summe { $total } (zu erreichen: { $highest }).
# Dasselbe, von einem Screenreader gesagt (ohne Pfeil; $cards ohne Klammern).
lay-summary-said = { $cards } legen: Summe { $total } (zu erreichen: { $highest }).
lay-not-now = Das geht gerade nicht.
lay-target = Auf welches Gebot
lay-my-pile = Mein Gebot
call-refused = Um die Runde zu eröffnen, wähle mindestens eine 2, 3 oder 4, alle vom selben Wert.
# Sharing out the cards won.
share-help = Gib jede gewonnene Karte einem Spieler, der ein Gebot hatte (dich eingeschlossen): Sie kommt in seinen Stapel.
# $value: the card's value (2, 3, 4 or +1).
share-give-one = Eine Besucherkarte { $value } an { $name } geben
# $count: every card of that value left (2 or more).
share-give-all = Alle { $count } Besucherkarten { $value } an { $name } geben
share-received = erhalten: { $cards }
share-left = Noch zu verteilen
# The end screen and the score pad.
breakdown-levees = Gewonnene Runden
breakdown-zeros = Gewonnene Nullen
breakdown-valuation = Bewertung
sheet-tie = Gleichstand
sheet-total = Summe
sheet-zeros = Nullen

## Tipps: warum ein Zug gut ist (klein geschrieben, nach dem Zug)

why-only = das ist der einzige erlaubte Zug
why-must-call = alle Stapel sind leer: Du musst eröffnen
# $mine: the hand's best bid; $others: what the others can likely lay.
why-call-strong = dein bestes Gebot ({ $mine }) schlägt, was die anderen vermutlich legen können (etwa { $others })
why-call-strong-keep = dein bestes Gebot ({ $mine }) schlägt, was die anderen vermutlich legen können (etwa { $others }), und du behältst den Rest zum Kontern
why-call-small = du eröffnest mit nur einer Karte und behältst den Rest zum Kontern
why-wait = dein bestes Gebot ({ $mine }) würde noch nicht schlagen, was die anderen legen können (etwa { $others })
why-lead = du übernimmst mit { $total } die Führung in der Runde
why-lead-fewest = du übernimmst mit { $total } die Führung in der Runde, mit so wenig Karten wie möglich
why-lead-game = du übernimmst mit { $total } die Führung in der Runde, und gewinnst du diese Runde, erreichst du das Ziel
why-lead-fewest-game = du übernimmst mit { $total } die Führung in der Runde, mit so wenig Karten wie möglich, und gewinnst du diese Runde, erreichst du das Ziel
why-tie = du ziehst bei { $total } mit der Spitze gleich: Bei Gleichstand bekommt niemand eine Null
# $to: the player backed; $leader: the leader who would have won the game.
why-back-tie-stops = du bringst { $to } auf Gleichstand mit { $leader }: Bei Gleichstand kann { $leader } das Spiel nicht gewinnen
why-back-tie = du bringst { $to } auf Gleichstand mit der Spitze: Bei Gleichstand bekommt niemand eine Null
why-back-over = du bringst { $to } vor { $leader }, sonst würde { $leader } das Spiel gewinnen
why-pass-leading = du führst allein: Mehr ist nicht nötig
why-pass-keep = das ist nicht deine Runde: Behalte deine Karten für die Runden, die du selbst eröffnest
# Sharing out: $count cards of the face $face ("2 Karten mit Wert [4]").
why-keep-strong = du behältst { $count ->
    [one] { $count } Karte mit Wert { $face }
   *[other] { $count } Karten mit Wert { $face }
    }, deine stärksten Karten
why-keep-main = du behältst { $count ->
    [one] { $count } Karte mit Wert { $face }
   *[other] { $count } Karten mit Wert { $face }
    }, den Hauptwert von Hand und Stapel
# $to: the player who gets them.
why-burden = { $count ->
    [one] { $count } Karte mit Wert { $face }
   *[other] { $count } Karten mit Wert { $face }
    } für { $to }, denn { $to } setzt auf einen anderen Wert
