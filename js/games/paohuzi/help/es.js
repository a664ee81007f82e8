// «Reglas y consejos» de Paohuzi (español): las claves de PHZ_HELP_KEYS.md, que js/games/paohuzi/
// incorpora al catálogo del juego. Marcado como explica js/games/paodekuai/i18n/en.js: «## » título,
// «- » elemento de lista, «|» fila de tabla (la primera es la cabecera), **negrita**, línea en blanco
// entre bloques; {card x2} (un código de carta del motor) se muestra como la cara de esa carta. Todas las
// reglas y cifras siguen la especificación de Paohuzi.
export default {
  "help.tab.rules": "Reglas",
  "help.tab.scoring": "Puntuación",
  "help.tab.tips": "Consejos",
  "help.tab.controls": "Controles",
  "help.rules.cards": `## Las cartas
Se juega con 80 cartas: dos palos de diez valores, con cuatro copias de cada carta. Los caracteres pequeños (小字) son los números de uso diario, de 一 a 十; los caracteres grandes (大字) son los números formales, de 壹 a 拾, los que se escriben en cheques y recibos. Un valor es solo un número: ninguna carta gana a otra, lo que cuenta es qué combinaciones forman.

| Valor | Pequeño (小字) | Grande (大字) |
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

- **Cartas rojas**: 二 七 十 y 贰 柒 拾 van impresas en rojo, 24 cartas rojas en total; las demás son negras. El número de cartas rojas de una mano ganadora cambia su puntuación.
- **Cartas iguales** quiere decir mismo palo y mismo valor: 五 y 伍 son las dos un cinco, pero no son iguales.
- En este sitio cada carta lleva su carácter en los dos extremos, y las de caracteres grandes tienen una marca añadida, para distinguir 壹 de 一 y 拾 de 十 de un vistazo.`,
  "help.rules.sets": `## Combinaciones y 胡息
Ganas cuando todas tus cartas quedan repartidas en combinaciones. Ganar se dice **胡** (hu), y cada combinación vale **胡息** (huxi, «puntos de victoria»): una mano ganadora necesita al menos 15. La misma combinación vale más en caracteres grandes que en pequeños. La tabla da los 胡息 de cada combinación en caracteres pequeños y grandes.

| Combinación | Cartas | Pequeño | Grande | Los demás ven |
| **碰** peng | tu pareja + una carta que otro jugador robó o descartó | 1 | 3 | todo boca arriba |
| **偎** wei | tu pareja + una carta que robaste tú | 3 | 6 | todo boca abajo |
| **臭偎** chou wei | un 偎 con una carta que era 臭 para ti | 3 | 6 | una arriba, dos abajo |
| **坎** kan | tres cartas iguales que te tocaron en el reparto | 3 | 6 | nada (en tu mano) |
| **跑** pao | cuatro iguales, la cuarta de otro jugador o sobre tu 碰 | 6 | 9 | todo boca arriba |
| **提** ti | cuatro iguales: repartidas, o tu propio robo sobre tu 坎 o tu 偎 | 9 | 12 | una arriba, tres abajo |
| **一二三** o 壹贰叁 | uno, dos y tres de un mismo palo | 3 | 6 | boca arriba si se baja |
| **二七十** o 贰柒拾 | dos, siete y diez de un mismo palo | 3 | 6 | boca arriba si se baja |
| **顺子** otras escaleras | tres valores seguidos de un mismo palo: 四五六 | 0 | 0 | boca arriba si se baja |
| **绞** mixta | un valor en los dos tamaños: 八八捌 o 八捌捌 | 0 | 0 | boca arriba si se baja |
| **将** pareja | dos iguales, solo en una mano con un 跑 o un 提 | 0 | 0 | nada (en tu mano) |

- Las escaleras no dan la vuelta (九 十 一 no vale) ni mezclan palos; también 二七十 tiene que ser toda pequeña o toda grande. En este juego 一五十 no es una combinación.
- Las combinaciones de tres cartas que no son iguales (escaleras, 一二三, 二七十, mixtas) llegan a la mesa con **吃** (chi), que se explica en «Reclamar cartas»; en la mano valen igual.
- Un **坎** no se separa nunca: sus tres cartas no entran en otra combinación, no sirven para 吃 y no se pueden descartar.
- **臭** (chou, «podrida») es una carta que ya no puedes reclamar; tiene su propio apartado más abajo.`,
  "help.rules.deal": `## El reparto
- Juegan tres. El repartidor (庄家) recibe 21 cartas, los otros dos 20 cada uno, y las 19 restantes forman el mazo, boca abajo.
- La carta 21 del repartidor es la **亮张** (liangzhang): se enseña a todos antes de que entre en su mano.
- La última carta del mazo se pone boca arriba y se queda abajo: será la última en robarse (海底, «el fondo del mar»). Si es roja, se pasa boca abajo a lo alto del mazo y se destapa la nueva carta de abajo, hasta que aparezca una negra. Todos vieron esas cartas rojas, así que todos saben que son las próximas en salir, y en qué orden.
- Antes de la primera jugada, quien tenga cuatro cartas iguales debe bajarlas como 提. Después el repartidor hace el primer descarte, salvo que tenga dos 提: entonces empieza robando el jugador de su derecha.

## Quién reparte
- El primer repartidor se sortea. Si gana una mano alguien que no es el repartidor, pasa a repartir él.
- Si gana el repartidor, o no gana nadie, el repartidor vuelve a repartir, pero nadie reparte más de tres manos seguidas: después de la tercera, el reparto pasa al jugador de su derecha.

## Cuatro en la mesa
- Con cuatro jugadores, el que se sienta enfrente del repartidor descansa esa mano: no recibe cartas, no paga y no cobra. Ese puesto gira con el repartidor; cuando te toca a ti, miras la mano.`,
  "help.rules.turn": `## Un turno
Se juega en sentido contrario a las agujas del reloj: después de ti va el jugador de tu derecha (下家).

- En tu turno destapas la carta de arriba del mazo a la vista de todos. Esa **carta robada** se ofrece a toda la mesa: a lo mejor puedes tomarla tú, o puede tomarla otro jugador, y a veces es obligatorio (mira «Reclamar cartas»).
- Si nadie la toma, va boca arriba a tu fila de descartes y le toca al jugador de tu derecha. En ese caso no descartas.
- Cada vez que metes una carta (碰, 吃, 偎, 臭偎, 跑 o 提), a continuación **descartas** una carta de la mano. Tu descarte se ofrece a su vez; si nadie lo toma, roba el jugador de tu derecha.
- **Excepción**: después de un 跑 o un 提 que te da tu segundo grupo de cuatro (o el tercero) no se descarta; el jugador de tu derecha roba sin más. Por lo mismo, un repartidor al que le tocaron dos 提 no abre con un descarte.
- La regla que hay detrás: entre turnos tienes 20 cartas entre la mano y la mesa, más una por cada grupo de cuatro después del primero.
- Quien se queda una carta con 碰 o 跑 sigue jugando desde ahí: los jugadores de en medio pierden su turno.`,
  "help.rules.claims": `## Reclamar cartas
Algunas jugadas son obligatorias, y el juego las hace por ti:

- **提**: robas la cuarta carta de tu 坎, tu 偎 o tu 臭偎.
- **偎**: robas una carta de la que tienes pareja (un 臭偎 si esa carta es 臭 para ti).
- **跑**: tienes un 坎, o un 偎 o 臭偎, y otro jugador roba o descarta la cuarta carta; o tienes un 碰 y cualquiera, tú incluido, roba la cuarta. Si esa cuarta carta se descarta, con tu 碰 no hace 跑: se queda donde está.

Las demás las eliges tú, en la barra:

- **胡**: ganar con una carta robada, tuya o de otro jugador (mira «Ganar»).
- **碰**: tienes exactamente dos de una carta que otro jugador roba o descarta. Nunca con tu propio robo: eso es un 偎 obligatorio.
- **吃**: con la carta y dos de tu mano formas una combinación que no sea de tres iguales. Puedes hacer 吃 sobre tu propia carta robada o sobre una carta que descartó el jugador de tu izquierda (tu 上家), pero no sobre una que él robó y dejó (salvo que lo permitan los ajustes).

## Quién va primero
| Carta ofrecida | Orden de las reclamaciones |
| carta robada | el 提 o 偎 obligatorio de quien roba; luego 胡: quien roba, el de su derecha, el tercero; luego un 跑 obligatorio; luego 碰; luego el 吃 de quien roba |
| carta descartada | un 跑 obligatorio; luego 碰; luego el 吃 del jugador a la derecha de quien descarta |

- Una carta que se va a un 提 o 偎 obligatorio desaparece: nadie más puede ganar con ella ni reclamarla; solo se comprueba si la nueva mano de quien robó gana.
- 碰 y 跑 van antes que 吃. Si puedes hacer 碰 y 吃 con la misma carta, eliges una de las dos.
- Si debes hacer 跑 con una carta robada, no puedes ganar usándola de otro modo; aun así ganas si tu mano queda completa después del 跑. El 胡 de otro jugador con esa carta va antes que tu 跑.

## 比: tomar una carta que ya tienes
Si haces 吃 con una carta y te quedan en la mano copias iguales de ella, cada una debe bajarse en la misma jugada, cada una en otra combinación hecha solo con cartas de tu mano. Esto se llama **比** (bi). Si no se puede, no puedes hacer 吃 con esa carta. Solo cuentan las copias iguales: si tomas un 七, puedes quedarte un 柒 en la mano.

Ejemplo: tienes 一 二 三 四 五 y el jugador de tu izquierda descarta un 三. Puedes tomarlo con 四 五, pero tu propio 三 también tiene que bajar, así que 一 二 三 baja con él: dos combinaciones en una jugada. Tomarlo como 二 三 四 no está permitido, porque tu 三 se quedaría con 一 y 五. Con 一 二 三 三 en la mano no puedes hacer 吃 con un 三 (tus dos 三 no encuentran combinación las dos), pero sí 碰.`,
  "help.rules.chou": `## 臭: cartas que ya no puedes reclamar
Una carta se vuelve **臭** (chou, «podrida») para ti, durante el resto de la mano, cuando:

- podías hacer 碰 con ella y la dejaste pasar;
- podías hacer 吃 con ella y la dejaste pasar (robar en vez de tomar el descarte de tu vecino de la izquierda cuenta como dejarla pasar);
- sale de tu turno como descarte tuyo, tanto si la tiraste de la mano como si era tu propia carta robada y nadie la tomó.

A partir de ahí no puedes hacer 碰 ni 吃 con ninguna copia de esa carta: si robas una, va directa a tu fila de descartes. Una carta 臭 todavía permite:

- **胡**: con ella siempre puedes ganar;
- las jugadas obligatorias: si la robas teniendo pareja, sale un 臭偎 (una carta queda boca arriba, así que todos lo ven), y 跑 y 提 siguen siendo obligatorios.

Una ocasión que nunca tuviste, porque el 胡, el 碰 o el 跑 de otro jugador iba antes, no hace 臭 una carta. La mesa muestra tus cartas 臭.`,
  "help.rules.winning": `## Ganar: 胡
- Solo puede ganar una carta robada del mazo, la robe quien la robe; un descarte, nunca. Al principio de todo también puede ganar la 亮张 (mira 天胡).
- **Una mano completa**: con la carta ganadora, todas tus cartas, mesa y mano juntas, forman exactamente siete grupos. Sin grupo de cuatro, son siete grupos de tres, 21 cartas. Con uno o más 跑 o 提, son esos grupos de cuatro, grupos de tres para el resto y exactamente una pareja (将). Una carta sola que espera a su compañera también puede ganar.
- Hacen falta **al menos 15 胡息** (o el mínimo elegido en los ajustes).
- La combinación que completa la carta ganadora cuenta como en la mesa: tres iguales con tu propio robo cuentan como 偎, con el robo de otro como 碰; una cuarta carta cuenta como 提 si la robaste tú sobre tu 坎 o tu 偎, y si no como 跑.
- Las jugadas obligatorias van primero. Imagina que tienes 二 贰 贰, 二 三 四 y 一 三: un 二 robado por otro jugador completa 一 二 三 y gana, pero un 二 que robas tú debe formar un 偎 con tus dos 二, y la mano se deshace.
- Puedes ganar con una carta que sea 臭 para ti o que hayas descartado antes.
- Si varios pueden ganar con la misma carta, se pregunta primero a quien la robó, luego al de su derecha y luego al tercero. Nunca hay más de un ganador.
- Renunciar a un 胡 no cuesta nada: sigues jugando y todavía puedes hacer 碰 o 吃 con esa carta. (En los ajustes se puede hacer obligatorio el 胡.)

## 天胡: ganar con el reparto
- **三提五坎**: a quien le tocan tres 提 o cinco 坎 gana en el acto, sin necesidad de mano completa; como 胡息 solo cuentan esos 提 y 坎.
- Las 21 cartas repartidas al repartidor ya forman una mano completa de 15 胡息 o más.
- Las 20 cartas de otro jugador más la 亮张 del repartidor forman una.

## 海底
La carta de abajo del mazo, boca arriba, es la última en robarse. Ganar con ella da la partida **海底胡** de la tabla de 番.`,
  "help.rules.end": `## Cómo termina una mano
- La mano termina en cuanto alguien gana. Si se roba la última carta del mazo y nadie gana con ella, la mano es un **流局** (liuju, mano nula): nadie paga y el repartidor se queda (dentro del límite de tres manos seguidas). Con esa última carta no se ofrecen 碰 ni 吃: ya no queda ninguna carta con la que ganar.

## 相公: la mano muerta
- De vez en cuando, un 偎, 臭偎, 提 o 跑 obligatorio deja a un jugador que no gana y debe descartar sin nada en la mano salvo cartas de 坎, o sin nada. Ese jugador queda **相公** (xianggong): se salta el descarte, el juego sigue y durante el resto de la mano ya no puede hacer 胡, 碰 ni 吃; sus 跑 y 提 obligatorios siguen ocurriendo, sin descarte.
- Nunca se te ofrece un 碰 o un 吃 que te dejaría en esa situación.

## Partidas
- Una partida dura el número de manos elegido en los ajustes, o no tiene fin, y los puntos de cada jugador se suman de una mano a otra.`,
  "help.scoring.di": `## El 底数 y el pago
- **底数** (di, la base): los 胡息 del ganador menos 12, divididos entre 3 y redondeados hacia abajo.
- **Robo propio** (自摸): si el ganador robó él mismo la carta ganadora, el 底数 sube 1. Esto incluye ganar tras su propio 偎, 提 o 跑 obligatorio.
- **天胡**: el doble de los 胡息, menos 12, dividido entre 3 y redondeado hacia abajo; sin el extra del robo propio. Por ejemplo, 21 胡息 dan 10.
- El 底数 nunca baja de 1 (solo importa si los ajustes bajan el mínimo por debajo de 15).

| 胡息 | 底数 | robo propio |
| 15–17 | 1 | 2 |
| 18–20 | 2 | 3 |
| 21–23 | 3 | 4 |
| 24–26 | 4 | 5 |
| 27–29 | 5 | 6 |
| 30–32 | 6 | 7 |

- **Puntuación** = 底数 × 番 (el multiplicador, mira las tablas siguientes). Cada uno de los otros dos jugadores le paga esa puntuación al ganador, así que el ganador cobra el doble. Da igual de quién fuera la carta. En una mano a cuatro, el que descansa no paga nada.`,
  "help.scoring.fan_seed": `## 番: la tabla estándar
Las partidas se cuentan sobre todas las cartas del ganador: combinaciones de la mesa (las cuatro cartas de un 跑 o un 提), mano, pareja y carta ganadora. Las que se cumplen **se suman**; una mano que no cumple ninguna vale 1 番. De las cinco primeras se aplica como mucho una, porque cuentan cartas rojas.

| Partida | Cuándo | 番 |
| **红胡** hong hu | exactamente 4, 7, 11 o 12 cartas rojas | 2 |
| **真点胡** zhen dian hu | exactamente 1 carta roja | 4 |
| **假点胡** jia dian hu | exactamente 10 cartas rojas | 3 |
| **红乌** hong wu | 13 cartas rojas o más | 4, más 1 por cada carta roja por encima de 13 |
| **乌胡** wu hu | ninguna carta roja | 5 |
| **对对胡** dui dui hu | solo grupos de cartas iguales (碰 偎 臭偎 坎 跑 提 y la pareja), sin escaleras ni combinaciones mixtas | 5 |
| **大字胡** da zi hu | 18 caracteres grandes o más | 6, más 1 por cada carácter grande por encima de 18 |
| **小字胡** xiao zi hu | 16 caracteres pequeños o más | 8, más 1 por cada carácter pequeño por encima de 16 |
| **海底胡** hai di hu | ganar con la última carta del mazo | 2 |

- Con 2, 3, 5, 6, 8 o 9 cartas rojas no se aplica ninguna partida de cartas rojas.`,
  "help.scoring.fan_wiki": `## 番: la otra tabla
Los ajustes ofrecen una segunda tabla de 番, la que cita la Wikipedia en chino (el recuento «rojo y negro» de Changde). Con ella **solo cuenta la partida más alta que se cumpla**, no se suma nada y no existen 海底胡, 大字胡 ni 小字胡. Una mano que no cumple ninguna vale 1 番.

| Partida | Cuándo | 番 |
| **红胡** hong hu | de 10 a 12 cartas rojas | 2 |
| **一点红** yi dian hong | exactamente 1 carta roja | 3 |
| **红乌** hong wu | 13 cartas rojas o más | 4 |
| **乌胡** wu hu | ninguna carta roja | 5 |
| **对对胡** dui dui hu | solo grupos de cartas iguales | 4 |
| **红对** hong dui | 红胡 y 对对胡 a la vez | 6 |
| **乌对** wu dui | 乌胡 y 对对胡 a la vez | 10 |
| **红乌对** hong wu dui | 红乌 y 对对胡 a la vez | 8 |`,
  "help.scoring.example": `## Un ejemplo paso a paso
En la mesa tienes un 碰 de 一 y un 偎 de 三. En la mano: cuatro 坎 (四, 五, 陆, 捌) y una pareja de 九. Otro jugador destapa un 九 del mazo, y cantas 胡.

| Grupo | Cartas | 胡息 |
| 碰 en la mesa | 一 一 一 | 1 |
| 偎 en la mesa | 三 三 三 | 3 |
| 坎 | 四 四 四 | 3 |
| 坎 | 五 五 五 | 3 |
| 坎 | 陆 陆 陆 | 6 |
| 坎 | 捌 捌 捌 | 6 |
| 碰 hecho por la carta ganadora | 九 九 + 九 | 1 |
| **Total** | siete grupos de tres | **23** |

| Paso | Cálculo | Resultado |
| 胡息 | la suma de arriba | 23 |
| 底数 | 23 − 12 = 11, entre 3 y redondeado hacia abajo; no es robo propio | 3 |
| 番 | 乌胡 (ninguna carta roja) 5 + 对对胡 (solo grupos iguales) 5 | 10 |
| Paga cada perdedor | 3 × 10 | 30 |
| Cobra el ganador | dos veces 30 | 60 |

- Si hubieras robado tú el 九, habría formado un 偎 obligatorio de 3 en lugar de un 碰 de 1: 25 胡息, 底数 4 más 1 por el robo propio = 5, 番 sigue en 10, así que cada perdedor pagaría 50.
- Con la otra tabla de 番 esta mano es 乌对: 10 番, el mismo pago.
- 小字胡 no se cumple: la mano tiene 15 caracteres pequeños, le falta uno para los 16.`,
  "help.tips": `## Consejos
- **Cuida tus 坎.** Un 坎 vale 3 (6 en caracteres grandes) sin enseñar nada, y una cuarta carta robada lo convierte en un 提 de 9 o 12.
- **Forma las combinaciones que puntúan.** Entre las escaleras, solo 一二三 y 二七十 valen algo; una escalera normal o una combinación mixta suma 0. Los 15 胡息 suelen salir de 坎, 偎, 一二三 / 二七十 y grupos de cuatro.
- **Cuenta antes de reclamar.** Un 吃 que forma una escalera normal no suma 胡息, te obliga a descartar y enseña tu mano. Comprueba que todavía puedes llegar a 15.
- **Un 碰 solo vale 1.** Si lo dejas pasar, tu pareja sigue en la mano, donde tu propio robo la convertiría en un 偎 de 3; la carta se vuelve 臭 para ti, pero ese robo igualmente forma un 臭偎 del mismo valor. Por otro lado, un 碰 en la mesa se convierte en 跑 cuando cualquiera roba la cuarta carta.
- **Vigila lo que no has visto.** El contador de cartas muestra cuántas copias de cada carta no has visto. Si ya salieron todas las que esperas, rehaz tu mano. Las cartas rojas que pasaron a lo alto del mazo en el reparto son las próximas en robarse.
- **Lee las mesas de los demás.** Los 胡息 visibles de cada puesto dicen lo cerca que está de 15; sus combinaciones, qué cartas va a tomar. Con un descarte nadie puede ganar, pero puede regalarle a alguien un 碰, un 跑 o un 吃.
- **Cuidado con las trampas del 臭.** Tus propios descartes y las reclamaciones que rechazas se vuelven 臭: no tires una carta que quizá quieras tomar con 吃 más adelante. Y recuerda que si robas una carta de la que tienes pareja, se forma un 偎 obligatorio, que puede deshacer una mano que esperaba justo esa carta.
- **Controla el color.** Exactamente 4, 7, 11 o 12 cartas rojas dan 红胡 (2 番), y una mano sin ninguna carta roja da 乌胡 (5 番): el número de rojas puede valer más que unos cuantos 胡息 extra.`,
  "help.controls": `## En la mesa
- **Tu mano** se coloca en columnas de hasta cuatro cartas, ordenadas al repartir: primero los 坎 (bloqueados), luego parejas, 二七十 y 一二三, escaleras, combinaciones mixtas, combinaciones a medias y cartas sueltas. Debajo de cada columna completa ves sus 胡息.
- **Mover una carta**: arrástrala a otra columna, o al lado de las columnas para abrir una nueva. **Ordenar** vuelve a colocar la mano.
- **Descartar**: cuando te toque descartar, toca una carta y pulsa **Descartar**, o arrastra la carta por encima de la línea de tu mano.
- **La barra** muestra 胡, 碰, 吃 y 过 (guo, pasar) solo cuando tienes esa opción.
- **吃** abre un selector con cada 吃 posible en columnitas. Si el 比 exige más combinaciones, un segundo paso muestra las opciones de 比 para la que elegiste. Con una sola opción y sin 比, 吃 actúa al momento. Una opción que exige 比 lleva **+ 比**.
- **¿Renunciar a ganar?** Cuando hay un 胡 disponible y eliges 碰, 吃 o 过, el juego te lo pregunta antes.
- **Las jugadas obligatorias** (提, 偎, 臭偎, 跑) se hacen solas: una breve animación y una línea en el historial las muestran.
- **Pista** muestra lo que elegiría el jugador del ordenador de nivel Normal. Su motivo puede decir cuántas cartas te faltan: las que aún debes robar o tomar para completar la mano.
- **Mano lista** (听, ting): cuando a tu mano le falta una carta, la mesa muestra qué cartas la completarían y cuántas de cada una no has visto. Se puede desactivar en los ajustes. También aparecen tus cartas 臭.
- El **contador de cartas** muestra, para cada una de las 20 cartas, cuántas copias no has visto.
- Alrededor de la mesa: las combinaciones de cada puesto (el 偎 y el 提 de los demás, boca abajo), sus 胡息 visibles y su fila de descartes; el mazo con su recuento, la 亮张, la carta de abajo y toda carta que se sabe arriba (boca arriba sobre el mazo: es la próxima en robarse); la marca del repartidor; a quién le toca decidir; y la carta ofrecida, con quién la robó o la descartó. En una combinación, la carta que tomó de la mesa tiene la cara amarilla y una barra dorada a su izquierda.
- El **historial** cuenta toda la mano con palabras. El **resultado** muestra los grupos del ganador con sus 胡息, con la pareja y la carta ganadora resaltadas, y luego los 胡息, el 底数, cada partida de 番, el total de 番 y los puntos de cada puesto; un 流局 o un 相公 se explica con palabras. Solo entonces se ven las manos de los demás y el resto del mazo. Siguen los totales de la partida, el repartidor de cada mano y **Siguiente mano**.

## Teclado
| Tecla | Qué hace |
| Tab, ← → ↑ ↓ | va a las cartas de tu mano y entre ellas (← → entre columnas, ↑ ↓ dentro de una) |
| Barra espaciadora | selecciona la carta enfocada |
| Enter | descarta la carta seleccionada |
| Shift + ← → | pasa la carta enfocada a la columna de al lado (tras la última: una columna nueva) |
| N | pasa la carta enfocada a una columna nueva |
| H | pide una pista |
| C | muestra u oculta el contador de cartas |
| L | abre el historial de la mano |
| Esc | borra la selección o cierra el selector |`,
};
