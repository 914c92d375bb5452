# Die erste geführte Partie von „Preums!“: ein Gedanke pro Schritt, höchstens zwei kurze Sätze.
# Du hast den roten Marker: Ein Gegner ruft, du antwortest.
# Begriffe wie in levee.ftl: Gebot, roter Marker, Markerbesitzer, Publikumsstapel,
# Besucherkarte, Finanzierungsrunde, Nullen, „Weiter“, „Ich passe“, „Legen“.

welcome = Willkommen bei „Preums!“. Jeder von euch betreibt einen Blog und sucht Investoren, indem er Finanzierungsrunden gewinnt.
goal = Dein Blog ist 1 gefolgt von deinen Nullen wert. Wer als Erster sechs Nullen erreicht, also 1.000.000, gewinnt sofort.
packs = Jeder hat seinen eigenen Publikumsstapel aus 21 Besucherkarten: [2], [3], [4] und [+1]. Niemand kennt ihre Reihenfolge, nicht einmal du.
hand = Die Karten, die du ziehst, nimmst du auf die Hand; nur du siehst sie. Die anderen sehen nur, wie viele Karten du hast.
round = Eine Runde beginnt mit dem Ziehen: reihum je eine Karte, bis jemand „Preums!“ ruft. Dann bieten alle mit ihren Karten, und die höchste Summe gewinnt.
token = Du hast den roten Marker: Du ziehst zuerst, aber wer den Marker hat, darf nie „Preums!“ rufen. Ganz am Anfang ruft niemand, bevor der Markerbesitzer seine zweite Karte gezogen hat.
choose = Wer gezogen hat, entscheidet: „Weiter“ gibt das Ziehen nach links weiter, „Preums!“ startet die Finanzierungsrunde. Jetzt entscheiden deine Gegner.
# Ein Gegner hat gerufen; $total: sein erstes Gebot.
rival-called = Ein Gegner ruft „Preums!“: Er nimmt den roten Marker und legt ein erstes Gebot von { $total } vor sich aus. Ein erstes Gebot besteht aus Karten eines Werts, dazu beliebig vielen [+1].
turn-goes-left = Jetzt geht es vom Rufer aus nach links weiter: Reihum legt jeder Karten oder sagt „Ich passe“. Wer gepasst hat, darf wieder legen, wenn er erneut dran ist.
lay-where = Du kannst Karten vor dich legen, um ein eigenes Gebot zu eröffnen oder zu erhöhen, oder auf das Gebot eines Gegners, um ihn gegen einen anderen zu unterstützen.
one-value = Nur ein Wert pro Gebot: keine [3] auf ein Gebot aus [2]. [+1]-Karten passen zu jedem Wert.
# Dein erstes Gebot; $highest: die Summe, die es erreichen muss.
answer = Du bist dran: Antworte mit einem eigenen Gebot, das mindestens die höchste Summe erreicht, also { $highest }. Die Karten habe ich für dich ausgewählt; tippe auf „Legen“.
# Die Antwort eines Gegners auf dein Gebot. $total: die höchste Summe jetzt;
# $mine: dein Gebot.
rival-passed = Ein Gegner passt: Bisher hat niemand dein Gebot übertroffen.
rival-level = Ein Gegner antwortet mit Karten: Ein anderes Gebot kommt jetzt auch auf { $total } und liegt gleichauf mit deinem. Gleichziehen reicht: Ein Gebot muss die höchste Summe erreichen, nicht übertreffen.
rival-over = Ein Gegner antwortet mit Karten: Das beste Gebot liegt jetzt bei { $total }, deines bei { $mine }. Ein Gebot darf Zug um Zug wachsen, solange es die höchste Summe erreicht.
until-all-pass = Die Runde endet, wenn alle nacheinander gepasst haben, ohne dass zwischendurch jemand Karten gelegt hat.
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
# $highest: die Summe, auf die gelegte Karten ihr Gebot bringen müssen.
your-turn = Du bist dran: Tippe Karten an, dann „Legen“, oder tippe „Ich passe“. Das Gebot, auf das du legst, muss danach mindestens { $highest } erreichen.
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
share-alone = Nur ein Gebot: Alle seine Karten kommen zurück in den Stapel seines Besitzers. Bei mehreren Geboten würde der Gewinner alle Karten an die Spieler mit Gebot verteilen.
share-tie = Niemand verteilt etwas: Jeder mischt sein Gebot, auch die Karten der Unterstützer, zurück in seinen eigenen Stapel.
kept = Eine neue Runde beginnt, und die Karten auf deiner Hand behältst du. Wer „Preums!“ gerufen hat, zieht zuerst.
tip = Ein Tipp zum Schluss: Heb deine [+1]-Karten auf. Im richtigen Moment gelegt, reicht schon eine, um ein Gebot zu überbieten oder einen Gleichstand zu erzwingen, bei dem niemand gewinnt.
