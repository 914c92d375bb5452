# Tablée: Pfeffersäcke.

## Namen

# Der Name einer Stadt auf dem Spielplan, den Schaltflächen, im Protokoll und in den Tipps.
city = { $id ->
        [antwerpen] Antwerpen
        [brugge] Brügge
        [mechelen] Mecheln
        [maastricht] Maastricht
        [koeln] Köln
        [mainz] Mainz
        [aachen] Aachen
        [koblenz] Koblenz
        [dortmund] Dortmund
        [muenster] Münster
        [soest] Soest
        [osnabrueck] Osnabrück
        [paderborn] Paderborn
        [bremen] Bremen
        [hamburg] Hamburg
        [stade] Stade
        [lueneburg] Lüneburg
        [luebeck] Lübeck
        [rostock] Rostock
        [wismar] Wismar
        [stralsund] Stralsund
        [magdeburg] Magdeburg
        [wittenberg] Wittenberg
        [braunschweig] Braunschweig
        [halle] Halle
        [leipzig] Leipzig
        [erfurt] Erfurt
        [naumburg] Naumburg
        [jena] Jena
        [frankfurt] Frankfurt
        [wuerzburg] Würzburg
        [nuernberg] Nürnberg
        [fulda] Fulda
        [bamberg] Bamberg
        [strassburg] Straßburg
        [ulm] Ulm
        [augsburg] Augsburg
        [konstanz] Konstanz
        [speyer] Speyer
        [memmingen] Memmingen
        [regensburg] Regensburg
        [passau] Passau
        [wien] Wien
        [linz] Linz
        [krems] Krems
       *[other] { $id }
    }
# Der Name einer Region (Tipps, Tooltips des Spielplans).
region = { $id ->
        [flanders] Flandern
        [rhineland] Rheinland
        [westphalia] Westfalen
        [north-sea] Nordsee
        [baltic] Ostsee
        [saxony-anhalt] Sachsen-Anhalt
        [thuringia-meissen] Thüringen-Meißen
        [main-franconia] Mainfranken
        [swabia-upper-rhine] Schwaben-Oberrhein
        [danube] Donau
       *[other] { $id }
    }
# Die Farbe eines Spielers (Stadtmarker, Kontore, Farbfeld), neben seinem Namen.
colour = { $colour ->
        [red] Rot
        [blue] Blau
        [green] Grün
        [yellow] Gelb
        [purple] Lila
       *[grey] Grau
    }
influence = { $n ->
        [one] { $n } Einflusspunkt
       *[other] { $n } Einflusspunkte
    }
influence-points-short = EP
influence-points = Einflusspunkte

## Das Protokoll

log-setup = { $player } beginnt. Jeder erhält { $florins } Gulden und { $discs } Stadtmarker.
log-setup-wittenberg = Auf { $city } liegt bereits ein 2er-Stadtmarker.
log-starting-post = { $player } lässt sich in { $city } nieder (Zähler { $counter }).
log-turn = Runde { $round }: { $player } ist am Zug.
log-disc-placed = { $player } legt einen { $value }er-Stadtmarker auf { $city }: Die Stadt ist geöffnet.
log-extended = { $player } baut in { $city } aus (+{ $posts ->
        [one] { $posts } Kontor
       *[other] { $posts } Kontore
    }).
log-extend-skipped = { $player } baut nicht aus.
log-income = { $player } kassiert { $total } Gulden ({ $detail }).
log-income-doubled = { $player } kassiert { $total } Gulden ({ $detail }, verdoppelt durch einen Geleitbrief).
# Durch einen Geleitbrief verdoppelt, aber das Doppelte ($twice) liegt unter dem Mindestbetrag: Der Mindestbetrag ($total) wird gezahlt.
log-income-minimum = { $player } kassiert { $total } Gulden: { $detail }, durch einen Geleitbrief verdoppelt, ergibt { $twice }, weniger als der Mindestbetrag von { $total }.
log-income-city = { $city } { $florins }
log-income-base = Grundeinkommen { $base }
log-safe-conduct = { $player } setzt einen Geleitbrief ein (noch { $left } übrig).
log-post-opened = { $player } gründet ein Kontor in { $to }, von { $from } aus (Zoll { $toll } Gulden).
log-post-opened-small = { $player } gründet ein Kontor in { $to }, von { $from } aus (Zoll { $toll } Gulden): +1 Einflusspunkt, Zähler { $counter }.
log-open-skipped = { $player } gründet kein Kontor.
log-majority = { $player } hat die absolute Mehrheit in { $city } ({ $posts } von { $pi } Feldern): +{ $pi ->
        [one] { $pi } Einflusspunkt
       *[other] { $pi } Einflusspunkte
    }, der Stadtmarker wird entfernt.
log-half-points = { $by } besetzt das letzte Feld in { $city }: { $player } hat dort die meisten Kontore ({ $posts }) und bekommt die Hälfte, +{ $pi ->
        [one] { $pi } Einflusspunkt
       *[other] { $pi } Einflusspunkte
    }. Der Stadtmarker wird entfernt.
