# Tablée: Barracuda (deutsch).
# Begriffe der deutschen Ausgabe (Drei Hasen in der Abendsonne): Pächter,
# Pacht, Kasse, Falschgeld, Bar eröffnen, Partner einsetzen, Bar übernehmen,
# Bar versteigern, Last Order. Siehe /tmp/glossary/barracuda.md und die Regeln
# i18n/de/rules/barracuda.md. Beträge ($amount, $cash, $rent, $value …)
# kommen als Zahlen und werden von der App gruppiert (50.000).

## Scheine und Stapel

note-name =
    { $value ->
        [0] Schein Falschgeld
       *[other] Schein zu { $value }
    }
bundle-fakes =
    { $fakes ->
        [one] { $fakes } Schein Falschgeld
       *[other] { $fakes } Scheine Falschgeld
    }
bundle-nothing = nichts
# Scheine eines Werts, in Worten: „2 Scheine zu 5.000“.
notes-of =
    { $count ->
        [one] { $count } Schein zu { $value }
       *[other] { $count } Scheine zu { $value }
    }
bundle-value =
    { $fakes ->
        [0] { $value }
        [one] { $value } (+{ $fakes } Schein Falschgeld)
       *[other] { $value } (+{ $fakes } Scheine Falschgeld)
    }
notes-count =
    { $n ->
        [one] { $n } Schein
       *[other] { $n } Scheine
    }

## Das Protokoll

log-game-started-removed = Partie mit { $players } Spielern: 10 geschlossene Bars auf dem Tisch, { $two } davon mit zwei Plätzen. Aussortiert: { $first } und { $second }.
log-game-started-unseen = Partie mit { $players } Spielern: 10 geschlossene Bars auf dem Tisch, { $two } davon mit zwei Plätzen. Zwei Bars wurden unbesehen aussortiert.
log-round-started = Runde { $round }.
log-last-order-declined = { $name } ruft nicht „Last Order!“.
log-last-order-called = { $name } ruft „Last Order!“: Alle setzen geheim.
log-no-last-order = Niemand ruft „Last Order!“.
log-staked = { $name } hat gesetzt.
log-stake-contents = Dein Einsatz: { $notes }.
log-stakes-revealed =
    Einsätze aufgedeckt: { $stakes }. Die Bank erhält { $total }. { $fakes ->
        [back] Das Falschgeld geht an seine Besitzer zurück.
       *[bank] Das Falschgeld geht ebenfalls an die Bank.
    } Reihenfolge: { $order }.
log-stake-item = { $name } { $value }
log-list-comma = ,{" "}
log-order-or = {" "}oder{" "}
log-order-then = , dann{" "}
log-player-drawn = Aus dem Beutel gezogen: { $name } (als { $position }. am Zug).
# Der Nächste, allein durch die Einsätze bestimmt (niemand sonst in seiner Gruppe): kein Ziehen.
log-player-next = Durch die Einsätze: { $name } ist als { $position }. am Zug.
log-five-figures-win = { $name } hatte eine ganze Runde lang alle 5 Figuren in Bars und gewinnt!
log-rent-paid = { $name } zahlt { $amount } Pacht ({ $rents }).
log-rent-paid-discount = { $name } zahlt { $amount } Pacht ({ $rents }, Rabatt { $discount }).
log-rent-item = { $bar } { $rent }
log-bankrupt-rent = { $name } kann { $due } Pacht nicht zahlen: pleite!
log-bankrupt-no-action = { $name } hat keine mögliche Aktion: pleite!
log-bar-opened = { $name } eröffnet die Bar { $bar } ({ $rent }) und wird dort Pächter.
log-partner-placed-own = { $name } setzt einen Partner in die eigene Bar { $bar }.
log-offer-slid-partner =
    { $giver } schiebt { $tenant } verdeckt { $n ->
        [one] { $n } Schein
       *[other] { $n } Scheine
    } zu, um Partner in { $bar } zu werden.
