// „Regeln und Tipps“ von Paohuzi (Deutsch): die Schlüssel aus PHZ_HELP_KEYS.md, von js/games/paohuzi/
// in den Katalog des Spiels übernommen. Auszeichnung wie in js/games/paodekuai/i18n/en.js beschrieben:
// „## “ Überschrift, „- “ Listenpunkt, „|“ Tabellenzeile (erste Zeile Kopf), **fett**, Leerzeile
// zwischen Blöcken; {card x2} (ein Kartencode der Engine) erscheint als Bild dieser Karte. Alle Regeln und
// Zahlen folgen der Paohuzi-Spezifikation.
export default {
  "help.tab.rules": "Regeln",
  "help.tab.scoring": "Wertung",
  "help.tab.tips": "Tipps",
  "help.tab.controls": "Bedienung",
  "help.rules.cards": `## Die Karten
Gespielt wird mit 80 Karten: zwei Farben mit je zehn Werten, jede Karte viermal. Die kleinen Zeichen (小字) sind die gewöhnlichen Zahlzeichen 一 bis 十, die großen Zeichen (大字) die förmlichen 壹 bis 拾, wie man sie auf Schecks und Quittungen schreibt. Ein Wert ist nur eine Zahl: Keine Karte sticht eine andere, es zählt allein, welche Kombinationen sie bilden.

| Wert | Klein (小字) | Groß (大字) |
| 1 | {card x1} | {card d1} |
| 2 | {card x2} | {card d2} |
| 3 | {card x3} | {card d3} |
| 4 | {card x4} | {card d4} |
| 5 | {card x5} | {card d5} |
| 6 | {card x6} | {card d6} |
| 7 | {card x7} | {card d7} |
| 8 | {card x8} | {card d8} |
| 9 | {card x9} | {card d9} |
| 10 | {card x10} | {card d10} |

- **Rote Karten**: 二 七 十 und 贰 柒 拾 sind rot gedruckt, zusammen 24 rote Karten; alle anderen sind schwarz. Wie viele rote Karten ein Gewinnblatt enthält, verändert seine Wertung.
- **Gleiche Karten** heißt: dieselbe Farbe und derselbe Wert. 五 und 伍 sind beide Fünfen, aber nicht gleich.
- Hier trägt jede Karte ihr Zeichen an beiden Enden, und die großen Zeichen haben eine zusätzliche Markierung, damit du 壹 und 一 oder 拾 und 十 auf einen Blick unterscheidest.`,
  "help.rules.sets": `## Kombinationen und 胡息
Du gewinnst, wenn alle deine Karten in Kombinationen aufgehen. Das Gewinnen heißt **胡** (Hu), und jede Kombination bringt **胡息** (Huxi, „Gewinnpunkte“): Ein Gewinnblatt braucht mindestens 15 davon. In großen Zeichen ist dieselbe Kombination mehr wert als in kleinen. Die Tabelle nennt die 胡息 jeder Kombination in kleinen und in großen Zeichen.

| Kombination | Karten | Klein | Groß | Andere sehen |
| **碰** Peng | dein Paar + eine Karte, die ein anderer gezogen oder abgeworfen hat | 1 | 3 | alles offen |
| **偎** Wei | dein Paar + eine Karte, die du selbst gezogen hast | 3 | 6 | alles verdeckt |
| **臭偎** Chou-Wei | ein 偎 mit einer Karte, die für dich 臭 war | 3 | 6 | eine offen, zwei verdeckt |
| **坎** Kan | drei gleiche Karten, die du ausgeteilt bekommen hast | 3 | 6 | nichts (auf deiner Hand) |
| **跑** Pao | vier gleiche, die vierte von einem anderen Spieler oder zu deinem 碰 | 6 | 9 | alles offen |
| **提** Ti | vier gleiche: ausgeteilt, oder dein eigener Zug zu deinem 坎 oder 偎 | 9 | 12 | eine offen, drei verdeckt |
| **一二三** oder 壹贰叁 | Eins, Zwei, Drei einer Farbe | 3 | 6 | offen, wenn ausgelegt |
| **二七十** oder 贰柒拾 | Zwei, Sieben, Zehn einer Farbe | 3 | 6 | offen, wenn ausgelegt |
| **顺子** andere Folgen | drei aufeinanderfolgende Werte einer Farbe: 四五六 | 0 | 0 | offen, wenn ausgelegt |
| **绞** gemischt | ein Wert in beiden Größen: 八八捌 oder 八捌捌 | 0 | 0 | offen, wenn ausgelegt |
| **将** Paar | zwei gleiche, nur in einem Blatt mit einem 跑 oder 提 | 0 | 0 | nichts (auf deiner Hand) |

- Folgen laufen nicht im Kreis (九 十 一 gilt nicht) und mischen keine Farben; auch 二七十 ist ganz klein oder ganz groß. 一五十 gibt es in diesem Spiel nicht.
- Kombinationen aus drei ungleichen Karten (Folgen, 一二三, 二七十, gemischte) kommen durch **吃** (Chi) auf den Tisch, siehe „Zugreifen“; auf der Hand zählen sie genauso.
- Ein **坎** wird nie aufgelöst: Seine drei Karten gehen in keine andere Kombination, dienen nicht für 吃 und dürfen nicht abgeworfen werden.
- **臭** (Chou, „verdorben“) heißt eine Karte, die du nicht mehr nehmen darfst; dazu gibt es unten einen eigenen Abschnitt.`,
  "help.rules.deal": `## Das Geben
- Es spielen drei. Der Geber (庄家) bekommt 21 Karten, die beiden anderen je 20; die letzten 19 Karten bilden verdeckt den Talon.
- Die 21. Karte des Gebers ist die **亮张** (Liangzhang): Sie wird allen gezeigt, bevor sie auf seine Hand kommt.
- Die unterste Karte des Talons wird aufgedeckt und bleibt liegen: Sie wird als letzte gezogen (海底, „Meeresgrund“). Ist sie rot, kommt sie verdeckt oben auf den Talon und die neue unterste Karte wird aufgedeckt, bis eine schwarze liegt. Diese roten Karten haben alle gesehen, also weiß jeder, dass sie als Nächstes gezogen werden, und in welcher Reihenfolge.
- Vor dem ersten Zug muss jeder, der vier gleiche Karten hält, sie als 提 auslegen. Danach wirft der Geber als Erster ab, außer er hat zwei 提: Dann beginnt sein rechter Nachbar mit dem Ziehen.

## Wer gibt
- Der erste Geber wird ausgelost. Gewinnt ein anderer als der Geber eine Runde, gibt er die nächste.
- Gewinnt der Geber oder niemand, gibt der Geber noch einmal, aber niemand gibt mehr als drei Runden hintereinander: Nach der dritten geht das Geben an seinen rechten Nachbarn.

## Zu viert am Tisch
- Zu viert setzt der Spieler gegenüber dem Geber die Runde aus: keine Karten, nichts zu zahlen, nichts zu gewinnen. Dieser Platz wandert mit dem Geber; trifft es dich, schaust du zu.`,
  "help.rules.turn": `## Ein Zug
Gespielt wird gegen den Uhrzeigersinn: Nach dir kommt dein rechter Nachbar (下家).

- In deinem Zug deckst du die oberste Karte des Talons für alle sichtbar auf. Diese **gezogene Karte** steht dem ganzen Tisch offen: Du oder ein anderer kann sie nehmen dürfen oder sogar müssen (siehe „Zugreifen“).
- Nimmt sie niemand, kommt sie offen in deine Ablagereihe, und dein rechter Nachbar ist dran. Abwerfen musst du dann nicht.
- Immer wenn du eine Karte hereinnimmst (碰, 吃, 偎, 臭偎, 跑 oder 提), **wirfst** du danach eine Karte von der Hand **ab**. Auch sie steht dann zur Wahl; nimmt sie niemand, zieht dein rechter Nachbar.
- **Ausnahme**: Nach einem 跑 oder 提, das dir deine zweite (oder dritte) Viererkombination verschafft, wird nicht abgeworfen; dein rechter Nachbar zieht einfach. Aus demselben Grund wirft ein Geber mit zwei ausgeteilten 提 zu Beginn nicht ab.
- Dahinter steckt eine Zählregel: Zwischen den Zügen hast du auf Hand und Tisch zusammen 20 Karten, dazu eine für jede Viererkombination nach der ersten.
- Wer eine Karte mit 碰 oder 跑 nimmt, spielt von dort aus weiter: Die Spieler dazwischen verlieren ihren Zug.`,
  "help.rules.claims": `## Zugreifen
Manche Züge sind Pflicht, und das Spiel macht sie für dich:

- **提**: Du ziehst die vierte Karte zu deinem 坎, 偎 oder 臭偎.
- **偎**: Du ziehst eine Karte, von der du ein Paar hältst (ein 臭偎, wenn die Karte für dich 臭 ist).
- **跑**: Du hältst ein 坎 oder hast ein 偎 oder 臭偎, und ein anderer zieht oder wirft die vierte Karte ab; oder du hast ein 碰, und irgendwer, du eingeschlossen, zieht die vierte Karte. Wird diese vierte Karte abgeworfen, ergibt sie mit deinem 碰 kein 跑: Sie bleibt einfach liegen.

Alles andere entscheidest du selbst, in der Leiste:

- **胡**: mit einer gezogenen Karte gewinnen, egal wer sie gezogen hat (siehe „Gewinnen“).
- **碰**: Du hältst genau zwei Exemplare einer Karte, die ein anderer zieht oder abwirft. Nie mit deinem eigenen Zug: Das ist ein Pflicht-偎.
- **吃**: Aus der Karte und zwei Karten deiner Hand bildest du eine Kombination, die nicht aus drei gleichen besteht. Du darfst deine eigene gezogene Karte nehmen oder eine, die dein linker Nachbar (上家) abgeworfen hat, aber keine, die er gezogen und liegen gelassen hat (außer die Einstellungen erlauben es).

## Wer hat Vorrang
| Angebotene Karte | Reihenfolge des Zugreifens |
| gezogene Karte | Pflicht-提 oder -偎 des Ziehenden; dann 胡: der Ziehende, sein rechter Nachbar, der dritte Spieler; dann ein Pflicht-跑; dann 碰; dann 吃 des Ziehenden |
| abgeworfene Karte | ein Pflicht-跑; dann 碰; dann 吃 des rechten Nachbarn des Abwerfenden |

- Eine Karte, die in ein Pflicht-提 oder -偎 geht, ist weg: Kein anderer kann damit gewinnen oder sie nehmen; geprüft wird nur, ob das neue Blatt des Ziehenden gewinnt.
- 碰 und 跑 gehen vor 吃. Kannst du eine Karte sowohl mit 碰 als auch mit 吃 nehmen, wählst du.
- Musst du eine gezogene Karte zu einem 跑 nehmen, kannst du mit ihr nicht auf andere Weise gewinnen; ist dein Blatt nach dem 跑 vollständig, gewinnst du trotzdem. Das 胡 eines anderen auf diese Karte geht deinem 跑 vor.

## 比: eine Karte nehmen, die du schon hältst
Nimmst du eine Karte mit 吃, während gleiche Exemplare davon auf deiner Hand bleiben, muss jedes davon im selben Zug mit ausgelegt werden, jedes in einer weiteren Kombination nur aus Handkarten. Das heißt **比** (Bi). Geht das nicht, darfst du die Karte nicht mit 吃 nehmen. Es zählen nur gleiche Karten: Nimmst du eine 七, darf ein 柒 auf der Hand bleiben.

Beispiel: Du hältst 一 二 三 四 五, und dein linker Nachbar wirft eine 三 ab. Du darfst sie mit 四 五 nehmen, aber deine eigene 三 muss mit, also kommt 一 二 三 gleich dazu: zwei Kombinationen in einem Zug. Sie als 二 三 四 zu nehmen ist nicht erlaubt, denn deine 三 bliebe mit 一 und 五 zurück. Mit 一 二 三 三 auf der Hand kannst du eine 三 gar nicht mit 吃 nehmen (deine beiden 三 finden nicht beide eine Kombination), wohl aber mit 碰.`,
  "help.rules.chou": `## 臭: Karten, die du nicht mehr nehmen darfst
Eine Karte wird für dich für den Rest der Runde **臭** (Chou, „verdorben“), wenn:

- du sie mit 碰 hättest nehmen können und es nicht getan hast;
- du sie mit 吃 hättest nehmen können und es nicht getan hast (ziehen statt die Abwurfkarte deines linken Nachbarn zu nehmen, zählt als nicht genommen);
- sie deinen Zug als deine Ablage verlässt, ob du sie von der Hand abgeworfen hast oder ob es deine eigene gezogene Karte war, die niemand nahm.

Von da an darfst du kein Exemplar dieser Karte mehr mit 碰 oder 吃 nehmen: Ziehst du selbst eines, geht es direkt in deine Ablagereihe. Eine 臭-Karte erlaubt weiterhin:

- **胡**: Mit ihr darfst du immer gewinnen;
- die Pflichtzüge: Ziehst du sie, während du ein Paar davon hältst, entsteht ein 臭偎 (eine Karte bleibt offen, alle sehen es), und 跑 und 提 bleiben Pflicht.

Eine Gelegenheit, die du nie hattest, weil das 胡, 碰 oder 跑 eines anderen vorging, macht eine Karte nicht 臭. Der Tisch zeigt deine 臭-Karten an.`,
  "help.rules.winning": `## Gewinnen: 胡
- Gewinnen kann nur eine Karte, die vom Talon gezogen wird, gleich von wem; eine abgeworfene Karte nie. Ganz am Anfang kann auch die 亮张 gewinnen (siehe 天胡).
- **Ein vollständiges Blatt**: Mit der Gewinnkarte bilden alle deine Karten, Tisch und Hand zusammen, genau sieben Gruppen. Ohne Viererkombination sind das sieben Dreierkombinationen, 21 Karten. Mit einem oder mehreren 跑 oder 提 sind es diese Viererkombinationen, Dreierkombinationen für den Rest und genau ein Paar (将). Auch eine einzelne Karte, die auf ihren Partner wartet, kann gewinnen.
- Nötig sind **mindestens 15 胡息** (oder das in den Einstellungen gewählte Minimum).
- Die Kombination, die die Gewinnkarte vervollständigt, zählt wie auf dem Tisch: Drei gleiche mit deinem eigenen Zug zählen als 偎, mit dem Zug eines anderen als 碰; eine vierte Karte zählt als 提, wenn du sie selbst zu deinem 坎 oder 偎 gezogen hast, sonst als 跑.
- Pflichtzüge kommen zuerst. Angenommen, du hältst 二 贰 贰, 二 三 四 und 一 三: Eine 二, die ein anderer zieht, ergänzt 一 二 三 und gewinnt; ziehst du die 二 selbst, muss sie mit deinen beiden 二 ein 偎 bilden, und das Blatt zerfällt.
- Du darfst mit einer Karte gewinnen, die für dich 臭 ist oder die du früher abgeworfen hast.
- Können mehrere mit derselben Karte gewinnen, wird zuerst der Ziehende gefragt, dann sein rechter Nachbar, dann der dritte. Es gibt immer nur einen Gewinner.
- Ein 胡 auszulassen kostet nichts: Du spielst weiter und darfst dieselbe Karte noch mit 碰 oder 吃 nehmen. (In den Einstellungen lässt sich 胡 zur Pflicht machen.)

## 天胡: Gewinn aus dem Austeilen
- **三提五坎**: Wer drei 提 oder fünf 坎 ausgeteilt bekommt, gewinnt sofort, ohne vollständiges Blatt; als 胡息 zählen nur diese 提 und 坎.
- Die 21 ausgeteilten Karten des Gebers sind schon ein vollständiges Blatt mit mindestens 15 胡息.
- Die 20 Karten eines anderen Spielers bilden zusammen mit der 亮张 des Gebers ein solches.

## 海底
Die offene unterste Karte des Talons wird als letzte gezogen. Wer mit ihr gewinnt, bekommt den Posten **海底胡** der 番-Tabelle.`,
  "help.rules.end": `## Wie eine Runde endet
- Eine Runde endet, sobald jemand gewinnt. Wird die letzte Karte des Talons gezogen und gewinnt niemand damit, ist die Runde ein **流局** (Liuju, unentschieden): Niemand zahlt, und der Geber bleibt (innerhalb der Grenze von drei Runden hintereinander). Auf diese letzte Karte werden 碰 und 吃 nicht angeboten: Es bleibt keine Karte mehr, mit der man gewinnen könnte.

## 相公: das tote Blatt
- Ab und zu lässt ein Pflicht-偎, -臭偎, -提 oder -跑 einen Spieler, der nicht gewinnt und abwerfen müsste, mit nichts als 坎-Karten auf der Hand zurück, oder mit gar nichts. Dieser Spieler wird **相公** (Xianggong): Er wirft nicht ab, das Spiel geht weiter, und für den Rest der Runde kann er weder 胡 noch 碰 noch 吃; seine Pflicht-跑 und -提 geschehen trotzdem, ohne Abwurf.
- Ein 碰 oder 吃, das dich in diese Lage brächte, wird dir nie angeboten.

## Partien
- Eine Partie dauert so viele Runden, wie in den Einstellungen gewählt, oder endlos, und die Punkte jedes Spielers werden von Runde zu Runde addiert.`,
  "help.scoring.di": `## 底数 und die Zahlung
- **底数** (Di, die Grundzahl): die 胡息 des Gewinners minus 12, geteilt durch 3, abgerundet.
- **Selbst gezogen** (自摸): Hat der Gewinner die Gewinnkarte selbst gezogen, kommt 1 zum 底数 dazu. Das gilt auch für einen Gewinn nach seinem eigenen Pflicht-偎, -提 oder -跑.
- **天胡**: die 胡息 verdoppeln, minus 12, geteilt durch 3, abgerundet; ohne Zuschlag fürs Selbstziehen. So ergeben 21 胡息 den Wert 10.
- 底数 ist nie kleiner als 1 (das spielt nur eine Rolle, wenn die Einstellungen das Minimum unter 15 senken).

| 胡息 | 底数 | selbst gezogen |
| 15–17 | 1 | 2 |
| 18–20 | 2 | 3 |
| 21–23 | 3 | 4 |
| 24–26 | 4 | 5 |
| 27–29 | 5 | 6 |
| 30–32 | 6 | 7 |

- **Wertung** = 底数 × 番 (der Multiplikator, siehe die folgenden Tabellen). Jeder der beiden anderen zahlt dem Gewinner diesen Betrag, der Gewinner erhält also das Doppelte. Wessen Karte es war, spielt keine Rolle. Zu viert zahlt der aussetzende Spieler nichts.`,
  "help.scoring.fan_seed": `## 番: die Standardtabelle
Gezählt wird über alle Karten des Gewinners: Tischkombinationen (bei 跑 und 提 alle vier Karten), Hand, Paar und Gewinnkarte. Zutreffende Posten werden **addiert**; trifft keiner zu, gilt 1 番. Von den ersten fünf kann höchstens einer zutreffen, denn sie zählen rote Karten.

| Posten | Wann | 番 |
| **红胡** Hong Hu | genau 4, 7, 11 oder 12 rote Karten | 2 |
| **真点胡** Zhen Dian Hu | genau 1 rote Karte | 4 |
| **假点胡** Jia Dian Hu | genau 10 rote Karten | 3 |
| **红乌** Hong Wu | 13 rote Karten oder mehr | 4, dazu 1 für jede rote Karte über 13 |
| **乌胡** Wu Hu | gar keine rote Karte | 5 |
| **对对胡** Dui Dui Hu | nur Gruppen gleicher Karten (碰 偎 臭偎 坎 跑 提 und das Paar), keine Folge, keine gemischte Kombination | 5 |
| **大字胡** Da Zi Hu | 18 große Zeichen oder mehr | 6, dazu 1 für jedes große Zeichen über 18 |
| **小字胡** Xiao Zi Hu | 16 kleine Zeichen oder mehr | 8, dazu 1 für jedes kleine Zeichen über 16 |
| **海底胡** Hai Di Hu | mit der letzten Karte des Talons gewonnen | 2 |

- Bei 2, 3, 5, 6, 8 oder 9 roten Karten gibt es keinen Posten für rote Karten.`,
  "help.scoring.fan_wiki": `## 番: die andere Tabelle
In den Einstellungen gibt es eine zweite 番-Tabelle, die von der chinesischen Wikipedia zitierte (die „Rot-Schwarz“-Zählung aus Changde). Mit ihr **zählt nur der größte zutreffende Posten**, nichts wird addiert, und 海底胡, 大字胡 und 小字胡 gibt es nicht. Trifft keiner zu, gilt 1 番.

| Posten | Wann | 番 |
| **红胡** Hong Hu | 10 bis 12 rote Karten | 2 |
| **一点红** Yi Dian Hong | genau 1 rote Karte | 3 |
| **红乌** Hong Wu | 13 rote Karten oder mehr | 4 |
| **乌胡** Wu Hu | gar keine rote Karte | 5 |
| **对对胡** Dui Dui Hu | nur Gruppen gleicher Karten | 4 |
| **红对** Hong Dui | 红胡 und 对对胡 zugleich | 6 |
| **乌对** Wu Dui | 乌胡 und 对对胡 zugleich | 10 |
| **红乌对** Hong Wu Dui | 红乌 und 对对胡 zugleich | 8 |`,
  "help.scoring.example": `## Ein Rechenbeispiel
Auf dem Tisch hast du ein 碰 aus 一 und ein 偎 aus 三. Auf der Hand: vier 坎 (四, 五, 陆, 捌) und ein Paar 九. Ein anderer Spieler deckt eine 九 vom Talon auf, und du sagst 胡 an.

| Gruppe | Karten | 胡息 |
| 碰 auf dem Tisch | 一 一 一 | 1 |
| 偎 auf dem Tisch | 三 三 三 | 3 |
| 坎 | 四 四 四 | 3 |
| 坎 | 五 五 五 | 3 |
| 坎 | 陆 陆 陆 | 6 |
| 坎 | 捌 捌 捌 | 6 |
| 碰 durch die Gewinnkarte | 九 九 + 九 | 1 |
| **Summe** | sieben Dreiergruppen | **23** |

| Schritt | Rechnung | Ergebnis |
| 胡息 | Summe oben | 23 |
| 底数 | 23 − 12 = 11, durch 3 geteilt und abgerundet; nicht selbst gezogen | 3 |
| 番 | 乌胡 (keine rote Karte) 5 + 对对胡 (nur gleiche Gruppen) 5 | 10 |
| Jeder Verlierer zahlt | 3 × 10 | 30 |
| Der Gewinner erhält | zweimal 30 | 60 |

- Hättest du die 九 selbst gezogen, wäre daraus ein Pflicht-偎 mit 3 statt eines 碰 mit 1 geworden: 25 胡息, 底数 4 plus 1 fürs Selbstziehen = 5, 番 weiterhin 10, also zahlte jeder Verlierer 50.
- Mit der anderen 番-Tabelle ist dieses Blatt ein 乌对: 10 番, dieselbe Zahlung.
- 小字胡 trifft nicht zu: Das Blatt hat 15 kleine Zeichen, eines weniger als die nötigen 16.`,
  "help.tips": `## Tipps
- **Hüte deine 坎.** Ein 坎 bringt 3 (in großen Zeichen 6), ohne etwas zu verraten, und eine gezogene vierte Karte macht daraus ein 提 mit 9 oder 12.
- **Bau die Kombinationen, die zählen.** Unter den Folgen bringen nur 一二三 und 二七十 etwas; eine gewöhnliche Folge oder eine gemischte Kombination bringt 0. Die 15 胡息 stammen meist aus 坎, 偎, 一二三 / 二七十 und Viererkombinationen.
- **Rechne, bevor du zugreifst.** Ein 吃 zu einer gewöhnlichen Folge bringt kein 胡息, kostet dich einen Abwurf und zeigt dein Blatt. Prüfe, ob du die 15 noch erreichst.
- **Ein 碰 bringt nur 1.** Lässt du es aus, bleibt dein Paar auf der Hand, wo dein eigener Zug ein 偎 mit 3 daraus machen würde; die Karte wird zwar 臭 für dich, doch dieser Zug wird trotzdem zum gleichwertigen 臭偎. Andererseits wird ein 碰 auf dem Tisch zum 跑, sobald irgendwer die vierte Karte zieht.
- **Achte auf das Ungesehene.** Der Kartenzähler zeigt, wie viele Exemplare jeder Karte du noch nicht gesehen hast. Ist jede Karte weg, auf die du wartest, bau dein Blatt um. Rote Karten, die beim Geben oben auf den Talon kamen, werden als Nächstes gezogen.
- **Lies die anderen Tische.** Die sichtbaren 胡息 jedes Platzes zeigen, wie nah er an 15 ist; seine Kombinationen zeigen, welche Karten er nehmen wird. Mit einem Abwurf kann niemand gewinnen, aber er kann jemandem ein 碰, ein 跑 oder ein 吃 schenken.
- **Vorsicht, 臭-Fallen.** Deine eigenen Abwürfe und ausgelassenes Zugreifen werden 臭: Wirf keine Karte ab, die du später noch mit 吃 nehmen möchtest. Und denk daran: Ziehst du eine Karte, von der du ein Paar hältst, wird ein Pflicht-偎 daraus, was ein Blatt zerstören kann, das genau auf diese Karte gewartet hat.
- **Steuere die Farbe.** Genau 4, 7, 11 oder 12 rote Karten bringen 红胡 (2 番), ein Blatt ganz ohne rote Karte bringt 乌胡 (5 番): Die Zahl der roten Karten kann mehr wert sein als ein paar zusätzliche 胡息.`,
  "help.controls": `## Am Tisch
- **Deine Hand** liegt in Spalten mit bis zu vier Karten, beim Geben geordnet: zuerst die 坎 (gesperrt), dann Paare, 二七十 und 一二三, Folgen, gemischte Kombinationen, halbe Kombinationen und einzelne Karten. Unter jeder vollständigen Spalte stehen ihre 胡息.
- **Karte verschieben**: Zieh sie in eine andere Spalte oder neben die Spalten, um eine neue zu beginnen. **Ordnen** sortiert die Hand neu.
- **Abwerfen**: Wenn du abwerfen musst, tippe eine Karte an und drück **Abwerfen**, oder zieh die Karte über die Linie deiner Hand.
- **Die Leiste** zeigt 胡, 碰, 吃 und 过 (Guo, passen) nur, wenn du diese Wahl hast.
- **吃** öffnet ein Auswahlfenster mit jedem möglichen 吃 als kleine Spalten. Verlangt 比 weitere Kombinationen, zeigt ein zweiter Schritt die 比-Möglichkeiten zu deiner Wahl. Gibt es nur eine Möglichkeit und kein 比, nimmt 吃 die Karte sofort. Eine Wahl, die 比 verlangt, trägt **+ 比**.
- **Auf den Gewinn verzichten?** Steht 胡 zur Wahl und du wählst 碰, 吃 oder 过, fragt das Spiel zuerst nach.
- **Pflichtzüge** (提, 偎, 臭偎, 跑) geschehen von selbst: Eine kurze Animation und eine Zeile im Verlauf zeigen sie.
- **Tipp** zeigt, was der Computergegner der Stufe Normal wählen würde. Die Begründung nennt oft, wie viele Karten dir noch fehlen: so viele musst du noch ziehen oder nehmen, bis deine Hand vollständig ist.
- **Bereit** (听, Ting): Fehlt deinem Blatt nur eine Karte, zeigt der Tisch, welche Karten es vollenden und wie viele davon du noch nicht gesehen hast. In den Einstellungen abschaltbar. Auch deine 臭-Karten werden angezeigt.
- Der **Kartenzähler** zeigt für jede der 20 Karten, wie viele Exemplare du noch nicht gesehen hast.
- Rund um den Tisch: die Kombinationen jedes Platzes (偎 und 提 der anderen verdeckt), seine sichtbaren 胡息 und seine Ablagereihe; der Talon mit seiner Anzahl, die 亮张, die unterste Karte und jede Karte, die bekannt oben liegt (offen auf dem Talon: sie wird als Nächste gezogen); das Gebersymbol; wer gerade entscheidet; und die angebotene Karte, mit dem, der sie gezogen oder abgeworfen hat. In einer Kombination hat die Karte, die sie vom Tisch genommen hat, ein gelbes Gesicht und links einen goldenen Balken.
- Der **Rundenverlauf** erzählt die ganze Runde in Worten. Das **Ergebnis** zeigt die Gruppen des Gewinners mit ihren 胡息, Paar und Gewinnkarte hervorgehoben, dann 胡息, 底数, jeden 番-Posten, die 番-Summe und die Punkte jedes Platzes; ein 流局 oder ein 相公 wird in Worten erklärt. Erst dann sind die anderen Blätter und der Rest des Talons zu sehen. Es folgen die Stände der Partie, der Geber jeder Runde und **Nächste Runde**.

## Tastatur
| Taste | Wirkung |
| Tab, ← → ↑ ↓ | zu den Karten deiner Hand und zwischen ihnen wechseln (← → zwischen Spalten, ↑ ↓ in einer Spalte) |
| Leertaste | die markierte Karte auswählen |
| Enter | die ausgewählte Karte abwerfen |
| Shift + ← → | die fokussierte Karte in die Nachbarspalte schieben (hinter der letzten: eine neue Spalte) |
| N | die fokussierte Karte in eine neue Spalte legen |
| H | Tipp |
| C | Kartenzähler ein- oder ausblenden |
| L | Rundenverlauf öffnen |
| Esc | Auswahl aufheben oder das Auswahlfenster schließen |`,
};
