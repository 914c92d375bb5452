# De begeleide eerste partij van La Bourse aux Idées: één gedachte per stap, hoogstens twee korte zinnen.

welcome = Welkom bij La Bourse aux Idées! Jullie zijn uitvinders: elk idee, zoals “Hoe je uien snijdt zonder te huilen”, wordt werkelijkheid met vier voorwerpen die zijn nummer dragen.
goal = Iedereen begint met 6.000 F, te zien bij elke naam. Wie het rijkst is wanneer er wordt afgerekend, wint.
ideas = De genummerde zwarte kaarten bij elke naam zijn de ideeën die die speler open heeft liggen: altijd voor iedereen zichtbaar, net als het geld.
collect = In het midden ligt één stapel per serie. Wie het 4e voorwerp van een serie legt, haalt die serie binnen.
contract = Haal je een serie binnen terwijl je het idee ervan hebt, dan is het een contract: elke tegenstander betaalt je 400 F.
simple = Haal je haar binnen zonder het idee, dan is het een gewone serie: alleen wie het idee heeft, betaalt je 400 F.
turn = Dit is je hand: 12 voorwerpen, elk met zijn serienummer. Elke beurt leg je er twee op hun stapel en trek je er twee van de trekstapel.
lay = Jouw beurt: tik twee kaarten uit je hand aan en dan de knop om ze te leggen.
drew = Klaar: twee gelegd, twee getrokken. Trek je een idee, dan komt het meteen bij je naam en trek je een vervangende kaart.
computers = De computers leggen in hun beurt ook twee kaarten. Let op de stapels: liggen er van een serie al 3 voorwerpen, dan ontbreekt er nog maar één.
lay-again = Weer jouw beurt. Een kaart met “4e kaart!” maakt haar serie af: leg die en je haalt de serie binnen.
free = Speel nu verder zoals je wilt: ik zeg iets zodra er iets nieuws gebeurt.
# De eerste binnengehaalde serie, in de getallen van de speler ($got: wat hij zou krijgen, $paid: wat hij zou betalen, als de ronde nu eindigde).
scored-mine-contract = Je hebt serie { $series } binnengehaald en je hebt het idee ervan: een contract! Elke tegenstander betaalt je 400 F: { $got } voor jou.
scored-mine-simple = Je hebt serie { $series } binnengehaald zonder het idee: een gewone serie. Alleen wie het idee heeft, betaalt je: { $got } voor jou.
scored-holder = Een tegenstander heeft serie { $series } binnengehaald, en jij hebt het idee ervan: een gewone serie. Zoals het nu staat, betaal jij hem { $paid }.
scored-their-contract = Een tegenstander heeft serie { $series } binnengehaald met het idee erbij: een contract. Zoals het nu staat, betaal je hem { $paid }, net als elke tegenstander.
scored-others = Een tegenstander heeft serie { $series } binnengehaald, en een andere speler heeft het idee: alleen die betaalt. Zoals het nu staat, betaal jij { $paid }.
scored-idea-in-talon = Serie { $series } is binnengehaald, maar het idee ligt nog in de trekstapel: voorlopig betaalt niemand ervoor.
at-the-end = Of het een contract of een gewone serie is, wordt pas helemaal aan het eind beslist: door wie dan het idee heeft. De Afrekening laat zien wat er betaald zou worden als de ronde nu eindigde.
talon-empty = De trekstapel is leeg: er worden geen paren meer gelegd. Nu begint de handel, geopend door de linkerbuur van wie de laatste kaart trok.
ask = Jij mag handelen: tik het idee van een tegenstander aan om het voor 200 F van hem te kopen. Hij zegt ja of nee, waar iedereen bij is.
# Het antwoord op het verzoek van de speler ($purse: zijn kas daarna).
answer-accepted = Geaccepteerd: idee { $series } is nu van jou, en in je kas zit { $purse }.
answer-refused = Geweigerd, waar iedereen bij is: de eigenaar houdt idee { $series }. Het heeft je niets gekost.
end-turn = In deze handel mag je maar één keer om elk idee vragen. Beëindig nu je beurt.
asked = Een tegenstander wil een van je ideeën kopen voor 200 F. Accepteer of weiger, zoals je wilt: iedereen ziet je antwoord.
crucial = Is iedereen één keer aan de beurt geweest zonder iets te vragen, dan is de handel voorbij. Nu komt het beslissende moment: één kaart per beurt, tot alle handen leeg zijn.
tip = Een tip: houd de laatste kaart achter van een serie waarvan jij het idee hebt. Leg je die helemaal aan het eind, dan kaap je nog een contract weg.
