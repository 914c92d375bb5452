# Tablée: die Oberfläche (Startseite, neue Partie, Menüs, Hinweise, der Rahmen des Tisches).

## Shared pieces

list-and = { $rest } und { $last }
labelled = { $label }: { $value }
date-locale = de-DE
players-range = { $min } bis { $max } Spieler
home-tile-minutes = { $min }⁠–⁠{ $max } Min.

## The top bar

open-in-tablee = In Tablée öffnen ↗
tablee-home = Tablée – Startseite
language = Sprache

## The lead's screens

app-description = Gesellschaftsspiele auf einem einzigen Tablet, das am Tisch herumgereicht wird – oder allein gegen den Computer.
language-refused =
    Die Adresse verlangt die Sprache „{ $asked }“, die Tablée nicht spricht: Die Seite wird auf { $shown ->
        [fr] Französisch
        [de] Deutsch
        [nl] Niederländisch
       *[en] Englisch
    } angezeigt.
language-unavailable = Diese Sprache konnte nicht geladen werden. Prüfe die Verbindung und versuche es erneut.
rules-of = Regeln: { $game }
loading-rules = Regeln werden geladen …
rules-unavailable = Die Regeln konnten nicht geladen werden. Prüfe die Verbindung und versuche es erneut.
loading-game = { $game } wird geladen …
load-failed = { $game } konnte nicht geladen werden. Prüfe die Verbindung und versuche es erneut; wenn gerade eine neue Version erschienen ist, lade die Seite neu (deine Partien bleiben erhalten).

## Home

home-pitch = Gesellschaftsspiele auf einem einzigen Tablet, das am Tisch herumgereicht wird – oder allein gegen den Computer.
home-resume-line =
    Laufende Partie { $game } mit { $names } ({ $moves ->
        [one] { $moves } Zug gespielt
       *[other] { $moves } Züge gespielt
    }).
