# Tablée: Pfeffersäcke.

## Namen

# De naam van een stad op het speelbord, de knoppen, het logboek en de tips.
city = { $id ->
        [antwerpen] Antwerpen
        [brugge] Brugge
        [mechelen] Mechelen
        [maastricht] Maastricht
        [koeln] Keulen
        [mainz] Mainz
        [aachen] Aken
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
        [magdeburg] Maagdenburg
        [wittenberg] Wittenberg
        [braunschweig] Brunswijk
        [halle] Halle
        [leipzig] Leipzig
        [erfurt] Erfurt
        [naumburg] Naumburg
        [jena] Jena
        [frankfurt] Frankfurt
        [wuerzburg] Würzburg
        [nuernberg] Neurenberg
        [fulda] Fulda
        [bamberg] Bamberg
        [strassburg] Straatsburg
        [ulm] Ulm
        [augsburg] Augsburg
        [konstanz] Konstanz
        [speyer] Speyer
        [memmingen] Memmingen
        [regensburg] Regensburg
        [passau] Passau
        [wien] Wenen
        [linz] Linz
        [krems] Krems
       *[other] { $id }
    }
# De naam van een gebied (tips, tooltips van het speelbord).
region = { $id ->
        [flanders] Vlaanderen
        [rhineland] Rijnland
        [westphalia] Westfalen
        [north-sea] Noordzee
        [baltic] Oostzee
        [saxony-anhalt] Saksen-Anhalt
        [thuringia-meissen] Thüringen-Meißen
        [main-franconia] Main-Franken
        [swabia-upper-rhine] Zwaben-Opper-Rijn
        [danube] Donau
       *[other] { $id }
    }
# De kleur van een speler (schijven, handelsposten, kleurvlak), naast zijn naam.
colour = { $colour ->
        [red] rood
        [blue] blauw
        [green] groen
        [yellow] geel
        [purple] paars
       *[grey] grijs
    }
influence = { $n ->
        [one] { $n } invloedspunt
       *[other] { $n } invloedspunten
    }
influence-points-short = IP
influence-points = invloedspunten

## Het logboek

log-setup = { $player } begint. Iedereen krijgt { $florins } gulden en { $discs } schijven.
log-setup-wittenberg = Op { $city } ligt al een schijf van 2.
log-starting-post = { $player } vestigt zich in { $city } (teller { $counter }).
log-turn = Ronde { $round }: { $player } is aan de beurt.
log-disc-placed = { $player } legt een schijf van { $value } op { $city }: de stad is open.
log-extended = { $player } breidt uit in { $city } (+{ $posts ->
        [one] { $posts } handelspost
       *[other] { $posts } handelsposten
    }).
log-extend-skipped = { $player } breidt niet uit.
log-income = { $player } int { $total } gulden ({ $detail }).
log-income-doubled = { $player } int { $total } gulden ({ $detail }, verdubbeld met een vrijgeleide).
# Verdubbeld met een vrijgeleide, maar het dubbele ($twice) ligt onder het minimum: het minimum ($total) wordt betaald.
log-income-minimum = { $player } int { $total } gulden: { $detail }, verdubbeld met een vrijgeleide, maakt { $twice }, minder dan het minimum van { $total }.
log-income-city = { $city } { $florins }
log-income-base = basisinkomen { $base }
log-safe-conduct = { $player } gebruikt een vrijgeleide (nog { $left } over).
log-post-opened = { $player } opent een handelspost in { $to } vanuit { $from } (tol { $toll } gulden).
log-post-opened-small = { $player } opent een handelspost in { $to } vanuit { $from } (tol { $toll } gulden): +1 invloedspunt, teller { $counter }.
log-open-skipped = { $player } opent geen handelspost.
log-majority = { $player } heeft de absolute meerderheid in { $city } ({ $posts } van de { $pi } vakken): +{ $pi ->
        [one] { $pi } invloedspunt
       *[other] { $pi } invloedspunten
    }, de schijf wordt weggenomen.
log-half-points = { $by } vult het laatste vak van { $city }: { $player } heeft daar de meeste handelsposten ({ $posts }) en krijgt de helft, +{ $pi ->
        [one] { $pi } invloedspunt
       *[other] { $pi } invloedspunten
    }. De schijf wordt weggenomen.
log-half-points-tie = { $by } vult het laatste vak van { $city }: { $player } heeft daar de meeste handelsposten ({ $posts }, gelijke stand, maar het dichtst bij de pijl) en krijgt de helft, +{ $pi ->
        [one] { $pi } invloedspunt
       *[other] { $pi } invloedspunten
    }. De schijf wordt weggenomen.