log-offer-slid-takeover =
    { $giver } schiebt { $tenant } verdeckt { $n ->
        [one] { $n } Schein
       *[other] { $n } Scheine
    } zu, um { $bar } zu übernehmen.
log-offer-contents = Angebot von { $giver } an { $tenant }: { $notes } (Wert { $worth }).
log-partner-accepted = { $tenant } nimmt an: { $giver } wird Partner in { $bar }.
log-partner-refused = { $tenant } lehnt ab: Das Angebot wird aufgedeckt, { $value } von { $giver } und { $amount } von { $tenant } gehen an die Bank (an den Türsteher).
log-takeover-accepted = { $tenant } nimmt an: { $giver } übernimmt { $bar }.
log-takeover-accepted-partner-leaves = { $tenant } nimmt an: { $giver } übernimmt { $bar }. Der Partner von { $partner } verlässt die Bar.
log-takeover-refused = { $tenant } lehnt das Übernahmeangebot von { $giver } für { $bar } ab.
log-protection-paid =
    { $tenant } gibt { $giver } { $amount } zurück, zahlt { $amount } Schutzgeld dazu und behält { $fakes ->
        [one] { $fakes } Schein Falschgeld
       *[other] { $fakes } Scheine Falschgeld
    }.
log-auction-started = { $seller } versteigert { $bar }: Alle geben ein verdecktes Gebot ab.
log-bid-made = { $name } hat geboten.
log-bid-contents = Dein Gebot: { $notes }.
log-bid-sizes = Alle Gebote sind abgegeben: { $sizes }.
log-bid-size-item =
    { $name } ({ $n ->
        [one] { $n } Schein
       *[other] { $n } Scheine
    })
log-bids-shown = Die Gebote an dich: { $bids }.
log-bid-item = { $name } { $amount } ({ $notes })
log-list-semicolon = ;{" "}
log-auction-won = { $seller } nimmt das Gebot von { $winner } an: { $winner } pachtet jetzt { $bar }.
log-auction-paid = { $winner } zahlt { $seller } { $amount } ({ $notes }).
log-auction-rejected = { $seller } lehnt alle Gebote ab und schließt { $bar } zur Renovierung ({ $cost } an die Bank).
log-auction-rejected-partner-leaves = { $seller } lehnt alle Gebote ab und schließt { $bar } zur Renovierung ({ $cost } an die Bank). Der Partner von { $partner } verlässt die Bar.
log-held = { $name } wartet ab.
log-bank-counted = { $name } zählt die Bank.
log-bank-count =
    In der Bank liegen { $cash } und { $fakes ->
        [one] { $fakes } Schein Falschgeld
       *[other] { $fakes } Scheine Falschgeld
    }.
log-game-over-five = Spielende: { $name } gewinnt mit allen 5 Figuren. Sieger: { $winners }. Kassen: { $purses }.
log-game-over-bankrupt = Spielende: { $name } ist pleite. Sieger: { $winners }. Kassen: { $purses }.
log-purse-item =
    { $name } { $cash } und { $fakes ->
        [one] { $fakes } Schein Falschgeld
       *[other] { $fakes } Scheine Falschgeld
    }

## Spielzüge (Beschriftungen; $slot: die Position der Bar auf dem Tisch, ab 1)

move-call-last-order = Last Order!
move-decline-last-order = Kein Last Order
move-stake = Einsatz: { $value }
move-open = Bar eröffnen (Position { $slot })
move-place-partner = Partner einsetzen (Position { $slot })
move-offer-partner = Partner werden (Position { $slot }): { $value }
move-offer-takeover = Bar übernehmen (Position { $slot }): { $value }
move-auction = Versteigern (Position { $slot })
move-hold = Abwarten
move-accept = Annehmen
move-refuse = Ablehnen
move-bid = Gebot: { $value }
move-auction-accept = Gebot von Spieler { $player } annehmen
move-reject-all = Alle ablehnen und renovieren
move-count-bank = Bank zählen

## Warum ein Spielzug nicht geht

