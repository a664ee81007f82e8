// Paohuzi's first-visit guide (issue 12: a player who has never seen 字牌 can learn it
// here): five short steps over the real table (your hand in columns, the stock and the card
// on offer, the choices and Hint, the help strip of 听 / 臭 / the tracker, Rules and tips).
// The guide itself (its box, its placing, when it starts) is the house's: js/core/ui/guide.js.

/** The steps: catalogue keys `guide.<key>.title` / `guide.<key>.text`, and the parts of the
 * page they point at (`parts(board)`: the elements ringed; the box keeps clear of them all). */
export const GUIDE_STEPS = [
  { key: "hand", parts: (board) => [board.querySelector("#hand-area .hand")] },
  { key: "felt", parts: (board) => [board.querySelector("#felt")] },
  { key: "controls", parts: (board) => [board.querySelector(".controls")] },
  // (the strip; in the landscape arrangement, where it is not a box and its parts lie apart,
  // the tracker: a box over both would leave the guide no room)
  { key: "help", parts: (board) => {
    const strip = board.querySelector("#help-strip");
    return [strip && getComputedStyle(strip).display === "contents" ? board.querySelector("#tracker") : strip];
  } },
  { key: "rules", parts: () => [document.getElementById("btn-rules")] },
];

/** Whether `view` is of a match nobody has moved in yet: its first deal, not over, and no
 * discard in its history (the deal's forced sets, a 提 of four dealt alike, come before the
 * first discard and are nobody's choice). History entries are "<seat> <action>". */
export function freshMatch(view) {
  return !view.is_over && view.match.number === 1 && !view.history.some((e) => e.split(" ")[1] === "discard");
}
