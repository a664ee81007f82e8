// Pao De Kuai's messages (English): seats, cards, plays, reasons, the result, the rules and
// tips. Looked up in their own namespace (js/games/paodekuai/strings.js), so another
// game may use the same keys.
export default {
  "seat.0": "You",
  "seat.1": "Anna",
  "seat.2": "Ben",
  "seat.cards.one": "{count} card",
  "seat.cards.other": "{count} cards",
  "seat.points": "{points} pts",
  "seat.passed": "Pass",
  "seat.last_card": "Last card!",
  "seat.label": "{name}: {cards}, {points} points",
  "seat.label_last": "{name}: last card, {points} points",
  "seat.turn_you": "Your turn",
  "seat.turn_bot": "Thinking…",
  "announce.play": "{name} played {kind}: {cards}.",
  "announce.pass": "{name} passed.",
  "announce.last_card": "{name} is on last card.",
  "announce.last_card_you": "You are on last card.",
  "announce.your_lead": "Your lead.",
  "announce.your_turn": "Your turn.",
  "hand.label": "Your hand",
  "lock.must_beat": "Pass locked: you hold a play that beats this one, so you must play.",
  "lock.leader_cannot_pass": "Pass locked: you lead this round, so you must play.",
  "select.ok": "Ready to play: {kind}.",
  "rule.next_last_card": "{name} is on last card: a single you play must be your highest",
  "table.tap_to_play": "Tap the table to play",
  "table.label": "Table",
  "table.lead": "{name} to lead",
  "table.caption": "{kind} · played by {name}",
  "button.play": "Play",
  "button.pass": "Pass",
  "button.hint": "Hint",
  "autopass.done": "Passed for you: nothing you hold beats {cards}.",
  "settings.autopass": "Pass automatically when you cannot beat",
  "bomb.pending_you": "Your bomb: it scores {gain} if nobody beats it.",
  "select.wait": "Wait for your turn: {name} is to move.",
  "log.previous": "Previous deal (deal {number})",
  "result.no_mark": "—",
  "result.bombs_note": "Bombs: points won or lost through bombs this deal (+20 for each scoring bomb of one's own, −10 for each of another player's).",
  "bomb.pending": "Bomb by {name}: it scores {gain} if nobody beats it.",
  "bomb.scored": "Bomb! {name} {gain}; {others} {loss} each.",
  "select.none": "Select the cards you want to play first.",
  "announce.your_lead_3S": "Your lead. Your first play must include the 3♠.",
  "status.your_turn_lead_3S": "Your lead: your first play must include the 3♠.",
  "status.your_turn_lead": "Your lead: play any combination.",
  "status.your_turn_follow": "Your turn: beat {cards} or pass.",
  "status.your_turn_must_beat": "Your turn: beat {cards}.",
  "status.your_turn_cannot_beat": "Your turn: nothing you hold beats {cards}.",
  "status.bot_turn": "{name} is thinking…",
  "status.deal_over": "{name} went out.",
  "status.deal_over_you": "You went out!",
  "status.played": "{name} played {cards}.",
  "status.passed": "{name} passed.",
  "status.deal": "Deal {number} of {deals}",
  "hint.play": "Hint {number} of {count}: {cards}.",
  "hint.pass": "Hint: nothing you hold beats it, so pass is your only move.",
  "reason.deal_over": "The deal is over.",
  "reason.not_in_hand": "That card is not in your hand.",
  "reason.leader_cannot_pass": "You lead this round, and the leader may not pass: play any combination.",
  "reason.must_beat": "Must beat: you hold a play that beats this one, so you may not pass.",
  "reason.not_a_combination": "Not a combination: the seven kinds are single, pair, pairs in a row, straight, three with two, airplane and bomb.",
  "reason.needs_kickers": "A triple takes two extra cards, each triple of an airplane two wings; fewer only with your hand's last cards.",
  "reason.bomb_cannot_be_split": "Bombs cannot be split: you hold all four of that rank, so they go down together, as a bomb.",
  "reason.must_include_3S": "Home rules: the first play of the match must include the 3♠.",
  "reason.wrong_kind": "Follow with the same kind and the same number of cards as the table, or with a bomb.",
  "reason.too_low": "Too low: your play must be higher than the one on the table.",
  "reason.must_play_highest_single": "Last card: your next player holds one card, so a single must be your highest.",
  "reason.unknown": "That play is not allowed.",
  "kind.single": "single",
  "kind.pair": "pair",
  "kind.pair_run": "pairs in a row",
  "kind.straight": "straight",
  "kind.triple_two": "three with two",
  "kind.airplane": "airplane",
  "kind.bomb": "bomb",
  "result.title": "Result: deal {number} of {deals}",
  "result.title_match": "Result: match over",
  "result.player": "Player",
  "result.cards_left": "Cards left",
  "result.shut_out": "Shut out",
  "result.bombs": "Bombs",
  "result.deal_points": "Deal",
  "result.total": "Total",
  "result.yes": "yes",
  "result.no": "no",
  "result.winner_deal": "{name} went out first.",
  "result.winner_deal_you": "You went out first!",
  "result.winners": "Winner: {names}",
  "result.winners_you": "You win the match!",
  "result.tie": "Shared win: {names}",
  "result.hands_left": "Cards left in hand",
  "result.standings": "Standings",
  "result.final": "Final standings",
  "result.place": "Place",
  "result.place.1": "1st",
  "result.place.2": "2nd",
  "result.place.3": "3rd",
  "result.by_deal": "Points by deal",
  "result.deal_n": "Deal {number}",
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
  "card.rank_name.J": "jack",
  "card.rank_name.Q": "queen",
  "card.rank_name.K": "king",
  "card.rank_name.A": "ace",
  "card.rank_name.2": "2",
  "card.suit.S": "♠",
  "card.suit.H": "♥",
  "card.suit.D": "♦",
  "card.suit.C": "♣",
  "card.suit_name.S": "spades",
  "card.suit_name.H": "hearts",
  "card.suit_name.D": "diamonds",
  "card.suit_name.C": "clubs",
  "card.name": "{rank} of {suit}",
  "card.pass": "pass",
  "counter.title": "Card counter",
  "counter.hint": "Cards of each rank you have not seen yet (not in your hand, not played).",
  "counter.cell": "{rank}: {count} not seen",
  "log.round": "This round",
  "log.round_empty": "New round",
  "log.open": "Deal log",
  "log.title": "Deal log",
  "log.round_n": "Round {number}",
  "log.empty": "No plays yet.",
  "log.entry": "{name}: {cards}",
  "log.out": "{name} went out.",
  "settings.preset": "Rules",
  "settings.preset.standard": "Standard",
  "settings.preset.standard.about": "3♠ leads every deal; four of a rank is always a bomb; a bomb scores only if nobody beats it.",
  "settings.preset.home": "Home",
  "settings.preset.home.about": "The match opens with the 3♠; the last winner leads; bombs may be split and score the moment they are played.",
  "settings.deals": "Match length",
  "settings.deals.1": "1 deal",
  "settings.deals.5": "5 deals",
  "settings.deals.10": "10 deals",
  "settings.level": "Computer players",
  "settings.level.easy": "Easy",
  "settings.level.normal": "Normal",
  "settings.level.hard": "Hard",
  "settings.counter": "Show the card counter",
  "settings.sound": "Play sounds",
  "table.sound": "Sound",
  "settings.group": "Group the hand by combination",
  "settings.coach": "Coach: Hard judges each of your plays (Hint follows Normal)",
  "coach.thinking": "Coach: Hard is weighing your play…",
  "coach.line": "Coach: your {play} — {verdict}",
  "coach.cost.one": "Hard's choice was worth {count} point more.",
  "coach.cost.other": "Hard's choice was worth {count} points more.",
  "coach.same": "Hard agrees.",
  "coach.forced": "the only move you had.",
  "coach.near": "as good as Hard's choice.",
  "coach.pass_name": "pass",
  "coach.values": "Expected result of the deal: yours {played}, Hard's choice {best} points.",
  "coach.show": "Show Hard's choice",
  "coach.best": "Hard would have played {cards}.",
  "coach.best_pass": "Hard would have passed.",
  "coach.summary.one": "Coach: {count} play cost you more than 1 point.",
  "coach.summary.other": "Coach: {count} plays cost you more than 1 point.",
  "coach.summary_total": "{loss} points lost in all over {judged} judged plays.",
  "coach.summary_good.one": "Coach: your {count} play cost you no more than 1 point.",
  "coach.summary_good.other": "Coach: none of your {count} plays cost you more than 1 point.",
  "coach.summary_none": "Coach: none of your plays in this deal was judged.",
  "hand.group": "Group by combination",
  "settings.next_match": "Rules and match length apply from your next match.",
  "settings.next_match_pending": "Your next match: {preset}, {deals}. The match in progress keeps its rules.",
  "settings.at_once": "Level and speed apply at once.",
  "stats.row": "{preset} · {level}",
  "help.tab.rules": "Rules",
  "help.tab.scoring": "Scoring",
  "help.tab.tips": "Tips",
  "help.tab.controls": "Controls",
  // The long texts below use a small markup, rendered as text (never as HTML): blocks are
  // separated by blank lines; "## " starts a heading, "- " a list item, "|" a table row
  // (the first row is the header); **double stars** mark bold words.
  "help.rules.basics": `## The aim
Three players, each playing for themselves. Be the first to get rid of all 16 of your cards: the other two then pay you for every card they still hold.

## The deck
48 cards: an ordinary deck without jokers, without the 2♥, 2♦ and 2♣ and without the A♠. That leaves a single 2 (the 2♠), three aces, and four cards of every rank from 3 to K. Everyone gets 16 cards; nothing is left over and nobody bids.

From low to high the ranks go 3 4 5 6 7 8 9 10 J Q K A 2. Suits never matter, except that the 3♠ decides who starts.`,
  "help.rules.plays": `## What you can play
- **Single**: any one card.
- **Pair**: two cards of one rank.
- **Pairs in a row**: two or more pairs of neighbouring ranks, such as 3 3 4 4 or 7 7 8 8 9 9.
- **Straight**: five or more cards of neighbouring ranks, one of each, such as 5 6 7 8 9.
- **Three with two**: three cards of one rank plus any two other cards; the two need not match.
- **Airplane**: two or more triples of neighbouring ranks, each carrying two extra cards of any rank (its wings), such as 6 6 6 7 7 7 with 3, 9, J and K.
- **Bomb**: all four cards of one rank, so from 3 up to K.

Runs of every kind stay within 3 … A: the 2 never joins one, so the longest straight is 3 to A. Three with two and airplanes are compared by their triples alone; the extra cards never count.

Not allowed: a triple on its own or with just one extra card, and an airplane short of wings (except as the very last cards of your hand, where they still count as three with two or an airplane); four of a kind with anything added; three aces as a bomb.`,
  "help.rules.turns": `## Taking turns
Play goes round from you to Anna to Ben and back to you. The player who opens a round (the lead) may put down any play, but may not pass.

Each next player either beats the play on the table or passes. To beat it, play the same kind with the same number of cards and a higher rank. A bomb beats anything that is not a bomb, and a higher bomb beats a lower one.

**If you can beat, you must.** As long as anything in your hand beats the table, a bomb included, you may not pass. You pass only when nothing beats it.

When the other two pass one after the other, the round is over: the table is cleared and whoever played last opens the next round. The deal ends the moment someone plays their last card, and that player wins it.`,
  "help.rules.last_card": `## Last card
A player down to one card is on **last card**: their seat shows a marker for as long as it lasts.

While the player after you is on last card, any single you play, leading or following, must be your highest single. Pairs, runs, bombs and the other kinds are not restricted.

Example: Ben plays a 9. You hold a 10, a K and the 2♠, and Anna, who plays after you, has one card left. You must beat, and your single must be your highest, so your only play is the 2♠.`,
  "help.rules.presets": `## The two rule sets
| | Standard | Home |
| First deal of a match | the holder of the 3♠ leads, with any play | the holder of the 3♠ leads, and the play must include the 3♠ |
| Later deals | the holder of the 3♠ leads | the winner of the last deal leads |
| Four of a rank | only ever played together, as a bomb | may also be split up into other plays |
| When a bomb scores | only if nobody beats it: it ends its round, or its player goes out with it | at once, whatever happens next |

Everything else is the same in both.`,
  "help.rules.match": `## Matches
A match lasts 1, 5 or 10 deals, and the points add up from deal to deal. After the last deal the player with the most points wins; players tied for the most all count as winners. There is no undo: it would show how the others answer.`,
  "help.scoring.rules": `## Scoring a deal
Points only change hands: the three results of a deal always add up to zero, there is no cap, and totals may go below zero.

- **Cards left**: each loser pays the winner 1 point for every card still in hand (a single card left still costs 1).
- **Shut out**: a loser who did not play a single card in the whole deal pays double, so 16 cards cost 32.
- **Bombs**: a bomb that scores takes 10 points from each of the other two players: +20 for its player, −10 for each other. With the standard rules it scores only if it is not beaten (it ends its round, or its player goes out with it); with the home rules it scores the moment it is played.`,
  "help.scoring.example": `## A worked example (standard rules)
Anna goes out. You still hold 5 cards, and earlier in the deal you played a bomb of 8s that nobody could beat. Ben never managed to play a card: he still holds all 16, so he is shut out.

| | You | Anna | Ben |
| Cards left | −5 | +37 (5 + 32) | −32 (16 × 2) |
| Bomb | +20 | −10 | −10 |
| Deal | **+15** | **+27** | **−42** |

Check: 15 + 27 − 42 = 0. Had someone beaten your bomb with a higher one, it would have earned you nothing under the standard rules; under the home rules it would have scored anyway.`,
  "help.tips": `## Tips
- **Shed the awkward cards first.** Loose low singles are the hardest cards to get rid of. When you lead, tuck them into a straight, pairs in a row or an airplane, and keep your high cards for winning the lead back.
- **Keep some control.** The 2♠, an ace or a bomb lets you take the lead when it matters. Spend them on cheap plays early and you have nothing left to come back with.
- **Watch the last-card marker.** Once the player after you is down to one card, every single you play must be your highest. Before that happens, shape your hand into pairs and runs so you are not forced to throw away your best card. Down to two or three cards yourself, plan to keep one that nobody can beat.
- **Must-beat cuts both ways.** A small single led by an opponent can drag your aces and the 2♠ out of your hand. When you win the lead, open with the play you least mind seeing beaten.
- **Count the 2 and the aces.** There is one 2 and there are three aces. Once the card counter shows them all gone, your king or even your queen may be the highest single left.
- **Time your bombs.** A bomb wins the lead and, when it scores, 10 points from each player. With the standard rules a beaten bomb earns nothing, so it pays best when you are fairly sure nobody holds a higher one, or when it takes you out. Remember also that under the standard rules holding a bomb means you can never pass a play that is not a bomb.
- **Avoid the shut-out.** A player who never gets a card down pays double. If someone is about to go out, getting even one play in saves you the doubling.`,
  "help.controls": `## At the table
- **Select** cards by clicking or tapping them; selected cards lift. **Play** puts them down, and on a touch screen a tap on the table does too.
- **Play** lights up only for a selection the rules allow; otherwise the line above the buttons says why.
- **Hint** selects a good play for you; press it again for another one. When passing is your only move, it says so.
- **Pass** is locked while you hold a play that beats the table, and while you lead; the line above the buttons says which.
- The **card counter** shows, for each rank, how many cards you have not seen yet: neither in your hand nor played.
- A **last card** marker stays on a seat while it holds one card. When it is the player after you, a note reminds you that your singles must be your highest.
- The **deal log** lists every play and pass of the deal, round by round; when a deal ends, the result shows the cards everyone still held.
- **Swipe** across cards (or drag the mouse over them) to select several at once; a swipe that starts on a selected card clears them.
- **Show result**: the result of a finished deal can be closed to look at the table; Show result opens it again, with Next deal beside it.
- **New game**, and a shared link, ask before giving up a match in progress; Esc or "Keep playing" keeps it.
- **Pass automatically when you cannot beat** (Settings) passes your turn for you when nothing you hold beats the table, and says so.

## Keyboard
| Key | What it does |
| 3 to 9, 0 or T (ten), J, Q, K, A, 2 | select one more card of that rank; once all are selected, the same key clears them |
| Enter | play the selected cards |
| P | pass |
| H | hint; press again for the next one |
| Esc | clear the selection |
| C | show or hide the card counter |
| L | open the deal log |
| Tab, ← → | move between cards; Space selects the card in focus |`,
  "guide.hand.title": "Your cards",
  "guide.hand.text": "Tap cards to pick them, tap again to put one back, or slide across several. Keyboard: arrows and Space, or a rank key such as 7 or K.",
  "guide.table.title": "The play to beat",
  "guide.table.text": "The round's last play lies here, with who made it. Beat it with a higher play of the same kind and size, or with a bomb. When it is empty, you lead.",
  "guide.controls.title": "Play, Pass, Hint",
  "guide.controls.text": "Play plays your pick (so does a tap on the table); Pass lets the turn go, and is locked when you must play; Hint picks a good play. What to do now is written here.",
  "guide.help.title": "Rules and tips",
  "guide.help.text": "The whole rules, scoring, tips and controls, and this guide again. The first to play all their cards wins the deal.",
};