error-game-over = Die Partie ist vorbei.
error-not-your-turn = Du bist nicht dran: Spieler { $player } entscheidet gerade.
error-wrong-phase = Dieser Spielzug ist gerade nicht gefragt.
error-no-such-slot = Dort liegt keine Bar.
error-must-open = Du musst eine Bar eröffnen (erste Runde, oder du hast keine Bar gepachtet).
error-open-limit = Es sind schon so viele Bars offen wie erlaubt.
error-bar-not-closed = Diese Bar ist schon offen.
error-bar-not-open = Diese Bar ist geschlossen.
error-no-free-figure = Du hast keine freie Figur mehr.
error-not-your-bar = Du bist nicht der Pächter dieser Bar.
error-own-bar = Das ist deine eigene Bar.
error-no-tenant = Diese Bar hat keinen Pächter.
error-no-partner-place = Diese Bar hat nur einen Platz.
error-partner-place-taken = Der Partnerplatz ist besetzt.
error-offer-too-low = Das Angebot muss mindestens { $min } wert sein (Falschgeld zählt nicht).
error-offer-too-high = Das Angebot darf höchstens { $max } wert sein.
error-insufficient-cash = So viel Geld hast du nicht.
error-insufficient-fakes = So viel Falschgeld hast du nicht.
error-bundle-too-large = Höchstens 30 Scheine auf einmal.
error-must-include-fake = Es muss mindestens einen Schein Falschgeld enthalten.
error-cannot-afford-refusal = Ablehnen kostet so viel wie das Angebot, und so viel hast du nicht: Du musst annehmen.
error-need-three-bars = Du musst Pächter von drei Bars sein, um eine zu versteigern.
error-auction-not-completable = Diese Versteigerung könnte nicht enden: Niemand kann die Bar übernehmen, und du kannst die Renovierung nicht bezahlen.
error-not-a-bidder = Dieser Spieler hat nicht geboten.
error-bidder-no-free-figure = Dieser Spieler hat keine freie Figur.
error-cannot-afford-renovation = Die Renovierung kostet { $cost }, und so viel hast du nicht: Nimm ein Gebot an.
error-hold-not-allowed = Abwarten darfst du nur, wenn alle 5 Figuren in Bars stehen.
error-bank-already-counted = Du hast die Bank schon gezählt.
error-bank-count-off = Diese Variante wird nicht gespielt.

## Sprechblasen: die Aktion eines Spielers, kurz, an seinem Platz

bubble-last-order = Last Order!
bubble-no-last-order = Kein Last Order
bubble-staked = Hat gesetzt
bubble-rent-paid = Zahlt { $amount } Pacht
bubble-bankrupt = Pleite
bubble-opens = Eröffnet { $bar }
bubble-partner-own = Setzt Partner in { $bar }
bubble-offer-partner =
    Angebot an { $tenant } ({ $n ->
        [one] { $n } Schein
       *[other] { $n } Scheine
    })
bubble-offer-takeover = Will { $bar } übernehmen
bubble-accepts = Nimmt das Angebot von { $name } an
bubble-refuses = Lehnt das Angebot von { $name } ab
bubble-gives-up = Überlässt { $name } die Bar { $bar }
bubble-refuses-takeover = Lehnt die Übernahme ab
bubble-auctions = Versteigert { $bar }
bubble-bids = Bietet
bubble-sells = Verkauft { $bar } an { $name }
bubble-rejects-every-bid = Lehnt alle Gebote ab
bubble-waits = Wartet ab
bubble-counts-bank = Zählt die Bank

## Optionen der Partie

option-drawn-at-random = Zufällig gezogen, unbesehen
option-removed-two-place = Aussortierte Bar mit zwei Plätzen (beide oder keine)
option-removed-one-place = Aussortierte Bar mit einem Platz (beide oder keine)
option-count-bank = Bank zählen: Einmal pro Partie darf jeder Spieler geheim die Bank zählen
option-fakes-back = Last Order: Gesetztes Falschgeld geht an seine Besitzer zurück
option-tiebreak = Gleichstand nach einer Pleite
option-tiebreak-highest = Die teuerste Bar (niederländische Regel)
option-tiebreak-total = Die Pachtsumme (französische Regel)

