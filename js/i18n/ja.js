// 日本語 message catalogue: the same keys and {placeholders} as en.js; the long help texts
// keep en.js's small markup (## heading, - list item, | table row, **bold**).
export default {
  "app.title": "パオダークァイ",
  "app.subtitle": "跑得快",

  "engine.stage.init": "起動しています…",
  "engine.stage.runtime": "カードエンジンを読み込んでいます…",
  "engine.stage.micropip": "インストーラーを読み込んでいます…",
  "engine.stage.package": "ルールをインストールしています…",
  "engine.stage.import": "卓を準備しています…",
  "engine.failed": "カードエンジンを起動できませんでした（{stage}）：{message}",
  "engine.error": "エラーが発生しました：{message}",
  "engine.error.Timeout": "カードエンジンが応答しません。ページを再読み込みすると、最後の手から続けられます。",
  "engine.error.EngineUnavailable": "カードエンジンが停止しました。ページを再読み込みすると、最後の手から続けられます。",

  "seat.0": "あなた",
  "seat.1": "アンナ",
  "seat.2": "ベン",
  "seat.cards.one": "{count}枚",
  "seat.cards.other": "{count}枚",
  "seat.points": "{points}点",
  "seat.passed": "パス",
  "seat.last_card": "残り1枚！",
  "seat.label": "{name}：{cards}、{points}点",
  "seat.label_last": "{name}：残り1枚、{points}点",
  "seat.turn_you": "あなたの番",
  "seat.turn_bot": "考え中…",

  "announce.play": "{name}が{kind}を出しました：{cards}。",
  "announce.pass": "{name}はパスしました。",
  "announce.last_card": "{name}が残り1枚になりました。",
  "announce.last_card_you": "あなたは残り1枚です。",
  "announce.your_lead": "あなたが親です。",
  "announce.your_turn": "あなたの番です。",

  "hand.label": "あなたの手札",

  "lock.must_beat": "パスできません：場の手に勝てる手を持っているので、出す必要があります。",
  "lock.leader_cannot_pass": "パスできません：このラウンドはあなたが親なので、出す必要があります。",
  "select.ok": "出せます：{kind}",
  "rule.next_last_card": "{name}が残り1枚：シングルは手札で最も強い札しか出せません",
  "table.tap_to_play": "場をタップして出す",

  "table.label": "場",
  "table.lead": "{name}が親",
  "table.caption": "{name}が出した{kind}",

  "button.play": "出す",
  "button.pass": "パス",
  "button.hint": "ヒント",
  "button.new_game": "新しいゲーム",
  "button.next_deal": "次の局",
  "autopass.done": "自動でパスしました：{cards} に勝てる手がありません。",
  "settings.autopass": "勝てる手がないときは自動でパス",
  "bomb.pending_you": "あなたの爆弾：誰にも返されなければ {gain} 点。",
  "select.wait": "あなたの番まで待ってください：今は{name}の番です。",
  "log.previous": "前の局（第{number}局）",
  "confirm.link_no": "今のゲームを続ける",
  "confirm.link_yes": "リンクのゲームを遊ぶ",
  "confirm.link": "このリンクを開くと新しいゲームが始まります。進行中のゲーム（第{number}局 / 全{deals}局）は失われます。",
  "confirm.keep": "このまま続ける",
  "confirm.new_game_yes": "新しいゲームを始める",
  "confirm.new_game": "新しいゲームを始めますか？進行中のゲームは失われます。",
  "result.close": "結果を閉じてテーブルを見る",
  "result.no_mark": "—",
  "result.bombs_note": "爆弾：この局で爆弾によって増減した点数（自分の得点になった爆弾1つにつき +20、他の人の爆弾1つにつき −10）。",
  "bomb.pending": "{name}の爆弾：誰にも返されなければ {gain} 点。",
  "bomb.scored": "爆弾！{name} {gain}、{others}はそれぞれ {loss}。",
  "select.none": "まず出したいカードを選んでください。",
  "announce.your_lead_3S": "あなたが親です。最初の手にはスペードの3を入れてください。",
  "status.your_turn_lead_3S": "あなたが親：最初の手にはスペードの3を入れてください。",
  "button.show_result": "結果を見る",

  "status.your_turn_lead": "あなたが親：どの役でも出せます。",
  "status.your_turn_follow": "あなたの番：{cards} に勝つ手を出すか、パスします。",
  "status.your_turn_must_beat": "あなたの番：{cards} に勝つ手を出してください。",
  "status.your_turn_cannot_beat": "あなたの番：{cards} に勝てる手がありません。",
  "status.bot_turn": "{name}が考えています…",
  "status.deal_over": "{name}が上がりました。",
  "status.deal_over_you": "あなたが上がりました！",
  "status.played": "{name}が {cards} を出しました。",
  "status.passed": "{name}はパス。",
  "status.deal": "第{number}局 / 全{deals}局",
  "hint.play": "ヒント {number}/{count}：{cards}",
  "hint.pass": "ヒント：勝てる手がないので、パスするしかありません。",

  "save.corrupt": "保存したゲームを復元できなかったため（{reason}）、新しいゲームを始めました。",
  "save.reason.json": "保存データの破損",
  "save.reason.shape": "保存データが不完全",
  "save.reason.version": "別のバージョンで保存されたデータ",
  "save.reason.engine": "エンジンで再現できないデータ",
  "save.unavailable": "このブラウザでは保存ができません。再読み込みするとゲームは失われます。",

  "update.ready": "ゲームの新しいバージョンが利用できます。",
  "update.reload": "再読み込み",
  "update.later": "あとで",

  "reason.deal_over": "この局はもう終わっています。",
  "reason.not_in_hand": "その札は手札にありません。",
  "reason.leader_cannot_pass": "このラウンドはあなたが親です。親はパスできないので、好きな役を出してください。",
  "reason.must_beat": "必出：場の手に勝てる手を持っているので、パスはできません。",
  "reason.not_a_combination": "役になっていません：7種類の役（シングル、ペア、連続ペア、ストレート、スリー＋2枚、飛行機、爆弾）のどれにも当てはまりません。",
  "reason.needs_kickers": "スリーには2枚、飛行機にはスリー1組ごとに翼を2枚付けます。減らせるのは手札の最後の札を出し切るときだけです。",
  "reason.bomb_cannot_be_split": "爆弾は崩せません：そのランクの4枚をすべて持っているので、4枚まとめて爆弾として出すことになります。",
  "reason.must_include_3S": "ハウスルール：ゲームの最初の手にはスペードの3を入れてください。",
  "reason.wrong_kind": "場と同じ役・同じ枚数で出すか、爆弾を出してください。",
  "reason.too_low": "弱すぎます：場の手より強い手でなければなりません。",
  "reason.must_play_highest_single": "残り1枚：次の人の手札が1枚なので、シングルは手札で最も強い札を出してください。",
  "reason.unknown": "その出し方はできません。",

  "kind.single": "シングル",
  "kind.pair": "ペア",
  "kind.pair_run": "連続ペア",
  "kind.straight": "ストレート",
  "kind.triple_two": "スリー＋2枚",
  "kind.airplane": "飛行機",
  "kind.bomb": "爆弾",

  "result.title": "結果：第{number}局 / 全{deals}局",
  "result.title_match": "結果：ゲーム終了",
  "result.player": "プレイヤー",
  "result.cards_left": "残り札",
  "result.shut_out": "完封",
  "result.bombs": "爆弾",
  "result.deal_points": "この局",
  "result.total": "合計",
  "result.yes": "はい",
  "result.no": "いいえ",
  "result.winner_deal": "{name}がこの局に勝ちました。",
  "result.winner_deal_you": "あなたがこの局に勝ちました！",
  "result.winners": "優勝：{names}",
  "result.winners_you": "あなたの優勝です！",
  "result.tie": "同点優勝：{names}",
  "result.hands_left": "残っていた手札",
  "result.standings": "現在の順位",
  "result.final": "最終順位",
  "result.place": "順位",
  "result.place.1": "1位",
  "result.place.2": "2位",
  "result.place.3": "3位",
  "result.by_deal": "局ごとの得点",
  "result.deal_n": "第{number}局",
  "result.show_log": "この局の記録",

  "card.rank.3": "3", "card.rank.4": "4", "card.rank.5": "5", "card.rank.6": "6",
  "card.rank.7": "7", "card.rank.8": "8", "card.rank.9": "9", "card.rank.T": "10",
  "card.rank.J": "J", "card.rank.Q": "Q", "card.rank.K": "K", "card.rank.A": "A", "card.rank.2": "2",
  "card.rank_name.3": "3", "card.rank_name.4": "4", "card.rank_name.5": "5",
  "card.rank_name.6": "6", "card.rank_name.7": "7", "card.rank_name.8": "8",
  "card.rank_name.9": "9", "card.rank_name.T": "10", "card.rank_name.J": "ジャック",
  "card.rank_name.Q": "クイーン", "card.rank_name.K": "キング", "card.rank_name.A": "エース", "card.rank_name.2": "2",
  "card.suit.S": "♠", "card.suit.H": "♥", "card.suit.D": "♦", "card.suit.C": "♣",
  "card.suit_name.S": "スペード", "card.suit_name.H": "ハート", "card.suit_name.D": "ダイヤ", "card.suit_name.C": "クラブ",
  "card.name": "{suit}の{rank}",
  "card.pass": "パス",

  "tools.label": "卓のメニュー",
  "tools.rules": "ルールとコツ",
  "tools.stats": "戦績",
  "tools.settings": "設定",
  "button.close": "閉じる",

  "counter.title": "カードカウンター",
  "counter.hint": "ランクごとの、まだ見ていない札の枚数（手札にもなく、まだ出てもいない札）。",
  "counter.cell": "{rank}：まだ見ていない札が{count}枚",

  "log.round": "このラウンド",
  "log.round_empty": "新しいラウンド",
  "log.open": "プレイ記録",
  "log.title": "プレイ記録",
  "log.round_n": "ラウンド{number}",
  "log.empty": "まだ誰も出していません。",
  "log.entry": "{name}：{cards}",
  "log.out": "{name}が上がりました。",

  "settings.title": "設定",
  "settings.preset": "ルール",
  "settings.preset.standard": "標準",
  "settings.preset.standard.about": "毎局スペードの3を持つ人が親。同じランクの4枚は必ず爆弾。爆弾は誰にも返されなければ得点。",
  "settings.preset.home": "ハウス",
  "settings.preset.home.about": "ゲームの最初の手にスペードの3を入れる。前の局の勝者が親。爆弾はばらしてもよく、出した時点で得点。",
  "settings.deals": "1ゲームの局数",
  "settings.deals.1": "1局",
  "settings.deals.5": "5局",
  "settings.deals.10": "10局",
  "settings.level": "コンピューターの強さ",
  "settings.level.easy": "やさしい",
  "settings.level.normal": "ふつう",
  "settings.level.hard": "むずかしい",
  "settings.speed": "コンピューターの速さ",
  "settings.speed.slow": "ゆっくり",
  "settings.speed.normal": "ふつう",
  "settings.speed.fast": "速い",
  "settings.speed.instant": "瞬時",
  "settings.lang": "言語",
  "settings.lang.about": "言語を選ぶとページが読み込み直されます。ゲームは中断したところから続きます。",
  "settings.counter": "カードカウンターを表示",
  "settings.next_match": "ルールと局数は次のゲームから適用されます。",
  "settings.next_match_pending": "次のゲーム：{preset}ルール、{deals}。進行中のゲームは今のルールのまま続きます。",
  "settings.at_once": "強さと速さはすぐに反映されます。",
  "settings.new_match": "今すぐ新しいゲームを始める",
  "settings.done": "完了",

  "stats.title": "戦績",
  "stats.empty": "まだ1局も遊んでいません。最初の局を終えると、ここに成績が表示されます。",
  "stats.note": "この端末にだけ保存されます。",
  "stats.row": "{preset} · {level}",
  "stats.all": "合計",
  "stats.deals": "局数",
  "stats.won": "勝った局",
  "stats.matches": "ゲーム数",
  "stats.matches_won": "勝ったゲーム",
  "stats.average": "1局平均",
  "stats.best": "最高の局",
  "stats.worst": "最低の局",
  "stats.none": "–",
  "stats.reset": "戦績をリセット",
  "stats.reset_confirm": "すべての戦績を消去しますか？元には戻せません。",
  "stats.reset_yes": "消去する",
  "stats.reset_no": "残す",

  "help.title": "ルールとコツ",
  "help.tabs": "トピック",
  "help.tab.rules": "ルール",
  "help.tab.scoring": "得点",
  "help.tab.tips": "コツ",
  "help.tab.controls": "操作",

  // The long texts keep the markup of en.js: blocks separated by blank lines, "## " a
  // heading, "- " a list item, "|" a table row (first row the header), **bold**.
  "help.rules.basics": `## 目的
チームはなく、3人全員が自分のためだけにプレイします。手札16枚をいちばん先に出し切った人が勝ち。残る2人は、手元に残った札1枚ごとに勝者へ点を払います。

## 使う札
48枚です。ジョーカーを除いた普通のトランプ1組から、さらにハート、ダイヤ、クラブの2とスペードのAを取り除きます。そのため2はスペードの2がただ1枚、Aは3枚で、3からKまではどのランクも4枚あります。1人に16枚ずつ配るとちょうど配り切り、ビッドもありません。

札の強さは、低いほうから 3 4 5 6 7 8 9 10 J Q K A 2 の順です。マークの違いで強弱は変わらず、誰が最初に出すかをスペードの3で決めるときにだけ意味を持ちます。`,

  "help.rules.plays": `## 出せる役
- **シングル**：好きな札を1枚。
- **ペア**：ランクのそろった2枚。
- **連続ペア**：ランクが隣り合うペアを2組以上つなげたもの。例：3 3 4 4、7 7 8 8 9 9。
- **ストレート**：ランクが隣り合う札を1枚ずつ、5枚以上つなげたもの。例：5 6 7 8 9。
- **スリー＋2枚**：ランクのそろった3枚に、好きな札を2枚添えたもの。添える2枚はペアでなくてもかまいません。
- **飛行機**：ランクが隣り合うスリーを2組以上つなげ、1組ごとに好きな札を2枚ずつ（翼）添えたもの。例：6 6 6 7 7 7 に 3・9・J・K。
- **爆弾**：あるランクの4枚全部。作れるのは3からKまでです。

並びを作る役（連続ペア・ストレート・飛行機）は3からAの間でしか作れず、2はどの並びにも入らないので、最長のストレートは3からA。また、スリー＋2枚や飛行機の強さはスリーのランクだけで決まり、添えた札が何であっても影響しません。

出せないもの：スリーだけ、スリーに1枚だけ添えたもの、翼の足りない飛行機（ただし手札の最後の札として出すときは例外で、その場合もスリー＋2枚や飛行機として扱います）。4枚に何かを添えたもの。Aの3枚を爆弾として出すこと。`,

  "help.rules.turns": `## 手番の流れ
順番はあなた、アンナ、ベン、そしてまたあなたへと回ります。ラウンドの最初に出す人（親）はどんな役でも出せますが、パスはできません。

続く人は、場に出ている手に勝つ手を出すか、パスするかです。勝つための条件は、役と枚数が同じで、ランクが上であることです。爆弾なら、爆弾でない手にはいつでも勝てます。爆弾に勝てるのは、それより高いランクの爆弾だけです。

**勝てるなら必ず出す（必出）。** 爆弾も含め、場の手を上回る手が手札にある限り、パスは選べません。パスが許されるのは、何を出しても勝てないときだけです。

自分以外の2人がそろってパスすると場が流れ、最後に出した人が親として次のラウンドを始めます。誰かの最後の1枚が出た瞬間に局は終了。出し切った人がその局の勝者です。`,

  "help.rules.last_card": `## 残り1枚
手札が1枚だけになったプレイヤーは**残り1枚**です。その状態が続くあいだ、席にマークが表示されます。

あなたの次の人が残り1枚のあいだ、あなたがシングルを出すときは、親のときも続けて出すときも、手札で最も強いシングルでなければなりません。この制限はシングルだけが対象で、ペアや並びの役、爆弾などは自由に出せます。

例：ベンが9を出し、次はあなたの番です。手札は10とKとスペードの2。あなたの後に出すアンナは、もう1枚しか持っていません。勝てる札がある以上パスはできず、しかもシングルは手札で一番強い札に限られるため、あなたに許される手はスペードの2のみです。`,

  "help.rules.presets": `## 2つのルール
| | 標準 | ハウス |
| ゲームの最初の局 | スペードの3を持つ人が親で、出す役は自由 | スペードの3を持つ人が親で、最初の手にスペードの3を入れる |
| 2局目以降 | スペードの3を持つ人が親 | 前の局の勝者が親 |
| 同じランクの4枚 | 4枚まとめて、爆弾としてのみ出せる | ばらしてほかの役に使ってもよい |
| 爆弾が得点になるとき | 誰にも返されなかったときだけ：その爆弾でラウンドが終わるか、それで上がったとき | 出した瞬間。その後どうなっても得点は残る |

それ以外はどちらも同じです。`,

  "help.rules.match": `## ゲーム
1ゲームは1局・5局・10局のどれかで、点数は局をまたいで積み上がっていきます。最後の局が終わった時点で点数がいちばん多い人の勝ちです。同点で並んだ場合は全員が勝者になります。やり直し（アンドゥ）はできません。ほかの人がどう応じるかが見えてしまうからです。`,

  "help.scoring.rules": `## 1局の精算
点数はプレイヤーの間を移動するだけです。1局の3人の結果を足すと必ず0になり、上限はなく、合計がマイナスになることもあります。

- **残り札**：負けた人はそれぞれ、手札に残った札1枚につき1点を勝者に払います（残りが1枚だけでも1点）。
- **完封**：その局で一度も札を出せずに負けた人は、倍額を払います。16枚なら32点です。
- **爆弾**：得点になる爆弾を出した人は、残る2人の各自から10点を受け取ります（出した人は+20、ほかの2人は−10ずつ）。標準ルールでは返されなかった爆弾だけが得点になり（その爆弾でラウンドが終わるか、それで上がった場合）、ハウスルールでは出した瞬間に得点になります。`,

  "help.scoring.example": `## 計算例（標準ルール）
アンナが上がりました。手元にはまだ5枚残っていて、この局の途中で8の爆弾を出し、それは誰にも返されませんでした。ベンは1枚も出せないまま16枚すべてを抱えていたので、完封です。

| | あなた | アンナ | ベン |
| 残り札 | −5 | +37 (5 + 32) | −32 (16 × 2) |
| 爆弾 | +20 | −10 | −10 |
| この局 | **+15** | **+27** | **−42** |

確認：15 + 27 − 42 = 0。もし誰かがもっと強い爆弾であなたの爆弾を返していたら、標準ルールではその爆弾は0点でした。ハウスルールなら、それでも得点になっています。`,

  "help.tips": `## コツ
- **孤立した小さい札は早めに。** 組にならない低いシングルは、最後まで残りがちです。親を取ったらストレート・連続ペア・飛行機に混ぜて出し切り、高い札は親を取り戻す場面のために温存しましょう。
- **切り札を残しておく。** スペードの2、A、爆弾があれば、ここぞという場面で親を取れます。序盤に安い場面で使い切ると、後で巻き返す手段がなくなります。
- **残り1枚のマークを見逃さない。** 次の人の手札が1枚になった瞬間から、あなたのシングルはすべて手札の最強札に限られます。その前にペアや並びの役を作っておけば、一番いい札を手放さずに済みます。自分の手札が2〜3枚になったら、誰も上回れない札を最後の1枚に残す段取りを。
- **必出は諸刃の剣。** 相手が小さなシングルを出すだけで、手元のAやスペードの2が引きずり出されることがあります。自分が親のときは、負けても惜しくない手で口火を切りましょう。
- **2とAの行方を追う。** 2はたった1枚、Aも3枚しかありません。カードカウンターでどれも出たと確認できれば、手元のK、場合によってはQでさえ、残った中で一番強いシングルになります。
- **爆弾は出しどきが肝心。** 爆弾は親を奪い、得点になれば1人あたり10点を取れます。標準ルールでは返された爆弾は0点なので、より強い爆弾はもう残っていないとほぼ確信できるとき、またはそれで上がれるときに使うのが得策です。なお標準ルールでは、爆弾を持っている限り、爆弾以外の手に対してパスすることは決してできません。
- **完封を避ける。** 1枚も出せなかった人は倍払いです。誰かが上がりそうなら、1手でも出しておけば倍額を免れます。`,

  "help.controls": `## 卓での操作
- 札をクリックまたはタップすると**選択**され、少し持ち上がります。**出す**で場に出します。タッチ画面では場をタップしても出せます。
- **出す**は、選んだ札がルール上出せるときだけ押せるようになります。出せないときは、ボタンの上の行に理由が表示されます。
- **ヒント**はよさそうな手を選んでくれます。もう一度押すと別の手になります。パスしかできないときは、そう教えてくれます。
- 場の手に勝てる手を持っているときと、親のときは、**パス**がロックされます。どちらの理由かはボタンの上の行に表示されます。
- **カードカウンター**は、ランクごとにまだ見ていない札の枚数を表示します。手札にもなく、まだ出てもいない札のことです。
- 手札が1枚の席には**残り1枚**のマークが出続けます。それがあなたの次の人なら、シングルは最も強い札しか出せないことを知らせる表示が出ます。
- **プレイ記録**には、その局のすべての出した手とパスがラウンドごとに並びます。局が終わると、結果画面で全員の残っていた手札を確認できます。

## キーボード
| キー | 動作 |
| 3〜9、0 または T（10）、J、Q、K、A、2 | そのランクの札をもう1枚選ぶ。全部選んだ後に同じキーを押すと選択を解除 |
| Enter | 選んだ札を出す |
| P | パス |
| H | ヒント。もう一度押すと次のヒント |
| Esc | 選択を解除 |
| C | カードカウンターの表示／非表示 |
| L | プレイ記録を開く |
| Tab、← → | 札の間を移動。スペースキーでフォーカス中の札を選ぶ |`,
};
