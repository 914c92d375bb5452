# Die erste geführte Partie von „Preums!“: ein Gedanke pro Schritt, höchstens zwei kurze Sätze.

welcome = Willkommen bei „Preums!“. Jeder von euch betreibt einen Blog und sucht Investoren, indem er Finanzierungsrunden gewinnt.
goal = Dein Blog ist 1 gefolgt von deinen Nullen wert. Wer als Erster sechs Nullen erreicht, also 1.000.000, gewinnt sofort.
packs = Jeder hat seinen eigenen Publikumsstapel aus 21 Besucherkarten: [2], [3], [4] und [+1]. Niemand kennt ihre Reihenfolge, nicht einmal du.
hand = Die Karten, die du ziehst, kommen auf deine Hand, die nur du siehst. Die anderen sehen nur, wie viele du hast.
round = Eine Runde beginnt mit dem Ziehen: reihum je eine Karte, bis jemand „Preums!“ ruft. Dann bieten alle mit ihren Karten, und die höchste Summe gewinnt.
token = Wer den roten Marker hat, zieht zuerst und darf nie rufen. Ganz am Anfang ruft niemand vor seiner zweiten Karte.
choose = Du hast gerade gezogen, jetzt entscheidest du: „Weiter“ gibt das Ziehen nach links weiter, „Preums!“ startet die Finanzierungsrunde.
shout = Ruf „Preums!“: Dein erstes Gebot sind Karten eines Werts, dazu beliebig viele [+1]. Ich habe sie für dich ausgewählt; tippe auf „Preums!“.
took-token = Du hast den roten Marker genommen und die Gebote eröffnet. Jetzt geht es nach links: Jeder legt der Reihe nach Karten oder sagt „Ich passe“.
lay-where = Du kannst Karten vor dich legen, um dein Gebot zu erhöhen, oder auf das Gebot eines Gegners, um ihn gegen einen anderen zu unterstützen.
# Die erste Antwort eines Gegners auf dein „Preums!“.
rival-laid = Ein Gegner hat Karten gelegt: Die höchste Summe ist gestiegen. Wer Karten legt, muss das Gebot damit mindestens auf diese Summe bringen.
rival-passed = Ein Gegner passt: Bisher hat niemand dein Gebot übertroffen. Wer gepasst hat, darf wieder legen, wenn er erneut dran ist.
one-value = Ein Wert pro Gebot: keine [3] auf ein Gebot aus [2]. [+1]-Karten passen zu jedem Wert.
until-all-pass = Die Runde endet, wenn alle nacheinander gepasst haben, ohne dass zwischendurch jemand Karten gelegt hat.
your-turn = Du bist dran: Tippe Karten an, dann „Legen“, oder tippe „Ich passe“. Gelegte Karten müssen mindestens die höchste Summe erreichen.
# Die gerade beendete Runde in deinen Zahlen. $mine: die Summe deines Gebots;
# $best: die gewinnende (oder gleiche) Summe; $bids: wie viele Spieler ein Gebot hatten;
# $zeros: die gewonnenen Nullen; $valuation: der Wert deines Blogs.
result-won = Du gewinnst mit { $mine }! Eine Null pro Gebot auf dem Tisch: { $zeros ->
    [one] eine Null
   *[other] { $zeros } Nullen
    }, dein Blog ist jetzt { $valuation } wert.
result-lost = Dein Gebot kam auf { $mine }, das beste aber auf { $best }. Sein Besitzer bekommt eine Null pro Gebot auf dem Tisch: { $bids }.
result-no-bid = Das beste Gebot kam auf { $best }. Sein Besitzer bekommt eine Null pro Gebot auf dem Tisch: { $bids }.
result-tie = Gleichstand bei { $best }: Niemand gewinnt, niemand punktet. Jedes Gebot kommt zurück in den Stapel seines Besitzers.
# Wohin die Karten der Runde gehen.
share-yours = Verteile jetzt alle Karten der Gebote an die Spieler, die ein Gebot hatten, dich eingeschlossen. Behalte, was dir hilft, und gib den Rest ab.
share-theirs = Der Gewinner verteilt alle Karten der Gebote an die Spieler, die ein Gebot hatten. Wer nur andere unterstützt hat, bekommt nichts.
share-alone = Nur ein Gebot: Alle seine Karten kommen zurück in den Stapel seines Besitzers. Bei mehreren Geboten würde der Gewinner alle Karten an ihre Besitzer verteilen.
share-tie = Niemand verteilt etwas: Jedes Gebot, auch die Karten der Unterstützer, wird in den Stapel seines Besitzers gemischt.
kept = Karten, die auf deiner Hand bleiben, behältst du für die nächste Runde. Wer gerufen hat, zieht beim nächsten Mal zuerst.
tip = Ein Tipp zum Schluss: Heb deine [+1] auf. Im richtigen Moment gelegt, übertrifft eine einzige ein Gebot oder gleicht es aus, sodass niemand gewinnt.
