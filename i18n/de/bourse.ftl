# Tablée: La Bourse aux Idées.

## Die Karten

# Die Titel der Ideen, nach Serie (1 bis 18).
idea-title = { $series ->
        [1] Wie man Zwieback buttert, ohne ihn zu zerbrechen
        [2] Wie man mühelos das Silberbesteck putzt
        [3] Wie man Mayonnaise mehrere Tage aufbewahrt
        [4] Wie man Seifenstücke bis zum letzten Rest aufbraucht
        [5] Wie man Nägel einschlägt, ohne sich auf die Finger zu hauen
        [6] Wie man ein Spülbecken ohne Klempner frei bekommt
        [7] Wie man verhindert, dass die Brille beschlägt
        [8] Wie man Zwiebeln schneidet, ohne zu weinen
        [9] Wie man eine in den Teppich gefallene Nadel wiederfindet
        [10] Wie man ein widerspenstiges Glas öffnet
        [11] Wie man die Bügelfalte ohne Bügeleisen erhält
        [12] Wie man eine Kerze fest in den Leuchter bekommt
        [13] Wie man Kartoffeln im Handumdrehen schält
        [14] Wie man Blumen länger frisch hält
        [15] Wie man einen zu engen Ring abbekommt
        [16] Wie man Motten aus dem Kleiderschrank vertreibt
        [17] Wie man nasse Stiefel trocknet
        [18] Wie man Pflanzen im Urlaub gießt
       *[other] ?
    }
# Die Gegenstände, nach Serie und Nummer: [5-2] ist der 2. Gegenstand von Serie 5.
# Ein | in einem langen Wort markiert, wo es auf einer schmalen Karte umbrechen darf (es wird nicht angezeigt).
object = { $card ->
        [1-1] Zwieback
        [1-2] Butter|dose
        [1-3] Butter|messer
        [1-4] Unter|tasse
        [2-1] Alufolie
        [2-2] grobes Salz
        [2-3] Wasch|schüssel
        [2-4] Wasser|kessel
        [3-1] Eigelb
        [3-2] Schnee|besen
        [3-3] Einmach|glas
        [3-4] Ess|löffel
        [4-1] neues Stück Seife
        [4-2] Seifen|rest
        [4-3] Tüll|beutel
        [4-4] Seifen|schale
        [5-1] Hammer
        [5-2] Nagel
        [5-3] Tisch
        [5-4] Blatt Papier
        [6-1] Saug|glocke
        [6-2] Wasch|soda
        [6-3] Trichter
        [6-4] Draht|bügel
        [7-1] Brille
        [7-2] Fenster|leder
        [7-3] Rasier|schaum
        [7-4] Wasch|becken
        [8-1] Zwiebel
        [8-2] Schäl|messer
        [8-3] Schneide|brett
        [8-4] Brot|kanten
        [9-1] Nadel
        [9-2] Staub|sauger
        [9-3] Nylon|strumpf
        [9-4] Gummi|band
        [10-1] Marmeladen|glas
        [10-2] Gummi|handschuh
        [10-3] Wasser|hahn
        [10-4] Tee|löffel
        [11-1] Hose
        [11-2] Matratze
        [11-3] Zeitungs|papier
        [11-4] Wäsche|klammer
        [12-1] Kerze
        [12-2] Kerzen|leuchter
        [12-3] Feuer|zeug
        [12-4] Klebe|band
        [13-1] Kartof|feln
        [13-2] Kochtopf
        [13-3] Schüssel Eis|wasser
        [13-4] Geschirr|tuch
        [14-1] Blumen|strauß
        [14-2] Vase
        [14-3] Stück Zucker
        [14-4] Aspirin|tablette
        [15-1] Ring
        [15-2] Garn|rolle
        [15-3] Öl|kännchen
        [15-4] Schere
        [16-1] Kleider|schrank
        [16-2] Lavendel|säckchen
        [16-3] Orangen|schale
        [16-4] Zedern|holzstab
        [17-1] Gummi|stiefel
        [17-2] Föhn
        [17-3] Sack Reis
        [17-4] Woll|socke
        [18-1] Zimmer|pflanze
        [18-2] Flasche
        [18-3] Woll|docht
        [18-4] Eimer Wasser
       *[other] ?
    }
