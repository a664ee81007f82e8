// Pao De Kuai's messages (简体中文): the keys of en.js beside this file.
// 简体中文 message catalogue: the same keys and {placeholders} as en.js; the long help
// texts keep en.js's small markup (## heading, - list item, | table row, **bold**).
export default {
  "seat.0": "你",
  "seat.1": "安娜",
  "seat.2": "本",
  "seat.cards.one": "{count}张",
  "seat.cards.other": "{count}张",
  "seat.points": "{points}分",
  "seat.passed": "不要",
  "seat.last_card": "报单！",
  "seat.label": "{name}：{cards}，{points}分",
  "seat.label_last": "{name}：报单，{points}分",
  "seat.turn_you": "轮到你",
  "seat.turn_bot": "思考中…",
  "announce.play": "{name}出了{kind}：{cards}。",
  "announce.pass": "{name}不要。",
  "announce.last_card": "{name}报单了。",
  "announce.last_card_you": "你报单了。",
  "announce.your_lead": "轮到你先出。",
  "announce.your_turn": "轮到你了。",
  "hand.label": "你的手牌",
  "lock.must_beat": "不能不要：你有压得过的牌，必须出。",
  "lock.leader_cannot_pass": "不能不要：这一轮由你先出，必须出牌。",
  "select.ok": "可以出：{kind}。",
  "rule.next_last_card": "{name}报单了：你出单张必须出最大的",
  "table.tap_to_play": "轻触桌面出牌",
  "table.label": "牌桌",
  "table.lead": "轮到{name}先出",
  "table.caption": "{name}出的{kind}",
  "button.play": "出牌",
  "button.pass": "不要",
  "button.hint": "提示",
  "autopass.done": "已自动替你不要：你手里没有牌能压过 {cards}。",
  "settings.autopass": "压不过时自动不要",
  "bomb.pending_you": "你的炸弹：如果没人压过，得 {gain} 分。",
  "select.wait": "请等轮到你：现在由{name}出牌。",
  "log.previous": "上一局（第{number}局）",
  "result.no_mark": "—",
  "result.bombs_note": "炸弹：本局因炸弹得失的分数（自己每个得分的炸弹 +20，别人每个得分的炸弹 −10）。",
  "bomb.pending": "{name}出了炸弹：如果没人压过，得 {gain} 分。",
  "bomb.scored": "炸弹！{name} {gain}；{others}各 {loss}。",
  "select.none": "请先选好要出的牌。",
  "announce.your_lead_3S": "轮到你先出。第一手牌必须包含黑桃3。",
  "status.your_turn_lead_3S": "轮到你先出：第一手牌必须包含黑桃3。",
  "status.your_turn_lead": "轮到你先出：任何牌型都可以。",
  "status.your_turn_follow": "轮到你：压过 {cards}，或者不要。",
  "status.your_turn_must_beat": "轮到你：必须压过 {cards}。",
  "status.your_turn_cannot_beat": "轮到你：你没有压得过 {cards} 的牌。",
  "status.bot_turn": "{name}正在思考…",
  "status.deal_over": "{name}出完了。",
  "status.deal_over_you": "你出完了！",
  "status.played": "{name}出了 {cards}。",
  "status.passed": "{name}不要。",
  "status.deal": "第{number}局 / 共{deals}局",
  "hint.play": "提示 {number}/{count}：{cards}。",
  "hint.pass": "提示：你没有压得过的牌，只能不要。",
  "reason.deal_over": "这一局已经结束了。",
  "reason.not_in_hand": "这张牌不在你手里。",
  "reason.leader_cannot_pass": "这一轮由你先出，先出的人不能不要：任何牌型都可以出。",
  "reason.must_beat": "有牌必压：你有压得过的牌，不能不要。",
  "reason.not_a_combination": "不成牌型：这些牌不属于七种牌型中的任何一种（单张、对子、连对、顺子、三带二、飞机、炸弹）。",
  "reason.needs_kickers": "三张要带两张，飞机的每个三张也要带两张翅膀；只有出手里最后的牌时才可以少带。",
  "reason.bomb_cannot_be_split": "炸弹不能拆：这个点数的四张都在你手里，只能作为炸弹一起出。",
  "reason.must_include_3S": "家庭规则：整场比赛的第一手牌必须包含黑桃3。",
  "reason.wrong_kind": "跟牌要用和桌面上相同的牌型、相同的张数，或者用炸弹。",
  "reason.too_low": "太小了：你出的牌必须比桌面上的大。",
  "reason.must_play_highest_single": "报单：你的下家只剩一张牌，出单张必须出你最大的。",
  "reason.unknown": "不能这样出牌。",
  "kind.single": "单张",
  "kind.pair": "对子",
  "kind.pair_run": "连对",
  "kind.straight": "顺子",
  "kind.triple_two": "三带二",
  "kind.airplane": "飞机",
  "kind.bomb": "炸弹",
  "result.title": "结果：第{number}局 / 共{deals}局",
  "result.title_match": "结果：比赛结束",
  "result.player": "玩家",
  "result.cards_left": "剩牌",
  "result.shut_out": "关门",
  "result.bombs": "炸弹",
  "result.deal_points": "单局",
  "result.total": "总分",
  "result.yes": "是",
  "result.no": "否",
  "result.winner_deal": "{name}率先出完了牌。",
  "result.winner_deal_you": "你率先出完了牌！",
  "result.winners": "获胜：{names}",
  "result.winners_you": "你赢得了比赛！",
  "result.tie": "并列获胜：{names}",
  "result.hands_left": "各家剩下的手牌",
  "result.standings": "当前排名",
  "result.final": "最终排名",
  "result.place": "名次",
  "result.place.1": "第1名",
  "result.place.2": "第2名",
  "result.place.3": "第3名",
  "result.by_deal": "每局得分",
  "result.deal_n": "第{number}局",
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
  "card.rank_name.J": "J",
  "card.rank_name.Q": "Q",
  "card.rank_name.K": "K",
  "card.rank_name.A": "A",
  "card.rank_name.2": "2",
  "card.suit.S": "♠",
  "card.suit.H": "♥",
  "card.suit.D": "♦",
  "card.suit.C": "♣",
  "card.suit_name.S": "黑桃",
  "card.suit_name.H": "红心",
  "card.suit_name.D": "方块",
  "card.suit_name.C": "梅花",
  "card.name": "{suit}{rank}",
  "card.pass": "不要",
  "counter.title": "记牌器",
  "counter.hint": "每个点数还没见到的牌数（既不在你手里，也还没出过）。",
  "counter.cell": "{rank}：还有{count}张没见到",
  "log.round": "这一轮",
  "log.round_empty": "新一轮",
  "log.open": "出牌记录",
  "log.title": "出牌记录",
  "log.round_n": "第{number}轮",
  "log.empty": "还没有人出牌。",
  "log.entry": "{name}：{cards}",
  "log.out": "{name}出完了。",
  "settings.preset": "规则",
  "settings.preset.standard": "标准",
  "settings.preset.standard.about": "每局由拿黑桃3的人先出；同点数四张一定是炸弹；炸弹没人压过才计分。",
  "settings.preset.home": "家庭",
  "settings.preset.home.about": "整场第一手要出黑桃3；上局赢家先出；炸弹可以拆，一打出就计分。",
  "settings.deals": "每场局数",
  "settings.deals.1": "1局",
  "settings.deals.5": "5局",
  "settings.deals.10": "10局",
  "settings.level": "电脑难度",
  "settings.level.easy": "简单",
  "settings.level.normal": "普通",
  "settings.level.hard": "困难",
  "settings.counter": "显示记牌器",
  "settings.sound": "播放音效",
  "table.sound": "音效",
  "settings.group": "手牌按牌型分组",
  "settings.coach": "教练：由“困难”电脑点评你的每一手（提示按“普通”的打法）",
  "coach.thinking": "教练：“困难”正在评估你这一手……",
  "coach.line": "教练：你这手 {play}——{verdict}",
  "coach.cost.one": "“困难”的选择每局多得 {count} 分。",
  "coach.cost.other": "“困难”的选择每局多得 {count} 分。",
  "coach.same": "“困难”也会这样出。",
  "coach.forced": "你只有这一种走法。",
  "coach.near": "和“困难”的选择一样好。",
  "coach.pass_name": "“不要”",
  "coach.values": "本局预期得分：你这手 {played}，“困难”的选择 {best}。",
  "coach.show": "看“困难”的选择",
  "coach.best": "“困难”会出 {cards}。",
  "coach.best_pass": "“困难”会选择不要。",
  "coach.summary.one": "教练：有 {count} 手损失超过 1 分。",
  "coach.summary.other": "教练：有 {count} 手损失超过 1 分。",
  "coach.summary_total": "评估了 {judged} 手，共损失 {loss} 分。",
  "coach.summary_good.one": "教练：你的 {count} 手牌损失都不超过 1 分。",
  "coach.summary_good.other": "教练：你的 {count} 手牌损失都不超过 1 分。",
  "coach.summary_none": "教练：这一局没有评估你的出牌。",
  "hand.group": "按牌型分组",
  "settings.next_match": "规则和局数从下一场比赛开始生效。",
  "settings.next_match_pending": "下一场：{preset}规则，{deals}。正在进行的比赛仍按原规则打完。",
  "settings.at_once": "难度和速度立即生效。",
  "stats.row": "{preset} · {level}",
  "help.tab.rules": "规则",
  "help.tab.scoring": "计分",
  "help.tab.tips": "技巧",
  "help.tab.controls": "操作",
  "help.rules.basics": `## 目标
三人各打各的，没有队友。谁先把手里的16张牌全部出完，谁就赢；另外两家手里还剩几张牌，就要按张数给赢家付分。

## 用牌
共48张：拿一副普通扑克，拿掉大小王，再拿掉红心、方块、梅花这三张2，以及黑桃A。这样整副牌只有一张2（黑桃2）和三张A，从3到K每个点数各有四张。每人发16张，牌正好发完，没有底牌，也不叫分。

点数从小到大依次是 3 4 5 6 7 8 9 10 J Q K A 2。花色没有大小之分，唯一的用处是找出黑桃3，决定谁先出。`,
  "help.rules.plays": `## 能出的牌型
- **单张**：任意一张牌。
- **对子**：点数相同的两张牌。
- **连对**：点数相连的两个或更多对子，比如 3 3 4 4 或 7 7 8 8 9 9。
- **顺子**：至少五张点数相连的牌，每个点数各一张，比如 5 6 7 8 9。
- **三带二**：三张点数相同的牌，再随便带两张；带的两张不必是对子。
- **飞机带翅膀**（简称飞机）：至少两组点数相连的三张，每组三张另配两张任意的牌当翅膀，比如 6 6 6 7 7 7 带 3、9、J、K。
- **炸弹**：同一点数的全部四张，所以只有3到K能组成炸弹。

所有连着的牌型都只能在3到A之间：2不参与任何连牌，所以最长的顺子是3到A。三带二和飞机只比三张部分的点数，带的牌大小不算。

不能出的牌：三张不带，或者三带一，以及翅膀不够的飞机（如果这正是你手里最后的牌，就可以出，仍然算三带二或飞机）；四张再带任何牌；三张A也不算炸弹。`,
  "help.rules.turns": `## 轮流出牌
出牌顺序是你、安娜、本，然后再轮回到你。每一轮第一个出牌的人（先出）可以出任何牌型，但不能不要。

后面的人要么压过桌面上的牌，要么不要。要压过，就得出同样的牌型、同样的张数，而且点数更大。炸弹能压过任何不是炸弹的牌，大炸弹压小炸弹。

**有牌必压。** 只要你手里有压得过桌面的牌（炸弹也算），就不能不要；只有一张都压不过时才可以不要。

其他两家都接连不要后，这一轮到此为止：牌桌清空，由最后出牌的人开始下一轮。有人打出手里最后一张牌，这一局马上结束，他就是这局的赢家。`,
  "help.rules.last_card": `## 报单
手里只剩一张牌时就是**报单**：只要还剩这一张，这个座位上会一直显示报单标记。

你的下家报单期间，你每次出单张，先出也好，跟牌也好，都只能出手里最大的单张。对子、连牌、炸弹等其他牌型不受这个限制。

举个例子：本出了一张9。你手里有10、K和黑桃2，而下一个出牌的安娜只剩一张牌。你压得过就必须压，单张又必须出最大的，所以你唯一能出的就是黑桃2。`,
  "help.rules.presets": `## 两套规则
| | 标准 | 家庭 |
| 每场第一局 | 拿黑桃3的人先出，牌型不限 | 拿黑桃3的人先出，而且这一手必须包含黑桃3 |
| 之后各局 | 拿黑桃3的人先出 | 上一局的赢家先出 |
| 同点数的四张 | 只能一起出，作为炸弹 | 也可以拆开，用在其他牌型里 |
| 炸弹何时计分 | 没人压过才算：这一轮以它收尾，或者出炸弹的人靠它出完 | 一打出就算，之后怎样都不影响 |

其余规则两套完全一样。`,
  "help.rules.match": `## 比赛
一场比赛打1局、5局或10局，分数逐局累加。最后一局结束后，总分最高的人获胜；几个人并列最高，就都算赢家。游戏不能悔牌：悔牌会让你看到其他人怎么应对。`,
  "help.scoring.rules": `## 每局计分
分数只在玩家之间转手：每局三人的得分加起来总是零，没有封顶，总分也可以是负数。

- **剩牌**：每个输家手里每剩一张牌，就付给赢家1分（只剩一张也要付1分）。
- **关门**：输家如果整局连一张牌都没出过，就付双倍，16张就是32分。
- **炸弹**：计分的炸弹从另外两人那里各收10分：出炸弹的人+20，其他两人各−10。按标准规则，炸弹要没被压过才计分（这一轮以它收尾，或者出炸弹的人靠它出完）；按家庭规则，炸弹一打出就计分。`,
  "help.scoring.example": `## 计分示例（标准规则）
安娜先出完了。你手里还剩5张，而且这局早些时候你打出过一手没人压得过的四个8炸弹。而本一张牌都没能出，16张全在手里，被关门了。

| | 你 | 安娜 | 本 |
| 剩牌 | −5 | +37 (5 + 32) | −32 (16 × 2) |
| 炸弹 | +20 | −10 | −10 |
| 单局 | **+15** | **+27** | **−42** |

核对一下：15 + 27 − 42 = 0。要是有人用更大的炸弹压过了你的炸弹，按标准规则你这个炸弹一分都拿不到；按家庭规则它照样计分。`,
  "help.tips": `## 技巧
- **先甩难出的牌。** 零散的小单张最难脱手。轮到你先出时，把它们塞进顺子、连对或飞机里一起打出去，大牌留着抢回出牌权。
- **手里留点控制。** 黑桃2、A或者炸弹，能让你在关键时刻拿回出牌权。早早把它们花在不值钱的牌上，后面就没有翻盘的本钱了。
- **盯紧报单标记。** 下家一旦只剩一张牌，你出的每个单张都必须是最大的。在那之前就把手牌理成对子和连牌，免得被迫交出最好的牌。自己只剩两三张时，要盘算着留一张没人压得过的牌。
- **有牌必压是把双刃剑。** 对手出一张小单张，就可能把你的A和黑桃2逼出来。轮到你先出时，先出那手被压了也最不心疼的牌。
- **记住2和A。** 整副牌只有一张2、三张A。记牌器显示它们都出完以后，你的K甚至Q可能就是场上最大的单张了。
- **掌握炸弹的时机。** 炸弹能抢回出牌权，计分时还能从每人那里各拿10分。标准规则下被压过的炸弹不得分，所以最好等你比较确定没人有更大的炸弹时再出，或者用它直接出完。还要记住：标准规则下，只要手里有炸弹，面对任何不是炸弹的牌你都不能不要。
- **别被关门。** 一张牌都没出过的人要付双倍。眼看有人要出完了，哪怕只出一手牌，也能免掉翻倍。`,
  "help.controls": `## 牌桌操作
- 点击或轻触牌就能**选牌**，选中的牌会抬起来。按**出牌**打出；在触屏上轻触桌面也能出牌。
- 只有选中的牌符合规则时，**出牌**才会亮起；不符合时，按钮上方那行字会说明原因。
- **提示**会帮你选好一手牌，再按一次换另一手。如果只能不要，它也会直接告诉你。
- 你有压得过桌面的牌时，或者轮到你先出时，**不要**会被锁住；按钮上方那行字会说明是哪种情况。
- **记牌器**按点数显示你还没见到的牌有几张：既不在你手里，也还没出过。
- 座位只剩一张牌时，会一直显示**报单**标记。如果报单的是你的下家，会有一行字提醒你单张必须出最大的。
- **出牌记录**按轮列出这局的每一手出牌和不要；一局结束时，结果里会显示每个人还剩的手牌。
- 在牌上**滑动**（或用鼠标拖过）可一次选中多张；从已选中的牌开始滑动则取消选择。
- **查看结果**：一局结束后的结果可以先关掉看牌桌，点“查看结果”再打开，旁边就是“下一局”。
- **新游戏**和别人分享的链接，在会放弃正在进行的比赛时都会先问你；按 Esc 或“继续玩”就保留它。
- 设置里的**压不过时自动不要**：你手里没有能压过桌面的牌时，替你不要，并会提示。

## 键盘
| 按键 | 作用 |
| 3到9、0或T（10）、J、Q、K、A、2 | 再选一张这个点数的牌；全部选中后再按同一个键，就全部取消 |
| Enter | 出选中的牌 |
| P | 不要 |
| H | 提示；再按一次看下一个 |
| Esc | 取消选择 |
| C | 显示或隐藏记牌器 |
| L | 打开出牌记录 |
| Tab、← → | 在牌之间移动；空格键选中当前聚焦的牌 |`,
  "guide.hand.title": "你的手牌",
  "guide.hand.text": "轻触牌即可选中，再点一次取消；也可以手指滑过多张一起选。键盘：方向键加空格，或直接按点数键，如 7、K。",
  "guide.table.title": "要压的牌",
  "guide.table.text": "这里是本轮最后出的牌和出牌的人。用同牌型、同张数且更大的牌压过它，或者用炸弹。这里空着时，由你首出。",
  "guide.controls.title": "出牌、不要、提示",
  "guide.controls.text": "“出牌”打出选中的牌（轻触桌面也可以）；“不要”放过这一手，必须出牌时会锁住；“提示”帮你选一手好牌。现在该做什么，写在这里。",
  "guide.help.title": "规则与技巧",
  "guide.help.text": "完整的规则、计分、技巧和操作说明都在这里，也可以再看一遍本导览。最先出完手牌的人赢得这一局。",
};
