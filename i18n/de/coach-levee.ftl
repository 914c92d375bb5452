# Die erste geführte Partie von „Preums!“: ein Gedanke pro Schritt, höchstens zwei kurze Sätze.
# Runde 1: Ein Gegner hat den roten Marker, du rufst „Preums!“.
# Runde 2: Du hast den Marker, ein Gegner ruft, du antwortest.
# Begriffe wie in levee.ftl: Gebot, roter Marker, Markerbesitzer, Publikumsstapel,
# Besucherkarte, Finanzierungsrunde, Nullen, „Weiter“, „Ich passe“, „Legen“.

welcome = Willkommen bei „Preums!“. Jeder von euch betreibt einen Blog und sucht Investoren, indem er Finanzierungsrunden gewinnt.
goal = Dein Blog ist 1 gefolgt von deinen Nullen wert. Wer als Erster sechs Nullen erreicht, also 1.000.000, gewinnt sofort.
packs = Jeder hat seinen eigenen Publikumsstapel aus 21 Besucherkarten: [2], [3], [4] und [+1]. Niemand kennt ihre Reihenfolge, nicht einmal du.
hand = Die Karten, die du ziehst, nimmst du auf die Hand; nur du siehst sie. Die anderen sehen nur, wie viele Karten du hast.
round = Eine Runde beginnt mit dem Ziehen: reihum je eine Karte, bis jemand „Preums!“ ruft. Dann bieten alle mit ihren Karten, und die höchste Summe gewinnt.
token = Ein Gegner hat den roten Marker: Der Markerbesitzer zieht zuerst, darf aber nie „Preums!“ rufen. Ganz am Anfang ruft niemand, bevor der Markerbesitzer seine zweite Karte gezogen hat.
choose = Du hast gerade gezogen, jetzt entscheidest du: „Weiter“ gibt das Ziehen nach links weiter, „Preums!“ startet die Finanzierungsrunde.
# Runde 1, von deinem Ruf bis zum Ziehen der nächsten Runde.
# Dein erster Ruf: die eine Karte, die der Coach ausgewählt hat (der einzige erlaubte Ruf).
shout = Ruf „Preums!“ mit einer einzigen Karte und heb den Rest deiner Hand für später auf. Die Karte habe ich für dich ausgewählt; tippe auf „Preums!“.
took-token = Du hast den roten Marker genommen, und deine Karte ist dein erstes Gebot. Jetzt geht es nach links weiter: Reihum legt jeder Karten oder sagt „Ich passe“.
lay-where = Du kannst Karten vor dich legen, um ein eigenes Gebot zu eröffnen oder zu erhöhen, oder auf das Gebot eines Gegners, um ihn gegen einen anderen zu unterstützen.
# Die Antwort eines Gegners. $total: die höchste Summe jetzt;
# $mine: dein Gebot.
rival-passed = Ein Gegner passt: Bisher hat niemand dein Gebot übertroffen. Wer gepasst hat, darf wieder legen, wenn er erneut dran ist.
rival-passed-other = Ein Gegner passt: Die Gebote bleiben, wie sie sind. Wer gepasst hat, darf wieder legen, wenn er erneut dran ist.
rival-laid = Ein Gegner legt Karten: Das beste Gebot liegt jetzt bei { $total }.
rival-level = Ein Gegner antwortet mit Karten: Ein anderes Gebot kommt jetzt auch auf { $total } und liegt gleichauf mit deinem. Gleichziehen reicht: Ein Gebot muss die höchste Summe erreichen, nicht übertreffen.
rival-over = Ein Gegner antwortet mit Karten: Das beste Gebot liegt jetzt bei { $total }, deines bei { $mine }. Ein Gebot darf Zug um Zug wachsen, solange es die höchste Summe erreicht.
one-value = Nur ein Wert pro Gebot: keine [3] auf ein Gebot aus [2]. [+1]-Karten passen zu jedem Wert.
until-all-pass = Die Runde endet, wenn alle nacheinander gepasst haben, ohne dass zwischendurch jemand Karten gelegt hat.
# Dein Zug, nachdem die Gegner gepasst haben: Deine letzte Karte darf nicht auf dein Gebot.
your-turn = Du bist dran: Deine letzte Karte hat einen anderen Wert und darf deshalb nicht auf dein Gebot. Tippe auf „Ich passe“.
# Die gerade beendete Runde in deinen Zahlen. $mine: die Summe deines Gebots;
# $best: die gewinnende (oder gleiche) Summe; $bids: wie viele Spieler ein Gebot hatten;
# $zeros: die gewonnenen Nullen; $valuation: der Wert deines Blogs.
result-won = Du gewinnst mit { $mine }! Eine Null pro Gebot auf dem Tisch: { $zeros ->
    [one] eine Null
   *[other] { $zeros } Nullen
    }, dein Blog ist jetzt { $valuation } wert.