card-idea = Idee { $series }
card-object = { $object } ({ $series })
idea-word = Idee
no-card = keine Karte

## Das Protokoll

log-dealt = Durchgang { $manche }: { $dealer } mischt und teilt jedem 12 Karten aus.
log-hand = Hand von { $player }: { $cards }.
log-idea-shown = { $player } legt Idee { $series } „{ $title }“ aus.
log-idea-drawn = { $player } zieht Idee { $series } „{ $title }“ und legt sie aus.
log-drew = { $player } zieht { $count ->
        [one] { $count } Gegenstandskarte
       *[other] { $count } Gegenstandskarten
    }; noch { $talon } im Talon.
log-got = { $player } erhält: { $cards }.
log-laid = { $player } legt { $cards }.
log-collected = ★ { $player } legt die 4. Karte ({ $card }) und sammelt Serie { $series } ein.
log-collected-with-idea = ★ { $player } legt die 4. Karte ({ $card }) und sammelt Serie { $series } ein; die Idee liegt vorerst im eigenen Lager.
log-talon-empty = Der Talon ist nach dem Zug von { $last } leer: { $opener } eröffnet den Handel.
log-requested = { $buyer } bietet { $owner } 200 F für Idee { $series }.
log-accepted = { $owner } sagt zu: { $buyer } zahlt 200 F und nimmt Idee { $series }.
log-refused = { $owner } lehnt ab, Idee { $series } an { $buyer } zu verkaufen.
log-nothing-to-ask = { $player } hat nichts anzufragen und passt.
log-turn-ended = { $player } beendet den Handelszug.
log-passed = { $player } passt, ohne anzufragen.
log-transactions-over = Eine volle Tischrunde ohne Anfrage: Der Handel ist vorbei. Der entscheidende Moment beginnt, eine Karte pro Zug, { $opener } fängt an.
log-settled = Abrechnung von Durchgang { $manche } ({ $contracts ->
        [one] { $contracts } Vertrag
       *[other] { $contracts } Verträge
    }, { $simple ->
        [one] { $simple } einfache Serie
       *[other] { $simple } einfache Serien
    }): { $purses }.
log-settled-purse = { $purse } { $net }, neuer Kassenstand { $balance }
log-settled-separator = ;{" "}
log-purse-empty = Eine Kasse ist leer: Die Partie endet.
log-game-over = Das Spiel ist zu Ende.

## Warum ein Zug nicht geht

error-not-your-turn = Du bist nicht am Zug.
error-wrong-phase = Dieser Zug ist in dieser Phase nicht erlaubt.
error-card-not-in-hand = Diese Karte hast du nicht auf der Hand.
error-same-card-twice = Wähle zwei verschiedene Karten.
error-not-an-opponents-idea = Du kannst nur eine Idee kaufen, die ein Gegner ausgelegt hat.
error-already-sold = Diese Idee wurde in diesem Handel schon verkauft.
error-already-requested = Nach dieser Idee hast du in diesem Handel schon gefragt.
error-insufficient-funds = Zum Kaufen brauchst du mindestens 200 F.
error-no-pending-request = Keine Anfrage wartet auf eine Antwort.
error-answer-pending = Eine Anfrage wartet auf ihre Antwort.
error-game-over = Das Spiel ist zu Ende.

## Schaltflächen (eine pro Zug)

move-lay-pair = { $a } + { $b } legen
move-lay = { $card } legen
move-request-idea = Idee { $series } kaufen (200 F)
move-end-turn = Handelszug beenden
move-accept = Zusagen (200 F erhalten)
move-refuse = Ablehnen

## Sprechblasen

bubble-lays = Legt { $series }
bubble-request = Verkaufst du mir Idee { $series }?
bubble-deal = Abgemacht
bubble-no-thanks = Nein danke
bubble-pass = Ich passe

## Optionen

