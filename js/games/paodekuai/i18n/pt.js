// Pao De Kuai's messages (Português): the keys of en.js beside this file.
// Catálogo de mensagens em português do Brasil: mesmas chaves de en.js, mesmos {marcadores}.
// Termos: mão = deal, rodada = round, partida = match, abrir = lead, superar = beat,
// bater = sair com a última carta, trancado = shut out, carta extra = kicker, asa = wing.
export default {
  "seat.0": "Você",
  "seat.1": "Anna",
  "seat.2": "Ben",
  "seat.cards.one": "{count} carta",
  "seat.cards.other": "{count} cartas",
  "seat.points": "{points} pts",
  "seat.passed": "Passo",
  "seat.last_card": "Última carta!",
  "seat.label": "{name}: {cards}, {points} pontos",
  "seat.label_last": "{name}: última carta, {points} pontos",
  "seat.turn_you": "Sua vez",
  "seat.turn_bot": "Pensando…",
  "announce.play": "{name} jogou {kind}: {cards}.",
  "announce.pass": "{name} passou.",
  "announce.last_card": "{name} está com uma carta só.",
  "announce.last_card_you": "Você está com uma carta só.",
  "announce.your_lead": "Você abre.",
  "announce.your_turn": "Sua vez.",
  "hand.label": "Sua mão",
  "lock.must_beat": "Passar bloqueado: você tem uma jogada que supera esta, então precisa jogar.",
  "lock.leader_cannot_pass": "Passar bloqueado: você abre esta rodada, então precisa jogar.",
  "select.ok": "Jogada válida: {kind}.",
  "rule.next_last_card": "{name} está com uma carta só: se você jogar uma carta solta, ela tem de ser a sua mais alta",
  "table.tap_to_play": "Toque na mesa para jogar",
  "table.label": "Mesa",
  "table.lead": "{name} abre a rodada",
  "table.caption": "{kind} · {name}",
  "button.play": "Jogar",
  "button.pass": "Passar",
  "button.hint": "Dica",
  "autopass.done": "Passou automaticamente: nada na sua mão supera {cards}.",
  "settings.autopass": "Passar automaticamente quando não der para superar",
  "bomb.pending_you": "Sua bomba: vale {gain} se ninguém a superar.",
  "select.wait": "Aguarde sua vez: agora é a vez de {name}.",
  "log.previous": "Mão anterior (mão {number})",
  "result.no_mark": "—",
  "result.bombs_note": "Bombas: pontos ganhos ou perdidos com bombas nesta mão (+20 por bomba própria que pontua, −10 por bomba de outro jogador).",
  "bomb.pending": "Bomba de {name}: vale {gain} se ninguém a superar.",
  "bomb.scored": "Bomba! {name} {gain}; {others} {loss} cada.",
  "select.none": "Primeiro selecione as cartas que quer jogar.",
  "announce.your_lead_3S": "Você abre. Sua primeira jogada precisa incluir o 3♠.",
  "status.your_turn_lead_3S": "Você abre: sua primeira jogada precisa incluir o 3♠.",
  "status.your_turn_lead": "Você abre: jogue a combinação que quiser.",
  "status.your_turn_follow": "Sua vez: supere {cards} ou passe.",
  "status.your_turn_must_beat": "Sua vez: supere {cards}.",
  "status.your_turn_cannot_beat": "Sua vez: nada na sua mão supera {cards}.",
  "status.bot_turn": "{name} está pensando…",
  "status.deal_over": "{name} bateu.",
  "status.deal_over_you": "Você bateu!",
  "status.played": "{name} jogou {cards}.",
  "status.passed": "{name} passou.",
  "status.deal": "Mão {number} de {deals}",
  "hint.play": "Dica {number} de {count}: {cards}.",
  "hint.pass": "Dica: nada na sua mão supera essa jogada, então só resta passar.",
  "reason.deal_over": "A mão já terminou.",
  "reason.not_in_hand": "Essa carta não está na sua mão.",
  "reason.leader_cannot_pass": "Você abre esta rodada, e quem abre não pode passar: jogue a combinação que quiser.",
  "reason.must_beat": "Superar é obrigatório: você tem uma jogada que supera esta, então não pode passar.",
  "reason.not_a_combination": "Não é combinação: valem carta solta, par, sequência de pares, sequência, trinca com duas, avião e bomba.",
  "reason.needs_kickers": "Trinca pede duas cartas extras; cada trinca de avião, duas asas. Menos, só com as últimas cartas da mão.",
  "reason.bomb_cannot_be_split": "Bombas não se dividem: você tem as quatro cartas desse valor, então elas só saem juntas, como bomba.",
  "reason.must_include_3S": "Regras da casa: a primeira jogada da partida precisa incluir o 3♠.",
  "reason.wrong_kind": "Responda com o mesmo tipo e a mesma quantidade de cartas da mesa, ou com uma bomba.",
  "reason.too_low": "Baixa demais: sua jogada precisa ser mais alta que a da mesa.",
  "reason.must_play_highest_single": "Última carta: o jogador depois de você está com uma carta só, então sua carta solta precisa ser a mais alta.",
  "reason.unknown": "Essa jogada não é permitida.",
  "kind.single": "carta solta",
  "kind.pair": "par",
  "kind.pair_run": "sequência de pares",
  "kind.straight": "sequência",
  "kind.triple_two": "trinca com duas",
  "kind.airplane": "avião",
  "kind.bomb": "bomba",
  "result.title": "Resultado: mão {number} de {deals}",
  "result.title_match": "Resultado: fim da partida",
  "result.player": "Jo­ga­dor",
  "result.cards_left": "Cartas res­tan­tes",
  "result.shut_out": "Tran­ca­do",
  "result.bombs": "Bombas",
  "result.deal_points": "Mão",
  "result.total": "Total",
  "result.yes": "sim",
  "result.no": "não",
  "result.winner_deal": "{name} ficou primeiro sem cartas.",
  "result.winner_deal_you": "Você ficou primeiro sem cartas!",
  "result.winners": "Vitória: {names}",
  "result.winners_you": "Você venceu a partida!",
  "result.tie": "Vitória dividida: {names}",
  "result.hands_left": "Cartas que sobraram na mão de cada um",
  "result.standings": "Classificação",
  "result.final": "Classificação final",
  "result.place": "Po­si­ção",
  "result.place.1": "1º",
  "result.place.2": "2º",
  "result.place.3": "3º",
  "result.by_deal": "Pontos por mão",
  "result.deal_n": "Mão {number}",
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
  "card.rank_name.J": "valete",
  "card.rank_name.Q": "dama",
  "card.rank_name.K": "rei",
  "card.rank_name.A": "ás",
  "card.rank_name.2": "2",
  "card.suit.S": "♠",
  "card.suit.H": "♥",
  "card.suit.D": "♦",
  "card.suit.C": "♣",
  "card.suit_name.S": "espadas",
  "card.suit_name.H": "copas",
  "card.suit_name.D": "ouros",
  "card.suit_name.C": "paus",
  "card.name": "{rank} de {suit}",
  "card.pass": "passo",
  "counter.title": "Contador de cartas",
  "counter.hint": "Cartas de cada valor que você ainda não viu (nem na sua mão, nem jogadas).",
  "counter.cell": "{rank}: {count} não vistas",
  "log.round": "Esta rodada",
  "log.round_empty": "Nova rodada",
  "log.open": "Histórico",
  "log.title": "Histórico da mão",
  "log.round_n": "Rodada {number}",
  "log.empty": "Nenhuma jogada ainda.",
  "log.entry": "{name}: {cards}",
  "log.out": "{name} bateu.",
  "settings.preset": "Regras",
  "settings.preset.standard": "Padrão",
  "settings.preset.standard.about": "Quem tem o 3♠ abre todas as mãos; quatro cartas iguais são sempre bomba; uma bomba só pontua se ninguém a superar.",
  "settings.preset.home": "Da casa",
  "settings.preset.home.about": "A partida começa com o 3♠; quem venceu a última mão abre; bombas podem ser divididas e pontuam assim que são jogadas.",
  "settings.deals": "Duração da partida",
  "settings.deals.1": "1 mão",
  "settings.deals.5": "5 mãos",
  "settings.deals.10": "10 mãos",
  "settings.level": "Nível dos adversários",
  "settings.level.easy": "Fácil",
  "settings.level.normal": "Normal",
  "settings.level.hard": "Difícil",
  "settings.counter": "Mostrar o contador de cartas",
  "settings.sound": "Tocar sons",
  "table.sound": "Som",
  "settings.group": "Agrupar a mão por combinações",
  "settings.coach": "Treinador: o «Difícil» avalia cada uma das suas jogadas (a dica segue o «Normal»)",
  "coach.thinking": "Treinador: o «Difícil» está avaliando sua jogada…",
  "coach.line": "Treinador: sua jogada {play} — {verdict}",
  "coach.cost.one": "a escolha do «Difícil» valia {count} ponto a mais.",
  "coach.cost.other": "a escolha do «Difícil» valia {count} pontos a mais.",
  "coach.same": "o «Difícil» concorda.",
  "coach.forced": "era a única que você tinha.",
  "coach.near": "tão boa quanto a escolha do «Difícil».",
  "coach.pass_name": "«passo»",
  "coach.values": "Resultado esperado da mão: a sua {played}, a do «Difícil» {best} pontos.",
  "coach.show": "Ver a escolha do «Difícil»",
  "coach.best": "O «Difícil» teria jogado {cards}.",
  "coach.best_pass": "O «Difícil» teria passado.",
  "coach.summary.one": "Treinador: {count} jogada custou mais de 1 ponto.",
  "coach.summary.other": "Treinador: {count} jogadas custaram mais de 1 ponto.",
  "coach.summary_total": "{loss} pontos perdidos no total em {judged} jogadas avaliadas.",
  "coach.summary_good.one": "Treinador: sua {count} jogada não custou mais de 1 ponto.",
  "coach.summary_good.other": "Treinador: nenhuma das suas {count} jogadas custou mais de 1 ponto.",
  "coach.summary_none": "Treinador: nesta mão nenhuma jogada sua foi avaliada.",
  "hand.group": "Agrupar por combinação",
  "settings.next_match": "Regras e duração passam a valer na sua próxima partida.",
  "settings.next_match_pending": "Sua próxima partida: {preset}, {deals}. A partida em andamento continua com as regras dela.",
  "settings.at_once": "Nível e velocidade mudam na hora.",
  "stats.row": "{preset} · {level}",
  "help.tab.rules": "Regras",
  "help.tab.scoring": "Pontuação",
  "help.tab.tips": "Dicas",
  "help.tab.controls": "Controles",
  "help.rules.basics": `## O objetivo
Três jogadores, sem duplas: cada um joga por conta própria. Quem se livrar primeiro das suas 16 cartas vence a mão, e os outros dois pagam a ele por cada carta que ainda estiver com eles.

## O baralho
São 48 cartas: um baralho comum sem coringas, sem o 2♥, o 2♦ e o 2♣ e sem o A♠. Fica um 2 só (o 2♠), três ases e as quatro cartas de cada valor do 3 ao K. Cada um ganha 16 cartas; nenhuma fica sobrando e ninguém faz lance.

Do valor mais baixo ao mais alto: 3 4 5 6 7 8 9 10 J Q K A 2. O naipe não faz diferença, a não ser para saber quem tem o 3♠ e começa.`,
  "help.rules.plays": `## O que dá para jogar
- **Carta solta**: qualquer carta sozinha.
- **Par**: duas cartas de valor igual.
- **Sequência de pares**: pelo menos dois pares de valores seguidos, por exemplo 7 7 8 8 9 9 ou 3 3 4 4.
- **Sequência**: cinco ou mais cartas de valores seguidos, uma de cada, como 5 6 7 8 9.
- **Trinca com duas**: uma trinca (três cartas de valor igual) e mais duas cartas quaisquer, que não precisam formar par.
- **Avião**: duas ou mais trincas de valores seguidos, cada uma acompanhada de duas cartas extras, sejam quais forem (as asas), como 6 6 6 7 7 7 com 3, 9, J e K.
- **Bomba**: as quatro cartas de um mesmo valor, ou seja, do 3 ao K.

Nenhuma sequência (simples ou de pares) e nenhum avião passa do ás: o 2 fica sempre de fora, e por isso a sequência mais longa vai do 3 ao ás. Trinca com duas e avião são comparados só pelas trincas; as cartas extras não entram na conta.

Não vale: trinca sem cartas extras ou com uma só, nem avião com asas faltando (a não ser com as últimas cartas da sua mão, quando continuam contando como trinca com duas ou como avião); quatro cartas iguais com qualquer coisa junto; três ases como bomba.`,
  "help.rules.turns": `## A vez de cada um
A vez passa de você para Anna, de Anna para Ben e volta para você. Quem abre uma rodada pode baixar qualquer combinação válida, mas não pode passar.

Depois disso, cada jogador supera o que está na mesa ou passa. Superar é jogar o mesmo tipo, com a mesma quantidade de cartas e valor mais alto. Uma bomba vence qualquer coisa que não seja bomba, e contra uma bomba só uma bomba maior resolve.

**Se pode superar, é obrigado.** Enquanto houver na sua mão algo que vença a mesa, mesmo que seja uma bomba, passar não vale; você só passa quando nada serve.

Depois de dois passes seguidos, a rodada acaba: a mesa é limpa e quem jogou por último abre a próxima. A mão termina na hora em que alguém joga a última carta, ou seja, bate, e essa pessoa vence a mão.`,
  "help.rules.last_card": `## Última carta
Quem fica com uma carta só está na **última carta**: enquanto isso durar, o lugar dele mostra um aviso.

Quando o jogador depois de você está na última carta, toda carta solta que você jogar, abrindo ou respondendo, precisa ser a maior que você tiver. A restrição vale só para cartas soltas; pares, sequências, bombas e o resto ficam livres.

Exemplo: Ben põe um 9 na mesa. Na sua mão há um 10, um rei e o 2♠; Anna, que joga logo depois de você, está com uma carta só. Como você consegue superar, tem de jogar, e a carta solta precisa ser a sua maior: sobra apenas o 2♠.`,
  "help.rules.presets": `## As duas variantes de regras
| | Padrão | Da casa |
| Primeira mão da partida | quem tem o 3♠ abre, com a jogada que quiser | quem tem o 3♠ abre, e a jogada precisa incluir o 3♠ |
| Mãos seguintes | quem tem o 3♠ abre | quem venceu a mão anterior abre |
| Quatro cartas de um valor | só saem juntas, como bomba | também podem ser separadas em outras jogadas |
| Quando uma bomba pontua | só se ninguém a superar: ela fecha a rodada, ou o jogador bate com ela | na hora, aconteça o que acontecer depois |

Todo o resto é igual nas duas.`,
  "help.rules.match": `## Partidas
Uma partida tem 1, 5 ou 10 mãos, e os pontos vão se somando de uma mão para a outra. No fim da última mão, vence quem tiver mais pontos; se mais de um dividir o primeiro lugar, todos eles vencem. Não existe desfazer jogada: seria um jeito de descobrir como os outros respondem.`,
  "help.scoring.rules": `## Como se pontua uma mão
Os pontos só trocam de dono: os três resultados de uma mão sempre somam zero, não há limite e os totais podem ficar negativos.

- **Cartas restantes**: o vencedor recebe de cada perdedor 1 ponto para cada carta que ficou na mão dele (até uma única carta custa 1).
- **Trancado**: quem perde sem ter conseguido jogar carta nenhuma durante a mão inteira paga o dobro, então 16 cartas viram 32 pontos.
- **Bombas**: cada bomba que pontua vale 10 pontos pagos por cada adversário: +20 para quem a jogou e −10 para cada um dos dois adversários. Nas regras padrão, ela só pontua se ninguém a superar (fecha a rodada, ou o jogador bate com ela); nas regras da casa, pontua assim que é jogada.`,
  "help.scoring.example": `## Um exemplo com números (regras padrão)
Anna bate. Você ainda tem 5 cartas e, antes, nessa mesma mão, jogou uma bomba de oitos que ninguém conseguiu superar. Ben não conseguiu jogar nenhuma carta: continua com as 16 e, portanto, fica trancado.

| | Você | Anna | Ben |
| Cartas restantes | −5 | +37 (5 + 32) | −32 (16 × 2) |
| Bomba | +20 | −10 | −10 |
| Mão | **+15** | **+27** | **−42** |

Conferindo: 15 + 27 − 42 = 0. Se alguém tivesse superado a sua bomba com uma maior, nas regras padrão ela não teria rendido nada; nas regras da casa, teria pontuado do mesmo jeito.`,
  "help.tips": `## Dicas
- **Comece se livrando das cartas encalhadas.** Cartas soltas e baixas que não combinam com nada são as que mais custam a sair da mão. Quando for abrir, encaixe-as numa sequência, numa sequência de pares ou num avião, e segure as cartas altas para retomar a abertura.
- **Guarde cartas para retomar o controle.** O 2♠, um ás ou uma bomba devolvem a você a vez de abrir quando isso importa. Se gastar essas cartas cedo em jogadas baratas, depois não vai ter com que voltar.
- **Atenção ao aviso de última carta.** Assim que o jogador depois de você ficar com uma carta só, toda carta solta que você jogar terá de ser a sua maior. Antes que isso aconteça, arrume as cartas em pares e sequências, assim você não vai ter de entregar a sua melhor carta à força. E quando você mesmo estiver com duas ou três cartas, reserve uma que ninguém consiga superar.
- **A obrigação de superar vale para os dois lados.** Uma carta solta baixa aberta por um adversário pode arrancar os seus ases e o 2♠. Quando você abrir, prefira a jogada que menos faz falta caso seja superada.
- **Conte o 2 e os ases.** Existe um único 2 e há três ases. Se o contador mostrar que todos já foram jogados, talvez nenhuma carta solta supere o seu rei, ou até a sua dama.
- **Escolha a hora da bomba.** Uma bomba dá a você a vez de abrir e, quando pontua, 10 pontos de cada adversário. Nas regras padrão, uma bomba superada não rende nada; ela compensa mais quando tudo indica que nenhum adversário guarda uma bomba mais alta, ou quando você bate com ela. Lembre também que, nas regras padrão, quem tem uma bomba na mão nunca pode passar diante de uma jogada que não seja bomba.
- **Não fique trancado.** Terminar a mão sem ter jogado uma carta sequer custa o dobro. Se alguém está prestes a bater, uma única jogada sua já evita pagar em dobro.`,
  "help.controls": `## Na mesa
- **Selecione** as cartas clicando ou tocando nelas; as selecionadas sobem um pouco. **Jogar** coloca as cartas na mesa, e numa tela sensível ao toque basta também tocar na mesa.
- **Jogar** só fica ativo quando as regras permitem a seleção; caso contrário, a linha acima dos botões explica o motivo.
- **Dica** seleciona uma boa jogada para você; aperte de novo para ver outra. Quando só resta passar, ela avisa.
- **Passar** fica bloqueado enquanto você tiver uma jogada que supera a mesa e enquanto for você quem abre; a linha acima dos botões diz qual é o caso.
- O **contador de cartas** mostra, para cada valor, quantas cartas você ainda não viu: nem na sua mão, nem jogadas.
- O aviso de **última carta** fica num lugar enquanto aquele jogador tiver uma carta só. Quando é o jogador depois de você, uma nota lembra que as suas cartas soltas precisam ser as mais altas.
- O **histórico** lista cada jogada e cada passe da mão, rodada por rodada; quando a mão termina, o resultado mostra as cartas que sobraram com cada um.
- **Deslize** o dedo sobre as cartas (ou arraste o mouse) para escolher várias de uma vez; começando numa carta já escolhida, a seleção é desfeita.
- **Ver resultado**: o resultado de uma mão terminada pode ser fechado para ver a mesa; “Ver resultado” abre-o de novo, com “Próxima mão” ao lado.
- **Nova partida** e um link compartilhado perguntam antes de abandonar uma partida em andamento; Esc ou “Continuar jogando” a mantém.
- **Passar automaticamente quando não der para superar** (Configurações) passa a vez por você quando nada na sua mão supera a mesa, e avisa.

## Teclado
| Tecla | O que faz |
| 3 a 9, 0 ou T (dez), J, Q, K, A, 2 | seleciona mais uma carta desse valor; quando todas já estão selecionadas, a mesma tecla desfaz a seleção delas |
| Enter | joga as cartas selecionadas |
| P | passa |
| H | mostra uma dica; aperte de novo para a próxima |
| Esc | limpa a seleção |
| C | mostra ou esconde o contador de cartas |
| L | abre o histórico da mão |
| Tab, ← → | anda entre as cartas; a barra de espaço seleciona a carta em foco |`,
  "guide.hand.title": "Suas cartas",
  "guide.hand.text": "Toque nas cartas para escolhê-las, toque de novo para devolver uma, ou deslize o dedo por várias. Teclado: setas e espaço, ou uma tecla de valor como 7 ou K.",
  "guide.table.title": "A jogada a superar",
  "guide.table.text": "Aqui fica a última jogada da rodada e quem a fez. Supere com uma jogada maior do mesmo tipo e tamanho, ou com uma bomba. Quando está vazia, você abre.",
  "guide.controls.title": "Jogar, Passar, Dica",
  "guide.controls.text": "Jogar joga o que você escolheu (tocar na mesa também); Passar deixa a vez passar e fica bloqueado quando você precisa jogar; Dica escolhe uma boa jogada. O que fazer agora aparece aqui.",
  "guide.help.title": "Regras e dicas",
  "guide.help.text": "Todas as regras, a pontuação, dicas e controles, e este guia de novo. Quem primeiro joga todas as cartas vence a mão.",
};
