# Tablée: Barracuda (Nederlands).
# Termen van de Nederlandse spelregels: bar, pachter, pacht, biljetten, vals
# geld, aanbod/bod, veilen, renovatie, uitsmijter, beschermingsgeld, zakje, kas,
# failliet, "Opdracht van de baas" (Last order). Zie /tmp/glossary/barracuda.md
# en de regels i18n/nl/rules/barracuda.md. Bedragen ($amount, $cash, $rent,
# $value …) komen als getallen en worden door de app gegroepeerd (50.000).

## Biljetten en stapeltjes

note-name =
    { $value ->
        [0] biljet vals geld
       *[other] biljet van { $value }
    }
bundle-fakes =
    { $fakes ->
        [one] { $fakes } biljet vals geld
       *[other] { $fakes } biljetten vals geld
    }
bundle-nothing = niets
# Biljetten van één waarde, in woorden: "2 biljetten van 5.000".
notes-of =
    { $count ->
        [one] { $count } biljet van { $value }
       *[other] { $count } biljetten van { $value }
    }
bundle-value =
    { $fakes ->
        [0] { $value }
        [one] { $value } (+{ $fakes } biljet vals geld)
       *[other] { $value } (+{ $fakes } biljetten vals geld)
    }
notes-count =
    { $n ->
        [one] { $n } biljet
       *[other] { $n } biljetten
    }

## Het verslag

log-game-started-removed = Spel met { $players } spelers: 10 gesloten bars op tafel, waarvan { $two } met twee plaatsen. Uit het spel: { $first } en { $second }.
log-game-started-unseen = Spel met { $players } spelers: 10 gesloten bars op tafel, waarvan { $two } met twee plaatsen. Twee bars zijn ongezien uit het spel genomen.
log-round-started = Ronde { $round }.
log-last-order-declined = { $name } roept geen “Opdracht van de baas!”.
log-last-order-called = { $name } roept “Opdracht van de baas!”: iedereen zet in het geheim in.
log-no-last-order = Niemand roept “Opdracht van de baas!”.
log-staked = { $name } heeft ingezet.
log-stake-contents = Jouw inzet: { $notes }.
log-stakes-revealed =
    Inzetten getoond: { $stakes }. De bank krijgt { $total }. { $fakes ->
        [back] Het valse geld gaat terug naar de eigenaars.
       *[bank] Het valse geld gaat ook naar de bank.
    } Volgorde: { $order }.
log-stake-item = { $name } { $value }
log-list-comma = ,{" "}
log-order-or = {" "}of{" "}
log-order-then = , dan{" "}
log-player-drawn = Het zakje wijst { $name } aan ({ $position }e aan de beurt).
# De volgende, alleen door de inzetten bepaald (niemand anders in de groep): geen trekking.
log-player-next = Door de inzetten: { $name } is als { $position }e aan de beurt.
log-five-figures-win = { $name } had een hele ronde lang alle 5 speelfiguren in de bars en wint!
log-rent-paid = { $name } betaalt { $amount } pacht ({ $rents }).
log-rent-paid-discount = { $name } betaalt { $amount } pacht ({ $rents }, korting { $discount }).
log-rent-item = { $bar } { $rent }
log-bankrupt-rent = { $name } kan { $due } pacht niet betalen: failliet!
log-bankrupt-no-action = { $name } kan geen enkele actie uitvoeren: failliet!
log-bar-opened = { $name } opent de bar { $bar } ({ $rent }) en wordt er pachter.
log-partner-placed-own = { $name } zet een partner in de eigen bar { $bar }.
log-offer-slid-partner =
    { $giver } schuift { $tenant } gesloten { $n ->
        [one] { $n } biljet
       *[other] { $n } biljetten
    } toe om partner te worden in { $bar }.
log-offer-slid-takeover =
    { $giver } schuift { $tenant } gesloten { $n ->
        [one] { $n } biljet
       *[other] { $n } biljetten
    } toe om { $bar } over te nemen.
