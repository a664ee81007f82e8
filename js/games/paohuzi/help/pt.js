// "Regras e dicas" do Paohuzi (português): as chaves de PHZ_HELP_KEYS.md, que js/games/paohuzi/
// incorpora ao catálogo do jogo. Marcação como explica js/games/paodekuai/i18n/en.js: "## " título,
// "- " item de lista, "|" linha de tabela (a primeira é o cabeçalho), **negrito**, linha em branco
// entre blocos; {card x2} (um código de carta do motor) aparece como a face dessa carta. Todas as regras
// e números seguem a especificação do Paohuzi.
export default {
  "help.tab.rules": "Regras",
  "help.tab.scoring": "Pontuação",
  "help.tab.tips": "Dicas",
  "help.tab.controls": "Controles",
  "help.rules.cards": `## As cartas
O jogo usa 80 cartas: dois naipes de dez valores, com quatro cópias de cada carta. Os caracteres pequenos (小字) são os numerais do dia a dia, de 一 a 十; os caracteres grandes (大字) são os numerais formais, de 壹 a 拾, aqueles escritos em cheques e recibos. Um valor é só um número: nenhuma carta vence outra, o que conta são as combinações que elas formam.

| Valor | Pequeno (小字) | Grande (大字) |
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

- **Cartas vermelhas**: 二 七 十 e 贰 柒 拾 são impressas em vermelho, 24 cartas vermelhas ao todo; as outras são pretas. Quantas cartas vermelhas uma mão vencedora tem muda a sua pontuação.
- **Cartas iguais** quer dizer mesmo naipe e mesmo valor: 五 e 伍 são os dois um cinco, mas não são iguais.
- Neste site cada carta traz o seu caractere nas duas pontas, e as cartas de caracteres grandes têm uma marca a mais, para você distinguir 壹 de 一 e 拾 de 十 num relance.`,
  "help.rules.sets": `## Combinações e 胡息
Você vence quando todas as suas cartas ficam arrumadas em combinações. Vencer se diz **胡** (hu), e cada combinação vale **胡息** (huxi, "pontos de vitória"): uma mão vencedora precisa de pelo menos 15. A mesma combinação vale mais em caracteres grandes do que em pequenos. A tabela mostra os 胡息 de cada combinação em caracteres pequenos e grandes.

| Combinação | Cartas | Pequeno | Grande | Os outros veem |
| **碰** peng | o seu par + uma carta que outro jogador comprou ou descartou | 1 | 3 | tudo para cima |
| **偎** wei | o seu par + uma carta que você mesmo comprou | 3 | 6 | tudo para baixo |
| **臭偎** chou wei | um 偎 com uma carta que era 臭 para você | 3 | 6 | uma para cima, duas para baixo |
| **坎** kan | três cartas iguais que vieram na sua distribuição | 3 | 6 | nada (na sua mão) |
| **跑** pao | quatro iguais, a quarta vinda de outro jogador ou sobre o seu 碰 | 6 | 9 | tudo para cima |
| **提** ti | quatro iguais: distribuídas, ou a sua própria compra sobre o seu 坎 ou 偎 | 9 | 12 | uma para cima, três para baixo |
| **一二三** ou 壹贰叁 | um, dois e três do mesmo naipe | 3 | 6 | para cima se baixada |
| **二七十** ou 贰柒拾 | dois, sete e dez do mesmo naipe | 3 | 6 | para cima se baixada |
| **顺子** outras sequências | três valores seguidos do mesmo naipe: 四五六 | 0 | 0 | para cima se baixada |
| **绞** mista | um valor nos dois tamanhos: 八八捌 ou 八捌捌 | 0 | 0 | para cima se baixada |
| **将** par | duas iguais, só numa mão com um 跑 ou um 提 | 0 | 0 | nada (na sua mão) |

- As sequências não dão a volta (九 十 一 não vale) nem misturam naipes; o 二七十 também precisa ser todo pequeno ou todo grande. Neste jogo 一五十 não é uma combinação.
- Combinações de três cartas que não são iguais (sequências, 一二三, 二七十, mistas) chegam à mesa com **吃** (chi), explicado em "Pegar cartas"; na mão elas valem o mesmo.
- Um **坎** nunca se separa: as suas três cartas não entram em outra combinação, não servem para 吃 e não podem ser descartadas.
- **臭** (chou, "estragada") é uma carta que você não pode mais pegar; ela tem uma seção própria mais abaixo.`,
  "help.rules.deal": `## A distribuição
- Jogam três. O carteador (庄家) recebe 21 cartas, os outros dois 20 cada um, e as últimas 19 cartas formam o monte, virado para baixo.
- A 21ª carta do carteador é a **亮张** (liangzhang): ela é mostrada a todos antes de entrar na mão dele.
- A carta de baixo do monte é virada para cima e fica ali: será a última a ser comprada (海底, "fundo do mar"). Se for vermelha, ela vai virada para baixo para o topo do monte e a nova carta de baixo é virada, até aparecer uma preta. Todos viram essas cartas vermelhas, então todos sabem que elas são as próximas a sair, e em que ordem.
- Antes do primeiro lance, quem tiver quatro cartas iguais precisa baixá-las como 提. Depois o carteador faz o primeiro descarte, a não ser que tenha dois 提: aí quem começa, comprando, é o jogador à direita dele.

## Quem dá as cartas
- O primeiro carteador é sorteado. Se quem vence uma mão não é o carteador, é ele quem dá a próxima.
- Se o carteador vence, ou ninguém vence, o carteador dá de novo, mas ninguém dá mais de três mãos seguidas: depois da terceira, a vez passa para o jogador à direita dele.

## Quatro na mesa
- Com quatro jogadores, quem está sentado em frente ao carteador fica de fora da mão: não recebe cartas, não paga e não ganha nada. Esse lugar gira junto com o carteador; quando é o seu, você assiste à mão.`,
  "help.rules.turn": `## A vez de jogar
O jogo corre no sentido anti-horário: depois de você vem o jogador à sua direita (下家).

- Na sua vez, você vira a carta do topo do monte para todos verem. Essa **carta comprada** é oferecida à mesa inteira: você ou outro jogador talvez possa, ou até precise, ficar com ela (veja "Pegar cartas").
- Se ninguém pegar, ela vai virada para cima para a sua fileira de descartes e chega a vez do jogador à sua direita. Nesse caso você não descarta.
- Sempre que você pega uma carta (碰, 吃, 偎, 臭偎, 跑 ou 提), em seguida **descarta** uma carta da mão. O seu descarte também é oferecido; se ninguém pegar, o jogador à sua direita compra.
- **Exceção**: depois de um 跑 ou 提 que lhe dá o seu segundo grupo de quatro (ou o terceiro) não há descarte; o jogador à sua direita simplesmente compra. Pelo mesmo motivo, um carteador que recebeu dois 提 não abre com um descarte.
- A regra por trás disso: entre uma vez e outra você tem 20 cartas somando mão e mesa, mais uma para cada grupo de quatro depois do primeiro.
- Quem pega uma carta com 碰 ou 跑 continua o jogo dali: os jogadores no meio perdem a vez.`,
  "help.rules.claims": `## Pegar cartas
Alguns lances são obrigatórios, e o jogo faz por você:

- **提**: você compra a quarta carta do seu 坎, 偎 ou 臭偎.
- **偎**: você compra uma carta da qual tem um par (um 臭偎 se essa carta for 臭 para você).
- **跑**: você tem um 坎, ou um 偎 ou 臭偎, e outro jogador compra ou descarta a quarta carta; ou você tem um 碰 e qualquer um, você incluído, compra a quarta. Se essa quarta carta for descartada, com o seu 碰 ela não faz 跑: fica onde está.

Os outros você escolhe, na barra:

- **胡**: vencer com uma carta comprada, sua ou de outro jogador (veja "Vencer").
- **碰**: você tem exatamente duas de uma carta que outro jogador compra ou descarta. Nunca com a sua própria compra: isso é um 偎 obrigatório.
- **吃**: com a carta e duas da sua mão você forma uma combinação que não seja de três iguais. Você pode fazer 吃 com a sua própria carta comprada ou com uma carta descartada pelo jogador à sua esquerda (o seu 上家), mas não com uma que ele comprou e deixou (a não ser que as configurações permitam).

## Quem vem primeiro
| Carta oferecida | Ordem dos pedidos |
| carta comprada | o 提 ou 偎 obrigatório de quem comprou; depois 胡: quem comprou, o da direita dele, o terceiro; depois um 跑 obrigatório; depois 碰; depois o 吃 de quem comprou |
| carta descartada | um 跑 obrigatório; depois 碰; depois o 吃 do jogador à direita de quem descartou |

- Uma carta que vai para um 提 ou 偎 obrigatório some: mais ninguém pode vencer com ela nem pegá-la; só se verifica se a nova mão de quem comprou vence.
- 碰 e 跑 vêm antes de 吃. Se você pode fazer 碰 e 吃 com a mesma carta, escolhe um dos dois.
- Se você precisa fazer 跑 com uma carta comprada, não pode vencer usando-a de outro jeito; mesmo assim vence se a sua mão ficar completa depois do 跑. O 胡 de outro jogador com essa carta vem antes do seu 跑.

## 比: pegar uma carta que você já tem
Quando você faz 吃 com uma carta e ainda sobram na sua mão cópias iguais dela, cada uma precisa ser baixada no mesmo lance, cada uma em mais uma combinação feita só com cartas da sua mão. Isso se chama **比** (bi). Se não der, você não pode fazer 吃 com essa carta. Só contam as cópias iguais: pegando um 七, você pode manter um 柒 na mão.

Exemplo: você tem 一 二 三 四 五 e o jogador à sua esquerda descarta um 三. Você pode pegá-lo com 四 五, mas o seu próprio 三 também precisa descer, então 一 二 三 desce junto: duas combinações num lance só. Pegá-lo como 二 三 四 não é permitido, porque o seu 三 ficaria com 一 e 五. Com 一 二 三 三 na mão você não consegue fazer 吃 com um 三 (os seus dois 三 não acham combinação os dois), mas pode fazer 碰.`,
  "help.rules.chou": `## 臭: cartas que você não pode mais pegar
Uma carta fica **臭** (chou, "estragada") para você, pelo resto da mão, quando:

- você podia fazer 碰 com ela e deixou passar;
- você podia fazer 吃 com ela e deixou passar (comprar em vez de pegar o descarte do vizinho da esquerda conta como deixar passar);
- ela sai da sua vez como descarte seu, seja porque você a jogou da mão, seja porque era a sua própria carta comprada e ninguém pegou.

A partir daí você não pode fazer 碰 nem 吃 com nenhuma cópia dessa carta: se comprar uma, ela vai direto para a sua fileira de descartes. Uma carta 臭 ainda permite:

- **胡**: com ela você sempre pode vencer;
- os lances obrigatórios: se você a comprar tendo um par dela, sai um 臭偎 (uma carta fica virada para cima, então todos veem), e 跑 e 提 continuam obrigatórios.

Uma chance que você nunca teve, porque o 胡, o 碰 ou o 跑 de outro jogador veio antes, não deixa uma carta 臭. A mesa mostra as suas cartas 臭.`,
  "help.rules.winning": `## Vencer: 胡
- Só pode vencer uma carta comprada do monte, não importa quem a comprou; um descarte, nunca. Bem no começo, a 亮张 também pode vencer (veja 天胡).
- **Uma mão completa**: com a carta vencedora, todas as suas cartas, mesa e mão juntas, formam exatamente sete grupos. Sem grupo de quatro, são sete grupos de três, 21 cartas. Com um ou mais 跑 ou 提, são esses grupos de quatro, grupos de três para o resto e exatamente um par (将). Uma carta sozinha esperando o seu par também pode vencer.
- É preciso ter **pelo menos 15 胡息** (ou o mínimo escolhido nas configurações).
- A combinação que a carta vencedora completa conta como se estivesse na mesa: três iguais com a sua própria compra contam como 偎, com a compra de outro como 碰; uma quarta carta conta como 提 se você a comprou sobre o seu 坎 ou 偎, senão como 跑.
- Os lances obrigatórios vêm primeiro. Digamos que você tenha 二 贰 贰, 二 三 四 e 一 三: um 二 comprado por outro jogador completa 一 二 三 e vence, mas um 二 que você mesmo compra precisa formar um 偎 com os seus dois 二, e a mão se desfaz.
- Você pode vencer com uma carta que seja 臭 para você ou que você tenha descartado antes.
- Se vários podem vencer com a mesma carta, pergunta-se primeiro a quem comprou, depois ao jogador à direita dele e depois ao terceiro. Nunca há mais de um vencedor.
- Recusar um 胡 não custa nada: você continua jogando e ainda pode fazer 碰 ou 吃 com essa carta. (Nas configurações dá para tornar o 胡 obrigatório.)

## 天胡: vencer com a distribuição
- **三提五坎**: quem recebe três 提 ou cinco 坎 vence na hora, sem precisar de mão completa; como 胡息 contam só esses 提 e 坎.
- As 21 cartas distribuídas ao carteador já formam uma mão completa de 15 胡息 ou mais.
- As 20 cartas de outro jogador mais a 亮张 do carteador formam uma.

## 海底
A carta de baixo do monte, virada para cima, é a última a ser comprada. Vencer com ela dá o item **海底胡** da tabela de 番.`,
  "help.rules.end": `## Como uma mão termina
- A mão termina assim que alguém vence. Se a última carta do monte é comprada e ninguém vence com ela, a mão é um **流局** (liuju, mão empatada): ninguém paga e o carteador continua (dentro do limite de três mãos seguidas). Nessa última carta não se oferecem 碰 nem 吃: não sobra carta nenhuma para vencer.

## 相公: a mão morta
- De vez em quando, um 偎, 臭偎, 提 ou 跑 obrigatório deixa um jogador que não vence e precisa descartar sem nada na mão além de cartas de 坎, ou sem nada. Esse jogador vira **相公** (xianggong): ele pula o descarte, o jogo segue, e pelo resto da mão ele não pode mais fazer 胡, 碰 nem 吃; os seus 跑 e 提 obrigatórios continuam acontecendo, sem descarte.
- Um 碰 ou 吃 que deixaria você nessa situação nunca é oferecido.

## Partidas
- Uma partida dura o número de mãos escolhido nas configurações, ou não tem fim, e os pontos de cada jogador se somam de uma mão para a outra.`,
  "help.scoring.di": `## O 底数 e o pagamento
- **底数** (di, a base): os 胡息 do vencedor menos 12, divididos por 3 e arredondados para baixo.
- **Compra própria** (自摸): se o vencedor comprou ele mesmo a carta vencedora, o 底数 ganha mais 1. Isso inclui vencer depois do seu próprio 偎, 提 ou 跑 obrigatório.
- **天胡**: o dobro dos 胡息, menos 12, dividido por 3 e arredondado para baixo; sem o extra da compra própria. Por exemplo, 21 胡息 dão 10.
- O 底数 nunca fica abaixo de 1 (isso só importa se as configurações baixarem o mínimo para menos de 15).

| 胡息 | 底数 | compra própria |
| 15–17 | 1 | 2 |
| 18–20 | 2 | 3 |
| 21–23 | 3 | 4 |
| 24–26 | 4 | 5 |
| 27–29 | 5 | 6 |
| 30–32 | 6 | 7 |

- **Pontuação** = 底数 × 番 (o multiplicador, veja as próximas tabelas). Cada um dos outros dois jogadores paga essa pontuação ao vencedor, que assim recebe o dobro. Não importa de quem era a carta. Numa mão com quatro, quem fica de fora não paga nada.`,
  "help.scoring.fan_seed": `## 番: a tabela padrão
Os itens são contados sobre todas as cartas do vencedor: combinações da mesa (as quatro cartas de um 跑 ou 提), mão, par e carta vencedora. Os que se cumprem **se somam**; uma mão que não cumpre nenhum vale 1 番. Dos cinco primeiros vale no máximo um, porque eles contam cartas vermelhas.

| Item | Quando | 番 |
| **红胡** hong hu | exatamente 4, 7, 11 ou 12 cartas vermelhas | 2 |
| **真点胡** zhen dian hu | exatamente 1 carta vermelha | 4 |
| **假点胡** jia dian hu | exatamente 10 cartas vermelhas | 3 |
| **红乌** hong wu | 13 cartas vermelhas ou mais | 4, mais 1 para cada carta vermelha acima de 13 |
| **乌胡** wu hu | nenhuma carta vermelha | 5 |
| **对对胡** dui dui hu | só grupos de cartas iguais (碰 偎 臭偎 坎 跑 提 e o par), sem sequência nem combinação mista | 5 |
| **大字胡** da zi hu | 18 caracteres grandes ou mais | 6, mais 1 para cada caractere grande acima de 18 |
| **小字胡** xiao zi hu | 16 caracteres pequenos ou mais | 8, mais 1 para cada caractere pequeno acima de 16 |
| **海底胡** hai di hu | vencer com a última carta do monte | 2 |

- Com 2, 3, 5, 6, 8 ou 9 cartas vermelhas, nenhum item de cartas vermelhas se aplica.`,
  "help.scoring.fan_wiki": `## 番: a outra tabela
As configurações oferecem uma segunda tabela de 番, a que a Wikipedia em chinês cita (a contagem "vermelho e preto" de Changde). Com ela **só conta o maior item que se cumpre**, nada se soma, e não existem 海底胡, 大字胡 nem 小字胡. Uma mão que não cumpre nenhum vale 1 番.

| Item | Quando | 番 |
| **红胡** hong hu | de 10 a 12 cartas vermelhas | 2 |
| **一点红** yi dian hong | exatamente 1 carta vermelha | 3 |
| **红乌** hong wu | 13 cartas vermelhas ou mais | 4 |
| **乌胡** wu hu | nenhuma carta vermelha | 5 |
| **对对胡** dui dui hu | só grupos de cartas iguais | 4 |
| **红对** hong dui | 红胡 e 对对胡 ao mesmo tempo | 6 |
| **乌对** wu dui | 乌胡 e 对对胡 ao mesmo tempo | 10 |
| **红乌对** hong wu dui | 红乌 e 对对胡 ao mesmo tempo | 8 |`,
  "help.scoring.example": `## Um exemplo passo a passo
Na mesa você tem um 碰 de 一 e um 偎 de 三. Na mão: quatro 坎 (四, 五, 陆, 捌) e um par de 九. Outro jogador vira um 九 do monte, e você pede 胡.

| Grupo | Cartas | 胡息 |
| 碰 na mesa | 一 一 一 | 1 |
| 偎 na mesa | 三 三 三 | 3 |
| 坎 | 四 四 四 | 3 |
| 坎 | 五 五 五 | 3 |
| 坎 | 陆 陆 陆 | 6 |
| 坎 | 捌 捌 捌 | 6 |
| 碰 feito pela carta vencedora | 九 九 + 九 | 1 |
| **Total** | sete grupos de três | **23** |

| Passo | Conta | Resultado |
| 胡息 | a soma acima | 23 |
| 底数 | 23 − 12 = 11, dividido por 3 e arredondado para baixo; não é compra própria | 3 |
| 番 | 乌胡 (nenhuma carta vermelha) 5 + 对对胡 (só grupos iguais) 5 | 10 |
| Cada perdedor paga | 3 × 10 | 30 |
| O vencedor recebe | duas vezes 30 | 60 |

- Se você mesmo tivesse comprado o 九, ele teria formado um 偎 obrigatório de 3 em vez de um 碰 de 1: 25 胡息, 底数 4 mais 1 pela compra própria = 5, 番 continua 10, então cada perdedor pagaria 50.
- Com a outra tabela de 番 esta mão é 乌对: 10 番, o mesmo pagamento.
- 小字胡 não se aplica: a mão tem 15 caracteres pequenos, um a menos que os 16 necessários.`,
  "help.tips": `## Dicas
- **Guarde bem os seus 坎.** Um 坎 vale 3 (6 em caracteres grandes) sem mostrar nada, e uma quarta carta comprada o transforma num 提 de 9 ou 12.
- **Monte as combinações que pontuam.** Entre as sequências, só 一二三 e 二七十 valem alguma coisa; uma sequência comum ou uma combinação mista soma 0. Os 15 胡息 costumam vir de 坎, 偎, 一二三 / 二七十 e grupos de quatro.
- **Faça as contas antes de pegar.** Um 吃 que forma uma sequência comum não soma 胡息, obriga você a descartar e mostra a sua mão. Confira se ainda dá para chegar a 15.
- **Um 碰 vale só 1.** Se você deixar passar, o seu par continua na mão, onde a sua própria compra o transformaria num 偎 de 3; a carta fica 臭 para você, mas essa compra forma de qualquer jeito um 臭偎 do mesmo valor. Por outro lado, um 碰 na mesa vira 跑 quando qualquer um compra a quarta carta.
- **Fique de olho no que você não viu.** O contador de cartas mostra quantas cópias de cada carta você ainda não viu. Se todas as que você espera já saíram, refaça a sua mão. As cartas vermelhas que foram para o topo do monte na distribuição são as próximas a serem compradas.
- **Leia as mesas dos outros.** Os 胡息 visíveis de cada lugar mostram o quanto ele está perto de 15; as suas combinações, que cartas ele vai pegar. Com um descarte ninguém vence, mas ele pode dar a alguém um 碰, um 跑 ou um 吃.
- **Cuidado com as armadilhas do 臭.** Os seus próprios descartes e os pedidos que você recusa ficam 臭: não jogue fora uma carta que você talvez queira pegar com 吃 mais tarde. E lembre que, se você comprar uma carta da qual tem um par, sai um 偎 obrigatório, que pode desmanchar uma mão que esperava justamente essa carta.
- **Controle a cor.** Exatamente 4, 7, 11 ou 12 cartas vermelhas dão 红胡 (2 番), e uma mão sem nenhuma carta vermelha dá 乌胡 (5 番): o número de vermelhas pode valer mais do que alguns 胡息 a mais.`,
  "help.controls": `## Na mesa
- **A sua mão** fica em colunas de até quatro cartas, arrumadas na distribuição: primeiro os 坎 (travados), depois pares, 二七十 e 一二三, sequências, combinações mistas, combinações pela metade e cartas soltas. Embaixo de cada coluna completa aparecem os seus 胡息.
- **Mover uma carta**: arraste-a para outra coluna, ou para o lado das colunas para abrir uma nova. **Arrumar** reorganiza a mão.
- **Descartar**: quando você precisar descartar, toque numa carta e aperte **Descartar**, ou arraste a carta para cima da linha da sua mão.
- **A barra** mostra 胡, 碰, 吃 e 过 (guo, passar) só quando você tem essa opção.
- **吃** abre um seletor com cada 吃 possível em colunas pequenas. Se o 比 exigir mais combinações, um segundo passo mostra as opções de 比 para a que você escolheu. Com uma única opção e sem 比, o 吃 acontece na hora. Uma opção que exige 比 traz **+ 比**.
- **Abrir mão da vitória?** Quando há um 胡 disponível e você escolhe 碰, 吃 ou 过, o jogo pergunta antes.
- **Os lances obrigatórios** (提, 偎, 臭偎, 跑) acontecem sozinhos: uma animação curta e uma linha no histórico mostram cada um.
- **Dica** mostra a escolha do jogador do computador no nível Normal. O motivo pode dizer quantas cartas faltam: quantas você ainda precisa comprar ou pegar para completar a mão.
- **Mão pronta** (听, ting): quando falta uma carta para a sua mão, a mesa mostra quais cartas a completariam e quantas de cada você ainda não viu. Dá para desligar nas configurações. As suas cartas 臭 também aparecem.
- O **contador de cartas** mostra, para cada uma das 20 cartas, quantas cópias você ainda não viu.
- Em volta da mesa: as combinações de cada lugar (o 偎 e o 提 dos outros virados para baixo), os seus 胡息 visíveis e a sua fileira de descartes; o monte com a contagem, a 亮张, a carta de baixo e toda carta que se sabe no topo (virada para cima no monte: é a próxima a ser comprada); a marca do carteador; de quem é a decisão; e a carta oferecida, com quem a comprou ou descartou. Numa combinação, a carta que ela pegou da mesa tem a face amarela e uma barra dourada à esquerda.
- O **histórico** conta a mão inteira em palavras. O **resultado** mostra os grupos do vencedor com os seus 胡息, com o par e a carta vencedora em destaque, e depois os 胡息, o 底数, cada item de 番, o total de 番 e os pontos de cada lugar; um 流局 ou um 相公 é explicado em palavras. Só então aparecem as mãos dos outros e o resto do monte. Em seguida vêm os totais da partida, o carteador de cada mão e **Próxima mão**.

## Teclado
| Tecla | O que faz |
| Tab, ← → ↑ ↓ | vai para as cartas da sua mão e anda entre elas (← → entre colunas, ↑ ↓ dentro de uma) |
| Barra de espaço | seleciona a carta em foco |
| Enter | descarta a carta selecionada |
| Shift + ← → | passa a carta em foco para a coluna ao lado (depois da última: uma coluna nova) |
| N | passa a carta em foco para uma coluna nova |
| H | mostra uma dica |
| C | mostra ou esconde o contador de cartas |
| L | abre o histórico da mão |
| Esc | limpa a seleção ou fecha o seletor |`,
};
