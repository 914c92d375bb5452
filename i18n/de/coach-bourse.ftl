# Geführte erste Partie von La Bourse aux Idées: ein Gedanke pro Schritt, höchstens zwei kurze Sätze.

welcome = Willkommen bei La Bourse aux Idées! Ihr seid Erfinder: Jede Idee, etwa „Wie man Zwiebeln schneidet, ohne zu weinen“, wird mit vier Gegenständen verwirklicht, die ihre Nummer tragen.
goal = Jeder beginnt mit 6.000 F, die neben seinem Namen stehen. Wer nach der Abrechnung am reichsten ist, gewinnt.
ideas = Die nummerierten schwarzen Karten neben jedem Namen sind die Ideen, die dieser Spieler ausgelegt hat: immer für alle sichtbar, wie das Geld.
collect = In der Tischmitte liegt ein Stapel pro Serie. Wer den 4. Gegenstand einer Serie legt, sammelt sie ein.
contract = Sammelst du eine Serie ein, deren Idee du besitzt, ist das ein Vertrag: Jeder Gegner zahlt dir 400 F.
simple = Sammelst du sie ohne ihre Idee ein, ist es eine einfache Serie: Nur wer die Idee besitzt, zahlt dir 400 F.
turn = Das ist deine Hand: 12 Gegenstände, jeder mit seiner Seriennummer. In jedem Zug legst du zwei auf ihre Stapel und ziehst dann zwei vom Talon.
lay = Du bist am Zug: Tippe auf zwei Karten deiner Hand, dann auf den Knopf zum Legen.
drew = Erledigt: zwei gelegt, zwei gezogen. Ziehst du eine Idee, kommt sie sofort neben deinen Namen, und du ziehst dafür eine Karte nach.
computers = Auch die Computer legen in ihrem Zug zwei Karten. Behalte die Stapel im Blick: Liegen von einer Serie schon 3 Gegenstände, fehlt nur noch eine Karte zum Einsammeln.
lay-again = Du bist wieder am Zug. Eine Karte mit „4. Karte!“ vollendet ihre Serie: Leg sie, und du sammelst die Serie ein.
free = Spiel jetzt weiter, wie du willst: Ich melde mich, sobald etwas Neues passiert.
# Die erste eingesammelte Serie in den Zahlen des Spielers ($got: was er bekäme, $paid: was er zahlte, wenn der Durchgang jetzt endete).
scored-mine-contract = Du hast Serie { $series } eingesammelt und besitzt ihre Idee: ein Vertrag! Jeder Gegner zahlt dir 400 F: { $got } für dich.
scored-mine-simple = Du hast Serie { $series } ohne ihre Idee eingesammelt: eine einfache Serie. Nur wer die Idee besitzt, zahlt dir: { $got } für dich.
scored-holder = Ein Gegner hat Serie { $series } eingesammelt, und du besitzt ihre Idee: eine einfache Serie. Nach jetzigem Stand zahlst du ihm { $paid }.
scored-their-contract = Ein Gegner hat Serie { $series } mit ihrer Idee eingesammelt: ein Vertrag. Nach jetzigem Stand zahlst du ihm { $paid }, wie jeder Gegner.
scored-others = Ein Gegner hat Serie { $series } eingesammelt, und ein anderer Spieler besitzt ihre Idee: Nur dieser zahlt. Nach jetzigem Stand zahlst du { $paid }.
scored-idea-in-talon = Serie { $series } ist eingesammelt, aber ihre Idee liegt noch im Talon: Vorerst zahlt niemand dafür.
at-the-end = Ob Vertrag oder einfache Serie, entscheidet sich erst ganz am Ende: danach, wer die Idee dann besitzt. Die Abrechnung zeigt, was gezahlt würde, wenn der Durchgang jetzt endete.
talon-empty = Der Talon ist leer: Es werden keine Paare mehr gelegt. Jetzt beginnt der Handel, eröffnet vom linken Nachbarn dessen, der die letzte Karte gezogen hat.
ask = Jetzt darfst du handeln: Tippe auf die Idee eines Gegners, um sie ihm für 200 F abzukaufen. Er sagt vor aller Augen zu oder lehnt ab.
# Die Antwort auf die Anfrage des Spielers ($purse: seine Kasse danach).
answer-accepted = Zugesagt: Idee { $series } gehört jetzt dir, und in deiner Kasse sind { $purse }.
answer-refused = Abgelehnt, vor aller Augen: Der Besitzer behält Idee { $series }. Dich hat es nichts gekostet.
end-turn = Nach jeder Idee darfst du in diesem Handel nur einmal fragen. Beende jetzt deinen Zug.
asked = Ein Gegner will dir eine deiner Ideen für 200 F abkaufen. Sag zu oder lehn ab, wie du willst: Alle sehen deine Antwort.
crucial = Eine volle Tischrunde ohne Anfrage beendet den Handel. Jetzt kommt der entscheidende Moment: eine Karte pro Zug, bis alle Hände leer sind.
tip = Ein Tipp: Behalte die letzte Karte einer Serie, deren Idee du besitzt. Ganz zum Schluss gelegt, sichert sie dir noch einen Vertrag.