log-half-points-tie = { $by } besetzt das letzte Feld in { $city }: { $player } hat dort die meisten Kontore ({ $posts }, Gleichstand, aber am nächsten am Pfeil) und bekommt die Hälfte, +{ $pi ->
        [one] { $pi } Einflusspunkt
       *[other] { $pi } Einflusspunkte
    }. Der Stadtmarker wird entfernt.
log-end-counter = Der Städtezähler steht auf 0: Das Spiel ist zu Ende.
log-end-discs = Alle Stadtmarker sind entfernt: Das Spiel ist zu Ende.
log-end-lap = Eine volle Tischrunde ohne neues Kontor: Das Spiel ist zu Ende.
log-final-score = { $player }: { $pi ->
        [one] { $pi } Einflusspunkt
       *[other] { $pi } Einflusspunkte
    } + { $regions ->
        [one] { $regions } Region
       *[other] { $regions } Regionen
    } × 2 + { $florins } Gulden ÷ 20 = { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    }.

## Warum ein Zug nicht geht

error-not-your-turn = Du bist nicht am Zug.
error-game-over = Das Spiel ist zu Ende.
error-wrong-step = Das gehört nicht zu diesem Schritt.
error-unknown-city = Diese Stadt gibt es nicht.
error-not-small-city = Wähle eine kleine Stadt.
error-not-large-city = Wähle eine große Stadt.
error-disc-not-held = Du hast keinen Stadtmarker mit diesem Wert.
error-disc-value-mismatch = Der Stadtmarker muss den Wert der Stadt haben.
error-city-not-free = Diese Stadt ist schon belegt.
error-not-present = Du hast kein Kontor in dieser Stadt.
error-already-present = Du hast schon ein Kontor in dieser Stadt.
error-city-closed = Diese Stadt ist nicht geöffnet (kein Stadtmarker), oder ihr Stadtmarker wurde entfernt.
error-no-free-slot = In dieser Stadt ist kein Feld mehr frei.
error-no-route = Kein Handelsweg verbindet diese beiden Städte.
error-cannot-pay = Du kannst den Zoll nicht bezahlen.
error-no-posts-left = Du hast nicht mehr genug Kontore.
error-not-enough-free-slots = Diese Stadt braucht zwei freie Felder.
error-safe-conduct-none = Du hast keinen Geleitbrief mehr.
error-safe-conduct-first-round = In der ersten Runde gibt es keine Geleitbriefe.
error-safe-conduct-already-used = Nur ein Geleitbrief pro Zug.
error-must-place-disc = Lege zuerst einen Stadtmarker.
error-already-extended = In dieser Stadt hast du in diesem Zug schon ausgebaut.

## Schaltflächen (eine pro Zug)

move-settle-in = Startkontor in { $city }
move-place-disc = { $value }er-Stadtmarker auf { $city }
move-do-not-extend = Nicht ausbauen
move-extend-in = In { $city } ausbauen
move-extend-twice-in = Geleitbrief: 2 Kontore in { $city }
move-collect-income = Einkommen kassieren
move-double-income = Geleitbrief: Einkommen verdoppeln
move-open-no-post = Kein Kontor gründen
# "fl.": Gulden (Florin).
move-with-toll = { $move } ({ $toll } fl.)
# Der Knopf einer Eröffnung, wie ein Screenreader ihn sagt (die Route ohne Pfeil).
move-open-said = Kontor in { $to } gründen, von { $from } aus (Zoll { $toll } Gulden)
hint-open-two = mit einem Geleitbrief ein Kontor in { $to1 } gründen, von { $from1 } aus (Zoll { $toll1 } Gulden), dann eines in { $to2 }, von { $from2 } aus (Zoll { $toll2 } Gulden)
move-done-extending = Fertig: Einkommen kassieren

## Der Tisch

map-label = Spielplan mit Städten und Handelswegen
map-zoom-label = Spielplan: Zoomen mit den Schaltflächen, dem Mausrad oder zwei Fingern
zoom-in = Vergrößern
zoom-out = Verkleinern
zoom-whole-map = Ganzer Spielplan
route-title = { $a } – { $b }: { $toll } Gulden
city-title = { $city } ({ $what }) { $region }
city-title-posts = { $city } ({ $what }: { $posts }) { $region }
city-state = { $state ->
        [closed] { $slots }, geschlossen
        [disc] { $slots }, Stadtmarker liegt
        [removed] { $slots }, Stadtmarker entfernt
       *[small] kleine Stadt
    }
