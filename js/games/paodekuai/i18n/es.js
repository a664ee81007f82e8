// Pao De Kuai's messages (Español): the keys of en.js beside this file.
// Catálogo de mensajes en español (neutro): mismas claves que en.js, mismos {marcadores}.
// Términos: mano = deal, ronda = round, partida = match, salir/abrir = lead,
// superar = beat, encerrado = shut out, carta extra = kicker, ala = wing.
export default {
  "seat.0": "Tú",
  "seat.1": "Anna",
  "seat.2": "Ben",
  "seat.cards.one": "{count} carta",
  "seat.cards.other": "{count} cartas",
  "seat.points": "{points} pts",
  "seat.passed": "Paso",
  "seat.last_card": "¡Última carta!",
  "seat.label": "{name}: {cards}, {points} puntos",
  "seat.label_last": "{name}: última carta, {points} puntos",
  "seat.turn_you": "Tu turno",
  "seat.turn_bot": "Pensando…",
  "announce.play": "{name} juega {kind}: {cards}.",
  "announce.pass": "{name} pasa.",
  "announce.last_card": "A {name} le queda una carta.",
  "announce.last_card_you": "Te queda una carta.",
  "announce.your_lead": "Sales tú.",
  "announce.your_turn": "Te toca.",
  "hand.label": "Tu mano",
  "lock.must_beat": "No puedes pasar: tienes con qué superar esta jugada, así que debes jugar.",
  "lock.leader_cannot_pass": "No puedes pasar: sales tú en esta ronda, así que debes jugar.",
  "select.ok": "Jugada válida: {kind}.",
  "rule.next_last_card": "A {name} le queda una carta: si juegas una carta suelta, tiene que ser la más alta que tengas",
  "table.tap_to_play": "Toca la mesa para jugar",
  "table.label": "Mesa",
  "table.lead": "Sale: {name}",
  "table.caption": "{kind} · {name}",
  "button.play": "Jugar",
  "button.pass": "Pasar",
  "button.hint": "Pista",
  "autopass.done": "Has pasado automáticamente: nada de tu mano supera {cards}.",
  "settings.autopass": "Pasar automáticamente cuando no puedas superar la jugada",
  "bomb.pending_you": "Tu bomba: suma {gain} si nadie la supera.",
  "select.wait": "Espera tu turno: le toca a {name}.",
  "log.previous": "Mano anterior (mano {number})",
  "result.no_mark": "—",
  "result.bombs_note": "Bombas: puntos ganados o perdidos con bombas en esta mano (+20 por cada bomba propia que puntúa, −10 por cada una de otro jugador).",
  "bomb.pending": "Bomba de {name}: suma {gain} si nadie la supera.",
  "bomb.scored": "¡Bomba! {name} {gain}; {others} {loss} cada uno.",
  "select.none": "Primero elige las cartas que quieres jugar.",
  "announce.your_lead_3S": "Sales tú. Tu primera jugada tiene que incluir el 3♠.",
  "status.your_turn_lead_3S": "Sales tú: tu primera jugada tiene que incluir el 3♠.",
  "status.your_turn_lead": "Sales tú: juega la combinación que quieras.",
  "status.your_turn_follow": "Tu turno: supera {cards} o pasa.",
  "status.your_turn_must_beat": "Tu turno: supera {cards}.",
  "status.your_turn_cannot_beat": "Tu turno: no tienes nada que supere {cards}.",
  "status.bot_turn": "{name} está pensando…",
  "status.deal_over": "A {name} ya no le quedan cartas.",
  "status.deal_over_you": "¡Ya no te quedan cartas!",
  "status.played": "{name} juega {cards}.",
  "status.passed": "{name} pasa.",
  "status.deal": "Mano {number} de {deals}",
  "hint.play": "Pista {number} de {count}: {cards}.",
  "hint.pass": "Pista: no tienes nada que supere esa jugada, así que solo puedes pasar.",
  "reason.deal_over": "La mano ya terminó.",
  "reason.not_in_hand": "Esa carta no está en tu mano.",
  "reason.leader_cannot_pass": "Sales tú en esta ronda, y quien sale no puede pasar: juega la combinación que quieras.",
  "reason.must_beat": "Superar es obligatorio: tienes con qué superar esta jugada, así que no puedes pasar.",
  "reason.not_a_combination": "No es una combinación: solo valen carta suelta, pareja, escalera de parejas, escalera, trío con dos, avión y bomba.",
  "reason.needs_kickers": "Un trío lleva dos cartas extra, y cada trío de un avión, dos alas; con menos, solo si son las últimas cartas de tu mano.",
  "reason.bomb_cannot_be_split": "Las bombas no se separan: tienes las cuatro cartas de ese valor, así que solo pueden salir juntas, como bomba.",
  "reason.must_include_3S": "Reglas de la casa: la primera jugada de la partida tiene que incluir el 3♠.",
  "reason.wrong_kind": "Responde con el mismo tipo y la misma cantidad de cartas que hay en la mesa, o con una bomba.",
  "reason.too_low": "Demasiado baja: tu jugada tiene que ser más alta que la de la mesa.",
  "reason.must_play_highest_single": "Última carta: al siguiente jugador le queda una sola carta, así que tu carta suelta debe ser la más alta.",
  "reason.unknown": "Esa jugada no está permitida.",
  "kind.single": "carta suelta",
  "kind.pair": "pareja",
  "kind.pair_run": "escalera de parejas",
  "kind.straight": "escalera",
  "kind.triple_two": "trío con dos",
  "kind.airplane": "avión",
  "kind.bomb": "bomba",
  "result.title": "Resultado: mano {number} de {deals}",
  "result.title_match": "Resultado: fin de la partida",
  "result.player": "Ju­ga­dor",
  "result.cards_left": "Cartas res­tan­tes",
  "result.shut_out": "En­ce­rra­do",
  "result.bombs": "Bombas",
  "result.deal_points": "Mano",
  "result.total": "Total",
  "result.yes": "sí",
  "result.no": "no",
  "result.winner_deal": "{name} se quedó primero sin cartas.",
  "result.winner_deal_you": "¡Te quedaste primero sin cartas!",
  "result.winners": "Gana: {names}",
  "result.winners_you": "¡Ganas la partida!",
  "result.tie": "Victoria compartida: {names}",
  "result.hands_left": "Cartas que quedaron en cada mano",
  "result.standings": "Clasificación",
  "result.final": "Clasificación final",
  "result.place": "Pues­to",
  "result.place.1": "1.º",
  "result.place.2": "2.º",
  "result.place.3": "3.º",
  "result.by_deal": "Puntos por mano",
  "result.deal_n": "Mano {number}",
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
  "card.rank_name.J": "jota",
  "card.rank_name.Q": "reina",
  "card.rank_name.K": "rey",
  "card.rank_name.A": "as",
  "card.rank_name.2": "2",
  "card.suit.S": "♠",
  "card.suit.H": "♥",
  "card.suit.D": "♦",
  "card.suit.C": "♣",
  "card.suit_name.S": "picas",
  "card.suit_name.H": "corazones",
  "card.suit_name.D": "diamantes",
  "card.suit_name.C": "tréboles",
  "card.name": "{rank} de {suit}",
  "card.pass": "paso",
  "counter.title": "Contador de cartas",
  "counter.hint": "Cartas de cada valor que todavía no han aparecido (ni están en tu mano ni se han jugado).",
  "counter.cell": "{rank}: {count} sin ver",
  "log.round": "Esta ronda",
  "log.round_empty": "Ronda nueva",
  "log.open": "Historial",
  "log.title": "Historial de la mano",
  "log.round_n": "Ronda {number}",
  "log.empty": "Todavía no hay jugadas.",
  "log.entry": "{name}: {cards}",
  "log.out": "Se queda sin cartas: {name}.",
  "settings.preset": "Reglas",
  "settings.preset.standard": "Estándar",
  "settings.preset.standard.about": "Quien tiene el 3♠ sale en cada mano; cuatro cartas iguales son siempre bomba; una bomba solo puntúa si nadie la supera.",
  "settings.preset.home": "De la casa",
  "settings.preset.home.about": "La partida empieza con el 3♠; sale quien ganó la mano anterior; las bombas se pueden separar y puntúan en cuanto se juegan.",
  "settings.deals": "Duración de la partida",
  "settings.deals.1": "1 mano",
  "settings.deals.5": "5 manos",
  "settings.deals.10": "10 manos",
  "settings.level": "Nivel de los rivales",
  "settings.level.easy": "Fácil",
  "settings.level.normal": "Normal",
  "settings.level.hard": "Difícil",
  "settings.counter": "Mostrar el contador de cartas",
  "settings.sound": "Reproducir sonidos",
  "table.sound": "Sonido",
  "settings.group": "Agrupar la mano por combinaciones",
  "settings.coach": "Entrenador: «Difícil» valora cada una de tus jugadas (la pista sigue a «Normal»)",
  "coach.thinking": "Entrenador: «Difícil» está valorando tu jugada…",
  "coach.line": "Entrenador: tu jugada {play} — {verdict}",
  "coach.cost.one": "la elección de «Difícil» valía {count} punto más.",
  "coach.cost.other": "la elección de «Difícil» valía {count} puntos más.",
  "coach.same": "«Difícil» está de acuerdo.",
  "coach.forced": "era la única que tenías.",
  "coach.near": "tan buena como la elección de «Difícil».",
  "coach.pass_name": "«paso»",
  "coach.values": "Resultado esperado de la mano: la tuya {played}, la de «Difícil» {best} puntos.",
  "coach.show": "Ver la elección de «Difícil»",
  "coach.best": "«Difícil» habría jugado {cards}.",
  "coach.best_pass": "«Difícil» habría pasado.",
  "coach.summary.one": "Entrenador: {count} jugada te costó más de 1 punto.",
  "coach.summary.other": "Entrenador: {count} jugadas te costaron más de 1 punto.",
  "coach.summary_total": "{loss} puntos perdidos en total en {judged} jugadas valoradas.",
  "coach.summary_good.one": "Entrenador: tu {count} jugada no te costó más de 1 punto.",
  "coach.summary_good.other": "Entrenador: ninguna de tus {count} jugadas te costó más de 1 punto.",
  "coach.summary_none": "Entrenador: en esta mano no se valoró ninguna de tus jugadas.",
  "hand.group": "Agrupar por combinación",
  "settings.next_match": "Las reglas y la duración se aplican a partir de tu próxima partida.",
  "settings.next_match_pending": "Tu próxima partida: {preset}, {deals}. La partida en curso mantiene sus reglas.",
  "settings.at_once": "El nivel y la velocidad cambian al instante.",
  "stats.row": "{preset} · {level}",
  "help.tab.rules": "Reglas",
  "help.tab.scoring": "Puntuación",
  "help.tab.tips": "Consejos",
  "help.tab.controls": "Controles",
  "help.rules.basics": `## El objetivo
Tres jugadores y ningún equipo: cada uno juega para sí. Quien logre deshacerse antes de sus 16 cartas gana la mano, y los otros dos le pagan por cada carta que todavía tengan.

## La baraja
Se juega con 48 cartas: una baraja francesa normal sin comodines, sin el 2♥, el 2♦ y el 2♣, y sin el A♠. Queda así un único 2 (el 2♠), tres ases y las cuatro cartas de cada valor del 3 a la K. Se reparten 16 a cada uno, sin que sobre ninguna, y nadie puja.

Orden de las cartas, de la más baja a la más alta: 3 4 5 6 7 8 9 10 J Q K A 2. El palo da igual; solo sirve para saber quién tiene el 3♠ y empieza.`,
  "help.rules.plays": `## Qué se puede jugar
- **Carta suelta**: una carta cualquiera.
- **Pareja**: dos cartas de igual valor.
- **Escalera de parejas**: al menos dos parejas de valores seguidos, por ejemplo 7 7 8 8 9 9 o 3 3 4 4.
- **Escalera**: cinco o más cartas de valores seguidos, una de cada, como 5 6 7 8 9.
- **Trío con dos**: un trío (tres cartas de igual valor) y otras dos cualesquiera, que no hace falta que formen pareja.
- **Avión**: dos o más tríos de valores seguidos, y cada trío lleva dos cartas extra de cualquier valor (sus alas), como 6 6 6 7 7 7 con 3, 9, J y K.
- **Bomba**: las cuatro cartas de un mismo valor; por tanto, del 3 a la K.

Ninguna escalera (de cartas o de parejas) ni ningún avión puede pasar del as: el 2 queda siempre fuera, de modo que la escalera más larga va del 3 al as. Para comparar un trío con dos o un avión solo se miran los tríos; las cartas extra dan igual.

No vale: un trío sin cartas extra o con una sola, ni un avión al que le falten alas (salvo que sean las últimas cartas de tu mano; entonces siguen contando como trío con dos o como avión); cuatro cartas iguales con algo añadido; tres ases como bomba.`,
  "help.rules.turns": `## Los turnos
El turno va de ti a Anna, de Anna a Ben y vuelve a ti. Quien abre una ronda (quien sale) tiene libertad para poner cualquier combinación válida, pero no puede pasar.

A partir de ahí, cada jugador supera lo que hay en la mesa o pasa. Superar significa jugar el mismo tipo, con la misma cantidad de cartas y de valor más alto. Una bomba supera cualquier cosa que no sea una bomba, y contra una bomba solo sirve otra más alta.

**Si puedes superar, tienes que hacerlo.** Si algo de tu mano supera lo que hay en la mesa, aunque sea una bomba, pasar no está permitido; solo se pasa cuando nada sirve.

Tras dos pases seguidos se acaba la ronda: se retiran las cartas de la mesa y el último que jugó abre la siguiente. La mano termina en el momento en que alguien juega su última carta, y esa persona es quien la gana.`,
  "help.rules.last_card": `## Última carta
Quien tiene una sola carta está en **última carta**: mientras siga así, su asiento lleva un aviso.

Cuando el jugador que va después de ti está en última carta, si juegas una carta suelta, tiene que ser la más alta que tengas, tanto al salir como al responder. Esta limitación solo afecta a las cartas sueltas; parejas, escaleras, bombas y demás jugadas quedan libres.

Ejemplo: Ben pone un 9 en la mesa. En tu mano hay un 10, un rey y el 2♠; Anna, que juega justo después de ti, está en última carta. Como puedes superar, tienes que hacerlo, y con tu carta más alta: la única opción es el 2♠.`,
  "help.rules.presets": `## Las dos variantes de reglas
| | Estándar | De la casa |
| Primera mano de una partida | sale quien tiene el 3♠, con la jugada que quiera | sale quien tiene el 3♠, y la jugada tiene que incluirlo |
| Manos siguientes | sale quien tiene el 3♠ | sale quien ganó la mano anterior |
| Cuatro cartas de un valor | solo se juegan juntas, como bomba | también se pueden repartir en otras jugadas |
| Cuándo puntúa una bomba | solo si nadie la supera: cierra su ronda, o su jugador se queda sin cartas con ella | al momento, pase lo que pase después |

Todo lo demás es igual en ambas.`,
  "help.rules.match": `## Partidas
Una partida dura 1, 5 o 10 manos, y los puntos se van sumando de una mano a otra. Al terminar la última, gana quien tenga más puntos; si varios comparten el primer puesto, todos ellos ganan. No se pueden deshacer jugadas: sería una forma de descubrir cómo responden los demás.`,
  "help.scoring.rules": `## Cómo se puntúa una mano
Los puntos solo cambian de manos: los tres resultados de una mano siempre suman cero, no hay límite y los totales pueden ser negativos.

- **Cartas restantes**: cada perdedor le da al ganador 1 punto por cada carta que aún tenga (quedarse con una sola también cuesta 1).
- **Encerrado**: quien pierde sin haber jugado ni una carta en toda la mano paga el doble; con 16 cartas, son 32 puntos.
- **Bombas**: cada bomba que puntúa vale 10 puntos que paga cada rival: +20 para quien la jugó y −10 para cada uno de sus dos rivales. Con las reglas estándar solo puntúa si nadie la supera (cierra su ronda, o su jugador se queda sin cartas con ella); con las reglas de la casa puntúa en cuanto se juega.`,
  "help.scoring.example": `## Un ejemplo con números (reglas estándar)
Anna se queda sin cartas. A ti te quedan 5, y antes, en esa misma mano, jugaste una bomba de ochos que nadie pudo superar. Ben no consiguió soltar ni una carta: conserva las 16, así que queda encerrado.

| | Tú | Anna | Ben |
| Cartas restantes | −5 | +37 (5 + 32) | −32 (16 × 2) |
| Bomba | +20 | −10 | −10 |
| Mano | **+15** | **+27** | **−42** |

Comprobación: 15 + 27 − 42 = 0. Si alguien hubiera superado tu bomba con otra más alta, con las reglas estándar no te habría dado nada; con las reglas de la casa habría puntuado igualmente.`,
  "help.tips": `## Consejos
- **Líbrate pronto de las cartas difíciles.** Las cartas sueltas bajas que no encajan en nada son las que más cuesta colocar. Cuando salgas, mételas en una escalera, una escalera de parejas o un avión, y reserva las cartas altas para volver a ganar la salida.
- **Guarda algo para recuperar el control.** El 2♠, un as o una bomba te devuelven la salida cuando hace falta. Si los gastas pronto en jugadas baratas, luego no tendrás con qué volver.
- **Atento al aviso de última carta.** En cuanto al jugador que va después de ti le quede una carta, cada carta suelta que juegues tendrá que ser tu más alta. Prepárate antes: organiza tus cartas en parejas y escaleras; así no tendrás que sacrificar tu mejor carta. Y cuando a ti te falten dos o tres cartas para terminar, guarda una que nadie pueda superar.
- **La obligación de superar corta en los dos sentidos.** Una carta suelta baja con la que sale un rival puede arrancarte los ases y el 2♠. Cuando te toque salir, abre con la jugada que menos te duela ver superada.
- **Cuenta el 2 y los ases.** Hay un solo 2 y tres ases. Si el contador indica que ya se jugaron todos, puede que nadie tenga ya una carta suelta por encima de tu rey, o incluso de tu reina.
- **Elige bien el momento de tus bombas.** Una bomba te da la salida y, si puntúa, 10 puntos de cada rival. Con las reglas estándar, una bomba superada no vale nada, así que rinde más cuando tienes buenos motivos para pensar que nadie guarda una más alta, o cuando con ella te quedas sin cartas. Recuerda también que, con las reglas estándar, si tienes una bomba nunca puedes pasar ante una jugada que no sea bomba.
- **Que no te encierren.** Quien no logra jugar ni una carta paga el doble. Si alguien está a punto de quedarse sin cartas, con meter una sola jugada te libras de pagar doble.`,
  "help.controls": `## En la mesa
- **Selecciona** cartas haciendo clic o tocándolas; las seleccionadas suben un poco. **Jugar** las pone en la mesa, y en una pantalla táctil también basta con tocar la mesa.
- **Jugar** solo se activa cuando las reglas permiten la selección; si no, la línea que hay sobre los botones explica por qué.
- **Pista** te selecciona una buena jugada; púlsalo otra vez para ver otra. Si solo puedes pasar, te lo dice.
- **Pasar** queda bloqueado mientras tengas una jugada que supere la mesa y mientras seas tú quien sale; la línea que hay sobre los botones indica el motivo.
- El **contador de cartas** muestra, para cada valor, cuántas cartas no has visto todavía: ni están en tu mano ni se han jugado.
- El aviso de **última carta** se mantiene en un asiento mientras a ese jugador le quede una sola carta. Si es el jugador que va después de ti, una nota te recuerda que tus cartas sueltas tienen que ser las más altas.
- El **historial** recoge cada jugada y cada pase de la mano, ronda por ronda; al terminar una mano, el resultado muestra las cartas que le quedaban a cada uno.
- **Desliza** el dedo sobre las cartas (o arrastra el ratón) para elegir varias a la vez; si empiezas sobre una carta elegida, las deseleccionas.
- **Ver resultado**: el resultado de una mano terminada se puede cerrar para mirar la mesa; «Ver resultado» lo vuelve a abrir, con «Siguiente mano» al lado.
- **Nueva partida** y un enlace compartido preguntan antes de abandonar una partida en curso; Esc o «Seguir jugando» la conservan.
- **Pasar automáticamente cuando no puedas superar la jugada** (Ajustes) pasa por ti cuando nada de tu mano supera la mesa, y te lo dice.

## Teclado
| Tecla | Qué hace |
| 3 a 9, 0 o T (diez), J, Q, K, A, 2 | selecciona una carta más de ese valor; cuando ya están todas, la misma tecla las deselecciona |
| Enter | juega las cartas seleccionadas |
| P | pasa |
| H | pide una pista; púlsala de nuevo para la siguiente |
| Esc | borra la selección |
| C | muestra u oculta el contador de cartas |
| L | abre el historial de la mano |
| Tab, ← → | se mueve entre las cartas; la barra espaciadora selecciona la carta enfocada |`,
  "guide.hand.title": "Tus cartas",
  "guide.hand.text": "Toca cartas para elegirlas, vuelve a tocar para soltar una, o desliza el dedo por varias. Teclado: flechas y espacio, o una tecla de valor como 7 o K.",
  "guide.table.title": "La jugada a superar",
  "guide.table.text": "Aquí está la última jugada de la ronda y quién la hizo. Supérala con una jugada mayor del mismo tipo y tamaño, o con una bomba. Si está vacía, sales tú.",
  "guide.controls.title": "Jugar, Pasar, Pista",
  "guide.controls.text": "Jugar juega lo que elegiste (tocar la mesa también); Pasar deja pasar el turno y se bloquea cuando debes jugar; Pista elige una buena jugada. Lo que toca hacer ahora se escribe aquí.",
  "guide.help.title": "Reglas y consejos",
  "guide.help.text": "Todas las reglas, la puntuación, consejos y controles, y esta guía otra vez. Quien primero se queda sin cartas gana la mano.",
};
