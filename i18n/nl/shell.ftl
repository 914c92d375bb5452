# Tablée: de schil (startpagina, nieuw spel, menu's, meldingen, de rand van de tafel).

## Shared pieces

list-and = { $rest } en { $last }
labelled = { $label }: { $value }
date-locale = nl-NL
players-range = { $min } tot { $max } spelers
home-tile-minutes = { $min }⁠–⁠{ $max } min

## The top bar

open-in-tablee = Openen in Tablée ↗
tablee-home = Tablée – startpagina
language = Taal

## The lead's screens

app-description = Gezelschapsspellen op één tablet die rond de tafel gaat, of alleen tegen de computer.
language-refused =
    Het adres vraagt om de taal “{ $asked }”, die Tablée niet spreekt: de pagina wordt getoond in het { $shown ->
        [fr] Frans
        [de] Duits
        [nl] Nederlands
       *[en] Engels
    }.
language-unavailable = Deze taal kon niet worden geladen. Controleer de verbinding en probeer het opnieuw.
rules-of = Regels van { $game }
loading-rules = Regels laden…
rules-unavailable = De regels konden niet worden geladen. Controleer de verbinding en probeer het opnieuw.
loading-game = { $game } laden…
load-failed = { $game } kon niet worden geladen. Controleer de verbinding en probeer het opnieuw; als er net een nieuwe versie is verschenen, herlaad dan de pagina (je spellen blijven bewaard).

## Home

home-pitch = Gezelschapsspellen op één tablet die rond de tafel gaat, of alleen tegen de computer.
home-resume-line =
    Lopend spel { $game } met { $names } ({ $moves ->
        [one] { $moves } zet gespeeld
       *[other] { $moves } zetten gespeeld
    }).
