# Pfeffersäcke's guided first game: one idea a step, at most two short sentences.

welcome = Welkom bij Pfeffersäcke! Je leidt een koopmansfamilie van de Hanze en opent handelsposten in de steden van het rijk.
goal = Je verdient invloedspunten (IP) met de meerderheid van de vakken in een grote stad, en door kleine steden te bereiken. Wie aan het eind de meeste IP heeft, wint.
map = Op het speelbord geeft het getal van een grote stad haar aantal vakken en haar IP aan; een kleine stad heeft één vak. Bij elke handelsroute staat de tol in gulden.
end = Het spel eindigt als deze stedenteller op 0 komt, de laatste schijf is weggenomen, of er een volle ronde langs de tafel voorbijgaat zonder nieuwe handelspost. De eerste twee rondes spelen we samen.
setup = Iedereen begint met 1 IP, 20 gulden, 20 handelsposten en 2 vrijgeleides. De schijven zijn open uitgedeeld: de jouwe liggen naast je naam.
# The learner's starting small city ($home), the route's $toll to $city, a large city of $slots slots.
settle = Eerst zet iedereen een handelspost op een vrije kleine stad: tik op { $home }, op het speelbord of in de lijst. Vanaf daar loopt een handelsroute van { $toll } gulden naar { $city }, een grote stad met maar { $slots } vakken.
turn = Iedereen heeft zich gevestigd: ronde 1 begint. Een beurt heeft zes stappen: 1 schijf leggen, 2 uitbreiden, 3 en 4 inkomsten, 5 handelspost openen, 6 telling.
# $value: the disc's value, $city: the large city it opens.
disc = Stap 1: leg een schijf op een gesloten grote stad met dezelfde waarde; die stad gaat dan voor iedereen open. Leg je schijf van { $value } op { $city }.
# Round 1: steps 2 to 4 went by themselves; $base: the base income; $florins: the learner's florins now.
income-base = Stappen 2 tot en met 4 gingen vanzelf: zonder handelspost in een grote stad krijg je voorlopig alleen het basisinkomen, { $base } gulden. Je hebt er nu { $florins }.
# $city: the large city of $slots slots the coach suggests.
open = Stap 5: open een handelspost en betaal de tol van een handelsroute vanuit een stad waar je aanwezig bent. Neem de route naar { $city }: met { $slots } vakken geven twee handelsposten daar de meerderheid.
scoring = Stap 6, de telling: heb je meer dan de helft van de vakken van een grote stad, dan krijg je de IP van haar schijf. Eén handelspost is nog niet genoeg.
their-disc = Nu spelen de computers dezelfde zes stappen. Een schijf die zij leggen, opent die stad ook voor jou.
their-small = Een handelspost in een kleine stad: meteen +1 IP, en de teller zakt met één.
disc-again = Ronde 2, jij bent aan de beurt: leg je volgende schijf. Dat is verplicht zolang je er een hebt.
# $city: the large city where the learner has a post.
extend = Stap 2: in elke open grote stad waar je aanwezig bent, kies je een extra handelspost of de inkomsten van die stad. Breid uit in { $city }: zet er nog een handelspost.
# Round 2, before the income: $rate florins a free slot, $base the base income, $income the learner's income now.
income = Stappen 3 en 4: elke open grote stad waar je aanwezig bent, betaalt { $rate } gulden per vrij vak, plus { $base } gulden basisinkomen; een stad waar je net hebt uitgebreid, betaalt niets. Je inkomsten nu: { $income } gulden.
double = Vanaf ronde 2 mag je een vrijgeleide gebruiken, hoogstens één per beurt. Verdubbelde inkomsten leveren minstens 48 gulden op: gebruik er nu een.
open-free = Weer stap 5: open een handelspost als je wilt, of laat het. Nu kies jij.
# The learner's first majority: $posts of the city's $slots slots in $city; $pi influence points won, $total now.
majority = Stap 6: { $posts } handelsposten op { $slots } vakken in { $city } is meer dan de helft: +{ $pi } IP, je hebt er nu { $total }. De schijf wordt weggenomen; je handelsposten blijven staan.
final-score = Helemaal aan het eind levert elk gebied waar je een handelspost hebt 2 IP op, en elke volle 20 gulden 1 IP.
tip = Een tip tot slot: steden met weinig vakken leveren snel een meerderheid op, grote steden met vrije vakken betalen je elke beurt. Bouwen of innen: daar draait het hele spel om.