log-offer-contents = Aanbod van { $giver } aan { $tenant }: { $notes } (waarde { $worth }).
log-partner-accepted = { $tenant } accepteert: { $giver } wordt partner in { $bar }.
log-partner-refused = { $tenant } weigert: het aanbod wordt omgedraaid, { $value } van { $giver } en { $amount } van { $tenant } gaan naar de bank (de uitsmijter).
log-takeover-accepted = { $tenant } accepteert: { $giver } neemt { $bar } over.
log-takeover-accepted-partner-leaves = { $tenant } accepteert: { $giver } neemt { $bar } over. De partner van { $partner } verlaat de bar.
log-takeover-refused = { $tenant } weigert het overnamebod van { $giver } voor { $bar }.
log-protection-paid =
    { $tenant } geeft { $giver } { $amount } terug plus { $amount } beschermingsgeld, en houdt { $fakes ->
        [one] { $fakes } biljet vals geld
       *[other] { $fakes } biljetten vals geld
    }.
log-auction-started = { $seller } veilt { $bar }: iedereen doet een gesloten bod.
log-bid-made = { $name } heeft geboden.
log-bid-contents = Jouw bod: { $notes }.
log-bid-sizes = Alle biedingen zijn binnen: { $sizes }.
log-bid-size-item =
    { $name } ({ $n ->
        [one] { $n } biljet
       *[other] { $n } biljetten
    })
log-bids-shown = De biedingen die je kreeg: { $bids }.
log-bid-item = { $name } { $amount } ({ $notes })
log-list-semicolon = ;{" "}
log-auction-won = { $seller } neemt het bod van { $winner } aan: { $winner } pacht nu { $bar }.
log-auction-paid = { $winner } betaalt { $amount } aan { $seller } ({ $notes }).
log-auction-rejected = { $seller } wijst alle biedingen af en sluit { $bar } voor renovatie ({ $cost } naar de bank).
log-auction-rejected-partner-leaves = { $seller } wijst alle biedingen af en sluit { $bar } voor renovatie ({ $cost } naar de bank). De partner van { $partner } verlaat de bar.
log-held = { $name } wacht af.
log-bank-counted = { $name } telt de bank.
log-bank-count =
    In de bank liggen { $cash } en { $fakes ->
        [one] { $fakes } biljet vals geld
       *[other] { $fakes } biljetten vals geld
    }.
log-game-over-five = Einde van het spel: { $name } wint met alle 5 speelfiguren. Winnaar: { $winners }. Kassen: { $purses }.
log-game-over-bankrupt = Einde van het spel: { $name } is failliet. Winnaar: { $winners }. Kassen: { $purses }.
log-purse-item =
    { $name } { $cash } en { $fakes ->
        [one] { $fakes } biljet vals geld
       *[other] { $fakes } biljetten vals geld
    }

## Zetten (knoppen; $slot: de positie van de bar op tafel, vanaf 1)

move-call-last-order = Opdracht van de baas!
move-decline-last-order = Geen opdracht van de baas
move-stake = Inzet: { $value }
move-open = Bar openen (positie { $slot })
move-place-partner = Partner inzetten (positie { $slot })
move-offer-partner = Partner worden (positie { $slot }): { $value }
move-offer-takeover = Bar overnemen (positie { $slot }): { $value }
move-auction = Veilen (positie { $slot })
move-hold = Afwachten
move-accept = Accepteren
move-refuse = Weigeren
move-bid = Bod: { $value }
move-auction-accept = Bod van speler { $player } aannemen
move-reject-all = Alles afwijzen en renoveren
move-count-bank = Bank tellen

## Waarom een zet niet mag

error-game-over = Het spel is afgelopen.
error-not-your-turn = Je bent niet aan de beurt: speler { $player } beslist nu.
error-wrong-phase = Deze zet wordt nu niet gevraagd.
error-no-such-slot = Daar ligt geen bar.
error-must-open = Je moet een bar openen (eerste ronde, of je pacht geen enkele bar).
error-open-limit = Er zijn al zoveel bars geopend als toegestaan.
error-bar-not-closed = Deze bar is al geopend.
error-bar-not-open = Deze bar is gesloten.
error-no-free-figure = Je hebt geen vrije speelfiguur meer.
error-not-your-bar = Je bent geen pachter van deze bar.
error-own-bar = Dit is je eigen bar.
error-no-tenant = Deze bar heeft geen pachter.
error-no-partner-place = Deze bar heeft maar één plaats.
error-partner-place-taken = De partnerplaats is bezet.
error-offer-too-low = Het aanbod moet minstens { $min } waard zijn (vals geld telt niet mee).
error-offer-too-high = Het aanbod mag niet meer dan { $max } waard zijn.
error-insufficient-cash = Zoveel geld heb je niet.
error-insufficient-fakes = Zoveel vals geld heb je niet.
error-bundle-too-large = Hoogstens 30 biljetten tegelijk.
error-must-include-fake = Er moet minstens één biljet vals geld in zitten.
error-cannot-afford-refusal = Weigeren kost evenveel als het aanbod en dat heb je niet: je moet accepteren.
error-need-three-bars = Je moet pachter van drie bars zijn om er een te veilen.
error-auction-not-completable = Deze veiling kan niet aflopen: niemand kan de bar overnemen en jij kunt de renovatie niet betalen.
error-not-a-bidder = Deze speler heeft niet geboden.
error-bidder-no-free-figure = Deze speler heeft geen vrije speelfiguur.
error-cannot-afford-renovation = De renovatie kost { $cost } en dat heb je niet: neem een bod aan.
error-hold-not-allowed = Afwachten mag alleen als al je 5 speelfiguren in de bars staan.
error-bank-already-counted = Je hebt de bank al geteld.
error-bank-count-off = Deze variant wordt niet gespeeld.

