# Barracuda's guided first game: one idea a step, at most two short sentences.

welcome = Welkom bij Barracuda! Iedereen wil een plek in de strandbars, en betaalt met biljetten die de anderen nooit zien, sommige vals.
figures = Jullie hebben elk 5 speelfiguren. In een bar is een speelfiguur pachter, die elke beurt de pacht betaalt, of partner, die één keer betaalde om erin te komen.
goal = Om te winnen zet je al je 5 speelfiguren in de bars en houd je ze daar tot je volgende beurt. Gaat iemand eerder failliet, dan wint wie de meeste speelfiguren in de bars heeft.
wallet = Dit is je kas, alleen jij ziet hem: 50.000 en 7 biljetten vals geld. Met de achterkant boven ziet vals geld er precies zo uit als echt.
bars = Tien bars liggen gesloten op tafel: je ziet alleen hoeveel plaatsen ze hebben. Met drie spelers mogen er hoogstens 6 tegelijk open zijn.
order = Elke ronde wordt de volgorde uit het zakje getrokken, speler voor speler. In ronde 1 opent iedereen gewoon een bar.
open = Jij bent aan de beurt: open een bar. In een bar met twee plaatsen past later nog een speelfiguur van jou.
tenant = Je speelfiguur is er pachter. Vanaf ronde 2 betaal je de pacht aan het begin van elke beurt.
last-order = Ronde 2 begint met een vraag aan iedereen: Opdracht van de baas? Wie dat roept, laat iedereen in het geheim inzetten: de laagste inzet is eerst aan de beurt, de hoogste als laatste.
decline = Laat aan de beurt zijn loont als iemand krap bij kas zit. Dat is nog bij niemand zo: antwoord nee.
# The learner's first rent: what they paid, what their wallet holds now.
rent-paid = Je betaalde { $rent } pacht, openlijk: iedereen zag het. In je kas zit nu { $cash }.
rent-rule = Je pacht is de som van de bars waarvan je pachter bent; met 3 bars is de goedkoopste gratis. Een partner betaalt nooit pacht.
bankrupt = Kun je aan het begin van je beurt niet je hele pacht betalen, dan ga je failliet: het spel stopt en je verliest.
actions = Na de pacht doe je één actie. Behalve een bar openen kun je een pachter een aanbod toeschuiven om zijn partner te worden of zijn bar over te nemen.
grow = Pak voorlopig gratis een speelfiguur extra: open een bar, of zet een partner in je eigen bar met twee plaatsen.
round-three = Ronde 3: weer Opdracht van de baas? Nog steeds niet nodig: antwoord nee.
free = Nu kies jij. Met “Deze bar overnemen…” of “Partner worden…” vul je een envelop uit je kas; een bar openen blijft gratis.
offer = Er schuift een aanbod over tafel, met de achterkant boven. Iedereen ziet hoe dik het stapeltje is; alleen de twee betrokken spelers zien wat erin zit.
answered = Een geaccepteerd aanbod houdt de pachter helemaal, vals geld inbegrepen. Weigeren kost hem hetzelfde bedrag uit eigen zak.
tip = Nog een tip: een of twee biljetten vals geld maken je aanbod dikker. Maar houd altijd genoeg echt geld over voor je volgende pacht.
