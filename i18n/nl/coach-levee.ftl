# Het eerste begeleide spel van “Preums!”: één idee per stap, hoogstens twee korte zinnen.
# Ronde 1: een tegenstander heeft de rode fiche, jij roept “Preums!”.
# Ronde 2: jij hebt de fiche, een tegenstander roept, jij antwoordt.
# Termen zoals in levee.ftl: bod, rode fiche, houder van de fiche, publieksstapel,
# bezoekerskaart, financieringsronde, nullen, “Doorgaan”, “Ik pas”, “Leggen”.

welcome = Welkom bij “Preums!”. Ieder van jullie heeft een blog en zoekt investeerders door financieringsrondes te winnen.
goal = Je blog is 1 gevolgd door je nullen waard. Wie als eerste zes nullen haalt, dus 1.000.000, wint meteen het spel.
packs = Iedereen heeft een eigen publieksstapel van 21 bezoekerskaarten: [2], [3], [4] en [+1]. Niemand kent de volgorde, zelfs jij niet.
hand = De kaarten die je trekt, neem je in je hand; alleen jij ziet ze. De anderen zien alleen hoeveel kaarten je hebt.
round = Een ronde begint met trekken: om de beurt één kaart, tot iemand “Preums!” roept. Dan biedt iedereen met kaarten, en het hoogste totaal wint.
token = Een tegenstander heeft de rode fiche: wie de fiche heeft, trekt als eerste, maar mag nooit “Preums!” roepen. Helemaal aan het begin roept niemand voordat de houder van de fiche een tweede kaart heeft getrokken.
choose = Je hebt net getrokken, dus jij kiest: met “Doorgaan” trekt je linkerbuur, met “Preums!” begint de financieringsronde.
# Ronde 1, van jouw roep tot het trekken van de volgende ronde.
# Je eerste roep: de ene kaart die de coach koos (de enige toegestane roep).
shout = Roep “Preums!” met één kaart en houd de rest van je hand voor later. Ik heb die kaart voor je gekozen; tik op “Preums!”.
took-token = Je hebt de rode fiche gepakt, en je kaart is je eerste bod. De beurt gaat nu naar links: wie aan de beurt is, legt kaarten of zegt “Ik pas”.
lay-where = Je mag kaarten voor jezelf leggen, om een eigen bod te openen of te verhogen, of op het bod van een tegenstander, om die te steunen tegen een ander.
# Het antwoord van een tegenstander. $total: het hoogste totaal nu;
# $mine: jouw bod.
rival-passed = Een tegenstander past: tot nu toe heeft niemand je bod overtroffen. Wie gepast heeft, mag weer leggen als de beurt terugkomt.
rival-passed-other = Een tegenstander past: de biedingen blijven zoals ze zijn. Wie gepast heeft, mag weer leggen als de beurt terugkomt.
rival-laid = Een tegenstander legt kaarten: het beste bod staat nu op { $total }.
rival-level = Een tegenstander antwoordt met kaarten: een ander bod komt nu ook op { $total }, gelijk met het jouwe. Gelijk is genoeg: een bod moet het hoogste totaal halen, niet overtreffen.
rival-over = Een tegenstander antwoordt met kaarten: het beste bod staat nu op { $total }, het jouwe op { $mine }. Een bod mag beurt na beurt groeien, zolang het het hoogste totaal haalt.
one-value = Eén waarde per bod: geen [3] op een bod van [2]. [+1]-kaarten passen bij elke waarde.
until-all-pass = De ronde eindigt als iedereen na elkaar heeft gepast, zonder dat er tussendoor kaarten zijn gelegd.
# Jouw beurt nadat de tegenstanders pasten: je laatste kaart mag niet op je bod.
your-turn = Jouw beurt: je laatste kaart heeft een andere waarde, dus die mag niet op je bod. Tik op “Ik pas”.
# De ronde die net voorbij is, in jouw getallen. $mine: het totaal van je bod;
# $best: het winnende (of gelijke) totaal; $bids: hoeveel spelers een bod hadden;
# $zeros: de gewonnen nullen; $valuation: de waardering van je blog.
result-won = Je wint met { $mine }! Eén nul per bod op tafel: { $zeros ->
    [one] één nul
   *[other] { $zeros } nullen
    }, dus je blog is nu { $valuation } waard.
result-lost = Je bod kwam uit op { $mine }, het beste op { $best }. De eigenaar daarvan krijgt één nul per bod op tafel: { $bids }.
result-no-bid = Het beste bod kwam uit op { $best }. De eigenaar daarvan krijgt één nul per bod op tafel: { $bids }.
result-tie = Gelijke stand op { $best }: niemand wint, niemand scoort. Elk bod gaat terug in de stapel van de eigenaar.
# Waar de kaarten van de ronde heen gaan.
share-yours = Verdeel nu alle kaarten van de biedingen over de spelers die een bod hadden, jijzelf ook. Houd wat je helpt en geef de rest weg.
share-theirs = De winnaar verdeelt alle kaarten van de biedingen over de spelers die een bod hadden. Wie alleen anderen steunde, krijgt niets.
share-alone = Er is maar één bod, dus valt er niets te verdelen: al zijn kaarten gaan terug in de stapel van de eigenaar.
share-tie = Niemand verdeelt iets: elk bod, ook de kaarten van wie steunde, wordt teruggeschud in de stapel van de eigenaar.
kept = Een nieuwe ronde: de kaarten in je hand houd je. Jij riep als laatste, dus nu heb jij de rode fiche: je trekt als eerste en mag niet roepen.
# Ronde 2. Een tegenstander heeft geroepen; $total: het eerste bod.
rival-called = Een tegenstander roept “Preums!”: die pakt de rode fiche van je af en legt een eerste bod van { $total } voor zich neer.
# Je antwoord; $highest: het totaal dat het moet halen.
answer = Jouw beurt: antwoord met een eigen bod van minstens { $highest }; gelijk is genoeg. Ik heb de kaarten al voor je gekozen; tik op “Leggen”.
# Wat de biedingen voor jou betekenen. $highest: het hoogste totaal;
# $bids: hoeveel spelers een bod hebben.
standing-ahead = Legt niemand nog kaarten, dan wint jouw bod van { $highest }: één nul per bod op tafel, dus { $bids ->
    [one] één nul
   *[other] { $bids } nullen
    } voor jou.
standing-behind = Legt niemand nog kaarten, dan wint het bod van { $highest }. De eigenaar krijgt dan één nul per bod op tafel, het jouwe meegeteld: { $bids ->
    [one] één nul
   *[other] { $bids } nullen
    }.
standing-level = Legt niemand nog kaarten, dan is het een gelijke stand op { $highest }: niemand wint of scoort, en elk bod gaat terug in de stapel van de eigenaar.
tip = Een tip tot slot: bewaar je [+1]-kaarten. Op het juiste moment is er één genoeg om een bod te overtreffen of ermee gelijk te komen, en bij een gelijke stand wint niemand.