## Der Tisch

score-in-bars =
    { $n ->
        [one] { $n } Figur in Bars
       *[other] { $n } Figuren in Bars
    }
end-mark-bankrupt = pleite
status-five-figures = { $name } hatte eine ganze Runde lang alle 5 Figuren in Bars.
status-bankrupt = { $name } ist pleite.
status-last-order-call = Ruft jemand „Last Order!“? { $name }, deine Antwort.
status-last-order-stake-you = Last Order: Stell deinen Einsatz geheim zusammen.
status-last-order-stake = { $name } setzt für Last Order …
status-action-you = Du bist dran: Wähle eine Aktion.
status-action = { $name } wählt eine Aktion …
status-offer-you = Ein verdecktes Angebot für dich: Nimm es an oder lehne es ab.
status-offer = { $name } prüft ein Angebot …
status-bid-you = Versteigerung: Stell dein verdecktes Gebot zusammen.
status-bid = { $name } bietet …
status-auction-decision-you = Alle Gebote sind da: Nimm eines an oder lehne alle ab.
status-auction-decision = { $name } prüft die Gebote …
table-bars = Die Bars
strip-has-played = war dran
strip-last-order = Last Order
strip-rent-discounted = { $due } (statt { $nominal })
label-in-bars = In Bars
label-free = Frei
label-rent = Pacht
label-cash = Geld
label-fakes = Falschgeld
strip-figures = { $placed } in Bars, { $free } frei
place-tenant = Pächter:{" "}
place-partner = Partner:{" "}
bars-removed = Aussortierte Bars: { $first } und { $second }.
bars-removed-unseen = Zwei Bars unbesehen aussortiert (eine mit einem Platz, eine mit zwei).
bars-open = Offene Bars
bars-open-limit = {" "}({ $limit } erlaubt)
bar-places =
    { $n ->
        [one] { $n } Platz
       *[other] { $n } Plätze
    }
ribbon-up-for-auction = Wird versteigert
ribbon-partner-offer = Partnerangebot
ribbon-takeover-offer = Übernahme­angebot
place-up-for-auction = wird versteigert
place-free = freier Platz
bar-closed-renovation = Geschlossen (Renovierung)
bar-renovated-meta = Pacht { $rent } · { $places }
bar-closed = Geschlossen
bar-open = Diese Bar eröffnen
bar-place-partner = Partner einsetzen
bar-offer-partner = Partnerschaft anbieten …
bar-take-over = Diese Bar übernehmen …
bar-auction = Versteigern
# Die Knöpfe der Bars, wie ein Screenreader sie sagt: welche Bar und was zählt.
# $slot: die Nummer der geschlossenen Bar in der Liste; $places: „2 Plätze“; $tenant: ein Spieler; $rent: ein Betrag.
bar-open-label = Bar Nr. { $slot } ({ $places })
bar-place-partner-label = { $bar }
bar-offer-partner-label = { $bar } ({ $tenant })
bar-take-over-label = { $bar } ({ $tenant }, Pacht { $rent })
bar-auction-label = { $bar }
order-round = Runde { $round }
order-played = {" "}· waren dran: { $names }
order-groups = {" "}· Reihenfolge nach Last Order: { $groups }
order-then = {" "}dann{" "}
end-wallets = Die Kassen
end-purse =
    { $name }: { $bars } in Bars, { $cash } in der Tasche, { $fakes ->
        [one] { $fakes } Schein Falschgeld
       *[other] { $fakes } Scheine Falschgeld
    }
end-tiebreak-highest = Bei Gleichstand: Figuren in Bars, dann Geld, dann die teuerste gepachtete Bar.
end-tiebreak-total = Bei Gleichstand: Figuren in Bars, dann Geld, dann die Pachtsumme.

## Entscheidungen