log-end-counter = De stedenteller staat op 0: het spel is afgelopen.
log-end-discs = Alle schijven zijn weggenomen: het spel is afgelopen.
log-end-lap = Een volle ronde langs de tafel zonder nieuwe handelspost: het spel is afgelopen.
log-final-score = { $player }: { $pi ->
        [one] { $pi } invloedspunt
       *[other] { $pi } invloedspunten
    } + { $regions ->
        [one] { $regions } gebied
       *[other] { $regions } gebieden
    } × 2 + { $florins } gulden ÷ 20 = { $total ->
        [one] { $total } punt
       *[other] { $total } punten
    }.

## Waarom een zet niet mag

error-not-your-turn = Je bent niet aan de beurt.
error-game-over = Het spel is afgelopen.
error-wrong-step = Dat hoort niet bij deze stap.
error-unknown-city = Die stad bestaat niet.
error-not-small-city = Kies een kleine stad.
error-not-large-city = Kies een grote stad.
error-disc-not-held = Je hebt geen schijf met die waarde.
error-disc-value-mismatch = De schijf moet dezelfde waarde hebben als de stad.
error-city-not-free = Die stad is al bezet.
error-not-present = Je hebt geen handelspost in die stad.
error-already-present = Je hebt al een handelspost in die stad.
error-city-closed = Die stad is niet open (geen schijf) of haar schijf is weggenomen.
error-no-free-slot = Er is geen vrij vak meer in die stad.
error-no-route = Geen handelsroute verbindt deze twee steden.
error-cannot-pay = Je kunt de tol niet betalen.
error-no-posts-left = Je hebt niet genoeg handelsposten meer.
error-not-enough-free-slots = Die stad heeft twee vrije vakken nodig.
error-safe-conduct-none = Je hebt geen vrijgeleide meer.
error-safe-conduct-first-round = In de eerste ronde mag je geen vrijgeleide gebruiken.
error-safe-conduct-already-used = Maar één vrijgeleide per beurt.
error-must-place-disc = Leg eerst een schijf.
error-already-extended = Je hebt deze beurt al in deze stad uitgebreid.

## Knoppen (één per zet)

move-settle-in = Beginnen in { $city }
move-place-disc = Schijf van { $value } op { $city }
move-do-not-extend = Niet uitbreiden
move-extend-in = Uitbreiden in { $city }
move-extend-twice-in = Vrijgeleide: 2 handelsposten in { $city }
move-collect-income = Inkomsten innen
move-double-income = Vrijgeleide: inkomsten verdubbelen
move-open-no-post = Geen handelspost openen
# "fl.": gulden.
move-with-toll = { $move } ({ $toll } fl.)
# De knop van een opening zoals een schermlezer hem zegt (de route zonder pijl).
move-open-said = Een handelspost openen in { $to } vanuit { $from } (tol { $toll } gulden)
hint-open-two = met een vrijgeleide een handelspost openen in { $to1 } vanuit { $from1 } (tol { $toll1 } gulden), daarna een in { $to2 } vanuit { $from2 } (tol { $toll2 } gulden)
move-done-extending = Klaar: inkomsten innen

## De tafel

map-label = Speelbord met steden en handelsroutes
map-zoom-label = Speelbord: zoom met de knoppen, het scrollwiel of twee vingers
zoom-in = Inzoomen
zoom-out = Uitzoomen
zoom-whole-map = Hele speelbord
route-title = { $a } – { $b }: { $toll } gulden
city-title = { $city } ({ $what }) { $region }
city-title-posts = { $city } ({ $what }: { $posts }) { $region }
city-state = { $state ->
        [closed] { $slots }, gesloten
        [disc] { $slots }, schijf ligt er
        [removed] { $slots }, schijf weggenomen
       *[small] kleine stad
    }
# De kaart in woorden, voor schermlezers en iedereen: een lade naast de kaart,
# met een tabel van de steden, een van de routes en een van de gebieden.
map-words = De kaart in woorden
map-words-cities = Steden: gebied, waarde en schijf, handelsposten
map-words-routes = Routes: tol, en wie aan beide uiteinden handelsposten heeft
map-words-regions = Gebieden: steden, en wie er handelsposten heeft
map-words-city = Stad
map-words-region = Gebied
map-words-kind = Waarde en schijf
map-words-posts = Handelsposten
map-words-from = Van
map-words-to = Naar
map-words-toll = Tol
map-words-both-ends = Handelsposten aan beide uiteinden
map-words-cities-list = Steden
map-words-present = Aanwezige spelers
map-words-nobody = niemand
# De handelsposten van een speler in een stad, als het er meer zijn: "Ana (2 handelsposten)".
map-words-posts-of = { $name } ({ $n } handelsposten)
# De tol van een route in de tabel.
map-words-toll-value = { $toll } gulden
players-label = De spelers
stat-influence-points = invloedspunten
stat-florins = gulden
stat-posts = handelsposten
stat-discs = schijven
stat-safe-conducts = vrijgeleides
stat-cities-won = gewonnen steden
meta = Ronde { $round } · teller { $counter }: elke handelspost in een kleine stad verlaagt hem, bij 0 eindigt het spel · beurten zonder nieuwe handelspost: { $idle }

