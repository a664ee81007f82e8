// Pao De Kuai's messages (Deutsch): the keys of en.js beside this file.
// Deutscher Meldungskatalog: dieselben Schlüssel wie en.js, dieselben {Platzhalter}.
// Begriffe: Runde = deal, Stich = round, Partie = match, ausspielen = lead,
// schlagen = beat, Schlagzwang = must beat, ausgesperrt = shut out, Beikarte = kicker.
export default {
  "seat.0": "Du",
  "seat.1": "Anna",
  "seat.2": "Ben",
  "seat.cards.one": "{count} Karte",
  "seat.cards.other": "{count} Karten",
  "seat.points": "{points} Pkt.",
  "seat.passed": "Passe",
  "seat.last_card": "Letzte Karte!",
  "seat.label": "{name}: {cards}, {points} Punkte",
  "seat.label_last": "{name}: letzte Karte, {points} Punkte",
  "seat.turn_you": "Du bist dran",
  "seat.turn_bot": "Überlegt…",
  "announce.play": "{name} spielt {kind}: {cards}.",
  "announce.pass": "{name} passt.",
  "announce.last_card": "{name} hat nur noch eine Karte.",
  "announce.last_card_you": "Du hast nur noch eine Karte.",
  "announce.your_lead": "Du spielst aus.",
  "announce.your_turn": "Du bist dran.",
  "hand.label": "Deine Hand",
  "lock.must_beat": "Passen gesperrt: Du kannst die Karten auf dem Tisch schlagen, also musst du spielen.",
  "lock.leader_cannot_pass": "Passen gesperrt: Du hast das Ausspiel, also musst du spielen.",
  "select.ok": "Spielbar: {kind}.",
  "rule.next_last_card": "{name} hat nur noch eine Karte: Legst du eine Einzelkarte, muss es deine höchste sein",
  "table.tap_to_play": "Tippe auf den Tisch, um zu spielen",
  "table.label": "Tisch",
  "table.lead": "Ausspiel: {name}",
  "table.caption": "{kind} · {name}",
  "button.play": "Spielen",
  "button.pass": "Passen",
  "button.hint": "Tipp",
  "autopass.done": "Für dich gepasst: Nichts auf deiner Hand schlägt {cards}.",
  "settings.autopass": "Automatisch passen, wenn du nichts schlagen kannst",
  "bomb.pending_you": "Deine Bombe: Sie bringt {gain}, wenn niemand sie schlägt.",
  "select.wait": "Warte, bis du dran bist: {name} ist am Zug.",
  "log.previous": "Vorige Runde (Runde {number})",
  "result.no_mark": "—",
  "result.bombs_note": "Bomben: Punkte, die in dieser Runde durch Bomben gewonnen oder verloren wurden (+20 für jede eigene Bombe, die zählt, −10 für jede eines anderen).",
  "bomb.pending": "Bombe von {name}: Sie bringt {gain}, wenn niemand sie schlägt.",
  "bomb.scored": "Bombe! {name} {gain}; {others} je {loss}.",
  "select.none": "Wähl zuerst die Karten aus, die du legen willst.",
  "announce.your_lead_3S": "Du spielst aus. In deinem ersten Zug muss die 3♠ dabei sein.",
  "status.your_turn_lead_3S": "Du spielst aus: In deinem ersten Zug muss die 3♠ dabei sein.",
  "status.your_turn_lead": "Du spielst aus: Leg eine beliebige Kombination.",
  "status.your_turn_follow": "Du bist dran: Schlag {cards} oder passe.",
  "status.your_turn_must_beat": "Du bist dran: Schlag {cards}.",
  "status.your_turn_cannot_beat": "Du bist dran: Nichts auf deiner Hand schlägt {cards}.",
  "status.bot_turn": "{name} überlegt…",
  "status.deal_over": "{name} ist alle Karten los.",
  "status.deal_over_you": "Du bist alle Karten los!",
  "status.played": "{name} spielt {cards}.",
  "status.passed": "{name} passt.",
  "status.deal": "Runde {number} von {deals}",
  "hint.play": "Tipp {number} von {count}: {cards}.",
  "hint.pass": "Tipp: Nichts auf deiner Hand schlägt das, also bleibt dir nur Passen.",
  "reason.deal_over": "Die Runde ist vorbei.",
  "reason.not_in_hand": "Diese Karte hast du nicht auf der Hand.",
  "reason.leader_cannot_pass": "Du eröffnest diesen Stich, und wer ausspielt, darf nicht passen: Leg eine beliebige Kombination.",
  "reason.must_beat": "Schlagzwang: Du kannst die Karten auf dem Tisch schlagen, also darfst du nicht passen.",
  "reason.not_a_combination": "Keine Kombination: Erlaubt sind Einzelkarte, Paar, Paarstraße, Straße, Drilling mit zwei, Flugzeug und Bombe.",
  "reason.needs_kickers": "Ein Drilling braucht zwei Beikarten, jeder Drilling im Flugzeug zwei Flügel; weniger nur mit deinen letzten Karten.",
  "reason.bomb_cannot_be_split": "Bomben werden nicht geteilt: Du hast alle vier Karten dieses Werts, sie kommen nur zusammen als Bombe.",
  "reason.must_include_3S": "Hausregeln: Im ersten Zug der Partie muss die 3♠ dabei sein.",
  "reason.wrong_kind": "Leg dieselbe Art mit genauso vielen Karten wie auf dem Tisch, oder eine Bombe.",
  "reason.too_low": "Zu niedrig: Dein Zug muss höher sein als der auf dem Tisch.",
  "reason.must_play_highest_single": "Letzte Karte: Der Spieler nach dir hat nur noch eine Karte, also muss deine Einzelkarte deine höchste sein.",
  "reason.unknown": "Dieser Zug ist nicht erlaubt.",
  "kind.single": "Einzelkarte",
  "kind.pair": "Paar",
  "kind.pair_run": "Paarstraße",
  "kind.straight": "Straße",
  "kind.triple_two": "Drilling mit zwei",
  "kind.airplane": "Flugzeug",
  "kind.bomb": "Bombe",
  "result.title": "Ergebnis: Runde {number} von {deals}",
  "result.title_match": "Ergebnis: Partie beendet",
  "result.player": "Spieler",
  "result.cards_left": "Rest­karten",
  "result.shut_out": "Aus­ge­sperrt",
  "result.bombs": "Bom­ben",
  "result.deal_points": "Runde",
  "result.total": "Ge­samt",
  "result.yes": "ja",
  "result.no": "nein",
  "result.winner_deal": "{name} hat als Erstes alle Karten ausgespielt.",
  "result.winner_deal_you": "Du hast als Erstes alle Karten ausgespielt!",
  "result.winners": "Sieg: {names}",
  "result.winners_you": "Du gewinnst die Partie!",
  "result.tie": "Geteilter Sieg: {names}",
  "result.hands_left": "Karten, die noch auf der Hand waren",
  "result.standings": "Punktestand",
  "result.final": "Endstand",
  "result.place": "Platz",
  "result.place.1": "1.",
  "result.place.2": "2.",
  "result.place.3": "3.",
  "result.by_deal": "Punkte pro Runde",
  "result.deal_n": "Runde {number}",
  "card.rank.3": "3",
  "card.rank.4": "4",
  "card.rank.5": "5",
  "card.rank.6": "6",
  "card.rank.7": "7",
  "card.rank.8": "8",
  "card.rank.9": "9",
  "card.rank.T": "10",
  "card.rank.J": "J",
  "card.rank.Q": "Q",
  "card.rank.K": "K",
  "card.rank.A": "A",
  "card.rank.2": "2",
  "card.rank_name.3": "3",
  "card.rank_name.4": "4",
  "card.rank_name.5": "5",
  "card.rank_name.6": "6",
  "card.rank_name.7": "7",
  "card.rank_name.8": "8",
  "card.rank_name.9": "9",
  "card.rank_name.T": "10",
  "card.rank_name.J": "Bube",
  "card.rank_name.Q": "Dame",
  "card.rank_name.K": "König",
  "card.rank_name.A": "Ass",
  "card.rank_name.2": "2",
  "card.suit.S": "♠",
  "card.suit.H": "♥",
  "card.suit.D": "♦",
  "card.suit.C": "♣",
  "card.suit_name.S": "Pik",
  "card.suit_name.H": "Herz",
  "card.suit_name.D": "Karo",
  "card.suit_name.C": "Kreuz",
  "card.name": "{suit} {rank}",
  "card.pass": "gepasst",
  "counter.title": "Kartenzähler",
  "counter.hint": "Karten je Wert, die du noch nicht gesehen hast (weder auf deiner Hand noch gespielt).",
  "counter.cell": "{rank}: {count} noch nicht gesehen",
  "log.round": "Dieser Stich",
  "log.round_empty": "Neuer Stich",
  "log.open": "Verlauf",
  "log.title": "Rundenverlauf",
  "log.round_n": "Stich {number}",
  "log.empty": "Noch keine Züge.",
  "log.entry": "{name}: {cards}",
  "log.out": "Alle Karten los: {name}.",
  "settings.preset": "Regeln",
  "settings.preset.standard": "Standard",
  "settings.preset.standard.about": "Wer die 3♠ hat, spielt jede Runde aus; vier gleiche Karten sind immer eine Bombe; eine Bombe zählt nur, wenn niemand sie schlägt.",
  "settings.preset.home": "Hausregeln",
  "settings.preset.home.about": "Die Partie beginnt mit der 3♠; wer zuletzt gewonnen hat, spielt aus; Bomben dürfen geteilt werden und zählen, sobald sie liegen.",
  "settings.deals": "Länge der Partie",
  "settings.deals.1": "1 Runde",
  "settings.deals.5": "5 Runden",
  "settings.deals.10": "10 Runden",
  "settings.level": "Computergegner",
  "settings.level.easy": "Leicht",
  "settings.level.normal": "Normal",
  "settings.level.hard": "Schwer",
  "settings.counter": "Kartenzähler anzeigen",
  "settings.sound": "Töne abspielen",
  "table.sound": "Ton",
  "settings.group": "Hand nach Kombinationen ordnen",
  "settings.coach": "Trainer: „Schwer“ bewertet jeden deiner Züge (der Tipp folgt „Normal“)",
  "coach.thinking": "Trainer: „Schwer“ wägt deinen Zug ab …",
  "coach.line": "Trainer: dein Zug {play} – {verdict}",
  "coach.cost.one": "die Wahl von „Schwer“ war {count} Punkt mehr wert.",
  "coach.cost.other": "die Wahl von „Schwer“ war {count} Punkte mehr wert.",
  "coach.same": "„Schwer“ sieht es genauso.",
  "coach.forced": "dein einziger möglicher Zug.",
  "coach.near": "so gut wie die Wahl von „Schwer“.",
  "coach.pass_name": "Passen",
  "coach.values": "Erwartetes Ergebnis der Runde: deiner {played}, Wahl von „Schwer“ {best} Punkte.",
  "coach.show": "Wahl von „Schwer“ zeigen",
  "coach.best": "„Schwer“ hätte {cards} gespielt.",
  "coach.best_pass": "„Schwer“ hätte gepasst.",
  "coach.summary.one": "Trainer: {count} Zug hat dich mehr als 1 Punkt gekostet.",
  "coach.summary.other": "Trainer: {count} Züge haben dich mehr als 1 Punkt gekostet.",
  "coach.summary_total": "Insgesamt {loss} Punkte verloren, {judged} Züge bewertet.",
  "coach.summary_good.one": "Trainer: Dein {count} Zug hat dich höchstens 1 Punkt gekostet.",
  "coach.summary_good.other": "Trainer: Keiner deiner {count} Züge hat dich mehr als 1 Punkt gekostet.",
  "coach.summary_none": "Trainer: In dieser Runde wurde kein Zug von dir bewertet.",
  "hand.group": "Nach Kombinationen ordnen",
  "settings.next_match": "Regeln und Länge gelten ab deiner nächsten Partie.",
  "settings.next_match_pending": "Deine nächste Partie: {preset}, {deals}. Die laufende Partie behält ihre Regeln.",
  "settings.at_once": "Stärke und Tempo gelten sofort.",
  "stats.row": "{preset} · {level}",
  "help.tab.rules": "Regeln",
  "help.tab.scoring": "Wertung",
  "help.tab.tips": "Tipps",
  "help.tab.controls": "Bedienung",
  "help.rules.basics": `## Das Ziel
Drei Spieler, keine Teams: Jeder spielt für sich. Wer als Erster alle 16 Karten abgelegt hat, gewinnt die Runde, und die beiden anderen zahlen ihm für jede Karte, die ihnen noch geblieben ist.

## Die Karten
Man nimmt ein übliches 52er-Blatt ohne Joker und sortiert 2♥, 2♦, 2♣ und A♠ aus. Übrig bleiben 48 Karten: eine einzige 2 (die 2♠), drei Asse und von jedem Wert zwischen 3 und K alle vier. Jeder erhält 16 Karten; es bleibt keine übrig, und gereizt wird nicht.

Die Rangfolge, von der niedrigsten zur höchsten Karte: 3 4 5 6 7 8 9 10 J Q K A 2. Die Farben spielen keine Rolle, außer bei der 3♠: Sie bestimmt, wer anfängt.`,
  "help.rules.plays": `## Was du legen kannst
- **Einzelkarte**: irgendeine Karte.
- **Paar**: zwei Karten desselben Werts.
- **Paarstraße**: mindestens zwei Paare mit direkt aufeinanderfolgenden Werten, zum Beispiel 3 3 4 4 oder 7 7 8 8 9 9.
- **Straße**: mindestens fünf Karten mit direkt aufeinanderfolgenden Werten, von jedem Wert eine, zum Beispiel 5 6 7 8 9.
- **Drilling mit zwei**: drei Karten desselben Werts plus zwei beliebige Beikarten, die kein Paar sein müssen.
- **Flugzeug**: mindestens zwei Drillinge mit aufeinanderfolgenden Werten, und zu jedem Drilling zwei Beikarten beliebigen Werts als Flügel, zum Beispiel 6 6 6 7 7 7 mit 3, 9, J und K.
- **Bombe**: alle vier Karten eines Werts, also von 3 bis K möglich.

Keine Folge reicht über das Ass hinaus: Die 2 gehört nie zu einer Straße, Paarstraße oder einem Flugzeug, die längste Straße geht also von 3 bis A. Beim Vergleich zweier Drillinge mit zwei oder zweier Flugzeuge zählen nur die Drillinge; die Beikarten sind dabei egal.

Nicht erlaubt sind: ein Drilling ohne Beikarten oder mit nur einer, ein Flugzeug mit zu wenigen Flügeln (außer es sind die allerletzten Karten deiner Hand; dann zählen sie trotzdem als Drilling mit zwei bzw. als Flugzeug); vier gleiche Karten mit irgendeiner Beigabe; drei Asse als Bombe.`,
  "help.rules.turns": `## Wer ist dran?
Die Reihenfolge bleibt immer gleich: du, dann Anna, dann Ben, dann wieder du. Wer einen Stich eröffnet (das Ausspiel hat), darf jede erlaubte Kombination legen, aber nicht passen.

Wer danach an der Reihe ist, schlägt die Karten auf dem Tisch oder passt. Schlagen heißt: dieselbe Art, genauso viele Karten, höherer Wert. Eine Bombe schlägt alles, was keine Bombe ist; gegen eine Bombe hilft nur eine höhere Bombe.

**Schlagzwang: Wer schlagen kann, muss schlagen.** Hast du irgendetwas auf der Hand, das den Tisch schlägt, und sei es eine Bombe, ist Passen verboten. Du passt nur, wenn wirklich nichts geht.

Haben die beiden anderen hintereinander gepasst, ist der Stich vorbei. Die Karten verschwinden vom Tisch, und wer als Letzter gelegt hat, eröffnet den nächsten Stich. Die Runde endet sofort, wenn jemand seine letzte Karte ablegt; diese Person hat die Runde gewonnen.`,
  "help.rules.last_card": `## Letzte Karte
Sobald jemand bei einer einzigen Karte angekommen ist, steht er auf **letzter Karte**: Solange das so bleibt, trägt sein Platz eine Markierung.

Hat der Spieler nach dir nur noch eine Karte, darfst du als Einzelkarte nur deine höchste legen, beim Ausspielen genauso wie beim Schlagen. Für Paare, Straßen, Bomben und alle anderen Arten gilt diese Einschränkung nicht.

Beispiel: Ben legt eine 9. Auf deiner Hand sind eine 10, ein König und die 2♠; Anna, die direkt nach dir spielt, steht auf letzter Karte. Da du schlagen kannst, musst du es tun, und zwar mit deiner höchsten Einzelkarte: Es bleibt nur die 2♠.`,
  "help.rules.presets": `## Die beiden Regelvarianten
| | Standard | Hausregeln |
| Erste Runde einer Partie | wer die 3♠ hat, spielt aus, mit beliebigem Zug | wer die 3♠ hat, spielt aus, und die 3♠ muss dabei sein |
| Weitere Runden | wer die 3♠ hat, spielt aus | der Sieger der vorigen Runde spielt aus |
| Vier Karten eines Werts | nur zusammen, als Bombe | dürfen auch auf andere Kombinationen verteilt werden |
| Wann eine Bombe zählt | nur ungeschlagen: Sie beendet ihren Stich, oder ihr Spieler legt damit seine letzten Karten ab | sofort, egal was danach geschieht |

Alles Übrige ist in beiden Varianten gleich.`,
  "help.rules.match": `## Partien
Eine Partie besteht aus 1, 5 oder 10 Runden; die Punkte werden von Runde zu Runde zusammengezählt. Nach der letzten Runde siegt, wer die meisten Punkte hat; teilen sich mehrere den ersten Platz, haben sie alle gewonnen. Einen Zug rückgängig machen kannst du nicht, denn sonst wüsstest du, wie die anderen darauf reagieren.`,
  "help.scoring.rules": `## Die Wertung einer Runde
Punkte wandern nur von einem zum anderen: Die drei Ergebnisse einer Runde ergeben zusammen immer null. Eine Obergrenze gibt es nicht, und auch negative Punktestände sind möglich.

- **Restkarten**: Jeder Verlierer gibt dem Sieger 1 Punkt für jede Karte, die er noch hält (auch eine einzige übrige Karte kostet 1).
- **Ausgesperrt**: Ist ein Verlierer in der ganzen Runde keine einzige Karte losgeworden, zahlt er das Doppelte; 16 Karten kosten dann 32 Punkte.
- **Bomben**: Eine Bombe, die zählt, bringt von jedem der beiden anderen 10 Punkte: +20 für den, der sie gelegt hat, −10 für jeden anderen. Nach Standardregeln zählt sie nur, wenn sie ungeschlagen bleibt (sie beendet ihren Stich, oder ihr Spieler legt damit seine letzten Karten ab); nach Hausregeln zählt sie, sobald sie liegt.`,
  "help.scoring.example": `## Ein Rechenbeispiel (Standardregeln)
Anna legt ihre letzte Karte ab. Du hast noch 5 Karten und hast vorher in dieser Runde eine Bombe aus Achten gelegt, die keiner schlagen konnte. Ben konnte keine einzige Karte legen: Er hält noch alle 16 und ist damit ausgesperrt.

| | Du | Anna | Ben |
| Restkarten | −5 | +37 (5 + 32) | −32 (16 × 2) |
| Bombe | +20 | −10 | −10 |
| Runde | **+15** | **+27** | **−42** |

Probe: 15 + 27 − 42 = 0. Hätte jemand deine Bombe mit einer höheren geschlagen, hätte sie dir nach Standardregeln nichts eingebracht; nach Hausregeln hätte sie trotzdem gezählt.`,
  "help.tips": `## Tipps
- **Werde die sperrigen Karten zuerst los.** Niedrige Einzelkarten, die zu nichts passen, bringst du am schwersten unter. Wenn du ausspielst, versteck sie in einer Straße, einer Paarstraße oder einem Flugzeug, und heb dir die hohen Karten auf, um das Ausspiel zurückzuholen.
- **Behalte etwas in der Hinterhand.** Mit der 2♠, einem Ass oder einer Bombe holst du dir das Ausspiel, wenn es darauf ankommt. Verbrauchst du sie früh für billige Züge, hast du später nichts mehr, um zurückzukommen.
- **Achte auf die Markierung „Letzte Karte“.** Sobald der Spieler nach dir nur noch eine Karte hat, muss jede Einzelkarte, die du legst, deine höchste sein. Ordne deine Hand vorher in Paare und Straßen, damit du deine beste Karte nicht hergeben musst. Hast du selbst nur noch zwei oder drei Karten, behalte möglichst eine, die keiner schlagen kann.
- **Der Schlagzwang trifft auch dich.** Eine kleine Einzelkarte, die ein Gegner ausspielt, kann dir deine Asse und die 2♠ aus der Hand locken. Hast du das Ausspiel, eröffne mit dem Zug, bei dem es dich am wenigsten stört, wenn er geschlagen wird.
- **Zähl die 2 und die Asse.** Es gibt nur eine 2 und drei Asse. Zeigt der Kartenzähler, dass alle weg sind, ist vielleicht dein König oder sogar deine Dame die höchste Einzelkarte, die noch im Spiel ist.
- **Setz Bomben im richtigen Moment.** Eine Bombe holt dir das Ausspiel und, wenn sie zählt, 10 Punkte von jedem Gegner. Nach Standardregeln bringt eine geschlagene Bombe nichts; am meisten lohnt sie sich, wenn du ziemlich sicher bist, dass keiner eine höhere hat, oder wenn du damit deine letzten Karten ablegst. Denk außerdem daran: Nach Standardregeln kannst du mit einer Bombe auf der Hand nie passen, solange auf dem Tisch keine Bombe liegt.
- **Lass dich nicht aussperren.** Wer keine einzige Karte loswird, zahlt doppelt. Steht jemand kurz davor, alle Karten abzulegen, erspart dir schon ein einziger eigener Zug die Verdopplung.`,
  "help.controls": `## Am Tisch
- **Auswählen**: Klicke oder tippe auf Karten; ausgewählte Karten rücken nach oben. **Spielen** legt sie ab; auf einem Touchscreen genügt auch ein Tippen auf den Tisch.
- **Spielen** ist nur aktiv, wenn die Regeln deine Auswahl erlauben; sonst steht in der Zeile über den Knöpfen, warum nicht.
- **Tipp** wählt einen guten Zug für dich aus; drück noch einmal für einen anderen. Bleibt dir nur Passen, sagt er dir das.
- **Passen** ist gesperrt, solange du etwas hast, das den Tisch schlägt, und solange du ausspielst; die Zeile über den Knöpfen nennt den Grund.
- Der **Kartenzähler** zeigt für jeden Wert, wie viele Karten du noch nicht gesehen hast, also weder auf deiner Hand noch gespielt.
- Die Markierung **Letzte Karte** bleibt an einem Platz, solange dort nur eine Karte übrig ist. Betrifft sie den Spieler nach dir, erinnert dich ein Hinweis daran, dass deine Einzelkarten die höchsten sein müssen.
- Der **Rundenverlauf** zeigt jeden Zug und jedes Passen der Runde, Stich für Stich; am Ende einer Runde siehst du im Ergebnis, welche Karten jeder noch hatte.
- **Wische** über die Karten (oder zieh die Maus darüber), um mehrere auf einmal zu wählen; beginnt das Wischen auf einer gewählten Karte, hebt es die Auswahl auf.
- **Ergebnis zeigen**: Das Ergebnis einer beendeten Runde lässt sich schließen, um den Tisch anzusehen; „Ergebnis zeigen“ öffnet es wieder, „Nächste Runde“ steht daneben.
- **Neues Spiel** und ein geteilter Link fragen nach, bevor eine laufende Partie verloren ginge; Esc oder „Weiterspielen“ behält sie.
- **Automatisch passen, wenn du nichts schlagen kannst** (Einstellungen) passt für dich, wenn nichts auf deiner Hand den Tisch schlägt, und sagt es dir.

## Tastatur
| Taste | Wirkung |
| 3 bis 9, 0 oder T (Zehn), J, Q, K, A, 2 | eine weitere Karte dieses Werts auswählen; sind alle ausgewählt, hebt dieselbe Taste die Auswahl wieder auf |
| Enter | ausgewählte Karten spielen |
| P | passen |
| H | Tipp; erneut drücken für den nächsten |
| Esc | Auswahl aufheben |
| C | Kartenzähler ein- oder ausblenden |
| L | Rundenverlauf öffnen |
| Tab, ← → | zwischen den Karten wechseln; die Leertaste wählt die markierte Karte aus |`,
  "guide.hand.title": "Deine Karten",
  "guide.hand.text": "Tippe Karten an, um sie zu wählen, noch einmal, um eine zurückzulegen, oder wische über mehrere. Tastatur: Pfeile und Leertaste oder eine Rangtaste wie 7 oder K.",
  "guide.table.title": "Das zu schlagende Spiel",
  "guide.table.text": "Hier liegt das letzte Spiel des Stichs, mit dem, der es gespielt hat. Schlag es mit einem höheren Spiel derselben Art und Größe oder mit einer Bombe. Ist der Platz leer, spielst du aus.",
  "guide.controls.title": "Spielen, Passen, Tipp",
  "guide.controls.text": "Spielen legt deine Wahl aus (ein Tipp auf den Tisch auch); Passen lässt den Zug aus und ist gesperrt, wenn du spielen musst; Tipp wählt ein gutes Spiel. Was jetzt zu tun ist, steht hier.",
  "guide.help.title": "Regeln und Tipps",
  "guide.help.text": "Alle Regeln, die Wertung, Tipps und die Bedienung, und dieser Rundgang noch einmal. Wer zuerst alle Karten ausgespielt hat, gewinnt die Runde.",
};