option-teams = Zwei Teams zu zweit (bei 4)
option-series = Serien bei 2 Spielern
option-series-standard = 18 (normales Spiel)
option-series-quick = 12 (schnelles Spiel)
option-manches = Durchgänge der Partie

## Die Kopfzeile

status-answer = { $buyer } will dir Idee { $series } für 200 F abkaufen: Sagst du zu?
status-answering = { $player } antwortet auf die Anfrage von { $buyer } …
status-talon = Du bist am Zug: Wähle zwei Karten zum Legen.
status-transactions = Handel: Kaufe eine Idee oder beende deinen Zug.
status-final = Entscheidender Moment: Lege eine einzige Karte.
status-trading = { $player } handelt …
status-laying = { $player } legt …

## Die Spieler

badge-dealer = Geber
badge-team = Team { $team }
ideas-displayed = Ausgelegte Ideen
series-collected = Eingesammelte Serien
collected = ★{ $series }
collected-contract = ★{ $series } Vertrag
purse = Kasse
chip-hand = Hand

## Die Tischmitte

centre-title = Tischmitte — Talon: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
stack-idea = Idee: { $holder }
stack-idea-in-talon = Idee: im Talon
stack-collected = ★ { $player } (einfach)
stack-collected-contract = ★ { $player } (Vertrag)

## Der Handel

transactions-title = Handel
transactions-partners = Partner: Beratet euch beim Kaufen, aber verratet nie eure Gegenstandskarten.
transactions-pending = { $buyer } fragt { $owner } nach Idee { $series } „{ $title }“ (200 F)
transactions-offer = Idee { $series } · { $owner }
transactions-ask = Frag den Besitzer einer Idee danach (200 F):

## Deine Hand

hand-title = Deine Hand
hand-card-pick = { $series } { $card } — auswählen
hand-card-pick-fourth = { $series } { $card } 4. Karte! — auswählen
hand-card-lay = { $series } { $card } — legen
hand-card-lay-fourth = { $series } { $card } 4. Karte! — legen
fourth-card = 4. Karte!
hand-lay-two-cards = Zwei Karten legen
hand-pick-two-first = Wähle zuerst zwei Karten aus deiner Hand.

## Die Abrechnung

accounts-label = Abrechnung
accounts-of-manche = Abrechnung von Durchgang { $manche }
accounts-if-ended-now = Abrechnung, wenn der Durchgang jetzt endete
accounts-series = Serie
accounts-collected-by = Eingesammelt von
accounts-kind = Art
accounts-paid-by = Bezahlt von
accounts-contract = Vertrag
accounts-simple = einfach
accounts-net = { $purse }: erhalten { $received }, gezahlt { $paid }, netto { $net }, neuer Kassenstand { $balance }

## Tipps (warum der Zug des starken Computers gut ist)

why-only = es ist der einzige erlaubte Zug
why-pair = { $first }; { $second }
why-lay-collects = die 4. Karte von Serie { $series }: Du sammelst sie ein
why-lay-collects-with-idea = die 4. Karte von Serie { $series }: Du sammelst sie ein, und mit ihrer Idee zahlt jeder Gegner
why-lay-safe = du hast alle noch fehlenden Karten von Serie { $series }: Niemand sonst kann sie einsammeln
why-lay-most = von Serie { $series } hast du die meisten Karten ({ $held })
why-lay-early = Serie { $series } ist noch weit von ihrer 4. Karte entfernt
why-buy-collected = du hast Serie { $series } eingesammelt: Mit ihrer Idee zahlt jeder Gegner
why-buy-held = du hast { $held } der { $left } noch zu legenden Karten von Serie { $series }: Mit ihrer Idee wird das Einsammeln zum Vertrag
why-sell-useless = du hast keine Karte von Serie { $series }: Nimm die 200 F
why-keep-held = du hast { $held ->
        [one] { $held } Karte
       *[other] { $held } Karten
    } von Serie { $series }: Behalte ihre Idee
why-keep-from-collector = der Käufer hat Serie { $series } eingesammelt: Mit ihrer Idee würde daraus ein Vertrag, den alle zahlen