decide-title = Deine Entscheidung
decide-stake = Setzen
decide-hand-in-bid = Verdecktes Gebot abgeben
decide-count-bank = Bank zählen (einmal)
last-order-title = Last Order
last-order-question = Ruft jemand „Last Order!“?
# Ein Spieler, der zu Beginn seines nächsten Zugs gewinnt, wenn bis dahin keine seiner 5 Figuren eine Bar verlässt.
five-figures-threat = Alle 5 Figuren von { $name } stehen in Bars: Verlässt keine davon eine Bar, bevor { $name } wieder am Zug ist, gewinnt { $name }.
last-order-explain = „Last Order!“ rufen: Alle setzen geheim Geld (bis 12.000, mit einem Schein Falschgeld, wer einen hat). Der niedrigste Einsatz ist zuerst dran, der höchste zuletzt; das gesetzte Geld geht an die Bank. Ruft niemand, zieht der Beutel die Reihenfolge.
last-order-declined = Nein danke: { $names }
last-order-call = { $name }: Last Order!
last-order-decline = { $name }: nein
decide-must-open = Du hast keine Bar gepachtet: Du musst eine eröffnen (wähle „Diese Bar eröffnen“ bei einer der geschlossenen Bars).
decide-choose-action = Wähle eine Aktion bei einer Bar.
decide-offer-partner-title = Partnerangebot — { $bar }
decide-offer-takeover-title = Übernahmeangebot — { $bar }
decide-slide-offer = Angebot zuschieben
decide-cancel = Abbrechen
decide-hold = Abwarten (alle deine Figuren stehen in Bars)
decide-offer-received = { $giver } bietet dir { $notes } für { $bar }.
decide-accept = Annehmen
decide-refuse = Ablehnen
decide-partner-help = Annehmen: Du behältst alles, { $giver } wird Partner. Ablehnen: Das Angebot wird für alle aufgedeckt, sein Wert und derselbe Betrag aus deiner Tasche gehen an die Bank ({ $amount }); das Falschgeld behältst du.
decide-takeover-help = Annehmen: Du behältst alles und gibst die Bar ab. Ablehnen: Du gibst die echten Scheine zurück und zahlst { $giver } noch { $amount } dazu; das Falschgeld behältst du.
decide-bid = { $name }: { $notes }
decide-pick = Wählen
decide-pick-label = Gebot von { $name } wählen
decide-reject-all = Alle ablehnen: Renovierung ({ $cost })

## Das Geld auf dem Tisch

note-fake-face = FALSCH
envelope-closed = Verschlossener Umschlag
envelope-closed-size =
    { $n ->
        [one] Verschlossener Umschlag mit { $n } Schein
       *[other] Verschlossener Umschlag mit { $n } Scheinen
    }
offer-closed = Verdecktes Angebot
offer-line-partner =
    { $giver } schiebt { $tenant } { $n ->
        [one] { $n } verdeckten Schein
       *[other] { $n } verdeckte Scheine
    } zu, um Partner in { $bar } zu werden.
offer-line-takeover =
    { $giver } schiebt { $tenant } { $n ->
        [one] { $n } verdeckten Schein
       *[other] { $n } verdeckte Scheine
    } zu, um { $bar } zu übernehmen.
offer-inside = Inhalt: { $notes }
auction-title = Versteigerung: { $seller } verkauft { $bar }
bid-not-yet = noch nicht
bid-has-bid = hat geboten
last-order-called = { $name } hat „Last Order!“ gerufen: Alle setzen geheim.
last-order-staked = Gesetzt haben:
stake-name = { $name }:{" "}
stake-yours = Dein Einsatz: { $value }
wallet-title = Deine Kasse (geheim)
wallet-cash = Geld: { $cash } · Falschgeld: { $fakes }
wallet-tap-note = Wähle einen Schein, um ihn in den Umschlag zu legen; die Bank wechselt.
wallet-bank-change = Die Bank wechselt von selbst.
wallet-bank-count =
    Du hast die Bank gezählt: { $cash } und { $fakes ->
        [one] { $fakes } Schein Falschgeld
       *[other] { $fakes } Scheine Falschgeld
    }.