result-lost = Dein Gebot kam auf { $mine }, das beste auf { $best }. Dessen Besitzer bekommt eine Null pro Gebot auf dem Tisch, also { $bids }.
result-no-bid = Das beste Gebot kam auf { $best }. Sein Besitzer bekommt eine Null pro Gebot auf dem Tisch, also { $bids }.
result-tie = Gleichstand bei { $best }: Niemand gewinnt, niemand punktet. Jeder mischt sein Gebot zurück in seinen eigenen Stapel.
# Wohin die Karten der Runde gehen.
share-yours = Verteile jetzt alle Karten der Gebote an die Spieler, die ein Gebot hatten, dich selbst eingeschlossen. Behalte, was dir hilft, und gib den Rest ab.
share-theirs = Der Gewinner verteilt alle Karten der Gebote an die Spieler, die ein Gebot hatten. Wer nur andere unterstützt hat, bekommt nichts.
share-alone = Nur ein Gebot, also gibt es nichts zu verteilen: Alle seine Karten kommen zurück in den Stapel seines Besitzers.
share-tie = Niemand verteilt etwas: Jeder mischt sein Gebot, auch die Karten der Unterstützer, zurück in seinen eigenen Stapel.
kept = Eine neue Runde: Die Karten auf deiner Hand behältst du. Du hast zuletzt gerufen, darum hast du jetzt den roten Marker: Du ziehst zuerst und darfst nicht rufen.
# Runde 2. Ein Gegner hat gerufen; $total: sein erstes Gebot.
rival-called = Ein Gegner ruft „Preums!“: Er nimmt dir den roten Marker ab und legt ein erstes Gebot von { $total } vor sich aus.
# Deine Antwort; $highest: die Summe, die sie erreichen muss.
answer = Du bist dran: Antworte mit einem eigenen Gebot von mindestens { $highest }; Gleichziehen reicht. Die Karten habe ich für dich ausgewählt; tippe auf „Legen“.
# Was die Gebote für dich bedeuten. $highest: die höchste Summe;
# $bids: wie viele Spieler ein Gebot haben.
standing-ahead = Legt niemand mehr Karten, gewinnt dein Gebot mit { $highest }: eine Null pro Gebot auf dem Tisch, also { $bids ->
    [one] eine Null
   *[other] { $bids } Nullen
    } für dich.
standing-behind = Legt niemand mehr Karten, gewinnt das Gebot mit { $highest }. Sein Besitzer bekommt dann eine Null pro Gebot auf dem Tisch, deines mitgezählt: { $bids ->
    [one] eine Null
   *[other] { $bids } Nullen
    }.
standing-level = Legt niemand mehr Karten, gibt es Gleichstand bei { $highest }: Niemand gewinnt oder punktet, und jedes Gebot kommt zurück in den Stapel seines Besitzers.
tip = Ein Tipp zum Schluss: Heb deine [+1]-Karten auf. Im richtigen Moment gelegt, reicht schon eine, um ein Gebot zu überbieten oder einen Gleichstand zu erzwingen, bei dem niemand gewinnt.