# Die Karte in Worten, für Screenreader und alle: eine Schublade neben der Karte,
# mit einer Tabelle der Städte, einer der Routen und einer der Regionen.
map-words = Die Karte in Worten
map-words-cities = Städte: Region, Wert und Stadtmarker, Kontore
map-words-routes = Routen: Zoll, und wer an beiden Enden Kontore hat
map-words-regions = Regionen: Städte, und wer dort Kontore hat
map-words-city = Stadt
map-words-region = Region
map-words-kind = Wert und Stadtmarker
map-words-posts = Kontore
map-words-from = Von
map-words-to = Nach
map-words-toll = Zoll
map-words-both-ends = Kontore an beiden Enden
map-words-cities-list = Städte
map-words-present = Anwesende Spieler
map-words-nobody = niemand
# Die Kontore eines Spielers in einer Stadt, wenn es mehrere sind: „Ana (2 Kontore)“.
map-words-posts-of = { $name } ({ $n } Kontore)
# Der Zoll einer Route in der Tabelle.
map-words-toll-value = { $toll } Gulden
players-label = Die Spieler
stat-influence-points = Einflusspunkte
stat-florins = Gulden
stat-posts = Kontore
stat-discs = Stadtmarker
stat-safe-conducts = Geleitbriefe
stat-cities-won = Gewonnene Städte
meta = Runde { $round } · Zähler { $counter }: Jedes Kontor in einer kleinen Stadt senkt ihn, bei 0 endet das Spiel · Züge ohne neues Kontor: { $idle }

## Die Kopfzeile: wer am Zug ist, oder was gerade geschieht

status-you-setup = { $player }, du bist am Zug: Wähle deine kleine Startstadt.
status-other-setup = { $player } wählt eine kleine Startstadt …
status-you-disc = { $player }, du bist am Zug: Lege einen Stadtmarker auf eine geschlossene große Stadt mit seinem Wert; die Stadt ist dann für alle geöffnet.
status-other-disc = { $player } legt einen Stadtmarker …
status-you-extend-by-city = { $player }, du bist am Zug: Wähle in jeder Stadt, in der du vertreten bist, ein weiteres Kontor oder ihr Einkommen.
status-other-extend-by-city = { $player } baut Einfluss aus, Stadt für Stadt …
status-you-extend = { $player }, du bist am Zug: Baue deinen Einfluss aus oder passe.
status-other-extend = { $player } baut Einfluss aus …
status-you-income = { $player }, du bist am Zug: Kassiere dein Einkommen.
status-other-income = { $player } kassiert Einkommen …
status-you-open = { $player }, du bist am Zug: Gründe ein Kontor oder passe.
status-other-open = { $player } gründet ein Kontor …

## Die Auswahl

your-choice = Deine Wahl
income-choice = Normales Einkommen: { $income } Gulden; verdoppelt: { $double } Gulden.
chosen-city = { $city }:
all-cities = Alle Städte
back = Zurück
sc-open-two = Geleitbrief: 2 Kontore gründen …
sc-first-post = Erstes Kontor:
sc-open-two-refused = Geleitbrief: 2 Kontore gründen
sc-no-double-opening = Keine doppelte Gründung möglich.

## Die Schlusswertung (Spaltenköpfe)

final-player = Spieler
final-regions = Regionen × 2
final-florins = Gulden ÷ 20
final-total = Gesamt
final-cities-won = Gewonnene Städte
final-value = Wert

## Optionen

option-counter-16 = Bei 2 Spielern: Zähler bei 16
option-double-min = Mindestbetrag beim doppelten Einkommen
option-double-min-rule = 48 (Regel)
option-double-min-plain = 0 (schlicht verdoppeln)
option-posts = Kontore pro Spieler
option-posts-rule = 20 (Regel)
option-start-player = Startspieler
option-start-random = ausgelost

## Tipps (warum der Zug des starken Computers gut ist)

why-only = es ist der einzige erlaubte Zug
why-start = { $routes ->
        [one] { $routes } Handelsweg führt von hier weg
       *[other] { $routes } Handelswege führen von hier weg
    }, der günstigste für { $toll } Gulden
why-disc-near = öffnet { $city } neben deinen Kontoren
why-majority = bringt dir die absolute Mehrheit in { $city }: { $pi ->
        [one] { $pi } Einflusspunkt
       *[other] { $pi } Einflusspunkte
    }
why-toward = { $posts ->
        [one] { $posts } Kontor
       *[other] { $posts } Kontore
    } in { $city }, { $need } ergeben die Mehrheit
why-keep-income = dein Einkommen bleibt bei { $income } Gulden
why-save-conduct = { $income } Gulden, und du behältst deinen Geleitbrief
why-double = ein Geleitbrief: { $double } Gulden statt { $income }
why-open-small = { $city } ist eine kleine Stadt: 1 Einflusspunkt, für { $toll } Gulden
why-open-small-region = { $city } ist eine kleine Stadt: 1 Einflusspunkt, und dein erstes Kontor in der Region { $region } (2 Einflusspunkte am Ende), für { $toll } Gulden
why-open-large = fasst Fuß in { $city }, für { $toll } Gulden
why-open-large-region = fasst Fuß in { $city }, und dein erstes Kontor in der Region { $region } (2 Einflusspunkte am Ende), für { $toll } Gulden
why-open-two = zwei Kontore auf einmal: { $a } und { $b }{ $small ->
        [0] {""}
        [one] , { $small } Einflusspunkt
       *[other] , { $small } Einflusspunkte
    }{ $regions ->
        [0] {""}
        [one] , { $regions } neue Region
       *[other] , { $regions } neue Regionen
    }
