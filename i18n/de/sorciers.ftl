# Tablée: Sorciers (der Name bleibt französisch). Siehe die Kommentare im
# englischen Katalog. Begriffe wie in der Spielregel (i18n/de/rules/sorciers.md):
# Zauberer, Narr, Stich, Trumpf, ansagen/Ansage, Geber; Menschen, Elfen,
# Zwerge, Riesen. Die Varianten „Somme non-nulle“ und „Vision de l'enfer“
# heißen „Summe darf nicht aufgehen (Somme non-nulle)“ und „Höllenblick
# (Vision de l'enfer)“: der deutsche Name, dahinter der französische in
# Klammern (unverändert: die App kennzeichnet ihn als französisch).

## Die Völker und die Karten

race-humans = Menschen
race-elves = Elfen
race-dwarves = Zwerge
race-giants = Riesen
card-sorcier = Zauberer
card-fou = Narr
card-race-value = { $race } { $value }

## Das Protokoll

log-round-started = Runde { $round }: { $dealer } gibt { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }.
log-hand-dealt = Deine Hand: { $cards }
log-hands-shown = Höllenblick (Vision de l'enfer): Du siehst die Handkarten der anderen.
log-last-round-no-trump = Letzte Runde: kein Trumpf.
log-trump-turned = Aufgedeckte Karte: { $card } — { $race } sind Trumpf.
log-turned-dealer-chooses = { $card } aufgedeckt: Der Geber wählt den Trumpf.
log-turned-no-trump = { $card } aufgedeckt: kein Trumpf.
log-trump-chosen = { $player } wählt { $race } als Trumpf.
log-bid = { $player } sagt { $bid } an.
log-bid-entered = { $player } hat angesagt (geheim).
log-bids-revealed = Ansagen aufgedeckt: { $bids }
log-bids-revealed-one = { $player } { $bid }
log-card-played = { $player } spielt { $card }.
log-trick-won = { $player } gewinnt den Stich ({ $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    }).
log-round-scored = Ende von Runde { $round }: { $scores }
log-round-scored-one = { $player } { $points } ({ $total })
log-game-over = Spielende. Sieg für { $winners }

## Warum eine Karte nicht gespielt werden kann

refused-not-your-turn = Du bist nicht dran: { $player } ist am Zug.
refused-bid-first = Sag zuerst an: Wie viele Stiche machst du?
refused-choose-trump-first = Wähle zuerst den Trumpf.
refused-must-follow = Du musst { $race } { $symbol } bedienen, du hast welche. Einen Zauberer oder Narren darfst du immer spielen.
refused-not-now = Diese Karte kannst du jetzt nicht spielen.
refused-forbidden-bid = Summe darf nicht aufgehen (Somme non-nulle): Mit { $bid } ergäben die Ansagen zusammen genau die Zahl der Stiche.

## Sprechblasen

bubble-bid = Ansage: { $bid }
bubble-has-bid = Hat angesagt
bubble-trump = Trumpf: { $race }

## Optionen

option-official = Offiziell: Der Geber bestimmt den Trumpf, wenn ein Zauberer aufgedeckt wird
option-bids = Ansagen
option-bids-open = Laut, der Reihe nach (Grundregel)
option-bids-simultaneous = Gleichzeitig: vor dem ersten Stich aufgedeckt
option-bids-hidden = Verdeckt: am Ende der Runde aufgedeckt
option-somme-non-nulle = Summe darf nicht aufgehen (Somme non-nulle): Der Geber darf die Ansagen nicht auf die Zahl der Stiche bringen (nur, wenn laut angesagt wird)
option-vision-de-l-enfer = Höllenblick (Vision de l'enfer): Beim Ansagen siehst du die Handkarten der anderen, aber nicht deine eigenen

## Spielende

winner-label = Großer Sieger
end-bids-made = Ansagen erfüllt
end-points-won = Plus­punkte
end-points-lost = Minus­punkte
end-total = Gesamt

## Statuszeile

status-your-turn-choose-trump = Du bist dran: Wähle den Trumpf.
status-your-turn-bid = Du bist dran: Wie viele Stiche machst du?
status-your-turn-play = Du bist dran: Spiel eine Karte.
status-bidding = { $player } sagt an …
status-choosing-trump = { $player } wählt den Trumpf …
status-playing = { $player } spielt …

## Spielerleiste

strip-dealer = Geber
strip-bid = Ansage
strip-secret = geheim
strip-tricks = Stiche
strip-score = Punkte
strip-cards = Karten

## Tischmitte

table-trump = Trumpf: { $race }
table-trump-card = { $card }, Trumpf
table-trump-dealer-chooses = Trumpf: wählt der Geber
table-no-trump = Kein Trumpf
table-trick-in-progress = Aktueller Stich
table-last-trick-won-by = Letzter Stich: an { $player }
table-round = Runde { $round } von { $rounds } · Geber: { $dealer }
table-label = Der Tisch
choose-trump-label = Trumpf wählen
bid-label = Deine Ansage
# Said before a bid button's number by a screen reader ("Bid 2"), not shown.
bid-said = Ansage

## Die Hand und die gesehenen Handkarten

hand-label = Deine Hand
hand-hidden = Höllenblick (Vision de l'enfer): Deine Hand bleibt während der Ansagen verdeckt.
seen-others-hands = Die Handkarten der anderen
seen-hands-you-saw = Gesehene Handkarten
seen-card-played = { $card } (gespielt)

## Der letzte Stich

last-trick-title = Letzter Stich
last-trick-taken-by = Gewonnen von { $player }

## Spielblock

sheet-bid = Ans.
sheet-tricks = Stiche
sheet-points = Pkt.
sheet-total = Gesamt

## Tipps

hint-need-more = { $reason } (du brauchst noch { $n ->
        [one] { $n } Stich
       *[other] { $n } Stiche
    })
hint-need-made = { $reason } (deine Ansage ist erfüllt)
hint-need-over = { $reason } (du liegst schon über deiner Ansage)
hint-only-move = es ist der einzige erlaubte Zug
hint-longest-race = von diesem Volk hast du die meisten Karten ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    })
hint-bid-sorciers = { $n } Zauberer
hint-bid-trumps = { $n ->
        [one] { $n } Trumpf
       *[other] { $n } Trümpfe
    }
hint-bid-thirteens = { $n } Dreizehner
hint-bid-nothing-strong = nichts Starkes auf der Hand: auf null Stiche spielen
hint-bid-zero = auf null Stiche spielen
hint-bid-worth = deine Hand ist etwa { $n ->
        [one] { $n } Stich
       *[other] { $n } Stiche
    } wert
hint-bid-count-on = du rechnest mit { $n ->
        [one] { $n } Stich
       *[other] { $n } Stichen
    }: { $strengths }
hint-bid-forbidden = { $reason } ({ $forbidden } ist verboten)
hint-bid-blind = deine Hand ist verdeckt: { $n ->
        [one] { $n } Stich
       *[other] { $n } Stiche
    } nach den Karten, die du bei den anderen siehst
hint-sorcier-takes = der erste Zauberer gewinnt den Stich
hint-takes-last-lowest = du spielst zuletzt und holst den Stich mit der kleinstmöglichen Karte
hint-takes-last = du spielst zuletzt und holst den Stich
hint-takes-lowest = du übernimmst den Stich mit der kleinstmöglichen Karte
hint-takes-for-sure = du übernimmst den Stich, und keine Karte, die noch im Spiel ist, kann deine schlagen
hint-takes-lead = du übernimmst den Stich
hint-cannot-win-sheds-highest = du kannst diesen Stich nicht gewinnen und wirfst deine höchste Karte ab
hint-cannot-win-plays-weakest = du kannst diesen Stich nicht gewinnen und spielst deine schwächste Karte
hint-ducks-highest = du gibst den Stich ab und wirst deine höchste Karte los, die ihn nicht gewinnen würde
hint-ducks = du gibst den Stich ab und behältst deine starken Karten
hint-leads-sorcier = du spielst einen Zauberer aus: Er gewinnt den Stich sicher
hint-leads-fou = du spielst einen Narren aus: Erst die nächste Karte bestimmt die Farbe
hint-leads-master = du spielst eine Karte aus, die keine Karte im Spiel mehr schlagen kann
hint-leads-top-trump = du spielst deinen höchsten Trumpf aus
hint-leads-weakest = du spielst deine schwächste Karte aus
