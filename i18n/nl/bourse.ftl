# Tablée: La Bourse aux Idées.
# "Ronde" is hier altijd een manche (van het delen tot de afrekening), net als in
# de regels; een keer de tafel rond heet geen ronde maar wordt uitgeschreven:
# "iedereen is één keer na elkaar aan de beurt geweest".

## De kaarten

# De titels van de ideeën, per serie (1 tot 18).
idea-title = { $series ->
        [1] Hoe je beschuiten smeert zonder ze te breken
        [2] Hoe je moeiteloos het zilver poetst
        [3] Hoe je mayonaise dagenlang goed houdt
        [4] Hoe je stukken zeep tot het laatste restje opmaakt
        [5] Hoe je spijkers inslaat zonder op je vingers te slaan
        [6] Hoe je een gootsteen ontstopt zonder loodgieter
        [7] Hoe je voorkomt dat je bril beslaat
        [8] Hoe je uien snijdt zonder te huilen
        [9] Hoe je een naald terugvindt die in het tapijt is gevallen
        [10] Hoe je een weerbarstige pot openkrijgt
        [11] Hoe je de vouw in je broek houdt zonder strijkijzer
        [12] Hoe je een kaars stevig in de kandelaar zet
        [13] Hoe je in een handomdraai aardappels schilt
        [14] Hoe je bloemen langer vers houdt
        [15] Hoe je een te strakke ring afkrijgt
        [16] Hoe je motten uit de kleerkast verjaagt
        [17] Hoe je natte laarzen droogt
        [18] Hoe je planten water geeft als je op vakantie bent
       *[other] ?
    }
# De voorwerpen, per serie en nummer: [5-2] is het 2e voorwerp van serie 5.
# Een | in een lang woord geeft aan waar het op een smalle kaart mag afbreken (het wordt niet getoond).
object = { $card ->
        [1-1] be|schuiten
        [1-2] boter|vloot
        [1-3] smeermes
        [1-4] schotel|tje
        [2-1] aluminium|folie
        [2-2] grof zout
        [2-3] teil
        [2-4] water|koker
        [3-1] eigeel
        [3-2] garde
        [3-3] weckpot
        [3-4] eetlepel
        [4-1] nieuw stuk zeep
        [4-2] zeep|resje
        [4-3] tulen zakje
        [4-4] zeep|bakje
        [5-1] hamer
        [5-2] spijker
        [5-3] tafel
        [5-4] vel papier
        [6-1] ont|stopper
        [6-2] soda
        [6-3] trechter
        [6-4] ijzeren kleer|hanger
        [7-1] bril
        [7-2] zeemleer
        [7-3] scheer|schuim
        [7-4] wastafel
        [8-1] ui
        [8-2] schil|mesje
        [8-3] snij|plank
        [8-4] korstje brood
        [9-1] naald
        [9-2] stof|zuiger
        [9-3] nylon|kous
        [9-4] elastiek|je
        [10-1] jampot
        [10-2] rubberen hand|schoen
        [10-3] kraan
        [10-4] thee|lepel
        [11-1] broek
        [11-2] matras
        [11-3] kranten|papier
        [11-4] was|knijper
        [12-1] kaars
        [12-2] kan|delaar
        [12-3] aan|steker
        [12-4] plakband
        [13-1] aard|appels
        [13-2] pan
        [13-3] kom ijswater
        [13-4] theedoek
        [14-1] boeket
        [14-2] vaas
        [14-3] suiker|klontje
        [14-4] aspirien|tje
        [15-1] ring
        [15-2] klosje garen
        [15-3] olie|spuitje
        [15-4] schaar
        [16-1] kleer|kast
        [16-2] lavendel|zakje
        [16-3] sinaasappel|schil
        [16-4] ceder|houtje
        [17-1] regen|laarzen
        [17-2] föhn
        [17-3] zak rijst
        [17-4] wollen sok
        [18-1] kamer|plant
        [18-2] fles
        [18-3] wollen lont
        [18-4] emmer water
       *[other] ?
    }
card-idea = idee { $series }
card-object = { $object } ({ $series })
idea-word = idee
no-card = geen kaart

## Het logboek

log-dealt = Ronde { $manche }: { $dealer } schudt en deelt iedereen 12 kaarten.
log-hand = Hand van { $player }: { $cards }.
log-idea-shown = { $player } legt idee { $series } “{ $title }” open neer.
log-idea-drawn = { $player } trekt idee { $series } “{ $title }” en legt het open neer.
log-drew = { $player } trekt { $count ->
        [one] { $count } voorwerpkaart
       *[other] { $count } voorwerpkaarten
    }; nog { $talon } in de trekstapel.
log-got = { $player } krijgt: { $cards }.
log-laid = { $player } legt { $cards }.
log-collected = ★ { $player } legt de 4e kaart ({ $card }) en haalt serie { $series } binnen.
log-collected-with-idea = ★ { $player } legt de 4e kaart ({ $card }) en haalt serie { $series } binnen; het idee ligt voorlopig in het eigen kamp.
log-talon-empty = De trekstapel is leeg na de beurt van { $last }: { $opener } opent de handel.
log-requested = { $buyer } biedt { $owner } 200 F voor idee { $series }.
log-accepted = { $owner } zegt ja: { $buyer } betaalt 200 F en neemt idee { $series }.
log-refused = { $owner } weigert idee { $series } aan { $buyer } te verkopen.
log-nothing-to-ask = { $player } heeft niets te vragen en past.
log-turn-ended = { $player } beëindigt de handelsbeurt.
log-passed = { $player } past zonder iets te vragen.
log-transactions-over = Iedereen is één keer na elkaar aan de beurt geweest zonder iets te vragen: de handel is voorbij. Het beslissende moment begint, één kaart per beurt, { $opener } eerst.
log-settled = Afrekening van ronde { $manche } ({ $contracts ->
        [one] { $contracts } contract
       *[other] { $contracts } contracten
    }, { $simple ->
        [one] { $simple } gewone serie
       *[other] { $simple } gewone series
    }): { $purses }.
