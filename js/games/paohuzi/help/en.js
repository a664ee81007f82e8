// Paohuzi's "Rules and tips" (English): the keys of PHZ_HELP_KEYS.md, merged into the game's
// catalogue namespace by js/games/paohuzi/. Markup as in js/games/paodekuai/i18n/en.js:
// "## " heading lines, "- " list lines, "|" table lines (first row the header), **bold**,
// blank lines between blocks; {card x2} (an engine card code) is drawn as that card's face. Every rule
// and number follows the Paohuzi spec.
export default {
  "help.tab.rules": "Rules",
  "help.tab.scoring": "Scoring",
  "help.tab.tips": "Tips",
  "help.tab.controls": "Controls",
  "help.rules.cards": `## The cards
Paohuzi is played with 80 long, narrow cards: two suits of ten ranks, four copies of each card. The small characters (小字) are the everyday numerals 一 to 十; the big characters (大字) are the formal numerals 壹 to 拾, the ones written on banknotes and cheques. A rank is just a number: no card beats another, what counts is which sets they make.

| Rank | Small (小字) | Big (大字) |
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

- **Red cards**: 二 七 十 and 贰 柒 拾 are printed in red, 24 red cards in all; the rest are black. How many red cards a winning hand holds changes its score.
- **Identical cards** means the same suit and the same rank: 五 and 伍 are both fives but not identical.
- On this site every card shows its character at both ends, and the big-character cards carry an extra mark, so you can tell 壹 from 一 and 拾 from 十 at a glance.`,
  "help.rules.sets": `## Sets and 胡息
You win by arranging all your cards into sets. Winning is called **胡** (hu), and each set is worth **胡息** (huxi, "win points"): a winning hand needs at least 15 of them. A set of big characters is worth more than the same set of small ones. The table gives each set's 胡息 in small and in big characters.

| Set | Cards | Small | Big | Others see |
| **碰** peng | your pair + a card another player drew or discarded | 1 | 3 | all face up |
| **偎** wei | your pair + a card you drew yourself | 3 | 6 | all face down |
| **臭偎** chou wei | a 偎 with a card that was 臭 for you | 3 | 6 | one up, two down |
| **坎** kan | three identical cards dealt to you | 3 | 6 | nothing (in your hand) |
| **跑** pao | four identical, the fourth from another player or onto your 碰 | 6 | 9 | all face up |
| **提** ti | four identical: dealt, or your own draw onto your 坎 or 偎 | 9 | 12 | one up, three down |
| **一二三** or 壹贰叁 | one, two, three of one suit | 3 | 6 | face up if laid out |
| **二七十** or 贰柒拾 | two, seven, ten of one suit | 3 | 6 | face up if laid out |
| **顺子** other runs | three ranks in a row, one suit: 四五六 | 0 | 0 | face up if laid out |
| **绞** mixed set | one rank in both sizes: 八八捌 or 八捌捌 | 0 | 0 | face up if laid out |
| **将** pair | two identical, only in a hand with a 跑 or 提 | 0 | 0 | nothing (in your hand) |

- Runs never wrap round (九 十 一 is no set) and never mix suits; 二七十 too must be all small or all big. 一五十 is not a set in this game.
- Sets of three cards that are not identical (runs, 一二三, 二七十, mixed sets) reach the table by **吃** (chi), described under claims; in your hand they count just the same.
- A **坎** can never be split: its three cards cannot go into another set, cannot be used for 吃 and cannot be discarded.
- **臭** (chou, "spoiled") marks a card you may no longer claim; it has its own section below.`,
  "help.rules.deal": `## The deal
- Three players take part. The dealer (庄家) receives 21 cards, the other two 20 each, and the last 19 cards form the face-down stock.
- The dealer's 21st card is the **亮张** (liangzhang): it is shown to everyone before it joins the dealer's hand.
- The bottom card of the stock is turned face up and stays there: it will be the last card drawn (海底, "sea bottom"). If it is red, it is moved face down onto the top of the stock and the new bottom card is turned up, until a black card shows. Everyone saw those red cards, so everyone knows they are the next cards to be drawn, in that order.
- Before the first move, every player who holds four identical cards must lay them out as a 提. Then the dealer makes the first discard, unless they have two 提: then the player on their right starts by drawing.

## Who deals
- The first dealer is chosen at random. A player other than the dealer who wins a deal becomes the next dealer.
- When the dealer wins, or nobody wins, the dealer deals again, but nobody deals more than three deals in a row: after the third, the deal passes to the player on the dealer's right.

## Four at the table
- With four players, the player sitting opposite the dealer sits the deal out: no cards, nothing to pay, nothing to win. That seat moves with the dealer; when it is yours, you watch the deal.`,
  "help.rules.turn": `## A turn
Play goes counter-clockwise: after you comes the player on your right, your 下家.

- On your turn you turn over the top card of the stock for everyone to see. This **drawn card** is offered to the whole table: you, or another player, may be able or even obliged to take it (see claims).
- If nobody takes it, it goes face up into your discard row and the player on your right takes their turn. You do not discard in that case.
- Whenever you take a card in (碰, 吃, 偎, 臭偎, 跑 or 提), you then **discard** a card from your hand. Your discard is offered in turn; if nobody takes it, the player on your right draws.
- **Exception**: a 跑 or 提 that gives you your second set of four (or a third) is not followed by a discard; the player on your right simply draws. For the same reason a dealer dealt two 提 does not open with a discard.
- The rule behind this: between turns you hold 20 cards in hand and sets together, plus one for each set of four after the first.
- A player who takes a card with 碰 or 跑 plays on from there: the players in between lose their turn.`,
  "help.rules.claims": `## Claims
Some moves are forced, and the game makes them for you:

- **提**: you draw the fourth card of your 坎, 偎 or 臭偎.
- **偎**: you draw a card of which you hold a pair (a 臭偎 if the card is 臭 for you).
- **跑**: you hold a 坎, or have a 偎 or 臭偎, and another player draws or discards the fourth card; or you have a 碰 and anyone, you included, draws the fourth card. A discard of that fourth card onto your 碰 is no 跑: it just stays where it is.

The others are your choice, on the bar:

- **胡**: win with a drawn card, yours or another player's (see winning).
- **碰**: you hold exactly two of a card that another player draws or discards. Never with your own draw: that one is a forced 偎.
- **吃**: you make a set that is not three identical cards from the card and two cards of your hand. You may 吃 your own drawn card, or a card discarded by the player on your left (your 上家), but not a card they drew and left (unless Settings allow it).

## Who comes first
| Card offered | Order of the claims |
| drawn card | the drawer's forced 提 or 偎; then 胡: the drawer, the player on their right, the third player; then a forced 跑; then 碰; then the drawer's 吃 |
| discarded card | a forced 跑; then 碰; then 吃 by the player on the discarder's right |

- A card taken by a forced 提 or 偎 is gone: nobody else can win with it or claim it; only the drawer's new hand is checked for a win.
- 碰 and 跑 beat 吃. If you can both 碰 and 吃 a card, you pick one.
- If you must 跑 a drawn card, you cannot win by using it another way; you may still win if your hand is complete after the 跑. Another player's 胡 on that card comes before your 跑.

## 比: taking a card you already hold
When you 吃 a card while identical copies of it remain in your hand, each of those copies must go down in the same move, each in one more set made only of cards from your hand. This is called **比** (bi). If it cannot be done, you cannot 吃 that card. Only identical copies count: when you take a 七, a 柒 in your hand may stay.

Example: you hold 一 二 三 四 五 and the player on your left discards a 三. You may take it with 四 五, but your own 三 must go too, so 一 二 三 goes down with it: two sets in one move. Taking it as 二 三 四 is not allowed, because your 三 would be left with 一 and 五. Holding 一 二 三 三, you cannot 吃 a 三 at all (your two 三 cannot both find a set), but you can 碰 it.`,
  "help.rules.chou": `## 臭: cards you can no longer claim
A card becomes **臭** (chou, "spoiled") for you, for the rest of the deal, when:

- you could 碰 it and let it go;
- you could 吃 it and let it go (drawing instead of taking your left neighbour's discard counts as letting it go);
- it leaves your turn as your discard, whether you threw it from your hand or it was your own drawn card that nobody took.

From then on you may not 碰 or 吃 any copy of that card: if you draw one yourself, it goes straight to your discard row. A 臭 card still allows:

- **胡**: you may always win with it;
- the forced moves: drawing it while you hold a pair makes a 臭偎 (one card stays face up, so everyone sees it), and 跑 and 提 stay compulsory.

A chance you never had, because another player's 胡, 碰 or 跑 came first, does not make a card 臭. The table lists your 臭 cards.`,
  "help.rules.winning": `## Winning: 胡
- Only a card drawn from the stock can win, whoever drew it; a discard never can. At the very start the 亮张 can win too (see 天胡).
- **A complete hand**: with the winning card, all your cards, table sets and hand together, form exactly seven groups. Without a set of four, that is seven sets of three, 21 cards. With one or more 跑 or 提, it is those sets of four, sets of three for the rest, and exactly one pair (将). A lone card waiting for its partner may win.
- It needs **at least 15 胡息** (or the minimum chosen in Settings).
- The set the winning card completes counts as it would on the table: three identical with your own draw count as 偎, with another player's draw as 碰; a fourth card counts as 提 if you drew it onto your 坎 or 偎, otherwise as 跑.
- Forced moves come first. Say you hold 二 贰 贰, 二 三 四 and 一 三: a 二 drawn by another player completes 一 二 三 and wins, but a 二 you draw yourself must form a 偎 with your two 二, and the hand falls apart.
- You may win with a card that is 臭 for you or that you discarded earlier.
- If several players could win on the same card, the drawer is asked first, then the player on their right, then the third. There is only ever one winner.
- Declining a 胡 costs nothing: you play on and may still 碰 or 吃 that card. (Settings can make 胡 compulsory.)

## 天胡: winning from the deal
- **三提五坎**: a player dealt three 提 or five 坎 wins at once, with no complete hand needed; only those 提 and 坎 count as 胡息.
- The dealer's 21 cards already form a complete hand of 15 胡息 or more.
- A non-dealer's 20 cards plus the dealer's 亮张 form one.

## 海底
The face-up bottom card of the stock is the last card drawn. Winning with it scores the **海底胡** item of the 番 table.`,
  "help.rules.end": `## How a deal ends
- A deal ends the moment someone wins. If the last card of the stock is drawn and nobody wins with it, the deal is a **流局** (liuju, a drawn deal): nobody pays, and the dealer stays (within the limit of three deals in a row). On that last card 碰 and 吃 are not offered: there is no card left to win with.

## 相公: the dead hand
- Now and then a forced 偎, 臭偎, 提 or 跑 leaves a player who is not winning and should discard with nothing in hand but 坎 cards, or nothing at all. That player becomes **相公** (xianggong): they skip the discard, play passes on, and for the rest of the deal they can no longer 胡, 碰 or 吃; their forced 跑 and 提 still happen, without a discard.
- A 碰 or 吃 that would leave you in that state is never offered.

## Matches
- A match runs for the number of deals chosen in Settings, or without end, and each player's points add up from deal to deal.`,
  "help.scoring.di": `## 底数 and the payment
- **底数** (di, the base): take the winner's 胡息, subtract 12, divide by 3 and round down.
- **Self-drawn** (自摸): if the winner drew the winning card themselves, 底数 gets 1 more. This includes a win that follows their own forced 偎, 提 or 跑.
- **天胡**: double the 胡息, subtract 12, divide by 3 and round down; no self-drawn bonus. For example 21 胡息 give 10.
- 底数 is never below 1 (this matters only when Settings lower the minimum under 15).

| 胡息 | 底数 | self-drawn |
| 15–17 | 1 | 2 |
| 18–20 | 2 | 3 |
| 21–23 | 3 | 4 |
| 24–26 | 4 | 5 |
| 27–29 | 5 | 6 |
| 30–32 | 6 | 7 |

- **Score** = 底数 × 番 (the multiplier, see the next tables). Each of the two other players pays the winner this score, so the winner gains twice it. Whose card it was makes no difference. In a four-player deal, the player sitting out pays nothing.`,
  "help.scoring.fan_seed": `## 番: the standard table
The items are counted over all the winner's cards: table sets (all four cards of a 跑 or 提), hand, pair and winning card. The items that fit **add up**; a hand that fits none has 1 番. At most one of the first five applies, since they count red cards.

| Item | When | 番 |
| **红胡** hong hu | exactly 4, 7, 11 or 12 red cards | 2 |
| **真点胡** zhen dian hu | exactly 1 red card | 4 |
| **假点胡** jia dian hu | exactly 10 red cards | 3 |
| **红乌** hong wu | 13 red cards or more | 4, plus 1 for each red card beyond 13 |
| **乌胡** wu hu | no red card at all | 5 |
| **对对胡** dui dui hu | only identical-card groups (碰 偎 臭偎 坎 跑 提 and the pair), no run, no mixed set | 5 |
| **大字胡** da zi hu | 18 big cards or more | 6, plus 1 for each big card beyond 18 |
| **小字胡** xiao zi hu | 16 small cards or more | 8, plus 1 for each small card beyond 16 |
| **海底胡** hai di hu | won with the last card of the stock | 2 |

- With 2, 3, 5, 6, 8 or 9 red cards, no red-card item applies.`,
  "help.scoring.fan_wiki": `## 番: the other table
Settings offer a second 番 table, the one quoted by the Chinese Wikipedia (the "red and black" style of Changde). With it **only the largest item that fits counts**, nothing adds up, and there is no 海底胡, 大字胡 or 小字胡. A hand that fits none has 1 番.

| Item | When | 番 |
| **红胡** hong hu | 10 to 12 red cards | 2 |
| **一点红** yi dian hong | exactly 1 red card | 3 |
| **红乌** hong wu | 13 red cards or more | 4 |
| **乌胡** wu hu | no red card at all | 5 |
| **对对胡** dui dui hu | only identical-card groups | 4 |
| **红对** hong dui | 红胡 and 对对胡 together | 6 |
| **乌对** wu dui | 乌胡 and 对对胡 together | 10 |
| **红乌对** hong wu dui | 红乌 and 对对胡 together | 8 |`,
  "help.scoring.example": `## A worked example
On the table you have a 碰 of 一 and a 偎 of 三. In your hand: four 坎 (四, 五, 陆, 捌) and a pair of 九. Another player turns up a 九 from the stock, and you call 胡.

| Group | Cards | 胡息 |
| 碰 on the table | 一 一 一 | 1 |
| 偎 on the table | 三 三 三 | 3 |
| 坎 | 四 四 四 | 3 |
| 坎 | 五 五 五 | 3 |
| 坎 | 陆 陆 陆 | 6 |
| 坎 | 捌 捌 捌 | 6 |
| 碰 made by the winning card | 九 九 + 九 | 1 |
| **Total** | seven groups of three | **23** |

| Step | How | Result |
| 胡息 | the sum above | 23 |
| 底数 | 23 − 12 = 11, divided by 3 and rounded down; not self-drawn | 3 |
| 番 | 乌胡 (no red card) 5 + 对对胡 (only identical groups) 5 | 10 |
| Each loser pays | 3 × 10 | 30 |
| The winner gains | twice 30 | 60 |

- Had you drawn the 九 yourself, it would have made a forced 偎 worth 3 instead of a 碰 worth 1: 25 胡息, 底数 4 plus 1 for the self-draw = 5, 番 still 10, so each loser would pay 50.
- With the other 番 table this hand is 乌对: 10 番, the same payment.
- 小字胡 does not apply: the hand holds 15 small cards, one short of 16.`,
  "help.tips": `## Tips
- **Treasure your 坎.** A 坎 is worth 3 (6 in big characters) without showing anything, and a drawn fourth card turns it into a 提 worth 9 or 12.
- **Build the sets that score.** Only 一二三 and 二七十 among the runs are worth anything; a plain run or a mixed set adds 0. Fifteen 胡息 usually come from 坎, 偎, 一二三 / 二七十 and sets of four.
- **Count before you claim.** A 吃 into a plain run gains no 胡息, costs you a discard and shows your hand. Check that the hand can still reach 15.
- **A 碰 is only worth 1.** Passing one leaves your pair in hand, where your own draw would make a 偎 worth 3; the card becomes 臭 for you, but that draw is still forced into a 臭偎 of the same value. On the other hand, a 碰 on the table turns into a 跑 when anyone draws the fourth card.
- **Watch what is unseen.** The card tracker shows how many of each card you have not seen. If every copy of the card you wait for is gone, rebuild your hand. Red cards moved to the top of the stock at the deal are the next cards drawn.
- **Read the other tables.** The visible 胡息 of each seat tells you how close it is to 15; its sets tell you which cards it will take. A discard can never win, but it can hand someone a 碰, a 跑 or a 吃.
- **Mind the 臭 traps.** Your own discards and the claims you decline become 臭: do not throw away a card you may want to 吃 later. And remember that a card you draw while holding a pair of it is forced into a 偎, which can break a hand that was waiting for that very card.
- **Steer the colour.** Exactly 4, 7, 11 or 12 red cards earn 红胡 (2 番), and a hand without any red card earns 乌胡 (5 番): the red count can be worth more than a few extra 胡息.`,
  "help.controls": `## At the table
- **Your hand** is laid out in columns of up to four cards, arranged at the deal: 坎 first (locked), then pairs, 二七十 and 一二三, runs, mixed sets, unfinished sets and loose cards. Under each complete column you see its 胡息.
- **Move a card**: drag it to another column, or beside the columns to start a new one. **Arrange** sorts the hand again.
- **Discard**: when you must discard, tap a card and press **Discard**, or drag the card above the line of your hand.
- **The bar** shows 胡, 碰, 吃 and 过 (guo, pass) only when you have that choice.
- **吃** opens a picker with every possible 吃 as small columns. If 比 requires more sets, a second step shows the 比 choices for the one you picked. With a single choice and no 比, 吃 acts at once. A choice that needs 比 shows **+ 比**.
- **Give up the win?** When 胡 is on offer and you choose 碰, 吃 or 过, the game asks you first.
- **Forced moves** (提, 偎, 臭偎, 跑) happen by themselves: a short animation and a line in the log show them.
- **Hint** shows the choice of the Normal computer player. Its reason may say you are some cards short: that is how many more cards you need to draw or take before your hand is complete.
- **Ready** (听, ting): when one card would complete your hand, the table shows which cards would do it and how many of each you have not seen. Settings can turn this off. Your 臭 cards are listed too.
- The **card tracker** shows, for each of the 20 cards, how many copies you have not seen.
- Around the table: every seat's sets (another seat's 偎 and 提 face down), its visible 胡息 and its discard row; the stock with its count, the 亮张, the bottom card and any card known to be on top of it (face up on the stock: it is drawn next); the dealer's mark; whose decision it is; and the card on offer, with who drew or discarded it. In a set, the card it took from the table has a yellow face and a gold bar at its left.
- The **deal log** tells the whole deal in words. The **result** shows the winner's groups with their 胡息, the pair and the winning card highlighted, then 胡息, 底数, each 番 item, the 番 total and every seat's points; a 流局 or a 相公 is explained in words. Only then are the other hands and the rest of the stock shown. The match totals, each deal's dealer and **Next deal** follow.

## Keyboard
| Key | What it does |
| Tab, ← → ↑ ↓ | move to and between the cards of your hand (← → between columns, ↑ ↓ within one) |
| Space | select the card in focus |
| Enter | discard the selected card |
| Shift + ← → | move the card in focus to the next column (past the last one: a new column) |
| N | move the card in focus to a new column |
| H | hint |
| C | show or hide the card tracker |
| L | open the deal log |
| Esc | clear the selection or close the picker |`,
};
