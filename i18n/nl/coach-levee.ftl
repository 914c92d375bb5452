# Het eerste begeleide spel van “Preums!”: één idee per stap, hoogstens twee korte zinnen.

welcome = Welkom bij “Preums!”. Ieder van jullie heeft een blog en zoekt investeerders door financieringsrondes te winnen.
goal = Je blog is 1 gevolgd door je nullen waard. Wie als eerste zes nullen haalt, dus 1.000.000, wint meteen het spel.
packs = Iedereen heeft een eigen publieksstapel van 21 bezoekerskaarten: [2], [3], [4] en [+1]. Niemand kent de volgorde, zelfs jij niet.
hand = De kaarten die je trekt komen in je hand, die alleen jij ziet. De anderen zien alleen hoeveel je er hebt.
round = Een ronde begint met trekken: om de beurt één kaart, tot iemand “Preums!” roept. Dan biedt iedereen met kaarten, en het hoogste totaal wint.
token = Wie de rode fiche heeft, trekt eerst en mag nooit roepen. Helemaal aan het begin roept niemand voor de tweede kaart.
choose = Je hebt net getrokken, dus jij kiest: “Doorgaan” geeft het trekken door naar links, “Preums!” start de financieringsronde.
shout = Roep “Preums!”: je eerste bod bestaat uit kaarten van één waarde, plus zoveel [+1] als je wilt. Ik heb ze voor je gekozen; tik op “Preums!”.
took-token = Je hebt de rode fiche gepakt en het bieden geopend. De beurt gaat nu naar links: ieder legt om de beurt kaarten of zegt “Ik pas”.
lay-where = Je mag kaarten voor jezelf leggen, om je bod te verhogen, of op het bod van een tegenstander, om die te steunen tegen een ander.
# Het eerste antwoord van een tegenstander op jouw “Preums!”.
rival-laid = Een tegenstander heeft kaarten gelegd: het hoogste totaal is gestegen. Wie kaarten legt, moet dat bod minstens op dat totaal brengen.
rival-passed = Een tegenstander past: tot nu toe heeft niemand je bod overtroffen. Wie gepast heeft, mag weer leggen als de beurt terugkomt.
one-value = Eén waarde per bod: geen [3] op een bod van [2]. [+1]-kaarten passen bij elke waarde.
until-all-pass = De ronde eindigt als iedereen na elkaar heeft gepast, zonder dat er tussendoor kaarten zijn gelegd.
your-turn = Jouw beurt: tik kaarten aan en dan “Leggen”, of tik “Ik pas”. Gelegde kaarten moeten minstens het hoogste totaal halen.
# De ronde die net voorbij is, in jouw getallen. $mine: het totaal van je bod;
# $best: het winnende (of gelijke) totaal; $bids: hoeveel spelers een bod hadden;
# $zeros: de gewonnen nullen; $valuation: de waardering van je blog.
result-won = Je wint met { $mine }! Eén nul per bod op tafel: { $zeros ->
    [one] één nul
   *[other] { $zeros } nullen
    }, dus je blog is nu { $valuation } waard.
result-lost = Je bod kwam op { $mine }, maar het beste op { $best }. De eigenaar daarvan krijgt één nul per bod op tafel: { $bids }.
result-no-bid = Het beste bod kwam op { $best }. De eigenaar daarvan krijgt één nul per bod op tafel: { $bids }.
result-tie = Gelijk op { $best }: niemand wint, niemand scoort. Elk bod gaat terug in de stapel van de eigenaar.
# Waar de kaarten van de ronde heen gaan.
share-yours = Verdeel nu alle kaarten van de biedingen over de spelers die een bod hadden, jij ook. Houd wat je helpt en geef de rest weg.
share-theirs = De winnaar verdeelt alle kaarten van de biedingen over de spelers die een bod hadden. Wie alleen anderen steunde, krijgt niets.
share-alone = Maar één bod: al zijn kaarten gaan terug in de stapel van de eigenaar. Met meer biedingen zou de winnaar alle kaarten over hun eigenaars verdelen.
share-tie = Niemand verdeelt iets: elk bod, ook de kaarten van wie steunde, wordt in de stapel van de eigenaar geschud.
kept = Kaarten die in je hand blijven, houd je voor de volgende ronde. Wie riep, trekt de volgende keer als eerste.
tip = Een tip tot slot: bewaar je [+1]-kaarten. Op het juiste moment gelegd, overtreft er één een bod, of maakt het gelijk zodat niemand wint.