## Ballonnen: de actie van een speler, kort, bij zijn plaats

bubble-last-order = Opdracht van de baas!
bubble-no-last-order = Geen opdracht van de baas
bubble-staked = Heeft ingezet
bubble-rent-paid = Betaalt { $amount } pacht
bubble-bankrupt = Failliet
bubble-opens = Opent { $bar }
bubble-partner-own = Zet partner in { $bar }
bubble-offer-partner =
    Aanbod aan { $tenant } ({ $n ->
        [one] { $n } biljet
       *[other] { $n } biljetten
    })
bubble-offer-takeover = Wil { $bar } overnemen
bubble-accepts = Accepteert het aanbod van { $name }
bubble-refuses = Weigert het aanbod van { $name }
bubble-gives-up = Staat { $bar } af aan { $name }
bubble-refuses-takeover = Weigert de overname
bubble-auctions = Veilt { $bar }
bubble-bids = Biedt
bubble-sells = Verkoopt { $bar } aan { $name }
bubble-rejects-every-bid = Wijst alle biedingen af
bubble-waits = Wacht af
bubble-counts-bank = Telt de bank

## Opties van het spel

option-drawn-at-random = Willekeurig getrokken, ongezien
option-removed-two-place = Bar met twee plaatsen uit het spel (beide of geen)
option-removed-one-place = Bar met één plaats uit het spel (beide of geen)
option-count-bank = Bank tellen: één keer per spel mag elke speler in het geheim de bank tellen
option-fakes-back = Opdracht van de baas: ingezet vals geld gaat terug naar de eigenaars
option-tiebreak = Gelijkspel na een faillissement
option-tiebreak-highest = De duurste bar (Nederlandse regels)
option-tiebreak-total = De totale pacht (Franse regels)

## De tafel

score-in-bars =
    { $n ->
        [one] { $n } speelfiguur in de bars
       *[other] { $n } speelfiguren in de bars
    }
end-mark-bankrupt = failliet
status-five-figures = { $name } had een hele ronde lang alle 5 speelfiguren in de bars.
status-bankrupt = { $name } is failliet.
status-last-order-call = Roept iemand “Opdracht van de baas!”? { $name }, jouw antwoord.
status-last-order-stake-you = Opdracht van de baas: stel in het geheim je inzet samen.
status-last-order-stake = { $name } zet in voor de opdracht van de baas…
status-action-you = Jouw beurt: kies een actie.
status-action = { $name } kiest een actie…
status-offer-you = Een gesloten aanbod voor jou: accepteer of weiger het.
status-offer = { $name } bekijkt een aanbod…
status-bid-you = Veiling: stel je gesloten bod samen.
status-bid = { $name } biedt…
status-auction-decision-you = Alle biedingen zijn binnen: kies er een of wijs ze allemaal af.
status-auction-decision = { $name } bekijkt de biedingen…
table-bars = De bars
strip-has-played = is geweest
strip-last-order = Opdracht van de baas
strip-rent-discounted = { $due } (in plaats van { $nominal })
label-in-bars = In bars
label-free = Vrij
label-rent = Pacht
label-cash = Geld
label-fakes = Vals geld
strip-figures = { $placed } in de bars, { $free } vrij
place-tenant = Pachter:{" "}
place-partner = Partner:{" "}
bars-removed = Uit het spel: { $first } en { $second }.
bars-removed-unseen = Twee bars ongezien uit het spel (een met één plaats, een met twee).
bars-open = Geopende bars
bars-open-limit = {" "}({ $limit } toegestaan)
bar-places =
    { $n ->
        [one] { $n } plaats
       *[other] { $n } plaatsen
    }