wallet-envelope-full = Der Umschlag ist voll: höchstens { $max } Scheine.
wallet-no-fake = Du hast kein Falschgeld mehr.
wallet-cannot-add = Diesen Schein kannst du nicht dazulegen.
wallet-put-note =
    { $value ->
        [0] Einen Schein Falschgeld in den Umschlag legen
       *[other] Einen Schein zu { $value } in den Umschlag legen
    }
wallet-fakes =
    { $n ->
        [one] { $n } Schein Falschgeld
       *[other] { $n } Scheine Falschgeld
    }
envelope-take-back =
    { $value ->
        [0] Einen Schein Falschgeld zurücknehmen ({ $k } im Umschlag)
       *[other] Einen Schein zu { $value } zurücknehmen ({ $k } im Umschlag)
    }
envelope-empty = Leer: Wähle die Scheine in deiner Kasse.
envelope-real-value = Echter Wert { $value }
envelope-thickness =
    die anderen sehen { $n ->
        [one] { $n } Schein
       *[other] { $n } Scheine
    }
limits-range =
    Echter Wert von { $min } bis { $max }{ $fake ->
        [yes] , mindestens ein Schein Falschgeld
       *[no] {""}
    } · höchstens { $most } Scheine.
limits-none =
    Keine Wertgrenze{ $fake ->
        [yes] , mindestens ein Schein Falschgeld
       *[no] {""}
    } · höchstens { $most } Scheine.

## Tipps: warum ein Spielzug gut ist (klein geschrieben: sie folgen auf „Tipp: “)

why-opening-two = zwei Plätze: Ein eigener Partner kann später kostenlos dazukommen
why-opening-cheapest-known = keine Bar, die du eröffnen kannst, scheint billiger als { $bar } ({ $rent } Pacht)
why-opening-cheapest = keine Bar, die du eröffnen kannst, scheint billiger: Die noch verdeckten Bars dieser Größe kosten im Schnitt { $rent } Pacht
why-opening-figure = eine Figur mehr in einer Bar ({ $after } von 5)
why-only = es ist der einzige erlaubte Spielzug
why-call-short = deine { $cash } decken deine Pacht von { $rent } nicht: Bist du zuletzt dran, haben die anderen Zeit, vorher pleitezugehen oder dir etwas zu zahlen
why-call-danger = { $name } hat höchstens { $hi } für eine Pacht von { $rent }: Eine Pleite würde das Spiel beenden, sobald { $name } dran ist, also lohnt es sich, vorher dran zu sein
why-decline-safe =
    keine Pleite in Sicht: { $rent ->
        [0] Du schuldest keine Pacht
       *[other] Deine { $cash } decken deine Pacht von { $rent }
    }, und niemand ist sichtbar knapp bei Kasse
why-stake-nothing =
    { $rent ->
        [0] du schuldest keine Pacht
       *[other] deine { $cash } decken deine Pacht von { $rent }
    }: { $fakes ->
        [0] kein Geld
        [1] ein Schein Falschgeld wie vorgeschrieben, kein Geld
       *[other] { $fakes } Scheine Falschgeld (einer ist Pflicht), kein Geld
    }, denn gesetztes Geld geht an die Bank
why-stake-some = mit { $amount } Einsatz bist du nach denen dran, die weniger setzen; das Geld geht an die Bank
why-stake-all = deine { $cash } decken deine Pacht von { $rent } nicht: Setz so viel wie möglich ({ $amount }), um so spät wie möglich dran zu sein
why-open-round1 = in Runde 1 eröffnet jeder eine Bar; { $reason }
why-open-no-bar = du hast keine Bar: Du musst eine eröffnen; { $reason }
why-partner-own = kostenlos: dein eigener Partner in { $bar }, eine Figur mehr in einer Bar ({ $after } von 5)
why-hold = alle fünf deiner Figuren stehen in Bars: Lass sie dort bis zu deinem nächsten Zug, um zu gewinnen
why-takeover-forced = { $tenant } kann nicht ablehnen: Dann müsste { $tenant } dir { $amount } zahlen und hat höchstens { $hi }; { $bar } gehört dir
why-takeover =
    { $amount } für { $bar } ({ $rent } Pacht): Entweder gehört dir die Bar, oder { $tenant } zahlt dir { $amount }, um sie zu behalten{ $both ->
        [yes] , und mit deinem Partner dort hättest du beide Plätze
       *[no] {""}
    }