log-settled-purse = { $purse } { $net }, nieuw saldo { $balance }
log-settled-separator = ;{" "}
log-purse-empty = Een kas is leeg: de partij stopt.
log-game-over = Het spel is afgelopen.

## Waarom een zet niet mag

error-not-your-turn = Je bent niet aan de beurt.
error-wrong-phase = Die zet mag niet in deze fase.
error-card-not-in-hand = Die kaart zit niet in je hand.
error-same-card-twice = Kies twee verschillende kaarten.
error-not-an-opponents-idea = Je kunt alleen een idee kopen dat bij een tegenstander open ligt.
error-already-sold = Dat idee is in deze handel al verkocht.
error-already-requested = Je hebt in deze handel al om dat idee gevraagd.
error-insufficient-funds = Je hebt minstens 200 F nodig om te kopen.
error-no-pending-request = Er wacht geen verzoek op antwoord.
error-answer-pending = Er wacht een verzoek op antwoord.
error-game-over = Het spel is afgelopen.

## Knoppen (één per zet)

move-lay-pair = { $a } + { $b } leggen
move-lay = { $card } leggen
move-request-idea = Idee { $series } kopen (200 F)
move-end-turn = Handelsbeurt beëindigen
move-accept = Accepteren (200 F ontvangen)
move-refuse = Weigeren

## Tekstballonnen

bubble-lays = Legt { $series }
bubble-request = Verkoop je me idee { $series }?
bubble-deal = Akkoord
bubble-no-thanks = Nee, dank je
bubble-pass = Ik pas

## Opties

option-teams = Twee teams van twee (met 4)
option-series = Series met 2 spelers
option-series-standard = 18 (normaal spel)
option-series-quick = 12 (snel spel)
option-manches = Rondes in de partij

## De kopregel

status-answer = { $buyer } wil idee { $series } van je kopen voor 200 F: ga je akkoord?
status-answering = { $player } antwoordt op het verzoek van { $buyer }…
status-talon = Jouw beurt: kies twee kaarten om te leggen.
status-transactions = Handel: koop een idee of beëindig je beurt.
status-final = Beslissend moment: leg één kaart.
status-trading = { $player } handelt…
status-laying = { $player } legt…

## De spelers

badge-dealer = Deler
badge-team = Team { $team }
ideas-displayed = Open liggende ideeën
series-collected = Binnengehaalde series
collected = ★{ $series }
collected-contract = ★{ $series } contract
purse = Kas
chip-hand = Hand

## Het midden van de tafel

centre-title = Midden van de tafel — trekstapel: { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }
stack-idea = Idee: { $holder }
stack-idea-in-talon = Idee: trekstapel
stack-collected = ★ { $player } (gewoon)
stack-collected-contract = ★ { $player } (contract)

## De handel

transactions-title = Handel
transactions-partners = Partners: overleg over aankopen, maar laat nooit je voorwerpkaarten zien.
transactions-pending = { $buyer } vraagt { $owner } om idee { $series } “{ $title }” (200 F)
transactions-offer = Idee { $series } · { $owner }
transactions-ask = Vraag een idee aan wie het heeft (200 F):

## Jouw hand

hand-title = Jouw hand
hand-card-pick = { $series } { $card } — kiezen
hand-card-pick-fourth = { $series } { $card } 4e kaart! — kiezen
hand-card-lay = { $series } { $card } — leggen
hand-card-lay-fourth = { $series } { $card } 4e kaart! — leggen
fourth-card = 4e kaart!
hand-lay-two-cards = Twee kaarten leggen
hand-pick-two-first = Kies eerst twee kaarten uit je hand.

## De afrekening

accounts-label = Afrekening
accounts-of-manche = Afrekening van ronde { $manche }
accounts-if-ended-now = Afrekening als de ronde nu zou eindigen
accounts-series = Serie
accounts-collected-by = Binnengehaald door
accounts-kind = Soort
accounts-paid-by = Betaald door
accounts-contract = contract
accounts-simple = gewoon
accounts-net = { $purse }: ontvangen { $received }, betaald { $paid }, netto { $net }, nieuw saldo { $balance }

## Tips (waarom de zet van de sterke computer goed is)

why-only = het is de enige toegestane zet
why-pair = { $first }; { $second }
why-lay-collects = de 4e kaart van serie { $series }: je haalt de serie binnen
why-lay-collects-with-idea = de 4e kaart van serie { $series }: je haalt de serie binnen, en met het idee betaalt elke tegenstander
why-lay-safe = je hebt alle resterende kaarten van serie { $series }: niemand anders kan de serie binnenhalen
why-lay-most = van serie { $series } heb je de meeste kaarten ({ $held })
why-lay-early = serie { $series } is nog ver van haar 4e kaart
why-buy-collected = je hebt serie { $series } binnengehaald: met het idee betaalt elke tegenstander
why-buy-held = je hebt { $held } van de { $left } kaarten van serie { $series } die nog gelegd moeten worden: met het idee wordt binnenhalen een contract
why-sell-useless = je hebt geen kaart van serie { $series }: neem de 200 F
why-keep-held = je hebt { $held ->
        [one] { $held } kaart
       *[other] { $held } kaarten
    } van serie { $series }: houd het idee
why-keep-from-collector = de koper heeft serie { $series } binnengehaald: met het idee zou het een contract worden dat iedereen betaalt