ribbon-up-for-auction = In de veiling
ribbon-partner-offer = Partneraanbod
ribbon-takeover-offer = Overnamebod
place-up-for-auction = in de veiling
place-free = vrije plaats
bar-closed-renovation = Gesloten (renovatie)
bar-renovated-meta = Pacht { $rent } · { $places }
bar-closed = Gesloten
bar-open = Deze bar openen
bar-place-partner = Partner inzetten
bar-offer-partner = Partner worden…
bar-take-over = Deze bar overnemen…
bar-auction = Veilen
# De knoppen van de bars zoals een schermlezer ze zegt: welke bar, en wat telt.
# $slot: het nummer van de gesloten bar in de lijst; $places: "2 plaatsen"; $tenant: een speler; $rent: een bedrag.
bar-open-label = bar nr. { $slot } ({ $places })
bar-place-partner-label = { $bar }
bar-offer-partner-label = { $bar } ({ $tenant })
bar-take-over-label = { $bar } ({ $tenant }, pacht { $rent })
bar-auction-label = { $bar }
order-round = Ronde { $round }
order-played = {" "}· geweest: { $names }
order-groups = {" "}· volgorde na de opdracht van de baas: { $groups }
order-then = {" "}dan{" "}
end-wallets = De kassen
end-purse =
    { $name }: { $bars } in de bars, { $cash } op zak, { $fakes ->
        [one] { $fakes } biljet vals geld
       *[other] { $fakes } biljetten vals geld
    }
end-tiebreak-highest = Bij gelijkstand: speelfiguren in de bars, dan geld, dan de duurste gepachte bar.
end-tiebreak-total = Bij gelijkstand: speelfiguren in de bars, dan geld, dan de totale pacht.

## Beslissingen

decide-title = Jouw beslissing
decide-stake = Inzetten
decide-hand-in-bid = Mijn gesloten bod afgeven
decide-count-bank = Bank tellen (één keer)
last-order-title = Opdracht van de baas
last-order-question = Roept iemand “Opdracht van de baas!”?
# Een speler die aan het begin van de volgende eigen beurt wint als tot dan geen van de 5 speelfiguren een bar verlaat.
five-figures-threat = Alle 5 speelfiguren van { $name } staan in bars: verlaat geen ervan een bar voordat { $name } weer aan de beurt is, dan wint { $name }.
last-order-explain = “Opdracht van de baas!” roepen: iedereen zet in het geheim geld in (tot 12.000, met een biljet vals geld wie er een heeft). De laagste inzet is als eerste aan de beurt, de hoogste als laatste; het ingezette geld gaat naar de bank. Roept niemand, dan trekt het zakje de volgorde.
last-order-declined = Nee, bedankt: { $names }
last-order-call = { $name }: Opdracht van de baas!
last-order-decline = { $name }: nee
decide-must-open = Je pacht geen enkele bar: je moet er een openen (kies “Deze bar openen” bij een van de gesloten bars).
decide-choose-action = Kies een actie bij een bar.
decide-offer-partner-title = Partneraanbod — { $bar }
decide-offer-takeover-title = Overnamebod — { $bar }
decide-slide-offer = Aanbod toeschuiven
decide-cancel = Annuleren
decide-hold = Afwachten (al je speelfiguren staan in de bars)
decide-offer-received = { $giver } biedt je { $notes } voor { $bar }.
decide-accept = Accepteren
decide-refuse = Weigeren
decide-partner-help = Accepteren: je houdt alles en { $giver } wordt partner. Weigeren: het aanbod wordt voor iedereen omgedraaid, de waarde ervan en hetzelfde bedrag uit je eigen zak gaan naar de bank ({ $amount }); het valse geld houd je.
decide-takeover-help = Accepteren: je houdt alles en staat de bar af. Weigeren: je geeft de echte biljetten terug en betaalt { $giver } nog eens { $amount }; het valse geld houd je.
decide-bid = { $name }: { $notes }
decide-pick = Kiezen
decide-pick-label = Bod van { $name } kiezen
decide-reject-all = Alles afwijzen: renovatie ({ $cost })

## Het geld op tafel