## De kopregel: wie aan de beurt is, of wat er gebeurt

status-you-setup = { $player }, je bent aan de beurt: kies je kleine startstad.
status-other-setup = { $player } kiest een kleine startstad…
status-you-disc = { $player }, je bent aan de beurt: leg een schijf op een gesloten grote stad met dezelfde waarde; de stad gaat dan voor iedereen open.
status-other-disc = { $player } legt een schijf…
status-you-extend-by-city = { $player }, je bent aan de beurt: kies in elke stad waar je aanwezig bent een extra handelspost of de inkomsten van die stad.
status-other-extend-by-city = { $player } breidt de eigen invloed uit, stad voor stad…
status-you-extend = { $player }, je bent aan de beurt: breid je invloed uit, of pas.
status-other-extend = { $player } breidt de eigen invloed uit…
status-you-income = { $player }, je bent aan de beurt: int je inkomsten.
status-other-income = { $player } int inkomsten…
status-you-open = { $player }, je bent aan de beurt: open een handelspost, of pas.
status-other-open = { $player } opent een handelspost…

## Het keuzepaneel

your-choice = Jouw keuze
income-choice = Normale inkomsten: { $income } gulden; verdubbeld: { $double } gulden.
chosen-city = { $city }:
all-cities = Alle steden
back = Terug
sc-open-two = Vrijgeleide: 2 handelsposten openen…
sc-first-post = Eerste handelspost:
sc-open-two-refused = Vrijgeleide: 2 handelsposten openen
sc-no-double-opening = Twee handelsposten openen is nu niet mogelijk.

## De eindtelling (kolomkoppen)

final-player = Speler
final-regions = Gebieden × 2
final-florins = Gulden ÷ 20
final-total = Totaal
final-cities-won = Gewonnen steden
final-value = Waarde

## Opties

option-counter-16 = Met 2 spelers: teller op 16
option-double-min = Minimum bij dubbele inkomsten
option-double-min-rule = 48 (regel)
option-double-min-plain = 0 (gewoon verdubbelen)
option-posts = Handelsposten per speler
option-posts-rule = 20 (regel)
option-start-player = Startspeler
option-start-random = door loting

## Tips (waarom de zet van de sterke computer goed is)

why-only = het is de enige toegestane zet
why-start = { $routes ->
        [one] { $routes } handelsroute vertrekt hier
       *[other] { $routes } handelsroutes vertrekken hier
    }, de goedkoopste voor { $toll } gulden
why-disc-near = opent { $city } naast je handelsposten
why-majority = geeft je de absolute meerderheid in { $city }: { $pi ->
        [one] { $pi } invloedspunt
       *[other] { $pi } invloedspunten
    }
why-toward = { $posts ->
        [one] { $posts } handelspost
       *[other] { $posts } handelsposten
    } in { $city }, met { $need } heb je de meerderheid
why-keep-income = je inkomsten blijven { $income } gulden
why-save-conduct = { $income } gulden, en je houdt je vrijgeleide
why-double = een vrijgeleide: { $double } gulden in plaats van { $income }
why-open-small = { $city } is een kleine stad: 1 invloedspunt, voor { $toll } gulden
why-open-small-region = { $city } is een kleine stad: 1 invloedspunt, en je eerste handelspost in het gebied { $region } (2 invloedspunten aan het eind), voor { $toll } gulden
why-open-large = voet aan de grond in { $city }, voor { $toll } gulden
why-open-large-region = voet aan de grond in { $city }, en je eerste handelspost in het gebied { $region } (2 invloedspunten aan het eind), voor { $toll } gulden
why-open-two = twee handelsposten tegelijk: { $a } en { $b }{ $small ->
        [0] {""}
        [one] , { $small } invloedspunt
       *[other] , { $small } invloedspunten
    }{ $regions ->
        [0] {""}
        [one] , { $regions } nieuw gebied
       *[other] , { $regions } nieuwe gebieden
    }