home-resume-over = Partie { $game } mit { $names } beendet: Sieh dir die Ergebnisse an.
home-resume = Fortsetzen
# A saved game's button, named with its game and players for screen readers: "Resume – Sorciers (Ana, Bob)".
home-row-action = { $action } – { $game } ({ $names })
home-going-title = Laufende Partien
home-over-title = Zuletzt gespielte Partien
home-turn = { $name } ist am Zug
home-won-by = Gewonnen von { $names }
home-seat-computer = { $name } (Computer)
home-moves =
    { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
home-ago-now = gerade eben
home-ago-minutes =
    { $n ->
        [one] vor { $n } Minute
       *[other] vor { $n } Minuten
    }
home-ago-hours =
    { $n ->
        [one] vor { $n } Stunde
       *[other] vor { $n } Stunden
    }
home-ago-days =
    { $n ->
        [one] gestern
       *[other] vor { $n } Tagen
    }
home-ago-weeks =
    { $n ->
        [one] letzte Woche
       *[other] vor { $n } Wochen
    }
home-ago-months =
    { $n ->
        [one] letzten Monat
       *[other] vor { $n } Monaten
    }
home-ago-years =
    { $n ->
        [one] letztes Jahr
       *[other] vor { $n } Jahren
    }
home-export = Exportieren
home-remove = Entfernen
home-remove-ask = Diese Partie endgültig entfernen?
home-remove-yes = Ja, entfernen
home-remove-no = Nein, behalten
home-removed = Die Partie { $game } mit { $names } wurde entfernt.
home-undo = Rückgängig
home-watch-replay = Wiederholung ansehen
home-play-again = Noch einmal
home-broken-title = Die gespeicherte Partie { $game } kann nicht gelesen werden
home-broken-detail = Technische Details (auf Englisch)
home-broken-raw-intro = Hier ist ihr Rohtext: Kopiere ihn oder lade ihn herunter, bevor du neu anfängst.
home-broken-raw-label = Rohtext des Spielstands
home-broken-download = Herunterladen
home-broken-copy = Kopieren
home-broken-fresh = Löschen und neu anfangen
copy-done = Text kopiert.
copy-refused = Kopieren nicht möglich: Markiere den Text.
home-tile-play = Spielen
# The Play button's full name for screen readers (five tiles, five Play buttons).
home-tile-play-label = { $game } spielen
home-tile-rules = Regeln
home-import = Partie importieren (.json-Datei)
home-watch = Partie ansehen (.json-Datei)
import-refused = Die Datei „{ $file }“ kann nicht geöffnet werden: { $why }.
import-already-there = Diese Partie ist schon bei deinen Partien: Hier ist sie.
import-not-text = Sie lässt sich nicht als Text lesen
import-unknown-game = Sie enthält eine Partie „{ $game }“, ein Spiel, das Tablée nicht hat

## Game pitches

pitch-sorciers = Sag stichgenau voraus, was du bekommst: Ein Volltreffer bringt viel, jeder Stich daneben kostet dich.
pitch-barracuda = Bring deine fünf Figuren in die Bars – mit verdeckt zugeschobenen Angeboten aus echten Scheinen und Falschgeld.
pitch-bourse = Sammle die vier Gegenstände eines Haushaltstricks vor den anderen, kauf die richtigen Ideen im richtigen Moment und lass den ganzen Tisch zahlen.
pitch-levee = Blogger auf Investorensuche: Ruf „Preums!“, biete höher, lass die Finanzierungsrunden der anderen platzen und sei als Erster eine Million wert.
pitch-pfeffersacke = Kaufmannsfamilien der Hanse: Öffne Städte, setz deine Kontore von Zoll zu Zoll und sichere dir die Mehrheiten.

## Setup

setup-title = Neue Partie: { $game }
setup-players = Spieler
setup-player-count = Anzahl der Spieler
setup-seat-name = Name von Spieler { $n }
setup-who-plays = Wer spielt
# The "Who plays" field of one seat, named for screen readers: $n the seat's number, $name its player.
setup-who-plays-seat = Wer spielt: Spieler { $n } ({ $name })
seat-kind-human = Mensch
seat-kind-easy = Computer (leicht)
seat-kind-strong = Computer (stark)
setup-variants = Varianten
setup-computer = Computer
setup-back = Zurück
setup-start = Starten
# "Computer" is the same in the singular and the plural.
setup-quick-start = Gegen { $computers } Computer spielen
setup-more = Spieler und Optionen wählen
setup-unknown-game = Unbekanntes Spiel.

## The computers' pace

pace-label = Tempo der Computer
pace-instant = Sofort
pace-fast = Schnell
pace-normal = Normal
pace-slow = Langsam

# How much a screen reader is told during a game (the table's tools).
chatter-label = Vorlesen
chatter-all = Jeder Zug
chatter-mine = Mein Zug und Ergebnisse

## What an address or a link asked that cannot be done

problem-pace = Ein Tempo „{ $value }“ gibt es nicht (instant, fast, normal oder slow): Die Computer behalten das gewählte Tempo.
problem-seed = „{ $value }“ ist keine gültige Spielnummer: Stattdessen wird zufällig ausgelost.
problem-unknown-game = Tablée hat kein Spiel namens „{ $game }“: Hier sind seine Spiele.
problem-seats-kind = „{ $value }“: Jeder Platz ist human (ein Mensch), easy oder strong (ein leichter oder starker Computer). Wähle die Plätze hier.
problem-seats-count =
    { $game } wird mit { $min } bis { $max } Spielern gespielt: Der Link verlangte { $asked ->
        [one] { $asked } Platz
       *[other] { $asked } Plätze
    }. Wähle die Plätze hier.
option-unknown = Der Link verlangt „{ $setting }“, eine Einstellung, die { $game } nicht hat: Sie wird ignoriert.
option-invalid = „{ $label }“ kann nicht „{ $value }“ sein: Gespielt wird mit „{ $used }“.
option-not-taken = „{ $label }“: „{ $asked }“ passt nicht zu den anderen Einstellungen, gespielt wird mit „{ $used }“.
option-on = an
option-off = aus

## Notices

notice-update = Eine neue Version von Tablée ist bereit.
notice-update-button = Aktualisieren
notice-dismiss = Verstanden
notice-link-error = Dieser Link zu einer Partie lässt sich nicht öffnen.
notice-link-home = Zur Startseite von Tablée
notice-no-storage = Dieser Browser speichert hier nichts: Die Partie wird nicht gesichert.
notice-full = Der Speicher dieses Browsers ist voll: Diese Partie wird nicht mehr gespeichert. Nichts bisher Gespeichertes geht verloren.
notice-full-remove = Die älteste beendete Partie entfernen ({ $game }, { $when })
notice-full-none = Entferne auf der Startseite eine Partie, die du nicht mehr brauchst, um Platz zu schaffen.
try-again = Erneut versuchen
reload-page = Seite neu laden
close-rules = Regeln schließen

## The play screen

play-no-game = Keine laufende Partie.
stale-title = Diese Partie wurde in einem anderen Tab fortgesetzt.
stale-text = Damit nichts verloren geht, spielt und speichert dieser Tab nichts mehr.
stale-continue = Hier mit dem dortigen Stand weitermachen

## The curtain

curtain-pass-to = Reich das Tablet weiter an
curtain-take-back = zum Zurücknehmen des letzten Zugs. Alle anderen schauen weg.
curtain-look-away = Alle anderen schauen weg.
curtain-go = Ich bin { $name }, ich bin dran
curtain-go-take-back = Ich bin { $name }, Zug zurücknehmen
curtain-back = Zurück: nichts zurücknehmen
curtain-undo = { $name }: meinen letzten Zug zurücknehmen
handover-label = Nach meinem Zug
handover-show = Erst ansehen, dann weiterreichen
handover-pass = Sofort weiterreichen
handover-title = { $name }, dein Zug ist vorbei
handover-text = Sieh dir an, was du gespielt hast, und reich dann das Tablet weiter.
handover-go = Tablet an { $next } weiterreichen

## Replacing a game in progress

replace-title = { $count } Partien laufen gerade
replace-what =
    Die älteste: { $game } mit { $names }, { $moves ->
        [one] { $moves } Zug gespielt
       *[other] { $moves } Züge gespielt
    }.
replace-unreadable = Die älteste, eine Partie { $game }, lässt sich nicht lesen; sie wird trotzdem aufbewahrt.
replace-last-played = Zuletzt gespielt: { $when }.
replace-question-new = Wenn du die neue Partie startest, wird sie entfernt, um Platz zu schaffen.
replace-question-import = Wenn du die Partie aus der Datei importierst, wird sie entfernt, um Platz zu schaffen.
replace-keep = Behalten und fortsetzen
replace-export = Erst exportieren (Datei)
replace-confirm = Entfernen und weiter

## The table

seat-you = {" "}(du)
seat-computer = {" "}· Computer
seat-thinking = überlegt …
seat-to-play = ist dran
moments-label = Für den ganzen Tisch
sheet-drawer = Punkte
sheet-title = Punkteblock
sheet-round = Runde
log-title = Verlauf
tools-undo = ↶ Zug zurücknehmen
# The undo button's name for screen readers (its arrow is not read).
tools-undo-label = Zug zurücknehmen
# The row of tools under the table (undo, hint, rules …), named for screen readers.
tools-label = Werkzeuge der Partie
tools-hint = Tipp
tools-hint-label = Tipp: die Wahl des starken Computers
tools-rules = Regeln
tools-export = Exportieren
tools-export-label = Partie exportieren
share = Teilen
share-label = Diese Stellung teilen (ein Link)
share-link-label = Link zu dieser Stellung
share-iframe-label = Für einen Blog (iframe)
share-copied = Link kopiert.
share-by-hand = Der Link steht unten zum Kopieren bereit.
link-not-tablee-or-damaged = Das ist kein Link zu einer Tablée-Partie, oder er ist beschädigt.
hint-line = Tipp des starken Computers: { $move }
hint-line-why = Tipp des starken Computers: { $move } – { $why }
hint-highlighted-move = der markierte Zug

## The end of a game

end-victory = Sieg: { $winners }
end-victory-tied = Sieg: { $winners }, punktgleich
end-winner = Sieger
end-score = { $score } Pkt.
end-hints-taken =
    { $n ->
        [one] { $n } Tipp genutzt
       *[other] { $n } Tipps genutzt
    }
end-ranking = Endstand
end-breakdown = Die Punkte im Einzelnen
end-breakdown-player = Spieler
end-play-again = Noch eine Partie
end-watch = Partie ansehen
end-home = Startseite

## A replay

replay-label = Wiederholung
replay-status-turn = Wiederholung – Zug { $at } von { $total }; { $name } ist dran
replay-status-over = Wiederholung – Zug { $at } von { $total }; die Partie ist zu Ende
replay-position = Zug { $at } von { $total }
replay-slider = Zug wählen
replay-steps-label = Durch die Partie blättern
replay-first = Zum Anfang
replay-previous = Vorheriger Zug
replay-play = Abspielen
replay-pause = Pause
replay-play-label = Automatisch abspielen
replay-next = Nächster Zug
replay-last = Zum Ende
replay-leave = Beenden
replay-leave-label = Wiederholung beenden
replay-seen-by-label = Sicht
replay-seen-by = Sicht: { $who }
replay-eyes-table = Tisch
replay-play-from = Ab hier spielen
replay-play-as = Als { $name }
replay-all-hands = Alle Handkarten

## Why a link does not open

link-empty = Dieser Link ist leer.
link-not-tablee = Das ist kein Link zu einer Tablée-Partie.
link-truncated = Dieser Link ist unvollständig: Vielleicht wurde er beim Kopieren abgeschnitten.
link-damaged = Dieser Link ist beschädigt: Vielleicht wurde beim Kopieren ein Zeichen verändert.
link-newer-version = Dieser Link stammt aus einer neueren Version von Tablée: Lade die Seite neu, um die App zu aktualisieren.
link-unknown-game = Dieser Link zeigt ein Spiel, das diese Version von Tablée nicht kennt („{ $game }“).
link-wrong-game = Dieser Link zeigt eine Partie „{ $found }“, nicht „{ $expected }“.
link-settings-unreadable = Die Einstellungen dieser Partie kann diese Version von Tablée nicht lesen.
link-settings-player-count = Die Einstellungen dieser Partie werden abgelehnt: Das Spiel ist für { $min } bis { $max } Spieler, nicht für { $got }.
link-settings-incompatible = Die Einstellungen dieser Partie werden abgelehnt: Die Optionen passen nicht zusammen ({ $why }).
link-move-not-replayable = Zug { $move } dieses Links lässt sich nicht nachspielen: Vielleicht stammt er aus einer anderen Version von Tablée.
link-position-beyond =
    Dieser Link zeigt Zug { $at }, aber die Partie hat nur { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
link-eyes-not-a-seat =
    Dieser Link zeigt die Partie mit den Augen von Platz { $seat }, aber sie hat nur { $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
    }.
link-unreachable = Nach Zug { $at } zeigt dieser Link eine Stellung, die in diesem Spiel nicht entstehen kann: Vielleicht wurde er verändert.

## Why a save does not load

save-not-text = Das ist kein Text und damit keine Tablée-Partie
save-malformed = Der Inhalt ist keine Tablée-Partie, oder er wurde beschädigt
save-newer-version = Sie wurde von einer neueren Version von Tablée gespeichert (Format { $format }): Lade die Seite neu, um die App zu aktualisieren
save-older-version = Sie wurde von einer alten Version von Tablée gespeichert (Format { $format }), die diese Version nicht mehr lesen kann
save-wrong-game = Das ist eine Partie „{ $found }“, nicht „{ $expected }“
save-player-count = Die Einstellungen werden abgelehnt: Das Spiel ist für { $min } bis { $max } Spieler, nicht für { $got }
save-incompatible-options = Die Einstellungen werden abgelehnt: Einige Optionen passen nicht zusammen
save-move-not-replayable = Zug { $move } lässt sich nicht nachspielen: Vielleicht stammt die Partie aus einer anderen Version von Tablée
save-too-large = Die Datei ist viel zu groß für eine Tablée-Partie ({ $size } KB, eine Partie hat höchstens { $max } KB)

learn-to-play = Spielen lernen
home-learning = { $game } lernen: Schritt { $step } von { $total }
learn-to-play-label = { $game } spielen lernen: eine erste Partie mit Anleitung