note-fake-face = VALS
envelope-closed = Gesloten envelop
envelope-closed-size =
    { $n ->
        [one] Gesloten envelop met { $n } biljet
       *[other] Gesloten envelop met { $n } biljetten
    }
offer-closed = Gesloten aanbod
offer-line-partner =
    { $giver } schuift { $tenant } { $n ->
        [one] { $n } gesloten biljet
       *[other] { $n } gesloten biljetten
    } toe om partner te worden in { $bar }.
offer-line-takeover =
    { $giver } schuift { $tenant } { $n ->
        [one] { $n } gesloten biljet
       *[other] { $n } gesloten biljetten
    } toe om { $bar } over te nemen.
offer-inside = Inhoud: { $notes }
auction-title = Veiling: { $seller } verkoopt { $bar }
bid-not-yet = nog niet
bid-has-bid = heeft geboden
last-order-called = { $name } riep “Opdracht van de baas!”: iedereen zet in het geheim in.
last-order-staked = Ingezet hebben:
stake-name = { $name }:{" "}
stake-yours = Jouw inzet: { $value }
wallet-title = Jouw kas (geheim)
wallet-cash = Geld: { $cash } · vals geld: { $fakes }
wallet-tap-note = Kies een biljet om het in de envelop te stoppen; de bank wisselt.
wallet-bank-change = De bank wisselt vanzelf.
wallet-bank-count =
    Je hebt de bank geteld: { $cash } en { $fakes ->
        [one] { $fakes } biljet vals geld
       *[other] { $fakes } biljetten vals geld
    }.
wallet-envelope-full = De envelop is vol: hoogstens { $max } biljetten.
wallet-no-fake = Je hebt geen vals geld meer.
wallet-cannot-add = Dit biljet kun je niet toevoegen.
wallet-put-note =
    { $value ->
        [0] Een biljet vals geld in de envelop stoppen
       *[other] Een biljet van { $value } in de envelop stoppen
    }
wallet-fakes =
    { $n ->
        [one] { $n } biljet vals geld
       *[other] { $n } biljetten vals geld
    }
envelope-take-back =
    { $value ->
        [0] Een biljet vals geld terugnemen ({ $k } in de envelop)
       *[other] Een biljet van { $value } terugnemen ({ $k } in de envelop)
    }
envelope-empty = Leeg: kies de biljetten in je kas.
envelope-real-value = Echte waarde { $value }
envelope-thickness =
    de anderen zien { $n ->
        [one] { $n } biljet
       *[other] { $n } biljetten
    }
limits-range =
    Echte waarde van { $min } tot { $max }{ $fake ->
        [yes] , minstens één biljet vals geld
       *[no] {""}
    } · hoogstens { $most } biljetten.
limits-none =
    Geen grens aan de waarde{ $fake ->
        [yes] , minstens één biljet vals geld
       *[no] {""}
    } · hoogstens { $most } biljetten.

## Tips: waarom een zet goed is (met kleine letter: ze volgen op "Tip: ")

why-opening-two = twee plaatsen: een eigen partner kan er later gratis bij
why-opening-cheapest-known = geen bar die je kunt openen lijkt goedkoper dan { $bar } ({ $rent } pacht)
why-opening-cheapest = geen bar die je kunt openen lijkt goedkoper: de nog gesloten bars van deze grootte kosten gemiddeld { $rent } pacht
why-opening-figure = een speelfiguur meer in een bar ({ $after } van de 5)
why-only = het is de enige toegestane zet
why-call-short = je { $cash } dekt je pacht van { $rent } niet: als laatste spelen geeft de anderen de tijd om eerst failliet te gaan, of om jou te betalen
why-call-danger = { $name } heeft hoogstens { $hi } voor een pacht van { $rent }: een faillissement zou het spel beëindigen zodra { $name } aan de beurt is, dus het loont om eerder te spelen
why-decline-safe =
    geen faillissement in zicht: { $rent ->
        [0] je bent geen pacht verschuldigd
       *[other] je { $cash } dekt je pacht van { $rent }
    }, en niemand komt zichtbaar pacht tekort
why-stake-nothing =
    { $rent ->
        [0] je bent geen pacht verschuldigd
       *[other] je { $cash } dekt je pacht van { $rent }
    }: { $fakes ->
        [0] geen geld
        [1] een biljet vals geld zoals verplicht, geen geld
       *[other] { $fakes } biljetten vals geld (één is verplicht), geen geld
    }, want ingezet geld gaat naar de bank
