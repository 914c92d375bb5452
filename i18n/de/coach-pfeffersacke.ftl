# Pfeffersäcke's guided first game: one idea a step, at most two short sentences.

welcome = Willkommen bei Pfeffersäcke! Du führst eine Kaufmannsfamilie der Hanse und gründest Kontore in den Städten des Reichs.
goal = Einflusspunkte (EP) bekommst du für die Mehrheit der Felder einer großen Stadt und für erreichte kleine Städte. Wer am Ende die meisten EP hat, gewinnt.
map = Auf dem Spielplan nennt die Zahl einer großen Stadt ihre Felder und ihre EP; eine kleine Stadt hat ein Feld. Jeder Handelsweg zeigt seinen Zoll in Gulden.
end = Das Spiel endet, wenn dieser Städtezähler 0 erreicht, der letzte Stadtmarker entfernt ist oder eine volle Tischrunde ohne neues Kontor vergeht. Die ersten zwei Runden spielen wir zusammen.
setup = Jeder beginnt mit 1 EP, 20 Gulden, 20 Kontoren und 2 Geleitbriefen. Die Stadtmarker wurden offen verteilt: Deine liegen neben deinem Namen.
# The learner's starting small city ($home), the route's $toll to $city, a large city of $slots slots.
settle = Zuerst setzt jeder ein Kontor auf eine freie kleine Stadt: Tippe auf { $home }, auf dem Spielplan oder in der Liste. Von dort führt ein Handelsweg für { $toll } Gulden nach { $city }, einer großen Stadt mit nur { $slots } Feldern.
turn = Alle haben ihr Startkontor: Runde 1 beginnt. Ein Zug hat sechs Schritte: 1 Stadtmarker legen, 2 ausbauen, 3 und 4 Einkommen, 5 Kontor gründen, 6 Wertung.
# $value: the disc's value, $city: the large city it opens.
disc = Schritt 1: Lege einen Stadtmarker auf eine geschlossene große Stadt mit demselben Wert; damit ist sie für alle geöffnet. Lege deinen { $value }er-Stadtmarker auf { $city }.
# Round 1: steps 2 to 4 went by themselves; $base: the base income; $florins: the learner's florins now.
income-base = Die Schritte 2 bis 4 liefen von selbst: Noch ohne Kontor in einer großen Stadt bekommst du nur das Grundeinkommen, { $base } Gulden. Du hast jetzt { $florins }.
# $city: the large city of $slots slots the coach suggests.
open = Schritt 5: Gründe ein Kontor und zahle den Zoll eines Handelswegs, der von einer Stadt ausgeht, in der du vertreten bist. Nimm den Handelsweg nach { $city }: Bei { $slots } Feldern bringen dir zwei Kontore dort die Mehrheit.
scoring = Schritt 6, die Wertung: Hast du mehr als die Hälfte der Felder einer großen Stadt, bekommst du die EP ihres Stadtmarkers. Ein Kontor reicht noch nicht.
their-disc = Jetzt spielen die Computer dieselben sechs Schritte. Ein Stadtmarker, den sie legen, öffnet die Stadt auch für dich.
their-small = Ein Kontor in einer kleinen Stadt: sofort +1 EP, und der Zähler sinkt um eins.
disc-again = Runde 2, du bist dran: Lege deinen nächsten Stadtmarker. Das ist Pflicht, solange du einen hast.
# $city: the large city where the learner has a post.
extend = Schritt 2: In jeder offenen großen Stadt, in der du vertreten bist, wählst du ein weiteres Kontor oder das Einkommen dieser Stadt. Bau in { $city } aus: noch ein Kontor.
# Round 2, before the income: $rate florins a free slot, $base the base income, $income the learner's income now.
income = Schritte 3 und 4: Jede offene große Stadt, in der du vertreten bist, zahlt { $rate } Gulden je freies Feld, dazu kommen { $base } Gulden Grundeinkommen; wo du gerade ausgebaut hast, gibt es nichts. Dein Einkommen jetzt: { $income } Gulden.
double = Ab Runde 2 darfst du einen Geleitbrief einsetzen, höchstens einen pro Zug. Verdoppeltes Einkommen bringt mindestens 48 Gulden: Setz jetzt einen ein.
open-free = Wieder Schritt 5: Gründe ein Kontor, wenn du willst, oder lass es. Jetzt entscheidest du.
# The learner's first majority: $posts of the city's $slots slots in $city; $pi influence points won, $total now.
majority = Schritt 6: { $posts } Kontore auf { $slots } Feldern in { $city } sind mehr als die Hälfte: +{ $pi } EP, du hast jetzt { $total }. Der Stadtmarker wird entfernt; deine Kontore bleiben stehen.
final-score = Ganz am Ende bringt jede Region, in der du ein Kontor hast, 2 EP, und je volle 20 Gulden 1 EP.
tip = Ein Tipp zum Schluss: Städte mit wenigen Feldern bringen schnelle Mehrheiten, große Städte mit freien Feldern zahlen dir in jedem Zug. Bauen oder kassieren: Das ist der Kern des Spiels.
