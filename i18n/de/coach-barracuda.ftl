# Barracuda's guided first game: one idea a step, at most two short sentences.

welcome = Willkommen bei Barracuda! Alle wollen einen Platz in den Strandbars und zahlen mit Scheinen, die die anderen nie sehen – manche davon Falschgeld.
figures = Jeder hat 5 Figuren. In einer Bar ist eine Figur Pächter, der in jedem Zug die Pacht zahlt, oder Partner, der einmal für den Einstieg gezahlt hat.
goal = Um zu gewinnen, stell alle 5 Figuren in Bars und halte sie dort bis zu deinem nächsten Zug. Geht vorher jemand pleite, gewinnt, wer die meisten Figuren in Bars hat.
wallet = Das ist deine Kasse, nur du siehst sie: 50.000 und 7 Scheine Falschgeld. Verdeckt sieht Falschgeld genauso aus wie echtes Geld.
bars = Zehn Bars liegen geschlossen aus: Zu sehen ist nur, wie viele Plätze sie haben. Bei drei Spielern dürfen höchstens 6 gleichzeitig offen sein.
order = In jeder Runde wird die Zugreihenfolge aus dem Beutel gezogen, ein Spieler nach dem anderen. In Runde 1 eröffnet jeder einfach eine Bar.
open = Du bist dran: Eröffne eine Bar. In einer Bar mit zwei Plätzen ist später Platz für eine zweite Figur von dir.
tenant = Deine Figur ist ihr Pächter. Ab Runde 2 zahlst du zu Beginn jedes deiner Züge ihre Pacht.
last-order = Runde 2 beginnt mit einer Frage an jeden: Last Order? Ein Ruf lässt alle geheim setzen: Der niedrigste Einsatz ist als Erster dran, der höchste als Letzter.
decline = Spät dran zu sein lohnt sich, wenn jemandem das Geld ausgeht. Das ist noch bei niemandem so: Antworte mit Nein.
# The learner's first rent: what they paid, what their wallet holds now.
rent-paid = Du hast { $rent } Pacht gezahlt, offen: Alle haben es gesehen. In deiner Kasse sind jetzt { $cash }.
rent-rule = Deine Pacht ist die Summe der Bars, deren Pächter du bist; bei 3 Bars ist die billigste frei. Ein Partner zahlt nie Pacht.
bankrupt = Kannst du zu Beginn deines Zuges nicht die ganze Pacht zahlen, bist du pleite: Das Spiel endet und du verlierst.
actions = Nach der Pacht kommt genau eine Aktion. Außer eine Bar zu eröffnen, kannst du einem Pächter ein Angebot zuschieben, um sein Partner zu werden oder seine Bar zu übernehmen.
grow = Hol dir vorerst kostenlos eine Figur mehr: Eröffne eine Bar oder setz einen Partner in deine eigene Bar mit zwei Plätzen.
round-three = Runde 3: wieder Last Order? Immer noch nicht nötig: Antworte mit Nein.
free = Jetzt entscheidest du. Mit „Diese Bar übernehmen …“ oder „Partnerschaft anbieten …“ füllst du einen Umschlag aus deiner Kasse; eine Bar zu eröffnen bleibt kostenlos.
offer = Ein Angebot wird verdeckt über den Tisch geschoben. Alle sehen, wie dick der Stapel ist; nur die beiden Beteiligten sehen, was drin ist.
answered = Ein angenommenes Angebot behält der Pächter ganz, Falschgeld inklusive. Lehnt er ab, kostet ihn das denselben Betrag aus eigener Tasche.
tip = Zum Schluss ein Tipp: Ein, zwei Scheine Falschgeld lassen deine Angebote dicker aussehen. Aber behalte immer genug echtes Geld für deine nächste Pacht.