why-partner-forced = { $tenant } kann nicht ablehnen: Das würde ebenfalls { $amount } kosten, und { $tenant } hat höchstens { $hi }; eine Figur in { $bar }, ohne Pacht
why-partner = eine Figur in { $bar } für { $amount }, ohne Pacht ({ $tenant } zahlt die { $rent }); bei Ablehnung zahlt ihr beide { $amount } an die Bank
why-auction = { $bar } zu versteigern senkt deine nächste Pacht von { $from } auf { $to } (du hast { $cash })
why-must-accept = ablehnen würde dich { $amount } kosten, und du hast nur { $cash }
why-accept-partner = { $giver } zahlt dir { $amount }, um Partner in { $bar } zu werden, und ablehnen würde dich { $amount } kosten
why-refuse-partner-fifth = { $giver } hätte alle fünf Figuren in Bars: Ablehnen kostet dich { $amount }, hält { $giver } aber bei vier
why-refuse-partner = { $giver } hätte { $after } Figuren in Bars, eine weniger als fünf: Ablehnen kostet dich { $amount }
why-accept-takeover =
    annehmen bringt dir { $amount }, ablehnen würde dich { $amount } kosten: ein Unterschied von { $swing } für { $bar } ({ $rent } Pacht){ $lost ->
        [1] {""}
       *[other] ; dein Partner dort muss ebenfalls gehen
    }
why-refuse-takeover-last = ohne { $bar } hättest du keine Figur mehr in einer Bar: Die Bar zu behalten kostet dich { $amount }
why-refuse-takeover-fifth = { $giver } hätte alle fünf Figuren in Bars: { $bar } zu behalten kostet dich { $amount }
why-refuse-takeover-cheap = { $amount } sind weniger als zweimal die Pacht für { $bar } ({ $rent }): Die Bar zu behalten kostet dich { $amount }
why-refuse-takeover-cheap-two = { $amount } für deine beiden Figuren in { $bar } sind weniger als zweimal ihre Pacht ({ $rent }) je Figur: Die Bar zu behalten kostet dich { $amount }
why-bid-cannot-win = du hast keine freie Figur: Der Verkäufer kann dich nicht wählen, also brauchst du kein Geld
why-bid-fifth = { $bar } wäre deine fünfte Figur in einer Bar
why-bid-nothing =
    { $fakes ->
        [0] kein Geld
        [1] ein Schein Falschgeld wie vorgeschrieben, kein Geld
       *[other] { $fakes } Scheine Falschgeld (einer ist Pflicht), kein Geld
    }: Wählt dich der Verkäufer, kostet dich { $bar } nichts, sonst bekommst du alles zurück
why-bid-some = { $amount } für { $bar } ({ $rent } Pacht): Ein Gebot, das nicht gewählt wird, bekommst du zurück
why-sell-highest =
    das höchste Gebot in echtem Geld: { $amount } von { $winner }{ $tied ->
        [yes] , gleichauf mit einem anderen Gebot
       *[no] {""}
    }
why-sell-free = kein Gebot enthält echtes Geld: Die Bar an { $winner } abzugeben kostet dich nichts, die Renovierung { $cost }
why-sell-safe = das beste Gebot von jemandem, der nicht auf fünf Figuren käme: { $amount } von { $winner } ({ $avoided } hätte alle fünf)
why-renovate-fifth = jeder Bieter, den du wählen darfst, hätte alle fünf Figuren in Bars: Renovieren kostet dich { $cost }
why-renovate-empty = kein Gebot enthält echtes Geld: Renovieren kostet dich { $cost }, gibt die Bar aber niemandem