why-stake-some = met { $amount } inzet speel je na wie minder inzet; dat geld gaat naar de bank
why-stake-all = je { $cash } dekt je pacht van { $rent } niet: zet zoveel mogelijk in ({ $amount }) om zo laat mogelijk te spelen
why-open-round1 = in ronde 1 opent iedereen een bar; { $reason }
why-open-no-bar = je hebt geen bar: je moet er een openen; { $reason }
why-partner-own = gratis: je eigen partner in { $bar }, een speelfiguur meer in een bar ({ $after } van de 5)
why-hold = al je vijf speelfiguren staan in de bars: laat ze daar tot je volgende beurt om te winnen
why-takeover-forced = { $tenant } kan niet weigeren: dan zou { $tenant } jou { $amount } moeten betalen, en { $tenant } heeft hoogstens { $hi }; { $bar } is van jou
why-takeover =
    { $amount } voor { $bar } ({ $rent } pacht): of de bar is van jou, of { $tenant } betaalt je { $amount } om hem te houden{ $both ->
        [yes] , en met je partner daar heb je dan beide plaatsen
       *[no] {""}
    }
why-partner-forced = { $tenant } kan niet weigeren: dat kost ook { $amount }, en { $tenant } heeft hoogstens { $hi }; een speelfiguur in { $bar }, zonder pacht
why-partner = een speelfiguur in { $bar } voor { $amount }, zonder pacht ({ $tenant } betaalt de { $rent }); bij weigering betalen jullie allebei { $amount } aan de bank
why-auction = { $bar } veilen verlaagt je volgende pacht van { $from } naar { $to } (je hebt { $cash })
why-must-accept = weigeren zou je { $amount } kosten, en je hebt maar { $cash }
why-accept-partner = { $giver } betaalt je { $amount } om partner te worden in { $bar }, en weigeren zou je { $amount } kosten
why-refuse-partner-fifth = { $giver } zou alle vijf speelfiguren in de bars hebben: weigeren kost je { $amount }, maar houdt { $giver } op vier
why-refuse-partner = { $giver } zou { $after } speelfiguren in de bars hebben, één minder dan vijf: weigeren kost je { $amount }
why-accept-takeover =
    accepteren levert je { $amount } op, weigeren zou je { $amount } kosten: een verschil van { $swing } voor { $bar } ({ $rent } pacht){ $lost ->
        [1] {""}
       *[other] ; je partner daar moet ook weg
    }
why-refuse-takeover-last = zonder { $bar } heb je geen speelfiguur meer in een bar: de bar houden kost je { $amount }
why-refuse-takeover-fifth = { $giver } zou alle vijf speelfiguren in de bars hebben: { $bar } houden kost je { $amount }
why-refuse-takeover-cheap = { $amount } is minder dan twee keer de pacht van { $bar } ({ $rent }): de bar houden kost je { $amount }
why-refuse-takeover-cheap-two = { $amount } voor je twee speelfiguren in { $bar } is minder dan twee keer de pacht ({ $rent }) per speelfiguur: de bar houden kost je { $amount }
why-bid-cannot-win = je hebt geen vrije speelfiguur: de verkoper kan jou niet kiezen, dus geld is niet nodig
why-bid-fifth = { $bar } zou je vijfde speelfiguur in een bar opleveren
why-bid-nothing =
    { $fakes ->
        [0] geen geld
        [1] een biljet vals geld zoals verplicht, geen geld
       *[other] { $fakes } biljetten vals geld (één is verplicht), geen geld
    }: kiest de verkoper jou, dan kost { $bar } je niets, anders krijg je alles terug
why-bid-some = { $amount } voor { $bar } ({ $rent } pacht): een bod dat niet gekozen wordt, krijg je terug
why-sell-highest =
    het hoogste bod in echt geld: { $amount } van { $winner }{ $tied ->
        [yes] , gelijk met een ander bod
       *[no] {""}
    }
why-sell-free = geen bod bevat echt geld: de bar aan { $winner } geven kost je niets, renoveren { $cost }
why-sell-safe = het beste bod van iemand die geen vijf speelfiguren zou halen: { $amount } van { $winner } ({ $avoided } zou alle vijf hebben)
why-renovate-fifth = elke bieder die je mag kiezen zou alle vijf speelfiguren in de bars hebben: renoveren kost je { $cost }
why-renovate-empty = geen bod bevat echt geld: renoveren kost je { $cost }, maar geeft de bar aan niemand
