# Tablée: Sorciers (de naam blijft Frans). Zie de opmerkingen in de Engelse
# catalogus. Woorden zoals in de spelregels (i18n/nl/rules/sorciers.md):
# Tovenaar, Nar, slag, troef, bod/bieden, deler; Mensen, Elfen, Dwergen,
# Reuzen. De varianten "Somme non-nulle" en "Vision de l'enfer" heten "Som mag
# niet kloppen (Somme non-nulle)" en "Helse blik (Vision de l'enfer)": de
# Nederlandse naam, met de Franse erachter tussen haakjes (ongewijzigd: de app
# markeert die als Frans).

## De volken en de kaarten

race-humans = Mensen
race-elves = Elfen
race-dwarves = Dwergen
race-giants = Reuzen
card-sorcier = Tovenaar
card-fou = Nar
card-race-value = { $race } { $value }

## Het logboek

log-round-started = Ronde { $round }: { $dealer } deelt { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }.
log-hand-dealt = Jouw hand: { $cards }
log-hands-shown = Helse blik (Vision de l'enfer): je ziet de handen van de anderen.
log-last-round-no-trump = Laatste ronde: geen troef.
log-trump-turned = Omgedraaide kaart: { $card } — { $race } zijn troef.
log-turned-dealer-chooses = { $card } omgedraaid: de deler kiest de troef.
log-turned-no-trump = { $card } omgedraaid: geen troef.
log-trump-chosen = { $player } kiest { $race } als troef.
log-bid = { $player } biedt { $bid }.
log-bid-entered = { $player } heeft geboden (in het geheim).
log-bids-revealed = Biedingen getoond: { $bids }
log-bids-revealed-one = { $player } { $bid }
log-card-played = { $player } speelt { $card }.
log-trick-won = { $player } wint de slag ({ $tricks ->
        [one] { $tricks } slag
       *[other] { $tricks } slagen
    }).
log-round-scored = Einde van ronde { $round }: { $scores }
log-round-scored-one = { $player } { $points } ({ $total })
log-game-over = Het spel is uit. Gewonnen door { $winners }

## Waarom een kaart niet gespeeld kan worden

refused-not-your-turn = Je bent niet aan de beurt: { $player } is aan de beurt.
refused-bid-first = Bied eerst: hoeveel slagen ga je halen?
refused-choose-trump-first = Kies eerst de troef.
refused-must-follow = Je moet kleur bekennen met { $race } { $symbol }: die heb je in je hand. Een Tovenaar of een Nar mag je altijd spelen.
refused-not-now = Deze kaart kun je nu niet spelen.
refused-forbidden-bid = Som mag niet kloppen (Somme non-nulle): met een bod van { $bid } zouden de biedingen samen precies op het aantal slagen uitkomen.

## Tekstballonnen

bubble-bid = Bod: { $bid }
bubble-has-bid = Heeft geboden
bubble-trump = Troef: { $race }

## Opties

option-official = Officieel: de deler kiest de troef als er een Tovenaar wordt omgedraaid
option-bids = Bieden
option-bids-open = Hardop, om de beurt (basisregel)
option-bids-simultaneous = Gelijktijdig: getoond vóór de eerste slag
option-bids-hidden = Verborgen: getoond aan het einde van de ronde
option-somme-non-nulle = Som mag niet kloppen (Somme non-nulle): de deler mag de biedingen samen niet op het aantal slagen laten uitkomen (alleen bij hardop bieden)
option-vision-de-l-enfer = Helse blik (Vision de l'enfer): tijdens het bieden zie je de handen van de anderen, maar niet je eigen hand

## Einde van het spel

winner-label = Grote Winnaar
end-bids-made = Biedingen gehaald
end-points-won = Punten gewonnen
end-points-lost = Punten verloren
end-total = Totaal

## Statusregel

status-your-turn-choose-trump = Jouw beurt: kies de troef.
status-your-turn-bid = Jouw beurt: hoeveel slagen ga je halen?
status-your-turn-play = Jouw beurt: speel een kaart.
status-bidding = { $player } biedt…
status-choosing-trump = { $player } kiest de troef…
status-playing = { $player } speelt…

## Spelersbalk

strip-dealer = Deler
strip-bid = Bod
strip-secret = geheim
strip-tricks = Slagen
strip-score = Score
strip-cards = Kaarten

## Het midden van de tafel

table-trump = Troef: { $race }
table-trump-card = { $card }, troef
table-trump-dealer-chooses = Troef: de deler kiest
table-no-trump = Geen troef
table-trick-in-progress = Huidige slag
table-last-trick-won-by = Laatste slag: gewonnen door { $player }
table-round = Ronde { $round } van { $rounds } · deler: { $dealer }
table-label = De tafel
choose-trump-label = Troef kiezen
bid-label = Jouw bod
# Said before a bid button's number by a screen reader ("Bid 2"), not shown.
bid-said = Bod

## De hand en de handen die je zag

hand-label = Jouw hand
hand-hidden = Helse blik (Vision de l'enfer): je eigen hand blijft verborgen tijdens het bieden.
seen-others-hands = De handen van de anderen
seen-hands-you-saw = Handen die je zag
seen-card-played = { $card } (gespeeld)

## De laatste slag

last-trick-title = Laatste slag
last-trick-taken-by = Gewonnen door { $player }

## Scoreblad

sheet-bid = Bod
sheet-tricks = Slagen
sheet-points = Ptn
sheet-total = Totaal

## Tips

hint-need-more = { $reason } (je hebt nog { $n ->
        [one] { $n } slag
       *[other] { $n } slagen
    } nodig)
hint-need-made = { $reason } (je bod is gehaald)
hint-need-over = { $reason } (je zit al boven je bod)
hint-only-move = het is de enige toegestane zet
hint-longest-race = van dit volk heb je de meeste kaarten ({ $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    })
hint-bid-sorciers = { $n ->
        [one] { $n } Tovenaar
       *[other] { $n } Tovenaars
    }
hint-bid-trumps = { $n ->
        [one] { $n } troef
       *[other] { $n } troeven
    }
hint-bid-thirteens = { $n ->
        [one] { $n } dertien
       *[other] { $n } dertienen
    }
hint-bid-nothing-strong = niets sterks in je hand: mik op nul slagen
hint-bid-zero = mik op nul slagen
hint-bid-worth = je hand is ongeveer { $n ->
        [one] { $n } slag
       *[other] { $n } slagen
    } waard
hint-bid-count-on = je rekent op { $n ->
        [one] { $n } slag
       *[other] { $n } slagen
    }: { $strengths }
hint-bid-forbidden = { $reason } ({ $forbidden } is verboden)
hint-bid-blind = je hand is verborgen: { $n ->
        [one] { $n } slag
       *[other] { $n } slagen
    } op basis van de kaarten die je bij de anderen ziet
hint-sorcier-takes = de eerste Tovenaar wint de slag
hint-takes-last-lowest = je speelt als laatste en wint de slag met je laagste winnende kaart
hint-takes-last = je speelt als laatste en wint de slag
hint-takes-lowest = je neemt de slag voorlopig over met je laagste winnende kaart
hint-takes-for-sure = je neemt de slag over, en geen kaart die nog in het spel is, kan de jouwe verslaan
hint-takes-lead = je neemt de slag voorlopig over
hint-cannot-win-sheds-highest = je kunt deze slag niet winnen en gooit je hoogste kaart weg
hint-cannot-win-plays-weakest = je kunt deze slag niet winnen en speelt je zwakste kaart
hint-ducks-highest = je laat de slag lopen en raakt je hoogste kaart kwijt die de slag toch niet zou winnen
hint-ducks = je laat de slag lopen en houdt je winnende kaarten achter de hand
hint-leads-sorcier = je komt uit met een Tovenaar: die wint de slag zeker
hint-leads-fou = je komt uit met een Nar: pas de volgende kaart bepaalt de gevraagde kleur
hint-leads-master = je komt uit met een kaart die geen kaart in het spel nog kan verslaan
hint-leads-top-trump = je komt uit met je hoogste troef
hint-leads-weakest = je komt uit met je zwakste kaart