home-resume-over = Spel { $game } met { $names } is afgelopen: bekijk de uitslag.
home-resume = Hervatten
# A saved game's button, named with its game and players for screen readers: "Resume – Sorciers (Ana, Bob)".
home-row-action = { $action } – { $game } ({ $names })
home-going-title = Lopende spellen
home-over-title = Laatst gespeelde spellen
home-turn = { $name } is aan de beurt
home-won-by = Gewonnen door { $names }
home-seat-computer = { $name } (computer)
home-moves =
    { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
home-ago-now = zojuist
home-ago-minutes =
    { $n ->
        [one] { $n } minuut geleden
       *[other] { $n } minuten geleden
    }
home-ago-hours =
    { $n ->
        [one] { $n } uur geleden
       *[other] { $n } uur geleden
    }
home-ago-days =
    { $n ->
        [one] gisteren
       *[other] { $n } dagen geleden
    }
home-ago-weeks =
    { $n ->
        [one] vorige week
       *[other] { $n } weken geleden
    }
home-ago-months =
    { $n ->
        [one] vorige maand
       *[other] { $n } maanden geleden
    }
home-ago-years =
    { $n ->
        [one] vorig jaar
       *[other] { $n } jaar geleden
    }
home-export = Exporteren
home-remove = Verwijderen
home-remove-ask = Dit spel definitief verwijderen?
home-remove-yes = Ja, verwijderen
home-remove-no = Nee, houden
home-removed = Het spel { $game } met { $names } is verwijderd.
home-undo = Ongedaan maken
home-watch-replay = Herhaling bekijken
home-play-again = Opnieuw spelen
home-broken-title = Het opgeslagen spel { $game } kan niet worden gelezen
home-broken-detail = Technische details (in het Engels)
home-broken-raw-intro = Hier is de ruwe tekst: kopieer of download die voordat je opnieuw begint.
home-broken-raw-label = Ruwe tekst van het opgeslagen spel
home-broken-download = Downloaden
home-broken-copy = Kopiëren
home-broken-fresh = Wissen en opnieuw beginnen
copy-done = Tekst gekopieerd.
copy-refused = Kopiëren lukt niet: selecteer de tekst.
home-tile-play = Spelen
# The Play button's full name for screen readers (five tiles, five Play buttons).
home-tile-play-label = { $game } spelen
home-tile-rules = Regels
home-import = Spel importeren (.json-bestand)
home-watch = Spel terugkijken (.json-bestand)
import-refused = Het bestand “{ $file }” kan niet worden geopend: { $why }.
import-already-there = Dit spel staat al bij je spellen: hier is het.
import-not-text = het is niet als tekst te lezen
import-unknown-game = het bevat een spel “{ $game }”, een spel dat Tablée niet heeft

## Game pitches

pitch-sorciers = Voorspel tot op de slag hoeveel je er haalt: precies goed levert veel op, elke slag ernaast kost je.
pitch-barracuda = Zet je vijf speelfiguren in de bars met aanbiedingen die je gesloten toeschuift – echte biljetten en vals geld door elkaar.
pitch-bourse = Verzamel de vier voorwerpen van een huishoudtruc vóór de anderen, koop de juiste ideeën op het juiste moment en laat de hele tafel betalen.
pitch-levee = Bloggers op zoek naar investeerders: roep “Preums!”, bied hoger, laat de financieringsrondes van de anderen mislukken en wees als eerste een miljoen waard.
pitch-pfeffersacke = Koopmansfamilies van de Hanze: open steden, zet je handelsposten van tol tot tol en pak de meerderheden.

## Setup

setup-title = Nieuw spel: { $game }
setup-players = Spelers
setup-player-count = Aantal spelers
setup-seat-name = Naam van speler { $n }
setup-who-plays = Wie speelt
# The "Who plays" field of one seat, named for screen readers: $n the seat's number, $name its player.
setup-who-plays-seat = Wie speelt: speler { $n } ({ $name })
seat-kind-human = Mens
seat-kind-easy = Computer (makkelijk)
seat-kind-strong = Computer (sterk)
setup-variants = Varianten
setup-computer = Computer
setup-back = Terug
setup-start = Starten
setup-quick-start =
    { $computers ->
        [one] Speel tegen { $computers } computer
       *[other] Speel tegen { $computers } computers
    }
setup-more = Spelers en opties kiezen
setup-unknown-game = Onbekend spel.

## The computers' pace

pace-label = Tempo van de computers
pace-instant = Direct
pace-fast = Snel
pace-normal = Normaal
pace-slow = Langzaam

# How much a screen reader is told during a game (the table's tools).
chatter-label = Voorlezen
chatter-all = Elke zet
chatter-mine = Mijn beurt en uitslagen

## What an address or a link asked that cannot be done

problem-pace = Het tempo “{ $value }” bestaat niet (instant, fast, normal of slow): de computers houden het gekozen tempo.
problem-seed = “{ $value }” is geen geldig spelnummer: de verdeling wordt willekeurig bepaald.
problem-unknown-game = Tablée heeft geen spel “{ $game }”: hier zijn de spellen van Tablée.
problem-seats-kind = “{ $value }”: elke plaats is human (een mens), easy of strong (een makkelijke of sterke computer). Kies hier de plaatsen.
problem-seats-count =
    { $game } speel je met { $min } tot { $max } spelers: de link vroeg om { $asked ->
        [one] { $asked } plaats
       *[other] { $asked } plaatsen
    }. Kies hier de plaatsen.
option-unknown = De link vraagt om “{ $setting }”, een instelling die { $game } niet heeft: die wordt genegeerd.
option-invalid = “{ $label }” kan niet “{ $value }” zijn: er wordt gespeeld met “{ $used }”.
option-not-taken = “{ $label }”: “{ $asked }” past niet bij de andere instellingen; er wordt gespeeld met “{ $used }”.
option-on = aan
option-off = uit

## Notices

notice-update = Er staat een nieuwe versie van Tablée klaar.
notice-update-button = Bijwerken
notice-dismiss = Begrepen
notice-link-error = Deze link naar een spel kan niet worden geopend.
notice-link-home = Naar de startpagina van Tablée
notice-no-storage = Deze browser bewaart hier niets: het spel wordt niet opgeslagen.
notice-full = De opslag van deze browser is vol: dit spel wordt niet meer bewaard. Niets wat al bewaard was gaat verloren.
notice-full-remove = Het oudste afgelopen spel verwijderen ({ $game }, { $when })
notice-full-none = Verwijder op de startpagina een spel dat je niet meer nodig hebt om plaats te maken.
try-again = Opnieuw proberen
reload-page = Pagina herladen
close-rules = Regels sluiten

## The play screen

play-no-game = Er is geen spel bezig.
stale-title = Dit spel is in een ander tabblad verder gespeeld.
stale-text = Om niets kwijt te raken, speelt en bewaart dit tabblad niets meer.
stale-continue = Hier verdergaan vanaf die stand

## The curtain

curtain-pass-to = Geef de tablet aan
curtain-take-back = om de laatste zet ongedaan te maken. De anderen kijken weg.
curtain-look-away = De anderen kijken weg.
curtain-go = Ik ben { $name }, ik ben aan de beurt
curtain-go-take-back = Ik ben { $name }, zet ongedaan maken
curtain-back = Terug: niets ongedaan maken
curtain-undo = { $name }: mijn laatste zet ongedaan maken
handover-label = Na mijn zet
handover-show = Eerst bekijken, dan doorgeven
handover-pass = Meteen doorgeven
handover-title = { $name }, je beurt is voorbij
handover-text = Bekijk wat je gespeeld hebt en geef dan de tablet door.
handover-go = Geef de tablet aan { $next }

## Replacing a game in progress

replace-title = Er zijn { $count } spellen bezig
replace-what =
    Het oudste: { $game } met { $names }, { $moves ->
        [one] { $moves } zet gespeeld
       *[other] { $moves } zetten gespeeld
    }.
replace-unreadable = Het oudste, een spel { $game }, kan niet worden gelezen; het wordt toch bewaard.
replace-last-played = Laatst gespeeld: { $when }.
replace-question-new = Als je het nieuwe spel start, wordt het verwijderd om plaats te maken.
replace-question-import = Als je het spel uit het bestand importeert, wordt het verwijderd om plaats te maken.
replace-keep = Houden en hervatten
replace-export = Eerst exporteren (bestand)
replace-confirm = Verwijderen en verder

## The table

seat-you = {" "}(jij)
seat-computer = {" "}· computer
seat-thinking = denkt na…
seat-to-play = aan zet
moments-label = Voor de hele tafel
sheet-drawer = Scores
sheet-title = Scoreblad
sheet-round = Ronde
log-title = Verloop
tools-undo = ↶ Zet ongedaan maken
# The undo button's name for screen readers (its arrow is not read).
tools-undo-label = Zet ongedaan maken
# The row of tools under the table (undo, hint, rules…), named for screen readers.
tools-label = Spelhulpmiddelen
tools-hint = Tip
tools-hint-label = Tip: de keuze van de sterke computer
tools-rules = Regels
tools-export = Exporteren
tools-export-label = Spel exporteren
share = Delen
share-label = Deze stand delen (een link)
share-link-label = Link naar deze stand
share-iframe-label = Voor een blog (iframe)
share-copied = Link gekopieerd.
share-by-hand = De link staat hieronder, om te kopiëren.
link-not-tablee-or-damaged = Dit is geen link naar een Tablée-spel, of hij is beschadigd.
hint-line = Tip van de sterke computer: { $move }
hint-line-why = Tip van de sterke computer: { $move } – { $why }
hint-highlighted-move = de gemarkeerde zet

## The end of a game

end-victory = Gewonnen: { $winners }
end-victory-tied = Gewonnen: { $winners }, met gelijke stand
end-winner = Winnaar
end-score = { $score } ptn
end-hints-taken =
    { $n ->
        [one] { $n } tip gebruikt
       *[other] { $n } tips gebruikt
    }
end-ranking = Eindstand
end-breakdown = De scores in detail
end-breakdown-player = Speler
end-play-again = Nog een keer
end-watch = Spel terugkijken
end-home = Startpagina

## A replay

replay-label = Terugkijken
replay-status-turn = Terugkijken – zet { $at } van { $total }; { $name } is aan de beurt
replay-status-over = Terugkijken – zet { $at } van { $total }; het spel is afgelopen
replay-position = zet { $at } van { $total }
replay-slider = Naar zet
replay-steps-label = Door het spel bladeren
replay-first = Naar het begin
replay-previous = Vorige zet
replay-play = Afspelen
replay-pause = Pauze
replay-play-label = Automatisch afspelen
replay-next = Volgende zet
replay-last = Naar het einde
replay-leave = Stoppen
replay-leave-label = Stoppen met terugkijken
replay-seen-by-label = Perspectief
replay-seen-by = Perspectief: { $who }
replay-eyes-table = Tafel
replay-play-from = Vanaf hier spelen
replay-play-as = Als { $name }
replay-all-hands = Alle handen

## Why a link does not open

link-empty = Deze link is leeg.
link-not-tablee = Dit is geen link naar een Tablée-spel.
link-truncated = Deze link is onvolledig: misschien is hij bij het kopiëren afgekapt.
link-damaged = Deze link is beschadigd: misschien is bij het kopiëren een teken veranderd.
link-newer-version = Deze link komt uit een nieuwere versie van Tablée: herlaad de pagina om de app bij te werken.
link-unknown-game = Deze link toont een spel dat deze versie van Tablée niet kent (“{ $game }”).
link-wrong-game = Deze link toont een spel “{ $found }”, niet “{ $expected }”.
link-settings-unreadable = Deze versie van Tablée kan de instellingen van dit spel niet lezen.
link-settings-player-count = De instellingen van dit spel worden geweigerd: het is voor { $min } tot { $max } spelers, niet voor { $got }.
link-settings-incompatible = De instellingen van dit spel worden geweigerd: de opties passen niet bij elkaar ({ $why }).
link-move-not-replayable = Zet { $move } van deze link kan niet opnieuw worden gespeeld: misschien komt hij uit een andere versie van Tablée.
link-position-beyond = Deze link toont zet { $at }, maar het spel heeft er maar { $moves }.
link-eyes-not-a-seat =
    Deze link toont het spel door de ogen van plaats { $seat }, maar het heeft maar { $seats ->
        [one] { $seats } plaats
       *[other] { $seats } plaatsen
    }.
link-unreachable = Na zet { $at } toont deze link een stand die dit spel niet kan bereiken: misschien is hij aangepast.

## Why a save does not load

save-not-text = het is geen tekst en dus geen Tablée-spel
save-malformed = de inhoud is geen Tablée-spel, of hij is beschadigd
save-newer-version = het is opgeslagen door een nieuwere versie van Tablée (formaat { $format }): herlaad de pagina om de app bij te werken
save-older-version = het is opgeslagen door een oude versie van Tablée (formaat { $format }), die deze versie niet meer kan lezen
save-wrong-game = het is een spel “{ $found }”, niet “{ $expected }”
save-player-count = de instellingen worden geweigerd: dit spel is voor { $min } tot { $max } spelers, niet voor { $got }
save-incompatible-options = de instellingen worden geweigerd: sommige opties passen niet bij elkaar
save-move-not-replayable = zet { $move } kan niet opnieuw worden gespeeld: het spel komt misschien uit een andere versie van Tablée
save-too-large = het is veel te groot voor een Tablée-spel ({ $size } kB, terwijl een spel hoogstens { $max } kB is)

learn-to-play = Leren spelen
home-learning = { $game } leren: stap { $step } van { $total }
learn-to-play-label = { $game } leren spelen: een eerste spel met uitleg
